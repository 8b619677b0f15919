"""Mastra's ``packages/core/src/agent/__tests__/output-result-tripwire-saved-messages.test.ts``, translated.

The spec: "启用 memory 后，只有所有 Processor 完成后最终进入 messageList 的内容才会持久化到存储中".
Mastra's ``savePerStep`` and tool-approval suspensions are options the spec does not describe;
their cases are not translated (agentproc saves a run once, after every output processor)."""
from __future__ import annotations

from agentproc.runtime import Agent, Processor
from agentproc.runtime.providers import ScriptedModel
from tests.conformance.mock_models import StaticMemory

SECRET = "hunter2"


class BlockSecret(Processor):
    id = "block-secret"

    async def process_output_result(self, messages, abort):  # noqa: ANN001, ANN201
        if any(SECRET in m.text for m in messages):
            abort("Content blocked by guardrail")
        return messages


async def run_blocked(memory: StaticMemory) -> object:
    agent = Agent("guarded-agent", instructions="test", model=ScriptedModel([f"Sure. The admin password is {SECRET}."]),
                  memory=memory, output_processors=[BlockSecret()])
    stream = agent.stream("what is the admin password?", thread_id="thread-save-per-step-false",
                          resource_id="resource-1")
    [c async for c in stream]
    return stream.result


async def test_save_per_step_false_keeps_the_blocked_reply_out_of_memory() -> None:
    """output-result-tripwire-saved-messages.test.ts › processOutputResult tripwire removes response messages
    saved earlier in the run › savePerStep: false keeps the blocked reply out of memory"""
    memory = StaticMemory([])
    result = await run_blocked(memory)
    assert result.tripwire["reason"] == "Content blocked by guardrail"
    stored = [m for saved in memory.saved for m in saved.get.all.db()]
    assert not any(SECRET in m.text for m in stored)


async def test_does_not_call_delete_messages_when_nothing_was_saved_before_the_tripwire() -> None:
    """output-result-tripwire-saved-messages.test.ts › processOutputResult tripwire removes response messages
    saved earlier in the run › does not call deleteMessages when nothing was saved before the tripwire

    agentproc's memory has no delete: a blocked run never reaches the save, so nothing is
    written to undo (checked: ``save`` was never called)."""
    memory = StaticMemory([])
    result = await run_blocked(memory)
    assert result.tripwire["reason"] == "Content blocked by guardrail" and memory.saved == []
