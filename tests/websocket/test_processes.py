"""Past one process: two daphne processes on one database and one Redis (a private
``redis-server`` on a free port). A visitor chats on the first; it is stopped; the same
visitor (same session cookie) continues the same conversation on the second."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.daphne import ROOT, free_port, start, stop

pytestmark = [pytest.mark.redis, pytest.mark.timeout(180),
              pytest.mark.skipif(not shutil.which("redis-server"), reason="needs the redis-server binary")]

SETUP = """
from django.core.management import call_command
call_command("migrate", interactive=False, verbosity=0)
from agentproc.models import Agent
from django.contrib.sessions.backends.db import SessionStore
Agent.objects.create(slug="helper", name="Helper", model="scripted/demo", allow_anonymous=True)
session = SessionStore()
session["agentproc"] = True
session.create()
print(session.session_key)
"""

REPORT = """
import json
from agentproc.models import Conversation, Run
conversation = Conversation.objects.get()
print(json.dumps({
    "messages": [[m.role, m.text, m.in_context] for m in conversation.messages.order_by("created_at")],
    "runs": sorted(Run.objects.values_list("status", flat=True)),
    "session": conversation.session_key,
}))
"""


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    port = free_port()
    process = subprocess.Popen(["redis-server", "--port", str(port), "--save", "", "--appendonly", "no",
                                "--dir", str(tmp_path)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(10)


def _manage(env: dict[str, str], code: str) -> str:
    done = subprocess.run([sys.executable, str(ROOT / "manage.py"), "shell", "-c", code], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


async def _chat(port: int, session: str, conversation: str | None, text: str) -> list[dict[str, Any]]:
    """One turn over the websocket; every frame the server sent, up to its ``finish``."""
    import websockets

    frames = []
    async with websockets.connect(f"ws://127.0.0.1:{port}/ws/agentproc/helper/", origin=f"http://127.0.0.1:{port}",
                                  additional_headers={"Cookie": f"sessionid={session}"}, open_timeout=30) as ws:
        await ws.send(json.dumps({"type": "message", "conversation": conversation, "text": text}))
        while not frames or frames[-1]["type"] not in ("finish", "error", "tripwire", "abort"):
            frames.append(json.loads(await asyncio.wait_for(ws.recv(), 30)))
    return frames


def test_a_conversation_goes_on_on_a_second_process_after_the_first_stops(tmp_path: Path, redis_url: str) -> None:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.websocket.processes_settings", "REDIS_URL": redis_url,
           "AGENTPROC_PROCESSES_DB": str(tmp_path / "db.sqlite3"), "PYTHONPATH": str(ROOT)}
    session = _manage(env, SETUP)
    first, first_port = start(env, tmp_path / "first.log")
    second, second_port = start(env, tmp_path / "second.log")
    try:
        opened = asyncio.run(_chat(first_port, session, None, "my name is Ada"))
        conversation = opened[0]["payload"]["id"]
        assert opened[0]["type"] == "conversation" and opened[-1]["type"] == "finish"
        stop(first)

        went_on = asyncio.run(_chat(second_port, session, conversation, "what did I just say?"))
    finally:
        stop(first)
        stop(second)

    assert went_on[0] == {"type": "conversation", "payload": {"id": conversation}}
    reply = "".join(f["payload"]["text"] for f in went_on if f["type"] == "text-delta")
    assert "what did I just say?" in reply and went_on[-1]["type"] == "finish"
    stored = json.loads(_manage(env, REPORT))
    assert stored["session"] == session and stored["runs"] == ["completed", "completed"]
    roles = [(role, text if role == "user" else "", in_context) for role, text, in_context in stored["messages"]]
    assert roles == [("user", "my name is Ada", True), ("assistant", "", True),
                     ("user", "what did I just say?", True), ("assistant", "", True)]
    assert stored["messages"][3][1] == reply
