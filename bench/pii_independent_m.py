#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""pii-indep-m: independent evaluation corpus for a PII / secrets detector.

Standard library only, one fixed-seed random.Random, deterministic.
Writes corpora/pii-independent/indep-m.jsonl beside this script and prints per-type counts to stderr.
"""
import base64
import ipaddress
import json
import os
import random
import re
import string
import sys
import unicodedata

SEED = 73052911
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "corpora", "pii-independent", "indep-m.jsonl")
SOURCE = "pii-indep-m"

UPPER_ALNUM = string.ascii_uppercase + string.digits
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def ch(seq):
    return R.choice(seq)


def digits(n):
    return "".join(str(R.randrange(10)) for _ in range(n))


def rstr(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def ascii_fold(s):
    s = s.replace("ł", "l").replace("Ł", "L").replace("ı", "i").replace("ø", "o")
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^A-Za-z0-9]", "", s)


# ---------------------------------------------------------------- Luhn / cards
def luhn_ok(d):
    total = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def luhn_fill(prefix, length):
    body = prefix + digits(length - len(prefix) - 1)
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def luhn_break(d):
    """Return d unchanged if it already fails Luhn, else alter the last digit."""
    if not luhn_ok(d):
        return d
    return d[:-1] + str((int(d[-1]) + R.randint(1, 9)) % 10)


def _mc():
    return str(R.randint(51, 55)) if R.random() < 0.65 else str(R.randint(2221, 2720))


CARD_BRANDS = [
    ("Visa", 34, lambda: "4", [16] * 9 + [13, 19]),
    ("Mastercard", 24, _mc, [16]),
    ("American Express", 12, lambda: ch(["34", "37"]), [15]),
    ("Discover", 8, lambda: ch(["6011", "65", str(R.randint(644, 649))]), [16]),
    ("JCB", 6, lambda: str(R.randint(3528, 3589)), [16]),
    ("Diners Club", 5, lambda: ch(["36", "38", "30" + str(R.randint(0, 5))]), [14]),
    ("UnionPay", 6, lambda: "62" + str(R.randint(0, 9)), [16, 16, 16, 19]),
    ("Maestro", 5, lambda: ch(["5018", "5020", "5038", "6304", "6759", "6761"]), [16, 16, 19]),
]


def card_number(brand_name=None):
    if brand_name:
        b = [x for x in CARD_BRANDS if x[0] == brand_name][0]
    else:
        b = R.choices(CARD_BRANDS, weights=[x[1] for x in CARD_BRANDS])[0]
    return b[0], luhn_fill(b[2](), ch(b[3]))


def group(num, sizes, sep):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    if i < len(num):
        out.append(num[i:])
    return sep.join(p for p in out if p)


def card_sizes(n):
    if n == 15:
        return [4, 6, 5]
    if n == 14:
        return [4, 6, 4]
    if n == 13:
        return [4, 4, 5]
    return [4, 4, 4, 4, n - 16] if n > 16 else [4, 4, 4, 4]


def card_format(num, style=None):
    style = style or R.choices(["space", "dash", "plain"], [45, 25, 30])[0]
    if style == "plain":
        return num
    return group(num, card_sizes(len(num)), " " if style == "space" else "-")


def card_brand_ok(d):
    n = len(d)
    checks = [
        (d[0] == "4", (13, 16, 19)),
        (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720, (16,)),
        (d[:2] in ("34", "37"), (15,)),
        (d.startswith("6011") or d.startswith("65") or 644 <= int(d[:3]) <= 649, (16,)),
        (3528 <= int(d[:4]) <= 3589, (16,)),
        (d[:2] in ("36", "38") or 300 <= int(d[:3]) <= 305, (14,)),
        (d.startswith("62"), (16, 17, 18, 19)),
        (d[:4] in ("5018", "5020", "5038", "6304", "6759", "6761"), (16, 19)),
    ]
    return any(ok and n in lens for ok, lens in checks)


# ---------------------------------------------------------------- SSN
def ssn_parts():
    a = 666
    while a == 666:
        a = R.randint(1, 899)
    return "%03d" % a, "%02d" % R.randint(1, 99), "%04d" % R.randint(1, 9999)


def ssn_format(p, style=None):
    style = style or R.choices(["dash", "space", "plain"], [70, 15, 15])[0]
    return {"dash": "-".join(p), "space": " ".join(p), "plain": "".join(p)}[style]


def ssn_valid(s):
    d = re.sub(r"[ -]", "", s)
    if not re.fullmatch(r"\d{9}", d):
        return False
    a, g, sr = d[:3], d[3:5], d[5:]
    return a not in ("000", "666") and a[0] != "9" and g != "00" and sr != "0000"


# ---------------------------------------------------------------- IBAN
IBAN_SPECS = {
    "AD": (24, "4n4n12c"), "AE": (23, "3n16n"), "AL": (28, "8n16c"), "AT": (20, "5n11n"),
    "AZ": (28, "4a20c"), "BA": (20, "3n3n8n2n"), "BE": (16, "3n7n2n"), "BG": (22, "4a4n2n8c"),
    "BH": (22, "4a14c"), "BR": (29, "8n5n10n1a1c"), "CH": (21, "5n12c"), "CR": (22, "4n14n"),
    "CY": (28, "3n5n16c"), "CZ": (24, "4n6n10n"), "DE": (22, "8n10n"), "DK": (18, "4n9n1n"),
    "EE": (20, "2n2n11n1n"), "ES": (24, "4n4n1n1n10n"), "FI": (18, "3n11n"), "FO": (18, "4n9n1n"),
    "FR": (27, "5n5n11c2n"), "GB": (22, "4a6n8n"), "GE": (22, "2a16n"), "GI": (23, "4a15c"),
    "GR": (27, "3n4n16c"), "HR": (21, "7n10n"), "HU": (28, "3n4n1n15n1n"), "IE": (22, "4a6n8n"),
    "IL": (23, "3n3n13n"), "IS": (26, "4n2n6n10n"), "IT": (27, "1a5n5n12c"), "JO": (30, "4a4n18c"),
    "KW": (30, "4a22c"), "KZ": (20, "3n13c"), "LB": (28, "4n20c"), "LI": (21, "5n12c"),
    "LT": (20, "5n11n"), "LU": (20, "3n13c"), "LV": (21, "4a13c"), "MC": (27, "5n5n11c2n"),
    "ME": (22, "3n13n2n"), "MK": (19, "3n10c2n"), "MT": (31, "4a5n18c"), "MU": (30, "4a2n2n12n3n3a"),
    "NL": (18, "4a10n"), "NO": (15, "4n6n1n"), "PK": (24, "4a16c"), "PL": (28, "8n16n"),
    "PT": (25, "4n4n11n2n"), "QA": (29, "4a21c"), "RO": (24, "4a16c"), "RS": (22, "3n13n2n"),
    "SA": (24, "2n18c"), "SE": (24, "3n16n1n"), "SI": (19, "5n8n2n"), "SK": (24, "4n6n10n"),
    "SM": (27, "1a5n5n12c"), "TN": (24, "2n3n13n2n"), "TR": (26, "5n1n16c"), "UA": (29, "6n19c"),
    "VG": (24, "4a16n"), "XK": (20, "4n10n2n"),
}
for _cc, (_ln, _pat) in IBAN_SPECS.items():
    assert 4 + sum(int(x) for x in re.findall(r"\d+", _pat)) == _ln, _cc

BANK_CODES = {
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA", "MONZ", "SRLG"],
    "IE": ["AIBK", "BOFI", "IPBS"], "NL": ["ABNA", "RABO", "INGB", "TRIO", "KNAB", "SNSB", "ASNB", "BUNQ"],
    "MT": ["VALL", "MMEB"], "RO": ["BTRL", "RNCB", "BRDE", "INGB"], "BG": ["UNCR", "BPBI", "STSA"],
    "LV": ["HABA", "UNLA", "RIKO"], "QA": ["QNBA", "DOHB"], "KW": ["NBOK", "CBKU"],
    "GI": ["NWBK"], "VG": ["VPVG"], "JO": ["CBJO"], "PK": ["SCBL", "HABB"], "BH": ["NBOB"],
    "MU": ["BOMM", "MCBL"], "AZ": ["NABZ"],
}


def iban_mod97(s):
    return int("".join(str(int(c, 36)) for c in s)) % 97


def iban_check_digits(cc, bban):
    return "%02d" % (98 - iban_mod97(bban + cc + "00"))


def iban_valid(s):
    s = s.replace(" ", "")
    if len(s) < 5 or s[:2] not in IBAN_SPECS or IBAN_SPECS[s[:2]][0] != len(s):
        return False
    return iban_mod97(s[4:] + s[:4]) == 1


def _weighted(ds, weights):
    return sum(int(a) * b for a, b in zip(ds, weights))


def _bban_national(cc, bban):
    """Fix national check digits for countries where validators commonly check them."""
    if cc == "BE":
        k = int(bban[:10]) % 97 or 97
        return bban[:10] + "%02d" % k
    if cc in ("FR", "MC"):
        b, g, acc = int(bban[:5]), int(bban[5:10]), int(bban[10:21])
        return bban[:21] + "%02d" % (97 - (89 * b + 15 * g + 3 * acc) % 97)
    if cc == "ES":
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            d = 11 - _weighted(s, w) % 11
            return {11: 0, 10: 1}.get(d, d)
        return bban[:8] + str(dc("00" + bban[:8])) + str(dc(bban[10:])) + bban[10:]
    if cc in ("IT", "SM"):
        odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]
        rest = bban[1:]
        tot = sum(odd[int(c)] if i % 2 == 0 else int(c) for i, c in enumerate(rest))
        return chr(65 + tot % 26) + rest
    if cc == "PT":
        return bban[:19] + "%02d" % (98 - (int(bban[:19]) * 100) % 97)
    if cc == "NO":
        s = _weighted(bban[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k = 0 if s == 0 else 11 - s
        return None if k == 10 else bban[:10] + str(k)
    if cc == "NL":
        acc = bban[4:]
        return bban if _weighted(acc, range(10, 0, -1)) % 11 == 0 else None
    return bban


def iban_generate(cc=None):
    while True:
        cc = cc or ch(sorted(IBAN_SPECS))
        _, pat = IBAN_SPECS[cc]
        parts = []
        for n, kind in re.findall(r"(\d+)([nac])", pat):
            n = int(n)
            if kind == "n":
                parts.append(digits(n))
            elif kind == "a":
                parts.append(rstr(n, string.ascii_uppercase))
            else:
                parts.append("".join(ch(UPPER_ALNUM) if R.random() < 0.12 else str(R.randrange(10))
                                     for _ in range(n)))
        if cc in BANK_CODES:
            parts[0] = ch(BANK_CODES[cc])
        if cc == "MU":
            parts[-1] = "MUR"
        if cc in ("FR", "MC"):
            parts[2] = digits(11)
        if cc in ("IT", "SM"):
            parts[3] = digits(12)
        bban = _bban_national(cc, "".join(parts))
        if bban is None:
            continue
        return cc + iban_check_digits(cc, bban) + bban


def iban_format(iban, style=None):
    style = style or R.choices(["print", "compact"], [60, 40])[0]
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if style == "print" else iban


def iban_wrong(cc=None):
    """IBAN-shaped string with a wrong check value."""
    good = iban_generate(cc)
    while True:
        bad = good[:2] + "%02d" % R.randint(2, 98) + good[4:]
        if not iban_valid(bad):
            return bad


# ---------------------------------------------------------------- IP addresses
def ipv4_public():
    while True:
        ip = ipaddress.IPv4Address("%d.%d.%d.%d" % (R.randint(1, 223), R.randrange(256),
                                                   R.randrange(256), R.randint(1, 254)))
        if ip.is_global and not ip.is_multicast:
            return str(ip)


def ipv4_private():
    k = R.random()
    if k < 0.4:
        return "10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randint(2, 254))
    if k < 0.65:
        return "172.%d.%d.%d" % (R.randint(16, 31), R.randrange(256), R.randint(2, 254))
    return "192.168.%d.%d" % (ch([0, 1, 2, 10, 20, 50, 100, 178, R.randrange(256)]), R.randint(2, 254))


V6_FIRST = ["2a02", "2a01", "2a00", "2a0a", "2600", "2603", "2605", "2607", "2620", "2804",
            "2c0f", "2400", "2405", "2001", "2003", "2406", "2a03"]


def _v6_render(ip, style):
    if style == "full":
        return ip.exploded
    if style == "upper":
        return ip.compressed.upper()
    if style == "nocompress":
        return ":".join("%x" % int(h, 16) for h in ip.exploded.split(":"))
    return ip.compressed


def ipv6_addr(kind=None, style=None):
    kind = kind or R.choices(["global", "ula", "link"], [70, 18, 12])[0]
    style = style or R.choices(["compressed", "full", "upper", "nocompress"], [62, 18, 8, 12])[0]
    while True:
        if kind == "global":
            hs = [ch(V6_FIRST)] + ["%x" % R.randrange(0x10000) for _ in range(3)]
        elif kind == "ula":
            hs = ["fd%02x" % R.randrange(256)] + ["%x" % R.randrange(0x10000) for _ in range(2)] + \
                 [ch(["0", "1", "10", "%x" % R.randrange(0x100)])]
        else:
            hs = ["fe80", "0", "0", "0"]
        tail = ["%x" % R.randrange(0x10000) for _ in range(4)]
        if R.random() < 0.55:
            tail = ["0", "0", "0", ch(["1", "2", "10", "%x" % R.randrange(0x1000)])]
        elif R.random() < 0.4:
            tail[1] = "%xff" % R.randrange(256)
            tail[2] = "fe%02x" % R.randrange(256)
        ip = ipaddress.IPv6Address(":".join(hs + tail))
        if kind == "global" and not ip.is_global:
            continue
        if kind == "link" and style == "nocompress":
            style = "compressed"
        return _v6_render(ip, style)


def ip_any():
    k = R.random()
    if k < 0.5:
        return ipv4_public()
    if k < 0.72:
        return ipv4_private()
    return ipv6_addr()


# ---------------------------------------------------------------- names / fillers
FIRST = ["Anna", "Lukas", "Sophie", "Jonas", "Marie", "Felix", "Léa", "Hugo", "Camille", "Louis",
         "Lucía", "Mateo", "Carmen", "Javier", "Giulia", "Marco", "Chiara", "Luca", "Sanne", "Daan",
         "Femke", "Bram", "João", "Beatriz", "Inês", "Tiago", "Zofia", "Jakub", "Kasia", "Piotr",
         "Elin", "Oskar", "Astrid", "Nils", "Elif", "Emre", "Zeynep", "Mehmet", "Emily", "James",
         "Olivia", "Noah", "Priya", "Arjun", "Aiko", "Kenji", "Siobhán", "Ciarán", "Thandi", "Sipho",
         "Mia", "Ethan", "Grace", "Liam", "Hannah", "Owen", "Chloe", "Diego", "Valentina", "Rafael",
         "Jürgen", "Małgorzata", "Björn", "Zoë", "Ahmet", "Fatma", "Renée", "Nuno", "Greta", "Ruth"]
LAST = ["Müller", "Schneider", "Fischer", "Weber", "Dubois", "Lefèvre", "Moreau", "Girard", "García",
        "Fernández", "López", "Martínez", "Rossi", "Bianchi", "Ricci", "Esposito", "de Vries", "Jansen",
        "Bakker", "Visser", "Silva", "Santos", "Oliveira", "Ferreira", "Kowalski", "Nowak", "Wiśniewska",
        "Lewandowski", "Lindqvist", "Johansson", "Andersson", "Berg", "Yılmaz", "Kaya", "Demir", "Şahin",
        "Smith", "Johnson", "Brown", "Taylor", "Patel", "Sharma", "Tanaka", "Sato", "O'Brien", "Murphy",
        "Nkosi", "Dlamini", "Walsh", "Novak", "Costa", "Keller", "Huber", "Meier", "Okafor", "Reyes"]
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def f_date():
    y, m, d = ch([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    k = R.randrange(5)
    if k == 0:
        return "%d-%02d-%02d" % (y, m, d)
    if k == 1:
        return "%02d.%02d.%d" % (d, m, y)
    if k == 2:
        return "%02d/%02d/%d" % (d, m, y)
    if k == 3:
        return "%s %d" % (MONTHS_EN[m - 1], d)
    return "%d %s %d" % (d, MONTHS_EN[m - 1], y)


def f_money():
    a = R.randint(15, 4800)
    return ch(["€%d,%02d" % (a, R.randrange(100)), "$%d.%02d" % (a, R.randrange(100)),
               "%d,%02d €" % (a, R.randrange(100)), "£%d" % a, "CHF %d.–" % a])


FILL = {
    "first": lambda: ch(FIRST), "first2": lambda: ch(FIRST), "last": lambda: ch(LAST),
    "name": lambda: ch(FIRST) + " " + ch(LAST), "name2": lambda: ch(FIRST) + " " + ch(LAST),
    "childfirst": lambda: ch(["Emma", "Leon", "Mila", "Noah", "Lina", "Theo", "Ella", "Finn", "Nora", "Milan"]),
    "date": f_date, "date2": f_date,
    "time": lambda: "%02d:%s" % (R.randint(7, 20), ch(["00", "15", "30", "45"])),
    "n3": lambda: str(R.randint(100, 999)), "n4": lambda: str(R.randint(1000, 9999)),
    "n5": lambda: str(R.randint(10000, 99999)), "n6": lambda: str(R.randint(100000, 999999)),
    "players": lambda: str(R.randint(2, 8)), "money": f_money, "money2": f_money,
    "placement": lambda: ch(["left forearm", "upper back", "ankle", "ribs", "inner wrist", "calf"]),
    "size": lambda: str(R.randint(4, 30)),
    "room": lambda: ch(["The Alchemist's Vault", "Prison Break 1921", "Submarine K-7", "Pharaoh's Tomb",
                        "La Casa del Relojero", "Das Labor", "Midnight Express"]),
    "watch": lambda: ch(["Omega Seamaster", "Seiko 5", "Tissot PRX", "Longines Conquest",
                         "Junghans Max Bill", "Rolex Datejust", "Swatch Irony", "Zenith El Primero"]),
    "piano": lambda: ch(["Steinway model B", "Yamaha U3", "Bechstein A.160", "Petrof P 118",
                         "Kawai K-300", "Blüthner upright", "Schimmel 112"]),
    "yclass": lambda: ch(["Vinyasa 7am", "Yin & Restore", "Ashtanga Mysore", "Hatha Basics",
                          "Power Flow", "Prenatal"]),
    "veg": lambda: ch(["small", "medium", "large", "fruit add-on", "family"]),
    "kwp": lambda: "%.1f" % (R.randint(32, 140) / 10),
    "brew": lambda: ch(["Maris Otter 5kg", "US-05 yeast", "Cascade hops 100g", "30L fermenter",
                        "Pilsner malt 25kg", "Saison yeast", "StarSan 1L"]),
}


def fill(tpl, **kw):
    cache = dict(kw)

    def rep(m):
        k = m.group(1)
        if k not in cache:
            cache[k] = FILL[k]()
        return str(cache[k])
    return re.sub(r"<<(\w+)>>", rep, tpl)


# ---------------------------------------------------------------- e-mail values
FREEMAIL = {
    "en": ["gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "icloud.com", "proton.me", "aol.com",
           "btinternet.com", "comcast.net", "me.com", "fastmail.com"],
    "de": ["web.de", "gmx.de", "gmx.net", "t-online.de", "posteo.de", "gmx.at", "bluewin.ch", "mailbox.org"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com"],
    "es": ["hotmail.es", "telefonica.net", "yahoo.es", "gmail.com", "outlook.es"],
    "it": ["libero.it", "virgilio.it", "tiscali.it", "alice.it", "gmail.com"],
    "nl": ["ziggo.nl", "kpnmail.nl", "hotmail.nl", "planet.nl", "xs4all.nl"],
    "pt": ["sapo.pt", "uol.com.br", "bol.com.br", "gmail.com", "outlook.pt"],
    "pl": ["wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"],
    "sv": ["telia.com", "bredband.net", "hotmail.se", "spray.se", "gmail.com"],
    "tr": ["gmail.com", "hotmail.com.tr", "yandex.com.tr", "outlook.com"],
}
CORP_DOMAINS = ["inkwell-collective.com", "brightroof-solar.co.uk", "sonnendach-solar.de", "littleacorns.org.uk",
                "lockedin-rooms.com", "greenfurrow.farm", "harmonia-pianos.eu", "hopandbarrel.co.uk",
                "lotusflow.yoga", "horlogerie-tictac.fr", "uhrmacher-keller.de", "kita-regenbogen.de",
                "nil.uni-halberg.de", "enigmaroom.es", "boerderijdevlinder.nl"]


def make_email(first, last, lang="en", corp=False):
    f, l = ascii_fold(first).lower(), ascii_fold(last).lower()
    dom = ch(CORP_DOMAINS) if corp else ch(FREEMAIL.get(lang, FREEMAIL["en"]))
    local = ch([
        f + "." + l, f + l, f[0] + l, f + "_" + l, f + "." + l + str(R.randint(1, 99)),
        f + str(R.randint(70, 99)), l + "." + f, f + "-" + l, f[0] + "." + l,
        f + "+" + ch(["yoga", "csa", "orders", "kids", "tattoo", "shop"]), f + l[0] + str(R.randint(1, 999)),
        ch(["mama", "papa", "thehappy", "little", "sunny"]) + f, f,
    ])
    if corp:
        local = ch([f, f + "." + l, f[0] + l, "info", "bookings", "hello", "office", "studio", "kontakt"]) \
            if R.random() < 0.7 else f + "." + l
    addr = local + "@" + dom
    if R.random() < 0.05:
        addr = addr[0].upper() + addr[1:]
    return addr


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")

# (lang, corp-address?, template)
EMAIL_TPLS = [
    ("en", 0, "BOOKING REQUEST - Inkwell Tattoo Collective\nName: <<first>> <<last>>\nEmail: <<v>>\n"
              "Placement: <<placement>>\nSize: approx. <<size>> cm\nReference images: 3 attached\nDeposit paid: no"),
    ("en", 0, "hey!! can u send the aftercare sheet to <<v>> pls, lost the paper one lol"),
    ("en", 0, "Hi <<first>>,\n\nThanks for having us on the roof on <<date>>. I've sent the quote to <<v>> as "
              "requested - the <<kwp>> kWp option with battery is on page 2.\n\nBest,\nTom | Brightroof Solar"),
    ("en", 0, "Little Acorns Daycare - Parent Contact Update\nChild: <<childfirst>> (Room: Hedgehogs)\n"
              "Primary contact e-mail changed to: <<v>>\nEffective: <<date>>"),
    ("en", 0, '{"booking_id": "LI-<<n5>>", "room": "<<room>>", "players": <<players>>, '
              '"lead_email": "<<v>>", "slot": "<<date>> <<time>>"}'),
    ("en", 0, "member_id,first_name,box,email,pickup\nGF-<<n4>>,<<first>>,<<veg>>,<<v>>,Saturday farm gate"),
    ("en", 0, "[00:01:12] Agent: And what's the best email for the confirmation?\n[00:01:15] Caller: Uh, it's "
              "<<v>>\n[00:01:19] Agent: Perfect, you'll get it within the hour. Tuning's booked for the <<piano>>."),
    ("en", 0, "Order #HB-<<n5>> - 2x <<brew>>, 1x <<brew>>. Customer asked that the invoice go to <<v>> "
              "instead of the account address."),
    ("en", 1, "Ticket INC-<<n6>> | Requester: <<first>> <<last>> (<<v>>) | Category: VPN access | Priority: P3"),
    ("en", 0, "Namaste! Your class pass receipt goes out to <<v>> tonight 🙏 see you at <<yclass>>"),
    ("en", 0, "Repair ticket W-<<n4>>: <<watch>>, crown + gasket replaced. Notify customer at <<v>> when ready."),
    ("en", 1, "| Role | Name | Contact |\n|---|---|---|\n| Studio manager | <<first>> <<last>> | <<v>> |\n"
              "| Front desk | rotating | - |"),
    ("en", 1, '<p>Questions about your veg box? Write to <a href="mailto:<<v>>">our packing team</a> '
              'before Thursday noon.</p>'),
    ("en", 0, "contact:\n  name: <<first>> <<last>>\n  email: \"<<v>>\"\n  newsletter: true\n  plan: <<yclass>>"),
    ("en", 0, "2024-06-03T09:14:22Z INFO mailer: queued receipt order=HB-<<n5>> to=<<v>> status=250 retries=0"),
    ("en", 0, "note to self - call back re: inverter fault code E-<<n3>>, she said email is better: <<v>> (after 5pm)"),
    ("en", 0, "<<v>> - please add me to the CSA waitlist for next season, thanks!"),
    ("en", 0, "From: <<first>> <<last>> <<<v>>>\nSubject: Re: broken mainspring\n\nDo you do house calls for "
              "grandfather clocks?"),
    ("de", 0, "Hallo zusammen, bitte schickt die Rechnung für die PV-Anlage (<<kwp>> kWp) an <<v>>. Danke! <<first>>"),
    ("de", 0, "Kontakt-E-Mail: <<v>>\nBevorzugte Zeit für den Stimmtermin: vormittags\nInstrument: <<piano>>"),
    ("de", 0, "Moin, meine neue Mailadresse ist <<v>> - die alte könnt ihr aus dem Verteiler löschen."),
    ("de", 0, "KlTA REGENBOGEN - Anmeldeformu1ar\nName des Kindes: <<childfirst>>\nE-Mail der Eltern: <<v>>\n"
              "Unterschrift: ____________"),
    ("fr", 0, "Bonjour, pourriez-vous m'envoyer le devis pour le tatouage (<<size>> cm, <<placement>>) à <<v>> ? "
              "Merci d'avance, <<first>>"),
    ("fr", 0, "Adresse e-mail : <<v>>\nObjet : révision complète <<watch>>\nDélai souhaité : avant le <<date>>"),
    ("es", 0, "Hola, soy <<first>>. Para la reserva de «<<room>>» el sábado, mi correo es <<v>>."),
    ("es", 0, "Correo electrónico: <<v>> | Cesta semanal: mediana | Recogida: martes"),
    ("it", 0, "Buongiorno, vorrei iscrivermi al corso <<yclass>>. La mia email è <<v>>. Grazie!"),
    ("it", 0, "Per la fattura dell'accordatura del pianoforte usate pure <<v>>, grazie mille"),
    ("nl", 0, "Hoi! Kun je de bevestiging van het groentepakket naar <<v>> sturen? Groetjes, <<first>>"),
    ("nl", 0, "Inschrijfformulier kinderopvang\nE-mailadres ouder/verzorger: <<v>>\nGroep: Zonnetjes"),
    ("pt", 0, "Olá! O meu email é <<v>>, podem enviar o orçamento dos painéis solares? Obrigado"),
    ("pt", 0, "Pedido de reparação do relógio (<<watch>>) - contacto: \"<<v>>\""),
    ("pl", 0, "Dzień dobry, proszę o przesłanie faktury za zamówienie <<n5>> na adres <<v>>. Pozdrawiam"),
    ("pl", 0, "adres e-mail: <<v>>; zajęcia: joga poranna (wt, czw)"),
    ("sv", 0, "Hej! Skicka gärna kvittot till <<v>> så vidarebefordrar jag det till jobbet."),
    ("sv", 0, "E-post: <<v>>\nÄrende: stämning av flygel, <<piano>>"),
    ("tr", 0, "Merhaba, dövme randevusu için e-posta adresim <<v>>. Teşekkürler!"),
    ("tr", 0, "Kayıt formu - Veli e-posta: <<v>> / Sınıf: Papatyalar"),
    ("en", 0, "yo its <<first>>, new email -> <<v>> , old one got hacked smh"),
    ("en", 1, "escape room staff roster\n- <<first>> (GM, weekends) [<<v>>]\n- reset crew: see group chat"),
]


def gen_email():
    lang, corp, tpl = ch(EMAIL_TPLS)
    first, last = ch(FIRST), ch(LAST)
    v = make_email(first, last, lang, bool(corp))
    return {"value": v, "text": fill(tpl, v=v, first=first, last=last)}


# ---------------------------------------------------------------- credit cards (plain)
FILL["exp"] = lambda: ch(["%02d/%02d" % (R.randint(1, 12), R.randint(25, 31)),
                          "%02d/20%02d" % (R.randint(1, 12), R.randint(25, 31)),
                          "%02d-%02d" % (R.randint(1, 12), R.randint(25, 31))])
FILL["cvv"] = lambda: digits(3)

CARD_TPLS = [
    ("en", "Card on file updated for membership LF-<<n4>>: <<brand>> <<v>>, exp <<exp>>."),
    ("en", "ok here's the card for the deposit <<v>> exp <<exp>> cvv <<cvv>> pls charge the 50"),
    ("en", "[14:02] <<first>>: can I pay the rest of the restoration by card?\n[14:03] Harmonia Pianos: sure, "
           "send it over\n[14:05] <<first>>: <<v>>  exp <<exp>>"),
    ("en", "Agent: Go ahead with the long number on the front.\nCustomer: <<v>>.\nAgent: And the expiry?\n"
           "Customer: <<exp>>.\nAgent: Thanks, that's your <<room>> slot secured."),
    ("en", "PAYMENT DETAILS\nCardholder: <<first>> <<last>>\nCard number: <<v>>\nExpiry: <<exp>>\nAmount: <<money>>"),
    ("en", '2024-05-11 10:22:07 DEBUG checkout payload={"order":"HB-<<n5>>","pan":"<<v>>","exp":"<<exp>>",'
           '"currency":"GBP"}'),
    ("en", "booking,room,card,players\nLI-<<n5>>,<<room>>,<<v>>,<<players>>"),
    ("en", "| Member | Plan | Card |\n|---|---|---|\n| <<first>> <<last>> | <<yclass>> unlimited | <<v>> |"),
    ("en", "pls charge <<v>> for the solar deposit, customer OK'd it on the phone <<date>> - Dave"),
    ("en", "CREDlT CARD AUTHORIZATlON FORM\nCard No: <<v>>\nExp: <<exp>>   Signature: ~~~~~\nAmt: <<money>>"),
    ("en", "Hi, I'd like to renew our CSA share for next year. Please bill my <<brand>> card <<v>> "
           "(expiry <<exp>>). Thanks, <<first>>"),
    ("en", "<<v>> exp <<exp>> - that's the card for the Saturday tattoo deposit, thx!"),
    ("en", "checkout_form[card_number]=<<v>>&checkout_form[name]=<<first>>+<<last>>&plan=kids-term"),
    ("en", "re: daycare fees - can you switch the autopay to this card [<<v>>] from next month? ty"),
    ("de", "Kreditkartennummer: <<v>>\nGültig bis: <<exp>>\nKarteninhaber: <<first>> <<last>>"),
    ("de", "Hi, könnt ihr die Anzahlung fürs Tattoo von meiner Karte abbuchen? <<v>>, läuft <<exp>> ab."),
    ("de", "Zahlungsart: Kreditkarte (<<brand>>)\nKartennr.: <<v>>\nBetrag: <<money>> - Revision <<watch>>"),
    ("fr", "Numéro de carte : <<v>> - date d'expiration <<exp>> - cryptogramme au dos"),
    ("fr", "Bonjour, pour l'acompte de la révision de ma <<watch>>, voici ma carte : <<v>> (exp. <<exp>>)."),
    ("es", "Número de tarjeta: <<v>>\nCaducidad: <<exp>>\nTitular: <<first>> <<last>>"),
    ("es", "te paso la tarjeta para la reserva de <<room>>: <<v>> caduca <<exp>>"),
    ("it", "Numero carta di credito: <<v>> - scadenza <<exp>>"),
    ("it", "Ciao! Per l'abbonamento di yoga usate questa carta: <<v>>"),
    ("nl", "Kaartnummer: <<v>> (geldig t/m <<exp>>)"),
    ("nl", "Hoi, kan de aanbetaling voor de zonnepanelen van deze creditcard: <<v>>? Vervalt <<exp>>."),
    ("pt", "Cartão de crédito: <<v>> | Validade: <<exp>>"),
    ("pt", "oi, o número do cartão é <<v>>, validade <<exp>>, pode passar o valor total"),
    ("pl", "Numer karty: <<v>>, ważna do <<exp>>. Proszę obciążyć za zestaw startowy."),
    ("sv", "Kortnummer: <<v>>\nGiltigt t.o.m.: <<exp>>\nAvser: stämning <<piano>>"),
    ("tr", "Kart numarası: <<v>> Son kullanma: <<exp>> (dövme kaporası için)"),
    ("en", "<order id=\"HB-<<n5>>\">\n  <payment type=\"card\">\n    <number><<v>></number>\n    <expiry><<exp>></expiry>\n"
           "  </payment>\n</order>"),
    ("en", "Sticky note on the till: \"<<first>> - yoga 10-class pass - card <<v>> - call if declined\""),
]


def gen_credit_card():
    lang, tpl = ch(CARD_TPLS)
    brand, num = card_number()
    v = num if "card_number]=" in tpl else card_format(num)
    return {"value": v, "text": fill(tpl, v=v, brand=brand)}


# ---------------------------------------------------------------- phones
def _nz(n):
    return str(R.randint(1, 9)) + digits(n - 1)


def _sp(s, sizes, sep=" "):
    return group(s, sizes, sep)


def ph_nanp(cc):
    area = ch(["212", "312", "415", "617", "206", "303", "512", "702", "919", "404", "646", "718", "773",
               "213", "310", "619", "503", "612", "305", "214", "480", "971"] if cc == "US" else
              ["416", "604", "514", "403", "613", "905", "780", "902"])
    ex = "555"
    while ex == "555" or ex[1:] == "11":
        ex = str(R.randint(2, 9)) + digits(2)
    ln = digits(4)
    return ch(["(%s) %s-%s" % (area, ex, ln), "%s-%s-%s" % (area, ex, ln), "%s.%s.%s" % (area, ex, ln),
               "+1 %s %s %s" % (area, ex, ln), "+1-%s-%s-%s" % (area, ex, ln), "1 (%s) %s-%s" % (area, ex, ln),
               "+1 (%s) %s-%s" % (area, ex, ln), "%s %s %s" % (area, ex, ln), "+1%s%s%s" % (area, ex, ln)])


def ph_country(cc):
    if cc in ("US", "CA"):
        return ph_nanp(cc)
    if cc == "GB":
        if R.random() < 0.6:
            n = "7" + ch("45789") + digits(8)
            return ch(["0%s %s" % (n[:4], n[4:]), "+44 %s %s" % (n[:4], n[4:]), "+44 (0)%s %s" % (n[:4], n[4:]),
                       "0%s" % n, "+44%s" % n])
        a, rest = ch([("20", "7" + digits(7)), ("20", "8" + digits(7)), ("161", _nz(7)), ("131", _nz(7)),
                      ("117", _nz(7))])
        return ch(["0%s %s %s" % (a, rest[:-4], rest[-4:]), "+44 %s %s %s" % (a, rest[:-4], rest[-4:]),
                   "(0%s) %s %s" % (a, rest[:-4], rest[-4:])])
    if cc == "DE":
        if R.random() < 0.6:
            p = ch(["151", "152", "157", "159", "160", "162", "170", "171", "172", "173", "175", "176", "177", "179"])
            s = digits(8 if p[:2] == "15" or R.random() < 0.5 else 7)
            return ch(["0%s %s" % (p, s), "0%s/%s" % (p, s), "+49 %s %s" % (p, s), "+49 (0)%s %s" % (p, s),
                       "0049 %s %s" % (p, s), "+49%s%s" % (p, s), "0%s-%s" % (p, s)])
        a, s = ch([("30", _nz(8)), ("40", _nz(8)), ("89", _nz(7)), ("221", _nz(7)), ("69", _nz(8)), ("711", _nz(7))])
        return ch(["0%s %s" % (a, s), "(0%s) %s %s" % (a, s[:4], s[4:]), "+49 %s %s" % (a, s),
                   "+49 (0)%s %s" % (a, s), "0%s-%s" % (a, s), "0%s/%s" % (a, s)])
    if cc == "FR":
        n = ch("67") + digits(8) if R.random() < 0.6 else ch("12345") + _nz(8)
        pairs = _sp(n[1:], [2, 2, 2, 2])
        return ch(["0%s %s" % (n[0], pairs), "+33 %s %s" % (n[0], pairs), "+33 (0)%s %s" % (n[0], pairs),
                   "0" + n, "0%s.%s" % (n[0], pairs.replace(" ", ".")), "+33" + n])
    if cc == "ES":
        n = ch("67") + digits(8) if R.random() < 0.65 else ch(["91", "93", "95", "96"]) + _nz(7)
        if n[0] == "7":
            n = "7" + ch("1234") + n[2:]
        n = n[:9]
        return ch([_sp(n, [3, 3, 3]), "+34 " + _sp(n, [3, 3, 3]), "+34 %s %s" % (n[:3], _sp(n[3:], [2, 2, 2])),
                   "+34" + n, "(+34) " + _sp(n, [3, 3, 3])])
    if cc == "IT":
        if R.random() < 0.65:
            n = "3" + ch("2345789") + digits(8)
            return ch([_sp(n, [3, 3, 4]), "+39 %s %s" % (n[:3], n[3:]), "+39 " + _sp(n, [3, 3, 4]),
                       "%s/%s" % (n[:3], n[3:]), "+39" + n])
        a = ch(["06", "02", "055", "011", "081"])
        s = _nz(10 - len(a))
        return ch(["%s %s" % (a, s), "+39 %s %s" % (a, s), "%s-%s" % (a, s)])
    if cc == "NL":
        if R.random() < 0.6:
            s = _nz(8)
            return ch(["06-%s" % s, "06 %s" % _sp(s, [4, 4]), "+31 6 %s" % s, "+31 (0)6 %s" % _sp(s, [4, 4]),
                       "06%s" % s, "+316%s" % s])
        a, s = ch([("20", _nz(7)), ("10", _nz(7)), ("30", _nz(7)), ("70", _nz(7))])
        return ch(["0%s-%s" % (a, s), "+31 %s %s" % (a, _sp(s, [3, 4])), "0%s %s" % (a, _sp(s, [3, 4]))])
    if cc == "BE":
        if R.random() < 0.6:
            n = "4" + ch("789") + digits(7)
            return ch(["0%s %s" % (n[:3], _sp(n[3:], [2, 2, 2])), "+32 %s %s" % (n[:3], _sp(n[3:], [2, 2, 2])),
                       "0%s/%s" % (n[:3], _sp(n[3:], [2, 2, 2]).replace(" ", "."))])
        s = _nz(7)
        return ch(["02 %s" % _sp(s, [3, 2, 2]), "+32 2 %s" % _sp(s, [3, 2, 2])])
    if cc == "CH":
        n = "7" + ch("5689") + digits(7) if R.random() < 0.6 else ch(["44", "43", "31", "61", "21", "22"]) + _nz(7)
        fm = _sp(n[2:], [3, 2, 2])
        return ch(["0%s %s" % (n[:2], fm), "+41 %s %s" % (n[:2], fm), "+41 (0)%s %s" % (n[:2], fm),
                   "0041 %s %s" % (n[:2], fm)])
    if cc == "AT":
        if R.random() < 0.6:
            p, s = ch(["664", "650", "676", "699", "660"]), digits(7)
            return ch(["0%s %s" % (p, s), "+43 %s %s" % (p, s), "+43 (0) %s %s" % (p, _sp(s, [3, 4])),
                       "0%s/%s" % (p, s)])
        s = _nz(7)
        return ch(["01 %s" % _sp(s, [3, 2, 2]), "+43 1 %s" % s])
    if cc == "SE":
        if R.random() < 0.6:
            p, s = "7" + ch("0236"), digits(7)
            return ch(["0%s-%s" % (p, _sp(s, [3, 2, 2])), "+46 %s %s" % (p, _sp(s, [3, 2, 2])), "0%s%s" % (p, s)])
        s = _nz(8)
        return ch(["08-%s" % _sp(s, [3, 3, 2]), "+46 8 %s" % _sp(s, [3, 3, 2])])
    if cc == "PL":
        mob = R.random() < 0.65
        n = ch(["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"]) + digits(7) if mob \
            else ch(["22", "12", "61", "71", "58"]) + _nz(7)
        if mob:
            return ch([_sp(n, [3, 3, 3]), "+48 " + _sp(n, [3, 3, 3]), "+48 " + _sp(n, [3, 3, 3], "-"), "+48" + n])
        return ch(["%s %s" % (n[:2], _sp(n[2:], [3, 2, 2])), "+48 %s %s" % (n[:2], _sp(n[2:], [3, 2, 2]))])
    if cc == "PT":
        n = "9" + ch("1236") + digits(7) if R.random() < 0.65 else "2" + ch("12") + _nz(7)
        return ch([_sp(n, [3, 3, 3]), "+351 " + _sp(n, [3, 3, 3]), "+351 " + n, "+351" + n]) if n[0] == "9" \
            else ch(["%s %s" % (n[:2], _sp(n[2:], [3, 4])), "+351 %s %s" % (n[:2], _sp(n[2:], [3, 4]))])
    if cc == "BR":
        ddd = ch(["11", "21", "31", "41", "51", "61", "71", "81", "85", "19"])
        if R.random() < 0.7:
            s = "9" + digits(8)
            return ch(["(%s) %s-%s" % (ddd, s[:5], s[5:]), "+55 %s %s-%s" % (ddd, s[:5], s[5:]),
                       "+55 (%s) %s-%s" % (ddd, s[:5], s[5:]), "%s %s-%s" % (ddd, s[:5], s[5:])])
        s = ch("2345") + digits(7)
        return ch(["(%s) %s-%s" % (ddd, s[:4], s[4:]), "+55 %s %s-%s" % (ddd, s[:4], s[4:])])
    if cc == "MX":
        a = ch(["55", "33", "81"])
        s = _nz(8)
        return ch(["+52 %s %s %s" % (a, s[:4], s[4:]), "%s %s %s" % (a, s[:4], s[4:]),
                   "+52 (%s) %s-%s" % (a, s[:4], s[4:]), "+52 1 %s %s %s" % (a, s[:4], s[4:])])
    if cc == "IN":
        n = ch("6789") + digits(9)
        return ch(["+91 %s %s" % (n[:5], n[5:]), "0%s %s" % (n[:5], n[5:]), "+91-" + n, "%s-%s" % (n[:5], n[5:]),
                   "+91 " + n, "+91 22 %s %s" % (_nz(4), digits(4)), "011-%s %s" % (_nz(4), digits(4))])
    if cc == "AU":
        if R.random() < 0.6:
            n = "4" + digits(8)
            return ch(["0%s %s %s" % (n[:3], n[3:6], n[6:]), "+61 %s %s %s" % (n[:3], n[3:6], n[6:]),
                       "+61 4%s %s" % (n[1:5], n[5:]), "0" + n])
        a, s = ch("2378"), _nz(8)
        return ch(["(0%s) %s %s" % (a, s[:4], s[4:]), "+61 %s %s %s" % (a, s[:4], s[4:]), "0%s %s %s" % (a, s[:4], s[4:])])
    if cc == "JP":
        if R.random() < 0.6:
            p, s = ch(["70", "80", "90"]), _nz(8)
            return ch(["0%s-%s-%s" % (p, s[:4], s[4:]), "+81 %s-%s-%s" % (p, s[:4], s[4:]),
                       "+81 %s %s %s" % (p, s[:4], s[4:]), "0%s%s" % (p, s)])
        a, s = ch(["3", "6"]), _nz(8)
        return ch(["0%s-%s-%s" % (a, s[:4], s[4:]), "+81 %s-%s-%s" % (a, s[:4], s[4:])])
    if cc == "TR":
        p = "5" + ch("3450") + digits(1) if R.random() < 0.65 else ch(["212", "216", "312", "232"])
        s = _nz(7)
        f3 = "%s %s %s" % (s[:3], s[3:5], s[5:])
        return ch(["0%s %s" % (p, f3), "+90 %s %s" % (p, f3), "0 (%s) %s" % (p, f3), "+90 (%s) %s-%s" % (p, s[:3], s[3:])])
    if cc == "IE":
        if R.random() < 0.6:
            p, s = "8" + ch("35679"), _nz(7)
            return ch(["0%s %s %s" % (p, s[:3], s[3:]), "+353 %s %s %s" % (p, s[:3], s[3:]),
                       "+353 (0)%s %s %s" % (p, s[:3], s[3:]), "0%s%s" % (p, s)])
        s = _nz(7)
        return ch(["01 %s %s" % (s[:3], s[3:]), "+353 1 %s %s" % (s[:3], s[3:])])
    if cc == "ZA":
        p = ch(["82", "83", "72", "73", "84", "61", "76", "11", "21"])
        s = _nz(7)
        return ch(["0%s %s %s" % (p, s[:3], s[3:]), "+27 %s %s %s" % (p, s[:3], s[3:]),
                   "+27 (0)%s %s %s" % (p, s[:3], s[3:])])
    if cc == "NO":
        n = ch("49") + digits(7) if R.random() < 0.6 else "2" + _nz(7)
        return ch(["+47 %s" % _sp(n, [3, 2, 3]), _sp(n, [3, 2, 3]), "+47 %s" % _sp(n, [2, 2, 2, 2])])
    if cc == "DK":
        n = ch("23") + _nz(7)
        return ch(["+45 %s" % _sp(n, [2, 2, 2, 2]), _sp(n, [2, 2, 2, 2]), "+45" + n])
    raise KeyError(cc)


PHONE_COUNTRIES = ["US", "CA", "GB", "DE", "FR", "ES", "IT", "NL", "BE", "CH", "AT", "SE", "PL", "PT", "BR", "MX",
                   "IN", "AU", "JP", "TR", "IE", "ZA", "NO", "DK"]
LANG_COUNTRIES = {"en": ["US", "GB", "IE", "AU", "CA", "ZA", "IN", "US", "GB"], "de": ["DE", "DE", "AT", "CH"],
                  "fr": ["FR", "FR", "BE", "CH"], "es": ["ES", "ES", "MX"], "it": ["IT"], "nl": ["NL", "NL", "BE"],
                  "pt": ["PT", "BR"], "pl": ["PL"], "sv": ["SE"], "tr": ["TR"], "ja": ["JP"], "no": ["NO", "DK"]}


PHONE_TPLS = [
    ("en", "Call me back on <<v>> after 6, I'm up on a roof till then. - <<first>>"),
    ("en", "Emergency contact (authorised for pick-up): <<first>> <<last>>, grandmother - Tel: <<v>>"),
    ("en", "Consult confirmed for <<date>> at <<time>>. If you need to reschedule, text the studio on <<v>>."),
    ("en", "name,phone,box_size\n<<first>> <<last>>,<<v>>,<<veg>>"),
    ("en", '{"customer": "<<first>> <<last>>", "mobile": "<<v>>", "instrument": "<<piano>>", "visit": "<<date>>"}'),
    ("en", "Agent: Can I get a callback number?\nCaller: Sure, it's <<v>>.\nAgent: Lovely, and the watch is the <<watch>>?"),
    ("en", "sms-gateway: delivered reminder booking=LI-<<n5>> to=<<v>> latency=212ms"),
    ("en", "emergency_contacts:\n  - name: <<first>> <<last>>\n    relation: father\n    phone: \"<<v>>\""),
    ("en", "this is <<first>> from <<yclass>>, new number!! <<v>> save it 😊"),
    ("en", "lost my phone, borrowed my sister's - reach me at <<v>> till friday"),
    ("en", "| Contractor | Trade | Mobile |\n|---|---|---|\n| <<first>> <<last>> | roofer | <<v>> |"),
    ("en", "HOP & BARREL HOMEBREW\nCust0mer ph0ne: <<v>>\nItems: <<brew>>, <<brew>>"),
    ("en", "INC-<<n6>>: PI asks for the lab desk line to be forwarded to mobile <<v>> while at the conference."),
    ("en", "WhatsApp me: <<v>>"),
    ("en", "<<v>> - that's my cell, the landline is dead since the storm"),
    ("en", '<li class="contact">Mobile: <<v>></li>\n<li class="contact">Preferred: evenings</li>'),
    ("en", "Voicemail transcript: \"Hi, it's <<first>> about the grandfather clock, my number is <<v>>, thanks bye.\""),
    ("de", "Handy: <<v>>\nErreichbar: Mo-Fr ab 17 Uhr"),
    ("de", "Rückrufbitte: Frau <<last>> wegen Wechselrichter-Störung, Tel. <<v>>, dringend!"),
    ("de", "Notfallkontakt (Oma): <<v>>"),
    ("de", "Hey, hier ist <<first>>, meine neue Nummer: <<v>> :)"),
    ("fr", "Portable : <<v>>\nDisponible le samedi matin pour le dépôt de la montre."),
    ("fr", "Bonjour, vous pouvez me rappeler au <<v>> pour le devis ? Merci"),
    ("fr", "Tél. domicile : <<v>> - personne à prévenir en cas d'urgence"),
    ("es", "Móvil: <<v>>\nHorario preferido: tardes"),
    ("es", "Hola! Llámame al <<v>> para confirmar la sala, porfa"),
    ("es", "Teléfono de contacto: <<v>> (mamá de <<childfirst>>)"),
    ("it", "Cellulare: <<v>> - chiamare dopo le 18"),
    ("it", "ciao, sono <<first>>, il mio numero è <<v>> per l'accordatura"),
    ("nl", "Telefoonnummer: <<v>>\nVoorkeur: bellen na 17:00"),
    ("nl", "Hoi, bel me even op <<v>> over het groentepakket?"),
    ("pt", "Telemóvel: <<v>>"),
    ("pt", "Oi! Meu número novo é <<v>>, salva aí"),
    ("pt", "Celular (WhatsApp): <<v>>\nAula preferida: <<yclass>>"),
    ("pl", "Nr tel.: <<v>>; preferowany kontakt SMS"),
    ("pl", "Dzień dobry, proszę o kontakt pod numerem <<v>> w sprawie naprawy zegarka."),
    ("sv", "Mobilnummer: <<v>>\nMålsman: <<first>> <<last>>"),
    ("sv", "hej! ring mig på <<v>> när pianot är stämt"),
    ("tr", "Cep: <<v>> - randevu için arayınız"),
    ("tr", "Merhaba, numaram <<v>>, dövme için müsait olduğunuz günü yazar mısınız?"),
    ("ja", "電話番号：<<v>>（平日10時〜18時）"),
    ("ja", "ピアノ調律のご予約ありがとうございます。ご連絡先: <<v>>"),
    ("no", "Telefon: <<v>> (dagtid)"),
    ("no", "Ring gjerne på <<v>> hvis dere har spørsmål om solcellene."),
]


def gen_phone():
    lang, tpl = ch(PHONE_TPLS)
    cc = ch(LANG_COUNTRIES[lang]) if R.random() < 0.85 else ch(PHONE_COUNTRIES)
    v = ph_country(cc)
    return {"value": v, "text": fill(tpl, v=v)}


# ---------------------------------------------------------------- US SSN
FILL["state"] = lambda: ch(["TX", "OR", "IL", "NY", "CA", "CO", "WA", "GA", "MN", "FL"])
SSN_TPLS = [
    "EMPLOYEE ONBOARDING - Lotus Flow Yoga (Austin, TX)\nName: <<first>> <<last>>\nSSN: <<v>>\nStart date: <<date>>\nW-4 on file: yes",
    "Solar loan pre-qualification\nApplicant: <<first>> <<last>>\nSocial Security Number: <<v>>\nRoof size: <<kwp>> kWp system",
    "Child Care Assistance Application - Parent/Guardian SSN: <<v>> - Household size: 4 - County: Travis",
    "1099-NEC recipient TIN (SSN): <<v>> | Payer: Harmonia Piano Service LLC | Box 1: <<money>>",
    "do u need my social for the payroll thing? its <<v>>",
    "ssn <<v>> dob 04/12/1988 - pls update in the payroll portal before friday",
    '{"employee_id": "E-<<n4>>", "ssn": "<<v>>", "state": "<<state>>", "filing_status": "single"}',
    "emp_id,last_name,ssn,hire_date\nE<<n4>>,<<last>>,<<v>>,<<date>>",
    "Rep: For verification I'll need the full Social Security number.\nCaller: Okay. <<v>>.\nRep: Thank you, one moment.",
    "WARN payroll-sync: validation failed for employee <<n4>> ssn=<<v>> reason=name_mismatch",
    "Hi <<first>>,\n\nFor the background check on the new game-master hire we still need the SSN. They texted it as "
    "<<v>> - can you enter it in the screening portal?\n\nThanks",
    "Form W-9 (Rev. March 2024)\nPart I  Taxpayer ldentification Number (TIN)\nSocial security number   <<v>>\n"
    "Part II Certificati0n",
    "| Staff | Role | SSN |\n|---|---|---|\n| <<first>> <<last>> | Lead teacher | <<v>> |",
    "Número de Seguro Social: <<v>> (para la nómina del estudio de tatuajes en <<state>>)",
    "my SSN is <<v>> but pls dont write it on a sticky note again lol",
    "Mom's social for the daycare FSA form: <<v>>",
    "backgrund chk - applicant ssn <<v>> - ok'd by mgr, start monday",
    "applicant:\n  name: <<first>> <<last>>\n  ssn: '<<v>>'\n  consent_signed: true",
    '<input type="text" name="ssn" id="ssn" value="<<v>>" autocomplete="off">',
    "Sozialversicherungsnummer (US-SSN) des Mitarbeiters: <<v>> - für die Lohnabrechnung der Filiale in Chicago",
    "Numéro de sécurité sociale américain (SSN) : <<v>> - dossier de l'employée du magasin de Boston",
    "numer SSN (USA): <<v>> - potrzebny do umowy z oddziałem w Nowym Jorku",
    "Payroll change request\nEmployee: <<first>> <<last>>\nSSN <<v>>\nChange: direct deposit split 80/20",
    "[9:41 AM] <<first>>: whats ur social again for the solar financing app\n[9:43 AM] <<first2>>: <<v>>\n"
    "[9:43 AM] <<first>>: thx",
    "CSA farm-hand I-9 packet received. SSN (from card): <<v>>. Documents verified by <<first>> on <<date>>.",
    "Numero di previdenza sociale USA (SSN): <<v>>. Serve per il contratto stagionale in <<state>>.",
    "Tenant screening for studio sublet - applicant SSN \"<<v>>\", income verified, no evictions.",
    "SSN: <<v>>",
    "Watch repair shop W-4 - Step 1(b) Social security number: <<v>> - Step 1(c) Single",
]


def gen_us_ssn():
    tpl = ch(SSN_TPLS)
    v = ssn_format(ssn_parts())
    return {"value": v, "text": fill(tpl, v=v)}


# ---------------------------------------------------------------- IBAN
FILL["bic"] = lambda: rstr(4, string.ascii_uppercase) + ch(["DE", "FR", "NL", "ES", "IT", "AT", "BE"]) + \
    rstr(2, UPPER_ALNUM) + ch(["", "XXX"])
IBAN_TPLS = [
    ("en", "Refund request - booking LI-<<n5>> cancelled (<<room>>). Please refund <<money>> to IBAN <<v>>, "
           "account holder <<first>> <<last>>."),
    ("en", "Hi! Could you pay my share of the studio rent into <<v>>? Cheers, <<first>>"),
    ("en", "Supplier: Malt & More Ltd\nInvoice: INV-<<n5>>\nAmount due: <<money>>\nIBAN: <<v>>\nBIC: <<bic>>\nDue: <<date>>"),
    ("en", "instructor,iban,payout\n<<first>> <<last>>,<<v>>,<<money>>"),
    ("en", '{"payee": "<<first>> <<last>>", "iban": "<<v>>", "reference": "REF-<<n6>>", "amount": "<<money>>"}'),
    ("en", "iban is <<v>> ty!!"),
    ("en", "Agent: And the IBAN for the refund?\nCustomer: <<v>>\nAgent: Reading that back... perfect, 3-5 working days."),
    ("en", "<CdtTrfTxInf>\n  <Cdtr><Nm><<first>> <<last>></Nm></Cdtr>\n  <CdtrAcct><Id><IBAN><<v>></IBAN></Id></CdtrAcct>\n"
           "</CdtTrfTxInf>"),
    ("en", "| Artist | Chair rent | Payout account |\n|---|---|---|\n| <<first>> | <<money>>/wk | <<v>> |"),
    ("en", "expense claim - conference train tickets <<money>> - reimburse to <<v>>, thanks (NIL lab)"),
    ("en", "<<v>> - that's the account for the CSA share refund, sorry for the hassle!"),
    ("de", "SEPA-Lastschriftmandat\nKontoinhaber: <<first>> <<last>>\nIBAN: <<v>>\nBIC: <<bic>>\nMandatsreferenz: KITA-<<n5>>"),
    ("de", "Bitte überweist die Einspeisevergütung künftig auf <<v>> (neue Bank)."),
    ("de", "Kto: <<v>> - Rückzahlung Anzahlung Uhrenrevision <<watch>>"),
    ("de", "RECHNUNG Nr. 2024-<<n4>>\nBankverbindung: Sparkasse\nlBAN <<v>>\nVerwendungszweck: Stimmung <<piano>>"),
    ("fr", "Mandat de prélèvement SEPA - IBAN : <<v>> - Titulaire : <<first>> <<last>>"),
    ("fr", "Pour le remboursement de l'acompte, voici mon IBAN : <<v>>"),
    ("es", "Domiciliación bancaria de la cesta semanal: IBAN <<v>>"),
    ("es", "porfa haz la transferencia a <<v>> y me mandas el justificante 🙏"),
    ("it", "Coordinate bancarie per il bonifico: IBAN <<v>> intestato a <<first>> <<last>>"),
    ("it", "Mi potete rimborsare sull'IBAN <<v>>? grazie"),
    ("nl", "Machtiging doorlopende incasso - IBAN: <<v>> - t.n.v. <<first>> <<last>>"),
    ("nl", "Kun je het terugstorten op <<v>>? Dank!"),
    ("pt", "IBAN para reembolso: <<v>>"),
    ("pt", "NIB/IBAN do instrutor: <<v>> - pagamento mensal das aulas"),
    ("pl", "Numer rachunku (IBAN): <<v>> - zwrot zaliczki za kurs"),
    ("pl", "przelej na <<v>>, tytuł: joga maj"),
    ("sv", "Återbetalning till IBAN <<v>>, ref. <<n6>>"),
    ("tr", "IBAN: <<v>> - Alıcı: <<first>> <<last>>"),
    ("tr", "kapora iadesi için iban'ım <<v>> teşekkürler"),
    ("en", "payout_account:\n  holder: \"<<first>> <<last>>\"\n  iban: <<v>>\n  currency: EUR"),
    ("en", "Note from front desk: parent of <<childfirst>> wants fees debited from <<v>> from next term."),
]
IBAN_LANG = {"en": ["GB", "IE", "MT", "CY"], "de": ["DE", "DE", "AT", "CH", "LI", "LU"],
             "fr": ["FR", "FR", "BE", "MC", "LU", "CH"], "es": ["ES"], "it": ["IT", "IT", "SM"],
             "nl": ["NL", "NL", "BE"], "pt": ["PT", "BR"], "pl": ["PL"], "sv": ["SE", "FI"], "tr": ["TR"]}


def gen_iban():
    lang, tpl = ch(IBAN_TPLS)
    cc = ch(IBAN_LANG[lang]) if R.random() < 0.55 else ch(sorted(IBAN_SPECS))
    v = iban_format(iban_generate(cc))
    return {"value": v, "text": fill(tpl, v=v)}


# ---------------------------------------------------------------- IP addresses
IP_TPLS = [
    ("any", '<<v>> - - [12/Mar/2024:10:14:55 +0000] "GET /booking/confirm?id=LI-<<n5>> HTTP/1.1" 200 5123 "-" '
            '"Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)"'),
    ("any", "Mar 12 03:14:07 nil-gw sshd[<<n5>>]: Failed password for invalid user admin from <<v>> port <<n5>> ssh2"),
    ("any", "2024-03-12 03:15:40,112 fail2ban.actions [<<n4>>]: NOTICE [sshd] Ban <<v>>"),
    ("v4priv", "The inverter's web UI is at http://<<v>>/ - log in with the installer account to change the export limit."),
    ("v4pub", "allowlist:\n  - <<v>>/32   # farm office\n  - vpn.greenfurrow.farm"),
    ("v4priv", "DB_HOST=<<v>>\nDB_PORT=5432\nDB_NAME=csa_shop\nDB_SSLMODE=require"),
    ("v4priv", "hey whats the IP of the prop controller again?? - its <<v>> i think, the one behind the bookshelf"),
    ("pub", "Suspicious sign-in to the shop admin from <<v>> (unknown device) at <<time>> UTC. If this wasn't you, "
            "reset your password."),
    ("v4pub", "my home IP is <<v>> if you need to whitelist it for the NAS"),
    ("any", '{"event":"door_unlock","device":"room3-maglock","ip":"<<v>>","ts":"2024-04-02T19:22:10Z"}'),
    ("any", "| Host | IP | Role |\n|---|---|---|\n| nil-gpu03 | <<v>> | CUDA node |\n| nil-store | (DHCP) | NFS |"),
    ("v4pub", "server {\n    listen 443 ssl;\n    server_name shop.hopandbarrel.co.uk;\n    location /admin {\n"
              "        allow <<v>>;\n        deny all;\n    }\n}"),
    ("v4", "C:\\> ping <<v>>\nRequest timed out.\nRequest timed out.\n^C"),
    ("v6", "2: eth0: <BROADCAST,MULTICAST,UP> mtu 1500\n    inet6 <<v>>/64 scope global dynamic\n       valid_lft 86321sec"),
    ("v6", "curl -6 -s 'http://[<<v>>]:8080/status' | jq .uptime"),
    ("v6g", "AAAA record for booking.lockedin-rooms.com now points to <<v>> (TTL 300)."),
    ("any", "timestamp,src_ip,action\n2024-05-02T08:00:13Z,<<v>>,blocked"),
    ("v4priv", "dhcpd: DHCPACK on <<v>> to 3c:22:fb:9a:01:7e (frontdesk-ipad) via eth0"),
    ("v4priv", "Printer 'Front Desk HP' offline - last seen at <<v>> on <<date>>"),
    ("v4priv", "Die Wallbox hat die IP <<v>> bekommen, ist aber im Portal offline."),
    ("v4priv", "Router-Login unter http://<<v>> - Kennwort steht auf dem Aufkleber unten"),
    ("pub", "Connexion suspecte depuis l'adresse IP <<v>> le <<date>> - compte atelier bloqué."),
    ("v4priv", "La cámara de la sala 2 tiene la IP <<v>>, no responde al ping."),
    ("any", "indirizzo IP del server di prenotazione: <<v>>"),
    ("v4priv", "Het IP-adres van de kassa is <<v>>, kun je die vastzetten in de router?"),
    ("pub", "O IP do servidor da loja mudou para <<v>> depois da migração."),
    ("v4priv", "adres IP kamery: <<v>>, port 554 (RTSP)"),
    ("v4priv", "Skrivaren har IP-adress <<v>> nu efter omstarten."),
    ("pub", "Sunucu IP adresi: <<v>> (SSH erişimi açık)"),
    ("pub", "INC-<<n6>>: please open port 22 on nil-fw for the collaborator at <<v>> until <<date>>."),
    ("any", "X-Forwarded-For: <<v>>\nX-Request-ID: 7c1e0b9a\nUser-Agent: YogaApp/3.2 (Android 14)"),
    ("v4", "[Tue Mar 12 10:14:55.123456 2024] [php:error] [pid <<n5>>] [client <<v>>:<<n5>>] PHP Fatal error: "
           "Uncaught TypeError in /var/www/booking/cart.php:88"),
    ("v4priv", "redis:\n  host: <<v>>\n  port: 6379\n  db: 2"),
    ("v4priv", "<<v>>   props-controller.escape.lan props"),
    ("any", "New login to the Lotus Flow studio app\nDevice: Chrome on Windows\nIP address: <<v>>\nTime: <<date>> <<time>>"),
    ("v6", "listen [<<v>>]:443 ssl http2;"),
    ("pub", "user says the booking page times out, their IP <<v>> isn't in the blocklist tho ¯\\_(ツ)_/¯"),
    ("v4pub", "Accepted publickey for deploy from <<v>> port <<n5>> ssh2: ED25519 SHA256:q4Tz1bXw..."),
]


def gen_ip_address():
    hint, tpl = ch(IP_TPLS)
    if hint == "any":
        v = ip_any()
    elif hint == "v4":
        v = ipv4_public() if R.random() < 0.6 else ipv4_private()
    elif hint == "v4pub":
        v = ipv4_public()
    elif hint == "v4priv":
        v = ipv4_private()
    elif hint == "pub":
        v = ipv4_public() if R.random() < 0.6 else ipv6_addr("global")
    elif hint == "v6g":
        v = ipv6_addr("global")
    else:
        v = ipv6_addr()
    return {"value": v, "text": fill(tpl, v=v)}


# ---------------------------------------------------------------- secrets: value makers
B32 = string.ascii_uppercase + "234567"
PW_WORDS = ["Sommer", "Regenbogen", "Lotus", "Hopfen", "Malz", "Flügel", "Tinta", "Zegarek", "Girasol", "Kaffee",
            "Harmonia", "Enigma", "Pumpkin", "Dragon", "Bluebell", "Pantera", "Soleil", "Kiwi", "Mondschein",
            "Tulipan", "Orkide", "Vlinder", "Sunrise", "Gatto", "Estrela", "Snowflake"]


def pw_human(symbols="!#%*-_.?+="):
    w = ascii_fold(ch(PW_WORDS))
    k = R.randrange(6)
    if k == 0:
        return w + str(R.randint(2019, 2025)) + ch(symbols)
    if k == 1:
        return w.lower() + ch(symbols) + str(R.randint(1, 99))
    if k == 2:
        t = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"}
        return "".join(t.get(c, c) if R.random() < 0.6 else c for c in w) + ch(symbols) + digits(R.randint(1, 3))
    if k == 3:
        return w + ch(symbols) + ascii_fold(ch(PW_WORDS)).lower() + digits(2)
    return rstr(R.randint(12, 20), ALNUM + symbols)


def pw_strong(n=None, symbols="!#%*-_.?+="):
    while True:
        s = rstr(n or R.randint(14, 24), ALNUM + symbols)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s


def b64_noequals(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def make_jwt():
    hdr = {"alg": ch(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    iat = R.randint(1700000000, 1740000000)
    pay = {"sub": ch(["usr_", "acct_", "svc_"]) + rstr(10, HEX), "iat": iat, "exp": iat + ch([900, 3600, 86400]),
           "scope": ch(["bookings:write", "orders:read orders:write", "admin", "parents:read", "inverter:telemetry"]),
           "iss": ch(["https://auth.lockedin-rooms.com", "lotusflow-api", "https://id.greenfurrow.farm", "nil-gateway"])}
    sig_len = 43 if hdr["alg"] == "HS256" else (86 if hdr["alg"] == "ES256" else 342)
    return ".".join([b64_noequals(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64_noequals(json.dumps(pay, separators=(",", ":")).encode()), rstr(sig_len, B64URL)])


def make_pem(kind=None):
    kind = kind or ch(["RSA", "EC", "OPENSSH", "PKCS8"])
    spec = {"RSA": ("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 1588, 64),
            "EC": ("EC PRIVATE KEY", "MHcCAQEEI", 160, 64),
            "OPENSSH": ("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
                                               "QyNTUxOQAAACD", 396, 70),
            "PKCS8": ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1620, 64)}[kind]
    label, head, n, width = spec
    body = head + rstr(n - len(head), B64)
    if kind in ("RSA", "PKCS8"):
        body = body[:-1] + "="
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def make_db_url():
    pw = pw_strong(R.randint(12, 22), "-_.~")
    user = ch(["app", "csa_shop", "booking_rw", "postgres", "admin", "nil_ro", "wp_user", "lotus"])
    k = R.randrange(5)
    if k == 0:
        return "postgresql://%s:%s@%s:5432/%s" % (user, pw, ch(["db.internal.greenfurrow.farm", "pg-prod-1.nil.lan",
                                                              "bookings-db.cx81kq2.eu-central-1.rds.amazonaws.com"]),
                                                  ch(["csa", "bookings", "nil_meta"]))
    if k == 1:
        return "mysql://%s:%s@%s:3306/%s" % (user, pw, ch(["mysql.hopandbarrel.internal", "localhost", "db"]),
                                             ch(["shop", "wordpress", "repairs"]))
    if k == 2:
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (
            user, pw, rstr(5, "abcdefghijklmnopqrstuvwxyz0123456789"), ch(["studio", "parents", "telemetry"]))
    if k == 3:
        return "redis://default:%s@%s:6379/0" % (pw, ch(["cache.lockedin-rooms.com", "redis", "redis-master.nil.lan"]))
    return "amqp://%s:%s@%s:5672/%s" % (user, pw, ch(["rabbit.nil.lan", "mq.brightroof.internal"]), ch(["%2F", "jobs"]))


def sv_generic():
    return ch([lambda: rstr(32, HEX), lambda: rstr(40, HEX), lambda: rstr(64, HEX), lambda: rstr(32, ALNUM),
               lambda: rstr(43, ALNUM + "+/") + "=", lambda: rstr(48, ALNUM)])()


SECRET_VALUES = {
    "aws_akid": lambda: ch(["AKIA", "AKIA", "ASIA"]) + rstr(16, B32),
    "aws_secret": lambda: rstr(40, B64),
    "gcp_key": lambda: "AIza" + rstr(35, B64URL),
    "azure_conn": lambda: "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (
        ch(["nilscans", "brightroofdocs", "lotusmedia", "kitaphotos"]) + digits(2), rstr(86, B64)),
    "stripe": lambda: ch(["sk_live_", "rk_live_"]) + ch(["51", ""]) + rstr(ch([24, 99]), ALNUM),
    "stripe_wh": lambda: "whsec_" + rstr(32, ALNUM),
    "braintree": lambda: "access_token$production$%s$%s" % (rstr(16, "abcdefghijklmnopqrstuvwxyz0123456789"), rstr(32, HEX)),
    "square": lambda: ch(["sq0csp-" + rstr(43, B64URL), "EAAA" + rstr(60, B64URL)]),
    "slack_tok": lambda: ch(["xoxb-%s-%s-%s" % (digits(12), digits(13), rstr(24, ALNUM)),
                             "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), rstr(32, HEX))]),
    "slack_hook": lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rstr(10, UPPER_ALNUM), rstr(10, UPPER_ALNUM),
                                                                           rstr(24, ALNUM)),
    "discord_bot": lambda: "%s.%s.%s" % (b64_noequals(str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()), rstr(6, B64URL),
                                         rstr(38, B64URL)),
    "discord_hook": lambda: "https://discord.com/api/webhooks/%s/%s" % (digits(19), rstr(68, B64URL)),
    "teams_hook": lambda: "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        ch(["unihalberg", "brightroof", "lockedinrooms"]), _uuid(), _uuid(), rstr(32, HEX), _uuid()),
    "telegram": lambda: "%s:AA%s" % (R.randint(10 ** 8, 10 ** 10 - 1), rstr(33, B64URL)),
    "twilio": lambda: rstr(32, HEX),
    "sendgrid": lambda: "SG.%s.%s" % (rstr(22, B64URL), rstr(43, B64URL)),
    "mailgun": lambda: ch(["key-" + rstr(32, HEX), rstr(32, HEX) + "-us" + str(R.randint(2, 21))]),
    "github": lambda: ch(["ghp_" + rstr(36, ALNUM), "github_pat_11" + rstr(20, UPPER_ALNUM) + "_" + rstr(59, ALNUM),
                          "gho_" + rstr(36, ALNUM), "ghs_" + rstr(36, ALNUM)]),
    "gitlab": lambda: "glpat-" + rstr(20, B64URL),
    "npm": lambda: "npm_" + rstr(36, ALNUM),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rstr(R.randint(140, 170), B64URL),
    "docker": lambda: "dckr_pat_" + rstr(27, B64URL),
    "hf": lambda: "hf_" + rstr(34, string.ascii_letters),
    "openai": lambda: ch(["sk-proj-" + rstr(R.randint(120, 156), B64URL), "sk-" + rstr(48, ALNUM)]),
    "anthropic": lambda: "sk-ant-api03-" + rstr(93, B64URL) + "AA",
    "jwt": make_jwt,
    "pem": make_pem,
    "db_url": make_db_url,
    "basic": lambda: base64.b64encode(("%s:%s" % (ch(["admin", "frontdesk", "tuner", "kiosk"]),
                                                   pw_strong(14))).encode()).decode(),
    "bearer": lambda: rstr(R.randint(40, 64), B64URL),
    "heroku": lambda: _uuid(),
    "generic": sv_generic,
    "pw_cli": lambda: pw_strong(R.randint(10, 18), "!#%*-_.?+="),
    "pw_prose": lambda: pw_human(),
}


def _uuid():
    h = rstr(32, HEX)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- secrets: templates
SECRET_TPLS = {
    "aws_akid": ["[nil-archive]\naws_access_key_id = <<v>>\nregion = eu-central-1\noutput = json",
                 "export AWS_ACCESS_KEY_ID=<<v>>\nexport AWS_DEFAULT_REGION=eu-west-1\naws s3 sync ./scans s3://nil-raw-scans/"],
    "aws_secret": ["[default]\nregion = eu-central-1\naws_secret_access_key = <<v>>",
                   "env:\n  AWS_REGION: eu-west-1\n  AWS_SECRET_ACCESS_KEY: <<v>>\n  BUCKET: brightroof-site-photos",
                   "INC-<<n6>> comment (<<first>>): pasted the backup user's secret key below so you can test - <<v>> - "
                   "will rotate after"],
    "gcp_key": ['<script src="https://maps.googleapis.com/maps/api/js?key=<<v>>&callback=initMap" async></script>',
                "GOOGLE_MAPS_API_KEY=<<v>>\nMAP_DEFAULT_ZOOM=14"],
    "azure_conn": ['"ConnectionStrings": {\n  "ScanArchive": "<<v>>"\n}',
                   "AZURE_STORAGE_CONNECTION_STRING='<<v>>'"],
    "stripe": ["STRIPE_SECRET_KEY=<<v>>\nSTRIPE_CURRENCY=eur\nSHOP_NAME=\"Hop & Barrel\"",
               "import stripe\nstripe.api_key = \"<<v>>\"\n\nstripe.Refund.create(payment_intent=pi_id)",
               "hey can u check why refunds fail? key in prod is <<v>> (dont paste it in the public channel pls)"],
    "stripe_wh": ["# booking site\nSTRIPE_WEBHOOK_SECRET=<<v>>", "webhook:\n  endpoint: /hooks/stripe\n  signing_secret: \"<<v>>\""],
    "braintree": ["BRAINTREE_ACCESS_TOKEN=<<v>>", "Zahlungsanbieter-Token für den Shop (nicht weitergeben!): <<v>>"],
    "square": ["SQUARE_ACCESS_TOKEN=<<v>>\nSQUARE_LOCATION=frontdesk", "square:\n  environment: production\n  token: <<v>>"],
    "slack_tok": ["SLACK_BOT_TOKEN=<<v>>\nSLACK_CHANNEL=#orders", "curl -H \"Authorization: Bearer <<v>>\" "
                  "https://slack.com/api/chat.postMessage -d channel=C0RESET -d text=\"room 2 reset done\""],
    "slack_hook": ["alerting:\n  slack_webhook_url: <<v>>\n  notify_on: [inverter_offline, low_yield]",
                   "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"New CSA signup\"}' <<v>>"],
    "discord_bot": ["DISCORD_TOKEN=<<v>>\nPREFIX=!\nGUILD=escape-room-fans", "client.run('<<v>>')"],
    "discord_hook": ["new bookings get posted via <<v>> - ask <<first>> before changing it",
                     '{"notify": {"discord": "<<v>>", "on": ["booking.created"]}}'],
    "teams_hook": ["Teams-Kanal Webhook für Störungsmeldungen: <<v>>", "TEAMS_WEBHOOK=<<v>>"],
    "telegram": ["TELEGRAM_BOT_TOKEN=<<v>>\nCHAT_ID=-100<<n6>>", "bot = telebot.TeleBot(\"<<v>>\")  # farm box reminders",
                 "Il token del bot Telegram della scuola di yoga è <<v>>, non condividerlo."],
    "twilio": ["TWILIO_FROM=LotusFlow\nTWILIO_AUTH_TOKEN=<<v>>", "twilio:\n  auth_token: \"<<v>>\"\n  sender_name: StudioBot"],
    "sendgrid": ["SENDGRID_API_KEY=<<v>>", "mail:\n  provider: sendgrid\n  api_key: <<v>>\n  from_name: Little Acorns"],
    "mailgun": ["MAILGUN_API_KEY=<<v>>\nMAILGUN_DOMAIN=mg.greenfurrow.farm", "newsletter tool key (mailchimp): <<v>>"],
    "github": ["git clone https://<<v>>@github.com/nil-lab/preproc-pipeline.git",
               "GH_TOKEN=<<v>> gh release create v2.3.0 --notes-file CHANGES.md",
               "sorry, accidentally committed my token <<v>> in .env - revoking now"],
    "gitlab": ["variables:\n  GITLAB_TOKEN: \"<<v>>\"", "git remote set-url origin https://oauth2:<<v>>@gitlab.uni-halberg.de/nil/scanner.git"],
    "npm": ["//registry.npmjs.org/:_authToken=<<v>>", "NPM_TOKEN=<<v>> npm publish --access public"],
    "pypi": ["[pypi]\nusername = __token__\npassword = <<v>>", "twine upload -u __token__ -p <<v>> dist/*"],
    "docker": ["echo <<v>> | docker login -u hopbarrelci --password-stdin", "DOCKERHUB_TOKEN: <<v>>"],
    "hf": ["HF_TOKEN=<<v>>\nMODEL=nil-lab/segmenter-v3", "huggingface-cli login --token <<v>>"],
    "openai": ["OPENAI_API_KEY=<<v>>", "client = OpenAI(api_key=\"<<v>>\")  # studio FAQ bot"],
    "anthropic": ["ANTHROPIC_API_KEY=<<v>>", "{\"llm\": {\"provider\": \"anthropic\", \"api_key\": \"<<v>>\"}}"],
    "jwt": ["Authorization: Bearer <<v>>", "curl -H 'Authorization: Bearer <<v>>' https://api.lockedin-rooms.com/v2/bookings",
            "localStorage.setItem('session', '<<v>>');", "the parent-app token from my phone: <<v>> - it works in postman"],
    "pem": ["here's the deploy key for the props pi, don't forward:\n\n<<v>>\n\nthx",
            "$ cat ~/.ssh/id_nil_cluster\n<<v>>",
            'resource "tls_private_key" "imported" {}\nprivate_key_pem = <<EOT\n<<v>>\nEOT',
            "```\n<<v>>\n```\nthat's the key from the old inverter gateway"],
    "db_url": ["DATABASE_URL=<<v>>", "spring.datasource.url: <<v>>", "db connection for the repair tracker: <<v>>",
               "celery:\n  broker_url: \"<<v>>\"", "Ich hab den Connection-String in den Chat gepackt: <<v>> (bitte nicht committen)"],
    "basic": ["Authorization: Basic <<v>>", "GET /api/tuning-schedule HTTP/1.1\nHost: harmonia-pianos.eu\nAuthorization: Basic <<v>>"],
    "bearer": ["curl -H \"X-Api-Key: <<v>>\" https://monitoring.brightroof-solar.co.uk/api/sites", "API-Schlüssel Wechselrichterportal: <<v>>"],
    "heroku": ["HEROKU_API_KEY=<<v>>", "heroku:\n  api_key: <<v>>\n  app: csa-shop-prod"],
    "generic": ["API_KEY=<<v>>\nAPI_BASE=https://api.enigmaroom.es/v1",
                "inverter_monitoring:\n  site_id: <<n6>>\n  api_key: <<v>>",
                '{\n  "apiKey": "<<v>>",\n  "endpoint": "https://booking.inkwell-collective.com/api"\n}',
                "[weather]\nprovider = openweathermap\napikey = <<v>>\nunits = metric",
                "[auth]\nclient_id = \"lotusflow-web\"\nclient_secret = \"<<v>>\"",
                '<appSettings>\n  <add key="PaymentApiSecret" value="<<v>>" />\n  <add key="Currency" value="EUR" />\n</appSettings>',
                "<<v>>\n^ new key for the booking widget, old one is revoked",
                "here you go: <<v>>",
                "clé API du portail de suivi des panneaux : <<v>>",
                "la clave de la API de reservas es <<v>>, guárdala en el gestor",
                "klucz API do sklepu: <<v>>"],
    "pw_cli": ["mysql -u root -p'<<v>>' csa_shop < backup.sql", "sshpass -p '<<v>>' ssh -l pi props-controller.local",
               "curl -u admin:<<v>> https://nas.lockedin-rooms.com/api/snapshots", "PGPASSWORD=<<v>> psql -h db.nil.lan -U nil_ro nil_meta",
               "docker login registry.uni-halberg.de -u nilbot -p <<v>>", "htpasswd -b /etc/nginx/.htpasswd frontdesk <<v>>",
               "net user kiosk <<v>> /add", "mongosh --host db.inkwell.lan -u tattooapp -p <<v>> app"],
    "pw_prose": ["the wifi password for the studio is <<v>> (network: LotusFlow-Guest)",
                 "Das WLAN-Passwort im Laden ist <<v>>",
                 "Bonjour, le mot de passe du compte atelier est <<v>>, merci de le changer après.",
                 "la contraseña del portal de la guardería es <<v>>",
                 "ciao! la password del gestionale è <<v>>",
                 "het wachtwoord van de kassa-laptop is <<v>>",
                 "a senha do Wi-Fi da loja é <<v>>",
                 "hasło do panelu falownika: <<v>>",
                 "lösenordet till bokningssystemet är <<v>>",
                 "şifre: <<v>> (kasa bilgisayarı)",
                 "Username: frontdesk\nPassword: <<v>>",
                 "login for the inverter portal -> user: installer / pw: <<v>>",
                 "pass is <<v>> lol dont tell <<first>>",
                 "Passwort für die Kita-App: \"<<v>>\" - bitte nach dem ersten Login ändern"],
}
FILL["sidhex"] = lambda: rstr(32, HEX)
SECRET_KIND_WEIGHT = {"generic": 4, "pw_prose": 5, "pw_cli": 3, "db_url": 3, "pem": 3, "jwt": 3, "github": 2,
                      "stripe": 2}
_SECRET_DECK = []


def gen_secret():
    # stratified: every kind appears in each pass through a shuffled, weighted deck
    if not _SECRET_DECK:
        deck = [k for k in sorted(SECRET_TPLS) for _ in range(SECRET_KIND_WEIGHT.get(k, 1))]
        R.shuffle(deck)
        _SECRET_DECK.extend(deck)
    kind = _SECRET_DECK.pop()
    tpl = ch(SECRET_TPLS[kind])
    v = SECRET_VALUES[kind]()
    return {"value": v, "text": fill(tpl, v=v), "kind": kind}


# ---------------------------------------------------------------- negatives: look-alike fillers
def digits_nonluhn(n, prefix=""):
    return luhn_break(prefix + digits(n - len(prefix)))


def ean13(prefix=""):
    while True:
        body = prefix + digits(12 - len(prefix))
        c = (10 - sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body)) % 10) % 10
        if not luhn_ok(body + str(c)):
            return body + str(c)


def isbn():
    if R.random() < 0.7:
        e = ean13(ch(["9783", "9781", "9782", "97884", "97888", "97890"]))
        return ch([e, "%s-%s-%s-%s-%s" % (e[:3], e[3], e[4:7], e[7:12], e[12])])
    body = digits(9)
    c = (11 - sum(int(d) * (10 - i) for i, d in enumerate(body)) % 11) % 11
    c = "X" if c == 10 else str(c)
    return "%s-%s-%s-%s" % (body[0], body[1:4], body[4:9], c)


def upc():
    body = digits(11)
    c = (10 - sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(body)) % 10) % 10
    return body + str(c)


def not_ssn9():
    a, g, s = ssn_parts()
    k = R.randrange(5)
    if k == 0:
        a = str(R.randint(900, 999))
    elif k == 1:
        a = "000"
    elif k == 2:
        a = "666"
    elif k == 3:
        g = "00"
    else:
        s = "0000"
    return ch(["%s-%s-%s" % (a, g, s), a + g + s])


def amz_order():
    while True:
        d = ch(["3", "1", "2"]) + digits(16)
        if not luhn_ok(d):
            return "%s-%s-%s" % (d[:3], d[3:10], d[10:])


def creditor_id(cc="DE"):
    nat = "0" + digits(10)
    return cc + iban_check_digits(cc, nat) + "ZZZ" + nat


def rf_ref():
    ref = rstr(R.randint(6, 12), UPPER_ALNUM)
    return "RF" + iban_check_digits("RF", ref) + ref


def mac():
    b = [R.randrange(256) for _ in range(6)]
    k = R.randrange(4)
    if k == 0:
        return ":".join("%02X" % x for x in b)
    if k == 1:
        return ":".join("%02x" % x for x in b)
    if k == 2:
        return "-".join("%02X" % x for x in b)
    h = "".join("%02x" % x for x in b)
    return "%s.%s.%s" % (h[:4], h[4:8], h[8:])


def nl_group(d):
    k = R.randrange(3)
    if k == 0:
        return d
    if k == 1 and len(d) % 4 in (0, 3):
        return group(d, [4] * 5, " ")
    return group(d, [4] * 5, "-") if k == 2 else group(d, [3, 4, 4, 4, 4], " ")


def big_count():
    n = R.randint(1000, 99999999)
    s = "{:,}".format(n)
    return ch([s, s.replace(",", "."), s.replace(",", " "), s.replace(",", "'"), s.replace(",", "\u202f")])


def bigmoney():
    a = R.randint(100, 9999999)
    c = R.randrange(100)
    s = "{:,}".format(a)
    return ch(["€%s,%02d" % (s.replace(",", "."), c), "$%s.%02d" % (s, c), "%s,%02d zł" % (s.replace(",", " "), c),
               "CHF %s.%02d" % (s.replace(",", "'"), c), "₹%s" % _indian(a), "£%s" % s, "R$ %s,%02d" % (s.replace(",", "."), c),
               "%s ₺" % s.replace(",", "."), "¥%s" % s, "%s kr" % s.replace(",", " ")])


def _indian(a):
    s = str(a)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head] + parts + [tail]) if head else ",".join(parts + [tail])


def version():
    return ch(["v%d.%d.%d" % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 40)),
               "%d.%d.%d-rc.%d" % (R.randint(1, 5), R.randint(0, 20), R.randint(0, 9), R.randint(1, 4)),
               "%d.%d" % (R.randint(1, 20), R.randint(0, 99)), "10.0.%d.%d" % (R.randint(19041, 26100), R.randint(1000, 5000)),
               "%d.%d.%d+build.%d" % (R.randint(1, 4), R.randint(0, 12), R.randint(0, 9), R.randint(100, 9999)),
               "%d.%02d.%d" % (R.randint(2022, 2025), R.randint(1, 12), R.randint(0, 5))])


def plate():
    L = string.ascii_uppercase
    return ch(["%s-%s %d" % (ch(["B", "M", "HH", "K", "F", "S"]), rstr(2, L), R.randint(1, 9999)),
               "%s-%03d-%s" % (rstr(2, L), R.randint(1, 999), rstr(2, L)),
               "%04d %s" % (R.randint(0, 9999), rstr(3, "BCDFGHJKLMNPRSTVWXYZ")),
               "%s%02d %s" % (rstr(2, L), R.randint(10, 74), rstr(3, L)),
               "%s %02d %s %04d" % (ch(["KA", "MH", "DL"]), R.randint(1, 50), rstr(2, L), R.randint(1, 9999)),
               "%s %d %s" % (ch(["W", "G", "L"]), R.randint(1000, 99999), rstr(1, L))])


def serial():
    return ch(["C02" + rstr(9, UPPER_ALNUM), "SN%s" % digits(10), "%s-%s" % (rstr(4, UPPER_ALNUM), rstr(6, UPPER_ALNUM)),
               "7E%s-%s" % (rstr(6, "0123456789ABCDEF"), rstr(2, "0123456789ABCDEF")), "S/N %s" % rstr(12, UPPER_ALNUM),
               "%d%s%s" % (R.randint(10, 99), rstr(2, string.ascii_uppercase), digits(6))])


def masked_card():
    last4 = digits(4)
    return ch(["**** **** **** " + last4, "•••• " + last4, "XXXX-XXXX-XXXX-" + last4, "ending in " + last4,
               ch(["4", "5"]) + digits(5) + "******" + last4, "xxxx xxxx xxxx " + last4])


NEG_FILL = {
    "x_nonluhn": lambda: nl_group(digits_nonluhn(R.randint(13, 19), ch(["", "", "4", "5", "37", "6011", "9"]))),
    "x_cardlike": lambda: group(digits_nonluhn(16, ch(["4", "51", "52", "55", "6011"])), [4, 4, 4, 4], ch([" ", "-"])),
    "x_epochms": lambda: digits_nonluhn(13, "17"),
    "x_amzorder": amz_order, "x_isbn": isbn, "x_ean": lambda: ean13(), "x_ean2": lambda: ean13(), "x_upc": upc,
    "x_9ns": not_ssn9, "x_ssn_masked": lambda: ch(["***-**-", "XXX-XX-", "xxx-xx-", "•••-••-"]) + digits(4),
    "x_sha256": lambda: rstr(64, HEX), "x_sha1": lambda: rstr(40, HEX), "x_md5": lambda: rstr(32, HEX),
    "x_git7": lambda: rstr(7, HEX), "x_uuid": _uuid, "x_uuid2": _uuid, "x_mac": mac, "x_mac2": mac,
    "x_serial": serial, "x_ver": version, "x_ver2": version, "x_count": big_count, "x_money": bigmoney,
    "x_money2": bigmoney, "x_ibanbad": lambda: iban_format(iban_wrong()), "x_creditor": creditor_id,
    "x_rf": lambda: group(rf_ref(), [4] * 6, " "), "x_plate": plate, "x_card_masked": masked_card,
    "x_last4": lambda: digits(4),
    "x_flight": lambda: "%s %d" % (ch(["LH", "FR", "TK", "KL", "AF", "IB", "U2", "SK", "LO", "TP", "BA"]), R.randint(10, 9899)),
    "x_pnr": lambda: rstr(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    "x_coord": lambda: ch(["%.4f, %.4f" % (R.uniform(36, 60), R.uniform(-9, 25)),
                           "%.4f° N, %.4f° E" % (R.uniform(36, 60), R.uniform(0, 25)),
                           "%d°%02d'%02d\"N %d°%02d'%02d\"E" % (R.randint(36, 60), R.randrange(60), R.randrange(60),
                                                              R.randint(0, 25), R.randrange(60), R.randrange(60))]),
    "x_order": lambda: ch(["SO-%s" % digits(6), "#%s" % digits(5), "A%s-%s" % (R.randint(2023, 2025), digits(5)),
                           "ORD%s" % digits(8), "%s-%s" % (rstr(3, string.ascii_uppercase), digits(6))]),
    "x_invoice": lambda: ch(["RE-%d-%s" % (R.randint(2023, 2025), digits(4)), "INV/%d/%s" % (R.randint(2023, 2025), digits(5)),
                             "F%s%s" % (R.randint(23, 25), digits(6)), "FV/%s/%02d/%d" % (digits(3), R.randint(1, 12), R.randint(2023, 2025))]),
    "x_bookref": lambda: ch(["LI-", "BK", "INK-", "ER"]) + rstr(6, UPPER_ALNUM),
    "x_track": lambda: ch(["1Z%s%s" % (rstr(6, UPPER_ALNUM), digits(10)), "JJD00%s" % digits(16),
                           "%s" % group("9400" + digits(18), [4] * 6, " "), "00340%s" % digits(15),
                           "%s%sNL" % (rstr(2, "ABCDEFGHJKLMNPRSTUVWXYZ"), digits(9)), "3S%s" % rstr(13, UPPER_ALNUM)]),
    "x_ticket": lambda: ch(["INC0%s" % digits(6), "RITM00%s" % digits(5), "NIL-%d" % R.randint(10, 2999), "#%d" % R.randint(1000, 99999)]),
    "x_vat": lambda: ch(["DE" + digits(9), "FR" + digits(2) + digits(9), "ATU" + digits(8), "NL" + digits(9) + "B01",
                         "ESB" + digits(8), "IT" + digits(11)]),
    "x_siren": lambda: group(digits(9), [3, 3, 3], " "),
    "x_sku": lambda: ch(["HB-%s-%s" % (rstr(3, string.ascii_uppercase), digits(3)), "SKU%s" % digits(7),
                         "%s-%s-%s" % (digits(4), digits(4), rstr(1, "ABCDEF"))]),
    "x_bytes": lambda: "%.1f MB" % R.uniform(2, 900),
    "x_ts": lambda: "%d-%02d-%02dT%02d:%02d:%02d%s" % (R.randint(2023, 2025), R.randint(1, 12), R.randint(1, 28), R.randrange(24),
                                                     R.randrange(60), R.randrange(60), ch(["Z", "+01:00", "+02:00", ".481Z"])),
    "x_b64sig": lambda: rstr(88, B64)[:-2] + "==",
    "x_area": lambda: ch(["%d,%d" % (R.randint(20, 140), R.randrange(10)), "%d.%d" % (R.randint(20, 140), R.randrange(10))]),
    "x_caliber": lambda: ch(["ETA 2824-2", "Sellita SW200-1", "Cal. 8500", "Miyota 9015", "Valjoux 7750", "NH35A"]),
    "x_jobid": lambda: str(R.randint(1000000, 9999999)), "x_pianoserial": lambda: str(R.randint(100000, 599999)),
    "time2": lambda: "%02d:%s" % (R.randint(12, 21), ch(["00", "30"])), "n2": lambda: str(R.randint(2, 52)),
    "x_phone_masked": lambda: ch(["+49 *** ****%s" % digits(3), "(***) ***-%s" % digits(4), "+33 6 ** ** ** %s" % digits(2),
                                  "07*** ***%s" % digits(3), "+31 6 ****%s" % digits(4)]),
    "x_email_masked": lambda: ch(["%s***@%s" % (ch("abcdefghjkmnprst"), ch(["g***.com", "gmx.de", "web.de", "o***.fr"])),
                                  "%s****%s@%s" % (ch("abcdefghjkmnprst"), ch("aeiou"), ch(["gmail.com", "outlook.com", "libero.it"])),
                                  "[email protected]"]),
    "x_keyph": lambda: ch(["<your-api-key>", "YOUR_API_KEY_HERE", "${API_KEY}", "xxxxxxxxxxxxxxxxxxxx", "<REDACTED>",
                           "{{ secrets.API_KEY }}", "sk_live_••••••••••••" + rstr(4, ALNUM), "%(api_key)s", "TODO",
                           "AKIA****************", "********"]),
}
FILL.update(NEG_FILL)


# ---------------------------------------------------------------- negatives: templates
NEG_TPLS = [
    "Your deposit for booking <<x_bookref>> is confirmed. Amount: <<x_money>>. Card: <<x_card_masked>>. Session: <<date>> at <<time>>.",
    "Inverter <<x_serial>> | Firmware <<x_ver>> | Yield today: <<x_area>> kWh | Lifetime: <<x_count>> kWh",
    "Angebot Nr. <<x_invoice>> vom <<date>>: 24 Module à 410 Wp, Gesamtpreis <<x_money>> inkl. MwSt. - USt-IdNr. <<x_vat>>",
    "Lunch menu week <<n2>>: pasta, lentil soup, fruit. Invoice <<x_invoice>> (<<x_money>>) is due <<date>>.",
    "Je groentepakket (<<veg>>) wordt bezorgd met track & trace <<x_track>>. Bestelnummer <<x_order>>.",
    "Booking <<x_bookref>> - <<players>> players, <<room>>, <<date>> <<time>>. Best time: 42:17. Group ID <<x_uuid>>",
    "<<x_ts>> INFO props.room3 request_id=<<x_uuid>> maglock=OPEN duration_ms=<<n3>> fw=<<x_ver>>",
    "commit <<x_sha1>>\nAuthor: ci-bot <ci-bot>\nDate:   <<date>>\n\n    Bump booking widget to <<x_ver>>",
    "Pulling from library/postgres\nDigest: sha256:<<x_sha256>>\nStatus: Downloaded newer image for postgres:16.2",
    "Grainfather G30 v3 - EAN <<x_ean>> - SKU <<x_sku>> - <<x_money>> - 3 in stock",
    "Reading list for the restoration workshop: 'Piano Servicing, Tuning and Rebuilding', ISBN <<x_isbn>>",
    "Ordine n. <<x_order>> spedito, numero di tracciamento <<x_track>>. Consegna prevista: <<date>>.",
    "Reserva confirmada: localizador <<x_pnr>>, vuelo <<x_flight>> el <<date>>. El equipo de Enigma Room llega a las <<time>>.",
    "Montre <<watch>> - calibre <<x_caliber>> - n° de série <<x_serial>> - révision prévue le <<date>>. Devis : <<x_money>>.",
    "Scanner log: session <<x_uuid>>, TR=2000 ms, voxel 2.0x2.0x2.0 mm, 38 slices, sub-<<n3>>_ses-01_bold.nii.gz (<<x_bytes>>)",
    "Device: props-pi-room2\nMAC: <<x_mac>>\nHostname: props-pi-room2.lan\nUptime: 14 days, 3:02",
    "Registered devices: front-desk tablet <<x_mac>>, label printer <<x_mac2>> (<<x_serial>>)",
    "Transaction ID <<x_nonluhn>> - status: settled - amount <<x_money>>",
    "Order # <<x_amzorder>> - 'Hario V60 dripper + filters' arriving <<date>>",
    "Member no. <<x_9ns>> - 10-class pass, 7 classes left, valid until <<date>>",
    "Company details: VAT <<x_vat>>, SIREN <<x_siren>>, registered office in Lyon.",
    "Note: the IBAN printed on invoice <<x_invoice>> (<<x_ibanbad>>) was a typo and will be rejected - corrected invoice follows.",
    "Testdatensatz für den SEPA-Import: IBAN <<x_ibanbad>> (Prüfziffer absichtlich falsch), Betrag <<x_money>>",
    "ValidationError: IBAN '<<x_ibanbad>>' failed checksum (mod 97) - row 14 skipped",
    "STRIPE_SECRET_KEY=<<x_keyph>>\nDATABASE_URL=${DATABASE_URL}\nSHOP_CURRENCY=EUR",
    "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SLACK_WEBHOOK: ${{ secrets.SLACK_WEBHOOK }}\n  NODE_VERSION: \"<<x_ver>>\"",
    "Card ending <<x_last4>> was charged <<x_money>> on <<date>> for order <<x_order>>.",
    "SSN on file: <<x_ssn_masked>> (verified <<date>>)",
    "We'll text the 6-digit code to <<x_phone_masked>>. It expires in 10 minutes.",
    "A password reset link was sent to <<x_email_masked>>. Didn't request it? Ignore this message.",
    "Farm gate pickup point: <<x_coord>> (behind the red barn), Saturdays <<time>>-<<time2>>",
    "Roof pitch 35°, usable area <<x_area>> m², azimuth 182°, shading loss 4.5 %, string voltage 480 V",
    "Van <<x_plate>> delivers the veg boxes between <<time>> and <<time2>> on Thursday.",
    "Tuner arrives on <<x_flight>> landing <<time>>, first appointment at 14:00 - <<piano>>.",
    "lol we sold <<x_count>> seed packets this season?? 🤯 order <<x_order>> was the biggest",
    "Ihr Paket <<x_track>> wird heute zwischen <<time>> und <<time2>> zugestellt.",
    "Faktura VAT nr <<x_invoice>> z dnia <<date>>, kwota <<x_money>>, zamówienie <<x_order>>",
    "Order <<x_order>> skickad. Spårningsnummer: <<x_track>>. Vikt 12,4 kg.",
    "Sipariş no: <<x_order>> - kargo takip no: <<x_track>> - tutar: <<x_money>>",
    "Encomenda <<x_order>> - fatura <<x_invoice>> - total <<x_money>> - entrega <<date>>",
    "| Item | EAN | Price |\n|---|---|---|\n| Wort chiller | <<x_ean>> | <<x_money>> |\n| Hydrometer | <<x_ean2>> | <<x_money2>> |",
    "date,order,sku,qty,total\n<<date>>,<<x_order>>,<<x_sku>>,2,<<x_money>>",
    '{"invoice":"<<x_invoice>>","issued":"<<x_ts>>","total":"<<x_money>>","etag":"<<x_md5>>"}',
    '<span class="sku"><<x_sku>></span> <span class="price"><<x_money>></span> <img src="/img/logo@2x.png" alt="Hop & Barrel">',
    "QUITTUNG\nBeleg-Nr. <<n6>>\nDatum <<date>>  Kasse 02\nSumme <<x_money>>\nTSE-Signatur: <<x_b64sig>>",
    "services:\n  web:\n    image: lotusflow/web:<<x_ver>>\n    ports:\n      - \"8080:80\"\n    environment:\n"
    "      - DB_PASSWORD=${DB_PASSWORD}",
    "ts=<<x_epochms>> level=info msg=\"sync complete\" orders=<<n3>> duration=1.82s",
    "Job <<x_jobid>> (nil-gpu03) finished: exit 0, walltime 03:12:44, peak mem 61.2 GiB",
    "Steinway serial no. <<x_pianoserial>> (built 1927), pitch A=442 Hz, 88 keys, humidity 45 %",
    "Ref. 5513 - movement no. <<x_jobid>> - case <<x_serial>> - serviced <<date>>",
    "k see u at <<time>>!! we're at table 12 by the window",
    "Class capacity 24 / waitlist 3 / room temp 38 °C / next session <<date>> <<time>>",
    "Ticket <<x_ticket>>: printer in room 2.14 jammed again. Model LaserJet M404dn, <<x_serial>>.",
    "SEPA-Lastschrift: Gläubiger-ID <<x_creditor>>, Mandatsreferenz KITA-<<n5>>, Einzug am <<date>>",
    "Zahlungsreferenz: <<x_rf>> - bitte bei Überweisung angeben.",
    "Zählernummer 1ESY11<<n5>>, Zählerstand <<x_count>> kWh, abgelesen am <<date>>",
    "Matrícula de la furgoneta: <<x_plate>>. Ticket de aparcamiento <<x_nonluhn>>.",
    "UPS <<x_track>> - Out for delivery - 2 packages (<<brew>>)",
    "Numéro de commande : <<x_order>> - suivi <<x_track>> - livraison le <<date>>",
    "注文番号: <<x_order>> 合計 <<x_money>> お届け予定 <<date>>",
    "SHA-256 of the controller firmware: <<x_sha256>> - compare before flashing.",
    "the md5 of the backup is <<x_md5>>, matches on both sides 👍",
    "Wi-Fi: LotusFlow-Guest (no password needed, just accept the terms on the splash page)",
    "Password reset requested for account <<x_order>>. If this wasn't you, ignore this email. Link expires in 30 minutes.",
    "Anmeldeformular (leer)\nTelefon: +49 (0) ___ ________\nIBAN: DE__ ____ ____ ____ ____ __\nE-Mail: ____@____",
    "PAYMENT FORM (template)\nCard number: XXXX XXXX XXXX XXXX\nExpiry: MM/YY\nSSN: ___-__-____",
    "JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {\"alg\":\"HS256\",\"typ\":\"JWT\"} - payload is the part after the first dot.",
    "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE<<x_pubkey>>\n-----END PUBLIC KEY-----",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<x_sshpub>> deploy@props-pi\n(public key - safe to add to authorized_keys)",
    "Host key fingerprint is SHA256:<<x_fp>>. Are you sure you want to continue connecting (yes/no)?",
    "backup_<<x_ts>>.tar.gz (<<x_bytes>>, <<x_count>> files) uploaded to cold storage",
    "Opening hours: Mon-Fri 07:30-18:00, Sat 09:00-13:00. Closed on <<date>>.",
    "Set the printer to a static address in the 192.168.x.x range and tell me which one you picked.",
    "Total energy exported since commissioning: <<x_count>> Wh (meter <<x_serial>>)",
    "Receipt <<x_upc>> - 2x kombucha SCOBY, 1x airlock - <<x_money>>",
    "Transaktionsnummer <<x_cardlike>> - Betrag wurde storniert.",
    "EAN <<x_ean>> / UPC <<x_upc>> / internal <<x_sku>> - Hopfenpellets Hallertauer 100 g",
    "request_id=<<x_uuid>> trace=<<x_uuid2>> span=<<x_git7>> status=200 latency_ms=<<n3>>",
    "Flight <<x_flight>> delayed, new ETA <<time>>. Booking code <<x_pnr>>. Escape room slot moved to <<time2>>.",
    "Vintage Omega, cal. 321, serial <<x_jobid>> - Wartungsintervall 5 Jahre - Kostenvoranschlag <<x_money>>",
    "Deploy <<x_git7>> -> production (lotusflow-web <<x_ver>>), build <<x_jobid>>, 312 tests passed",
    "Kita Regenbogen: Elternbeitrag <<x_money>> / Monat, Buchungszeit 45 h, Vertragsnummer <<x_9ns>>",
    "Pedido <<x_9ns>> - caja de verduras grande - recogida el martes",
    "SIREN <<x_siren>> - atelier d'horlogerie - code APE 9525Z - capital social <<x_money>>",
    "Tattoo aftercare: wash 2-3x daily, thin layer of balm, no sun for 2 weeks. Follow us on IG @inkwell.collective",
    "Reminder: <<yclass>> moves to Studio B from <<date>>. Bring your own mat 🧘 (#<<x_ticket>>)",
    "Meter reading photo IMG_<<x_jobid>>_<<n6>>.jpg attached - reading <<x_count>>",
    "Kontrollnummer für die Einspeisung: <<x_epochms>> (vom Netzbetreiber, keine Kontonummer)",
    "Luggage tag <<x_nonluhn>> - flight <<x_flight>> - 1 piece, 23 kg",
]
FILL["x_pubkey"] = lambda: rstr(87, B64) + "="
FILL["x_sshpub"] = lambda: rstr(43, B64)
FILL["x_fp"] = lambda: rstr(43, B64)


def gen_negative():
    return {"value": "", "text": fill(ch(NEG_TPLS))}


# ---------------------------------------------------------------- disguised e-mails
def _email_disg(addr, lang):
    local, dom = addr.split("@")
    dl = dom.split(".")
    words = {"es": ("arroba", "punto"), "fr": ("arobase", "point"), "de": ("ät", "Punkt"), "it": ("chiocciola", "punto"),
             "nl": ("apenstaartje", "punt"), "pl": ("małpa", "kropka"), "sv": ("snabel-a", "punkt"),
             "tr": ("et işareti", "nokta"), "pt": ("arroba", "ponto")}
    styles = [
        lambda: local.replace(".", " dot ") + " at " + " dot ".join(dl),
        lambda: local + " [at] " + " [dot] ".join(dl),
        lambda: local + "(at)" + "(dot)".join(dl),
        lambda: local + " {at} " + " {dot} ".join(dl),
        lambda: local + " AT " + " DOT ".join(dl),
        lambda: " ".join(addr),
        lambda: local + "＠" + dom,
        lambda: local + " @ " + " . ".join(dl),
        lambda: local + "[@]" + "[.]".join(dl),
        lambda: local + "%40" + dom,
        lambda: local + "&#64;" + "&#46;".join(dl),
        lambda: addr[::-1],
        lambda: local + "@\u200b" + dom,
        lambda: local + "#" + dom,
        lambda: local + "NOSPAM@" + dom,
        lambda: local + " ＠ " + " ． ".join(dl),
        lambda: local.replace(".", "\\.") + "\\@" + "\\.".join(dl),
        lambda: local.replace(".", "[dot]") + "[at]" + "[dot]".join(dl),
        lambda: local.replace(".", " dot ") + ", at sign, " + " dot ".join(dl),
        lambda: local + " (the snail) " + dom,
        lambda: local + " at " + dl[0] + " (dot " + ".".join(dl[1:]) + ")",
    ]
    if lang in words:
        a, d = words[lang]
        styles += [lambda: local + " " + a + " " + (" %s " % d).join(dl)] * 6
    return ch(styles)()


EMAIL_DISG_TPLS = [
    ("en", "Selling my 30L fermenter + chiller, barely used. The site keeps deleting contact info so: <<d>>"),
    ("en", "can't post emails here apparently lol. reach me at <<d>> for the escape room group discount"),
    ("en", "Piano tuning, 25 yrs experience. Book direct and skip the platform fee - <<d>>"),
    ("en", "Caller: My email is, um, <<d>>.\nAgent: Could you spell that slowly?"),
    ("en", "Guest artist spots open next month 🖤 DM or mail <<d>> (sorry, IG hides addresses)"),
    ("en", "For the CSA box swap, email me: <<d>> - NOT through the forum inbox, it's broken"),
    ("en", "Mod note: please don't share personal contacts. User reply: fine, it's <<d>> if anyone wants the stroller"),
    ("en", "Vintage Seiko for sale, papers included. Serious buyers only: <<d>>"),
    ("en", "quote comparison sites hide your contact details... if you want an independent solar quote: <<d>>"),
    ("de", "Verkaufe Braukessel 50 L, Abholung in Köln. Kontakt bitte per Mail: <<d>>"),
    ("de", "Die Plattform blockt Adressen, deshalb so: <<d>> - ich stimme auch am Wochenende."),
    ("fr", "Je vends une montre ancienne, écrivez-moi : <<d>> (le site masque les adresses)"),
    ("es", "Hola! Si queréis reservar la sala sin comisión, escribidme a <<d>>"),
    ("it", "Lezioni private di yoga a domicilio, scrivetemi a <<d>> 🙏"),
    ("nl", "Groentepakket over te nemen vanaf juni, mail me op <<d>>"),
    ("pl", "Sprzedam zestaw do warzenia piwa, kontakt: <<d>>"),
    ("sv", "Säljer piano, hämtas i Uppsala. Mejla <<d>> så skickar jag bilder."),
    ("tr", "Dövme için doğrudan yazın: <<d>> (uygulama e-postaları gizliyor)"),
    ("pt", "Vendo relógio antigo, contacto por email: <<d>>"),
    ("en", "kita parents group: if anyone has spare wellies size 26, my mail is <<d>> (the chat bot eats real addresses)"),
]


def gen_email_disguised():
    lang, tpl = ch(EMAIL_DISG_TPLS)
    first, last = ch(FIRST), ch(LAST)
    v = make_email(first, last, lang if lang in FREEMAIL else "en")
    v = v[0].lower() + v[1:]
    d = _email_disg(v, lang)
    return {"value": v, "disguise": d, "text": fill(tpl, d=d)}


# ---------------------------------------------------------------- disguised cards
NUM_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "sv": "noll ett två tre fyra fem sex sju åtta nio".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
}


def _dictate_double(grp):
    out, i = [], 0
    w = NUM_WORDS["en"]
    while i < len(grp):
        j = i
        while j < len(grp) and grp[j] == grp[i]:
            j += 1
        n = j - i
        while n > 0:
            if n >= 3:
                out.append("triple " + w[int(grp[i])])
                n -= 3
            elif n == 2:
                out.append("double " + w[int(grp[i])])
                n -= 2
            else:
                out.append(w[int(grp[i])])
                n -= 1
        i = j
    return " ".join(out)


def _card_disg(num, lang):
    groups = group(num, card_sizes(len(num)), " ").split(" ")
    W = NUM_WORDS.get(lang, NUM_WORDS["en"])
    leet = {"0": "O", "1": "l", "5": "S", "8": "B"}
    styles = [
        lambda: ", ".join(" ".join(W[int(c)] for c in g) for g in groups),
        lambda: " ".join(num),
        lambda: ".".join(groups),
        lambda: "/".join(groups),
        lambda: "-".join("".join(leet.get(c, c) if R.random() < 0.7 else c for c in g) for g in groups),
        lambda: " ".join("".join(chr(0xFF10 + int(c)) for c in g) for g in groups),
        lambda: "".join(c + "\ufe0f\u20e3" for c in num),
        lambda: " ".join(groups[:len(groups) // 2]) + " " + " ".join(" ".join(W[int(c)] for c in g) for g in groups[len(groups) // 2:]),
        lambda: " ".join(groups[:2]) + " / " + " ".join(groups[2:]),
        lambda: " ".join(num[i:i + 2] for i in range(0, len(num), 2)),
        lambda: "*".join(groups),
        lambda: "_".join(groups),
        lambda: " ".join(groups)[::-1],
        lambda: "\n".join(groups),
        lambda: " x ".join(groups),
        lambda: "-".join("".join(W[int(c)] if k % 2 == 0 else c for k, c in enumerate(g)) for g in groups),
        lambda: "\u200b".join(num),
        lambda: " ".join("".join({"1": "I", "0": "O"}.get(c, c) for c in g) for g in groups),
        lambda: "[" + "][".join(groups) + "]",
    ]
    if lang == "en":
        styles += [lambda: ", ".join(_dictate_double(g) for g in groups)] * 3
    return ch(styles)()


CARD_DISG_TPLS = [
    ("en", "pay me directly and we both skip the marketplace fee - card: <<d>> exp <<exp>>"),
    ("en", "your bot keeps blocking my message so here: <<d>>, expiry <<exp>>, for the deposit"),
    ("en", "Agent: Please read out the card number.\nCustomer: Sure - <<d>>.\nAgent: And the expiry date?\nCustomer: <<exp>>."),
    ("en", "(message 2/2) the card is <<d>> lol this chat hides numbers"),
    ("en", "Booking the <<room>> room for Friday - card <<d>> ex <<exp>> - thx!"),
    ("en", "selling my spot in the tattoo waitlist, pay the deposit from this card: <<d>>"),
    ("en", "Voicemail: \"hi it's <<first>>, for the piano restoration deposit my card is <<d>> and it expires <<exp>>, cheers\""),
    ("de", "Euer Formular nimmt meine Karte nicht, also hier: <<d>>, gültig bis <<exp>>"),
    ("de", "Kartennummer (schreib ich so, sonst löscht der Chat das): <<d>>"),
    ("fr", "Le chat bloque les numéros, donc : <<d>> exp. <<exp>>"),
    ("es", "El chat no deja poner la tarjeta, te la escribo así: <<d>>, caduca <<exp>>"),
    ("it", "La chat cancella i numeri... carta: <<d>> scad. <<exp>>"),
    ("nl", "De chat blokkeert het nummer, dus zo: <<d>> (geldig t/m <<exp>>)"),
    ("pt", "o chat apaga números, então: <<d>> validade <<exp>>"),
    ("pl", "czat blokuje numery, więc piszę tak: <<d>>, ważna do <<exp>>"),
    ("sv", "chatten blockerar siffror så: <<d>>, går ut <<exp>>"),
    ("tr", "sohbet numarayı engelliyor, kart: <<d>> son kullanma <<exp>>"),
]


def gen_credit_card_disguised():
    lang, tpl = ch(CARD_DISG_TPLS)
    brand, num = card_number()
    d = _card_disg(num, lang)
    return {"value": num, "disguise": d, "text": fill(tpl, d=d)}


# ==== MAIN ====
COUNTS = [("negative", 800), ("email", 200), ("email_disguised", 75), ("credit_card", 200),
          ("credit_card_disguised", 75), ("phone", 200), ("us_ssn", 200), ("iban", 200),
          ("ip_address", 200), ("secret", 200)]


def build():
    gens = {k[4:]: v for k, v in globals().items() if k.startswith("gen_")}
    rows, seen = [], set()
    for key, n in COUNTS:
        if key not in gens:
            continue
        typ = key.replace("_disguised", "")
        made = 0
        while made < n:
            r = gens[key]()
            text, val = r["text"], r["value"]
            if text in seen:
                continue
            if typ != "negative":
                shown = r.get("disguise", val)
                if text.count(shown) != 1:
                    continue
            seen.add(text)
            row = {"source": SOURCE, "type": typ, "value": val if typ != "negative" else "", "text": text}
            if "disguise" in r:
                row["disguise"] = r["disguise"]
            rows.append(row)
            made += 1
    return rows


def main():
    rows = build()
    with open(OUT_PATH, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = {}
    for row in rows:
        k = row["type"] + (" (disguised)" if "disguise" in row else "")
        counts[k] = counts.get(k, 0) + 1
    for k in sorted(counts):
        print("%-26s %d" % (k, counts[k]), file=sys.stderr)
    print("%-26s %d" % ("TOTAL", len(rows)), file=sys.stderr)


if __name__ == "__main__":
    main()
