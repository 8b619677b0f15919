#!/usr/bin/env python3
"""Independent PII / secrets evaluation corpus "pii-indep-l".

Stdlib only, deterministic (one random.Random with a fixed seed).
Writes corpora/pii-independent/indep-l.jsonl beside this script and prints counts per type to stderr.

Ten settings used for the texts (invented for this corpus):
  pharmacy (community pharmacy / Apotheke), car rental & garage, university
  admissions office, HVAC / plumbing dispatch, hostel & small hotel front desk,
  freight forwarding / customs broker, translation agency, municipal water
  utility billing, kids' summer camp registration, indie game studio IT/devops.
"""
import base64
import ipaddress
import json
import os
import re
import string
import sys
import unicodedata
from random import Random

SEED = 4127
R = Random(SEED)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpora", "pii-independent", "indep-l.jsonl")
SOURCE = "pii-indep-l"

# --------------------------------------------------------------------------
# Fillers
# --------------------------------------------------------------------------
NAMES = {
    "en": (["James", "Emily", "Michael", "Sarah", "David", "Olivia", "Daniel", "Hannah",
            "Ryan", "Grace", "Kevin", "Megan", "Tyrone", "Priya", "Connor", "Aisha"],
           ["Carter", "Hughes", "Bennett", "Morales", "Patel", "O'Neill", "Fletcher", "Reed",
            "Walsh", "Kim", "Sullivan", "Brooks", "Okafor", "Nguyen", "Hart", "Lowe"]),
    "de": (["Lukas", "Anna", "Jonas", "Lea", "Felix", "Marie", "Tobias", "Katrin", "Moritz",
            "Sabine", "Jürgen", "Heike"],
           ["Müller", "Schneider", "Becker", "Hoffmann", "Wagner", "Krüger", "Schäfer", "Vogel",
            "Lehmann", "Brandt", "Köhler", "Zimmermann"]),
    "fr": (["Camille", "Louis", "Chloé", "Hugo", "Manon", "Julien", "Léa", "Mathieu", "Inès",
            "Thomas", "Élodie", "Rémi"],
           ["Martin", "Lefèvre", "Girard", "Moreau", "Fournier", "Rousseau", "Blanc", "Garnier",
            "Chevalier", "Roux", "Perrin", "Lambert"]),
    "es": (["Lucía", "Javier", "Carmen", "Diego", "Marta", "Pablo", "Elena", "Sergio", "Paula",
            "Andrés", "Nuria", "Iñaki"],
           ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Ortega",
            "Castillo", "Ruiz", "Iglesias", "Vidal"]),
    "it": (["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo", "Sara", "Alessandro",
            "Elena", "Davide", "Federica", "Nicolò"],
           ["Rossi", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo",
            "Conti", "Esposito", "Fontana"]),
    "pt": (["João", "Ana", "Pedro", "Mariana", "Rafael", "Beatriz", "Tiago", "Inês", "Lucas",
            "Carolina", "Gonçalo", "Larissa"],
           ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Ferreira", "Almeida",
            "Carvalho", "Rodrigues", "Teixeira", "Moura"]),
    "nl": (["Daan", "Sanne", "Bram", "Lotte", "Jeroen", "Fleur", "Ruben", "Iris", "Thijs", "Eva",
            "Maarten", "Noor"],
           ["de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer",
            "Mulder", "Bos", "Hendriks", "van Leeuwen"]),
    "pl": (["Kasia", "Piotr", "Agnieszka", "Tomasz", "Magda", "Paweł", "Ola", "Krzysztof",
            "Zofia", "Michał", "Łukasz", "Ewa"],
           ["Kowalski", "Nowak", "Wiśniewska", "Wójcik", "Kamińska", "Lewandowski", "Zielińska",
            "Szymański", "Dąbrowska", "Kaczmarek", "Mazur", "Krawczyk"]),
    "sv": (["Erik", "Linnea", "Oskar", "Maja", "Johan", "Elin", "Anders", "Frida", "Nils",
            "Sofia", "Björn", "Ingrid"],
           ["Andersson", "Johansson", "Lindqvist", "Nilsson", "Berg", "Holm", "Ek", "Larsson",
            "Sjöberg", "Lund", "Engström", "Wallin"]),
    "tr": (["Emre", "Elif", "Burak", "Zeynep", "Mehmet", "Ayşe", "Can", "Selin", "Murat",
            "Deniz", "Oğuz", "Gökçe"],
           ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan",
            "Doğan", "Koç", "Kurt"]),
}
CITIES = {
    "en": ["Leeds", "Portland", "Bristol", "Austin", "Cork", "Adelaide", "Denver", "Norwich"],
    "de": ["Kassel", "Freiburg", "Bremen", "Graz", "Erfurt", "Lübeck", "Winterthur", "Mainz"],
    "fr": ["Nantes", "Lyon", "Rennes", "Dijon", "Grenoble", "Namur", "Toulouse", "Lille"],
    "es": ["Valencia", "Bilbao", "Sevilla", "Zaragoza", "Granada", "Puebla", "Murcia", "Vigo"],
    "it": ["Bologna", "Torino", "Verona", "Bari", "Padova", "Trieste", "Parma", "Lecce"],
    "pt": ["Porto", "Braga", "Coimbra", "Curitiba", "Recife", "Faro", "Campinas", "Aveiro"],
    "nl": ["Utrecht", "Groningen", "Haarlem", "Gent", "Leiden", "Zwolle", "Breda", "Delft"],
    "pl": ["Kraków", "Gdańsk", "Poznań", "Wrocław", "Lublin", "Toruń", "Olsztyn", "Łódź"],
    "sv": ["Uppsala", "Malmö", "Umeå", "Örebro", "Lund", "Visby", "Luleå", "Gävle"],
    "tr": ["İzmir", "Bursa", "Eskişehir", "Antalya", "Trabzon", "Konya", "Mersin", "Kayseri"],
}
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"],
}
LANGS = list(NAMES)


def fold(s):
    """ASCII-fold a name for use in e-mail local parts."""
    s = s.replace("ß", "ss").replace("ł", "l").replace("Ł", "L").replace("ı", "i")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c) and ord(c) < 128)


def digits(n, r=R, first_nonzero=False):
    s = "".join(r.choice(string.digits) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def rand_date(lang, r=R):
    d, m, y = r.randint(1, 28), r.randint(1, 12), r.choice([2023, 2024, 2025])
    style = r.random()
    if lang in MONTHS and style < 0.35:
        mon = MONTHS[lang][m - 1]
        if lang == "en":
            return f"{d} {mon} {y}" if r.random() < 0.5 else f"{mon} {d}, {y}"
        if lang == "de":
            return f"{d}. {mon} {y}"
        return f"{d} {'de ' if lang == 'es' else ''}{mon}{' de' if lang == 'es' else ''} {y}"
    if style < 0.55:
        return f"{y}-{m:02d}-{d:02d}"
    if lang == "en" and r.random() < 0.5:
        return f"{m}/{d}/{y}"
    if lang in ("de", "pl", "tr", "sv"):
        return f"{d:02d}.{m:02d}.{y}"
    if lang == "nl":
        return f"{d:02d}-{m:02d}-{y}"
    return f"{d:02d}/{m:02d}/{y}"


def rand_time(r=R):
    return f"{r.randint(6, 22):02d}:{r.choice(['00', '05', '15', '20', '30', '40', '45', '55'])}"


def rand_ref(r=R):
    k = r.random()
    if k < 0.3:
        return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    if k < 0.6:
        return r.choice(["BK", "ORD", "RX", "TKT", "INV", "AV", "RES", "CASE"]) + "-" + digits(5, r, True)
    if k < 0.8:
        return "#" + digits(r.randint(4, 6), r, True)
    return r.choice("ABCDEFGH") + digits(2, r) + "-" + digits(4, r, True)


def rand_amt(r=R):
    return f"{r.randint(12, 980)}.{r.choice(['00', '50', '90', '95', '40', '99'])}"


def person(lang, r=R):
    f, l = NAMES[lang]
    return r.choice(f), r.choice(l)


TOKEN_RE = re.compile(r"«([A-Z0-9]+)»")


def fill(tpl, lang, value=None, r=R, extra=None):
    """Replace «TOKENS» in a template.  «V» is the value; names follow `lang`."""
    first, last = person(lang, r)
    agent = person(lang, r)[0]
    while agent == first:
        agent = person(lang, r)[0]
    fixed = {"F": first, "L": last, "N": f"{first} {last}", "A": agent}
    if extra:
        fixed.update(extra)

    def rep(m):
        k = m.group(1)
        if k == "V":
            return value
        if k in fixed:
            return fixed[k]
        if k == "D":
            return rand_date(lang, r)
        if k == "T":
            return rand_time(r)
        if k == "REF":
            return rand_ref(r)
        if k == "AMT":
            return rand_amt(r)
        if k == "K":
            return str(r.randint(2, 9))
        if k == "CITY":
            return r.choice(CITIES[lang])
        if k == "ROOM":
            return str(r.randint(1, 4)) + digits(2, r)
        if k == "MONEY":
            return _money(r, lang)
        if k in EXTRA_GEN:
            return EXTRA_GEN[k](r)
        raise KeyError(k)
    return TOKEN_RE.sub(rep, tpl)


# --------------------------------------------------------------------------
# Value generators + validators: email, credit card, SSN, IBAN, IP
# --------------------------------------------------------------------------
EMAIL_DOMAINS = {
    "en": ["gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "icloud.com",
           "btinternet.com", "aol.com", "proton.me", "comcast.net", "live.com"],
    "de": ["gmx.de", "web.de", "t-online.de", "posteo.de", "gmail.com", "gmx.at", "bluewin.ch"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com"],
    "es": ["gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"],
    "it": ["libero.it", "virgilio.it", "tiscali.it", "alice.it", "gmail.com"],
    "pt": ["sapo.pt", "uol.com.br", "bol.com.br", "gmail.com", "hotmail.com"],
    "nl": ["ziggo.nl", "kpnmail.nl", "hotmail.nl", "xs4all.nl", "gmail.com", "telenet.be"],
    "pl": ["wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com"],
    "sv": ["telia.com", "hotmail.se", "bredband.net", "gmail.com", "outlook.com"],
    "tr": ["gmail.com", "yandex.com.tr", "hotmail.com", "outlook.com.tr"],
}
WORK_DOMAINS = ["apotheke-am-markt.de", "farmacia-sanrocco.it", "autovia-rent.com",
                "hs-nordtal.de", "univ-valmont.fr", "westbrook.edu", "klimatech-service.at",
                "hydropro-plumbing.co.uk", "hostelzebra.pl", "hotel-miramar.es",
                "nordhafen-logistik.de", "transbaltic-cargo.eu", "linguabridge.nl",
                "traduzionirapide.it", "stadtwerke-seefeld.de", "aguasdovale.pt",
                "camppinecrest.org", "pixelfoundry.io", "moonbyte.games", "lagerbjorko.se"]


def gen_email(lang=None, r=R, who=None):
    lang = lang or r.choice(LANGS)
    f, l = who or person(lang, r)
    f, l = fold(f).lower(), fold(l).lower().replace(" ", "").replace("'", "")
    yr = str(r.choice([r.randint(60, 99), r.randint(1970, 2006), r.randint(1, 99)]))
    k = r.random()
    if k < 0.22:
        local = f"{f}.{l}"
    elif k < 0.34:
        local = f"{f[0]}{l}"
    elif k < 0.46:
        local = f"{f}{l}{yr}"
    elif k < 0.56:
        local = f"{f}_{l}"
    elif k < 0.64:
        local = f"{f[0]}.{l}"
    elif k < 0.72:
        local = f"{l}.{f}{r.randint(1, 9)}"
    elif k < 0.79:
        local = f"{f}.{l}+{r.choice(['camp', 'uni', 'rent', 'rx', 'hostel', 'bills'])}"
    elif k < 0.86:
        local = f"{f}{yr}"
    elif k < 0.93:
        local = f"{l}-{f}"
    else:
        local = f"{f}.{l[0]}"
    if r.random() < 0.2:
        return f"{f if r.random() < 0.6 else f[0] + l}@{r.choice(WORK_DOMAINS)}"
    return f"{local}@{r.choice(EMAIL_DOMAINS[lang])}"


TLDS = set("""com net org edu gov info biz io me co de fr es it pt br nl pl se tr uk at ch be
dk no fi ie eu us ca au jp in mx ru cz dev app ai cloud email shop games be lu gr hu ro sk
""".split())
EMAIL_FIND = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.([A-Za-z]{2,})\b")


def find_emails(text):
    return [m.group(0) for m in EMAIL_FIND.finditer(text) if m.group(1).lower() in TLDS]


# ---- credit cards --------------------------------------------------------
def luhn_ok(num):
    s, alt = 0, False
    for ch in reversed(num):
        d = int(ch)
        if alt:
            d *= 2
            if d > 9:
                d -= 9
        s += d
        alt = not alt
    return s % 10 == 0


def luhn_complete(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c


CARD_BRANDS = [  # (brand, prefixes, lengths, weight)
    ("Visa", ["4"], [16, 16, 16, 16, 13, 19], 30),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2720", "2511", "2699"], [16], 25),
    ("American Express", ["34", "37"], [15], 12),
    ("Discover", ["6011", "644", "645", "649", "65"], [16, 16, 19], 7),
    ("Diners Club", ["36", "300", "305", "38"], [14], 4),
    ("JCB", ["3528", "3530", "3566", "3589"], [16], 5),
    ("UnionPay", ["62"], [16, 17, 19], 5),
    ("Maestro", ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763"], [16, 19, 12], 5),
    ("Mir", ["2200", "2201", "2202", "2204"], [16], 3),
    ("Elo", ["636368", "438935", "504175", "451416"], [16], 2),
    ("Troy", ["9792"], [16], 2),
]


def gen_card(r=R, brand=None):
    if brand is None:
        brand = r.choices(CARD_BRANDS, weights=[b[3] for b in CARD_BRANDS])[0]
    name, prefixes, lengths, _ = brand
    pre = r.choice(prefixes)
    n = r.choice(lengths)
    if n < 13:
        n = 16
    num = luhn_complete(pre + digits(n - len(pre) - 1, r))
    return name, num


def group_card(num, r=R, style=None):
    n = len(num)
    if n == 15:
        groups = [4, 6, 5]
    elif n == 14:
        groups = [4, 6, 4]
    elif n == 19 and r.random() < 0.5:
        groups = [6, 13]
    else:
        groups = [4] * (n // 4) + ([n % 4] if n % 4 else [])
    style = style or r.choice([" ", " ", " ", "-", "-", "", "  ", "."])
    if style == "":
        return num
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return style.join(out)


# ---- SSN -------------------------------------------------------------------
def ssn_ok(s):
    d = re.sub(r"[ -]", "", s)
    if not re.fullmatch(r"\d{9}", d):
        return False
    a, g, n = int(d[:3]), int(d[3:5]), int(d[5:])
    return a not in (0, 666) and a < 900 and g != 0 and n != 0


def gen_ssn(r=R, style=None):
    while True:
        a = r.randint(1, 899)
        if a == 666:
            continue
        g, n = r.randint(1, 99), r.randint(1, 9999)
        if (a, g, n) in ((78, 5, 1120), (219, 9, 9999)):
            continue
        break
    style = style or r.choice(["-"] * 6 + [" "] * 2 + [""] * 2)
    return f"{a:03d}{style}{g:02d}{style}{n:04d}"


# ---- IBAN --------------------------------------------------------------------
IBAN_SPEC = {
    "AD": "4n4n12c", "AE": "3n16n", "AL": "8n16c", "AT": "5n11n", "AZ": "4a20c",
    "BA": "3n3n8n2n", "BE": "3n7n2n", "BG": "4a4n2n8c", "BH": "4a14c", "BR": "8n5n10n1a1c",
    "CH": "5n12c", "CR": "4n14n", "CY": "3n5n16c", "CZ": "4n6n10n", "DE": "8n10n",
    "DK": "4n9n1n", "EE": "2n2n11n1n", "ES": "4n4n2n10n", "FI": "3n11n", "FR": "5n5n11n2n",
    "GB": "4a6n8n", "GE": "2a16n", "GI": "4a15c", "GR": "3n4n16c", "HR": "7n10n",
    "HU": "3n4n1n15n1n", "IE": "4a6n8n", "IL": "3n3n13n", "IS": "4n2n6n10n", "IT": "1a5n5n12c",
    "KW": "4a22c", "KZ": "3n13c", "LI": "5n12c", "LT": "5n11n", "LU": "3n13c", "LV": "4a13c",
    "MC": "5n5n11n2n", "MT": "4a5n18c", "NL": "4a10n", "NO": "4n6n1n", "PL": "8n16n",
    "PT": "4n4n11n2n", "RO": "4a16c", "RS": "3n13n2n", "SA": "2n18c", "SE": "3n16n1n",
    "SI": "5n8n2n", "SK": "4n6n10n", "TR": "5n1n16c", "UA": "6n19c", "QA": "4a21c",
    "JO": "4a4n18c", "MU": "4a2n2n12n3n3a",
}
IBAN_LEN = {"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22,
            "BH": 22, "BR": 29, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18,
            "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GR": 27,
            "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IS": 26, "IT": 27, "KW": 30, "KZ": 20,
            "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15,
            "PL": 28, "PT": 25, "RO": 24, "RS": 22, "SA": 24, "SE": 24, "SI": 19, "SK": 24,
            "TR": 26, "UA": 29, "QA": 29, "JO": 30, "MU": 30, "FO": 18, "GL": 18, "SM": 27,
            "MD": 24, "ME": 22, "MK": 19, "MR": 27, "PK": 24, "PS": 29, "TN": 24, "VG": 24,
            "XK": 20, "LB": 28, "GT": 28, "DO": 28}
IBAN_BANKS = {"GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL"], "IE": ["AIBK", "BOFI", "IPBS"],
              "NL": ["ABNA", "RABO", "INGB", "TRIO", "KNAB", "SNSB", "BUNQ"],
              "BG": ["UNCR", "BNBG", "STSA"], "LV": ["HABA", "UNLA", "PARX"],
              "RO": ["BTRL", "RNCB", "BRDE", "INGB"], "MT": ["MALT", "VALL"], "BH": ["NBOB"],
              "KW": ["CBKU", "NBOK"], "QA": ["QNBA", "DOHB"], "AZ": ["NABZ"], "GI": ["NWBK"],
              "JO": ["CBJO"], "MU": ["BOMM", "MCBL"], "GE": ["NB", "TB", "BG"]}
ALNUM = string.ascii_uppercase + string.digits


def iban_ok(s):
    s = s.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s) or IBAN_LEN.get(s[:2]) != len(s):
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def _seg(kind, n, r):
    if kind == "n":
        return digits(n, r)
    if kind == "a":
        return "".join(r.choice(string.ascii_uppercase) for _ in range(n))
    # mostly numeric accounts, occasionally one or two letters
    out = list(digits(n, r))
    if r.random() < 0.2:
        for _ in range(r.randint(1, 2)):
            out[r.randrange(n)] = r.choice(string.ascii_uppercase)
    return "".join(out)


def _bban(cc, r):
    while True:
        segs = re.findall(r"(\d+)([nac])", IBAN_SPEC[cc])
        parts = [_seg(k, int(n), r) for n, k in segs]
        if cc in IBAN_BANKS and segs[0][1] == "a" and len(IBAN_BANKS[cc][0]) == int(segs[0][0]):
            parts[0] = r.choice(IBAN_BANKS[cc])
        if cc == "BE":
            b = int(parts[0] + parts[1]) % 97
            parts[2] = f"{b or 97:02d}"
        elif cc in ("FR", "MC"):
            key = 97 - ((89 * int(parts[0]) + 15 * int(parts[1]) + 3 * int(parts[2])) % 97)
            parts[3] = f"{key:02d}"
        elif cc == "ES":
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

            def dc(ds):
                v = 11 - sum(int(a) * b for a, b in zip(ds, w)) % 11
                return {11: 0, 10: 1}.get(v, v)
            parts[2] = f"{dc('00' + parts[0] + parts[1])}{dc(parts[3])}"
        elif cc == "NL":
            if sum(int(c) * (10 - i) for i, c in enumerate(parts[1])) % 11:
                continue
        elif cc == "NO":
            body = parts[0] + parts[1]
            v = 11 - sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            if v == 10:
                continue
            parts[2] = str(0 if v == 11 else v)
        return "".join(parts)


def gen_iban(cc=None, r=R):
    cc = cc or r.choice(sorted(IBAN_SPEC))
    bban = _bban(cc, r)
    t = bban + cc + "00"
    chk = 98 - int("".join(str(int(c, 36)) for c in t)) % 97
    iban = f"{cc}{chk:02d}{bban}"
    assert iban_ok(iban) and len(iban) == IBAN_LEN[cc], iban
    return iban


def fmt_iban(iban, r=R, style=None):
    style = style or r.choice(["group"] * 6 + ["compact"] * 3 + ["lgroup", "lcompact"])
    g = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return {"group": g, "compact": iban, "lgroup": g.lower(), "lcompact": iban.lower()}[style]


# ---- IP ------------------------------------------------------------------------
def gen_ipv4(r=R, kind=None):
    kind = kind or r.choice(["public"] * 3 + ["private"] * 2)
    if kind == "private":
        k = r.random()
        if k < 0.4:
            return f"192.168.{r.choice([0, 1, 1, 2, 10, 178, 100])}.{r.randint(2, 254)}"
        if k < 0.75:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
    while True:
        ip = ipaddress.IPv4Address(".".join(str(x) for x in (
            r.randint(1, 223), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))))
        if ip.is_global and not ip.is_reserved:
            return str(ip)


def gen_ipv6(r=R, kind=None):
    kind = kind or r.choice(["global"] * 4 + ["ula", "linklocal"])
    h = lambda: r.randint(0, 0xFFFF)
    if kind == "global":
        first = r.choice([0x2001, 0x2a00, 0x2a01, 0x2a02, 0x2a03, 0x2600, 0x2603, 0x2406, 0x2804,
                          0x2c0f, 0x2400, 0x2a0d])
        groups = [first, r.choice([0x4860, 0x0470, 0x1c0, 0x4f8, 0x8d8, 0xe0a, 0x67c, 0x1388, h()]),
                  h(), h()]
    elif kind == "ula":
        groups = [0xfd00 | r.randint(0, 0xFF), h(), h(), h()]
    else:
        groups = [0xfe80, 0, 0, 0]
    iid = [h(), h(), h(), h()] if r.random() < 0.7 else [0, 0, r.choice([0, 0, h()]), r.randint(1, 0x20)]
    ip = ipaddress.IPv6Address(":".join(f"{g:x}" for g in groups + iid))
    if ip.is_global or kind != "global":
        if str(ip).startswith("2001:db8"):
            return gen_ipv6(r, kind)
        return ip.exploded if r.random() < 0.2 else ip.compressed
    return gen_ipv6(r, kind)


# --------------------------------------------------------------------------
# Phones (23 countries) -- returns (country, formatted)
# --------------------------------------------------------------------------
US_NPA = ["212", "312", "415", "503", "617", "702", "713", "305", "404", "206", "303", "512",
          "612", "919", "971", "818", "347", "646"]
CA_NPA = ["416", "604", "514", "403", "613", "902"]


def _nanp(r, npas, cc="US"):
    a = r.choice(npas)
    while True:
        e = r.choice("23456789") + digits(2, r)
        if e != "555" and e[1:] != "11":
            break
    l = digits(4, r)
    return cc, r.choice([f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}",
                         f"+1 ({a}) {e}-{l}", f"1-{a}-{e}-{l}", f"+1{a}{e}{l}", f"{a} {e} {l}",
                         f"+1-{a}-{e}-{l}"])


def _uk(r):
    if r.random() < 0.6:
        p = "7" + r.choice("45789") + digits(2, r)
        s = digits(6, r)
        return "GB", r.choice([f"0{p} {s}", f"+44 {p} {s}", f"+44 (0){p} {s}", f"0{p}{s}",
                               f"+44{p}{s}", f"0{p} {s[:3]} {s[3:]}"])
    if r.random() < 0.5:
        s = r.choice("378") + digits(3, r)
        t = digits(4, r)
        return "GB", r.choice([f"020 {s} {t}", f"+44 20 {s} {t}", f"(020) {s} {t}", f"+44 (0)20 {s} {t}"])
    a = r.choice(["161", "113", "117", "131", "141", "121"])
    s, t = r.choice("2345789") + digits(2, r), digits(4, r)
    return "GB", r.choice([f"0{a} {s} {t}", f"+44 {a} {s} {t}", f"(0{a}) {s}{t}"])


def _de(r):
    if r.random() < 0.6:
        p = r.choice(["151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "177", "179"])
        s = digits(8 if p[:2] != "16" else 7, r)
    else:
        p = r.choice(["30", "40", "89", "69", "221", "211", "711", "351", "561", "421"])
        s = r.choice("2345789") + digits(9 - len(p), r)
    return "DE", r.choice([f"+49 {p} {s}", f"0{p} {s}", f"0{p}/{s}", f"+49 (0){p} {s}", f"0{p}-{s}",
                           f"+49{p}{s}", f"0049 {p} {s}", f"(0{p}) {s}", f"0{p} {s[:3]} {s[3:]}",
                           f"+49 {p} {s[:4]} {s[4:]}"])


def _fr(r):
    n = r.choice("67" if r.random() < 0.65 else "12345") + digits(8, r)
    g = " ".join([n[0]] + [n[i:i + 2] for i in range(1, 9, 2)])
    p = [n[i:i + 2] for i in range(1, 9, 2)]
    return "FR", r.choice([f"0{g[0]} {g[2:]}", f"+33 {g}", f"+33 (0){g}", f"0{n}", "0" + n[0] + "." + ".".join(p),
                           f"+33{n}", "0" + n[0] + "-" + "-".join(p)])


def _simple(cc, code, lead, n, fmts, r):
    s = r.choice(lead) + digits(n - 1, r)
    return cc, r.choice(fmts)(s, code)


def _es(r):
    if r.random() < 0.7:
        s = r.choice("67") + digits(8, r)
        return "ES", r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"+34 {s[:3]} {s[3:6]} {s[6:]}",
                               f"+34 {s[:3]} {s[3:5]} {s[5:7]} {s[7:]}", f"+34{s}", f"(+34) {s}"])
    s = r.choice(["91", "93", "96", "95", "94"]) + digits(7, r)
    return "ES", r.choice([f"{s[:2]} {s[2:5]} {s[5:7]} {s[7:]}", f"+34 {s[:3]} {s[3:6]} {s[6:]}"])


def _it(r):
    if r.random() < 0.65:
        s = "3" + r.choice("2345789") + digits(8, r)
        return "IT", r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"+39 {s[:3]} {s[3:]}",
                               f"+39 {s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]}-{s[3:]}", f"+39{s}", f"{s[:3]}/{s[3:]}"])
    p = r.choice(["06", "02", "011", "051", "055", "081"])
    s = digits(10 - len(p), r, True)
    return "IT", r.choice([f"{p} {s}", f"+39 {p} {s}", f"{p}/{s}", f"+39 {p} {s[:4]} {s[4:]}"])


