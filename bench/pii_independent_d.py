#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
pii_independent_d.py -- deterministic generator for the independent PII
evaluation corpus "pii-indep-d".

* Writes indep-d.jsonl next to this file, re-reads it, verifies it, prints counts.
* Standard library only; every random choice goes through the single RNG `R`.
* Positive rows : {"source","type","value","text"}   (7 types x 200)
* Negative rows : {"source","type":"negative","value":"","text"}   (800)
* Disguised rows: {"source","type","disguise","value","text"}  (75 email + 75 card)

All personal data below is synthetic: names are drawn from a pool, numbers and
tokens are random (checksums computed so that they are *format*-valid).
"""
import base64
import html
import ipaddress
import json
import os
import random
import re
import string
import struct
import sys
import unicodedata
import urllib.parse

SEED = 0x5EEDD007
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "corpora", "pii-independent", "indep-d.jsonl")
SOURCE = "pii-indep-d"
POS_TYPES = ["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret"]
N_PER_TYPE = 200
N_NEG = 800
N_DISGUISED = 75

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"
ZW_CHARS = ["\u200b", "\u200c", "\u200d", "\u2060"]


# =============================================================== basic helpers
def rs(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def dg(n):
    return rs(n, DG)


def dgnz(n):
    return R.choice("123456789") + dg(n - 1)


def hx(n):
    return rs(n, HEXL)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def wpick(pairs):
    items = [p[0] for p in pairs]
    weights = [p[1] for p in pairs]
    return R.choices(items, weights=weights, k=1)[0]


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def rdate():
    return f"{R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def rdate_eu():
    return f"{R.randint(1, 28):02d}.{R.randint(1, 12):02d}.{R.randint(2023, 2025)}"


def rtime():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}"


def rtime_s():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def ts_iso():
    return f"{rdate()}T{rtime_s()}.{dg(3)}Z"


def logts():
    return (f"{R.randint(1, 28):02d}/{pick(MONTHS)}/{R.randint(2023, 2025)}:"
            f"{rtime_s()} +0000")


def syslogts():
    return f"{pick(MONTHS)} {R.randint(1, 28):2d} {rtime_s()}"


def rdob():
    return f"{R.randint(1950, 2004)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def uuid4():
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:32]}"


def thousands(n, sep=","):
    return f"{n:,}".replace(",", sep)


# ================================================================ validators
def luhn_ok(num):
    if not num.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = ord(ch) - 48
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(body):
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError("unreachable")


def alnum_to_digits(s):
    return "".join(str(int(c, 36)) for c in s)


def mod97(s):
    return int(alnum_to_digits(s)) % 97


def iban_compact(s):
    return re.sub(r"\s", "", s).upper()


def ssn_ok(value):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", value)
    if not m:
        return False
    a, g, s = int(m.group(1)), int(m.group(3)), int(m.group(4))
    return 1 <= a <= 899 and a != 666 and 1 <= g <= 99 and 1 <= s <= 9999


# ======================================================================= IBAN
# country -> BBAN structure (n = digit, a = upper letter, c = alphanumeric)
IBAN_SPECS = {
    "AD": "4n4n12c", "AE": "3n16n", "AL": "8n16c", "AT": "5n11n", "AZ": "4a20c",
    "BA": "3n3n8n2n", "BE": "3n7n2n", "BG": "4a4n2n8c", "BH": "4a14c",
    "BR": "8n5n10n1a1c", "BY": "4c4n16c", "CH": "5n12c", "CR": "4n14n",
    "CY": "3n5n16c", "CZ": "4n6n10n", "DE": "8n10n", "DK": "4n9n1n",
    "DO": "4c20n", "EE": "2n2n11n1n", "EG": "4n4n17n", "ES": "4n4n1n1n10n",
    "FI": "3n11n", "FO": "4n9n1n", "FR": "5n5n11c2n", "GB": "4a6n8n",
    "GE": "2a16n", "GI": "4a15c", "GL": "4n9n1n", "GR": "3n4n16c",
    "GT": "4c20c", "HR": "7n10n", "HU": "3n4n1n15n1n", "IE": "4a6n8n",
    "IL": "3n3n13n", "IQ": "4a3n12n", "IS": "4n2n6n10n", "IT": "1a5n5n12c",
    "JO": "4a4n18c", "KW": "4a22c", "KZ": "3n13c", "LB": "4n20c",
    "LC": "4a24c", "LI": "5n12c", "LT": "5n11n", "LU": "3n13c",
    "LV": "4a13c", "LY": "3n3n15n", "MC": "5n5n11c2n", "MD": "2c18c",
    "ME": "3n13n2n", "MK": "3n10c2n", "MR": "5n5n11n2n", "MT": "4a5n18c",
    "MU": "4a2n2n12n3n3a", "NL": "4a10n", "NO": "4n6n1n", "PK": "4a16c",
    "PL": "8n16n", "PS": "4a21c", "PT": "4n4n11n2n", "QA": "4a21c",
    "RO": "4a16c", "RS": "3n13n2n", "SA": "2n18c", "SC": "4a2n2n16n3a",
    "SE": "3n16n1n", "SI": "5n8n2n", "SK": "4n6n10n", "SM": "1a5n5n12c",
    "ST": "4n4n11n2n", "SV": "4a20n", "TL": "3n14n2n", "TN": "2n3n13n2n",
    "TR": "5n1n16c", "UA": "6n19c", "VA": "3n15n", "VG": "4a16n",
    "XK": "4n10n2n",
}


def _spec_parts(spec):
    return [(int(n), k) for n, k in re.findall(r"(\d+)([nac])", spec)]


def iban_len(cc):
    return 4 + sum(n for n, _ in _spec_parts(IBAN_SPECS[cc]))


def iban_struct_ok(compact):
    cc = compact[:2]
    if cc not in IBAN_SPECS or len(compact) != iban_len(cc):
        return False
    rx = "".join({"n": r"\d", "a": "[A-Z]", "c": "[A-Z0-9]"}[k] + "{%d}" % n
                 for n, k in _spec_parts(IBAN_SPECS[cc]))
    return re.fullmatch(r"[A-Z]{2}\d{2}" + rx, compact) is not None


def iban_ok(value):
    c = iban_compact(value)
    return iban_struct_ok(c) and mod97(c[4:] + c[:4]) == 1


BANK_CODES = {
    "GB": ["NWBK", "BARC", "HBUK", "LOYD", "MIDL", "NAIA", "MONZ", "SRLG", "REVO"],
    "IE": ["AIBK", "BOFI", "IPBS", "ULSB"],
    "NL": ["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ", "ASNB"],
    "DE": ["37040044", "50010517", "10010010", "20041133", "70150000",
           "12030000", "50070010", "76026000", "43060967", "10050000"],
    "FR": ["30004", "30003", "20041", "10278", "30002", "17515", "18206"],
    "ES": ["2100", "0049", "0182", "0081", "2038", "1465", "0128"],
    "PT": ["0035", "0033", "0010", "0036", "0018"],
    "AT": ["20111", "12000", "32000", "14000", "19043"],
    "BE": ["001", "068", "363", "735", "096"],
    "CH": ["00762", "00230", "00700", "08390", "80808"],
    "PL": ["10201026", "11402004", "10501012", "24901044", "10901014"],
    "RO": ["BTRL", "RNCB", "BRDE", "INGB", "BACX"],
    "BG": ["BNBG", "UNCR", "STSA", "FINV"],
    "LV": ["HABA", "UNLA", "PARX", "RIKO"],
    "MT": ["MALT", "VALL", "APSB"],
    "IT": ["03069", "02008", "05034", "03062", "01030"],
    "SA": ["80", "10", "45", "65"],
    "AE": ["033", "026", "035", "030"],
}


def gen_iban(cc):
    parts = _spec_parts(IBAN_SPECS[cc])
    out = []
    for idx, (n, k) in enumerate(parts):
        if k == "n":
            seg = dg(n)
        elif k == "a":
            seg = rs(n, UP)
        else:
            seg = "".join(R.choice(UP) if chance(0.18) else R.choice(DG) for _ in range(n))
        out.append(seg)
    bban = "".join(out)
    if cc in BANK_CODES:
        code = pick(BANK_CODES[cc])
        if cc == "IT":  # CIN letter precedes the ABI code
            bban = rs(1, UP) + code + bban[1 + len(code):]
        else:
            bban = code + bban[len(code):]
    chk = 98 - mod97(bban + cc + "00")
    iban = f"{cc}{chk:02d}{bban}"
    assert iban_ok(iban), iban
    return iban


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def fmt_iban(iban):
    style = R.random()
    if style < 0.40:
        return iban
    if style < 0.80:
        return group4(iban)
    if style < 0.90:
        return iban.lower()
    return group4(iban).lower()


# ================================================================ credit cards
CARD_BRANDS = [
    ("visa", 18, ["4"], [16, 16, 16, 16, 13, 19]),
    ("mastercard", 12, ["51", "52", "53", "54", "55"], [16]),
    ("mastercard2", 6, [str(x) for x in range(2221, 2721)], [16]),
    ("amex", 9, ["34", "37"], [15]),
    ("discover", 6, ["6011", "644", "645", "646", "647", "648", "649", "65"], [16, 16, 16, 19]),
    ("diners", 4, ["36", "300", "301", "302", "303", "304", "305"], [14]),
    ("jcb", 5, [str(x) for x in range(3528, 3590)], [16, 16, 16, 19]),
    ("unionpay", 5, ["62"], [16, 16, 17, 18, 19]),
    ("maestro", 5, ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"],
     [12, 13, 16, 16, 18, 19]),
    ("mir", 3, ["2200", "2201", "2202", "2203", "2204"], [16]),
    ("rupay", 2, ["508", "6521", "6522", "607"], [16]),
    ("troy", 2, ["9792"], [16]),
    ("elo", 2, ["636368", "504175", "438935", "451416", "636297", "509048"], [16]),
    ("hipercard", 1, ["606282"], [16]),
    ("verve", 1, ["506099", "650002"], [16, 19]),
    ("dankort", 1, ["5019"], [16]),
    ("uatp", 1, ["1"], [15]),
    ("interpayment", 1, ["636"], [16, 17, 18, 19]),
]
BRAND_BY_NAME = {b[0]: b for b in CARD_BRANDS}


def card_brand_of(num):
    best = None
    for name, _w, prefixes, lengths in CARD_BRANDS:
        for p in prefixes:
            if num.startswith(p) and len(num) in lengths:
                if best is None or len(p) > best[1]:
                    best = (name, len(p))
    return best[0] if best else None


def gen_card(brand=None):
    if brand is None:
        brand = wpick([(b[0], b[1]) for b in CARD_BRANDS])
    _n, _w, prefixes, lengths = BRAND_BY_NAME[brand]
    L = pick(lengths)
    p = pick(prefixes)
    num = luhn_complete(p + dg(L - len(p) - 1))
    return brand, num


def card_groups(brand, L):
    if L == 15:
        return [4, 5, 6] if brand == "uatp" else [4, 6, 5]
    if L == 14:
        return [4, 6, 4]
    if L == 13:
        return [4, 3, 3, 3]
    if L == 12:
        return [4, 4, 4]
    if L == 16:
        return [4, 4, 4, 4]
    if L == 17:
        return [4, 4, 4, 5]
    if L == 18:
        return [4, 4, 4, 6]
    return [4, 4, 4, 4, 3]


def split_sizes(num, sizes):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return out


def fmt_card(brand, num):
    L = len(num)
    sizes = card_groups(brand, L)
    if L == 19 and chance(0.3):
        sizes = [6, 13]
    st = R.random()
    if st < 0.30:
        return num
    if st < 0.68:
        return " ".join(split_sizes(num, sizes))
    if st < 0.88:
        return "-".join(split_sizes(num, sizes))
    if st < 0.93 and L == 16:
        return ".".join(split_sizes(num, [4, 4, 4, 4]))
    if L % 4 in (0, 3):
        return " ".join(split_sizes(num, [4] * (L // 4) + ([L % 4] if L % 4 else [])))
    return " ".join(split_sizes(num, sizes))


def standard_card_forms(num):
    """Plain forms a filter would trivially catch (used to check disguises)."""
    forms = {num}
    L = len(num)
    for sizes in ([4] * (L // 4) + ([L % 4] if L % 4 else []), card_groups(card_brand_of(num) or "", L)):
        for sep in (" ", "-", "."):
            forms.add(sep.join(split_sizes(num, sizes)))
    return forms


# ================================================================ names etc.
FIRST = ["James", "Olivia", "Liam", "Emma", "Noah", "Ava", "Lukas", "Mia", "Leon", "Hannah",
         "Jonas", "Lea", "Louis", "Chloé", "Hugo", "Manon", "Mateo", "Lucía", "Sofía",
         "Alejandro", "Valentina", "Giulia", "Lorenzo", "Francesca", "João", "Beatriz",
         "Gabriel", "Larissa", "Daan", "Sanne", "Jakub", "Zofia", "Łukasz", "Mehmet", "Elif",
         "Emre", "Zeynep", "Dmitri", "Anastasia", "Olga", "Yuki", "Haruto", "Sakura", "Wei",
         "Mei", "Min-jun", "Seo-yeon", "Aarav", "Priya", "Rohan", "Ananya", "Omar", "Layla",
         "Youssef", "Fatima", "Amara", "Chidi", "Ngozi", "Kwame", "Aisha", "Siobhán",
         "Ciarán", "Freya", "Astrid", "Erik", "Nils", "Ingrid", "Thiago", "Camila", "Diego",
         "Linh", "Tuan", "Siti", "Rizal", "Maria", "Anna", "Paul", "Sarah", "Michael",
         "Jessica", "David", "Emily", "Daniel", "Sophie", "Björn", "Søren", "Agnieszka",
         "Tomasz", "Dorottya", "Ioana", "Nikos", "Eleni", "Marta", "Pedro", "Kemal"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Müller", "Schmidt", "Schneider", "Fischer",
        "Weber", "Dubois", "Martin", "Bernard", "Lefèvre", "García", "Rodríguez", "Martínez",
        "López", "Rossi", "Russo", "Bianchi", "Esposito", "Silva", "Santos", "Oliveira",
        "Souza", "de Vries", "Jansen", "van den Berg", "Bakker", "Kowalski", "Nowak",
        "Wiśniewski", "Yılmaz", "Kaya", "Demir", "Şahin", "Ivanov", "Petrova", "Smirnov",
        "Sato", "Suzuki", "Takahashi", "Tanaka", "Wang", "Li", "Zhang", "Chen", "Kim",
        "Park", "Lee", "Choi", "Sharma", "Patel", "Gupta", "Singh", "Haddad", "Khalil",
        "Mansour", "Okafor", "Adeyemi", "Mensah", "Mwangi", "O'Brien", "Murphy", "Kelly",
        "Nielsen", "Hansen", "Johansson", "Lindqvist", "Andersson", "Costa", "Ferreira",
        "Pereira", "Hernández", "Ramírez", "Tran", "Pham", "Nguyen", "Santoso", "Wijaya",
        "Novák", "Horváth", "Popescu", "Georgiou", "Papadopoulos", "Cohen", "Levi",
        "Østergaard", "Kovačević", "Dąbrowska"]
AGENTS = ["Maya", "Tomás", "Jana", "Kofi", "Lina", "Marco", "Aiko", "Ravi", "Elena", "Sam",
          "Noor", "Pieter"]
CITIES = ["Berlin", "Lyon", "Madrid", "Porto", "Milano", "Rotterdam", "Kraków", "İzmir",
          "Kazan", "Osaka", "Busan", "Pune", "Lagos", "Nairobi", "Dublin", "Manchester",
          "Austin", "Toronto", "São Paulo", "Guadalajara", "Melbourne", "Cape Town", "Dubai",
          "Singapore", "Jakarta", "Hanoi", "Manila", "Vienna", "Zürich", "Gothenburg"]
COMPANIES = ["Nordwind Logistik GmbH", "Brightpath Ltd", "Kestrel Analytics", "Orbitale SAS",
             "Helios Energía SL", "PixelForge Games", "Tidewater Capital", "Lumen Health",
             "Sakura Trading KK", "Vista Verde Ltda", "Danubia Versicherung AG"]
_TR = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe",
                     "Ü": "Ue", "ł": "l", "Ł": "L", "ı": "i", "ø": "o", "Ø": "O", "æ": "ae",
                     "đ": "d"})


def ascii_name(s):
    s = s.translate(_TR)
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^A-Za-z]", "", s)


def gamer_handle():
    return (pick(["xX", "", "The", "Dark", "Mr", "Lil", "", "", "Sir"]) +
            pick(["Sniper", "Wolf", "Pixel", "Ninja", "Dragon", "Shadow", "Frost", "Kitsune",
                  "Raven", "Toast", "Panda", "Viper", "Noodle", "Comet"]) +
            pick(["", "_", "", "."]) +
            pick(["", str(R.randint(1, 999)), "Xx", "YT", "_TTV", "Main"]))


def gh_handle():
    return (pick(["pixel", "frost", "nova", "raven", "kitsune", "toast", "lumen", "vortex",
                  "maple", "orbit"]) + pick(["_", "", ".", "-"]) +
            pick(["wolf", "byte", "fox", "ninja", "queen", "dev", "lab", "smith"]) +
            (str(R.randint(1, 999)) if chance(0.5) else ""))


FREE_DOMAINS = ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com",
                "proton.me", "protonmail.com", "gmx.de", "web.de", "t-online.de", "orange.fr",
                "free.fr", "laposte.net", "libero.it", "virgilio.it", "yahoo.co.uk",
                "btinternet.com", "hotmail.fr", "yahoo.es", "terra.com.br", "uol.com.br",
                "bol.com.br", "ziggo.nl", "kpnmail.nl", "wp.pl", "o2.pl", "interia.pl",
                "yandex.ru", "mail.ru", "qq.com", "163.com", "naver.com", "daum.net",
                "yahoo.co.jp", "docomo.ne.jp", "rediffmail.com", "seznam.cz", "bluewin.ch",
                "telenet.be", "sapo.pt", "hotmail.es", "live.com", "aol.com", "fastmail.com",
                "zoho.com", "tutanota.com", "mail.com", "ukr.net", "abv.bg", "freenet.de",
                "posteo.de", "mailbox.org", "me.com", "hotmail.co.uk", "outlook.de"]
ORG_DOMAINS = ["nordwind-logistik.de", "brightpath.io", "kestrel-analytics.com",
               "harlow-legal.co.uk", "lumenhealth.org", "tidewater.capital", "orbitale.fr",
               "helios-energia.es", "pixelforge.games", "mariposa-hotels.mx",
               "greenleaf-trust.org.uk", "quantix.ai", "blueharbor.com.au",
               "sakura-trading.co.jp", "danubia.at", "fjordtech.no", "novalis.pt",
               "vistaverde.com.br", "kilimanjaro-tours.co.ke", "hanse-consult.de",
               "mail.kestrel-analytics.com", "students.uni-hamburg.de", "ucl.ac.uk",
               "alumni.polimi.it", "stud.uni-goettingen.de", "coastline-recruit.ie"]
TAGS = ["shop", "games", "news", "work", "cv", "2024", "steam", "bank", "jobs"]


def gen_email():
    f = ascii_name(pick(FIRST)).lower() or "alex"
    l_ = ascii_name(pick(LAST)).lower() or "lee"
    styles = [f"{f}.{l_}", f"{f[0]}{l_}", f"{f}_{l_}", f"{f}{l_}{R.randint(1, 99)}",
              f"{f}.{l_}+{pick(TAGS)}", f"{l_}.{f}", f"{f}{R.randint(1970, 2008)}",
              f"{f[0]}.{l_}", gh_handle(), f"{f}-{l_}", f"{f}.{l_}{R.randint(1, 9)}",
              f"{l_}{f[0]}", f"{f}.{l_[0]}"]
    local = pick(styles).strip(".-_")
    dom = pick(FREE_DOMAINS) if chance(0.62) else pick(ORG_DOMAINS)
    return f"{local}@{dom}"


def fillers():
    f, l_ = pick(FIRST), pick(LAST)
    return {
        "NAME": f"{f} {l_}", "FIRST": f, "LAST": l_, "NAME_UP": f"{f} {l_}".upper(),
        "AGENT": pick(AGENTS), "USER": gamer_handle(), "GH": gh_handle(),
        "CITY": pick(CITIES), "COMPANY": pick(COMPANIES),
        "TICKET": pick(["#", "TKT-", "SR-", "CS-", "INC", "REQ-", "#", "Case "]) + str(R.randint(10000, 999999)),
        "DATE": rdate(), "TIME": rtime(), "ROOM": str(R.randint(1, 14) * 100 + R.randint(1, 40)),
        "AMT": f"{R.randint(5, 950)}.{pick(['00', '50', '99', '90', '25'])}",
        "EXP": f"{R.randint(1, 12):02d}/{R.randint(25, 31)}", "ID": str(R.randint(1000, 99999)),
        "N": str(R.randint(2, 9)), "DOB": rdob(), "SHA7": hx(7),
        "UID": f"u_{rs(10, LO + DG)}", "TS": ts_iso(), "LOGTS": logts(), "SYSLOGTS": syslogts(),
        "PORT": str(R.randint(1024, 65535)),
        "POD": f"{pick(['api', 'worker', 'gateway', 'payments', 'auth', 'ledger'])}-{hx(9)}-{rs(5, LO + DG)}",
        "NS": pick(["prod", "staging", "payments", "kyc", "default", "platform"]),
        "HOSTNAME": pick(["db-prod-3.internal", "pg-replica-2.internal", "orders-db.prod.svc",
                          "warehouse.db.internal", "crm-sql.internal"]),
    }


SLOT_RE = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")


def fill(tpl, mapping):
    return SLOT_RE.sub(lambda m: mapping.get(m.group(1), m.group(0)), tpl)


def T(block):
    out = []
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        lang, _, txt = line.partition("|")
        txt = txt.replace("\\n", "\n").replace("\\t", "\t")
        out.append((lang.strip(), txt))
    return out


# ================================================================== phones
PHONE_FORMATS = {
    "US": ["(N##) N##-####", "N##-N##-####", "N##.N##.####", "+1 N## N## ####",
           "+1-N##-N##-####", "1 (N##) N##-####", "+1 (N##) N##-####", "+1N##N######"],
    "CA": ["(N##) N##-####", "+1 N##-N##-####", "N## N##-####"],
    "GB": ["07M## ######", "07M## ### ###", "+44 7M## ######", "+44 (0)7M## ######",
           "+447M########", "020 7### ####", "+44 20 7### ####", "0161 N## ####",
           "+44 161 N## ####", "0113 N## ####", "0044 7M## ######"],
    "DE": ["0151 ########", "0152 ########", "0160 #######", "0170 #######", "0171 #######",
           "0176 ########", "+49 151 ########", "+49 170 #######", "+49 (0)171 #######",
           "+49 176 ########", "030 N#######", "+49 30 N#######", "089 N######",
           "+49 89 N######", "040/N#######", "0049 172 #######", "0221 N######",
           "+49 1575 #######"],
    "AT": ["+43 664 #######", "0664 #######", "+43 699 ########", "+43 1 N######",
           "01 N######"],
    "CH": ["079 ### ## ##", "+41 79 ### ## ##", "+41 44 ### ## ##", "078 ### ## ##",
           "+41 (0)76 ### ## ##"],
    "FR": ["06 ## ## ## ##", "07 ## ## ## ##", "06.##.##.##.##", "+33 6 ## ## ## ##",
           "+33 (0)7 ## ## ## ##", "+336########", "01 ## ## ## ##", "+33 1 ## ## ## ##",
           "04 ## ## ## ##", "0033 6 ## ## ## ##"],
    "BE": ["+32 47# ## ## ##", "047# ## ## ##", "+32 2 ### ## ##", "0498/## ## ##"],
    "NL": ["06-########", "06 ## ## ## ##", "+31 6 ########", "+31 (0)6 ########",
           "+31 6 ## ## ## ##", "020-N######", "+31 20 N## ####"],
    "ES": ["6## ### ###", "+34 6## ## ## ##", "+34 6########", "91 ### ## ##",
           "+34 91 ### ## ##", "93 ### ## ##", "+34 7## ### ###"],
    "IT": ["3N# ### ####", "+39 3N# ### ####", "+39 3N########", "347 #######",
           "02 #### ####", "+39 06 #### ####", "06 ########"],
    "PT": ["+351 91# ### ###", "+351 93# ### ###", "96# ### ###", "+351 21# ### ###"],
    "IE": ["+353 8M ### ####", "08M ### ####", "+353 1 ### ####", "(01) ### ####"],
    "PL": ["+48 5## ### ###", "+48 6## ### ###", "+48 7## ### ###", "5##-###-###",
           "6## ### ###", "+48 22 ### ## ##"],
    "CZ": ["+420 6## ### ###", "+420 7## ### ###", "7## ### ###"],
    "HU": ["+36 20 ### ####", "+36 30 ### ####", "06 70 ### ####", "+36 1 ### ####"],
    "RO": ["+40 7## ### ###", "07## ### ###", "+40 21 ### ####"],
    "GR": ["+30 69# ### ####", "69# ### ####", "+30 21# ### ####"],
    "SE": ["070-### ## ##", "073-### ## ##", "+46 70 ### ## ##", "+46 8 ### ### ##",
           "08-### ### ##"],
    "NO": ["+47 4## ## ###", "+47 9## ## ###", "9## ## ###"],
    "DK": ["+45 2# ## ## ##", "+45 3# ## ## ##", "+45 6# ## ## ##"],
    "FI": ["+358 40 ### ####", "040 ### ####", "+358 50 #######"],
    "RU": ["+7 (9##) ###-##-##", "8 (9##) ###-##-##", "+7 9## ###-##-##",
           "+7 495 ###-##-##", "+79#########", "8 9## ### ## ##"],
    "UA": ["+380 50 ### ## ##", "+380 67 ### ## ##", "093 ### ## ##"],
    "TR": ["+90 5## ### ## ##", "0 (5##) ### ## ##", "05## ### ## ##", "+90 212 ### ## ##"],
    "IL": ["+972 5#-###-####", "05#-###-####"],
    "AE": ["+971 50 ### ####", "+971 55 ### ####", "050 ### ####", "+971 4 ### ####"],
    "SA": ["+966 5# ### ####", "05# ### ####"],
    "EG": ["+20 10 #### ####", "+20 12 #### ####", "010 #### ####"],
    "NG": ["+234 80# ### ####", "080# ### ####", "+234 70# ### ####"],
    "KE": ["+254 7## ######", "07## ### ###", "+254 7## ### ###"],
    "ZA": ["+27 8# ### ####", "08# ### ####", "+27 21 ### ####", "+27 (0)82 ### ####"],
    "IN": ["+91 9#### #####", "+91 8#### #####", "+91-7#########", "09#### #####",
           "98### #####", "+91 6####-#####"],
    "PK": ["+92 3## #######", "03##-#######"],
    "BD": ["+880 1M##-######", "01M##-######"],
    "CN": ["13# #### ####", "+86 13# #### ####", "+86 15#-####-####", "+86 18#########",
           "+86 10 #### ####", "(021) ####-####"],
    "HK": ["+852 9### ####", "+852 6### ####", "5### ####"],
    "TW": ["+886 9## ### ###", "09##-###-###"],
    "JP": ["090-####-####", "080-####-####", "070-####-####", "+81 90-####-####",
           "+81 80 #### ####", "03-####-####", "+81 3-####-####", "06-####-####",
           "+81-90-####-####"],
    "KR": ["010-####-####", "+82 10-####-####", "+82 10 #### ####", "02-###-####",
           "+82 2-####-####"],
    "SG": ["+65 9### ####", "+65 8### ####", "9### ####"],
    "MY": ["+60 12-### ####", "012-### ####", "+60 3-#### ####"],
    "ID": ["+62 812-####-####", "0812-####-####", "+62 813 #### ####", "0857-####-####",
           "+62 21 #### ####"],
    "PH": ["+63 917 ### ####", "0917 ### ####", "(0917) ###-####", "+63 2 8### ####"],
    "VN": ["+84 9# ### ## ##", "09# ### ####", "+84 3# ### ####"],
    "TH": ["+66 8# ### ####", "08#-###-####", "+66 2 ### ####"],
    "AU": ["04## ### ###", "+61 4## ### ###", "(02) #### ####", "+61 2 #### ####",
           "+61 3 #### ####", "0412 ### ###"],
    "NZ": ["+64 21 ### ####", "021 ### ####", "+64 9 ### ####"],
    "BR": ["(11) 9####-####", "+55 11 9####-####", "+55 (21) 9####-####", "(11) 3###-####",
           "+55 31 9#### ####", "11 9####-####", "+5511 9####-####"],
    "MX": ["+52 55 #### ####", "55 #### ####", "+52 1 33 #### ####", "+52 (81) ####-####"],
    "AR": ["+54 9 11 ####-####", "011 15-####-####", "+54 11 ####-####"],
    "CO": ["+57 3## ### ####", "3## ### ####", "+57 601 ### ####"],
    "CL": ["+56 9 #### ####", "9 #### ####"],
    "PE": ["+51 9## ### ###"],
}
LANG_PHONE = {"de": ["DE", "AT", "CH"], "fr": ["FR", "BE", "CH"], "es": ["ES", "MX", "AR", "CO", "CL", "PE"],
              "pt": ["BR", "PT"], "it": ["IT"], "nl": ["NL", "BE"], "pl": ["PL"], "tr": ["TR"],
              "ru": ["RU", "UA"], "ja": ["JP"], "zh": ["CN", "HK", "TW"], "ko": ["KR"],
              "ar": ["AE", "SA", "EG"], "sw": ["KE"], "id": ["ID"], "vi": ["VN"], "cs": ["CZ"],
              "sv": ["SE"], "hu": ["HU"]}


def _expand(fmt):
    out = []
    for ch in fmt:
        if ch == "#":
            out.append(R.choice(DG))
        elif ch == "N":
            out.append(R.choice("23456789"))
        elif ch == "M":
            out.append(R.choice("123456789"))
        else:
            out.append(ch)
    return "".join(out)


def gen_phone(lang="en"):
    if lang in LANG_PHONE and chance(0.85):
        cc = pick(LANG_PHONE[lang])
    else:
        cc = pick(list(PHONE_FORMATS))
    while True:
        v = _expand(pick(PHONE_FORMATS[cc]))
        if cc in ("US", "CA"):
            d = re.sub(r"\D", "", v)
            if len(d) == 11:
                d = d[1:]
            if d[1:3] == "11" or d[4:6] == "11" or d[3:6] == "555":
                continue
        return v


def phone_ok(v):
    d = re.sub(r"\D", "", v)
    return 7 <= len(d) <= 15 and re.fullmatch(r"[+0-9()./ \-]+", v) is not None


# ======================================================================== IPs
V6_PREFIXES = ["2a02:8108", "2a01:4f8", "2a00:1450", "2607:f8b0", "2600:1f18", "2001:41d0",
               "2405:200", "2409:8a1e", "2804:14c", "2a03:2880", "2001:67c", "2a0e:b107",
               "2c0f:fb50", "2400:cb00", "2602:fde5", "2001:470", "fd3c:91a2", "2a05:d014",
               "2a02:2f0e", "2001:1620"]


def gen_ipv4_public():
    while True:
        a = R.randint(1, 223)
        if a in (0, 10, 100, 127, 169, 172, 192, 198, 203):
            continue
        return f"{a}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


def gen_ipv4_private():
    k = R.randint(0, 2)
    if k == 0:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"
    if k == 1:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(2, 254)}"
    return f"192.168.{R.randint(0, 255)}.{R.randint(2, 254)}"


def gen_ipv6():
    r = R.random()
    if r < 0.12:
        groups = [0xfe80, 0, 0, 0] + [R.getrandbits(16) for _ in range(4)]
    elif r < 0.17:
        return "::ffff:" + gen_ipv4_public()
    else:
        pre = [int(x, 16) for x in pick(V6_PREFIXES).split(":")]
        rest = [R.getrandbits(16) for _ in range(8 - len(pre))]
        if chance(0.6):
            i = R.randint(0, len(rest) - 2)
            k = R.randint(2, min(4, len(rest) - i)) if len(rest) - i >= 2 else 1
            for j in range(i, i + k):
                rest[j] = 0
        if chance(0.3):
            rest[-1] = R.randint(1, 255)
        groups = pre + rest
    n = 0
    for g in groups:
        n = (n << 16) | g
    a = ipaddress.IPv6Address(n)
    s = R.random()
    if s < 0.62:
        return a.compressed
    if s < 0.78:
        return a.exploded
    if s < 0.90:
        return a.compressed.upper()
    return ":".join(f"{g:x}" for g in groups)


# ================================================================== scanning
CARD_CHAIN_RE = re.compile(r"(?<!\d)\d+(?:[ \-\u00a0]\d+)*(?!\d)")
SSN_SHAPE_RE = re.compile(r"(?<!\d)(\d{3})([- ])(\d{2})\2(\d{4})(?!\d)")
IBAN_CAND_RE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){8,34})")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
EMAIL_ALLOW = {"git@github.com", "git@gitlab.com", "git@bitbucket.org", "git@ssh.dev.azure.com"}
IPV4_RE = re.compile(r"(?<!\d)(?<!\d\.)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d)(?!\.\d)")
IPV4_OK_PREFIX = re.compile(r"(?:\bv|[Vv]ersion |[Vv]ersión |[Vv]ersão |[Bb]uild |[Ff]irmware |"
                            r"[Ss]ection |§ ?|OID |[Rr]elease |バージョン|版本 ?|ver\. ?)$")
IPV6_CAND_RE = re.compile(r"(?<![0-9A-Za-z_:.])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}"
                          r"(?:\.\d{1,3}){0,3}(?![0-9A-Za-z_:])")
SECRET_RES = [re.compile(p) for p in [
    r"(?<![\w-])AKIA[A-Z2-7]{16}", r"(?<![\w-])gh[pousr]_[A-Za-z0-9]{36}",
    r"github_pat_\w{22}_\w{59}", r"glpat-[\w-]{20}", r"(?<![\w-])xox[abpr]-[\w-]{10,}",
    r"hooks\.slack\.com/services/T\w+/B\w+/\w+", r"(?<![\w-])[sr]k_live_[A-Za-z0-9]{16,}",
    r"whsec_[A-Za-z0-9]{20,}", r"(?<![\w-])AIza[\w-]{35}", r"(?<![\w-])sk-(?:proj-|ant-api03-)?[\w-]{20,}",
    r"(?<![\w-])SG\.[\w-]{22}\.[\w-]{43}", r"(?<![\w-])npm_[A-Za-z0-9]{36}", r"pypi-AgEIcHlwaS5vcmc[\w-]+",
    r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}", r"dop_v1_[a-f0-9]{64}", r"(?<![\w-])hvs\.[\w-]{20,}",
    r"(?<![\w-])hf_[A-Za-z]{30,}", r"eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}",
    r"-----BEGIN [A-Z ]*PRIVATE KEY[A-Z ]*-----(?:\\n|\s)+[A-Za-z0-9+/=]{20,}",
    r"AGE-SECRET-KEY-1[0-9A-Z]{50,}", r"dckr_pat_[\w-]{20,}", r"(?<![\w-])dapi[a-f0-9]{32}",
    r"(?<![\w-])NRAK-[A-Z0-9]{27}", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}", r"(?<![\w-])glsa_\w{32}_[a-f0-9]{8}",
    r"discord(?:app)?\.com/api/webhooks/\d+/[\w-]{20,}", r"AccountKey=[A-Za-z0-9+/]{40,}",
    r"(?<![\w-])figd_[\w-]{30,}", r"(?<![\w-])lin_api_\w{30,}",
]]
PLACEHOLDER_MARKS = ["xxxx", "example", "your", "<", ">", "...", "…", "placeholder", "redacted",
                     "replace", "dummy", "0000000000", "****"]


def scan(text):
    """Return findings (kind, start, end, snippet) of detector-relevant PII shapes."""
    out = []
    for m in CARD_CHAIN_RE.finditer(text):
        chain = m.group(0)
        groups = []
        for g in re.finditer(r"\d+", chain):
            groups.append((m.start() + g.start(), m.start() + g.end(), g.group(0)))
        for i in range(len(groups)):
            tot = 0
            for j in range(i, len(groups)):
                tot += len(groups[j][2])
                if tot > 19:
                    break
                if tot >= 13:
                    ds = "".join(g[2] for g in groups[i:j + 1])
                    if luhn_ok(ds):
                        out.append(("credit_card", groups[i][0], groups[j][1], ds))
    for m in SSN_SHAPE_RE.finditer(text):
        if ssn_ok(m.group(0)):
            out.append(("us_ssn", m.start(), m.end(), m.group(0)))
    for m in IBAN_CAND_RE.finditer(text):
        cand = m.group(1)
        cc = cand[:2].upper()
        if cc not in IBAN_SPECS:
            continue
        need = iban_len(cc)
        compact, used = "", 0
        for ch in cand:
            used += 1
            if ch != " ":
                compact += ch
            if len(compact) == need:
                break
        if len(compact) == need and iban_ok(compact):
            out.append(("iban", m.start(), m.start() + used, cand[:used]))
    for m in EMAIL_RE.finditer(text):
        if m.group(0) not in EMAIL_ALLOW:
            out.append(("email", m.start(), m.end(), m.group(0)))
    for m in IPV4_RE.finditer(text):
        if all(int(x) <= 255 for x in m.groups()):
            if IPV4_OK_PREFIX.search(text[max(0, m.start() - 12):m.start()]):
                continue
            out.append(("ip_address", m.start(), m.end(), m.group(0)))
    for m in IPV6_CAND_RE.finditer(text):
        c = m.group(0)
        if sum(ch in HEXL + HEXL.upper() for ch in c) < 2:
            continue
        try:
            ipaddress.IPv6Address(c)
        except ValueError:
            continue
        out.append(("ip_address", m.start(), m.end(), c))
    for rx in SECRET_RES:
        for m in rx.finditer(text):
            low = m.group(0).lower()
            if any(p in low for p in PLACEHOLDER_MARKS):
                continue
            out.append(("secret", m.start(), m.end(), m.group(0)))
    return out


def stray_findings(text, value_span=None, skip_kinds=()):
    bad = []
    for kind, s, e, snip in scan(text):
        if kind in skip_kinds:
            continue
        if value_span and s < value_span[1] and e > value_span[0]:
            continue
        bad.append((kind, snip))
    return bad


# ============================================================ positive templates
EMAIL_T = T(r"""
en|Hi support, I can't log in anymore. The email on the account is {V} — username {USER}. Ticket {TICKET}
en|[{TIME}] <{USER}> any mods online?? my acc email is {V} and someone changed the password
en|Full name: {NAME}\nE-mail: {V}\nMatter type: Employment – wrongful dismissal\nHow did you hear about us: referral
en|{NAME_UP}\nSenior Backend Engineer · {CITY}\n{V} · github.com/{GH}
en|Dear hiring team, please find my CV attached. You can reach me at {V}. Kind regards, {NAME}
en|KYC case {TICKET}: user registered with {V}; liveness check passed, proof of address pending.
en|Withdrawal on hold. Please reply from the registered address ({V}) to confirm you initiated it.
en|Guest profile — {NAME}, room {ROOM}, arrival {DATE}, email {V}, loyalty tier: Gold
en|donor_id,full_name,email,last_gift\n{ID},{NAME},{V},{AMT}
en|UPDATE donors SET email = '{V}', gift_aid = 1 WHERE donor_id = {ID};
en|{TS} WARN  auth-svc  login failed user="{V}" reason=bad_password attempts=3
en|{"breadcrumbs":[{"category":"auth","message":"signIn() called","data":{"email":"{V}"}}],"os":"Android 14","app":"4.8.1"}
en|| Candidate | Email | Stage |\n|---|---|---|\n| {NAME} | {V} | phone screen |
en|<p>Contact: <a href="mailto:{V}">{NAME}</a></p>
en|on_call:\n  primary: {NAME}\n  notify: {V}\n  escalate_after: 15m
en|{V} — please add me to the closed beta list, thx
en|Caused by: com.app.auth.UserNotFoundException: no user for email '{V}'\n\tat com.app.auth.LoginService.login(LoginService.kt:88)
en|Please send the invoice for room {ROOM} to my company address {V} instead of my personal one.
en|Agent {AGENT}: Could you confirm the email on the account?\nCustomer: yeah it's {V}
en|<input type="email" name="client_email" value="{V}" required>
en|Referee: {NAME} ({V}), former line manager at {COMPANY}
en|From: {NAME} <{V}>\nSubject: Application – Data Engineer (ref {TICKET})
en|pls unban me 😭 email {V} ign {USER}
en|$ kubectl logs deploy/notifier -n {NS} --tail=2\n{TS} INFO sending welcome mail to={V} template=onboarding_v2\n{TS} INFO queued
en|Hey, it's {FIRST} — new email is {V}, the old one got hacked. Can you update my donor record?
en|Email:{V}
en|Hotel booking for 2 nights, lead guest {NAME}. Confirmation should go to {V}.
en|mail to {V} bounced: 550 mailbox unavailable — please check the spelling with the client
en|"{NAME}" <{V}> wrote:\n> Is the position still open?
de|Hallo, bitte ändern Sie die E-Mail-Adresse für meinen Vertrag auf {V}. Danke, {NAME}
de|Lieber {FIRST}, deine Spende ist angekommen! Die Zuwendungsbestätigung geht an {V}.
de|Bewerbung als Fachinformatiker – Kontakt: {V}, verfügbar ab {DATE}
de|Mandant: {NAME}\nE-Mail: {V}\nRechtsgebiet: Arbeitsrecht
fr|Bonjour, je n'ai pas reçu ma facture du mois. Mon adresse mail : {V}. Cordialement, {NAME}
fr|Le client de la chambre {ROOM} souhaite recevoir la facture par courriel à {V}.
fr|Candidature spontanée — {NAME}, {V}, disponible immédiatement.
es|Nombre: {NAME}\nCorreo electrónico: {V}\nAsunto: despido improcedente
es|Hola, soy {FIRST}. Mi correo es {V}, ¿me pueden reenviar el voucher de la reserva?
es|Donante: {NAME} · Correo: {V} · Importe: {AMT} €
pt|Candidato: {NAME} | e-mail: {V} | disponibilidade: imediata
pt|Olá! Meu e-mail de cadastro é {V}. Não consigo sacar meus reais.
it|Grazie per la donazione! La ricevuta è stata inviata a {V}.
nl|Beste {FIRST}, we hebben je aanmelding ontvangen. De bevestiging is verstuurd naar {V}.
pl|Dzień dobry, proszę o kontakt na adres {V} w sprawie umowy.
tr|Merhaba, e-posta adresim {V}, hesabım kilitlendi.
ru|Здравствуйте! Моя почта {V}, не приходит код подтверждения.
zh|您好，我的邮箱是{V}，账号被盗了，请帮忙找回。
ja|ゲスト名：{NAME}様　メール：{V}　チェックイン {DATE}
ko|안녕하세요, 계정 이메일은 {V} 입니다. 환불 부탁드립니다.
ar|مرحباً، بريدي الإلكتروني هو {V} أرجو المساعدة في استعادة الحساب.
sv|Hej! Min e-post är {V}, kan ni skicka kvittot igen?
id|Halo kak, email akun saya {V}, top up diamond belum masuk.
hi|Namaste, mera email {V} hai, refund kab tak milega?
""")

PHONE_T = T(r"""
en|Hi, I'd like to port my number {V} to your network — PAC code already requested.
en|Client name: {NAME}\nPhone: {V}\nPreferred contact time: evenings\nMatter: landlord dispute
en|{NAME} | Data Analyst | {CITY} | {V}
en|Guest {NAME} (room {ROOM}) asked for a wake-up call at 6:30; mobile {V} if no answer.
en|Donor record updated: phone → {V}, gift aid: yes, mailing: opt-out
en|escalation:\n  - name: {NAME}\n    phone: "{V}"\n    after: 10m
en|Paging on-call {FIRST} at {V} (SMS + voice). Incident {TICKET}: checkout p99 > 2s
en|{"user":{"id":"{UID}","phone":"{V}","locale":"en_GB"},"exception":"IllegalStateException: OTP screen detached"}
en|I changed my phone and lost my 2FA. New number: {V}. The old SIM is gone.
en|sms code never arrives to {V} tried like 5 times already
en|{V} — that's my WhatsApp, text me when the tournament bracket is out
en|name,phone,source\n{NAME},{V},web-form
en|INSERT INTO candidates (full_name, phone) VALUES ('{NAME}', '{V}');
en|<span class="guest-phone">{V}</span>
en|| Donor | Phone | Pledge |\n|---|---|---|\n| {NAME} | {V} | {AMT} |
en|Customer called from {V} asking about roaming charges in {CITY}.
en|{TS} INFO sms-gateway delivered OTP to msisdn={V} provider=primary latency=812ms
en|Call me back on {V}.
en|Emergency contact: {NAME}, {V}
en|Reference check — please call my former manager {NAME} on {V}.
en|Caller ID {V} flagged as possible SIM-swap; customer asked to visit a store with ID.
en|tel:{V}
de|Kunde meldet: kein Netz seit {DATE}. Rückrufnummer {V}, erreichbar ab {TIME}.
de|Mandant: {NAME}, Tel. {V}, Angelegenheit: Mietrecht
de|Bewerber: {NAME}\nMobil: {V}\nGehaltsvorstellung: 65.000 €
fr|Numéro concerné : {V} — la ligne est coupée depuis hier soir.
fr|Le client de la chambre {ROOM} souhaite être rappelé au {V}.
fr|Tél. portable : {V}
es|Por favor, llámenme al {V} para cambiar mi tarifa.
es|Donante: {NAME} · Teléfono: {V} · Importe: {AMT} €
es|Hola, mi número de WhatsApp es {V} por si hay algún problema con la reserva.
pt|WhatsApp: {V} (só mensagens, por favor)
pt|Telefone para contato: {V}
it|Cellulare: {V} — preferisco essere contattato dopo le 18.
nl|Mijn nummer is {V}, bel me gerust.
pl|Proszę o kontakt telefoniczny: {V}.
tr|Telefon numaram {V}, faturamı kontrol eder misiniz?
ru|Мой номер {V}, перезвоните, пожалуйста.
ja|お電話番号：{V}（日中連絡可）
zh|我的手机号是{V}，请尽快回电。
ko|연락처: {V} (문자 가능)
ar|رقم جوالي {V} يرجى التواصل معي
sw|Habari, namba yangu ni {V}, nipigie tafadhali.
id|No HP saya {V}, tolong dihubungi ya kak.
vi|Số điện thoại của tôi là {V}.
""")

CARD_T = T(r"""
en|Hi, I was charged twice for the Season Pass. Card used: {V}, exp {EXP}. Please refund one of them!
en|[{TIME}] <{USER}> selling acc, paid with my card {V} so it's legit lol
en|Guest requests late checkout; guarantee card on file {V} (exp {EXP}) — {NAME}, room {ROOM}.
en|{"level":"error","svc":"payments","msg":"gateway declined","pan":"{V}","amount":{AMT},"currency":"EUR"}
en|Fatal Exception: java.lang.IllegalStateException: Checkout state invalid\n  state=CheckoutState(cardNumber={V}, holder={NAME}, saved=false)
en|INSERT INTO donations (donor, card_no, amount) VALUES ('{NAME}', '{V}', {AMT});
en|donor,card,amount,recurring\n{NAME},{V},{AMT},monthly
en|payment:\n  holder: {NAME}\n  number: "{V}"\n  expiry: "{EXP}"
en|<td class="pan">{V}</td><td>{EXP}</td>
en|| Guest | Card | Exp |\n|---|---|---|\n| {NAME} | {V} | {EXP} |
en|my card is {V}, cvv I'll send separately
en|{V} — that's the card, charge the retainer on it please.
en|For the retainer payment please use: {V}.
en|Customer wants autopay moved to the new card {V}; old one expired {EXP}.
en|Deposit via card failed twice: {V}. Is my bank blocking crypto purchases?
en|Candidate paid the visa processing fee with {V} — receipt attached.
en|Donation by phone: {AMT} GBP, card {V} exp {EXP}, gift aid yes.
en|ERROR PaymentService - charge failed for card={V} code=do_not_honor
en|Card number: {V}\nName on card: {NAME}\nExpiry: {EXP}
en|Pls charge the room + minibar to ({V}) thanks
en|{TS} DEBUG psp-proxy request body: number={V}&exp={EXP}&cvc=***
de|Kartennummer: {V}\nGültig bis: {EXP}\nKarteninhaber: {NAME}
de|Bitte buchen Sie die Kaution von meiner Kreditkarte ab: {V}.
fr|Bonjour, pouvez-vous mettre à jour le prélèvement sur ma carte {V} ? Merci.
fr|Numéro de carte : {V} — date d'expiration {EXP}
es|Número de tarjeta {V}, vencimiento {EXP}. Gracias.
es|Hola, quiero donar {AMT} € con mi tarjeta {V}
pt|O número do cartão é {V}, validade {EXP}.
it|Numero carta {V} scad. {EXP}, intestata a {NAME}
nl|Kaartnummer {V}, geldig tot {EXP}.
pl|Numer karty: {V}, ważna do {EXP}
tr|Kart numaram {V}, son kullanma {EXP}
ru|Номер карты {V}, срок действия {EXP}
ja|カード番号：{V}（有効期限 {EXP}）
zh|卡号：{V}，有效期{EXP}
ko|카드번호 {V} 유효기간 {EXP}
ar|رقم البطاقة {V} تاريخ الانتهاء {EXP}
sv|Kortnummer: {V}, giltigt till {EXP}
id|Nomor kartu saya {V}, berlaku sampai {EXP}
cs|Číslo karty: {V}, platnost {EXP}
el|Αριθμός κάρτας: {V}
uk|Номер картки {V}, дійсна до {EXP}
hi|Mera card number {V} hai, expiry {EXP}.
da|Kortnummer {V}, udløb {EXP}
""")
LANG_BRANDS = {"ru": ["mir"], "tr": ["troy"], "ja": ["jcb"], "zh": ["unionpay"],
               "pt": ["elo", "hipercard"], "hi": ["rupay"], "da": ["dankort"]}

SSN_T = T(r"""
en|CLIENT INTAKE FORM\nName: {NAME}\nDate of birth: {DOB}\nSSN: {V}\nMatter: personal injury (auto)
en|Social Security Number: {V}
en|Please run the background check for {NAME}, SSN {V}, start date {DATE}.
en|I-9 section 1 completed by {NAME} — SSN {V} — E-Verify case opened.
en|For the postpaid plan we need a credit check. Customer provided SSN {V}.
en|KYC (US resident) — {NAME}, SSN: {V}, ID verified via driver's license.
en|my mom said i can give her social for the account recovery its {V}
en|W-9 received from contractor {NAME} — TIN (SSN): {V}
en|Planned giving: the donor's broker asked for the SSN {V} to complete the stock transfer.
en|Guest wrote an SSN ({V}) on the registration card — card shredded, noted per policy.
en|ERROR [kyc-worker] ValidationError: field "ssn" value "{V}" rejected: duplicate account
en|{"form":"TaxInfo","fields":{"ssn":"{V}","filing_status":"single"},"step":3}
en|INSERT INTO applicants (full_name, ssn) VALUES ('{NAME}', '{V}');
en|employee,ssn,dept\n{NAME},{V},Warehouse
en|Socail Security #: {V}
en|SNN: {V}  (client misspelled the label on the web form)
en|Soc. Sec. No. {V}
en|ssn#{V}
en|SS# {V} — DOB {DOB}
en|{NAME}, {V}, born {DOB}
en|{V} — that's my social, do you need anything else for the lease?
en|<input name="ssn" value="{V}" type="text" autocomplete="off">
en|Last 4 weren't enough? fine, full SSN: {V}
en|Hi {AGENT}, for the payroll setup my SSN is {V}. Thanks, {FIRST}
en|Decedent: {NAME}; SSN {V}; date of death {DATE}
en|Tax ID (SSN/ITIN): {V}
en|| Applicant | SSN | Status |\n|---|---|---|\n| {NAME} | {V} | pending |
en|applicant:\n  name: {NAME}\n  ssn: "{V}"\n  consent: true
en|Customer verified with social {V} and billing zip, SIM swap approved.
es|Número de Seguro Social: {V}
es|Hola, mi número de seguro social es {V}, ¿lo necesitan para el contrato?
es|Formulario de admisión — Cliente: {NAME} — SSN: {V} — Caso: inmigración
zh|社会安全号码（SSN）：{V}
vi|Số An sinh Xã hội: {V}
ko|사회보장번호: {V}
tl|Ang SSN ko ay {V}.
pt|Meu Social Security é {V}.
fr|Numéro de sécurité sociale américain (SSN) : {V}
ru|Номер социального страхования (SSN): {V}
pl|Numer SSN: {V}
ht|Nimewo sekirite sosyal mwen se {V}.
de|US-Sozialversicherungsnummer (SSN): {V}
it|Il mio SSN è {V}, serve altro per la pratica?
""")

IBAN_T = T(r"""
en|Please refund the deposit to my account — IBAN {V}, account holder {NAME}.
en|SEPA withdrawal request {TICKET}: 2,500.00 EUR to {V}. Beneficiary name mismatch, please verify.
en|{"event":"payout.created","amount_cents":{N}4500,"currency":"EUR","destination":{"iban":"{V}"},"status":"pending"}
en|employee:\n  name: {NAME}\n  iban: {V}\n  tax_class: 1
en|SELECT * FROM payouts WHERE iban = '{V}' AND status = 'failed';
en|| Donor | IBAN | Monthly |\n|---|---|---|\n| {NAME} | {V} | {AMT} |
en|{V} is my salary account, please update it in the HR system.
en|pls send the tournament prize to iban {V} thx!!
en|Refund of the {AMT} EUR deposit for booking {TICKET} to IBAN {V}.
en|Client trust account refund — payee {NAME}, IBAN {V}, matter {TICKET}.
en|PaymentFormViewModel: validation warning for field iban='{V}' (country not enabled for instant payouts)
en|Direct debit set up on IBAN {V} from the next billing cycle.
en|IBAN:{V}
en|<tr><td>IBAN</td><td>{V}</td></tr>
en|Iban nr {V} - please confirm once the transfer is done
en|IABN: {V} (sorry typo, this is for the refund)
en|Account holder: {NAME}\nIBAN: {V}\nBIC: {BIC}\nReference: {TICKET}
en|Wire the retainer refund to {V}.
en|{TS} INFO payout-svc created transfer tr_{ID} to {V} amount=118.40 EUR
de|Bitte überweisen Sie die Erstattung auf mein Konto: IBAN {V} (Kontoinhaber: {NAME}).
de|SEPA-Lastschriftmandat\nKontoinhaber: {NAME}\nIBAN: {V}\nBIC: {BIC}
de|Bankverbindung für die Gehaltsabrechnung: {V}
de|Kontoinhaber;IBAN;Betrag\n{NAME};{V};{AMT}
fr|Mandat de prélèvement SEPA — Titulaire : {NAME} — IBAN : {V}
fr|Merci de rembourser la caution sur le compte {V}.
es|Por favor, hagan la transferencia a la cuenta {V} a nombre de {NAME}.
pt|Dados bancários: IBAN {V} — titular {NAME}
it|Coordinate bancarie per il rimborso: IBAN {V} intestato a {NAME}
nl|Mijn IBAN is {V}, graag het bedrag terugstorten.
pl|Proszę o zwrot na rachunek {V}.
tr|Hesap bilgilerim: {NAME}, IBAN {V}
ar|رقم الآيبان الخاص بي: {V}
uk|Мій IBAN: {V}, прошу повернути кошти.
da|Mit kontonummer (IBAN) er {V}.
sv|Betala tillbaka till {V}, tack.
ro|Contul meu IBAN este {V}.
el|Ο IBAN μου είναι {V}.
cs|Číslo účtu (IBAN): {V}
hu|Bankszámlaszám: {V}
hr|IBAN za povrat novca: {V}
""")
LANG_IBAN = {"de": ["DE", "AT", "CH", "LI", "LU"], "fr": ["FR", "BE", "CH", "LU", "MC"],
             "es": ["ES", "CR", "DO", "GT", "SV"], "pt": ["PT", "BR", "ST", "TL"],
             "it": ["IT", "SM", "VA", "CH"], "nl": ["NL", "BE"], "pl": ["PL"], "tr": ["TR"],
             "uk": ["UA"], "ar": ["SA", "AE", "QA", "KW", "BH", "JO", "EG", "LB", "IQ", "PS", "LY"],
             "sv": ["SE", "FI"], "da": ["DK", "FO", "GL"], "cs": ["CZ", "SK"], "hu": ["HU"],
             "ro": ["RO", "MD"], "el": ["GR", "CY"], "hr": ["HR", "BA", "ME", "RS"]}

IP_T = T(r"""
en|{V} - - [{LOGTS}] "POST /api/v2/login HTTP/1.1" 401 512 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"
en|{SYSLOGTS} bastion sshd[{ID}]: Failed password for invalid user admin from {V} port {PORT} ssh2
en|$ kubectl get pod {POD} -n {NS} -o wide\nNAME   READY   STATUS    RESTARTS   AGE    IP   NODE\n{POD}   1/1   Running   0   3d4h   {V}   gke-prod-pool-1-7c2f
en|Outputs:\n\nlb_public_ip = "{V}"\ncluster_name = "prod-eu"
en|Your router's current WAN IP is {V}; we reset the session on our side.
en|New sign-in to your account from {V} (Chrome on Windows). If this wasn't you, freeze your account now.
en|Reported message from {USER}: "lol ur ip is {V} gonna ddos u"
en|Guest device {V} was flagged for P2P traffic on the lobby Wi-Fi (room {ROOM}).
en|The defamatory posts were made from IP address {V} according to the platform's disclosure of {DATE}.
en|Assessment submitted from {V}; proctoring flagged a second device in the room.
en|Fraud check: 14 card attempts from {V} on the donate page within 3 minutes.
en|NetworkError: connect ECONNREFUSED {VP}:443\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)
en|admin panel still exposed at http://{VP}:8080/admin/login — who opened the security group?
en|{IPT} -A INPUT -s {V} -j DROP
en|location /admin {\n    allow {V};\n    deny all;\n}
en|X-Forwarded-For: {V}
en|{"remote_addr":"{V}","method":"POST","path":"/api/v1/withdraw","status":403,"ua":"okhttp/4.12.0"}
en|ts,client_ip,action\n{TS},{V},donation_submitted
en|SELECT count(*) FROM logins WHERE ip = '{V}' AND created_at > now() - interval '1 hour';
en|{V}   db-primary.internal db-primary
en|api.shop.internal.  300  IN  {RR}  {V}
en|ssh -i ~/.ssh/id_ed25519 deploy@{V}
en|[client {VP}:{PORT}] AH01630: client denied by server configuration: /var/www/html/.env
en|urllib3.exceptions.MaxRetryError: HTTPConnectionPool(host='{V}', port=9200): Max retries exceeded with url: /_bulk
en|- job_name: node\n  static_configs:\n    - targets: ['{VP}:9100']
en|Blocked login attempts from {V} — 312 in the last hour, all for user "admin".
en|Can you whitelist my home IP {V} for the VPN? Working remotely this week.
en|my ip is {V} pls unban, i wasn't cheating i swear
en|[Peer]\nEndpoint = {VP}:51820\nPersistentKeepalive = 25
de|Meine IP-Adresse lautet {V}, bitte entsperren Sie mich.
de|Zugriff vom Hotel-WLAN, IP {V}, wurde vom Sicherheitssystem blockiert.
fr|Adresse IP du client : {V} — tentative de connexion refusée.
es|La conexión viene de la IP {V}, ¿está bloqueada?
ru|Мой IP {V}, не могу зайти на сервер.
ja|接続元IPアドレス：{V}
zh|登录IP：{V}，地点：上海，设备：iPhone
pt|Meu IP é {V}, fui banido sem motivo.
tr|IP adresim {V}, siteye giremiyorum.
pl|Adres IP: {V} (zablokowany po 5 nieudanych próbach)
ko|접속 IP {V} 차단 해제 요청합니다.
it|L'indirizzo IP pubblico del router è {V}.
nl|Vanaf {V} kwamen de verdachte inlogpogingen.
id|IP saya {V}, kenapa akun saya diblokir?
""")
IP6_ONLY_T = T(r"""
en|en0: flags=8863<UP,BROADCAST,SMART,RUNNING,SIMPLEX,MULTICAST> mtu 1500\n\tinet6 {V} prefixlen 64 autoconf secured
en|$ ip -6 addr show dev eth0\n    inet6 {V}/64 scope global dynamic\n       valid_lft 86204sec preferred_lft 14204sec
de|Unser IPv6-Anschluss hat die Adresse {V} – trotzdem kein Zugriff auf den Server.
""")
INTERNAL_MARKERS = ("kubectl", "db-primary", "targets", "HTTPConnectionPool", "ssh -i", "Endpoint")


# ==================================================================== secrets
def tok_discord():
    uid = str(R.randint(10 ** 17, 13 * 10 ** 17))
    return b64url(uid.encode()) + "." + rs(6, B64URL) + "." + rs(38, B64URL)


def tok_mapbox():
    user = gh_handle().replace(".", "").replace("-", "")
    body = json.dumps({"u": user, "a": rs(25, LO + DG)}, separators=(",", ":"))
    return "sk." + b64url(body.encode()) + "." + rs(22, B64URL)


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

HDR_FMT = {"bearer": "Authorization: Bearer {}", "token": "Authorization: token {}",
           "bot": "Authorization: Bot {}", "ssws": "Authorization: SSWS {}",
           "raw": "Authorization: {}", "key=": "Authorization: key={}",
           "private-token": "PRIVATE-TOKEN: {}", "x-api-key": "x-api-key: {}",
           "dd": "DD-API-KEY: {}", "api-key": "Api-Key: {}", "vault": "X-Vault-Token: {}",
           "shopify": "X-Shopify-Access-Token: {}", "figma": "X-Figma-Token: {}",
           "jfrog": "X-JFrog-Art-Api: {}", "postman": "X-Api-Key: {}"}

# vendor, generator, env var, header style, api url, special contexts, only_special
VENDORS = [
    ("AWS", lambda: "AKIA" + rs(16, UP + "234567"), "AWS_ACCESS_KEY_ID", None, None,
     T(r"""
