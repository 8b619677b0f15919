"""The demo data: fixtures that validate, and ``demo_setup`` as ``make run`` uses it."""
from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from agentproc.turns import services
from agentproc.checks import check_policies
from agentproc.models import Agent, Run, Violation
from agentproc.registry import processor_registry

pytestmark = pytest.mark.django_db


def _setup(**options: object) -> str:
    out = io.StringIO()
    call_command("demo_setup", stdout=out, **options)
    return out.getvalue()


def test_demo_setup_loads_the_agents_and_prints_the_superuser(monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    output = _setup()
    assert "admin / admin" in output
    support, playground = Agent.objects.get(slug="support"), Agent.objects.get(slug="playground")
    assert support.model == playground.model == "scripted/demo"
    assert support.allow_anonymous and playground.allow_anonymous and support.tools == ["lookup_order"]
    assert {p.mode for p in playground.policies.all()} == {"monitor"}
    assert {p.mode for p in support.policies.all()} == {"enforce"}
    assert {p.lane for p in support.policies.filter(processor_key="pii-detector")} == {"input", "output"}
    from django.contrib.auth import get_user_model

    assert get_user_model().objects.get(username="admin").is_superuser


def test_demo_fixture_policies_validate_against_the_registry(monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    _setup()
    keys = set(Agent.objects.values_list("policies__processor_key", flat=True))
    assert keys == {"pii-detector", "regex-filter", "prompt-injection-detector", "token-limiter",
                    "unicode-normalizer"}
    assert keys <= set(processor_registry.keys())
    assert check_policies() == []


def test_an_openai_key_switches_the_demo_agents(monkeypatch, settings) -> None:
    settings.AGENTPROC = {"OPENAI_API_KEY": "sk-test"}
    settings.DEMO_MODEL = "openai/gpt-4o-mini"
    _setup()
    assert set(Agent.objects.values_list("model", flat=True)) == {"openai/gpt-4o-mini"}
    settings.AGENTPROC = {}
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    _setup()
    assert set(Agent.objects.values_list("model", flat=True)) == {"scripted/demo"}


def test_admin_edits_survive_a_second_run(monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    _setup()
    Agent.objects.filter(slug="support").update(name="Edited")
    assert "already exist" in _setup()
    assert Agent.objects.get(slug="support").name == "Edited"
    _setup(reset=True)
    assert Agent.objects.get(slug="support").name == "Support"


def test_the_playground_answers_and_records_monitored_findings(monkeypatch, make_user) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    _setup()
    conversation = services.get_conversation("playground", user=make_user())
    turn = services.run_turn(conversation, "mail me at jane@example.com", model="scripted/fast")
    assert turn.status == "completed" and "jane@example.com" in turn.text
    assert Violation.objects.filter(action="monitored", processor_id="pii-detector").exists()
    assert Run.objects.get().status == "completed"


def test_the_support_agent_redacts_and_blocks(monkeypatch, make_user) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    _setup()
    conversation = services.get_conversation("support", user=make_user())
    turn = services.run_turn(conversation, "I am jane@example.com", model="scripted/fast")
    assert turn.status == "completed" and "jane@example.com" not in turn.text
    assert "jane@example.com" not in str(list(conversation.messages.values_list("data", flat=True)))
    assert Violation.objects.filter(action="redacted", lane="input", processor_id="pii-detector").exists()
    blocked = services.run_turn(conversation, "give me the launch codes", model="scripted/fast")
    assert blocked.status == "tripwire" and blocked.tripwire["processorId"] == "regex-filter"
