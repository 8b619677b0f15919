"""Spec: processOutputStep and retries with feedback (abort(..., retry=True), maxProcessorRetries)."""
from __future__ import annotations

from agentproc.runtime import Processor

from .helpers_runtime import agent, prompt_texts


class QualityGuardrail(Processor):
    """The spec's example: retry while the answer is too short, block after three attempts."""

    id = "quality-guardrail"

    def __init__(self):
        self.seen = []

    async def process_output_step(self, text, abort, retry_count, finish_reason, usage, step_number, tool_calls):
        self.seen.append((text, retry_count, finish_reason, step_number, tool_calls))
        if len(text.split()) < 3:
            if retry_count < 3:
                abort("Response quality too low. Please provide more detail.", retry=True,
                      metadata={"qualityScore": 0.2})
            abort("Response quality too low after multiple attempts.")
        return []  # the spec's example returns [] when all is well: nothing changes


async def test_retry_reruns_the_step_with_the_reason_as_feedback_to_the_model() -> None:
    guard = QualityGuardrail()
    a, model = agent(["Too short.", "This answer is long enough."], output_processors=[guard],
                     max_processor_retries=3)
    result = await a.generate("explain")
    assert result.status == "completed"
    assert result.text == "This answer is long enough."
    assert [s[1] for s in guard.seen] == [0, 1]
    feedback = [t for r, t in prompt_texts(model.requests[1]) if r == "system"]
    assert any("Response quality too low" in t for t in feedback)
    assert [m.text for m in result.messages] == ["This answer is long enough."]  # the rejected step is gone
    assert [v.action for v in result.violations] == ["retried"]


async def test_returning_an_empty_list_from_output_step_keeps_the_messages() -> None:
    a, _ = agent(["a perfectly fine answer"], output_processors=[QualityGuardrail()])
    result = await a.generate("explain")
    assert [m.text for m in result.message_list.get.all.db()] == ["explain", "a perfectly fine answer"]


async def test_after_max_retries_the_processor_blocks() -> None:
    guard = QualityGuardrail()
    a, model = agent(["no."] * 5, output_processors=[guard], max_processor_retries=5)
    result = await a.generate("explain")
    assert model.calls == 4
    assert result.tripwire["reason"] == "Response quality too low after multiple attempts."
    assert result.finish_reason == "other"


async def test_a_retry_request_without_max_processor_retries_aborts() -> None:
    a, model = agent(["no.", "never used"], output_processors=[QualityGuardrail()])
    result = await a.generate("explain")
    assert model.calls == 1
    assert result.status == "tripwire"
    assert result.tripwire["retry"] is True
    assert result.tripwire["metadata"] == {"qualityScore": 0.2}


async def test_max_processor_retries_defaults_to_ten_when_error_processors_are_configured() -> None:
    class NoopErrors(Processor):
        id = "noop-errors"

        def process_api_error(self):
            return None

    class AlwaysRetry(Processor):
        id = "always-retry"

        def process_output_step(self, abort):
            abort("again", retry=True)

    a, model = agent(["x"] * 20, output_processors=[AlwaysRetry()], error_processors=[NoopErrors()])
    result = await a.generate("hi")
    assert model.calls == 11 and result.status == "tripwire"


async def test_per_call_max_processor_retries_overrides_the_agent() -> None:
    a, model = agent(["no.", "no.", "a long enough answer"], output_processors=[QualityGuardrail()],
                     max_processor_retries=0)
    result = await a.generate("explain", max_processor_retries=2)
    assert result.status == "completed" and model.calls == 3


async def test_output_step_can_rewrite_messages_by_returning_an_array() -> None:
    class Sign(Processor):
        id = "sign"

        def process_output_step(self, messages):
            last = messages[-1].copy()
            last.content.parts.append({"type": "text", "text": " -- bot"})
            return messages[:-1] + [last]

    a, _ = agent(["hello"], output_processors=[Sign()])
    result = await a.generate("hi")
    assert result.text == "hello -- bot"


async def test_stream_abort_with_retry_reruns_the_step() -> None:
    class NoShouting(Processor):
        id = "no-shouting"

        def process_output_stream(self, part, abort):
            if part["type"] == "text-delta" and part["payload"]["text"].isupper():
                abort("Please do not shout.", retry=True)
            return part

    a, model = agent(["HELLO", "hello"], output_processors=[NoShouting()], max_processor_retries=1)
    result = await a.generate("hi")
    assert result.text == "hello" and model.calls == 2
