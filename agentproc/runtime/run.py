"""One run of the agentic loop, in the spec's order, as an async generator of chunks.

process_input (once) → per step: process_input_step (chained) → prepare_step →
process_llm_request → model (process_api_error on failure) → process_output_stream per chunk →
process_llm_response → process_output_step → tools → process_tool_result per tool → next step
while tools were called → process_output_result (once) → finish."""
from __future__ import annotations

import asyncio
import json
from typing import Any, AsyncIterator

from .chunks import Chunk, add_usage, chunk, empty_usage, error_payload
from .context import StreamWriter
from .errors import ProcessorContractError
from .messages import Message, MessageContent, MessageList
from .models.base import ModelRequest
from .models.registry import resolve_model
from .processor import TripWire
from .results import RunResult
from .runner import Chain, HookCall, RunState, call_hook, check_message_list, inspect_callable
from .steps import STEP_OPTION_KEYS, StepAccumulator, StepOptions, data_part
from .streaming import OutputStream
from .toolcalls import run_tools
from .tools import as_tools


class ModelStreamCut(Exception):
    """The model's stream broke after chunks had already arrived."""


class RunCancelled(Exception):
    """The run's abort signal was set."""


class Run:
    """Executes one generate()/stream() call; ``result`` is filled whatever way it ends."""

    def __init__(self, *, run_id: str, message_list: MessageList, input_processors: list[Any],
                 output_processors: list[Any], error_processors: list[Any], step_options: StepOptions,
                 max_steps: int, max_processor_retries: int | None, prepare_step: Any, request_context: Any,
                 abort_signal: Any, output_class: Any) -> None:
        self.run_id = run_id
        self.message_list = message_list
        self.state = RunState(run_id, message_list)
        self.input = Chain(input_processors, "input", self.state)
        self.output = Chain(output_processors, "output", self.state)
        self.errors = Chain(error_processors, "error", self.state)
        self.out = OutputStream(self.output, self.state)
        self.base_options = step_options
        self.max_steps = max_steps
        self.max_retries = max_processor_retries
        self.prepare_step = prepare_step
        self.request_context = request_context
        self.abort_signal = abort_signal
        self.output_class = output_class
        self.result = RunResult(run_id=run_id, status="running", message_list=message_list)
        self.steps = self.result.steps
        self.writer = StreamWriter(self.out.emit_data, run_id)
        self.model: Any = None

    # -- shared plumbing ---------------------------------------------------------------

    def common(self) -> dict[str, Any]:
        """Arguments every hook may take (each hook receives only the ones it declares)."""
        return {
            "message_list": self.message_list,
            "retry_count": self.state.retry_count,
            "request_context": self.request_context,
            "tracing_context": None,
            "writer": self.writer,
            "abort_signal": self.abort_signal,
            "steps": list(self.steps),
        }

    async def emit(self, type_: str, payload: dict[str, Any], sink: Any = None) -> list[Chunk]:
        """A runtime chunk through the output processors, after any pending data chunks."""
        part = chunk(type_, self.run_id, payload)
        self.out.parts.append(part)
        emitted = await self.out.through(part)
        if sink is not None:
            for c in emitted:
                sink(c)
        return self.out.drain(sink) + emitted

    def apply_messages(self, returned: Any, scope: list[Message], source: str, hook: str,
                       empty_is_unchanged: bool = False) -> None:
        """Apply a hook's MessageList / array / ``{messages, system_messages}`` return value."""
        ml = self.message_list
        if returned is None or isinstance(returned, MessageList):
            check_message_list(returned, ml, hook)
            return
        if isinstance(returned, dict):
            if returned.get("messages") is not None and returned.get("message_list") is not None:
                raise ProcessorContractError(f"{hook} returned both 'messages' and 'message_list'")
            check_message_list(returned.get("message_list"), ml, hook)
            if returned.get("messages") is not None:
                ml.reconcile(returned["messages"], scope, source)
            if returned.get("system_messages") is not None:
                ml.replace_all_system_messages(returned["system_messages"])
            return
        if isinstance(returned, (list, tuple)):
            if empty_is_unchanged and not returned:
                return  # the spec's own processOutputStep example returns [] for "all is well"
            ml.reconcile(list(returned), scope, source)
            return
        raise ProcessorContractError(f"{hook} returned {type(returned).__name__}; see the spec for allowed values")

    def _check_cancelled(self) -> None:
        signal = self.abort_signal
        if signal is not None and (signal.is_set() if hasattr(signal, "is_set") else getattr(signal, "aborted", False)):
            raise RunCancelled()

    def _can_retry(self) -> bool:
        return self.max_retries is not None and self.state.retry_count < self.max_retries

    # -- the run -----------------------------------------------------------------------

    async def execute(self) -> AsyncIterator[Chunk]:
        result, ml, out = self.result, self.message_list, self.out
        try:
            out.bind(self.common())
            for c in await self.emit("start", {}):
                yield c
            await self._process_input()
            for c in out.drain():
                yield c
            system_snapshot = ml._snapshot_system()
            step_number, feedback = 0, None
            while step_number < self.max_steps:
                self._check_cancelled()
                ml._restore_system(system_snapshot)  # every step starts from the original system messages
                if feedback:
                    ml.add_system(f"Feedback on your previous answer, please fix it: {feedback}",
                                  tag="processor-feedback")
                step = StepAccumulator(step_number)
                try:
                    options = await self._input_step(step_number)
                    out.bind(self.common())
                    for c in await self.emit("step-start", {"stepNumber": step_number}, step.add):
                        yield c
                    source, first = await self._start_model(step, options)
                    for c in out.drain(step.add):
                        yield c
                    async for c in self._consume(step, source, first):
                        yield c
                    for c in await self._after_step(step):
                        yield c
                    if step.tool_calls:
                        async for c in run_tools(self, step, options):
                            yield c
                except TripWire as trip:
                    if not (trip.retry and self._can_retry()):
                        raise
                    violation = getattr(trip, "violation", None)
                    if violation is not None:
                        violation.action = "retried"
                    self.state.retry_count += 1
                    if step.message is not None:
                        ml.remove_by_ids([step.message.id])
                    if self.steps and self.steps[-1].step_number == step_number:
                        self.steps.pop()
                    feedback = trip.reason
                    continue
                feedback = None
                if not step.tool_calls:
                    break
                step_number += 1
            async for c in self._finish():
                yield c
            result.status = "completed"
        except TripWire as trip:
            result.status, result.finish_reason = "tripwire", "other"
            result.tripwire = trip.payload()
            yield chunk("tripwire", self.run_id, trip.payload())
        except RunCancelled:
            result.status, result.finish_reason = "cancelled", "other"
            yield chunk("abort", self.run_id, {"reason": "cancelled"})
        except Exception as exc:  # noqa: BLE001 - a run never ends in an unhandled exception
            error = exc.__cause__ if isinstance(exc, ModelStreamCut) and exc.__cause__ else exc
            result.status, result.finish_reason, result.error = "failed", "error", error
            yield chunk("error", self.run_id, error_payload(error))
        except (asyncio.CancelledError, GeneratorExit):
            result.status, result.finish_reason = "cancelled", "other"
            raise
        finally:
            self._seal()

    def _seal(self) -> None:
        self.out.flush_counts()
        result = self.result
        result.usage = self._usage()
        result.messages = self.message_list.get.response.db()
        if result.status != "completed":
            result.text = "".join(s.text for s in self.steps)
        result.violations = self.state.violations
        result.timings = self.state.timing_table()

    def _usage(self) -> dict[str, int]:
        total = empty_usage()
        for step in self.steps:
            add_usage(total, step.usage)
        return total

    async def _process_input(self) -> None:
        ml = self.message_list
        for call in self.input.calls("process_input"):
            scope = ml.get.all.db()
            available = self.common()
            available.update(messages=scope, system_messages=ml.get_all_system_messages())
            returned = await call_hook(call, self.state, available)
            self.apply_messages(returned, scope, "input", call.hook)

    async def _input_step(self, step_number: int) -> StepOptions:
        """process_input_step, chained (each sees the overrides before it), then prepare_step."""
        ml = self.message_list
        options = self.base_options.copy()
        hooks: list[Any] = list(self.input.calls("process_input_step"))
        if self.prepare_step is not None:
            hooks.append(self.prepare_step)
        for hook in hooks:
            available = self.common()
            available.update(options.as_kwargs(), step_number=step_number, messages=ml.get.all.db(),
                             system_messages=ml.get_all_system_messages())
            if isinstance(hook, HookCall):
                returned, name = await call_hook(hook, self.state, available), hook.hook
            else:
                returned, name = await _call_plain(hook, available), "prepare_step"
            if isinstance(returned, dict):
                for key in STEP_OPTION_KEYS:
                    if returned.get(key) is not None:
                        setattr(options, key, as_tools(returned[key]) if key == "tools" else returned[key])
            self.apply_messages(returned, available["messages"], "input", name)
        return options

    def _request(self, options: StepOptions) -> ModelRequest:
        ml = self.message_list
        return ModelRequest(
            prompt=[dict(m) for m in ml.get_all_system_messages()] + ml.get.all.core(),
            tools=options.visible_tools(),
            tool_choice=options.tool_choice or "auto",
            model_settings=dict(options.model_settings or {}),
            provider_options=dict(options.provider_options or {}),
            structured_output=options.structured_output,
            abort_signal=self.abort_signal,
            run_id=self.run_id,
        )

    async def _llm_request(self, request: ModelRequest, step_number: int) -> list[Chunk] | None:
        """process_llm_request: a returned prompt is for this call only; a response replays."""
        for call in self.input.calls("process_llm_request"):
            available = self.common()
            available.update(prompt=request.prompt, model=self.model, step_number=step_number)
            returned = await call_hook(call, self.state, available)
            if not returned:
                continue
            if returned.get("response") is not None:
                return list(returned["response"])
            if returned.get("prompt") is not None:
                request.prompt = returned["prompt"]
        return None

    async def _start_model(self, step: StepAccumulator, options: StepOptions) -> tuple[Any, Chunk | None]:
        """Call the model (or replay a cached response) up to its first chunk.

        An error before the first chunk is an API error: the error processors may change the
        message list and ask for a retry, which rebuilds the request."""
        self.model = resolve_model(options.model)
        while True:
            request = self._request(options)
            cached = await self._llm_request(request, step.number)
            if cached is not None:
                step.from_cache = True
                source: Any = _replay(cached)
            else:
                try:
                    source = self.model.stream(request).__aiter__()
                except (TripWire, asyncio.CancelledError):
                    raise
                except Exception as error:  # noqa: BLE001
                    if await self._api_error(error, step):
                        continue
                    raise
            try:
                return source, await source.__anext__()
            except StopAsyncIteration:
                return source, None
            except (TripWire, asyncio.CancelledError):
                raise
            except Exception as error:  # noqa: BLE001 - an API error: the error processors decide
                if not await self._api_error(error, step):
                    raise

    async def _api_error(self, error: Exception, step: StepAccumulator) -> bool:
        calls = self.errors.calls("process_api_error")
        if not calls or self.max_retries is None or self.state.api_retry_count >= self.max_retries:
            return False
        for call in calls:
            available = self.common()
            available.update(error=error, messages=self.message_list.get.all.db(), step_number=step.number,
                             retry_count=self.state.api_retry_count)
            returned = await call_hook(call, self.state, available)
            if returned and returned.get("retry"):
                self.state.api_retry_count += 1
                return True
        return False

    async def _consume(self, step: StepAccumulator, source: Any, first: Chunk | None) -> AsyncIterator[Chunk]:
        """The hot path: each model chunk is stamped, passed through the output processors,
        accumulated into the step and emitted."""
        run_id, raw, parts, add, out = self.run_id, step.raw, self.out.parts, step.add, self.out
        through = out.fast
        active, signal = out.active, self.abort_signal
        current = first
        while current is not None:
            raw.append(current)
            kind = current["type"]
            if kind == "finish":
                payload = current["payload"]
                step.finish_reason = payload.get("finishReason", "other")
                step.usage = dict(payload.get("usage") or step.usage)
                step.provider_metadata = payload.get("providerMetadata")
            else:
                if signal is not None:
                    self._check_cancelled()
                part = {"type": kind, "runId": run_id, "from": "AGENT", "payload": current["payload"]}
                parts.append(part)
                if active:
                    emitted = through(part) if through is not None else await out.through(part)
                    if out.pending:
                        for c in out.drain(add):
                            yield c
                    for c in emitted:
                        add(c)
                        yield c
                else:
                    add(part)
                    yield part
            try:
                current = await source.__anext__()
            except StopAsyncIteration:
                break
            except (TripWire, asyncio.CancelledError):
                raise
            except Exception as error:  # noqa: BLE001 - a cut stream keeps what arrived
                step.finalize(self.message_list)
                self.steps.append(step.result())
                raise ModelStreamCut(str(error)) from error
        finish = {"stepNumber": step.number, "finishReason": step.finish_reason, "usage": step.usage}
        for c in await self.emit("step-finish", finish, add):
            yield c

    async def _after_step(self, step: StepAccumulator) -> list[Chunk]:
        """Build the step's message, then process_llm_response and process_output_step."""
        ml = self.message_list
        step.finalize(ml)
        self.steps.append(step.result())
        for call in self.input.calls("process_llm_response"):
            available = self.common()
            available.update(chunks=step.raw, model=self.model, step_number=step.number,
                             from_cache=step.from_cache, warnings=step.warnings)
            await call_hook(call, self.state, available)
        for call in self.output.calls("process_output_step"):
            scope = ml.get.all.db()
            available = self.common()
            available.update(messages=scope, step_number=step.number, finish_reason=step.finish_reason,
                             tool_calls=list(step.tool_calls), text=step.text(), usage=step.usage,
                             provider_metadata=step.provider_metadata, system_messages=ml.get_all_system_messages())
            returned = await call_hook(call, self.state, available)
            self.apply_messages(returned, scope, "response", call.hook, empty_is_unchanged=True)
        return self.out.drain(self._attach_to_response)

    def _attach_to_response(self, data_chunk: Chunk) -> None:
        """Persist a data chunk emitted outside the stream as a part of the last response."""
        if not data_chunk["type"].startswith("data-") or data_chunk.get("transient"):
            return
        responses = self.message_list.get.response.db()
        if responses:
            responses[-1].content.parts.append(data_part(data_chunk))
        else:
            self.message_list.add(Message("assistant", MessageContent(parts=[data_part(data_chunk)])), "response")

    async def _finish(self) -> AsyncIterator[Chunk]:
        ml, result = self.message_list, self.result
        result.finish_reason = self.steps[-1].finish_reason if self.steps else "other"
        result.text = "".join(s.text for s in self.steps)
        for call in self.output.calls("process_output_result"):
            responses = ml.get.response.db()
            available = self.common()
            available.update(messages=responses, result={
                "text": result.text, "usage": self._usage(), "finish_reason": result.finish_reason,
                "steps": list(self.steps)})
            returned = await call_hook(call, self.state, available)
            self.apply_messages(returned, responses, "response", call.hook)
        for c in self.out.drain(self._attach_to_response):
            yield c
        result.text = "".join(m.text for m in ml.get.response.db())  # what processors left
        if self.base_options.structured_output:
            result.object = self._parse_object(result.text)
        for c in await self.emit("finish", {"finishReason": result.finish_reason, "usage": self._usage()}):
            yield c

    def _parse_object(self, text: str) -> Any:
        try:
            value = json.loads(text)
        except ValueError:
            self.result.warnings.append("structured output: the model's answer is not valid JSON")
            return None
        cls = self.output_class
        if cls is not None and hasattr(cls, "model_validate"):
            try:
                return cls.model_validate(value)
            except Exception as exc:  # noqa: BLE001
                self.result.warnings.append(f"structured output does not match {cls.__name__}: {exc}")
                return None
        return value


async def _call_plain(fn: Any, available: dict[str, Any]) -> Any:
    is_async, accepts = inspect_callable(fn)
    out = fn(**(available if accepts is None else {k: available[k] for k in accepts if k in available}))
    return await out if is_async or asyncio.iscoroutine(out) else out


async def _replay(chunks: list[Chunk]) -> AsyncIterator[Chunk]:
    for c in chunks:
        yield {"type": c["type"], "payload": c.get("payload", {})}
