"""Validators of PII candidates: IBAN and US SSN through python-stdnum, wallets' checksums, IP addresses.

A pattern only proposes a candidate; these decide. python-stdnum holds the IBAN registry (every
country's length and BBAN structure), so no table is kept here."""
from __future__ import annotations

import functools
import hashlib
import importlib.resources
import ipaddress
import re

import phonenumbers
from stdnum import iban as _iban
from stdnum.us import ssn as _ssn

_STRUCTURE = re.compile(r'^([A-Z]{2}) .*bban="([^"]+)"', re.M)
_FIELD = re.compile(r"(\d+)!")


def _iban_lengths() -> dict[str, int]:
    """Country -> IBAN length, from the registry python-stdnum ships (its public ``iban.dat``)."""
    registry = importlib.resources.files("stdnum").joinpath("iban.dat").read_text(encoding="utf-8")
    return {cc: 4 + sum(int(n) for n in _FIELD.findall(bban)) for cc, bban in _STRUCTURE.findall(registry)}


#: Every IBAN country and its length (89 in python-stdnum 2.x).
IBAN_LENGTHS = _iban_lengths()
_COUNTRIES = frozenset(phonenumbers.SUPPORTED_REGIONS)
#: What parts an IBAN's groups: spaces, hyphens, a line break.
_APART = re.compile(r"[\s-]")


@functools.lru_cache(maxsize=4096)  # a stream rescans its buffer: the same candidates recur
def iban_ok(value: str) -> bool:
    """A valid IBAN, grouped or not: the registry's length and BBAN structure and mod-97, in any
    case; for a country outside the registry (Iran, Algeria … issue IBANs SWIFT does not list),
    a country's code (libphonenumber's regions), upper case, 15 to 34 characters and mod-97
    ("RF" starts a creditor's payment reference, which has the same checksum)."""
    compact = _APART.sub("", value)
    upper = compact.upper()
    expected = IBAN_LENGTHS.get(upper[:2])
    if expected is None:
        return (compact == upper and 15 <= len(compact) <= 34 and upper[:2] in _COUNTRIES and _mod97(upper))
    # National check digits are not asked for: mod-97 over the registry's structure already
    # lets through one random string in 97, and numbers made by other tools may lack them.
    return expected == len(upper) and _iban.is_valid(upper, check_country=False)


def _mod97(iban: str) -> bool:
    try:
        return int("".join(str(int(c, 36)) for c in iban[4:] + iban[:4])) % 97 == 1
    except ValueError:
        return False


def iban_fit(value: str) -> int | None:
    """Length of the prefix of ``value`` that has its country's IBAN length, if valid."""
    expected = IBAN_LENGTHS.get(value[:2].upper())
    if expected is None:  # outside the registry: the longest run of groups that checks out
        cuts = [i for i, c in enumerate(value) if c in " -\n"]
        return next((i for i in reversed(cuts) if iban_ok(value[:i])), None)
    count = 0
    for i, c in enumerate(value):
        count += c.isalnum()
        if count == expected:
            return i + 1 if iban_ok(value[: i + 1]) else None
    return None


def ssn_ok(value: str) -> bool:
    """A US SSN that can be issued (python-stdnum: no area 000, 666 or 9xx, no group 00 or
    serial 0000, not one of the numbers published as examples)."""
    return _ssn.is_valid(value.replace(" ", "-"))


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


_NETMASK = re.compile(r"1+0*")


def ip_ok(value: str) -> bool:
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        return False
    # Loopback, the unspecified address, the well-known multicast groups (local network control:
    # mDNS 224.0.0.251, SSDP 239.255.255.250; IPv6's) and netmasks are configuration, not anyone's
    # data; another address in 224-239 is written where a host's would be.
    if ip.is_loopback or ip.is_unspecified or (ip.is_multicast and (
            ip.version == 6 or value.startswith(("224.0.0.", "239.255.255.")))):
        return False
    return not (ip.version == 4 and value.startswith("255.") and _NETMASK.fullmatch(format(int(ip), "032b")))


def ipv6_ok(value: str) -> bool:
    # Slices such as ``a[1::2]`` parse as addresses: ask for real groups.
    groups = [g for g in value.split(":") if g]
    return (len(groups) >= 3 or any(len(g) >= 3 for g in groups)) and len(groups) >= 2 and ip_ok(value)
