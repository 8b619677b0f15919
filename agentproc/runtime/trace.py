"""A trace of an agent's input processors on one message, processor by processor (the admin's Try it).

The trace is built by the agent's own run (its lanes, instructions, request context, hook
arguments and return-value handling), so it shows what a real run would do to the message;
only ``process_input`` is called, one processor at a time, and nothing is sent to the model."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .monitor import Monitored
from .processor import INPUT_HOOKS, ProcessorViolation, TripWire, violation_sink
from .hooks import apply_messages, call_hook


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


def _input_text(run: Any) -> str:
    return "\n".join(m.text for m in run.message_list.get.input.db())


async def trace_input(agent: Any, text: str, **options: Any) -> list[TraceStep]:
    """Run each input processor's ``process_input`` in turn on ``text``; stop at a tripwire.

    ``options`` are those of ``agent.generate`` (memory is always off: no history is read).
    Input processors without ``process_input`` are listed with the hooks they act in later."""
    run = agent._make_run(text, {**options, "memory": None})
    await run.prepare()
    ml = run.message_list
    calls = {id(call.processor): call for call in run.input.calls("process_input")}
    steps: list[TraceStep] = []
    for processor in run.input.processors:
        call = calls.get(id(processor))
        monitored = isinstance(processor, Monitored)
        inner = processor.inner if monitored else processor
        step = TraceStep(
            processor_id=processor.id, name=getattr(inner, "name", None) or processor.id,
            monitored=monitored, text=_input_text(run), changed=False, ms=0.0,
        )
        steps.append(step)
        if call is None:
            later = [h for h in INPUT_HOOKS if h != "process_input" and callable(getattr(processor, h, None))]
            step.note = "acts later, in " + ", ".join(later) if later else "no input hook"
            continue
        before = step.text
        scope = ml.get.all.db()
        available = run.common()
        available.update(messages=scope, system_messages=ml.get_all_system_messages())
        token = violation_sink.set(step.violations)
        try:
            apply_messages(ml, await call_hook(call, run.state, available), scope, "input", call.hook)
        except TripWire as trip:
            step.blocked = trip.reason or "blocked"
            step.violations.append(getattr(trip, "violation", None) or ProcessorViolation(call.processor_id, step.blocked))
        finally:
            violation_sink.reset(token)
        step.text = _input_text(run)
        step.changed = step.text != before
        step.ms = call.timing[1] / 1e6
        if step.blocked:
            break
    return steps
