#!/usr/bin/env python3
"""Independent PII evaluation corpus generator (set I).
Settings: airline loyalty desk, bank fraud-dispute chat, SaaS customer-success inbox, home-insurance adjuster notes, university registrar, city parking-permit office, podcast sponsorship inbox, cloud abuse reports, tax preparer client portal, moving-company dispatch chat.
"""
import html
import json
import os
import random
import re
import string
import sys
import unicodedata

SEED = 91177
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-i.jsonl")
SRC = "pii-indep-i"
TYPES = ["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret"]
ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def digits(n):
    return rs("0123456789", n)


# ---------------------------------------------------------------- cards
def luhn_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c


def card_prefix():
    brand = R.choice(["visa", "visa", "visa", "mc", "mc", "mc2", "amex", "amex",
                      "disc", "jcb", "diners", "unionpay", "maestro"])
    if brand == "visa":
        return brand, "4", R.choice([16, 16, 16, 19])
    if brand == "mc":
        return brand, str(R.randint(51, 55)), 16
    if brand == "mc2":
        return "mc", str(R.randint(2221, 2720)), 16
    if brand == "amex":
        return brand, R.choice(["34", "37"]), 15
    if brand == "disc":
        return brand, R.choice(["6011", "65", str(R.randint(644, 649))]), 16
    if brand == "jcb":
        return brand, str(R.randint(3528, 3589)), 16
    if brand == "diners":
        return brand, R.choice(["36", "38", "30" + str(R.randint(0, 5))]), 14
    if brand == "unionpay":
        return brand, "62" + str(R.randint(1, 8)), R.choice([16, 19])
    return "maestro", R.choice(["6759", "5018", "5020", "6304"]), R.choice([16, 19])


def group_card(num, brand, sep):
    n = len(num)
    if sep == "":
        return num
    if n == 15:
        g = [4, 6, 5]
    elif n == 14:
        g = [4, 6, 4]
    elif n == 19:
        g = R.choice([[4, 4, 4, 4, 3], [6, 13]])
    else:
        g = [4, 4, 4, 4]
    out, i = [], 0
    for k in g:
        out.append(num[i:i + k])
        i += k
    return sep.join(out)


def gen_card(sep=None):
    brand, pre, ln = card_prefix()
    num = luhn_complete(pre + digits(ln - len(pre) - 1))
    if sep is None:
        sep = R.choice([" ", " ", "-", ""])
    return group_card(num, brand, sep), num, brand


# ---------------------------------------------------------------- SSN
def ssn_valid(s):
    d = re.sub(r"\D", "", s)
    if len(d) != 9:
        return False
    a, g, n = int(d[:3]), int(d[3:5]), int(d[5:])
    return a not in (0, 666) and a < 900 and g != 0 and n != 0


def gen_ssn(sep=None):
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, n = R.randint(1, 99), R.randint(1, 9999)
    if sep is None:
        sep = R.choice(["-", "-", "-", " ", ""])
    return "%03d%s%02d%s%04d" % (a, sep, g, sep, n)


# ---------------------------------------------------------------- IBAN
# country -> BBAN structure: list of (count, kind) with kind n=digit a=upper c=alnum
IBAN_SPECS = {
    "DE": [(18, "n")], "FR": [(10, "n"), (11, "c"), (2, "n")], "ES": [(20, "n")],
    "IT": [(1, "a"), (10, "n"), (12, "c")], "NL": [(4, "a"), (10, "n")], "BE": [(12, "n")],
    "AT": [(16, "n")], "CH": [(5, "n"), (12, "c")], "PL": [(24, "n")], "PT": [(21, "n")],
    "RO": [(4, "a"), (16, "c")], "HU": [(24, "n")], "TR": [(5, "n"), (1, "0"), (16, "c")],
    "GB": [(4, "a"), (14, "n")], "IE": [(4, "a"), (14, "n")], "LU": [(3, "n"), (13, "c")],
    "DK": [(14, "n")], "FI": [(14, "n")], "SE": [(20, "n")], "NO": [(11, "n")],
    "CZ": [(20, "n")], "SK": [(20, "n")], "SI": [(15, "n")], "HR": [(17, "n")],
    "GR": [(7, "n"), (16, "c")], "BG": [(4, "a"), (6, "n"), (8, "c")], "LT": [(16, "n")],
    "LV": [(4, "a"), (13, "c")], "EE": [(16, "n")], "SA": [(2, "n"), (18, "c")],
    "AE": [(19, "n")], "MT": [(4, "a"), (5, "n"), (18, "c")], "CY": [(8, "n"), (16, "c")],
}
IBAN_LEN = {k: 4 + sum(c for c, _ in v) for k, v in IBAN_SPECS.items()}


def iban_mod(s):
    s = re.sub(r"\s", "", s).upper()
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97


def iban_valid(s):
    c = re.sub(r"\s", "", s).upper()
    return (c[:2] in IBAN_LEN and len(c) == IBAN_LEN[c[:2]]
            and c[2:4].isdigit() and iban_mod(c) == 1)


def bban_for(cc):
    out = ""
    for cnt, kind in IBAN_SPECS[cc]:
        if kind == "n":
            out += digits(cnt)
        elif kind == "a":
            out += rs(string.ascii_uppercase, cnt)
        elif kind == "0":
            out += "0" * cnt
        else:  # mostly digits, sometimes letters
            out += "".join(R.choice(UPPER_DIG) if R.random() < 0.2 else R.choice("0123456789")
                           for _ in range(cnt))
    return out


def iban_compact(cc=None):
    cc = cc or R.choice(sorted(IBAN_SPECS))
    bban = bban_for(cc)
    chk = 98 - iban_mod(cc + "00" + bban)
    return "%s%02d%s" % (cc, chk, bban)


def iban_format(c, style=None):
    style = style or R.choice(["grouped", "grouped", "compact", "lower", "grouped_lower"])
    g = " ".join(c[i:i + 4] for i in range(0, len(c), 4))
    return {"grouped": g, "compact": c, "lower": c.lower(), "grouped_lower": g.lower()}[style]


def gen_iban(cc=None):
    return iban_format(iban_compact(cc))


# ---------------------------------------------------------------- IP
def gen_ipv4(kind=None):
    kind = kind or R.choice(["pub", "pub", "pub", "priv"])
    if kind == "priv":
        f = R.choice(["10", "172", "192"])
        if f == "10":
            return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
        if f == "172":
            return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254))
        return "192.168.%d.%d" % (R.randint(0, 255), R.randint(1, 254))
    first = R.choice([23, 31, 37, 45, 51, 62, 77, 81, 85, 91, 95, 103, 109, 117, 141, 146,
                      151, 176, 178, 185, 188, 193, 194, 195, 203, 212, 213, 217])
    return "%d.%d.%d.%d" % (first, R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))


def gen_ipv6():
    style = R.choice(["full", "compressed", "compressed", "leading", "link", "mapped", "upper"])
    pre = R.choice(["2a01", "2a02", "2600", "2607", "2001", "2a03", "2c0f", "2406", "2804"])
    grp = [pre] + ["%x" % R.randint(0, 0xffff) for _ in range(7)]
    if style == "full":
        return ":".join(grp)
    if style == "leading":
        return ":".join(g.zfill(4) for g in grp)
    if style == "upper":
        return (":".join(grp[:4]) + "::" + ":".join(grp[6:])).upper()
    if style == "link":
        return "fe80::" + ":".join(grp[4:])
    if style == "mapped":
        return "::ffff:" + gen_ipv4("pub")
    return ":".join(grp[:R.randint(2, 4)]) + "::" + ":".join(grp[R.randint(5, 7):])


def ip_valid(s):
    import ipaddress
    try:
        ipaddress.ip_address(s)
        return True
    except ValueError:
        return False


def gen_ip():
    return gen_ipv4() if R.random() < 0.6 else gen_ipv6()


# ---------------------------------------------------------------- phones
def _d(n):
    return digits(n)


def _nz(n):  # first digit non-zero
    return str(R.randint(2, 9)) + digits(n - 1)


