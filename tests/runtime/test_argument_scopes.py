"""Every hook × every argument: an argument the spec calls a per-call or per-hook view is the
hook's own copy; what the spec says persists is the one shared object.

One run goes through every hook (an API error and its retry, a step with a tool call, a
final answer). A processor changes one argument in place, writing a marker into it; the test
then looks for the marker in what a user can see: the streamed chunks, the stored messages,
the result, every model request, what a later processor's hooks received, the request
context and the processor's own state."""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Callable

import pytest

from agentproc.runtime import Agent, Message, Processor, RequestContext, tool
from agentproc.runtime.providers import ScriptedModel
from agentproc.runtime.processor import ALL_HOOKS, LANES

MARK = "MARKER-7f3a"


@tool
def weather(city: str) -> dict:
    """The weather of a city."""
    return {"city": city, "temp": 21}


class APIError(Exception):
    status_code = 429


class BodyModel(ScriptedModel):
    """A scripted model that, like a real provider, records the request body it sent."""

    def stream(self, request):  # noqa: ANN001, ANN201
        request.body = {"model": "scripted", "messages": len(request.prompt)}
        return super().stream(request)


TOOL_STEP = {"chunks": [
    {"type": "stream-start", "payload": {"warnings": [{"type": "other", "message": "w"}]}},
    {"type": "text-delta", "payload": {"id": "t", "text": "Let me look. "}},
    {"type": "tool-call", "payload": {"toolCallId": "c1", "toolName": "weather", "args": {"city": "Oslo"}}},
    {"type": "finish", "payload": {"finishReason": "tool-calls", "providerMetadata": {"p": {"k": "v"}},
                                   "usage": {"inputTokens": 3, "outputTokens": 2, "totalTokens": 5}}},
]}


def dump(value: Any) -> str:
    def default(o: Any) -> Any:
        if hasattr(o, "to_dict"):
            return o.to_dict()
        if dataclasses.is_dataclass(o):
            return {f.name: getattr(o, f.name) for f in dataclasses.fields(o)}
        if hasattr(o, "get") and hasattr(o, "get_all_system_messages"):  # a MessageList
            return [o.get.all.db(), o.get_all_system_messages()]
        return repr(o)
    return json.dumps(value, default=default)


class Witness(Processor):
    """Implements every hook of its lane and records what each received (after the mutator)."""

    def __init__(self, lane: str, seen: dict[str, list[str]]) -> None:
        self.id = f"witness-{lane}"
        self.seen = seen
        for hook in LANES[lane]:
            setattr(self, hook, self._make(hook))

    def _make(self, hook: str) -> Callable[..., Any]:
        def record(**kwargs: Any) -> Any:
            self.seen.setdefault(hook, []).append(dump({k: v for k, v in kwargs.items() if k not in (
                "abort", "writer", "model", "tools", "error", "request_context", "state")}))
            self.seen.setdefault("_names:" + hook, []).append(dump(sorted(kwargs)))
            if hook == "process_llm_response":
                self.seen.setdefault("_chunks", []).append(dump(kwargs["chunks"]))
            if hook == "process_output_stream":
                return kwargs["part"]
            if hook == "process_api_error":
                return {"retry": True}
            return None
        return record


class Mutator(Processor):
    """Changes one argument of one hook in place, on every call where it can."""

    def __init__(self, hook: str, argument: str, mutate: Callable[[Any], bool]) -> None:
        self.id = "mutator"
        self.argument = argument
        self.mutate = mutate
        self.applied = 0
        self.state_seen: list[bool] = []
        setattr(self, hook, self._hook)

    def _hook(self, **kwargs: Any) -> Any:
        if self.mutate(kwargs[self.argument]):
            self.applied += 1
        return kwargs.get("part")


class StateReader(Processor):
    """Same id as the mutator: reads its state at the very end of the run."""

    id = "mutator"

    def __init__(self, mutator: Mutator) -> None:
        self.mutator = mutator

    def process_output_result(self, state):
        self.mutator.state_seen.append(MARK in state)


