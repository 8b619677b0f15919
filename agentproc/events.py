"""Channel-layer group names and events, shared by the websocket consumer and the SSE relay:
one group per conversation, so chunks made anywhere reach it, and one per run, so a cancel
request reaches the worker running it."""
from __future__ import annotations

import uuid
from typing import Any

#: The channel-layer message type the consumer handles (``agentproc_chunk``).
CHUNK_EVENT = "agentproc.chunk"
#: The message a worker running a turn listens for on ``run_group(run_id)``.
CANCEL_EVENT = "agentproc.cancel"
#: Told to a conversation's group when the conversation is deleted: sockets stop its turns.
CONVERSATION_DELETED_EVENT = "agentproc.conversation_deleted"
#: Chunk types after which a run sends nothing more.
FINAL_CHUNKS = frozenset({"finish", "tripwire", "error", "abort"})


def conversation_group(conversation_id: uuid.UUID | str) -> str:
    """A valid group name (ASCII, under 100 characters) for a conversation."""
    return f"agentproc.conversation.{uuid.UUID(str(conversation_id)).hex}"


def run_group(run_id: uuid.UUID | str) -> str:
    """A valid group name for one run (the worker executing it listens there)."""
    return f"agentproc.run.{uuid.UUID(str(run_id)).hex}"


def chunk_event(chunk: dict[str, Any], run_id: uuid.UUID | str | None = None) -> dict[str, Any]:
    """The group message carrying ``chunk``; ``run`` names its run so listeners filter exactly."""
    event: dict[str, Any] = {"type": CHUNK_EVENT, "chunk": chunk}
    run = run_id if run_id is not None else chunk.get("runId")
    if run:
        event["run"] = str(run)
    return event


def run_of(event: dict[str, Any]) -> str | None:
    """The run an event belongs to: its ``run`` (exact, set by every publisher in agentproc);
    events without it (older publishers) fall back to the chunk's ``runId``."""
    run = event["run"] if "run" in event else event["chunk"].get("runId")
    return str(run) if run else None
