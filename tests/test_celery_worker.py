"""One turn through a real Celery worker process on Redis.

The test starts ``celery -A project worker`` and a driver process, both on
``tests.worker_settings`` (one SQLite file, Redis as broker, result backend and channel
layer). The driver opens the chat websocket (the project's ASGI app, channels-redis),
then starts a turn through the REST API with ``RUN_IN_WORKER`` on: the API answers 202,
the worker runs the turn and publishes its chunks, and the websocket client receives them.
A turn through ``POST .../stream/`` (ASGI) comes back as Server-Sent Events relayed
from the worker, and a slow turn the websocket cancels stops in the worker (abort, stored
as cancelled with what it had produced).

Run the driver alone with ``python -m tests.test_celery_worker`` (it needs the worker).
"""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
REDIS = "redis://127.0.0.1:6379"
# Own Redis databases, so other suites' keys and ours never meet (plus a per-run queue/prefix).
BROKER_DB, CHANNELS_DB = 11, 12
FINAL = {"finish", "tripwire", "error", "abort"}


@pytest.fixture
def worker_env(tmp_path: Path) -> dict[str, str]:
    tag = f"agentproc-test-{uuid.uuid4().hex[:12]}"
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "tests.worker_settings",
        "AGENTPROC_WORKER_DB": str(tmp_path / "worker.sqlite3"),
        "AGENTPROC_WORKER_REDIS": f"{REDIS}/{BROKER_DB}",
        "AGENTPROC_WORKER_CHANNELS": f"{REDIS}/{CHANNELS_DB}",
        "AGENTPROC_WORKER_QUEUE": tag,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }


@pytest.mark.celery_worker
@pytest.mark.timeout(150)
def test_api_turn_runs_in_a_worker_and_streams_to_a_websocket(worker_env: dict[str, str], tmp_path: Path) -> None:
    run = dict(cwd=ROOT, env=worker_env, capture_output=True, text=True, timeout=60)
    migrated = subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], **run)
    assert migrated.returncode == 0, migrated.stderr

    log = (tmp_path / "worker.log").open("w+")
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "project", "worker", "--pool=solo", "--loglevel=INFO",
         "-Q", worker_env["AGENTPROC_WORKER_QUEUE"], "-n", f"{worker_env['AGENTPROC_WORKER_QUEUE']}@%h",
         "--without-gossip", "--without-mingle", "--without-heartbeat"],
        cwd=ROOT, env=worker_env, stdout=log, stderr=subprocess.STDOUT,
    )
    try:
        driven = subprocess.run([sys.executable, "-m", "tests.test_celery_worker"], **{**run, "timeout": 120})
    finally:
        worker.terminate()
        try:
            worker.wait(timeout=15)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()
        _forget_queue(worker_env["AGENTPROC_WORKER_QUEUE"])
    log.seek(0)
    worker_log = log.read()
    log.close()
    lines = [line for line in driven.stdout.splitlines() if line.startswith("RESULT ")]
    assert driven.returncode == 0 and lines, f"driver failed:\n{driven.stdout}\n{driven.stderr}\nworker:\n{worker_log}"
    result = json.loads(lines[-1].removeprefix("RESULT "))

    assert result["status_code"] == 202
    api_run = result["run_id"]
    chunks = result["api_chunks"]
    assert chunks and all(c.get("runId") == api_run for c in chunks if "runId" in c)
    assert chunks[0]["type"] == "start" and chunks[-1]["type"] == "finish"
    streamed = "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta")
    assert "second, through the API" in streamed
    # The worker ran it (the driver never executes turns) and stored what the socket saw.
    assert result["run"]["status"] == "completed" and result["run"]["output_text"] == streamed
    assert result["history"][-2:] == ["second, through the API", streamed]
    assert "agentproc.run_turn[" in worker_log and api_run in worker_log

    assert result["sse"][-1] == "[DONE]"
    events = [json.loads(e) for e in result["sse"][:-1]]
    assert events[0]["type"] == "start" and events[-1]["type"] == "finish"
    assert "third, as events" in "".join(e["payload"]["text"] for e in events if e["type"] == "text-delta")
    assert events[0]["runId"] in worker_log  # relayed from the worker, not run by the web process

    cancel = result["cancel"]
    assert cancel["frames"][-1]["type"] == "abort", cancel["frames"][-3:]
    assert cancel["seconds"] < 2.5  # the whole reply takes over 4 s: the worker stopped it
    assert cancel["run"]["status"] == "cancelled" and cancel["run"]["output_text"].strip()
    assert cancel["streamed"].startswith(cancel["run"]["output_text"].strip())
    assert cancel["frames"][-1]["runId"] in worker_log

    # No column of any agentproc table holds the raw card or address of the worker's turn.
    assert result["raw"]["run"]["status"] == "completed" and result["raw"]["found"] == []


def _forget_queue(queue: str) -> None:
    import redis

    try:
        client = redis.Redis.from_url(f"{REDIS}/{BROKER_DB}")
        keys = list(client.scan_iter(match=f"*{queue}*"))  # the queue and kombu's bindings of it
        if keys:
            client.delete(*keys)
    except redis.RedisError:
        pass


# -- the driver (runs in its own process, on tests.worker_settings) ----------------------


async def _frames_until_final(communicator: Any, run_id: str | None = None, timeout: float = 60) -> list[dict[str, Any]]:
    frames: list[dict[str, Any]] = []
    while True:
        frame = await communicator.receive_json_from(timeout=timeout)
        if frame["type"] == "error" and "code" in frame.get("payload", {}):
            raise AssertionError(f"websocket error frame: {frame}")
        if frame["type"] == "conversation" or (run_id and frame.get("runId") not in (None, run_id)):
            continue
        frames.append(frame)
        if frame["type"] in FINAL:
            return frames