PHONE_FMT = {
    "en": [lambda: "(%s) %s-%s" % (_nz(3), _nz(3), _d(4)), lambda: "+1 %s-%s-%s" % (_nz(3), _nz(3), _d(4)),
           lambda: "%s.%s.%s" % (_nz(3), _nz(3), _d(4)), lambda: "+44 20 7%s %s" % (_d(3), _d(4)),
           lambda: "07%s %s" % (_d(3), _d(6)), lambda: "+1 %s %s %s" % (_nz(3), _nz(3), _d(4)),
           lambda: "+61 4%s %s %s" % (_d(2), _d(3), _d(3))],
    "es": [lambda: "+34 6%s %s %s" % (_d(2), _d(3), _d(3)), lambda: "91%s %s %s" % (_d(1), _d(3), _d(3)),
           lambda: "+52 55 %s %s" % (_d(4), _d(4))],
    "de": [lambda: "+49 30 %s" % _nz(8), lambda: "0171 %s" % _d(7), lambda: "+49 (0)89 %s %s" % (_nz(3), _d(4)),
           lambda: "+49 151 %s" % _d(8), lambda: "+43 1 %s %s" % (_nz(3), _d(4))],
    "fr": [lambda: "+33 6 %s %s %s %s" % (_d(2), _d(2), _d(2), _d(2)), lambda: "01 %s %s %s %s" % (_d(2), _d(2), _d(2), _d(2)),
           lambda: "06.%s.%s.%s.%s" % (_d(2), _d(2), _d(2), _d(2)), lambda: "+32 470 %s %s %s" % (_d(2), _d(2), _d(2))],
    "pt": [lambda: "+351 91%s %s %s" % (_d(1), _d(3), _d(3)), lambda: "+55 11 9%s-%s" % (_d(4), _d(4)),
           lambda: "(21) 9%s-%s" % (_d(4), _d(4))],
    "it": [lambda: "+39 02 %s %s" % (_d(4), _d(4)), lambda: "347 %s %s" % (_d(3), _d(4)),
           lambda: "+39 333 %s%s" % (_d(3), _d(4))],
    "nl": [lambda: "+31 20 %s %s" % (_nz(3), _d(4)), lambda: "06-%s" % _nz(8), lambda: "+31 6 %s %s" % (_d(4), _d(4))],
    "pl": [lambda: "+48 22 %s %s %s" % (_nz(3), _d(2), _d(2)), lambda: "5%s %s %s" % (_d(2), _d(3), _d(3)),
           lambda: "+48 6%s-%s-%s" % (_d(2), _d(3), _d(3))],
    "tr": [lambda: "+90 212 %s %s %s" % (_nz(3), _d(2), _d(2)), lambda: "0532 %s %s %s" % (_nz(3), _d(2), _d(2)),
           lambda: "+90 (5%s) %s %s %s" % (_d(2), _nz(3), _d(2), _d(2))],
    "ro": [lambda: "+40 21 %s %s" % (_nz(3), _d(4)), lambda: "0722 %s %s" % (_d(3), _d(3)),
           lambda: "+40 7%s %s %s" % (_d(2), _d(3), _d(3))],
    "hu": [lambda: "+36 1 %s %s" % (_nz(3), _d(4)), lambda: "06 30 %s %s" % (_nz(3), _d(4)),
           lambda: "+36 20 %s-%s" % (_nz(3), _d(4))],
    "ja": [lambda: "+81 3-%s-%s" % (_d(4), _d(4)), lambda: "090-%s-%s" % (_d(4), _d(4)),
           lambda: "03-%s-%s" % (_d(4), _d(4)), lambda: "+81 80 %s %s" % (_d(4), _d(4))],
    "zh": [lambda: "+86 13%s %s %s" % (_d(1), _d(4), _d(4)), lambda: "139-%s-%s" % (_d(4), _d(4)),
           lambda: "010-%s %s" % (_nz(4), _d(4)), lambda: "+852 %s %s" % (_nz(4), _d(4))],
}


def gen_phone(lang="en"):
    if R.random() < 0.2:
        lang = R.choice(sorted(PHONE_FMT))
    return R.choice(PHONE_FMT[lang])()


def phone_valid(s):
    d = re.sub(r"\D", "", s)
    return 9 <= len(d) <= 15 and re.fullmatch(r"[+(\d][\d ().\-]+\d", s) is not None


# ---------------------------------------------------------------- names & e-mails
FIRST = ["anna", "marek", "lucia", "jonas", "sofia", "emre", "ioana", "bence", "yuki", "wei", "pedro",
         "giulia", "daan", "claire", "omar", "priya", "liam", "noah", "zeynep", "andrei", "reka",
         "haruto", "mei", "tomas", "ines", "matteo", "sanne", "agata", "kemal", "elena", "ferenc",
         "kenji", "xiaoling", "rafael", "chiara", "pieter", "margaux", "dominik", "camila", "olu"]
LAST = ["silva", "kowalski", "moreno", "becker", "rossi", "yilmaz", "popescu", "nagy", "tanaka",
        "zhang", "santos", "bianchi", "devries", "dubois", "haddad", "sharma", "obrien", "schmidt",
        "demir", "ionescu", "kovacs", "sato", "chen", "novak", "ferreira", "romano", "jansen",
        "wisniewska", "aydin", "georgescu", "horvath", "suzuki", "liu", "costa", "greco", "bakker"]
MAIL_DOM = {
    "en": ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "fastmail.fm", "protonmail.com", "btinternet.com"],
    "es": ["hotmail.es", "telefonica.net", "gmail.com", "yahoo.com.mx"],
    "de": ["web.de", "gmx.de", "t-online.de", "posteo.de", "gmx.at"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "sfr.fr"],
    "pt": ["sapo.pt", "gmail.com", "uol.com.br", "bol.com.br"],
    "it": ["libero.it", "virgilio.it", "tiscali.it", "alice.it"],
    "nl": ["ziggo.nl", "kpnmail.nl", "hetnet.nl", "planet.nl"],
    "pl": ["wp.pl", "onet.pl", "interia.pl", "o2.pl"],
    "tr": ["hotmail.com.tr", "yandex.com.tr", "gmail.com"],
    "ro": ["yahoo.ro", "gmail.com", "rdslink.ro"],
    "hu": ["freemail.hu", "citromail.hu", "gmail.com"],
    "ja": ["docomo.ne.jp", "yahoo.co.jp", "ezweb.ne.jp", "gmail.com"],
    "zh": ["qq.com", "163.com", "126.com", "sina.com"],
}
ORG_DOM = ["northwind-freight.co.uk", "brightpath.io", "kestrel-labs.dev", "mail.uni-leiden.nl",
           "student.tu-wien.ac.at", "alumni.unibo.it", "haventrust-bank.com", "corvid-media.fm",
           "helix-analytics.ai", "stadtwerke-kiel.de", "orbitaltax.co", "finch-movers.com.au"]


def gen_email(lang="en"):
    f, l = R.choice(FIRST), R.choice(LAST)
    style = R.randint(0, 8)
    local = [f + "." + l, f[0] + l, f + "_" + l + digits(2), f + "+" + R.choice(["travel", "bank", "podcast", "tax", "promo"]),
             l + "." + f + digits(1), f + digits(4), f[0] + "." + l, f + "-" + l, l + f[0] + digits(2)][style]
    dom = R.choice(ORG_DOM) if R.random() < 0.25 else R.choice(MAIL_DOM.get(lang, MAIL_DOM["en"]))
    e = local + "@" + dom
    r = R.random()
    if r < 0.08:
        e = e.upper()
    elif r < 0.2:
        e = local.capitalize() + "@" + dom
    return e


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")


def email_valid(s):
    return EMAIL_RE.fullmatch(s) is not None and ".." not in s


# ---------------------------------------------------------------- secrets
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
PW_WORDS = ["Harbor", "Velvet", "Quartz", "Mango", "Falcon", "Ember", "Tundra", "Cobalt", "Saffron", "Pixel"]
HOSTS = ["db-prod-3.internal", "pg.eu-west.svc.cluster.local", "mongo-shard-2.corp.lan",
         "redis-cache.prod.local", "mysql-primary.dispatch.lan", "ledger-db.intra"]


def gen_password():
    s = R.randint(0, 3)
    if s == 0:
        return R.choice(PW_WORDS) + R.choice("!#$%&*?") + digits(R.randint(2, 4)) + R.choice(PW_WORDS).lower()
    if s == 1:
        return rs(ALNUM + "!@#%^*_-", R.randint(12, 20))
    if s == 2:
        return "-".join(R.choice(PW_WORDS).lower() for _ in range(3)) + digits(2)
    return rs(string.ascii_lowercase, 3).capitalize() + digits(3) + R.choice("!?$") + rs(ALNUM, 6)


def _jwt():
    hdr = R.choice(["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9",
                    "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzUxMiJ9"])
    return hdr + ".eyJ" + rs(B64U, R.randint(40, 90)) + "." + rs(B64U, 43)


