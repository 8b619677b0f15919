"""Turns a worker runs (RUN_IN_WORKER), seen from the socket: cancel, disconnect, a reaped run,
an end the channel layer lost or delayed."""
from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.db import connection
from django.test import override_settings

from agentproc.events import chunk_event, conversation_group
from agentproc.models import Message, Run
from tests.websocket.chat import (
    FINAL,
    SLOW_WORDS,
    connect,
    frames_until,
    no_worker,
    project_redis_layer,
    queued_worker_turn,
    send_message,
    text_of,
    wait_for_status,
)

pytestmark = pytest.mark.django_db(transaction=True)


async def test_cancel_stops_a_turn_running_in_a_worker(layer: str, worker: list[Any], chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True, "CANCEL_POLL_SECONDS": 5}):
        await send_message(communicator, "talk a lot")
        seen = await frames_until(communicator, {"text-delta"})
        seen += [await communicator.receive_json_from(timeout=2) for _ in range(3)]
        await communicator.send_json_to({"type": "cancel"})
        seen += await frames_until(communicator, FINAL, timeout=2)  # the run's group, not the 5 s poll
        await send_message(communicator, "and now?", seen[0]["payload"]["id"])  # not busy any more
        following = await frames_until(communicator, {"text-delta"})
        await communicator.send_json_to({"type": "cancel"})
        following += await frames_until(communicator, FINAL, timeout=2)
    await communicator.disconnect()
    await asyncio.gather(*worker)  # a worker stores the run's end after its last chunk

    assert seen[-1]["type"] == "abort" and following[-1]["type"] == "abort"
    assert not [f for f in seen + following if f["type"] == "error"]
    streamed = text_of(seen)
    assert 0 < len(streamed.split()) < len(SLOW_WORDS)
    run = await Run.objects.aget(id=seen[-1]["runId"])
    assert run.status == "cancelled" and run.cancel_requested_at is not None
    assert run.output_text.strip() and streamed.startswith(run.output_text.strip())
    stored = await Message.objects.filter(run=run, role="assistant").afirst()
    assert stored is not None and stored.text.strip() == run.output_text.strip()