def _setup() -> dict[str, Any]:
    from django.contrib.auth import get_user_model
    from django.test import Client
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    from agentproc.models import Agent, ProcessorPolicy

    support = Agent.objects.create(slug="support", name="Support", model="scripted/fast")
    ProcessorPolicy.objects.create(agent=support, lane="input", processor_key="pii-detector", position=0)
    Agent.objects.create(slug="slow", name="Slow", model="scripted/demo")  # echoes, 30 ms a word
    user = get_user_model().objects.create_user("worker-test", password="pw")
    token = Token.objects.create(user=user).key
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    browser = Client()
    browser.force_login(user)
    conversation = api.post("/api/conversations/", {"agent": "support"}, format="json").json()["id"]
    return {"api": api, "token": token, "cookie": browser.cookies["sessionid"].value, "conversation": conversation}


def _finished_run(run_id: str) -> dict[str, Any]:
    import time

    from agentproc.models import Run

    deadline = time.monotonic() + 20
    while True:  # the worker stores the run just after its last chunk
        run = Run.objects.get(pk=run_id)
        if run.is_final or time.monotonic() > deadline:
            return {"status": run.status, "output_text": run.output_text, "error": run.error}
        time.sleep(0.1)


def _conversation_idle(conversation_id: str) -> None:
    """Wait until no turn of the conversation is live: a worker stores a turn's end just after
    its last chunk, and a message sent in between is answered ``busy`` (409)."""
    import time

    from agentproc.models import LIVE_STATUSES, Run

    deadline = time.monotonic() + 20
    while Run.objects.filter(conversation_id=conversation_id, status__in=LIVE_STATUSES).exists() \
            and time.monotonic() < deadline:
        time.sleep(0.05)


async def drive() -> dict[str, Any]:
    from asgiref.sync import sync_to_async
    from channels.testing import WebsocketCommunicator
    from django.test import AsyncClient

    from project.asgi import application

    state = await sync_to_async(_setup)()
    api, conversation = state["api"], state["conversation"]
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver"),
               (b"cookie", f"sessionid={state['cookie']}".encode())]
    communicator = WebsocketCommunicator(application, "/ws/agentproc/support/", headers=headers)
    connected, _ = await communicator.connect()
    assert connected
    # The socket follows a conversation once it chats in it (that turn runs in the worker too).
    await communicator.send_json_to({"type": "message", "conversation": conversation, "text": "first, on the socket"})
    await _frames_until_final(communicator)
    await sync_to_async(_conversation_idle)(conversation)

    response = await sync_to_async(api.post)(
        f"/api/conversations/{conversation}/messages/", {"text": "second, through the API"}, format="json"
    )
    run_id = response.json().get("runId")
    chunks = await _frames_until_final(communicator, run_id) if response.status_code == 202 else []
    await communicator.disconnect()
    run = await sync_to_async(_finished_run)(run_id) if run_id else {}
    history = await sync_to_async(api.get)(f"/api/conversations/{conversation}/messages/")

    # Server-Sent Events under ASGI relay what the worker publishes.
    sse = await AsyncClient().post(
        f"/api/conversations/{conversation}/stream/", {"text": "third, as events"},
        content_type="application/json", headers={"Authorization": f"Token {state['token']}"},
    )
    if not sse.streaming:
        raise AssertionError(f"stream answered {sse.status_code}: {sse.content[:500]!r}")
    events = "".join([part.decode() async for part in sse.streaming_content]).strip().split("\n\n")

    # A slow turn the socket cancels: the worker gets the request and stops the run.
    slow = WebsocketCommunicator(application, "/ws/agentproc/slow/", headers=headers)
    assert (await slow.connect())[0]
    await slow.send_json_to({"type": "message", "text": "echo " + " ".join(f"w{i}" for i in range(140))})
    frames: list[dict[str, Any]] = []
    while sum(f["type"] == "text-delta" for f in frames) < 3:
        frames.append(await slow.receive_json_from(timeout=60))
    asked = time.monotonic()
    await slow.send_json_to({"type": "cancel"})
    frames += await _frames_until_final(slow, timeout=20)
    seconds = time.monotonic() - asked
    await slow.disconnect()
    cancelled = frames[-1].get("runId")
    cancel = {"frames": frames, "seconds": seconds, "streamed": "".join(
        f["payload"]["text"] for f in frames if f["type"] == "text-delta"),
        "run": await sync_to_async(_finished_run)(cancelled) if cancelled else {}}

    # A card and an address through the worker: the PII policy redacts them before any write.
    from tests.turns.test_stored_invariant import RAW, raw_values_found

    await sync_to_async(_conversation_idle)(conversation)
    raw_turn = await sync_to_async(api.post)(f"/api/conversations/{conversation}/messages/", {"text": RAW}, format="json")
    raw_run = await sync_to_async(_finished_run)(raw_turn.json()["runId"])
    return {
        "raw": {"run": raw_run, "found": await sync_to_async(raw_values_found)()},
        "cancel": cancel,
        "status_code": response.status_code, "run_id": run_id, "api_chunks": chunks, "run": run,
        "history": [m["text"] for m in history.json()["results"]],
        "sse": [e.removeprefix("data: ") for e in events],
    }


if __name__ == "__main__":
    import django

    django.setup()
    print("RESULT " + json.dumps(asyncio.run(drive()), default=str), flush=True)
