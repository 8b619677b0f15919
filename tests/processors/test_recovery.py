"""ContextLengthRecovery and PrefillErrorHandler: recognise the error, fix the request, retry."""
from __future__ import annotations

import pytest

from agentproc.processors.recovery import ContextLengthRecovery, PrefillErrorHandler
from agentproc.runtime import Agent
from agentproc.runtime.messages import Message, MessageList
from agentproc.runtime.providers.scripted import ScriptedModel
from tests.processors.driver import call


class APIError(Exception):
    def __init__(self, message: str, status_code: int | None = 400, code: str | None = None, body=None) -> None:  # noqa: ANN001
        super().__init__(message)
        self.status_code, self.code, self.body = status_code, code, body


@pytest.mark.parametrize("error,matches", [
    (APIError("bad", code="context_length_exceeded"), True),
    (APIError("This model's maximum context length is 8192 tokens."), True),
    (APIError("x", body={"error": {"code": "context_length_exceeded"}}), True),
    (APIError("prompt is too long: 250000 tokens > 200000 maximum"), True),
    (APIError("Invalid API key", status_code=401), False),
    (APIError("Rate limit exceeded", status_code=429), False),
])
def test_context_length_recognised(error: Exception, matches: bool) -> None:
    assert ContextLengthRecovery.matches(error) is matches


@pytest.mark.parametrize("error,matches", [
    (APIError("This model does not support assistant message prefill."), True),
    (APIError("Conversation must end with a user message"), True),
    (APIError("maximum context length"), False),
    (APIError("Server error", status_code=500), False),
])
def test_prefill_recognised(error: Exception, matches: bool) -> None:
    assert PrefillErrorHandler.matches(error) is matches


async def test_trims_oldest_keeps_latest_input() -> None:
    ml = MessageList()
    old = [Message.from_text(f"old {i}") for i in range(4)]
    ml.add(old, "memory")
    latest = Message.from_text("latest")
    ml.add(latest, "input")
    state: dict = {}
    out = await call(ContextLengthRecovery().process_api_error, error=APIError("maximum context length"),
                     message_list=ml, state=state)
    assert out == {"retry": True}
    assert [m.text for m in ml.get.all.db()] == ["old 2", "old 3", "latest"]


async def test_gives_up_when_nothing_to_trim() -> None:
    ml = MessageList().add("only", "input")
    out = await call(ContextLengthRecovery().process_api_error, error=APIError("maximum context length"),
                     message_list=ml, state={})
    assert out is None


async def test_end_to_end_context_recovery_retries() -> None:
    model = ScriptedModel([APIError("maximum context length exceeded"), "fits now"])
    agent = Agent("t", model=model, error_processors=[ContextLengthRecovery()])
    history = [{"role": "user", "content": f"old {i}"} for i in range(4)] + [{"role": "user", "content": "now"}]
    result = await agent.generate(history)
    assert result.text == "fits now" and len(model.requests[1].prompt) < len(model.requests[0].prompt)


async def test_end_to_end_prefill_retry_once() -> None:
    model = ScriptedModel([APIError("assistant message prefill is not supported"), "ok"])
    agent = Agent("t", model=model, error_processors=[PrefillErrorHandler()])
    result = await agent.generate([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "Sure,"}])
    assert result.text == "ok"
    last = model.requests[1].prompt[-1]
    assert last["role"] == "user" and last["content"][0]["text"] == "continue"
