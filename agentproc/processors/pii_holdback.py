"""Streaming holdback for the PII detector: where the tail of a streamed buffer that could still
grow into a match begins (a number whose name may follow it, an address still being spelled out, a
key's block still open). Everything before it can be released at once."""
from __future__ import annotations

import re

from .pii_cards import named_card_ok
from .pii_credentials import SECRET_ROW_TAIL, growing, key_then_name_start
from .pii_detectors import CARD_BEFORE_CODE, PRIVATE_KEY_FOOTER, PRIVATE_KEY_HEADER, SSN_BEFORE_NAME, SSN_NEEDLES, SYMBOLS
from .pii_email import split_address_tail_start, worded_tail_start
from .pii_patterns import DIGIT, VERSION_WORDS, phone_table
from .pii_phone import EXTENSION_TAIL, PHONE_WORDS, may_follow, reversed_words, word_set
from .text_view import fold

#: Words before nine bare digits that make them an SSN.
SSN_WORDS = SSN_NEEDLES + ("social security number",)
#: Streamed tail, reversed: a phone, version or SSN word and the number after it (the word decides
#: whether a bare number or a dotted quad is personal data, so it is held with it).
_WORD_TAIL_REVERSED = re.compile(
    rf"[\d ().+/-]*[^\d\n]{{0,40}}{reversed_words(SSN_WORDS)}"  # first: the furthest back ("soc sec", "SSN number")
    rf"|[\d ().+/-]*[^\d\n]{{0,20}}(?:{reversed_words(PHONE_WORDS, whole=False)}|{reversed_words(VERSION_WORDS)})")
#: The same words as a set, for the cheap check that usually rules the regex out; an SSN's name
#: may stand further back ("ssn, salary) VALUES ('Ana', 'Liu', '…").
_DECIDING_WORDS = word_set(PHONE_WORDS + VERSION_WORDS)
_SSN_SET = word_set(SSN_WORDS)
_SSN_REACH = 60
#: Letters one of the ASCII SSN names holds (a cheap test before ``may_follow``).
_SSN_HINT = re.compile(r"(?i)s[sn]n|s[sn] ?#|soc|seg|s[eé]c|sek|[^\x00-\x7f]")

# -- streaming holdback ------------------------------------------------------------------

#: (held while the name may still be arriving: it may begin 40 characters after the number)
_SSN_BEFORE_ITS_NAME = re.compile(SSN_BEFORE_NAME.replace("(?P<v>", "(?:").replace(r"\2", r"\1").replace("{0,40}?", "{0,60}")
                                  + r"\Z")
