"""The Python API: generate / stream / generate_sync, options, structured output, cancellation."""
from __future__ import annotations

import asyncio
import itertools
import time

import pytest

from agentproc.runtime import Agent, Message
from agentproc.runtime.providers import ScriptedModel

from .helpers_runtime import agent, collect, types


async def test_generate_returns_text_usage_steps_messages_and_run_id() -> None:
    a, _ = agent(["Paris is the capital."])
    result = await a.generate("capital of France?", run_id="run-1")
    assert result.text == "Paris is the capital."
    assert result.finish_reason == "stop" and result.status == "completed"
    assert result.run_id == "run-1"
    assert result.usage["outputTokens"] == 4 and result.usage["totalTokens"] > 4
    assert [s.text for s in result.steps] == ["Paris is the capital."]
    assert [m.role for m in result.messages] == ["assistant"]
    assert result.tripwire is None


async def test_stream_is_an_async_iterable_that_exposes_the_same_result() -> None:
    a, _ = agent(["one two"])
    stream = a.stream("hi")
    chunks = await collect(stream)
    assert types(chunks) == ["start", "step-start", "text-start", "text-delta", "text-delta", "text-end",
                             "step-finish", "finish"]
    assert stream.result.text == "one two"
    assert chunks[-1]["payload"] == {"finishReason": "stop", "usage": stream.result.usage}


def test_generate_sync_for_sync_callers() -> None:
    a, _ = agent(["sync answer"])
    assert a.generate_sync("hi").text == "sync answer"


async def test_generate_sync_inside_a_loop_says_to_await() -> None:
    with pytest.raises(RuntimeError, match="await agent.generate"):
        agent(["x"])[0].generate_sync("hi")


async def test_messages_may_be_a_string_a_message_or_a_list() -> None:
    a, model = agent(["a", "b", "c"])
    await a.generate("plain")
    await a.generate(Message.from_text("one message"))
    await a.generate(["first", {"role": "assistant", "content": "reply"}, Message.from_text("last")])
    assert [m["role"] for m in model.requests[2].prompt] == ["user", "assistant", "user"]


def test_unknown_options_are_rejected_with_the_known_ones_listed() -> None:
    with pytest.raises(TypeError, match="unknown option.*temprature"):
        agent(["x"])[0].stream("hi", temprature=0.2)


async def test_structured_output_parses_the_object_from_a_pydantic_model() -> None:
    from pydantic import BaseModel

    class City(BaseModel):
        name: str
        population: int

    a, model = agent(['{"name": "Paris", "population": 2100000}'])
    result = await a.generate("biggest city", structured_output=City)
    assert result.object == City(name="Paris", population=2100000)
    assert model.requests[0].structured_output["name"] == "City"
    assert model.requests[0].structured_output["schema"]["required"] == ["name", "population"]


async def test_structured_output_that_is_not_json_gives_no_object_and_a_warning() -> None:
    result = await agent(["not json"])[0].generate("x", structured_output={"type": "object"})
    assert result.object is None and "not valid JSON" in result.warnings[0]


async def test_abort_signal_ends_the_run_as_cancelled() -> None:
    signal = asyncio.Event()
    a = Agent("a", model=ScriptedModel(["one two three four five"], delay=0.01))
    stream = a.stream("hi", abort_signal=signal)
    seen = []
    async for c in stream:
        seen.append(c["type"])
        if seen.count("text-delta") == 2:
            signal.set()
    assert seen[-1] == "abort"
    assert stream.result.status == "cancelled"
    assert seen.count("text-delta") == 2


async def test_closing_the_stream_early_marks_the_run_cancelled() -> None:
    a = Agent("a", model=ScriptedModel(["one two three"]))
    stream = a.stream("hi")
    async for c in stream:
        if c["type"] == "text-delta":
            break
    await stream.aclose()
    assert stream.result.status == "cancelled"


async def test_cancelling_the_consuming_task_marks_the_run_cancelled() -> None:
    a = Agent("a", model=ScriptedModel(["one two three"], delay=5))
    stream = a.stream("hi")
    task = asyncio.ensure_future(collect(stream))
    await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert stream.result.status == "cancelled"


async def test_a_model_stream_cut_midway_keeps_what_arrived_and_ends_with_an_error() -> None:
    async def broken_stream(request):
        yield {"type": "text-start", "payload": {"id": "t"}}
        yield {"type": "text-delta", "payload": {"id": "t", "text": "partial "}}
        raise ConnectionError("connection reset")

    class Broken:
        provider, model_id = "test", "broken"

        def stream(self, request):
            return broken_stream(request)

    stream = Agent("a", model=Broken()).stream("hi")
    chunks = await collect(stream)
    assert chunks[-1]["type"] == "error" and "connection reset" in chunks[-1]["payload"]["error"]["message"]
    assert stream.result.status == "failed" and stream.result.text == "partial "
    assert stream.result.messages[0].text == "partial "


async def test_a_processor_bug_fails_the_run_but_never_raises_from_stream() -> None:
    from agentproc.runtime import Processor

    class Buggy(Processor):
        id = "buggy"

        def process_output_stream(self, part):
            raise KeyError("oops")

    stream = agent(["x"], output_processors=[Buggy()])[0].stream("hi")
    chunks = await collect(stream)
    assert chunks[-1]["type"] == "error" and stream.result.status == "failed"


async def test_timings_are_reported_per_processor_and_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    from agentproc.runtime import Processor

    # A clock that moves 1 ms per reading: the time shown for a hook is what its readings measured.
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter_ns", lambda: next(ticks) * 1_000_000)
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) / 1000)

    class Timed(Processor):
        id = "timed"

        def process_input(self):
            return None

        def process_output_stream(self, part):
            return part

    result = await agent(["a b c"], input_processors=[Timed()], output_processors=[Timed()])[0].generate("x")
    by_hook = {(t["processorId"], t["hook"]): t for t in result.timings}
    assert by_hook[("timed", "process_input")]["calls"] == 1
    assert by_hook[("timed", "process_output_stream")]["calls"] == 9
    assert by_hook[("timed", "process_input")]["totalMs"] == pytest.approx(1.0)  # one call, one tick
    assert by_hook[("timed", "process_output_stream")]["totalMs"] >= 1.0
