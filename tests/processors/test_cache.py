"""ResponseCache: a hit replays the response without calling the model."""
from __future__ import annotations

from agentproc.processors.cache import LocalCache, ResponseCache
from agentproc.processors.pii import PIIDetector
from agentproc.processors.schema import build
from agentproc.runtime import Agent
from agentproc.runtime.messages import Message
from agentproc.runtime.providers.scripted import ScriptedModel
from agentproc.runtime.results import StepResult
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
    steps = [StepResult(0, text="x", message=Message.from_text("x", "assistant"))]
    ok = [{"type": "text-delta", "payload": {"text": "x"}}, {"type": "finish", "payload": {"finishReason": "stop"}}]
    await call(rc.process_llm_response, chunks=ok, step_number=0, state=state, from_cache=True, steps=steps)
    bad = ok[:1] + [{"type": "finish", "payload": {"finishReason": "error"}}]
    await call(rc.process_llm_response, chunks=bad, step_number=0, state=state, from_cache=False, steps=steps)
    assert cache.data == {}
    await call(rc.process_llm_response, chunks=ok, step_number=0, state=state, from_cache=False, steps=steps)
    assert cache.data["k"] == ok  # the generated chunks


CARD, EMAIL, PHONE = "4111 1111 1111 1111", "jane.doe@example.com", "+1 415 555 2671"
VOLUNTEERED = f"Sure! Card {CARD}, mail {EMAIL}, phone {PHONE}. Anything else?"


async def test_a_hit_replays_the_generated_answer_through_the_output_lane_again() -> None:
    """The model volunteers a card, an address and a phone number; the output PII guard masks
    them for the visitor, on the live answer and on the replayed one alike (the replay goes
    through the output lane, so each edit is made once per answer)."""
    cache = DictCache()
    model = ScriptedModel([VOLUNTEERED])
    agent = Agent("t", model=model, input_processors=[ResponseCache(cache=cache)],
                  output_processors=[PIIDetector()])
    first = await agent.generate("what do you know about me?")
    second = await agent.generate("what do you know about me?")
    assert [v for v in (CARD, EMAIL, "415 555 2671") if v in first.text + second.text] == []
    assert second.text == first.text and model.calls == 1 and second.steps[0].from_cache
    assert EMAIL in repr(cache.data)  # the generated chunks: the Django layer seals what it stores


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
