"""Spec: what a hook gets as a per-call view is its own; what the spec says persists is shared.

Each test quotes the sentence of the spec it holds the runtime to."""
from __future__ import annotations

from typing import Any

import pytest

from agentproc.processors.cache import ResponseCache
from agentproc.runtime import Message, Processor, tool
from tests.runtime.helpers_runtime import agent, collect, text_of, types


class Exclaim(Processor):
    """The README's first example's shape: edits ``part["payload"]`` in place."""

    id = "exclaim"

    def process_output_stream(self, part):
        if part["type"] == "text-delta":
            part["payload"]["text"] += "!"
        return part


async def test_three_cache_hits_replay_the_generated_chunks_not_the_edited_ones() -> None:
    # processLLMResponse.chunks: "此步骤中由 LLM 调用生成（或从缓存重放）的数据块" — the
    # chunks the LLM generated, so the cache replays "hi" and the stream edits it once.
    a, model = agent(["hi"], input_processors=[ResponseCache()], output_processors=[Exclaim()])
    texts = [(await a.generate("same question")).text for _ in range(4)]
    assert texts == ["hi!"] * 4
    assert model.calls == 1


async def test_response_hook_sees_generated_chunks_while_the_stream_carries_the_edit() -> None:
    seen: list[list[dict[str, Any]]] = []

    class Recorder(Processor):
        id = "recorder"

        def process_llm_response(self, chunks):
            seen.append(chunks)

    a, _ = agent(["one two"], input_processors=[Recorder()], output_processors=[Exclaim()])
    chunks = await collect(a.stream("q"))
    assert text_of(chunks) == "one !two!"
    assert "".join(c["payload"]["text"] for c in seen[0] if c["type"] == "text-delta") == "one two"
    assert all(set(c) == {"type", "payload"} for c in seen[0])  # the compact {type, payload} form


async def test_each_response_hook_gets_its_own_chunks() -> None:
    got: list[str] = []

    class Spoiler(Processor):
        id = "spoiler"

        def process_llm_response(self, chunks):
            for c in chunks:
                if c["type"] == "text-delta":
                    c["payload"]["text"] = "X"

    class Reader(Processor):
        id = "reader"

        def process_llm_response(self, chunks):
            got.append("".join(c["payload"]["text"] for c in chunks if c["type"] == "text-delta"))

    a, _ = agent(["a b"], input_processors=[Spoiler(), Reader()])
    await a.generate("q")
    assert got == ["a b"]


@tool
def weather(city: str) -> dict:
    """The weather of a city."""
    return {"city": city, "temp": 21}


class RewriteToolHistory(Processor):
    """Rewrites the prompt's tool call input and tool result value in place, and returns it."""

    id = "rewrite"

    def process_llm_request(self, prompt):
        for message in prompt:
            for part in message["content"] if isinstance(message["content"], list) else ():
                if part.get("type") == "tool-call":
                    part["input"]["city"] = "REWRITTEN"
                if part.get("type") == "tool-result":
                    part["output"]["value"]["temp"] = -99
        return {"prompt": prompt}


async def test_prompt_rewrites_reach_the_current_call_only() -> None:
    # "返回的 prompt 更改只会转发给当前调用的模型，不会持久化回 MessageList、memory、UI 历史记录或后续 Provider 调用"
    saved: list[dict[str, Any]] = []

    class Remember:
        async def load(self, **kwargs: Any) -> list[Message]:
            return []

        async def save(self, *, message_list, **kwargs: Any) -> None:  # noqa: ANN001
            saved.extend(inv for m in message_list.get.all.db() for inv in m.tool_invocations())

    a, model = agent([{"tool_calls": [{"name": "weather", "args": {"city": "Oslo"}}]}, "It is 21.", "ok"],
                     tools=[weather], input_processors=[RewriteToolHistory()], memory=Remember())
    result = await a.generate("weather in Oslo?", thread_id="t1")
    sent = model.requests[1].prompt
    calls = [p for m in sent if isinstance(m["content"], list) for p in m["content"] if p["type"] == "tool-call"]
    outputs = [p for m in sent if isinstance(m["content"], list) for p in m["content"] if p["type"] == "tool-result"]
    assert calls[0]["input"]["city"] == "REWRITTEN" and outputs[0]["output"]["value"]["temp"] == -99
    # … but nothing that persists changed:
    assert result.tool_results == [{"toolCallId": "call_0_0", "toolName": "weather", "args": {"city": "Oslo"},
                                    "result": {"city": "Oslo", "temp": 21}}]
    invocation = result.messages[0].tool_invocations()[0]
    assert invocation["args"] == {"city": "Oslo"} and invocation["result"]["temp"] == 21
    assert result.message_list.get.all.core()[1]["content"][0]["input"] == {"city": "Oslo"}
    assert [(inv["args"], inv["result"]) for inv in saved] == [({"city": "Oslo"}, {"city": "Oslo", "temp": 21})]


