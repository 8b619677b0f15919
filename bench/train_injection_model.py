"""Train the learned prompt-injection scorer (``agentproc/processors/injection_weights.json``).

    .venv/bin/python bench/train_injection_model.py [--out FILE] [--check DIR] [--refresh-docs]
    .venv/bin/python bench/train_injection_model.py --leave-one-out indep-a,indep-d,...

Training rows are text this repository owns, nothing else: the hand-written corpora
(``bench/corpora/injection_{dev,heldout}.jsonl``) and every seeded generator of
``bench/injection_generators.py`` that is not held out (obfuscations, languages, documents, look-alikes, and the wide
attack and benign templates), and paragraphs of this repository's own documentation as benign
documents (``own_documents``: a snapshot in ``bench/corpora/injection_own_docs.jsonl``, so the
weights do not drift with every edit of a page; ``--refresh-docs`` takes a new one from
``docs/`` and the README before training). Logistic regression over the features of
``injection_learned.features`` (words and word pairs of the normalised text, function words
alone or in pairs left out; numbers and the names of encodings, alone or in pairs, too),
classes weighted equally, plain SGD with L2, a fixed seed and order: the same rows give the same
file. Features seen in fewer than ``MIN_DF`` training rows are dropped.

``OPERATING_POINT`` is the raw probability that becomes 0.7 (the detector's default threshold)
by a shift of the bias. It was chosen with ``--leave-one-out``: each independent development
source measured with a model trained on everything else, the rules and the model together as
the detector combines them, the point keeping the benign rows flagged under 1 % on average
while finding the most attacks. ``--check DIR`` prints the model's figures on the development
public collections (read locally, never trained on) at several points."""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentproc.processors.injection_learned import WEIGHTS_PATH, LinearModel, features  # noqa: E402
from agentproc.processors.injection_text import normalize  # noqa: E402
from bench.injection_generators import GENERATORS  # noqa: E402
from bench.injection_protocol import HELDOUT  # noqa: E402
from bench.injection_sources import load_source  # noqa: E402

SEED, EPOCHS, RATE, L2, MIN_DF = 1234, 20, 0.5, 1e-3, 10
OPERATING_POINT = 0.87
OWN_DOCS = True
DEFAULT_THRESHOLD = 0.7


OWN_DOCS_SNAPSHOT = ROOT / "bench" / "corpora" / "injection_own_docs.jsonl"


def documentation_paragraphs() -> list[str]:
    """Paragraphs of this repository's documentation as it is now. The pages about the guardrails
    and the changelog are left out (they quote attacks and change with every measurement), and
    so are paragraphs the rules flag."""
    from agentproc.processors.injection import PromptInjectionDetector
    detector = PromptInjectionDetector(learned_model=False)
    texts = []
    for path in sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]:
        if path.name.startswith(("guardrail", "changelog")):
            continue
        for para in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
            if len(para) > 80 and detector.check(para, document=True)[1]["score"] < 0.3:
                texts.append(para[:3000])
    return texts


def refresh_documents() -> None:
    """Take a new snapshot of the documentation paragraphs the model is trained on."""
    with OWN_DOCS_SNAPSHOT.open("w", encoding="utf-8") as f:
        for text in documentation_paragraphs():
            f.write(json.dumps({"text": text}, ensure_ascii=False) + "\n")


def own_documents() -> list[dict]:
    """The snapshot of this repository's documentation paragraphs, as benign document-mode rows."""
    with OWN_DOCS_SNAPSHOT.open(encoding="utf-8") as f:
        return [{"source": "own-docs", "family": "docs", "label": "benign", "mode": "document",
                 "text": json.loads(line)["text"], "lang": "en"} for line in f if line.strip()]


