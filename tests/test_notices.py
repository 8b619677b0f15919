"""Visitors see no internals: coded generic errors, public block notices, no session keys,
no secret processor options, DEBUG off by default."""
from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest
from channels.testing import WebsocketCommunicator
from django.urls import reverse

import project
from agentproc.models import Agent, Conversation, ProcessorPolicy, Run
from agentproc.runtime.providers.registry import register_provider
from agentproc.runtime.providers.scripted import ScriptedModel
from project.asgi import application

KEY_TEXT = "Error code: 401 - Incorrect API key provided: sk-redte****cdef"


class ProviderError(Exception):
    """What an OpenAI-compatible SDK raises for a 401 (a status code and the provider's words)."""

    status_code = 401


class Broken(Exception):
    """A bug inside the deployment (not the provider)."""


FAILURES = {"provider": lambda: ScriptedModel([ProviderError(KEY_TEXT)]),
            "bug": lambda: ScriptedModel([Broken("KeyError in /srv/app/secret_config.py line 12")])}
register_provider("noticetest", lambda name: FAILURES[name]())


async def _turn(slug: str, text: str = "hello") -> list[dict[str, Any]]:
    communicator = WebsocketCommunicator(application, f"/ws/agentproc/{slug}/",
                                         headers=[(b"origin", b"http://testserver"), (b"host", b"testserver")])
    assert (await communicator.connect())[0]
    await communicator.send_json_to({"type": "message", "conversation": None, "text": text})
    frames: list[dict[str, Any]] = []
    while not frames or frames[-1]["type"] not in ("finish", "tripwire", "abort", "error"):
        frames.append(json.loads(await communicator.receive_from(timeout=10)))
    await communicator.disconnect()
    return frames


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("model, code, hidden", [
    ("provider", "model_error", "sk-redte"),
    ("bug", "internal_error", "secret_config.py"),
])
async def test_a_failed_turn_reaches_the_visitor_as_a_coded_generic_error(db_thread_closed: Any, model: str, code: str, hidden: str) -> None:
    await Agent.objects.acreate(slug="fails", name="Fails", model=f"noticetest/{model}", allow_anonymous=True)
    frames = await _turn("fails")
    error = frames[-1]
    assert error["type"] == "error" and error["payload"]["error"]["code"] == code
    assert error["payload"]["error"]["message"]  # a sentence a visitor can read
    assert hidden not in json.dumps(frames)
    run = await Run.objects.aget()
    assert run.status == "failed" and hidden in run.error  # the admins keep the full text


@pytest.mark.django_db
def test_the_admin_never_shows_a_session_key(admin_client: Any) -> None:
    from agentproc import turns

    agent = Agent.objects.create(slug="open", name="Open", allow_anonymous=True)
    key = "q7c0ffee" + "x" * 24
    conversation = turns.get_conversation(agent, session_key=key)
    # A row made before resource ids were hashed still shows no key.
    legacy = Conversation.objects.create(agent=agent, session_key=key, resource_id=f"session:{key}")
    assert key not in conversation.resource_id
    for row in (conversation, legacy):
        page = admin_client.get(reverse("admin:agentproc_conversation_change", args=[row.pk])).content.decode()
        assert key not in page and key[:8] not in page
    listing = admin_client.get(reverse("admin:agentproc_conversation_changelist")).content.decode()
    assert key[:8] not in listing


@pytest.mark.django_db
def test_a_secret_processor_option_is_a_password_input_that_keeps_its_value(admin_client: Any) -> None:
    agent = Agent.objects.create(slug="hashing", name="Hashing")
    policy = ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="pii-detector",
                                            config={"redaction_method": "hash", "hash_key": "k-very-secret-123"})
    url = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    page = admin_client.get(url).content.decode()
    assert "k-very-secret-123" not in page
    [tag] = re.findall(r'<input[^>]*name="config__hash_key"[^>]*>', page)
    assert 'type="password"' in tag

    form = _form_data(admin_client, url)
    form["config__hash_key"] = ""  # left blank: unchanged
    assert admin_client.post(url, form).status_code == 302
    policy.refresh_from_db()
    assert policy.config["hash_key"] == "k-very-secret-123"
    form["config__hash_key"] = "a-new-key"
    assert admin_client.post(url, form).status_code == 302
    policy.refresh_from_db()
    assert policy.config["hash_key"] == "a-new-key"


def _form_data(client: Any, url: str) -> dict[str, Any]:
    """The change form's fields with their current values (as a browser would post them)."""
    form = client.get(url).context["adminform"].form
    data: dict[str, Any] = {}
    for name in form.fields:
        value = form[name].value()
        if value is None:
            continue
        if isinstance(value, bool):
            if value:
                data[name] = "on"
        elif isinstance(value, (list, tuple)):
            data[name] = [str(v) for v in value]
        else:
            data[name] = value
    return data


@pytest.mark.parametrize("env, debug", [({}, False), ({"DJANGO_DEBUG": "1"}, True), ({"DJANGO_DEBUG": "0"}, False)])
def test_debug_is_off_unless_the_environment_turns_it_on(monkeypatch: pytest.MonkeyPatch, env: dict[str, str],
                                                          debug: bool) -> None:
    monkeypatch.delenv("DJANGO_DEBUG", raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    spec = importlib.util.spec_from_file_location("_settings_debug", Path(project.__file__).parent / "settings.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    assert module.DEBUG is debug


def _crashing_stock_check(sku: str) -> dict[str, Any]:
    """Check the stock of a product.

    Args:
        sku: The product code.
    """
    raise RuntimeError("connection to postgres://inventory:hunter2@10.0.0.7 refused")


@pytest.mark.django_db(transaction=True)
async def test_a_failed_tool_shows_the_visitor_a_generic_error(db_thread_closed: Any, settings: Any) -> None:
    from agentproc.registry import register_tool, tool_registry

    if tool_registry.get("crashing_stock_check", None) is None:
        register_tool(_crashing_stock_check, key="crashing_stock_check")
    await Agent.objects.acreate(slug="shop", name="Shop", model="scripted/fast", allow_anonymous=True,
                                tools=["crashing_stock_check"])
    frames = await _turn("shop", "please check stock of sku 42")
    failed = [f for f in frames if f["type"] == "tool-error"]
    assert failed and failed[0]["payload"]["error"]["code"] == "tool_error"
    assert failed[0]["payload"]["toolName"] == "crashing_stock_check"
    # (The model itself is told the error, and what it answers is its own business.)
    assert "hunter2" not in json.dumps(failed)


@pytest.mark.django_db
def test_a_run_without_its_message_fails_with_a_code_and_stores_no_message() -> None:
    from agentproc import turns

    agent = Agent.objects.create(slug="plain", name="Plain", model="scripted/fast", allow_anonymous=True)
    conversation = turns.get_conversation(agent, session_key="s" * 32)
    run = turns.prepare_turn(conversation, "hello")
    chunks: list[dict[str, Any]] = []

    async def on_chunk(chunk: dict[str, Any]) -> None:
        chunks.append(chunk)

    # Only the id, as a worker would have without the sealed message: nothing to run.
    turn = turns.execute_turn(run.pk, on_chunk=on_chunk)
    assert turn.status == "failed" and chunks[-1]["payload"]["error"]["code"] == "input_unavailable"
    assert not conversation.messages.exists()
    assert "not stored" in Run.objects.get(pk=run.pk).error
