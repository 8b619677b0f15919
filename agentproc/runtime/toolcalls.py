"""Tool execution inside a step: run the calls, then ``process_tool_result`` per successful tool."""
from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any, AsyncIterator

from .chunks import Chunk
from .processor import TripWire
from .runner import call_hook
from .tools import Tool

if TYPE_CHECKING:
    from .run import Run
    from .steps import StepAccumulator, StepOptions


async def run_tools(run: Run, step: StepAccumulator, options: StepOptions) -> AsyncIterator[Chunk]:
    """Execute the step's tool calls (concurrently), then stream their results in call order.

    A tool that raises yields a ``tool-error`` chunk and the model sees the error;
    ``process_tool_result`` only runs for tools that returned. Replacements made through
    ``message_list.update_tool_invocation`` are what the next processor and the stream see."""
    ml = run.message_list
    tools = options.visible_tools()
    outcomes = await asyncio.gather(*(execute_tool(run, tools.get(c["toolName"]), c) for c in step.tool_calls))
    for c in run.out.drain(step.add):
        yield c
    record = run.steps[-1]
    for call, (ok, value) in zip(step.tool_calls, outcomes):
        base = {"toolCallId": call["toolCallId"], "toolName": call["toolName"], "args": call["args"]}
        if not ok:
            ml.update_tool_invocation({**base, "state": "error", "error": value})
            record.tool_results.append({**base, "error": value})
            for c in await run.emit("tool-error", {**base, "error": value}):
                yield c
            continue
        ml.update_tool_invocation({**base, "state": "result", "result": value})
        for hook in run.output.calls("process_tool_result"):
            scope = ml.get.all.db()
            available = run.common()
            available.update(messages=scope, step_number=step.number, tool_name=call["toolName"],
                             tool_call_id=call["toolCallId"], args=call["args"], result=value,
                             provider_executed=None, system_messages=ml.get_all_system_messages())
            returned = await call_hook(hook, run.state, available)
            run.apply_messages(returned, scope, "response", hook.hook, empty_is_unchanged=True)
            value = (ml.find_tool_invocation(call["toolCallId"]) or {}).get("result", value)
        record.tool_results.append({**base, "result": value})
        for c in await run.emit("tool-result", {**base, "result": value}):
            yield c


async def execute_tool(run: Run, tool: Tool | None, call: dict[str, Any]) -> tuple[bool, Any]:
    if tool is None:
        return False, f"Tool {call['toolName']!r} is not available"
    try:
        value = await tool.run(call["args"], writer=run.writer, request_context=run.request_context,
                               abort_signal=run.abort_signal, tool_call_id=call["toolCallId"])
        return True, serializable(value)
    except TripWire:
        raise
    except Exception as exc:  # noqa: BLE001 - the model sees the tool's error
        return False, f"{type(exc).__name__}: {exc}"


def serializable(value: Any) -> Any:
    """Tool results are stored and streamed as JSON: make sure they are."""
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return json.loads(json.dumps(value, default=str))
