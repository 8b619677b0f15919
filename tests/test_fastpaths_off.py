"""With ``AGENTPROC["FAST_PATHS"]`` off a turn stores exactly what it stores with them on, and
the fast paths are really off: nothing compiled, no group, the session wrapper kept, autobahn
left as it is."""
from __future__ import annotations

import asyncio
import subprocess
import sys
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.sessions import InstanceSessionWrapper

from agentproc.fastpaths import frames, group_commit, statements
from agentproc.models import Conversation, Message, Run, Violation
from tests.clients import client_for

ROOT = Path(__file__).resolve().parent.parent
SECRET = "write to jo@example.com"
PII = (("input", "pii-detector", {}, "enforce"),)


def fast_paths(settings: Any, on: bool) -> None:
    settings.AGENTPROC = {**settings.AGENTPROC, "FAST_PATHS": on}


def stored(conversation_id: Any) -> dict[str, Any]:
    """What a user or an auditor sees of a conversation's rows (no keys, no times)."""
    return {
        "conversation": [(title, bool(session_key)) for title, session_key in  # each visitor has a session of its own
                         Conversation.objects.filter(pk=conversation_id).values_list("title", "session_key")],
        "messages": list(Message.objects.filter(conversation_id=conversation_id).order_by("created_at", "role")
                         .values_list("role", "text", "in_context")),
        "runs": list(Run.objects.filter(conversation_id=conversation_id).values_list(
            "status", "finish_reason", "source", "model", "output_text", "error")),
        "violations": list(Violation.objects.filter(conversation_id=conversation_id).order_by("processor_id").values_list(
            "processor_id", "lane", "hook", "action")),
    }


def assert_same_and_redacted(on: dict[str, Any], off: dict[str, Any]) -> None:
    assert on == off
    assert [role for role, _, _ in off["messages"]] == ["user", "assistant"]
    assert off["runs"][0][0] == "completed" and off["violations"]  # the redaction is on record
    assert "jo@example.com" not in repr(off)  # the enforced guardrail's redaction was stored both ways


@pytest.mark.django_db(transaction=True)
async def test_a_websocket_turn_stores_the_same_rows_with_the_fast_paths_off(
        settings: Any, make_agent: Any, model_script: Any) -> None:
    from tests.websocket.chat import FINAL, connect, frames_until, send_message

    await sync_to_async(make_agent)("support", policies=PII, allow_anonymous=True)
    seen = {}
    for on in (True, False):
        fast_paths(settings, on)
        model_script.set("Noted, thanks.")
        socket = await connect()
        await send_message(socket, SECRET)
        sent = await frames_until(socket, FINAL)
        await socket.disconnect()
        conversation = sent[0]["payload"]["id"]
        seen[on] = ([f["type"] for f in sent[1:]], await sync_to_async(stored)(conversation))
    assert seen[True][0] == seen[False][0] and seen[False][0][-1] == "finish"  # the same frames
    assert_same_and_redacted(seen[True][1], seen[False][1])


@pytest.mark.django_db
def test_an_api_turn_stores_the_same_rows_with_the_fast_paths_off(
        settings: Any, make_agent: Any, model_script: Any, alice: Any) -> None:
    agent = make_agent("support", policies=PII)
    api = client_for(alice)
    seen = {}
    for on in (True, False):
        fast_paths(settings, on)
        model_script.set("Noted, thanks.")
        conversation = Conversation.objects.create(agent=agent, owner=alice)
        answer = api.post(f"/api/conversations/{conversation.pk}/messages/", {"text": SECRET}, format="json")
        assert answer.status_code == 200, answer.content
        body = answer.json()
        seen[on] = ((body["status"], body["text"]), stored(conversation.pk))
    assert seen[True][0] == seen[False][0] == ("completed", "Noted, thanks.")
    assert_same_and_redacted(seen[True][1], seen[False][1])


@pytest.mark.django_db
def test_with_the_fast_paths_off_no_statement_is_compiled(
        settings: Any, make_agent: Any, model_script: Any, alice: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from agentproc.turns import services

    fast_paths(settings, False)
    monkeypatch.setattr(statements, "_sql", {})
    agent = make_agent("support")
    model_script.set("Hello.")
    conversation = services.get_conversation(agent, user=alice, session_key=None)
    assert services.run_turn(conversation, "hi").status == "completed"
    assert statements._sql == {}  # every statement went through the ORM
    fast_paths(settings, True)
    model_script.set("Hello again.")
    assert services.run_turn(conversation, "again").status == "completed"
    assert statements._sql  # the same turn with them on compiles its statements


@pytest.mark.django_db(transaction=True)
async def test_with_the_fast_paths_off_writes_that_wait_together_form_no_group(settings: Any) -> None:
    from tests.turns.test_group_commit import queued, slugs, thread_held, write

    fast_paths(settings, False)
    async with thread_held():
        calls = await queued(*(partial(write, f"w{i}") for i in range(3)))
    assert await asyncio.gather(*calls) == [None, None, None]  # each in its own transaction
    assert asyncio.get_running_loop() not in group_commit._queues
    assert await slugs() == {"w0", "w1", "w2"}


async def test_with_the_fast_paths_off_frames_keep_the_session_wrapper(settings: Any) -> None:
    async def transport(message: dict[str, Any]) -> None:
        pass

    session = InstanceSessionWrapper({"type": "websocket", "cookies": {}}, transport)
    fast_paths(settings, False)
    assert frames.frame_sender(session.send) == session.send  # the wrapper's own bound method
    fast_paths(settings, True)
    assert frames.frame_sender(session.send) is transport


def test_with_the_fast_paths_off_autobahn_is_left_as_it_is() -> None:
    probe = ("import django; django.setup()\n"
             "import autobahn.util, autobahn.websocket.protocol as protocol\n"
             "from project.tuning import plain_autobahn_logs\n"
             "plain_autobahn_logs()\n"
             "print(protocol.hltype is autobahn.util.hltype, protocol.hlval is autobahn.util.hlval)\n")

    def run(fast: str) -> str:
        return subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True,
                              env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT),
                                   "DJANGO_SETTINGS_MODULE": "tests.settings",
                                   "AGENTPROC_TEST_FAST_PATHS": fast}).stdout.strip()

    assert run("0") == "True True"
    assert run("1") == "False False"  # on, the helpers are deferred
