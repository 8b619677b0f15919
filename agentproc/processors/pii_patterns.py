"""Deterministic PII and secret detectors: patterns plus checksums (Luhn, mod-97, base58check, bech32).

Patterns are written without nested quantifiers over overlapping classes, so matching is
linear in practice; every candidate is then validated, which is what keeps order numbers,
dates, prices and version strings out."""
from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import re2

from . import pii_screen
from .pii_cards import barcode_context, continues_left, continues_right, spelled_cards
from .pii_checks import ipv6_ok
from .pii_detectors import NUMBER_DETECTORS, SSN_GATE, TEXT_DETECTORS, Detector
from .pii_email import disguised_emails, emails
from .pii_layout import (NINE_ALONE, passwords_asked_for, phone_columns, reference_columns, secret_columns, ssn_columns,
                         ssns_asked_for)
from .pii_phone import (DEFAULT_REGIONS, OTHER_WORDS, cell_number_ok, PHONE_WORDS, before_reversed, may_follow, phone_matches, slashed_phones,
                         reversed_words, word_set)
from .text_view import fold

PII_TYPES = (
    "email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret", "crypto_wallet", "url",
)
#: URLs are opt-in: links are rarely personal data and ids inside them must pass untouched.
DEFAULT_TYPES = tuple(t for t in PII_TYPES if t != "url")


@dataclass(frozen=True)
class Finding:
    """One match: its category (``type``), precise ``kind``, span and raw value (never stored)."""

    type: str
    kind: str
    start: int
    end: int
    value: str
    #: Where the match's context begins ("Bearer " before a token): a stream never
    #: releases the context without the value.
    hold_start: int = -1

    def __post_init__(self) -> None:
        if self.hold_start < 0:
            object.__setattr__(self, "hold_start", self.start)


#: A run of digits and number punctuation, consumed in one step (one regex attempt per run
#: instead of one per digit per detector).
#: Digits and the separators written inside a number; two spaces end it (columns of a table).
_NUMERIC_RUN = re.compile(r"[+(]?[0-9](?:[0-9().+-]| (?! ))*[0-9]")
#: Anchored search: around "::"/":" groups (IPv6), only a window is scanned.
#: Eight groups at most, the last two may be a dotted quad ("::ffff:10.1.2.3"); a log may write a
#: port after the address without brackets ("[client 2001:db8:…:2461:29812]"), or a colon, as ping prints it
#: ("PING 2a02:8108:…:514b: 56 data bytes").
_IPV6 = re.compile(r"(?:[0-9A-Fa-f]{0,4}:){2,7}(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9A-Fa-f]{0,4})"
                   r"(?:(?![\w:]|\.\d)|(?=:\d{5}(?![\w:]|\.\d))|(?=:(?:[ \t\n]|\Z)))", re.A)
_HEX_COLON = re.compile(r"[0-9A-Fa-f:]")

