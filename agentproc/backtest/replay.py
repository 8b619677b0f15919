"""Replaying one stored turn through a runtime Agent: the stored answer is played back with
``process_llm_request`` returning ``{"response": chunks}``, stored tool results stand in for the
tools. No model and no tool is ever called. Pure runtime code: no Django import."""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any

from ..runtime import Agent, Message
from ..runtime.errors import AgentprocError
from ..runtime.processor import Processor
from ..runtime.tools import Tool

#: The replay processor's id; its timings and (impossible) violations are left out of results.
REPLAY_ID = "backtest-replay"


class ModelCallRefused(AgentprocError):
    """A backtest reached a model call (a replay must never call one)."""

    code = "backtest_model_call"


class ToolCallRefused(AgentprocError):
    """A backtest reached a tool with no stored result."""

    code = "backtest_tool_call"


class StoredToolError(Exception):
    """Replays a tool's stored error (``str`` is the stored text)."""


@dataclass
class StoredTurn:
    """One stored turn: the user's message and the assistant's steps as the database holds them."""

    run_id: str
    conversation_id: str | None
    created_at: Any
    status: str
    user: dict[str, Any] | None
    #: Assistant message dicts (``Message.to_dict()``), one per model step, in order.
    steps: list[dict[str, Any]] = field(default_factory=list)
    output_text: str = ""
    #: The stored tripwire payload of a blocked turn (``reason``, ``processorId`` …).
    tripwire: dict[str, Any] | None = None

    @property
    def input_text(self) -> str:
        return Message.from_dict(self.user).text if self.user else ""


@dataclass
class Outcome:
    """What one chain did to one turn."""

    status: str
    blocked_by: str | None
    reason: str
    input_text: str
    output_text: str
    #: ``[{"processorId", "action", "hook", "lane", "types"}]``
    violations: list[dict[str, Any]]

    @property
    def blocked(self) -> bool:
        return self.status == "tripwire"

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "blocked_by": self.blocked_by, "reason": self.reason,
                "input": self.input_text, "output": self.output_text, "violations": self.violations}


#: The outcome of a side that could not be replayed (nothing of the turn was stored).
NOT_REPLAYED = Outcome(status="not_replayed", blocked_by=None, reason="nothing stored to replay", input_text="",
                       output_text="", violations=[])


class NoModel:
    """The model of every backtest run: calling it is an error (replay answers every step)."""

    provider = "backtest"
    model_id = "replay-only"

    def stream(self, request: Any) -> Any:
        raise ModelCallRefused("a backtest never calls a model")


def step_chunks(message: dict[str, Any]) -> list[dict[str, Any]]:
    """A stored assistant message as the model chunks of its step (one delta per text part)."""
    chunks: list[dict[str, Any]] = []
    calls = False
    parts = (message.get("content") or {}).get("parts") or []
    for i, part in enumerate(parts):
        kind = part.get("type")
        if kind == "text":
            tid = f"text-{i}"
            chunks += [{"type": "text-start", "payload": {"id": tid}},
                       {"type": "text-delta", "payload": {"id": tid, "text": part.get("text", "")}},
                       {"type": "text-end", "payload": {"id": tid}}]
        elif kind == "reasoning":
            chunks.append({"type": "reasoning-delta", "payload": {"id": f"reasoning-{i}", "text": part.get("reasoning", "")}})
        elif kind == "tool-invocation":
            inv = part.get("toolInvocation") or {}
            calls = True
            chunks.append({"type": "tool-call", "payload": {"toolCallId": inv.get("toolCallId"),
                                                            "toolName": inv.get("toolName"),
                                                            "args": inv.get("args") or {}}})
        # data-* parts were written by processors: the replayed chain writes its own.
    chunks.append({"type": "finish", "payload": {"finishReason": "tool-calls" if calls else "stop",
                                                 "usage": {"inputTokens": 0, "outputTokens": 0, "totalTokens": 0}}})
    return chunks


class StoredResponse(Processor):
    """Answers each step's model request with the stored step (last in the input lane, so
    every other ``process_llm_request`` runs first)."""

    id = REPLAY_ID

    def __init__(self, steps: list[dict[str, Any]]) -> None:
        self.steps = [step_chunks(m) for m in steps]

    def process_llm_request(self, step_number: int) -> dict[str, Any]:
        if step_number < len(self.steps):
            return {"response": self.steps[step_number]}
        return {"response": [{"type": "finish", "payload": {"finishReason": "stop"}}]}


