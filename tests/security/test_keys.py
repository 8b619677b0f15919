"""Keys of their own: queued turns and hashed tokens do not hang on SECRET_KEY, rotate without
losing anything, and production refuses the demo's published values.

The attack: the demo's SECRET_KEY is public and nothing refused it with DEBUG off; queued turns
were sealed and PII tokens hashed with keys derived from it, so one value opened a queued
message read from Redis. After a SECRET_KEY rotation a queued turn waited an hour, silently."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from django.core import checks
from django.test import override_settings

from agentproc import keys, tasks
from agentproc.checks import check_keys
from agentproc.models import Agent, Message, ProcessorPolicy, Run
from agentproc.exceptions import TurnUnreadable
from agentproc.turns.intake import seal, unseal
from tests.clients import connect

MESSAGE = {"id": "m1", "role": "user", "content": {"format": 2, "parts": [{"type": "text", "text": "call 555-0100"}]}}


def _ids(messages: list[checks.CheckMessage]) -> list[str]:
    return [m.id for m in messages]


# -- the system check --------------------------------------------------------------------------

STRONG = {"ENCRYPTION_KEYS": ["e" * 48], "PII_HASH_KEYS": ["h" * 48]}


@pytest.mark.parametrize("secret_key, agentproc, expected", [
    ("agentproc-demo-insecure-key-change-me", STRONG, ["agentproc.E010"]),
    ("x" * 50, {**STRONG, "ENCRYPTION_KEYS": ["new" * 16, "agentproc-demo-encryption-key-change-me"]},
     ["agentproc.E010"]),
    ("x" * 50, {**STRONG, "PII_HASH_KEYS": ["agentproc-demo-hash-key-change-me"]}, ["agentproc.E010"]),
    ("x" * 50, {}, ["agentproc.W002", "agentproc.W002"]),
    ("x" * 50, {**STRONG, "ENCRYPTION_KEYS": "one-key-not-a-list"}, ["agentproc.E011"]),
    ("x" * 50, STRONG, []),
])
def test_production_refuses_the_demos_published_keys(secret_key: str, agentproc: dict[str, Any],
                                                      expected: list[str]) -> None:
    with override_settings(DEBUG=False, SECRET_KEY=secret_key, AGENTPROC=agentproc):
        assert _ids(check_keys()) == expected


def test_the_demo_may_use_its_published_keys_with_debug_on() -> None:
    with override_settings(DEBUG=True, SECRET_KEY="agentproc-demo-insecure-key-change-me",
                           AGENTPROC={"ENCRYPTION_KEYS": ["agentproc-demo-encryption-key-change-me"]}):
        assert check_keys() == []


def test_the_demo_projects_defaults_are_the_refused_values(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util
    from pathlib import Path

    import project

    for name in ("DJANGO_SECRET_KEY", "AGENTPROC_ENCRYPTION_KEYS", "AGENTPROC_PII_HASH_KEYS"):
        monkeypatch.delenv(name, raising=False)
    spec = importlib.util.spec_from_file_location("_demo_settings", Path(project.__file__).parent / "settings.py")
    demo = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(demo)  # type: ignore[union-attr]
    published = [demo.SECRET_KEY, *demo.AGENTPROC["ENCRYPTION_KEYS"], *demo.AGENTPROC["PII_HASH_KEYS"]]
    assert all(value in keys.PUBLIC_DEMO_VALUES for value in published)


# -- queued turns: sealed with the newest key, opened with any listed one -------------------------

def test_a_turn_sealed_before_a_rotation_opens_after_it() -> None:
    with override_settings(AGENTPROC={"ENCRYPTION_KEYS": ["old-key-" * 6]}):
        sealed = seal(MESSAGE)
    assert "555-0100" not in sealed
    with override_settings(AGENTPROC={"ENCRYPTION_KEYS": ["new-key-" * 6, "old-key-" * 6]}):
        assert unseal(sealed) == MESSAGE
        resealed = seal(MESSAGE)
    with override_settings(AGENTPROC={"ENCRYPTION_KEYS": ["new-key-" * 6]}):
        assert unseal(resealed) == MESSAGE  # new turns use the new key
        with pytest.raises(TurnUnreadable) as broken:
            unseal(sealed)  # the old key was dropped too early
    assert broken.value.code == "turn_unreadable"


def test_the_encryption_keys_do_not_depend_on_secret_key() -> None:
    with override_settings(SECRET_KEY="first-secret-key", AGENTPROC={"ENCRYPTION_KEYS": ["k" * 48]}):
        sealed = seal(MESSAGE)
    with override_settings(SECRET_KEY="rotated-secret-key", AGENTPROC={"ENCRYPTION_KEYS": ["k" * 48]}):
        assert unseal(sealed) == MESSAGE


LAYERS = {
    "memory": {"BACKEND": "channels.layers.InMemoryChannelLayer"},
    "redis": {"BACKEND": "agentproc.redis_layer.RedisChannelLayer",
              "CONFIG": {"hosts": [{"address": "redis://127.0.0.1:6379/14", "socket_timeout": None}],
                         "prefix": "agentproc-security-keys"}},
}


@pytest.fixture(params=["memory", pytest.param("redis", marks=pytest.mark.redis)])
def layer(request: pytest.FixtureRequest) -> Any:
    with override_settings(CHANNEL_LAYERS={"default": LAYERS[request.param]}):
        yield request.param


async def _queued_turn(monkeypatch: pytest.MonkeyPatch, settings_then: dict[str, Any]) -> tuple[Any, str, str, str]:
    """A socket whose message was queued for a worker under ``settings_then``: the socket, its
    conversation, the run and the sealed message the worker will get."""
    queued: list[tuple[str, str]] = []
    monkeypatch.setattr(tasks, "enqueue_turn", lambda run: queued.append((str(run.pk), seal(run.intake.message))))
    await Agent.objects.acreate(slug="support", name="Support", model="scripted/fast", allow_anonymous=True)
    communicator = await connect()
    with override_settings(**settings_then):
        await communicator.send_json_to({"type": "message", "conversation": None, "text": "hello"})
        conversation = (await communicator.receive_json_from())["payload"]["id"]
        for _ in range(100):  # the hand-off follows the conversation frame
            if queued:
                break
            await asyncio.sleep(0.02)
    [(run_id, sealed)] = queued
    return communicator, conversation, run_id, sealed


async def _frames_to_the_end(communicator: Any) -> list[dict[str, Any]]:
    frames = [await communicator.receive_json_from(timeout=2)]
    while frames[-1]["type"] not in ("finish", "error", "tripwire", "abort"):
        frames.append(await communicator.receive_json_from(timeout=2))
    return frames


@pytest.mark.django_db(transaction=True)
async def test_a_queued_turn_no_key_opens_tells_its_socket_at_once(layer: str, monkeypatch: pytest.MonkeyPatch,
                                                                   db_thread_closed: Any) -> None:
    """The worker picks up a turn sealed before SECRET_KEY changed (keys derived from it): the
    run fails and the socket hears a coded error now, not after the queued-run reaper's hour."""
    communicator, conversation, run_id, sealed = await _queued_turn(
        monkeypatch, {"SECRET_KEY": "before-the-rotation", "AGENTPROC": {"RUN_IN_WORKER": True}})
    with override_settings(SECRET_KEY="after-the-rotation", AGENTPROC={"RUN_IN_WORKER": True}):
        outcome = await sync_to_async(tasks.run_turn)(run_id, sealed)
        [error] = await _frames_to_the_end(communicator)
        await communicator.send_json_to({"type": "message", "conversation": conversation, "text": "again"})
        again = await communicator.receive_json_from(timeout=2)
    await communicator.disconnect()

    assert outcome == {"runId": run_id, "status": "failed", "error": "turn_unreadable"}
    assert error["type"] == "error" and error["runId"] == run_id
    assert error["payload"]["error"]["code"] == "turn_unreadable"
    assert "key" not in error["payload"]["error"]["message"].lower()  # the reason is for admins
    run = await Run.objects.aget(pk=run_id)
    assert run.status == "failed" and "ENCRYPTION_KEYS" in run.error
    assert again == {"type": "conversation", "payload": {"id": conversation}}  # not left busy


