"""The turn's intake: the one place where a user's text is first written, after the input lane.

The invariant (DESIGN.md, "Stored-data invariant"): no agentproc column ever holds text an
enforced input guardrail would have redacted or blocked. So ``prepare_turn`` writes no user
text at all; the text travels in memory (``Intake``), and for a worker sealed in the task
message. ``InputBoundary`` — a runtime-added processor, last in the input lane — stores the
processed message once every enforced input processor has run, before the model is called.
A turn that dies before the boundary stores nothing of the message (the Run says why); a
blocked one stores what ``STORE_BLOCKED_INPUT`` allows, redacted by ``redacted_copy``."""
from __future__ import annotations

import asyncio
import copy
import functools
import json
import logging
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Iterable

from django.db import transaction

from .. import keys
from ..conf import agentproc_settings
from ..exceptions import TurnUnreadable
from ..models import Conversation, Lane, Message as MessageRow, Mode, ProcessorPolicy, Run
from ..processors.base import REDACT, WARN, rewrite_text
from ..registry import processor_registry
from ..runtime.messages import Message, MessageList
from ..runtime.processor import violation_sink
from .history import CHANGING_ACTIONS, user_message_payload
from ..db import rerun
from ..fastpaths import group_commit, statements
from .orm_memory import message_rows, row_id

logger = logging.getLogger("agentproc")

#: The boundary's processor id (left out of the Run's timings: it is not a guardrail).
BOUNDARY_ID = "agentproc-intake"
#: What a Run says when it ended before its input guardrails finished.
NOT_STORED_NOTE = "The turn ended before its input guardrails finished; the message was not stored."


@dataclass
class Intake:
    """A turn's user message between ``prepare_turn`` and the boundary: memory only."""

    #: The message as the user sent it (``Message.to_dict()``); never written to a table.
    message: dict[str, Any]
    #: The rows the boundary stored (the processed input), once it has run.
    rows: list[MessageRow] = field(default_factory=list)
    stored: bool = False
    #: Whether an enforced input guardrail redacted or removed part of it (known once stored).
    changed: bool = False
    #: The transport was told how the message was stored (``InputBoundary``'s ``announce``).
    announced: bool = False

    def stored_row(self) -> MessageRow | None:
        """The row of the user's own message among those stored (None before the boundary)."""
        if not self.stored or not self.rows:
            return None
        wanted = row_id(self.message.get("id", ""))
        return next((r for r in self.rows if r.pk == wanted), self.rows[0])

    def runtime_message(self) -> Message:
        # A deep copy: processors edit parts in place; a blocked turn redacts the original.
        return Message.from_dict(copy.deepcopy(self.message))


class InputBoundary:
    """Runtime-added input processor, after the user's: on step 0, once every
    ``process_input`` and ``process_input_step`` has run, it stores the processed input
    (the user's message rows, ``Run.input``, the conversation title) before the model call.

    ``announce(intake)``, when given, is awaited once the message is stored (or at once, when
    the claim stored it): the widget's ``user-message`` frame goes out then, so the visitor's
    bubble shows the stored (redacted) text before the first token of the answer."""

    id = BOUNDARY_ID
    name = "Store the processed input"

    def __init__(self, run: Run, intake: Intake, announce: Callable[[Intake], Awaitable[None]] | None = None) -> None:
        self.run, self.intake, self.announce = run, intake, announce

    async def process_input_step(self, message_list: MessageList) -> None:
        intake = self.intake
        if not intake.stored:
            # Every violation so far is the input lane's (the boundary is its last processor).
            found = violation_sink.get() or []
            intake.changed = any(getattr(v, "action", None) in CHANGING_ACTIONS for v in found)
            await group_commit.run(store_processed_input, self.run, intake, message_list.get.input.db())
        if self.announce is not None and not intake.announced and intake.stored:
            intake.announced = True
            await self.announce(intake)
        return None


def store_processed_input(run: Run, intake: Intake, messages: Iterable[Message], *, savepoint: bool = True) -> None:
    """The first write of a turn's user text: the processed input, in one transaction
    (``savepoint=False``: part of the caller's, which fails as a whole if this does)."""
    messages = [m for m in messages if m.role == "user"]
    with transaction.atomic(savepoint=savepoint):
        intake.rows = _store(run, run.conversation, messages)
    intake.stored = True
    rerun.on_rollback(functools.partial(setattr, intake, "stored", False))


def store_unprocessed(run: Run, messages: list[Message]) -> list[MessageRow]:
    """A blocked turn's input as STORE_BLOCKED_INPUT allows (already redacted or opted-in full)."""
    return _store(run, run.conversation, messages)


def _store(run: Run, conversation: Conversation | None, messages: list[Message]) -> list[MessageRow]:
    data = [json.loads(json.dumps(m.to_dict(), default=str)) for m in messages]
    rows: list[MessageRow] = []
    if conversation is not None and messages:
        rows = message_rows(conversation, run, messages, in_context=False)
        statements.bulk_create(rows)
        title = title_of(messages)
        if title and not conversation.title:
            conversation.title = title
            # Should this write's transaction not commit (its group's, a dropped connection), it
            # runs again and must see the conversation untitled, as it was.
            rerun.on_rollback(functools.partial(setattr, conversation, "title", ""))
            Conversation.objects.filter(pk=conversation.pk, title="").update(title=title)
    run.input = data  # saved with the Run's outcome (finish_run)
    return rows


def title_of(messages: Iterable[Message]) -> str:
    """A conversation title from stored (processed) text: its first user words."""
    for message in messages:
        title = title_of_text(message.text or "")
        if title:
            return title
    return ""


