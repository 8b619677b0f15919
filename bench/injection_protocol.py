"""The evaluation protocol of the prompt-injection detector: split by source, deduplicate, freeze, measure.

    .venv/bin/python bench/injection_protocol.py freeze   --data DIR [--exclude FILE ...] [--only SOURCE ...]
    .venv/bin/python bench/injection_protocol.py evaluate --data DIR [--split dev|heldout|both] [--show N]
                                                [--model MODEL_DIR]

- **Split by source.** A whole collection or generator is development (rules may be written and
  tuned from it) or held out (measured only); never a random split of rows. ``DEV`` and
  ``HELDOUT`` below say which.
- **Deduplicated.** A held-out row sharing any run of 8 words (a shorter row: all its words, in
  order) with what the rules were written from is dropped: every development row, the rule and
  test modules of the detector, and the texts given with ``--exclude`` (bug reports, notes).
- **Added later.** A development collection added after the freeze (``DEV_AFTER_FREEZE``) is read without its rows
  that share an 8-word run with a frozen held-out row: what the rules are written from stays apart from what they are
  measured on, without re-opening the held-out part.
- **Frozen.** ``freeze`` writes ``bench/corpora/injection_protocol.json``: per held-out source the
  hash of every kept row (no text). ``evaluate`` measures exactly those rows, so later changes of
  the rules or of the reference texts cannot move rows in or out of the held-out part.
- **Figures** per source and per family (the family a collection gives its rows, else
  ``unlabelled``), both pooled and as a mean over sources, at the default configuration; and
  leave-one-source-out: the threshold is set on the benign rows of every *other* source (the
  lowest one flagging at most 1 % of them) and applied to the left-out source.
- **A local classifier model** (``--model MODEL_DIR``, needs ``torch`` and ``transformers``) adds
  two configurations, measured through the ``prompt-injection-model`` processor itself: the model
  alone (``combine="model"``) and the processor's default, the model or the rules
  (``combine="either"``), both at the policy's default ``model_threshold``; their
  leave-one-source-out threshold is exact (a model's probabilities bunch between grid steps).

Public collections are read from a local folder (``--data``, see ``bench/injection_sources.py``)
and never committed; the generators in ``bench/injection_generators.py`` are."""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.injection_generators import GENERATORS  # noqa: E402
from bench.injection_sources import load_source  # noqa: E402

DEV = ("deepset", "malignant", "project", "gen-obfuscation", "gen-multilingual", "gen-indirect", "gen-benign-hard",
       "gen-attack-wide", "gen-benign-wide", "gen-benign-everyday", "docs", "indep-a", "indep-d", "indep-f", "indep-h", "indep-i", "indep-j",
       "indep-l", "indep-m", "indep-n", "indep-o", "indep-q", "indep-r", "indep-s", "indep-t", "indep-u", "indep-v",
       "indep-w", "indep-x", "indep-y", "indep-z", "indep-aa", "indep-ab", "indep-ac", "indep-ad", "indep-ae", "indep-af",
       "indep-ag", "indep-ah", "indep-ai", "indep-aj", "indep-ak", "indep-al", "indep-am", "indep-an", "indep-ao", "indep-ap", "indep-aq", "indep-ar", "indep-as",
       "indep-at", "indep-au", "indep-av", "indep-aw", "indep-ax", "indep-ay", "indep-az", "indep-ba", "indep-bb", "indep-bc", "indep-bd", "indep-be",
       "indep-bf", "indep-bg", "indep-bh", "indep-bi", "indep-bj", "indep-bk", "indep-bl",
       "indep-bm", "indep-bn", "indep-bo", "indep-bp", "indep-bq", "indep-br", "indep-bs", "indep-bt", "indep-bu", "indep-bv",
       "indep-bw", "indep-bx", "indep-by", "indep-bz", "indep-ca", "indep-cb", "indep-cc", "indep-cd",
       "indep-ce", "indep-cg", "indep-ch", "indep-ci", "indep-cj", "indep-ck",
       "indep-cl", "indep-cm", "indep-cn", "indep-co", "indep-cp", "indep-cq", "indep-cr", "indep-cs", "indep-ct",
       "indep-cu", "indep-cv", "indep-cw", "indep-cx", "indep-cy", "indep-cz",
       "indep-da", "indep-db", "indep-dc", "indep-dd", "indep-de", "indep-df", "indep-dg", "indep-dh",
       "indep-di", "indep-dj", "indep-dk", "indep-dl", "indep-dm", "indep-dn",
       "indep-do", "indep-dp", "indep-dq", "indep-dr", "indep-ds", "indep-dt",
       "indep-du", "indep-dv", "indep-dw", "indep-dx", "indep-dy", "indep-dz",
       "indep-ea", "indep-eb", "indep-ec", "indep-ed", "indep-ee", "indep-ef", "indep-eg", "indep-eh", "indep-ej", "indep-ek", "indep-el", "indep-ei", "tensor-trust")
