"""A backtest cut into chunks, replayed by a real Celery worker of two processes on Redis.

The driver (``python -m tests.backtest.test_chunk_worker``, on ``tests.security.fair_settings``
as the worker: one SQLite file, Redis broker and result backend) stores turns, runs a backtest
of them in one piece in its own process, then starts the same backtest cut into chunks: the
chord goes to the backtest queue, the worker's two processes replay the chunks and merge them."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.security.test_fair_sharing_worker import _stop, worker_env

ROOT = Path(__file__).resolve().parents[2]
TURNS, CHUNK = 24, 5


@pytest.fixture
def env(tmp_path: Path) -> Iterator[dict[str, str]]:
    yield from worker_env(tmp_path, "agentproc-chunks")


def backtest_worker(env: dict[str, str], log: Path, concurrency: int) -> subprocess.Popen[bytes]:
    """The database migrated, a Celery worker of ``concurrency`` processes on this run's backtest queue."""
    migrated = subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120)
    assert migrated.returncode == 0, migrated.stderr
    queue = env["AGENTPROC_WORKER_QUEUE"]
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "project", "worker", "--pool=prefork", f"--concurrency={concurrency}",
         "--loglevel=INFO", "-Q", f"{queue}.backtest", "-n", f"{queue}@%h",
         "--without-gossip", "--without-mingle", "--without-heartbeat", "--prefetch-multiplier=1"],
        cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT)


@pytest.mark.celery_worker
@pytest.mark.timeout(300)
def test_the_chunks_of_a_backtest_run_in_worker_processes_and_add_up(env: dict[str, str], tmp_path: Path) -> None:
    log = tmp_path / "backtest-worker.log"
    worker = backtest_worker(env, log, concurrency=2)
    try:
        done = subprocess.run([sys.executable, "-m", "tests.backtest.test_chunk_worker"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=200)
    finally:
        _stop(worker)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, f"driver failed:\n{done.stdout}\n{done.stderr}\n{log.read_text()}"
    result = json.loads(lines[-1].removeprefix("RESULT "))

    assert result["whole"] == {"status": "completed", "done": TURNS, "total": TURNS, "changed": TURNS // 2}
    assert result["chunked"] == result["whole"]
    assert result["same_summary"] and result["same_results"]
    worker_log = log.read_text()
    assert worker_log.count("agentproc.run_backtest_chunk[") >= 2 * -(-TURNS // CHUNK)  # received and succeeded
    assert "agentproc.merge_backtest[" in worker_log


# -- the driver -------------------------------------------------------------------------


def drive() -> dict[str, Any]:
    from agentproc import turns
    from agentproc.backtest.draft import live_draft
    from agentproc.backtest.models import Backtest, BacktestResult
    from agentproc.backtest.tasks import run_backtest
    from agentproc.models import Agent, Conversation

    agent = Agent.objects.create(slug="support", name="Support", model="scripted/fast")
    for i in range(TURNS):
        text = f"falcon {i}" if i % 2 else f"hello {i}"
        turns.execute_turn(turns.prepare_turn(Conversation.objects.create(agent=agent, resource_id="r"), text))
    draft = [{"policy": None, "lane": "input", "processor": "regex-filter", "config": {"words": ["falcon"]},
              "mode": "enforce", "enabled": True}]

    def started(chunk_size: int | None) -> Backtest:
        backtest = Backtest.objects.create(agent=agent, draft=draft, live=live_draft(agent))
        run_backtest(backtest.pk, batch_size=2, chunk_size=chunk_size)
        deadline = time.monotonic() + 150
        while not Backtest.objects.get(pk=backtest.pk).is_final and time.monotonic() < deadline:
            time.sleep(0.1)
        return Backtest.objects.get(pk=backtest.pk)

    whole, chunked = started(TURNS + 1), started(CHUNK)

    def state(backtest: Backtest) -> dict[str, Any]:
        return {"status": backtest.status, "done": backtest.done, "total": backtest.total, "changed": backtest.changed}

    def rows(backtest: Backtest) -> list[Any]:
        return sorted(BacktestResult.objects.filter(backtest=backtest).values_list("run_id", "change", "draft"))

    return {"whole": state(whole), "chunked": state(chunked), "same_summary": whole.summary == chunked.summary,
            "same_results": rows(whole) == rows(chunked)}


if __name__ == "__main__":
    import django

    django.setup()
    print("RESULT " + json.dumps(drive()))
