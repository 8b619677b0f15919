#!/usr/bin/env python3
"""Independent PII evaluation corpus generator (set G).
Settings: ride-hailing driver support chat, university IT helpdesk, small-business bookkeeping assistant, rental agency, gym membership desk, customs broker, dating-app trust & safety queue, mobile game payments support, utility billing portal, incident-response channel.
"""
import base64
import ipaddress
import json
import os
import random
import re
import sys
import unicodedata

SEED = 61107
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-g.jsonl")
SRC = "pii-indep-g"
TYPES = ["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret"]
N_POS = 200
N_NEG = 800
N_DIS = 75

DIG = "0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = UP.lower()
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


US_AREA = ["212", "310", "415", "617", "312", "206", "512", "305", "646", "702", "404", "713", "303", "503",
           "615", "202", "323", "718", "919", "480", "773", "857", "971", "347"]


def fill(pat):
    """'AAA' -> a real US area code, '#' -> any digit, 'N' -> non-zero digit."""
    while "AAA" in pat:
        pat = pat.replace("AAA", R.choice(US_AREA), 1)
    out = []
    for c in pat:
        if c == "#":
            out.append(R.choice(DIG))
        elif c == "N":
            out.append(R.choice(DIG[1:]))
        else:
            out.append(c)
    return "".join(out)


def cap(s):
    return s[:1].upper() + s[1:]


def only_digits(s):
    return "".join(c for c in s if c in DIG)


# ------------------------------------------------------------------ checksums
def luhn_ok(num):
    ds = [int(c) for c in num if c in DIG]
    if not ds:
        return False
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def luhn_break(num):
    """Return the digit string changed (last digit) so that it fails Luhn."""
    if luhn_ok(num):
        num = num[:-1] + str((int(num[-1]) + R.randint(1, 9)) % 10)
    return num


def ssn_valid_digits(d):
    if len(d) != 9 or not d.isdigit():
        return False
    a, g, s = int(d[:3]), int(d[3:5]), int(d[5:])
    return a != 0 and a != 666 and a < 900 and g != 0 and s != 0


IBAN_SPEC = {
    "DE": "18n", "GB": "4a14n", "FR": "10n11c2n", "ES": "20n", "IT": "1a10n12c", "NL": "4a10n",
    "BE": "12n", "AT": "16n", "CH": "5n12c", "PL": "24n", "PT": "21n", "IE": "4a14n",
    "SE": "20n", "DK": "14n", "NO": "11n", "FI": "14n", "LU": "3n13c", "CZ": "20n",
    "SK": "20n", "HU": "24n", "RO": "4a16c", "TR": "5n1n16c", "GR": "7n16c", "HR": "17n",
    "SI": "15n", "BG": "4a6n8c", "LT": "16n", "LV": "4a13c", "EE": "16n", "SA": "2n18c",
    "AE": "3n16n", "BR": "23n1a1c", "MT": "4a5n18c", "CY": "8n16c", "IS": "22n",
}
IBAN_LEN = {cc: 4 + sum(int(n) for n, _ in re.findall(r"(\d+)([nac])", sp))
            for cc, sp in IBAN_SPEC.items()}
IBAN_BANKS = {
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"], "NL": ["ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB"],
    "IE": ["AIBK", "BOFI", "IPBS"], "RO": ["BTRL", "RNCB", "BRDE", "INGB"], "BG": ["BNBG", "UNCR", "STSA"],
    "LV": ["HABA", "UNLA", "PARX"], "MT": ["MALT", "VALL", "APSB"],
}


def _iban_num(s):
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_ok(s):
    s = re.sub(r"\s", "", s).upper()
    if len(s) < 5 or s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    if not re.fullmatch(r"[A-Z0-9]+", s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def iban_make(cc):
    parts = []
    for i, (n, kind) in enumerate(re.findall(r"(\d+)([nac])", IBAN_SPEC[cc])):
        n = int(n)
        if kind == "n":
            parts.append(rs(DIG, n))
        elif kind == "a":
            if i == 0 and cc in IBAN_BANKS and n == 4:
                parts.append(pick(IBAN_BANKS[cc]))
            else:
                parts.append(rs(UP, n))
        else:
            parts.append(rs(DIG, n) if chance(0.8) else rs(DIG * 3 + UP, n))
    bban = "".join(parts)
    check = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, check, bban)


def group4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


# ------------------------------------------------------------------ people and settings
FIRST = ["Ana", "Lucas", "Mei", "Olu", "Priya", "Jonas", "Chloé", "Mateo", "Aylin", "Kenji",
         "Jiwoo", "Zofia", "Ruben", "Giulia", "Tomás", "Fatima", "Liam", "Noor", "Sven", "Camille",
         "Rahul", "Yuki", "Emre", "Beatriz", "Daan", "Marta", "Kwame", "Sofia", "Arjun", "Hana",
         "Björn", "Inès", "Paweł", "Seoyeon", "Diego", "Elif", "Grace", "Mohammed", "Lena", "Hiroshi"]
LAST = ["Silva", "Müller", "Nakamura", "Okafor", "Sharma", "Dubois", "Rossi", "van Dijk", "Kowalski",
        "Yılmaz", "Kim", "García", "Jansen", "Costa", "Bianchi", "Schmidt", "Tanaka", "Patel", "Moreau",
        "Nowak", "Demir", "Park", "Fernández", "de Vries", "Ferreira", "O'Brien", "Lindqvist", "Mensah",
        "Wiśniewska", "Öztürk", "Lefèvre", "Esposito", "Bakker", "Choi", "Iyer", "Hoffmann"]


def person():
    return pick(FIRST) + " " + pick(LAST)


def ascii_fold(s):
    s = s.replace("ł", "l").replace("ı", "i").replace("Ł", "L")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


SETTINGS = [
    dict(key="rideshare", brand="ZipRide", agent="ZipRide Driver Support", svc="payouts-api", tk="DRV",
         dom="zipride.app",
         issues=["my weekly payout didn't arrive", "the app logged me out mid-shift",
                 "a rider left a bag in my car", "my documents got rejected again"]),
    dict(key="uni_it", brand="Campus IT", agent="IT Service Desk", svc="sso-gateway", tk="INC",
         dom="it.northbridge.edu",
         issues=["I'm locked out of the VPN", "eduroam keeps dropping in the library",
                 "my MFA phone was replaced", "my print quota is wrong"]),
    dict(key="bookkeeping", brand="LedgerLy", agent="LedgerLy Assistant", svc="ledger-sync", tk="BK",
         dom="ledgerly.io",
         issues=["the bank feed stopped syncing", "an invoice got booked twice",
                 "I need to update supplier details", "the VAT report looks off"]),
    dict(key="rental", brand="HomeNest Lettings", agent="HomeNest Lettings", svc="tenancy-portal", tk="HN",
         dom="homenest-lettings.co.uk",
         issues=["the deposit refund is late", "I want to set up rent payments",
                 "the boiler is broken again", "the lease renewal form failed"]),
    dict(key="gym", brand="PulseFit", agent="PulseFit Front Desk", svc="members-api", tk="PF",
         dom="pulsefit.club",
         issues=["I was charged twice this month", "I want to freeze my membership",
                 "my key fob stopped working", "I need to update my direct debit"]),
    dict(key="customs", brand="Harbourline Customs", agent="Harbourline Brokerage", svc="entry-filing", tk="CB",
         dom="harbourline-customs.com",
         issues=["the shipment is held at the port", "the duty invoice needs a correction",
                 "we need to register a new importer", "the bond payment bounced"]),
    dict(key="dating", brand="Sparkd", agent="Sparkd Trust & Safety", svc="ts-queue", tk="TS",
         dom="sparkd.love",
         issues=["a match asked me for money", "my account got flagged",
                 "someone is using my photos", "I was reported unfairly"]),
    dict(key="game", brand="Dragon Realms", agent="Dragon Realms Payments", svc="iap-verify", tk="PAY",
         dom="dragonrealms.game",
         issues=["I bought 500 gems and never got them", "the refund went to the wrong account",
                 "my purchase is stuck on pending", "I got charged for a pack I didn't buy"]),
    dict(key="utility", brand="CityPower", agent="CityPower Billing", svc="billing-portal", tk="UB",
         dom="citypower-energy.com",
         issues=["my bill doubled this month", "the autopay setup keeps failing",
                 "I moved and need to close my account", "the meter reading is wrong"]),
    dict(key="incident", brand="#inc-response", agent="IR on-call", svc="edge-proxy", tk="IR",
         dom="corp-sec.net",
         issues=["we see credential stuffing on /login", "a key leaked in a public repo",
                 "suspicious logins from abroad", "a config was pushed with secrets"]),
]


def ticket(st):
    return "%s-%d" % (st["tk"], R.randint(10000, 99999))


def ts_iso():
    return "2024-%02d-%02dT%02d:%02d:%02dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                            R.randint(0, 59), R.randint(0, 59))


def hhmm():
    return "%02d:%02d" % (R.randint(6, 23), R.randint(0, 59))


# ------------------------------------------------------------------ value generators
# each returns dict(value=..., snippet=... (contains value), key=machine field, label=english label)
CARD_BRANDS = [
    ("Visa", ["4"], [16, 16, 16, 16, 13, 19], 5),
    ("Mastercard", ["51", "52", "53", "54", "55"], [16], 3),
    ("Mastercard", [str(x) for x in range(2221, 2721)], [16], 2),
    ("Amex", ["34", "37"], [15], 3),
    ("Discover", ["6011", "644", "645", "646", "647", "648", "649", "65"], [16, 16, 19], 2),
    ("Diners", ["300", "301", "302", "303", "304", "305", "36", "38"], [14], 1),
    ("JCB", [str(x) for x in range(3528, 3590)], [16], 1),
    ("UnionPay", ["62"], [16, 19], 1),
    ("Maestro", ["5018", "5020", "5038", "6304", "6759", "6761", "6763"], [16, 18, 19], 1),
]


def card_groups(n, brand):
    if brand == "Amex":
        return [4, 6, 5]
    if n == 14:
        return [4, 6, 4]
    if n == 13:
        return pick([[4, 4, 5], [4, 3, 3, 3]])
    if n == 18:
        return [4, 4, 4, 4, 2]
    if n == 19:
        return pick([[4, 4, 4, 4, 3], [6, 13], [4, 4, 4, 7]])
    return [4, 4, 4, 4]


def split_groups(s, groups):
    out, i = [], 0
    for g in groups:
        out.append(s[i:i + g])
        i += g
    return out


def gen_card_raw():
    brands = [b for b in CARD_BRANDS for _ in range(b[3])]
    name, prefixes, lengths, _ = pick(brands)
    num = luhn_complete(pick(prefixes), pick(lengths))
    return name, num


def gen_card():
    brand, num = gen_card_raw()
    sep = R.choices([" ", "-", ""], [55, 25, 20])[0]
    shown = sep.join(split_groups(num, card_groups(len(num), brand))) if sep else num
    return dict(value=shown, snippet=shown, key=pick(["card_number", "pan", "cc_number", "cardNumber"]),
                label=pick(["card number", "credit card", "card", brand + " number"]), brand=brand)


def gen_ssn_digits():
    while True:
        d = "%03d%02d%04d" % (R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999))
        if ssn_valid_digits(d):
            return d


def gen_ssn():
    d = gen_ssn_digits()
    f = R.choices(["dash", "space", "compact"], [60, 20, 20])[0]
    shown = {"dash": "%s-%s-%s", "space": "%s %s %s", "compact": "%s%s%s"}[f] % (d[:3], d[3:5], d[5:])
    return dict(value=shown, snippet=shown, key=pick(["ssn", "tax_id", "taxpayer_ssn", "SSN"]),
                label=pick(["SSN", "social security number", "social", "SSN for the W-9"]))


def gen_iban():
    cc = pick(list(IBAN_SPEC))
    ib = iban_make(cc)
    shown = group4(ib) if chance(0.65) else ib
    if chance(0.12):
        shown = shown.lower()
    return dict(value=shown, snippet=shown, key=pick(["iban", "payout_iban", "bank_account", "IBAN"]),
                label=pick(["IBAN", "bank account (IBAN)", "IBAN for the refund", "account"]), cc=cc)


BAD_FIRST = {0, 10, 100, 127, 169, 172, 192, 198, 203}


def gen_ipv4(kind=None):
    kind = kind or pick(["public", "public", "private"])
    if kind == "private":
        f = pick(["10", "172", "192"])
        if f == "10":
            ip = "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
        elif f == "172":
            ip = "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254))
        else:
            ip = "192.168.%d.%d" % (R.randint(0, 255), R.randint(2, 254))
    else:
        while True:
            a = R.randint(11, 223)
            if a not in BAD_FIRST:
                break
        ip = "%d.%d.%d.%d" % (a, R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    return ip


V6_PREFIXES = ["2a01:4f8", "2600:1f18", "2607:f8b0", "2804:14c", "240e:3b4", "2a02:26f0", "2c0f:fb50",
               "2001:4860", "2406:da18", "2a00:1450", "2620:fe", "2a03:2880", "fd12:3456", "fe80:0"]


def gen_ipv6():
    pre = pick(V6_PREFIXES).split(":")
    groups = [int(g, 16) for g in pre]
    while len(groups) < 8:
        groups.append(0 if chance(0.3) else R.randint(0, 0xffff))
    if pre[0] == "fe80":
        groups[1:4] = [0, 0, 0]
    if chance(0.4):
        groups[-1] = R.randint(1, 0x30)
    addr = ipaddress.IPv6Address(":".join("%x" % g for g in groups))
    style = R.choices(["compressed", "exploded", "nolead"], [60, 20, 20])[0]
    if style == "compressed":
        return addr.compressed
    if style == "exploded":
        return addr.exploded
    return ":".join("%x" % g for g in groups)


def gen_ip():
    ip = gen_ipv4() if chance(0.65) else gen_ipv6()
    snip = ip
    port = pick([22, 443, 3000, 5432, 6443, 8080, 8443, 9090, R.randint(1024, 65535)])
    if ":" in ip and chance(0.45):
        snip = pick(["[%s]:%d", "http://[%s]:%d/", "https://[%s]:%d/api/health", "ssh -p %d admin@[%s]"])
        snip = snip % ((port, ip) if snip.startswith("ssh") else (ip, port))
    elif ":" not in ip and chance(0.25):
        snip = pick(["%s:%d" % (ip, port), "http://%s:%d/" % (ip, port), "tcp://%s:%d" % (ip, port)])
    return dict(value=ip, snippet=snip, key=pick(["ip", "client_ip", "remote_addr", "src_ip", "ip_address"]),
                label=pick(["IP", "IP address", "source IP", "public IP"]))


MAIL_DOMAINS = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.co.jp", "proton.me", "icloud.com",
                "web.de", "gmx.net", "orange.fr", "libero.it", "wp.pl", "uol.com.br", "naver.com",
                "ziggo.nl", "t-online.de", "sapo.pt", "yandex.com.tr", "rediffmail.com", "fastmail.fm",
                "hey.com", "yahoo.es", "laposte.net", "o2.pl", "daum.net"]


