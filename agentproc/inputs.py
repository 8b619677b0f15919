"""What a client may send: websocket frames and chat text, checked before anything is written."""
from __future__ import annotations

import json
import uuid
from typing import Any

from .exceptions import TurnRejected
from .json_fields import UNSTORABLE

#: Frame bytes on top of the text: the other keys and the JSON around them.
FRAME_OVERHEAD = 4096


class FrameError(Exception):
    """A websocket frame that is not a JSON object; ``code`` goes to the client."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def check_text(text: Any, max_chars: int) -> str:
    """The text of a turn, or ``TurnRejected`` (``empty_text``, ``text_too_long``,
    ``invalid_text``). Length counts characters as typed (one per code point), so an emoji
    sent as a JSON ``\\ud83d\\ude00`` escape counts once."""
    if not isinstance(text, str) or not text.strip():
        raise TurnRejected("Type a message first.", code="empty_text")
    if len(text) > max_chars:
        raise TurnRejected(f"Messages are limited to {max_chars} characters.", code="text_too_long")
    if UNSTORABLE.search(text):  # refused the same way on every database rather than failing on one
        raise TurnRejected("The message contains characters that cannot be stored "
                           "(a NUL character or an unpaired surrogate).", code="invalid_text")
    return text


def max_frame_chars(max_input_chars: int) -> int:
    """The raw size bound of a frame: the longest text allowed, every character escaped the
    longest way JSON can (``\\uXXXX\\uXXXX``, 12 characters), plus the frame around it."""
    return 12 * max_input_chars + FRAME_OVERHEAD


def parse_frame(text_data: str | None, max_input_chars: int) -> dict[str, Any]:
    """A frame's JSON object, or ``FrameError``. Oversized frames are not parsed at all;
    nesting too deep for the parser is an ``invalid_json`` like any other bad JSON."""
    if text_data is None:
        raise FrameError("invalid_json", "Frames are JSON text, not binary.")
    if len(text_data) > max_frame_chars(max_input_chars):
        raise FrameError("frame_too_large", f"Messages are limited to {max_input_chars} characters.")
    try:
        content = json.loads(text_data)
    except RecursionError:
        raise FrameError("invalid_json", "The frame is nested too deeply.") from None
    except ValueError:  # also bad escapes and integers too long to convert
        raise FrameError("invalid_json", "The frame is not valid JSON.") from None
    if not isinstance(content, dict):
        raise FrameError("invalid_frame", 'Expected {"type": "message", ...} or {"type": "cancel"}.')
    return content


def as_uuid(value: Any) -> uuid.UUID | None:
    """A client-supplied id (conversation, run) as a UUID, or None if it is not one."""
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(str(value))
    except ValueError:
        return None