def lane_of(hook: str) -> str:
    return next(lane for lane, hooks in LANES.items() if hook in hooks)


async def run_with(hook: str, argument: str, mutate: Callable[[Any], bool]) -> dict[str, Any]:
    seen: dict[str, list[str]] = {}
    mutator = Mutator(hook, argument, mutate)
    lanes: dict[str, list[Any]] = {lane: [Witness(lane, seen)] for lane in LANES}
    lanes[lane_of(hook)].insert(0, mutator)
    lanes["output"].append(StateReader(mutator))
    model = BodyModel([APIError("busy"), TOOL_STEP, "It is sunny."])
    context = RequestContext({"user": "u"})
    agent = Agent("scopes", instructions="Be brief.", model=model, tools=[weather],
                  input_processors=lanes["input"], output_processors=lanes["output"],
                  error_processors=lanes["error"], max_processor_retries=2)
    stream = agent.stream("weather in Oslo?", request_context=context, active_tools=["weather"],
                          provider_options={"openai": {"x": 1}}, model_settings={"temperature": 0.5},
                          structured_output={"schema": {"type": "object"}})
    chunks = [c async for c in stream]
    result = stream.result
    assert result.status == "completed", result.error
    assert mutator.applied, f"{hook}'s {argument} was never changed: the case tests nothing"
    requests = [dump({"prompt": r.prompt, "tools": sorted(r.tools), "provider_options": r.provider_options,
                      "model_settings": r.model_settings, "structured_output": r.structured_output})
                for r in model.requests]
    return {
        "stream": dump(chunks),
        "stored": dump([result.message_list.get.all.db(), result.message_list.get_all_system_messages()]),
        "result": dump([result.steps, result.tool_results, result.usage, result.text]),
        "calls": [MARK in r for r in requests],
        "later hooks": dump({h: v for h, v in seen.items() if not h.startswith("_")}),
        "response hook": dump(seen.get("_chunks", [])),
        "context": dump(context.to_dict()),
        "state": any(mutator.state_seen),
        "names": {h[7:]: json.loads(v[0]) for h, v in seen.items() if h.startswith("_names:")},
    }


def nowhere(obs: dict[str, Any]) -> None:
    for place in ("stream", "stored", "result", "later hooks", "context"):
        assert MARK not in obs[place], f"the change reached {place}"
    assert not any(obs["calls"]), "the change reached a model call"


# -- mutations: each writes the marker into the argument, True when it could ---------------


def edit_message_parts(messages: list[Message]) -> bool:
    if not messages:
        return False
    messages[-1].content.parts.append({"type": "text", "text": MARK})
    return True


def edit_list_entry_messages(message_list: Any) -> bool:
    message_list.get.input.db()[0].content.parts.append({"type": "text", "text": MARK})
    return True


def edit_system(system: list[dict[str, Any]]) -> bool:
    if not system:
        return False
    system[0]["content"] += MARK
    return True


def edit_steps(steps: list[Any]) -> bool:
    for step in steps:
        step.text += MARK
        for call in step.tool_calls:
            call["args"]["city"] = MARK
        for res in step.tool_results:
            res["result"]["temp"] = MARK
        step.usage[MARK] = 1
        step.warnings.append(MARK)
    return bool(steps)


class EditPromptOnce:
    """Edits the first call's prompt only: a later call must be built without the edit."""

    def __init__(self) -> None:
        self.done = False

    def __call__(self, prompt: list[dict[str, Any]]) -> bool:
        if self.done:
            return False
        self.done = edit_prompt(prompt)
        return self.done


def edit_prompt(prompt: list[dict[str, Any]]) -> bool:
    for message in prompt:
        if message["role"] == "user":
            message["content"].append({"type": "text", "text": MARK})
            return True
    return False


