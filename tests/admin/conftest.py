"""Fixtures of the admin tests: two test processors (one option of every schema type),
an agent with a policy, and an audited conversation (run, messages, violation)."""
from __future__ import annotations

import re
from typing import Any

import pytest

from agentproc.models import Agent, Conversation, Message, ProcessorPolicy, Run, Violation
from agentproc.processors.schema import Field
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor


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
def registered_test_processors() -> Any:
    for cls in (ShoutFilter, Echo):
        processor_registry.register(cls)
    yield
    for cls in (ShoutFilter, Echo):
        processor_registry.unregister(cls.key)


@pytest.fixture
def policy(agent: Agent) -> ProcessorPolicy:
    return ProcessorPolicy.objects.create(
        agent=agent, lane="input", processor_key="test-shout", position=0,
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
        run=run, policy=policy, agent=agent, conversation=conv, processor_id="test-shout", policy_name="Shout filter", lane="input",
        hook="process_input", reason="=HYPERLINK(\"x\") email redacted", metadata={"kind": "email"}, action="redacted",
    )
    return {"conversation": conv, "run": run, "violation": violation}


def agent_post(agent: Agent, rows: list[dict[str, Any]], initial: int) -> dict[str, Any]:
    """The agent change form as posted, with ``rows`` as its policy inline."""
    data: dict[str, Any] = {
        "slug": agent.slug, "name": agent.name, "description": "", "model": agent.model, "instructions": agent.instructions,
        "max_steps": 5, "max_input_chars": 8000, "webhook_max_retries": 3, "is_active": "on",
        "policies-TOTAL_FORMS": len(rows), "policies-INITIAL_FORMS": initial,
        "policies-MIN_NUM_FORMS": 0, "policies-MAX_NUM_FORMS": 1000,
        # The test cases' inline, posted empty.
        "test_cases-TOTAL_FORMS": 0, "test_cases-INITIAL_FORMS": 0,
        "test_cases-MIN_NUM_FORMS": 0, "test_cases-MAX_NUM_FORMS": 1000,
    }
    for i, row in enumerate(rows):
        data.update({f"policies-{i}-{k}": v for k, v in row.items()})
    return data
