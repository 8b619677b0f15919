"""Frames a client gets wrong: each gets its error code, and the socket stays usable."""
from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from asgiref.sync import sync_to_async

from agentproc.models import Run
from tests.websocket.chat import (
    FINAL,
    connect,
    frames_until,
    send_message,
)

pytestmark = pytest.mark.django_db(transaction=True)


BAD_FRAMES = [
    ("not json", "invalid_json"),
    ('{"type": "message", "text": "unterminated', "invalid_json"),
    ("[1, 2]", "invalid_frame"),
    ('"message"', "invalid_frame"),
    ("{}", "invalid_frame"),
    ('{"type": "shout", "text": "hi"}', "invalid_frame"),
    ('{"type": 7}', "invalid_frame"),
    ('{"type": "message"}', "invalid_frame"),
    ('{"type": "message", "text": 42}', "invalid_frame"),
    ('{"type": "message", "text": ["hi"]}', "invalid_frame"),
    ('{"type": "message", "text": "hi", "conversation": 12}', "invalid_frame"),
    ('{"type": "message", "text": ""}', "empty_text"),
    ('{"type": "message", "text": "   \\n "}', "empty_text"),
    (json.dumps({"type": "message", "text": "x" * 101}), "text_too_long"),
    ('{"type": "message", "text": "hi", "conversation": "not-a-uuid"}', "conversation_not_found"),
    (json.dumps({"type": "message", "text": "hi", "conversation": str(uuid.uuid4())}), "conversation_not_found"),
]


async def test_every_bad_frame_gets_its_code_and_the_socket_stays_usable(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(max_input_chars=100)
    communicator = await connect()
    for raw, code in BAD_FRAMES:
        await communicator.send_to(text_data=raw)
        frame = await communicator.receive_json_from()
        assert frame["type"] == "error", raw
        assert frame["payload"]["code"] == code, raw
        assert frame["payload"]["message"], raw
    await communicator.send_to(bytes_data=b"\x00\x01")
    assert (await communicator.receive_json_from())["payload"]["code"] == "invalid_json"
    await communicator.send_to(text_data="[" * 1_000_000)  # huge frames are refused unparsed
    assert (await communicator.receive_json_from())["payload"]["code"] == "frame_too_large"

    await send_message(communicator, "x" * 100)  # exactly the limit is fine
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()
    assert frames[-1]["type"] == "finish"
    assert await Run.objects.acount() == 1  # no bad frame queued a run

