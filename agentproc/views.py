"""The chat widget's one HTTP view: a conversation's history, for its owner (user or session)."""
from __future__ import annotations

import uuid
from typing import Any

from django.http import Http404, HttpRequest, JsonResponse
from django.views.decorators.http import require_GET

from . import turns
from .exceptions import TurnError
from .models import Agent, Message, RunStatus
from .notices import DEFAULT_BLOCK_MESSAGE, public_tripwire


@require_GET
def conversation_messages(request: HttpRequest, agent_slug: str, conversation_id: uuid.UUID) -> JsonResponse:
    """``{"conversation": id, "messages": [...]}`` in order; 404 for an unknown or foreign one.

    Each message has ``id``, ``role``, ``text``, ``parts`` (the stored runtime parts, so tool
    calls show again) and ``createdAt``; a user message a guardrail blocked has ``blocked``
    (the public block notice the visitor was shown)."""
    agent = Agent.objects.active().filter(slug=agent_slug).first()
    if agent is None:
        raise Http404("No such agent.")
    user = request.user if request.user.is_authenticated else None
    if not agent.admits(user):
        raise Http404("No such conversation.")
    try:
        conversation = turns.get_conversation(
            agent, user=user, session_key=request.session.session_key,
            conversation_id=conversation_id, create=False,
        )
    except TurnError as exc:
        raise Http404(str(exc)) from exc
    rows = Message.objects.filter(conversation=conversation).select_related("run").order_by("created_at", "id")
    return JsonResponse({"conversation": str(conversation.id), "messages": [_message(m) for m in rows]})


def _message(row: Message) -> dict[str, Any]:
    content = (row.data or {}).get("content") or {}
    item: dict[str, Any] = {
        "id": str(row.id),
        "role": row.role,
        "text": row.text,
        "parts": content.get("parts") or [],
        "createdAt": row.created_at.isoformat(),
    }
    run = row.run
    if row.role == "user" and run is not None and run.status == RunStatus.TRIPWIRE:
        item["blocked"] = public_tripwire(run.tripwire)["reason"] if run.tripwire else DEFAULT_BLOCK_MESSAGE
    return item
