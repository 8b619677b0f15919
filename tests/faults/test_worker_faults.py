"""A Celery worker SIGKILLed mid-turn (RUN_IN_WORKER, a Redis of the test's own as broker and
channel layer): the web server's reaper closes the turn, the waiting socket is told, and a new
worker takes the next turn; nothing is run twice."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.faults import harness
from tests.faults.harness import Chat, is_delta, is_final

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(not harness.have_redis_server(), reason="redis-server is not installed")]


async def test_a_killed_worker_leaves_no_turn_open(fresh_db, tmp_path: Path) -> None:
    redis = harness.RedisServer(tmp_path).start()
    db, user = fresh_db
    env = harness.process_env(db, redis=redis.url, worker=True)
    server, worker = harness.Server(env, tmp_path / "daphne"), harness.Worker(env, tmp_path / "worker.log")
    await asyncio.gather(asyncio.to_thread(server.start), asyncio.to_thread(worker.start))
    chat = None
    try:
        chat = await Chat.open(server.ws("slow"), user["cookie"])
        mark = await chat.say("a worker dies under me")
        await chat.wait(is_delta, mark, count=3)  # relayed from the worker
        run = harness.run_of(chat.frames[mark:])
        worker.kill()
        worker = harness.Worker(env, tmp_path / "worker2.log")
        replacement = asyncio.create_task(asyncio.to_thread(worker.start))  # boots meanwhile

        final = (await chat.wait(is_final, mark, timeout=30))[-1]
        assert final["type"] == "error" and final["payload"]["error"]["code"] == "run_stale"
        closed = db.run(run)
        assert closed["status"] == "failed" and "heartbeat" in closed["error"]

        await replacement
        assert await chat.usable() in ("abort", "finish")
        harness.wait_for(lambda: not db.live_runs(), 20, "every run to end")
        assert harness.end_state_problems(db, chat.accepted) == []
        assert db.run(run)["status"] == "failed"  # the new worker did not run it again
    finally:
        if chat is not None:
            await chat.close()
        worker.stop()
        server.stop()
        redis.kill()
