"""Processor pipeline overhead: µs per streamed chunk and ms per generate() call.

    .venv/bin/python bench/pipeline.py [--chunks 20000] [--calls 200] [--runs 5]

Streams N ``text-delta`` chunks ("hello ") from ScriptedModel through 0, 1 and 5 output
processors, and times sequential ``generate()`` calls with 0 and 5 input processors (a regex
scan each). Prints the median of the runs.

Times are the CPU time of this process (``time.process_time``): the work is single-threaded
and CPU-bound, so on an idle machine this is the wall time, and on a shared one (other jobs
on the same cores) the figure still measures agentproc rather than the queue for a core."""
from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agentproc.runtime import Agent, Processor  # noqa: E402
from agentproc.runtime.providers import ScriptedModel  # noqa: E402
from bench.bench_processors import Passthrough, five_processors  # noqa: E402


class InputScan(Processor):
    def __init__(self, index: int) -> None:
        self.id = f"input-scan-{index}"
        self.pattern = re.compile(r"ignore (all )?previous instructions|\b\d{3}-\d{2}-\d{4}\b", re.I)

    def process_input(self, messages, abort):
        for message in messages:
            if self.pattern.search(message.text):
                abort("matched")
        return messages


OUTPUT_SETS = {
    0: [],
    1: [Passthrough()],
    5: five_processors(),
}


async def stream_once(n_chunks: int, processors: list) -> float:
    model = ScriptedModel(["hello " * n_chunks])
    agent = Agent("bench", model=model, output_processors=processors)
    started = time.process_time()
    count = 0
    async for c in agent.stream("go"):
        if c["type"] == "text-delta":
            count += 1
    elapsed = time.process_time() - started
    assert count == n_chunks, count
    return elapsed / n_chunks * 1e6


async def generate_calls(n_calls: int, processors: list) -> float:
    model = ScriptedModel(["Sure, here is a short answer."] * n_calls)
    agent = Agent("bench", instructions="Be brief.", model=model, input_processors=processors)
    started = time.process_time()
    for _ in range(n_calls):
        result = await agent.generate("What is the capital of France?")
        assert result.status == "completed"
    return (time.process_time() - started) / n_calls * 1e3


async def main(args: argparse.Namespace) -> None:
    rows = []
    for n, processors in OUTPUT_SETS.items():
        await stream_once(1000, processors)  # warm-up
        times = [await stream_once(args.chunks, processors) for _ in range(args.runs)]
        rows.append((f"stream, {n} output processor(s)", f"{statistics.median(times):.2f} µs/chunk"))
    for n in (0, 5):
        processors = [InputScan(i) for i in range(n)]
        await generate_calls(20, processors)
        times = [await generate_calls(args.calls, processors) for _ in range(args.runs)]
        rows.append((f"generate(), {n} input processor(s)", f"{statistics.median(times):.3f} ms/call"))
    width = max(len(r[0]) for r in rows)
    print(f"{'case':<{width}}  median of {args.runs}")
    print("-" * (width + 22))
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    print(f"({args.chunks} chunks per stream, {args.calls} generate() calls per run, Python {sys.version.split()[0]})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=20_000)
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    asyncio.run(main(parser.parse_args()))
