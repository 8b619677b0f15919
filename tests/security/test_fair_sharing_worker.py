"""Chat turns never wait behind backtests, with real Celery workers on Redis.

A worker serves the default queue alone. Eight backtests are started, then a chat turn is
queued: the turn is answered while all eight backtests are still waiting (the default worker
never takes one). Then a worker for the backtest queue starts, and the backtests run there.

The driver (``python -m tests.security.test_fair_sharing_worker prepare|backtests``) runs in its
own process on ``tests.security.fair_settings``, as the workers do (one SQLite file)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
REDIS = "redis://127.0.0.1:6379"
BROKER_DB, CHANNELS_DB = 11, 12  # the worker suites' databases; queue names are this run's own
BACKTESTS = 8


def worker_env(tmp_path: Path, prefix: str) -> Iterator[dict[str, str]]:
    """The environment of a worker suite's processes, on queues of this run's own (forgotten after)."""
    tag = f"{prefix}-{uuid.uuid4().hex[:12]}"
    yield {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.security.fair_settings",
           "AGENTPROC_WORKER_DB": str(tmp_path / "worker.sqlite3"),
           "AGENTPROC_WORKER_REDIS": f"{REDIS}/{BROKER_DB}", "AGENTPROC_WORKER_CHANNELS": f"{REDIS}/{CHANNELS_DB}",
           "AGENTPROC_WORKER_QUEUE": tag,
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    _forget_queues(tag)


@pytest.fixture
def env(tmp_path: Path) -> Iterator[dict[str, str]]:
    yield from worker_env(tmp_path, "agentproc-fair")


def _worker(env: dict[str, str], queue: str, log: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "project", "worker", "--pool=solo", "--loglevel=INFO", "-Q", queue,
         "-n", f"{queue}@%h", "--without-gossip", "--without-mingle", "--without-heartbeat"],
        cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT)


def _stop(worker: subprocess.Popen[bytes]) -> None:
    worker.terminate()
    try:
        worker.wait(timeout=15)
    except subprocess.TimeoutExpired:
        worker.kill()
        worker.wait()


def _drive(env: dict[str, str], step: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-m", "tests.security.test_fair_sharing_worker", step], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=150)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, f"{step} failed:\n{done.stdout}\n{done.stderr}"
    return json.loads(lines[-1].removeprefix("RESULT "))


@pytest.mark.celery_worker
@pytest.mark.timeout(300)
def test_a_chat_turn_is_answered_while_backtests_wait_for_their_own_worker(env: dict[str, str], tmp_path: Path) -> None:
    migrated = subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120)
    assert migrated.returncode == 0, migrated.stderr
    queue = env["AGENTPROC_WORKER_QUEUE"]
    chat_worker = _worker(env, queue, tmp_path / "chat-worker.log")
    try:
        first = _drive(env, "prepare")
        assert first["run"] == "completed"
        assert first["backtests"] == ["queued"] * BACKTESTS  # the chat's worker took none of them
        backtest_worker = _worker(env, f"{queue}.backtest", tmp_path / "backtest-worker.log")
        try:
            second = _drive(env, "backtests")
        finally:
            _stop(backtest_worker)
    finally:
        _stop(chat_worker)
    assert second["backtests"] == ["completed"] * BACKTESTS
    assert "agentproc.run_backtest[" not in (tmp_path / "chat-worker.log").read_text()  # never received
    assert "agentproc.run_backtest[" in (tmp_path / "backtest-worker.log").read_text()


def _forget_queues(tag: str) -> None:
    import redis

    try:
        client = redis.Redis.from_url(f"{REDIS}/{BROKER_DB}")
        keys = list(client.scan_iter(match=f"*{tag}*"))
        if keys:
            client.delete(*keys)
    except redis.RedisError:
        pass


# -- the driver -------------------------------------------------------------------------


def _wait(done: Any, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        time.sleep(0.1)


def prepare() -> dict[str, Any]:
    """Stored turns, eight backtests of them started, then a chat turn queued for a worker."""
    from agentproc import tasks, turns
    from agentproc.backtest.draft import live_draft
    from agentproc.backtest.models import Backtest
    from agentproc.backtest.tasks import start_backtest
    from agentproc.models import Agent, Conversation, Run

    agent = Agent.objects.create(slug="support", name="Support", model="scripted/fast")
    for i in range(20):
        turns.execute_turn(turns.prepare_turn(Conversation.objects.create(agent=agent, resource_id="r"), f"hi {i}"))
    draft = [{"policy": None, "lane": "input", "processor": "regex-filter", "config": {"words": ["hi"]},
              "mode": "enforce", "enabled": True}]
    for _ in range(BACKTESTS):
        start_backtest(Backtest.objects.create(agent=agent, draft=draft, live=live_draft(agent)))
    run = turns.prepare_turn(Conversation.objects.create(agent=agent, resource_id="r"), "is anyone there?")
    tasks.send_turn(run)
    _wait(lambda: Run.objects.get(pk=run.pk).is_final, 60)
    return {"run": Run.objects.get(pk=run.pk).status,
            "backtests": list(Backtest.objects.values_list("status", flat=True))}


def backtests() -> dict[str, Any]:
    from agentproc.backtest.models import Backtest

    _wait(lambda: all(b.is_final for b in Backtest.objects.all()), 120)
    return {"backtests": list(Backtest.objects.values_list("status", flat=True))}


if __name__ == "__main__":
    import django

    django.setup()
    step = {"prepare": prepare, "backtests": backtests}[sys.argv[1]]
    print("RESULT " + json.dumps(step()))
