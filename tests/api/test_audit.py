"""Runs and violations through the API: staff only, filters, JSON pages and CSV exports."""
from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

import pytest
from django.test import override_settings
from django.utils import timezone
from rest_framework.test import APIClient

from agentproc.models import Agent, Conversation, Run
from tests.clients import client_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def history(api: APIClient, agent: Agent, guarded_agent: Agent, alice: Any) -> dict[str, str]:
    """One completed turn with the support agent and one blocked turn with the guarded one."""
    plain = Conversation.objects.create(agent=agent, owner=alice)
    guarded = Conversation.objects.create(agent=guarded_agent, owner=alice)
    ok = api.post(f"/api/conversations/{plain.pk}/messages/", {"text": "hello"}, format="json").json()
    blocked = api.post(f"/api/conversations/{guarded.pk}/messages/", {"text": "I am jo@example.com"}, format="json").json()
    return {"completed": ok["runId"], "blocked": blocked["runId"]}


def test_audit_lists_need_staff(history: Any, api: APIClient) -> None:
    for url in ("/api/runs/", "/api/violations/"):
        denied = api.get(url)
        assert denied.status_code == 403 and denied.json()["error"]["code"] == "permission_denied"
        anonymous = APIClient().get(url)
        assert anonymous.status_code == 401 and anonymous.json()["error"]["code"] == "not_authenticated"


def test_staff_lists_runs_newest_first(history: dict[str, str], staff: Any) -> None:
    runs = client_for(staff).get("/api/runs/").json()
    assert [r["id"] for r in runs["results"]] == [history["blocked"], history["completed"]]
    blocked = runs["results"][0]
    assert blocked["status"] == "tripwire" and blocked["agent"] == "guarded" and blocked["violations"] == 1


@pytest.mark.parametrize(
    ("query", "expected"),
    [("agent=support", ["completed"]), ("status=tripwire", ["blocked"]), ("processor=pii-detector", ["blocked"]),
     ("action=blocked", ["blocked"]), ("action=redacted", [])],
)
def test_runs_filters(history: dict[str, str], staff: Any, query: str, expected: list[str]) -> None:
    runs = client_for(staff).get(f"/api/runs/?{query}").json()["results"]
    assert [r["id"] for r in runs] == [history[name] for name in expected]


def test_violations_filters_and_date_range(history: dict[str, str], staff: Any) -> None:
    api = client_for(staff)
    violations = api.get("/api/violations/?agent=guarded&processor=pii-detector&action=blocked").json()["results"]
    assert len(violations) == 1
    assert violations[0]["run"] == history["blocked"] and violations[0]["processorId"] == "pii-detector"
    tomorrow = (timezone.now() + timedelta(days=1)).date().isoformat()
    assert api.get(f"/api/violations/?since={tomorrow}").json()["results"] == []
    assert len(api.get(f"/api/violations/?until={tomorrow}").json()["results"]) == 1
    assert api.get("/api/violations/?status=completed").json()["results"] == []


def test_bad_filter_is_a_validation_error(staff: Any) -> None:
    response = client_for(staff).get("/api/runs/?since=last-tuesday")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "validation_error"
    assert "since" in response.json()["error"]["details"]


def read_csv(response: Any) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))


def test_runs_export_as_csv(history: dict[str, str], staff: Any) -> None:
    response = client_for(staff).get("/api/runs/?format=csv&status=completed")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    rows = read_csv(response)
    assert [r["id"] for r in rows] == [history["completed"]]
    assert rows[0]["status"] == "completed" and '"totalTokens"' in rows[0]["usage"]


def test_violations_export_as_csv_ignores_pagination(history: Any, staff: Any) -> None:
    # More violations than one page: the export has every one of them.
    run = Run.objects.get(status="tripwire")
    for n in range(3):
        run.violations.create(agent=run.agent, processor_id=f"extra-{n}", action="warned", reason="test")
    with override_settings(AGENTPROC={"API_PAGE_SIZE": 2}):
        api = client_for(staff)
        assert len(api.get("/api/violations/").json()["results"]) == 2
        rows = read_csv(api.get("/api/violations/", {"format": "csv"}))
    assert len(rows) == 4
    assert {"processorId", "action", "reason", "metadata"} <= set(rows[0])


@override_settings(AGENTPROC={"STAFF_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"]})
def test_staff_permission_hook_from_settings(history: Any, api: APIClient) -> None:
    assert api.get("/api/runs/").status_code == 200


def test_csv_cells_never_start_a_spreadsheet_formula(history: Any, staff: Any) -> None:
    run = Run.objects.get(status="tripwire")
    run.violations.create(agent=run.agent, processor_id="x", action="warned", reason='=HYPERLINK("http://evil")')
    rows = read_csv(client_for(staff).get("/api/violations/?format=csv&processor=x"))
    assert rows[0]["reason"] == '\'=HYPERLINK("http://evil")'
