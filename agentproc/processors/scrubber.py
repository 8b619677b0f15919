"""SystemPromptScrubber: catches the agent's instructions leaking into its answers.

Deterministic: the instructions (the run's system messages and/or a configured text) are cut
into word n-grams ("shingles", 8 words by default); any run of the answer whose every
n-word window is a shingle is a leak. Case and punctuation are ignored."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from agentproc.runtime.messages import Message

from .base import BLOCK, REDACT, WARN, strategy_field
from .holdback import Holdback, emit
from .schema import Field
from .text_guard import TextGuard

_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Leak:
    """A leaked run of ``words`` instruction words at ``start:end`` of the answer."""

    start: int
    end: int
    words: int


class LeakIndex:
    """The shingles of one set of instructions, and every shorter run (for streaming)."""

    def __init__(self, text: str, n: int) -> None:
        self.n = n
        words = [w.lower() for w in _WORD.findall(text)]
        self.empty = len(words) < n
        self.shingles = {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}
        # Prefix runs shorter than n, so a stream can hold a leak that has not completed yet.
        self.prefixes = {tuple(words[i:i + k]) for k in range(1, n) for i in range(len(words) - k + 1)}

    def find(self, text: str) -> list[Leak]:
        if self.empty:
            return []
        spans = [(m.group().lower(), m.start(), m.end()) for m in _WORD.finditer(text)]
        words = [w for w, _, _ in spans]
        n = self.n
        covered_until = -1
        leaks: list[Leak] = []
        first = -1
        for i in range(len(words) - n + 1):
            if tuple(words[i:i + n]) in self.shingles:
                if i > covered_until:
                    if first >= 0:
                        leaks.append(Leak(spans[first][1], spans[covered_until][2], covered_until - first + 1))
                    first = i
                covered_until = i + n - 1
        if first >= 0:
            leaks.append(Leak(spans[first][1], spans[covered_until][2], covered_until - first + 1))
        return leaks

    def tail_start(self, text: str) -> int:
        """Start of the trailing words that are (still) a contiguous run of the instructions."""
        spans = [(m.group().lower(), m.start()) for m in _WORD.finditer(text, max(0, len(text) - 4000))]
        if not spans:
            return len(text)
        cut = len(text)
        last = _WORD.search(text, spans[-1][1])
        if last is not None and last.end() == len(text):
            cut = spans[-1][1]  # an unfinished word may still grow into the next instruction word
            spans = spans[:-1]
        words = [w for w, _ in spans]
        k = 0
        while k < len(words):
            run = tuple(words[len(words) - k - 1:])
            ok = run in self.prefixes if len(run) < self.n else tuple(run[: self.n]) in self.shingles
            if not ok:
                break
            k += 1
        if k:
            cut = min(cut, spans[len(words) - k][1])
        return cut


class SystemPromptScrubber(TextGuard):
    """Redacts or blocks output that repeats a long run (``ngram_size`` words) of the agent's
    instructions; streaming-safe (a possible leak is held back until it is decided)."""

    key = "system-prompt-scrubber"
    display_name = "System prompt scrubber"
    description = "Stops the agent's instructions from leaking into its answers."
    lanes = ("output",)
    finding_label = "System prompt leak"
    config_fields = (
        Field("ngram_size", "int", default=8, min=3, max=64,
              help="Words in a row shared with the instructions that count as a leak."),
        strategy_field((BLOCK, WARN, REDACT), REDACT,
                       "block: end the run; warn: let it through and record it; redact: replace the leaked passage."),
        Field("replacement", "str", default="[REDACTED]", help="What replaces a leaked passage under redact."),
        Field("protected_text", "text", default="",
              help="Extra confidential text to protect (besides the system messages)."),
        Field("use_system_messages", "bool", default=True, help="Protect the run's system messages."),
    )

    @classmethod
    def never_matches(cls, config: dict[str, Any]) -> str | None:
        """Nothing to protect: no system messages and no other text."""
        if not config.get("use_system_messages", True) and not (config.get("protected_text") or "").strip():
            return ("Protect the agent's instructions or enter other text to protect: with neither, this "
                    "scrubber can never match.")
        return None

    def __init__(
        self,
        *,
        ngram_size: int = 8,
        strategy: str = REDACT,
        replacement: str = "[REDACTED]",
        protected_text: str = "",
        use_system_messages: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.ngram_size = ngram_size
        self.strategy = strategy
        self._replacement = replacement
        self.protected_text = protected_text
        self.use_system_messages = use_system_messages

    def index(self, state: dict[str, Any], message_list: Any = None, system_messages: Any = None) -> LeakIndex:
        """The run's index, built once from its system messages and the protected text."""
        index = state.get("leak_index")
        if index is None:
            texts = [self.protected_text]
            if self.use_system_messages:
                if system_messages is None and message_list is not None:
                    system_messages = message_list.get_all_system_messages()
                texts += [str(m.get("content", "")) if isinstance(m, dict) else str(m) for m in system_messages or ()]
            index = state["leak_index"] = LeakIndex("\n".join(t for t in texts if t), self.ngram_size)
        return index

    def find(self, text: str) -> list[Leak]:
        return LeakIndex(self.protected_text, self.ngram_size).find(text)

    def replacement(self, finding: Leak) -> str:
        return self._replacement

    def describe(self, findings: Sequence[Leak]) -> dict[str, Any]:
        # The leaked words are the instructions themselves: record where and how much only.
        return {"leaks": [{"start": f.start, "end": f.end, "words": f.words} for f in findings[:20]],
                "count": len(findings), "ngramSize": self.ngram_size}

    def summary(self, findings: Sequence[Leak]) -> str:
        return f"{sum(f.words for f in findings)} words of the instructions"

    def process_output_stream(self, part: dict[str, Any], state: dict[str, Any], abort: Callable[..., Any],
                              message_list: Any = None) -> Any:
        """Hold back trailing words that still continue the instructions; redact (or block)
        a run of ``ngram_size`` or more."""
        if self.strategy == WARN:
            return part
        finder = self.index(state, message_list)
        return emit(Holdback(state).feed(part, self.release(abort, finder)))

    def process_output_result(self, messages: list[Message], abort: Callable[..., Any], state: dict[str, Any],
                              message_list: Any = None) -> list[Message]:
        """Check the final answer against the instructions and fix the response in place."""
        return self.check_result(messages, abort, self.index(state, message_list))
