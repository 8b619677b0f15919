"""Mastra's ``packages/core/src/agent/agent-processor.test.ts``, translated for its current
model API: the non-user messages an input processor adds, output processors in generate and
stream, the tripwire chunk (reason, retry, metadata, processorId), ``retryCount`` and the
retry mechanism. Its input-processor tests repeat ``input-processors.test.ts`` (translated
there); its ``v1 model`` tests drive Mastra's legacy API and are not translated."""
from __future__ import annotations

from typing import Any, AsyncIterator

import pytest

from agentproc.runtime import Agent, Processor
from agentproc.runtime.providers import ScriptedModel
from tests.conformance.input_echo import EchoModel


def hooks(id: str, **methods: Any) -> Processor:  # noqa: A002
    return type("Inline", (Processor,), {"id": id, **methods})()


class CountingModel:
    """Answers ``response <n>`` (or the given texts in turn) and records every prompt."""

    provider, model_id = "mock", "mock-model-id"

    def __init__(self, texts: list[str] | None = None) -> None:
        self.texts, self.prompts = texts, []

    @property
    def calls(self) -> int:
        return len(self.prompts)

    def stream(self, request: Any) -> AsyncIterator[dict]:
        self.prompts.append(request.prompt)
        n = len(self.prompts)
        text = self.texts[min(n, len(self.texts)) - 1] if self.texts else f"response {n}"
        return _answer(text)


async def _answer(text: str) -> AsyncIterator[dict]:
    yield {"type": "text-delta", "payload": {"id": "1", "text": text}}
    yield {"type": "finish", "payload": {"finishReason": "stop",
                                         "usage": {"inputTokens": 5, "outputTokens": 5, "totalTokens": 10}}}


# -- Input Processors with non-user role messages ----------------------------------------


async def test_should_handle_input_processors_that_add_system_messages() -> None:
    """agent-processor.test.ts › Input and Output Processors › Input Processors with non-user role messages ›
    should handle input processors that add system messages"""
    def add_system(self, messages):  # noqa: ANN001, ANN202
        system = {"id": "sys-1", "role": "system",
                  "content": {"content": "You are a helpful assistant.", "format": 2, "parts": []}}
        return [system, *messages]

    agent = Agent("system-message-processor-test-agent", instructions="You are a test agent", model=EchoModel(),
                  input_processors=[hooks("system-message-processor", process_input=add_system)])
    result = await agent.generate("Hello")
    assert "processed:" in result.text


async def test_should_handle_input_processors_that_add_assistant_messages_for_context() -> None:
    """agent-processor.test.ts › Input and Output Processors › Input Processors with non-user role messages ›
    should handle input processors that add assistant messages for context"""
    def add_assistant(self, messages):  # noqa: ANN001, ANN202
        earlier = {"id": "asst-1", "role": "assistant", "content": {
            "format": 2, "parts": [{"type": "text", "text": "Previously, I helped you with your code."}]}}
        return [earlier, *messages]

    agent = Agent("assistant-message-processor-test-agent", instructions="You are a test agent", model=EchoModel(),
                  input_processors=[hooks("assistant-message-processor", process_input=add_assistant)])
    result = await agent.generate("Continue from before")
    assert "processed:" in result.text and "Previously, I helped you with your code." in result.text


# -- tripwire chunk ------------------------------------------------------------------------