#: A dotted quad is an IPv4 address unless a version or numbering word comes right before it
#: ("version 10.2.1.4", "Chrome 120.0.0.1", "section 1.2.3.4", "v1.2.3.4", "Safari/10.1.2.3").
#: Words of releases: they may stand up to two words back ("release notes for 10.14.27.12").
RELEASE_WORDS = (
    "ver", "version", "versions", "release", "released", "releases", "firmware", "fw", "build", "update",
    "updated", "upgrade", "upgraded", "patch", "sdk", "driver", "bios", "kernel",
    "versione", "versão", "versión", "versie", "wersja", "wersji", "verze", "versiyon", "sürüm", "versio",
    "версия", "версии", "прошивка", "прошивки", "прошивку", "έκδοση", "バージョン", "ファームウェア", "版本", "固件", "버전", "펌웨어", "वर्ज़न", "वर्जन", "संस्करण", "الإصدار", "إصدار",
)
#: Product names and numbering words: only right before the number ("Chrome 10.2.1.4", "section
#: 4.2.1.3"); further back they are ordinary words ("the app connects to 10.1.2.3"). A paragraph is
#: "para." with its dot: "para" alone is Spanish and Portuguese for "to" ("mudou para 140.229.254.144").
NUMBERING_WORDS = (
    "v", "rv", "app", "python", "java", "chrome", "chromium", "firefox", "safari", "edge", "opera", "windows",
    "android", "ios", "macos", "ubuntu", "debian", "section", "sec", "chapter", "ch", "clause", "article", "art",
    "para.", "paragraph", "step", "figure", "fig", "table", "item", "rule", "oid", "no.", "nº", "n°", "nr",
)
VERSION_WORDS = RELEASE_WORDS + NUMBERING_WORDS
#: Matched on the reversed text before the quad.
_VERSION_BEFORE = re.compile(
    rf"(?:[^\w\n]{{0,6}}(?:ot\s+)?{reversed_words(NUMBERING_WORDS)}"
    rf"|[^\w\n]{{0,6}}(?:[^\W\d_]{{1,12}}[^\w\n]{{1,3}}){{0,2}}(?:ot\s+)?{reversed_words(RELEASE_WORDS)}|/[a-z]|\s*§"
    r"|[^\w\n]{0,6}noisrev)")  # an identifier ending in "version": AssemblyVersion("1.4.2.0"), app_version=
_VERSION_SET = word_set(VERSION_WORDS)
#: (one digit: most text that holds none is decided without the number detectors)
DIGIT = re.compile(r"\d")
#: Column headers of references (a number under one is no phone) and of phones (it is).
_REFERENCE_WORDS = frozenset(w for w in OTHER_WORDS if w.isalpha())
_PHONE_WORD_SET = frozenset(w for w in PHONE_WORDS if w.isalpha())
#: Words of a column's header that name a phone (not "number" or "contact" alone), and substrings a table's
#: text holds when one of its columns may be named so.
_PHONE_HEADER_WORDS = frozenset((
    "phone", "phones", "telephone", "tel", "mobile", "mob", "cell", "cellphone", "fax", "whatsapp", "sms", "landline",
    "telefon", "telefonnummer", "handy", "rufnummer", "téléphone", "portable", "teléfono", "telefono", "móvil", "movil",
    "celular", "telefone", "telemóvel", "telemovel", "telefoon", "mobiel", "cellulare", "telefonu", "puhelin", "mobil",
    "telefonszám", "τηλέφωνο", "κινητό", "telepon", "телефон", "мобильный", "мобільний", "电话", "電話", "手机", "携帯",
    "전화", "휴대폰"))
PHONE_HEADER_GATE = ("phone", "tel", "mob", "cell", "fax", "whatsapp", "sms", "landline", "handy", "rufnummer", "portable",
                      "fono", "movil", "móvil", "celular", "telem", "cellulare", "puhelin", "τηλ", "κινητ", "телефон", "мобіль",
                      "мобиль", "电话", "電話", "手机", "携帯", "전화", "휴대폰")
#: A separator of a table's cells.
TABLE_SEPARATOR = re.compile(r"[,;\t|]")


def phone_table(text: str) -> bool:
    """Whether a table in ``text`` may have a column named for a phone (its cells are then judged whole)."""
    lowered = text.lower()
    return any(w in lowered for w in PHONE_HEADER_GATE)
#: Words before an address that make it a token's contract.
_CONTRACT_BEFORE = re.compile(r"(?i)\bcontract(?: address)?\W{0,3}\Z")
#: UPS tracking numbers ("1Z" + 16 characters) hold digit runs that are no one's number.
_UPS = re.compile(r"\b1Z ?[0-9A-Z]{3} ?[0-9A-Z]{3} ?[0-9A-Z]{2} ?[0-9A-Z]{4} ?[0-9A-Z]{3} ?[0-9A-Z]\b", re.A)


_LIST_HEAD = re.compile(r"(?:^|\n)[ \t]*(?:#{1,4}|[-*•])[ \t]*\[?v?\Z")
_CHANGELOG = re.compile(r"(?i)change ?log|release notes|release history|what'?s new|version history|änderungsprotokoll|"
                        r"notes de version|historial de versiones|novità")


