"""Monitor mode: run a processor on live traffic but only record what it would have done.

``Monitored(processor)`` has the same id and hooks as the processor it wraps. Each hook runs
the inner hook on deep copies of its data, then returns the original input unchanged:

- an ``abort()`` becomes a violation with action ``monitored`` (``detail["wouldAction"]`` is
  ``"blocked"``, the abort's metadata beside it, as an enforced block records it) and the
  run goes on;
- a violation the processor reports itself (redact, warn …) is recorded as ``monitored``
  with the action it would have taken in ``detail["wouldAction"]``;
- a transformation it does not report (changed messages, a new prompt, a retry request,
  streamed text a reader would see differently) is recorded once per hook and run
  (``wouldAction`` ``"modified"``), not applied.

The rule these keep: monitor mode records exactly what enforce mode would act on. So

- on the output stream only what a reader would see counts: the text of each streamed item
  and the other chunks, in order. Holding text back and releasing it in other pieces (a
  guard's holdback, batching) changes no text and is no finding;
- once a monitored processor would have ended the run (an abort without retry), the
  enforced run would have stopped there: monitored processors record nothing more in that
  run (they still run; enforced ones go on acting as they do).

Chunks the inner processor writes with ``writer.custom`` are swallowed. Build one wrapper
per run (the bridge does): it keeps the run's monitored violations in ``violations``.
"""
from __future__ import annotations

import copy
import inspect
import json
from collections import deque
from datetime import datetime
from typing import Any, Callable

from .messages import Message, MessageList
from .processor import (
    Processor,
    ProcessorViolation,
    TripWire,
    implemented_hooks,
    make_abort,
    notify_violation,
    violation_sink,
)
from .hooks import inspect_callable

#: Arguments passed through as they are: controls, live objects and the processor's own state.
_PASS_THROUGH = frozenset({
    "abort", "writer", "state", "request_context", "model", "tools", "error", "abort_signal",
    "tracing_context", "retry_count", "step_number", "from_cache", "provider_executed",
    # a processor's own list of the chunks it received: copying it would cost O(n) per chunk
    "stream_parts",
})


class _NullWriter:
    """Stands in for the stream writer: a monitored processor emits nothing."""

    async def custom(self, chunk: dict[str, Any], options: dict[str, Any] | None = None) -> None:
        return None


def _plain(value: Any, remembered: frozenset[str] = frozenset()) -> Any:
    if isinstance(value, Message):
        # Remembered history was judged on its own turn: a change to it is not this turn's finding.
        return "<remembered>" if value.id in remembered else value.to_dict()
    if isinstance(value, MessageList):
        return {"messages": value.get.all.db(), "system": value.get_all_system_messages()}
    if isinstance(value, datetime):
        return value.isoformat()
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    # Anything else (a model, a tool) compares by identity.
    return f"<{type(value).__qualname__}@{id(value)}>"


def _fingerprint(value: Any, remembered: frozenset[str] = frozenset()) -> str:
    return json.dumps(value, default=lambda v: _plain(v, remembered), sort_keys=True)


def _remembered_ids(kwargs: dict[str, Any]) -> frozenset[str]:
    message_list = kwargs.get("message_list")
    if not isinstance(message_list, MessageList):
        return frozenset()
    return frozenset(m.id for m in message_list.get.remembered.db())


#: Streamed chunks whose text a reader sees joined: (text field, field naming the item).
_STREAMED_TEXT = {
    "text-delta": ("text", "id"),
    "reasoning-delta": ("text", "id"),
    "tool-call-delta": ("argsTextDelta", "toolCallId"),
}
#: Chunks before which a guard's holdback releases all it holds (as ``processors.holdback`` does).
_FLUSHES_HELD = frozenset({"step-finish", "finish", "tool-call", "tool-call-input-streaming-start",
                           "reasoning-start", "text-start", "tripwire", "error", "abort"})
#: Chunks that end a streamed item: all of its text must have been released by then.
_ITEM_ENDS = {"text-end": ("text-delta", "id"), "reasoning-end": ("reasoning-delta", "id"),
              "tool-call-input-streaming-end": ("tool-call-delta", "toolCallId")}


