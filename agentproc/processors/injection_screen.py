"""Which of many patterns can match a text, found in one pass: the screen before the rules run.

Python's ``re`` tries a pattern at a time, so a text paid for every rule its needles let through.
RE2 (``google-re2``) reads all the patterns of a group at once: its ``FilteredRE2`` finds the
literal pieces that every match of a pattern holds ("ignor", "instruction" …), one pass over the
text finds which pieces are there, and only the patterns whose pieces are all there run. The
match itself (its span, the quotes around it) still comes from Python's ``re``. The screen may let
a pattern through that does not match; it never holds back one that does:

- RE2 has no look-arounds and no possessive quantifiers: the screen reads each pattern without
  them, which matches wherever the pattern does (and in more places).
- ``\\d`` and ``\\s`` mean Unicode digits and spaces in Python and ASCII ones in RE2: the
  screen reads them as Python does. Larger classes (``\\w``, a negated class) give no literal
  piece, so their readings do not matter.
- Python's ``$`` also matches before a last newline: the screen reads it as the end of any line.
- A back-reference, named or numbered, reads as its group; a conditional group as either of its
  branches; a repetition past RE2's bound of 1,000 as one without an upper bound. Patterns RE2
  cannot read even so (an atomic group, for one) always run.

Patterns compiled with ``re.ASCII`` are read with ``ascii=True``: their ``\\d``, ``\\s`` and ``\\w``
as Python reads them then, so that a negated class stays exact too (``[^\\w\\s]``).
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import re2

#: Python's ``\\s``: the vertical tab, four separator controls and Unicode's spaces besides RE2's.
_SPACE = r"\s\x0b\x1c-\x1f\x{85}\x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}"
_DIGIT = r"\p{Nd}"
_LOOKAROUND = ("(?=", "(?!", "(?<=", "(?<!")
#: A repetition with an upper bound over RE2's limit of 1,000.
_LONG_BOUND = re.compile(r"\{(\d+),(\d{4,})\}")


#: Python's ``\\d``, ``\\s`` and ``\\w`` under ``re.ASCII``, as the inside of an RE2 class.
_ASCII_CLASSES = {"\\d": "0-9", "\\s": "\\t\\n\\x0b\\x0c\\r ", "\\w": "0-9A-Za-z_"}


def relaxed(pattern: str, ascii: bool = False, groups: dict[str, str] | None = None) -> str:
    """``pattern`` without look-arounds or possessive quantifiers, in RE2's syntax (``groups``: the
    text of the groups of the whole pattern, when ``pattern`` is a part of it)."""
    groups = _groups(pattern) if groups is None else groups
    out: list[str] = []
    i, after_quantifier = 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and pattern[i + 1:i + 2].isdigit():  # a numbered back-reference, as its group
            end = i + 1 + len(re.match(r"\d+", pattern[i + 1:]).group())  # type: ignore[union-attr]
            out.append(f"(?:{relaxed(groups[pattern[i + 1:end]], ascii, groups)})")
            i, after_quantifier = end, False
        elif c == "\\":
            text, i = _escape(pattern, i, ascii)
            out.append(f"[{text}]" if text == _SPACE or (ascii and text in _ASCII_CLASSES.values()) else text)
            after_quantifier = False
        elif c == "[":
            end = _class_end(pattern, i)
            out.append(_class(pattern[i:end], ascii))
            i, after_quantifier = end, False
        elif pattern.startswith(_LOOKAROUND, i):
            i, after_quantifier = _group_end(pattern, i), False
        elif pattern.startswith("(?P=", i):  # a named back-reference: its group matches wherever it does
            end = pattern.index(")", i)
            out.append(f"(?:{relaxed(groups[pattern[i + 4:end]], ascii, groups)})")
            i, after_quantifier = end + 1, False
        elif pattern.startswith("(?(", i):  # a conditional group: either branch, or nothing
            end = _group_end(pattern, i)
            out.append(f"(?:{relaxed(pattern[pattern.index(')', i) + 1:end - 1], ascii, groups)}|)")
            i, after_quantifier = end, False
        elif c == "+" and after_quantifier:  # possessive: the greedy reading matches wherever it does
            i, after_quantifier = i + 1, False
        elif c == "{" and (bound := _LONG_BOUND.match(pattern, i)):  # RE2 counts to 1,000: no upper bound
            out.append(f"{{{bound.group(1)},}}")
            i, after_quantifier = bound.end(), True
        elif c == "$":  # Python's end also comes before a last newline: RE2's end of any line takes that in
            out.append("(?m:$)")
            i, after_quantifier = i + 1, False
        else:
            out.append(c)
            lazy = c == "?" and pattern[i - 1:i] in ("*", "+", "?", "}")
            after_quantifier = c in "*+?}" and not lazy and pattern[i - 1:i] != "("
            i += 1
    return "".join(out)


#: Escapes whose RE2 reading (ASCII) matches fewer characters than Python's once a class negates them.
_WIDER_IN_PYTHON = frozenset(("\\w", "\\W", "\\S", "\\D"))
_ESCAPE = re.compile(r"\\.", re.S)
_BOUND = re.compile(r"\{(\d+)(?:,\d*)?\}")
_WHOLE_ESCAPES = {"\\b": "", "\\B": "", "\\w": "\\S"}


def _any_but_space(escape: re.Match[str]) -> str:
    return "\\S" if escape.group() == "\\w" else escape.group()


def whole_reading(pattern: str, ascii: bool = False) -> str | None:
    """``pattern`` as RE2 reads it to tell whether it matches a text at all, so that it matches
    wherever the pattern does: the relaxed reading with repetitions that have no upper bound and,
    unless the pattern is ASCII only, word boundaries left out and a word character read as any
    but a space (RE2's are ASCII only, Python's are not). None where a negated class holds such an
    escape (``[^\\W\\d_]``): its reading would match less."""
    reading = relaxed(pattern, ascii)
    out, i = [], 0
    while i < len(reading):
        if reading[i] == "[":
            end = _class_end(reading, i)
            if not ascii and reading[i + 1] == "^" and not _WIDER_IN_PYTHON.isdisjoint(_ESCAPE.findall(reading, i, end)):
                return None
            out.append(reading[i:end] if ascii else _ESCAPE.sub(_any_but_space, reading[i:end]))
            i = end
        elif reading[i] == "\\":
            end = reading.index("}", i) + 1 if reading[i + 2:i + 3] == "{" else i + 2  # \\x{…}, \\p{…}
            escape = reading[i:end]
            out.append(escape if ascii else _WHOLE_ESCAPES.get(escape, escape))
            i = end
        elif reading[i] == "{" and (bound := _BOUND.match(reading, i)):  # RE2 counts to 1,000 in all
            out.append(f"{{{bound.group(1)},}}")
            i = bound.end()
        else:
            out.append(reading[i])
            i += 1
    return "".join(out)


def _groups(pattern: str) -> dict[str, str]:
    """The text of each capturing group of ``pattern`` (inside its parentheses), by name and number."""
    groups, number, i = {}, 0, 0
    while i < len(pattern):
        if pattern[i] == "\\":
            i += 2
            continue
        if pattern[i] == "[":
            i = _class_end(pattern, i)
            continue
        if pattern[i] == "(" and (pattern[i + 1:i + 2] != "?" or pattern.startswith("(?P<", i)):
            number += 1
            head = pattern.index(">", i) + 1 if pattern.startswith("(?P<", i) else i + 1
            groups[str(number)] = body = pattern[head:_group_end(pattern, i) - 1]
            if head > i + 1:
                groups[pattern[i + 4:head - 1]] = body
        i += 1
    return groups


def _escape(pattern: str, i: int, ascii: bool = False) -> tuple[str, int]:
    """The escape at ``i`` in RE2's syntax, and the index after it: Python's ``\\d`` and ``\\s``
    as Python reads them (``\\w`` too, under ``re.ASCII``), ``\\u`` and ``\\U`` code points as ``\\x{…}``."""
    pair = pattern[i:i + 2]
    if pair in ("\\u", "\\U"):
        digits = 4 if pair == "\\u" else 8
        return f"\\x{{{pattern[i + 2:i + 2 + digits]}}}", i + 2 + digits
    if ascii and pair in _ASCII_CLASSES:
        return _ASCII_CLASSES[pair], i + 2
    return {"\\s": _SPACE, "\\d": _DIGIT, "\\Z": "\\z"}.get(pair, pair), i + 2


def _class(text: str, ascii: bool = False) -> str:
    """A character class in RE2's syntax (its escapes as ``_escape`` reads them)."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\":
            escaped, i = _escape(text, i, ascii)
            out.append(escaped)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _class_end(pattern: str, start: int) -> int:
    """The index after the character class opening at ``start`` (a "]" first in it is a literal)."""
    i = start + 1
    if pattern[i:i + 1] == "^":
        i += 1
    if pattern[i:i + 1] == "]":
        i += 1
    while pattern[i] != "]":
        i += 2 if pattern[i] == "\\" else 1
    return i + 1


