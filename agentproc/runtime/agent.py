"""The Agent: ``generate()`` / ``stream()`` / ``generate_sync()`` over the processor loop."""
from __future__ import annotations

import asyncio
from typing import Any, AsyncIterator, Callable

from .chunks import Chunk
from .context import RequestContext
from .memory import memory_processors
from .messages import Message, MessageList, new_id, to_messages
from .processor import violation_sink
from .results import RunResult
from .run import Run
from .steps import StepOptions
from .tools import as_tools

CALL_OPTIONS = frozenset({
    "request_context", "input_processors", "output_processors", "error_processors", "max_processor_retries",
    "max_steps", "model_settings", "provider_options", "structured_output", "tool_choice", "active_tools",
    "thread_id", "resource_id", "memory", "abort_signal", "run_id", "instructions", "time_hooks",
})


class Agent:
    """An LLM agent whose every step passes through its input, output and error processors.

    Processor arrays are lists or functions building one from the request context
    (``f(request_context)`` or ``f(*, request_context)``, sync or async); the arrays given to
    one call replace the agent's for that call. ``time_hooks=False`` stops timing each hook
    call (calls are still counted)."""

    def __init__(
        self,
        id: str,
        name: str | None = None,
        instructions: str = "",
        model: Any = "scripted/demo",
        tools: Any = None,
        input_processors: Any = (),
        output_processors: Any = (),
        error_processors: Any = (),
        max_processor_retries: int | None = None,
        max_steps: int = 5,
        prepare_step: Callable[..., Any] | None = None,
        memory: Any = None,
        description: str | None = None,
        time_hooks: bool = True,
    ) -> None:
        self.id = id
        self.name = name or id
        self.description = description
        self.instructions = instructions
        self.model = model
        self.tools = as_tools(tools)
        self.input_processors = input_processors
        self.output_processors = output_processors
        self.error_processors = error_processors
        self.max_processor_retries = max_processor_retries
        self.max_steps = max_steps
        self.prepare_step = prepare_step
        self.memory = memory
        self.time_hooks = time_hooks

    def stream(self, messages: Any, **options: Any) -> AgentStream:
        """Start a run; iterate the returned object for chunks, then read ``.result``."""
        return AgentStream(self._make_run(messages, options))

    async def generate(self, messages: Any, **options: Any) -> RunResult:
        """Run to the end and return the result (``text``, ``finish_reason``, ``tripwire`` …)."""
        return await self.stream(messages, **options).get_result()

    def generate_sync(self, messages: Any, **options: Any) -> RunResult:
        """``generate()`` for synchronous callers (not from inside a running event loop)."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(self.generate(messages, **options))
        raise RuntimeError("generate_sync() was called inside an event loop; use 'await agent.generate()'")

    def _make_run(self, messages: Any, options: dict[str, Any]) -> Run:
        unknown = sorted(set(options) - CALL_OPTIONS)
        if unknown:
            raise TypeError(f"unknown option(s) {', '.join(unknown)}; known: {', '.join(sorted(CALL_OPTIONS))}")
        context = options.get("request_context")
        if not isinstance(context, RequestContext):
            context = RequestContext(context)
        thread_id = options.get("thread_id") or context.get("thread_id")
        resource_id = options.get("resource_id") or context.get("resource_id")
        if thread_id is not None and not context.has("thread_id"):
            context.set("thread_id", thread_id)
        if resource_id is not None and not context.has("resource_id"):
            context.set("resource_id", resource_id)

        def lane(name: str) -> Any:
            return options[name] if options.get(name) is not None else getattr(self, name)

        memory = options.get("memory", self.memory)
        max_retries = options.get("max_processor_retries", self.max_processor_retries)
        structured = options.get("structured_output")
        structured_spec, output_class = _structured(structured)
        message_list = MessageList(thread_id=thread_id, resource_id=resource_id)
        instructions = options.get("instructions", self.instructions)
        if instructions:
            message_list.add_system(instructions, tag="instructions")
        inputs = to_messages(messages)
        message_list.add(inputs, "input")
        return Run(
            run_id=str(options.get("run_id") or new_id()),
            message_list=message_list,
            input_processors=lane("input_processors"),
            output_processors=lane("output_processors"),
            error_processors=lane("error_processors"),
            memory_processors=memory_processors(memory, thread_id, resource_id, context),
            step_options=StepOptions(
                model=self.model,
                tools=dict(self.tools),
                tool_choice=options.get("tool_choice") or "auto",
                active_tools=options.get("active_tools"),
                provider_options=options.get("provider_options") or {},
                model_settings=options.get("model_settings") or {},
                structured_output=structured_spec,
            ),
            max_steps=options.get("max_steps") or self.max_steps,
            max_processor_retries=max_retries,
            prepare_step=self.prepare_step,
            request_context=context,
            abort_signal=options.get("abort_signal"),
            output_class=output_class,
            time_hooks=bool(options.get("time_hooks", self.time_hooks)),
        )

    def __repr__(self) -> str:
        return f"<Agent id={self.id!r}>"


def _structured(value: Any) -> tuple[dict[str, Any] | None, Any]:
    """``structured_output``: a JSON schema dict, ``{"schema", "name"}``, or a pydantic class."""
    if value is None:
        return None, None
    if hasattr(value, "model_json_schema"):
        return {"schema": value.model_json_schema(), "name": value.__name__}, value
    if isinstance(value, dict) and "schema" in value:
        schema = value["schema"]
        if hasattr(schema, "model_json_schema"):
            return {**value, "schema": schema.model_json_schema(), "name": value.get("name", schema.__name__)}, schema
        return {"name": "output", **value}, None
    if isinstance(value, dict):
        return {"schema": value, "name": "output"}, None
    raise TypeError("structured_output takes a JSON schema dict, {'schema': ...} or a pydantic model class")


class AgentStream:
    """An async iterable of a run's chunks; ``result`` is set once the stream has ended."""

    def __init__(self, run: Run) -> None:
        self._run = run
        self._chunks = run.execute()
        self.done = False

    @property
    def run_id(self) -> str:
        return self._run.run_id

    @property
    def message_list(self) -> MessageList:
        return self._run.message_list

    @property
    def result(self) -> RunResult:
        """The run's result; complete once iteration ended (partial while it is running)."""
        return self._run.result

    def __aiter__(self) -> AgentStream:
        return self

    async def __anext__(self) -> Chunk:
        token = violation_sink.set(self._run.state.violations)
        try:
            return await self._chunks.__anext__()
        except StopAsyncIteration:
            self.done = True
            raise
        finally:
            violation_sink.reset(token)

    async def aclose(self) -> None:
        """Stop the run early (it ends as cancelled)."""
        await self._chunks.aclose()
        self.done = True

    async def get_result(self) -> RunResult:
        async for _ in self:
            pass
        return self.result

    async def text_stream(self) -> AsyncIterator[str]:
        async for c in self:
            if c["type"] == "text-delta":
                yield c["payload"]["text"]


__all__ = ["Agent", "AgentStream", "Message"]
