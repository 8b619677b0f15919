"""Monitor mode: a wrapped processor observes live traffic, records what it would have done,
and never changes or stops the run."""
from __future__ import annotations

from typing import Any

from agentproc.runtime import Agent, Processor
from agentproc.runtime.providers.scripted import ScriptedModel
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
    # the abort's metadata as an enforced block records it, and what was not done
    assert violation.detail == {"word": "bad", "wouldAction": "blocked", "retry": False}


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
    # enforced, the run ends at "stop" before a reader could miss the dropped "a ": only the block
    assert actions == [("blocked", "stop word in output")]


async def test_dropped_chunks_are_one_change_per_run() -> None:
    result, _ = await _run(DropVowels(), "output", answer="a fine e word")
    assert result.status == "completed" and result.text == "a fine e word"
    assert [(v.detail, v.message) for v in result.violations] == [
        ({"wouldAction": "modified"}, "would change the streamed answer")]


class Rechunk(Processor):
    """Holds every delta and releases the whole text, in one chunk, before ``text-end``."""

    id = "rechunk"

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any]) -> Any:
        if part["type"] == "text-delta":
            state["held"] = state.get("held", "") + part["payload"]["text"]
            return None
        if part["type"] == "text-end" and state.get("held"):
            joined = {"type": "text-delta", "payload": {**part["payload"], "text": state.pop("held")}}
            return [joined, part]
        return part


class Truncate(Processor):
    """Holds every delta like ``Rechunk`` but releases only its first ten characters."""

    id = "truncate"

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any]) -> Any:
        if part["type"] == "text-delta":
            state["held"] = state.get("held", "") + part["payload"]["text"]
            return None
        if part["type"] == "text-end" and state.get("held"):
            cut = {"type": "text-delta", "payload": {**part["payload"], "text": state.pop("held")[:10]}}
            return [cut, part]
        return part


async def test_releasing_the_same_text_in_other_chunks_is_no_finding() -> None:
    result, _ = await _run(Rechunk(), "output", answer="hello there, how are you doing")
    assert result.text == "hello there, how are you doing" and result.violations == []


async def test_text_held_back_and_never_released_is_a_change() -> None:
    result, _ = await _run(Truncate(), "output", answer="hello there, how are you doing")
    assert result.text == "hello there, how are you doing"
    assert [(v.detail, v.message) for v in result.violations] == [
        ({"wouldAction": "modified"}, "would change the streamed answer")]


def test_the_wrapper_has_exactly_the_inner_hooks() -> None:
    wrapper = monitored(DropVowels())
    assert isinstance(wrapper, Monitored) and wrapper.id == "drop-vowels"
    assert callable(getattr(wrapper, "process_output_stream", None))
    assert getattr(wrapper, "process_input", None) is None
    # one class per hook set: hook functions are reused from run to run
    assert type(monitored(DropVowels())) is type(wrapper)
