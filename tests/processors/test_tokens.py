"""TokenLimiter: offline token counts, prompt trimming per call, output caps."""
from __future__ import annotations

import pytest

from agentproc.processors.tokens import TokenCounter, TokenLimiter
from agentproc.runtime import Agent
from agentproc.runtime.providers.scripted import ScriptedModel
from agentproc.runtime.processor import TripWire
from tests.processors.driver import call, run_stream, streamed_text, text_stream


@pytest.mark.parametrize("encoding,text,tokens", [
    ("o200k_base", "Hello world, this is a test.", 8),
    ("cl100k_base", "Hello world, this is a test.", 8),
    ("estimate", "Hello world, this is a test.", 7),
    ("o200k_base", "", 0),
])
def test_counts_offline(encoding: str, text: str, tokens: int) -> None:
    assert TokenCounter(encoding).count(text) == tokens


def test_truncate_keeps_a_prefix_within_budget() -> None:
    counter = TokenCounter()
    text = "one two three four five six"
    cut = counter.truncate(text, 3)
    assert text.startswith(cut) and counter.count(cut) == 3


def _prompt(n: int) -> list[dict]:
    prompt: list[dict] = [{"role": "system", "content": "Be brief."}]
    for i in range(n):
        role = "user" if i % 2 == 0 else "assistant"
        prompt.append({"role": role, "content": [{"type": "text", "text": f"message number {i} " + "word " * 20}]})
    return prompt


async def test_trims_oldest_history_keeps_system_and_newest() -> None:
    limiter = TokenLimiter(max_input_tokens=100)
    state: dict = {}
    out = await call(limiter.process_llm_request, prompt=_prompt(10), state=state)
    trimmed = out["prompt"]
    assert trimmed[0]["role"] == "system"
    assert trimmed[-1]["content"][0]["text"].startswith("message number 9 ")
    assert 2 <= len(trimmed) < 11 and state["trimmed_messages"] == 11 - len(trimmed)


async def test_prompt_within_budget_is_unchanged() -> None:
    assert await call(TokenLimiter(max_input_tokens=10_000).process_llm_request, prompt=_prompt(4), state={}) is None


async def test_tool_result_stays_with_its_call() -> None:
    prompt = [
        {"role": "user", "content": [{"type": "text", "text": "old " * 200}]},
        {"role": "assistant", "content": [{"type": "tool-call", "toolCallId": "c", "toolName": "t", "input": {}}]},
        {"role": "tool", "content": [{"type": "tool-result", "toolCallId": "c", "toolName": "t",
                                      "output": {"type": "json", "value": "x"}}]},
    ]
    out = await call(TokenLimiter(max_input_tokens=60).process_llm_request, prompt=prompt, state={})
    assert [m["role"] for m in out["prompt"]] == ["assistant", "tool"]


async def test_newest_message_over_budget_aborts() -> None:
    prompt = [{"role": "user", "content": [{"type": "text", "text": "word " * 500}]}]
    with pytest.raises(TripWire):
        await call(TokenLimiter(max_input_tokens=50).process_llm_request, prompt=prompt, state={})


async def test_output_truncated_then_text_dropped(recorder) -> None:
    limiter = TokenLimiter(max_output_tokens=5, on_violation=recorder)
    out = await run_stream(limiter, text_stream(["one two ", "three four ", "five six ", "seven"]))
    assert streamed_text(out) == "one two three four five"
    assert out[-1]["type"] == "finish" and recorder.violations[0].action == "filtered"


async def test_output_abort() -> None:
    with pytest.raises(TripWire):
        await run_stream(TokenLimiter(max_output_tokens=3, output_strategy="abort"),
                         text_stream(["one two ", "three four"]))


async def test_end_to_end_trims_prompt_but_not_the_conversation() -> None:
    model = ScriptedModel(["ok"])
    agent = Agent("t", instructions="Be brief.", model=model, input_processors=[TokenLimiter(max_input_tokens=40)])
    history = [{"role": "user", "content": "old " * 100}, {"role": "assistant", "content": "older answer"},
               {"role": "user", "content": "latest question"}]
    result = await agent.generate(history)
    sent = model.requests[0].prompt
    assert sent[0]["role"] == "system" and sent[-1]["content"][0]["text"] == "latest question"
    assert len(sent) < 4 and len(result.message_list.get.all.db()) >= 3