SECRET_KINDS = [
    ("aws_key", "AWS_ACCESS_KEY_ID", lambda: R.choice(["AKIA", "ASIA"]) + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
    ("aws_secret", "AWS_SECRET_ACCESS_KEY", lambda: rs(B64, 40)),
    ("github", "GITHUB_TOKEN", lambda: R.choice(["ghp_", "gho_", "ghs_"]) + rs(ALNUM, 36)),
    ("github_pat", "GH_PAT", lambda: "github_pat_11" + rs(UPPER_DIG, 20) + "_" + rs(ALNUM, 59)),
    ("gitlab", "GITLAB_TOKEN", lambda: "glpat-" + rs(ALNUM + "-_", 20)),
    ("slack", "SLACK_BOT_TOKEN", lambda: R.choice(["xoxb-", "xoxp-"]) + digits(12) + "-" + digits(13) + "-" + rs(ALNUM, 24)),
    ("slack_hook", "SLACK_WEBHOOK_URL", lambda: "https://hooks.slack.com/services/T" + rs(UPPER_DIG, 8) + "/B" + rs(UPPER_DIG, 10) + "/" + rs(ALNUM, 24)),
    ("stripe", "STRIPE_SECRET_KEY", lambda: R.choice(["sk_live_", "rk_live_"]) + rs(ALNUM, R.choice([24, 34, 99]))),
    ("google", "GOOGLE_API_KEY", lambda: "AIza" + rs(ALNUM + "-_", 35)),
    ("openai", "OPENAI_API_KEY", lambda: R.choice(["sk-proj-", "sk-"]) + rs(ALNUM + "-_", R.choice([48, 64]))),
    ("anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA"),
    ("twilio", "TWILIO_API_KEY", lambda: "SK" + rs(HEX, 32)),
    ("sendgrid", "SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
    ("npm", "NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36)),
    ("pypi", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 60)),
    ("mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(HEX, 32)),
    ("shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32)),
    ("telegram", "TELEGRAM_BOT_TOKEN", lambda: str(R.randint(10 ** 8, 10 ** 9 - 1)) + ":AA" + rs(B64U, 33)),
    ("jwt", "Authorization", _jwt),
    ("azure", "AccountKey", lambda: rs(B64, 86) + "=="),
    ("hf", "HF_TOKEN", lambda: "hf_" + rs(string.ascii_letters, 34)),
    ("dopp", "DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(ALNUM, 43)),
    ("password", "DB_PASSWORD", gen_password),
    ("password", "password", gen_password),
    ("connstr", "DATABASE_URL", None),
    ("pem", "private_key", None),
]


def gen_secret():
    kind, key, fn = R.choice(SECRET_KINDS)
    if kind == "connstr":
        pw = gen_password().replace("@", "#").replace("/", "_").replace(":", ";")
        user = R.choice(["app", "svc_dispatch", "loyalty_rw", "admin", "etl"])
        scheme = R.choice(["postgres", "postgresql", "mysql", "mongodb+srv", "redis", "amqp"])
        host = R.choice(HOSTS)
        if scheme == "redis":
            return pw, "redis://:%s@%s:6379/0" % (pw, host), "REDIS_URL"
        if R.random() < 0.3:
            return pw, "Server=%s;Database=claims;User Id=%s;Password=%s;" % (host, user, pw), "ConnectionStrings__Default"
        return pw, "%s://%s:%s@%s/%s" % (scheme, user, pw, host, R.choice(["prod", "claims", "permits", "crm"])), key
    if kind == "pem":
        body = "\n".join(rs(B64, 64) for _ in range(R.randint(3, 6)))
        v = "-----BEGIN %sPRIVATE KEY-----\n%s\n-----END %sPRIVATE KEY-----" % (("RSA ", body, "RSA ") if R.random() < 0.5 else ("", body, ""))
        return v, v, key
    v = fn()
    if kind == "azure":
        return v, "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (R.choice(["claimsdocs", "permitscans", "mediaraw"]), v), key
    if kind == "jwt":
        return v, "Bearer " + v, key
    return v, v, key


def secret_valid(s):
    return len(s) >= 8 and not re.search(r"\s", s.replace("\n", "")) or s.startswith("-----BEGIN")


# ---------------------------------------------------------------- languages
# per language: labels for the 7 types, explicit frames ({lbl},{v}), implicit frames ({v}),
# opener ({ref}), closer, speaker names (customer, agent)
L = {
    "en": (["email", "phone number", "card number", "SSN", "IBAN", "IP address", "API key"],
           ["My {lbl} is {v}", "{lbl}: {v}", "Sure, the {lbl} is {v} — let me know if anything else is needed."],
           ["You can reach me at {v}.", "Use this one: {v}", "ok here it is {v}"],
           "Hi, I'm writing about case {ref}.", "Thanks a lot!", ("Customer", "Agent")),
    "es": (["correo electrónico", "teléfono", "número de tarjeta", "número de Seguro Social", "IBAN", "dirección IP", "clave de API"],
           ["Mi {lbl} es {v}", "Le paso mi {lbl}: {v}", "{lbl}: {v}"],
           ["Pueden contactarme en {v}", "Aquí lo tiene: {v}", "es este {v}"],
           "Hola, les escribo por el caso {ref}.", "¡Muchas gracias!", ("Cliente", "Agente")),
    "de": (["E-Mail-Adresse", "Telefonnummer", "Kartennummer", "Sozialversicherungsnummer (SSN)", "IBAN", "IP-Adresse", "API-Schlüssel"],
           ["Meine {lbl} lautet {v}", "{lbl}: {v}", "Hier die {lbl}: {v}"],
           ["Sie erreichen mich unter {v}", "Bitte das hier verwenden: {v}", "das ist {v}"],
           "Guten Tag, es geht um den Vorgang {ref}.", "Vielen Dank und viele Grüße", ("Kunde", "Mitarbeiter")),
    "fr": (["adresse e-mail", "numéro de téléphone", "numéro de carte", "numéro de sécurité sociale américain", "IBAN", "adresse IP", "clé API"],
           ["Mon {lbl} est {v}", "Voici mon {lbl} : {v}", "{lbl} : {v}"],
           ["Vous pouvez me joindre au {v}", "Voilà : {v}", "c'est {v}"],
           "Bonjour, je vous écris au sujet du dossier {ref}.", "Merci beaucoup !", ("Client", "Conseiller")),
    "pt": (["e-mail", "telefone", "número do cartão", "número do Seguro Social", "IBAN", "endereço IP", "chave de API"],
           ["O meu {lbl} é {v}", "Segue o {lbl}: {v}", "{lbl}: {v}"],
           ["Podem falar comigo pelo {v}", "Aqui está: {v}", "é esse {v}"],
           "Olá, escrevo sobre o processo {ref}.", "Obrigado!", ("Cliente", "Atendente")),
    "it": (["indirizzo email", "numero di telefono", "numero della carta", "numero di previdenza sociale (SSN)", "IBAN", "indirizzo IP", "chiave API"],
           ["Il mio {lbl} è {v}", "Ecco il {lbl}: {v}", "{lbl}: {v}"],
           ["Potete contattarmi al {v}", "Eccolo: {v}", "è questo {v}"],
           "Buongiorno, scrivo per la pratica {ref}.", "Grazie mille!", ("Cliente", "Operatore")),
    "nl": (["e-mailadres", "telefoonnummer", "kaartnummer", "SSN (social security number)", "IBAN", "IP-adres", "API-sleutel"],
           ["Mijn {lbl} is {v}", "Hierbij mijn {lbl}: {v}", "{lbl}: {v}"],
           ["U kunt mij bereiken op {v}", "Deze graag gebruiken: {v}", "het is {v}"],
           "Hallo, ik mail over dossier {ref}.", "Alvast bedankt!", ("Klant", "Medewerker")),
    "pl": (["adres e-mail", "numer telefonu", "numer karty", "numer SSN", "IBAN", "adres IP", "klucz API"],
           ["Mój {lbl} to {v}", "Podaję {lbl}: {v}", "{lbl}: {v}"],
           ["Proszę o kontakt pod {v}", "Proszę: {v}", "to jest {v}"],
           "Dzień dobry, piszę w sprawie zgłoszenia {ref}.", "Dziękuję!", ("Klient", "Konsultant")),
    "tr": (["e-posta adresi", "telefon numarası", "kart numarası", "SSN numarası", "IBAN", "IP adresi", "API anahtarı"],
           ["{lbl} bilgim: {v}", "{lbl}: {v}", "Benim {lbl} {v}"],
           ["Bana {v} üzerinden ulaşabilirsiniz", "Buyrun: {v}", "şu {v}"],
           "Merhaba, {ref} numaralı talep hakkında yazıyorum.", "Teşekkürler!", ("Müşteri", "Temsilci")),
    "ro": (["adresa de e-mail", "numărul de telefon", "numărul cardului", "numărul SSN", "IBAN", "adresa IP", "cheia API"],
           ["{lbl} este {v}", "Vă trimit {lbl}: {v}", "{lbl}: {v}"],
           ["Mă puteți contacta la {v}", "Poftiți: {v}", "e acesta {v}"],
           "Bună ziua, vă scriu în legătură cu dosarul {ref}.", "Mulțumesc!", ("Client", "Operator")),
    "hu": (["e-mail-cím", "telefonszám", "kártyaszám", "SSN szám", "IBAN", "IP-cím", "API-kulcs"],
           ["{lbl}: {v}", "Itt van a(z) {lbl}: {v}", "Küldöm, {lbl} – {v}"],
           ["Elérhető vagyok itt: {v}", "Tessék: {v}", "ez az {v}"],
           "Jó napot, a(z) {ref} ügy miatt írok.", "Köszönöm!", ("Ügyfél", "Ügyintéző")),
    "ja": (["メールアドレス", "電話番号", "カード番号", "社会保障番号（SSN）", "IBAN", "IPアドレス", "APIキー"],
           ["{lbl}は {v} です。", "{lbl}：{v}", "{lbl}をお送りします：{v}"],
           ["こちらにご連絡ください：{v}", "これです → {v}", "{v} でお願いします"],
           "お世話になっております。案件 {ref} の件です。", "よろしくお願いいたします。", ("お客様", "担当")),
    "zh": (["电子邮箱", "电话号码", "卡号", "社会安全号码（SSN）", "IBAN", "IP地址", "API密钥"],
           ["我的{lbl}是 {v}", "{lbl}：{v}", "发一下{lbl}：{v}"],
           ["可以通过 {v} 联系我", "就是这个：{v}", "用 {v} 吧"],
           "您好，我想咨询一下工单 {ref}。", "谢谢！", ("客户", "客服")),
}
LANGS = sorted(L)


def lab(lang, t):
    return L[lang][0][TYPES.index(t)]


# ---------------------------------------------------------------- settings
def _ref(prefix, n=5):
    return "%s-%s" % (prefix, digits(n))


SETTINGS = [
    dict(key="airline", name="SkyLoop loyalty desk", svc="loyalty-api", agent="Priscilla (SkyLoop Care)",
         ref=lambda: "PNR " + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
         fill=["Member tier: Gold, 48,210 miles pending.", "Flight SL 418 on 14 Mar was rebooked to SL 422.",
               "Lounge voucher was not credited after the delay.", "Seat 23C, fare class Y."]),
    dict(key="bank", name="Haventrust fraud-dispute chat", svc="dispute-svc", agent="Marcus, Fraud Team",
         ref=lambda: _ref("DSP"), fill=["Disputed amount: EUR 412.90 at an online electronics store.",
                                        "Provisional credit issued on 02/03.", "Merchant category 5732.",
                                        "Card has been blocked as a precaution."]),
    dict(key="saas", name="Brightpath customer success", svc="cs-inbox", agent="Dana from Customer Success",
         ref=lambda: _ref("CS", 4), fill=["Workspace is on the Growth plan, 38 seats.",
                                         "Renewal date is 30 June.", "SSO rollout is blocked on our side.",
                                         "Webhook retries exceed the limit since v3.8 release."]),
    dict(key="insurance", name="home-insurance adjuster notes", svc="claims-core", agent="Adjuster R. Okafor",
         ref=lambda: "HO-%d-%s" % (R.randint(2021, 2025), digits(4)),
         fill=["Water damage in kitchen, subfloor soft near dishwasher.", "Moisture reading 31% on north wall.",
               "Contractor estimate pending, roof inspection scheduled.", "Policyholder present during inspection."]),
    dict(key="registrar", name="university registrar", svc="sis-registrar", agent="Office of the Registrar",
         ref=lambda: _ref("REG", 4), fill=["Transcript request for Fall term, 2 copies.",
                                          "Enrollment verification letter needed for visa.",
                                          "Grade change form signed by instructor.", "Hold on account cleared."]),
    dict(key="parking", name="city parking-permit office", svc="permit-portal", agent="Parking Services",
         ref=lambda: "P-%s" % digits(5), fill=["Zone 7 residential permit, vehicle plate on file.",
                                              "Renewal fee $65 paid at kiosk.", "Visitor passes: 10 remaining.",
                                              "Temporary permit valid until end of month."]),
    dict(key="podcast", name="podcast sponsorship inbox", svc="sponsor-crm", agent="Lena (host)",
         ref=lambda: _ref("SPN", 4), fill=["Mid-roll slot, 60 seconds, episodes 112-115.",
                                          "CPM quoted at $28, downloads ~42k per episode.",
                                          "Promo code LISTEN20 for the sponsor.", "Read must be host-voiced."]),
    dict(key="abuse", name="cloud provider abuse reports", svc="abuse-desk", agent="Trust & Safety",
         ref=lambda: _ref("ABUSE", 6), fill=["Reported activity: SSH brute force, 4,812 attempts.",
                                            "Instance suspended pending review.", "Phishing kit hosted under /wp-content/.",
                                            "Customer notified, 24h to respond."]),
    dict(key="tax", name="tax preparer client portal", svc="taxportal", agent="Morgan, EA",
         ref=lambda: _ref("TX", 4), fill=["Form 1099-NEC uploaded, Schedule C pending.",
                                         "Estimated refund: $1,284.", "Extension filed (Form 4868).",
                                         "Missing: mortgage interest statement."]),
    dict(key="moving", name="moving company dispatch chat", svc="dispatch", agent="Dispatch - Finch Movers",
         ref=lambda: "JOB-%s" % digits(4), fill=["Truck 14 leaving depot at 7:30.", "3-bedroom, piano on 2nd floor, no elevator.",
                                                "Crew of 4, estimated 6 hours.", "Parking permit for loading zone confirmed."]),
]


def fill(st, k=1):
    return " ".join(R.sample(st["fill"], k))


def ts():
    return "2024-%02d-%02dT%02d:%02d:%02dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                              R.randint(0, 59), R.randint(0, 59))


def hm():
    return "%02d:%02d" % (R.randint(7, 22), R.randint(0, 59))


FIELD = {
    "email": ["email", "contact_email", "e_mail", "correo", "mail", "billing_email", "メール"],
    "phone": ["phone", "tel", "mobile", "telefono", "handy", "callback_number", "telefon"],
    "credit_card": ["card_number", "pan", "cc_num", "kartennummer", "numero_carta", "card"],
    "us_ssn": ["ssn", "taxpayer_ssn", "social_security_no", "ss_number", "tin_ssn"],
    "iban": ["iban", "payout_iban", "bank_account", "rekeningnummer", "refund_iban", "konto"],
    "ip_address": ["ip", "client_ip", "remote_addr", "src_ip", "source_address", "last_login_ip"],
    "secret": ["api_key", "token", "secret", "credential", "access_token", "auth"],
}


def field(t, key=None):
    if t == "negative":
        return key or "ref"
    if t == "secret" and key and (R.random() < 0.75 or "PASSWORD" in key.upper()):
        return key
    return R.choice(FIELD[t])


# ---------------------------------------------------------------- positive formats
ACK = {"en": "Got it, thank you.", "es": "Perfecto, gracias.", "de": "Danke, ist notiert.", "fr": "C'est noté, merci.",
       "pt": "Anotado, obrigado.", "it": "Perfetto, grazie.", "nl": "Genoteerd, dank u.", "pl": "Dziękuję, zanotowane.",
       "tr": "Not aldım, teşekkürler.", "ro": "Am notat, mulțumesc.", "hu": "Rögzítettem, köszönöm.",
       "ja": "承知しました。", "zh": "好的，已记录。"}
SECRET_LBL = {"DB_PASSWORD": "password", "password": "password", "DATABASE_URL": "connection string",
              "REDIS_URL": "Redis URL", "ConnectionStrings__Default": "connection string",
              "private_key": "private key", "Authorization": "auth header", "AccountKey": "storage connection string"}


ORG = {"airline": "SkyLoop Rewards", "bank": "Haventrust Bank", "saas": "Brightpath", "insurance": "Keystone Home Insurance",
       "registrar": "the Registrar's Office", "parking": "City Parking Services", "podcast": "the Night Shift podcast",
       "abuse": "Nimbus Cloud Trust & Safety", "tax": "Orbital Tax", "moving": "Finch Movers"}
STATS = {}


def stat(*keys):
    for k in keys:
        STATS[k] = STATS.get(k, 0) + 1


def person():
    return "%s %s" % (R.choice(FIRST).capitalize(), R.choice(LAST).capitalize())


def label_for(c):
    if c.get("lbl"):
        return c["lbl"]
    if c["t"] == "secret" and c["key"] in SECRET_LBL:
        return SECRET_LBL[c["key"]] if c["lang"] == "en" else c["key"]
    return lab(c["lang"], c["t"])


def phrase(c):
    lang, mode, rend = c["lang"], c["mode"], c["rend"]
    if mode == "implicit":
        frames = L[lang][2] if c["t"] in ("email", "phone") else L[lang][2][1:]
        return R.choice(frames).format(v=rend)
    if mode == "absent":
        return rend
    if mode == "far":
        return "%s?\n%s\n%s\n%s" % (label_for(c), fill(c["st"]), fill(c["st"]), rend)
    return R.choice(L[lang][1]).format(lbl=label_for(c), v=rend)


def f_chat(c):
    cu, ag = L[c["lang"]][5]
    lines = [(cu, L[c["lang"]][3].format(ref=c["ref"]))]
    if R.random() < 0.5:
        lines.append((ag, fill(c["st"]) if c["lang"] == "en" else ACK[c["lang"]]))
    lines.append((cu, phrase(c)))
    lines.append((ag, ACK[c["lang"]]))
    t0 = R.randint(7 * 60, 21 * 60)
    out = []
    for who, msg in lines:
        t0 += R.randint(0, 6)
        out.append("[%02d:%02d] %s: %s" % (t0 // 60, t0 % 60, who, msg))
    return "\n".join(out)


def f_email(c):
    who = person()
    subj = R.choice(["Re: %s", "Fwd: %s", "Question about %s", "%s - update", "AW: %s", "RE: %s"]) % c["ref"]
    body = [L[c["lang"]][3].format(ref=c["ref"])]
    if R.random() < 0.6:
        body.append(fill(c["st"], 2))
    body.append(phrase(c))
    body += ["", L[c["lang"]][4], who]
    return "From: %s\nTo: %s\nSubject: %s\n\n%s" % (who, ORG[c["st"]["key"]], subj, "\n".join(body))


def f_log(c):
    t, rend, f = c["t"], c["rend"], field(c["t"], c["key"])
    if t == "ip_address" and R.random() < 0.5 and ":" not in rend:
        return '%s - - [%02d/Mar/2024:%s:%02d +0000] "%s /%s HTTP/1.1" %d %d' % (
            rend, R.randint(1, 28), hm(), R.randint(0, 59), R.choice(["GET", "POST"]),
            R.choice(["login", "api/v2/claims", "wp-login.php", "permits/renew"]), R.choice([200, 401, 403, 302]), R.randint(200, 9000))
    lvl = R.choice(["INFO", "WARN", "DEBUG", "ERROR"])
    if c["mode"] == "absent":
        return "%s %s [%s] request ref=%s payload accepted: %s" % (ts(), lvl, c["st"]["svc"], c["ref"], rend)
    return "%s %s [%s] ref=%s %s=%s status=%s" % (ts(), lvl, c["st"]["svc"], c["ref"], f, rend,
                                                  R.choice(["ok", "pending", "rejected", "queued"]))


def f_json(c):
    d = {"ref": c["ref"], "channel": c["st"]["key"], field(c["t"], c["key"]): c["rend"],
         "note": fill(c["st"]), "updated_at": ts()}
    keys = list(d)
    R.shuffle(keys)
    return json.dumps({k: d[k] for k in keys}, ensure_ascii=False, indent=R.choice([None, 2]))


def f_yaml(c):
    rend = c["rend"]
    if R.random() < 0.5 or any(ch in rend for ch in ":#{}[]&*!%@`'\""):
        rend = '"%s"' % rend
    return "%s:\n  ref: %s\n  %s: %s\n  note: %s\n  updated: %s" % (
        c["st"]["key"], c["ref"], field(c["t"], c["key"]), rend, fill(c["st"]), ts())


def f_xml(c):
    rend = c["rend"]
    if any(ch in rend for ch in "<>&"):
        rend = "<![CDATA[%s]]>" % rend
    f = re.sub(r"[^A-Za-z_]", "_", field(c["t"], c["key"])) or "value"
    return '<?xml version="1.0" encoding="UTF-8"?>\n<record ref="%s">\n  <%s>%s</%s>\n  <note>%s</note>\n</record>' % (
        c["ref"], f, rend, f, fill(c["st"]))


def f_csv(c):
    f, rend = field(c["t"], c["key"]), c["rend"]
    if "," in rend or '"' in rend:
        rend = '"%s"' % rend.replace('"', '""')
    hdr = ["ref", "name", f, "status"]
    row = [c["ref"], person(), rend, R.choice(["open", "closed", "review"])]
    other = [R.choice(["REF-%s" % digits(3), "n/a"]), person(), "", "open"]
    rows = [row, other] if R.random() < 0.5 else [other, row]
    return "\n".join(",".join(x) for x in [hdr] + rows)


def f_md(c):
    f = field(c["t"], c["key"])
    if R.random() < 0.5:
        return "| %s | ref | updated |\n|---|---|---|\n| %s | %s | %s |" % (f, c["rend"], c["ref"], ts()[:10])
    return "### %s\n\n| Field | Value |\n|---|---|\n| Ref | %s |\n| %s | %s |\n| Notes | %s |" % (
        c["st"]["name"], c["ref"], label_for(c), c["rend"], fill(c["st"]))


def f_html(c):
    return ("<table>\n<tr><th>Ref</th><th>%s</th><th>Updated</th></tr>\n<tr><td>%s</td><td>%s</td><td>%s</td></tr>\n</table>"
            % (label_for(c), c["ref"], c["rend"], ts()[:10]))


def f_config(c):
    k = (c["key"] or field(c["t"])).upper().replace("-", "_")
    style = R.choice(["env", "ini", "toml", "props"])
    if style == "env":
        return "# %s\nAPP_ENV=production\nLOG_LEVEL=info\n%s=%s\nFEATURE_FLAGS=beta,export" % (c["st"]["svc"], k, c["rend"])
    if style == "ini":
        return "[%s]\nregion = eu-central\ntimeout = 30\n%s = %s\n" % (c["st"]["svc"], k.lower(), c["rend"])
    if style == "toml":
        return '[service]\nname = "%s"\nretries = 3\n\n[credentials]\n%s = "%s"' % (c["st"]["svc"], k.lower(), c["rend"])
    return "%s.timeout=30s\n%s.%s=%s\n" % (c["st"]["svc"], c["st"]["svc"], k.lower(), c["rend"])


def f_trace(c):
    f = field(c["t"], c["key"])
    if R.random() < 0.5:
        return ('Traceback (most recent call last):\n  File "/srv/%s/handlers.py", line %d, in submit\n    validate(payload)\n'
                '  File "/srv/%s/validate.py", line %d, in validate\n    raise ValidationError(f"rejected {field}: {value}")\n'
                "ValidationError: rejected %s: %s" % (c["st"]["svc"], R.randint(20, 400), c["st"]["svc"], R.randint(10, 99), f, c["rend"]))
    return ('Exception in thread "worker-%d" com.%s.ValidationException: could not process %s=%s\n'
            "\tat com.%s.Validator.check(Validator.java:%d)\n\tat com.%s.Pipeline.run(Pipeline.java:%d)"
            % (R.randint(1, 9), c["st"]["key"], f, c["rend"], c["st"]["key"], R.randint(30, 300), c["st"]["key"], R.randint(30, 300)))


def f_sms(c):
    return "SMS %s %s\n%s" % (ts()[:10], hm(), phrase(c) + R.choice(["", " thx", " 🙏", " (re %s)" % c["ref"]]))


def f_transcript(c):
    q = {"email": "an email for the confirmation", "phone": "a callback number", "credit_card": "the card number",
         "us_ssn": "the social security number", "iban": "the account for the refund", "ip_address": "the IP you saw",
         "secret": "the key you were using", "negative": "the %s" % c.get("lbl")}[c["t"]]
    return ("[00:%02d:%02d] AGENT: Thanks for calling %s. Can I get %s?\n[00:%02d:%02d] CALLER: Yeah, one sec... okay, %s\n"
            "[00:%02d:%02d] AGENT: Perfect." % (R.randint(0, 5), R.randint(0, 59), ORG[c["st"]["key"]], q,
                                                R.randint(6, 9), R.randint(0, 59), c["rend"], R.randint(10, 14), R.randint(0, 59)))


def f_form(c):
    lines = ["%s — intake form" % c["st"]["name"], "Reference: %s" % c["ref"], "Full name: %s" % person(),
             "Date: %s" % ts()[:10]]
    if c["mode"] == "far":
        lines += ["%s (see below)" % label_for(c), "Notes: %s" % fill(c["st"], 2), "Attachment: scan_%s.pdf" % digits(3), c["rend"]]
    else:
        lines.insert(R.randint(2, 4), "%s: %s" % (label_for(c), c["rend"]))
    return "\n".join(lines)


FORMATS = {"chat": f_chat, "email": f_email, "log": f_log, "json": f_json, "yaml": f_yaml, "xml": f_xml, "csv": f_csv,
           "markdown": f_md, "html": f_html, "config": f_config, "trace": f_trace, "sms": f_sms,
           "transcript": f_transcript, "form": f_form}


HUMAN_FMTS = ["chat", "chat", "chat", "email", "email", "sms", "form", "markdown", "html"]


def make_positive(t):
    lang = R.choice(LANGS) if R.random() < 0.55 else "en"
    v, rend, key = gen_value(t, lang)
    return v, make_positive_text(t, v, rend, key, lang)


def make_positive_text(t, v, rend, key, lang):
    st = R.choice(SETTINGS)
    fmt = R.choice(list(FORMATS))
    if lang != "en":
        fmt = R.choice(HUMAN_FMTS)
    if "\n" in rend:
        fmt = R.choice(["chat", "email", "form"])
    mode = R.choice(["explicit", "explicit", "implicit", "absent", "far"])
    c = dict(t=t, v=v, rend=rend, key=key, st=st, lang=lang, mode=mode, ref=st["ref"]())
    stat("fmt:" + fmt, "lang:" + lang, "setting:" + st["key"], "label:" + mode)
    return FORMATS[fmt](c)


def gen_value(t, lang="en"):
    """returns (value, rendered_string_containing_value, key_hint)"""
    if t == "email":
        v = gen_email(lang)
    elif t == "phone":
        v = gen_phone(lang)
    elif t == "credit_card":
        v = gen_card()[0]
    elif t == "us_ssn":
        v = gen_ssn()
    elif t == "iban":
        v = gen_iban()
    elif t == "ip_address":
        v = gen_ip()
        r = R.random()
        if r < 0.12:
            return v, ("[%s]:%d" % (v, R.choice([443, 8443, 22])) if ":" in v else "%s:%d" % (v, R.choice([22, 80, 3389, 8080]))), None
        if r < 0.2:
            return v, "https://%s/%s" % ("[%s]" % v if ":" in v else v, R.choice(["admin", "login", "phpmyadmin/"])), None
        if r < 0.26 and ":" not in v:
            return v, "%s/%d" % (v, R.choice([32, 24, 29])), None
    else:
        return gen_secret()
    return v, v, None


def valid_value(t, v):
    if t == "email":
        return email_valid(v)
    if t == "phone":
        return phone_valid(v)
    if t == "credit_card":
        d = re.sub(r"[ \-]", "", v)
        return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d)
    if t == "us_ssn":
        return ssn_valid(v)
    if t == "iban":
        return iban_valid(v)
    if t == "ip_address":
        return ip_valid(v)
    return secret_valid(v)


# ---------------------------------------------------------------- look-alike negatives
def _bad_luhn(num):
    d = int(num[-1])
    return num[:-1] + str((d + R.randint(1, 9)) % 10)


def la_card_fail():
    brand, pre, ln = card_prefix()
    num = _bad_luhn(luhn_complete(pre + digits(ln - len(pre) - 1)))
    return R.choice(["card number (rejected by gateway)", "gift card number", "loyalty card no.", "reference"]), \
        R.choice(["card_number", "giftcard", "member_no"]), group_card(num, brand, R.choice([" ", "-", ""]))


def la_iban_fail():
    c = iban_compact()
    chk = int(c[2:4])
    c = c[:2] + "%02d" % ((chk + R.randint(1, 90)) % 97 + 2 if chk < 95 else chk - R.randint(1, 50)) + c[4:]
    if iban_valid(c):
        c = c[:2] + "00" + c[4:]
    return "IBAN (failed check)", "iban_input", iban_format(c, R.choice(["grouped", "compact"]))


def la_ssn_fail():
    a = R.choice(["000", "666", str(R.randint(900, 999)), "%03d" % R.randint(1, 899)])
    g, n = "%02d" % R.randint(1, 99), "%04d" % R.randint(1, 9999)
    if a not in ("000", "666") and int(a) < 900:
        if R.random() < 0.5:
            g = "00"
        else:
            n = "0000"
    return R.choice(["SSN field (invalid)", "claim number", "file no."]), "ssn_input", "%s-%s-%s" % (a, g, n)


def la_tracking():
    k = R.randint(0, 3)
    if k == 0:
        return "tracking number", "tracking", "1Z" + rs(UPPER_DIG, 6) + digits(10)
    if k == 1:
        return "tracking number", "tracking", " ".join([digits(4) for _ in range(5)] + [digits(2)])
    if k == 2:
        return "AWB", "awb", "%s-%s" % (digits(3), digits(8))
    return "consignment", "shipment", "JD%s%s" % (digits(9), rs("ABCDEFGH", 2))


def la_order():
    return R.choice([("order number", "order_id", "ORD-%d-%s" % (R.randint(2020, 2025), digits(6))),
                     ("invoice", "invoice_no", "INV-%d/%s" % (R.randint(2022, 2025), digits(4))),
                     ("confirmation code", "confirmation", rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + digits(3) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)),
                     ("case no.", "case_id", "%d-%s-%s" % (R.randint(2021, 2025), digits(3), digits(4)))])


def la_date_time():
    y, m, d = R.randint(2019, 2026), R.randint(1, 12), R.randint(1, 28)
    return R.choice([("date", "date", "%d-%02d-%02d %02d:%02d:%02d" % (y, m, d, R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))),
                     ("date", "datum", "%02d.%02d.%d" % (d, m, y)), ("date", "date", "%02d/%02d/%d" % (m, d, y)),
                     ("time window", "window", "%02d:%02d–%02d:%02d" % (R.randint(6, 11), R.randint(0, 59), R.randint(12, 18), R.randint(0, 59))),
                     ("timestamp", "ts", str(R.randint(1600000000, 1760000000)))])


def la_version():
    return R.choice([("version", "version", "v%d.%d.%d" % (R.randint(1, 12), R.randint(0, 30), R.randint(0, 99))),
                     ("build", "build", "10.0.%d.%d" % (R.randint(17000, 22631), R.randint(300, 4000))),
                     ("version", "app_version", "%d.%d.%d-rc.%d" % (R.randint(1, 5), R.randint(0, 20), R.randint(0, 9), R.randint(1, 4))),
                     ("firmware", "fw", "%d.%d.%d.%d" % (R.randint(2, 9), R.randint(256, 999), R.randint(0, 99), R.randint(0, 99)))])


def la_hash():
    return R.choice([("commit", "commit", rs(HEX, 40)), ("sha256", "checksum", "sha256:" + rs(HEX, 64)),
                     ("md5", "md5", rs(HEX, 32)), ("short commit", "rev", rs(HEX, 7))])


def la_uuid():
    h = rs(HEX, 32)
    return R.choice(["request id", "trace id", "session id"]), "request_id", "%s-%s-4%s-%s%s-%s" % (
        h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])


def la_product():
    return R.choice([("SKU", "sku", "%s-%s-%s" % (rs(string.ascii_uppercase, 2), digits(4), R.choice(["BLK", "WHT", "XL", "M"]))),
                     ("ISBN", "isbn", "978-%d-%s-%s-%d" % (R.randint(0, 9), digits(3), digits(5), R.randint(0, 9))),
                     ("part number", "part_no", "P/N %s-%s" % (digits(3), digits(5))),
                     ("model", "model", "%s%d-%s" % (rs(string.ascii_uppercase, 3), R.randint(100, 999), rs(UPPER_DIG, 4)))])


def la_amount():
    return R.choice([("amount", "amount", "€%d.%03d,%02d" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 99))),
                     ("amount", "total", "$%d,%03d.%02d" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 99))),
                     ("amount", "kwota", "%d %03d,%02d PLN" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 99))),
                     ("amount", "osszeg", "%d %03d Ft" % (R.randint(1, 999), R.randint(0, 999))),
                     ("amount", "amount_jpy", "¥%d,%03d" % (R.randint(1, 999), R.randint(0, 999)))])


