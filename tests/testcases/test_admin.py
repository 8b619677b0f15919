"""Test cases in the admin: edited inline or on their own, run on every policy save and in the
backtest preview, exported without what the guardrails keep out, and Apply confirms failures."""
from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
from django.urls import reverse

from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import Backtest
from agentproc.backtest.runner import run_backtest
from agentproc.models import ProcessorPolicy
from agentproc.testcases.models import PolicyTestCase
from tests.admin.conftest import agent_post

pytestmark = pytest.mark.django_db


def _errors(response: Any) -> list[str]:
    return [str(m) for m in response.context["messages"] if m.level_tag == "error"]


def _policy_post(policy: ProcessorPolicy, **overrides: Any) -> dict[str, Any]:
    data = {"agent": policy.agent_id, "name": policy.name, "lane": "input", "position": policy.position,
            "processor_key": "regex-filter", "enabled": "on", "mode": "enforce", "config_for": "regex-filter",
            "config__words": "\n".join(policy.config["words"]), "config__patterns": "", "config__strategy": "block",
            "config__replacement": "[REDACTED]", "config__stream_holdback_chars": 64}
    return {**data, **overrides}


def test_saving_a_policy_runs_the_cases_and_names_those_that_now_fail(admin_client: Any, agent: Any,
                                                                      cases: list[Any]) -> None:
    refund = ProcessorPolicy.objects.get(name="Refund talk")
    url = reverse("admin:agentproc_processorpolicy_change", args=[refund.pk])
    response = admin_client.post(url, _policy_post(refund, mode="monitor"), follow=True)
    assert _errors(response) == ["1 of 3 test cases fail: Refund request (expected blocked by Refund talk, "
                                 "got passes)"]
    stored = dict(PolicyTestCase.objects.values_list("name", "last_passed"))
    assert stored == {"Refund request": False, "Email": True, "Greeting": True}

    response = admin_client.post(url, _policy_post(refund), follow=True)
    assert not _errors(response) and "All 3 test cases pass." in [str(m) for m in response.context["messages"]]
    listing = admin_client.get(reverse("admin:agentproc_policytestcase_changelist")).content.decode()
    assert listing.count('data-verdict="passes"') == 3


def test_an_officer_adds_a_case_on_the_agent_page(admin_client: Any, agent: Any) -> None:
    refund = ProcessorPolicy.objects.get(name="Refund talk")
    data = agent_post(agent, [], 0)
    data.update({"test_cases-TOTAL_FORMS": 1, "test_cases-0-name": "Refund request",
                 "test_cases-0-message": "can I get a refund?", "test_cases-0-expect": "blocked",
                 "test_cases-0-expect_policy": refund.pk})
    response = admin_client.post(reverse("admin:agentproc_agent_change", args=[agent.pk]), data, follow=True)
    assert response.status_code == 200 and "All 1 test case pass." in [str(m) for m in response.context["messages"]]
    saved = PolicyTestCase.objects.get()
    assert (saved.message, saved.expect_policy, saved.last_outcome) == ("can I get a refund?", refund,
                                                                        "blocked by Refund talk")
    page = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).content.decode()
    assert "can I get a refund?" in page and "✓ blocked by Refund talk" in page


def test_a_case_that_passes_cannot_name_a_policy(admin_client: Any, agent: Any) -> None:
    response = admin_client.post(reverse("admin:agentproc_policytestcase_add"), {
        "agent": agent.pk, "name": "Hi", "message": "hi", "expect": "passes",
        "expect_policy": ProcessorPolicy.objects.get(name="Refund talk").pk, "expect_type": ""})
    assert response.status_code == 200 and not PolicyTestCase.objects.exists()
    assert response.context["adminform"].form.errors.as_data()["expect"][0].code == "passes_with_policy"


def test_the_export_shows_messages_as_the_chain_stores_them(admin_client: Any, agent: Any,
                                                            cases: list[Any]) -> None:
    changelist = reverse("admin:agentproc_policytestcase_changelist")
    chosen = [str(c.pk) for c in cases]
    as_csv = admin_client.post(changelist, {"action": "export_csv", "_selected_action": chosen})
    rows = {r["name"]: r for r in csv.DictReader(io.StringIO(b"".join(as_csv.streaming_content).decode()))}
    assert rows["Refund request"]["message_as_stored"] == "I want a [REDACTED] for order 1234"
    assert "jane@example.com" not in rows["Email"]["message_as_stored"]
    assert rows["Greeting"]["message_as_stored"] == "hello there"
    assert rows["Refund request"]["expected_policy"] == "Refund talk"
    as_json = json.loads(admin_client.post(changelist, {"action": "export_json", "_selected_action": chosen}).content)
    assert {r["name"]: r["message_as_stored"] for r in as_json} == {
        n: r["message_as_stored"] for n, r in rows.items()}


def test_the_backtest_preview_and_apply_confirm_failing_cases(admin_client: Any, agent: Any, cases: list[Any],
                                                              chat: Any) -> None:
    chat(agent, "hello there")
    live = live_draft(agent)
    draft = [{**live[0], "mode": "monitor"}, live[1]]  # the refund words only monitored
    form = {"agent": agent.pk, "draft": json.dumps(draft), "since": "", "until": "", "conversation": "",
            "sample": ""}
    preview = admin_client.post(reverse("admin:agentproc_backtest_add"), {**form, "action": "preview"})
    assert [(r.case.name, r.outcome) for r in preview.context["preview"]["failing"]] == [("Refund request",
                                                                                          "passes")]
    assert 'id="case-results"' in preview.content.decode()

    admin_client.post(reverse("admin:agentproc_backtest_add"), {**form, "action": "start"})
    backtest = run_backtest(Backtest.objects.get().pk)
    page = admin_client.get(reverse("admin:agentproc_backtest_change", args=[backtest.pk]))
    assert 'id="backtest-confirm-failing"' in page.content.decode()
    apply = reverse("admin:agentproc_backtest_apply", args=[backtest.pk])
    refused = admin_client.post(apply, follow=True)
    assert _errors(refused) == ["1 test case(s) fail under this draft: Refund request. Confirm to apply anyway."]
    assert ProcessorPolicy.objects.get(name="Refund talk").mode == "enforce"
    admin_client.post(apply, {"confirm_failing": "1"})
    assert ProcessorPolicy.objects.get(name="Refund talk").mode == "monitor"


def test_the_agent_page_offers_only_its_own_policies(admin_client: Any, agent: Any, make_agent: Any) -> None:
    other = make_agent("other", policies=[("input", "regex-filter", {"words": ["x"]})])
    page = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk]))
    [cases_inline] = [f for f in page.context["inline_admin_formsets"] if f.formset.prefix == "test_cases"]
    offered = set(cases_inline.formset.empty_form.fields["expect_policy"].queryset)
    assert offered == set(agent.policies.all()) and not offered & set(other.policies.all())


def test_a_chain_that_cannot_be_built_is_said_after_a_save(admin_client: Any, agent: Any, cases: list[Any]) -> None:
    ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="gone-processor", position=9)
    refund = ProcessorPolicy.objects.get(name="Refund talk")
    url = reverse("admin:agentproc_processorpolicy_change", args=[refund.pk])
    response = admin_client.post(url, _policy_post(refund, mode="monitor"), follow=True)
    assert response.status_code == 200 and ProcessorPolicy.objects.get(pk=refund.pk).mode == "monitor"
    assert any(str(m).startswith("The test cases could not run: ") and "gone-processor" in str(m)
               for m in response.context["messages"])
