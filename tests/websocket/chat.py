"""The chat websocket as the tests drive it: through the project's ASGI app with
WebsocketCommunicator, on agents whose ``wstest/<name>`` models are scripted afresh per turn."""
from __future__ import annotations

import asyncio
import copy
import importlib.util
import uuid
from pathlib import Path
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client

import project
from agentproc.models import Run
from agentproc.processors.schema import Field
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor
from agentproc.runtime.providers.registry import register_provider
from agentproc.runtime.providers.scripted import ScriptedModel
from project.asgi import application

SLOW_WORDS = [f"w{i}" for i in range(200)]

# Each turn builds its model from Agent.model, so "wstest/<name>" gives every turn a fresh script.
SCRIPTS = {
    "hello": lambda: ScriptedModel(["Hello there, friend."]),
    "slow": lambda: ScriptedModel([" ".join(SLOW_WORDS)], delay=0.02),
    "medium": lambda: ScriptedModel([" ".join(SLOW_WORDS[:40])], delay=0.01),
}
register_provider("wstest", lambda name: SCRIPTS[name]())


class WordBlocker(Processor):
    """Blocks a message containing ``word`` (a stand-in for the built-in guardrails)."""

    key = id = "wstest-word-blocker"
    lanes = ("input",)
    config_fields = (Field("word", "str", default="forbidden"),)

    def __init__(self, word: str = "forbidden") -> None:
        self.word = word

    def process_input(self, messages: list[Any], abort: Any) -> list[Any]:
        if any(self.word in m.text for m in messages):
            abort(f"The word {self.word!r} is not allowed here.")
        return messages


processor_registry.register(WordBlocker)

FINAL = {"finish", "tripwire", "abort"}
REDIS_URL = "redis://127.0.0.1:6379"


def project_redis_layer(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The channel layer the demo project configures when REDIS_URL is set (its settings
    module run again with the variable), with a prefix of its own for this test."""
    monkeypatch.setenv("REDIS_URL", REDIS_URL)
    spec = importlib.util.spec_from_file_location("_settings_with_redis", Path(project.__file__).parent / "settings.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    config = copy.deepcopy(module.CHANNEL_LAYERS["default"])
    assert config["BACKEND"] == "agentproc.redis_layer.RedisChannelLayer"
    config["CONFIG"]["prefix"] = f"agentproc-test-{uuid.uuid4().hex[:8]}"
    return config


def session_cookie(user: Any) -> str:
    client = Client()
    client.force_login(user)
    return client.cookies["sessionid"].value


async def connect(slug: str = "support", *, user: Any = None) -> WebsocketCommunicator:
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        cookie = await sync_to_async(session_cookie)(user)
        headers.append((b"cookie", f"sessionid={cookie}".encode()))
    communicator = WebsocketCommunicator(application, f"/ws/agentproc/{slug}/", headers=headers)
    connected, _ = await communicator.connect()
    assert connected
    return communicator


async def frames_until(communicator: WebsocketCommunicator, types: set[str], timeout: float = 5) -> list[dict[str, Any]]:
    """Every frame up to and including the first whose type is in ``types``."""
    frames = []
    while True:
        frame = await communicator.receive_json_from(timeout=timeout)
        frames.append(frame)
        if frame["type"] in types or (frame["type"] == "error" and "code" in frame.get("payload", {})):
            return frames


async def send_message(communicator: WebsocketCommunicator, text: str, conversation: str | None = None) -> None:
    await communicator.send_json_to({"type": "message", "conversation": conversation, "text": text})


def text_of(frames: list[dict[str, Any]]) -> str:
    return "".join(f["payload"]["text"] for f in frames if f["type"] == "text-delta")


async def wait_for_status(run_id: str, statuses: set[str], timeout: float = 5) -> Run:
    for _ in range(int(timeout / 0.05)):
        run = await Run.objects.aget(id=run_id)
        if run.status in statuses:
            return run
        await asyncio.sleep(0.05)
    raise AssertionError(f"run stayed {run.status}")


def no_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """RUN_IN_WORKER with a worker that never picks the turn up (it stays queued)."""
    from agentproc import tasks

    monkeypatch.setattr(tasks, "enqueue_turn", lambda run: None)


async def queued_worker_turn(communicator: WebsocketCommunicator) -> tuple[str, Run]:
    """Send a message that a worker never picks up (``no_worker``): its conversation and run."""
    await send_message(communicator, "hi")
    conversation = (await communicator.receive_json_from())["payload"]["id"]
    return conversation, await Run.objects.aget(conversation_id=conversation)



async def frames_of_a_turn_stopped_at_start(monkeypatch: pytest.MonkeyPatch, text: str = "hello") -> list[dict[str, Any]]:
    """The frames a socket gets for ``text`` when the turn is stopped as soon as it is started,
    before the event loop gave the turn's task its first step."""
    from agentproc.websocket.consumer import ChatConsumer

    start = ChatConsumer.start

    async def start_then_stop(self: Any, run: Any, claim: Any = None) -> None:
        await start(self, run, claim)
        await self.stop_turn()

    monkeypatch.setattr(ChatConsumer, "start", start_then_stop)
    communicator = await connect()
    await send_message(communicator, text)
    frames = await frames_until(communicator, FINAL | {"error"})
    await communicator.disconnect()
    return frames