def _nl(r):
    if r.random() < 0.65:
        s = digits(8, r, True)
        return "NL", r.choice([f"06-{s}", f"06 {s[:4]} {s[4:]}", f"+31 6 {s[:4]} {s[4:]}", f"+31 (0)6 {s}",
                               f"+316{s}", f"06 {s[:2]} {s[2:4]} {s[4:6]} {s[6:]}"])
    p = r.choice(["20", "10", "30", "70", "50"])
    s = digits(7, r, True)
    return "NL", r.choice([f"0{p}-{s[:3]} {s[3:]}", f"0{p} {s[:3]} {s[3:]}", f"+31 {p} {s[:3]} {s[3:]}", f"0{p}-{s}"])


def _pl(r):
    if r.random() < 0.7:
        s = r.choice("5678") + digits(8, r)
        return "PL", r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"+48 {s[:3]} {s[3:6]} {s[6:]}",
                               f"+48 {s[:3]}-{s[3:6]}-{s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}", f"+48{s}",
                               f"(+48) {s[:3]} {s[3:6]} {s[6:]}"])
    s = r.choice(["22", "12", "58", "61", "71"]) + digits(7, r, True)
    return "PL", r.choice([f"{s[:2]} {s[2:5]} {s[5:7]} {s[7:]}", f"+48 {s[:2]} {s[2:5]} {s[5:7]} {s[7:]}"])


def _se(r):
    if r.random() < 0.7:
        s = r.choice(["70", "72", "73", "76", "79"]) + digits(7, r)
        return "SE", r.choice([f"0{s[:2]}-{s[2:5]} {s[5:7]} {s[7:]}", f"+46 {s[:2]} {s[2:5]} {s[5:7]} {s[7:]}",
                               f"0{s}", f"0{s[:2]} {s[2:5]} {s[5:7]} {s[7:]}", f"+46{s}"])
    s = digits(8, r, True)
    return "SE", r.choice([f"08-{s[:3]} {s[3:6]} {s[6:]}", f"+46 8 {s[:3]} {s[3:6]} {s[6:]}"])


def _br(r):
    ddd = r.choice(["11", "21", "31", "41", "51", "61", "71", "81"])
    if r.random() < 0.75:
        s = "9" + r.choice("6789") + digits(7, r)
        return "BR", r.choice([f"+55 {ddd} {s[:5]}-{s[5:]}", f"({ddd}) {s[:5]}-{s[5:]}", f"{ddd} {s[:5]}-{s[5:]}",
                               f"+55 ({ddd}) {s[:5]}-{s[5:]}", f"+55{ddd}{s}", f"({ddd}) {s[:5]} {s[5:]}"])
    s = r.choice("2345") + digits(7, r)
    return "BR", r.choice([f"({ddd}) {s[:4]}-{s[4:]}", f"+55 {ddd} {s[:4]}-{s[4:]}"])


def _mx(r):
    a = r.choice(["55", "33", "81"])
    s = digits(8, r, True)
    return "MX", r.choice([f"+52 {a} {s[:4]} {s[4:]}", f"{a} {s[:4]} {s[4:]}", f"({a}) {s[:4]}-{s[4:]}",
                           f"+52 ({a}) {s[:4]} {s[4:]}", f"+52{a}{s}"])


def _in(r):
    s = r.choice("6789") + digits(9, r)
    return "IN", r.choice([f"+91 {s[:5]} {s[5:]}", f"{s[:5]} {s[5:]}", f"+91-{s}", f"0{s[:5]} {s[5:]}",
                           f"+91{s}", f"+91 {s[:3]} {s[3:6]} {s[6:]}"])


def _au(r):
    if r.random() < 0.65:
        s = "4" + digits(8, r)
        return "AU", r.choice([f"0{s[:3]} {s[3:6]} {s[6:]}", f"+61 {s[:3]} {s[3:6]} {s[6:]}", f"0{s}",
                               f"+61 {s[0]} {s[1:5]} {s[5:]}", f"+61{s}"])
    a = r.choice("2378")
    s = r.choice("3456789") + digits(7, r)
    return "AU", r.choice([f"(0{a}) {s[:4]} {s[4:]}", f"+61 {a} {s[:4]} {s[4:]}", f"0{a} {s[:4]} {s[4:]}"])


def _jp(r):
    if r.random() < 0.6:
        p = r.choice(["90", "80", "70"])
        s = digits(8, r, True)
        return "JP", r.choice([f"0{p}-{s[:4]}-{s[4:]}", f"+81 {p}-{s[:4]}-{s[4:]}", f"+81 {p} {s[:4]} {s[4:]}",
                               f"0{p} {s[:4]} {s[4:]}"])
    s = digits(8, r, True)
    return "JP", r.choice([f"03-{s[:4]}-{s[4:]}", f"+81 3-{s[:4]}-{s[4:]}", f"(03) {s[:4]}-{s[4:]}"])


def _tr(r):
    s = r.choice(["530", "532", "533", "535", "536", "537", "538", "539", "541", "542", "543",
                  "544", "545", "505", "506", "507", "551", "552", "553", "555"]) + digits(7, r)
    return "TR", r.choice([f"0{s[:3]} {s[3:6]} {s[6:8]} {s[8:]}", f"+90 {s[:3]} {s[3:6]} {s[6:8]} {s[8:]}",
                           f"+90 ({s[:3]}) {s[3:6]} {s[6:8]} {s[8:]}", f"0{s}", f"0 ({s[:3]}) {s[3:6]} {s[6:]}"])


def _ch(r):
    p = r.choice(["76", "77", "78", "79"]) if r.random() < 0.7 else r.choice(["44", "31", "61", "22", "21"])
    s = digits(7, r, True)
    return "CH", r.choice([f"0{p} {s[:3]} {s[3:5]} {s[5:]}", f"+41 {p} {s[:3]} {s[3:5]} {s[5:]}",
                           f"+41 (0){p} {s[:3]} {s[3:5]} {s[5:]}", f"0041 {p} {s[:3]} {s[3:5]} {s[5:]}", f"+41{p}{s}"])


def _at(r):
    p = r.choice(["664", "660", "676", "650", "699", "680"])
    s = digits(7, r, True)
    return "AT", r.choice([f"0{p} {s}", f"+43 {p} {s}", f"+43 (0){p} {s[:3]} {s[3:5]} {s[5:]}", f"0{p}/{s}",
                           f"+43{p}{s}"])


def _be(r):
    p = "4" + r.choice("5679") + digits(1, r)
    s = digits(6, r)
    return "BE", r.choice([f"0{p} {s[:2]} {s[2:4]} {s[4:]}", f"+32 {p} {s[:2]} {s[2:4]} {s[4:]}",
                           f"0{p}/{s[:2]}.{s[2:4]}.{s[4:]}", f"+32 (0){p} {s[:3]} {s[3:]}", f"+32{p}{s}"])


def _pt(r):
    s = "9" + r.choice("1236") + digits(7, r)
    return "PT", r.choice([f"{s[:3]} {s[3:6]} {s[6:]}", f"+351 {s[:3]} {s[3:6]} {s[6:]}", f"+351{s}",
                           f"(+351) {s}"])