def la_measure_coord():
    return R.choice([("weight", "weight", "%d.%d kg" % (R.randint(1, 900), R.randint(0, 9))),
                     ("volume", "volume", "%d,%d m³" % (R.randint(1, 80), R.randint(0, 9))),
                     ("coordinates", "geo", "%.5f, %.5f" % (R.uniform(-60, 70), R.uniform(-170, 170))),
                     ("coordinates", "loc", "%d°%02d′%02d″N %d°%02d′%02d″E" % (R.randint(0, 80), R.randint(0, 59), R.randint(0, 59),
                                                                            R.randint(0, 170), R.randint(0, 59), R.randint(0, 59))),
                     ("area", "area", "%d sq ft" % R.randint(400, 4000))])


def la_serial():
    return R.choice([("serial", "serial", "SN %s-%s-%s" % (rs(UPPER_DIG, 4), rs(UPPER_DIG, 4), digits(4))),
                     ("serial", "sn", "S/N: C02%s" % rs(UPPER_DIG, 9)),
                     ("MAC", "mac", ":".join(rs("0123456789ABCDEF", 2) for _ in range(6))),
                     ("VIN", "vin", rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14))])


def la_masked():
    return R.choice([("card", "card_number", "**** **** **** %s" % digits(4)), ("card", "card", "•••• %s" % digits(4)),
                     ("SSN", "ssn", "XXX-XX-%s" % digits(4)), ("SSN", "ssn", "***-**-%s" % digits(4)),
                     ("IBAN", "iban", "%s** **** **** **** %s" % (R.choice(["DE", "NL", "FR", "ES"]), digits(2))),
                     ("phone", "phone", "+%d *** *** %s" % (R.choice([1, 33, 44, 49]), digits(2))),
                     ("email", "email", "%s***@%s***" % (R.choice(FIRST)[0], R.choice("gmoy"))),
                     ("IP", "client_ip", "%d.%d.xxx.xxx" % (R.randint(11, 223), R.randint(0, 255))),
                     ("api key", "api_key", R.choice(["sk_live_", "ghp_", "AKIA", "xoxb-"]) + "•" * R.randint(6, 12) + rs(HEX, 4)),
                     ("password", "password", "*" * R.randint(8, 14)), ("token", "token", "[REDACTED]")])


