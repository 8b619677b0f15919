"""Mastra's ``packages/core/src/processors/output-processor-data-chunks.test.ts``, translated.

A tool writes ``data-*`` chunks with ``writer.custom`` (without ``await``, as Mastra's tests
do: an async tool's unawaited write still goes out); output processors that set
``process_data_parts`` see them."""
from __future__ import annotations

from typing import Any, Callable

from agentproc.runtime import Agent, Processor, tool
from tests.conformance.mock_models import ToolCallingModel


def tool_writing(*chunks: dict[str, Any]) -> Any:
    @tool(name="toolWithCustomData")
    async def write(text: str, writer) -> str:  # noqa: ANN001
        """A test tool that emits custom data chunks."""
        for c in chunks:
            writer.custom(dict(c))
        return f"Processed: {text}"
    return write


async def run(processors: list[Processor], *chunks: dict[str, Any]) -> tuple[list[dict], Any]:
    agent = Agent("test-agent", instructions="Test agent with tools",
                  model=ToolCallingModel("toolWithCustomData", {"text": "hello"}),
                  tools=[tool_writing(*chunks)], output_processors=processors, max_steps=5)
    stream = agent.stream('Call the tool with text "hello"')
    out = [c async for c in stream]
    return out, stream.result


def data_processor(id: str, fn: Callable[..., Any], data_parts: bool = True) -> Processor:  # noqa: A002
    return type("DataProcessor", (Processor,), {"id": id, "process_data_parts": data_parts,
                                                "process_output_stream": fn})()


async def test_should_receive_data_chunks_from_tool_execute_in_process_output_stream() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should receive data-* chunks from tool execute in processOutputStream"""
    captured: list[dict] = []

    def track(self, part):  # noqa: ANN001, ANN202
        if part["type"].startswith("data-"):
            captured.append(part)
        return part

    chunks, _ = await run([data_processor("data-chunk-tracking-processor", track)],
                          {"type": "data-moderation", "data": {"flagged": False, "text": "hello"}})
    assert "data-moderation" in [c["type"] for c in chunks]
    assert len(captured) == 1 and captured[0]["data"] == {"flagged": False, "text": "hello"}


async def test_should_allow_output_processor_to_modify_data_chunks() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should allow output processor to modify data-* chunks"""
    def modify(self, part):  # noqa: ANN001, ANN202
        if part["type"] == "data-moderation":
            return {**part, "data": {**part["data"], "processed": True}}
        return part

    chunks, _ = await run([data_processor("data-chunk-modifying-processor", modify)],
                          {"type": "data-moderation", "data": {"flagged": False}})
    assert [c["data"] for c in chunks if c["type"] == "data-moderation"] == [{"flagged": False, "processed": True}]


async def test_should_allow_output_processor_to_block_data_chunks_via_abort() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should allow output processor to block data-* chunks via abort"""
    def block(self, part, abort):  # noqa: ANN001, ANN202
        if part["type"] == "data-sensitive":
            abort("Sensitive data blocked")
        return part

    chunks, _ = await run([data_processor("data-chunk-blocking-processor", block)],
                          {"type": "data-sensitive", "data": {"secret": "classified"}})
    assert "data-sensitive" not in [c["type"] for c in chunks]
    tripwires = [c for c in chunks if c["type"] == "tripwire"]
    assert len(tripwires) == 1 and tripwires[0]["payload"]["reason"] == "Sensitive data blocked"
    assert tripwires[0]["payload"]["processorId"] == "data-chunk-blocking-processor"


async def test_should_pass_data_chunks_through_unchanged_when_no_output_processors_are_configured() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should pass data-* chunks through unchanged when no output processors are configured"""
    chunks, _ = await run([], {"type": "data-metrics", "data": {"latency": 42}})
    assert [c["data"] for c in chunks if c["type"] == "data-metrics"] == [{"latency": 42}]