#: Development collections added after the held-out part was frozen: their rows sharing an 8-word run with a frozen
#: held-out row are left out when read, so that rules written from them cannot reach a held-out row through a text both hold.
DEV_AFTER_FREEZE = ("tensor-trust",)
HELDOUT = ("qualifire", "cyberseceval", "pi-multilang", "promptshield", "bipia", "alpaca-seed", "indep-b", "indep-c",
           "indep-e", "indep-g", "indep-k", "indep-p")
MANIFEST = ROOT / "bench" / "corpora" / "injection_protocol.json"
#: What the rules were written from, besides the development rows.
RULE_SOURCES = ("agentproc/processors/injection_rules.py", "agentproc/processors/injection_patterns.py",
                "agentproc/processors/injection_vocabulary.py",
                "agentproc/processors/injection_compliance.py",
                "agentproc/processors/injection_needles.py", "agentproc/processors/injection_lexicon.py",
                "agentproc/processors/injection_exfiltration.py",
                "agentproc/processors/injection_text.py",
                "tests/processors/test_injection.py")
RUN = 8
_WORD = re.compile(r"\w+")


def words(text: str) -> list[str]:
    return _WORD.findall(text.casefold())


def row_hash(row: dict[str, Any]) -> str:
    return hashlib.sha256(f"{row['source']}\0{row['mode']}\0{row['text']}".encode()).hexdigest()[:20]


