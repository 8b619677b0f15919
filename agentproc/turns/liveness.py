"""While a turn runs: keep its heartbeat fresh and listen for requests to cancel it; and
the requests themselves (``request_cancel``), and the end of a turn that never began."""
from __future__ import annotations

import asyncio
import logging
from typing import Any

from asgiref.sync import async_to_sync, sync_to_async
from django.utils import timezone

from ..conf import agentproc_settings
from ..inputs import as_uuid
from ..models import LIVE_STATUSES, Run, RunStatus
from .intake import NOT_STORED_NOTE
from ..db.reconnect import drop_if_broken

logger = logging.getLogger("agentproc")

#: The runs this process is executing now (the reaper closes them if the process shuts down).
LIVE_RUNS: set[str] = set()


class StopSignal(asyncio.Event):
    """A turn's abort signal that also says why it was stopped: ``reason`` is stored as the
    cancelled run's ``notice_code`` (``turns.notices.DISCONNECTED`` when the visitor's connection
    dropped; blank when the visitor stopped the reply)."""

    reason = ""


async def heartbeat(run_id: Any) -> None:
    """Refresh ``Run.heartbeat_at`` every HEARTBEAT_SECONDS while the turn runs (also during a
    slow model call or tool), so the stale-run reaper leaves a live run alone. The run is in
    ``LIVE_RUNS`` until this task is cancelled (the turn's end)."""
    interval = float(agentproc_settings.HEARTBEAT_SECONDS or 0)
    LIVE_RUNS.add(str(run_id))
    try:
        if interval <= 0:
            await asyncio.get_running_loop().create_future()  # no beats: just stay registered
        while True:
            await asyncio.sleep(interval)
            try:
                await Run.objects.filter(pk=run_id, status=RunStatus.RUNNING).aupdate(heartbeat_at=timezone.now())
            except Exception:  # noqa: BLE001 - a missed beat must not disturb the turn
                logger.warning("could not refresh the heartbeat of run %s", run_id, exc_info=True)
                await sync_to_async(drop_if_broken)()  # the next beat (and the turn's end) reconnect
    finally:
        LIVE_RUNS.discard(str(run_id))


async def watch_cancel_requests(run_id: Any, abort_signal: Any) -> None:
    """Set ``abort_signal`` once the run is asked to stop: a cancel event on
    ``run_group(run_id)`` (at once) or ``Run.cancel_requested_at`` (checked every
    CANCEL_POLL_SECONDS, also covering a request made before the group was joined)."""
    from channels.layers import DEFAULT_CHANNEL_LAYER, InMemoryChannelLayer, channel_layers, get_channel_layer

    from ..events import CANCEL_EVENT, run_group

    interval = max(float(agentproc_settings.CANCEL_POLL_SECONDS or 0.5), 0.05)
    layer, channel, listen, own = get_channel_layer(), None, None, False
    try:
        if layer is not None:
            try:
                if not isinstance(layer, InMemoryChannelLayer):
                    # A layer instance of its own: cancelling a receive() on the shared one can
                    # lose a message popped for another channel (channels_redis' receive loop).
                    layer, own = channel_layers.make_backend(DEFAULT_CHANNEL_LAYER), True
                channel = await layer.new_channel()
                await layer.group_add(run_group(run_id), channel)
                listen = asyncio.ensure_future(layer.receive(channel))
            except Exception:  # noqa: BLE001 - the database flag still works without a layer
                logger.warning("run %s: cannot listen for cancel events", run_id, exc_info=True)
                channel = None
        while not abort_signal.is_set():
            try:
                if await Run.objects.filter(pk=run_id, cancel_requested_at__isnull=False).aexists():
                    break
            except Exception:  # noqa: BLE001 - a missed check must not disturb the turn
                logger.warning("run %s: could not check for a cancel request", run_id, exc_info=True)
            if listen is None:
                await asyncio.sleep(interval)
                continue
            done, _ = await asyncio.wait([listen], timeout=interval)
            if listen in done:
                message = listen.result() if not listen.exception() else {}
                if message.get("type") == CANCEL_EVENT:
                    break
                listen = asyncio.ensure_future(layer.receive(channel)) if not listen.exception() else None
        abort_signal.set()
    finally:
        if listen is not None and not listen.done():
            listen.cancel()
            await asyncio.wait([listen], timeout=1)
        if channel is not None:
            try:
                await layer.group_discard(run_group(run_id), channel)
            except Exception:  # noqa: BLE001
                logger.debug("run %s: could not leave its group", run_id, exc_info=True)
        if own and hasattr(layer, "close_pools"):
            try:
                await layer.close_pools()
            except Exception:  # noqa: BLE001
                logger.debug("run %s: could not close its channel layer", run_id, exc_info=True)


# -- ending a turn from outside: cancel requests, a turn that never began ---------------


