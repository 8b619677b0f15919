"""Calling hooks: one lane's chain of processors, and one hook call (arguments, state, timing, tripwires).

Each hook is inspected once (per function): whether it is async and which keyword arguments
it accepts; it is passed only those (all of them when it takes ``**kwargs``)."""
from __future__ import annotations

import inspect
import re
import time
from typing import Any, Callable, Iterable

from .errors import ProcessorContractError
from .messages import Message, MessageList
from .processor import (
    LANES,
    ProcessorViolation,
    TripWire,
    check_lane,
    default_reason,
    make_abort,
    notify_violation,
)

_signature_cache: dict[Any, tuple[bool, frozenset[str] | None]] = {}
_abort_cache: dict[tuple[str, bool], Callable[..., Any]] = {}


def inspect_callable(fn: Callable[..., Any]) -> tuple[bool, frozenset[str] | None]:
    """(is_async, accepted keyword names or None for ``**kwargs``), cached per function."""
    key = getattr(fn, "__func__", fn)
    cached = _signature_cache.get(key)
    if cached is None:
        params = inspect.signature(fn).parameters.values()
        accepts = None if any(p.kind is p.VAR_KEYWORD for p in params) else frozenset(
            p.name for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
        )
        cached = (inspect.iscoroutinefunction(fn), accepts)
        try:
            _signature_cache[key] = cached
        except TypeError:  # unhashable callable: inspect every time
            pass
    return cached


def abort_for(processor_id: str, stream: bool = False) -> Callable[..., Any]:
    """The processor's ``abort`` (``stream`` for ``process_output_stream``: its default reason differs)."""
    key = (processor_id, stream)
    fn = _abort_cache.get(key)
    if fn is None:
        fn = _abort_cache[key] = make_abort(processor_id, stream)
    return fn


class HookCall:
    """One processor's implementation of one hook, ready to call."""

    __slots__ = ("processor", "processor_id", "hook", "lane", "fn", "is_async", "accepts", "timing", "timed")

    def __init__(self, processor: Any, hook: str, lane: str, timing: list[int]) -> None:
        self.processor = processor
        self.processor_id: str = processor.id
        self.hook = hook
        self.lane = lane
        self.fn = getattr(processor, hook)
        self.is_async, self.accepts = inspect_callable(self.fn)
        self.timing = timing  # [calls, nanoseconds], shared with the run's timing table
        self.timed = True

    def kwargs(self, available: dict[str, Any]) -> dict[str, Any]:
        if self.accepts is None:
            return available
        return {k: available[k] for k in self.accepts if k in available}

    async def __call__(self, available: dict[str, Any]) -> Any:
        timing = self.timing
        start = time.perf_counter_ns() if self.timed else 0
        try:
            result = self.fn(**self.kwargs(available))
            if self.is_async or inspect.isawaitable(result):
                result = await result
            return result
        finally:
            timing[0] += 1
            if start:
                timing[1] += time.perf_counter_ns() - start


class RunState:
    """What every hook of one run shares: per-processor state, timings, violations, retries."""

    def __init__(self, run_id: str, message_list: MessageList) -> None:
        self.run_id = run_id
        self.message_list = message_list
        self.states: dict[str, dict[str, Any]] = {}
        self.timings: dict[tuple[str, str, str], list[int]] = {}
        self.violations: list[ProcessorViolation] = []
        self.retry_count = 0
        self.api_retry_count = 0
        #: The run's StreamWriter (set by the run): chunks a ``def`` hook wrote go out after it.
        self.writer: Any = None

    def state_for(self, processor_id: str) -> dict[str, Any]:
        state = self.states.get(processor_id)
        if state is None:
            state = self.states[processor_id] = {}
        return state

    def timing_slot(self, processor_id: str, hook: str, lane: str) -> list[int]:
        key = (processor_id, hook, lane)
        slot = self.timings.get(key)
        if slot is None:
            slot = self.timings[key] = [0, 0]
        return slot

    def timing_table(self) -> list[dict[str, Any]]:
        return [
            {"processorId": pid, "hook": hook, "lane": lane, "calls": calls, "totalMs": round(ns / 1e6, 4)}
            for (pid, hook, lane), (calls, ns) in self.timings.items()
        ]

    def record_tripwire(self, call: HookCall, trip: TripWire) -> None:
        """Stamp the processor id, record the violation and tell ``on_violation``."""
        if trip.processor_id is None:
            trip.processor_id = call.processor_id
        if not trip.reason:  # a TripWire raised by hand, without a reason
            trip.reason = default_reason(trip.processor_id, call.hook == "process_output_stream")
        detail = trip.metadata if isinstance(trip.metadata, dict) else (
            {} if trip.metadata is None else {"metadata": trip.metadata}
        )
        violation = ProcessorViolation(call.processor_id, trip.reason, detail, "blocked", call.hook)
        violation.lane = call.lane  # type: ignore[attr-defined]
        trip.violation = violation  # type: ignore[attr-defined]
        self.violations.append(violation)
        notify_violation(call.processor, violation)


class Chain:
    """The processors of one lane, compiled: ``calls(hook)`` lists who implements it, in order."""

    def __init__(self, processors: Iterable[Any], lane: str, run: RunState, timed: bool = True) -> None:
        self.lane = lane
        self.processors = list(processors)
        self._calls: dict[str, list[HookCall]] = {}
        for index, processor in enumerate(self.processors):
            check_lane(processor, lane)
            try:
                processor.processor_index = index
            except AttributeError:  # read-only attribute on a duck-typed processor
                pass
            for hook in LANES[lane]:
                if callable(getattr(processor, hook, None)):
                    slot = run.timing_slot(processor.id, hook, lane)
                    call = HookCall(processor, hook, lane, slot)
                    call.timed = timed
                    self._calls.setdefault(hook, []).append(call)

    def calls(self, hook: str) -> list[HookCall]:
        return self._calls.get(hook, [])


