"""BatchParts: fewer chunks, same text, same order."""
from __future__ import annotations

import pytest

from agentproc.processors.batching import BatchParts
from tests.processors.driver import run_stream, streamed_text, text_stream

WORDS = [f"w{i} " for i in range(12)]


@pytest.mark.parametrize("size,deltas", [(1, 12), (5, 3), (12, 1), (50, 1)])
async def test_batches_preserve_text(size: int, deltas: int) -> None:
    out = await run_stream(BatchParts(batch_size=size), text_stream(WORDS))
    assert streamed_text(out) == "".join(WORDS)
    assert sum(c["type"] == "text-delta" for c in out) == deltas
    assert [c["type"] for c in out][-2:] == ["text-end", "finish"]


async def test_max_chars_emits_early() -> None:
    out = await run_stream(BatchParts(batch_size=100, max_chars=8), text_stream(WORDS))
    assert all(len(c["payload"]["text"]) <= 12 for c in out if c["type"] == "text-delta")
    assert streamed_text(out) == "".join(WORDS)


async def test_other_chunks_flush_and_keep_order() -> None:
    chunks = text_stream(["a", "b"]) [:-2] + [{"type": "tool-call", "payload": {"toolCallId": "c"}}]
    out = await run_stream(BatchParts(batch_size=10), chunks)
    assert [c["type"] for c in out] == ["text-start", "text-delta", "tool-call"]


async def test_different_text_ids_are_not_merged() -> None:
    chunks = [{"type": "text-delta", "payload": {"id": "a", "text": "1"}},
              {"type": "text-delta", "payload": {"id": "b", "text": "2"}},
              {"type": "finish", "payload": {}}]
    out = await run_stream(BatchParts(batch_size=10), chunks)
    assert [(c["payload"].get("id"), c["payload"].get("text")) for c in out[:2]] == [("a", "1"), ("b", "2")]
