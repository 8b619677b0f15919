"""Real processes for the fault tests and bench/faults.py: daphne servers, a Redis server of
their own, a Celery worker, websocket chats, and the end-state checks on the database."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any, Callable

import websockets

from tests import daphne

ROOT = Path(__file__).resolve().parents[2]
FINAL = {"finish", "tripwire", "error", "abort"}
LIVE = ("running", "queued")


# -- the database every process shares --------------------------------------------------


class Database:
    """A SQLite file or a PostgreSQL database, read with plain SQL (``%s`` placeholders)."""

    def __init__(self, *, path: Path | None = None, url: str | None = None) -> None:
        self.path, self.url = path, url

    @property
    def env(self) -> dict[str, str]:
        return {"DATABASE_URL": self.url} if self.url else {"FAULTS_DB": str(self.path)}

    def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        if self.url:
            import psycopg

            with psycopg.connect(self.url, autocommit=True) as conn:
                return list(conn.execute(sql, params).fetchall())
        with sqlite3.connect(self.path, timeout=30) as conn:
            return list(conn.execute(sql.replace("%s", "?"), params).fetchall())

    def key(self, value: str) -> Any:
        """A uuid as this database stores it (SQLite: 32 hex digits)."""
        return str(uuid.UUID(value)) if self.url else uuid.UUID(value).hex

    def run(self, run_id: str) -> dict[str, Any] | None:
        found = self.rows("SELECT status, error, conversation_id, output_text FROM agentproc_run WHERE id = %s",
                          (self.key(run_id),))
        return dict(zip(("status", "error", "conversation_id", "output_text"), found[0])) if found else None

    def live_runs(self) -> list[str]:
        return [str(r[0]) for r in self.rows("SELECT id FROM agentproc_run WHERE status IN ('running', 'queued')")]

    def terminate_connections(self) -> int:
        """pg_terminate_backend on every other connection to this database."""
        name = self.url.rsplit("/", 1)[1]
        found = self.rows("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = %s AND pid <> pg_backend_pid()", (name,))
        return sum(1 for r in found if r[0])


def sqlite_database(folder: Path) -> Database:
    return Database(path=folder / "faults.sqlite3")


def postgres_database(base_url: str, name: str) -> Database:
    """A fresh PostgreSQL database ``name`` next to ``base_url``'s."""
    import psycopg

    server = base_url.rsplit("/", 1)[0]
    with psycopg.connect(f"{server}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return Database(url=f"{server}/{name}")


def drop_postgres(db: Database) -> None:
    import psycopg

    server, name = db.url.rsplit("/", 1)
    with psycopg.connect(f"{server}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def process_env(db: Database, *, redis: str | None = None, worker: bool = False,
                layer: str | None = None) -> dict[str, str]:
    """``layer``: the Redis channel layer (``tests.layers.LAYERS``), else the environment's."""
    env = {key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "REDIS_URL")}
    env.update(db.env, DJANGO_SETTINGS_MODULE="tests.faults.server_settings",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    if redis:
        env["FAULTS_REDIS"] = redis
    if layer:
        env["AGENTPROC_TEST_REDIS_LAYER"] = layer
    if worker:
        env["FAULTS_WORKER"] = "1"
    return env


def prepare(env: dict[str, str]) -> dict[str, str]:
    """Migrate, create the agents and a user; returns its ``token`` and session ``cookie``."""
    done = subprocess.run([sys.executable, "-m", "tests.faults.setup_db"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("SETUP ")]
    if done.returncode or not lines:
        raise RuntimeError(f"setup failed:\n{done.stdout}\n{done.stderr}")
    return json.loads(lines[-1].removeprefix("SETUP "))


def end_state_problems(db: Database, accepted: list[str]) -> list[str]:
    """What breaks the promises of a fault: live runs left, accepted messages lost, a turn run
    twice, empty conversations. Empty when all hold."""
    problems = []
    if db.live_runs():
        problems.append(f"runs left live: {db.live_runs()}")
    stored = {r[0] for r in db.rows("SELECT text FROM agentproc_message WHERE role = 'user'")}
    lost = [text for text in accepted if text not in stored]
    if lost:
        problems.append(f"accepted messages lost: {lost}")
    twice = db.rows("SELECT run_id FROM agentproc_message WHERE role = 'assistant' AND run_id IS NOT NULL "
                    "GROUP BY run_id HAVING COUNT(*) > 1")
    shared = db.rows("SELECT run_id FROM agentproc_message WHERE role = 'user' GROUP BY run_id HAVING COUNT(*) > 1")
    unrun = db.rows("SELECT id FROM agentproc_message WHERE role = 'user' AND run_id IS NULL")
    if twice or shared or unrun:
        problems.append(f"turns not run exactly once: {twice or shared or unrun}")
    # A turn cut short before its input guardrails finished stores no text (the intake's
    # stored-data invariant): its conversation keeps the closed Run that says so. Empty means
    # neither a message nor a run.
    empty = db.rows("SELECT id FROM agentproc_conversation c WHERE NOT EXISTS "
                    "(SELECT 1 FROM agentproc_message m WHERE m.conversation_id = c.id) AND NOT EXISTS "
                    "(SELECT 1 FROM agentproc_run r WHERE r.conversation_id = c.id)")
    if empty:
        problems.append(f"empty conversations: {empty}")
    return problems


def wait_for(condition: Callable[[], Any], timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


# -- processes ------------------------------------------------------------------------------


class Process:
    """A child process of the suite; ``kill()`` is SIGKILL (a crash: nothing runs on the way out)."""

    process: subprocess.Popen[bytes] | None

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()


class Server(Process):
    """A daphne process serving the project; ``kill()`` is SIGKILL, ``start()`` (re)starts it
    on the same port."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.env, self.log, self.port = env, log, daphne.free_port()
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        self.process, _ = daphne.start(self.env, self.log.with_suffix(f".{time.monotonic_ns()}.log"),
                                       port=self.port, timeout=60)
        return self

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            daphne.stop(self.process)

    def ws(self, agent: str) -> str:
        return f"ws://127.0.0.1:{self.port}/ws/agentproc/{agent}/"

    def http(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"


class RedisServer(Process):
    """A redis-server of the test's own (no persistence) on a free port."""

    def __init__(self, folder: Path) -> None:
        self.folder, self.port = folder, daphne.free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}"

    def start(self) -> RedisServer:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(self._answers, 10, "redis-server to start")
        return self

    def _answers(self) -> bool:
        import socket

        try:
            socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
            return True
        except OSError:
            return False


def have_redis_server() -> bool:
    return shutil.which("redis-server") is not None


class Worker(Process):
    """A Celery worker process (solo pool) on the project's app."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.env, self.log = env, log
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Worker:
        out = self.log.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "project", "worker", "--pool=solo", "--loglevel=INFO",
             "-n", f"faults-{uuid.uuid4().hex[:8]}@%h", "--without-gossip", "--without-mingle", "--without-heartbeat"],
            cwd=ROOT, env=self.env, stdout=out, stderr=subprocess.STDOUT)
        out.close()
        wait_for(lambda: "ready." in self.log.read_text(errors="replace") or self.process.poll() is not None,
                 60, "the Celery worker to start")
        if self.process.poll() is not None:
            raise RuntimeError(f"celery worker died:\n{self.log.read_text()[-2000:]}")
        return self

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


# -- a chat over a real websocket -----------------------------------------------------------


async def connect(url: str, cookie: str | None = None, **options: Any) -> Any:
    """A websocket to ``url`` from its own origin, as the user of session ``cookie``."""
    headers = {"Cookie": f"sessionid={cookie}"} if cookie else None
    return await websockets.connect(url, origin=url.replace("ws://", "http://").split("/ws/")[0],
                                    additional_headers=headers, open_timeout=30, max_size=None, **options)


class Chat:
    """One websocket: every frame it receives is kept (``frames``); ``accepted`` lists the
    texts the server took in (their reply began to stream, so the message is stored)."""

    def __init__(self, ws: Any) -> None:
        self.ws, self.frames, self.accepted = ws, [], []
        self.closed = False
        self._new = asyncio.Condition()
        self._pending: str | None = None
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def open(cls, url: str, cookie: str | None = None) -> Chat:
        return cls(await connect(url, cookie))

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                frame = json.loads(raw)
                # Accepted once the reply streams: the input guardrails ran and the message is stored.
                if frame.get("type") == "text-delta" and self._pending is not None:
                    self.accepted.append(self._pending)
                    self._pending = None
                async with self._new:
                    self.frames.append(frame)
                    self._new.notify_all()
        except websockets.ConnectionClosed:
            pass
        finally:
            self.closed = True
            async with self._new:
                self._new.notify_all()

    async def say(self, text: str, conversation: str | None = None) -> int:
        """Send a message; returns the index of the next frame (to wait from)."""
        mark = len(self.frames)
        self._pending = text
        await self.ws.send(json.dumps({"type": "message", "text": text, "conversation": conversation}))
        return mark

    async def wait(self, predicate: Callable[[dict[str, Any]], bool], since: int = 0, timeout: float = 30,
                   count: int = 1) -> list[dict[str, Any]]:
        """Frames from ``since`` on, once ``count`` of them match ``predicate``."""
        async def enough() -> list[dict[str, Any]]:
            async with self._new:
                while sum(1 for f in self.frames[since:] if predicate(f)) < count:
                    if self.closed:
                        raise AssertionError(f"socket closed; frames: {self.frames[since:][-5:]}")
                    await self._new.wait()
                return self.frames[since:]

        return await asyncio.wait_for(enough(), timeout)

    async def turn(self, text: str, conversation: str | None = None, timeout: float = 30) -> list[dict[str, Any]]:
        mark = await self.say(text, conversation)
        return await self.wait(is_final, mark, timeout)

    def notices(self, code: str) -> int:
        return sum(1 for f in self.frames if f.get("type") == "notice" and f["payload"].get("code") == code)

    def conversation(self) -> str | None:
        ids = [f["payload"]["id"] for f in self.frames if f.get("type") == "conversation"]
        return ids[-1] if ids else None

    async def usable(self, timeout: float = 30) -> str:
        """Still a working chat? A new turn starts streaming, then is cancelled (quick whatever
        the agent's reply length); returns the final frame's type."""
        mark = await self.say(f"still there? {uuid.uuid4().hex[:6]}")
        frames = await self.wait(lambda f: f.get("type") == "text-delta" or is_final(f), mark, timeout)
        if not is_final(frames[-1]):
            await self.cancel(timeout)
        final = next(f for f in self.frames[mark:] if is_final(f))
        if final["type"] not in ("abort", "finish"):
            print(f"usable(): the turn ended with {final}; its frames: {self.frames[mark:][-6:]}")  # shown on failure
        return final["type"]

    async def cancel(self, timeout: float = 30) -> dict[str, Any]:
        """Send ``cancel`` and read its answer: ``abort``, the turn's own end (it was being
        stored), or ``cannot_cancel`` (it had ended). A turn that ended just as the cancel went
        out sends its end *and then* ``cannot_cancel``: that one is read too, so no answer is
        left to be taken for the next turn's."""
        mark = len(self.frames)
        await self.ws.send(json.dumps({"type": "cancel"}))
        answer = (await self.wait(lambda f: is_final(f) or _cannot_cancel(f), mark, timeout))[-1]
        if not _cannot_cancel(answer) and answer["type"] != "abort":
            try:
                await self.wait(_cannot_cancel, mark, timeout=1)
            except asyncio.TimeoutError:
                pass  # the end was the answer
        return answer

    async def close(self) -> None:
        await self.ws.close()
        await asyncio.wait([self._reader], timeout=5)


def is_final(frame: dict[str, Any]) -> bool:
    return frame.get("type") in FINAL or (frame.get("type") == "error" and "code" in frame.get("payload", {}))


def _cannot_cancel(frame: dict[str, Any]) -> bool:
    return frame.get("type") == "error" and frame.get("payload", {}).get("code") == "cannot_cancel"


def run_of(frames: list[dict[str, Any]]) -> str | None:
    runs = [f["runId"] for f in frames if f.get("type") == "start" and f.get("runId")]
    return runs[-1] if runs else None


def is_delta(frame: dict[str, Any]) -> bool:
    return frame.get("type") == "text-delta"
