"""Writing a finished turn: its messages, the Run's outcome and its Violation rows, atomically.

The number of queries is fixed: it does not depend on the number of chunks streamed, the
number of messages in the history or the number of violations."""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from django.db import transaction
from django.utils import timezone

from ..conf import agentproc_settings
from .notices import error_code
from ..models import Conversation, Message as MessageRow, ProcessorPolicy, Run, RunStatus, Violation
from ..runtime.messages import Message, MessageList
from ..runtime.results import RunResult
from ..signals import violations_created
from .history import changes_input, stored_user_message, user_message_payload
from ..db import rerun
from ..fastpaths import statements
from .erasure import unquoted
from .findings import fold
from .intake import BOUNDARY_ID, Intake, store_unprocessed
from .orm_memory import message_rows, row_id, turn_messages

logger = logging.getLogger("agentproc")


@dataclass
class Outcome:
    """How a turn ended, as the bridge saw it (the runtime's result plus transport errors)."""

    status: str
    result: RunResult | None = None
    #: The message list the memory saved (completed runs), else the run's final list.
    message_list: MessageList | None = None
    error: str = ""
    policies: dict[str, ProcessorPolicy] = field(default_factory=dict)
    #: The text the client was streamed (kept when a cancelled step left no message).
    partial_text: str = ""
    #: A turn blocked before its input was stored: what STORE_BLOCKED_INPUT keeps of it.
    blocked_input: list[Message] | None = None
    #: Why the user's message was not stored (the turn ended before its input lane did).
    note: str = ""
    #: Read the ``user-message`` payload after storing (``turns.history.stored_user_message``),
    #: in the same trip to the database thread, unless the widget was told already (the input
    #: boundary or the tripwire did: ``intake.Announcer``); the websocket sends it before the
    #: last chunk (e.g. a turn stopped before its first step, its message stored with the claim).
    want_user_message: bool = False
    user_message: dict[str, Any] | None = None
    #: The turn's response cache (``response_cache.TurnCache``): kept only if the turn completes.
    cache: Any = None
    #: The code of the error the visitor was sent (``turns.notices``), once one went out.
    notice_code: str = ""
    #: The turn's abort signal: a ``liveness.StopSignal`` says why a cancelled run stopped.
    abort_signal: Any = None


def _json_safe(value: Any) -> Any:
    try:
        return json.loads(json.dumps(value, default=str))
    except (TypeError, ValueError):
        return str(value)


def error_text(error: BaseException | None) -> str:
    if error is None:
        return ""
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


def _pending_row(run: Run, intake: Intake | None) -> MessageRow | None:
    """The user's row the input boundary stored (None when it never ran)."""
    return intake.stored_row() if intake is not None else None


