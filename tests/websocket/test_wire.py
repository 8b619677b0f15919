"""The chat socket's frames skip the session middleware's per-message work, and nothing else."""
from __future__ import annotations

from typing import Any

import pytest
from channels.sessions import InstanceSessionWrapper

from agentproc.fastpaths import frames


@pytest.mark.usefixtures("fast_paths_on")
async def test_frames_go_past_the_session_wrapper_only() -> None:
    sent: list[dict[str, Any]] = []

    async def transport(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "websocket", "cookies": {}}
    session = InstanceSessionWrapper(scope, transport)
    assert frames.frame_sender(session.send) is transport
    twice = InstanceSessionWrapper({**scope, "session": object()}, session.send)  # an inner one, inactive
    assert frames.frame_sender(twice.send) is transport

    async def logging_middleware(message: dict[str, Any]) -> None:
        await session.send(message)

    assert frames.frame_sender(logging_middleware) is logging_middleware  # not ours to skip

    class Saving(InstanceSessionWrapper):
        save_message_types = ["http.response.start", "websocket.send"]

    saving = Saving(scope, transport)
    assert frames.frame_sender(saving.send) == saving.send  # it would act on frames: kept
