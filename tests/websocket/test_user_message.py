"""The ``user-message`` frame: the visitor's message as stored, sent as soon as the input lane
stored it — before the first token of the answer — whether this process or a worker runs the
turn, and also when the turn is cut short after that."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from django.test import override_settings

from agentproc.models import Message, ProcessorPolicy, Run
from tests.websocket.chat import FINAL, connect, frames_until, send_message, text_of

pytestmark = pytest.mark.django_db(transaction=True)

TYPED = "my card is 4111 1111 1111 1111, mail jane.doe@example.com"


async def _redacting_agent(chat_agent: Any, model: str = "wstest/slow") -> Any:
    agent = await sync_to_async(chat_agent)(model=model)
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key="pii-detector",
                                          config={"redaction_method": "placeholder"}, position=0)
    return agent


def _before_first_token(frames: list[dict[str, Any]]) -> dict[str, Any]:
    types = [f["type"] for f in frames]
    assert types.count("user-message") == 1, types
    assert "text-delta" in types and types.index("user-message") < types.index("text-delta"), types
    return frames[types.index("user-message")]["payload"]


async def _assert_stored(payload: dict[str, Any]) -> None:
    row = await Message.objects.aget(run_id=payload["runId"], role="user")
    assert payload == {"id": str(row.id), "text": row.text, "changed": True, "runId": str(row.run_id)}
    assert "4111" not in row.text and "jane.doe" not in row.text


async def test_the_stored_message_comes_before_the_first_token(chat_agent: Any) -> None:
    await _redacting_agent(chat_agent)
    communicator = await connect()
    await send_message(communicator, TYPED)
    frames = await frames_until(communicator, FINAL, timeout=15)
    await communicator.disconnect()

    payload = _before_first_token(frames)
    assert "[EMAIL]" in payload["text"] and "4111" not in payload["text"]
    await _assert_stored(payload)
    assert frames[-1]["type"] == "finish"


async def test_a_worker_turn_relays_the_stored_message_before_the_first_token(
        layer: str, worker: list[Any], chat_agent: Any) -> None:
    await _redacting_agent(chat_agent)
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": True}):
        await send_message(communicator, TYPED)
        frames = await frames_until(communicator, FINAL, timeout=15)
    await communicator.disconnect()

    payload = _before_first_token(frames)
    assert "[EMAIL]" in payload["text"]
    await _assert_stored(payload)
    assert frames[-1]["type"] == "finish"


@pytest.mark.parametrize("in_worker", [False, True], ids=["in-process", "worker"])
async def test_a_turn_stopped_after_its_input_lane_still_told_the_stored_message(
        in_worker: bool, worker: list[Any], chat_agent: Any) -> None:
    await _redacting_agent(chat_agent)
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": in_worker}):
        await send_message(communicator, TYPED)
        frames = await frames_until(communicator, {"text-delta"}, timeout=15)
        await communicator.send_json_to({"type": "cancel"})
        frames += await frames_until(communicator, FINAL, timeout=5)
    await communicator.disconnect()
    await asyncio.gather(*worker)  # a worker stores the run's end after its last chunk

    payload = _before_first_token(frames)
    assert frames[-1]["type"] == "abort" and text_of(frames)
    await _assert_stored(payload)
    assert (await Run.objects.aget(pk=payload["runId"])).status == "cancelled"


@pytest.mark.parametrize("in_worker", [False, True], ids=["in-process", "worker"])
async def test_a_blocked_message_is_told_as_kept_just_before_its_notice(
        in_worker: bool, worker: list[Any], chat_agent: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key="regex-filter",
                                          config={"words": ["launch codes"]}, position=0)
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": in_worker}):
        await send_message(communicator, "What are the launch codes?")
        frames = await frames_until(communicator, FINAL, timeout=10)
    await communicator.disconnect()
    await asyncio.gather(*worker)  # the kept message is stored with the run's end

    assert [f["type"] for f in frames[-2:]] == ["user-message", "tripwire"]
    told, notice = frames[-2]["payload"], frames[-1]["payload"]["reason"]
    row = await Message.objects.aget(run_id=frames[-1]["runId"], role="user")
    assert told == {"id": str(row.id), "text": row.text, "changed": True, "runId": str(row.run_id),
                    "blocked": notice}
    assert "launch codes" not in row.text
