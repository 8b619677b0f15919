"""What OpenAIChatModel sends: messages, tools, tool choice, settings, options, response format."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.runtime.providers.base import ModelRequest
from agentproc.runtime.providers.openai_request import build_body, prompt_to_messages, tool_choice
from agentproc.runtime.tools import tool


@tool
def get_weather(city: str, days: int = 1) -> dict[str, Any]:
    """Weather forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return {"city": city}


CONVERSATION = [
    {"role": "system", "content": "You are terse."},
    {"role": "user", "content": [{"type": "text", "text": "Weather in Paris and Rome?"}]},
    {"role": "assistant", "content": [
        {"type": "reasoning", "text": "two calls"},
        {"type": "text", "text": "Checking."},
        {"type": "tool-call", "toolCallId": "c1", "toolName": "get_weather", "input": {"city": "Paris"}},
        {"type": "tool-call", "toolCallId": "c2", "toolName": "get_weather", "input": {"city": "Rome"}},
    ]},
    {"role": "tool", "content": [
        {"type": "tool-result", "toolCallId": "c2", "toolName": "get_weather", "output": {"type": "json", "value": {"t": 25}}},
        {"type": "tool-result", "toolCallId": "c1", "toolName": "get_weather",
         "output": {"type": "error-text", "value": "station offline"}},
    ]},
    {"role": "assistant", "content": [{"type": "text", "text": "Rome is 25."}]},
]


def test_a_conversation_with_tool_calls_maps_to_chat_messages_with_results_paired():
    assert prompt_to_messages(CONVERSATION) == [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Weather in Paris and Rome?"},
        {"role": "assistant", "content": "Checking.", "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}},
            {"id": "c2", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Rome"}'}},
        ]},
        {"role": "tool", "tool_call_id": "c1", "content": "station offline"},
        {"role": "tool", "tool_call_id": "c2", "content": '{"t": 25}'},
        {"role": "assistant", "content": "Rome is 25."},
    ]


def test_calls_without_results_and_results_without_calls_are_left_out():
    prompt = [
        {"role": "user", "content": [{"type": "text", "text": "go"}]},
        {"role": "assistant", "content": [
            {"type": "tool-call", "toolCallId": "done", "toolName": "f", "input": {}},
            {"type": "tool-call", "toolCallId": "never-ran", "toolName": "f", "input": {}},
        ]},
        {"role": "tool", "content": [
            {"type": "tool-result", "toolCallId": "done", "toolName": "f", "output": {"type": "text", "value": "ok"}},
            {"type": "tool-result", "toolCallId": "stray", "toolName": "f", "output": {"type": "text", "value": "?"}},
        ]},
    ]
    messages = prompt_to_messages(prompt)
    assert [m["role"] for m in messages] == ["user", "assistant", "tool"]
    assert [c["id"] for c in messages[1]["tool_calls"]] == ["done"]
    assert messages[1]["content"] is None
    assert messages[2] == {"role": "tool", "tool_call_id": "done", "content": "ok"}


