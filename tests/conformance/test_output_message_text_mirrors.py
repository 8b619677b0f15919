"""Mastra's ``packages/core/src/processors/output-message-text-mirrors.test.ts`` (its ``direct``
path), translated. The ``workflow-step`` path runs processors as workflow steps, which the
spec does not describe.

The spec: ``message.content.content`` is "为向后兼容而保留的扁平字符串" — the flattened text
of the parts; after a processor changes the parts, the next processor and the stored
message read the new text there, never the original."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.runtime import Agent, Message, Processor
from agentproc.runtime.providers import ScriptedModel

MODES = ["array", "same-list", "in-place", "clear", "new-id", "legacy-noop"]


@pytest.mark.parametrize("mode", MODES)
async def test_makes_primary_text_authoritative_before_the_next_processor(mode: str) -> None:
    """output-message-text-mirrors.test.ts › final processor text mirrors › direct ›
    makes primary text authoritative before the next processor: %s"""
    original = {"id": "answer", "role": "assistant", "content": {
        "format": 2, "parts": [] if mode == "legacy-noop" else [{"type": "text", "text": "Original private text."}],
        "content": "Original private text."}}

    def replacement(message: Message) -> dict[str, Any]:
        data = message.to_dict()
        data["id"] = "new-answer" if mode == "new-id" else message.id
        data["content"] = {**original["content"],
                           "parts": [] if mode == "clear" else [{"type": "text", "text": "Approved text."}]}
        return data

    class ReplaceParts(Processor):
        id = "replace-parts"

        def process_output_result(self, messages, message_list):
            if mode == "legacy-noop":
                return messages
            if mode in ("array", "clear", "new-id"):
                return [replacement(m) for m in messages]
            if mode == "same-list":
                message_list.remove_by_ids(["answer"])
                message_list.add(Message.from_dict(replacement(Message.from_dict(original))), "response")
                return message_list
            messages[0].content.parts = [{"type": "text", "text": "Approved text."}]
            return message_list

    observed: list[Any] = []

    class Observer(Processor):
        id = "read-compatibility-text"

        def process_output_result(self, messages):
            observed.append(next(m for m in messages if m.role == "assistant").content.content)
            return messages

    class Answer(Processor):
        """Puts Mastra's prepared response message in place of the model's answer."""

        id = "prepared-answer"

        def process_output_result(self, message_list):
            message_list.remove_by_ids([m.id for m in message_list.get.response.db()])
            message_list.add(Message.from_dict(original), "response")
            return message_list

    agent = Agent("mirror", model=ScriptedModel(["ignored"]),
                  output_processors=[Answer(), ReplaceParts(), Observer()])
    result = await agent.generate("q")
    expected = "Original private text." if mode == "legacy-noop" else "" if mode == "clear" else "Approved text."
    assert observed == [expected]
    responses = result.message_list.get.response.db()
    assert len(responses) == 1 and responses[0].content.content == expected
    assert responses[0].id == ("new-answer" if mode == "new-id" else "answer")
