"""ResponseCache: a hit replays the response without calling the model."""
from __future__ import annotations

from agentproc.processors.cache import LocalCache, ResponseCache
from agentproc.processors.schema import build
from agentproc.runtime import Agent
from agentproc.runtime.models.scripted import ScriptedModel
from tests.processors.driver import call


class DictCache:
    """The Django cache API shape the host passes."""

    def __init__(self) -> None:
        self.data: dict = {}
        self.timeouts: list = []

    def get(self, key, default=None):  # noqa: ANN001
        return self.data.get(key, default)

    def set(self, key, value, timeout=None):  # noqa: ANN001
        self.data[key] = value
        self.timeouts.append(timeout)


async def test_second_identical_request_is_replayed() -> None:
    cache = DictCache()
    model = ScriptedModel(["cached answer"])
    agent = Agent("t", model=model, input_processors=[build(ResponseCache, {"ttl_seconds": 60}, cache=cache)])
    first = await agent.generate("hello")
    second = await agent.generate("hello")
    assert first.text == second.text == "cached answer"
    assert model.calls == 1 and cache.timeouts == [60]


async def test_different_prompt_misses() -> None:
    model = ScriptedModel(["one", "two"])
    agent = Agent("t", model=model, input_processors=[ResponseCache()])
    assert (await agent.generate("a")).text == "one"
    assert (await agent.generate("b")).text == "two"


async def test_replayed_or_failed_responses_are_not_stored() -> None:
    cache = DictCache()
    rc = ResponseCache(cache=cache)
    state = {"keys": {0: "k"}}
    ok = [{"type": "text-delta", "payload": {"text": "x"}}, {"type": "finish", "payload": {"finishReason": "stop"}}]
    await call(rc.process_llm_response, chunks=ok, step_number=0, state=state, from_cache=True)
    bad = ok[:1] + [{"type": "finish", "payload": {"finishReason": "error"}}]
    await call(rc.process_llm_response, chunks=bad, step_number=0, state=state, from_cache=False)
    assert cache.data == {}
    await call(rc.process_llm_response, chunks=ok, step_number=0, state=state, from_cache=False)
    assert cache.data["k"][0] == {"type": "text-delta", "payload": {"text": "x"}}


def test_key_depends_on_model_and_prompt() -> None:
    rc = ResponseCache()
    p = [{"role": "user", "content": [{"type": "text", "text": "hi"}]}]
    assert rc.cache_key(p, "openai/a") != rc.cache_key(p, "openai/b")
    assert rc.cache_key(p, "openai/a") == rc.cache_key([dict(p[0])], "openai/a")


def test_local_cache_expires_and_bounds() -> None:
    c = LocalCache(max_entries=2)
    c.set("a", 1, timeout=60)
    c.set("b", 2)
    c.set("c", 3)
    assert c.get("a") is None and c.get("c") == 3
    c.set("d", 4, timeout=-1)
    assert c.get("d") is None
