"""PII figures by source (bench/corpora/pii/): floors pinned under what ``bench/pii_eval.py`` measured on
the held-out sources, default configuration, no model call."""
from __future__ import annotations

import pytest

from bench.pii_eval import evaluate, load
from bench.pii_sources import SOURCES

HELD_OUT = [name for name, (part, _, _) in SOURCES.items() if part == "heldout"]
#: Least recall of every type on every held-out source (measured: 98-100 %).
RECALL_FLOOR = 0.97
#: Most look-alikes touched (measured: 0-0.1 %).
LOOK_ALIKES_CEILING = 0.005


@pytest.mark.parametrize("source", HELD_OUT)
def test_held_out_source_meets_its_floors(source: str) -> None:
    counts = evaluate(load(source), show=0)
    touched, total = counts.pop("negative", (0, 0))
    assert touched <= LOOK_ALIKES_CEILING * total
    leaks = {k: total - hit for k, (hit, total) in counts.items() if "[" in k and hit < total}
    assert leaks == {}  # a disguised value read back in either lane
    low = {k: hit / total for k, (hit, total) in counts.items() if "[" not in k and hit / total < RECALL_FLOOR}
    assert low == {}


def test_every_source_is_wholly_dev_or_held_out_and_held_out_lines_are_new() -> None:
    assert {part for part, _, _ in SOURCES.values()} == {"dev", "heldout"}
    dev_texts = {row["text"] for name, (part, _, _) in SOURCES.items() if part == "dev" for row in load(name)}
    held = [row["text"] for name in HELD_OUT for row in load(name)]
    assert len(held) >= 5000 and not dev_texts & set(held)


def test_held_out_files_are_what_their_generators_write() -> None:
    """Rewriting gives the committed files: no generator drifted, and no test or README text
    quotes a held-out value (deduplication would drop its line)."""
    pytest.importorskip("faker")
    from bench.pii_sources import build

    built = build()
    assert {name: len(built[name]) for name in HELD_OUT} == {name: len(load(name)) for name in HELD_OUT}
    # Look-alike dates come from Faker relative to today: their lines are compared by count only.
    valued = {name: [r for r in load(name) if r["type"] != "negative"] for name in HELD_OUT}
    assert {name: [r for r in built[name] if r["type"] != "negative"] for name in HELD_OUT} == valued
