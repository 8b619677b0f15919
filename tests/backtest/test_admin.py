"""The backtest admin: start with a preview, progress JSON, results with diffs, CSV, cancel, apply."""
from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
from django.urls import reverse

from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import Backtest, BacktestResult
from agentproc.backtest.runner import run_backtest
from agentproc.backtest.tasks import cancel_backtest
from agentproc.models import ProcessorPolicy

pytestmark = pytest.mark.django_db

ADD = "admin:agentproc_backtest_add"


@pytest.fixture
def agent(make_agent, chat) -> Any:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]})])
    chat(agent, "tell me about falcon")
    chat(agent, "I want a refund")
    chat(agent, "hello")
    return agent


def _form(agent: Any, draft: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"agent": agent.pk, "draft": json.dumps(draft), "since": "", "until": "", "conversation": "",
            "sample": "", **extra}


FALCON = {"policy": None, "lane": "input", "processor": "regex-filter", "config": {"words": ["falcon"]},
          "mode": "enforce", "enabled": True}
MODERATION = {"policy": None, "lane": "input", "processor": "moderation", "config": {}, "mode": "enforce",
              "enabled": True}


def test_the_start_page_shows_the_live_chain_as_the_draft(admin_client, agent) -> None:
    response = admin_client.get(reverse(ADD) + f"?agent={agent.pk}")
    assert response.status_code == 200
    draft = json.loads(response.context["form"].initial["draft"])
    assert draft == live_draft(agent) and draft[0]["processor"] == "regex-filter"


def test_a_bad_draft_is_a_form_error_with_its_code(admin_client, agent) -> None:
    bad = [{**FALCON, "lane": "error"}]
    response = admin_client.post(reverse(ADD), _form(agent, bad, action="preview"))
    assert response.status_code == 200 and Backtest.objects.count() == 0
    [error] = response.context["form"].errors.as_data()["draft"]
    assert error.code == "draft_bad_lane" and "entry 1" in str(error.message)
    response = admin_client.post(reverse(ADD), _form(agent, [], action="preview") | {"draft": "[{"})
    assert response.context["form"].errors.as_data()["draft"][0].code == "draft_not_json"


def test_the_preview_counts_calls_out_before_anything_starts(admin_client, agent) -> None:
    response = admin_client.post(reverse(ADD), _form(agent, live_draft(agent) + [MODERATION], action="preview"))
    assert response.status_code == 200 and Backtest.objects.count() == 0
    preview = response.context["preview"]
    assert preview["calls"]["turns"] == 3 and preview["calls"]["total"] == 3
    assert "add Moderation (new) to the input lane (enforce)" in preview["changes"]
    assert b"Allow these 3 calls" in response.content


def test_start_run_read_export_and_apply(admin_client, agent, django_capture_on_commit_callbacks) -> None:
    draft = [FALCON]  # the refund blocklist removed, a falcon one added
    response = admin_client.post(reverse(ADD), _form(agent, draft, action="start"))
    backtest = Backtest.objects.get()
    assert response.status_code == 302 and response["Location"].endswith(f"/{backtest.pk}/change/")
    assert backtest.status == "queued" and backtest.allow_calls is False and backtest.live == live_draft(agent)
    progress = admin_client.get(reverse("admin:agentproc_backtest_progress", args=[backtest.pk])).json()
    assert progress["status"] == "queued" and progress["final"] is False

    run_backtest(backtest.pk)  # what the Celery task does

    progress = admin_client.get(reverse("admin:agentproc_backtest_progress", args=[backtest.pk])).json()
    assert progress == {**progress, "status": "completed", "done": 3, "total": 3, "changed": 2, "percent": 100}
    page = admin_client.get(reverse("admin:agentproc_backtest_change", args=[backtest.pk]))
    html = page.content.decode()
    assert page.status_code == 200 and len(page.context["rows"]) == 2
    assert '<del class="agentproc-diff-del">' in html or '<ins class="agentproc-diff-ins">' in html
    falcon = BacktestResult.objects.get(backtest=backtest, change="newly_blocked")
    assert reverse("admin:agentproc_conversation_change", args=[falcon.conversation_id]) in html
    only_new = admin_client.get(reverse("admin:agentproc_backtest_change", args=[backtest.pk]) + "?change=newly_blocked")
    assert [r["result"].pk for r in only_new.context["rows"]] == [falcon.pk]

    export = admin_client.get(reverse("admin:agentproc_backtest_export", args=[backtest.pk]))
    rows = list(csv.DictReader(io.StringIO(b"".join(export.streaming_content).decode())))
    assert sorted(r["change"] for r in rows) == ["newly_blocked", "no_longer_blocked"]
    assert {r["conversation"] for r in rows} == {str(r.conversation_id) for r in BacktestResult.objects.all()}

    old = ProcessorPolicy.objects.get(agent=agent)
    response = admin_client.post(reverse("admin:agentproc_backtest_apply", args=[backtest.pk]))
    assert response.status_code == 302 and response["Location"] == reverse("admin:agentproc_agent_change",
                                                                           args=[agent.pk])
    [policy] = ProcessorPolicy.objects.filter(agent=agent)
    assert policy.pk != old.pk and policy.config["words"] == ["falcon"] and policy.lane == "input"
    backtest.refresh_from_db()
    assert backtest.applied_at is not None
    # Applied once: the live chain is now different from the one the backtest saw.
    again = admin_client.post(reverse("admin:agentproc_backtest_apply", args=[backtest.pk]), follow=True)
    assert any("changed since this backtest" in str(m) for m in again.context["messages"])
    assert ProcessorPolicy.objects.get(agent=agent).pk == policy.pk


