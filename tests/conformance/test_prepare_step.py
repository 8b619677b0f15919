"""Mastra's ``packages/core/src/agent/__tests__/prepareStep.test.ts`` (the mock-model half), translated.

The spec runs ``prepareStep`` "作为 processInputStep 管道的一部分，在 inputProcessors 之后". Mastra
passes it per call; agentproc takes it on the agent (``Agent(prepare_step=...)``), so the
translations set it there. Mastra's ``mastra`` argument has no counterpart and is not checked."""
from __future__ import annotations

from typing import Any

from agentproc.runtime import Agent, RequestContext, tool
from agentproc.runtime.providers import ScriptedModel


def make_tool(name: str) -> Any:
    @tool(name=name)
    def run(input: str = "") -> dict:  # noqa: A002
        """A test tool."""
        return {"result": input}
    return run


def with_prepare(prepare_step: Any, tools: list[Any] = (), responses: list[Any] | None = None) -> tuple[Agent, Any]:
    model = ScriptedModel(responses or ["Response text"])
    return Agent("prepare-step-agent", instructions="You are a helpful assistant.", model=model, tools=list(tools),
                 prepare_step=prepare_step), model


async def test_should_call_prepare_step_with_tools_request_context_and_mastra() -> None:
    """prepareStep.test.ts › prepareStep hook › should call prepareStep with tools, requestContext, and mastra"""
    captured: list[dict[str, Any]] = []

    async def prepare_step(**params: Any) -> None:
        captured.append(params)

    agent, _ = with_prepare(prepare_step, [make_tool("testTool")])
    await agent.generate("Hello", request_context=RequestContext({"testKey": "testValue"}))
    first = captured[0]
    assert first["step_number"] == 0 and isinstance(first["steps"], list)
    assert first["model"] is not None and isinstance(first["messages"], list)
    assert "testTool" in first["tools"]
    assert first["request_context"].get("testKey") == "testValue"


async def test_should_allow_prepare_step_to_filter_tools_using_active_tools() -> None:
    """prepareStep.test.ts › prepareStep hook › should allow prepareStep to filter tools using activeTools"""
    seen: dict[str, Any] = {}

    async def prepare_step(tools):  # noqa: ANN001, ANN202
        seen["tools"] = tools
        return {"active_tools": ["weatherTool", "searchTool"]}

    agent, model = with_prepare(prepare_step, [make_tool("weatherTool"), make_tool("searchTool"),
                                               make_tool("calculatorTool")])
    await agent.generate("Hello")
    assert sorted(seen["tools"]) == ["calculatorTool", "searchTool", "weatherTool"]
    assert sorted(model.requests[0].tools) == ["searchTool", "weatherTool"]


async def test_should_allow_prepare_step_to_replace_tools_dynamically() -> None:
    """prepareStep.test.ts › prepareStep hook › should allow prepareStep to replace tools dynamically"""
    dynamic = make_tool("dynamicTool")

    async def prepare_step(tools):  # noqa: ANN001, ANN202
        return {"tools": {**tools, "dynamicTool": dynamic}}

    agent, model = with_prepare(prepare_step, [make_tool("originalTool")])
    await agent.generate("Hello")
    assert sorted(model.requests[0].tools) == ["dynamicTool", "originalTool"]


async def test_should_access_request_context_values_in_prepare_step() -> None:
    """prepareStep.test.ts › prepareStep hook › should access requestContext values in prepareStep"""
    seen: dict[str, Any] = {}

    async def prepare_step(request_context):  # noqa: ANN001, ANN202
        seen["skills"], seen["role"] = request_context.get("userSkills"), request_context.get("userRole")

    context = RequestContext()
    context.set("userSkills", ["coding", "design", "writing"])
    context.set("userRole", "developer")
    agent, _ = with_prepare(prepare_step)
    await agent.generate("Hello", request_context=context)
    assert seen == {"skills": ["coding", "design", "writing"], "role": "developer"}


async def test_should_work_with_stream_method() -> None:
    """prepareStep.test.ts › prepareStep hook › should work with stream method"""
    captured: list[dict[str, Any]] = []

    async def prepare_step(**params: Any) -> None:
        captured.append(params)

    agent, _ = with_prepare(prepare_step, [make_tool("streamTestTool")])
    [c async for c in agent.stream("Hello", request_context=RequestContext({"streamKey": "streamValue"}))]
    assert "streamTestTool" in captured[0]["tools"]
    assert captured[0]["request_context"].get("streamKey") == "streamValue"


async def test_should_receive_step_number_that_increments_across_steps() -> None:
    """prepareStep.test.ts › prepareStep hook › should receive stepNumber that increments across steps"""
    numbers: list[int] = []

    async def prepare_step(step_number):  # noqa: ANN001, ANN202
        numbers.append(step_number)

    agent, _ = with_prepare(prepare_step, [make_tool("simpleTool")],
                            [{"tool_calls": [{"name": "simpleTool", "args": {"input": "test"}}]}, "Final response"])
    [c async for c in agent.stream("Please use the tool", max_steps=3)]
    assert numbers == [0, 1]


async def test_should_receive_previous_steps_in_prepare_step() -> None:
    """prepareStep.test.ts › prepareStep hook › should receive previous steps in prepareStep"""
    received: list[list[Any]] = []

    async def prepare_step(steps):  # noqa: ANN001, ANN202
        received.append(list(steps))

    agent, _ = with_prepare(prepare_step, [make_tool("stepTool")],
                            [{"tool_calls": [{"name": "stepTool", "args": {"input": "step1"}}]}, "Done"])
    [c async for c in agent.stream("Use the tool", max_steps=3)]
    assert [len(s) for s in received] == [0, 1] and received[1][0].tool_calls[0]["toolName"] == "stepTool"
