"""Executing one tool call: the tool's own errors become a message for the model; results are JSON."""
from __future__ import annotations

import json
from typing import Any

from .processor import TripWire
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
