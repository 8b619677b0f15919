"""OpenAIChatModel streams a Chat Completions SSE reply as the runtime's model chunks."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.runtime.providers.base import ModelRequest
from tests.openai_server import JSON, SSE, completion_chunk, text_events, tool_call_events, usage


def request(text: str = "hi", **kwargs: Any) -> ModelRequest:
    return ModelRequest(prompt=[{"role": "user", "content": [{"type": "text", "text": text}]}], **kwargs)


async def collect(model: Any, req: ModelRequest | None = None) -> list[dict[str, Any]]:
    return [c async for c in model.stream(req or request())]


def types(chunks: list[dict[str, Any]]) -> list[str]:
    return [c["type"] for c in chunks]


async def test_text_is_streamed_piece_by_piece_and_ends_with_finish_and_usage(openai_server, openai_model):
    openai_server.script(SSE(text_events("Hello", ", ", "world", usage_=usage(12, 3))))
    chunks = await collect(openai_model())
    assert types(chunks) == ["text-start", "text-delta", "text-delta", "text-delta", "text-end", "finish"]
    assert "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta") == "Hello, world"
    assert chunks[-1]["payload"] == {"finishReason": "stop",
                                     "usage": {"inputTokens": 12, "outputTokens": 3, "totalTokens": 15}}


async def test_reasoning_content_comes_before_the_text_as_reasoning_chunks(openai_server, openai_model):
    openai_server.script(SSE(text_events("42", reasoning=["Let me ", "think."])))
    chunks = await collect(openai_model())
    assert types(chunks) == ["reasoning-start", "reasoning-delta", "reasoning-delta", "reasoning-end",
                             "text-start", "text-delta", "text-end", "finish"]
    assert "".join(c["payload"]["text"] for c in chunks if c["type"] == "reasoning-delta") == "Let me think."


async def test_a_tool_call_split_in_pieces_is_streamed_then_given_with_parsed_args(openai_server, openai_model):
    pieces = ['{"ci', 'ty": "Par', 'is", "days"', ": 3}"]
    openai_server.script(SSE(tool_call_events([{"id": "call_1", "name": "weather", "pieces": pieces}])))
    chunks = await collect(openai_model())
    assert types(chunks) == ["tool-call-input-streaming-start"] + ["tool-call-delta"] * 4 + [
        "tool-call-input-streaming-end", "tool-call", "finish"]
    assert chunks[0]["payload"] == {"toolCallId": "call_1", "toolName": "weather"}
    assert "".join(c["payload"]["argsTextDelta"] for c in chunks[1:5]) == "".join(pieces)
    assert chunks[-2]["payload"] == {"toolCallId": "call_1", "toolName": "weather", "args": {"city": "Paris", "days": 3}}
    assert chunks[-1]["payload"]["finishReason"] == "tool-calls"


@pytest.mark.parametrize("interleaved", [False, True])
async def test_parallel_tool_calls_are_kept_apart_by_index(openai_server, openai_model, interleaved):
    calls = [{"id": "call_a", "name": "weather", "args": {"city": "Oslo"}},
             {"id": "call_b", "name": "time", "args": {"zone": "UTC"}},
             {"id": "call_c", "name": "weather", "args": {"city": "Lima"}}]
    openai_server.script(SSE(tool_call_events(calls, interleaved=interleaved)))
    chunks = await collect(openai_model())
    finals = [c["payload"] for c in chunks if c["type"] == "tool-call"]
    assert finals == [{"toolCallId": "call_a", "toolName": "weather", "args": {"city": "Oslo"}},
                      {"toolCallId": "call_b", "toolName": "time", "args": {"zone": "UTC"}},
                      {"toolCallId": "call_c", "toolName": "weather", "args": {"city": "Lima"}}]
    for call in calls:
        pieces = [c["payload"]["argsTextDelta"] for c in chunks
                  if c["type"] == "tool-call-delta" and c["payload"]["toolCallId"] == call["id"]]
        assert len(pieces) == 3


async def test_text_before_tool_calls_is_closed_before_the_calls_are_final(openai_server, openai_model):
    openai_server.script(SSE(tool_call_events([{"id": "c1", "name": "lookup", "args": {}}], text="Checking.")))
    chunks = await collect(openai_model())
    assert types(chunks)[:3] == ["text-start", "text-delta", "tool-call-input-streaming-start"]
    assert types(chunks).index("text-end") < types(chunks).index("tool-call")
    assert [c["payload"]["args"] for c in chunks if c["type"] == "tool-call"] == [{}]


@pytest.mark.parametrize("sent, mapped", [
    ("stop", "stop"), ("length", "length"), ("tool_calls", "tool-calls"), ("function_call", "tool-calls"),
    ("content_filter", "content-filter"), ("something_new", "other"),
])
async def test_finish_reasons_are_mapped(openai_server, openai_model, sent, mapped):
    openai_server.script(SSE(text_events("x", finish_reason=sent)))
    chunks = await collect(openai_model())
    assert chunks[-1]["payload"]["finishReason"] == mapped


async def test_without_a_usage_chunk_usage_is_zero(openai_server, openai_model):
    openai_server.script(SSE(text_events("x", with_usage=False)))
    chunks = await collect(openai_model())
    assert chunks[-1]["payload"]["usage"] == {"inputTokens": 0, "outputTokens": 0, "totalTokens": 0}


async def test_a_server_that_sends_no_done_line_still_finishes(openai_server, openai_model):
    openai_server.script(SSE(text_events("fine"), done=False))
    chunks = await collect(openai_model())
    assert types(chunks) == ["text-start", "text-delta", "text-end", "finish"]


async def test_compatible_servers_that_say_stop_after_tool_calls_still_get_tool_calls(openai_server, openai_model):
    openai_server.script(SSE(tool_call_events([{"id": "c1", "name": "f", "args": {"a": 1}}], finish_reason="stop")))
    chunks = await collect(openai_model())
    assert chunks[-1]["payload"]["finishReason"] == "tool-calls"


async def test_invalid_tool_arguments_are_handed_on_as_text(openai_server, openai_model):
    openai_server.script(SSE(tool_call_events([{"id": "c1", "name": "f", "pieces": ['{"a": ', "oops"]}])))
    chunks = await collect(openai_model())
    assert [c["payload"]["args"] for c in chunks if c["type"] == "tool-call"] == ['{"a": oops']


async def test_role_only_and_empty_deltas_produce_no_chunks(openai_server, openai_model):
    events = [completion_chunk({"role": "assistant"}), completion_chunk({"content": ""}),
              completion_chunk({"content": "a"}), completion_chunk({"role": "assistant", "content": "b"}),
              completion_chunk({}, finish_reason="stop")]
    openai_server.script(SSE(events))
    chunks = await collect(openai_model())
    assert types(chunks) == ["text-start", "text-delta", "text-delta", "text-end", "finish"]


async def test_a_long_stream_arrives_complete_and_in_order(openai_server, openai_model):
    words = [f"w{i} " for i in range(3000)]
    openai_server.script(SSE(text_events(*words)))
    chunks = await collect(openai_model())
    assert "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta") == "".join(words)


async def test_a_gzip_compressed_stream_is_decoded(openai_server, openai_model):
    openai_server.script(SSE(text_events("packed", " tight"), gzip=True))
    chunks = await collect(openai_model())
    assert "".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta") == "packed tight"


async def test_a_server_that_ignores_stream_true_still_gives_chunks(openai_server, openai_model):
    completion = {"id": "c", "object": "chat.completion", "choices": [{"index": 0, "finish_reason": "tool_calls",
                  "message": {"role": "assistant", "content": "Let me look.", "tool_calls": [
                      {"id": "call_9", "type": "function", "function": {"name": "find", "arguments": '{"q": "x"}'}}]}}],
                  "usage": usage(5, 4)}
    openai_server.script(JSON(completion))
    chunks = await collect(openai_model())
    assert types(chunks) == ["text-start", "text-delta", "tool-call-input-streaming-start", "tool-call-delta",
                             "text-end", "tool-call-input-streaming-end", "tool-call", "finish"]
    assert chunks[-2]["payload"] == {"toolCallId": "call_9", "toolName": "find", "args": {"q": "x"}}
    assert chunks[-1]["payload"] == {"finishReason": "tool-calls",
                                     "usage": {"inputTokens": 5, "outputTokens": 4, "totalTokens": 9}}