#: (held while its security code or expiry may still come after it: "'6011' + '5876' + … , CVC to follow")
_CARD_BEFORE_ITS_CODE = re.compile(rf"(?<![\d.,/-]){CARD_BEFORE_CODE}[^\d\n]{{0,30}}\Z")
_LONG_SSN_NAMES = tuple(w for w in SSN_WORDS if w.count(" ") >= 2)
#: Any beginning of a long SSN name, reaching past its first word ("Số An sinh Xã h").
_LONG_SSN_NAME = re.compile(rf"(?:{'|'.join(growing(w) for w in _LONG_SSN_NAMES)})\s*\Z")
#: The first word and a letter of the next of those names (a cheap test before the pattern).
_LONG_SSN_START = re.compile("(?i)" + "|".join(re.escape(w[:w.index(" ") + 2]) for w in _LONG_SSN_NAMES))
#: Tails that may still grow into a match, anchored at the end of the buffer (the
#: unfinished last word is handled apart: any word may still become an email or a key).
_TAILS = (
    # Digit groups (cards, phones, SSNs), and a phone number's extension still arriving.
    # Dots, slashes and line breaks: cards written with other separators.
    # Underscores: a card written a digit at a time ("4_1_1_1…", "4 - 1 - 1 …" takes 61 characters).
    # Emoji, symbols, spoiler bars and brackets: groups of a card parted by them; "#", quotes of strings joined in code
    # and comments of markup ("6011 # 8387", "'6011' + '5876'", "3425<!-- -->2045").
    re.compile(rf"[+(\[]?\d(?:[\d ().,\-/\n_|*~:;+•·\[\]#'\"<>!]|{SYMBOLS}){{0,64}}+(?:{EXTENSION_TAIL})?\Z", re.A),  # possessive: no backtracking
    # IBAN in groups of four (which may go on past a line break).
    re.compile(r"\b[A-Za-z]{2}\d{2}(?:(?:[ -]|[ \t]*\n[ \t]*)?[A-Za-z0-9]{1,4}){0,9}(?:[ -]|[ \t]*\n[ \t]*)?\Z", re.A),
    re.compile(r"(?i)\bbearer(?:\s+[A-Za-z0-9\-._~+/]*=*)?\s*\Z", re.A),  # the token may still be short
    re.compile(r"(?i)aws_secret_access_key[\"']?\s*[:=]?\s*[\"']?[A-Za-z0-9/+=]*\Z"),
    re.compile(r"-{1,5}(?:B(?:E(?:G(?:I(?:N(?: [A-Z0-9 ]*)?)?)?)?)?)?\Z"),  # a key block's header
    # The first word of a deciding phrase whose next word is still arriving ("Social Secu"), or
    # any beginning of a longer one.
    re.compile(rf"(?i)\b(?:{'|'.join(sorted({w.split()[0] for w in PHONE_WORDS + SSN_WORDS if ' ' in w}))})(?:\s+[a-z]*)?\s*\Z"),
    _LONG_SSN_NAME,
)
_OPEN_KEY = re.compile(PRIVATE_KEY_HEADER)
_KEY_END = re.compile(PRIVATE_KEY_FOOTER)
#: A word longer than this is released progressively (no detector matches one that long).
MAX_WORD = 512


#: The start of an "at" written out or encoded, at the very end of a buffer.
_AT_STARTS = tuple(o + a for o in "[({<" for a in ("", "a", "at", "A", "AT", "At")) + (
    "&", "&#", "&#6", "&#64", "&#x", "&#x4", "&#x40", "&c", "&co", "&com", "&comm", "&comma", "&commat", "@")
_LOCAL_REVERSED = re.compile(r"[A-Za-z0-9._%+-]*")
#: A spelled-out or encoded "at" in the last characters: the address may still be arriving.
_SPELLED_AT = re.compile(r"[A-Za-z0-9._%+-]+\s*(?:[\[({<]\s*at\s*[\])}>]|&\#0*64;|&\#x0*40;|&commat;|\s@|@\s)", re.A | re.I)
_DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_DIGIT_WORD_STARTS = frozenset(w[:n] for w in _DIGIT_WORDS for n in range(1, len(w)))
_WORD_APART = str.maketrans(",;-|/\u2013", "      ")
#: Digit words at the end: a card may still be being spelled out.
_SPELLED_TAIL = re.compile(
    r"(?i)(?:(?<![a-z\d])(?:(?:double|triple)[ -])?(?:zero|one|two|three|four|five|six|seven|eight|nine|\d{1,4})[\s,;|/\u2013-]{1,3}){1,19}"
    r"(?:(?:double|triple)[ -])?[a-z\d]*\Z")
#: Characters written one at a time at the end ("m a r t a . k ", "4 4 f"): an address or a card
#: may be arriving.
_SINGLES_TAIL = re.compile(r"(?<!\S)(?:\S ){1,}\S*\Z")



#: A table's cell still arriving at the end of the buffer, digits so far ("…,Hannah Hughes,(03) 2080 09").
_CELL_TAIL = re.compile(r"(?:^|[,;\t|])[ \t]*(?P<v>\+?[\d(][\d ()./-]*(?: ?e?x?t?\.? ?\d*)?)\Z", re.M)


#: How far back a table's header is looked for while one of its cells is streamed.
TABLE_REACH = 1500


def holdback_start(text: str) -> int:
    """Where the tail that could still complete a match begins (``len(text)`` if none).

    Everything before it can be released now; an unterminated private-key block holds
    everything from its header on. Judged on the folded view, like the findings."""
    view = fold(text)
    if view is None:
        return _holdback_start(text)
    cut = _holdback_start(view.text)
    return len(text) if cut >= len(view.text) else view.original(cut)


