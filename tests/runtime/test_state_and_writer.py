"""Spec: state lifecycle; writer.custom data chunks, transient chunks, processDataParts."""
from __future__ import annotations

from agentproc.runtime import Processor, tool

from .helpers_runtime import agent, collect


class WordCounter(Processor):
    id = "word-counter"

    def __init__(self):
        self.totals = []

    async def process_output_stream(self, part, state):
        state.setdefault("word_count", 0)
        if part["type"] == "text-delta":
            state["word_count"] += len(part["payload"]["text"].split())
        if part["type"] == "finish":
            self.totals.append(state["word_count"])
        return part


async def test_state_is_fresh_for_each_request() -> None:
    counter = WordCounter()
    a, _ = agent(["one two three", "four five"], output_processors=[counter])
    await a.generate("a")
    await a.generate("b")
    assert counter.totals == [3, 2]


async def test_state_is_shared_by_all_hooks_of_a_processor_in_every_lane_but_not_across_ids() -> None:
    seen = {}

    class Both(Processor):
        id = "both"

        def process_input(self, state):
            state["from_input"] = True

        def process_llm_request(self, state):
            state["from_request"] = True

        def process_output_result(self, state):
            seen["both"] = dict(state)

    class Other(Processor):
        id = "other"

        def process_output_result(self, state):
            seen["other"] = dict(state)

    a, _ = agent(["ok"], input_processors=[Both()], output_processors=[Both(), Other()])
    await a.generate("hi")
    assert seen == {"both": {"from_input": True, "from_request": True}, "other": {}}


class Moderation(Processor):
    id = "moderation"

    async def process_output_stream(self, part, writer):
        if part["type"] == "text-delta" and "unsafe" in part["payload"]["text"]:
            await writer.custom({"type": "data-moderation", "data": {"level": "warn", "reason": "Possibly unsafe"}})
            await writer.custom({"type": "data-progress", "data": {"status": "checked"}, "transient": True})
        return part


async def test_custom_chunks_are_streamed_and_non_transient_ones_are_persisted() -> None:
    a, _ = agent(["this is unsafe text"], output_processors=[Moderation()])
    stream = a.stream("hi")
    chunks = await collect(stream)
    data = [c for c in chunks if c["type"].startswith("data-")]
    assert [c["type"] for c in data] == ["data-moderation", "data-progress"]
    assert data[0]["runId"] == stream.run_id and data[0]["from"] == "AGENT"
    parts = stream.result.messages[-1].content.parts
    assert {"type": "data-moderation", "data": {"level": "warn", "reason": "Possibly unsafe"}} in parts
    assert not any(p["type"] == "data-progress" for p in parts)


async def test_data_chunks_reach_only_processors_that_opt_in() -> None:
    seen = {"plain": [], "collector": []}

    class Plain(Processor):
        id = "plain"

        def process_output_stream(self, part):
            seen["plain"].append(part["type"])
            return part

    class Collector(Processor):
        id = "moderation-collector"
        process_data_parts = True

        def process_output_stream(self, part, state):
            seen["collector"].append(part["type"])
            if part["type"] == "data-moderation":
                return None  # filtered like any other chunk
            return part

    a, _ = agent(["unsafe"], output_processors=[Moderation(), Plain(), Collector()])
    chunks = await collect(a.stream("hi"))
    assert not any(t.startswith("data-") for t in seen["plain"])
    assert "data-moderation" in seen["collector"]
    assert [c["type"] for c in chunks if c["type"].startswith("data-")] == ["data-progress"]


async def test_tools_and_output_result_can_write_custom_chunks() -> None:
    @tool
    async def slow_job(writer) -> str:
        """A job that reports progress."""
        await writer.custom({"type": "data-progress", "data": {"pct": 50}, "transient": True})
        return "done"

    class Summary(Processor):
        id = "summary"

        async def process_output_result(self, writer, result):
            await writer.custom({"type": "data-summary", "data": {"chars": len(result.text)}})

    a, _ = agent([{"tool_calls": [{"name": "slow_job", "args": {}}]}, "all done"], tools=[slow_job],
                 output_processors=[Summary()])
    stream = a.stream("go")
    chunks = await collect(stream)
    kinds = [c["type"] for c in chunks]
    assert kinds.index("data-progress") < kinds.index("tool-result")
    assert kinds.index("data-summary") < kinds.index("finish")
    assert {"type": "data-summary", "data": {"chars": 8}} in stream.result.messages[-1].content.parts


async def test_one_rule_for_data_chunks_from_every_hook_and_tool() -> None:
    # Whoever writes it (process_input, process_input_step, process_llm_request, a tool,
    # process_tool_result, process_output_step, process_output_result), a non-transient data
    # chunk is streamed and stored as a part of the assistant message.
    @tool
    async def job(writer) -> str:
        """A job."""
        await writer.custom({"type": "data-tool", "data": 1})
        return "ok"

    class Everywhere(Processor):
        id = "everywhere"

        async def process_input(self, writer):
            await writer.custom({"type": "data-input", "data": 1})

        async def process_input_step(self, writer, step_number):
            await writer.custom({"type": "data-input-step", "data": step_number})

        async def process_llm_request(self, writer, step_number):
            await writer.custom({"type": "data-llm-request", "data": step_number})

    class Output(Processor):
        id = "output"

        async def process_tool_result(self, writer):
            await writer.custom({"type": "data-tool-result", "data": 1})

        async def process_output_step(self, writer, step_number):
            await writer.custom({"type": "data-output-step", "data": step_number})

        async def process_output_result(self, writer):
            await writer.custom({"type": "data-output-result", "data": 1})
            await writer.custom({"type": "data-transient", "data": 1, "transient": True})

    a, _ = agent([{"tool_calls": [{"name": "job", "args": {}}]}, "done"], tools=[job],
                 input_processors=[Everywhere()], output_processors=[Output()])
    stream = a.stream("go")
    streamed = {c["type"] for c in await collect(stream) if c["type"].startswith("data-")}
    first, second = stream.result.messages
    stored = [[p["type"] for p in m.content.parts if p["type"].startswith("data-")] for m in (first, second)]
    assert stored == [
        ["data-input", "data-input-step", "data-llm-request", "data-output-step", "data-tool", "data-tool-result"],
        ["data-input-step", "data-llm-request", "data-output-step", "data-output-result"],
    ]
    assert streamed == {t for m in stored for t in m} | {"data-transient"}
