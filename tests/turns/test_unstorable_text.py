"""Text a database cannot hold that comes from the model or a tool (NUL, unpaired surrogates)
is stored with U+FFFD in its place, the same on SQLite and PostgreSQL; the turn completes."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc import turns
from agentproc.models import Agent, Conversation, Message, Run
from agentproc.registry import tool_registry
from agentproc.runtime import tool

pytestmark = pytest.mark.django_db(transaction=True)


@tool(description="Returns what a hostile upstream system might.")
def unstorable_lookup(order: str) -> dict[str, Any]:
    return {"order": order, "note": "late\x00 \ud800again", "bad\x00key": 1}


@pytest.fixture
def chat(alice: Any, model_script: Any) -> Any:
    tool_registry.register(unstorable_lookup)
    agent = Agent.objects.create(slug="unstorable", name="U", model="test/script", tools=["unstorable_lookup"])
    yield Conversation.objects.create(agent=agent, owner=alice)
    tool_registry.unregister("unstorable_lookup")


@pytest.mark.parametrize("reply", ["a NUL \x00 here", "a lone \ud800 surrogate", "reversed \ude00\ud83d pair"])
def test_a_reply_the_database_cannot_hold_is_stored_normalised(chat: Conversation, model_script: Any, reply: str) -> None:
    model_script.set(reply)
    result = turns.run_turn(chat, "say something odd")
    stored = Message.objects.get(role="assistant")
    expected = reply.replace("\x00", "\ufffd")
    for ch in "\ud800\ude00\ud83d":
        expected = expected.replace(ch, "\ufffd")
    assert result.status == "completed"
    assert stored.text == expected and Run.objects.get().output_text == expected
    assert stored.data["content"]["parts"][0]["text"] == expected


def test_a_tool_result_the_database_cannot_hold_is_stored_normalised(chat: Conversation, model_script: Any) -> None:
    model_script.set({"tool_calls": [{"name": "unstorable_lookup", "args": {"order": "7\x00"}}]}, "done")
    result = turns.run_turn(chat, "where is my order?")
    stored = " ".join(str(m.data) for m in Message.objects.all())
    assert result.status == "completed"
    assert "late\ufffd \ufffdagain" in stored and "bad\ufffdkey" in stored
    assert "\x00" not in stored and "\ud800" not in stored