def title_of_text(text: str) -> str:
    return " ".join(text.split())[:80]


# -- a blocked turn's input ------------------------------------------------------------


def redacted_copy(messages: list[Message], policies: Iterable[ProcessorPolicy],
                  build: Callable[[ProcessorPolicy, str], Any]) -> list[Message]:
    """A blocked turn's input (as the processors before the blocking one left it) as the
    agent's enforced rewriting input policies leave it, in chain order, whichever policy
    blocked the turn (and wherever it sits in the chain).

    Span guards (PII, regex …) in ``block``, ``filter`` or ``redact`` strategy redact their
    findings here, so a value such a guard would have blocked or removed is never kept; the
    Unicode normalizer runs first where it stands, so the guards see what they saw in the
    turn. ``warn`` and monitor-mode policies change nothing (they record only); detectors
    that judge the whole message (injection, moderation) are not run again."""
    from ..processors.text_guard import TextGuard
    from ..processors.unicode import UnicodeNormalizer

    result = [Message.from_dict(copy.deepcopy(m.to_dict())) for m in messages if m.role == "user"]
    ordered = sorted((p for p in policies if p.enabled and p.mode == Mode.ENFORCE and p.lane == Lane.INPUT),
                     key=lambda p: (p.position, p.pk or 0))
    for policy in ordered:
        entry = processor_registry.get(policy.processor_key, None)
        if entry is None:
            continue
        if issubclass(entry.cls, UnicodeNormalizer):
            build(policy, policy.processor_key).process_input(result)
        elif issubclass(entry.cls, TextGuard) and (policy.config or {}).get("strategy") != WARN:
            redacting = copy.copy(policy)
            redacting.config = {**(policy.config or {}), "strategy": REDACT}
            guard = build(redacting, policy.processor_key)
            for message in result:
                rewrite_text(message, lambda text, guard=guard: guard.redact(text)[0])
    return result


def kept_when_blocked(intake: Intake, ran: list[Message], policies: Iterable[ProcessorPolicy],
                      build: Callable[[ProcessorPolicy, str], Any]) -> list[Message] | None:
    """What ``STORE_BLOCKED_INPUT`` keeps of a turn blocked before its input was stored (never
    the raw text unless set to ``full``): ``ran`` is the input as the processors before the
    blocking one left it; every redacting policy's redactions are applied to it, also those
    placed after the blocking one. None: nothing is kept."""
    mode = agentproc_settings.STORE_BLOCKED_INPUT
    if mode == "redacted":
        return mark_changed(redacted_copy(ran, policies, build), intake)
    if mode == "full":
        return [intake.runtime_message()]
    return None


class Announcer:
    """The widget's ``user-message`` frame, sent through the turn's ``on_chunk`` (in this
    process, or published to the conversation's group by a worker): once the boundary stored
    the message, or — for a turn blocked before that — just before its ``tripwire`` chunk."""

    def __init__(self, on_chunk: Callable[[dict[str, Any]], Awaitable[Any]], run: Run) -> None:
        self.on_chunk, self.run = on_chunk, run

    async def stored(self, intake: Intake) -> None:
        """``InputBoundary``'s ``announce``: the message as the boundary stored it."""
        row = intake.stored_row()
        if row is not None:
            await self._send(user_message_payload(row, self.run.pk, intake.changed))

    async def blocked(self, intake: Intake, kept: list[Message] | None, notice: str) -> None:
        """A blocked turn's message as it will be kept (nothing when nothing is), with its notice."""
        intake.announced = True
        first = next((m for m in kept or [] if m.role == "user"), None)
        if first is not None:
            changed = bool((first.content.metadata or {}).get("redacted"))
            await self._send({"id": str(row_id(first.id)), "text": first.text, "changed": changed,
                              "runId": str(self.run.pk), "blocked": notice})

    async def tell(self, payload: dict[str, Any] | None) -> None:
        """A turn cut short by an exception (a cancel, a failure): its stored message, read
        with its end (``Outcome.user_message``: only when nothing told it yet), before the
        transport sends the last chunk. A socket gone meanwhile changes nothing."""
        if payload is None:
            return
        try:
            await self._send(payload)
        except (Exception, asyncio.CancelledError):  # noqa: BLE001 - the turn still ends as it did
            logger.info("could not send the stored message of run %s", self.run.pk, exc_info=True)

    async def _send(self, payload: dict[str, Any]) -> None:
        await self.on_chunk({"type": "user-message", "payload": payload})


def mark_changed(messages: list[Message], intake: Intake) -> list[Message]:
    """Flag (``metadata.redacted``) each kept message of a blocked turn whose text is not
    what the visitor sent, so the widget says part of it was hidden, live and after a reload
    (no Violation says so: the blocking one's action is ``blocked``)."""
    sent = intake.runtime_message().text
    for message in messages:
        if message.text != sent:
            message.content.metadata = {**(message.content.metadata or {}), "redacted": True}
    return messages


# -- the message on its way to a worker --------------------------------------------------


def seal(message: dict[str, Any]) -> str:
    """The message encrypted for the task queue with the newest ``ENCRYPTION_KEYS`` key (the
    broker never holds it in clear)."""
    return keys.fernet().encrypt(json.dumps(message).encode()).decode()


def unseal(token: str) -> dict[str, Any]:
    """The sealed message, opened with whichever listed key sealed it; ``TurnUnreadable`` if none does."""
    from cryptography.fernet import InvalidToken

    try:
        return json.loads(keys.fernet().decrypt(token.encode()))
    except InvalidToken:
        raise TurnUnreadable() from None
