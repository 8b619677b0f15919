#!/usr/bin/env python3
"""Independent evaluation corpus for a PII / secret detector (source: pii-indep-q).

Writes corpora/pii-independent/indep-q.jsonl beside this script and prints per-type counts to stderr.

Rows:
  * 1400 positives: email, credit_card, phone, us_ssn, iban, ip_address, secret
    (200 each); "value" occurs exactly once, verbatim, in "text".
  * 150 disguised positives (75 email, 75 credit_card): "value" is canonical
    (local@domain / digits only), "disguise" is the obfuscated form that occurs
    exactly once in "text"; the canonical value itself does not occur.
  * 800 look-alike negatives (type "negative", empty value).

About 22 % of rows are written in fr, de, es, it, pt, nl, pl, sv, tr, ja, zh,
ko, ar or hi; the rest in English.  Settings: a choir, a falconry centre, an
escape-room business, a glass-blowing studio, a vineyard club and a community
radio station.

Standard library only.  Deterministic: one random.Random(SEED); no iteration
over sets, so no hash-order dependence.  All self-checks are asserted at the end.
"""
from __future__ import annotations

import base64
import ipaddress
import json
import random
import re
import string
import sys
import unicodedata
from collections import Counter
from pathlib import Path

SEED = 73029114
R = random.Random(SEED)
SRC = "pii-indep-q"
HERE = Path(__file__).resolve().parent
OUT = HERE / "corpora" / "pii-independent" / "indep-q.jsonl"

