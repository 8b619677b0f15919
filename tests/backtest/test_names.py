"""Backtest pages, exports and apply call policies by the names officers gave them."""
from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

import pytest
from django.urls import reverse

from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import Backtest
from agentproc.backtest.names import PolicyNames
from agentproc.backtest.runner import run_backtest
from agentproc.models import ProcessorPolicy

pytestmark = pytest.mark.django_db

ADD = "admin:agentproc_backtest_add"
#: What officers must never read where a name belongs: "input regex-filter #13", "(new 1)".
MACHINE_LABEL = re.compile(r"regex-filter #\d+|\(new \d+\)")


@pytest.fixture
def agent(make_agent, chat) -> Any:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]}),
                                 ("input", "regex-filter", {"words": ["cancel"]}),
                                 ("input", "regex-filter", {"patterns": [r"order \d{6}"]})])
    for pk, name in zip(agent.policies.order_by("position").values_list("pk", flat=True),
                        ("Refund talk", "Cancel talk", "Order numbers")):
        ProcessorPolicy.objects.filter(pk=pk).update(name=name)
    chat(agent, "tell me about falcon")
    chat(agent, "I want a refund")
    chat(agent, "please cancel it")
    return agent


def _draft(agent: Any) -> list[dict[str, Any]]:
    """Cancel talk removed, a named falcon blocklist added."""
    live = live_draft(agent)
    return [live[0], live[2], {"policy": None, "lane": "input", "processor": "regex-filter", "name": "Falcon talk",
                               "config": {"words": ["falcon"]}, "mode": "enforce", "enabled": True}]


def _form(agent: Any, draft: list[dict[str, Any]], action: str) -> dict[str, Any]:
    return {"agent": agent.pk, "draft": json.dumps(draft), "since": "", "until": "", "conversation": "",
            "sample": "", "action": action}


def test_preview_results_export_and_apply_name_the_policies(admin_client, agent) -> None:
    preview = admin_client.post(reverse(ADD), _form(agent, _draft(agent), "preview")).context["preview"]
    assert preview["changes"] == ["remove Cancel talk", "add Falcon talk to the input lane (enforce)"]

    admin_client.post(reverse(ADD), _form(agent, _draft(agent), "start"))
    backtest = run_backtest(Backtest.objects.get().pk)
    page = admin_client.get(reverse("admin:agentproc_backtest_change", args=[backtest.pk]))
    html = page.content.decode()
    assert not MACHINE_LABEL.search(re.sub(r'title="[^"]*"', "", html)), MACHINE_LABEL.search(html)
    assert [p["name"] for p in page.context["policies"]] == ["Refund talk", "Cancel talk", "Order numbers",
                                                             "Falcon talk"]
    outcomes = sorted((r["live"]["status"], r["live"]["blocked_by"], r["draft"]["status"], r["draft"]["blocked_by"])
                      for r in page.context["rows"])
    assert outcomes == [("blocked", "Cancel talk", "passed", ""), ("passed", "", "blocked", "Falcon talk")]
    assert "blocked by <strong>Falcon talk</strong>" in html

    export = admin_client.get(reverse("admin:agentproc_backtest_export", args=[backtest.pk]))
    rows = list(csv.DictReader(io.StringIO(b"".join(export.streaming_content).decode())))
    assert sorted((r["live_blocked_by"], r["draft_blocked_by"]) for r in rows) == [("", "Falcon talk"),
                                                                                    ("Cancel talk", "")]

    applied = admin_client.post(reverse("admin:agentproc_backtest_apply", args=[backtest.pk]), follow=True)
    [message] = [str(m) for m in applied.context["messages"]]
    assert "remove Cancel talk" in message and "add Falcon talk to the input lane" in message
    assert sorted(ProcessorPolicy.objects.filter(agent=agent).values_list("name", flat=True)) == [
        "Falcon talk", "Order numbers", "Refund talk"]
    # After the apply the removed policy is gone, and the results still say its name (from its history).
    again = admin_client.get(reverse("admin:agentproc_backtest_change", args=[backtest.pk]))
    assert sorted(r["live"]["blocked_by"] for r in again.context["rows"]) == ["", "Cancel talk"]


def test_policies_sharing_a_name_are_told_apart_by_lane_and_place(agent) -> None:
    ProcessorPolicy.objects.filter(agent=agent).update(name="Blocklist")
    live = live_draft(agent)
    new = {"policy": None, "lane": "input", "processor": "pii-detector", "config": {}, "mode": "monitor",
           "enabled": True}
    names = PolicyNames(live, [*live, new])
    assert [names.of_entry(e) for e in live] == ["Blocklist (input no. 1)", "Blocklist (input no. 2)",
                                                 "Blocklist (input no. 3)"]
    assert names.of_entry(new, 1) == "PII detector (new)"
    assert names(f"input regex-filter #{live[0]['policy']}") == "Blocklist (input no. 1)"
    assert names("gone-processor (policy gone)") == "gone-processor (policy gone)"  # unknown: left as it is
