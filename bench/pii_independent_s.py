"""Independent evaluation corpus for a PII / secret detector (source: pii-indep-s).

Written from scratch, standard library only, fully deterministic (one
random.Random(SEED)).  Writes corpora/pii-independent/indep-s.jsonl beside this script and prints
per-type counts to stderr.

Row kinds
  * positives   {"source","type","value","text"}           value occurs once in text
  * disguised   {"source","type","value","text","disguise"} disguise occurs once,
                canonical value does not occur in text (email / credit_card only)
  * negatives   {"source","type":"negative","value":"","text"} look-alikes only

Settings used for all contexts: climbing gym, pharmacy delivery service,
language school, solar-panel installer, student-housing landlord, recycling
company.  About 22 % of the rows are written in other languages.
"""
import base64
import ipaddress
import json
import os
import re
import string
import sys
import uuid
from collections import Counter
import random

SEED = 5172031
R = random.Random(SEED)
SRC = "pii-indep-s"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-s.jsonl")

N_POS = 200
N_DIS = 75
N_NEG = 800
FOREIGN_SHARE = 0.22

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEXL = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


# ---------------------------------------------------------------- helpers
def ch(seq):
    return R.choice(seq)


def rstr(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def digits(n):
    return rstr(n, DG)


def nd(n, first="123456789"):
    """n digits, first digit from `first`."""
    return R.choice(first) + digits(n - 1)


def fill(tpl, ctx):
    def rep(m):
        return str(ctx[m.group(1)])
    return re.sub(r"⟦(\w+)⟧", rep, tpl)


def luhn_ok(s):
    tot = 0
    for i, c in enumerate(reversed(s)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(partial):
    for c in DG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def iban_mod(s):
    s = s.upper()
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97


# ---------------------------------------------------------------- IBAN data
IBAN_SPEC = {
    "AD": "4n4n12c", "AT": "5n11n", "BE": "3n7n2n", "BG": "4a4n2n8c", "CH": "5n12c",
    "CY": "3n5n16c", "CZ": "4n6n10n", "DE": "8n10n", "DK": "4n9n1n", "EE": "2n2n11n1n",
    "ES": "4n4n1n1n10n", "FI": "3n11n", "FR": "5n5n11c2n", "GB": "4a6n8n", "GR": "3n4n16c",
    "HR": "7n10n", "HU": "3n4n1n15n1n", "IE": "4a6n8n", "IS": "4n2n6n10n", "IT": "1a5n5n12c",
    "LI": "5n12c", "LT": "5n11n", "LU": "3n13c", "LV": "4a13c", "MT": "4a5n18c",
    "NL": "4a10n", "NO": "4n6n1n", "PL": "8n16n", "PT": "4n4n11n2n", "RO": "4a16c",
    "SE": "3n16n1n", "SI": "5n8n2n", "SK": "4n6n10n", "TR": "5n1n16c", "SA": "2n18c",
    "AE": "3n16n", "MC": "5n5n11c2n", "SM": "1a5n5n12c",
}
IBAN_LEN = {cc: 4 + sum(int(n) for n, _ in re.findall(r"(\d+)([nac])", sp)) for cc, sp in IBAN_SPEC.items()}
# extra lengths only used by the negative checker
IBAN_LEN_ALL = dict(IBAN_LEN)
IBAN_LEN_ALL.update({
    "AL": 28, "AZ": 28, "BA": 20, "BH": 22, "BR": 29, "BY": 28, "CR": 22, "DO": 28, "EG": 29,
    "FO": 18, "GE": 22, "GI": 23, "GL": 18, "GT": 28, "IL": 23, "IQ": 23, "JO": 30, "KW": 30,
    "KZ": 20, "LB": 28, "LC": 32, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MU": 30, "PK": 24,
    "PS": 29, "QA": 29, "RS": 22, "SC": 31, "SV": 28, "TL": 23, "TN": 24, "UA": 29, "VA": 22,
    "VG": 24, "XK": 20, "LY": 25, "SD": 18, "ST": 25, "NI": 28, "MN": 20, "RU": 33, "SO": 23,
})
BANK_CODES = {
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG", "REVO"],
    "IE": ["AIBK", "BOFI", "IPBS", "ULSB"],
    "NL": ["ABNA", "INGB", "RABO", "TRIO", "KNAB", "SNSB", "BUNQ", "ASNB"],
    "BG": ["UNCR", "STSA", "BPBI"], "LV": ["HABA", "UNLA", "PARX"], "MT": ["MALT", "VALL", "APSB"],
    "RO": ["BTRL", "RNCB", "BRDE", "INGB", "RZBR"], "IT": None, "SM": None,
}


def gen_iban(cc=None):
    cc = cc or ch(sorted(IBAN_SPEC))
    parts = []
    first_alpha = True
    for n, k in re.findall(r"(\d+)([nac])", IBAN_SPEC[cc]):
        n = int(n)
        if k == "n":
            parts.append(digits(n))
        elif k == "a":
            if first_alpha and BANK_CODES.get(cc) and n == 4:
                parts.append(ch(BANK_CODES[cc]))
            else:
                parts.append(rstr(n, UP))
        else:
            if R.random() < 0.2:
                parts.append(rstr(2, UP) + digits(n - 2))
            else:
                parts.append(digits(n))
        first_alpha = False
    bban = "".join(parts)
    chk = 98 - iban_mod(cc + "00" + bban)
    iban = f"{cc}{chk:02d}{bban}"
    assert iban_mod(iban) == 1 and len(iban) == IBAN_LEN[cc]
    return iban


def fmt_iban(iban):
    r = R.random()
    if r < 0.5:
        s = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    elif r < 0.9:
        s = iban
    else:
        s = "-".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if R.random() < 0.3 else \
            " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    if R.random() < 0.12:
        s = s.lower()
    return s


# ---------------------------------------------------------------- cards
def gen_card(brand=None):
    brand = brand or ch(["visa"] * 5 + ["mc"] * 4 + ["amex"] * 2 +
                        ["discover", "diners", "jcb", "unionpay", "maestro"])
    if brand == "visa":
        pre, n = "4", ch([16] * 10 + [13, 19])
    elif brand == "mc":
        pre, n = ch(["51", "52", "53", "54", "55", str(R.randint(2221, 2720))]), 16
    elif brand == "amex":
        pre, n = ch(["34", "37"]), 15
    elif brand == "discover":
        pre, n = ch(["6011", str(R.randint(644, 649)), "65"]), ch([16, 16, 16, 19])
    elif brand == "diners":
        pre, n = ch(["36", "38", "39", "30" + str(R.randint(0, 5))]), 14
    elif brand == "jcb":
        pre, n = str(R.randint(3528, 3589)), ch([16, 16, 16, 19])
    elif brand == "unionpay":
        pre, n = "62" + ch("0123458"), ch([16, 16, 17, 18, 19])
    else:
        pre, n = ch(["5018", "5020", "5038", "6304", "6759", "6761", "6763"]), ch([16, 18, 19])
    num = luhn_complete(pre + digits(n - len(pre) - 1))
    return brand, num


BRAND_NAME = {"visa": "Visa", "mc": "Mastercard", "amex": "Amex", "discover": "Discover",
              "diners": "Diners Club", "jcb": "JCB", "unionpay": "UnionPay", "maestro": "Maestro"}
CARD_PREFIX_RE = re.compile(r"^(4|5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|6011|64[4-9]|65|"
                            r"3[689]|30[0-5]|35(2[89]|[3-8]\d)|62|5018|5020|5038|6304|6759|676[13])")


def groups_for(num, brand):
    n = len(num)
    if brand == "amex":
        return [4, 6, 5]
    if n == 14:
        return [4, 6, 4]
    if n == 16:
        return [4, 4, 4, 4]
    if n == 13:
        return [4, 3, 3, 3]
    if n == 17:
        return [4, 4, 4, 5]
    if n == 18:
        return [4, 4, 4, 4, 2]
    return ch([[4, 4, 4, 4, 3], [6, 13]])


def split_groups(num, gs):
    out, i = [], 0
    for g in gs:
        out.append(num[i:i + g])
        i += g
    return out


def fmt_card(num, brand):
    sep = ch([" ", " ", " ", "-", "", ""])
    if sep == "":
        return num
    return sep.join(split_groups(num, groups_for(num, brand)))


# ---------------------------------------------------------------- SSN
def gen_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, s = R.randint(1, 99), R.randint(1, 9999)
    r = R.random()
    if r < 0.6:
        return f"{a:03d}-{g:02d}-{s:04d}"
    if r < 0.78:
        return f"{a:03d} {g:02d} {s:04d}"
    return f"{a:03d}{g:02d}{s:04d}"


def ssn_valid(v):
    d = re.sub(r"[ -]", "", v)
    if not re.fullmatch(r"\d{9}", d):
        return False
    a, g, s = d[:3], d[3:5], d[5:]
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


# ---------------------------------------------------------------- IPs
V6_PREFIXES = ["2a02:8108", "2a01:4f8", "2001:4860", "2606:4700", "2a00:1450", "2600:1f18",
               "2a03:2880", "2401:fa00", "2804:14c", "2c0f:fb50", "2a0a:a540", "2001:67c",
               "2a05:d014", "2400:cb00", "2607:f8b0", "2a02:26f0"]


def gen_ipv4():
    while True:
        a = R.randint(1, 223)
        s = f"{a}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
        ip = ipaddress.ip_address(s)
        if ip.is_global and not ip.is_multicast:
            return s


def gen_ipv6():
    while True:
        pre = ch(V6_PREFIXES).split(":")
        rest = []
        for i in range(8 - len(pre)):
            r = R.random()
            rest.append("0" if r < 0.35 else "%x" % R.randint(1, 0xffff))
        addr = ipaddress.IPv6Address(":".join(pre + rest))
        if not addr.is_global:
            continue
        r = R.random()
        if r < 0.7:
            return addr.compressed
        if r < 0.85:
            return addr.exploded
        return addr.compressed.upper()


# ---------------------------------------------------------------- phones
def ph_US():
    a = ch(["212", "213", "305", "312", "404", "415", "503", "512", "617", "646", "702", "718",
            "720", "919", "206", "303", "347", "773", "858", "971"])
    e = nd(3, "23456789")
    while e[1:] == "55" or e[1:] == "11":
        e = nd(3, "23456789")
    l = digits(4)
    return ch([f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}",
               f"+1-{a}-{e}-{l}", f"1 ({a}) {e}-{l}", f"+1 ({a}) {e}-{l}", f"+1{a}{e}{l}"])


def ph_GB():
    m = "7" + ch("1234589") + digits(2)
    rest = digits(6)
    lon = "20 " + ch("378") + digits(3) + " " + digits(4)
    man = "161 " + nd(3, "2345678") + " " + digits(4)
    return ch([f"+44 {m} {rest}", f"0{m} {rest}", f"+44 (0){m} {rest}", f"+44 {lon}",
               f"0{lon}", f"0{man}", f"+44{m}{rest}"])


def ph_DE():
    mp = ch(["151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"])
    c = ch(["30", "40", "89", "221", "69", "711", "341", "351", "511", "911"])
    m = nd(ch([7, 8]))
    n = nd(7 if len(c) == 2 else 6, "2345678")
    return ch([f"+49 {mp} {m}", f"0{mp} {m}", f"0{mp}/{m}", f"+49 {c} {n}", f"0{c} {n}",
               f"0{c}/{n}", f"+49 (0){c} {n}", f"0{c} {n}-{digits(2)}", f"+49{mp}{m}"])


def ph_FR():
    x = ch("67")
    p = [digits(2) for _ in range(4)]
    l = ch("12345")
    return ch([f"0{x} {' '.join(p)}", f"+33 {x} {' '.join(p)}", f"0{x}.{'.'.join(p)}",
               f"+33 (0){l} {' '.join(p)}", f"0{l} {' '.join(p)}", f"+33{x}{''.join(p)}"])


def ph_ES():
    m = "6" + digits(2)
    return ch([f"+34 {m} {digits(3)} {digits(3)}", f"{m} {digits(2)} {digits(2)} {digits(2)}",
               f"+34 9{ch('1356')} {digits(3)} {digits(2)} {digits(2)}", f"{m} {digits(3)} {digits(3)}"])


def ph_IT():
    m = "3" + ch("2345689") + digits(1)
    return ch([f"+39 {m} {digits(3)} {digits(4)}", f"{m} {digits(7)}", f"+39 02 {digits(4)} {digits(4)}",
               f"06 {digits(4)} {digits(4)}", f"+39 {m}{digits(7)}"])


def ph_NL():
    return ch([f"+31 6 {digits(8)}", f"06-{digits(8)}", f"020-{nd(3)} {digits(4)}",
               f"+31 (0)20 {nd(3)} {digits(4)}", f"06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}",
               f"010 {nd(3)} {digits(4)}"])


def ph_PL():
    m = ch("5678") + digits(2)
    return ch([f"+48 {m} {digits(3)} {digits(3)}", f"{m}-{digits(3)}-{digits(3)}",
               f"+48 22 {nd(3)} {digits(2)} {digits(2)}", f"{m} {digits(3)} {digits(3)}"])


def ph_DK():
    n = ch("2345678") + digits(7)
    return ch([f"+45 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}", f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}",
               f"+45 {n[:4]} {n[4:]}", f"+45{n}"])


def ph_NO():
    m = ch("49") + digits(7)
    return ch([f"+47 {m[:3]} {m[3:5]} {m[5:]}", f"{m[:3]} {m[3:5]} {m[5:]}",
               f"+47 22 {digits(2)} {digits(2)} {digits(2)}", f"+47{m}"])


def ph_RO():
    m = "7" + ch("2345678") + digits(1)
    return ch([f"+40 {m} {digits(3)} {digits(3)}", f"0{m} {digits(3)} {digits(3)}",
               f"0{m}.{digits(3)}.{digits(3)}", f"+40 21 {nd(3)} {digits(4)}"])


def ph_HU():
    m = ch(["20", "30", "70"])
    return ch([f"+36 {m} {nd(3)} {digits(4)}", f"06 {m} {nd(3)} {digits(4)}",
               f"+36 1 {nd(3)} {digits(4)}", f"06-1-{nd(3)}-{digits(4)}", f"+36-{m}-{nd(3)}-{digits(4)}"])


def ph_TR():
    m = "5" + ch("0345") + digits(1)
    a, b, c = digits(3), digits(2), digits(2)
    return ch([f"+90 {m} {a} {b} {c}", f"0 ({m}) {a} {b} {c}", f"0{m} {a} {b} {c}",
               f"+90 212 {nd(3)} {digits(2)} {digits(2)}"])


def ph_RU():
    m = "9" + digits(2)
    a, b, c = digits(3), digits(2), digits(2)
    return ch([f"+7 ({m}) {a}-{b}-{c}", f"8 (495) {a}-{b}-{c}", f"+7 {m} {a} {b} {c}",
               f"8 {m} {a}-{b}-{c}", f"+7 (812) {a}-{b}-{c}"])


def ph_UA():
    m = ch(["67", "50", "63", "93", "97", "66", "73"])
    return ch([f"+380 {m} {digits(3)} {digits(2)} {digits(2)}", f"0{m} {digits(3)} {digits(4)}",
               f"+380 ({m}) {digits(3)}-{digits(2)}-{digits(2)}", f"+380{m}{digits(7)}"])


def ph_JP():
    m = ch(["90", "80", "70"])
    return ch([f"+81 {m}-{digits(4)}-{digits(4)}", f"0{m}-{digits(4)}-{digits(4)}",
               f"03-{nd(4)}-{digits(4)}", f"06-{nd(4)}-{digits(4)}", f"+81 3-{nd(4)}-{digits(4)}",
               f"0{m} {digits(4)} {digits(4)}"])


def ph_CN():
    m = "1" + ch("3589") + digits(1)
    return ch([f"+86 {m} {digits(4)} {digits(4)}", f"{m}-{digits(4)}-{digits(4)}", f"{m} {digits(4)} {digits(4)}",
               f"+86 10 {nd(4)} {digits(4)}", f"(010) {nd(4)} {digits(4)}", f"021-{nd(4)}{digits(4)}"])


