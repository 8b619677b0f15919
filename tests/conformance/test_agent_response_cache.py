"""Mastra's ``packages/core/src/agent/__tests__/agent-response-cache.test.ts``, translated.

The spec documents the mechanism (``processLLMRequest`` returns ``{ response }`` to replay,
``processLLMResponse`` writes the cache, skipping ``fromCache``), and agentproc's built-in
``response-cache`` is such a processor. Mastra's ResponseCache options (agent id, scope,
per-call keys through the request context) are Mastra's own and are not translated."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.processors.cache import ResponseCache
from agentproc.runtime import Agent
from agentproc.runtime.providers import ScriptedModel


class RecordingCache:
    """The cache API the processor is given (``get`` / ``set(key, value, timeout)``)."""

    def __init__(self) -> None:
        self.store: dict[str, Any] = {}
        self.ttls: list[Any] = []
        self.sets = 0

    def get(self, key: str, default: Any = None) -> Any:
        return self.store.get(key, default)

    def set(self, key: str, value: Any, timeout: Any = None) -> None:
        self.sets += 1
        self.ttls.append(timeout)
        self.store[key] = value


def cached_agent(cache: RecordingCache, responses: list[Any], **options: Any) -> tuple[Agent, ScriptedModel]:
    model = ScriptedModel(responses)
    agent = Agent("response-cache-agent", instructions="You are a test agent", model=model,
                  input_processors=[ResponseCache(cache=cache, **options)])
    return agent, model


async def test_returns_the_cached_full_output_on_the_second_identical_call() -> None:
    """agent-response-cache.test.ts › ResponseCache processor (integration via Agent) › generate() ›
    returns the cached FullOutput on the second identical call"""
    cache = RecordingCache()
    agent, model = cached_agent(cache, ["Cached response text"])
    assert (await agent.generate("Hello")).text == "Cached response text"
    assert model.calls == 1 and cache.sets == 1
    assert (await agent.generate("Hello")).text == "Cached response text"
    assert model.calls == 1


async def test_different_prompts_produce_different_cache_entries() -> None:
    """agent-response-cache.test.ts › ResponseCache processor (integration via Agent) › generate() ›
    different prompts produce different cache entries"""
    cache = RecordingCache()
    agent, model = cached_agent(cache, ["one", "two"])
    await agent.generate("Hello")
    await agent.generate("Goodbye")
    assert len(cache.store) == 2 and model.calls == 2


async def test_does_not_cache_failed_runs() -> None:
    """agent-response-cache.test.ts › ResponseCache processor (integration via Agent) › generate() ›
    does not cache failed runs (errors are not replayed)"""
    cache = RecordingCache()
    agent, _ = cached_agent(cache, [RuntimeError("boom")])
    result = await agent.generate("please")
    assert result.status == "failed" and cache.sets == 0


@pytest.mark.xfail(strict=True, reason="agentproc hands the cache seconds, as Django's cache API takes them; "
                                       "Mastra's server cache takes milliseconds")
async def test_writes_the_configured_ttl_on_cache_writes_converts_seconds_to_ms() -> None:
    """agent-response-cache.test.ts › ResponseCache processor (integration via Agent) › generate() ›
    writes the configured TTL on cache writes (converts seconds to ms)"""
    cache = RecordingCache()
    agent, _ = cached_agent(cache, ["Hi there"], ttl_seconds=999)
    await agent.generate("Hi")
    assert cache.ttls == [999_000]
