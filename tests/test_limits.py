"""Limits every transport shares: turn budgets per user / session / address (websocket and API
draw on one budget), sockets per session, and one turn at a time per conversation."""
from __future__ import annotations

import threading
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.auth import get_user_model
from django.db import connection, connections
from django.test import Client, override_settings
from rest_framework.test import APIClient

from agentproc import turns
from agentproc.exceptions import ConversationBusy
from agentproc.models import Agent, Conversation, Message, Run
from project.asgi import application

pytestmark = pytest.mark.django_db(transaction=True)

FINAL = {"finish", "tripwire", "abort", "error"}


def make_agent(**fields: Any) -> Agent:
    fields.setdefault("allow_anonymous", True)
    fields.setdefault("model", "scripted/fast")
    return Agent.objects.create(slug="support", name="Support", **fields)


def make_user(name: str = "alice") -> Any:
    return get_user_model().objects.create_user(name, password="pw")


def session_cookie(user: Any) -> str:
    client = Client()
    client.force_login(user)
    return client.cookies["sessionid"].value


async def connect(*, user: Any = None, ip: str | None = None) -> WebsocketCommunicator:
    """A chat socket (a signed-in ``user``'s, or a visitor's without a cookie) from ``ip``."""
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        headers.append((b"cookie", f"sessionid={await sync_to_async(session_cookie)(user)}".encode()))
    communicator = WebsocketCommunicator(application, "/ws/agentproc/support/", headers=headers)
    if ip is not None:
        communicator.scope["client"] = (ip, 50000)
    connected, _ = await communicator.connect()
    assert connected
    return communicator


async def turn(communicator: WebsocketCommunicator, text: str = "hi",
               conversation: str | None = None) -> list[dict[str, Any]]:
    await communicator.send_json_to({"type": "message", "conversation": conversation, "text": text})
    frames = [await communicator.receive_json_from(timeout=10)]
    while frames[-1]["type"] not in FINAL:
        frames.append(await communicator.receive_json_from(timeout=10))
    return frames


@override_settings(AGENTPROC={"TURN_RATE_LIMITS": {"user": "3/hour"}})
async def test_a_users_websocket_and_api_turns_share_one_budget() -> None:
    await sync_to_async(make_agent)()
    user = await sync_to_async(make_user)()
    conversation = await Conversation.objects.acreate(agent=await Agent.objects.aget(), owner=user)

    def api_turn() -> Any:
        api = APIClient()
        api.force_authenticate(user)
        return api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "hi"}, format="json")

    assert [(await sync_to_async(api_turn)()).status_code for _ in range(2)] == [200, 200]
    communicator = await connect(user=user)
    third = await turn(communicator)
    fourth = await turn(communicator)
    await communicator.disconnect()
    over_api = await sync_to_async(api_turn)()

    assert third[-1]["type"] == "finish"
    assert fourth[-1]["type"] == "error" and fourth[-1]["payload"]["code"] == "rate_limited"
    assert fourth[-1]["payload"]["retryAfter"] >= 1
    assert over_api.status_code == 429 and over_api.json()["error"]["code"] == "rate_limited"
    assert await Run.objects.acount() == 3  # refused turns store nothing


@override_settings(AGENTPROC={"TURN_RATE_LIMITS": {"session": "2/hour"}})
async def test_a_visitors_first_turn_counts_against_the_session() -> None:
    await sync_to_async(make_agent)()
    communicator = await connect()
    codes = [(await turn(communicator, f"turn {i}"))[-1].get("payload", {}).get("code") for i in range(3)]
    await communicator.disconnect()
    assert codes == [None, None, "rate_limited"]
    assert await Run.objects.acount() == 2


@override_settings(AGENTPROC={"TURN_RATE_LIMITS": {"ip": "3/hour"}})
async def test_an_address_has_one_budget_across_sockets_and_the_api() -> None:
    await sync_to_async(make_agent)()
    first, second = await connect(ip="10.0.0.7"), await connect(ip="10.0.0.7")
    elsewhere = await connect(ip="10.0.0.8")
    results = [(await turn(socket))[-1] for socket in (first, second, first, second, elsewhere)]

    def api_turn() -> Any:
        visitor = APIClient(REMOTE_ADDR="10.0.0.7")
        created = visitor.post("/api/conversations/", {"agent": "support"}, format="json").json()
        return visitor.post(f"/api/conversations/{created['id']}/messages/", {"text": "hi"}, format="json")

    over_api = await sync_to_async(api_turn)()
    for socket in (first, second, elsewhere):
        await socket.disconnect()
    assert [r["type"] for r in results] == ["finish", "finish", "finish", "error", "finish"]
    assert results[3]["payload"]["code"] == "rate_limited"
    assert over_api.status_code == 429 and over_api.json()["error"]["code"] == "rate_limited"


