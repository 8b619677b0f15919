"""A backtest's chunk whose worker process is killed (SIGKILL, as the kernel's OOM killer does)
ends the backtest failed, saying why, instead of leaving it "running" for ever.

The driver (``python -m tests.backtest.test_chunk_worker_killed``, on the worker's settings:
one SQLite file, Redis broker and result backend) stores turns, starts a backtest cut into
chunks, and once the worker is replaying them kills the worker's pool process."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.backtest.test_chunk_worker import backtest_worker
from tests.security.test_fair_sharing_worker import _stop, worker_env

ROOT = Path(__file__).resolve().parents[2]
TURNS, CHUNK = 120, 40


@pytest.fixture
def env(tmp_path: Path) -> Iterator[dict[str, str]]:
    yield from worker_env(tmp_path, "agentproc-chunk-killed")


@pytest.mark.celery_worker
@pytest.mark.timeout(300)
def test_a_backtest_whose_chunk_worker_is_killed_ends_failed(env: dict[str, str], tmp_path: Path) -> None:
    log = tmp_path / "backtest-worker.log"
    worker = backtest_worker(env, log, concurrency=1)
    try:
        done = subprocess.run([sys.executable, "-m", "tests.backtest.test_chunk_worker_killed", str(worker.pid)],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    finally:
        _stop(worker)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, f"driver failed:\n{done.stdout}\n{done.stderr}\n{log.read_text()}"
    result = json.loads(lines[-1].removeprefix("RESULT "))

    assert result["killed_at"] < TURNS  # the kill came while chunks were being replayed
    assert result["status"] == "failed", result
    assert result["error"].startswith("A worker replaying a part of this backtest stopped"), result
    assert "WorkerLostError" in log.read_text()


# -- the driver -------------------------------------------------------------------------


def _pool_processes(worker_pid: int) -> list[int]:
    children = Path(f"/proc/{worker_pid}/task/{worker_pid}/children")
    return [int(pid) for pid in children.read_text().split()] if children.exists() else []


def drive(worker_pid: int) -> dict[str, Any]:
    from agentproc import turns
    from agentproc.backtest.draft import live_draft
    from agentproc.backtest.models import Backtest
    from agentproc.backtest.tasks import run_backtest
    from agentproc.models import Agent, Conversation

    agent = Agent.objects.create(slug="support", name="Support", model="scripted/fast")
    for i in range(TURNS):
        text = f"falcon {i}" if i % 2 else f"hello {i}"
        turns.execute_turn(turns.prepare_turn(Conversation.objects.create(agent=agent, resource_id="r"), text))
    draft = [{"policy": None, "lane": "input", "processor": "regex-filter", "config": {"words": ["falcon"]},
              "mode": "enforce", "enabled": True}]
    backtest = Backtest.objects.create(agent=agent, draft=draft, live=live_draft(agent))
    run_backtest(backtest.pk, batch_size=1, chunk_size=CHUNK)
    deadline = time.monotonic() + 120
    killed_at = None
    while time.monotonic() < deadline:
        current = Backtest.objects.get(pk=backtest.pk)
        if current.is_final:
            break
        if killed_at is None and current.done > 0:
            for pid in _pool_processes(worker_pid):
                os.kill(pid, signal.SIGKILL)
            killed_at = current.done
        time.sleep(0.02)
    current = Backtest.objects.get(pk=backtest.pk)
    return {"status": current.status, "error": current.error, "done": current.done, "killed_at": killed_at}


if __name__ == "__main__":
    import django

    django.setup()
    print("RESULT " + json.dumps(drive(int(sys.argv[1]))))
