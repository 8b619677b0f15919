"""Exports and audit pages over many rows: CSV read in batches as it is sent (not drained
first), every row exactly once, the runs list filtered by violations without repeats, and
its deep pages by cursor."""
from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

import pytest
from django.test import AsyncClient
from django.utils import timezone
from rest_framework.test import APIClient

from agentproc.csv_export import BATCH_SIZE
from agentproc.models import Agent, Run, Violation

pytestmark = pytest.mark.django_db(transaction=True)


def many_runs(agent: Agent, count: int) -> list[Run]:
    """``count`` runs a second apart, newest last; two share a timestamp (the keyset's tie)."""
    start = timezone.now() - timedelta(days=1)
    runs = [Run(agent=agent, status="completed", output_text=f"reply {i}", created_at=start + timedelta(seconds=i))
            for i in range(count)]
    runs[-2].created_at = runs[-1].created_at
    return Run.objects.bulk_create(runs)


async def read_first_part_then(client: AsyncClient, url: str, between: Any, **extra: Any) -> tuple[str, str]:
    response = await client.get(url, **extra) if not extra.get("data") else await client.post(url, **extra)
    assert response.status_code == 200 and response.streaming
    parts = aiter(response.streaming_content)
    first = (await anext(parts)).decode() + (await anext(parts)).decode()  # the header and one batch
    await between()
    rest = "".join([part.decode() async for part in parts])
    return first, rest


@pytest.fixture
def runs(agent: Agent) -> list[Run]:
    return many_runs(agent, BATCH_SIZE * 2 + 5)


async def test_the_api_export_reads_its_rows_as_it_sends_them(runs: list[Run], staff: Any) -> None:
    client = AsyncClient()
    await client.aforce_login(staff)
    newest_first = sorted(runs, key=lambda r: (r.created_at, r.pk), reverse=True)
    older = [r.pk for r in newest_first[BATCH_SIZE * 2:]]

    async def delete_the_oldest() -> None:
        await Run.objects.filter(pk__in=older).adelete()

    first, rest = await read_first_part_then(client, "/api/runs/?format=csv", delete_the_oldest)
    rows = list(csv.DictReader(io.StringIO(first + rest)))
    # Rows deleted after the first batch left are not in the file: nothing was read ahead.
    assert [r["id"] for r in rows] == [str(r.pk) for r in newest_first[:BATCH_SIZE * 2]]


def test_every_row_is_exported_once_in_order(runs: list[Run], staff: Any) -> None:
    api = APIClient()
    api.force_authenticate(staff)
    response = api.get("/api/runs/?format=csv")
    rows = list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))
    newest_first = sorted(runs, key=lambda r: (r.created_at, r.pk), reverse=True)
    assert [r["id"] for r in rows] == [str(r.pk) for r in newest_first]


def test_the_admin_export_of_every_filtered_row_streams_them_all(runs: list[Run], admin_user: Any) -> None:
    from django.test import Client

    browser = Client()
    browser.force_login(admin_user)
    response = browser.post("/admin/agentproc/run/", {"action": "export_csv", "select_across": "1", "index": "0",
                                                       "_selected_action": [str(runs[0].pk)]})
    rows = list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))
    assert len(rows) == len(runs) and len({r["id"] for r in rows}) == len(runs)


def test_runs_filtered_by_their_violations_come_once_with_their_count(agent: Agent, staff: Any) -> None:
    run, other = many_runs(agent, 2)
    Violation.objects.bulk_create([Violation(run=run, agent=agent, processor_id="pii-detector", action="redacted")
                                   for _ in range(3)])
    api = APIClient()
    api.force_authenticate(staff)
    found = api.get("/api/runs/?processor=pii-detector&action=redacted").json()["results"]
    assert [(r["id"], r["violations"]) for r in found] == [(str(run.pk), 3)]
    everything = api.get("/api/runs/").json()["results"]
    assert {r["id"]: r["violations"] for r in everything} == {str(run.pk): 3, str(other.pk): 0}


def test_deep_pages_follow_the_cursor_without_gaps_or_repeats(agent: Agent, staff: Any) -> None:
    runs = many_runs(agent, 23)
    api = APIClient()
    api.force_authenticate(staff)
    seen, url = [], "/api/runs/?pageSize=5"
    while url:
        page = api.get(url).json()
        seen += [r["id"] for r in page["results"]]
        url = page["next"]
    assert seen == [str(r.pk) for r in sorted(runs, key=lambda r: (r.created_at, r.pk), reverse=True)]
