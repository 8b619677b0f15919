"""What a fault costs under load: N concurrent websocket chats are streaming when a fault hits;
prints, per fault kind, the sockets dropped, the turns failed / cancelled and the seconds until
every turn is closed in the database and chats work again (recovery). The first row is the same
load without a fault (the baseline of the ``load s`` column's ratio).

    .venv/bin/python bench/faults.py                  # 50 chats; PostgreSQL row when it answers
    .venv/bin/python bench/faults.py --chats 20 --pg postgresql://postgres@127.0.0.1:5432/mydb

Real processes as in tests/faults: daphne servers, a redis-server of its own, SQLite files
(and a scratch PostgreSQL database). Liveness is tuned fast (``LIVENESS``: heartbeat 1 s, stale after
5 s, reaper every 1 s); with the defaults (15 s, 90 s, 30 s) a
killed server's turns close within ~2 minutes instead.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Awaitable, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the repository's packages are importable

from tests.faults import harness  # noqa: E402
from tests.faults.harness import Chat, is_delta, is_final  # noqa: E402

AGENT = "long"  # 100 words, 50 ms apart: every chat is mid-stream when the fault hits
#: Heartbeat, stale and reaper seconds of the servers (tests/faults/server_settings.py).
LIVENESS = "1,5,1"


@dataclass
class Row:
    fault: str
    chats: int
    dropped: int = 0
    failed: int = 0
    cancelled: int = 0
    completed: int = 0
    load_seconds: float = 0.0
    recover_seconds: float | None = None
    note: str = ""


class Scenario:
    """One database, servers on it, N chats streaming; ``fault()`` is what hits them."""

    def __init__(self, folder: Path, template: harness.Database, user: dict[str, str], *,
                 redis: harness.RedisServer | None = None, db: harness.Database | None = None) -> None:
        self.folder, self.user, self.redis = folder, user, redis
        if db is None:
            db = harness.sqlite_database(folder)
            shutil.copyfile(template.path, db.path)
        self.db = db
        self.env = {**harness.process_env(db, redis=redis.url if redis else None), "FAULTS_LIVENESS": LIVENESS}
        self.servers: list[harness.Server] = []
        self.chats: list[Chat] = []

    async def serve(self, count: int) -> None:
        self.servers = [harness.Server(self.env, self.folder / f"daphne{n}") for n in range(count)]
        await asyncio.gather(*(asyncio.to_thread(s.start) for s in self.servers))

    async def load(self, chats: int) -> list[int]:
        self.chats = list(await asyncio.gather(*(
            Chat.open(self.servers[n % len(self.servers)].ws(AGENT), self.user["cookie"]) for n in range(chats))))
        marks = [await chat.say(f"load {n}") for n, chat in enumerate(self.chats)]
        await asyncio.gather(*(chat.wait(is_delta, mark, timeout=60) for chat, mark in zip(self.chats, marks)))
        return marks

    async def settle(self, marks: list[int], timeout: float = 60) -> None:
        async def end(chat: Chat, mark: int) -> None:
            try:
                await chat.wait(is_final, mark, timeout)
            except AssertionError:
                pass  # the socket closed: counted as dropped

        await asyncio.gather(*(end(c, m) for c, m in zip(self.chats, marks)))

    async def closed_on_first_server(self, since: float) -> float:
        """Seconds from ``since`` until every run of the chats on ``servers[0]`` is closed."""
        runs = {self.db.key(r) for r in (harness.run_of(c.frames) for c in self.chats[::len(self.servers)]) if r}
        await asyncio.to_thread(harness.wait_for, lambda: not runs & set(self.db.live_runs()), 60, "runs to close")
        return time.monotonic() - since

    def count(self, row: Row) -> Row:
        harness.wait_for(lambda: not self.db.live_runs(), 60, "every run to be stored")
        row.dropped = sum(chat.closed for chat in self.chats)
        statuses = [r[0] for r in self.db.rows("SELECT status FROM agentproc_run")]
        row.failed, row.cancelled, row.completed = (statuses.count(s) for s in ("failed", "cancelled", "completed"))
        return row

    async def close(self) -> None:
        await asyncio.gather(*(chat.close() for chat in self.chats), return_exceptions=True)
        for server in self.servers:
            server.stop()


async def works(server: harness.Server, cookie: str) -> None:
    chat = await Chat.open(server.ws("quick"), cookie)
    try:
        await chat.turn("are you back?")
    finally:
        await chat.close()


async def baseline(s: Scenario, row: Row) -> None:
    await s.serve(2)
    began = time.monotonic()
    await s.settle(await s.load(row.chats))
    row.load_seconds = time.monotonic() - began


async def _server_down(s: Scenario, row: Row, *, kill: bool, note: str) -> None:
    """Take one of two servers down mid-stream (SIGKILL, or SIGTERM as on a deploy); recovery:
    every run closed and the restarted server answering."""
    await s.serve(2)
    began = time.monotonic()
    marks = await s.load(row.chats)
    hit = time.monotonic()
    if kill:
        s.servers[0].kill()
    else:
        s.servers[0].stop()
    restart = asyncio.create_task(asyncio.to_thread(s.servers[0].start))
    closed = await s.closed_on_first_server(hit)
    await s.settle(marks)
    await asyncio.to_thread(harness.wait_for, lambda: not s.db.live_runs(), 60, "runs to close")
    await restart
    await works(s.servers[0], s.user["cookie"])
    row.recover_seconds = time.monotonic() - hit
    row.load_seconds = time.monotonic() - began
    row.note = f"runs closed after {closed:.1f} s{note}"


async def server_kill(s: Scenario, row: Row) -> None:
    """SIGKILL one of two servers mid-stream; the survivor's reaper closes its runs."""
    await _server_down(s, row, kill=True, note=" (reaped)")


