"""How a turn shares the event loop: the pump that forwards its chunks (and steps aside every
few chunks), the priority of turns that are starting over turns that stream, and storing a
turn's end to completion even when its task is cancelled."""
from __future__ import annotations

import asyncio
import weakref
from contextlib import contextmanager
from typing import Any, Awaitable, Callable, Iterator

from ..conf import agentproc_settings

OnChunk = Callable[[dict[str, Any]], Awaitable[Any]]

#: Chunks a turn forwards before it lets the event loop run other tasks.
YIELD_EVERY = 16
#: Chunks a turn forwards without waiting after it waited START_PRIORITY_SECONDS for turns
#: that are starting (a floor: 20 chunks/s at the default 0.2 s, however many keep starting).
AFTER_A_FULL_WAIT = 4


class _StartGate:
    """Per event loop: how many turns are in their trip before the first chunk, and an event
    set when none is."""

    def __init__(self) -> None:
        self.count = 0
        self.open = asyncio.Event()
        self.open.set()


_gates: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _StartGate] = weakref.WeakKeyDictionary()
#: Turns in ``starting()`` in this process, all loops (a cheap test for every chunk).
_starting_now = 0


@contextmanager
def starting() -> Iterator[None]:
    """Around a turn's trip to the database thread before its first chunk (the websocket's
    prepare-and-claim). While any turn of the loop is in one, streaming turns wait (before
    their next chunk, at most ``START_PRIORITY_SECONDS``) until none is: the database thread
    then has the GIL to itself, and visitors who just sent a message see their first chunk
    sooner. The chunks of streaming turns are only delayed, never dropped."""
    loop = asyncio.get_running_loop()
    gate = _gates.get(loop)
    if gate is None:
        gate = _gates[loop] = _StartGate()
    global _starting_now
    gate.count += 1
    _starting_now += 1
    gate.open.clear()
    try:
        yield
    finally:
        gate.count -= 1
        _starting_now -= 1
        if not gate.count:
            gate.open.set()


async def step_aside() -> bool:
    """Let the loop's other tasks run; while turns are starting, wait for them (``starting``).
    True if it waited as long as it may (they are still starting)."""
    gate = _gates.get(asyncio.get_running_loop())
    longest = float(agentproc_settings.START_PRIORITY_SECONDS or 0) if gate is not None and gate.count else 0
    if longest <= 0:
        await asyncio.sleep(0)
        return False
    try:
        async with asyncio.timeout(longest):  # no task of its own, unlike wait_for: this runs per chunk
            await gate.open.wait()
    except TimeoutError:
        return True
    return False


async def pump(stream: Any, on_chunk: OnChunk | None, seen_text: list[str]) -> None:
    """Forward every chunk. ``seen_text`` collects the text deltas the client saw, kept when
    the run is cut short before the runtime finished its step."""
    try:
        count = free_until = 0
        async for chunk in stream:
            if chunk["type"] == "text-delta":
                seen_text.append(chunk["payload"].get("text", ""))
            if on_chunk is not None:
                await on_chunk(chunk)
            count += 1
            if count % YIELD_EVERY == 0 or (_starting_now and count >= free_until):
                # A model (or cache) that never waits would hold the event loop for its whole
                # reply: let the other turns of this process start and stream meanwhile (and
                # while one is starting, step aside at every chunk). After waiting as long as
                # it may, a turn streams AFTER_A_FULL_WAIT chunks before it waits again: turns
                # that never stop starting slow a stream down, they never stop it.
                if await step_aside():
                    free_until = count + AFTER_A_FULL_WAIT
    except BaseException:
        # Stop the runtime's generator so its result is sealed (status, usage, timings).
        if not stream.done:
            await stream.aclose()
        raise


async def to_the_end(awaitable: Any) -> Any:
    """Await ``awaitable`` to its end even if this task is cancelled meanwhile, then re-raise
    the cancel. Storing a run's end must not be cut: a database call cancelled while it waits
    for the database thread never runs (``asyncio.shield`` alone would return at once and
    leave the write to finish, or not, after the caller has told the client the turn is over)."""
    task = asyncio.ensure_future(awaitable)
    cancelled = False
    while True:
        try:
            result = await asyncio.shield(task)
            break
        except asyncio.CancelledError:
            if task.done():
                raise  # the awaitable itself was cancelled
            cancelled = True
    if cancelled:
        raise asyncio.CancelledError
    return result
