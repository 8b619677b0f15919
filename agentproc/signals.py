"""The signals agentproc sends, for the host project (and agentproc's own receivers) to listen to."""
from __future__ import annotations

from django.dispatch import Signal

#: Sent with ``violations=[Violation, ...]`` when a finished turn writes its violation rows
#: with ``bulk_create`` (which sends no ``post_save``); ``sender`` is the ``Violation`` model.
violations_created = Signal()