async def server_term(s: Scenario, row: Row) -> None:
    """SIGTERM one of two servers mid-stream (a deploy): it closes its own runs on the way out."""
    await _server_down(s, row, kill=False, note="; the rest is the restart")


async def redis_outage(s: Scenario, row: Row) -> None:
    """Stop the channel layer's Redis mid-stream for 2 s; recovery: every socket told
    ``relay_restored`` after Redis is back."""
    await s.serve(1)
    began = time.monotonic()
    marks = await s.load(row.chats)
    s.redis.kill()
    await asyncio.sleep(2)
    back = time.monotonic()
    s.redis.start()
    await s.settle(marks)
    restored = [c for c in s.chats if not c.closed]
    await asyncio.gather(*(c.wait(lambda f: f.get("type") == "notice" and f["payload"]["code"] == "relay_restored",
                                  timeout=60) for c in restored))
    row.recover_seconds = time.monotonic() - back
    row.load_seconds = time.monotonic() - began
    row.note = "recovery counted from Redis' restart"


async def db_drop(s: Scenario, row: Row) -> None:
    """pg_terminate_backend on every server connection mid-stream; recovery: every run closed."""
    await s.serve(1)
    began = time.monotonic()
    marks = await s.load(row.chats)
    hit = time.monotonic()
    s.db.terminate_connections()
    await s.settle(marks)
    await asyncio.to_thread(harness.wait_for, lambda: not s.db.live_runs(), 60, "runs to close")
    await works(s.servers[0], s.user["cookie"])
    row.recover_seconds = time.monotonic() - hit
    row.load_seconds = time.monotonic() - began


