"""ResponseCache: replays a model response for an identical request (same prompt, same model).

What it stores is the step *as the output lane released it* (the step's message: text,
reasoning, tool calls and files after every ``process_output_stream``), not the model's raw
chunks: a card number the model volunteered and an output guardrail masked is masked in the
cache too. A hit goes through the output lane again, so a policy added since still applies."""
from __future__ import annotations

import hashlib
import json
import threading
import time
from typing import Any

from agentproc.runtime.models.registry import model_label

from .base import Guardrail
from .schema import Field


class LocalCache:
    """A small in-process cache with ``get(key)`` / ``set(key, value, timeout)`` (the Django
    cache API), used when the host passes none."""

    def __init__(self, max_entries: int = 512) -> None:
        self.max_entries = max_entries
        self._data: dict[str, tuple[float, Any]] = {}
        self._lock = threading.Lock()

    def get(self, key: str, default: Any = None) -> Any:
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                return default
            if entry[0] and entry[0] < time.monotonic():
                del self._data[key]
                return default
            return entry[1]

    def set(self, key: str, value: Any, timeout: float | None = None) -> None:
        with self._lock:
            if len(self._data) >= self.max_entries and key not in self._data:
                self._data.pop(next(iter(self._data)))  # oldest first
            self._data[key] = (time.monotonic() + timeout if timeout else 0.0, value)


class ResponseCache(Guardrail):
    """``process_llm_request`` keys the request (prompt + model) and, on a hit,
    returns ``{"response": cached_chunks}``; ``process_llm_response`` stores a live response
    (never one that was itself replayed, nor a failed one)."""

    key = "response-cache"
    display_name = "Response cache"
    description = "Replays the model's answer for an identical request instead of calling it again."
    lanes = ("input",)
    extras = ("cache",)
    config_fields = (
        Field("ttl_seconds", "int", default=3600, min=1, max=30 * 24 * 3600, help="How long an answer is reused."),
        Field("namespace", "str", default="agentproc:response", help="Prefix of the cache keys."),
        Field("cache_tool_calls", "bool", default=True,
              help="Also reuse answers that call tools (the tools still run again)."),
    )

    def __init__(self, *, ttl_seconds: int = 3600, namespace: str = "agentproc:response",
                 cache_tool_calls: bool = True, cache: Any = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.ttl_seconds = ttl_seconds
        self.namespace = namespace
        self.cache_tool_calls = cache_tool_calls
        self.cache = cache if cache is not None else LocalCache()

    def cache_key(self, prompt: Any, model: Any, extra: Any = None) -> str:
        body = json.dumps({"prompt": prompt, "model": model_label(model), "extra": extra},
                          sort_keys=True, default=str, ensure_ascii=False)
        return f"{self.namespace}:{hashlib.sha256(body.encode()).hexdigest()}"

    def process_llm_request(self, prompt: list[dict[str, Any]], model: Any, step_number: int,
                            state: dict[str, Any]) -> dict[str, Any] | None:
        """Returns ``{"response": chunks}`` on a hit (the model is not called), else None."""
        key = self.cache_key(prompt, model)
        state.setdefault("keys", {})[step_number] = key
        cached = self.cache.get(key)
        if cached:
            state.setdefault("hits", []).append(step_number)
            return {"response": [dict(c) for c in cached]}
        return None

    def process_llm_response(self, chunks: list[dict[str, Any]], step_number: int, state: dict[str, Any],
                             from_cache: bool, steps: list[Any] | None = None) -> None:
        """Store the step as the output lane released it under the key of its request (unless
        replayed or failed, or the step produced nothing to replay)."""
        key = state.get("keys", {}).get(step_number)
        if from_cache or key is None or not chunks or not steps:
            return
        finish = chunks[-1]
        if finish.get("type") != "finish" or finish["payload"].get("finishReason") in ("error", "other", "length"):
            return
        if not self.cache_tool_calls and any(c.get("type") == "tool-call" for c in chunks):
            return
        released = released_chunks(steps[-1], finish["payload"])
        if released:
            self.cache.set(key, released, self.ttl_seconds)


def released_chunks(step: Any, finish: dict[str, Any]) -> list[dict[str, Any]]:
    """A step's chunks rebuilt from what the output lane let through (``step.message``, a
    ``StepResult``'s): one block per text or reasoning part, a ``tool-call`` per call, its files
    and sources, then the finish (reason and usage only). ``data-*`` parts are left out: the
    processors that wrote them write them again. Empty when the step released nothing."""
    message = getattr(step, "message", None)
    out: list[dict[str, Any]] = []
    for n, part in enumerate(message.content.parts if message is not None else ()):
        kind = part.get("type")
        if kind in ("text", "reasoning"):
            block = f"{kind}-{n}"
            out += [{"type": f"{kind}-start", "payload": {"id": block}},
                    {"type": f"{kind}-delta", "payload": {"id": block, "text": part.get(kind) or ""}},
                    {"type": f"{kind}-end", "payload": {"id": block}}]
        elif kind == "tool-invocation":
            call = part.get("toolInvocation") or {}
            out.append({"type": "tool-call", "payload": {"toolCallId": call.get("toolCallId"),
                                                         "toolName": call.get("toolName"),
                                                         "args": call.get("args") or {}}})
        elif kind == "file":
            out.append({"type": "file", "payload": {k: v for k, v in part.items() if k != "type"}})
    if not out:
        return []
    out += [{"type": "source", "payload": dict(source)} for source in getattr(step, "sources", ()) or ()]
    out.append({"type": "finish", "payload": {"finishReason": finish.get("finishReason"),
                                              "usage": dict(finish.get("usage") or {})}})
    return out