async def test_a_later_call_is_built_from_the_message_list_again() -> None:
    class Once(Processor):
        id = "once"

        def process_llm_request(self, prompt, step_number):
            if step_number == 0:
                prompt[-1]["content"][0]["text"] = "changed for the first call"

    a, model = agent([{"tool_calls": [{"name": "weather", "args": {"city": "Rome"}}]}, "done"],
                     tools=[weather], input_processors=[Once()])
    await a.generate("original question")
    assert model.requests[0].prompt[-1]["content"][0]["text"] == "changed for the first call"
    assert model.requests[1].prompt[0]["content"][0]["text"] == "original question"


# -- provider-executed tools ----------------------------------------------------------


class ToolResultRecorder(Processor):
    id = "tool-result-recorder"

    def __init__(self) -> None:
        self.seen: list[tuple[str, Any, Any]] = []

    def process_tool_result(self, tool_name, result, provider_executed, tool_call_id, args, message_list):
        self.seen.append((tool_name, result, provider_executed))
        if provider_executed and isinstance(result, dict):
            message_list.update_tool_invocation({"toolInvocation": {
                "state": "result", "toolCallId": tool_call_id, "toolName": tool_name, "args": args,
                "result": {**result, "raw": "[REDACTED]"}, "providerExecuted": True}})


SEARCH = {"provider_tools": [{"name": "web_search", "args": {"query": "mastra"},
                              "result": {"hits": 3, "raw": "<html>secret</html>"}}],
          "text": "Found 3 pages."}


async def test_a_provider_executed_tool_is_not_run_again_and_costs_no_second_call() -> None:
    recorder = ToolResultRecorder()
    a, model = agent([SEARCH], output_processors=[recorder])
    chunks = await collect(a.stream("search mastra"))
    assert model.calls == 1
    assert "tool-error" not in types(chunks)
    # processToolResult.result: "对于 Provider 执行的 Tool…这是来自 Provider 流的原始结果"
    assert recorder.seen == [("web_search", {"hits": 3, "raw": "<html>secret</html>"}, True)]
    streamed = [c["payload"] for c in chunks if c["type"] == "tool-result"]
    assert streamed == [{"toolCallId": "srvtool_0_0", "toolName": "web_search", "args": {"query": "mastra"},
                         "providerExecuted": True, "result": {"hits": 3, "raw": "[REDACTED]"}}]
    assert text_of(chunks) == "Found 3 pages."


async def test_a_provider_executed_result_is_stored_processed_and_kept_out_of_tool_messages() -> None:
    a, model = agent([SEARCH, "second turn"], output_processors=[ToolResultRecorder()])
    first = await a.generate("search mastra")
    assert first.finish_reason == "stop" and first.text == "Found 3 pages."
    invocation = first.messages[0].tool_invocations()[0]
    assert invocation["state"] == "result" and invocation["providerExecuted"] is True
    assert invocation["result"]["raw"] == "[REDACTED]"
    assert first.tool_results[0]["providerExecuted"] is True
    core = first.message_list.get.all.core()
    assert [m["role"] for m in core] == ["user", "assistant"]  # no "tool" message for it
    assert [p["type"] for p in core[1]["content"]] == ["tool-call", "tool-result", "text"]


async def test_client_tools_still_run_beside_a_provider_executed_one() -> None:
    recorder = ToolResultRecorder()
    both = {"chunks": [
        {"type": "tool-call", "payload": {"toolCallId": "s1", "toolName": "web_search", "args": {},
                                          "providerExecuted": True}},
        {"type": "tool-result", "payload": {"toolCallId": "s1", "toolName": "web_search", "result": "hits",
                                            "providerExecuted": True}},
        {"type": "tool-call", "payload": {"toolCallId": "c1", "toolName": "weather", "args": {"city": "Oslo"}}},
        {"type": "finish", "payload": {"finishReason": "tool-calls"}},
    ]}
    a, model = agent([both, "done"], tools=[weather], output_processors=[recorder])
    result = await a.generate("q")
    assert model.calls == 2 and result.text == "done"
    assert [(name, provider) for name, _, provider in recorder.seen] == [("web_search", True), ("weather", None)]


# -- warnings -------------------------------------------------------------------------


async def test_a_live_calls_warnings_reach_the_response_hook_and_the_step_not_the_client() -> None:
    got: list[Any] = []

    class Warned(Processor):
        id = "warned"

        def process_llm_response(self, warnings):
            got.append(warnings)

    warning = {"type": "unsupported-setting", "setting": "temperature"}
    script = {"chunks": [{"type": "stream-start", "payload": {"warnings": [warning]}},
                         {"type": "text-delta", "payload": {"id": "t", "text": "hi"}},
                         {"type": "finish", "payload": {"finishReason": "stop"}}]}
    a, _ = agent([script], input_processors=[Warned()])
    stream = a.stream("q")
    chunks = await collect(stream)
    assert got == [[warning]]
    assert stream.result.steps[0].warnings == [warning]
    assert "stream-start" not in types(chunks)


# -- a stream hook without `part` -----------------------------------------------------


