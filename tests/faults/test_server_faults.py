"""A daphne server SIGKILLed at random points of a turn, and a conversation deleted mid-turn.

Two servers share one database: the one that lives on closes the dead one's turn by itself
(no Celery beat) while its own turn, whose heartbeat is fresh, streams on untouched."""
from __future__ import annotations

import asyncio
import contextlib
import json
import random
import urllib.request

import pytest
import websockets

from tests.faults import harness
from tests.faults.harness import Chat, is_delta, is_final

pytestmark = pytest.mark.timeout(90)


@pytest.fixture(scope="module")
def survivor(sqlite_db, tmp_path_factory: pytest.TempPathFactory):
    db, _ = sqlite_db
    server = harness.Server(harness.process_env(db), tmp_path_factory.mktemp("survivor") / "daphne").start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def victim_server(sqlite_db, tmp_path_factory: pytest.TempPathFactory):
    db, _ = sqlite_db
    server = harness.Server(harness.process_env(db), tmp_path_factory.mktemp("victim") / "daphne").start()
    yield server
    server.stop()


@pytest.mark.parametrize("point", ["before_storing", "mid_stream", "while_finishing"])
async def test_a_killed_server_leaves_no_turn_open(point: str, sqlite_db, survivor: harness.Server,
                                                   victim_server: harness.Server) -> None:
    db, user = sqlite_db
    rng = random.Random(point)
    bystander = await Chat.open(survivor.ws("long"), user["cookie"])
    victim = await Chat.open(victim_server.ws("slow"), user["cookie"])
    try:
        # The bystander's turn runs on the survivor during the whole fault.
        mark = await bystander.say(f"bystander {point}")
        await bystander.wait(is_delta, mark)
        mark = await victim.say(f"victim {point}")
        if point == "before_storing":
            await asyncio.sleep(rng.uniform(0, 0.02))
        elif point == "mid_stream":
            await victim.wait(is_delta, mark, count=rng.randint(1, 30))
        else:
            await victim.wait(lambda f: f.get("type") == "finish", mark)
        victim_server.kill()
        victim_run = harness.run_of(victim.frames[mark:])
        restarted = asyncio.create_task(asyncio.to_thread(victim_server.start))  # boots meanwhile

        # Recovery: a server closes the dead one's run (the survivor, or the restarted one at
        # start-up, whichever first); the survivor's own live run is left alone.
        bystander_run = harness.run_of(bystander.frames)
        harness.wait_for(lambda: set(db.live_runs()) <= {db.key(bystander_run)}, 20,
                         "the dead server's run to be closed")
        if not any(is_final(f) for f in bystander.frames):
            assert db.run(bystander_run)["status"] == "running"
        if victim_run and point != "while_finishing":
            closed = db.run(victim_run)
            assert closed["status"] == "failed" and "heartbeat" in closed["error"]

        # The server comes back: its chats work again; the surviving socket still works.
        await restarted
        again = await Chat.open(victim_server.ws("quick"), user["cookie"])
        assert (await again.turn(f"after the restart {point}"))[-1]["type"] == "finish"
        answer = await bystander.cancel()  # its turn may have ended by now: then cannot_cancel
        assert answer["type"] in ("abort", "finish") or answer["payload"]["code"] == "cannot_cancel"
        assert await bystander.usable() in ("abort", "finish")
        await again.close()
        harness.wait_for(lambda: not db.live_runs(), 20, "every run to end")
        assert harness.end_state_problems(db, [*bystander.accepted, *victim.accepted, *again.accepted]) == []
    finally:
        await bystander.close()
        await victim.close()