N_POS = 200
N_DISG = 75
N_NEG = 800
NON_EN_SHARE = 0.22
TYPES = ["email", "credit_card", "phone", "us_ssn", "iban", "ip_address", "secret"]
LANGS = ["fr", "de", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja", "zh", "ko", "ar", "hi"]

ALNUM = string.ascii_letters + string.digits
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIG = string.digits
HEX = "0123456789abcdef"
B32U = UPPER + "234567"


# ----------------------------------------------------------------- helpers
def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(n, DIG)


def nz(n):
    return str(R.randint(1, 9)) + dg(n - 1)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def cap(s):
    return s[:1].upper() + s[1:]


def fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().replace("'", "").replace(" ", "")


def cycle(items, n):
    """n items cycling through `items` (each used about equally), shuffled."""
    out = [items[i % len(items)] for i in range(n)]
    R.shuffle(out)
    return out


# ----------------------------------------------------------------- Luhn / cards
def luhn_ok(ds):
    if not ds.isdigit() or len(ds) < 2:
        return False
    tot = 0
    for i, ch in enumerate(reversed(ds)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


MAESTRO = ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"]


def brand_of(d):
    n = len(d)
    if d[:4] in MAESTRO and 12 <= n <= 19:
        return "maestro"
    if d[0] == "4" and n in (13, 16, 19):
        return "visa"
    if (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720) and n == 16:
        return "mastercard"
    if d[:2] in ("34", "37") and n == 15:
        return "amex"
    if (d[:4] == "6011" or 644 <= int(d[:3]) <= 649 or d[:2] == "65") and n in (16, 19):
        return "discover"
    if (300 <= int(d[:3]) <= 305 or d[:2] in ("36", "38", "39")) and n == 14:
        return "diners"
    if 3528 <= int(d[:4]) <= 3589 and n in (16, 19):
        return "jcb"
    if d[:2] == "62" and 16 <= n <= 19:
        return "unionpay"
    return None


CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro"]


def gen_card(brand):
    if brand == "visa":
        p, n = "4", R.choice([16] * 8 + [13, 19])
    elif brand == "mastercard":
        p, n = (str(R.randint(51, 55)) if R.random() < 0.6 else str(R.randint(2221, 2720))), 16
    elif brand == "amex":
        p, n = R.choice(["34", "37"]), 15
    elif brand == "discover":
        p, n = R.choice(["6011", str(R.randint(644, 649)), "65"]), R.choice([16, 16, 16, 19])
    elif brand == "diners":
        p, n = R.choice(["300", "301", "302", "303", "304", "305", "36", "38", "39"]), 14
    elif brand == "jcb":
        p, n = str(R.randint(3528, 3589)), R.choice([16, 16, 16, 19])
    elif brand == "unionpay":
        p, n = "62" + R.choice("1345789"), R.choice([16, 16, 17, 18, 19])
    else:
        p, n = R.choice(MAESTRO), R.choice([16, 16, 18, 19])
    d = luhn_complete(p + dg(n - 1 - len(p)))
    assert brand_of(d) == brand, (brand, d)
    return d


def card_groups(d):
    n = len(d)
    return {13: [4, 3, 3, 3], 14: [4, 6, 4], 15: [4, 6, 5], 16: [4, 4, 4, 4], 17: [4, 4, 4, 5],
            18: [4, 4, 4, 6], 19: [4, 4, 4, 4, 3]}[n]


def split_sizes(d, sizes):
    out, i = [], 0
    for s in sizes:
        out.append(d[i:i + s])
        i += s
    assert i == len(d)
    return out


def fmt_card(d):
    r = R.random()
    if r < 0.2:
        return d
    sep = " " if r < 0.72 else "-"
    sizes = card_groups(d)
    if len(d) == 19 and R.random() < 0.3:
        sizes = [6, 13]
    return sep.join(split_sizes(d, sizes))


# ----------------------------------------------------------------- SSN
def gen_ssn_digits():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        g, s = R.randint(1, 99), R.randint(1, 9999)
        d = f"{a:03d}{g:02d}{s:04d}"
        if d in ("078051120", "219099999", "123456789"):
            continue
        return d


def ssn_valid(v):
    d = re.sub(r"[ -]", "", v)
    if not re.fullmatch(r"\d{9}", d):
        return False
    a, g, s = int(d[:3]), int(d[3:5]), int(d[5:])
    return 0 < a < 900 and a != 666 and g > 0 and s > 0


def fmt_ssn(d):
    r = R.random()
    if r < 0.6:
        return f"{d[:3]}-{d[3:5]}-{d[5:]}"
    if r < 0.8:
        return f"{d[:3]} {d[3:5]} {d[5:]}"
    return d


# ----------------------------------------------------------------- IBAN
IBAN_SPECS = {
    "AD": (24, "4n4n12c"), "AE": (23, "3n16n"), "AT": (20, "5n11n"), "BE": (16, "3n7n2n"),
    "BG": (22, "4a4n2n8c"), "BH": (22, "4a14c"), "BR": (29, "8n5n10n1a1c"), "CH": (21, "5n12c"),
    "CY": (28, "3n5n16c"), "CZ": (24, "4n6n10n"), "DE": (22, "8n10n"), "DK": (18, "4n9n1n"),
    "EE": (20, "2n2n11n1n"), "ES": (24, "4n4n1n1n10n"), "FI": (18, "6n7n1n"), "FR": (27, "5n5n11c2n"),
    "GB": (22, "4a6n8n"), "GR": (27, "3n4n16c"), "HR": (21, "7n10n"), "HU": (28, "3n4n1n15n1n"),
    "IE": (22, "4a6n8n"), "IL": (23, "3n3n13n"), "IS": (26, "4n2n6n10n"), "IT": (27, "1a5n5n12c"),
    "JO": (30, "4a4n18c"), "KW": (30, "4a22c"), "LI": (21, "5n12c"), "LT": (20, "5n11n"),
    "LU": (20, "3n13c"), "LV": (21, "4a13c"), "MC": (27, "5n5n11c2n"), "MT": (31, "4a5n18c"),
    "NL": (18, "4a10n"), "NO": (15, "4n6n1n"), "PL": (28, "8n16n"), "PT": (25, "4n4n11n2n"),
    "QA": (29, "4a21c"), "RO": (24, "4a16c"), "SA": (24, "2n18c"), "SE": (24, "3n16n1n"),
    "SI": (19, "5n8n2n"), "SK": (24, "4n6n10n"), "SM": (27, "1a5n5n12c"), "TR": (26, "5n1n16c"),
}
BANK_CODES = {
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SRLG"], "IE": ["AIBK", "BOFI", "IPBS"],
    "NL": ["ABNA", "INGB", "RABO", "SNSB", "TRIO"], "BG": ["BNBG", "UNCR", "STSA"],
    "RO": ["BTRL", "RNCB", "INGB", "BRDE"], "LV": ["HABA", "PARX", "UNLA"], "MT": ["MALT", "VALL", "APSB"],
    "KW": ["NBOK", "CBKU"], "QA": ["QNBA", "DOHB"], "JO": ["CBJO", "ARAB"], "BH": ["NBOB", "BBKU"],
}


def iban_num(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_valid(s):
    s = s.replace(" ", "").upper()
    cc = s[:2]
    if cc not in IBAN_SPECS or len(s) != IBAN_SPECS[cc][0]:
        return False
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    return iban_num(s[4:] + s[:4]) % 97 == 1


def gen_iban(cc):
    length, spec = IBAN_SPECS[cc]
    bban = ""
    for cnt, cls in re.findall(r"(\d+)([anc])", spec):
        cnt = int(cnt)
        if cls == "n":
            bban += dg(cnt)
        elif cls == "a":
            if bban == "" and cnt == 4 and cc in BANK_CODES:
                bban += R.choice(BANK_CODES[cc])
            else:
                bban += rs(cnt, UPPER)
        else:
            bban += "".join(R.choice(UPPER) if R.random() < 0.15 else R.choice(DIG) for _ in range(cnt))
    cd = 98 - iban_num(bban + cc + "00") % 97
    iban = f"{cc}{cd:02d}{bban}"
    assert len(iban) == length and iban_valid(iban), iban
    return iban


def fmt_iban(iban):
    r = R.random()
    s = iban if r < 0.35 else " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    if R.random() < 0.15:
        s = s.lower()
    return s


# ----------------------------------------------------------------- IP
V6_PREFIX = ["2a02:8108", "2001:4860", "2a00:1450", "2606:4700", "2604:a880", "2a01:4f8", "2001:67c",
             "2400:cb00", "2a03:2880", "2a0e:97c0", "2001:41d0", "2600:1f18", "2a05:d014", "2403:6200",
             "2804:14c", "2a01:e0a", "2003:e6"]


def ip_public(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return ip.is_global and not ip.is_multicast


def gen_ipv4():
    while True:
        s = f"{R.randint(1, 223)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
        if ip_public(s):
            return s


def gen_ipv6():
    while True:
        p = R.choice(V6_PREFIX).split(":")
        groups = p + [f"{R.randint(0, 0xffff):x}" for _ in range(8 - len(p))]
        if R.random() < 0.6:
            k = R.randint(len(p), 5)
            for i in range(k, k + R.randint(1, 7 - k)):
                groups[i] = "0"
        ip = ipaddress.IPv6Address(":".join(groups))
        if ip.is_global:
            return ip.exploded if R.random() < 0.1 else ip.compressed


# ----------------------------------------------------------------- phones
US_AREAS = ["212", "213", "312", "415", "617", "206", "503", "404", "512", "303", "702", "646", "718",
            "919", "615", "414", "720", "971", "347", "305", "614", "816"]
CA_AREAS = ["416", "604", "514", "613", "403", "902"]
_US = ["({a}) XNN-NNNN", "{a}-XNN-NNNN", "{a}.XNN.NNNN", "+1 {a} XNN NNNN", "+1-{a}-XNN-NNNN",
       "1 ({a}) XNN-NNNN", "+1{a}XNNNNNN", "+1 ({a}) XNN-NNNN"]
PHONES = {
    "US": _US, "CA": _US,
    "GB": ["07{gbm}NN NNNNNN", "+44 7{gbm}NN NNNNNN", "+44 (0)7{gbm}NN NNNNNN", "020 {l}NNN NNNN",
           "+44 20 {l}NNN NNNN", "+44 (0)20 {l}NNN NNNN", "0161 XNN NNNN", "+44 131 XNN NNNN", "+447{gbm}NNNNNNNN"],
    "DE": ["030 XNNNNNN", "+49 30 XNNNNNNN", "+49 (0)89 XNNNNNN", "0151 NNNNNNNN", "0171 NNNNNNN",
           "+49 171 NNNNNNN", "0171/NNNNNNN", "+49 160 NNNNNNN", "040 XNN NNN NN", "+49 221 XNNNNNN"],
    "FR": ["0{fr1} NN NN NN NN", "+33 {fr1} NN NN NN NN", "06 NN NN NN NN", "07 NN NN NN NN",
           "+33 (0)6 NN NN NN NN", "06.NN.NN.NN.NN", "+33 6 NN NN NN NN", "+337NNNNNNNN"],
    "ES": ["+34 6NN NNN NNN", "6NN NNN NNN", "+34 91 NNN NN NN", "93 NNN NN NN", "+34 7NN NN NN NN", "+346NNNNNNNN"],
    "IT": ["+39 3NN NNN NNNN", "3NN NNNNNNN", "+39 02 NNNN NNNN", "06 NNNNNNNN", "+39 347 NNN NNNN", "333-NNN NNNN"],
    "NL": ["+31 6 NNNNNNNN", "06-NNNNNNNN", "020-XNNNNNN", "+31 20 XNN NNNN", "+31 (0)10 XNN NNNN", "06 NN NN NN NN"],
    "BE": ["+32 4{be}N NN NN NN", "04{be}N NN NN NN", "+32 2 XNN NN NN", "02 XNN NN NN"],
    "CH": ["+41 44 XNN NN NN", "044 XNN NN NN", "+41 7{ch} XNN NN NN", "07{ch} XNN NN NN", "+41 (0)21 XNN NN NN"],
    "AT": ["+43 1 XNNNNNN", "0664 NNNNNNN", "+43 664 NNNNNNN", "+43 676 NNN NN NN", "01 XNN NN NN"],
    "PL": ["+48 {pl}NN NNN NNN", "{pl}NN NNN NNN", "+48 22 XNN NN NN", "22 XNN NN NN", "(22) XNN-NN-NN"],
    "SE": ["+46 7{se} NNN NN NN", "07{se}-NNN NN NN", "08-NNN NNN NN", "+46 8 NNN NNN NN", "031-NN NN NN"],
    "PT": ["+351 9{pt}N NNN NNN", "9{pt}N NNN NNN", "+351 21 NNN NNNN", "21 NNN NNNN"],
    "TR": ["+90 5NN NNN NN NN", "0 5NN NNN NN NN", "05NN NNN NN NN", "0 (212) XNN NN NN", "+90 (312) XNN NN NN"],
    "JP": ["03-XNNN-NNNN", "+81 3-XNNN-NNNN", "090-NNNN-NNNN", "080-NNNN-NNNN", "+81 90-NNNN-NNNN",
           "+81 80 NNNN NNNN", "06-XNNN-NNNN", "075-XNN-NNNN"],
    "CN": ["+86 13N NNNN NNNN", "+86 18N-NNNN-NNNN", "13N-NNNN-NNNN", "15NNNNNNNNN", "010-XNNN NNNN",
           "(021) XNNN NNNN", "+86 21 XNNN NNNN"],
    "KR": ["010-NNNN-NNNN", "+82 10-NNNN-NNNN", "+82 10 NNNN NNNN", "02-XNN-NNNN", "+82 2-XNNN-NNNN", "031-XNN-NNNN"],
    "IN": ["+91 9NNNN NNNNN", "+91 8NNNN NNNNN", "09NNNN NNNNN", "+91-22-XNNN-NNNN", "022 XNNN NNNN",
           "+91 7NNNNNNNNN", "080-XNNN NNNN"],
    "BR": ["+55 11 9NNNN-NNNN", "(11) 9NNNN-NNNN", "+55 21 XNNN-NNNN", "(21) 9NNNN-NNNN", "+55 (31) 9NNNN-NNNN"],
    "AU": ["+61 4NN NNN NNN", "04NN NNN NNN", "(02) XNNN NNNN", "+61 2 XNNN NNNN", "(03) 9NNN NNNN", "+61 3 9NNN NNNN"],
    "MX": ["+52 55 NNNN NNNN", "+52 1 33 NNNN NNNN", "55 NNNN NNNN", "+52 (81) NNNN NNNN"],
    "AE": ["+971 5{ae} NNN NNNN", "05{ae} NNN NNNN", "+971 4 XNN NNNN", "04 XNN NNNN"],
    "SA": ["+966 5N NNN NNNN", "05N NNN NNNN", "+966 11 XNN NNNN"],
    "EG": ["+20 1{eg} NNNN NNNN", "01{eg} NNNN NNNN", "+20 2 NNNN NNNN"],
    "IE": ["+353 8{ie} NNN NNNN", "08{ie} NNN NNNN", "+353 1 XNN NNNN", "(01) XNN NNNN"],
    "ZA": ["+27 {za}N NNN NNNN", "0{za}N NNN NNNN", "+27 21 NNN NNNN", "021 NNN NNNN"],
}
PHONE_COUNTRIES = list(PHONES)
LANG_PHONE = {"fr": ["FR", "BE", "CH"], "de": ["DE", "AT", "CH"], "es": ["ES", "MX"], "it": ["IT"],
              "pt": ["PT", "BR"], "nl": ["NL", "BE"], "pl": ["PL"], "sv": ["SE"], "tr": ["TR"], "ja": ["JP"],
              "zh": ["CN"], "ko": ["KR"], "ar": ["AE", "SA", "EG"], "hi": ["IN"]}
FICTIONAL = [r"7700 ?900", r"7946 ?0", r"0161 496 0", r"0491 570", r"555[-. ]?01"]


def gen_phone(cc):
    while True:
        t = R.choice(PHONES[cc]).format(
            a=R.choice(CA_AREAS if cc == "CA" else US_AREAS), gbm=R.choice("45789"), l=R.choice("378"),
            fr1=R.choice("12345"), ch=R.choice("6789"), pl=R.choice("5678"), se=R.choice("0236"),
            pt=R.choice("1236"), ae=R.choice("024568"), eg=R.choice("0125"), ie=R.choice("35679"),
            za=R.choice("678"), be=R.choice("6789"))
        out = "".join(R.choice(DIG) if ch == "N" else R.choice("23456789") if ch == "X" else ch for ch in t)
        if not any(re.search(p, out) for p in FICTIONAL):
            return out


def phone_valid(v):
    d = re.sub(r"\D", "", v)
    return 7 <= len(d) <= 15 and re.fullmatch(r"[+(0-9][0-9 ()./-]*[0-9]", v) is not None


# ----------------------------------------------------------------- names / settings
FIRST = ["Marta", "Jonah", "Priya", "Tomasz", "Aoife", "Dev", "Sofia", "Kwame", "Hannah", "Luis", "Mei",
         "Oliver", "Fatima", "Rhys", "Ingrid", "Samuel", "Keiko", "Nadia", "Callum", "Beatriz", "Yusuf",
         "Elena", "Gareth", "Chloe", "Mateo", "Anika", "Declan", "Zara", "Ravi", "Lotte", "Bronwen", "Tobias"]
LAST = ["Kowalska", "Reyes", "Okafor", "Lindqvist", "Brennan", "Patel", "Moreau", "Schmidt", "Haddad",
        "Nakamura", "O'Connell", "Fernández", "Novak", "Jensen", "Adeyemi", "Rossi", "Wright", "Chen", "Kaur",
        "Dubois", "Murphy", "Silva", "Yılmaz", "Park", "Eriksen", "Thornton", "Achterberg", "Mbeki"]

SETTINGS = {
    "choir": dict(
        orgs=["Harbourside Community Choir", "St Aldhelm Chamber Singers", "Northgate Gospel Choir", "Millbrook Youth Choir"],
        things=["Thursday rehearsal", "spring concert", "robe fitting", "tenor sectional", "Lyon tour", "carol service",
                "Messiah workshop"],
        roles=["soprano", "alto", "tenor", "bass", "accompanist", "section leader"], svc="choir-portal",
        domains=["harbourside-choir.org.uk", "staldhelm-singers.org", "northgategospel.co.uk", "millbrookyouthchoir.ie"]),
    "falconry": dict(
        orgs=["Ravenmoor Falconry Centre", "Kestrel Ridge Bird of Prey Centre", "Highfield Falconry"],
        things=["owl experience day", "hawk walk", "flying display", "Harris hawk adoption", "mews cleaning rota",
                "falconry taster session"],
        roles=["falconer", "volunteer", "keeper", "apprentice"], svc="bookings-api",
        domains=["ravenmoor-falconry.co.uk", "kestrelridge.org", "highfieldfalconry.com"]),
    "escape": dict(
        orgs=["LockedIn Escape Rooms", "The Cipher Vault", "Clockwork Escape Co."],
        things=["Pharaoh's Tomb booking", "corporate team session", "birthday booking", "Submarine room reset",
                "game master shift"],
        roles=["game master", "host", "puzzle designer", "manager"], svc="escape-booking",
        domains=["lockedin-escape.com", "ciphervault.co", "clockworkescape.com"]),
    "glass": dict(
        orgs=["Emberline Glass Studio", "Blowpipe & Punty Hot Shop", "Northlight Glassworks"],
        things=["beginner paperweight class", "furnace maintenance day", "commission for six goblets",
                "lampworking course", "open studio night"],
        roles=["gaffer", "assistant", "student", "studio manager"], svc="studio-shop",
        domains=["emberlineglass.studio", "blowpipe-punty.co.uk", "northlight.glass"]),
    "vineyard": dict(
        orgs=["Côte Verte Vineyard Club", "Hillside Vines Members' Club", "Old Cellar Wine Circle"],
        things=["harvest weekend", "barrel tasting", "pruning workshop", "members' allocation", "cellar tour"],
        roles=["member", "steward", "treasurer", "cellar volunteer"], svc="club-members",
        domains=["coteverte-club.wine", "hillsidevines.club", "oldcellarcircle.org"]),
    "radio": dict(
        orgs=["Riverside Community Radio", "Castle Hill Community Radio", "Dockside FM"],
        things=["Saturday breakfast show", "outside broadcast", "studio B booking", "fundraising marathon", "jazz hour"],
        roles=["presenter", "producer", "engineer", "volunteer"], svc="playout",
        domains=["riversideradio.org.uk", "castlehillradio.fm", "dockside.radio"]),
}
SETTING_KEYS = list(SETTINGS)


def ctx_en(st):
    s = SETTINGS[st]
    f1, f2 = R.sample(FIRST, 2)
    l1, l2 = R.sample(LAST, 2)
    h, mi = R.randint(7, 21), R.randint(0, 50)
    return dict(
        st=st, org=R.choice(s["orgs"]), thing=R.choice(s["things"]), role=R.choice(s["roles"]),
        role2=R.choice(s["roles"]), name=f"{f1} {l1}", name2=f"{f2} {l2}", first=f1, first2=f2, last=l1,
        time=f"{h:02d}:{mi:02d}", time2=f"{h:02d}:{mi + R.randint(0, 9):02d}",
        date=f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}", tid=R.randint(1200, 98000),
        svc=s["svc"], domain=R.choice(s["domains"]),
        ts=f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{h:02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z")


# ----------------------------------------------------------------- languages
L = {
    "fr": dict(
        settings=dict(choir="la chorale", falconry="le centre de fauconnerie", escape="l'escape game",
                      glass="l'atelier de verre soufflé", vineyard="le club du vignoble", radio="la radio associative"),
        names=["Camille", "Julien", "Élodie", "Mathieu", "Inès"],
        cues=dict(email="mon adresse e-mail", phone="mon numéro de portable", credit_card="le numéro de ma carte bancaire",
                  us_ssn="mon numéro de sécurité sociale américain (SSN)", iban="l'IBAN du compte",
                  ip_address="l'adresse IP du serveur", secret="les identifiants (à ne pas diffuser)"),
        frames=["Bonjour {name}, pour {setting}, voici {cue} : {D}\nMerci d'avance !",
                "Objet : inscription pour {setting}\n\nBonjour,\n\n{Cue} : {D}\n\nBien cordialement,\n{name}",
                "[{time}] {name} : pour {setting}, {cue} → {D}",
                "Fiche d'inscription pour {setting}\nNom : {name}\n{Cue} : {D}\nSignature : ____"],
        neg=["Bonjour {name}, petit récap pour {setting} : {items}. Bonne journée !", "Note pour {setting} – {items}"],
        lab=dict(order="commande n° {x}", tracking="numéro de suivi {x}", invoice="facture {x}",
                 serial="numéro de série {x}", card_end="carte se terminant par {x}", voucher="bon cadeau {x}",
                 postal="code postal {x}", count="{x} auditeurs", date="le {x}", weight="poids {x}"),
        sep=", ", dec=",", thou="\u202f"),
    "de": dict(
        settings=dict(choir="den Chor", falconry="die Falknerei", escape="den Escape-Room", glass="die Glasbläserei",
                      vineyard="den Weinbergverein", radio="das Bürgerradio"),
        names=["Lena", "Jonas", "Katrin", "Felix", "Anja"],
        cues=dict(email="meine E-Mail-Adresse", phone="meine Handynummer", credit_card="meine Kreditkartennummer",
                  us_ssn="meine US-Sozialversicherungsnummer (SSN)", iban="die IBAN", ip_address="die IP-Adresse des Servers",
                  secret="die Zugangsdaten (bitte nicht weitergeben)"),
        frames=["Hallo {name}, für {setting} hier {cue}: {D}\nDanke!",
                "Betreff: Anmeldung für {setting}\n\nHallo zusammen,\n\n{Cue}: {D}\n\nViele Grüße\n{name}",
                "[{time}] {name}: {Cue} für {setting} → {D}",
                "Formular für {setting}\nName: {name}\n{Cue}: {D}\nUnterschrift: ____"],
        neg=["Hallo {name}, kurze Zusammenfassung für {setting}: {items}. Schönen Tag!", "Notiz für {setting}: {items}"],
        lab=dict(order="Bestellnr. {x}", tracking="Sendungsnummer {x}", invoice="Rechnung Nr. {x}",
                 serial="Seriennummer {x}", card_end="Karte endet auf {x}", voucher="Gutscheincode {x}",
                 postal="PLZ {x}", count="{x} Hörer", date="am {x}", weight="Gewicht {x}"),
        sep=", ", dec=",", thou="."),
    "es": dict(
        settings=dict(choir="el coro", falconry="el centro de cetrería", escape="el escape room",
                      glass="el taller de vidrio soplado", vineyard="el club del viñedo", radio="la radio comunitaria"),
        names=["Lucía", "Javier", "Carmen", "Diego", "Marta"],
        cues=dict(email="mi correo electrónico", phone="mi número de móvil", credit_card="el número de mi tarjeta",
                  us_ssn="mi número de Seguro Social de EE. UU. (SSN)", iban="el IBAN de la cuenta",
                  ip_address="la dirección IP del servidor", secret="las credenciales (no compartir)"),
        frames=["Hola {name}, para {setting} te paso {cue}: {D}\n¡Gracias!",
                "Asunto: inscripción para {setting}\n\nHola:\n\n{Cue}: {D}\n\nUn saludo,\n{name}",
                "[{time}] {name}: {cue} para {setting} → {D}",
                "Formulario para {setting}\nNombre: {name}\n{Cue}: {D}\nFirma: ____"],
        neg=["Hola {name}, resumen para {setting}: {items}. ¡Buen día!", "Nota para {setting}: {items}"],
        lab=dict(order="pedido n.º {x}", tracking="número de seguimiento {x}", invoice="factura {x}",
                 serial="número de serie {x}", card_end="tarjeta terminada en {x}", voucher="código regalo {x}",
                 postal="código postal {x}", count="{x} oyentes", date="fecha {x}", weight="peso {x}"),
        sep=", ", dec=",", thou="."),
    "it": dict(
        settings=dict(choir="il coro", falconry="il centro di falconeria", escape="l'escape room",
                      glass="il laboratorio di vetro soffiato", vineyard="il club del vigneto", radio="la radio comunitaria"),
        names=["Giulia", "Marco", "Chiara", "Luca", "Francesca"],
        cues=dict(email="il mio indirizzo email", phone="il mio numero di cellulare",
                  credit_card="il numero della mia carta di credito",
                  us_ssn="il mio numero di previdenza sociale USA (SSN)", iban="l'IBAN del conto",
                  ip_address="l'indirizzo IP del server", secret="le credenziali (da non condividere)"),
        frames=["Ciao {name}, per {setting} ecco {cue}: {D}\nGrazie!",
                "Oggetto: iscrizione per {setting}\n\nBuongiorno,\n\n{Cue}: {D}\n\nCordiali saluti,\n{name}",
                "[{time}] {name}: {cue} per {setting} → {D}",
                "Modulo per {setting}\nNome: {name}\n{Cue}: {D}\nFirma: ____"],
        neg=["Ciao {name}, riepilogo per {setting}: {items}. Buona giornata!", "Nota per {setting}: {items}"],
        lab=dict(order="ordine n. {x}", tracking="numero di tracciamento {x}", invoice="fattura {x}",
                 serial="numero di serie {x}", card_end="carta che termina con {x}", voucher="buono regalo {x}",
                 postal="CAP {x}", count="{x} ascoltatori", date="data {x}", weight="peso {x}"),
        sep=", ", dec=",", thou="."),
    "pt": dict(
        settings=dict(choir="o coro", falconry="o centro de falcoaria", escape="o escape room",
                      glass="o ateliê de vidro soprado", vineyard="o clube da vinha", radio="a rádio comunitária"),
        names=["Beatriz", "João", "Inês", "Rafael", "Ana"],
        cues=dict(email="o meu e-mail", phone="o meu número de telemóvel", credit_card="o número do meu cartão",
                  us_ssn="o meu número de Segurança Social dos EUA (SSN)", iban="o IBAN da conta",
                  ip_address="o endereço IP do servidor", secret="as credenciais (não partilhar)"),
        frames=["Olá {name}, para {setting} segue {cue}: {D}\nObrigado!",
                "Assunto: inscrição para {setting}\n\nOlá,\n\n{Cue}: {D}\n\nCumprimentos,\n{name}",
                "[{time}] {name}: {cue} para {setting} → {D}",
                "Ficha para {setting}\nNome: {name}\n{Cue}: {D}\nAssinatura: ____"],
        neg=["Olá {name}, resumo para {setting}: {items}. Bom dia!", "Nota para {setting}: {items}"],
        lab=dict(order="encomenda n.º {x}", tracking="código de rastreio {x}", invoice="fatura {x}",
                 serial="número de série {x}", card_end="cartão terminado em {x}", voucher="vale de oferta {x}",
                 postal="código postal {x}", count="{x} ouvintes", date="data {x}", weight="peso {x}"),
        sep=", ", dec=",", thou="."),
    "nl": dict(
        settings=dict(choir="het koor", falconry="het valkeniercentrum", escape="de escaperoom", glass="de glasblazerij",
                      vineyard="de wijngaardclub", radio="de lokale omroep"),
        names=["Sanne", "Daan", "Femke", "Bram", "Lotte"],
        cues=dict(email="mijn e-mailadres", phone="mijn mobiele nummer", credit_card="mijn creditcardnummer",
                  us_ssn="mijn Amerikaanse Social Security-nummer (SSN)", iban="het IBAN",
                  ip_address="het IP-adres van de server", secret="de inloggegevens (niet delen)"),
        frames=["Hoi {name}, voor {setting} hierbij {cue}: {D}\nBedankt!",
                "Onderwerp: aanmelding voor {setting}\n\nBeste allemaal,\n\n{Cue}: {D}\n\nMet vriendelijke groet,\n{name}",
                "[{time}] {name}: {cue} voor {setting} → {D}",
                "Formulier voor {setting}\nNaam: {name}\n{Cue}: {D}\nHandtekening: ____"],
        neg=["Hoi {name}, korte samenvatting voor {setting}: {items}. Fijne dag!", "Notitie voor {setting}: {items}"],
        lab=dict(order="bestelnummer {x}", tracking="trackingcode {x}", invoice="factuur {x}",
                 serial="serienummer {x}", card_end="kaart eindigend op {x}", voucher="cadeaubon {x}",
                 postal="postcode {x}", count="{x} luisteraars", date="datum {x}", weight="gewicht {x}"),
        sep=", ", dec=",", thou="."),
    "pl": dict(
        settings=dict(choir="chóru", falconry="ośrodka sokolnictwa", escape="escape roomu",
                      glass="pracowni szkła artystycznego", vineyard="klubu miłośników winnicy", radio="radia społecznościowego"),
        names=["Agnieszka", "Piotr", "Zofia", "Tomasz", "Magda"],
        cues=dict(email="mój adres e-mail", phone="mój numer komórki", credit_card="numer mojej karty",
                  us_ssn="mój amerykański numer Social Security (SSN)", iban="numer IBAN",
                  ip_address="adres IP serwera", secret="dane dostępowe (nie udostępniać)"),
        frames=["Cześć {name}, dla {setting} przesyłam {cue}: {D}\nDzięki!",
                "Temat: zapisy dla {setting}\n\nDzień dobry,\n\n{Cue}: {D}\n\nPozdrawiam,\n{name}",
                "[{time}] {name}: {cue} dla {setting} → {D}",
                "Formularz dla {setting}\nImię: {name}\n{Cue}: {D}\nPodpis: ____"],
        neg=["Cześć {name}, podsumowanie dla {setting}: {items}. Miłego dnia!", "Notatka dla {setting}: {items}"],
        lab=dict(order="zamówienie nr {x}", tracking="numer przesyłki {x}", invoice="faktura {x}",
                 serial="numer seryjny {x}", card_end="karta kończąca się na {x}", voucher="bon podarunkowy {x}",
                 postal="kod pocztowy {x}", count="{x} słuchaczy", date="data {x}", weight="waga {x}"),
        sep=", ", dec=",", thou=" "),
    "sv": dict(
        settings=dict(choir="kören", falconry="falkenerarcentret", escape="escape room-verksamheten",
                      glass="glasblåsarverkstaden", vineyard="vingårdsklubben", radio="närradion"),
        names=["Elin", "Oskar", "Maja", "Erik", "Sara"],
        cues=dict(email="min e-postadress", phone="mitt mobilnummer", credit_card="mitt kortnummer",
                  us_ssn="mitt amerikanska Social Security-nummer (SSN)", iban="IBAN-numret",
                  ip_address="serverns IP-adress", secret="inloggningsuppgifterna (dela inte)"),
        frames=["Hej {name}, för {setting} kommer här {cue}: {D}\nTack!",
                "Ämne: anmälan för {setting}\n\nHej,\n\n{Cue}: {D}\n\nVänliga hälsningar,\n{name}",
                "[{time}] {name}: {cue} för {setting} → {D}",
                "Blankett för {setting}\nNamn: {name}\n{Cue}: {D}\nUnderskrift: ____"],
        neg=["Hej {name}, kort sammanfattning för {setting}: {items}. Ha en bra dag!", "Anteckning för {setting}: {items}"],
        lab=dict(order="ordernummer {x}", tracking="spårningsnummer {x}", invoice="faktura {x}",
                 serial="serienummer {x}", card_end="kort som slutar på {x}", voucher="presentkort {x}",
                 postal="postnummer {x}", count="{x} lyssnare", date="datum {x}", weight="vikt {x}"),
        sep=", ", dec=",", thou=" "),
    "tr": dict(
        settings=dict(choir="koro", falconry="şahincilik merkezi", escape="kaçış odası", glass="cam üfleme atölyesi",
                      vineyard="bağ kulübü", radio="topluluk radyosu"),
        names=["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe"],
        cues=dict(email="e-posta adresim", phone="cep telefonu numaram", credit_card="kredi kartı numaram",
                  us_ssn="ABD Sosyal Güvenlik numaram (SSN)", iban="hesabın IBAN'ı", ip_address="sunucunun IP adresi",
                  secret="erişim bilgileri (paylaşmayın)"),
        frames=["Merhaba {name}, {setting} için {cue}: {D}\nTeşekkürler!",
                "Konu: {setting} için kayıt\n\nMerhaba,\n\n{Cue}: {D}\n\nSaygılarımla,\n{name}",
                "[{time}] {name}: {setting} için {cue} → {D}",
                "Kayıt formu ({setting})\nAd: {name}\n{Cue}: {D}\nİmza: ____"],
        neg=["Merhaba {name}, {setting} için kısa özet: {items}. İyi günler!", "Not ({setting}): {items}"],
        lab=dict(order="sipariş no {x}", tracking="kargo takip no {x}", invoice="fatura {x}", serial="seri no {x}",
                 card_end="{x} ile biten kart", voucher="hediye çeki {x}", postal="posta kodu {x}",
                 count="{x} dinleyici", date="tarih {x}", weight="ağırlık {x}"),
        sep=", ", dec=",", thou="."),
    "ja": dict(
        settings=dict(choir="合唱団", falconry="鷹狩りセンター", escape="脱出ゲーム店", glass="ガラス工房",
                      vineyard="ワイン畑クラブ", radio="コミュニティラジオ局"),
        names=["佐藤", "鈴木", "高橋", "田中", "伊藤"],
        cues=dict(email="メールアドレス", phone="携帯番号", credit_card="クレジットカード番号",
                  us_ssn="米国社会保障番号（SSN）", iban="口座のIBAN", ip_address="サーバーのIPアドレス",
                  secret="認証情報（共有しないでください）"),
        frames=["{name}さん、{setting}の件で{cue}をお送りします： {D}\nよろしくお願いします。",
                "件名：{setting}への申し込み\n\n{name}です。\n{cue}： {D}\n\n以上、よろしくお願いいたします。",
                "[{time}] {name}: {setting}用の{cue} → {D}",
                "{setting} 申込書\n氏名： {name}\n{cue}： {D}\n署名： ____"],
        neg=["{name}さん、{setting}のメモです： {items}。", "{setting}メモ： {items}"],
        lab=dict(order="注文番号 {x}", tracking="追跡番号 {x}", invoice="請求書番号 {x}", serial="シリアル番号 {x}",
                 card_end="末尾 {x} のカード", voucher="ギフト券コード {x}", postal="郵便番号 {x}",
                 count="リスナー {x} 人", date="日付 {x}", weight="重さ {x}"),
        sep="、", dec=".", thou=","),
    "zh": dict(
        settings=dict(choir="合唱团", falconry="猎鹰训练中心", escape="密室逃脱店", glass="玻璃吹制工作室",
                      vineyard="葡萄园俱乐部", radio="社区广播电台"),
        names=["王芳", "李伟", "张敏", "刘洋", "陈静"],
        cues=dict(email="我的邮箱", phone="我的手机号", credit_card="我的信用卡号", us_ssn="我的美国社会安全号（SSN）",
                  iban="账户IBAN", ip_address="服务器IP地址", secret="访问凭据（请勿外传）"),
        frames=["{name}你好，{setting}这边需要的{cue}是： {D}\n谢谢！",
                "主题：{setting}报名\n\n您好，\n{cue}： {D}\n\n此致\n{name}",
                "[{time}] {name}: {setting}的{cue} → {D}",
                "{setting}登记表\n姓名： {name}\n{cue}： {D}\n签名： ____"],
        neg=["{name}你好，{setting}备忘： {items}。", "{setting}记录： {items}"],
        lab=dict(order="订单号 {x}", tracking="快递单号 {x}", invoice="发票号 {x}", serial="序列号 {x}",
                 card_end="尾号 {x} 的卡", voucher="礼品券 {x}", postal="邮编 {x}", count="听众 {x} 人",
                 date="日期 {x}", weight="重量 {x}"),
        sep="，", dec=".", thou=","),
    "ko": dict(
        settings=dict(choir="합창단", falconry="매사냥 센터", escape="방탈출 카페", glass="유리공예 공방",
                      vineyard="포도원 클럽", radio="공동체 라디오 방송국"),
        names=["김민지", "이준호", "박서연", "최지훈", "정하은"],
        cues=dict(email="제 이메일 주소", phone="제 휴대폰 번호", credit_card="제 신용카드 번호",
                  us_ssn="제 미국 사회보장번호(SSN)", iban="계좌 IBAN", ip_address="서버 IP 주소", secret="접속 정보(공유 금지)"),
        frames=["{name}님, {setting} 관련 {cue} 보내드립니다: {D}\n감사합니다!",
                "제목: {setting} 신청\n\n안녕하세요,\n{cue}: {D}\n\n{name} 드림",
                "[{time}] {name}: {setting} {cue} → {D}",
                "{setting} 신청서\n이름: {name}\n{cue}: {D}\n서명: ____"],
        neg=["{name}님, {setting} 메모: {items}.", "{setting} 기록: {items}"],
        lab=dict(order="주문번호 {x}", tracking="운송장 번호 {x}", invoice="청구서 번호 {x}", serial="일련번호 {x}",
                 card_end="끝자리 {x} 카드", voucher="상품권 코드 {x}", postal="우편번호 {x}", count="청취자 {x}명",
                 date="날짜 {x}", weight="무게 {x}"),
        sep=", ", dec=".", thou=","),
    "ar": dict(
        settings=dict(choir="الجوقة", falconry="مركز الصقارة", escape="غرفة الهروب", glass="استوديو نفخ الزجاج",
                      vineyard="نادي الكرمة", radio="الإذاعة المجتمعية"),
        names=["ليلى", "أحمد", "سارة", "يوسف", "مريم"],
        cues=dict(email="بريدي الإلكتروني", phone="رقم جوالي", credit_card="رقم بطاقتي الائتمانية",
                  us_ssn="رقم الضمان الاجتماعي الأمريكي (SSN)", iban="رقم الآيبان (IBAN)", ip_address="عنوان IP للخادم",
                  secret="بيانات الدخول (لا تشاركها)"),
        frames=["مرحباً {name}، بخصوص {setting}، هذا {cue}: {D}\nشكراً!",
                "الموضوع: التسجيل في {setting}\n\nمرحباً،\n{cue}: {D}\n\nمع التحية،\n{name}",
                "[{time}] {name}: {cue} ({setting}) ← {D}",
                "استمارة {setting}\nالاسم: {name}\n{cue}: {D}\nالتوقيع: ____"],
        neg=["مرحباً {name}، ملخص {setting}: {items}.", "ملاحظة ({setting}): {items}"],
        lab=dict(order="رقم الطلب {x}", tracking="رقم التتبع {x}", invoice="رقم الفاتورة {x}", serial="الرقم التسلسلي {x}",
                 card_end="بطاقة تنتهي بـ {x}", voucher="قسيمة هدية {x}", postal="الرمز البريدي {x}",
                 count="{x} مستمع", date="التاريخ {x}", weight="الوزن {x}"),
        sep="، ", dec=".", thou=","),
    "hi": dict(
        settings=dict(choir="गायक मंडली", falconry="बाज़ प्रशिक्षण केंद्र", escape="एस्केप रूम", glass="काँच फुँकाई स्टूडियो",
                      vineyard="अंगूर बाग क्लब", radio="सामुदायिक रेडियो स्टेशन"),
        names=["प्रिया", "राहुल", "अनीता", "विक्रम", "नेहा"],
        cues=dict(email="मेरा ईमेल पता", phone="मेरा मोबाइल नंबर", credit_card="मेरे क्रेडिट कार्ड का नंबर",
                  us_ssn="मेरा अमेरिकी सोशल सिक्योरिटी नंबर (SSN)", iban="खाते का IBAN", ip_address="सर्वर का IP पता",
                  secret="एक्सेस क्रेडेंशियल (साझा न करें)"),
        frames=["नमस्ते {name}, {setting} के लिए {cue}: {D}\nधन्यवाद!",
                "विषय: {setting} में पंजीकरण\n\nनमस्ते,\n{cue}: {D}\n\nसादर,\n{name}",
                "[{time}] {name}: {setting} — {cue} → {D}",
                "{setting} फ़ॉर्म\nनाम: {name}\n{cue}: {D}\nहस्ताक्षर: ____"],
        neg=["नमस्ते {name}, {setting} का सारांश: {items}।", "नोट ({setting}): {items}"],
        lab=dict(order="ऑर्डर नंबर {x}", tracking="ट्रैकिंग नंबर {x}", invoice="बिल नंबर {x}", serial="सीरियल नंबर {x}",
                 card_end="{x} पर समाप्त होने वाला कार्ड", voucher="गिफ्ट वाउचर {x}", postal="पिन कोड {x}",
                 count="{x} श्रोता", date="तारीख {x}", weight="वज़न {x}"),
        sep=", ", dec=".", thou=","),
}
assert sorted(L) == sorted(LANGS)


def lang_text(lang, st, t, D):
    d = L[lang]
    cue = d["cues"][t]
    return R.choice(d["frames"]).format(
        name=R.choice(d["names"]), setting=d["settings"][st], cue=cue, Cue=cap(cue), D=D,
        time=f"{R.randint(8, 22):02d}:{R.randint(0, 59):02d}")


# ----------------------------------------------------------------- emails
PROVIDERS = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "icloud.com", "proton.me", "fastmail.fm",
             "zoho.eu", "eircom.net", "bigpond.com"]
PROVIDERS_LANG = {
    "fr": ["orange.fr", "free.fr", "laposte.net"], "de": ["gmx.de", "web.de", "t-online.de"],
    "es": ["hotmail.es", "telefonica.net"], "it": ["libero.it", "virgilio.it"], "pt": ["sapo.pt", "uol.com.br"],
    "nl": ["ziggo.nl", "kpnmail.nl"], "pl": ["wp.pl", "o2.pl", "interia.pl"], "sv": ["telia.com", "bredband.net"],
    "tr": ["yandex.com.tr", "turk.net"], "ja": ["yahoo.co.jp", "docomo.ne.jp"], "zh": ["qq.com", "163.com"],
    "ko": ["naver.com", "daum.net"], "ar": ["outlook.sa", "gmail.com"], "hi": ["rediffmail.com", "yahoo.co.in"],
}
IDN_DOMAINS = ["glasbläserei-lauscha.de", "weinfreunde-würzburg.de", "falknerei-königssee.de", "chorale-orléans.fr",
               "cetrería-andalucía.es", "vidriería-toledo.es", "rádio-comunitária.pt", "körsång-malmö.se",
               "radio-społeczne.pl", "合唱団.jp", "유리공방.kr", "bağkulübü.com.tr", "ガラス工房.jp", "søndagskor.dk",
               "bücherei-chor.at", "zürcher-falkner.ch"]
TAGS = ["choir", "newsletter", "tickets", "falconry", "radio", "wine", "glass", "bookings", "rota", "2024"]
ROLE_LOCALS = ["bookings", "studio", "hello", "membership", "treasurer", "onair", "gamemaster", "secretary",
               "tickets", "volunteers", "mews", "cellar"]
SUBS = ["mail.", "lists.", "members.", "box.", "office."]


def gen_email(lang="en", st=None):
    f, l = fold(R.choice(FIRST)).lower(), fold(R.choice(LAST)).lower()
    style = R.randrange(11)
    local = [f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}{R.randint(1, 99)}", f"{f}_{l}", f"{f}-{l}",
             f"{f}.{l}+{R.choice(TAGS)}", f"{f}+{R.choice(TAGS)}", R.choice(ROLE_LOCALS), f"{l}.{f[0]}",
             f"{f}{R.randint(1970, 2006)}", f"{f[0]}.{l}"][style]
    r = R.random()
    if style == 7 or r < 0.3:
        dom = R.choice(SETTINGS[st or R.choice(SETTING_KEYS)]["domains"])
        if R.random() < 0.45:
            dom = R.choice(SUBS) + dom
    elif r < 0.72:
        dom = R.choice(PROVIDERS_LANG[lang] if lang != "en" and R.random() < 0.75 else PROVIDERS)
    else:
        dom = R.choice(IDN_DOMAINS)
    if R.random() < 0.05:
        local = ".".join(cap(p) for p in local.split("."))
        dom = cap(dom)
    return f"{local}@{dom}"


def email_valid(v):
    m = re.fullmatch(r"([A-Za-z0-9._+-]+)@([\w-]+(?:\.[\w-]+)+)", v)
    if not m:
        return False
    dom = m.group(2).lower()
    if re.search(r"(^|\.)example\.(com|org|net)$", dom) or ".." in v or m.group(1)[0] == ".":
        return False
    try:
        dom.encode("idna")
    except UnicodeError:
        return False
    return True


# ----------------------------------------------------------------- English positive containers
SENT = {
    "email": ["You can reach me at {S} about the {thing}.", "Please add {S} to the {thing} mailing list.",
              "Send the {thing} details to {S}, that's the inbox I actually check.",
              "New address for the newsletter: {S}", "Could you CC {S} on anything about the {thing}?",
              "My partner wants the {thing} updates too, her address is {S}",
              "Invoices for the {thing} should go to \"{S}\" from now on.",
              "Reply-to for the {thing} announcement: <{S}>"],
    "phone": ["Best number for the {thing} is {S}.", "If anything changes with the {thing}, text me on {S}.",
              "Call {S} if you're running late for the {thing}.", "My mobile: {S}",
              "Ring the front desk on {S} to rebook the {thing}.", "New phone number for the {thing} rota: {S}",
              "You can WhatsApp me at {S} about the {thing}.", "Tel. {S} (evenings are best)"],
    "credit_card": ["Please put the deposit for the {thing} on my card {S}, expiry 09/27.",
                    "Card number for the {thing} booking: {S}",
                    "Can you charge {S} for the {thing}? Name on card is {name}.",
                    "I'll pay the balance for the {thing} with {S}.",
                    "Use the club credit card {S} for the {thing} order, CVC is on the back as usual.",
                    "Payment details for the {thing}: {S} (exp 04/28)"],
    "us_ssn": ["For the payroll form my SSN is {S}.",
               "Social Security number: {S} (needed for the 1099 for the {thing})",
               "TIN for the honorarium: {S}", "Here's my Social Security no. {S} for the W-9.",
               "The contractor's SSN is {S}, please file it with the {thing} invoice.",
               "SSN {S} – for the background check before the {thing}."],
    "iban": ["Please transfer the {thing} refund to IBAN {S}.", "Our club account for the {thing}: IBAN {S}.",
             "Membership dues go to {S} (reference: your surname).", "New IBAN for the {thing} payout: {S}",
             "Bank details for the {thing} deposit — IBAN: {S}", "Could you refund me to {S}? Thanks!"],
    "ip_address": ["The stream encoder for the {thing} sits at {S}.",
                   "We keep seeing login attempts from {S} on the booking system.",
                   "Whitelist {S} so the {thing} kiosk can reach the API.",
                   "Our public IP changed to {S} after the router swap.",
                   "The ticket scanner at the {thing} connects out from {S}.",
                   "Can you block {S}? It's hammering the {thing} page."],
}
REPLIES = ["thanks, noted 👍", "got it", "perfect, updating the sheet now", "cheers!", "ok will do", "on it",
           "thanks — will pass it on", "brilliant, ta"]
SUBJECTS = {"email": ["Mailing list", "Contact details", "Change of address"],
            "phone": ["Contact number", "Rota contact", "Call back"],
            "credit_card": ["Deposit payment", "Booking payment", "Card details"],
            "us_ssn": ["Payroll paperwork", "W-9 for honorarium", "Tax forms"],
            "iban": ["Refund", "Bank details", "Payout"],
            "ip_address": ["Network issue", "Firewall change", "Stream outage"]}
KEYS = {"email": ["email", "email_address", "contact"], "phone": ["phone", "mobile", "tel"],
        "credit_card": ["card_number", "pan", "cc_number"], "us_ssn": ["ssn", "SSN", "tin"],
        "iban": ["iban", "payout_iban", "account_iban"], "ip_address": ["ip", "client_ip", "remote_addr", "source_ip"]}
LABELS = {"email": ["Email", "E-mail address", "Contact email"], "phone": ["Phone", "Mobile", "Telephone"],
          "credit_card": ["Card number", "Credit card", "Card no."], "us_ssn": ["SSN", "Social Security No.", "TIN (SSN)"],
          "iban": ["IBAN", "Bank account (IBAN)", "Payout IBAN"], "ip_address": ["IP address", "Public IP", "Source IP"]}
GENERIC = ["chat", "chat2", "email", "ticket", "sms", "csv", "md", "json", "yaml", "ini", "form"]
EXTRA = {"email": ["vcard", "html", "gitlog", "log", "code"], "phone": ["vcard", "signature", "roster", "voicemail"],
         "credit_card": ["log", "voicemail", "code"], "us_ssn": ["log"], "iban": ["invoice", "sepa"],
         "ip_address": ["log", "nginx", "sshd", "code", "firewall"]}


def multiline_safe(S):
    return "\n" not in S


def en_container(t, S, c, allowed=None):
    sent = R.choice(SENT[t]).format(S=S, **c)
    key, label = R.choice(KEYS[t]), R.choice(LABELS[t])
    kinds = allowed or (GENERIC + EXTRA[t])
    if not multiline_safe(S) or '"' in S or "\\" in S:
        kinds = [k for k in kinds if k in ("chat", "chat2", "email", "ticket", "sms", "form", "html", "voicemail")] or ["chat"]
    k = R.choice(kinds)
    c = dict(c, S=S, sent=sent, key=key, label=label, reply=R.choice(REPLIES),
             subject=R.choice(SUBJECTS[t]), rs_=R.randint(100, 9999))
    if k == "chat":
        return "[{time}] {name}: {sent}\n[{time2}] {name2}: {reply}".format(**c)
    if k == "chat2":
        return "{first}  {time}\n{sent}\n\n{first2}  {time2}\n{reply}".format(**c)
    if k == "email":
        return ("Subject: {subject} – {thing}\n\nHi {first2},\n\n{sent}\n\n" + R.choice(["Best,", "Thanks,", "Cheers,", "Kind regards,"])
                + "\n{first}\n{org}").format(**c)
    if k == "ticket":
        return "#{tid} [{org}] {subject}\nReported by: {name}\nCategory: {svc}\n\n{sent}\n\nStatus: open".format(**c)
    if k == "sms":
        return ("{sent} – {first}" if R.random() < 0.6 else "{sent}").format(**c)
    if k == "csv":
        return "name,role,{key}\n{name},{role},{S}\n{name2},{role2},\n".format(**c)
    if k == "md":
        return "| Name | Role | {label} |\n|---|---|---|\n| {name} | {role} | {S} |\n| {name2} | {role2} | – |".format(**c)
    if k == "json":
        return json.dumps({"name": c["name"], "role": c["role"], key: S, "updated": c["date"], "group": c["org"]},
                          ensure_ascii=False, indent=2)
    if k == "yaml":
        return "# {org}\nmember:\n  name: {name}\n  role: {role}\n  {key}: \"{S}\"\n  updated: {date}\n".format(**c)
    if k == "ini":
        return "[{st}]\nname = {name}\nrole = {role}\n{key} = {S}\n".format(**c)
    if k == "form":
        return "{org} — {thing} sign-up\nFull name: {name}\n{label}: {S}\nDate: {date}\nSignature: {first}".format(**c)
    if k == "vcard":
        line = "EMAIL;TYPE=work:{S}" if t == "email" else "TEL;TYPE=cell:{S}"
        return ("BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nORG:{org}\n" + line + "\nNOTE:{role}\nEND:VCARD").format(**c)
    if k == "html":
        return R.choice(['<p>Questions about the {thing}? <a href="mailto:{S}">Write to {first}</a></p>',
                         '<footer class="contact">{org} · <span>{S}</span></footer>']).format(**c)
    if k == "gitlog":
        return "commit {sha}\nAuthor: {name} <{S}>\nDate:   Tue May 14 19:02:11 2024 +0100\n\n    Update {thing} page".format(
            sha=rs(40, HEX), **c)
    if k == "code":
        if t == "email":
            return 'ADMIN_CONTACT = "{S}"  # {org}\nSEND_COPIES = True\n'.format(**c)
        if t == "ip_address":
            return 'ALLOWED_HOSTS = ["{S}", "localhost"]\nDEBUG = False\n'.format(**c)
        return 'payload = {{"pan": "{S}", "exp": "09/27", "amount": 4500, "currency": "GBP"}}\n'.format(**c)
    if k == "log":
        if t == "email":
            return "{ts} INFO mailer: queued reminder for {S} (list={svc}, template=rehearsal_v3)".format(**c)
        if t == "ip_address":
            return "{ts} WARN auth: 5 failed logins for user 'frontdesk' from {S}".format(**c)
        if t == "credit_card":
            return "{ts} DEBUG payments: charge attempt pan={S} amount=45.00 currency=GBP result=declined".format(**c)
        return "{ts} ERROR payroll-export: rejected row 14, field ssn={S} (state mismatch)".format(**c)
    if k == "signature":
        return "See you at the {thing} on Saturday!\n\n--\n{name}\n{role}, {org}\n{S}".format(**c)
    if k == "roster":
        return "{org} – {thing}\n{name} ({role}) {S}\n{name2} ({role2}) ask at front desk".format(**c)
    if k == "voicemail":
        return 'Voicemail transcript, {date} {time}: "Hi, it\'s {first} about the {thing}. {sent}"'.format(**c)
    if k == "invoice":
        return ("INVOICE {rs_}/{date}\n{org}\nItem: {thing}\nAmount due: €{amt}\n\nPlease pay by bank transfer to:\n"
                "IBAN {S}\nBIC {bic}\nReference: INV-{rs_}").format(amt=R.randint(20, 400), bic=rs(4, UPPER) + rs(2, UPPER) + rs(2, UPPER + DIG), **c)
    if k == "sepa":
        return ("SEPA Direct Debit Mandate – {org}\nDebtor: {name}\nIBAN: {S}\nMandate ref: M-{rs_}\n"
                "Signed on {date}").format(**c)
    if k == "nginx":
        return '{S} - - [14/May/2024:19:{m:02d}:07 +0000] "GET /bookings HTTP/1.1" 200 5123 "-" "Mozilla/5.0"'.format(
            m=R.randint(0, 59), **c)
    if k == "sshd":
        return "May 14 03:{m:02d}:51 stream01 sshd[{pid}]: Failed password for invalid user admin from {S} port {port} ssh2".format(
            m=R.randint(0, 59), pid=R.randint(1000, 60000), port=R.randint(30000, 65000), **c)
    if k == "firewall":
        return "# {org} edge firewall\nallow tcp from {S} to any port 8000  # {thing} encoder\ndeny all".format(**c)
    raise AssertionError(k)


# ----------------------------------------------------------------- secrets
def pem_block():
    kind = R.choice(["rsa", "ec", "openssh", "pkcs8"])
    if kind == "rsa":
        hdr, body, w = "RSA PRIVATE KEY", b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(1180), 64
    elif kind == "ec":
        hdr, body, w = "EC PRIVATE KEY", b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(114), 64
    elif kind == "openssh":
        hdr, body, w = "OPENSSH PRIVATE KEY", b"openssh-key-v1\x00" + rbytes(380), 70
    else:
        hdr = "PRIVATE KEY"
        body = b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa8" + rbytes(1170)
        w = 64
    s = b64(body)
    lines = [s[i:i + w] for i in range(0, len(s), w)]
    return f"-----BEGIN {hdr}-----\n" + "\n".join(lines) + f"\n-----END {hdr}-----"


def gen_jwt(c):
    alg = R.choice(["HS256", "RS256"])
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = R.randint(1704067200, 1730000000)
    p = b64u(json.dumps({"sub": f"mbr_{nz(6)}", "role": R.choice(["member", "admin", "staff"]), "iat": iat,
                         "exp": iat + 3600, "iss": "https://auth." + c["domain"]}, separators=(",", ":")).encode())
    sig = b64u(rbytes(32 if alg == "HS256" else 256))
    return f"{h}.{p}.{sig}"


def strong_password():
    k = R.randrange(3)
    words = ["Kestrel", "Tremolo", "Larch", "Amber", "Merlin", "Cadence", "Furnace", "Riesling", "Falcon",
             "Basso", "Cullet", "Vintage", "Static", "Cipher", "Harrier", "Soprano"]
    if k == 0:
        return "-".join(R.sample(words, 2)) + "-" + dg(R.randint(2, 4)) + R.choice("!^*~+")
    if k == 1:
        while True:
            p = rs(R.randint(16, 24), ALNUM + "!^*-_~+=")
            if p[0].isalnum() and re.search(r"\d", p) and re.search(r"[!^*_~+=-]", p):
                return p
    w = R.choice(words)
    return w.replace("a", "4").replace("o", "0").replace("e", "3") + R.choice("!*^") + rs(3, UPPER) + dg(2)


TOKEN_KINDS = {
    # name: (generator, env, header style, url, provider)
    "aws_key_id": (lambda: R.choice(["AKIA", "ASIA"]) + rs(16, B32U), "AWS_ACCESS_KEY_ID", None, None, "AWS"),
    "aws_secret": (lambda: rs(40, ALNUM + "/+"), "AWS_SECRET_ACCESS_KEY", None, None, "AWS"),
    "github_ghp": (lambda: R.choice(["ghp_", "ghp_", "gho_", "ghs_"]) + rs(36), "GITHUB_TOKEN", "token",
                   "api.github.com/repos/{slug}/website/actions/runs", "GitHub"),
    "github_pat": (lambda: "github_pat_" + rs(22) + "_" + rs(59), "GH_PAT", "bearer", "api.github.com/user", "GitHub"),
    "gitlab": (lambda: "glpat-" + rs(20, ALNUM + "-_"), "GITLAB_TOKEN", "private-token",
               "gitlab.com/api/v4/projects?membership=true", "GitLab"),
    "slack_bot": (lambda: f"xoxb-{nz(R.choice([10, 11, 12]))}-{nz(13)}-{rs(24)}", "SLACK_BOT_TOKEN", "bearer",
                  "slack.com/api/chat.postMessage", "Slack"),
    "slack_user": (lambda: f"xoxp-{nz(11)}-{nz(11)}-{nz(13)}-{rs(32, HEX)}", "SLACK_USER_TOKEN", "bearer",
                   "slack.com/api/users.list", "Slack"),
    "stripe_sk": (lambda: "sk_live_51" + rs(R.choice([22, 97])), "STRIPE_SECRET_KEY", "basic-user",
                  "api.stripe.com/v1/charges", "Stripe"),
    "stripe_rk": (lambda: "rk_live_51" + rs(R.choice([22, 97])), "STRIPE_RESTRICTED_KEY", "basic-user",
                  "api.stripe.com/v1/refunds", "Stripe"),
    "openai": (lambda: R.choice(["sk-proj-" + rs(R.choice([64, 74]), ALNUM + "-_") + "T3BlbkFJ" + rs(R.choice([64, 74]), ALNUM + "-_"),
                                 "sk-" + rs(20) + "T3BlbkFJ" + rs(20)]), "OPENAI_API_KEY", "bearer",
               "api.openai.com/v1/chat/completions", "OpenAI"),
    "anthropic": (lambda: "sk-ant-api03-" + rs(93, ALNUM + "-_") + "AA", "ANTHROPIC_API_KEY", "x-api-key",
                  "api.anthropic.com/v1/messages", "Anthropic"),
    "google": (lambda: "AIza" + rs(35, ALNUM + "-_"), "GOOGLE_MAPS_API_KEY", "query-key",
               "maps.googleapis.com/maps/api/geocode/json?address=Harbour+Road", "Google Maps"),
    "sendgrid": (lambda: "SG." + rs(22, ALNUM + "-_") + "." + rs(43, ALNUM + "-_"), "SENDGRID_API_KEY", "bearer",
                 "api.sendgrid.com/v3/mail/send", "SendGrid"),
    "twilio": (lambda: rs(32, HEX), "TWILIO_AUTH_TOKEN", None, None, "Twilio"),
    "hf": (lambda: "hf_" + rs(34, string.ascii_letters), "HF_TOKEN", "bearer", "huggingface.co/api/whoami-v2", "Hugging Face"),
    "npm": (lambda: "npm_" + rs(36), "NPM_TOKEN", None, None, "npm"),
    "mailgun": (lambda: R.choice(["key-" + rs(32, HEX), rs(32, HEX) + "-" + rs(8, HEX) + "-" + rs(8, HEX)]),
                "MAILGUN_API_KEY", "basic-api", "api.mailgun.net/v3/mg.{domain}/messages", "Mailgun"),
    "shopify": (lambda: R.choice(["shpat_", "shpat_", "shpss_"]) + rs(32, HEX), "SHOPIFY_ADMIN_TOKEN", "x-shopify",
                "{shop}.myshopify.com/admin/api/2024-04/orders.json", "Shopify"),
    "datadog": (lambda: rs(32, HEX), "DD_API_KEY", "dd", "api.datadoghq.eu/api/v1/validate", "Datadog"),
    "telegram": (lambda: f"{nz(10)}:AA{rs(33, ALNUM + '-_')}", "TELEGRAM_BOT_TOKEN", None, None, "Telegram"),
    "discord": (lambda: b64(nz(19).encode()).rstrip("=") + "." + rs(6, ALNUM + "-_") + "." + rs(38, ALNUM + "-_"),
                "DISCORD_BOT_TOKEN", "discord", "discord.com/api/v10/users/@me", "Discord"),
}
SPECIAL_KINDS = ["azure_storage", "azure_sb", "jwt", "pem", "db_url", "password", "generic_api_key", "django"]
SECRET_KINDS = list(TOKEN_KINDS) + SPECIAL_KINDS


def curl(style, v, url):
    u = "https://" + url
    if style == "bearer":
        return f'curl -s {u} \\\n  -H "Authorization: Bearer {v}" \\\n  -H "Content-Type: application/json"'
    if style == "token":
        return f'curl -H "Authorization: token {v}" {u}'
    if style == "private-token":
        return f'curl --header "PRIVATE-TOKEN: {v}" "{u}"'
    if style == "basic-user":
        return f"curl {u} \\\n  -u {v}: \\\n  -d amount=4500 -d currency=gbp"
    if style == "x-api-key":
        return f'curl {u} \\\n  -H "x-api-key: {v}" \\\n  -H "anthropic-version: 2023-06-01" \\\n  -H "content-type: application/json"'
    if style == "query-key":
        return f'curl "{u}&key={v}"'
    if style == "basic-api":
        return f"curl -s --user 'api:{v}' {u} -F subject='Rehearsal moved'"
    if style == "x-shopify":
        return f'curl -H "X-Shopify-Access-Token: {v}" {u}'
    if style == "dd":
        return f'curl -X GET "{u}" -H "DD-API-KEY: {v}"'
    if style == "discord":
        return f'curl -H "Authorization: Bot {v}" {u}'
    raise AssertionError(style)


def secret_item(kind, c):
    """Returns (value, snippet for non-English frames, English text)."""
    slug = c["domain"].split(".")[0]
    env_lines = f"APP_ENV=production\nPORT={R.choice([3000, 5000, 8000, 8080])}\nLOG_LEVEL=info"
    if kind in TOKEN_KINDS:
        gen, env, style, url, prov = TOKEN_KINDS[kind]
        v = gen()
        yk = env.lower()
        camel = re.sub(r"_([a-z])", lambda m: m.group(1).upper(), yk)
        T = [
            f"# {c['org']} – {c['svc']}\n{env_lines}\n{env}={v}\n",
            f"{c['svc']}:\n  environment: production\n  {prov.lower().replace(' ', '_')}:\n    {yk}: \"{v}\"\n    timeout_seconds: 30\n",
            json.dumps({"service": c["svc"], "env": "prod", yk: v, "retries": 3}, indent=2),
            f'import os\n\n{env} = os.environ.get("{env}", "{v}")  # TODO remove fallback before the {c["thing"]}\n',
            f"const {camel} = process.env.{env} ?? '{v}';\n",
            f"{c['ts']} DEBUG {c['svc']}: config loaded {{'env': 'prod', '{yk}': '{v}', 'timeout': 30}}",
            f"[{c['time']}] {c['name']}: ugh, I pasted our {prov} key in the public channel: {v}\n[{c['time2']}] {c['name2']}: revoking it now",
            f"#{c['tid']} {prov} integration broken ({c['thing']})\nReporter: {c['name']}\n\nThe key currently in the admin panel is {v} – was it revoked?",
            f"diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -3,3 +3,4 @@\n LOG_LEVEL=info\n+{env}={v}\n PORT=8080",
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {c['svc']}-secrets\ntype: Opaque\nstringData:\n  {env}: \"{v}\"\n",
            f"services:\n  {c['svc']}:\n    image: {slug}/{c['svc']}:latest\n    environment:\n      - {env}={v}\n      - TZ=Europe/London\n",
            f"[{prov.lower().replace(' ', '_')}]\n{yk} = {v}\nenabled = true\n",
        ]
        if kind.startswith("aws"):
            if kind == "aws_key_id":
                T += [f"[default]\naws_access_key_id = {v}\naws_secret_access_key = {'*' * 40}\nregion = eu-west-2\n",
                      f"{c['ts']} ERROR s3-sync: AccessDenied for key {v} on bucket {slug}-media"]
            else:
                T += [f"[{slug}]\naws_access_key_id = AKIA{'*' * 16}\naws_secret_access_key = {v}\nregion = eu-west-1\n",
                      f"s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=os.environ[\"AWS_ACCESS_KEY_ID\"],\n    aws_secret_access_key=\"{v}\",\n)"]
        if kind == "npm":
            T.append(f"# .npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={v}\n")
        if style:
            T.append(curl(style, v, url.format(slug=f"{slug}/{c['svc']}", domain=c["domain"], shop=slug)))
            T.append(curl(style, v, url.format(slug=f"{slug}/{c['svc']}", domain=c["domain"], shop=slug)))
        return v, f"{env}={v}", R.choice(T)
    if kind in ("azure_storage", "azure_sb"):
        if kind == "azure_storage":
            v = b64(rbytes(64))
            snip = f"DefaultEndpointsProtocol=https;AccountName={slug.replace('-', '')[:20]}media;AccountKey={v};EndpointSuffix=core.windows.net"
            env = "AZURE_STORAGE_CONNECTION_STRING"
        else:
            v = b64(rbytes(32))
            snip = f"Endpoint=sb://{slug}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={v}"
            env = "SERVICEBUS_CONNECTION"
        T = [f"{env_lines}\n{env}=\"{snip}\"\n",
             json.dumps({"ConnectionStrings": {"Default": snip}, "Logging": {"LogLevel": {"Default": "Warning"}}}, indent=2),
             f'client = {"BlobServiceClient" if kind == "azure_storage" else "ServiceBusClient"}.from_connection_string(\n    "{snip}"\n)',
             f"[{c['time']}] {c['name']}: here's the connection string for the {c['thing']} uploads: {snip}"]
        return v, snip, R.choice(T)
    if kind == "jwt":
        v = gen_jwt(c)
        T = [curl("bearer", v, f"api.{c['domain']}/v1/bookings"),
             f"{c['ts']} DEBUG http: GET /v1/members/me headers={{'Authorization': 'Bearer {v}'}}",
             f"HTTP/1.1 200 OK\nSet-Cookie: session={v}; Path=/; HttpOnly; Secure; SameSite=Lax\nContent-Type: text/html",
             json.dumps({"access_token": v, "token_type": "Bearer", "expires_in": 3600}, indent=2),
             f"[{c['time']}] {c['name']}: can you test with my session token? {v}"]
        return v, f"Authorization: Bearer {v}", R.choice(T)
    if kind == "pem":
        v = pem_block()
        T = [f"$ cat ~/.ssh/{slug}_deploy\n{v}\n$ chmod 600 ~/.ssh/{slug}_deploy",
             f"[{c['time']}] {c['name']}: deploy key for the {c['thing']} server, don't lose it\n```\n{v}\n```",
             f"Ticket #{c['tid']} – SFTP upload failing\nKey we use (pasted below):\n\n{v}\n\nThanks, {c['first']}"]
        return v, "\n" + v, R.choice(T)
    if kind == "db_url":
        while True:
            v = rs(R.randint(14, 24), ALNUM + "-_.~")
            if v[0].isalnum() and v[-1].isalnum():
                break
        user = R.choice(["app", "bookings", "radio_rw", "cellar_admin", "postgres", "svc_web", "root"])
        host = R.choice([f"db{R.randint(1, 3)}.{slug}.internal", f"{slug}-prod.cluster-c{rs(10, LOWER + DIG)}.eu-west-1.rds.amazonaws.com"])
        sch = R.choice(["postgresql", "postgres", "mysql", "mongodb+srv", "redis", "amqp"])
        if sch == "redis":
            url = f"redis://:{v}@{host}:6379/0"
        elif sch == "mongodb+srv":
            url = f"mongodb+srv://{user}:{v}@{slug}.{rs(5, LOWER + DIG)}.mongodb.net/{c['svc']}?retryWrites=true"
        elif sch == "amqp":
            url = f"amqp://{user}:{v}@{host}:5672/%2F"
        else:
            url = f"{sch}://{user}:{v}@{host}:{5432 if sch.startswith('postgres') else 3306}/{c['svc'].replace('-', '_')}"
        T = [f"{env_lines}\nDATABASE_URL={url}\n",
             f"database:\n  url: \"{url}\"\n  pool_size: 5\n",
             f'engine = create_engine("{url}", pool_pre_ping=True)',
             f"{c['ts']} INFO {c['svc']}: connecting to {url}",
             f"services:\n  web:\n    environment:\n      DATABASE_URL: \"{url}\"\n"]
        return v, url, R.choice(T)
    if kind == "password":
        v = strong_password()
        T = [f"[smtp]\nhost = smtp.{c['domain']}\nport = 587\nuser = bookings\npassword = {v}\n",
             f"database:\n  host: db.{c['domain']}\n  user: {c['svc'].replace('-', '_')}\n  password: \"{v}\"\n",
             f"{env_lines}\nDB_PASSWORD={v}\n",
             json.dumps({"username": "frontdesk", "password": v, "remember": True}, indent=2),
             f"[{c['time']}] {c['name']}: admin password for the {c['thing']} laptop is {v}\n[{c['time2']}] {c['name2']}: thanks, deleting this message after",
             f"{c['org']} – box office login\nUsername: frontdesk\nPassword: {v}\nChange it after the {c['thing']}!",
             f"define( 'DB_PASSWORD', '{v}' );\ndefine( 'DB_HOST', 'localhost' );",
             f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: \"{v}\"\n"]
        return v, f"password={v}", R.choice(T)
    if kind == "generic_api_key":
        v = R.choice([rs(40, HEX), rs(32, ALNUM), rs(48, ALNUM)])
        T = [f"{c['svc']}:\n  api_key: {v}\n  base_url: https://api.{c['domain']}/v2\n",
             f"[api]\napi_key = {v}\nendpoint = https://api.{c['domain']}\n",
             f'curl -H "X-API-Key: {v}" https://api.{c["domain"]}/v1/slots?date={c["date"]}',
             json.dumps({"apiKey": v, "timeoutMs": 5000}, indent=2)]
        return v, f"api_key: {v}", R.choice(T)
    if kind == "django":
        while True:
            v = "django-insecure-" * R.choice([0, 1]) + rs(50, LOWER + DIG + "!^*(-_=+)")
            if v[-1].isalnum():
                break
        T = [f"# settings.py\nDEBUG = False\nSECRET_KEY = '{v}'\nALLOWED_HOSTS = ['{c['domain']}']\n",
             f"{env_lines}\nDJANGO_SECRET_KEY={v}\n"]
        return v, f"SECRET_KEY={v}", R.choice(T)
    raise AssertionError(kind)


def secret_valid(v):
    return len(v) >= 12 and (v.startswith("-----BEGIN") or not re.search(r"\s", v))


# ----------------------------------------------------------------- disguises
FW = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}
DIGIT_BASES = {"arabic": 0x660, "persian": 0x6F0, "devanagari": 0x966, "fullwidth": 0xFF10}
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
}
AT_WORDS = {"en": (" at ", " dot "), "fr": (" arobase ", " point "), "de": (" (at) ", " (punkt) "),
            "es": (" arroba ", " punto "), "it": (" chiocciola ", " punto "), "pt": (" arroba ", " ponto "),
            "nl": (" apenstaartje ", " punt "), "pl": (" małpa ", " kropka "), "sv": (" snabel-a ", " punkt "),
            "tr": (" et ", " nokta "), "ja": ("アットマーク", "ドット"), "zh": ("（at）", "（点）"),
            "ko": (" 골뱅이 ", " 점 "), "hi": (" एट ", " डॉट ")}
EMAIL_DISG = (["at_dot_en", "brackets", "caps", "html_dec", "html_hex", "zwsp", "softhyphen", "spaces", "newline",
               "comment", "quotes_concat", "urlenc", "at_dot_mixed", "fullwidth"]
              + [f"words_{lg}" for lg in ["fr", "de", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja", "zh", "ko", "hi"]])
CARD_DISG = ["odd_groups", "dots", "slashes", "newline", "spaced_digits", "zwsp", "softhyphen", "html_dec", "quotes",
             "comments", "mixed_sep", "nbsp_thin", "spell_en", "spell_fr", "spell_de", "spell_es", "spell_it",
             "arabic", "persian", "devanagari", "fullwidth"]


def disg_lang(kind):
    if kind.startswith("words_") or kind.startswith("spell_"):
        lg = kind.split("_")[1]
        return "en" if lg == "en" else lg
    return {"arabic": "ar", "persian": "ar", "devanagari": "hi", "fullwidth": R.choice(["ja", "zh"])}.get(kind, "en")


def insert_at(s, positions, ch):
    for p in sorted(positions, reverse=True):
        s = s[:p] + ch + s[p:]
    return s


def disguise_email(v, kind):
    local, dom = v.split("@")
    if kind.startswith("words_") or kind in ("at_dot_en", "caps"):
        at, dot = AT_WORDS[kind[6:]] if kind.startswith("words_") else (AT_WORDS["en"] if kind == "at_dot_en" else (" AT ", " DOT "))
        lp = local.replace(".", dot) if R.random() < 0.4 else local
        return lp + at + dom.replace(".", dot)
    if kind == "brackets":
        a, d = R.choice([("[at]", "[dot]"), ("(at)", "(dot)"), ("{at}", "{dot}"), ("<at>", "<dot>")])
        sp = R.choice(["", " "])
        return local + sp + a + sp + dom.replace(".", sp + d + sp)
    if kind == "at_dot_mixed":
        return local + " [at] " + dom.replace(".", R.choice([" (dot) ", "(dot)", "[.]"]))
    if kind == "html_dec":
        return local.replace(".", "&#46;") + "&#64;" + dom.replace(".", "&#46;")
    if kind == "html_hex":
        return local + "&#x40;" + dom.replace(".", "&#x2E;")
    if kind in ("zwsp", "softhyphen"):
        ch = R.choice(["\u200b", "\u200c", "\u2060"]) if kind == "zwsp" else "\u00ad"
        n = len(v)
        pos = sorted(R.sample(range(1, n), R.randint(1, 3)))
        return insert_at(v, pos, ch)
    if kind == "spaces":
        if R.random() < 0.5:
            return local + " @ " + dom.replace(".", " . ")
        return " ".join(v)
    if kind == "newline":
        if R.random() < 0.5:
            return local + "@\n" + dom
        i = dom.index(".")
        return local + "@" + dom[:i] + "\n." + dom[i + 1:]
    if kind == "comment":
        return R.choice([local + "<!-- no spam -->@" + dom, local + "@<!---->" + dom,
                         local + "@" + dom.replace(".", "<span>.</span>", 1)])
    if kind == "quotes_concat":
        return R.choice(['"' + local + '" + "@" + "' + dom + '"', "'" + local + "' + '@' + '" + dom + "'"])
    if kind == "urlenc":
        return local.replace("+", "%2B") + "%40" + dom
    if kind == "fullwidth":
        return "".join(FW.get(ch, ch) for ch in v)
    raise AssertionError(kind)


def disguise_card(d, kind):
    groups = split_sizes(d, card_groups(d))
    if kind == "odd_groups":
        while True:
            sizes, left = [], len(d)
            while left > 0:
                s = min(left, R.randint(2, 5))
                sizes.append(s)
                left -= s
            if sizes != card_groups(d) and len(sizes) > 2:
                break
        return R.choice([" ", "-", "  "]).join(split_sizes(d, sizes))
    if kind == "dots":
        return ".".join(groups)
    if kind == "slashes":
        return R.choice(["/", " / "]).join(groups)
    if kind == "newline":
        i = R.randint(1, len(groups) - 1)
        return " ".join(groups[:i]) + "\n" + " ".join(groups[i:])
    if kind == "spaced_digits":
        return R.choice([" ", "-"]).join(d)
    if kind in ("zwsp", "softhyphen"):
        ch = R.choice(["\u200b", "\u200d", "\ufeff"]) if kind == "zwsp" else "\u00ad"
        if R.random() < 0.5:
            return ch.join(groups)
        return insert_at(d, R.sample(range(1, len(d)), R.randint(2, 5)), ch)
    if kind == "html_dec":
        return "".join(f"&#{ord(ch)};" if R.random() < 0.7 else ch for ch in d[:-1]) + f"&#{ord(d[-1])};"
    if kind == "quotes":
        return R.choice(['"{}"'.format('" "'.join(groups)), "'{}'".format("' + '".join(groups))])
    if kind == "comments":
        return R.choice([" /* */ ", "<!-- -->", " # ", "/**/"]).join(groups)
    if kind == "mixed_sep":
        seps = [" ", "-", ".", "/", " - ", "_", " · "]
        out = groups[0]
        for g in groups[1:]:
            out += R.choice(seps) + g
        if out.replace(" ", "").replace("-", "") == d:  # make sure it is not just a normal grouping
            out = groups[0] + " · " + "·".join(groups[1:])
        return out
    if kind == "nbsp_thin":
        return R.choice(["\u00a0", "\u2009", "\u202f", "\u3000"]).join(groups)
    if kind.startswith("spell_"):
        w = DIGIT_WORDS[kind[6:]]
        return R.choice([", ", " – ", " / "]).join(" ".join(w[int(ch)] for ch in g) for g in groups)
    if kind in DIGIT_BASES:
        base = DIGIT_BASES[kind]
        conv = "".join(chr(base + int(ch)) for ch in d)
        return R.choice([" ", "-", "\u00a0"] if kind != "fullwidth" else ["\u3000", " ", "－"]).join(
            split_sizes(conv, card_groups(d)))
    raise AssertionError(kind)


DISG_SENT = {
    "email": ["Contact me: {S}", "Write to {S} (spam-proof spelling, you know the drill).",
              "For the {thing}, email {S}", "Questions about the {thing}? Reach us at {S}",
              "my email is {S} if you need the forms"],
    "credit_card": ["Card number as the caller read it: {S} (exp 11/26)", "Please charge the {thing} deposit to {S}",
                    "card is {S}, name on card {name}", "Paying for the {thing} with {S}, CVC to follow by phone."],
}


def disg_en_text(t, S, kind, c):
    sent = R.choice(DISG_SENT[t]).format(S=S, **c)
    if kind in ("html_dec", "html_hex", "comment") and t == "email":
        return R.choice(['<p class="contact">{org} — {sent}</p>', '<div class="footer">\n  <p>{sent}</p>\n</div>']).format(sent=sent, **c)
    if kind == "quotes_concat":
        return "// obfuscated contact for the {thing} page\nconst contact = {S};\ndocument.getElementById('mail').textContent = contact;".format(S=S, **c)
    if kind == "urlenc":
        return '<a href="mailto:{S}?subject={thing}">Email {first}</a>'.format(S=S, **c).replace(c["thing"], c["thing"].replace(" ", "%20"))
    if kind.startswith("spell_en"):
        return 'Call transcript ({date}, {time}): "... yes, the card number is {S}, expiry eleven twenty-six ..."'.format(S=S, **c)
    return _disg_wrap(sent, c)


def _disg_wrap(sent, c):
    k = R.randrange(5)
    if k == 0:
        return "[{time}] {name}: {sent}\n[{time2}] {name2}: {reply}".format(sent=sent, reply=R.choice(REPLIES), **c)
    if k == 1:
        return "Subject: {thing}\n\nHi {first2},\n\n{sent}\n\nThanks,\n{first}".format(sent=sent, **c)
    if k == 2:
        return "#{tid} [{org}] note from {name}\n\n{sent}".format(sent=sent, **c)
    if k == 3:
        return "{sent} – {first}".format(sent=sent, **c)
    return "{org} — contact form\nName: {name}\nMessage: {sent}".format(sent=sent, **c)


# ----------------------------------------------------------------- negatives
def isbn13():
    body = "978" + R.choice(["0", "1", "3", "2", "84", "88"])
    body += dg(12 - len(body))
    s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body))
    full = body + str((10 - s % 10) % 10)
    return f"{full[:3]}-{full[3]}-{full[4:8]}-{full[8:12]}-{full[12]}"


def ean13():
    body = R.choice(["50", "40", "30", "80", "84", "73", "87", "49", "69", "88"]) + dg(10)
    s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(body))
    return body + str((10 - s % 10) % 10)


def luhn_fail(n, prefix=""):
    while True:
        d = prefix + dg(n - len(prefix))
        if not luhn_ok(d):
            return d


def uuid4():
    h = rs(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def big_count(sep):
    n = R.randint(10_000, 99_999_999)
    s = f"{n:,}"
    return s.replace(",", sep)


def version4():
    k = R.randrange(3)
    if k == 0:
        return f"10.{R.randint(0, 9)}.{R.randint(0, 20)}.{R.randint(0, 99)}"
    if k == 1:
        return f"{R.randint(1, 9)}.{R.randint(0, 9)}.{R.randint(1000, 9999)}.{R.randint(1, 999)}"
    return f"{R.randint(1, 30)}.{R.randint(0, 12)}.{R.randint(256, 900)}.{R.randint(0, 20)}"


def masked_card():
    last = dg(4)
    return R.choice([f"**** **** **** {last}", f"XXXX-XXXX-XXXX-{last}", f"•••• {last}", f"ending in {last}",
                     f"{R.choice(['4', '5'])}{dg(3)} 12•• •••• {last}".replace("12", dg(2))])


def invalid_iban():
    cc = R.choice(["DE", "GB", "FR", "NL", "ES", "IT", "BE"])
    good = gen_iban(cc)
    cd = int(good[2:4])
    bad = f"{(cd + R.randint(1, 50)) % 97 + 2:02d}"
    s = good[:2] + bad + good[4:]
    assert not iban_valid(s)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


POSTAL = {"fr": lambda: f"750{R.randint(1, 20):02d}", "de": lambda: f"{R.randint(10115, 99998)}",
          "es": lambda: f"28{R.randint(1, 80):03d}", "it": lambda: f"20{R.randint(100, 162)}",
          "pt": lambda: f"{R.randint(1000, 4999)}-{R.randint(100, 999)}", "nl": lambda: f"{R.randint(1011, 9999)} {rs(2, UPPER)}",
          "pl": lambda: f"{R.randint(0, 99):02d}-{R.randint(100, 999)}", "sv": lambda: f"{R.randint(111, 984)} {R.randint(10, 99)}",
          "tr": lambda: f"34{R.randint(100, 999)}", "ja": lambda: f"〒{R.randint(100, 999)}-{dg(4)}",
          "zh": lambda: f"{R.randint(100000, 850000)}", "ko": lambda: f"{R.randint(1000, 63644):05d}",
          "ar": lambda: f"{R.randint(11000, 14999)}", "hi": lambda: f"{R.randint(110001, 855999)}",
          "en": lambda: R.choice([f"BS{R.randint(1, 16)} {R.randint(1, 9)}{rs(2, UPPER)}", f"{R.randint(10001, 99950)}",
                                 f"EH{R.randint(1, 17)} {R.randint(1, 9)}{rs(2, UPPER)}", f"D0{R.randint(1, 8)} {rs(1, UPPER)}{R.randint(100, 999)}"])}
DATES = {"fr": "{d:02d}/{m:02d}/2024", "de": "{d:02d}.{m:02d}.2024", "es": "{d}/{m}/2024", "it": "{d:02d}/{m:02d}/2024",
         "pt": "{d:02d}/{m:02d}/2024", "nl": "{d}-{m}-2024", "pl": "{d:02d}.{m:02d}.2024", "sv": "2024-{m:02d}-{d:02d}",
         "tr": "{d:02d}.{m:02d}.2024", "ja": "2024年{m}月{d}日", "zh": "2024年{m}月{d}日", "ko": "2024년 {m}월 {d}일",
         "ar": "{d}/{m}/2024", "hi": "{d:02d}-{m:02d}-2024"}


def neg_value(kind, lang):
    d = L[lang]
    if kind == "order":
        return R.choice([nz(R.randint(6, 8)), f"A-{nz(6)}", f"{R.randint(2023, 2024)}-{dg(5)}"])
    if kind == "tracking":
        return R.choice(["1Z" + rs(6, UPPER + DIG) + dg(10), nz(10), R.choice(["CP", "LX", "RM", "EE"]) + dg(9) + R.choice(["FR", "DE", "GB", "CN", "JP"])])
    if kind == "invoice":
        return f"{R.randint(2023, 2024)}/{dg(4)}"
    if kind == "serial":
        return f"{rs(3, UPPER)}{dg(5)}-{rs(2, UPPER)}"
    if kind == "card_end":
        return dg(4)
    if kind == "voucher":
        return " ".join(split_sizes(luhn_fail(16), [4, 4, 4, 4]))
    if kind == "postal":
        return POSTAL[lang]()
    if kind == "count":
        return big_count(d["thou"])
    if kind == "date":
        return DATES[lang].format(d=R.randint(1, 28), m=R.randint(1, 12))
    if kind == "weight":
        return f"{R.randint(1, 40)}{d['dec']}{R.randint(1, 9)} kg"
    raise AssertionError(kind)


TECH = [lambda: f"ISBN {isbn13()}", lambda: f"UUID {uuid4()}", lambda: f"SHA-256 {rs(64, HEX)}",
        lambda: f"commit {rs(7, HEX)}", lambda: f"v{R.randint(1, 12)}.{R.randint(0, 20)}.{R.randint(0, 40)}",
        lambda: f"SKU GB-{R.randint(100, 999)}-{rs(3, UPPER)}", lambda: f"EAN {ean13()}",
        lambda: f"build {version4()}"]


def neg_lang(lang, st):
    d = L[lang]
    kinds = R.sample(list(d["lab"]), R.randint(2, 3))
    items = [d["lab"][k].format(x=neg_value(k, lang)) for k in kinds]
    if R.random() < 0.5:
        items.append(R.choice(TECH)())
    R.shuffle(items)
    return R.choice(d["neg"]).format(name=R.choice(d["names"]), setting=d["settings"][st], items=d["sep"].join(items))


NEG_SPECIFIC = {7: "glass", 8: "falconry", 10: "choir", 16: "radio", 17: "escape", 25: "falconry"}


def neg_en(c):
    k = R.choice([i for i in range(26) if NEG_SPECIFIC.get(i, c["st"]) == c["st"]])
    f = dict(c)
    f.update(sha7=rs(7, HEX), sha40=rs(40, HEX), uuid=uuid4(), ver=f"{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 30)}",
             ver4=version4(), last4=dg(4), amt=f"{R.randint(5, 480)}.{R.randint(0, 99):02d}", isbn=isbn13(),
             ean=ean13(), n=R.randint(2, 40), hex64=rs(64, HEX), hex32=rs(32, HEX), post=POSTAL["en"](),
             order=nz(R.randint(6, 9)), ups="1Z" + rs(6, UPPER + DIG) + dg(10), fail16=luhn_fail(16, R.choice(["4", "5", "6", ""])),
             count=big_count(R.choice([",", " ", "."])), count2=big_count(R.choice([",", " "])))
    if k == 0:
        return ("Thanks for your order with {org}!\nOrder #{order}\nItems: {n} × programme booklet (SKU PRG-{n}{sha7})\n"
                "Paid with Visa {mc}\nTracking: {ups}\nTotal: £{amt}").format(mc=masked_card(), **f)
    if k == 1:
        return ("## v{ver} — {date}\n- Booking widget now shows {thing} slots\n- Encoder firmware bumped to {ver4}\n"
                "- Fixed crash when a slot had {n} players (#{tid})\n- Merged {sha7}").format(**f)
    if k == 2:
        rows = "\n".join(f"{rs(2, UPPER)}-{R.randint(100, 999)}-{rs(3, UPPER)},{R.choice(['goblet', 'paperweight', 'vase', 'bowl', 'tumbler'])},"
                         f"{R.randint(1, 60)},SN-{rs(2, UPPER)}{dg(6)},{R.randint(0, 3)}.{R.randint(10, 99)}" for _ in range(3))
        return "sku,item,qty,serial,weight_kg\n" + rows
    if k == 3:
        return "\n".join(f"{rs(7, HEX)} {m}" for m in R.sample(
            ["Fix hawk weight chart rounding", "Add {thing} to calendar", "Bump deps", "Update rota template",
             "Tweak footer colours", "Remove unused images", "Refactor booking slots"], 4)).format(**f)
    if k == 4:
        return "sha256  {hex64}  firmware-{ver}.bin\nmd5     {hex32}  playlist-export-{date}.csv".format(**f)
    if k == 5:
        return "{ts} INFO request_id={uuid} route=/bookings status=200 duration_ms={n}7 slot={date}T18:00".format(**f)
    if k == 6:
        return "This season the {org} stream reached {count} plays (last year: {count2}). Thanks to all {n}0 volunteers!".format(**f)
    if k == 7:
        return "Furnace log {date}: glory hole {a} °C, annealer {b} °C, batch {n}.{c} kg, goblet height {d}.5 cm".format(
            a=R.randint(1050, 1200), b=R.randint(470, 520), c=R.randint(1, 9), d=R.randint(12, 30), **f)
    if k == 8:
        return "Release site for the {thing}: {la}.{lb}° N, {lo}.{lc}° W, altitude {n}0 m. Wind {w} km/h.".format(
            la=R.randint(50, 57), lb=dg(4), lo=R.randint(0, 5), lc=dg(4), w=R.randint(5, 40), **f)
    if k == 9:
        return "Venue for the {thing}: St Mary's Hall, {n} Church Lane, {post}. Doors 18:30, start 19:15.".format(**f)
    if k == 10:
        return "Scores to order for the {thing}: Rutter Requiem (ISBN {isbn}) ×{n}, Fauré Cantique (ISBN {isbn2}).".format(
            isbn2=isbn13(), **f)
    if k == 11:
        return ("# .env.example – copy to .env and fill in\nOPENAI_API_KEY=sk-XXXXXXXXXXXXXXXXXXXXXXXX\n"
                "STRIPE_SECRET_KEY=<your-stripe-secret>\nDATABASE_URL=postgres://USER:<password>@localhost:5432/{svc}\n"
                "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx").format(svc=c["svc"].replace("-", "_"))
    if k == 12:
        return "RECEIPT {org}\n{thing} ×1  £{amt}\nCard: {mc}\nAuth code: {auth}  Terminal ID: {tid}\nThank you!".format(
            mc=masked_card(), auth=rs(6, UPPER + DIG), **f)
    if k == 13:
        g = " ".join(split_sizes(f["fail16"], [4, 4, 4, 4]))
        return R.choice(["Loyalty card no. {g} – balance {n}0 points.", "Gift voucher {g} for the {thing} (not yet redeemed).",
                         "Membership barcode {g} printed on the back of the {org} card."]).format(g=g, **f)
    if k == 14:
        return "Rehearsal schedule: {a} 19:30–21:45, {b} 19:30–21:45, dress rehearsal {c} 14:00.".format(
            a=f"2024-09-{R.randint(1, 9):02d}", b=f"2024-09-{R.randint(10, 19)}", c=f"2024-09-{R.randint(20, 28)}")
    if k == 15:
        return "Part no. GBX-{n}{a}-R, EAN {ean}, lot {date}-{b}. Reorder when stock < {n}.".format(
            a=dg(2), b=rs(1, UPPER), **f)
    if k == 16:
        return "{org}: broadcasting on {fm}.{x} MHz FM and DAB block 12B, stream at 128 kbps, {count} listening hours this year.".format(
            fm=R.randint(88, 107), x=R.randint(1, 9), **f)
    if k == 17:
        return "Padlock codes for the {thing} (room 2): blue box {a}, red box {b}-{c}-{d}, UV clue 'XIV-{n}-B'. Reset after each group.".format(
            a=dg(4), b=dg(1), c=dg(1), d=dg(2), **f)
    if k == 18:
        return "Member record (redacted): SSN ***-**-{l4} | phone (***) ***-{p4} | email {m}***@{h}***.com | card {mc}".format(
            l4=dg(4), p4=dg(4), m=fold(c["first"])[0].lower(), h=R.choice("gohy"), mc=masked_card())
    if k == 19:
        return "Form error: the IBAN '{bad}' you entered failed the checksum. Please re-check your bank details.".format(bad=invalid_iban())
    if k == 20:
        return "Shipments for the {thing}: UPS {ups}, DHL {dhl}, Royal Mail {rm}.".format(
            dhl=nz(10), rm=R.choice(["LX", "RM", "CP"]) + dg(9) + "GB", **f)
    if k == 21:
        return "Updated OBS to {ver}, encoder firmware {ver4}, Windows build {w}. Reboot scheduled {date} 03:00.".format(
            w=f"10.0.{R.randint(19000, 22631)}.{R.randint(100, 3500)}", **f)
    if k == 22:
        return "| Month | Tickets | Revenue |\n|---|---|---|\n" + "\n".join(
            f"| {m} | {R.randint(100, 2400)} | £{R.randint(1000, 60000):,} |" for m in R.sample(["Jan", "Feb", "Mar", "Apr", "May", "Jun"], 3))
    if k == 23:
        return json.dumps({"booking_id": int(f["order"]), "room": "Pharaoh's Tomb", "slot": f"{c['date']}T18:00:00Z",
                           "players": f["n"] % 8 + 2, "uuid": f["uuid"], "paid": True}, indent=2)
    if k == 24:
        return "{ts} WARN cache miss key=slots:{date}:{n} ttl=3600 epoch={e} bytes={count2}".format(
            e=R.randint(1704067200, 1730000000), **f)
    return "Issue #{tid}: the hawk scale shows 0.{g} kg instead of {g} g after firmware {ver}; serial {s}.".format(
        g=R.randint(600, 990), s=f"SC{dg(2)}-{rs(4, UPPER + DIG)}", **f)


# ----------------------------------------------------------------- detectors for self-checks
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
SSN_HYPH = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
SSN_SPACE = re.compile(r"(?<!\d)\d{3} \d{2} \d{4}(?!\d)")
RUN_RE = re.compile(r"\d(?:[ \-.\u00a0]?\d)*")
IPV4_RE = re.compile(r"(?=(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?!\d))")
IPV6_RE = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}")
IBAN_RE = re.compile(r"(?<![A-Z0-9])([A-Z]{2}\d{2}(?: ?[A-Z0-9]){8,34})")
SECRET_RES = [re.compile(p) for p in [
    r"A[KS]IA[0-9A-Z]{16}", r"gh[pousr]_[A-Za-z0-9]{30,}", r"github_pat_\w{30,}", r"glpat-[\w-]{20}",
    r"xox[abpr]-\d", r"[sr]k_live_[A-Za-z0-9]{10,}", r"sk-(?:proj|ant)-[\w-]{20,}", r"AIza[\w-]{35}",
    r"SG\.[\w-]{20,}\.[\w-]{20,}", r"hf_[A-Za-z]{30,}", r"npm_[A-Za-z0-9]{36}", r"shp(?:at|ss|ca)_[a-fA-F0-9]{32}",
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.", r"AccountKey=[A-Za-z0-9+/]{20,}"]]
GENERIC_SECRET = re.compile(r"(?i)(?:password|passwd|pwd|secret|api[_-]?key|token)\w*\s*[:=]\s*['\"]?([A-Za-z0-9!^*~+=._/-]{8,})")
PHONE_NEG = [re.compile(p) for p in [r"\+\d", r"\(\d{2,4}\)\s?\d{3,4}[-\s]\d{3,4}", r"(?<![\d.])\d{3}[-.]\d{3}[-.]\d{4}(?!\d)",
                                     r"(?<![\w.])0\d{1,4}[ /-]\d{2,4}[ -]?\d{2,4}(?!\d)"]]


def cards_in(text):
    out = []
    for m in RUN_RE.finditer(text):
        groups = re.split(r"[ \-.\u00a0]", m.group())
        for i in range(len(groups)):
            tot = 0
            for j in range(i, len(groups)):
                tot += len(groups[j])
                if tot > 19:
                    break
                if tot >= 13:
                    ds = "".join(groups[i:j + 1])
                    if luhn_ok(ds):
                        out.append(ds)
    return out


def ibans_in(text):
    out = []
    for m in IBAN_RE.finditer(text.upper()):
        s = m.group(1).replace(" ", "")
        cc = s[:2]
        if cc in IBAN_SPECS and len(s) >= IBAN_SPECS[cc][0] and iban_valid(s[:IBAN_SPECS[cc][0]]):
            out.append(s)
    return out


def public_ips_in(text):
    out = [m.group(1) for m in IPV4_RE.finditer(text) if ip_public(m.group(1))]
    for m in IPV6_RE.finditer(text):
        s = m.group().strip(":") if m.group().count("::") == 0 else m.group()
        if ip_public(s):
            out.append(s)
    return out


def pii_problems(text, strict):
    """Problems in text that must be PII-free (negatives: strict, remainder of positives: not strict)."""
    p = []
    if EMAIL_RE.search(text):
        p.append("email")
    if cards_in(text):
        p.append("card")
    if SSN_HYPH.search(text):
        p.append("ssn")
    if ibans_in(text):
        p.append("iban")
    if public_ips_in(text):
        p.append("ip")
    if strict:
        if SSN_SPACE.search(text):
            p.append("ssn-space")
        if re.search(r"\b(SSN|Social Security|TIN)\b", text, re.I) and re.search(r"(?<!\d)\d{9}(?!\d)", text):
            p.append("ssn-cue")
        if any(r.search(text) for r in PHONE_NEG):
            p.append("phone")
        for r in SECRET_RES:
            for m in r.finditer(text):
                if not re.search(r"X{6,}|x{6,}|\*{6,}", text[m.start():m.end() + 40]):
                    p.append("secret")
        for m in GENERIC_SECRET.finditer(text):
            v = m.group(1)
            if not (re.search(r"X{6,}|x{6,}|\*{4,}|YOUR|your|REDACTED|changeme", v) or len(set(v)) <= 4):
                p.append("generic-secret")
        if re.search(r"example\.(com|org|net)", text):
            p.append("example-domain")
    return p


def boundary_ok(text, span):
    i = text.index(span)
    j = i + len(span)
    before = text[i - 1] if i > 0 else " "
    after = text[j] if j < len(text) else " "
    return not before.isalnum() and not after.isalnum()


# ----------------------------------------------------------------- row builders
USED = {t: [] for t in TYPES}
USED_SET = {t: set() for t in TYPES}


def fresh(t, v):
    key = re.sub(r"\D", "", v) if t in ("credit_card", "us_ssn") else v.replace(" ", "").upper() if t == "iban" else v
    if key in USED_SET[t]:
        return False
    USED_SET[t].add(key)
    USED[t].append(key)
    return True


def make_positive(t, lang, st, sub):
    """sub: brand / country / secret kind / ipv4|ipv6 (pre-assigned for coverage)."""
    for _ in range(500):
        c = ctx_en(st)
        snippet = None
        if t == "email":
            v = gen_email(lang, st)
        elif t == "credit_card":
            v = fmt_card(gen_card(sub))
        elif t == "phone":
            v = gen_phone(sub)
            if R.random() < 0.1 and lang == "en":
                snippet = v + R.choice([" ext. 214", " x31", " (ext 7)", " ext. 1042"])
        elif t == "us_ssn":
            v = fmt_ssn(gen_ssn_digits())
        elif t == "iban":
            v = fmt_iban(gen_iban(sub))
        elif t == "ip_address":
            v = gen_ipv4() if sub == "ipv4" else gen_ipv6()
            r = R.random()
            if sub == "ipv4" and r < 0.12:
                snippet = f"{v}:{R.choice([443, 8000, 8443, 22, 1935])}"
            elif sub == "ipv6" and r < 0.15:
                snippet = f"[{v}]:{R.choice([443, 8000, 8443])}"
        if t == "secret":
            v, lsnip, en_text = secret_item(sub, c)
            text = lang_text(lang, st, t, lsnip) if lang != "en" else en_text
        else:
            snippet = snippet or v
            if lang != "en":
                text = lang_text(lang, st, t, snippet)
            elif t == "phone" and R.random() < 0.12:
                text = en_container(t, snippet, c, allowed=["signature", "roster"])
            else:
                text = en_container(t, snippet, c)
        if t == "us_ssn" and not re.search(r"\b(SSN|Social Security|TIN)\b", text, re.I):
            continue
        if text.count(v) != 1 or not boundary_ok(text, v):
            continue
        if pii_problems(text.replace(v, " § "), strict=False):
            continue
        if not fresh(t, v):
            continue
        return {"source": SRC, "type": t, "value": v, "text": text}
    raise RuntimeError(f"could not build {t}/{sub}")


def make_disguised(t, kind, lang, st):
    for _ in range(500):
        c = ctx_en(st)
        if t == "email":
            v = gen_email(lang, st)
            D = disguise_email(v, kind)
        else:
            v = gen_card(R.choice(CARD_BRANDS))
            D = disguise_card(v, kind)
        text = lang_text(lang, st, t, D) if lang != "en" else disg_en_text(t, D, kind, c)
        if v in text or D == v or text.count(D) != 1 or not boundary_ok(text, D):
            continue
        if pii_problems(text.replace(D, " § "), strict=False):
            continue
        if not fresh(t, v):
            continue
        return {"source": SRC, "type": t, "value": v, "text": text, "disguise": D}
    raise RuntimeError(f"could not build disguised {t}/{kind}")


SEEN_TEXT = set()


def make_negative(lang, st):
    for _ in range(500):
        text = neg_lang(lang, st) if lang != "en" else neg_en(ctx_en(st))
        if text in SEEN_TEXT or pii_problems(text, strict=True):
            continue
        SEEN_TEXT.add(text)
        return {"source": SRC, "type": "negative", "value": "", "text": text}
    raise RuntimeError("could not build negative")


# ----------------------------------------------------------------- plan + main
def main():
    # 1. plan rows
    plan = []  # (category, type, sub)
    subs = {
        "email": [None] * N_POS, "us_ssn": [None] * N_POS,
        "credit_card": cycle(CARD_BRANDS, N_POS),
        "ip_address": cycle(["ipv4"] * 33 + ["ipv6"] * 7, N_POS),
        "secret": cycle(SECRET_KINDS, N_POS),
    }
    for t in TYPES:
        for i in range(N_POS):
            plan.append(["pos", t, subs[t][i] if t in subs else None, None])
    for kind in cycle(EMAIL_DISG, N_DISG):
        plan.append(["disg", "email", kind, disg_lang(kind)])
    for kind in cycle(CARD_DISG, N_DISG):
        plan.append(["disg", "credit_card", kind, disg_lang(kind)])
    for _ in range(N_NEG):
        plan.append(["neg", "negative", None, None])

    # 2. languages: disguised rows fixed by disguise kind; spread the rest of the 22 % quota
    total = len(plan)
    target = round(NON_EN_SHARE * total)
    fixed_non_en = sum(1 for p in plan if p[0] == "disg" and p[3] != "en")
    rest = target - fixed_non_en
    free_idx = [i for i, p in enumerate(plan) if p[0] != "disg"]
    cats = []
    for p in plan:
        if p[0] != "disg" and p[1] not in cats:
            cats.append(p[1])
    per_cat = {cat: [i for i in free_idx if plan[i][1] == cat] for cat in cats}
    quota = {cat: (rest * len(per_cat[cat])) // len(free_idx) for cat in cats}
    k = 0
    while sum(quota.values()) < rest:
        quota[cats[k % len(cats)]] += 1
        k += 1
    lang_cycle = []
    for cat in cats:
        chosen = set(R.sample(per_cat[cat], quota[cat]))
        for i in per_cat[cat]:
            plan[i][3] = "?" if i in chosen else "en"
    q_idx = [i for i, p in enumerate(plan) if p[3] == "?"]
    lang_cycle = cycle(LANGS, len(q_idx))
    for i, lg in zip(q_idx, lang_cycle):
        plan[i][3] = lg

    # 3. country coverage for phone / IBAN: English rows cycle through all, others follow language
    en_phone = [p for p in plan if p[1] == "phone" and p[0] == "pos" and p[3] == "en"]
    for p, cc in zip(en_phone, cycle(PHONE_COUNTRIES, len(en_phone))):
        p[2] = cc
    en_iban = [p for p in plan if p[1] == "iban" and p[0] == "pos" and p[3] == "en"]
    for p, cc in zip(en_iban, cycle(list(IBAN_SPECS), len(en_iban))):
        p[2] = cc
    lang_iban = {"fr": ["FR", "BE", "LU", "MC", "CH"], "de": ["DE", "AT", "CH", "LI"], "es": ["ES", "AD"],
                 "it": ["IT", "SM", "MT"], "pt": ["PT", "BR"], "nl": ["NL", "BE"], "pl": ["PL", "CZ", "SK"],
                 "sv": ["SE", "FI", "DK", "NO", "IS"], "tr": ["TR", "CY", "GR"], "ja": ["GB", "DE", "FR"],
                 "zh": ["GB", "DE", "HU"], "ko": ["GB", "DE", "NL"], "ar": ["SA", "AE", "JO", "QA", "KW", "BH", "IL"],
                 "hi": ["AE", "GB", "IE"]}
    for p in plan:
        if p[0] == "pos" and p[3] != "en":
            if p[1] == "phone":
                p[2] = R.choice(LANG_PHONE[p[3]])
            elif p[1] == "iban":
                p[2] = R.choice(lang_iban[p[3]])

    # 4. settings + build
    settings = cycle(SETTING_KEYS, total)
    rows, langs_of = [], []
    for p, st in zip(plan, settings):
        cat, t, sub, lang = p
        if cat == "pos":
            row = make_positive(t, lang, st, sub)
        elif cat == "disg":
            row = make_disguised(t, sub, lang, st)
        else:
            row = make_negative(lang, st)
        rows.append(row)
        langs_of.append(lang)

    # final order: shuffled (deterministic)
    order = list(range(len(rows)))
    R.shuffle(order)
    rows = [rows[i] for i in order]
    langs_of = [langs_of[i] for i in order]
    plan = [plan[i] for i in order]

    self_check(rows, langs_of, plan)
    with OUT.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    cnt = Counter(r["type"] + ("/disguised" if "disguise" in r else "") for r in rows)
    print(f"wrote {len(rows)} rows to {OUT}", file=sys.stderr)
    for key in [*TYPES, "email/disguised", "credit_card/disguised", "negative"]:
        print(f"  {key:24s} {cnt[key]}", file=sys.stderr)
    lc = Counter(langs_of)
    non_en = sum(v for k_, v in lc.items() if k_ != "en")
    print(f"  non-English rows: {non_en}/{len(rows)} = {non_en / len(rows):.1%}  "
          + " ".join(f"{k_}={lc[k_]}" for k_ in LANGS), file=sys.stderr)
    print(f"  phone countries: {len({p[2] for p in plan if p[0] == 'pos' and p[1] == 'phone'})}, "
          f"IBAN countries: {len({p[2] for p in plan if p[0] == 'pos' and p[1] == 'iban'})}, "
          f"secret kinds: {len({p[2] for p in plan if p[1] == 'secret'})}, "
          f"card brands: {len({p[2] for p in plan if p[0] == 'pos' and p[1] == 'credit_card'})}", file=sys.stderr)


def self_check(rows, langs_of, plan):
    cnt = Counter((r["type"], "disguise" in r) for r in rows)
    for t in TYPES:
        assert cnt[(t, False)] == N_POS, (t, cnt[(t, False)])
    assert cnt[("email", True)] == N_DISG and cnt[("credit_card", True)] == N_DISG
    assert cnt[("negative", False)] == N_NEG
    assert len(rows) == 7 * N_POS + 2 * N_DISG + N_NEG
    texts = [r["text"] for r in rows]
    assert len(set(texts)) == len(texts), "duplicate texts"
    for t in TYPES:
        vals = [r["value"] for r in rows if r["type"] == t]
        assert len(set(vals)) == len(vals), f"duplicate values for {t}"
        assert len(set(USED[t])) == len(USED[t])
    non_en = sum(1 for lg in langs_of if lg != "en")
    assert abs(non_en / len(rows) - NON_EN_SHARE) < 0.005, non_en
    assert set(langs_of) == set(LANGS) | {"en"}
    for r in rows:
        assert r["source"] == SRC and set(r) <= {"source", "type", "value", "text", "disguise"}
        text, t, v = r["text"], r["type"], r["value"]
        assert not re.search(r"example\.(com|org|net)", text, re.I)
        if t == "negative":
            assert v == "" and not pii_problems(text, strict=True), (text, pii_problems(text, True))
            continue
        if "disguise" in r:
            D = r["disguise"]
            assert v not in text and text.count(D) == 1 and D != v and boundary_ok(text, D)
            if t == "credit_card":
                assert v.isdigit() and 13 <= len(v) <= 19 and luhn_ok(v) and brand_of(v), v
            else:
                assert email_valid(v), v
            assert not pii_problems(text.replace(D, " § "), strict=False)
            continue
        assert text.count(v) == 1 and boundary_ok(text, v), (t, v)
        assert not pii_problems(text.replace(v, " § "), strict=False), (t, v, text)
        if t == "email":
            assert email_valid(v), v
        elif t == "credit_card":
            d = re.sub(r"[ -]", "", v)
            assert d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d) and brand_of(d), v
            if brand_of(d) == "amex" and not v.isdigit():
                assert [len(g) for g in re.split(r"[ -]", v)] == [4, 6, 5]
        elif t == "phone":
            assert phone_valid(v), v
        elif t == "us_ssn":
            assert ssn_valid(v) and re.search(r"\b(SSN|Social Security|TIN)\b", text, re.I), v
        elif t == "iban":
            assert iban_valid(v), v
        elif t == "ip_address":
            assert ip_public(v), v
        elif t == "secret":
            assert secret_valid(v), v
    # coverage
    ib = {r["value"].replace(" ", "").upper()[:2] for r in rows if r["type"] == "iban"}
    assert len(ib) >= 25, len(ib)
    assert any(r["value"] != r["value"].upper() for r in rows if r["type"] == "iban")
    assert any(" " in r["value"] for r in rows if r["type"] == "iban")
    ph = {p[2] for p in plan if p[0] == "pos" and p[1] == "phone"}
    assert len(ph) >= 15, len(ph)
    brands = {brand_of(re.sub(r"[ -]", "", r["value"])) for r in rows if r["type"] == "credit_card"}
    assert brands == set(CARD_BRANDS), brands
    assert sum(1 for r in rows if r["type"] == "ip_address" and ":" in r["value"]) >= 20
    assert any("+" in r["value"].split("@")[0] for r in rows if r["type"] == "email")
    assert any(not r["value"].isascii() for r in rows if r["type"] == "email")
    ed = Counter(p[2] for p in plan if p[0] == "disg" and p[1] == "email")
    cd = Counter(p[2] for p in plan if p[0] == "disg" and p[1] == "credit_card")
    assert set(ed) == set(EMAIL_DISG) and set(cd) == set(CARD_DISG)


if __name__ == "__main__":
    main()
