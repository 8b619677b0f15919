"""Copies of what the spec calls a per-call or per-hook view, so an edit to one never reaches
what the spec says persists (the message list, memory, the chunks the model generated).

The data handed out is JSON-shaped (dicts, lists, strings, numbers), so a copy is a walk over
dicts and lists only; everything else (a string, a number, an object a tool returned) is
shared, as it cannot be edited in place or is not ours to copy. On the per-chunk path (the
run's loop) only the chunk and its payload dict are copied: a delta's values are strings."""
from __future__ import annotations

from typing import Any

from .chunks import Chunk

#: Chunk types whose payload holds only strings (``id``, ``text``): a shallow copy is whole.
FLAT_CHUNKS = frozenset({
    "text-delta", "reasoning-delta", "text-start", "text-end", "reasoning-start", "reasoning-end",
    "tool-call-delta", "tool-call-input-streaming-start", "tool-call-input-streaming-end",
})


def json_copy(value: Any) -> Any:
    """A copy of nested dicts and lists (other values are shared)."""
    cls = value.__class__
    if cls is dict:
        return {k: json_copy(v) for k, v in value.items()}
    if cls is list or cls is tuple:
        return [json_copy(v) for v in value]
    return value


def snapshot(part: Chunk) -> Chunk:
    """A chunk as one processor received it (its ``stream_parts`` entry)."""
    copied = part.copy()
    payload = copied.get("payload")
    if payload.__class__ is dict:
        copied["payload"] = payload.copy() if part.get("type") in FLAT_CHUNKS else json_copy(payload)
    elif "data" in copied:
        copied["data"] = json_copy(copied["data"])
    return copied


def chunk_list(chunks: list[Chunk]) -> list[Chunk]:
    """``process_llm_response``'s ``chunks``: the step's generated chunks, compact
    (``{type, payload}``), a fresh copy for each hook call."""
    out = []
    for c in chunks:
        kind, payload = c["type"], c.get("payload", {})
        out.append({"type": kind, "payload": payload.copy() if kind in FLAT_CHUNKS and payload.__class__ is dict
                    else json_copy(payload)})
    return out
