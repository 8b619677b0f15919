"""A committed violation queues its notice (webhook / email): a ``post_save`` receiver for
rows saved one by one, and a ``violations_created`` receiver for rows written with
``bulk_create`` (which sends no ``post_save``). A deleted conversation cancels its live turns
and leaves no copy of its text (``turns.erasure``).
Connected in ``AgentprocConfig.ready()``."""
from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Any

from django.db import transaction
from django.db.models.signals import post_save, pre_delete
from django.utils import timezone

from .models import LIVE_STATUSES, Conversation, Run, Violation
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


def cancel_turns_of_deleted(sender: type[Conversation], instance: Conversation, **kwargs: Any) -> None:
    """A conversation deleted while a turn runs in it: once the delete commits, the turn is
    cancelled wherever it runs (a worker through ``request_cancel``, a websocket's own turn
    through the conversation's group) instead of streaming on into a deleted conversation.
    The retention purge's batches (``turns.erasure.bulk_erasure``) skip it: they never delete a
    conversation with a live turn."""
    from .turns.erasure import erasing_in_bulk

    if erasing_in_bulk():
        return
    live = Run.objects.filter(conversation=instance, status__in=LIVE_STATUSES)
    # Flagged in the delete's transaction. A write before any read: on SQLite a transaction
    # that read first cannot always take the write lock (the delete would fail "locked").
    if live.update(cancel_requested_at=timezone.now()):
        runs = [str(pk) for pk in live.values_list("pk", flat=True)]
        transaction.on_commit(partial(_cancel_turns, instance.pk, runs), robust=True)


def _cancel_turns(conversation_id: Any, runs: list[str]) -> None:
    from asgiref.sync import async_to_sync
    from channels.layers import get_channel_layer

    from . import turns
    from .events import CONVERSATION_DELETED_EVENT, conversation_group

    for run in runs:
        turns.request_cancel(run)
    layer = get_channel_layer()
    if layer is not None:
        async_to_sync(layer.group_send)(conversation_group(conversation_id),
                                        {"type": CONVERSATION_DELETED_EVENT, "runs": runs})


def connect() -> None:
    """Called from ``AgentprocConfig.ready()``."""
    post_save.connect(queue_violation_notice, sender=Violation, dispatch_uid="agentproc.violation_notice")
    violations_created.connect(queue_bulk_notices, dispatch_uid="agentproc.violation_bulk_notice")
    from .turns.erasure import erase_conversation

    pre_delete.connect(cancel_turns_of_deleted, sender=Conversation, dispatch_uid="agentproc.conversation_deleted")
    pre_delete.connect(erase_conversation, sender=Conversation, dispatch_uid="agentproc.conversation_erased")
