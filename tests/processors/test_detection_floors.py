"""Detection quality floors on the committed corpora (bench/corpora/): PII recall per type, look-alikes
left alone, injection detection per family and false positives — pinned slightly under what
``bench/detection.py`` measured, default configuration, no model call."""
from __future__ import annotations

import pytest

from agentproc.processors import PIIDetector
from bench.detection import injection_scores, load, pii_scores

#: Least recall per PII type (measured: 98.3-100 % on both parts).
PII_FLOOR = {"email": 0.99, "phone": 0.97, "credit_card": 0.97, "iban": 0.99, "us_ssn": 0.99,
             "ip_address": 0.99, "secret": 0.99}
#: Most look-alike negatives touched (measured: 0 of 600 on each part).
NEGATIVES_CEILING = 0.005
#: Injection: least detection over all families and per family (measured: 92.3 % held-out,
#: lowest family 75 %), most false positives on ordinary messages (measured: 0-1 %).
ATTACK_FLOOR, FAMILY_FLOOR, FALSE_POSITIVE_CEILING = 0.90, 0.70, 0.01


@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_pii_recall_per_type_and_negatives_untouched(split: str) -> None:
    counts = pii_scores(load(f"pii_{split}.jsonl"), PIIDetector().find)["counts"]
    recall = {kind: hit / total for kind, (hit, total) in counts.items() if kind != "negative"}
    assert set(recall) == set(PII_FLOOR)
    assert {k: v for k, v in recall.items() if v < PII_FLOOR[k]} == {}
    touched, total = counts["negative"]
    assert total >= 500 and touched / total <= NEGATIVES_CEILING


@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_injection_detection_per_family_and_false_positives(split: str) -> None:
    counts = injection_scores(load(f"injection_{split}.jsonl"))["counts"]
    benign_flagged, benign_total = counts.pop("benign")
    assert benign_total >= 100 and benign_flagged / benign_total <= FALSE_POSITIVE_CEILING
    assert len(counts) == 9  # every family is in the corpus
    assert {f: hit / total for f, (hit, total) in counts.items() if hit / total < FAMILY_FLOOR} == {}
    assert sum(h for h, _ in counts.values()) / sum(t for _, t in counts.values()) >= ATTACK_FLOOR
