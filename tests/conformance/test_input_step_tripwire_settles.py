"""Mastra's ``packages/core/src/agent/__tests__/input-step-tripwire-settles.test.ts``, translated."""
from __future__ import annotations

from agentproc.runtime import Agent, Processor, tool
from agentproc.runtime.providers import ScriptedModel


@tool
def lookup() -> dict:
    """Look something up."""
    return {"found": True}


class AbortBetweenSteps(Processor):
    """Aborts in process_input_step once a tool-call step has already finished."""

    id = "between-steps-guard"

    async def process_input_step(self, step_number, abort):  # noqa: ANN001, ANN201
        if step_number >= 1:
            abort("storage locked")
        return {}


async def test_settles_the_stream_output_instead_of_leaving_it_running() -> None:
    """input-step-tripwire-settles.test.ts › processInputStep tripwire after a finished tool-call step ›
    settles the stream output instead of leaving it running"""
    model = ScriptedModel([{"tool_calls": [{"name": "lookup", "args": {}}]}, "ok"])
    agent = Agent("tripwire-agent", instructions="test", model=model, tools=[lookup],
                  input_processors=[AbortBetweenSteps()])
    stream = agent.stream("hi")
    chunks = [c async for c in stream]
    types = [c["type"] for c in chunks]
    assert "tool-result" in types and types[-1] == "tripwire"
    assert chunks[-1]["payload"]["reason"] == "storage locked"
    assert chunks[-1]["payload"]["processorId"] == "between-steps-guard"
    assert stream.done and stream.result.status == "tripwire" and stream.result.finish_reason == "other"
    assert stream.result.tripwire["reason"] == "storage locked"
