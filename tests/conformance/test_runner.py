"""Mastra's ``packages/core/src/processors/runner.test.ts``, translated to agentproc.

Mastra drives its ``ProcessorRunner`` directly; here the same processors run inside an agent
(a scripted model), and each assertion reads what the runner's result would hold: the
prompt the model got, the streamed chunks, the stored messages, the tripwire."""
from __future__ import annotations

import asyncio

import pytest

from agentproc.runtime import Agent, Processor
from agentproc.runtime.providers import ScriptedModel
from tests.conformance.mock_models import StaticMemory, create_message, text_deltas

LANE_ERROR = ("agentproc refuses a processor that implements none of its lane's hooks "
              "(ProcessorLaneError at stream()); Mastra skips it")


def hooks(id: str, **methods) -> Processor:  # noqa: A002, ANN003
    """A processor object as Mastra's tests write them: ``{id, processInput: ...}``."""
    return type("Inline", (Processor,), {"id": id, **methods})()


def agent(responses, **kwargs) -> tuple[Agent, ScriptedModel]:  # noqa: ANN001, ANN003
    model = ScriptedModel(responses)
    return Agent("test-agent", model=model, **kwargs), model


def user_texts(model: ScriptedModel) -> list[str]:
    return ["".join(p.get("text", "") for p in m["content"]) for m in model.requests[0].prompt if m["role"] == "user"]


# -- Input Processors ------------------------------------------------------------------


async def test_should_run_input_processors_in_order() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › should run input processors in order"""
    order: list[str] = []

    def adds(name: str, text: str):  # noqa: ANN202
        def process_input(self, messages):  # noqa: ANN001, ANN202
            order.append(name)
            messages.append(create_message(text, "user"))
            return messages
        return process_input

    a, model = agent(["ok"], input_processors=[hooks("processor1", process_input=adds("processor1", "processed by 1")),
                                               hooks("processor2", process_input=adds("processor2", "processed by 2"))])
    await a.generate("original message")
    assert order == ["processor1", "processor2"]
    assert user_texts(model) == ["original message", "processed by 1", "processed by 2"]


async def test_should_run_input_processors_sequentially_in_order() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › should run input processors sequentially in order"""
    order: list[str] = []

    def slow(name: str):  # noqa: ANN202
        async def process_input(self, messages):  # noqa: ANN001, ANN202
            order.append(f"{name}-start")
            await asyncio.sleep(0.01)
            order.append(f"{name}-end")
            return messages
        return process_input

    a, _ = agent(["ok"], input_processors=[hooks("processor1", process_input=slow("processor1")),
                                           hooks("processor2", process_input=slow("processor2"))])
    await a.generate("test")
    assert order == ["processor1-start", "processor1-end", "processor2-start", "processor2-end"]


async def test_should_abort_if_tripwire_is_triggered_in_input_processor() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › should abort if tripwire is triggered in input processor"""
    ran: list[str] = []

    def aborts(self, messages, abort):  # noqa: ANN001, ANN202
        messages.append(create_message("before abort", "user"))
        abort("Test abort reason")
        return messages

    def should_not_run(self, messages):  # noqa: ANN001, ANN202
        ran.append("processor2")
        return messages

    a, model = agent(["ok"], input_processors=[hooks("processor1", process_input=aborts),
                                               hooks("processor2", process_input=should_not_run)])
    result = await a.generate("original")
    assert result.status == "tripwire" and result.tripwire["reason"] == "Test abort reason"
    assert ran == [] and model.calls == 0


async def test_should_abort_with_default_message_when_no_reason_provided() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › should abort with default message when no reason provided"""
    def aborts(self, messages, abort):  # noqa: ANN001, ANN202
        abort()

    a, _ = agent(["ok"], input_processors=[hooks("processor1", process_input=aborts)])
    result = await a.generate("test")
    assert result.tripwire["reason"] == "Tripwire triggered by processor1"


