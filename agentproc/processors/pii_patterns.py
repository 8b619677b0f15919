"""Deterministic PII and secret detectors: patterns plus checksums (Luhn, mod-97, base58check, bech32).

Patterns are written without nested quantifiers over overlapping classes, so matching is
linear in practice; every candidate is then validated, which is what keeps order numbers,
dates, prices and version strings out."""
from __future__ import annotations

import hashlib
import ipaddress
import re
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from .pii_cards import barcode_context, card_fit, card_ok
from .pii_phone import (DEFAULT_REGIONS, EXTENSION_TAIL, PHONE_WORDS, before_reversed, may_follow, phone_matches,
                         reversed_words, word_set)

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


# -- validators --------------------------------------------------------------------------


_IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29, "CH": 21, "CY": 28, "CZ": 24,
    "DE": 22, "DK": 18, "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28,
    "IE": 22, "IL": 23, "IS": 26, "IT": 27, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31,
    "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SA": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27,
    "TR": 26,
}


def iban_ok(value: str) -> bool:
    iban = value.replace(" ", "").upper()
    expected = _IBAN_LENGTHS.get(iban[:2])
    if expected is not None and len(iban) != expected:
        return False
    rearranged = iban[4:] + iban[:4]
    try:
        return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1
    except ValueError:
        return False


def iban_fit(value: str) -> int | None:
    """Length of the prefix of ``value`` that has its country's IBAN length, if valid."""
    expected = _IBAN_LENGTHS.get(value[:2])
    count = 0
    for i, c in enumerate(value):
        count += c.isalnum()
        if count == expected:
            return i + 1 if iban_ok(value[: i + 1]) else None
    return None


def ssn_ok(value: str) -> bool:
    area, group, serial = re.split(r"[- ]", value)
    return area not in ("000", "666") and not area.startswith("9") and group != "00" and serial != "0000"


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def base58check_ok(value: str) -> bool:
    number = 0
    for c in value:
        number = number * 58 + _B58.index(c)
    raw = number.to_bytes(25, "big") if number.bit_length() <= 200 else b""
    return len(raw) == 25 and hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def bech32_ok(value: str) -> bool:
    charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
    hrp, _, data = value.lower().rpartition("1")
    values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + [charset.index(c) for c in data]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i, g in enumerate((0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)):
            chk ^= g if (top >> i) & 1 else 0
    return chk in (1, 0x2BC830A3)  # bech32 / bech32m


def ip_ok(value: str) -> bool:
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        return False
    # Loopback and the unspecified address are configuration, not anyone's data.
    return not (ip.is_loopback or ip.is_unspecified)


def ipv6_ok(value: str) -> bool:
    # Slices such as ``a[1::2]`` parse as addresses: ask for real groups.
    groups = [g for g in value.split(":") if g]
    return (len(groups) >= 3 or any(len(g) >= 3 for g in groups)) and len(groups) >= 2 and ip_ok(value)


# -- detectors ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Detector:
    """One pattern. Patterns start with a literal or a narrow class where they can, so the
    regex engine skips ahead fast; the left boundary is checked in code (a leading
    lookbehind would make the engine try every position)."""

    type: str
    kind: str
    pattern: re.Pattern[str]
    validator: Callable[[str], bool] | None = None
    #: A substring without which the pattern cannot match (checked first; case-insensitive
    #: when ``needle_ci``).
    needle: str | None = None
    needle_ci: bool = False
    #: Characters that must not come right before the match (one character class).
    left: re.Pattern[str] | None = None
    #: A run of ``left`` characters: after a failed boundary, the next match can only start
    #: past it (no retry at every digit of a long number).
    left_run: re.Pattern[str] | None = None
    #: Number detectors: the least digits (and dots) a numeric run needs to hold a match.
    min_digits: int = 0
    min_dots: int = 0
    #: When a greedy match fails validation: the length of a valid prefix, if any.
    fit: Callable[[str], int | None] | None = None


def _d(type_: str, kind: str, pattern: str, validator: Callable[[str], bool] | None = None, *,
       needle: str | None = None, ci: bool = False, left: str | None = None, flags: int = 0,
       digits: int = 0, dots: int = 0, fit: Callable[[str], int | None] | None = None) -> Detector:
    # ASCII classes: a value glued to CJK, Thai or Arabic text is still bounded (\\w and \\b
    # would count those letters as part of the word).
    return Detector(type_, kind, re.compile(pattern, flags | re.A), validator, needle, ci,
                    re.compile(left, re.A) if left else None, re.compile(left + "*", re.A) if left else None,
                    digits, dots, fit)


