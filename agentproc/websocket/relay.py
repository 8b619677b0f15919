"""A consumer's channel-layer receive that survives the layer going away (e.g. Redis stopped).

Channels' consumer loop awaits ``channel_layer.receive`` beside the socket; when the layer
raises (Redis down), the whole consumer dies and the socket closes with 1011. With this mixin,
a failing receive is retried with backoff instead: the socket, and a turn this process streams
to it, go on; the consumer is told (``relay_lost``) and, once a probe gets through again
(``relay_back``), it rejoins its groups — a restarted Redis has forgotten them.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

logger = logging.getLogger("agentproc.relay")

#: First and longest pause (seconds) between attempts to reach a failed channel layer.
RETRY_FIRST, RETRY_MAX = 0.25, 5.0
#: Event type of the probe a consumer sends itself to learn the layer is back.
PROBE_EVENT = "agentproc.relay_probe"


class ResilientRelay:
    """Mix into an ``AsyncConsumer`` before it; implement ``relay_lost`` and ``relay_back``."""

    _layer_receive: Callable[[], Awaitable[dict[str, Any]]]
    relay_down = False

    # AsyncConsumer.__call__ assigns ``self.channel_receive = partial(layer.receive, name)`` and
    # then awaits it: a data descriptor catches the assignment and hands out the resilient wrapper.
    @property
    def channel_receive(self) -> Callable[[], Awaitable[dict[str, Any]]]:
        return self._receive_from_layer

    @channel_receive.setter
    def channel_receive(self, receive: Callable[[], Awaitable[dict[str, Any]]]) -> None:
        self._layer_receive = receive

    async def _receive_from_layer(self) -> dict[str, Any]:
        delay = RETRY_FIRST
        while True:
            try:
                return await self._layer_receive()
            except Exception:  # noqa: BLE001 - the layer's backend failed: wait for it, keep the socket
                logger.warning("agentproc: channel layer receive failed; retrying", exc_info=not self.relay_down)
                await self.relay_failed()
            while True:
                await asyncio.sleep(delay)
                delay = min(delay * 2, RETRY_MAX)
                if await self._probe():
                    break
            if self.relay_down:
                self.relay_down = False
                await self.relay_back()

    async def _probe(self) -> bool:
        """Can the layer be reached? Sends this consumer a probe event (ignored when it comes)."""
        try:
            await self.channel_layer.send(self.channel_name, {"type": PROBE_EVENT})  # type: ignore[attr-defined]
            return True
        except Exception:  # noqa: BLE001
            return False

    async def relay_failed(self) -> None:
        """The layer failed (a receive, a group change): tell the consumer once per outage."""
        if not self.relay_down:
            self.relay_down = True
            await self.relay_lost()

    async def agentproc_relay_probe(self, event: dict[str, Any]) -> None:
        """The probe sent to find the layer back: nothing to do."""

    async def relay_lost(self) -> None:  # pragma: no cover - the consumer's hook
        """The layer is unreachable (cross-process relay stops until it is back)."""

    async def relay_back(self) -> None:  # pragma: no cover - the consumer's hook
        """The layer answers again: rejoin groups."""
