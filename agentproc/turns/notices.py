"""What visitors are told about a blocked or failed turn: a generic notice, never the internals.

The detector's reason, scores, rule names and provider error texts stay on the ``Run`` and
``Violation`` rows (for the admins); every transport (websocket, SSE, the API's turn answer,
a worker's published chunks) sends the chunks made here instead."""
from __future__ import annotations

from typing import Any, Mapping

#: The block notice when neither the agent nor the blocking policy sets one.
DEFAULT_BLOCK_MESSAGE = "This message can't be processed."

#: Coded generic errors: what a visitor reads when the model or agentproc fails.
ERROR_MESSAGES = {
    "model_error": "The assistant's model could not answer; please try again.",
    "internal_error": "The assistant failed unexpectedly; please try again.",
    "tool_error": "A tool the assistant used failed.",
    "turn_unreadable": "The server could not read this message; please send it again.",
    "input_unavailable": "The message could not be processed; please send it again.",
    "agent_misconfigured": "This agent is misconfigured and cannot answer.",
    "not_queued": "The reply could not be queued; please try again.",
}

#: ``Run.notice_code`` of a run cut short because the visitor's connection dropped (the
#: server stops a turn whose socket closed), and what the widget says under it.
DISCONNECTED = "disconnected"
DISCONNECTED_NOTE = "The connection dropped before the reply finished."

#: Where exceptions of the model layer come from (anything else is an internal error).
_MODEL_MODULES = ("openai", "httpx", "httpcore", "agentproc.runtime.providers")


def block_message(agent: Any, policy: Any = None) -> str:
    """The public notice of a turn blocked by ``policy`` (its own message, else the agent's)."""
    return (getattr(policy, "block_message", "") or getattr(agent, "block_message", "")
            or DEFAULT_BLOCK_MESSAGE)


def public_tripwire(tripwire: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """A stored ``Run.tripwire`` as visitors see it: the public message and the processor id."""
    if not tripwire:
        return None
    return {"reason": tripwire.get("publicMessage") or DEFAULT_BLOCK_MESSAGE,
            "processorId": tripwire.get("processorId")}


def error_code(error: BaseException | None) -> str:
    """``model_error`` for failures of the provider / model layer, else ``internal_error``."""
    if error is None:
        return "internal_error"
    module = type(error).__module__ or ""
    if module.startswith(_MODEL_MODULES) or hasattr(error, "status_code"):
        return "model_error"
    return "internal_error"


def error_message(code: str) -> str:
    """The fixed text a visitor reads for the coded error ``code`` (stored as ``Run.notice_code``)."""
    return ERROR_MESSAGES.get(code, ERROR_MESSAGES["internal_error"])


def public_error(code: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": error_message(code)}}


def public_chunk(chunk: dict[str, Any], *, agent: Any, policies: Mapping[str, Any],
                 error: BaseException | None = None) -> dict[str, Any]:
    """``chunk`` as a client may see it. ``tripwire``: public message + processor id only;
    ``error``: a coded generic error (``error`` is the exception behind it); ``tool-error``:
    the tool's name and id with a generic error. Every other chunk goes as it is."""
    kind = chunk.get("type")
    if kind == "tripwire":
        payload = chunk.get("payload") or {}
        processor_id = payload.get("processorId")
        message = block_message(agent, policies.get(processor_id) if processor_id else None)
        return {**chunk, "payload": {"reason": message, "processorId": processor_id}}
    if kind == "error":
        return {**chunk, "payload": public_error(error_code(error))}
    if kind == "tool-error":
        payload = {k: v for k, v in (chunk.get("payload") or {}).items() if k in ("toolCallId", "toolName")}
        return {**chunk, "payload": {**payload, **public_error("tool_error")}}
    return chunk