def end_unstarted(run_id: Any, reason: str = "") -> None:
    """End a live run whose turn never began (cancelled before its first step): ``cancelled``,
    with the note that its message was not stored unless the claim stored it (an agent
    without input processors: out of the context, as for any run that did not complete).
    ``reason``: its ``notice_code`` (``StopSignal.reason``)."""
    pk, now = as_uuid(run_id), timezone.now()
    stored = Run.objects.filter(pk=pk, messages__role="user").exists()
    Run.objects.filter(pk=pk, status__in=LIVE_STATUSES).update(
        status=RunStatus.CANCELLED, finish_reason="other", error="" if stored else NOT_STORED_NOTE,
        finished_at=now, heartbeat_at=now, notice_code=reason)


aend_unstarted = sync_to_async(end_unstarted)


def last_chunk(run_id: Any) -> dict[str, Any] | None:
    """The last chunk of run ``run_id`` as visitors see it, made from its row once it has
    ended (None while it is queued or running): for a socket whose relayed last chunk never
    came (``websocket.consumer.ChatConsumer.watch_relay``)."""
    from .notices import DEFAULT_BLOCK_MESSAGE, public_error, public_tripwire
    from ..runtime.chunks import chunk

    pk = as_uuid(run_id)
    row = Run.objects.filter(pk=pk).values("status", "finish_reason", "usage", "tripwire",
                                           "notice_code").first() if pk else None
    if row is not None and row["status"] in LIVE_STATUSES:
        return None
    status, run = (row["status"] if row else RunStatus.FAILED), str(pk or run_id)
    if status == RunStatus.COMPLETED:
        return chunk("finish", run, {"finishReason": row["finish_reason"] or "stop", "usage": row["usage"] or {}})
    if status == RunStatus.TRIPWIRE:
        return chunk("tripwire", run, public_tripwire(row["tripwire"])
                     or {"reason": DEFAULT_BLOCK_MESSAGE, "processorId": None})
    if status == RunStatus.CANCELLED:
        return chunk("abort", run, {"reason": "cancelled"})
    # Failed (or gone): the coded error the run stored (the one its error chunk carried).
    return chunk("error", run, public_error((row["notice_code"] if row else "") or "internal_error"))


alast_chunk = sync_to_async(last_chunk)


def _mark_cancel(run_id: Any, reason: str = "") -> tuple[str, Any]:
    """Flag the run for cancelling. A queued run (no worker has it yet) is cancelled here and
    then; a running one is flagged for its worker (``reason`` is its ``notice_code`` then, kept
    when it ends cancelled). Returns ``("queued"|"running"|"", conversation_id)``."""
    pk = as_uuid(run_id)
    if pk is None:
        return "", None
    now = timezone.now()
    conversation_id = Run.objects.filter(pk=pk).values_list("conversation_id", flat=True).first()
    if Run.objects.filter(pk=pk, status=RunStatus.QUEUED).update(
        status=RunStatus.CANCELLED, finish_reason="other", cancel_requested_at=now, finished_at=now, heartbeat_at=now,
        error=NOT_STORED_NOTE, notice_code=reason,
    ):
        return RunStatus.QUEUED, conversation_id
    if Run.objects.filter(pk=pk, status=RunStatus.RUNNING).update(cancel_requested_at=now, notice_code=reason):
        return RunStatus.RUNNING, conversation_id
    return "", conversation_id


async def _announce_cancel(run_id: Any, kind: str, conversation_id: Any) -> None:
    from channels.layers import get_channel_layer

    from ..events import CANCEL_EVENT, chunk_event, conversation_group, run_group
    from ..runtime.chunks import chunk

    layer = get_channel_layer()
    if layer is None or not kind:
        return
    try:
        if kind == RunStatus.RUNNING:
            await layer.group_send(run_group(run_id), {"type": CANCEL_EVENT, "run": str(run_id)})
        elif conversation_id is not None:
            # No worker will run it: tell the listeners the turn is over.
            abort = chunk("abort", str(run_id), {"reason": "cancelled"})
            await layer.group_send(conversation_group(conversation_id), chunk_event(abort, run_id))
    except Exception:  # noqa: BLE001 - the worker still polls the flag
        logger.warning("run %s: could not announce the cancel", run_id, exc_info=True)


async def arequest_cancel(run_id: Any, reason: str = "") -> bool:
    """Ask the turn ``run_id`` to stop, wherever it runs: a running run is flagged
    (``Run.cancel_requested_at``) and its worker told through ``run_group(run_id)``; it ends
    ``cancelled`` with what it produced stored. A queued run is cancelled at once (an
    ``abort`` chunk goes to the conversation group). False when the run is not live.
    ``reason``: the run's ``notice_code`` (``StopSignal.reason``)."""
    kind, conversation_id = await sync_to_async(_mark_cancel)(run_id, reason)
    await _announce_cancel(run_id, kind, conversation_id)
    return bool(kind)


def request_cancel(run_id: Any) -> bool:
    """``arequest_cancel`` for synchronous callers."""
    return async_to_sync(arequest_cancel)(run_id)
