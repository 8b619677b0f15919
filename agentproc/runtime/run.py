"""One run of the agentic loop, in the spec's order, as an async generator of chunks.

process_input (once) → per step: process_input_step (chained) → prepare_step →
process_llm_request → model (process_api_error on failure) → process_output_stream per chunk →
process_llm_response → process_output_step → tools → process_tool_result per tool → next step
while tools were called → the run's ``finish`` chunk through process_output_stream →
process_output_result (once; memory is saved by the last one) → ``finish`` goes out."""
from __future__ import annotations

import asyncio
from typing import Any, AsyncIterator

from .chunks import Chunk, add_usage, chunk, empty_usage, error_payload
from .copies import FLAT_CHUNKS, chunk_list, json_copy
from .context import StreamWriter
from .errors import ProcessorContractError
from .hooks import (
    Chain,
    HookCall,
    RunState,
    apply_messages,
    call_hook,
    call_plain,
    check_result_keys,
    resolve_processors,
)
from .messages import MessageList
from .providers.base import ModelRequest
from .providers.registry import resolve_model
from .processor import TripWire
from .replay import CachedResponse, cached_response, replay
from .results import OutputResult, RunResult, structured_object
from .steps import STEP_OPTION_KEYS, DataParts, StepAccumulator, StepOptions
from .streaming import OutputStream
from .toolcalls import RunTools
from .tools import as_tools

#: Model chunks the loop consumes itself (see ``Run._control``).
STEP_CONTROL = frozenset({"finish", "stream-start", "tool-result"})

#: ``max_processor_retries`` when error processors are configured and no value was given.
DEFAULT_MAX_RETRIES_WITH_ERROR_PROCESSORS = 10


class ModelStreamCut(Exception):
    """The model's stream broke after chunks had already arrived."""


class RunCancelled(Exception):
    """The run's abort signal was set."""


class RetryCutStep(Exception):
    """The error processors asked to retry a step whose stream broke mid-way."""


