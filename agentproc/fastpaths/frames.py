"""Frames sent past Channels' session middleware: its wrapper reads the session for every
message it passes, though it acts only on ``http.response.start``."""
from __future__ import annotations

from channels.sessions import InstanceSessionWrapper

from ..websocket.wire import Send
from . import enabled


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
