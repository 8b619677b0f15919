"""Payment cards: a length-aware BIN table of every common brand, Luhn, and the barcodes left alone.

A digit run is a card when its prefix belongs to a brand issuing that length and the Luhn
check holds; grouped numbers must be grouped like cards (fours; Amex/Diners 4-6-5 / 4-6-4; two
eights), with one separator throughout (space, hyphen, dot or slash; a line break may stand for
any one of them).
An ungrouped 13-digit run with a valid EAN-13 check digit is a barcode (13-digit Visa cards are
no longer issued), as is any number after a barcode word (EAN, UPC, GTIN, barcode, ISBN)."""
from __future__ import annotations

import re

from . import pii_screen

#: (first prefix, last prefix, lengths): IIN ranges as published by the networks.
BIN_TABLE: tuple[tuple[str, str, tuple[int, ...]], ...] = (
    ("4", "4", (13, 16, 19)),  # Visa (13: legacy)
    ("51", "55", (16,)), ("2221", "2720", (16,)),  # Mastercard
    ("34", "34", (15,)), ("37", "37", (15,)),  # American Express
    ("6011", "6011", (16, 17, 18, 19)), ("644", "649", (16, 17, 18, 19)), ("65", "65", (16, 17, 18, 19)),  # Discover / RuPay
    ("300", "305", (14, 15, 16, 17, 18, 19)), ("3095", "3095", (14, 15, 16, 17, 18, 19)),  # Diners Club
    ("36", "36", (14, 15, 16, 17, 18, 19)), ("38", "39", (14, 16, 17, 18, 19)),
    ("35", "35", (16, 17, 18, 19)), ("1800", "1800", (15,)), ("2131", "2131", (15,)),  # JCB (3528-3589, and test ranges)
    ("50", "50", tuple(range(12, 20))), ("56", "69", tuple(range(12, 20))),  # Maestro, UnionPay (62), RuPay (60)
    ("2200", "2204", (16, 17, 18, 19)),  # Mir
    ("81", "82", (16,)), ("353", "353", (16,)), ("356", "356", (16,)),  # RuPay
    ("9792", "9792", (16,)),  # Troy
)
_LUHN_DOUBLE = (0, 2, 4, 6, 8, 1, 3, 5, 7, 9)
#: Card groupings with separators: fours (last group shorter), Amex 4-6-5, Diners 4-6-4, the long cards'
#: last group of five to seven (4-4-4-6, thirteen digits as 4-4-5), thirteen digits in threes (4-3-3-3), the issuer's six and the rest.
_GROUPED = re.compile(r"\d{4}(?:(?:[ -]| - )\d{4})*(?:(?:[ -]| - )\d{1,4})?|\d{4}[ -]\d{6}[ -]\d{4,5}"
                      r"|\d{4}(?:(?:[ -]| - )\d{4}){1,2}(?:[ -]| - )\d{5,7}|\d{4}(?:[ -]\d{3}){3}|\d{6}[ -]\d{9,13}", re.A)
_BARCODE_WORDS = re.compile(r"(?i)\b(?:ean(?:-?13)?|upc|gtin|barcode|isbn(?:-?1[03])?|sku|tracking|receipt|recibo|ricevuta|quittung|"
                            r"beleg|re[çc]u|kvitto|paragon|ticket|tag|ट्रैकिंग)(?: (?:number|no\.?|nr\.?|num|code|id|नंबर))?\b\W{0,4}\Z")


def luhn_ok(number: str) -> bool:
    digits = [ord(c) - 48 for c in number if c.isdigit()]
    odd = digits[-1::-2]
    even = digits[-2::-2]
    return (sum(odd) + sum(_LUHN_DOUBLE[d] for d in even)) % 10 == 0


def ean13_ok(digits: str) -> bool:
    return len(digits) == 13 and sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(digits)) % 10 == 0


def _by_prefix() -> dict[str, frozenset[int]]:
    """The table expanded to exact prefixes ("2221" … "2720"), for dictionary lookups."""
    table: dict[str, set[int]] = {}
    for low, high, lengths in BIN_TABLE:
        for prefix in range(int(low), int(high) + 1):
            table.setdefault(str(prefix).zfill(len(low)), set()).update(lengths)
    return {k: frozenset(v) for k, v in table.items()}


_BY_PREFIX = _by_prefix()


def brand_ok(digits: str) -> bool:
    """Whether a brand issues cards of this length with this prefix."""
    n = len(digits)
    return any(n in _BY_PREFIX.get(digits[:k], ()) for k in (1, 2, 3, 4))


def could_be_card(digits: str) -> bool:
    """Starts like some brand's numbers (cheap pre-check before cutting a grouped run)."""
    return any(digits[:k] in _BY_PREFIX for k in (1, 2, 3, 4))


