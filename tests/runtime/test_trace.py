"""The input trace (the admin's Try it): each processor's effect on the message, in the run's order."""
from __future__ import annotations

from agentproc.runtime import Processor
from agentproc.runtime.monitor import monitored
from agentproc.runtime.trace import trace_input

from .helpers_runtime import agent


class Redact(Processor):
    id = "redact"

    def process_input(self, messages):
        for m in messages:
            for part in m.content.parts:
                if part.get("type") == "text":
                    part["text"] = part["text"].replace("secret", "[SECRET]")
        return messages


class Block(Processor):
    id = "block"

    def process_input(self, messages, abort):
        if any("launch" in m.text for m in messages):
            abort("no launching")
        return messages


class LaterOnly(Processor):
    id = "later"

    def process_llm_request(self, request):
        return request


async def test_each_step_shows_the_text_after_it_and_the_trace_stops_at_a_tripwire() -> None:
    runtime_agent, model = agent(["never asked"], input_processors=[LaterOnly(), Redact(), Block(), Redact()])
    steps = await trace_input(runtime_agent, "the secret launch code")
    assert [s.processor_id for s in steps] == ["later", "redact", "block"]  # the second redact never ran
    assert steps[0].note == "acts later, in process_llm_request" and not steps[0].changed
    assert steps[1].text == "the [SECRET] launch code" and steps[1].changed
    assert steps[2].blocked == "no launching" and [v.message for v in steps[2].violations] == ["no launching"]
    assert model.requests == []  # nothing went to the model


async def test_a_monitored_processor_reports_but_does_not_block() -> None:
    runtime_agent, _ = agent(["x"], input_processors=[monitored(Block())])
    (step,) = await trace_input(runtime_agent, "launch now")
    assert step.monitored and step.blocked is None and not step.changed
    assert [(v.action, v.message) for v in step.violations] == [("monitored", "no launching")]


async def test_processor_arrays_built_by_an_async_function_are_traced() -> None:
    async def build(*, request_context):
        return [Redact(), Block()]

    runtime_agent, _ = agent(["x"], input_processors=build)
    steps = await trace_input(runtime_agent, "a secret")
    assert [(s.processor_id, s.text) for s in steps] == [("redact", "a [SECRET]"), ("block", "a [SECRET]")]
