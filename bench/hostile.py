"""What hostile frames cost a real daphne: their round trip against the cheapest coded error,
and a good chat's turn time while other sockets hammer the server with the corpus.

    .venv/bin/python bench/hostile.py [--turns 20] [--attackers 4]

Starts one daphne (bench/hostile_settings.py: limits off, a file SQLite database), then
1. sends each frame of the hostile corpus (tests/faults/test_hostile_frames.py) 20 times and
   ``{"type": "cancel"}`` while idle (baseline: ``cannot_cancel``) as often: median round trips;
2. runs ``--turns`` sequential turns of 200 streamed words on one socket, quiet and then while
   ``--attackers`` sockets send the corpus as fast as the server answers: median turn time;
3. with the default limits (a second daphne on bench/ws_settings.py), lets one signed-in user
   open ``--abuse-sockets`` sockets and send turns back to back on all of them for
   ``--abuse-seconds``: sockets refused, turns answered, turns refused ``rate_limited``."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the repository's packages are importable

from tests import daphne as server  # noqa: E402
from tests.faults.hostile_corpus import BINARY_CORPUS, TEXT_CORPUS  # noqa: E402

#: Every hostile frame but the baseline's own (``cancel`` while idle).
CORPUS: list[str | bytes] = [frame for name, frame, _ in TEXT_CORPUS if name != "cancel while idle"]
CORPUS += [frame for _, frame, _ in BINARY_CORPUS]
LOGIN = ("from django.contrib.auth import get_user_model\nfrom django.test import Client\n"
         "client = Client()\nclient.force_login(get_user_model().objects.create_user('abuser'))\n"
         "print(client.cookies['sessionid'].value)\n")
SETUP = ("from agentproc.models import Agent\n"
         "Agent.objects.create(slug='bench', name='Bench', model='bench/200', allow_anonymous=True,"
         " max_input_chars=1000)\n")


async def round_trip(ws: websockets.ClientConnection, frame: str | bytes) -> float:
    began = time.perf_counter()
    await ws.send(frame)
    reply = json.loads(await ws.recv())
    assert reply["type"] == "error", reply
    return time.perf_counter() - began


async def good_turns(url: str, origin: str, turns: int) -> list[float]:
    times = []
    async with websockets.connect(url, origin=origin, max_size=None) as ws:
        conversation = None
        for _ in range(turns):
            began = time.perf_counter()
            await ws.send(json.dumps({"type": "message", "conversation": conversation, "text": "go"}))
            while True:
                frame = json.loads(await ws.recv())
                if frame["type"] == "conversation":
                    conversation = frame["payload"]["id"]
                if frame["type"] in ("finish", "error", "tripwire", "abort"):
                    assert frame["type"] == "finish", frame
                    break
            times.append(time.perf_counter() - began)
    return times


async def attacker(url: str, origin: str, stop: asyncio.Event, answered: list[int]) -> None:
    async with websockets.connect(url, origin=origin, max_size=None) as ws:
        while not stop.is_set():
            for frame in CORPUS:
                await round_trip(ws, frame)
                answered[0] += 1


async def measure(url: str, origin: str, turns: int, attackers: int) -> list[tuple[str, float, str]]:
    async with websockets.connect(url, origin=origin, max_size=None) as ws:
        hostile = [await round_trip(ws, f) for _ in range(20) for f in CORPUS]
        idle = [await round_trip(ws, '{"type": "cancel"}') for _ in range(len(hostile))]
    quiet = await good_turns(url, origin, turns)
    stop, answered = asyncio.Event(), [0]
    tasks = [asyncio.create_task(attacker(url, origin, stop, answered)) for _ in range(attackers)]
    began = time.perf_counter()
    loud = await good_turns(url, origin, turns)
    seconds = time.perf_counter() - began
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    ms = lambda values: statistics.median(values) * 1000  # noqa: E731
    return [
        ("cancel while idle (baseline), ms", ms(idle), "1.00"),
        ("hostile frame, ms (median over the corpus)", ms(hostile), f"{ms(hostile) / ms(idle):.2f}"),
        ("good turn, quiet, ms", ms(quiet), "1.00"),
        (f"good turn, {attackers} sockets hammering, ms", ms(loud), f"{ms(loud) / ms(quiet):.2f}"),
        ("hostile frames answered per second meanwhile", answered[0] / seconds, ""),
    ]


async def abuse(url: str, origin: str, cookie: str, sockets: int, seconds: float) -> list[tuple[str, float, str]]:
    headers = {"Cookie": f"sessionid={cookie}"}
    opened, refused = [], 0
    for _ in range(sockets):
        ws = await websockets.connect(url, origin=origin, additional_headers=headers, max_size=None)
        try:
            frame = json.loads(await asyncio.wait_for(ws.recv(), 0.3))
            refused += frame["payload"]["code"] == "too_many_sockets"
            await ws.close()
        except asyncio.TimeoutError:
            opened.append(ws)  # nothing said at connect: accepted
    counts = {"finish": 0, "rate_limited": 0, "other": 0}
    deadline = time.perf_counter() + seconds

    async def hammer(ws: websockets.ClientConnection) -> None:
        while time.perf_counter() < deadline:
            await ws.send(json.dumps({"type": "message", "conversation": None, "text": "go"}))
            while True:
                frame = json.loads(await ws.recv())
                if frame["type"] in ("finish", "error", "tripwire", "abort"):
                    code = frame.get("payload", {}).get("code") if frame["type"] == "error" else frame["type"]
                    counts[code if code in counts else "other"] += 1
                    break

    await asyncio.gather(*(hammer(ws) for ws in opened))
    for ws in opened:
        await ws.close()
    return [
        (f"abuse: sockets opened of {sockets}", len(opened), ""),
        ("abuse: sockets refused too_many_sockets", refused, ""),
        (f"abuse: turns answered in {seconds:.0f} s", counts["finish"], ""),
        ("abuse: turns refused rate_limited", counts["rate_limited"], ""),
        ("abuse: other endings", counts["other"], ""),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--attackers", type=int, default=4)
    parser.add_argument("--abuse-sockets", type=int, default=20)
    parser.add_argument("--abuse-seconds", type=float, default=20.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        env = {**os.environ, "DJANGO_SETTINGS_MODULE": "bench.hostile_settings", "PYTHONPATH": str(ROOT),
               "AGENTPROC_BENCH_DB": str(Path(scratch) / "bench.sqlite3")}
        env.pop("REDIS_URL", None)
        manage = [sys.executable, str(ROOT / "manage.py")]
        subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], env=env, cwd=ROOT, check=True)
        subprocess.run([*manage, "shell", "-c", SETUP], env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        cookie = subprocess.run([*manage, "shell", "-c", LOGIN], env=env, cwd=ROOT, check=True, capture_output=True,
                                text=True).stdout.split()[-1]
        process, port = server.start(env, Path(scratch) / "daphne.log")
        try:
            rows = asyncio.run(measure(f"ws://127.0.0.1:{port}/ws/agentproc/bench/", f"http://127.0.0.1:{port}",
                                       args.turns, args.attackers))
        finally:
            server.stop(process)
        limited = {**env, "DJANGO_SETTINGS_MODULE": "bench.ws_settings"}  # the default limits
        process, port = server.start(limited, Path(scratch) / "daphne-limited.log")
        try:
            rows += asyncio.run(abuse(f"ws://127.0.0.1:{port}/ws/agentproc/bench/", f"http://127.0.0.1:{port}",
                                      cookie, args.abuse_sockets, args.abuse_seconds))
        finally:
            server.stop(process)
    print(f"{'measure':<48} {'value':>10} {'ratio':>6}")
    print("-" * 66)
    for name, value, ratio in rows:
        print(f"{name:<48} {value:>10.2f} {ratio:>6}")


if __name__ == "__main__":
    main()
