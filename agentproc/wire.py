"""JSON text of the frames agentproc streams: orjson (about ten times faster than ``json``
per chunk), values it does not know shown as text, as ``json.dumps(..., default=str)`` does;
and the ASGI send they go out through."""
from __future__ import annotations

import json
from typing import Any, Awaitable, Callable

import orjson
from channels.sessions import InstanceSessionWrapper

from .fastpaths import enabled

_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(content: Any) -> str:
    """The JSON text of ``content``; tool results may hold dates, decimals, big integers."""
    try:
        return orjson.dumps(content, default=str, option=_OPTIONS).decode()
    except orjson.JSONEncodeError:
        # e.g. an integer beyond 64 bits: the standard library writes it as it is.
        return json.dumps(content, default=str)


Send = Callable[[dict[str, Any]], Awaitable[None]]


def frame_sender(send: Send) -> Send:
    """The send for ``websocket.send`` frames: ``send`` past Channels' session middleware,
    whose wrapper acts only on the message types it names (``http.response.start``) and for
    every other message reads the session twice through a ``LazyObject`` — about a tenth of a
    streaming daphne's CPU. Any other wrapper stays in place, and ``send`` itself with
    ``AGENTPROC["FAST_PATHS"]`` off (read per call: once per socket)."""
    if not enabled():
        return send
    while True:
        wrapper = getattr(send, "__self__", None)
        inner = getattr(wrapper, "real_send", None)
        if not isinstance(wrapper, InstanceSessionWrapper) or inner is None or "websocket.send" in (
                *wrapper.save_message_types, *wrapper.cookie_response_message_types):
            return send
        send = inner
