"""Who may chat over the websocket: owners of a conversation, logged-in users where visitors may
not, active agents; an admin's change applies at the next message."""
from __future__ import annotations

from typing import Any

import pytest
from asgiref.sync import sync_to_async
from django.contrib.auth import get_user_model

from agentproc.models import Agent, Conversation, Message, Run
from tests.websocket.chat import (
    FINAL,
    connect,
    frames_until,
    send_message,
)

pytestmark = pytest.mark.django_db(transaction=True)


async def test_a_user_cannot_continue_someone_elses_conversation(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    User = get_user_model()
    alice = await User.objects.acreate(username="alice")
    bob = await User.objects.acreate(username="bob")
    as_alice = await connect(user=alice)
    await send_message(as_alice, "mine")
    conversation = (await frames_until(as_alice, FINAL))[0]["payload"]["id"]
    await as_alice.disconnect()

    as_bob = await connect(user=bob)
    await send_message(as_bob, "let me in", conversation)
    frames = await frames_until(as_bob, FINAL)
    await as_bob.disconnect()

    assert frames == [{"type": "error", "payload": {"code": "conversation_not_found", "message": frames[0]["payload"]["message"]}}]
    assert await Message.objects.filter(conversation_id=conversation).acount() == 2


async def test_another_anonymous_session_cannot_continue_a_conversation(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    first = await connect()
    await send_message(first, "mine")
    conversation = (await frames_until(first, FINAL))[0]["payload"]["id"]
    await first.disconnect()

    stranger = await connect()
    await send_message(stranger, "let me in", conversation)
    frame = await stranger.receive_json_from()
    await stranger.disconnect()
    assert frame["payload"]["code"] == "conversation_not_found"


async def test_anonymous_visitors_are_refused_where_the_agent_needs_a_login(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(allow_anonymous=False)
    communicator = await connect()
    frame = await communicator.receive_json_from()
    closed = await communicator.receive_output()
    assert frame["payload"]["code"] == "anonymous_not_allowed"
    assert closed == {"type": "websocket.close", "code": 4403}


async def test_a_logged_in_user_may_chat_where_anonymous_visitors_may_not(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)(allow_anonymous=False)
    user = await get_user_model().objects.acreate(username="carol")
    communicator = await connect(user=user)
    await send_message(communicator, "hi")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()
    assert frames[-1]["type"] == "finish"
    assert (await Conversation.objects.aget(id=frames[0]["payload"]["id"])).owner_id == user.id


@pytest.mark.parametrize(("slug", "code"), [("nobody", "agent_not_found"), ("retired", "agent_inactive")])
async def test_an_unknown_or_inactive_agent_is_refused(slug: str, code: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)("retired", is_active=False)
    communicator = await connect(slug)
    frame = await communicator.receive_json_from()
    closed = await communicator.receive_output()
    assert frame["payload"]["code"] == code
    assert closed == {"type": "websocket.close", "code": 4404}


async def test_an_admins_change_applies_to_open_sockets_at_the_next_message(chat_agent: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    communicator = await connect()
    await Agent.objects.filter(pk=agent.pk).aupdate(allow_anonymous=False)
    await send_message(communicator, "hi")
    closed_to_visitors = await communicator.receive_json_from()
    await Agent.objects.filter(pk=agent.pk).aupdate(allow_anonymous=True, is_active=False)
    await send_message(communicator, "hi")
    switched_off = await communicator.receive_json_from()
    await communicator.disconnect()

    assert closed_to_visitors["payload"]["code"] == "anonymous_not_allowed"
    assert switched_off["payload"]["code"] == "agent_inactive"
    assert await Run.objects.acount() == 0