def la_placeholder():
    return R.choice([("api key", "api_key", "<YOUR_API_KEY>"), ("secret", "STRIPE_SECRET_KEY", "${STRIPE_SECRET_KEY}"),
                     ("password", "DB_PASSWORD", "changeme-in-vault"), ("token", "GITHUB_TOKEN", "{{ secrets.GITHUB_TOKEN }}"),
                     ("card", "card_number", "XXXX-XXXX-XXXX-XXXX"), ("SSN", "ssn", "000-00-0000"),
                     ("phone", "phone", "+1 (XXX) XXX-XXXX"), ("email", "email", "{{customer.email}}"),
                     ("IBAN", "iban", "DEkk BBBB BBBB CCCC CCCC CC"), ("IP", "host", "<server-ip>"),
                     ("password", "password", "os.environ['DB_PASSWORD']"), ("key", "aws_key", "AKIA…(redacted)")])


def la_count():
    return R.choice([("passengers", "pax", "%d,%03d,%03d" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 999))),
                     ("downloads", "downloads", "%d %03d %03d" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 999))),
                     ("Downloads", "downloads", "%d.%03d.%03d" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 999))),
                     ("requests blocked", "blocked", "%d,%03d" % (R.randint(1, 999), R.randint(0, 999)))])


def la_flight_ext():
    return R.choice([("flight", "flight", "%s %d" % (R.choice(["LH", "SL", "TK", "AF", "IB", "LO", "W6"]), R.randint(100, 9999))),
                     ("extension", "ext", "ext. %d" % R.randint(100, 9999)), ("gate", "gate", "B%d" % R.randint(1, 60)),
                     ("room", "room", "Hall C, room %d" % R.randint(100, 499)),
                     ("port", "port", "TCP/%d" % R.choice([22, 443, 3389, 8080, 25]))])


