"""The output stream: every chunk of a run passes through ``process_output_stream`` here.

This is the hot path (once per chunk per processor), so the per-step constant arguments are
bound once per step, an all-sync chain is called without creating coroutines, and each
processor's time is measured on a sample of the chunks (calls are counted exactly)."""
from __future__ import annotations

import inspect
import time
from typing import Any, Callable

from .chunks import Chunk
from .processor import TripWire
from .runner import Chain, HookCall, RunState, abort_for

#: One chunk in TIMING_SAMPLE has its per-processor time measured; totals are scaled up.
TIMING_SAMPLE = 8


class OutputStream:
    """Runs chunks through the output chain; ``writer.custom`` chunks wait in ``pending``."""

    def __init__(self, chain: Chain, run: RunState) -> None:
        self.chain = chain
        self.run = run
        self.parts: list[Chunk] = []  # stream_parts: every chunk received so far
        self.pending: list[Chunk] = []
        self.calls: list[tuple[HookCall, Callable[[Chunk], Any], bool]] = []
        self.all_sync = True
        #: The compiled chain for model chunks (see ``_compile_chain``), or None.
        self.fast: Callable[[Chunk], list[Chunk]] | None = None
        self._tick = 0
        self._counts: tuple[list[int], list[int]] | None = None

    def bind(self, common: dict[str, Any]) -> None:
        """Bind the arguments that stay constant for a step (state, abort, retry_count …)."""
        self.flush_counts()
        calls = []
        for call in self.chain.calls("process_output_stream"):
            available = dict(common, state=self.run.state_for(call.processor_id), abort=abort_for(call.processor_id))
            static = {k: v for k, v in call.kwargs(available).items() if k not in ("part", "stream_parts")}
            wants_parts = call.accepts is None or "stream_parts" in call.accepts
            data_parts = bool(getattr(call.processor, "process_data_parts", False))
            calls.append((call, _invoker(call.fn, static, self.parts if wants_parts else None), data_parts))
        self.calls = calls
        self.all_sync = not any(c[0].is_async for c in calls)
        self.fast = _compile_chain(self) if calls and self.all_sync else None

    def flush_counts(self) -> None:
        """Add the compiled chain's call counts to the run's timing table."""
        if self._counts is None:
            return
        (entered,), stops = self._counts
        reached = entered
        for (call, _, _), stopped in zip(self.calls, stops):
            call.timing[0] += reached
            reached -= stopped
        self._counts = None

    @property
    def active(self) -> bool:
        return bool(self.calls)

    def through_sync(self, part: Chunk, start: int = 0, is_data: bool | None = None,
                     timed: bool | None = None) -> list[Chunk]:
        """``through`` for a chain whose stream hooks are all plain functions.

        ``is_data=False`` skips the data-chunk test (model chunks never are)."""
        if is_data is None:
            is_data = part["type"].startswith("data-")
        if timed is None:
            self._tick = tick = self._tick + 1
            timed = not tick % TIMING_SAMPLE
        calls = self.calls if not start else self.calls[start:]
        for index, (call, invoke, data_parts) in enumerate(calls, start):
            if is_data and not data_parts:
                continue
            if timed:
                began = time.perf_counter_ns()
            try:
                out = invoke(part)
            except TripWire as trip:
                self.run.record_tripwire(call, trip)
                raise
            timing = call.timing
            timing[0] += 1
            if timed:
                timing[1] += (time.perf_counter_ns() - began) * TIMING_SAMPLE
            if out is None:
                return []
            if out.__class__ is list:
                emitted: list[Chunk] = []
                for item in out:
                    emitted += self.through_sync(item, index + 1)
                return emitted
            part = out
        return [part]

    async def through(self, part: Chunk, start: int = 0) -> list[Chunk]:
        """Pass a chunk through the chain from processor ``start`` on.

        ``None`` drops the chunk; a list (an agentproc extension) emits several, each going
        on through the rest of the chain."""
        if self.all_sync:
            return self.through_sync(part, start)
        calls = self.calls
        is_data = part["type"].startswith("data-")
        for index in range(start, len(calls)):
            call, invoke, data_parts = calls[index]
            if is_data and not data_parts:
                continue
            began = time.perf_counter_ns()
            try:
                out = invoke(part)
                if call.is_async:
                    out = await out
            except TripWire as trip:
                self.run.record_tripwire(call, trip)
                raise
            finally:
                call.timing[0] += 1
                call.timing[1] += time.perf_counter_ns() - began
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
        """``writer.custom``: the chunk goes through the data-part processors, then waits to go out."""
        self.pending += await self.through(data_chunk)

    def drain(self, sink: Callable[[Chunk], None] | None = None) -> list[Chunk]:
        pending, self.pending = self.pending, []
        if sink is not None:
            for c in pending:
                sink(c)
        return pending


