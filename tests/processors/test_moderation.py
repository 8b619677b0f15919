"""ModerationProcessor: a fake moderation client; per-step and per-sentence-window output checks."""
from __future__ import annotations

import pytest

from agentproc.processors.moderation import FILTERED_TEXT, ModerationProcessor
from agentproc.processors.schema import build
from agentproc.runtime import Agent
from agentproc.runtime.providers.scripted import ScriptedModel
from agentproc.runtime.processor import TripWire
from tests.processors.driver import assistant, call, run_stream, streamed_text, text_stream, user


class FakeModeration:
    """Scores text containing a trigger word; counts calls and texts."""

    TRIGGERS = {"kill": "violence", "hate": "hate", "stupid": "harassment"}

    def __init__(self, fail: bool = False) -> None:
        self.calls: list[list[str]] = []
        self.fail = fail

    async def moderate(self, texts):  # noqa: ANN001
        self.calls.append(list(texts))
        if self.fail:
            raise ConnectionError("moderation down")
        out = []
        for text in texts:
            scores = {c: 0.01 for c in self.TRIGGERS.values()}
            for word, category in self.TRIGGERS.items():
                if word in text.lower():
                    scores[category] = 0.93
            out.append({"flagged": max(scores.values()) > 0.5, "categories": {}, "category_scores": scores})
        return out


class Writer:
    def __init__(self) -> None:
        self.chunks: list[dict] = []

    async def custom(self, chunk: dict) -> None:
        self.chunks.append(chunk)


@pytest.mark.parametrize("text,flagged", [
    ("I will kill the process and restart", True),  # the fake is naive on purpose
    ("I hate mondays", True),
    ("Have a lovely day", False),
    ("Order #123 ships 2024-01-15", False),
])
async def test_input_verdicts(text: str, flagged: bool) -> None:
    m = ModerationProcessor(client=FakeModeration())
    if flagged:
        with pytest.raises(TripWire) as exc:
            await call(m.process_input, messages=[user(text)])
        assert exc.value.metadata["categories"]
    else:
        assert await call(m.process_input, messages=[user(text)])


async def test_categories_and_threshold_narrow_what_counts() -> None:
    m = ModerationProcessor(client=FakeModeration(), categories=["violence"])
    assert await call(m.process_input, messages=[user("I hate mondays")])
    strict = ModerationProcessor(client=FakeModeration(), threshold=0.95)
    assert await call(strict.process_input, messages=[user("kill it")])


async def test_input_batched_in_one_call_and_filter_drops() -> None:
    client = FakeModeration()
    m = ModerationProcessor(client=client, strategy="filter")
    ok, bad = user("hello"), user("you are stupid")
    assert await call(m.process_input, messages=[ok, bad]) == [ok]
    assert client.calls == [["hello", "you are stupid"]]


async def test_warn_emits_data_moderation_chunk(recorder) -> None:
    writer = Writer()
    m = ModerationProcessor(client=FakeModeration(), strategy="warn", on_violation=recorder)
    await call(m.process_input, messages=[user("I hate this")], writer=writer)
    assert writer.chunks[0]["type"] == "data-moderation"
    # The visitor's chunk names the category; the score stays in the admin's violation row.
    assert writer.chunks[0]["data"] == {"level": "warn", "where": "input", "categories": ["hate"]}
    assert recorder.violations[0].action == "warned"
    assert recorder.violations[0].detail["categories"] == {"hate": 0.93}


async def test_sentence_windows_one_call_per_window_not_per_chunk() -> None:
    client = FakeModeration()
    m = ModerationProcessor(client=client, window_sentences=2)
    text = "One. Two. Three. Four. Five."
    words = [w + " " for w in text.split(" ")]
    out = await run_stream(m, text_stream(words))
    assert streamed_text(out).strip() == text
    assert client.calls == [["One. Two. "], ["Three. Four. "], ["Five. "]]


async def test_flagged_window_is_filtered_before_release() -> None:
    m = ModerationProcessor(client=FakeModeration(), strategy="filter", window_sentences=1)
    out = await run_stream(m, text_stream(["Fine here. ", "You are so stu", "pid. ", "Bye."]))
    assert streamed_text(out) == f"Fine here. {FILTERED_TEXT} Bye."


async def test_block_in_stream_before_text_is_seen() -> None:
    m = ModerationProcessor(client=FakeModeration(), window_sentences=5)
    emitted: list = []
    state: dict = {}
    with pytest.raises(TripWire):
        for chunk in text_stream(["Hello. ", "I will ", "kill you."]):
            emitted += await run_stream(m, [chunk], state=state)
    assert "kill" not in streamed_text(emitted)


async def test_step_mode_one_call_per_step() -> None:
    client = FakeModeration()
    m = ModerationProcessor(client=client, output_mode="step", strategy="filter")
    msg = assistant("That is stupid.")
    await call(m.process_output_step, text="That is stupid.", messages=[msg])
    assert msg.text == FILTERED_TEXT and len(client.calls) == 1
    assert await run_stream(m, text_stream(["a ", "b"])) and len(client.calls) == 1  # stream untouched


@pytest.mark.parametrize("fail_closed,blocked", [(True, True), (False, False)])
async def test_fail_closed(fail_closed: bool, blocked: bool) -> None:
    m = ModerationProcessor(client=FakeModeration(fail=True), fail_closed=fail_closed)
    if blocked:
        with pytest.raises(TripWire):
            await call(m.process_input, messages=[user("hi")])
    else:
        assert await call(m.process_input, messages=[user("hi")])


async def test_judge_backend_with_fake_model() -> None:
    class Judge:
        provider, model_id = "fake", "judge"

        async def stream(self, request):  # noqa: ANN001
            yield {"type": "text-delta", "payload": {"id": "t", "text": '{"category_scores": {"violence": 0.9}}'}}
            yield {"type": "finish", "payload": {"finishReason": "stop", "usage": {}}}

    m = ModerationProcessor(backend="judge", judge_model=Judge())
    with pytest.raises(TripWire):
        await call(m.process_input, messages=[user("x")])


async def test_end_to_end_client_from_config_extra() -> None:
    client = FakeModeration()
    proc = build(ModerationProcessor, {"strategy": "warn"}, client=client)
    agent = Agent("t", model=ScriptedModel(["I hate rainy days. But today is nice."]), output_processors=[proc])
    stream = agent.stream("weather?")
    chunks = [c async for c in stream]
    assert any(c["type"] == "data-moderation" for c in chunks)
    assert stream.result.text == "I hate rainy days. But today is nice."
    assert len(client.calls) == 1