en|[default]\naws_access_key_id = {V}\nregion = eu-central-1
en|$ aws configure set aws_access_key_id {V} --profile prod
"""), False),
    ("AWS", lambda: rs(40, B64), "AWS_SECRET_ACCESS_KEY", None, None,
     T(r"""
en|[prod]\naws_secret_access_key = {V}\noutput = json
en|AWS_SECRET_ACCESS_KEY={V}
"""), False),
    ("GitHub", lambda: pick(["ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + rs(36), "GITHUB_TOKEN",
     "token", "api.github.com/user/repos",
     T(r"""
en|git remote set-url origin https://x-access-token:{V}@github.com/acme/payments.git
en|$ git clone https://{V}@github.com/acme/infra-live.git
"""), False),
    ("GitHub", lambda: "github_pat_" + rs(22) + "_" + rs(59), "GH_PAT", "bearer",
     "api.github.com/repos/acme/app/actions/runs", [], False),
    ("GitLab", lambda: "glpat-" + rs(20, B64URL), "GITLAB_TOKEN", "private-token",
     "gitlab.com/api/v4/projects",
     T(r"""
en|git clone https://oauth2:{V}@gitlab.com/acme/platform/helm-charts.git
"""), False),
    ("Slack", lambda: "xoxb-" + dg(pick([11, 12, 13])) + "-" + dg(13) + "-" + rs(24), "SLACK_BOT_TOKEN",
     "bearer", "slack.com/api/chat.postMessage", [], False),
    ("Slack", lambda: "xoxp-" + dg(11) + "-" + dg(11) + "-" + dg(13) + "-" + hx(32), "SLACK_USER_TOKEN",
     "bearer", "slack.com/api/users.list", [], False),
    ("Slack webhook", lambda: "https://hooks.slack.com/services/T" + rs(pick([8, 10]), UP + DG) + "/B" +
     rs(pick([8, 10]), UP + DG) + "/" + rs(24), "SLACK_WEBHOOK_URL", None, None,
     T(r"""