async def test_should_not_execute_subsequent_processors_after_tripwire() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › should not execute subsequent processors after tripwire"""
    order: list[str] = []

    def first(self, messages, abort):  # noqa: ANN001, ANN202
        order.append("processor1")
        abort("Abort after processor1")

    def second(self, messages):  # noqa: ANN001, ANN202
        order.append("processor2")
        return messages

    a, _ = agent(["ok"], input_processors=[hooks("processor1", process_input=first),
                                           hooks("processor2", process_input=second)])
    assert (await a.generate("test")).status == "tripwire"
    assert order == ["processor1"]


@pytest.mark.xfail(strict=True, reason=LANE_ERROR)
async def test_should_skip_processors_that_do_not_implement_process_input() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › should skip processors that do not implement processInput"""
    def adds(text: str):  # noqa: ANN202
        def process_input(self, messages):  # noqa: ANN001, ANN202
            messages.append(create_message(text, "user"))
            return messages
        return process_input

    a, model = agent(["ok"], input_processors=[hooks("processor1", process_input=adds("from processor 1")),
                                               hooks("processor2"),
                                               hooks("processor3", process_input=adds("from processor 3"))])
    await a.generate("original")
    assert user_texts(model) == ["original", "from processor 1", "from processor 3"]


async def test_should_provide_system_messages_parameter_to_process_input_for_accessing_system_messages() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › Issue #9969: System messages in InputProcessor ›
    should provide systemMessages parameter to processInput for accessing system messages"""
    received: dict[str, list] = {}

    def look(self, messages, system_messages):  # noqa: ANN001, ANN202
        received["messages"], received["system"] = messages, system_messages
        return messages

    a, _ = agent(["ok"], instructions="You are a helpful assistant.",
                 input_processors=[hooks("system-message-processor", process_input=look)])
    await a.generate([{"role": "system", "content": "Remember the user prefers formal language."},
                      {"role": "system", "content": "Relevant context from previous conversations."},
                      {"role": "user", "content": "Hello, how are you?"}])
    assert len(received["messages"]) == 1 and received["messages"][0].role == "user"
    assert sorted(m["content"] for m in received["system"]) == sorted([
        "You are a helpful assistant.", "Remember the user prefers formal language.",
        "Relevant context from previous conversations."])


async def test_should_allow_input_processor_to_modify_system_messages_via_return_value() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › Issue #9969: System messages in InputProcessor ›
    should allow InputProcessor to modify system messages via return value"""
    def trim(self, messages, system_messages):  # noqa: ANN001, ANN202
        modified = [{**m, "content": m["content"][:20] + "..."} for m in system_messages]
        return {"messages": messages, "system_messages": modified}

    a, model = agent(["ok"], instructions="Original system prompt with verbose instructions.",
                     input_processors=[hooks("system-trimmer", process_input=trim)])
    await a.generate([{"role": "system", "content": "Memory context that is too long and needs trimming."},
                      {"role": "user", "content": "Hello"}])
    system = [m["content"] for m in model.requests[0].prompt if m["role"] == "system"]
    assert len(system) == 2 and all(len(text) <= 24 for text in system)


async def test_should_continue_to_allow_adding_new_system_messages_via_return_array() -> None:
    """runner.test.ts › ProcessorRunner › Input Processors › Issue #9969: System messages in InputProcessor ›
    should continue to allow adding new system messages via return array (existing behavior)"""
    def add_system(self, messages):  # noqa: ANN001, ANN202
        return [*messages, {**create_message("New system instruction added by processor."), "role": "system"}]

    a, model = agent(["ok"], input_processors=[hooks("system-adder", process_input=add_system)])
    await a.generate("Hello")
    system = [m["content"] for m in model.requests[0].prompt if m["role"] == "system"]
    assert system == ["New system instruction added by processor."]


# -- Output Processors -----------------------------------------------------------------


def appends(text: str):  # noqa: ANN201
    def process_output_result(self, messages):  # noqa: ANN001, ANN202
        messages.append(create_message(text, "assistant"))
        return messages
    return process_output_result


async def test_should_run_output_processors_in_order() -> None:
    """runner.test.ts › ProcessorRunner › Output Processors › should run output processors in order

    Mastra merges consecutive assistant messages into one with three text parts; agentproc
    keeps the three messages: the texts and their order are what is compared."""
    a, _ = agent(["initial response"], output_processors=[
        hooks("processor1", process_output_result=appends("extra message A")),
        hooks("processor2", process_output_result=appends("extra message B"))])
    result = await a.generate("q")
    assert [m.text for m in result.messages] == ["initial response", "extra message A", "extra message B"]
    assert all(m.role == "assistant" for m in result.messages)


