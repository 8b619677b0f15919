"""Ending turns whose process died: stale runs are marked failed, by the server itself or by beat.

Which process may reap which run: any process may reap any run whose heartbeat stopped. A live
process refreshes ``Run.heartbeat_at`` every ``HEARTBEAT_SECONDS`` for each turn it runs (see
``turns.liveness.heartbeat``), so a run whose heartbeat is older than ``STALE_RUN_SECONDS`` has no
live owner. No process identity is needed, and servers, workers and beat never race: each run
is closed by one conditional UPDATE, and a run that finished meanwhile is left alone.

Queued runs are reaped too: a run nothing claimed for ``STALE_QUEUED_SECONDS`` (its process
died between storing the message and starting the turn, or its broker lost the task).

``start()`` runs the reaper in a daemon thread of the web process: once at start-up, then every
``REAP_INTERVAL_SECONDS``; and at exit (SIGTERM) the process closes its own turns at once. ``project/asgi.py`` calls it through ``reaping(application)``, so
``make run`` needs no Celery beat; the beat task ``agentproc.reap_stale_runs`` does the same.
"""
from __future__ import annotations

import atexit
import logging
import threading
from datetime import timedelta
from typing import Any, Callable

from django.db.models import Q
from django.utils import timezone

from ..conf import agentproc_settings
from ..models import Run, RunStatus

logger = logging.getLogger("agentproc.reaper")

STALE_ERROR = "The worker running this turn stopped (no heartbeat); marked failed."
NEVER_STARTED_ERROR = "No process started this turn (its server or queue lost it); marked failed."
SHUTDOWN_ERROR = "The server stopped during the turn; marked failed."


def stale_queued_seconds() -> float:
    """``STALE_QUEUED_SECONDS``, or its default: STALE_RUN_SECONDS when turns run in the web
    process (a queued run is claimed at once), an hour with RUN_IN_WORKER (a queue may be busy)."""
    value = agentproc_settings.STALE_QUEUED_SECONDS
    if value is not None:
        return float(value)
    return 3600.0 if agentproc_settings.RUN_IN_WORKER else float(agentproc_settings.STALE_RUN_SECONDS)


def reap() -> int:
    """Mark failed every stale running or queued run; announce each in its conversation's
    group (a socket waiting on it stops being busy). Returns how many runs were closed."""
    now = timezone.now()
    cutoff = now - timedelta(seconds=float(agentproc_settings.STALE_RUN_SECONDS))
    queued_cutoff = now - timedelta(seconds=stale_queued_seconds())
    stale_running = Run.objects.filter(status=RunStatus.RUNNING).filter(
        Q(heartbeat_at__lt=cutoff)
        | Q(heartbeat_at__isnull=True, started_at__lt=cutoff)
        | Q(heartbeat_at__isnull=True, started_at__isnull=True, created_at__lt=cutoff)
    )
    stale_queued = Run.objects.filter(status=RunStatus.QUEUED, created_at__lt=queued_cutoff)
    reaped: list[tuple[Any, Any]] = []
    for stale, error in ((stale_running, STALE_ERROR), (stale_queued, NEVER_STARTED_ERROR)):
        for pk, conversation_id in stale.values_list("pk", "conversation_id"):
            # One conditional UPDATE each: a run that finished (or was claimed) meanwhile is left alone.
            if stale.filter(pk=pk).update(status=RunStatus.FAILED, finish_reason="error", finished_at=now,
                                          heartbeat_at=now, error=error, notice_code="internal_error"):
                reaped.append((pk, conversation_id))
    if reaped:
        logger.warning("marked %d stale run(s) failed", len(reaped))
        _announce(reaped)
    return len(reaped)


def _announce(reaped: list[tuple[Any, Any]]) -> None:
    from asgiref.sync import async_to_sync
    from channels.layers import get_channel_layer

    from ..events import chunk_event, conversation_group
    from ..runtime.chunks import chunk

    try:
        layer = get_channel_layer()
    except Exception:  # noqa: BLE001 - a misconfigured layer must not stop the reaping
        logger.warning("no channel layer to announce reaped runs", exc_info=True)
        return
    if layer is None:
        return
    for pk, conversation_id in reaped:
        if conversation_id is None:
            continue
        error = chunk("error", str(pk), {"error": {
            "name": "StaleRun", "code": "run_stale",
            "message": "The assistant stopped answering; please try again."}})
        try:
            async_to_sync(layer.group_send)(conversation_group(conversation_id), chunk_event(error, pk))
        except Exception:  # noqa: BLE001 - the run is marked failed either way
            logger.warning("could not announce the stale run %s", pk, exc_info=True)


#: More passes of the reaper, each closing what dead processes left behind and returning how
#: many (the app adds the stale-backtest pass when Django starts).
EXTRA_PASSES: list[Callable[[], int]] = []


# -- in the web process ------------------------------------------------------------------

_started = threading.Lock()
_thread: threading.Thread | None = None


def start() -> bool:
    """Start the reaper thread of this process (once; False when REAP_INTERVAL_SECONDS is
    0/None or it already runs). Its first pass runs now: runs a killed server left behind are
    closed as soon as their heartbeats are stale, whether or not the server came back."""
    global _thread
    interval = float(agentproc_settings.REAP_INTERVAL_SECONDS or 0)
    if interval <= 0:
        return False
    with _started:
        if _thread is not None and _thread.is_alive():
            return False
        _thread = threading.Thread(target=_loop, args=(interval,), name="agentproc-reaper", daemon=True)
        _thread.start()
        atexit.register(close_own_runs)
    return True


def close_own_runs() -> int:
    """At exit (e.g. SIGTERM on a deploy): the turns this process was running end now, marked
    failed, instead of waiting STALE_RUN_SECONDS for a reaper. Returns how many."""
    from django.db import connection

    from .liveness import LIVE_RUNS

    if not LIVE_RUNS:
        return 0
    now = timezone.now()
    try:
        closed = Run.objects.filter(pk__in=list(LIVE_RUNS), status=RunStatus.RUNNING).update(
            status=RunStatus.FAILED, finish_reason="error", finished_at=now, heartbeat_at=now, error=SHUTDOWN_ERROR,
            notice_code="internal_error")
        if closed:
            logger.warning("closed %d run(s) of this process at exit", closed)
        connection.close()
    except Exception:  # noqa: BLE001 - at exit: the reaper of another process will close them
        logger.warning("could not close this process's runs at exit", exc_info=True)
        return 0
    return closed


def _loop(interval: float) -> None:
    from django.db import close_old_connections, connection

    stop = threading.Event()  # never set: the daemon thread ends with the process
    while True:
        try:
            reap()
            for extra in EXTRA_PASSES:
                extra()
        except Exception:  # noqa: BLE001 - e.g. the database is down: try again next time
            logger.warning("reaper pass failed", exc_info=True)
            connection.close()  # a broken connection is not reused by the next pass
        finally:
            close_old_connections()
        stop.wait(interval)


def reaping(application: Any) -> Any:
    """``application`` unchanged, with the reaper thread started (call it in ``asgi.py``)."""
    start()
    return application