def _ie(r):
    p = "8" + r.choice("35679")
    s = digits(7, r, True)
    return "IE", r.choice([f"0{p} {s[:3]} {s[3:]}", f"+353 {p} {s[:3]} {s[3:]}", f"(0{p}) {s}", f"+353{p}{s}"])


def _za(r):
    p = r.choice(["82", "83", "72", "76", "61", "71"])
    s = digits(7, r, True)
    return "ZA", r.choice([f"0{p} {s[:3]} {s[3:]}", f"+27 {p} {s[:3]} {s[3:]}", f"0{p}-{s[:3]}-{s[3:]}"])


def _kr(r):
    s = digits(8, r, True)
    return "KR", r.choice([f"010-{s[:4]}-{s[4:]}", f"+82 10-{s[:4]}-{s[4:]}", f"+82 10 {s[:4]} {s[4:]}"])


PHONE_GEN = {"US": lambda r: _nanp(r, US_NPA), "CA": lambda r: _nanp(r, CA_NPA, "CA"), "GB": _uk,
             "DE": _de, "FR": _fr, "ES": _es, "IT": _it, "NL": _nl, "PL": _pl, "SE": _se, "BR": _br,
             "MX": _mx, "IN": _in, "AU": _au, "JP": _jp, "TR": _tr, "CH": _ch, "AT": _at, "BE": _be,
             "PT": _pt, "IE": _ie, "ZA": _za, "KR": _kr}
LANG_PHONES = {"en": ["US", "US", "GB", "GB", "CA", "AU", "IE", "ZA", "IN", "JP", "KR"],
               "de": ["DE", "DE", "AT", "CH"], "fr": ["FR", "FR", "BE", "CH"], "es": ["ES", "ES", "MX"],
               "it": ["IT", "IT", "CH"], "pt": ["PT", "BR"], "nl": ["NL", "NL", "BE"], "pl": ["PL"],
               "sv": ["SE"], "tr": ["TR"]}


def gen_phone(lang, r=R):
    if r.random() < 0.8:
        cc = r.choice(LANG_PHONES[lang])
    else:
        cc = r.choice(sorted(PHONE_GEN))
    return PHONE_GEN[cc](r)


# --------------------------------------------------------------------------
# Secrets
# --------------------------------------------------------------------------
B62 = string.ascii_letters + string.digits
B64URL = B62 + "-_"
HEX = "0123456789abcdef"


def rs(alpha, n, r=R):
    return "".join(r.choice(alpha) for _ in range(n))


def b64u(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def gen_jwt(r=R):
    alg = r.choice(["HS256", "RS256", "HS512", "ES256"])
    hdr = json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode()
    iat = r.randint(1690000000, 1740000000)
    payload = {"sub": r.choice([str(r.randint(1000, 99999)), "usr_" + rs(B62, 12, r)]),
               "iat": iat, "exp": iat + r.choice([900, 3600, 86400]),
               r.choice(["role", "scope", "tenant"]): r.choice(["admin", "staff", "read:all", "camp-portal", "rx-ops"])}
    sig_len = {"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
    return ".".join([b64u(hdr), b64u(json.dumps(payload, separators=(",", ":")).encode()),
                     b64u(bytes(r.getrandbits(8) for _ in range(sig_len)))])


def gen_pem(r=R):
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    head = {"RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
            "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
            "EC PRIVATE KEY": "MHcCAQEEI"}[kind]
    nlines = {"EC PRIVATE KEY": 3, "OPENSSH PRIVATE KEY": r.randint(5, 7)}.get(kind, r.randint(8, 12))
    body = head + rs(B62 + "+/", 64 * nlines - len(head) - r.randint(3, 40), r)
    width = 70 if kind == "OPENSSH PRIVATE KEY" else 64
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    if kind != "OPENSSH PRIVATE KEY":
        lines[-1] += "=" * (len(lines[-1]) % 3 == 1)
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def gen_password(r=R, lang="en"):
    words = {"en": ["Sunshine", "Harbor", "Maple", "Falcon", "Copper", "Winter", "Biscuit", "Rocket"],
             "de": ["Sommer", "Kaffee", "Brezel", "Tanne", "Fuchs", "Hafen", "Wolke"],
             "fr": ["Soleil", "Papillon", "Marron", "Bretagne", "Etoile", "Loulou"],
             "es": ["Verano", "Paella", "Girasol", "Tortuga", "Cielo", "Gato"],
             "it": ["Gelato", "Tramonto", "Ciao", "Pizzeria", "Farfalla", "Luna"],
             "pt": ["Saudade", "Praia", "Caju", "Sardinha", "Futebol"],
             "nl": ["Fietsen", "Tulp", "Stroopwafel", "Gracht", "Molen"],
             "pl": ["Pierogi", "Wisla", "Bursztyn", "Kotek", "Zima"],
             "sv": ["Fika", "Sommar", "Kanelbulle", "Midsommar", "Alg"],
             "tr": ["Bogaz", "Simit", "Lale", "Kartal", "Deniz"]}[lang]
    k = r.random()
    sym = r.choice("!#$%&*?.-_+")
    if k < 0.3:
        return f"{r.choice(words)}{r.choice(['2023', '2024', '2025', str(r.randint(10, 99))])}{sym}"
    if k < 0.5:
        leet = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"})
        w = r.choice(words)
        return w[0] + w[1:].translate(leet) + sym + str(r.randint(1, 999))
    if k < 0.65:
        return "-".join(w.lower() for w in r.sample(words, 3)) + str(r.randint(1, 99))
    if k < 0.85:
        return rs(B62 + "!#$%&*+-=?^_", r.randint(14, 24), r)
    return rs(B62, r.randint(16, 32), r)


def gen_secret(kind, r=R):
    """Return (value, ENV_NAME, human label)."""
    if kind == "aws_akid":
        return "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16, r), "AWS_ACCESS_KEY_ID", "AWS access key ID"
    if kind == "aws_secret":
        return rs(B62 + "/+", 40, r), "AWS_SECRET_ACCESS_KEY", "AWS secret access key"
    if kind == "gcp":
        return "AIza" + rs(B64URL, 35, r), "GOOGLE_MAPS_API_KEY", "Google API key"
    if kind == "stripe_sk":
        return "sk_live_" + (("51" + rs(B62, 97, r)) if r.random() < 0.5 else rs(B62, 24, r)), "STRIPE_SECRET_KEY", "Stripe secret key"
    if kind == "stripe_rk":
        return "rk_live_51" + rs(B62, 97, r), "STRIPE_RESTRICTED_KEY", "Stripe restricted key"
    if kind == "stripe_wh":
        return "whsec_" + rs(B62, 32, r), "STRIPE_WEBHOOK_SECRET", "Stripe webhook signing secret"
    if kind == "slack_bot":
        return f"xoxb-{digits(12, r, True)}-{digits(13, r, True)}-{rs(B62, 24, r)}", "SLACK_BOT_TOKEN", "Slack bot token"
    if kind == "slack_user":
        return f"xoxp-{digits(12, r, True)}-{digits(12, r, True)}-{digits(13, r, True)}-{rs(HEX, 32, r)}", "SLACK_USER_TOKEN", "Slack user token"
    if kind == "slack_hook":
        return (f"https://hooks.slack.com/services/T{rs(ALNUM, 8, r)}/B{rs(ALNUM, 10, r)}/{rs(B62, 24, r)}",
                "SLACK_WEBHOOK_URL", "Slack webhook")
    if kind == "discord_bot":
        uid = str(r.randint(10 ** 17, 10 ** 18 * 2))
        return (f"{b64u(uid.encode())}.{rs(B64URL, 6, r)}.{rs(B64URL, 38, r)}", "DISCORD_BOT_TOKEN", "Discord bot token")
    if kind == "discord_hook":
        return (f"https://discord.com/api/webhooks/{r.randint(10 ** 17, 10 ** 18 * 2)}/{rs(B64URL, 68, r)}",
                "DISCORD_WEBHOOK_URL", "Discord webhook")
    if kind == "telegram":
        return f"{r.randint(10 ** 8, 7 * 10 ** 9)}:AA{rs(B64URL, 33, r)}", "TELEGRAM_BOT_TOKEN", "Telegram bot token"
    if kind == "github":
        k = r.random()
        if k < 0.5:
            return "ghp_" + rs(B62, 36, r), "GITHUB_TOKEN", "GitHub token"
        if k < 0.8:
            return f"github_pat_11{rs(ALNUM, 20, r)}_{rs(B62, 59, r)}", "GH_PAT", "GitHub fine-grained token"
        return r.choice(["gho_", "ghs_", "ghu_"]) + rs(B62, 36, r), "GITHUB_TOKEN", "GitHub token"
    if kind == "gitlab":
        return "glpat-" + rs(B64URL, 20, r), "GITLAB_TOKEN", "GitLab personal access token"
    if kind == "npm":
        return "npm_" + rs(B62, 36, r), "NPM_TOKEN", "npm token"
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, r.randint(120, 160), r), "PYPI_API_TOKEN", "PyPI token"
    if kind == "docker":
        return "dckr_pat_" + rs(B64URL, 27, r), "DOCKERHUB_TOKEN", "Docker Hub access token"
    if kind == "openai":
        if r.random() < 0.5:
            return "sk-proj-" + rs(B64URL, 156, r), "OPENAI_API_KEY", "OpenAI key"
        return "sk-" + rs(B62, 48, r), "OPENAI_API_KEY", "OpenAI key"
    if kind == "anthropic":
        return "sk-ant-api03-" + rs(B64URL, 93, r) + "AA", "ANTHROPIC_API_KEY", "Anthropic API key"
    if kind == "sendgrid":
        return f"SG.{rs(B64URL, 22, r)}.{rs(B64URL, 43, r)}", "SENDGRID_API_KEY", "SendGrid key"
    if kind == "mailgun":
        return "key-" + rs(HEX, 32, r), "MAILGUN_API_KEY", "Mailgun key"
    if kind == "twilio":
        return rs(HEX, 32, r), "TWILIO_AUTH_TOKEN", "Twilio auth token"
    if kind == "shopify":
        return "shpat_" + rs(HEX, 32, r), "SHOPIFY_ADMIN_TOKEN", "Shopify admin token"
    if kind == "hf":
        return "hf_" + rs(string.ascii_letters, 34, r), "HF_TOKEN", "Hugging Face token"
    if kind == "do":
        return "dop_v1_" + rs(HEX, 64, r), "DIGITALOCEAN_TOKEN", "DigitalOcean token"
    if kind == "vault":
        return "hvs." + rs(B64URL, 24, r), "VAULT_TOKEN", "Vault token"
    if kind == "newrelic":
        return "NRAK-" + rs(string.ascii_uppercase + string.digits, 27, r), "NEW_RELIC_API_KEY", "New Relic key"
    if kind == "square":
        return "EAAA" + rs(B64URL, 60, r), "SQUARE_ACCESS_TOKEN", "Square access token"
    if kind == "gocspx":
        return "GOCSPX-" + rs(B64URL, 28, r), "GOOGLE_CLIENT_SECRET", "Google OAuth client secret"
    if kind == "azure":
        return rs(B62 + "+/", 86, r) + "==", "AZURE_STORAGE_KEY", "Azure storage account key"
    if kind == "datadog":
        return rs(HEX, 32, r), "DD_API_KEY", "Datadog API key"
    if kind == "linear":
        return "lin_api_" + rs(B62, 40, r), "LINEAR_API_KEY", "Linear API key"
    if kind == "notion":
        return "secret_" + rs(B62, 43, r), "NOTION_TOKEN", "Notion integration secret"
    if kind == "postman":
        return f"PMAK-{rs(HEX, 24, r)}-{rs(HEX, 34, r)}", "POSTMAN_API_KEY", "Postman API key"
    if kind == "cloudflare":
        return rs(B64URL, 40, r), "CLOUDFLARE_API_TOKEN", "Cloudflare API token"
    if kind == "mapbox":
        return f"sk.eyJ1Ijoi{rs(B64URL, 40, r)}.{rs(B64URL, 22, r)}", "MAPBOX_SECRET_TOKEN", "Mapbox secret token"
    if kind == "alibaba":
        return "LTAI" + rs(B62, 20, r), "ALIBABA_ACCESS_KEY_ID", "Alibaba Cloud AccessKey ID"
    if kind == "generic_hex":
        return rs(HEX, r.choice([32, 40, 64]), r), "API_KEY", "API key"
    if kind == "generic_b62":
        return rs(B62, r.choice([24, 32, 40]), r), "API_SECRET", "API secret"
    if kind == "jwt":
        return gen_jwt(r), "AUTH_TOKEN", "JWT"
    raise KeyError(kind)


TOKEN_KINDS = ["aws_akid", "aws_secret", "gcp", "stripe_sk", "stripe_rk", "stripe_wh", "slack_bot",
               "slack_user", "discord_bot", "telegram", "github", "gitlab", "npm", "pypi", "docker",
               "openai", "anthropic", "sendgrid", "mailgun", "twilio", "shopify", "hf", "do", "vault",
               "newrelic", "square", "gocspx", "azure", "datadog", "linear", "notion", "postman",
               "cloudflare", "mapbox", "alibaba", "generic_hex", "generic_b62", "jwt"]
SECRET_PREFIX_RE = re.compile(
    r"AKIA[A-Z2-7]{16}|AIza[\w-]{30,}|(?:sk|rk)_live_\w+|whsec_\w+|xox[bpa]-[\w-]+|hooks\.slack\.com/services/"
    r"|discord(?:app)?\.com/api/webhooks/|gh[pousr]_\w{30,}|github_pat_\w+|glpat-[\w-]{20}|npm_\w{36}|pypi-AgE"
    r"|dckr_pat_|sk-(?:proj-|ant-)?[\w-]{40,}|SG\.[\w-]{22}\.|key-[0-9a-f]{32}|shpat_|hf_[A-Za-z]{30,}"
    r"|dop_v1_|hvs\.|NRAK-|GOCSPX-|lin_api_|secret_\w{40}|PMAK-|LTAI\w{16}|-----BEGIN [A-Z ]*PRIVATE KEY"
    r"|eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.|\d{8,10}:AA[\w-]{30,}")


# --------------------------------------------------------------------------
# Extra filler tokens, cross-type PII checkers, row framework
# --------------------------------------------------------------------------
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _uuid(r):
    h = rs(HEX, 32, r)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


EXTRA_GEN = {
    "EXP": lambda r: f"{r.randint(1, 12):02d}/{r.randint(25, 31)}",
    "EXT": lambda r: str(r.randint(10, 4999)),
    "PID": lambda r: str(r.randint(300, 65000)),
    "PORT": lambda r: str(r.randint(1025, 65000)),
    "ISO": lambda r: f"{r.choice([2024, 2025])}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}T"
                     f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z",
    "SYSD": lambda r: f"{r.choice(MON3)} {r.randint(1, 28):2d} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    "NGDATE": lambda r: f"{r.randint(1, 28):02d}/{r.choice(MON3)}/{r.choice([2024, 2025])}:"
                        f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} +0{r.randint(0, 2)}00",
    "UUID": _uuid,
    "MAC": lambda r: ":".join(rs(HEX, 2, r) for _ in range(6)),
    "HOSTNAME": lambda r: r.choice(["gs-build-02", "render-07", "pos-till-1", "erp-prod", "camp-web",
                                    "tms-app-3", "ci-runner-eu", "rx-gateway", "meter-sync", "frontdesk-pc"]),
    "APP": lambda r: r.choice(["booking-api", "rx-portal", "camp-signup", "fleet-tracker", "meter-reader",
                               "quote-engine", "moonfall-backend", "customs-bridge", "dispatch-board"]),
}

SSN_CTX = re.compile(r"(ssn|social|seguro|sozialvers|s\.s\.|ss#|tin)", re.I)
PHONE_HINT = re.compile(r"\+\d{1,3}[ \-()]*\d{2,}[ \-()\d]{5,}\d|\(\d{3}\) ?\d{3}-\d{4}")
IPV4_RE = re.compile(r"(?<![\w.])((?:\d{1,3}\.){3}\d{1,3})(?!\.?\d)(?!\w)")
IPV6_RE = re.compile(r"(?<![\w:.])([0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7})(?![\w:])")
IBAN_RE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){8,32})")
DIGRUN_RE = re.compile(r"\d+(?:[ .\-/]\d+)*")


def luhn_hits(text):
    out = []
    for m in DIGRUN_RE.finditer(text):
        groups = re.split(r"[ .\-/]", m.group(0))
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if len(acc) > 19:
                    break
                if len(acc) >= 13 and len(set(acc)) > 1 and luhn_ok(acc):
                    out.append(acc)
    return out


def iban_hits(text):
    out = []
    for m in IBAN_RE.finditer(text):
        s = m.group(1).replace(" ", "").upper()
        L = IBAN_LEN.get(s[:2])
        if L and len(s) >= L and iban_ok(s[:L]):
            out.append(s[:L])
    return out


