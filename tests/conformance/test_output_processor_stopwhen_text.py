"""Mastra's ``packages/core/src/agent/__tests__/output-processor-stopwhen-text.test.ts``, translated
in part: a step's text is the processed text. ``stopWhen`` is not in the spec; the run stops
after its tool-call step through ``max_steps=1`` instead. The tests about which step's text
``stream.text`` keeps under ``stopWhen`` are not translated."""
from __future__ import annotations

import pytest

from agentproc.runtime import Agent, Processor, tool
from agentproc.runtime.providers import ScriptedModel


@tool
def ask(question: str) -> dict:
    """Ask the user."""
    return {"answered": True}


@pytest.mark.parametrize(("label", "rewrite"), [("redacts", "[REDACTED]"), ("clears", "")])
async def test_uses_the_processed_text_when_a_processor_rewrites_it(label: str, rewrite: str) -> None:
    """output-processor-stopwhen-text.test.ts › output processor + stopWhen on a text+tool-call step (#24917) ›
    uses the processed text when a processor redacts it / clears it"""
    class Redact(Processor):
        id = "redact"

        def process_output_stream(self, part):
            if part["type"] == "text-delta":
                return {**part, "payload": {**part["payload"], "text": rewrite}}
            return part

    model = ScriptedModel([{"chunks": [
        {"type": "text-start", "payload": {"id": "t1"}},
        {"type": "text-delta", "payload": {"id": "t1", "text": "SECRET"}},
        {"type": "text-end", "payload": {"id": "t1"}},
        {"type": "tool-call", "payload": {"toolCallId": "c1", "toolName": "ask", "args": {"question": "ok?"}}},
        {"type": "finish", "payload": {"finishReason": "tool-calls"}}]}])
    agent = Agent("a", instructions="test", model=model, tools=[ask], output_processors=[Redact()])
    stream = agent.stream("hi", max_steps=1)
    [c async for c in stream]
    assert stream.result.steps[-1].text == rewrite and stream.result.text == rewrite
    assert "SECRET" not in str([m.to_dict() for m in stream.result.message_list.get.all.db()])
