"""Spec: processOutputResult — the final messages and the OutputResult, once, at the end."""
from __future__ import annotations

from agentproc.runtime import Processor
from agentproc.runtime.results import OutputResult

from .helpers_runtime import agent


async def test_result_is_one_object_with_text_usage_finish_reason_and_steps() -> None:
    seen = []

    class Log(Processor):
        id = "log"

        def process_output_result(self, result):
            seen.append(result)

    a, _ = agent(["hello there"], output_processors=[Log()])
    await a.generate("hi")
    (result,) = seen
    assert isinstance(result, OutputResult)
    assert (result.text, result.finish_reason) == ("hello there", "stop")
    assert result.usage["outputTokens"] == 2 and result.usage["totalTokens"] > 2
    assert [s.step_number for s in result.steps] == [0]
    assert result.steps[0].sources == [] and result.steps[0].files == []


async def test_returning_an_empty_list_leaves_the_answer_as_in_the_other_hooks() -> None:
    # ``return []`` means "unchanged" in process_output_step (the spec's QualityGuardrail),
    # process_tool_result and here alike; messages are removed with message_list.remove_by_ids.
    class AllIsWell(Processor):
        id = "all-is-well"

        def process_output_result(self, messages):
            return []

    a, _ = agent(["the answer"], output_processors=[AllIsWell()])
    result = await a.generate("hi")
    assert result.text == "the answer"
    assert [m.text for m in result.messages] == ["the answer"]


async def test_removing_the_answer_takes_message_list_remove_by_ids() -> None:
    class Drop(Processor):
        id = "drop"

        def process_output_result(self, messages, message_list):
            message_list.remove_by_ids([m.id for m in messages])

    result = await agent(["the answer"], output_processors=[Drop()])[0].generate("hi")
    assert result.text == "" and result.messages == []


async def test_steps_carry_the_models_sources_and_files() -> None:
    source = {"sourceType": "url", "id": "s1", "url": "https://example.com/doc", "title": "Doc"}
    file = {"mediaType": "image/png", "base64": "iVBORw0KGgo="}
    chunks = [{"type": "source", "payload": source}, {"type": "file", "payload": file},
              {"type": "text-delta", "payload": {"id": "t", "text": "see the doc"}},
              {"type": "finish", "payload": {"finishReason": "stop"}}]
    seen = []

    class Log(Processor):
        id = "log"

        def process_output_result(self, result):
            seen.append(result.steps[0])

    result = await agent([{"chunks": chunks}], output_processors=[Log()])[0].generate("hi")
    assert seen[0].sources == [source] and seen[0].files == [file]
    assert result.steps[0].to_dict()["sources"] == [source]
    assert {"type": "file", **file} in result.messages[0].content.parts
