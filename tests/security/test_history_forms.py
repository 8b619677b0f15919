"""A member who may only view a history cannot change a policy or an agent through it.

The attack: simple-history's page of an old version saves what is posted to it for anyone
who may view the history, so a view-only staff member switched an enforced PII policy to
monitor-and-warn (and renamed an agent, set its webhook) by posting that form."""
from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from django.urls import reverse

from agentproc.models import Agent, ProcessorPolicy

pytestmark = pytest.mark.django_db

POLICY_POST = {"name": "Off", "lane": "input", "position": 0, "processor_key": "pii-detector", "enabled": "on",
               "mode": "monitor", "config_for": "pii-detector", "config__strategy": "warn",
               "config__redaction_method": "mask", "config__detection_types": ["email"],
               "config__check_tool_calls": "on", "config__phone_regions": "US"}


def _client(make_user: Any, *codenames: str) -> Client:
    user = make_user("member", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="agentproc", codename__in=codenames))
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def agent(make_agent: Any) -> Agent:
    return make_agent("support", policies=[("input", "pii-detector", {"strategy": "block"})])


def test_a_view_only_member_cannot_save_an_old_version(agent: Agent, make_user: Any) -> None:
    client = _client(make_user, "view_agent", "view_processorpolicy")
    policy = ProcessorPolicy.objects.get(agent=agent)
    old = reverse("admin:agentproc_processorpolicy_simple_history", args=[policy.pk, policy.history.first().history_id])
    assert client.get(old).status_code == 200  # reading the old version is allowed
    assert client.post(old, {**POLICY_POST, "agent": agent.pk}).status_code == 403
    policy.refresh_from_db()
    assert (policy.mode, policy.config["strategy"], policy.name) == ("enforce", "block", "PII detector")

    old_agent = reverse("admin:agentproc_agent_simple_history", args=[agent.pk, agent.history.first().history_id])
    response = client.post(old_agent, {"slug": "support", "name": "Renamed", "model": "test/script", "max_steps": 5,
                                       "max_input_chars": 100, "webhook_max_retries": 3,
                                       "webhook_url": "https://collector.example.com/", "policies-TOTAL_FORMS": 0,
                                       "policies-INITIAL_FORMS": 0})
    assert response.status_code == 403
    agent.refresh_from_db()
    assert (agent.name, agent.webhook_url) == ("Support", "")


def test_a_member_who_may_change_policies_still_reverts_through_the_history(agent: Agent, make_user: Any) -> None:
    client = _client(make_user, "view_agent", "view_processorpolicy", "change_processorpolicy")
    policy = ProcessorPolicy.objects.get(agent=agent)
    old = reverse("admin:agentproc_processorpolicy_simple_history", args=[policy.pk, policy.history.first().history_id])
    assert client.post(old, {**POLICY_POST, "agent": agent.pk}).status_code == 302
    policy.refresh_from_db()
    assert (policy.mode, policy.config["strategy"]) == ("monitor", "warn")
