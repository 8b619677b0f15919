"""Phone numbers: digit groups shaped like phone numbers, checked with libphonenumber per region.

Within a run of digits and separators, the widest window of groups that reads as a phone
number wins. A window is a candidate when it is written like one (``+``/``00``, ``(``, several
digit groups, or a national number with its trunk ``0``) or follows a phone word ("call",
"Tel.", "電話", "โทร" …); a bare digit string without such a word is an order number, and
date, SSN, ISBN and dotted-quad shapes never count. A candidate is kept when libphonenumber
finds it possible (its length fits a numbering plan) for its ``+`` country or for one of the
default regions; an extension (``x2858``, ``ext. 12``) is part of the match."""
from __future__ import annotations

import functools
import re
from typing import Callable, Iterable, Sequence

import phonenumbers

#: Every region libphonenumber knows (ISO 3166 codes).
REGIONS = tuple(sorted(phonenumbers.SUPPORTED_REGIONS))
#: Regions tried, in order, for numbers written without ``+``: a processor option.
DEFAULT_REGIONS = ("US", "GB", "DE", "FR", "ES", "IT", "NL", "BR", "PL", "JP", "CN", "KR", "IN",
                   "RU", "TH", "TR", "SE", "AU", "MX", "CA")

#: Words that announce a phone number. ASCII words need a boundary; words of other scripts
#: may be glued to the number.
PHONE_WORDS = (
    "phone", "telephone", "tel", "tel.", "hotline", "helpline", "rufen", "mobile", "mob", "cell", "fax", "call", "ring", "reach", "contact",
    "whatsapp", "sms", "text me", "number", "telefon", "telefonnummer", "handy", "rufnummer", "anrufen",
    "téléphone", "telephone", "portable", "appel", "appelez", "teléfono", "telefono", "móvil", "movil",
    "celular", "número", "numero", "llame", "llama", "ligue", "telefone", "numer", "zadzwoń", "telefoon",
    "bel", "mobiel", "cellulare", "chiama", "nummer", "ara", "arayın", "cep", "telefonu", "puhelin",
    "電話", "携帯", "番号", "联系", "电话", "手机", "號碼", "号码", "拨打", "연락처", "전화", "휴대폰", "โทร", "เบอร์",
    "هاتف", "اتصل", "جوال", "رقم", "телефон", "номер", "звоните",
)
#: Words before a number that make it something else, whatever its shape.
OTHER_WORDS = (
    "order", "invoice", "inv", "ref", "reference", "isbn", "sku", "ean", "gtin", "upc", "barcode", "tracking",
    "serial", "build", "version", "firmware", "release", "id", "account", "acct", "iban", "card", "ssn", "po",
    "item", "article", "art", "model", "part", "product", "ticket", "case", "batch", "lot", "page", "pages",
    "#",
)


def reversed_words(words: Iterable[str]) -> str:
    """An alternation matching ``words`` in reversed text (ASCII words bounded), grouped by
    first character so that the engine tries only the branches that can match."""
    groups: dict[str, list[str]] = {}
    for w in sorted(set(words), key=len, reverse=True):
        rev = w[::-1]
        tail = re.escape(rev[1:]) + ("(?![a-z])" if w.isascii() and w[0].isalpha() else "")
        groups.setdefault(rev[0], []).append(tail)
    return "(?:" + "|".join(f"{re.escape(first)}(?:{'|'.join(tails)})" for first, tails in groups.items()) + ")"