class StreamView:
    """Does what a processor emits read the same as what it received? Re-chunking aside.

    ``feed(part, emitted)`` after each ``process_output_stream`` call: the text it emitted for
    each streamed item must continue what it received (only the not yet matched remainder is
    kept, so a call costs the size of its chunks), other chunks must come out as they came in
    and in order, and when an item (``text-end``) or the stream (``finish``) ends, nothing
    received may still be missing. Returns False the first time the reader would see a
    difference (then it stops comparing: the run's stream has diverged)."""

    def __init__(self) -> None:
        self.pending_text: dict[tuple[str, str], str] = {}
        self.pending_chunks: deque[str] = deque()
        self.diverged = False

    def feed(self, part: dict[str, Any], emitted: list[dict[str, Any]]) -> bool:
        if self.diverged:
            return True
        self._received(part)
        same = all(self._matched(chunk) for chunk in emitted) and self._complete(part)
        self.diverged = not same
        return same

    @staticmethod
    def _key(chunk: dict[str, Any]) -> tuple[tuple[str, str], str] | None:
        kind = chunk.get("type")
        if kind not in _STREAMED_TEXT:
            return None
        field, key_field = _STREAMED_TEXT[kind]
        payload = chunk.get("payload") or {}
        return (kind, str(payload.get(key_field))), str(payload.get(field) or "")

    def _received(self, part: dict[str, Any]) -> None:
        keyed = self._key(part)
        if keyed is None:
            self.pending_chunks.append(_fingerprint(part))
        else:
            key, text = keyed
            self.pending_text[key] = self.pending_text.get(key, "") + text

    def _matched(self, chunk: dict[str, Any]) -> bool:
        keyed = self._key(chunk)
        if keyed is None:
            if not self.pending_chunks or self.pending_chunks[0] != _fingerprint(chunk):
                return False
            self.pending_chunks.popleft()
            return True
        key, text = keyed
        pending = self.pending_text.get(key, "")
        if not pending.startswith(text):
            return False
        self.pending_text[key] = pending[len(text):]
        return True

    def _complete(self, part: dict[str, Any]) -> bool:
        kind = part.get("type")
        if kind == "finish":
            return not self.pending_chunks and not any(self.pending_text.values())
        if kind in _ITEM_ENDS:
            stream_kind, key_field = _ITEM_ENDS[kind]
            return not self.pending_text.get((stream_kind, str((part.get("payload") or {}).get(key_field))))
        return True


