"""Celery tasks; names are explicit and stable (``agentproc.<name>``), so routing and the
beat schedule do not depend on module paths.

- ``agentproc.run_turn(run_id, sealed)``: runs a prepared (queued) turn in a worker (``sealed``:
  its message, encrypted, see ``intake.seal``; ``send_turn(run)`` queues it) and publishes
  each chunk to the conversation's channel-layer group (``{"type", "chunk", "run"}``), so
  websocket clients see it. ``turns.request_cancel(run_id)`` stops it.
  Safe to retry: ``acks_late``, and the turn's atomic claim (queued → running) means a
  redelivered message never runs a turn twice.
- ``agentproc.notify_violation(violation_id)``: webhook POST (retried with exponential
  backoff up to the agent's ``webhook_max_retries``; never to an internal address, never
  after a redirect: see ``agentproc.webhooks``) and an email to the agent's contacts.
- ``agentproc.purge_expired()``: deletes conversations older than their agent's retention.
- ``agentproc.reap_stale_runs()``: marks failed the runs a dead worker left "running" and
  publishes an ``error`` chunk for each, so a websocket waiting on one stops being busy.
"""
from __future__ import annotations

import logging
from typing import Any

from asgiref.sync import async_to_sync
from celery import shared_task
from django.db import transaction
from django.utils import timezone

from . import notifications, turns, webhooks
from .backtest.tasks import purge_backtests, reap_stale_backtests, run_backtest_task  # noqa: F401 - registers agentproc.run_backtest
from .exceptions import RunAlreadyClaimed, TurnUnreadable
from .events import ChunkPublisher, chunk_event, conversation_group
from .models import Run, RunStatus, Violation
from .turns.notices import public_error
from .turns import Intake, retention, seal, unseal

logger = logging.getLogger("agentproc.tasks")


def send_turn(run: Run) -> None:
    """Queue ``prepare_turn``'s run for a worker, its message sealed (encrypted) in the task."""
    intake = getattr(run, "intake", None)
    run_turn.delay(str(run.pk), seal(intake.message) if intake is not None else None)


def enqueue_turn(run: Run) -> None:
    """Hand a prepared run to a worker once the current transaction commits (the worker
    must see the run). If the broker cannot take it, the run is marked failed, not left queued."""
    run_id = str(run.pk)

    def send() -> None:
        try:
            send_turn(run)
        except Exception:  # noqa: BLE001 - broker down: say so on the run instead of hanging
            logger.exception("could not queue run %s", run_id)
            Run.objects.filter(pk=run_id, status=RunStatus.QUEUED).update(
                status=RunStatus.FAILED, finish_reason="error", error="Could not queue the turn for a worker.",
                finished_at=timezone.now(), notice_code="not_queued",
            )

    transaction.on_commit(send)


async def _execute(run_id: str, group: str | None, intake: Any) -> Any:
    from channels.layers import get_channel_layer

    layer = get_channel_layer()
    publisher = ChunkPublisher(layer, group, run_id) if layer is not None and group is not None else None
    try:
        # watch_cancel: turns.request_cancel (e.g. the websocket's "cancel") stops this turn.
        # user_message: the widget's user-message frame goes to the group once the input is stored.
        return await turns.aexecute_turn(run_id, on_chunk=publisher.publish if publisher else None,
                                         watch_cancel=True, intake=intake, user_message=True)
    finally:
        if publisher is not None:
            await publisher.flush()  # the loop ends with this call: nothing may stay pending


@shared_task(name="agentproc.run_turn", acks_late=True, ignore_result=False)
def run_turn(run_id: str, sealed: str | None = None) -> dict[str, Any]:
    """Run the queued turn ``run_id`` (``sealed``: its message, see ``intake.seal``); chunks
    go to ``conversation_group(conversation)``."""
    conversation_id = Run.objects.filter(pk=run_id).values_list("conversation_id", flat=True).first()
    if conversation_id is None and not Run.objects.filter(pk=run_id).exists():
        logger.warning("run %s does not exist (deleted before a worker got to it)", run_id)
        return {"runId": run_id, "status": "missing"}
    group = conversation_group(conversation_id) if conversation_id else None
    try:
        intake = Intake(unseal(sealed)) if sealed else None
    except TurnUnreadable as exc:
        return _fail_unreadable(run_id, group, exc)
    try:
        result = async_to_sync(_execute)(str(run_id), group, intake)
    except RunAlreadyClaimed:
        # A redelivered message (acks_late) or a second worker: the first one owns the run.
        logger.info("run %s was already claimed; not running it again", run_id)
        return {"runId": run_id, "status": "skipped"}
    return {"runId": run_id, "status": result.status, "finishReason": result.finish_reason}


