"""What one websocket turn costs outside daphne: the statements and the time of its two trips
to the database (the prepare-and-claim before the first chunk, the end's write after the last)
and of the whole turn, for a new chat with the ``bench`` agent (no policies), on a scratch
SQLite file (or DATABASE_URL).

    .venv/bin/python bench/turn_cost.py                  # 300 turns of 200 chunks
    .venv/bin/python bench/turn_cost.py --turns 500 --chunks 2000 --statements
    .venv/bin/python bench/turn_cost.py --continuing        # every turn in one conversation

Prints medians (the first 20 turns warm up). Run it beside ``ws_load.py``: the turn's ORM work
runs on the one database thread a daphne process has, so it bounds how many turns a process
starts and ends per second.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the repository's packages are importable


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--chunks", type=int, default=200, help="text-delta chunks per reply (default 200)")
    parser.add_argument("--statements", action="store_true", help="also print the SQL of one turn's trips")
    parser.add_argument("--continuing", action="store_true",
                        help="every turn continues one conversation (default: a new chat each)")
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="agentproc-turn-cost-")
    os.environ.update(DJANGO_SETTINGS_MODULE="bench.ws_settings", AGENTPROC_BENCH_DB=f"{scratch}/bench.sqlite3",
                      # The trips run in this thread here (daphne runs them on its database thread).
                      DJANGO_ALLOW_ASYNC_UNSAFE="1")
    import django

    django.setup()
    from django.contrib.sessions.backends.db import SessionStore
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from agentproc import turns
    from agentproc.models import Agent
    from agentproc.turns import services

    call_command("migrate", verbosity=0)
    Agent.objects.update_or_create(slug="bench", defaults=dict(name="Bench", model=f"bench/{args.chunks}",
                                                               allow_anonymous=True))
    session = SessionStore()
    session["agentproc"] = True
    session.create()
    scope = {"session": session, "client": ("127.0.0.1", 1), "headers": []}
    prepare = turns.prepare_message  # the websocket's trip before the first chunk (run here in this thread)

    times: dict[str, list[float]] = {"prepare": [], "end": [], "turn": []}
    statements: dict[str, list[str]] = {}
    finish_run = services.finish_run

    def timed_finish(*a: Any, **kw: Any) -> Any:
        from django.db import connection as here  # the end's write runs in asgiref's thread

        with CaptureQueriesContext(here) as ctx:
            began = time.perf_counter()
            result = finish_run(*a, **kw)
            times["end"].append(time.perf_counter() - began)
        statements["end"] = [q["sql"] for q in ctx.captured_queries]
        return result

    services.finish_run = timed_finish

    async def nothing(chunk: dict[str, Any]) -> None:
        return None

    async def run() -> None:
        conversation = None
        for _ in range(args.turns):
            began = time.perf_counter()
            with CaptureQueriesContext(connection) as ctx:
                started, run_row, claim = prepare("bench", None, scope, conversation, "go")
            if args.continuing:
                conversation = started.pk
            times["prepare"].append(time.perf_counter() - began)
            statements["prepare"] = [q["sql"] for q in ctx.captured_queries]
            await turns.aexecute_turn(run_row, on_chunk=nothing, claim=claim, user_message=True)
            times["turn"].append(time.perf_counter() - began)

    asyncio.run(run())
    database = connection.vendor
    chats = "one conversation" if args.continuing else "a new chat each"
    print(f"{args.turns} turns of {args.chunks} chunks, {chats}, {database}, medians after 20 warm-up turns")
    print(f"{'':>26} {'statements':>10} {'ms':>8}")
    for name, label in (("prepare", "before the first chunk"), ("end", "after the last chunk")):
        print(f"{label:>26} {len(statements[name]):>10} {statistics.median(times[name][20:]) * 1000:>8.2f}")
    print(f"{'whole turn':>26} {len(statements['prepare']) + len(statements['end']):>10} "
          f"{statistics.median(times['turn'][20:]) * 1000:>8.2f}")
    if args.statements:
        for name in ("prepare", "end"):
            print(f"\n{name}:")
            for sql in statements[name]:
                print(f"  {sql[:150]}")


if __name__ == "__main__":
    main()
