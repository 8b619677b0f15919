"""QualityGuardrail: retry with feedback, then block."""
from __future__ import annotations

import pytest

from agentproc.processors.quality import QualityGuardrail
from agentproc.processors.schema import ConfigValidationError, validate_config
from agentproc.runtime import Agent
from agentproc.runtime.providers.scripted import ScriptedModel
from agentproc.runtime.processor import TripWire
from tests.processors.driver import call


@pytest.mark.parametrize("text,ok", [
    ("Paris is the capital of France [1].", True),
    ("Paris.", False),
    ("As an AI language model, Paris is the capital [1].", False),
    ("Paris is the capital of France, no source.", False),
])
def test_problems(text: str, ok: bool) -> None:
    g = QualityGuardrail(min_chars=20, required_patterns=[r"\[\d+\]"], forbidden_patterns=[r"(?i)as an ai"])
    assert (g.problems(text) == []) is ok


async def test_retry_then_block() -> None:
    g = QualityGuardrail(min_chars=20, max_retries=2)
    with pytest.raises(TripWire) as exc:
        await call(g.process_output_step, text="short", tool_calls=[], retry_count=0)
    assert exc.value.retry is True and "too short" in exc.value.reason
    with pytest.raises(TripWire) as exc:
        await call(g.process_output_step, text="short", tool_calls=[], retry_count=2)
    assert exc.value.retry is False


async def test_tool_only_steps_are_not_judged() -> None:
    g = QualityGuardrail()
    assert await call(g.process_output_step, text="", tool_calls=[{"toolName": "x"}], retry_count=0) == []


def test_invalid_pattern_rejected_by_config() -> None:
    with pytest.raises(ConfigValidationError):
        validate_config(QualityGuardrail, {"required_patterns": ["(oops"]})


async def test_end_to_end_retry_succeeds() -> None:
    model = ScriptedModel(["Too short.", "Here is a much longer and more useful answer."])
    agent = Agent("t", model=model, output_processors=[QualityGuardrail(min_chars=20)], max_processor_retries=3)
    result = await agent.generate("explain")
    assert result.text == "Here is a much longer and more useful answer." and model.calls == 2
    feedback = str(model.requests[1].prompt)
    assert "too short" in feedback