def ph_KR():
    return ch([f"010-{nd(4)}-{digits(4)}", f"+82 10-{nd(4)}-{digits(4)}", f"02-{nd(3)}-{digits(4)}",
               f"+82 2-{nd(4)}-{digits(4)}", f"010 {nd(4)} {digits(4)}", f"031-{nd(3)}-{digits(4)}"])


def ph_ID():
    m = "8" + ch("1257") + digits(1)
    return ch([f"+62 {m}-{digits(4)}-{digits(4)}", f"0{m} {digits(4)} {digits(4)}",
               f"(021) {nd(4)} {digits(4)}", f"+62 {m} {digits(3)} {digits(4)}"])


def ph_TH():
    m = ch("689") + ch("123456789")
    return ch([f"+66 {m} {digits(3)} {digits(4)}", f"0{m}-{digits(3)}-{digits(4)}",
               f"02 {nd(3)} {digits(4)}", f"0{m} {digits(3)} {digits(4)}"])


def ph_BR():
    a = ch(["11", "21", "31", "41", "51", "61"])
    return ch([f"+55 {a} 9{digits(4)}-{digits(4)}", f"({a}) 9{digits(4)}-{digits(4)}",
               f"+55 ({a}) 3{digits(3)}-{digits(4)}", f"+55 {a} 9{digits(8)}"])


def ph_AU():
    return ch([f"+61 4{digits(2)} {digits(3)} {digits(3)}", f"04{digits(2)} {digits(3)} {digits(3)}",
               f"(02) {nd(4)} {digits(4)}", f"+61 2 {nd(4)} {digits(4)}", f"(03) {nd(4)} {digits(4)}"])


def ph_IN():
    m = ch("6789") + digits(4)
    return ch([f"+91 {m} {digits(5)}", f"0{m} {digits(5)}", f"+91-{m}{digits(5)}", f"+91 22 {nd(4)} {digits(4)}"])


def ph_CH():
    return ch([f"+41 {ch(['44', '31', '61', '21'])} {nd(3)} {digits(2)} {digits(2)}",
               f"07{ch('5689')} {digits(3)} {digits(2)} {digits(2)}",
               f"+41 (0)7{ch('5689')} {digits(3)} {digits(2)} {digits(2)}"])


def ph_SE():
    return ch([f"+46 70 {digits(3)} {digits(2)} {digits(2)}", f"070-{digits(3)} {digits(2)} {digits(2)}",
               f"08-{nd(3)} {digits(3)} {digits(2)}", f"+46 8 {nd(3)} {digits(3)} {digits(2)}"])


PHONES = {k[3:]: v for k, v in globals().items() if k.startswith("ph_")}
EN_PHONE_COUNTRIES = ["US"] * 6 + ["GB"] * 5 + ["AU"] * 2 + ["IN"] * 2 + ["CH", "SE", "BR", "DE", "FR",
                       "ES", "IT", "NL", "PL", "DK", "NO", "RO", "HU", "TR", "RU", "UA", "JP", "CN", "KR", "ID", "TH"]


def gen_phone(country):
    v = PHONES[country]()
    if country in ("US", "GB", "DE", "AU", "CH") and R.random() < 0.2:
        v += ch([f" ext. {R.randint(10, 899)}", f" x{R.randint(100, 999)}", f" ext {R.randint(2, 60)}"])
    return v


SSN_RE = re.compile(r"(?<!\d)\d{3}[ -]\d{2}[ -]\d{4}(?!\d)")


def phone_valid(v):
    core = re.split(r" ext\.? | x(?=\d)", v)[0]
    n = len(re.sub(r"\D", "", core))
    return 7 <= n <= 15 and not SSN_RE.search(v)


# ---------------------------------------------------------------- settings
SETTINGS = [
    dict(key="gym", orgs=["Crux & Chalk Climbing", "Boulderwerk Nord", "Vertical Lab Bouldering", "Gritstone Climbing Centre"],
         topics=["day pass", "membership freeze", "belay course", "kids birthday party", "route-setting shift", "10-visit punch card"],
         apps=["checkin-kiosk", "members-portal", "booking-api", "waiver-service"],
         plans=["Monthly Unlimited", "Student Flex", "Off-Peak", "Family 4"],
         domains=["cruxandchalk.com", "boulderwerk-nord.de", "verticallab.co.uk", "gritstone-climbing.ie"]),
    dict(key="pharmacy", orgs=["MedRoute Pharmacy Delivery", "PillPost", "Apotheke Express", "CareDrop Pharmacy"],
         topics=["prescription delivery", "repeat prescription", "courier slot", "cold-chain insulin delivery", "refill reminder"],
         apps=["rx-dispatch", "courier-tracker", "refill-bot", "order-api"],
         plans=["Standard Delivery", "Same-Day", "Monthly Refill", "Care Home Bundle"],
         domains=["medroute.co.uk", "pillpost.io", "apotheke-express.de", "caredrop.fr"]),
    dict(key="school", orgs=["Lingua Bridge Language School", "Polyglot Hub", "Sprachinstitut Mitte", "Babel Academy"],
         topics=["B2 German course", "IELTS prep", "placement test", "evening Spanish class", "Japanese N4 course"],
         apps=["enrolment-portal", "lms-sync", "timetable-api", "exam-booker"],
         plans=["Intensive 20h", "Evening 2x/week", "Private 1:1", "Online Group"],
         domains=["linguabridge.com", "polyglothub.es", "sprachinstitut-mitte.de", "babel-academy.it"]),
    dict(key="solar", orgs=["BrightRoof Solar", "SunHarvest Installers", "Photon Home Energy", "Helio Panels Ltd"],
         topics=["roof survey", "inverter install", "6.4 kWp quote", "battery retrofit", "feed-in tariff paperwork"],
         apps=["quote-engine", "inverter-monitor", "install-scheduler", "crm-sync"],
         plans=["Panels Only", "Panels + Battery", "Lease 20y", "Maintenance Plus"],
         domains=["brightroof.com.au", "sunharvest.nl", "photonhome.energy", "helio-panels.co.uk"]),
    dict(key="housing", orgs=["CampusNest Student Living", "Dorm & Co Lettings", "Unihaus Residences", "StudyPad Housing"],
         topics=["room 3B lease", "deposit refund", "maintenance request", "move-in inspection", "guarantor form"],
         apps=["tenant-portal", "rent-collector", "maintenance-desk", "keycard-sync"],
         plans=["Ensuite 44 weeks", "Studio 51 weeks", "Shared Flat", "Summer Let"],
         domains=["campusnest.co.uk", "dormandco.com", "unihaus.at", "studypad.dk"]),
    dict(key="recycling", orgs=["GreenLoop Recycling", "ReCycle Works", "Circular Metals & Paper", "EcoSort Collection"],
         topics=["bulk pickup", "scrap metal collection", "bin swap", "e-waste drop-off", "cardboard baler service"],
         apps=["route-planner", "weighbridge", "pickup-api", "invoice-runner"],
         plans=["Weekly Bin", "Fortnightly Mixed", "Commercial 1100L", "On-Demand Skip"],
         domains=["greenloop.no", "recycleworks.ro", "circularmetals.hu", "ecosort.se"]),
]
for _i, _s in enumerate(SETTINGS):
    _s["idx"] = _i

FIRST = ["Olivia", "Liam", "Emma", "Noah", "Ava", "Ethan", "Mia", "Lucas", "Amelia", "Mason", "Harper", "Elijah",
         "Zoe", "Aiden", "Chloe", "Mateo", "Priya", "Arjun", "Wei", "Mei", "Yuki", "Hiroshi", "Fatima", "Omar",
         "Aisha", "Kwame", "Ngozi", "Sofia", "Diego", "Ingrid", "Sven", "Anika", "Tomasz", "Giulia", "Pierre",
         "Jonas", "Freya", "Niamh", "Declan", "Rhys", "Callum", "Isla", "Hannah", "Ryan", "Grace", "Daniel", "Leah",
         "Tariq", "Camila", "Rosa", "Kenji", "Nadia", "Joel", "Maya", "Felix", "Ruth"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Martinez", "Lopez", "Wilson",
        "Anderson", "Taylor", "Thomas", "Moore", "Jackson", "Lee", "Patel", "Nguyen", "Kim", "Chen", "Okafor",
        "Mensah", "Haddad", "Kowalski", "Rossi", "Dubois", "Schmidt", "Larsen", "Novak", "OBrien", "Murphy",
        "Walsh", "Evans", "Hughes", "Fraser", "Sato", "Tanaka", "Singh", "Costa", "Silva", "Ivanova", "Horvat",
        "Bianchi", "Fischer", "Lindqvist", "Byrne", "Kaur", "Yilmaz", "Reyes", "Park"]
AGENTS = ["Sam", "Jo", "Alex", "Robin", "Kai", "Charlie", "Morgan", "Taylor", "Jamie", "Priya", "Dev", "Lena", "Marco", "Ines"]
CITIES = ["Leeds", "Bristol", "Dublin", "Berlin", "Hamburg", "Lyon", "Madrid", "Milan", "Rotterdam", "Kraków",
          "Aarhus", "Bergen", "Cluj", "Debrecen", "Izmir", "Austin", "Denver", "Melbourne", "Pune", "Osaka"]
COUNTRYNAMES = ["Germany", "Netherlands", "Ireland", "United States", "Poland", "Brazil", "Japan", "France", "Romania", "Vietnam"]

