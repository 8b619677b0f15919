"""A worker's chunks on the channel layer: batched while the layer is busy, never reordered,
never lost at the run's end, and a failing layer never fails the turn."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest
from channels.layers import InMemoryChannelLayer

from agentproc.events import CHUNK_EVENT, ChunkPublisher, chunks_of, run_of

RUN = "6f1c3c8e-4d38-4a8a-9d0c-1f7e0f3b2a11"


def delta(i: int) -> dict[str, Any]:
    return {"type": "text-delta", "runId": RUN, "payload": {"text": f"w{i} "}}


class SlowLayer(InMemoryChannelLayer):
    """An in-memory layer whose group_send takes ``delay`` seconds (a Redis round trip)."""

    def __init__(self, delay: float) -> None:
        super().__init__()
        self.delay, self.sends = delay, 0

    async def group_send(self, group: str, message: dict[str, Any]) -> None:
        await asyncio.sleep(self.delay)
        self.sends += 1
        await super().group_send(group, message)


async def listen(layer: Any) -> str:
    channel = await layer.new_channel()
    await layer.group_add("g", channel)
    return channel


async def received(layer: Any, channel: str) -> list[dict[str, Any]]:
    chunks: list[dict[str, Any]] = []
    while not chunks or chunks[-1]["type"] != "finish":
        event = await asyncio.wait_for(layer.receive(channel), 2)
        assert event["type"] == CHUNK_EVENT and run_of(event) == RUN
        chunks += chunks_of(event)
    return chunks


async def test_chunks_made_while_a_send_is_on_its_way_go_together_in_order() -> None:
    layer = SlowLayer(delay=0.01)
    channel = await listen(layer)
    publisher = ChunkPublisher(layer, "g", RUN)
    sent = [delta(i) for i in range(300)] + [{"type": "finish", "runId": RUN, "payload": {}}]
    for i, chunk in enumerate(sent):
        await publisher.publish(chunk)
        if i % 25 == 0:
            await asyncio.sleep(0)  # a model that awaits now and then (the runtime yields every few chunks)

    assert await received(layer, channel) == sent  # every chunk, in order, the last one included
    assert layer.sends < 30  # not 301 round trips


async def test_the_last_chunk_returns_only_once_everything_before_it_is_out() -> None:
    layer = SlowLayer(delay=0.02)
    channel = await listen(layer)
    publisher = ChunkPublisher(layer, "g", RUN)
    for i in range(5):
        await publisher.publish(delta(i))
    await publisher.publish({"type": "finish", "runId": RUN, "payload": {}})
    # Nothing pending once the final chunk's publish returned: the worker may exit now.
    assert publisher.pending == [] and publisher.sender.done()
    assert [c["type"] for c in await received(layer, channel)] == ["text-delta"] * 5 + ["finish"]


async def test_a_failing_layer_is_logged_and_the_turn_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    class DeadLayer:
        async def group_send(self, group: str, message: dict[str, Any]) -> None:
            raise ConnectionError("redis is down")

    publisher = ChunkPublisher(DeadLayer(), "g", RUN)
    for i in range(3):
        await publisher.publish(delta(i))
    await publisher.publish({"type": "finish", "runId": RUN, "payload": {}})
    await publisher.flush()
    assert "could not publish" in caplog.text