def card_ok(value: str) -> bool:
    digits = value.replace(" ", "").replace("-", "")
    if not (12 <= len(digits) <= 19 and brand_ok(digits) and luhn_ok(digits)):  # cheapest first
        return False
    if digits == value:
        return not ean13_ok(digits)
    return _GROUPED.fullmatch(value) is not None


def card_fit(value: str) -> int | None:
    """Length of the longest prefix of ``value`` ending at a group separator that is a valid
    card number ("4111 1111 1111 1111 exp 12" cut before "12"); an ungrouped run is never cut
    (too many digit strings would pass Luhn at some length), nor one whose groups of four go
    on past the cut in the same way: that is one longer number ("6011 0009 9013 9424 3301"),
    whatever its first digits."""
    if not could_be_card(value[:4]):
        return None
    cuts: list[int] = []
    digits = 0
    for i, c in enumerate(value):
        if c.isdigit():
            digits += 1
        elif 12 <= digits <= 19:
            cuts.append(i)
    return next((i for i in reversed(cuts) if card_ok(value[:i]) and not _continues(value, i)), None)


def _continues(value: str, cut: int) -> bool:
    return continues_right(value, 0, cut)


def continues_right(text: str, start: int, end: int) -> bool:
    """Whether one more group of four follows the card at ``text[start:end]`` after the same
    separator: it is part of a longer number (a 20xx year alone after it is its expiry)."""
    sep = text[start + 4:start + 5]
    rest = text[end:end + 6]
    if sep == "-" and rest[:1] == "-" and rest[1:2].isdigit() and text[end - 5:end - 4] == "-":
        return True  # "6011-1101-1649-3389-9": one more group after the same hyphen
    if not (sep in (" ", "-") and rest[:1] == sep and text[end - 5:end - 4] == sep and len(rest) >= 5 and rest[1:5].isdigit()):
        return False
    return rest[5:6].isdigit() or not (rest[1:3] == "20" and not text[end + 5:end + 7].strip(" -")[:1].isdigit())


_SEPARATED = re.compile(r"(?:[ \t]*\r?\n){1,2}[ \t]*| ~ | {2,4}|[./*~ -]")
#: Group sizes cards are printed in, with any separator.
_CARD_SIZES = frozenset({(4, 4, 4, 4), (4, 4, 4, 4, 3), (4, 4, 4, 4, 2), (4, 4, 4, 4, 1), (4, 4, 4, 1), (4, 4, 4, 2),
                         (4, 4, 4, 3), (4, 4, 4), (4, 6, 4), (4, 6, 5), (8, 8, 3), *((8, n) for n in range(4, 12)),
                         (4, 4, 4, 5), (4, 4, 4, 6), (4, 4, 4, 7), (4, 4, 5), (4, 3, 3, 3), *((6, n) for n in range(9, 14))})


def separated_card_ok(value: str) -> bool:
    """A card whose groups are parted by dots, slashes, asterisks, tildes, a line break, several spaces, or grouped in two eights:
    printed group sizes, one separator throughout (a line break may replace one), brand and Luhn.
    Fours parted by spaces or hyphens alone are left to the number detector."""
    groups = _SEPARATED.split(value)
    found = _SEPARATED.findall(value)
    seps = {"\n" if "\n" in s else s.strip(" \t") or " " for s in found}  # (one line break or two, a blank line)
    broken = "\n" in seps or any(s.startswith("  ") for s in found)  # or spaced wide
    seps -= {"\n"}
    sizes = tuple(len(g) for g in groups)
    if len(seps) > 1 or sizes not in _CARD_SIZES or (seps <= {" ", "-"} and not broken and sizes[0] == 4):
        return False
    digits = "".join(groups)
    return brand_ok(digits) and luhn_ok(digits)


def separated_card_fit(value: str) -> int | None:
    """The longest run of leading groups that is a separated card, when the group after it is
    parted by another separator (a dotted card followed by `` 2029``)."""
    found = list(_SEPARATED.finditer(value))
    for i in range(len(found) - 1, 0, -1):
        cut = found[i].start()
        if found[i].group() != found[i - 1].group() and separated_card_ok(value[:cut]):
            return cut
    return None


#: An IBAN's country code and check digits (and groups) right before: its digits are no card's.
_IBAN_BEFORE = re.compile(r"\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){0,7}[ -]\Z")


def continues_left(text: str, start: int) -> bool:
    """Whether a group of four digits and a separator come right before ``start``: a card
    there would be cut out of a longer grouped number ("ref 3057 6359 1417 4932 4428"), or
    an IBAN's head does (one that fails its check: "SI14 6700 1730 9287 854")."""
    return start >= 5 and text[start - 1] in " -./" and (text[start - 5:start - 1].isdigit()
                                                         or _IBAN_BEFORE.search(text, max(0, start - 42), start) is not None)