#: Development authors the scorer is not trained on: they measure it on authors it never read.
#: Earlier authors were kept out the same way until each had been measured, then trained on. Trained
#: on ``indep-t`` to ``-af``, the scorer raised detection on every held-out author by 1-4 points (on
#: ``indep-ah``, never read, from 56 to 66 %). ``indep-ah`` to ``-ay`` were then kept out for twenty
#: authors; trained on (all read but ``indep-ax``, measured unread before), they raised ``indep-az``
#: and ``-ba``, never read, from 62.1 and 60.8 % to 68 and 67 % at the same operating point, with
#: fewer benign rows flagged, and the held-out authors by 0-3 points. ``indep-bb`` and ``-bc`` were
#: kept out for one round (measured unread: 61 and 67 %), then trained on, and so were ``indep-bd``,
#: ``-be`` (63 and 65 %) and ``-bg`` (69.5 %), then ``indep-bf``, ``-bh`` and ``-bi`` (measured unread: 75, 71
#: and 69 %) and ``-bl`` (77 %). ``indep-bj`` and ``-bn`` (78 and 70 %), read for their look-alikes, stay out:
#: trained on, ``-bj`` cost a point or two on most other authors for its own gain. ``indep-bk``, ``-bm`` and ``-bo``
#: stay out, to be measured on authors never read, and so do ``-bp`` and ``-bq``, written after them. ``indep-br``,
#: ``-bu`` and ``-bv`` were measured unread (68, 69 and 75 %), then read and trained on; ``-bs`` and ``-bt``, written
#: beside them, stay unread and out, and so do ``-bw`` and ``-bx``, written during that round. ``indep-by`` and ``-ca`` were
#: measured unread (77 and 69 %), then read and trained on; ``-bz``, written beside them, stays unread and out.
#: ``indep-cb``, ``-cc``, ``-cd`` and ``-ce`` were measured unread (85, 81, 81 and 79 %, flagging 3.8, 3.9, 3.0 and 3.1 % of
#: their benign rows), then read and trained on, and so were ``indep-cg`` and ``-ch`` (79 and 77 %, flagging 0.6 and 0.9 %);
#: ``indep-ci``, ``-cj`` and ``-ck``, written beside them, stay unread and out. ``indep-cl`` and ``-co`` were measured unread
#: (71 and 77 %, flagging 0.2 and 1.4 %), then read and trained on; ``-cm``, ``-cn`` and ``-cp``, written beside them, stay
#: unread and out. ``indep-cq`` and ``-cu`` were measured unread (66 and 62 %, flagging 0.6 and 0.5 %), then read and trained
#: on; ``-cr``, ``-cs`` and ``-ct``, written beside them, stay unread and out. ``indep-cw`` and ``-cx`` were measured unread
#: (66 and 65 %, flagging 0.7 and 0.03 %), then read and trained on; ``-cv``, ``-cy`` and ``-cz``, written beside them, stay
#: unread and out. ``indep-da`` and ``-dc`` were measured unread (75 and 72 %, flagging 0.07 and 1.2 %), then read and
#: trained on; ``-db``, ``-dd`` and ``-de``, written beside them (79, 81 and 78 % unread), stay unread and out, and so do ``-df``, ``-dg`` and ``-dh``,
#: written while that round's rules changed. ``indep-di`` and ``-dl`` were measured unread (69 and 77 %, flagging 0.7 and 2.1 %),
#: then read and trained on; ``-dj`` and ``-dk``, written beside them, and ``-dm`` and ``-dn``, written while that round's rules
#: changed, stay unread and out. ``indep-dp`` and ``-dt`` were measured unread (73 and 79 %, flagging 0.8 and 1.5 %),
#: then read and trained on; ``-do``, ``-dq``, ``-dr`` and ``-ds``, written beside them, stay unread and out, and so do
#: ``-du`` and ``-dv``, written while that round's rules changed. ``indep-dz`` was measured unread (65 %, flagging 0.1 %), then
#: read (rules were written from it) but not trained on: the scorer retrained with it and ``-dx`` flagged a hand-written
#: look-alike of the tests ("… Anyway, what are your hours?", 0.71); ``-dw``, ``-dx``, ``-dy``, ``-ea``, ``-eb``, ``-ec`` and
#: ``-ed``, written beside it, stay unread and out. ``indep-ee`` to ``-eh`` were written to a brief asking for the techniques
#: of getting a guarded value out; ``-ef`` and ``-eg`` were measured unread (66 and 63 %), then read (rules were written
#: from them) but not trained on; ``-ee`` and ``-eh`` stay unread and out. ``indep-ei`` to ``-el`` were written to a brief asking for
#: assistants with tools talked into using them, half of their rows in other languages; ``-ei`` and ``-ek`` were measured
#: unread (47 and 50 %), then read but not trained on (trained on with ``-ef`` and ``-eg``, the scorer found a point more
#: of ``-ej`` and ``-el`` and a few rows fewer of the held-out authors, and grew past its size); ``-ej`` and ``-el`` stay
#: unread and out. Features in fewer than ``MIN_DF`` rows are
#: dropped: the rarer ones move no figure by more than a few rows and would make the file half as large again (with
#: the three new authors, ``MIN_DF`` 8 gave 3.4 MB and 9 gives 3.1 MB, the figures of the unread authors the same within
#: two rows).
NOT_TRAINED_ON: tuple[str, ...] = ("indep-bj", "indep-bk", "indep-bm", "indep-bn", "indep-bo", "indep-bp", "indep-bq",
                                   "indep-bs", "indep-bt", "indep-bw", "indep-bx", "indep-bz", "indep-ci", "indep-cj", "indep-ck",
                                   "indep-cm", "indep-cn", "indep-cp", "indep-cr", "indep-cs", "indep-ct", "indep-cv", "indep-cy",
                                   "indep-cz", "indep-db", "indep-dd", "indep-de", "indep-df", "indep-dg",
                                   "indep-dh", "indep-dj", "indep-dk", "indep-dm", "indep-dn", "indep-do", "indep-dq", "indep-dr",
                                   "indep-ds", "indep-du", "indep-dv", "indep-dw", "indep-dx", "indep-dy",
                                   "indep-dz", "indep-ea", "indep-eb", "indep-ec", "indep-ed", "indep-ee", "indep-ef",
                                   "indep-eg", "indep-eh", "indep-ej", "indep-ek", "indep-el", "indep-ei")


