"""The channel layer's Redis stopped and restarted under streaming load (a Redis of the test's own).

Sockets stay open; turns streaming in the server go on to their end; new sockets chat; every
socket is told ``relay_unavailable``, then ``relay_restored``; relay from other processes works
again without anyone reconnecting.

The last two tests run on agentproc's subclass and on channels-redis' pub/sub layer, which
fails them (strict xfail): its ``new_channel`` subscribes in Redis, so a socket cannot open
while Redis is down, and its ``receive`` never fails (its reader logs and retries), so a socket
that joined a conversation's group while Redis was down is never told it is back and never
joins that group again."""
from __future__ import annotations

import asyncio
import uuid
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator

import pytest
from channels_redis.core import RedisChannelLayer
from channels_redis.pubsub import RedisPubSubChannelLayer

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


#: The Redis channel layers of ``tests.layers``; the pub/sub layer fails what the tests below show.
LAYERS = ["subclass", pytest.param("pubsub", marks=pytest.mark.xfail(strict=True, reason=(
    "channels-redis' pub/sub layer subscribes in new_channel (a socket opened while Redis is down "
    "is refused) and its receive never fails (a group joined meanwhile is never joined again)")))]


@asynccontextmanager
async def publisher(layer: str, url: str) -> AsyncIterator[Any]:
    """A channel layer of another process (a worker) on the test's Redis, of the server's kind."""
    pubsub = layer == "pubsub"
    sender = (RedisPubSubChannelLayer if pubsub else RedisChannelLayer)(hosts=[{"address": f"{url}/1"}])
    try:
        yield sender
    finally:
        await (sender.flush() if pubsub else sender.close_pools())  # flush: pub/sub's close


@pytest.mark.parametrize("layer", LAYERS)
async def test_a_socket_opened_while_redis_is_down_chats(layer: str, fresh_db, tmp_path: Path) -> None:
    redis = harness.RedisServer(tmp_path).start()
    db, user = fresh_db
    server = harness.Server(harness.process_env(db, redis=redis.url, layer=layer), tmp_path / "daphne").start()
    chat: Chat | None = None
    try:
        redis.kill()
        chat = await Chat.open(server.ws("quick"), user["cookie"])  # pub/sub: HTTP 500, no chat
        assert (await chat.turn("hello while Redis is down"))[-1]["type"] == "finish"
    finally:
        if chat is not None:
            await chat.close()
        server.stop()
        redis.kill()


@pytest.mark.parametrize("layer", LAYERS)
async def test_a_conversation_begun_while_redis_is_down_is_relayed_once_it_is_back(
        layer: str, fresh_db, tmp_path: Path) -> None:
    redis = harness.RedisServer(tmp_path).start()
    db, user = fresh_db
    server = harness.Server(harness.process_env(db, redis=redis.url, layer=layer), tmp_path / "daphne").start()
    chat = await Chat.open(server.ws("quick"), user["cookie"])
    try:
        assert (await chat.turn("before the outage"))[-1]["type"] == "finish"
        redis.kill()
        assert (await chat.turn("a new conversation while Redis is down"))[-1]["type"] == "finish"
        redis.start()  # same port, empty
        # Chunks another process (a worker, another tab's daphne) publishes to the conversation
        # begun during the outage reach this socket again, within 30 s of Redis coming back (the
        # pub/sub layer never rejoins the group: 10 s show it, as its expected failure).
        marker = uuid.uuid4().hex
        event = chunk_event({"type": "data-relay-check", "runId": marker, "data": {"marker": marker}}, marker)
        relayed = asyncio.ensure_future(chat.wait(lambda f: f.get("runId") == marker, timeout=10 if layer == "pubsub" else 30))
        async with publisher(layer, redis.url) as sender:
            while not relayed.done():
                await sender.group_send(conversation_group(chat.conversation()), event)
                await asyncio.wait([relayed], timeout=0.5)
        assert (await relayed)[-1]["data"] == {"marker": marker}
    finally:
        await chat.close()
        server.stop()
        redis.kill()
