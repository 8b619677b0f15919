"""Mistakes a port from TypeScript makes: a clear error where the mistake is certain, a
documented behaviour where the spec leaves the choice open."""
from __future__ import annotations

import pytest

from agentproc.runtime import Processor, tool
from tests.runtime.helpers_runtime import agent, collect, text_of, types


class AsyncForgetsAwait(Processor):
    id = "forgets-await"

    async def process_output_stream(self, part, writer):
        if part["type"] == "text-delta":
            writer.custom({"type": "data-note", "data": {"seen": part["payload"]["text"]}})
        return part


async def test_an_async_hook_that_does_not_await_writer_custom_fails_with_the_fix() -> None:
    a, _ = agent(["hello"], output_processors=[AsyncForgetsAwait()])
    result = await a.generate("q")
    assert result.status == "failed" and result.error.code == "processor_contract_error"
    assert "'await writer.custom({...})'" in str(result.error)
    assert "process_output_stream of processor 'forgets-await'" in str(result.error)


class SyncWrites(Processor):
    id = "sync-writes"

    def process_output_stream(self, part, writer):
        if part["type"] == "text-delta":
            writer.custom({"type": "data-note", "data": {"seen": part["payload"]["text"]}})
        return part

    def process_output_result(self, writer):
        writer.custom({"type": "data-summary", "data": {"done": True}, "transient": True})


async def test_a_def_hook_writes_without_await_and_the_chunk_goes_out_after_it() -> None:
    a, _ = agent(["one two"], output_processors=[SyncWrites()])
    stream = a.stream("q")
    chunks = await collect(stream)
    notes = [c["data"]["seen"] for c in chunks if c["type"] == "data-note"]
    assert notes == ["one ", "two"]
    # as an awaited one: out before the chunk the hook returned (that one leaves the chain after it)
    assert types(chunks).index("data-note") == types(chunks).index("text-delta") - 1
    assert "data-summary" in types(chunks) and stream.result.status == "completed"
    parts = stream.result.messages[0].content.parts
    assert [p["type"] for p in parts] == ["data-note", "text", "data-note", "text"]  # not the transient one


async def test_a_def_tool_writes_without_await() -> None:
    @tool
    def lookup(order: int, writer) -> dict:  # noqa: ANN001
        """Look an order up."""
        writer.custom({"type": "data-progress", "data": {"order": order}})
        return {"ok": True}

    a, _ = agent([{"tool_calls": [{"name": "lookup", "args": {"order": 7}}]}, "done"], tools=[lookup])
    chunks = await collect(a.stream("q"))
    assert [c["data"] for c in chunks if c["type"] == "data-progress"] == [{"order": 7}]


async def test_awaiting_a_chunk_the_runtime_already_emitted_does_not_emit_it_twice() -> None:
    kept = []

    class Late(Processor):
        id = "late"

        def process_output_stream(self, part, writer):
            if part["type"] == "text-delta":
                kept.append(writer.custom({"type": "data-x", "data": 1}))
            return part

        async def process_output_result(self):
            for emission in kept:
                await emission

    a, _ = agent(["one"], output_processors=[Late()])
    chunks = await collect(a.stream("q"))
    assert types(chunks).count("data-x") == 1


@pytest.mark.parametrize(("hook_result", "hook", "python_key"), [
    ({"toolChoice": "none"}, "process_input_step", "tool_choice"),
    ({"activeTools": []}, "process_input_step", "active_tools"),
    ({"systemMessages": []}, "process_input", "system_messages"),
    ({"messageList": None}, "process_output_step", "message_list"),
    ({"providerOptions": {}}, "process_llm_request", "provider_options"),
])
async def test_camel_case_keys_in_a_hook_result_name_the_python_key(hook_result, hook, python_key) -> None:
    processor = type("Camel", (Processor,), {"id": "camel", hook: lambda self: hook_result})()
    lane = "output_processors" if hook == "process_output_step" else "input_processors"
    a, _ = agent(["ok"], **{lane: [processor]})
    result = await a.generate("q")
    assert result.status == "failed" and result.error.code == "processor_contract_error"
    assert f"the Python API spells it {python_key!r}" in str(result.error)