async def test_should_abort_if_tripwire_is_triggered_in_output_processor() -> None:
    """runner.test.ts › ProcessorRunner › Output Processors › should abort if tripwire is triggered in output processor"""
    def aborts(self, messages, abort):  # noqa: ANN001, ANN202
        messages.append(create_message("before abort", "assistant"))
        abort("Output processor abort")

    a, _ = agent(["original"], output_processors=[hooks("processor1", process_output_result=aborts)])
    result = await a.generate("q")
    assert result.status == "tripwire" and result.tripwire["reason"] == "Output processor abort"


@pytest.mark.xfail(strict=True, reason=LANE_ERROR)
async def test_should_skip_processors_that_do_not_implement_process_output_result() -> None:
    """runner.test.ts › ProcessorRunner › Output Processors › should skip processors that do not implement processOutputResult"""
    a, _ = agent(["initial response"], output_processors=[
        hooks("processor1", process_output_result=appends("message from processor 1")), hooks("processor2"),
        hooks("processor3", process_output_result=appends("message from processor 3"))])
    result = await a.generate("q")
    assert [m.text for m in result.messages] == ["initial response", "message from processor 1",
                                                 "message from processor 3"]


# -- Stream Processing -----------------------------------------------------------------


def upper(self, part):  # noqa: ANN001, ANN201
    if part["type"] == "text-delta":
        return {"type": "text-delta", "payload": {"text": part["payload"]["text"].upper()},
                "runId": part["runId"], "from": part["from"]}
    return part


def exclaim(self, part):  # noqa: ANN001, ANN201
    if part["type"] == "text-delta":
        return {**part, "payload": {"text": part["payload"]["text"] + "!"}}
    return part


async def stream_texts(a: Agent) -> tuple[list[str], list[dict]]:
    stream = a.stream("q")
    chunks = [c async for c in stream]
    return [c["payload"]["text"] for c in chunks if c["type"] == "text-delta"], chunks


