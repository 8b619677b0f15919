"""A committed violation queues its notice (webhook / email): a ``post_save`` receiver for
rows saved one by one, and ``violations_created`` for rows written with ``bulk_create``
(which sends no signals)."""
from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Any

from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver

from .models import Violation


def _enqueue_notice(violation_id: int) -> None:
    from .tasks import notify_violation

    notify_violation.delay(violation_id)


def violations_created(violations: Iterable[Violation]) -> None:
    """Queue notices for new violation rows, after the surrounding transaction commits
    (never for a rolled-back one), for agents with a webhook or someone to email."""
    from .notifications import wants_notice

    watched: dict[int, bool] = {}
    for violation in violations:
        if violation.pk is None:
            continue  # bulk_create without returned keys (not on PostgreSQL / SQLite >= 3.35)
        if violation.agent_id not in watched:
            watched[violation.agent_id] = wants_notice(violation.agent)
        if watched[violation.agent_id]:
            transaction.on_commit(partial(_enqueue_notice, violation.pk), robust=True)


@receiver(post_save, sender=Violation, dispatch_uid="agentproc.violation_notice")
def queue_violation_notice(sender: type[Violation], instance: Violation, created: bool, **kwargs: Any) -> None:
    """A violation saved on its own queues ``agentproc.notify_violation`` (see above)."""
    if created and not kwargs.get("raw"):
        violations_created([instance])
