"""A test input processor that takes its time, so a cancel, disconnect or kill lands while
the input lane is still running (registered by tests and by ``tests.intake_settings``)."""
from __future__ import annotations

import asyncio
from typing import Any

from agentproc.processors.schema import Field
from agentproc.registry import processor_registry
from agentproc.runtime.processor import Processor


class SlowInput(Processor):
    """Waits ``seconds`` in ``process_input``, then lets the messages through unchanged."""

    key = id = "test-slow-input"
    display_name = "Slow input (tests)"
    lanes = ("input",)
    config_fields = (Field("seconds", "float", default=0.05, min=0, max=30),)

    def __init__(self, seconds: float = 0.05) -> None:
        self.seconds = seconds

    async def process_input(self, messages: list[Any]) -> list[Any]:
        await asyncio.sleep(self.seconds)
        return messages


if processor_registry.get(SlowInput.key, None) is None:
    processor_registry.register(SlowInput)