LANGS = {
    "fr": dict(hello="Bonjour", bye="Cordialement", subj="Objet", name="Nom", details="voici mes informations concernant",
               change="tu peux modifier ça ?", updated="mis à jour",
               lbl=dict(email="E-mail", phone="Téléphone", credit_card="Carte bancaire", iban="IBAN", ip_address="Adresse IP",
                        us_ssn="Numéro de sécurité sociale américain (SSN)", secret="Clé API", password="Mot de passe",
                        order="N° de commande", tracking="N° de suivi", invoice="N° de facture", amount="Montant",
                        customer="N° client", masked="Carte", version="Version", date="Date"),
               topics=["abonnement salle d'escalade", "livraison de médicaments", "inscription cours de langue",
                       "devis panneaux solaires", "bail logement étudiant", "collecte recyclage"],
               first=["Camille", "Louis", "Chloé", "Hugo", "Manon"], last=["Martin", "Bernard", "Dubois", "Lefèvre", "Moreau"]),
    "de": dict(hello="Hallo", bye="Viele Grüße", subj="Betreff", name="Name", details="anbei meine Angaben zum Thema",
               change="kannst du das ändern?", updated="aktualisiert",
               lbl=dict(email="E-Mail", phone="Telefon", credit_card="Kreditkarte", iban="IBAN", ip_address="IP-Adresse",
                        us_ssn="US-Sozialversicherungsnummer (SSN)", secret="API-Schlüssel", password="Passwort",
                        order="Bestellnummer", tracking="Sendungsnummer", invoice="Rechnungsnummer", amount="Betrag",
                        customer="Kundennummer", masked="Karte", version="Version", date="Datum"),
               topics=["Mitgliedschaft Kletterhalle", "Medikamentenlieferung", "Anmeldung Sprachkurs",
                       "Angebot Solaranlage", "Mietvertrag Studentenzimmer", "Abholung Wertstoffe"],
               first=["Lukas", "Anna", "Jonas", "Lea", "Felix"], last=["Müller", "Schneider", "Becker", "Wagner", "Hoffmann"]),
    "es": dict(hello="Hola", bye="Saludos", subj="Asunto", name="Nombre", details="estos son mis datos sobre",
               change="¿puedes cambiarlo?", updated="actualizado",
               lbl=dict(email="Correo electrónico", phone="Teléfono", credit_card="Tarjeta de crédito", iban="IBAN",
                        ip_address="Dirección IP", us_ssn="Número de Seguro Social de EE. UU. (SSN)", secret="Clave API",
                        password="Contraseña", order="N.º de pedido", tracking="N.º de seguimiento", invoice="N.º de factura",
                        amount="Importe", customer="N.º de cliente", masked="Tarjeta", version="Versión", date="Fecha"),
               topics=["cuota del rocódromo", "entrega de medicamentos", "matrícula curso de idiomas",
                       "presupuesto placas solares", "contrato residencia de estudiantes", "recogida de reciclaje"],
               first=["Lucía", "Javier", "Sofía", "Mateo", "Carmen"], last=["García", "Fernández", "López", "Martínez", "Ruiz"]),
    "it": dict(hello="Ciao", bye="Cordiali saluti", subj="Oggetto", name="Nome", details="ecco i miei dati per",
               change="puoi modificarlo?", updated="aggiornato",
               lbl=dict(email="Email", phone="Telefono", credit_card="Carta di credito", iban="IBAN", ip_address="Indirizzo IP",
                        us_ssn="Numero di previdenza sociale USA (SSN)", secret="Chiave API", password="Password",
                        order="N. ordine", tracking="N. spedizione", invoice="N. fattura", amount="Importo",
                        customer="Codice cliente", masked="Carta", version="Versione", date="Data"),
               topics=["abbonamento palestra di arrampicata", "consegna farmaci", "iscrizione corso di lingua",
                       "preventivo pannelli solari", "contratto alloggio studenti", "ritiro rifiuti riciclabili"],
               first=["Giulia", "Marco", "Francesca", "Luca", "Chiara"], last=["Rossi", "Bianchi", "Esposito", "Romano", "Ricci"]),
    "pt": dict(hello="Olá", bye="Atenciosamente", subj="Assunto", name="Nome", details="seguem meus dados sobre",
               change="pode alterar isso?", updated="atualizado",
               lbl=dict(email="E-mail", phone="Telefone", credit_card="Cartão de crédito", iban="IBAN", ip_address="Endereço IP",
                        us_ssn="Número do Seguro Social dos EUA (SSN)", secret="Chave de API", password="Senha",
                        order="Nº do pedido", tracking="Código de rastreio", invoice="Nº da nota fiscal", amount="Valor",
                        customer="Nº do cliente", masked="Cartão", version="Versão", date="Data"),
               topics=["mensalidade do ginásio de escalada", "entrega de medicamentos", "matrícula no curso de idiomas",
                       "orçamento de painéis solares", "contrato de moradia estudantil", "coleta de recicláveis"],
               first=["Ana", "João", "Beatriz", "Pedro", "Mariana"], last=["Silva", "Santos", "Oliveira", "Souza", "Pereira"]),
    "nl": dict(hello="Hoi", bye="Met vriendelijke groet", subj="Onderwerp", name="Naam", details="hierbij mijn gegevens voor",
               change="kun je dat aanpassen?", updated="bijgewerkt",
               lbl=dict(email="E-mailadres", phone="Telefoonnummer", credit_card="Creditcard", iban="IBAN", ip_address="IP-adres",
                        us_ssn="Amerikaans socialezekerheidsnummer (SSN)", secret="API-sleutel", password="Wachtwoord",
                        order="Bestelnummer", tracking="Trackingnummer", invoice="Factuurnummer", amount="Bedrag",
                        customer="Klantnummer", masked="Kaart", version="Versie", date="Datum"),
               topics=["abonnement klimhal", "medicijnbezorging", "inschrijving taalcursus", "offerte zonnepanelen",
                       "huurcontract studentenkamer", "ophalen recyclebaar afval"],
               first=["Sanne", "Daan", "Fleur", "Bram", "Noor"], last=["de Vries", "Jansen", "Bakker", "Visser", "Smit"]),
    "pl": dict(hello="Dzień dobry", bye="Pozdrawiam", subj="Temat", name="Imię i nazwisko", details="przesyłam dane w sprawie",
               change="możesz to zmienić?", updated="zaktualizowano",
               lbl=dict(email="E-mail", phone="Telefon", credit_card="Karta kredytowa", iban="IBAN", ip_address="Adres IP",
                        us_ssn="Amerykański numer ubezpieczenia społecznego (SSN)", secret="Klucz API", password="Hasło",
                        order="Nr zamówienia", tracking="Nr przesyłki", invoice="Nr faktury", amount="Kwota",
                        customer="Nr klienta", masked="Karta", version="Wersja", date="Data"),
               topics=["karnet na ściankę wspinaczkową", "dostawa leków", "zapis na kurs językowy",
                       "wycena paneli fotowoltaicznych", "umowa najmu w akademiku", "odbiór surowców wtórnych"],
               first=["Katarzyna", "Piotr", "Agnieszka", "Tomasz", "Zofia"], last=["Kowalski", "Nowak", "Wiśniewska", "Wójcik", "Zieliński"]),
    "da": dict(hello="Hej", bye="Venlig hilsen", subj="Emne", name="Navn", details="her er mine oplysninger vedrørende",
               change="kan du ændre det?", updated="opdateret",
               lbl=dict(email="E-mail", phone="Telefon", credit_card="Kreditkort", iban="IBAN", ip_address="IP-adresse",
                        us_ssn="Amerikansk socialsikringsnummer (SSN)", secret="API-nøgle", password="Adgangskode",
                        order="Ordrenummer", tracking="Sporingsnummer", invoice="Fakturanummer", amount="Beløb",
                        customer="Kundenummer", masked="Kort", version="Version", date="Dato"),
               topics=["medlemskab klatrehal", "levering af medicin", "tilmelding sprogkursus", "tilbud på solceller",
                       "lejekontrakt kollegieværelse", "afhentning af genbrug"],
               first=["Mette", "Mads", "Freja", "Rasmus", "Ida"], last=["Nielsen", "Jensen", "Hansen", "Pedersen", "Sørensen"]),
    "no": dict(hello="Hei", bye="Med vennlig hilsen", subj="Emne", name="Navn", details="her er opplysningene mine om",
               change="kan du endre det?", updated="oppdatert",
               lbl=dict(email="E-post", phone="Telefon", credit_card="Kredittkort", iban="IBAN", ip_address="IP-adresse",
                        us_ssn="Amerikansk trygdenummer (SSN)", secret="API-nøkkel", password="Passord",
                        order="Ordrenummer", tracking="Sporingsnummer", invoice="Fakturanummer", amount="Beløp",
                        customer="Kundenummer", masked="Kort", version="Versjon", date="Dato"),
               topics=["medlemskap klatresenter", "levering av medisiner", "påmelding språkkurs", "tilbud på solcellepaneler",
                       "leiekontrakt studenthybel", "henting av gjenvinning"],
               first=["Ingrid", "Ole", "Nora", "Henrik", "Sigrid"], last=["Hansen", "Johansen", "Olsen", "Larsen", "Berg"]),
    "ro": dict(hello="Bună ziua", bye="Cu stimă", subj="Subiect", name="Nume", details="vă trimit datele mele privind",
               change="poți să modifici?", updated="actualizat",
               lbl=dict(email="E-mail", phone="Telefon", credit_card="Card de credit", iban="IBAN", ip_address="Adresă IP",
                        us_ssn="Număr de asigurare socială SUA (SSN)", secret="Cheie API", password="Parolă",
                        order="Nr. comandă", tracking="Nr. AWB", invoice="Nr. factură", amount="Sumă",
                        customer="Cod client", masked="Card", version="Versiune", date="Data"),
               topics=["abonament sală de escaladă", "livrare medicamente", "înscriere curs de limbă", "ofertă panouri solare",
                       "contract cămin studențesc", "colectare deșeuri reciclabile"],
               first=["Andreea", "Mihai", "Ioana", "Alexandru", "Elena"], last=["Popescu", "Ionescu", "Stan", "Dumitrescu", "Constantin"]),
    "hu": dict(hello="Jó napot", bye="Üdvözlettel", subj="Tárgy", name="Név", details="küldöm az adataimat ebben az ügyben:",
               change="módosítanád?", updated="frissítve",
               lbl=dict(email="E-mail", phone="Telefonszám", credit_card="Hitelkártya", iban="IBAN", ip_address="IP-cím",
                        us_ssn="Amerikai társadalombiztosítási szám (SSN)", secret="API-kulcs", password="Jelszó",
                        order="Rendelésszám", tracking="Követési szám", invoice="Számla sorszáma", amount="Összeg",
                        customer="Ügyfélszám", masked="Kártya", version="Verzió", date="Dátum"),
               topics=["mászóterem bérlet", "gyógyszerkiszállítás", "nyelvtanfolyam jelentkezés", "napelem árajánlat",
                       "kollégiumi bérleti szerződés", "szelektív hulladék elszállítás"],
               first=["Eszter", "Bence", "Réka", "Dávid", "Anna"], last=["Nagy", "Kovács", "Tóth", "Szabó", "Horváth"]),
    "tr": dict(hello="Merhaba", bye="Saygılarımla", subj="Konu", name="Ad Soyad", details="şu konudaki bilgilerim:",
               change="bunu değiştirebilir misin?", updated="güncellendi",
               lbl=dict(email="E-posta", phone="Telefon", credit_card="Kredi kartı", iban="IBAN", ip_address="IP adresi",
                        us_ssn="ABD Sosyal Güvenlik Numarası (SSN)", secret="API anahtarı", password="Şifre",
                        order="Sipariş no", tracking="Takip no", invoice="Fatura no", amount="Tutar",
                        customer="Müşteri no", masked="Kart", version="Sürüm", date="Tarih"),
               topics=["tırmanış salonu üyeliği", "ilaç teslimatı", "dil kursu kaydı", "güneş paneli teklifi",
                       "öğrenci yurdu kira sözleşmesi", "geri dönüşüm toplama"],
               first=["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe"], last=["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik"]),
    "ru": dict(hello="Здравствуйте", bye="С уважением", subj="Тема", name="Имя", details="отправляю свои данные по теме",
               change="можешь поменять?", updated="обновлено",
               lbl=dict(email="Эл. почта", phone="Телефон", credit_card="Кредитная карта", iban="IBAN", ip_address="IP-адрес",
                        us_ssn="Номер социального страхования США (SSN)", secret="API-ключ", password="Пароль",
                        order="Номер заказа", tracking="Трек-номер", invoice="Номер счёта", amount="Сумма",
                        customer="Номер клиента", masked="Карта", version="Версия", date="Дата"),
               topics=["абонемент на скалодром", "доставка лекарств", "запись на языковые курсы", "расчёт солнечных панелей",
                       "договор аренды комнаты в общежитии", "вывоз вторсырья"],
               first=["Анна", "Дмитрий", "Мария", "Алексей", "Ольга"], last=["Иванова", "Смирнов", "Кузнецова", "Попов", "Соколов"]),
    "uk": dict(hello="Доброго дня", bye="З повагою", subj="Тема", name="Ім'я", details="надсилаю свої дані щодо",
               change="можеш змінити?", updated="оновлено",
               lbl=dict(email="Ел. пошта", phone="Телефон", credit_card="Кредитна картка", iban="IBAN", ip_address="IP-адреса",
                        us_ssn="Номер соціального страхування США (SSN)", secret="API-ключ", password="Пароль",
                        order="Номер замовлення", tracking="Номер відправлення", invoice="Номер рахунку-фактури", amount="Сума",
                        customer="Номер клієнта", masked="Картка", version="Версія", date="Дата"),
               topics=["абонемент на скеледром", "доставка ліків", "запис на мовні курси", "розрахунок сонячних панелей",
                       "договір оренди кімнати в гуртожитку", "вивезення вторсировини"],
               first=["Оксана", "Андрій", "Олена", "Тарас", "Ірина"], last=["Шевченко", "Коваленко", "Бондаренко", "Ткаченко", "Мельник"]),
    "ja": dict(hello="こんにちは", bye="よろしくお願いします", subj="件名", name="氏名", details="以下の件について情報を送ります：",
               change="変更してもらえますか？", updated="更新済み",
               lbl=dict(email="メールアドレス", phone="電話番号", credit_card="クレジットカード", iban="IBAN", ip_address="IPアドレス",
                        us_ssn="米国社会保障番号（SSN）", secret="APIキー", password="パスワード",
                        order="注文番号", tracking="追跡番号", invoice="請求書番号", amount="金額",
                        customer="顧客番号", masked="カード", version="バージョン", date="日付"),
               topics=["クライミングジム会員", "薬の配達", "語学コース申込", "太陽光パネル見積もり", "学生寮の賃貸契約", "資源ごみ回収"],
               first=["さくら", "翔太", "美咲", "健太", "陽菜"], last=["佐藤", "鈴木", "高橋", "田中", "渡辺"]),
    "zh": dict(hello="你好", bye="此致", subj="主题", name="姓名", details="以下是我关于此事的信息：",
               change="能帮我改一下吗？", updated="已更新",
               lbl=dict(email="电子邮箱", phone="电话", credit_card="信用卡", iban="IBAN", ip_address="IP地址",
                        us_ssn="美国社会安全号码（SSN）", secret="API密钥", password="密码",
                        order="订单号", tracking="快递单号", invoice="发票号", amount="金额",
                        customer="客户编号", masked="卡", version="版本", date="日期"),
               topics=["攀岩馆会员", "送药上门", "语言课程报名", "太阳能板报价", "学生公寓租约", "废品回收上门"],
               first=["伟", "芳", "磊", "静", "洋"], last=["王", "李", "张", "刘", "陈"]),
    "ko": dict(hello="안녕하세요", bye="감사합니다", subj="제목", name="이름", details="다음 건에 대한 정보입니다:",
               change="변경해 줄 수 있어요?", updated="업데이트됨",
               lbl=dict(email="이메일", phone="전화번호", credit_card="신용카드", iban="IBAN", ip_address="IP 주소",
                        us_ssn="미국 사회보장번호(SSN)", secret="API 키", password="비밀번호",
                        order="주문번호", tracking="운송장 번호", invoice="청구서 번호", amount="금액",
                        customer="고객번호", masked="카드", version="버전", date="날짜"),
               topics=["클라이밍짐 회원권", "약 배달", "어학 과정 등록", "태양광 패널 견적", "학생 기숙사 임대 계약", "재활용품 수거"],
               first=["지민", "서연", "민준", "하은", "도윤"], last=["김", "이", "박", "최", "정"]),
    "id": dict(hello="Halo", bye="Salam", subj="Perihal", name="Nama", details="berikut data saya terkait",
               change="bisa tolong diubah?", updated="diperbarui",
               lbl=dict(email="Email", phone="Telepon", credit_card="Kartu kredit", iban="IBAN", ip_address="Alamat IP",
                        us_ssn="Nomor Jaminan Sosial AS (SSN)", secret="Kunci API", password="Kata sandi",
                        order="No. pesanan", tracking="No. resi", invoice="No. faktur", amount="Jumlah",
                        customer="No. pelanggan", masked="Kartu", version="Versi", date="Tanggal"),
               topics=["keanggotaan gym panjat tebing", "pengantaran obat", "pendaftaran kursus bahasa",
                       "penawaran panel surya", "kontrak sewa asrama mahasiswa", "penjemputan sampah daur ulang"],
               first=["Putri", "Budi", "Siti", "Agus", "Dewi"], last=["Santoso", "Wijaya", "Hidayat", "Pratama", "Saputra"]),
    "th": dict(hello="สวัสดีครับ", bye="ขอบคุณครับ", subj="เรื่อง", name="ชื่อ", details="ข้อมูลของฉันเกี่ยวกับ",
               change="ช่วยแก้ไขให้หน่อยได้ไหม", updated="อัปเดตแล้ว",
               lbl=dict(email="อีเมล", phone="โทรศัพท์", credit_card="บัตรเครดิต", iban="IBAN", ip_address="ที่อยู่ IP",
                        us_ssn="หมายเลขประกันสังคมสหรัฐฯ (SSN)", secret="คีย์ API", password="รหัสผ่าน",
                        order="เลขที่คำสั่งซื้อ", tracking="เลขพัสดุ", invoice="เลขที่ใบแจ้งหนี้", amount="จำนวนเงิน",
                        customer="รหัสลูกค้า", masked="บัตร", version="เวอร์ชัน", date="วันที่"),
               topics=["สมาชิกยิมปีนผา", "บริการส่งยา", "สมัครคอร์สภาษา", "ใบเสนอราคาแผงโซลาร์", "สัญญาเช่าหอพักนักศึกษา",
                       "รับซื้อของรีไซเคิล"],
               first=["สมชาย", "สุดา", "ธนา", "มาลี", "อรุณ"], last=["ใจดี", "ศรีสุข", "วงศ์ไทย", "บุญมา", "แสงทอง"]),
}
FOREIGN = list(LANGS)
LANG_PHONE = {"fr": "FR", "de": "DE", "es": "ES", "it": "IT", "pt": "BR", "nl": "NL", "pl": "PL", "da": "DK",
              "no": "NO", "ro": "RO", "hu": "HU", "tr": "TR", "ru": "RU", "uk": "UA", "ja": "JP", "zh": "CN",
              "ko": "KR", "id": "ID", "th": "TH"}
LANG_IBAN = {"fr": ["FR", "BE", "LU", "MC"], "de": ["DE", "AT", "CH", "LI"], "es": ["ES", "AD"], "it": ["IT", "SM", "MT"],
             "pt": ["PT"], "nl": ["NL", "BE"], "pl": ["PL", "LT"], "da": ["DK", "IS"], "no": ["NO", "SE", "FI"],
             "ro": ["RO", "BG"], "hu": ["HU", "SK", "SI", "HR"], "tr": ["TR", "CY", "GR"], "ru": ["LV", "EE", "LT", "CZ"],
             "uk": ["PL", "CZ", "SK", "EE"], "ja": ["DE", "GB", "NL"], "zh": ["GB", "DE", "FR", "SA", "AE"],
             "ko": ["DE", "IE", "NL"], "id": ["NL", "DE", "AE"], "th": ["GB", "DE", "SA", "CH"]}
COLON = {"ja": "：", "zh": "："}

FRAMES = [
    "⟦hello⟧ ⟦org⟧,\n⟦details⟧ ⟦topic⟧.\n⟦lbl⟧⟦colon⟧⟦v⟧\n⟦bye⟧\n⟦first⟧ ⟦last⟧",
    "⟦subj⟧⟦colon⟧⟦topic⟧\n⟦name⟧⟦colon⟧⟦first⟧ ⟦last⟧\n⟦lbl⟧⟦colon⟧⟦v⟧",
    "[⟦time⟧] ⟦first⟧: ⟦lbl⟧ ⟦v⟧ — ⟦change⟧",
    "⟦org⟧ · ⟦topic⟧\n⟦lbl⟧⟦colon⟧⟦v⟧ (⟦updated⟧ ⟦date⟧)",
    "⟦org⟧: ⟦lbl⟧ ⟦v⟧. ⟦bye⟧!",
    "| ⟦name⟧ | ⟦lbl⟧ |\n|---|---|\n| ⟦first⟧ ⟦last⟧ | ⟦v⟧ |",
    "⟦hello⟧! ⟦details⟧ ⟦topic⟧ —\n⟦lbl⟧: ⟦v⟧\n/⟦first⟧",
]
SECRET_FRAMES = [
    "# ⟦lbl⟧ — ⟦org⟧ (⟦topic⟧)\n⟦var⟧=⟦v⟧",
    "[⟦time⟧] ⟦first⟧: ⟦lbl⟧ ⟦v⟧ — ⟦change⟧",
    "⟦hello⟧ ⟦agent⟧,\n⟦details⟧ ⟦topic⟧.\n⟦lbl⟧ (⟦prov⟧)⟦colon⟧⟦v⟧\n⟦bye⟧, ⟦first⟧",
    "# ⟦org⟧ – ⟦lbl⟧ (⟦updated⟧ ⟦date⟧)\n⟦yk⟧: \"⟦v⟧\"",
    "// ⟦lbl⟧ ⟦topic⟧\nconst ⟦jsvar⟧ = '⟦v⟧';",
]


def lang_plan(n):
    k = round(n * FOREIGN_SHARE)
    plan = [ch(FOREIGN) for _ in range(k)] + ["en"] * (n - k)
    R.shuffle(plan)
    return plan


def rdate():
    return f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}" if R.random() < 0.6 else \
        f"{R.randint(1, 28):02d}.{R.randint(1, 12):02d}.2025"


