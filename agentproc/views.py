"""The chat widget's one HTTP view: a conversation's history, for its owner (user or session),
a page at a time (the latest first; ``?before=<message id>`` for the page before it)."""
from __future__ import annotations

import uuid

from django.db.models import Q
from django.http import Http404, HttpRequest, JsonResponse
from django.views.decorators.http import require_GET

from . import turns
from .conf import agentproc_settings
from .exceptions import TurnError
from .models import Agent, Message
from .turns.history import changed_runs, message_item, run_outcome


@require_GET
def conversation_messages(request: HttpRequest, agent_slug: str, conversation_id: uuid.UUID) -> JsonResponse:
    """``{"conversation": id, "messages": [...], "runs": {...}, "earlier": id or null}``, oldest first; 404 for
    an unknown or foreign one. ``messages`` is the latest page (``HISTORY_PAGE_SIZE``) before
    ``?before=`` (a message id; default: the end); ``earlier`` is the ``before`` of the page
    before it (null on the first page).

    Each message has ``id``, ``role``, ``text``, ``parts`` (the stored runtime parts, so tool
    calls show again), ``createdAt`` and ``runId``; a user message has ``changed`` (a guardrail
    changed it before it was stored) and, when a guardrail blocked it, ``blocked`` (the public
    block notice the visitor was shown); an assistant message cut short has ``partial``.
    ``runs`` maps each run of the page that did not complete to how it ended
    (``turns.history.run_outcome``: stopped, cut, failed or blocked, with its notice), so a reload
    shows the notes the visitor saw live."""
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
    rows = Message.objects.filter(conversation=conversation)
    before = request.GET.get("before")
    if before:
        cursor = _message_id(before)
        anchor = rows.filter(pk=cursor).values("created_at", "id").first() if cursor else None
        if anchor is None:
            error = {"code": "invalid_cursor", "message": "No such message in this conversation."}
            return JsonResponse({"error": error}, status=400)
        at = anchor["created_at"]
        rows = rows.filter(Q(created_at__lt=at) | Q(created_at=at, id__lt=anchor["id"]))
    size = max(1, int(agentproc_settings.HISTORY_PAGE_SIZE))
    page = list(rows.select_related("run").order_by("-created_at", "-id")[:size + 1])
    earlier = str(page[size - 1].id) if len(page) > size else None
    shown = list(reversed(page[:size]))
    changed = changed_runs({m.run_id for m in shown if m.role == "user"})
    outcomes = {str(m.run_id): run_outcome(m.run) for m in shown if m.run is not None}
    return JsonResponse({"conversation": str(conversation.id), "messages": [message_item(m, changed) for m in shown],
                         "runs": {run: outcome for run, outcome in outcomes.items() if outcome is not None},
                         "earlier": earlier})


def _message_id(value: str) -> str | None:
    try:
        return str(uuid.UUID(value))
    except ValueError:
        return None