def edit_chunks(chunks: list[dict[str, Any]]) -> bool:
    for c in chunks:
        if c["type"] == "text-delta":
            c["payload"]["text"] = MARK
        elif c["type"] == "tool-call":
            c["payload"]["args"]["city"] = MARK
    return bool(chunks)


def edit_list(value: Any) -> bool:
    if value is None:
        return False
    value.append(MARK)
    if value and isinstance(value[0], dict):
        value[0]["message"] = MARK
    return True


def edit_dict(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    value[MARK] = 1
    for nested in value.values():
        if isinstance(nested, dict):
            nested[MARK] = 1
    return True


def edit_part(part: dict[str, Any]) -> bool:
    if part["type"] != "text-delta":
        return False
    part["payload"]["text"] += MARK
    return True


def edit_stream_parts(parts: list[dict[str, Any]]) -> bool:
    last = parts[-1]
    if last["type"] != "text-delta":
        return False
    last["payload"]["text"] = MARK
    return True


def edit_tool_calls(calls: list[dict[str, Any]]) -> bool:
    for call in calls:
        call["args"]["city"] = MARK
    return bool(calls)


def edit_output_result(result: Any) -> bool:
    result.usage[MARK] = 1
    edit_steps(result.steps)
    return True


def edit_context(context: RequestContext) -> bool:
    context.set(MARK, 1)
    return True


def edit_state(state: dict[str, Any]) -> bool:
    state[MARK] = 1
    return True


def edit_tools(tools: dict[str, Any]) -> bool:
    tools[MARK] = weather
    return True


def edit_structured(value: Any) -> bool:
    if not value:
        return False
    value["schema"][MARK] = 1
    return True


# -- what the spec says of each: (hook, argument, mutation, expectation) ---------------------


def persisted_in(*places: str) -> Callable[[dict[str, Any]], None]:
    def check(obs: dict[str, Any]) -> None:
        for place in places:
            if place == "calls":
                assert any(obs["calls"]), "the change did not reach the model calls"
            elif place == "state":
                assert obs["state"], "the processor's state lost the change"
            else:
                assert MARK in obs[place], f"the change did not reach {place}"
    return check


def current_call_only(obs: dict[str, Any]) -> None:
    assert obs["calls"] == [True, False, False]  # the edited call (it failed: API error), its retry, the next
    for place in ("stored", "result", "stream"):
        assert MARK not in obs[place], f"the prompt change reached {place}"


def flows_downstream(obs: dict[str, Any]) -> None:
    assert MARK in obs["stream"] and MARK in obs["stored"]  # "返回原始 part 会原样发出"
    assert MARK not in obs["response hook"]  # chunks: "由 LLM 调用生成" — as generated


INPUT_STEP_VIEWS = ("tools", "active_tools", "provider_options", "model_settings", "structured_output")
EDITS = {"tools": edit_tools, "active_tools": edit_list, "provider_options": edit_dict,
         "model_settings": edit_dict, "structured_output": edit_structured}

CASES: list[tuple[str, str, Callable[[Any], bool], Callable[[dict[str, Any]], None]]] = [
    # messages: "就地编辑消息的 content.parts 后，下游 Processor 和持久化流程都能看到更改"
    *[(hook, "messages", edit_message_parts, persisted_in("stored", "later hooks"))
      for hook in ("process_input", "process_input_step", "process_api_error", "process_output_step",
                   "process_tool_result", "process_output_result")],
    # message_list: "支撑本次运行的实时 MessageList 实例"
    *[(hook, "message_list", edit_list_entry_messages, persisted_in("stored", "calls"))
      for hook in ("process_input", "process_input_step", "process_llm_request", "process_api_error",
                   "process_output_stream", "process_llm_response", "process_output_step",
                   "process_tool_result")],
    ("process_output_result", "message_list", edit_list_entry_messages, persisted_in("stored")),
    # systemMessages: processInput "可以修改并返回" (the live ones) …
    ("process_input", "system_messages", edit_system, persisted_in("stored", "calls")),
    # … processInputStep "只读快照", processToolResult "可供读取": copies (return them to replace)
    *[(hook, "system_messages", edit_system, nowhere)
      for hook in ("process_input_step", "process_output_step", "process_tool_result")],
    # steps: "前面步骤的结果" — a record of what happened
    *[(hook, "steps", edit_steps, nowhere)
      for hook in ("process_input_step", "process_llm_request", "process_llm_response", "process_output_stream", "process_output_step", "process_tool_result",
                   "process_output_result")],
    # processInputStep's options: "在结果中返回可…" — returned to change, the arguments are views
    *[("process_input_step", name, EDITS[name], nowhere) for name in INPUT_STEP_VIEWS],
    # prompt: "只会转发给当前调用的模型，不会持久化回 MessageList、memory、UI 历史记录或后续 Provider 调用"
    ("process_llm_request", "prompt", EditPromptOnce(), current_call_only),
    # processLLMResponse: "由 LLM 调用生成…的数据块", warnings and request as reported
    ("process_llm_response", "chunks", edit_chunks, nowhere),
    ("process_llm_response", "warnings", edit_list, nowhere),
    ("process_llm_response", "request", edit_dict, nowhere),
    # part: returned, it is what goes on (to later processors, the client, the stored answer)
    ("process_output_stream", "part", edit_part, flows_downstream),
    # streamParts: the chunks this processor received so far, as it received them
    ("process_output_stream", "stream_parts", edit_stream_parts, nowhere),
    # processOutputStep's report of the step
    ("process_output_step", "tool_calls", edit_tool_calls, nowhere),
    ("process_output_step", "usage", edit_dict, nowhere),
    ("process_output_step", "provider_metadata", edit_dict, nowhere),
    # processToolResult: replace a result with messageList.updateToolInvocation, not in place
    ("process_tool_result", "args", edit_dict, nowhere),
    ("process_tool_result", "result", edit_dict, nowhere),
    # processOutputResult.result: "已解析的生成结果"
    ("process_output_result", "result", edit_output_result, nowhere),
    # requestContext: request-scoped, one object for the request
    *[(hook, "request_context", edit_context, persisted_in("context")) for hook in ALL_HOOKS],
    # state: "在此请求内的所有方法调用之间持续存在"
    *[(hook, "state", edit_state, persisted_in("state")) for hook in ALL_HOOKS],
]

#: Arguments no edit can reach: scalars (numbers, strings, booleans, None) and the run's
#: controls and live objects (they are the one object by nature).
NOT_DATA = {
    "abort": "a function", "writer": "the run's stream writer", "abort_signal": "the caller's signal",
    "tracing_context": "None (no tracing here)", "retry_count": "int", "step_number": "int",
    "from_cache": "bool", "finish_reason": "str", "text": "str", "tool_name": "str", "tool_call_id": "str",
    "provider_executed": "bool or None", "model": "the model object the call uses", "error": "the exception",
    "tool_choice": "str, or a dict a hook replaces by returning it",
    "raw_response": "None on a live call; copied as 'request' is (same code) when replayed",
}


#: Arguments that are empty where they are passed (nothing to edit).
ALWAYS_EMPTY = {("process_input", "steps"), ("process_api_error", "steps")}


@pytest.mark.parametrize(("hook", "argument", "mutate", "expect"), CASES,
                         ids=[f"{h}-{a}" for h, a, _, _ in CASES])
async def test_an_in_place_edit_reaches_exactly_what_the_spec_says(hook, argument, mutate, expect) -> None:
    expect(await run_with(hook, argument, mutate))


async def test_every_argument_of_every_hook_is_in_the_table() -> None:
    names = (await run_with("process_input", "messages", edit_message_parts))["names"]
    assert set(names) == set(ALL_HOOKS)
    covered = {(h, a) for h, a, _, _ in CASES}
    missing = sorted((hook, arg) for hook, args in names.items() for arg in args
                     if (hook, arg) not in covered and arg not in NOT_DATA and (hook, arg) not in ALWAYS_EMPTY)
    assert missing == []
