"""RegexFilter: blocked words and admin-entered patterns (compiled with RE2, so none can hang)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

import re2

from .base import BLOCK, REDACT, WARN, strategy_field
from .masking import audit_mask
from .re2_errors import explain_re2
from .reach import BLOCKS, MASKS, Reach
from .schema import Field
from .text_guard import TextGuard
from .text_view import fold


@dataclass(frozen=True)
class RuleMatch:
    """A match of one rule: ``rule`` is ``word:<word>`` or ``pattern:<n>``."""

    rule: str
    start: int
    end: int
    value: str


def _re2_options(case_sensitive: bool) -> Any:
    options = re2.Options()
    options.log_errors = False  # an invalid admin pattern is reported, not logged by RE2
    options.case_sensitive = case_sensitive
    return options


def compile_pattern(pattern: str, case_sensitive: bool = False) -> Any:
    """An RE2 regex (linear time, no backreferences or lookaround); raises ``re2.error``."""
    return re2.compile(pattern, _re2_options(case_sensitive))


def check_patterns(patterns: list[str]) -> str | None:
    """The config validator: every pattern must compile under RE2."""
    problems = []
    for i, pattern in enumerate(patterns, 1):
        try:
            compile_pattern(pattern)
        except re2.error as exc:
            reason = exc.args[0].decode() if exc.args and isinstance(exc.args[0], bytes) else str(exc)
            problems.append(f"Pattern {i} “{pattern}”: {explain_re2(reason)}.")
    return " ".join(problems) or None


#: What may sit between the letters of a blocked word and still spell it ("pass-word",
#: "pass_word", "p.a.s.s"): one hyphen, underscore, dot, asterisk or middle dot.
_GAP = r"[-_.*\u00b7]?"
_GAPS = re.compile(_GAP.rstrip("?"))


def _folded(text: str) -> str:
    view = fold(text, letters=True)
    return text if view is None else view.text


def _word_key(text: str) -> str:
    """One key for a word however it was written: folded, lower case, gaps and spacing gone."""
    return _GAPS.sub("", " ".join(_folded(text).lower().split()))


def _word_regex(words: Sequence[str]) -> re.Pattern[str] | None:
    """Whole words and phrases, any case, matched on the folded view (look-alike letters,
    mathematical letters, invisible characters undone) and with a gap allowed between letters;
    escaped literals, so the stdlib engine is safe here."""
    alternatives = sorted({r"\s+".join(_GAP.join(map(re.escape, token)) for token in _folded(w).split())
                           for w in words if w.strip()}, key=len, reverse=True)
    if not alternatives:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.IGNORECASE)


class RegexFilter(TextGuard):
    """Blocks, flags or redacts blocked words (whole words, any case) and regular expressions.

    Words are matched however they are dressed up: with look-alike letters from other scripts
    (Cyrillic ``а``, Greek ``ο``), mathematical or full-width letters, invisible characters, or
    one hyphen, underscore or dot between letters.

    Patterns use RE2 syntax: matching is linear in the text, so an admin's pattern cannot
    hang a worker, and a pattern RE2 rejects is a config validation error."""

    key = "regex-filter"
    display_name = "Regex filter"
    description = "Blocks, flags or redacts listed words and RE2 patterns in input and output."
    lanes = ("input", "output")
    finding_label = "Blocked content"
    config_fields = (
        Field("words", "list", default=[], help="Words or phrases, matched as whole words in any case."),
        Field("patterns", "list", default=[], validator=check_patterns,
              help="RE2 regular expressions (no lookaround or backreferences)."),
        Field("case_sensitive", "bool", default=False, help="Match patterns case-sensitively."),
        strategy_field((BLOCK, WARN, REDACT), BLOCK,
                       "block: end the run; warn: let it through and record it; redact: replace each match."),
        Field("replacement", "str", default="[REDACTED]", help="What replaces a match under redact."),
        Field("stream_holdback_chars", "int", default=64, min=0, max=4096,
              help="In a stream, how many trailing characters a pattern match may still grow into."),
    )

    #: Texts a pattern that matches every message matches (the chain review's probe).
    ANY_TEXT = ("a", "Hello, how are you?", "12", "?")

    @classmethod
    def never_matches(cls, config: dict[str, Any]) -> str | None:
        """Settings with no word and no pattern can never find anything."""
        if not any(w.strip() for w in config.get("words") or ()) and not config.get("patterns"):
            return "Add at least one blocked word or pattern: with neither, this regex filter can never match."
        return None

    @classmethod
    def reach(cls, config: dict[str, Any]) -> Reach:
        """Words (any case) are items; patterns make it open-ended. Enforced, block or redact
        takes the words away; a pattern matching any text blocks (or masks) everything."""
        words = frozenset("word:" + " ".join(w.lower().split()) for w in config.get("words") or () if w.strip())
        strategy = config.get("strategy", BLOCK)
        takes = words if strategy in (BLOCK, REDACT) else frozenset()
        everything = ""
        if strategy == BLOCK:
            for pattern in config.get("patterns") or ():
                try:
                    compiled = compile_pattern(pattern, bool(config.get("case_sensitive")))
                except re2.error:
                    continue
                if all(compiled.search(text) is not None for text in cls.ANY_TEXT):
                    everything = pattern
                    break
        return Reach(looks_for=words, open_ended=bool(config.get("patterns")), takes_away=takes,
                     how=BLOCKS if strategy == BLOCK else MASKS, blocks_everything=bool(everything),
                     because=everything)

    def __init__(
        self,
        *,
        words: Sequence[str] = (),
        patterns: Sequence[str] = (),
        case_sensitive: bool = False,
        strategy: str = BLOCK,
        replacement: str = "[REDACTED]",
        stream_holdback_chars: int = 64,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.words = [w for w in words if w.strip()]
        self.patterns = list(patterns)
        problem = check_patterns(self.patterns)
        if problem:
            raise ValueError(problem)
        self._words = _word_regex(self.words)
        self._canonical = {_word_key(w): w for w in self.words}
        self._patterns = [compile_pattern(p, case_sensitive) for p in self.patterns]
        self.strategy = strategy
        self._replacement = replacement
        self.stream_holdback_chars = stream_holdback_chars
        self._phrase_words = max((len(w.split()) for w in self.words), default=1)

    def find(self, text: str) -> list[RuleMatch]:
        found: list[RuleMatch] = []
        if self._words is not None:
            view = fold(text, letters=True)
            for m in self._words.finditer(text if view is None else view.text):
                start, end = m.span() if view is None else view.span(*m.span())
                word = self._canonical.get(_word_key(m.group()), m.group())
                found.append(RuleMatch(f"word:{word}", start, end, text[start:end]))
        for i, pattern in enumerate(self._patterns, 1):
            for m in pattern.finditer(text):
                if m.end() > m.start():  # an empty match redacts nothing
                    found.append(RuleMatch(f"pattern:{i}", m.start(), m.end(), m.group()))
        found.sort(key=lambda f: (f.start, -(f.end - f.start)))
        kept: list[RuleMatch] = []
        for f in found:
            if not kept or f.start >= kept[-1].end:
                kept.append(f)
        return kept

    def replacement(self, finding: RuleMatch) -> str:
        return self._replacement

    def tail_start(self, text: str) -> int:
        """Hold the last (phrase length) words, and for patterns the configured character tail."""
        # An unfinished last word may still grow ("bad" -> "badge"); a phrase of n words may
        # still complete after n - 1 finished ones.
        words = self._phrase_words - 1 if text[-1:].isspace() else self._phrase_words
        cut = len(text)
        for _ in range(words if self._words is not None else 0):
            while cut > 0 and text[cut - 1].isspace():
                cut -= 1
            while cut > 0 and not text[cut - 1].isspace():
                cut -= 1
        if self._patterns:
            cut = min(cut, max(0, len(text) - self.stream_holdback_chars))
        return cut

    def describe(self, findings: Sequence[RuleMatch]) -> dict[str, Any]:
        return {
            "matches": [{"rule": f.rule, "value": audit_mask("term", f.value)} for f in findings[:20]],
            "count": len(findings),
            "rules": sorted({f.rule for f in findings}),
        }

    def summary(self, findings: Sequence[RuleMatch]) -> str:
        return ", ".join(sorted({f.rule for f in findings}))
