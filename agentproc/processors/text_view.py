"""A folded view of text for detectors, with a map back to positions in the original.

What a person or a model reads the same way is folded to one form before matching: digits of
every script become ASCII digits (Arabic-Indic, Devanagari, full-width …), compatibility forms
become their ASCII letters (full-width, mathematical italics, no-break spaces), every dash a
hyphen, and invisible
characters are dropped (zero-width characters, soft hyphens, variation selectors, combining
marks, bidi controls, tag characters). With ``letters=True`` letters drawn like Latin ones
(Cyrillic ``а``, Greek ``ο`` — Unicode's confusables, through ``confusable_homoglyphs``) become
those Latin letters too. A finding in the view is mapped back to the span of the original text
it came from, so redaction replaces what was really sent. ASCII text is its own view."""
from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from typing import Iterable

#: Characters dropped from the view: zero-width, soft hyphen, joiners, bidi controls, the
#: Mongolian vowel separator, invisible operators, the combining grapheme joiner.
INVISIBLE = frozenset("\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f\u200b\u200c"
                      "\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066"
                      "\u2067\u2068\u2069\u3164\ufeff\uffa0")
#: Invisible spaces: after a group of 4, 6 or 8 digits and before another digit they part the
#: groups ("4111<ZWSP>1111" reads "4111 1111"); anywhere else they are dropped.
_INVISIBLE_SPACES = frozenset("\u200b\u2060\ufeff")
#: The enclosing keycap: a digit, a variation selector and it draw the digit on a key.
_KEYCAP = "\u20e3"
_GROUP = re.compile(r"(?<!\d)(?:\d{4}|\d{6}|\d{8})\Z")
_INVISIBLE_SPLIT = re.compile("[\u200b\u2060\ufeff]")
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")
#: NFKC results kept: what PII is written with (letters, digits, the punctuation of addresses
#: and numbers, a space). Other compatibility forms (full-width commas in CJK prose) stay as they are.
_KEPT = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@.-+()/_: ")
#: Code-point ranges holding every character the folds change (scanned once, at first use).
_RANGES = ((0x80, 0x3400), (0xA640, 0xABFF), (0xFB00, 0xFFFF), (0x10100, 0x11FFF), (0x16A00, 0x16FFF),
           (0x1D000, 0x1FBFF), (0xE0000, 0xE01F0))


def _fold_char(ch: str) -> str | None:
    """What ``ch`` becomes in the view, or None when it stays."""
    if ch in INVISIBLE or 0xE0000 <= ord(ch) <= 0xE007F or 0xFE00 <= ord(ch) <= 0xFE0F or 0xE0100 <= ord(ch) <= 0xE01EF:
        return ""
    if ch == _KEYCAP:
        return ""  # "4️⃣" is the digit 4 in a keycap
    digit = unicodedata.decimal(ch, None)
    if digit is not None:
        return str(digit)
    if unicodedata.category(ch) == "Pd":
        return "-"  # non-breaking hyphen, en dash, minus sign … between digit groups
    nfkc = unicodedata.normalize("NFKC", ch)
    if nfkc != ch and len(nfkc) <= 3 and all(c in _KEPT for c in nfkc):
        return nfkc
    return None


@functools.lru_cache(maxsize=2)
def _table(letters: bool) -> tuple[dict[str, str], re.Pattern[str], dict[int, str | None], re.Pattern[str]]:
    table: dict[str, str] = {}
    for low, high in _RANGES:
        for cp in range(low, high):
            folded = _fold_char(chr(cp))
            if folded is not None:
                table[chr(cp)] = folded
    if letters:
        table.update(_homoglyphs())
    # For text folded one character for one (look-alike letters, digits): one ``translate``.
    one_for_one = {ord(c): (f if len(f) == 1 else None) for c, f in table.items()}
    marks = [chr(cp) for low, high in _RANGES for cp in range(low, high)
             if unicodedata.category(chr(cp)) in ("Mn", "Me") and chr(cp) not in table]
    table.update(dict.fromkeys(marks, ""))
    # Combining marks are dropped only on ASCII characters and digits ("4\u0301"): in Thai,
    # Devanagari or Arabic words they are part of the letters (the phone word "เบอร์").
    marks_on_ascii = f"(?<=[!-~\\d])[{_klass(marks)}]+"
    foldable = re.compile(f"[{_klass(c for c in table if c not in marks)}]+|{marks_on_ascii}")
    return table, foldable, one_for_one, re.compile(marks_on_ascii)


def _klass(chars: Iterable[str]) -> str:
    """A character class (without brackets) holding ``chars``, as ranges."""
    ranges: list[list[int]] = []
    for cp in sorted(map(ord, chars)):
        if ranges and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp])
    return "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}" for a, b in ranges)


#: Greek small letters drawn like their capitals' Latin look-alikes (Unicode lists the capitals only).
_GREEK_LIKE_CAPITALS = frozenset("βκτχ")


