"""ResponseCache: replays a model response for an identical request (same prompt, same model).

It stores the chunks *as the model generated them* (what ``process_llm_response`` receives,
never the copies output processors edited): a hit goes through the output lane again, exactly
as a live answer does, so an edit is made once per answer and a policy added since still
applies. The chunks may hold what an output guardrail masks for the visitor; the Django layer
therefore seals every entry it writes to a shared cache (``agentproc.turns.response_cache``),
and the in-process ``LocalCache`` never leaves the process."""
from __future__ import annotations

import hashlib
import json
import threading
import time
from typing import Any

from agentproc.runtime.providers.registry import model_label

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
                             from_cache: bool) -> None:
        """Store the step's generated chunks under the key of its request (unless replayed or
        failed)."""
        key = state.get("keys", {}).get(step_number)
        if from_cache or key is None or not chunks:
            return
        finish = chunks[-1]
        if finish.get("type") != "finish" or finish["payload"].get("finishReason") in ("error", "other", "length"):
            return
        if not self.cache_tool_calls and any(c.get("type") == "tool-call" for c in chunks):
            return
        self.cache.set(key, [{"type": c["type"], "payload": c.get("payload", {})} for c in chunks], self.ttl_seconds)
