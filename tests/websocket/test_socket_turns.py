"""A turn over the chat websocket: the conversation id, then the run's chunks; the user's message
as stored; a blocked turn's public notice."""
from __future__ import annotations

import json
from typing import Any

import pytest
from asgiref.sync import sync_to_async

from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor
from tests.websocket.chat import (
    FINAL,
    WordBlocker,
    connect,
    frames_until,
    send_message,
    text_of,
)

pytestmark = pytest.mark.django_db(transaction=True)


async def test_a_turn_streams_the_conversation_id_then_the_chunks(layer: str, chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await send_message(communicator, "hi")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    assert frames[0]["type"] == "conversation"
    types = [f["type"] for f in frames[1:]]
    assert types[0] == "start" and types[-1] == "finish"
    assert "step-start" in types and "step-finish" in types
    assert text_of(frames) == "Hello there, friend."
    conversation = await Conversation.objects.aget(id=frames[0]["payload"]["id"])
    run = await Run.objects.aget(conversation=conversation)
    assert run.status == "completed" and run.source == "websocket"
    roles = [m.role async for m in Message.objects.filter(conversation=conversation).order_by("created_at")]
    assert roles == ["user", "assistant"]


async def test_the_same_conversation_continues_when_its_id_is_sent_back(chat_agent: Any) -> None:
    await sync_to_async(chat_agent)()
    communicator = await connect()
    await send_message(communicator, "first")
    first = await frames_until(communicator, FINAL)
    conversation = first[0]["payload"]["id"]
    await send_message(communicator, "second", conversation)
    second = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    assert second[0] == {"type": "conversation", "payload": {"id": conversation}}
    assert await Message.objects.filter(conversation_id=conversation, role="user").acount() == 2


async def test_the_user_is_told_how_their_message_was_stored_before_the_turn_ends(chat_agent: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key="pii-detector",
                                          config={"redaction_method": "placeholder"}, position=0)
    communicator = await connect()
    await send_message(communicator, "write to jane.doe@example.com")
    frames = await frames_until(communicator, FINAL)
    await send_message(communicator, "and thanks", frames[0]["payload"]["id"])
    second = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    stored = [f["payload"] for f in frames if f["type"] == "user-message"]
    row = await Message.objects.aget(role="user", text__startswith="write")
    assert stored == [{"id": str(row.id), "text": "write to [EMAIL]", "changed": True, "runId": str(row.run_id)}]
    types = [f["type"] for f in frames]
    assert types.index("user-message") < types.index("text-delta") and types[-1] == "finish"
    assert [f["payload"]["changed"] for f in second if f["type"] == "user-message"] == [False]


class Rephraser(Processor):
    """Replaces each user message with a new one (a new id): the pending row goes."""

    key = id = "wstest-rephraser"
    lanes = ("input",)

    def process_input(self, messages: list[Any], abort: Any) -> list[Any]:
        from agentproc.runtime.messages import Message as RuntimeMessage

        return [RuntimeMessage.from_text(m.text.upper(), "user") if m.role == "user" else m for m in messages]


processor_registry.register(Rephraser)


@pytest.mark.parametrize("policy, stored", [
    (None, "mail jane.doe@example.com"),
    (("pii-detector", {"redaction_method": "placeholder"}), "mail [EMAIL]"),
    ((Rephraser.key, {}), "MAIL JANE.DOE@EXAMPLE.COM"),
], ids=["no-policy", "redacted", "replaced"])
async def test_the_user_message_frame_is_what_the_database_holds(chat_agent: Any, policy: Any, stored: str) -> None:
    from agentproc.turns.history import stored_user_message

    agent = await sync_to_async(chat_agent)()
    if policy is not None:
        await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key=policy[0], config=policy[1],
                                              position=0)
    communicator = await connect()
    await send_message(communicator, "mail jane.doe@example.com")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    echoed = [f["payload"] for f in frames if f["type"] == "user-message"]
    assert len(echoed) == 1 and echoed[0]["text"] == stored
    # Read back from the database now, the "changed" flag from the stored violations.
    assert echoed[0] == await sync_to_async(stored_user_message)(echoed[0]["runId"])


async def test_a_blocked_message_comes_back_as_kept_with_its_notice(chat_agent: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key="regex-filter",
                                          config={"words": ["forbidden"]}, position=0)
    communicator = await connect()
    await send_message(communicator, "a forbidden thing")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    assert frames[-1]["type"] == "tripwire"
    echoed = [f["payload"] for f in frames if f["type"] == "user-message"]
    # The text as kept (redacted), said to be changed, with the public notice: never what was typed.
    assert len(echoed) == 1 and "forbidden" not in echoed[0]["text"] and echoed[0]["changed"] is True
    assert echoed[0]["blocked"] == frames[-1]["payload"]["reason"]
    row = await Message.objects.aget(run_id=frames[-1]["runId"], role="user")
    assert row.text == echoed[0]["text"] and "forbidden" not in json.dumps(row.data)


@pytest.mark.parametrize("agent_notice, policy_notice, shown", [
    ("", "", "This message can't be processed."),
    ("Let's keep it friendly.", "", "Let's keep it friendly."),
    ("Let's keep it friendly.", "That topic is off limits.", "That topic is off limits."),
])
async def test_a_blocked_turn_sends_the_public_notice_not_the_reason(chat_agent: Any, agent_notice: str,
                                                                     policy_notice: str, shown: str) -> None:
    agent = await sync_to_async(chat_agent)()
    await Agent.objects.filter(pk=agent.pk).aupdate(block_message=agent_notice)
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key=WordBlocker.key,
                                          config={"word": "forbidden"}, position=0, block_message=policy_notice)
    communicator = await connect()
    await send_message(communicator, "this is forbidden")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    tripwire = [f for f in frames if f["type"] == "tripwire"]
    assert tripwire and tripwire[0]["payload"] == {"reason": shown, "processorId": WordBlocker.key}
    # The rule never reaches the visitor (their own message as kept comes back, with the notice).
    echoed = [f for f in frames if f["type"] == "user-message"]
    assert [f["payload"]["blocked"] for f in echoed] == [shown]
    assert "forbidden" not in json.dumps([f for f in frames[1:] if f["type"] != "user-message"])
    assert "not allowed" not in json.dumps(frames)
    assert not text_of(frames)
    run = await Run.objects.aget(conversation_id=frames[0]["payload"]["id"])
    # The admins keep the guardrail's own reason.
    assert run.status == "tripwire" and run.tripwire["reason"] == "The word 'forbidden' is not allowed here."

