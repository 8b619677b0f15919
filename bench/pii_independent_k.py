#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Blind, independent evaluation corpus "K" for a PII / secrets detector.

Standard library only.  A single random.Random with a fixed seed drives every
choice, so corpora/pii-independent/indep-k.jsonl is reproducible.
Row format: {"source", "type", "value", "text"} (+ "disguise" for disguised rows).
Counts per type are printed to stderr.
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
from collections import Counter

SEED = 4815162342
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-k.jsonl")
SOURCE = "pii-indep-k"

PLAIN_COUNTS = {"email": 200, "credit_card": 200, "phone": 200, "us_ssn": 200,
                "iban": 200, "ip_address": 200, "secret": 200, "negative": 800}
DISGUISED_COUNTS = {"email": 75, "credit_card": 75}
LANGS = ["en", "de", "fr", "es", "it", "pt", "nl", "pl"]

# ------------------------------------------------------------------ settings
# Ten invented settings.  "thing" = short noun phrase per language.
SETTINGS = [
    {"key": "marina", "org": ["Harbourlight Marina", "Marina Nordkai", "Porto Vela Yacht Harbour"],
     "thing": {"en": "the berth booking", "de": "die Liegeplatzbuchung", "fr": "la réservation d'anneau",
               "es": "la reserva del amarre", "it": "la prenotazione dell'ormeggio", "pt": "a reserva do ancoradouro",
               "nl": "de ligplaatsreservering", "pl": "rezerwacja miejsca w porcie"},
     "ref": ["berth C-{n}", "pontoon {L}", "slip {n}", "mooring buoy {n}"]},
    {"key": "dive", "org": ["Blue Notch Dive Centre", "Tauchbasis Korallengrund", "Bajamar Buceo"],
     "thing": {"en": "the open-water course", "de": "der Open-Water-Kurs", "fr": "le stage de plongée",
               "es": "el curso de buceo", "it": "il corso di subacquea", "pt": "o curso de mergulho",
               "nl": "de duikcursus", "pl": "kurs nurkowania"},
     "ref": ["boat slot {n}", "tank set {L}{n}", "night dive {n}"]},
    {"key": "vinyl", "org": ["Groove Cellar Records", "Plattenkiste Kreuzberg", "Sillon Noir Disques"],
     "thing": {"en": "the record order", "de": "die Plattenbestellung", "fr": "la commande de vinyles",
               "es": "el pedido de vinilos", "it": "l'ordine dei vinili", "pt": "o pedido de discos",
               "nl": "de platenbestelling", "pl": "zamówienie płyt"},
     "ref": ["crate {n}", "first-pressing lot {n}", "shelf {L}"]},
    {"key": "bees", "org": ["Heather Hill Beekeepers' Co-op", "Imkerverein Lindenblüte", "Apicoltori Val Fiorita"],
     "thing": {"en": "the honey extraction slot", "de": "der Schleudertermin", "fr": "le créneau d'extraction du miel",
               "es": "el turno de extracción de miel", "it": "il turno di smielatura", "pt": "a vez de extrair o mel",
               "nl": "de slingerbeurt", "pl": "termin miodobrania"},
     "ref": ["hive {n}", "apiary {L}", "frame batch {n}"]},
    {"key": "cowork", "org": ["The Loom Coworking", "Kantoortuin Oost", "Espacio Telar"],
     "thing": {"en": "the hot-desk membership", "de": "die Flex-Desk-Mitgliedschaft", "fr": "l'abonnement au poste nomade",
               "es": "la membresía de escritorio flexible", "it": "l'abbonamento alla postazione", "pt": "o plano de mesa rotativa",
               "nl": "het flexplekabonnement", "pl": "karnet na hot desk"},
     "ref": ["desk {n}", "meeting room {L}", "locker {n}"]},
    {"key": "ski", "org": ["Alpenglow Ski Rental", "Skiverleih Gipfelstürmer", "Location Ski Les Aiguilles"],
     "thing": {"en": "the ski rental", "de": "der Skiverleih", "fr": "la location de skis",
               "es": "el alquiler de esquís", "it": "il noleggio sci", "pt": "o aluguel de esquis",
               "nl": "de skiverhuur", "pl": "wypożyczenie nart"},
     "ref": ["locker {n}", "boot rack {L}", "helmet bin {n}"]},
    {"key": "pottery", "org": ["Kiln & Clay Studio", "Töpferei Drehscheibe", "Atelier Terre Cuite"],
     "thing": {"en": "the wheel-throwing class", "de": "der Töpferkurs", "fr": "le cours de tournage",
               "es": "la clase de torno", "it": "il corso di ceramica", "pt": "a aula de cerâmica",
               "nl": "de draailes", "pl": "zajęcia z ceramiki"},
     "ref": ["kiln load {n}", "shelf {L}", "glaze batch {n}"]},
    {"key": "kitchen", "org": ["Ovenworks Service", "Großküchen-Technik Brandt", "Frío y Fuego Servicio Técnico"],
     "thing": {"en": "the combi-oven repair", "de": "die Reparatur des Kombidämpfers", "fr": "la réparation du four mixte",
               "es": "la reparación del horno mixto", "it": "la riparazione del forno combinato",
               "pt": "o conserto do forno combinado", "nl": "de reparatie van de combisteamer",
               "pl": "naprawa pieca konwekcyjnego"},
     "ref": ["unit {L}{n}", "fryer {n}", "walk-in cooler {L}"]},
    {"key": "genealogy", "org": ["Rootline Genealogy", "Ahnenforschung Stammbaum", "Racines & Archives"],
     "thing": {"en": "the family-tree research", "de": "die Ahnenforschung", "fr": "la recherche généalogique",
               "es": "la investigación genealógica", "it": "la ricerca genealogica", "pt": "a pesquisa genealógica",
               "nl": "het stamboomonderzoek", "pl": "badanie genealogiczne"},
     "ref": ["box {n} of parish records", "folder {L}", "census sheet {n}"]},
    {"key": "astro", "org": ["Dark Sky Observatory Club", "Sternwarte Hohe Heide", "Observatorio Cielo Oscuro"],
     "thing": {"en": "the telescope night", "de": "der Beobachtungsabend", "fr": "la soirée d'observation",
               "es": "la noche de observación", "it": "la serata osservativa", "pt": "a noite de observação",
               "nl": "de sterrenkijkavond", "pl": "wieczór obserwacyjny"},
     "ref": ["dome {L}", "eyepiece kit {n}", "mount {n}"]},
]

FIRST = ["Ana", "Jonas", "Marta", "Luca", "Sofia", "Pieter", "Kasia", "Tomasz", "Amélie", "Diego",
         "Ingrid", "Yuki", "Priya", "Omar", "Chloé", "Mateus", "Eva", "Sven", "Lena", "Rafael",
         "Giulia", "Noah", "Zofia", "Hannah", "Kofi", "Aiko", "Bram", "Inès", "Pablo", "Fatima",
         "Grace", "Mehmet", "Nora", "Henrik", "Beatriz", "Olu", "Carmen", "Felix", "Maja", "Theo"]
LAST = ["Kowalska", "Müller", "Dubois", "García", "Rossi", "Silva", "de Vries", "Nowak", "Johansson",
        "Tanaka", "Okafor", "Martin", "Fischer", "Moreau", "López", "Bianchi", "Costa", "Jansen",
        "Wiśniewski", "O'Brien", "Patel", "Schmidt", "Lefebvre", "Romero", "Ferrari", "Almeida",
        "Bakker", "Lewandowska", "Lindqvist", "Nakamura", "Brennan", "Yılmaz", "Haddad", "Novák"]

MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def person():
    return R.choice(FIRST) + " " + R.choice(LAST)


def date_str(lang):
    y, m, d = R.choice([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    if lang == "en":
        return R.choice([f"{MONTHS_EN[m - 1]} {d}", f"{d} {MONTHS_EN[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"])
    if lang in ("de", "pl"):
        return f"{d:02d}.{m:02d}.{y}"
    if lang == "nl":
        return f"{d}-{m}-{y}"
    return f"{d:02d}/{m:02d}/{y}"


def ctx(lang=None, key=None):
    """Random context: setting, language, names, a harmless reference."""
    s = R.choice([x for x in SETTINGS if key is None or x["key"] == key])
    lang = lang or R.choice(LANGS)
    ref = R.choice(s["ref"]).format(n=R.randint(2, 48), L=R.choice("ABCDEFGH"))
    return {"lang": lang, "org": R.choice(s["org"]), "thing": s["thing"][lang], "ref": ref,
            "key": s["key"], "name": person(), "first": R.choice(FIRST), "date": date_str(lang),
            "time": f"{R.randint(7, 21):02d}:{R.choice(['00', '05', '15', '20', '30', '45', '50'])}"}


def cap(s):
    return s[:1].upper() + s[1:]


def rdigits(n):
    return "".join(R.choice(string.digits) for _ in range(n))


def rchars(n, alphabet):
    return "".join(R.choice(alphabet) for _ in range(n))


ALNUM = string.ascii_letters + string.digits
HEXL = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


# ------------------------------------------------------------ check helpers
def luhn_ok(num):
    if not num.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for c in string.digits:
        if luhn_ok(partial + c):
            return partial + c
    raise ValueError(partial)


def iban_mod97(s):
    s = s.replace(" ", "").upper()
    rearranged = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in rearranged)) % 97


def ssn_ok(s):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", s)
    if not m:
        return False
    a, g, n = m.groups()
    return a != "000" and a != "666" and not a.startswith("9") and g != "00" and n != "0000"


# ------------------------------------------------------------------ output
ROWS = []
SEEN = set()
GEN = {}    # type -> fn() -> (value, text) | None
DGEN = {}   # type -> fn() -> (value, disguise, text) | None


def add_row(rtype, value, text, disguise=None):
    if text in SEEN:
        return False
    row = {"source": SOURCE, "type": rtype, "value": value, "text": text}
    if disguise is not None:
        row["disguise"] = disguise
    SEEN.add(text)
    ROWS.append(row)
    return True


def row_ok(rtype, value, text, disguise=None):
    """Hook replaced by the verification section (checks cleanliness)."""
    span = disguise if disguise is not None else value
    return rtype == "negative" or text.count(span) == 1


def fill(rtype, n, fn, disguised=False):
    made = tries = 0
    while made < n:
        tries += 1
        if tries > n * 60:
            raise SystemExit(f"cannot fill {rtype}: {made}/{n}")
        res = fn()
        if res is None:
            continue
        if disguised:
            value, disg, text = res
        else:
            (value, text), disg = res, None
        if not row_ok(rtype, value, text, disg):
            continue
        if add_row(rtype, value, text, disg):
            made += 1


# ========================================================= value generators
# --- payment cards: (brand, prefix factory, allowed lengths, weight)
CARD_BRANDS = [
    ("visa", lambda: "4", [16, 16, 16, 16, 13, 19], 8),
    ("mastercard", lambda: str(R.randint(51, 55)), [16], 6),
    ("mastercard", lambda: str(R.randint(2221, 2720)), [16], 3),
    ("amex", lambda: R.choice(["34", "37"]), [15], 4),
    ("discover", lambda: R.choice(["6011", str(R.randint(644, 649)), "65"]), [16, 16, 19], 3),
    ("jcb", lambda: str(R.randint(3528, 3589)), [16], 2),
    ("diners", lambda: R.choice(["300", "301", "302", "303", "304", "305", "36", "38"]), [14], 2),
    ("unionpay", lambda: "62" + R.choice("12458"), [16, 17, 18, 19], 2),
    ("maestro", lambda: R.choice(["5018", "5020", "5038", "6304", "6759", "6761", "6763"]), [16, 18, 19], 2),
]


def gen_card_digits(brand=None):
    pool = [b for b in CARD_BRANDS if brand is None or b[0] == brand]
    name, pfx, lens, _ = R.choices(pool, weights=[b[3] for b in pool])[0]
    p = pfx()
    n = R.choice(lens)
    return name, luhn_complete(p + rdigits(n - len(p) - 1))


def group(num, sizes, sep):
    out, i = [], 0
    for s in sizes:
        if i >= len(num):
            break
        out.append(num[i:i + s])
        i += s
    if i < len(num):
        out.append(num[i:])
    return sep.join(out)


def card_sizes(num, brand):
    n = len(num)
    if brand == "amex":
        return [4, 6, 5]
    if n == 14:
        return R.choice([[4, 6, 4], [4, 4, 4, 2]])
    if n == 13:
        return R.choice([[4, 4, 5], [4, 3, 3, 3]])
    if n == 19:
        return R.choice([[4, 4, 4, 4, 3], [6, 13], [4, 4, 4, 7]])
    return [4, 4, 4, 4]


def fmt_card(num, brand):
    sep = R.choices([" ", "-", "", "  ", "."], weights=[10, 5, 5, 1, 1])[0]
    if sep == "":
        return num
    return group(num, card_sizes(num, brand), sep)


def gen_card():
    brand, num = gen_card_digits()
    return brand, num, fmt_card(num, brand)


def gen_exp():
    return f"{R.randint(1, 12):02d}/{R.randint(25, 31)}"


# --- US SSN
def gen_ssn(sep=None):
    while True:
        a, g, s = R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999)
        if a == 666 or (a, g, s) in {(78, 5, 1120), (219, 9, 9999), (123, 45, 6789)}:
            continue
        if sep is None:
            sep = R.choices(["-", " ", ""], weights=[6, 2, 2])[0]
        return sep.join([f"{a:03d}", f"{g:02d}", f"{s:04d}"])


# --- IBAN: BBAN structure per country (n digits, a upper letters, c alphanumeric)
IBAN_SPECS = {
    "AD": "8n12c", "AE": "19n", "AL": "8n16c", "AT": "16n", "AZ": "4a20c", "BA": "16n", "BE": "12n",
    "BG": "4a6n8c", "BH": "4a14c", "BR": "23n1a1c", "CH": "5n12c", "CR": "18n", "CY": "8n16c", "CZ": "20n",
    "DE": "18n", "DK": "14n", "DO": "4c20n", "EE": "16n", "EG": "25n", "ES": "20n", "FI": "14n", "FO": "14n",
    "FR": "10n11c2n", "GB": "4a14n", "GE": "2a16n", "GI": "4a15c", "GL": "14n", "GR": "7n16c", "HR": "17n",
    "HU": "24n", "IE": "4a14n", "IL": "19n", "IS": "22n", "IT": "1a10n12c", "JO": "4a4n18c", "KW": "4a22c",
    "KZ": "3n13c", "LB": "4n20c", "LI": "5n12c", "LT": "16n", "LU": "3n13c", "LV": "4a13c", "MC": "10n11c2n",
    "MD": "20c", "ME": "18n", "MK": "3n10c2n", "MR": "23n", "MT": "4a5n18c", "MU": "4a19n3a", "NL": "4a10n",
    "NO": "11n", "PK": "4a16c", "PL": "24n", "PS": "4a21c", "PT": "21n", "QA": "4a21c", "RO": "4a16c",
    "RS": "18n", "SA": "2n18c", "SE": "20n", "SI": "15n", "SK": "20n", "SM": "1a10n12c", "TN": "20n",
    "TR": "5n1n16c", "UA": "6n19c", "XK": "16n",
}
# independent table of official total lengths, used as a cross-check
IBAN_LEN = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29,
    "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24,
    "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "HR": 21, "HU": 28,
    "IE": 22, "IL": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LI": 21, "LT": 20,
    "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18,
    "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SE": 24,
    "SI": 19, "SK": 24, "SM": 27, "TN": 24, "TR": 26, "UA": 29, "XK": 20,
}
IBAN_COMMON = ["DE", "FR", "ES", "IT", "NL", "BE", "PT", "PL", "AT", "CH", "GB", "IE", "SE", "DK", "NO", "FI"]


def bban_from(spec):
    out = []
    for cnt, kind in re.findall(r"(\d+)([nac])", spec):
        for _ in range(int(cnt)):
            if kind == "n":
                out.append(R.choice(string.digits))
            elif kind == "a":
                out.append(R.choice(string.ascii_uppercase))
            else:
                out.append(R.choice(string.ascii_uppercase) if R.random() < 0.15 else R.choice(string.digits))
    return "".join(out)


def gen_iban_compact(cc=None):
    if cc is None:
        cc = R.choice(IBAN_COMMON) if R.random() < 0.5 else R.choice(sorted(IBAN_SPECS))
    bban = bban_from(IBAN_SPECS[cc])
    if cc == "TR":
        bban = bban[:5] + "0" + bban[6:]
    chk = 98 - iban_mod97(cc + "00" + bban)
    iban = f"{cc}{chk:02d}{bban}"
    assert len(iban) == IBAN_LEN[cc] and iban_mod97(iban) == 1, iban
    return iban


def fmt_iban(iban):
    style = R.choices(["group", "compact", "lower", "lowergroup"], weights=[6, 4, 1, 1])[0]
    if style in ("group", "lowergroup"):
        iban = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    if style.startswith("lower"):
        iban = iban.lower()
    return iban