async def test_unknown_snake_case_keys_stay_ignored_as_in_the_spec() -> None:
    class Extra(Processor):
        id = "extra"

        def process_input_step(self):
            return {"tool_choice": "none", "note_for_myself": 1}

    a, model = agent(["ok"], input_processors=[Extra()])
    assert (await a.generate("q")).status == "completed" and model.requests[0].tool_choice == "none"


# -- a blocked run's text -------------------------------------------------------------


class BlockAt(Processor):
    id = "block"

    def __init__(self, where: str) -> None:
        self.where = where

    def process_output_stream(self, part, abort):
        if self.where == "stream" and part["type"] == "text-delta" and "two" in part["payload"]["text"]:
            abort("no")
        return part

    def process_output_step(self, abort):
        if self.where == "step":
            abort("no")

    def process_output_result(self, abort):
        if self.where == "result":
            abort("no")


@pytest.mark.parametrize("where", ["stream", "step", "result"])
async def test_a_blocked_runs_text_is_empty_wherever_the_block_came_from(where: str) -> None:
    a, _ = agent(["one two three"], output_processors=[BlockAt(where)])
    result = await a.generate("q")
    assert result.status == "tripwire" and result.finish_reason == "other"
    assert result.text == "" and result.messages == []
    assert "one" in "".join(m.text for m in result.message_list.get.response.db()) or where == "stream"


# -- a retried step is marked for clients ---------------------------------------------


class RejectFirst(Processor):
    id = "reject-first"

    def __init__(self, where: str) -> None:
        self.where = where

    def process_output_stream(self, part, abort, retry_count):
        if self.where == "stream" and retry_count == 0 and part["type"] == "text-delta" and "bad" in part["payload"]["text"]:
            abort("too rude", retry=True, metadata={"score": 0.1})
        return part

    def process_output_step(self, text, abort, retry_count):
        if self.where == "step" and retry_count == 0:
            abort("too rude", retry=True, metadata={"score": 0.1})


@pytest.mark.parametrize("where", ["stream", "step"])
async def test_a_retried_attempt_is_closed_and_the_next_step_start_says_why(where: str) -> None:
    a, _ = agent(["so bad words", "kind words"], output_processors=[RejectFirst(where)], max_processor_retries=2)
    stream = a.stream("q")
    chunks = await collect(stream)
    starts = [c for c in chunks if c["type"] == "step-start"]
    assert [s["payload"].get("retry") for s in starts] == [None, {"processorId": "reject-first"}]
    assert "too rude" not in str(chunks)  # the reason may quote what was rejected: not streamed
    retried = [v for v in stream.result.violations if v.action == "retried"]
    assert [(v.message, v.detail) for v in retried] == [("too rude", {"score": 0.1})]
    # the rejected attempt is closed by one step-finish before the retry begins
    second = chunks.index(starts[1])
    assert [c["type"] for c in chunks[:second]].count("step-finish") == 1
    assert "tripwire" not in types(chunks)  # a tripwire chunk always ends the stream
    assert stream.result.text == "kind words" and text_of(chunks[second:]) == "kind words"


async def test_an_async_result_hook_that_does_not_await_is_named_in_the_error() -> None:
    class Summary(Processor):
        id = "summary"

        async def process_output_result(self, writer):
            writer.custom({"type": "data-summary", "data": {}})

    a, _ = agent(["hello"], output_processors=[Summary()])
    result = await a.generate("q")
    assert result.status == "failed"
    assert "without 'await' in process_output_result of processor 'summary'" in str(result.error)


async def test_a_def_input_hook_writes_without_await() -> None:
    class Note(Processor):
        id = "note"

        def process_input(self, messages, writer):
            writer.custom({"type": "data-input-checked", "data": {"count": len(messages)}})

    a, _ = agent(["hello"], input_processors=[Note()])
    stream = a.stream("q")
    chunks = await collect(stream)
    assert [c["data"] for c in chunks if c["type"] == "data-input-checked"] == [{"count": 1}]
    assert stream.result.status == "completed"