class Run(RunTools):
    """Executes one generate()/stream() call; ``result`` is filled whatever way it ends.

    The processor arrays may be lists or functions of the request context (sync or async):
    they are resolved when the run starts."""

    def __init__(self, *, run_id: str, message_list: MessageList, input_processors: Any, output_processors: Any,
                 error_processors: Any, memory_processors: tuple[list[Any], list[Any]], step_options: StepOptions,
                 max_steps: int, max_processor_retries: int | None, prepare_step: Any, request_context: Any,
                 abort_signal: Any, output_class: Any, time_hooks: bool = True) -> None:
        self.run_id = run_id
        self.message_list = message_list
        self.state = RunState(run_id, message_list)
        self._lanes: Any = (input_processors, output_processors, error_processors)
        self._memory = memory_processors
        self.time_hooks = time_hooks
        self.input = self.output = self.errors = Chain((), "input", self.state)
        self.data = DataParts(message_list)
        self.out = OutputStream(self.output, self.state, time_hooks, self.data.store)
        self.base_options = step_options
        self.max_steps = max_steps
        self.max_retries = max_processor_retries
        self.prepare_step = prepare_step
        self.request_context = request_context
        self.abort_signal = abort_signal
        self.output_class = output_class
        self.result = RunResult(run_id=run_id, status="running", message_list=message_list)
        self.steps = self.result.steps
        self.writer = self.state.writer = StreamWriter(self.out.emit_data, run_id)
        self.out.writer = self.writer
        self.model: Any = None
        # Lists are checked now (a misplaced processor fails at stream()); functions of the
        # request context may be async, so they are resolved when the run starts.
        if not any(callable(v) and not isinstance(v, (list, tuple)) for v in self._lanes):
            self._set_lanes(*(list(v or ()) for v in self._lanes))
            self._lanes = None

    async def prepare(self) -> None:
        """Resolve processor arrays given as functions of the request context (once)."""
        if self._lanes is not None:
            self._set_lanes(*[await resolve_processors(v, self.request_context) for v in self._lanes])
            self._lanes = None

    def _set_lanes(self, inputs: list[Any], outputs: list[Any], errors: list[Any]) -> None:
        """Build the chains; runtime-added (memory) processors run around the user's."""
        memory_in, memory_out = self._memory
        timed = self.time_hooks
        self.input = Chain(memory_in + inputs, "input", self.state, timed)
        self.output = self.out.chain = Chain(outputs + memory_out, "output", self.state, timed)
        self.errors = Chain(errors, "error", self.state, timed)
        if self.max_retries is None and errors:
            self.max_retries = DEFAULT_MAX_RETRIES_WITH_ERROR_PROCESSORS

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
            "steps": [s.view() for s in self.steps],
        }

    async def emit(self, type_: str, payload: dict[str, Any], sink: Any = None) -> list[Chunk]:
        """A runtime chunk through the output processors, after any pending data chunks."""
        emitted = await self.out.through(chunk(type_, self.run_id, payload))
        if sink is not None:
            for c in emitted:
                sink(c)
        return self.out.drain() + emitted

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
            await self.prepare()
            out.bind(self.common())
            for c in await self.emit("start", {}):
                yield c
            await self._process_input()
            for c in out.drain():
                yield c
            system_snapshot = ml._snapshot_system()
            step_number, feedback, rejected = 0, None, None
            while step_number < self.max_steps:
                self._check_cancelled()
                ml._restore_system(system_snapshot)  # every step starts from the original system messages
                if feedback:
                    ml.add_system(f"Feedback on your previous answer, please fix it: {feedback}",
                                  tag="processor-feedback")
                step = self.data.open(step_number)
                try:
                    options = await self._input_step(step_number)
                    out.bind(self.common())
                    start = {"stepNumber": step_number}
                    if rejected is not None:
                        start["retry"], rejected = rejected, None
                    for c in await self.emit("step-start", start, step.add):
                        yield c
                    step.started = True
                    source, first = await self._start_model(step, options)
                    for c in out.drain():
                        yield c
                    async for c in self._consume(step, source, first):
                        yield c
                    for c in await self._after_step(step):
                        yield c
                    if step.tool_calls or step.provider_results:
                        async for c in self._run_tools(step, options):
                            yield c
                except RetryCutStep:
                    self.data.close()
                    continue
                except TripWire as trip:
                    if not (trip.retry and self._can_retry()):
                        raise
                    violation = getattr(trip, "violation", None)
                    if violation is not None:
                        violation.action = "retried"
                    self.state.retry_count += 1
                    self.data.close()
                    if step.message is not None:
                        ml.remove_by_ids([step.message.id])
                    if self.steps and self.steps[-1].step_number == step_number:
                        self.steps.pop()
                    feedback = trip.reason
                    # The attempt's chunks went out already: it is closed (if its stream was
                    # cut short) and the next step-start says it is redone, and by whom. The
                    # reason stays in the violations: it may quote what was rejected.
                    rejected = {"processorId": trip.processor_id}
                    if step.started and not step.finished:
                        cut = {"stepNumber": step_number, "finishReason": "other", "usage": step.usage}
                        for c in await self.emit("step-finish", cut):
                            yield c
                    continue
                feedback = None
                if not step.client_calls():  # a provider-executed tool needs no second call
                    break
                step_number += 1
            async for c in self._finish():
                yield c
        except TripWire as trip:
            result.status, result.finish_reason = "tripwire", "other"
            result.tripwire = trip.payload()
            self.writer.discard()
            yield chunk("tripwire", self.run_id, trip.payload())
        except RunCancelled:
            result.status, result.finish_reason = "cancelled", "other"
            yield chunk("abort", self.run_id, {"reason": "cancelled"})
        except Exception as exc:  # noqa: BLE001 - a run never ends in an unhandled exception
            error = exc.__cause__ if isinstance(exc, ModelStreamCut) and exc.__cause__ else exc
            result.status, result.finish_reason, result.error = "failed", "error", error
            yield chunk("error", self.run_id, error_payload(error))
        except (asyncio.CancelledError, GeneratorExit):
            # Stopped while its last chunks were going out, a run that finished (and was
            # saved) stays completed.
            if result.status != "completed":
                result.status, result.finish_reason = "cancelled", "other"
            raise
        finally:
            self._seal()

    def _seal(self) -> None:
        result = self.result
        result.usage = self._usage()
        result.messages = self.message_list.get.response.db()
        if result.status == "tripwire":
            # Wherever the block came from, a blocked answer is not an answer (the message
            # list keeps what was produced, for an audit).
            result.text, result.messages = "", []
        elif result.status != "completed":
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
            scope, mirrors = ml.get.all.db(), ml.legacy_mirrors()
            available = self.common()
            available.update(messages=list(scope), system_messages=ml.get_all_system_messages())
            returned = await call_hook(call, self.state, available)
            apply_messages(ml, returned, scope, "input", call.hook, available["messages"], mirrors)

    async def _input_step(self, step_number: int) -> StepOptions:
        """process_input_step, chained (each sees the overrides before it), then prepare_step."""
        ml = self.message_list
        options = self.base_options.copy()
        hooks: list[Any] = list(self.input.calls("process_input_step"))
        if self.prepare_step is not None:
            hooks.append(self.prepare_step)
        for hook in hooks:
            scope, mirrors = ml.get.all.db(), ml.legacy_mirrors()
            available = self.common()
            available.update(options.view(), step_number=step_number, messages=list(scope),
                             system_messages=json_copy(ml.get_all_system_messages()))
            if isinstance(hook, HookCall):
                returned, name = await call_hook(hook, self.state, available), hook.hook
            else:
                returned, name = await call_plain(hook, available), "prepare_step"
            if name == "prepare_step":
                await self.writer.settle(name)
            if isinstance(returned, dict):
                check_result_keys(returned, name)
                for key in STEP_OPTION_KEYS:
                    if returned.get(key) is not None:
                        setattr(options, key, as_tools(returned[key]) if key == "tools" else returned[key])
            apply_messages(ml, returned, scope, "input", name, available["messages"], mirrors)
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

    async def _llm_request(self, request: ModelRequest, step_number: int) -> CachedResponse | None:
        """process_llm_request: a returned prompt is for this call only; a response replays.

        As in Mastra, every processor runs; the first ``response`` wins."""
        cached: CachedResponse | None = None
        for call in self.input.calls("process_llm_request"):
            available = self.common()
            available.update(prompt=request.prompt, model=self.model, step_number=step_number)
            returned = await call_hook(call, self.state, available)
            if not returned:
                continue
            if not isinstance(returned, dict):
                raise ProcessorContractError(f"process_llm_request of processor {call.processor_id!r} returned "
                                             f"{type(returned).__name__}; expected {{'prompt'?, 'response'?}}")
            check_result_keys(returned, call.hook)
            if returned.get("prompt") is not None:
                request.prompt = returned["prompt"]
            if returned.get("response") is not None and cached is None:
                cached = cached_response(returned["response"], call.processor_id)
        return cached

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
                step.warnings = json_copy(list(cached.warnings or ()))
                step.request, step.raw_response = cached.request, cached.raw_response
                source: Any = replay(cached.chunks)
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
                first = await source.__anext__()
            except StopAsyncIteration:
                first = None
            except (TripWire, asyncio.CancelledError):
                raise
            except Exception as error:  # noqa: BLE001 - an API error: the error processors decide
                if await self._api_error(error, step):
                    continue
                raise
            if cached is None:
                step.request = request.body
            return source, first

    async def _api_error(self, error: Exception, step: StepAccumulator) -> bool:
        """process_api_error, for every failed model call (before or after its first chunk):
        the error processors see each error, also the one that exhausts the retry budget
        (so they may ``abort()`` instead); a ``{"retry": True}`` is honoured while the budget lasts."""
        wants_retry = False
        for call in self.errors.calls("process_api_error"):
            available = self.common()
            available.update(error=error, messages=self.message_list.get.all.db(), step_number=step.number,
                             retry_count=self.state.api_retry_count)
            returned = await call_hook(call, self.state, available)
            if isinstance(returned, dict):
                check_result_keys(returned, call.hook)
            if returned and returned.get("retry"):
                wants_retry = True
                break
        if wants_retry and self.max_retries is not None and self.state.api_retry_count < self.max_retries:
            self.state.api_retry_count += 1
            return True
        return False

    async def _consume(self, step: StepAccumulator, source: Any, first: Chunk | None) -> AsyncIterator[Chunk]:
        """The hot path: each model chunk is stamped, passed through the output processors,
        accumulated into the step and emitted."""
        run_id, raw, add, out = self.run_id, step.raw, step.add, self.out
        active, signal = out.active, self.abort_signal
        current = first
        while current is not None:
            raw.append(current)
            kind = current["type"]
            if kind in STEP_CONTROL:
                self._control(step, kind, current["payload"])
            else:
                if signal is not None:
                    self._check_cancelled()
                # The processors get a copy: an edit changes what is streamed and stored,
                # never the generated chunk ``process_llm_response`` (and a cache) receives.
                payload = current["payload"]
                part = {"type": kind, "runId": run_id, "from": "AGENT",
                        "payload": payload.copy() if kind in FLAT_CHUNKS else json_copy(payload)}
                if active:
                    emitted = await out.through(part)
                    if out.pending:
                        for c in out.drain():
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
            except Exception as error:  # noqa: BLE001 - a cut stream: the error lane decides
                if await self._api_error(error, step):
                    # The attempt's chunks were streamed already; its message is dropped.
                    cut = {"stepNumber": step.number, "finishReason": "error", "usage": step.usage}
                    for c in await self.emit("step-finish", cut):
                        yield c
                    raise RetryCutStep() from error
                step.finalize(self.message_list)
                self.data.close()
                self.steps.append(step.result())
                raise ModelStreamCut(str(error)) from error
        finish = {"stepNumber": step.number, "finishReason": step.finish_reason, "usage": step.usage}
        step.finished = True
        for c in await self.emit("step-finish", finish, add):
            yield c

    @staticmethod
    def _control(step: StepAccumulator, kind: str, payload: dict[str, Any]) -> None:
        """A model chunk the loop consumes instead of streaming it as is.

        ``finish`` becomes the step's ``step-finish``; ``stream-start`` carries the call's
        warnings (for ``process_llm_response``, ``StepResult.warnings``; provider details a
        visitor is not shown); a model's ``tool-result`` is a provider-executed tool's, held
        for ``process_tool_result`` and streamed after it, with the processed value."""
        if kind == "finish":
            step.finish_reason = payload.get("finishReason", "other")
            step.usage = dict(payload.get("usage") or step.usage)
            step.provider_metadata = payload.get("providerMetadata")
        elif kind == "stream-start":
            step.warnings = json_copy(list(payload.get("warnings") or ()))
        else:
            step.provider_results.append(json_copy(payload))

    async def _after_step(self, step: StepAccumulator) -> list[Chunk]:
        """Build the step's message, then process_llm_response and process_output_step."""
        ml = self.message_list
        step.finalize(ml)
        self.data.close()
        self.steps.append(step.result())
        for call in self.input.calls("process_llm_response"):
            available = self.common()
            available.update(chunks=chunk_list(step.raw), model=self.model, step_number=step.number,
                             from_cache=step.from_cache, warnings=json_copy(step.warnings) or None,
                             request=json_copy(step.request), raw_response=json_copy(step.raw_response))
            await call_hook(call, self.state, available)
        for call in self.output.calls("process_output_step"):
            scope, mirrors = ml.get.all.db(), ml.legacy_mirrors()
            available = self.common()
            available.update(messages=list(scope), step_number=step.number, finish_reason=step.finish_reason,
                             tool_calls=json_copy(step.tool_calls), text=step.text(), usage=dict(step.usage),
                             provider_metadata=json_copy(step.provider_metadata),
                             system_messages=json_copy(ml.get_all_system_messages()))
            returned = await call_hook(call, self.state, available)
            apply_messages(ml, returned, scope, "response", call.hook, available["messages"], mirrors)
        return self.out.drain()

    async def _finish(self) -> AsyncIterator[Chunk]:
        """The run's end, in Mastra's order: ``finish`` through process_output_stream, then
        process_output_result (the memory save is the last one), then the chunks go out. So
        what processors do on ``finish`` (edits, data chunks, abort) happens before anything is
        saved, and a run that is blocked or fails there is never saved."""
        ml, result = self.message_list, self.result
        result.finish_reason = self.steps[-1].finish_reason if self.steps else "other"
        result.text = "".join(s.text for s in self.steps)
        finish = await self.out.through(chunk("finish", self.run_id, {
            "finishReason": result.finish_reason, "usage": self._usage()}))
        self.data.settle()
        for call in self.output.calls("process_output_result"):
            responses, mirrors = ml.get.response.db(), ml.legacy_mirrors()
            available = self.common()
            available.update(messages=list(responses), result=OutputResult(
                text=result.text, usage=self._usage(), finish_reason=result.finish_reason,
                steps=available["steps"]))
            returned = await call_hook(call, self.state, available)
            apply_messages(ml, returned, responses, "response", call.hook, available["messages"], mirrors)
        result.text = "".join(m.text for m in ml.get.response.db())  # what processors left
        if self.base_options.structured_output:
            result.object = structured_object(result.text, self.output_class, result.warnings)
        result.status = "completed"
        for c in self.out.drain() + finish:
            yield c

