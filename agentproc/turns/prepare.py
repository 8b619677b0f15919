"""A chat message as a queued turn: the websocket's one trip to the database before the first
chunk (re-read the agent, spend the turn budget, bind a visitor's session, queue and claim the
run), all in one transaction so that a refused message leaves nothing behind."""
from __future__ import annotations

import uuid
from typing import Any

from django.db import IntegrityError, transaction

from .. import limits
from ..conf import agentproc_settings
from ..exceptions import ConversationNotFound, Forbidden, TurnRejected
from ..models import Conversation
from .claim import Claim
from .services import find_agent, find_conversation, get_conversation, prepare_turn, start_turn


def prepare_message(slug: str, user: Any, scope: dict[str, Any], conversation_id: uuid.UUID | None,
                    text: str) -> tuple[Any, Any, Claim | None]:
    """One trip to the database thread and one transaction per message, before the first
    chunk (shared with the messages of other sockets that wait for it at the same moment:
    ``fastpaths.group_commit``): re-read the agent (an admin may have switched it off or closed it
    to visitors), spend the turn budget, check ownership, queue the run and, unless a worker
    runs it, claim it. Nothing is written unless the turn is accepted: a visitor's session and a new
    conversation are made in the same transaction as the run.

    Returns the conversation, the run and its claim (None when a worker runs the turn)."""
    # A continuing chat reads its conversation and the agent together.
    found = find_conversation(slug, conversation_id) if conversation_id is not None else None
    agent = found.agent if found is not None else find_agent(slug)
    if agent is None or not agent.is_active:
        raise TurnRejected("This assistant is switched off.", code="agent_inactive")
    if not agent.admits(user):
        raise Forbidden("Log in to chat with this assistant.", code="anonymous_not_allowed")
    session, session_key, new_session = scope.get("session"), None, False
    try:
        with transaction.atomic():  # nothing is left behind by a refusal, nor by a process killed in between
            if user is None and session is not None:
                if not session.session_key:
                    session.save()  # anonymous conversations are bound to the session: it needs a key
                    new_session = True
                session_key = session.session_key
            limits.check_turn(limits.Client.from_scope(scope))  # with the session: its first turn counts too
            if agentproc_settings.RUN_IN_WORKER:
                conversation = get_conversation(agent, user=user, session_key=session_key,
                                                conversation_id=conversation_id, found=found)
                return conversation, prepare_turn(conversation, text, user=user, source="websocket"), None
            conversation, claim = start_turn(agent, text, user=user, session_key=session_key,
                                             conversation_id=conversation_id, source="websocket", found=found)
            return conversation, claim.run, claim
    except BaseException as exc:
        if new_session:
            session.flush()  # its row was rolled back: forget the key, the next message makes a new one
        if isinstance(exc, IntegrityError) and found is not None and \
                not Conversation.objects.filter(pk=found.pk).exists():
            # Deleted since it was read (before the transaction): the run's foreign key failed.
            raise ConversationNotFound("No such conversation.") from None
        raise