en|curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy finished"}' {V}
en|SLACK_WEBHOOK_URL={V}
en|receivers:\n- name: oncall\n  slack_configs:\n  - api_url: {V}\n    channel: '#incidents'
de|Webhook für den Alarm-Kanal: {V}
"""), True),
    ("Discord webhook", lambda: "https://discord.com/api/webhooks/" + str(R.randint(10 ** 17, 13 * 10 ** 17)) +
     "/" + rs(68, B64URL), "DISCORD_WEBHOOK", None, None,
     T(r"""
en|our server's announcement webhook (mods only!!): {V}
en|DISCORD_WEBHOOK={V}
pt|webhook do servidor, não vaza: {V}
"""), True),
    ("Stripe", lambda: "sk_live_" + rs(pick([24, 99])), "STRIPE_SECRET_KEY", "bearer",
     "api.stripe.com/v1/balance",
     T(r"""
en|stripe.api_key = "{V}"
"""), False),
    ("Stripe", lambda: "rk_live_" + rs(pick([24, 99])), "STRIPE_RESTRICTED_KEY", "bearer",
     "api.stripe.com/v1/charges", [], False),
    ("Stripe", lambda: "whsec_" + rs(32), "STRIPE_WEBHOOK_SECRET", None, None, [], False),
    ("Google Maps", lambda: "AIza" + rs(35, B64URL), "GOOGLE_MAPS_API_KEY", None, None,
     T(r"""