def rtime():
    return f"{R.randint(7, 22):02d}:{R.randint(0, 59):02d}"


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def mkctx(lang="en", setting=None):
    s = setting or ch(SETTINGS)
    if lang == "en":
        first, last = ch(FIRST), ch(LAST)
        topic = ch(s["topics"])
    else:
        L = LANGS[lang]
        first, last = ch(L["first"]), ch(L["last"])
        if lang in ("ja", "zh", "ko"):
            first, last = last, first
        topic = L["topics"][s["idx"]]
    mo = R.randint(1, 12)
    d, hh, mi, ss = R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)
    c = dict(
        org=ch(s["orgs"]), topic=topic, first=first, last=last, full=f"{first} {last}",
        FULL=f"{first} {last}".upper(), agent=ch(AGENTS), date=rdate(), time=f"{hh:02d}:{mi:02d}",
        time2=f"{(hh + (mi + 7) // 60) % 24:02d}:{(mi + 7) % 60:02d}",
        datetime=ch([f"2024-{mo:02d}-{d:02d}T{hh:02d}:{mi:02d}:{ss:02d}Z",
                     f"2024-{mo:02d}-{d:02d} {hh:02d}:{mi:02d}:{ss:02d},{R.randint(100, 999)}",
                     f"[2025-{mo:02d}-{d:02d} {hh:02d}:{mi:02d}:{ss:02d}]"]),
        syslog=f"{MONTHS[mo - 1]} {d:2d} {hh:02d}:{mi:02d}:{ss:02d}",
        clf=f"{d:02d}/{MONTHS[mo - 1]}/2024:{hh:02d}:{mi:02d}:{ss:02d} +0000",
        tnum=str(R.randint(1000, 99999)), cid=str(R.randint(10000, 99999)), app=ch(s["apps"]),
        plan=ch(s["plans"]), city=ch(CITIES), amount=f"{R.randint(9, 2400)}.{R.randint(0, 99):02d}",
        cur=ch(["EUR", "GBP", "USD", "CHF", "DKK", "PLN"]), exp=f"{R.randint(1, 12):02d}/{R.randint(26, 31)}",
        mm=R.randint(1, 12), yyyy=R.randint(2026, 2031), dob=f"{R.randint(1968, 2005)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}",
        tpl=ch(["welcome_v2", "receipt", "reminder_48h", "password_reset", "invoice_monthly"]),
        hex8=rstr(8, HEXL), pid=R.randint(300, 48000), port=R.randint(1025, 65000), bytes=R.randint(180, 98000),
        path=ch(["login", "api/v1/bookings", "wp-login.php", "members/checkin", "rx/status", "quote/new",
                 "tenant/portal", "pickup/schedule", ".env", "admin/"]),
        hostn=ch(["web-01", "edge-fra-2", "app-prod-3", "bastion", "vpn-gw", "mail-relay"]) ,
        uname=ch(["admin", "jdoe", "front-desk", "courier12", "teacher.ana", "installer7", "warden"]),
        countryname=ch(COUNTRYNAMES), bankname=ch(["Deutsche Bank", "ING", "Revolut", "BNP Paribas", "Santander",
                                                  "Rabobank", "PKO BP", "Danske Bank", "DNB", "OTP Bank", "Wise"]),
        bic=rstr(4, UP) + ch(["DE", "NL", "FR", "GB", "ES", "PL", "IT"]) + rstr(2, UP + DG),
        mref=f"MND-{R.randint(2022, 2025)}-{digits(5)}", inv=f"INV-{R.randint(2023, 2025)}-{digits(4)}",
        setting=s["key"], colon=": ",
    )
    if lang != "en":
        L = LANGS[lang]
        c.update(hello=L["hello"], bye=L["bye"], subj=L["subj"], name=L["name"], details=L["details"],
                 change=L["change"], updated=L["updated"], colon=COLON.get(lang, ": "))
    return c


def foreign_text(lang, typ, v, setting=None, extra=None):
    c = mkctx(lang, setting)
    c["lbl"] = LANGS[lang]["lbl"][typ]
    c["v"] = v
    if extra:
        c.update(extra)
    frames = SECRET_FRAMES + FRAMES[:3] if typ in ("secret", "password") else FRAMES
    return fill(ch(frames), c)


# ---------------------------------------------------------------- emails
FREEMAIL = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "icloud.com", "proton.me", "gmx.de", "web.de",
            "t-online.de", "orange.fr", "laposte.net", "free.fr", "libero.it", "virgilio.it", "wp.pl", "onet.pl",
            "o2.pl", "seznam.cz", "mail.ru", "yandex.ru", "ukr.net", "naver.com", "daum.net", "qq.com", "163.com",
            "yahoo.co.jp", "docomo.ne.jp", "uol.com.br", "terra.com.br", "telenet.be", "ziggo.nl", "kpnmail.nl",
            "live.dk", "online.no", "yahoo.ro", "freemail.hu", "citromail.hu", "yahoo.co.id", "hotmail.co.th",
            "fastmail.com", "zoho.com", "aol.com", "comcast.net", "btinternet.com", "bluewin.ch", "me.com"]
SUBS = ["mail", "students", "staff", "billing", "ops", "eu", "members", "crew", "dispatch", "uni"]
IDN_DOMAINS = ["müller-solar.de", "kletterhalle-übersee.de", "café-lingua.fr", "reciclaje-ñandú.es", "ökostrom-bürger.at",
               "kollegium-smørrebrød.dk", "strøm-og-sol.no", "gyógyszer-futár.hu", "güneş-enerji.com.tr",
               "аптека-доставка.рф", "сонце-енергія.укр", "クライミング.jp", "回收服务.中国", "재활용.한국",
               "ร้านยา.ไทย", "språkskolan-väst.se", "bäckerei-weiß.de", "élan-escalade.fr", "ecoreciclagem-são.pt"]
TAGS = ["gym", "bouldering", "pharmacy", "rx", "spanish", "ielts", "solar", "lease", "recycling", "invoices",
        "newsletter", "2024", "receipts", "tenancy", "pickup"]
UNI_LOCALS = ["józef.wiśniewski", "françois.lefèvre", "jürgen.weiß", "søren.kjær", "zoë", "ana.joão", "çağla.öztürk",
              "mikuláš", "ásgeir", "ewa.łuczak"]


def ascii_name(s):
    return re.sub(r"[^a-z]", "", s.lower())


def gen_email(first=None, last=None):
    f, l = ascii_name(first or ch(FIRST)), ascii_name(last or ch(LAST))
    r = R.random()
    if r < 0.04:
        local = ch(UNI_LOCALS) + (str(R.randint(1, 99)) if R.random() < 0.5 else "")
    else:
        local = ch([f"{f}.{l}", f"{f[0]}{l}", f"{f}_{l}", f"{f}{R.randint(1, 99)}", f"{f}-{l}", f"{l}.{f}",
                    f"{f}.{l}{R.randint(70, 99)}", f"{f[0]}.{l}", f"{f}{l[0]}", f"{l}{f[0]}{R.randint(1, 9)}"])
        if R.random() < 0.2:
            local += "+" + ch(TAGS)
    r = R.random()
    if r < 0.45:
        dom = ch(FREEMAIL)
    elif r < 0.72:
        dom = ch(ch(SETTINGS)["domains"])
    elif r < 0.88:
        dom = ch(SUBS) + "." + ch(ch(SETTINGS)["domains"])
    else:
        dom = ch(IDN_DOMAINS)
        if R.random() < 0.3:
            try:
                dom = dom.encode("idna").decode("ascii")
            except UnicodeError:
                pass
    return f"{local}@{dom}"


EMAIL_RE = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")


def email_valid(v):
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", v):
        return False
    dom = v.split("@")[1].lower()
    return not re.search(r"(^|\.)example\.|\.example$|\.test$|\.invalid$", dom)


# ---------------------------------------------------------------- English templates
T_EMAIL = [
    "Hi ⟦agent⟧, please send the ⟦topic⟧ confirmation to ⟦v⟧ instead of my old address. Thanks, ⟦first⟧",
    "From: ⟦full⟧ <⟦v⟧>\nSubject: Re: ⟦topic⟧\n\nHi team, just checking whether my request went through.",
    "[⟦time⟧] ⟦first⟧: my email is ⟦v⟧ btw\n[⟦time2⟧] ⟦agent⟧: got it, updated your profile 👍",
    "⟦datetime⟧ INFO  notifier  sent template=⟦tpl⟧ recipient=⟦v⟧ status=250",
    "customer_id,name,email,plan\n⟦cid⟧,⟦full⟧,⟦v⟧,⟦plan⟧",
    "{\"customer\": \"⟦full⟧\", \"contact_email\": \"⟦v⟧\", \"marketing_opt_in\": false}",
    "Ticket #⟦tnum⟧ (⟦org⟧)\nReporter: ⟦full⟧\nIssue: no receipts arriving at ⟦v⟧ since ⟦date⟧.",
    "⟦org⟧: your ⟦topic⟧ receipt was emailed to ⟦v⟧. Reply STOP to opt out.",
    "Name: ⟦full⟧\nE-mail: ⟦v⟧\nHow did you hear about us? Instagram",
    "notify:\n  on_failure:\n    - ⟦v⟧\n  channel: ops",
    "BILLING_CONTACT = \"⟦v⟧\"  # ⟦org⟧ finance",
    "| Name | Email | Status |\n|------|-------|--------|\n| ⟦full⟧ | ⟦v⟧ | active |",
    "Can you cc ⟦v⟧ on anything about the ⟦topic⟧? They handle it while I'm away.",
    "Questions about your ⟦plan⟧ plan? Write to us: mailto:⟦v⟧",
    "⟦datetime⟧ WARN auth user=⟦v⟧ failed login 3x on ⟦app⟧, account locked",
    "Please update the waiver signed by ⟦full⟧ — the correct address is ⟦v⟧ (typo in the old one).",
    "Reply-To: ⟦v⟧\nX-Mailer: ⟦app⟧\n\nYour ⟦topic⟧ is confirmed for ⟦date⟧.",
    "INSERT INTO members (name, email) VALUES ('⟦full⟧', '⟦v⟧');",
    "hey it's ⟦first⟧ from the ⟦topic⟧ — can u add ⟦v⟧ to the group chat invite list",
    "Student: ⟦full⟧ | Course: ⟦topic⟧ | Contact: ⟦v⟧",
]
T_CARD = [
    "Card number: ⟦v⟧\nExpiry: ⟦exp⟧\nName on card: ⟦FULL⟧",
    "[⟦time⟧] ⟦first⟧: can you charge the ⟦topic⟧ to ⟦v⟧? exp ⟦exp⟧",
    "⟦datetime⟧ WARN payment-svc request body logged: pan=⟦v⟧ amount=⟦amount⟧ currency=⟦cur⟧",
    "{\"payment_method\": {\"card_number\": \"⟦v⟧\", \"exp_month\": ⟦mm⟧, \"exp_year\": ⟦yyyy⟧}}",
    "Hi ⟦agent⟧, please update the card on file for my ⟦plan⟧ plan to ⟦v⟧. Thanks, ⟦first⟧",
    "Call notes ⟦date⟧: customer read out card ⟦v⟧, security code withheld, asked us to call back.",
    "member_id;card;valid_thru\n⟦cid⟧;⟦v⟧;⟦exp⟧",
    "hi it's ⟦first⟧, pls use my other card ⟦v⟧ for the ⟦topic⟧",
    "Ticket #⟦tnum⟧: customer pasted a full card number (⟦v⟧) into the chat widget, please redact.",
    "| Customer | Card | Exp |\n|---|---|---|\n| ⟦full⟧ | ⟦v⟧ | ⟦exp⟧ |",
    "charge(card=\"⟦v⟧\", amount=⟦amount⟧)  # TODO remove before commit",
    "Auto-pay for ⟦org⟧ set up with ⟦brand⟧ ⟦v⟧ (exp ⟦exp⟧).",
    "Payment details for the ⟦topic⟧:\n  ⟦brand⟧\n  ⟦v⟧\n  valid thru ⟦exp⟧",
    "Phone order — ⟦full⟧ — ⟦brand⟧ card ⟦v⟧, total ⟦amount⟧ ⟦cur⟧",
]
T_PHONE = [
    "Call me on ⟦v⟧ when the driver is close.",
    "Tel: ⟦v⟧",
    "[⟦time⟧] ⟦first⟧: new number ⟦v⟧, old one is dead",
    "Emergency contact: ⟦full⟧, ⟦v⟧",
    "⟦org⟧ | ⟦topic⟧ | ⟦v⟧",
    "name,phone,slot\n⟦full⟧,⟦v⟧,⟦time⟧",
    "⟦datetime⟧ INFO sms-gateway delivered to=\"⟦v⟧\" msg_id=⟦hex8⟧",
    "Ticket #⟦tnum⟧: please ring the customer at ⟦v⟧ before the ⟦topic⟧ visit.",
    "Text ⟦first⟧ at ⟦v⟧ re the ⟦topic⟧",
    "{\"contact\": {\"name\": \"⟦full⟧\", \"mobile\": \"⟦v⟧\"}}",
    "If no one answers, try ⟦v⟧ and ask for ⟦agent⟧.",
    "Reach our ⟦topic⟧ team on ⟦v⟧, Mon–Fri 9–17.",
    "⟦full⟧\n⟦org⟧\n⟦v⟧",
    "WhatsApp me: ⟦v⟧ 👍",
    "Missed call from ⟦v⟧ (⟦time⟧) — probably about the ⟦topic⟧.",
    "| Tenant | Mobile |\n|---|---|\n| ⟦full⟧ | ⟦v⟧ |",
    "Driver note: buzzer broken, phone ⟦v⟧ on arrival.",
    "Fax ⟦v⟧",
]
T_SSN = [
    "W-9 details for ⟦full⟧ — TIN (SSN): ⟦v⟧",
    "Employee onboarding: ⟦full⟧, SSN ⟦v⟧, start date ⟦date⟧",
    "[⟦time⟧] ⟦first⟧: do you need my social security number for the ⟦topic⟧? it's ⟦v⟧",
    "Social Security No.: ⟦v⟧",
    "name,dob,ssn\n⟦full⟧,⟦dob⟧,⟦v⟧",
    "{\"applicant\": \"⟦full⟧\", \"ssn\": \"⟦v⟧\", \"program\": \"⟦topic⟧\"}",
    "⟦datetime⟧ DEBUG kyc-check payload ssn=⟦v⟧ result=match",
    "Ticket #⟦tnum⟧: guarantor form lists SSN ⟦v⟧, please verify and shred the paper copy.",
    "Federal tax credit paperwork: homeowner ⟦full⟧, Social Security # ⟦v⟧",
    "Insurance on file; patient ⟦full⟧, DOB ⟦dob⟧, SSN/TIN ⟦v⟧",
    "| Contractor | TIN |\n|---|---|\n| ⟦full⟧ | ⟦v⟧ |",
    "Payroll change for route setter ⟦full⟧: Social Security number ⟦v⟧, direct deposit unchanged.",
    "SSN: ⟦v⟧\nName: ⟦full⟧\nSignature: ________",
    "Hi ⟦agent⟧, the 1099 needs my taxpayer ID — my SSN is ⟦v⟧. ⟦first⟧",
]
T_IBAN = [
    "Please refund the deposit to IBAN ⟦v⟧ (account holder ⟦full⟧).",
    "Bank details: ⟦bankname⟧, IBAN: ⟦v⟧, BIC: ⟦bic⟧",
    "[⟦time⟧] ⟦first⟧: my iban is ⟦v⟧",
    "SEPA Direct Debit Mandate\nCreditor: ⟦org⟧\nDebtor: ⟦full⟧\nIBAN: ⟦v⟧\nMandate ref: ⟦mref⟧",
    "payee;iban;amount\n⟦full⟧;⟦v⟧;⟦amount⟧",
    "{\"beneficiary\": \"⟦full⟧\", \"iban\": \"⟦v⟧\", \"reference\": \"⟦mref⟧\"}",
    "⟦datetime⟧ INFO payouts queued transfer to ⟦v⟧ amount=⟦amount⟧ EUR",
    "Ticket #⟦tnum⟧: feed-in payments should go to ⟦v⟧ from next month.",
    "Please pay invoice ⟦inv⟧ by bank transfer to ⟦v⟧ within 14 days.",
    "| Account holder | IBAN |\n|---|---|\n| ⟦org⟧ | ⟦v⟧ |",
    "Rent for the ⟦plan⟧ room goes to ⟦v⟧, reference ⟦cid⟧.",
    "hi, new account for the ⟦topic⟧ payout: ⟦v⟧ — thanks! ⟦first⟧",
]
T_IP4 = [
    "⟦v⟧ - - [⟦clf⟧] \"GET /⟦path⟧ HTTP/1.1\" 200 ⟦bytes⟧ \"-\" \"Mozilla/5.0 (Windows NT 10.0; Win64; x64)\"",
    "⟦syslog⟧ ⟦hostn⟧ sshd[⟦pid⟧]: Failed password for invalid user ⟦uname⟧ from ⟦v⟧ port ⟦port⟧ ssh2",
    "⟦datetime⟧ fail2ban.actions [⟦pid⟧]: NOTICE [sshd] Ban ⟦v⟧",
    "sudo ufw allow from ⟦v⟧ to any port 22 proto tcp",
    "allowed_ips:\n  - ⟦v⟧/32\n# ⟦org⟧ office",
    "[⟦time⟧] ⟦first⟧: can you whitelist my home IP ⟦v⟧ for the ⟦app⟧ admin?",
    "X-Forwarded-For: ⟦v⟧\nX-Request-Id: ⟦hex8⟧",
    "Ticket #⟦tnum⟧: ⟦app⟧ unreachable from ⟦v⟧ since ⟦date⟧.",
    "Suspicious login to ⟦app⟧ from ⟦v⟧ (⟦countryname⟧) at ⟦time⟧.",
    "{\"event\": \"login\", \"user\": \"⟦uname⟧\", \"ip\": \"⟦v⟧\", \"ok\": false}",
    "upstream ⟦app⟧ {\n    server ⟦v⟧:8080 weight=3;\n}",
    "⟦app⟧.⟦setting⟧.internal.  300  IN  A  ⟦v⟧",
    "iptables -A INPUT -s ⟦v⟧ -j DROP",
    "| Site | Public IP |\n|---|---|\n| ⟦city⟧ | ⟦v⟧ |",
    "Your router's WAN address is ⟦v⟧ — please send it to ⟦agent⟧ so the inverter portal can be reached.",
]
T_IP6 = [
    "⟦v⟧ - - [⟦clf⟧] \"GET /⟦path⟧ HTTP/2.0\" 404 ⟦bytes⟧",
    "⟦syslog⟧ ⟦hostn⟧ sshd[⟦pid⟧]: Accepted publickey for ⟦uname⟧ from ⟦v⟧ port ⟦port⟧ ssh2",
    "allowed_ips:\n  - ⟦v⟧/128",
    "[⟦time⟧] ⟦first⟧: my ipv6 is ⟦v⟧ if you need to allowlist it",
    "{\"event\": \"login\", \"user\": \"⟦uname⟧\", \"ip\": \"⟦v⟧\", \"ok\": true}",
    "⟦app⟧.⟦setting⟧.internal.  300  IN  AAAA  ⟦v⟧",
    "server [⟦v⟧]:8443;",
    "ip6tables -A INPUT -s ⟦v⟧ -j DROP",
    "Suspicious login to ⟦app⟧ from ⟦v⟧ (⟦countryname⟧).",
]


