"""The output stream: every chunk of a run passes through ``process_output_stream`` here.

This is the hot path (once per chunk per processor): a plain loop over the processors. The
arguments that stay the same for a step (``state``, ``abort``, ``retry_count`` …) are laid
out once per step in the hook's own parameter order, so each chunk is one positional call
(a keyword call with bound values builds a dict per chunk, several times slower) and a
processor's traceback ends on its own line. Every call is counted and (unless the run
switched timing off) timed."""
from __future__ import annotations

import inspect
import time
from typing import Any, Callable

from .chunks import Chunk
from .copies import snapshot
from .hooks import Chain, HookCall, RunState, abort_for
from .processor import TripWire


class StreamHook:
    """One processor's ``process_output_stream`` as bound for the current step."""

    __slots__ = ("call", "fn", "argv", "slot", "kwargs", "is_async", "parts", "data_parts", "timing", "takes_part")

    def __init__(self, call: HookCall, static: dict[str, Any], parts: list[Chunk] | None) -> None:
        self.call = call
        self.fn = call.fn
        #: The positional arguments, ``part`` going into ``argv[slot]``; None when the hook
        #: cannot be called positionally (``**kwargs``, keyword-only parameters …): then
        #: ``fn(part=part, **kwargs)``.
        self.argv, self.slot = _positional(call.fn, static)
        self.kwargs = static
        #: A hook may leave ``part`` out (``process_output_stream(self, *, abort)``): it is
        #: then called without it (and, returning None, drops the chunk, as the spec says).
        self.takes_part = call.accepts is None or "part" in call.accepts
        self.is_async = call.is_async
        #: ``stream_parts``: the chunks this processor received, as it received them (after the
        #: processors before it); None when the hook does not take ``stream_parts``.
        self.parts = parts
        self.data_parts = bool(getattr(call.processor, "process_data_parts", False))
        self.timing = call.timing


class OutputStream:
    """Runs chunks through the output chain; ``writer.custom`` chunks wait in ``pending``."""

    def __init__(self, chain: Chain, run: RunState, timed: bool = True,
                 persist: Callable[[Chunk], None] | None = None) -> None:
        self.chain = chain
        self.run = run
        self.timed = timed
        #: Called with every data chunk written through ``writer.custom`` once it passed the
        #: chain (the run stores non-transient ones in the assistant message).
        self.persist = persist
        self.pending: list[Chunk] = []
        self.hooks: list[StreamHook] = []
        #: The run's StreamWriter: what a ``def`` hook wrote without awaiting goes out after it.
        self.writer: Any = None
        # One stream_parts list per processor for the whole run (as Mastra keeps them).
        self._parts: dict[int, list[Chunk]] = {}

    def bind(self, common: dict[str, Any]) -> None:
        """Bind the arguments that stay constant for a step (state, abort, retry_count …)."""
        hooks = []
        for index, call in enumerate(self.chain.calls("process_output_stream")):
            available = dict(common, state=self.run.state_for(call.processor_id),
                             abort=abort_for(call.processor_id, stream=True))
            if "steps" in available and (call.accepts is None or "steps" in call.accepts):
                available["steps"] = [s.view() for s in available["steps"]]  # each processor its own
            static = {k: v for k, v in call.kwargs(available).items() if k not in ("part", "stream_parts")}
            parts = None
            if call.accepts is None or "stream_parts" in call.accepts:
                parts = self._parts.setdefault(index, [])
                static["stream_parts"] = parts
            hooks.append(StreamHook(call, static, parts))
        self.hooks = hooks

    @property
    def active(self) -> bool:
        return bool(self.hooks)

    async def through(self, part: Chunk, start: int = 0) -> list[Chunk]:
        """Pass a chunk through the chain from processor ``start`` on.

        ``None`` drops the chunk; a list (an agentproc extension) emits several, each going
        on through the rest of the chain."""
        hooks = self.hooks
        is_data = part["type"].startswith("data-")
        timed = self.timed
        writer = self.writer
        unawaited = writer.unawaited if writer is not None else ()
        # One clock read per hook: each hook's time runs from the previous reading to its end.
        clock = time.perf_counter_ns() if timed else 0
        for index in range(start, len(hooks)):
            hook = hooks[index]
            if is_data and not hook.data_parts:
                continue
            if hook.parts is not None:
                hook.parts.append(snapshot(part))  # as this processor received it
            try:
                argv = hook.argv
                if argv is None:
                    out = hook.fn(part=part, **hook.kwargs) if hook.takes_part else hook.fn(**hook.kwargs)
                else:
                    argv[hook.slot] = part
                    out = hook.fn(*argv)
                if hook.is_async:
                    out = await out
            except TripWire as trip:
                if writer is not None:
                    writer.discard()
                self.run.record_tripwire(hook.call, trip)
                raise
            finally:
                timing = hook.timing
                timing[0] += 1
                if timed:
                    now = time.perf_counter_ns()
                    timing[1] += now - clock
                    clock = now
            if unawaited:
                await writer.settle(f"process_output_stream of processor {hook.call.processor_id!r}",
                                    strict=hook.is_async)
            if out is None:
                return []
            if out.__class__ is list:
                emitted: list[Chunk] = []
                for item in out:
                    emitted += await self.through(item, index + 1)
                return emitted
            part = out
        return [part]

    async def emit_data(self, data_chunk: Chunk) -> None:
        """``writer.custom``: the chunk goes through the data-part processors, is stored (unless
        transient) and waits to go out."""
        emitted = await self.through(data_chunk)
        if self.persist is not None:
            for c in emitted:
                self.persist(c)
        self.pending += emitted

    def drain(self, sink: Callable[[Chunk], None] | None = None) -> list[Chunk]:
        pending, self.pending = self.pending, []
        if sink is not None:
            for c in pending:
                sink(c)
        return pending


_parameters: dict[Any, list[inspect.Parameter] | None] = {}


def _positional(fn: Callable[..., Any], static: dict[str, Any]) -> tuple[list[Any] | None, int]:
    """``(argv, slot)`` to call ``fn`` with ``static`` and ``part`` positionally, if it can be."""
    # One entry per function (not per bound method); a bound method's signature has no ``self``.
    key = (getattr(fn, "__func__", fn), hasattr(fn, "__func__"))
    try:
        params = _parameters[key]
    except (KeyError, TypeError):  # not seen yet, or an unhashable callable
        try:
            params = list(inspect.signature(fn).parameters.values())
        except (TypeError, ValueError):
            params = None
        try:
            _parameters[key] = params
        except TypeError:
            pass
    if params is None:
        return None, 0
    argv: list[Any] = []
    slot = -1
    for param in params:
        if param.kind not in (param.POSITIONAL_ONLY, param.POSITIONAL_OR_KEYWORD):
            return None, 0
        if param.name == "part":
            slot = len(argv)
            argv.append(None)
        elif param.name in static:
            argv.append(static[param.name])
        elif param.default is not param.empty:
            break  # the rest keep their defaults
        else:
            return None, 0
    if slot < 0 or len(argv) != len(static) + 1:
        return None, 0
    return argv, slot

