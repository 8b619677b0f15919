"""What a run produces: StepResult per model step and the RunResult of generate()/stream()."""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from .chunks import empty_usage
from .copies import json_copy
from .messages import Message, MessageList
from .processor import ProcessorViolation

#: Final statuses of a run.
STATUSES = ("completed", "tripwire", "failed", "cancelled")


@dataclass
class StepResult:
    """One model step: its text, tool calls and results, finish reason and usage."""

    step_number: int
    text: str = ""
    reasoning: str = ""
    #: ``[{"toolCallId", "toolName", "args"}]``
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    #: ``[{"toolCallId", "toolName", "args", "result"}]`` (errors carry ``"error"`` instead)
    tool_results: list[dict[str, Any]] = field(default_factory=list)
    finish_reason: str = "other"
    usage: dict[str, int] = field(default_factory=empty_usage)
    warnings: list[Any] = field(default_factory=list)
    #: ``source`` chunks' payloads (citations) the model produced in this step.
    sources: list[dict[str, Any]] = field(default_factory=list)
    #: ``file`` chunks' payloads (generated files) the model produced in this step.
    files: list[dict[str, Any]] = field(default_factory=list)
    #: The assistant message this step added to the MessageList (None if it produced nothing).
    message: Message | None = None
    from_cache: bool = False

    def view(self) -> StepResult:
        """A copy for a hook's ``steps`` (the record stays as the step produced it; the
        ``message`` is the live one of the message list)."""
        return replace(self, tool_calls=json_copy(self.tool_calls), tool_results=json_copy(self.tool_results),
                       usage=dict(self.usage), warnings=json_copy(self.warnings), sources=json_copy(self.sources),
                       files=json_copy(self.files))

    def to_dict(self) -> dict[str, Any]:
        return {
            "stepNumber": self.step_number,
            "text": self.text,
            "reasoning": self.reasoning,
            "toolCalls": self.tool_calls,
            "toolResults": self.tool_results,
            "finishReason": self.finish_reason,
            "usage": self.usage,
            "sources": self.sources,
            "files": self.files,
        }


@dataclass
class OutputResult:
    """The ``result`` argument of ``process_output_result`` (the spec's OutputResult)."""

    #: The text of every step, joined.
    text: str
    #: ``{"inputTokens", "outputTokens", "totalTokens"}`` over all steps.
    usage: dict[str, int]
    finish_reason: str
    steps: list[StepResult]


@dataclass
class RunResult:
    """The outcome of ``generate()`` (and of ``stream()`` once iterated)."""

    run_id: str
    text: str = ""
    finish_reason: str = "other"
    usage: dict[str, int] = field(default_factory=empty_usage)
    steps: list[StepResult] = field(default_factory=list)
    #: The tripwire chunk's payload ``{reason, retry, metadata, processorId}`` when blocked.
    tripwire: dict[str, Any] | None = None
    #: The parsed structured output, when ``structured_output`` was asked for.
    object: Any = None
    #: The response messages (the assistant messages of this run, after all processors);
    #: empty for a blocked run.
    messages: list[Message] = field(default_factory=list)
    #: ``completed``, ``tripwire``, ``failed`` or ``cancelled``.
    status: str = "completed"
    error: BaseException | None = None
    message_list: MessageList | None = None
    #: Every violation of the run: tripwires and the ones processors reported.
    violations: list[ProcessorViolation] = field(default_factory=list)
    #: ``[{"processorId", "hook", "lane", "calls", "totalMs"}]``
    timings: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def tool_calls(self) -> list[dict[str, Any]]:
        return [c for s in self.steps for c in s.tool_calls]

    @property
    def tool_results(self) -> list[dict[str, Any]]:
        return [r for s in self.steps for r in s.tool_results]


def structured_object(text: str, cls: Any, warnings: list[str]) -> Any:
    """The parsed structured output (validated by ``cls`` when it is a pydantic model), or
    None with a warning when the answer does not fit."""
    try:
        value = json.loads(text)
    except ValueError:
        warnings.append("structured output: the model's answer is not valid JSON")
        return None
    if cls is not None and hasattr(cls, "model_validate"):
        try:
            return cls.model_validate(value)
        except Exception as exc:  # noqa: BLE001 - any validation error becomes a warning
            warnings.append(f"structured output does not match {cls.__name__}: {exc}")
            return None
    return value