LA_GENS = [la_card_fail, la_iban_fail, la_ssn_fail, la_tracking, la_order, la_date_time, la_version, la_hash,
           la_uuid, la_product, la_amount, la_measure_coord, la_serial, la_masked, la_placeholder, la_count,
           la_flight_ext]


def make_negatives(seen):
    out, n = [], 0
    while n < 800:
        lbl, fld, tok = LA_GENS[n % len(LA_GENS)]()
        lang = R.choice(LANGS) if R.random() < 0.5 else "en"
        st = R.choice(SETTINGS)
        fmt = R.choice(list(FORMATS))
        if lang != "en":
            fmt = R.choice(HUMAN_FMTS)
        rend = tok
        if R.random() < 0.35:
            l2, f2, t2 = R.choice(LA_GENS)()
            rend = "%s (%s %s)" % (tok, l2, t2)
        mode = R.choice(["explicit", "explicit", "implicit", "absent", "far"])
        c = dict(t="negative", v="", rend=rend, key=fld, lbl=lbl, st=st, lang=lang, mode=mode, ref=st["ref"]())
        text = FORMATS[fmt](c)
        if text in seen or scan_pii(text):
            continue
        stat("fmt:" + fmt, "lang:" + lang, "setting:" + st["key"])
        seen.add(text)
        out.append({"source": SRC, "type": "negative", "value": "", "text": text})
        n += 1
    return out


