"""Turn budgets and socket counts are one count for every process that shares a cache (two
cache clients in two processes; two daphnes serving one visitor), and the system check warns
when the settings say several processes would each count alone."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

from agentproc.checks import check_limits_cache
from tests.layers import redis_layer_backend
from tests.security.limits_process import LIMITS, attempts
from tests.security.stores import forget_prefix, redis_cache_settings

ROOT = Path(__file__).resolve().parents[2]
LOCAL = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
REDIS_LAYER = {"default": {"BACKEND": redis_layer_backend(),
                           "CONFIG": {"hosts": ["redis://127.0.0.1:6379/8"]}}}
MEMORY_LAYER = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}


def ids(settings: Any, **changes: Any) -> list[str]:
    for name, value in changes.items():
        setattr(settings, name, value)
    return [message.id for message in check_limits_cache()]


def test_a_process_local_cache_behind_a_shared_channel_layer_is_warned_about(settings: Any) -> None:
    assert ids(settings, CACHES=LOCAL, CHANNEL_LAYERS=REDIS_LAYER) == ["agentproc.W005"]
    [warning] = check_limits_cache()
    assert "RedisCache" in warning.hint and "each process" in warning.msg


def test_a_process_local_cache_with_turns_in_workers_is_warned_about(settings: Any) -> None:
    settings.AGENTPROC = {**settings.AGENTPROC, "RUN_IN_WORKER": True}
    assert ids(settings, CACHES=LOCAL, CHANNEL_LAYERS=MEMORY_LAYER) == ["agentproc.W005"]


def test_one_process_or_a_shared_cache_is_fine(settings: Any) -> None:
    assert ids(settings, CACHES=LOCAL, CHANNEL_LAYERS=MEMORY_LAYER) == []
    assert ids(settings, CACHES=redis_cache_settings("x"), CHANNEL_LAYERS=REDIS_LAYER) == []
    # django-ratelimit's cache is the one that counts.
    settings.CACHES = {**LOCAL, "shared": redis_cache_settings("x")["default"]}
    assert ids(settings, RATELIMIT_USE_CACHE="shared", CHANNEL_LAYERS=REDIS_LAYER) == []


def test_the_project_counts_in_redis_when_it_has_one() -> None:
    """The demo project with REDIS_URL set passes the check (its cache is Redis too)."""
    env = {**os.environ, "REDIS_URL": "redis://127.0.0.1:6379/8", "DJANGO_SETTINGS_MODULE": "project.settings"}
    code = ("import django; django.setup(); from agentproc.checks import check_limits_cache; "
            "from django.conf import settings; print(settings.CACHES['default']['BACKEND'], check_limits_cache())")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["django.core.cache.backends.redis.RedisCache", "[]"], out.stderr


@pytest.mark.redis
def test_two_processes_on_one_redis_share_one_count(settings: Any) -> None:
    prefix, user = f"agentproc-test-{uuid.uuid4().hex[:12]}", str(uuid.uuid4().int % 10**9)
    settings.CACHES = redis_cache_settings(prefix)
    settings.AGENTPROC = {**settings.AGENTPROC, **LIMITS}
    try:
        here = attempts(user, 20, 5)
        other = subprocess.run([sys.executable, "-m", "tests.security.limits_process", prefix, user, "20", "5"],
                               cwd=ROOT, env={**os.environ, "DJANGO_SETTINGS_MODULE": "tests.settings"},
                               capture_output=True, text=True, timeout=60)
        [line] = [row for row in other.stdout.splitlines() if row.startswith("RESULT ")]
        there = json.loads(line.removeprefix("RESULT "))
    finally:
        forget_prefix(prefix)
    assert here == {"turns": ["ok"] * 20, "sockets": ["ok"] * 5}
    # 30 turns a day and 8 sockets for this user, whichever process serves them.
    assert there == {"turns": ["ok"] * 10 + ["rate_limited"] * 10, "sockets": ["ok"] * 3 + ["too_many_sockets"] * 2}


async def _socket(port: int, session: str) -> Any:
    import websockets

    return await websockets.connect(f"ws://127.0.0.1:{port}/ws/agentproc/helper/", origin=f"http://127.0.0.1:{port}",
                                    additional_headers={"Cookie": f"sessionid={session}"}, open_timeout=30)


async def _turn(ws: Any, text: str) -> str:
    """One turn; the type of its last frame (or of the error's code)."""
    await ws.send(json.dumps({"type": "message", "conversation": None, "text": text}))
    while True:
        frame = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if frame["type"] == "error":
            return frame["payload"]["code"]
        if frame["type"] in ("finish", "tripwire", "abort"):
            return frame["type"]


async def _visitor(ports: tuple[int, int], session: str) -> dict[str, Any]:
    """Two sockets on the first daphne, then one on the second; three turns on the first, one
    on the second."""
    first = [await _socket(ports[0], session) for _ in range(2)]
    third = await _socket(ports[1], session)
    refused = json.loads(await asyncio.wait_for(third.recv(), 30))
    await asyncio.wait_for(third.wait_closed(), 30)
    turns_ = [await _turn(first[0], f"turn {i}") for i in range(3)]
    await first[1].close()  # a place for a socket on the second daphne
    second = await _socket(ports[1], session)
    turns_.append(await _turn(second, "one more"))
    for ws in (first[0], second):
        await ws.close()
    return {"refused": [refused["payload"]["code"], third.close_code], "turns": turns_}


@pytest.mark.redis
@pytest.mark.timeout(180)
@pytest.mark.skipif(not shutil.which("redis-server"), reason="needs the redis-server binary")
def test_two_daphnes_on_one_redis_allow_one_visitor_the_limits_once(tmp_path: Path) -> None:
    from tests.daphne import free_port, start, stop
    from tests.websocket.test_processes import SETUP, _manage

    port = free_port()
    redis_server = subprocess.Popen(["redis-server", "--port", str(port), "--save", "", "--appendonly", "no",
                                     "--dir", str(tmp_path)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.security.daphne_settings",
           "REDIS_URL": f"redis://127.0.0.1:{port}/0", "AGENTPROC_PROCESSES_DB": str(tmp_path / "db.sqlite3"),
           "PYTHONPATH": str(ROOT)}
    try:
        session = _manage(env, SETUP)
        first, first_port = start(env, tmp_path / "first.log")
        second, second_port = start(env, tmp_path / "second.log")
        try:
            seen = asyncio.run(_visitor((first_port, second_port), session))
        finally:
            stop(first)
            stop(second)
    finally:
        redis_server.terminate()
        redis_server.wait(10)
    assert seen == {"refused": ["too_many_sockets", 4429], "turns": ["finish"] * 3 + ["rate_limited"]}
