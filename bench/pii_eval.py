"""PII evaluation by source: recall per type, look-alikes touched, disguises caught in both lanes.

    .venv/bin/python bench/pii_eval.py [--part dev|heldout|all] [--show N] [--extra FILE.jsonl ...]

Reads the sources in bench/corpora/pii/ (written by bench/pii_sources.py). Default configuration
of the PII detector and of a regex filter listing the blocked words, no model call. Per source:

- recall per type: a hit is a finding of that type covering the whole value;
- look-alikes touched: share of negative lines on which anything is found;
- disguised values: a leak is a line whose value can still be read in the text after redaction
  in the input lane, or in the text released by the output stream (deltas of 1 to 7
  characters); the first ten letters and digits of the value, read back through the same
  folding (other digit scripts, invisible characters, digit words, ``at``/``dot``), must not
  survive.

``--stream`` also streams every value found (1-7 character deltas) and counts the ones that can
be read back from what the stream released. ``--extra`` adds local files of the same shape (public corpora converted on this machine; never
committed) as sources of their own."""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agentproc.processors import PIIDetector, RegexFilter  # noqa: E402
from agentproc.runtime.processor import make_abort  # noqa: E402
from bench.pii_sources import OUT, SOURCES  # noqa: E402

_WORDS = {w: str(i) for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"))}
_WORD_RE = re.compile(r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine)\b")
_AT_DOT = re.compile(r"\[at\]|\(at\)|&#64;|\[dot\]|\(dot\)")


def readable(text: str) -> str:
    """Letters and digits a reader still gets from ``text``, folded the same way for value and output."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = _AT_DOT.sub("", text)
    text = _WORD_RE.sub(lambda m: _WORDS[m.group()], text)
    out = []
    for c in text:
        digit = unicodedata.digit(c, None)
        if digit is not None:
            out.append(str(digit))
        elif c.isalnum() and unicodedata.category(c)[0] == "L":
            out.append(c)
    return "".join(out)


def leaked(value: str, output: str, text: str = "") -> bool:
    """Whether ``output`` still reads ``value``. Read elsewhere in ``text`` too (an address whose
    local part is the name signed under it), it must be read fewer times in ``output``: than in
    the text without the value where the value is written as is, than in the text otherwise."""
    key = readable(value)[:10]
    if not key:
        return False
    found = readable(output).count(key)
    if not text:
        return found > 0
    if value in text:
        return found > readable(text.replace(value, " ")).count(key)
    return found > 0 and found >= readable(text).count(key)


def load(name: str) -> list[dict[str, Any]]:
    with open(name if name.endswith(".jsonl") else OUT / f"{name}.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


async def streamed(processor: Any, text: str, rng: random.Random) -> str:
    state: dict[str, Any] = {}
    abort = make_abort(processor.id)
    chunks = [{"type": "text-start", "payload": {"id": "t"}}]
    pos = 0
    while pos < len(text):
        step = rng.randrange(1, 8)
        chunks.append({"type": "text-delta", "payload": {"id": "t", "text": text[pos:pos + step]}})
        pos += step
    chunks.append({"type": "text-end", "payload": {"id": "t"}})
    out = []
    for chunk in chunks:
        result = processor.process_output_stream(part=chunk, state=state, abort=abort)
        for c in (result if isinstance(result, list) else [result] if result else []):
            if c["type"] == "text-delta":
                out.append(c["payload"]["text"])
    return "".join(out)


def evaluate(rows: list[dict[str, Any]], show: int, stream: bool = False) -> dict[str, list[int]]:
    pii = PIIDetector()
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses: list[Any] = []
    rng = random.Random(5)
    for row in rows:
        text, kind = row["text"], row["type"]
        if "disguise" in row:
            words = RegexFilter(words=[row.get("word", "")], strategy="redact")
            guard = words if kind == "blocked_word" else pii
            fresh = RegexFilter(words=[row["word"]], strategy="redact") if kind == "blocked_word" else PIIDetector()
            key = f"{kind}/{row['disguise']}"
            for lane, output in (("input", guard.redact(text)[0]), ("stream", asyncio.run(streamed(fresh, text, rng)))):
                # A blocked word is caught when its disguised form is gone; a value when it cannot be read back.
                ok = row["value"] not in output if kind == "blocked_word" else not leaked(row["value"], output, text)
                counts[f"{key} [{lane}]"][0] += ok
                counts[f"{key} [{lane}]"][1] += 1
                if not ok:
                    misses.append((lane, row["disguise"], text, output))
            continue
        findings = pii.find(text)
        if kind == "negative":
            counts["negative"][1] += 1
            if findings:
                counts["negative"][0] += 1
                misses.append(("touched", text, [(f.type, f.value) for f in findings]))
            continue
        start = text.find(row["value"])
        hit = any(f.type == kind and f.start <= start and f.end >= start + len(row["value"]) for f in findings)
        counts[kind][0] += hit
        counts[kind][1] += 1
        if not hit:
            misses.append(("missed", kind, text, [(f.type, f.value) for f in findings]))
        elif stream:  # a value found whole must not get out through the stream either
            out = asyncio.run(streamed(PIIDetector(), text, rng))
            counts["stream"][1] += 1
            # Leaked: read in the stream's text, but not in the text masked whole (a mask may keep
            # an issuer's prefix, "access_token$…").
            if leaked(row["value"], out, text) and not leaked(row["value"], pii.redact(text)[0], text):
                counts["stream"][0] += 1
                misses.append(("leaked in the stream", kind, text, out))
    for m in misses[:show]:
        print("    ", json.dumps(m, ensure_ascii=False))
    return counts


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f} % ({a}/{b})" if b else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("dev", "heldout", "all"), default="all")
    parser.add_argument("--show", type=int, default=0, help="print this many misses per source")
    parser.add_argument("--extra", nargs="*", default=[], help="local JSONL files evaluated as extra sources")
    parser.add_argument("--stream", action="store_true",
                        help="also stream every value found (deltas of 1-7 characters) and count leaks")
    args = parser.parse_args()
    names = [n for n, (part, _, _) in SOURCES.items() if args.part in ("all", part)] + list(args.extra)
    print("| source | part | measure | result |\n|---|---|---|---|")
    for name in names:
        part = SOURCES[name][0] if name in SOURCES else "extra"
        counts = evaluate(load(name), args.show, args.stream)
        for kind, (hit, total) in sorted(counts.items()):
            if kind.endswith("[stream]"):
                continue
            if kind.endswith("[input]"):
                disguise = kind[: -len(" [input]")]
                stream = counts[f"{disguise} [stream]"]
                label, result = f"not leaked: {disguise}", f"input {pct(hit, total)}, stream {pct(*stream)}"
            elif kind == "stream":
                label, result = "found values leaked through the stream", pct(hit, total)
            else:
                label = "look-alikes touched" if kind == "negative" else f"recall {kind}"
                result = pct(hit, total)
            print(f"| {Path(name).stem} | {part} | {label} | {result} |")


if __name__ == "__main__":
    main()
