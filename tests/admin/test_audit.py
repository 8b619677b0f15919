"""Audit pages: runs and violations are read-only, exported as CSV, charted; conversations
read as transcripts."""
from __future__ import annotations

import re
from typing import Any

import pytest
from django.urls import reverse

from agentproc.models import Conversation, Message, Violation
from tests.admin.conftest import agent_post

pytestmark = pytest.mark.django_db


# -- audit records are read-only ---------------------------------------------------------------------

@pytest.mark.parametrize("model", ["run", "violation"])
def test_runs_and_violations_cannot_be_added_changed_or_deleted(admin_client: Any, audit: dict[str, Any], model: str) -> None:
    obj = audit[model]
    change = reverse(f"admin:agentproc_{model}_change", args=[obj.pk])
    page = admin_client.get(change).content.decode()
    assert 'name="_save"' not in page and "deletelink" not in page
    assert admin_client.get(reverse(f"admin:agentproc_{model}_add")).status_code == 403
    assert admin_client.post(change, {"reason": "edited", "status": "failed"}).status_code == 403
    assert admin_client.post(reverse(f"admin:agentproc_{model}_delete", args=[obj.pk]), {"post": "yes"}).status_code == 403
    changelist = admin_client.get(reverse(f"admin:agentproc_{model}_changelist"))
    actions = dict(changelist.context["action_form"].fields["action"].choices)
    assert "delete_selected" not in actions and "export_csv" in actions
    bulk = admin_client.post(reverse(f"admin:agentproc_{model}_changelist"),
                             {"action": "delete_selected", "_selected_action": [obj.pk], "post": "yes"})
    assert bulk.status_code in (200, 302)
    assert type(obj).objects.filter(pk=obj.pk).exists()
    obj.refresh_from_db()
    assert getattr(obj, "reason", "") != "edited" and getattr(obj, "status", "") != "failed"


def test_csv_export_streams_the_selected_violations_with_formulas_defused(admin_client: Any, audit: dict[str, Any]) -> None:
    violation = audit["violation"]
    response = admin_client.post(reverse("admin:agentproc_violation_changelist"),
                                 {"action": "export_csv", "_selected_action": [violation.pk]})
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    assert 'attachment; filename="violations-' in response["Content-Disposition"]
    lines = b"".join(response.streaming_content).decode().splitlines()
    assert lines[0].startswith("id,created_at,agent,run,conversation,policy,policy_name,processor,lane,hook,action,reason,metadata")
    assert "support" in lines[1] and "test-shout" in lines[1] and "redacted" in lines[1]
    assert "'=HYPERLINK" in lines[1]  # a spreadsheet shows it as text instead of running it


def test_csv_export_of_runs_has_usage_and_status(admin_client: Any, audit: dict[str, Any]) -> None:
    response = admin_client.post(reverse("admin:agentproc_run_changelist"),
                                 {"action": "export_csv", "_selected_action": [audit["run"].pk]})
    rows = b"".join(response.streaming_content).decode().splitlines()
    assert "total_tokens" in rows[0] and ",completed,stop," in rows[1] and ",12," in rows[1]


def test_run_page_shows_the_timings_per_processor_and_hook(admin_client: Any, audit: dict[str, Any]) -> None:
    html = admin_client.get(reverse("admin:agentproc_run_change", args=[audit["run"].pk])).content.decode()
    assert re.search(r"<td>test-shout</td><td>input</td><td>process_input</td><td class=\"num\">1</td><td class=\"num\">0.420</td>", html)
    assert "email redacted" in html  # its violations inline


# -- conversation transcript -------------------------------------------------------------------------

def test_conversation_page_is_a_readable_transcript_with_redactions_marked(admin_client: Any, audit: dict[str, Any]) -> None:
    conv = audit["conversation"]
    html = admin_client.get(reverse("admin:agentproc_conversation_change", args=[conv.pk])).content.decode()
    assert '<mark class="redaction" title="redacted by a processor">[EMAIL]</mark>' in html
    assert "Mail me at" in html and "Order 42 has shipped." in html
    assert "lookup_order" in html and "&quot;status&quot;: &quot;shipped&quot;" in html
    assert html.index("Mail me at") < html.index("Order 42 has shipped.")
    assert reverse("admin:agentproc_run_change", args=[audit["run"].pk]) in html
    assert reverse("admin:agentproc_violation_change", args=[audit["violation"].pk]) in html
    assert 'name="_save"' not in html


