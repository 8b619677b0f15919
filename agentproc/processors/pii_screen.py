"""RE2 before Python's ``re`` on long texts: where a PII pattern is worth trying.

Python's ``re`` tries a pattern at every position its first character allows; over a long text of
digits, or of the words a rule is gated on, that is most of the detector's time. RE2 reads the
same pattern without its look-arounds (``injection_screen.relaxed``: it matches wherever the
pattern does, and in more places) in one linear pass. Python's ``re`` then runs only at the
stretches RE2 found, so spans, groups and verdicts are Python's own: the screen only saves work.
"""
from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from typing import Any

import re2

from .injection_screen import relaxed

#: Texts at least this long are screened (on shorter ones the pass costs more than it saves).
SCREEN_FROM = 4096
#: Past this many stretches the pattern is searched for through the whole text (each match RE2
#: yields costs more than Python's search skipping ahead to the next).
MOST_STRETCHES = 48


def screen_of(pattern: re.Pattern[str]) -> Any:
    """RE2's reading of ``pattern`` with its flags (None when RE2 cannot read it)."""
    options = re2.Options()
    options.log_errors = False
    options.max_mem = 16 << 20
    flags = "".join(f for flag, f in ((re.I, "i"), (re.S, "s"), (re.M, "m")) if pattern.flags & flag)
    try:
        return re2.compile((f"(?{flags})" if flags else "") + relaxed(pattern.pattern, ascii=bool(pattern.flags & re.A)),
                           options)
    except (re2.error, KeyError):
        return None


#: Every pattern screened through ``screened``, with its screen (the tests check each reading).
SCREENED: list[tuple[re.Pattern[str], Any]] = []


def screened(pattern: re.Pattern[str]) -> Any:
    """``screen_of(pattern)``, recorded in ``SCREENED``."""
    screen = screen_of(pattern)
    SCREENED.append((pattern, screen))
    return screen


def stretches(screen: Any, text: str) -> list[tuple[int, int]] | None:
    """Where a match can start: each match of ``screen`` (a match of the pattern starts at the start
    of one, or inside one found before it). None: too many to be worth it, or no screen."""
    if screen is None:
        return None
    found = []
    for m in screen.finditer(text):
        if len(found) == MOST_STRETCHES:
            return None
        found.append((m.start(), max(m.end(), m.start() + 1)))
    return found


def search_in(pattern: re.Pattern[str], text: str, found: list[tuple[int, int]], ends: list[int], pos: int,
              endpos: int) -> re.Match[str] | None:
    """``pattern.search(text, pos, endpos)``, tried only at the positions of ``found`` (``ends``: their ends)."""
    for a, b in found[bisect.bisect_right(ends, pos):]:
        if a >= endpos:
            return None
        for start in range(max(a, pos), min(b, endpos)):
            if (m := pattern.match(text, start, endpos)) is not None:
                return m
    return None


def finditer(pattern: re.Pattern[str], screen: Any, text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, screened on a long text."""
    found = stretches(screen, text) if len(text) >= SCREEN_FROM else None
    if found is None:
        yield from pattern.finditer(text)
        return
    ends = [b for _, b in found]
    pos = 0
    while (m := search_in(pattern, text, found, ends, pos, len(text))) is not None:
        yield m
        pos = m.end() if m.end() > m.start() else m.start() + 1


def may_match(screen: Any, text: str) -> bool:
    """Whether the pattern read by ``screen`` may match ``text`` (always, on a short text)."""
    return len(text) < SCREEN_FROM or screen is None or screen.search(text) is not None