@pytest.mark.django_db(transaction=True)
async def test_a_turn_queued_before_a_key_rotation_runs_after_it(layer: str, monkeypatch: pytest.MonkeyPatch,
                                                                  db_thread_closed: Any) -> None:
    communicator, _conversation, run_id, sealed = await _queued_turn(
        monkeypatch, {"AGENTPROC": {"RUN_IN_WORKER": True, "ENCRYPTION_KEYS": ["old-key-" * 6]}})
    rotated = {"RUN_IN_WORKER": True, "ENCRYPTION_KEYS": ["new-key-" * 6, "old-key-" * 6]}
    with override_settings(SECRET_KEY="rotated-as-well", AGENTPROC=rotated):
        outcome = await sync_to_async(tasks.run_turn)(run_id, sealed)
        frames = await _frames_to_the_end(communicator)
    await communicator.disconnect()

    assert outcome["status"] == "completed" and frames[-1]["type"] == "finish"
    stored = await Message.objects.filter(run_id=run_id, role="user").afirst()
    assert stored is not None and stored.text == "hello"


# -- hashed tokens: the newest hash key, whatever SECRET_KEY is -----------------------------------

@pytest.mark.django_db
def test_pii_tokens_use_the_newest_hash_key_and_old_tokens_stay_findable(make_agent: Any, model_script: Any) -> None:
    from agentproc import turns
    from agentproc.models import Conversation

    agent = make_agent(policies=[("input", "pii-detector", {"redaction_method": "hash", "detection_types": ["email"]})])
    assert ProcessorPolicy.objects.get(agent=agent).config.get("hash_key", "") == ""

    def stored_text(secret_key: str, hash_keys: list[str]) -> str:
        model_script.set("Noted.")
        with override_settings(SECRET_KEY=secret_key, AGENTPROC={"PII_HASH_KEYS": hash_keys}):
            run = turns.run_turn(Conversation.objects.create(agent=agent), "write to ann@example.com").run
        return Message.objects.get(run=run, role="user").text

    first = stored_text("secret-one", ["hash-one-" * 5])
    assert "ann@example.com" not in first
    assert stored_text("secret-two", ["hash-one-" * 5]) == first  # SECRET_KEY does not enter into it
    rotated = stored_text("secret-two", ["hash-two-" * 5, "hash-one-" * 5])
    assert rotated != first
    with override_settings(AGENTPROC={"PII_HASH_KEYS": ["hash-two-" * 5, "hash-one-" * 5]}):
        tokens = keys.hash_tokens("email", "ann@example.com")
    assert tokens[0] in rotated and tokens[1] in first
