"""Models: ids, ordering, string forms and the append-only audit trail."""
from __future__ import annotations

import uuid

import pytest
from django.core.exceptions import ValidationError

from agentproc.exceptions import AppendOnlyError
from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation

pytestmark = pytest.mark.django_db


@pytest.fixture
def agent() -> Agent:
    return Agent.objects.create(slug="helper", name="Helper")


def _violation(agent: Agent, **kwargs: object) -> Violation:
    run = Run.objects.create(agent=agent)
    return Violation.objects.create(run=run, agent=agent, processor_id="pii-detector", lane="input",
                                    hook="process_input", reason="email found", action="redacted", **kwargs)


def test_conversation_message_and_run_ids_are_uuids(agent: Agent) -> None:
    conversation = Conversation.objects.create(agent=agent)
    run = Run.objects.create(agent=agent, conversation=conversation)
    message = Message.objects.create(conversation=conversation, run=run, role="user", text="hi")
    assert all(isinstance(obj.pk, uuid.UUID) for obj in (conversation, run, message))


def test_agent_without_model_uses_the_default_model(agent: Agent, settings) -> None:
    settings.AGENTPROC = {"DEFAULT_MODEL": "scripted/fast"}
    assert agent.effective_model == "scripted/fast"
    agent.model = "openai/gpt-4o-mini"
    assert agent.effective_model == "openai/gpt-4o-mini"


def test_notify_emails_accepts_lines_and_commas(agent: Agent) -> None:
    agent.notify_emails = "a@example.com, b@example.com\nc@example.com\n"
    assert agent.notify_email_list == ["a@example.com", "b@example.com", "c@example.com"]


def test_policies_are_ordered_by_lane_and_position(agent: Agent) -> None:
    second = ProcessorPolicy.objects.create(agent=agent, stage="input", processor_key="b", position=2)
    first = ProcessorPolicy.objects.create(agent=agent, stage="input", processor_key="a", position=1)
    assert list(agent.policies.filter(stage="input")) == [first, second]
    assert str(first) == "a"  # no name, an unknown processor: its key
    first.mode = "monitor"
    assert str(first) == "a (monitor)"
    first.name = "Blocked words"
    assert str(first) == "Blocked words (monitor)"


def test_policy_clean_rejects_an_unknown_processor(agent: Agent) -> None:
    policy = ProcessorPolicy(agent=agent, stage="input", processor_key="no-such-processor")
    with pytest.raises(ValidationError) as info:
        policy.full_clean()
    assert "processor_key" in info.value.message_dict


def test_string_forms_are_readable(agent: Agent) -> None:
    conversation = Conversation.objects.create(agent=agent, title="Refund")
    assert str(agent) == "Helper"
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
    policy = ProcessorPolicy.objects.create(agent=agent, stage="input", processor_key="pii-detector")
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