def finish_run(run: Run, intake: Intake | None, outcome: Outcome) -> Run:
    """Store what the turn produced and set the Run's final status (one transaction).

    The user's input is only ever written in its processed form: by the input boundary, or
    here for a turn blocked before it (``outcome.blocked_input``, already redacted)."""
    result = outcome.result
    status = outcome.status
    now = timezone.now()
    store_blocked = agentproc_settings.STORE_BLOCKED_INPUT
    conversation = run.conversation
    stored = intake is not None and intake.stored
    with transaction.atomic():
        gone = conversation is not None and not _touch(conversation, now)
        if gone:
            # Deleted while the turn ran (its messages went with it): the run ends cancelled,
            # kept for the audit without a conversation, instead of failing to save.
            rerun.on_rollback(partial(_put_back, run, conversation, outcome, outcome.error))
            conversation = run.conversation = None
            status = RunStatus.CANCELLED
            outcome.error = outcome.error or "The conversation was deleted while the turn ran."
        pending = None if gone else _pending_row(run, intake)
        # A deleted conversation's runs keep none of its text (turns.erasure).
        run_input: Any = run.input if stored and not gone else None
        if not stored and outcome.blocked_input is not None and not gone:
            store_unprocessed(run, outcome.blocked_input)
            run_input = run.input
        if conversation is not None and outcome.message_list is not None:
            inputs, responses = turn_messages(outcome.message_list)
            if not stored:
                # The input lane did not finish: its messages may be half processed.
                inputs, responses = [], []
            if status in (RunStatus.CANCELLED, RunStatus.FAILED, RunStatus.TRIPWIRE) and outcome.partial_text:
                # Cut short inside a step: keep what the client was shown (after the steps that
                # ended, e.g. a tool call, the text of the step that was cut).
                shown = "".join(m.text or "" for m in responses if m.role == "assistant")
                if outcome.partial_text.startswith(shown) and outcome.partial_text != shown:
                    rest = outcome.partial_text[len(shown):]
                    responses = [*responses, _partial_message(rest, conversation)]
            if status == RunStatus.TRIPWIRE:
                if stored:
                    run_input = _store_blocked(pending, inputs, store_blocked)
                if store_blocked == "none":
                    pending = None
                # A blocked answer is kept for the audit only when everything is kept.
                if store_blocked != "full":
                    responses = []
                inputs = []
            elif stored:
                run_input = [_json_safe(m.to_dict()) for m in inputs]
            pending = _write_messages(conversation, run, pending, inputs, responses,
                                      in_context=status == RunStatus.COMPLETED)
        elif status == RunStatus.TRIPWIRE and pending is not None:
            run_input = _store_blocked(pending, [], store_blocked)
        run.status = status
        run.finished_at = run.heartbeat_at = now
        run.input = run_input
        run.error = outcome.error or (error_text(result.error) if result is not None else "")
        if outcome.note:
            run.error = f"{run.error}\n{outcome.note}" if run.error else outcome.note
        if result is not None:
            run.finish_reason = result.finish_reason or ""
            run.usage = dict(result.usage or {})
            run.tripwire = _tripwire(run, result.tripwire, outcome.policies) if result.tripwire else None
            if gone:
                run.tripwire = unquoted(run.tripwire)
            timings = [t for t in _json_safe(result.timings or []) if t.get("processorId") != BOUNDARY_ID]
            run.timings = _named_timings(timings, outcome.policies)
            run.output_text = "" if gone or (status == RunStatus.TRIPWIRE and store_blocked != "full") else (
                result.text or (outcome.partial_text if status != RunStatus.COMPLETED else ""))
        elif not run.finish_reason:
            run.finish_reason = "error" if status == RunStatus.FAILED else "other"
        fields = ["status", "finished_at", "heartbeat_at", "input", "error", "finish_reason",
                  "usage", "tripwire", "timings", "output_text"]
        run.notice_code = _notice_code(status, outcome, gone)
        if run.notice_code or status != RunStatus.CANCELLED:
            fields.append("notice_code")  # else a reason stored with a cancel request stays
        statements.update(run, fields)
        rows: list[Violation] = []
        if result is not None and result.violations:
            rows = _violation_rows(run, result, outcome.policies, now)
            for row in rows if gone else ():
                row.metadata = unquoted(row.metadata)  # the text they quote went with the conversation
            rows = Violation.objects.bulk_create(rows)
            _announce(rows)
    told = intake is not None and intake.announced  # the widget has its user-message frame already
    if outcome.want_user_message and not told:
        # Every violation of the run is in ``rows``: they are only written here.
        changed = changes_input(rows)
        if pending is not None and status != RunStatus.TRIPWIRE:
            # The row as just written is the run's first user message: no need to read it back.
            outcome.user_message = user_message_payload(pending, run.pk, changed)
        else:
            try:
                outcome.user_message = stored_user_message(run.pk, changed=changed)
            except Exception:  # noqa: BLE001 - a nicety, read after the commit: never store the turn twice
                logger.warning("could not read the stored message of run %s", run.pk, exc_info=True)
    return run


def _notice_code(status: str, outcome: Outcome, gone: bool) -> str:
    """``Run.notice_code``: the code of the notice the visitor was shown at the run's end. A
    failed run's is the code of its error chunk (``turns.notices.public_chunk`` made it from the same
    error), a cancelled run's the reason its abort signal gives (``liveness.StopSignal``)."""
    if status == RunStatus.FAILED:
        result = outcome.result
        return outcome.notice_code or error_code(result.error if result is not None else None)
    if status == RunStatus.CANCELLED and not gone:
        return str(getattr(outcome.abort_signal, "reason", "") or "")
    return ""


def _put_back(run: Run, conversation: Conversation, outcome: Outcome, error: str) -> None:
    """What ``finish_run`` changed in memory for a deleted conversation, as it was (its
    transaction did not commit: the write runs again, see ``rerun``)."""
    run.conversation, outcome.error = conversation, error


def _touch(conversation: Conversation, now: Any) -> bool:
    """Mark the conversation updated; False if it was deleted meanwhile. A write, first in the
    transaction: it locks the row until the turn is stored (a delete waits instead of cutting
    the write in half), and on SQLite a transaction that read first may not get the write lock."""
    return bool(statements.update_by_pk(Conversation, conversation.pk, updated_at=now))


