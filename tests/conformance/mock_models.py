"""The stand-ins Mastra's processor tests build, in Python: a message factory and models.

``ToolCallingModel`` answers like Mastra's ``createToolCallingModel``: it calls one tool while
the prompt holds no tool result, then answers. ``StaticMemory`` plays remembered messages."""
from __future__ import annotations

import uuid
from datetime import datetime, timezone
from typing import Any, AsyncIterator

from agentproc.runtime.chunks import Chunk
from agentproc.runtime.messages import Message, MessageList
from agentproc.runtime.providers.base import ModelRequest


def create_message(content: str, role: str = "user") -> dict[str, Any]:
    """Mastra's ``createMessage``: a MastraDBMessage written as a plain object."""
    return {
        "id": f"msg-{uuid.uuid4()}",
        "role": role,
        "content": {"format": 2, "parts": [{"type": "text", "text": content}]},
        "createdAt": datetime.now(timezone.utc).isoformat(),
        "threadId": "test-thread",
    }


def has_tool_results(prompt: list[dict[str, Any]]) -> bool:
    return any(m["role"] == "tool" or (isinstance(m["content"], list) and any(
        p.get("type") == "tool-result" for p in m["content"])) for m in prompt)


class ToolCallingModel:
    """Calls ``tool_name`` with ``args`` first; once the prompt carries a tool result, says ``answer``."""

    provider = "mock"
    model_id = "mock-model-id"

    def __init__(self, tool_name: str, args: dict[str, Any] | None = None, answer: str = "Done!",
                 tool_call_id: str = "call-1") -> None:
        self.tool_name, self.args, self.answer, self.tool_call_id = tool_name, args or {}, answer, tool_call_id
        self.requests: list[ModelRequest] = []

    def stream(self, request: ModelRequest) -> AsyncIterator[Chunk]:
        self.requests.append(request)
        if not has_tool_results(request.prompt):
            chunks: list[Chunk] = [
                {"type": "tool-call", "payload": {"toolCallId": self.tool_call_id, "toolName": self.tool_name,
                                                  "args": self.args}},
                {"type": "finish", "payload": {"finishReason": "tool-calls",
                                               "usage": {"inputTokens": 10, "outputTokens": 5, "totalTokens": 15}}},
            ]
        else:
            chunks = [
                {"type": "text-start", "payload": {"id": "text-1"}},
                {"type": "text-delta", "payload": {"id": "text-1", "text": self.answer}},
                {"type": "text-end", "payload": {"id": "text-1"}},
                {"type": "finish", "payload": {"finishReason": "stop",
                                               "usage": {"inputTokens": 15, "outputTokens": 10, "totalTokens": 25}}},
            ]
        return _play(chunks)


async def _play(chunks: list[Chunk]) -> AsyncIterator[Chunk]:
    for c in chunks:
        yield c


def text_deltas(*texts: str) -> dict[str, Any]:
    """A ScriptedModel response streaming exactly these text deltas."""
    return {"chunks": [{"type": "text-delta", "payload": {"id": "1", "text": t}} for t in texts]
            + [{"type": "finish", "payload": {"finishReason": "stop"}}]}


class StaticMemory:
    """A memory that remembers the given messages and records what was saved."""

    def __init__(self, remembered: list[Any]) -> None:
        self.remembered = [Message.from_dict(m) if isinstance(m, dict) else m for m in remembered]
        self.saved: list[MessageList] = []

    async def load(self, *, thread_id: str, resource_id: str | None, request_context: Any) -> list[Message]:
        return list(self.remembered)

    async def save(self, *, thread_id: str, resource_id: str | None, message_list: MessageList,
                   request_context: Any) -> None:
        self.saved.append(message_list)
