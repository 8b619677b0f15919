"""The RE2 screen of the PII detectors (``Detector.screen``): on a long text each detector's pattern
is tried only where RE2's reading of it matches. It only saves work: every finding is the same."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentproc.processors import pii_patterns, pii_screen
from agentproc.processors.pii_detectors import TEXT_DETECTORS

CORPORA = Path(__file__).resolve().parents[2] / "bench" / "corpora"


@pytest.fixture(scope="module")
def rows() -> list[str]:
    """Every line of the PII sources, and every fifth of the independent authors' (values in many
    layouts and scripts, disguised values, look-alikes)."""
    texts = [json.loads(line)["text"] for path in sorted((CORPORA / "pii").glob("*.jsonl")) for line in path.open()]
    for path in sorted((CORPORA / "pii-independent").glob("*.jsonl")):
        texts += [json.loads(line)["text"] for line in path.open()][::5]
    return texts


@pytest.fixture(scope="module")
def joined(rows: list[str]) -> list[str]:
    """The same lines joined 200 at a time: texts long enough to be screened."""
    return ["\n".join(rows[i:i + 200]) for i in range(0, len(rows), 200)]


#: Every screened pattern, with its screen: the detectors' and the other scans' (``pii_screen.screened``).
PATTERNS = [(det.pattern, det.screen) for det in TEXT_DETECTORS] + pii_screen.SCREENED


def test_every_pattern_has_a_screen() -> None:
    assert len(pii_screen.SCREENED) >= 5
    assert [pattern.pattern[:40] for pattern, screen in PATTERNS if screen is None] == []


def test_the_screen_matches_wherever_the_pattern_does(rows: list[str], joined: list[str]) -> None:
    matched, missed = 0, []
    for pattern, screen in PATTERNS:
        for text in rows + joined:
            for m in pattern.finditer(text):
                matched += 1
                if screen.match(text, m.start()) is None:
                    missed.append((pattern.pattern[:40], text[m.start():m.start() + 60]))
    assert matched > 5000 and missed == []


def test_long_texts_give_the_same_findings_with_and_without_the_screen(joined: list[str], monkeypatch) -> None:
    assert sum(len(text) >= pii_patterns._STARTS_FROM for text in joined) > 0.9 * len(joined)
    wanted = frozenset(pii_patterns.PII_TYPES)
    screened = [pii_patterns._detect(text, wanted, pii_patterns.DEFAULT_REGIONS) for text in joined]
    monkeypatch.setattr(pii_screen, "stretches", lambda screen, text: None)
    plain = [pii_patterns._detect(text, wanted, pii_patterns.DEFAULT_REGIONS) for text in joined]
    assert sum(map(len, plain)) > 3000
    assert [i for i, (a, b) in enumerate(zip(screened, plain)) if a != b] == []