def training_rows() -> list[dict]:
    rows = list(load_source("project", "") or [])
    for name in sorted(GENERATORS):
        if name not in HELDOUT and name not in NOT_TRAINED_ON:  # a held-out generator is measured only
            rows += GENERATORS[name]()
    rows += own_documents() if OWN_DOCS else []
    return [r for r in rows if r["text"].strip()]


#: Names of encodings: the decoders read what an encoding hides, and the scorer reads that; a
#: question about ROT13 or Morse code is not an attack for naming them.
_ENCODINGS = "base64 b64 base32 rot13 rot morse hex hexadecimal caesar cipher binary ascii unicode utf leetspeak leet".split()
ENCODING_NAMES = frozenset(_ENCODINGS) | {normalize(name) for name in _ENCODINGS}  # as the normaliser reads them ("rotie")


def says_nothing_of_intent(feature: str) -> bool:
    """Whether a feature is or holds a number ("12", "route 12": the generators' bus routes, prices
    and dates) or the name of an encoding."""
    return any(word.isdecimal() or word in ENCODING_NAMES for word in feature.split(" "))


def train(rows: list[dict]) -> LinearModel:
    data = [(features(normalize(r["text"]), r["mode"] == "document"), 1.0 if r["label"] == "attack" else 0.0) for r in rows]
    df = Counter(f for feats, _ in data for f in feats)
    vocab = {f for f, n in df.items() if n >= MIN_DF and not says_nothing_of_intent(f)}
    data = [([f for f in sorted(feats) if f in vocab], y, 1.0 / math.sqrt(max(1, len(feats)))) for feats, y in data]
    positives = sum(y for _, y, _ in data)
    weight_of = {1.0: len(data) / (2 * positives), 0.0: len(data) / (2 * (len(data) - positives))}
    w: dict[str, float] = {}
    bias = 0.0
    rng = random.Random(SEED)
    order = list(range(len(data)))
    for epoch in range(EPOCHS):
        rng.shuffle(order)
        rate = RATE / (1 + epoch)
        for i in order:
            feats, y, scale = data[i]
            z = bias + scale * sum(w.get(f, 0.0) for f in feats)
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            g = (p - y) * weight_of[y]
            bias -= rate * g * 0.1
            step = rate * g * scale
            for f in feats:
                old = w.get(f, 0.0)
                w[f] = old - step - rate * L2 * old
    shift = math.log(DEFAULT_THRESHOLD / (1 - DEFAULT_THRESHOLD)) - math.log(OPERATING_POINT / (1 - OPERATING_POINT))
    kept = {f: round(v, 4) for f, v in sorted(w.items()) if abs(v) >= 5e-4}
    meta = {"rows": len(data), "attacks": int(positives), "features": len(kept), "seed": SEED, "epochs": EPOCHS,
            "operating_point": OPERATING_POINT, "text_sha256": _digest(rows),
            "trained_on": "bench/corpora, the bench generators and this repository's documentation only"}
    return LinearModel(kept, round(bias + shift, 4), meta)