class Reference:
    """Word runs of the texts the rules were written from."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.runs: set[tuple[str, ...]] = set()
        for text in texts:
            w = words(text)
            for n in range(3, RUN + 1):
                self.runs.update(tuple(w[i:i + n]) for i in range(len(w) - n + 1))

    def overlaps(self, text: str) -> bool:
        w = words(text)
        if len(w) < RUN:
            return len(w) >= 3 and tuple(w) in self.runs
        return any(tuple(w[i:i + RUN]) in self.runs for i in range(len(w) - RUN + 1))


def rows_of(names: Iterable[str], data: str) -> dict[str, list[dict[str, Any]]]:
    """source → rows (sources whose files are missing are left out)."""
    out = {}
    for name in names:
        rows = GENERATORS[name]() if name in GENERATORS else load_source(name, data)
        if rows:
            out[name] = [r for r in rows if r["text"].strip()]
    late = [name for name in out if name in DEV_AFTER_FREEZE]
    if late and MANIFEST.exists():
        ref = Reference(r["text"] for rows in heldout_rows(data).values() for r in rows)
        for name in late:
            out[name] = [r for r in out[name] if not ref.overlaps(r["text"])]
    return out


def freeze(data: str, exclude: list[str], only: list[str] | None = None) -> None:
    """Deduplicate and freeze the held-out sources (``only``: just these, the others keep their
    frozen rows: a source added later does not re-open the ones measured before)."""
    dev = rows_of(DEV, data)
    texts = [r["text"] for rows in dev.values() for r in rows]
    texts += [(ROOT / p).read_text(encoding="utf-8") for p in RULE_SOURCES if (ROOT / p).exists()]
    texts += [Path(p).read_text(encoding="utf-8") for p in exclude]
    ref = Reference(texts)
    frozen: dict[str, Any] = json.loads(MANIFEST.read_text(encoding="utf-8"))["heldout"] if only else {}
    for name, rows in rows_of(only or HELDOUT, data).items():
        kept, seen, dropped = [], set(), 0
        for r in rows:
            h = row_hash(r)
            if h in seen:
                continue
            seen.add(h)
            if ref.overlaps(r["text"]):
                dropped += 1
                continue
            kept.append(r)
        frozen[name] = {"attacks": sum(r["label"] == "attack" for r in kept),
                        "benign": sum(r["label"] == "benign" for r in kept),
                        "dropped_as_overlapping": dropped, "rows": sorted(row_hash(r) for r in kept)}
        print(f"{name:<14} kept {len(kept):5d} (attacks {frozen[name]['attacks']}, benign {frozen[name]['benign']}), "
              f"dropped {dropped} sharing an {RUN}-word run")
    MANIFEST.write_text(json.dumps({"dev": list(DEV), "heldout": frozen}, indent=0) + "\n", encoding="utf-8")


def heldout_rows(data: str) -> dict[str, list[dict[str, Any]]]:
    """The frozen held-out rows (those of the manifest) found in ``data``."""
    frozen = json.loads(MANIFEST.read_text(encoding="utf-8"))["heldout"]
    out = {}
    for name, rows in rows_of(frozen, data).items():
        wanted = set(frozen[name]["rows"])
        picked, seen = [], set()
        for r in rows:
            h = row_hash(r)
            if h in wanted and h not in seen:
                seen.add(h)
                picked.append(r)
        if len(picked) != len(wanted):
            print(f"  note: {name}: {len(wanted) - len(picked)} frozen rows not found in the data folder")
        out[name] = picked
    return out


# -- measuring ------------------------------------------------------------------------------

#: The configurations measured side by side: the default (the rules and the learned model), and the rules alone.
CONFIGS: tuple[tuple[str, dict[str, Any]], ...] = (("default configuration (rules and learned model)", {}),
                                                   ("rules alone", {"learned_model": False}))


def model_configs(path: str) -> tuple[tuple[str, dict[str, Any]], ...]:
    """The configurations of the local-model processor with the model at ``path``."""
    return (("local model alone", {"model_path": path, "combine": "model"}),
            ("local model or rules (processor default)", {"model_path": path, "combine": "either"}))


def _model_verdicts(rows: list[dict[str, Any]], path: str) -> None:
    """The ``prompt-injection-model`` processor's verdict on every row (computed once per row)."""
    import asyncio

    from agentproc.processors.injection_model import PromptInjectionModelDetector
    detector = PromptInjectionModelDetector(model_path=path)
    todo = [r for r in rows if r.get("_model_path") != path]

    async def run() -> None:
        for r in todo:
            document = r["mode"] == "document"
            either, detail = await detector.assess(r["text"], document=document)
            if "error" in detail["model"]:
                raise RuntimeError(f"the model failed: {detail['model']['error']}")
            heuristic = detector.check(r["text"], document=document)[0]
            assert either == (heuristic or detail["model"]["injection"])
            r["_model_path"], r["_model"], r["_rules"] = path, detail["model"], (heuristic, detail)

    asyncio.run(run())


def scored(sources: dict[str, list[dict[str, Any]]], config: dict[str, Any] | None = None) -> dict[str, list[dict[str, Any]]]:
    """Each row with the detector's ``score``, ``flagged`` and signals (``config``: constructor
    arguments; none: the default configuration), and ``rules_flagged``: the verdict of the rules alone
    (the same configuration with the learned model off). With ``model_path`` in ``config``: the local-model
    processor's verdict, and as ``score`` the model's probability (under ``combine="either"``,
    1.0 where the rules flag the row)."""
    if config and "model_path" in config:
        for rows in sources.values():
            _model_verdicts(rows, config["model_path"])
            for r in rows:
                heuristic, detail = r["_rules"]
                model = r["_model"]
                either = config.get("combine", "either") == "either"
                r["flagged"] = bool(model["injection"]) or (either and heuristic)
                r["score"] = 1.0 if either and heuristic else model["confidence"]
                r["rules"] = sorted({s["rule"] for s in detail["signals"]})
        return sources
    from agentproc.processors.injection import PromptInjectionDetector
    detector = PromptInjectionDetector(**(config or {}))
    for rows in sources.values():
        for r in rows:
            flagged, detail = detector.check(r["text"], document=r["mode"] == "document")
            r["flagged"], r["score"] = flagged, detail["score"]
            r["rules_flagged"] = detail.get("rules_score", detail["score"]) >= detector.threshold
            r["rules"] = sorted({s["rule"] for s in detail["signals"]})
    return sources


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f} % ({a}/{b})" if b else "      -"