def stored_tools(steps: list[dict[str, Any]]) -> dict[str, Tool]:
    """One stand-in per tool the turn used: it returns (or raises) the stored result of the call."""
    results: dict[str, tuple[bool, Any]] = {}
    names: set[str] = set()
    for message in steps:
        for part in (message.get("content") or {}).get("parts") or []:
            if part.get("type") != "tool-invocation":
                continue
            inv = part.get("toolInvocation") or {}
            names.add(str(inv.get("toolName")))
            if inv.get("state") == "error" or "error" in inv:
                results[str(inv.get("toolCallId"))] = (False, inv.get("error"))
            elif "result" in inv:
                results[str(inv.get("toolCallId"))] = (True, inv.get("result"))

    def execute(tool_call_id: str = "", **args: Any) -> Any:
        found = results.get(str(tool_call_id))
        if found is None:
            raise ToolCallRefused("no stored result for this tool call; a backtest never runs a tool")
        ok, value = found
        if not ok:
            raise StoredToolError(value)
        return value

    return {name: Tool(name=name, description="stored result", parameters={"type": "object"}, execute=execute,
                       context_params=frozenset({"tool_call_id"})) for name in names}


def render_messages(messages: list[dict[str, Any]]) -> str:
    """Assistant messages as the text a diff shows: their text, and each tool call with its result."""
    lines: list[str] = []
    for message in messages:
        for part in (message.get("content") or {}).get("parts") or []:
            kind = part.get("type")
            if kind == "text" and part.get("text"):
                lines.append(part["text"])
            elif kind == "tool-invocation":
                inv = part.get("toolInvocation") or {}
                outcome = inv.get("result") if "result" in inv else inv.get("error", "")
                lines.append(f"[tool {inv.get('toolName')}({json.dumps(inv.get('args') or {}, sort_keys=True)})"
                             f" -> {json.dumps(outcome, sort_keys=True, default=str)}]")
    return "\n".join(lines)


def _types(detail: Any) -> list[str]:
    """Detection types in a violation's detail (``types`` or ``matches[].type``, also nested)."""
    if not isinstance(detail, dict):
        return []
    for source in (detail, detail.get("metadata")):
        if isinstance(source, dict):
            if isinstance(source.get("types"), list):
                return sorted({str(t) for t in source["types"]})
            matches = source.get("matches")
            if isinstance(matches, list):
                return sorted({str(m.get("type")) for m in matches if isinstance(m, dict) and m.get("type")})
            if isinstance(source.get("categories"), (list, dict)):
                return sorted(str(c) for c in source["categories"])
    return []


def _action(violation: Any) -> str:
    if violation.action == "monitored":
        return f"monitored:{(violation.detail or {}).get('wouldAction', 'blocked')}"
    return str(violation.action or "blocked")


async def replay_turn(agent: Agent, turn: StoredTurn) -> Outcome:
    """Run ``turn`` through ``agent``'s chain (a fresh Agent per turn: processors are per run)."""
    # Processors edit parts in place: each replay works on its own copy of the stored turn.
    user, steps = copy.deepcopy((turn.user, turn.steps))
    inputs = [Message.from_dict(user)] if user else []
    agent.tools = stored_tools(steps)
    replay = StoredResponse(steps)
    processors = [*agent.input_processors, replay]
    result = await agent.generate(inputs, input_processors=processors, request_context={"backtest": True},
                                  max_steps=max(len(turn.steps), 1))
    if result.status == "failed" and isinstance(result.error, (ModelCallRefused, ToolCallRefused)):
        raise result.error
    message_list = result.message_list
    input_text = "\n".join(m.text for m in message_list.get.input.db()) if message_list is not None else ""
    violations = [{"processorId": v.processor_id, "action": _action(v), "hook": v.hook or "",
                   "lane": getattr(v, "lane", "") or "", "types": _types(v.detail)}
                  for v in result.violations if v.processor_id != REPLAY_ID]
    tripwire = result.tripwire or {}
    return Outcome(
        status=result.status, blocked_by=tripwire.get("processorId"), reason=str(tripwire.get("reason") or ""),
        input_text=input_text,
        output_text=render_messages([m.to_dict() for m in result.messages]) if result.status == "completed" else "",
        violations=violations,
    )
