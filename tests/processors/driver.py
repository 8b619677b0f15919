"""Drive processor hooks directly: a stream through ``process_output_stream``, an abort that raises."""
from __future__ import annotations

import inspect
from typing import Any, Iterable

from agentproc.runtime.messages import Message, MessageList
from agentproc.runtime.processor import TripWire, make_abort


class Recorder:
    """Collects the violations a processor reports."""

    def __init__(self) -> None:
        self.violations: list[Any] = []

    def __call__(self, violation: Any) -> None:
        self.violations.append(violation)


async def call(hook: Any, **kwargs: Any) -> Any:
    """Call a hook with only the arguments it declares (as the runtime does)."""
    kwargs.setdefault("abort", make_abort(getattr(hook.__self__, "id", "test")))
    params = inspect.signature(hook).parameters
    if not any(p.kind is p.VAR_KEYWORD for p in params.values()):
        kwargs = {k: v for k, v in kwargs.items() if k in params}
    outcome = hook(**kwargs)
    if inspect.isawaitable(outcome):
        outcome = await outcome
    return outcome


def text_stream(deltas: Iterable[str], id: str = "text-0") -> list[dict[str, Any]]:
    chunks = [{"type": "text-start", "payload": {"id": id}}]
    chunks += [{"type": "text-delta", "payload": {"id": id, "text": d}} for d in deltas]
    chunks.append({"type": "text-end", "payload": {"id": id}})
    chunks.append({"type": "finish", "payload": {"finishReason": "stop", "usage": {}}})
    return chunks


async def run_stream(processor: Any, chunks: list[dict[str, Any]], state: dict[str, Any] | None = None,
                     **kwargs: Any) -> list[dict[str, Any]]:
    """Every chunk through ``process_output_stream``; returns what came out (lists flattened)."""
    state = {} if state is None else state
    out: list[dict[str, Any]] = []
    seen: list[dict[str, Any]] = []
    for chunk in chunks:
        seen.append(chunk)
        result = await call(processor.process_output_stream, part=chunk, stream_parts=list(seen),
                            state=state, **kwargs)
        if result is None:
            continue
        out.extend(result if isinstance(result, list) else [result])
    return out


def streamed_text(chunks: list[dict[str, Any]]) -> str:
    return "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta")


def user(text: str) -> Message:
    return Message.from_text(text, "user")


def assistant(text: str) -> Message:
    return Message.from_text(text, "assistant")


__all__ = ["Recorder", "call", "text_stream", "run_stream", "streamed_text", "user", "assistant",
           "MessageList", "TripWire"]
