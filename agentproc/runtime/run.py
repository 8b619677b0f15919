"""One run of the agentic loop, in the spec's order, as an async generator of chunks.

process_input (once) → per step: process_input_step (chained) → prepare_step →
process_llm_request → model (process_api_error on failure) → process_output_stream per chunk →
process_llm_response → process_output_step → tools → process_tool_result per tool → next step
while tools were called → process_output_result (once) → finish."""
from __future__ import annotations

import asyncio
import json
import time
from typing import Any, AsyncIterator

from .chunks import Chunk, add_usage, chunk, error_payload
from .errors import ProcessorContractError
from .messages import Message, MessageContent, MessageList
from .models.base import ModelRequest
from .models.registry import resolve_model
from .processor import TripWire
from .results import RunResult
from .runner import Chain, HookCall, RunState, abort_for, call_hook, check_message_list
from .steps import STEP_OPTION_KEYS, StepAccumulator, StepOptions, data_part
from .tools import Tool


class ModelStreamCut(Exception):
    """The model's stream broke after chunks had already arrived."""


class RunCancelled(Exception):
    """The run's abort signal was set."""


class Run:
    """Executes one generate()/stream() call; ``result`` is filled whatever way it ends."""

    def __init__(self, *, run_id: str, message_list: MessageList, inputs: list[Message], instructions: str,
                 input_processors: list[Any], output_processors: list[Any], error_processors: list[Any],
                 step_options: StepOptions, max_steps: int, max_processor_retries: int | None,
                 prepare_step: Any, request_context: Any, abort_signal: Any, output_class: Any) -> None:
        self.run_id = run_id
        self.message_list = message_list
        self.inputs = inputs
        self.instructions = instructions
        self.state = RunState(run_id, message_list)
        self.input = Chain(input_processors, "input", self.state)
        self.output = Chain(output_processors, "output", self.state)
        self.errors = Chain(error_processors, "error", self.state)
        self.base_options = step_options
        self.max_steps = max_steps
        self.max_retries = max_processor_retries
        self.prepare_step = prepare_step
        self.request_context = request_context
        self.abort_signal = abort_signal
        self.output_class = output_class
        self.result = RunResult(run_id=run_id, status="running", message_list=message_list)
        self.steps = self.result.steps
        self._pending: list[Chunk] = []
        self._stream_parts: list[Chunk] = []
        self._stream_calls: list[tuple[HookCall, dict[str, Any], bool, bool]] = []
        from .context import StreamWriter

        self.writer = StreamWriter(self._emit_data, run_id)

    # -- arguments ---------------------------------------------------------------------

    def _common(self) -> dict[str, Any]:
        return {
            "message_list": self.message_list,
            "retry_count": self.state.retry_count,
            "request_context": self.request_context,
            "tracing_context": None,
            "writer": self.writer,
            "abort_signal": self.abort_signal,
            "steps": list(self.steps),
        }

    def _prepare_stream_calls(self) -> None:
        """Bind the per-step constant arguments of process_output_stream once per step."""
        base = self._common()
        del base["steps"]
        calls = []
        for call in self.output.calls("process_output_stream"):
            available = dict(base, state=self.state.state_for(call.processor_id), abort=abort_for(call.processor_id))
            static = {k: v for k, v in call.kwargs(available).items() if k not in ("part", "stream_parts")}
            wants_parts = call.accepts is None or "stream_parts" in call.accepts
            calls.append((call, static, wants_parts, bool(getattr(call.processor, "process_data_parts", False))))
        self._stream_calls = calls

    # -- output stream -----------------------------------------------------------------

    async def _through(self, part: Chunk, start: int = 0) -> list[Chunk]:
        """Pass a chunk through process_output_stream from processor ``start`` on.

        ``None`` drops the chunk; a list (an agentproc extension) emits several, each going
        on through the rest of the chain."""
        calls = self._stream_calls
        is_data = part["type"].startswith("data-")
        perf = time.perf_counter_ns
        for index in range(start, len(calls)):
            call, static, wants_parts, data_parts = calls[index]
            if is_data and not data_parts:
                continue
            began = perf()
            try:
                if wants_parts:
                    out = call.fn(part=part, stream_parts=self._stream_parts, **static)
                else:
                    out = call.fn(part=part, **static)
                if call.is_async:
                    out = await out
            except TripWire as trip:
                self.state.record_tripwire(call, trip)
                raise
            finally:
                timing = call.timing
                timing[0] += 1
                timing[1] += perf() - began
            if out is None:
                return []
            if out.__class__ is list:
                emitted: list[Chunk] = []
                for item in out:
                    emitted += await self._through(item, index + 1)
                return emitted
            part = out
        return [part]

    async def _emit_data(self, data_chunk: Chunk) -> None:
        """``writer.custom``: the chunk goes through data-part processors, then out."""
        self._pending += await self._through(data_chunk)

    def _drain(self, sink: Any = None) -> list[Chunk]:
        pending, self._pending = self._pending, []
        if sink is not None:
            for c in pending:
                sink(c)
        return pending

    async def _out(self, type_: str, payload: dict[str, Any], sink: Any = None) -> list[Chunk]:
        emitted = await self._through(chunk(type_, self.run_id, payload))
        if sink is not None:
            for c in emitted:
                sink(c)
        return self._drain(sink) + emitted

    # -- the run -----------------------------------------------------------------------

    async def execute(self) -> AsyncIterator[Chunk]:
        result = self.result
        try:
            self._prepare_stream_calls()
            for c in await self._out("start", {}):
                yield c
            await self._process_input()
            for c in self._drain():
                yield c
            async for c in self._loop():
                yield c
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
        result = self.result
        usage = result.usage
        for key in usage:
            usage[key] = 0
        for step in self.steps:
            add_usage(usage, step.usage)
        result.messages = self.message_list.get.response.db()
        if result.status != "completed":
            result.text = "".join(s.text for s in self.steps)
        result.violations = self.state.violations
        result.timings = self.state.timing_table()

    async def _process_input(self) -> None:
        ml = self.message_list
        for call in self.input.calls("process_input"):
            scope = ml.get.all.db()
            available = self._common()
            available.update(messages=scope, system_messages=ml.get_all_system_messages())
            returned = await call_hook(call, self.state, available)
            self._apply_messages(returned, scope, "input", call.hook)

    def _apply_messages(self, returned: Any, scope: list[Message], source: str, hook: str,
                        empty_is_unchanged: bool = False) -> None:
        ml = self.message_list
        if returned is None:
            return
        check_message_list(returned, ml, hook)
        if isinstance(returned, MessageList):
            return
        if isinstance(returned, dict):
            if "messages" in returned and "message_list" in returned:
                raise ProcessorContractError(f"{hook} returned both 'messages' and 'message_list'")
            check_message_list(returned.get("message_list"), ml, hook)
            if returned.get("messages") is not None:
                ml.reconcile(returned["messages"], scope, source)
            if returned.get("system_messages") is not None:
                ml.replace_all_system_messages(returned["system_messages"])
            return
        if isinstance(returned, (list, tuple)):
            if empty_is_unchanged and not returned:
                return  # the spec's own processOutputStep example returns [] for "all fine"
            ml.reconcile(list(returned), scope, source)
            return
        raise ProcessorContractError(f"{hook} returned {type(returned).__name__}; see the spec for allowed values")

    def _can_retry(self) -> bool:
        return self.max_retries is not None and self.state.retry_count < self.max_retries

    async def _loop(self) -> AsyncIterator[Chunk]:
        ml = self.message_list
        system_snapshot = ml._snapshot_system()
        step_number, feedback = 0, None
        while step_number < self.max_steps:
            self._check_cancelled()
            ml._restore_system(system_snapshot)  # every step starts from the original system messages
            if feedback:
                ml.add_system(f"Feedback on your previous answer (please fix it): {feedback}", tag="processor-feedback")
            step = StepAccumulator(step_number)
            try:
                options = await self._input_step(step_number)
                for c in self._drain():
                    yield c
                async for c in self._model_step(step, options):
                    yield c
                async for c in self._after_step(step, options):
                    yield c
            except TripWire as trip:
                if not (trip.retry and self._can_retry()):
                    raise
                getattr(trip, "violation", None) and setattr(trip.violation, "action", "retried")
                self.state.retry_count += 1
                if step.message is not None:
                    ml.remove_by_ids([step.message.id])
                if self.steps and self.steps[-1].step_number == step_number:
                    self.steps.pop()
                feedback = trip.reason
                self._prepare_stream_calls()
                continue
            feedback = None
            if not step.tool_calls:
                return
            step_number += 1

    def _check_cancelled(self) -> None:
        signal = self.abort_signal
        if signal is not None and (signal.is_set() if hasattr(signal, "is_set") else getattr(signal, "aborted", False)):
            raise RunCancelled()

    async def _input_step(self, step_number: int) -> StepOptions:
        ml = self.message_list
        options = self.base_options.copy()
        hooks: list[Any] = list(self.input.calls("process_input_step"))
        if self.prepare_step is not None:
            hooks.append(self.prepare_step)  # part of the process_input_step pipeline, after the processors
        for hook in hooks:
            available = self._common()
            available.update(options.as_kwargs(), step_number=step_number, messages=ml.get.all.db(),
                             system_messages=ml.get_all_system_messages())
            if isinstance(hook, HookCall):
                returned = await call_hook(hook, self.state, available)
                name = hook.hook
            else:
                returned = await _call_plain(hook, available)
                name = "prepare_step"
            scope = available["messages"]
            if isinstance(returned, dict):
                for key in STEP_OPTION_KEYS:
                    if key in returned and returned[key] is not None:
                        value = returned[key]
                        setattr(options, key, _tools_dict(value) if key == "tools" else value)
            self._apply_messages(returned, scope, "input", name)
        return options

    def _request(self, options: StepOptions) -> ModelRequest:
        ml = self.message_list
        prompt = [dict(m) for m in ml.get_all_system_messages()] + ml.get.all.core()
        return ModelRequest(
            prompt=prompt,
            tools=options.visible_tools(),
            tool_choice=options.tool_choice or "auto",
            model_settings=dict(options.model_settings or {}),
            provider_options=dict(options.provider_options or {}),
            structured_output=options.structured_output,
            abort_signal=self.abort_signal,
            run_id=self.run_id,
        )

    async def _llm_request(self, request: ModelRequest, model: Any, step_number: int) -> list[Chunk] | None:
        """Run process_llm_request; a returned prompt is for this call only, a response replays."""
        for call in self.input.calls("process_llm_request"):
            available = self._common()
            available.update(prompt=request.prompt, model=model, step_number=step_number)
            returned = await call_hook(call, self.state, available)
            if not returned:
                continue
            if returned.get("response") is not None:
                return list(returned["response"])
            if returned.get("prompt") is not None:
                request.prompt = returned["prompt"]
        return None

    async def _model_step(self, step: StepAccumulator, options: StepOptions) -> AsyncIterator[Chunk]:
        model = resolve_model(options.model)
        self.current_model = model
        for c in await self._out("step-start", {"stepNumber": step.number}, step.add):
            yield c
        while True:
            request = self._request(options)
            cached = await self._llm_request(request, model, step.number)
            for c in self._drain(step.add):
                yield c
            if cached is not None:
                step.from_cache = True
                source: Any = _replay(cached)
                first = await source.__anext__()
                break
            try:
                source = model.stream(request).__aiter__()
                first = await source.__anext__()
                break
            except StopAsyncIteration:
                source, first = None, None
                break
            except (TripWire, asyncio.CancelledError):
                raise
            except Exception as error:  # noqa: BLE001 - an API error: the error processors decide
                if not await self._api_error(error, step):
                    raise
                for c in self._drain(step.add):
                    yield c
        async for c in self._consume(step, source, first):
            yield c

    async def _api_error(self, error: Exception, step: StepAccumulator) -> bool:
        calls = self.errors.calls("process_api_error")
        if not calls or self.max_retries is None or self.state.api_retry_count >= self.max_retries:
            return False
        for call in calls:
            available = self._common()
            available.update(error=error, messages=self.message_list.get.all.db(), step_number=step.number,
                             retry_count=self.state.api_retry_count)
            returned = await call_hook(call, self.state, available)
            if returned and returned.get("retry"):
                self.state.api_retry_count += 1
                return True
        return False

    async def _consume(self, step: StepAccumulator, source: Any, first: Chunk | None) -> AsyncIterator[Chunk]:
        """The hot path: every model chunk is stamped, passed through the output processors,
        accumulated and emitted."""
        run_id, raw, parts, add = self.run_id, step.raw, self._stream_parts, step.add
        through, signal, has_calls = self._through, self.abort_signal, bool(self._stream_calls)
        current = first
        while current is not None:
            raw.append(current)
            kind = current["type"]
            if kind == "finish":
                payload = current["payload"]
                step.finish_reason = payload.get("finishReason", "other")
                step.usage = dict(payload.get("usage") or step.usage)
            else:
                if signal is not None:
                    self._check_cancelled()
                out = {"type": kind, "runId": run_id, "from": "AGENT", "payload": current["payload"]}
                parts.append(out)
                emitted = await through(out) if has_calls else (out,)
                if self._pending:
                    for c in self._drain(add):
                        yield c
                for c in emitted:
                    add(c)
                    yield c
            try:
                current = await source.__anext__()
            except StopAsyncIteration:
                break
            except (TripWire, asyncio.CancelledError):
                raise
            except Exception as error:  # noqa: BLE001 - a cut stream keeps what arrived
                if not step.raw or step.raw[-1]["type"] != "finish":
                    step.finalize(self.message_list)
                    self.steps.append(step.result())
                raise ModelStreamCut(str(error)) from error
        usage = step.usage
        finish = {"stepNumber": step.number, "finishReason": step.finish_reason, "usage": usage}
        for c in await self._out("step-finish", finish, add):
            yield c

    async def _after_step(self, step: StepAccumulator, options: StepOptions) -> AsyncIterator[Chunk]:
        ml = self.message_list
        step.finalize(ml)
        self.steps.append(step.result())
        for call in self.input.calls("process_llm_response"):
            available = self._common()
            available.update(chunks=step.raw, model=self.current_model, step_number=step.number,
                             from_cache=step.from_cache, warnings=step.warnings)
            await call_hook(call, self.state, available)
        for call in self.output.calls("process_output_step"):
            scope = ml.get.all.db()
            available = self._common()
            available.update(messages=scope, step_number=step.number, finish_reason=step.finish_reason,
                             tool_calls=list(step.tool_calls), text=step.text(), usage=step.usage,
                             system_messages=ml.get_all_system_messages())
            returned = await call_hook(call, self.state, available)
            self._apply_messages(returned, scope, "response", call.hook, empty_is_unchanged=True)
        for c in self._drain(self._attach_to_response):
            yield c
        if step.tool_calls:
            async for c in self._run_tools(step, options):
                yield c

    async def _run_tools(self, step: StepAccumulator, options: StepOptions) -> AsyncIterator[Chunk]:
        ml = self.message_list
        tools = options.visible_tools()
        outcomes = await asyncio.gather(*(self._execute_tool(tools.get(c["toolName"]), c) for c in step.tool_calls))
        record = self.steps[-1]
        for call, (ok, value) in zip(step.tool_calls, outcomes):
            base = {"toolCallId": call["toolCallId"], "toolName": call["toolName"], "args": call["args"]}
            if not ok:
                ml.update_tool_invocation({**base, "state": "error", "error": value})
                record.tool_results.append({**base, "error": value})
                for c in await self._out("tool-error", {**base, "error": value}):
                    yield c
                continue
            ml.update_tool_invocation({**base, "state": "result", "result": value})
            for hook in self.output.calls("process_tool_result"):
                scope = ml.get.all.db()
                available = self._common()
                available.update(messages=scope, step_number=step.number, tool_name=call["toolName"],
                                 tool_call_id=call["toolCallId"], args=call["args"], result=value,
                                 provider_executed=None, system_messages=ml.get_all_system_messages())
                returned = await call_hook(hook, self.state, available)
                self._apply_messages(returned, scope, "response", hook.hook, empty_is_unchanged=True)
                # the next processor and the stream see the processed value
                value = (ml.find_tool_invocation(call["toolCallId"]) or {}).get("result", value)
            record.tool_results.append({**base, "result": value})
            for c in await self._out("tool-result", {**base, "result": value}):
                yield c

    async def _execute_tool(self, tool: Tool | None, call: dict[str, Any]) -> tuple[bool, Any]:
        if tool is None:
            return False, f"Tool {call['toolName']!r} is not available"
        try:
            value = await tool.run(call["args"], writer=self.writer, request_context=self.request_context,
                                   abort_signal=self.abort_signal, tool_call_id=call["toolCallId"])
            return True, _serializable(value)
        except TripWire:
            raise
        except Exception as exc:  # noqa: BLE001 - the model sees the tool's error
            return False, f"{type(exc).__name__}: {exc}"

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
        last = self.steps[-1] if self.steps else None
        result.finish_reason = last.finish_reason if last else "other"
        result.text = "".join(s.text for s in self.steps)
        responses = ml.get.response.db()
        for call in self.output.calls("process_output_result"):
            available = self._common()
            available.update(messages=responses, result=self._output_result())
            returned = await call_hook(call, self.state, available)
            self._apply_messages(returned, responses, "response", call.hook)
            responses = ml.get.response.db()
        for c in self._drain(self._attach_to_response):
            yield c
        result.text = "".join(m.text for m in responses) if responses else ""
        if self.base_options.structured_output:
            result.object = self._parse_object(result.text)
        for c in await self._out("finish", {"finishReason": result.finish_reason, "usage": self._usage()}):
            yield c

    def _usage(self) -> dict[str, int]:
        total = {"inputTokens": 0, "outputTokens": 0, "totalTokens": 0}
        for step in self.steps:
            add_usage(total, step.usage)
        return total

    def _output_result(self) -> dict[str, Any]:
        return {"text": self.result.text, "usage": self._usage(), "finish_reason": self.result.finish_reason,
                "finishReason": self.result.finish_reason, "steps": list(self.steps)}

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
    from .runner import inspect_callable

    is_async, accepts = inspect_callable(fn)
    kwargs = available if accepts is None else {k: available[k] for k in accepts if k in available}
    out = fn(**kwargs)
    return await out if is_async or asyncio.iscoroutine(out) else out


async def _replay(chunks: list[Chunk]) -> AsyncIterator[Chunk]:
    for c in chunks:
        yield {"type": c["type"], "payload": c.get("payload", {})}


def _tools_dict(value: Any) -> dict[str, Tool]:
    from .tools import as_tools

    return as_tools(value)


def _serializable(value: Any) -> Any:
    """Tool results are stored and streamed as JSON: make sure they are."""
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return json.loads(json.dumps(value, default=str))
