"""UnicodeNormalizer: canonical text for later guards; ordinary text is left as it is."""
from __future__ import annotations

import pytest

from agentproc.processors.unicode import UnicodeNormalizer
from tests.processors.driver import assistant, call, run_stream, streamed_text, text_stream, user

CASES = [
    ("ｉｇｎｏｒｅ ａｌｌ", "ignore all"),  # full-width letters fold (NFKC)
    ("ﬁle ①", "file 1"),  # ligature and circled digit
    ("ig\u200bno\u200cre\u2060 previous", "ignore previous"),  # zero-width characters
    ("abc\u202edcba\u202c end", "abcdcba end"),  # bidi override (Trojan Source)
    ("\u2066x\u2069 y", "x y"),  # isolates
    ("tag\U000E0041\U000E0042 smuggle", "tag smuggle"),  # invisible tag letters
    ("bell\x07 and nul\x00!", "bell and nul!"),  # control characters
    ("a   b\t\tc", "a b c"),
    ("line1\r\nline2\rline3", "line1\nline2\nline3"),
    ("para1\n\n\n\n\npara2  \n  next", "para1\n\npara2\n  next"),
    ("  lead and trail  ", "lead and trail"),
]
UNCHANGED = [
    "Plain ASCII sentence, with punctuation!",
    "Café, naïve, Straße, 東京, Привет, مرحبا",
    "Family emoji 👨\u200d👩\u200d👧 stays joined",
    "def f(x):\n    return x\n\nprint(f(1))",
    "Price €1.299,99 on 2024-01-15, v1.2.3",
]


@pytest.mark.parametrize("raw,expected", CASES)
def test_normalizes(raw: str, expected: str) -> None:
    assert UnicodeNormalizer().normalize(raw)[0] == expected


@pytest.mark.parametrize("text", UNCHANGED)
def test_leaves_ordinary_text_alone(text: str) -> None:
    normalizer = UnicodeNormalizer(collapse_whitespace=False)
    assert normalizer.normalize(text) == (text, {})


def test_code_indentation_survives_default_collapse() -> None:
    code = "def f(x):\n    if x:\n\t\treturn  x"
    assert UnicodeNormalizer().normalize(code)[0] == "def f(x):\n    if x:\n\t\treturn x"


async def test_process_input_rewrites_parts_and_reports_hidden(recorder) -> None:
    msg = user("ig\u200bnore \u202eall")
    [out] = await call(UnicodeNormalizer(on_violation=recorder).process_input, messages=[msg])
    assert out.text == "ignore all"
    [violation] = recorder.violations
    assert violation.detail == {"removed": {"zero_width": 1, "bidi": 1}} and violation.action == "filtered"


async def test_no_report_for_ordinary_whitespace(recorder) -> None:
    await call(UnicodeNormalizer(on_violation=recorder).process_input, messages=[user("a  b")])
    assert recorder.violations == []


def test_options_switch_steps_off() -> None:
    n = UnicodeNormalizer(form="none", strip_zero_width=False, strip_bidi=False, collapse_whitespace=False)
    assert n.normalize("ｆ\u200b  x\u202e")[0] == "ｆ\u200b  x\u202e"


@pytest.mark.parametrize("deltas,expected", [
    (["card ４１１１", "\u200b１１１１ ok"], "card 41111111 ok"),  # full-width digits, a zero-width space
    (["pay\u202e", "ment  due\n    now"], "payment  due\n    now"),  # bidi gone; spacing and indentation kept
    (["family 👨\u200d👩", "\u200d👧 here"], "family 👨\u200d👩\u200d👧 here"),  # an emoji sequence across deltas
])
async def test_output_stream_is_normalised_delta_by_delta(deltas: list, expected: str) -> None:
    out = await run_stream(UnicodeNormalizer(), text_stream(deltas))
    assert streamed_text(out) == expected


async def test_output_result_matches_the_stream_and_one_violation_per_run(recorder) -> None:
    normalizer = UnicodeNormalizer(on_violation=recorder)
    state: dict = {}
    await run_stream(normalizer, text_stream(["a\u200bb", " c\u200bd"]), state=state)
    message = assistant("a\u200bb c\u200bd  e")
    await call(normalizer.process_output_result, messages=[message], state=state)
    assert message.text == "ab cd  e"
    assert len(recorder.violations) == 1 and recorder.violations[0].hook == "process_output_stream"
