"""Guardrail costs: PII-detector throughput (MB/s) and its per-chunk overhead in a stream.

    .venv/bin/python bench/guardrails.py [--mb 1] [--runs 3]

Builds ``--mb`` MB of mixed text (prose, order numbers, dates, prices, code, URLs, and
about one PII value per 400 characters), then times: ``detect`` and ``redact`` over the whole
text; ``detect`` over a document of prose as long (no values, but the words many rules look for); the stream hook fed deltas of 4, 16 and 64 characters (µs per chunk, against a
pass-through processor); and a full ``Agent.stream`` run through ScriptedModel with and
without the detector. Times are CPU time of this process (``time.process_time``), so other
load on the machine does not inflate them. Prints the median of the runs as a table."""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agentproc.processors import PIIDetector, RegexFilter  # noqa: E402
from agentproc.runtime import Agent, Processor  # noqa: E402
from agentproc.runtime.providers.scripted import ScriptedModel  # noqa: E402

PROSE = ("The quarterly report shows steady growth across all regions and the team expects the "
         "trend to continue next year. ")
NOISE = ["Order #48213377 shipped on 2024-03-15 ", "total $1,299.99 incl. VAT ", "upgrade to v2.14.3 ",
         "see https://example.com/items/550e8400-e29b-41d4-a716-446655440000 ", "def f(x):\n    return x[1::2]\n",
         "meeting at 10:30, room 4B ", "build 20240115.1 passed ", "ISBN 978-3-16-148410-0 "]
PII = ["jane.doe@example.com ", "+1 415 555 0100 ", "4111 1111 1111 1111 ", "123-45-6789 ",
       "DE89 3704 0044 0532 0130 00 ", "192.168.10.7 ", "sk-proj-abcdefghijklmnopqrstuvwx12 ",
       "AKIA2E0A8F3B244C9986 ", "0x52908400098527886E0F7030069857D2E4169EE7 "]


#: A long document of prose: the words the rules are gated on ("social", "user", "login", "key", "at",
#: "point", "exp…") are common in it, values are rare, and a few characters are typographic ones.
DOCUMENT = ["The social team meets users at the front desk and explains the login page. ",
            "Each key point of the plan is listed below, with the expected dates. ",
            "Set the token’s lifetime in the settings; the default is one hour — see the table below.\n",
            "| Setting | Default | Notes |\n|---|---|---|\n| timeout | 30 | seconds, per request |\n\n",
            "Passwords are never stored in plain text, and the password reset link expires after a day. ",
            "Contact the office at any time if the export fails; the tax id is not needed for this. "]


def document_text(size: int, seed: int = 11) -> str:
    rng = random.Random(seed)
    out: list[str] = []
    length = 0
    while length < size:
        piece = rng.choice(DOCUMENT)
        out.append(piece)
        length += len(piece)
    return "".join(out)[:size]


def mixed_text(size: int, seed: int = 7) -> str:
    rng = random.Random(seed)
    out: list[str] = []
    length = 0
    while length < size:
        piece = rng.choice(PII) if rng.random() < 0.2 else rng.choice([PROSE, PROSE, *NOISE])
        out.append(piece)
        length += len(piece)
    return "".join(out)[:size]


class Passthrough(Processor):
    id = "passthrough"

    def process_output_stream(self, part):  # noqa: ANN001, ANN201
        return part


def stream_chunks(text: str, size: int) -> list[dict]:
    chunks = [{"type": "text-start", "payload": {"id": "t"}}]
    chunks += [{"type": "text-delta", "payload": {"id": "t", "text": text[i:i + size]}} for i in range(0, len(text), size)]
    chunks += [{"type": "text-end", "payload": {"id": "t"}}, {"type": "step-finish", "payload": {}}]
    return chunks


