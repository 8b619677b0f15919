"""The chat socket's side of turns run by a Celery worker (``RUN_IN_WORKER``): handing the run
over, waiting for its end to be stored, noticing a relayed last chunk that the channel layer
lost, and asking the worker to stop. Mixed into ``consumer.ChatConsumer``."""
from __future__ import annotations

import asyncio
import logging
from typing import Any

from channels.db import database_sync_to_async

from .. import turns
from ..conf import agentproc_settings
from ..turns.notices import error_message

logger = logging.getLogger("agentproc.consumers")

#: How long a message sent on seeing a worker's last chunk waits for that run's end to be
#: stored (and, in ``consumer``, cancel/disconnect for a cancelled run to store its reply).
STORE_GRACE_SECONDS = 10.0
#: How often that message looks again whether the worker has stored the end.
STORED_POLL_SECONDS = 0.02

#: The run's last chunk made from its row, None while it is live; through
#: ``database_sync_to_async``, which closes stale connections (no trip before the message does).
_last_chunk = database_sync_to_async(turns.last_chunk)


class WorkerTurns:
    """What ``ChatConsumer`` does for a turn a worker runs; the consumer keeps ``run_id``,
    ``final_sent``, ``relayed_at``, ``stored_end`` and ``ended`` and sends the frames."""

    run_id: str | None
    final_sent: bool
    relayed_at: float
    stored_end: dict[str, Any] | None
    ended: str | None
    channel_layer: Any
    channel_name: str
    send_frame: Any  # the consumer's
    send_error: Any

    async def wait_until_stored(self, run_id: str) -> None:
        """Wait (at most ``STORE_GRACE_SECONDS``) until the database holds the end of run
        ``run_id``, whose last chunk a worker relayed: a message sent on seeing it is then
        queued, not refused ``busy`` for the moment the worker takes to store the end."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + STORE_GRACE_SECONDS
        while await _last_chunk(run_id) is None and loop.time() < deadline:
            await asyncio.sleep(STORED_POLL_SECONDS)
        self.ended = run_id

    async def enqueue(self, prepared: Any) -> None:
        from ..models import Run, RunStatus
        from ..tasks import enqueue_turn

        run_id = str(prepared.pk)
        await database_sync_to_async(enqueue_turn)(prepared)
        run = await Run.objects.filter(pk=run_id).values("status", "started_at").afirst()
        if run and run["status"] == RunStatus.FAILED and run["started_at"] is None and not self.final_sent:
            self.final_sent = True  # the broker did not take it: nothing will come from a worker
            await self.send_error("run_failed", error_message("not_queued"))  # the code the run stored

    async def watch_relay(self) -> None:
        """RUN_IN_WORKER: the turn's chunks come through the channel layer, which can lose some
        (a Redis restarted mid-turn forgets the group; a full channel drops). While no chunk of
        the run came for ``RELAY_CHECK_SECONDS``, look the run up. Once it has ended, its last
        chunk went to the layer before its end was stored: a check sent now to this socket's
        own channel queues behind it. If the check comes first (``agentproc_relay_check``),
        the last chunk was lost: it is sent from the row, after a ``reply_incomplete`` notice.
        A backlog only delays both, so a slow relay is never taken for a lost one."""
        interval = float(agentproc_settings.RELAY_CHECK_SECONDS or 0)
        if interval <= 0:
            return
        loop, wait = asyncio.get_running_loop(), interval
        while not self.final_sent:  # disconnect() cancels it
            await asyncio.sleep(wait)
            run_id = self.run_id
            if self.final_sent or run_id is None:
                return
            if loop.time() - self.relayed_at < interval:
                wait = interval  # still streaming
                continue
            wait = min(wait * 2, 60.0)  # queued behind other turns, streaming slowly, or relayed late
            try:
                last = await turns.alast_chunk(run_id)
            except Exception:  # noqa: BLE001 - e.g. the database is down: look again later
                logger.warning("agentproc: could not look up run %s", run_id, exc_info=True)
                continue
            if last is None or self.final_sent or run_id != self.run_id:
                continue
            self.stored_end = last
            try:
                await self.channel_layer.send(self.channel_name, {"type": "agentproc.relay_check", "run": run_id})
            except Exception:  # noqa: BLE001 - the layer is down: nothing more comes through it
                await self.end_from_row(run_id)

    async def agentproc_relay_check(self, event: dict[str, Any]) -> None:
        """``watch_relay``'s check came back before the run's last chunk: that one was lost."""
        await self.end_from_row(event.get("run"))

    async def end_from_row(self, run_id: str | None) -> None:
        last = self.stored_end
        if self.final_sent or last is None or run_id != self.run_id or last.get("runId") != run_id:
            return
        self.final_sent = True
        logger.warning("agentproc: the end of run %s never came through the channel layer", run_id)
        await self.send_frame({"type": "notice", "payload": {"code": "reply_incomplete", "message": (
            "Part of this reply did not reach this page; reload it to see the reply as stored.")}})
        await self.send_frame(last)

    async def cancel_elsewhere(self, reason: str = "") -> bool:
        """Ask the worker running this socket's turn to stop; False if it is not live.
        ``reason``: why (``notices.DISCONNECTED``: the socket closed), stored on the run."""
        if self.run_id is None:
            return False
        try:
            return await turns.arequest_cancel(self.run_id, reason)
        except Exception:  # noqa: BLE001 - e.g. the database is down
            logger.warning("agentproc: could not cancel run %s", self.run_id, exc_info=True)
            return False