_WORDISH = r"[\w]"
TEXT_DETECTORS: tuple[Detector, ...] = (
    _d("secret", "private_key",
       r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----.*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|\Z)",
       needle="-----BEGIN", flags=re.S),
    _d("secret", "openai_key", r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}", needle="sk-", left=r"[\w-]"),
    _d("secret", "aws_access_key", r"(?:AKIA|ASIA)[0-9A-Z]{16}\b", needle="A", left=_WORDISH),
    _d("secret", "aws_secret_key",
       r"aws_secret_access_key[\"']?\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])",
       needle="aws_secret_access_key", ci=True, flags=re.I),
    _d("secret", "github_token", r"(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,240})\b",
       needle="g", left=_WORDISH),
    _d("secret", "slack_token", r"xox[abposr]-[A-Za-z0-9-]{10,}", needle="xox", left=_WORDISH),
    _d("secret", "bearer_token", r"[Bb][Ee][Aa][Rr][Ee][Rr]\s+(?P<v>[A-Za-z0-9\-._~+/]{16,}=*)",
       needle="bearer", ci=True, left=_WORDISH),
    _d("url", "url", r"(?:https?://|www\.)[^\s<>\"'`]+[^\s<>\"'`.,;:!?)\]]", left=_WORDISH),
    _d("crypto_wallet", "ethereum", r"0x[a-fA-F0-9]{40}\b", needle="0x", left=_WORDISH),
    _d("crypto_wallet", "bitcoin", r"bc1[ac-hj-np-z02-9]{11,71}\b", bech32_ok, needle="bc1", left=_WORDISH),
    _d("crypto_wallet", "bitcoin", r"[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b", base58check_ok, left=_WORDISH),
    _d("iban", "iban", r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b", iban_ok, left=_WORDISH, fit=iban_fit),
)
#: Detectors of numbers: run only inside numeric runs (see ``_numeric_runs``).
NUMBER_DETECTORS: tuple[Detector, ...] = (
    _d("credit_card", "credit_card", r"\d(?:[ -]?\d){11,18}(?![\d.,]\d)", card_ok, left=r"[\w.,/-]", digits=12, fit=card_fit),
    _d("us_ssn", "us_ssn", r"\d{3}([- ])\d{2}\1\d{4}(?![\d-])", ssn_ok, left=r"[\d-]", digits=9),
    _d("ip_address", "ipv4",
       r"(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w-]|\.\d)",
       ip_ok, needle=".", left=r"[\w.@-]", digits=4, dots=3),
)
DETECTORS = TEXT_DETECTORS + NUMBER_DETECTORS
#: A run of digits and number punctuation, consumed in one step (one regex attempt per run
#: instead of one per digit per detector).
_NUMERIC_RUN = re.compile(r"[+(]?[0-9][0-9 ().+-]*[0-9]")
#: Anchored searches: around each "@" (emails) and "::"/":" groups (IPv6), only a window is scanned.
_EMAIL = re.compile(r"[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.)+[A-Za-z]{2,24}\b", re.A)
_EMAIL_LEFT = re.compile(r"[\w.+-]", re.A)
_IPV6 = re.compile(r"(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])", re.A)
_HEX_COLON = re.compile(r"[0-9A-Fa-f:]")

#: A dotted quad is an IPv4 address only with network context: a network word before it
#: (``_NET_WORDS``), a port or prefix length after it; never after a version word.
_VERSION_CONTEXT = re.compile(
    r"(?i)(?:\bv|\b(?:ver|version|release|firmware|fw|build|rv|update|upgrade|patch|app|sdk|driver|bios)\b[^\w\n]{0,12}(?:to\s+)?)\Z",
    re.A)