# --- IP addresses
def gen_ipv4(private=None):
    if private is None:
        private = R.random() < 0.4
    while True:
        if private:
            kind = R.randint(0, 3)
            if kind == 0:
                ip = f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
            elif kind == 1:
                ip = f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
            elif kind == 2:
                ip = f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"
            else:
                ip = f"100.{R.randint(64, 127)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
            return ip
        ip = ".".join(str(R.randint(1, 254)) for _ in range(4))
        if ipaddress.ip_address(ip).is_global:
            return ip


V6_PUBLIC_PREFIXES = ["2001:4860", "2a02:8108", "2a01:4f8", "2600:1f18", "2604:a880", "2a03:2880",
                      "2001:41d0", "2a00:1450", "2c0f:fb50", "2405:200", "2800:3f0", "2a0c:5a80"]


def gen_ipv6(private=None):
    if private is None:
        private = R.random() < 0.35
    while True:
        if private:
            if R.random() < 0.5:
                head = ["fe80", "0", "0", "0"]
            else:
                head = ["fd" + rchars(2, HEXL), f"{R.getrandbits(16):x}", rchars(4, HEXL), "0"]
        else:
            head = R.choice(V6_PUBLIC_PREFIXES).split(":")
            while len(head) < 4:
                head.append(f"{R.getrandbits(16):x}")
        tail = [f"{R.getrandbits(16):x}" for _ in range(4)]
        if R.random() < 0.5:  # make room for "::"
            k = R.randint(0, 2)
            for i in range(k, min(3, k + R.randint(1, 3))):
                tail[i] = "0"
        addr = ipaddress.IPv6Address(":".join(head + tail))
        if not private and not addr.is_global:
            continue
        text = addr.exploded if R.random() < 0.25 else addr.compressed
        if R.random() < 0.12:
            text = text.upper()
        return text


def gen_ip():
    return gen_ipv4() if R.random() < 0.62 else gen_ipv6()


# --- e-mail addresses
FREEMAIL = ["gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com", "proton.me", "gmx.de",
            "web.de", "t-online.de", "orange.fr", "free.fr", "laposte.net", "hotmail.es", "yahoo.es",
            "libero.it", "virgilio.it", "uol.com.br", "terra.com.br", "sapo.pt", "ziggo.nl", "kpnmail.nl",
            "wp.pl", "onet.pl", "o2.pl", "hotmail.co.uk", "btinternet.com", "fastmail.fm", "gmx.at",
            "bluewin.ch", "telia.com", "yahoo.co.jp", "zoho.eu", "posteo.de", "mailbox.org"]
ORG_DOMAINS = ["harbourlight-marina.co.uk", "marina-nordkai.de", "bluenotchdive.com", "bajamarbuceo.es",
               "groovecellar.com", "plattenkiste.berlin", "heatherhill-bees.org", "imkerverein-lindenbluete.de",
               "theloom.work", "espaciotelar.mx", "alpenglow-ski.at", "kilnandclay.studio",
               "atelier-terrecuite.fr", "ovenworks.ie", "frioyfuego.com.ar", "rootline-genealogy.com",
               "racines-archives.fr", "darksky-obs.org", "sternwarte-hoheheide.de", "cielooscuro.cl"]


def fold(s):
    s = s.replace("ł", "l").replace("Ł", "L").replace("ß", "ss").replace("ı", "i").replace("ø", "o")
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ch.isascii() and (ch.isalnum()))


def gen_email():
    f, l = fold(R.choice(FIRST)).lower(), fold(R.choice(LAST)).lower()
    tag = R.choice(["bookings", "records", "dive", "ski", "clay", "stars", "news", "shop", "honey"])
    local = R.choice([
        f"{f}.{l}", f"{f}_{l}", f"{f[0]}{l}", f"{l}.{f}", f"{f}{l}{R.randint(1, 99)}", f"{f}.{l}{R.randint(60, 99)}",
        f"{f}-{l}", f"{f}+{tag}", f"{f[0]}.{l}{R.randint(1, 9)}", f"{tag}.{f}", f"{f}{R.randint(1970, 2006)}",
        f"{l}{f[0]}", f"{f}.{l[0]}", f"{tag}{R.randint(10, 999)}",
    ])
    if R.random() < 0.35:
        dom = R.choice(ORG_DOMAINS)
        if R.random() < 0.25:
            dom = R.choice(["mail.", "members.", "office.", "eu."]) + dom
        if R.random() < 0.5:
            local = R.choice([f, f"{f}.{l}", f[0] + l, R.choice(["info", "billing", "frontdesk", "office"])])
    else:
        dom = R.choice(FREEMAIL)
    email = f"{local}@{dom}"
    if R.random() < 0.08:
        email = email[:1].upper() + email[1:]
    return email


# --- phone numbers (country code, generator returning a formatted number)
US_AREAS = ["212", "415", "312", "617", "206", "303", "512", "305", "404", "702", "646", "718", "503",
            "612", "919", "808", "907", "480", "615", "984"]
CA_AREAS = ["416", "604", "514", "403", "613", "902", "780", "250", "519", "905"]


def _nanp(areas):
    a = R.choice(areas)
    e = str(R.randint(2, 9)) + rdigits(2)
    while e[1:] == "11":
        e = str(R.randint(2, 9)) + rdigits(2)
    ln = rdigits(4)
    return R.choice([f"({a}) {e}-{ln}", f"{a}-{e}-{ln}", f"{a}.{e}.{ln}", f"+1 {a} {e} {ln}",
                     f"+1-{a}-{e}-{ln}", f"+1 ({a}) {e}-{ln}", f"1-{a}-{e}-{ln}", f"+1{a}{e}{ln}",
                     f"{a} {e} {ln}", f"1 ({a}) {e}-{ln}"])


def _nz(n):
    return str(R.randint(1, 9)) + rdigits(n - 1)


def _uk():
    m, r6 = "7" + str(R.randint(4, 9)) + rdigits(2), rdigits(6)
    c = R.choice(["161", "131", "117", "113", "121"])
    l8 = str(R.randint(3, 8)) + rdigits(7)
    return R.choice([f"0{m} {r6}", f"+44 {m} {r6}", f"+44 (0){m} {r6[:3]} {r6[3:]}", f"+447{m[1:]}{r6}",
                     f"020 {l8[:4]} {l8[4:]}", f"+44 20 {l8[:4]} {l8[4:]}", f"0{c} {_nz(3)} {rdigits(4)}",
                     f"+44 (0){c} {_nz(3)} {rdigits(4)}"])


def _de():
    m = R.choice(["151", "152", "157", "160", "162", "170", "171", "172", "176", "177", "179"])
    s = _nz(R.choice([7, 8]))
    city, cl = R.choice([("30", 8), ("40", 8), ("89", 7), ("221", 7), ("69", 8), ("711", 7), ("341", 7)])
    loc = _nz(cl)
    return R.choice([f"+49 {m} {s}", f"0{m} {s}", f"0{m}/{s}", f"+49 ({m}) {s[:4]} {s[4:]}", f"0{m}-{s}",
                     f"+49 {city} {loc}", f"0{city} {loc}", f"(0{city}) {loc}", f"+49 (0){city} {loc}",
                     f"0{city}/{loc[:3]} {loc[3:]}", f"+49{m}{s}"])


def _pairs(s):
    return " ".join(s[i:i + 2] for i in range(0, len(s), 2))


def _fr():
    first = R.choice("12345679")
    rest = rdigits(8)
    return R.choice([f"+33 {first} {_pairs(rest)}", f"0{first} {_pairs(rest)}", f"0{first}{rest}",
                     f"0{first}.{_pairs(rest).replace(' ', '.')}", f"+33 (0){first} {_pairs(rest)}",
                     f"0{first}-{_pairs(rest).replace(' ', '-')}", f"+33{first}{rest}"])


def _es():
    m = R.choice("67") + rdigits(8)
    f = "9" + R.choice("1356") + rdigits(7)
    return R.choice([f"+34 {m[:3]} {m[3:6]} {m[6:]}", f"{m[:3]} {m[3:5]} {m[5:7]} {m[7:]}", f"+34{m}",
                     f"{f[:2]} {f[2:5]} {f[5:7]} {f[7:]}", f"+34 {f[:3]} {f[3:6]} {f[6:]}", f"(+34) {m}"])


def _it():
    m = "3" + R.choice("2345689") + rdigits(8)
    f = R.choice(["02", "06", "055", "011", "081"])
    return R.choice([f"+39 {m[:3]} {m[3:6]} {m[6:]}", f"{m[:3]} {m[3:]}", f"{m[:3]}-{m[3:]}", f"+39{m}",
                     f"{f} {rdigits(4)} {rdigits(4 if len(f) == 2 else 3)}", f"+39 {f} {rdigits(8)}"])


def _nl():
    m = rdigits(8)
    return R.choice([f"+31 6 {m}", f"06-{m}", f"06 {m[:2]} {m[2:4]} {m[4:6]} {m[6:]}", f"+316{m}",
                     f"020-{_nz(7)}", f"+31 20 {_nz(3)} {rdigits(4)}", f"010 {_nz(3)} {rdigits(4)}",
                     f"+31 (0)6 {m[:4]} {m[4:]}"])


def _pl():
    m = R.choice("5678") + rdigits(8)
    return R.choice([f"+48 {m[:3]} {m[3:6]} {m[6:]}", f"{m[:3]}-{m[3:6]}-{m[6:]}", f"{m[:3]} {m[3:6]} {m[6:]}",
                     f"+48{m}", f"22 {_nz(3)} {rdigits(2)} {rdigits(2)}", f"+48 12 {_nz(3)} {rdigits(2)} {rdigits(2)}"])


def _br():
    dd = R.choice(["11", "21", "31", "41", "51", "61", "71", "81", "85"])
    m, f = "9" + rdigits(8), R.choice("2345") + rdigits(7)
    return R.choice([f"+55 {dd} {m[:5]}-{m[5:]}", f"({dd}) {m[:5]}-{m[5:]}", f"({dd}) {f[:4]}-{f[4:]}",
                     f"+55 ({dd}) {m[:5]}-{m[5:]}", f"+55{dd}{m}", f"{dd} {m[:5]} {m[5:]}"])


def _mx():
    a = R.choice(["55", "33", "81"])
    n = rdigits(8)
    return R.choice([f"+52 {a} {n[:4]} {n[4:]}", f"{a} {n[:4]} {n[4:]}", f"+52 1 {a} {n[:4]} {n[4:]}",
                     f"({a}) {n[:4]}-{n[4:]}", f"+52{a}{n}"])


def _in():
    m = R.choice("6789") + rdigits(9)
    return R.choice([f"+91 {m[:5]} {m[5:]}", f"0{m[:5]} {m[5:]}", f"+91-{m}", f"{m[:5]}-{m[5:]}",
                     f"022 {_nz(4)} {rdigits(4)}", f"+91 80 {_nz(4)} {rdigits(4)}"])


def _jp():
    m = R.choice(["90", "80", "70"])
    a, b = rdigits(4), rdigits(4)
    return R.choice([f"+81 {m}-{a}-{b}", f"0{m}-{a}-{b}", f"03-{_nz(4)}-{rdigits(4)}", f"+81 3 {_nz(4)} {rdigits(4)}",
                     f"06-{_nz(4)}-{rdigits(4)}", f"+81{m}{a}{b}"])


def _au():
    m = "4" + rdigits(8)
    return R.choice([f"+61 {m[:3]} {m[3:6]} {m[6:]}", f"0{m[:3]} {m[3:6]} {m[6:]}", f"+61{m}",
                     f"(02) {_nz(4)} {rdigits(4)}", f"+61 2 {_nz(4)} {rdigits(4)}", f"(03) {_nz(4)} {rdigits(4)}"])


def _se():
    m = "7" + R.choice("0236") + rdigits(7)
    return R.choice([f"+46 {m[:2]} {m[2:5]} {m[5:7]} {m[7:]}", f"0{m[:2]}-{m[2:5]} {m[5:7]} {m[7:]}",
                     f"08-{_nz(3)} {rdigits(3)} {rdigits(2)}", f"+46 8 {_nz(3)} {rdigits(3)} {rdigits(2)}", f"+46{m}"])


def _ch():
    m = "7" + R.choice("5689") + rdigits(7)
    return R.choice([f"+41 {m[:2]} {m[2:5]} {m[5:7]} {m[7:]}", f"0{m[:2]} {m[2:5]} {m[5:7]} {m[7:]}",
                     f"044 {_nz(3)} {rdigits(2)} {rdigits(2)}", f"+41 (0)44 {_nz(3)} {rdigits(2)} {rdigits(2)}"])


def _misc():
    c = R.choice(["PT", "ZA", "IE", "AT", "BE", "KR"])
    if c == "PT":
        m = "9" + R.choice("1236") + rdigits(7)
        return R.choice([f"+351 {m[:3]} {m[3:6]} {m[6:]}", f"{m[:3]} {m[3:6]} {m[6:]}", f"21 {_nz(3)} {rdigits(4)}"])
    if c == "ZA":
        m = R.choice(["82", "83", "72", "61"]) + rdigits(7)
        return R.choice([f"+27 {m[:2]} {m[2:5]} {m[5:]}", f"0{m[:2]} {m[2:5]} {m[5:]}", f"021 {_nz(3)} {rdigits(4)}"])
    if c == "IE":
        m = R.choice(["83", "85", "86", "87"]) + rdigits(7)
        return R.choice([f"+353 {m[:2]} {m[2:5]} {m[5:]}", f"0{m[:2]} {m[2:5]} {m[5:]}", f"(01) {_nz(3)} {rdigits(4)}"])
    if c == "AT":
        m = R.choice(["664", "650", "676", "699"]) + _nz(7)
        return R.choice([f"+43 {m[:3]} {m[3:]}", f"0{m[:3]} {m[3:]}", f"+43 1 {_nz(3)} {rdigits(4)}"])
    if c == "BE":
        m = "4" + R.choice("79") + rdigits(7)
        return R.choice([f"+32 {m[:3]} {_pairs(m[3:])}", f"0{m[:3]} {_pairs(m[3:])}", f"02 {_nz(3)} {_pairs(rdigits(4))}"])
    m = rdigits(4) + rdigits(4)
    return R.choice([f"+82 10-{m[:4]}-{m[4:]}", f"010-{m[:4]}-{m[4:]}", f"+82 2 {_nz(4)} {rdigits(4)}"])


PHONE_COUNTRIES = {"US": lambda: _nanp(US_AREAS), "CA": lambda: _nanp(CA_AREAS), "UK": _uk, "DE": _de,
                   "FR": _fr, "ES": _es, "IT": _it, "NL": _nl, "PL": _pl, "BR": _br, "MX": _mx, "IN": _in,
                   "JP": _jp, "AU": _au, "SE": _se, "CH": _ch, "misc": _misc}
PHONE_BY_LANG = {"en": ["US", "UK", "CA", "AU", "IN", "misc", "JP", "US"], "de": ["DE", "DE", "CH", "misc"],
                 "fr": ["FR", "FR", "CH", "misc"], "es": ["ES", "ES", "MX"], "it": ["IT", "IT", "CH"],
                 "pt": ["BR", "BR", "misc"], "nl": ["NL", "NL", "misc"], "pl": ["PL", "PL", "SE"]}
PHONE_EXT = {"en": [" ext. {x}", " x{x}", " ext {x}", ", extension {x}"], "de": [" Durchwahl {x}", " (Durchwahl {x})"],
             "fr": [" poste {x}", " (poste {x})"], "es": [" ext. {x}", " interno {x}"], "it": [" interno {x}", " int. {x}"],
             "pt": [" ramal {x}", " (ramal {x})"], "nl": [" toestel {x}", " tst. {x}"], "pl": [" wewn. {x}"]}


def gen_phone(lang="en"):
    country = R.choice(PHONE_BY_LANG[lang]) if R.random() < 0.8 else R.choice(list(PHONE_COUNTRIES))
    return PHONE_COUNTRIES[country]()