# ---------------------------------------------------------------- secrets
PW_CHARS = ALNUM + "!#%^*-_=+.~"
URL_PW_CHARS = ALNUM + "-_.~!*"


def gen_password(url_safe=False):
    if R.random() < 0.25 and not url_safe:
        w = ch(["Boulder", "Chalk", "Pill", "Sunny", "Campus", "Loop", "Panel", "Lingo", "Harbor", "Maple"])
        return f"{w}{ch(['!', '#', '-', '_', '.'])}{rstr(R.randint(4, 8), ALNUM)}{R.randint(10, 99)}{ch(['!', '?', '$', '%'])}"
    chars = URL_PW_CHARS if url_safe else PW_CHARS
    while True:
        p = rstr(R.randint(12, 26), chars)
        if re.search(r"\d", p) and re.search(r"[A-Z]", p) and re.search(r"[a-z]", p):
            return p


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt():
    hdr = {"alg": ch(["HS256", "RS256", "HS512"]), "typ": "JWT"}
    iat = R.randint(1700000000, 1740000000)
    pl = {"sub": str(R.randint(1000, 999999)), "role": ch(["member", "staff", "admin", "courier", "tenant"]),
          "iat": iat, "exp": iat + ch([900, 3600, 86400])}
    if R.random() < 0.5:
        pl["iss"] = ch(["https://auth.pillpost.io", "campusnest", "linguabridge-lms", "greenloop-api"])
    sig = rstr(43 if hdr["alg"] == "HS256" else (86 if hdr["alg"] == "HS512" else 342), B64URL)
    return f"{b64u(json.dumps(hdr, separators=(',', ':')).encode())}.{b64u(json.dumps(pl, separators=(',', ':')).encode())}.{sig}"


