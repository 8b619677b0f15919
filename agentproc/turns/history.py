"""What the chat widget is told about stored messages — the same for a live turn and for history.

A user message that an input guardrail changed (redacted or removed parts of) is shown as
stored, with ``changed: true`` so the widget can say so; visitors are not told which rule.
How a run ended (stopped, cut, failed, blocked) is told with it (``run_outcome``): the widget
renders the notes of a reloaded conversation from these as it rendered them live."""
from __future__ import annotations

from typing import Any, Iterable

from ..models import Message, Run, RunStatus, Violation, ViolationAction
from .notices import DEFAULT_BLOCK_MESSAGE, DISCONNECTED, DISCONNECTED_NOTE, error_message, public_tripwire

#: Enforced input actions that change what is stored of the user's message.
CHANGING_ACTIONS = (ViolationAction.REDACTED, ViolationAction.FILTERED)

#: A run's final status as the widget names its outcome (a completed run has none).
OUTCOMES = {RunStatus.CANCELLED: "stopped", RunStatus.FAILED: "failed", RunStatus.TRIPWIRE: "blocked"}
#: The note the widget shows under a failed run that stored no error code (runs of older versions).
FAILED_NOTE = "The assistant failed; please try again."
#: A cancelled run whose ``notice_code`` is ``disconnected``: cut by the visitor's connection
#: dropping (the widget says so live), not stopped by the visitor.
CUT = "cut"


def changed_runs(run_ids: Iterable[Any]) -> set[str]:
    """The runs (of ``run_ids``) whose user input a guardrail changed (one query)."""
    ids = [r for r in run_ids if r is not None]
    if not ids:
        return set()
    rows = Violation.objects.filter(run_id__in=ids, lane="input", action__in=CHANGING_ACTIONS)
    return {str(r) for r in rows.values_list("run_id", flat=True).distinct()}


def _metadata(row: Message) -> dict[str, Any]:
    content = (row.data or {}).get("content") or {}
    metadata = content.get("metadata") if isinstance(content, dict) else None
    return metadata if isinstance(metadata, dict) else {}


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
        item["changed"] = item["runId"] in changed or bool(_metadata(row).get("redacted"))
        if run is not None and run.status == RunStatus.TRIPWIRE:
            item["blocked"] = block_notice(run)
    elif _metadata(row).get("partial"):
        item["partial"] = True  # the answer was cut short (stopped, failed) inside its step
    return item


def block_notice(run: Run) -> str:
    """The public notice the visitor was shown for a blocked run."""
    return public_tripwire(run.tripwire)["reason"] if run.tripwire else DEFAULT_BLOCK_MESSAGE


def run_outcome(run: Run) -> dict[str, Any] | None:
    """How a finished run ended, for the widget: ``{"outcome": "stopped" | "cut" | "failed" |
    "blocked", "notice": ..., "code": ...}`` (``notice``: the blocked run's public notice, the
    coded error a failed run's visitor was sent, the cut run's note; ``code``: the stored
    ``Run.notice_code`` the notice is keyed by, when there is one); None for a completed (or
    still live) run. Only fixed product text: never the run's error or any conversation text."""
    outcome = OUTCOMES.get(run.status)
    if outcome is None:
        return None
    code = run.notice_code
    if outcome == "stopped" and code == DISCONNECTED:
        return {"outcome": CUT, "notice": DISCONNECTED_NOTE, "code": code}
    data: dict[str, Any] = {"outcome": outcome}
    if outcome == "blocked":
        data["notice"] = block_notice(run)
    elif outcome == "failed":
        data["notice"] = error_message(code) if code else FAILED_NOTE
        if code:
            data["code"] = code
    return data


def stored_user_message(run_id: Any, *, changed: bool | None = None) -> dict[str, Any] | None:
    """The ``user-message`` frame's payload for a finished run: the user's message as stored
    (None when nothing was stored). A blocked run's says ``blocked`` (its public notice) and
    carries the text as kept (``STORE_BLOCKED_INPUT``: redacted by default), never the
    text the visitor typed. ``changed``: whether a guardrail changed it, when the caller
    knows (else one more query)."""
    row = (Message.objects.filter(run_id=run_id, role="user").select_related("run")
           .only("id", "text", "data", "created_at", "run", "run__status", "run__tripwire")
           .order_by("created_at", "id").first())
    if row is None:
        return None
    if changed is None:
        changed = bool(changed_runs([run_id]))
    payload = user_message_payload(row, run_id, changed or bool(_metadata(row).get("redacted")))
    if row.run is not None and row.run.status == RunStatus.TRIPWIRE:
        payload["blocked"] = block_notice(row.run)
    return payload


def user_message_payload(row: Message, run_id: Any, changed: bool) -> dict[str, Any]:
    """The ``user-message`` frame's payload for the stored row of a run's user message."""
    return {"id": str(row.id), "text": row.text, "changed": changed, "runId": str(run_id)}


def changes_input(violations: Iterable[Violation]) -> bool:
    """Whether these violations (a run's, all of them) changed what is stored of its input."""
    return any(v.lane == "input" and v.action in CHANGING_ACTIONS for v in violations)
