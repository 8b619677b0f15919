"""Test-case fixtures: an agent with named policies and three cases; the guard against real
network (a case run never calls a service); real stored turns for the backtest."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.models import ProcessorPolicy
from agentproc.testcases.models import PolicyTestCase
from tests.backtest.conftest import chat  # noqa: F401 - one real stored turn
from tests.runtime.conftest import (  # noqa: F401 - the loopback-only guard (autouse) and the local OpenAI server
    _openai_server_process,
    no_external_network,
    openai_server,
)


@pytest.fixture
def agent(make_agent: Any) -> Any:
    agent = make_agent(policies=[("input", "regex-filter", {"words": ["refund"]}),
                                 ("input", "pii-detector", {"detection_types": ["email"], "strategy": "redact"})])
    for pk, name in zip(agent.policies.order_by("position").values_list("pk", flat=True),
                        ("Refund talk", "Personal data")):
        ProcessorPolicy.objects.filter(pk=pk).update(name=name)
    return agent


def case(agent: Any, name: str, message: str, expect: str, policy: str | None = None, kind: str = "") -> Any:
    test = PolicyTestCase(agent=agent, name=name, expect=expect, expect_type=kind,
                          expect_policy=ProcessorPolicy.objects.get(name=policy) if policy else None)
    test.message = message
    test.save()
    return test


@pytest.fixture
def cases(agent: Any) -> list[Any]:
    return [case(agent, "Refund request", "I want a refund for order 1234", "blocked", "Refund talk"),
            case(agent, "Email", "write to jane@example.com", "redacted", "Personal data", "email"),
            case(agent, "Greeting", "hello there", "passes")]
