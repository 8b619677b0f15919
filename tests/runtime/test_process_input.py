"""Spec: processInput — arguments, the three return forms, reconciliation, and persistence rules."""
from __future__ import annotations

import pytest

from agentproc.runtime import Message, MessageList, Processor

from .helpers_runtime import agent, prompt_texts


class Lowercase(Processor):
    """The spec's LowercaseProcessor: returns a new array with lower-cased text parts."""

    id = "lowercase"

    def process_input(self, messages):
        out = []
        for m in messages:
            copy = m.copy()
            copy.content.parts = [{**p, "text": p["text"].lower()} if p["type"] == "text" else p
                                  for p in copy.content.parts]
            out.append(copy)
        return out


async def test_returned_array_replaces_the_messages_sent_to_the_model() -> None:
    a, model = agent(["ok"], input_processors=[Lowercase()])
    result = await a.generate("HELLO There")
    assert prompt_texts(model.requests[0])[-1] == ("user", "hello there")
    assert result.message_list.get.input.db()[0].text == "hello there"


async def test_messages_exclude_system_messages_which_come_separately() -> None:
    seen = {}

    class Spy(Processor):
        id = "spy"

        def process_input(self, messages, system_messages):
            seen["roles"] = [m.role for m in messages]
            seen["system"] = system_messages

    a, _ = agent(["ok"], instructions="Be brief.", input_processors=[Spy()])
    await a.generate("hi")
    assert seen["roles"] == ["user"]
    assert seen["system"] == [{"role": "system", "content": "Be brief."}]


async def test_returning_messages_and_system_messages_replaces_both() -> None:
    class Rewrite(Processor):
        id = "rewrite"

        def process_input(self, messages, system_messages):
            return {"messages": messages, "system_messages": [{"role": "system", "content": "Answer in French."}]}

    a, model = agent(["ok"], instructions="Be brief.", input_processors=[Rewrite()])
    await a.generate("hi")
    assert prompt_texts(model.requests[0])[0] == ("system", "Answer in French.")


async def test_mutating_the_message_list_and_returning_it_is_applied_in_place() -> None:
    class AddContext(Processor):
        id = "add-context"

        def process_input(self, message_list):
            message_list.add_system("The user is on the premium plan.")
            message_list.add("Earlier note", "context")
            return message_list

    a, model = agent(["ok"], input_processors=[AddContext()])
    await a.generate("hi")
    texts = prompt_texts(model.requests[0])
    assert ("system", "The user is on the premium plan.") in texts
    assert ("user", "Earlier note") in texts


async def test_in_place_edit_of_content_parts_is_seen_downstream_and_by_the_model() -> None:
    class Redact(Processor):
        id = "redact"

        def process_input(self, messages):
            for m in messages:
                for p in m.content.parts:
                    if p["type"] == "text":
                        p["text"] = p["text"].replace("secret", "[REDACTED]")

    seen = {}

    class Next(Processor):
        id = "next"

        def process_input(self, messages):
            seen["text"] = messages[0].text

    a, model = agent(["ok"], input_processors=[Redact(), Next()])
    await a.generate("my secret plan")
    assert seen["text"] == "my [REDACTED] plan"
    assert prompt_texts(model.requests[0])[-1] == ("user", "my [REDACTED] plan")


async def test_missing_ids_are_removed_and_system_role_messages_go_to_the_system_store() -> None:
    class Reshape(Processor):
        id = "reshape"

        def process_input(self, messages):
            return [Message.from_text("You are terse.", role="system"), messages[-1]]

    a, model = agent(["ok"], input_processors=[Reshape()])
    await a.generate([Message.from_text("first"), Message.from_text("second")])
    assert prompt_texts(model.requests[0]) == [("system", "You are terse."), ("user", "second")]


async def test_returning_another_message_list_instance_is_an_error() -> None:
    class Wrong(Processor):
        id = "wrong"

        def process_input(self, messages):
            return MessageList()

    a, model = agent(["ok"], input_processors=[Wrong()])
    result = await a.generate("hi")
    assert result.status == "failed"
    assert "another MessageList" in str(result.error)
    assert model.calls == 0


@pytest.mark.parametrize("style", ["sync", "async"])
async def test_sync_and_async_hooks_both_work(style: str) -> None:
    class Sync(Processor):
        id = "p"

        def process_input(self, messages):
            messages[0].content.parts[0]["text"] += " (sync)"

    class Async(Processor):
        id = "p"

        async def process_input(self, messages):
            messages[0].content.parts[0]["text"] += " (async)"

    a, model = agent(["ok"], input_processors=[Sync() if style == "sync" else Async()])
    await a.generate("hi")
    assert prompt_texts(model.requests[0])[-1] == ("user", f"hi ({style})")


async def test_retry_count_starts_at_zero_and_kwargs_hooks_receive_every_argument() -> None:
    seen = {}

    class Everything(Processor):
        id = "everything"

        def process_input(self, **kwargs):
            seen.update(kwargs)

    a, _ = agent(["ok"], input_processors=[Everything()])
    await a.generate("hi")
    assert seen["retry_count"] == 0
    for name in ("messages", "system_messages", "message_list", "abort", "state", "request_context",
                 "tracing_context", "writer"):
        assert name in seen
