"""The Processor base class, TripWire / abort(), violations, and the lanes' hook sets."""
from __future__ import annotations

import asyncio
import contextvars
import inspect
import logging
from dataclasses import dataclass, field
from typing import Any, Callable, NoReturn

from .errors import ProcessorLaneError

logger = logging.getLogger("agentproc.runtime")

INPUT_HOOKS = ("process_input", "process_input_step", "process_llm_request", "process_llm_response")
OUTPUT_HOOKS = ("process_output_stream", "process_output_step", "process_tool_result", "process_output_result")
ERROR_HOOKS = ("process_api_error",)
LANES: dict[str, tuple[str, ...]] = {"input": INPUT_HOOKS, "output": OUTPUT_HOOKS, "error": ERROR_HOOKS}
ALL_HOOKS = INPUT_HOOKS + OUTPUT_HOOKS + ERROR_HOOKS

#: The violations list of the run being executed (set while a run's stream is advanced), so
#: ``report_violation`` reaches the run's result without touching shared processor instances.
violation_sink: contextvars.ContextVar[list[Any] | None] = contextvars.ContextVar("agentproc_violations", default=None)


class TripWire(BaseException):
    """Raised by ``abort()``: ends the run with a tripwire chunk (control flow, not an error).

    It derives from BaseException so that fail-open code (``except Exception:`` around a judge
    model call, say) can never swallow a tripwire by accident."""

    def __init__(
        self,
        reason: str | None = None,
        *,
        retry: bool = False,
        metadata: Any = None,
        processor_id: str | None = None,
    ) -> None:
        super().__init__(reason or "")
        self.reason = reason or ""
        self.retry = retry
        self.metadata = metadata
        self.processor_id = processor_id

    def payload(self) -> dict[str, Any]:
        """The ``payload`` of the spec's tripwire chunk (and ``result.tripwire``)."""
        return {
            "reason": self.reason,
            "retry": self.retry,
            "metadata": self.metadata,
            "processorId": self.processor_id,
        }


def default_reason(processor_id: str, stream: bool = False) -> str:
    """The reason of an ``abort()`` called without one (Mastra's wording)."""
    return f"Stream part blocked by {processor_id}" if stream else f"Tripwire triggered by {processor_id}"


def make_abort(processor_id: str, stream: bool = False) -> Callable[..., NoReturn]:
    """The ``abort`` argument handed to a processor's hooks.

    Options are keywords (``abort("x", retry=True)``) or, as written in the spec's
    TypeScript, one positional dict (``abort("x", {"retry": True, "metadata": ...})``)."""

    def abort(reason: str | None = None, options: dict[str, Any] | None = None, *, retry: bool = False,
              metadata: Any = None) -> NoReturn:
        if options is not None:
            if not isinstance(options, dict) or set(options) - {"retry", "metadata"}:
                raise TypeError("abort() options are {'retry': bool, 'metadata': ...}")
            retry = bool(options.get("retry", retry))
            metadata = options.get("metadata", metadata)
        raise TripWire(reason or default_reason(processor_id, stream), retry=retry, metadata=metadata,
                       processor_id=processor_id)

    return abort


@dataclass
class ProcessorViolation:
    """What ``on_violation`` receives: who detected what, and what was done about it."""

    processor_id: str
    message: str
    #: Processor-specific details (what matched, masked; scores; categories …).
    detail: dict[str, Any] = field(default_factory=dict)
    #: ``blocked`` (tripwire), ``warned``, ``redacted``, ``filtered``, ``retried`` …
    action: str = "blocked"
    #: The hook that detected it, when known (``process_input`` …).
    hook: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "processorId": self.processor_id,
            "message": self.message,
            "detail": self.detail,
            "action": self.action,
            "hook": self.hook,
        }


class Processor:
    """Base class of processors. Implement any of the nine hooks, ``def`` or ``async def``.

    Hooks receive keyword arguments named as in the spec (snake_case) and declare only the
    ones they use (or ``**kwargs``). ``None`` (and, from a hook that returns messages, an empty
    list) means "unchanged", except in ``process_output_stream`` where ``None`` drops the chunk."""

    id: str = ""
    name: str | None = None
    description: str | None = None
    #: Position in the combined list of its lane; set by the runtime.
    processor_index: int | None = None
    #: When true, ``process_output_stream`` also receives ``data-*`` chunks.
    process_data_parts: bool = False
    #: Called for every violation this processor detects, whatever its strategy.
    on_violation: Callable[[ProcessorViolation], Any] | None = None

    @property
    def display_name(self) -> str:
        return self.name or self.id

    def report_violation(
        self,
        message: str,
        detail: dict[str, Any] | None = None,
        *,
        action: str = "warned",
        hook: str | None = None,
    ) -> None:
        """Tell ``on_violation`` about a violation that does not abort (warn / redact …)."""
        violation = ProcessorViolation(self.id, message, detail or {}, action, hook)
        sink = violation_sink.get()
        if sink is not None:
            sink.append(violation)
        notify_violation(self, violation)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} id={self.id!r}>"


def notify_violation(processor: Any, violation: ProcessorViolation) -> Any:
    """Call the processor's ``on_violation``; its own errors are swallowed (as the spec says).

    Returns the task when the callback is async (it runs in the background)."""
    callback = getattr(processor, "on_violation", None)
    if callback is None:
        return None
    try:
        outcome = callback(violation)
    except Exception:  # noqa: BLE001 - the spec: errors in on_violation never disturb processing
        logger.warning("on_violation of %s raised; ignored", violation.processor_id, exc_info=True)
        return None
    if inspect.isawaitable(outcome):
        task = asyncio.ensure_future(outcome)
        task.add_done_callback(_swallow)
        return task
    return None


def _swallow(task: asyncio.Future[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        logger.warning("async on_violation raised; ignored", exc_info=task.exception())


def implemented_hooks(processor: Any) -> tuple[str, ...]:
    return tuple(h for h in ALL_HOOKS if callable(getattr(processor, h, None)))


def check_lane(processor: Any, lane: str) -> None:
    """A processor in a lane where it implements none of the lane's hooks is a configuration error."""
    if not getattr(processor, "id", None):
        raise ProcessorLaneError(f"{processor!r} has no 'id'; every processor needs one")
    hooks = LANES[lane]
    if not any(callable(getattr(processor, h, None)) for h in hooks):
        raise ProcessorLaneError(
            f"processor {processor.id!r} is in the {lane} processors but implements none of "
            f"{', '.join(hooks)}"
        )
