"""The backtest's Celery task, and starting one (in a worker, or beside the request when eager).

Backtests share nothing with chat turns but the database: they go to a queue of their own
(``AGENTPROC["BACKTEST_QUEUE"]``, served by its own worker), and ``admit_backtest`` caps how
many are queued or running at once, per user and in all (``AGENTPROC["BACKTEST_LIMITS"]``):
one more is refused with a coded error rather than queued behind the others.

A backtest of more turns than ``AGENTPROC["BACKTEST_CHUNK_SIZE"]`` is cut into chunks (keyset
ranges of its turns, ``turns.chunk_bounds``) replayed in parallel as a Celery chord on that
queue: each ``agentproc.run_backtest_chunk`` replays its range (adding to the backtest's
``done`` and ``changed`` as it goes, stopping before its next batch once a cancel is asked) and
returns its part of the summary; ``agentproc.merge_backtest`` adds the parts up and ends the
backtest. The chord needs a Celery result backend (without one a backtest stays one task);
with eager Celery (the demo, tests) the chunks run one after the other."""
from __future__ import annotations

import logging
import threading
from datetime import timedelta
from typing import Any

from celery import chord, shared_task
from celery.backends.base import DisabledBackend
from django.db import close_old_connections, connection, connections, transaction
from django.db.models import Q
from django.utils import timezone

from ..conf import agentproc_settings
from ..exceptions import BacktestLimitReached
from . import runner
from .models import Backtest, BacktestStatus

logger = logging.getLogger("agentproc.backtest")

CHUNK_LOST_ERROR = "A worker replaying a part of this backtest stopped before it finished; marked failed"
STALE_ERROR = "No worker has replayed a turn of this backtest for a long time (its workers stopped); marked failed."


def run_backtest(backtest_id: Any, *, batch_size: int = runner.BATCH_SIZE, chunk_size: int | None = None
                 ) -> Backtest | None:
    """The backtest run as its task runs it: a large one in chunks on the backtest queue where
    chords can run here (``runner.run_backtest`` with ``split_backtest``), else as one task."""
    return runner.run_backtest(backtest_id, batch_size=batch_size, chunk_size=chunk_size,
                               split=split_backtest if can_split() else None)


@shared_task(name="agentproc.run_backtest", acks_late=True)
def run_backtest_task(backtest_id: str) -> dict[str, Any]:
    """Run the queued backtest ``backtest_id``; a redelivered message finds it claimed and stops."""
    backtest = run_backtest(backtest_id)
    return backtest.progress() if backtest is not None else {"id": backtest_id, "status": "not_queued"}


@shared_task(name="agentproc.run_backtest_chunk", acks_late=True)
def run_backtest_chunk(backtest_id: str, after: Any, through: Any, batch_size: int,
                       index: int | None = None) -> dict[str, Any]:
    """Replay chunk ``index`` of a running backtest (its turns in the keyset range ``(after,
    through]``); returns its part of the summary, or ``{"failed": why}``. Delivered a second time
    (its worker died mid-way), it starts over without counting or storing anything twice."""
    backtest = Backtest.objects.select_related("agent").filter(pk=backtest_id).first()
    if backtest is None:
        return {"failed": "The backtest was deleted."}
    try:
        return runner.Replay(backtest).run(batch_size, after, through, chunk=index)
    except Exception as exc:  # noqa: BLE001 - the merge ends the backtest failed with the reason shown
        logger.exception("backtest %s: a chunk failed", backtest_id)
        return {"failed": f"{type(exc).__name__}: {exc}"}


@shared_task(name="agentproc.merge_backtest", acks_late=True)
def merge_backtest(parts: list[dict[str, Any]], backtest_id: str) -> dict[str, Any]:
    """The chord's last task: the chunks' parts added up into the backtest's summary, and its end."""
    backtest = Backtest.objects.select_related("agent").filter(pk=backtest_id).first()
    if backtest is None:
        return {"id": backtest_id, "status": "missing"}
    try:
        runner.Replay(backtest).finish(parts)
    except Exception as exc:  # noqa: BLE001 - the backtest ends failed with the reason shown
        logger.exception("backtest %s: merging its chunks failed", backtest_id)
        Backtest.objects.filter(pk=backtest_id).update(status=BacktestStatus.FAILED, finished_at=timezone.now(),
                                                       error=f"{type(exc).__name__}: {exc}")
    backtest.refresh_from_db()
    return backtest.progress()


@shared_task(name="agentproc.backtest_chunk_lost")
def backtest_chunk_lost(request: Any, exc: Any, traceback: Any, backtest_id: str) -> None:
    """The chord's error callback: a chunk's task itself failed (its worker process was killed,
    a time limit hit), so the merge will never run; the backtest ends failed, saying why."""
    logger.error("backtest %s: a chunk's task failed: %r", backtest_id, exc)
    Backtest.objects.filter(pk=backtest_id, status=BacktestStatus.RUNNING).update(
        status=BacktestStatus.FAILED, finished_at=timezone.now(), error=f"{CHUNK_LOST_ERROR} ({type(exc).__name__})")


