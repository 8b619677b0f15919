"""Spec: processInputStep — per-step overrides, chaining, system-message isolation, prepareStep."""
from __future__ import annotations

from agentproc.runtime import Processor, tool
from agentproc.runtime.providers import ScriptedModel

from .helpers_runtime import agent, prompt_texts


@tool
def search(query: str) -> str:
    """Search the docs."""
    return f"found {query}"


@tool
def delete_all() -> str:
    """Delete everything."""
    return "deleted"


async def test_processors_are_chained_each_seeing_the_previous_overrides() -> None:
    seen = {}

    class First(Processor):
        id = "first"

        def process_input_step(self, tool_choice):
            seen["first"] = tool_choice
            return {"tool_choice": "none"}

    class Second(Processor):
        id = "second"

        def process_input_step(self, tool_choice, model):
            seen["second"] = tool_choice
            return {"model": ScriptedModel(["from the switched model"])}

    a, original = agent(["from the original model"], tools=[search], input_processors=[First(), Second()])
    result = await a.generate("hi")
    assert seen == {"first": "auto", "second": "none"}
    assert result.text == "from the switched model"
    assert original.calls == 0


async def test_model_can_be_switched_by_string_per_step() -> None:
    class UseDemo(Processor):
        id = "use-demo"

        def process_input_step(self):
            return {"model": "scripted/fast"}

    a, _ = agent([], input_processors=[UseDemo()])
    result = await a.generate("hello")
    assert "offline demo model" in result.text


async def test_system_messages_reset_to_the_originals_at_every_step() -> None:
    class StepNote(Processor):
        id = "step-note"

        def process_input_step(self, step_number, message_list):
            message_list.add_system(f"note for step {step_number}")

    a, model = agent([{"tool_calls": [{"name": "search", "args": {"query": "x"}}]}, "done"],
                     instructions="Original.", tools=[search], input_processors=[StepNote()])
    await a.generate("hi")
    systems = [[t for r, t in prompt_texts(req) if r == "system"] for req in model.requests]
    assert systems == [["Original.", "note for step 0"], ["Original.", "note for step 1"]]


async def test_active_tools_and_tools_overrides_limit_what_the_model_is_offered() -> None:
    class OnlySearch(Processor):
        id = "only-search"

        def process_input_step(self, tools):
            assert set(tools) == {"search", "delete_all"}
            return {"active_tools": ["search"]}

    a, model = agent(["ok"], tools=[search, delete_all], input_processors=[OnlySearch()])
    await a.generate("hi")
    assert set(model.requests[0].tools) == {"search"}


async def test_step_number_and_previous_steps_are_passed() -> None:
    seen = []

    class Spy(Processor):
        id = "spy"

        def process_input_step(self, step_number, steps):
            seen.append((step_number, [s.tool_calls[0]["toolName"] if s.tool_calls else None for s in steps]))

    a, _ = agent([{"tool_calls": [{"name": "search", "args": {"query": "x"}}]}, "done"],
                 tools=[search], input_processors=[Spy()])
    await a.generate("hi")
    assert seen == [(0, []), (1, ["search"])]


async def test_model_settings_provider_options_and_structured_output_overrides_reach_the_model() -> None:
    class Tune(Processor):
        id = "tune"

        def process_input_step(self, model_settings):
            return {"model_settings": {**model_settings, "temperature": 0.1},
                    "provider_options": {"reasoning_effort": "low"}}

    a, model = agent(["ok"], input_processors=[Tune()])
    await a.generate("hi", model_settings={"max_tokens": 50})
    request = model.requests[0]
    assert request.model_settings == {"max_tokens": 50, "temperature": 0.1}
    assert request.provider_options == {"reasoning_effort": "low"}


async def test_prepare_step_runs_after_the_input_processors_and_can_override() -> None:
    order = []

    class Proc(Processor):
        id = "proc"

        def process_input_step(self):
            order.append("processor")
            return {"tool_choice": "required"}

    def prepare_step(tool_choice, step_number):
        order.append(f"prepare_step saw {tool_choice}")
        return {"tool_choice": "none"}

    a, model = agent(["ok"], tools=[search], input_processors=[Proc()], prepare_step=prepare_step)
    await a.generate("hi")
    assert order == ["processor", "prepare_step saw required"]
    assert model.requests[0].tool_choice == "none"


async def test_returning_an_array_replaces_messages_for_the_step() -> None:
    class KeepLast(Processor):
        id = "keep-last"

        def process_input_step(self, messages):
            return messages[-1:]

    a, model = agent(["ok"], input_processors=[KeepLast()])
    await a.generate(["old message", "new message"])
    assert [t for r, t in prompt_texts(model.requests[0]) if r == "user"] == ["new message"]


async def test_tool_choice_none_keeps_the_tool_definitions_in_the_request() -> None:
    # As the AI SDK does: the same prompt prefix (provider prompt caching) and definitions for
    # the tool calls already in the history; the model is told not to call them.
    class DisableTools(Processor):
        id = "disable-tools"

        def process_input_step(self, step_number):
            return {"tool_choice": "none"} if step_number > 0 else None

    a, model = agent([{"tool_calls": [{"name": "search", "args": {"query": "x"}}]}, "done"], tools=[search],
                     input_processors=[DisableTools()])
    result = await a.generate("hi")
    assert result.text == "done"
    first, second = model.requests
    assert list(first.tools) == list(second.tools) == ["search"]
    assert (first.tool_choice, second.tool_choice) == ("auto", "none")
