"""A corpus of hostile websocket frames, sent down one socket: each gets a coded error, the
socket still answers a good message afterwards, and nothing is written for any of them
(no session, no conversation, no run, no message). A few go through a real daphne too."""
from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.sessions.models import Session

from agentproc.models import Agent, Conversation, Message, Run
from tests.clients import connect
from tests.daphne import ROOT, start, stop
from tests.faults.hostile_corpus import BINARY_CORPUS, MAX_CHARS, PYTHON_ONLY_CORPUS, TEXT_CORPUS, message

pytestmark = pytest.mark.django_db(transaction=True)

def written() -> dict[str, int]:
    return {"sessions": Session.objects.count(), "conversations": Conversation.objects.count(),
            "runs": Run.objects.count(), "messages": Message.objects.count()}


async def until_final(communicator: WebsocketCommunicator) -> list[dict[str, Any]]:
    frames = []
    while not frames or frames[-1]["type"] not in ("finish", "tripwire", "abort", "error"):
        frames.append(await communicator.receive_json_from(timeout=10))
    return frames


async def test_every_hostile_frame_gets_a_code_and_writes_nothing() -> None:
    await Agent.objects.acreate(slug="support", name="Support", model="scripted/fast", allow_anonymous=True,
                                max_input_chars=MAX_CHARS)
    communicator = await connect()  # no cookie: a visitor who has said nothing yet
    answers: dict[str, str] = {}
    for name, frame, _ in TEXT_CORPUS + PYTHON_ONLY_CORPUS:
        # send_input: WebsocketCommunicator.send_to refuses an empty frame, daphne does not.
        await communicator.send_input({"type": "websocket.receive", "text": frame})
        reply = await communicator.receive_json_from(timeout=5)
        assert reply["type"] == "error" and reply["payload"]["message"], name
        answers[name] = reply["payload"]["code"]
    for name, data, _ in BINARY_CORPUS:
        await communicator.send_to(bytes_data=data)
        answers[name] = (await communicator.receive_json_from(timeout=5))["payload"]["code"]
    rows_after_corpus = await sync_to_async(written)()

    await communicator.send_to(text_data=message("x" * MAX_CHARS))  # still usable, up to the limit
    frames = await until_final(communicator)
    await communicator.disconnect()

    expected = {name: code for name, _, code in TEXT_CORPUS + PYTHON_ONLY_CORPUS + BINARY_CORPUS}
    assert answers == expected
    assert rows_after_corpus == {"sessions": 0, "conversations": 0, "runs": 0, "messages": 0}
    assert frames[0]["type"] == "conversation" and frames[-1]["type"] == "finish"
    assert await sync_to_async(written)() == {"sessions": 1, "conversations": 1, "runs": 1, "messages": 2}


async def test_emoji_sent_as_json_escapes_count_as_typed() -> None:
    await Agent.objects.acreate(slug="support", name="Support", model="scripted/fast", allow_anonymous=True,
                                max_input_chars=4000)
    communicator = await connect()
    frame = json.dumps({"type": "message", "text": "\U0001F600" * 3000})  # 36,000 characters on the wire
    assert len(frame) > 6 * 4000 + 4096
    await communicator.send_to(text_data=frame)
    frames = await until_final(communicator)
    await communicator.disconnect()
    assert frames[-1]["type"] == "finish"
    stored = await Message.objects.aget(role="user")
    assert stored.text == "\U0001F600" * 3000


async def test_a_rejected_first_message_leaves_no_session_or_conversation() -> None:
    await Agent.objects.acreate(slug="support", name="Support", model="scripted/fast", allow_anonymous=True)
    sockets = [await connect() for _ in range(3)]
    for communicator in sockets:
        await communicator.send_to(text_data=message("   "))
        assert (await communicator.receive_json_from())["payload"]["code"] == "empty_text"
    await asyncio.gather(*(c.disconnect() for c in sockets))
    assert await sync_to_async(written)() == {"sessions": 0, "conversations": 0, "runs": 0, "messages": 0}


# --- through a real daphne -------------------------------------------------------------------

SETUP = """
from django.contrib.auth import get_user_model
from django.test import Client
from agentproc.models import Agent
Agent.objects.create(slug="support", name="Support", model="scripted/demo", allow_anonymous=True, max_input_chars=1000)
client = Client()
client.force_login(get_user_model().objects.create_user("hostile"))
print(client.cookies["sessionid"].value)
"""


@pytest.fixture(scope="module")
def daphnes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """Two daphne processes on one migrated file database (a site behind a load balancer)."""
    db = tmp_path_factory.mktemp("hostile") / "db.sqlite3"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.browser_settings", "AGENTPROC_BROWSER_DB": str(db),
           "PYTHONPATH": str(ROOT)}
    env.pop("REDIS_URL", None)
    env.pop("AGENTPROC_TEST_DATABASE_URL", None)
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "--noinput"], env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
                   timeout=120)
    cookie = subprocess.run([*manage, "shell", "-c", SETUP], env=env, cwd=ROOT, check=True, capture_output=True,
                            text=True, timeout=120).stdout.strip().splitlines()[-1]
    first, first_port = start(env, db.parent / "daphne-1.log")
    try:
        second, second_port = start(env, db.parent / "daphne-2.log")
    except BaseException:
        stop(first)
        raise
    try:
        yield {"ports": (first_port, second_port), "db": db, "cookie": cookie}
    finally:
        stop(first)
        stop(second)


