"""Spec: configuring processors (arrays, callables of requestContext, per-call replacement) and memory."""
from __future__ import annotations

import pytest

from agentproc.runtime import Agent, Message, Processor, RequestContext
from agentproc.runtime.errors import ProcessorLaneError
from agentproc.runtime.providers import ScriptedModel

from .helpers_runtime import agent, prompt_texts


class ContentFilter(Processor):
    id = "content-filter"

    def __init__(self, words):
        self.words = words

    def process_input(self, messages, abort):
        if any(w in m.text for m in messages for w in self.words):
            abort("blocked")


async def test_processor_arrays_may_be_built_per_request_from_the_request_context() -> None:
    def build(request_context):
        return [ContentFilter(request_context.get("blockedWords") or [])]

    a, _ = agent(["ok", "ok"], input_processors=build)
    blocked = await a.generate("say banana", request_context={"blockedWords": ["banana"]})
    allowed = await a.generate("say banana", request_context=RequestContext({"blockedWords": []}))
    assert blocked.status == "tripwire" and allowed.status == "completed"


async def test_per_call_arrays_replace_the_agents_for_that_call() -> None:
    a, _ = agent(["ok", "ok"], input_processors=[ContentFilter(["hi"])])
    assert (await a.generate("hi", input_processors=[])).status == "completed"
    assert (await a.generate("hi")).status == "tripwire"


def test_a_processor_in_a_lane_where_it_has_no_hook_is_a_configuration_error() -> None:
    a, _ = agent(["ok"], output_processors=[ContentFilter(["x"])])
    with pytest.raises(ProcessorLaneError, match="content-filter.*output processors"):
        a.stream("hi")


def test_processor_index_is_set_by_the_runtime() -> None:
    first, second = ContentFilter([]), ContentFilter([])
    a, _ = agent(["ok"], input_processors=[first, second])
    a.stream("hi")
    assert (first.processor_index, second.processor_index) == (0, 1)


class DictMemory:
    def __init__(self):
        self.threads = {}
        self.saves = 0

    async def load(self, *, thread_id, resource_id, request_context):
        return [Message.from_dict(d) for d in self.threads.get(thread_id, [])]

    async def save(self, *, thread_id, resource_id, message_list, request_context):
        self.saves += 1
        self.threads[thread_id] = [m.to_dict() for m in message_list.get.all.db()]


class Redact(Processor):
    id = "redact"

    def process_output_result(self, messages):
        for m in messages:
            for p in m.content.parts:
                if p["type"] == "text":
                    p["text"] = p["text"].replace("4111", "****")


async def test_memory_loads_before_process_input_and_saves_after_all_output_processors() -> None:
    memory = DictMemory()
    seen = []

    class Spy(Processor):
        id = "spy"

        def process_input(self, messages):
            seen.append([m.text for m in messages])

    model = ScriptedModel(["card 4111 noted", "yes"])
    a = Agent("mem", model=model, memory=memory, input_processors=[Spy()], output_processors=[Redact()])
    await a.generate("my card is 4111", thread_id="t1")
    await a.generate("remember?", thread_id="t1")
    assert seen == [["my card is 4111"], ["my card is 4111", "card **** noted", "remember?"]]
    assert [m["content"]["parts"][0]["text"] for m in memory.threads["t1"]][1] == "card **** noted"
    assert prompt_texts(model.requests[1])[1] == ("assistant", "card **** noted")


async def test_nothing_is_saved_for_a_run_that_ends_in_a_tripwire() -> None:
    memory = DictMemory()
    a = Agent("mem", model=ScriptedModel(["x"]), memory=memory, input_processors=[ContentFilter(["bad"])])
    result = await a.generate("bad words", thread_id="t1")
    assert result.status == "tripwire" and memory.saves == 0


async def test_memory_processors_stay_when_a_call_replaces_the_arrays() -> None:
    memory = DictMemory()
    a = Agent("mem", model=ScriptedModel(["one", "two"]), memory=memory, output_processors=[Redact()])
    await a.generate("first", thread_id="t")
    await a.generate("second", thread_id="t", input_processors=[], output_processors=[])
    assert memory.saves == 2 and len(memory.threads["t"]) == 4