en|https://maps.googleapis.com/maps/api/geocode/json?address=Lisbon&key={V}
en|<script src="https://maps.googleapis.com/maps/api/js?key={V}&callback=initMap" async></script>
"""), False),
    ("OpenAI", lambda: "sk-proj-" + rs(pick([48, 64, 74]), B64URL) + "T3BlbkFJ" + rs(pick([20, 48]), B64URL),
     "OPENAI_API_KEY", "bearer", "api.openai.com/v1/models",
     T(r"""
en|client = OpenAI(api_key="{V}")
"""), False),
    ("OpenAI", lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20), "OPENAI_API_KEY", "bearer",
     "api.openai.com/v1/models", [], False),
    ("Anthropic", lambda: "sk-ant-api03-" + rs(93, B64URL) + "AA", "ANTHROPIC_API_KEY", "x-api-key",
     "api.anthropic.com/v1/models",
     T(r"""
en|client = anthropic.Anthropic(api_key="{V}")
"""), False),
    ("Twilio", lambda: "SK" + hx(32), "TWILIO_API_KEY_SID", None, None, [], False),
    ("Twilio", lambda: hx(32), "TWILIO_AUTH_TOKEN", None, None,
     T(r"""
en|client = Client("AC{ACSID}", "{V}")
"""), False),
    ("SendGrid", lambda: "SG." + rs(22, B64URL) + "." + rs(43, B64URL), "SENDGRID_API_KEY", "bearer",
     "api.sendgrid.com/v3/mail/send",
     T(r"""
en|sg = SendGridAPIClient('{V}')
"""), False),
    ("Mailgun", lambda: "key-" + hx(32), "MAILGUN_API_KEY", None, None,
     T(r"""
en|curl -s --user 'api:{V}' https://api.eu.mailgun.net/v3/mg.pixelforge.games/messages
"""), False),
    ("npm", lambda: "npm_" + rs(36), "NPM_TOKEN", None, None,
     T(r"""
en|//registry.npmjs.org/:_authToken={V}
en|$ npm config set //registry.npmjs.org/:_authToken {V}
"""), False),
    ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(60, 140), B64URL), "PYPI_TOKEN", None, None,
     T(r"""