def ip_hits(text):
    out = [m.group(1) for m in IPV4_RE.finditer(text)
           if all(int(x) <= 255 for x in m.group(1).split("."))]
    for m in IPV6_RE.finditer(text):
        c = m.group(1)
        if c.count(":") >= 2 and ("::" in c or c.count(":") == 7):
            try:
                ipaddress.IPv6Address(c)
                out.append(c)
            except ValueError:
                pass
    return out


def ssn_hits(text):
    out = []
    for m in re.finditer(r"(?<![\d\-/.])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d\-/])", text):
        if ssn_ok(m.group(0)):
            out.append(m.group(0))
    for m in re.finditer(r"(?<![\d\-])\d{9}(?![\d\-])", text):
        if ssn_ok(m.group(0)) and SSN_CTX.search(text[max(0, m.start() - 40):m.start()]):
            out.append(m.group(0))
    return out


def pii_hits(text):
    """Heuristic scan used to keep rows clean of unintended PII."""
    hits = {}
    for name, fn in (("email", find_emails), ("credit_card", luhn_hits), ("iban", iban_hits),
                     ("ip_address", ip_hits), ("us_ssn", ssn_hits),
                     ("secret", lambda t: [m.group(0) for m in SECRET_PREFIX_RE.finditer(t)]),
                     ("phone", lambda t: [m.group(0) for m in PHONE_HINT.finditer(t)])):
        h = fn(text)
        if h:
            hits[name] = h
    return hits


def value_ok(typ, v):
    if typ == "email":
        return find_emails(v) == [v]
    if typ == "credit_card":
        d = re.sub(r"[ .\-]", "", v)
        return d.isdigit() and 12 <= len(d) <= 19 and luhn_ok(d)
    if typ == "us_ssn":
        return ssn_ok(v)
    if typ == "iban":
        return iban_ok(v)
    if typ == "ip_address":
        try:
            ipaddress.ip_address(v)
            return True
        except ValueError:
            return False
    if typ == "phone":
        return 8 <= len(re.sub(r"\D", "", v)) <= 15
    return len(v) >= 6


def row_problems(row):
    t, v, x = row["type"], row["value"], row["text"]
    probs = []
    if t == "negative":
        h = pii_hits(x)
        return [f"negative has {h}"] if h else []
    span = row.get("disguise", v)
    if x.count(span) != 1:
        return [f"span occurs {x.count(span)}x"]
    i = x.index(span)
    before, after = x[i - 1:i], x[i + len(span):i + len(span) + 1]
    if (before and (before.isalnum() or before == "_")) or (after and (after.isalnum() or after == "_")):
        probs.append(f"bad boundary {before!r}|{after!r}")
    if "disguise" not in row and not value_ok(t, v):
        probs.append("invalid value")
    if "disguise" in row and (not value_ok(t, v) or v in x or span == v):
        probs.append("disguise problem")
    rest = x[:i] + " \u2400 " + x[i + len(span):]
    h = pii_hits(rest)
    if h:
        probs.append(f"extra pii {h}")
    return probs


def build(typ, n, templates, make, r=R, key=None):
    """Cycle through templates; make(lang, opts, r) -> (value, extra_tokens[, disguise])."""
    rows, order = [], list(range(len(templates)))
    r.shuffle(order)
    for i in range(n):
        tpl = templates[order[i % len(order)]]
        lang, text = tpl[0], tpl[1]
        opts = tpl[2] if len(tpl) > 2 else {}
        for attempt in range(200):
            got = make(lang, opts, r)
            v, extra = got[0], got[1]
            dis = got[2] if len(got) > 2 else None
            x = fill(text, lang, dis if dis is not None else v, r, extra)
            row = {"source": SOURCE, "type": typ, "value": v, "text": x}
            if dis is not None:
                row["disguise"] = dis
            if not row_problems(row) and x not in SEEN:
                SEEN.add(x)
                rows.append(row)
                break
        else:
            raise RuntimeError(f"cannot build {typ} row from template {text[:60]!r}: {row_problems(row)}")
    return rows


SEEN = set()


# --------------------------------------------------------------------------
# Templates: email, credit card
# --------------------------------------------------------------------------
ROLE_LOCALS = {"en": ["admissions", "bookings", "accounts", "billing", "refills", "ops"],
               "de": ["zulassung", "rechnungen", "kundenservice", "disposition", "abrechnung"],
               "fr": ["admissions", "facturation", "contact", "reservations"],
               "es": ["reservas", "facturacion", "atencion.cliente"], "it": ["servizio.clienti", "amministrazione"],
               "pt": ["faturacao", "apoio.cliente"], "nl": ["planning", "administratie", "boekingen"],
               "pl": ["rezerwacje", "ksiegowosc"], "sv": ["bokning", "kundtjanst"], "tr": ["muhasebe", "destek"]}


# NB: role addresses come from the template options so they fit the setting
def make_email(lang, opts, r):
    if opts.get("role"):
        locs, doms = opts["role"]
        return f"{r.choice(locs)}@{r.choice(doms)}", {}
    f, l = person(lang, r)
    return gen_email(lang, r, (f, l)), {"F": f, "L": l, "N": f"{f} {l}"}


EMAIL_TPL = [
    ("en", "hey! it's «F» from room «ROOM» — can u send the invoice to «V»? thx"),
    ("de", "Sehr geehrte Damen und Herren,\n\nbitte schicken Sie die Bestätigung für das Rezept meiner Mutter an «V». "
           "Abholung wie besprochen am «D».\n\nMit freundlichen Grüßen\n«N»"),
    ("fr", "Formulaire de candidature — Université de Valmont\nNom : «L»\nPrénom : «F»\nCourriel : «V»\n"
           "Programme : Master Génie civil\nDate de dépôt : «D»"),
    ("es", "AutoVia: Hola «F», confirmamos tu reserva «REF». Te enviamos el contrato a «V». Recogida el «D» a las «T»."),
    ("it", "Buongiorno,\nsono «N», traduzioni freelance EN>IT e DE>IT. Per i preventivi scrivetemi pure a «V» "
           "(rispondo entro «K» ore).\nGrazie!"),
    ("pt", "Águas do Vale — Alteração de contacto\nCliente: «N»\nNovo e-mail para faturas eletrónicas: «V»\nData do pedido: «D»"),
    ("nl", "Hoi! Ik heb «F» ingeschreven voor het zomerkamp (week «K»). Bevestiging graag naar «V», "
           "niet naar mijn werkadres. Groetjes, «N»"),
    ("pl", "Dzień dobry, proszę o fakturę na firmę za pobyt «D» (rezerwacja «REF»). Adres do wysyłki: «V». Pozdrawiam, «N»"),
    ("sv", "Hej! Värmepumpen låter konstigt igen. Ni når mig enklast på mejl: «V» — jag jobbar skift. Mvh «F»"),
    ("tr", "Merhaba, gümrük beyannamesinin kopyasını «V» adresine gönderebilir misiniz? Konşimento no: «REF». Teşekkürler, «N»"),
    ("en", "camper_id,first_name,last_name,guardian_email,session,cabin\nC-«K»«K»1,«F»,«L»,«V»,Session «K»,Birch-«K»"),
    ("en", '{"event": "user.invite", "ts": "«ISO»", "invitee": "«V»", "role": "qa-tester", "project": "moonfall"}'),
    ("de", "[«D» «T»] INFO Mailversand an «V» erfolgreich (Vorlage: Zahlungserinnerung, Vertrag «REF»)"),
    ("en", "AGENT («A»): And what email should we use for the refill reminders?\nCALLER: It's «V».\nAGENT: Great, I've updated that on the profile."),
    ("en", "CAMP PINECREST — MEDICAL RELEASE F0RM\nParent/Guardian: «N»\nE-mai1 (print clearly): «V»\nSignature: ________  Date: «D»"),
    ("es", "buenas, soy «F» del piso «K»ºB, el aire acondicionado no enfría. mi correo es «V» por si me mandan el presupuesto"),
    ("en", "| Name | Pair | Rate/word | Email |\n|---|---|---|---|\n| «N» | DE>EN | 0.11 | «V» |\n| «A» Novak | CS>EN | 0.10 | (ask PM) |"),
    ("fr", "Bonjour «F», votre facture de location est disponible. Si vous ne la recevez pas sur «V», vérifiez vos spams. — AutoVia"),
    ("de", "Betreff: Bewerbung Master – fehlende Unterlagen\n\nHallo Frau «L»,\nwir konnten Ihre Zeugnisse leider nicht öffnen. "
           "Bitte senden Sie sie erneut als PDF an «V».\n\nIhr Zulassungsteam",
     {"role": (["zulassung", "bewerbung", "studienberatung"], ["hs-nordtal.de", "uni-seefeld.de"])}),
    ("en", "<tr><td>Account</td><td>WU-«K»«K»«K»«K»«K»</td></tr>\n<tr><td>E-billing address</td><td>«V»</td></tr>"),
    ("it", "notifiche:\n  mittente: «V»\n  oggetto: \"Ricetta pronta per il ritiro\"\n  orario_invio: \"«T»\"",
     {"role": (["ricette", "farmacia", "noreply"], ["farmacia-sanrocco.it", "farmaciacentrale-lecce.it"])}),
    ("en", "«V» <- that's the one I actually check, the old hotmail is dead lol"),
    ("nl", "Van: «N» <«V»>\nAan: planning\nOnderwerp: Vertaling handleiding (±«K».000 woorden)"),
    ("en", "@here new contractor starts Monday, pls add «V» to #art-pipeline and the perforce group"),
    ("pt", "oi! aqui é a mãe do «F» 😊 pode mandar a lista de materiais pro meu email? «V» obrigada!!"),
    ("pl", "zgłoszenie: piec gazowy nie odpala, klient «N», mail «V» , prosi o kontakt po «T»"),
    ("en", "SHIPPER NOTIFICATION\nNotify party contact (email only): «V»\nHS code: 8471.30\nIncoterms: FOB «CITY»"),
    ("sv", "Tack för din bokning! Kvittot skickas till «V» när du har checkat ut."),
    ("en", 'Questions about your water bill? <a href="mailto:«V»">Email us</a> — we reply within «K» working days.',
     {"role": (["billing", "customer.care", "accounts"], ["seefeld-water.org", "valleywater.co.uk"])}),
    ("de", "kannst du mir die folien von heute schicken? «V» — danke dir!!"),
    ("fr", "> Le «D», «N» a écrit :\n> Merci d'envoyer la traduction certifiée à cette adresse («V»)."),
    ("tr", "Ad Soyad: «N»\nE-posta: «V»\nKamp dönemi: «K». dönem"),
    ("en", "«D» «T» WARN auth: 3 failed logins for account «V» from launcher build 1.8.2"),
    ("es", "reserva;huesped;email;noches\n«REF»;«N»;«V»;«K»"),
    ("en", "pls use «V» for the pharmacy account, not my work one"),
    ("it", "Gentile cliente, la sua richiesta «REF» è stata registrata. Le risponderemo all'indirizzo «V»."),
]


def make_card(lang, opts, r):
    brand = None
    if "brand" in opts:
        brand = [b for b in CARD_BRANDS if b[0] == opts["brand"]][0]
    name, num = gen_card(r, brand)
    return group_card(num, r, opts.get("sep")), {"BRAND": name}


CARD_TPL = [
    ("en", "can I just pay the deposit by card? «V» exp «EXP» — name on card «N»"),
    ("de", "Kunde: Das ist eine «BRAND», Nummer «V», gültig bis «EXP».\nMitarbeiter: Danke, ich hinterlege die Kaution."),
    ("fr", "Bonjour, pour la commande «REF», vous pouvez débiter ma carte «V» (exp. «EXP»). Merci, «N»"),
    ("es", "Forma de pago: Tarjeta\nNúmero de tarjeta: «V»\nCaducidad: «EXP»\nTitular: «N»"),
    ("it", "Ciao «A», ti giro il numero della carta aziendale per la traduzione giurata: «V». Scadenza «EXP»."),
    ("en", "[«D» «T»] DEBUG payment.gateway request body: card_number=«V»&exp=«EXP»&amount=«AMT»", {"sep": ""}),
    ("en", '{"order": "«REF»", "payment": {"pan": "«V»", "brand": "«BRAND»", "exp": "«EXP»"}}'),
    ("nl", "hier is mijn creditcardnummer voor de borg: «V» (vervalt «EXP»)"),
    ("pl", "klient zaplaci karta przy odbiorze auta, nr karty «V» wazna do «EXP» - prosze nie obciazac przed «D»"),
    ("pt", "Prezados, autorizo o débito do frete no cartão «V», validade «EXP». Att., «N»"),
    ("sv", "Hej, kan ni dra avgiften från mitt kort? «V»"),
    ("tr", "Otomatik ödeme talimatı için kart numarası: «V» — son kullanma «EXP»"),
    ("en", "CARD AUTH0RIZATION FORM\nCardholder: «N»\nCard No.: «V»\nExp: «EXP»   CVV: ***\nAmount: $«AMT»"),
    ("en", "| Guest | Room | Card on file |\n|---|---|---|\n| «N» | «ROOM» | «V» |"),
    ("de", "Hallo, die Rechnung für die Heizungswartung (Auftrag «REF») bitte über meine Kreditkarte «V» abbuchen."),
    ("en", "who put the company amex in #general 😬 «V» — someone cancel it pls", {"brand": "American Express"}),
    ("es", "te paso la tarjeta pa que reserves el coche: «V» caduca «EXP» y el cvv te lo digo por llamada"),
    ("fr", "Réservation dortoir 6 lits — garantie CB «V» (voir «A»)"),
    ("en", "txn_id,amount,currency,card\nT«K»«K»«K»«K»,«AMT»,USD,«V»", {"sep": ""}),
    ("it", "Numero carta: «V»\nIntestatario: «N»\nScadenza (MM/AA): «EXP»"),
    ("en", "Hi «A», for the certified translation please charge «V» — billing address is the same as last time."),
    ("de", "«V» – das ist die Firmenkarte, bitte nur für Zollgebühren verwenden."),
    ("en", "CUSTOMER: ok the number is «V»\nREP: and the expiry?\nCUSTOMER: «EXP»"),
    ("pl", "Szanowni Państwo, opłatę za turnus «K» proszę pobrać z karty «V». Z poważaniem, «N»"),
    ("en", "payment:\n  provider: adyen\n  test_mode: false\n  fallback_card: \"«V»\""),
    ("nl", "Betaalgegevens\nKaartnummer: «V»\nVervaldatum: «EXP»"),
    ("tr", "kartım «V», son kullanma «EXP». cvc'yi telefonda söylerim"),
    ("pt", "Oi «F», segue o cartão pra garantir a diária: «V»."),
    ("en", "Diners card for the customs deposit: «V» (exp «EXP»)", {"brand": "Diners Club"}),
    ("en", "pharmacy web order «REF» failed, customer re-entered card «V» twice — pls check gateway"),
    ("es", "Hola! Para la inscripción del campamento, pago con «BRAND» «V», vence «EXP». Gracias"),
    ("sv", "Kortnummer: «V»\nGiltigt till: «EXP»\nKortinnehavare: «N»"),
    ("de", "Notiz Fahrzeugübergabe: Kaution auf Karte «V» blockiert, Betrag «AMT» EUR."),
]


# --------------------------------------------------------------------------
# Templates: phone, US SSN
# --------------------------------------------------------------------------
def make_phone(lang, opts, r):
    cc, v = PHONE_GEN[r.choice(opts["cc"])](r) if "cc" in opts else gen_phone(lang, r)
    PHONE_CC[cc] = PHONE_CC.get(cc, 0) + 1  # tally of attempts (incl. rejected), for the summary
    return v, {}


