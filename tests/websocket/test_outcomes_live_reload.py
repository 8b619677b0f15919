"""What the widget says at the end of a turn, live, is what a reload says: a failed run's coded
message (not a generic note), a reply cut by a dropped connection (not "stopped", as if the
visitor had pressed Stop), and the visitor's message as stored even for a turn stopped before
its first step."""
from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from django.test import Client, override_settings

from agentproc import turns
from agentproc.models import Message, Run
from agentproc.runtime.providers.registry import register_provider
from agentproc.runtime.providers.scripted import ScriptedModel
from tests.websocket.chat import (FINAL, connect, frames_of_a_turn_stopped_at_start, frames_until, send_message,
                                  wait_for_status)

pytestmark = pytest.mark.django_db(transaction=True)

#: What the widget says live under a reply whose socket closed (chat.js).
DISCONNECTED_NOTE = "The connection dropped before the reply finished."
PROVIDER_SECRET = "upstream 503 for key sk-live-abc123 on host 10.0.0.7"
CHAT_JS = Path(__file__).resolve().parents[2] / "agentproc" / "static" / "agentproc" / "chat.js"


class ProviderDown(Exception):
    """A provider's HTTP error: its text is for the admins, never for the visitor."""

    status_code = 503


# A provider that fails on every call (its error lane has nothing to retry with).
register_provider("outcometest", lambda name: ScriptedModel([ProviderDown(PROVIDER_SECRET)] * 5))


def _history(user: Any, conversation: str, slug: str = "support") -> dict[str, Any]:
    client = Client()
    client.force_login(user)
    response = client.get(f"/agentproc/{slug}/conversations/{conversation}/messages/")
    assert response.status_code == 200
    return response.json()


async def test_a_failed_run_reads_its_coded_message_after_a_reload(chat_agent: Any, make_user: Any) -> None:
    await sync_to_async(chat_agent)(model="outcometest/down")
    user = await sync_to_async(make_user)()
    communicator = await connect(user=user)
    await send_message(communicator, "hello?")
    frames = await frames_until(communicator, FINAL | {"error"}, timeout=10)
    await communicator.disconnect()

    error = frames[-1]
    assert error["type"] == "error", frames
    told = error["payload"]["error"]
    assert told["code"] == "model_error"
    history = await sync_to_async(_history)(user, frames[0]["payload"]["id"])
    assert history["runs"] == {error["runId"]: {"outcome": "failed", "notice": told["message"],
                                                "code": told["code"]}}
    assert PROVIDER_SECRET not in str(history) and "sk-live" not in str(history)
    run = await Run.objects.aget(pk=error["runId"])
    assert run.status == "failed" and run.notice_code == "model_error"
    assert PROVIDER_SECRET in run.error  # the provider's text stays with the admins


async def test_a_failed_runs_end_made_from_its_row_has_its_code(chat_agent: Any) -> None:
    """A socket whose relayed last chunk was lost sends the end made from the run's row: the
    same coded message the live error chunk had."""
    agent = await sync_to_async(chat_agent)()
    run = await Run.objects.acreate(agent=agent, status="failed", notice_code="model_error", error=PROVIDER_SECRET)
    last = await turns.alast_chunk(run.pk)
    assert last["type"] == "error" and last["payload"]["error"]["code"] == "model_error"
    assert PROVIDER_SECRET not in str(last)


