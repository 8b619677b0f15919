"""What the chat widget is told about stored messages — the same for a live turn and for history.

A user message that an input guardrail changed (redacted or removed parts of) is shown as
stored, with ``changed: true`` so the widget can say so; visitors are not told which rule."""
from __future__ import annotations

from typing import Any, Iterable

from .models import Message, RunStatus, Violation, ViolationAction
from .notices import DEFAULT_BLOCK_MESSAGE, public_tripwire

#: Enforced input actions that change what is stored of the user's message.
CHANGING_ACTIONS = (ViolationAction.REDACTED, ViolationAction.FILTERED)


def changed_runs(run_ids: Iterable[Any]) -> set[str]:
    """The runs (of ``run_ids``) whose user input a guardrail changed (one query)."""
    ids = [r for r in run_ids if r is not None]
    if not ids:
        return set()
    rows = Violation.objects.filter(run_id__in=ids, lane="input", action__in=CHANGING_ACTIONS)
    return {str(r) for r in rows.values_list("run_id", flat=True).distinct()}


def message_item(row: Message, changed: set[str]) -> dict[str, Any]:
    """One stored message for the widget (see ``views.conversation_messages``)."""
    content = (row.data or {}).get("content") or {}
    item: dict[str, Any] = {
        "id": str(row.id),
        "role": row.role,
        "text": row.text,
        "parts": content.get("parts") or [],
        "createdAt": row.created_at.isoformat(),
        "runId": str(row.run_id) if row.run_id else None,
    }
    run = row.run
    if row.role == "user":
        item["changed"] = item["runId"] in changed
        if run is not None and run.status == RunStatus.TRIPWIRE:
            item["blocked"] = public_tripwire(run.tripwire)["reason"] if run.tripwire else DEFAULT_BLOCK_MESSAGE
    return item


def stored_user_message(run_id: Any, *, changed: bool | None = None) -> dict[str, Any] | None:
    """The ``user-message`` frame's payload for a finished run: the user's message as stored
    (None for a blocked run or when nothing was stored). ``changed``: whether a guardrail
    changed it, when the caller knows (else one more query)."""
    row = (Message.objects.filter(run_id=run_id, role="user").select_related("run")
           .only("id", "text", "created_at", "run", "run__status").order_by("created_at", "id").first())
    # A blocked turn says only its public notice: nothing of the blocked text comes back.
    if row is None or (row.run is not None and row.run.status == RunStatus.TRIPWIRE):
        return None
    if changed is None:
        changed = bool(changed_runs([run_id]))
    return user_message_payload(row, run_id, changed)


def user_message_payload(row: Message, run_id: Any, changed: bool) -> dict[str, Any]:
    """The ``user-message`` frame's payload for the stored row of a run's user message."""
    return {"id": str(row.id), "text": row.text, "changed": changed, "runId": str(run_id)}


def changes_input(violations: Iterable[Violation]) -> bool:
    """Whether these violations (a run's, all of them) changed what is stored of its input."""
    return any(v.lane == "input" and v.action in CHANGING_ACTIONS for v in violations)