async def test_should_include_both_retry_and_metadata_in_stream_tripwire_chunk() -> None:
    """agent-processor.test.ts › Input and Output Processors › … › should include both retry and metadata in
    stream tripwire chunk (no maxProcessorRetries: the retry request ends the run, "否则请求将中止")"""
    def toxicity(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and "toxic" in part["payload"]["text"]:
            abort("Toxic content detected", retry=True, metadata={"category": "hate_speech", "confidence": 0.95})
        return part

    agent = Agent("metadata-stream-tripwire-test-agent", instructions="You are a helpful assistant.",
                  model=ScriptedModel([{"chunks": [{"type": "text-delta", "payload": {"id": "1", "text": "toxic content here"}},
                                                   {"type": "finish", "payload": {"finishReason": "stop"}}]}]),
                  output_processors=[hooks("toxicity-processor", process_output_stream=toxicity)])
    chunks = [c async for c in agent.stream("Hello")]
    tripwire = next(c for c in chunks if c["type"] == "tripwire")
    assert tripwire["payload"]["reason"] == "Toxic content detected" and tripwire["payload"]["retry"] is True
    assert tripwire["payload"]["metadata"] == {"category": "hate_speech", "confidence": 0.95}


async def test_should_include_retry_flag_in_stream_tripwire_chunk_for_input_processor() -> None:
    """agent-processor.test.ts › New Processor Features › TripWire with retry option ›
    should include retry flag in stream tripwire chunk for input processor"""
    def needs_work(self, messages, abort):  # noqa: ANN001, ANN202
        abort("Response needs improvement", retry=True)

    agent = Agent("retry-tripwire-test-agent", instructions="You are a helpful assistant.",
                  model=answering("test response"), input_processors=[hooks("retry-processor", process_input=needs_work)])
    chunks = [c async for c in agent.stream("Hello")]
    tripwire = next(c for c in chunks if c["type"] == "tripwire")
    assert tripwire["payload"]["reason"] == "Response needs improvement" and tripwire["payload"]["retry"] is True


async def test_should_include_retry_flag_in_stream_tripwire_chunk_for_output_stream_processor() -> None:
    """agent-processor.test.ts › New Processor Features › TripWire with retry option ›
    should include retry flag in stream tripwire chunk for output stream processor"""
    def needs_retry(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta":
            abort("Stream content needs retry", retry=True)
        return part

    agent = Agent("retry-stream-tripwire-test-agent", instructions="You are a helpful assistant.",
                  model=answering("test response"),
                  output_processors=[hooks("retry-stream-processor", process_output_stream=needs_retry)])
    chunks = [c async for c in agent.stream("Hello")]
    tripwire = next(c for c in chunks if c["type"] == "tripwire")
    assert tripwire["payload"]["reason"] == "Stream content needs retry" and tripwire["payload"]["retry"] is True


async def test_should_include_metadata_in_stream_tripwire_chunk_for_input_processor() -> None:
    """agent-processor.test.ts › New Processor Features › TripWire with typed metadata ›
    should include metadata in stream tripwire chunk for input processor"""
    def pii(self, messages, abort):  # noqa: ANN001, ANN202
        abort("PII detected in input", {"metadata": {"fields": ["email", "phone"], "severity": "high"}})

    agent = Agent("metadata-tripwire-test-agent", instructions="You are a helpful assistant.",
                  model=answering("test response"), input_processors=[hooks("pii-processor", process_input=pii)])
    chunks = [c async for c in agent.stream("My email is test@test.com")]
    tripwire = next(c for c in chunks if c["type"] == "tripwire")
    assert tripwire["payload"]["reason"] == "PII detected in input"
    assert tripwire["payload"]["metadata"] == {"fields": ["email", "phone"], "severity": "high"}


# -- retryCount passed to processors -------------------------------------------------------


@pytest.mark.parametrize("hook", ["process_input", "process_output_result", "process_output_stream"])
async def test_should_pass_retry_count_to_processors(hook: str) -> None:
    """agent-processor.test.ts › Input and Output Processors › retryCount passed to processors ›
    should pass retryCount to input processor / to output processor / to stream processor"""
    received: list[int] = []

    def record(self, retry_count, **kwargs):  # noqa: ANN001, ANN003, ANN202
        received.append(retry_count)
        return kwargs.get("part")

    lane = "input_processors" if hook == "process_input" else "output_processors"
    agent = Agent("retry-count-test-agent", instructions="You are a helpful assistant.", model=CountingModel(["test"]),
                  **{lane: [hooks("retry-aware-processor", **{hook: record})]})
    [c async for c in agent.stream("Hello")]
    assert received and set(received) == {0}


# -- retry mechanism -----------------------------------------------------------------------


def reject_first(reason: str, when: str | None = None) -> Any:
    def process_output_step(self, text, abort, retry_count):  # noqa: ANN001, ANN202
        if retry_count == 0 and (when is None or when in (text or "")):
            abort(reason, retry=True)
        return []
    return process_output_step


def has_system(prompt: list[dict], words: str) -> bool:
    return any(m["role"] == "system" and words in m["content"] for m in prompt)


async def test_should_retry_with_feedback_when_processor_calls_abort_with_retry_true() -> None:
    """agent-processor.test.ts › Input and Output Processors › retry mechanism ›
    should retry with feedback when processor calls abort with retry: true"""
    model = CountingModel(["bad response that needs improvement", "improved response"])
    agent = Agent("retry-mechanism-test-agent", instructions="You are a helpful assistant.", model=model,
                  output_processors=[hooks("retry-triggering-processor", process_output_step=reject_first(
                      "Response quality too low, please improve", "bad response"))], max_processor_retries=3)
    result = await agent.generate("Hello")
    assert model.calls == 2 and has_system(model.prompts[1], "Response quality too low")
    assert result.text == "improved response" and not result.tripwire


@pytest.mark.xfail(strict=True, reason="agentproc drops a rejected step from result.steps (its record is the "
                                       "violation with action 'retried'); Mastra keeps it with its tripwire")
async def test_should_retry_with_feedback_when_processor_calls_abort_with_retry_true_keeping_the_rejected_step() -> None:
    """agent-processor.test.ts › Input and Output Processors › retry mechanism ›
    should retry with feedback when processor calls abort with retry: true (its result.steps assertions)"""
    model = CountingModel(["bad response that needs improvement", "improved response"])
    agent = Agent("retry-mechanism-test-agent", instructions="You are a helpful assistant.", model=model,
                  output_processors=[hooks("retry-triggering-processor", process_output_step=reject_first(
                      "Response quality too low, please improve", "bad response"))], max_processor_retries=3)
    result = await agent.generate("Hello")
    assert len(result.steps) == 2


async def test_should_increment_retry_count_on_each_retry() -> None:
    """agent-processor.test.ts › Input and Output Processors › retry mechanism › should increment retryCount on each retry"""
    counts: list[int] = []

    def tracking(self, abort, retry_count):  # noqa: ANN001, ANN202
        counts.append(retry_count)
        if retry_count < 2:
            abort("Need more retries", retry=True)
        return []

    model = CountingModel()
    agent = Agent("retry-count-increment-test-agent", instructions="You are a helpful assistant.", model=model,
                  output_processors=[hooks("retry-count-tracking-processor", process_output_step=tracking)],
                  max_processor_retries=5)
    await agent.generate("Hello")
    assert counts == [0, 1, 2] and model.calls == 3


async def test_should_stop_retrying_and_return_tripwire_when_max_processor_retries_is_reached() -> None:
    """agent-processor.test.ts › Input and Output Processors › retry mechanism ›
    should stop retrying and return tripwire when maxProcessorRetries is reached"""
    def never_satisfied(self, abort):  # noqa: ANN001, ANN202
        abort("Never satisfied", retry=True)

    model = CountingModel()
    agent = Agent("max-retries-test-agent", instructions="You are a helpful assistant.", model=model,
                  output_processors=[hooks("always-retry-processor", process_output_step=never_satisfied)],
                  max_processor_retries=2)
    result = await agent.generate("Hello")
    assert model.calls == 3 and result.tripwire["reason"] == "Never satisfied"


async def test_should_not_include_rejected_assistant_response_in_messages_sent_to_llm_on_retry() -> None:
    """agent-processor.test.ts › Input and Output Processors › retry mechanism ›
    should not include rejected assistant response in messages sent to LLM on retry"""
    seen: list[str] = []

    def detector(self, text, abort, retry_count):  # noqa: ANN001, ANN202
        if retry_count == 0:
            seen.append(text or "")
            abort("Fabrication detected, please regenerate without fabricating", retry=True)
        return []

    model = CountingModel(["fabricated response that should be rejected", "corrected response"])
    agent = Agent("retry-no-rejected-response-agent", instructions="You are a helpful assistant.", model=model,
                  output_processors=[hooks("fabrication-detector", process_output_step=detector)],
                  max_processor_retries=3)
    result = await agent.generate("What is the capital of France?")
    assert seen == ["fabricated response that should be rejected"] and model.calls == 2
    retry_prompt = model.prompts[1]
    assert not any(m["role"] == "assistant" and any(seen[0] in p.get("text", "") for p in m["content"])
                   for m in retry_prompt)
    assert has_system(retry_prompt, "Fabrication detected")
    assert result.text == "corrected response"


async def test_should_not_include_rejected_assistant_response_in_messages_on_retry_when_streaming() -> None:
    """agent-processor.test.ts › Input and Output Processors › retry mechanism ›
    should not include rejected assistant response in messages on retry when streaming"""
    seen: list[str] = []

    def detector(self, text, abort, retry_count):  # noqa: ANN001, ANN202
        if retry_count == 0:
            seen.append(text or "")
            abort("Fabrication detected, please regenerate", retry=True)
        return []

    model = CountingModel(["fabricated response that should be rejected", "corrected response"])
    agent = Agent("retry-no-rejected-response-stream-agent", instructions="You are a helpful assistant.", model=model,
                  output_processors=[hooks("fabrication-detector-stream", process_output_step=detector)],
                  max_processor_retries=3)
    stream = agent.stream("What is the capital of France?")
    [c async for c in stream]
    assert seen == ["fabricated response that should be rejected"] and model.calls == 2
    assert not any(m["role"] == "assistant" and any(seen[0] in p.get("text", "") for p in m["content"])
                   for m in model.prompts[1])
    assert stream.result.text == "corrected response"


@pytest.mark.parametrize("lane", ["input", "output stream"])
async def test_should_include_processor_id_in_stream_tripwire_chunk(lane: str) -> None:
    """agent-processor.test.ts › New Processor Features › processorId in tripwire output ›
    should include processorId in stream tripwire chunk for input processor / for output stream processor"""
    def block_input(self, messages, abort):  # noqa: ANN001, ANN202
        abort("Blocked by identified processor")

    def block_stream(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta":
            abort("Stream blocked")
        return part

    if lane == "input":
        options = {"input_processors": [hooks("my-identified-processor", process_input=block_input)]}
        expected = "my-identified-processor"
    else:
        options = {"output_processors": [hooks("my-stream-processor", process_output_stream=block_stream)]}
        expected = "my-stream-processor"
    agent = Agent("processor-id-test-agent", instructions="You are a helpful assistant.", model=answering("test"),
                  **options)
    chunks = [c async for c in agent.stream("Hello")]
    assert next(c for c in chunks if c["type"] == "tripwire")["payload"]["processorId"] == expected


# -- Output Processors with generate -------------------------------------------------------

LANE_ERROR = ("agentproc refuses a processor that implements none of its lane's hooks (ProcessorLaneError at "
              "stream()); Mastra skips it")


def map_text(messages: list[Any], fn: Any) -> list[dict[str, Any]]:
    """Mastra's ``messages.map(msg => ({...msg, content: {...msg.content, parts: …}}))``, in Python."""
    return [{**m.to_dict(), "content": {**m.content.to_dict(), "parts": [
        {**p, "text": fn(p["text"])} if p.get("type") == "text" else p for p in m.content.parts]}} for m in messages]


def answering(text: str) -> ScriptedModel:
    return ScriptedModel([{"chunks": [{"type": "text-delta", "payload": {"id": "text-1", "text": text}},
                                      {"type": "finish", "payload": {"finishReason": "stop"}}]}])


async def test_should_process_final_text_through_output_processors() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with generate ›
    should process final text through output processors"""
    seen: list[str] = []

    def shout_test(self, messages):  # noqa: ANN001, ANN202
        processed = map_text(messages, lambda t: t.replace("test", "TEST"))
        seen.append(processed[0]["content"]["parts"][0]["text"])
        return processed

    agent = Agent("generate-output-processor-test-agent", instructions="You are a helpful assistant.",
                  model=answering("This is a test response with test words"),
                  output_processors=[hooks("test-output-processor", process_output_result=shout_test)])
    result = await agent.generate("Hello")
    assert result.messages[0].text == "This is a TEST response with TEST words"
    assert seen == ["This is a TEST response with TEST words"]


async def test_should_return_processed_text_in_result_text_property() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with generate ›
    should return processed text in result.text property"""
    agent = Agent("result-text-processor-test-agent", instructions="You are a helpful assistant.",
                  model=answering("hello world"),
                  output_processors=[hooks("text-transform-processor", process_output_result=lambda self, messages:
                                           map_text(messages, str.upper))])
    result = await agent.generate("Test")
    assert result.text == "HELLO WORLD" and result.messages[0].text == "HELLO WORLD"


async def test_should_process_messages_through_multiple_output_processors_in_sequence() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with generate ›
    should process messages through multiple output processors in sequence"""
    agent = Agent("multi-processor-generate-test-agent", instructions='Respond with: "hello world"',
                  model=answering("hello world"), output_processors=[
                      hooks("replace-processor", process_output_result=lambda self, messages:
                            map_text(messages, lambda t: t.replace("hello", "HELLO"))),
                      hooks("prefix-processor", process_output_result=lambda self, messages:
                            map_text(messages, lambda t: f"[PROCESSED] {t}"))])
    result = await agent.generate("Test")
    assert result.messages[0].text == "[PROCESSED] HELLO world"


async def test_should_handle_abort_in_output_processors() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with generate ›
    should handle abort in output processors"""
    def flag(self, messages, abort):  # noqa: ANN001, ANN202
        if any("inappropriate" in m.text for m in messages):
            abort("Content flagged as inappropriate")
        return messages

    agent = Agent("aborting-generate-test-agent", instructions="You are a helpful assistant.",
                  model=answering("This content is inappropriate and should be blocked"),
                  output_processors=[hooks("aborting-output-processor", process_output_result=flag)])
    result = await agent.generate("Generate inappropriate content")
    assert result.tripwire["reason"] == "Content flagged as inappropriate" and result.finish_reason == "other"


@pytest.mark.xfail(strict=True, reason=LANE_ERROR)
async def test_should_skip_processors_that_do_not_implement_process_output_result() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with generate ›
    should skip processors that do not implement processOutputResult"""
    class Incomplete:
        id = "incomplete-processor"

    agent = Agent("mixed-processor-test-agent", instructions="You are a helpful assistant.",
                  model=answering("This is a test response"), output_processors=[
                      Incomplete(), hooks("complete-processor", process_output_result=lambda self, messages:
                                          map_text(messages, lambda t: f"[COMPLETE] {t}"))])
    result = await agent.generate("Test incomplete processors")
    assert result.messages[0].text == "[COMPLETE] This is a test response"


# -- Output Processors with stream ---------------------------------------------------------


async def streamed_text(agent: Agent, prompt: str) -> tuple[str, list[dict]]:
    chunks = [c async for c in agent.stream(prompt)]
    return "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta"), chunks


async def test_should_process_text_chunks_through_output_processors_in_real_time() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with stream ›
    should process text chunks through output processors in real-time"""
    def shout(self, part):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta":
            return {"type": "text-delta", "payload": {**part["payload"],
                                                      "text": part["payload"]["text"].replace("test", "TEST")}}
        return part

    agent = Agent("output-processor-test-agent",
                  instructions='You are a helpful assistant. Respond with exactly: "This is a test response"',
                  model=EchoModel(), output_processors=[hooks("test-output-processor", process_output_stream=shout)])
    text, _ = await streamed_text(agent, "Hello")
    assert text == 'processed: You are a helpful assistant. Respond with exactly: "This is a TEST response" Hello'


async def test_should_filter_blocked_content_chunks() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with stream › should filter blocked content chunks"""
    def drop(self, part):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and "You are" in part["payload"]["text"]:
            return None
        return part

    agent = Agent("blocking-processor-test-agent", instructions="You are a helpful assistant.", model=EchoModel(),
                  output_processors=[hooks("filtering-output-processor", process_output_stream=drop)])
    text, _ = await streamed_text(agent, "Hello")
    assert text == "processed: "


async def test_should_emit_tripwire_when_output_processor_calls_abort() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with stream ›
    should emit tripwire when output processor calls abort"""
    def stop(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and "processed" in part["payload"]["text"]:
            abort("Content triggered abort")
        return part

    agent = Agent("aborting-processor-test-agent", instructions="You are a helpful assistant.", model=EchoModel(),
                  output_processors=[hooks("aborting-output-processor", process_output_stream=stop)])
    text, chunks = await streamed_text(agent, "Hello")
    assert next(c for c in chunks if c["type"] == "tripwire")["payload"]["reason"] == "Content triggered abort"
    assert "test" not in text


async def test_should_process_chunks_through_multiple_output_processors_in_sequence() -> None:
    """agent-processor.test.ts › Input and Output Processors › Output Processors with stream ›
    should process chunks through multiple output processors in sequence"""
    def replace(self, part):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and part["payload"]["text"]:
            return {"type": "text-delta", "payload": {**part["payload"], "text": "SUH DUDE"}}
        return part

    def prefix(self, part):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta" and "SUH DUDE" in part["payload"]["text"]:
            return {"type": "text-delta", "payload": {**part["payload"], "text": f"[PROCESSED] {part['payload']['text']}"}}
        return part

    agent = Agent("multi-processor-test-agent", instructions='Respond with: "This is a test response"',
                  model=EchoModel(), output_processors=[hooks("replace-processor", process_output_stream=replace),
                                                        hooks("prefix-processor", process_output_stream=prefix)])
    text, _ = await streamed_text(agent, "Test")
    assert text == "[PROCESSED] SUH DUDE[PROCESSED] SUH DUDE"


async def test_should_process_streamed_structured_output_through_output_processors_with_stream() -> None:
    """agent-processor.test.ts › Input and Output Processors › Custom Output with Processors ›
    should process streamed structured output through output processors with stream"""
    import json

    chunks_seen: list[str] = []
    final: list[Any] = []

    class StreamStructured(Processor):
        id = "stream-structured-processor"

        def process_output_stream(self, part):  # noqa: ANN001, ANN201
            if part["type"] == "text-delta" and part["payload"]["text"]:
                chunks_seen.append(part["payload"]["text"])
                return {**part, "payload": {**part["payload"], "text": part["payload"]["text"].replace("Obama", "OBAMA")}}
            return part

        def process_output_result(self, messages):  # noqa: ANN001, ANN201
            def mark(text: str) -> str:
                data = {**json.loads(text), "stream_processed": True}
                final.append(data)
                return json.dumps(data)
            return map_text(messages, mark)

    deltas = ['{"winner":', '"Barack', ' Obama",', '"year":"2012"}']
    model = ScriptedModel([{"chunks": [{"type": "text-delta", "payload": {"id": "text-1", "text": d}} for d in deltas]
                            + [{"type": "finish", "payload": {"finishReason": "stop"}}]}])
    agent = Agent("stream-structured-processor-test-agent", instructions="You know about US elections.", model=model,
                  output_processors=[StreamStructured()])
    stream = agent.stream("Who won the 2012 US presidential election?", structured_output={
        "schema": {"type": "object", "properties": {"winner": {"type": "string"}, "year": {"type": "string"}}}})
    text = "".join([c["payload"]["text"] async for c in stream if c["type"] == "text-delta"])
    assert "Barack" in "".join(chunks_seen) and "OBAMA" in text
    assert final == [{"winner": "Barack OBAMA", "year": "2012", "stream_processed": True}]


# -- Tripwire Functionality ----------------------------------------------------------------


async def test_tripwire_generate_should_handle_processor_abort_with_default_message() -> None:
    """agent-processor.test.ts › Input and Output Processors › Tripwire Functionality › generate method ›
    should handle processor abort with default message"""
    def abort_now(self, abort, messages):  # noqa: ANN001, ANN202
        abort()

    agent = Agent("output-tripwire-test-agent", instructions="You are a helpful assistant.",
                  model=answering("This should be aborted"),
                  output_processors=[hooks("abort-output-processor", process_output_result=abort_now)])
    result = await agent.generate("Hello")
    assert result.tripwire["reason"] == "Tripwire triggered by abort-output-processor"
    assert result.finish_reason == "other"


@pytest.mark.xfail(strict=True, reason="agentproc's default reason for abort() in process_output_stream is 'Stream "
                                       "part blocked by <id>' (the wording of Mastra's runner for a blocked part); "
                                       "this Mastra test expects 'Tripwire triggered by <id>'")
async def test_tripwire_stream_should_handle_processor_abort_with_default_message() -> None:
    """agent-processor.test.ts › Input and Output Processors › Tripwire Functionality › stream method ›
    should handle processor abort with default message"""
    def abort_on_text(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta":
            abort()
        return part

    agent = Agent("stream-output-tripwire-test-agent", instructions="You are a helpful assistant.", model=EchoModel(),
                  output_processors=[hooks("abort-stream-output-processor", process_output_stream=abort_on_text)])
    _, chunks = await streamed_text(agent, "Hello")
    tripwire = next(c for c in chunks if c["type"] == "tripwire")
    assert tripwire["payload"]["reason"] == "Tripwire triggered by abort-stream-output-processor"


async def test_tripwire_stream_should_handle_processor_abort_with_custom_message() -> None:
    """agent-processor.test.ts › Input and Output Processors › Tripwire Functionality › stream method ›
    should handle processor abort with custom message"""
    def abort_on_text(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "text-delta":
            abort("Custom stream output abort reason")
        return part

    agent = Agent("custom-stream-output-tripwire-test-agent", instructions="You are a helpful assistant.",
                  model=EchoModel(),
                  output_processors=[hooks("custom-abort-stream-output", process_output_stream=abort_on_text)])
    _, chunks = await streamed_text(agent, "Custom abort test")
    assert next(c for c in chunks if c["type"] == "tripwire")["payload"]["reason"] == "Custom stream output abort reason"
