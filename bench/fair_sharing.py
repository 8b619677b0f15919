"""A chat turn's first chunk while eight backtests run, with turns in Celery workers.

    REDIS_URL=redis://127.0.0.1:6379/13 .venv/bin/python bench/fair_sharing.py [--turns 3000] [--chats 5]

For each layout, a fresh SQLite database with ``--turns`` stored turns (``bench/backtest.py``'s),
then two Celery workers of two processes each are started, eight backtests of all the turns,
and one second later ``--chats`` chat turns one after the other, each timed from being queued
to its first chunk on the channel layer (what a websocket shows):

- ``shared``: backtests on the default queue, with the chat turns (two workers on it);
- ``own``: backtests on their own queue (``agentproc.backtest``), one worker each;
- ``own, niced``: the same, the backtest worker started with ``nice -n 10`` (what Deploying
  suggests where chat and backtests share cores).

Prints the first-chunk times (median, max) and how many backtests were still running when
the last chat turn was answered. Backtest caps are off here: the point is the queues."""
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
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BACKTESTS = 8


def worker(env: dict[str, str], queue: str, log: Path, nice: int = 0) -> subprocess.Popen[bytes]:
    return subprocess.Popen([*(["nice", "-n", str(nice)] if nice else []), sys.executable, "-m", "celery", "-A", "project", "worker", "--pool=prefork", "-c", "2",
                             "-Q", queue, "-n", f"{queue}-{uuid.uuid4().hex[:6]}@%h", "--loglevel=WARNING",
                             "--without-gossip", "--without-mingle", "--without-heartbeat"],
                            cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT)


def layout(name: str, turns: int, chats: int, redis_url: str, tmp: Path) -> dict:
    tag = f"agentproc-fair-{uuid.uuid4().hex[:8]}"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "bench.fair_settings", "REDIS_URL": redis_url,
           "CELERY_BROKER_URL": redis_url, "AGENTPROC_BENCH_DB": str(tmp / f"{tag}.sqlite3"),
           "AGENTPROC_BENCH_PREFIX": tag, "AGENTPROC_BENCH_BACKTEST_QUEUE": "" if name == "shared" else f"{tag}.backtest",
           "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, __file__, "--prepare", str(turns)], cwd=ROOT, env=env, check=True)
    queues = [tag, tag] if name == "shared" else [tag, f"{tag}.backtest"]
    nice = [0, 10 if name == "own, niced" else 0]
    workers = [worker(env, q, tmp / f"{i}.log", nice[i]) for i, q in enumerate(queues)]
    try:
        time.sleep(4)  # the workers connect
        out = subprocess.run([sys.executable, __file__, "--drive", str(chats)], cwd=ROOT, env=env,
                             capture_output=True, text=True)
        if out.returncode:
            sys.exit(f"the driver failed:\n{out.stdout}\n{out.stderr}")
    finally:
        for w in workers:
            w.terminate()
        for w in workers:
            w.wait(30)
        import redis

        client = redis.Redis.from_url(redis_url)
        keys = list(client.scan_iter(match=f"*{tag}*"))
        if keys:
            client.delete(*keys)
    return json.loads(out.stdout.strip().splitlines()[-1])


def prepare(turns: int) -> None:
    import django

    django.setup()
    from django.core.management import call_command

    from bench.backtest import store_turns

    call_command("migrate", interactive=False, verbosity=0)
    call_command("loaddata", str(ROOT / "fixtures" / "demo.json"), verbosity=0)
    from agentproc.models import Agent

    Agent.objects.filter(slug="support").update(model="scripted/fast")
    store_turns(turns)


async def first_chunks(agent, chats: int) -> list[float]:
    """Each chat turn in a new conversation, one after the other: seconds from queued to its first text."""
    from asgiref.sync import sync_to_async
    from channels.layers import get_channel_layer

    from agentproc import turns
    from agentproc.events import conversation_group
    from agentproc.models import Conversation
    from agentproc.tasks import send_turn

    def prepared(i: int):
        conversation = Conversation.objects.create(agent=agent, resource_id="user:bench")
        return conversation, turns.prepare_turn(conversation, f"hello {i}")

    layer = get_channel_layer()
    times = []
    for i in range(chats):
        conversation, run = await sync_to_async(prepared)(i)
        channel = await layer.new_channel()
        await layer.group_add(conversation_group(conversation.pk), channel)
        started = time.perf_counter()
        await sync_to_async(send_turn)(run)
        while True:
            message = await asyncio.wait_for(layer.receive(channel), 300)
            chunks = message.get("chunks") or [message.get("chunk")]
            if any(c and c.get("type") == "text-delta" for c in chunks):
                times.append(time.perf_counter() - started)
                break
    return times


def drive(chats: int) -> dict:
    import django

    django.setup()
    from agentproc.backtest.draft import live_draft
    from agentproc.backtest.models import Backtest
    from agentproc.backtest.tasks import start_backtest
    from agentproc.models import Agent

    agent = Agent.objects.get(slug="support")
    draft = live_draft(agent) + [{"policy": None, "lane": "input", "processor": "regex-filter",
                                  "config": {"words": ["falcon"]}, "mode": "enforce", "enabled": True}]
    for _ in range(BACKTESTS):
        start_backtest(Backtest.objects.create(agent=agent, draft=draft, live=live_draft(agent)))
    time.sleep(1)
    times = asyncio.run(first_chunks(agent, chats))
    running = Backtest.objects.exclude(status__in=("completed", "failed", "cancelled")).count()
    return {"times": times, "backtests_unfinished": running}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=3000)
    parser.add_argument("--chats", type=int, default=5)
    parser.add_argument("--prepare", type=int)
    parser.add_argument("--drive", type=int)
    args = parser.parse_args()
    if args.prepare is not None:
        return prepare(args.prepare)
    if args.drive is not None:
        return print(json.dumps(drive(args.drive)))
    redis_url = os.environ.get("REDIS_URL") or sys.exit("set REDIS_URL (a Redis database this bench may use)")
    print(f"{'layout':<11} {'chats':>5} {'first chunk median s':>21} {'max s':>7} {'backtests still running':>24}")
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("shared", "own", "own, niced"):
            result = layout(name, args.turns, args.chats, redis_url, Path(tmp))
            times = result["times"]
            print(f"{name:<11} {len(times):>5} {statistics.median(times):>21.3f} {max(times):>7.3f} "
                  f"{result['backtests_unfinished']:>24}")


if __name__ == "__main__":
    main()
