"""Mastra's ``packages/core/src/processors/output-processor-tool-execution.test.ts``, translated."""
from __future__ import annotations

from agentproc.runtime import Agent, Processor, tool
from tests.conformance.mock_models import ToolCallingModel


@tool(name="testTool")
def the_tool(input: str) -> dict:  # noqa: A002
    """A test tool."""
    return {"result": "tool executed successfully"}


async def test_should_filter_intermediate_finish_chunks_and_maintain_state_during_tool_execution() -> None:
    """output-processor-tool-execution.test.ts › Output Processor State Persistence Across Tool Execution ›
    should filter intermediate finish chunks and maintain state during tool execution

    Mastra's first chunk is its provider's ``response-metadata``; agentproc's are ``start`` and
    ``step-start``. What the test holds carries over: one ``finish`` reaches the processor
    (each step's own end is a ``step-finish``), and ``streamParts`` grows chunk by chunk."""
    captured: list[tuple[str, list[str]]] = []

    class StateTracking(Processor):
        id = "state-tracking-processor"

        async def process_output_stream(self, part, stream_parts):  # noqa: ANN001, ANN201
            captured.append((part["type"], [p["type"] for p in stream_parts]))
            return part

    agent = Agent("test-agent", instructions="Test agent with tools",
                  model=ToolCallingModel("testTool", {"input": "test"}, answer="The tool executed successfully!"),
                  tools=[the_tool], output_processors=[StateTracking()], max_steps=5)
    chunks = [c async for c in agent.stream("Execute the test tool")]
    assert [t for t, _ in captured].count("finish") == 1
    assert [c["type"] for c in chunks].count("finish") == 1
    for index, (kind, accumulated) in enumerate(captured):
        assert accumulated == [t for t, _ in captured[: index + 1]] and accumulated[-1] == kind
    call = next(i for i, (t, _) in enumerate(captured) if t == "tool-call")
    assert captured[call][1][:2] == ["start", "step-start"]