# -- the violations chart ------------------------------------------------------------------------------

def test_violation_list_has_a_chart_of_what_is_caught_and_what_happens_to_it(admin_client: Any, audit: dict[str, Any]) -> None:
    import datetime as dt

    from django.utils import timezone

    run, agent = audit["run"], audit["run"].agent
    now = timezone.now()
    for days_ago, name, action in [(0, "Shout filter", "blocked"), (3, "Email redaction", "redacted"),
                                   (3, "Email redaction", "monitored"), (80, "Spring policy", "warned"),
                                   (120, "Old policy", "blocked")]:
        Violation.objects.create(run=run, agent=agent, processor_id="pii-detector-2", policy_name=name, action=action,
                                 reason="x", created_at=now - dt.timedelta(days=days_ago))
    html = admin_client.get(reverse("admin:agentproc_violation_changelist")).content.decode()
    start = html.index('class="agentproc-chart"')
    chart = html[start: html.index("</table>", start)]
    # Stacked bars per day by action, legend in full, over 90 days at most; the table names the policies.
    assert "last 81 days" in chart and "Blocked (1)" in chart and "Redacted (2)" in chart and "Warned (let through) (1)" in chart
    assert "Monitor only (not enforced) (1)" in chart
    assert "<th scope=\"row\">Email redaction</th>" in chart and "Spring policy" in chart and "Old policy" not in chart
    assert "pii-detector-2" not in chart  # admins see the policies' names, not processor ids
    assert start < html.index('id="result_list"')

    by_policy = admin_client.get(reverse("admin:agentproc_violation_changelist") + f"?policy={audit['violation'].policy_id}")
    assert "support · Shout filter" in by_policy.content.decode()
    assert list(by_policy.context["cl"].result_list) == [audit["violation"]]

    filtered = admin_client.get(reverse("admin:agentproc_violation_changelist") + "?policy_name=Email+redaction")
    assert {v.policy_name for v in filtered.context["cl"].result_list} == {"Email redaction"}

    svg = admin_client.get(reverse("admin:agentproc_violation_chart"))
    assert svg["Content-Type"].startswith("image/svg+xml") and b"Redacted (2)" in svg.content  # with the fixture's


def test_the_chart_stays_readable_with_one_day_of_data(admin_client: Any, audit: dict[str, Any]) -> None:
    from agentproc.admin.chart import violation_chart

    chart = violation_chart(Violation.objects.all())
    svg = chart.to_svg()
    assert len(chart.days) == 7 and svg.count('class="bar"') == 1 and svg.count("<text") >= 7 + 5


def test_deleting_a_conversation_keeps_its_violations(admin_client: Any, audit: dict[str, Any]) -> None:
    conv, violation = audit["conversation"], audit["violation"]
    url = reverse("admin:agentproc_conversation_delete", args=[conv.pk])
    assert admin_client.get(url).status_code == 200
    assert admin_client.post(url, {"post": "yes"}).status_code == 302
    assert not Conversation.objects.filter(pk=conv.pk).exists() and not Message.objects.exists()
    violation.refresh_from_db()
    assert violation.conversation_id is None and violation.reason.endswith("email redacted")


def test_removing_a_policy_from_its_agent_keeps_its_violations(admin_client: Any, audit: dict[str, Any]) -> None:
    violation = audit["violation"]
    policy = violation.policy
    row = {"id": policy.pk, "agent": policy.agent_id, "lane": "input", "position": 0, "processor_key": policy.processor_key,
           "enabled": "on", "mode": "enforce", "DELETE": "on"}
    response = admin_client.post(reverse("admin:agentproc_agent_change", args=[policy.agent_id]),
                                 agent_post(policy.agent, [row], initial=1))
    assert response.status_code == 302
    violation.refresh_from_db()
    assert violation.policy_id is None and violation.processor_id == "test-shout"
