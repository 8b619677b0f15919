"""The hostile-frame corpus: (name, frame, expected error code) for an agent whose
``max_input_chars`` is ``MAX_CHARS`` (plain data: the tests and bench/hostile.py share it)."""
from __future__ import annotations

import json
import uuid
from typing import Any

MAX_CHARS = 1000  # the frame bound (16,096 characters) then lets the deep frames reach the parser
FRAME_BOUND = 12 * MAX_CHARS + 4096  # inputs.max_frame_chars(MAX_CHARS)


def message(text: Any, **extra: Any) -> str:
    return json.dumps({"type": "message", "text": text, **extra})


#: (name, frame, code). Text frames as the browser would send them (valid UTF-8 on the wire).
TEXT_CORPUS: list[tuple[str, str, str]] = [
    ("nested 5,000 deep", "[" * 5000 + "]" * 5000, "invalid_json"),
    ("object opened 3,000 times", '{"a":' * 3000, "invalid_json"),
    ("deep text value", '{"type": "message", "text": ' + "[" * 5000 + "]" * 5000 + "}", "invalid_json"),
    ("deep extra key", '{"type": "message", "text": "hi", "x": ' + '{"a":' * 2000 + "1" + "}" * 2000 + "}",
     "invalid_json"),
    ("huge frame", message("x" * FRAME_BOUND), "frame_too_large"),
    ("a megabyte of brackets", "[" * 1_000_000, "frame_too_large"),
    ("text one over the limit", message("x" * (MAX_CHARS + 1)), "text_too_long"),
    ("emoji one over the limit, escaped", message("\U0001F600" * (MAX_CHARS + 1)), "text_too_long"),
    ("NUL escaped in the text", message("hi\x00there"), "invalid_text"),
    ("raw NUL inside a JSON string", '{"type": "message", "text": "hi\x00there"}', "invalid_json"),
    ("lone high surrogate", '{"type": "message", "text": "hi \\ud800"}', "invalid_text"),
    ("lone low surrogate", '{"type": "message", "text": "\\udc00 hi"}', "invalid_text"),
    ("surrogates in the wrong order", '{"type": "message", "text": "\\ude00\\ud83d"}', "invalid_text"),
    ("NUL in the conversation id", message("hi", conversation="\x00"), "conversation_not_found"),
    ("surrogate in the conversation id", '{"type": "message", "text": "hi", "conversation": "\\ud800"}',
     "conversation_not_found"),
    ("someone else's conversation", message("hi", conversation=str(uuid.uuid4())), "conversation_not_found"),
    ("conversation as an object", message("hi", conversation={"id": 1}), "invalid_frame"),
    ("integer of 5,000 digits", '{"type": "message", "text": "hi", "n": ' + "9" * 5000 + "}", "invalid_json"),
    ("NaN text", '{"type": "message", "text": NaN}', "invalid_frame"),
    ("empty frame", "", "invalid_json"),
    ("blank frame", "  \n ", "invalid_json"),
    ("byte order mark", '\ufeff{"type": "cancel"}', "invalid_json"),
    ("NUL in the type", '{"type": "message\\u0000", "text": "hi"}', "invalid_frame"),
    ("type as a list", '{"type": ["message"], "text": "hi"}', "invalid_frame"),
    ("a number", "12", "invalid_frame"),
    ("null", "null", "invalid_frame"),
    ("empty text", message(""), "empty_text"),
    ("only wide spaces", message("\u3000 \t\u3000"), "empty_text"),
    ("cancel while idle", '{"type": "cancel"}', "cannot_cancel"),
]

#: Frames a Python client can hand the ASGI app but no browser can put on the wire.
PYTHON_ONLY_CORPUS: list[tuple[str, str, str]] = [
    ("unescaped lone surrogate", '{"type": "message", "text": "hi \ud800"}', "invalid_text"),
]

#: Binary frames (the protocol is JSON text).
BINARY_CORPUS: list[tuple[str, bytes, str]] = [
    ("binary garbage", b"\x00\x01\xff", "invalid_json"),
    ("invalid UTF-8", b"\xc3\x28\xa0\xa1", "invalid_json"),
    ("JSON as binary", message("hi").encode(), "invalid_json"),
]
