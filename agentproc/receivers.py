"""A committed violation queues its notice (webhook / email): a ``post_save`` receiver for
rows saved one by one, and a ``violations_created`` receiver for rows written with
``bulk_create`` (which sends no ``post_save``). Connected in ``AgentprocConfig.ready()``."""
from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Any

from django.db import transaction
from django.db.models.signals import post_save
from .models import Violation
from .signals import violations_created


def _enqueue_notice(violation_id: int) -> None:
    from .tasks import notify_violation

    notify_violation.delay(violation_id)


def queue_notices(violations: Iterable[Violation]) -> None:
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


def queue_violation_notice(sender: type[Violation], instance: Violation, created: bool, **kwargs: Any) -> None:
    """A violation saved on its own queues ``agentproc.notify_violation`` (see above)."""
    if created and not kwargs.get("raw"):
        queue_notices([instance])


def queue_bulk_notices(sender: Any, violations: Iterable[Violation], **kwargs: Any) -> None:
    """Violations written together by a finished turn queue their notices (see above)."""
    queue_notices(violations)


def connect() -> None:
    """Called from ``AgentprocConfig.ready()``."""
    post_save.connect(queue_violation_notice, sender=Violation, dispatch_uid="agentproc.violation_notice")
    violations_created.connect(queue_bulk_notices, dispatch_uid="agentproc.violation_bulk_notice")
