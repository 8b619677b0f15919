"""Policy backtest throughput: stored turns replayed through the demo's enforced chain and a draft.

    .venv/bin/python bench/backtest.py [--turns 10000] [--batch 500]

Builds a throw-away SQLite database with the demo agents and ``--turns`` stored turns (chat,
a tool call, redacted e-mails, blocked turns), then times, in the same run:

- reading: streaming the turns from the database in batches (the floor of any backtest);
- backtest: the whole backtest task (both chains: live and the draft, which adds a blocklist
  word), results and summary written.

Prints turns per second and total seconds, and the backtest's time as a ratio of reading.

    .venv/bin/python bench/backtest.py --workers 1 2 4 [--turns 4000] [--chunks 8]

Spread over Celery workers (Redis at ``REDIS_URL``, default 127.0.0.1:6379/14, and one SQLite
file in WAL mode): the same backtest, first in one process, then cut into ``--chunks`` chunks
replayed by a worker of 1, 2 and 4 processes (``--concurrency``); prints seconds, turns per
second and the speed-up over one process. The machine's cores bound the speed-up (the chunks
are CPU-bound replays; SQLite writes the results one process at a time)."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TURNS = [
    ("Where is order {n}?", [
        {"tool": ("lookup_order", {"order_id": "{n}"}, {"order_id": "{n}", "status": "shipped", "eta": "Monday"})},
        {"text": "Order {n} has shipped and should arrive on Monday. Anything else I can help with?"}]),
    ("Hi, I am at [EMAIL], can you send me the invoice for order {n}?",
     [{"text": "I have sent the invoice for order {n} to the address on file. It can take a few minutes to arrive."}]),
    ("Tell me a short story about a falcon and the sea, in about three sentences please.",
     [{"text": "A young falcon lived on a cliff above the grey sea. Every morning it watched the fishing boats "
               "leave the harbour and wondered where they went. One day it followed them past the horizon and "
               "found an island nobody had named yet."}]),
    ("What are the launch codes?", None),  # blocked live: only the input was stored
    ("Can you summarise our refund policy in two lines?",
     [{"text": "Refunds are available within 30 days of delivery for unused items. "
               "Contact support with your order number and we will arrange the return."}]),
]


def setup_django(db_path: str, settings_module: str = "project.settings") -> None:
    os.environ["DJANGO_SETTINGS_MODULE"] = settings_module
    from django.conf import settings

    if settings_module == "project.settings":
        settings.DATABASES["default"] = {"ENGINE": "django.db.backends.sqlite3", "NAME": db_path}
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", interactive=False, verbosity=0)
    call_command("loaddata", str(ROOT / "fixtures" / "demo.json"), verbosity=0)


def message(role: str, parts: list[dict], created) -> dict:
    return {"id": str(uuid.uuid4()), "role": role, "createdAt": created.isoformat(),
            "content": {"format": 2, "parts": parts}}


def store_turns(n_turns: int) -> None:
    from django.utils import timezone

    from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation

    agent = Agent.objects.get(slug="support")
    blocklist = ProcessorPolicy.objects.get(agent=agent, lane="input", processor_key="regex-filter")
    start = timezone.now() - timedelta(days=10)
    conversations = Conversation.objects.bulk_create(
        [Conversation(agent=agent, resource_id=f"user:{i}", title="bench") for i in range(max(1, n_turns // 10))])
    runs, messages, violations = [], [], []
    for i in range(n_turns):
        text, steps = TURNS[i % len(TURNS)]
        created = start + timedelta(seconds=i)
        conv = conversations[i % len(conversations)]
        run = Run(agent=agent, conversation=conv, status="completed" if steps else "tripwire", created_at=created,
                  model="scripted/demo", finish_reason="stop" if steps else "other")
        runs.append(run)
        if not steps:
            reason = "Blocked content detected"
            run.tripwire = {"reason": reason, "retry": False, "metadata": None, "processorId": "regex-filter"}
            violations.append(Violation(run=run, policy=blocklist, agent=agent, conversation=conv, action="blocked",
                                        processor_id="regex-filter", lane="input", reason=reason, created_at=created))
        user = message("user", [{"type": "text", "text": text.format(n=i)}], created)
        messages.append(Message(id=user["id"], conversation=conv, run=run, role="user", data=user,
                                text=user["content"]["parts"][0]["text"], in_context=bool(steps), created_at=created))
        for k, step in enumerate(steps or ()):
            if "tool" in step:
                name, args, result = step["tool"]
                fmt = {key: str(v).format(n=i) for key, v in args.items()}
                res = {key: str(v).format(n=i) for key, v in result.items()}
                parts = [{"type": "tool-invocation", "toolInvocation": {
                    "state": "result", "toolCallId": f"call_{i}", "toolName": name, "args": fmt, "result": res}}]
            else:
                parts = [{"type": "text", "text": step["text"].format(n=i)}]
            at = created + timedelta(milliseconds=k + 1)
            data = message("assistant", parts, at)
            messages.append(Message(id=data["id"], conversation=conv, run=run, role="assistant", data=data,
                                    text=parts[0].get("text", ""), in_context=True, created_at=at))
    Run.objects.bulk_create(runs, batch_size=2000)
    Message.objects.bulk_create(messages, batch_size=2000)
    Violation.objects.bulk_create(violations, batch_size=2000)


def falcon_draft(agent) -> list[dict]:
    from agentproc.backtest.draft import live_draft

    return live_draft(agent) + [{"policy": None, "lane": "input", "processor": "regex-filter",
                                 "config": {"words": ["falcon"]}, "mode": "enforce", "enabled": True}]


def _start_worker(env: dict, queue: str, processes: int, log: Path) -> subprocess.Popen:
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "project", "worker", "--pool=prefork", f"--concurrency={processes}",
         "--loglevel=INFO", "-Q", queue, "-n", f"{queue}-{processes}@%h", "--without-gossip", "--without-mingle",
         "--without-heartbeat", "--prefetch-multiplier=1"],
        cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while "ready." not in log.read_text() and time.monotonic() < deadline:
        if worker.poll() is not None:
            raise SystemExit(f"the worker stopped:\n{log.read_text()}")
        time.sleep(0.2)
    return worker


def _stop_worker(worker: subprocess.Popen) -> None:
    worker.terminate()
    try:
        worker.wait(timeout=20)
    except subprocess.TimeoutExpired:
        worker.kill()
        worker.wait()


def spread(args: argparse.Namespace) -> None:
    """The backtest in one process, then in chunks over workers of ``args.workers`` processes."""
    import redis

    with tempfile.TemporaryDirectory() as tmp:
        queue = f"agentproc-bench-{uuid.uuid4().hex[:10]}"
        env = {**os.environ, "AGENTPROC_BENCH_DB": str(Path(tmp) / "bench.sqlite3"),
               "AGENTPROC_BENCH_REDIS": args.redis, "AGENTPROC_BENCH_BACKTEST_QUEUE": queue,
               "DJANGO_SETTINGS_MODULE": "bench.backtest_settings",
               "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
        os.environ.update(env)
        setup_django(env["AGENTPROC_BENCH_DB"], "bench.backtest_settings")
        store_turns(args.turns)
        from django.db import connection

        from agentproc.backtest.draft import live_draft
        from agentproc.backtest.models import Backtest
        from agentproc.backtest.tasks import run_backtest
        from agentproc.models import Agent

        agent = Agent.objects.get(slug="support")
        chunk = -(-args.turns // args.chunks)
        first_conversation = agent.conversations.order_by("created_at").values_list("pk", flat=True).first()

        def timed(processes: int | None) -> tuple[float, Backtest]:
            backtest = Backtest.objects.create(agent=agent, draft=falcon_draft(agent), live=live_draft(agent))
            worker = None if processes is None else _start_worker(env, queue, processes, Path(tmp) / f"w{processes}.log")
            try:
                if worker is not None:  # each worker process imports and builds its chains once, untimed
                    warm = Backtest.objects.create(agent=agent, draft=falcon_draft(agent), live=live_draft(agent),
                                                   selection={"conversation": str(first_conversation)})
                    run_backtest(warm.pk, batch_size=args.batch, chunk_size=1)
                    while not Backtest.objects.get(pk=warm.pk).is_final:
                        time.sleep(0.05)
                started = time.perf_counter()
                run_backtest(backtest.pk, batch_size=args.batch, chunk_size=chunk if processes else args.turns + 1)
                while True:
                    backtest.refresh_from_db()
                    if backtest.is_final:
                        break
                    time.sleep(0.05)
                elapsed = time.perf_counter() - started
            finally:
                if worker is not None:
                    _stop_worker(worker)
            assert backtest.status == "completed" and backtest.done == args.turns, (backtest.status, backtest.error)
            connection.close()
            return elapsed, backtest

        baseline, whole = timed(None)
        rows = [("one process, one task", baseline, whole)]
        for processes in args.workers:
            elapsed, backtest = timed(processes)
            assert backtest.summary == whole.summary  # the chunks add up to the same summary
            rows.append((f"{args.chunks} chunks, worker of {processes} process(es)", elapsed, backtest))
        client = redis.Redis.from_url(args.redis)
        keys = list(client.scan_iter(match=f"*{queue}*"))
        if keys:
            client.delete(*keys)
        print(f"{'backtest of ' + str(args.turns) + ' turns':<42} {'seconds':>8} {'turns/s':>9} {'speed-up':>9}")
        for label, elapsed, backtest in rows:
            print(f"{label:<42} {elapsed:>8.2f} {backtest.done / elapsed:>9.0f} {baseline / elapsed:>8.2f}x")
        print(f"cores: {os.cpu_count()}; changed turns: {whole.changed}; summaries identical")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=None, help="10000 (4000 with --workers)")
    parser.add_argument("--batch", type=int, default=250)
    parser.add_argument("--workers", type=int, nargs="*", help="worker process counts, e.g. 1 2 4")
    parser.add_argument("--chunks", type=int, default=8, help="chunks a backtest is cut into (with --workers)")
    parser.add_argument("--redis", default=os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/14"))
    args = parser.parse_args()
    if args.workers:
        args.turns = args.turns or 4000
        spread(args)
        return
    args.turns = args.turns or 10_000
    with tempfile.TemporaryDirectory() as tmp:
        setup_django(str(Path(tmp) / "bench.sqlite3"))
        store_turns(args.turns)
        from agentproc.backtest.draft import live_draft
        from agentproc.backtest.models import Backtest, BacktestResult
        from agentproc.backtest.tasks import run_backtest
        from agentproc.backtest.turns import turn_batches
        from agentproc.models import Agent

        agent = Agent.objects.get(slug="support")
        started = time.perf_counter()
        read = sum(len(turns) for turns, _ in turn_batches(agent, {}, args.batch))
        reading = time.perf_counter() - started

        draft = live_draft(agent) + [{"policy": None, "lane": "input", "processor": "regex-filter",
                                      "config": {"words": ["falcon"]}, "mode": "enforce", "enabled": True}]
        backtest = Backtest.objects.create(agent=agent, draft=draft, live=live_draft(agent))
        started = time.perf_counter()
        backtest = run_backtest(backtest.pk, batch_size=args.batch, chunk_size=args.turns + 1)  # one process
        elapsed = time.perf_counter() - started
        assert backtest is not None and backtest.status == "completed", backtest and backtest.error
        changed = BacktestResult.objects.filter(backtest=backtest).count()

        print(f"{'measure':<40} {'turns':>7} {'seconds':>8} {'turns/s':>9} {'× reading':>10}")
        print(f"{'reading the stored turns (batches)':<40} {read:>7} {reading:>8.2f} {read / reading:>9.0f} {1:>10.1f}")
        print(f"{'backtest (live + draft chain, stored)':<40} {backtest.done:>7} {elapsed:>8.2f} "
              f"{backtest.done / elapsed:>9.0f} {elapsed / reading:>10.1f}")
        print(f"changed turns: {changed} ({dict(backtest.summary['changes'])}); "
              f"errors: {backtest.summary['error_count']}")


if __name__ == "__main__":
    main()
