"""The admin as staff see it: access, every page renders, and policy settings are a real,
validated form (inline errors, nothing saved when invalid)."""
from __future__ import annotations

import re
from typing import Any

import pytest
from django.urls import reverse

from agentproc.models import Agent, ProcessorPolicy
from tests.admin.conftest import agent_post

pytestmark = pytest.mark.django_db


def _policy_post(policy: ProcessorPolicy, **overrides: Any) -> dict[str, Any]:
    data = {
        "agent": policy.agent_id, "lane": policy.lane, "position": policy.position,
        "processor_key": policy.processor_key, "enabled": "on", "mode": policy.mode, "config_for": policy.processor_key,
        "config__pattern": r"\b[A-Z]{4,}\b", "config__threshold": "0.5", "config__strategy": "redact",
        "config__max_hits": "3", "config__case_sensitive": "on", "config__roles": ["user"],
        "config__allow": "OK", "config__notes": "", "config__extra": '{"a": 1}',
    }
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


# -- access ----------------------------------------------------------------------------------------

def test_anonymous_and_non_staff_users_are_sent_to_the_login_page(client: Any, django_user_model: Any, agent: Agent) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    assert client.get(url)["Location"].startswith(reverse("admin:login"))
    django_user_model.objects.create_user("bob", password="pw", is_staff=False)
    client.login(username="bob", password="pw")
    for target in (url, reverse("admin:agentproc_agent_try", args=[agent.pk]), reverse("admin:agentproc_violation_chart")):
        response = client.get(target)
        assert response.status_code == 302 and response["Location"].startswith(reverse("admin:login"))


# -- every page renders ------------------------------------------------------------------------------

def test_every_admin_page_shows_its_records_to_a_superuser(admin_client: Any, agent: Agent, policy: ProcessorPolicy, audit: dict[str, Any]) -> None:
    conv, run, violation = audit["conversation"], audit["run"], audit["violation"]
    short_run = str(run.pk)[:8]
    pages = [  # (page, what a superuser sees on it)
        (reverse("admin:index"), "Agent processors"),
        (reverse("admin:app_list", args=["agentproc"]), "Processor policies"),
        (reverse("admin:agentproc_agent_changelist"), "Try&nbsp;it"),
        (reverse("admin:agentproc_agent_add"), "Add agent"),
        (reverse("admin:agentproc_agent_change", args=[agent.pk]), "Be kind."),
        (reverse("admin:agentproc_agent_try", args=[agent.pk]), "Try Support"),
        (reverse("admin:agentproc_processorpolicy_changelist"), "Shout filter"),
        (reverse("admin:agentproc_processorpolicy_add"), "Add processor policy"),
        (reverse("admin:agentproc_processorpolicy_add") + f"?agent={agent.pk}&processor_key=test-shout", 'name="config__pattern"'),
        (reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]), 'name="config__threshold"'),
        (reverse("admin:agentproc_conversation_changelist"), "Order help"),
        (reverse("admin:agentproc_conversation_change", args=[conv.pk]), "Order 42 has shipped."),
        (reverse("admin:agentproc_run_changelist"), short_run),
        (reverse("admin:agentproc_run_changelist") + "?status__exact=completed&violation_policy=Shout+filter", short_run),
        (reverse("admin:agentproc_run_change", args=[run.pk]), "0.420"),
        (reverse("admin:agentproc_violation_changelist"), "email redacted"),
        (reverse("admin:agentproc_violation_changelist") + f"?action__exact=redacted&agent__id__exact={agent.pk}&q=email", "email redacted"),
        (reverse("admin:agentproc_violation_change", args=[violation.pk]), "&quot;kind&quot;"),
        (reverse("admin:agentproc_violation_chart"), ": 1 redacted"),
    ]
    for url, shown in pages:
        response = admin_client.get(url)
        assert response.status_code == 200, url
        assert shown in response.content.decode(), (url, shown)
    # A filter that matches nothing shows no row: the lists above really are filtered.
    empty = admin_client.get(reverse("admin:agentproc_run_changelist") + "?status__exact=failed").content.decode()
    assert short_run not in empty


