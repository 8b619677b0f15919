"""The channel layer's Redis stopped and restarted under streaming load (a Redis of the test's own).

Sockets stay open; turns streaming in the server go on to their end; new sockets chat; every
socket is told ``relay_unavailable``, then ``relay_restored``; relay from other processes works
again without anyone reconnecting."""
from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from agentproc.events import chunk_event, conversation_group
from tests.faults import harness
from tests.faults.harness import Chat, is_delta, is_final

pytestmark = [pytest.mark.timeout(90),
              pytest.mark.skipif(not harness.have_redis_server(), reason="redis-server is not installed")]


def notice(code: str):
    return lambda f: f.get("type") == "notice" and f["payload"].get("code") == code


async def test_a_redis_outage_degrades_and_recovers(fresh_db, tmp_path: Path) -> None:
    redis = harness.RedisServer(tmp_path).start()
    db, user = fresh_db
    env = harness.process_env(db, redis=redis.url)
    server = harness.Server(env, tmp_path / "daphne").start()
    chats: list[Chat] = []
    try:
        idle = await Chat.open(server.ws("quick"), user["cookie"])
        assert (await idle.turn("idle, but following its conversation"))[-1]["type"] == "finish"
        streaming = [await Chat.open(server.ws("slow"), user["cookie"]) for _ in range(3)]
        chats = [idle, *streaming]
        marks = [await chat.say(f"streaming {n}") for n, chat in enumerate(streaming)]
        for chat, mark in zip(streaming, marks):
            await chat.wait(is_delta, mark, count=3)

        redis.kill()
        # Every socket stays open and hears the relay is down; the turns stream to their end.
        for chat in chats:
            await chat.wait(notice("relay_unavailable"), timeout=20)
        for chat, mark in zip(streaming, marks):
            assert (await chat.wait(is_final, mark, timeout=30))[-1]["type"] == "finish"
        newcomer = await Chat.open(server.ws("quick"), user["cookie"])
        chats.append(newcomer)
        assert (await newcomer.turn("hello while Redis is down"))[-1]["type"] == "finish"
        assert all(not chat.closed for chat in chats)

        redis.start()  # same port, empty: every group membership was lost
        for chat in chats:
            await chat.wait(notice("relay_restored"), timeout=30)
        # Relay from another process (here: this test, as a worker would) reaches the socket again.
        from channels_redis.core import RedisChannelLayer

        layer = RedisChannelLayer(hosts=[{"address": f"{redis.url}/1"}])
        marker = uuid.uuid4().hex
        event = chunk_event({"type": "data-relay-check", "runId": marker, "data": {"marker": marker}}, marker)
        for chat in (idle, newcomer):
            await layer.group_send(conversation_group(chat.conversation()), event)
            frames = await chat.wait(lambda f: f.get("runId") == marker, timeout=10)
            assert frames[-1]["data"] == {"marker": marker}
        await layer.close_pools()

        for chat in chats:
            assert await chat.usable() in ("abort", "finish")
        harness.wait_for(lambda: not db.live_runs(), 20, "every run to end")
        assert harness.end_state_problems(db, [text for chat in chats for text in chat.accepted]) == []
    finally:
        for chat in chats:
            await chat.close()
        server.stop()
        redis.kill()