class Monitored(Processor):
    """Wraps a processor so that it observes and reports but never changes or stops a run.

    Use ``monitored(processor)``: it picks a subclass with exactly the inner processor's hooks,
    so the runtime's lane checks and hook selection see what the inner processor implements."""

    def __init__(self, inner: Any, *, on_record: Callable[[ProcessorViolation], Any] | None = None) -> None:
        self.inner = inner
        self.id = inner.id
        self.name = getattr(inner, "name", None)
        self.description = getattr(inner, "description", None)
        self.process_data_parts = bool(getattr(inner, "process_data_parts", False))
        #: Every monitored violation of this run, in order.
        self.violations: list[ProcessorViolation] = []
        self._on_record = on_record
        self._modified_reported: set[str] = set()
        self._stream_view = StreamView()
        #: Original streamed text not yet passed on, per item: released at the pace the inner
        #: processor releases its own (see ``_paced``).
        self._held: dict[tuple[str, str], tuple[dict[str, Any], str]] = {}

    def __repr__(self) -> str:
        return f"<Monitored {self.inner!r}>"

    # -- recording ---------------------------------------------------------------------

    def _record(self, message: str, detail: dict[str, Any], hook: str | None) -> None:
        sink = violation_sink.get()  # the run's violations (RunResult.violations)
        if sink is not None and any(_would_have_ended(v) for v in sink):
            return  # enforced, the run would have stopped at that block: nothing after it counts
        violation = ProcessorViolation(self.id, message, detail, "monitored", hook)
        self.violations.append(violation)
        if sink is not None:
            sink.append(violation)
        if self._on_record is not None:
            self._on_record(violation)
        notify_violation(self, violation)

    # -- hooks -------------------------------------------------------------------------

    async def _run_hook(self, hook: str, kwargs: dict[str, Any]) -> Any:
        fn = getattr(self.inner, hook)
        accepts = inspect_callable(fn)[1]
        wanted = kwargs if accepts is None else {k: v for k, v in kwargs.items() if k in accepts}
        data = {k: v for k, v in wanted.items() if k not in _PASS_THROUGH}
        # One deepcopy call keeps shared objects shared (a message in both ``messages``
        # and ``message_list`` stays one object in the copy).
        copied = copy.deepcopy(data)
        remembered = _remembered_ids(kwargs)
        before = _fingerprint(copied, remembered)
        call_kwargs = {**wanted, **copied}
        if "abort" in wanted:
            call_kwargs["abort"] = make_abort(self.id)
        if "writer" in wanted:
            call_kwargs["writer"] = _NullWriter()
        unchanged = kwargs.get("part") if hook == "process_output_stream" else None
        # What the inner processor reports itself (redact, warn …) is caught here and
        # recorded as "monitored": it was not applied.
        reported: list[ProcessorViolation] = []
        token = violation_sink.set(reported)
        try:
            result = fn(**call_kwargs)
            if inspect.isawaitable(result):
                result = await result
        except TripWire as trip:
            violation_sink.reset(token)
            self._record_reported(reported, hook)
            # The detail an enforced block records (the abort's metadata), and what was not done.
            metadata = trip.metadata
            detail: dict[str, Any] = dict(metadata) if isinstance(metadata, dict) else (
                {} if metadata is None else {"metadata": metadata})
            detail.update(wouldAction="blocked", retry=trip.retry)
            self._record(trip.reason, detail, hook)
            return self._paced(kwargs) if hook == "process_output_stream" else unchanged
        violation_sink.reset(token)
        self._record_reported(reported, hook)
        if hook == "process_output_stream":
            emitted = [] if result is None else (result if isinstance(result, list) else [result])
            same = self._stream_view.feed(kwargs.get("part") or {}, emitted)
            change = None if same else "would change the streamed answer"
        else:
            change = self._describe_change(hook, kwargs, copied, before, result, remembered)
        if change and not reported and hook not in self._modified_reported:
            self._modified_reported.add(hook)
            self._record(change, {"wouldAction": "modified"}, hook)
        if hook == "process_output_stream":
            return self._paced(kwargs)
        # The original input, unchanged (``None`` means unchanged).
        return unchanged

    def _paced(self, kwargs: dict[str, Any]) -> list[dict[str, Any]] | None:
        """The original chunks, the streamed text held back as long as the inner processor holds
        its own (a guard keeps it in ``state["holdback"]``: a label waiting for its value). So the
        processors after this one see the text when they would in enforce mode, and what each
        records comes in the same order: a value masked here before a later block ends the run."""
        part = kwargs.get("part") or {}
        kind = part.get("type")
        inner_held = (kwargs.get("state") or {}).get("holdback") or {}
        if kind in _STREAMED_TEXT:
            field, key_field = _STREAMED_TEXT[kind]
            payload = part.get("payload") or {}
            key = (kind, str(payload.get(key_field)))
            text = self._held.pop(key, (part, ""))[1] + str(payload.get(field) or "")
            entry = inner_held.get(key) if isinstance(inner_held, dict) else None
            keep = len(entry[1]) if isinstance(entry, tuple) and len(entry) == 2 else 0
            keep = min(keep, len(text))
            if keep:
                self._held[key] = (part, text[len(text) - keep:])
            released = text[:len(text) - keep]
            return [{**part, "payload": {**payload, field: released}}] if released else None
        if kind in _ITEM_ENDS:
            keys = [(_ITEM_ENDS[kind][0], str((part.get("payload") or {}).get(_ITEM_ENDS[kind][1])))]
        elif self._held and kind in _FLUSHES_HELD:
            keys = list(self._held)
        else:
            keys = []
        out = []
        for key in keys:
            entry = self._held.pop(key, None)
            if entry is not None:
                template, text = entry
                payload = template.get("payload") or {}
                out.append({**template, "payload": {**payload, _STREAMED_TEXT[key[0]][0]: text}})
        return out + [part]

    def _record_reported(self, reported: list[ProcessorViolation], hook: str) -> None:
        for violation in reported:
            detail = dict(violation.detail or {})
            detail.setdefault("wouldAction", violation.action)
            self._record(violation.message, detail, violation.hook or hook)

    @staticmethod
    def _describe_change(hook: str, original: dict[str, Any], copied: dict[str, Any], before: str,
                         result: Any, remembered: frozenset[str] = frozenset()) -> str | None:
        def fp(value: Any) -> str:
            return _fingerprint(value, remembered)

        if fp(copied) != before:
            return f"would modify the data of {hook}"
        if result is None or isinstance(result, MessageList):
            return None
        if isinstance(result, list):
            same = fp(result) == fp(copied.get("messages"))
            return None if same else f"would modify the messages of {hook}"
        if isinstance(result, dict):
            for key, value in result.items():
                baseline = copied.get(key, original.get(key))
                if value is not baseline and fp(value) != fp(baseline):
                    return f"would change {key} in {hook}"
        return None


def _would_have_ended(violation: ProcessorViolation) -> bool:
    """A monitored abort that, enforced, would have ended the run (not a retry request)."""
    detail = violation.detail or {}
    return violation.action == "monitored" and detail.get("wouldAction") == "blocked" and not detail.get("retry")


def _hook_method(hook: str) -> Callable[..., Any]:
    async def method(self: Monitored, **kwargs: Any) -> Any:
        return await self._run_hook(hook, kwargs)

    method.__name__ = method.__qualname__ = hook
    method.__doc__ = f"Run the inner ``{hook}`` on copies; record, never apply."
    return method


# One class per set of hooks: hook functions stay the same objects from run to run, so the
# runner's per-function signature cache does not grow with every run.
_classes: dict[tuple[str, ...], type[Monitored]] = {}


def monitored(processor: Any, *, on_record: Callable[[ProcessorViolation], Any] | None = None) -> Monitored:
    """Wrap ``processor`` for monitor mode (see the module docstring)."""
    hooks = implemented_hooks(processor)
    cls = _classes.get(hooks)
    if cls is None:
        cls = _classes[hooks] = type(
            "Monitored_" + "_".join(h.removeprefix("process_") for h in hooks) if hooks else "Monitored_none",
            (Monitored,),
            {h: _hook_method(h) for h in hooks},
        )
    return cls(processor, on_record=on_record)