def test_agent_page_links_to_try_it_and_lists_policies_with_their_settings(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    html = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).content.decode()
    assert reverse("admin:agentproc_agent_try", args=[agent.pk]) in html
    assert reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]) in html
    assert '<option value="test-shout" selected>Shout filter (input)</option>' in html  # registry display names
    assert "Edit settings" in html


# -- policy settings: a real form with inline errors --------------------------------------------------

def test_policy_settings_are_one_input_per_option_not_a_json_box(admin_client: Any, policy: ProcessorPolicy) -> None:
    html = admin_client.get(reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])).content.decode()
    assert re.search(r'<input type="text" name="config__pattern"', html)
    assert re.search(r'<input type="number" name="config__threshold" value="0.5"[^>]*max="1"', html)
    assert re.search(r'<input type="number" name="config__max_hits" value="3"[^>]*step="1"', html)
    assert re.search(r'<select name="config__strategy"', html) and '<option value="redact" selected>' in html
    assert re.search(r'<input type="checkbox" name="config__case_sensitive"[^>]*checked', html)
    assert re.search(r'<input type="checkbox" name="config__roles" value="user"[^>]*checked', html)
    assert re.search(r'<textarea name="config__allow"[^>]*>\s*OK</textarea>', html)
    assert 'name="config"' not in html
    assert "Score needed to act. Between 0 and 1." in html  # help text with the limits


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("config__pattern", "([unclosed", "Not a valid regular expression"),
        ("config__threshold", "1.5", "Must be at most 1"),
        ("config__threshold", "-0.1", "Must be at least 0"),
        ("config__max_hits", "11", "Must be at most 10"),
        ("config__max_hits", "many", "Enter a whole number."),
        ("config__extra", "{not json", "Enter a valid JSON."),
    ],
)
def test_bad_settings_are_shown_next_to_their_input_and_not_saved(
    admin_client: Any, policy: ProcessorPolicy, field: str, value: str, message: str
) -> None:
    before = dict(policy.config)
    response = admin_client.post(
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]), _policy_post(policy, **{field: value})
    )
    assert response.status_code == 200  # the form again, not a redirect
    form = response.context["adminform"].form
    assert any(message in e for e in form.errors[field]), form.errors
    html = response.content.decode()
    assert message in html and f"field-{field}" in html
    policy.refresh_from_db()
    assert policy.config == before


def test_valid_settings_are_saved_typed(admin_client: Any, policy: ProcessorPolicy) -> None:
    response = admin_client.post(
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]),
        _policy_post(policy, config__threshold="0.8", config__case_sensitive=None, config__allow="OK\nFAQ\n\n",
                     config__roles=["user", "assistant"], config__strategy="block", mode="monitor"),
    )
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:agentproc_agent_change", args=[policy.agent_id])
    policy.refresh_from_db()
    assert policy.mode == "monitor"
    assert policy.config["threshold"] == 0.8 and policy.config["case_sensitive"] is False
    assert policy.config["allow"] == ["OK", "FAQ"] and policy.config["roles"] == ["user", "assistant"]
    assert policy.config["strategy"] == "block" and policy.config["extra"] == {"a": 1}


def test_an_unknown_stored_option_is_an_error_until_discarded(admin_client: Any, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.filter(pk=policy.pk).update(config={**policy.config, "bogus": 1})
    url = reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])
    page = admin_client.get(url).content.decode()
    assert 'name="discard_unknown"' in page and "bogus" in page

    response = admin_client.post(url, _policy_post(policy))
    assert response.status_code == 200
    assert response.content.decode().count("Unknown option &#x27;bogus&#x27;") == 1  # once, not twice
    policy.refresh_from_db()
    assert policy.config["bogus"] == 1

    response = admin_client.post(url, _policy_post(policy, discard_unknown="on"))
    assert response.status_code == 302
    policy.refresh_from_db()
    assert "bogus" not in policy.config


