"""Request-scoped context and the writer processors and tools use to emit custom chunks."""
from __future__ import annotations

from typing import Any, Awaitable, Callable

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
    become parts of the assistant message."""

    __slots__ = ("_emit", "_run_id")

    def __init__(self, emit: Callable[[dict[str, Any]], Awaitable[None]], run_id: str) -> None:
        self._emit = emit
        self._run_id = run_id

    async def custom(self, chunk: dict[str, Any], options: dict[str, Any] | None = None) -> None:
        if not isinstance(chunk, dict) or not str(chunk.get("type", "")).startswith("data-"):
            raise ProcessorContractError("writer.custom() takes a dict whose 'type' starts with 'data-'")
        chunk.setdefault("runId", self._run_id)
        chunk.setdefault("from", "AGENT")
        await self._emit(chunk)