def table(sources: dict[str, list[dict[str, Any]]], families: bool) -> None:
    pooled = [0, 0, 0, 0]
    means: list[float] = []
    fp_means: list[float] = []
    print(f"  {'source':<16} {'attacks detected':>22} {'benign flagged':>22}")
    for name, rows in sources.items():
        att = [r for r in rows if r["label"] == "attack"]
        ben = [r for r in rows if r["label"] == "benign"]
        hit, fp = sum(r["flagged"] for r in att), sum(r["flagged"] for r in ben)
        pooled = [pooled[0] + hit, pooled[1] + len(att), pooled[2] + fp, pooled[3] + len(ben)]
        if att:
            means.append(hit / len(att))
        if ben:
            fp_means.append(fp / len(ben))
        print(f"  {name:<16} {pct(hit, len(att)):>22} {pct(fp, len(ben)):>22}")
        if families:
            by: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
            for r in rows:
                by[(r["label"], r["family"])][0] += r["flagged"]
                by[(r["label"], r["family"])][1] += 1
            for (label, family), (h, n) in sorted(by.items()):
                if len(by) > 1:
                    cells = (pct(h, n), "") if label == "attack" else ("", pct(h, n))
                    print(f"    {family[:14]:<14} {cells[0]:>22} {cells[1]:>22}")
    print(f"  {'pooled':<16} {pct(pooled[0], pooled[1]):>22} {pct(pooled[2], pooled[3]):>22}")
    if means:
        print(f"  {'mean of sources':<16} {100 * sum(means) / len(means):>13.1f} %        "
              f"{100 * sum(fp_means) / max(1, len(fp_means)):>13.1f} %")


#: Thresholds tried by leave-one-source-out for the rules' scores. A model's probabilities bunch
#: between two steps of any grid, so for a model the threshold is exact instead (``grid=None``):
#: just above the score of the benign row at the 1 % mark.
GRID = tuple(round(0.3 + 0.05 * i, 2) for i in range(14))


def _exact_threshold(benign: list[dict[str, Any]]) -> float:
    scores = sorted((r["score"] for r in benign), reverse=True)
    allowed = int(0.01 * len(scores))
    return min(1.0, scores[allowed] + 1e-6) if len(scores) > allowed else 0.0


def leave_one_source_out(sources: dict[str, list[dict[str, Any]]], grid: tuple[float, ...] | None = GRID) -> None:
    print(f"  {'left out':<16} {'threshold':>9} {'attacks detected':>22} {'benign flagged':>22}")
    for name, rows in sources.items():
        others = [r for n, rs in sources.items() if n != name for r in rs if r["label"] == "benign"]
        if grid is None:
            threshold = _exact_threshold(others)
        else:
            threshold = next((t for t in grid if sum(r["score"] >= t for r in others) <= 0.01 * len(others)), 1.0)
        att = [r for r in rows if r["label"] == "attack"]
        ben = [r for r in rows if r["label"] == "benign"]
        hit, fp = sum(r["score"] >= threshold for r in att), sum(r["score"] >= threshold for r in ben)
        print(f"  {name:<16} {threshold:>9.{2 if grid else 4}f} {pct(hit, len(att)):>22} {pct(fp, len(ben)):>22}")


def rule_audit(sources: dict[str, list[dict[str, Any]]]) -> None:
    """Rules whose attack hits come (nearly) all from one development source."""
    hits: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for name, rows in sources.items():
        for r in rows:
            if r["label"] == "attack":
                for rule in r["rules"]:
                    hits[rule.split(":")[-1]][name] += 1
    print("  rules whose attack hits come >= 90 % from one source (at least 3 hits):")
    for rule, per in sorted(hits.items()):
        total = sum(per.values())
        top, n = max(per.items(), key=lambda kv: kv[1])
        if total >= 3 and n / total >= 0.9:
            print(f"    {rule:<28} {n}/{total} from {top}")