def db_rows(db: Path) -> dict[str, int]:
    with sqlite3.connect(db) as connection:
        count = lambda table: connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]  # noqa: E731
        return {"sessions": count("django_session"), "conversations": count("agentproc_conversation"),
                "runs": count("agentproc_run"), "messages": count("agentproc_message")}


async def open_socket(port: int, cookie: str | None = None) -> Any:
    headers = {"Origin": f"http://127.0.0.1:{port}"}
    if cookie:
        headers["Cookie"] = f"sessionid={cookie}"
    return await websockets.connect(f"ws://127.0.0.1:{port}/ws/agentproc/support/", additional_headers=headers,
                                    max_size=None)


async def receive(socket: Any) -> dict[str, Any]:
    return json.loads(await asyncio.wait_for(socket.recv(), 10))


#: The daphne processes open a SQLite file of their own: the PostgreSQL pass has nothing to add.
own_database = pytest.mark.skipif(bool(os.environ.get("AGENTPROC_TEST_DATABASE_URL")),
                                  reason="daphne runs on its own SQLite file (covered by the SQLite pass)")


@own_database
@pytest.mark.django_db(transaction=False)
def test_hostile_frames_through_daphne(daphnes: dict[str, Any]) -> None:
    corpus = [c for c in TEXT_CORPUS if c[0] in {
        "nested 5,000 deep", "object opened 3,000 times", "a megabyte of brackets", "lone high surrogate",
        "NUL escaped in the text", "integer of 5,000 digits", "cancel while idle"}]
    before = db_rows(daphnes["db"])

    async def scenario() -> tuple[dict[str, str], list[dict[str, Any]]]:
        socket = await open_socket(daphnes["ports"][0])
        # A text frame that is not UTF-8 breaks the websocket protocol itself (RFC 6455: the
        # endpoint must fail that connection; daphne drops it); the server and its other sockets go on.
        broken = await open_socket(daphnes["ports"][0])
        await broken.send(b'{"type": "message", "text": "\xc3\x28"}', text=True)
        with pytest.raises(websockets.ConnectionClosed):
            await receive(broken)
        answers = {}
        for name, frame, _ in corpus:
            await socket.send(frame)
            answers[name] = (await receive(socket))["payload"]["code"]
        for name, data, _ in BINARY_CORPUS:
            await socket.send(data)
            answers[name] = (await receive(socket))["payload"]["code"]
        rows = db_rows(daphnes["db"])
        assert rows == before, "a rejected frame wrote a row"
        await socket.send(message("hello after all that"))
        frames = [await receive(socket)]
        while frames[-1]["type"] not in ("finish", "error", "tripwire"):
            frames.append(await receive(socket))
        await socket.close()
        return answers, frames

    answers, frames = asyncio.run(scenario())
    assert answers == {name: code for name, _, code in corpus + BINARY_CORPUS}
    assert frames[0]["type"] == "conversation" and frames[-1]["type"] == "finish"


@own_database
@pytest.mark.django_db(transaction=False)
def test_one_turn_at_a_time_across_two_daphne_processes(daphnes: dict[str, Any]) -> None:
    """A user on two servers writes into one conversation: the second server answers
    ``busy`` while the first streams, and takes the next message once it has finished."""
    first_port, second_port = daphnes["ports"]
    cookie = daphnes["cookie"]

    async def scenario() -> tuple[str, list[str]]:
        first, second = await open_socket(first_port, cookie), await open_socket(second_port, cookie)
        await first.send(message("a question for the demo model, which answers word by word"))
        conversation = (await receive(first))["payload"]["id"]
        while (await receive(first))["type"] != "text-delta":
            pass  # the turn is running on the first server
        await second.send(message("me too", conversation=conversation))
        refused = (await receive(second))["payload"]["code"]
        while (await receive(first))["type"] != "finish":
            pass
        for _ in range(50):
            # The run is stored just after its finish chunk went out: until then it is still busy.
            await second.send(message("my turn now", conversation=conversation))
            types = [(await receive(second))["type"]]
            if types != ["error"]:
                break
            await asyncio.sleep(0.1)
        while types[-1] not in ("finish", "error", "tripwire"):
            types.append((await receive(second))["type"])
        await first.close()
        await second.close()
        return refused, types

    refused, types = asyncio.run(scenario())
    assert refused == "busy"
    assert types[0] == "conversation" and types[-1] == "finish"


async def test_a_frame_the_server_fails_on_gets_server_error_and_the_socket_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from agentproc import turns

    await Agent.objects.acreate(slug="support", name="Support", model="scripted/fast", allow_anonymous=True)
    communicator = await connect()
    real_prepare = turns.prepare_message

    def broken(*args: Any) -> Any:
        raise RuntimeError("a bug nobody foresaw")

    monkeypatch.setattr(turns, "prepare_message", broken)  # a stand-in for any unforeseen failure
    await communicator.send_to(text_data=message("hi"))
    failed = await communicator.receive_json_from()
    monkeypatch.setattr(turns, "prepare_message", real_prepare)
    await communicator.send_to(text_data=message("hi again"))
    frames = await until_final(communicator)
    await communicator.disconnect()
    assert failed["payload"]["code"] == "server_error"
    assert frames[-1]["type"] == "finish"
