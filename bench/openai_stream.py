"""OpenAI streaming overhead: µs per chunk and time to first chunk, bare SDK vs agentproc.

    .venv/bin/python bench/openai_stream.py [--chunks 20000] [--runs 5]

Starts the local OpenAI-compatible server (``tests/openai_server.py``) in a subprocess, so
its work does not share this process's GIL, serving N one-word ``text-delta`` chunks per
request. Then, in this one process, streams the same answer with: the bare ``AsyncOpenAI``
client (``stream=True``), agentproc's ``OpenAIChatModel`` alone, and an agentproc
``Agent`` with 0 and with 5 output processors (passthrough; word counter in state; a
3-word blocklist; an e-mail regex scan; uppercase returning a new chunk). Prints the median
of the runs and the ratio to the bare SDK; time to first chunk is measured on the long stream
and, less noisily, on many short (5-chunk) answers from a second server.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, AsyncIterator, Awaitable, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import openai  # noqa: E402

from agentproc.runtime import Agent, Processor  # noqa: E402
from bench.bench_processors import five_processors  # noqa: E402
from agentproc.runtime.providers.base import ModelRequest  # noqa: E402
from agentproc.runtime.providers.openai import OpenAIChatModel  # noqa: E402


Timing = tuple[float, float]  # (µs per chunk, ms to first chunk)
#: Time to first chunk is also taken on short answers, where nothing else is in flight.
SHORT_CHUNKS = 5


async def measure(texts: AsyncIterator[Any], started: float, expected: int) -> Timing:
    first = 0.0
    count = 0
    async for _ in texts:
        if not count:
            first = time.perf_counter() - started
        count += 1
    elapsed = time.perf_counter() - started
    assert count == expected, (count, expected)
    return elapsed / count * 1e6, first * 1e3


def cases(base_url: str, chunks: int) -> dict[str, Callable[[], Awaitable[Timing]]]:
    client = openai.AsyncOpenAI(api_key="bench", base_url=base_url, max_retries=0)
    model = OpenAIChatModel("gpt-bench", client=client)
    messages = [{"role": "user", "content": "Count to a large number."}]
    prompt = [{"role": "user", "content": [{"type": "text", "text": "Count to a large number."}]}]

    async def bare() -> Timing:
        started = time.perf_counter()
        stream = await client.chat.completions.create(model="gpt-bench", messages=messages, stream=True,
                                                      stream_options={"include_usage": True})

        async def texts() -> AsyncIterator[str]:
            async for event in stream:
                if event.choices and event.choices[0].delta.content:
                    yield event.choices[0].delta.content
        return await measure(texts(), started, chunks)

    async def model_only() -> Timing:
        started = time.perf_counter()

        async def texts() -> AsyncIterator[str]:
            async for c in model.stream(ModelRequest(prompt=prompt)):
                if c["type"] == "text-delta":
                    yield c["payload"]["text"]
        return await measure(texts(), started, chunks)

    def agent_case(processors: Callable[[], list[Processor]]) -> Callable[[], Awaitable[Timing]]:
        async def run() -> Timing:
            agent = Agent("bench", model=model, output_processors=processors())
            started = time.perf_counter()

            async def texts() -> AsyncIterator[str]:
                async for c in agent.stream("Count to a large number."):
                    if c["type"] == "text-delta":
                        yield c["payload"]["text"]
            return await measure(texts(), started, chunks)
        return run

    return {
        "bare AsyncOpenAI (stream=True)": bare,
        "agentproc OpenAIChatModel alone": model_only,
        "agentproc Agent, 0 output processors": agent_case(list),
        "agentproc Agent, 5 output processors": agent_case(five_processors),
    }


async def run_all(long_url: str, short_url: str, args: argparse.Namespace) -> list[tuple[str, float, float, float]]:
    """Per case: µs/chunk and first-chunk ms on the long stream, first-chunk ms on short ones."""
    rows = []
    short_cases = cases(short_url, SHORT_CHUNKS)
    for name, case in cases(long_url, args.chunks).items():
        await case()  # warm-up: connection, imports, caches
        timings = [await case() for _ in range(args.runs)]
        short = short_cases[name]
        await short()
        firsts = [(await short())[1] for _ in range(args.ttfc_runs)]
        rows.append((name, statistics.median(t[0] for t in timings), statistics.median(t[1] for t in timings),
                     statistics.median(firsts)))
    return rows


def start_server(chunks: int) -> tuple[subprocess.Popen[str], str]:
    server = subprocess.Popen([sys.executable, "-m", "tests.openai_server", "--chunks", str(chunks)],
                              cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    port = int(server.stdout.readline())
    return server, f"http://127.0.0.1:{port}/v1"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--ttfc-runs", type=int, default=30, help="short streams timed for the first chunk")
    args = parser.parse_args()
    long_server, long_url = start_server(args.chunks)
    short_server, short_url = start_server(SHORT_CHUNKS)
    try:
        rows = asyncio.run(run_all(long_url, short_url, args))
    finally:
        for server in (long_server, short_server):
            server.terminate()
            server.wait(5)
    bare = rows[0]
    width = max(len(r[0]) for r in rows)
    print(f"{'case':<{width}}  {'µs/chunk':>9}  {'× bare':>6}  {'1st chunk ms':>12}  "
          f"{'1st chunk ms (short)':>20}  {'Δ vs bare':>9}")
    print("-" * (width + 68))
    for name, per_chunk, first, first_short in rows:
        print(f"{name:<{width}}  {per_chunk:9.2f}  {per_chunk / bare[1]:6.2f}  {first:12.2f}  "
              f"{first_short:20.3f}  {first_short - bare[3]:+9.3f}")
    print(f"(µs/chunk and 1st chunk: {args.chunks}-chunk stream, median of {args.runs} runs; "
          f"1st chunk (short): {SHORT_CHUNKS}-chunk stream, median of {args.ttfc_runs} runs; local server in a "
          f"subprocess; openai {openai.__version__}, Python {sys.version.split()[0]})")


if __name__ == "__main__":
    main()
