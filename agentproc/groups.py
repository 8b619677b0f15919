"""Channel-layer group names: one group per conversation, so chunks made anywhere reach it."""
from __future__ import annotations

import uuid

#: The channel-layer message type the consumer handles (``agentproc_chunk``).
CHUNK_EVENT = "agentproc.chunk"


def conversation_group(conversation_id: uuid.UUID | str) -> str:
    """A valid group name (ASCII, under 100 characters) for a conversation."""
    return f"agentproc.conversation.{uuid.UUID(str(conversation_id)).hex}"
