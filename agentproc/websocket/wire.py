"""JSON text of the frames agentproc streams: orjson (about ten times faster than ``json``
per chunk), values it does not know shown as text, as ``json.dumps(..., default=str)`` does;
and the type of the ASGI send they go out through (``fastpaths.frames`` skips what it may of it)."""
from __future__ import annotations

import json
from typing import Any, Awaitable, Callable

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(content: Any) -> str:
    """The JSON text of ``content``; tool results may hold dates, decimals, big integers."""
    try:
        return orjson.dumps(content, default=str, option=_OPTIONS).decode()
    except orjson.JSONEncodeError:
        # e.g. an integer beyond 64 bits: the standard library writes it as it is.
        return json.dumps(content, default=str)


Send = Callable[[dict[str, Any]], Awaitable[None]]
