"""Request-scoped context and the writer processors and tools use to emit custom chunks."""
from __future__ import annotations

from typing import Any, Awaitable, Callable, Generator

from .errors import ProcessorContractError


class RequestContext:
    """A request-scoped key/value store (``thread_id``, ``resource_id``, the user …)."""

    __slots__ = ("_values",)

    def __init__(self, values: dict[str, Any] | None = None) -> None:
        self._values: dict[str, Any] = dict(values or {})

    def get(self, key: str, default: Any = None) -> Any:
        return self._values.get(key, default)

    def set(self, key: str, value: Any) -> None:
        self._values[key] = value

    def has(self, key: str) -> bool:
        return key in self._values

    def __contains__(self, key: str) -> bool:
        return key in self._values

    def to_dict(self) -> dict[str, Any]:
        return dict(self._values)

    def __repr__(self) -> str:
        return f"RequestContext({self._values!r})"


class StreamWriter:
    """``await writer.custom(chunk)`` emits a ``data-*`` chunk into the run's stream.

    ``transient: True`` on the chunk streams it without persisting it; other data chunks
    become parts of the assistant message.

    ``custom()`` returns an awaitable. A ``def`` hook or tool cannot await it: there the call
    alone is enough, and the chunk goes out right after the hook (or the step's tools)
    returned. An ``async def`` hook that forgets the ``await`` gets an error saying so,
    instead of a chunk lost without a word."""

    __slots__ = ("_emit", "_run_id", "unawaited")

    def __init__(self, emit: Callable[[dict[str, Any]], Awaitable[None]], run_id: str) -> None:
        self._emit = emit
        self._run_id = run_id
        #: Emissions created by ``custom()`` and not awaited yet, oldest first.
        self.unawaited: list[Emission] = []

    def custom(self, chunk: dict[str, Any], options: dict[str, Any] | None = None) -> Emission:
        if not isinstance(chunk, dict) or not str(chunk.get("type", "")).startswith("data-"):
            raise ProcessorContractError("writer.custom() takes a dict whose 'type' starts with 'data-'")
        chunk.setdefault("runId", self._run_id)
        chunk.setdefault("from", "AGENT")
        emission = Emission(self, chunk)
        self.unawaited.append(emission)
        return emission

    async def settle(self, where: str = "", strict: bool = False) -> None:
        """Emit what was written and not awaited (a ``def`` hook's chunks); with ``strict``
        (an ``async def`` hook) it is an error naming the hook instead."""
        pending, self.unawaited[:] = list(self.unawaited), []
        for emission in pending:
            emission.done = True
        if strict and pending:
            raise ProcessorContractError(
                f"writer.custom() was called without 'await' in {where or 'a hook'}; its chunk would be "
                "lost: write 'await writer.custom({...})'")
        for emission in pending:
            await self._emit(emission.chunk)

    def discard(self) -> None:
        """Forget unawaited emissions (the hook that wrote them aborted the run)."""
        for emission in self.unawaited:
            emission.done = True
        self.unawaited.clear()


class Emission:
    """What ``writer.custom()`` returns: awaiting it emits the chunk (once)."""

    __slots__ = ("writer", "chunk", "done")

    def __init__(self, writer: StreamWriter, chunk: dict[str, Any]) -> None:
        self.writer = writer
        self.chunk = chunk
        self.done = False

    def __await__(self) -> Generator[Any, None, None]:
        if self.done:
            return _nothing().__await__()
        self.done = True
        try:
            self.writer.unawaited.remove(self)
        except ValueError:
            pass
        return self.writer._emit(self.chunk).__await__()


async def _nothing() -> None:
    return None
