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


class MastraCache(Processor):
    """Stores what ``process_llm_response`` receives in Mastra's CachedLLMStepResponse shape."""

    id = "mastra-cache"

    def __init__(self):
        self.store = {}
        self.responses = []

    def process_llm_request(self, prompt, state):
        state["key"] = str(prompt)
        return {"response": self.store[state["key"]]} if state["key"] in self.store else None

    def process_llm_response(self, chunks, state, from_cache, warnings, request, raw_response):
        self.responses.append({"from_cache": from_cache, "warnings": warnings, "request": request,
                               "raw_response": raw_response})
        if not from_cache:
            self.store[state["key"]] = {"chunks": chunks, "warnings": [{"type": "other", "message": "w"}],
                                        "request": {"body": "sent"}, "rawResponse": {"id": "resp-1"}}


async def test_a_response_in_mastras_cached_step_shape_replays_the_answer() -> None:
    cache = MastraCache()
    a, model = agent(["cached answer here"], input_processors=[cache])
    first = await a.generate("same question")
    second = await a.generate("same question")
    assert model.calls == 1
    assert second.text == first.text == "cached answer here"
    assert second.steps[0].from_cache is True


async def test_process_llm_response_receives_warnings_request_and_raw_response() -> None:
    cache = MastraCache()
    a, _ = agent(["an answer"], input_processors=[cache])
    await a.generate("q")
    await a.generate("q")
    # None when the provider gave nothing (the scripted model sends no body); the replay hands
    # back what the cache stored.
    assert cache.responses == [
        {"from_cache": False, "warnings": None, "request": None, "raw_response": None},
        {"from_cache": True, "warnings": [{"type": "other", "message": "w"}], "request": {"body": "sent"},
         "raw_response": {"id": "resp-1"}},
    ]


async def test_a_bare_list_of_chunks_still_replays() -> None:
    class ListCache(Processor):
        id = "list-cache"

        def process_llm_request(self):
            return {"response": [{"type": "text-delta", "payload": {"id": "t", "text": "from the list"}},
                                 {"type": "finish", "payload": {"finishReason": "stop"}}]}

    a, model = agent([], input_processors=[ListCache()])
    result = await a.generate("q")
    assert result.text == "from the list" and model.calls == 0


async def test_a_response_of_any_other_shape_is_a_clear_error_naming_the_processor() -> None:
    class Broken(Processor):
        id = "broken-cache"

        def process_llm_request(self):
            return {"response": {"text": "not a cached step"}}

    a, model = agent(["unused"], input_processors=[Broken()])
    result = await a.generate("q")
    assert result.status == "failed" and model.calls == 0
    assert result.error.code == "processor_contract_error"
    assert "'broken-cache'" in str(result.error) and "chunks" in str(result.error)


async def test_every_request_hook_runs_after_a_replay_and_the_first_response_wins() -> None:
    calls = []

    def replaying(text):
        class Replay(Processor):
            id = f"replay-{text}"

            def process_llm_request(self):
                calls.append(self.id)
                return {"response": {"chunks": [{"type": "text-delta", "payload": {"id": "t", "text": text}},
                                                {"type": "finish", "payload": {"finishReason": "stop"}}]}}

        return Replay()

    a, model = agent([], input_processors=[replaying("first"), replaying("second")])
    result = await a.generate("q")
    assert calls == ["replay-first", "replay-second"]
    assert result.text == "first" and model.calls == 0