def _holdback_start(text: str) -> int:
    cut = len(text)
    if text and not text[-1].isspace():  # an unfinished last word (rsplit scans from the end, in C)
        cut = max(cut - len(text.rsplit(None, 1)[-1]), cut - MAX_WORD)
    begin = text.rfind("-----BEGIN")
    if begin != -1 and not _KEY_END.search(text, begin):
        m = _OPEN_KEY.search(text, begin)
        if m or len(text) - begin < 80:
            cut = min(cut, begin)
    window_start = max(0, len(text) - 90)
    digits = DIGIT.search(text, window_start) is not None
    if digits:  # nine digits whose SSN name may still come after them
        m = _SSN_BEFORE_ITS_NAME.search(text, window_start)
        if m and m.start() < cut:
            cut = m.start()
        m = _CARD_BEFORE_ITS_CODE.search(text, window_start)
        if m and m.start() < cut and named_card_ok(m.group("v")):
            cut = m.start()
        m = _CELL_TAIL.search(text, max(window_start, text.rfind("\n", window_start) + 1))
        if m and m.start("v") < cut and phone_table(text[-TABLE_REACH:]):
            cut = m.start("v")
    for tail in _TAILS[0 if digits else 1:]:  # the first one needs a digit
        if tail is _LONG_SSN_NAME and not _LONG_SSN_START.search(text, len(text) - 40):
            continue  # the common case: no long SSN name begins near the end
        m = tail.search(text, window_start)
        if m and m.start() < cut:
            cut = m.start()
    window = text[window_start:]
    split = split_address_tail_start(text, window_start)
    cut = min(cut, split) if split is not None else cut
    named = key_then_name_start(text)
    if named is not None:
        cut = min(cut, named)
    if "|" in text[window_start:]:
        row = SECRET_ROW_TAIL.search(text, window_start)
        if row is not None:
            cut = min(cut, row.start("v"))
    # The last word before an "at" that may still be spelled out ("anna [a"): the local part.
    head = text.rstrip()
    if head.endswith(_AT_STARTS):
        head = head[: len(head) - max(len(p) for p in _AT_STARTS if head.endswith(p))].rstrip()
    local = _LOCAL_REVERSED.match(head[-80:][::-1]).end()  # type: ignore[union-attr]
    cut = min(cut, len(head) - local)
    if "@" in window or "&" in window or ("t" in window and ("[" in window or "(" in window or "{" in window or "<" in window)):
        at = _SPELLED_AT.search(text, window_start)
        if at is not None:
            cut = min(cut, at.start())
    worded = worded_tail_start(text, window_start)
    cut = min(cut, worded) if worded is not None else cut
    last = text[-40:].lower().translate(_WORD_APART).split()
    # (a group of digits may be followed by digit words still arriving: "5170 | fo")
    if any(w in _DIGIT_WORDS for w in last[-6:]) or (
            last and last[-1] in _DIGIT_WORD_STARTS and any(w.isdigit() and len(w) <= 4 for w in last[-6:])):
        words = _SPELLED_TAIL.search(text, max(0, len(text) - 200))
        if words is not None:
            cut = min(cut, words.start())
    space = text.rfind(" ", window_start)
    if space >= 1 and not text[space - 1].isspace() and (space == 1 or text[space - 2].isspace()):
        singles = _SINGLES_TAIL.search(text, window_start)  # a one-character word before the last space
        if singles is not None:
            cut = min(cut, singles.start())
    word = _deciding_word_start(text, window_start)
    return cut if word is None else min(cut, word)


def _deciding_word_start(text: str, window_start: int) -> int | None:
    """Where a phone or version word shortly before the end (and any number after it) begins."""
    stripped = text.rstrip("0123456789 ().+-/")
    if not (may_follow(stripped, len(stripped), _DECIDING_WORDS)
            or (_SSN_HINT.search(stripped, len(stripped) - _SSN_REACH) and may_follow(stripped, len(stripped), _SSN_SET, _SSN_REACH, 9))):
        return None  # the common case: plain prose, no regex needed
    m = _WORD_TAIL_REVERSED.match(text[window_start:][::-1].lower())
    return len(text) - m.end() if m else None