def gen_pem():
    kind = ch(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    if kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + rstr(R.randint(150, 170), B64)
    elif kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rstr(R.randint(300, 330), B64)
    elif kind == "RSA PRIVATE KEY":
        body = "MIIEpAIBAAKCAQEA" + rstr(R.randint(520, 700), B64)
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rstr(R.randint(520, 700), B64)
    body = body[:len(body) // 4 * 4]
    width = 70 if kind == "OPENSSH PRIVATE KEY" else 64
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def S(v, var, key, prov, style="generic", host="api.partner-gateway.net", auth="bearer"):
    return dict(v=v, var=var, key=key, prov=prov, style=style, host=host, auth=auth)


def secret_item():
    k = ch(["aws_id", "aws_secret", "github", "github_fg", "gitlab", "slack_bot", "slack_user", "slack_hook",
            "discord", "telegram", "stripe", "stripe_rk", "stripe_wh", "openai", "openai_legacy", "anthropic",
            "google", "google_oauth", "sendgrid", "mailgun", "mailchimp", "postmark", "brevo", "resend", "twilio",
            "npm", "pypi", "docker", "do", "shopify", "hf", "azure", "square", "braintree", "datadog", "newrelic",
            "sentry", "jwt", "jwt", "pem", "pem", "db", "db", "db", "django", "rails", "laravel", "flask",
            "nextauth", "password", "password", "password", "apikey", "apikey", "token", "cloudflare", "groq",
            "mistral", "linear", "notion", "vercel", "atlassian", "replicate", "perplexity"])
    if k == "aws_id":
        return S(ch(["AKIA", "AKIA", "ASIA"]) + rstr(16, UP + "234567"), "AWS_ACCESS_KEY_ID", "aws_access_key_id", "AWS", "aws")
    if k == "aws_secret":
        return S(rstr(40, ALNUM + "/+"), "AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", "AWS", "aws")
    if k == "github":
        return S(ch(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rstr(36), "GITHUB_TOKEN", "github_token", "GitHub", host="api.github.com")
    if k == "github_fg":
        return S("github_pat_" + rstr(22) + "_" + rstr(59), "GH_PAT", "token", "GitHub", host="api.github.com")
    if k == "gitlab":
        return S("glpat-" + rstr(20, B64URL), "GITLAB_TOKEN", "private_token", "GitLab", host="gitlab.com", auth="PRIVATE-TOKEN")
    if k == "slack_bot":
        return S(f"xoxb-{digits(12)}-{digits(13)}-{rstr(24)}", "SLACK_BOT_TOKEN", "bot_token", "Slack", host="slack.com")
    if k == "slack_user":
        return S(f"xoxp-{digits(11)}-{digits(12)}-{digits(13)}-{rstr(32, HEXL)}", "SLACK_USER_TOKEN", "user_token", "Slack", host="slack.com")
    if k == "slack_hook":
        return S(f"https://hooks.slack.com/services/T{rstr(8, UP + DG)}/B{rstr(10, UP + DG)}/{rstr(24)}",
                 "SLACK_WEBHOOK_URL", "webhook_url", "Slack", "url")
    if k == "discord":
        ident = base64.b64encode(str(R.randint(10 ** 17, 10 ** 18 - 1)).encode()).decode().rstrip("=")
        return S(f"{ident}.{rstr(6, B64URL)}.{rstr(38, B64URL)}", "DISCORD_BOT_TOKEN", "discord_token", "Discord",
                 host="discord.com", auth="Bot")
    if k == "telegram":
        return S(f"{R.randint(5000000000, 7999999999)}:AA{rstr(33, B64URL)}", "TELEGRAM_BOT_TOKEN", "bot_token", "Telegram", "telegram")
    if k == "stripe":
        return S("sk_live_" + ch(["51", ""]) + rstr(ch([24, 99])), "STRIPE_SECRET_KEY", "secret_key", "Stripe", host="api.stripe.com")
    if k == "stripe_rk":
        return S("rk_live_" + rstr(ch([24, 99])), "STRIPE_RESTRICTED_KEY", "restricted_key", "Stripe", host="api.stripe.com")
    if k == "stripe_wh":
        return S("whsec_" + rstr(32), "STRIPE_WEBHOOK_SECRET", "webhook_secret", "Stripe", auth=None)
    if k == "openai":
        return S("sk-proj-" + rstr(ch([48, 64, 132]), B64URL), "OPENAI_API_KEY", "openai_api_key", "OpenAI", host="api.openai.com")
    if k == "openai_legacy":
        return S("sk-" + rstr(20) + "T3BlbkFJ" + rstr(20), "OPENAI_API_KEY", "api_key", "OpenAI", host="api.openai.com")
    if k == "anthropic":
        return S("sk-ant-api03-" + rstr(93, B64URL) + "AA", "ANTHROPIC_API_KEY", "anthropic_key", "Anthropic",
                 host="api.anthropic.com", auth="x-api-key")
    if k == "google":
        return S("AIza" + rstr(35, B64URL), "GOOGLE_MAPS_API_KEY", "maps_api_key", "Google Maps", "query")
    if k == "google_oauth":
        return S("GOCSPX-" + rstr(28, B64URL), "GOOGLE_CLIENT_SECRET", "client_secret", "Google OAuth", auth=None)
    if k == "sendgrid":
        return S("SG." + rstr(22, B64URL) + "." + rstr(43, B64URL), "SENDGRID_API_KEY", "sendgrid_api_key", "SendGrid", host="api.sendgrid.com")
    if k == "mailgun":
        return S("key-" + rstr(32, HEXL), "MAILGUN_API_KEY", "mailgun_key", "Mailgun", host="api.eu.mailgun.net", auth="basic")
    if k == "mailchimp":
        return S(rstr(32, HEXL) + f"-us{R.randint(1, 21)}", "MAILCHIMP_API_KEY", "mailchimp_api_key", "Mailchimp", auth="basic")
    if k == "postmark":
        return S(str(uuid.UUID(int=R.getrandbits(128), version=4)), "POSTMARK_SERVER_TOKEN", "server_token", "Postmark",
                 host="api.postmarkapp.com", auth="X-Postmark-Server-Token")
    if k == "brevo":
        return S("xkeysib-" + rstr(64, HEXL) + "-" + rstr(16), "BREVO_API_KEY", "brevo_api_key", "Brevo",
                 host="api.brevo.com", auth="api-key")
    if k == "resend":
        return S("re_" + rstr(8) + "_" + rstr(24), "RESEND_API_KEY", "resend_key", "Resend", host="api.resend.com")
    if k == "twilio":
        return S(rstr(32, HEXL), "TWILIO_AUTH_TOKEN", "auth_token", "Twilio", auth=None)
    if k == "npm":
        return S("npm_" + rstr(36), "NPM_TOKEN", "npm_token", "npm", "npmrc")
    if k == "pypi":
        return S("pypi-AgEIcHlwaS5vcmcCJG" + rstr(R.randint(120, 160), B64URL), "PYPI_API_TOKEN", "password", "PyPI", "pypirc")
    if k == "docker":
        return S("dckr_pat_" + rstr(27, B64URL), "DOCKERHUB_TOKEN", "docker_token", "Docker Hub", auth=None)
    if k == "do":
        return S("dop_v1_" + rstr(64, HEXL), "DIGITALOCEAN_TOKEN", "do_token", "DigitalOcean", host="api.digitalocean.com")
    if k == "shopify":
        return S(ch(["shpat_", "shpss_", "shpca_"]) + rstr(32, HEXL), "SHOPIFY_ACCESS_TOKEN", "access_token", "Shopify",
                 auth="X-Shopify-Access-Token")
    if k == "hf":
        return S("hf_" + rstr(34), "HF_TOKEN", "hf_token", "Hugging Face", host="huggingface.co")
    if k == "azure":
        return S(base64.b64encode(R.getrandbits(512).to_bytes(64, "big")).decode(), "AZURE_STORAGE_KEY", "account_key", "Azure Storage", "azure")
    if k == "square":
        return S("EAAA" + rstr(60, B64URL), "SQUARE_ACCESS_TOKEN", "access_token", "Square", host="connect.squareup.com")
    if k == "braintree":
        return S(f"access_token$production${rstr(16, LO + DG)}${rstr(32, HEXL)}", "BRAINTREE_ACCESS_TOKEN", "access_token", "Braintree", auth=None)
    if k == "datadog":
        return S(rstr(32, HEXL), "DD_API_KEY", "api_key", "Datadog", host="api.datadoghq.eu", auth="DD-API-KEY")
    if k == "newrelic":
        return S("NRAK-" + rstr(27, UP + DG), "NEW_RELIC_API_KEY", "api_key", "New Relic", auth="Api-Key")
    if k == "sentry":
        return S(f"https://{rstr(32, HEXL)}@o{R.randint(100000, 4509999)}.ingest.{ch(['', 'de.', 'us.'])}sentry.io/{R.randint(1000000, 4509999)}",
                 "SENTRY_DSN", "dsn", "Sentry", "dsn")
    if k == "jwt":
        return S(gen_jwt(), ch(["ACCESS_TOKEN", "API_JWT", "SERVICE_TOKEN"]), "access_token", "internal API", "jwt",
                 host=f"api.{ch(ch(SETTINGS)['domains'])}")
    if k == "pem":
        return S(gen_pem(), "PRIVATE_KEY", "private_key", "deploy key", "pem")
    if k == "db":
        return S(gen_password(url_safe=True), "DATABASE_URL", "url", ch(["PostgreSQL", "MySQL", "MongoDB", "Redis", "RabbitMQ"]), "db")
    if k == "django":
        v = ch(["django-insecure-", ""]) + rstr(50, LO + DG + "!#$%^&*(-_=+)")
        return S(v, "SECRET_KEY", "SECRET_KEY", "Django", "django")
    if k == "rails":
        return S(rstr(128, HEXL), "SECRET_KEY_BASE", "secret_key_base", "Rails", "rails")
    if k == "laravel":
        return S("base64:" + base64.b64encode(R.getrandbits(256).to_bytes(32, "big")).decode(), "APP_KEY", "app_key", "Laravel", "laravel")
    if k == "flask":
        return S(rstr(64, HEXL), "FLASK_SECRET_KEY", "SECRET_KEY", "Flask", "flask")
    if k == "nextauth":
        return S(base64.b64encode(R.getrandbits(256).to_bytes(32, "big")).decode(), "NEXTAUTH_SECRET", "nextauth_secret", "NextAuth", auth=None)
    if k == "password":
        return S(gen_password(), ch(["DB_PASSWORD", "SMTP_PASSWORD", "ADMIN_PASSWORD", "REDIS_PASSWORD", "FTP_PASSWORD"]),
                 "password", ch(["SMTP", "admin panel", "MySQL", "FTP", "router", "Redis"]), "password")
    if k == "apikey":
        return S(rstr(ch([32, 40, 48]), ALNUM), ch(["API_KEY", "PARTNER_API_KEY", "COURIER_API_KEY", "PAYMENT_API_KEY"]),
                 "api_key", ch(["courier", "partner", "payments", "booking", "weighbridge"]), host="api.partner-gateway.net", auth="X-API-Key")
    if k == "token":
        return S(rstr(40, HEXL), ch(["AUTH_TOKEN", "SERVICE_TOKEN", "WEBHOOK_TOKEN"]), "token", ch(["LMS", "door access", "inverter cloud"]),
                 host="cloud.inverter-portal.net", auth="Token")
    if k == "cloudflare":
        return S(rstr(40, B64URL), "CLOUDFLARE_API_TOKEN", "api_token", "Cloudflare", host="api.cloudflare.com")
    if k == "groq":
        return S("gsk_" + rstr(52), "GROQ_API_KEY", "groq_api_key", "Groq", host="api.groq.com")
    if k == "mistral":
        return S(rstr(32), "MISTRAL_API_KEY", "mistral_api_key", "Mistral", host="api.mistral.ai")
    if k == "linear":
        return S("lin_api_" + rstr(40), "LINEAR_API_KEY", "linear_key", "Linear", host="api.linear.app", auth="Authorization")
    if k == "notion":
        return S(ch(["secret_", "ntn_"]) + rstr(43), "NOTION_TOKEN", "notion_token", "Notion", host="api.notion.com")
    if k == "vercel":
        return S(rstr(24), "VERCEL_TOKEN", "vercel_token", "Vercel", host="api.vercel.com")
    if k == "atlassian":
        return S("ATATT3xFfGF0" + rstr(170, B64URL) + "=" + rstr(8, UP + DG), "JIRA_API_TOKEN", "jira_token", "Jira", auth="basic")
    if k == "replicate":
        return S("r8_" + rstr(37), "REPLICATE_API_TOKEN", "replicate_token", "Replicate", host="api.replicate.com")
    return S("pplx-" + rstr(48), "PERPLEXITY_API_KEY", "pplx_key", "Perplexity", host="api.perplexity.ai")


ENV_NOISE = ["APP_ENV=production", "NODE_ENV=production", "LOG_LEVEL=info", "PORT=3000", "TZ=Europe/Berlin",
             "FEATURE_WAITLIST=true", "CACHE_TTL=600", "DEBUG=false", "WORKERS=4"]


def yq(v):
    return f"\"{v}\"" if re.search(r"[^A-Za-z0-9_\-./]", v) or v[0] in "-." else v


def secret_text(s, c):
    v, var, key, prov, style = s["v"], s["var"], s["key"], s["prov"], s["style"]
    slug = c["app"]
    f, t, org = c["first"], c["time"], c["org"]
    if style == "pem":
        return ch([
            f"$ cat ~/.ssh/{slug}_deploy\n{v}",
            f"[{t}] {f}: here's the {slug} deploy key, delete after use\n{v}",
            f"# {org} – {slug}\n{var}=\"{v}\"",
            f"Ticket #{c['tnum']}: private key committed to repo ({slug}/keys/server.key):\n\n{v}\n\nRotate immediately.",
        ])
    if style == "db":
        user = ch(["app", "postgres", "root", "svc_" + c["setting"], "admin", "booking"])
        db = c["setting"] + ch(["_prod", "_db", "", "_staging"])
        host = f"{ch(['db', 'pg-main', 'mysql-1', 'cluster0.x7kq2', 'cache'])}.{ch(ch(SETTINGS)['domains'])}"
        url = ch([f"postgres://{user}:{v}@{host}:5432/{db}", f"postgresql://{user}:{v}@{host}/{db}?sslmode=require",
                  f"mysql://{user}:{v}@{host}:3306/{db}", f"mongodb+srv://{user}:{v}@{host}/{db}?retryWrites=true",
                  f"redis://:{v}@{host}:6379/0", f"amqp://{user}:{v}@{host}:5672/%2F"])
        return ch([
            f"DATABASE_URL={url}\n" + ch(ENV_NOISE),
            f"# {org} {slug}\nspring.datasource.url=jdbc:postgresql://{host}:5432/{db}\nspring.datasource.username={user}\nspring.datasource.password={v}",
            f"engine = create_engine(\"{url}\")",
            f"services:\n  {slug}:\n    environment:\n      - DATABASE_URL={url}",
            f"{c['datetime']} ERROR {slug} could not connect to {url}: timeout",
            f"[{t}] {f}: prod db is {url} — don't share pls",
            f"database:\n  host: {host}\n  user: {user}\n  password: {yq(v)}\n  name: {db}",
        ])
    if style == "django":
        return ch([f"# settings.py ({org})\nSECRET_KEY = '{v}'\nDEBUG = False",
                   f"DJANGO_SECRET_KEY='{v}'\n" + ch(ENV_NOISE)])
    if style == "rails":
        return ch([f"# config/credentials.yml (decrypted)\nsecret_key_base: {v}",
                   f"SECRET_KEY_BASE={v}\nRAILS_ENV=production"])
    if style == "laravel":
        return ch([f"APP_NAME=\"{org}\"\nAPP_ENV=production\nAPP_KEY={v}\nAPP_DEBUG=false",
                   f"[{t}] {f}: APP_KEY on staging is {v}"])
    if style == "flask":
        return ch([f"app = Flask(__name__)\napp.config['SECRET_KEY'] = '{v}'",
                   f"FLASK_SECRET_KEY={v}\n" + ch(ENV_NOISE)])
    if style == "url":
        return ch([f"{var}={v}", f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"{slug} deploy done\"}}' {v}",
                   f"alerts:\n  slack:\n    webhook_url: {v}", f"requests.post(\"{v}\", json={{\"text\": msg}})"])
    if style == "dsn":
        return ch([f"SENTRY_DSN={v}", f"sentry_sdk.init(dsn=\"{v}\", traces_sample_rate=0.2)",
                   f"Sentry.init({{ dsn: \"{v}\", environment: \"production\" }});"])
    if style == "azure":
        acct = c["setting"] + "store" + str(R.randint(1, 99))
        return ch([f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net",
                   f"{{\n  \"Values\": {{\n    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net\"\n  }}\n}}",
                   f"az storage blob list --account-name {acct} --account-key {v} -c invoices"])
    if style == "npmrc":
        return ch([f"//registry.npmjs.org/:_authToken={v}", f"# .npmrc\n@{c['setting']}:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={v}"])
    if style == "pypirc":
        return f"[pypi]\nusername = __token__\npassword = {v}"
    if style == "telegram":
        return ch([f"TELEGRAM_BOT_TOKEN={v}", f"curl https://api.telegram.org/bot{v}/getUpdates",
                   f"bot = telebot.TeleBot(\"{v}\")  # {org} reminders bot"])
    if style == "query":
        return ch([f"<script src=\"https://maps.googleapis.com/maps/api/js?key={v}&libraries=places\"></script>",
                   f"GOOGLE_MAPS_API_KEY={v}", f"{c['datetime']} INFO geocode GET /maps/api/geocode/json?address=...&key={v} 200"])
    if style == "jwt":
        return ch([f"curl -H \"Authorization: Bearer {v}\" https://{s['host']}/v1/{c['path'].strip('/')}",
                   f"{c['datetime']} DEBUG {slug} outgoing headers: {{'Authorization': 'Bearer {v}'}}",
                   f"Set-Cookie: session={v}; Path=/; HttpOnly; Secure",
                   f"[{t}] {f}: use this token for testing the {slug}: {v}",
                   f"{var}={v}"])
    if style == "aws":
        return ch([f"[default]\n{key} = {v}\nregion = eu-central-1",
                   f"export {var}={v}",
                   f"{c['datetime']} DEBUG botocore.credentials Found credentials in environment: {key}={v}",
                   f"env:\n  {var}: {v}\n  AWS_REGION: eu-west-1",
                   f"[{t}] {f}: {var} for the invoices bucket is {v}"])
    if style == "password":
        return ch([f"{var}={v}\n" + ch(ENV_NOISE),
                   f"smtp:\n  host: smtp.{ch(ch(SETTINGS)['domains'])}\n  port: 587\n  username: {c['uname']}\n  password: {yq(v)}",
                   json.dumps({"service": slug, "username": c["uname"], "password": v}, indent=2, ensure_ascii=False),
                   f"[{slug}]\nuser = {c['uname']}\npassword = {v}",
                   f"mysql -h db.internal -u {c['uname']} -p'{v}' {c['setting']}",
                   f"[{t}] {f}: {prov} login is {c['uname']} / {v}",
                   f"{c['datetime']} DEBUG {slug} login attempt user={c['uname']} password={v}",
                   f"Ticket #{c['tnum']}: new {prov} password for the front desk PC is {v}"])
    # generic API keys / tokens
    opts = [
        f"{var}={v}\n" + ch(ENV_NOISE),
        f"export {var}=\"{v}\"",
        f"{c['setting']}:\n  {key}: {yq(v)}\n  timeout: 30",
        json.dumps({"service": prov, key: v, "env": "production"}, indent=2, ensure_ascii=False),
        f"[{prov.lower().replace(' ', '_')}]\n{key} = {v}\nenabled = true",
        f"jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      {var}: {v}\n    steps:\n      - run: ./deploy.sh",
        f"variables:\n  {var}: \"{v}\"",
        f"services:\n  {slug}:\n    image: {slug}:latest\n    environment:\n      - {var}={v}",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {slug}-secrets\ntype: Opaque\nstringData:\n  {var}: \"{v}\"",
        f"{key.upper()} = \"{v}\"  # TODO move to vault",
        f"const {key.replace('_', '')}Key = '{v}';",
        f"[{t}] {f}: here's the {prov} key for {slug}: {v}\n[{c['time2']}] {c['agent']}: thx, will rotate after the demo",
        f"Ticket #{c['tnum']}: {prov} credential leaked in a public gist: {v} — revoke ASAP.",
    ]
    a = s["auth"]
    if a == "bearer":
        opts += [f"curl -s https://{s['host']}/v1/status -H \"Authorization: Bearer {v}\"",
                 f"{c['datetime']} DEBUG {slug} request headers: Authorization=Bearer {v}"]
    elif a in ("Token", "Bot"):
        opts += [f"curl https://{s['host']}/api/ -H \"Authorization: {a} {v}\""]
    elif a == "basic":
        opts += [f"curl -u api:{v} https://{s['host']}/v3/lists"]
    elif a:
        opts += [f"curl https://{s['host']}/v1/ -H \"{a}: {v}\""]
    return ch(opts)


# ---------------------------------------------------------------- disguises
AT_DOT = {
    "fr": [("arobase", "point")], "de": [("(at)", "(punkt)"), ("ät", "punkt")], "es": [("arroba", "punto")],
    "it": [("chiocciola", "punto")], "pt": [("arroba", "ponto")], "nl": [("apenstaartje", "punt")],
    "pl": [("małpa", "kropka")], "ru": [("собака", "точка")], "uk": [("равлик", "крапка")],
    "ja": [("アットマーク", "ドット")], "zh": [("艾特", "点")], "ko": [("골뱅이", "점")], "tr": [("et", "nokta")],
    "da": [("snabel-a", "punktum")], "hu": [("kukac", "pont")], "no": [("krøllalfa", "punktum")],
    "ro": [("arond", "punct")], "id": [("et", "titik")], "th": [("แอท", "ดอท")],
}


def disguise_email(v):
    """returns (disguise, lang or None, code-ish flag)"""
    l, d = v.split("@")
    kind = ch(["brackets", "brackets", "paren", "words", "words_lang", "words_lang", "words_lang", "entity", "comment",
               "zw", "fullwidth", "code", "code", "newline", "spaces", "urlenc", "a_paren", "span"])
    if kind == "brackets":
        b = ch([("[at]", "[dot]"), ("{at}", "{dot}"), ("<at>", "<dot>")])
        return f"{l} {b[0]} {d.replace('.', ' ' + b[1] + ' ')}", None, False
    if kind == "paren":
        return f"{l}(at){d.replace('.', '(dot)')}" if R.random() < 0.5 else f"{l} (at) {d}", None, False
    if kind == "words":
        return f"{l} at {d.replace('.', ' dot ')}" if R.random() < 0.6 else f"{l} AT {d.replace('.', ' DOT ')}", None, False
    if kind == "words_lang":
        lang = ch(sorted(AT_DOT))
        at, dot = ch(AT_DOT[lang])
        if R.random() < 0.5:
            return f"{l} {at} {d.replace('.', ' ' + dot + ' ')}", lang, False
        return f"{l} [{at}] {d.replace('.', ' [' + dot + '] ')}", lang, False
    if kind == "entity":
        return ch([f"{l}&#64;{d}", f"{l}&#x40;{d}", f"{l}&commat;{d.replace('.', '&period;')}",
                   f"{l}&#64;{d.replace('.', '&#46;')}"]), None, False
    if kind == "comment":
        return ch([f"{l}<!-- -->@<!-- -->{d}", f"{l}<!--nospam-->@{d}"]), None, False
    if kind == "span":
        return f"<span>{l}</span><span>@</span><span>{d}</span>", None, False
    if kind == "zw":
        z = ch(["\u200b", "\u200c", "\u2060", "\u00ad", "\ufeff"])
        return ch([f"{l}{z}@{d}", f"{l}@{z}{d}", f"{l}{z}@{z}{d}"]), None, False
    if kind == "fullwidth":
        return ch([f"{l}＠{d}", f"{l}＠{d.replace('.', '．')}", f"{l} ＠ {d}"]), None, False
    if kind == "code":
        return ch([f"\"{l}\" + \"@\" + \"{d}\"", f"'@'.join(['{l}', '{d}'])", f"['{l}', '{d}'].join('@')",
                   f"\"{l}\" . \"@\" . \"{d}\"", f"String.format(\"%s@%s\", \"{l}\", \"{d}\")",
                   f"\"{l}\" \"@\" \"{d}\""]), None, True
    if kind == "newline":
        return ch([f"{l}@\n{d}", f"{l}\n@{d}"]), None, False
    if kind == "spaces":
        return ch([f"{l} @ {d}", f"{l} @ {d.replace('.', ' . ')}"]), None, False
    if kind == "urlenc":
        return f"{l}%40{d}", None, False
    return f"{l}(a){d}", None, False


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan".split(),
    "hu": "nulla egy kettő három négy öt hat hét nyolc kilenc".split(),
    "da": "nul en to tre fire fem seks syv otte ni".split(),
    "ja": list("〇一二三四五六七八九"),
    "zh": list("零一二三四五六七八九"),
    "ko": list("공일이삼사오육칠팔구"),
}
DIGIT_BASES = {"arabic-indic": (0x660, None), "persian": (0x6F0, None), "devanagari": (0x966, None),
               "bengali": (0x9E6, None), "thai": (0xE50, "th"), "fullwidth": (0xFF10, "ja"),
               "khmer": (0x17E0, None), "myanmar": (0x1040, None), "math-bold": (0x1D7CE, None)}


def disguise_card(num, brand):
    gs = split_groups(num, groups_for(num, brand))
    kind = ch(["odd_group", "odd_group", "sep", "newline", "nonascii", "nonascii", "invisible", "invisible",
               "spelled", "spelled", "spelled", "brackets", "code", "html", "per_digit", "mixed_words"])
    if kind == "odd_group":
        out, i = [], 0
        while i < len(num):
            k = R.randint(2, 5)
            out.append(num[i:i + k])
            i += k
        if len(out) < 2:
            out = [num[:3], num[3:]]
        return ch([" ", "-", "  ", " - "]).join(out), None, False
    if kind == "sep":
        return ch([".", "/", "_", "|", " · ", " / ", "–", ":"]).join(gs), None, False
    if kind == "newline":
        k = R.randint(1, len(gs) - 1)
        return " ".join(gs[:k]) + ch(["\n", " \n", "\r\n"]) + " ".join(gs[k:]), None, False
    if kind == "nonascii":
        name = ch(sorted(DIGIT_BASES))
        base, lang = DIGIT_BASES[name]
        conv = "".join(chr(base + int(c)) for c in num)
        sep = ch([" ", "", "-"])
        if sep:
            conv = sep.join(split_groups(conv, groups_for(num, brand)))
        return conv, lang, False
    if kind == "invisible":
        z = ch(["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\u00a0", "\u202f", "\u2009", "\ufeff"])
        if z in "\u00a0\u202f\u2009" or R.random() < 0.5:
            return z.join(gs), None, False
        return z.join(num), None, False
    if kind in ("spelled", "mixed_words"):
        lang = ch(sorted(DIGIT_WORDS))
        w = DIGIT_WORDS[lang]
        cjk = lang in ("ja", "zh", "ko")
        inner = "" if cjk and R.random() < 0.6 else " "
        gsep = ch(["、", " ", "・"]) if cjk else ch([", ", " - ", " / ", " | "])
        if kind == "spelled":
            return gsep.join(inner.join(w[int(c)] for c in g) for g in gs), lang, False
        k = R.randint(0, len(gs) - 1)
        parts = [(inner.join(w[int(c)] for c in g) if i == k else g) for i, g in enumerate(gs)]
        return " ".join(parts), lang, False
    if kind == "brackets":
        b = ch(["[]", "()", "{}", "<>"])
        return ch(["", " "]).join(f"{b[0]}{g}{b[1]}" for g in gs), None, False
    if kind == "code":
        return ch([" + ".join(f"\"{g}\"" for g in gs), "\"\".join([" + ", ".join(f"'{g}'" for g in gs) + "])",
                   "[" + ", ".join(f"\"{g}\"" for g in gs) + "].join(\"\")", " . ".join(f"'{g}'" for g in gs)]), None, True
    if kind == "html":
        return ch(["<!-- -->".join(gs), "".join(f"&#{ord(c)};" for c in num), " ".join(f"<b>{g}</b>" for g in gs),
                   "<span></span>".join(gs)]), None, False
    return " ".join(num) if R.random() < 0.6 else "-".join(num), None, False


T_DIS_EMAIL = [t for i, t in enumerate(T_EMAIL) if i in (0, 2, 6, 7, 8, 12, 13, 15, 18, 19)] + [
    "Contact: ⟦v⟧", "<p>Questions? Write to ⟦v⟧</p>", "Website footer: ⟦org⟧ · ⟦v⟧ · bookings via the app",
    "pls write me at ⟦v⟧ (spam bots read this forum)"]
T_DIS_CARD = [t for i, t in enumerate(T_CARD) if i in (0, 1, 4, 5, 7, 8, 12, 13)] + [
    "Card: ⟦v⟧", "<p>Card on file: ⟦v⟧</p>", "ok here's the card, typed it weird so the bot doesn't eat it: ⟦v⟧"]
T_CODE = ["contact = ⟦v⟧  # ⟦org⟧", "const billing = ⟦v⟧;", "$to = ⟦v⟧; // ⟦app⟧", "TEST_CARD = ⟦v⟧  # fixture for ⟦app⟧",
          "card_number = ⟦v⟧\nprocess(card_number)"]
T_CODE_EMAIL = ["contact = ⟦v⟧  # ⟦org⟧", "$to = ⟦v⟧; // ⟦app⟧", "const supportEmail = ⟦v⟧;", "NOTIFY_TO = ⟦v⟧"]
T_CODE_CARD = ["TEST_CARD = ⟦v⟧  # fixture for ⟦app⟧", "card_number = ⟦v⟧\nprocess(card_number)", "const pan = ⟦v⟧;"]


# ---------------------------------------------------------------- negatives
def ean13(prefix):
    body = prefix + digits(12 - len(prefix))
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def isbn13():
    b = ean13("978" + ch(["0", "1", "3", "2", "84", "88", "83"]))
    return f"{b[:3]}-{b[3]}-{b[4:7]}-{b[7:12]}-{b[12]}"


def luhn_fail(n=16):
    pre = ch(["4", "51", "53", "55", "6011", "37", "35"])
    body = pre + digits(n - len(pre) - 1)
    good = luhn_complete(body)[-1]
    return body + ch([c for c in DG if c != good])


def grouped_number(lo, hi):
    n = R.randint(lo, hi)
    s = f"{n:,}"
    return ch([s, s.replace(",", " "), s.replace(",", "."), s.replace(",", "'"), s.replace(",", "\u202f")])


def rf_ref():
    body = rstr(R.randint(6, 12), UP + DG)
    chk = 98 - int("".join(str(int(c, 36)) for c in body + "RF00")) % 97
    return f"RF{chk:02d}{body}"


def N(label, v, phrase):
    return (label, v, phrase)


def neg_item(kind=None):
    k = kind or ch(NEG_KINDS)
    if k == "order":
        v = ch([f"ORD-{digits(6)}", f"#{nd(5)}", f"PO-{R.randint(2022, 2025)}-{digits(4)}", f"{ch('ABCK')}{digits(7)}", f"SO{digits(8)}"])
        return N("Order number", v, ch([f"your order {v} is packed", f"order {v} was split into two parcels", f"we received order {v}"]))
    if k == "tracking":
        v = ch([f"1Z{rstr(6, UP + DG)}{digits(10)}", f"JJD{digits(18)}", f"{rstr(2, UP)}{digits(9)}GB",
                f"9400 {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)}", f"00{digits(18)}", f"{rstr(2, UP)}{digits(9)}DE"])
        return N("Tracking number", v, ch([f"tracking number {v}", f"parcel {v} is out for delivery", f"courier ref {v} shows 'in transit'"]))
    if k == "invoice":
        v = ch([f"INV-{R.randint(2023, 2025)}-{digits(5)}", f"RE-{R.randint(2023, 2025)}/{digits(4)}", f"F{R.randint(2023, 2025)}-{digits(4)}",
                f"{digits(4)}/{R.randint(2023, 2025)}"])
        return N("Invoice", v, ch([f"invoice {v} is due on {rdate()}", f"see invoice {v} attached", f"credit note against {v} issued"]))
    if k == "isbn":
        v = isbn13()
        return N("ISBN", v, ch([f"course book ISBN {v}", f"please order the workbook (ISBN {v})", f"textbook {v} is back in stock"]))
    if k == "serial":
        v = ch([f"C02{rstr(9, UP + DG)}", f"SN{digits(10)}", f"INV-{rstr(3, UP)}-{digits(6)}-{ch('ABC')}", f"{rstr(4, UP)}{digits(8)}",
                f"{digits(4)}-{digits(4)}-{rstr(4, UP)}"])
        return N("Serial", v, ch([f"inverter serial {v}", f"device S/N {v} registered", f"panel batch serial {v} replaced under warranty"]))
    if k == "booking":
        v = ch([rstr(6, UP + DG), f"BK-{R.randint(20240101, 20251231)}-{digits(3)}", f"RES{digits(7)}"])
        return N("Booking ref", v, ch([f"booking reference {v}", f"your slot {v} is confirmed", f"reservation {v} moved to Friday"]))
    if k == "luhnfail":
        v = luhn_fail(ch([16, 16, 15]))
        if R.random() < 0.6:
            v = " ".join(v[i:i + 4] for i in range(0, len(v), 4))
        return N("Reference", v, ch([f"gift voucher code {v}", f"loyalty card {v} (not a payment card)", f"legacy member number {v}", f"batch reference {v}"]))
    if k == "version":
        v = ch([f"v{R.randint(1, 5)}.{R.randint(0, 20)}.{R.randint(0, 30)}", f"{R.randint(1, 9)}.{R.randint(0, 9)}.{R.randint(0, 9)}-rc.{R.randint(1, 4)}",
                f"Chrome/{R.randint(110, 131)}.0.{R.randint(5000, 6999)}.{R.randint(10, 200)}", f"build {R.randint(2023, 2025)}.{R.randint(1, 12)}.{R.randint(1, 40)}",
                f"firmware {R.randint(1, 4)}.{R.randint(10, 99)}.{R.randint(256, 999)}.{R.randint(1000, 9999)}"])
        return N("Version", v, ch([f"app updated to {v}", f"running {v}", f"bug fixed in {v}"]))
    if k == "masked":
        last4 = digits(4)
        v = ch([f"**** **** **** {last4}", f"XXXX-XXXX-XXXX-{last4}", f"{ch(['4', '5'])}{digits(5)}******{last4}", f"•••• {last4}",
                f"ending in {last4}", f"3782 ****** *{digits(4)}"])
        return N("Card", v, ch([f"charged to card {v}", f"refund issued to {v}", f"card {v} expired"]))
    if k == "hash":
        v = ch([rstr(64, HEXL), rstr(32, HEXL), "sha256:" + rstr(64, HEXL), rstr(40, HEXL)])
        return N("Checksum", v, ch([f"checksum {v}", f"file hash {v} matches", f"image digest {v}"]))
    if k == "uuid":
        v = str(uuid.UUID(int=R.getrandbits(128), version=4))
        return N("Request ID", v, ch([f"request_id {v}", f"correlation id {v}", f"trace {v}"]))
    if k == "gitsha":
        v = rstr(ch([7, 8, 40]), HEXL)
        return N("Commit", v, ch([f"fixed in commit {v}", f"deployed {v} to staging", f"revert {v}"]))
    if k == "count":
        v = grouped_number(1000, 99999999)
        return N("Count", v, ch([f"{v} kWh generated since install", f"{v} kg recycled this year", f"{v} visits since opening",
                                 f"{v} page views last month"]))
    if k == "amount":
        a = grouped_number(100, 9999999)
        v = ch([f"€ {a},{digits(2)}", f"CHF {a}.–", f"${a}.{digits(2)}", f"{a} kr", f"{a} ₽", f"£{a}", f"{a} Ft", f"{a} zł"])
        return N("Amount", v, ch([f"total {v}", f"deposit of {v} received", f"quote comes to {v} incl. VAT"]))
    if k == "datetime":
        v = ch([f"{R.randint(1, 28):02d}.{R.randint(1, 12):02d}.{R.randint(2023, 2026)}", f"{R.randint(2023, 2026)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}+01:00",
                f"{R.randint(1, 12):02d}/{R.randint(1, 28):02d}/{R.randint(2023, 2026)} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}",
                f"{R.randint(6, 11)}:{R.randint(0, 5)}0–{R.randint(17, 22)}:{R.randint(0, 5)}0", f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"])
        return N("Date", v, ch([f"slot {v}", f"scheduled for {v}", f"last updated {v}"]))
    if k == "measure":
        v = ch([f"{R.randint(1650, 1800)} x {R.randint(990, 1140)} x {R.randint(30, 40)} mm", f"{R.randint(10, 30)}.{R.randint(0, 9)} kg",
                f"{R.randint(350, 450)} Wp", f"{R.randint(3, 15)}.{R.randint(0, 9)} kWp", f"{R.randint(8, 18)}.{R.randint(0, 9)} m wall",
                f"{R.randint(1, 50)} x {R.randint(100, 1000)} mg", f"{R.randint(120, 1100)} L bin", f"{R.randint(15, 45)} m²"])
        return N("Size", v, ch([f"dimensions {v}", f"spec: {v}", f"measured {v}"]))
    if k == "sku":
        v = ch([f"SKU-{rstr(3, UP)}-{digits(4)}-{ch(['S', 'M', 'L', 'XL'])}", f"{rstr(2, UP)}-{digits(3)}-{digits(3)}", f"PZN {digits(8)}",
                f"NDC {digits(5)}-{digits(3)}-{digits(2)}", f"LOT {digits(2)}{rstr(1, UP)}{digits(3)}{rstr(1, UP)}", f"ART.{digits(6)}.{digits(2)}"])
        return N("Product code", v, ch([f"item {v} back in stock", f"replace with {v}", f"product {v} discontinued"]))
    if k == "ean":
        v = ean13(ch(["40", "50", "590", "800", "871", "45", "76"]))
        return N("EAN", v, ch([f"barcode {v}", f"EAN {v} scanned", f"GTIN {v}"]))
    if k == "coords":
        v = ch([f"{R.randint(35, 60)}.{digits(6)}, {R.randint(-9, 30)}.{digits(6)}", f"{R.randint(35, 60)}°{R.randint(0, 59)}′{R.randint(0, 59)}″N {R.randint(0, 30)}°{R.randint(0, 59)}′{R.randint(0, 59)}″E",
                f"lat={R.randint(35, 60)}.{digits(4)} lon={R.randint(1, 30)}.{digits(4)}"])
        return N("Location", v, ch([f"install site at {v}", f"pickup point {v}", f"GPS {v}"]))
    if k == "postal":
        v = ch([f"{rstr(2, UP)}{R.randint(1, 20)} {R.randint(1, 9)}{rstr(2, UP)}", f"{R.randint(10115, 99998)} Berlin" if False else f"{R.randint(10000, 99998)}",
                f"{R.randint(10, 99)}-{R.randint(100, 999)} Warszawa", f"{R.randint(1000, 9999)} {rstr(2, UP)} Amsterdam", f"{R.randint(10000, 99999)}-{R.randint(1000, 9999)}",
                f"{R.randint(75001, 75020)} Paris"])
        return N("Postcode", v, ch([f"delivery area {v}", f"postcode {v}", f"we now cover {v}"]))
    if k == "placeholder":
        v = ch(["sk-XXXXXXXXXXXXXXXXXXXXXXXX", "<YOUR_API_KEY>", "${DB_PASSWORD}", "{{ secrets.DEPLOY_TOKEN }}", "********",
                "sk_live_••••••••", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "AKIAIOSFODNN7EXAMPLE", "changeme-in-production",
                "REPLACE_ME", "os.environ['STRIPE_KEY']", "<redacted>", "xoxb-your-token-here", "$(vault read -field=token secret/app)",
                "%(API_TOKEN)s", "process.env.SENDGRID_API_KEY", "sk-...", "Bearer <token>", "YOUR_TWILIO_AUTH_TOKEN"])
        return N("API key", v, ch([f"set the key to {v} in your local .env", f"config shows api_key={v}", f"docs example: {v}"]))
    if k == "masked_ssn":
        v = ch([f"***-**-{digits(4)}", f"XXX-XX-{digits(4)}", f"•••-••-{digits(4)}"])
        return N("SSN", v, ch([f"SSN on file {v}", f"TIN {v} verified", f"social security number {v} (masked)"]))
    if k == "bad_iban":
        cc = ch(sorted(IBAN_SPEC))
        good = gen_iban(cc)
        bad = good[:2] + ch([f"{(int(good[2:4]) + R.randint(1, 9)) % 100:02d}"]) + good[4:]
        v = ch([" ".join(bad[i:i + 4] for i in range(0, len(bad), 4)), bad, f"{cc}** **** **** {good[-4:]}", f"{cc}{good[2:4]} •••• {good[-4:]}"])
        return N("Account", v, ch([f"account {v} rejected by the bank", f"IBAN field shows {v}", f"payout to {v} bounced"]))
    if k == "mac":
        v = ":".join(rstr(2, "0123456789ABCDEF") for _ in range(6))
        return N("MAC", v, ch([f"door reader MAC {v}", f"inverter wifi dongle {v}", f"device {v} joined the network"]))
    if k == "epoch":
        v = str(R.randint(1700000000, 1760000000)) + (digits(3) if R.random() < 0.5 else "")
        return N("Timestamp", v, ch([f"ts={v}", f"created_at {v}", f"epoch {v}"]))
    if k == "customer":
        v = ch([f"KD-{digits(6)}", f"CUST-{digits(4)}-{digits(2)}", f"M{digits(6)}", f"{digits(3)}/{digits(4)}"])
        return N("Customer no.", v, ch([f"customer number {v}", f"member {v}", f"account ref {v}"]))
    if k == "room":
        v = ch([f"Block {ch('ABCDE')}, room {R.randint(1, 6)}.{R.randint(1, 30):02d}", f"locker {R.randint(1, 400)}", f"bay {R.randint(1, 40)}",
                f"wall {ch('ABC')}{R.randint(1, 9)}", f"unit {R.randint(1, 9)}{ch('ABCD')}"])
        return N("Location", v, ch([f"meet at {v}", f"key left in {v}", f"issue reported at {v}"]))
    if k == "meter":
        v = ch([f"{digits(6)}.{digits(1)} kWh", f"{R.randint(1000, 99999)} m³", f"{R.randint(100, 9999)}.{digits(2)} t"])
        return N("Reading", v, ch([f"meter reading {v}", f"weighbridge: {v}", f"export counter {v}"]))
    if k == "rf":
        v = rf_ref()
        return N("Payment reference", v, ch([f"structured reference {v}", f"please quote {v}", f"creditor reference {v}"]))
    if k == "case":
        v = ch([f"CVE-{R.randint(2019, 2025)}-{R.randint(1000, 49999)}", f"CASE-{digits(6)}", f"RMA {digits(7)}", f"claim {R.randint(2023, 2025)}/{digits(5)}"])
        return N("Case", v, ch([f"see {v}", f"tracking under {v}", f"ref {v}"]))
    if k == "percent":
        v = ch([f"{R.randint(1, 99)}.{digits(1)} %", f"{R.randint(1, 5)}.{R.randint(1, 9)}/5", f"grade {ch(['6a', '6b+', '7a', '5c', 'V4', 'V7'])}"])
        return N("Rating", v, ch([f"rated {v}", f"score {v}", f"efficiency {v}"]))
    raise KeyError(k)


NEG_KINDS = ["order", "tracking", "invoice", "isbn", "serial", "booking", "luhnfail", "luhnfail", "version", "version", "masked",
             "masked", "hash", "uuid", "gitsha", "count", "amount", "amount", "datetime", "measure", "sku", "ean", "coords",
             "postal", "placeholder", "placeholder", "masked_ssn", "bad_iban", "bad_iban", "mac", "epoch", "customer", "room",
             "meter", "rf", "case", "percent"]
FOREIGN_NEG = ["order", "tracking", "invoice", "amount", "customer", "masked", "version", "datetime"]
FOREIGN_NEG_LBL = {"order": "order", "tracking": "tracking", "invoice": "invoice", "amount": "amount",
                   "customer": "customer", "masked": "masked", "version": "version", "datetime": "date"}


def slug(s):
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")


def neg_text(lang):
    if lang != "en":
        k = ch(FOREIGN_NEG)
        lab, v, _ = neg_item(k)
        c = mkctx(lang)
        c["lbl"] = LANGS[lang]["lbl"][FOREIGN_NEG_LBL[k]]
        c["v"] = v
        t = fill(ch(FRAMES), c)
        if R.random() < 0.5:
            k2 = ch([x for x in FOREIGN_NEG if x != k])
            t += f"\n{LANGS[lang]['lbl'][FOREIGN_NEG_LBL[k2]]}{c['colon']}{neg_item(k2)[1]}"
        return t
    c = mkctx("en")
    n = ch([1, 2, 2, 3])
    kinds = R.sample(NEG_KINDS, n)
    items = [neg_item(k) for k in kinds]
    ph = [it[2] for it in items]
    P = "; ".join(ph)
    form = ch(["mail", "log", "chat", "sms", "ticket", "table", "yaml", "json", "letter", "note", "csv"])
    if form == "mail":
        return fill(f"Hi ⟦first⟧, quick update on your ⟦topic⟧ with ⟦org⟧: {P}. Thanks, ⟦agent⟧", c)
    if form == "log":
        kv = " ".join(f"{slug(l)}=\"{v}\"" if " " in v else f"{slug(l)}={v}" for l, v, _ in items)
        return fill(f"⟦datetime⟧ INFO ⟦app⟧ {kv}", c)
    if form == "chat":
        lines = [f"[⟦time⟧] ⟦first⟧: quick one — {ph[0]}"] + [f"[⟦time2⟧] ⟦agent⟧: noted, {p}" for p in ph[1:]]
        if len(lines) == 1:
            lines.append("[⟦time2⟧] ⟦agent⟧: yep, all good 👍")
        return fill("\n".join(lines), c)
    if form == "sms":
        return fill(f"⟦org⟧: {P}. Questions? Reply HELP.", c)
    if form == "ticket":
        return fill("Ticket #⟦tnum⟧ — ⟦topic⟧\n" + "\n".join(f"- {l}: {v}" for l, v, _ in items), c)
    if form == "table":
        return "| Field | Value |\n|---|---|\n" + "\n".join(f"| {l} | {v} |" for l, v, _ in items)
    if form == "yaml":
        return fill("# ⟦app⟧ settings\n", c) + "\n".join(f"{slug(l)}: \"{v}\"" for l, v, _ in items)
    if form == "json":
        return json.dumps({slug(l): v for l, v, _ in items} | {"site": c["org"]}, ensure_ascii=False)
    if form == "letter":
        return fill(f"Subject: ⟦topic⟧ — ⟦org⟧\n\nDear ⟦full⟧,\n{P[0].upper() + P[1:]}.\n\nKind regards,\n⟦agent⟧", c)
    if form == "csv":
        return ",".join(slug(l) for l, _, _ in items) + "\n" + ",".join(v.replace(",", ";") for _, v, _ in items)
    return fill(f"NOTE (⟦date⟧): {P}.", c)


# ---------------------------------------------------------------- checker
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\d)")
IPV6_TOK = re.compile(r"[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*")
DIGSEQ = re.compile(r"\d+(?:[ \-.\u00a0\u202f/]\d+)*")
IBAN_CAND = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2}\d{2}(?:[ \-]?[A-Za-z0-9]){8,32})")


def forbidden(text):
    """reason string if text contains a real-looking PII item, else None"""
    if EMAIL_RE.search(text) or "＠" in text:
        return "email"
    for m in IPV4_RE.finditer(text):
        if all(int(g) <= 255 for g in m.groups()):
            return "ipv4"
    for m in re.finditer(r"(?<!\d)\d{1,3}(?:\.\d{1,3}){3}(?!\d)", text):
        try:
            ipaddress.IPv4Address(m.group(0))
            return "ipv4b"
        except ValueError:
            pass
    for m in IPV6_TOK.finditer(text):
        tok = m.group(0).strip(":.")
        if tok.count(":") >= 2:
            for cand in {m.group(0), tok, m.group(0).rstrip("."), m.group(0).strip(".")}:
                try:
                    ipaddress.IPv6Address(cand)
                    return "ipv6"
                except ValueError:
                    pass
    if SSN_RE.search(text):
        return "ssn"
    for m in DIGSEQ.finditer(text):
        groups = re.split(r"[ \-.\u00a0\u202f/]", m.group(0))
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if 13 <= len(acc) <= 19 and luhn_ok(acc):
                    return "luhn"
                if len(acc) > 19:
                    break
    for m in IBAN_CAND.finditer(text):
        comp = re.sub(r"[ \-]", "", m.group(1)).upper()
        L = IBAN_LEN_ALL.get(comp[:2])
        if L and len(comp) >= L and iban_mod(comp[:L]) == 1:
            return "iban"
    return None


# ---------------------------------------------------------------- builders
def camel(var):
    p = var.lower().split("_")
    return p[0] + "".join(x.title() for x in p[1:])


def build_positive(typ, lang):
    """returns (value, text)"""
    if typ == "email":
        c = mkctx()
        v = gen_email(c["first"], c["last"]) if R.random() < 0.5 else gen_email()
        if lang != "en":
            return v, foreign_text(lang, typ, v)
        return v, fill(ch(T_EMAIL), c | {"v": v})
    if typ == "credit_card":
        brand, num = gen_card()
        v = fmt_card(num, brand)
        if lang != "en":
            return v, foreign_text(lang, typ, v, extra={})
        return v, fill(ch(T_CARD), mkctx() | {"v": v, "brand": BRAND_NAME[brand]})
    if typ == "phone":
        country = LANG_PHONE[lang] if lang != "en" else ch(EN_PHONE_COUNTRIES)
        v = gen_phone(country)
        if lang != "en":
            return v, foreign_text(lang, typ, v)
        return v, fill(ch(T_PHONE), mkctx() | {"v": v})
    if typ == "us_ssn":
        v = gen_ssn()
        if lang != "en":
            return v, foreign_text(lang, typ, v)
        return v, fill(ch(T_SSN), mkctx() | {"v": v})
    if typ == "iban":
        cc = ch(LANG_IBAN[lang]) if lang != "en" and R.random() < 0.8 else None
        v = fmt_iban(gen_iban(cc))
        if lang != "en":
            return v, foreign_text(lang, typ, v)
        return v, fill(ch(T_IBAN), mkctx() | {"v": v})
    if typ == "ip_address":
        v6 = R.random() < 0.2
        v = gen_ipv6() if v6 else gen_ipv4()
        if lang != "en":
            return v, foreign_text(lang, typ, v)
        return v, fill(ch(T_IP6 if v6 else T_IP4), mkctx() | {"v": v})
    if typ == "secret":
        s = secret_item()
        v = s["v"]
        if lang == "en":
            return v, secret_text(s, mkctx())
        c = mkctx(lang)
        if R.random() < 0.5 and s["style"] not in ("pem",):
            lbl_key = "password" if s["style"] in ("password", "db") else "secret"
            return v, foreign_text(lang, lbl_key, v, extra={"var": s["var"], "prov": s["prov"], "yk": s["key"],
                                                            "jsvar": camel(s["var"])})
        L = LANGS[lang]
        body = secret_text(s, mkctx())
        head = ch([f"{L['hello']} {c['agent']}, {L['details']} {c['topic']}{c['colon'].strip() or ':'}\n\n",
                   f"# {L['lbl']['secret']} – {c['org']} ({L['updated']} {c['date']})\n",
                   f"[{c['time']}] {c['first']}: {L['lbl']['password'] if s['style'] in ('password', 'db') else L['lbl']['secret']} 👇\n"])
        tail = ch(["", f"\n\n{L['bye']}, {c['first']}"]) if head.startswith(L["hello"]) else ""
        return v, head + body + tail
    raise KeyError(typ)


def build_disguised(typ, lang_hint):
    if typ == "email":
        v = gen_email()
        d, dl, code = disguise_email(v)
        tpls, tcode = T_DIS_EMAIL, T_CODE_EMAIL
    else:
        brand, v = gen_card()
        d, dl, code = disguise_card(v, brand)
        tpls, tcode = T_DIS_CARD, T_CODE_CARD
    if code:
        return v, d, fill(ch(tcode), mkctx() | {"v": d}), "en"
    lang = dl if dl else lang_hint
    if lang and lang != "en" and lang in LANGS:
        return v, d, foreign_text(lang, typ, d), lang
    c = mkctx() | {"v": d}
    if typ == "credit_card":
        c["brand"] = BRAND_NAME[brand]
    return v, d, fill(ch(tpls), c), "en"


# ---------------------------------------------------------------- validation
def value_valid(typ, v):
    if typ == "email":
        return email_valid(v)
    if typ == "credit_card":
        d = re.sub(r"[ \-]", "", v)
        return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d) and bool(CARD_PREFIX_RE.match(d))
    if typ == "phone":
        return phone_valid(v) and forbidden(v) is None
    if typ == "us_ssn":
        return ssn_valid(v)
    if typ == "iban":
        c = re.sub(r"[ \-]", "", v).upper()
        return IBAN_LEN.get(c[:2]) == len(c) and iban_mod(c) == 1
    if typ == "ip_address":
        try:
            return ipaddress.ip_address(v).is_global
        except ValueError:
            return False
    if typ == "secret":
        return len(v) >= 16 and not re.search(r"X{6,}|x{6,}|\*{4,}", v)
    return False