async def call_hook(call: HookCall, run: RunState, available: dict[str, Any]) -> Any:
    """Call one hook with its processor's ``state`` and ``abort``; tripwires are recorded."""
    available["state"] = run.state_for(call.processor_id)
    available["abort"] = abort_for(call.processor_id, call.hook == "process_output_stream")
    writer = run.writer
    try:
        returned = await call(available)
    except TripWire as trip:
        if writer is not None:
            writer.discard()
        run.record_tripwire(call, trip)
        raise
    if writer is not None and writer.unawaited:
        await writer.settle(f"{call.hook} of processor {call.processor_id!r}", strict=call.is_async)
    return returned


#: Every key a hook's result dict may hold (snake_case, as the Python API spells them).
RESULT_KEYS = frozenset({
    "messages", "message_list", "system_messages", "model", "tools", "tool_choice", "active_tools",
    "provider_options", "model_settings", "structured_output", "prompt", "response", "retry",
})
_CAMEL = re.compile(r"(?<=[a-z0-9])([A-Z])")


def check_result_keys(returned: dict[Any, Any], hook: str) -> None:
    """A key spelled as in the TypeScript spec (``toolChoice``) would be ignored silently:
    it is an error naming the Python key instead."""
    for key in returned:
        if isinstance(key, str) and key not in RESULT_KEYS:
            snake = _CAMEL.sub(r"_\1", key).lower()
            if snake in RESULT_KEYS:
                raise ProcessorContractError(
                    f"{hook} returned the key {key!r}; the Python API spells it {snake!r}")


def apply_messages(message_list: MessageList, returned: Any, scope: list[Message], source: str, hook: str,
                   given: list[Any] | None = None, mirrors: dict[str, bool] | None = None) -> None:
    """See ``_apply_messages``; then the legacy flat text of every message follows its parts
    (``mirrors``: ``message_list.legacy_mirrors()`` taken before the hook)."""
    _apply_messages(message_list, returned, scope, source, hook, given)
    message_list.sync_mirrors(mirrors or {})


def _apply_messages(message_list: MessageList, returned: Any, scope: list[Message], source: str, hook: str,
                    given: list[Any] | None = None) -> None:
    """Apply a hook's return value: ``None`` or the same ``MessageList`` (changed in place), a
    list of messages (reconciled with ``scope``: missing ones are removed; plain dicts are
    converted), or ``{"messages", "message_list", "system_messages"}``.

    ``given`` is the list the hook received as ``messages`` (its own copy of ``scope``): a
    hook that changed it in place and returned nothing gets an error saying to return it.
    An empty list means "unchanged" in every hook (the spec's own QualityGuardrail returns
    ``[]`` for "all is well"); remove messages with ``message_list.remove_by_ids``."""
    if returned is None or isinstance(returned, MessageList):
        check_message_list(returned, message_list, hook)
        if given is not None and _changed(given, scope):
            raise ProcessorContractError(
                f"{hook} changed its 'messages' list in place but "
                f"{'did not return it' if returned is None else 'returned the MessageList'}; the list is this "
                "hook's own view: "
                "return it ('return messages') or change message_list (message_list.add / remove_by_ids)")
        return
    if isinstance(returned, dict):
        check_result_keys(returned, hook)
        if returned.get("messages") is not None and returned.get("message_list") is not None:
            raise ProcessorContractError(f"{hook} returned both 'messages' and 'message_list'")
        check_message_list(returned.get("message_list"), message_list, hook)
        if returned.get("messages"):
            message_list.reconcile(returned["messages"], scope, source)
        if returned.get("system_messages") is not None:
            message_list.replace_all_system_messages(returned["system_messages"])
        return
    if isinstance(returned, (list, tuple)):
        if returned:
            message_list.reconcile(list(returned), scope, source)
        return
    raise ProcessorContractError(f"{hook} returned {type(returned).__name__}; see the spec for allowed values")


def _changed(given: list[Any], scope: list[Message]) -> bool:
    return len(given) != len(scope) or any(a is not b for a, b in zip(given, scope))


async def call_plain(fn: Callable[..., Any], available: dict[str, Any]) -> Any:
    """Call a plain function (``prepare_step``) with the arguments it declares; await it if async."""
    is_async, accepts = inspect_callable(fn)
    out = fn(**(available if accepts is None else {k: available[k] for k in accepts if k in available}))
    return await out if is_async or inspect.isawaitable(out) else out


async def resolve_processors(value: Any, request_context: Any) -> list[Any]:
    """A processor array, or a function building one from the request context (sync or
    async; it takes ``request_context`` as a keyword when it declares it, else positionally)."""
    if callable(value) and not isinstance(value, (list, tuple)):
        is_async, accepts = inspect_callable(value)
        if accepts is None or "request_context" in accepts:
            value = value(request_context=request_context)
        else:
            value = value(request_context)
        if is_async or inspect.isawaitable(value):
            value = await value
    return list(value or ())


def check_message_list(value: Any, message_list: MessageList, hook: str) -> None:
    if isinstance(value, MessageList) and value is not message_list:
        raise ProcessorContractError(
            f"{hook} returned another MessageList instance; mutate and return the one it was given"
        )
