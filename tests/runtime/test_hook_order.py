"""Spec: 'Processor 方法的运行时机' — the hooks run in exactly the spec's order."""
from __future__ import annotations

from agentproc.runtime import Processor, tool

from .helpers_runtime import agent

CALLS: list[str] = []


class Recorder(Processor):
    id = "recorder"

    def process_input(self, messages):
        CALLS.append("process_input")

    def process_input_step(self, step_number):
        CALLS.append(f"process_input_step:{step_number}")

    def process_llm_request(self, step_number):
        CALLS.append(f"process_llm_request:{step_number}")

    def process_llm_response(self, step_number):
        CALLS.append(f"process_llm_response:{step_number}")

    def process_output_stream(self, part):
        if part["type"] in ("text-delta", "tool-call", "finish"):
            CALLS.append(f"process_output_stream:{part['type']}")
        return part

    def process_output_step(self, step_number):
        CALLS.append(f"process_output_step:{step_number}")

    def process_tool_result(self, tool_name):
        CALLS.append(f"process_tool_result:{tool_name}")

    def process_output_result(self):
        CALLS.append("process_output_result")


@tool
def ping() -> str:
    """Answer pong."""
    CALLS.append("tool:ping")
    return "pong"


async def test_hooks_run_in_the_spec_order_across_a_tool_step() -> None:
    CALLS.clear()
    recorder = Recorder()

    def prepare_step(step_number):
        CALLS.append(f"prepare_step:{step_number}")

    a, _ = agent([{"tool_calls": [{"name": "ping", "args": {}}]}, "done"], tools=[ping],
                 input_processors=[recorder], output_processors=[recorder], prepare_step=prepare_step)
    result = await a.generate("hi")
    assert result.status == "completed"
    assert CALLS == [
        "process_input",
        "process_input_step:0", "prepare_step:0", "process_llm_request:0",
        "process_output_stream:tool-call",
        "process_llm_response:0", "process_output_step:0",
        "tool:ping", "process_tool_result:ping",
        "process_input_step:1", "prepare_step:1", "process_llm_request:1",
        "process_output_stream:text-delta",
        "process_llm_response:1", "process_output_step:1",
        "process_output_stream:finish",
        "process_output_result",
    ]


async def test_process_input_runs_once_and_input_step_every_step() -> None:
    CALLS.clear()
    recorder = Recorder()
    a, _ = agent([{"tool_calls": [{"name": "ping", "args": {}}]}, {"tool_calls": [{"name": "ping", "args": {}}]}, "ok"],
                 tools=[ping], input_processors=[recorder])
    await a.generate("hi")
    assert CALLS.count("process_input") == 1
    assert [c for c in CALLS if c.startswith("process_input_step")] == [
        "process_input_step:0", "process_input_step:1", "process_input_step:2"]


async def test_loop_stops_at_max_steps_while_tools_keep_being_called() -> None:
    calls = [{"tool_calls": [{"name": "ping", "args": {}}]}] * 3
    a, model = agent(calls, tools=[ping], max_steps=2)
    result = await a.generate("hi")
    assert model.calls == 2
    assert result.finish_reason == "tool-calls"
    assert len(result.steps) == 2