# Context is matched on the reversed text just before the number, anchored at its start:
# one attempt instead of a search through the window.
_CONTEXT = re.compile(rf"[^\d\n]{{0,20}}{reversed_words(PHONE_WORDS)}")
_OTHER = re.compile(rf"[^\w\n]{{0,4}}(?:si[^\w\n]{{1,3}})?(?:\.?on|\.?rn|rebmun|#)?[^\w\n]{{0,6}}{reversed_words(OTHER_WORDS)}")
_EXTENSION = re.compile(r"(?i)[ ]?(?:x|ext\.?|extension|#)[ ]?\d{1,6}(?![\w])", re.A)
#: An unfinished extension after a number at the end of a streamed buffer ("…0988 ex"),
#: as a pattern to append to the digits' tail.
EXTENSION_TAIL = r"[ ]?(?:[xX]|[eE]|[eE][xX]|[eE][xX][tT]\.?|[eE][xX][tT][eE][a-zA-Z]{0,5})[ ]?\d{0,6}"
_NOT_PHONE = re.compile(
    r"\d{4}[-./]\d{1,2}[-./]\d{1,2}\Z"  # 2024-03-15
    r"|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}\Z"  # 15.03.2024, 03/15/2024
    r"|\d{3}-\d{2}-\d{4}\Z"  # a US SSN
    r"|97[89][- ]?\d{1,5}[- ]\d"  # ISBN-13
    r"|\d{1,3}(?:\.\d{1,3}){3}\Z",  # an IPv4 address or a four-part version
    re.A)
_GLUED_LEFT = re.compile(r"[\w/.,@#-]", re.A)
_GLUED_RIGHT = re.compile(r"(?![\w/@]|[.,]\d)", re.A)
_SEPARATED = re.compile(r"\d[ .()-]+\d")
_GROUP = re.compile(r"[^ ]+")
_CARD_GROUPS = re.compile(r"\d{4}(?: \d{4})+(?: \d{1,4})?")
_NO_DIGITS = str.maketrans("", "", "0123456789")
#: Three or more groups in thousands, one separator throughout, no leading 0 or +.
_THOUSANDS = re.compile(r"[1-9]\d{0,2}([ .])\d{3}(?:\1\d{3})+")


def _no_words() -> tuple[int, bool]:
    return 0, False


_PUNCTUATION = "\"'.,:;!?()[]{}<>*_-"


def word_set(words: Iterable[str]) -> frozenset[str]:
    """The first words of the ASCII entries of ``words``, for ``may_follow``."""
    return frozenset(w.split()[0].rstrip(".") for w in words if w.isascii() and w[0].isalpha())


def may_follow(text: str, end: int, words: frozenset[str]) -> bool:
    """Whether one of ``words`` may come shortly before ``end``: False only when the 36
    characters before it are plain ASCII words none of which is in the set (the common case,
    decided without a regex)."""
    region = text[max(0, end - 36):end].lower()
    if not region.isascii() or "@" in region or "/" in region or "#" in region:
        return True
    return any(w.strip(_PUNCTUATION) in words for w in region.split()[-5:])


_PHONE_SET = word_set(PHONE_WORDS)
_CONTEXT_SET = word_set(PHONE_WORDS + OTHER_WORDS + ("no", "nr", "number"))


def before_reversed(text: str, start: int) -> str:
    return text[max(0, start - 40):start][::-1].lower()


def _shaped(run: str) -> bool:
    """Written like a phone number without any context word: international, or in groups
    (but not in the groups of other numbers), or a national number with its trunk prefix
    (0 and 9-11 digits; 13 would be a barcode)."""
    if run[0] in "+(":
        return True
    if _DECIMAL_GROUP.search(run):
        return False  # "0.90759 -159.06402": coordinates, measures
    if _SEPARATED.search(run):
        digits = len(run) - len(run.translate(_NO_DIGITS))
        if run[0] == "0" or (run[0] == "8" and digits == 11):  # a trunk prefix (8 in Russia)
            return True
        # Without one, a national number has 9-11 digits ("415 555 0100", "609 141 777").
        return 9 <= digits <= 11 and not _other_grouping(run)
    return run[0] == "0" and 9 <= len(run) <= 11


_GROUP_SPLIT = re.compile(r"[ ()-]+")
_DECIMAL_GROUP = re.compile(r"(?<![\d.])\d{1,3}\.\d{4,}(?![\d.])")
_DECIMAL = re.compile(r"\d{1,3}\.\d{3,}")