# ---------------------------------------------------------------- independent scanner (self-check)
SECRET_RES = [re.compile(x) for x in [
    r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b", r"\bgh[pos]_[A-Za-z0-9]{36}", r"github_pat_\w{20,}", r"glpat-[\w-]{20}",
    r"xox[bp]-\d+-", r"hooks\.slack\.com/services/T", r"[sr]k_live_[A-Za-z0-9]{10,}", r"AIza[\w-]{35}",
    r"sk-(?:proj-|ant-)?[\w-]{40,}", r"\bSK[0-9a-f]{32}\b", r"SG\.[\w-]{22}\.", r"npm_[A-Za-z0-9]{36}", r"pypi-AgEI",
    r"\bkey-[0-9a-f]{32}", r"shpat_[0-9a-f]{32}", r"\b\d{8,10}:AA[\w-]{30,}", r"eyJ[\w-]+\.eyJ", r"\bhf_[A-Za-z]{30,}",
    r"dp\.st\.", r"BEGIN (?:RSA )?PRIVATE KEY", r"AccountKey=[A-Za-z0-9+/]{40,}", r"://[^/\s:@]*:[^@\s/]+@"]]
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?!\.?\d)")
IPV6_RE = re.compile(r"(?<![\w:])([0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?::\d{1,3}(?:\.\d{1,3}){3})?)(?![\w:])")
RUN_RE = re.compile(r"(?<!\d)\d(?:[ \-]?\d)*(?!\d)")
SSN_RES = [re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?![\d])"), re.compile(r"(?<![\d ])\d{3} \d{2} \d{4}(?!\d)"),
           re.compile(r"(?<![\w])\d{9}(?![\w])")]
IBAN_RE = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){10,32}")
PLUSPHONE_RE = re.compile(r"\+\d[\d ().\-]{7,}\d")


def scan_pii(text):
    """returns list of (kind, start, end) of anything that looks like a *valid* value of the 7 types"""
    f = []
    for m in EMAIL_RE.finditer(text):
        f.append(("email", m.start(), m.end()))
    for m in RUN_RE.finditer(text):
        d = re.sub(r"\D", "", m.group())
        if 13 <= len(d) <= 19 and luhn_ok(d):
            f.append(("credit_card", m.start(), m.end()))
    for rx in SSN_RES:
        for m in rx.finditer(text):
            if ssn_valid(m.group()):
                f.append(("us_ssn", m.start(), m.end()))
    for m in IBAN_RE.finditer(text):
        comp = re.sub(r"\s", "", m.group()).upper()
        n = IBAN_LEN.get(comp[:2])
        if n and len(comp) >= n and iban_valid(comp[:n]):
            f.append(("iban", m.start(), m.end()))
    for m in IPV4_RE.finditer(text):
        if ip_valid(m.group(1)):
            f.append(("ip_address", m.start(), m.end()))
    for m in IPV6_RE.finditer(text):
        g = m.group(1)
        if ("::" in g or g.count(":") >= 7) and ip_valid(g):
            f.append(("ip_address", m.start(), m.end()))
    for rx in SECRET_RES:
        for m in rx.finditer(text):
            f.append(("secret", m.start(), m.end()))
    for m in PLUSPHONE_RE.finditer(text):
        if len(re.sub(r"\D", "", m.group())) >= 8:
            f.append(("phone", m.start(), m.end()))
    return f