# ==================================================================== forms
LEX = {
    "en": dict(hi="Hi", hello="Hello", thanks="Thanks", regards="Best regards", subject="Subject", agent="Agent",
               caller="Caller", staff="Front desk", ok="Got it, thanks!", opener="How can I help?",
               name="Name", date="Date", ref="Regarding", comment="Comment"),
    "de": dict(hi="Hallo", hello="Guten Tag", thanks="Danke", regards="Viele Grüße", subject="Betreff",
               agent="Mitarbeiterin", caller="Anrufer", staff="Empfang", ok="Alles klar, danke!",
               opener="Wie kann ich helfen?", name="Name", date="Datum", ref="Betreff", comment="Bemerkung"),
    "fr": dict(hi="Salut", hello="Bonjour", thanks="Merci", regards="Cordialement", subject="Objet", agent="Conseiller",
               caller="Appelant", staff="Accueil", ok="C'est noté, merci !", opener="Que puis-je faire pour vous ?",
               name="Nom", date="Date", ref="Objet", comment="Commentaire"),
    "es": dict(hi="Hola", hello="Buenos días", thanks="Gracias", regards="Saludos cordiales", subject="Asunto",
               agent="Agente", caller="Cliente", staff="Recepción", ok="Perfecto, ¡gracias!",
               opener="¿En qué puedo ayudarle?", name="Nombre", date="Fecha", ref="Referencia", comment="Comentario"),
    "it": dict(hi="Ciao", hello="Buongiorno", thanks="Grazie", regards="Cordiali saluti", subject="Oggetto",
               agent="Operatrice", caller="Cliente", staff="Reception", ok="Perfetto, grazie!",
               opener="Come posso aiutarla?", name="Nome", date="Data", ref="Riferimento", comment="Note"),
    "pt": dict(hi="Oi", hello="Bom dia", thanks="Obrigado", regards="Atenciosamente", subject="Assunto",
               agent="Atendente", caller="Cliente", staff="Recepção", ok="Anotado, obrigado!",
               opener="Como posso ajudar?", name="Nome", date="Data", ref="Referência", comment="Observação"),
    "nl": dict(hi="Hoi", hello="Goedemiddag", thanks="Bedankt", regards="Met vriendelijke groet", subject="Onderwerp",
               agent="Medewerker", caller="Beller", staff="Balie", ok="Genoteerd, bedankt!",
               opener="Waarmee kan ik helpen?", name="Naam", date="Datum", ref="Betreft", comment="Opmerking"),
    "pl": dict(hi="Cześć", hello="Dzień dobry", thanks="Dzięki", regards="Pozdrawiam", subject="Temat",
               agent="Konsultantka", caller="Klient", staff="Recepcja", ok="Zanotowane, dzięki!",
               opener="W czym mogę pomóc?", name="Imię i nazwisko", date="Data", ref="Dotyczy", comment="Uwagi"),
}


def split_apply(text, v, fn):
    """Apply fn to everything except the (single) occurrence of v."""
    i = text.find(v)
    if i < 0:
        return fn(text)
    return fn(text[:i]) + v + fn(text[i + len(v):])


def ocr_noise(s):
    out = []
    for ch in s:
        r = R.random()
        if ch == " " and r < 0.18:
            out.append("  " if R.random() < 0.7 else "   ")
        elif ch == "m" and r < 0.2:
            out.append("rn")
        elif ch == "l" and r < 0.08:
            out.append("I")
        elif ch == "e" and r < 0.04:
            out.append("c")
        elif ch.isalpha() and r < 0.02:
            out.append(ch + " ")
        else:
            out.append(ch)
    return "".join(out)


def typo_noise(s):
    words = s.split(" ")
    for i, w in enumerate(words):
        if len(w) > 3 and w.isalpha():
            r = R.random()
            if r < 0.08:
                j = R.randint(0, len(w) - 2)
                words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
            elif r < 0.13:
                j = R.randint(1, len(w) - 1)
                words[i] = w[:j] + w[j + 1:]
            elif r < 0.16:
                j = R.randint(0, len(w) - 1)
                words[i] = w[:j] + w[j] + w[j:]
    return " ".join(words).lower() if R.random() < 0.5 else " ".join(words)


def stamp():
    return f"{R.choice([2023, 2024, 2025])}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:" \
           f"{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def sf_plain(c, s, v):
    return s


def sf_email(c, s, v):
    L = LEX[c["lang"]]
    return (f"{L['subject']}: {cap(c['thing'])} – {c['ref']}\n\n{L['hello']},\n\n{s}\n\n"
            f"{L['regards']}\n{c['name']}")


def sf_chat(c, s, v):
    L = LEX[c["lang"]]
    h, mi = c["time"].split(":")
    a = f"[{h}:{mi}] {c['org']}: {L['opener']}"
    b = f"[{h}:{int(mi) + 2:02d}] {c['first']}: {s}"
    z = f"[{h}:{int(mi) + 4:02d}] {c['org']}: {L['ok']}"
    return "\n".join([a, b, z] if R.random() < 0.6 else [b, z])


def sf_sms(c, s, v):
    return R.choice([f"SMS {c['date']} {c['time']}\n{s}", f"{s}\n-- {c['first']}", f"<{c['first']}> {s}", s + " :)"])


def sf_call(c, s, v):
    L = LEX[c["lang"]]
    return (f"[{L['agent']}] {c['org']}, {L['hello'].lower()}. {L['opener']}\n[{L['caller']}] {s}\n"
            f"[{L['agent']}] {L['ok']}")


def sf_note(c, s, v):
    return split_apply(R.choice(["note: ", "NB ", "todo - ", "", "memo: "]) + s, v, typo_noise)


def sf_ocr(c, s, v):
    head = " ".join(c["org"].upper())
    return split_apply(f"{head}\n{c['date']}\n\n{s}\n\n{c['name']}", v, ocr_noise)


def sf_ticket(c, s, v):
    L = LEX[c["lang"]]
    return f"#{R.randint(100, 9999)} · {c['org']} · {c['ref']}\n{L['comment']}: {s}"


SENT_FORMS_FORMAL = [sf_plain, sf_plain, sf_email, sf_email, sf_call, sf_ocr, sf_ticket, sf_chat]
SENT_FORMS_CASUAL = [sf_plain, sf_chat, sf_chat, sf_sms, sf_sms, sf_note, sf_note, sf_call]


def _fields(c, label, v):
    L = LEX[c["lang"]]
    f = [(L["name"], c["name"]), (L["date"], c["date"]), (L["ref"], c["ref"])]
    f.insert(R.randint(0, len(f)), (label, v))
    return f


def ff_webform(c, label, v):
    return "\n".join(f"{k}: {val}" for k, val in _fields(c, label, v))


def ff_markdown(c, label, v):
    f = _fields(c, label, v)
    return ("| " + " | ".join(k for k, _ in f) + " |\n|" + "---|" * len(f) + "\n| "
            + " | ".join(val for _, val in f) + " |")


def ff_csv(c, label, v):
    f = _fields(c, label, v)
    sep = R.choice([",", ";"])
    q = lambda x: f'"{x}"' if (sep in x or " " in x and R.random() < 0.3) else x
    return sep.join(k for k, _ in f) + "\n" + sep.join(q(val) for _, val in f)


def ff_html(c, label, v):
    f = _fields(c, label, v)
    rows = "".join(f"<tr><th>{k}</th><td>{val}</td></tr>" for k, val in f)
    return f"<table class=\"contact\">{rows}</table>"


def _key(k):
    return fold(k.replace(" ", "_")).lower() or "field"


def ff_json(c, label, v):
    d = {_key(k): val for k, val in _fields(c, label, v)}
    return json.dumps(d, ensure_ascii=False, indent=R.choice([None, 2]))


def ff_yaml(c, label, v):
    return "contact:\n" + "\n".join(f"  {_key(k)}: {val}" for k, val in _fields(c, label, v))


def ff_log(c, label, v):
    slug = fold(c["org"]).lower()[:12]
    return f"{stamp()} INFO [{slug}] profile updated {_key(label)}={v} by={c['first'].lower()}"


FIELD_FORMS = [ff_webform, ff_webform, ff_markdown, ff_csv, ff_html, ff_json, ff_yaml, ff_log]


def fill_tmpl(tmpl, c, v, **extra):
    d = dict(c)
    d.update(extra)
    return tmpl.format(v="\x00", **d).replace("\x00", v)


LEAD_TAILS = {
    "en": [" – {name}", "\nthanks, {first}", " (for {ref})", " is the one to use for {ref}.", "\n^ that's the new one",
           ", please update {thing}.", "  <- {first}"],
    "de": [" – {name}", "\nDanke, {first}", " (für {ref})", " bitte für {thing} verwenden.", "\n^ das ist die neue"],
    "fr": [" – {name}", "\nMerci, {first}", " (pour {ref})", " : à utiliser pour {thing}.", "\n^ c'est le nouveau"],
    "es": [" – {name}", "\nGracias, {first}", " (para {ref})", " es el que vale para {thing}.", "\n^ ese es el nuevo"],
    "it": [" – {name}", "\nGrazie, {first}", " (per {ref})", " è quello giusto per {thing}.", "\n^ questo è il nuovo"],
    "pt": [" – {name}", "\nObrigado, {first}", " (para {ref})", " é o certo para {thing}.", "\n^ esse é o novo"],
    "nl": [" – {name}", "\nBedankt, {first}", " (voor {ref})", " graag gebruiken voor {thing}.", "\n^ dat is de nieuwe"],
    "pl": [" – {name}", "\nDzięki, {first}", " (dot. {ref})", " – proszę użyć dla: {thing}.", "\n^ to nowy"],
}


def compose(c, v, templates, labels, v_text=None, field_prob=0.3):
    """Sentence-in-a-form or field-in-a-record; v_text is what is written (v plus extras)."""
    v_text = v_text or v
    lang = c["lang"]
    if R.random() < 0.1:  # value first, short tail
        return v_text + fill_tmpl(R.choice(LEAD_TAILS[lang]), c, v)
    if R.random() < field_prob:
        return R.choice(FIELD_FORMS)(c, R.choice(labels[lang]), v_text)
    tmpl = R.choice(templates[lang])
    casual = tmpl.startswith("~")
    s = fill_tmpl(tmpl.lstrip("~"), c, v_text)
    form = R.choice(SENT_FORMS_CASUAL if casual else SENT_FORMS_FORMAL)
    return form(c, s, v_text)


# ============================================ templates: email, phone, card
# "~" marks casual templates.  {v} = value; context keys: org thing ref name first date time.
T_EMAIL = {
    "en": ["Please send the confirmation for {thing} to {v}.", "{v} is the best address to reach me about {ref}.",
           "You can email the invoice for {thing} to {v} - not the old address.", "Contact person: {name} ({v})",
           "Could you update my contact e-mail to \"{v}\" before {date}?", "Reply-to for {ref}: <{v}>",
           "~hey it's {first}, my email changed, use {v} from now on lol", "~pls cc {v} on the {ref} thing thx",
           "~new email -> {v}", "~{v} works best, i never check the other one", "~send pics of {ref} to {v}!!"],
    "de": ["Bitte schicken Sie die Bestätigung für {thing} an {v}.", "Meine neue E-Mail-Adresse lautet {v}.",
           "{v} – unter dieser Adresse bin ich am besten erreichbar.", "Rechnungen zu {ref} bitte an [{v}].",
           "~hi, kannst du mir die rechnung an {v} schicken? danke!", "~mail mir einfach: {v}"],
    "fr": ["Merci d'envoyer la confirmation pour {thing} à {v}.", "Mon adresse e-mail a changé : {v}.",
           "Pour {ref}, écrivez à {v} (c'est mon adresse perso).", "« {v} » est l'adresse à utiliser désormais.",
           "~coucou, tu peux m'écrire sur {v} stp ?", "~mon mail c {v}"],
    "es": ["Por favor, envíen la confirmación de {thing} a {v}.", "Mi correo nuevo es {v}; el anterior ya no funciona.",
           "{v} es el correo de contacto para {ref}.", "Correo del titular: {v}.",
           "~oye, mándame la factura a {v} porfa", "~escríbeme a {v} y lo vemos"],
    "it": ["Vi prego di inviare la conferma per {thing} a {v}.", "Il mio indirizzo email è cambiato: {v}.",
           "Per {ref} scrivete pure a {v}, grazie.", "~ciao! scrivimi a {v} per {ref}", "~la mia mail è {v}"],
    "pt": ["Sobre {thing}: enviem a confirmação para {v}, por favor.", "Meu e-mail novo é {v}.",
           "{v} é o endereço para assuntos de {ref}.", "~oi, manda pra {v} que eu vejo hoje", "~meu email: {v}"],
    "nl": ["Stuur de bevestiging voor {thing} alsjeblieft naar {v}.", "Mijn nieuwe e-mailadres is {v}.",
           "Facturen voor {ref} graag naar {v}.", "~hoi, kun je het naar {v} mailen? thx", "~mail: {v}"],
    "pl": ["Proszę wysłać potwierdzenie ({thing}) na adres {v}.", "Mój nowy adres e-mail to {v}.",
           "W sprawie {ref} proszę pisać na {v}.", "~hej, podeślij to na {v} pls", "~mail: {v}"],
}
L_EMAIL = {"en": ["Email", "E-mail address", "email"], "de": ["E-Mail", "E-Mail-Adresse"], "fr": ["Courriel", "E-mail"],
           "es": ["Correo electrónico", "Email"], "it": ["Email", "Indirizzo e-mail"], "pt": ["E-mail", "Email"],
           "nl": ["E-mailadres", "E-mail"], "pl": ["Adres e-mail", "E-mail"]}

T_PHONE = {
    "en": ["Best number to reach me about {thing} is {v}.", "{v} - call after 6pm, that's my mobile.",
           "Call-back requested: {name}, {v}, re {ref}.", "If nobody picks up at {v}, leave a voicemail.",
           "Emergency contact for {ref}: {name}, tel. {v}", "Our skipper can be reached on {v} (VHF 16 if out of range).",
           "~text me at {v} when {ref} is ready", "~my cell's {v}, whatsapp is fine too",
           "~call me!! {v}", "~{v} is the number, ask for {first}"],
    "de": ["Sie erreichen mich unter {v}.", "Rückrufnummer: {v} ({name})", "Bitte melden Sie sich wegen {thing} unter {v}.",
           "Telefonisch bin ich ab {time} Uhr unter {v} erreichbar.", "~ruf kurz durch: {v}", "~handy: {v}, bin ab 5 da"],
    "fr": ["Vous pouvez me joindre au {v}.", "Numéro de rappel : {v}.", "Pour {ref}, appelez {name} au {v}.",
           "~appelle-moi au {v} stp", "~mon 06 a changé, c'est le {v} maintenant"],
    "es": ["Pueden llamarme al {v}.", "Mi número es {v}, a partir de las {time}.", "Teléfono de contacto ({ref}): {v}.",
           "~escríbeme por WhatsApp al {v}", "~llámame al {v} cuando puedas"],
    "it": ["Potete chiamarmi al {v}.", "Numero per il richiamo: {v}", "Per {ref} contattate {name} al {v}.",
           "~scrivimi su WhatsApp al {v}", "~chiamami al {v} dopo le {time}"],
    "pt": ["Podem me ligar no {v}.", "Telefone para contato: {v}.", "Sobre {ref}, falar com {name}: {v}.",
           "~me chama no zap {v}", "~liga no {v} qualquer coisa"],
    "nl": ["U kunt mij bereiken op {v}.", "Terugbelnummer: {v}.", "Voor {ref} kunt u {name} bellen op {v}.",
           "~bel me even op {v}", "~app me op {v}"],
    "pl": ["Proszę dzwonić pod numer {v}.", "Numer do kontaktu: {v}.", "W sprawie {ref} proszę dzwonić do {name}: {v}.",
           "~zadzwoń na {v}", "~mój nr to {v}, pisz śmiało"],
}
L_PHONE = {"en": ["Phone", "Mobile", "Tel.", "Cell", "Daytime phone"], "de": ["Telefon", "Handy", "Mobil", "Tel."],
           "fr": ["Téléphone", "Portable", "Tél."], "es": ["Teléfono", "Móvil", "Celular"],
           "it": ["Telefono", "Cellulare", "Tel."], "pt": ["Telefone", "Celular", "Tel."],
           "nl": ["Telefoonnummer", "Mobiel", "Tel."], "pl": ["Telefon", "Tel. kom.", "Nr telefonu"]}

T_CARD = {
    "en": ["Please charge the deposit for {thing} to card {v}, exp {exp}.", "{v} is the card I used for {ref}.",
           "Payment method on file: {v} (exp. {exp}).", "I'd like to pay the balance by card: {v}.",
           "Card number {v}, expiry {exp}, name as on card: {name}.", "Refund to the original card ({v}), please.",
           "~card is {v} exp {exp} cvv on the back lol", "~use my card {v} for {ref}",
           "~ok here: {v} {exp}", "~{v} - that's the company card, exp {exp}"],
    "de": ["Bitte belasten Sie meine Kreditkarte {v} (gültig bis {exp}).",
           "Die Anzahlung für {ref} bitte über die Karte {v} abbuchen.", "Kartennummer: {v}; Ablaufdatum {exp}.",
           "~kartennummer: {v}, ablauf {exp}", "~nimm einfach die {v}"],
    "fr": ["Vous pouvez débiter ma carte {v}, expiration {exp}.", "Carte bancaire : {v} (exp. {exp}).",
           "Pour {ref}, la carte à utiliser est la {v}.", "~num de carte {v} exp {exp}", "~tiens : {v}, {exp}"],
    "es": ["Cárguenlo a mi tarjeta {v}, vence {exp}.", "Número de tarjeta: {v} (caducidad {exp}).",
           "El depósito de {ref} va a la tarjeta {v}.", "~la tarjeta es {v} caduca {exp}", "~pásalo a la {v}"],
    "it": ["Addebitate pure sulla carta {v}, scadenza {exp}.", "Numero carta: {v} – scad. {exp}.",
           "Per {ref} usate la carta {v}.", "~numero carta {v} scad {exp}", "~ecco la carta: {v}"],
    "pt": ["Pode cobrar no cartão {v}, validade {exp}.", "Cartão de crédito: {v} (val. {exp}).",
           "Para {ref}, usem o cartão {v}.", "~o cartão é {v} val {exp}", "~passa no {v}"],
    "nl": ["Schrijf het bedrag af van creditcard {v}, geldig tot {exp}.", "Kaartnummer: {v} (vervalt {exp}).",
           "Voor {ref} graag de kaart {v} gebruiken.", "~kaartnummer {v} verloopt {exp}", "~pak de {v} maar"],
    "pl": ["Proszę obciążyć kartę {v}, ważną do {exp}.", "Numer karty: {v} (ważna do {exp}).",
           "Za {ref} proszę pobrać z karty {v}.", "~numer karty {v} ważna do {exp}", "~dawaj z tej: {v}"],
}
L_CARD = {"en": ["Card number", "Credit card", "PAN", "card_number"], "de": ["Kartennummer", "Kreditkarte"],
          "fr": ["Numéro de carte", "Carte"], "es": ["Número de tarjeta", "Tarjeta"], "it": ["Numero carta", "Carta"],
          "pt": ["Número do cartão", "Cartão"], "nl": ["Kaartnummer", "Creditcard"], "pl": ["Numer karty", "Karta"]}


