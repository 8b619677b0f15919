"""The Try it page: each input processor's effect and timing, the reply, and nothing stored."""
from __future__ import annotations

from typing import Any

import pytest
from django.urls import reverse

from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation

pytestmark = pytest.mark.django_db


def _row_counts() -> tuple[int, ...]:
    return tuple(m.objects.count() for m in (Conversation, Message, Run, Violation))


def test_try_it_shows_each_processor_effect_and_the_reply_and_stores_nothing(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.create(agent=agent, lane="output", processor_key="test-echo", position=0)
    before = _row_counts()
    url = reverse("admin:agentproc_agent_try", args=[agent.pk])
    response = admin_client.post(url, {"text": "Please STOP shouting, OK?"})
    assert response.status_code == 200
    trial = response.context["trial"]
    assert trial.error is None
    [step] = trial.steps
    assert step.processor_id == "test-shout" and step.changed and step.text == "Please [SHOUT] shouting, OK?"
    assert [v.action for v in step.violations] == ["redacted"]
    assert trial.result.status == "completed" and "[SHOUT]" in trial.result.text  # the model saw the redacted text
    assert {t["processorId"] for t in trial.timings} >= {"test-shout", "test-echo"}
    html = response.content.decode()
    assert 'Please <mark class="redaction" title="redacted by a processor">[SHOUT]</mark> shouting, OK?' in html
    assert "changed" in html and "Processor timings" in html
    assert _row_counts() == before


def test_try_it_shows_a_block_and_stops_there(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    ProcessorPolicy.objects.filter(pk=policy.pk).update(config={**policy.config, "strategy": "block"})
    before = _row_counts()
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "HELLO there"})
    trial = response.context["trial"]
    assert trial.steps[0].blocked == "Shouting is not allowed"
    assert trial.result.status == "tripwire"
    assert "Blocked by" in response.content.decode()
    assert _row_counts() == before


def test_try_it_reports_a_broken_policy_instead_of_crashing(admin_client: Any, agent: Agent) -> None:
    ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="gone-processor", position=0)
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "hi"})
    assert response.status_code == 200
    assert "The agent could not run" in response.content.decode()


def test_try_it_needs_a_message(admin_client: Any, agent: Agent) -> None:
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": ""})
    assert response.context["trial"] is None and "This field is required." in response.content.decode()


def test_try_it_is_for_editors_not_view_only_staff(client: Any, django_user_model: Any, agent: Agent) -> None:
    from django.contrib.auth.models import Permission

    auditor = django_user_model.objects.create_user("audit", password="pw", is_staff=True)
    auditor.user_permissions.add(Permission.objects.get(codename="view_agent"))
    client.login(username="audit", password="pw")
    assert client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).status_code == 200
    assert client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "hi"}).status_code == 403


def test_try_it_shows_a_failing_model_as_a_failed_run(admin_client: Any, agent: Agent) -> None:
    Agent.objects.filter(pk=agent.pk).update(model="scripted/no-such-model")
    response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "hi"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "no-such-model" in html and ("The run failed" in html or "The agent could not run" in html)


def test_try_it_lists_input_processors_that_act_later_and_monitored_ones(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    from agentproc.registry import processor_registry
    from agentproc.runtime.processor import Processor

    class PromptStamp(Processor):
        """Acts on the provider request only."""

        key = "test-prompt-stamp"
        display_name = "Prompt stamp"
        lanes = ("input",)

        def __init__(self, id: str | None = None) -> None:
            self.id = id or self.key

        def process_llm_request(self, prompt: list[Any]) -> None:
            return None

    processor_registry.register(PromptStamp)
    try:
        ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="test-prompt-stamp", position=1)
        ProcessorPolicy.objects.filter(pk=policy.pk).update(mode="monitor")
        response = admin_client.post(reverse("admin:agentproc_agent_try", args=[agent.pk]), {"text": "STOP now"})
    finally:
        processor_registry.unregister("test-prompt-stamp")
    shout, stamp = response.context["trial"].steps
    assert shout.monitored and not shout.changed and shout.text == "STOP now"  # monitor mode: reported, not applied
    assert [v.action for v in shout.violations] == ["monitored"]
    assert stamp.note == "acts later, in process_llm_request"
    assert "acts later, in process_llm_request" in response.content.decode()
