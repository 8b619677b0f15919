"""A reloaded conversation says what the live one said: the history view gives each run's
outcome (stopped, blocked, failed) and keeps the text a visitor saw before they stopped a reply."""
from __future__ import annotations

from typing import Any

import pytest
from asgiref.sync import sync_to_async
from django.test import Client

from agentproc.models import ProcessorPolicy
from agentproc.runtime.providers.registry import register_provider
from agentproc.runtime.providers.scripted import ScriptedModel
from tests.websocket.chat import FINAL, connect, frames_until, send_message, text_of

pytestmark = pytest.mark.django_db(transaction=True)

WORDS = " ".join(f"w{i}" for i in range(200))
_models: dict[str, ScriptedModel] = {}
# One model per turn: a tool call, then a long answer streamed slowly.
register_provider("histtest", lambda name: _models[name])


def _history(user: Any, slug: str, conversation: str) -> dict[str, Any]:
    client = Client()
    client.force_login(user)
    response = client.get(f"/agentproc/{slug}/conversations/{conversation}/messages/")
    assert response.status_code == 200
    return response.json()


async def test_a_reply_stopped_after_a_tool_call_keeps_its_text_and_its_note(
        chat_agent: Any, make_user: Any) -> None:
    from project.demo.tools import lookup_order  # noqa: F401 - registers the tool

    _models["tools"] = ScriptedModel([{"tool_calls": [{"name": "lookup_order", "args": {"order_id": "1234"}}]},
                                      WORDS], delay=0.02)
    await sync_to_async(chat_agent)(model="histtest/tools", tools=["lookup_order"])
    user = await sync_to_async(make_user)()
    communicator = await connect(user=user)
    await send_message(communicator, "Where is order 1234?")
    frames = await frames_until(communicator, {"text-delta"}, timeout=10)
    frames += [await communicator.receive_json_from(timeout=2) for _ in range(3)]
    await communicator.send_json_to({"type": "cancel"})
    frames += await frames_until(communicator, FINAL, timeout=5)
    await communicator.disconnect()
    assert frames[-1]["type"] == "abort"

    history = await sync_to_async(_history)(user, "support", frames[0]["payload"]["id"])
    run = frames[-1]["runId"]
    answers = [m for m in history["messages"] if m["role"] == "assistant"]
    # The tool call and the text streamed after it, as the visitor saw it before stopping.
    assert any(p["type"] == "tool-invocation" for p in answers[0]["parts"])
    assert answers[-1]["text"] == text_of(frames) and answers[-1]["partial"] is True
    assert history["runs"] == {run: {"outcome": "stopped"}}


async def test_a_blocked_message_reads_the_same_live_and_after_a_reload(chat_agent: Any, make_user: Any) -> None:
    agent = await sync_to_async(chat_agent)()
    await ProcessorPolicy.objects.acreate(agent=agent, lane="input", processor_key="regex-filter",
                                          config={"words": ["launch codes"]}, position=0)
    user = await sync_to_async(make_user)()
    communicator = await connect(user=user)
    await send_message(communicator, "What are the launch codes?")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    live = next(f["payload"] for f in frames if f["type"] == "user-message")
    notice = frames[-1]["payload"]["reason"]
    history = await sync_to_async(_history)(user, "support", frames[0]["payload"]["id"])
    [stored] = history["messages"]
    assert "launch codes" not in stored["text"] and stored["text"] == live["text"]
    assert stored["changed"] is live["changed"] is True
    assert stored["blocked"] == live["blocked"] == notice
    assert history["runs"] == {live["runId"]: {"outcome": "blocked", "notice": notice}}


async def test_a_completed_turn_has_no_outcome_note(chat_agent: Any, make_user: Any) -> None:
    await sync_to_async(chat_agent)()
    user = await sync_to_async(make_user)()
    communicator = await connect(user=user)
    await send_message(communicator, "hi")
    frames = await frames_until(communicator, FINAL)
    await communicator.disconnect()

    history = await sync_to_async(_history)(user, "support", frames[0]["payload"]["id"])
    assert [m["role"] for m in history["messages"]] == ["user", "assistant"]
    assert history["runs"] == {} and "partial" not in history["messages"][1]