def test_apply_edits_policies_in_place_and_keeps_their_ids(agent) -> None:
    from agentproc.backtest.apply import apply_draft

    ProcessorPolicy.objects.create(agent=agent, lane="output", processor_key="pii-detector", position=0)
    live = live_draft(agent)
    draft = [{**live[1], "mode": "monitor"}, {**live[0], "config": {**live[0]["config"], "words": ["refund", "x"]}}]
    ids = sorted(p.pk for p in ProcessorPolicy.objects.filter(agent=agent))
    assert apply_draft(agent, draft) == {"created": 0, "updated": 2, "deleted": 0}
    assert sorted(p.pk for p in ProcessorPolicy.objects.filter(agent=agent)) == ids
    assert ProcessorPolicy.objects.get(pk=live[1]["policy"]).mode == "monitor"
    assert ProcessorPolicy.objects.get(pk=live[0]["policy"]).config["words"] == ["refund", "x"]


def test_a_cancelled_backtest_stops_and_says_so(admin_client, agent) -> None:
    queued = Backtest.objects.create(agent=agent, draft=[FALCON], live=live_draft(agent))
    response = admin_client.post(reverse("admin:agentproc_backtest_cancel", args=[queued.pk]))
    assert response.status_code == 302
    queued.refresh_from_db()
    assert queued.status == "cancelled" and run_backtest(queued.pk) is None

    running = Backtest.objects.create(agent=agent, draft=[FALCON], live=live_draft(agent))
    Backtest.objects.filter(pk=running.pk).update(status="running")
    running.refresh_from_db()
    assert cancel_backtest(running)  # flagged: the worker stops before its next batch
    from agentproc.backtest.runner import _execute

    _execute(running, 1)
    running.refresh_from_db()
    assert running.status == "cancelled" and running.done == 0 and running.finished_at is not None


def test_backtests_follow_their_agents_retention(agent) -> None:
    from datetime import timedelta

    from django.utils import timezone

    from agentproc.tasks import purge_expired

    agent.retention_days = 30
    agent.save()
    old = Backtest.objects.create(agent=agent, draft=[FALCON], live=live_draft(agent))
    run_backtest(old.pk)
    Backtest.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=31))
    recent = Backtest.objects.create(agent=agent, draft=[FALCON], live=live_draft(agent))
    run_backtest(recent.pk)
    assert BacktestResult.objects.filter(backtest=old).exists()

    purge_expired()

    assert list(Backtest.objects.values_list("pk", flat=True)) == [recent.pk]
    assert not BacktestResult.objects.filter(backtest_id=old.pk).exists()


def test_the_agent_page_links_to_a_backtest_of_its_chain(admin_client, agent) -> None:
    page = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk]))
    assert f'{reverse(ADD)}?agent={agent.pk}"'.encode() in page.content


def test_the_celery_task_runs_a_queued_backtest_once(agent) -> None:
    from agentproc.backtest.tasks import run_backtest_task

    backtest = Backtest.objects.create(agent=agent, draft=[FALCON], live=live_draft(agent))
    first = run_backtest_task.delay(str(backtest.pk)).get()
    again = run_backtest_task.delay(str(backtest.pk)).get()  # a redelivered message finds it claimed
    assert first["status"] == "completed" and first["done"] == 3 and first["changed"] == 2
    assert again == {"id": str(backtest.pk), "status": "not_queued"}
    assert BacktestResult.objects.filter(backtest=backtest).count() == 2
