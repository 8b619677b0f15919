"""Spec: processOutputStream — replace, drop (None), abort, stream_parts, data parts opt-in."""
from __future__ import annotations

import time
import traceback

from agentproc.runtime import Processor

from .helpers_runtime import agent, collect, text_of, types


class Censor(Processor):
    id = "censor"

    def process_output_stream(self, part):
        if part["type"] == "text-delta" and "darn" in part["payload"]["text"]:
            return {**part, "payload": {**part["payload"], "text": "**** "}}
        return part


class DropWord(Processor):
    id = "drop"

    def process_output_stream(self, part):
        if part["type"] == "text-delta" and part["payload"]["text"].strip() == "um":
            return None
        return part


async def test_returning_a_new_chunk_replaces_it_for_the_client_and_the_stored_message() -> None:
    a, _ = agent(["oh darn it"], output_processors=[Censor()])
    stream = a.stream("hi")
    chunks = await collect(stream)
    assert text_of(chunks) == "oh **** it"
    assert stream.result.messages[0].text == "oh **** it"


async def test_returning_none_drops_only_that_chunk_and_the_next_processor_never_sees_it() -> None:
    seen = []

    class After(Processor):
        id = "after"

        def process_output_stream(self, part):
            if part["type"] == "text-delta":
                seen.append(part["payload"]["text"])
            return part

    a, _ = agent(["so um yes um ok"], output_processors=[DropWord(), After()])
    chunks = await collect(a.stream("hi"))
    assert text_of(chunks) == "so yes ok"
    assert seen == ["so ", "yes ", "ok"]
    assert types(chunks)[-1] == "finish"  # the stream went on


async def test_a_method_that_falls_off_the_end_drops_every_chunk() -> None:
    class Forgetful(Processor):
        id = "forgetful"

        def process_output_stream(self, part):
            pass

    a, _ = agent(["hello"], output_processors=[Forgetful()])
    assert await collect(a.stream("hi")) == []


async def test_abort_ends_the_stream_with_a_tripwire_chunk() -> None:
    class Block(Processor):
        id = "content-filter"

        def process_output_stream(self, part, abort):
            if part["type"] == "text-delta" and "secret" in part["payload"]["text"]:
                abort("Blocked content detected in output", metadata={"word": "secret"})
            return part

    a, _ = agent(["the secret is out"], output_processors=[Block()])
    stream = a.stream("hi")
    chunks = await collect(stream)
    assert text_of(chunks) == "the "
    assert chunks[-1] == {
        "type": "tripwire", "runId": stream.run_id, "from": "AGENT",
        "payload": {"reason": "Blocked content detected in output", "retry": False,
                    "metadata": {"word": "secret"}, "processorId": "content-filter"},
    }
    assert [(v.processor_id, v.hook, v.action) for v in stream.result.violations] == [
        ("content-filter", "process_output_stream", "blocked")]


async def test_stream_parts_holds_every_chunk_received_so_far() -> None:
    lengths = []

    class Spy(Processor):
        id = "spy"

        def process_output_stream(self, part, stream_parts):
            lengths.append((part["type"], len(stream_parts)))
            return part

    a, _ = agent(["a b"], output_processors=[Spy()])
    await a.generate("hi")
    assert [n for _, n in lengths] == list(range(1, len(lengths) + 1))


async def test_output_processors_see_every_chunk_type_and_chunks_carry_run_id() -> None:
    seen = []

    class Spy(Processor):
        id = "spy"

        def process_output_stream(self, part):
            seen.append(part["type"])
            return part

    a, _ = agent(["hi there"], output_processors=[Spy()])
    stream = a.stream("hi")
    chunks = await collect(stream)
    assert seen == ["start", "step-start", "text-start", "text-delta", "text-delta", "text-end", "step-finish",
                    "finish"]
    assert all(c["runId"] == stream.run_id and c["from"] == "AGENT" for c in chunks)


async def test_returning_a_list_emits_several_chunks_through_the_rest_of_the_chain() -> None:
    class Split(Processor):
        id = "split"

        def process_output_stream(self, part):
            if part["type"] == "text-delta" and part["payload"]["text"] == "ab":
                return [{**part, "payload": {**part["payload"], "text": "a"}},
                        {**part, "payload": {**part["payload"], "text": "b"}}]
            return part

    a, _ = agent(["ab"], output_processors=[Split(), Censor()])
    chunks = await collect(a.stream("hi"))
    assert [c["payload"]["text"] for c in chunks if c["type"] == "text-delta"] == ["a", "b"]


async def test_async_stream_hooks_work_and_are_timed() -> None:
    class Slow(Processor):
        id = "slow"

        async def process_output_stream(self, part):
            return part

    a, _ = agent(["one two three"], output_processors=[Slow()])
    result = await a.generate("hi")
    assert result.text == "one two three"
    timing = next(t for t in result.timings if t["processorId"] == "slow")
    assert timing["hook"] == "process_output_stream" and timing["calls"] == 9