def test_user_images_and_files_become_content_parts():
    prompt = [{"role": "user", "content": [
        {"type": "text", "text": "What is this?"},
        {"type": "file", "mediaType": "image/png", "data": b"\x89PNG"},
        {"type": "file", "mediaType": "image/jpeg", "data": "https://example.com/a.jpg"},
        {"type": "file", "mediaType": "application/pdf", "data": "JVBERi0=", "filename": "a.pdf"},
    ]}]
    parts = prompt_to_messages(prompt)[0]["content"]
    assert parts[0] == {"type": "text", "text": "What is this?"}
    assert parts[1] == {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw=="}}
    assert parts[2]["image_url"]["url"] == "https://example.com/a.jpg"
    assert parts[3] == {"type": "file", "file": {"filename": "a.pdf", "file_data": "data:application/pdf;base64,JVBERi0="}}


@pytest.mark.parametrize("given, sent", [
    ("auto", "auto"), ("none", "none"), ("required", "required"),
    ({"type": "tool", "toolName": "get_weather"}, {"type": "function", "function": {"name": "get_weather"}}),
])
def test_tool_choice_is_translated(given, sent):
    assert tool_choice(given) == sent


def test_settings_tools_options_and_structured_output_reach_the_body():
    req = ModelRequest(
        prompt=[{"role": "user", "content": [{"type": "text", "text": "hi"}]}],
        tools={"get_weather": get_weather},
        tool_choice={"type": "tool", "toolName": "get_weather"},
        model_settings={"temperature": 0.2, "max_tokens": 50, "top_p": 0.9, "seed": 7, "stop": ["END"],
                        "presence_penalty": 0.1, "frequency_penalty": 0.3},
        provider_options={"reasoning_effort": "low", "anthropic": {"thinking": True}},
        structured_output={"schema": {"type": "object", "properties": {"a": {"type": "string"}}}, "name": "answer"},
    )
    body = build_body("gpt-4o-mini", req, {"temperature": 1.0, "user": "u-1"})
    assert body["model"] == "gpt-4o-mini"
    assert body["stream"] is True and body["stream_options"] == {"include_usage": True}
    assert (body["temperature"], body["max_tokens"], body["top_p"], body["seed"]) == (0.2, 50, 0.9, 7)
    assert (body["stop"], body["presence_penalty"], body["frequency_penalty"]) == (["END"], 0.1, 0.3)
    assert body["user"] == "u-1"
    assert body["reasoning_effort"] == "low" and "anthropic" not in body
    assert body["tools"] == [{"type": "function", "function": {
        "name": "get_weather", "description": "Weather forecast for a city.",
        "parameters": get_weather.parameters}}]
    assert body["tool_choice"] == {"type": "function", "function": {"name": "get_weather"}}
    assert body["response_format"] == {"type": "json_schema", "json_schema": {
        "name": "answer", "schema": {"type": "object", "properties": {"a": {"type": "string"}}}}}


def test_ai_sdk_style_settings_and_namespaced_openai_options_are_understood():
    req = ModelRequest(prompt=[], model_settings={"maxOutputTokens": 10, "topP": 0.5, "stopSequences": ["x"]},
                       provider_options={"openai": {"reasoning_effort": "high", "store": False}})
    body = build_body("m", req)
    assert (body["max_tokens"], body["top_p"], body["stop"]) == (10, 0.5, ["x"])
    assert (body["reasoning_effort"], body["store"]) == ("high", False)


def test_without_tools_no_tool_fields_are_sent():
    body = build_body("m", ModelRequest(prompt=[], tool_choice="required"))
    assert "tools" not in body and "tool_choice" not in body


async def test_the_server_receives_the_mapped_request_with_the_bearer_key(openai_server, openai_model):
    req = ModelRequest(prompt=CONVERSATION[:2], tools={"get_weather": get_weather},
                       model_settings={"temperature": 0}, provider_options={"reasoning_effort": "minimal"})
    _ = [c async for c in openai_model("gpt-4.1-nano").stream(req)]
    received = openai_server.requests[-1]
    assert received.path == "/v1/chat/completions"
    assert received.headers["authorization"] == "Bearer test-key"
    assert received.body["messages"] == [{"role": "system", "content": "You are terse."},
                                         {"role": "user", "content": "Weather in Paris and Rome?"}]
    assert received.body["model"] == "gpt-4.1-nano"
    assert received.body["reasoning_effort"] == "minimal"
    assert received.body["tools"][0]["function"]["name"] == "get_weather"
    assert received.body["stream_options"] == {"include_usage": True}


def test_tool_choice_none_is_sent_with_the_tool_definitions() -> None:
    body = build_body("m", ModelRequest(prompt=[], tools={"get_weather": get_weather}, tool_choice="none"))
    assert body["tool_choice"] == "none"
    assert [t["function"]["name"] for t in body["tools"]] == ["get_weather"]


def test_a_provider_executed_tool_in_the_history_is_left_out_of_chat_completions() -> None:
    # Chat Completions has no provider-run tools: its call and result (kept in the assistant's
    # content) are not sent; a call without a ``tool`` message would be rejected by the server.
    from agentproc.runtime import Message, MessageContent
    from agentproc.runtime.messages import to_core

    answer = Message("assistant", MessageContent(parts=[
        {"type": "tool-invocation", "toolInvocation": {"state": "result", "toolCallId": "s1", "toolName": "web_search",
                                                      "args": {"q": "x"}, "result": {"hits": 1},
                                                      "providerExecuted": True}},
        {"type": "text", "text": "Found one page."}]))
    messages = prompt_to_messages(to_core([Message.from_text("search x"), answer]))
    assert messages == [{"role": "user", "content": "search x"},
                        {"role": "assistant", "content": "Found one page."}]
