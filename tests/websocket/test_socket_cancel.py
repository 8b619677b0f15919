"""Cancel, disconnect and busy: a stopped turn keeps what it wrote and ends ``cancelled``."""
from __future__ import annotations

from typing import Any

import pytest
from asgiref.sync import sync_to_async

from agentproc.models import Message, ProcessorPolicy, Run
from tests.websocket.chat import (
    FINAL,
    SLOW_WORDS,
    WordBlocker,
    connect,
    frames_of_a_turn_stopped_at_start,
    frames_until,
    send_message,
    text_of,
    wait_for_status,
)

pytestmark = pytest.mark.django_db(transaction=True)


async def test_cancel_stops_the_run_and_keeps_what_was_written(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    seen = await frames_until(communicator, {"text-delta"})
    seen += [await communicator.receive_json_from(timeout=2) for _ in range(3)]
    await communicator.send_json_to({"type": "cancel"})
    seen += await frames_until(communicator, FINAL, timeout=3)
    await communicator.disconnect()

    assert seen[-1]["type"] == "abort"
    streamed = text_of(seen)
    assert 0 < len(streamed.split()) < len(SLOW_WORDS)
    run = await Run.objects.aget(conversation_id=seen[0]["payload"]["id"])
    assert run.status == "cancelled"
    # What the user already saw is stored, on the run and as the assistant's message.
    assert run.output_text.strip() and streamed.startswith(run.output_text.strip())
    stored = await Message.objects.filter(run=run, role="assistant").afirst()
    assert stored is not None and stored.text.strip() == run.output_text.strip()


async def test_a_disconnect_mid_turn_cancels_the_run(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    frames = await frames_until(communicator, {"text-delta"})
    await communicator.disconnect()

    run = await Run.objects.aget(conversation_id=frames[0]["payload"]["id"])
    run = await wait_for_status(str(run.id), {"cancelled"})
    assert 0 < len(run.output_text.split()) < len(SLOW_WORDS)  # what was produced is kept


@pytest.mark.parametrize("input_lane", [False, True], ids=["no-input-processor", "input-processor"])
async def test_a_turn_cancelled_before_its_first_step_ends_cancelled(
        chat_agent: Any, monkeypatch: pytest.MonkeyPatch, input_lane: bool) -> None:
    """The run is claimed (``running``) with the message; a cancel that reaches the turn's task
    before it ever ran still ends the run, answered by ``abort``. The message is stored only
    if the claim stored it (no input processor could change it), and then out of the context."""
    agent = await sync_to_async(chat_agent)()
    if input_lane:
        await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key=WordBlocker.key, position=0)
    frames = await frames_of_a_turn_stopped_at_start(monkeypatch)

    # The visitor is told the stored message (the claim stored it: no input processor) before the end.
    told = [] if input_lane else ["user-message"]
    assert [f["type"] for f in frames] == ["conversation", *told, "abort"]
    run = await Run.objects.aget()
    assert run.status == "cancelled" and run.finished_at is not None
    stored = [(m.text, m.in_context) async for m in Message.objects.all()]
    if input_lane:
        assert stored == [] and "not stored" in run.error
    else:
        assert stored == [("hello", False)] and run.error == ""


async def test_a_second_message_while_a_reply_streams_is_busy(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    communicator = await connect()
    await send_message(communicator, "talk a lot")
    await frames_until(communicator, {"text-delta"})
    await send_message(communicator, "and another thing")
    frames = await frames_until(communicator, set())
    await communicator.send_json_to({"type": "cancel"})
    await frames_until(communicator, FINAL, timeout=3)

    assert frames[-1]["payload"]["code"] == "busy"
    assert await Run.objects.acount() == 1
    await send_message(communicator, "now it is my turn", None)  # usable again after the cancel
    assert (await frames_until(communicator, {"text-delta"}))[0]["type"] == "conversation"
    await communicator.disconnect()


async def test_cancel_without_a_running_turn_is_refused(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await communicator.send_json_to({"type": "cancel"})
    refused = await communicator.receive_json_from()
    await send_message(communicator, "hi")  # the socket stays usable
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()
    assert refused == {"type": "error", "payload": {"code": "cannot_cancel", "message": "Nothing is running."}}
    assert frames[-1]["type"] == "finish"

