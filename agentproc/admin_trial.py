"""The admin's Try it run: an agent's guardrails and reply on a sample message, stored nowhere.

Two runtime agents are built from the agent row (one per run, as monitor wrappers keep
per-run state): the first traces ``process_input`` processor by processor (the text after
each, its timing, what it reported); the second answers the message with a fresh in-memory
run (no memory, no thread): no Conversation, Message, Run or Violation row is written.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from asgiref.sync import async_to_sync

from .runtime.context import RequestContext
from .runtime.messages import Message, MessageList
from .runtime.processor import INPUT_HOOKS, ProcessorViolation, TripWire, violation_sink
from .runtime.hooks import Chain, RunState, call_hook, check_message_list


@dataclass
class TraceStep:
    """One input processor's ``process_input`` on the sample message."""

    processor_id: str
    name: str
    monitored: bool
    text: str
    changed: bool
    ms: float
    blocked: str | None = None
    violations: list[ProcessorViolation] = field(default_factory=list)
    #: Why the processor did nothing here (it has no ``process_input``).
    note: str = ""

    @property
    def text_html(self) -> Any:
        from .admin_views import highlight_redactions

        return highlight_redactions(self.text)


@dataclass
class Trial:
    """Everything the Try it page shows."""

    text: str
    steps: list[TraceStep] = field(default_factory=list)
    result: Any = None  # the runtime RunResult of the reply
    error: str | None = None
    elapsed_ms: float = 0.0

    @property
    def violations(self) -> list[ProcessorViolation]:
        return list(getattr(self.result, "violations", None) or [])

    @property
    def timings(self) -> list[dict[str, Any]]:
        return sorted(getattr(self.result, "timings", None) or [], key=lambda t: -float(t.get("totalMs") or 0))

    @property
    def reply_html(self) -> Any:
        from .admin_views import highlight_redactions

        return highlight_redactions(getattr(self.result, "text", "") or "")

    @property
    def violation_rows(self) -> list[dict[str, Any]]:
        from .admin_views import pre

        return [{"violation": v, "detail": pre(v.detail)} for v in self.violations]

    @property
    def tool_calls(self) -> list[dict[str, Any]]:
        """``{"name", "args", "result"}`` per tool call of the reply (args/result as HTML)."""
        from .admin_views import pre

        calls: list[dict[str, Any]] = []
        for step in getattr(self.result, "steps", None) or []:
            results = {r.get("toolCallId"): r for r in step.tool_results or []}
            for call in step.tool_calls or []:
                done = results.get(call.get("toolCallId"))
                calls.append({"name": call.get("toolName"), "args": pre(call.get("args")),
                              "result": pre(done.get("result")) if done else None})
        return calls


class _NullWriter:
    """``writer`` for the trace: data chunks go nowhere."""

    async def custom(self, chunk: dict[str, Any], options: dict[str, Any] | None = None) -> None:
        return None


def _lane(value: Any, context: RequestContext) -> list[Any]:
    if callable(value) and not isinstance(value, (list, tuple)):
        value = value(context)
    return list(value or ())


def _input_text(message_list: MessageList) -> str:
    return "\n".join(m.text for m in message_list.get.input.db())


def _apply(returned: Any, message_list: MessageList, scope: list[Message]) -> None:
    """Apply a ``process_input`` return value as the runtime does (same contract checks)."""
    if returned is None or isinstance(returned, MessageList):
        check_message_list(returned, message_list, "process_input")
        return
    if isinstance(returned, dict):
        check_message_list(returned.get("message_list"), message_list, "process_input")
        if returned.get("messages") is not None:
            message_list.reconcile(returned["messages"], scope, "input")
        if returned.get("system_messages") is not None:
            message_list.replace_all_system_messages(returned["system_messages"])
        return
    message_list.reconcile(list(returned), scope, "input")


async def trace_input(runtime_agent: Any, text: str) -> list[TraceStep]:
    """Run each input processor's ``process_input`` in turn on ``text``; stop at a tripwire.

    Input processors without ``process_input`` are listed with the hooks they act in later."""
    context = RequestContext()
    message_list = MessageList()
    if getattr(runtime_agent, "instructions", ""):
        message_list.add_system(runtime_agent.instructions, tag="instructions")
    message_list.add(Message.from_text(text), "input")
    state = RunState("trial", message_list)
    chain = Chain(_lane(runtime_agent.input_processors, context), "input", state)
    calls = {id(call.processor): call for call in chain.calls("process_input")}
    steps: list[TraceStep] = []
    for processor in chain.processors:
        call = calls.get(id(processor))
        inner = getattr(processor, "inner", processor)  # monitor mode wraps the processor
        step = TraceStep(
            processor_id=processor.id, name=getattr(inner, "name", None) or processor.id,
            monitored=inner is not processor, text=_input_text(message_list), changed=False, ms=0.0,
        )
        steps.append(step)
        if call is None:
            later = [h for h in INPUT_HOOKS if h != "process_input" and callable(getattr(processor, h, None))]
            step.note = "acts later, in " + ", ".join(later) if later else "no input hook"
            continue
        before = step.text
        scope = message_list.get.all.db()
        available = {
            "messages": scope, "system_messages": message_list.get_all_system_messages(),
            "message_list": message_list, "retry_count": 0, "request_context": context,
            "tracing_context": None, "writer": _NullWriter(), "abort_signal": None, "steps": [],
        }
        token = violation_sink.set(step.violations)
        try:
            _apply(await call_hook(call, state, available), message_list, scope)
        except TripWire as trip:
            step.blocked = trip.reason or "blocked"
            step.violations.append(getattr(trip, "violation", None) or ProcessorViolation(call.processor_id, step.blocked))
        finally:
            violation_sink.reset(token)
        step.text = _input_text(message_list)
        step.changed = step.text != before
        step.ms = call.timing[1] / 1e6
        if step.blocked:
            break
    return steps


async def _run(trace_agent: Any, reply_agent: Any, trial: Trial) -> None:
    trial.steps = await trace_input(trace_agent, trial.text)
    # memory=None: no history is loaded and nothing is saved, whatever the agent's memory.
    trial.result = await reply_agent.generate(trial.text, memory=None)


def try_agent(agent_row: Any, text: str) -> Trial:
    """Trace the input processors, then run the whole agent on ``text`` without persisting."""
    from .services import build_runtime_agent

    trial = Trial(text=text)
    start = time.perf_counter()
    try:
        # Built here, synchronously: building reads the agent's policies from the database.
        agents = build_runtime_agent(agent_row), build_runtime_agent(agent_row)
        async_to_sync(_run)(*agents, trial)
    except Exception as exc:  # noqa: BLE001 - a misconfigured agent is shown, not a server error
        trial.error = f"{type(exc).__name__}: {exc}"
    trial.elapsed_ms = (time.perf_counter() - start) * 1000
    return trial