def extra_checks(r):
    text = r["text"]
    anchor = r.get("disguise") or r["value"]
    spans = [(m.start(), m.end()) for m in re.finditer(re.escape(anchor), text)] if anchor else []
    errs = []
    for kind, a, b in scan_pii(text):
        if not any(a < y and x < b for x, y in spans):
            errs.append("stray %s %r" % (kind, text[a:b]))
    return errs


# ---------------------------------------------------------------- disguised values

DIGW = {
    "en": "zero one two three four five six seven eight nine", "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun", "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "it": "zero uno due tre quattro cinque sei sette otto nove", "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen", "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
}
DIGW = {k: v.split() for k, v in DIGW.items()}
FW = str.maketrans("0123456789", "０１２３４５６７８９")


def _groups(num):
    return group_card(num, "", " ").split(" ")


def disguise_card(num):
    k = R.randint(0, 12)
    g = _groups(num)
    if k == 0 or k == 1:
        lang = R.choice(sorted(DIGW))
        sep = R.choice([", ", " - ", " / "])
        return " ".join(DIGW[lang][int(x)] for x in g[0]) + sep + sep.join(
            " ".join(DIGW[lang][int(x)] for x in grp) for grp in g[1:]), lang
    if k == 2:
        return " ".join(num), None
    if k == 3:
        return ".".join(g), None
    if k == 4:
        return "/".join(g), None
    if k == 5:
        return " ".join(g).translate(FW), "ja"
    if k == 6:
        return "\n".join(g), None
    if k == 7:
        i = R.randrange(len(g))
        return " ".join("-".join(DIGW["en"][int(x)] for x in grp) if j == i else grp for j, grp in enumerate(g)), None
    if k == 8:
        return " ".join(g).replace("0", "O").replace("1", "l"), None
    if k == 9:
        return R.choice(["|", "*", "_", " ~ "]).join(g), None
    if k == 10:
        return "-".join(num), None
    if k == 11:
        return "  ".join(" ".join(grp) for grp in g), None
    return " ".join(grp[:2] + " " + grp[2:] for grp in g), None


def decode_card(d):
    d = unicodedata.normalize("NFKC", d)
    rev = {}
    for words in DIGW.values():
        for i, w in enumerate(words):
            rev.setdefault(w, str(i))
    d = re.sub(r"[^\W\d_]+", lambda m: rev.get(m.group().lower(), m.group()), d)
    return re.sub(r"\D", "", d.replace("O", "0").replace("l", "1"))


AT_DOT = [(" at ", " dot "), (" [at] ", " [dot] "), ("[at]", "[dot]"), (" (at) ", " (dot) "), ("{at}", "{dot}"),
          (" AT ", " DOT "), ("_at_", "_dot_"), (" arroba ", " punto "), (" arroba ", " ponto "), (" arobase ", " point "),
          (" chiocciola ", " punto "), (" apenstaartje ", " punt "), (" małpa ", " kropka "), (" kukac ", " pont "),
          (" et ", " nokta "), (" arond ", " punct "), (" アットマーク ", " ドット "), ("【at】", "【dot】"), (" @ ", " . "),
          ("＠", "．"), ("&#64;", "&#46;"), (" at ", ".")]


def disguise_email(e):
    local, dom = e.split("@")
    k = R.randrange(len(AT_DOT) + 2)
    if k == len(AT_DOT):
        return local + "#" + dom, "(replace # with @)"
    if k == len(AT_DOT) + 1:
        return local + " at " + dom, None
    at, dot = AT_DOT[k]
    return local.replace(".", dot) + at + dom.replace(".", dot), None


def decode_email(d):
    d = unicodedata.normalize("NFKC", html.unescape(d))
    for at, dot in AT_DOT:
        a, b = unicodedata.normalize("NFKC", html.unescape(at)), unicodedata.normalize("NFKC", html.unescape(dot))
        if a.strip() and a.strip() not in ("@",) and a in d:
            d = d.replace(a, "@")
        if b.strip() not in (".", "") and b in d:
            d = d.replace(b, ".")
    d = d.replace("#", "@")
    return re.sub(r"\s", "", d).lower()


DIS_INTRO = {"credit_card": ["(spelling it out so the bot doesn't eat it)", "writing it weird on purpose:",
                             "not pasting it normally —", "ok, card:"],
             "email": ["(anti-spam format)", "write it out properly yourself:", "my address, spam-proofed:", "contact:"]}


def make_disguised(seen):
    out = []
    for t in ("credit_card", "email"):
        n = 0
        while n < 75:
            lang = R.choice(LANGS) if R.random() < 0.5 else "en"
            if t == "credit_card":
                canon = gen_card("")[1]
                disg, dl = disguise_card(canon)
                note = None
            else:
                canon = gen_email(lang).lower()
                disg, note = disguise_email(canon)
                dl = None
            if dl in L:
                lang = dl
            st = R.choice(SETTINGS)
            fmt = R.choice(["chat", "chat", "email", "sms", "form", "transcript", "markdown"])
            if "\n" in disg:
                fmt = R.choice(["chat", "email"])
            rend = disg + (" " + note if note else "")
            if R.random() < 0.4:
                rend = R.choice(DIS_INTRO[t]) + " " + rend
            c = dict(t=t, v=canon, rend=rend, key=None, st=st, lang=lang,
                     mode=R.choice(["explicit", "implicit", "absent"]), ref=st["ref"]())
            text = FORMATS[fmt](c)
            if text in seen:
                continue
            row = {"source": SRC, "type": t, "value": canon, "disguise": disg, "text": text}
            if extra_checks(row) or canon in text:
                continue
            seen.add(text)
            stat("fmt:" + fmt, "lang:" + lang, "setting:" + st["key"])
            out.append(row)
            n += 1
    return out


# === SECTIONS END ===


def build_rows():
    rows, seen = [], set()
    for t in TYPES:
        n = 0
        while n < 200:
            v, text = make_positive(t)
            if text in seen:
                continue
            seen.add(text)
            rows.append({"source": SRC, "type": t, "value": v, "text": text})
            n += 1
    for extra in ("make_negatives", "make_disguised"):
        if extra in globals():
            for r in globals()[extra](seen):
                rows.append(r)
    R.shuffle(rows)
    return rows


def verify(path):
    counts, texts, errors = {}, set(), []
    with open(path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    for i, r in enumerate(rows):
        t = r["type"]
        key = t + ("/disguised" if "disguise" in r else "")
        counts[key] = counts.get(key, 0) + 1
        if r["source"] != SRC:
            errors.append((i, "source"))
        if r["text"] in texts:
            errors.append((i, "duplicate text"))
        texts.add(r["text"])
        if t == "negative":
            if r["value"] != "":
                errors.append((i, "negative with value"))
        elif "disguise" in r:
            if r["disguise"] not in r["text"]:
                errors.append((i, "disguise not in text"))
            if not valid_value(t, r["value"]):
                errors.append((i, "invalid canonical " + r["value"]))
            dec = decode_card(r["disguise"]) if t == "credit_card" else decode_email(r["disguise"])
            if dec != r["value"]:
                errors.append((i, "disguise decodes to %r not %r" % (dec, r["value"])))
        else:
            if r["value"] not in r["text"]:
                errors.append((i, "value not in text"))
            if not valid_value(t, r["value"]):
                errors.append((i, "invalid %s %r" % (t, r["value"])))
        if "extra_checks" in globals():
            errors.extend((i, e) for e in extra_checks(r))
    for k in sorted(counts):
        print("%-22s %d" % (k, counts[k]), file=sys.stderr)
    print("total rows %d" % len(rows), file=sys.stderr)
    for e in errors[:40]:
        print("ERROR", e, file=sys.stderr)
    return counts, errors


def main():
    rows = build_rows()
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(" ".join("%s=%d" % kv for kv in sorted(STATS.items())), file=sys.stderr)
    counts, errors = verify(OUT)
    if errors:
        print("%d verification errors" % len(errors), file=sys.stderr)
        sys.exit(1)
    print("OK: wrote %s" % OUT, file=sys.stderr)


if __name__ == "__main__":
    main()