def g_email():
    c = ctx()
    v = gen_email()
    return v, compose(c, v, T_EMAIL, L_EMAIL)


def g_phone():
    c = ctx()
    v = gen_phone(c["lang"])
    v_text = v
    if R.random() < 0.12:
        v_text = v + R.choice(PHONE_EXT[c["lang"]]).format(x=R.randint(2, 450))
    return v, compose(c, v, T_PHONE, L_PHONE, v_text=v_text)


def g_card():
    c = ctx()
    c["exp"] = gen_exp()
    brand, num, v = gen_card()
    return v, compose(c, v, T_CARD, L_CARD)


GEN.update({"email": g_email, "phone": g_phone, "credit_card": g_card})

# ============================================== templates: ssn, iban, ip
US_STATES = ["Ohio", "Texas", "Oregon", "Maine", "Georgia", "Iowa", "Nevada", "Vermont", "Florida", "Utah"]
T_SSN = {
    "en": ["For the W-9 I need to give you my SSN: {v}.", "SSN {v} - please keep this on file for the 1099.",
           "The death index lists his Social Security number as {v}, issued in {state}.",
           "{v} is the SSN on the instructor payroll form for {thing}.", "Applicant SSN: {v}; DOB on file.",
           "Per the 1940s card, her social security no. was {v} ({state}).",
           "Taxpayer ID (SSN) for the {ref} payout: {v}", "Payroll asked for my SS# again: {v}",
           "~my social is {v} if u need it for payroll", "~ssn {v} sorry forgot to put it on the form",
           "~here's grandpa's SS number from the old card: {v}", "~{v} <- my ssn for the tax thing"],
    "de": ["Für das US-Steuerformular: meine SSN lautet {v}.", "US-Sozialversicherungsnummer (SSN): {v}",
           "~meine amerikanische ssn ist {v}, brauchst du die noch?"],
    "fr": ["Mon numéro de sécurité sociale américain (SSN) est le {v}.", "SSN du déclarant : {v}.",
           "~mon SSN c'est {v} pour le formulaire W-9"],
    "es": ["Mi número de Seguro Social es {v}.", "Número de Seguro Social (SSN) del empleado: {v}.",
           "~mi social es {v}, pa' la nómina"],
    "it": ["Il mio Social Security Number statunitense è {v}.", "SSN del dipendente: {v}.", "~ssn americano: {v}"],
    "pt": ["Meu SSN (Seguro Social americano) é {v}.", "Número do Social Security do bisavô: {v}, emitido em {state}.",
           "~o ssn dele é {v}"],
    "nl": ["Mijn Amerikaanse SSN is {v}.", "Social Security Number (VS) van de aanvrager: {v}.", "~ssn: {v} (VS)"],
    "pl": ["Mój amerykański numer SSN to {v}.", "Numer ubezpieczenia społecznego USA (SSN): {v}.", "~ssn dziadka: {v}"],
}
L_SSN = {"en": ["SSN", "Social Security Number", "SS#", "Soc. Sec. No.", "TIN (SSN)", "ssn"],
         "de": ["SSN (USA)", "US-Sozialversicherungsnummer"], "fr": ["SSN", "N° sécurité sociale (US)"],
         "es": ["Número de Seguro Social", "SSN"], "it": ["SSN", "Social Security Number"],
         "pt": ["SSN", "Número do Seguro Social"], "nl": ["SSN", "Social Security Number"], "pl": ["SSN", "Numer SSN"]}

T_IBAN = {
    "en": ["Please refund the deposit for {thing} to {v}.", "Payee IBAN: {v} (account holder {name})",
           "{v} - that's the account for the {ref} payout.", "Bank details for the invoice: IBAN {v}, BIC on request.",
           "Wire the membership fee to {v}, reference \"{ref}\".",
           "~iban is {v} thx", "~can u send it to {v}? cheers", "~my new account: {v}"],
    "de": ["Bitte überweisen Sie die Erstattung auf {v}.", "Meine IBAN: {v}, Kontoinhaber {name}.",
           "Der Mitgliedsbeitrag geht per Lastschrift von {v} ab.", "~hier die iban: {v}", "~überweis einfach auf {v}"],
    "fr": ["Merci de rembourser sur l'IBAN {v}.", "Coordonnées bancaires : {v} (titulaire : {name}).",
           "~mon iban c'est {v}", "~vire sur {v} stp"],
    "es": ["Hagan la devolución a la cuenta {v}, por favor.", "IBAN para el pago de {ref}: {v}.",
           "~te paso el IBAN: {v}", "~hazme bizum no, mejor transfe a {v}"],
    "it": ["Potete fare il bonifico sull'IBAN {v}?", "Coordinate bancarie: {v}, intestato a {name}.",
           "~iban {v} intestato a me", "~mandali su {v}"],
    "pt": ["O reembolso pode ser feito para o IBAN {v}.", "NIB/IBAN: {v} – titular {name}.",
           "~o meu iban é {v}", "~transfere pra {v}"],
    "nl": ["Graag terugstorten op {v} t.n.v. {name}.", "Rekeningnummer (IBAN): {v}.",
           "~mijn iban is {v}", "~tikkie werkt niet, stort maar op {v}"],
    "pl": ["Proszę o zwrot na rachunek {v}.", "Numer rachunku (IBAN): {v}, odbiorca {name}.",
           "~nr konta: {v}", "~przelej na {v} pls"],
}
L_IBAN = {"en": ["IBAN", "Bank account (IBAN)", "iban"], "de": ["IBAN", "Kontonummer (IBAN)"],
          "fr": ["IBAN", "Numéro IBAN"], "es": ["IBAN", "Cuenta (IBAN)"], "it": ["IBAN", "Conto (IBAN)"],
          "pt": ["IBAN", "NIB/IBAN"], "nl": ["IBAN", "Rekeningnummer"], "pl": ["IBAN", "Numer rachunku"]}


def g_ssn():
    c = ctx(lang="en" if R.random() < 0.65 else None)
    c["state"] = R.choice(US_STATES)
    v = gen_ssn()
    return v, compose(c, v, T_SSN, L_SSN)


def g_iban():
    c = ctx()
    v = fmt_iban(gen_iban_compact())
    return v, compose(c, v, T_IBAN, L_IBAN)


IP_PROSE = {
    "en": ["The kiln controller at {ref} answers on {v} since the router swap.", "{v} keeps hammering our booking page.",
           "Can you whitelist {v}? It's the CCTV box at the marina gate.", "Weather station moved to {v} (see {ref}).",
           "~the telescope mount is on {v} now, ping it before tonight", "~wifi gateway is {v} btw",
           "~who owns {v}?? it's been scraping the shop all night"],
    "de": ["Die Wetterstation der Sternwarte ist jetzt unter {v} erreichbar.", "Bitte {v} in der Firewall freigeben.",
           "~der drucker hängt auf {v}, keine ahnung warum"],
    "fr": ["Le contrôleur du four répond désormais sur {v}.", "Merci de bloquer {v}, trop de requêtes.",
           "~la caméra du ponton est sur {v}"],
    "es": ["El terminal de la tienda usa la IP {v}.", "Bloqueen {v}, está saturando la web de reservas.",
           "~la cámara está en {v}"],
    "it": ["Il termostato della cella frigo risponde su {v}.", "~il server nuovo è {v}"],
    "pt": ["O sensor das colmeias envia dados de {v}.", "~o roteador ficou no {v}"],
    "nl": ["De camera bij de steiger draait op {v}.", "~de printer zit op {v}"],
    "pl": ["Kamera przy pomoście ma adres {v}.", "~router jest na {v}"],
}


def g_ip():
    v = gen_ip()
    six = ":" in v
    c = ctx()
    host = f"[{v}]" if six else v
    port = R.choice([80, 443, 8080, 8443, 3000, 5000, 9100, 22, 554])
    kind = R.choices(["prose", "url", "log", "config", "fw"], weights=[4, 2, 3, 3, 3])[0]
    slug = fold(c["org"]).lower()[:10]
    if kind == "prose":
        tmpl = R.choice(IP_PROSE[c["lang"]])
        s = fill_tmpl(tmpl.lstrip("~"), c, v)
        return v, R.choice(SENT_FORMS_CASUAL if tmpl.startswith("~") else SENT_FORMS_FORMAL)(c, s, v)
    if kind == "url":
        path = R.choice(["/status", "/api/v1/hives", "/booking/admin", "/cam/stream", "/", "/metrics", "/dome/open"])
        url = R.choice([f"http://{host}:{port}{path}", f"https://{host}{path}", f"rtsp://{host}:554/live"])
        return v, R.choice([f"Dashboard: {url}", f"open {url} in the browser", f"<a href=\"{url}\">{c['ref']}</a>",
                            f"curl -s {url} | jq .", f"[{c['ref']}]({url})", f"Link zur Kamera: {url}"])
    if kind == "log":
        t = stamp()
        return v, R.choice([
            f"{t} sshd[{R.randint(300, 9999)}]: Failed password for invalid user admin from {v} port {R.randint(1025, 65000)} ssh2",
            f"{v} - - [{R.randint(1, 28):02d}/{R.choice(MONTHS_EN)}/2024:{c['time']}:{R.randint(10, 59)} +0000] \"GET /booking HTTP/1.1\" {R.choice([200, 302, 404, 500])} {R.randint(200, 90000)} \"-\" \"curl/8.5\"",
            f"{t} WARN {slug} login failed user={c['first'].lower()} src={v} attempts={R.randint(3, 40)}",
            f"{t} kernel: [UFW BLOCK] IN=eth0 OUT= SRC={v} PROTO=TCP SPT={R.randint(1025, 65000)} DPT={port}",
            f"{{\"ts\":\"{t}\",\"level\":\"info\",\"msg\":\"client connected\",\"remote_addr\":\"{v}\"}}",
            f"{t} dhcpd: DHCPACK on {v} to the kiln controller via eth1" if not six else
            f"{t} radvd: sending RA, client {v} on br0",
        ])
    if kind == "config":
        return v, R.choice([
            f"[server]\nbind_address = {v}\nport = {port}", f"database:\n  host: {v}\n  port: 5432\n  name: {slug}",
            f"nameserver {v}", f"server {v} iburst", f"{slug.upper()}_HOST={v}\n{slug.upper()}_PORT={port}",
            f"upstream backend {{\n    server {host}:{port};\n}}", f"{{\"mqtt_broker\": \"{v}\", \"topic\": \"{c['key']}/sensors\"}}",
            f"Host {c['key']}-gw\n    HostName {v}\n    User pi",
        ])
    cidr = "/128" if six else "/32"
    return v, R.choice([
        f"iptables -A INPUT -s {v} -j DROP", f"ufw allow from {v} to any port {port}",
        f"ip6tables -A INPUT -s {v}{cidr} -j ACCEPT" if six else f"iptables -I INPUT -s {v}{cidr} -p tcp --dport {port} -j ACCEPT",
        f"location /admin {{\n    allow {v};\n    deny all;\n}}", f"deny {v};  # {c['ref']}",
        f"- name: allow-{c['key']}\n  source: {v}{cidr}\n  action: allow",
        f"access-list 101 permit ip host {v} any" if not six else f"permit ipv6 host {v} any",
        f"New-NetFirewallRule -DisplayName \"{c['key']}\" -RemoteAddress {v} -Action Block",
    ])


GEN.update({"us_ssn": g_ssn, "iban": g_iban, "ip_address": g_ip})

# ================================================= secrets: value shapes
UPPER_DIG = string.ascii_uppercase + string.digits
B32 = string.ascii_uppercase + "234567"
PW_WORDS = ["Marlin", "Kiln", "Glaze", "Nebula", "Orion", "Honey", "Drone", "Vinyl", "Groove", "Anchor", "Spinnaker",
            "Reef", "Powder", "Mogul", "Cellar", "Ember", "Clay", "Comet", "Lyra", "Sextant", "Walrus", "Puffin",
            "Tundra", "Saffron", "Quokka", "Basalt", "Zephyr", "Hornet", "Mistral", "Cobalt"]
PW_SYMS = "!#%&*+-=?^_~.$"


def gen_password(strict=False):
    """strict: safe inside URLs (no reserved characters)."""
    syms = "-_.~!*" if strict else PW_SYMS
    k = R.randint(0, 4)
    if k == 0:
        pw = R.choice(PW_WORDS) + R.choice(syms) + R.choice(PW_WORDS).lower() + str(R.randint(10, 9999))
    elif k == 1:
        pw = rchars(R.randint(12, 20), ALNUM + syms)
        if not any(ch.isdigit() for ch in pw):
            pw += str(R.randint(1, 9))
    elif k == 2:
        pw = "-".join(R.choice(PW_WORDS).lower() for _ in range(3)) + str(R.randint(1, 99))
    elif k == 3:
        w = R.choice(PW_WORDS)
        pw = w.replace("a", "4").replace("o", "0").replace("e", "3") + R.choice(syms) + str(R.randint(1980, 2031))
    else:
        pw = rchars(R.randint(6, 10), ALNUM) + R.choice(syms) + rchars(R.randint(4, 8), ALNUM)
    return pw


def b64_bytes(n, url=False):
    raw = bytes(R.getrandbits(8) for _ in range(n))
    return (base64.urlsafe_b64encode(raw) if url else base64.b64encode(raw)).decode()


