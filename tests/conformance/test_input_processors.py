"""Mastra's ``packages/core/src/agent/__tests__/input-processors.test.ts`` (its v2 half), translated.

The model echoes its prompt ("processed: " and every message's text), so a message an input
processor adds shows in the answer."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest

from agentproc.runtime import Agent, Processor, RequestContext
from tests.conformance.input_echo import EchoModel
from tests.conformance.mock_models import create_message


def hooks(id: str, **methods: Any) -> Processor:  # noqa: A002
    return type("Inline", (Processor,), {"id": id, **methods})()


def adds(text: str, delay: float = 0.0) -> Any:
    async def process_input(self, messages):  # noqa: ANN001, ANN202
        if delay:
            await asyncio.sleep(delay)
        messages.append(create_message(text))
        return messages
    return process_input


def agent(input_processors: Any) -> Agent:
    return Agent("test-agent", instructions="You are a helpful assistant", model=EchoModel(),
                 input_processors=input_processors)


async def test_should_run_input_processors_before_generation() -> None:
    """input-processors.test.ts › v2 - Input Processors › basic functionality › should run input processors before generation"""
    result = await agent([hooks("test-processor", process_input=adds("Processor was here!"))]).generate("Hello world")
    assert "processed:" in result.text and "Processor was here!" in result.text


class RequestRewriter(Processor):
    id = "request-processor"

    def __init__(self, bare: bool) -> None:
        self.bare, self.calls = bare, 0

    async def process_llm_request(self, prompt):  # noqa: ANN001, ANN201
        self.calls += 1
        rewritten = [{**m, "content": [{"type": "text", "text": "Request processor was here"}]}
                     if m["role"] == "user" else m for m in prompt]
        return rewritten if self.bare else {"prompt": rewritten}


@pytest.mark.xfail(strict=True, reason="the spec's ProcessLLMRequestResult is { prompt } | undefined; agentproc refuses "
                                       "a bare prompt array with a processor_contract_error naming the shape, Mastra "
                                       "also accepts the array")
async def test_should_run_process_llm_request_through_the_explicit_llm_request_processor_path() -> None:
    """input-processors.test.ts › v2 - Input Processors › basic functionality ›
    should run processLLMRequest through the explicit LLM request processor path"""
    rewriter = RequestRewriter(bare=True)
    result = await agent([hooks("input-processor", process_input=adds("Input processor was here")),
                          rewriter]).generate("Hello")
    assert rewriter.calls == 1
    assert "Request processor was here" in result.text and "Input processor was here" not in result.text


async def test_should_run_process_llm_request_through_the_explicit_llm_request_processor_path_with_prompt() -> None:
    """input-processors.test.ts › v2 - Input Processors › basic functionality ›
    should run processLLMRequest through the explicit LLM request processor path (returning { prompt })"""
    rewriter = RequestRewriter(bare=False)
    result = await agent([hooks("input-processor", process_input=adds("Input processor was here")),
                          rewriter]).generate("Hello")
    assert rewriter.calls == 1
    assert "Request processor was here" in result.text and "Input processor was here" not in result.text


async def test_should_run_multiple_processors_in_order() -> None:
    """input-processors.test.ts › v2 - Input Processors › basic functionality › should run multiple processors in order"""
    result = await agent([hooks("processor-1", process_input=adds("First processor")),
                          hooks("processor-2", process_input=adds("Second processor"))]).generate("Hello")
    assert result.text.index("First processor") < result.text.index("Second processor")


async def test_should_support_async_processors_running_in_sequence() -> None:
    """input-processors.test.ts › v2 - Input Processors › basic functionality › should support async processors running in sequence"""
    result = await agent([hooks("async-processor-1", process_input=adds("First processor")),
                          hooks("async-processor-2", process_input=adds("Second processor", 0.01))]).generate("Test async")
    assert result.text.index("First processor") < result.text.index("Second processor")


def aborts(reason: str | None = None) -> Any:
    async def process_input(self, abort, messages):  # noqa: ANN001, ANN202
        abort(reason) if reason else abort()
        return messages
    return process_input


async def test_should_handle_processor_abort_with_default_message() -> None:
    """input-processors.test.ts › v2 - Input Processors › tripwire functionality › should handle processor abort with default message"""
    result = await agent([hooks("abort-processor", process_input=aborts())]).generate("This should be aborted")
    assert result.tripwire["reason"] == "Tripwire triggered by abort-processor"
    assert result.text == "" and result.finish_reason == "other"


async def test_should_handle_processor_abort_with_custom_message() -> None:
    """input-processors.test.ts › v2 - Input Processors › tripwire functionality › should handle processor abort with custom message"""
    result = await agent([hooks("custom-abort", process_input=aborts("Custom abort reason"))]).generate("Custom abort test")
    assert result.tripwire["reason"] == "Custom abort reason" and result.text == ""


async def test_should_not_execute_subsequent_processors_after_abort() -> None:
    """input-processors.test.ts › v2 - Input Processors › tripwire functionality › should not execute subsequent processors after abort"""
    ran: list[bool] = []

    def should_not_run(self, messages):  # noqa: ANN001, ANN202
        ran.append(True)
        return messages

    result = await agent([hooks("abort-first", process_input=aborts("Stop here")),
                          hooks("should-not-run", process_input=should_not_run)]).generate("Abort sequence test")
    assert result.tripwire is not None and ran == []


async def test_should_handle_input_processors_with_streaming() -> None:
    """input-processors.test.ts › v2 - Input Processors › streaming with input processors › should handle input processors with streaming"""
    stream = agent([hooks("stream-processor", process_input=adds("Stream processor active"))]).stream("Stream test")
    text = "".join([piece async for piece in stream.text_stream()])
    assert "Stream processor active" in text


@pytest.mark.xfail(strict=True, reason="agentproc streams the run's 'start' chunk before process_input runs (a client "
                                       "knows the run id while slow input checks run), so the stream is start + tripwire")
async def test_should_handle_abort_in_streaming_with_tripwire_response() -> None:
    """input-processors.test.ts › v2 - Input Processors › streaming with input processors › should handle abort in streaming with tripwire response"""
    stream = agent([hooks("stream-abort", process_input=aborts("Stream aborted"))]).stream("Stream abort test")
    chunks = [c async for c in stream]
    assert all(c["type"] == "tripwire" and c["payload"]["reason"] == "Stream aborted" for c in chunks)


async def test_should_handle_abort_in_streaming_with_tripwire_response_and_no_text() -> None:
    """input-processors.test.ts › v2 - Input Processors › streaming with input processors ›
    should handle abort in streaming with tripwire response (the tripwire, the result, no text)"""
    stream = agent([hooks("stream-abort", process_input=aborts("Stream aborted"))]).stream("Stream abort test")
    chunks = [c async for c in stream]
    assert chunks[-1]["type"] == "tripwire" and chunks[-1]["payload"]["reason"] == "Stream aborted"
    assert stream.result.tripwire["reason"] == "Stream aborted"
    assert not [c for c in chunks if c["type"] == "text-delta"]


async def test_should_include_deployer_methods_when_tripwire_is_triggered_in_streaming() -> None:
    """input-processors.test.ts › v2 - Input Processors › streaming with input processors ›
    should include deployer methods when tripwire is triggered in streaming (its v2 branch: the full output)"""
    stream = agent([hooks("deployer-abort", process_input=aborts("Deployer test abort"))]).stream("Deployer abort test")
    result = await stream.get_result()
    assert result.tripwire["reason"] == "Deployer test abort"


async def test_should_support_function_based_input_processors() -> None:
    """input-processors.test.ts › v2 - Input Processors › dynamic input processors › should support function-based input processors"""
    context = RequestContext()
    context.set("processorMessage", "Dynamic message")

    def build(request_context):  # noqa: ANN001, ANN202
        message = request_context.get("processorMessage") or "Default message"
        return [hooks("dynamic-processor", process_input=adds(message))]

    result = await agent(build).generate("Test dynamic", request_context=context)
    assert "Dynamic message" in result.text


async def test_should_handle_empty_processors_array() -> None:
    """input-processors.test.ts › v2 - Input Processors › dynamic input processors › should handle empty processors array"""
    result = await agent([]).generate("No processors test")
    assert "processed:" in result.text and "No processors test" in result.text


async def test_should_allow_processors_to_modify_message_content() -> None:
    """input-processors.test.ts › v2 - Input Processors › message manipulation › should allow processors to modify message content"""
    def modifier(self, messages):  # noqa: ANN001, ANN202
        if messages and messages[-1].content.parts:
            messages.append(create_message("MODIFIED: Original message was received"))
        return messages

    result = await agent([hooks("message-modifier", process_input=modifier)]).generate("Original user message")
    assert "MODIFIED: Original message was received" in result.text and "Original user message" in result.text


async def test_should_allow_processors_to_filter_or_validate_messages() -> None:
    """input-processors.test.ts › v2 - Input Processors › message manipulation › should allow processors to filter or validate messages"""
    def validator(self, messages, abort):  # noqa: ANN001, ANN202
        text = " ".join(" ".join(p["text"] for p in m.content.parts if p.get("type") == "text") for m in messages)
        if "inappropriate" in text:
            abort("Content validation failed")
        messages.append(create_message("Content validated"))
        return messages

    a = agent([hooks("validator", process_input=validator)])
    assert "Content validated" in (await a.generate("This is appropriate content")).text
    invalid = await a.generate("This contains inappropriate content")
    assert invalid.tripwire["reason"] == "Content validation failed"