def time_hook(processor: object, chunks: list[dict]) -> float:
    """Seconds to feed every chunk through ``process_output_stream`` directly."""
    hook = processor.process_output_stream  # type: ignore[attr-defined]
    abort = lambda *a, **k: None  # noqa: E731
    state: dict = {}
    takes_state = "state" in hook.__code__.co_varnames
    started = time.process_time()
    for c in chunks:
        hook(part=c, state=state, abort=abort) if takes_state else hook(part=c)
    return time.process_time() - started


async def time_agent(text: str, processors: list) -> float:
    words = text.split(" ")
    chunks = [{"type": "text-start", "payload": {"id": "t"}}]
    chunks += [{"type": "text-delta", "payload": {"id": "t", "text": w + " "}} for w in words]
    chunks += [{"type": "text-end", "payload": {"id": "t"}},
               {"type": "finish", "payload": {"finishReason": "stop", "usage": {}}}]
    agent = Agent("bench", model=ScriptedModel([{"chunks": chunks}]), output_processors=processors)
    started = time.process_time()
    async for _ in agent.stream("go"):
        pass
    return time.process_time() - started


def median(fn, runs: int) -> float:  # noqa: ANN001
    return statistics.median(fn() for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    text = mixed_text(int(args.mb * 1_000_000))
    mb = len(text.encode()) / 1e6
    pii = PIIDetector()
    rows: list[tuple[str, str, str]] = []

    findings = len(pii.find(text))
    t = median(lambda: time_detect(pii, text), args.runs)
    rows.append(("detect, whole text", f"{mb / t:.1f} MB/s", f"{t * 1000:.0f} ms, {findings} findings"))
    document = document_text(len(text))
    t = median(lambda: time_detect(pii, document), args.runs)
    rows.append(("detect, a long document of prose", f"{len(document.encode()) / 1e6 / t:.1f} MB/s", f"{t * 1000:.0f} ms"))
    t = median(lambda: time_redact(pii, text), args.runs)
    rows.append(("redact (mask), whole text", f"{mb / t:.1f} MB/s", f"{t * 1000:.0f} ms"))
    regex = RegexFilter(words=["confidential", "top secret"], patterns=[r"PROJ-\d+"], strategy="redact")
    t = median(lambda: time_redact(regex, text), args.runs)
    rows.append(("regex-filter redact (RE2), whole text", f"{mb / t:.1f} MB/s", f"{t * 1000:.0f} ms"))

    sample = text[:200_000]
    for size in (4, 16, 64):
        chunks = stream_chunks(sample, size)
        base = median(lambda chunks=chunks: time_hook(Passthrough(), chunks), args.runs)
        t = median(lambda chunks=chunks: time_hook(PIIDetector(), chunks), args.runs)
        per = (t - base) / len(chunks) * 1e6
        rows.append((f"stream hook, {size}-char deltas", f"{per:.1f} µs/chunk",
                     f"{len(chunks)} chunks, {len(sample.encode()) / 1e6 / t:.1f} MB/s"))

    agent_text = text[:100_000]
    n = len(agent_text.split(" "))
    base = median(lambda: asyncio.run(time_agent(agent_text, [])), args.runs)
    t = median(lambda: asyncio.run(time_agent(agent_text, [PIIDetector()])), args.runs)
    rows.append(("Agent.stream, word deltas", f"{(t - base) / n * 1e6:.1f} µs/chunk",
                 f"{n} chunks: {base * 1000:.0f} ms bare, {t * 1000:.0f} ms with pii-detector"))

    width = max(len(r[0]) for r in rows)
    print(f"PII detector on {mb:.2f} MB of mixed text (median of {args.runs} runs)")
    print(f"{'measure':<{width}}  {'result':>16}  notes")
    print("-" * (width + 40))
    for name, value, note in rows:
        print(f"{name:<{width}}  {value:>16}  {note}")


def time_detect(pii: PIIDetector, text: str) -> float:
    started = time.process_time()
    pii.find(text)
    return time.process_time() - started


def time_redact(guard: object, text: str) -> float:
    started = time.process_time()
    guard.redact(text)  # type: ignore[attr-defined]
    return time.process_time() - started


if __name__ == "__main__":
    main()
