"""ToolCallFilter and ToolResultLimiter."""
from __future__ import annotations

import pytest

from agentproc.processors.tools import ToolCallFilter, ToolResultLimiter
from agentproc.runtime import Agent, tool
from agentproc.runtime.messages import Message, MessageContent, MessageList
from agentproc.runtime.providers.scripted import ScriptedModel, tool_call_chunks
from agentproc.runtime.processor import TripWire
from tests.processors.driver import call, run_stream


@pytest.mark.parametrize("allow,deny,name,allowed", [
    ([], [], "search", True),
    ([], ["delete_user"], "delete_user", False),
    ([], ["delete_user"], "search", True),
    (["search"], [], "search", True),
    (["search"], [], "send_email", False),
    (["search"], ["search"], "search", False),  # deny wins
])
def test_allowed(allow: list, deny: list, name: str, allowed: bool) -> None:
    assert ToolCallFilter(allow=allow, deny=deny).allowed(name) is allowed


async def test_input_step_hides_denied_tools() -> None:
    f = ToolCallFilter(deny=["delete_user"])
    out = await call(f.process_input_step, tools={"search": 1, "delete_user": 2}, active_tools=None)
    assert out == {"active_tools": ["search"]}


async def test_denied_call_and_its_argument_chunks_are_dropped(recorder) -> None:
    f = ToolCallFilter(deny=["delete_user"], on_violation=recorder)
    chunks = tool_call_chunks([{"name": "delete_user", "args": {"id": 1}}, {"name": "search", "args": {}}], 0)
    out = await run_stream(f, chunks)
    assert {c["payload"].get("toolName") for c in out if c["type"] == "tool-call"} == {"search"}
    assert all(c["payload"]["toolCallId"] == "call_0_1" for c in out)
    assert recorder.violations[0].detail["tool"] == "delete_user"


async def test_block_strategy() -> None:
    chunks = tool_call_chunks([{"name": "rm", "args": {}}], 0)
    with pytest.raises(TripWire):
        await run_stream(ToolCallFilter(deny=["rm"], strategy="block"), chunks)


async def test_end_to_end_denied_tool_never_runs() -> None:
    ran = []

    @tool
    def delete_user(id: int) -> str:
        """Delete a user."""
        ran.append(id)
        return "deleted"

    model = ScriptedModel([{"tool_calls": [{"name": "delete_user", "args": {"id": 7}}]}])
    agent = Agent("t", model=model, tools=[delete_user], output_processors=[ToolCallFilter(deny=["delete_user"])])
    result = await agent.generate("delete user 7")
    assert ran == [] and result.steps[0].tool_calls == []


def _list_with(result: object) -> MessageList:
    ml = MessageList()
    inv = {"state": "result", "toolCallId": "c1", "toolName": "fetch", "args": {}, "result": result}
    ml.add(Message("assistant", MessageContent(parts=[{"type": "tool-invocation", "toolInvocation": inv}])), "response")
    return ml


@pytest.mark.parametrize("result,truncated", [
    ("x" * 150, True),
    ({"rows": list(range(100))}, True),
    ("short", False),
    ({"ok": True}, False),
])
async def test_result_limiter(result: object, truncated: bool) -> None:
    ml = _list_with(result)
    await call(ToolResultLimiter(max_chars=100).process_tool_result, tool_name="fetch", tool_call_id="c1",
               args={}, result=result, message_list=ml)
    stored = ml.find_tool_invocation("c1")["result"]
    if truncated:
        assert isinstance(stored, str) and "[truncated" in stored and len(stored) < 160
    else:
        assert stored == result


async def test_result_limiter_only_named_tools() -> None:
    ml = _list_with("x" * 500)
    await call(ToolResultLimiter(max_chars=100, tools=["other"]).process_tool_result, tool_name="fetch",
               tool_call_id="c1", args={}, result="x" * 500, message_list=ml)
    assert ml.find_tool_invocation("c1")["result"] == "x" * 500