def _invoker(fn: Callable[..., Any], static: dict[str, Any], parts: list[Chunk] | None) -> Callable[[Chunk], Any]:
    """``fn`` with its per-step keyword arguments bound, as ``invoke(part)``.

    The call is compiled with the keyword names written out, so no dict is built per chunk
    (``fn(part=part, **static)`` builds one on every call)."""
    if not static and parts is None and _first_parameter(fn) == "part":
        return fn  # ``def process_output_stream(self, part)``: called as is, one frame less
    env: dict[str, Any] = {"_fn": fn, "_parts": parts}
    keywords = ["part=part"] + (["stream_parts=_parts"] if parts is not None else [])
    for i, (name, value) in enumerate(static.items()):
        if not name.isidentifier():
            return lambda part: fn(part=part, **static) if parts is None else fn(part=part, stream_parts=parts, **static)
        env[f"_v{i}"] = value
        keywords.append(f"{name}=_v{i}")
    exec(f"def invoke(part):\n    return _fn({', '.join(keywords)})\n", env)  # noqa: S102 - our own names
    return env["invoke"]  # type: ignore[no-any-return]


def _first_parameter(fn: Callable[..., Any]) -> str | None:
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return None
    if params and params[0].kind in (params[0].POSITIONAL_ONLY, params[0].POSITIONAL_OR_KEYWORD):
        return params[0].name
    return None


def _compile_chain(stream: OutputStream) -> Callable[[Chunk], list[Chunk]]:
    """One generated function that runs a model chunk through every (sync) stream hook.

    Compared with the loop in ``through_sync`` it has no per-processor tuple unpacking,
    data-chunk or timing tests: one chunk in TIMING_SAMPLE takes the timed loop instead, and
    call counts are kept as "chunks in" and "chunks stopped at processor k" (dropped,
    expanded, raised), from which ``flush_counts`` derives each processor's exact count."""
    calls = stream.calls
    entered, stops = [0], [0] * len(calls)
    stream._counts = (entered, stops)

    def record(index: int, error: BaseException) -> None:
        stops[index] += 1
        if isinstance(error, TripWire):
            stream.run.record_tripwire(calls[index][0], error)

    def expand(items: list[Chunk], start: int) -> list[Chunk]:
        emitted: list[Chunk] = []
        for item in items:
            emitted += stream.through_sync(item, start)
        return emitted

    env: dict[str, Any] = {"_stream": stream, "_slow": stream.through_sync, "_entered": entered, "_stops": stops,
                           "_record": record, "_expand": expand}
    lines = [
        "def chain(part):",
        "    _stream._tick = tick = _stream._tick + 1",
        f"    if not tick % {TIMING_SAMPLE}:",
        "        return _slow(part, 0, False, True)",
        "    _entered[0] += 1",
        "    k = 0",
        "    try:",
    ]
    for k, (_, invoke, _) in enumerate(calls):
        env[f"_i{k}"] = invoke
        lines += [
            f"        k = {k}",
            f"        out = _i{k}(part)",
            "        if out is None:",
            f"            _stops[{k}] += 1",
            "            return []",
            "        if out.__class__ is list:",
            f"            _stops[{k}] += 1",
            f"            return _expand(out, {k + 1})",
            "        part = out",
        ]
    lines += [
        "    except BaseException as error:",
        "        _record(k, error)",
        "        raise",
        "    return [part]",
    ]
    exec("\n".join(lines) + "\n", env)  # noqa: S102 - generated from our own names only
    return env["chain"]  # type: ignore[no-any-return]