def reap_stale_backtests() -> int:
    """Mark failed the running backtests no process has replayed a batch of for
    ``AGENTPROC["BACKTEST_STALE_SECONDS"]`` (their workers died and nothing will deliver their
    tasks again). A chunk still running later stops at its next batch, and a merge leaves them
    failed. Returns how many. Called by the beat task ``agentproc.reap_stale_runs`` and the web
    process's reaper."""
    seconds = agentproc_settings.BACKTEST_STALE_SECONDS
    if not seconds:
        return 0
    cutoff = timezone.now() - timedelta(seconds=float(seconds))
    stale = Backtest.objects.filter(status=BacktestStatus.RUNNING).filter(
        Q(heartbeat_at__lt=cutoff) | Q(heartbeat_at__isnull=True, started_at__lt=cutoff))
    reaped = stale.update(status=BacktestStatus.FAILED, finished_at=timezone.now(), error=STALE_ERROR)
    if reaped:
        logger.warning("marked %d stale backtest(s) failed", reaped)
    return reaped


def can_split() -> bool:
    """Whether chunks can run as a chord here: eager Celery, or a result backend to gather them."""
    app = run_backtest_task.app
    return bool(app.conf.task_always_eager) or not isinstance(app.backend, DisabledBackend)


def split_backtest(backtest: Backtest, bounds: list[tuple[Any, Any]], batch_size: int) -> None:
    """Send the chunks of ``bounds`` (``turns.chunk_bounds``) and the merge as a chord on the
    backtest queue (see the module)."""
    queue = agentproc_settings.BACKTEST_QUEUE
    options = {"queue": queue} if queue else {}
    header = [run_backtest_chunk.si(str(backtest.pk), after, through, batch_size, index).set(**options)
              for index, (after, through) in enumerate(bounds)]
    logger.info("backtest %s: its turns in %d chunks", backtest.pk, len(header))
    merge = merge_backtest.s(str(backtest.pk)).set(**options)
    chord(header)(merge.on_error(backtest_chunk_lost.s(str(backtest.pk)).set(**options)))


def _in_thread(backtest_id: str) -> None:
    close_old_connections()
    try:
        run_backtest_task.apply(args=(backtest_id,))
    finally:
        connection.close()


def start_backtest(backtest: Backtest) -> None:
    """Queue the backtest once the transaction commits. With eager Celery (the demo) it runs in
    a thread beside the request, so the admin's progress bar still has something to watch."""
    backtest_id = str(backtest.pk)

    def send() -> None:
        try:
            if run_backtest_task.app.conf.task_always_eager:
                threading.Thread(target=_in_thread, args=(backtest_id,), name=f"backtest-{backtest_id[:8]}",
                                 daemon=True).start()
            else:
                run_backtest_task.apply_async((backtest_id,), queue=agentproc_settings.BACKTEST_QUEUE or None)
        except Exception as exc:  # noqa: BLE001 - broker down: say so instead of leaving it queued
            logger.exception("could not queue backtest %s", backtest_id)
            Backtest.objects.filter(pk=backtest_id, status=BacktestStatus.QUEUED).update(
                status=BacktestStatus.FAILED, finished_at=timezone.now(), error=f"Could not queue the backtest: {exc}")

    transaction.on_commit(send)


def active_backtests() -> Any:
    """Backtests that hold a place: queued or running, and not asked to stop (a cancelled one
    frees its place at once, also when the worker that ran it is gone)."""
    return Backtest.objects.filter(status__in=(BacktestStatus.QUEUED, BacktestStatus.RUNNING),
                                   cancel_requested_at__isnull=True)


def admit_backtest(user: Any) -> None:
    """Refuse a new backtest of ``user`` over ``AGENTPROC["BACKTEST_LIMITS"]`` (``BacktestLimitReached``).
    Call it in the transaction that creates the backtest: on PostgreSQL it holds a lock that
    makes concurrent starts count one after the other."""
    limits = agentproc_settings.BACKTEST_LIMITS or {}
    if not limits.get("user") and not limits.get("total"):
        return
    if connections[Backtest.objects.db].vendor == "postgresql":
        with connections[Backtest.objects.db].cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(hashtext('agentproc.backtest.start'))")
    active = active_backtests()
    per_user, total = limits.get("user"), limits.get("total")
    if per_user and user is not None and active.filter(created_by=user).count() >= per_user:
        raise BacktestLimitReached(
            f"You have {per_user} backtest(s) queued or running, as many as allowed; wait for one to finish "
            "or cancel one.", code="backtest_limit_user")
    if total and active.count() >= total:
        raise BacktestLimitReached(
            f"{total} backtests are queued or running, as many as allowed at once; try again when one has "
            "finished.", code="backtest_limit_total")


def cancel_backtest(backtest: Backtest) -> bool:
    """Ask a backtest to stop: a queued one is cancelled now, a running one at its next batch."""
    now = timezone.now()
    if Backtest.objects.filter(pk=backtest.pk, status=BacktestStatus.QUEUED).update(
            status=BacktestStatus.CANCELLED, cancel_requested_at=now, finished_at=now):
        return True
    return bool(Backtest.objects.filter(pk=backtest.pk, status=BacktestStatus.RUNNING).update(cancel_requested_at=now))


def purge_backtests(now: Any) -> int:
    """Backtests (and their results) older than their agent's retention; called by ``purge_expired``."""
    from datetime import timedelta

    from ..models import Agent

    purged = 0
    for agent in Agent.objects.filter(retention_days__isnull=False):
        old = Backtest.objects.filter(agent=agent, created_at__lt=now - timedelta(days=agent.retention_days)).exclude(
            status__in=(BacktestStatus.QUEUED, BacktestStatus.RUNNING))
        purged += old.delete()[1].get(Backtest._meta.label, 0)
    return purged