def ipv4_context(text: str, start: int) -> bool:
    """Whether the dotted quad at ``start`` is a version or a section number, not an address."""
    if text.startswith("//", start - 2):
        return False  # a URL's host ("http://10.0.0.1/")
    if start and text[start - 1] in "/§" or (start > 1 and text[start - 2:start] in ("v ", "V ")
                                              and (start == 2 or text[start - 3].isspace())):  # "v 1.2.3.4", not "-sV 1.2.3.4"
        return True
    if _LIST_HEAD.search(text, max(0, start - 12), start) and _CHANGELOG.search(text, max(0, start - 2000), start):
        return True  # a release's number heading a changelog's entry ("## 5.4.19.179 (May 14)", "- 7.10.29.101: hotfix")
    if (not may_follow(text, start, _VERSION_SET) and "/" not in text[max(0, start - 12):start]
            and "version" not in text[max(0, start - 12):start].lower()):
        return False  # plain words before it: the common case, decided without a regex
    return _VERSION_BEFORE.match(before_reversed(text, start)) is not None


def _search_from_starts(det: Detector, text: str, lowered: str, pos: int, endpos: int) -> re.Match[str] | None:
    """``det.pattern.search``, tried only where ``det.starts`` finds that a match can start."""
    starts, pattern = det.starts, det.pattern
    while (start := starts.search(lowered, pos, endpos)) is not None:  # type: ignore[union-attr]
        m = pattern.match(text, start.start(), endpos)
        if m is not None:
            return m
        pos = start.start() + 1
    return None


def _scan(det: Detector, text: str, pos: int = 0, endpos: int | None = None,
          lowered: str | None = None, stretches: list[tuple[int, int]] | None = None) -> Iterable[tuple[int, int, int]]:
    """(start, end, context start) of each valid match whose left boundary holds; ``lowered``, the
    lower-cased text (as long), lets a detector with ``starts`` search from where a match can start;
    ``stretches`` (``pii_screen.stretches``), where a match can start.

    After a rejected candidate the search goes on from the next position, so a valid value
    overlapping an invalid one (an IBAN followed by a card) is still found."""
    pattern, left, validator = det.pattern, det.left, det.validator
    endpos = len(text) if endpos is None else endpos
    has_v = "v" in pattern.groupindex
    from_starts = det.starts is not None and lowered is not None
    ends = [b for _, b in stretches] if stretches is not None else []
    while True:
        if stretches is not None:
            m = pii_screen.search_in(pattern, text, stretches, ends, pos, endpos)
        elif from_starts:
            m = _search_from_starts(det, text, lowered, pos, endpos)  # type: ignore[arg-type]
        else:
            m = pattern.search(text, pos, endpos)
        if m is None:
            return
        start = m.start() - det.back
        if left is not None and start > 0 and left.match(text, start - 1) and not (
                det.type == "iban" and text[max(0, start - 4):start].upper() == "IBAN"):  # "IBANDE89…": a glued label
            # Not a boundary: a match may still start further in, after a separator.
            pos = det.left_run.match(text, start).end() + 1  # type: ignore[union-attr]
            continue
        v_start, v_end = m.span("v") if has_v else (start, m.end())
        if validator is not None and not validator(text[v_start:v_end]):
            fitted = det.fit(text[v_start:v_end]) if det.fit is not None else None
            if not fitted:
                pos = m.start() + 1
                continue
            v_end = v_start + fitted
        pos = v_end if v_end > start else start + 1
        if det.widen is not None:
            v_start, v_end = det.widen(text, v_start, v_end)
        yield v_start, v_end, start


#: Characters that glue a digit run to an identifier, a path or a decimal (no phone number).
_GLUED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_/.,@#-")
_NO_DIGITS = str.maketrans("", "", "0123456789")


