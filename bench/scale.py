"""What an auditor's and an operator's pages cost over a year of traffic, on PostgreSQL.

    .venv/bin/python bench/scale.py --messages 1000000 \\
        --database-url postgresql://postgres@127.0.0.1:5432/agentproc_scale [--repeat 3] [--no-daphne]

Seeds the database (created if absent, migrated) through the models' tables with COPY: for N
messages, N/10 conversations, 0.47 N runs and 0.104 N violations over two agents and the last
365 days, with realistic text (a row's columns as a turn writes them). A database already
seeded at that size is reused. Then times, medians of ``--repeat``:

- the admin's lists (conversations, runs, violations, policy changes), a search by run id and
  by a word, a filtered list, and the API's runs list (first page and a deep one);
- the CSV exports of every run, from the admin and from the API, served by daphne: time to the
  first byte, the whole download, and how much daphne's memory grew.

Prints a table: operation, seconds, SQL statements, memory."""
from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import time
import urllib.parse
import urllib.request
import uuid
from datetime import datetime, timedelta, timezone as tz
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WORDS = ("order refund delivery parcel invoice account password shipping address return warranty "
         "price discount coupon card payment bank transfer tracking courier damaged missing late "
         "thanks please help question answer today tomorrow monday week month store online").split()


def sentence(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def ensure_database(url: str) -> None:
    import psycopg

    parts = urllib.parse.urlparse(url)
    name = parts.path.lstrip("/")
    admin_url = url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')


def setup_django(url: str) -> None:
    os.environ["DATABASE_URL"] = url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def seed(messages: int, seed_value: int = 7) -> None:
    """COPY the rows of ``messages`` messages' worth of traffic (skipped when already there)."""
    from django.contrib.auth import get_user_model
    from django.db import connection

    from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation

    if Message.objects.count() == messages:
        return
    for model in (Violation, Message, Run, Conversation):
        with connection.cursor() as cursor:
            cursor.execute(f'TRUNCATE "{model._meta.db_table}" CASCADE')
    agents = [Agent.objects.get_or_create(slug=slug, defaults={"name": slug.title(), "allow_anonymous": True})[0]
              for slug in ("support", "sales")]
    policies = {a.pk: ProcessorPolicy.objects.get_or_create(agent=a, processor_key="pii-detector", lane="input",
                                                            defaults={"name": "Personal data"})[0] for a in agents}
    user = get_user_model().objects.filter(username="scale").first()
    if user is None:
        get_user_model().objects.create_superuser("scale", "scale@example.com", "scale")

    rng = random.Random(seed_value)
    now = datetime.now(tz.utc)
    conversations = max(1, messages // 10)
    raw = connection.connection  # psycopg's connection, for COPY
    conv_cols = ["id", "agent_id", "owner_id", "session_key", "resource_id", "title", "created_at", "updated_at"]
    run_cols = ["id", "agent_id", "conversation_id", "status", "finish_reason", "usage", "tripwire", "error", "input",
                "output_text", "timings", "model", "source", "created_at", "started_at", "finished_at",
                "heartbeat_at", "cancel_requested_at"]
    msg_cols = ["id", "conversation_id", "run_id", "role", "data", "text", "in_context", "created_at"]
    vio_cols = ["run_id", "policy_id", "agent_id", "conversation_id", "processor_id", "policy_name", "lane", "hook",
                "reason", "metadata", "action", "created_at"]

    def copy(table: str, columns: list[str]) -> Any:
        return raw.cursor().copy(f'COPY "{table}" ({", ".join(columns)}) FROM STDIN')

    import orjson

    # One COPY at a time per connection: the rows are built first, then written table by table.
    rows: dict[str, list[tuple[Any, ...]]] = {"conv": [], "run": [], "msg": [], "vio": []}
    written = 0
    for index in range(conversations):
        agent = rng.choice(agents)
        cid = uuid.uuid4()
        start = now - timedelta(days=rng.uniform(0, 365))
        session = uuid.uuid4().hex
        turns = (messages - written) // 2 if index == conversations - 1 else 5
        rows["conv"].append((cid, agent.pk, None, session, f"session:{session[:12]}", sentence(rng, 5)[:200],
                             start, start + timedelta(minutes=turns)))
        for turn in range(turns):
            at = start + timedelta(minutes=turn)
            question, answer = sentence(rng, 14), sentence(rng, 40)
            blocked = rng.random() < 0.06
            rid = uuid.uuid4() if rng.random() < 0.94 else None  # a few imported turns have no run row
            if rid:
                rows["run"].append((
                    rid, agent.pk, cid, "tripwire" if blocked else "completed", "other" if blocked else "stop",
                    '{"inputTokens": 40, "outputTokens": 80, "totalTokens": 120}',
                    '{"reason": "Blocked", "processorId": "pii-detector"}' if blocked else None, "",
                    orjson.dumps([{"role": "user", "content": question}]).decode(),
                    "" if blocked else answer, "[]", "scripted/demo", "websocket", at, at,
                    at + timedelta(seconds=2), at, None))
                if rng.random() < 0.22:
                    rows["vio"].append((rid, policies[agent.pk].pk, agent.pk, cid, "pii-detector", "Personal data",
                                        "input", "process_input", "Redacted 1 email address",
                                        '{"count": 1, "types": ["email"]}', "blocked" if blocked else "redacted", at))
            for role, text in (("user", question), ("assistant", "" if blocked else answer)):
                data = {"id": str(uuid.uuid4()), "role": role,
                        "content": {"format": 2, "parts": [{"type": "text", "text": text}]}}
                rows["msg"].append((uuid.uuid4(), cid, rid, role, orjson.dumps(data).decode(), text, not blocked, at))
            written += 2
    with raw.transaction():
        for key, model, columns in (("conv", Conversation, conv_cols), ("run", Run, run_cols),
                                    ("msg", Message, msg_cols), ("vio", Violation, vio_cols)):
            with copy(model._meta.db_table, columns) as writer:
                for row in rows[key]:
                    writer.write_row(row)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")


def timed(repeat: int, call: Callable[[], Any]) -> tuple[float, int, Any]:
    """Median seconds over ``repeat`` calls, the statements of one call, and its result."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    times, statements, result = [], 0, None
    for _ in range(repeat):
        with CaptureQueriesContext(connection) as queries:
            began = time.perf_counter()
            result = call()
            times.append(time.perf_counter() - began)
        statements = len(queries)
    return statistics.median(times), statements, result


def in_process(repeat: int) -> list[tuple[str, float, int, str]]:
    from django.test import Client

    from agentproc.models import Run

    client = Client(HTTP_HOST="127.0.0.1")
    from django.contrib.auth import get_user_model

    client.force_login(get_user_model().objects.get(username="scale"))
    run_id = str(Run.objects.order_by("created_at").values_list("id", flat=True)[1000])
    deep = deep_page_url(Run.objects.count() // 2)
    pages = [
        ("admin conversations list", "/admin/agentproc/conversation/"),
        ("admin runs list", "/admin/agentproc/run/"),
        ("admin runs, filtered (tripwire)", "/admin/agentproc/run/?status__exact=tripwire"),
        ("admin runs search (a run id)", f"/admin/agentproc/run/?q={run_id}"),
        ("admin runs search (a word)", "/admin/agentproc/run/?q=warranty+coupon+damaged"),
        ("admin violations list", "/admin/agentproc/violation/"),
        ("admin policy changes list", "/admin/agentproc/historicalprocessorpolicy/"),
        ("API runs, page 1", "/api/runs/"),
        ("API runs, a deep page (half-way down)", deep),
    ]
    rows = []
    for label, url in pages:
        seconds, statements, response = timed(repeat, lambda url=url: client.get(url))
        rows.append((label, seconds, statements, f"HTTP {response.status_code}"))
    return rows


def deep_page_url(rows_in: int) -> str:
    """The audit API's page that starts ``rows_in`` runs down the newest-first list: a cursor
    URL where the API pages by cursor, a page number where it pages by number."""
    from agentproc.api import pagination
    from agentproc.models import Run

    audit = getattr(pagination, "AuditPagination", None)
    if audit is None:
        return f"/api/runs/?page={rows_in // 50}"
    from rest_framework.pagination import Cursor

    position = Run.objects.order_by("-created_at").values_list("created_at", flat=True)[rows_in]
    pager = audit()
    pager.base_url = "/api/runs/"
    return pager.encode_cursor(Cursor(offset=0, reverse=False, position=str(position)))


def rss_kib(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+)", status)[1])


def through_daphne(url: str) -> list[tuple[str, float, int, str]]:
    """The exports of every run, downloaded from daphne: first byte, whole, memory growth."""
    from django.contrib.auth import get_user_model
    from django.contrib.sessions.backends.db import SessionStore

    from tests.daphne import start, stop

    user = get_user_model().objects.get(username="scale")
    session = SessionStore()
    session.update({"_auth_user_id": str(user.pk), "_auth_user_backend": "django.contrib.auth.backends.ModelBackend",
                    "_auth_user_hash": user.get_session_auth_hash()})
    session.create()
    env = {**os.environ, "DATABASE_URL": url, "DJANGO_SETTINGS_MODULE": "project.settings", "PYTHONPATH": str(ROOT)}
    log = Path("/tmp") / f"agentproc-scale-{os.getpid()}.log"
    process, port = start(env, log)
    rows = []
    try:
        base = f"http://127.0.0.1:{port}"
        cookie = f"sessionid={session.session_key}"
        page = urllib.request.urlopen(urllib.request.Request(f"{base}/admin/agentproc/run/", headers={"Cookie": cookie}))
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.read().decode())[1]
        csrf = [c.split(";")[0] for c in page.headers.get_all("Set-Cookie") or [] if c.startswith("csrftoken=")]
        from agentproc.models import Run

        first = str(Run.objects.values_list("id", flat=True)[:1][0])
        admin_body = urllib.parse.urlencode({"csrfmiddlewaretoken": token, "action": "export_csv", "select_across": "1",
                                             "index": "0", "_selected_action": first}).encode()
        requests = [
            ("admin runs CSV (daphne)", urllib.request.Request(
                f"{base}/admin/agentproc/run/", data=admin_body,
                headers={"Cookie": "; ".join([cookie, *csrf]), "Referer": f"{base}/admin/agentproc/run/"})),
            ("API runs CSV (daphne)", urllib.request.Request(f"{base}/api/runs/?format=csv", headers={"Cookie": cookie})),
        ]
        for label, request in requests:
            before = rss_kib(process.pid)
            began = time.perf_counter()
            with urllib.request.urlopen(request, timeout=900) as response:
                response.read(1)
                first_byte = time.perf_counter() - began
                size, lines = 1, 0
                while chunk := response.read(1 << 16):
                    size += len(chunk)
                    lines += chunk.count(b"\n")
            total = time.perf_counter() - began
            grown = (rss_kib(process.pid) - before) / 1024
            rows.append((f"{label}: first byte", first_byte, 0, ""))
            rows.append((f"{label}: whole", total, 0, f"{lines:,} rows, {size / 1e6:.0f} MB, daphne +{grown:.0f} MB"))
    finally:
        stop(process)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--database-url", default="postgresql://postgres@127.0.0.1:5432/agentproc_scale")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-daphne", action="store_true", help="skip the exports through daphne")
    args = parser.parse_args()

    ensure_database(args.database_url)
    setup_django(args.database_url)
    began = time.perf_counter()
    seed(args.messages)
    print(f"seeded {args.messages:,} messages in {time.perf_counter() - began:.0f} s")
    rows = in_process(args.repeat)
    if not args.no_daphne:
        rows += through_daphne(args.database_url)
    print(f"\n| operation ({args.messages:,} messages) | seconds | statements | notes |")
    print("|---|---|---|---|")
    for label, seconds, statements, notes in rows:
        print(f"| {label} | {seconds:.3f} | {statements or ''} | {notes} |")


if __name__ == "__main__":
    main()
