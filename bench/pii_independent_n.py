#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
Independent red-team evaluation corpus for a PII / secrets detector.

source = "pii-indep-n"; stdlib only; deterministic (one random.Random, fixed seed);
no network.  Writes corpora/pii-independent/indep-n.jsonl beside this script and prints per-type counts
to stderr.

Row schema:
  {"source": "pii-indep-n", "type": T, "value": V, "text": TEXT}
  disguised rows additionally carry "disguise": D (exact substring of TEXT),
  while "value" holds the canonical form.
"""
import base64
import binascii
import collections
import ipaddress
import json
import os
import random
import re
import string
import sys
import unicodedata

SEED = 84412907
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-n.jsonl")
SRC = "pii-indep-n"

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEXL = "0123456789abcdef"
B64U = string.ascii_letters + string.digits + "-_"


# --------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------
def ch(seq):
    return R.choice(seq)


def rs(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def digits(n):
    return rs(n, DIG)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def sub(tpl, d):
    """Replace {key} for keys present in d; leave every other brace alone."""
    def rep(m):
        k = m.group(1)
        return str(d[k]) if k in d else m.group(0)
    return re.sub(r"\{(\w+)\}", rep, tpl)


def luhn_ok(s):
    tot = 0
    for i, c in enumerate(reversed(s)):
        x = int(c)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + digits(length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def digits_not_luhn(n, first=None):
    while True:
        s = (first or str(R.randint(1, 9))) + digits(n - 1)
        if not luhn_ok(s):
            return s


LANGS = ["en", "de", "fr", "es", "pt", "it", "nl", "pl", "tr", "ja"]
LANG_W = {"en": 55, "de": 12, "fr": 9, "es": 8, "pt": 6, "it": 7, "nl": 5, "pl": 5, "tr": 4, "ja": 4}


def pick(tdict, weights=None):
    weights = weights or LANG_W
    langs = [l for l in tdict if weights.get(l, 0) > 0]
    lang = R.choices(langs, [weights[l] for l in langs])[0]
    return lang, ch(tdict[lang])


# --------------------------------------------------------------------------
# people, places, businesses
# --------------------------------------------------------------------------
NAMES = {
    "en": (["Olivia", "Liam", "Harper", "Mason", "Chloe", "Ethan", "Grace", "Noah", "Ruby", "Owen", "Isla",
            "Callum", "Maya", "Jasper", "Freya", "Declan", "Tessa", "Rohan", "Imogen", "Marcus", "Priya",
            "Desmond", "Hazel", "Kieran", "Niamh", "Tobias"],
           ["Whitfield", "Okafor", "Brennan", "Castellano", "Pryce", "Delaney", "Hargreaves", "Mensah",
            "Thornton", "Ashworth", "Gallagher", "Sutherland", "Abernathy", "Lindqvist", "Fairbairn", "Oduya",
            "Holloway", "Quinlan", "Beaumont", "Radcliffe", "Nakagawa", "Ferreira-Lowe", "McAllister", "Vance"]),
    "de": (["Jonas", "Lena", "Felix", "Marlene", "Tobias", "Anja", "Lukas", "Greta", "Matthias", "Sabine",
            "Jörg", "Henrike", "Ole", "Friederike", "Bernd", "Maike"],
           ["Krüger", "Hoffmann", "Brandt", "Vogel", "Lindner", "Schäfer", "Wolff", "Neumann", "Kessler",
            "Albrecht", "Großmann", "Sauter", "Böhm", "Ehrhardt", "Pfeiffer", "Dörfler"]),
    "fr": (["Camille", "Théo", "Manon", "Julien", "Élodie", "Hugo", "Inès", "Mathis", "Chloé", "Baptiste",
            "Gaëlle", "Loïc", "Solène", "Aurélien"],
           ["Lefèvre", "Moreau", "Garnier", "Rousseau", "Fabre", "Chevalier", "Marchand", "Bonnet", "Girard",
            "Lambert", "Perrin", "Duval", "Mercier", "Fontaine"]),
    "es": (["Lucía", "Javier", "Carmen", "Diego", "Alba", "Sergio", "Marta", "Álvaro", "Nerea", "Pablo",
            "Rocío", "Íñigo", "Ainhoa"],
           ["García", "Navarro", "Ortega", "Iglesias", "Romero", "Herrera", "Castro", "Molina", "Vidal",
            "Serrano", "Muñoz", "Peña", "Gil"]),
    "pt": (["João", "Beatriz", "Tiago", "Mariana", "Rafael", "Inês", "Gonçalo", "Larissa", "Thiago", "Camila",
            "Rodrigo", "Leonor"],
           ["Silva", "Ferreira", "Carvalho", "Oliveira", "Sousa", "Rocha", "Almeida", "Pereira", "Costa",
            "Barbosa", "Magalhães", "Conceição"]),
    "it": (["Giulia", "Matteo", "Chiara", "Lorenzo", "Francesca", "Davide", "Elisa", "Stefano", "Martina",
            "Andrea", "Niccolò", "Ludovica"],
           ["Rossi", "Bianchi", "Colombo", "Ferrari", "Esposito", "Ricci", "Marino", "Greco", "Bruno", "Galli",
            "De Luca", "Fabbri"]),
    "nl": (["Daan", "Sanne", "Bram", "Fleur", "Thijs", "Lotte", "Jesse", "Anouk", "Ruben", "Iris", "Maarten",
            "Femke"],
           ["de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos",
            "van der Linden", "Hendriks"]),
    "pl": (["Zofia", "Jakub", "Katarzyna", "Michał", "Agnieszka", "Paweł", "Magdalena", "Łukasz", "Joanna",
            "Krzysztof", "Wojciech", "Małgorzata"],
           ["Nowak", "Kowalska", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zielińska", "Szymański",
            "Dąbrowska", "Kozłowski", "Jabłońska", "Król"]),
    "tr": (["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe", "Burak", "Merve", "Can", "Selin", "Oğuz", "Gökhan",
            "Ebru"],
           ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan",
            "Kılıç", "Koç"]),
}
JA_FIRST = [("陽翔", "Haruto"), ("結衣", "Yui"), ("蓮", "Ren"), ("葵", "Aoi"), ("美咲", "Misaki"),
            ("大輝", "Daiki"), ("健太", "Kenta"), ("さくら", "Sakura"), ("翔太", "Shota"), ("真由", "Mayu")]
JA_LAST = [("田中", "Tanaka"), ("鈴木", "Suzuki"), ("高橋", "Takahashi"), ("渡辺", "Watanabe"),
           ("伊藤", "Ito"), ("山本", "Yamamoto"), ("中村", "Nakamura"), ("小林", "Kobayashi"),
           ("加藤", "Kato"), ("吉田", "Yoshida")]

DE_MAP = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss"})
GEN_MAP = str.maketrans({"ł": "l", "Ł": "L", "ß": "ss", "ø": "o", "ı": "i", "İ": "I", "đ": "d"})


def asc(s, lang):
    if lang == "de":
        s = s.translate(DE_MAP)
    s = s.translate(GEN_MAP)
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^A-Za-z]", "", s).lower()


def person(lang):
    if lang == "ja":
        (fk, fr), (lk, lr) = ch(JA_FIRST), ch(JA_LAST)
        full = lk + fk if R.random() < 0.7 else lk + " " + fk
        return {"first": fk, "last": lk, "full": full, "fa": fr.lower(), "la": lr.lower(),
                "latin": f"{fr} {lr}"}
    fl, ll = NAMES[lang]
    f, l = ch(fl), ch(ll)
    return {"first": f, "last": l, "full": f"{f} {l}", "fa": asc(f, lang), "la": asc(l, lang),
            "latin": asc_keep(f"{f} {l}")}


def asc_keep(s):
    s = s.translate(GEN_MAP)
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


CITIES = {
    "en": ["Leeds", "Bristol", "Portland", "Halifax", "Galway", "Adelaide", "Boulder", "Norwich", "Asheville"],
    "de": ["Freiburg", "Regensburg", "Kassel", "Lübeck", "Graz", "Winterthur", "Bamberg"],
    "fr": ["Lyon", "Nantes", "Rennes", "Annecy", "Liège", "Besançon"],
    "es": ["Valencia", "Zaragoza", "Cádiz", "Bilbao", "Granada", "Oviedo"],
    "pt": ["Braga", "Coimbra", "Porto Alegre", "Curitiba", "Faro", "Recife"],
    "it": ["Bologna", "Trento", "Lecce", "Perugia", "Verona", "Cagliari"],
    "nl": ["Utrecht", "Zwolle", "Haarlem", "Gent", "Leiden", "Nijmegen"],
    "pl": ["Kraków", "Gdańsk", "Poznań", "Wrocław", "Lublin", "Toruń"],
    "tr": ["İzmir", "Bursa", "Eskişehir", "Antalya", "Trabzon", "Mersin"],
    "ja": ["札幌", "仙台", "金沢", "福岡", "神戸", "松本"],
}

# (business name, domain, service phrase)
BIZ = [
    ("Pawprint & Whisker Veterinary Practice", "pawprint-vet.co.uk", "Bruno's booster vaccination"),
    ("Limelight Community Theatre Box Office", "limelight-theatre.org.uk", "two tickets for the Saturday matinee"),
    ("Sunridge Solar Installations", "sunridge-solar.ie", "the 6.4 kWp rooftop install"),
    ("Lingua Nova Sprachschule", "lingua-nova.de", "the B2 evening course"),
    ("Alpspitz Skiverleih", "alpspitz-skiverleih.de", "the 5-day ski and boot package"),
    ("Brightbite Dental Lab", "brightbite-lab.com", "the zirconia crown order"),
    ("Kranich Umzüge", "kranich-umzuege.de", "the move on the 14th"),
    ("Bellaluna Wedding Planning", "bellaluna-nozze.it", "the venue deposit"),
    ("Spoke & Chain Courier Co-op", "spokeandchain.coop", "the weekly pickup contract"),
    ("Atelier Vitrail Morel", "vitrail-morel.fr", "the stained-glass restoration"),
    ("Escuela de Surf Ola Verde", "olaverde-surf.es", "the weekend surf camp"),
    ("Padaria Estrela do Norte", "padaria-estrela.pt", "the wedding cake order"),
    ("Fietsenmaker De Spaak", "despaak-fietsen.nl", "the e-bike service"),
    ("Pracownia Ceramiki Glina", "glina-ceramika.pl", "the pottery workshop"),
    ("Kuaför Elif Güzellik", "elifguzellik.com.tr", "the bridal hair appointment"),
    ("Sakura Seitai Clinic", "sakura-seitai.jp", "the Thursday treatment slot"),
    ("Harborlight Kayak Tours", "harborlight-kayak.ca", "the sunset paddle tour"),
    ("Maplewood Piano Tuning", "maplewoodpiano.com", "the grand piano tuning"),
    ("Nordlicht Yoga Studio", "nordlicht-yoga.at", "the 10-class card"),
    ("Greenthumb Allotment Society", "greenthumb-allotments.org.uk", "the plot 27 renewal"),
    ("Tidepool Aquatics", "tidepool-aquatics.com.au", "the reef tank setup"),
    ("Orchard Lane Daycare", "orchardlane-daycare.com", "the autumn enrolment"),
    ("Taller Mecánico Hermanos Ruiz", "tallerruiz.es", "the brake repair"),
    ("Trattoria Da Nino Catering", "danino-catering.it", "the buffet for 60 guests"),
    ("Brouwerij De Hop", "brouwerijdehop.be", "the brewery tour"),
    ("Fjellro Hytteutleie", "fjellro-hytter.no", "the cabin booking"),
    ("Clínica Veterinária Patinhas", "patinhas-vet.com.br", "the cat's dental cleaning"),
    ("Optique Lumière", "optique-lumiere.fr", "the varifocal lenses"),
    ("Hopscotch Climbing Gym", "hopscotch-climbing.com", "the family membership"),
    ("Quillfeather Bookbinding", "quillfeather-bindery.co.uk", "the thesis binding"),
]
ROLES = {
    "en": ["Office Manager", "Dispatcher", "Head Instructor", "Lab Technician", "Box Office Lead",
           "Installer", "Front Desk", "Practice Manager", "Ride Coordinator", "Event Planner"],
    "de": ["Disposition", "Büroleitung", "Kursleitung", "Werkstattleitung", "Empfang"],
    "fr": ["Responsable administratif", "Accueil", "Chef d'atelier"],
    "es": ["Recepción", "Jefe de taller", "Coordinadora"],
}
BANKS = ["Sparkasse KölnBonn", "Volksbank Mittelhessen", "Commerzbank", "GLS Bank", "DKB", "ING",
         "Raiffeisenbank", "Crédit Agricole", "BNP Paribas", "CaixaBank", "Intesa Sanpaolo", "Rabobank",
         "PKO BP", "Millennium bcp", "Garanti BBVA", "KBC"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
UAS = [
    "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Safari/605.1.15",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    "curl/8.5.0", "python-requests/2.31.0", "Go-http-client/1.1", "Wget/1.21.4",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:124.0) Gecko/20100101 Firefox/124.0",
]
PATHS = ["/booking", "/wp-login.php", "/api/v1/slots", "/checkout", "/admin/", "/tickets/matinee",
         "/courses/b2-abend", "/.env", "/api/v2/quote", "/login", "/xmlrpc.php", "/rental/skis"]


def fmt_date(lang, y, m, d):
    if lang == "en":
        return ch([f"{MONTHS_EN[m - 1]} {d}, {y}", f"{d} {MON[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}"])
    if lang in ("de", "pl", "tr"):
        return f"{d:02d}.{m:02d}.{y}"
    if lang in ("fr", "es", "pt", "it"):
        return f"{d:02d}/{m:02d}/{y}"
    if lang == "nl":
        return f"{d}-{m}-{y}"
    return f"{y}年{m}月{d}日"


def any_date(lang=None):
    return fmt_date(lang or ch(LANGS), R.choice([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28))


def money(lang):
    v = R.randint(1500, 950000) / 100
    us = f"{v:,.2f}"
    eu = us.replace(",", "X").replace(".", ",").replace("X", ".")
    if lang == "en":
        return ch([f"${us}", f"£{us}", f"€{us}", f"AUD {us}"])
    if lang == "ja":
        return f"¥{int(v * 100):,}"
    if lang == "fr":
        return us.replace(",", "\u202f").replace(".", ",") + " €"
    if lang == "pl":
        return us.replace(",", " ").replace(".", ",") + " zł"
    if lang == "tr":
        return eu + " TL"
    if lang == "pt":
        return ch([eu + " €", "R$ " + eu])
    return eu + " €"


def fill(lang):
    p = person(lang)
    p2 = person(lang)
    biz = ch(BIZ)
    y, m, d = R.choice([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    hh, mi, ss = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)
    n1 = R.randint(200, 980)
    lab = ch(["booking_app", "svc_booking", "webshop", "app", "crm", "reporting", "etl_user"])
    return {
        "name": p["full"], "first": p["first"], "last": p["last"], "first2": p2["first"],
        "NAME": p["latin"].upper(),
        "biz": biz[0], "domain": biz[1], "slug": biz[1].split(".")[0], "service": biz[2],
        "date": fmt_date(lang, y, m, d), "iso": f"{y}-{m:02d}-{d:02d}",
        "ts": f"{y}-{m:02d}-{d:02d} {hh:02d}:{mi:02d}:{ss:02d}",
        "tsz": f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mi:02d}:{ss:02d}.{R.randint(0, 999):03d}Z",
        "syslog": f"{MON[m - 1]} {d:2d} {hh:02d}:{mi:02d}:{ss:02d}",
        "clf": f"{d:02d}/{MON[m - 1]}/{y}:{hh:02d}:{mi:02d}:{ss:02d} +0{R.choice([0, 1, 2])}00",
        "time": f"{hh:02d}:{mi:02d}",
        "ticket": f"{ch(['#', 'TCK-', 'SR-', 'INC'])}{R.randint(1000, 99999)}",
        "id": R.randint(100, 99999), "city": ch(CITIES[lang]), "amount": money(lang),
        "exp": f"{R.randint(1, 12):02d}/{R.randint(25, 31)}", "cvc": digits(3),
        "host": ch(["web01", "web-02", "pos-frontdesk", "booking-api-1", "mail", "edge-fra-3", "app-prod-2",
                    "gw01", "vps-lisbon"]),
        "pid": R.randint(300, 65000), "port": R.randint(1025, 65000),
        "user": ch(["admin", "root", "test", "oracle", "ubuntu", "postgres", "guest", "pi", "support", "deploy"]),
        "ua": ch(UAS), "path": ch(PATHS), "staff": person(lang)["first"],
        "role": ch(ROLES.get(lang, ROLES["en"])),
        "ver": f"{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}",
        "n1": n1, "n2": n1 + 1, "n3": n1 + 2, "sha": rs(40, HEXL), "bytes": R.randint(180, 48000),
        "ms": f"{R.randint(0, 999):03d}", "year": R.choice([2022, 2023, 2024]), "yob": R.randint(1952, 2003),
        "ref": ch(["KAUTION-", "INV-2024-", "DEP-", "REF "]) + str(R.randint(100, 9999)),
        "bank": ch(BANKS), "cents": R.randint(1500, 250000),
        "profile": ch(["default", "prod", "booking", "backup-writer", "ci"]),
        "dbuser": lab, "db": ch(["bookings", "crm", "shop", "lab_orders", "tickets", "rentals"]),
        "dbhost": ch(["db.internal", "pg-primary", "10-db-1.svc", "mysql.local", "db-prod"]) ,
        "acct": biz[1].split(".")[0].replace("-", "")[:18] + ch(["store", "prod", "files", ""]),
        "cid": digits(12) + "-" + rs(32, LO + DIG),
        "chat": digits(10), "bank_city": ch(CITIES[lang]),
    }


# --------------------------------------------------------------------------
# value generators
# --------------------------------------------------------------------------
FREEMAIL = {
    "en": ["gmail.com", "outlook.com", "yahoo.co.uk", "btinternet.com", "icloud.com", "proton.me",
           "hotmail.com", "aol.com", "fastmail.com", "zoho.com", "sky.com", "comcast.net"],
    "de": ["gmx.de", "web.de", "t-online.de", "posteo.de", "mailbox.org", "gmx.net", "freenet.de", "gmx.at",
           "bluewin.ch"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "hotmail.fr", "sfr.fr", "wanadoo.fr", "yahoo.fr"],
    "es": ["yahoo.es", "hotmail.es", "telefonica.net", "gmail.com", "outlook.es"],
    "pt": ["sapo.pt", "uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "hotmail.com.br"],
    "it": ["libero.it", "virgilio.it", "tiscali.it", "alice.it", "fastwebnet.it"],
    "nl": ["ziggo.nl", "kpnmail.nl", "xs4all.nl", "hotmail.nl", "planet.nl", "telenet.be"],
    "pl": ["wp.pl", "o2.pl", "interia.pl", "onet.pl", "op.pl", "gazeta.pl"],
    "tr": ["yandex.com.tr", "hotmail.com.tr", "gmail.com", "mynet.com", "ttmail.com"],
    "ja": ["docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "softbank.ne.jp", "nifty.com", "i.softbank.jp"],
}


def gen_email(lang, p=None, allow_case=True):
    p = p or person(lang)
    f, l = p["fa"], p["la"]
    local = ch([f"{f}.{l}", f"{f[0]}.{l}", f"{f}{l}{R.randint(1, 99)}", f"{f}_{l}", f"{l}.{f}", f"{f}-{l}",
                f"{f}.{l}+{ch(['booking', 'orders', 'school', 'shop', 'vet', 'tickets'])}",
                f"{f}{R.randint(70, 99)}", f"{f[0]}{l}", f"{l}{f[0]}{R.randint(1, 9)}", f"{f}.{l}{R.randint(1, 9)}",
                f"{f}{l[0]}"])
    r = R.random()
    if r < 0.45:
        domain = ch(FREEMAIL[lang])
    elif r < 0.7:
        domain = ch(FREEMAIL["en"])
    else:
        domain = ch(BIZ)[1]
        if R.random() < 0.2:
            domain = ch(["mail.", "staff.", "team."]) + domain
    if allow_case and R.random() < 0.08:
        local = ".".join(x.capitalize() for x in local.split("."))
    return f"{local}@{domain}"


EMAIL_OK = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$")

# ---- cards ----
CARD_KINDS = ["visa", "mc", "mc2", "amex", "discover", "diners", "jcb", "unionpay", "maestro"]
CARD_W = [28, 16, 8, 12, 8, 6, 8, 7, 7]


def gen_card(kind=None):
    kind = kind or R.choices(CARD_KINDS, CARD_W)[0]
    if kind == "visa":
        num = luhn_complete("4" + ch(["", "0", "1", "2", "4", "5", "7", "9"]), 16)
    elif kind == "mc":
        num = luhn_complete(str(R.randint(51, 55)), 16)
    elif kind == "mc2":
        num = luhn_complete(str(R.randint(2221, 2720)), 16)
    elif kind == "amex":
        num = luhn_complete(ch(["34", "37"]), 15)
    elif kind == "discover":
        num = luhn_complete(ch(["6011", str(R.randint(644, 649)), "65"]), 16)
    elif kind == "diners":
        num = luhn_complete(ch([str(R.randint(300, 305)), "36", "38", "39"]), 14)
    elif kind == "jcb":
        num = luhn_complete(str(R.randint(3528, 3589)), 16)
    elif kind == "unionpay":
        num = luhn_complete(ch(["624", "625", "626", "6282", "6284", "6288", "62"]), ch([16, 16, 19]))
    else:
        num = luhn_complete(ch(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"]),
                            ch([16, 16, 19]))
    return kind, num


def card_groups(num):
    L = len(num)
    if L == 15:
        sizes = [4, 6, 5]
    elif L == 14:
        sizes = [4, 6, 4]
    elif L == 19:
        sizes = [4, 4, 4, 4, 3]
    else:
        sizes = [4, 4, 4, 4]
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return out


def fmt_card(num):
    r = R.random()
    if r < 0.45:
        return " ".join(card_groups(num))
    if r < 0.75:
        return num
    return "-".join(card_groups(num))


# ---- IBAN ----
IBAN_LEN = {"AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BR": 29, "CH": 21, "CY": 28, "CZ": 24,
            "DE": 22, "DK": 18, "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21,
            "HU": 28, "IE": 22, "IS": 26, "IT": 27, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27,
            "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SA": 24, "SE": 24, "SI": 19,
            "SK": 24, "SM": 27, "TR": 26}
IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_cin(s):
    tot = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else ord(c) - 65
        tot += IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def es_dc(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(c) * w[i] for i, c in enumerate(s)) % 11
    return 0 if r == 11 else 1 if r == 10 else r


def iso7064_2d(s):
    return f"{98 - (int(s) * 100) % 97:02d}"


def nl_acct():
    while True:
        d = digits(9)
        s = sum(int(c) * (10 - i) for i, c in enumerate(d))
        last = (-s) % 11
        if last < 10:
            return d + str(last)


def no_acct():
    while True:
        d = digits(10)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(c) * w[i] for i, c in enumerate(d)) % 11
        if r == 11:
            r = 0
        if r < 10:
            return d + str(r)


def bban(c):
    if c == "DE":
        return ch(["10010010", "37040044", "50010517", "70150000", "12030000", "43060967", "60050101",
                   "20050550", "76050101", "30050110"]) + digits(10)
    if c == "AT":
        return ch(["12000", "20111", "32000", "14000", "60000", "38000"]) + digits(11)
    if c == "CH":
        return ch(["00230", "00762", "09000", "00700", "04835", "08390"]) + digits(12)
    if c == "LI":
        return ch(["08800", "08810"]) + digits(12)
    if c in ("FR", "MC"):
        b = ch(["30002", "30003", "30004", "20041", "10278", "11315", "30066", "18206"])
        g, a = digits(5), digits(11)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        return b + g + a + f"{key:02d}"
    if c == "BE":
        b = ch(["001", "063", "068", "310", "363", "734", "735", "751", "539"]) + digits(7)
        k = int(b) % 97 or 97
        return b + f"{k:02d}"
    if c == "ES":
        bank = ch(["2100", "0049", "0182", "0081", "2038", "0128", "1465"])
        br, acct = digits(4), digits(10)
        return bank + br + f"{es_dc('00' + bank + br)}{es_dc(acct)}" + acct
    if c == "AD":
        return ch(["0001", "0003", "0004"]) + digits(4) + digits(12)
    if c in ("IT", "SM"):
        abi = ch(["03069", "02008", "05034", "01030", "03062", "03015", "08327"])
        cab, conto = digits(5), digits(12)
        return it_cin(abi + cab + conto) + abi + cab + conto
    if c == "NL":
        return ch(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "ASNB", "BUNQ", "RBRB"]) + nl_acct()
    if c == "PT":
        s = ch(["0033", "0035", "0007", "0010", "0036", "0018"]) + digits(4) + digits(11)
        return s + iso7064_2d(s)
    if c == "PL":
        return ch(["10201026", "11402004", "10501445", "10901014", "12401037", "10202498", "19401076"]) + digits(16)
    if c == "TR":
        return ch(["00010", "00062", "00046", "00064", "00067", "00012", "00111"]) + "0" + digits(16)
    if c == "GB":
        return ch(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"]) + digits(6) + digits(8)
    if c == "IE":
        return ch(["AIBK", "BOFI", "IPBS"]) + digits(6) + digits(8)
    if c == "NO":
        return no_acct()
    if c == "SE":
        return ch(["500", "800", "300", "600", "957"]) + digits(17)
    if c == "DK":
        return digits(14)
    if c == "FI":
        return ch(["100", "400", "800", "570"]) + digits(11)
    if c == "EE":
        return ch(["22", "10", "77"]) + digits(14)
    if c == "LT":
        return ch(["73000", "70440", "32500"]) + digits(11)
    if c == "LV":
        return ch(["HABA", "UNLA", "RIKO"]) + digits(13)
    if c == "HR":
        return ch(["2340009", "2484008", "2360000", "2402006"]) + digits(10)
    if c == "SI":
        s = ch(["19100", "02010", "05100", "61000"]) + digits(8)
        return s + iso7064_2d(s)
    if c == "CZ":
        return ch(["0800", "0100", "2010", "0300", "0600"]) + digits(16)
    if c == "SK":
        return ch(["0200", "1100", "0900", "7500"]) + digits(16)
    if c == "HU":
        return digits(24)
    if c == "GR":
        return ch(["011", "014", "017", "026"]) + digits(20)
    if c == "CY":
        return ch(["002", "005", "018"]) + digits(5) + digits(16)
    if c == "MT":
        return ch(["MALT", "VALL"]) + digits(5) + digits(18)
    if c == "LU":
        return ch(["001", "019", "141", "250"]) + digits(13)
    if c == "IS":
        return digits(22)
    if c == "SA":
        return ch(["10", "80", "45"]) + digits(18)
    if c == "AE":
        return ch(["033", "026", "035"]) + digits(16)
    if c == "BR":
        return digits(8) + digits(5) + digits(10) + "C" + "1"
    if c == "BG":
        return ch(["BNBG", "UNCR", "STSA"]) + digits(4) + digits(2) + digits(8)
    raise KeyError(c)


def make_iban(c):
    if c == "RO":
        bank = ch(["BTRL", "RNCB", "BRDE", "INGB"])
        rest = ch(["RONCRT0", "01", "RONC"])
        b = bank + (rest + digits(16))[:16]
    else:
        b = bban(c)
    assert len(b) + 4 == IBAN_LEN[c], (c, len(b))
    num = "".join(str(int(x, 36)) for x in b + c + "00")
    cd = 98 - int(num) % 97
    return f"{c}{cd:02d}{b}"


def iban_valid(s):
    s = s.replace(" ", "").upper()
    if len(s) < 15 or s[:2] not in IBAN_LEN or IBAN_LEN[s[:2]] != len(s):
        return False
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]+", s):
        return False
    return int("".join(str(int(x, 36)) for x in s[4:] + s[:4])) % 97 == 1


def fmt_iban(ib):
    r = R.random()
    if r < 0.6:
        s = " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))
    else:
        s = ib
    if R.random() < 0.15:
        s = s.lower()
    return s


IBAN_BY_LANG = {"en": ["GB", "IE", "MT", "CY", "SE", "DK", "NO", "FI"], "de": ["DE", "AT", "CH", "LI", "LU"],
                "fr": ["FR", "BE", "LU", "MC", "CH"], "es": ["ES", "AD"], "pt": ["PT", "BR"],
                "it": ["IT", "SM"], "nl": ["NL", "BE"], "pl": ["PL", "CZ", "SK"], "tr": ["TR"],
                "ja": ["DE", "GB", "FR", "CH", "AE", "SA"]}

# ---- SSN ----


def gen_ssn():
    while True:
        a, g, s = R.randint(1, 899), R.randint(1, 99), R.randint(1, 9999)
        if a == 666:
            continue
        v = f"{a:03d}{g:02d}{s:04d}"
        if v in ("078051120", "219099999", "123456789", "111111111"):
            continue
        return v


def ssn_ok(v):
    d = re.sub(r"[^0-9]", "", v)
    if len(d) != 9:
        return False
    a, g, s = int(d[:3]), int(d[3:5]), int(d[5:])
    return 0 < a < 900 and a != 666 and g != 0 and s != 0


# ---- phones ----
def ph_nanp(ca=False):
    area = ch(["416", "604", "514", "403", "613", "902", "780"] if ca else
              ["212", "312", "415", "503", "617", "720", "206", "404", "305", "512", "615", "802", "971",
               "646", "929", "773", "619", "303", "612", "919"])
    while True:
        ex = str(R.randint(2, 9)) + digits(2)
        if ex[1:] != "11" and ex != "555":
            break
    ln = digits(4)
    return ch([f"({area}) {ex}-{ln}", f"{area}-{ex}-{ln}", f"{area}.{ex}.{ln}", f"+1 {area} {ex} {ln}",
               f"+1-{area}-{ex}-{ln}", f"+1 ({area}) {ex}-{ln}", f"+1{area}{ex}{ln}"])


def ph_uk():
    if R.random() < 0.6:
        while True:
            a = ch(["73", "74", "75", "77", "78", "79"]) + digits(2)
            b = digits(6)
            if not (a == "7700" and b.startswith("900")):
                break
        return ch([f"0{a} {b}", f"+44 {a} {b}", f"+44 (0){a} {b}", f"0{a} {b[:3]} {b[3:]}", f"+44{a}{b}"])
    if R.random() < 0.5:
        while True:
            a = ch("378") + digits(3)
            if a != "7946":
                break
        b = digits(4)
        return ch([f"020 {a} {b}", f"+44 20 {a} {b}", f"+44 (0)20 {a} {b}"])
    while True:
        a = str(R.randint(2, 9)) + digits(2)
        if a != "496":
            break
    b = digits(4)
    ac = ch(["161", "131", "117", "113", "141"])
    return ch([f"0{ac} {a} {b}", f"+44 {ac} {a} {b}"])


def ph_de():
    if R.random() < 0.6:
        p = ch(["151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176",
                "177", "178", "179", "1512", "1520", "1590"])
        s = digits(8 if len(p) == 3 else 7)
        return ch([f"0{p} {s}", f"0{p}/{s}", f"+49 {p} {s}", f"+49 (0){p} {s}", f"0{p}-{s}",
                   f"+49 {p} {s[:3]} {s[3:]}"])
    a = ch(["30", "40", "89", "221", "69", "711", "761", "341", "351", "511"])
    s = str(R.randint(2, 9)) + digits(6 if len(a) == 3 else 7)
    return ch([f"0{a} {s}", f"0{a}/{s}", f"+49 {a} {s}", f"0{a} {s[:3]} {s[3:]}", f"+49 (0){a} {s}",
               f"0{a}-{s}"])


def ph_at():
    if R.random() < 0.6:
        p, s = ch(["664", "660", "676", "650", "699", "681"]), digits(7)
        return ch([f"+43 {p} {s}", f"0{p} {s}", f"0{p}/{s}", f"+43 {p} {s[:3]} {s[3:]}"])
    s = str(R.randint(2, 9)) + digits(6)
    return ch([f"+43 1 {s[:3]} {s[3:]}", f"01 {s}", f"+43 (0)1 {s}"])


def ph_ch():
    p = ch(["76", "77", "78", "79", "44", "31", "61", "21", "22"])
    s = str(R.randint(2, 9)) + digits(6)
    g = f"{s[:3]} {s[3:5]} {s[5:]}"
    return ch([f"+41 {p} {g}", f"0{p} {g}", f"+41 (0){p} {g}", f"0{p} {s}"])


def ph_fr():
    p = ch("67") if R.random() < 0.65 else ch("12345")
    s = digits(8)
    pr = [s[i:i + 2] for i in range(0, 8, 2)]
    return ch([f"0{p} " + " ".join(pr), f"+33 {p} " + " ".join(pr), f"+33 (0){p} " + " ".join(pr),
               f"0{p}." + ".".join(pr), f"0{p}{s}", f"0{p}-" + "-".join(pr)])


def ph_be():
    if R.random() < 0.6:
        x = ch(["70", "71", "72", "73", "75", "76", "77", "78", "79", "84", "85", "86", "87", "88", "89",
                "91", "92", "93", "94", "95", "96", "97", "98", "99"])
        s = digits(6)
        return ch([f"+32 4{x} {s[:2]} {s[2:4]} {s[4:]}", f"04{x} {s[:2]} {s[2:4]} {s[4:]}", f"04{x}/{s}"])
    s = str(R.randint(2, 9)) + digits(6)
    return ch([f"+32 2 {s[:3]} {s[3:5]} {s[5:]}", f"02 {s[:3]} {s[3:5]} {s[5:]}"])


def ph_es():
    if R.random() < 0.65:
        n = ch("67") + digits(8)
    else:
        n = "9" + ch("1356") + digits(7)
    return ch([f"+34 {n[:3]} {n[3:5]} {n[5:7]} {n[7:]}", f"{n[:3]} {n[3:6]} {n[6:]}",
               f"+34 {n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]} {n[3:5]} {n[5:7]} {n[7:]}", f"+34{n}"])


def ph_mx():
    a = ch(["55", "81", "33"])
    s = digits(8)
    return ch([f"+52 {a} {s[:4]} {s[4:]}", f"+52 1 {a} {s[:4]} {s[4:]}", f"({a}) {s[:4]} {s[4:]}"])


def ph_pt():
    if R.random() < 0.65:
        n = "9" + ch("1236") + digits(7)
        return ch([f"+351 {n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]} {n[3:6]} {n[6:]}", f"+351{n}"])
    n = ch(["21", "22", "239", "253"])
    s = digits(9 - len(n))
    return ch([f"{n} {s}", f"+351 {n} {s}"])


def ph_br():
    ddd = ch(["11", "21", "31", "41", "51", "61", "71", "81", "85", "48"])
    if R.random() < 0.7:
        s = "9" + digits(8)
        return ch([f"+55 {ddd} {s[:5]}-{s[5:]}", f"({ddd}) {s[:5]}-{s[5:]}", f"{ddd} {s[:5]} {s[5:]}",
                   f"+55 ({ddd}) {s[:5]}-{s[5:]}"])
    s = ch("2345") + digits(7)
    return ch([f"({ddd}) {s[:4]}-{s[4:]}", f"+55 {ddd} {s[:4]}-{s[4:]}"])


def ph_it():
    if R.random() < 0.65:
        p = "3" + ch(["20", "27", "28", "29", "30", "31", "33", "34", "35", "38", "39", "40", "45", "46",
                      "47", "48", "49", "66", "88", "89", "91", "92", "93"])
        s = digits(7)
        return ch([f"+39 {p} {s[:3]} {s[3:]}", f"{p} {s}", f"{p}-{s}", f"+39 {p} {s}", f"{p} {s[:3]} {s[3:]}"])
    a = ch(["06", "02", "011", "051", "055", "081"])
    s = digits(10 - len(a))
    return ch([f"{a} {s}", f"+39 {a} {s}", f"{a} {s[:4]} {s[4:]}", f"+39 {a} {s[:4]} {s[4:]}"])


def ph_nl():
    if R.random() < 0.65:
        s = digits(8)
        return ch([f"06-{s}", f"06 {s[:4]} {s[4:]}", f"+31 6 {s[:4]} {s[4:]}", f"+31 (0)6 {s}",
                   f"+31 6 {s[:2]} {s[2:4]} {s[4:6]} {s[6:]}", f"06 {s[:2]} {s[2:4]} {s[4:6]} {s[6:]}"])
    a = ch(["20", "10", "30", "70", "50"])
    s = str(R.randint(2, 9)) + digits(6)
    return ch([f"0{a}-{s[:3]} {s[3:]}", f"+31 {a} {s[:3]} {s[3:]}", f"0{a} {s[:3]} {s[3:]}"])


def ph_pl():
    if R.random() < 0.65:
        s = ch(["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"]) + digits(7)
    else:
        s = ch(["22", "12", "61", "71", "58"]) + str(R.randint(2, 9)) + digits(6)
    if s[:2] in ("22", "12", "61", "71", "58"):
        return ch([f"{s[:2]} {s[2:5]} {s[5:7]} {s[7:]}", f"+48 {s[:2]} {s[2:5]} {s[5:7]} {s[7:]}"])
    return ch([f"+48 {s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}", f"{s[:3]} {s[3:6]} {s[6:]}",
               f"+48{s}"])


def ph_tr():
    if R.random() < 0.7:
        p = "5" + ch(["30", "31", "32", "33", "35", "36", "38", "39", "41", "42", "43", "44", "45", "46", "49",
                      "51", "52", "53", "54", "55"])
    else:
        p = ch(["212", "216", "312", "232", "224"])
    s = str(R.randint(2, 9)) + digits(6)
    g = f"{s[:3]} {s[3:5]} {s[5:]}"
    return ch([f"+90 {p} {g}", f"0{p} {g}", f"0 ({p}) {g}", f"(0{p}) {g}", f"+90 ({p}) {g}"])


def ph_jp():
    if R.random() < 0.65:
        p, s = ch(["90", "80", "70"]), digits(8)
        return ch([f"0{p}-{s[:4]}-{s[4:]}", f"+81 {p}-{s[:4]}-{s[4:]}", f"+81 {p} {s[:4]} {s[4:]}",
                   f"0{p}{s}", f"0{p} {s[:4]} {s[4:]}"])
    a = ch(["3", "6", "75", "11", "52", "92"])
    s = digits(9 - len(a))
    k = len(s) - 4
    return ch([f"0{a}-{s[:k]}-{s[k:]}", f"+81 {a}-{s[:k]}-{s[k:]}", f"0{a}({s[:k]}){s[k:]}"])


def ph_au():
    if R.random() < 0.6:
        while True:
            s = digits(8)
            if not s.startswith("91570"):
                break
        return ch([f"04{s[:2]} {s[2:5]} {s[5:]}", f"+61 4{s[:2]} {s[2:5]} {s[5:]}", f"+61 (0)4{s[:2]} {s[2:5]} {s[5:]}"])
    while True:
        s = digits(8)
        if not s.startswith(("5550", "7010")):
            break
    a = ch("2378")
    return ch([f"(0{a}) {s[:4]} {s[4:]}", f"+61 {a} {s[:4]} {s[4:]}", f"0{a} {s[:4]} {s[4:]}"])


def ph_ie():
    if R.random() < 0.65:
        x, s = ch("35679"), digits(7)
        return ch([f"08{x} {s[:3]} {s[3:]}", f"+353 8{x} {s[:3]} {s[3:]}", f"+353 (0)8{x} {s}"])
    s = str(R.randint(2, 9)) + digits(6)
    return ch([f"01 {s[:3]} {s[3:]}", f"+353 1 {s[:3]} {s[3:]}"])


def ph_in():
    s = ch("6789") + digits(9)
    return ch([f"+91 {s[:5]} {s[5:]}", f"0{s[:5]} {s[5:]}", f"+91-{s}", f"+91 {s[:3]} {s[3:6]} {s[6:]}"])


def ph_se():
    x, s = ch("02369"), digits(7)
    return ch([f"+46 7{x} {s[:3]} {s[3:5]} {s[5:]}", f"07{x}-{s[:3]} {s[3:5]} {s[5:]}", f"07{x} {s}"])


PHONES = {"us": ph_nanp, "ca": lambda: ph_nanp(True), "uk": ph_uk, "de": ph_de, "at": ph_at, "ch": ph_ch,
          "fr": ph_fr, "be": ph_be, "es": ph_es, "mx": ph_mx, "pt": ph_pt, "br": ph_br, "it": ph_it,
          "nl": ph_nl, "pl": ph_pl, "tr": ph_tr, "jp": ph_jp, "au": ph_au, "ie": ph_ie, "in": ph_in,
          "se": ph_se}
PHONE_BY_LANG = {"en": ["us", "uk", "ca", "au", "ie", "in", "us", "uk"], "de": ["de", "at", "ch", "de"],
                 "fr": ["fr", "be", "ch", "fr"], "es": ["es", "mx"], "pt": ["pt", "br"], "it": ["it"],
                 "nl": ["nl", "be"], "pl": ["pl"], "tr": ["tr"], "ja": ["jp"]}


def gen_phone(lang):
    c = ch(PHONE_BY_LANG[lang]) if R.random() < 0.78 else ch(list(PHONES))
    return PHONES[c]()


# ---- IP ----
def gen_ipv4():
    while True:
        a = R.randint(1, 223)
        if a in (6, 7, 11, 21, 22, 26, 28, 29, 30, 33, 55, 214, 215):  # DoD blocks: unrealistic for clients
            continue
        ip = f"{a}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
        o = ipaddress.IPv4Address(ip)
        if o.is_global and not o.is_multicast and not o.is_reserved:
            return ip


V6_PREFIXES = [["2a02", "8108"], ["2a01", "4f8"], ["2001", "16b8"], ["2003", "e2"], ["2a00", "1450"],
               ["2600", "1700"], ["2601", "645"], ["2607", "fb90"], ["2804", "14c"], ["240d", "1a"],
               ["2405", "6580"], ["2c0f", "f8f0"], ["2a03", "2880"], ["2a0a", "a540"], ["2001", "4ca0"],
               ["2a02", "908"], ["2a01", "cb00"], ["2001", "1c00"], ["2402", "800"], ["2409", "10"],
               ["2a05", "d014"], ["2605", "a601"]]
DOC6 = ipaddress.ip_network("2001:db8::/32")


def gen_ipv6():
    while True:
        pre = ch(V6_PREFIXES)
        groups = [int(g, 16) for g in pre] + [R.getrandbits(16) for _ in range(8 - len(pre))]
        if R.random() < 0.3:
            groups[2] = R.getrandbits(R.choice([8, 12]))
        if R.random() < 0.5:
            i = R.randint(3, 5)
            for j in range(i, min(8, i + R.randint(2, 3))):
                groups[j] = 0
        a = ipaddress.IPv6Address(":".join(f"{g:x}" for g in groups))
        if not a.is_global or a in DOC6:
            continue
        s = a.compressed
        r = R.random()
        if r < 0.1:
            s = a.exploded
        elif r < 0.2:
            s = s.upper()
        return s


# ---- secrets ----
B62 = DIG + UP + LO


def b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def tok_ghp():
    e = rs(30)
    return ch(["ghp_", "ghp_", "gho_", "ghu_"]) + e + b62(binascii.crc32(e.encode()) & 0xffffffff, 6)


def digits_nl(n):
    return digits_not_luhn(n) if 13 <= n <= 19 else str(R.randint(1, 9)) + digits(n - 1)


def tok_uuid():
    h = rs(32, HEXL)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{ch('89ab')}{h[17:20]}-{h[20:]}"


def gen_jwt():
    alg = ch(["HS256", "RS256", "ES256", "HS512", "RS256"])
    hdr = {"alg": alg, "typ": "JWT"}
    if R.random() < 0.4:
        hdr["kid"] = rs(ch([8, 16]), HEXL)
    iat = R.randint(1700000000, 1760000000)
    pl = {"sub": ch([str(R.randint(1000, 999999)), "usr_" + rs(12)]),
          "role": ch(["staff", "admin", "frontdesk", "courier", "instructor", "lab"]),
          "iat": iat, "exp": iat + ch([900, 3600, 86400, 604800]),
          "iss": "https://auth." + ch(BIZ)[1]}
    if R.random() < 0.4:
        pl["tenant"] = ch(BIZ)[1].split(".")[0]
    sig = {"HS256": 32, "RS256": 256, "ES256": 64, "HS512": 64}[alg]
    return ".".join([b64u(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64u(json.dumps(pl, separators=(",", ":")).encode()), b64u(rbytes(sig))])


def pem(label, der, width=64):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def gen_privkey():
    k = R.randint(0, 3)
    if k == 0:
        der = (bytes.fromhex("30770201010420") + rbytes(32) +
               bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
        return pem("EC PRIVATE KEY", der)
    if k == 1:
        return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + rbytes(32))
    if k == 2:
        blob = (b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none" * 2 + b"\x00\x00\x00\x00" +
                b"\x00\x00\x00\x01" + b"\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" +
                rbytes(32) + b"\x00\x00\x00\x88" + rbytes(136))
        return pem("OPENSSH PRIVATE KEY", blob, 70)
    return pem("RSA PRIVATE KEY", bytes.fromhex("308204a40201000282010100") + rbytes(R.randint(600, 1180)))


PW_WORDS = ["Kranich", "Zugspitze", "Lighthouse", "Marmalade", "Tamburin", "Girasole", "Papagaio", "Fahrrad",
            "Tulipan", "Kestrel", "Brioche", "Sakura", "Anchovy", "Velvet", "Orbit", "Walnut", "Meridian",
            "Pelikan", "Quokka", "Tundra", "Mandolina", "Schneehase", "Fogueira", "Kaplumbaga"]
PP_WORDS = ["lamp", "orbit", "quiet", "maple", "ferry", "cobalt", "tulip", "harbor", "pixel", "ginger", "velvet",
            "cactus", "sprocket", "lagoon", "marble", "thistle", "canyon", "pepper"]


def gen_password(uri_safe=False):
    sym = "!-_~" if uri_safe else "!#%^*-_=+~$&?"
    while True:
        k = R.randint(0, 5)
        if k == 0:
            p = ch(PW_WORDS) + ch(sym) + str(R.randint(10, 9999)) + (ch(PW_WORDS).lower() if R.random() < 0.5 else "")
        elif k == 1:
            p = rs(R.randint(14, 22), ALNUM + sym)
        elif k == 2:
            p = "-".join(ch(PP_WORDS) for _ in range(R.randint(3, 4))) + str(R.randint(1, 99))
        elif k == 3:
            p = ch(PW_WORDS) + str(R.randint(1980, 2025)) + ch("!?#" if not uri_safe else "!~")
        elif k == 4:
            p = rs(4, UP) + rs(4, DIG) + rs(4, LO) + ch(sym) + rs(3, ALNUM)
        else:
            p = rs(3, LO) + ch(sym) + rs(2, DIG) + ch(PW_WORDS) + ch(sym) + rs(2, UP)
        if any(c.isdigit() for c in p) and p[-1] not in ".,;:" and p[0] not in "-=+":
            return p


# ==========================================================================
# positive templates
# ==========================================================================
EMAIL_T = {
    "en": [
        "{first}: hey, can you send the invoice for {service} to {v}? the old address keeps bouncing",
        "From: {name} <{v}>\nSubject: Re: {service}\nDate: {date}\n\nHi,\nthat works for me, see you then.\n{first}",
        '{"customer_id": {id}, "name": "{name}", "email": "{v}", "marketing_opt_in": false, "city": "{city}"}',
        "id;name;email;city;signup\n{id};{name};{v};{city};{iso}",
        "{ts} INFO mailer[{pid}]: queued booking confirmation for {v} (template=confirm_v3, tenant={slug})",
        "Ticket {ticket} — {biz}\nCustomer says the password reset link never arrived. Account e-mail on file: {v}. Spam folder checked, nothing there.",
        "ADMIN_CONTACT = \"{v}\"  # owner of the {slug} account, ask before changing",
        "$ git config --global user.email \"{v}\"\n$ git config --global user.name \"{name}\"",
        "Name: {name}\nE-mail: {v}\nPreferred date: {date}\nMessage: Interested in {service}.",
        "BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nORG:{biz}\nEMAIL;TYPE=INTERNET:{v}\nEND:VCARD",
        "You can reach our new bookkeeper, {name}, directly at {v}.",
        "Please cc {first} ({v}) on anything about the schedule change.",
        "On {date}, {name} wrote:\n> could you update my address to {v} please\n\nDone — updated in the CRM. Thanks!",
        "UPDATE customers SET email = '{v}' WHERE customer_id = {id};",
        "notify:\n  on_failure:\n    - {v}\n  on_success: []\nschedule: \"0 3 * * *\"",
        "psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"users_email_key\"\nDETAIL:  Key (email)=({v}) already exists.",
        "MAILTO={v}\n15 2 * * * /opt/{slug}/bin/nightly-backup.sh",
        "commit {sha}\nAuthor: {name} <{v}>\nDate:   {date}\n\n    Fix rounding on deposit invoices",
        "<p>Questions about {service}? <a href=\"mailto:{v}\">Write to {first}</a></p>",
        "hi! it's {first} from the {city} group — my new email is {v}, the uni one expires next month",
        "Registration for {service}\n- Participant: {name}\n- Contact email: {v}\n- Dietary needs: none",
        "[{time}] <{first}> anyone know who {v} is? they booked {service} twice",
        "Lost & found: a blue scarf was left after the show. Owner, please email {v} to collect it from {first}.",
        "> Delivery Status Notification (Failure)\n> Your message to {v} couldn't be delivered. The mailbox is full.",
    ],
    "de": [
        "Hallo {staff},\nbitte schicken Sie die Rechnung für {service} an {v}.\nViele Grüße\n{name}",
        "Kontakt: {name}, {v}, {role} – {biz}",
        "Neue Anmeldung über das Formular:\nVorname: {first}\nNachname: {last}\nE-Mail-Adresse: {v}\nKurs: B2 Abendkurs",
        "Kurze Info: Meine Mailadresse hat sich geändert, ab sofort bitte an {v} schreiben.",
    ],
    "fr": [
        "Bonjour, pouvez-vous m'envoyer le devis à l'adresse {v} ? Merci d'avance, {name}",
        "Inscription reçue — nom : {name}, courriel : {v}, date souhaitée : {date}",
        "Pour toute question sur la réservation, contactez {first} : {v}",
    ],
    "es": [
        "Hola, mi correo es {v}, escríbanme cuando esté lista la reserva. Saludos, {first}",
        "Datos del cliente\nNombre: {name}\nCorreo electrónico: {v}\nCiudad: {city}",
        "Te reenvío el presupuesto; si tienes dudas escribe a {v} y te contestamos.",
    ],
    "pt": [
        "Olá! Podem mandar o orçamento para {v}? Obrigado, {first}",
        "Cadastro atualizado: {name} — e-mail {v} — {date}",
    ],
    "it": [
        "Buongiorno, per la conferma scrivete pure a {v}. Cordiali saluti, {name}",
        "Modulo iscrizione\nNome e cognome: {name}\nIndirizzo e-mail: {v}\nCittà: {city}",
    ],
    "nl": [
        "Hoi {staff}, je kunt de offerte mailen naar {v}. Groetjes, {first}",
        "Nieuwe inschrijving: {name} ({v}) voor de cursus van {date}",
    ],
    "pl": [
        "Dzień dobry, proszę o przesłanie faktury na adres {v}. Pozdrawiam, {name}",
        "Formularz zgłoszeniowy — imię i nazwisko: {name}; e-mail: {v}; miasto: {city}",
    ],
    "tr": [
        "Merhaba, faturayı {v} adresine gönderebilir misiniz? Teşekkürler, {name}",
        "Müşteri kaydı: {name}, e-posta: {v}, şehir: {city}",
    ],
    "ja": [
        "お世話になっております。見積書は{v}までお送りください。\n{name}",
        "【お問い合わせフォーム】\nお名前：{name}\nメールアドレス：{v}\nご希望日：{date}",
        "予約確認メールが届きません。登録アドレスは {v} です。",
    ],
}

CARD_T = {
    "en": [
        "ok here it is: {v} exp {exp} cvc {cvc} — name on card {NAME}",
        "Card number: {v}\nExpiry: {exp}\nCardholder: {NAME}\nAmount: {amount}",
        "{ts} WARN payment-adapter[{pid}]: legacy gateway echoed raw PAN pan={v} merchant={slug} amount={cents}",
        '{"payment": {"method": "card", "number": "{v}", "exp": "{exp}", "holder": "{name}"}, "order": {id}}',
        "[00:03:12] Caller: yeah the long number is {v}\n[00:03:19] Agent: thank you, and the expiry date?\n[00:03:22] Caller: {exp}",
        "booking_id,guest,card_number,amount\n{id},{name},{v},{cents}",
        "Hi {staff},\n\nsorry for the hassle — please charge the balance for {service} to my other card this time: {v} (exp {exp}).\n\nThanks,\n{first}",
        "INSERT INTO payments (booking_id, card_no, exp) VALUES ({id}, '{v}', '{exp}');",
        "Ticket {ticket}: customer read their full card number into the voicemail ({v}). Please purge the recording per PCI policy.",
        "Deposit form — {biz}\nName: {name}\nCard #: {v}\nValid thru: {exp}\nSignature: on file",
        "charge_card(number=\"{v}\", exp=\"{exp}\", cvc=\"{cvc}\", amount_cents={cents})",
        "{first}: the card on file expired, use {v} instead pls",
        "Fax from front desk ({date}): guest authorises {amount} on card {v}, exp {exp}.",
        "Re: {service}\n> how would you like to pay the deposit?\nJust put it on my card, {v}, expiry {exp}. Cheers",
    ],
    "de": [
        "Bitte buchen Sie die Anzahlung für {service} von meiner Kreditkarte ab: {v}, gültig bis {exp}. Prüfziffer {cvc}.",
        "Kartennummer: {v}\nKarteninhaber: {name}\nGültig bis: {exp}",
        "Hallo {staff}, die alte Karte ist gesperrt – bitte ab jetzt {v} verwenden (Ablauf {exp}).",
    ],
    "fr": [
        "Voici mon numéro de carte : {v} (expire {exp}). Merci de débiter l'acompte de {amount}.",
        "Carte bancaire n° {v} — titulaire {name}",
    ],
    "es": [
        "Número de tarjeta: {v} — caduca {exp}. Titular: {name}",
        "Para la reserva usad mi tarjeta {v}, vence el {exp}.",
    ],
    "pt": [
        "Segue o número do cartão: {v}, validade {exp}, código {cvc}.",
        "Pagamento da reserva: cartão {v} em nome de {name}",
    ],
    "it": [
        "Numero carta {v} scadenza {exp}, intestata a {name}.",
        "Per il saldo potete usare la mia carta: {v}",
    ],
    "nl": [
        "Mijn creditcardnummer is {v}, geldig tot {exp}.",
        "Betaalgegevens: kaart {v}, naam {name}",
    ],
    "pl": [
        "Numer karty: {v}, ważna do {exp}, CVV {cvc}.",
        "Proszę obciążyć moją kartę {v} kwotą zaliczki.",
    ],
    "tr": [
        "Kart numaram {v}, son kullanma tarihi {exp}.",
        "Ödeme bilgileri — kart no: {v} / ad soyad: {name}",
    ],
    "ja": [
        "カード番号：{v}\n有効期限：{exp}\n名義：{NAME}",
        "クレジットカード番号は{v}です。よろしくお願いします。",
    ],
}

PHONE_T = {
    "en": [
        "--\n{name}\n{role}, {biz}\nMobile: {v}",
        "{first}: call me on {v} when you're outside, the buzzer is broken",
        "Please ring me back on {v} after 5pm regarding {service}.",
        "BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nTEL;TYPE=CELL:{v}\nEND:VCARD",
        "name,phone,city,last_visit\n{name},{v},{city},{iso}",
        '{"contact": {"name": "{name}", "phone": "{v}", "preferred": "sms"}}',
        "{ts} sms-gateway[{pid}]: delivered reminder to {v} status=DELIVERED segments=1",
        "Ticket {ticket}: customer asked for a callback at {v} re {service}.",
        "Emergency contact: {name} (spouse) — {v}",
        "Add me on WhatsApp: {v} — {first}",
        "Missed call from {v} at {time}, no voicemail. Probably about {service}?",
        "Driver for {date}: {first}, reachable on {v} from 7am.",
        "UPDATE contacts SET phone = '{v}' WHERE id = {id};",
        "Hi, this is {first} — new number, save it: {v}",
        "Pickup notes: ring {v} on arrival, side gate, dog is friendly.",
    ],
    "de": [
        "Rückruf bitte unter {v}, am besten nach 17 Uhr. Danke, {name}",
        "Mit freundlichen Grüßen\n{name}\n{biz}\nTel.: {v}",
        "Umzugstag: Ansprechpartner vor Ort ist {first}, Handy {v}.",
    ],
    "fr": [
        "Vous pouvez me joindre au {v} en journée.",
        "Cordialement,\n{name}\nPortable : {v}",
    ],
    "es": [
        "Mi móvil es el {v}, llámame si hay cambios.",
        "Contacto de emergencia: {name}, teléfono {v}",
    ],
    "pt": [
        "Meu celular é {v}, pode chamar no WhatsApp.",
        "Contacto: {name} — telemóvel {v}",
    ],
    "it": [
        "Il mio cellulare è {v}, chiamatemi pure dopo le 18.",
        "Referente: {name}, tel. {v}",
    ],
    "nl": [
        "Bel me even op {v} als je in de buurt bent.",
        "Met vriendelijke groet,\n{name}\nT: {v}",
    ],
    "pl": [
        "Proszę dzwonić pod numer {v} po godzinie 16.",
        "Osoba kontaktowa: {name}, tel. {v}",
    ],
    "tr": [
        "Beni {v} numarasından arayabilirsiniz.",
        "İletişim: {name} — cep: {v}",
    ],
    "ja": [
        "連絡先：{v}（平日10時〜18時）\n{name}",
        "当日の緊急連絡先は{v}です。",
    ],
}

# (template, labelled) — unseparated SSNs only go into labelled templates
SSN_T = {
    "en": [
        ("Employee onboarding — {name}\nSSN: {v}\nStart date: {date}\nRole: {role}", True),
        ("{first}: for the W-4 you need my social right? it's {v}", False),
        ("emp_id,full_name,ssn,hire_date\n{id},{name},{v},{iso}", True),
        ('{"applicant": {"name": "{name}", "ssn": "{v}", "dob_year": {yob}}}', True),
        ("Background check request\nCandidate: {name}\nSocial Security Number: {v}\nPosition: {role}", True),
        ("Loan application #{id} — primary applicant SSN {v}, co-applicant: none", True),
        ("{ts} DEBUG payroll-export[{pid}]: building 1099 row ssn={v} state=OR", True),
        ("Hi {staff}, attached is my W-9. My SSN is {v} in case the scan is blurry.", True),
        ("Voicemail transcript: \"...hi this is {first}, um, my social security number is {v}, please call back about the tax form...\"", False),
        ("Social Security No.: {v}\nEmployer: {biz}\nTax year: {year}", True),
        ("I-9 Section 1 — Last name: {last}, First name: {first}, U.S. Social Security Number: {v}", True),
        ("Subject: payroll correction\n\nMy SSN was entered wrong on last month's stub. Correct one: {v}.\n{first}", True),
        ("TIN type: SSN\nTIN: {v}\nBackup withholding: no", True),
        ("HR note ({date}): {name} confirmed over the phone that their social is {v}; updated in ADP.", False),
        ("Daycare enrolment — parent/guardian SSN (for the tax credit receipt): {v}", True),
    ],
    "es": [
        ("Mi número de Seguro Social es {v}, para el formulario de nómina.", True),
        ("Solicitud de empleo — Nombre: {name} — Número de Seguro Social (SSN): {v}", True),
        ("{first}: oye, para el contrato te paso mi seguro social: {v}", False),
    ],
}

IBAN_T = {
    "en": [
        "Hi, could you refund the deposit to {v} instead? The card has been cancelled. Thanks, {first}",
        "Payee: {name}\nIBAN: {v}\nReference: {ref}",
        "employee_id,name,iban,net_pay\n{id},{name},{v},{cents}",
        '{"creditor": {"name": "{name}", "iban": "{v}"}, "amount_cents": {cents}}',
        "<CdtrAcct>\n  <Id>\n    <IBAN>{v}</IBAN>\n  </Id>\n</CdtrAcct>",
        "{ts} INFO sepa-export[{pid}]: mandate {ref} debtor_iban={v} seq=RCUR",
        "Ticket {ticket}: refund for {service} failed — customer's IBAN {v} rejected by their bank, please double-check.",
        "Bank details for the payroll update: {v} ({bank}, {bank_city} branch)",
    ],
    "de": [
        "Bankverbindung\nKontoinhaber: {name}\nIBAN: {v}\nBank: {bank}",
        "SEPA-Lastschriftmandat\nIch ermächtige {biz}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen.\nIBAN: {v}\nOrt, Datum: {city}, {date}",
        "Bitte überweisen Sie die Kaution zurück auf {v}. Danke!",
    ],
    "fr": [
        "Merci d'effectuer le virement sur le compte IBAN {v} au nom de {name}.",
        "RIB — Titulaire : {name} — IBAN : {v}",
    ],
    "es": [
        "Mi cuenta para la devolución es {v} (titular: {name}).",
        "Datos bancarios: IBAN {v}",
    ],
    "pt": [
        "IBAN para reembolso: {v} — titular {name}",
        "Pode transferir para o meu IBAN {v}, obrigado.",
    ],
    "it": [
        "Coordinate bancarie: IBAN {v} intestato a {name}",
        "Vi prego di effettuare il rimborso sul conto {v}.",
    ],
    "nl": [
        "Graag terugstorten op {v} t.n.v. {name}.",
        "Rekeningnummer (IBAN): {v}",
    ],
    "pl": [
        "Proszę o zwrot kaucji na konto {v}. Właściciel: {name}",
        "Dane do przelewu: {name}, nr rachunku {v}",
    ],
    "tr": [
        "IBAN: {v}\nAlıcı: {name}\nAçıklama: {ref}",
        "Ücret iadesini {v} numaralı hesaba yapabilir misiniz?",
    ],
    "ja": [
        "海外送金先\n受取人：{NAME}\nIBAN：{v}",
        "返金は次の口座へお願いします（IBAN）：{v}",
    ],
}

IP_T = {
    "en": [
        '{v} - - [{clf}] "GET {path} HTTP/1.1" 200 {bytes} "-" "{ua}"',
        "{syslog} {host} sshd[{pid}]: Failed password for invalid user {user} from {v} port {port} ssh2",
        "{ts},{ms} fail2ban.actions [{pid}]: NOTICE [sshd] Ban {v}",
        "Our office's static IP is {v} — can you whitelist it for the {slug} admin panel?",
        "location /admin {\n    allow {v};\n    deny all;\n}",
        "{ipt} -A INPUT -s {v} -j DROP   # repeated card-testing attempts on checkout",
        '{"ts":"{tsz}","level":"warn","msg":"rate limit exceeded","client_ip":"{v}","route":"{path}"}',
        "X-Forwarded-For: {v}\nX-Forwarded-Proto: https\nX-Request-Id: {rid}",
        "{syslog} {host} postfix/smtpd[{pid}]: connect from unknown[{v}]",
        "Ticket {ticket}: customer can't log in; geo lookup of their IP {v} shows a different country than their billing address.",
        "SecurityGroupIngress:\n  - IpProtocol: tcp\n    FromPort: 22\n    ToPort: 22\n    {cidrkey}: {v}/{mask}",
        "sudo ufw allow from {v} to any port 5432 proto tcp",
        "An account was successfully logged on.\nLogon Type: 10\nSource Network Address: {v}\nSource Port: {port}",
        "[Peer]\n# {first}'s home router\nEndpoint = {lb}{v}{rb}:51820\nPersistentKeepalive = 25",
        "[{clf}] [client {lb}{v}{rb}:{port}] AH01630: client denied by server configuration: /var/www/{slug}/wp-admin",
        "someone keeps hammering the booking form from {v}, like 400 requests a minute",
        "Login alert: new sign-in to your {biz} account from {v} ({city}) on {date}. Wasn't you? Reset your password.",
        "{first}: what's my IP again? — {first2}: you're coming from {v}, I can see it in the VPN log",
    ],
    "de": [
        "Bitte die IP {v} in der Firewall für den Fernzugriff freigeben. Danke, {first}",
        "Anmeldung vom {date} um {time} Uhr von der IP-Adresse {v}",
    ],
    "fr": [
        "Connexion suspecte depuis l'adresse IP {v} à {time}.",
        "Pouvez-vous autoriser l'IP {v} sur le serveur de réservation ?",
    ],
    "es": ["Hemos detectado un acceso desde la IP {v}, ¿eras tú?"],
    "pt": ["Acesso bloqueado: endereço IP {v}, tentativas repetidas de login."],
    "it": ["Accesso anomalo rilevato dall'indirizzo IP {v} alle {time}."],
    "nl": ["Kun je IP-adres {v} toevoegen aan de whitelist van de webshop?"],
    "pl": ["Logowanie z adresu IP {v} zostało zablokowane."],
    "tr": ["{v} IP adresinden şüpheli giriş denemesi tespit edildi."],
    "ja": ["不審なアクセス元IPアドレス：{v}（{date} {time}）"],
}


# ---------------------------------------------------------------- secrets
GENERIC_SECRET_T = {
    "en": [
        ".env.production\nAPP_ENV=production\nLOG_LEVEL=info\n{label}={v}\nPORT=8080",
        "  {n1}  cd ~/projects/{slug}\n  {n2}  export {label}={v}\n  {n3}  ./deploy.sh --env prod",
        "{first}: pasting the {desc} here so you can finish the setup tonight: {v}\n{first2}: got it, thx — rotate it tomorrow pls",
        "env:\n  - name: {label}\n    value: \"{v}\"\n  - name: TZ\n    value: Europe/Berlin",
        "services:\n  worker:\n    image: {slug}/worker:{ver}\n    environment:\n      {label}: {v}",
        "# settings.py\n{label} = \"{v}\"  # TODO: move to vault before go-live",
        "const {camel} = '{v}'; // temporary, remove before merge",
        "Issue #{id}: sync job returns 401\n\nI set `{label}={v}` in the .env and restarted, still 401. Any ideas?",
        "diff --git a/.env.example b/.env\n--- a/.env.example\n+++ b/.env\n@@ -3,2 +3,2 @@\n-{label}=\n+{label}={v}",
        "{ts} DEBUG config loaded: {'env': 'prod', '{lower}': '{v}', 'timeout': 30}",
        "resource \"kubernetes_secret\" \"app\" {\n  metadata { name = \"{slug}-app\" }\n  data = {\n    {lower} = \"{v}\"\n  }\n}",
        "Ticket {ticket}: customer pasted their {desc} into the support chat ({v}). Advised them to revoke it immediately.",
        "{\n  \"{lower}\": \"{v}\",\n  \"region\": \"eu-west-1\",\n  \"retries\": 3\n}",
        "$ heroku config:set {label}={v} -a {slug}-prod",
        "[{time}] {first}: whoops, just committed the {desc} to the public repo: {v} — revoking now",
    ],
    "de": ["Hi {first}, hier der {desc} für das Buchungssystem: {v} – bitte nicht weiterleiten.",
           "Zugangsdaten fürs Staging: {label}={v} (läuft Ende des Monats ab)"],
    "fr": ["Salut {first}, voici la clé ({desc}) pour la synchro : {v}",
           "Variable à ajouter sur le serveur : {label}={v}"],
    "es": ["Te paso el token ({desc}) para la integración: {v}"],
    "pt": ["Segue a chave de API ({desc}) do ambiente de produção: {v}"],
    "it": ["Ecco la chiave ({desc}) per il gestionale: {v} — non condividerla."],
    "nl": ["Hierbij de API-sleutel ({desc}) voor de koppeling: {v}"],
    "pl": ["Klucz API ({desc}) do integracji ze sklepem: {v}"],
    "tr": ["Entegrasyon için API anahtarı ({desc}): {v}"],
    "ja": ["本番環境の{desc}です：{v}\n取り扱いにご注意ください。"],
}
BEARER_T = [
    "curl -H \"Authorization: Bearer {v}\" https://api.{domain}/v1/bookings?from={iso}",
    "GET /v2/orders HTTP/1.1\nHost: api.{domain}\nAuthorization: Bearer {v}\nAccept: application/json",
    "headers = {\"Authorization\": f\"Bearer {v}\", \"Content-Type\": \"application/json\"}",
]


def camel(label):
    parts = label.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def _alnum_discord():
    return rs(68, B64U)


SECRET_KINDS = [
    # weight, generator, label, desc, specific templates, bearer
    (8, lambda: rs(40, ALNUM + "+/"), "AWS_SECRET_ACCESS_KEY", "AWS secret key",
     ["[{profile}]\naws_secret_access_key = {v}\nregion = eu-central-1\noutput = json",
      "$ aws configure --profile {profile}\nAWS Secret Access Key [None]: {v}\nDefault region name [None]: eu-west-1"], False),
    (3, lambda: "AKIA" + rs(16, UP + "234567"), "AWS_ACCESS_KEY_ID", "AWS access key",
     ["GuardDuty: credentials with access key {v} were used from an unusual ASN; key belongs to svc-{slug}."], False),
    (8, tok_ghp, "GITHUB_TOKEN", "GitHub token",
     ["git clone https://{v}@github.com/{slug}/booking-site.git",
      "//npm.pkg.github.com/:_authToken={v}\n@{slug}:registry=https://npm.pkg.github.com"], True),
    (4, lambda: "github_pat_" + rs(22) + "_" + rs(59), "GH_TOKEN", "fine-grained GitHub PAT",
     ["gh auth login --with-token <<< \"{v}\""], True),
    (5, lambda: "glpat-" + rs(20, B64U), "GITLAB_TOKEN", "GitLab token",
     ["git remote set-url origin https://oauth2:{v}@gitlab.com/{slug}/infra.git",
      "curl --header \"PRIVATE-TOKEN: {v}\" https://gitlab.com/api/v4/projects?owned=true"], False),
    (8, lambda: ch(["sk_live_" + rs(24), "sk_live_51" + rs(97)]), "STRIPE_SECRET_KEY", "Stripe live key",
     ["curl https://api.stripe.com/v1/charges -u {v}: -d amount=4900 -d currency=eur",
      "Stripe.api_key = \"{v}\"", "\\Stripe\\Stripe::setApiKey('{v}');"], False),
    (3, lambda: "rk_live_" + ch([rs(24), "51" + rs(97)]), "STRIPE_RESTRICTED_KEY", "Stripe restricted key", [], False),
    (3, lambda: "whsec_" + rs(32), "STRIPE_WEBHOOK_SECRET", "Stripe webhook signing secret", [], False),
    (6, lambda: f"xoxb-{digits_nl(12)}-{digits_nl(13)}-{rs(24)}", "SLACK_BOT_TOKEN", "Slack bot token",
     ["curl -s -H 'Authorization: Bearer {v}' -d channel=C0{slackch} -d text='Backup done' https://slack.com/api/chat.postMessage"], True),
    (2, lambda: f"xoxp-{digits_nl(12)}-{digits_nl(12)}-{digits_nl(13)}-{rs(32, HEXL)}", "SLACK_USER_TOKEN", "Slack user token", [], True),
    (6, lambda: f"https://hooks.slack.com/services/T{rs(8, UP + DIG)}/B{rs(10, UP + DIG)}/{rs(24)}",
     "SLACK_WEBHOOK_URL", "Slack webhook",
     ["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"New booking received\"}' {v}",
      "requests.post(\"{v}\", json={\"text\": msg}, timeout=5)"], False),
    (4, lambda: f"https://discord.com/api/webhooks/{digits_not_luhn(19)}/{_alnum_discord()}",
     "DISCORD_WEBHOOK_URL", "Discord webhook",
     ["await fetch(\"{v}\", { method: \"POST\", headers: { \"Content-Type\": \"application/json\" }, body: JSON.stringify({ content: \"shift swap posted\" }) });"], False),
    (2, lambda: f"https://{ch(BIZ)[1].split('.')[0]}.webhook.office.com/webhookb2/{tok_uuid()}@{tok_uuid()}/IncomingWebhook/{rs(32, HEXL)}/{tok_uuid()}",
     "TEAMS_WEBHOOK_URL", "Teams incoming webhook", [], False),
    (6, lambda: "AIzaSy" + rs(33, B64U), "GOOGLE_MAPS_API_KEY", "Google Maps key",
     ["<script src=\"https://maps.googleapis.com/maps/api/js?key={v}&callback=initMap\" async defer></script>",
      "https://maps.googleapis.com/maps/api/geocode/json?address={city}&key={v}"], False),
    (3, lambda: "GOCSPX-" + rs(28, B64U), "GOOGLE_CLIENT_SECRET", "Google OAuth client secret",
     ['{"web":{"client_id":"{cid}.apps.googleusercontent.com","project_id":"{slug}-booking","client_secret":"{v}","redirect_uris":["https://{domain}/oauth/callback"]}}'], False),
    (3, lambda: rs(32, HEXL), "TWILIO_AUTH_TOKEN", "Twilio auth token", [], False),
    (4, lambda: "SG." + rs(22, B64U) + "." + rs(43, B64U), "SENDGRID_API_KEY", "SendGrid API key", [], True),
    (5, lambda: "sk-proj-" + rs(64, B64U) + "T3BlbkFJ" + rs(64, B64U), "OPENAI_API_KEY", "OpenAI key", [], True),
    (4, lambda: "sk-ant-api03-" + rs(93, B64U) + "AA", "ANTHROPIC_API_KEY", "Anthropic API key",
     ["curl https://api.anthropic.com/v1/messages -H \"x-api-key: {v}\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\""], False),
    (4, lambda: "npm_" + rs(36), "NPM_TOKEN", "npm publish token", ["//registry.npmjs.org/:_authToken={v}\nalways-auth=true"], False),
    (3, lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(120, 160), B64U), "PYPI_API_TOKEN", "PyPI token",
     ["[pypi]\n  username = __token__\n  password = {v}", "twine upload dist/* -u __token__ -p {v}"], False),
    (3, lambda: "shpat_" + rs(32, HEXL), "SHOPIFY_ADMIN_TOKEN", "Shopify admin token",
     ["curl -H \"X-Shopify-Access-Token: {v}\" https://{slug}.myshopify.com/admin/api/2024-01/orders.json"], False),
    (3, lambda: "key-" + rs(32, HEXL), "MAILGUN_API_KEY", "Mailgun key",
     ["curl -s --user 'api:{v}' https://api.eu.mailgun.net/v3/mg.{domain}/messages -F subject='Reminder' -F text='See you tomorrow'"], False),
    (4, lambda: f"{R.randint(5000000000, 7999999999)}:AA{rs(33, B64U)}", "TELEGRAM_BOT_TOKEN", "Telegram bot token",
     ["https://api.telegram.org/bot{v}/sendMessage?chat_id=-{chat}&text=Neue%20Buchung",
      "bot = telebot.TeleBot(\"{v}\")"], False),
    (3, lambda: "hf_" + rs(34, string.ascii_letters), "HF_TOKEN", "Hugging Face token",
     ["huggingface-cli login --token {v}"], True),
    (2, lambda: "dop_v1_" + rs(64, HEXL), "DIGITALOCEAN_ACCESS_TOKEN", "DigitalOcean token",
     ["doctl auth init --access-token {v}"], True),
    (2, lambda: "hvs." + rs(R.randint(90, 100), B64U), "VAULT_TOKEN", "Vault token", ["vault login {v}"], False),
    (1, lambda: "lin_api_" + rs(40), "LINEAR_API_KEY", "Linear API key", [], False),
    (2, lambda: ch(["secret_" + rs(43), "ntn_" + digits(11) + rs(35)]), "NOTION_TOKEN", "Notion integration token", [], True),
    (2, lambda: "pat" + rs(14) + "." + rs(64, HEXL), "AIRTABLE_TOKEN", "Airtable token", [], True),
    (2, lambda: "dckr_pat_" + rs(27, B64U), "DOCKERHUB_TOKEN", "Docker Hub token",
     ["echo {v} | docker login -u {slug}ci --password-stdin"], False),
    (1, lambda: "PMAK-" + rs(24, HEXL) + "-" + rs(34, HEXL), "POSTMAN_API_KEY", "Postman API key", [], False),
    (2, lambda: rs(32, HEXL), "DD_API_KEY", "Datadog API key",
     ["DD_API_KEY={v} DD_SITE=\"datadoghq.eu\" bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\""], False),
    (2, lambda: "EAAA" + rs(60, B64U), "SQUARE_ACCESS_TOKEN", "Square access token", [], True),
    (2, lambda: "ATATT3xFfGF0" + rs(170, B64U) + "=" + rs(8, UP + DIG), "JIRA_API_TOKEN", "Jira API token", [], False),
    (1, lambda: "sk." + b64u(json.dumps({"u": ch(BIZ)[1].split(".")[0], "a": rs(25, LO + DIG)}, separators=(",", ":")).encode()) + "." + rs(22, B64U),
     "MAPBOX_SECRET_TOKEN", "Mapbox secret token", [], False),
    (2, lambda: ch(["E", "A"]) + rs(79, B64U), "PAYPAL_CLIENT_SECRET", "PayPal client secret", [], False),
    (3, lambda: base64.b64encode(rbytes(64)).decode(), "AZURE_STORAGE_KEY", "Azure storage account key",
     ["AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net\"",
      '"ConnectionStrings": {\n  "Blob": "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net"\n}'], False),
]

JWT_T = [
    "Authorization: Bearer {v}",
    "curl -H \"Authorization: Bearer {v}\" https://api.{domain}/v1/bookings/{id}",
    "localStorage.setItem('access_token', '{v}');",
    "Set-Cookie: session={v}; Path=/; HttpOnly; Secure; SameSite=Lax",
    "{first}: the token from the staging login is {v} — can you check why /me returns 403?",
    "{ts} DEBUG auth-mw: incoming token={v} route={path}",
    "Hallo {first}, mit diesem Token kommst du an die Admin-API: {v}",
]
KEY_T = [
    "{first}: here's the deploy key for the {slug} server, add it to ~/.ssh please\n{v}",
    "$ cat ~/.ssh/id_ed25519\n{v}\n$ ",
    "Ticket {ticket}: vendor emailed us their private key in plain text:\n\n{v}\n\nPlease rotate and delete this ticket.",
    "tls.key (for {domain}):\n{v}",
    "Anbei der private Schlüssel für den SFTP-Zugang:\n{v}\nGruß {first}",
    "Voici la clé privée pour le serveur de sauvegarde :\n\n{v}",
    "```\n{v}\n```\nthat's the key from the old laptop, works on the NAS",
]
PW_PROSE_T = {
    "en": ["The wifi password for the studio is {v} (case-sensitive).",
           "Temp password for your {biz} account: {v} — please change it after first login.",
           "login for the booking portal is {user} / {v}",
           "{first}: what's the password for the POS tablet again?\n{first2}: {v}",
           "Handover notes: alarm panel app login is the shop email, password \"{v}\"; router admin is on the sticker.",
           "Your new password has been set to: {v}\nIf you did not request this, contact support."],
    "de": ["Das Passwort für das Kundenportal lautet {v} (Groß-/Kleinschreibung beachten).",
           "WLAN: Netz Gast-{slug}, Kennwort: {v}",
           "Hi {first}, dein Zugang zur Buchhaltung: Benutzer {user}, Passwort {v}"],
    "fr": ["Votre mot de passe provisoire : {v}\nMerci de le modifier dès la première connexion.",
           "Le mot de passe du wifi de l'atelier est « {v} »"],
    "es": ["La contraseña del wifi es {v}, está en mayúsculas y minúsculas.",
           "Usuario: {user} — contraseña: {v}"],
    "pt": ["A senha do painel é {v} (não compartilhe).", "Palavra-passe temporária: {v}"],
    "it": ["La password dell'account admin è {v} — cambiala appena puoi.",
           "Credenziali gestionale: utente {user}, password {v}"],
    "nl": ["Het wachtwoord is {v}, niet doorsturen aub.", "Wifi: {slug}-gast / wachtwoord {v}"],
    "pl": ["Hasło do panelu: {v} (zmień po zalogowaniu).", "Login: {user}, hasło: {v}"],
    "tr": ["Yönetici şifresi: {v}", "Wi-Fi şifremiz {v} — misafirlerle paylaşmayın."],
    "ja": ["管理画面のパスワードは「{v}」です。", "仮パスワード：{v}\n初回ログイン後に変更してください。"],
}
PW_CONF_T = [
    "DB_HOST={dbhost}\nDB_USER={dbuser}\nDB_PASSWORD={v}\nDB_NAME={db}",
    "spring.datasource.username={dbuser}\nspring.datasource.password={v}",
    "database:\n  host: {dbhost}\n  user: {dbuser}\n  password: \"{v}\"\n  pool: 10",
    "    environment:\n      POSTGRES_USER: {dbuser}\n      POSTGRES_PASSWORD: \"{v}\"\n      POSTGRES_DB: {db}",
    "[client]\nuser={dbuser}\npassword={v}\nhost={dbhost}",
    "<add key=\"SmtpPassword\" value=\"{v}\" />",
    "{dbhost}:5432:{db}:{dbuser}:{v}",
    "requirepass {v}\nmaxmemory 256mb",
    "MAIL_HOST=smtp.{domain}\nMAIL_PORT=587\nMAIL_USERNAME=noreply\nMAIL_PASSWORD={v}",
    "machine api.{domain}\n  login {user}\n  password {v}",
    "$ mysql -u {dbuser} -p'{v}' {db} < dump.sql",
    "ansible_become_password: \"{v}\"",
]
CONN_T = [
    "DATABASE_URL=postgresql://{dbuser}:{v}@{dbhost}:5432/{db}",
    "mysql://{dbuser}:{v}@{dbhost}:3306/{db}?charset=utf8mb4",
    "MONGO_URI=mongodb+srv://{dbuser}:{v}@cluster0.{rnd}.mongodb.net/{db}?retryWrites=true&w=majority",
    "REDIS_URL=redis://default:{v}@redis-{rport}.c{rnum}.eu-west-1-2.ec2.cloud.redislabs.com:{rport}",
    "amqp://{dbuser}:{v}@rabbit.{slug}.internal:5672/%2F",
    "Server=tcp:{slug}-sql.database.windows.net,1433;Database={db};User ID={dbuser};Password={v};Encrypt=True;",
    "jdbc:postgresql://{dbhost}:5432/{db}?user={dbuser}&password={v}&ssl=true",
    "sqlalchemy.url = postgresql+psycopg2://{dbuser}:{v}@{dbhost}/{db}",
]
BASIC_T = [
    "curl -H \"Authorization: Basic {v}\" https://{domain}/api/export.csv",
    "GET /admin/export HTTP/1.1\nHost: {domain}\nAuthorization: Basic {v}\nAccept: */*",
    "proxy_set_header Authorization \"Basic {v}\";",
    "headers: { Authorization: 'Basic {v}' }",
]
CURLU_T = [
    "curl -u {user}:{v} https://{domain}/api/export.csv -o export.csv",
    "wget --user={user} --password={v} https://{domain}/backups/latest.tar.gz",
]


def secret_row():
    lang_d = fill("en")
    k = R.choices(["token", "jwt", "key", "pwprose", "pwconf", "conn", "basic", "curlu"],
                  [112, 12, 12, 26, 16, 14, 5, 3])[0]
    d = dict(lang_d)
    if k == "token":
        _, gen, label, desc, spec, bearer = R.choices(SECRET_KINDS, [x[0] for x in SECRET_KINDS])[0]
        v = gen()
        d.update({"label": label, "desc": desc, "lower": label.lower(), "camel": camel(label),
                  "slackch": rs(9, UP + DIG), "v": v})
        pool = []
        if spec:
            pool += [("en", t) for t in spec] * 2
        if bearer:
            pool += [("en", t) for t in BEARER_T]
        lang, t = pick(GENERIC_SECRET_T)
        pool.append((lang, t))
        lang, t = ch(pool)
        if lang != "en":
            d.update({k2: v2 for k2, v2 in fill(lang).items() if k2 in ("first", "first2", "name")})
        return v, sub(t, d)
    if k == "jwt":
        v = gen_jwt()
    elif k == "key":
        v = gen_privkey()
        d["v"] = v
        return v, sub(ch(KEY_T), d)
    elif k == "pwprose":
        v = gen_password()
        lang, t = pick(PW_PROSE_T)
        d.update(fill(lang))
        d["v"] = v
        return v, sub(t, d)
    elif k == "pwconf":
        v = gen_password()
        d["v"] = v
        return v, sub(ch(PW_CONF_T), d)
    elif k == "conn":
        v = gen_password(uri_safe=True)
        rport = R.randint(10000, 19999)
        d.update({"v": v, "rnd": rs(5, LO + DIG), "rport": rport, "rnum": R.randint(1, 300)})
        return v, sub(ch(CONN_T), d)
    elif k == "basic":
        u = ch(["admin", "export", "api", "frontdesk", "lab", d["slug"]])
        v = base64.b64encode(f"{u}:{gen_password()}".encode()).decode()
        d["v"] = v
        return v, sub(ch(BASIC_T), d)
    else:
        v = gen_password(uri_safe=True)
        d["v"] = v
        return v, sub(ch(CURLU_T), d)
    d["v"] = v
    return v, sub(ch(JWT_T), d)


# ==========================================================================
# negatives (look-alikes, no PII, no secrets, no placeholders)
# ==========================================================================
NEG_GENS = []


def neg(f):
    NEG_GENS.append(f)
    return f


def bizn():
    return ch(BIZ)[0]


def N(tpls, **kw):
    return sub(ch(tpls), kw)


def isbn13():
    group = ch(["0", "1", "3", "2", "84", "88", "90", "83", "975", "4", "85"])
    pub = digits(R.randint(2, 5))
    title = digits(12 - 3 - len(group) - len(pub))
    body = "978" + group + pub + title
    c = (10 - sum((1 if i % 2 == 0 else 3) * int(x) for i, x in enumerate(body)) % 10) % 10
    return f"978-{group}-{pub}-{title}-{c}"


def ean13(prefix):
    body = prefix + digits(12 - len(prefix))
    c = (10 - sum((1 if i % 2 == 0 else 3) * int(x) for i, x in enumerate(body)) % 10) % 10
    return body + str(c)


def ver3():
    return f"{R.randint(0, 24)}.{R.randint(0, 30)}.{R.randint(0, 40)}"


@neg
def n_order():
    no = ch([f"#{R.randint(10000, 999999)}", f"ORD-{R.randint(2023, 2025)}-{R.randint(0, 99999):05d}",
             f"{ch(UP)}{ch(UP)}-{R.randint(100000, 999999)}", f"{digits(3)}-{digits(7)}-{digits(7)}",
             f"WEB{R.randint(10 ** 7, 10 ** 8 - 1)}"])
    return N(["Thanks for your order {no} with {biz}! Estimated dispatch: {date}.",
              "Ihre Bestellung {no} wurde am {date} versandt.",
              "Votre commande {no} est prête à être retirée en boutique.",
              "Tu pedido {no} ha sido confirmado. Total: {amount}.",
              "Pedido {no} recebido — total {amount}.",
              "Ordine {no}: spedizione prevista entro il {date}.",
              "Bestelling {no} is onderweg.",
              "Zamówienie {no} zostało opłacone.",
              "Siparişiniz {no} kargoya verildi.",
              "ご注文番号 {no} の商品を発送しました。",
              "order_id={no} status=PAID items={k} total={amount}"],
             no=no, biz=bizn(), date=any_date(), amount=money(ch(LANGS)), k=R.randint(1, 9))


@neg
def n_tracking():
    no = ch(["1Z" + rs(6, UP + DIG) + ch(["01", "02", "03"]) + digits(8),
             "JJD" + digits(18), "00340434" + digits(12),
             ch(["RR", "LX", "CP", "RB"]) + digits(9) + ch(["DE", "FR", "PL", "NL", "ES"]),
             f"{digits(4)}-{digits(4)}-{digits(4)}",
             f"{digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)}"])
    return N(["Your parcel from {biz} is on its way. Tracking number: {no}",
              "Sendungsnummer: {no} – Zustellung voraussichtlich am {date}.",
              "Numéro de suivi : {no}",
              "Número de seguimiento {no} — entrega estimada {date}",
              "Código de rastreio: {no}",
              "Track & Trace code: {no}",
              "Numer przesyłki: {no}",
              "Kargo takip no: {no}",
              "お問い合わせ伝票番号：{no}",
              "carrier=dhl shipment={no} event=OUT_FOR_DELIVERY"],
             no=no, biz=bizn(), date=any_date())


@neg
def n_invoice():
    no = ch([f"INV-{R.randint(2022, 2025)}-{R.randint(1, 9999):05d}", f"RE-{R.randint(22, 25)}-{R.randint(100, 9999)}",
             f"FA{R.randint(2022, 2025)}/{R.randint(1, 999):04d}", f"F-{R.randint(1, 999999):06d}",
             f"{R.randint(2023, 2025)}-{R.randint(1000, 9999)}"])
    return N(["Invoice {no} — {amount} due by {date}.",
              "Rechnung Nr. {no} über {amount}, zahlbar bis {date}.",
              "Facture n° {no} : montant {amount}, échéance {date}.",
              "Factura {no} — importe {amount}",
              "Fattura n. {no} del {date}, totale {amount}",
              "Faktura VAT nr {no}, kwota {amount}",
              "Fatura No: {no} — Tutar: {amount}",
              "請求書番号 {no}（{date}発行）"],
             no=no, amount=money(ch(LANGS)), date=any_date())


@neg
def n_part():
    pn = ch([f"{digits(4)}-{digits(3)}-{digits(2)}{ch(UP)}", f"74HC{R.randint(100, 999)}D", f"{ch(['SKF', 'FAG'])} {R.randint(6000, 6310)}-2RS",
             f"P/N {R.randint(1, 9)}{ch(UP)}-{digits(4)}-{digits(3)}", f"ZR-{digits(5)}-{ch(['A1', 'B2', 'C3'])}",
             f"SKU {ch(UP)}{ch(UP)}{digits(6)}"])
    return N(["Replacement part {pn} for {what} — qty {q}, unit price {price}.",
              "Ersatzteil {pn} ist ab {date} wieder lieferbar.",
              "Réf. pièce {pn} : {q} unités en stock.",
              "Bill of materials line {line}: {pn} x{q}",
              "Pezzo di ricambio {pn} ordinato, arrivo previsto {date}."],
             pn=pn, what=ch(["the inverter mount", "the ski binding", "the dental furnace", "the cargo bike",
                             "the stage lighting rig", "the moving dolly"]),
             q=R.randint(1, 40), price=money(ch(LANGS)), date=any_date(), line=R.randint(1, 60))


@neg
def n_timestamp():
    y, m, d = R.choice([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    hh, mi, ss = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)
    iso = f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mi:02d}:{ss:02d}.{R.randint(0, 999999):06d}Z"
    ep = R.randint(1690000000, 1760000000)
    return N(["build finished at {iso} (epoch {ep})",
              "last_modified: {epms}\ncreated: {iso}",
              "Backup window {hh}:00–{hh2}:00 UTC, last run {iso}",
              "cron: next execution at {iso}",
              "{{\"event\": \"door_open\", \"ts\": {ep}, \"sensor\": \"warehouse-{k}\"}}".replace("{{", "{").replace("}}", "}"),
              "Zeitstempel {d}.{m}.{y} {hh}:{mi}:{ss} – Messung abgeschlossen"],
             iso=iso, ep=ep, epms=ep * 1000 + R.randint(0, 999), hh=f"{hh:02d}", hh2=f"{(hh + 2) % 24:02d}",
             k=R.randint(1, 30), d=f"{d:02d}", m=f"{m:02d}", y=y, mi=f"{mi:02d}", ss=f"{ss:02d}")


@neg
def n_version():
    return N(["Upgraded the booking plugin from {a} to {b}; no schema changes.",
              "firmware {a} → {b} rolled out to all {n} inverters",
              "Requires Node.js {a} or newer (tested on {b}).",
              "Release notes {b}: fixed rounding of deposit invoices, see changelog for {a}.",
              "App-Version {b} (Build {n}) – bitte vor Kursbeginn aktualisieren.",
              "Versión {b} disponible; la {a} deja de tener soporte.",
              "pip install django=={b}",
              "\"dependencies\": {\"left-pad\": \"^{a}\", \"dayjs\": \"~{b}\"}",
              "Kernel {a}-{n}-generic, glibc {b}"],
             a=ver3(), b=ver3(), n=R.randint(2, 9999))


@neg
def n_hash():
    k = R.randint(0, 3)
    fname = ch(["invoice-march.pdf", "stage-plan-v2.dwg", "tariff_2024.xlsx", "install-photos.zip",
                "crown_scan_0412.stl", "timetable-autumn.ods", "backup-weekly.tar.zst", "seating-chart.svg"])
    if k == 0:
        return f"{rs(64, HEXL)}  {fname}"
    if k == 1:
        return N(["commit {h}\nMerge: {s1} {s2}\n\n    Merge branch 'fix/quote-rounding'",
                  "{s1} fix: rounding of VAT on deposit invoices\n{s2} chore: bump dayjs\n{s3} docs: update README",
                  "Reverts {h} (broke the seat map on Safari)"],
                 h=rs(40, HEXL), s1=rs(7, HEXL), s2=rs(7, HEXL), s3=rs(7, HEXL))
    if k == 2:
        return N(["MD5 ({f}) = {h}", "md5sum: {h}  {f}", "ETag: \"{h}\""], f=fname, h=rs(32, HEXL))
    return N(["SHA1 checksum of {f}: {h}", "Prüfsumme (SHA-1) der Datei {f}: {h}"], f=fname, h=rs(40, HEXL))


@neg
def n_uuid():
    return N(["request_id={u} status=200 duration_ms={ms}",
              "Correlation-ID: {u}",
              "Booking {u} moved to waitlist.",
              "{{\"id\": \"{u}\", \"type\": \"seat_hold\", \"ttl\": {ttl}}}".replace("{{", "{").replace("}}", "}"),
              "Trace {u}: span checkout.render took {ms} ms",
              "Dokument-ID {u} wurde archiviert."],
             u=tok_uuid(), ms=R.randint(2, 4000), ttl=R.randint(60, 900))


@neg
def n_price():
    lang = ch(LANGS)
    return N(["Total: {a} incl. VAT",
              "Quote for {what}: {a} (valid 30 days)",
              "Angebot für {what}: {a} netto",
              "Devis : {a} TTC pour {what}",
              "Presupuesto: {a} IVA incluido",
              "Orçamento aprovado: {a}",
              "Preventivo: {a} + IVA",
              "Offerte: {a} excl. btw",
              "Wycena: {a} brutto",
              "Teklif tutarı: {a}",
              "お見積り金額：{a}（税込）",
              "Annual revenue {y}: {big}; costs {big2}"],
             a=money(lang), what=ch(["the rooftop install", "the move", "the wedding flowers", "the ski fleet",
                                     "12 crowns", "the autumn season"]),
             y=R.randint(2019, 2024), big=f"${R.randint(1000000, 99999999):,}.{R.randint(0, 99):02d}",
             big2=f"{R.randint(100000, 9999999):,}")


@neg
def n_measure():
    unit, base, spread = ch([("kWh", 20, 8), ("mm", 12, 1), ("°C", 21, 3), ("km", 15, 10), ("kg", 60, 20),
                             ("dB", 70, 10), ("bar", 2, 0.5), ("µm", 35, 5)])
    vals = [f"{base + R.uniform(-spread, spread):.1f}" for _ in range(R.randint(5, 10))]
    sep = ch([", ", "; ", " | ", "\t", " "])
    return N(["Readings ({u}): {vals}",
              "Panel output per day ({u}): {vals}",
              "Messreihe [{u}]: {vals}",
              "Série de mesures ({u}) : {vals}",
              "day,value\n" + "\n".join(f"{i + 1},{v}" for i, v in enumerate(vals)),
              "Courier distances this week ({u}): {vals}"],
             u=unit, vals=sep.join(vals))


@neg
def n_isbn():
    return N(["ISBN {i} — {t}, paperback, {p}",
              "Bitte bestellen: ISBN {i} ({t})",
              "Course book for the B2 group: {t}, ISBN {i}",
              "Libro di testo: {t} (ISBN {i})",
              "Podręcznik: {t}, ISBN {i}"],
             i=isbn13(), t=ch(["Grammar in Context", "Stage Lighting Basics", "Dental Ceramics Today",
                              "Solar PV Handbook", "Piano Regulation", "Kayak Navigation", "Bookbinding for Beginners"]),
             p=money(ch(LANGS)))


@neg
def n_serial():
    sn = ch([rs(3, UP) + digits(2) + rs(7, UP + DIG), f"{digits(4)}-{digits(4)}-{rs(4, UP + DIG)}",
             f"SN{digits(10)}", f"{rs(2, UP)}{digits(6)}{rs(2, UP)}", f"{ch(['SMA', 'FRN', 'HUA'])}{digits(9)}"])
    return N(["Device S/N: {sn}, warranty until {date}",
              "Seriennummer des Wechselrichters: {sn}",
              "Numéro de série : {sn} (garantie {y} ans)",
              "Inventory: rental ski #{k} serial {sn}",
              "Número de serie {sn} — revisión {date}",
              "シリアル番号：{sn}"],
             sn=sn, date=any_date(), y=R.randint(2, 10), k=R.randint(1, 400))


def _fmt(tpl, **kw):
    return tpl.format(**kw)


@neg
def n_coords():
    lat, lon = R.uniform(-60, 70), R.uniform(-170, 170)
    t = ch(["Meeting point: {la:.4f}, {lo:.4f} (car park by the lake)",
            "GPS {A:.5f}° {ns}, {B:.5f}° {ew}",
            "Treffpunkt: {la:.5f} / {lo:.5f}",
            "lat={la:.6f}&lon={lo:.6f}&zoom=14",
            "Coordonnées du chantier : {la:.4f} N, {lo:.4f} E",
            "Start of the paddle route: {A:.3f}°{ns} {B:.3f}°{ew}"])
    return _fmt(t, la=lat, lo=lon, A=abs(lat), B=abs(lon), ns="N" if lat >= 0 else "S", ew="E" if lon >= 0 else "W")




@neg
def n_file_at():
    f = ch(["logo", "hero-banner", "icon-ticket", "btn-book", "team-photo", "map-pin", "avatar-default", "sprite"])
    sc = ch(["@2x", "@3x", "@1.5x"])
    ext = ch(["png", "jpg", "webp", "gif", "svg"])
    return N(["Export {f}{sc}.{ext} and {f}.{ext} for the new landing page.",
              "<img src=\"/assets/{f}.{ext}\" srcset=\"/assets/{f}{sc}.{ext} 2x\" alt=\"\">",
              "missing asset: static/img/{f}{sc}.{ext} (404)",
              "Bitte die Datei {f}{sc}.{ext} im Ordner /print ablegen."],
             f=f, sc=sc, ext=ext)


@neg
def n_handle():
    h = ch(["sunridge_solar", "linguanova.school", "limelight_players", "spokeandchain", "alpspitz.rent",
            "bellaluna.weddings", "despaak_fietsen", "glina.ceramika", "harborlight_kayak", "quillfeather_bindery"])
    return N(["Follow us @{h} on Instagram for last-minute seats!",
              "Folgt uns auf Instagram: @{h}",
              "Suivez-nous sur @{h} pour les nouveautés",
              "Síguenos en @{h}",
              "thanks @{h} for the shoutout 🙌 #{tag}",
              "Tag @{h} in your photos from {ev}"],
             h=h, tag=ch(["solarpower", "amdram", "bikecourier", "skiseason", "weddingday"]),
             ev=ch(["the opening night", "the workshop", "the open day", "the ride"]))


@neg
def n_npm():
    pkg = ch(["@babel/core", "@types/node", "@angular/cli", "@vue/compiler-sfc", "@sentry/browser",
              "@tanstack/react-query", "@fullcalendar/daygrid"])
    return N(["npm i {p}@{v}", "yarn add {p}@^{v}", "Bumped {p}@{v} -> {p}@{w}", "\"{p}\": \"{v}\"",
              "peer dep warning: {p}@{v} requires react@>=18"],
             p=pkg, v=ver3(), w=ver3())


@neg
def n_luhnfail():
    n = digits_not_luhn(16, first=ch("3456"))
    g = ch([" ".join(n[i:i + 4] for i in range(0, 16, 4)), n, "-".join(n[i:i + 4] for i in range(0, 16, 4))])
    return N(["Loyalty card no. {g} — {pts} points",
              "Mitgliedsnummer: {g}",
              "Gift voucher code {g}, value {a}",
              "Numéro d'adhérent : {g}",
              "Meter point reference: {g}",
              "Library barcode {g}",
              "Kundennummer {g} (bitte bei Rückfragen angeben)"],
             g=g, pts=R.randint(10, 9000), a=money(ch(LANGS)))


@neg
def n_datetime():
    return N(["Opening hours: Mon–Fri {a}–{b}, Sat {c}–{d}",
              "Termin am {date} um {a} Uhr bestätigt.",
              "Rendez-vous le {date} à {a}.",
              "La clase empieza a las {a} y termina a las {b}.",
              "Lesson schedule: {date}, {a}-{b}, room {r}",
              "Show times: {a}, {b} and {c} (doors open 30 minutes earlier)",
              "Godziny otwarcia: {a}–{b}"],
             a=f"{R.randint(7, 11):02d}:{ch(['00', '15', '30', '45'])}", b=f"{R.randint(12, 19)}:{ch(['00', '30'])}",
             c=f"{R.randint(9, 11)}:00", d=f"{R.randint(13, 16)}:00", date=any_date(), r=R.randint(1, 40))


@neg
def n_isin():
    isin = ch(["US", "DE", "FR", "NL", "IE", "LU"]) + rs(9, UP + DIG) + str(R.randint(0, 9))
    return N(["Portfolio: {n} shares ISIN {i} at {p}",
              "Fondsanteile (ISIN {i}) – Sparplan {p} monatlich",
              "LEI of the fund manager: {lei}",
              "Bank identifier (BIC) of the venue's bank: {bic}",
              "Wertpapier: {i}, Stückzahl {n}"],
             i=isin, n=R.randint(1, 500), p=money(ch(LANGS)), lei=digits(4) + "00" + rs(12, UP + DIG) + digits(2),
             bic=ch(["COBADEFF", "DEUTDEDB", "BNPAFRPP", "INGBNL2A", "CAIXESBB", "UNCRITMM"]) + ch(["", "XXX", "123"]))


@neg
def n_docker():
    return N(["FROM python:3.12-slim@sha256:{h}",
              "Pulled {img}@sha256:{h}",
              "image digest sha256:{h} (linux/amd64)"],
             h=rs(64, HEXL), img=ch(["nginx:1.25", "postgres:16", "redis:7-alpine", "node:20-bookworm"]))


@neg
def n_pubkey():
    k = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)).decode()
    return N(["Public key to add to authorized_keys (public, safe to share):\nssh-ed25519 {k}",
              "Host key fingerprint: SHA256:{fp}",
              "Server fingerprint (ED25519): SHA256:{fp} — please verify before connecting."],
             k=k, fp=base64.b64encode(rbytes(32)).decode().rstrip("="))


@neg
def n_datauri():
    b = "iVBORw0KGgoAAAANSUhEUgAAA" + base64.b64encode(rbytes(R.randint(30, 90))).decode()
    return N(["<img alt=\"spinner\" src=\"data:image/png;base64,{b}\">",
              ".icon-seat { background: url(data:image/png;base64,{b}); }"], b=b)


@neg
def n_colors():
    c = ["#" + rs(6, HEXL) for _ in range(4)]
    return N(["Brand palette: primary {a}, accent {b}, text {c}, background {d}",
              ":root { --primary: {a}; --accent: {b}; --muted: {c}; }",
              "Farben fürs Programmheft: {a} / {b} / {c}"], a=c[0], b=c[1], c=c[2], d=c[3])


@neg
def n_ean():
    e = ean13(ch(["400", "590", "869", "800", "300", "871", "560"]))
    return N(["EAN {e} — {p}, {q} in stock",
              "Barcode {e} scanned at till 2",
              "Artikel-EAN: {e}",
              "Código de barras {e}"], e=e, p=ch(["ski wax", "sunscreen", "glaze pigment", "bike tube",
                                                   "programme booklet"]), q=R.randint(0, 80))


@neg
def n_container():
    c = ch(["MSKU", "TGHU", "CAIU", "HLXU", "MRKU"]) + digits(6) + digits(1)
    c2 = c[:4] + " " + c[4:10] + "-" + c[10]
    return N(["Container {c} arrived at the depot, seal intact.",
              "Overseas move: container {c2}, vessel ETA {date}",
              "Containernummer {c2} – Abholung ab {date}"], c=c, c2=c2, date=any_date())


@neg
def n_codes():
    return N(["CAS {cas} (isopropyl alcohol) — store below 25 °C",
              "HS code {hs} for the solar modules",
              "Zolltarifnummer {hs}",
              "ICD-10 {icd} noted in the referral (no patient data attached)",
              "DIN EN ISO {iso}:{y} compliant"],
             cas=f"{R.randint(50, 99999)}-{R.randint(10, 99)}-{R.randint(0, 9)}",
             hs=f"{R.randint(1000, 9999)}.{R.randint(10, 99)}.{R.randint(10, 99)}",
             icd=f"{ch('KMS')}{R.randint(0, 99):02d}.{R.randint(0, 9)}", iso=R.randint(1000, 29999),
             y=R.randint(1995, 2024))


@neg
def n_flight():
    return N(["Team travel: {al} {n} departs {t} from gate {g}{gn}, seats {r}A–{r}C.",
              "Flug {al} {n} verspätet sich um {d} Minuten.",
              "Vol {al}{n} — embarquement {t}, porte {g}{gn}"],
             al=ch(["LH", "AF", "IB", "TP", "AZ", "KL", "LO", "TK", "NH", "EI"]), n=R.randint(10, 9999),
             t=f"{R.randint(5, 22):02d}:{R.randint(0, 59):02d}", g=ch("ABCDEFK"), gn=R.randint(1, 60),
             r=R.randint(3, 40), d=R.randint(10, 180))


@neg
def n_lottery():
    nums = sorted(R.sample(range(1, 50), 6))
    return N(["Raffle draw at the open day — winning tickets: {l}",
              "Tombola: gewonnen haben die Lose {l}",
              "Números premiados: {l}"], l=", ".join(str(x) for x in nums))


@neg
def n_sports():
    return N(["Race results: 1st {a}, 2nd {b}, 3rd {c}",
              "Ergebnis: {s1}:{s2} nach Verlängerung",
              "Courier sprint leaderboard — best lap {a}",
              "Marathon split times: 10k {a}, half {b}, finish {c}"],
             a=f"{R.randint(0, 3)}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}",
             b=f"{R.randint(0, 3)}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}",
             c=f"{R.randint(1, 4)}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}", s1=R.randint(0, 6), s2=R.randint(0, 6))


@neg
def n_meter():
    return N(["Zählerstand am {date}: {v} kWh",
              "Meter reading {date}: {v} m³",
              "Relevé du compteur : {v} kWh",
              "Lettura contatore: {v}"],
             date=any_date(), v=f"{R.randint(100, 99999):06d},{R.randint(0, 9)}")


@neg
def n_stats():
    return N(["Population of the district: {a} (census {y})",
              "Visitors this season: {a}; repeat customers {p}%",
              "Einwohner: {b}",
              "Nombre de spectateurs : {c}",
              "Frequentatori annui: {b}"],
             a=f"{R.randint(10000, 9999999):,}", b=f"{R.randint(10000, 9999999):,}".replace(",", "."),
             c=f"{R.randint(10000, 999999):,}".replace(",", "\u202f"), y=R.randint(2011, 2023), p=R.randint(5, 80))


@neg
def n_dims():
    return N(["Crate dimensions: {a} x {b} x {c} mm, {w} kg",
              "Maße Schrank: {a} × {b} × {c} mm",
              "Panel size {a}x{b}x{c2} mm, weight {w} kg",
              "Dimensioni: {a} x {b} cm"],
             a=R.randint(300, 2400), b=R.randint(200, 1200), c=R.randint(200, 2200), c2=R.randint(30, 45),
             w=R.randint(5, 120))


@neg
def n_rooms():
    return N(["Room {r}, row {row}, seats {s1}–{s2}", "Raum {r} (2. OG), Kurs {c}",
              "Salle {r}, places {s1} à {s2}", "Locker {l} — key at reception", "Plot {l} and plot {l2} share a water tap"],
             r=f"{ch('ABC')}{R.randint(1, 4)}.{R.randint(1, 40):02d}", row=ch(UP[:20]), s1=R.randint(1, 20),
             s2=R.randint(21, 40), c=f"B{R.randint(1, 2)}-{R.randint(2023, 2025)}-{R.randint(1, 12):02d}",
             l=R.randint(1, 300), l2=R.randint(301, 600))


@neg
def n_cred_prose():
    return N(["Passwords are stored hashed with Argon2id; staff can never see them. Rotate API credentials every {d} days.",
              "Forgot your password? Use the reset link on the login page of {biz}; we will never ask for it by phone.",
              "Das Passwort muss mindestens {n} Zeichen lang sein und eine Ziffer enthalten.",
              "Le mot de passe doit contenir au moins {n} caractères.",
              "API keys are issued per location and can be revoked in Settings → Integrations.",
              "Read the Stripe key from the environment at runtime; never commit it to the repo.",
              "La contraseña debe tener al menos {n} caracteres.",
              "Tokens expire after {h} hours; the client refreshes them automatically."],
             d=ch([30, 60, 90, 180]), biz=bizn(), n=R.randint(8, 16), h=R.randint(1, 48))


@neg
def n_config_plain():
    return N(["timeout_ms: {t}\nretries: {r}\npool_size: {p}\nlog_level: info",
              "[server]\nport = {port}\nworkers = {w}\nkeepalive = {k}",
              "MAX_UPLOAD_MB={m}\nFEATURE_WAITLIST=true\nCACHE_TTL={t}",
              "worker_processes {w};\nclient_max_body_size {m}m;"],
             t=R.randint(1000, 60000), r=R.randint(1, 10), p=R.randint(2, 50), port=R.randint(1025, 9999),
             w=R.randint(1, 16), k=R.randint(2, 120), m=R.randint(1, 200))


@neg
def n_log_plain():
    return N(["{ts} INFO http: GET /api/v1/slots?date={d} 200 {ms}ms",
              "{ts} WARN scheduler: job reminder-sms skipped (queue length {q})",
              "{ts} ERROR pdf: template invoice_v{v} missing field 'vat_rate'",
              "[{ts}] worker.{w} processed {q} jobs in {ms} ms"],
             ts=f"{R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}",
             d=f"{R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}", ms=R.randint(1, 5000),
             q=R.randint(0, 999), v=R.randint(1, 9), w=R.randint(1, 8))


@neg
def n_math():
    return N(["Regression: y = {a}x + {b} (R² = {r})",
              "Mean {a}, median {b}, std dev {r}",
              "Tolerance ±{r} mm on a {a} mm bore",
              "Conversion factor {a}; rounding to {b} decimals"],
             a=f"{R.uniform(0, 99):.4f}", b=R.randint(1, 6), r=f"{R.uniform(0, 1):.3f}")


@neg
def n_postal():
    return N(["Delivery zone: PLZ {a}–{b}", "Codice postale {c}", "Code postal {c}, cedex {k}",
              "Service area ZIP codes: {z1}, {z2}, {z3}", "Kod pocztowy {pl}"],
             a=R.randint(10000, 89999), b=R.randint(90000, 99999), c=f"{R.randint(1000, 98999):05d}", k=R.randint(1, 20),
             z1=R.randint(10000, 99999), z2=R.randint(10000, 99999), z3=R.randint(10000, 99999),
             pl=f"{R.randint(10, 99)}-{R.randint(100, 999)}")


@neg
def n_at_prose():
    return N(["{n} crates @ {p} each", "see you @ {t} at the depot", "Rehearsal @ {t}, main stage",
              "Kaffee @ Werkstatt um {t}?", "{n} x ski wax @ {p}"],
             n=R.randint(2, 40), p=money(ch(LANGS)), t=f"{R.randint(7, 20)}:{ch(['00', '30'])}")


@neg
def n_dotted3():
    return N(["See section {a} of the rental terms.", "Regel {a} der Hausordnung gilt weiterhin.",
              "firmware {b} (stable channel)", "Chapter {a}: Loading the truck safely",
              "Norme {a}, alinéa {k}"],
             a=f"{R.randint(1, 12)}.{R.randint(1, 9)}.{R.randint(1, 9)}",
             b=f"{ch([10, 172, 192, 127, 169])}.{R.randint(0, 20)}.{R.randint(0, 40)}", k=R.randint(1, 6))


@neg
def n_casenum():
    return N(["Case {a} has been closed.", "Aktenzeichen {b}", "Lot number {c}, best before {d}",
              "Batch {c} passed QC", "Dossier n° {a}"],
             a=f"{R.randint(2022, 2025)}-{R.randint(100, 999)}-{R.randint(1000, 9999)}",
             b=f"{R.randint(1, 12)} {ch(['O', 'C', 'K', 'S'])} {R.randint(100, 9999)}/{R.randint(20, 25)}",
             c=f"L{R.randint(2023, 2025)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}-{R.randint(1, 99):02d}",
             d=any_date())


@neg
def n_git_branch():
    return N(["git checkout -b feature/{s}-{n}", "Merged PR #{n}: {s}", "CI run #{r} on branch release/{v} passed",
              "git tag v{v} && git push --tags"],
             s=ch(["seat-map", "deposit-refunds", "waitlist", "ski-sizes", "crown-shade-picker", "route-planner"]),
             n=R.randint(10, 4000), r=R.randint(1000, 99999), v=ver3())


@neg
def n_temperature():
    vals = [f"{R.uniform(2, 8):.1f}" for _ in range(R.randint(4, 8))]
    return N(["Vaccine fridge log (°C): {v}", "Kühlschrankprotokoll: {v} °C", "Fridge temps: {v} — all within range"],
             v=" / ".join(vals))


@neg
def n_quantities():
    return N(["Stock count: {a} skis, {b} boots, {c} helmets", "Inventaire : {a} chaises, {b} tables",
              "Ordered {a} panels, {b} rails, {c} clamps", "Zamówiono {a} kg gliny i {b} l szkliwa"],
             a=R.randint(2, 900), b=R.randint(2, 900), c=R.randint(2, 900))


@neg
def n_percent():
    return N(["Conversion rate {a}% (up {b} pts), bounce rate {c}%", "Auslastung: {a} %",
              "Tasa de ocupación {a}%", "Efficiency {a}% at {b} °C"],
             a=f"{R.uniform(1, 99):.1f}", b=f"{R.uniform(0, 9):.1f}", c=f"{R.uniform(10, 90):.1f}")


@neg
def n_url_plain():
    return N(["Docs: https://{d}/help/{p}", "Programm online: https://www.{d}/{p}?lang={l}",
              "Link to the seating chart: https://{d}/seats/{n}"],
             d=ch(BIZ)[1], p=ch(["faq", "refunds", "timetable", "sizing", "care-guide"]), l=ch(["de", "en", "fr"]),
             n=R.randint(1, 999))


@neg
def n_json_plain():
    return N(['{"slot": "{t}", "capacity": {c}, "booked": {b}, "waitlist": false}',
              '{"sku": "{s}", "qty": {c}, "price_cents": {p}}',
              '{"route": {r}, "stops": {c}, "distance_km": {d}}'],
             t=f"{R.randint(8, 20)}:00", c=R.randint(1, 60), b=R.randint(0, 60), s=rs(3, UP) + digits(4),
             p=R.randint(100, 99999), r=R.randint(1, 99), d=f"{R.uniform(1, 90):.1f}")


@neg
def n_csv_plain():
    rows = "\n".join(f"{ch(UP)}{R.randint(1, 9)},{R.randint(0, 40)},{R.uniform(0, 500):.2f}" for _ in range(R.randint(3, 6)))
    return "bin,qty,value\n" + rows


@neg
def n_ja_misc():
    return N(["受付番号：{a}　本日{t}より受付開始", "整理券番号 {n} 番の方はお越しください。", "商品コード：{c}（在庫{n}点）"],
             a=f"{R.randint(100, 999)}-{R.randint(1000, 9999)}", t=f"{R.randint(8, 11)}:{ch(['00', '30'])}",
             n=R.randint(1, 300), c=rs(2, UP) + "-" + digits(5))


@neg
def n_tr_misc():
    return N(["Sipariş no: {a}, teslim tarihi {d}", "Randevu saati {t}, salon {n}", "Ürün kodu {c}, stok {n} adet"],
             a=f"TR{R.randint(100000, 999999)}", d=any_date("tr"), t=f"{R.randint(9, 19)}:{ch(['00', '30'])}",
             n=R.randint(1, 99), c=rs(3, UP) + digits(3))


@neg
def n_pl_nl_misc():
    return N(["Numer zamówienia: ZAM/{y}/{n}", "Rezerwacja nr {n} potwierdzona na {d}",
              "Ordernummer {n}: verzonden op {d2}", "Afspraak op {d2} om {t}"],
             y=R.randint(2023, 2025), n=R.randint(1000, 999999), d=any_date("pl"), d2=any_date("nl"),
             t=f"{R.randint(8, 18)}:{ch(['00', '15', '30', '45'])}")


@neg
def n_weather():
    return N(["Forecast for the install day: {a} °C, wind {w} km/h, {p} mm rain",
              "Schneehöhe Tal {a} cm, Berg {b} cm, Lawinenwarnstufe {l}",
              "Previsión: máx {a} °C, mín {b} °C"],
             a=R.randint(-10, 35), b=R.randint(-20, 200), w=R.randint(0, 80), p=f"{R.uniform(0, 30):.1f}", l=R.randint(1, 5))


# ==========================================================================
# disguised e-mails
# ==========================================================================
AT_WORDS = {
    "en": [("[at]", "[dot]"), ("(at)", "(dot)"), (" at ", " dot "), (" AT ", " DOT "), ("{at}", "{dot}"),
           ("<at>", "<dot>"), (" -at- ", " -dot- "), (" [at] ", " [dot] "), (" (at) ", " (dot) ")],
    "de": [(" (ät) ", " (punkt) "), (" [at] ", " [punkt] "), (" at ", " punkt "), ("(at)", "(punkt)")],
    "fr": [(" arobase ", " point "), (" [arobase] ", " [point] "), ("(arobase)", "(point)")],
    "es": [(" arroba ", " punto "), ("(arroba)", "(punto)"), (" [arroba] ", " [punto] ")],
    "pt": [(" arroba ", " ponto "), ("[arroba]", "[ponto]")],
    "it": [(" chiocciola ", " punto "), (" [chiocciola] ", " [punto] ")],
    "nl": [(" apenstaartje ", " punt "), (" [at] ", " [punt] ")],
    "pl": [(" małpa ", " kropka "), ("(małpa)", "(kropka)")],
    "tr": [(" (at) ", " (nokta) "), (" et işareti ", " nokta ")],
    "ja": [("アットマーク", "ドット"), (" (あっと) ", " (どっと) ")],
    "sv": [(" snabel-a ", " punkt ")],
    "cs": [(" zavináč ", " tečka ")],
    "hu": [(" kukac ", " pont ")],
    "ru": [(" собака ", " точка ")],
    "el": [(" παπάκι ", " τελεία ")],
}
DZ_EMAIL_CTX = {
    "en": ["Contact me at {d} (spam-proofed, you know how it works).",
           "Forum signature: {name} | {d}",
           "Questions about {service}? Write to {d}",
           "{first}: my email is {d} — writing it like that because bots scrape this channel",
           "Reach the coach directly: {d}",
           "Flyer text (OCR): For bookings email {d} or drop by the shop.",
           "Lost my phone, so reply by mail please → {d}",
           "Newsletter sign-up sheet, line {k}: {d}"],
    "de": ["Schreib mir einfach an {d} – Spamschutz, du weißt ja.", "Kontakt: {name}, {d}",
           "Anfragen zum Kurs bitte an {d}"],
    "fr": ["Écrivez-moi à {d} (anti-spam).", "Contact : {name} — {d}"],
    "es": ["Escríbeme a {d} (así no me llega spam).", "Contacto: {d}"],
    "pt": ["Manda um e-mail para {d} (anti-spam).", "Contato: {name} — {d}"],
    "it": ["Scrivetemi a {d} (antispam).", "Contatti: {d}"],
    "nl": ["Mail me op {d} (tegen spam).", "Contact: {name} – {d}"],
    "pl": ["Pisz na {d} (ochrona przed spamem).", "Kontakt: {d}"],
    "tr": ["Bana {d} adresinden ulaşabilirsiniz.", "İletişim: {d}"],
    "ja": ["連絡先メール：{d}（迷惑メール対策のため表記を変えています）", "お問い合わせは{d}まで。"],
    "sv": ["Mejla mig på {d}, tack!"],
    "cs": ["Pište mi na {d}."],
    "hu": ["Írj nekem ide: {d}"],
    "ru": ["Пишите мне на {d}, отвечу вечером."],
    "el": ["Στείλτε μου email στο {d}."],
    "code": ["const contact = {d};", "mail_to = {d}  # obfuscated for the public repo",
             "<script>document.write({d});</script>"],
    "html": ["<footer>Bookings: <span class=\"m\">{d}</span></footer>", "<p>E-mail: {d}</p>",
             "<a class=\"contact\">{d}</a>"],
}
FW = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + string.digits + "@.-_+"}
MONO = {**{c: chr(0x1D68A + i) for i, c in enumerate(LO)}, **{c: chr(0x1D7F6 + i) for i, c in enumerate(DIG)}}
CYR = {"a": "а", "e": "е", "o": "о", "c": "с", "p": "р", "x": "х", "y": "у"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def _split(e):
    local, domain = e.split("@")
    return local, domain


def dz_words(e):
    lang = ch(list(AT_WORDS))
    at, dot = ch(AT_WORDS[lang])
    local, domain = _split(e)
    if R.random() < 0.35:
        local = local.replace(".", dot)
    return local + at + domain.replace(".", dot), lang


def dz_entities(e):
    k = R.randint(0, 2)
    if k == 0:
        return e.replace("@", ch(["&#64;", "&#x40;", "&commat;"])), "html"
    if k == 1:
        return e.replace("@", "&#64;").replace(".", ch(["&#46;", "&period;"])), "html"
    return "".join(f"&#{ord(c)};" for c in e), "html"


def dz_zero_width(e):
    z = ch(ZW)
    s = list(e)
    pos = sorted(R.sample(range(1, len(s)), min(len(s) - 1, R.randint(2, 5))))
    at = e.index("@")
    pos = sorted(set(pos) | {at, at + 1})
    out = "".join(z + c if i in pos else c for i, c in enumerate(s))
    return out, None


def dz_fullwidth(e):
    if R.random() < 0.5:
        return "".join(FW.get(c, c) for c in e), ch(["ja", "en"])
    return e.replace("@", "＠"), ch(["ja", "en", "de"])


def dz_spaces(e):
    local, domain = _split(e)
    k = R.randint(0, 2)
    if k == 0:
        return f"{local} @ {domain}", None
    if k == 1:
        return f"{local}  @  {domain.replace('.', ' . ')}", None
    return f"{local}\u00a0@\u00a0{domain}", None


def dz_reverse(e):
    return e[::-1], "rev"


def dz_nospam(e):
    local, domain = _split(e)
    tag = ch(["NOSPAM", "REMOVETHIS", "nospam", "NO-SPAM", "DELETE-ME"])
    k = R.randint(0, 2)
    if k == 0:
        return f"{local}@{tag}.{domain}", "nospam"
    if k == 1:
        return f"{local}.{tag}@{domain}", "nospam"
    return f"{local}@{domain}.{tag.lower()}", "nospam"


def dz_linebreak(e):
    local, domain = _split(e)
    return ch([f"{local}\n@{domain}", f"{local}@\n{domain}", f"{local}@{domain.split('.')[0]}\n.{'.'.join(domain.split('.')[1:])}"]), None


def dz_concat(e):
    local, domain = _split(e)
    q = ch(["'", '"'])
    return f"{q}{local}{q} + {q}@{q} + {q}{domain}{q}", "code"


def dz_percent(e):
    return e.replace("@", "%40") if R.random() < 0.6 else e.replace("@", "%40").replace(".", "%2E"), None


def dz_altat(e):
    return e.replace("@", ch(["﹫", "＠", "(@)", "[@]"])), None


def dz_defang(e):
    local, domain = _split(e)
    return local.replace(".", "[.]") + "[@]" + domain.replace(".", "[.]"), None


def dz_spaced_letters(e):
    return " ".join(e), None


def dz_dots(e):
    local, domain = _split(e)
    d = ch(["·", "․", "。", "∙"])
    return local + "@" + domain.replace(".", d), None


def dz_homoglyph(e):
    local, domain = _split(e)
    out = "".join(CYR[c] if c in CYR and R.random() < 0.6 else c for c in local)
    if out == local:
        out = local.replace(local[0], CYR.get(local[0], local[0]), 1)
    return out + "@" + domain.replace("o", "о", 1), None


def dz_softhyphen(e):
    s = list(e)
    pos = sorted(R.sample(range(1, len(s) - 1), 3))
    return "".join("\u00ad" + c if i in pos else c for i, c in enumerate(s)), None


def dz_htmlcomment(e):
    local, domain = _split(e)
    return ch([f"{local}<!-- -->@<!-- -->{domain}", f"{local}<span>@</span>{domain}",
               f"{local}<b></b>&#64;<b></b>{domain}"]), "html"


def dz_backslash(e):
    return e.replace("@", "\\@").replace(".", "\\."), None


def dz_mono(e):
    return "".join(MONO.get(c, c) for c in e), None


def dz_userdomain(e):
    local, domain = _split(e)
    return ch([f"{local} — domain {domain}", f"{local} (at the {domain} mail)", f"user {local}, host {domain}"]), "ud"


def dz_mixed(e):
    local, domain = _split(e)
    z = ch(ZW)
    return f"{local}{z} [at] {z}{domain.replace('.', ' [dot] ')}", None


EMAIL_DZ = [dz_words, dz_words, dz_words, dz_words, dz_entities, dz_zero_width, dz_fullwidth, dz_spaces,
            dz_reverse, dz_nospam, dz_linebreak, dz_concat, dz_percent, dz_altat, dz_defang, dz_spaced_letters,
            dz_dots, dz_homoglyph, dz_softhyphen, dz_htmlcomment, dz_backslash, dz_mono, dz_userdomain, dz_mixed]


def email_disguise_row():
    lang0 = R.choices(LANGS, [LANG_W[l] for l in LANGS])[0]
    e = gen_email(lang0, allow_case=False).lower()
    fn = ch(EMAIL_DZ)
    d, hint = fn(e)
    base = fill(lang0 if lang0 in CITIES else "en")
    if hint in ("rev",):
        ctx = ch(["my address, written backwards so the bots don't get it: {d}",
                  "E-Mail rückwärts gelesen: {d}", "email (read it right to left): {d}"])
    elif hint == "nospam":
        ctx = ch(["Contact: {d} (remove the obvious anti-spam part)", "Mail an {d} – den Spamschutz-Teil bitte entfernen",
                  "Écrivez à {d} (supprimez la mention anti-spam)"])
    elif hint == "ud":
        ctx = ch(["My username is {d}, just put the @ in between.", "Mail: {d} – das @ denkt ihr euch dazu.",
                  "Correo: {d}, ya sabes dónde va la arroba."])
    elif hint in ("code", "html"):
        ctx = ch(DZ_EMAIL_CTX[hint])
    elif hint in DZ_EMAIL_CTX:
        ctx = ch(DZ_EMAIL_CTX[hint])
    else:
        lang, ctx = pick({k: v for k, v in DZ_EMAIL_CTX.items() if k in LANG_W})
    base["d"] = d
    base["k"] = R.randint(2, 40)
    return e, sub(ctx, base), d


# ==========================================================================
# disguised cards
# ==========================================================================
SCRIPT_DIG = {"arabic": (0x0660, "ar"), "persian": (0x06F0, "fa"), "devanagari": (0x0966, "hi"),
              "bengali": (0x09E6, "bn"), "thai": (0x0E50, "th"), "fullwidth": (0xFF10, "ja"),
              "mathbold": (0x1D7CE, None), "doublestruck": (0x1D7D8, None), "monospace": (0x1D7F6, None),
              "sansbold": (0x1D7EC, None), "gujarati": (0x0AE6, "hi"), "myanmar": (0x1040, None)}
SPELL = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "ja": list("〇一二三四五六七八九"),
}
CIRCLED = ["⓪"] + [chr(0x2460 + i) for i in range(9)]
SUPER = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]


def cd_sep(num):
    sep = ch([".", "/", "_", " · ", "•", " | ", "~", "*", ":", "–", "−", "\u2009", "\u202f", "\t", "\u3000",
              " / ", "--", "..", " + ", "\u00a0"])
    return sep.join(card_groups(num)), None


def cd_script(num):
    name = ch(list(SCRIPT_DIG))
    base, lang = SCRIPT_DIG[name]
    g = [("".join(chr(base + int(c)) for c in grp)) for grp in card_groups(num)]
    return ch([" ", " ", "-", ""]).join(g), lang


def cd_lines(num):
    g = card_groups(num)
    if R.random() < 0.5:
        return "\n".join(g), None
    k = R.randint(1, len(g) - 1)
    return " ".join(g[:k]) + ch(["\n", "\n\n", " \n", "\r\n"]) + " ".join(g[k:]), None


def cd_odd(num):
    out, i = [], 0
    while i < len(num):
        s = R.randint(2, 5)
        out.append(num[i:i + s])
        i += s
    if [len(x) for x in out] == [len(x) for x in card_groups(num)]:
        out = [num[:2], num[2:7], num[7:]]
    return ch([" ", "-", "  "]).join(out), None


def cd_softhyphen(num):
    if R.random() < 0.5:
        return "\u00ad".join(card_groups(num)), None
    return "\u00ad".join(num), None


def cd_zero_width(num):
    z = ch(ZW)
    if R.random() < 0.5:
        return z.join(num), None
    g = card_groups(num)
    return " ".join(z.join(x) for x in g), None


def cd_spelled(num):
    lang = ch(list(SPELL))
    w = SPELL[lang]
    if lang == "ja":
        return "、".join("".join(w[int(c)] for c in grp) for grp in card_groups(num)), "ja"
    jn = ch([" ", "-"])
    gs = ch([", ", " / ", " — ", "; "])
    return gs.join(jn.join(w[int(c)] for c in grp) for grp in card_groups(num)), lang


def cd_keycap(num):
    return " ".join("".join(c + "\ufe0f\u20e3" for c in grp) for grp in card_groups(num)), None


def cd_circled(num):
    return " ".join("".join(CIRCLED[int(c)] for c in grp) for grp in card_groups(num)), None


def cd_super(num):
    return " ".join("".join(SUPER[int(c)] for c in grp) for grp in card_groups(num)), None


def cd_entities(num):
    return "".join(f"&#{ord(c)};" for c in num), "html"


def cd_letters(num):
    m = {"0": "O", "1": "l", "5": "S", "8": "B"}
    keys = [k for k in m if k in num]
    use = set(R.sample(keys, min(len(keys), R.randint(1, 2)))) if keys else set()
    s = "".join(m[c] if c in use else c for c in num)
    if not use:
        return cd_sep(num)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)), None


def cd_perdigit(num):
    sep = ch(["-", ".", " ", " . ", "/"])
    return sep.join(num), None


def cd_brackets(num):
    return ch(["".join(f"({g})" for g in card_groups(num)), " ".join(f"[{g}]" for g in card_groups(num)),
               " ".join(f"<{g}>" for g in card_groups(num))]), None


def cd_halfspelled(num):
    g = card_groups(num)
    k = len(g) // 2
    w = SPELL["en"]
    return " ".join(g[:k]) + ", then " + ", ".join(" ".join(w[int(c)] for c in grp) for grp in g[k:]), "en"


def cd_turns(num):
    g = card_groups(num)
    k = R.randint(1, len(g) - 1)
    return " ".join(g[:k]) + "\n" + ch(["(sorry, hit enter too early) ", "rest: ", "… ", "cont. "]) + " ".join(g[k:]), "turns"


def cd_mixscript(num):
    base = SCRIPT_DIG[ch(["arabic", "fullwidth", "devanagari", "mathbold"])][0]
    s = "".join(chr(base + int(c)) if i % 2 else c for i, c in enumerate(num))
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)), None


CARD_DZ = [cd_sep, cd_sep, cd_sep, cd_script, cd_script, cd_script, cd_lines, cd_odd, cd_softhyphen,
           cd_zero_width, cd_spelled, cd_spelled, cd_spelled, cd_keycap, cd_circled, cd_super, cd_entities,
           cd_letters, cd_perdigit, cd_brackets, cd_halfspelled, cd_turns, cd_mixscript]

DZ_CARD_CTX = {
    "en": ["Paying over the phone is a pain, so here it is: {d}, exp {exp}.",
           "Voicemail transcript (auto): \"...yes the card number is {d}, expiry {exp}...\"",
           "Guest wrote this on the paper booking form: {d}",
           "Deposit for {service} — card: {d} (exp {exp})",
           "OCR of faxed authorisation: CARD NO {d} EXP {exp}",
           "{first}: card number is {d}, same name as the booking",
           "Chat export — {first}: typing it weird so the bot doesn't eat it: {d}"],
    "de": ["Meine Kartennummer: {d} (gültig bis {exp})", "Bitte die Anzahlung über die Karte {d} abbuchen."],
    "fr": ["Numéro de carte : {d}, expiration {exp}.", "Ma carte : {d}"],
    "es": ["Número de tarjeta: {d}, caduca {exp}.", "Te dicto la tarjeta: {d}"],
    "pt": ["Número do cartão: {d}, validade {exp}."],
    "it": ["Numero della carta: {d}, scadenza {exp}."],
    "nl": ["Kaartnummer: {d}, geldig tot {exp}."],
    "pl": ["Numer karty: {d}, ważna do {exp}."],
    "tr": ["Kart numarası: {d}, SKT {exp}."],
    "ja": ["カード番号：{d}（有効期限 {exp}）", "クレジットカードは{d}でお願いします。"],
    "ar": ["رقم البطاقة: {d}", "من فضلك استخدم بطاقتي {d} للدفع"],
    "fa": ["شماره کارت: {d}"],
    "hi": ["कार्ड नंबर: {d}", "मेरा कार्ड नंबर {d} है"],
    "bn": ["কার্ড নম্বর: {d}"],
    "th": ["หมายเลขบัตร: {d}"],
    "html": ["<span class=\"cc\">{d}</span> <span class=\"exp\">{exp}</span>", "<td>Card</td><td>{d}</td>"],
    "turns": ["[{t}] {first}: card for the deposit is {d}\n[{t2}] {first2}: thanks, charging now",
              "{first} (SMS, {t}): my card number {d}\n{first} (SMS, {t2}): expiry {exp}"],
}


def card_disguise_row():
    kind, num = gen_card()
    fn = ch(CARD_DZ)
    d, hint = fn(num)
    if hint in DZ_CARD_CTX:
        ctx = ch(DZ_CARD_CTX[hint])
        lang = hint if hint in CITIES else "en"
    else:
        lang, ctx = pick({k: v for k, v in DZ_CARD_CTX.items() if k in LANG_W})
    base = fill(lang)
    base.update({"d": d, "t": f"{R.randint(8, 20)}:{R.randint(10, 59)}", "t2": f"{R.randint(20, 23)}:{R.randint(10, 59)}"})
    return num, sub(ctx, base), d


# ==========================================================================
# positive row builders
# ==========================================================================
def email_row():
    lang, t = pick(EMAIL_T)
    d = fill(lang)
    p = person(lang)
    v = gen_email(lang, p)
    if "{name}" in t and R.random() < 0.6:
        d["name"], d["first"], d["last"] = p["full"], p["first"], p["last"]
    d["v"] = v
    return v, sub(t, d)


def card_row():
    lang, t = pick(CARD_T)
    d = fill(lang)
    _, num = gen_card()
    v = fmt_card(num)
    d["v"] = v
    return v, sub(t, d)


def phone_row():
    lang, t = pick(PHONE_T)
    d = fill(lang)
    v = gen_phone(lang)
    d["v"] = v
    return v, sub(t, d)


def ssn_row():
    lang, (t, labelled) = pick(SSN_T, {"en": 85, "es": 15})
    d = fill("es" if lang == "es" else "en")
    s = gen_ssn()
    r = R.random()
    if labelled and r < 0.2:
        v = s
    elif r < 0.35:
        v = f"{s[:3]} {s[3:5]} {s[5:]}"
    else:
        v = f"{s[:3]}-{s[3:5]}-{s[5:]}"
    d["v"] = v
    return v, sub(t, d)


def iban_row():
    lang, t = pick(IBAN_T)
    d = fill(lang)
    c = ch(IBAN_BY_LANG[lang]) if R.random() < 0.75 else ch(list(IBAN_LEN))
    v = fmt_iban(make_iban(c))
    d["v"] = v
    return v, sub(t, d)


def ip_row():
    lang, t = pick(IP_T)
    d = fill(lang)
    v6 = R.random() < 0.35
    v = gen_ipv6() if v6 else gen_ipv4()
    d.update({"v": v, "lb": "[" if v6 else "", "rb": "]" if v6 else "", "ipt": "ip6tables" if v6 else "iptables",
              "cidrkey": "CidrIpv6" if v6 else "CidrIp", "mask": "128" if v6 else "32", "rid": tok_uuid()})
    return v, sub(t, d)


# ==========================================================================
# leak checks (keep every row to exactly one labelled item)
# ==========================================================================
TLDS = set(("com net org de fr es it nl pl tr jp uk be at ch pt br io co me info biz coop eu ie ca au no se dk "
            "fi cz gr ro hu us mx app dev ru").split())
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.([A-Za-z]{2,})\b")
IPV4_RE = re.compile(r"(?<![0-9])(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?![0-9])")
IPV6_RE = re.compile(r"(?:[0-9A-Fa-f]{1,4}:){5,}[0-9A-Fa-f]{1,4}|\b[0-9A-Fa-f]{1,4}::[0-9A-Fa-f]{1,4}\b")
SSN_RE = re.compile(r"(?<![0-9])[0-9]{3}[- ][0-9]{2}[- ][0-9]{4}(?![0-9])")
IBAN_RE = re.compile(r"\b[A-Z]{2}[0-9]{2}(?:(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?|[A-Z0-9]{11,30})\b")
SECRET_MARKERS = ["AKIA", "ghp_", "gho_", "ghu_", "github_pat_", "glpat-", "sk_live_", "rk_live_", "whsec_", "xoxb-",
                  "xoxp-", "hooks.slack.com", "discord.com/api/webhooks", "AIza", "sk-proj-", "sk-ant-", "npm_",
                  "pypi-", "shpat_", "hf_", "dop_v1_", "-----BEGIN", "eyJ", "hvs.", "lin_api_", "dckr_pat_",
                  "PMAK-", "GOCSPX-", "ATATT", "AccountKey=", "webhook.office.com", "api.telegram.org/bot"]


def leaks(t, strict=False):
    for m in EMAIL_RE.finditer(t):
        if m.group(1).lower() in TLDS:
            return "email"
    for m in re.finditer(r"[0-9](?:[ \-]?[0-9])+", t):
        runs = [re.sub(r"[^0-9]", "", m.group())] + re.findall(r"[0-9]+", m.group())
        for ds in runs:
            if 13 <= len(ds) <= 19 and luhn_ok(ds):
                return "luhn"
    if IPV4_RE.search(t):
        return "ipv4"
    if IPV6_RE.search(t):
        return "ipv6"
    if SSN_RE.search(t):
        return "ssn"
    for m in IBAN_RE.finditer(t.upper()):
        if iban_valid(m.group()):
            return "iban"
    for mk in SECRET_MARKERS:
        if mk in t:
            return "secret"
    if strict:
        if re.search(r"\+\s?\(?[0-9]", t):
            return "plus"
        if re.search(r"(?i)(password|passwort|contraseña|mot de passe|hasło|şifre|senha|wachtwoord)\s*[:=]\s*\S", t):
            return "pw"
    return None


# ==========================================================================
# main
# ==========================================================================
def main():
    rows, seen = [], set()

    def try_add(typ, value, text, disguise=None):
        if text in seen:
            return False
        if typ == "negative":
            if leaks(text, strict=True):
                return False
        elif disguise is None:
            if text.count(value) != 1 or leaks(text.replace(value, " ")):
                return False
        else:
            if text.count(disguise) != 1 or value in text or value.lower() in text.lower():
                return False
            if leaks(text.replace(disguise, " ")):
                return False
        seen.add(text)
        row = {"source": SRC, "type": typ, "value": value, "text": text}
        if disguise is not None:
            row["disguise"] = disguise
        rows.append(row)
        return True

    def produce(typ, n, gen, disguised=False):
        c = tries = 0
        while c < n:
            tries += 1
            if tries > n * 300:
                raise RuntimeError(f"could not generate {typ}")
            res = gen()
            if try_add(typ, *res):
                c += 1

    produce("email", 200, email_row)
    produce("credit_card", 200, card_row)
    produce("phone", 200, phone_row)
    produce("us_ssn", 200, ssn_row)
    produce("iban", 200, iban_row)
    produce("ip_address", 200, ip_row)
    produce("secret", 200, secret_row)
    produce("email", 75, email_disguise_row)
    produce("credit_card", 75, card_disguise_row)

    # negatives: cycle generators for balance
    c = tries = 0
    while c < 800:
        tries += 1
        if tries > 800 * 300:
            raise RuntimeError("negatives")
        g = NEG_GENS[tries % len(NEG_GENS)] if R.random() < 0.7 else ch(NEG_GENS)
        if try_add("negative", "", g()):
            c += 1

    # ------------------------------------------------------------ self-checks
    for r in rows:
        t, v = r["text"], r["value"]
        if "disguise" in r:
            assert r["text"].count(r["disguise"]) == 1
        elif r["type"] != "negative":
            assert t.count(v) == 1, r
        typ = r["type"]
        if typ == "credit_card":
            ds = v if "disguise" in r else re.sub(r"[ \-]", "", v)
            assert ds.isdigit() and luhn_ok(ds) and 14 <= len(ds) <= 19, r
        elif typ == "email":
            assert EMAIL_OK.match(v), r
        elif typ == "us_ssn":
            assert ssn_ok(v), r
        elif typ == "iban":
            assert iban_valid(v), r
        elif typ == "ip_address":
            a = ipaddress.ip_address(v)
            assert a.is_global and not a.is_multicast, r
        elif typ == "negative":
            assert v == "" and "disguise" not in r
    assert len({r["text"] for r in rows}) == len(rows)

    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    cnt = collections.Counter(r["type"] for r in rows)
    dz = collections.Counter(r["type"] for r in rows if "disguise" in r)
    for k in ["email", "credit_card", "phone", "us_ssn", "iban", "ip_address", "secret", "negative"]:
        extra = f"  (of which disguised: {dz[k]})" if dz.get(k) else ""
        print(f"{k:12s} {cnt[k]:5d}{extra}", file=sys.stderr)
    print(f"{'total':12s} {len(rows):5d}  -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