CUE_SSN = re.compile(r"SSN|Social Security|social security|\bTIN\b|taxpayer", re.I)
TYPES = ["email", "credit_card", "phone", "us_ssn", "iban", "ip_address", "secret"]


def main():
    rows, langs = [], []
    seen_val = {t: set() for t in TYPES}
    seen_text = set()
    rejects = Counter()

    def accept_text(t):
        if t in seen_text:
            return False
        seen_text.add(t)
        return True

    for typ in TYPES:
        for lang in lang_plan(N_POS):
            for _ in range(500):
                v, t = build_positive(typ, lang)
                why = None
                if v in seen_val[typ]:
                    why = "dup"
                elif not value_valid(typ, v):
                    why = "invalid"
                elif t.count(v) != 1:
                    why = "count"
                elif forbidden(t.replace(v, " \u2063 ")):
                    why = "other-pii:" + forbidden(t.replace(v, " \u2063 "))
                elif typ == "us_ssn" and not CUE_SSN.search(t):
                    why = "nocue"
                if why is None and accept_text(t):
                    break
                rejects[f"{typ}:{why}"] += 1
            else:
                raise RuntimeError(f"could not build {typ}")
            seen_val[typ].add(v)
            rows.append({"source": SRC, "type": typ, "value": v, "text": t})
            langs.append(lang)

    for typ in ("email", "credit_card"):
        hints = lang_plan(N_DIS)
        for i in range(N_DIS):
            hint = hints[i] if R.random() < 0.5 else "en"
            for _ in range(500):
                v, d, t, lang = build_disguised(typ, hint)
                why = None
                if v in seen_val[typ]:
                    why = "dup"
                elif not value_valid(typ, v):
                    why = "invalid"
                elif v in t:
                    why = "canonical-visible"
                elif t.count(d) != 1:
                    why = "count"
                elif forbidden(t.replace(d, " \u2063 ")):
                    why = "other-pii"
                if why is None and accept_text(t):
                    break
                rejects[f"dis-{typ}:{why}"] += 1
            else:
                raise RuntimeError(f"could not build disguised {typ}")
            seen_val[typ].add(v)
            rows.append({"source": SRC, "type": typ, "value": v, "text": t, "disguise": d})
            langs.append(lang)

    for lang in lang_plan(N_NEG):
        for _ in range(500):
            t = neg_text(lang)
            why = forbidden(t)
            if why is None and accept_text(t):
                break
            rejects[f"neg:{why}"] += 1
        else:
            raise RuntimeError("could not build negative")
        rows.append({"source": SRC, "type": "negative", "value": "", "text": t})
        langs.append(lang)

    # ------------------------------------------------------------ self-check
    cnt = Counter(r["type"] for r in rows)
    dis = Counter(r["type"] for r in rows if "disguise" in r)
    for typ in TYPES:
        assert cnt[typ] == N_POS + (N_DIS if typ in ("email", "credit_card") else 0), (typ, cnt[typ])
    assert dis["email"] == N_DIS and dis["credit_card"] == N_DIS
    assert cnt["negative"] == N_NEG
    assert len({r["text"] for r in rows}) == len(rows), "duplicate text"
    for typ in TYPES:
        vals = [r["value"] for r in rows if r["type"] == typ]
        assert len(set(vals)) == len(vals), f"duplicate value {typ}"
    for r in rows:
        t, v = r["text"], r["value"]
        if r["type"] == "negative":
            assert v == "" and forbidden(t) is None, t
        elif "disguise" in r:
            assert value_valid(r["type"], v) and v not in t and t.count(r["disguise"]) == 1
            if r["type"] == "credit_card":
                assert v.isdigit()
            else:
                assert re.fullmatch(r"[^@\s]+@[^@\s]+", v)
        else:
            assert value_valid(r["type"], v) and t.count(v) == 1, r
    iban_cc = {re.sub(r"[ \-]", "", r["value"]).upper()[:2] for r in rows if r["type"] == "iban"}
    assert len(iban_cc) >= 25, iban_cc
    card_brands = Counter()
    for r in rows:
        if r["type"] == "credit_card":
            d = re.sub(r"\D", "", r["value"])
            card_brands[len(d)] += 1
    n_v6 = sum(1 for r in rows if r["type"] == "ip_address" and ":" in r["value"])
    assert n_v6 >= 20

    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    foreign = sum(1 for l in langs if l != "en")
    print(f"wrote {len(rows)} rows to {OUT}", file=sys.stderr)
    for typ in TYPES + ["negative"]:
        extra = f" (of which disguised {dis[typ]})" if dis[typ] else ""
        print(f"  {typ:12s} {cnt[typ]:4d}{extra}", file=sys.stderr)
    print(f"  non-English rows: {foreign} ({foreign / len(rows):.1%}); languages: "
          f"{dict(sorted(Counter(l for l in langs if l != 'en').items()))}", file=sys.stderr)
    print(f"  IBAN countries: {len(iban_cc)}; IPv6: {n_v6}; card lengths: {dict(sorted(card_brands.items()))}", file=sys.stderr)
    print(f"  regenerations: {dict(sorted(rejects.items()))}", file=sys.stderr)


if __name__ == "__main__":
    main()