#: What an admin reads on a run whose queued message no key opened (the visitor reads the error's message).
UNREADABLE_ERROR = ("No encryption key opens this turn's message: it was sealed with a key no longer listed in "
                    'AGENTPROC["ENCRYPTION_KEYS"] (or, with that setting unset, before SECRET_KEY changed).')


def _fail_unreadable(run_id: str, group: str | None, exc: TurnUnreadable) -> dict[str, Any]:
    """A turn whose message no key opens (the keys changed while it was queued): it fails now,
    and its socket hears so at once instead of waiting for the queued-run reaper."""
    from channels.layers import get_channel_layer

    from .runtime.chunks import chunk

    logger.error("run %s: %s", run_id, UNREADABLE_ERROR)
    failed = Run.objects.filter(pk=run_id, status=RunStatus.QUEUED).update(
        status=RunStatus.FAILED, finish_reason="error", error=UNREADABLE_ERROR, finished_at=timezone.now(),
        notice_code=exc.code)
    layer = get_channel_layer() if failed and group is not None else None
    if layer is not None:
        error = chunk("error", run_id, public_error(exc.code))
        try:
            async_to_sync(layer.group_send)(group, chunk_event(error, run_id))
        except Exception:  # noqa: BLE001 - the run is marked failed either way (the socket looks it up)
            logger.warning("could not announce the unreadable run %s", run_id, exc_info=True)
    return {"runId": run_id, "status": "failed" if failed else "skipped", "error": exc.code}


@shared_task(name="agentproc.notify_violation", bind=True, acks_late=True)
def notify_violation(self: Any, violation_id: int, channels: list[str] | None = None) -> dict[str, Any]:
    """Tell the agent's webhook and contacts about a violation. Only the webhook is retried
    (``channels=["webhook"]`` on retries), so nobody gets the same email twice."""
    channels = list(channels or ("webhook", "email"))
    violation = Violation.objects.select_related("agent").filter(pk=violation_id).first()
    if violation is None:
        return {"violation": violation_id, "status": "missing"}
    outcome: dict[str, Any] = {"violation": violation_id}
    if "email" in channels:
        outcome["emailed"] = notifications.send_violation_email(violation)
    if "webhook" in channels and violation.agent.webhook_url:
        try:
            outcome["webhookStatus"] = notifications.post_webhook(violation)
        except webhooks.WebhookRefused as exc:
            # Another try would go to the same place: say why once, retry nothing.
            logger.error("violation %s: webhook refused (%s): %s", violation_id, exc.code, exc)
            outcome["webhookStatus"] = "refused"
            return outcome
        except notifications.WebhookError as exc:
            retries, limit = self.request.retries, violation.agent.webhook_max_retries
            if retries >= limit:
                logger.error("violation %s: webhook gave up after %d attempt(s): %s", violation_id, retries + 1, exc)
                outcome["webhookStatus"] = "failed"
                return outcome
            raise self.retry(
                exc=exc, countdown=notifications.backoff_seconds(retries), max_retries=limit,
                kwargs={"violation_id": violation_id, "channels": ["webhook"]},
            ) from exc
    return outcome


@shared_task(name="agentproc.purge_expired")
def purge_expired() -> dict[str, int]:
    """Delete conversations not updated for their agent's ``retention_days`` (their messages
    go with them; runs and violations stay for the audit, with the stored input and output
    text of those runs blanked), in short transactions of ``AGENTPROC["PURGE_BATCH_SIZE"]``
    conversations (``turns.retention``: resumable, progress in this module's logger). Returns
    conversations deleted per agent slug."""
    now = timezone.now()
    purged = retention.purge_expired(now)
    purge_backtests(now)  # their results went with the conversations; the backtests follow retention too
    if any(purged.values()):
        logger.info("purged expired conversations: %s", purged)
    return purged


@shared_task(name="agentproc.reap_stale_runs")
def reap_stale_runs() -> int:
    """Mark failed the runs still "running" with no heartbeat (or start) for
    ``AGENTPROC["STALE_RUN_SECONDS"]`` (their process died) and the runs nothing claimed for
    ``STALE_QUEUED_SECONDS``. Each gets an ``error`` chunk in its conversation's group
    (listeners waiting for its end stop), and the backtests whose workers died
    (``AGENTPROC["BACKTEST_STALE_SECONDS"]``). Returns how many runs. See ``agentproc.turns.reaper``."""
    reaped = turns.reap_stale_runs()
    reap_stale_backtests()
    return reaped

