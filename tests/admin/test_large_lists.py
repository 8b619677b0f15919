"""Audit lists whose cost follows the page, not the table: the same statements whatever the
number of rows behind them, ids searched by equality, filter choices not read from the rows."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from agentproc.admin import lists
from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run

pytestmark = pytest.mark.django_db


@pytest.fixture
def browser(admin_user: Any) -> Client:
    client = Client()
    client.force_login(admin_user)
    return client


def statements(browser: Client, url: str) -> list[str]:
    with CaptureQueriesContext(connection) as queries:
        assert browser.get(url).status_code == 200
    return [q["sql"] for q in queries]


def add_messages(conversation: Conversation, count: int) -> None:
    Message.objects.bulk_create([Message(conversation=conversation, role="user", text=f"m{i}") for i in range(count)])


def test_the_conversations_list_counts_messages_per_row_and_not_over_the_table(browser: Client, agent: Agent) -> None:
    first, second = (Conversation.objects.create(agent=agent, title=t) for t in ("first", "second"))
    add_messages(first, 3)
    before = statements(browser, "/admin/agentproc/conversation/")
    add_messages(second, 40)
    page = browser.get("/admin/agentproc/conversation/").content.decode()
    after = statements(browser, "/admin/agentproc/conversation/")
    assert len(after) == len(before)
    assert not any('JOIN "agentproc_message"' in sql for sql in after)  # no join of every message
    assert not any(sql.startswith("SELECT COUNT(*)") and "agentproc_message" in sql for sql in after)
    assert '<td class="field-message_count">40</td>' in page and '<td class="field-message_count">3</td>' in page


def test_the_policy_changes_list_reads_previous_versions_once_per_page(browser: Client, agent: Agent) -> None:
    policies = [ProcessorPolicy.objects.create(agent=agent, processor_key="regex-filter", lane="input",
                                               config={"words": ["a"]}, name=f"Words {i}") for i in range(3)]
    few = statements(browser, "/admin/agentproc/historicalprocessorpolicy/")
    for round_ in range(6):
        for policy in policies:
            policy.config = {"words": ["a", f"w{round_}"]}
            policy.save()
    many = statements(browser, "/admin/agentproc/historicalprocessorpolicy/")
    assert len(many) == len(few)
    page = browser.get("/admin/agentproc/historicalprocessorpolicy/").content.decode()
    assert page.count("Settings") >= 18  # each change names the field it changed


def test_runs_are_found_by_their_exact_id_or_a_word_of_their_reply(browser: Client, agent: Agent) -> None:
    wanted = Run.objects.create(agent=agent, status="completed", output_text="Your parcel left the warehouse")
    other = Run.objects.create(agent=agent, status="completed", output_text="Hello there")
    by_id = browser.get(f"/admin/agentproc/run/?q={wanted.pk}").content.decode()
    by_word = browser.get("/admin/agentproc/run/?q=warehouse").content.decode()
    by_part = browser.get(f"/admin/agentproc/run/?q={str(wanted.pk)[:8]}").content.decode()
    assert str(wanted.pk)[:8] in by_id and str(other.pk)[:8] not in by_id
    assert str(wanted.pk)[:8] in by_word and str(other.pk)[:8] not in by_word
    assert "0 runs" in by_part or str(wanted.pk)[:8] not in by_part.split("result_list", 1)[-1]


def test_the_runs_list_offers_filters_without_reading_every_run(browser: Client, agent: Agent) -> None:
    cut = Run.objects.create(agent=agent, status="completed", finish_reason="length", source="websocket")
    whole = Run.objects.create(agent=agent, status="completed", finish_reason="stop", source="api")
    sql = statements(browser, "/admin/agentproc/run/")
    page = browser.get("/admin/agentproc/run/").content.decode()
    large = ('FROM "agentproc_run"', 'FROM "agentproc_violation"')
    assert not any("DISTINCT" in s and any(t in s for t in large) for s in sql)
    assert "?finish_reason=length" in page and "?source=websocket" in page
    filtered = browser.get("/admin/agentproc/run/?finish_reason=length").content.decode()
    assert str(cut.pk)[:8] in filtered and str(whole.pk)[:8] not in filtered


@pytest.mark.postgres
def test_past_the_limit_a_list_shows_the_planners_estimate(browser: Client, agent: Agent, monkeypatch: Any) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("the estimate is PostgreSQL's planner's")
    start = timezone.now() - timedelta(hours=1)
    Run.objects.bulk_create([Run(agent=agent, status="completed", created_at=start + timedelta(seconds=i))
                             for i in range(120)])
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE agentproc_run")
    monkeypatch.setattr(lists, "EXACT_COUNT_LIMIT", 50)
    sql = statements(browser, "/admin/agentproc/run/")
    assert any(s.startswith("EXPLAIN") for s in sql) and not any("COUNT(*)" in s for s in sql)


@pytest.mark.postgres
def test_run_text_search_has_trigram_indexes_on_postgresql() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("trigram indexes are PostgreSQL's")
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'agentproc_run' AND indexdef LIKE '%gin_trgm_ops%'")
        names = {row[0] for row in cursor.fetchall()}
    assert names == {"agentproc_run_output_trgm", "agentproc_run_error_trgm"}
