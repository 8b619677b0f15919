"""The classifier training script's operating point: chosen on development benign rows, and
moved onto the processor's default threshold by a shift of the model's head."""
from __future__ import annotations

import pytest

from agentproc.processors.injection_model import LocalModelClassifier
from bench.train_injection_classifier import choose_point, shift_head

TEXT = "could you open the door"


def test_the_point_flags_at_most_the_allowed_share_of_benign_rows() -> None:
    margins = {"deepset": [(float(i), "benign") for i in range(100)] + [(50.0, "attack")],
               "docs": [(-1.0, "benign")] * 100}
    point = choose_point(margins, 0.01)
    benign = [m for rows in margins.values() for m, label in rows if label == "benign"]
    assert sum(m >= point for m in benign) == 2  # 1 % of 200
    assert sum(m >= choose_point(margins, 0.0) for m in benign) == 0


@pytest.mark.parametrize("shift,flagged", [(2.9, True), (3.1, False)])
def test_the_shifted_head_puts_the_point_at_the_default_threshold(tmp_path, shift: float, flagged: bool) -> None:
    from tests.processors.test_injection_model import _tiny_model
    _tiny_model(tmp_path, 3.0)  # every text at a margin of 3 (skips without torch or transformers)
    assert LocalModelClassifier(str(tmp_path)).classify_now(TEXT)["injection"] is True
    shift_head(str(tmp_path), shift)
    assert LocalModelClassifier(str(tmp_path)).classify_now(TEXT)["injection"] is flagged
