"""A socket's message made a turn (``turns.prepare_message``): one transaction, shared by the
messages that wait together (group commit), and nothing left behind by a refused one."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from django.db import connection

from agentproc import turns
from agentproc.models import Agent, Conversation, Message, Run
from tests.websocket.chat import (
    FINAL,
    connect,
    frames_until,
    send_message,
    text_of,
)

pytestmark = pytest.mark.django_db(transaction=True)


async def test_a_continuing_chat_reads_its_agent_once_and_still_sees_an_admins_change(chat_agent: Any) -> None:
    from django.test.utils import CaptureQueriesContext

    agent = await sync_to_async(chat_agent)()
    other = await sync_to_async(chat_agent)("other")
    communicator = await connect()
    await send_message(communicator, "hi")
    conversation = (await frames_until(communicator, FINAL))[0]["payload"]["id"]

    def prepare_again() -> list[str]:
        from django.contrib.sessions.backends.db import SessionStore

        session = SessionStore()
        session.create()
        scope = {"session": session, "client": ("127.0.0.1", 1), "headers": []}
        started, run, claim = turns.prepare_message("support", None, scope, None, "first")
        async_to_sync(turns.aexecute_turn)(run, claim=claim)
        with CaptureQueriesContext(connection) as ctx:
            _, run, claim = turns.prepare_message("support", None, scope, started.pk, "again")
        async_to_sync(turns.aexecute_turn)(run, claim=claim)
        return [q["sql"] for q in ctx.captured_queries]

    statements = await sync_to_async(prepare_again)()
    assert len([sql for sql in statements if sql.startswith("SELECT") and '"agentproc_agent"' in sql]) == 1

    await send_message(communicator, "hi", str((await Conversation.objects.acreate(agent=other, session_key="x")).pk))
    elsewhere = await communicator.receive_json_from()  # not this agent's conversation
    await Agent.objects.filter(pk=agent.pk).aupdate(is_active=False)
    await send_message(communicator, "hi", conversation)
    switched_off = await communicator.receive_json_from()
    await communicator.disconnect()

    assert elsewhere["payload"]["code"] == "conversation_not_found"
    assert switched_off["payload"]["code"] == "agent_inactive"


def delete_conversations_once_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on a continuing turn's conversation is deleted just after the turn read it
    (e.g. by the visitor in another tab), before its transaction."""
    from agentproc.turns import prepare

    find = prepare.find_conversation

    def found_then_deleted(slug: str, conversation_id: Any) -> Any:
        found = find(slug, conversation_id)
        Conversation.objects.filter(pk=conversation_id).delete()
        return found

    monkeypatch.setattr(prepare, "find_conversation", found_then_deleted)


@pytest.mark.django_db(transaction=True)
def test_a_conversation_deleted_as_its_message_comes_is_not_found(monkeypatch: pytest.MonkeyPatch,
                                                                   chat_agent: Any) -> None:
    from django.contrib.sessions.backends.db import SessionStore

    from agentproc.exceptions import ConversationNotFound

    chat_agent()
    session = SessionStore()
    session.create()
    scope = {"session": session, "client": ("127.0.0.1", 1), "headers": []}
    started, run, claim = turns.prepare_message("support", None, scope, None, "first")
    async_to_sync(turns.aexecute_turn)(run, claim=claim)
    delete_conversations_once_read(monkeypatch)
    with pytest.raises(ConversationNotFound):
        turns.prepare_message("support", None, scope, started.pk, "second")
    assert Run.objects.count() == 1  # nothing of the second turn is left


async def test_messages_sent_together_share_a_commit_and_a_failing_one_fails_alone(
        monkeypatch: pytest.MonkeyPatch, chat_agent: Any, fast_paths_on: None) -> None:
    """Sockets whose messages wait for the database thread together are prepared in one
    transaction (``fastpaths.group_commit``). One of them continues a conversation deleted as its
    message comes, so the group cannot commit: that socket is told conversation_not_found, and
    every other socket's turn is stored and answered as if it had been alone."""
    from agentproc.fastpaths import group_commit
    from tests.turns.test_group_commit import thread_held

    await sync_to_async(chat_agent)()
    doomed = await connect()
    await send_message(doomed, "first")
    conversation = (await frames_until(doomed, {"conversation"}))[-1]["payload"]["id"]
    await frames_until(doomed, FINAL)
    delete_conversations_once_read(monkeypatch)
    others = [await connect() for _ in range(4)]
    for socket in others:  # a first turn each: their connect()'s reads are done
        await send_message(socket, "hi")
        await frames_until(socket, FINAL)
    async with thread_held():
        await send_message(others[0], "before")  # taken alone, it waits behind the held thread
        await asyncio.sleep(0.05)
        await send_message(doomed, "second", conversation)
        for i, socket in enumerate(others[1:]):
            await send_message(socket, f"together {i}")
        queue = group_commit._queues[asyncio.get_running_loop()]
        for _ in range(100):
            if len(queue.calls) == 4:
                break
            await asyncio.sleep(0.01)
        assert len(queue.calls) == 4, [c.args[-1] for c, _ in queue.calls]  # the doomed message and three others wait as one group
    refused = await frames_until(doomed, FINAL)
    replies = [await frames_until(socket, FINAL) for socket in others]
    for socket in [doomed, *others]:
        await socket.disconnect()

    assert refused[-1]["payload"]["code"] == "conversation_not_found"
    assert all(frames[-1]["type"] == "finish" and text_of(frames) == "Hello there, friend." for frames in replies)
    runs = [run async for run in Run.objects.select_related("conversation").order_by("created_at")]
    # the doomed socket's first run is kept for the audit; its second message left nothing
    assert len(runs) == 9 and all(run.status == "completed" for run in runs)
    assert runs[0].conversation is None
    texts = [text async for text in Message.objects.filter(role="user").values_list("text", flat=True)]
    assert sorted(texts) == ["before", "hi", "hi", "hi", "hi", "together 0", "together 1", "together 2"]
    assert not await Conversation.objects.filter(pk=conversation).aexists()

