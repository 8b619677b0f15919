"""The conversation's channel-layer group: sockets are kept apart, and runs made elsewhere (a
worker, another process) are relayed once."""
from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.test import override_settings

from agentproc.events import CHUNK_EVENT, conversation_group
from agentproc.models import Run
from tests.websocket.chat import (
    FINAL,
    SLOW_WORDS,
    connect,
    frames_until,
    project_redis_layer,
    send_message,
    text_of,
)

pytestmark = pytest.mark.django_db(transaction=True)


async def test_two_connections_do_not_see_each_others_chunks(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/medium")
    one, two = await connect(), await connect()
    await send_message(one, "from one")
    await send_message(two, "from two")
    frames_one, frames_two = await asyncio.gather(frames_until(one, FINAL), frames_until(two, FINAL))
    await one.disconnect()
    await two.disconnect()

    assert frames_one[0]["payload"]["id"] != frames_two[0]["payload"]["id"]
    runs_one = {f["runId"] for f in frames_one if "runId" in f}
    runs_two = {f["runId"] for f in frames_two if "runId" in f}
    assert len(runs_one) == len(runs_two) == 1 and runs_one != runs_two
    assert text_of(frames_one) == text_of(frames_two) == " ".join(SLOW_WORDS[:40])


async def test_chunks_published_to_the_conversation_group_reach_the_browser(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await send_message(communicator, "hi")
    conversation = (await frames_until(communicator, FINAL))[0]["payload"]["id"]

    # What a Celery worker (or another daphne process) running a turn of this conversation does.
    chunk = {"type": "text-delta", "runId": str(uuid.uuid4()), "from": "AGENT", "payload": {"id": "t", "text": "elsewhere"}}
    await get_channel_layer().group_send(conversation_group(conversation), {"type": CHUNK_EVENT, "chunk": chunk})
    assert await communicator.receive_json_from(timeout=2) == chunk
    await communicator.disconnect()


async def test_with_run_in_worker_the_worker_runs_the_turn_and_the_socket_relays_it(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    # Celery is eager in the tests: agentproc.run_turn runs in-process and publishes to the group.
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "hi")
        frames = await frames_until(communicator, FINAL)
        await communicator.send_json_to({"type": "cancel"})
        cancel = await communicator.receive_json_from()
    await communicator.disconnect()

    assert frames[0]["type"] == "conversation"
    assert [f["type"] for f in frames].count("start") == 1  # relayed once, not twice
    assert text_of(frames) == "Hello there, friend." and frames[-1]["type"] == "finish"
    run = await Run.objects.aget(conversation_id=frames[0]["payload"]["id"])
    assert run.status == "completed"
    assert cancel["payload"]["code"] == "cannot_cancel"  # nothing to cancel once the reply is done


@pytest.mark.redis
async def test_an_idle_socket_survives_on_the_redis_layer(monkeypatch: pytest.MonkeyPatch, chat_agent: Any) -> None:
    # redis-py 8 reads with a 5 s socket timeout by default, which tears down every consumer
    # waiting on the layer's blocking pop (django/channels_redis#422): the project's
    # settings turn that timeout off.
    await sync_to_async(chat_agent)()
    with override_settings(CHANNEL_LAYERS={"default": project_redis_layer(monkeypatch)}):
        communicator = await connect()
        await send_message(communicator, "hi")
        conversation = (await frames_until(communicator, FINAL))[0]["payload"]["id"]
        assert await communicator.receive_nothing(timeout=6.5)
        await send_message(communicator, "still there?", conversation)
        frames = await frames_until(communicator, FINAL)
        await communicator.disconnect()
    assert frames[-1]["type"] == "finish"


async def test_group_events_are_matched_to_this_sockets_run_by_their_run_field(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    frames = await frames_until(communicator, {"text-delta"})
    conversation, own = frames[0]["payload"]["id"], frames[-1]["runId"]
    other = str(uuid.uuid4())
    group, layer = conversation_group(conversation), get_channel_layer()

    def delta(run: str, text: str) -> dict[str, Any]:
        return {"type": "text-delta", "runId": run, "from": "AGENT", "payload": {"id": "t", "text": text}}

    # "run" decides, whatever the chunk says: this socket's own run is not relayed twice ...
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(other, "dup"), "run": own})
    # ... another run's chunk is relayed, even one carrying this run's runId ...
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(own, "relayed"), "run": other})
    # ... and an event without "run" (an older publisher) falls back to the chunk's runId.
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(own, "legacy-dup")})
    await layer.group_send(group, {"type": CHUNK_EVENT, "chunk": delta(other, "legacy")})
    while "legacy" not in text_of(frames):  # the group delivers in order: the others came before
        frames.append(await communicator.receive_json_from(timeout=2))
    await communicator.send_json_to({"type": "cancel"})
    frames += await frames_until(communicator, FINAL, timeout=3)
    await communicator.disconnect()

    texts = [f["payload"]["text"] for f in frames if f["type"] == "text-delta"]
    assert "relayed" in texts and "legacy" in texts
    assert "dup" not in texts and "legacy-dup" not in texts
    assert frames[-1]["type"] == "abort"

