"""The memory protocol, and the processors the runtime adds around the user's to use it."""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from .messages import Message, MessageList


@runtime_checkable
class Memory(Protocol):
    """Where a thread's messages live between runs (the Django layer implements it)."""

    async def load(self, *, thread_id: str, resource_id: str | None, request_context: Any) -> list[Message]:
        """Remembered messages, loaded before ``process_input``."""

    async def save(self, *, thread_id: str, resource_id: str | None, message_list: MessageList,
                   request_context: Any) -> None:
        """Persist the final list, after every output processor (and after ``finish`` went
        through ``process_output_stream``); never for a blocked or failed run."""


class MemoryLoader:
    """Runtime-added input processor: loads remembered messages before the user's processors."""

    id = "memory"
    name = "Memory (load)"

    def __init__(self, memory: Memory, thread_id: str, resource_id: str | None, context: Any) -> None:
        self.memory, self.thread_id, self.resource_id, self.context = memory, thread_id, resource_id, context

    async def process_input(self, message_list: MessageList) -> MessageList:
        remembered = await self.memory.load(thread_id=self.thread_id, resource_id=self.resource_id,
                                            request_context=self.context)
        if remembered:
            inputs = message_list.get.input.db()
            message_list.remove_by_ids([m.id for m in inputs])
            message_list.add(list(remembered), "memory")
            message_list.add(inputs, "input")
        return message_list


class MemorySaver:
    """Runtime-added output processor: saves the final message list after the user's processors."""

    id = "memory"
    name = "Memory (save)"

    def __init__(self, memory: Memory, thread_id: str, resource_id: str | None, context: Any) -> None:
        self.memory, self.thread_id, self.resource_id, self.context = memory, thread_id, resource_id, context

    async def process_output_result(self, message_list: MessageList) -> MessageList:
        await self.memory.save(thread_id=self.thread_id, resource_id=self.resource_id,
                               message_list=message_list, request_context=self.context)
        return message_list


def memory_processors(memory: Any, thread_id: str | None, resource_id: str | None,
                      context: Any) -> tuple[list[Any], list[Any]]:
    if memory is None or not thread_id:
        return [], []
    return ([MemoryLoader(memory, thread_id, resource_id, context)],
            [MemorySaver(memory, thread_id, resource_id, context)])
