"""The LanguageModel protocol the loop calls, and the request it hands to a model."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Protocol, runtime_checkable

from ..chunks import Chunk
from ..tools import Tool


@dataclass
class ModelRequest:
    """Everything one model call needs. ``prompt`` is the spec's LanguageModelV2Prompt:
    ``{"role": "system", "content": str}`` and ``{"role": "user"|"assistant"|"tool",
    "content": [parts]}`` with ``text``, ``reasoning``, ``file``, ``tool-call`` {toolCallId,
    toolName, input} and ``tool-result`` {toolCallId, toolName, output: {type, value}} parts."""

    prompt: list[dict[str, Any]]
    #: The tools the model may call this step (already narrowed by ``active_tools``).
    tools: dict[str, Tool] = field(default_factory=dict)
    #: ``"auto"``, ``"none"``, ``"required"`` or ``{"type": "tool", "toolName": ...}``.
    tool_choice: Any = "auto"
    #: temperature, max_tokens, top_p, seed, stop, presence_penalty, frequency_penalty.
    model_settings: dict[str, Any] = field(default_factory=dict)
    #: Passed through to the provider as is (e.g. ``{"reasoning_effort": "low"}``).
    provider_options: dict[str, Any] = field(default_factory=dict)
    #: ``{"schema": <JSON schema>, "name": str}`` or None.
    structured_output: dict[str, Any] | None = None
    abort_signal: Any = None
    run_id: str = ""
    #: The provider request body, set by a model that builds one (``process_llm_response``'s ``request``).
    body: Any = None


@runtime_checkable
class LanguageModel(Protocol):
    """A model streams one step as chunks (see ``agentproc.runtime.chunks``).

    ``stream()`` is an async iterator of step chunks ending with ``{"type": "finish",
    "payload": {"finishReason", "usage"}}``. An exception raised before the first chunk is
    an API error (it goes to the error processors); one raised later cuts the stream."""

    provider: str
    model_id: str

    def stream(self, request: ModelRequest) -> AsyncIterator[Chunk]: ...