NANP_GB = {"cc": ["US", "US", "CA"]}
PHONE_TPL = [
    ("en", "Hi it's «F», locked out of room «ROOM» 😅 can reception call me on «V»?"),
    ("de", "Rezeptvorbestellung\nName: «N»\nTelefon (für Rückfragen): «V»\nAbholung ab: «D»"),
    ("fr", "Contact d'urgence : «N» (mère) — Tél. : «V»"),
    ("es", "Datos del conductor adicional\nNombre: «N»\nMóvil: «V»\nCarné desde: «D»"),
    ("it", "Per la consegna del furgone chiamare il sig. «L» al «V» dopo le «T»."),
    ("pt", "Ficha de inscrição — Colónia de férias\nEncarregado de educação: «N»\nTelefone de contacto: «V»"),
    ("nl", "Bel me even terug op «V», ik sta bij de balie van de autoverhuur."),
    ("pl", "Zgłoszenie serwisowe «REF» – klient «N», tel. kom. «V» (po 16:00)"),
    ("sv", "Ring mig på «V» när teknikern är på väg, jag jobbar hemifrån idag."),
    ("tr", "Müşteri: «N»\nCep: «V»\nAdres teyidi: yapıldı"),
    ("en", "Admissions office: «V» ext. «EXT» (Mon–Fri, 9–4)", NANP_GB),
    ("en", "For billing questions call «V» x«EXT» and mention your account number.", NANP_GB),
    ("en", "AGENT: Is «V» still the best number to reach you?\nCALLER: Yes, that's my mobile.\nAGENT: Perfect."),
    ("en", "name,role,phone\n«N»,driver,«V»"),
    ("de", '{"kunde": "«N»", "rueckruf": "«V»", "thema": "Zählerstand", "prio": «K»}'),
    ("en", "EMERGENCY C0NTACT\nName: «N»\nPh0ne: «V»\nRelati0nship: aunt"),
    ("es", "llámame al «V» q estoy en el aeropuerto esperando el coche"),
    ("fr", "Cordialement,\n«N»\nTraductions juridiques FR/EN\n«V»"),
    ("it", "tecnico: caldaia in blocco, cliente richiama al «V»,pref. mattina"),
    ("en", "| Cabin | Counselor | Phone |\n|---|---|---|\n| Birch | «N» | «V» |\n| Cedar | «A» | (on leave) |"),
    ("nl", "«V» is mijn nieuwe nummer, het oude werkt niet meer"),
    ("de", "[«D» «T»] SMS-Gateway: Abholbenachrichtigung an «V» gesendet (Status: delivered)"),
    ("pl", "Dzień dobry, proszę o kontakt pod numerem «V» w sprawie odprawy celnej kontenera."),
    ("en", "on_call:\n  name: «F»\n  phone: \"«V»\"\n  rotation: weekly"),
    ("pt", "me chama no zap «V» que te mando as fotos do vazamento"),
    ("sv", "Mobilnummer: «V»\nE-postadress: (ej angiven)\nAnkomst: «D»"),
    ("tr", "Sayın yetkili, konteyner teslimatı için şoförümüzün numarası «V». İyi çalışmalar."),
    ("en", '<p class="contact">Questions about your prescription? <span class="phone">«V»</span></p>'),
    ("de", "Hey, bin «F» vom Elternabend fürs Sommercamp – meine Nummer: «V» 👋"),
    ("en", "studio landline for the publisher call is «V» (front desk, ask for «A»)"),
    ("fr", "Téléphone portable: «V»\nArrivée prévue: «D» vers «T»"),
    ("es", "Contacto en destino: «N», tel. «V»."),
    ("it", "Promemoria farmacia: il paziente «L» chiede di essere avvisato via SMS al «V» quando arriva il farmaco."),
    ("en", "«V» — that's the landlord, he has the key to the boiler room"),
    ("nl", "Telefoon: «V»\nVoorkeur contact: WhatsApp"),
    ("en", "Call log «D»\n«T»  inbound  «V»  2m14s  \"heat pump error E5\""),
]


def make_ssn(lang, opts, r):
    return gen_ssn(r, opts.get("style")), {}


SSN_TPL = [
    ("en", "Parent/Guardian SSN (needed for the dependent care receipt): «V»"),
    ("en", "New hire paperwork — W-4 / I-9\nEmployee: «N»\nSSN: «V»\nStart date: «D»\nPosition: HVAC apprentice"),
    ("en", "AGENT: I'll need the member's social to look up the plan.\nCALLER: Sure, it's «V».\nAGENT: Thank you, one moment."),
    ("es", "Solicitud de ayuda financiera — «N»\nNúmero de Seguro Social: «V»\nFecha: «D»"),
    ("en", "ugh the portal keeps rejecting my ssn «V» is that the wrong format??"),
    ("en", '{"applicant": {"name": "«N»", "ssn": "«V»", "term": "Fall «K»"}}'),
    ("en", "emp_id,name,ssn,dept\nE«K»«K»«K»,«N»,«V»,Field Service"),
    ("en", "Form W-9 (Rev. March 2024)\nPart I  Taxpayer Identification Number (TIN)\nSocial security number\n«V»\n"
           "Name (as shown on your income tax return): «N»"),
    ("de", "Für den Mietwagen in Florida will die Versicherung meine US-Sozialversicherungsnummer (SSN): «V» – ist das normal?"),
    ("en", "«D» «T» ERROR validation failed: field=ssn value=«V» reason=\"duplicate applicant\""),
    ("en", "Dear «F»,\nThe SSN on your financial aid file («V») does not match your FAFSA record. Please contact the admissions office."),
    ("fr", "Mon numéro de sécurité sociale américain (SSN) est «V» — j'ai étudié deux ans à Boston."),
    ("en", "| Field | Value |\n|---|---|\n| Name | «N» |\n| SSN | «V» |\n| Hire date | «D» |"),
    ("en", "«F» here - for the rental insurance form they want my social, it's «V»"),
    ("pt", "Meu SSN é «V», já preenchi o formulário da colônia de férias do «A»."),
    ("en", "calld pt re: medicaid billing, confirmd SS# «V» , ins. card on file"),
    ("it", "Codice SSN (Social Security Number, USA) del dipendente: «V»"),
    ("en", "applicant:\n  name: «N»\n  ssn: '«V»'\n  program: MSc Data Science"),
    ("en", "«V» — that's my SSN, please update my payroll record before Friday."),
    ("en", '<label for="ssn">Social Security No.</label> <input id="ssn" name="ssn" value="«V»">'),
    ("es", "oye pa la aplicación de la universidad me piden el seguro social, el mío es «V» no?"),
    ("en", "REP: For the financing application on the heat pump, last thing I need is your Social.\nCUSTOMER: «V»."),
    ("pl", "Numer SSN męża: «V» (potrzebny do rozliczenia w USA)."),
    ("nl", "Amerikaanse SSN van de student: «V» — graag toevoegen aan het dossier."),
    ("en", "Importer of record number (SSN, no EIN on file): «V»\nEntry type: 01 consumption"),
    ("de", "Sozialversicherungsnummer (USA / SSN): «V»\nStaatsangehörigkeit: deutsch"),
    ("en", "To set up water service without a deposit we run a soft credit check.\nSSN: «V»\nService address on file."),
    ("en", "can u double check the SSN I gave u? «V» or did I swap two digits"),
    ("sv", "Mitt amerikanska personnummer (SSN) är «V», behövs det för lägret?"),
    ("en", "PATIENT INTAKE\nName: «N»   DOB: «D»\nSoc. Sec. #: «V»\nAllergies: penicillin"),
]


# --------------------------------------------------------------------------
# Templates: IBAN, IP address
# --------------------------------------------------------------------------
LANG_IBAN = {"de": ["DE", "DE", "AT", "CH", "LI"], "fr": ["FR", "FR", "BE", "LU", "MC"], "es": ["ES"],
             "it": ["IT"], "pt": ["PT", "BR"], "nl": ["NL", "NL", "BE"], "pl": ["PL"], "sv": ["SE", "FI"],
             "tr": ["TR"], "en": ["GB", "IE", "MT", "CY", "GB"]}
_IBAN_CYCLE = []


def make_iban(lang, opts, r):
    if r.random() < 0.45:
        cc = r.choice(LANG_IBAN[lang])
    else:
        if not _IBAN_CYCLE:
            _IBAN_CYCLE.extend(sorted(IBAN_SPEC))
            r.shuffle(_IBAN_CYCLE)
        cc = _IBAN_CYCLE.pop()
    return fmt_iban(gen_iban(cc, r), r, opts.get("style")), {"CC": cc}


IBAN_TPL = [
    ("de", "SEPA-Lastschriftmandat\nZahlungsempfänger: Stadtwerke Seefeld\nKontoinhaber: «N»\nIBAN: «V»\nOrt, Datum: «CITY», «D»"),
    ("fr", "Coordonnées bancaires : IBAN «V» — merci d'indiquer le numéro de facture en référence."),
    ("es", "Hola, para la devolución de la fianza mi IBAN es «V». Titular: «N»."),
    ("it", "Bonifico a favore di Farmacia San Rocco — IBAN: «V» — causale: fattura «REF»"),
    ("nl", "Graag het kampgeld (€ «AMT») overmaken op «V» t.n.v. Stichting Zomerkamp, o.v.v. naam kind."),
    ("pl", "Proszę o przelew na rachunek «V» w terminie 14 dni od daty wystawienia faktury."),
    ("pt", "Débito direto — Águas do Vale\nNome: «N»\nIBAN: «V»\nData: «D»"),
    ("en", "Hi «F», our bank details have changed. Please update: IBAN «V» (same account name). Thanks, Accounts"),
    ("de", "kannst du mir die 40 € für die Tankfüllung zurücküberweisen? «V» danke!"),
    ("sv", "Betala in depositionen till IBAN «V» senast «D»."),
    ("tr", "Ödeme bilgileri: «N», IBAN: «V»"),
    ("en", '{"payee": "«N»", "iban": "«V»", "currency": "EUR", "amount": «AMT»}'),
    ("en", "supplier;iban;terms\nLinguaBridge B.V.;«V»;net 30"),
    ("fr", "rembourser caution client ch. «ROOM» -> «V» (vérifier nom titulaire)"),
    ("de", "Überweisungsauftrag\nEmpfänger: Nordhafen Logistik GmbH\nIBAN «V»\nVerwendungszweck: Rg.-Nr. «K»«K»«K»«K»"),
    ("es", "Adjunto factura «REF». Datos para la transferencia: «V» (titular: «N»)."),
    ("it", "ti mando l'iban per la quota del campo estivo: «V»"),
    ("en", "| Translator | Country | IBAN |\n|---|---|---|\n| «N» | «CC» | «V» |\n| «A» | — | pending W-8BEN |"),
    ("pt", "Para o reembolso internacional, meu IBAN é «V», em nome de «N»."),
    ("nl", "Beste «F», het restant van de waarborgsom storten wij terug op «V»."),
    ("pl", "zwrot kaucji za auto -> «V» (klient prosi o potw. mailem)"),
    ("en", "payout:\n  method: sepa\n  iban: «V»\n  holder: «N»"),
    ("de", "«V» ist meine neue Bankverbindung, bitte ab nächsten Monat für die Abschläge nutzen."),
    ("sv", "swish funkar inte från utlandet, kan du föra över till «V»?"),
    ("tr", "Gümrük vergisi iadesi için şirket hesabımız: «V»"),
    ("en", "CALLER: The IBAN is «V».\nAGENT: Let me read that back to you... okay, got it."),
    ("fr", "IBAN : «V»\nTitulaire du compte : «N»\nBanque : «CITY»"),
    ("it", "<tr><td>IBAN</td><td>«V»</td></tr>"),
    ("es", "porfa hazme la transfe a «V» 🙏 es pa la gasolina del viaje"),
    ("de", "[«D» «T»] SEPA-Export: Mandat «REF» IBAN=«V» Betrag=«AMT» EUR"),
    ("en", "Refund request for booking «REF». Bank: «CITY» branch. Account (IBAN): «V»"),
]


def make_ip(lang, opts, r):
    v6 = (not opts.get("v4")) and (opts.get("v6") or r.random() < 0.35)
    ip = gen_ipv6(r) if v6 else gen_ipv4(r)
    return ip, {"HOST": f"[{ip}]" if v6 else ip}


IP_TPL = [
    ("en", '«V» - - [«NGDATE»] "GET /booking/confirm?id=«K»«K»«K»«K» HTTP/1.1" 200 5123 "-" "Mozilla/5.0 (X11; Linux x86_64)"'),
    ("en", "«SYSD» gs-build-02 sshd[«PID»]: Failed password for invalid user admin from «V» port «PORT» ssh2"),
    ("en", "# pg config\nlisten_addresses = '«V»'\nport = 5432\nmax_connections = 200"),
    ("en", "dashboard is at http://«HOST»:8080/login (VPN only)"),
    ("de", "Der Drucker im Büro hat jetzt die feste IP «V», bitte neu einrichten."),
    ("fr", "Si le wifi ne marche pas, redémarrez la box : interface admin sur «V» (identifiants sur l'étiquette)."),
    ("es", "El termostato inteligente se conecta a «V», ¿es normal?"),
    ("it", "Accesso anomalo al portale clienti da «V» alle «T»."),
    ("pt", "O servidor de licenças está em «V», porta 27000."),
    ("nl", "Mijn IP-adres is «V» — kunnen jullie dat whitelisten voor het klantportaal?"),
    ("pl", "Logowanie do panelu z adresu «V» zostało zablokowane po 5 nieudanych próbach."),
    ("sv", "Kameran i tvättstugan har adressen «V»."),
    ("tr", "Sunucu IP: «V»\nKullanıcı: ops\nPort: 22"),
    ("en", '{"event":"login_failed","user_id":«K»«K»«K»,"client_ip":"«V»","ts":"«ISO»"}'),
    ("en", "X-Forwarded-For: «V»\nX-Request-ID: «UUID»"),
    ("en", "«V»    build-server.lan\n# render farm node, do not remove"),
    ("en", "can u ping «V»? the build agent is dead again"),
    ("en", "iptables -A INPUT -s «V» -j DROP   # scraper hammering the booking API"),
    ("de", "«SYSD» router dnsmasq-dhcp[«PID»]: DHCPACK(eth0) «V» «MAC» laptop-empfang", {"v4": 1}),
    ("en", "64 bytes from «V»: icmp_seq=1 ttl=57 time=23.4 ms", {"v4": 1}),
    ("en", "Ticket «REF»: customer reports login attempts from «V» they don't recognise."),
    ("en", "database:\n  host: «V»\n  port: 3306\n  name: pharmacy_pos"),
    ("en", "| Host | IP | Role |\n|---|---|---|\n| gs-build-02 | «V» | CI runner |\n| gs-build-03 | (dhcp) | spare |"),
    ("fr", "Bonjour, l'adresse du serveur SFTP pour déposer les fichiers à traduire est «V» (port 22)."),
    ("es", "[«D» «T»] Alerta: inicio de sesión del usuario «F» desde una IP nueva («V»)"),
    ("en", "timestamp,src_ip,action\n«ISO»,«V»,DENY"),
    ("en", " 7  «V»  18.211 ms  17.904 ms  18.377 ms", {"v4": 1}),
    ("de", "Zählerportal lokal erreichbar unter https://«HOST»/ablesung"),
    ("en", "players on EU-2 are rubberbanding, relay at «V» shows 40% packet loss"),
    ("it", "La webcam del campo è visibile su http://«HOST»:8081 solo dalla rete interna."),
    ("en", "Your account was accessed from a new device (Chrome on Windows, IP «V»). If this wasn't you, reset your password."),
    ("en", "allow from «V»;\ndeny all;", {"v6": 1}),
    ("nl", "Thermostaat offline sinds «T». Laatst bekend adres: «V»"),
]