def _cell_start(text: str, start: int) -> bool:
    """Whether the number at ``start`` opens a CSV cell: a comma after a word, not after a digit."""
    return text[start - 1] == "," and start > 1 and not text[start - 2].isdigit()


def _numeric_runs(text: str) -> Iterable[tuple[int, int, int, int]]:
    """(start, end, digits, dots) of runs long enough to hold a card, SSN, phone or IPv4."""
    for m in _NUMERIC_RUN.finditer(text):
        run = m.group()
        if len(run) >= 7:
            digits = len(run) - len(run.translate(_NO_DIGITS))
            dots = run.count(".")
            if digits >= 7 or dots >= 3:
                yield m.start(), m.end(), digits, dots


def _ipv6(text: str) -> Iterable[tuple[int, int]]:
    colon = text.find(":")
    while colon != -1:
        start = colon
        while start > 0 and colon - start < 40 and _HEX_COLON.match(text, start - 1):
            start -= 1
        end = colon + 1
        # After a label's colon ("IP:2a0e:…", a full-width "：" folded) the address starts past it.
        labelled = (text.startswith(":", start) and start > 0 and not _HEX_COLON.match(text, start - 1)
                    and (text[start + 1:start + 2] != ":" or text.startswith(":::", start)))
        start += labelled
        # Two colons at least, or it is a time ("10:30") or a label ("Note:").
        m = _IPV6.match(text, start) if text.count(":", start, start + 40) >= 2 else None
        if m and m.end() > colon and (labelled or not (start > 0 and re.match(r"[\w:]", text[start - 1], re.A))):
            yield m.span()
            end = m.end()
        colon = text.find(":", end)


def detect(text: str, types: Iterable[str] = DEFAULT_TYPES, regions: Sequence[str] = DEFAULT_REGIONS) -> list[Finding]:
    """All findings of ``types`` in ``text``, earliest first, overlaps resolved to the first/longest;
    ``regions``: where numbers written without ``+`` may be phone numbers.

    Matching runs on the folded view of the text (other digit scripts, full-width forms and
    invisible characters undone, see ``text_view``); spans and values are the original's."""
    wanted = types if isinstance(types, frozenset) else frozenset(types)
    view = fold(text)
    if view is None:
        return _detect(text, wanted, regions)
    found = []
    for f in _detect(view.text, wanted, regions):
        start, end = view.span(f.start, f.end)
        hold = view.original(f.hold_start) if f.hold_start < f.start else start
        found.append(Finding(f.type, f.kind, start, end, text[start:end], hold))
    return found


@functools.lru_cache(maxsize=64)
def _plan(wanted: frozenset[str]) -> tuple[tuple[int, ...], dict[str, tuple[int, ...]], dict[str, tuple[int, ...]]]:
    """For the wanted types, positions in ``TEXT_DETECTORS`` of the detectors without needles,
    of the detectors by needle, and of those whose needles are case-insensitive."""
    plain = tuple(i for i, d in enumerate(TEXT_DETECTORS) if d.type in wanted and not d.needles)
    by_needle: dict[str, list[int]] = {}
    for i, d in enumerate(TEXT_DETECTORS):
        if d.type in wanted and d.needles and not d.needle_ci:
            for n in d.needles:
                by_needle.setdefault(n, []).append(i)
    insensitive: dict[str, list[int]] = {}
    for i, d in enumerate(TEXT_DETECTORS):
        if d.type in wanted and d.needle_ci:
            for n in d.needles:
                insensitive.setdefault(n, []).append(i)
    return plain, {n: tuple(ds) for n, ds in by_needle.items()}, {n: tuple(ds) for n, ds in insensitive.items()}


@functools.lru_cache(maxsize=64)
def _needle_sets(wanted: frozenset[str]) -> tuple[Any, list[str], Any, list[str]]:
    """RE2 sets of the needles of ``_plan`` (case-sensitive, then case-insensitive): one pass over
    a long text finds which are present, instead of one substring test per needle."""
    _, by_needle, insensitive = _plan(wanted)
    built: list[Any] = []
    for needles, flags in ((list(by_needle), ""), (list(insensitive), "(?i)")):
        needle_set = re2.Set.SearchSet()
        for n in needles:
            needle_set.Add(flags + re2.escape(n))
        if needles:
            needle_set.Compile()
        built += [needle_set, needles]
    return tuple(built)  # type: ignore[return-value]


