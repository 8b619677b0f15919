"""The demo data (``fixtures/``) in the admin: every demo agent and policy page opens, every
policy's settings form is valid as loaded, and Try it works on each demo agent."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.management import call_command
from django.urls import reverse

from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation

FIXTURES = sorted((Path(settings.BASE_DIR) / "fixtures").glob("*.json"))

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(not FIXTURES, reason="no demo fixtures in fixtures/ yet"),
]


@pytest.fixture
def demo() -> None:
    call_command("loaddata", *map(str, FIXTURES), verbosity=0)


def test_the_demo_has_the_two_agents_with_policies(demo: None) -> None:
    assert {"support", "playground"} <= set(Agent.objects.values_list("slug", flat=True))
    assert ProcessorPolicy.objects.filter(agent__slug="support").exists()
    assert ProcessorPolicy.objects.filter(agent__slug="playground", mode="monitor").exists()


def test_every_demo_agent_and_policy_page_opens_with_valid_settings(admin_client: Any, demo: None) -> None:
    for agent in Agent.objects.all():
        assert admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).status_code == 200
    for policy in ProcessorPolicy.objects.all():
        response = admin_client.get(reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]))
        assert response.status_code == 200
        form = response.context["adminform"].form
        assert form.processor is not None, f"{policy.processor_key} is not registered"
        assert not form.unknown_options, f"{policy}: stored options the processor does not know"
        policy.full_clean()  # the stored config passes the processor's schema


def test_try_it_runs_each_demo_agent_without_storing_anything(admin_client: Any, demo: None) -> None:
    counts = [m.objects.count() for m in (Conversation, Message, Run, Violation)]
    for agent in Agent.objects.all():
        Agent.objects.filter(pk=agent.pk).update(model="scripted/fast")  # no typing delay in tests
        response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]),
                                     {"text": "Hi, I am jane@example.com, where is order 1234?"})
        trial = response.context["trial"]
        assert trial.error is None, f"{agent.slug}: {trial.error}"
        assert trial.result.status in ("completed", "tripwire")
    assert [m.objects.count() for m in (Conversation, Message, Run, Violation)] == counts