NET_WORDS = (
    "ip", "ipv4", "ips", "addr", "address", "addresses", "host", "hostname", "server", "node", "from", "via",
    "client", "remote", "peer", "gateway", "gw", "router", "dns", "nameserver", "proxy", "subnet", "netmask",
    "ping", "ssh", "connect", "connected", "connection", "login", "logged in", "src", "source", "dst",
    "destination", "origin", "blocked", "block", "ban", "banned", "allow", "deny", "whitelist", "allowlist",
    "firewall", "vpn", "lan", "wan", "adresse", "dirección", "direccion", "indirizzo", "adres", "@", "/",
    "地址", "アドレス", "주소", "ที่อยู่", "ไอพี", "عنوان", "آي بي", "адрес", "来自",
)
# Matched on the reversed text before the value (one anchored attempt, see pii_phone).
_NET_BEFORE = re.compile(rf"[^\d\n]{{0,16}}{reversed_words(NET_WORDS)}")
_NET_AFTER = re.compile(r":\d{1,5}\b|/\d{1,2}\b", re.A)
#: Streamed tail, reversed: a phone or network word and the number after it (the word decides
#: whether a bare number or a dotted quad is personal data, so it is held with it).
_WORD_TAIL_REVERSED = re.compile(rf"[\d ().+-]*[^\d\n]{{0,20}}{reversed_words(PHONE_WORDS + NET_WORDS)}")
#: The same words as a set, for the cheap check that usually rules the regex out.
_DECIDING_WORDS = word_set(PHONE_WORDS + NET_WORDS)
_NET_SET = word_set(NET_WORDS)
#: UPS tracking numbers ("1Z" + 16 characters) hold digit runs that are no one's number.
_UPS = re.compile(r"\b1Z ?[0-9A-Z]{3} ?[0-9A-Z]{3} ?[0-9A-Z]{2} ?[0-9A-Z]{4} ?[0-9A-Z]{3} ?[0-9A-Z]\b", re.A)


def ipv4_context(text: str, start: int, end: int) -> int | None:
    """Where the network context of the dotted quad at ``text[start:end]`` begins (a stream
    holds it with the address), or None when the quad is no address (a version)."""
    if _VERSION_CONTEXT.search(text, max(0, start - 24), start):
        return None
    m = _NET_BEFORE.match(before_reversed(text, start)) if may_follow(text, start, _NET_SET) else None
    if m:
        return start - m.end()
    return start if _NET_AFTER.match(text, end) else None


def _scan(det: Detector, text: str, pos: int = 0, endpos: int | None = None) -> Iterable[tuple[int, int, int]]:
    """(start, end, context start) of each valid match whose left boundary holds.

    After a rejected candidate the search goes on from the next position, so a valid value
    overlapping an invalid one (an IBAN followed by a card) is still found."""
    pattern, left, validator = det.pattern, det.left, det.validator
    endpos = len(text) if endpos is None else endpos
    has_v = "v" in pattern.groupindex
    while True:
        m = pattern.search(text, pos, endpos)
        if m is None:
            return
        start = m.start()
        if left is not None and start > 0 and left.match(text, start - 1) and not (
                det.type == "iban" and text[max(0, start - 4):start].upper() == "IBAN"):  # "IBANDE89…": a glued label
            # Not a boundary: a match may still start further in, after a separator.
            pos = det.left_run.match(text, start).end() + 1  # type: ignore[union-attr]
            continue
        v_start, v_end = m.span("v") if has_v else (start, m.end())
        if validator is not None and not validator(text[v_start:v_end]):
            fitted = det.fit(text[v_start:v_end]) if det.fit is not None else None
            if not fitted:
                pos = start + 1
                continue
            v_end = v_start + fitted
        pos = v_end if v_end > start else start + 1
        yield v_start, v_end, start


def _emails(text: str) -> Iterable[tuple[int, int]]:
    at = text.find("@")
    done = 0
    while at != -1:
        window = max(done, at - 64)
        for m in _EMAIL.finditer(text, window, min(len(text), at + 320)):
            s = m.start()
            if s <= at < m.end() and not (s > 0 and _EMAIL_LEFT.match(text, s - 1)):
                yield m.span()
                done = m.end()
                break
            if s > at:
                break
        at = text.find("@", max(at + 1, done))


#: Characters that glue a digit run to an identifier, a path or a decimal (no phone number).
_GLUED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_/.,@#-")
_NO_DIGITS = str.maketrans("", "", "0123456789")


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
        # Two colons at least, or it is a time ("10:30") or a label ("Note:").
        m = _IPV6.match(text, start) if text.count(":", start, start + 40) >= 2 else None
        if m and m.end() > colon and not (start > 0 and re.match(r"[\w:]", text[start - 1], re.A)):
            yield m.span()
            end = m.end()
        colon = text.find(":", end)