def _text_detectors(text: str, wanted: frozenset[str]) -> list[Detector]:
    """The text detectors that can match ``text``, in their declared order: each needle is
    tested once, whichever detectors share it (this runs on every streamed buffer). The RE2 sets
    find which needles are present in one pass: with some 300 needles that is cheaper than
    substring tests even on a streamed buffer of a hundred characters."""
    plain, by_needle, insensitive = _plan(wanted)
    digits = DIGIT.search(text) is not None
    chosen = {i for i in plain if digits or not _NEEDS_DIGIT[i]}
    sensitive_set, sensitive, insensitive_set, ci = _needle_sets(wanted)
    present = [sensitive[i] for i in sensitive_set.Match(text) or ()] if sensitive else []
    present_ci = [ci[i] for i in insensitive_set.Match(text) or ()] if ci else []
    for needle in present:
        chosen.update(by_needle[needle])
    for needle in present_ci:  # each needle once, however many detectors share it ("key", "token")
        chosen.update(insensitive[needle])
    return [TEXT_DETECTORS[i] for i in sorted(chosen)]


#: Texts at least this long are searched from where a detector's match can start (``Detector.starts``).
_STARTS_FROM = pii_screen.SCREEN_FROM
#: Detectors without needles that cannot match text without a digit (wallets, IBANs, cards).
_NEEDS_DIGIT = tuple(d.type in ("crypto_wallet", "iban", "credit_card") for d in TEXT_DETECTORS)


#: What a table's text holds: a cell separator or an HTML cell.
_TABLE_MARKS = ("|", ",", "\t", ";", "<t", "<T")
#: The secret rules one of whose words (password, secret, token, key …) is in a text: the gate of a
#: table's credential column.
_SECRET_WORD_KINDS = frozenset(("password_words", "key_words", "password_assignment", "secret_assignment", "token_assignment",
                                "key_assignment", "table_row"))

