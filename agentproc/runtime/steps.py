"""Per-step bookkeeping: the options a step runs with, and the accumulation of its chunks into
the assistant message (text joined once at the end of the step, never per chunk)."""
from __future__ import annotations

import copy
from typing import Any

from .chunks import Chunk, empty_usage
from .copies import json_copy
from .messages import Message, MessageContent, MessageList
from .results import StepResult

STEP_OPTION_KEYS = (
    "model", "tools", "tool_choice", "active_tools", "provider_options", "model_settings", "structured_output",
)


class StepOptions:
    """What one step runs with; ``process_input_step`` and ``prepare_step`` override it in a chain."""

    __slots__ = STEP_OPTION_KEYS

    def __init__(self, **values: Any) -> None:
        for key in STEP_OPTION_KEYS:
            setattr(self, key, values.get(key))

    def as_kwargs(self) -> dict[str, Any]:
        return {key: getattr(self, key) for key in STEP_OPTION_KEYS}

    def view(self) -> dict[str, Any]:
        """The options as hook arguments: copies (a hook changes them by returning them)."""
        values = self.as_kwargs()
        values["tools"] = dict(values["tools"] or {})
        for key in ("active_tools", "provider_options", "model_settings", "structured_output"):
            values[key] = json_copy(values[key])
        return values

    def copy(self) -> StepOptions:
        values = self.as_kwargs()
        values["tools"] = dict(values["tools"] or {})
        for key in ("provider_options", "model_settings"):
            values[key] = copy.deepcopy(values[key] or {})
        return StepOptions(**values)

    def visible_tools(self) -> dict[str, Any]:
        """The step's tools narrowed by ``active_tools``. ``tool_choice="none"`` keeps them in
        the request, as the AI SDK does (same prompt prefix, definitions for earlier calls)."""
        tools = self.tools or {}
        if self.active_tools is not None:
            allowed = set(self.active_tools)
            tools = {name: t for name, t in tools.items() if name in allowed}
        return tools