async def test_a_server_stopped_by_sigterm_closes_its_turns_on_the_way_out(sqlite_db, victim_server: harness.Server) -> None:
    db, user = sqlite_db
    chats = [await Chat.open(victim_server.ws("slow"), user["cookie"]) for _ in range(2)]
    marks = [await chat.say(f"during a deploy {n}") for n, chat in enumerate(chats)]
    for chat, mark in zip(chats, marks):
        await chat.wait(is_delta, mark, count=2)
    runs = [harness.run_of(chat.frames[mark:]) for chat, mark in zip(chats, marks)]
    victim_server.stop()  # SIGTERM, as a deploy does

    # Closed by the stopping server itself, not seconds later by another one's reaper.
    assert [(db.run(run)["status"], "server stopped" in db.run(run)["error"]) for run in runs] == [("failed", True)] * 2
    for chat in chats:
        await chat.close()
    victim_server.start()
    assert harness.end_state_problems(db, [text for chat in chats for text in chat.accepted]) == []


async def test_deleting_a_conversation_mid_turn_ends_its_run(sqlite_db, survivor: harness.Server) -> None:
    db, user = sqlite_db
    chat = await Chat.open(survivor.ws("slow"), user["cookie"])
    try:
        mark = await chat.say("this conversation will be deleted")
        await chat.wait(is_delta, mark, count=3)
        conversation, run = chat.conversation(), harness.run_of(chat.frames[mark:])
        request = urllib.request.Request(survivor.http(f"/api/conversations/{conversation}/"), method="DELETE",
                                         headers={"Authorization": f"Token {user['token']}"})
        deleted = await asyncio.to_thread(urllib.request.urlopen, request, timeout=30)
        assert deleted.status == 204
        # The delete cancels the turn: the socket's reply stops there.
        assert (await chat.wait(is_final, mark))[-1]["type"] == "abort"
        ended = harness.wait_for(lambda: (r := db.run(run)) and r["status"] not in harness.LIVE and r, 20,
                                 "the run of the deleted conversation to end")
        assert ended["status"] == "cancelled" and ended["conversation_id"] is None
        assert "deleted" in ended["error"]
        assert not db.rows("SELECT id FROM agentproc_conversation WHERE id = %s", (db.key(conversation),))

        # The socket goes on: its old conversation is gone, a new one starts.
        mark = await chat.say("hello again", conversation)
        frames = await chat.wait(is_final, mark)
        assert frames[-1]["payload"]["code"] == "conversation_not_found"
        assert await chat.usable() in ("abort", "finish")
        harness.wait_for(lambda: not db.live_runs(), 20, "every run to end")
        accepted = [text for text in chat.accepted if text != "this conversation will be deleted"]
        assert harness.end_state_problems(db, accepted) == []
    finally:
        await chat.close()


async def test_a_disconnect_mid_turn_always_cancels(sqlite_db, survivor: harness.Server) -> None:
    """The client closes while the server is still sending: between the close frame and the
    disconnect event, a send fails ("Attempt to send on a closed protocol"). The turn ends
    cancelled, never failed."""
    db, user = sqlite_db
    texts = [f"leaving soon {attempt}" for attempt in range(4)]
    for text in texts:
        # A client that stops reading (max_queue=1) while "flood" streams: the server's send
        # buffer fills, so its side stays "closing" for a while after the close frame.
        ws = await harness.connect(survivor.ws("flood"), user["cookie"], max_queue=1)
        await ws.send(json.dumps({"type": "message", "text": text, "conversation": None}))
        await asyncio.sleep(0.3)
        with contextlib.suppress(asyncio.TimeoutError, websockets.ConnectionClosed):
            await asyncio.wait_for(ws.close(), 0.3)  # the close frame goes; the handshake cannot end
        await asyncio.sleep(0.2)
        ws.transport.abort()
    ours = "SELECT r.status, r.error FROM agentproc_run r JOIN agentproc_message m ON m.run_id = r.id WHERE m.text = %s"
    ended = harness.wait_for(lambda: (rows := [db.rows(ours, (t,)) for t in texts]) and all(
        r and r[0][0] not in harness.LIVE for r in rows) and rows, 20, "the abandoned runs to end")
    assert [r[0] for r in ended] == [("cancelled", "")] * len(texts)
    assert harness.end_state_problems(db, texts) == []