def local_part(name):
    f, l = [ascii_fold(x).lower().replace(" ", "").replace("'", "") for x in name.split(" ", 1)]
    return pick([f + "." + l, f[0] + l, f + "_" + l + str(R.randint(1, 99)), f + l[:3] + str(R.randint(70, 99)),
                 l + "." + f, f + "." + l + "+" + pick(["billing", "gym", "rent", "uni", "receipts", "2024", "apps"]),
                 f + str(R.randint(100, 9999))])


def gen_email():
    nm = person()
    dom = pick(MAIL_DOMAINS)
    addr = local_part(nm) + "@" + dom
    return dict(value=addr, snippet=addr, key=pick(["email", "contact_email", "emailAddress", "user_email"]),
                label=pick(["email", "e-mail", "email address", "login email"]), name=nm)


PHONE_PATTERNS = [
    # (country, pattern)
    ("US", "(AAA) N##-####"), ("US", "AAA-N##-####"), ("US", "+1 AAA N## ####"), ("US", "+1-AAA-N##-####"),
    ("US", "AAA.N##.####"), ("US", "+1AAAN######"), ("US", "(AAA) N##-#### ext. ###"),
    ("GB", "+44 20 7### ####"), ("GB", "020 8### ####"), ("GB", "07N## ######"), ("GB", "+44 7N## ######"),
    ("DE", "+49 30 N######"), ("DE", "0151 N#######"), ("DE", "+49 (0)89 N## ####"),
    ("FR", "+33 6 ## ## ## ##"), ("FR", "06 ## ## ## ##"), ("FR", "01.N#.##.##.##"),
    ("ES", "+34 6## ### ###"), ("IT", "+39 3## ### ####"), ("NL", "06-N#######"),
    ("JP", "090-N###-####"), ("KR", "010-N###-####"), ("IN", "+91 9#### #####"), ("BR", "(11) 9####-####"),
]


def gen_phone():
    while True:
        cc, pat = pick(PHONE_PATTERNS)
        v = fill(pat)
        d = only_digits(v)
        if 13 <= len(d) <= 19 and luhn_ok(d):
            continue
        return dict(value=v, snippet=v, key=pick(["phone", "mobile", "msisdn", "tel", "contact_phone"]),
                    label=pick(["phone", "phone number", "mobile", "cell", "number"]), cc=cc)


# -------- secrets: each kind -> (value, snippet, key, label)
def pw_token(n=None):
    n = n or R.randint(10, 18)
    s = rs(ALNUM + "!#*-_.?+~^", n)
    return s if any(c in DIG for c in s) else s + pick(DIG)


def human_password():
    w = pick(["Sunflower", "Trabant", "Kiwi", "Marmelade", "Gatito", "Borussia", "Lighthouse", "Pierogi",
              "Mariposa", "Kestrel", "Zeppelin", "Tortellini", "Hanami", "Anadolu", "Bolinho"])
    return w + pick(["", "_", ".", "!"]) + str(R.randint(10, 2024)) + pick(["!", "#", "?", "", "*"])


SECRET_KINDS = []


def secret_kind(fn):
    SECRET_KINDS.append(fn)
    return fn


@secret_kind
def sk_aws_id():
    v = "AKIA" + rs(UP + "234567", 16)
    return v, v, "AWS_ACCESS_KEY_ID", "AWS access key"


@secret_kind
def sk_stripe():
    v = pick(["sk_live_", "rk_live_", "sk_test_"]) + rs(ALNUM, pick([24, 34, 99]))
    return v, v, "STRIPE_SECRET_KEY", "Stripe secret key"


@secret_kind
def sk_github():
    v = pick(["ghp_", "gho_", "ghs_"]) + rs(ALNUM, 36)
    return v, v, "GITHUB_TOKEN", "GitHub token"


@secret_kind
def sk_pg_url():
    pw = pw_token()
    user = pick(["app", "billing_rw", "svc_ledger", "postgres", "admin"])
    host = pick(["db-prod-3.internal", "pg.eu-west-1.rds.amazonaws.com", "postgres", "db.svc.cluster.local"])
    snip = "postgresql://%s:%s@%s:5432/%s" % (user, pw, host, pick(["billing", "members", "rides", "ledger"]))
    return pw, snip, "DATABASE_URL", "database password"


@secret_kind
def sk_prose_password():
    v = human_password()
    return v, v, "password", "password"


def gen_secret():
    v, snip, key, label = pick(SECRET_KINDS)()
    return dict(value=v, snippet=snip, key=key, label=label)


GEN = {"email": gen_email, "phone": gen_phone, "credit_card": gen_card, "us_ssn": gen_ssn,
       "iban": gen_iban, "ip_address": gen_ip, "secret": gen_secret}

# ---- more e-mail shapes
ORG_MAIL = ["students.northbridge.edu", "cs.northbridge.edu", "alumni.northbridge.edu", "lumen-bakery.co.uk",
            "brightwater.ie", "kfz-meier.de", "studio-ola.pt", "tapas-y-mas.es", "mail.harbourline-customs.com",
            "ops.zipride.app", "eu.citypower-energy.com", "fiscal.contabil-rio.com.br", "bakker-installatie.nl",
            "kancelaria-nowak.pl", "ankara-lojistik.com.tr", "ufficio.rossi-trasporti.it"]
IDN_MAIL = ["müller-fitness.de", "bäckerei-schön.at", "café-lumière.fr", "çiçekevi.com.tr", "żabka-serwis.pl",
            "ñandú-viajes.com.ar", "サポート.jp", "løberen.dk", "könig-immobilien.de", "açaí-rio.com.br"]


def gen_email2():
    nm = person()
    r = R.random()
    if r < 0.55:
        dom = pick(MAIL_DOMAINS)
    elif r < 0.85:
        dom = pick(ORG_MAIL)
    else:
        dom = pick(IDN_MAIL)
        if chance(0.3):
            dom = dom.encode("idna").decode("ascii")
    loc = local_part(nm)
    if chance(0.05):
        loc = ascii_fold(nm.split()[0]).lower()[:1] + "." + nm.split()[-1].lower().replace("'", "")
    if chance(0.1):
        loc = loc.upper() if chance(0.3) else cap(loc)
    addr = loc + "@" + dom
    snip = R.choices([addr, "%s <%s>" % (nm, addr), "<%s>" % addr, "mailto:" + addr], [60, 18, 8, 14])[0]
    return dict(value=addr, snippet=snip,
                key=pick(["email", "contact_email", "emailAddress", "user_email", "reply_to", "correo"]),
                label=pick(["email", "e-mail", "email address", "login email", "uni email", "work email"]), name=nm)


GEN["email"] = gen_email2

PHONE_PATTERNS += [
    ("US", "AAA-N##-#### x###"), ("US", "1 (AAA) N##-####"), ("CA", "+1 (604) N##-####"), ("CA", "416-N##-####"),
    ("GB", "+44 (0)20 7### ####"), ("GB", "0161 N## ####"), ("GB", "+44 20 3### #### ext 2##"),
    ("IE", "+353 87 ### ####"), ("IE", "01 N## ####"),
    ("DE", "030 N#######"), ("DE", "+49 151 N#######"), ("DE", "0171/N######"), ("DE", "+49 69 N#####-##"),
    ("AT", "+43 664 N######"), ("CH", "+41 79 N## ## ##"), ("CH", "044 N## ## ##"),
    ("FR", "+33 (0)1 N# ## ## ##"), ("FR", "07 ## ## ## ##"), ("BE", "+32 470 ## ## ##"),
    ("ES", "91N ### ###"), ("ES", "+34 93 N## ## ##"), ("IT", "06 N### ####"), ("IT", "+39 02 N### ####"),
    ("NL", "+31 6 N#######"), ("NL", "020-N## ####"), ("NL", "+31 (0)20 N## ####"),
    ("PL", "+48 5## ### ###"), ("PL", "22 N## ## ##"), ("PL", "+48 22 N## ## ##"),
    ("TR", "+90 5## ### ## ##"), ("TR", "0 (5##) ### ## ##"), ("TR", "0212 N## ## ##"),
    ("BR", "+55 11 9####-####"), ("BR", "+55 (21) 9####-####"), ("PT", "+351 9## ### ###"), ("PT", "21N ### ###"),
    ("JP", "+81 90-N###-####"), ("JP", "03-N###-####"), ("JP", "+81 3-N###-####"), ("JP", "03-N###-#### 内線###"),
    ("KR", "+82 10-N###-####"), ("KR", "02-N##-####"), ("KR", "+82-2-N###-####"),
    ("IN", "+91-9#########"), ("IN", "098## #####"), ("IN", "022 N### ####"), ("IN", "+91 80 N### ####"),
    ("MX", "+52 55 N### ####"), ("MX", "+52 1 55 N### ####"), ("AU", "+61 4## ### ###"), ("AU", "04## ### ###"),
    ("AU", "(02) N### ####"), ("SE", "+46 70 N## ## ##"), ("ZA", "+27 82 N## ####"), ("NG", "+234 803 N## ####"),
    ("KE", "+254 7## ######"), ("SG", "+65 9### ####"), ("AE", "+971 50 N## ####"), ("PH", "+63 917 N## ####"),
]


# ---- more secret kinds
def b64bytes(n, alpha=None):
    s = base64.b64encode(bytes(R.getrandbits(8) for _ in range(n))).decode()
    return s


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


@secret_kind
def sk_aws_secret():
    v = rs(ALNUM + "+/", 40)
    return v, v, "AWS_SECRET_ACCESS_KEY", "AWS secret access key"


@secret_kind
def sk_github_pat():
    v = "github_pat_" + rs(UP + DIG, 22) + "_" + rs(ALNUM, 59)
    return v, v, "GH_PAT", "fine-grained GitHub PAT"


@secret_kind
def sk_gitlab():
    v = "glpat-" + rs(ALNUM + "-_", 20)
    return v, v, "GITLAB_TOKEN", "GitLab token"


@secret_kind
def sk_slack_bot():
    v = pick(["xoxb-", "xoxp-"]) + "%d-%d-%s" % (R.randint(10 ** 10, 10 ** 12), R.randint(10 ** 10, 10 ** 12), rs(ALNUM, 24))
    return v, v, "SLACK_BOT_TOKEN", "Slack bot token"


@secret_kind
def sk_slack_webhook():
    v = rs(ALNUM, 24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), v)
    return v, url, "SLACK_WEBHOOK_URL", "Slack webhook"


@secret_kind
def sk_discord_webhook():
    v = rs(B64URL, 68)
    url = "https://discord.com/api/webhooks/%s/%s" % (luhn_break(rs(DIG[1:], 1) + rs(DIG, 17)), v)
    return v, url, "DISCORD_WEBHOOK", "Discord webhook"


@secret_kind
def sk_telegram():
    v = "%d:AA%s" % (R.randint(10 ** 8, 8 * 10 ** 9), rs(B64URL, 33))
    return v, v, "TELEGRAM_BOT_TOKEN", "Telegram bot token"


@secret_kind
def sk_discord_bot():
    v = "%s.%s.%s" % (base64.b64encode(str(R.randint(10 ** 17, 10 ** 18)).encode()).decode().rstrip("="),
                      rs(B64URL, 6), rs(B64URL, 38))
    return v, v, "DISCORD_BOT_TOKEN", "Discord bot token"


@secret_kind
def sk_google_api():
    v = "AIza" + rs(B64URL, 35)
    return v, v, "GOOGLE_MAPS_API_KEY", "Google API key"