def _other_grouping(run: str) -> bool:
    """Groups that read as another number (no leading 0 or +): thousands ("1 000 000",
    "83 200 000"), decimals ("48.8566 2.3522"), a date ("2023 11 07"), or groups that are all
    short ("4 8 15 16 23 42") or all of four digits ("1234 5678 9012")."""
    groups = [g for g in _GROUP_SPLIT.split(run) if g]
    sizes = [len(g) for g in groups]
    if any(_DECIMAL.fullmatch(g) for g in groups) or max(sizes) <= 2:
        return True
    if len(groups) >= 3 and (set(sizes) == {4} or (sizes[0] == 4 and max(sizes[1:]) <= 2)) or (
            len(groups) >= 4 and set(sizes) == {3}):
        return True
    return all(n == 3 for n in sizes[1:]) and (sizes[0] <= 2 or "000" in groups[1:])


def _version_like(run: str) -> bool:
    """Four or more dotted parts, one of them (past the first) a single digit: 120.0.6099.109."""
    if run.count(".") < 3 or not run.replace(".", "").isdigit():
        return False
    return any(len(part) == 1 for part in run.split(".")[1:])


@functools.lru_cache(maxsize=4096)  # a stream rescans its buffer: the same candidates recur
def _possible(run: str, regions: tuple[str, ...]) -> bool:
    international = run[0] == "+" or run.startswith("00")
    number = "+" + run[2:] if run.startswith("00") else run
    for region in (None,) if international else regions:
        try:
            parsed = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_possible_number(parsed):
            return True
    return False


def phone_matches(text: str, start: int, end: int, regions: Sequence[str]) -> Iterable[tuple[int, int, int]]:
    """Phone numbers among the digit groups of the run ``text[start:end]``: (start, end with
    the extension, where the phone word before it begins — a stream holds it with the number)."""
    if start > 0 and _GLUED_LEFT.match(text, start - 1):
        return  # part of an identifier, a path or a decimal
    words: list[int] = []  # (length of the phone word and gap, other word) before the run, once

    def context() -> tuple[int, bool]:
        if not words:
            if not may_follow(text, start, _CONTEXT_SET):
                words.extend((0, False))
            else:
                before = before_reversed(text, start)
                m = _CONTEXT.match(before)
                words.extend((m.end() if m else 0, _OTHER.match(before) is not None))
        return words[0], bool(words[1])

    run = text[start:end]
    if _THOUSANDS.fullmatch(run) and not context()[0]:
        return  # a count or an amount in thousands groups ("12 480 331", "1.204.377"), no phone word
    if " " not in run:  # the common case: one group
        match = _window(text, start, end, context, regions)
        if match:
            yield match
        return
    groups = [(m.start(), m.end(), len(m.group()) - len(m.group().translate(_NO_DIGITS)))
              for m in _GROUP.finditer(text, start, end)]
    if sum(g[2] for g in groups) > 15 and _CARD_GROUPS.fullmatch(run):
        return  # a card (or a longer number) in groups of four, not numbers side by side
    i = 0
    while i < len(groups):
        match = None
        for j in range(min(len(groups), i + 7) - 1, i - 1, -1):
            digits = sum(g[2] for g in groups[i:j + 1])
            if 7 <= digits <= 15:
                # After the first group, digits come right before: no word can be in between,
                # and only a number that starts like one (+, 00, a trunk 0) is cut out of the run.
                if i and text[groups[i][0]] not in "+(0":
                    break
                match = _window(text, groups[i][0], groups[j][1], context if i == 0 else _no_words, regions)
                if match:
                    break
        if match:
            yield match
            i = j + 1
        else:
            i += 1


def _window(text: str, start: int, end: int, words: Callable[[], tuple[int, bool]],
            regions: Sequence[str]) -> tuple[int, int, int] | None:
    run = text[start:end].rstrip(".-( ")
    if run.endswith(")") and run.count("(") < run.count(")"):
        run = run[:-1]
    if not run or "+" in run[1:] or _NOT_PHONE.match(run.lstrip("(")):
        return None
    if not 7 <= len(run) - len(run.translate(_NO_DIGITS)) <= 15 or _version_like(run):
        return None
    context, other = words()
    if other or not (context or _shaped(run)) or not _possible(run, tuple(regions)):
        return None
    end = start + len(run)
    ext = _EXTENSION.match(text, end)
    end = ext.end() if ext else end
    return (start, end, start - context) if _GLUED_RIGHT.match(text, end) else None
