"""Turns run by a Celery worker (RUN_IN_WORKER, a Redis of the test's own as broker and channel
layer). A worker SIGKILLed mid-turn: the web server's reaper closes the turn, the waiting socket
is told, and a new worker takes the next turn; nothing is run twice. Redis stopped mid-turn: the
turn ends in the worker, the socket gets its end from the database, and chats go on once Redis
is back."""
from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator

import pytest

from tests.faults import harness
from tests.faults.harness import Chat, is_delta, is_final

pytestmark = [pytest.mark.timeout(120),
              pytest.mark.skipif(not harness.have_redis_server(), reason="redis-server is not installed")]


class Stack:
    """A Redis of the test's own (broker and channel layer), a daphne and a Celery worker on it."""

    def __init__(self, fresh_db: Any, tmp_path: Path) -> None:
        self.tmp_path = tmp_path
        self.redis = harness.RedisServer(tmp_path).start()
        self.db, self.user = fresh_db
        self.env = harness.process_env(self.db, redis=self.redis.url, worker=True)
        self.server = harness.Server(self.env, tmp_path / "daphne")
        self.worker = harness.Worker(self.env, tmp_path / "worker.log")
        self.chats: list[Chat] = []

    async def chat_streaming(self, agent: str, text: str) -> tuple[Chat, int, str | None]:
        """A chat with ``agent`` whose turn (``text``) has relayed its first deltas from the
        worker: the chat, the index of its first frame, and the run."""
        chat = await Chat.open(self.server.ws(agent), self.user["cookie"])
        self.chats.append(chat)
        mark = await chat.say(text)
        await chat.wait(is_delta, mark, count=3)
        return chat, mark, harness.run_of(chat.frames[mark:])


@asynccontextmanager
async def worker_stack(fresh_db: Any, tmp_path: Path) -> AsyncIterator[Stack]:
    stack = Stack(fresh_db, tmp_path)
    try:
        await asyncio.gather(asyncio.to_thread(stack.server.start), asyncio.to_thread(stack.worker.start))
        yield stack
    finally:
        for chat in stack.chats:
            await chat.close()
        stack.worker.stop()
        stack.server.stop()
        stack.redis.kill()


async def test_a_killed_worker_leaves_no_turn_open(fresh_db, tmp_path: Path) -> None:
    async with worker_stack(fresh_db, tmp_path) as stack:
        db = stack.db
        chat, mark, run = await stack.chat_streaming("slow", "a worker dies under me")
        stack.worker.kill()
        stack.worker = harness.Worker(stack.env, tmp_path / "worker2.log")
        replacement = asyncio.create_task(asyncio.to_thread(stack.worker.start))  # boots meanwhile

        final = (await chat.wait(is_final, mark, timeout=30))[-1]
        assert final["type"] == "error" and final["payload"]["error"]["code"] == "run_stale"
        closed = db.run(run)
        assert closed["status"] == "failed" and "heartbeat" in closed["error"]

        await replacement
        assert await chat.usable() in ("abort", "finish")
        harness.wait_for(lambda: not db.live_runs(), 20, "every run to end")
        assert harness.end_state_problems(db, chat.accepted) == []
        assert db.run(run)["status"] == "failed"  # the new worker did not run it again


async def test_a_reply_whose_end_the_channel_layer_lost_still_ends(fresh_db, tmp_path: Path) -> None:
    async with worker_stack(fresh_db, tmp_path) as stack:
        db = stack.db
        chat, mark, run = await stack.chat_streaming("long", "Redis goes away under my reply")
        stack.redis.kill()  # the rest of the reply, its end included, has no way to this socket
        harness.wait_for(lambda: db.run(run)["status"] != "running", 30, "the worker to finish the turn")
        assert db.run(run)["status"] == "completed"

        frames = await chat.wait(is_final, mark, timeout=15)  # from the run's row, not the layer
        assert frames[-1]["type"] == "finish" and frames[-1]["runId"] == run
        assert chat.notices("reply_incomplete") == 1
        assert len([f for f in frames if is_delta(f)]) < 100  # it really lost chunks on the way

        stack.redis.start()  # same port, empty: the socket rejoins its group, the worker its broker
        assert await chat.usable(timeout=60) in ("abort", "finish")
        harness.wait_for(lambda: not db.live_runs(), 30, "every run to end")
        assert harness.end_state_problems(db, chat.accepted) == []
