"""The runtime's memory protocol over the ORM: a conversation's in-context messages."""
from __future__ import annotations

import uuid
from datetime import datetime, timedelta
from typing import Any, Iterable

from asgiref.sync import sync_to_async
from django.utils import timezone

from ..conf import agentproc_settings
from ..models import Conversation, Message as MessageRow, Run
from ..runtime.messages import Message, MessageList

# Runtime ids that are not UUIDs map to stable UUIDs in this namespace (the original id
# stays in ``data["id"]``).
_ID_NAMESPACE = uuid.UUID("6f0c52c4-53c4-4e5c-9b84-1f4a3c3ad2a1")


def row_id(message_id: str) -> uuid.UUID:
    """The primary key of a runtime message's row."""
    try:
        return uuid.UUID(str(message_id))
    except ValueError:
        return uuid.uuid5(_ID_NAMESPACE, str(message_id))


def load_history(conversation_id: Any) -> list[Message]:
    """The conversation's in-context messages, oldest first (one query, whatever the length)."""
    limit = agentproc_settings.MAX_HISTORY_MESSAGES
    rows = MessageRow.objects.filter(conversation_id=conversation_id, in_context=True).order_by("-created_at", "-id")
    if limit:
        rows = rows[:limit]
    return [Message.from_dict(data) for data in reversed(list(rows.values_list("data", flat=True)))]


def message_rows(conversation: Conversation, run: Run | None, messages: Iterable[Message], *, in_context: bool,
                 after: datetime | None = None) -> list[MessageRow]:
    """Unsaved rows for runtime messages, with strictly increasing ``created_at`` (stable order)."""
    rows: list[MessageRow] = []
    previous = after
    for message in messages:
        created = message.created_at if isinstance(message.created_at, datetime) else timezone.now()
        if timezone.is_naive(created):
            created = timezone.make_aware(created, timezone.utc)
        if previous is not None and created <= previous:
            created = previous + timedelta(microseconds=1)
        previous = created
        data = message.to_dict()
        rows.append(MessageRow(
            id=row_id(message.id), conversation=conversation, run=run, role=message.role, data=data,
            text=message.text, in_context=in_context, created_at=created,
        ))
    return rows


def turn_messages(message_list: MessageList) -> tuple[list[Message], list[Message]]:
    """The input and response messages of a final message list, without transient data parts."""
    inputs = [_without_transient(m) for m in message_list.get.input.db()]
    responses = [_without_transient(m) for m in message_list.get.response.db()]
    return inputs, [m for m in responses if m.content.parts or m.content.content]


def _without_transient(message: Message) -> Message:
    parts = message.content.parts
    if any(p.get("transient") for p in parts):
        message.content.parts = [p for p in parts if not p.get("transient")]
    return message


class OrmMemory:
    """Memory for one conversation: ``load`` reads its in-context messages; ``save`` stores
    the run's input and response messages as they are after every processor.

    With ``defer=True`` (what the bridge uses) ``save`` only keeps the final list in
    ``saved``; the bridge writes it together with the run's outcome in one transaction."""

    def __init__(self, conversation: Conversation, run: Run | None = None, *, defer: bool = False) -> None:
        self.conversation = conversation
        self.run = run
        self.defer = defer
        self.saved: MessageList | None = None

    async def load(self, *, thread_id: str, resource_id: str | None, request_context: Any) -> list[Message]:
        return await sync_to_async(load_history)(self.conversation.pk)

    async def save(self, *, thread_id: str, resource_id: str | None, message_list: MessageList,
                   request_context: Any) -> None:
        self.saved = message_list
        if not self.defer:
            await sync_to_async(self.write)(message_list)

    def write(self, message_list: MessageList) -> None:
        """Store the list's input and response messages in context (replacing rows by id)."""
        inputs, responses = turn_messages(message_list)
        rows = message_rows(self.conversation, self.run, [*inputs, *responses], in_context=True)
        MessageRow.objects.bulk_create(
            rows, update_conflicts=True, unique_fields=["id"],
            update_fields=["data", "text", "in_context", "role", "run"],
        )