async def test_a_message_sent_on_a_workers_last_chunk_waits_for_its_end_to_be_stored(
        layer: str, worker: list[Any], chat_agent: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker publishes a turn's last chunk, then stores the run's end: the visitor who
    answers the instant ``finish`` arrives is queued, never told ``busy``."""
    from agentproc.turns import services

    finish = services._finish

    async def slow_finish(*args: Any, **kwargs: Any) -> None:
        await asyncio.sleep(0.5)  # a worker slow to store the end (a busy database)
        await finish(*args, **kwargs)

    monkeypatch.setattr(services, "_finish", slow_finish)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "hi")
        first = await frames_until(communicator, FINAL)
        assert await Run.objects.filter(id=first[-1]["runId"], status="running").aexists()  # not stored yet
        await send_message(communicator, "and again", first[0]["payload"]["id"])
        second = await frames_until(communicator, FINAL | {"error"})
    await communicator.disconnect()

    assert second[-1]["type"] == "finish", second[-1]
    assert second[0] == first[0]  # the same conversation
    assert (await wait_for_status(second[-1]["runId"], {"completed"})).status == "completed"
    assert await Run.objects.filter(conversation_id=first[0]["payload"]["id"]).acount() == 2


async def test_a_disconnect_cancels_the_turn_running_in_a_worker(worker: list[Any], chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "talk a lot")
        frames = await frames_until(communicator, {"text-delta"})
        await communicator.disconnect()
        run = await wait_for_status(frames[-1]["runId"], {"cancelled"})
    assert 0 < len(run.output_text.split()) < len(SLOW_WORDS)


async def test_a_reaped_worker_run_ends_the_wait(layer: str, monkeypatch: pytest.MonkeyPatch, chat_agent: Any) -> None:
    from datetime import timedelta

    from django.utils import timezone

    from agentproc import tasks

    no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True, "STALE_RUN_SECONDS": 60}):
        conversation, run = await queued_worker_turn(communicator)
        await send_message(communicator, "hello?", conversation)
        assert (await communicator.receive_json_from())["payload"]["code"] == "busy"
        # The worker took it and died.
        long_ago = timezone.now() - timedelta(minutes=5)
        await Run.objects.filter(pk=run.pk).aupdate(status="running", started_at=long_ago, heartbeat_at=long_ago)
        assert await sync_to_async(tasks.reap_stale_runs)() == 1
        error = await communicator.receive_json_from(timeout=2)
        await send_message(communicator, "hello again", conversation)  # not busy any more
        again = await communicator.receive_json_from()
    await communicator.disconnect()

    assert error["type"] == "error" and error["runId"] == str(run.pk)
    assert error["payload"]["error"]["code"] == "run_stale"
    assert again == {"type": "conversation", "payload": {"id": conversation}}


async def test_cancel_of_a_queued_worker_turn_and_of_one_already_over(monkeypatch: pytest.MonkeyPatch, chat_agent: Any) -> None:
    no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, "hi")
        conversation = (await communicator.receive_json_from())["payload"]["id"]
        await communicator.send_json_to({"type": "cancel"})  # still queued: cancelled at once
        aborted = await communicator.receive_json_from(timeout=2)
        queued = await Run.objects.aget(conversation_id=conversation)

        await send_message(communicator, "again", conversation)
        await communicator.receive_json_from()
        over = await Run.objects.filter(conversation_id=conversation, status="queued").aget()
        await asyncio.sleep(0.1)  # the hand-off is done
        await Run.objects.filter(pk=over.pk).aupdate(status="completed")  # ended, its last chunk lost
        await communicator.send_json_to({"type": "cancel"})
        refused = await communicator.receive_json_from(timeout=2)
        await send_message(communicator, "third", conversation)  # the socket is usable again
        third = await communicator.receive_json_from()
    await communicator.disconnect()

    assert aborted == {"type": "abort", "runId": str(queued.pk), "from": "AGENT", "payload": {"reason": "cancelled"}}
    assert queued.status == "cancelled"
    assert refused["type"] == "error" and refused["payload"]["code"] == "cannot_cancel"
    assert third["type"] == "conversation"


async def test_a_worker_turn_whose_end_the_layer_lost_ends_from_its_row(layer: str, monkeypatch: pytest.MonkeyPatch,
                                                                        chat_agent: Any) -> None:
    no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True, "RELAY_CHECK_SECONDS": 0.2}):
        conversation, run = await queued_worker_turn(communicator)
        # A worker ran it and stored its end; the layer lost every chunk it published.
        usage = {"inputTokens": 1, "outputTokens": 3, "totalTokens": 4}
        await Run.objects.filter(pk=run.pk).aupdate(status="completed", finish_reason="stop", usage=usage)
        frames = await frames_until(communicator, FINAL, timeout=5)
        await send_message(communicator, "and now?", conversation)  # not busy any more
        again = await communicator.receive_json_from()
    await communicator.disconnect()

    assert [f["type"] for f in frames] == ["notice", "finish"]
    assert frames[0]["payload"]["code"] == "reply_incomplete"
    assert frames[1] == {"type": "finish", "runId": str(run.pk), "from": "AGENT",
                         "payload": {"finishReason": "stop", "usage": usage}}
    assert again == {"type": "conversation", "payload": {"id": conversation}}


@pytest.mark.redis
async def test_a_worker_turn_relayed_behind_a_backlog_is_not_taken_for_lost(monkeypatch: pytest.MonkeyPatch,
                                                                           chat_agent: Any) -> None:
    from channels_redis.core import RedisChannelLayer

    no_worker(monkeypatch)
    await sync_to_async(chat_agent)()
    config = project_redis_layer(monkeypatch)
    with override_settings(CHANNEL_LAYERS={"default": config}), \
            override_settings(AGENTPROC={"RUN_IN_WORKER": True, "RELAY_CHECK_SECONDS": 0.2}):
        communicator = await connect()
        conversation, run = await queued_worker_turn(communicator)
        finish = {"type": "finish", "runId": str(run.pk), "from": "AGENT", "payload": {"finishReason": "stop"}}
        server = get_channel_layer()

        def worker_ends_the_turn() -> None:
            # Another process: 2,000 messages for other sockets of this server queue up in
            # Redis, then the turn's last chunk, then its end is stored (a worker's order).
            async def publish() -> None:
                other = RedisChannelLayer(**config["CONFIG"])
                for _ in range(2000):
                    await other.send(f"specific.{server.client_prefix}!elsewhere", {"type": "agentproc.relay_probe"})
                await other.group_send(conversation_group(conversation), chunk_event(finish, run.pk))
                await other.close_pools()

            asyncio.run(publish())
            Run.objects.filter(pk=run.pk).update(status="completed", finish_reason="stop")
            connection.close()

        thread = threading.Thread(target=worker_ends_the_turn)
        thread.start()
        thread.join()  # this event loop stands still meanwhile: the socket finds the run ended at once
        frames = await frames_until(communicator, FINAL, timeout=10)
        assert await communicator.receive_nothing(timeout=1.5)  # no second end, no notice
        await communicator.disconnect()

    assert frames == [finish]