@override_settings(AGENTPROC={"SOCKET_LIMITS": {"session": 2}})
async def test_sockets_per_session_are_limited() -> None:
    await sync_to_async(make_agent)()
    user = await sync_to_async(make_user)()
    cookie = await sync_to_async(session_cookie)(user)
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver"), (b"cookie", f"sessionid={cookie}".encode())]
    sockets = [WebsocketCommunicator(application, "/ws/agentproc/support/", headers=headers) for _ in range(4)]
    for socket in sockets[:3]:
        assert (await socket.connect())[0]
    refused = await sockets[2].receive_json_from()
    closed = await sockets[2].receive_output()
    await sockets[0].disconnect()
    assert (await sockets[3].connect())[0]
    answer = await turn(sockets[3])
    for socket in (sockets[1], sockets[3]):
        await socket.disconnect()
    assert refused["payload"]["code"] == "too_many_sockets"
    assert closed == {"type": "websocket.close", "code": 4429}
    assert answer[-1]["type"] == "finish"  # a socket freed a place for the next


async def test_sockets_writing_into_one_conversation_take_turns() -> None:
    await sync_to_async(make_agent)(model="scripted/demo")  # answers word by word, slowly
    user = await sync_to_async(make_user)()
    sockets = [await connect(user=user) for _ in range(3)]
    await sockets[0].send_json_to({"type": "message", "conversation": None, "text": "first"})
    conversation = (await sockets[0].receive_json_from())["payload"]["id"]
    while (await sockets[0].receive_json_from(timeout=10))["type"] != "text-delta":
        pass
    refused = [(await turn(socket, "me too", conversation))[-1] for socket in sockets[1:]]
    while (await sockets[0].receive_json_from(timeout=10))["type"] != "finish":
        pass
    for socket in sockets:
        await socket.disconnect()

    assert [r["payload"]["code"] for r in refused] == ["busy", "busy"]
    roles = [m async for m in Message.objects.filter(conversation_id=conversation).order_by("created_at")
             .values_list("role", "text")]
    assert [role for role, _ in roles] == ["user", "assistant"] and roles[0][1] == "first"


@override_settings(CACHES={"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                                       "LOCATION": "redis://127.0.0.1:1/0"}},  # nothing listens there
                   AGENTPROC={"TURN_RATE_LIMITS": {"user": "1/hour"}, "SOCKET_LIMITS": {"session": 1}})
async def test_a_broken_cache_lets_the_chat_go_on() -> None:
    await sync_to_async(make_agent)()
    user = await sync_to_async(make_user)()
    sockets = [await connect(user=user) for _ in range(2)]  # over the socket limit, uncounted
    endings = [(await turn(socket))[-1]["type"] for socket in sockets for _ in range(2)]  # over the budget
    for socket in sockets:
        await socket.disconnect()
    assert endings == ["finish"] * 4


async def test_a_message_sent_on_seeing_finish_is_taken() -> None:
    await sync_to_async(make_agent)()
    communicator = await connect()
    conversation = None
    endings = []
    for i in range(5):
        frames = await turn(communicator, f"turn {i}", conversation)  # sent the moment `finish` arrives
        conversation = conversation or frames[0]["payload"]["id"]
        endings.append(frames[-1]["type"])
    await communicator.disconnect()
    assert endings == ["finish"] * 5
    assert await Run.objects.filter(conversation_id=conversation, status="completed").acount() == 5


def test_a_second_turn_of_a_conversation_is_busy_until_the_first_ends(django_user_model: Any) -> None:
    agent = make_agent()
    conversation = Conversation.objects.create(agent=agent, owner=django_user_model.objects.create_user("bob"))
    first = turns.prepare_turn(conversation, "one")
    with pytest.raises(ConversationBusy) as refused:
        turns.prepare_turn(conversation, "two")
    api = APIClient()
    api.force_authenticate(conversation.owner)
    over_api = api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": "three"}, format="json")
    turns.execute_turn(first)  # the run object: it carries the message until the input lane ran
    fourth = turns.prepare_turn(conversation, "four")  # the first has ended: the conversation is free

    assert refused.value.code == "busy"
    assert over_api.status_code == 409 and over_api.json()["error"]["code"] == "busy"
    assert list(Run.objects.order_by("created_at").values_list("id", "status")) == [
        (first.pk, "completed"), (fourth.pk, "queued")]  # the refused turns left no run
    assert list(Message.objects.filter(role="user").values_list("text", flat=True)) == ["one"]


def test_concurrent_turns_of_one_conversation_one_wins(django_user_model: Any) -> None:
    if connection.vendor == "sqlite":
        # SQLite's shared in-memory test database refuses a concurrent writer outright
        # ("table is locked"); the PostgreSQL pass of `make test` runs this test.
        pytest.skip("concurrent writers need a database server (runs in the PostgreSQL pass)")
    conversation = Conversation.objects.create(agent=make_agent(), owner=django_user_model.objects.create_user("eve"))
    barrier = threading.Barrier(6)
    outcomes: list[str] = []

    def send(i: int) -> None:
        try:
            barrier.wait()
            turns.prepare_turn(Conversation.objects.select_related("agent").get(pk=conversation.pk), f"m{i}")
            outcomes.append("accepted")
        except ConversationBusy:
            outcomes.append("busy")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=send, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["accepted"] + ["busy"] * 5
    assert Run.objects.filter(conversation=conversation).count() == 1
