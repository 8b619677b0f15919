"""The chat widget's one HTTP view: a conversation's history, for its owner (user or session)."""
from __future__ import annotations

import uuid

from django.http import Http404, HttpRequest, JsonResponse
from django.views.decorators.http import require_GET

from . import turns
from .exceptions import TurnError
from .models import Agent, Message
from .widget_data import changed_runs, message_item


@require_GET
def conversation_messages(request: HttpRequest, agent_slug: str, conversation_id: uuid.UUID) -> JsonResponse:
    """``{"conversation": id, "messages": [...]}`` in order; 404 for an unknown or foreign one.

    Each message has ``id``, ``role``, ``text``, ``parts`` (the stored runtime parts, so tool
    calls show again), ``createdAt`` and ``runId``; a user message has ``changed`` (a guardrail
    changed it before it was stored) and, when a guardrail blocked it, ``blocked`` (the public
    block notice the visitor was shown)."""
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
    rows = list(Message.objects.filter(conversation=conversation).select_related("run").order_by("created_at", "id"))
    changed = changed_runs({m.run_id for m in rows if m.role == "user"})
    return JsonResponse({"conversation": str(conversation.id), "messages": [message_item(m, changed) for m in rows]})