def b64url_nopad(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def s_aws_akid():
    return R.choice(["AKIA", "AKIA", "AKIA", "ASIA"]) + rchars(16, B32)


def s_aws_secret():
    return rchars(40, string.ascii_letters + string.digits + "+/")


def s_gcp_key_id():
    return rchars(40, HEXL)


def s_google_api():
    return "AIza" + rchars(35, B64URL)


def s_azure_account_key():
    return b64_bytes(64)


def s_azure_sas_key():
    return b64_bytes(32)


def s_stripe():
    return R.choice(["sk_live_", "sk_live_", "rk_live_", "sk_test_"]) + rchars(R.choice([24, 34, 99]), ALNUM)


def s_stripe_whsec():
    return "whsec_" + rchars(32, ALNUM)


def s_square():
    return R.choice(["sq0atp-" + rchars(22, B64URL), "sq0csp-" + rchars(43, B64URL), "EAAA" + rchars(60, B64URL)])


def s_braintree():
    return f"access_token$production${rchars(16, string.ascii_lowercase + string.digits)}${rchars(32, HEXL)}"


def s_slack_token():
    k = R.choice(["xoxb", "xoxb", "xoxp", "xapp"])
    if k == "xoxb":
        return f"xoxb-{rdigits(R.choice([11, 12, 13]))}-{rdigits(13)}-{rchars(24, ALNUM)}"
    if k == "xoxp":
        return f"xoxp-{rdigits(11)}-{rdigits(12)}-{rdigits(13)}-{rchars(32, HEXL)}"
    return f"xapp-1-A{rchars(10, UPPER_DIG)}-{rdigits(13)}-{rchars(64, HEXL)}"


def s_slack_webhook():
    return (f"https://hooks.slack.com/services/T{rchars(R.choice([8, 10]), UPPER_DIG)}/"
            f"B{rchars(R.choice([8, 10]), UPPER_DIG)}/{rchars(24, ALNUM)}")


def s_discord_webhook():
    return f"https://discord.com/api/webhooks/1{rdigits(18)}/{rchars(68, B64URL)}"


def s_discord_bot():
    uid = b64url_nopad(_nz(18).encode())
    return f"{uid}.{rchars(6, B64URL)}.{rchars(38, B64URL)}"


def s_telegram():
    return f"{_nz(R.choice([9, 10]))}:AA{rchars(33, B64URL)}"


def s_github():
    k = R.randint(0, 3)
    if k == 3:
        return "github_pat_11" + rchars(20, UPPER_DIG) + "_" + rchars(59, ALNUM)
    return R.choice(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rchars(36, ALNUM)


def s_gitlab():
    return R.choice(["glpat-", "glpat-", "gldt-", "glrt-"]) + rchars(20, B64URL)


def s_npm():
    return "npm_" + rchars(36, ALNUM)


def s_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rchars(R.choice([100, 140, 160]), B64URL)


def s_openai():
    return R.choice(["sk-proj-" + rchars(R.choice([48, 74, 132]), B64URL), "sk-" + rchars(48, ALNUM)])


def s_anthropic():
    return "sk-ant-api03-" + rchars(93, B64URL) + "AA"


def s_hf():
    return "hf_" + rchars(34, string.ascii_letters)


def s_sendgrid():
    return f"SG.{rchars(22, B64URL)}.{rchars(43, B64URL)}"


def s_mailgun():
    return "key-" + rchars(32, HEXL)


def s_shopify():
    return R.choice(["shpat_", "shpss_", "shpca_"]) + rchars(32, HEXL)


def s_digitalocean():
    return "dop_v1_" + rchars(64, HEXL)


def s_docker():
    return "dckr_pat_" + rchars(27, B64URL)


def s_mailchimp():
    return rchars(32, HEXL) + "-us" + str(R.randint(1, 21))


def s_twilio_token():
    return rchars(32, HEXL)


def s_generic():
    return R.choice([rchars(32, HEXL), rchars(40, ALNUM), rchars(R.randint(28, 48), ALNUM),
                     rchars(64, HEXL), b64_bytes(R.choice([24, 30, 33]), url=True).rstrip("=")])


def s_jwt():
    hdr = {"alg": R.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    if hdr["alg"] != "HS256" and R.random() < 0.6:
        hdr["kid"] = rchars(16, HEXL)
    payload = {"sub": R.choice([rdigits(8), "usr_" + rchars(10, ALNUM)]), "role": R.choice(["member", "admin", "staff"]),
               "iat": R.randint(1_690_000_000, 1_740_000_000)}
    payload["exp"] = payload["iat"] + R.choice([900, 3600, 86400])
    if R.random() < 0.5:
        payload["scope"] = R.choice(["bookings:write", "read write", "kiln:control", "telescope"])
    seg = lambda d: b64url_nopad(json.dumps(d, separators=(",", ":")).encode())
    sig_len = {"HS256": 32, "RS256": 256, "ES256": 64}[hdr["alg"]]
    return f"{seg(hdr)}.{seg(payload)}.{b64url_nopad(bytes(R.getrandbits(8) for _ in range(sig_len)))}"


PEM_KINDS = [("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 64, (20, 26)),
             ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 64, (20, 26)),
             ("EC PRIVATE KEY", "MHcCAQEEI", 64, (3, 3)),
             ("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 70, (5, 7)),
             ("ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 64, (18, 24))]


def s_pem(kind=None, sep="\n"):
    label, prefix, width, (lo, hi) = kind or R.choice(PEM_KINDS)
    nlines = R.randint(lo, hi)
    body = prefix + rchars(width * nlines - len(prefix) + R.randint(-40, -4), B64)
    if len(body) % 4:
        body = body[:len(body) - len(body) % 4 - 4] + rchars(2, B64) + "=="
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----{sep}" + sep.join(lines) + f"{sep}-----END {label}-----"


DB_HOSTS = ["db.internal", "pg-main.{k}.lan", "mysql01.{k}.local", "cluster0.x7k2p.mongodb.net",
            "{k}-prod.c9xk3.eu-west-1.rds.amazonaws.com", "redis.{k}.svc.cluster.local", "mq.{k}.internal"]


def s_db_url(key):
    user = R.choice(["app", "admin", "postgres", "root", key, key + "_rw", "booking_svc"])
    pw = gen_password(strict=True)
    k = R.randint(0, 5)
    host = R.choice(DB_HOSTS[:2] + DB_HOSTS[4:5]).format(k=key)
    name = key + R.choice(["", "_prod", "_db"])
    if k == 0:
        url = f"postgresql://{user}:{pw}@{host}:5432/{name}"
    elif k == 1:
        url = f"postgres://{user}:{pw}@{host}/{name}?sslmode=require"
    elif k == 2:
        url = f"mysql://{user}:{pw}@{DB_HOSTS[2].format(k=key)}:3306/{name}"
    elif k == 3:
        url = f"mongodb+srv://{user}:{pw}@{DB_HOSTS[3]}/{name}?retryWrites=true&w=majority"
    elif k == 4:
        url = f"redis://:{pw}@{DB_HOSTS[5].format(k=key)}:6379/0"
    else:
        url = f"amqp://{user}:{pw}@{DB_HOSTS[6].format(k=key)}:5672/{key}"
    return url


# ============================================ secrets: templates (part 1)
def _slug(c):
    return c["key"]


def _say(c, s, v, casual=None):
    """Put a sentence into a chat/SMS/e-mail style wrapper."""
    if casual is None:
        casual = R.random() < 0.4
    s = s.lstrip("~")
    return R.choice(SENT_FORMS_CASUAL if casual else SENT_FORMS_FORMAL)(c, s, v)


def sec_aws(c):
    k = _slug(c)
    if R.random() < 0.5:
        v = s_aws_akid()
        return v, R.choice([
            f"[{k}-backup]\naws_access_key_id = {v}\naws_secret_access_key = <stored in 1Password>\nregion = eu-west-1",
            f"export AWS_ACCESS_KEY_ID={v}\nexport AWS_DEFAULT_REGION=eu-central-1\naws s3 sync ./photos s3://{k}-media",
            _say(c, f"The nightly backup job for {c['org']} still authenticates with access key {v} - please rotate it.", v, False),
            f"{stamp()} ERROR s3upload AccessDenied for key {v} on bucket {k}-invoices",
        ])
    v = s_aws_secret()
    return v, R.choice([
        f"[default]\naws_secret_access_key = {v}\nregion = us-east-1",
        f"AWS_SECRET_ACCESS_KEY={v}\nAWS_REGION=eu-west-2\nS3_BUCKET={k}-uploads",
        f"aws:\n  region: ap-southeast-2\n  secret_access_key: \"{v}\"",
        _say(c, f"~secret key for the {k} bucket is {v} dont lose it", v, True),
    ])


def sec_gcp(c):
    k = _slug(c)
    proj = f"{k}-prod-{R.randint(1000, 9999)}"
    if R.random() < 0.5:
        v = s_gcp_key_id()
        return v, (f'{{\n  "type": "service_account",\n  "project_id": "{proj}",\n  "private_key_id": "{v}",\n'
                   f'  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
                   f'  "token_uri": "https://oauth2.googleapis.com/token"\n}}')
    v = s_pem(PEM_KINDS[1], sep="\\n") + "\\n"
    return v, f'{{"type": "service_account", "project_id": "{proj}", "private_key": "{v}"}}'


def sec_google_api(c):
    v = s_google_api()
    return v, R.choice([
        f"GOOGLE_MAPS_API_KEY={v}",
        f'<script src="https://maps.googleapis.com/maps/api/js?key={v}&callback=initMap" async></script>',
        f"const firebaseConfig = {{\n  apiKey: \"{v}\",\n  projectId: \"{c['key']}-app\"\n}};",
        _say(c, f"Maps widget on the {c['org']} site uses key {v}; restrict it to our domain please.", v, False),
    ])


def sec_azure(c):
    acct = fold(c["org"]).lower()[:14] + "store"
    if R.random() < 0.6:
        v = s_azure_account_key()
        cs = f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net"
    else:
        v = s_azure_sas_key()
        cs = (f"Endpoint=sb://{acct}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
              f"SharedAccessKey={v}")
    return v, R.choice([f"AZURE_STORAGE_CONNECTION_STRING=\"{cs}\"", f'"ConnectionStrings": {{\n  "Storage": "{cs}"\n}}',
                        f"connection_string: {cs}", _say(c, f"conn string for the photo archive: {cs}", v, True)])


def sec_payment(c):
    k = R.randint(0, 3)
    if k == 0:
        v = s_stripe()
        return v, R.choice([f"STRIPE_SECRET_KEY={v}", f"stripe.api_key = \"{v}\"",
                            f"const stripe = require('stripe')('{v}');",
                            f"curl https://api.stripe.com/v1/charges -u {v}:",
                            _say(c, f"~stripe key for the {c['key']} shop: {v}", v, True)])
    if k == 1:
        v = s_stripe_whsec()
        return v, R.choice([f"STRIPE_WEBHOOK_SECRET={v}", f"endpoint_secret = '{v}'"])
    if k == 2:
        v = s_square()
        return v, R.choice([f"SQUARE_ACCESS_TOKEN={v}", f"square:\n  environment: production\n  access_token: {v}",
                            f"-H 'Authorization: Bearer {v}'"])
    v = s_braintree()
    return v, R.choice([f"BRAINTREE_ACCESS_TOKEN='{v}'", f"gateway = braintree.BraintreeGateway(access_token=\"{v}\")"])


def sec_chat(c):
    k = R.randint(0, 2)
    if k == 0:
        v = s_slack_token()
        return v, R.choice([f"SLACK_BOT_TOKEN={v}", f"slack:\n  token: {v}\n  channel: \"#{c['key']}-alerts\"",
                            f"client = WebClient(token=\"{v}\")", _say(c, f"bot token for the rota bot: {v}", v)])
    if k == 1:
        v = s_telegram()
        return v, R.choice([f"TELEGRAM_BOT_TOKEN={v}", f"curl https://api.telegram.org/bot{v}/sendMessage -d chat_id=-100{rdigits(6)} -d text=hello",
                            f"bot = telebot.TeleBot(\"{v}\")",
                            _say(c, f"~token do bot do telegram: {v}", v, True)])
    v = s_discord_bot()
    return v, R.choice([f"DISCORD_TOKEN={v}", f"client.run('{v}')", f"discord:\n  bot_token: \"{v}\""])


def sec_webhook(c):
    v = s_slack_webhook() if R.random() < 0.55 else s_discord_webhook()
    return v, R.choice([
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"kiln done\"}}' {v}",
        f"alerts:\n  webhook_url: {v}", f"WEBHOOK_URL={v}", f"notify = requests.post(\"{v}\", json=payload)",
        _say(c, f"Post the {c['ref']} notifications to {v} please.", v, False),
        _say(c, f"~hook: {v}", v, True),
    ])


def sec_vcs(c):
    k = R.randint(0, 4)
    repo = f"{c['key']}-site"
    if k <= 1:
        v = s_github()
        return v, R.choice([
            f"git clone https://{c['first'].lower()}:{v}@github.com/{c['key']}-club/{repo}.git",
            f"GITHUB_TOKEN={v}", f"env:\n  GH_TOKEN: {v}\nsteps:\n  - run: gh release list",
            f"curl -H \"Authorization: token {v}\" https://api.github.com/repos/{c['key']}-club/{repo}",
            _say(c, f"I made a token for the deploy script: {v} (expires in 90 days)", v),
        ])
    if k == 2:
        v = s_gitlab()
        return v, R.choice([f"curl --header \"PRIVATE-TOKEN: {v}\" https://gitlab.com/api/v4/projects",
                            f"GITLAB_TOKEN={v}", f"[remote]\ntoken = {v}"])
    if k == 3:
        v = s_npm()
        return v, R.choice([f"//registry.npmjs.org/:_authToken={v}", f"NPM_TOKEN={v}",
                            f"echo \"//registry.npmjs.org/:_authToken={v}\" > ~/.npmrc"])
    v = s_pypi()
    return v, R.choice([f"[pypi]\nusername = __token__\npassword = {v}", f"TWINE_PASSWORD={v}",
                        f"twine upload -u __token__ -p {v} dist/*"])


def sec_ai_saas(c):
    k = R.randint(0, 9)
    fn, label, env = [(s_openai, "OpenAI", "OPENAI_API_KEY"), (s_anthropic, "Anthropic", "ANTHROPIC_API_KEY"),
                      (s_hf, "Hugging Face", "HF_TOKEN"), (s_sendgrid, "SendGrid", "SENDGRID_API_KEY"),
                      (s_mailgun, "Mailgun", "MAILGUN_API_KEY"), (s_shopify, "Shopify", "SHOPIFY_ACCESS_TOKEN"),
                      (s_digitalocean, "DigitalOcean", "DIGITALOCEAN_TOKEN"), (s_docker, "Docker Hub", "DOCKERHUB_TOKEN"),
                      (s_mailchimp, "Mailchimp", "MAILCHIMP_API_KEY"), (s_twilio_token, "Twilio", "TWILIO_AUTH_TOKEN")][k]
    v = fn()
    return v, R.choice([
        f"{env}={v}", f"{env.lower()}: \"{v}\"", f"os.environ[\"{env}\"] = \"{v}\"",
        f"{{\"provider\": \"{label}\", \"{env.lower()}\": \"{v}\"}}",
        _say(c, f"{label} key for the {c['key']} newsletter bot: {v}", v),
    ])


def sec_jwt(c):
    v = s_jwt()
    return v, R.choice([
        f"Authorization: Bearer {v}", f"curl -H \"Authorization: Bearer {v}\" https://api.{c['key']}-club.org/v1/bookings",
        f"Set-Cookie: session={v}; HttpOnly; Secure", f"{stamp()} DEBUG auth ok token={v}",
        _say(c, f"~here's my token so u can test: {v}", v, True),
    ])


def sec_pem(c):
    v = s_pem()
    return v, R.choice([
        f"cat ~/.ssh/id_{c['key']}\n{v}",
        _say(c, f"Here's the deploy key for the {c['key']} server, keep it safe:\n{v}", v, False),
        f"$ cat deploy/key.pem\n{v}\n$ chmod 600 deploy/key.pem",
        f"{v}\n",
    ])


# ============================================ secrets: templates (part 2)
def sec_db(c):
    v = s_db_url(c["key"])
    return v, R.choice([
        f"DATABASE_URL={v}", f"DATABASE_URL=\"{v}\"\nNODE_ENV=production",
        f"production:\n  adapter: {v.split(':')[0]}\n  url: {v}", f"SQLALCHEMY_DATABASE_URI = '{v}'",
        f"{stamp()} ERROR could not connect to {v}: connection refused",
        f"services:\n  web:\n    environment:\n      - DATABASE_URL={v}",
        _say(c, f"New connection string for the {c['key']} bookings DB: {v}", v),
        _say(c, f"~db is {v} now, old one is gone", v, True),
    ])


SSH_HOSTS = ["kiln-gw", "nas01", "bastion", "pi-dome", "pos-till-2", "hive-gateway", "backup-box"]


def sec_cmd(c):
    pw = gen_password()
    user = R.choice(["pi", "deploy", "admin", "root", "ubuntu", c["key"]])
    host = R.choice(SSH_HOSTS)
    return pw, R.choice([
        f"sshpass -p '{pw}' ssh -l {user} {host}", f"sshpass -p '{pw}' scp -P 2222 backup.tar.gz {user}@{host}:/srv/",
        f"mysql -u {user} -p'{pw}' -h db.internal {c['key']}", f"mysql -u root -p{pw} {c['key']}_prod < dump.sql",
        f"curl -u {user}:{pw} https://{host}.{c['key']}.lan/api/status",
        f"plink -ssh -l {user} -pw {pw} {host}", f"psql \"host=db.internal dbname={c['key']} user={user} password={pw}\"",
        f"smbclient //{host}/scans -U {user}%{pw}", f"lftp -u {user},{pw} sftp://{host}",
        f"$ net use Z: \\\\{host}\\share /user:{user} {pw}",
    ])


PW_PROSE = {
    "en": ["The admin password for the kiln controller is {v}", "Login for the booking backend: user frontdesk / pass {v}",
           "Wi-Fi for guests: network \"{org} Guest\", password {v}.", "~wifi pw is {v} (case sensitive!)",
           "~pwd for the shared inbox: {v} - don't tell {first}", "~it's {v} for the till login"],
    "de": ["Das Passwort für das WLAN lautet {v}.", "Zugang zur Kasse: Benutzer kasse1, Passwort {v}",
           "~passwort ist {v}, nicht weitersagen", "~pw fürs admin-panel: {v}"],
    "fr": ["Le mot de passe du routeur est {v}.", "Identifiant : accueil – mot de passe : {v}", "~mdp : {v}",
           "~le code du wifi c'est {v}"],
    "es": ["La contraseña del wifi es {v}.", "Usuario: recepcion / contraseña: {v}", "~la clave es {v}",
           "~contra del panel: {v}"],
    "it": ["La password dell'account è {v}.", "Utente: cassa – password: {v}", "~pw: {v}", "~la pass del wifi è {v}"],
    "pt": ["A senha do painel é {v}.", "Usuário: recepcao / senha: {v}", "~senha: {v}", "~a senha do wifi é {v}"],
    "nl": ["Het wachtwoord van de kassa is {v}.", "Gebruiker: balie / wachtwoord: {v}", "~ww is {v}"],
    "pl": ["Hasło do panelu to {v}.", "Login: recepcja, hasło: {v}", "~hasło: {v}", "~hasło do wifi to {v}"],
    "sv": ["Lösenordet till wifi:t är {v}.", "~lösen: {v}"],
    "tr": ["Yönetici şifresi: {v}", "~wifi şifresi {v}"],
    "ja": ["管理画面のパスワードは{v}です。", "~Wi-Fiのパスワード: {v}"],
}


def sec_prose_pw(c):
    lang = R.choice(list(PW_PROSE))
    v = gen_password()
    tmpl = R.choice(PW_PROSE[lang])
    s = fill_tmpl(tmpl.lstrip("~"), c, v)
    if lang in LEX:
        c = dict(c, lang=lang, thing=next(x for x in SETTINGS if x["key"] == c["key"])["thing"][lang])
        return v, _say(c, s, v, tmpl.startswith("~"))
    return v, R.choice([s, f"{c['first']}: {s}", f"{s}\n-- {c['first']}"])


def sec_config(c):
    k = c["key"]
    pw = gen_password()
    kind = R.randint(0, 8)
    if kind == 0:
        return pw, f"APP_ENV=production\nDB_HOST=db.internal\nDB_USER={k}\nDB_PASSWORD={pw}\nDEBUG=false"
    if kind == 1:
        return pw, f"smtp:\n  host: smtp.{k}-club.org\n  port: 587\n  username: mailer\n  password: \"{pw}\""
    if kind == 2:
        return pw, json.dumps({"mqtt": {"broker": f"mqtt.{k}.lan", "user": "sensor", "password": pw}},
                              indent=R.choice([None, 2]))
    if kind == 3:
        return pw, f"[database]\nhost = localhost\nport = 3306\nuser = {k}\npassword = {pw}\n\n[cache]\nttl = 300"
    if kind == 4:
        return pw, f"docker run -d --name {k}-db -e POSTGRES_PASSWORD={pw} -p 5432:5432 postgres:16"
    if kind == 5:
        return pw, (f"services:\n  db:\n    image: mariadb:11\n    environment:\n      - MYSQL_ROOT_PASSWORD={pw}\n"
                    f"      - MYSQL_DATABASE={k}")
    if kind == 6:
        enc = base64.b64encode(pw.encode()).decode()
        return enc, (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {k}-db-credentials\ntype: Opaque\n"
                     f"data:\n  username: {base64.b64encode(k.encode()).decode()}\n  password: {enc}")
    if kind == 7:
        tok = s_generic()
        return tok, (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {k}-api\nstringData:\n  API_TOKEN: \"{tok}\"")
    tok = s_generic()
    return tok, f"FROM python:3.12-slim\nENV WEATHER_API_TOKEN={tok}\nCOPY . /app\nCMD [\"python\", \"/app/main.py\"]"


def sec_generic(c):
    v = s_generic()
    if R.random() < 0.6:
        return v, R.choice([
            f"X-API-Key: {v}", f"api_key={v}", f"apikey: {v}", f"Authorization: Token {v}",
            f"{c['key'].upper()}_API_KEY={v}", f"\"secret\": \"{v}\"", f"tide_feed.token = {v}",
            f"https://api.skyfeed.io/v2/forecast?lat=0&lon=0&appid={v}",
            _say(c, f"API key for the tide-table feed: {v}", v, False),
        ])
    return v, R.choice([
        _say(c, f"Use {v} for the weather feed, it's the paid tier.", v, False),
        _say(c, f"~here u go {v}", v, True), _say(c, f"~{v} <- paste that into the app settings", v, True),
        _say(c, f"Für den Kalender-Sync bitte {v} eintragen.", v, False),
        _say(c, f"~c'est {v}, colle-le dans le champ du haut", v, True),
    ])


SECRET_KINDS = [(sec_aws, 16), (sec_gcp, 8), (sec_google_api, 6), (sec_azure, 8), (sec_payment, 16), (sec_chat, 12),
                (sec_webhook, 10), (sec_vcs, 22), (sec_ai_saas, 20), (sec_jwt, 10), (sec_pem, 10), (sec_db, 14),
                (sec_cmd, 10), (sec_prose_pw, 16), (sec_config, 14), (sec_generic, 8)]


def g_secret():
    fn = R.choices([k for k, _ in SECRET_KINDS], weights=[w for _, w in SECRET_KINDS])[0]
    c = ctx()
    return fn(c)


GEN["secret"] = g_secret

# =============================================================== disguises
AT_DOT = {  # language -> (at words, dot words)
    "en": (["at", "AT", "[at]", "(at)", "{at}", "<at>", "-at-", "at sign"], ["dot", "DOT", "[dot]", "(dot)", "{dot}", "<dot>", "-dot-", "period"]),
    "de": (["ät", "Klammeraffe", "(ät)"], ["Punkt", "(punkt)"]), "fr": (["arobase", "(arobase)"], ["point", "(point)"]),
    "es": (["arroba", "(arroba)"], ["punto", "(punto)"]), "it": (["chiocciola", "(chiocciola)"], ["punto"]),
    "pt": (["arroba"], ["ponto"]), "nl": (["apenstaartje", "(apestaart)"], ["punt"]), "pl": (["małpa", "(małpa)"], ["kropka"]),
    "sv": (["snabel-a"], ["punkt"]), "tr": (["et işareti", "(et)"], ["nokta"]), "ru": (["собака"], ["точка"]),
    "ja": (["アットマーク"], ["ドット"]), "cs": (["zavináč"], ["tečka"]), "hu": (["kukac"], ["pont"]),
    "el": (["παπάκι"], ["τελεία"]), "fi": (["ät-merkki"], ["piste"]),
}
ROT13 = str.maketrans(string.ascii_lowercase + string.ascii_uppercase,
                      string.ascii_lowercase[13:] + string.ascii_lowercase[:13] +
                      string.ascii_uppercase[13:] + string.ascii_uppercase[:13])


def _ed_words(e):
    lang = R.choice(list(AT_DOT)) if R.random() < 0.6 else "en"
    ats, dots = AT_DOT[lang]
    i = R.randrange(len(ats))
    at, dot = ats[i], dots[min(i, len(dots) - 1)]
    local, dom = e.split("@")
    if R.random() < 0.4:
        local = local.replace(".", f" {dot} ")
    return f"{local} {at} " + f" {dot} ".join(dom.split(".")), lang


def _ed_simple(e):
    local, dom = e.split("@")
    k = R.randint(0, 15)
    zw = R.choice(["\u200b", "\u200c", "\u2060"])
    opts = [
        lambda: " ".join(e),                                                     # spaced letters
        lambda: e.replace("@", "＠").replace(".", "．"),                          # fullwidth
        lambda: e.replace("@", "&#64;").replace(".", "&#46;"),                   # HTML entities
        lambda: e.replace("@", "%40"),                                           # URL encoding
        lambda: e.replace("@", "\\u0040"),                                       # JS escape
        lambda: f"{local}\n@\n{dom}" if R.random() < 0.5 else f"{local}@\n{dom}",  # split lines
        lambda: f"{local}<span class=\"x\">@</span>{dom}",                       # markup
        lambda: f"{local}<!-- -->@<!-- -->{dom}",
        lambda: zw.join(e),                                                      # zero-width joiners
        lambda: f"{local}#{dom}",                                                # (replace # with @)
        lambda: e.replace("@", "﹫"),                                            # small commercial at
        lambda: f"{local} ⓐ {dom}",
        lambda: e.replace(".", "·") if "." in e else e.replace("@", " @ ") + " ",
        lambda: f"{local}@{dom.replace('.', ',')}",                              # comma for dot
        lambda: f"`{local}` + `{dom}`",
        lambda: e.replace("@", " (at) ").replace(".", "。"),
    ]
    hints = {9: "(replace # with @)", 14: "(join them with an at sign)"}
    return opts[k](), hints.get(k, "")


def disguise_email(e):
    r = R.random()
    if r < 0.35:
        d, lang = _ed_words(e)
        return d, "", lang
    if r < 0.45:
        return base64.b64encode(e.encode()).decode(), "(base64)", "en"
    if r < 0.52:
        return e.translate(ROT13), "(rot13)", "en"
    if r < 0.58:
        return e[::-1], "(read it backwards)", "en"
    d, hint = _ed_simple(e)
    return d, hint, None


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine", "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf", "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove", "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen", "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "sv": "noll ett två tre fyra fem sex sju åtta nio", "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
}
KANJI = "〇一二三四五六七八九"
DIGIT_BASES = [0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0xFF10, 0x1D7CE, 0x1D7F6, 0x1D7E2]
CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"
SUPERS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
LEET = {"0": "O", "1": "l", "2": "Z", "3": "E", "4": "A", "5": "S", "6": "G", "7": "T", "8": "B", "9": "g"}
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]


def _pair_words(p):
    n = int(p)
    ones = DIGIT_WORDS["en"].split()
    if p[0] == "0":
        return "oh-" + ones[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("-" + ones[n % 10] if n % 10 else "")


def _dictation(num):
    ones = DIGIT_WORDS["en"].split()
    out, i = [], 0
    while i < len(num):
        j = i
        while j < len(num) and num[j] == num[i] and j - i < 3:
            j += 1
        run = j - i
        out.append({1: "", 2: "double ", 3: "triple "}[run] + ones[int(num[i])])
        i = j
    return ", ".join(out)


def _groups(num):
    sizes = [4, 6, 5] if len(num) == 15 else [4, 6, 4] if len(num) == 14 else [4] * 5
    return group(num, sizes, " ").split(" ")


def disguise_card(num):
    g = _groups(num)
    k = R.randint(0, 17)
    lang = None
    if k == 0:
        lang = R.choice(list(DIGIT_WORDS))
        w = DIGIT_WORDS[lang].split()
        d = ", ".join(" ".join(w[int(ch)] for ch in grp) for grp in g)
    elif k == 1:
        d = "".join(KANJI[int(ch)] for ch in num) if R.random() < 0.5 else " ".join("".join(KANJI[int(ch)] for ch in grp) for grp in g)
    elif k in (2, 3):
        base = R.choice(DIGIT_BASES)
        d = " ".join("".join(chr(base + int(ch)) for ch in grp) for grp in g)
    elif k == 4:
        d = " ".join("".join(CIRCLED[int(ch)] for ch in grp) for grp in g)
    elif k == 5:
        d = " ".join("".join(ch + "\ufe0f\u20e3" for ch in grp) for grp in g)
    elif k == 6:
        pos = [i for i, ch in enumerate(num)]
        swap = set(R.sample(pos, max(3, len(num) // 3)))
        d = " ".join(g)
        out, idx = [], 0
        for ch in d:
            if ch.isdigit():
                out.append(LEET[ch] if idx in swap else ch)
                idx += 1
            else:
                out.append(ch)
        d = "".join(out)
    elif k == 7:
        d = R.choice([".", "/", "|", "_", " ~ ", " - ", " * "]).join(g)
    elif k == 8:
        d = " ".join(num) if R.random() < 0.5 else "  ".join(" ".join(grp) for grp in g)
    elif k == 9:
        d = "\n".join(g)
    elif k == 10:
        d = R.choice(["".join(f"<b>{x}</b>" for x in g), "<!-- -->".join(g), " ".join(f"`{x}`" for x in g),
                      "".join(f"<span>{x}</span>" for x in g)])
    elif k == 11:
        d = base64.b64encode(num.encode()).decode()
    elif k == 12:
        d = " ".join(g)[::-1]
    elif k == 13:
        lang = "en"
        d = ", ".join(_pair_words(num[i:i + 2]) for i in range(0, len(num) - 1, 2)) + \
            (", " + DIGIT_WORDS["en"].split()[int(num[-1])] if len(num) % 2 else "")
    elif k == 14:
        lang = "en"
        w = DIGIT_WORDS["en"].split()
        d = " ".join(grp if i % 2 == 0 else "-".join(w[int(ch)] for ch in grp) for i, grp in enumerate(g))
    elif k == 15:
        d = R.choice(["\u200b", "\u2060"]).join(num)
    elif k == 16:
        d = "".join(f"&#{ord(ch)};" for ch in num)
    else:
        lang = "en"
        d = _dictation(num)
    return d, lang


T_DEMAIL = {
    "en": ["~my email is {d}{hint} - the chat keeps deleting it", "~reach me at {d}{hint}",
           "Contact (written out because of spam bots): {d}{hint}", "~don't want the bot to scrub it so: {d}{hint}",
           "Please send the receipt for {thing} to {d}{hint}.", "~mail me → {d}{hint} ← and I'll send the photos"],
    "de": ["~meine mail: {d}{hint} (schreib ich so wegen spam)", "Bitte die Unterlagen an {d}{hint} schicken.",
           "~erreichst mich unter {d}{hint}"],
    "fr": ["~mon mail : {d}{hint} (écrit comme ça à cause des robots)", "Merci d'écrire à {d}{hint}."],
    "es": ["~mi correo: {d}{hint} (lo escribo así por el spam)", "Pueden escribirme a {d}{hint}."],
    "it": ["~la mia mail: {d}{hint} (scritta così per lo spam)", "Scrivetemi a {d}{hint}."],
    "pt": ["~meu email: {d}{hint} (escrevi assim por causa do spam)", "Podem escrever para {d}{hint}."],
    "nl": ["~mijn mail: {d}{hint} (zo geschreven vanwege spam)", "Mail graag naar {d}{hint}."],
    "pl": ["~mój mail: {d}{hint} (tak piszę przez spam)", "Proszę pisać na {d}{hint}."],
}
T_DCARD = {
    "en": ["~card: {d}{hint} exp {exp} (typing it weird so the filter doesn't eat it)",
           "~ok the number is {d}{hint}, expiry {exp}", "Card for {thing}: {d}{hint}, valid thru {exp}.",
           "~{d}{hint} <- card, cvv I'll tell you on the phone", "~the chat blocks card numbers lol so: {d}{hint}"],
    "de": ["~karte: {d}{hint}, gültig bis {exp}", "~kartennummer (anders geschrieben wegen filter): {d}{hint}"],
    "fr": ["~carte : {d}{hint}, exp {exp}", "~le numéro de carte, écrit autrement : {d}{hint}"],
    "es": ["~tarjeta: {d}{hint}, vence {exp}", "~el número de la tarjeta, escrito raro por el filtro: {d}{hint}"],
    "it": ["~carta: {d}{hint}, scad. {exp}", "~numero della carta scritto strano per il filtro: {d}{hint}"],
    "pt": ["~cartão: {d}{hint}, validade {exp}", "~número do cartão escrito diferente por causa do filtro: {d}{hint}"],
    "nl": ["~kaart: {d}{hint}, geldig tot {exp}", "~kaartnummer anders geschreven i.v.m. filter: {d}{hint}"],
    "pl": ["~karta: {d}{hint}, ważna do {exp}", "~numer karty inaczej napisany przez filtr: {d}{hint}"],
}


def _disguised_text(templates, c, d, hint):
    tmpl = R.choice(templates[c["lang"]])
    s = fill_tmpl(tmpl.lstrip("~").replace("{d}", "{v}"), c, d, hint=(" " + hint) if hint else "")
    if R.random() < 0.15:
        return d, ff_webform(c, R.choice(["Notes", "Kommentar", "Message", "Remarks"]), s)
    return d, R.choice(SENT_FORMS_CASUAL if tmpl.startswith("~") else SENT_FORMS_FORMAL)(c, s, d)


def g_demail():
    v = gen_email()
    d, hint, lang = disguise_email(v)
    c = ctx(lang=lang if lang in LEX else None)
    d, text = _disguised_text(T_DEMAIL, c, d, hint)
    if v in text:
        return None
    return v, d, text


def g_dcard():
    brand, num, _ = gen_card()
    d, lang = disguise_card(num)
    hint = ""
    if d == " ".join(_groups(num))[::-1]:
        hint = "(reversed)"
    elif re.fullmatch(r"[A-Za-z0-9+/=]+", d) and not d.isdigit():
        hint = "(base64)"
    c = ctx(lang=lang if lang in LEX else None)
    c["exp"] = gen_exp()
    d, text = _disguised_text(T_DCARD, c, d, hint)
    if num in text:
        return None
    return num, d, text


DGEN.update({"email": g_demail, "credit_card": g_dcard})

# ========================================================= negatives (items)
# Each item: fn(lang, c) -> (label, value).  Labels per language where cheap.
def _lbl(d, lang):
    return d.get(lang, d["en"])


LBL = {
    "order": {"en": "Order", "de": "Bestellnummer", "fr": "Commande n°", "es": "Pedido nº", "it": "Ordine n.",
              "pt": "Pedido nº", "nl": "Bestelnummer", "pl": "Zamówienie nr"},
    "invoice": {"en": "Invoice", "de": "Rechnung Nr.", "fr": "Facture", "es": "Factura", "it": "Fattura n.",
                "pt": "Fatura", "nl": "Factuurnummer", "pl": "Faktura nr"},
    "track": {"en": "Tracking number", "de": "Sendungsnummer", "fr": "Numéro de suivi", "es": "Número de seguimiento",
              "it": "Codice di tracciamento", "pt": "Código de rastreio", "nl": "Track & trace", "pl": "Numer przesyłki"},
    "ticket": {"en": "Ticket", "de": "Ticket", "fr": "Ticket", "es": "Incidencia", "it": "Ticket", "pt": "Chamado",
               "nl": "Melding", "pl": "Zgłoszenie"},
    "policy": {"en": "Policy no.", "de": "Versicherungsschein-Nr.", "fr": "Contrat n°", "es": "Póliza nº",
               "it": "Polizza n.", "pt": "Apólice nº", "nl": "Polisnummer", "pl": "Polisa nr"},
    "serial": {"en": "Serial no.", "de": "Seriennummer", "fr": "N° de série", "es": "Nº de serie", "it": "Matricola",
               "pt": "Nº de série", "nl": "Serienummer", "pl": "Nr seryjny"},
    "part": {"en": "Part no.", "de": "Art.-Nr.", "fr": "Réf. pièce", "es": "Ref. pieza", "it": "Cod. ricambio",
             "pt": "Ref. peça", "nl": "Onderdeelnr.", "pl": "Nr części"},
    "total": {"en": "Total", "de": "Summe", "fr": "Total", "es": "Total", "it": "Totale", "pt": "Total",
              "nl": "Totaal", "pl": "Suma"},
    "member": {"en": "Member no.", "de": "Mitgliedsnummer", "fr": "N° d'adhérent", "es": "Nº de socio",
               "it": "N. socio", "pt": "Nº de sócio", "nl": "Lidnummer", "pl": "Nr członka"},
    "ref": {"en": "Reference", "de": "Vorgangsnummer", "fr": "Référence", "es": "Referencia", "it": "Riferimento",
            "pt": "Referência", "nl": "Referentie", "pl": "Numer referencyjny"},
    "date": {"en": "Date", "de": "Datum", "fr": "Date", "es": "Fecha", "it": "Data", "pt": "Data", "nl": "Datum",
             "pl": "Data"},
    "version": {"en": "Firmware", "de": "Firmware-Version", "fr": "Version du firmware", "es": "Versión de firmware",
                "it": "Versione firmware", "pt": "Versão do firmware", "nl": "Firmwareversie", "pl": "Wersja firmware"},
}


def luhn_bad(digs):
    """Return digs, tweaking the last digit if it happens to pass Luhn."""
    if luhn_ok(digs):
        digs = digs[:-1] + str((int(digs[-1]) + R.randint(1, 9)) % 10)
    return digs


def ni_order(lang, c):
    v = R.choice([f"{c['key'][:2].upper()}-{R.randint(2023, 2025)}-{rdigits(6)}", f"#{_nz(6)}", f"{rdigits(4)}-{rdigits(4)}-{rdigits(2)}",
                  f"{_nz(3)} {rdigits(3)} {rdigits(3)}", f"A{rdigits(8)}", f"{_nz(10)}"])
    return _lbl(LBL["order"], lang), v


def ni_invoice(lang, c):
    v = R.choice([f"INV-{R.randint(2023, 2025)}-{rdigits(4)}", f"RE-{rdigits(5)}", f"F{R.randint(2023, 2025)}-{rdigits(5)}",
                  f"{R.randint(2023, 2025)}/{rdigits(4)}", f"FV/{rdigits(3)}/{R.randint(1, 12):02d}/{R.randint(2023, 2025)}"])
    return _lbl(LBL["invoice"], lang), v


def ni_tracking(lang, c):
    k = R.randint(0, 5)
    if k == 0:
        v = "1Z" + rchars(6, UPPER_DIG) + rdigits(10)
    elif k == 1:
        digs = luhn_bad("9" + R.choice("234") + rdigits(20))
        v = " ".join(digs[i:i + 4] for i in range(0, len(digs), 4))
    elif k == 2:
        v = R.choice(["RR", "LX", "CP", "RB"]) + rdigits(9) + R.choice(["DE", "GB", "FR", "PL", "NL", "ES"])
    elif k == 3:
        v = "3S" + rchars(4, string.ascii_uppercase) + rdigits(7)
    elif k == 4:
        v = "JJD" + rdigits(18)
    else:
        v = rdigits(12)
    return _lbl(LBL["track"], lang), v


def ni_ticket(lang, c):
    v = R.choice([f"#{R.randint(1000, 99999)}", f"{c['key'].upper()}-{R.randint(10, 4999)}", f"INC{rdigits(7)}",
                  f"SR-{rdigits(3)}-{rdigits(4)}"])
    return _lbl(LBL["ticket"], lang), v


def ni_policy(lang, c):
    v = R.choice([f"POL-{rdigits(4)}-{rdigits(4)}-{rchars(2, string.ascii_uppercase)}", f"{rdigits(4)}/{R.randint(2023, 2025)}",
                  f"{rchars(3, string.ascii_uppercase)}{rdigits(9)}", f"{rdigits(2)}.{rdigits(3)}.{rdigits(3)}"])
    return _lbl(LBL["policy"], lang), v


def _isbn13():
    core = "978" + rdigits(9) if R.random() < 0.8 else "979" + rdigits(9)
    s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(core))
    full = core + str((10 - s % 10) % 10)
    return full


def ni_isbn(lang, c):
    full = _isbn13()
    if luhn_ok(full):
        return None
    v = R.choice([full, f"{full[:3]}-{full[3]}-{full[4:7]}-{full[7:12]}-{full[12]}", f"{full[:3]}-{full[3:5]}-{full[5:9]}-{full[9:12]}-{full[12]}"])
    return "ISBN", v


def ni_ean(lang, c):
    if R.random() < 0.5:
        core = R.choice(["40", "50", "54", "76", "80", "84", "87", "90", "59"]) + rdigits(10)
        s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(core))
        v = core + str((10 - s % 10) % 10)
        if luhn_ok(v):
            return None
        return "EAN", v
    core = rdigits(11)
    s = sum(int(ch) * (3 if i % 2 == 0 else 1) for i, ch in enumerate(core))
    return "UPC", core + str((10 - s % 10) % 10)


def ni_datetime(lang, c):
    y, mo, d, h, mi = R.randint(2019, 2026), R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59)
    v = R.choice([f"{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{R.randint(0, 59):02d}", f"{d:02d}.{mo:02d}.{y} {h:02d}:{mi:02d}",
                  f"{mo:02d}/{d:02d}/{y} {h % 12 + 1}:{mi:02d} {R.choice(['AM', 'PM'])}", f"{y}{mo:02d}{d:02d}T{h:02d}{mi:02d}",
                  f"{d} {MONTHS_EN[mo - 1]} {y}, {h:02d}h{mi:02d}", f"{y}-W{R.randint(1, 52):02d}"])
    return _lbl(LBL["date"], lang), v


def ni_version(lang, c):
    v = R.choice([f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 9)}.{R.randint(100, 999)}",
                  f"v{R.randint(0, 12)}.{R.randint(0, 40)}.{R.randint(0, 20)}", f"{R.randint(4, 6)}.{R.randint(1, 19)}.0-{R.randint(20, 120)}-generic",
                  f"10.0.{R.randint(17000, 26000)}.{R.randint(100, 4000)}", f"{R.randint(100, 130)}.0.{R.randint(5000, 6999)}.{R.randint(10, 200)}",
                  f"{R.randint(1, 4)}.{R.randint(0, 9)}.{R.randint(0, 9)}-rc{R.randint(1, 5)}", f"build {R.randint(2023, 2025)}.{R.randint(1, 12)}.{rdigits(4)}"])
    return _lbl(LBL["version"], lang), v


def ni_commit(lang, c):
    return R.choice([("commit", rchars(40, HEXL)), ("commit", rchars(7, HEXL)), ("merge", rchars(12, HEXL)),
                     ("sha256", rchars(64, HEXL)), ("md5", rchars(32, HEXL))])


def ni_uuid(lang, c):
    h = rchars(32, HEXL)
    v = f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"
    return R.choice(["booking_id", "request-id", "UUID", "trace_id", "correlationId"]), v.upper() if R.random() < 0.15 else v


def ni_mac(lang, c):
    b = [R.getrandbits(8) for _ in range(6)]
    b[0] &= 0xFE
    v = R.choice([":".join(f"{x:02X}" for x in b), ":".join(f"{x:02x}" for x in b), "-".join(f"{x:02X}" for x in b),
                  ".".join(f"{b[i]:02x}{b[i + 1]:02x}" for i in (0, 2, 4))])
    return R.choice(["MAC", "hw addr", "MAC-Adresse", "BSSID", "ether"]), v


def ni_serial(lang, c):
    v = R.choice([f"{rchars(3, string.ascii_uppercase)}-{rdigits(5)}-{R.choice('ABCDEFGH')}", f"SN{rdigits(10)}",
                  f"{rchars(2, string.ascii_uppercase)}{rdigits(2)}{rchars(2, string.ascii_uppercase)}{rdigits(8)}",
                  f"E11SI{rdigits(8)}", f"{_nz(3)}-{rdigits(4)}-{rdigits(3)}"])
    return _lbl(LBL["serial"], lang), v


def ni_part(lang, c):
    v = R.choice([f"{rdigits(2)}-{rdigits(4)}-{rdigits(3)}-{rdigits(2)}", f"{rchars(2, string.ascii_uppercase)}-{rdigits(4)}/{R.randint(1, 9)}",
                  f"{_nz(3)}.{rdigits(3)}.{rdigits(2)}", f"0{rdigits(3)}-{rdigits(4)}-{rdigits(3)}{R.choice('ABK')}",
                  f"{rdigits(3)}-{rdigits(3)}-{rdigits(4)}-{R.choice(['X', 'B', 'R2'])}"])
    return _lbl(LBL["part"], lang), v


def _thousands(n, sep):
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def ni_amount(lang, c):
    n = R.choice([R.randint(1000, 99999), R.randint(100000, 9999999), R.randint(10 ** 7, 10 ** 10)])
    cents = f"{R.randint(0, 99):02d}"
    k = R.randint(0, 6)
    v = [f"€{_thousands(n, '.')},{cents}", f"${_thousands(n, ',')}.{cents}", f"CHF {_thousands(n, chr(39))}.–",
         f"{_thousands(n, ' ')},{cents} zł", f"R$ {_thousands(n, '.')},{cents}", f"£{_thousands(n, ',')}",
         f"{_thousands(n, chr(8239))} €"][k]
    return _lbl(LBL["total"], lang), v


def ni_count(lang, c):
    n = R.randint(10 ** 6, 10 ** 12)
    sep = R.choice([",", ".", " ", "'", "\u00a0"])
    noun = R.choice(["stream plays", "visitors", "stars in the catalogue", "bees (est.)", "page views", "photons/s",
                     "Besucher", "visiteurs", "visitas", "odwiedzin"])
    return noun, _thousands(n, sep)


def ni_luhn_fail(lang, c):
    """13-19 digit numbers that fail Luhn, often with card-like prefixes and grouping."""
    n = R.choice([13, 14, 15, 16, 16, 16, 18, 19])
    digs = luhn_bad(R.choice(["4", "5", "37", "6011", "35", "62", "9", "1", "7"]) + rdigits(n))[:n]
    if luhn_ok(digs):
        return None
    v = R.choice([digs, " ".join(digs[i:i + 4] for i in range(0, n, 4)), "-".join(digs[i:i + 4] for i in range(0, n, 4))])
    return R.choice([_lbl(LBL["ref"], lang), "Transaction ID", "Auth code ref", "Gaia DR3", "Loyalty card",
                     "Gift card no.", "Meter no.", "Terminal batch"]), v


def ni_bad_ssn(lang, c):
    a = R.choice(["000", "666", str(R.randint(900, 999))])
    v = f"{a}-{rdigits(2)}-{rdigits(4)}" if R.random() < 0.6 else f"{a} {rdigits(2)} {rdigits(4)}"
    return R.choice(["Claim ref", "Form sample", "Case", "Lot", "Batch", _lbl(LBL["ref"], lang)]), v


def ni_ref9(lang, c):
    return R.choice([_lbl(LBL["member"], lang), _lbl(LBL["order"], lang), "Customer no.", "MMSI", "Discogs release r",
                     "Ancestry tree ID", "Film #"]), _nz(9)


def ni_bad_iban(lang, c):
    good = gen_iban_compact()
    while True:
        chk = R.randint(0, 99)
        bad = good[:2] + f"{chk:02d}" + good[4:]
        if iban_mod97(bad) != 1:
            break
    v = " ".join(bad[i:i + 4] for i in range(0, len(bad), 4)) if R.random() < 0.6 else bad
    return R.choice(["IBAN (template)", "IBAN?", "Konto (alt, ungültig)", "sample IBAN", "IBAN"]), v


PLACEHOLDERS = ["<YOUR_TOKEN>", "sk-xxxx", "sk-...", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "AKIAIOSFODNN7EXAMPLE",
                "AKIAXXXXXXXXXXXXXXXX", "********", "changeme", "${DB_PASSWORD}", "<redacted>", "{{ secrets.API_KEY }}",
                "your-api-key-here", "xoxb-your-bot-token", "REPLACE_ME", "[hidden]", "<paste key here>", "null",
                "$(cat /run/secrets/db_password)", "os.environ['STRIPE_KEY']", "•••••••••", "<ACCESS_KEY_ID>",
                "sk_live_...", "npm_****", "TODO", "%PASSWORD%", "dummy", "xxx-xxx-xxx"]


def ni_placeholder(lang, c):
    return R.choice(["api_key", "token", "password", "SECRET_KEY", "Authorization", "aws_access_key_id",
                     "STRIPE_SECRET_KEY", "db_password", "SLACK_BOT_TOKEN"]), R.choice(PLACEHOLDERS)


def ni_emailish(lang, c):
    f = fold(R.choice(FIRST)).lower()
    return R.choice([
        ("Instagram", f"@{c['key']}_{f}"), ("X", f"@{f}{R.randint(1, 99)}"), ("asset", R.choice(["logo@2x.png", "hero@3x.webp", "icon@2x.svg"])),
        ("npm", R.choice(["@types/node", "@babel/core@7.24.0", "left-pad@1.3.0", "@angular/cli@17.3.2"])),
        ("contact", R.choice(["the guy at the front desk", "Marta at reception", "ask at the counter", "(none)", "n/a"])),
        ("meet", f"@ {c['time']} at the dock"), ("price", f"@ €{R.randint(2, 9)}.{R.randint(10, 99)}/kg"),
        ("email", "[email protected]"), ("Slack", f"@{f}.{R.choice(['ops', 'shop', 'desk'])}"),
        ("git", f"{f}@{c['key']}-laptop"),
    ])


def ni_coords(lang, c):
    la, lo = R.uniform(-60, 70), R.uniform(-170, 170)
    v = R.choice([f"{abs(la):.4f}° {'N' if la > 0 else 'S'}, {abs(lo):.4f}° {'E' if lo > 0 else 'W'}", f"{la:.6f}, {lo:.6f}",
                  f"{int(abs(la))}°{R.randint(0, 59)}′{R.randint(0, 59)}″{'N' if la > 0 else 'S'} {int(abs(lo))}°{R.randint(0, 59)}′{R.randint(0, 59)}″{'E' if lo > 0 else 'W'}",
                  f"RA {R.randint(0, 23):02d}h {R.randint(0, 59):02d}m {R.uniform(0, 59):.1f}s, Dec {R.choice('+-')}{R.randint(0, 89):02d}° {R.randint(0, 59):02d}′"])
    return R.choice(["GPS", "position", "coordinates", "Koordinaten", "target"]), v


def ni_measure(lang, c):
    v = R.choice([f"{_thousands(R.randint(1000, 9999), ',')} mm", f"{R.uniform(0.5, 40):.1f} kg", f"{R.randint(1, 9)} x {R.uniform(1, 9):.1f} m",
                  f"cone 6 ({R.randint(1180, 1240)} °C)", f"{R.randint(12, 40)} m / {R.randint(30, 65)} min", f"{R.randint(140, 190)} cm, DIN {R.uniform(3, 10):.1f}",
                  f"{R.randint(180, 230)} bar", f"f/{R.choice(['5', '6.3', '8', '10'])}, {R.randint(400, 2400)} mm", f"{R.randint(1, 3)} {R.randint(100, 999)} W"])
    return R.choice(["size", "Maße", "spec", "depth/time", "setting", "reading"]), v


def ni_phonelike(lang, c):
    v = R.choice([f"{_nz(3)}-{_nz(3)}-{rdigits(2)}{R.choice('ABX')}", f"SKU {rdigits(3)}-{rdigits(4)}-{rdigits(2)}",
                  f"0{rdigits(3)}-{rdigits(4)}-{rdigits(3)}-{R.choice('KBR')}", f"Kat.-Nr. {rdigits(2)}-{rdigits(4)}-{rdigits(4)}-{R.choice('ABC')}",
                  f"{rdigits(2)} {rdigits(2)} {rdigits(2)} {rdigits(2)} {rdigits(2)}-{R.choice(['LH', 'RH'])}",
                  f"model {rchars(2, string.ascii_uppercase)}-{rdigits(3)}-{rdigits(4)}"])
    return R.choice(["Ersatzteil", "product code", "item", "Modell", "code article", "refacción"]), v


def ni_masked(lang, c):
    return R.choice([("card", f"**** **** **** {rdigits(4)}"), ("card", f"ending in {rdigits(4)}"),
                     ("SSN", f"***-**-{rdigits(4)}"), ("phone", f"+{R.randint(30, 49)} *** *** {rdigits(2)}"),
                     ("IBAN", f"{R.choice(IBAN_COMMON)}** **** **** **** {rdigits(2)}"), ("card", f"{R.choice('45')}{rdigits(5)}******{rdigits(4)}")])


def ni_setting(lang, c):
    k = c["key"]
    table = {
        "marina": [("VHF", f"Ch. {R.choice([9, 16, 67, 72])}"), ("LOA", f"{R.uniform(6, 24):.2f} m"), ("HIN", f"{rchars(3, string.ascii_uppercase)}{rdigits(5)}{R.choice('ABCDEFGHIJKL')}{rdigits(3)}")],
        "dive": [("cert", f"{rdigits(4)}{rchars(2, string.ascii_uppercase)}{rdigits(4)}"), ("tank", f"{R.randint(10, 15)} L @ {R.randint(180, 232)} bar"), ("nitrox", f"EAN{R.randint(28, 36)}")],
        "vinyl": [("Cat#", f"{rchars(4, string.ascii_uppercase)} {rdigits(3)}"), ("Matrix", f"{rchars(2, string.ascii_uppercase)}-A-{rdigits(6)}-{R.choice('ABC')}"), ("speed", "33⅓ rpm")],
        "bees": [("hive weight", f"{R.uniform(20, 60):.1f} kg"), ("lot", f"{R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}-{R.choice('ABC')}"), ("varroa", f"{R.randint(0, 30)} mites/day")],
        "cowork": [("desk", f"{R.randint(2023, 2025)}-W{R.randint(1, 52):02d}-D{R.randint(1, 60)}"), ("Wi-Fi", f"{c['org'].split()[0]}-Guest"), ("room", f"{R.choice('ABC')}{R.randint(1, 4)}.{R.randint(1, 20):02d}")],
        "ski": [("DIN", f"{R.uniform(3, 11):.1f}"), ("lift pass", f"{rdigits(2)}-{rdigits(4)} {rdigits(4)} {rdigits(4)}-{R.randint(0, 9)}"), ("sole", f"{R.randint(270, 345)} mm")],
        "pottery": [("firing", f"cone {R.choice(['04', '5', '6', '10'])}"), ("glaze", f"{rchars(2, string.ascii_uppercase)}-{rdigits(3)}"), ("shrinkage", f"{R.randint(8, 14)} %")],
        "kitchen": [("error", f"E{R.randint(10, 99)}-{R.randint(1, 9)}"), ("gas", f"{R.randint(18, 50)} mbar"), ("model", f"SCC {R.choice([61, 101, 201])} E")],
        "genealogy": [("FamilySearch ID", f"{rchars(4, UPPER_DIG)}-{rchars(3, UPPER_DIG)}"), ("census", f"{R.choice([1881, 1900, 1910, 1921])}, sheet {R.randint(1, 40)}"), ("born", f"c. {R.randint(1780, 1920)}")],
        "astro": [("catalog", R.choice([f"NGC {R.randint(1, 7840)}", f"HD {rdigits(6)}", f"M{R.randint(1, 110)}"])), ("seeing", f"{R.uniform(0.8, 3.5):.1f}″"), ("exposure", f"{R.randint(30, 600)} s × {R.randint(10, 120)}")],
    }
    return R.choice(table[k])


NEG_ITEMS = [(ni_order, 6), (ni_invoice, 5), (ni_tracking, 6), (ni_ticket, 4), (ni_policy, 4), (ni_isbn, 4), (ni_ean, 4),
             (ni_datetime, 5), (ni_version, 6), (ni_commit, 4), (ni_uuid, 4), (ni_mac, 4), (ni_serial, 5), (ni_part, 4),
             (ni_amount, 6), (ni_count, 4), (ni_luhn_fail, 9), (ni_bad_ssn, 6), (ni_ref9, 4), (ni_bad_iban, 6),
             (ni_placeholder, 7), (ni_emailish, 7), (ni_coords, 4), (ni_measure, 4), (ni_phonelike, 6), (ni_masked, 4),
             (ni_setting, 8)]


# ======================================================= negatives (texts)
NEG_LEADS = {
    "en": ["Quick update on {thing} ({ref}).", "Notes from {date}:", "~fyi re {ref}", "Here are the details you asked for:",
           "~ok so for {ref}", "Summary for {org}:", "~lol ok, numbers:"],
    "de": ["Kurzes Update: {thing}.", "Notizen vom {date}:", "~kurz zur info", "Hier die gewünschten Angaben:"],
    "fr": ["Petit point sur {thing}.", "Notes du {date} :", "~pour info", "Voici les infos demandées :"],
    "es": ["Actualización sobre {thing}.", "Notas del {date}:", "~para que conste", "Aquí van los datos:"],
    "it": ["Aggiornamento: {thing}.", "Note del {date}:", "~fyi", "Ecco i dati richiesti:"],
    "pt": ["Atualização sobre {thing}.", "Notas de {date}:", "~só pra constar", "Seguem os dados:"],
    "nl": ["Korte update over {thing}.", "Notities van {date}:", "~ter info", "Hierbij de gegevens:"],
    "pl": ["Krótka aktualizacja: {thing}.", "Notatki z {date}:", "~dla info", "Oto dane:"],
}
NEG_ENDS = {"en": ["Let me know if anything's missing.", "Thanks!", "", "", "cheers"], "de": ["Danke!", "", "Bis bald."],
            "fr": ["Merci !", "", "Bonne journée."], "es": ["¡Gracias!", "", "Un saludo."], "it": ["Grazie!", "", "A presto."],
            "pt": ["Valeu!", "", "Abraço."], "nl": ["Bedankt!", "", "Groet."], "pl": ["Dzięki!", "", "Pozdro."]}


def _standalone_negative(c):
    k = c["key"]
    f = c["first"]
    opts = [
        lambda: f"# .env.example\nAPI_KEY={R.choice(PLACEHOLDERS)}\nDB_PASSWORD={R.choice(PLACEHOLDERS)}\nDEBUG=true\nPORT={R.choice([3000, 8000, 8080])}",
        lambda: f"export OPENAI_API_KEY={R.choice(['sk-xxxx', 'sk-...', '<your key>'])}  # replace with your own key before running",
        lambda: f"curl -H 'Authorization: Bearer <token>' https://api.{k}-club.org/v{R.randint(1, 3)}/bookings?limit={R.randint(5, 100)}",
        lambda: f"Please leave the keys with the user at the front desk; {f} at reception will log them in ticket #{R.randint(1000, 9999)}.",
        lambda: f"commit {rchars(40, HEXL)}\nAuthor: {c['name']}\nDate:   {c['date']}\n\n    bump firmware to {R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 9)}.{R.randint(100, 999)}",
        lambda: f"Linux pi-{k} {R.randint(5, 6)}.{R.randint(1, 15)}.0-rpi{R.randint(4, 9)}-rpi-v8 #1 SMP PREEMPT Debian 1:6.1.{R.randint(20, 90)}-1 ({R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}) aarch64",
        lambda: f"Dive log {c['date']}: max {R.uniform(8, 30):.1f} m, {R.randint(30, 65)} min, water {R.randint(12, 28)} °C, tank {R.randint(190, 230)}→{R.randint(40, 70)} bar, buddy {f}.",
        lambda: f"Follow us @{k}_{R.choice(['club', 'studio', 'official'])} for the {R.choice(['spring', 'summer', 'winter'])} schedule! #{k} #{c['org'].split()[0].lower()}",
        lambda: f"password: ********\nusername: {f.lower()}\nlast_login: {stamp()}\n2fa: enabled",
        lambda: f"Your verification code is {rdigits(6)}. It expires in 10 minutes. Never share it.",
        lambda: f"sha256sum {k}-backup-{R.randint(2023, 2025)}.tar.gz\n{rchars(64, HEXL)}  {k}-backup.tar.gz",
        lambda: f"{c['org']} – {R.choice(['open', 'geöffnet', 'ouvert', 'abierto'])} {R.randint(7, 10)}:00–{R.randint(17, 22)}:00, "
                f"{R.choice(['Mon–Fri', 'Mo–Fr', 'lun.–ven.', 'lun–vie'])}; {R.randint(2, 40)} {R.choice(['berths', 'desks', 'kilns', 'telescopes'])} available.",
    ]
    return R.choice(opts)()


def g_negative():
    c = ctx()
    lang = c["lang"]
    if R.random() < 0.12:
        return "", _standalone_negative(c)
    items = []
    for _ in range(R.choice([1, 2, 2, 3, 3, 4])):
        fn = R.choices([x for x, _ in NEG_ITEMS], weights=[w for _, w in NEG_ITEMS])[0]
        it = fn(lang, c)
        if it:
            items.append(it)
    if not items:
        return None
    mode = R.random()
    if mode < 0.45:
        lead = R.choice(NEG_LEADS[lang])
        casual = lead.startswith("~")
        body = R.choice(["; ", ", ", "\n", " · "]).join(
            R.choice([f"{lab}: {val}", f"{lab} {val}", f"{lab} ({val})", f"{lab} = {val}"]) for lab, val in items)
        s = fill_tmpl(lead.lstrip("~"), c, "") + (" " if R.random() < 0.5 else "\n") + body
        end = R.choice(NEG_ENDS[lang])
        if end:
            s += "\n" + end
        return "", R.choice(SENT_FORMS_CASUAL if casual else SENT_FORMS_FORMAL)(c, s, "\x02")
    if mode < 0.8:
        fields = [(LEX[lang]["name"], c["name"])] + items if R.random() < 0.5 else items
        kind = R.randint(0, 5)
        if kind == 0:
            return "", "\n".join(f"{k}: {v}" for k, v in fields)
        if kind == 1:
            return "", ("| " + " | ".join(k for k, _ in fields) + " |\n|" + "---|" * len(fields) + "\n| "
                        + " | ".join(v for _, v in fields) + " |")
        if kind == 2:
            return "", ";".join(k for k, _ in fields) + "\n" + ";".join(v for _, v in fields)
        if kind == 3:
            return "", "<table>" + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in fields) + "</table>"
        if kind == 4:
            return "", json.dumps({_key(k) or "field": v for k, v in fields}, ensure_ascii=False)
        return "", "\n".join(f"{_key(k) or 'field'}: \"{v}\"" for k, v in fields)
    slug = fold(c["org"]).lower()[:12]
    return "", "\n".join(f"{stamp()} {R.choice(['INFO', 'DEBUG', 'WARN'])} [{slug}] {_key(k) or 'field'}={v}" for k, v in items)


GEN["negative"] = g_negative

# ============================================================ verification
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")
IMG_EXT = (".png", ".jpg", ".jpeg", ".svg", ".webp", ".gif")
DIGRUN_RE = re.compile(r"\d+(?:(?:[ \-.'\u00a0\u202f]|  )\d+)*")
IBAN_RE = re.compile(r"\b[A-Za-z]{2}\d{2}(?:[ ]?[A-Za-z0-9]){10,32}")
SSN_RE = re.compile(r"(?<![\d\-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d\-])")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
CARD_PREFIX_RE = re.compile(r"^(4|5[1-5]|2[2-7]|3[47]|3[068]|6011|64[4-9]|65|35|62|50|56|57|58|63|67)")


def find_emails(t):
    return [m.group(0) for m in EMAIL_RE.finditer(t) if not m.group(0).lower().endswith(IMG_EXT)]


def find_luhn_windows(t, need_brand=False):
    """Digit runs (single separators allowed); every group-aligned window of 13-19 digits passing Luhn."""
    hits = []
    for m in DIGRUN_RE.finditer(t):
        groups = re.findall(r"\d+", m.group(0))
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if len(acc) > 19:
                    break
                if len(acc) >= 13 and luhn_ok(acc) and (not need_brand or CARD_PREFIX_RE.match(acc)):
                    hits.append(acc)
    return hits


def find_valid_ibans(t):
    hits = []
    for m in IBAN_RE.finditer(t):
        compact = m.group(0).replace(" ", "").upper()
        cc = compact[:2]
        if cc in IBAN_LEN and len(compact) >= IBAN_LEN[cc] and iban_mod97(compact[:IBAN_LEN[cc]]) == 1:
            hits.append(compact[:IBAN_LEN[cc]])
    return hits


def find_valid_ssns(t):
    return [m.group(0) for m in SSN_RE.finditer(t) if ssn_ok(m.group(1) + m.group(3) + m.group(4))]


def find_ipv4(t):
    return [m.group(0) for m in IPV4_RE.finditer(t) if all(int(x) <= 255 for x in m.groups())]


def valid_ip(v):
    try:
        ipaddress.ip_address(v)
        return True
    except ValueError:
        return False


def value_valid(rtype, v):
    if rtype == "credit_card":
        d = re.sub(r"\D", "", v)
        return 13 <= len(d) <= 19 and luhn_ok(d) and bool(CARD_PREFIX_RE.match(d))
    if rtype == "us_ssn":
        return ssn_ok(v)
    if rtype == "iban":
        c = v.replace(" ", "").upper()
        return c[:2] in IBAN_LEN and len(c) == IBAN_LEN[c[:2]] and iban_mod97(c) == 1
    if rtype == "ip_address":
        return valid_ip(v)
    if rtype == "email":
        return bool(EMAIL_RE.fullmatch(v))
    return bool(v)


def _row_ok(rtype, value, text, disguise=None):
    span = disguise if disguise is not None else value
    if rtype == "negative":
        if value != "":
            return False
        return not (find_emails(text) or find_luhn_windows(text) or find_valid_ibans(text) or find_valid_ssns(text))
    if not span or text.count(span) != 1 or not value_valid(rtype, value):
        return False
    if disguise is not None:
        if value in text:
            return False
        rest = text.replace(span, " \x1f ")
        return not (find_emails(rest) or find_luhn_windows(rest, True) or find_valid_ibans(rest) or find_valid_ssns(rest))
    rest = text.replace(span, " \x1f ")
    if find_emails(rest) or find_luhn_windows(rest, True) or find_valid_ibans(rest) or find_valid_ssns(rest):
        return False
    if find_ipv4(rest):
        return False
    return True


row_ok = _row_ok  # replace the permissive hook defined in the skeleton  # noqa: F811


def verify_all(rows):
    problems = []
    texts = Counter(r["text"] for r in rows)
    dup = [t for t, n in texts.items() if n > 1]
    if dup:
        problems.append(f"{len(dup)} duplicate texts")
    for r in rows:
        if set(r) - {"source", "type", "value", "text", "disguise"} or r["source"] != SOURCE:
            problems.append(f"bad keys/source: {r}")
        if not _row_ok(r["type"], r["value"], r["text"], r.get("disguise")):
            problems.append(f"row check failed: {r['type']} {r['value'][:40]!r}")
        if r["type"] in ("email", "credit_card") and "disguise" in r and r["disguise"] == r["value"]:
            problems.append(f"disguise equals value: {r['value']}")
    want = Counter()
    for t, n in PLAIN_COUNTS.items():
        want[t] += n
    for t, n in DISGUISED_COUNTS.items():
        want[t] += n
    got = Counter(r["type"] for r in rows)
    if got != want:
        problems.append(f"counts differ: {dict(got)} vs {dict(want)}")
    if Counter(r["type"] for r in rows if "disguise" in r) != Counter(DISGUISED_COUNTS):
        problems.append("disguised counts differ")
    if problems:
        for p in problems[:30]:
            print("VERIFY:", p, file=sys.stderr)
        raise SystemExit(f"verification failed ({len(problems)} problems)")
    ibans = {r["value"].replace(" ", "").upper()[:2] for r in rows if r["type"] == "iban"}
    print(f"verified {len(rows)} rows; IBAN countries: {len(ibans)}", file=sys.stderr)


# === SECTIONS END ===

def main():
    for rtype, n in PLAIN_COUNTS.items():
        if rtype in GEN:
            fill(rtype, n, GEN[rtype])
    for rtype, n in DISGUISED_COUNTS.items():
        if rtype in DGEN:
            fill(rtype, n, DGEN[rtype], disguised=True)
    R.shuffle(ROWS)
    if "verify_all" in globals():
        globals()["verify_all"](ROWS)
    with open(OUT, "w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = Counter(r["type"] for r in ROWS)
    dis = Counter(r["type"] for r in ROWS if "disguise" in r)
    for t in sorted(counts):
        print(f"{t:12s} {counts[t]:5d}" + (f"  (disguised {dis[t]})" if dis[t] else ""), file=sys.stderr)
    print(f"{'total':12s} {len(ROWS):5d}  -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
