"""Chunk constructors: the wire format of a run (JSON keys as in the spec: ``runId``,
``toolCallId`` …).

Every chunk is a plain dict ``{"type", "runId", "from": "AGENT", "payload": {...}}``;
custom chunks are ``{"type": "data-<name>", "data": ..., "transient"?: bool}``. Models yield
*step* chunks without ``runId``/``from``; the loop stamps them. Types:

- ``start``, ``step-start``, ``step-finish`` {stepNumber, finishReason, usage},
  ``finish`` {finishReason, usage}
- ``text-start`` / ``text-delta`` / ``text-end`` {id, text}
- ``reasoning-start`` / ``reasoning-delta`` / ``reasoning-end`` {id, text}
- ``tool-call-input-streaming-start`` {toolCallId, toolName}, ``tool-call-delta``
  {toolCallId, argsTextDelta}, ``tool-call-input-streaming-end`` {toolCallId}
- ``tool-call`` {toolCallId, toolName, args}, ``tool-result`` {toolCallId, toolName, args,
  result}, ``tool-error`` {toolCallId, toolName, args, error}
- ``tripwire`` {reason, retry, metadata, processorId}, ``error`` {error: {name, message,
  code?}}, ``abort`` {reason}
"""
from __future__ import annotations

from typing import Any

Chunk = dict[str, Any]

FINISH_REASONS = ("stop", "length", "tool-calls", "content-filter", "error", "other", "unknown")


def empty_usage() -> dict[str, int]:
    return {"inputTokens": 0, "outputTokens": 0, "totalTokens": 0}


def add_usage(total: dict[str, int], step: dict[str, int] | None) -> None:
    """Add a step's usage into a running total, in place."""
    if not step:
        return
    for key in ("inputTokens", "outputTokens", "totalTokens"):
        total[key] = total.get(key, 0) + int(step.get(key) or 0)


def chunk(type_: str, run_id: str, payload: dict[str, Any] | None = None) -> Chunk:
    return {"type": type_, "runId": run_id, "from": "AGENT", "payload": payload or {}}


def text_delta(text: str, id: str = "text-0") -> Chunk:
    """A model-level text delta (the loop adds ``runId`` and ``from``)."""
    return {"type": "text-delta", "payload": {"id": id, "text": text}}


def finish(finish_reason: str, usage: dict[str, int] | None = None) -> Chunk:
    """A model-level end of step: the loop turns it into ``step-finish``."""
    return {"type": "finish", "payload": {"finishReason": finish_reason, "usage": usage or empty_usage()}}


def error_payload(error: BaseException) -> dict[str, Any]:
    """The ``error`` chunk's payload: name, message and, where known, status and code."""
    info: dict[str, Any] = {"name": type(error).__name__, "message": str(error) or type(error).__name__}
    for attr, key in (("status_code", "statusCode"), ("code", "code")):
        value = getattr(error, attr, None)
        if isinstance(value, (int, str)):
            info[key] = value
    return {"error": info}


def is_data_chunk(c: Chunk) -> bool:
    return c.get("type", "").startswith("data-")