async def test_a_stream_hook_that_declares_only_abort_can_block() -> None:
    class StopAtTwo(Processor):
        id = "stop-at-two"

        def __init__(self) -> None:
            self.calls = 0

        def process_output_stream(self, *, abort):
            self.calls += 1
            if self.calls == 3:
                abort("enough")

    a, _ = agent(["one two three"], output_processors=[StopAtTwo()])
    stream = a.stream("q")
    chunks = await collect(stream)
    assert chunks[-1]["type"] == "tripwire" and chunks[-1]["payload"]["reason"] == "enough"
    assert stream.result.tripwire["processorId"] == "stop-at-two"


async def test_a_stream_hook_without_part_returning_its_last_stream_part_passes_it_on() -> None:
    class Last(Processor):
        id = "last"

        def process_output_stream(self, stream_parts):
            return stream_parts[-1]

    a, _ = agent(["one two"], output_processors=[Last()])
    assert text_of(await collect(a.stream("q"))) == "one two"


# -- a plain dict appended in process_input -------------------------------------------


async def test_a_dict_appended_to_messages_and_returned_becomes_a_message() -> None:
    class AddContext(Processor):
        id = "add-context"

        def process_input(self, messages):
            messages.append({"role": "user", "content": {"format": 2, "parts": [{"type": "text", "text": "ctx"}]}})
            messages.append({"role": "user", "content": "legacy string"})
            return messages

    a, model = agent(["ok"], input_processors=[AddContext()])
    result = await a.generate("question")
    users = [m["content"][0]["text"] for m in model.requests[0].prompt if m["role"] == "user"]
    assert users == ["question", "ctx", "legacy string"]
    assert all(isinstance(m, Message) for m in result.message_list.get.input.db())


async def test_a_dict_that_is_no_message_is_an_error_naming_the_shape() -> None:
    class Bad(Processor):
        id = "bad"

        def process_input(self, messages):
            return [*messages, {"text": "no role, no content"}]

    a, _ = agent(["ok"], input_processors=[Bad()])
    result = await a.generate("q")
    assert result.status == "failed" and "'parts': [{'type': 'text'" in str(result.error)


@pytest.mark.parametrize("returned", ["none", "message_list"])
async def test_a_list_changed_in_place_and_not_returned_is_an_error(returned: str) -> None:
    class Forgets(Processor):
        id = "forgets"

        def process_input(self, messages, message_list):
            messages.append(Message.from_text("lost"))
            return message_list if returned == "message_list" else None

    a, _ = agent(["ok"], input_processors=[Forgets()])
    result = await a.generate("q")
    assert result.status == "failed" and "return it ('return messages')" in str(result.error)
    assert result.error.code == "processor_contract_error"


async def test_a_replayed_responses_raw_response_and_warnings_are_each_hooks_own() -> None:
    seen: list[tuple[Any, Any]] = []
    cached = {"chunks": [{"type": "text-delta", "payload": {"text": "cached"}},
                         {"type": "finish", "payload": {"finishReason": "stop"}}],
              "warnings": [{"type": "other", "message": "w"}], "rawResponse": {"id": "resp-1"}}

    class Replay(Processor):
        id = "replay"

        def process_llm_request(self):
            return {"response": cached}

        def process_llm_response(self, raw_response, warnings):
            raw_response["id"] = "EDITED"
            warnings[0]["message"] = "EDITED"

    class Reader(Processor):
        id = "reader"

        def process_llm_response(self, raw_response, warnings, from_cache):
            seen.append((raw_response, warnings, from_cache))

    a, model = agent([], input_processors=[Replay(), Reader()])
    result = await a.generate("q")
    assert result.text == "cached" and model.calls == 0
    assert seen == [({"id": "resp-1"}, [{"type": "other", "message": "w"}], True)]
    assert cached["rawResponse"] == {"id": "resp-1"} and result.steps[0].warnings[0]["message"] == "w"


async def test_a_redaction_leaves_no_original_text_in_the_legacy_flat_content() -> None:
    # "message.content.content 是为向后兼容而保留的扁平字符串": it follows the parts, so the PII
    # detector's redaction of the parts reaches it, and what memory stores has no raw e-mail.
    from agentproc.processors.pii import PIIDetector

    stored: list[dict[str, Any]] = []

    class Remember:
        async def load(self, **kwargs: Any) -> list[Message]:
            return []

        async def save(self, *, message_list, **kwargs: Any) -> None:  # noqa: ANN001
            stored.extend(m.to_dict() for m in message_list.get.all.db())

    legacy = {"role": "user", "content": {"format": 2, "parts": [{"type": "text", "text": "mail jane@corp.example"}],
                                          "content": "mail jane@corp.example"}}
    a, model = agent(["ok"], input_processors=[PIIDetector()], memory=Remember())
    result = await a.generate([legacy], thread_id="t1")
    sent = result.message_list.get.input.db()[0]
    assert "jane@corp.example" not in sent.content.content and sent.content.content == sent.text
    assert stored and "jane@corp.example" not in str(stored)
    assert "jane@corp.example" not in str(model.requests[0].prompt)
