"""The echoing model of Mastra's input-processor tests: it answers "processed: " and the text of
every prompt message, so a message an input processor adds shows in the answer."""
from __future__ import annotations

from typing import Any, AsyncIterator


class EchoModel:
    provider, model_id = "mock", "mock-model-id"

    def __init__(self) -> None:
        self.calls = 0

    def stream(self, request: Any) -> AsyncIterator[dict]:
        self.calls += 1
        texts = []
        for message in request.prompt:
            content = message["content"]
            text = content if isinstance(content, str) else " ".join(
                p["text"] for p in content if p.get("type") == "text")
            if text:
                texts.append(text)
        return _answer(" ".join(texts))


async def _answer(text: str) -> AsyncIterator[dict]:
    for piece in ("processed: ", text):
        yield {"type": "text-delta", "payload": {"id": "text-1", "text": piece}}
    yield {"type": "finish", "payload": {"finishReason": "stop",
                                         "usage": {"inputTokens": 10, "outputTokens": 20, "totalTokens": 30}}}
