"""A deleted conversation leaves no copy of its text behind.

Whoever deletes it — ``DELETE /api/conversations/<id>/``, the admin (one or a selection), the
retention purge, ``Conversation.objects.filter(...).delete()`` in a shell — Django sends
``pre_delete`` for it, and ``erase_conversation`` runs in the delete's transaction:

- its messages and backtest results go with it (foreign keys with ``CASCADE``);
- its runs stay for the audit (status, timings, usage, violations without their text) with
  ``Run.input`` and ``Run.output_text`` blanked; a turn still running when the delete commits
  ends ``cancelled`` without storing either (``persistence.finish_run``);
- once the delete commits, the response-cache entries the conversation wrote or read
  (``response_cache.forget_conversations``)."""
from __future__ import annotations

from functools import partial
from typing import Any

from django.db import transaction

from ..models import Conversation, Run
from .response_cache import forget_conversations


def erase_conversation(sender: type[Conversation], instance: Conversation, **kwargs: Any) -> None:
    """``pre_delete`` receiver of Conversation (see the module)."""
    Run.objects.filter(conversation_id=instance.pk).update(input=None, output_text="")
    transaction.on_commit(partial(forget_conversations, [instance.pk]), robust=True)
