"""A cached step replayed from ``process_llm_request``'s ``{"response": ...}`` instead of a model call."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, AsyncIterator

from .chunks import Chunk
from .errors import ProcessorContractError


@dataclass
class CachedResponse:
    """Mastra's ``CachedLLMStepResponse``: the step's chunks (``{type, payload}``) and what
    ``process_llm_response`` receives beside them."""

    chunks: list[Chunk] = field(default_factory=list)
    warnings: list[Any] | None = None
    request: Any = None
    raw_response: Any = None


def cached_response(value: Any, processor_id: str) -> CachedResponse:
    """``{"chunks": [...], "warnings"?, "request"?, "rawResponse"?}`` (Mastra's shape, the shape
    ``process_llm_response`` hands out) or a bare list of chunks (shorthand). Anything else
    is an error naming the processor, never an empty answer."""
    if isinstance(value, CachedResponse):
        return value
    if isinstance(value, (list, tuple)):
        return CachedResponse(_chunks(value, processor_id))
    if isinstance(value, dict) and isinstance(value.get("chunks"), (list, tuple)):
        return CachedResponse(
            _chunks(value["chunks"], processor_id),
            warnings=value.get("warnings"),
            request=value.get("request"),
            raw_response=value.get("rawResponse", value.get("raw_response")),
        )
    raise ProcessorContractError(
        f"process_llm_request of processor {processor_id!r} returned a 'response' of type "
        f"{type(value).__name__}; expected {{'chunks': [{{'type', 'payload'}}, ...], 'warnings'?, "
        "'request'?, 'rawResponse'?} or a list of chunks"
    )


def _chunks(items: Any, processor_id: str) -> list[Chunk]:
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("type"), str):
            raise ProcessorContractError(
                f"process_llm_request of processor {processor_id!r} returned a cached chunk that is not "
                f"{{'type': str, 'payload': {{...}}}}: {item!r:.80}"
            )
    return list(items)


async def replay(chunks: list[Chunk]) -> AsyncIterator[Chunk]:
    """The cached chunks as a model stream (compact ``{type, payload}`` form)."""
    for c in chunks:
        yield {"type": c["type"], "payload": c.get("payload", {})}
