"""Monitor mode: a wrapped processor observes live traffic, records what it would have done,
and never changes or stops the run."""
from __future__ import annotations

from typing import Any

from agentproc.runtime import Agent, Processor
from agentproc.runtime.models.scripted import ScriptedModel
from agentproc.runtime.monitor import Monitored, monitored


class Blocker(Processor):
    id = "blocker"

    def process_input(self, messages: list[Any], abort: Any) -> None:
        if any("bad" in m.text for m in messages):
            abort("bad word", metadata={"word": "bad"})


class Upper(Processor):
    """Upper-cases the input in place and says so."""

    id = "upper"

    def process_input(self, messages: list[Any]) -> list[Any]:
        for m in messages:
            for part in m.content.parts:
                part["text"] = part["text"].upper()
        self.report_violation("shouted", {"n": 1}, action="redacted", hook="process_input")
        return messages


class Silent(Processor):
    """Rewrites the input without reporting anything."""

    id = "silent"

    def process_input(self, messages: list[Any]) -> list[Any]:
        for m in messages:
            m.content.parts[0]["text"] = "rewritten"
        return messages


class DropVowels(Processor):
    id = "drop-vowels"

    def process_output_stream(self, part: dict[str, Any], abort: Any) -> dict[str, Any] | None:
        if part["type"] == "text-delta" and "stop" in part["payload"]["text"]:
            abort("stop word in output")
        if part["type"] == "text-delta" and part["payload"]["text"].strip() in ("a", "e"):
            return None
        return part


async def _run(processor: Any, lane: str = "input", answer: str = "fine answer") -> Any:
    model = ScriptedModel([answer])
    agent = Agent("t", model=model, **{f"{lane}_processors": [monitored(processor)]})
    result = await agent.generate("a bad message")
    return result, model


async def test_an_abort_is_recorded_and_the_run_goes_on() -> None:
    result, model = await _run(Blocker())
    assert result.status == "completed" and result.tripwire is None and model.calls == 1
    [violation] = result.violations
    assert (violation.processor_id, violation.action, violation.message, violation.hook) == (
        "blocker", "monitored", "bad word", "process_input")
    assert violation.detail == {"wouldAction": "blocked", "retry": False, "metadata": {"word": "bad"}}


async def test_a_reported_redaction_is_recorded_but_not_applied() -> None:
    result, model = await _run(Upper())
    assert model.requests[0].prompt[-1]["content"][0]["text"] == "a bad message"
    [violation] = result.violations
    assert violation.action == "monitored" and violation.detail == {"n": 1, "wouldAction": "redacted"}


async def test_a_silent_transformation_is_reported_once() -> None:
    result, model = await _run(Silent())
    assert model.requests[0].prompt[-1]["content"][0]["text"] == "a bad message"
    [violation] = result.violations
    assert violation.detail == {"wouldAction": "modified"} and "process_input" in violation.message


async def test_stream_chunks_are_never_dropped_or_stopped() -> None:
    result, _ = await _run(DropVowels(), "output", answer="a stop e word")
    assert result.status == "completed" and result.text == "a stop e word"
    actions = [(v.detail["wouldAction"], v.message) for v in result.violations]
    assert ("blocked", "stop word in output") in actions
    assert ("modified", "would drop a stream chunk") in actions
    assert len(actions) == 2  # the second dropped chunk is not reported again


def test_the_wrapper_has_exactly_the_inner_hooks() -> None:
    wrapper = monitored(DropVowels())
    assert isinstance(wrapper, Monitored) and wrapper.id == "drop-vowels"
    assert callable(getattr(wrapper, "process_output_stream", None))
    assert getattr(wrapper, "process_input", None) is None
    # one class per hook set: hook functions are reused from run to run
    assert type(monitored(DropVowels())) is type(wrapper)