en|[pypi]\n  username = __token__\n  password = {V}
en|$ twine upload -u __token__ -p {V} dist/*
"""), False),
    ("Discord", tok_discord, "DISCORD_BOT_TOKEN", "bot", "discord.com/api/v10/users/@me",
     T(r"""
en|client.run('{V}')
"""), False),
    ("Telegram", lambda: str(R.randint(10 ** 9, 8 * 10 ** 9)) + ":AA" + rs(33, B64URL), "TELEGRAM_BOT_TOKEN",
     None, None,
     T(r"""
en|curl "https://api.telegram.org/bot{V}/sendMessage" -d chat_id=@deploy_alerts -d text=ok
"""), False),
    ("Shopify", lambda: pick(["shpat_", "shpca_", "shppa_", "shpss_"]) + hx(32), "SHOPIFY_ACCESS_TOKEN",
     "shopify", "pixelforge-merch.myshopify.com/admin/api/2024-01/orders.json", [], False),
    ("DigitalOcean", lambda: "dop_v1_" + hx(64), "DIGITALOCEAN_TOKEN", "bearer",
     "api.digitalocean.com/v2/droplets",
     T(r"""
en|$ doctl auth init --access-token {V}
"""), False),
    ("Vault", lambda: "hvs." + rs(pick([24, 91]), B64URL), "VAULT_TOKEN", "vault",
     "vault.internal:8200/v1/secret/data/payments",
     T(r"""
en|$ vault login {V}
"""), False),
    ("Terraform Cloud", lambda: rs(14) + ".atlasv1." + rs(67), "TFE_TOKEN", "bearer",
     "app.terraform.io/api/v2/organizations",
     T(r"""
en|credentials "app.terraform.io" {\n  token = "{V}"\n}
"""), False),
    ("Hugging Face", lambda: "hf_" + rs(34, UP + LO), "HF_TOKEN", "bearer", "huggingface.co/api/whoami-v2",
     T(r"""
en|$ huggingface-cli login --token {V}
"""), False),
    ("Doppler", lambda: "dp.pt." + rs(43), "DOPPLER_TOKEN", "bearer", "api.doppler.com/v3/configs", [], False),
    ("Linear", lambda: "lin_api_" + rs(40), "LINEAR_API_KEY", "raw", "api.linear.app/graphql", [], False),
    ("Notion", lambda: pick(["secret_" + rs(43), "ntn_" + dg(11) + rs(35)]), "NOTION_TOKEN", "bearer",
     "api.notion.com/v1/search", [], False),
    ("Postman", lambda: "PMAK-" + hx(24) + "-" + hx(34), "POSTMAN_API_KEY", "postman",
     "api.getpostman.com/collections", [], False),
    ("New Relic", lambda: "NRAK-" + rs(27, UP + DG), "NEW_RELIC_API_KEY", "api-key",
     "api.eu.newrelic.com/graphql", [], False),
    ("Datadog", lambda: hx(32), "DD_API_KEY", "dd", "api.datadoghq.eu/api/v1/validate",
     T(r"""
en|DD_API_KEY={V} DD_SITE="datadoghq.eu" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"
"""), False),
    ("Square", lambda: "EAAA" + rs(60, B64URL), "SQUARE_ACCESS_TOKEN", "bearer",
     "connect.squareup.com/v2/locations", [], False),
    ("Mapbox", tok_mapbox, "MAPBOX_SECRET_TOKEN", None, None,
     T(r"""
en|mapboxgl.accessToken = '{V}';
"""), False),
    ("age", lambda: "AGE-SECRET-KEY-1" + rs(58, BECH32.upper()), "SOPS_AGE_KEY", None, None,
     T(r"""
en|# created: {TS}\n# public key: age1{AGEPUB}\n{V}
"""), False),
    ("Firebase", lambda: "AAAA" + rs(7, B64URL) + ":APA91b" + rs(134, B64URL), "FCM_SERVER_KEY", "key=",
     "fcm.googleapis.com/fcm/send", [], False),
    ("Atlassian", lambda: "ATATT3xFfGF0" + rs(170, B64URL) + "=" + hx(8).upper(), "JIRA_API_TOKEN",
     None, None, [], False),
    ("Grafana", lambda: "glsa_" + rs(32) + "_" + hx(8), "GRAFANA_SA_TOKEN", "bearer",
     "grafana.internal/api/dashboards/uid/api-latency", [], False),
    ("Databricks", lambda: "dapi" + hx(32), "DATABRICKS_TOKEN", "bearer",
     "adb-4471.12.azuredatabricks.net/api/2.0/clusters/list", [], False),
    ("Pulumi", lambda: "pul-" + hx(40), "PULUMI_ACCESS_TOKEN", None, None, [], False),
    ("Docker Hub", lambda: "dckr_pat_" + rs(27, B64URL), "DOCKERHUB_TOKEN", None, None,
     T(r"""
en|$ echo {V} | docker login -u acmebot --password-stdin
"""), False),
    ("Figma", lambda: "figd_" + rs(40, B64URL), "FIGMA_TOKEN", "figma", "api.figma.com/v1/me", [], False),
    ("RubyGems", lambda: "rubygems_" + hx(48), "GEM_HOST_API_KEY", None, None, [], False),
    ("PlanetScale", lambda: "pscale_pw_" + rs(43, B64URL), "PLANETSCALE_PASSWORD", None, None, [], False),
    ("Cloudflare", lambda: rs(40, B64URL), "CLOUDFLARE_API_TOKEN", "bearer",
     "api.cloudflare.com/client/v4/user/tokens/verify", [], False),
    ("Okta", lambda: "00" + rs(40, B64URL), "OKTA_API_TOKEN", "ssws", "acme.okta.com/api/v1/users", [], False),
    ("Dropbox", lambda: "sl." + rs(R.randint(130, 140), B64URL), "DROPBOX_ACCESS_TOKEN", "bearer",
     "api.dropboxapi.com/2/files/list_folder", [], False),
    ("Airtable", lambda: "pat" + rs(14) + "." + hx(64), "AIRTABLE_TOKEN", "bearer",
     "api.airtable.com/v0/meta/bases", [], False),
    ("JFrog", lambda: "AKCp" + rs(69), "ARTIFACTORY_API_KEY", "jfrog",
     "acme.jfrog.io/artifactory/api/repositories", [], False),
    ("Facebook", lambda: "EAA" + pick(["B", "G", "J"]) + rs(R.randint(150, 190)), "FB_PAGE_ACCESS_TOKEN",
     None, None, [], False),
    ("Braintree", lambda: "access_token$production$" + rs(16, LO + DG) + "$" + hx(32),
     "BRAINTREE_ACCESS_TOKEN", None, None, [], False),
    ("Azure Storage", lambda: rs(86, B64) + "==", "AZURE_STORAGE_KEY", None, None,
     T(r"""
en|AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=stprod{ACCT};AccountKey={V};EndpointSuffix=core.windows.net"
en|"ConnectionStrings": { "Blob": "DefaultEndpointsProtocol=https;AccountName=stdonors{ACCT};AccountKey={V};EndpointSuffix=core.windows.net" }
"""), True),
]

TOKEN_T = T(r"""
en|# {VENDOR}\n{VAR}={V}\nLOG_LEVEL=info
en|export {VAR}="{V}"
en|$ {VAR}='{V}' ./scripts/deploy.sh --env prod
en|{VARL}: {V}\ntimeout: 30s\nretries: 3
en|{"{VARL}": "{V}", "region": "eu-central-1"}
en|docker run -d -e {VAR}={V} ghcr.io/acme/worker:3.2.1
en|kubectl create secret generic app-creds --from-literal={VARL}={V} -n {NS}
en|env:\n  {VAR}: {V}  # TODO: move to secrets before merge
en|const apiKey = '{V}'; // {VENDOR}
en|🚨 {VENDOR} credential leaked in public repo (commit {SHA7}): {V} — revoking now, do NOT reuse
en|@here rotated the {VENDOR} key, the old one was {V} — new one is in Vault
en|hey can you try with my key? {V}
en|[ERROR] {VENDOR} auth failed for key {V} (401) — retrying in 30s
en|terraform.tfvars:\n{VARL} = "{V}"\nregion = "eu-west-1"
en|Support ticket {TICKET}: user pasted their {VENDOR} key into the chat: {V}
en|My trading bot stopped working after the update. Key: {V} — please check the permissions
en|- name: Deploy\n  run: ./deploy.sh\n  env:\n    {VAR}: "{V}"
de|Hier der {VENDOR}-Schlüssel für Staging: {V} (bitte nicht ins Repo committen)
fr|Voici le jeton d'accès {VENDOR} : {V} — il expire dans 30 jours.
es|Te paso la clave de {VENDOR}: {V}
pt|Segue o token do {VENDOR}: {V}
ja|{VENDOR}のAPIキー共有します：{V}
ru|Вот токен для CI: {V}
zh|{VENDOR} 密钥：{V}，别外传
pl|Klucz API ({VENDOR}): {V}
it|Ecco la chiave {VENDOR}: {V}
nl|Dit is de {VENDOR}-sleutel voor productie: {V}
tr|{VENDOR} anahtarı: {V} — kimseyle paylaşma
ko|{VENDOR} 토큰입니다: {V}
""")
HDR_T = T(r"""
en|curl -s -H "{HDR}" https://{API}
en|GET /{PATH} HTTP/1.1\nHost: {APIHOST}\n{HDR}\nAccept: application/json
en|retrofit2.HttpException: HTTP 401 Unauthorized\n  request headers: [{HDR}, User-Agent: okhttp/4.12.0]
en|{TS} DEBUG http-client >>> {HDR}
de|Warum bekomme ich 403? curl -H "{HDR}" https://{API}
es|¿Alguien sabe por qué falla? curl -H "{HDR}" https://{API}
""")

PW_PROSE_T = T(r"""
en|my password is {V} but it keeps saying wrong password
en|i remember my pass, it's {V}, pls just reset the 2FA
en|Username: {USER}\nPassword: {V}\n(please don't share this ticket)
en|Temporary password for the candidate portal: {V} — you'll be asked to change it on first login.
en|Client portal login created for {NAME}. Initial password: {V}
en|Router admin: user admin / password {V} — customer asked us to check the firewall settings
en|PMS front-desk login for the night shift: frontdesk2 / {V}
en|CRM login for the fundraising team: user `fundraising`, pass `{V}`
en|WPA2 passphrase: {V}
en|Your new exchange account password is {V} — change it after first login.
de|Mein Passwort ist {V}, trotzdem komme ich nicht rein.
fr|mot de passe : {V}
es|mi contraseña es {V} y no me deja entrar
pt|minha senha é {V}
ja|パスワードは {V} です。ログインできません。
ru|пароль: {V}
tr|şifrem {V} ama giriş yapamıyorum
pl|hasło to {V}
nl|wachtwoord: {V}
it|la password è {V}, ma l'app dice che è sbagliata
zh|密码是 {V}
ko|비밀번호는 {V} 입니다
id|password saya {V} kak, tolong bantu
sv|lösenordet är {V}
""")
PW_CONF_T = T(r"""
en|spring:\n  datasource:\n    url: jdbc:postgresql://db.internal:5432/app\n    username: app\n    password: {V}
en|DB_HOST=db.internal\nDB_USER=app\nDB_PASSWORD={V}
en|spring.datasource.password={V}
en|<connectionSettings>\n  <user>svc_reports</user>\n  <password>{V}</password>\n</connectionSettings>
en|define( 'DB_PASSWORD', '{V}' );
en|services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {V}
en|[client]\nuser=root\npassword={V}
en|requirepass {V}
en|ansible_become_pass: {V}
en|$ PGPASSWORD='{V}' psql -h db.internal -U app -d orders
en|$ mysql -u root -p'{V}' -h mysql-primary.internal
en|$ sshpass -p '{V}' ssh ops@bastion-eu
en|net use Z: \\fs01\finance /user:CORP\svc_backup {V}
en|{"username":"{USER}","password":"{V}","remember":true}
de|# Zugangsdaten Staging (nicht committen!)\nMAIL_PASSWORD={V}
""")
PW_URI_T = T(r"""
en|DATABASE_URL=postgres://app_user:{V}@{HOSTNAME}:5432/orders
en|mongodb+srv://admin:{V}@cluster0.x1y2z.mongodb.net/prod?retryWrites=true&w=majority
en|REDIS_URL=redis://default:{V}@cache-eu.internal:6379/0
en|amqp://svc_orders:{V}@rabbitmq.prod.svc:5672/%2F
en|Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=crm;User ID=crm_admin;Password={V};Encrypt=True;
en|jdbc:mysql://db.internal:3306/app?user=app&password={V}&useSSL=true
en|Data Source=ORCL01;User Id=reporting;Password={V};
en|sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\nurl=postgresql://etl:{V}@{HOSTNAME}/warehouse
en|POST /api/login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername={USER}&password={V}
de|Verbindungszeichenfolge für die Migration: Host=pg-replica-2;Username=migrator;Password={V};Database=crm
""")
BASIC_T = T(r"""
en|Authorization: Basic {V}
en|curl -H "Authorization: Basic {V}" https://jenkins.internal/api/json
en|proxy_set_header Authorization "Basic {V}";
es|El webhook manda este header: Authorization: Basic {V}
""")
SEED_T = T(r"""
en|I think I got scammed — the "support agent" asked for my recovery phrase and I sent it: {V}
en|Here is my seed phrase so you can restore the wallet: {V}
de|Meine Wiederherstellungsphrase lautet: {V}
es|mi frase semilla es: {V} ¿pueden recuperar los fondos?
pt|minhas palavras de recuperação: {V}
""")
JWT_T = T(r"""
en|Authorization: Bearer {V}
en|curl -H "Authorization: Bearer {V}" https://api.pixelforge.games/v2/inventory
en|Cookie: session={V}; theme=dark; lang=en
en|localStorage.setItem("access_token", "{V}")
en|"GET /ws/notifications?token={V} HTTP/1.1" 101 0
en|can someone decode this jwt? the support panel keeps rejecting it\n{V}
en|okhttp.OkHttpClient: --> GET https://api.tidewater.capital/v1/balances\nAuthorization: Bearer {V}\n--> END GET
en|{"access_token":"{V}","token_type":"Bearer","expires_in":3600}
de|Mein Token aus der App (läuft gleich ab): {V}
es|Este es el token que me devolvió el login: {V}
pt|o token de acesso é {V}
ru|Токен из заголовка: {V}
""")
PK_T = T(r"""
en|oops, pasted the wrong file in #deploys:\n```\n{V}\n```
en|$ cat ~/.ssh/{KEYFILE}\n{V}
en|Can someone check if this key is the right format for the exchange API?\n{V}
en|resource "local_sensitive_file" "edge_key" {\n  filename = "edge.pem"\n  content  = <<EOT\n{V}\nEOT\n}
en|-- attached to ticket {TICKET} by customer --\n{V}
de|Anbei der Schlüssel für den Deploy-User:\n{V}
es|Te mando la clave privada del servidor:\n{V}
ja|秘密鍵を貼ります（後で消します）\n{V}
fr|Voici la clé privée du certificat :\n{V}
""")

SEED_WORDS = ("abandon ability able about above absent absorb abstract absurd abuse access accident "
              "account accuse achieve acid acoustic acquire across act action actor actress actual "
              "adapt add addict address adjust admit adult advance advice aerobic affair afford "
              "afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert "
              "alien all alley allow almost alone alpha already also alter always amateur amazing "
              "among amount amused analyst anchor ancient anger angle angry animal ankle announce "
              "annual another answer antenna antique anxiety apart apology appear apple approve "
              "april arch arctic area arena argue arm armed armor army around arrange arrest arrive "
              "arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom "
              "attack attend attitude attract auction audit august aunt author auto autumn average "
              "avocado avoid awake aware away awesome awful awkward axis ocean garden window zebra "
              "violin tornado hammer pilot orange ribbon salad tissue umbrella velvet wagon yellow "
              "kitten lemon marble noble oyster parade quantum rabbit saddle talent unveil vacuum").split()

PW_WORDS = ["sunflower", "dragon", "monkey", "liverpool", "summer", "barcelona", "princess",
            "football", "shadow", "bayern", "qwerty", "letmein", "paris", "tigre", "sonne",
            "estrella", "bella", "galatasaray", "zenit", "cerveza", "mariposa", "chocolate",
            "pokemon", "minecraft", "welcome", "spring", "winter", "hunter", "falcon", "kaiser",
            "fenerbahce", "azzurra", "lisboa", "sakura", "tesoro", "kochanie", "zomer"]


def gen_password(syms="!#$%&*?@^+=-_."):
    kind = R.random()
    if kind < 0.45:
        w = pick(PW_WORDS)
        if chance(0.6):
            w = w.capitalize()
        if chance(0.25):
            w = w.translate(str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1"}))
        tail = pick([str(R.randint(1, 99)), str(R.randint(1975, 2012)), str(R.randint(100, 9999))])
        sym = pick(syms) if (syms and chance(0.75)) else ""
        pw = w + tail + sym
    elif kind < 0.8:
        n = R.randint(12, 24)
        pool = UP + LO + DG + syms
        while True:
            pw = rs(n, pool)
            if (any(c in UP for c in pw) and any(c in LO for c in pw) and any(c in DG for c in pw)
                    and (not syms or any(c in syms for c in pw))):
                break
    else:
        sep = pick(["-", "_", "."] if "-" in syms else [""])
        words = [pick(PW_WORDS) for _ in range(R.randint(3, 4))]
        pw = sep.join(words) + str(R.randint(1, 99))
    if len(pw) < 8:
        pw += dg(8 - len(pw))
    if pw[0] in "-_.=+":
        pw = "Q" + pw
    if pw[-1] in ".-_~?,":
        pw += str(R.randint(0, 9))
    return pw


def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def pem_wrap(header, der, width=64):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {header}-----\n" + "\n".join(lines) + f"\n-----END {header}-----"


def gen_private_key():
    kind = pick(["rsa", "rsa", "pkcs8", "pkcs8", "ec", "openssh", "openssh", "pgp", "encrypted"])
    if kind == "rsa":
        der = bytes.fromhex("308204a302010002820101") + b"\x00" + rbytes(1180)
        return pem_wrap("RSA PRIVATE KEY", der), "id_rsa"
    if kind == "pkcs8":
        der = (bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100")
               + rbytes(1190))
        return pem_wrap("PRIVATE KEY", der), "server.key"
    if kind == "ec":
        der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
               + b"\x04" + rbytes(64))
        return pem_wrap("EC PRIVATE KEY", der), "ec-p256.pem"
    if kind == "encrypted":
        der = (bytes.fromhex("3082051c304e06092a864886f70d01050d3041302906092a864886f70d01050c301c0408")
               + rbytes(8) + bytes.fromhex("020208003014") + rbytes(1250))
        return pem_wrap("ENCRYPTED PRIVATE KEY", der), "signing.key"
    if kind == "openssh":
        def sstr(b):
            return struct.pack(">I", len(b)) + b
        pub = rbytes(32)
        pubblob = sstr(b"ssh-ed25519") + sstr(pub)
        chk = rbytes(4)
        priv = (chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(rbytes(32) + pub) +
                sstr(pick([b"deploy-bot", b"ci-runner", b"backup@nas", b"root@build-03"])))
        pad = 8 - (len(priv) % 8)
        priv += bytes(range(1, pad + 1)) if pad < 8 else b""
        blob = (b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") +
                struct.pack(">I", 1) + sstr(pubblob) + sstr(priv))
        return pem_wrap("OPENSSH PRIVATE KEY", blob, width=70), "id_ed25519"
    body = base64.b64encode(b"\x95\x03\x98\x04" + rbytes(930)).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    crc = base64.b64encode(rbytes(3)).decode()
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + crc +
            "\n-----END PGP PRIVATE KEY BLOCK-----"), "private.asc"


def gen_jwt():
    alg = pick(["HS256", "RS256", "ES256", "HS512", "RS256"])
    hdr = {"alg": alg, "typ": "JWT"}
    if chance(0.4):
        hdr["kid"] = rs(16, LO + DG)
    now = R.randint(1_700_000_000, 1_740_000_000)
    payload = {"sub": pick([str(R.randint(10 ** 5, 10 ** 9)), "usr_" + rs(12, LO + DG), uuid4()]),
               "iat": now, "exp": now + pick([900, 3600, 86400])}
    if chance(0.6):
        payload["iss"] = pick(["https://auth.pixelforge.games", "https://id.kestrel-analytics.com",
                               "https://login.tidewater.capital", "https://sso.brightpath.io"])
    if chance(0.5):
        payload["role"] = pick(["user", "admin", "support", "service"])
    if chance(0.3):
        payload["scope"] = "read write"
    sig = {"HS256": 32, "RS256": 256, "ES256": 64, "HS512": 64}[alg]
    return ".".join([b64url(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64url(json.dumps(payload, separators=(",", ":")).encode()),
                     b64url(rbytes(sig))])


def gen_secret_row():
    """Return (lang, text, value) for one secret row."""
    kind = wpick([("token", 56), ("password", 14), ("connstr", 9), ("jwt", 7), ("privkey", 7),
                  ("gcp_json", 2), ("basic", 3), ("seed", 2)])
    F = fillers()
    if kind == "token":
        vendor, gen, var, hdr, api, special, only_special = pick(VENDORS)
        v = gen()
        F.update({"V": v, "VAR": var, "VARL": var.lower(), "VENDOR": vendor,
                  "ACSID": hx(32), "ACCT": rs(6, LO + DG), "AGEPUB": rs(58, BECH32)})
        choices = []
        if special:
            choices.append("special")
        if not only_special:
            choices += ["generic", "generic"]
            if hdr:
                choices.append("hdr")
        mode = pick(choices)
        if mode == "special":
            lang, tpl = pick(special)
        elif mode == "hdr":
            lang, tpl = pick(HDR_T)
            F["HDR"] = HDR_FMT[hdr].format(v)
            F["API"] = api
            F["APIHOST"] = api.split("/")[0]
            F["PATH"] = api.split("/", 1)[1] if "/" in api else ""
        else:
            lang, tpl = pick_tpl(TOKEN_T)
        return lang, fill(tpl, F), v
    if kind == "password":
        if chance(0.55):
            lang, tpl = pick_tpl(PW_PROSE_T)
            v = gen_password()
        else:
            lang, tpl = pick(PW_CONF_T)
            v = gen_password("!#%*?^+-_.")
        F["V"] = v
        return lang, fill(tpl, F), v
    if kind == "connstr":
        lang, tpl = pick(PW_URI_T)
        v = gen_password("-_.~!*")
        F["V"] = v
        return lang, fill(tpl, F), v
    if kind == "basic":
        user = pick(["admin", "deploy", "jenkins", "svc_backup", "api", "webhook"])
        v = base64.b64encode(f"{user}:{gen_password('!#%&*?-_.')}".encode()).decode()
        lang, tpl = pick(BASIC_T)
        F["V"] = v
        return lang, fill(tpl, F), v
    if kind == "seed":
        v = " ".join(R.sample(SEED_WORDS, pick([12, 12, 24])))
        lang, tpl = pick(SEED_T)
        F["V"] = v
        return lang, fill(tpl, F), v
    if kind == "jwt":
        v = gen_jwt()
        lang, tpl = pick(JWT_T)
        F["V"] = v
        return lang, fill(tpl, F), v
    if kind == "privkey":
        v, keyfile = gen_private_key()
        lang, tpl = pick(PK_T)
        F["V"] = v
        F["KEYFILE"] = keyfile
        return lang, fill(tpl, F), v
    # service-account JSON: private key stored with escaped newlines
    pem = pem_wrap("PRIVATE KEY", bytes.fromhex(
        "308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100") + rbytes(1190))
    v = pem.replace("\n", "\\n")
    proj = pick(["acme-prod", "pixelforge-live", "donor-crm", "kyc-pipeline"]) + "-" + dg(4)
    text = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n"
            "  \"private_key\": \"" + v + "\\n\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}")
    return "en", text, v


def secret_ok(v):
    if len(v) < 8:
        return False
    low = v.lower()
    if "-----begin" in low:
        return "private key" in low and len(v) > 150
    if any(p in low for p in ["xxxx", "${", "{{", "<your", "example", "placeholder", "redacted", "changeme"]):
        return False
    return True


# ================================================================== disguises
HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440",
        "x": "\u0445", "y": "\u0443", "i": "\u0456"}
HOMO_BACK = str.maketrans({v: k for k, v in HOMO.items()})


def _fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def _zw(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i < len(s) - 1 and (chance(0.55) or c in "@."):
            out.append(pick(ZW_CHARS))
    return "".join(out)


def _soft(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i < len(s) - 1 and chance(0.4):
            out.append("\u00ad")
    return "".join(out) + ("" if "\u00ad" in "".join(out) else "")


def _homoglyph(s):
    idx = [i for i, c in enumerate(s) if c in HOMO]
    if not idx:
        return None
    chosen = set(R.sample(idx, max(1, len(idx) // 2)))
    return "".join(HOMO[c] if i in chosen else c for i, c in enumerate(s))


def _split_lines(s):
    cut = s.index("@")
    if chance(0.5):
        return s[:cut] + "\n@" + s[cut + 1:]
    dot = s.rindex(".")
    return s[:cut + 1] + "\n" + s[cut + 1:dot] + "\n" + s[dot:]


def _concat(s):
    local, dom = s.split("@")
    q = pick(["'", '"'])
    return f"{q}{local}{q} + {q}@{q} + {q}{dom}{q}"


def _words(at, dot):
    def f(s):
        local, dom = s.split("@")
        return local.replace(".", f" {dot} ") + f" {at} " + dom.replace(".", f" {dot} ")
    return f


def _mixed_brackets(s):
    local, dom = s.split("@")
    parts = dom.split(".")
    return (local.replace(".", "[.]") + pick([" [at] ", "(at)", " {at} "]) + parts[0] +
            "".join(pick([" (dot) ", "[dot]", " {dot} "]) + p for p in parts[1:]))


# name, preferred language (None = any), function
EMAIL_DISGUISES = [
    ("spelled_at_dot", "en", _words("at", "dot")),
    ("bracket_at_dot", None, lambda e: e.replace("@", "[at]").replace(".", "[dot]")),
    ("paren_at_dot_spaced", None, lambda e: e.replace("@", " (at) ").replace(".", " (dot) ")),
    ("curly_at_only", None, lambda e: e.replace("@", "{at}")),
    ("caps_AT_DOT", "en", lambda e: e.replace("@", " AT ").replace(".", " DOT ")),
    ("hyphen_wrapped_at_dot", None, lambda e: e.replace("@", " -at- ").replace(".", " -dot- ")),
    ("angle_at", None, lambda e: e.replace("@", " <at> ")),
    ("html_decimal_entities_all", None, lambda e: "".join(f"&#{ord(c)};" for c in e)),
    ("html_entities_at_dot", None, lambda e: e.replace("@", "&#64;").replace(".", "&#46;")),
    ("html_hex_entities", None, lambda e: e.replace("@", "&#x40;").replace(".", "&#x2E;")),
    ("html_named_entities", None, lambda e: e.replace("@", "&commat;").replace(".", "&period;")),
    ("fullwidth_chars", None, _fullwidth),
    ("fullwidth_at_sign", None, lambda e: e.replace("@", "\uff20")),
    ("small_form_at_and_stop", None, lambda e: e.replace("@", "\ufe6b").replace(".", "\ufe52")),
    ("zero_width_chars", None, _zw),
    ("soft_hyphens", None, _soft),
    ("spaced_letters", None, lambda e: " ".join(e)),
    ("spaced_symbols", None, lambda e: e.replace("@", " @ ").replace(".", " . ")),
    ("reversed", "en", lambda e: e[::-1]),
    ("split_across_lines", None, _split_lines),
    ("url_encoded", None, lambda e: e.replace("@", "%40").replace(".", "%2E")),
    ("unicode_escape_sequences", None, lambda e: e.replace("@", "\\u0040").replace(".", "\\u002e")),
    ("cyrillic_homoglyphs", None, _homoglyph),
    ("string_concatenation", "code", _concat),
    ("mixed_bracket_styles", None, _mixed_brackets),
    ("words_de_at_punkt", "de", _words("ät", "Punkt")),
    ("words_fr_arobase_point", "fr", _words("arobase", "point")),
    ("words_es_arroba_punto", "es", _words("arroba", "punto")),
    ("words_pt_arroba_ponto", "pt", _words("arroba", "ponto")),
    ("words_it_chiocciola_punto", "it", _words("chiocciola", "punto")),
    ("words_pl_malpa_kropka", "pl", _words("małpa", "kropka")),
    ("words_nl_apenstaartje_punt", "nl", _words("apenstaartje", "punt")),
    ("words_ru_sobaka_tochka", "ru", _words("собака", "точка")),
    ("words_cs_zavinac_tecka", "cs", _words("zavináč", "tečka")),
    ("words_sv_snabela_punkt", "sv", _words("snabel-a", "punkt")),
    ("words_hu_kukac_pont", "hu", _words("kukac", "pont")),
    ("words_ja_attomaku_dotto", "ja", _words("アットマーク", "ドット")),
    ("words_tr_et_nokta", "tr", _words("et işareti", "nokta")),
]
AT_WORDS = ["at", "ät", "arroba", "arobase", "małpa", "chiocciola", "apenstaartje", "собака",
            "zavináč", "snabel-a", "kukac", "アットマーク", "et işareti"]
DOT_WORDS = ["dot", "punkt", "point", "punto", "ponto", "kropka", "punt", "точка", "tečka",
             "pont", "ドット", "nokta"]
AT_RE = re.compile(r"\s*[\[\(\{<\-]?\s*(?<!\w)(?:" + "|".join(map(re.escape, AT_WORDS)) +
                   r")(?!\w)\s*[\]\)\}>\-]?\s*", re.I)
DOT_RE = re.compile(r"\s*[\[\(\{<\-]?\s*(?<!\w)(?:" + "|".join(map(re.escape, DOT_WORDS)) +
                    r")(?!\w)\s*[\]\)\}>\-]?\s*", re.I)


def decode_email_text(text):
    t = html.unescape(text)
    t = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), t)
    t = urllib.parse.unquote(t)
    t = unicodedata.normalize("NFKC", t)
    t = re.sub("[\u200b\u200c\u200d\u2060\ufeff\u00ad]", "", t)
    t = AT_RE.sub("@", t)
    t = DOT_RE.sub(".", t)
    t = t.translate(HOMO_BACK)
    t = re.sub(r"\[\.\]", ".", t)
    t = re.sub(r"\s+", "", t)
    t = re.sub(r"['\"]\+['\"]", "", t)
    return t.lower()


def email_disguise_decodes(text, value):
    t = decode_email_text(text)
    return value.lower() in t or value.lower() in t[::-1]


EMAIL_DCTX = T(r"""
en|the bot deletes emails in this channel so: {D}
en|Contact me at {D} (the spam filter keeps eating my address)
en|CV — {NAME} — email {D} — open to relocation
en|add me on the forum, mail is {D} lol mods pls dont ban
en|OTC desk? DM me or write to {D}
en|Volunteer sign-up: {NAME}, {D}
en|please send the booking confirmation to {D}
en|Client prefers to be contacted at {D}.
en|<span class="contact">{D}</span>
en|Reply-to (written this way on purpose): {D}
en|if the mod tool strips it again: {D}
en|Candidate note: reachable via {D}, prefers email over calls
de|Schreib mir an {D}, hier werden Adressen gefiltert.
fr|Écris-moi : {D}
es|mi correo: {D} (lo escribo así por los bots)
pt|manda no meu email {D}
it|scrivimi a {D}
pl|pisz na {D}
ru|пиши на {D}
ja|連絡先： {D}
nl|mail me op {D}
cs|napište mi na {D}
sv|maila mig på {D}
hu|írj nekem: {D}
tr|bana {D} adresinden ulaşabilirsiniz
code|const contact = {D};  // keep the scraper away
code|support_email = {D}
""")

WORDNUM = {
    "en": "zero one two three four five six seven eight nine",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
}
WORDNUM = {k: v.split() for k, v in WORDNUM.items()}
KANJI = "〇一二三四五六七八九"
SCRIPTS = {"fullwidth": 0xFF10, "arabic_indic": 0x0660, "persian": 0x06F0, "devanagari": 0x0966,
           "bengali": 0x09E6, "thai": 0x0E50, "math_bold": 0x1D7CE, "math_monospace": 0x1D7F6,
           "tamil": 0x0BE6, "myanmar": 0x1040}
SCRIPT_LANG = {"arabic_indic": "ar", "persian": "fa", "devanagari": "hi", "bengali": "bn",
               "thai": "th", "tamil": "ta", "myanmar": "my", "fullwidth": "ja"}
SUPERS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"


def _script(num_groups, base):
    return " ".join("".join(chr(base + int(d)) for d in g) for g in num_groups)


def _card_disguise(name, num, groups):
    """Return the disguised fragment for a card number."""
    if name.startswith("words_"):
        lang = name[6:]
        words = WORDNUM[lang]
        gsep = pick([", ", " / ", " - ", " | "])
        dsep = pick([" ", "-"]) if lang != "tr" else " "
        return gsep.join(dsep.join(words[int(d)] for d in g) for g in groups)
    if name.startswith("digits_"):
        return _script(groups, SCRIPTS[name[7:]])
    if name == "mixed_digit_scripts":
        bases = list(SCRIPTS.values())
        return " ".join("".join(chr(b + int(d)) for d in g) for g, b in
                        zip(groups, [pick(bases) for _ in groups]))
    if name == "kanji_digits":
        return "・".join("".join(KANJI[int(d)] for d in g) for g in groups)
    if name == "superscript_digits":
        return " ".join("".join(SUPERS[int(d)] for d in g) for g in groups)
    if name == "circled_digits":
        return " ".join("".join(CIRCLED[int(d)] for d in g) for g in groups)
    if name == "keycap_emoji":
        return " ".join("".join(d + "\ufe0f\u20e3" for d in g) for g in groups)
    if name == "zero_width_between_digits":
        return "".join(c + (pick(ZW_CHARS) if i < len(num) - 1 else "") for i, c in enumerate(num))
    if name.startswith("sep_"):
        sep = CARD_SEPS[name[4:]]
        return sep.join(groups)
    if name == "groups_on_separate_lines":
        return "\n".join(groups)
    if name == "every_digit_spaced":
        return " ".join(num)
    if name == "html_decimal_entities":
        return " ".join("".join(f"&#{ord(d)};" for d in g) for g in groups)
    if name == "html_hex_entities":
        return " ".join("".join(f"&#x{ord(d):x};" for d in g) for g in groups)
    if name == "letters_for_digits":
        return " ".join(g.replace("0", "O").replace("1", pick(["l", "I"])) for g in groups)
    if name == "split_in_two_messages":
        h = len(groups) // 2
        return (" ".join(groups[:h]) + pick([" … rest in the next msg … ", "\n(other half coming)\n",
                                             " — and then — "]) + " ".join(groups[h:]))
    if name == "irregular_grouping":
        while True:
            sizes, left = [], len(num)
            while left > 0:
                s = min(left, R.randint(2, 6))
                sizes.append(s)
                left -= s
            if sizes != [len(g) for g in groups] and len(sizes) > 2 and any(s != 4 for s in sizes):
                return " ".join(split_sizes(num, sizes))
    if name == "bracketed_groups":
        op, cl = pick([("[", "]"), ("(", ")"), ("{", "}"), ("<", ">")])
        return pick(["", " "]).join(op + g + cl for g in groups)
    if name == "emoji_separators":
        e = pick(["🔹", "⭐", "💳", "➖", "🟦"])
        return f" {e} ".join(groups)
    if name == "url_encoded_spaces":
        return "%20".join(groups)
    if name == "half_spelled_en":
        out = []
        for i, g in enumerate(groups):
            out.append(g if i % 2 == 0 else " ".join(WORDNUM["en"][int(d)] for d in g))
        return ", ".join(out)
    raise ValueError(name)


CARD_SEPS = {"bullet": "•", "middle_dot": "·", "slash": "/", "underscore": "_", "pipe": "|",
             "tilde": "~", "en_dash": "–", "em_dash": "—", "plus": "+", "colon": ":",
             "comma": ",", "spaced_dots": " . ", "nbsp": "\u00a0", "thin_space": "\u2009",
             "narrow_nbsp": "\u202f", "ideographic_space": "\u3000", "tab": "\t",
             "double_space": "  ", "backslash": "\\", "white_star": "☆"}
CARD_DISGUISES = (["words_" + k for k in WORDNUM] + ["digits_" + k for k in SCRIPTS] +
                  ["mixed_digit_scripts", "kanji_digits", "superscript_digits", "circled_digits",
                   "keycap_emoji", "zero_width_between_digits", "groups_on_separate_lines",
                   "every_digit_spaced", "html_decimal_entities", "html_hex_entities",
                   "letters_for_digits", "split_in_two_messages", "irregular_grouping",
                   "bracketed_groups", "emoji_separators", "url_encoded_spaces", "half_spelled_en"] +
                  ["sep_" + k for k in CARD_SEPS])


def card_disguise_lang(name):
    if name.startswith("words_"):
        return name[6:]
    if name.startswith("digits_"):
        return SCRIPT_LANG.get(name[7:])
    if name == "kanji_digits":
        return "ja"
    return None


def decode_card_text(text, name):
    t = html.unescape(text)
    t = urllib.parse.unquote(t)
    t = unicodedata.normalize("NFKC", t)
    t = re.sub("[\u200b\u200c\u200d\u2060\ufeff\u00ad\ufe0f\u20e3]", "", t)
    if name == "letters_for_digits":
        t = t.translate(str.maketrans({"O": "0", "l": "1", "I": "1"}))
    if name == "kanji_digits":
        t = t.translate(str.maketrans({k: str(i) for i, k in enumerate(KANJI)}))
    langs = []
    if name.startswith("words_"):
        langs = [name[6:]]
    if name == "half_spelled_en":
        langs = ["en"]
    for lang in langs:
        table = {w: str(i) for i, w in enumerate(WORDNUM[lang])}
        t = re.sub(r"[^\W\d_]+", lambda m: table.get(m.group(0).lower(), m.group(0)), t)
    out = []
    for ch in t:
        d = unicodedata.decimal(ch, None)
        if d is not None:
            out.append(str(d))
    return "".join(out)


CARD_DCTX = T(r"""
en|here's the card since the chat blocks numbers: {D} exp {EXP}
en|buying the skin from u, my card: {D}
en|P2P buyer sent his card details: {D}
en|guarantee card (typed like this so the system doesn't mask it): {D}
en|Donation by phone — donor read the card out as: {D}
en|card for the retainer, written out so your filter doesn't eat it: {D}
en|Candidate sent the card for the visa fee: {D}
en|autopay card → {D}
en|ok fine the full number is {D}
en|<span class="cc">{D}</span>
de|Kartennummer (anders geschrieben, sonst wird's gelöscht): {D}
fr|ma carte : {D}
es|mi tarjeta es {D}
pt|o cartão é {D}
it|carta: {D}
nl|kaartnummer: {D}
pl|numer karty: {D}
ru|номер карты: {D}
tr|kart numaram: {D}
ja|カード番号は {D} です
ar|رقم البطاقة: {D}
fa|شماره کارت من: {D}
hi|card number hai {D}
bn|কার্ড নম্বর: {D}
th|หมายเลขบัตร {D}
ta|அட்டை எண்: {D}
my|ကတ်နံပါတ် {D}
""")


# ================================================================== negatives
def nonluhn(n, prefix=""):
    body = prefix + (R.choice("123456789") if not prefix else "") + dg(n - len(prefix) - (0 if prefix else 1))
    if luhn_ok(body):
        body = body[:-1] + str((int(body[-1]) + 1) % 10)
    return body


def grouped(num, sizes, sep=" "):
    return sep.join(split_sizes(num, sizes))


def isbn13():
    body = pick(["978", "979"]) + dg(9)
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    full = body + str((10 - s % 10) % 10)
    k = R.randint(2, 5)
    return f"{full[:3]}-{full[3]}-{full[4:4 + k]}-{full[4 + k:12]}-{full[12]}"


def isbn10():
    body = dg(9)
    s = sum((10 - i) * int(d) for i, d in enumerate(body))
    c = (11 - s % 11) % 11
    full = body + ("X" if c == 10 else str(c))
    k = R.randint(2, 5)
    return f"{full[0]}-{full[1:1 + k]}-{full[1 + k:9]}-{full[9]}"


def ean13():
    body = pick(["400", "401", "590", "300", "800", "870", "500", "490"]) + dg(9)
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)


def upc_a():
    body = dg(11)
    s = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)


def aba_routing():
    while True:
        d = [int(x) for x in pick(["02", "01", "12", "26", "03", "07", "11"]) + dg(6)]
        for c in range(10):
            dd = d + [c]
            if (3 * (dd[0] + dd[3] + dd[6]) + 7 * (dd[1] + dd[4] + dd[7]) + (dd[2] + dd[5] + dd[8])) % 10 == 0:
                return "".join(map(str, dd))


def rf_reference():
    ref = dg(R.randint(6, 12)) if chance(0.7) else rs(R.randint(6, 10), UP + DG)
    chk = 98 - mod97(ref + "RF00")
    return group4(f"RF{chk:02d}{ref}") if chance(0.6) else f"RF{chk:02d}{ref}"


def isin():
    cc = pick(["US", "DE", "FR", "NL", "GB", "IE", "LU", "CH"])
    body = cc + rs(9, DG + DG + UP)
    digits = alnum_to_digits(body)
    return body + str((10 - sum(
        (int(d) if i % 2 else (2 * int(d) - 9 if 2 * int(d) > 9 else 2 * int(d)))
        for i, d in enumerate(reversed(digits))) % 10) % 10)


def lei():
    base = rs(4, DG) + "00" + rs(12, UP + DG)
    chk = 98 - mod97(base + "00")
    return f"{base}{chk:02d}"


def s10():
    d = dg(8)
    s = sum(int(x) * w for x, w in zip(d, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return f"{pick(['RR', 'CP', 'LX', 'RB', 'EE'])}{d}{c}{pick(['GB', 'DE', 'NL', 'FR', 'CN'])}"


def bad_iban():
    cc = pick(list(IBAN_SPECS))
    good = gen_iban(cc)
    while True:
        mode = R.randint(0, 2)
        if mode == 0:
            bad = good[:2] + f"{R.randint(0, 99):02d}" + good[4:]
        elif mode == 1:
            pos = [i for i in range(4, len(good)) if good[i].isdigit()]
            i = pick(pos)
            bad = good[:i] + str((int(good[i]) + R.randint(1, 9)) % 10) + good[i + 1:]
        else:
            i = R.randint(4, len(good) - 2)
            if good[i] == good[i + 1]:
                continue
            bad = good[:i] + good[i + 1] + good[i] + good[i + 2:]
        if not iban_ok(bad) and iban_struct_ok(bad):
            return group4(bad) if chance(0.6) else bad


def bad_ssn():
    kind = R.randint(0, 4)
    a = R.randint(1, 899)
    while a == 666:
        a = R.randint(1, 899)
    g, s = R.randint(1, 99), R.randint(1, 9999)
    if kind == 0:
        a = 0
    elif kind == 1:
        a = 666
    elif kind == 2:
        a, g = R.randint(900, 999), R.randint(1, 49)
    elif kind == 3:
        g = 0
    else:
        s = 0
    sep = pick(["-", "-", "-", " "])
    v = f"{a:03d}{sep}{g:02d}{sep}{s:04d}"
    assert not ssn_ok(v)
    return v


def price():
    return pick([f"${thousands(R.randint(1, 25000))}.{dg(2)}", f"€{thousands(R.randint(1, 9000), '.')},{dg(2)}",
                 f"¥{thousands(R.randint(100, 900000))}", f"{thousands(R.randint(10, 9999), ' ')},{dg(2)} zł",
                 f"R$ {thousands(R.randint(10, 9999), '.')},{dg(2)}", f"CHF {thousands(R.randint(10, 9999), chr(39))}.–",
                 f"£{thousands(R.randint(10, 9999))}.{dg(2)} + VAT", f"₹{R.randint(1, 9)},{R.randint(10, 99)},{dg(3)}"])


def semver():
    return f"{R.randint(0, 12)}.{R.randint(0, 40)}.{R.randint(0, 30)}"


def n_order():
    o = pick([f"{dg(3)}-{dg(7)}-{dg(7)}", f"ORD-{R.randint(2022, 2025)}-{dg(6)}", f"#{dgnz(7)}",
              f"SO-{dg(8)}", f"{rs(2, UP)}{dg(9)}", f"{dgnz(4)}-{dg(4)}-{dg(4)}"])
    return pick([
        ("en", f"Order {o} has shipped — 3 items, total ${R.randint(20, 400)}.{dg(2)}."),
        ("en", f"Merch store order {o}: hoodie (L), XL mousepad, 2× keychain. Status: packed."),
        ("de", f"Ihre Bestellung {o} ist unterwegs. Voraussichtliche Zustellung: {rdate_eu()}."),
        ("es", f"Pedido {o} confirmado; te avisaremos cuando salga del almacén."),
        ("fr", f"Commande n° {o} : remboursement validé le {rdate_eu()}."),
        ("pt", f"Seu pedido {o} foi entregue às {rtime()}."),
        ("en", f"[{rtime()}] <ModBot> Reminder: put only your order number (like {o}) in the ticket title."),
        ("en", f"Gift shop order {o} was charged to the room folio, nothing else pending."),
    ])


def n_tracking():
    usps = "9400 1" + dg(3) + " " + dg(4) + " " + dg(4) + " " + dg(4) + " " + dg(2)
    t = pick([f"1Z{rs(6, UP + DG)}{dg(2)}{dg(8)}", f"JD01460000{dg(10)}", usps, s10(), dg(12),
              f"3S{rs(4, UP)}{dg(9)}", f"00{dg(18)}"])
    return pick([
        ("en", f"Tracking number {t} — out for delivery, expected by 18:00."),
        ("de", f"Sendungsnummer {t}: Zustellung heute zwischen 10:00 und 14:00."),
        ("nl", f"Je pakket met trackingcode {t} is onderweg."),
        ("en", f"Replacement router shipped, tracking {t}. Please return the old unit within 14 days."),
        ("fr", f"Numéro de suivi : {t} (Colissimo)."),
        ("en", f"Prize shipment for the spring tournament: {t}"),
        ("it", f"Codice di tracciamento {t}: in consegna."),
    ])


def n_version():
    a, b, c, d = R.randint(1, 30), R.randint(0, 20), R.randint(0, 9), R.randint(10, 250)
    return pick([
        ("en", f"Patch {semver()} is live: tick rate 64→128, fixed the inventory desync."),
        ("en", f"Router firmware {a}.{b}.{c}.{d} is rolling out tonight; reboot expected."),
        ("en", f"kubectl version → Client v1.{R.randint(24, 30)}.{R.randint(0, 9)}, Server v1.{R.randint(24, 30)}.{R.randint(0, 9)}-eks-{hx(7)}"),
        ("en", f"App version {semver()} ({R.randint(30000, 49999)}) crashes on launch on Android 14."),
        ("en", f"Upgrade Terraform to >= 1.{R.randint(5, 9)}.{R.randint(0, 5)} and the aws provider to ~> 5.{R.randint(30, 60)}"),
        ("de", f"Neue Version {semver()} verfügbar: Fehlerbehebungen und Leistungsverbesserungen."),
        ("ja", f"バージョン{a}.{b}.{c}.{d}にアップデートしてください。"),
        ("en", f"Build {a}.{b}.{c}.{d} of the PMS fixes the folio rounding bug."),
        ("en", f"Running on Python 3.{R.randint(8, 13)}.{R.randint(0, 9)}, Node v{R.randint(16, 22)}.{R.randint(0, 20)}.{R.randint(0, 9)}, Go 1.{R.randint(19, 23)}"),
        ("es", f"Versión {a}.{b}.{c}.{d} del cliente del juego ya disponible."),
        ("en", f"User-Agent: Mozilla/5.0 (Linux; Android 14) Chrome/{R.randint(110, 125)}.0.{R.randint(5000, 6500)}.{R.randint(10, 200)} Mobile"),
        ("zh", f"版本 {a}.{b}.{c}.{d} 已发布，修复了闪退问题。"),
        ("en", f"release-{semver()}-rc.{R.randint(1, 5)}+build.{R.randint(100, 999)}"),
    ])


def n_timestamp():
    ep = R.randint(1_690_000_000, 1_740_000_000)
    ms = str(ep) + dg(3)
    return pick([
        ("en", f"Last sync: {ts_iso()} (epoch {ep})"),
        ("en", f"created_at={ms} updated_at={int(ms) + R.randint(1000, 90000)}"),
        ("en", f"Backup finished at {rdate()} 03:{R.randint(0, 59):02d}:{R.randint(0, 59):02d} UTC, took 00:{R.randint(10, 59)}:{R.randint(10, 59)}"),
        ("de", f"Zeitstempel: {rdate_eu()} {rtime_s()} MEZ"),
        ("fr", f"Horodatage : {rdate()}T{rtime_s()}+01:00"),
        ("en", f"{rdate()} {rtime_s()},{dg(3)} INFO  scheduler - job nightly-report completed"),
        ("en", f"Date: {pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, {R.randint(1, 28)} {pick(MONTHS)} {R.randint(2023, 2025)} {rtime_s()} +0100"),
        ("ja", f"最終ログイン：{R.randint(2023, 2025)}年{R.randint(1, 12)}月{R.randint(1, 28)}日 {rtime()}"),
        ("en", f"exp: {ep}, nbf: {ep - 3600}"),
    ])


def n_duration():
    return pick([
        ("en", f"p95 latency {thousands(R.randint(1000, 9000))} ms; uptime {R.randint(10, 900)}d {rtime_s()}"),
        ("en", f"Speedrun PB {R.randint(1, 3)}:{R.randint(10, 59)}:{R.randint(10, 59)}.{dg(3)} — new world record pending verification"),
        ("es", f"Duración de la llamada: 00:{R.randint(10, 59)}:{R.randint(10, 59)}"),
        ("en", f"Average handle time {R.randint(3, 9)}m {R.randint(10, 59)}s, queue wait 00:0{R.randint(1, 9)}:{R.randint(10, 59)}"),
        ("en", f"timeout: PT{R.randint(1, 9)}H{R.randint(1, 59)}M; retry backoff 2^n × {R.randint(100, 900)} ms"),
        ("de", f"Die Wartung dauert ca. {R.randint(2, 6)} Std. {R.randint(10, 50)} Min. (ab {rtime()} Uhr)."),
        ("en", f"Session length {rtime_s()}, {R.randint(3, 40)} matches, K/D {R.randint(1, 3)}.{dg(2)}"),
    ])


def n_coords():
    spots = [("Eiffel Tower", 48.858370, 2.294481), ("Brandenburger Tor", 52.516275, 13.377704),
             ("Sydney Opera House", -33.856784, 151.215297), ("Colosseo", 41.890251, 12.492373),
             ("Sagrada Família", 41.403629, 2.174356), ("Shibuya Crossing", 35.659482, 139.700559),
             ("Cristo Redentor", -22.951916, -43.210487), ("Table Mountain", -33.962822, 18.409840)]
    name, la, lo = pick(spots)
    la += R.uniform(-0.002, 0.002)
    lo += R.uniform(-0.002, 0.002)
    return pick([
        ("en", f"Team offsite meeting point: {la:.6f}, {lo:.6f} ({name})"),
        ("de", f"Treffpunkt für die Spendenaktion: {la:.5f}, {lo:.5f} ({name})"),
        ("en", f"geo: lat={la:.4f}&lon={lo:.4f} — weather widget for {name}"),
        ("en", f"Spawn point X: {R.randint(-3000, 3000)} Y: {R.randint(40, 120)} Z: {R.randint(-3000, 3000)}"),
        ("es", f"Coordenadas del evento: {la:.5f}, {lo:.5f}"),
        ("en", f"Hotel shuttle pickup at {name} — GPS {abs(la):.4f}°{'N' if la > 0 else 'S'} {abs(lo):.4f}°{'E' if lo > 0 else 'W'}"),
    ])


def n_price():
    return pick([
        ("en", f"Room rate {price()} per night, city tax not included."),
        ("en", f"BTC/USDT {thousands(R.randint(30000, 90000))}.{dg(2)} (+{R.randint(0, 9)}.{dg(2)}%), 24h vol {R.randint(1, 9)}.{dg(2)}B"),
        ("de", f"Tarif 'Max 5G' — {R.randint(9, 59)},99 €/Monat, Anschlusspreis {price()}"),
        ("en", f"Retainer: {price()}; hourly rate ${R.randint(200, 700)}.00"),
        ("fr", f"Total TTC : {thousands(R.randint(10, 9999), ' ')},{dg(2)} €"),
        ("pt", f"Preço promocional: {price()} à vista"),
        ("en", f"Battle pass: 950 coins ≈ {price()}"),
        ("ja", f"料金：¥{thousands(R.randint(1000, 90000))}（税込）"),
    ])


def n_counts():
    return pick([
        ("en", f"We just passed {thousands(R.randint(1_000_000, 99_000_000))} registered players 🎉"),
        ("de", f"{thousands(R.randint(1_000_000, 20_000_000), '.')} Spieler online am Wochenende"),
        ("fr", f"{thousands(R.randint(100_000, 9_000_000), ' ')} utilisateurs actifs ce mois-ci"),
        ("en", f"Raised £{thousands(R.randint(100_000, 3_000_000))} from {thousands(R.randint(5000, 60000))} donors in {R.randint(2019, 2024)}"),
        ("en", f"nginx served {thousands(R.randint(10**8, 10**10))} requests; {thousands(R.randint(1000, 90000))} were 5xx"),
        ("en", f"Disk usage {thousands(R.randint(10**6, 10**9))} KiB of {thousands(R.randint(10**9, 4 * 10**9))} KiB"),
        ("es", f"{thousands(R.randint(10_000, 900_000), '.')} socios y {thousands(R.randint(100_000, 9_000_000), '.')} € recaudados"),
        ("en", f"Applicants this year: {thousands(R.randint(1000, 90000))}; hires: {R.randint(20, 400)}"),
        ("sv", f"Antal samtal igår: {thousands(R.randint(1000, 99999), ' ')}"),
    ])


def n_isbn():
    return pick([
        ("en", f"Onboarding reading list: 'Site Reliability Engineering', ISBN {isbn13()}"),
        ("en", f"Law library loan — ISBN {isbn13()}, return by {rdate()}"),
        ("de", f"Buchspende erhalten: ISBN {isbn10()} und ISBN {isbn13()}"),
        ("fr", f"Réf. ouvrage : ISBN {isbn13()}"),
        ("en", f"ISBN-10 {isbn10()} / ISBN-13 {isbn13()}"),
    ])


def n_part():
    return pick([
        ("en", f"P/N {dg(1)}{rs(1, UP)}-{dg(3)}-{dg(4)}-{rs(1, UP)} is back in stock"),
        ("en", f"Replacement fan FRU {dg(2)}{rs(2, UP)}{dg(3)} shipped to the DC"),
        ("de", f"Teilenummer {dg(4)}-{dg(4)}-{dg(2)}, Menge 4"),
        ("en", f"MPN: {dg(2)}{rs(1, UP)}{dg(4)} / Model KD-{R.randint(40, 85)}X{R.randint(80, 95)}{rs(1, UP)}"),
        ("en", f"Serial no. {rs(3, UP + DG)}-{dg(4)}-{dg(4)} (router, returned)"),
        ("es", f"Referencia de pieza {rs(2, UP)}-{dg(5)}-{dg(3)}"),
    ])


def n_hash():
    return pick([
        ("en", f"Build {hx(7)} ({rdate()}) deployed to prod"),
        ("en", f"Image: registry.internal/api@sha256:{hx(64)}"),
        ("en", f"commit {hx(40)}\nMerge pull request #{R.randint(100, 9999)} from acme/fix-oom"),
        ("en", f"SHA256 (app-release.apk) = {hx(64)}"),
        ("en", f"md5sum {hx(32)}  backup-{rdate()}.tar.gz"),
        ("en", f"HEAD is now at {hx(7)} fix: handle nil pointer in wallet sync"),
        ("en", f"\"integrity\": \"sha512-{rs(86, B64)}==\""),
        ("de", f"Prüfsumme (SHA-1): {hx(40)}"),
        ("en", f"git cherry-pick {hx(40)}"),
    ])


def n_invoice():
    return pick([
        ("en", f"Invoice INV-{R.randint(2022, 2025)}-{dg(6)} is due in 14 days."),
        ("de", f"Rechnung Nr. {R.randint(2022, 2025)}/{R.randint(1, 12):02d}/{dg(4)} — Betrag {price()}"),
        ("es", f"Factura F-{R.randint(2022, 2025)}-{dg(6)} emitida el {rdate_eu()}"),
        ("it", f"Fattura n. {R.randint(1, 999)}/{R.randint(2022, 2025)} del {rdate_eu()}"),
        ("pl", f"Faktura VAT nr FV/{R.randint(2022, 2025)}/{R.randint(1, 12):02d}/{dg(4)}"),
        ("pt", f"Nota fiscal nº {dg(3)}.{dg(3)}.{dg(3)}, série 1"),
        ("fr", f"Facture n° FAC-{R.randint(2022, 2025)}-{R.randint(1, 12):02d}-{dg(5)} — montant {R.randint(10, 99)},90 € TTC"),
        ("en", f"Folio {dg(7)}-{dg(2)} closed, balance 0.00"),
    ])


def n_hexcolor():
    c = lambda: "#" + hx(6).upper()
    return pick([
        ("en", f".btn-primary {{ background: {c()}; border-color: {c()}; }}"),
        ("en", f"brand palette: {c()} / {c()} / {c()}"),
        ("en", f"colors: {{ primary: '{c().lower()}', danger: '{c().lower()}' }}"),
        ("de", f"Bitte die Akzentfarbe auf {c()} ändern."),
        ("en", f"<div style=\"color:{c()};background:rgb({R.randint(0, 255)},{R.randint(0, 255)},{R.randint(0, 255)})\">"),
    ])


def n_uuid():
    u = uuid4()
    return pick([
        ("en", f"X-Request-ID: {u}"),
        ("en", f"Incident Identifier: {u.upper()}\nCrashReporter Key: {hx(40)}"),
        ("en", f"correlationId={u} status=COMPLETED"),
        ("en", f"Idempotency-Key: {u}"),
        ("en", f"trace_id={hx(32)} span_id={hx(16)}"),
        ("de", f"Vorgangs-ID {u} wurde archiviert."),
        ("en", f"subscription {u} / resource group rg-prod-weu"),
        ("en", f"Stripe event evt_{rs(24)} (type: invoice.paid)"),
    ])


def n_sku():
    return pick([
        ("en", f"SKU: TSH-{pick(['BLK', 'WHT', 'NVY'])}-{pick(['S', 'M', 'L', 'XL'])}-{dg(4)}"),
        ("en", f"EAN {ean13()} — 6 units"),
        ("en", f"UPC {upc_a()}"),
        ("en", f"ASIN B0{rs(8, UP + DG)}"),
        ("de", f"Artikelnummer {dg(3)}-{dg(4)}-{dg(2)}, EAN {ean13()}"),
        ("fr", f"Réf. produit {rs(3, UP)}-{dg(5)}"),
    ])


def n_luhnfail():
    L = pick([16, 16, 16, 15, 19, 13])
    prefix = pick(["4", "51", "54", "37", "6011", "35"])
    x = nonluhn(L, prefix)
    sizes = card_groups("amex" if L == 15 else "", L)
    xs = pick([x, grouped(x, sizes), grouped(x, sizes, "-")])
    return pick([
        ("en", f"Loyalty member no. {xs} — 1,240 points"),
        ("en", f"Gift voucher code {xs} (valid 12 months)"),
        ("en", f"Meter point reference {xs}"),
        ("de", f"Vorgangsnummer {xs}"),
        ("en", f"Parcel ID {xs} scanned at hub"),
        ("es", f"Número de referencia del trámite: {xs}"),
        ("en", f"Unit test: luhn_check(\"{x}\") == False"),
        ("fr", f"Numéro d'adhérent {xs}"),
    ])


def n_ibanfail():
    x = bad_iban()
    return pick([
        ("en", f"Validator test case — expect INVALID (bad checksum): {x}"),
        ("en", f"QA fixture: iban_invalid = \"{x}\""),
        ("de", f"Beispiel für eine ungültige Prüfziffer: {x}"),
        ("en", f"assert not is_valid_iban('{x}')"),
        ("fr", f"Jeu de test (IBAN erroné, clé incorrecte) : {x}"),
        ("en", f"Form rejected the test value {x} with 'checksum mismatch' — working as intended."),
    ])


def n_rf():
    r = rf_reference()
    return pick([
        ("de", f"Zahlungsreferenz {r} bitte im Verwendungszweck angeben."),
        ("en", f"Structured creditor reference (ISO 11649): {r}"),
        ("fi", f"Viitenumero {r}"),
        ("nl", f"Betalingskenmerk {r}"),
        ("en", f"Invoice payment reference {r}, due {rdate()}"),
    ])


def n_ssninvalid():
    x = bad_ssn()
    return pick([
        ("en", f"Validation rule: reject SSNs like {x} (never issued)."),
        ("en", f"Test fixture invalid_ssn: \"{x}\""),
        ("en", f"QA: the intake form accepted {x} — that should be blocked."),
        ("es", f"Número inválido de prueba: {x}"),
        ("en", f"expect(validateSSN('{x}')).toBe(false);"),
        ("en", f"Sample in the training deck (invalid by design): {x}"),
    ])


def n_placeholder_secret():
    vendor = pick(["STRIPE_SECRET_KEY", "GITHUB_TOKEN", "OPENAI_API_KEY", "SLACK_BOT_TOKEN",
                   "DB_PASSWORD", "AWS_SECRET_ACCESS_KEY", "SENDGRID_API_KEY", "HF_TOKEN", "NPM_TOKEN"])
    ph = pick(["<your-key-here>", "${" + vendor + "}", "{{ secrets." + vendor + " }}", "REPLACE_ME",
               "********", "[REDACTED]", "<redacted>", "TODO", "$(vault kv get -field=token secret/ci)",
               "your_api_key_here", "xxxxxxxxxxxxxxxx", "\"\"", "null"])
    return pick([
        ("en", f"{vendor}={ph}"),
        ("en", f"STRIPE_SECRET_KEY=sk_live_{'X' * 24}"),
        ("en", f"export GITHUB_TOKEN=ghp_{'x' * 36}"),
        ("en", "OPENAI_API_KEY=sk-...  # paste your key here"),
        ("en", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\nregion = us-east-1"),
        ("en", f"password: {'*' * R.randint(6, 14)}"),
        ("en", f"token: {{{{ secrets.{vendor} }}}}"),
        ("en", "Authorization: Bearer <token>"),
        ("en", "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----"),
        ("en", f"api_key: \"{ph}\""),
        ("en", "SLACK_BOT_TOKEN=xoxb-your-bot-token"),
        ("en", f"DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/{pick(['DBNAME', 'orders', 'app'])}"),
        ("de", f"Passwort: (steht im Passwortmanager, Eintrag '{pick(['Staging DB', 'PMS', 'CRM'])}')"),
        ("en", f"Set HF_TOKEN=hf_{'x' * 34} before running the notebook."),
        ("en", f"apiKey: process.env.{vendor}"),
        ("en", f"key = os.environ[\"{vendor}\"]"),
        ("es", f"contraseña: {ph}"),
        ("en", f"client_secret: \"{{{{ vault_client_secret }}}}\""),
    ])


def n_template_doc():
    host = pick(["api.example.com", "api.example.org", "sandbox.example.net", "example.com", "your-domain.tld"])
    return pick([
        ("en", f"curl https://{host}/v1/users -H \"Authorization: Bearer $TOKEN\""),
        ("en", "Dear {{donor.first_name}}, thank you for your gift of {{amount}} on {{date}}."),
        ("en", f"Send requests to https://{host}/api/v2?key=YOUR_API_KEY"),
        ("en", "Phone: +1 (XXX) XXX-XXXX"),
        ("en", "SSN: ___-__-____ (leave blank if not applicable)"),
        ("en", "Card number: •••• •••• •••• ••••"),
        ("de", "IBAN: DE__ ____ ____ ____ ____ __"),
        ("en", "Email: name@domain — replace before sending"),
        ("en", "ssh user@hostname -p 22"),
        ("en", f"jdbc:postgresql://<host>:<port>/<database> (see https://{host}/docs)"),
        ("en", "Server IP: x.x.x.x (fill in after provisioning)"),
        ("en", "Whitelist your office range, e.g. 192.168.x.x, in the admin panel."),
        ("fr", "Votre adresse e-mail : ____________@__________"),
        ("en", "Hi {{candidate_name}}, your interview is on {{interview_date}} at {{time}}."),
        ("es", "Teléfono: +34 XXX XX XX XX"),
        ("en", f"See https://{host}/docs/authentication for how to create an API key."),
        ("en", "Replace <ACCOUNT_ID> and <REGION> in arn:aws:iam::<ACCOUNT_ID>:role/deploy"),
    ])


def n_phone_like():
    return pick([
        ("en", f"Booking confirmation {dgnz(10)} (via partner portal)"),
        ("en", f"Case ID {dg(4)} {dg(3)} {dg(4)} escalated to tier 2"),
        ("en", f"HS code {dg(4)}.{dg(2)}.{dg(4)} for the replacement handsets"),
        ("en", f"Raffle draw: {' '.join(f'{x:02d}' for x in sorted(R.sample(range(1, 50), 6)))} + {R.randint(1, 10):02d}"),
        ("en", f"Batch {dg(3)}-{dg(3)}-{dg(4)} recalled by the manufacturer"),
        ("en", f"Amazon order 1{dg(2)}-{dg(7)}-{dg(7)}"),
        ("en", f"Policy no. {dg(2)}-{dg(4)}-{dg(4)}-{dg(2)}"),
        ("pl", f"NIP {dg(3)}-{dg(3)}-{dg(2)}-{dg(2)} (Sp. z o.o.)"),
        ("en", f"Meter reading: {dg(3)} {dg(3)} {dg(3)} kWh"),
        ("en", f"PNR {rs(6, UP)}, flight LH {R.randint(100, 2999)}, seat {R.randint(1, 40)}{pick('ABCDEF')}"),
        ("ja", f"注文番号：{dg(3)}-{dg(4)}-{dg(4)}"),
        ("en", f"DUNS {dg(2)}-{dg(3)}-{dg(4)}"),
        ("en", f"Tax ID (EIN) {dg(2)}-{dg(7)} — registered 501(c)(3) charity"),
        ("en", f"Routing number {aba_routing()} (public, printed on the donation form)"),
        ("fr", f"SIREN de l'association : {dg(3)} {dg(3)} {dg(3)}"),
        ("nl", f"KvK-nummer {dg(8)}"),
        ("de", f"USt-IdNr. DE{dg(9)}"),
        ("en", f"Reference {R.randint(2023, 2025)} {R.randint(1, 12):02d}{R.randint(1, 28):02d} {dg(4)}"),
        ("en", f"Estimated wait 00:0{R.randint(1, 9)}:{R.randint(10, 59)}, position {R.randint(2, 40)} in queue"),
        ("es", f"Expediente {dg(3)} {dg(3)} {dg(3)}"),
    ])


def n_ip_like():
    return pick([
        ("en", f"snmpwalk -v2c -c public core-sw1 1.3.6.1.2.1.2.2.1.{R.randint(2, 20)}"),
        ("en", f"Section {R.randint(1, 9)}.{R.randint(1, 9)}.{R.randint(1, 9)}.{R.randint(1, 9)} of the engagement letter covers fees."),
        ("de", f"Gemäß § {R.randint(1, 9)}.{R.randint(1, 9)}.{R.randint(1, 9)}.{R.randint(1, 9)} der AGB"),
        ("en", f"Figure {R.randint(1, 9)}.{R.randint(1, 20)}.{R.randint(1, 9)} shows the p99 trend."),
        ("en", f"OID {pick(['1.2.840.113549.1.1.11', '2.5.4.3', '1.3.6.1.5.5.7.3.1', '1.2.840.10045.2.1'])} (certificate extension)"),
        ("en", f"std::chrono::milliseconds({R.randint(100, 5000)}) — and Foo::Bar::baz() is deprecated"),
        ("en", f"Aspect ratio 16:9, timecode {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}:{R.randint(0, 24):02d}"),
        ("en", f"{rtime_s()}.{dg(3)} [main] DEBUG pool stats active=4 idle=12"),
        ("en", f"Score {R.randint(0, 5)}:{R.randint(0, 5)}, half-time {R.randint(0, 3)}:{R.randint(0, 3)}"),
        ("de", f"Termin am {rdate_eu()} um {rtime()} Uhr"),
        ("en", f"Version {R.randint(1, 20)}.{R.randint(0, 9)}.{R.randint(0, 9)}.{R.randint(0, 200)} of the firmware"),
        ("en", f"Downloaded {R.randint(1, 9)}.{R.randint(10, 99)}.{R.randint(100, 999)} MB so far"),
    ])


def n_crypto():
    return pick([
        ("en", f"Withdrawal confirmed. TxID 0x{hx(64)}, block {thousands(R.randint(18_000_000, 21_000_000))}"),
        ("en", f"BTC txid {hx(64)} — {R.randint(1, 6)} confirmations"),
        ("en", f"Token contract 0x{hx(40)} (ERC-20) — please double check the network before depositing"),
        ("en", f"Fees: 0.000{R.randint(1, 9)} BTC, min withdrawal 0.00{R.randint(1, 9)} BTC, spread 0.{R.randint(10, 30)}%"),
        ("en", f"Exchange order ID {nonluhn(18)} filled at {thousands(R.randint(30000, 90000))}.{dg(2)}"),
        ("en", f"Gas used {thousands(R.randint(21000, 300000))} at {R.randint(5, 90)}.{dg(1)} gwei"),
        ("es", f"Hash de la transacción: 0x{hx(64)}"),
        ("de", f"Blockhöhe {thousands(R.randint(800_000, 900_000), '.')}, Difficulty {R.randint(50, 99)}.{dg(2)} T"),
        ("en", f"Donation of shares: ISIN {isin()}, {R.randint(5, 200)} units"),
        ("en", f"Counterparty LEI {lei()} (regulatory reporting)"),
    ])


def n_hotel():
    return pick([
        ("en", f"Room {R.randint(1, 14)}{R.randint(1, 40):02d}, rate code BAR-FLEX, {price()}, check-in 15:00, check-out 11:00"),
        ("en", f"Breakfast 06:30–10:30; late checkout until 14:00 for €{R.randint(20, 60)}"),
        ("en", f"Housekeeping: floors 3–7 done by {rtime()}; {R.randint(2, 20)} rooms out of order"),
        ("fr", f"Chambre {R.randint(1, 9)}{R.randint(1, 40):02d} : minibar 2 × 4,50 €, taxe de séjour {R.randint(1, 4)},{dg(2)} €"),
        ("en", f"Card on file: VISA •••• {dg(4)} (tokenized)"),
        ("de", f"Reservierung {dg(4)}-{dg(2)}-{dg(3)}: Anreise {rdate_eu()}, 2 Nächte, Zimmerkategorie Superior"),
        ("es", f"Habitación {R.randint(1, 9)}{R.randint(1, 40):02d}: salida a las {rtime()}, desayuno incluido"),
        ("en", f"Occupancy {R.randint(60, 99)}.{dg(1)}%, ADR {price()}, RevPAR {price()}"),
    ])


def n_telecom():
    return pick([
        ("en", f"Data used this cycle: {R.randint(1, 49)}.{dg(2)} GB of 50 GB; resets {rdate()} 00:00 UTC"),
        ("en", f"Speedtest: {R.randint(50, 900)}.{dg(2)} Mbps down / {R.randint(10, 99)}.{dg(2)} up, ping {R.randint(5, 40)} ms"),
        ("en", f"Band 20 (800 MHz), EARFCN {R.randint(6150, 6449)}, PCI {R.randint(0, 503)}, RSRP -{R.randint(70, 120)} dBm"),
        ("de", f"Tarifwechsel zum {rdate_eu()} möglich, Mindestlaufzeit 24 Monate"),
        ("en", f"APN internet.operator.net, MCC {R.randint(200, 750)}, MNC {R.randint(1, 99):02d}"),
        ("en", f"Outage INC{dg(7)} affecting {R.randint(3, 90)} cell sites since {rtime()}"),
        ("tr", f"Paket: {R.randint(10, 50)} GB, {R.randint(1000, 3000)} dk, aylık {R.randint(150, 600)},{dg(2)} TL"),
        ("en", "eSIM activation code format: LPA:1$rsp.example.net$XXXX-XXXX-XXXX"),
        ("pt", f"Plano controle {R.randint(10, 50)} GB por R$ {R.randint(39, 120)},90/mês"),
    ])


def n_law():
    yy = R.randint(19, 25)
    return pick([
        ("en", f"Case No. {R.randint(1, 4)}:{yy}-cv-{dg(5)}-{rs(3, UP)}"),
        ("de", f"Az. {R.randint(1, 40)} O {dg(3)}/{yy}"),
        ("it", f"RG n. {dg(4)}/20{yy}"),
        ("fr", f"N° RG {yy}/{dg(5)} — audience du {rdate_eu()}"),
        ("en", "42 U.S.C. § 1983; Fed. R. Civ. P. 12(b)(6)"),
        ("en", f"Filing deadline {rdate()} 17:00 PT; hearing at 09:30 in Courtroom {R.randint(1, 20)}{pick('ABCD')}"),
        ("de", "Art. 82 Abs. 1 DSGVO i.V.m. § 823 Abs. 1 BGB"),
        ("en", f"Docket entry {R.randint(10, 400)}, filed {rdate()}, {R.randint(2, 90)} pages"),
        ("es", f"Procedimiento ordinario {dg(3)}/20{yy}, Juzgado de Primera Instancia n.º {R.randint(1, 90)}"),
    ])


def n_recruit():
    return pick([
        ("en", f"Job ref REQ-{dg(5)}, salary band €{R.randint(40, 80)}.000–€{R.randint(81, 120)}.000, 30 days PTO"),
        ("en", f"Pipeline: {thousands(R.randint(300, 5000))} applicants, {R.randint(50, 300)} screened, {R.randint(5, 49)} interviewed"),
        ("en", f"Interview slot {pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {rtime()}–{rtime()} CET"),
        ("en", f"Stack: Go 1.{R.randint(19, 23)}, Kubernetes 1.{R.randint(26, 30)}, PostgreSQL {R.randint(13, 17)}.{R.randint(0, 5)}"),
        ("en", "Certifications required: ISO 27001:2022 Lead Auditor, AWS SAA-C03"),
        ("de", f"Stellenangebot Nr. {R.randint(2022, 2025)}-{dg(4)}, Vollzeit, 40 Std./Woche"),
        ("fr", f"Offre n° {yy2()}-{dg(3)} — CDI — {R.randint(35, 80)} 000 € brut annuel"),
        ("nl", f"Vacature {dg(6)}: 32–40 uur, salaris € {R.randint(3, 6)}.{dg(3)} bruto per maand"),
    ])


def yy2():
    return str(R.randint(22, 25))


def n_charity():
    return pick([
        ("en", f"Registered Charity No. {R.randint(200000, 1199999)}"),
        ("en", f"Gift Aid ref GA-{R.randint(2019, 2025)}-{dg(5)}"),
        ("en", f"Campaign code XMAS{R.randint(19, 25)}-DM-{pick('ABC')}, appeal A{R.randint(19, 25)}/{dg(3)}"),
        ("en", "Our bank details are on the donate page (IBAN format: GB00 XXXX 0000 0000 0000 00)."),
        ("es", f"Campaña {R.randint(2019, 2025)}: {thousands(R.randint(1000, 90000), '.')} socios, {thousands(R.randint(10000, 9000000), '.')} € recaudados"),
        ("de", f"Spendenquittung Nr. {R.randint(2020, 2025)}-{dg(5)} — Sammelbestätigung"),
        ("en", f"Matched giving: every £1 doubled up to £{thousands(R.randint(10000, 500000))} until {rdate()}"),
    ])


def n_devops():
    pod = f"{pick(['api', 'worker', 'gateway'])}-{hx(9)}-{rs(5, LO + DG)}"
    return pick([
        ("en", f"$ kubectl get pods -n prod\nNAME   READY   STATUS   RESTARTS   AGE\n{pod}   1/1   Running   0   {R.randint(1, 9)}d{R.randint(1, 23)}h"),
        ("en", f"Plan: {R.randint(0, 9)} to add, {R.randint(0, 9)} to change, {R.randint(0, 3)} to destroy."),
        ("en", f"aws_instance.web: Creation complete after {R.randint(10, 90)}s [id=i-0{hx(16)}]"),
        ("en", f"arn:aws:iam::{dg(12)}:role/deploy-ci"),
        ("en", f"http_requests_total{{code=\"500\",pod=\"{pod}\"}} {R.randint(1, 9)}.{dg(3)}e+0{R.randint(3, 6)}"),
        ("en", f"{rtime()} UTC p99 latency {thousands(R.randint(1000, 5000))} ms → rollback to v3.{R.randint(10, 30)}.{R.randint(0, 9)} at {rtime()}"),
        ("en", f"Back-off pulling image \"registry.internal/api:{semver()}\" (ImagePullBackOff)"),
        ("en", f"OOMKilled: container used {thousands(R.randint(1_000_000, 4_000_000))} KiB of {thousands(R.randint(1_000_000, 4_000_000))} KiB limit"),
        ("en", f"helm upgrade --install api ./chart --version {semver()} --set replicaCount={R.randint(2, 12)}"),
        ("en", f"git clone git@github.com:acme/{pick(['payments', 'infra-live', 'helm-charts', 'kyc-service'])}.git"),
        ("en", f"Listening on :{R.randint(3000, 9999)} (pid {R.randint(1000, 99999)})"),
        ("en", f"npm install @angular/core@{R.randint(14, 18)}.{R.randint(0, 3)}.{R.randint(0, 12)} lodash@4.17.{R.randint(10, 21)}"),
        ("en", f"@app.route('/health')\ndef health():\n    return {{'status': 'ok', 'uptime': {R.randint(100, 99999)}}}"),
        ("en", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(43, B64)} deploy-bot"),
        ("ru", f"Инцидент {dg(5)}: откат на версию {semver()} завершён в {rtime()}"),
    ])


def n_crash():
    return pick([
        ("en", f"Incident Identifier: {uuid4().upper()}\nHardware Model: iPhone{R.randint(12, 16)},{R.randint(1, 5)}\nOS Version: iPhone OS 17.{R.randint(0, 6)}.{R.randint(0, 2)} (21E{R.randint(200, 260)})\nException Type: EXC_BAD_ACCESS (SIGSEGV)\nException Codes: KERN_INVALID_ADDRESS at 0x{hx(16)}"),
        ("en", f"FATAL EXCEPTION: main\nProcess: com.pixelforge.arena, PID: {R.randint(1000, 32000)}\njava.lang.NullPointerException\n\tat com.pixelforge.arena.ui.ShopFragment.onViewCreated(ShopFragment.kt:{R.randint(20, 400)})"),
        ("en", f"Thread {R.randint(1, 9)} Crashed:\n0   libsystem_kernel.dylib   0x{hx(16)} __pthread_kill + 8\n1   libsystem_pthread.dylib  0x{hx(16)} pthread_kill + 268"),
        ("en", f"Crash-free users {R.randint(95, 99)}.{dg(2)}% ({thousands(R.randint(10000, 3000000))} sessions)"),
        ("en", f"versionCode {R.randint(30000, 49999)} / versionName {semver()}"),
        ("en", f"Memory warning: {R.randint(1, 5)}.{dg(2)} GB used of {R.randint(4, 8)}.{dg(1)} GB"),
        ("de", f"Absturz in Version {semver()} (Build {R.randint(1000, 9999)}) auf Pixel {R.randint(6, 9)}"),
        ("en", f"Caused by: java.lang.IndexOutOfBoundsException: Index: {R.randint(5, 99)}, Size: {R.randint(0, 4)}"),
    ])


def n_game():
    return pick([
        ("en", f"GG! Match ID {nonluhn(13)} — ranked, MMR now {thousands(R.randint(1000, 5000))}"),
        ("en", f"World seed: {pick(['-', ''])}{nonluhn(R.randint(17, 19))}"),
        ("en", f"[{rtime_s()}] [Server thread/INFO]: Done ({R.randint(1, 9)}.{dg(3)}s)! For help, type \"help\""),
        ("en", f"Item #ITM-00{dg(4)} 'Frostbite Axe' drops at 0.{R.randint(10, 99)}% — {thousands(R.randint(500, 9000))} gold"),
        ("en", f"Lobby code: {rs(3, UP)}-{dg(4)}"),
        ("en", f"Leaderboard: 1) {thousands(R.randint(40000, 50000))} pts 2) {thousands(R.randint(30000, 39999))} pts 3) {thousands(R.randint(20000, 29999))} pts"),
        ("pt", f"Temporada {R.randint(1, 30)}: {thousands(R.randint(10000, 99999), '.')} jogadores no ranqueado"),
        ("es", f"Parche {semver()}: el daño del arco baja un {R.randint(2, 15)}%"),
        ("ko", f"시즌 {R.randint(1, 30)} 보상 지급 완료 ({R.randint(1, 12)}월 {R.randint(1, 28)}일 {rtime()})"),
    ])


def n_pubkey():
    return pick([
        ("en", f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{rs(340, B64)} ci-runner"),
        ("en", pem_wrap("PUBLIC KEY", bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64))),
        ("en", pem_wrap("CERTIFICATE", bytes.fromhex("308203") + rbytes(R.randint(300, 600)))),
        ("en", f"# public key: age1{rs(58, BECH32)}"),
        ("de", "Öffentlicher Schlüssel für den Deploy-Zugang:\n" + f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(43, B64)} deploy"),
    ])


def n_base64_data():
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(R.randint(60, 120))).decode()
    pdf = base64.b64encode(b"%PDF-1.7\n%" + rbytes(R.randint(60, 120))).decode()
    return pick([
        ("en", f"<img src=\"data:image/png;base64,{png}\" alt=\"logo\">"),
        ("en", f"Content-Type: application/pdf\nContent-Transfer-Encoding: base64\n\n{pdf}"),
        ("en", f"\"avatar\": \"data:image/png;base64,{png}\""),
    ])


def n_masked():
    return pick([
        ("en", f"Card ending in {dg(4)} was charged {price()}"),
        ("en", f"SSN on file: ***-**-{dg(4)}"),
        ("de", f"IBAN DE** **** **** **** **{dg(2)} {dg(2)}"),
        ("en", f"Phone +49 ••• ••• {dg(4)} verified"),
        ("en", "email j***@g****.com (masked in logs)"),
        ("en", f"\"pan\": \"{dg(6)}******{dg(4)}\", \"brand\": \"visa\""),
        ("fr", f"Carte •••• {dg(4)} expirée"),
        ("en", f"token=****{hx(4)} (truncated)"),
    ])


def n_misc_numbers():
    return pick([
        ("en", "Avogadro constant 6.02214076e23 mol⁻¹"),
        ("en", f"pi ≈ 3.14159265358979, e ≈ 2.71828182845904, sample {R.random():.12f}"),
        ("en", f"Screen {R.randint(5, 7)}.{R.randint(1, 9)}\" {R.randint(1000, 3000)}×{R.randint(700, 1500)}, {R.randint(60, 144)} Hz"),
        ("en", f"Parcel {R.randint(10, 60)} x {R.randint(10, 40)} x {R.randint(5, 30)} cm, {R.randint(1, 20)}.{dg(1)} kg"),
        ("en", f"Valid {rdate()} – {rdate()}; pages {R.randint(10, 200)}–{R.randint(201, 400)}"),
        ("de", f"Messwert {R.randint(1, 999)},{dg(3)} mg/l bei {R.randint(10, 30)},{dg(1)} °C"),
        ("en", f"float epsilon 2.220446049250313e-16; INT_MAX {thousands(2147483647)}"),
        ("en", f"Resolution {pick(['1920x1080', '2560x1440', '3840x2160'])} @ {pick(['60', '120', '144'])} Hz"),
    ])


NEG_GENERATORS = [n_order, n_tracking, n_version, n_timestamp, n_duration, n_coords, n_price,
                  n_counts, n_isbn, n_part, n_hash, n_invoice, n_hexcolor, n_uuid, n_sku,
                  n_luhnfail, n_ibanfail, n_rf, n_ssninvalid, n_placeholder_secret,
                  n_template_doc, n_phone_like, n_ip_like, n_crypto, n_hotel, n_telecom, n_law,
                  n_recruit, n_charity, n_devops, n_crash, n_game, n_pubkey, n_base64_data,
                  n_masked, n_misc_numbers]
# harder categories get extra weight in the round-robin
NEG_WEIGHTS = {n_luhnfail: 3, n_ibanfail: 3, n_ssninvalid: 3, n_placeholder_secret: 3,
               n_phone_like: 3, n_ip_like: 2, n_crypto: 2, n_hash: 2, n_template_doc: 2,
               n_version: 2, n_rf: 1, n_uuid: 2, n_devops: 2}


# ================================================================== builders
LANG_STATS = {}


def _note_lang(kind, lang):
    d = LANG_STATS.setdefault(kind, {"en": 0, "other": 0})
    d["en" if lang in ("en", "code") else "other"] += 1


def bic_for(cc):
    return f"{rs(4, UP)}{cc}{rs(2, UP + DG)}{pick(['', 'XXX', ''])}"


_IBAN_CYCLE = []


def next_iban_country():
    if not _IBAN_CYCLE:
        lst = list(IBAN_SPECS)
        R.shuffle(lst)
        _IBAN_CYCLE.extend(lst)
    return _IBAN_CYCLE.pop()


def gen_ssn_value():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        g, s = R.randint(1, 99), R.randint(1, 9999)
        if (a, g, s) in ((78, 5, 1120), (219, 9, 9999), (123, 45, 6789)):
            continue
        sep = wpick([("-", 60), (" ", 15), ("", 25)])
        return f"{a:03d}{sep}{g:02d}{sep}{s:04d}"


EN_SHARE = 0.64


def pick_tpl(tpls):
    en = [t for t in tpls if t[0] == "en"]
    other = [t for t in tpls if t[0] != "en"]
    if en and (not other or chance(EN_SHARE)):
        return pick(en)
    return pick(other)


def make_positive(ptype):
    F = fillers()
    if ptype == "email":
        lang, tpl = pick_tpl(EMAIL_T)
        v = gen_email()
    elif ptype == "phone":
        lang, tpl = pick_tpl(PHONE_T)
        v = gen_phone(lang)
    elif ptype == "credit_card":
        lang, tpl = pick_tpl(CARD_T)
        brand = pick(LANG_BRANDS[lang]) if (lang in LANG_BRANDS and chance(0.6)) else None
        brand, num = gen_card(brand)
        v = fmt_card(brand, num)
    elif ptype == "us_ssn":
        lang, tpl = pick_tpl(SSN_T)
        v = gen_ssn_value()
    elif ptype == "iban":
        lang, tpl = pick_tpl(IBAN_T)
        if lang in LANG_IBAN and chance(0.85):
            cc = pick(LANG_IBAN[lang])
        else:
            cc = next_iban_country()
        v = fmt_iban(gen_iban(cc))
        F["BIC"] = bic_for(cc)
    elif ptype == "ip_address":
        v6 = chance(0.35)
        pool = IP_T + IP6_ONLY_T if v6 else IP_T
        lang, tpl = pick_tpl(pool)
        if v6:
            v = gen_ipv6()
            while v.lower().startswith("fe80") and (lang, tpl) not in IP6_ONLY_T:
                v = gen_ipv6()
        else:
            internal = any(m in tpl for m in INTERNAL_MARKERS)
            v = gen_ipv4_private() if chance(0.8 if internal else 0.15) else gen_ipv4_public()
        F["VP"] = f"[{v}]" if ":" in v else v
        F["RR"] = "AAAA" if ":" in v else "A"
        F["IPT"] = "ip6tables" if ":" in v else "iptables"
    elif ptype == "secret":
        lang, text, v = gen_secret_row()
        return lang, text, v
    else:
        raise ValueError(ptype)
    F["V"] = v
    return lang, fill(tpl, F), v


def value_valid(ptype, v):
    if ptype == "email":
        return re.fullmatch(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}", v) is not None
    if ptype == "phone":
        return phone_ok(v)
    if ptype == "credit_card":
        d = re.sub(r"[ .\-]", "", v)
        return (d.isdigit() and 12 <= len(d) <= 19 and luhn_ok(d) and card_brand_of(d) is not None
                and re.fullmatch(r"\d+(?:[ .\-]\d+)*", v) is not None)
    if ptype == "us_ssn":
        return ssn_ok(v)
    if ptype == "iban":
        return iban_ok(v)
    if ptype == "ip_address":
        try:
            ipaddress.ip_address(v)
            return True
        except ValueError:
            return False
    if ptype == "secret":
        return secret_ok(v)
    return False


def positive_problems(ptype, text, v):
    probs = []
    if not value_valid(ptype, v):
        probs.append("invalid value")
    cnt = text.count(v)
    if cnt != 1:
        probs.append(f"value occurs {cnt} times")
        return probs
    s = text.index(v)
    bad = stray_findings(text, (s, s + len(v)))
    if bad:
        probs.append(f"stray findings {bad[:3]}")
    return probs


def build_positives(seen):
    rows = []
    for ptype in POS_TYPES:
        n, tries = 0, 0
        while n < N_PER_TYPE:
            tries += 1
            if tries > 50 * N_PER_TYPE:
                raise RuntimeError(f"cannot build {ptype}")
            lang, text, v = make_positive(ptype)
            if text in seen or positive_problems(ptype, text, v):
                continue
            seen.add(text)
            rows.append({"source": SOURCE, "type": ptype, "value": v, "text": text})
            _note_lang(ptype, lang)
            n += 1
    return rows


def build_negatives(seen):
    order = []
    for g in NEG_GENERATORS:
        order += [g] * NEG_WEIGHTS.get(g, 1)
    rows, k, fails = [], 0, 0
    while len(rows) < N_NEG:
        g = order[k % len(order)]
        k += 1
        for _ in range(40):
            lang, text = g()
            if text in seen or stray_findings(text):
                fails += 1
                continue
            seen.add(text)
            rows.append({"source": SOURCE, "type": "negative", "value": "", "text": text})
            _note_lang("negative", lang)
            break
        if k > 20 * N_NEG:
            raise RuntimeError("cannot build negatives")
    return rows


def _ctx_for(ctx_list, lang):
    if lang == "code":
        cands = [c for c in ctx_list if c[0] == "code"]
    elif lang:
        cands = [c for c in ctx_list if c[0] == lang] or [c for c in ctx_list if c[0] == "en"]
    else:
        cands = [c for c in ctx_list if c[0] != "code"]
    return pick(cands)


def build_disguised(seen):
    rows = []
    # ---- e-mail
    names = [d[0] for d in EMAIL_DISGUISES]
    cycle = []
    while len(rows) < N_DISGUISED:
        if not cycle:
            cycle = names[:]
            R.shuffle(cycle)
        name = cycle.pop()
        _n, plang, fn = next(d for d in EMAIL_DISGUISES if d[0] == name)
        for _ in range(50):
            e = gen_email().lower()
            d = fn(e)
            if d is None or e in d:
                continue
            lang, ctx = _ctx_for(EMAIL_DCTX, plang)
            F = fillers()
            F["D"] = d
            text = fill(ctx, F)
            if (text in seen or e in text or not email_disguise_decodes(text, e)
                    or stray_findings(text, skip_kinds=("email",))):
                continue
            seen.add(text)
            rows.append({"source": SOURCE, "type": "email", "disguise": name, "value": e, "text": text})
            _note_lang("disguised_email", lang)
            break
        else:
            raise RuntimeError(f"email disguise {name} failed")
    # ---- cards
    cycle, n = [], 0
    while n < N_DISGUISED:
        if not cycle:
            cycle = CARD_DISGUISES[:]
            R.shuffle(cycle)
        name = cycle.pop()
        for _ in range(80):
            brand, num = gen_card()
            if name == "letters_for_digits" and sum(c in "01" for c in num) < 2:
                continue
            groups = split_sizes(num, card_groups(brand, len(num)))
            d = _card_disguise(name, num, groups)
            lang, ctx = _ctx_for(CARD_DCTX, card_disguise_lang(name))
            F = fillers()
            F["D"] = d
            text = fill(ctx, F)
            if (text in seen or any(f in text for f in standard_card_forms(num))
                    or num not in decode_card_text(text, name)
                    or stray_findings(text, skip_kinds=("credit_card",))):
                continue
            seen.add(text)
            rows.append({"source": SOURCE, "type": "credit_card", "disguise": name, "value": num, "text": text})
            _note_lang("disguised_card", lang)
            n += 1
            break
        else:
            raise RuntimeError(f"card disguise {name} failed")
    return rows


# ================================================================== verify
def verify(path):
    errors = []
    counts = {}
    disg = {}
    texts = set()
    n_lines = 0
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            n_lines += 1
            try:
                row = json.loads(line)
            except json.JSONDecodeError as ex:
                errors.append(f"line {ln}: bad json {ex}")
                continue
            t, text, v = row.get("type"), row.get("text"), row.get("value")
            if row.get("source") != SOURCE:
                errors.append(f"line {ln}: bad source")
            if not isinstance(text, str) or not text:
                errors.append(f"line {ln}: empty text")
                continue
            if text in texts:
                errors.append(f"line {ln}: duplicate text")
            texts.add(text)
            if "disguise" in row:
                key = f"disguised_{t}"
                counts[key] = counts.get(key, 0) + 1
                disg[row["disguise"]] = disg.get(row["disguise"], 0) + 1
                if set(row) != {"source", "type", "disguise", "value", "text"}:
                    errors.append(f"line {ln}: bad keys {sorted(row)}")
                if not row["disguise"]:
                    errors.append(f"line {ln}: empty disguise name")
                if v in text:
                    errors.append(f"line {ln}: canonical value visible in disguised text")
                if t == "email":
                    if not value_valid("email", v):
                        errors.append(f"line {ln}: bad canonical email")
                    if not email_disguise_decodes(text, v):
                        errors.append(f"line {ln}: email disguise does not decode")
                    if stray_findings(text, skip_kinds=("email",)):
                        errors.append(f"line {ln}: stray PII in disguised email row")
                elif t == "credit_card":
                    if not (v.isdigit() and luhn_ok(v) and card_brand_of(v)):
                        errors.append(f"line {ln}: bad canonical card")
                    if any(f in text for f in standard_card_forms(v)):
                        errors.append(f"line {ln}: plain card form visible")
                    if v not in decode_card_text(text, row["disguise"]):
                        errors.append(f"line {ln}: card disguise does not decode")
                    if stray_findings(text, skip_kinds=("credit_card",)):
                        errors.append(f"line {ln}: stray PII in disguised card row")
                else:
                    errors.append(f"line {ln}: bad disguised type {t}")
                continue
            if set(row) != {"source", "type", "value", "text"}:
                errors.append(f"line {ln}: bad keys {sorted(row)}")
            counts[t] = counts.get(t, 0) + 1
            if t == "negative":
                if v != "":
                    errors.append(f"line {ln}: negative with value")
                bad = stray_findings(text)
                if bad:
                    errors.append(f"line {ln}: negative contains {bad[:2]}")
                continue
            if t not in POS_TYPES:
                errors.append(f"line {ln}: unknown type {t}")
                continue
            if v not in text:
                errors.append(f"line {ln}: value not verbatim in text")
                continue
            for p in positive_problems(t, text, v):
                errors.append(f"line {ln} ({t}): {p}")
            # explicit rule checks (belt and braces)
            if t == "credit_card" and not luhn_ok(re.sub(r"\D", "", v)):
                errors.append(f"line {ln}: card fails Luhn")
            if t == "iban":
                c = iban_compact(v)
                if mod97(c[4:] + c[:4]) != 1:
                    errors.append(f"line {ln}: IBAN fails mod-97")
            if t == "us_ssn":
                d = re.sub(r"\D", "", v)
                if (len(d) != 9 or d[:3] in ("000", "666") or d[0] == "9" or d[3:5] == "00"
                        or d[5:] == "0000"):
                    errors.append(f"line {ln}: SSN rule violation")
    expected = {t: N_PER_TYPE for t in POS_TYPES}
    expected["negative"] = N_NEG
    expected["disguised_email"] = N_DISGUISED
    expected["disguised_credit_card"] = N_DISGUISED
    for k, n in expected.items():
        if counts.get(k, 0) != n:
            errors.append(f"count mismatch for {k}: {counts.get(k, 0)} != {n}")
    for k in counts:
        if k not in expected:
            errors.append(f"unexpected type {k}")
    return n_lines, counts, disg, errors


def main():
    seen = set()
    rows = build_positives(seen) + build_negatives(seen) + build_disguised(seen)
    R.shuffle(rows)
    with open(OUT_PATH, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_lines, counts, disg, errors = verify(OUT_PATH)
    print(f"wrote {OUT_PATH}")
    print(f"lines: {n_lines}")
    for k in POS_TYPES + ["negative", "disguised_email", "disguised_credit_card"]:
        print(f"  {k:24s} {counts.get(k, 0)}")
    print(f"distinct disguise names: {len(disg)}")
    tot_en = sum(d['en'] for d in LANG_STATS.values())
    tot_other = sum(d['other'] for d in LANG_STATS.values())
    print(f"non-English texts: {tot_other}/{tot_en + tot_other} ({100.0 * tot_other / (tot_en + tot_other):.1f}%)")
    for k, d in LANG_STATS.items():
        print(f"    {k:22s} non-English {d['other']}/{d['en'] + d['other']}")
    if errors:
        print(f"VERIFICATION FAILED: {len(errors)} problem(s)")
        for e in errors[:50]:
            print("  -", e)
        sys.exit(1)
    print("VERIFICATION OK")


if __name__ == "__main__":
    main()