async def test_should_not_persist_data_chunk_when_processor_adds_transient_true() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should not persist data-* chunk when processor adds transient: true"""
    def mark(self, part):  # noqa: ANN001, ANN202
        return {**part, "transient": True} if part["type"] == "data-debug" else part

    chunks, result = await run([data_processor("transient-marking-processor", mark)],
                               {"type": "data-debug", "data": {"step": 1, "detail": "internal state"}})
    debug = [c for c in chunks if c["type"] == "data-debug"]
    assert len(debug) == 1 and debug[0]["data"] == {"step": 1, "detail": "internal state"} and debug[0]["transient"]
    stored = [p for m in result.message_list.get.all.db() for p in m.content.parts]
    assert not any(p.get("type") == "data-debug" for p in stored)


async def test_should_process_multiple_data_chunks_from_a_single_tool_execution() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should process multiple data-* chunks from a single tool execution"""
    captured: list[dict] = []

    def track(self, part):  # noqa: ANN001, ANN202
        if part["type"].startswith("data-"):
            captured.append(part)
        return part

    chunks, _ = await run([data_processor("multi-chunk-tracker", track)],
                          {"type": "data-progress", "data": {"step": 1, "status": "started"}},
                          {"type": "data-progress", "data": {"step": 2, "status": "processing"}},
                          {"type": "data-metrics", "data": {"latency": 42}})
    data = [(c["type"], c["data"]) for c in chunks if c["type"].startswith("data-")]
    assert data == [("data-progress", {"step": 1, "status": "started"}),
                    ("data-progress", {"step": 2, "status": "processing"}), ("data-metrics", {"latency": 42})]
    assert len(captured) == 3


async def test_should_skip_data_chunks_for_processors_without_process_data_parts() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should skip data-* chunks for processors without processDataParts"""
    seen: list[str] = []

    def track(self, part):  # noqa: ANN001, ANN202
        seen.append(part["type"])
        return part

    chunks, _ = await run([data_processor("regular-processor", track, data_parts=False)],
                          {"type": "data-metrics", "data": {"latency": 42}})
    assert [c["data"] for c in chunks if c["type"] == "data-metrics"] == [{"latency": 42}]
    assert not [t for t in seen if t.startswith("data-")]


async def test_should_chain_data_chunks_through_multiple_processors_in_order() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should chain data-* chunks through multiple processors in order"""
    order: list[str] = []

    def stage(name: str):  # noqa: ANN202
        def process_output_stream(self, part):  # noqa: ANN001, ANN202
            if part["type"] == "data-pipeline":
                order.append(name)
                return {**part, "data": {**part["data"], name: True}}
            return part
        return process_output_stream

    chunks, _ = await run([data_processor("first-processor", stage("first")),
                           data_processor("second-processor", stage("second"))],
                          {"type": "data-pipeline", "data": {"original": True}})
    assert order == ["first", "second"]
    assert [c["data"] for c in chunks if c["type"] == "data-pipeline"] == [
        {"original": True, "first": True, "second": True}]


async def test_should_only_deliver_data_chunks_to_processors_that_opt_in_when_mixed() -> None:
    """output-processor-data-chunks.test.ts › Output Processor Data Chunks (#13341) ›
    should only deliver data-* chunks to processors that opt in when mixed"""
    opted: list[str] = []
    regular: list[str] = []

    def opted_in(self, part):  # noqa: ANN001, ANN202
        opted.append(part["type"])
        return {**part, "data": {**part["data"], "seen": True}} if part["type"] == "data-info" else part

    def plain(self, part):  # noqa: ANN001, ANN202
        regular.append(part["type"])
        return part

    chunks, _ = await run([data_processor("opted-in-processor", opted_in),
                           data_processor("regular-processor", plain, data_parts=False)],
                          {"type": "data-info", "data": {"value": 1}})
    assert len([t for t in opted if t.startswith("data-")]) == 1
    assert not [t for t in regular if t.startswith("data-")]
    assert [c["data"] for c in chunks if c["type"] == "data-info"] == [{"value": 1, "seen": True}]