class StepAccumulator:
    """Collects one step's emitted chunks into ordered segments, raw chunks for caching,
    and the step's tool calls; ``finalize`` builds the assistant message."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.raw: list[Chunk] = []
        self.segments: list[list[Any]] = []  # [kind, payload]; text pieces are joined at the end
        self._text: list[str] | None = None
        self._reasoning: list[str] | None = None
        self.tool_calls: list[dict[str, Any]] = []
        #: Payloads of the ``tool-result`` chunks the model sent: tools the provider ran.
        self.provider_results: list[dict[str, Any]] = []
        self.finish_reason = "other"
        self.usage: dict[str, int] = empty_usage()
        self.warnings: list[Any] = []
        self.sources: list[dict[str, Any]] = []
        self.files: list[dict[str, Any]] = []
        self.provider_metadata: dict[str, Any] | None = None
        self.from_cache = False
        #: Whether the model call began streaming, and whether its ``step-finish`` went out.
        self.started = False
        self.finished = False
        #: The provider request body and raw response, when known (for ``process_llm_response``).
        self.request: Any = None
        self.raw_response: Any = None
        self.message: Message | None = None

    def add(self, chunk: Chunk) -> None:
        kind = chunk["type"]
        if kind == "text-delta":
            pieces = self._text
            if pieces is None:
                pieces = self._text = []
                self.segments.append(["text", pieces])
            pieces.append(chunk["payload"]["text"])
            return
        if kind == "reasoning-delta":
            pieces = self._reasoning
            if pieces is None:
                pieces = self._reasoning = []
                self.segments.append(["reasoning", pieces])
            pieces.append(chunk["payload"]["text"])
            return
        if kind == "tool-call":
            payload = chunk["payload"]
            call = {"toolCallId": payload["toolCallId"], "toolName": payload["toolName"],
                    "args": payload.get("args", payload.get("input")) or {}}
            if payload.get("providerExecuted"):
                call["providerExecuted"] = True
            self.tool_calls.append(call)
            self.segments.append(["tool", call])
        elif kind.startswith("data-"):
            if not chunk.get("transient"):
                self.segments.append(["data", chunk])
        elif kind == "source":
            self.sources.append(chunk["payload"])
            return
        elif kind == "file":
            self.files.append(chunk["payload"])
            self.segments.append(["file", chunk["payload"]])
        else:
            return
        self._text = self._reasoning = None  # a new part begins after a non-text part

    def client_calls(self) -> list[dict[str, Any]]:
        """The tool calls the runtime executes (not those the provider ran itself)."""
        return [c for c in self.tool_calls if not c.get("providerExecuted")]

    def text(self) -> str:
        return "".join("".join(seg[1]) for seg in self.segments if seg[0] == "text")

    def reasoning(self) -> str:
        return "".join("".join(seg[1]) for seg in self.segments if seg[0] == "reasoning")

    def finalize(self, message_list: MessageList) -> Message | None:
        """Build the step's assistant message and add it to the list as a response."""
        parts: list[dict[str, Any]] = []
        for kind, value in self.segments:
            if kind == "text":
                parts.append({"type": "text", "text": "".join(value)})
            elif kind == "reasoning":
                text = "".join(value)
                parts.append({"type": "reasoning", "reasoning": text, "details": [{"type": "text", "text": text}]})
            elif kind == "tool":
                parts.append({"type": "tool-invocation", "toolInvocation": {"state": "call", **value}})
            elif kind == "file":
                parts.append({"type": "file", **value})
            else:
                parts.append(data_part(value))
        if not parts:
            return None
        self.message = Message("assistant", MessageContent(parts=parts))
        message_list.add(self.message, "response")
        return self.message

    def result(self) -> StepResult:
        return StepResult(
            step_number=self.number,
            text=self.text(),
            reasoning=self.reasoning(),
            tool_calls=list(self.tool_calls),
            finish_reason=self.finish_reason,
            usage=self.usage,
            warnings=self.warnings,
            sources=list(self.sources),
            files=list(self.files),
            message=self.message,
            from_cache=self.from_cache,
        )


class DataParts:
    """Where ``writer.custom`` chunks are stored — one rule, whoever wrote them: unless
    transient, a data chunk becomes a part of the assistant message being built (the open
    step's), else of the run's last assistant message; one written before the run has any
    assistant message (``process_input``) becomes a part of the first."""

    def __init__(self, message_list: MessageList) -> None:
        self.message_list = message_list
        self.step: StepAccumulator | None = None  # the step whose message is being built
        self.early: list[Chunk] = []

    def open(self, number: int) -> StepAccumulator:
        """A new step accumulator (carrying the early chunks while the run has no answer yet)."""
        step = self.step = StepAccumulator(number)
        if self.early and not self.message_list.get.response.db():
            for c in self.early:
                step.add(c)
        return step

    def close(self) -> None:
        self.step = None

    def store(self, chunk: Chunk) -> None:
        if not chunk["type"].startswith("data-") or chunk.get("transient"):
            return
        if self.step is not None:
            self.step.add(chunk)
            return
        responses = self.message_list.get.response.db()
        if responses:
            responses[-1].content.parts.append(data_part(chunk))
        else:
            self.early.append(chunk)

    def settle(self) -> None:
        """At the end of the run: early chunks no step message took get a message of their own."""
        if self.early and not self.message_list.get.response.db():
            parts = [data_part(c) for c in self.early]
            self.message_list.add(Message("assistant", MessageContent(parts=parts)), "response")


def data_part(chunk: Chunk) -> dict[str, Any]:
    """A persisted ``data-*`` chunk as a message part."""
    part: dict[str, Any] = {"type": chunk["type"], "data": chunk.get("data")}
    if "id" in chunk:
        part["id"] = chunk["id"]
    return part
