"""A real daphne killed with SIGKILL right after a message with a card and an address
arrives, then started again: no agentproc column holds either (``dumpdata agentproc``), and,
with the cache and the channel layer on Redis as deployed, no Redis key either."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.daphne import ROOT, start, stop
from tests.security.stores import REDIS, redis_dump
from tests.turns.test_stored_invariant import NEEDLES, RAW

PYTHON = sys.executable

SETUP = """
import io
from django.core.management import call_command
call_command("migrate", interactive=False, verbosity=0)
call_command("demo_setup", stdout=io.StringIO())
from agentproc.models import Agent, ProcessorPolicy
Agent.objects.filter(slug="support").update(model="scripted/fast")
support = Agent.objects.get(slug="support")
SLOW = %r
if SLOW:
    ProcessorPolicy.objects.create(agent=support, lane="input", processor_key="test-slow-input",
                                   config={"seconds": SLOW}, position=0)
"""


#: The Redis database of the kill test's server (other suites use 0, 3, 8, 11 and 12).
REDIS_DB = 13


def _env(db: Path, on_redis: bool = False) -> dict[str, str]:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.intake_settings", "AGENTPROC_BROWSER_DB": str(db),
           "PYTHONPATH": str(ROOT)}
    env.pop("REDIS_URL", None)
    if on_redis:
        env["AGENTPROC_KILL_REDIS"] = f"{REDIS}/{REDIS_DB}"
    return env


def _manage(env: dict[str, str], *args: str) -> str:
    done = subprocess.run([PYTHON, str(ROOT / "manage.py"), *args], env=env, cwd=ROOT, check=True,
                          capture_output=True, text=True, timeout=120)
    return done.stdout


def _send_and_kill(port: int, daphne: subprocess.Popen[bytes]) -> list[dict[str, Any]]:
    """Send the message; SIGKILL the server as soon as it says it took it (the conversation frame)."""
    from websockets.sync.client import connect

    frames: list[dict[str, Any]] = []
    with connect(f"ws://127.0.0.1:{port}/ws/agentproc/support/",
                 additional_headers={"Origin": f"http://127.0.0.1:{port}"}, open_timeout=10) as socket:
        socket.send(json.dumps({"type": "message", "conversation": None, "text": RAW}))
        while not frames or frames[-1].get("type") != "conversation":
            frames.append(json.loads(socket.recv(timeout=20)))
        os.kill(daphne.pid, signal.SIGKILL)
    daphne.wait(timeout=10)
    return frames


def _chat_once(port: int) -> str:
    from websockets.sync.client import connect

    with connect(f"ws://127.0.0.1:{port}/ws/agentproc/support/",
                 additional_headers={"Origin": f"http://127.0.0.1:{port}"}, open_timeout=10) as socket:
        socket.send(json.dumps({"type": "message", "conversation": None, "text": "hello again"}))
        while True:
            frame = json.loads(socket.recv(timeout=20))
            if frame.get("type") in ("finish", "tripwire", "abort", "error"):
                return str(frame["type"])


@pytest.mark.timeout(240)
@pytest.mark.parametrize(("slow", "on_redis"), [
    (0, False), (2.0, False),
    # The cache and the channel layer on Redis, as deployed: the demo chain's turn is the one
    # that reaches them before the kill (one inside its input lane writes nothing anywhere yet).
    pytest.param(0, True, marks=pytest.mark.redis),
], ids=["demo-chain", "kill-inside-the-input-lane", "demo-chain-on-redis"])
def test_a_server_killed_right_after_the_message_arrives_keeps_no_raw_value(tmp_path: Path, slow: float,
                                                                           on_redis: bool) -> None:
    db = tmp_path / "db.sqlite3"
    env = _env(db, on_redis)
    if on_redis:
        import redis

        redis.Redis.from_url(f"{REDIS}/{REDIS_DB}").flushdb()
    _manage(env, "shell", "-c", SETUP % slow)
    attempts = 3
    for attempt in range(attempts):
        daphne, port = start(env, tmp_path / f"daphne-{attempt}.log")
        try:
            frames = _send_and_kill(port, daphne)
        finally:
            if daphne.poll() is None:
                stop(daphne)
        assert frames[-1]["type"] == "conversation"
    # Started again, the server works; what the killed turns left holds no raw value.
    daphne, port = start(env, tmp_path / "daphne-restarted.log")
    try:
        assert _chat_once(port) == "finish"
    finally:
        stop(daphne)
    dump = _manage(env, "dumpdata", "agentproc")
    searched = dump
    if on_redis:
        keys = redis_dump(REDIS_DB)
        assert keys, "the server wrote nothing to Redis: the cache and layer are not on it"
        searched += repr(keys)
    squeezed = re.sub(r"\s", "", searched)
    assert [n for n in NEEDLES if n in searched or n in squeezed] == []
    rows = json.loads(dump)
    runs = [r for r in rows if r["model"] == "agentproc.run"]
    assert len(runs) == attempts + 1
    if slow:
        # Killed inside the input lane: the message never reached a table at all.
        users = [r for r in rows if r["model"] == "agentproc.message" and r["fields"]["role"] == "user"]
        assert [u["fields"]["text"] for u in users] == ["hello again"]
