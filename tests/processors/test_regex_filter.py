"""RegexFilter: words as whole words, RE2 patterns, strategies, stream holdback, config validation."""
from __future__ import annotations

import asyncio
import time

import pytest

from agentproc.processors.regex_filter import RegexFilter
from agentproc.processors.schema import ConfigValidationError, build, validate_config
from agentproc.runtime import Agent
from agentproc.runtime.providers.scripted import ScriptedModel
from agentproc.runtime.processor import TripWire
from tests.processors.driver import call, run_stream, streamed_text, text_stream, user

WORDS = ["darn", "top secret"]
CASES = [
    # (text, words, patterns, expected rules)
    ("Well DARN it", WORDS, [], ["word:darn"]),
    ("this is Top  Secret stuff", WORDS, [], ["word:top secret"]),
    ("darning socks is darnedly fun", WORDS, [], []),  # whole words only
    ("a topsecret folder", WORDS, [], []),
    ("ticket PROJ-1234 is open", [], [r"PROJ-\d+"], ["pattern:1"]),
    ("ticket proj-1234 is open", [], [r"PROJ-\d+"], ["pattern:1"]),  # case-insensitive by default
    ("nothing here", WORDS, [r"PROJ-\d+"], []),
    ("order 12345 on 2024-01-15 costs $9.99", WORDS, [r"\bsecret-\w+\b"], []),
]


@pytest.mark.parametrize("text,words,patterns,rules", CASES)
def test_findings(text: str, words: list, patterns: list, rules: list) -> None:
    found = RegexFilter(words=words, patterns=patterns).find(text)
    assert [f.rule for f in found] == rules


@pytest.mark.parametrize("pattern,words", [
    ("(unclosed", "the brackets ( ) do not match"),
    (r"a(?=b)", "look-ahead ((?=…) or (?!…)) is not supported"),
    (r"(?<=a)b", "look-behind ((?<=…) or (?<!…)) is not supported"),
    (r"(a)\1", "back-references (\\1 …) are not supported"),
    ("*x", "a *, + or ? has nothing before it to repeat"),
])
def test_invalid_pattern_is_a_validation_error_in_words(pattern: str, words: str) -> None:
    with pytest.raises(ConfigValidationError) as exc:
        validate_config(RegexFilter, {"patterns": ["ok", pattern]})
    assert exc.value.errors["patterns"] == [f"Pattern 2 “{pattern}”: {words}."]


def test_pathological_pattern_stays_linear() -> None:
    detector = RegexFilter(patterns=[r"(a+)+$"])
    started = time.perf_counter()
    assert detector.find("a" * 50_000 + "!") == []
    assert time.perf_counter() - started < 1.0


async def test_block_on_input_with_masked_metadata() -> None:
    with pytest.raises(TripWire) as exc:
        await call(RegexFilter(words=["darn"]).process_input, messages=[user("oh darn")])
    assert exc.value.metadata["matches"] == [{"rule": "word:darn", "value": "***"}]


async def test_redact_input(recorder) -> None:
    f = RegexFilter(words=["darn"], patterns=[r"PROJ-\d+"], strategy="redact", on_violation=recorder)
    [msg] = await call(f.process_input, messages=[user("darn, PROJ-42 again")])
    assert msg.text == "[REDACTED], [REDACTED] again"
    assert recorder.violations[0].action == "redacted"


async def test_warn_keeps_text(recorder) -> None:
    f = RegexFilter(words=["darn"], strategy="warn", on_violation=recorder)
    [msg] = await call(f.process_input, messages=[user("darn")])
    assert msg.text == "darn" and recorder.violations[0].action == "warned"


@pytest.mark.parametrize("text", ["say top secret now please", "PROJ-12345 is the id", "well darn."])
def test_stream_redaction_matches_one_shot_at_every_split(text: str) -> None:
    f = RegexFilter(words=WORDS, patterns=[r"PROJ-\d+"], strategy="redact")
    expected = f.redact(text)[0]
    assert expected != text

    async def outputs() -> list[str]:
        return [streamed_text(await run_stream(f, text_stream([text[:i], text[i:]]))) for i in range(1, len(text))]

    assert set(asyncio.run(outputs())) == {expected}


async def test_stream_releases_text_that_cannot_match() -> None:
    f = RegexFilter(words=["darn"], strategy="redact")
    state: dict = {}
    out = await run_stream(f, text_stream(["hello there ", "wor"])[:3], state=state)
    assert streamed_text(out) == "hello there "


async def test_end_to_end_stream_block() -> None:
    agent = Agent("t", model=ScriptedModel(["this is top secret info"]),
                  output_processors=[RegexFilter(words=WORDS)])
    stream = agent.stream("hi")
    chunks = [c async for c in stream]
    assert chunks[-1]["type"] == "tripwire" or any(c["type"] == "tripwire" for c in chunks)
    assert "secret" not in streamed_text(chunks)
    assert stream.result.status == "tripwire"


def test_build_from_admin_config() -> None:
    f = build(RegexFilter, {"words": "darn\nheck\n", "strategy": "redact"})
    assert f.redact("heck no")[0] == "[REDACTED] no"
