"""Throughput of the prompt-injection detector, against another checkout timed in the same run.

    .venv/bin/python bench/injection_throughput.py --data DIR [--rows public|heldout|dev]
                                                   [--against CHECKOUT] [--rounds 2]

The rows are the protocol's (``bench/injection_protocol.py``): ``public`` the frozen rows of the
public held-out collections (the default), ``heldout`` those and the held-out generators', ``dev``
the development generators'. Each round times this checkout's detector and then, when
``--against`` names another checkout of the project (``git worktree add ../before <commit>``), that
one's, each in a fresh process on the same texts, one message at a time, CPU time, best of two
passes. This machine's speed varies from run to run: read the ratio, not the absolute figure. The
table gives MB/s per core in the default configuration and with the rules alone."""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.injection_protocol import DEV, heldout_rows, rows_of  # noqa: E402

CONFIGS = (("default", {}), ("rules alone", {"learned_model": False}))
#: What runs in the timed process: the detector of one checkout on the texts of a file.
TIMER = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from agentproc.processors.injection import PromptInjectionDetector
texts = json.load(open(sys.argv[2], encoding="utf-8"))
out = {}
for name, config in json.loads(sys.argv[3]):
    try:
        detector = PromptInjectionDetector(**config)
    except TypeError:  # a configuration that checkout does not know
        continue
    for mode, items in texts.items():
        for t in items[:20]:
            detector.check(t, document=mode == "document")
        best = float("inf")
        for _ in range(2):
            started = time.process_time()
            for t in items:
                detector.check(t, document=mode == "document")
            best = min(best, time.process_time() - started)
        out[name + "|" + mode] = sum(len(t.encode()) for t in items) / 1e6 / best
print(json.dumps(out))
"""


def texts_of(rows: str, data: str) -> dict[str, list[str]]:
    with contextlib.redirect_stdout(io.StringIO()):  # the protocol's notes about missing files
        sources = rows_of(DEV, data) if rows == "dev" else heldout_rows(data)
    if rows == "public":
        sources = {name: r for name, r in sources.items() if not name.startswith("indep-")}
    return {mode: [r["text"] for rs in sources.values() for r in rs if r["mode"] == mode]
            for mode in ("chat", "document")}


def timed(checkout: Path, path: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", TIMER, str(checkout), path, json.dumps(CONFIGS)],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, help="folder holding the downloaded public collections")
    parser.add_argument("--rows", choices=("public", "heldout", "dev"), default="public")
    parser.add_argument("--against", type=Path, help="another checkout of the project, timed alternately")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    texts = texts_of(args.rows, args.data)
    runs: dict[str, list[dict[str, float]]] = {"this checkout": [], "against": []}
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as f:
        json.dump(texts, f)
        f.flush()
        for _ in range(args.rounds):
            runs["this checkout"].append(timed(ROOT, f.name))
            if args.against:
                runs["against"].append(timed(args.against.resolve(), f.name))
    print(f"{args.rows} rows: " + ", ".join(f"{mode} {sum(len(t.encode()) for t in items) / 1e6:.2f} MB"
                                            for mode, items in texts.items()))
    print(f"{'configuration':<13} {'text':<9} {'MB/s per core':>16} {'against':>16} {'ratio':>12}")
    for key in runs["this checkout"][0]:
        name, mode = key.split("|")
        mine = [r[key] for r in runs["this checkout"]]
        theirs = [r[key] for r in runs["against"] if key in r]
        ratio = [a / b for a, b in zip(mine, theirs)]
        print(f"{name:<13} {mode:<9} {span(mine):>16} {span(theirs) or '—':>16} {span(ratio) or '—':>12}")


def span(values: list[float]) -> str:
    if not values:
        return ""
    low, high = min(values), max(values)
    return f"{low:.2f}" if f"{low:.2f}" == f"{high:.2f}" else f"{low:.2f}–{high:.2f}"


if __name__ == "__main__":
    main()
