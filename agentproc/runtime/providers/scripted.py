"""Deterministic, offline models: ``ScriptedModel`` for tests and ``scripted/demo`` for the demo."""
from __future__ import annotations

import asyncio
import json
import re
from typing import Any, AsyncIterator, Iterable

from ..chunks import Chunk
from ..errors import AgentprocError
from .base import ModelRequest


class ScriptExhausted(AgentprocError):
    """A ScriptedModel was called more times than it has responses."""

    code = "script_exhausted"


_WORDS = re.compile(r"\S+\s*|\s+")


def _usage(prompt: list[dict[str, Any]], output_tokens: int) -> dict[str, int]:
    words = 0
    for message in prompt:
        content = message.get("content")
        if isinstance(content, str):
            words += len(content.split())
        else:
            for part in content or ():
                words += len(str(part.get("text", "")).split())
    return {"inputTokens": words, "outputTokens": output_tokens, "totalTokens": words + output_tokens}


def text_chunks(text: str, *, id: str = "text-0") -> list[Chunk]:
    """A text answer as model chunks: one ``text-delta`` per word, the space kept."""
    chunks: list[Chunk] = [{"type": "text-start", "payload": {"id": id}}]
    chunks += [{"type": "text-delta", "payload": {"id": id, "text": w}} for w in _WORDS.findall(text)]
    chunks.append({"type": "text-end", "payload": {"id": id}})
    return chunks


def tool_call_chunks(calls: Iterable[dict[str, Any]], step: int) -> list[Chunk]:
    chunks: list[Chunk] = []
    for i, call in enumerate(calls):
        call_id = call.get("id") or f"call_{step}_{i}"
        args = call.get("args", {})
        chunks.append({"type": "tool-call-input-streaming-start", "payload": {"toolCallId": call_id, "toolName": call["name"]}})
        chunks.append({"type": "tool-call-delta", "payload": {"toolCallId": call_id, "argsTextDelta": json.dumps(args)}})
        chunks.append({"type": "tool-call-input-streaming-end", "payload": {"toolCallId": call_id}})
        chunks.append({"type": "tool-call", "payload": {"toolCallId": call_id, "toolName": call["name"], "args": args}})
    return chunks


def provider_tool_chunks(calls: Iterable[dict[str, Any]], step: int) -> list[Chunk]:
    """Tools the provider runs itself (a web search): the call and the provider's raw result,
    both marked ``providerExecuted``, inside the model's own stream."""
    chunks: list[Chunk] = []
    for i, call in enumerate(calls):
        call_id = call.get("id") or f"srvtool_{step}_{i}"
        base = {"toolCallId": call_id, "toolName": call["name"], "providerExecuted": True}
        chunks.append({"type": "tool-call", "payload": {**base, "args": call.get("args", {})}})
        chunks.append({"type": "tool-result", "payload": {**base, "result": call.get("result")}})
    return chunks


class ScriptedModel:
    """Plays its responses in order, one per model call.

    A response is a string (streamed as one ``text-delta`` per whitespace-separated word),
    ``{"tool_calls": [{"name", "args"}]}``, ``{"provider_tools": [{"name", "args", "result"}],
    "text": ...}`` (tools the provider ran), ``{"text": ..., "finish_reason": ...,
    "usage": ...}``, ``{"chunks": [...]}`` (raw step chunks), or an exception to raise.
    ``requests`` keeps every ModelRequest it received."""

    provider = "scripted"

    def __init__(self, responses: Iterable[Any] = (), *, model_id: str = "scripted", delay: float = 0.0) -> None:
        self.model_id = model_id
        self.responses = list(responses)
        self.requests: list[ModelRequest] = []
        self.delay = delay
        self._next = 0

    @property
    def calls(self) -> int:
        return len(self.requests)

    def stream(self, request: ModelRequest) -> AsyncIterator[Chunk]:
        self.requests.append(request)
        if self._next >= len(self.responses):
            raise ScriptExhausted(f"ScriptedModel has no response left for call {self._next + 1}")
        response = self.responses[self._next]
        self._next += 1
        if isinstance(response, BaseException):
            raise response
        return self._play(self.chunks_for(response, request))

    def chunks_for(self, response: Any, request: ModelRequest) -> list[Chunk]:
        step = len(self.requests) - 1
        if isinstance(response, str):
            body, reason = text_chunks(response), "stop"
            output = len(body) - 2
        elif "chunks" in response:
            return list(response["chunks"])
        elif "provider_tools" in response:
            body = provider_tool_chunks(response["provider_tools"], step) + text_chunks(response.get("text", ""))
            reason, output = response.get("finish_reason", "stop"), len(body)
        elif "tool_calls" in response:
            body = tool_call_chunks(response["tool_calls"], step)
            if response.get("text"):
                body = text_chunks(response["text"]) + body
            reason, output = "tool-calls", len(response["tool_calls"])
        else:
            body = text_chunks(response.get("text", ""))
            reason, output = response.get("finish_reason", "stop"), len(body) - 2
        usage = response.get("usage") if isinstance(response, dict) else None
        body.append({"type": "finish", "payload": {"finishReason": reason,
                                                   "usage": usage or _usage(request.prompt, output)}})
        return body

    async def _play(self, chunks: list[Chunk]) -> AsyncIterator[Chunk]:
        delay = self.delay
        for c in chunks:
            if delay:
                await asyncio.sleep(delay)
            yield c


