"""Detection quality of the PII and prompt-injection detectors on the corpora in bench/corpora/.

    .venv/bin/python bench/detection.py [--split dev|heldout|both] [--baseline-ref main]

Prints, per split: PII recall per type (a hit is a finding of that type covering the whole
value), the share of look-alike negatives touched by any finding, detection throughput in
MB/s against the detector at ``--baseline-ref`` (read from git, timed in the same run), and
prompt-injection detection per family plus the false-positive rate on ordinary messages,
all with the default configuration and no model call. The injection corpora here are one
development source; held-out injection figures come from ``bench/injection_protocol.py``."""
from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import time
import types
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentproc.processors import PIIDetector, PromptInjectionDetector  # noqa: E402

CORPORA = ROOT / "bench" / "corpora"


def load(name: str) -> list[dict[str, Any]]:
    with open(CORPORA / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def pii_scores(rows: list[dict[str, Any]], find: Callable[[str], list[Any]]) -> dict[str, Any]:
    """Recall per type, negatives touched, and the missed/touched lines themselves."""
    hits: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses: list[dict[str, Any]] = []
    for row in rows:
        findings = find(row["text"])
        if row["type"] == "negative":
            hits["negative"][1] += 1
            if findings:
                hits["negative"][0] += 1
                misses.append({**row, "found": [f.value for f in findings]})
            continue
        start = row["text"].find(row["value"])
        end = start + len(row["value"])
        hit = any(f.type == row["type"] and f.start <= start and f.end >= end for f in findings)
        hits[row["type"]][1] += 1
        hits[row["type"]][0] += hit
        if not hit:
            misses.append({**row, "found": [(f.type, f.value) for f in findings]})
    return {"counts": dict(hits), "misses": misses}


def injection_scores(rows: list[dict[str, Any]]) -> dict[str, Any]:
    detector = PromptInjectionDetector()
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    wrong: list[dict[str, Any]] = []

    async def run() -> None:
        for row in rows:
            flagged, detail = await detector.assess(row["text"])
            counts[row["family"]][0] += flagged
            counts[row["family"]][1] += 1
            if flagged != (row["family"] != "benign"):
                wrong.append({**row, "score": detail["score"], "signals": [s["rule"] for s in detail["signals"]]})

    asyncio.run(run())
    return {"counts": dict(counts), "wrong": wrong}


def baseline(ref: str, path: str, name: str) -> Callable[[str], Any] | None:
    """Function ``name`` of a self-contained module as it is at git ``ref`` (None if unavailable)."""
    try:
        source = subprocess.run(["git", "show", f"{ref}:{path}"], cwd=ROOT, capture_output=True,
                                text=True, check=True).stdout
        module = types.ModuleType("baseline_" + Path(path).stem)
        sys.modules[module.__name__] = module  # dataclasses look their module up
        exec(compile(source, f"{ref}:{path}", "exec"), module.__dict__)  # noqa: S102 - our own history
    except (subprocess.CalledProcessError, ImportError):
        return None  # moved, or no longer self-contained
    return getattr(module, name, None)


def mb_per_s(find: Callable[[str], Any], text: str, runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        started = time.process_time()
        find(text)
        best = min(best, time.process_time() - started)
    return len(text.encode()) / 1e6 / best


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f} % ({a}/{b})" if b else "-"


def report(split: str, ref: str, show: int) -> None:
    pii = PIIDetector()
    rows = load(f"pii_{split}.jsonl")
    result = pii_scores(rows, pii.find)
    print(f"\n== {split}: PII ({len(rows)} lines, default configuration)")
    for kind, (hit, total) in sorted(result["counts"].items()):
        label = "negatives touched" if kind == "negative" else f"recall {kind}"
        print(f"  {label:<26} {pct(hit, total)}")
    from bench.guardrails import mixed_text  # the throughput text of bench/guardrails.py
    text = mixed_text(1_000_000)
    corpus_text = "\n".join(r["text"] for r in rows)
    old = baseline(ref, "agentproc/processors/pii_patterns.py", "detect")
    for name, sample in (("mixed text (1 MB)", text), ("this corpus", corpus_text)):
        new = mb_per_s(pii.find, sample)
        base = f", {ref}: {mb_per_s(old, sample):.1f} MB/s" if old else ""
        print(f"  throughput, {name:<17} {new:.1f} MB/s{base}")
    for m in result["misses"][:show]:
        print("    miss:", json.dumps({k: m[k] for k in ("type", "value", "text", "found")}, ensure_ascii=False))

    rows = load(f"injection_{split}.jsonl")
    inj = injection_scores(rows)
    print(f"\n== {split}: prompt injection (threshold 0.7, heuristics only)")
    attacks = [0, 0]
    for family, (hit, total) in sorted(inj["counts"].items()):
        if family == "benign":
            continue
        attacks[0] += hit
        attacks[1] += total
        print(f"  detected {family:<22} {pct(hit, total)}")
    print(f"  detected, all families          {pct(*attacks)}")
    print(f"  false positives (benign)        {pct(*inj['counts'].get('benign', [0, 0]))}")
    from agentproc.processors.injection_rules import signals
    old_signals = baseline(ref, "agentproc/processors/injection_rules.py", "signals")
    sample = "\n".join(r["text"] for r in rows) * 3
    base = f", {ref}: {mb_per_s(old_signals, sample):.1f} MB/s" if old_signals else ""
    print(f"  throughput, this corpus x3      {mb_per_s(signals, sample):.2f} MB/s{base}")
    for w in inj["wrong"][:show]:
        print("    wrong:", json.dumps({k: w[k] for k in ("family", "score", "signals")}), repr(w["text"][:100]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "heldout", "both"), default="both")
    parser.add_argument("--baseline-ref", default="main", help="git ref whose PII detector is timed alongside")
    parser.add_argument("--show", type=int, default=0, help="print this many misses per split")
    args = parser.parse_args()
    for split in (("dev", "heldout") if args.split == "both" else (args.split,)):
        report(split, args.baseline_ref, args.show)


if __name__ == "__main__":
    main()