def barcode_context(text: str, start: int) -> bool:
    """Whether a barcode word (EAN, UPC, ISBN …) comes right before ``start``."""
    return _BARCODE_WORDS.search(text, max(0, start - 16), start) is not None


_DIGIT_WORDS = {w: str(i) for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"))}
_DIGIT_WORD = r"(?:(?:double|triple)[ -])?(?:zero|one|two|three|four|five|six|seven|eight|nine)"
_REPEATS = {"double": 2, "triple": 3}
#: Digit words, or digits among them ("3 4 seven 7 / 1 zero four 2 …"), parted by spaces,
#: commas, hyphens, bars or slashes.
_SPELLED = re.compile(rf"(?<![a-z\d])(?:{_DIGIT_WORD}|\d{{1,4}})(?:[\s,;|/\u2013-]{{1,3}}(?:{_DIGIT_WORD}|\d{{1,4}})){{3,18}}(?![a-z\d])",
                      re.I | re.A)
_SPELLED_SCREEN = pii_screen.screened(_SPELLED)
_DIGIT_OR_WORD = re.compile(rf"{_DIGIT_WORD}|\d+", re.I | re.A)


def spelled_cards(text: str) -> list[tuple[int, int]]:
    """Spans of card numbers written with English digit words ("four one one one …"), digits
    mixed in or not: at least three words, 13 to 19 digits in all."""
    if len(text) < 20:
        return []
    lowered = text.lower()
    # Three digit words at least, or no card: counted before any regex runs.
    if sum(lowered.count(w) for w in _DIGIT_WORDS) < 3:
        return []
    out = []
    for m in pii_screen.finditer(_SPELLED, _SPELLED_SCREEN, text):
        tokens = _DIGIT_OR_WORD.findall(m.group())
        digits = "".join(_spelled_digits(t) for t in tokens)
        words = sum(1 for t in tokens if not t.isdigit())
        if words >= 3 and 13 <= len(digits) <= 19 and brand_ok(digits) and luhn_ok(digits):
            out.append(m.span())
    return out


def _spelled_digits(token: str) -> str:
    """The digits a token stands for: "7" → "7", "seven" → "7", "double three" → "33"."""
    *repeat, word = token.lower().replace("-", " ").split()
    return _DIGIT_WORDS.get(word, word) * (_REPEATS[repeat[0]] if repeat else 1)


def halved_card_ok(value: str) -> bool:
    """A card written in two halves parted by a slash ("5431 9400 / 6486 5020", "3880 912202 / 2098"):
    printed group sizes once the slash is read as a space, brand and Luhn."""
    groups = re.findall(r"\d+", value)
    digits = "".join(groups)
    return tuple(len(g) for g in groups) in _CARD_SIZES and brand_ok(digits) and luhn_ok(digits)


def spaced_card_ok(value: str) -> bool:
    """A card written a digit at a time ("4 1 1 1 …", "4-1-1-1-…", "4.1.1.1…") or in groups
    parted by underscores or line breaks: one separator throughout (the pattern sees to it),
    printed group sizes, brand and Luhn."""
    groups = re.findall(r"\d+", value)
    digits = "".join(groups)
    sizes = tuple(len(g) for g in groups)
    if not (sizes in _CARD_SIZES or set(sizes) == {1}):
        return False
    return 13 <= len(digits) <= 19 and brand_ok(digits) and luhn_ok(digits)


def marked_card_ok(value: str) -> bool:
    """A card whose groups are parted by one mark, in brackets, in pairs or a digit at a time with wide
    gaps: printed group sizes (pairs: two digits each, the last one or two), brand and Luhn."""
    groups = re.findall(r"\d+", value)
    digits = "".join(groups)
    sizes = tuple(len(g) for g in groups)
    if "  " in value and set(sizes) == {1}:
        sizes = tuple(len(g.replace(" ", "")) for g in value.split("  "))
    pairs = len(sizes) >= 6 and set(sizes[:-1]) == {2} and sizes[-1] in (1, 2)
    return (sizes in _CARD_SIZES or pairs) and 13 <= len(digits) <= 19 and brand_ok(digits) and luhn_ok(digits)


def named_card_ok(value: str) -> bool:
    """A number named a card (a card word before it, or its security code or expiry after it), in
    groups parted by any marks, mixed or not ("6462 · 5333·8675·3485", "'6011' + '5876' + …",
    "3425<!-- -->204518<!-- -->73149", "<3554> <9051> …"): three groups or more of two to seven digits (the last may be
    one), brand and Luhn."""
    groups = re.findall(r"\d+", value)
    digits = "".join(groups)
    return (len(groups) >= 3 and all(2 <= len(g) <= 7 for g in groups[:-1]) and len(groups[-1]) <= 7
            and 13 <= len(digits) <= 19 and brand_ok(digits) and luhn_ok(digits))