async def test_processor_arrays_may_be_async_functions_taking_request_context_by_keyword() -> None:
    # The spec writes ``inputProcessors: ({ requestContext }) => ...``; Mastra awaits it.
    async def build(*, request_context):
        return [ContentFilter(request_context.get("blockedWords") or [])]

    a, model = agent(["ok", "ok"], input_processors=build)
    blocked = await a.generate("say banana", request_context=RequestContext({"blockedWords": ["banana"]}))
    allowed = await a.generate("say banana", request_context=RequestContext({"blockedWords": []}))
    assert blocked.status == "tripwire" and allowed.status == "completed"
    assert model.calls == 1


# -- Persistence: only what is in the message list after *all* processors is saved --------


class OnFinish(Processor):
    """Does its end-of-run work on the ``finish`` chunk, as the spec's WordCounter does."""

    id = "on-finish"

    def __init__(self, action):
        self.action = action

    async def process_output_stream(self, part, state, abort, writer, message_list):
        if part["type"] == "text-delta":
            state["words"] = state.get("words", 0) + len(part["payload"]["text"].split())
        if part["type"] == "finish":
            if self.action == "abort":
                abort("too many words")
            if self.action == "raise":
                raise RuntimeError("summary service down")
            if self.action == "edit":
                for m in message_list.get.response.db():
                    m.content.parts.append({"type": "text", "text": " [checked]"})
            if self.action == "count":
                await writer.custom({"type": "data-word-count", "data": {"words": state["words"]}})
        return part


async def test_a_run_blocked_on_its_finish_chunk_is_not_saved() -> None:
    memory = DictMemory()
    a = Agent("mem", model=ScriptedModel(["four words of answer"]), memory=memory,
              output_processors=[OnFinish("abort")])
    result = await a.generate("hi", thread_id="t")
    assert result.status == "tripwire" and result.tripwire["reason"] == "too many words"
    assert memory.saves == 0 and "t" not in memory.threads


async def test_a_run_that_fails_on_its_finish_chunk_is_not_saved() -> None:
    memory = DictMemory()
    a = Agent("mem", model=ScriptedModel(["an answer"]), memory=memory, output_processors=[OnFinish("raise")])
    result = await a.generate("hi", thread_id="t")
    assert result.status == "failed" and "summary service down" in str(result.error)
    assert memory.saves == 0


async def test_edits_made_on_the_finish_chunk_are_saved() -> None:
    memory = DictMemory()
    a = Agent("mem", model=ScriptedModel(["an answer"]), memory=memory, output_processors=[OnFinish("edit")])
    await a.generate("hi", thread_id="t")
    saved = [Message.from_dict(d) for d in memory.threads["t"]]
    assert saved[-1].text == "an answer [checked]"


async def test_a_data_chunk_written_on_finish_is_streamed_and_saved_in_the_assistant_message() -> None:
    memory = DictMemory()
    a = Agent("mem", model=ScriptedModel(["four words of answer"]), memory=memory,
              output_processors=[OnFinish("count")])
    chunks = [c async for c in a.stream("hi", thread_id="t")]
    kinds = [c["type"] for c in chunks]
    assert kinds.index("data-word-count") < kinds.index("finish")
    saved = [Message.from_dict(d) for d in memory.threads["t"]]
    assert {"type": "data-word-count", "data": {"words": 4}} in saved[-1].content.parts


async def test_save_sees_the_data_chunks_of_process_output_result() -> None:
    memory = DictMemory()

    class Summary(Processor):
        id = "summary"

        async def process_output_result(self, writer, result):
            await writer.custom({"type": "data-summary", "data": {"chars": len(result.text)}})

    a = Agent("mem", model=ScriptedModel(["hello"]), memory=memory, output_processors=[Summary()])
    await a.generate("hi", thread_id="t")
    saved = [Message.from_dict(d) for d in memory.threads["t"]]
    assert {"type": "data-summary", "data": {"chars": 5}} in saved[-1].content.parts


async def test_a_run_stopped_while_its_finish_goes_out_stays_completed_and_saved() -> None:
    memory = DictMemory()
    a = Agent("mem", model=ScriptedModel(["an answer"]), memory=memory)
    stream = a.stream("hi", thread_id="t")
    async for c in stream:
        if c["type"] == "finish":
            break
    await stream.aclose()
    assert stream.result.status == "completed" and memory.saves == 1