def _homoglyphs() -> dict[str, str]:
    """Non-ASCII letters that Unicode lists as confusable with one ASCII letter (lower case
    first: capital Cyrillic ``І`` is an ``i``, not the ``l`` it also resembles)."""
    from confusable_homoglyphs import confusables

    out: dict[str, str] = {}
    for ch, homoglyphs in confusables.confusables_data.items():
        if len(ch) != 1 or ch.isascii() or not ch.isalpha():
            continue
        latin = [h["c"] for h in homoglyphs if len(h["c"]) == 1 and h["c"].isascii() and h["c"].isalpha()]
        if latin:
            out[ch] = latin[0].lower()
    for ch in list(out):
        lower = ch.lower()
        if lower != ch and lower in out:
            out[ch] = out[lower]
        elif lower in _GREEK_LIKE_CAPITALS and lower not in out:
            out[lower] = out[ch]  # Greek κ, τ, χ are drawn like k, t, x, as their capitals are
    return out


class TextView:
    """``text`` is the folded view; ``span`` maps a view span back to the original."""

    __slots__ = ("text", "_starts", "_origins", "_copied")

    def __init__(self, text: str, starts: list[int], origins: list[int], copied: list[bool]) -> None:
        self.text = text
        self._starts = starts  # view index where each segment starts
        self._origins = origins  # original index where it starts
        self._copied = copied  # copied as is (else: one original character, folded)

    def original(self, index: int) -> int:
        j = bisect.bisect_right(self._starts, index) - 1
        return self._origins[j] + (index - self._starts[j] if self._copied[j] else 0)

    def span(self, start: int, end: int) -> tuple[int, int]:
        first = self.original(start)
        return first, (self.original(end - 1) + 1 if end > start else first)


def _grouped(text: str, k: int) -> bool:
    """Whether every digit group of the stretch of digits and invisible spaces around ``k`` but
    the last is a printed group (4, 6 or 8 digits)."""
    start, end = k, k
    while start > 0 and (text[start - 1].isdigit() or text[start - 1] in _INVISIBLE_SPACES):
        start -= 1
    while end < len(text) and (text[end].isdigit() or text[end] in _INVISIBLE_SPACES):
        end += 1
    groups = [g for g in _INVISIBLE_SPLIT.split(text[start:end]) if g]
    return all(len(g) in (4, 6, 8) for g in groups[:-1])


def _within(text: str, spans: list[tuple[int, int]], pattern: re.Pattern[str]) -> Iterable[re.Match[str]]:
    """Matches of ``pattern`` inside ``spans`` of ``text``."""
    for start, end in spans:
        yield from pattern.finditer(text, start, end)


def fold(text: str, letters: bool = False) -> TextView | None:
    """The folded view of ``text``, or None when folding changes nothing (ASCII text, most prose)."""
    if text.isascii():
        return None
    table, foldable, one_for_one, marks_on_ascii = _table(letters)
    # Every character a fold changes is outside ASCII, so only the runs of such characters are
    # searched: in English with a few curly quotes or dashes that is a few characters, not all of
    # them (a large character class is slow to test, and so is ``translate`` with a large table).
    if len(text.encode("utf-8", "surrogatepass")) - len(text) > len(text) // 64:  # another script: one pass over all is cheaper
        spans = [(0, len(text))]
    else:
        spans = [m.span() for m in _NON_ASCII.finditer(text)]
    matches = _within(text, spans, foldable)
    m = next(matches, None)
    if m is None:
        return None
    if next(_within(text, spans, marks_on_ascii), None) is None:
        pieces, last = [], 0
        for start, end in spans:
            pieces += (text[last:start], text[start:end].translate(one_for_one))
            last = end
        same_length = "".join(pieces) + text[last:]
        if len(same_length) == len(text):  # nothing dropped or widened: positions do not move
            return TextView(same_length, [0], [0], [True])
    pieces: list[str] = []
    starts: list[int] = []
    origins: list[int] = []
    copied: list[bool] = []
    view_pos = pos = 0
    while m is not None:
        i = m.start()
        if i > pos:
            starts.append(view_pos)
            origins.append(pos)
            copied.append(True)
            pieces.append(text[pos:i])
            view_pos += i - pos
        run = m.group()
        pos = m.end()
        m = next(matches, None)
        same_length = run.translate(one_for_one) if table[run[0]] else ""
        if len(same_length) == len(run):  # the common case: a run of letters or digits, mapped in place
            starts.append(view_pos)
            origins.append(i)
            copied.append(True)
            pieces.append(same_length)
            view_pos += len(run)
            continue
        for k, ch in enumerate(run, i):
            folded = table[ch]
            if not folded and ch in _INVISIBLE_SPACES and text[k + 1:k + 2].isdigit():
                # Groups typed as such ("4111<ZWSP>1111"), not digits parted at random ("44<WJ>5<WJ>33<WJ>3147…").
                if _GROUP.search(text, max(0, k - 9), k) and _grouped(text, k):
                    folded = " "
            if folded:
                starts.append(view_pos)
                origins.append(k)
                copied.append(False)
                pieces.append(folded)
                view_pos += len(folded)
    starts.append(view_pos)
    origins.append(pos)
    copied.append(True)
    pieces.append(text[pos:])
    return TextView("".join(pieces), starts, origins, copied)