def _group_end(pattern: str, start: int) -> int:
    """The index after the group opening at ``start``."""
    depth, i, in_class = 0, start, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError(f"unbalanced group in {pattern!r}")


class Screen:
    """The patterns that may match a text, by index, from the literal pieces they need.

    The patterns may be split over several filters of at most ``budget`` characters of pattern
    each. RE2 caches the states of a filter's pass within a fixed memory (which the Python binding
    does not let one raise): a filter with thousands of pieces, cut from many patterns of several
    phrasings each, had its cache rebuilt over and over within each text, and ran at a tenth of
    its speed."""

    def __init__(self, patterns: Sequence[re.Pattern[str]], skip: frozenset[int] = frozenset(),
                 budget: int | None = None) -> None:
        """``skip``: patterns left out of the screen (they always run): their pieces would cost the
        screen's pass more than they save (long alternations of words in many scripts)."""
        options = re2.Options()
        options.log_errors = False
        self._filters: list[tuple[Any, list[int]]] = []  # a filter, and its indices in ``patterns``
        unscreened = list(skip)
        pending: list[tuple[str, int]] = []
        for index, pattern in enumerate(patterns):
            if index not in skip:
                pending.append((relaxed(pattern.pattern), index))
        while pending:
            size, part = 0, []
            while pending and (not part or budget is None or size + len(pending[0][0]) <= budget):
                size += len(pending[0][0])
                part.append(pending.pop(0))
            unscreened += self._add_filter(part, options)
        self.unscreened = frozenset(unscreened)
        self._filter_of = {index: k for k, (_, of) in enumerate(self._filters) for index in of}
        #: index → its whole pattern as RE2 reads it (``whole_reading``): of the patterns whose pieces
        #: are there, only those that match as a whole run in Python's ``re``.
        self._whole: dict[int, Any] = {}
        for index, pattern in enumerate(patterns):
            reading = whole_reading(pattern.pattern, ascii=bool(pattern.flags & re.ASCII))
            if reading is not None:
                whole = re2.Set.SearchSet(options)
                try:
                    whole.Add(reading)
                    whole.Compile()
                except re2.error:
                    continue
                self._whole[index] = whole

    def _add_filter(self, part: list[tuple[str, int]], options: Any) -> list[int]:
        """Adds a filter of ``part`` (relaxed pattern, index); returns the indices it cannot screen."""
        found, of, left_out = re2.Filter(), [], []
        for relaxed_pattern, index in part:
            try:
                found.Add(relaxed_pattern, options)
            except re2.error:
                left_out.append(index)
                continue
            of.append(index)
        try:
            found.Compile()
        except re2.error:  # no pattern has a literal piece to look for: every one runs
            return left_out + of
        if of:
            self._filters.append((found, of))
        return left_out

    def candidates(self, text: str, among: Iterable[int] | None = None) -> frozenset[int] | None:
        """The indices of the patterns that may match ``text`` (None: every one). With ``among``,
        only those indices matter: the filters holding none of them are not run."""
        if not self._filters:
            return None
        wanted = range(len(self._filters)) if among is None else sorted(
            {k for index in among if (k := self._filter_of.get(index)) is not None})
        found = set(self.unscreened)
        data = text.encode()  # once: RE2 reads UTF-8, and each pass would encode the text again
        for k in wanted:
            screen, of = self._filters[k]
            hits = screen.Match(data, potential=True)
            if hits:
                found.update(of[h] for h in hits)
        whole = self._whole
        return frozenset(i for i in found if i not in whole or whole[i].Match(data))


