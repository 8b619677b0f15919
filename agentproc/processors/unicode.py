"""UnicodeNormalizer: one canonical form of the input, so later guards see what the model sees, and of
the output, so the visitor reads no hidden characters."""
from __future__ import annotations

import re
import unicodedata
from typing import Any

from agentproc.runtime.messages import Message

from .base import Guardrail, text_parts
from .schema import Field

#: Zero-width characters (ZWJ is kept inside emoji sequences, see ``_strip_invisible``).
ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u180e\u2061\u2062\u2063\u2064")
#: Bidirectional embeddings, overrides and isolates (the "Trojan Source" characters) and marks.
BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_TAGS = range(0xE0000, 0xE0080)  # invisible "tag" letters, used to smuggle ASCII text
_KEEP_CONTROLS = frozenset("\n\t")
_INNER_SPACES = re.compile(r"(?<=\S)[^\S\n]+(?=\S)")  # leading indentation (code) is kept
_TRAILING_SPACES = re.compile(r"[^\S\n]+(?=\n|\Z)")
_BLANK_LINES = re.compile(r"\n{3,}")


def _is_emoji(char: str) -> bool:
    cp = ord(char)
    return cp >= 0x1F000 or 0x2600 <= cp <= 0x27BF or cp == 0xFE0F


class UnicodeNormalizer(Guardrail):
    """NFKC-normalises input text, strips control, zero-width and bidi-override characters and
    collapses whitespace. Place it first so later guards judge the text the model will read.

    In the output lane it does the same to every streamed delta and to the final response,
    whitespace left as it is (code and Markdown keep their layout)."""

    key = "unicode-normalizer"
    display_name = "Unicode normalizer"
    description = "NFKC, strips invisible and bidi-override characters, collapses whitespace."
    lanes = ("input", "output")
    config_fields = (
        Field("form", "choice", default="NFKC", choices=("NFKC", "NFC", "none"),
              help="Unicode normalisation form. NFKC folds look-alikes (full-width letters, ligatures)."),
        Field("strip_control", "bool", default=True, help="Remove control characters (newline and tab stay)."),
        Field("strip_zero_width", "bool", default=True,
              help="Remove zero-width and invisible tag characters (emoji joiners stay)."),
        Field("strip_bidi", "bool", default=True, help="Remove bidirectional override and isolate characters."),
        Field("collapse_whitespace", "bool", default=True,
              help="Runs of spaces inside a line become one (indentation stays); three or more line breaks become two."),
        Field("report_hidden", "bool", default=True,
              help="Record a violation when invisible or bidi characters were removed."),
    )

    def __init__(
        self,
        *,
        form: str = "NFKC",
        strip_control: bool = True,
        strip_zero_width: bool = True,
        strip_bidi: bool = True,
        collapse_whitespace: bool = True,
        report_hidden: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.form = form
        self.strip_control = strip_control
        self.strip_zero_width = strip_zero_width
        self.strip_bidi = strip_bidi
        self.collapse_whitespace = collapse_whitespace
        self.report_hidden = report_hidden

    def normalize(self, text: str, *, whitespace: bool = True, before: str = "") -> tuple[str, dict[str, int]]:
        """The normalised text and how many hidden characters of each kind were removed
        (``whitespace``: collapse it too; ``before``: the character preceding ``text``, for a
        streamed delta whose emoji sequence began in the previous one)."""
        removed = {"zero_width": 0, "bidi": 0, "control": 0}
        if self.form != "none":
            text = unicodedata.normalize(self.form, text)
        out: list[str] = []
        for i, char in enumerate(text):
            if self.strip_zero_width and (char in ZERO_WIDTH or ord(char) in _TAGS):
                previous = text[i - 1] if i else before
                if char == "\u200d" and previous and i < len(text) - 1 and _is_emoji(previous) and _is_emoji(text[i + 1]):
                    out.append(char)
                    continue
                removed["zero_width"] += 1
                continue
            if self.strip_bidi and char in BIDI:
                removed["bidi"] += 1
                continue
            if self.strip_control and char not in _KEEP_CONTROLS and unicodedata.category(char) == "Cc":
                removed["control"] += 1
                if char == "\r" or char in "\x0b\x0c\x85":
                    out.append("\n" if char != "\r" or text[i + 1:i + 2] != "\n" else "")
                continue
            out.append(char)
        text = "".join(out)
        if self.collapse_whitespace and whitespace:
            text = _TRAILING_SPACES.sub("", _INNER_SPACES.sub(" ", text))
            text = _BLANK_LINES.sub("\n\n", text).strip("\n ")
        return text, {k: v for k, v in removed.items() if v}

    def process_input(self, messages: list[Message]) -> list[Message]:
        """Normalise the text parts of the input messages in place; returns the messages."""
        hidden: dict[str, int] = {}
        for message in messages:
            for part in text_parts(message):
                part["text"], removed = self.normalize(part["text"])
                for kind, count in removed.items():
                    hidden[kind] = hidden.get(kind, 0) + count
        if self.report_hidden and (hidden.get("zero_width") or hidden.get("bidi")):
            self.report_violation("Hidden characters removed from input", {"removed": hidden},
                                  action="filtered", hook="process_input")
        return messages

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """Normalise the text of each streamed text or reasoning delta; returns the chunk."""
        if part.get("type") not in ("text-delta", "reasoning-delta"):
            return part
        payload = part.get("payload") or {}
        text = payload.get("text")
        if not isinstance(text, str) or not text:
            return part
        clean, removed = self.normalize(text, whitespace=False, before=state.get("last", ""))
        state["last"] = text[-1]
        self._report_output(removed, state, "process_output_stream")
        return part if clean == text else {**part, "payload": {**payload, "text": clean}}

    def process_output_result(self, messages: list[Message], state: dict[str, Any]) -> list[Message]:
        """Normalise the final response text the same way (what is stored is what was streamed)."""
        for message in messages:
            if message.role != "assistant":
                continue
            for part in text_parts(message):
                part["text"], removed = self.normalize(part["text"], whitespace=False)
                self._report_output(removed, state, "process_output_result")
        return messages

    def _report_output(self, removed: dict[str, int], state: dict[str, Any], hook: str) -> None:
        # One record per run, however many deltas carried hidden characters.
        if self.report_hidden and (removed.get("zero_width") or removed.get("bidi")) and not state.get("reported"):
            state["reported"] = True
            self.report_violation("Hidden characters removed from output", {"removed": removed},
                                  action="filtered", hook=hook)