def model_throughput(sources: dict[str, list[dict[str, Any]]], config: dict[str, Any], sample: int = 300) -> None:
    """Rows and MB per second of the local-model processor (one pass over an even sample)."""
    import asyncio

    from agentproc.processors.injection_model import PromptInjectionModelDetector
    detector = PromptInjectionModelDetector(**config)
    print(f"  {'text':<26} {'rows':>6} {'MB':>6} {'rows/s':>8} {'MB/s (one core)':>16}")
    for mode in ("chat", "document"):
        texts = [r["text"] for rows in sources.values() for r in rows if r["mode"] == mode]
        texts = texts[:: max(1, len(texts) // sample)][:sample]
        if not texts:
            continue
        asyncio.run(detector.assess(texts[0]))  # loads the model

        async def run(texts: list[str] = texts, document: bool = mode == "document") -> None:
            for t in texts:
                await detector.assess(t, document=document)

        started = time.process_time()
        asyncio.run(run())
        spent = time.process_time() - started
        size = sum(len(t.encode()) for t in texts)
        print(f"  {mode + ' rows, one by one':<26} {len(texts):6d} {size / 1e6:6.2f} {len(texts) / spent:8.1f} "
              f"{size / 1e6 / spent:16.3f}")


def throughput(sources: dict[str, list[dict[str, Any]]], config: dict[str, Any] | None = None) -> None:
    if config and "model_path" in config:
        return model_throughput(sources, config)
    from agentproc.processors.injection import PromptInjectionDetector
    detector = PromptInjectionDetector(**(config or {}))
    print(f"  {'text':<26} {'MB':>6} {'MB/s (one core)':>16}")
    for mode in ("chat", "document"):
        texts = [r["text"] for rows in sources.values() for r in rows if r["mode"] == mode]
        size = sum(len(t.encode()) for t in texts)
        if not size:
            continue
        best = float("inf")
        for _ in range(3):
            started = time.process_time()
            for t in texts:
                detector.check(t, document=mode == "document")
            best = min(best, time.process_time() - started)
        print(f"  {mode + ' rows, one by one':<26} {size / 1e6:6.2f} {size / 1e6 / best:16.2f}")


def evaluate(data: str, split: str, show: int, model: str = "") -> None:
    configs = CONFIGS + (model_configs(model) if model else ())
    parts = []
    if split in ("dev", "both"):
        parts.append(("development sources (rules written and tuned here, the learned model trained on the generators)",
                      rows_of(DEV, data)))
    if split in ("heldout", "both"):
        parts.append(("held-out sources (frozen, measured only)", heldout_rows(data)))
    for title, sources in parts:
        for name, config in configs:
            scored(sources, config)
            grid = None if "model_path" in config else GRID
            print(f"\n== {title}: {name}" + (", no model call" if "model_path" not in config else ""))
            table(sources, families=True)
            print("\n  leave one source out (threshold from the other sources' benign rows, <= 1 % flagged)")
            leave_one_source_out(sources, grid)
            print("\n  throughput")
            throughput(sources, config)
            if title.startswith("development"):
                print()
                rule_audit(sources)
                wrong = [r for rows in sources.values() for r in rows if r["flagged"] != (r["label"] == "attack")]
                for r in wrong[:show]:
                    print("    wrong:", r["source"], r["family"], r["label"], r["score"], r["rules"], repr(r["text"][:120]))
    if split in ("heldout", "both"):
        both = {**(rows_of(DEV, data) if split == "heldout" else parts[0][1]), **parts[-1][1]}
        for name, config in configs:
            scored(both, config)
            print(f"\n== leave one source out over all sources (development and held-out): {name}")
            leave_one_source_out(both, None if "model_path" in config else GRID)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    f = sub.add_parser("freeze", help="deduplicate and freeze the held-out sources")
    f.add_argument("--data", required=True, help="folder holding the downloaded public collections")
    f.add_argument("--exclude", nargs="*", default=[], help="text files the rules were written from")
    f.add_argument("--only", nargs="*", choices=HELDOUT, help="freeze just these held-out sources (added later)")
    e = sub.add_parser("evaluate", help="figures per source and family, leave-one-source-out, throughput")
    e.add_argument("--data", required=True)
    e.add_argument("--split", choices=("dev", "heldout", "both"), default="both")
    e.add_argument("--show", type=int, default=0, help="print this many wrong development rows")
    e.add_argument("--model", default="", help="folder of a local classifier model: also measure the "
                   "prompt-injection-model processor with it (needs torch and transformers)")
    args = parser.parse_args()
    if args.command == "freeze":
        freeze(args.data, args.exclude, args.only)
    else:
        evaluate(args.data, args.split, args.show, args.model)


if __name__ == "__main__":
    main()