class Needles:
    """Which of many substrings a text holds, from one RE2 pass (exact on any text)."""

    def __init__(self, needles: Sequence[str]) -> None:
        options = re2.Options()
        options.max_mem = 64 << 20
        self._set = re2.Set.SearchSet(options)
        for needle in needles:
            self._set.Add(re2.escape(needle))
        self._set.Compile()
        self.needles = tuple(needles)

    def found(self, text: str) -> list[str]:
        return [self.needles[k] for k in self._set.Match(text) or ()]


class Cue:
    """A pattern that RE2 looks for first, in one pass, and Python's ``re`` only where RE2 found it
    (``re`` tries an alternation of words, or a run of letters, at every position). RE2 reads the
    pattern as the screen does (``relaxed``); where its ``\\b`` stand next to ASCII letters it
    finds a match wherever Python does: its word letters are ASCII only, so it sees a word
    boundary wherever Python sees one, and more."""

    def __init__(self, pattern: str, fast: str | None = None) -> None:
        """``fast``: what RE2 looks for instead of ``pattern`` read as the screen does (something
        every match of ``pattern`` holds, when that reading finds too much)."""
        self._fast = re2.Set.SearchSet()  # a set of one: a yes or no without a match object to build
        self._fast.Add(relaxed(pattern) if fast is None else fast)
        self._fast.Compile()
        self._exact = re.compile(pattern)
        self.pattern = pattern

    def search(self, text: str) -> re.Match[str] | None:
        return self._exact.search(text) if self._fast.Match(text) else None

    def findall(self, text: str) -> list[Any]:
        return self._exact.findall(text) if self._fast.Match(text) else []

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self._exact.finditer(text) if self._fast.Match(text) else iter(())

    def finditer_nested(self, text: str) -> Iterator[re.Match[str]]:
        """Like ``finditer``, but each search resumes where the last match's last group begins: a
        cue inside the stretch another cue took is found too."""
        if not self._fast.Match(text):
            return
        pos = 0
        while (m := self._exact.search(text, pos)) is not None:
            yield m
            inner = m.start(m.lastindex) if m.lastindex else -1
            pos = inner if inner > m.start() else max(m.end(), m.start() + 1)

    def subn(self, repl: Any, text: str) -> tuple[str, int]:
        return self._exact.subn(repl, text) if self._fast.Match(text) else (text, 0)

    def sub(self, repl: Any, text: str) -> str:
        return self.subn(repl, text)[0]


def whole_cue(pattern: str) -> Cue:
    """A ``Cue`` whose RE2 reading is the pattern read whole (``whole_reading``): for a long
    alternation of words and phrases that most texts hold none of."""
    fast = whole_reading(pattern)
    if fast is None:
        raise ValueError(f"RE2 cannot read {pattern[:60]!r}… so that it matches wherever Python does")
    return Cue(pattern, fast)
