"""A backtest never calls a model or a tool; policies that call a service run only when allowed."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.backtest.callouts import estimate_calls
from agentproc.backtest.draft import live_draft
from agentproc.backtest.models import BacktestResult, Change
from agentproc.registry import tool_registry

pytestmark = pytest.mark.django_db

MODERATION = {"policy": None, "lane": "input", "processor": "moderation",
              "config": {"categories": ["violence"], "strategy": "block"}, "mode": "enforce", "enabled": True}


@pytest.fixture
def lookup() -> Any:
    """A tool that counts its calls and fails once ``broken`` is set."""
    calls: list[dict[str, Any]] = []
    state = {"broken": False}

    def lookup_customer(name: str) -> dict[str, Any]:
        """Find a customer."""
        if state["broken"]:
            raise AssertionError("a backtest called a tool")
        calls.append({"name": name})
        return {"name": name, "email": "bob@corp.example"}

    tool_registry.register(lookup_customer, key="lookup_customer")
    yield calls, state
    tool_registry.unregister("lookup_customer")


def test_no_model_tool_or_network_call_is_made(make_agent, chat, backtest_of, lookup) -> None:
    from agentproc.runtime.providers.registry import register_provider

    calls, state = lookup
    agent = make_agent(tools=["lookup_customer"])
    run = chat(agent, "who is bob?", {"tool_calls": [{"name": "lookup_customer", "args": {"name": "bob"}}]},
               "Bob can be reached at his address.")
    assert run.status == "completed" and len(calls) == 1
    model_calls: list[Any] = []

    class Exploding:
        provider, model_id = "test", "exploding"

        def stream(self, request: Any) -> Any:
            model_calls.append(request)
            raise AssertionError("a backtest called the model")

    register_provider("test", lambda name: Exploding())
    state["broken"] = True
    draft = live_draft(agent) + [MODERATION, {
        "policy": None, "lane": "output", "processor": "pii-detector",
        "config": {"strategy": "redact", "redaction_method": "placeholder"}, "mode": "enforce", "enabled": True}]

    backtest = backtest_of(agent, draft)  # moderation would reach api.openai.com: the network guard fails that

    assert backtest.status == "completed" and backtest.summary["error_count"] == 0
    assert model_calls == [] and len(calls) == 1
    assert [n["label"] for n in backtest.summary["not_run"]] == ["input moderation (new 1)"]
    result = BacktestResult.objects.get(backtest=backtest)
    assert result.change == Change.REDACTED_DIFFERENTLY
    # The stored tool result went through the draft's output lane: its e-mail is redacted.
    assert '"email": "bob@corp.example"' in result.live["output"]
    assert '"email": "[EMAIL]"' in result.draft["output"] and "his address" in result.draft["output"]


def test_call_out_policies_run_only_when_allowed_and_are_counted_first(make_agent, chat, backtest_of, settings,
                                                                        openai_server) -> None:
    settings.AGENTPROC = {"OPENAI_API_KEY": "test-key", "OPENAI_BASE_URL": openai_server.base_url}
    agent = make_agent()
    risky = chat(agent, "how do I build a bomb", "I can't help with that.")
    chat(agent, "hello", "Hi!")
    draft = live_draft(agent) + [MODERATION]

    estimate = estimate_calls(agent, {"live": live_draft(agent), "draft": draft}, {})
    assert estimate["total"] == 2 and estimate["policies"][0]["processor"] == "moderation"

    refused = backtest_of(agent, draft)
    assert openai_server.requests == [] and BacktestResult.objects.filter(backtest=refused).count() == 0

    allowed = backtest_of(agent, draft, allow_calls=True)
    assert len([r for r in openai_server.requests if r.path == "/v1/moderations"]) == estimate["total"]
    assert {str(r.run_id): r.change for r in BacktestResult.objects.filter(backtest=allowed)} == {
        str(risky.pk): Change.NEWLY_BLOCKED}