async def conversation_delete(s: Scenario, row: Row) -> None:
    """Every conversation deleted through the API mid-turn; recovery: every run closed."""
    await s.serve(1)
    began = time.monotonic()
    marks = await s.load(row.chats)
    hit = time.monotonic()

    def delete(conversation: str) -> None:
        request = urllib.request.Request(s.servers[0].http(f"/api/conversations/{conversation}/"), method="DELETE",
                                         headers={"Authorization": f"Token {s.user['token']}"})
        urllib.request.urlopen(request, timeout=60).close()

    await asyncio.gather(*(asyncio.to_thread(delete, chat.conversation()) for chat in s.chats))
    await s.settle(marks)
    await asyncio.to_thread(harness.wait_for, lambda: not s.db.live_runs(), 60, "runs to close")
    row.recover_seconds = time.monotonic() - hit
    row.load_seconds = time.monotonic() - began


async def measure(name: str, chats: int, make: Callable[[], Scenario], fault: Callable[[Scenario, Row], Awaitable[None]]) -> Row:
    row = Row(name, chats)
    scenario = make()
    try:
        await fault(scenario, row)
        scenario.count(row)
    except Exception as exc:  # noqa: BLE001 - a broken scenario is reported, the others still run
        import traceback

        traceback.print_exc()
        row.note = f"{type(exc).__name__}: {exc}"[:80]
    finally:
        await scenario.close()
    return row


def table(rows: list[Row]) -> str:
    base = rows[0].load_seconds or 1.0
    lines = [f"{'fault':<22}{'chats':>6}{'dropped':>9}{'failed':>8}{'cancelled':>11}{'completed':>11}"
             f"{'load s':>9}{'x base':>8}{'recover s':>11}  note"]
    for r in rows:
        recover = f"{r.recover_seconds:.1f}" if r.recover_seconds is not None else "-"
        lines.append(f"{r.fault:<22}{r.chats:>6}{r.dropped:>9}{r.failed:>8}{r.cancelled:>11}{r.completed:>11}"
                     f"{r.load_seconds:>9.1f}{r.load_seconds / base:>8.2f}{recover:>11}  {r.note}")
    return "\n".join(lines)


async def main(args: argparse.Namespace) -> list[Row]:
    folder = Path(tempfile.mkdtemp(prefix="agentproc-faults-"))
    template = harness.sqlite_database(folder)
    user = harness.prepare(harness.process_env(template))
    counter = iter(range(100))

    def sub() -> Path:
        path = folder / f"s{next(counter)}"
        path.mkdir()
        return path

    rows = [await measure("none (baseline)", args.chats, lambda: Scenario(sub(), template, user), baseline),
            await measure("server SIGKILL", args.chats, lambda: Scenario(sub(), template, user), server_kill),
            await measure("server SIGTERM", args.chats, lambda: Scenario(sub(), template, user), server_term)]
    if harness.have_redis_server():
        redis_folder = sub()
        redis = harness.RedisServer(redis_folder).start()
        try:
            rows.append(await measure("redis stopped 2 s", args.chats,
                                      lambda: Scenario(redis_folder, template, user, redis=redis), redis_outage))
        finally:
            redis.kill()
    rows.append(await measure("conversation deleted", args.chats, lambda: Scenario(sub(), template, user),
                              conversation_delete))
    if args.pg:
        try:
            pg = harness.postgres_database(args.pg, f"{args.pg.rsplit('/', 1)[1]}_faults_bench")
        except Exception as exc:  # noqa: BLE001
            print(f"PostgreSQL row skipped: {exc}", file=sys.stderr)
        else:
            try:
                pg_user = harness.prepare(harness.process_env(pg))
                rows.append(await measure("postgres conns killed", args.chats,
                                          lambda: Scenario(sub(), template, pg_user, db=pg), db_drop))
            finally:
                harness.drop_postgres(pg)
    shutil.rmtree(folder, ignore_errors=True)
    return rows


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chats", type=int, default=50)
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432/agentproc_bench",
                        help="PostgreSQL URL whose server gets a scratch database ('' to skip)")
    parser.add_argument("--json", action="store_true", help="also print the rows as JSON")
    arguments = parser.parse_args()
    result = asyncio.run(main(arguments))
    print(table(result))
    if arguments.json:
        print(json.dumps([r.__dict__ for r in result]))
