"""Channel-layer group names and events, shared by the websocket consumer and the SSE relay:
one group per conversation, so chunks made anywhere reach it, and one per run, so a cancel
request reaches the worker running it."""
from __future__ import annotations

import asyncio
import logging
import uuid
from typing import Any

logger = logging.getLogger("agentproc")

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


def chunks_event(chunks: list[dict[str, Any]], run_id: uuid.UUID | str) -> dict[str, Any]:
    """The group message carrying several chunks of one run, in order (``ChunkPublisher``)."""
    return {"type": CHUNK_EVENT, "chunks": chunks, "run": str(run_id)}


def chunks_of(event: dict[str, Any]) -> list[dict[str, Any]]:
    """The chunks an ``agentproc.chunk`` event carries, in order (one, or a batch)."""
    return event["chunks"] if "chunks" in event else [event["chunk"]]


def run_of(event: dict[str, Any]) -> str | None:
    """The run an event belongs to: its ``run`` (exact, set by every publisher in agentproc);
    events without it (older publishers) fall back to the chunk's ``runId``."""
    run = event["run"] if "run" in event else event["chunk"].get("runId")
    return str(run) if run else None


class ChunkPublisher:
    """Publishes one run's chunks to a group, in order, batched: while one ``group_send`` is on
    its way, the chunks made meanwhile wait and go together in the next event.

    One awaited channel-layer message per chunk would hold a fast reply to the layer's round
    trip (a few hundred chunks/s over Redis) and fill a listener's channel, whose capacity
    drops what does not fit. ``publish`` never waits for the layer, except on a run's last
    chunk, which goes out with everything before it; ``flush`` waits for what is pending.
    A failing layer is logged and never fails the turn."""

    def __init__(self, layer: Any, group: str, run_id: uuid.UUID | str) -> None:
        self.layer, self.group, self.run_id = layer, group, str(run_id)
        self.pending: list[dict[str, Any]] = []
        self.sender: asyncio.Future[None] | None = None

    async def publish(self, chunk: dict[str, Any]) -> None:
        self.pending.append(chunk)
        if self.sender is None or self.sender.done():
            self.sender = asyncio.ensure_future(self._drain())
        if chunk.get("type") in FINAL_CHUNKS:
            await self.flush()

    async def flush(self) -> None:
        """Wait until every chunk published so far has been handed to the layer."""
        while self.sender is not None and not self.sender.done():
            await asyncio.shield(self.sender)  # a cancelled caller leaves the batch to go out

    async def _drain(self) -> None:
        while self.pending:
            batch, self.pending = self.pending, []
            try:
                await self.layer.group_send(self.group, chunks_event(batch, self.run_id))
            except Exception:  # noqa: BLE001 - a dead channel layer must not fail the turn itself
                logger.warning("could not publish %d chunks of run %s", len(batch), self.run_id, exc_info=True)
