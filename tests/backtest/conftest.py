"""Backtest fixtures: stored turns made by real chat turns, and the guard against real network."""
from __future__ import annotations

from typing import Any, Callable

import pytest

from tests.runtime.conftest import (  # noqa: F401 - the loopback-only guard (autouse) and the local OpenAI server
    _openai_server_process,
    no_external_network,
    openai_server,
)


@pytest.fixture
def chat(model_script: Any) -> Callable[..., Any]:
    """``chat(agent, "user text", "reply" | {"tool_calls": ...}, ...)``: one real stored turn
    (through ``services.run_turn`` and the agent's live chain); returns its Run."""
    from agentproc import turns
    from agentproc.models import Conversation

    def turn(agent: Any, text: str, *replies: Any, conversation: Any = None) -> Any:
        model_script.set(*(replies or ("Sure.",)))
        conversation = conversation or Conversation.objects.create(agent=agent, resource_id="user:1")
        return turns.run_turn(conversation, text).run

    return turn


@pytest.fixture
def backtest_of() -> Callable[..., Any]:
    """``backtest_of(agent, draft, **selection)``: a backtest created and run to its end."""
    from agentproc.backtest.draft import live_draft, validate_draft
    from agentproc.backtest.models import Backtest
    from agentproc.backtest.tasks import run_backtest

    def run(agent: Any, draft: list[dict[str, Any]], *, allow_calls: bool = False, batch_size: int = 500,
            **selection: Any) -> Any:
        backtest = Backtest.objects.create(agent=agent, draft=validate_draft(agent, draft), live=live_draft(agent),
                                           selection=selection, allow_calls=allow_calls)
        return run_backtest(backtest.pk, batch_size=batch_size)

    return run
