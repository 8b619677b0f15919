"""Group commit: a process's turn writes that wait for its database thread at the same moment
go through it together, in one transaction.

Under daphne every ORM call of a process's websocket turns runs on one thread (asgiref's
shared thread, which Channels' ``database_sync_to_async`` uses). When a few hundred visitors
send a message at once, their turns' prepares queue there, and the turns that end together
queue their ends, each its own transaction. A commit is the largest part of such a small write
(SQLite writes every changed page of every index to its WAL: ~0.35 ms of the ~0.8 ms a new chat's
prepare takes here; PostgreSQL flushes its WAL), and each statement hands the GIL to the event
loop and waits to get it back. So the calls that queued while the thread was busy go through it
in one trip and one transaction. Each call is one ``transaction.atomic()`` block of its own
(that is what may be grouped), which inside the group is a savepoint:

- a call that raises in its atomic block rolls back to its savepoint; the others are stored, and
  its caller gets the exception, as it would alone;
- if the shared transaction does not commit (a deferred foreign key, e.g. a conversation deleted
  since it was read; a dropped connection; a deadlock), nothing of it is stored and every call
  of the group runs again on its own, in its own transaction, as if there had been no group.
  A call that also changes objects in memory (a title it set, a deleted conversation's run)
  says how to put them back (``rerun.on_rollback``); those run first, so the second run starts
  from what the first one saw;
- a call that finds no group under way runs at once, alone, exactly as without group commit:
  an idle server's turn waits for nobody;
- a call whose caller stopped waiting (cancelled) before its group began is never run.

Only functions whose writes are one ``transaction.atomic()`` block belong here (the websocket's
prepare, the input boundary's write, a turn's end), and only where asgiref runs them on the
process's shared thread (a Channels consumer). Elsewhere (a Django request's own thread, a Celery
worker's ``async_to_sync``) ``run`` is ``sync_to_async``. ``AGENTPROC["GROUP_COMMIT"]`` caps the
calls of one group (1 switches grouping off). With ``AGENTPROC["FAST_PATHS"]`` off (read per call)
``run`` is plain ``sync_to_async``: no group, and no look at asgiref's internals."""
from __future__ import annotations

import asyncio
import functools
import logging
import weakref
from collections import deque
from typing import Any, Callable, TypeVar

from asgiref.sync import AsyncToSync, SyncToAsync, sync_to_async
from channels.db import database_sync_to_async
from django.db import transaction

from ..conf import agentproc_settings
from . import enabled
from ..db.reconnect import drop_if_broken
from ..db.rerun import undoing

logger = logging.getLogger("agentproc")

T = TypeVar("T")
Outcome = tuple[bool, Any]  # (True, result) or (False, the exception it raised)


class _Queue:
    """The calls of one event loop waiting for a group, and the task that runs the groups."""

    def __init__(self) -> None:
        self.calls: deque[tuple[Callable[[], Any], asyncio.Future[Any]]] = deque()
        self.runner: asyncio.Task[None] | None = None


_queues: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Queue] = weakref.WeakKeyDictionary()


def _on_shared_thread() -> bool:
    """asgiref would run a thread-sensitive call from here on the process's shared thread: no
    Django request's ``ThreadSensitiveContext`` and no ``async_to_sync`` caller above us."""
    return SyncToAsync.thread_sensitive_context.get(None) is None and \
        getattr(AsyncToSync.executors, "current", None) is None


async def run(func: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``func(*args, **kwargs)`` on the database thread, grouped with the calls that wait for it
    at the same time (see the module). ``func`` writes in one ``transaction.atomic()`` block."""
    if not enabled():
        return await sync_to_async(func)(*args, **kwargs)
    size = int(agentproc_settings.GROUP_COMMIT or 1)
    if not _on_shared_thread():
        return await sync_to_async(func)(*args, **kwargs)
    if size <= 1:
        return await database_sync_to_async(func)(*args, **kwargs)
    loop = asyncio.get_running_loop()
    queue = _queues.get(loop)
    if queue is None:
        queue = _queues[loop] = _Queue()
    future: asyncio.Future[T] = loop.create_future()
    queue.calls.append((functools.partial(func, *args, **kwargs), future))
    if queue.runner is None:
        queue.runner = loop.create_task(_run_groups(queue, size))
    return await future


async def _run_groups(queue: _Queue, size: int) -> None:
    """Run the queued calls, ``size`` at most per trip, until none is left."""
    group: list[tuple[Callable[[], Any], asyncio.Future[Any]]] = []
    try:
        while queue.calls:
            group = []
            while queue.calls and len(group) < size:
                call, future = queue.calls.popleft()
                if not future.done():  # else its caller stopped waiting: never run it
                    group.append((call, future))
            if not group:
                continue
            try:
                outcomes = await database_sync_to_async(_run_group)([call for call, _ in group])
            except Exception as exc:  # noqa: BLE001 - e.g. the thread could not take the work
                outcomes = [(False, exc)] * len(group)
            for (_, future), (ok, value) in zip(group, outcomes):
                if not future.done():
                    future.set_result(value) if ok else future.set_exception(value)
    except asyncio.CancelledError:
        # The loop is shutting down: nobody is left to run what waits (cancelling a future
        # that already has its outcome does nothing).
        for _, future in [*group, *queue.calls]:
            future.cancel()
        queue.calls.clear()
        raise
    finally:
        queue.runner = None


def _run_group(calls: list[Callable[[], Any]]) -> list[Outcome]:
    """On the database thread: the calls in one transaction (each call's own atomic block is a
    savepoint in it: no savepoint of ours, two statements fewer a call); each alone when the
    shared transaction does not commit."""
    if len(calls) == 1:
        return [_alone(calls[0])]
    outcomes: list[Outcome] = []
    with undoing() as put_back:
        try:
            with transaction.atomic():
                connection = transaction.get_connection()
                for call in calls:
                    outcomes.append(_alone(call))  # its caller gets what it raised; the others go on
                    if _broken(connection):
                        # An error outside the call's atomic block (or one it swallowed) spoiled
                        # the shared transaction: a commit now would silently roll it all back.
                        raise _GroupBroken
        except Exception:  # noqa: BLE001 - nothing of the group is stored: each call again, alone
            logger.info("agentproc: a group of %d turn writes did not commit; each runs on its own",
                        len(calls), exc_info=True)
            put_back()
            drop_if_broken()
            return [_alone(call) for call in calls]
    return outcomes


class _GroupBroken(Exception):
    """The shared transaction can no longer commit."""


#: psycopg's (2 and 3) transaction status of a transaction an error aborted.
_PG_IN_ERROR = 3


def _broken(connection: Any) -> bool:
    """The group's transaction cannot commit: Django marked it for rollback, PostgreSQL aborted
    it (psycopg's COMMIT of an aborted transaction rolls back without an error), or SQLite
    rolled it back itself (e.g. a full disk)."""
    if connection.needs_rollback:
        return True
    raw = connection.connection
    info = getattr(raw, "info", None)  # psycopg 3
    if info is not None and getattr(info, "transaction_status", None) == _PG_IN_ERROR:
        return True
    status = getattr(raw, "get_transaction_status", None)  # psycopg 2
    if callable(status) and status() == _PG_IN_ERROR:
        return True
    return connection.vendor == "sqlite" and not raw.in_transaction


def _alone(call: Callable[[], Any]) -> Outcome:
    try:
        return True, call()
    except Exception as exc:  # noqa: BLE001 - handed to the caller
        return False, exc
