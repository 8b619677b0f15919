"""A learned prompt-injection scorer: logistic regression over words and pairs of words.

The text is normalised as for the rules (``injection_text.normalize``: obfuscations undone,
lower case); its features are the distinct words and pairs of adjacent words (function words
alone or in pairs left out; pairs of characters in Chinese and Japanese) and, in a chat message,
the concepts its words name in any of seventeen languages and their pairs (``injection_concepts``:
what is learned of "skip" and "verification" from English rows carries to "pomiń weryfikację"),
each with one weight, the vector of present features scaled to unit length. The probability ``sigmoid(bias + sum / sqrt(n))``
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

from .injection_concepts import concept_features
from .injection_context import without_quotes_talked_about
from .injection_reports import without_prompt_literals
from .injection_text import normalize

WEIGHTS_PATH = Path(__file__).with_name("injection_weights.json")
_WORD = re.compile(r"\w+")
#: Characters per window, and the step between windows, for long documents.
WINDOW, STEP = 600, 300
#: From which probability a text's talked-about quotes are left out and it is scored again.
MASK_FROM = 0.3
_lock = threading.Lock()
_model: LinearModel | None = None


#: Function words of English, German, French, Spanish, Italian, Portuguese, Dutch, Polish and Russian (as
#: ``normalize`` writes them, without accents): alone or in pairs of two they say
#: nothing about intent (a model fed with them learns the style of its training text instead).
STOP_WORDS = frozenset("""
a an the and or but if then else of to in on at by for with from as is are was were be been being it its this that these
those there here i me my we our you your he him his she her they them their what which who whom whose when where why how
all any both each few more most other some such no nor not only own same so than too very can will just do does did doing
have has had having would should could may might must shall about above after again against before below between down
during into off out over through under until up while once also get got let im dont youre
der die das und ist zu den von mit sich des auf für nicht ein eine als auch es an werden aus er hat dass sie nach wird bei
einer um am sind noch wie einem über einen so zum war haben nur oder aber vor zur bis mehr durch man ich du wir ihr mir dir
mich dich le la les de des du un une et est en que qui dans pour pas sur au aux ce il elle je tu nous vous ne se plus par
avec son sa ses el los las del y una es por con para lo su al como más pero sus
il lo gli di da con su per tra fra ma che non uno del della dei delle alla sono
o os as do da dos das em no na nos nas um uma ou mas nao com
het een en maar dat die op te van voor met zijn niet aan bij ook als er
i w z na nie do sie jest jak ale po za od co tak
и в во не что он на я с со как а то она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из
ему когда даже ли если уже или ни быть был до вас там себя ей может они тут где есть для мы тебя их чем была сам без под
будет тогда кто этот того этого здесь этом мой тем чтобы при об после над тот через эти нас про них эту моя этой перед это""".split())


def features(norm: str, document: bool = False) -> set[str]:
    """Distinct features of normalised text: its words and pairs of adjacent words, but not
    function words alone or in pairs; in CJK runs (written without spaces) pairs of characters;
    unless the text is a ``document``, the concepts it names and their pairs. (In documents, the
    concepts of a staff procedure, a refund checked by a manager, are those of an attack on it:
    measured leaving each of four authors out of training, concepts in chat messages only found
    2 points more of their attacks than none at the same share of benign rows flagged, and
    concepts everywhere 0.6.)"""
    words = _WORD.findall(norm)
    distinct = set(words)
    out = distinct - STOP_WORDS
    out.update([a + " " + b for a, b in zip(words, words[1:]) if a not in STOP_WORDS or b not in STOP_WORDS])
    if not document:
        out |= concept_features(distinct, norm)
    if not norm.isascii():
        for w in words:
            if len(w) > 2 and any(ord(c) >= 0x2E80 for c in w):
                out.update(w[i:i + 2] for i in range(len(w) - 1))
    return out


class LinearModel:
    """Weights by feature and a bias; ``probability(norm)`` of normalised text."""

    def __init__(self, weights: dict[str, float], bias: float, meta: dict[str, Any] | None = None) -> None:
        self.weights = weights
        self.bias = bias
        self.meta = meta or {}

    @classmethod
    def load(cls, path: Path = WEIGHTS_PATH) -> LinearModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(data["weights"], data["bias"], data.get("meta"))

    def logit(self, feats: set[str]) -> float:
        if not feats:
            return self.bias
        known = sum(map(self.weights.__getitem__, feats & self.weights.keys()))
        return self.bias + known / math.sqrt(len(feats))

    def probability(self, norm: str, *, windows: bool = False) -> float:
        """``windows``: also read a long text in overlapping windows (two chunks of ``STEP``
        characters), the highest counting."""
        if not windows or len(norm) <= WINDOW + STEP:
            return _sigmoid(self.logit(features(norm, windows)))
        chunks = [features(norm[i:i + STEP], True) for i in range(0, len(norm), STEP)]
        z = self.logit(set().union(*chunks))
        for first, second in zip(chunks, chunks[1:]):
            z = max(z, self.logit(first | second))
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
    the text is data, read in windows too; ``norm``: its normalised form, when at hand. Text
    that quotes an attack to talk about it, or holds a prompt written into code, is scored without the
    quote or the prompt as well, the lower probability counting (as the rules weigh such a match less)."""
    if not text.strip():
        return 0.0
    norm = norm if norm is not None else normalize(text)
    value = model().probability(norm, windows=document)
    if value >= MASK_FROM:
        for outside in (without_quotes_talked_about(norm), without_prompt_literals(norm)):
            if outside is not None:
                value = min(value, model().probability(outside, windows=document))
    return round(value, 4)
