"""Mastra's ``packages/core/src/processors/input-processor-tool-result.test.ts``, translated.

Mastra (newer than the spec) also runs ``processToolResult`` for input processors; agentproc
runs it in the output lane, where the spec's flow places it (after ``processOutputStep``,
beside the output hooks). The behaviour of the hook itself is the same in both lanes."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.runtime import Agent, Processor, tool
from agentproc.runtime.providers import ScriptedModel
from tests.conformance.mock_models import ToolCallingModel

INPUT_LANE = ("Mastra now also runs processToolResult for input processors; agentproc keeps it in the "
              "output lane (the spec's processor types list it with neither lane), and refuses an input "
              "processor with no input hook (ProcessorLaneError)")


@tool(name="echoTool")
def echo(text: str) -> str:
    """echo"""
    return f"Echo: {text}"


def build(lane: str, processor: Processor) -> Agent:
    return Agent("input-tr-agent", instructions="tr", model=ToolCallingModel("echoTool", {"text": "hello"},
                                                                             answer="done", tool_call_id="call-tr-1"),
                 tools=[echo], max_steps=5, **{lane: [processor]})


class Capturing(Processor):
    id = "input-capturing"

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    async def process_tool_result(self, tool_name, tool_call_id, result):  # noqa: ANN001, ANN201
        self.calls.append({"toolName": tool_name, "toolCallId": tool_call_id, "result": result})


class Redacting(Processor):
    id = "input-redacting"

    async def process_tool_result(self, message_list, tool_call_id, tool_name, args):  # noqa: ANN001, ANN201
        message_list.update_tool_invocation({"type": "tool-invocation", "toolInvocation": {
            "state": "result", "toolCallId": tool_call_id, "toolName": tool_name, "args": args,
            "result": "[REDACTED]"}})


@pytest.mark.xfail(strict=True, reason=INPUT_LANE)
async def test_fires_for_a_client_executed_tool_result() -> None:
    """input-processor-tool-result.test.ts › input-registered processors receive processToolResult ›
    fires for a client-executed tool result"""
    capturing = Capturing()
    [c async for c in build("input_processors", capturing).stream("go")]
    assert capturing.calls == [{"toolName": "echoTool", "toolCallId": "call-tr-1", "result": "Echo: hello"}]


async def test_fires_for_a_client_executed_tool_result_in_the_output_lane() -> None:
    """input-processor-tool-result.test.ts › input-registered processors receive processToolResult ›
    fires for a client-executed tool result (registered where agentproc runs the hook)"""
    capturing = Capturing()
    [c async for c in build("output_processors", capturing).stream("go")]
    assert capturing.calls == [{"toolName": "echoTool", "toolCallId": "call-tr-1", "result": "Echo: hello"}]


async def test_can_rewrite_the_result_before_it_reaches_history_and_the_stream() -> None:
    """input-processor-tool-result.test.ts › input-registered processors receive processToolResult ›
    can rewrite the result before it reaches history and the stream (in the output lane)"""
    stream = build("output_processors", Redacting()).stream("go")
    chunks = [c async for c in stream]
    assert [c["payload"]["result"] for c in chunks if c["type"] == "tool-result"] == ["[REDACTED]"]
    stored = [inv for m in stream.result.messages for inv in m.tool_invocations()]
    assert stored[0]["result"] == "[REDACTED]"


async def test_runs_a_processor_registered_on_both_input_and_output_exactly_once_per_result() -> None:
    """input-processor-tool-result.test.ts › input-registered processors receive processToolResult ›
    runs a processor registered on both input and output exactly once per result

    The shared processor also implements an input hook, so agentproc accepts it in both lanes."""
    count: list[int] = []

    class Counting(Processor):
        id = "both-sides"

        def process_input(self, messages):  # noqa: ANN001, ANN201
            return messages

        async def process_tool_result(self):  # noqa: ANN201
            count.append(1)

    shared = Counting()
    agent = Agent("input-tr-agent-3", instructions="tr", model=ToolCallingModel("echoTool", {"text": "hello"}),
                  tools=[echo], input_processors=[shared], output_processors=[shared])
    [c async for c in agent.stream("go")]
    assert len(count) == 1


async def test_fires_for_a_deferred_provider_executed_tool_result() -> None:
    """input-processor-tool-result.test.ts › input-registered processors receive provider-executed tool results ›
    fires for a deferred provider-executed tool result (in the output lane)"""
    capturing: list[dict[str, Any]] = []

    class ProviderCapturing(Processor):
        id = "provider-capturing"

        async def process_tool_result(self, tool_name, provider_executed, result):  # noqa: ANN001, ANN201
            capturing.append({"toolName": tool_name, "providerExecuted": provider_executed, "result": result})

    script = {"chunks": [
        {"type": "tool-call-input-streaming-start", "payload": {"toolCallId": "call-1", "toolName": "web_search",
                                                                "providerExecuted": True}},
        {"type": "tool-call-delta", "payload": {"toolCallId": "call-1", "argsTextDelta": '{ "value": "value" }'}},
        {"type": "tool-call-input-streaming-end", "payload": {"toolCallId": "call-1"}},
        {"type": "tool-call", "payload": {"toolCallId": "call-1", "toolName": "web_search",
                                          "args": {"value": "value"}, "providerExecuted": True}},
        {"type": "tool-result", "payload": {"toolCallId": "call-1", "toolName": "web_search",
                                            "result": '{ "value": "result1" }', "providerExecuted": True}},
        {"type": "finish", "payload": {"finishReason": "stop"}},
    ]}
    model = ScriptedModel([script])
    result = await Agent("provider", model=model, output_processors=[ProviderCapturing()]).generate("go")
    assert result.status == "completed" and model.calls == 1
    assert capturing == [{"toolName": "web_search", "providerExecuted": True, "result": '{ "value": "result1" }'}]
