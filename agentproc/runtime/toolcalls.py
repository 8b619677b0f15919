"""Tool calls of a run: executing one (its own errors become a message for the model; results
are JSON), and a step's results through ``process_tool_result`` into the list and the stream."""
from __future__ import annotations

import asyncio
import json
from typing import Any, AsyncIterator

from .chunks import Chunk
from .copies import json_copy
from .hooks import apply_messages, call_hook
from .processor import TripWire
from .steps import StepAccumulator, StepOptions
from .tools import Tool


async def execute_tool(tool: Tool | None, call: dict[str, Any], **context: Any) -> tuple[bool, Any]:
    """``(True, result)`` or ``(False, error text)``; ``context`` is what a tool may ask for
    (``writer``, ``request_context``, ``abort_signal``, ``tool_call_id``)."""
    if tool is None:
        return False, f"Tool {call['toolName']!r} is not available"
    try:
        value = await tool.run(call["args"], tool_call_id=call["toolCallId"], **context)
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


class RunTools:
    """The tool part of a run (``Run`` derives from it; it uses the run's message list,
    output chain, writer and ``emit``)."""

    message_list: Any
    output: Any
    state: Any
    steps: Any
    writer: Any
    out: Any
    request_context: Any
    abort_signal: Any
    common: Any  # Run.common: the arguments every hook may take
    emit: Any  # Run.emit: a runtime chunk through the output processors

    async def _run_tools(self, step: StepAccumulator, options: StepOptions) -> AsyncIterator[Chunk]:
        """Execute the step's tool calls (concurrently), then stream their results in call order.

        ``process_tool_result`` runs after a tool returned and before its result is in the
        message list; a processor replaces it with ``message_list.update_tool_invocation``,
        and the list's value (else the tool's) is what is stored and streamed. A tool that
        raises yields a ``tool-error`` chunk (the model sees the error) and no hook runs.
        Results of provider-executed tools (the model's own ``tool-result`` chunks) go through
        the same hook, with ``provider_executed=True`` and the provider's raw result."""
        tools = options.visible_tools()
        calls = step.client_calls()
        outcomes = await asyncio.gather(*(
            execute_tool(tools.get(c["toolName"]), c, writer=self.writer, request_context=self.request_context,
                         abort_signal=self.abort_signal)
            for c in calls
        ))
        await self.writer.settle()
        for c in self.out.drain():
            yield c
        by_id = {c["toolCallId"]: c for c in step.tool_calls}
        for provided in step.provider_results:
            call = by_id.get(provided.get("toolCallId")) or {
                "toolCallId": provided.get("toolCallId"), "toolName": provided.get("toolName"),
                "args": provided.get("args", provided.get("input")) or {}}
            async for c in self._tool_result(step, call, provided.get("result"), True):
                yield c
        record = self.steps[-1]
        for call, (ok, value) in zip(calls, outcomes):
            if not ok:
                base = {"toolCallId": call["toolCallId"], "toolName": call["toolName"], "args": call["args"]}
                self.message_list.update_tool_invocation({**base, "state": "error", "error": value})
                record.tool_results.append({**base, "error": value})
                for c in await self.emit("tool-error", json_copy({**base, "error": value})):
                    yield c
                continue
            async for c in self._tool_result(step, call, value, None):
                yield c

    async def _tool_result(self, step: StepAccumulator, call: dict[str, Any], value: Any,
                           provider_executed: bool | None) -> AsyncIterator[Chunk]:
        """One tool's result through ``process_tool_result``, into the message list, the step's
        record and the stream. Each hook gets its own copy of ``args`` and ``result``."""
        ml = self.message_list
        base = {"toolCallId": call["toolCallId"], "toolName": call["toolName"], "args": call["args"]}
        if provider_executed:
            base["providerExecuted"] = True
        for hook in self.output.calls("process_tool_result"):
            scope, mirrors = ml.get.all.db(), ml.legacy_mirrors()
            available = self.common()
            available.update(messages=list(scope), step_number=step.number, tool_name=call["toolName"],
                             tool_call_id=call["toolCallId"], args=json_copy(call["args"]),
                             result=json_copy(value), provider_executed=provider_executed,
                             system_messages=json_copy(ml.get_all_system_messages()))
            returned = await call_hook(hook, self.state, available)
            apply_messages(ml, returned, scope, "response", hook.hook, available["messages"], mirrors)
            replaced = ml.find_tool_invocation(call["toolCallId"]) or {}
            if replaced.get("state") == "result":
                value = replaced.get("result")
        ml.update_tool_invocation({**base, "state": "result", "result": value})
        self.steps[-1].tool_results.append(json_copy({**base, "result": value}))
        for c in await self.emit("tool-result", json_copy({**base, "result": value})):
            yield c
