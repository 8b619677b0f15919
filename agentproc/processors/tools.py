"""Tool guards: which tools the model may see and call, and how large a result it may read."""
from __future__ import annotations

import json
from typing import Any, Callable

from .base import BLOCK, FILTER, Guardrail, strategy_field
from .schema import Field


class ToolCallFilter(Guardrail):
    """Allows or denies tools by name. In the input lane it hides denied tools from the model
    (``active_tools``); in the output lane it stops calls to them (block, or filter: the
    call is dropped from the stream and never runs)."""

    key = "tool-call-filter"
    display_name = "Tool call filter"
    description = "Allow or deny tools by name: hides them from the model and stops calls to them."
    lanes = ("input", "output")
    config_fields = (
        Field("allow", "list", default=[], help="Tool names the agent may use; empty: all not denied."),
        Field("deny", "list", default=[], help="Tool names the agent may never use."),
        strategy_field((BLOCK, FILTER), FILTER,
                       "For a call to a denied tool: block ends the run; filter drops the call."),
    )

    @classmethod
    def never_matches(cls, config: dict[str, Any]) -> str | None:
        """Nothing allowed-only and nothing denied: every tool passes."""
        if not config.get("allow") and not config.get("deny"):
            return "List allowed or denied tools: with neither, this tool call filter never stops a call."
        return None

    def __init__(self, *, allow: list[str] | tuple[str, ...] = (), deny: list[str] | tuple[str, ...] = (),
                 strategy: str = FILTER, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.allow = frozenset(allow)
        self.deny = frozenset(deny)
        self.strategy = strategy

    def allowed(self, name: str) -> bool:
        return name not in self.deny and (not self.allow or name in self.allow)

    def process_input_step(self, tools: Any, active_tools: Any) -> dict[str, Any] | None:
        """Each step: returns ``{"active_tools": [...]}`` without the denied tools (None when
        nothing changes)."""
        names = list(active_tools) if active_tools is not None else list(tools or {})
        kept = [n for n in names if self.allowed(n)]
        return None if kept == names and active_tools is not None else {"active_tools": kept}

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any], abort: Callable[..., Any]) -> Any:
        """Drop (or block on) a call to a denied tool, with its streamed argument chunks."""
        kind = part.get("type", "")
        if not kind.startswith("tool-call"):
            return part
        payload = part.get("payload") or {}
        dropped: set[str] = state.setdefault("dropped_calls", set())
        name = payload.get("toolName")
        if name is not None and not self.allowed(name):
            detail = {"tool": name, "toolCallId": payload.get("toolCallId")}
            if self.strategy == BLOCK:
                abort(f"Call to a tool that is not allowed: {name}", metadata=detail)
            if kind == "tool-call":
                self.report_violation(f"Dropped a call to {name}", detail, action="filtered",
                                      hook="process_output_stream")
            dropped.add(str(payload.get("toolCallId")))
            return None
        return None if str(payload.get("toolCallId")) in dropped else part


class ToolResultLimiter(Guardrail):
    """Truncates tool results longer than ``max_chars`` before the model reads them (the
    stored invocation and the streamed ``tool-result`` get the truncated value)."""

    key = "tool-result-limiter"
    display_name = "Tool result limiter"
    description = "Truncates large tool results before the model reads them."
    lanes = ("output",)
    config_fields = (
        Field("max_chars", "int", default=4000, min=100, max=10_000_000,
              help="Longest tool result (as text or JSON) the model may read."),
        Field("tools", "list", default=[], help="Only these tools; empty: all."),
    )

    def __init__(self, *, max_chars: int = 4000, tools: list[str] | tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.max_chars = max_chars
        self.tools = frozenset(tools)

    def limit(self, result: Any) -> Any:
        """The result, or a truncated string with a note of how much was cut."""
        text = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False, default=str)
        if len(text) <= self.max_chars:
            return result
        return f"{text[: self.max_chars]}… [truncated {len(text) - self.max_chars} of {len(text)} characters]"

    def process_tool_result(self, tool_name: str, tool_call_id: str, args: Any, result: Any,
                            message_list: Any) -> None:
        """Replace an over-long result through ``message_list.update_tool_invocation``."""
        if self.tools and tool_name not in self.tools:
            return
        limited = self.limit(result)
        if limited is not result:
            message_list.update_tool_invocation({
                "type": "tool-invocation",
                "toolInvocation": {"state": "result", "toolCallId": tool_call_id, "toolName": tool_name,
                                   "args": args, "result": limited},
            })
