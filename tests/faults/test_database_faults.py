"""PostgreSQL connections dropped mid-turn (``pg_terminate_backend`` on every connection of the
server): the turn that was streaming is stored all the same, and the server goes on."""
from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest

from tests.faults import harness
from tests.faults.harness import Chat, is_delta, is_final

pytestmark = [pytest.mark.postgres, pytest.mark.timeout(90)]

PG_URL = os.environ.get("AGENTPROC_TEST_DATABASE_URL") or "postgresql://postgres@127.0.0.1:5432/agentproc"


@pytest.fixture
def pg_db():
    # A database of the test's own beside the suite's (helpers and CI share the server).
    name = f"{PG_URL.rsplit('/', 1)[1]}_faults_{uuid.uuid4().hex[:6]}"
    db = harness.postgres_database(PG_URL, name)
    yield db
    harness.drop_postgres(db)


async def test_connections_dropped_mid_turn(pg_db: harness.Database, tmp_path: Path) -> None:
    env = harness.process_env(pg_db)
    user = harness.prepare(env)
    server = harness.Server(env, tmp_path / "daphne").start()
    chats: list[Chat] = []
    try:
        chats = [await Chat.open(server.ws("slow"), user["cookie"]) for _ in range(2)]
        marks = [await chat.say(f"through a database outage {n}") for n, chat in enumerate(chats)]
        for chat, mark in zip(chats, marks):
            await chat.wait(is_delta, mark, count=5)
        assert pg_db.terminate_connections() >= 1

        runs = []
        for chat, mark in zip(chats, marks):
            frames = await chat.wait(is_final, mark)
            assert frames[-1]["type"] == "finish"
            runs.append((harness.run_of(frames), "".join(f["payload"]["text"] for f in frames if is_delta(f))))
        for run, streamed in runs:
            stored = harness.wait_for(lambda run=run: (r := pg_db.run(run)) and r["status"] not in harness.LIVE and r, 20,
                                      "the run to be stored")
            assert stored["status"] == "completed" and stored["output_text"] == streamed
        replies = {r[0] for r in pg_db.rows("SELECT text FROM agentproc_message WHERE role = 'assistant'")}
        assert {streamed for _, streamed in runs} <= replies

        assert pg_db.terminate_connections() >= 0  # again while idle: the next turn reconnects
        for chat in chats:
            assert await chat.usable() in ("abort", "finish")
        harness.wait_for(lambda: not pg_db.live_runs(), 20, "every run to end")
        assert harness.end_state_problems(pg_db, [text for chat in chats for text in chat.accepted]) == []
    finally:
        for chat in chats:
            await chat.close()
        server.stop()