def _detect(text: str, wanted: frozenset[str], regions: Sequence[str]) -> list[Finding]:
    found: list[Finding] = []
    detectors = _text_detectors(text, wanted)
    ssn_named = any(det.needles is SSN_GATE for det in detectors)  # one of the SSN's names is in the text
    lowered = None
    if len(text) >= _STARTS_FROM and any(det.starts is not None for det in detectors):
        lowered = text.lower()
        lowered = lowered if len(lowered) == len(text) else None  # ("İ" lower-cased is two characters)
    for det in detectors:
        if det.gate is not None and det.gate.search(text) is None:
            continue
        stretches = None
        if len(text) >= _STARTS_FROM and (det.starts is None or lowered is None):
            stretches = pii_screen.stretches(det.screen, text)
            if stretches == []:
                continue
        for start, end, context in _scan(det, text, lowered=lowered, stretches=stretches):
            if det.type == "credit_card" and continues_left(text, start):
                continue
            if det.type == "crypto_wallet" and _CONTRACT_BEFORE.search(text, max(0, start - 24), start):
                continue  # a token's contract, which no person owns
            found.append(Finding(det.type, det.kind, start, end, text[start:end], context))
    numeric = [d for d in NUMBER_DETECTORS if d.type in wanted and all(n in text for n in d.needles)]
    phones = "phone" in wanted
    if (numeric or phones) and DIGIT.search(text) is not None:
        ups = [m.span() for m in _UPS.finditer(text)] if "1Z" in text else []
        for run_start, run_end, digits, dots in _numeric_runs(text):
            if ups and any(a <= run_start < b for a, b in ups):
                continue
            if phones and digits <= 15 * 3 and not (run_start and text[run_start - 1] in _GLUED and text[run_start] != "+"
                                                    and not _cell_start(text, run_start)):
                found += [Finding("phone", "phone", s, e, text[s:e], h) for s, e, h in phone_matches(text, run_start, run_end, regions)]
            # Four characters past the run let trailing lookaheads see what follows it (",50" of a price).
            end = min(len(text), run_end + 4)
            for det in numeric:
                if digits < det.min_digits or dots < det.min_dots or det.pattern.search(text, run_start, end) is None:
                    continue  # the common case, decided without building a scan
                for start, stop, _ in _scan(det, text, run_start, end):
                    if det.kind == "ipv4" and ipv4_context(text, start):
                        continue
                    if det.type == "credit_card" and (barcode_context(text, start) or continues_left(text, start)
                                                      or continues_right(text, start, stop)):
                        continue
                    found.append(Finding(det.type, det.kind, start, stop, text[start:stop]))
    if phones and "/" in text:
        found += [Finding("phone", "phone", s, e, text[s:e], h) for s, e, h in slashed_phones(text, regions)]
    if "credit_card" in wanted:
        found += [Finding("credit_card", "spelled_out", s, e, text[s:e]) for s, e in spelled_cards(text)]
    if "email" in wanted:
        if "@" in text:
            found += [Finding("email", "email", s, e, text[s:e]) for s, e in emails(text)]
        found += [Finding("email", "disguised", s, e, text[s:e]) for s, e in disguised_emails(text)]
    tabular = any(mark in text for mark in _TABLE_MARKS)
    if ssn_named and tabular:
        found += [Finding("us_ssn", "us_ssn", s, e, text[s:e]) for s, e in ssn_columns(text)]
    if "secret" in wanted and tabular and any(
            det.kind in _SECRET_WORD_KINDS for det in detectors):
        found += [Finding("secret", "table_column", s, e, text[s:e]) for s, e in secret_columns(text)]
    if "secret" in wanted and "?" in text and "\n" in text:
        found += [Finding("secret", "password_asked_for", s, e, text[s:e]) for s, e in passwords_asked_for(text)]
    if ssn_named and NINE_ALONE.search(text) is not None:
        found += [Finding("us_ssn", "us_ssn", s, e, text[s:e]) for s, e in ssns_asked_for(text)]
    if "ip_address" in wanted and ":" in text:
        found += [Finding("ip_address", "ipv6", s, e, text[s:e]) for s, e in _ipv6(text) if ipv6_ok(text[s:e])]
    if tabular and phones and phone_table(text):
        found += [Finding("phone", "table_column", s, e, text[s:e]) for s, e in
                  phone_columns(text, _PHONE_HEADER_WORDS, lambda cell: cell_number_ok(cell, regions))]
    if tabular and phones and any(f.type == "phone" for f in found):
        cells = reference_columns(text, _REFERENCE_WORDS, _PHONE_WORD_SET)
        found = [f for f in found if f.type != "phone" or not any(a <= f.start and f.end <= b and b - a - (f.end - f.start) <= 2
                                                                for a, b in cells)]  # the whole cell
    # A phone reading yields to an SSN or an IPv4 address read in any of its characters
    # ("PING host (178.197.52.56) 56(84)"), and on the same span the checksummed reading (card,
    # SSN) wins over it.
    strict = sorted((f.start, f.end) for f in found if f.type in ("us_ssn", "ip_address"))
    if strict:
        starts = [a for a, _ in strict]

        def overlaps_strict(f: Finding) -> bool:  # the strict spans starting before f's end, nearest first
            i = bisect.bisect_left(starts, f.end)
            return any(strict[j][1] > f.start for j in range(i - 1, max(-1, i - 3), -1))

        found = [f for f in found if f.type != "phone" or not overlaps_strict(f)]
    found.sort(key=lambda f: (f.start, -(f.end - f.start), f.type == "phone"))
    kept: list[Finding] = []
    for f in found:
        if kept and f.start < kept[-1].end:
            continue
        kept.append(f)
    return kept