async def test_call_counts_stay_exact_over_long_streams_with_drops_and_expansions() -> None:
    seen = []

    class Split(Processor):
        id = "split"

        def process_output_stream(self, part):
            if part["type"] == "text-delta" and part["payload"]["text"].startswith("ab"):
                return [part, {**part, "payload": {**part["payload"], "text": "+ "}}]
            return part

    class Count(Processor):
        id = "count"

        def process_output_stream(self, part):
            seen.append(part["type"])
            return part

    words = " ".join(["um", "ab", "ok"] * 40)  # 120 words: 40 dropped, 40 doubled
    a, _ = agent([words], output_processors=[DropWord(), Split(), Count()])
    result = await a.generate("hi")
    calls = {t["processorId"]: t["calls"] for t in result.timings}
    chunks = 120 + 6  # deltas + start, step-start, text-start, text-end, step-finish, finish
    assert calls == {"drop": chunks, "split": chunks - 40, "count": chunks - 40 + 40}
    assert len(seen) == calls["count"]
    assert result.text.count("+") == 40 and "um" not in result.text


async def test_stream_parts_are_the_chunks_this_processor_received_after_the_earlier_ones() -> None:
    # Mastra keeps one list per processor: a processor after a redactor never finds the raw
    # text in stream_parts.
    class Redact(Processor):
        id = "redact"

        def process_output_stream(self, part):
            if part["type"] == "text-delta":
                return {**part, "payload": {**part["payload"], "text": part["payload"]["text"].replace("4111", "####")}}
            return part

    received = {}

    class Later(Processor):
        id = "later"

        def process_output_stream(self, part, stream_parts):
            received["parts"] = stream_parts
            return part

    class First(Processor):
        id = "first"

        def process_output_stream(self, part, stream_parts):
            received["first"] = stream_parts
            return part

    a, _ = agent(["card 4111 um ok"], output_processors=[First(), DropWord(), Redact(), Later()])
    result = await a.generate("hi")
    later_text = "".join(p["payload"]["text"] for p in received["parts"] if p["type"] == "text-delta")
    first_text = "".join(p["payload"]["text"] for p in received["first"] if p["type"] == "text-delta")
    assert later_text == "card #### ok" and result.text == later_text
    assert first_text == "card 4111 um ok"  # the first processor received the raw chunks
    assert received["parts"][-1]["type"] == "finish"


async def test_a_processors_traceback_ends_on_its_own_line() -> None:
    class Faulty(Processor):
        id = "faulty"

        def process_output_stream(self, part, state, stream_parts):
            if part["type"] == "text-delta":
                raise ValueError("bug in the processor")  # the line the traceback must end on
            return part

    result = await agent(["hello"], output_processors=[Censor(), Faulty()])[0].generate("hi")
    assert result.status == "failed"
    frames = traceback.extract_tb(result.error.__traceback__)
    assert frames[-1].filename == __file__
    assert frames[-1].line == 'raise ValueError("bug in the processor")  # the line the traceback must end on'
    assert all(f.filename != "<string>" for f in frames)


async def test_every_hook_call_is_counted_and_timed_unless_timing_is_switched_off() -> None:
    class Upper(Processor):
        id = "upper"

        def process_output_stream(self, part):
            time.sleep(0.0005)  # measurable work, so a timed call cannot round to 0 ms
            return part

        def process_output_result(self):
            time.sleep(0.0005)

    timed = await agent(["one two three"], output_processors=[Upper()])[0].generate("hi")
    untimed = await agent(["one two three"], output_processors=[Upper()], time_hooks=False)[0].generate("hi")
    for result in (timed, untimed):
        calls = {t["hook"]: t["calls"] for t in result.timings}
        assert calls == {"process_output_stream": 9, "process_output_result": 1}
    assert all(t["totalMs"] > 0 for t in timed.timings)
    assert all(t["totalMs"] == 0 for t in untimed.timings)


async def test_hooks_may_declare_arguments_in_any_order_keyword_only_or_with_defaults() -> None:
    seen = []

    class Reordered(Processor):
        id = "reordered"

        def process_output_stream(self, state, part, extra="default"):
            seen.append(("reordered", part["type"], extra, isinstance(state, dict)))
            return part

    class KeywordOnly(Processor):
        id = "keyword-only"

        def process_output_stream(self, *, part, abort, **rest):
            seen.append(("keyword-only", part["type"], "stream_parts" in rest))
            return part

    result = await agent(["hi"], output_processors=[Reordered(), KeywordOnly()])[0].generate("x")
    assert result.text == "hi"
    assert ("reordered", "text-delta", "default", True) in seen
    assert ("keyword-only", "text-delta", True) in seen
