"""Mastra's ``packages/core/src/processors/process-input-step.test.ts``, translated to agentproc.

Mastra calls ``runProcessInputStep`` by hand with a message list built per step; here a tool
call makes the agent run two steps, so step 1 sees the step-0 call and its result."""
from __future__ import annotations

from agentproc.runtime import Agent, Message, MessageContent, MessageList, Processor, tool
from agentproc.runtime.providers import ScriptedModel


@tool
def some_tool() -> dict:
    """A tool with no arguments."""
    return {"data": "result"}


def two_steps(*processors: Processor, **kwargs) -> tuple[Agent, ScriptedModel]:  # noqa: ANN003
    model = ScriptedModel([{"tool_calls": [{"name": "some_tool", "args": {}}]}, "done"])
    return Agent("test-agent", model=model, tools=[some_tool], input_processors=list(processors), **kwargs), model


def hooks(id: str, **methods) -> Processor:  # noqa: A002, ANN003
    return type("Inline", (Processor,), {"id": id, **methods})()


async def test_process_input_is_called_only_once_via_run_input_processors() -> None:
    """process-input-step.test.ts › processInputStep › processInput runs once ›
    processInput is called only once via runInputProcessors"""
    calls: list[int] = []

    def counting(self, messages):  # noqa: ANN001, ANN202
        calls.append(1)
        return messages

    a, model = two_steps(hooks("counting-processor", process_input=counting))
    await a.generate("user message")
    assert model.calls == 2 and len(calls) == 1


async def test_should_include_process_input_step_method_on_processor_interface() -> None:
    """process-input-step.test.ts › processInputStep › processInputStep interface ›
    should include processInputStep method on Processor interface"""
    returned: list[object] = []

    def step(self, message_list):  # noqa: ANN001, ANN202
        returned.append(message_list)
        return message_list

    a, _ = two_steps(hooks("step-processor", process_input_step=step))
    stream = a.stream("test message")
    [c async for c in stream]
    assert returned and all(isinstance(r, MessageList) and r is stream.message_list for r in returned)


async def test_should_be_callable_at_each_step_with_growing_message_history() -> None:
    """process-input-step.test.ts › processInputStep › ProcessorRunner.runProcessInputStep ›
    should be callable at each step with growing message history

    Mastra's step 1 holds three messages (user, assistant call, tool result); agentproc keeps
    a tool's result in the assistant message's invocation, so step 1 holds two: the call and
    its result are both there, in the spec's MastraDBMessage shape."""
    steps: list[int] = []
    seen: list[list[Message]] = []

    def step(self, messages, step_number, message_list):  # noqa: ANN001, ANN202
        steps.append(step_number)
        seen.append(list(messages))
        return message_list

    a, _ = two_steps(hooks("step-processor", process_input_step=step))
    await a.generate("Hello")
    assert steps == [0, 1]
    assert len(seen[0]) == 1
    invocations = [inv for m in seen[1] for inv in m.tool_invocations()]
    assert len(seen[1]) == 2 and invocations[0]["state"] == "result"
    assert invocations[0]["result"] == {"data": "result"}


async def test_should_transform_message_part_types_at_each_step() -> None:
    """process-input-step.test.ts › processInputStep › message part type transformation ›
    should transform message part types at each step"""
    transformed: list[int] = []

    def transform(self, messages, message_list):  # noqa: ANN001, ANN202
        for message in messages:
            if message.role == "assistant":
                for part in message.content.parts:
                    if part.get("type") == "source-type":
                        transformed.append(1)
                        part["type"] = "target-type"
        return message_list

    class Remembered:
        async def load(self, **kwargs):  # noqa: ANN003, ANN202
            return [Message("assistant", MessageContent(parts=[{"type": "source-type", "data": "some data"}]))]

        async def save(self, **kwargs):  # noqa: ANN003, ANN202
            return None

    a, _ = two_steps(hooks("type-transform-processor", process_input_step=transform), memory=Remembered())
    stream = a.stream("User question", thread_id="t")
    [c async for c in stream]
    assert len(transformed) == 1
    assistant = next(m for m in stream.message_list.get.all.db() if m.role == "assistant")
    assert any(p.get("type") == "target-type" for p in assistant.content.parts)


async def test_should_run_multiple_process_input_step_processors_in_order() -> None:
    """process-input-step.test.ts › processInputStep › multiple processors ›
    should run multiple processInputStep processors in order"""
    order: list[str] = []

    def named(name: str):  # noqa: ANN202
        def step(self, message_list, step_number):  # noqa: ANN001, ANN202
            if step_number == 0:
                order.append(name)
            return message_list
        return step

    a, _ = two_steps(hooks("processor-1", process_input_step=named("processor-1")),
                     hooks("processor-2", process_input_step=named("processor-2")))
    await a.generate("Hello")
    assert order == ["processor-1", "processor-2"]


async def test_process_input_runs_once_at_start_process_input_step_runs_at_each_step() -> None:
    """process-input-step.test.ts › processInputStep › processInput and processInputStep interaction ›
    processInput runs once at start, processInputStep runs at each step"""
    log: list[str] = []

    def process_input(self, messages):  # noqa: ANN001, ANN202
        log.append("processInput")
        return messages

    def process_input_step(self, step_number, message_list):  # noqa: ANN001, ANN202
        log.append(f"processInputStep-{step_number}")
        return message_list

    a, _ = two_steps(hooks("dual-processor", process_input=process_input, process_input_step=process_input_step))
    await a.generate("user message")
    assert log == ["processInput", "processInputStep-0", "processInputStep-1"]


async def test_processor_with_only_process_input_should_not_affect_process_input_step_flow() -> None:
    """process-input-step.test.ts › processInputStep › processInput and processInputStep interaction ›
    processor with only processInput should not affect processInputStep flow"""
    log: list[str] = []

    def only_input(self, messages):  # noqa: ANN001, ANN202
        log.append("input-only-processInput")
        return messages

    def only_step(self, step_number, message_list):  # noqa: ANN001, ANN202
        log.append(f"step-only-processInputStep-{step_number}")
        return message_list

    model = ScriptedModel(["ok"])
    a = Agent("test-agent", model=model, input_processors=[hooks("input-only", process_input=only_input),
                                                           hooks("step-only", process_input_step=only_step)])
    await a.generate("user message")
    assert log == ["input-only-processInput", "step-only-processInputStep-0"]
