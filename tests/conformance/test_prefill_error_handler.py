"""Mastra's ``packages/core/src/processors/prefill-error-handler.test.ts``, translated.

The spec's error-lane example configures ``new PrefillErrorHandler()``; agentproc's built-in
of that name (``prefill-error-handler``) is called here directly, as Mastra's test does."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.processors.recovery import PrefillErrorHandler
from agentproc.runtime import Message, MessageList
from tests.processors.driver import call


class APICallError(Exception):
    def __init__(self, message: str, status_code: int) -> None:
        super().__init__(message)
        self.status_code = status_code


def prefill_error() -> APICallError:
    return APICallError("This model does not support assistant message prefill. The conversation must end with "
                        "a user message.", 400)


def args(**overrides: Any) -> dict[str, Any]:
    message_list = MessageList(thread_id="test-thread")
    message_list.add([Message.from_text("hello", "user")], "input")
    message_list.add([Message.from_text("hi there", "assistant")], "response")
    values = {"error": prefill_error(), "messages": message_list.get.all.db(), "message_list": message_list,
              "step_number": 0, "steps": [], "state": {}, "retry_count": 0}
    values.update(overrides)
    return values


async def test_should_return_retry_true_for_prefill_errors_with_trailing_assistant_message() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should return { retry: true } for prefill errors with trailing assistant message"""
    handler = PrefillErrorHandler()
    assert await call(handler.process_api_error, **args()) == {"retry": True}


@pytest.mark.xfail(strict=True, reason="agentproc's handler appends the plain user message 'continue' (configurable) "
                                       "without Mastra's <system-reminder> wrapper and metadata")
async def test_should_append_a_system_reminder_continue_message_to_message_list() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should append a system reminder continue message to messageList"""
    handler, values = PrefillErrorHandler(), args()
    before = len(values["message_list"].get.all.db())
    await call(handler.process_api_error, **values)
    after = values["message_list"].get.all.db()
    assert len(after) == before + 1 and after[-1].role == "user"
    assert after[-1].content.parts == [{"type": "text", "text": "<system-reminder>continue</system-reminder>"}]


async def test_should_append_a_continue_message_to_message_list() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should append a system reminder continue message to messageList
    (agentproc's message: a user 'continue')"""
    handler, values = PrefillErrorHandler(), args()
    before = len(values["message_list"].get.all.db())
    await call(handler.process_api_error, **values)
    after = values["message_list"].get.all.db()
    assert len(after) == before + 1 and after[-1].role == "user" and after[-1].text == "continue"


async def test_should_return_undefined_for_non_prefill_errors() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should return undefined for non-prefill errors"""
    handler = PrefillErrorHandler()
    assert await call(handler.process_api_error, **args(error=APICallError("Rate limit exceeded", 429))) is None


async def test_should_return_undefined_for_plain_error_objects() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should return undefined for plain Error objects"""
    handler = PrefillErrorHandler()
    assert await call(handler.process_api_error, **args(error=Exception("Something else went wrong"))) is None


@pytest.mark.xfail(strict=True, reason="agentproc's handler retries once per run by its own state, not by the "
                                       "retry_count it is given (in a run the two agree)")
async def test_should_return_undefined_when_retry_count_gt_0() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should return undefined when retryCount > 0"""
    handler = PrefillErrorHandler()
    assert await call(handler.process_api_error, **args(retry_count=1)) is None


async def test_should_still_retry_even_when_last_message_is_not_from_assistant() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should still retry even when last message is not from assistant"""
    message_list = MessageList(thread_id="test-thread")
    message_list.add([Message.from_text("hello", "user")], "input")
    handler = PrefillErrorHandler()
    result = await call(handler.process_api_error, **args(message_list=message_list,
                                                         messages=message_list.get.all.db()))
    assert result == {"retry": True} and message_list.get.all.db()[-1].role == "user"


async def test_should_not_modify_message_list_when_error_is_not_a_prefill_error() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › should not modify messageList when error is not a prefill error"""
    handler, values = PrefillErrorHandler(), args(error=APICallError("Rate limit exceeded", 429))
    before = len(values["message_list"].get.all.db())
    await call(handler.process_api_error, **values)
    assert len(values["message_list"].get.all.db()) == before


@pytest.mark.xfail(strict=True, reason="agentproc's display name is written in sentence case: 'Prefill error handler'")
async def test_has_correct_id_and_name() -> None:
    """prefill-error-handler.test.ts › PrefillErrorHandler › has correct id and name"""
    handler = PrefillErrorHandler()
    assert handler.id == "prefill-error-handler" and handler.name == "Prefill Error Handler"
