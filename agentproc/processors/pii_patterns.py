"""Deterministic PII and secret detectors: patterns plus checksums (Luhn, mod-97, base58check, bech32).

Patterns are written without nested quantifiers over overlapping classes, so matching is
linear in practice; every candidate is then validated, which is what keeps order numbers,
dates, prices and version strings out."""
from __future__ import annotations

import hashlib
import ipaddress
import re
from dataclasses import dataclass
from typing import Callable, Iterable

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


# -- validators --------------------------------------------------------------------------


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


_CARD_PREFIX = re.compile(r"4|5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[47]|6(?:011|5|4[4-9]|2)|35|3(?:0[0-5]|[689])")


def card_ok(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    return 13 <= len(digits) <= 19 and bool(_CARD_PREFIX.match(digits)) and luhn_ok(digits)


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


def ssn_ok(value: str) -> bool:
    area, group, serial = re.split(r"[- ]", value)
    return area not in ("000", "666") and not area.startswith("9") and group != "00" and serial != "0000"


def phone_ok(value: str) -> bool:
    digits = sum(c.isdigit() for c in value)
    if not value.startswith("+"):
        return 10 <= digits <= 11
    # E.164: 8-15 digits; separators single, parentheses balanced.
    return 8 <= digits <= 15 and not re.search(r"[ .-]{2}|\(\)", value) and value.count("(") == value.count(")")


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

_Validator = Callable[[str], bool]
_DETECTORS: list[tuple[str, str, re.Pattern[str], _Validator | None, str | None]] = [
    # (type, kind, pattern, validator, required substring for a cheap pre-check)
    ("secret", "private_key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----.*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|\Z)",
        re.S), None, "-----BEGIN"),
    ("secret", "openai_key", re.compile(r"(?<![\w-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"), None, "sk-"),
    ("secret", "aws_access_key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), None, None),
    ("secret", "aws_secret_key", re.compile(
        r"(?i)(?<=aws_secret_access_key)[\"']?\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9/+=]{40})"), None, None),
    ("secret", "github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,240})\b"),
     None, None),
    ("secret", "slack_token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"), None, "xox"),
    ("secret", "bearer_token", re.compile(r"(?i)\bbearer\s+(?P<v>[A-Za-z0-9\-._~+/]{16,}=*)"), None, None),
    ("url", "url", re.compile(r"\b(?:https?://|www\.)[^\s<>\"'`]+[^\s<>\"'`.,;:!?)\]]"), None, None),
    ("email", "email", re.compile(r"(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.)+[A-Za-z]{2,24}\b"),
     None, "@"),
    ("crypto_wallet", "ethereum", re.compile(r"\b0x[a-fA-F0-9]{40}\b"), None, "0x"),
    ("crypto_wallet", "bitcoin", re.compile(r"\bbc1[ac-hj-np-z02-9]{11,71}\b"), bech32_ok, "bc1"),
    ("crypto_wallet", "bitcoin", re.compile(r"(?<![\w])[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b"), base58check_ok, None),
    ("iban", "iban", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b"), iban_ok, None),
    ("credit_card", "credit_card", re.compile(r"(?<![\d.,-])\d(?:[ -]?\d){12,18}(?![\d.,]\d)"), card_ok, None),
    ("us_ssn", "us_ssn", re.compile(r"(?<![\d-])\d{3}([- ])\d{2}\1\d{4}(?![\d-])"), ssn_ok, None),
    ("phone", "phone", re.compile(
        r"(?<![\w+])\+\d[\d ().-]{6,22}\d(?![\w-]|\.\d)"
        r"|(?<![\w(.-])(?:\(\d{3}\) ?|\d{3}[.-])\d{3}[.-]\d{4}(?![\w-]|\.\d)"
        r"|(?<![\w.-])0\d{2,4} \d{3,4} \d{3,4}(?![\w-]|\.\d)"), phone_ok, None),
    ("ip_address", "ipv4", re.compile(
        r"(?<![\w.@-])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w-]|\.\d)"),
     ip_ok, "."),
    ("ip_address", "ipv6", re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])"),
     ipv6_ok, ":"),
]

#: What precedes a version number ("v1.2.3.4", "version 10.0.0.1") is not an address.
_VERSION_CONTEXT = re.compile(r"(?i)(?:\bv|version\s*|release\s*)$")


def detect(text: str, types: Iterable[str] = DEFAULT_TYPES) -> list[Finding]:
    """All findings of ``types`` in ``text``, earliest first, overlaps resolved to the first/longest."""
    wanted = set(types)
    found: list[Finding] = []
    for kind_type, kind, pattern, validator, needle in _DETECTORS:
        if kind_type not in wanted or (needle is not None and needle not in text):
            continue
        for m in pattern.finditer(text):
            start, end = m.span("v") if "v" in pattern.groupindex else m.span()
            value = text[start:end]
            if validator is not None and not validator(value):
                continue
            if kind == "ipv4" and _VERSION_CONTEXT.search(text, max(0, start - 12), start):
                continue
            found.append(Finding(kind_type, kind, start, end, value))
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
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
    re.compile(r"[+(]?\d[\d ().-]{0,40}\Z"),  # digit groups: cards, phones, SSNs
    re.compile(r"\b[A-Z]{2}\d{2}[A-Z0-9 ]{0,40}\Z"),  # IBAN in groups of four
    re.compile(r"(?i)\bbearer\s*\Z"),
    re.compile(r"(?i)aws_secret_access_key[\"']?\s*[:=]?\s*[\"']?\Z"),
    re.compile(r"-{1,5}(?:B(?:E(?:G(?:I(?:N(?: [A-Z0-9 ]*)?)?)?)?)?)?\Z"),  # a key block's header
)
_OPEN_KEY = re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----")
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
    if begin != -1 and "-----END" not in text[begin:]:
        m = _OPEN_KEY.search(text, begin)
        if m or len(text) - begin < 80:
            cut = min(cut, begin)
    window_start = max(0, len(text) - 90)
    for tail in _TAILS:
        m = tail.search(text, window_start)
        if m and m.start() < cut:
            cut = m.start()
    return cut