@pytest.mark.parametrize("in_worker", [False, True], ids=["in-process", "worker"])
async def test_a_reply_cut_by_a_dropped_connection_is_not_read_as_stopped(
        in_worker: bool, worker: list[Any], chat_agent: Any, make_user: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    user = await sync_to_async(make_user)()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": in_worker}):
        communicator = await connect(user=user)
        await send_message(communicator, "talk a lot")
        frames = await frames_until(communicator, {"text-delta"}, timeout=10)
        await communicator.disconnect()  # the tab closed, the network went away
        run = await wait_for_status(frames[-1]["runId"], {"cancelled"}, timeout=10)
    history = await sync_to_async(_history)(user, frames[0]["payload"]["id"])
    assert history["runs"] == {str(run.pk): {"outcome": "cut", "notice": DISCONNECTED_NOTE, "code": "disconnected"}}
    assert (await Run.objects.aget(pk=run.pk)).notice_code == "disconnected"
    # The live widget says the same when its socket closes mid-reply.
    assert 'outcome: "cut", notice: CUT_NOTE' in CHAT_JS.read_text()
    assert f'CUT_NOTE = "{DISCONNECTED_NOTE}"' in CHAT_JS.read_text()


@pytest.mark.parametrize("in_worker", [False, True], ids=["in-process", "worker"])
async def test_a_reply_the_visitor_stopped_still_reads_stopped(
        in_worker: bool, worker: list[Any], chat_agent: Any, make_user: Any) -> None:
    await sync_to_async(chat_agent)(model="wstest/slow")
    user = await sync_to_async(make_user)()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": in_worker}):
        communicator = await connect(user=user)
        await send_message(communicator, "talk a lot")
        frames = await frames_until(communicator, {"text-delta"}, timeout=10)
        await communicator.send_json_to({"type": "cancel"})
        frames += await frames_until(communicator, FINAL, timeout=10)
        await communicator.disconnect()  # after the stop: the run is over, nothing changes
        run = await wait_for_status(frames[-1]["runId"], {"cancelled"})
    await asyncio.sleep(0.2)

    history = await sync_to_async(_history)(user, frames[0]["payload"]["id"])
    assert history["runs"] == {str(run.pk): {"outcome": "stopped"}}


def _user_messages(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [f["payload"] for f in frames if f["type"] == "user-message"]


async def _assert_told_as_stored(told: dict[str, Any]) -> None:
    row = await Message.objects.aget(run_id=told["runId"], role="user")
    assert told == {"id": str(row.id), "text": row.text, "changed": False, "runId": str(row.run_id)}


async def test_a_turn_stopped_before_its_task_ran_tells_the_stored_message_once(
        chat_agent: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """No input guardrail: the claim stored the message. A stop that reaches the turn's task
    before it ever ran still switches the bubble to the stored text, before ``abort``."""
    await sync_to_async(chat_agent)()
    frames = await frames_of_a_turn_stopped_at_start(monkeypatch)

    assert [f["type"] for f in frames] == ["conversation", "user-message", "abort"]
    [told] = _user_messages(frames)
    await _assert_told_as_stored(told)
    assert told["text"] == "hello" and told["runId"] == frames[-1]["runId"]


async def test_a_turn_stopped_before_its_first_step_tells_the_stored_message_once(
        chat_agent: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The turn began but was stopped before its input lane's end (where the message is told
    otherwise): it is told with the turn's end, once, before ``abort``."""
    from agentproc.turns.intake import InputBoundary

    await sync_to_async(chat_agent)(model="wstest/slow")
    reached = asyncio.Event()
    boundary = InputBoundary.process_input_step

    async def held(self: Any, message_list: Any) -> Any:
        reached.set()
        await asyncio.sleep(30)  # the stop comes first
        return await boundary(self, message_list)

    monkeypatch.setattr(InputBoundary, "process_input_step", held)
    communicator = await connect()
    await send_message(communicator, "hello")
    await asyncio.wait_for(reached.wait(), 10)
    await communicator.send_json_to({"type": "cancel"})
    frames = await frames_until(communicator, FINAL | {"error"}, timeout=10)
    await communicator.disconnect()

    types = [f["type"] for f in frames]
    assert types.count("user-message") == 1 and types[-1] == "abort", types
    assert types.index("user-message") < types.index("abort")
    [told] = _user_messages(frames)
    await _assert_told_as_stored(told)
    assert (await Run.objects.aget(pk=told["runId"])).status == "cancelled"


def test_the_admin_run_page_shows_the_visitors_notice_code(admin_client: Any, make_agent: Any) -> None:
    from django.urls import reverse

    run = Run.objects.create(agent=make_agent("support"), status="failed", notice_code="model_error",
                             error=PROVIDER_SECRET)
    html = admin_client.get(reverse("admin:agentproc_run_change", args=[run.pk])).content.decode()
    assert "visitor&#x27;s notice (code)" in html.lower() or "visitor's notice (code)" in html.lower()
    assert "model_error" in html


@pytest.mark.parametrize("in_worker", [False, True], ids=["in-process", "worker"])
async def test_a_turn_whose_stop_came_before_its_first_step_tells_the_stored_message_once(
        in_worker: bool, worker: list[Any], chat_agent: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """No input guardrail: the websocket's claim stored the message. A stop the turn sees
    before its first step (where the input lane would have told the message) ends it with
    ``abort``; the stored message went out before that, once (with the turn's end, read as
    it was stored). A worker's turn stores its message at the input lane's end only: nothing
    was stored, so nothing is told."""
    from agentproc.runtime import run as runtime_run

    await sync_to_async(chat_agent)(model="wstest/slow")
    process_input = runtime_run.Run._process_input

    async def stop_first(self: Any) -> None:
        self.abort_signal.set()  # as a visitor's Stop that arrived while the turn started
        await process_input(self)

    monkeypatch.setattr(runtime_run.Run, "_process_input", stop_first)
    communicator = await connect()
    with override_settings(AGENTPROC={"RUN_IN_WORKER": in_worker}):
        await send_message(communicator, "hello")
        frames = await frames_until(communicator, FINAL | {"error"}, timeout=10)
        await communicator.disconnect()
        run = await wait_for_status(frames[-1]["runId"], {"cancelled"})

    types = [f["type"] for f in frames]
    assert types[-1] == "abort" and "text-delta" not in types, types
    if in_worker:
        assert "user-message" not in types
        assert not await Message.objects.filter(run_id=run.pk).aexists() and "not stored" in run.error
        return
    assert types.count("user-message") == 1 and types.index("user-message") < types.index("abort"), types
    [told] = _user_messages(frames)
    await _assert_told_as_stored(told)
    assert told["runId"] == str(run.pk)
