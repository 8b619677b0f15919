"""Spec: MastraDBMessage / MessageList — views, formats, mutations, reading text."""
from __future__ import annotations

import pytest

from agentproc.runtime import Message, MessageContent, MessageList
from agentproc.runtime.errors import ProcessorContractError


def make_list() -> MessageList:
    ml = MessageList(thread_id="t1", resource_id="r1")
    ml.add_system("You are helpful.")
    ml.add(Message.from_text("remembered question"), "memory")
    ml.add("new question", "input")
    ml.add(Message("assistant", MessageContent(parts=[
        {"type": "text", "text": "Let me check."},
        {"type": "tool-invocation", "toolInvocation": {"state": "result", "toolCallId": "c1", "toolName": "lookup",
                                                        "args": {"id": 1}, "result": {"ok": True}}},
    ])), "response")
    return ml


def test_views_filter_by_where_messages_came_from() -> None:
    ml = make_list()
    assert [m.text for m in ml.get.all.db()] == ["remembered question", "new question", "Let me check."]
    assert [m.text for m in ml.get.input.db()] == ["new question"]
    assert [m.text for m in ml.get.remembered.db()] == ["remembered question"]
    assert [m.text for m in ml.get.response.db()] == ["Let me check."]
    assert all(m.thread_id == "t1" and m.resource_id == "r1" for m in ml.get.all.db())


def test_core_format_pairs_tool_calls_with_tool_results() -> None:
    core = make_list().get.response.core()
    assert core == [
        {"role": "assistant", "content": [
            {"type": "text", "text": "Let me check."},
            {"type": "tool-call", "toolCallId": "c1", "toolName": "lookup", "input": {"id": 1}}]},
        {"role": "tool", "content": [
            {"type": "tool-result", "toolCallId": "c1", "toolName": "lookup", "output": {"type": "json", "value": {"ok": True}}}]},
    ]


def test_ui_format_shows_tool_parts_with_their_state() -> None:
    ui = make_list().get.response.ui()[0]
    assert ui["parts"][1] == {"type": "tool-lookup", "toolCallId": "c1", "input": {"id": 1},
                              "state": "output-available", "output": {"ok": True}}


def test_db_view_returns_the_live_objects() -> None:
    ml = make_list()
    ml.get.input.db()[0].content.parts[0]["text"] = "edited"
    assert ml.get.all.core()[1]["content"][0]["text"] == "edited"


def test_remove_by_ids_and_system_message_replacement() -> None:
    ml = make_list()
    first = ml.get.all.db()[0]
    removed = ml.remove_by_ids([first.id, "missing"])
    assert removed == [first] and len(ml) == 2
    ml.replace_all_system_messages(["A", {"role": "system", "content": "B"}])
    assert ml.get_all_system_messages() == [{"role": "system", "content": "A"}, {"role": "system", "content": "B"}]


def test_update_tool_invocation_replaces_by_tool_call_id() -> None:
    ml = make_list()
    assert ml.update_tool_invocation({"type": "tool-invocation", "toolInvocation": {
        "state": "result", "toolCallId": "c1", "toolName": "lookup", "args": {"id": 1}, "result": "[REDACTED]"}})
    assert ml.find_tool_invocation("c1")["result"] == "[REDACTED]"
    assert not ml.update_tool_invocation({"toolCallId": "nope"})


def test_text_reads_text_parts_and_falls_back_to_legacy_content() -> None:
    message = Message("assistant", MessageContent(parts=[
        {"type": "text", "text": "a"}, {"type": "reasoning", "reasoning": "hmm"}, {"type": "text", "text": "b"}]))
    assert message.text == "ab"
    assert Message("user", MessageContent(parts=[], content="legacy")).text == "legacy"


def test_round_trip_through_json_keeps_the_spec_field_names() -> None:
    message = Message.from_text("hello", thread_id="t")
    data = message.to_dict()
    assert set(data) == {"id", "role", "createdAt", "threadId", "resourceId", "type", "content"}
    assert data["content"]["format"] == 2
    again = Message.from_dict(data)
    assert (again.id, again.text, again.thread_id) == (message.id, "hello", "t")


def test_adding_a_system_role_message_goes_to_the_system_store() -> None:
    ml = MessageList()
    ml.add({"role": "system", "content": "rule"})
    assert len(ml) == 0 and ml.get_all_system_messages() == [{"role": "system", "content": "rule"}]


def test_unknown_source_is_a_clear_error() -> None:
    with pytest.raises(ProcessorContractError, match="unknown message source"):
        MessageList().add("x", "elsewhere")
