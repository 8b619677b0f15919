"""A deleted conversation leaves no copy of its text behind.

Whoever deletes it — ``DELETE /api/conversations/<id>/``, the admin (one or a selection),
``Conversation.objects.filter(...).delete()`` in a shell — Django sends ``pre_delete`` for it,
and ``erase_conversation`` runs in the delete's transaction (the retention purge does the same
for a batch at once, see below):

- its messages and backtest results go with it (foreign keys with ``CASCADE``);
- its runs stay for the audit (status, timings, usage, violations without their text) with
  ``Run.input`` and ``Run.output_text`` blanked; a turn still running when the delete commits
  ends ``cancelled`` without storing either (``persistence.finish_run``);
- what the runs' tripwires and violations quote of the text (the injection detector's
  ``excerpt`` of each signal, its judge's ``reason``) is blanked; rule names, scores, counts and
  masked matches stay;
- once the delete commits, the response-cache entries the conversation wrote or read
  (``response_cache.forget_conversations``).

The retention purge deletes conversations by the hundred (``turns.retention``): inside
``bulk_erasure()`` the per-conversation receivers step aside and ``erase_conversations(ids)``
does the same for a whole batch in a fixed number of statements, whatever the batch's size."""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import partial
from typing import Any

from django.db import transaction

from ..models import Conversation, Run, Violation
from .response_cache import forget_conversations


#: Keys under which a finding's detail quotes the text it was found in.
QUOTING_KEYS = frozenset({"excerpt"})

#: True while a batch is erased set-based (``bulk_erasure``): the per-object receivers do nothing.
_in_bulk: ContextVar[bool] = ContextVar("agentproc_bulk_erasure", default=False)


@contextmanager
def bulk_erasure() -> Iterator[None]:
    """Conversations deleted in this block were erased by ``erase_conversations`` already: the
    ``pre_delete`` receivers (this module's and ``receivers.cancel_turns_of_deleted``) skip them."""
    token = _in_bulk.set(True)
    try:
        yield
    finally:
        _in_bulk.reset(token)


def erasing_in_bulk() -> bool:
    """Whether the current delete is a batch already erased by ``erase_conversations``."""
    return _in_bulk.get()


def erase_conversations(ids: Sequence[Any]) -> None:
    """What ``erase_conversation`` does, for every conversation of ``ids`` at once: one UPDATE
    of their runs, one SELECT each of the runs' tripwires and violations that quote text, one
    bulk UPDATE each of those that do, and one forget of their cache entries after the commit.
    Call it in the transaction that deletes them (within ``bulk_erasure``)."""
    if not ids:
        return
    runs = Run.objects.filter(conversation_id__in=ids)
    runs.update(input=None, output_text="")
    quoting_runs = [Run(pk=pk, tripwire=unquoted(tripwire))
                    for pk, tripwire in runs.filter(tripwire__isnull=False).values_list("pk", "tripwire")
                    if unquoted(tripwire) != tripwire]
    if quoting_runs:
        Run.objects.bulk_update(quoting_runs, ["tripwire"])
    quoting = [Violation(pk=pk, metadata=unquoted(metadata))
               for pk, metadata in Violation.objects.filter(run__conversation_id__in=ids, metadata__isnull=False)
               .values_list("pk", "metadata") if unquoted(metadata) != metadata]
    if quoting:
        # An UPDATE (bulk_update's), as for one conversation: the append-only rows stay.
        Violation.objects.bulk_update(quoting, ["metadata"])
    transaction.on_commit(partial(forget_conversations, list(ids)), robust=True)


def erase_conversation(sender: type[Conversation], instance: Conversation, **kwargs: Any) -> None:
    """``pre_delete`` receiver of Conversation (see the module)."""
    if erasing_in_bulk():
        return
    runs = Run.objects.filter(conversation_id=instance.pk)
    runs.update(input=None, output_text="")
    for pk, tripwire in runs.filter(tripwire__isnull=False).values_list("pk", "tripwire"):
        if unquoted(tripwire) != tripwire:
            Run.objects.filter(pk=pk).update(tripwire=unquoted(tripwire))
    # Violations are append-only records; an UPDATE keeps each one (as a foreign key set to
    # NULL does) with what it quoted of the deleted text blanked.
    for pk, metadata in Violation.objects.filter(run__conversation_id=instance.pk).values_list("pk", "metadata"):
        if unquoted(metadata) != metadata:
            Violation.objects.filter(pk=pk).update(metadata=unquoted(metadata))
    transaction.on_commit(partial(forget_conversations, [instance.pk]), robust=True)


def unquoted(data: Any) -> Any:
    """``data`` (JSON) with every quotation of text blanked: the values of ``QUOTING_KEYS``,
    and the ``reason`` a judge model gave (in a ``judge`` object)."""
    if isinstance(data, list):
        return [unquoted(item) for item in data]
    if not isinstance(data, dict):
        return data
    out = {key: "" if key in QUOTING_KEYS and isinstance(value, str) else unquoted(value) for key, value in data.items()}
    judge = out.get("judge")
    if isinstance(judge, dict) and isinstance(judge.get("reason"), str):
        out["judge"] = {**judge, "reason": ""}
    return out