def test_choosing_another_processor_shows_its_settings_before_saving(admin_client: Any, agent: Agent) -> None:
    add = reverse("admin:agentproc_processorpolicy_add")
    response = admin_client.post(add, {"agent": agent.pk, "lane": "input", "position": 2, "processor_key": "test-shout",
                                       "enabled": "on", "mode": "enforce", "config_for": ""})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Review the settings of Shout filter below, then save again." in html
    assert re.search(r'name="config__threshold" value="0.5"', html)
    assert not ProcessorPolicy.objects.exists()

    data = _policy_post(ProcessorPolicy(agent=agent, lane="input", position=2, processor_key="test-shout", mode="enforce"),
                        config__threshold="0.25")
    assert admin_client.post(add, data).status_code == 302
    assert ProcessorPolicy.objects.get().config["threshold"] == 0.25


def test_a_processor_in_a_lane_it_does_not_support_is_refused(admin_client: Any, policy: ProcessorPolicy) -> None:
    response = admin_client.post(
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]), _policy_post(policy, lane="output")
    )
    assert response.status_code == 200
    assert "Shout filter cannot run in the output lane; it supports: input." in response.context["adminform"].form.errors["lane"][0]
    policy.refresh_from_db()
    assert policy.lane == "input"


def test_policies_are_added_ordered_and_switched_from_the_agent_inline(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    rows = [
        {"id": policy.pk, "agent": agent.pk, "lane": "input", "position": 5, "processor_key": "test-shout", "mode": "monitor"},
        {"agent": agent.pk, "lane": "output", "position": 0, "processor_key": "test-echo", "enabled": "on", "mode": "enforce"},
    ]
    response = admin_client.post(url, agent_post(agent, rows, initial=1))
    assert response.status_code == 302, response.context["inline_admin_formsets"][0].formset.errors
    policy.refresh_from_db()
    assert (policy.position, policy.enabled, policy.mode) == (5, False, "monitor")
    assert policy.config["strategy"] == "redact"  # settings untouched by the inline
    assert agent.policies.get(processor_key="test-echo").lane == "output"


def test_the_inline_refuses_a_wrong_lane_and_shows_a_stored_config_problem(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    url = reverse("admin:agentproc_agent_change", args=[agent.pk])
    rows = [{"id": policy.pk, "agent": agent.pk, "lane": "input", "position": 0, "processor_key": "test-shout", "enabled": "on", "mode": "enforce"},
            {"agent": agent.pk, "lane": "input", "position": 1, "processor_key": "test-echo", "enabled": "on", "mode": "enforce"}]
    response = admin_client.post(url, agent_post(agent, rows, initial=1))
    assert response.status_code == 200
    assert "Echo cannot run in the input lane" in response.content.decode()
    assert agent.policies.count() == 1

    ProcessorPolicy.objects.filter(pk=policy.pk).update(config={"threshold": 7})
    response = admin_client.post(url, agent_post(agent, rows[:1], initial=1))
    assert response.status_code == 200
    assert "Must be at most 1" in response.content.decode()


def test_the_agent_page_lists_policies_lane_by_lane_in_position_order(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.create(agent=agent, lane="output", processor_key="test-echo", position=0)
    ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="test-shout", position=9, config={})
    response = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk]))
    rows = [f.instance for f in response.context["inline_admin_formsets"][0].formset.initial_forms]
    assert [(p.lane, p.position) for p in rows] == [("input", 0), ("input", 9), ("output", 0)]


def test_add_policy_link_with_a_processor_saves_in_one_step(admin_client: Any, agent: Agent) -> None:
    add = reverse("admin:agentproc_processorpolicy_add")
    page = admin_client.get(add, {"agent": agent.pk, "processor_key": "test-shout"}).content.decode()
    assert re.search(r'name="config_for" value="test-shout"', page)
    data = _policy_post(ProcessorPolicy(agent=agent, lane="input", position=0, processor_key="test-shout", mode="enforce"),
                        config__max_hits="7")
    assert admin_client.post(add, data).status_code == 302
    assert ProcessorPolicy.objects.get().config["max_hits"] == 7


def test_agent_page_has_its_own_violation_chart_and_policy_pages_link_to_try_it(admin_client: Any, audit: dict[str, Any], policy: ProcessorPolicy) -> None:
    agent = policy.agent
    html = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).content.decode()
    assert 'class="agentproc-chart"' in html and "Redacted (1)" in html
    page = admin_client.get(reverse("admin:agentproc_processorpolicy_change", args=[policy.pk])).content.decode()
    assert reverse("admin:agentproc_agent_try", args=[agent.pk]) in page
