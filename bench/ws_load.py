"""Websocket load, agentproc against the stack's ceiling in the same run: N concurrent chat
clients, each getting a 200-chunk reply, first from daphne + a bare Channels consumer
(``bench/ceiling_asgi.py``, no ORM, no runtime), then from agentproc's chat socket (the
``bench`` agent, no policies). Prints chunks/s, time to first chunk (p50/p99) and the CPU
time the server processes spent per chunk (steadier than chunks/s on a shared machine) per
level for both and agentproc's ratio to the ceiling, and the first chunk of a single idle turn.

    .venv/bin/python bench/ws_load.py                        # 1, 10, 100 and 500 clients
    .venv/bin/python bench/ws_load.py --clients 100 --chunks 500
    .venv/bin/python bench/ws_load.py --processes 2 --redis  # 2 daphne processes, channels-redis
    .venv/bin/python bench/ws_load.py --redis --workers 2    # turns in 2 Celery workers
    DATABASE_URL=postgresql://postgres@127.0.0.1/bench .venv/bin/python bench/ws_load.py

Levels alternate ceiling / agentproc (``--repeat`` times, medians shown) so drift in the
machine's load hits both alike. With
``--processes N`` each stack runs N daphne processes and client *i* connects to process
*i mod N* (clients split across ports, no proxy). ``--redis`` starts a private
``redis-server`` on a free port (channel layer and Celery broker).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import websockets

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the repository's packages are importable

from tests import daphne as server  # noqa: E402

PYTHON = sys.executable
CEILING, AGENTPROC = "bench.ceiling_asgi:application", "project.asgi:application"


@dataclass
class ClientResult:
    """What one client saw: when its chunks arrived (seconds after it sent the message)."""

    arrivals: list[float] = field(default_factory=list)
    error: str | None = None
    conversation: str | None = None  # from the ``conversation`` frame, to look the run up after an error
    frames: int = 0
    last: str = ""  # the type of the last frame received


#: Conversations of the clients that failed, looked up in the database after the run.
FAILED: list[str] = []


def show_runs(env: dict[str, str], conversations: list[str]) -> None:
    """Print the runs of ``conversations`` as the database holds them (why a client failed)."""
    code = (
        "from agentproc.models import Run\n"
        f"for r in Run.objects.filter(conversation_id__in={conversations[:20]!r}).order_by('created_at'):\n"
        "    print(r.conversation_id, r.pk, r.status, r.created_at, r.started_at, r.finished_at, repr(r.error)[:200])\n"
    )
    done = subprocess.run([PYTHON, "manage.py", "shell", "-c", code], env=env, cwd=ROOT, capture_output=True, text=True)
    print("runs of the failed clients:\n" + done.stdout + done.stderr[-2000:], file=sys.stderr)


def prepare(env: dict[str, str], chunks: int, sessions: int) -> list[str]:
    """Migrate the scratch database, create the agent the clients talk to, and one session
    per client: each client is a visitor whose page (``{% agentproc_chat %}``) set its cookie."""
    manage = [PYTHON, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], env=env, cwd=ROOT, check=True)
    code = (
        "from agentproc.models import Agent\n"
        "from django.contrib.sessions.backends.db import SessionStore\n"
        "Agent.objects.update_or_create(slug='bench', defaults=dict(name='Bench', "
        f"model='bench/{chunks}', allow_anonymous=True, max_input_chars=8000))\n"
        f"for _ in range({sessions}):\n"
        "    s = SessionStore(); s['agentproc'] = True; s.create(); print('session', s.session_key)\n"
    )
    done = subprocess.run([*manage, "shell", "-c", code], env=env, cwd=ROOT, check=True, capture_output=True, text=True)
    # Only the marked lines: the shell may print more (Django 5.2 counts the objects it imported).
    return [line.split()[1] for line in done.stdout.splitlines() if line.startswith("session ")]


async def turn(ws: Any, result: ClientResult, timeout: float) -> None:
    """Send one message and read its reply to the end (``finish``)."""
    sent = time.perf_counter()
    await ws.send(json.dumps({"type": "message", "conversation": None, "text": "go"}))
    while True:
        try:
            frame = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        except asyncio.TimeoutError:
            raise TimeoutError(f"no frame for {timeout:.0f} s after {result.frames} frame(s) "
                               f"(last: {result.last or 'none'})") from None
        kind = frame["type"]
        result.frames, result.last = result.frames + 1, kind
        if kind == "conversation":
            result.conversation = frame["payload"]["id"]
        elif kind == "text-delta":
            result.arrivals.append(time.perf_counter() - sent)
        elif kind == "finish":
            return
        elif kind in ("error", "tripwire", "abort"):
            result.error = f"{kind}: {json.dumps(frame.get('payload'))[:120]}"
            return


def connect(url: str, origin: str, session: str, timeout: float) -> Any:
    return websockets.connect(url, origin=origin, max_size=None, open_timeout=timeout,
                              additional_headers={"Cookie": f"sessionid={session}"})


async def one_client(url: str, origin: str, session: str, start: asyncio.Event, timeout: float) -> ClientResult:
    result = ClientResult()
    try:
        async with connect(url, origin, session, timeout) as ws:
            await start.wait()
            await turn(ws, result, timeout)
    except Exception as exc:  # noqa: BLE001 - every failure is counted, none stops the bench
        result.error = f"{type(exc).__name__}: {exc}"[:160]
    return result


async def run_level(urls: list[str], origin: str, sessions: list[str], clients: int, chunks: int,
                    timeout: float, cpu: Callable[[], float] = lambda: 0.0) -> dict[str, float]:
    start = asyncio.Event()
    tasks = [asyncio.create_task(one_client(urls[i % len(urls)], origin, sessions[i], start, timeout))
             for i in range(clients)]
    await asyncio.sleep(min(5.0, 0.3 + clients * 0.01))  # let every client connect first
    began, cpu_before = time.perf_counter(), cpu()
    start.set()
    results = await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - began
    cpu_used = cpu() - cpu_before
    firsts = [r.arrivals[0] for r in results if r.arrivals]
    received = sum(len(r.arrivals) for r in results)
    errors = [r.error for r in results if r.error or len(r.arrivals) != chunks]
    if errors:
        sample = next((e for e in errors if e), f"short reply ({min(len(r.arrivals) for r in results)} chunks)")
        print(f"  {clients} clients: {len(errors)} error(s), e.g. {sample}", file=sys.stderr)
        FAILED.extend(r.conversation for r in results if r.conversation and (r.error or len(r.arrivals) != chunks))
    return {"chunks_per_s": received / elapsed if elapsed else 0.0, "ttfc_p50": percentile(firsts, 50),
            "ttfc_p99": percentile(firsts, 99), "errors": len(errors),
            "cpu_us_per_chunk": cpu_used / received * 1e6 if received else float("nan")}


async def idle_turns(url: str, origin: str, session: str, runs: int, timeout: float) -> float:
    """Median first chunk of ``runs`` turns one after the other on one socket (a new
    conversation each), the server otherwise idle."""
    firsts = []
    async with connect(url, origin, session, timeout) as ws:
        for _ in range(runs + 1):
            result = ClientResult()
            await turn(ws, result, timeout)
            if result.arrivals:
                firsts.append(result.arrivals[0])
    return statistics.median(firsts[1:]) if len(firsts) > 1 else float("nan")  # the first one warms up


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(p) - 1]


class Stack:
    """N daphne processes serving one ASGI app (and, for agentproc with workers, Celery)."""

    def __init__(self, app: str, env: dict[str, str], scratch: Path, processes: int, workers: int) -> None:
        self.app, self.env, self.scratch = app, env, scratch
        self.processes, self.workers = processes, workers
        self.daphnes: list[subprocess.Popen[bytes]] = []
        self.celery: list[subprocess.Popen[bytes]] = []
        self.ports: list[int] = []

    def __enter__(self) -> Stack:
        name = self.app.split(".")[0]
        for i in range(self.processes):
            process, port = server.start(self.env, self.scratch / f"{name}-{i}.log", app=self.app)
            self.daphnes.append(process)
            self.ports.append(port)
        for i in range(self.workers):
            with (self.scratch / f"celery-{i}.log").open("wb") as out:
                self.celery.append(subprocess.Popen(
                    [PYTHON, "-m", "celery", "-A", "project", "worker", "--pool=solo", "--loglevel=WARNING",
                     "-Q", self.env["AGENTPROC_BENCH_PREFIX"], "-n", f"bench{i}@%h",
                     "--without-gossip", "--without-mingle", "--without-heartbeat"],
                    env=self.env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT))
        if self.workers:
            time.sleep(3)  # let the workers reach the broker
        return self

    def __exit__(self, *exc: object) -> None:
        for process in [*self.daphnes, *self.celery]:
            server.stop(process)

    def cpu_seconds(self) -> float:
        """CPU time the threads of the stack's server and worker processes have run so far
        (``/proc/<pid>/task/*/schedstat``: nanoseconds, where ``/proc/<pid>/stat`` counts 10 ms ticks)."""
        total = 0
        for process in [*self.daphnes, *self.celery]:
            for task in Path(f"/proc/{process.pid}/task").iterdir():
                try:
                    total += int((task / "schedstat").read_text().split()[0])
                except (FileNotFoundError, ProcessLookupError):
                    pass  # a thread that ended meanwhile
        return total / 1e9

    def urls(self) -> list[str]:
        return [f"ws://127.0.0.1:{port}/ws/agentproc/bench/" for port in self.ports]


def start_redis(scratch: Path) -> tuple[subprocess.Popen[bytes], str]:
    """A private redis-server on a free port (nothing shared with other users of the machine)."""
    port = server.free_port()
    process = subprocess.Popen([shutil.which("redis-server") or "redis-server", "--port", str(port), "--save", "",
                                "--appendonly", "no", "--dir", str(scratch)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    time.sleep(0.5)
    return process, f"redis://127.0.0.1:{port}/0"


def print_table(levels: list[int], rows: dict[str, dict[int, dict[str, float]]]) -> None:
    ceiling, ours = rows["ceiling"], rows["agentproc"]
    header = (f"{'clients':>7} | {'chunks/s ceiling':>16} {'agentproc':>9} {'ratio':>6} | "
              f"{'TTFC p50 ceiling':>16} {'agentproc':>9} {'ratio':>6} | "
              f"{'TTFC p99 ceiling':>16} {'agentproc':>9} {'ratio':>6} | "
              f"{'server CPU/chunk ceiling':>24} {'agentproc':>9} {'ratio':>6} | {'errors':>6}")
    print(header)
    print("-" * len(header))
    for n in levels:
        c, a = ceiling[n], ours[n]
        print(f"{n:>7} | {c['chunks_per_s']:>16,.0f} {a['chunks_per_s']:>9,.0f} "
              f"{a['chunks_per_s'] / c['chunks_per_s']:>5.2f}× | "
              f"{c['ttfc_p50'] * 1000:>14.1f}ms {a['ttfc_p50'] * 1000:>7.1f}ms {a['ttfc_p50'] / c['ttfc_p50']:>5.2f}× | "
              f"{c['ttfc_p99'] * 1000:>14.1f}ms {a['ttfc_p99'] * 1000:>7.1f}ms {a['ttfc_p99'] / c['ttfc_p99']:>5.2f}× | "
              f"{c['cpu_us_per_chunk']:>22.1f}µs {a['cpu_us_per_chunk']:>7.1f}µs "
              f"{a['cpu_us_per_chunk'] / (c['cpu_us_per_chunk'] or float('nan')):>5.2f}× | "
              f"{c['errors'] + a['errors']:>6.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", default="1,10,100,500", help="comma-separated levels (default 1,10,100,500)")
    parser.add_argument("--chunks", type=int, default=200, help="text-delta chunks per reply (default 200)")
    parser.add_argument("--timeout", type=float, default=120.0, help="per-frame timeout in seconds")
    parser.add_argument("--processes", type=int, default=1, help="daphne processes per stack (clients split across them)")
    parser.add_argument("--redis", action="store_true", help="channels-redis on a private redis-server")
    parser.add_argument("--layer", choices=("agentproc", "pubsub"), default="agentproc",
                        help="with --redis: agentproc's RedisChannelLayer or channels-redis' RedisPubSubChannelLayer")
    parser.add_argument("--workers", type=int, default=0, help="Celery worker processes running the turns (needs --redis)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per level and stack; the table shows medians")
    parser.add_argument("--idle", type=int, default=20, help="single idle turns timed for the first chunk (0: none)")
    args = parser.parse_args()
    levels = [int(n) for n in args.clients.split(",") if n.strip()]
    if args.workers and not args.redis:
        parser.error("--workers needs --redis (the broker and the channel layer between processes)")

    with tempfile.TemporaryDirectory(prefix="agentproc-bench-") as tmp:
        scratch = Path(tmp)
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "bench.ws_settings", "BENCH_CHUNKS": str(args.chunks),
               "AGENTPROC_BENCH_DB": str(scratch / "bench.sqlite3"), "PYTHONPATH": str(ROOT),
               "AGENTPROC_BENCH_PREFIX": f"bench-{uuid.uuid4().hex[:8]}"}
        redis = None
        if args.redis:
            redis, env["REDIS_URL"] = start_redis(scratch)
            env["AGENTPROC_BENCH_LAYER"] = args.layer
        if args.workers:
            env["AGENTPROC_BENCH_WORKER"] = "1"
        try:
            sessions = prepare(env, args.chunks, max(levels + [2]))
            database = "PostgreSQL" if os.environ.get("DATABASE_URL") else "SQLite"
            print(f"{args.processes} daphne process(es) per stack, {args.chunks} text-delta chunks per reply, {database}, "
                  f"channel layer: {args.layer + ' redis' if args.redis else 'in-memory'}, "
                  f"turns in {f'{args.workers} Celery worker(s)' if args.workers else 'daphne'}")
            rows: dict[str, dict[int, dict[str, float]]] = {"ceiling": {}, "agentproc": {}}
            idle: dict[str, float] = {}
            with Stack(CEILING, env, scratch, args.processes, 0) as ceiling, \
                    Stack(AGENTPROC, env, scratch, args.processes, args.workers) as ours:
                origin = f"http://127.0.0.1:{ceiling.ports[0]}"
                for stack in (ceiling, ours):
                    asyncio.run(run_level(stack.urls(), origin, sessions, 2, args.chunks, args.timeout))  # warm up
                for n in levels:
                    runs: dict[str, list[dict[str, float]]] = {"ceiling": [], "agentproc": []}
                    for _ in range(args.repeat):
                        for name, stack in (("ceiling", ceiling), ("agentproc", ours)):
                            runs[name].append(asyncio.run(run_level(stack.urls(), origin, sessions, n, args.chunks,
                                                                    args.timeout, stack.cpu_seconds)))
                    for name, measured in runs.items():
                        rows[name][n] = {key: (max if key == "errors" else statistics.median)(r[key] for r in measured)
                                         for key in measured[0]}
                if args.idle:
                    for name, stack in (("ceiling", ceiling), ("agentproc", ours)):
                        idle[name] = asyncio.run(idle_turns(stack.urls()[0], origin, sessions[0], args.idle, args.timeout))
            print_table(levels, rows)
            if idle:
                print(f"single idle turn, first chunk (median of {args.idle}): ceiling {idle['ceiling'] * 1000:.2f} ms, "
                      f"agentproc {idle['agentproc'] * 1000:.2f} ms, "
                      f"difference {(idle['agentproc'] - idle['ceiling']) * 1000:+.2f} ms")
            if FAILED:
                show_runs(env, FAILED)
            if any(r["errors"] for stack in rows.values() for r in stack.values()):
                for log in sorted(scratch.glob("*.log")):
                    problems = [line for line in log.read_text(errors="replace").splitlines()
                                if "WSCONNECT" not in line and "WSDISCONNECT" not in line and "HTTP" not in line]
                    print(f"{log.name}, without access lines:\n" + "\n".join(problems[-30:]), file=sys.stderr)
        finally:
            if redis is not None:
                redis.terminate()
                redis.wait(10)


if __name__ == "__main__":
    main()
