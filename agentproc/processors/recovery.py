"""Error-lane processors: recover from API rejections by changing the request and retrying."""
from __future__ import annotations

import re
from typing import Any

from agentproc.runtime.messages import Message

from .base import Guardrail
from .schema import Field

_CONTEXT_LENGTH = re.compile(
    r"context[_ ]length|maximum context|context window|too many tokens|prompt is too long|"
    r"input is too long|reduce the length of the messages", re.I)
_PREFILL = re.compile(
    r"assistant (?:message )?prefill|must end with a user message|final (?:assistant )?message must be|"
    r"conversation must end with|does not support assistant message prefill|expected .*user.* (?:role|message)",
    re.I)


def error_info(error: Any) -> tuple[int | None, str, str]:
    """(status code, error code, message) of a provider error, without importing any SDK."""
    status = getattr(error, "status_code", None) or getattr(error, "status", None)
    code = getattr(error, "code", None)
    body = getattr(error, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict):
            code = code or inner.get("code") or inner.get("type")
    message = str(getattr(error, "message", None) or error)
    return (status if isinstance(status, int) else None), str(code or ""), message


class ContextLengthRecovery(Guardrail):
    """On a context-length error (400 ``context_length_exceeded``, or a message saying so),
    removes the oldest history from the message list and asks for a retry. This run's newest
    input and its responses always stay."""

    key = "context-length-recovery"
    display_name = "Context length recovery"
    description = "Trims old history and retries when the prompt is longer than the model's context."
    lanes = ("error",)
    config_fields = (
        Field("drop_fraction", "float", default=0.5, min=0.05, max=1.0,
              help="Share of the removable history dropped per attempt (oldest first)."),
        Field("max_attempts", "int", default=3, min=1, max=10, help="Retries before giving up."),
    )

    def __init__(self, *, drop_fraction: float = 0.5, max_attempts: int = 3, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.drop_fraction = drop_fraction
        self.max_attempts = max_attempts

    @staticmethod
    def matches(error: Any) -> bool:
        status, code, message = error_info(error)
        if code == "context_length_exceeded":
            return True
        return status in (400, 413, None) and bool(_CONTEXT_LENGTH.search(message))

    def removable(self, message_list: Any) -> list[Message]:
        """Oldest first: remembered and earlier messages, never the last input or a response."""
        inputs = message_list.get.input.db()
        keep = {m.id for m in message_list.get.response.db()}
        if inputs:
            keep.add(inputs[-1].id)
        return [m for m in message_list.get.all.db() if m.id not in keep]

    def process_api_error(self, error: Any, message_list: Any, state: dict[str, Any]) -> dict[str, Any] | None:
        """Returns ``{"retry": True}`` after trimming, or None when it cannot help."""
        attempts = state.get("attempts", 0)
        if attempts >= self.max_attempts or not self.matches(error):
            return None
        candidates = self.removable(message_list)
        if not candidates:
            return None
        count = max(1, round(len(candidates) * self.drop_fraction))
        removed = message_list.remove_by_ids([m.id for m in candidates[:count]])
        state["attempts"] = attempts + 1
        state["removed"] = state.get("removed", 0) + len(removed)
        self.report_violation("Trimmed history after a context-length error",
                              {"removed": len(removed), "attempt": attempts + 1}, action="retried",
                              hook="process_api_error")
        return {"retry": True}


class PrefillErrorHandler(Guardrail):
    """On a provider's "assistant prefill" / "must end with a user message" 400, appends a
    user ``continue`` message and retries once."""

    key = "prefill-error-handler"
    display_name = "Prefill error handler"
    description = "Adds a 'continue' user message and retries when a provider rejects an assistant prefill."
    lanes = ("error",)
    config_fields = (
        Field("message", "str", default="continue", help="The user message appended before the retry."),
    )

    def __init__(self, *, message: str = "continue", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.message = message

    @staticmethod
    def matches(error: Any) -> bool:
        status, _, message = error_info(error)
        return status in (400, 422, None) and bool(_PREFILL.search(message))

    def process_api_error(self, error: Any, message_list: Any, state: dict[str, Any]) -> dict[str, Any] | None:
        """Returns ``{"retry": True}`` once per run for a prefill rejection, else None."""
        if state.get("retried") or not self.matches(error):
            return None
        state["retried"] = True
        # "context": it shapes this request only; it is not the user's own input.
        message_list.add(Message.from_text(self.message, "user"), "context")
        return {"retry": True}