async def test_should_process_text_chunks_through_output_processors() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing › should process text chunks through output processors"""
    a, _ = agent([text_deltas("hello world")], output_processors=[hooks("processor1", process_output_stream=upper)])
    texts, chunks = await stream_texts(a)
    assert texts == ["HELLO WORLD"] and chunks[-1]["type"] == "finish"


async def test_should_abort_stream_when_processor_calls_abort() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing › should abort stream when processor calls abort"""
    def block(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and "blocked" in part["payload"]["text"]:
            abort("Content blocked")
        return part

    a, _ = agent([text_deltas("blocked content")], output_processors=[hooks("processor1", process_output_stream=block)])
    texts, chunks = await stream_texts(a)
    assert texts == []  # the part is not emitted
    assert chunks[-1]["type"] == "tripwire" and chunks[-1]["payload"]["reason"] == "Content blocked"


@pytest.mark.xfail(strict=True, reason="agentproc fails closed: a processor that raises fails the run (an error "
                                       "chunk), so a crashed guardrail never lets its chunk through unchecked")
async def test_should_handle_processor_errors_gracefully() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing › should handle processor errors gracefully"""
    def broken(self, part):  # noqa: ANN001, ANN202
        raise RuntimeError("Processor error")

    a, _ = agent([text_deltas("test content")], output_processors=[hooks("processor1", process_output_stream=broken)])
    texts, chunks = await stream_texts(a)
    assert texts == ["test content"] and chunks[-1]["type"] == "finish"


@pytest.mark.xfail(strict=True, reason=LANE_ERROR)
async def test_should_skip_processors_that_do_not_implement_process_output_stream() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing › should skip processors that do not implement processOutputStream"""
    a, _ = agent([text_deltas("hello")], output_processors=[
        hooks("processor1", process_output_stream=upper), hooks("processor2"),
        hooks("processor3", process_output_stream=exclaim)])
    texts, _ = await stream_texts(a)
    assert texts == ["HELLO!"]


async def test_should_skip_processors_that_do_not_implement_process_output_stream_beside_other_hooks() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing › should skip processors that do not implement
    processOutputStream (the middle processor implements another output hook, so agentproc accepts it)"""
    a, _ = agent([text_deltas("hello")], output_processors=[
        hooks("processor1", process_output_stream=upper),
        hooks("processor2", process_output_result=lambda self: None),
        hooks("processor3", process_output_stream=exclaim)])
    texts, _ = await stream_texts(a)
    assert texts == ["HELLO!"]


async def test_should_return_original_text_when_no_output_processors_are_configured() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing › should return original text when no output processors are configured"""
    a, _ = agent([text_deltas("original text")])
    texts, _ = await stream_texts(a)
    assert texts == ["original text"]


# -- Stateful Stream Processing ----------------------------------------------------------
# Mastra's runner test hands the processor text deltas only; inside an agent the processor
# also receives the run's other chunks, which these translations pass through unchanged.


def delta_text(parts) -> str:  # noqa: ANN001
    return "".join(c["payload"]["text"] if c["type"] == "text-delta" else "" for c in parts)


async def test_should_process_chunks_with_state_management() -> None:
    """runner.test.ts › ProcessorRunner › Stateful Stream Processing › should process chunks with state management"""
    def sentences(self, part, stream_parts):  # noqa: ANN001, ANN202
        if part["type"] != "text-delta":
            return part
        if "." in part["payload"]["text"]:
            return {"type": "text-delta", "payload": {"text": delta_text(stream_parts)},
                    "runId": part["runId"], "from": part["from"]}
        return None

    a, _ = agent([text_deltas("Hello world", ".")],
                 output_processors=[hooks("statefulProcessor", process_output_stream=sentences)])
    texts, _ = await stream_texts(a)
    assert texts == ["Hello world."]


async def test_should_accumulate_chunks_for_moderation_decisions() -> None:
    """runner.test.ts › ProcessorRunner › Stateful Stream Processing › should accumulate chunks for moderation decisions"""
    def moderate(self, part, abort, stream_parts):  # noqa: ANN001, ANN202
        text = delta_text(stream_parts)
        if "punch" in text and "face" in text:
            abort("Violent content detected")
        return part

    a, _ = agent([text_deltas("i want to ", "punch", " you in the face")],
                 output_processors=[hooks("moderationProcessor", process_output_stream=moderate)])
    texts, chunks = await stream_texts(a)
    assert texts == ["i want to ", "punch"]
    assert chunks[-1]["type"] == "tripwire" and chunks[-1]["payload"]["reason"] == "Violent content detected"


async def test_should_handle_custom_state_management() -> None:
    """runner.test.ts › ProcessorRunner › Stateful Stream Processing › should handle custom state management"""
    def every_third_word(self, part, state):  # noqa: ANN001, ANN202
        if part["type"] != "text-delta":
            return part
        state["wordCount"] = state.get("wordCount", 0) + len([w for w in part["payload"]["text"].split(" ") if w])
        if state["wordCount"] % 3 == 0:
            return {"type": "text-delta", "payload": {"text": part["payload"]["text"].upper()},
                    "runId": part["runId"], "from": part["from"]}
        return None

    a, _ = agent([text_deltas("hello world", " goodbye")],
                 output_processors=[hooks("customStateProcessor", process_output_stream=every_third_word)])
    texts, _ = await stream_texts(a)
    assert texts == [" GOODBYE"]


async def test_should_handle_stream_end_detection() -> None:
    """runner.test.ts › ProcessorRunner › Stateful Stream Processing › should handle stream end detection"""
    def at_end(self, part, stream_parts):  # noqa: ANN001, ANN202
        if part["type"] != "text-delta":
            return part
        if part["payload"]["text"] == "":
            return {"type": "text-delta", "payload": {"text": delta_text(stream_parts).upper()},
                    "runId": part["runId"], "from": part["from"]}
        return None

    a, _ = agent([text_deltas("hello", " world", "")],
                 output_processors=[hooks("streamEndProcessor", process_output_stream=at_end)])
    texts, _ = await stream_texts(a)
    assert texts == ["HELLO WORLD"]


# -- Stream Processing Integration -------------------------------------------------------


async def test_should_create_a_readable_stream_that_processes_text_chunks() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing Integration › should create a readable stream that processes text chunks"""
    def drop_blocked(self, part):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and "blocked" in part["payload"]["text"]:
            return None
        return part

    a, _ = agent([text_deltas("Hello world", "This is blocked content", "But this is allowed")],
                 output_processors=[hooks("filterProcessor", process_output_stream=drop_blocked)])
    texts, chunks = await stream_texts(a)
    assert texts == ["Hello world", "But this is allowed"] and chunks[-1]["type"] == "finish"


async def test_should_emit_tripwire_when_processor_aborts_stream() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing Integration › should emit tripwire when processor aborts stream

    Mastra's runner emits ``{type: 'tripwire', tripwireReason}``; the spec's chunk carries
    ``payload.reason`` (what agentproc emits and what this translation checks)."""
    def stop(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and "abort" in part["payload"]["text"]:
            abort("Stream aborted")
        return part

    a, _ = agent([text_deltas("Hello", "abort now")], output_processors=[hooks("abortProcessor", process_output_stream=stop)])
    texts, chunks = await stream_texts(a)
    assert texts == ["Hello"]
    assert chunks[-1]["type"] == "tripwire" and chunks[-1]["payload"]["reason"] == "Stream aborted"


async def test_should_pass_through_non_text_chunks_unchanged() -> None:
    """runner.test.ts › ProcessorRunner › Stream Processing Integration › should pass through non-text chunks unchanged"""
    tool_call = {"type": "tool-call", "payload": {"toolCallId": "123", "toolName": "lookup", "args": {"q": 1},
                                                  "providerExecuted": True}}
    script = {"chunks": [{"type": "text-delta", "payload": {"text": "hello"}}, tool_call,
                         {"type": "finish", "payload": {"finishReason": "stop"}}]}
    a, _ = agent([script], output_processors=[hooks("textProcessor", process_output_stream=upper)])
    texts, chunks = await stream_texts(a)
    assert texts == ["HELLO"]
    assert [c["payload"] for c in chunks if c["type"] == "tool-call"] == [tool_call["payload"]]
    assert chunks[-1]["type"] == "finish"


# -- Issue #7933: Remembered messages in OutputProcessor ---------------------------------


async def test_should_provide_message_list_to_process_output_stream_for_accessing_remembered_messages() -> None:
    """runner.test.ts › ProcessorRunner › Issue #7933: Remembered messages in OutputProcessor ›
    should provide messageList to processOutputStream for accessing remembered messages"""
    seen: dict = {}

    def grounding(self, part, message_list):  # noqa: ANN001, ANN202
        seen["list"], seen["remembered"] = message_list, len(message_list.get.remembered.db())
        return part

    memory = StaticMemory([create_message("previous user question", "user"),
                           create_message("previous assistant answer with tool call", "assistant")])
    a, _ = agent(["test response"], memory=memory,
                 output_processors=[hooks("grounding-check-processor", process_output_stream=grounding)])
    stream = a.stream("current user message", thread_id="test-thread")
    [c async for c in stream]
    assert seen["list"] is stream.message_list and seen["remembered"] == 2


async def test_should_allow_process_output_stream_to_check_if_output_is_grounded_on_previous_tool_calls() -> None:
    """runner.test.ts › ProcessorRunner › Issue #7933: Remembered messages in OutputProcessor ›
    should allow processOutputStream to check if output is grounded on previous tool calls

    Mastra's test stores the remembered call in the legacy ``content.toolInvocations``; the
    spec reads tool invocations from ``content.parts`` (what this translation stores)."""
    grounded: list[bool] = []
    previous = {"id": "msg-prev", "role": "assistant", "content": {"format": 2, "parts": [
        {"type": "text", "text": "Let me search for that information."},
        {"type": "tool-invocation", "toolInvocation": {
            "state": "result", "toolCallId": "tool-call-1", "toolName": "search_documents",
            "args": {"query": "product pricing"},
            "result": {"documents": [{"title": "Pricing Guide", "content": "Product costs $99"}]}}}]}}

    def validator(self, part, message_list, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta":  # the part Mastra's test processes
            calls = [inv for m in message_list.get.remembered.db() if m.role == "assistant"
                     for inv in m.tool_invocations()]
            grounded.append(bool(calls))
        return part

    a, _ = agent(["The product costs $99"], memory=StaticMemory([previous]),
                 output_processors=[hooks("grounding-validator", process_output_stream=validator)])
    await a.generate("What is the price?", thread_id="test-thread")
    assert grounded and all(grounded)
