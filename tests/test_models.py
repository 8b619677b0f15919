"""Models: ids, ordering, string forms and the append-only audit trail."""
from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.exceptions import ValidationError

from agentproc.exceptions import AppendOnlyError
from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation

pytestmark = pytest.mark.django_db


def _violation(agent: Agent, **kwargs: object) -> Violation:
    run = Run.objects.create(agent=agent)
    return Violation.objects.create(run=run, agent=agent, processor_id="pii-detector", lane="input",
                                    hook="process_input", reason="email found", action="redacted", **kwargs)


def test_visitors_may_use_only_active_agents_open_to_them(agent: Agent, open_agent: Agent, alice) -> None:
    Agent.objects.create(slug="off", name="Off", allow_anonymous=True, is_active=False)
    assert set(Agent.objects.usable_by(None)) == {open_agent}
    assert set(Agent.objects.usable_by(AnonymousUser())) == {open_agent}
    assert set(Agent.objects.usable_by(alice)) == {agent, open_agent}
    assert open_agent.admits(None) and agent.admits(alice) and not agent.admits(AnonymousUser())


def test_agent_without_model_uses_the_default_model(agent: Agent, settings) -> None:
    settings.AGENTPROC = {"DEFAULT_MODEL": "scripted/fast"}
    agent.model = ""
    assert agent.effective_model == "scripted/fast"
    agent.model = "openai/gpt-4o-mini"
    assert agent.effective_model == "openai/gpt-4o-mini"


def test_notify_emails_accepts_lines_and_commas(agent: Agent) -> None:
    agent.notify_emails = "a@example.com, b@example.com\nc@example.com\n"
    assert agent.notify_email_list == ["a@example.com", "b@example.com", "c@example.com"]


def test_policies_are_ordered_by_lane_and_position(agent: Agent) -> None:
    second = ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="b", position=2)
    first = ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="a", position=1)
    assert list(agent.policies.filter(lane="input")) == [first, second]
    assert str(first) == "a"  # no name, an unknown processor: its key
    first.mode = "monitor"
    assert str(first) == "a (monitor)"
    first.name = "Blocked words"
    assert str(first) == "Blocked words (monitor)"


def test_policy_clean_rejects_an_unknown_processor(agent: Agent) -> None:
    policy = ProcessorPolicy(agent=agent, lane="input", processor_key="no-such-processor")
    with pytest.raises(ValidationError) as info:
        policy.full_clean()
    assert "processor_key" in info.value.message_dict


def test_string_forms_are_readable(agent: Agent) -> None:
    conversation = Conversation.objects.create(agent=agent, title="Refund")
    assert str(agent) == "Support"
    assert str(conversation) == "Refund"
    message = Message(conversation=conversation, role="user", text="x" * 100)
    assert str(message).startswith("user: xxx") and str(message).endswith("…")
    assert "queued" in str(Run(agent=agent))


def test_violation_cannot_be_changed(agent: Agent) -> None:
    violation = _violation(agent)
    violation.reason = "nothing happened"
    with pytest.raises(AppendOnlyError):
        violation.save()
    assert Violation.objects.get().reason == "email found"


def test_violation_cannot_be_deleted(agent: Agent) -> None:
    violation = _violation(agent)
    with pytest.raises(AppendOnlyError):
        violation.delete()
    with pytest.raises(AppendOnlyError):
        Violation.objects.all().delete()
    assert Violation.objects.count() == 1


def test_deleting_a_policy_keeps_its_violations(agent: Agent) -> None:
    policy = ProcessorPolicy.objects.create(agent=agent, lane="input", processor_key="pii-detector")
    _violation(agent, policy=policy)
    policy.delete()
    violation = Violation.objects.get()
    assert violation.policy is None and violation.processor_id == "pii-detector"


def test_deleting_a_conversation_keeps_runs_and_violations(agent: Agent) -> None:
    conversation = Conversation.objects.create(agent=agent)
    violation = _violation(agent, conversation=conversation)
    conversation.delete()
    assert Run.objects.filter(pk=violation.run_id).exists()
    assert Violation.objects.get().conversation is None
