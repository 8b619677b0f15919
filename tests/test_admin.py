"""The admin as staff see it: every page renders, policy settings are a real validated form,
audit records are read-only, and the Try it page stores nothing."""
from __future__ import annotations

import re
from typing import Any

import pytest
from django.urls import reverse

from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation
from agentproc.processors.schema import Field
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor

pytestmark = pytest.mark.django_db


def _regex_problem(value: str) -> str | None:
    try:
        re.compile(value)
    except re.error as exc:
        return f"Not a valid regular expression: {exc}."
    return None


class ShoutFilter(Processor):
    """Test guardrail with one option of every schema type."""

    key = "test-shout"
    display_name = "Shout filter"
    lanes = ("input",)
    config_fields = (
        Field("pattern", "str", default=r"\b[A-Z]{4,}\b", help="Regular expression.", validator=_regex_problem),
        Field("threshold", "float", default=0.5, min=0, max=1, help="Score needed to act."),
        Field("strategy", "choice", default="redact", choices=("block", "warn", "redact")),
        Field("max_hits", "int", default=3, min=1, max=10),
        Field("case_sensitive", "bool", default=True),
        Field("roles", "multichoice", default=["user"], choices=("user", "assistant")),
        Field("allow", "list", default=["OK"]),
        Field("notes", "text", default=""),
        Field("extra", "json", default={"a": 1}),
    )

    def __init__(self, *, pattern: str, strategy: str, allow: list[str], id: str | None = None, **_: Any) -> None:
        self.id = id or self.key
        self.name = self.display_name
        self.pattern, self.strategy, self.allow = re.compile(pattern), strategy, set(allow)

    def process_input(self, messages: list[Any], abort: Any) -> list[Any]:
        for m in messages:
            for part in m.content.parts:
                if part.get("type") != "text":
                    continue
                hits = [h for h in self.pattern.findall(part["text"]) if h not in self.allow]
                if hits and self.strategy == "block":
                    abort("Shouting is not allowed")
                if hits:
                    part["text"] = self.pattern.sub(lambda mt: mt.group() if mt.group() in self.allow else "[SHOUT]", part["text"])
                    self.report_violation("shouting redacted", {"hits": len(hits)}, action="redacted", hook="process_input")
        return messages


class Echo(Processor):
    """Output-lane test processor (no settings)."""

    key = "test-echo"
    display_name = "Echo"
    lanes = ("output",)

    def __init__(self, id: str | None = None) -> None:
        self.id = id or self.key

    def process_output_result(self, messages: list[Any]) -> list[Any]:
        return messages


@pytest.fixture(autouse=True)
def test_processors():
    for cls in (ShoutFilter, Echo):
        processor_registry.register(cls)
    yield
    for cls in (ShoutFilter, Echo):
        processor_registry.unregister(cls.key)


@pytest.fixture
def agent() -> Agent:
    return Agent.objects.create(slug="support", name="Support", model="scripted/fast", instructions="Be kind.")


@pytest.fixture
def policy(agent: Agent) -> ProcessorPolicy:
    return ProcessorPolicy.objects.create(
        agent=agent, stage="input", processor_key="test-shout", position=0,
        config={"pattern": r"\b[A-Z]{4,}\b", "threshold": 0.5, "strategy": "redact"},
    )


@pytest.fixture
def audit(agent: Agent, policy: ProcessorPolicy, django_user_model: Any) -> dict[str, Any]:
    """A conversation with a tool call and a redaction, its run and a violation."""
    owner = django_user_model.objects.create_user("alice", password="pw")
    conv = Conversation.objects.create(agent=agent, owner=owner, title="Order help")
    run = Run.objects.create(
        agent=agent, conversation=conv, status="completed", finish_reason="stop", model="scripted/fast",
        usage={"inputTokens": 5, "outputTokens": 7, "totalTokens": 12},
        timings=[{"processorId": "test-shout", "hook": "process_input", "lane": "input", "calls": 1, "totalMs": 0.42}],
    )
    user_data = {"id": "m1", "role": "user", "content": {"format": 2, "parts": [
        {"type": "text", "text": "Mail me at [EMAIL] about order 42"}]}}
    bot_data = {"id": "m2", "role": "assistant", "content": {"format": 2, "parts": [
        {"type": "tool-invocation", "toolInvocation": {"state": "result", "toolCallId": "c1", "toolName": "lookup_order",
                                                       "args": {"order_id": "42"}, "result": {"status": "shipped"}}},
        {"type": "text", "text": "Order 42 has shipped."}]}}
    Message.objects.create(conversation=conv, run=run, role="user", data=user_data, text="Mail me at [EMAIL] about order 42", in_context=True)
    Message.objects.create(conversation=conv, run=run, role="assistant", data=bot_data, text="Order 42 has shipped.", in_context=True)
    violation = Violation.objects.create(
        run=run, policy=policy, agent=agent, conversation=conv, processor_id="test-shout", lane="input",
        hook="process_input", reason="=HYPERLINK(\"x\") email redacted", metadata={"kind": "email"}, action="redacted",
    )
    return {"conversation": conv, "run": run, "violation": violation}


def _policy_post(policy: ProcessorPolicy, **overrides: Any) -> dict[str, Any]:
    data = {
        "agent": policy.agent_id, "stage": policy.stage, "position": policy.position,
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

def test_every_admin_page_renders_for_a_superuser(admin_client: Any, agent: Agent, policy: ProcessorPolicy, audit: dict[str, Any]) -> None:
    conv, run, violation = audit["conversation"], audit["run"], audit["violation"]
    pages = [
        reverse("admin:index"),
        reverse("admin:app_list", args=["agentproc"]),
        reverse("admin:agentproc_agent_changelist"),
        reverse("admin:agentproc_agent_add"),
        reverse("admin:agentproc_agent_change", args=[agent.pk]),
        reverse("admin:agentproc_agent_try", args=[agent.pk]),
        reverse("admin:agentproc_processorpolicy_changelist"),
        reverse("admin:agentproc_processorpolicy_add"),
        reverse("admin:agentproc_processorpolicy_add") + f"?agent={agent.pk}&processor_key=test-shout",
        reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]),
        reverse("admin:agentproc_conversation_changelist"),
        reverse("admin:agentproc_conversation_change", args=[conv.pk]),
        reverse("admin:agentproc_run_changelist"),
        reverse("admin:agentproc_run_changelist") + "?status__exact=completed&violation_processor=test-shout",
        reverse("admin:agentproc_run_change", args=[run.pk]),
        reverse("admin:agentproc_violation_changelist"),
        reverse("admin:agentproc_violation_changelist") + f"?action__exact=redacted&agent__id__exact={agent.pk}&q=email",
        reverse("admin:agentproc_violation_change", args=[violation.pk]),
        reverse("admin:agentproc_violation_chart"),
    ]
    for url in pages:
        response = admin_client.get(url)
        assert response.status_code == 200, url
        if response["Content-Type"].startswith("text/html"):
            response.render() if hasattr(response, "render") else None


def test_agent_page_links_to_try_it_and_lists_policies_with_their_settings(admin_client: Any, agent: Agent, policy: ProcessorPolicy) -> None:
    html = admin_client.get(reverse("admin:agentproc_agent_change", args=[agent.pk])).content.decode()
    assert reverse("admin:agentproc_agent_try", args=[agent.pk]) in html
    assert reverse("admin:agentproc_processorpolicy_change", args=[policy.pk]) in html
    assert "Shout filter (test-shout)" in html  # the processor select shows registry display names
    assert "Edit settings" in html