# --------------------------------------------------------------------------
# Templates: secrets
# --------------------------------------------------------------------------
TOKEN_TPL = [
    ("en", "# «APP» — production\nNODE_ENV=production\nPORT=8080\n«ENV»=«V»\nLOG_LEVEL=info"),
    ("en", "integrations:\n  «SVC»:\n    enabled: true\n    «ENVL»: «V»\n    timeout_s: 30"),
    ("en", '{"service": "«APP»", "«ENVL»": "«V»", "retries": 3}'),
    ("en", "[«SVC»]\nregion = eu-central-1\n«ENVL» = «V»\n"),
    ("en", "[integrations.«SVC»]\n«ENVL» = \"«V»\"\nenabled = true"),
    ("en", "try this before running the deploy script:\nexport «ENV»=«V»"),
    ("en", "here's the «HUMAN» for staging, don't paste it anywhere else pls: «V»"),
    ("en", "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      «ENV»: «V»"),
    ("en", "docker run -d -e «ENV»=«V» -p 8080:8080 pixelfoundry/«APP»:1.4.2"),
    ("en", 'client = «SVC».Client(api_key="«V»")  # TODO move to vault'),
    ("de", "Der «HUMAN» für das Buchungssystem lautet «V» – bitte nicht weitergeben."),
    ("fr", "Voici la clé d'API («HUMAN») pour le module de réservation : «V»"),
    ("es", "te paso el token («HUMAN») para la integración del TPV: «V»"),
    ("it", "chiave API del gestionale farmacia: «V» (scade a fine mese)"),
    ("pt", "a chave de API do portal de faturas é «V», guarda num sítio seguro"),
    ("nl", "API-sleutel voor de koppeling met het vertaalplatform: «V»"),
    ("pl", "klucz API do systemu rezerwacji: «V» — nie commitować!"),
    ("sv", "API-nyckeln till bokningssystemet: «V»"),
    ("tr", "Rezervasyon sisteminin API anahtarı: «V»"),
    ("en", "«D» «T» DEBUG http: outgoing headers {'User-Agent': 'camp-signup/2.3', 'Authorization': 'Bearer «V»'}"),
    ("en", "TODO rotate the «HUMAN»!! «V» was in the repo for 3 weeks"),
    ("en", "«V»\n^ that's the new one, old key is revoked"),
    ("en", "| Service | Key | Owner |\n|---|---|---|\n| «HUMAN» | «V» | «F» |"),
    ("de", "Hallo «A», kannst du den Key im Jenkins als Credential hinterlegen? «V»"),
    ("en", "heroku config:set «ENV»=«V» -a «APP»"),
    ("en", "use this one: «V»"),
    ("en", 'curl -s -H "Authorization: Bearer «V»" https://api.moonbyte.games/v2/builds?limit=5'),
]
PEM_TPL = [
    ("en", "key for the deploy box, pls put it in ~/.ssh and chmod 600:\n«V»"),
    ("en", "$ cat deploy_key\n«V»\n$ "),
    ("de", "Hier der private Schlüssel für den SFTP-Zugang zum Zollportal:\n\n«V»\n\nBitte sicher ablegen."),
    ("fr", "Clé privée du serveur de réservation (ne pas partager) :\n«V»"),
    ("es", "te pego la clave privada del servidor del TPV:\n«V»\nluego la borro del chat"),
]
DB_TPL = [
    ("en", "DATABASE_URL=postgres://«DBUSER»:«V»@pg-main.internal:5432/«DB»"),
    ("en", "REDIS_URL=redis://:«V»@redis-cache:6379/0"),
    ("en", "spring.datasource.url=jdbc:mysql://mysql-01.lan:3306/«DB»\nspring.datasource.username=«DBUSER»\nspring.datasource.password=«V»"),
    ("de", "Verbindung zur Zählerdatenbank: mysql://«DBUSER»:«V»@mysql-01.lan:3306/«DB»"),
    ("en", "broker_url = \"amqp://«DBUSER»:«V»@rabbitmq.svc.cluster.local:5672/dispatch\""),
    ("en", '"ConnectionStrings": {"Default": "Server=sql-erp01;Database=«DB»;User Id=«DBUSER»;Password=«V»;"}'),
    ("en", "mongo_uri: mongodb://«DBUSER»:«V»@mongo-0.mongo.internal:27017/«DB»?authSource=admin"),
    ("it", "stringa di connessione del gestionale: postgresql://«DBUSER»:«V»@db-farmacia:5432/«DB»"),
]
CLI_TPL = [
    ("en", "sshpass -p '«V»' ssh deploy@«HOSTNAME» 'sudo systemctl restart «APP»'"),
    ("en", "mysql -h mysql-01.lan -u root --password=«V» pharmacy_pos < dump.sql"),
    ("en", "PGPASSWORD=«V» psql -h pg-main.internal -U camp_admin camp"),
    ("en", "docker login registry.pixelfoundry.io -u ci-bot -p «V»"),
    ("en", "net user svc_backup «V» /add"),
    ("en", "smbclient //fileserver/scans -U scanner%«V»"),
    ("en", "curl -u admin:«V» http://router.lan/api/status"),
    ("en", "htpasswd -b /etc/nginx/.htpasswd ops «V»"),
]
PROSE_TPL = [
    ("de", "WLAN für Gäste: Hostel-Zebra-Gast, Passwort: «V»"),
    ("fr", "le mot de passe du wifi c'est «V» (avec la majuscule)"),
    ("es", "la contraseña del portal de proveedores es «V», no la cambies porfa"),
    ("it", "la password del gestionale è «V» — cambiala al primo accesso"),
    ("pt", "a senha do sistema de faturação ficou «V» até o TI trocar"),
    ("nl", "het wachtwoord van het beheerdersaccount is «V»"),
    ("pl", "hasło do panelu klienta: «V»"),
    ("sv", "lösenordet till routern är «V»"),
    ("tr", "Yönetici şifresi: «V»"),
    ("en", "temp password for your student portal is «V» — you'll be asked to change it on first login"),
    ("en", "AGENT: I've reset it. Your temporary password is «V»\nCALLER: Thanks, logging in now."),
    ("en", "login for the thermostat cloud: user «F».«L», pw «V»"),
    ("de", "Zugang Zollportal: Benutzer NHL-«K»«K»«K», Kennwort «V»"),
    ("en", "wifi: PixelFoundry-Guest / «V»"),
    ("es", "Usuario: recepcion\nContraseña: «V»"),
    ("fr", "Identifiant : «F»«K»«K»\nMot de passe : «V»"),
]
HOOK_TPL = [
    ("en", "alerts go to «V»"),
    ("en", '{"notify": {"type": "chat", "webhook_url": "«V»"}}'),
    ("en", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"build «K»«K»«K» failed\"}' «V»"),
    ("de", "Webhook für den Buchungs-Channel: «V»"),
    ("en", "«ENV»=«V»"),
]
JWT_TPL = [
    ("en", "GET /api/v1/prescriptions HTTP/1.1\nHost: rx-portal\nAuthorization: Bearer «V»\nAccept: application/json"),
    ("en", "Set-Cookie: session=«V»; Path=/; HttpOnly; Secure"),
    ("en", "the portal token from localStorage: «V» — is it supposed to last 24h?"),
    ("de", "Token aus dem Browser kopiert: «V»"),
]
AZURE_TPL = [
    ("en", "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=«ACC»;AccountKey=«V»;EndpointSuffix=core.windows.net\""),
    ("en", "storage:\n  connection: DefaultEndpointsProtocol=https;AccountName=«ACC»;AccountKey=«V»;EndpointSuffix=core.windows.net"),
]
URLSAFE = B62 + "-_.~"


def make_secret_factory(kind):
    def make(lang, opts, r):
        if kind == "pem":
            return gen_pem(r), {}
        if kind in ("dburl", "cli"):
            pw = gen_password(r, lang) if r.random() < 0.6 else rs(URLSAFE, r.randint(12, 24), r)
            if kind == "dburl":
                pw = "".join(c for c in pw if c in URLSAFE) or rs(B62, 16, r)
            return pw, {"DBUSER": r.choice(["app", "rx_app", "camp_admin", "meter_ro", "postgres", "svc_dispatch"]),
                        "DB": r.choice(["bookings", "rx", "camp", "meters", "fleet", "tms", "moonfall"])}
        if kind == "prose":
            return gen_password(r, lang), {}
        if kind == "azure_conn":
            v, env, human = gen_secret("azure", r)
            return v, {"ACC": r.choice(["pfbuildartifacts", "campmedia01", "rxscans", "tmsdocs"])}
        v, env, human = gen_secret(kind, r)
        svc = env.split("_")[0].lower()
        return v, {"ENV": env, "ENVL": env.lower(), "HUMAN": human, "SVC": svc}
    return make


def build_secrets(r=R):
    plan = [(k, TOKEN_TPL) for k in TOKEN_KINDS] * 3
    plan = plan[:112]
    plan += [("pem", PEM_TPL)] * 12 + [("dburl", DB_TPL)] * 18 + [("cli", CLI_TPL)] * 12
    plan += [("prose", PROSE_TPL)] * 24 + [(r.choice(["slack_hook", "discord_hook"]), HOOK_TPL) for _ in range(10)]
    plan += [("jwt", JWT_TPL)] * 8 + [("azure_conn", AZURE_TPL)] * 4
    assert len(plan) == 200, len(plan)
    rows, pos = [], {}
    for kind, tpls in plan:
        i = pos.get(id(tpls), 0)
        pos[id(tpls)] = i + 1
        # fixed-length groups rotate through their templates; token kinds pick one at random
        tpl = tpls[r.randrange(len(tpls))] if tpls is TOKEN_TPL else tpls[i % len(tpls)]
        rows += build("secret", 1, [tpl], make_secret_factory(kind), r)
    return rows


# --------------------------------------------------------------------------
# Disguised e-mails and card numbers (user dodging a filter)
# --------------------------------------------------------------------------
import html  # noqa: E402
import urllib.parse  # noqa: E402

AT_DOT = {"en": ("at", "dot"), "de": ("ät", "punkt"), "fr": ("arobase", "point"), "es": ("arroba", "punto"),
          "it": ("chiocciola", "punto"), "pt": ("arroba", "ponto"), "nl": ("apenstaartje", "punt"),
          "pl": ("małpa", "kropka"), "sv": ("snabel-a", "punkt"), "tr": ("et", "nokta")}
IMPLICIT = {"gmail.com": "gmail", "hotmail.com": "hotmail", "outlook.com": "outlook", "yahoo.com": "yahoo",
            "gmx.de": "gmx", "web.de": "web.de", "icloud.com": "icloud"}


def _words(v, at, dot, dots_in_local=True):
    loc, dom = v.split("@")
    if dots_in_local:
        loc = loc.replace(".", f" {dot} ")
    return f"{loc} {at} {dom.replace('.', f' {dot} ')}"


def disguise_email(v, kind, lang, r):
    loc, dom = v.split("@")
    if kind == "words":
        at, dot = ("AT", "DOT") if r.random() < 0.4 else ("at", "dot")
        return _words(v, at, dot, r.random() < 0.6)
    if kind == "brackets":
        a, d = r.choice([("[at]", "[dot]"), ("(at)", "(dot)"), ("{at}", "{dot}"), ("<at>", "<dot>"), ("[AT]", "[DOT]")])
        sp = r.choice(["", " "])
        return f"{loc}{sp}{a}{sp}{dom.replace('.', sp + d + sp)}"
    if kind == "lang":
        at, dot = AT_DOT[lang]
        return _words(v, at, dot, r.random() < 0.5)
    if kind == "spaced":
        return v.replace(".", " . ").replace("@", " @ ")
    if kind == "defang":
        return r.choice([f"{loc}@{dom.replace('.', '[.]')}", f"{loc}[@]{dom}", f"{loc}[@]{dom.replace('.', '[.]')}"])
    if kind == "fullwidth":
        return f"{loc}＠{dom.replace('.', '．')}"
    if kind == "entity":
        return f"{loc}{r.choice(['&#64;', '&#x40;', '&commat;'])}{dom}"
    if kind == "urlenc":
        return f"{loc}%40{dom}"
    if kind == "implicit":
        return f"{loc} {r.choice(['at', 'on', '@'])} {IMPLICIT[dom]}"
    if kind == "zwsp":
        return f"{loc}@\u200b{dom.replace('.', chr(0x200b) + '.')}"
    if kind == "reversed":
        return v[::-1]
    if kind == "a_paren":
        return f"{loc}(a){dom}"
    if kind == "underscored":
        return f"{loc}_at_{dom.replace('.', '_dot_')}"
    if kind == "hash":
        return f"{loc}#{dom}"
    if kind == "letterspaced":
        return " ".join(v)
    if kind == "at_only":
        return f"{loc} {r.choice(['at', 'AT', '(at)', 'at sign'])} {dom}"
    raise KeyError(kind)


def undisguise_email(d, kind, lang):
    t = d.replace("\u200b", "")
    t = unicodedata.normalize("NFKC", html.unescape(urllib.parse.unquote(t)))
    if kind == "reversed":
        return t[::-1]
    if kind == "underscored":
        return t.replace("_at_", "@").replace("_dot_", ".")
    if kind == "hash":
        return t.replace("#", "@")
    if kind == "a_paren":
        return t.replace("(a)", "@")
    if kind == "letterspaced":
        return t.replace(" ", "")
    if kind == "implicit":
        loc, dom = re.split(r" (?:at|on|@) ", t)
        return loc + "@" + {w: k for k, w in IMPLICIT.items()}[dom]
    if kind == "at_only":
        loc, dom = re.split(r" (?:at sign|\(at\)|at|AT) ", t)
        return f"{loc}@{dom}"
    if kind in ("words", "lang"):
        at, dot = AT_DOT[lang] if kind == "lang" else ("at", "dot")
        t = re.sub(rf" (?:{re.escape(at)}|AT) ", "@", t)
        return re.sub(rf" (?:{re.escape(dot)}|DOT) ", ".", t).replace(" ", "")
    t = re.sub(r"[\[\(\{<](at|AT|@)[\]\)\}>]", "@", t)
    t = re.sub(r"[\[\(\{<](dot|DOT|\.)[\]\)\}>]", ".", t)
    return t.replace(" ", "")


NUMWORDS = {
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    "fr": ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    "it": ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    "pt": ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
    "nl": ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
    "pl": ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"],
    "sv": ["noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"],
    "tr": ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"],
}
WORD2DIGIT = {w: str(i) for ws in NUMWORDS.values() for i, w in enumerate(ws)}
WORD2DIGIT["oh"] = "0"
LEET = {"O": "0", "o": "0", "l": "1", "I": "1", "i": "1", "S": "5", "B": "8", "Z": "2", "b": "6", "g": "9"}
LEET_ENC = {"0": "O", "1": "l", "5": "S", "8": "B"}
KEYCAP = "\ufe0f\u20e3"


def _groups(v, r):
    return group_card(v, r, " ").split(" ")


def disguise_card(v, kind, lang, r):
    g = _groups(v, r)
    if kind == "words_en":  # English words in English texts, the writer's language otherwise
        return ", ".join(" ".join(NUMWORDS["en" if lang == "en" else lang][int(c)] for c in grp) for grp in g)
    if kind == "words_oh":
        if lang != "en":
            return " ".join(NUMWORDS[lang][int(c)] for c in v)
        return " ".join("oh" if c == "0" else NUMWORDS["en"][int(c)] for c in v)
    if kind == "words_lang":
        return ", ".join(" ".join(NUMWORDS[lang][int(c)] for c in grp) for grp in g)
    if kind == "leet":
        return " ".join("".join(LEET_ENC.get(c, c) for c in grp) for grp in g)
    if kind == "oddsep":
        return r.choice(["/", "*", "_", "|", " ~ ", " / ", "—", "+"]).join(g)
    if kind == "single":
        return r.choice([" ", "-", " . ", ","]).join(v)
    if kind == "fullwidth":
        return " ".join("".join(chr(0xFF10 + int(c)) for c in grp) for grp in g)
    if kind == "keycap":
        return " ".join("".join(c + KEYCAP for c in grp) for grp in g)
    if kind == "split":
        h = len(g) // 2
        mid = r.choice([" and then ", " ... rest: ", " (cont.) ", " + ", "\nrest: "])
        return " ".join(g[:h]) + mid + " ".join(g[h:])
    if kind == "mixed":
        return " ".join(NUMWORDS[lang][int(c)] for c in g[0]) + " " + " ".join(g[1:])
    if kind == "newline":
        return "\n".join(g)
    if kind == "pairs":
        return " ".join(v[i:i + 2] for i in range(0, len(v), 2))
    if kind == "dots":
        return ".".join(v)
    if kind == "reversed":
        return " ".join(_groups(v[::-1], r))
    if kind == "emoji_sep":
        return r.choice([" 🔹 ", " ⭐ ", " 💳 ", " • "]).join(g)
    raise KeyError(kind)


def undisguise_card(d, kind):
    t = unicodedata.normalize("NFKC", d.replace(KEYCAP, ""))
    out = []
    for tok in re.findall(r"\w+", t):
        low = tok.lower()
        if low in WORD2DIGIT:
            out.append(WORD2DIGIT[low])
        elif any(c.isdigit() for c in tok) or (kind == "leet" and all(c in LEET for c in tok)):
            out.append("".join(LEET.get(c, c) if kind == "leet" else c for c in tok if c.isdigit() or kind == "leet"))
    s = "".join(out)
    return s[::-1] if kind == "reversed" else s


EMAIL_DKINDS = ["words", "brackets", "lang", "spaced", "defang", "fullwidth", "entity", "urlenc", "implicit",
                "zwsp", "reversed", "a_paren", "underscored", "hash", "letterspaced", "at_only"]
CARD_DKINDS = ["words_en", "words_oh", "words_lang", "leet", "oddsep", "single", "fullwidth", "keycap", "split",
               "mixed", "newline", "pairs", "dots", "reversed", "emoji_sep"]
_DBAG = {"email": [], "card": []}


def _next_kind(which, kinds, r):
    """Shuffled bag of disguise kinds, so kinds are balanced but not locked to templates."""
    if not _DBAG[which]:
        _DBAG[which] = list(kinds)
        r.shuffle(_DBAG[which])
    return _DBAG[which].pop()


def make_disguised_email(lang, opts, r):
    kind = _next_kind("email", EMAIL_DKINDS, r)
    f, l = person(lang, r)
    for _ in range(100):
        v = gen_email(lang, r, (f, l)).lower()
        dom = v.split("@")[1]
        if kind == "implicit" and dom not in IMPLICIT:
            v = v.split("@")[0] + "@" + r.choice(sorted(IMPLICIT))
        if kind == "underscored" and "_" in v:
            continue
        if kind == "hash" and "#" in v:
            continue
        break
    d = disguise_email(v, kind, lang, r)
    assert d != v and undisguise_email(d, kind, lang) == v, (kind, v, d)
    note = {"reversed": " (read it backwards)", "hash": " (# = @)"}.get(kind, "")
    return v, {"F": f, "L": l, "N": f"{f} {l}", "NOTE": note}, d


def make_disguised_card(lang, opts, r):
    kind = _next_kind("card", CARD_DKINDS, r)
    name, v = gen_card(r)
    d = disguise_card(v, kind, lang, r)
    assert d != v and undisguise_card(d, kind) == v, (kind, v, d)
    note = " (backwards!)" if kind == "reversed" else ""
    return v, {"BRAND": name, "NOTE": note}, d