def _digest(rows: list[dict]) -> str:
    """A fingerprint of the training text (retraining on other text gives other weights)."""
    return hashlib.sha256("\0".join(r["text"] for r in rows).encode()).hexdigest()[:16]


def check(model: LinearModel, data: str) -> None:
    """The model's figures on the development collections at several operating points."""
    for name in ("deepset", "malignant", "docs"):
        rows = load_source(name, data) or []
        probs = [(model.probability(normalize(r["text"]), windows=r["mode"] == "document"), r["label"]) for r in rows]
        for t in (0.5, 0.6, 0.7, 0.8, 0.9):
            att = [p for p, label in probs if label == "attack"]
            ben = [p for p, label in probs if label == "benign"]
            print(f"  {name:<10} at {t:.1f}: attacks {sum(p >= t for p in att)}/{len(att)}, "
                  f"benign {sum(p >= t for p in ben)}/{len(ben)}")


def leave_one_out(sources: list[str]) -> None:
    """Per source: the model trained on every other training row, then the detector's default
    configuration (rules and that model) and the rules alone measured on the source left out —
    how the learned part does on an author it never read."""
    from agentproc.processors import injection_learned
    from agentproc.processors.injection import PromptInjectionDetector
    rows = training_rows()
    committed = injection_learned.model()
    print(f"{'left out':<10} {'rules alone':>20} {'default configuration':>24}")
    totals = [[0.0, 0.0], [0.0, 0.0]]
    try:
        for name in sources:
            injection_learned._model = train([r for r in rows if r["source"] != name])
            test = [r for r in GENERATORS[name]() if r["text"].strip()]
            cells = []
            for i, detector in enumerate((PromptInjectionDetector(learned_model=False), PromptInjectionDetector())):
                flags = [(r["label"], detector.check(r["text"], document=r["mode"] == "document")[0]) for r in test]
                attacks = [f for label, f in flags if label == "attack"]
                benign = [f for label, f in flags if label == "benign"]
                cells.append((100 * sum(attacks) / len(attacks), 100 * sum(benign) / len(benign)))
                totals[i][0] += cells[-1][0] / len(sources)
                totals[i][1] += cells[-1][1] / len(sources)
            print(f"{name:<10}" + "".join(f"{a:>12.1f} % ({b:.2f} %)" for a, b in cells))
    finally:
        injection_learned._model = committed
    print(f"{'mean':<10}" + "".join(f"{a:>12.1f} % ({b:.2f} %)" for a, b in totals))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(WEIGHTS_PATH))
    parser.add_argument("--check", default="", help="folder of the public development collections (figures only)")
    parser.add_argument("--refresh-docs", action="store_true",
                        help="snapshot the documentation paragraphs anew before training")
    parser.add_argument("--leave-one-out", default="", metavar="SOURCES",
                        help="comma-separated training sources: measure each with a model trained without it, then stop")
    args = parser.parse_args()
    if args.leave_one_out:
        leave_one_out(args.leave_one_out.split(","))
        return
    if args.refresh_docs:
        refresh_documents()
    rows = training_rows()
    print(f"training rows: {len(rows)} ({sum(r['label'] == 'attack' for r in rows)} attacks)")
    model = train(rows)
    Path(args.out).write_text(json.dumps({"bias": model.bias, "meta": model.meta, "weights": model.weights},
                                         ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {len(model.weights)} features, bias {model.bias}")
    if args.check:
        check(model, args.check)


if __name__ == "__main__":
    main()
