"""The retention purge: conversations not updated for their agent's ``retention_days`` are
deleted in batches of ``AGENTPROC["PURGE_BATCH_SIZE"]``, each batch its own short transaction.

A batch is a fixed number of statements whatever its size: one SELECT of the next conversations
(oldest first, by ``(updated_at, id)`` after the previous batch's last; on PostgreSQL ``FOR
UPDATE SKIP LOCKED``, so a turn starting in one of them is neither waited for nor purged under),
``erasure.erase_conversations`` (what the per-conversation ``pre_delete`` receivers do, set-based:
the runs' input and output blanked, the quotations of tripwires and violations blanked, the cache
entries forgotten after the commit), and the delete itself (messages and backtest results with
them, runs and violations kept for the audit), with the per-conversation receivers skipped
(``erasure.bulk_erasure``). A conversation with a queued or running turn is never purged.

Resumable: a batch that fails rolls back alone; the batches before it stay done, and the next
purge starts again from what is left (deleted conversations are gone, so nothing is repeated).
Progress goes to the ``agentproc.tasks`` logger (batches and conversations so far)."""
from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.db.models import Q

from ..conf import agentproc_settings
from ..models import LIVE_STATUSES, Agent, Conversation
from .erasure import bulk_erasure, erase_conversations

logger = logging.getLogger("agentproc.tasks")


def expired(agent: Agent, now: datetime) -> Any:
    """The conversations of ``agent`` the purge deletes: not updated for its retention, no live turn."""
    return Conversation.objects.filter(agent=agent, updated_at__lt=now - timedelta(days=agent.retention_days)).exclude(
        runs__status__in=LIVE_STATUSES)


def purge_batch(agent: Agent, now: datetime, after: tuple[datetime, Any] | None, size: int) -> tuple[int, Any]:
    """Delete the next ``size`` expired conversations of ``agent`` after the keyset ``after``, in
    one transaction. Returns how many, and the keyset of the last one (None when none was left)."""
    with transaction.atomic():
        batch = expired(agent, now).select_for_update(skip_locked=True)
        if after is not None:
            updated_at, pk = after
            batch = batch.filter(Q(updated_at__gt=updated_at) | Q(updated_at=updated_at, pk__gt=pk))
        rows = list(batch.order_by("updated_at", "pk").values_list("updated_at", "pk")[:size])
        if not rows:
            return 0, None
        ids = [pk for _updated_at, pk in rows]
        with bulk_erasure():
            erase_conversations(ids)
            _count, per_model = Conversation.objects.filter(pk__in=ids).delete()
        return per_model.get(Conversation._meta.label, 0), rows[-1]


def purge_agent(agent: Agent, now: datetime, size: int | None = None) -> int:
    """Purge ``agent``'s expired conversations batch by batch; returns how many were deleted."""
    size = size or agentproc_settings.PURGE_BATCH_SIZE
    deleted, batches, after = 0, 0, None
    while True:
        try:
            count, after = purge_batch(agent, now, after, size)
        except Exception:
            logger.exception("purge of %s stopped in batch %d after %d conversation(s); the next purge goes on",
                             agent.slug, batches + 1, deleted)
            raise
        if after is None:
            return deleted
        deleted, batches = deleted + count, batches + 1
        logger.info("purge of %s: batch %d, %d conversation(s) so far", agent.slug, batches, deleted)


def purge_expired(now: datetime, size: int | None = None) -> dict[str, int]:
    """Purge every agent with a retention; returns the conversations deleted per agent slug."""
    return {agent.slug: purge_agent(agent, now, size) for agent in Agent.objects.filter(retention_days__isnull=False)}
