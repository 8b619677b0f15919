"""Spec: abort and tripwire chunks; onViolation for every violation, its errors swallowed."""
from __future__ import annotations

import asyncio

from agentproc.runtime import Processor, TripWire

from .helpers_runtime import agent, collect


class ContentFilter(Processor):
    """The DESIGN.md example: blocks input that contains a blocked word."""

    id = "content-filter"

    def __init__(self, words):
        self.words = words

    async def process_input(self, messages, abort):
        for m in messages:
            if any(w in m.text for w in self.words):
                abort("Blocked content detected in input", metadata={"category": "pii"})
        return messages


async def test_generate_returns_the_tripwire_payload_with_finish_reason_other() -> None:
    a, model = agent(["never"], input_processors=[ContentFilter(["secret"])])
    result = await a.generate("my secret")
    assert result.finish_reason == "other" and result.status == "tripwire"
    assert result.tripwire == {"reason": "Blocked content detected in input", "retry": False,
                               "metadata": {"category": "pii"}, "processorId": "content-filter"}
    assert model.calls == 0


async def test_the_stream_ends_with_the_tripwire_chunk() -> None:
    a, _ = agent(["never"], input_processors=[ContentFilter(["secret"])])
    chunks = await collect(a.stream("my secret"))
    assert [c["type"] for c in chunks] == ["start", "tripwire"]


async def test_on_violation_is_called_for_every_violation_and_its_errors_are_swallowed() -> None:
    received = []

    def on_violation(violation):
        received.append(violation)
        raise RuntimeError("alerting is down")

    blocker = ContentFilter(["secret"])
    blocker.on_violation = on_violation
    result = await agent(["never"], input_processors=[blocker])[0].generate("secret")
    assert result.status == "tripwire"
    assert [(v.processor_id, v.message, v.hook, v.action) for v in received] == [
        ("content-filter", "Blocked content detected in input", "process_input", "blocked")]


async def test_async_on_violation_and_reported_warnings_reach_the_result() -> None:
    received = []

    class Warner(Processor):
        id = "warner"

        async def on_violation(self, violation):
            received.append(violation.message)

        def process_input(self, messages):
            self.report_violation("looks like an email", {"matches": ["j***@e***.com"]}, hook="process_input")

    result = await agent(["fine"], input_processors=[Warner()])[0].generate("hi")
    await asyncio.sleep(0)
    assert result.status == "completed"
    assert received == ["looks like an email"]
    assert [(v.processor_id, v.action, v.detail) for v in result.violations] == [
        ("warner", "warned", {"matches": ["j***@e***.com"]})]


async def test_a_fail_open_path_never_swallows_a_tripwire() -> None:
    class FailOpen(Processor):
        id = "fail-open"

        def process_input(self, abort):
            try:
                abort("blocked")
            except Exception:  # noqa: BLE001 - fail-open around a flaky check must not swallow the abort
                return None

    result = await agent(["reply"], input_processors=[FailOpen()])[0].generate("hi")
    assert result.status == "tripwire" and result.tripwire["reason"] == "blocked"


async def test_tripwire_raised_inside_a_tool_is_not_turned_into_a_tool_error() -> None:
    from agentproc.runtime import tool

    @tool
    def guarded() -> str:
        """A tool that trips."""
        raise TripWire("tool refused", processor_id="guarded-tool")

    a, _ = agent([{"tool_calls": [{"name": "guarded", "args": {}}]}, "never"], tools=[guarded])
    result = await a.generate("go")
    assert result.status == "tripwire" and result.tripwire["reason"] == "tool refused"


async def test_nothing_runs_after_a_tripwire() -> None:
    after = []

    class Later(Processor):
        id = "later"

        def process_input(self):
            after.append("later")

    await agent(["x"], input_processors=[ContentFilter(["x"]), Later()])[0].generate("x")
    assert after == []


# -- Porting hazards: abort() written as in the spec's TypeScript ------------------------


async def test_abort_takes_the_specs_positional_options_object() -> None:
    # ``abort('reason', { retry: true, metadata })`` as in the spec's QualityGuardrail.
    class Quality(Processor):
        id = "quality"

        def process_output_step(self, text, abort, retry_count):
            if "short" in text and retry_count < 1:
                abort("Please give more detail.", {"retry": True, "metadata": {"qualityScore": 0.2}})
            return []

    a, model = agent(["short", "a long and detailed answer"], output_processors=[Quality()],
                     max_processor_retries=2)
    result = await a.generate("explain")
    assert result.status == "completed" and result.text == "a long and detailed answer"
    assert model.calls == 2
    assert result.violations[0].action == "retried"
    assert result.violations[0].detail == {"qualityScore": 0.2}


async def test_abort_without_a_reason_names_the_processor() -> None:
    class Silent(Processor):
        id = "silent-guard"

        def process_input(self, abort):
            abort()

    class SilentStream(Processor):
        id = "silent-stream"

        def process_output_stream(self, part, abort):
            abort()

    blocked = await agent(["x"], input_processors=[Silent()])[0].generate("hi")
    assert blocked.tripwire["reason"] == "Tripwire triggered by silent-guard"
    chunks = await collect(agent(["x"], output_processors=[SilentStream()])[0].stream("hi"))
    assert chunks[-1]["payload"]["reason"] == "Stream part blocked by silent-stream"


async def test_abort_with_retry_in_process_input_blocks_the_run_as_mastra_does() -> None:
    # There is no answer yet to give feedback on: the run ends with a tripwire that keeps
    # ``retry: True`` in its payload, and the model is never called.
    class AskAgain(Processor):
        id = "ask-again"

        def process_input(self, abort):
            abort("Please rephrase.", retry=True)

    a, model = agent(["never"], input_processors=[AskAgain()], max_processor_retries=3)
    result = await a.generate("hi")
    assert result.status == "tripwire" and model.calls == 0
    assert result.tripwire["retry"] is True and result.tripwire["reason"] == "Please rephrase."
