"""Streaming holdback: release streamed text as soon as no match can still span it.

A guard that rewrites text (PII, regex, system-prompt leaks) cannot judge a chunk alone: a
value may be split across deltas. ``Holdback`` keeps, per text id, only the tail of the
text that could still grow into a match (the guard says where it starts), releases the rest
at once, and flushes the tail when the text ends (``text-end``, ``step-finish``,
``finish``, a tool call). Streamed reasoning and tool-call arguments get the same treatment."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

Chunk = dict[str, Any]


class Span(Protocol):
    start: int
    end: int


#: ``release(buffer, final, seen) -> (text to emit now, raw tail to keep)``; ``seen``: the last
#: raw characters already released from the same text (a value may need a word said earlier).
ReleaseFn = Callable[[str, bool, str], tuple[str, str]]
#: How much released text is kept as ``seen``.
SEEN = 160

#: Chunks that end a text: held text is flushed before them.
_FLUSH_ALL = frozenset({"step-finish", "finish", "tool-call", "tool-call-input-streaming-start",
                        "reasoning-start", "text-start", "tripwire", "error", "abort"})
#: (chunk type carrying text, its text field, its key field) and the chunk that ends it.
_STREAMS = {
    "text-delta": ("text", "id"),
    "reasoning-delta": ("text", "id"),
    "tool-call-delta": ("argsTextDelta", "toolCallId"),
}
_ENDS = {
    "text-end": ("text-delta", "text", "id"),
    "reasoning-end": ("reasoning-delta", "text", "id"),
    "tool-call-input-streaming-end": ("tool-call-delta", "argsTextDelta", "toolCallId"),
}


@dataclass
class Release:
    """What a scan allows: ``buffer[:cut]`` can go out; ``findings`` lie wholly inside it."""

    cut: int
    findings: list[Any]


def plan_release(findings: Sequence[Span], tail_start: int) -> Release:
    """Move the cut before any match that straddles it, so no match is ever split (nor
    parted from the context it needs, such as ``Bearer `` before a token)."""
    cut = tail_start
    moved = True
    while moved:
        moved = False
        for f in findings:
            begin = min(f.start, getattr(f, "hold_start", f.start))
            if begin < cut < f.end:
                cut = begin
                moved = True
    return Release(cut, [f for f in findings if f.end <= cut])


def splice(text: str, findings: Sequence[Span], replace: Callable[[Any], str]) -> str:
    """``text`` with each (non-overlapping, sorted) finding replaced by ``replace(finding)``."""
    if not findings:
        return text
    out: list[str] = []
    pos = 0
    for f in findings:
        out.append(text[pos:f.start])
        out.append(replace(f))
        pos = f.end
    out.append(text[pos:])
    return "".join(out)


class Holdback:
    """The per-run buffers of one processor, kept in its ``state`` under ``key``."""

    def __init__(self, state: dict[str, Any], key: str = "holdback") -> None:
        self.buffers: dict[tuple[str, str], tuple[Chunk, str]] = state.setdefault(key, {})
        self.seen: dict[tuple[str, str], str] = state.setdefault(key + "-seen", {})

    def feed(self, part: Chunk, release: ReleaseFn) -> list[Chunk]:
        """The chunks to emit for ``part`` (zero, one, or flushed text plus ``part``)."""
        kind = part.get("type")
        if kind in _STREAMS:
            field, key_field = _STREAMS[kind]
            payload = part.get("payload") or {}
            key = (kind, str(payload.get(key_field)))
            _, held = self.buffers.get(key, (part, ""))
            buffer = held + str(payload.get(field) or "")
            seen = self.seen.get(key, "")
            emit, rest = release(buffer, False, seen)
            if len(rest) < len(buffer):
                self.seen[key] = (seen + buffer[:len(buffer) - len(rest)])[-SEEN:]
            if rest:
                self.buffers[key] = (part, rest)
            else:
                self.buffers.pop(key, None)
            return [_with_text(part, field, emit)] if emit else []
        if kind in _ENDS:
            stream_kind, field, key_field = _ENDS[kind]
            key = (stream_kind, str((part.get("payload") or {}).get(key_field)))
            flushed = self._flush([key], release)
            self.seen.pop(key, None)
            return flushed + [part]
        if kind in _FLUSH_ALL:
            return self._flush(list(self.buffers), release) + [part]
        return [part]

    def flush(self, release: ReleaseFn) -> list[Chunk]:
        """Release everything still held (end of run)."""
        return self._flush(list(self.buffers), release)

    def _flush(self, keys: list[tuple[str, str]], release: ReleaseFn) -> list[Chunk]:
        out: list[Chunk] = []
        for key in keys:
            entry = self.buffers.pop(key, None)
            if entry is None:
                continue
            template, held = entry
            emit, _ = release(held, True, self.seen.pop(key, ""))
            if emit:
                out.append(_with_text(template, _STREAMS[key[0]][0], emit))
        return out

    @property
    def holding(self) -> bool:
        return bool(self.buffers)


def _with_text(part: Chunk, field: str, text: str) -> Chunk:
    return {**part, "payload": {**(part.get("payload") or {}), field: text}}


def emit(chunks: list[Chunk]) -> Any:
    """What ``process_output_stream`` returns for ``chunks``: None (drop), a chunk, or a list."""
    if not chunks:
        return None
    if len(chunks) == 1:
        return chunks[0]
    return chunks
