"""Spec: processLLMRequest / processLLMResponse — per-call prompt rewrites and cached replays."""
from __future__ import annotations

from agentproc.runtime import Processor

from .helpers_runtime import agent, prompt_texts, text_of, collect


class Shout(Processor):
    id = "shout"

    def process_llm_request(self, prompt):
        rewritten = [dict(m) for m in prompt]
        rewritten.append({"role": "system", "content": "PER-CALL NOTE"})
        return {"prompt": rewritten}


async def test_returned_prompt_goes_to_this_call_only_and_is_never_persisted() -> None:
    a, model = agent(["ok"], input_processors=[Shout()])
    result = await a.generate("hi")
    assert ("system", "PER-CALL NOTE") in prompt_texts(model.requests[0])
    assert all("PER-CALL NOTE" not in str(m) for m in result.message_list.get_all_system_messages())
    assert all("PER-CALL NOTE" not in m.text for m in result.message_list.get.all.db())


class Cache(Processor):
    """The spec's pairing: the key is stashed in state by the request hook, stored by the response hook."""

    id = "cache"

    def __init__(self):
        self.store = {}
        self.writes = []

    def process_llm_request(self, prompt, state):
        state["key"] = str(prompt)
        if state["key"] in self.store:
            return {"response": self.store[state["key"]]}

    def process_llm_response(self, chunks, state, from_cache):
        if not from_cache:
            self.store[state["key"]] = chunks
            self.writes.append(state["key"])


async def test_response_replays_a_cached_step_without_calling_the_model() -> None:
    cache = Cache()
    a, model = agent(["cached answer here"], input_processors=[cache])
    first = await a.generate("same question")
    second_chunks = await collect(a.stream("same question"))
    assert model.calls == 1  # the second run never reached the model
    assert text_of(second_chunks) == first.text == "cached answer here"
    assert len(cache.writes) == 1  # from_cache=True: no second write


async def test_llm_response_receives_compact_chunks_model_and_shared_state() -> None:
    seen = {}

    class Spy(Processor):
        id = "spy"

        def process_llm_request(self, state, model):
            state["marker"] = "from request"
            seen["request_model"] = model

        def process_llm_response(self, chunks, state, model, step_number, steps, from_cache):
            seen.update(marker=state["marker"], types=[c["type"] for c in chunks], model=model,
                        step_number=step_number, steps=len(steps), from_cache=from_cache,
                        keys=set(chunks[0]))

    a, model = agent(["hello world"], input_processors=[Spy()])
    await a.generate("hi")
    assert seen["marker"] == "from request"
    assert seen["model"] is seen["request_model"] is model
    assert seen["types"] == ["text-start", "text-delta", "text-delta", "text-end", "finish"]
    assert seen["keys"] == {"type", "payload"}
    assert (seen["step_number"], seen["steps"], seen["from_cache"]) == (0, 1, False)