@secret_kind
def sk_llm():
    v = pick(["sk-proj-" + rs(B64URL, 48) + "T3BlbkFJ" + rs(B64URL, 48), "sk-ant-api03-" + rs(B64URL, 93) + "AA",
              "sk-" + rs(ALNUM, 48)])
    return v, v, pick(["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "LLM_API_KEY"]), "API key"


@secret_kind
def sk_twilio():
    if chance(0.5):
        v = rs(HEX, 32)
        return v, v, "TWILIO_AUTH_TOKEN", "Twilio auth token"
    v = "SK" + rs(HEX, 32)
    return v, v, "TWILIO_API_KEY", "Twilio API key"


@secret_kind
def sk_sendgrid():
    v = "SG.%s.%s" % (rs(B64URL, 22), rs(B64URL, 43))
    return v, v, "SENDGRID_API_KEY", "SendGrid key"


@secret_kind
def sk_mailgun():
    v = "key-" + rs(HEX, 32)
    return v, v, "MAILGUN_API_KEY", "Mailgun key"


@secret_kind
def sk_pkg():
    v = pick(["npm_" + rs(ALNUM, 36), "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60), "hf_" + rs(UP + LO, 34)])
    return v, v, pick(["NPM_TOKEN", "PYPI_TOKEN", "HF_TOKEN"]), "publish token"


@secret_kind
def sk_azure_conn():
    v = b64bytes(64)
    snip = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
        pick(["stledgerprod", "citypowerbills", "zipridedocs"]), v)
    return v, snip, "AZURE_STORAGE_CONNECTION_STRING", "storage account key"


@secret_kind
def sk_jwt():
    hdr = {"alg": pick(["HS256", "RS256"]), "typ": "JWT"}
    body = {"sub": "usr_%d" % R.randint(1000, 99999), "role": pick(["driver", "member", "admin", "tenant"]),
            "iat": 1700000000 + R.randint(0, 30000000)}
    body["exp"] = body["iat"] + 3600
    v = "%s.%s.%s" % (b64url_json(hdr), b64url_json(body), rs(B64URL, pick([43, 86])))
    return v, v, "ACCESS_TOKEN", "session JWT"


@secret_kind
def sk_pem():
    kind = pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    n = {"RSA PRIVATE KEY": R.randint(12, 25), "PRIVATE KEY": R.randint(10, 26), "EC PRIVATE KEY": 3,
         "OPENSSH PRIVATE KEY": R.randint(5, 7)}[kind]
    body = b64bytes(48 * n)
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + body[24:]
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    v = "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)
    return v, v, "PRIVATE_KEY", "private key"


@secret_kind
def sk_db_urls():
    pw = pw_token()
    user = pick(["root", "app_rw", "reporting", "svc_iap", "broker"])
    snip = pick(["mongodb+srv://%s:%s@cluster0.%s.mongodb.net/prod?retryWrites=true" % (user, pw, rs(LO + DIG, 5)),
                 "redis://:%s@cache-1.internal:6379/0" % pw,
                 "mysql://%s:%s@mysql.billing.svc:3306/invoices" % (user, pw),
                 "amqp://%s:%s@rabbit.internal:5672/%%2F" % (user, pw),
                 "https://ci-bot:%s@git.corp-sec.net/infra/terraform.git" % pw])
    return pw, snip, pick(["MONGO_URI", "REDIS_URL", "DB_URL", "BROKER_URL", "GIT_REMOTE"]), "password"


@secret_kind
def sk_mssql():
    pw = pw_token()
    snip = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (
        pick(["sql-ledgerly", "sql-customs-prod"]), pick(["Ledger", "Entries"]), pick(["dbadmin", "etl_user"]), pw)
    return pw, snip, "ConnectionStrings__Default", "database password"


@secret_kind
def sk_oauth():
    v = pick(["GOCSPX-" + rs(B64URL, 28), rs(ALNUM, 40), rs(ALNUM + "~._-", 34)])
    return v, v, "OAUTH_CLIENT_SECRET", "OAuth client secret"


@secret_kind
def sk_payments():
    v = pick(["shpat_" + rs(HEX, 32), "EAAA" + rs(B64URL, 60), "sq0csp-" + rs(B64URL, 43),
              "access_token$production$%s$%s" % (rs(LO + DIG, 16), rs(HEX, 32)), "whsec_" + rs(ALNUM, 32)])
    return v, v, pick(["SHOPIFY_ADMIN_TOKEN", "SQUARE_ACCESS_TOKEN", "BRAINTREE_TOKEN", "WEBHOOK_SIGNING_SECRET"]), "payment API secret"


@secret_kind
def sk_app_secret():
    v = pick([rs(HEX, 64), rs(ALNUM + "!#%^*(-_=+)", 50), rs(HEX, 32)])
    return v, v, pick(["JWT_SECRET", "DJANGO_SECRET_KEY", "DD_API_KEY", "SESSION_SECRET"]), "app secret"


@secret_kind
def sk_wifi_pw():
    v = human_password()
    return v, v, "wifi_password", "wifi password"



# ------------------------------------------------------------------ languages
LBL = {
    "en": dict(email="email", phone="phone number", credit_card="card number", us_ssn="SSN", iban="IBAN",
               ip_address="IP address", secret="API key", password="password"),
    "es": dict(email="correo", phone="teléfono", credit_card="número de tarjeta", us_ssn="número de seguro social",
               iban="IBAN", ip_address="dirección IP", secret="clave API", password="contraseña"),
}
LANGS = {
    "en": dict(
        hello=["hi", "hello", "hey", "good morning", "hi there", "heyy"],
        issue=["{issue}", "so basically {issue}", "{issue} :(", "quick one, {issue}"],
        explicit=["my {l} is {v}", "here's the {l}: {v}", "{l}: {v}", "the {l} on the account is {v}",
                  "ok so {l} = {v}", "{l} is {v} if that helps"],
        bare=["{v}", "it's {v}", "{v} i think", "try {v}", "{v} (copied from the app)"],
        agent_help=["Sorry to hear that! Can you share the details?", "Happy to help, what do you have on file?",
                    "Thanks for reaching out. Let's get this sorted."],
        agent_ask=["Could you confirm the {l} we should use?", "Which {l} is on the account?",
                   "Please send the {l} so I can check."],
        agent_send=["Please paste exactly what you entered.", "Send it over and I'll take a look."],
        filler=["one sec, looking for it", "hang on", "let me check my notes", "brb"],
        agent_ok=["Thanks, checking now.", "Got it, one moment.", "Thank you, I've added it to the ticket."],
        bye=["thanks!", "ty", "ok cool", "perfect thx", "great, thanks a lot"]),
    "es": dict(
        hello=["hola", "buenas", "buenos días", "hola qué tal"],
        issue=["tengo un problema con {brand}", "no me funciona {brand}", "necesito ayuda con mi cuenta de {brand}"],
        explicit=["mi {l} es {v}", "te paso el dato, {l}: {v}", "{l}: {v}", "el {l} que tengo registrado es {v}"],
        bare=["{v}", "es {v}", "usa {v} porfa", "puse {v} y da error"],
        agent_help=["¡Claro! ¿Me pasas los datos?", "Con gusto te ayudo."],
        agent_ask=["¿Me confirmas el {l}?", "¿Qué {l} tienes registrado?"],
        agent_send=["Pégame exactamente lo que escribiste.", "Envíamelo y lo reviso."],
        filler=["un momento", "espera que lo busco", "dame un segundo"],
        agent_ok=["Gracias, lo reviso ahora.", "Perfecto, ya lo anoté en el ticket."],
        bye=["gracias!", "mil gracias", "vale, gracias"]),
}
IMPLICIT = {
    "email": ["reach me at {v}", "send the receipt to {v} pls", "cc {v} on it too", "i signed up with {v}"],
    "phone": ["call me on {v}", "text {v} when it's ready", "best number is {v}", "you can whatsapp me: {v}"],
    "credit_card": ["charge it to {v} instead", "the one that got charged was {v}", "use {v} for the renewal"],
    "us_ssn": ["for the tax form: {v}", "W-9 line 1 → {v}", "they asked for it on the form, it's {v}"],
    "iban": ["refund to {v} please", "pay it into {v}", "the money should go to {v}"],
    "ip_address": ["i'm connecting from {v}", "it blocks me from {v}", "the logins came from {v}"],
    "secret": ["it's {v}", "use {v} for now", "pasted from the dashboard: {v}"],
}
LANG_WEIGHTS = {"en": 35, "es": 7}


def pick_lang():
    ks = list(LANG_WEIGHTS)
    return R.choices(ks, [LANG_WEIGHTS[k] for k in ks])[0]


def label_for(info, T, lang):
    if lang == "en":
        return info["label"]
    if T == "secret":
        return LBL[lang]["password" if "password" in info["label"] else "secret"]
    return LBL[lang][T]


def typo(s):
    if not chance(0.45):
        return s
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return s
    i = pick(idx)
    w = words[i]
    j = R.randint(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def issue_line(st, lang):
    if lang == "en":
        return pick(LANGS["en"]["issue"]).format(issue=pick(st["issues"]))
    return pick(LANGS[lang]["issue"]).format(brand=st["brand"])


# ------------------------------------------------------------------ format families
def render_chat(turns):
    style = pick(["bracket", "plain", "irc", "whatsapp", "stacked"])
    out = []
    day = "%02d/%02d/24" % (R.randint(1, 28), R.randint(1, 12))
    mins = R.randint(6 * 60, 22 * 60)
    for who, msg in turns:
        mins += R.randint(0, 4)
        t = "%02d:%02d" % (mins // 60 % 24, mins % 60)
        if style == "bracket":
            out.append("[%s] %s: %s" % (t, who, msg))
        elif style == "plain":
            out.append("%s: %s" % (who, msg))
        elif style == "irc":
            out.append("<%s> %s" % (who.replace(" ", "_"), msg))
        elif style == "whatsapp":
            out.append("%s, %s - %s: %s" % (day, t, who, msg))
        else:
            out.append("%s  %s\n%s\n" % (who, t, msg))
    return "\n".join(out).rstrip()


def fam_chat(st, T, info, lang):
    L = LANGS[lang]
    user = person().split()[0]
    agent = st["agent"]
    v = info["snippet"]
    lab = label_for(info, T, lang)
    tw = typo if lang == "en" else (lambda s: s)
    mode = pick(["explicit", "explicit", "implicit", "absent", "far", "foreign"])
    turns = [(user, tw(pick(L["hello"]) + ", " + issue_line(st, lang)))]
    if mode == "explicit":
        turns.append((agent, pick(L["agent_help"])))
        turns.append((user, tw(pick(L["explicit"])).format(l=lab, v=v)))
    elif mode == "foreign":
        other = pick([x for x in LBL if x != lang])
        turns.append((user, pick(L["explicit"]).format(l=label_for(info, T, other), v=v)))
    elif mode == "implicit":
        frames = IMPLICIT[T] if lang == "en" else L["bare"]
        turns.append((user, tw(pick(frames)).format(v=v)))
    elif mode == "absent":
        turns.append((agent, pick(L["agent_send"])))
        turns.append((user, pick(L["bare"]).format(v=v)))
    else:
        turns.append((agent, pick(L["agent_ask"]).format(l=lab)))
        turns.append((user, tw(pick(L["filler"]))))
        if chance(0.5):
            turns.append((agent, "Ticket %s" % ticket(st)))
        turns.append((user, pick(L["bare"]).format(v=v)))
    turns.append((agent, pick(L["agent_ok"])))
    if chance(0.5):
        turns.append((user, tw(pick(L["bye"]))))
    return render_chat(turns)


def fam_json(st, T, info, lang):
    v = info["snippet"]
    if any(c in v for c in '\n"\\'):
        return None
    items = [("ticket", ticket(st)), ("source", st["svc"]), ("created_at", ts_iso()),
             ("status", pick(["open", "pending", "escalated", "resolved"])), ("lang", lang)]
    items.insert(R.randint(0, len(items)), (info["key"], v))
    obj = dict(items)
    if chance(0.4):
        obj = {"event": pick(["profile.updated", "support.message", "payout.created", "audit.log"]), "data": obj}
    return json.dumps(obj, ensure_ascii=False, indent=pick([None, 2, 4]))


LOG_MSG = {
    "email": ["login succeeded for user={v}", "password reset requested email={v}", "bounce received for <{v}>"],
    "phone": ["sms otp sent to={v} provider=twilio", 'callback scheduled number="{v}"', "2fa enrolment phone={v}"],
    "credit_card": ["charge declined pan={v} code=05", "tokenization failed for card {v}",
                    "DEBUG payload card_number={v}"],
    "us_ssn": ["kyc submit ssn={v} result=pending", "W9 parsed tin={v}", 'identity check input ssn="{v}"'],
    "iban": ["payout queued iban={v} amount=142.50 EUR", "SEPA mandate created debtor_iban={v}",
             "refund target account {v} validated"],
    "ip_address": ["request from {v} path=/login status=401", "rate limit hit client={v}",
                   'new session ip={v} ua="okhttp/4.12"'],
    "secret": ["loaded config {k}={v}", "env dump: {k}={v}", 'WARN value for {k} looks like a live credential: "{v}"'],
}
NOISE_LOG = ["GET /health 200 3ms", "cache warm complete in 412ms", "worker pool resized to 8",
             "retrying job after backoff=2s", "metrics flushed (37 series)", "scheduler tick"]


def log_prefix(st):
    lvl = pick(["INFO", "WARN", "ERROR", "DEBUG"])
    t = ts_iso()
    return pick(["%s %s [%s] " % (t.replace("T", " ").rstrip("Z") + ",%03d" % R.randint(0, 999), lvl, st["svc"]),
                 "%s level=%s svc=%s msg=" % (t, lvl.lower(), st["svc"]),
                 "%s %s %s: " % (t, st["svc"], lvl)])


def fam_log(st, T, info, lang):
    v = info["snippet"]
    if "\n" in v:
        return None
    msg = pick(LOG_MSG[T]).format(v=v, k=info["key"])
    lines = [log_prefix(st) + pick(NOISE_LOG) for _ in range(R.randint(0, 3))]
    lines.insert(R.randint(0, len(lines)), log_prefix(st) + msg)
    return "\n".join(lines)



# ------------------------------------------------------------------ more languages
def _L(hello, issue, explicit, bare, agent_help, agent_ask, agent_send, filler, agent_ok, bye):
    return dict(hello=hello, issue=issue, explicit=explicit, bare=bare, agent_help=agent_help,
                agent_ask=agent_ask, agent_send=agent_send, filler=filler, agent_ok=agent_ok, bye=bye)


def _lbl(*xs):
    return dict(zip(["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret", "password"], xs))


LBL.update({
    "de": _lbl("E-Mail-Adresse", "Telefonnummer", "Kartennummer", "US-Sozialversicherungsnummer", "IBAN",
               "IP-Adresse", "API-Schlüssel", "Passwort"),
    "fr": _lbl("adresse e-mail", "numéro de téléphone", "numéro de carte", "numéro SSN", "IBAN", "adresse IP",
               "clé API", "mot de passe"),
    "pt": _lbl("e-mail", "telefone", "número do cartão", "SSN (seguro social)", "IBAN", "endereço IP",
               "chave de API", "senha"),
    "it": _lbl("indirizzo email", "numero di telefono", "numero della carta", "SSN", "IBAN", "indirizzo IP",
               "chiave API", "password"),
    "nl": _lbl("e-mailadres", "telefoonnummer", "kaartnummer", "SSN", "IBAN", "IP-adres", "API-sleutel", "wachtwoord"),
    "pl": _lbl("adres e-mail", "numer telefonu", "numer karty", "numer SSN", "IBAN", "adres IP", "klucz API", "hasło"),
    "tr": _lbl("e-posta adresi", "telefon numarası", "kart numarası", "SSN numarası", "IBAN", "IP adresi",
               "API anahtarı", "şifre"),
    "ja": _lbl("メールアドレス", "電話番号", "カード番号", "社会保障番号(SSN)", "IBAN", "IPアドレス", "APIキー", "パスワード"),
    "ko": _lbl("이메일", "전화번호", "카드 번호", "사회보장번호(SSN)", "IBAN", "IP 주소", "API 키", "비밀번호"),
    "hi": _lbl("email id", "mobile number", "card number", "SSN", "IBAN", "IP address", "API key", "password"),
})

LANGS.update({
    "de": _L(["Hallo", "Hi", "Guten Tag", "Moin", "Servus"],
             ["ich hab ein Problem mit {brand}", "bei {brand} klappt was nicht", "kurze Frage zu meinem {brand}-Konto"],
             ["{l}: {v}", "{l} lautet {v}", "hier die Angabe – {l}: {v}", "als {l} hab ich {v} hinterlegt"],
             ["{v}", "das wäre {v}", "hab {v} eingetragen, geht aber nicht", "probier mal {v}"],
             ["Gerne helfe ich. Welche Daten haben Sie hinterlegt?", "Danke für Ihre Nachricht!"],
             ["Welche Angabe haben Sie als {l} hinterlegt?", "Bitte schicken Sie mir noch: {l}."],
             ["Schicken Sie mir bitte genau das, was Sie eingegeben haben."],
             ["Moment", "sekunde, ich such das raus", "muss kurz nachschauen"],
             ["Danke, ich prüfe das.", "Alles klar, ist im Ticket vermerkt."],
             ["danke!", "super, danke", "vielen Dank"]),
    "fr": _L(["Bonjour", "Salut", "Bonsoir"],
             ["j'ai un souci avec {brand}", "ça ne marche pas sur {brand}", "question sur mon compte {brand}"],
             ["{l} : {v}", "pour le dossier, {l} = {v}", "j'ai renseigné {v} comme {l}"],
             ["{v}", "c'est {v}", "j'ai mis {v} mais ça marche pas", "essayez avec {v}"],
             ["Bonjour ! Pouvez-vous me donner les détails ?", "Avec plaisir, je regarde."],
             ["Merci d'indiquer votre {l}.", "Pouvez-vous confirmer votre {l} ?"],
             ["Envoyez-moi exactement ce que vous avez saisi."],
             ["un instant", "attendez je cherche", "deux secondes"],
             ["Merci, je vérifie.", "C'est noté dans le ticket."],
             ["merci !", "super merci", "merci beaucoup"]),
    "pt": _L(["Olá", "Oi", "Bom dia", "Boa tarde"],
             ["estou com um problema no {brand}", "o {brand} não está funcionando", "dúvida sobre minha conta {brand}"],
             ["{l}: {v}", "segue {l} → {v}", "cadastrei {v} como {l}"],
             ["{v}", "é {v}", "coloquei {v} e deu erro", "tenta com {v}"],
             ["Claro! Pode me passar os dados?", "Vamos resolver isso."],
             ["Pode confirmar: {l}?", "Por favor, informe: {l}."],
             ["Me envie exatamente o que você digitou."],
             ["só um minuto", "peraí que vou procurar", "um momento"],
             ["Obrigado, estou verificando.", "Anotado no chamado."],
             ["valeu!", "obrigada!", "muito obrigado"]),
    "it": _L(["Ciao", "Buongiorno", "Salve"],
             ["ho un problema con {brand}", "{brand} non funziona", "domanda sul mio account {brand}"],
             ["{l}: {v}", "ecco il dato, {l}: {v}", "ho inserito {v} come {l}"],
             ["{v}", "è {v}", "ho messo {v} ma non va", "prova con {v}"],
             ["Certo! Mi può dare i dettagli?", "Volentieri, verifico subito."],
             ["Può confermare: {l}?", "Mi indica per favore: {l}."],
             ["Mi mandi esattamente quello che ha inserito."],
             ["un attimo", "aspetta che lo cerco", "un secondo"],
             ["Grazie, controllo subito.", "Annotato nel ticket."],
             ["grazie!", "grazie mille", "perfetto grazie"]),
    "nl": _L(["Hoi", "Hallo", "Goedemiddag", "Goedemorgen"],
             ["ik heb een probleem met {brand}", "{brand} doet het niet", "vraagje over mijn {brand} account"],
             ["{l}: {v}", "mijn {l} is {v}", "ik heb {v} als {l} ingevuld"],
             ["{v}", "het is {v}", "ik heb {v} ingevuld maar het werkt niet", "probeer {v}"],
             ["Natuurlijk! Kunt u de gegevens delen?", "Ik help u graag."],
             ["Kunt u uw {l} bevestigen?", "Graag uw {l}."],
             ["Stuur me precies wat u heeft ingevuld."],
             ["momentje", "even zoeken", "wacht even"],
             ["Dank u, ik kijk het na.", "Genoteerd in het ticket."],
             ["dank je!", "top, bedankt", "thanks"]),
    "pl": _L(["Dzień dobry", "Cześć", "Hej"],
             ["mam problem z {brand}", "{brand} nie działa", "pytanie o moje konto w {brand}"],
             ["{l}: {v}", "{l} to {v}", "podaję {l}: {v}"],
             ["{v}", "to jest {v}", "wpisałem {v} i nie działa", "spróbuj {v}"],
             ["Jasne! Proszę podać szczegóły.", "Chętnie pomogę."],
             ["Proszę potwierdzić: {l}.", "Proszę podać {l}."],
             ["Proszę wkleić dokładnie to, co zostało wpisane."],
             ["chwileczkę", "moment, szukam", "sekunda"],
             ["Dziękuję, sprawdzam.", "Zanotowane w zgłoszeniu."],
             ["dzięki!", "dziękuję bardzo", "super, dzięki"]),
    "tr": _L(["Merhaba", "Selam", "İyi günler"],
             ["{brand} ile ilgili bir sorunum var", "{brand} çalışmıyor", "{brand} hesabım hakkında bir sorum var"],
             ["{l}: {v}", "{l} şu: {v}", "{l} olarak {v} girdim"],
             ["{v}", "benimki {v}", "{v} girdim ama olmadı", "{v} dener misiniz"],
             ["Tabii! Bilgileri paylaşır mısınız?", "Yardımcı olayım."],
             ["{l} bilgisini teyit eder misiniz?", "Lütfen {l} bilgisini gönderin."],
             ["Girdiğiniz bilgiyi aynen gönderir misiniz?"],
             ["bir dakika", "bakıyorum", "hemen buluyorum"],
             ["Teşekkürler, kontrol ediyorum.", "Talebe not edildi."],
             ["teşekkürler!", "sağ olun", "çok teşekkürler"]),
    "ja": _L(["こんにちは", "お世話になっております", "すみません"],
             ["{brand}で問題が発生しています", "{brand}のアカウントについて質問です", "{brand}がうまく動きません"],
             ["{l}は {v} です", "{l}：{v}", "{l}を{v}で登録しました", "{l}は{v}です"],
             ["{v}", "{v} です", "{v} を入力したけどエラーになります"],
             ["お問い合わせありがとうございます。詳細を教えていただけますか？"],
             ["{l}をご確認いただけますか？", "登録されている{l}を教えてください。"],
             ["入力した内容をそのまま送ってください。"],
             ["少々お待ちください", "ちょっと確認します"],
             ["ありがとうございます。確認いたします。", "チケットに記録しました。"],
             ["ありがとうございます！", "助かりました"]),
    "ko": _L(["안녕하세요", "저기요", "문의드립니다"],
             ["{brand} 관련 문제가 있어요", "{brand} 계정 문의입니다", "{brand} 앱이 안 돼요"],
             ["{l}: {v}", "제 {l} {v} 입니다", "{l} → {v}"],
             ["{v}", "{v} 입니다", "{v} 입력했는데 안 돼요"],
             ["문의 감사합니다. 자세한 내용을 알려주시겠어요?"],
             ["등록된 {l} 확인 부탁드립니다.", "{l} 알려주세요."],
             ["입력하신 내용을 그대로 보내주세요."],
             ["잠시만요", "찾아볼게요"],
             ["감사합니다. 확인하겠습니다.", "티켓에 기록했습니다."],
             ["감사합니다!", "고마워요"]),
    "hi": _L(["namaste", "hello ji", "hi bhaiya", "sir ek problem hai"],
             ["{brand} mein problem aa rahi hai", "{brand} kaam nahi kar raha", "mere {brand} account ka issue hai"],
             ["mera {l} {v} hai", "{l} ye hai: {v}", "{l} - {v}, please check karo"],
             ["{v}", "ye raha {v}", "{v} daala tha par error aa raha hai", "{v} try karo"],
             ["Ji zaroor, details share kijiye.", "Main help karta hoon."],
             ["Aapka {l} confirm kijiye.", "Kaunsa {l} registered hai?"],
             ["Jo aapne enter kiya tha wahi bhej dijiye."],
             ["ek minute", "ruko dekhta hoon", "haan ek sec"],
             ["Dhanyavaad, check kar raha hoon.", "Ticket mein note kar liya."],
             ["thank you ji", "shukriya", "ok thanks bhai"]),
})
LANG_WEIGHTS.update({"en": 30, "es": 7, "de": 7, "fr": 6, "pt": 6, "it": 5, "nl": 4, "pl": 4, "tr": 4,
                     "ja": 4, "ko": 3, "hi": 4})

LETTER = {
    "en": ("Question about my account", "Hi {brand} team,", ["Best regards", "Thanks", "Cheers", "Kind regards"]),
    "es": ("Consulta sobre mi cuenta", "Hola equipo de {brand}:", ["Un saludo", "Gracias", "Atentamente"]),
    "de": ("Frage zu meinem Konto", "Hallo {brand}-Team,", ["Viele Grüße", "Beste Grüße", "MfG"]),
    "fr": ("Question sur mon compte", "Bonjour l'équipe {brand},", ["Cordialement", "Bien à vous", "Merci"]),
    "pt": ("Dúvida sobre minha conta", "Olá equipe {brand},", ["Atenciosamente", "Abraços", "Obrigado"]),
    "it": ("Domanda sul mio account", "Gentile team {brand},", ["Cordiali saluti", "Grazie", "Saluti"]),
    "nl": ("Vraag over mijn account", "Beste {brand},", ["Met vriendelijke groet", "Groeten", "Mvg"]),
    "pl": ("Pytanie o konto", "Dzień dobry, zespół {brand},", ["Pozdrawiam", "Z poważaniem"]),
    "tr": ("Hesabım hakkında", "Merhaba {brand} ekibi,", ["Saygılarımla", "İyi çalışmalar"]),
    "ja": ("アカウントについて", "{brand} ご担当者様", ["よろしくお願いいたします", "以上です"]),
    "ko": ("계정 문의", "{brand} 담당자님께,", ["감사합니다", "수고하세요"]),
    "hi": ("Account ke baare mein", "Namaste {brand} team,", ["Dhanyavaad", "Regards"]),
}

# ------------------------------------------------------------------ more format families (A)
def oneline(v):
    return "\n" not in v


def fam_letter2(st, T, info, lang):
    subj, hi, byes = LETTER[lang]
    L = LANGS[lang]
    v, lab, sender = info["snippet"], label_for(info, T, lang), person()
    body = cap(issue_line(st, lang)) + ("" if lang in ("ja", "ko") else ".")
    sig = [sender]
    if chance(0.5):
        sig.append(pick(["Lumen Bakery Ltd", "Dept. of Chemistry", "Bakker Installatie B.V.", "Studio Olá, Lda.",
                         "Rossi Trasporti S.r.l.", "Kancelaria Nowak", "Flat 4B, Harbour Road"]))
    header = ["Subject: " + pick([subj, "Re: " + subj, "Fwd: " + ticket(st), "AW: " + subj])]
    mid = ""
    if T == "phone" and chance(0.45):
        sig.append(pick(["Mob: ", "Tel.: ", "T ", "📱 ", "Cell: ", ""]) + v)
    elif T == "email" and chance(0.3) and "<" not in v and "mailto" not in v:
        header.insert(0, "From: %s <%s>" % (info.get("name", sender), info["value"]))
    elif T == "email" and chance(0.3):
        sig.append(v)
    else:
        mid = cap(pick(L["explicit"]).format(l=lab, v=v))
    parts = ["\n".join(header), hi.format(brand=st["brand"]), (body + " " + mid).strip() if chance(0.5) or not mid
             else body + "\n\n" + mid, pick(byes) + ",", "\n".join(sig)]
    text = "\n\n".join(parts[:3]) + "\n\n" + parts[3] + "\n" + parts[4]
    if chance(0.25):
        text += "\n\n> %s\n> %s" % (pick(["On Tue, 4 Jun 2024 at 09:12, support wrote:", "-----Original Message-----"]),
                                    pick(L["agent_help"]))
    return text


def yaml_scalar(v):
    if re.search(r"[:#{}\[\],&*!|>'\"%@`]|^\s|\s$", v) or v[:1] in "-?":
        return '"' + v + '"' if '"' not in v and "\\" not in v else None
    return pick([v, '"' + v + '"'])


def fam_yaml(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v):
        return None
    sv = yaml_scalar(v)
    if sv is None:
        return None
    k = info["key"]
    if T == "secret" and chance(0.5):
        return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-creds\n  namespace: %s\ntype: Opaque\nstringData:\n  %s: %s\n" % (
            st["svc"], pick(["prod", "default", "billing"]), k, sv)
    lines = ["# %s settings (%s)" % (st["svc"], ticket(st)), "service: %s" % st["svc"],
             "region: %s" % pick(["eu-west-1", "us-east-2", "ap-northeast-1"]), "retries: %d" % R.randint(1, 5)]
    block = "%s:\n  %s: %s\n  verified: %s" % (pick(["contact", "account", "payout", "owner", "security"]), k, sv,
                                               pick(["true", "false"]))
    lines.insert(R.randint(1, len(lines)), block)
    return "\n".join(lines)


def xml_tag(k):
    t = re.sub(r"[^A-Za-z0-9_]", "", k)
    return t if t and not t[0].isdigit() else "value"


def fam_xml(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v) or any(c in v for c in "<>&\""):
        return None
    tag = xml_tag(info["key"])
    if T == "iban" and chance(0.5):
        return ("<CdtTrfTxInf>\n  <PmtId><EndToEndId>%s</EndToEndId></PmtId>\n  <Amt><InstdAmt Ccy=\"EUR\">%d.%02d</InstdAmt></Amt>\n"
                "  <Cdtr><Nm>%s</Nm></Cdtr>\n  <CdtrAcct><Id><IBAN>%s</IBAN></Id></CdtrAcct>\n</CdtTrfTxInf>") % (
                    ticket(st), R.randint(10, 4000), R.randint(0, 99), person(), v)
    inner = ["<name>%s</name>" % person(), "<ref>%s</ref>" % ticket(st), "<%s>%s</%s>" % (tag, v, tag)]
    R.shuffle(inner)
    root = pick(["customer", "record", "member", "entry", "event"])
    return '<?xml version="1.0" encoding="UTF-8"?>\n<%s lang="%s">\n  %s\n</%s>' % (root, lang, "\n  ".join(inner), root)


def fam_csv(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v) or '"' in v:
        return None
    col = info["key"]
    cell = '"%s"' % v if ("," in v or ";" in v) else v
    sep = pick([",", ",", ";", "\t"])
    if sep == ";" and ";" in v:
        return None
    hdr = sep.join(["id", "name", col, "status", "updated"])
    rows = []
    for _ in range(R.randint(1, 4)):
        rows.append(sep.join([str(R.randint(1000, 9999)), person(), pick(["", "n/a", "REDACTED", "-"]),
                              pick(["active", "closed", "pending"]), "2024-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))]))
    rows.insert(R.randint(0, len(rows)), sep.join([str(R.randint(1000, 9999)), person(), cell,
                                                  pick(["active", "pending"]), "2024-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))]))
    return hdr + "\n" + "\n".join(rows)


def fam_md(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v) or "|" in v:
        return None
    lab = cap(label_for(info, T, lang))
    cellv = pick([v, "`%s`" % v]) if T == "secret" else v
    rows = [("Ticket", ticket(st)), ("Status", pick(["Open", "Waiting on customer", "Escalated"])),
            ("Channel", pick(["chat", "email", "phone", "walk-in"]))]
    rows.insert(R.randint(0, len(rows)), (lab, cellv))
    head = pick(["### %s case summary" % st["brand"], "**%s**" % pick(st["issues"]), "## Notes"])
    tbl = "| Field | Value |\n|---|---|\n" + "\n".join("| %s | %s |" % r for r in rows)
    return head + "\n\n" + tbl


TRACE_ERR = {
    "email": "ValueError: duplicate account for email '{v}'",
    "phone": "phonenumbers.NumberParseException: (1) could not normalise '{v}'",
    "credit_card": "PaymentError: gateway rejected card '{v}' (do_not_honor)",
    "us_ssn": "ValidationError: ssn mismatch for applicant: submitted {v}",
    "iban": "InvalidAccount: BIC lookup failed for IBAN {v}",
    "ip_address": "PermissionDenied: request from {v} not in allowlist",
    "secret": "AuthenticationError: invalid credentials ({k}={v})",
}


def fam_trace(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v):
        return None
    err = TRACE_ERR[T].format(v=v, k=info["key"])
    if chance(0.6):
        mod = st["svc"].replace("-", "_")
        return ("Traceback (most recent call last):\n  File \"/srv/%s/handlers.py\", line %d, in post\n"
                "    result = service.process(payload)\n  File \"/srv/%s/service.py\", line %d, in process\n"
                "    raise %s\n%s") % (mod, R.randint(20, 400), mod, R.randint(20, 400), err.split(":")[0] + "(...)", err)
    pkg = "com.%s.%s" % (re.sub(r"[^a-z]", "", st["brand"].lower()) or "app", st["key"])
    jerr = "java.lang.IllegalStateException: " + err.split(": ", 1)[1]
    frames = "\n".join("\tat %s.%s.%s(%s.java:%d)" % (pkg, c, m, c, R.randint(20, 300)) for c, m in
                       [("Validator", "check"), ("Service", "handle"), ("Controller", "post")])
    return "%s ERROR [%s] Unhandled exception\n%s\n%s" % (ts_iso(), st["svc"], jerr, frames)


def fam_config(st, T, info, lang):
    v, k = info["snippet"], info["key"]
    if T == "secret" or chance(0.5):
        k = k.upper()
    style = pick(["env", "ini", "toml", "compose"])
    if not oneline(v) and style != "env":
        return None
    if style == "env":
        vv = '"%s"' % v if (not oneline(v) or " " in v or chance(0.3)) else v
        lines = ["# %s" % st["svc"], "NODE_ENV=production", "PORT=%d" % pick([3000, 8080, 8000]), "%s=%s" % (k, vv),
                 "LOG_LEVEL=%s" % pick(["info", "debug"])]
        return "\n".join(lines)
    if style == "ini":
        return "[%s]\nhost = %s\ntimeout = %d\n%s = %s\n" % (pick(["main", "billing", "notify", "auth"]),
                                                           pick(["api.internal", "localhost"]), R.randint(5, 60), k.lower(), v)
    if style == "toml":
        if '"' in v or "\\" in v:
            return None
        return "[%s]\nenabled = true\n%s = \"%s\"\nmax_retries = %d" % (pick(["service", "alerts", "payments"]),
                                                                      k.lower(), v, R.randint(1, 9))
    if '"' in v:
        return None
    return "services:\n  %s:\n    image: %s:latest\n    environment:\n      - %s=%s\n      - TZ=Europe/Berlin" % (
        st["svc"], st["svc"], k, v)


# ------------------------------------------------------------------ more format families (B)
def fam_sms(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v) or len(v) > 80:
        return None
    L = LANGS[lang]
    lab = label_for(info, T, lang)
    if T == "phone" and lang == "en" and chance(0.5):
        msg = pick(["hey its {n}, new number is {v} save it", "{n} here - my other phone: {v}",
                    "pls call {v} not this one, battery dying"]).format(n=person().split()[0], v=v)
    else:
        msg = pick(L["explicit"] + L["bare"]).format(l=lab, v=v)
    biz = "%s: %s Reply STOP to opt out." % (st["brand"], pick(["We received your request.", "Your ticket was updated.",
                                                                  "Payment reminder for this month."]))
    return pick(["[SMS %s] %s" % (hhmm(), msg), "SMS\n> %s\n< %s" % (biz, msg), "%s\n\n%s" % (msg, "Sent from my iPhone")])


def fam_voice(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v) or len(v) > 60:
        return None
    L = LANGS[lang]
    lab = label_for(info, T, lang)
    if lang == "en":
        a1 = "Thank you for calling %s, this call may be recorded. How can I help?" % st["brand"]
        c1 = "yeah hi um %s" % pick(st["issues"])
        a2 = "Okay. Can I get the %s please?" % lab
        c2 = pick(["uh yeah it's {v}", "sure, {v}", "it's uh... {v}", "{v} [pause] yeah that's it"]).format(v=v)
    else:
        a1 = pick(L["agent_help"])
        c1 = issue_line(st, lang)
        a2 = pick(L["agent_ask"]).format(l=lab)
        c2 = pick(L["bare"]).format(v=v)
    turns = [("AGENT", a1), ("CALLER", c1), ("AGENT", a2)]
    if chance(0.3):
        turns.append(("CALLER", "[inaudible] " + pick(L["filler"])))
    turns += [("CALLER", c2), ("AGENT", pick(L["agent_ok"]))]
    st0 = R.randint(0, 120)
    out = []
    for who, m in turns:
        st0 += R.randint(3, 25)
        out.append("[%02d:%02d] %s: %s" % (st0 // 60, st0 % 60, who, m))
    return pick(["Call transcript (auto-generated)\n", "", "--- transcript, confidence 0.87 ---\n"]) + "\n".join(out)


FORM_TITLE = ["Update payment details", "Contact preferences", "New member sign-up", "Tenant application",
              "Importer registration", "Security report", "Refund request", "Account recovery"]


def fam_form(st, T, info, lang):
    v = info["snippet"]
    lab = cap(label_for(info, T, lang))
    fields = [("Full name", person()), ("Reference", ticket(st)),
              ("Submitted", ts_iso().replace("T", " ").rstrip("Z")), ("Consent", pick(["yes", "Yes, I agree"]))]
    if T == "credit_card":
        fields.append(("Expiry", "%02d/%02d" % (R.randint(1, 12), R.randint(25, 31))))
    fields.insert(R.randint(1, len(fields)), (lab, v))
    sep = pick([": ", " = ", ":\t"])
    body = "\n".join(k + sep + val for k, val in fields)
    return "=== %s: %s ===\n%s" % (st["brand"], pick(FORM_TITLE), body)


def fam_ticket(st, T, info, lang):
    v = info["snippet"]
    lab = label_for(info, T, "en")
    who = pick(["Caller", "Customer", "Member", "Driver", "Student", "Tenant", "Reporter"])
    summary = "Summary: %s (%s)" % (pick(st["issues"]), ticket(st))
    if chance(0.5):
        note = "%s provided their %s: %s. Escalated to tier 2." % (who, lab, v)
        return summary + "\n\nInternal note:\n" + note
    far = "Summary: %s wants the %s on file updated.\nPriority: %s\nAssignee: %s\n\nHistory:\n- %s\n- %s\n\nPasted by customer:\n%s" % (
        who, lab, pick(["P2", "P3", "low"]), person(), pick(["auto-ack sent", "identity verified via app"]),
        pick(["callback requested", "awaiting reply"]), v)
    return far


def fam_html(st, T, info, lang):
    v = info["snippet"]
    if not oneline(v) or any(c in v for c in "<>&\""):
        return None
    if T == "email":
        a = info["value"]
        return pick(['<p>Questions? <a href="mailto:%s">Write to %s</a></p>' % (a, info.get("name", "us")),
                     '<td class="contact">%s</td>' % a])
    lab = label_for(info, T, lang)
    return "<table>\n  <tr><th>%s</th><td>%s</td></tr>\n  <tr><th>Ref</th><td>%s</td></tr>\n</table>" % (
        cap(lab), v, ticket(st))


def fam_netlog(st, T, info, lang):
    ip = info["value"]
    v6 = ":" in ip
    port = R.randint(1024, 65535)
    month = pick(["Jan", "Mar", "Jun", "Sep", "Nov"])
    opts = ['%s - - [%02d/%s/2024:%02d:%02d:%02d +0000] "%s %s HTTP/1.1" %d %d "-" "%s"' % (
        ip, R.randint(1, 28), month, R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), pick(["GET", "POST"]),
        pick(["/wp-login.php", "/api/v2/login", "/.env", "/billing/pay"]), pick([200, 401, 403, 404]),
        R.randint(100, 9000), pick(["Mozilla/5.0", "python-requests/2.31", "curl/8.4"])),
        "%s %02d %02d:%02d:%02d bastion sshd[%d]: Failed password for invalid user %s from %s port %d ssh2" % (
            month, R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(1000, 60000),
            pick(["admin", "ubuntu", "test", "oracle"]), ip, port),
        "fail2ban.actions [%d]: NOTICE [sshd] Ban %s" % (R.randint(100, 9999), ip),
        "X-Forwarded-For: %s" % ip,
        "upstream connect error to %s:%d (connection refused)" % ("[%s]" % ip if v6 else ip, pick([3000, 5432, 8443])),
        "curl -v http://%s:%d/healthz" % ("[%s]" % ip if v6 else ip, pick([8080, 9090, 8443])),
        "https://%s:%d/admin/login" % ("[%s]" % ip if v6 else ip, pick([443, 8443, 10443]))]
    line = pick(opts)
    if chance(0.4):
        line = "%s: %s\n%s" % (st["agent"], pick(["seeing this in the logs, can someone check?", "blocking this now:",
                                                   "fyi - repeated hits:"]), line)
    return line


def fam_cmd(st, T, info, lang):
    v, snip, k = info["value"], info["snippet"], info["key"]
    if not oneline(snip):
        return None
    if snip != v:
        opts = ["export %s='%s'" % (k, snip), "$ docker run -e %s=%s %s:latest" % (k, snip, st["svc"]),
                "$ git remote add origin %s" % snip if "git" in snip else "$ psql '%s'" % snip]
    else:
        opts = ["$ curl -s -H 'Authorization: Bearer %s' https://api.%s/v1/me" % (v, st["dom"]),
                "export %s=%s" % (k, v), "Run gh secret set %s --body \"%s\"" % (k, v),
                "  env:\n    %s: %s\n  run: ./deploy.sh" % (k, v),
                "$ heroku config:set %s=%s -a %s" % (k, v, st["svc"])]
    out = pick(opts)
    if chance(0.5):
        out = pick(["ops-bot: found this in the public CI log 😬", "who committed this?", "pasting what I ran:"]) + "\n" + out
    return out


def fam_payment(st, T, info, lang):
    v = info["snippet"]
    bodies = ["card[number]=%s&card[exp_month]=%02d&card[exp_year]=20%d&card[cvc]=***" % (
        v.replace(" ", "+"), R.randint(1, 12), R.randint(25, 31)),
        "Name on card: %s\nCard number: %s\nExp: %02d/%d\nAmount: %s %d.%02d" % (
            person(), v, R.randint(1, 12), R.randint(25, 31), pick(["USD", "EUR", "GBP"]), R.randint(5, 500), R.randint(0, 99)),
        "POST /v1/charges 402\n{\"source\": {\"number\": \"%s\", \"brand\": \"%s\"}, \"amount\": %d}" % (
            v, info.get("brand", "card"), R.randint(100, 99999))]
    b = pick(bodies)
    return b if v in b else None


def fam_w9(st, T, info, lang):
    v = info["snippet"]
    return pick([
        "Form W-9 (Rev. March 2024)\nName: %s\nPart I  Taxpayer Identification Number (TIN)\nSocial security number: %s\n"
        "Employer identification number: (blank)" % (person(), v),
        "employee_id,name,ssn,state\nE%d,%s,%s,%s" % (R.randint(100, 999), person(), v, pick(["CA", "NY", "TX", "WA"])),
        "I-9 Section 1 — U.S. Social Security Number: %s — Date of birth: (on file)" % v])


def fam_sepa(st, T, info, lang):
    v = info["snippet"]
    amt = "%d,%02d" % (R.randint(20, 4000), R.randint(0, 99))
    return pick([
        "Bitte überweisen Sie %s € bis zum %02d.%02d.2024 auf folgendes Konto:\nKontoinhaber: %s\nIBAN: %s\nBIC: %s" % (
            amt, R.randint(1, 28), R.randint(1, 12), person(), v, pick(["COBADEFFXXX", "INGDDEFFXXX", "BNPAFRPPXXX"])),
        "Payment instructions\nBeneficiary: %s\nAccount: %s\nReference: %s" % (person(), v, ticket(st)),
        "Prezado cliente, o reembolso de € %s será feito para %s em até 5 dias úteis." % (amt, v)])


FAMILIES = [
    (fam_chat, 9), (fam_json, 3), (fam_log, 3), (fam_letter2, 4), (fam_yaml, 2), (fam_xml, 2), (fam_csv, 2),
    (fam_md, 2), (fam_trace, 2), (fam_config, 2, ["email", "phone", "iban", "ip_address", "secret"]),
    (fam_sms, 2, ["email", "phone", "credit_card", "iban", "secret"]), (fam_voice, 2), (fam_form, 2),
    (fam_ticket, 2), (fam_html, 1, ["email", "phone", "iban", "ip_address"]), (fam_netlog, 6, ["ip_address"]),
    (fam_cmd, 6, ["secret"]), (fam_payment, 3, ["credit_card"]), (fam_w9, 3, ["us_ssn"]), (fam_sepa, 3, ["iban"]),
]


# ------------------------------------------------------------------ negatives (look-alikes)
NEG_GENS = []


def neg(w=1):
    def deco(fn):
        NEG_GENS.append((fn, w))
        return fn
    return deco


def isbn13():
    body = pick(["978", "979"]) + rs(DIG, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    full = body + str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8], full[8:12], full[12])


@neg(3)
def n_order(st):
    o = pick(["ORD-2024-%06d" % R.randint(0, 999999), "#%d" % R.randint(100000, 9999999),
              "A%s-%s" % (rs(DIG, 3), rs(DIG, 5))])
    return pick(["Your order %s has shipped, ETA %s." % (o, pick(["Friday", "2-3 days", "next week"])),
                 "[%s] %s: order %s refunded (€%d.%02d)" % (hhmm(), st["agent"], o, R.randint(5, 300), R.randint(0, 99)),
                 "hey, did order %s go through? the app still says processing" % o])


@neg(2)
def n_isbn(st):
    return pick(["Required textbook: ISBN %s (3rd ed.)" % isbn13(),
                 "isbn,title,qty\n%s,Intro to Accounting,2" % isbn13(),
                 "Der Kunde fragt nach dem Buch mit ISBN %s." % isbn13()])


@neg(2)
def n_version(st):
    v = "%d.%d.%d" % (R.randint(0, 12), R.randint(0, 40), R.randint(0, 99))
    return pick(["Upgraded %s from %s to %s, restart required." % (st["svc"], v, "%d.%d.%d" % (R.randint(0, 12), R.randint(0, 40), R.randint(0, 99))),
                 "app version %s (build %d) on Android 14" % (v, R.randint(1000, 99999)),
                 "FROM python:3.%d-slim\nRUN pip install %s==%s" % (R.randint(8, 12), pick(["requests", "fastapi", "pydantic"]), v)])


@neg(2)
def n_sha(st):
    sha = rs(HEX, 40)
    return pick(["deployed %s@%s to prod" % (st["svc"], sha[:pick([7, 8, 12])]),
                 "commit %s\nAuthor: release-bot\n\n    bump deps" % sha,
                 "sha256: %s  %s-linux-amd64.tar.gz" % (rs(HEX, 64), st["svc"])])


@neg(2)
def n_uuid(st):
    u = "%s-%s-4%s-%s%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 3), pick("89ab"), rs(HEX, 3), rs(HEX, 12))
    return pick(['{"request_id": "%s", "status": 404}' % u, "trace_id=%s span=%s" % (u, rs(HEX, 16)),
                 "Session %s expired after 30 min." % u])


@neg(2)
def n_price(st):
    return pick(["Total due: €%d,%02d (inkl. 19%% MwSt.)" % (R.randint(10, 999), R.randint(0, 99)),
                 "Membership is $%d.%02d/month, annual $%s" % (R.randint(19, 89), R.randint(0, 99), "{:,}".format(R.randint(200, 999))),
                 "Preço: R$ %d,%02d em até %dx" % (R.randint(50, 5000), R.randint(0, 99), R.randint(2, 12))])


@neg(1)
def n_redacted(st):
    return pick(["SSN on file: XXX-XX-%04d" % R.randint(1, 9999), "card ending ****%04d was charged" % R.randint(0, 9999),
                 "STRIPE_SECRET_KEY=sk_live_...", "api_key: <your key here>", "password: ********",
                 "IBAN: DE** **** **** **** **%02d %02d" % (R.randint(0, 99), R.randint(0, 99))])


# ------------------------------------------------------------------ disguised
DIS_CARD = []
DIS_MAIL = []


def dis(lst):
    def deco(fn):
        lst.append(fn)
        return fn
    return deco


SPELL_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@dis(DIS_CARD)
def dc_dots(num, groups):
    return "dots", ".".join(split_groups(num, groups)), None


@dis(DIS_CARD)
def dc_spelled(num, groups):
    return "spelled_out", " ".join(SPELL_EN[int(c)] for c in num), "en"


@dis(DIS_MAIL)
def dm_brackets(local, dom):
    return "bracket_at_dot", "%s [at] %s" % (local, dom.replace(".", " [dot] ")), None


@dis(DIS_MAIL)
def dm_words(local, dom):
    return "word_at_dot", "%s at %s" % (local.replace(".", " dot "), dom.replace(".", " dot ")), "en"


ZW = "\u200b"
DIGIT_SETS = {"fullwidth_digits": 0xFF10, "arabic_indic_digits": 0x0660, "devanagari_digits": 0x0966,
              "bengali_digits": 0x09E6, "persian_digits": 0x06F0}
SPELL = {
    "en": SPELL_EN,
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    "fr": ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    "pt": ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
    "it": ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
}


@dis(DIS_CARD)
def dc_seps(num, groups):
    name, sep = pick([("slashes", "/"), ("underscores", "_"), ("pipes", " | "), ("bullets", "•"),
                      ("middle_dots", "·"), ("nbsp", "\u00a0"), ("tabs", "\t"), ("emoji_sep", " 🔹 "),
                      ("colons", ":"), ("commas", ", ")])
    return name, sep.join(split_groups(num, groups)), None


@dis(DIS_CARD)
def dc_lines(num, groups):
    gs = split_groups(num, groups)
    if chance(0.5):
        return "split_lines", "\n".join(gs), None
    k = R.randint(1, len(gs) - 1)
    return "split_two_lines", " ".join(gs[:k]) + "\n" + " ".join(gs[k:]), None


@dis(DIS_CARD)
def dc_words(num, groups):
    gs = split_groups(num, groups)
    lang = pick(["en", "es", "de", "fr"])
    j = {"en": [" then ", ", next ", " and then ", " ... "], "es": [" luego ", " y después ", ", sigue "],
         "de": [" dann ", ", danach ", " und "], "fr": [" puis ", " ensuite ", ", et "]}[lang]
    out = gs[0]
    for g in gs[1:]:
        out += pick(j) + g
    return "words_between_groups", out, lang


@dis(DIS_CARD)
def dc_script(num, groups):
    name = pick(list(DIGIT_SETS))
    base = DIGIT_SETS[name]
    conv = "".join(chr(base + int(c)) for c in num)
    return name, " ".join(split_groups(conv, groups)) if chance(0.7) else conv, None


@dis(DIS_CARD)
def dc_spelled_lang(num, groups):
    lang = pick(list(SPELL))
    words = SPELL[lang]
    gs = split_groups(num, groups)
    return "spelled_out", pick([" ", ", "]).join(" ".join(words[int(c)] for c in g) for g in gs), lang


@dis(DIS_CARD)
def dc_mixed(num, groups):
    gs = split_groups(num, groups)
    k = R.randint(0, len(gs) - 1)
    gs[k] = "-".join(SPELL_EN[int(c)] for c in gs[k])
    return "partly_spelled", " ".join(gs), "en"


@dis(DIS_CARD)
def dc_regroup(num, groups):
    if chance(0.4):
        return "per_digit_spaces", " ".join(num), None
    size = pick([2, 3, 5])
    return "odd_grouping", " ".join(num[i:i + size] for i in range(0, len(num), size)), None


@dis(DIS_CARD)
def dc_zero_width(num, groups):
    return "zero_width_chars", ZW.join(num), None


@dis(DIS_CARD)
def dc_letters(num, groups):
    if "0" not in num and "1" not in num:
        return dc_spelled(num, groups)
    s = num.replace("0", "O").replace("1", "l")
    return "letter_lookalikes", " ".join(split_groups(s, groups)), None


ATDOT = [("paren_at_dot", " (at) ", " (dot) "), ("brace_at_dot", "{at}", "{dot}"), ("caps_at_dot", " AT ", " DOT "),
         ("bracket_at_only", " [at] ", "."), ("angle_at", "<at>", "<dot>")]
FOREIGN_AT = {"es": ("arroba", "punto"), "it": ("chiocciola", "punto"), "pl": ("małpa", "kropka"),
              "pt": ("arroba", "ponto"), "fr": ("arobase", "point"), "nl": ("apenstaartje", "punt"),
              "tr": ("et", "nokta"), "de": ("Klammeraffe", "Punkt"), "ja": ("アットマーク", "ドット"),
              "ko": ("골뱅이", "점")}


@dis(DIS_MAIL)
def dm_variants(local, dom):
    name, at, dot = pick(ATDOT)
    return name, local + at + dom.replace(".", dot), None


@dis(DIS_MAIL)
def dm_entities(local, dom):
    name, at, dot = pick([("html_entity_numeric", "&#64;", "&#46;"), ("html_entity_named", "&commat;", "&period;"),
                          ("html_entity_hex", "&#x40;", "."), ("html_entity_at_only", "&#64;", ".")])
    return name, local + at + dom.replace(".", dot), None


@dis(DIS_MAIL)
def dm_spaces(local, dom):
    if chance(0.5):
        return "spaces_around", local.replace(".", " . ") + " @ " + dom.replace(".", " . "), None
    return "spaced_letters", " ".join(local + "@" + dom), None


@dis(DIS_MAIL)
def dm_fullwidth(local, dom):
    return "fullwidth_at", local + "＠" + (dom.replace(".", "．") if chance(0.5) else dom), None


@dis(DIS_MAIL)
def dm_urlenc(local, dom):
    return "url_encoded", pick(["", "mailto:"]) + local.replace("+", "%2B") + "%40" + dom, None


@dis(DIS_MAIL)
def dm_foreign(local, dom):
    lang = pick(list(FOREIGN_AT))
    at, dot = FOREIGN_AT[lang]
    return "foreign_words_at_dot", "%s %s %s" % (local, at, dom.replace(".", " %s " % dot)), lang


@dis(DIS_MAIL)
def dm_misc(local, dom):
    k = pick(["defanged", "split_lines", "zero_width", "replace_hint", "reversed_parts"])
    if k == "defanged":
        return "defanged", local + "[@]" + dom.replace(".", "[.]"), None
    if k == "split_lines":
        return "split_lines", local + "\n@\n" + dom, None
    if k == "zero_width":
        return "zero_width_chars", local + ZW + "@" + ZW + dom, None
    if k == "replace_hint":
        return "replace_hint", "%s#%s (replace # with @)" % (local, dom), "en"
    return "reversed_parts", "domain is %s, and before the at-sign put %s" % (dom, local), "en"


def make_disguised(T):
    st = pick(SETTINGS)
    if T == "credit_card":
        brand, num = gen_card_raw()
        trick, shown, tlang = pick(DIS_CARD)(num, card_groups(len(num), brand))
        value = num
    else:
        info = gen_email2()
        value = info["value"]
        local, dom = value.split("@")
        trick, shown, tlang = pick(DIS_MAIL)(local, dom)
    lang = tlang or pick_lang()
    L = LANGS[lang]
    lab = LBL[lang][T]
    user = person().split()[0]
    fmt = pick(["chat", "chat", "form", "letter", "sms", "note"])
    say = pick(L["explicit"] + L["bare"]).format(l=lab, v=shown)
    if fmt == "chat":
        text = render_chat([(user, pick(L["hello"]) + ", " + issue_line(st, lang)), (st["agent"], pick(L["agent_help"])),
                            (user, say), (st["agent"], pick(L["agent_ok"]))])
    elif fmt == "form":
        text = "=== %s: %s ===\nFull name: %s\n%s: %s\nReference: %s" % (st["brand"], pick(FORM_TITLE), person(),
                                                                       cap(lab), shown, ticket(st))
    elif fmt == "letter":
        subj, hi, byes = LETTER[lang]
        text = "Subject: %s\n\n%s\n\n%s\n%s\n\n%s,\n%s" % (subj, hi.format(brand=st["brand"]), cap(issue_line(st, lang)),
                                                         cap(say), pick(byes), person())
    elif fmt == "sms":
        text = "[SMS %s] %s" % (hhmm(), say)
    else:
        text = "Internal note (%s): customer wrote \"%s\"" % (ticket(st), say)
    return dict(source=SRC, type=T, value=value, text=text, disguise=trick)


# ------------------------------------------------------------------ more negatives (A)
def wrap(st, sent, key=None, val=None):
    """Place a look-alike sentence (or key/value) in a random format."""
    fmts = ["plain", "chat", "chat", "log", "ticket"] + (["json", "yaml", "csv", "md", "kv"] if key else [])
    fmt = pick(fmts)
    if fmt == "plain":
        return sent
    if fmt == "chat":
        lang = pick_lang()
        L = LANGS[lang]
        user = person().split()[0]
        turns = [(user, pick(L["hello"]) + ", " + issue_line(st, lang))]
        turns.append(pick([(st["agent"], sent), (user, sent)]))
        if chance(0.5):
            turns.append((st["agent"], pick(L["agent_ok"])))
        return render_chat(turns)
    if fmt == "log":
        return log_prefix(st) + (("%s=%s" % (key, val)) if key and chance(0.5) else sent)
    if fmt == "ticket":
        return "Internal note (%s, %s): %s" % (ticket(st), person(), sent)
    if fmt == "json":
        return json.dumps({"ticket": ticket(st), key: val, "status": pick(["open", "closed", "ok"])},
                          ensure_ascii=False, indent=pick([None, 2]))
    if fmt == "yaml":
        return "%s:\n  %s: \"%s\"\n  checked: %s" % (st["svc"].replace("-", "_"), key, val, pick(["true", "false"]))
    if fmt == "csv":
        return "id,%s,status\n%d,%s,%s" % (key, R.randint(100, 999), val, pick(["open", "done"]))
    if fmt == "md":
        return "| Field | Value |\n|---|---|\n| %s | %s |\n| Owner | %s |" % (key, val, person())
    return "%s: %s\nupdated: %s" % (key, val, ts_iso())


def bad_card_digits():
    brand, num = gen_card_raw()
    return brand, luhn_break(num)


@neg(4)
def n_luhn_fail(st):
    brand, num = bad_card_digits()
    shown = " ".join(split_groups(num, card_groups(len(num), brand))) if chance(0.6) else num
    return pick([
        wrap(st, "The form says %s is not a valid card number, did I mistype?" % shown),
        wrap(st, "Gift card code %s (balance €25)" % shown, "gift_card", shown),
        wrap(st, "Loyalty no. %s" % shown, "loyalty_number", shown),
        wrap(st, "Referencia de pago %s" % shown, "referencia", shown),
        "validation failed: field=card_number value=%s reason=checksum" % shown])


def bad_iban():
    ib = iban_make(pick(list(IBAN_SPEC)))
    i = R.randint(4, len(ib) - 1)
    ch = ib[i]
    if ch.isdigit():
        ib = ib[:i] + str((int(ch) + R.randint(1, 9)) % 10) + ib[i + 1:]
    else:
        ib = ib[:i] + pick([c for c in UP if c != ch]) + ib[i + 1:]
    return ib


@neg(4)
def n_iban_fail(st):
    ib = bad_iban()
    shown = group4(ib) if chance(0.6) else ib
    return pick([
        wrap(st, "Die IBAN %s wird als ungültig abgelehnt (Prüfziffer falsch)." % shown),
        wrap(st, "IBAN %s -> checksum error, please re-enter" % shown, "rejected_iban", shown),
        "ERROR iban validation failed for input '%s' (mod97 != 1)" % shown,
        wrap(st, "La IBAN %s no es válida según el banco." % shown)])


def bad_ssn():
    kind = pick(["area000", "area666", "area9xx", "group00", "serial0000"])
    a, g, s = R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999)
    if a == 666:
        a = 665
    if kind == "area000":
        a = 0
    elif kind == "area666":
        a = 666
    elif kind == "area9xx":
        a = R.randint(900, 999)
    elif kind == "group00":
        g = 0
    else:
        s = 0
    return "%03d-%02d-%04d" % (a, g, s)


@neg(4)
def n_ssn_fail(st):
    v = bad_ssn()
    return pick([
        wrap(st, "Claim number %s was filed on %s." % (v, "2024-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))), "claim_no", v),
        wrap(st, "test fixture ssn=%s (intentionally invalid)" % v, "ssn_fixture", v),
        wrap(st, "Case %s — awaiting documents" % v, "case_ref", v),
        "Use XXX-XX-XXXX format, e.g. %s is rejected because it can never be issued." % v,
        wrap(st, "ITIN-style ref %s" % v, "ref", v)])


@neg(4)
def n_placeholder(st):
    opts = [
        ("SSN on file: XXX-XX-%04d" % R.randint(1, 9999), "ssn", "***-**-%04d" % R.randint(1, 9999)),
        ("Card ending ****%04d was charged" % R.randint(0, 9999), "card", "•••• •••• •••• %04d" % R.randint(0, 9999)),
        ("set STRIPE_SECRET_KEY=sk_live_... in your .env", "STRIPE_SECRET_KEY", "sk_live_••••••••"),
        ("api_key: <your key here>", "api_key", "<YOUR_API_KEY>"),
        ("password: ******** (hidden)", "password", "********"),
        ("IBAN: DE** **** **** **** **%02d %02d" % (R.randint(0, 99), R.randint(0, 99)), "iban", "XX00 XXXX XXXX XXXX"),
        ("Authorization: Bearer <token>", "authorization", "Bearer ${TOKEN}"),
        ("token: {{ secrets.GITHUB_TOKEN }}", "GITHUB_TOKEN", "${{ secrets.GITHUB_TOKEN }}"),
        ("DATABASE_URL=postgres://user:***@db:5432/app", "DATABASE_URL", "postgres://<user>:<password>@<host>/<db>"),
        ("Phone: +44 7*** ***%03d" % R.randint(0, 999), "phone", "(***) ***-%04d" % R.randint(0, 9999)),
        ("email: %s***@%s" % (pick(LO), pick(MAIL_DOMAINS)), "email", "%s•••@•••.com" % pick(LO)),
        ("AWS key AKIA**************** was rotated", "aws_access_key_id", "AKIA" + "*" * 16),
        ("OPENAI_API_KEY=sk-...", "OPENAI_API_KEY", "sk-xxxx...xxxx"),
        ("Enter your IBAN (e.g. DE00 0000 0000 0000 0000 00)", "iban", "CCkk BBBB BBBB CCCC CCCC CC"),
        ("[REDACTED] was removed from the transcript", "value", "[REDACTED]"),
        ("ghp_… (token revoked, see audit log)", "token", "ghp_[redacted]"),
    ]
    sent, k, v = pick(opts)
    return wrap(st, sent, k, v)


@neg(3)
def n_example_dom(st):
    return pick([
        "Use the format <firstname>.<lastname>@<yourcompany> when registering.",
        "Example: https://example.com/callback?code=<code> — replace with your own domain.",
        "Set SMTP_FROM to {user}@your-domain.tld, NOT a personal mailbox.",
        "The docs use example.org and test.invalid as placeholder hosts.",
        "Write to us via the contact form at https://%s/contact (no e-mail, please)." % st["dom"],
        "Unsere Adresse folgt dem Schema vorname.nachname[at]firma (ohne Domain).",
        "Formato: usuario@dominio — sin espacios.",
        "callback_url: https://hooks.example.net/%s" % rs(LO, 6),
        "Dein Login ist dein Benutzername, z. B. %s — nicht die E-Mail." % local_part(person()).split("+")[0],
        "Forward it to the shared inbox (billing at our domain) and we'll pick it up.",
    ])


@neg(3)
def n_dates(st):
    y, mo, d, h, mi = 2024, R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59)
    return wrap(st, pick([
        "Termin am %02d.%02d.%d um %02d:%02d Uhr bestätigt." % (d, mo, y, h, mi),
        "La cita es el %d de %s de %d a las %d:%02d." % (d, pick(["marzo", "abril", "julio", "octubre"]), y, h, mi),
        "予約は%d年%d月%d日 %d時%02d分です。" % (y, mo, d, h, mi),
        "Rendez-vous le %02d/%02d/%d à %dh%02d." % (d, mo, y, h, mi),
        "Your class starts %d-%02d-%02dT%02d:%02d:00+09:00." % (y, mo, d, h, mi),
        "Son ödeme tarihi: %02d.%02d.%d" % (d, mo, y),
        "Meter read scheduled for %s %d, between %d:00 and %d:00." % (pick(["Mon", "Tue", "Fri"]), d, h % 12 + 1, h % 12 + 3),
        "Q%d FY%d close on %02d/%02d" % (R.randint(1, 4), y, mo, d),
        "예약일: %d년 %d월 %d일 %d시" % (y, mo, d, h),
        "Prazo: %02d/%02d/%d às %02d:%02d" % (d, mo, y, h, mi)]))


@neg(3)
def n_versions(st):
    a, b, c = R.randint(0, 20), R.randint(0, 60), R.randint(0, 300)
    return wrap(st, pick([
        "Please update to v%d.%d.%d — older builds crash on login." % (a, b, c),
        "iOS %d.%d.%d, app %d.%d (build %d)" % (R.randint(15, 18), R.randint(0, 6), R.randint(0, 3), a, b, R.randint(1000, 9999)),
        "User-Agent: Mozilla/5.0 Chrome/%d.0.%d.%d Safari/537.36" % (R.randint(100, 125), R.randint(4000, 6500), R.randint(10, 200)),
        "kernel %d.%d.0-%d-generic" % (R.randint(4, 6), R.randint(1, 19), R.randint(10, 99)),
        "Windows 10.0.%d.%d" % (R.randint(19041, 22631), R.randint(1000, 4500)),
        "%s@%d.%d.%d requires node >= %d.%d" % (pick(["react", "express", "lodash"]), a, b, c, R.randint(14, 22), R.randint(0, 12)),
        "Firmware %d.%d.%d.%d installed on the gate reader" % (a, b, R.randint(0, 9), R.randint(1000, 9999))]),
        "version", "%d.%d.%d" % (a, b, c))


# ------------------------------------------------------------------ more negatives (B)
def ean13():
    body = rs(DIG, 12)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


@neg(3)
def n_products(st):
    sku = pick(["GYM-KB-%dKG" % pick([8, 12, 16, 24]), "SKU-%s-%03d" % (rs(UP, 3), R.randint(0, 999)),
                "P/N %02d-%04d-%02d" % (R.randint(0, 99), R.randint(0, 9999), R.randint(0, 99)), "ASIN B0%s" % rs(UP + DIG, 8)])
    return wrap(st, pick(["Item %s is back in stock." % sku, "EAN %s, qty 3, unit price 4,99 €" % ean13(),
                          "HS code %04d.%02d.%02d applies to this shipment (duty 2.5%%)" % (R.randint(1000, 9999), R.randint(0, 99), R.randint(0, 99)),
                          "Artikelnummer %s nicht mehr lieferbar" % sku, "GTIN %s scanned at dock 4" % ean13()]), "sku", sku)


@neg(3)
def n_measure(st):
    return wrap(st, pick([
        "Body weight %d.%d kg, height %d cm, body fat %d.%d%%" % (R.randint(50, 120), R.randint(0, 9), R.randint(150, 200), R.randint(8, 35), R.randint(0, 9)),
        "Zählerstand: %s,%d kWh" % ("{:06d}".format(R.randint(0, 999999)), R.randint(0, 9)),
        "Consumo: %s kWh en %d días" % ("{:,}".format(R.randint(100, 5000)).replace(",", "."), R.randint(28, 31)),
        "Trip distance %d.%d km, duration %d min, surge x%d.%d" % (R.randint(1, 60), R.randint(0, 9), R.randint(3, 90), R.randint(1, 3), R.randint(0, 9)),
        "Container gross weight %s kg, %d.%d m³" % ("{:,}".format(R.randint(1000, 30000)), R.randint(10, 70), R.randint(0, 9)),
        "Wi-Fi on %s GHz, signal -%d dBm, %d Mbit/s" % (pick(["2.4", "5"]), R.randint(40, 90), R.randint(5, 900))]))


@neg(3)
def n_coords(st):
    lat, lon = R.uniform(-60, 70), R.uniform(-170, 170)
    return wrap(st, pick([
        "Pickup pin: %.4f, %.4f" % (lat, lon), "geo:%.6f,%.6f" % (lat, lon),
        "lat=%.5f&lng=%.5f&zoom=17" % (lat, lon),
        "%d°%d'%d\"%s %d°%d'%d\"%s" % (abs(int(lat)), R.randint(0, 59), R.randint(0, 59), "N" if lat > 0 else "S",
                                      abs(int(lon)), R.randint(0, 59), R.randint(0, 59), "E" if lon > 0 else "W"),
        "Vessel position %.3f N / %.3f E, speed 14.2 kn" % (abs(lat), abs(lon))]), "location", "%.5f,%.5f" % (lat, lon))


def mac():
    return ":".join("%02X" % R.randint(0, 255) for _ in range(6))


@neg(3)
def n_serials(st):
    opts = [("S/N: %s" % rs(UP + DIG, 12), "serial"), ("MAC %s blocked on eduroam" % mac(), "mac"),
            ("IMEI %s (device reported lost)" % luhn_break(rs(DIG, 15)), "imei"),
            ("VIN %s" % rs("ABCDEFGHJKLMNPRSTUVWXYZ" + DIG, 17), "vin"),
            ("Meter no. %s%s" % (rs(UP, 2), rs(DIG, 8)), "meter_id"),
            ("Key fob UID %s" % ":".join(rs("0123456789ABCDEF", 2) for _ in range(4)), "fob_uid"),
            ("Container %s%s %s-%d" % (pick(["MSCU", "MAEU", "CMAU", "HLXU"]), "", rs(DIG, 6), R.randint(0, 9)), "container"),
            ("License key %s-%s-%s-%s (expired)" % tuple(rs(UP + DIG, 5) for _ in range(4)), "license")]
    sent, k = pick(opts)
    return wrap(st, sent, k, sent.split(" ", 1)[1].split(" (")[0])


@neg(3)
def n_counts(st):
    n = R.randint(1000000, 999999999)
    return wrap(st, pick([
        "We now have %s registered drivers." % "{:,}".format(n),
        "Die Stadt hat %s Einwohner." % "{:,}".format(n).replace(",", "."),
        "Le site a reçu %s visites cette année." % "{:,}".format(n).replace(",", " "),
        "Total processed: %s transactions (%s failed)" % ("{:,}".format(n), "{:,}".format(R.randint(100, 99999))),
        "Gem balance: %s 💎" % "{:,}".format(R.randint(10000, 9999999)),
        "Revenue ₹%s crore" % "{:,}".format(R.randint(100, 99999)),
        "Population: %s" % "{:_}".format(n)]), "count", "{:,}".format(n))


@neg(2)
def n_percent(st):
    return wrap(st, pick([
        "Uptime last 30 days: %d.%02d%%" % (R.randint(97, 99), R.randint(0, 99)),
        "Your bill went up %d.%d%% vs last month." % (R.randint(1, 80), R.randint(0, 9)),
        "%%%d indirim kodu: SPRING%d" % (R.randint(5, 50), R.randint(10, 99)),
        "Tasa de aprobación: %d,%d %%" % (R.randint(40, 99), R.randint(0, 9)),
        "Error rate spiked to %d.%d%% at %s UTC" % (R.randint(1, 40), R.randint(0, 9), hhmm())]))


@neg(3)
def n_tracking(st):
    return wrap(st, pick([
        "UPS tracking 1Z%s%s%s" % (rs(UP + DIG, 6), rs(DIG, 2), rs(DIG, 8)),
        "DHL waybill %s" % rs(DIG, 10), "Sendungsnummer %s%s" % (rs(DIG, 12), pick(["", "DE"])),
        "Bill of lading %s%s" % (pick(["MAEU", "HLCU", "ONEY"]), rs(DIG, 9)),
        "Invoice INV-%d-%05d due in 14 days" % (R.randint(2022, 2025), R.randint(1, 99999)),
        "Rechnungsnummer RE-%d/%04d" % (R.randint(2022, 2025), R.randint(1, 9999)),
        "Google Play order GPA.%s-%s-%s-%s" % (rs(DIG, 4), rs(DIG, 4), rs(DIG, 4), rs(DIG, 5)),
        "Apple order ID %s" % rs(UP + DIG, 10), "PNR %s, seat %d%s" % (rs(UP, 6), R.randint(1, 40), pick("ABCDEF")),
        "MRN %02dDE%s%s" % (R.randint(22, 25), rs(UP + DIG, 12), rs(DIG, 2)),
        "EORI %s%s" % (pick(["DE", "NL", "FR", "IT"]), rs(DIG, 12))]), "reference", rs(UP, 3) + "-" + rs(DIG, 7))


@neg(3)
def n_ip_like(st):
    return wrap(st, pick([
        "SNMP OID 1.3.6.1.4.1.%d.%d.%d" % (R.randint(100, 60000), R.randint(1, 9), R.randint(1, 99)),
        "Section %d.%d.%d of the lease covers deposits." % (R.randint(1, 12), R.randint(1, 9), R.randint(1, 9)),
        "Got an IP of %d.%d.%d.%d?? that can't be right" % (R.randint(256, 999), R.randint(0, 255), R.randint(0, 255), R.randint(0, 255)),
        "Bad address in config: %d.%d.%d" % (R.randint(11, 223), R.randint(0, 255), R.randint(0, 255)),
        "ASN AS%d announced a new prefix" % R.randint(1000, 65000),
        "Build %d.%d.%d.%d rolled out" % (R.randint(1, 9), R.randint(0, 9), R.randint(300, 9999), R.randint(0, 99)),
        "Port %d/tcp open, TLS 1.3" % pick([22, 443, 3389, 5432, 8443])]))


@neg(4)
def n_keylike(st):
    b = b64bytes(32)
    opts = [
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop (public key, safe to share)" % (b[:43], pick(["ana", "ops", "deploy"])),
        "-----BEGIN CERTIFICATE-----\n%s\n%s\n-----END CERTIFICATE-----" % (b64bytes(48), b64bytes(30)),
        "-----BEGIN PUBLIC KEY-----\n%s\n%s\n-----END PUBLIC KEY-----" % (b64bytes(48), b64bytes(20)),
        "Stripe request id req_%s, customer cus_%s" % (rs(ALNUM, 14), rs(ALNUM, 14)),
        "payment_intent pi_%s failed" % rs(ALNUM, 24),
        "arn:aws:iam::%s:role/%s-deploy" % (rs(DIG, 12), st["svc"]),
        "image digest sha256:%s" % rs(HEX, 64),
        "Fingerprint SHA256:%s" % b64bytes(32).rstrip("="),
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s" % rs(B64, 40),
        "Google client id %s-%s.apps.googleusercontent.com" % (rs(DIG, 12), rs(LO + DIG, 32)),
        "Mongo ObjectId(\"%s\")" % rs(HEX, 24), "ULID %s" % rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26),
        "md5 %s  invoice_march.pdf" % rs(HEX, 32), "etag: W/\"%s\"" % rs(HEX, 40),
        "CVE-%d-%d patched in %s" % (R.randint(2019, 2024), R.randint(1000, 49999), st["svc"]),
        "color: #%s; background: #%s" % (rs(HEX, 6), rs(HEX, 6)),
        "cron: '%d */%d * * *'" % (R.randint(0, 59), R.randint(2, 12))]
    return wrap(st, pick(opts))


@neg(3)
def n_phone_like(st):
    return wrap(st, pick([
        "Flight %s%d departs gate %s%d at %s" % (pick(["LH", "BA", "TK", "AF", "IB"]), R.randint(100, 9999), pick("ABCDE"), R.randint(1, 60), hhmm()),
        "Room %d.%02d, building %s" % (R.randint(0, 5), R.randint(1, 40), pick(["C", "H", "West"])),
        "Postleitzahl %05d, Hausnummer %d" % (R.randint(1000, 99999), R.randint(1, 200)),
        "Kundennummer %s/%s" % (rs(DIG, 4), rs(DIG, 5)),
        "Extension %d for billing, press %d for outages" % (R.randint(100, 999), R.randint(1, 9)),
        "Range %d-%d, step %d" % (R.randint(100, 999), R.randint(1000, 9999), R.randint(1, 50)),
        "Case No. %d:%d-cv-%05d" % (R.randint(1, 9), R.randint(20, 24), R.randint(1, 99999)),
        "CAS %d-%02d-%d" % (R.randint(50, 99999), R.randint(0, 99), R.randint(0, 9)),
        "Dial-in code %s# (no phone number needed)" % rs(DIG, 6)]))


@neg(3)
def n_setting_ids(st):
    return wrap(st, pick([
        "Student number s%s, course CS-%d" % (rs(DIG, 7), R.randint(100, 499)),
        "Member ID %s-%s, plan %s" % (st["tk"], rs(DIG, 6), pick(["Basic", "Premium", "Off-peak"])),
        "Player UID %s, server EU-%d" % (rs(DIG, 10), R.randint(1, 9)),
        "Profile #%d reported for spam (report %s)" % (R.randint(10000, 9999999), ticket(st)),
        "Driver code %s, vehicle plate %s-%s %d" % (rs(UP + DIG, 8), rs(UP, 2), rs(UP, 2), R.randint(10, 9999)),
        "VAT ID %s%s" % (pick(["DE", "NL", "FR", "IT", "ES"]), rs(DIG, 9)),
        "Account no. %s%s (CityPower)" % (rs(DIG, 4), rs(UP, 2)),
        "Lease ref HN/%d/%04d" % (R.randint(2020, 2025), R.randint(1, 9999)),
        "Rule %d triggered %d times" % (R.randint(900000, 999999), R.randint(2, 500))]), "id", st["tk"] + rs(DIG, 6))



# ------------------------------------------------------------------ heuristic scanner (self-check only)
EMAIL_RE = re.compile(r"[\w.%+\-]+@[\w\-]+(?:\.[\w\-]+)*\.[^\W\d_]{2,}")
V4_RE = re.compile(r"(?<![0-9.])([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})(?![0-9]|\.[0-9])")
V6_RE = re.compile(r"(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}")
RUN_RE = re.compile(r"(?<![A-Za-z0-9])[0-9]+(?:[ \-][0-9]+)*(?![A-Za-z0-9])")
SSN_RE = re.compile(r"(?<![0-9\-])([0-9]{3})([\- ])([0-9]{2})\2([0-9]{4})(?![0-9\-])")
BARE9_RE = re.compile(r"(?<![0-9A-Za-z\-.,])[0-9]{9}(?![0-9A-Za-z\-.,])")
IBAN_RE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2}[0-9]{2}(?: ?[A-Za-z0-9]){10,32})")
PHONE_RES = [re.compile(p) for p in (r"\+[0-9]{1,3}[\s\-.]?\(?[0-9][0-9\s\-.()]{6,}[0-9]",
                                     r"\([0-9]{3}\)\s?[0-9]{3}-[0-9]{4}",
                                     r"(?<![0-9\-])[0-9]{3}[\-.][0-9]{3}[\-.][0-9]{4}(?![0-9\-])")]
SECRET_RE = re.compile(
    r"AKIA[0-9A-Z]{16}|[sr]k_(?:live|test)_[0-9A-Za-z]{10,}|gh[pousr]_[0-9A-Za-z]{30,}|github_pat_\w{20,}"
    r"|xox[abprs]-[0-9A-Za-z\-]{10,}|eyJ[\w\-]{8,}\.[\w\-]{8,}\.[\w\-]{8,}|-----BEGIN [A-Z ]*PRIVATE KEY-----"
    r"|AIza[\w\-]{30,}|glpat-[\w\-]{20}|SG\.[\w\-]{16,}\.[\w\-]{16,}|sk-(?:proj-|ant-)?[A-Za-z0-9_\-]{20,}"
    r"|shp(?:at|ss|ca)_[0-9a-f]{32}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z]{30,}|whsec_\w{20,}|GOCSPX-[\w\-]{20,}")


def scan(text):
    hits = []
    hits += [("email", m.group(0)) for m in EMAIL_RE.finditer(text)]
    for m in V4_RE.finditer(text):
        if all(int(g) <= 255 for g in m.groups()):
            hits.append(("ip_address", m.group(0)))
    for m in V6_RE.finditer(text):
        c = m.group(0)
        if sum(ch not in ":" for ch in c) >= 3:
            try:
                ipaddress.IPv6Address(c)
                hits.append(("ip_address", c))
            except ValueError:
                pass
    for m in RUN_RE.finditer(text):
        gs = re.split(r"[ \-]", m.group(0))
        for i in range(len(gs)):
            for j in range(i + 1, len(gs) + 1):
                d = "".join(gs[i:j])
                if 13 <= len(d) <= 19 and luhn_ok(d):
                    hits.append(("credit_card", d))
    for m in SSN_RE.finditer(text):
        if ssn_valid_digits(m.group(1) + m.group(3) + m.group(4)):
            hits.append(("us_ssn", m.group(0)))
    for m in BARE9_RE.finditer(text):
        if ssn_valid_digits(m.group(0)):
            hits.append(("us_ssn?", m.group(0)))
    for m in IBAN_RE.finditer(text):
        s = m.group(1).replace(" ", "").upper()
        L = IBAN_LEN.get(s[:2])
        if L and len(s) >= L and iban_ok(s[:L]):
            hits.append(("iban", s[:L]))
    for p in PHONE_RES:
        hits += [("phone", m.group(0)) for m in p.finditer(text)]
    hits += [("secret", m.group(0)) for m in SECRET_RE.finditer(text)]
    return hits


# ------------------------------------------------------------------ build
SEEN = set()
STATS = {}


def bump(key):
    STATS[key] = STATS.get(key, 0) + 1


def fam_pool(T):
    pool = []
    for ent in FAMILIES:
        fn, w = ent[0], ent[1]
        types = ent[2] if len(ent) > 2 else None
        if types is None or T in types:
            pool += [fn] * w
    return pool


def make_positive(T):
    pool = fam_pool(T)
    for _ in range(5000):
        info = GEN[T]()
        st = pick(SETTINGS)
        lang = pick_lang()
        fam = pick(pool)
        text = fam(st, T, info, lang)
        v = info["value"]
        if not text or text in SEEN or text.count(v) != 1:
            bump("pos-reject:%s" % fam.__name__)
            continue
        if scan(text.replace(v, " \u00a7 ")):
            bump("pos-scanhit:%s:%s" % (T, fam.__name__))
            continue
        SEEN.add(text)
        bump("fam:%s" % fam.__name__)
        bump("lang:%s" % lang)
        return dict(source=SRC, type=T, value=v, text=text)
    raise RuntimeError("could not generate " + T)


def make_negative():
    fns = [fn for fn, w in NEG_GENS for _ in range(w)]
    for _ in range(5000):
        fn = pick(fns)
        text = fn(pick(SETTINGS))
        if not text or text in SEEN:
            bump("neg-dup:%s" % fn.__name__)
            continue
        if scan(text):
            bump("neg-scanhit:%s" % fn.__name__)
            continue
        SEEN.add(text)
        bump("neg:%s" % fn.__name__)
        return dict(source=SRC, type="negative", value="", text=text)
    raise RuntimeError("could not generate negative")


def make_disguised_row(T):
    for _ in range(5000):
        row = make_disguised(T)
        if row["text"] not in SEEN:
            SEEN.add(row["text"])
            return row
    raise RuntimeError("could not generate disguised " + T)


def build():
    rows = []
    for T in TYPES:
        rows += [make_positive(T) for _ in range(N_POS)]
    rows += [make_negative() for _ in range(N_NEG)]
    for T in ("credit_card", "email"):
        rows += [make_disguised_row(T) for _ in range(N_DIS)]
    R.shuffle(rows)
    return rows


# ------------------------------------------------------------------ verification
CARD_PREFIXES = [p for b in CARD_BRANDS for p in b[1]]


def value_problem(T, v):
    if T == "credit_card":
        d = only_digits(v)
        if not re.fullmatch(r"[0-9]+(?:[ \-][0-9]+)*", v):
            return "card format"
        if not (13 <= len(d) <= 19 and luhn_ok(d)):
            return "card luhn/length"
        if not any(d.startswith(p) for p in CARD_PREFIXES):
            return "card prefix"
    elif T == "us_ssn":
        if not re.fullmatch(r"[0-9]{3}-[0-9]{2}-[0-9]{4}|[0-9]{3} [0-9]{2} [0-9]{4}|[0-9]{9}", v):
            return "ssn format"
        if not ssn_valid_digits(only_digits(v)):
            return "ssn validity"
    elif T == "iban":
        if not iban_ok(v):
            return "iban mod97/length"
    elif T == "ip_address":
        try:
            a = ipaddress.ip_address(v)
        except ValueError:
            return "ip parse"
        if a.is_unspecified:
            return "ip unspecified"
    elif T == "email":
        if not EMAIL_RE.fullmatch(v):
            return "email syntax"
    elif T == "phone":
        d = only_digits(re.sub(r"\s*(ext\.?|x|Durchwahl|内線)\s*[0-9]+$", "", v))
        if not 7 <= len(d) <= 15:
            return "phone digits"
    elif T == "secret":
        if len(v) < 8:
            return "secret too short"
    return None


def verify(path):
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    errors = []
    counts = {}
    texts = set()
    for i, r in enumerate(rows):
        key = r["type"] + ("/disguised" if "disguise" in r else "")
        counts[key] = counts.get(key, 0) + 1
        if r.get("source") != SRC:
            errors.append((i, "source"))
        if r["text"] in texts:
            errors.append((i, "duplicate text"))
        texts.add(r["text"])
        if "disguise" in r:
            T, v = r["type"], r["value"]
            if T == "credit_card" and not (v.isdigit() and luhn_ok(v) and 13 <= len(v) <= 19):
                errors.append((i, "disguised card invalid"))
            if T == "email" and not EMAIL_RE.fullmatch(v):
                errors.append((i, "disguised email invalid"))
            if v in r["text"]:
                errors.append((i, "disguised value appears plainly"))
            if not r["disguise"]:
                errors.append((i, "no disguise name"))
        elif r["type"] == "negative":
            if r["value"] != "":
                errors.append((i, "negative with value"))
            h = scan(r["text"])
            if h:
                errors.append((i, "negative scan hit %r" % (h,)))
        else:
            v = r["value"]
            if r["type"] not in TYPES:
                errors.append((i, "bad type"))
            elif v not in r["text"]:
                errors.append((i, "value not in text"))
            else:
                p = value_problem(r["type"], v)
                if p:
                    errors.append((i, p + ": " + v))
                h = scan(r["text"].replace(v, " \u00a7 "))
                if h:
                    errors.append((i, "extra PII-like %r" % (h,)))
    expect = {T: N_POS for T in TYPES}
    expect["negative"] = N_NEG
    expect["credit_card/disguised"] = N_DIS
    expect["email/disguised"] = N_DIS
    if counts != expect:
        errors.append((-1, "counts %r != %r" % (counts, expect)))
    return counts, errors


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts, errors = verify(OUT)
    for k in sorted(counts):
        print("%-24s %d" % (k, counts[k]), file=sys.stderr)
    print("total rows: %d" % sum(counts.values()), file=sys.stderr)
    if "-v" in sys.argv:
        for k in sorted(STATS):
            print("  stat %-50s %d" % (k, STATS[k]), file=sys.stderr)
    if errors:
        for e in errors[:40]:
            print("ERROR", e, file=sys.stderr)
        print("VERIFY FAILED: %d errors" % len(errors), file=sys.stderr)
        sys.exit(1)
    print("VERIFY OK -> %s" % OUT, file=sys.stderr)


if __name__ == "__main__":
    main()
