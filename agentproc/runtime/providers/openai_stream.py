"""Chat Completions SSE bytes → the runtime's model-level chunks, without per-chunk SDK objects.

The openai SDK turns every streamed event into a pydantic model (~80 µs each); here each
``data:`` line is one ``json.loads`` and a few dict lookups. ``ChunkMapper`` holds the state
of one step (open text/reasoning blocks, tool calls by index, finish reason, usage);
``sse_chunks`` drives it from a byte stream.
"""
from __future__ import annotations

import json
from typing import Any, AsyncIterable, AsyncIterator

from ..chunks import Chunk

FINISH_REASONS = {
    "stop": "stop",
    "length": "length",
    "tool_calls": "tool-calls",
    "function_call": "tool-calls",
    "content_filter": "content-filter",
}


class StreamError(Exception):
    """The server sent an ``error`` event, or the stream ended before the answer did."""

    def __init__(self, message: str, body: Any = None) -> None:
        super().__init__(message)
        self.body = body
        self.code = body.get("code") if isinstance(body, dict) else None


class ChunkMapper:
    """Maps the decoded events of one streamed chat completion to step chunks."""

    __slots__ = ("text_id", "reasoning_id", "text_open", "reasoning_open", "calls", "finish_reason",
                 "usage", "closed")

    def __init__(self, text_id: str = "text-0", reasoning_id: str = "reasoning-0") -> None:
        self.text_id = text_id
        self.reasoning_id = reasoning_id
        self.text_open = False
        self.reasoning_open = False
        #: index → {"id", "name", "args": [pieces]}
        self.calls: dict[int, dict[str, Any]] = {}
        self.finish_reason: str | None = None
        self.usage: dict[str, int] | None = None
        self.closed = False

    def feed(self, event: dict[str, Any]) -> list[Chunk]:
        out: list[Chunk] = []
        choices = event.get("choices")
        if choices:
            choice = choices[0]
            delta = choice.get("delta")
            if delta:
                reasoning = delta.get("reasoning_content") or delta.get("reasoning")
                if reasoning:
                    if not self.reasoning_open:
                        self.reasoning_open = True
                        out.append({"type": "reasoning-start", "payload": {"id": self.reasoning_id}})
                    out.append({"type": "reasoning-delta", "payload": {"id": self.reasoning_id, "text": reasoning}})
                content = delta.get("content")
                if content:
                    if not self.text_open:
                        self._end_reasoning(out)
                        self.text_open = True
                        out.append({"type": "text-start", "payload": {"id": self.text_id}})
                    out.append({"type": "text-delta", "payload": {"id": self.text_id, "text": content}})
                tool_calls = delta.get("tool_calls")
                if tool_calls:
                    self._tool_deltas(tool_calls, out)
            reason = choice.get("finish_reason")
            if reason:
                self.finish_reason = FINISH_REASONS.get(reason, "other")
                self._close(out)
        usage = event.get("usage")
        if usage:
            prompt = int(usage.get("prompt_tokens") or 0)
            completion = int(usage.get("completion_tokens") or 0)
            self.usage = {"inputTokens": prompt, "outputTokens": completion,
                          "totalTokens": int(usage.get("total_tokens") or prompt + completion)}
        error = event.get("error")
        if error:
            message = error.get("message", "stream error") if isinstance(error, dict) else str(error)
            raise StreamError(message, error)
        return out

    def end(self) -> list[Chunk]:
        """Chunks that close the step, ending with ``finish``."""
        out: list[Chunk] = []
        self._close(out)
        reason = self.finish_reason or "other"
        if reason == "stop" and self.calls:
            reason = "tool-calls"  # some compatible servers say "stop" after tool calls
        usage = self.usage or {"inputTokens": 0, "outputTokens": 0, "totalTokens": 0}
        out.append({"type": "finish", "payload": {"finishReason": reason, "usage": usage}})
        return out

    def _tool_deltas(self, tool_calls: list[dict[str, Any]], out: list[Chunk]) -> None:
        for tc in tool_calls:
            index = tc.get("index", len(self.calls))
            function = tc.get("function") or {}
            call = self.calls.get(index)
            if call is None:
                self._end_reasoning(out)
                call = {"id": tc.get("id") or f"call_{index}", "name": function.get("name") or "", "args": []}
                self.calls[index] = call
                out.append({"type": "tool-call-input-streaming-start",
                            "payload": {"toolCallId": call["id"], "toolName": call["name"]}})
            elif function.get("name") and not call["name"]:
                call["name"] = function["name"]
            piece = function.get("arguments")
            if piece:
                call["args"].append(piece)
                out.append({"type": "tool-call-delta", "payload": {"toolCallId": call["id"], "argsTextDelta": piece}})

    def _end_reasoning(self, out: list[Chunk]) -> None:
        if self.reasoning_open:
            self.reasoning_open = False
            out.append({"type": "reasoning-end", "payload": {"id": self.reasoning_id}})

    def _close(self, out: list[Chunk]) -> None:
        if self.closed:
            return
        self.closed = True
        self._end_reasoning(out)
        if self.text_open:
            self.text_open = False
            out.append({"type": "text-end", "payload": {"id": self.text_id}})
        for index in sorted(self.calls):
            call = self.calls[index]
            out.append({"type": "tool-call-input-streaming-end", "payload": {"toolCallId": call["id"]}})
            out.append({"type": "tool-call", "payload": {"toolCallId": call["id"], "toolName": call["name"],
                                                         "args": parse_args("".join(call["args"]))}})


def parse_args(text: str) -> Any:
    """Tool arguments as JSON; ``{}`` for none; the raw text when the model sent invalid JSON
    (the tool then fails with a validation error the model can see)."""
    if not text.strip():
        return {}
    try:
        return json.loads(text)
    except ValueError:
        return text


async def sse_chunks(byte_stream: AsyncIterable[bytes], mapper: ChunkMapper | None = None) -> AsyncIterator[Chunk]:
    """Step chunks from the raw bytes of a Chat Completions event stream.

    One JSON object per ``data:`` line (what OpenAI and the compatible servers send);
    ``event:``/``id:`` lines and comments are skipped. Raises ``StreamError`` when the
    stream ends without ``[DONE]`` or a finish reason."""
    mapper = mapper or ChunkMapper()
    loads = json.loads
    done = False
    rest = b""
    async for data in byte_stream:
        if rest:
            data = rest + data
        lines = data.split(b"\n")
        rest = lines.pop()
        for line in lines:
            if line[:5] != b"data:":
                continue
            payload = line[5:].strip()
            if payload == b"[DONE]":
                done = True
                continue
            event = loads(payload.decode())  # str: skips json's encoding sniffing of bytes
            choices = event.get("choices")
            # Fast path: a plain text delta inside an open text block (most of a stream).
            if choices and mapper.text_open and len(choices) == 1:
                choice = choices[0]
                delta = choice.get("delta")
                if delta and not choice.get("finish_reason") and "usage" not in event \
                        and len(delta) == 1 and delta.get("content"):
                    yield {"type": "text-delta", "payload": {"id": mapper.text_id, "text": delta["content"]}}
                    continue
            for chunk in mapper.feed(event):
                yield chunk
    if rest[:5] == b"data:":  # a last line without its newline
        payload = rest[5:].strip()
        if payload == b"[DONE]":
            done = True
        elif payload:
            for chunk in mapper.feed(loads(payload.decode())):
                yield chunk
    if not done and mapper.finish_reason is None:
        raise StreamError("the stream ended before the model finished its answer")
    for chunk in mapper.end():
        yield chunk
