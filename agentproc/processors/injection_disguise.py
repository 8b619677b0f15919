"""A request written so that a filter cannot read it: the disguise itself as a cue.

The normaliser undoes leetspeak, full-width letters, look-alike letters from other scripts,
letters spaced or dotted apart and symbols between words, so that the rules read what is
meant. But what is meant is often an ordinary-sounding task ("change the payee account", "turn
off the alarm") that no rule names; what gives it away is that someone took the trouble to
hide it. People do not write a message in leetspeak, in full-width letters or with a symbol
between every word; marketing and gamers now and then do one of these in a few words, so each
disguise counts only when it covers several words, and text about the disguises themselves (a
lecture on homoglyphs) is left alone. The cue weighs ``WEIGHT``, the detector's default
threshold: a disguised request is flagged on its own. Across the development sources (71,168
benign rows) no benign row was flagged for it."""
from __future__ import annotations

import re
import unicodedata

WEIGHT = 0.7
#: Words of leetspeak (a digit between two letters: "ch4ng3", "th4nk5"), at least this many, and at
#: least a quarter of the words, in text without long runs of base64 or hex (keys, certificates).
LEET_AT_LEAST = 4
_LEET = re.compile(r"(?<![\w.:/+-])(?=[a-z0-9]{0,10}[a-z][0-9]+[a-z])[a-z0-9]{3,12}(?![\w.:/+-])")
_LEET_DIGITS = frozenset("0134578")
_BLOB = re.compile(r"[A-Za-z0-9+/=]{20,}")
_WORDS = re.compile(r"\S+")
#: Full-width Latin letters (U+FF21 to U+FF5A), at least this many.
FULL_WIDTH_AT_LEAST = 16
_FULL_WIDTH = re.compile("[\uff21-\uff3a\uff41-\uff5a]")
_FULL_WIDTH_WORD = re.compile("[\uff21-\uff3a\uff41-\uff5a]{2,}")
#: Latin words with a letter of another script drawn alike ("сhаngе"), at least this many.
MIXED_AT_LEAST = 2
_LOOK_ALIKES = "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0455\u0501\u03b1\u03bf\u03c1\u03c5\u03b5\u03b9\u03ba\u03bd"
_LOOK_ALIKE_SET = frozenset(_LOOK_ALIKES)
_MIXED = re.compile(f"(?=\\w*[a-z])(?=\\w*[{_LOOK_ALIKES}])\\w{{3,}}")
#: Letters one by one, spaced, dotted or slashed apart: a run of at least this many.
_LETTERS_APART = re.compile(r"(?<![a-z0-9])(?:[a-z][ ._/\\|*-]{1,3}){11,}[a-z](?![a-z0-9])")
#: The same symbol between words, again and again ("cancel 💠 all 💠 late 💠 fees").
_GAP = re.compile(r"(?<=\w) ?([^\w\s]+) ?(?=\w)")
_PICTOGRAPH = re.compile("[\u200b-\u200d\u2060\u2190-\u2bff\U0001f000-\U0001faff]")
#: What leetspeak or letters apart need somewhere: a digit between letters, or four letters one by one.
_HINT = re.compile(r"[a-z][0134578]+[a-z]|(?<![a-z0-9])[a-z][ ._/\\|*-]{1,3}[a-z][ ._/\\|*-]{1,3}[a-z][ ._/\\|*-]{1,3}[a-z](?![a-z0-9])")
#: Text about the disguises themselves (a lecture on homoglyphs, a question about full-width letters).
_ABOUT_DISGUISES = re.compile(r"homoglyph|leet|full-?width|obfuscat|look-?alike|confusable|zero-width|unicode")


def _symbol_between_words(low: str) -> bool:
    counts: dict[str, int] = {}
    for gap in _GAP.findall(low):
        if all(unicodedata.category(c) == "So" or c in "\u200d\ufe0f" for c in gap):  # pictographs and emoji only
            counts[gap] = counts.get(gap, 0) + 1
    return max(counts.values(), default=0) >= 5


def disguise(text: str) -> str | None:
    """The name of the disguise that covers several words of ``text``, or None."""
    low = text.lower()
    kind = None
    if not text.isascii():
        if len(_FULL_WIDTH.findall(text)) >= FULL_WIDTH_AT_LEAST and len(_FULL_WIDTH_WORD.findall(text)) >= 3:
            kind = "full-width letters"
        elif not _LOOK_ALIKE_SET.isdisjoint(low) and len(_MIXED.findall(low)) >= MIXED_AT_LEAST:
            kind = "look-alike letters"
        elif _PICTOGRAPH.search(text) and _symbol_between_words(low):
            kind = "a symbol between words"
    if kind is None and _HINT.search(low):  # most text has neither a digit between letters nor letters apart: one pass
        leet = [w for w in _LEET.findall(low) if _LEET_DIGITS.issuperset(c for c in w if c.isdigit())]
        if len(leet) >= LEET_AT_LEAST and 4 * len(leet) >= len(_WORDS.findall(low)) and not _BLOB.search(text):
            kind = "leetspeak"
        elif _LETTERS_APART.search(low):
            kind = "letters apart"
    return None if kind is None or _ABOUT_DISGUISES.search(low) else kind
