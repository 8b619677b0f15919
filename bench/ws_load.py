"""Websocket load: N concurrent chat clients against one daphne process, each getting a
scripted reply of 200 ``text-delta`` chunks. Prints chunks/s, time to first chunk and the gap
between chunks (p50/p99), and errors, per level.

    .venv/bin/python bench/ws_load.py                      # 10, 100 and 500 clients
    .venv/bin/python bench/ws_load.py --clients 50 --chunks 500
    DATABASE_URL=postgresql://postgres@127.0.0.1/bench .venv/bin/python bench/ws_load.py

It migrates a scratch database, creates the ``bench`` agent (model ``bench/<chunks>``, see
``bench/ws_settings.py``) and starts ``daphne`` on a free port; nothing else is needed.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the repository's packages are importable

from tests import daphne as server  # noqa: E402

PYTHON = sys.executable


@dataclass
class ClientResult:
    """What one client saw: when its chunks arrived (seconds after it sent the message)."""

    arrivals: list[float] = field(default_factory=list)
    error: str | None = None


def prepare(env: dict[str, str], chunks: int) -> None:
    """Migrate the scratch database and create the agent the clients talk to."""
    manage = [PYTHON, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], env=env, cwd=ROOT, check=True)
    code = (
        "from agentproc.models import Agent\n"
        "Agent.objects.update_or_create(slug='bench', defaults=dict(name='Bench', "
        f"model='bench/{chunks}', allow_anonymous=True, max_input_chars=8000))\n"
    )
    subprocess.run([*manage, "shell", "-c", code], env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


async def one_client(url: str, origin: str, start: asyncio.Event, timeout: float) -> ClientResult:
    result = ClientResult()
    try:
        async with websockets.connect(url, origin=origin, max_size=None, open_timeout=timeout) as ws:
            await start.wait()
            sent = time.perf_counter()
            await ws.send(json.dumps({"type": "message", "conversation": None, "text": "go"}))
            while True:
                frame = json.loads(await asyncio.wait_for(ws.recv(), timeout))
                kind = frame["type"]
                if kind == "text-delta":
                    result.arrivals.append(time.perf_counter() - sent)
                elif kind == "finish":
                    return result
                elif kind in ("error", "tripwire", "abort"):
                    result.error = f"{kind}: {json.dumps(frame.get('payload'))[:120]}"
                    return result
    except Exception as exc:  # noqa: BLE001 - every failure is counted, none stops the bench
        result.error = f"{type(exc).__name__}: {exc}"[:160]
    return result


async def run_level(url: str, origin: str, clients: int, chunks: int, timeout: float) -> dict[str, float]:
    start = asyncio.Event()
    tasks = [asyncio.create_task(one_client(url, origin, start, timeout)) for _ in range(clients)]
    await asyncio.sleep(min(5.0, 0.2 + clients * 0.01))  # let every client connect first
    began = time.perf_counter()
    start.set()
    results = await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - began
    firsts = [r.arrivals[0] for r in results if r.arrivals]
    gaps = [b - a for r in results for a, b in zip(r.arrivals, r.arrivals[1:])]
    received = sum(len(r.arrivals) for r in results)
    errors = [r.error for r in results if r.error or len(r.arrivals) != chunks]
    if errors:
        sample = next((e for e in errors if e), f"short reply ({min(len(r.arrivals) for r in results)} chunks)")
        print(f"  {clients} clients: {len(errors)} error(s), e.g. {sample}", file=sys.stderr)
    return {
        "clients": clients,
        "chunks": received,
        "seconds": elapsed,
        "chunks_per_s": received / elapsed if elapsed else 0.0,
        "ttfc_p50": percentile(firsts, 50),
        "ttfc_p99": percentile(firsts, 99),
        "gap_p50": percentile(gaps, 50),
        "gap_p99": percentile(gaps, 99),
        "errors": len(errors),
    }


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(p) - 1] if p < 100 else max(values)


def print_table(rows: list[dict[str, float]]) -> None:
    header = (f"{'clients':>7} {'chunks':>8} {'seconds':>8} {'chunks/s':>9} {'ttfc p50':>9} "
              f"{'ttfc p99':>9} {'gap p50':>8} {'gap p99':>8} {'errors':>6}")
    print(header)
    print("-" * len(header))
    for r in rows:
        print(f"{r['clients']:>7} {r['chunks']:>8} {r['seconds']:>8.2f} {r['chunks_per_s']:>9.0f} "
              f"{r['ttfc_p50'] * 1000:>7.0f}ms {r['ttfc_p99'] * 1000:>7.0f}ms "
              f"{r['gap_p50'] * 1000:>6.2f}ms {r['gap_p99'] * 1000:>6.1f}ms {r['errors']:>6}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", default="10,100,500", help="comma-separated levels (default 10,100,500)")
    parser.add_argument("--chunks", type=int, default=200, help="text-delta chunks per reply (default 200)")
    parser.add_argument("--timeout", type=float, default=120.0, help="per-frame timeout in seconds")
    args = parser.parse_args()
    levels = [int(n) for n in args.clients.split(",") if n.strip()]

    with tempfile.TemporaryDirectory(prefix="agentproc-bench-") as scratch:
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "bench.ws_settings",
               "AGENTPROC_BENCH_DB": str(Path(scratch) / "bench.sqlite3"), "PYTHONPATH": str(ROOT)}
        prepare(env, args.chunks)
        log = Path(scratch) / "daphne.log"
        daphne, port = server.start(env, log)
        try:
            url, origin = f"ws://127.0.0.1:{port}/ws/agentproc/bench/", f"http://127.0.0.1:{port}"
            database = "PostgreSQL" if os.environ.get("DATABASE_URL") else "SQLite"
            print(f"one daphne process, {args.chunks} text-delta chunks per reply, {database}, "
                  f"channel layer: {'redis' if os.environ.get('REDIS_URL') else 'in-memory'}")
            rows = [asyncio.run(run_level(url, origin, n, args.chunks, args.timeout)) for n in levels]
            print_table(rows)
            if any(r["errors"] for r in rows):
                problems = [line for line in log.read_text().splitlines() if "WSCONNECT" not in line
                            and "WSDISCONNECT" not in line and "HTTP" not in line]
                print("daphne's log, without access lines:\n" + "\n".join(problems[-60:]), file=sys.stderr)
        finally:
            server.stop(daphne)


if __name__ == "__main__":
    main()