def detect(text: str, types: Iterable[str] = DEFAULT_TYPES, regions: Sequence[str] = DEFAULT_REGIONS) -> list[Finding]:
    """All findings of ``types`` in ``text``, earliest first, overlaps resolved to the first/longest;
    ``regions``: where numbers written without ``+`` may be phone numbers."""
    wanted = set(types)
    found: list[Finding] = []
    lowered: str | None = None
    for det in TEXT_DETECTORS:
        if det.type not in wanted:
            continue
        if det.needle is not None:
            if det.needle_ci:
                lowered = text.lower() if lowered is None else lowered
                if det.needle not in lowered:
                    continue
            elif det.needle not in text:
                continue
        for start, end, context in _scan(det, text):
            found.append(Finding(det.type, det.kind, start, end, text[start:end], context))
    numeric = [d for d in NUMBER_DETECTORS if d.type in wanted and (d.needle is None or d.needle in text)]
    phones = "phone" in wanted
    if numeric or phones:
        ups = [m.span() for m in _UPS.finditer(text)] if "1Z" in text else []
        for run_start, run_end, digits, dots in _numeric_runs(text):
            if ups and any(a <= run_start < b for a, b in ups):
                continue
            if phones and digits <= 15 * 3 and not (run_start and text[run_start - 1] in _GLUED):
                found += [Finding("phone", "phone", s, e, text[s:e], h) for s, e, h in phone_matches(text, run_start, run_end, regions)]
            # Two characters past the run let trailing lookaheads see what follows it.
            end = min(len(text), run_end + 2)
            for det in numeric:
                if digits < det.min_digits or dots < det.min_dots or det.pattern.search(text, run_start, end) is None:
                    continue  # the common case, decided without building a scan
                for start, stop, _ in _scan(det, text, run_start, end):
                    value = text[start:stop]
                    hold = start
                    if det.kind == "ipv4" and (hold := ipv4_context(text, start, stop)) is None:  # type: ignore[assignment]
                        continue
                    if det.type == "credit_card" and barcode_context(text, start):
                        continue
                    found.append(Finding(det.type, det.kind, start, stop, value, hold))
    if "email" in wanted and "@" in text:
        found += [Finding("email", "email", s, e, text[s:e]) for s, e in _emails(text)]
    if "ip_address" in wanted and ":" in text:
        found += [Finding("ip_address", "ipv6", s, e, text[s:e]) for s, e in _ipv6(text) if ipv6_ok(text[s:e])]
    # Same span: the checksummed reading (card, SSN) wins over the phone reading.
    found.sort(key=lambda f: (f.start, -(f.end - f.start), f.type == "phone"))
    kept: list[Finding] = []
    for f in found:
        if kept and f.start < kept[-1].end:
            continue
        kept.append(f)
    return kept


# -- streaming holdback ------------------------------------------------------------------

#: Tails that may still grow into a match, anchored at the end of the buffer (the
#: unfinished last word is handled apart: any word may still become an email or a key).
_TAILS = (
    # Digit groups (cards, phones, SSNs), and a phone number's extension still arriving.
    re.compile(rf"[+(]?\d[\d ().-]{{0,40}}+(?:{EXTENSION_TAIL})?\Z", re.A),  # possessive: no backtracking
    re.compile(r"\b[A-Z]{2}\d{2}[A-Z0-9 ]{0,40}\Z", re.A),  # IBAN in groups of four
    re.compile(r"(?i)\bbearer(?:\s+[A-Za-z0-9\-._~+/]*=*)?\s*\Z", re.A),  # the token may still be short
    re.compile(r"(?i)aws_secret_access_key[\"']?\s*[:=]?\s*[\"']?[A-Za-z0-9/+=]*\Z"),
    re.compile(r"-{1,5}(?:B(?:E(?:G(?:I(?:N(?: [A-Z0-9 ]*)?)?)?)?)?)?\Z"),  # a key block's header
)
_OPEN_KEY = re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----")
_KEY_END = re.compile(r"-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----")
#: A word longer than this is released progressively (no detector matches one that long).
MAX_WORD = 512


def holdback_start(text: str) -> int:
    """Where the tail that could still complete a match begins (``len(text)`` if none).

    Everything before it can be released now; an unterminated private-key block holds
    everything from its header on."""
    cut = len(text)
    floor = max(0, cut - MAX_WORD)
    while cut > floor and not text[cut - 1].isspace():
        cut -= 1
    begin = text.rfind("-----BEGIN")
    if begin != -1 and not _KEY_END.search(text, begin):
        m = _OPEN_KEY.search(text, begin)
        if m or len(text) - begin < 80:
            cut = min(cut, begin)
    window_start = max(0, len(text) - 90)
    for tail in _TAILS:
        m = tail.search(text, window_start)
        if m and m.start() < cut:
            cut = m.start()
    word = _deciding_word_start(text, window_start)
    return cut if word is None else min(cut, word)


def _deciding_word_start(text: str, window_start: int) -> int | None:
    """Where a phone or network word shortly before the end (and any number after it) begins."""
    stripped = text.rstrip("0123456789 ().+-")
    if not may_follow(stripped, len(stripped), _DECIDING_WORDS):
        return None  # the common case: plain prose, no regex needed
    m = _WORD_TAIL_REVERSED.match(text[window_start:][::-1].lower())
    return len(text) - m.end() if m else None
