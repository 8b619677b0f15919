"""An Agent on ``openai/<model>``: text, tools, errors and processors against the local server."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.runtime import Agent, Processor, tool
from agentproc.runtime.providers.openai import is_context_length_error
from tests.openai_server import SSE, Status, context_length_exceeded, text_events, tool_call_events, usage


@tool
def order_status(order_id: int) -> dict[str, Any]:
    """Look up an order.

    Args:
        order_id: The order number.
    """
    return {"order": order_id, "status": "shipped"}


class Shout(Processor):
    """Uppercases streamed text."""

    id = "shout"

    def process_output_stream(self, part: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        if part["type"] == "text-delta":
            return {**part, "payload": {**part["payload"], "text": part["payload"]["text"].upper()}}
        return part


class TrimHistory(Processor):
    """On a context-length error, drop the oldest message and retry."""

    id = "trim-history"

    def process_api_error(self, error: Exception, message_list: Any, **kwargs: Any) -> dict[str, Any] | None:
        if not is_context_length_error(error):
            return None
        oldest = message_list.get.all.db()[0]
        message_list.remove_by_ids([oldest.id])
        return {"retry": True}


@pytest.fixture
def agent(openai_model):
    def make(**kwargs: Any) -> Agent:
        return Agent(id="support", instructions="Be brief.", model=openai_model(), **kwargs)
    return make


async def test_generate_returns_the_streamed_text_usage_and_finish_reason(openai_server, agent):
    openai_server.script(SSE(text_events("Your order", " has shipped.", usage_=usage(30, 5))))
    result = await agent().generate("Where is my order?")
    assert result.status == "completed"
    assert result.text == "Your order has shipped."
    assert result.finish_reason == "stop"
    assert result.usage == {"inputTokens": 30, "outputTokens": 5, "totalTokens": 35}
    assert openai_server.bodies[0]["messages"] == [{"role": "system", "content": "Be brief."},
                                                   {"role": "user", "content": "Where is my order?"}]


async def test_a_tool_call_is_executed_and_its_result_sent_back_paired_with_the_call(openai_server, agent):
    openai_server.script(
        SSE(tool_call_events([{"id": "call_1", "name": "order_status", "args": {"order_id": 1234}}])),
        SSE(text_events("Order 1234 has shipped.")),
    )
    result = await agent(tools=[order_status]).generate("Where is order 1234?")
    assert result.text == "Order 1234 has shipped."
    assert result.tool_results[0]["result"] == {"order": 1234, "status": "shipped"}
    second = openai_server.bodies[1]["messages"]
    assert second[-2]["tool_calls"] == [{"id": "call_1", "type": "function", "function": {
        "name": "order_status", "arguments": '{"order_id": 1234}'}}]
    assert second[-1]["role"] == "tool" and second[-1]["tool_call_id"] == "call_1"
    assert "shipped" in second[-1]["content"]
    assert openai_server.bodies[0]["tools"][0]["function"]["name"] == "order_status"


async def test_parallel_tool_calls_are_all_executed(openai_server, agent):
    calls = [{"id": "a", "name": "order_status", "args": {"order_id": 1}},
             {"id": "b", "name": "order_status", "args": {"order_id": 2}}]
    openai_server.script(SSE(tool_call_events(calls, interleaved=True)), SSE(text_events("Both shipped.")))
    result = await agent(tools=[order_status]).generate("Orders 1 and 2?")
    assert sorted(r["result"]["order"] for r in result.tool_results) == [1, 2]
    assert [m["tool_call_id"] for m in openai_server.bodies[1]["messages"] if m["role"] == "tool"] == ["a", "b"]


async def test_output_processors_see_and_change_the_provider_stream(openai_server, agent):
    openai_server.script(SSE(text_events("quiet", " words")))
    stream = agent(output_processors=[Shout()]).stream("hi")
    deltas = [c["payload"]["text"] async for c in stream if c["type"] == "text-delta"]
    assert deltas == ["QUIET", " WORDS"]
    assert stream.result.text == "QUIET WORDS"


async def test_a_cut_stream_fails_the_run_with_an_error_chunk_and_keeps_what_arrived(openai_server, agent):
    openai_server.script(SSE(text_events("Part one", " part two", " never"), cut_after=3))
    stream = agent().stream("hi")
    chunks = [c async for c in stream]
    assert chunks[-1]["type"] == "error"
    assert chunks[-1]["payload"]["error"]["name"] == "APIConnectionError"
    assert stream.result.status == "failed"
    assert "Part one part two" in "".join(s.text for s in stream.result.steps)


async def test_a_status_error_without_error_processors_fails_the_run_with_status_and_code(openai_server, agent):
    openai_server.script(Status(429, "Rate limit reached", code="rate_limit_exceeded"))
    stream = agent().stream("hi")
    chunks = [c async for c in stream]
    assert chunks[-1]["type"] == "error"
    assert chunks[-1]["payload"]["error"]["statusCode"] == 429
    assert chunks[-1]["payload"]["error"]["code"] == "rate_limit_exceeded"
    assert stream.result.status == "failed"


async def test_an_error_processor_trims_history_on_context_length_errors_and_retries(openai_server, agent):
    openai_server.script(context_length_exceeded(), SSE(text_events("Short enough now.")))
    history = ["a very long old message " * 50, "another old message", "the actual question"]
    result = await agent(error_processors=[TrimHistory()]).generate(history)
    assert result.text == "Short enough now."
    first, second = (body["messages"] for body in openai_server.bodies)
    assert len(second) == len(first) - 1
    assert second[-1] == {"role": "user", "content": "the actual question"}


async def test_structured_output_is_requested_as_a_json_schema_and_parsed(openai_server, agent):
    schema = {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}
    openai_server.script(SSE(text_events('{"answer":', ' "42"}')))
    result = await agent().generate("meaning of life?", structured_output={"schema": schema, "name": "reply"})
    assert openai_server.bodies[0]["response_format"] == {
        "type": "json_schema", "json_schema": {"name": "reply", "schema": schema}}
    assert result.object == {"answer": "42"}


async def test_call_options_reach_the_provider(openai_server, agent):
    await agent(tools=[order_status]).generate(
        "hi", model_settings={"temperature": 0.1, "max_tokens": 20}, provider_options={"reasoning_effort": "low"},
        tool_choice={"type": "tool", "toolName": "order_status"})
    body = openai_server.bodies[0]
    assert (body["temperature"], body["max_tokens"], body["reasoning_effort"]) == (0.1, 20, "low")
    assert body["tool_choice"] == {"type": "function", "function": {"name": "order_status"}}


async def test_process_llm_response_receives_the_request_body_sent_to_the_provider(openai_server, agent):
    seen = {}

    class Trace(Processor):
        id = "trace"

        def process_llm_response(self, request, warnings, raw_response):
            seen.update(request=request, warnings=warnings, raw_response=raw_response)

    openai_server.script(SSE(text_events("Hello.")))
    await agent(input_processors=[Trace()]).generate("Hi")
    assert seen["request"] == openai_server.bodies[0]
    assert seen["warnings"] is None and seen["raw_response"] is None  # a stream has no whole raw response


async def test_provider_options_for_another_provider_are_a_call_warning(openai_server, agent):
    seen: list[Any] = []

    class Warnings(Processor):
        id = "warnings"

        def process_llm_response(self, warnings):
            seen.append(warnings)

    openai_server.script(SSE(text_events("Hi.")))
    stream = agent(input_processors=[Warnings()]).stream(
        "hello", provider_options={"anthropic": {"cacheControl": True}, "openai": {"user": "u1"}})
    chunks = [c async for c in stream]
    expected = [{"type": "other", "message": "provider options for 'anthropic' are not sent to an "
                                             "OpenAI-compatible server"}]
    assert seen == [expected] and stream.result.steps[0].warnings == expected
    assert "stream-start" not in [c["type"] for c in chunks] and stream.result.text == "Hi."
    assert "anthropic" not in openai_server.bodies[0] and openai_server.bodies[0]["user"] == "u1"