class DemoModel(ScriptedModel):
    """``scripted/demo``: answers in a few sentences, calls a tool when the user asks for it."""

    def __init__(self, delay: float = 0.03) -> None:
        super().__init__(model_id="demo", delay=delay)

    def stream(self, request: ModelRequest) -> AsyncIterator[Chunk]:
        self.requests = self.requests[-20:] + [request]
        return self._play(self.chunks_for(self._respond(request), request))

    def _respond(self, request: ModelRequest) -> Any:
        last = request.prompt[-1] if request.prompt else {"role": "user", "content": []}
        if last["role"] == "tool":
            results = [p for p in last["content"] if p.get("type") == "tool-result"]
            shown = "; ".join(f"{r['toolName']} returned {json.dumps(r['output'].get('value'))}" for r in results)
            return f"I checked with my tools: {shown}. Is there anything else I can help with?"
        text = _text_of(last)
        if request.structured_output:
            return json.dumps({"answer": text[:200]})
        call = _pick_tool(text, request)
        if call:
            return {"tool_calls": [call]}
        feedback = [m["content"] for m in request.prompt if m["role"] == "system" and "feedback" in str(m["content"]).lower()]
        prefix = "Let me try that again, in more detail. " if feedback else ""
        return (
            f"{prefix}You wrote: \u201c{text.strip()[:300]}\u201d. I am the offline demo model of agentproc, "
            "so my answers are canned, but every word you see went through the agent's output "
            "processors on its way here. Ask me about an order (for example \u201cwhere is order 1234?\u201d) "
            "to see a tool call, or try sending an email address to watch the guardrails work."
        )


def _text_of(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    return "".join(p.get("text", "") for p in content or () if p.get("type") == "text")


def _pick_tool(text: str, request: ModelRequest) -> dict[str, Any] | None:
    if request.tool_choice == "none" or not request.tools:
        return None
    lowered = text.lower()
    for name, t in request.tools.items():
        words = [w for w in re.split(r"[_\W]+", name.lower()) if len(w) > 3]
        if not any(w in lowered for w in words):
            continue
        args: dict[str, Any] = {}
        number = re.search(r"\d+", text)
        for pname, schema in t.parameters.get("properties", {}).items():
            if schema.get("type") == "integer":
                args[pname] = int(number.group()) if number else 1
            elif schema.get("type") == "number":
                args[pname] = float(number.group()) if number else 1.0
            else:
                args[pname] = number.group() if number else text.strip()[:100]
        return {"name": name, "args": args}
    return None


def from_name(name: str) -> ScriptedModel:
    """Provider factory for ``scripted/<name>``: ``demo`` (the demo persona), ``fast`` (no delay)."""
    if name == "demo":
        return DemoModel()
    if name == "fast":
        return DemoModel(delay=0.0)
    raise AgentprocError(f"unknown scripted model {name!r}; use scripted/demo or scripted/fast, "
                         "or pass ScriptedModel([...]) for a fixed script")