def _tripwire(run: Run, tripwire: Any, policies: dict[str, ProcessorPolicy]) -> Any:
    """The runtime's tripwire payload (for the admins) plus the notice visitors were shown."""
    from .notices import block_message

    data = _json_safe(tripwire)
    if isinstance(data, dict):
        data["publicMessage"] = block_message(run.agent, policies.get(data.get("processorId") or ""))
    return data


def _partial_message(text: str, conversation: Conversation) -> Message:
    message = Message.from_text(text, "assistant", thread_id=str(conversation.pk),
                                resource_id=conversation.resource_id or None)
    message.content.metadata = {"partial": True}
    return message


def _store_blocked(pending: MessageRow | None, inputs: list[Message], mode: str) -> Any:
    """Apply STORE_BLOCKED_INPUT to the pending user message; returns what Run.input keeps."""
    if pending is None:
        return None
    if mode == "none":
        _delete(pending)
        return None
    if mode == "redacted":
        processed = next((m for m in inputs if row_id(m.id) == pending.pk), None)
        if processed is not None:
            pending.data, pending.text = _json_safe(processed.to_dict()), processed.text
            pending.save(update_fields=["data", "text"])
            return [pending.data]
        # The processors replaced the message: keep their version of the input, not the original.
        pending.data = {**pending.data, "content": {"format": 2, "parts": []}}
        pending.text = ""
        pending.save(update_fields=["data", "text"])
        return [_json_safe(m.to_dict()) for m in inputs] or None
    return [pending.data]


def _write_messages(conversation: Conversation, run: Run, pending: MessageRow | None, inputs: list[Message],
                    responses: list[Message], *, in_context: bool) -> MessageRow | None:
    """The processed input replaces the pending user message (so redactions reach the
    database); other messages are added after it, in the same statement (an upsert).
    Returns the pending row as stored, None if the processors removed it."""
    processed = None
    kept: list[MessageRow] = []
    if pending is not None:
        processed = next((m for m in inputs if row_id(m.id) == pending.pk), None)
        if processed is not None:
            pending.data, pending.text = _json_safe(processed.to_dict()), processed.text
            pending.in_context = in_context
            kept = [pending]
        elif inputs or in_context:
            # The input processors removed or replaced the user's message.
            _delete(pending)
            pending = None
    extra_inputs = [m for m in inputs if m is not processed]
    rows = kept + message_rows(conversation, run, [*extra_inputs, *responses], in_context=in_context,
                               after=pending.created_at if pending is not None else None)
    if rows:
        statements.bulk_create(rows, unique_fields=["id"], update_fields=["data", "text", "in_context", "role", "run"])
    return pending


def _delete(row: MessageRow) -> None:
    """Delete a message row and leave the object as it was (``Model.delete()`` clears its
    primary key): a write that runs again (``rerun``) finds the row it deleted."""
    MessageRow.objects.filter(pk=row.pk).delete()


def _announce(rows: list[Violation]) -> None:
    """bulk_create sends no post_save: tell the receivers (webhook / email notices) by our own signal."""
    violations_created.send(sender=Violation, violations=rows)


def _violation_rows(run: Run, result: RunResult, policies: dict[str, ProcessorPolicy], now: Any) -> list[Violation]:
    """One row per finding of the turn (policy, type, action, with a count): see ``findings``."""
    lanes = {pid: policy.lane for pid, policy in policies.items()}
    return [
        Violation(
            run=run, policy=policies.get(f.processor_id), agent=run.agent, conversation_id=run.conversation_id,
            processor_id=f.processor_id[:100], policy_name=_policy_name(policies.get(f.processor_id), f.processor_id),
            lane=f.lane, hook=f.hook[:50], reason=f.reason(),
            metadata=_json_safe(f.metadata()), action=f.action, created_at=now,
        )
        for f in fold(result.violations, lanes)
    ]


def _policy_name(policy: ProcessorPolicy | None, processor_id: str) -> str:
    return (policy.display_name if policy is not None else processor_id)[:200]


def _named_timings(timings: list[dict[str, Any]], policies: dict[str, ProcessorPolicy]) -> list[dict[str, Any]]:
    """Each timing row with the name of the policy it measured (``policyName``), for the admin."""
    return [{**t, "policyName": _policy_name(policies.get(t.get("processorId", "")), str(t.get("processorId", "")))}
            for t in timings]