DIS_EMAIL_TPL = [
    ("en", "the app keeps hiding emails lol so: «V»«NOTE»"),
    ("en", "Booking site won't let me share contact info, but you can reach me at «V»«NOTE» for the late check-in details."),
    ("de", "Das Portal blendet Mailadressen aus – schreib mir an «V»«NOTE», dann schicke ich dir die Übersetzung direkt."),
    ("fr", "La plateforme masque les adresses, donc : «V»«NOTE» — écrivez-moi pour le devis hors commission."),
    ("es", "no me deja poner el correo aquí 🙄 es «V»«NOTE»"),
    ("it", "il sito censura le mail, scrivimi a «V»«NOTE» così ti mando il preventivo senza commissioni"),
    ("pt", "o chat bloqueia email, anota aí: «V»«NOTE»"),
    ("nl", "mailadres mag hier niet, dus: «V»«NOTE» (dan regelen we de borg buiten de app om)"),
    ("pl", "nie mogę wpisać maila na platformie, pisz na «V»«NOTE»"),
    ("sv", "appen tar bort mejladresser, så: «V»«NOTE» – hör av dig om lägerplatsen"),
    ("tr", "platform e-postayı gizliyor, bana «V»«NOTE» adresinden ulaşın"),
    ("en", "For the camp carpool list pls use «V»«NOTE» — the group chat bot deletes normal addresses"),
    ("en", "[Marketplace message] Hi, I rent out my van privately too, cheaper than on here. Contact: «V»«NOTE»"),
    ("de", "Hallo, die Zimmer sind über die Plattform teurer. Meine Mail: «V»«NOTE»\nGrüße «F»"),
    ("es", "«F» (conductor) dice: mándame el contrato a «V»«NOTE» que el chat de la app no deja"),
    ("en", "my email got filtered last time, trying again: «V»«NOTE»"),
]
DIS_CARD_TPL = [
    ("en", "chat filters numbers so here goes: «V»«NOTE» exp «EXP»"),
    ("en", "I'll type it weird so the bot doesn't eat it: «V»«NOTE»"),
    ("de", "Kartennummer (der Chat zensiert Zahlen): «V»«NOTE», gültig bis «EXP»"),
    ("fr", "le chat bloque les numéros de carte, alors : «V»«NOTE»"),
    ("es", "la app me borra la tarjeta, te la pongo así: «V»«NOTE» caduca «EXP»"),
    ("it", "il numero della carta te lo scrivo così sennò il sito lo oscura: «V»«NOTE»"),
    ("pt", "o número do cartão vai assim pq o site apaga: «V»«NOTE»"),
    ("nl", "kaartnummer, anders wordt het weggefilterd: «V»«NOTE»"),
    ("pl", "numer karty (czat ukrywa cyfry): «V»«NOTE»"),
    ("sv", "kortnumret, skriver det så här så att filtret inte tar det: «V»«NOTE»"),
    ("tr", "kart numarası (sistem siliyor diye böyle yazıyorum): «V»«NOTE»"),
    ("en", "deposit for the van — card is «V»«NOTE», cvv I'll tell you on the phone"),
    ("en", "pay the camp fee off-platform? my «BRAND»: «V»«NOTE»\nexp «EXP»"),
    ("de", "Für die Expresszustellung, meine «BRAND»:\n«V»«NOTE»\nBitte nicht über das Portal abbuchen."),
]


# --------------------------------------------------------------------------
# Negative look-alike generators (exposed as «TOKENS» for fill())
# --------------------------------------------------------------------------
def luhn_fail(n, r=R, first=None):
    while True:
        s = (first or r.choice("123456789")) + digits(n - len(first or "x"), r)
        if not luhn_ok(s):
            return s


def _grp(s, r, size=4, sep=None):
    sep = r.choice([" ", "", "-"]) if sep is None else sep
    return sep.join(s[i:i + size] for i in range(0, len(s), size)) if sep else s


def _ean13(r, prefix=None):
    body = (prefix or r.choice(["400", "401", "590", "800", "870", "500", "376", "869", "729", "301"]))
    body += digits(12 - len(body), r)
    chk = (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body)) % 10) % 10
    return body + str(chk)


def _isbn13(r):
    grp = r.choice(["3", "2", "84", "88", "85", "90", "83", "91", "975", "1", "0"])
    pub = digits(r.randint(2, 4), r, True)
    title = digits(9 - len(grp) - len(pub), r)
    body = "978" + grp + pub + title
    chk = (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body)) % 10) % 10
    return f"978-{grp}-{pub}-{title}-{chk}"


def _isbn10(r):
    grp, pub = r.choice(["0", "1", "3", "2"]), digits(r.randint(2, 4), r, True)
    title = digits(9 - len(grp) - len(pub), r)
    body = grp + pub + title
    chk = (11 - sum(int(c) * (10 - i) for i, c in enumerate(body)) % 11) % 11
    return f"{grp}-{pub}-{title}-{'X' if chk == 10 else chk}"


def _bad_iban(r):
    cc = r.choice(sorted(IBAN_SPEC))
    good = gen_iban(cc, r)
    while True:
        bad = good[:2] + f"{r.randint(2, 98):02d}" + good[4:]
        if r.random() < 0.4:  # or a transposition / typo in the account part
            i = r.randrange(6, len(good) - 1)
            bad = good[:i] + good[i + 1] + good[i] + good[i + 2:]
        if not iban_ok(bad):
            return fmt_iban(bad, r, r.choice(["group", "group", "compact"]))


def _rf(r):
    ref = digits(r.randint(6, 15), r, True)
    chk = 98 - int("".join(str(int(c, 36)) for c in ref + "RF00")) % 97
    s = f"RF{chk:02d}{ref}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def _money(r, lang="en"):
    n = r.choice([r.randint(1000, 9999), r.randint(1000, 99999), r.randint(10000, 480000)])
    c = r.choice([0, 0, 50, 90, r.randint(1, 99)])
    dots = f"{n:,}".replace(",", ".") + f",{c:02d}"
    spaced = f"{n:,}".replace(",", "\u00a0") + f",{c:02d}"
    if lang in ("de", "es", "it", "pt"):
        return r.choice([f"{dots} €", f"{dots} EUR", f"EUR {dots}"])
    if lang == "nl":
        return f"€ {dots}"
    if lang == "fr":
        return r.choice([f"{spaced} €", f"{n:,}".replace(",", "\u202f") + f",{c:02d} €"])
    if lang == "pl":
        return f"{spaced} zł"
    if lang == "sv":
        return f"{spaced} kr"
    if lang == "tr":
        return r.choice([f"{dots} TL", f"₺{dots}"])
    k = r.randrange(5)
    if k == 0:
        return f"${n:,}.{c:02d}"
    if k == 1:
        return f"£{n:,}.{c:02d}"
    if k == 2:
        return f"CHF {n:,}".replace(",", "'") + ".–"
    if k == 3:
        s = str(n)
        head, tail = s[:-3], s[-3:]
        head = ",".join([head[max(0, i - 2):i] for i in range(len(head), 0, -2)][::-1])
        return f"₹{head},{tail}.00"
    return f"€{n:,}.{c:02d}"


def _count(r):
    n = r.choice([r.randint(10000, 999999), r.randint(100000, 99999999)])
    return r.choice([f"{n:,}", f"{n:,}".replace(",", "."), f"{n:,}".replace(",", " "), f"{n:,}".replace(",", "'"),
                     f"{n:_}"])


def _ver(r):
    a, b, c = r.randint(0, 14), r.randint(0, 40), r.randint(0, 30)
    return r.choice([f"{a}.{b}.{c}", f"v{a}.{b}.{c}", f"{a}.{b}.{c}-rc.{r.randint(1, 5)}", f"{a}.{b}",
                     f"{a}.{b}.{c}+build.{r.randint(100, 9999)}"])


def _winver(r):
    return f"{r.choice([10, 11])}.0.{r.choice([19045, 22621, 22631, 26100])}.{r.randint(300, 5000)}"


def _vin(r):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return r.choice(["WVW", "WBA", "VF1", "ZFA", "VSS", "YV1", "TMB", "SJN", "WF0"]) + rs(al, 14, r)


def _plate(r):
    L = string.ascii_uppercase
    return r.choice([f"{r.choice(['B', 'M', 'HH', 'K', 'F', 'S'])}-{rs(L, 2, r)} {r.randint(1, 9999)}",
                     f"{r.randint(1000, 9999)} {rs('BCDFGHJKLMNPRSTVWXYZ', 3, r)}",
                     f"{rs(L, 2, r)}{r.randint(10, 99)} {rs(L, 3, r)}", f"{rs(L, 2, r)}-{r.randint(100, 999)}-{rs(L, 2, r)}"])


def _coord(r):
    la, lo = r.uniform(36, 60), r.uniform(-9, 28)
    return r.choice([f"{la:.5f}, {lo:.5f}", f"{la:.4f}° N, {lo:.4f}° E",
                     f"N {int(la)}° {(la % 1) * 60:.3f}' E {int(lo):03d}° {(lo % 1) * 60:.3f}'"])


EXTRA_GEN.update({
    "LUHNX": lambda r: _grp(luhn_fail(r.choice([13, 14, 15, 16, 16, 17, 18, 19]), r), r),
    "LUHN16": lambda r: _grp(luhn_fail(16, r, r.choice(["4", "5", "37", "6"])), r, 4, " "),
    "EAN": _ean13, "UPC": lambda r: _ean13(r, "0")[1:], "ISBN": _isbn13, "ISBNX": _isbn10,
    "SHA": lambda r: rs(HEX, 40, r), "SHA256": lambda r: rs(HEX, 64, r), "MD5": lambda r: rs(HEX, 32, r),
    "SHORTSHA": lambda r: rs(HEX, 7, r), "HEX8": lambda r: rs("0123456789ABCDEF", 8, r), "VER": _ver, "WINVER": _winver, "BADIBAN": _bad_iban, "RF": _rf,
    "VIN": _vin, "PLATE": _plate, "COORD": _coord, "COUNT": _count,
    "KM": lambda r: r.choice(["{:,}", "{:,}"]).format(r.randint(5000, 249000)).replace(",", r.choice([",", ".", " "])),
    "UPS": lambda r: "1Z" + rs(ALNUM, 6, r) + r.choice(["01", "02", "03", "12"]) + digits(8, r),
    "USPS": lambda r: _grp("9400" + digits(18, r), r, 4, " "),
    "DHL": lambda r: "JJD" + digits(18, r),
    "AMZ": lambda r: f"{r.choice(['112', '113', '114', '302', '028', '171', '405'])}-{digits(7, r)}-{digits(7, r)}",
    "NINE": lambda r: r.choice(["9", "0"]) + digits(8, r),
    "NINEG": lambda r: f"{digits(3, r, True)} {digits(3, r)} {digits(3, r)}",
    "PZN": lambda r: digits(8, r), "NDC": lambda r: f"{digits(5, r)}-{digits(3, r)}-{digits(2, r)}",
    "CONT": lambda r: r.choice(["MSCU", "MAEU", "CMAU", "HLXU", "TGHU", "OOLU"]) + digits(7, r),
    "HS": lambda r: f"{r.choice(['8471', '8517', '9403', '6109', '8708', '3004', '8415'])}.{digits(2, r)}.{digits(2, r)}",
    "MELO": lambda r: "5" + digits(10, r), "METER": lambda r: "1" + rs("ABCDEFGHKLMNPRSTZ", 3, r) + digits(10, r),
    "MATR": lambda r: digits(7, r, True), "SERIAL": lambda r: rs("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 12, r),
    "PART": lambda r: f"{digits(2, r)}{r.choice(string.ascii_uppercase)}-{digits(4, r)}-{r.choice('ABCDE')}",
    "HANDLE": lambda r: "@" + r.choice(["hostelzebra", "moonbyte_games", "camp.pinecrest", "autovia_rent",
                                        "linguabridge", "stadtwerke_seefeld", "farmaciasanrocco", "pixelfoundry"]),
    "RETINA": lambda r: f"{r.choice(['logo', 'icon-cart', 'hero', 'avatar', 'btn-play', 'map-pin'])}@{r.choice(['2x', '3x'])}."
                        f"{r.choice(['png', 'webp', 'jpg'])}",
    "BIGNUM": lambda r: luhn_fail(r.choice([13, 14, 15, 17, 18, 19]), r),
    "PNR": lambda r: rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 2, r) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4, r),
    "SSID": lambda r: r.choice(["Zebra-Guest", "Miramar_WiFi", "Camp-Staff", "PF-Office", "Apotheke-Kunden"]),
})


