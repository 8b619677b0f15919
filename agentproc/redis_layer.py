"""channels-redis' channel layer, with a receive that survives the sockets of a process leaving.

Every socket of a server process shares one Redis queue (channels-redis' process-local
channels). Upstream, whichever socket's ``receive()`` holds a lock runs the blocking pop for
all of them, and the socket's consumer cancels that receive when it disconnects. A cancel that
lands after Redis popped a message but before the reply was read loses the message
(django/channels_redis#366): a batch of chunks for *another* socket, which then waits for a
reply that never comes. Under load sockets come and go all the time, so it happens.

Here one task per event loop reads the process's queue and is never cancelled by a consumer;
each consumer waits on its own in-process queue (cancelling that loses nothing). What comes
for a channel whose consumer left is dropped. The reader keeps one pop outstanding (as
upstream does while any socket is connected) and ends at the first message after the last
channel of its loop left, or with the loop. A failing Redis is raised to every consumer of the
loop, as upstream raises it to the waiting ones (``relay.ResilientRelay`` keeps agentproc's
sockets open meanwhile).

    CHANNEL_LAYERS = {"default": {"BACKEND": "agentproc.redis_layer.RedisChannelLayer", "CONFIG": {...}}}
"""
from __future__ import annotations

import asyncio
import weakref
from dataclasses import dataclass, field
from typing import Any

from channels_redis import core


@dataclass
class _Failed:
    """Put in a consumer's queue when the reader failed: its ``receive()`` raises ``error``."""

    error: BaseException


@dataclass
class _Reader:
    """The reading task of one event loop and the process-local channels it reads for."""

    live: set[str] = field(default_factory=set)
    task: asyncio.Task[None] | None = None


class RedisChannelLayer(core.RedisChannelLayer):
    """``channels_redis.core.RedisChannelLayer`` (same settings, same Redis keys), whose
    process-local ``receive`` loses no message when a consumer is cancelled."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._readers: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Reader] = weakref.WeakKeyDictionary()

    def _reader(self) -> _Reader:
        loop = asyncio.get_running_loop()
        reader = self._readers.get(loop)
        if reader is None:
            reader = self._readers[loop] = _Reader()
        return reader

    async def new_channel(self, prefix: str = "specific") -> str:
        channel = await super().new_channel(prefix)
        self._reader().live.add(channel)  # messages may come before its first receive()
        return channel

    async def receive(self, channel: str) -> dict[str, Any]:
        if "!" not in channel:
            return await super().receive(channel)  # a plain channel: a direct pop, nothing shared
        assert self.require_valid_channel_name(channel)
        real_channel = self.non_local_name(channel)
        assert real_channel.endswith(self.client_prefix + "!"), "Wrong client prefix"
        reader = self._reader()
        reader.live.add(channel)
        if reader.task is None:
            reader.task = asyncio.ensure_future(self._read(real_channel, reader))
        queue = self.receive_buffer[channel]
        try:
            item = await queue.get()
        except asyncio.CancelledError:
            # The consumer is leaving: forget its channel (the reader drops what comes for it).
            reader.live.discard(channel)
            self.receive_buffer.pop(channel, None)
            raise
        if isinstance(item, _Failed):
            raise item.error
        return item

    async def _read(self, real_channel: str, reader: _Reader) -> None:
        """Pop the process's messages into the queues of its live channels, while it has any
        (``receive_single`` waits for a message: an idle loop keeps its reader)."""
        try:
            while reader.live:
                target, message = await self.receive_single(real_channel)
                for name in target if isinstance(target, list) else [target]:
                    if name in reader.live:
                        self.receive_buffer[name].put_nowait(message)
        except Exception as exc:  # noqa: BLE001 - e.g. Redis down: every consumer hears of it
            for name in reader.live:
                self.receive_buffer[name].put_nowait(_Failed(exc))
        finally:
            if reader.task is asyncio.current_task():
                reader.task = None
