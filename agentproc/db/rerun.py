"""Turn writes that may run a second time, and what they changed in memory meanwhile.

A turn's write is one transaction, and two things run it again when that transaction does not
commit: a group whose shared transaction fails (``fastpaths.group_commit``) and a connection the
database dropped (``reconnect.retrying``). The second run must start from what the first one
saw, but a write also changes objects in memory beside its rows (the title it gave a new
conversation, a deleted conversation's run). Such a write calls ``on_rollback(undo)``; whoever
runs it again calls the undos first (``undoing``)."""
from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any, Callable

#: The undo functions of the write(s) being run on this thread (None: nobody will run them again).
_undo = threading.local()


def on_rollback(undo: Callable[[], Any]) -> None:
    """``undo`` puts back what the calling write changed in memory, should its transaction not
    commit and the write run again. Nothing is kept when nobody would run it again."""
    pending = getattr(_undo, "calls", None)
    if pending is not None:
        pending.append(undo)


@contextlib.contextmanager
def undoing() -> Iterator[Callable[[], None]]:
    """Collect the undos of the writes run in the block; the yielded function runs them (last
    first) before those writes run again. A block inside another keeps collecting for it."""
    outer = getattr(_undo, "calls", None)
    if outer is not None:
        yield lambda: None  # the outer runner puts everything back
        return
    calls: list[Callable[[], Any]] = []
    _undo.calls = calls

    def put_back() -> None:
        _undo.calls = None
        for undo in reversed(calls):
            undo()
        calls.clear()

    try:
        yield put_back
    finally:
        _undo.calls = None
