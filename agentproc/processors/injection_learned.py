"""A learned prompt-injection scorer: logistic regression over word and character n-grams.

The text is normalised as for the rules (``injection_text.normalize``: obfuscations undone,
lower case); its features are the distinct words, word pairs and character 4-grams, each with
one weight, the vector of present features scaled to unit length. The probability ``sigmoid(bias + sum / sqrt(n))``
is the score; long documents (tool results, pasted documents) are also read in overlapping
windows (an order hidden in a long document is not drowned by it) and the highest window counts. Pure Python, no dependency.

The weights (``injection_weights.json``) are trained by ``bench/train_injection_model.py``
only from text this repository owns: the hand-written corpora in ``bench/corpora`` and the
seeded generators in ``bench/`` — never from a public collection. Their ``bias`` is set so
that the probability 0.7 (the detector's default threshold) is the operating point chosen on
development data."""
from __future__ import annotations

import json
import math
import re
import threading
from pathlib import Path
from typing import Any

from .injection_text import normalize

WEIGHTS_PATH = Path(__file__).with_name("injection_weights.json")
_WORD = re.compile(r"\w+")
#: Characters per window, and the step between windows, for long documents.
WINDOW, STEP = 600, 300
_lock = threading.Lock()
_model: LinearModel | None = None


def features(norm: str) -> tuple[set[str], set[str]]:
    """Distinct features of normalised text: words and word pairs; character 4-grams of the
    words joined by single spaces."""
    words = _WORD.findall(norm)
    terms = set(words)
    terms.update([a + " " + b for a, b in zip(words, words[1:])])
    flat = " " + " ".join(words) + " "
    return terms, {flat[i:i + 4] for i in range(len(flat) - 3)}


class LinearModel:
    """Weights of terms (words, word pairs) and of character 4-grams, a bias;
    ``probability(norm)`` of normalised text."""

    def __init__(self, terms: dict[str, float], chars: dict[str, float], bias: float,
                 meta: dict[str, Any] | None = None) -> None:
        self.terms = terms
        self.chars = chars
        self.bias = bias
        self.meta = meta or {}

    @classmethod
    def load(cls, path: Path = WEIGHTS_PATH) -> LinearModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(data["terms"], data["chars"], data["bias"], data.get("meta"))

    def logit(self, feats: tuple[set[str], set[str]]) -> float:
        terms, chars = feats
        n = len(terms) + len(chars)
        if not n:
            return self.bias
        known = sum(map(self.terms.__getitem__, terms & self.terms.keys()))
        known += sum(map(self.chars.__getitem__, chars & self.chars.keys()))
        return self.bias + known / math.sqrt(n)

    def probability(self, norm: str, *, windows: bool = False) -> float:
        """``windows``: also read a long text in overlapping windows (two chunks of ``STEP``
        characters), the highest counting."""
        if not windows or len(norm) <= WINDOW + STEP:
            return _sigmoid(self.logit(features(norm)))
        chunks = [features(norm[i:i + STEP]) for i in range(0, len(norm), STEP)]
        z = self.logit((set().union(*(t for t, _ in chunks)), set().union(*(c for _, c in chunks))))
        for (t1, c1), (t2, c2) in zip(chunks, chunks[1:]):
            z = max(z, self.logit((t1 | t2, c1 | c2)))
        return _sigmoid(z)


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def model() -> LinearModel:
    """The committed model, loaded once."""
    global _model
    if _model is None:
        with _lock:
            if _model is None:
                _model = LinearModel.load()
    return _model


def learned_score(text: str, *, document: bool = False, norm: str | None = None) -> float:
    """The learned probability that ``text`` is a prompt injection (4 decimals); ``document``:
    the text is data, read in windows too; ``norm``: its normalised form, when at hand."""
    if not text.strip():
        return 0.0
    return round(model().probability(norm if norm is not None else normalize(text), windows=document), 4)