# --------------------------------------------------------------------------
# Negative templates (no real PII; look-alikes only)
# --------------------------------------------------------------------------
NEG_TPL = [
    # pharmacy
    ("de", "Artikel: Ibuprofen 400 akut, 20 St.\nPZN «PZN»\nCh.-B.: 23K«K»18  Verw. bis 08/2026\nEAN «EAN»\nPreis: 4,97 €"),
    ("en", "Rx# 60«K»«K»«K»«K»1 refilled «D» — NDC «NDC», qty 30, 1 tab PO BID. Copay $«AMT». Next fill eligible in 23 days."),
    ("it", "Ricevuta n. «K»«K»«K»/2024 — Farmacia San Rocco\nParacetamolo 1000 mg  x2   € 7,80\nTotale € 15,60\nCodice a barre: «EAN»"),
    ("en", "hey is the flu shot clinic still on «D»? the sign says 9:30–12:00 but the website says 10"),
    ("fr", "Ordonnance du «D» : amoxicilline 500 mg, 1-0-1 pendant 7 jours. Lot «SERIAL», péremption 11/2026."),
    ("de", "Lieferschein «NINE» vom «D»\nPos. 1  PZN «PZN»  Menge 12\nPos. 2  PZN «PZN»  Menge 4"),
    # car rental / garage
    ("en", "Vehicle handover\nPlate: «PLATE»\nVIN: «VIN»\nOdometer: «KM» km\nFuel: 7/8\nDamage: scratch rear bumper (photo «RETINA»)"),
    ("es", "Reserva «PNR» — Seat Ibiza o similar, recogida «D» «T», devolución «D». Total «MONEY». Kilometraje ilimitado."),
    ("de", "Werkstattauftrag «NINE»\nFahrzeug: VW Golf, FIN «VIN»\nKm-Stand: 84.213\nÖlwechsel 5W-30, 4,5 l — 89,90 €"),
    ("en", "ur car is parked on level 3, bay 3-14. keys in box «K»«K». pls return with full tank by «T» 🙏"),
    ("pl", "Umowa najmu nr «NINEG» z dnia «D». Kaucja: «MONEY». Przebieg przy wydaniu: «KM» km."),
    ("nl", "Schademelding «REF»: deuk linkervoorportier, kenteken «PLATE», foto's bijgevoegd (IMG_4471.jpg, IMG_4472.jpg)"),
    # university admissions
    ("de", "Immatrikulationsbescheinigung\nMatrikelnummer: «MATR»\nStudiengang: Maschinenbau (B.Sc.), 3. Fachsemester\nSemesterbeitrag: 312,40 € bezahlt am «D»"),
    ("en", "Application ID APP-2025-«K»«K»«K»«K»«K» received «D». Transcript upload: transcript_final_v3.pdf (2.4 MB). Status: under review."),
    ("fr", "Dossier n° «NINEG» — pièces manquantes : relevé de notes L3, attestation de langue (B2). Date limite : «D»."),
    ("en", "| Course | Code | ECTS | Grade |\n|---|---|---|---|\n| Linear Algebra | MATH-1041 | 6 | 1.7 |\n| Thermodynamics | ME-2203 | 5 | 2.3 |\n| Programming II | INF-1120 | 8 | 1.3 |"),
    ("es", "Plazo de matrícula: del «D» al «D». Tasa: «MONEY». Código del máster: 4315«K»«K»«K»."),
    # HVAC / plumbing
    ("de", "Wartungsprotokoll\nGerät: Vaillant ecoTEC plus VC 206/5-5\nSerien-Nr.: 21«K»«K»«NINE»\nAbgasverlust: 4,2 %  CO: 12 ppm\nNächste Wartung: «D»"),
    ("en", "Model FTXM35R2V1B, serial E«NINE», refrigerant R-32 1.15 kg. Suction 8.7 bar, discharge 26.1 bar. Superheat 5.5 K."),
    ("sv", "Offert «REF»: byte av värmepump, NIBE F2120-12, art.nr «PART». Pris inkl. moms: «MONEY»"),
    ("it", "tecnico in arrivo tra le «T» e le «T», porta ricambio cod. «PART» (valvola 3 vie)"),
    ("en", "boiler pressure dropped to 0.6 bar again 😩 topped up to 1.5 at «T», will check tmrw"),
    ("tr", "Servis fişi no «NINEG» — kombi arızası, parça kodu «PART», işçilik «MONEY»"),
    # hostel / hotel
    ("en", "Check-in from 15:00, check-out by 11:00. Wi-Fi: «SSID» (password at reception). Breakfast 07:30–10:00, €8.50."),
    ("pl", "Rezerwacja «PNR»: pokój 6-osobowy, łóżko nr «K», przyjazd «D», wyjazd «D». Do zapłaty na miejscu: «MONEY»."),
    ("fr", "Réservation confirmée — n° «NINE»\nArrivée : «D»\nNuits : «K»\nTaxe de séjour : 1,65 €/nuit/pers."),
    ("en", "Follow us on Insta «HANDLE» for last-minute deals 🏄 #hostellife #backpacking"),
    ("es", "Factura simplificada T«K»-«NINE»\nHabitación doble «K»«K»«K»  2 noches\nBase imponible «MONEY»\nIVA 10 %"),
    ("nl", "Sleutelkaart «K» werkt niet meer, kamer «K»«K». Kaart-ID op de achterkant: «SERIAL»"),
    # freight / customs
    ("en", "Container «CONT», seal «NINE». B/L MAEU«NINE». ETA Hamburg «D». HS code «HS». Gross weight 18,450 kg, 27.4 CBM."),
    ("de", "Zollanmeldung MRN 24DE«SERIAL»«K»«K»«K»«K»«K»«K» — Warenwert «MONEY», Zollsatz 2,7 %"),
    ("en", "Tracking: UPS «UPS» — out for delivery. Second parcel via USPS «USPS»."),
    ("en", "AWB 176-«K»«K»«K»«K»«K»«K»«K»«K» | pieces 4 | chargeable wt 212.5 kg | flight EK 0«K»«K» «D»"),
    ("pl", "List przewozowy CMR nr «NINEG», naczepa «PLATE», plomba «NINE». Odprawa w Świecko"),
    ("tr", "Gümrük tarife kodu «HS» — beyanname no 24«K»«K»«K»«K»«K»«K»IM«SERIAL»"),
    ("en", "DHL Express waybill «DHL» - delivered «D» «T», signed by RECEPTION"),
    # translation agency
    ("nl", "Offerte «REF»: vertaling EN>NL, 12.450 woorden à € 0,11 = «MONEY». Levering binnen «K» werkdagen."),
    ("it", "Progetto TR-2024-«K»«K»«K»: manuale d'uso, 38 pagine, ISO 17100. File: manuale_IT_v2@final.docx"),
    ("en", "ISBN «ISBN» (paperback) / ISBN-10 «ISBNX» — rights for DE, FR, ES translations available."),
    ("de", "Rechnung «NINEG» — Fachübersetzung DE>EN, 3.820 Wörter, netto «MONEY», zzgl. 19 % USt."),
    ("fr", "Le glossaire (glossaire_client@v4.xlsx) contient 1 204 termes. Merci de respecter la TM partagée."),
    ("es", "Encargo nº «NINE» — traducción jurada, 14 páginas, tarifa «MONEY». Entrega: «D»."),
    # water utility
    ("de", "Jahresabrechnung Wasser\nZählernummer: «METER»\nMarktlokation: «MELO»\nZählerstand alt: 04521,3 m³  neu: 04612,8 m³\nVerbrauch: 91,5 m³"),
    ("pt", "Fatura n.º FT «K»«K»«K»«K»/«NINE» — consumo 14 m³, período «D» a «D». Referência MB: «NINEG»."),
    ("en", "Reminder: meter reading due by «D». Your meter serial is printed on the dial (e.g. 19M«NINE»). Average usage in your area: 142 litres/day."),
    ("it", "Avviso: interruzione idrica il «D» dalle «T» alle «T» in via Roma, civici 12-48."),
    ("sv", "Mätarställning «D»: 1 284,7 m³. Kundnummer «NINE». Betala senast «D»."),
    ("en", "OCR payment slip (UK)\nReference RF: «RF»\nAmount due «MONEY»\nDue date «D»"),
    ("nl", "Betalingskenmerk: «BIGNUM». Bedrag: «MONEY». Vervaldatum: «D»."),
    # summer camp
    ("en", "Session 2 packing list: sleeping bag, flashlight, 2 towels, sunscreen SPF 50. Bus departs «T» from lot C. Cabin assignments posted «D»."),
    ("sv", "Lägervecka «K»: avresa «D» kl. «T». Kostnad: «MONEY». Allergier anmäls senast en vecka innan."),
    ("pl", "Kolonia Mazury — turnus «K», ośrodek nr «K»«K». Koordynaty zbiórki: «COORD»"),
    ("en", "camper_id,cabin,tshirt,swim_level\nC-«K»«K»1,Birch,YM,3\nC-«K»«K»2,Cedar,AS,2\nC-«K»«K»3,Birch,YL,4"),
    ("fr", "Colo été : départ le «D» à «T», gare de «CITY». Tarif : «MONEY» (aides CAF déduites)."),
    ("en", "lol the canoe trip got moved to «D», bring ur own water bottle, the shop is out"),
    # game studio
    ("en", "Release notes «VER»\n- fixed crash on startup (crash id «UUID»)\n- shader cache moved to %LOCALAPPDATA%\\Moonfall\n- commit «SHORTSHA»"),
    ("en", "$ git log --oneline -3\n«SHORTSHA» fix: null check in save loader\n«SHORTSHA» chore: bump sdk to «VER»\n«SHORTSHA» feat: controller rumble"),
    ("en", "sha256  «SHA256»  moonfall_setup_1.8.«K».exe"),
    ("en", "FROM node@sha256:«SHA256»\nRUN npm ci --omit=dev\n# uses @pixelfoundry/ui@«VER»"),
    ("en", "OS: Windows «WINVER» | GPU driver «VER» | build 4471 | session «UUID»"),
    ("de", "Bug «REF»: Spieler hängt bei 99 % fest, Depot 1245621, Manifest «BIGNUM»"),
    ("en", "dhcp leases exported, device table below\n| host | mac |\n|---|---|\n| devkit-01 | «MAC» |\n| devkit-02 | «MAC» |"),
    ("en", "asset pipeline: exported «RETINA», «RETINA» and sprites@1x.png to /ui/atlas"),
    ("en", "ETag: \"«MD5»\"\nX-Request-ID: «UUID»\nContent-Length: 48213"),
    ("en", "Our Discord hit «COUNT» members 🎉 and the trailer has «COUNT» views. Thank you!! — «HANDLE»"),
    # generic hard look-alikes / placeholders
    ("en", "Card on file: •••• •••• •••• «K»«K»«K»«K» (Visa). To update, go to Billing > Payment methods."),
    ("en", "SSN: ***-**-«K»«K»«K»«K» (masked). Full number available to HR admins only."),
    ("en", "Contact: [email protected] | Tel: +XX XXX XXX XXXX"),
    ("en", "API_KEY=<your-api-key-here>\nSTRIPE_SECRET_KEY=sk_live_****************\nDB_PASSWORD=changeme"),
    ("de", "Bitte tragen Sie Ihre IBAN im Format DE00 0000 0000 0000 0000 00 ein (ohne Leerzeichen geht auch)."),
    ("en", "Transaction reference «LUHNX» — keep this number for your records."),
    ("en", "Gift card «LUHN16», balance $«AMT». Not a credit card; cannot be used online."),
    ("es", "IBAN del proveedor (incorrecto, devuelto por el banco): «BADIBAN»"),
    ("de", "Achtung: die IBAN «BADIBAN» ist ungültig (Prüfziffer falsch), bitte beim Kunden nachfragen."),
    ("en", "Order «AMZ» shipped. Item: USB-C hub (EAN «EAN»). Qty 2."),
    ("en", "UPC «UPC» — 12 pack, case lot «NINE»"),
    ("en", "Library hold ready: ISBN «ISBN». Pick up by «D»."),
    ("fr", "Coordonnées GPS du point de rendez-vous : «COORD». Altitude 1 240 m."),
    ("en", "Placeholder for docs: your email goes here → name@your-domain, phone → (XXX) XXX-XXXX, IP → x.x.x.x"),
    ("tr", "Sipariş no «NINE», kargo takip «BIGNUM». Tahmini teslim «D»."),
    ("pt", "Encomenda «NINEG» enviada. Código de rastreio: «K»«K»«PNR»«K»«K»PT. Valor «MONEY»."),
    ("en", "invoice INV-«K»«K»«K»«K»-«K»«K» total «MONEY», due net 30. PO 4500«K»«K»«K»«K»«K»«K»"),
    ("en", "Count at close: «COUNT» litres dispensed, «COUNT» litres billed"),
    ("de", "Ticket #«K»«K»«K»«K»«K»: Nutzer meldet, dass er sich seit Version «VER» nicht mehr anmelden kann. Passwort wurde bereits zurückgesetzt."),
    ("sv", "Beställning «NINE» levererad «D». Serienummer «SERIAL». Garanti 24 mån."),
]


NEG_TPL += [
    ("de", "Bestell-Nr. «K»«K»«K»«K»-«K»«K»«K»«K»-«K»«K» ist raus 📦 Sendungsnummer 0034043«NINE»«K»«K»«K»«K», kommt wohl Donnerstag"),
    ("en", "npm i @moonbyte/netcode@«VER» && npm run build -- --target=win64"),
    ("en", "pod camp-web-7d9f8b6c5-x2k4p restarted «K» times, last exit 137 (OOMKilled) at «ISO»"),
    ("en", "Unhandled exception at 0x00007FF6«HEX8»: access violation reading 0x0000000000000010. Dump: crash_«UUID».dmp"),
    ("en", "backup finished: backup@«ISO».tar.gz («K».4 GB), checksum md5 «MD5»"),
    ("en", "omg the bus to camp is 40 min late, we're at the gas station on route «K»«K», kids are fine 😅"),
    ("es", "jajaja el wifi del hostal va fatal, 0,5 Mbps 😂 mañana salimos a las «T» al aeropuerto"),
    ("it", "ciao! il furgone è pronto, targa «PLATE», ritiro dopo le «T». porta la patente 👍"),
    ("pt", "obg pela tradução!! ficou ótima, o cliente aprovou a versão 3 (arquivo contrato_v3@revisado.docx)"),
    ("sv", "haha värmepumpen visar 21,5 °C inne och −12 °C ute, den klarar sig 💪"),
    ("tr", "kamp dönüşü «D», otobüs «T»'da kalkıyor, çantalar max 15 kg"),
    ("nl", "Weer morgen: 14 °C, 1012 hPa, wind ZW 5 bft. Kampvuur gaat gewoon door om «T»."),
    ("pl", "hej, kontener utknął w porcie, nowy ETA «D», numer bookingu «PNR»«K»«K»«K»«K»"),
    ("fr", "Bon, la chaudière refait des siennes… pression à 0,8 bar, code erreur F.28. Le technicien passe «D»."),
    ("de", "Schichtplan KW «K»«K»: Frühdienst 06:00–14:00, Spätdienst 14:00–22:00, Notdienst Apotheke am «D»"),
    ("en", "Price list «D»\nsku,description,price\nRX-«K»«K»«K»«K»,Blister pack 28,«AMT»\nRX-«K»«K»«K»«K»,Pill organiser,«AMT»"),
    ("en", "<tr><td>Build</td><td>«K»«K»«K»«K»</td></tr><tr><td>Commit</td><td>«SHA»</td></tr><tr><td>Date</td><td>«ISO»</td></tr>"),
    ("en", '{"shipment_id": "«UUID»", "container": "«CONT»", "weight_kg": 18450, "eta": "«ISO»", "hs": "«HS»"}'),
    ("en", "meter_id: «METER»\nreading_m3: 4612.8\nread_at: «ISO»\nsource: AMR\nfirmware: «VER»"),
    ("fr", "Réf. client 12 345 678 — facture d'eau du 1er trimestre, consommation 23 m³, montant «MONEY»"),
    ("es", "Pedido #«K»«K»«K»«K»«K» | ISBN «ISBN» | 2 uds. | «MONEY»"),
    ("de", "Prüfsumme der Übersetzungsdatei (SHA-1): «SHA» — bitte vor dem Import vergleichen."),
    ("en", "Room «K»«K»«K» key card log: issued «T», re-encoded «T», card serial «SERIAL»"),
    ("en", "tagging «HANDLE» and @camp_counselors — photo dump from week «K» is up! 📸"),
    ("en", "UUID for the new build pipeline: «UUID» (not secret, just the job id)"),
    ("it", "Spedizione «UPS»: in consegna oggi entro le «T»."),
    ("en", "Serial numbers on pallet: «SERIAL», «SERIAL», «SERIAL» (3 of 12 scanned)"),
    ("en", "Lat/long for the water main break: «COORD» — crew «K» on site since «T»"),
    ("nl", "Factuur «NINE» — bedrag «MONEY» — betalingskenmerk «RF»"),
    ("en", "bank rejected it: \"«BADIBAN»\" isn't a valid IBAN apparently, check digit wrong? can u resend"),
]


def build_negatives(n, r=R):
    """Cycle through NEG_TPL; a template that cannot yield a new clean text is skipped."""
    rows, order, i, dead = [], list(range(len(NEG_TPL))), 0, set()
    r.shuffle(order)
    while len(rows) < n:
        idx = order[i % len(order)]
        i += 1
        if idx in dead:
            continue
        lang, text = NEG_TPL[idx]
        for _ in range(60):
            x = fill(text, lang, "", r)
            row = {"source": SOURCE, "type": "negative", "value": "", "text": x}
            if not row_problems(row) and x not in SEEN:
                SEEN.add(x)
                rows.append(row)
                break
        else:
            dead.add(idx)
            if len(dead) == len(order):
                raise RuntimeError("all negative templates exhausted")
    return rows


# --------------------------------------------------------------------------
# Verification of the written file
# --------------------------------------------------------------------------
EXPECTED = {"negative": 800, "email": 275, "credit_card": 275, "phone": 200, "us_ssn": 200,
            "iban": 200, "ip_address": 200, "secret": 200}
PHONE_CC = {}


def verify(path=OUT):
    rows = [json.loads(l) for l in open(path, encoding="utf-8")]
    errs, counts, dis, texts = [], {}, {"email": 0, "credit_card": 0}, set()
    for n, row in enumerate(rows):
        keys = {"source", "type", "value", "text"} | ({"disguise"} if "disguise" in row else set())
        if set(row) != keys or row["source"] != SOURCE:
            errs.append((n, "keys"))
        t = row["type"]
        counts[t] = counts.get(t, 0) + 1
        if row["text"] in texts:
            errs.append((n, "duplicate text"))
        texts.add(row["text"])
        if "«" in row["text"]:
            errs.append((n, "unfilled token"))
        if t == "negative" and row["value"] != "":
            errs.append((n, "negative with value"))
        p = row_problems(row)
        if p:
            errs.append((n, p))
        if "disguise" in row:
            dis[t] += 1
            d, v = row["disguise"], row["value"]
            if t == "email":
                ok = any(_safe(undisguise_email, d, k, l) == v for k in EMAIL_DKINDS for l in LANGS)
            else:
                ok = any(undisguise_card(d, k) == v for k in CARD_DKINDS) and luhn_ok(v)
            if not ok:
                errs.append((n, "disguise does not decode"))
    if counts != EXPECTED:
        errs.append(("counts", counts))
    if dis != {"email": 75, "credit_card": 75}:
        errs.append(("disguised", dis))
    return rows, errs


def _safe(fn, *a):
    try:
        return fn(*a)
    except Exception:  # noqa: BLE001
        return None


def summary(rows):
    iban_cc = sorted({r["value"][:2].upper() for r in rows if r["type"] == "iban"})
    ips = [r["value"] for r in rows if r["type"] == "ip_address"]
    v6 = sum(":" in v for v in ips)
    priv = sum(ipaddress.ip_address(v).is_private for v in ips)
    brands = {}
    for r in rows:
        if r["type"] == "credit_card":
            d = re.sub(r"\D", "", r["value"])
            b = next((b[0] for b in sorted(CARD_BRANDS, key=lambda b: -max(len(p) for p in b[1]))
                      for p in b[1] if d.startswith(p) and len(d) in b[2]), "?")
            brands[b] = brands.get(b, 0) + 1
    print(f"phone countries ({len(PHONE_CC)}): {dict(sorted(PHONE_CC.items()))}", file=sys.stderr)
    print(f"iban countries ({len(iban_cc)}): {' '.join(iban_cc)}", file=sys.stderr)
    print(f"ip: {len(ips) - v6} IPv4 / {v6} IPv6, {priv} private/link-local", file=sys.stderr)
    print(f"card brands: {brands}", file=sys.stderr)


# ==== MAIN ====
def main():
    rows = []
    rows += build("email", 200, EMAIL_TPL, make_email)
    rows += build("credit_card", 200, CARD_TPL, make_card)
    rows += build("phone", 200, PHONE_TPL, make_phone)
    rows += build("us_ssn", 200, SSN_TPL, make_ssn)
    rows += build("iban", 200, IBAN_TPL, make_iban)
    rows += build("ip_address", 200, IP_TPL, make_ip)
    rows += build_secrets()
    rows += build("email", 75, DIS_EMAIL_TPL, make_disguised_email)
    rows += build("credit_card", 75, DIS_CARD_TPL, make_disguised_card)
    rows += build_negatives(800)
    write(rows)
    written, errs = verify()
    summary(written)
    if errs:
        for e in errs[:20]:
            print("VERIFY ERROR", e, file=sys.stderr)
        sys.exit(1)
    print("verification passed: spans unique, values valid, disguises decode, no duplicates", file=sys.stderr)


def write(rows):
    with open(OUT, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = {}
    for row in rows:
        k = row["type"] + (" (disguised)" if "disguise" in row else "")
        counts[k] = counts.get(k, 0) + 1
    for k in sorted(counts):
        print(f"{k:28s} {counts[k]}", file=sys.stderr)
    print(f"{'total':28s} {len(rows)}", file=sys.stderr)


if __name__ == "__main__":
    main()
