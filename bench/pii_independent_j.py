#!/usr/bin/env python3
"""Independent PII / secrets evaluation corpus, set J.

Stdlib only, deterministic (one random.Random with a fixed seed).
Writes corpora/pii-independent/indep-j.jsonl beside this script and prints per-type counts to stderr.
Row: {"source": "pii-indep-j", "type": T, "value": V, "text": X[, "disguise": D]}
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

SEED = 9172024  # fixed seed
R = random.Random(SEED)
SOURCE = "pii-indep-j"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpora", "pii-independent", "indep-j.jsonl")

# ----------------------------------------------------------------- helpers
ALNUM = string.ascii_letters + string.digits
LOWNUM = string.ascii_lowercase + string.digits
UPNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def digits(n):
    return "".join(str(R.randrange(10)) for _ in range(n))


def rstr(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


BUILDERS = []  # (type, count, fn); fn() -> row dict without "source"/"type"

_SLOT = re.compile(r"\{(\w+)\}")


def fill(tpl, **kw):
    """Replace {name} slots that are in kw; leave every other brace alone."""
    return _SLOT.sub(lambda m: str(kw[m.group(1)]) if m.group(1) in kw else m.group(0), tpl)


_FOLD = {"ß": "ss", "ł": "l", "Ł": "L", "ı": "i", "ø": "o", "Ø": "O", "æ": "ae", "đ": "d"}


def ascii_fold(s):
    s = "".join(_FOLD.get(c, c) for c in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c) and ord(c) < 128)


# ----------------------------------------------------------------- names
NAMES = {
    "en": (["Emma", "Liam", "Olivia", "Noah", "Ava", "Ethan", "Mia", "Lucas", "Harper", "Jackson",
            "Chloe", "Marcus", "Priya", "Jamal", "Sofia", "Owen", "Grace", "Caleb", "Zoe", "Nathan"],
           ["Walker", "Patel", "Nguyen", "Okafor", "Murphy", "Bennett", "Hughes", "Kim", "Ramirez",
            "Foster", "Coleman", "Brooks", "Sullivan", "Reyes", "Chen", "Dawson"]),
    "de": (["Lukas", "Anna", "Jonas", "Lea", "Felix", "Marie", "Paul", "Hannah", "Jan", "Sophie"],
           ["Müller", "Schmidt", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Wolf", "Neumann"]),
    "fr": (["Camille", "Louis", "Chloé", "Hugo", "Manon", "Jules", "Inès", "Théo"],
           ["Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Girard", "Fontaine", "Rousseau"]),
    "es": (["Lucía", "Javier", "Carmen", "Diego", "Elena", "Pablo", "Marta", "Álvaro"],
           ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Jiménez"]),
    "it": (["Giulia", "Marco", "Chiara", "Luca", "Francesca", "Matteo", "Sara", "Davide"],
           ["Rossi", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Conti"]),
    "pt": (["João", "Ana", "Pedro", "Beatriz", "Rafael", "Mariana", "Tiago", "Inês"],
           ["Silva", "Santos", "Oliveira", "Costa", "Pereira", "Ferreira", "Almeida", "Carvalho"]),
    "nl": (["Daan", "Sanne", "Bram", "Lotte", "Sem", "Fleur", "Thijs", "Noor"],
           ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder"]),
    "pl": (["Zofia", "Jakub", "Maja", "Kacper", "Julia", "Szymon", "Natalia", "Michał"],
           ["Nowak", "Kowalski", "Wiśniewska", "Wójcik", "Kamińska", "Lewandowski", "Zieliński", "Szymańska"]),
    "sv": (["Elsa", "Oskar", "Maja", "William", "Alice", "Hugo", "Astrid", "Erik"],
           ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Lindqvist", "Berg"]),
    "tr": (["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe", "Burak", "Defne", "Can"],
           ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Arslan"]),
    "ja": (["陽翔", "結衣", "蓮", "陽菜", "湊", "美咲"], ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺"]),
}
JA_ROMAJI = (["haruto", "yui", "ren", "hina", "minato", "misaki"],
             ["sato", "suzuki", "takahashi", "tanaka", "ito", "watanabe"])
LANGS = list(NAMES)

# ----------------------------------------------------------------- ten settings
# setting -> lang -> (business names, topics). English exists for all.
SETTINGS = {
    "vet": {
        "en": (["Maple Street Animal Clinic", "Pawsitive Vet Care"],
               ["Luna's booster vaccination", "the dental cleaning for Biscuit",
                "Milo's follow-up after surgery", "the flea treatment refill"]),
        "de": (["Tierarztpraxis Am Mühlbach"], ["die Impfung für Luna", "Bellos Zahnsteinentfernung",
                                               "die Nachkontrolle von Minka"]),
        "fr": (["Clinique Vétérinaire des Tilleuls"], ["le rappel de vaccin de Caramel", "la stérilisation de Minette"]),
        "nl": (["Dierenkliniek De Hoeve"], ["de vaccinatie van Bobby", "de gebitsbehandeling van Pluis"]),
    },
    "theater": {
        "en": (["Riverside Community Players", "The Old Mill Playhouse"],
               ["two seats for Saturday's 'Our Town'", "the season pass renewal", "the matinee group booking"]),
        "es": (["Teatro Comunitario La Farándula"], ["dos entradas para 'Bodas de sangre'", "el abono de temporada"]),
        "it": (["Teatro dei Dilettanti di Borgo"], ["i biglietti per la prima", "l'abbonamento stagionale"]),
        "pl": (["Teatr Amatorski Kurtyna"], ["dwa bilety na sobotni spektakl", "karnet na sezon"]),
    },
    "bike": {
        "en": (["Spoke & Chain E-Bikes", "Hillside Bike Repair"],
               ["the e-bike weekend rental", "the brake bleed and new chain", "the battery diagnostic"]),
        "nl": (["Fietsenmaker Van Dijk"], ["de huur van een e-bike", "de reparatie van je achterwiel"]),
        "de": (["Radwerk Kreuzberg"], ["die E-Bike-Miete am Wochenende", "die Inspektion deines Lastenrads"]),
        "sv": (["Cykelverkstan Söder"], ["hyran av elcykeln", "service på din cykel"]),
    },
    "photo": {
        "en": (["Golden Hour Wedding Photography", "Lens & Lace Studio"],
               ["the engagement shoot", "the wedding-day package", "the album proofs"]),
        "it": (["Studio Fotografico Luce di Toscana"], ["il servizio fotografico del matrimonio", "le prove dell'album"]),
        "pt": (["Estúdio Foto Alvorada"], ["a sessão pré-casamento", "o álbum do casamento"]),
        "fr": (["Atelier Photo Lumière Douce"], ["la séance d'engagement", "le reportage du mariage"]),
    },
    "foodtruck": {
        "en": (["Taco Rodeo Food Truck", "The Rolling Dumpling"],
               ["the catering for 80 guests", "the office lunch on Friday", "the vegan menu tasting"]),
        "es": (["Food Truck El Güero"], ["el catering para la boda", "el pedido de 50 tacos"]),
        "pt": (["Food Truck Sabor da Vila"], ["o catering para a festa", "o pedido de 40 pastéis"]),
        "tr": (["Lezzet Durağı Food Truck"], ["düğün ikramı", "ofis öğle yemeği siparişi"]),
    },
    "garden": {
        "en": (["Greenbank Allotment Society"], ["plot 14B renewal", "the shared compost rota", "the water-butt deposit"]),
        "de": (["Kleingartenverein Sonnenschein e.V."], ["die Pacht für Parzelle 27", "den Arbeitseinsatz im April"]),
        "nl": (["Volkstuinvereniging De Eendracht"], ["de huur van tuin 12", "de werkdag in het voorjaar"]),
        "pl": (["ROD Malwa"], ["opłata za działkę nr 31", "wiosenne sprzątanie ogrodu"]),
    },
    "music": {
        "en": (["Crescendo Music School", "Blue Note Lessons"],
               ["weekly piano lessons for Ava", "the violin trial lesson", "the spring recital sign-up"]),
        "fr": (["École de Musique Do Ré Mi"], ["les cours de piano de Léa", "l'inscription au concert de printemps"]),
        "it": (["Scuola di Musica Armonia"], ["le lezioni di chitarra", "il saggio di fine anno"]),
        "ja": (["さくら音楽教室"], ["ピアノの体験レッスン", "発表会の申し込み"]),
    },
    "race": {
        "en": (["Ridge Runner Trail 50K", "Harbor Half Marathon"],
               ["your race bib pickup", "the 25K registration transfer", "the volunteer shift at aid station 3"]),
        "sv": (["Fjällmaran Trail"], ["din anmälan till 30 km", "nummerlappsutdelningen"]),
        "es": (["Carrera de Montaña Sierra Norte"], ["tu inscripción a los 21K", "la recogida del dorsal"]),
        "tr": (["Kapadokya Patika Koşusu"], ["42K kaydınız", "göğüs numarası teslimi"]),
    },
    "ortho": {
        "en": (["Bright Smile Orthodontics"], ["Noah's aligner check-up", "the retainer replacement",
                                              "the braces consultation"]),
        "pt": (["Clínica Ortodôntica Sorriso Leve"], ["a consulta de manutenção do aparelho", "a troca da contenção"]),
        "pl": (["Gabinet Ortodontyczny Uśmiech"], ["wizyta kontrolna aparatu", "wymiana retainera"]),
        "ja": (["みどり矯正歯科"], ["マウスピースの定期検診", "リテーナーの交換"]),
    },
    "esports": {
        "en": (["Frag Fest LAN", "Nexus Cup Esports"], ["the 5v5 bracket registration", "the team roster lock",
                                                       "the prize payout"]),
        "de": (["Pixelarena LAN-Party"], ["die Anmeldung fürs 2v2-Turnier", "die Auszahlung des Preisgelds"]),
        "sv": (["Nordic Frag League"], ["lagets anmälan", "prispengarna"]),
        "tr": (["Anadolu E-Spor Kupası"], ["takım kaydı", "ödül ödemesi"]),
    },
}
SETTINGS_BY_LANG = {lg: [s for s in SETTINGS if lg in SETTINGS[s]] for lg in LANGS}

MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def ctx(lang="en", setting=None):
    """Filler values for a template (no PII of the scored types)."""
    if setting is None or lang not in SETTINGS[setting]:
        setting = pick(SETTINGS_BY_LANG[lang])
    bizs, topics = SETTINGS[setting][lang]
    firsts, lasts = NAMES[lang]
    first, last = pick(firsts), pick(lasts)
    afirst = pick(firsts)
    while afirst == first and len(firsts) > 1:
        afirst = pick(firsts)
    full = last + first if lang == "ja" else first + " " + last
    d, m = R.randint(1, 28), R.randint(1, 12)
    hh, mm = R.randint(8, 19), pick([0, 5, 10, 15, 20, 30, 40, 45, 50])
    return {
        "lang": lang, "setting": setting, "biz": pick(bizs), "topic": pick(topics),
        "first": first, "last": last, "full": full, "agent": afirst,
        "date": "%02d.%02d.2025" % (d, m) if lang not in ("en", "ja") else
                ("%s %d" % (MONTHS_EN[m - 1], d) if lang == "en" else "2025年%d月%d日" % (m, d)),
        "iso": "2025-%02d-%02dT%02d:%02d:%02dZ" % (m, d, hh, mm, R.randint(0, 59)),
        "time": "%02d:%02d" % (hh, mm), "time2": "%02d:%02d" % (hh, mm + 2),
        "time3": "%02d:%02d" % (hh, mm + 5), "time4": "%02d:%02d" % (hh, mm + 7),
        "ticket": "%s-%d" % (pick(["T", "REQ", "BK", "CS", "W"]), R.randint(100, 9999)),
    }


# ----------------------------------------------------------------- validators
def luhn_ok(num):
    tot, dbl = 0, False
    for ch in reversed(num):
        d = int(ch)
        if dbl:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
        dbl = not dbl
    return tot % 10 == 0


def luhn_complete(prefix_body):
    for c in "0123456789":
        if luhn_ok(prefix_body + c):
            return prefix_body + c
    raise AssertionError


def ssn_ok(s):
    d = re.sub(r"\D", "", s)
    if len(d) != 9:
        return False
    a, g, n = d[:3], d[3:5], d[5:]
    return a != "000" and a != "666" and not a.startswith("9") and g != "00" and n != "0000"


def iban_mod97(iban):
    s = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97


# ----------------------------------------------------------------- credit cards
CARD_BRANDS = [  # (brand, prefixes, lengths, weight)
    ("Visa", ["4"], [16] * 8 + [13, 19], 30),
    ("Mastercard", ["51", "52", "53", "54", "55"], [16], 16),
    ("Mastercard", [str(x) for x in range(2221, 2721, 7)], [16], 8),
    ("American Express", ["34", "37"], [15], 12),
    ("Discover", ["6011", "644", "645", "646", "647", "648", "649", "65"], [16, 16, 19], 8),
    ("JCB", [str(x) for x in range(3528, 3590)], [16], 6),
    ("Diners Club", ["36", "300", "301", "302", "303", "304", "305", "38"], [14], 6),
    ("UnionPay", ["62"], [16, 17, 18, 19], 6),
    ("Maestro", ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"], [16, 19, 13], 6),
]


def gen_card():
    tot = sum(b[3] for b in CARD_BRANDS)
    x = R.uniform(0, tot)
    for brand, prefs, lens, w in CARD_BRANDS:
        x -= w
        if x <= 0:
            break
    pre = pick(prefs)
    n = pick(lens)
    num = luhn_complete(pre + digits(n - len(pre) - 1))
    assert luhn_ok(num) and len(num) == n
    return brand, num


def card_groups(num):
    n = len(num)
    if n == 15:
        sizes = [4, 6, 5]
    elif n == 14:
        sizes = [4, 6, 4]
    elif n == 13:
        sizes = [4, 4, 5]
    else:
        sizes = [4] * (n // 4) + ([n % 4] if n % 4 else [])
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return out


def fmt_card(num):
    g = card_groups(num)
    r = R.random()
    if r < 0.45:
        return " ".join(g)
    if r < 0.7:
        return num
    if r < 0.9:
        return "-".join(g)
    return "  ".join(g) if chance(0.3) else " - ".join(g)


# ----------------------------------------------------------------- SSN
def gen_ssn_parts():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d" % a, "%02d" % R.randint(1, 99), "%04d" % R.randint(1, 9999)


def fmt_ssn():
    a, g, s = gen_ssn_parts()
    r = R.random()
    if r < 0.6:
        v = "%s-%s-%s" % (a, g, s)
    elif r < 0.8:
        v = "%s %s %s" % (a, g, s)
    else:
        v = a + g + s
    assert ssn_ok(v)
    return v


# ----------------------------------------------------------------- IBAN
IBAN_SPECS = {
    "AD": (24, "4n4n12c"), "AE": (23, "3n16n"), "AL": (28, "8n16c"), "AT": (20, "5n11n"),
    "AZ": (28, "4a20c"), "BA": (20, "3n3n8n2n"), "BE": (16, "3n7n2n"), "BG": (22, "4a4n2n8c"),
    "BH": (22, "4a14c"), "BR": (29, "8n5n10n1a1c"), "CH": (21, "5n12c"), "CR": (22, "4n14n"),
    "CY": (28, "3n5n16c"), "CZ": (24, "4n6n10n"), "DE": (22, "8n10n"), "DK": (18, "4n9n1n"),
    "DO": (28, "4a20n"), "EE": (20, "2n2n11n1n"), "ES": (24, "4n4n1n1n10n"), "FI": (18, "3n11n"),
    "FO": (18, "4n9n1n"), "FR": (27, "5n5n11c2n"), "GB": (22, "4a6n8n"), "GE": (22, "2a16n"),
    "GI": (23, "4a15c"), "GR": (27, "3n4n16c"), "HR": (21, "7n10n"), "HU": (28, "3n4n1n15n1n"),
    "IE": (22, "4a6n8n"), "IL": (23, "3n3n13n"), "IS": (26, "4n2n6n10n"), "IT": (27, "1a5n5n12c"),
    "JO": (30, "4a4n18c"), "KW": (30, "4a22c"), "KZ": (20, "3n13c"), "LB": (28, "4n20c"),
    "LI": (21, "5n12c"), "LT": (20, "5n11n"), "LU": (20, "3n13c"), "LV": (21, "4a13c"),
    "MC": (27, "5n5n11c2n"), "ME": (22, "3n13n2n"), "MK": (19, "3n10c2n"), "MT": (31, "4a5n18c"),
    "NL": (18, "4a10n"), "NO": (15, "4n6n1n"), "PK": (24, "4a16c"), "PL": (28, "8n16n"),
    "PT": (25, "4n4n11n2n"), "QA": (29, "4a21c"), "RO": (24, "4a16c"), "RS": (22, "3n13n2n"),
    "SA": (24, "2n18c"), "SE": (24, "3n16n1n"), "SI": (19, "5n8n2n"), "SK": (24, "4n6n10n"),
    "SM": (27, "1a5n5n12c"), "TN": (24, "2n3n13n2n"), "TR": (26, "5n1n16c"), "UA": (29, "6n19c"),
    "VG": (24, "4a16n"), "XK": (20, "4n10n2n"),
}
BANK_ALPHA = {
    "GB": ["NWBK", "BARC", "LOYD", "MIDL", "HBUK", "MONZ", "SRLG"], "NL": ["ABNA", "RABO", "INGB", "TRIO", "KNAB", "SNSB"],
    "IE": ["AIBK", "BOFI", "IPBS"], "RO": ["BTRL", "RNCB", "BRDE", "INGB"], "LV": ["HABA", "PARX", "UNLA"],
    "BG": ["BNBG", "UNCR", "STSA"], "MT": ["MALT", "VALL"], "KW": ["NBOK", "CBKU"], "QA": ["QNBA", "DOHB"],
    "PK": ["HABB", "MEZN", "SCBL"], "AZ": ["NABZ", "AIIB"], "JO": ["ARAB", "CBJO"], "VG": ["VPVG"],
    "BH": ["NBOB", "BMAG"], "GI": ["NWBK"], "DO": ["BAGR", "BCBH"],
}


def _bban_random(cc, pattern):
    out = []
    first = True
    for cnt, kind in re.findall(r"(\d+)([nac])", pattern):
        cnt = int(cnt)
        if kind == "a" and first and cc in BANK_ALPHA and cnt == 4:
            out.append(pick(BANK_ALPHA[cc]))
        elif kind == "a":
            out.append(rstr(string.ascii_uppercase, cnt))
        elif kind == "n":
            out.append(digits(cnt))
        else:
            out.append("".join(pick(string.ascii_uppercase) if chance(0.06) else str(R.randrange(10))
                               for _ in range(cnt)))
        first = False
    return "".join(out)


def _es_dc(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - sum(int(c) * k for c, k in zip(s, w)) % 11
    return {11: 0, 10: 1}.get(v, v)


def gen_bban(cc):
    length, pattern = IBAN_SPECS[cc]
    b = _bban_random(cc, pattern)
    if cc == "BE":
        chk = int(b[:10]) % 97 or 97
        b = b[:10] + "%02d" % chk
    elif cc in ("FR", "MC"):
        bank, branch, acct = b[:5], b[5:10], digits(11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        b = bank + branch + acct + "%02d" % key
    elif cc == "ES":
        bank, branch, acct = b[:4], b[4:8], b[10:]
        b = bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acct)) + acct
    elif cc == "NO":
        while True:
            body = b[:10]
            w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
            r = 11 - sum(int(c) * k for c, k in zip(body, w)) % 11
            if r == 11:
                r = 0
            if r != 10:
                b = body + str(r)
                break
            b = digits(11)
    assert len(b) == length - 4, (cc, b)
    return b


def make_iban(cc, bban):
    chk = 98 - iban_mod97(cc + "00" + bban)
    iban = "%s%02d%s" % (cc, chk, bban)
    assert iban_mod97(iban) == 1
    return iban


def gen_iban(cc=None):
    cc = cc or pick(list(IBAN_SPECS))
    return cc, make_iban(cc, gen_bban(cc))


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def fmt_iban(iban):
    r = R.random()
    if r < 0.5:
        v = group4(iban)
    elif r < 0.78:
        v = iban
    elif r < 0.9:
        v = iban.lower()
    else:
        v = group4(iban).lower() if chance(0.4) else group4(iban)
    return v


# ----------------------------------------------------------------- phones
def _nz(n):  # n digits, first not 0/1
    return str(R.randint(2, 9)) + digits(n - 1)


def _us_parts():
    while True:
        a = _nz(3)
        if a[1:] != "11" and a[1] != "9" and a not in ("555", "800", "888", "900"):
            break
    while True:
        b = _nz(3)
        if b[1:] != "11" and b != "555":
            break
    return a, b, digits(4)


def ph_us(cc="+1"):
    a, b, c = _us_parts()
    x = str(R.randint(2, 4999))
    return pick(["({a}) {b}-{c}", "{a}-{b}-{c}", "{a}.{b}.{c}", "+1 {a} {b} {c}", "+1-{a}-{b}-{c}",
                 "1 ({a}) {b}-{c}", "+1{a}{b}{c}", "({a}) {b}-{c} ext. {x}", "{a}-{b}-{c} x{x}",
                 "+1 ({a}) {b}-{c}", "{a}{b}{c}", "{a}-{b}-{c}, ext {x}"]).format(a=a, b=b, c=c, x=x)


def ph_gb():
    m = "7" + str(R.randint(4, 9)) + digits(2)
    s6 = digits(6)
    ldn = "7" + digits(3), digits(4)
    return pick(["0{m} {s}".format(m=m, s=s6), "+44 {m} {s}".format(m=m, s=s6),
                 "+44 (0){m} {a} {b}".format(m=m, a=s6[:3], b=s6[3:]), "+44{m}{s}".format(m=m, s=s6),
                 "020 {a} {b}".format(a=ldn[0], b=ldn[1]), "+44 20 {a} {b}".format(a=ldn[0], b=ldn[1]),
                 "0161 {a} {b}".format(a=_nz(3), b=digits(4)), "+44 131 {a} {b}".format(a=_nz(3), b=digits(4))])


def ph_de():
    mob = pick(["151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"])
    rest = _nz(7) if chance(0.4) else _nz(8)
    area, loc = pick([("30", _nz(8)), ("89", _nz(7)), ("40", _nz(8)), ("221", _nz(7)), ("711", _nz(7))])
    return pick(["0{m} {r}".format(m=mob, r=rest), "+49 {m} {r}".format(m=mob, r=rest),
                 "+49 (0){m} {r}".format(m=mob, r=rest), "0{m}/{r}".format(m=mob, r=rest),
                 "+49{m}{r}".format(m=mob, r=rest), "0{a}/{l}".format(a=area, l=loc),
                 "+49 {a} {l}".format(a=area, l=loc), "0049 {a} {l}".format(a=area, l=loc),
                 "0{a} {l1} {l2}".format(a=area, l1=loc[:3], l2=loc[3:]),
                 "+49 (0){a} {l}-{x}".format(a=area, l=loc, x=R.randint(10, 99))])


def ph_fr():
    p = [pick(["6", "7", "1", "2", "4", "5", "9"])] + [digits(2) for _ in range(4)]
    return pick(["0{0} {1} {2} {3} {4}", "+33 {0} {1} {2} {3} {4}", "0{0}.{1}.{2}.{3}.{4}",
                 "+33 (0){0} {1} {2} {3} {4}", "0{0}{1}{2}{3}{4}", "+33{0}{1}{2}{3}{4}",
                 "0033 {0} {1} {2} {3} {4}", "0{0}-{1}-{2}-{3}-{4}"]).format(*p)


def ph_es():
    n = pick(["6", "7", "91", "93", "96"])
    n = n + digits(9 - len(n))
    return pick(["{a} {b} {c}", "+34 {a} {b} {c}", "+34 {n}", "{n}", "+34 {a} {d} {e} {f}"]).format(
        a=n[:3], b=n[3:6], c=n[6:], n=n, d=n[3:5], e=n[5:7], f=n[7:])


def ph_it():
    mob = "3" + pick(["20", "28", "33", "35", "38", "40", "47", "48", "49", "66", "88", "92"]) + digits(7)
    land = pick(["06", "02", "055", "011"])
    land = land + digits(10 - len(land))
    return pick(["{m0} {m1} {m2}".format(m0=mob[:3], m1=mob[3:6], m2=mob[6:]),
                 "+39 {m0} {m1}".format(m0=mob[:3], m1=mob[3:]), "+39 {m}".format(m=mob),
                 "{l0} {l1} {l2}".format(l0=land[:2], l1=land[2:6], l2=land[6:]),
                 "+39 {l0} {l1}".format(l0=land[:2], l1=land[2:]), "{m0}-{m1}".format(m0=mob[:3], m1=mob[3:])])


def ph_nl():
    m = digits(8)
    return pick(["06-{m}", "+31 6 {m}", "06 {a} {b}", "+31 (0)6 {a} {b}", "+316{m}",
                 "020-{c} {d}", "+31 (0)20 {c} {d}", "010 {c} {d}"]).format(
        m=m, a=m[:4], b=m[4:], c=_nz(3), d=digits(4))


def ph_pl():
    m = pick(["5", "6", "7", "8"]) + digits(8)
    return pick(["{a} {b} {c}", "+48 {a} {b} {c}", "+48 {a}-{b}-{c}", "+48{m}", "+48 22 {x} {y} {z}",
                 "(22) {x} {y} {z}"]).format(a=m[:3], b=m[3:6], c=m[6:], m=m, x=_nz(3), y=digits(2), z=digits(2))


def ph_se():
    m = pick(["70", "72", "73", "76", "79"])
    return pick(["0{m}-{a} {b} {c}", "+46 {m} {a} {b} {c}", "+46 (0){m} {a} {b} {c}", "0{m}{a}{b}{c}",
                 "08-{a} {d} {e}", "+46 8 {a} {d} {e}"]).format(
        m=m, a=_nz(3), b=digits(2), c=digits(2), d=digits(3), e=digits(2))


def ph_pt():
    m = "9" + pick(["1", "2", "3", "6"]) + digits(7)
    return pick(["{a} {b} {c}", "+351 {a} {b} {c}", "+351{m}", "+351 21 {x} {y}"]).format(
        a=m[:3], b=m[3:6], c=m[6:], m=m, x=_nz(3), y=digits(4))


def ph_br():
    ddd = pick(["11", "21", "31", "41", "51", "61", "71", "81", "85"])
    return pick(["({d}) 9{a}-{b}", "+55 {d} 9{a}-{b}", "+55 ({d}) 9{a}-{b}", "+55{d}9{a}{b}",
                 "({d}) {c}-{b}", "{d} 9{a} {b}"]).format(d=ddd, a=digits(4), b=digits(4), c=_nz(4))


def ph_tr():
    m = "5" + pick(["30", "32", "33", "35", "41", "42", "44", "52", "55"])
    return pick(["0{m} {a} {b} {c}", "+90 {m} {a} {b} {c}", "+90 ({m}) {a} {b} {c}", "+90{m}{a}{b}{c}",
                 "0 ({l}) {a} {b} {c}", "+90 {l} {a} {b} {c}"]).format(
        m=m, l=pick(["212", "216", "312", "232"]), a=_nz(3), b=digits(2), c=digits(2))


def ph_jp():
    m = pick(["90", "80", "70"])
    return pick(["0{m}-{a}-{b}", "+81 {m}-{a}-{b}", "+81 {m} {a} {b}", "03-{a}-{b}", "+81 3-{a}-{b}",
                 "06-{a}-{b}", "(03) {a}-{b}"]).format(m=m, a=_nz(4), b=digits(4))


def ph_in():
    m = pick(["9", "8", "7"]) + digits(4)
    return pick(["+91 {m} {n}", "+91-{m}-{n}", "0{m} {n}", "{m} {n}", "+91{m}{n}", "+91 22 {x} {y}"]).format(
        m=m, n=digits(5), x=_nz(4), y=digits(4))


def ph_au():
    return pick(["04{a} {b} {c}", "+61 4{a} {b} {c}", "(02) {d} {e}", "+61 2 {d} {e}", "(03) {d} {e}",
                 "+614{a}{b}{c}"]).format(a=digits(2), b=digits(3), c=digits(3), d=_nz(4), e=digits(4))


def ph_mx():
    return pick(["+52 55 {a} {b}", "55 {a} {b}", "+52 1 55 {a} {b}", "+52 (33) {a} {b}", "(81) {a}-{b}"]).format(
        a=_nz(4), b=digits(4))


def ph_ch():
    return pick(["0{m} {a} {b} {c}", "+41 {m} {a} {b} {c}", "+41 (0){m} {a} {b} {c}", "+41{m}{a}{b}{c}",
                 "044 {a} {b} {c}", "+41 44 {a} {b} {c}"]).format(
        m=pick(["76", "77", "78", "79"]), a=_nz(3), b=digits(2), c=digits(2))


PHONE_COUNTRIES = [  # (generator, languages whose texts suit the number, weight)
    (ph_us, ["en", "es"], 16), (ph_gb, ["en"], 8), (ph_de, ["de", "en"], 10), (ph_fr, ["fr", "en"], 8),
    (ph_es, ["es"], 6), (ph_it, ["it"], 6), (ph_nl, ["nl"], 6), (ph_pl, ["pl"], 5), (ph_se, ["sv"], 5),
    (ph_pt, ["pt"], 4), (ph_br, ["pt", "en"], 5), (ph_tr, ["tr"], 5), (ph_jp, ["ja", "en"], 5),
    (ph_in, ["en"], 5), (ph_au, ["en"], 5), (ph_mx, ["es"], 4), (ph_ch, ["de", "fr", "it"], 4),
]


def gen_phone():
    tot = sum(w for _, _, w in PHONE_COUNTRIES)
    x = R.uniform(0, tot)
    for fn, langs, w in PHONE_COUNTRIES:
        x -= w
        if x <= 0:
            break
    return fn(), pick(langs)


# ----------------------------------------------------------------- IP addresses
def gen_ipv4(kind=None):
    kind = kind or pick(["public", "public", "public", "private"])
    if kind == "private":
        return pick(["10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)),
                     "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254)),
                     "192.168.%d.%d" % (R.randint(0, 255), R.randint(1, 254))])
    while True:
        a = R.randint(1, 223)
        b = R.randint(0, 255)
        if a in (10, 127, 0) or (a == 100 and 64 <= b <= 127) or (a == 169 and b == 254) \
                or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or (a == 198 and b in (18, 19)):
            continue
        return "%d.%d.%d.%d" % (a, b, R.randint(0, 255), R.randint(1, 254))


def compress_v6(groups):
    best, bl, i = -1, 0, 0
    while i < 8:
        if groups[i] == 0:
            j = i
            while j < 8 and groups[j] == 0:
                j += 1
            if j - i > bl:
                best, bl = i, j - i
            i = j
        else:
            i += 1
    hx = ["%x" % g for g in groups]
    if bl < 2:
        return ":".join(hx)
    return ":".join(hx[:best]) + "::" + ":".join(hx[best + bl:])


def gen_ipv6(kind=None):
    kind = kind or pick(["global", "global", "global", "ula", "linklocal"])
    if kind == "global":
        pre = pick([[0x2a02, R.randint(0, 0xffff)], [0x2a01, 0x4f8], [0x2600, R.randint(0x1f00, 0x1fff)],
                    [0x2607, 0xf8b0], [0x2406, 0xda00], [0x2001, 0x41d0], [0x2a03, 0x2880],
                    [0x2003, 0xe6], [0x2a00, 0x1450], [0x2804, R.randint(0, 0xffff)]])
        g = pre + [R.randint(0, 0xffff) for _ in range(2)]
        g += [0, 0, 0, R.randint(1, 0xffff)] if chance(0.35) else [R.randint(0, 0xffff) for _ in range(4)]
    elif kind == "ula":
        g = [0xfd00 | R.randint(0, 0xff)] + [R.randint(0, 0xffff) for _ in range(3)]
        g += [0, 0, 0, R.randint(1, 0xff)] if chance(0.5) else [R.randint(0, 0xffff) for _ in range(4)]
    else:
        g = [0xfe80, 0, 0, 0] + [R.randint(0, 0xffff) for _ in range(4)]
    if chance(0.12):
        return ":".join("%04x" % x for x in g)
    v = compress_v6(g)
    return v.upper() if chance(0.1) else v


# ----------------------------------------------------------------- e-mail values
PERSONAL_DOMAINS = {
    "en": ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "proton.me", "aol.com",
           "fastmail.com", "comcast.net", "btinternet.com", "me.com"],
    "de": ["gmx.de", "web.de", "t-online.de", "posteo.de", "gmail.com", "mailbox.org", "gmx.at", "bluewin.ch"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "hotmail.fr", "wanadoo.fr"],
    "es": ["gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"],
    "it": ["libero.it", "virgilio.it", "gmail.com", "tiscali.it", "alice.it"],
    "pt": ["sapo.pt", "gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"],
    "nl": ["ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "telenet.be"],
    "pl": ["wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com"],
    "sv": ["telia.com", "gmail.com", "hotmail.se", "bredband.net", "live.se"],
    "tr": ["gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr"],
    "ja": ["gmail.com", "yahoo.co.jp", "docomo.ne.jp", "icloud.com", "ezweb.ne.jp"],
}
WORK_DOMAINS = ["brightlane.io", "kestrel-design.co.uk", "vogelsang-bau.de", "atelier-morel.fr", "huertasol.es",
                "studiolegale-ferri.it", "vandam-installatie.nl", "kowalczyk-serwis.pl", "fjordtech.se",
                "anadolu-lojistik.com.tr", "tanaka-kogyo.co.jp", "pinecrest-dental.com", "cedarloop.ca",
                "harbor-half.org", "crescendo-music.co.uk", "ridgerunner50k.com", "fragfest.gg",
                "goldenhour-photo.com.au", "tacorodeo.us", "uni-potsdam.de", "student.uva.nl", "lab.ethz.ch"]


def gen_email(lang, first=None, last=None):
    if lang == "ja":
        f, l = pick(JA_ROMAJI[0]), pick(JA_ROMAJI[1])
    else:
        f = ascii_fold(first or pick(NAMES[lang][0])).lower()
        l = ascii_fold(last or pick(NAMES[lang][1])).lower().replace(" ", "")
    yy, n2 = str(R.randint(60, 99) if chance(0.5) else R.randint(0, 12)).zfill(2), str(R.randint(1, 999))
    local = pick(["{f}.{l}", "{f}{l}", "{f}_{l}", "{f0}{l}", "{f}.{l}{yy}", "{l}.{f}", "{f}{n2}", "{f}-{l}",
                  "{f}.{l}+{tag}", "{f0}.{l}", "{nick}{n2}", "{f}{l0}{yy}", "{l}{f0}"]).format(
        f=f, l=l, f0=f[0], l0=l[0], yy=yy, n2=n2,
        tag=pick(["bookings", "news", "race", "vet", "shop", "tix"]),
        nick=pick(["sunnyday", "bikefan", "trailmix", "pianomom", "kitty.lover", "fragmaster", "greenthumb",
                   "the.real." + f, f + "_photo", "xx" + f + "xx"]))
    dom = pick(WORK_DOMAINS) if chance(0.25) else pick(PERSONAL_DOMAINS[lang])
    email = local + "@" + dom
    if chance(0.07):
        email = local.capitalize() + "@" + dom
    return email


# ----------------------------------------------------------------- e-mail disguises
AT_WORDS = {  # lang -> (at word, dot word)
    "de": [("ät", "punkt"), ("(ät)", "(punkt)"), ("bei", "punkt"), ("[at]", "[punkt]")],
    "fr": [("arobase", "point"), ("[arobase]", "[point]")], "es": [("arroba", "punto"), ("(arroba)", "(punto)")],
    "it": [("chiocciola", "punto"), ("(chiocciola)", "punto")], "pt": [("arroba", "ponto")],
    "nl": [("apenstaartje", "punt"), ("at", "punt")], "pl": [("małpa", "kropka"), ("(małpa)", "(kropka)")],
    "sv": [("snabel-a", "punkt")], "tr": [("et", "nokta")], "ja": [("アットマーク", "ドット"), ("あっと", "どっと")],
    "ru": [("собака", "точка")], "zh": [("艾特", "点")], "cs": [("zavináč", "tečka")], "el": [("παπάκι", "τελεία")],
    "fi": [("ät", "piste")], "da": [("snabel-a", "punktum")],
}
FULLW = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + string.digits + "@.-_+"}


def _split_dom(dom, word):
    return (" %s " % word).join(dom.split("."))


def disguise_email(email, lang):
    """Return (disguise, language hint) with disguise != email."""
    local, dom = email.split("@")
    styles = [
        lambda: "%s at %s" % (local, _split_dom(dom, "dot")),
        lambda: "%s [at] %s" % (local, _split_dom(dom, "[dot]")),
        lambda: "%s(at)%s" % (local, dom),
        lambda: "%s (at) %s" % (local, _split_dom(dom, "(dot)")),
        lambda: "%s&#64;%s" % (local, dom),
        lambda: "%s&#x40;%s" % (local, dom.replace(".", "&#46;")),
        lambda: "%s @ %s" % (local, dom),
        lambda: "".join(FULLW.get(c, c) for c in email),
        lambda: "%s{at}%s" % (local, dom),
        lambda: "%s AT %s" % (local.upper(), _split_dom(dom.upper(), "DOT")),
        lambda: "%s%%40%s" % (local, dom),
        lambda: " ".join(email),
        lambda: "%s＠%s" % (local, dom),
        lambda: "%s <at> %s <dot> %s" % (local, dom.rsplit(".", 1)[0], dom.rsplit(".", 1)[1]),
        lambda: "%s -at- %s" % (local, dom),
        lambda: "%s\u200b@\u200b%s" % (local, dom),
        lambda: "%s<span>@</span>%s" % (local, dom),
        lambda: "%s<!-- x -->@<!-- y -->%s" % (local, dom),
        lambda: "%s\\u0040%s" % (local, dom),
        lambda: "%s at sign %s" % (local.replace(".", " dot "), _split_dom(dom, "dot")),
        lambda: "%sNOSPAM@%s" % (local, dom),
        lambda: "%s#%s" % (local, dom),
        lambda: "%s (a) %s" % (local, dom),
        lambda: "%s\n@\n%s" % (local, dom),
        lambda: "%s🌀%s" % (local, dom),
        lambda: "%s at %s" % (local.replace(".", " dot ").replace("_", " underscore "), _split_dom(dom, "dot")),
    ]
    idx = R.randrange(len(styles) + 6)
    if idx >= len(styles):  # language-specific spelled-out variant
        lg = lang if lang in AT_WORDS else pick(list(AT_WORDS))
        at, dot = pick(AT_WORDS[lg])
        return "%s %s %s" % (local, at, _split_dom(dom, dot)), "spelled-" + lg
    return styles[idx](), "style%d" % idx


EMAIL_DISG_TPL = {
    "style11": ["write me: {d} (letters spaced so the bots don't grab it)"],
    "style15": ["Mail: {d}"],
    "style20": ["Contact {d} — remove NOSPAM before sending."],
    "style21": ["我的邮箱是 {d}（把#换成@）", "email is {d} (replace the # with @ obviously)"],
    "style23": ["ok here goes, my address is\n{d}\nwithout the line breaks"],
    "style24": ["swap the swirl for an at sign: {d}"],
    "b64": ["not putting it in plain text, here's my email in base64: {d}"],
    "rev": ["read it backwards lol: {d}"],
    "gmail": ["just use {d}, that's where I check stuff"],
}
EMAIL_DISG_GENERIC = {
    "en": ["you can reach me at {d} if the form keeps eating my address",
           "Please send the details about {topic} to {d} — thanks!",
           "{d} is my email (written weird because the chat blocks addresses)",
           "hey {agent}, email me at {d} pls", "Contact: {d}",
           "[{time}] {first}: my mail is {d}\n[{time2}] {agent}: got it, thanks"],
    "de": ["Meine Mail: {d} – bitte für {topic} verwenden.", "schreib mir an {d}, danke!"],
    "fr": ["Mon mail c'est {d}, merci pour {topic} !", "Écrivez-moi à {d}."],
    "es": ["Mi correo es {d}, gracias por lo de {topic}.", "escríbeme a {d} porfa"],
    "it": ["La mia email è {d}, grazie.", "scrivimi a {d} per {topic}"],
    "pt": ["Meu e-mail é {d}, obrigado!", "manda pra {d} por favor"],
    "nl": ["Mijn mailadres is {d}, alvast bedankt.", "mail me op {d} aub"],
    "pl": ["Mój mail to {d}, dzięki!", "Proszę pisać na {d}."],
    "sv": ["Min mejl är {d}, tack!", "maila mig på {d}"],
    "tr": ["E-postam {d}, teşekkürler.", "bana {d} adresinden yazın"],
    "ja": ["メールは {d} です。よろしくお願いします。"],
}


def build_email_disguised():
    lang = pick(LANGS) if chance(0.5) else "en"
    c = ctx(lang)
    email = gen_email(lang, c["first"], c["last"]).lower()
    r = R.random()
    if r < 0.05:
        d, key = base64.b64encode(email.encode()).decode(), "b64"
    elif r < 0.10:
        d, key = email[::-1], "rev"
    elif r < 0.15 and email.endswith(("@gmail.com", "@outlook.com", "@yahoo.com", "@icloud.com", "@hotmail.com")):
        local, dom = email.split("@")
        d, key = pick(["%s at %s", "%s on %s", "%s (%s)"]) % (local, dom.split(".")[0]), "gmail"
    else:
        d, key = disguise_email(email, lang)
    if key.startswith("spelled-"):
        tpl = pick(EMAIL_DISG_GENERIC[lang])
    elif key in EMAIL_DISG_TPL:
        tpl = pick(EMAIL_DISG_TPL[key])
    else:
        tpl = pick(EMAIL_DISG_GENERIC[lang])
    assert d != email
    return {"value": email, "disguise": d, "text": fill(tpl, d=d, **c)}


BUILDERS.append(("email", 75, build_email_disguised))


# ----------------------------------------------------------------- structured (form/table/config) frames
FORM_L = {  # lang -> (name, date, form title, notes)
    "en": ("Name", "Date", "Booking form", "Notes"), "de": ("Name", "Datum", "Anmeldeformular", "Bemerkungen"),
    "fr": ("Nom", "Date", "Formulaire d'inscription", "Remarques"), "es": ("Nombre", "Fecha", "Formulario", "Notas"),
    "it": ("Nome", "Data", "Modulo di prenotazione", "Note"), "pt": ("Nome", "Data", "Formulário", "Observações"),
    "nl": ("Naam", "Datum", "Aanmeldformulier", "Opmerkingen"), "pl": ("Imię i nazwisko", "Data", "Formularz", "Uwagi"),
    "sv": ("Namn", "Datum", "Anmälningsformulär", "Anteckningar"), "tr": ("Ad Soyad", "Tarih", "Kayıt formu", "Notlar"),
    "ja": ("氏名", "日付", "申込書", "備考"),
}
LABELS = {
    "email": {"en": ["Email", "E-mail", "Email address", "Contact email", "Reply-to"],
              "de": ["E-Mail", "E-Mail-Adresse", "Mail"], "fr": ["Courriel", "E-mail", "Adresse e-mail"],
              "es": ["Correo electrónico", "Email", "Correo"], "it": ["Email", "Indirizzo email"],
              "pt": ["E-mail", "Endereço de e-mail"], "nl": ["E-mailadres", "E-mail"], "pl": ["E-mail", "Adres e-mail"],
              "sv": ["E-post", "Mejl"], "tr": ["E-posta", "E-posta adresi"], "ja": ["メールアドレス", "Eメール"]},
    "phone": {"en": ["Phone", "Tel", "Mobile", "Cell", "Phone number", "Contact no.", "Ph.", "Daytime phone"],
              "de": ["Telefon", "Tel.", "Handy", "Mobil", "Rufnummer"], "fr": ["Téléphone", "Tél.", "Portable"],
              "es": ["Teléfono", "Tel.", "Móvil", "Celular"], "it": ["Telefono", "Tel.", "Cellulare"],
              "pt": ["Telefone", "Telemóvel", "Celular"], "nl": ["Telefoon", "Tel.", "Mobiel", "Telefoonnummer"],
              "pl": ["Telefon", "Tel.", "Nr telefonu", "Komórka"], "sv": ["Telefon", "Tel.", "Mobil", "Mobilnummer"],
              "tr": ["Telefon", "Tel", "Cep", "Cep telefonu"], "ja": ["電話番号", "TEL", "携帯"]},
    "credit_card": {"en": ["Card number", "Credit card", "CC#", "Card no.", "PAN", "Payment card"],
                    "de": ["Kartennummer", "Kreditkarte"], "fr": ["Numéro de carte", "Carte bancaire", "N° CB"],
                    "es": ["Número de tarjeta", "Tarjeta"], "it": ["Numero carta", "Carta di credito"],
                    "pt": ["Número do cartão", "Cartão de crédito"], "nl": ["Kaartnummer", "Creditcard"],
                    "pl": ["Numer karty", "Karta"], "sv": ["Kortnummer", "Kreditkort"],
                    "tr": ["Kart numarası", "Kredi kartı"], "ja": ["カード番号", "クレジットカード番号"]},
    "iban": {"en": ["IBAN", "Bank account (IBAN)", "Payout IBAN", "Account"], "de": ["IBAN", "Bankverbindung"],
             "fr": ["IBAN", "RIB / IBAN", "Coordonnées bancaires"], "es": ["IBAN", "Cuenta (IBAN)"],
             "it": ["IBAN", "Coordinate bancarie"], "pt": ["IBAN", "NIB/IBAN"], "nl": ["IBAN", "Rekeningnummer"],
             "pl": ["IBAN", "Numer rachunku"], "sv": ["IBAN", "Kontonummer (IBAN)"], "tr": ["IBAN", "Hesap (IBAN)"],
             "ja": ["IBAN", "口座 (IBAN)"]},
    "us_ssn": {"en": ["SSN", "Social Security Number", "SS#", "Soc. Sec. No.", "Social Security #"],
               "es": ["Número de Seguro Social", "SSN", "Seguro Social"]},
    "ip_address": {"en": ["IP", "IP address", "Client IP", "Source IP", "Public IP"], "de": ["IP-Adresse"],
                   "fr": ["Adresse IP"], "es": ["Dirección IP"], "it": ["Indirizzo IP"], "pt": ["Endereço IP"],
                   "nl": ["IP-adres"], "pl": ["Adres IP"], "sv": ["IP-adress"], "tr": ["IP adresi"], "ja": ["IPアドレス"]},
}
KEYS = {"email": ["email", "contact_email", "mail", "emailAddress"], "phone": ["phone", "mobile", "tel", "phone_number"],
        "credit_card": ["card_number", "cc_number", "pan", "cardNo"], "iban": ["iban", "bank_iban", "payout_iban"],
        "us_ssn": ["ssn", "social_security_no", "ssn_full"], "ip_address": ["ip", "client_ip", "remote_addr", "src_ip"]}


def label(typ, lang):
    return pick(LABELS[typ].get(lang) or LABELS[typ]["en"])


def structured(typ, v, c):
    lang = c["lang"]
    ln, ld, lf, lnote = FORM_L[lang]
    lab, key = label(typ, lang), pick(KEYS[typ])
    k = R.randrange(9)
    if k == 0:
        return "%s — %s\n%s: %s\n%s: %s\n%s: %s\n%s: %s" % (c["biz"], lf, ln, c["full"], lab, v, ld, c["date"],
                                                         lnote, c["topic"])
    if k == 1:
        return "name,%s,date,ref\n\"%s\",\"%s\",%s,%s" % (key, c["full"], v, c["date"], c["ticket"])
    if k == 2:
        return "| %s | %s | %s |\n|---|---|---|\n| %s | %s | %s |" % (ln, lab, lnote, c["full"], v, c["topic"])
    if k == 3:
        return ("<table><tr><th>%s</th><th>%s</th></tr>\n<tr><td>%s</td><td>%s</td></tr></table>"
                % (ln, lab, c["full"], v))
    if k == 4:
        return json.dumps({"customer": c["full"], key: v, "topic": c["topic"], "ref": c["ticket"]},
                          ensure_ascii=False, indent=pick([None, 2]))
    if k == 5:
        return "contact:\n  name: %s\n  %s: \"%s\"\n  note: %s" % (c["full"], key, v, c["topic"])
    if k == 6:
        return "%s INFO [%s] profile updated ref=%s %s=%s" % (c["iso"], c["setting"], c["ticket"], key, v)
    if k == 7:
        return "%s\n%s: %s (%s)" % (c["topic"], lab, v, c["full"])
    return "%s: %s | %s: %s | %s: %s" % (ln, c["full"], lab, v, ld, c["date"])


# ----------------------------------------------------------------- plain e-mail rows
EMAIL_TPL = {
    "en": ["Hi {agent}, could you send the invoice for {topic} to {v}? Thanks!",
           "{v} — that's my new address, please update it for {topic}.",
           "Please reply to {v}.",
           "From: {full} <{v}>\nSubject: {topic}\n\nHi there, quick question about {topic}. Cheers, {first}",
           "[{time}] {first}: can u email me the details?\n[{time2}] {agent} ({biz}): sure, what's the address?\n"
           "[{time3}] {first}: {v}\n[{time4}] {agent} ({biz}): done 👍",
           "called re {topic}, custmer wants confirmaton sent to {v} asap (said old adress bounced)",
           "txt from {first}: pls use {v} not my work one lol",
           "AGENT: And the best email for you?\nCALLER: Sure, it's {v}.\nAGENT: Perfect, I'll send the {biz} details there.",
           "Contact [{v}] regarding {topic}.",
           'Sign-up note: "{v}" - {topic}',
           '<p>Questions? Ask <a href="mailto:{v}">{full}</a>.</p>',
           "omg thank you!! send the pics to {v} 😍",
           "{biz} waitlist: {full} ({v}) — {topic}",
           "Reminder for {date}: {topic}. Confirmation goes to {v}; nothing else needed.",
           "my email changed to {v}, the old one is dead"],
    "de": ["Hallo {agent}, bitte schicken Sie die Rechnung für {topic} an {v}. Danke!",
           "Meine neue Mailadresse ist {v} – bitte ändern.",
           "hi, hier {first}. schreib mir einfach an {v}, bin grad unterwegs",
           "Rückfragen zu {topic} bitte an {v} (ab {date})."],
    "fr": ["Bonjour, pourriez-vous m'envoyer la confirmation pour {topic} à {v} ? Merci.",
           "Mon adresse mail : {v}", "coucou c {first}, envoie moi ça sur {v} stp"],
    "es": ["Hola, ¿me podéis mandar la info sobre {topic} a {v}? Gracias.",
           "Mi correo es {v}, escríbeme cuando puedas.", "Para {topic}, contacto: «{v}»."],
    "it": ["Buongiorno, vi chiedo di inviare la conferma per {topic} all'indirizzo {v}. Grazie.",
           "scrivimi su {v} che il telefono è scarico"],
    "pt": ["Olá! Podem mandar o orçamento de {topic} para {v}? Obrigada.", "meu email é {v}, qualquer coisa me avisa"],
    "nl": ["Hoi, kunnen jullie de bevestiging voor {topic} naar {v} sturen? Dank!", "mailen kan naar {v}"],
    "pl": ["Dzień dobry, proszę o przesłanie potwierdzenia ({topic}) na adres {v}.", "pisz na {v}, pozdro"],
    "sv": ["Hej! Skicka gärna kvittot för {topic} till {v}, tack.", "{v} funkar bäst för mig"],
    "tr": ["Merhaba, {topic} için faturayı {v} adresine gönderebilir misiniz? Teşekkürler.",
           "mailim {v}, oradan yazarsanız sevinirim"],
    "ja": ["お世話になっております。{topic}の件、確認メールを{v}までお送りください。", "連絡先：{v}（{full}）"],
}


def pick_lang(p_en=0.5, langs=None):
    langs = langs or LANGS
    return "en" if chance(p_en) and "en" in langs else pick(langs)


def build_email():
    lang = pick_lang(0.5)
    c = ctx(lang)
    v = gen_email(lang, c["first"], c["last"])
    if chance(0.35):
        text = structured("email", v, c)
    else:
        text = fill(pick(EMAIL_TPL[lang]), v=v, **c)
    return {"value": v, "text": text}


BUILDERS.append(("email", 200, build_email))


# ----------------------------------------------------------------- credit cards: plain rows
def exp_date():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(25, 31))


def amount(lang):
    a = R.randint(15, 2400)
    cents = pick(["00", "50", "99", "00", "25"])
    if lang == "en":
        return pick(["$", "£", "€"]) + "%d.%s" % (a, cents)
    if lang == "ja":
        return "¥%d,%03d" % (a // 10 or 1, R.randint(0, 999))
    cur = {"pl": " zł", "sv": " kr", "tr": " TL"}.get(lang, " €")
    return "%d,%s%s" % (a, cents, cur)


CARD_TPL = {
    "en": ["Hi, I'd like to pay the deposit for {topic} with my card: {v}, exp {exp}.",
           "{v} is the card to charge for {topic}.",
           "CALLER: okay the card number is {v}\nAGENT: and the expiry?\nCALLER: {exp}",
           "pls charge remaing balance to my visa... wait no, full numbr is {v} exp {exp}",
           "Payment details → {brand} {v} (exp {exp})",
           "use my {brand} {v} for {topic}, I'll pay u back",
           "Subject: Payment for {topic}\n\nDear {agent},\nplease charge {v} for the outstanding {amount}.\nBest, {full}",
           "Card on file [{v}] declined twice, customer asked us to retry tomorrow.",
           '{"amount": "{amount}", "source": {"object": "card", "number": "{v}", "exp": "{exp}"}}',
           "{iso} WARN payment-gw raw PAN in request body: pan={v} order={ticket}",
           "[{time}] {first}: can I just give you the card now?\n[{time2}] {agent}: sure\n[{time3}] {first}: {v}\n"
           "[{time4}] {agent}: thanks, processing {amount}",
           "ugh new card arrived, number is {v}. old one expired",
           "Charge {amount} to card ending... actually here's the whole thing: {v}. Thanks {agent}!"],
    "de": ["Hallo {agent}, bitte buchen Sie {amount} für {topic} von meiner Karte ab: {v}, gültig bis {exp}.",
           "Kreditkarte: {v} (gültig bis {exp}) – {full}"],
    "fr": ["Bonjour, vous pouvez débiter {amount} pour {topic} sur ma carte {v}, expiration {exp}.",
           "ma CB c'est {v}, exp {exp}"],
    "es": ["Hola, paguen {topic} con mi tarjeta {v}, caduca {exp}. Gracias.", "tarjeta: {v} ({exp})"],
    "it": ["Buongiorno, addebitate pure {amount} sulla carta {v}, scadenza {exp}.", "carta {v} scad. {exp}"],
    "pt": ["Oi! Pode cobrar {topic} no meu cartão {v}, validade {exp}.", "cartão novo: {v}"],
    "nl": ["Hoi, je mag {amount} afschrijven van mijn creditcard {v} (geldig tot {exp}).", "kaart: {v}"],
    "pl": ["Dzień dobry, proszę obciążyć kartę {v} (ważna do {exp}) kwotą {amount}.", "karta {v}, dzięki"],
    "sv": ["Hej, dra {amount} från mitt kort {v}, giltigt till {exp}.", "kortet är {v}"],
    "tr": ["Merhaba, {amount} tutarını {v} numaralı kartımdan çekebilirsiniz, son kullanma {exp}.",
           "kart no: {v}"],
    "ja": ["{topic}の代金はカード{v}（有効期限{exp}）でお願いします。", "カード番号：{v}"],
}


def build_card():
    lang = pick_lang(0.5)
    c = ctx(lang)
    brand, num = gen_card()
    v = fmt_card(num)
    if chance(0.3):
        text = structured("credit_card", v, c)
    else:
        text = fill(pick(CARD_TPL[lang]), v=v, brand=brand, exp=exp_date(), amount=amount(lang), **c)
    return {"value": v, "text": text}


BUILDERS.append(("credit_card", 200, build_card))

# ----------------------------------------------------------------- credit cards: disguised rows
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
}
DIGIT_SCRIPTS = {
    "fullwidth": "０１２３４５６７８９", "arabic": "٠١٢٣٤٥٦٧٨٩", "persian": "۰۱۲۳۴۵۶۷۸۹",
    "devanagari": "०१२३४५६७८९", "bengali": "০১২৩৪৫৬৭৮৯", "thai": "๐๑๒๓๔๕๖๗๘๙", "kanji": "〇一二三四五六七八九",
    "circled": "⓪①②③④⑤⑥⑦⑧⑨", "doublestruck": "𝟘𝟙𝟚𝟛𝟜𝟝𝟞𝟟𝟠𝟡", "superscript": "⁰¹²³⁴⁵⁶⁷⁸⁹",
}
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
ONES = DIGIT_WORDS["en"].split()


def en_pair(p):
    a, b = int(p[0]), int(p[1])
    if a == 0:
        return "oh " + ONES[b]
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("" if b == 0 else "-" + ONES[b])


def en_phone_style(num):
    out, i = [], 0
    while i < len(num):
        w = "oh" if num[i] == "0" else ONES[int(num[i])]
        if i + 1 < len(num) and num[i + 1] == num[i]:
            out.append("double " + w)
            i += 2
        else:
            out.append(w)
            i += 1
    return " ".join(out)


def disguise_card(num, lang):
    g = card_groups(num)
    k = R.randrange(22)
    if k <= 3:  # digit words (language of the text, sometimes another)
        lg = lang if lang in DIGIT_WORDS and chance(0.7) else pick(list(DIGIT_WORDS))
        w = DIGIT_WORDS[lg].split()
        sep_in, sep_out = pick([(" ", ", "), (" ", " - "), ("-", " "), (" ", " / "), (" ", ". ")])
        return sep_out.join(sep_in.join(w[int(ch)] for ch in grp) for grp in g), "words-" + lg
    if k == 4:
        return ", ".join(en_pair(grp[i:i + 2]) if len(grp[i:i + 2]) == 2 else ONES[int(grp[i])]
                         for grp in g for i in range(0, len(grp), 2)), "pairs-en"
    if k == 5:
        return en_phone_style(num), "double-en"
    if k <= 9:
        sep = pick([".", "/", "_", "\n", " | ", "*", "~", " — ", "..", " :: ", "+", " ; "])
        return sep.join(g), "sep"
    if k <= 13:
        sc = pick(list(DIGIT_SCRIPTS))
        m = DIGIT_SCRIPTS[sc]
        j = pick([" ", "", "-"]) if sc not in ("kanji",) else pick(["", "・", " "])
        return j.join("".join(m[int(ch)] for ch in grp) for grp in g), "script-" + sc
    if k == 14 and ("0" in num or "1" in num):
        conv = "".join(pick("Oo") if ch == "0" else (pick("lI") if ch == "1" else ch) for ch in num)
        return pick([" ", "-", ""]).join(conv[sum(len(x) for x in g[:i]):sum(len(x) for x in g[:i + 1])]
                                          for i in range(len(g))), "letters"
    if k == 15:
        return " ".join(num), "spaced"
    if k == 16:
        return "".join(ch + "\ufe0f\u20e3" for ch in num), "keycap"
    if k == 17:
        return num[::-1], "reversed"
    if k == 18:
        return " dash ".join(g), "dash-word"
    if k == 19:
        return "".join("(%s)" % grp for grp in g), "parens"
    if k == 20:  # mixed: alternate representations per group
        w = DIGIT_WORDS[pick(list(DIGIT_WORDS))].split()
        fw = DIGIT_SCRIPTS["fullwidth"]
        parts = []
        for i, grp in enumerate(g):
            m = i % 3
            parts.append(grp if m == 0 else (" ".join(w[int(ch)] for ch in grp) if m == 1 else
                                             "".join(fw[int(ch)] for ch in grp)))
        return " / ".join(parts), "mixed"
    return ".".join(num), "dotted"


CARD_DISG_TPL = {
    "reversed": ["number's reversed so the filter doesn't eat it, read from the end: {d}"],
    "keycap": ["card {d} exp {exp} 🙈"],
    "letters": ["typing it with letters so the app lets it through: {d}"],
    "en": ["ok the card is {d}, exp {exp}", "typing it weird bc the app hides numbers: {d}",
           "Card number (spelled out as requested): {d}.", "CALLER: sure, it's {d}\nAGENT: thank you, and expiry?",
           "[{time}] {first}: {d}\n[{time2}] {first}: that's the card for {topic}", "pay with {d} pls, exp {exp}"],
    "de": ["Meine Kartennummer: {d}, gültig bis {exp}.", "karte ist {d} lol"],
    "fr": ["Ma carte : {d}, expire {exp}.", "numéro de CB : {d}"],
    "es": ["El número de la tarjeta es {d}, caduca {exp}.", "tarjeta {d} porfa"],
    "it": ["Il numero della carta è {d}, scadenza {exp}."], "pt": ["O número do cartão é {d}, validade {exp}."],
    "nl": ["Mijn kaartnummer: {d}, geldig tot {exp}."], "pl": ["Numer karty: {d}, ważna do {exp}."],
    "sv": ["Kortnumret är {d}, giltigt till {exp}."], "tr": ["Kart numaram {d}, son kullanma {exp}."],
    "ja": ["カード番号は{d}です。有効期限は{exp}。"],
}


def build_card_disguised():
    lang = pick_lang(0.45)
    c = ctx(lang)
    _, num = gen_card()
    d, style = disguise_card(num, lang)
    tlang = lang
    if style.startswith(("words-", "pairs-", "double-")):
        tlang = style.split("-", 1)[1]
        tlang = tlang if tlang in CARD_DISG_TPL else "en"
        if tlang != lang:
            c = ctx(tlang)
    tpl = pick(CARD_DISG_TPL.get(style) or CARD_DISG_TPL[tlang])
    assert d != num
    return {"value": num, "disguise": d, "text": fill(tpl, d=d, exp=exp_date(), **c)}


BUILDERS.append(("credit_card", 75, build_card_disguised))


# ----------------------------------------------------------------- phones
PHONE_TPL = {
    "en": ["Hi {agent}, this is {first} about {topic}. Best number to reach me is {v}.",
           "{v} - call me back after 5 pls",
           "new number, save it: {v}",
           "Please call the front desk at {v} if you're running late.",
           "Msg from {first} ({v}): running 10 min late for {topic}",
           "CALLER: yeah you can call me on {v}\nAGENT: got it, I'll ring you about {topic}.",
           "Left voicemail for {full} on {v}, no answer. Try again {date}.",
           "mobile: {v}; pref. contact by text",
           "if nobody picks up try my husband's cell {v}",
           "tel {v} (evenings only)",
           "Can you text me at {v} when {topic} is ready? thx",
           "[{time}] {first}: whats ur number?\n[{time2}] {agent}: {v}\n[{time3}] {first}: k calling now",
           "Emergency contact for {topic}: {full}, {v}.",
           "<p class=\"phone\">{v}</p> <!-- {biz} front desk -->",
           "cal me on {v} tomorow morning re {topic}, thx"],
    "de": ["Hallo {agent}, Rückruf bitte unter {v}, es geht um {topic}.", "meine neue Nummer: {v}",
           "Tel. {v} (ab 17 Uhr erreichbar)", "{v} – das ist das Handy von {first}, bitte nur SMS"],
    "fr": ["Bonjour, vous pouvez me rappeler au {v} pour {topic} ?", "mon portable : {v}", "Tél : {v} (après 18h)"],
    "es": ["Hola, llámame al {v} para lo de {topic}.", "mi cel es {v}", "Móvil de contacto: {v}."],
    "it": ["Buongiorno, potete richiamarmi al {v} per {topic}?", "il mio cell è {v}"],
    "pt": ["Oi, me liga no {v} sobre {topic}.", "meu número novo: {v}", "Contacto: {v}."],
    "nl": ["Hoi, bel me even op {v} over {topic}.", "mijn nummer is {v}"],
    "pl": ["Dzień dobry, proszę o kontakt pod numerem {v} w sprawie: {topic}.", "mój numer: {v}"],
    "sv": ["Hej, ring mig på {v} angående {topic}.", "nytt nummer: {v}"],
    "tr": ["Merhaba, {topic} için beni {v} numarasından arayabilir misiniz?", "numaram {v}"],
    "ja": ["{topic}の件でお電話ください。{v}", "連絡先は{v}です。"],
}


def build_phone():
    v, lang = gen_phone()
    c = ctx(lang)
    if chance(0.3):
        text = structured("phone", v, c)
    else:
        text = fill(pick(PHONE_TPL[lang]), v=v, **c)
    return {"value": v, "text": text}


BUILDERS.append(("phone", 200, build_phone))

# ----------------------------------------------------------------- US SSN
SSN_TPL = {
    "en": ["Hi, for the W-9 on {topic} my SSN is {v}. Let me know if you need anything else.",
           "SSN: {v}", "{v} <- that's my social, pls keep it safe",
           "CALLER: my social is {v}\nAGENT: thank you, verifying now.",
           "Employee onboarding ({biz}) — {full}, SS# {v}, start date {date}",
           "contractor payout form: {full} / ssn {v} / no middle name",
           "Hey {agent}, the payroll lady needs my social? it's {v}",
           "Note to self: Dad's SSN is {v} (for the tax stuff)",
           "Taxpayer ID (SSN): {v}.",
           "W-4 / I-9 scan attached. Soc Sec #: [{v}]",
           "{iso} ERROR hr-sync: validation failed for ssn=\"{v}\" employee={ticket}",
           "[{time}] {first}: do u need my ssn for the volunteer stipend?\n[{time2}] {agent}: yes pls\n"
           "[{time3}] {first}: {v}",
           "the social security number on file, {v}, doesn't match the IRS letter"],
    "es": ["Hola, mi número de Seguro Social es {v}, para el formulario de {biz}.",
           "SSN del empleado: {v} ({full})", "mi social es {v}, gracias"],
    "de": ["Meine amerikanische Sozialversicherungsnummer (SSN) lautet {v}."],
    "fr": ["Mon numéro de sécurité sociale américain (SSN) : {v}"],
    "pt": ["Meu SSN americano é {v}, para o formulário."],
}


def build_ssn():
    lang = pick(["en"] * 8 + ["es", "es", "de", "fr", "pt"])
    c = ctx(lang)
    v = fmt_ssn()
    if lang in ("en", "es") and chance(0.3):
        text = structured("us_ssn", v, c)
    else:
        tpl = pick(SSN_TPL[lang])
        if v.isdigit() and tpl in ("SSN: {v}",):
            tpl = "SSN (no dashes): {v}"
        text = fill(tpl, v=v, **c)
    return {"value": v, "text": text}


BUILDERS.append(("us_ssn", 200, build_ssn))


# ----------------------------------------------------------------- IBAN
IBAN_LANG = {"DE": "de", "AT": "de", "CH": "de", "LI": "de", "FR": "fr", "MC": "fr", "LU": "fr", "BE": "nl",
             "ES": "es", "IT": "it", "SM": "it", "PT": "pt", "BR": "pt", "NL": "nl", "PL": "pl", "SE": "sv",
             "TR": "tr"}
BICS = ["COBADEFFXXX", "DEUTDEDBBER", "BNPAFRPPXXX", "CAIXESBBXXX", "UNCRITMMXXX", "INGBNL2A", "PKOPPLPW",
        "ESSESESS", "TGBATRIS", "BCOMPTPL"]
IBAN_TPL = {
    "en": ["Please transfer the refund for {topic} to {v}.", "IBAN {v}, account holder {full}",
           "my iban is {v} thx!!", "Bank details for payout: {full}, {v}",
           "{v} — that's where the prize money should go (team captain {first})",
           "Invoice {ticket}\nPayable within 14 days to {biz}\nIBAN: {v}\nBIC: {bic}",
           "[{time}] {first}: where do I send the deposit?\n[{time2}] {agent}: to our account {v}\n"
           "[{time3}] {first}: 👍 done",
           "<CdtrAcct><Id><IBAN>{v}</IBAN></Id></CdtrAcct>",
           "refund shld go to my acct ({v}) not the card pls",
           "AGENT: and the IBAN for the refund?\nCALLER: {v}\nAGENT: thanks, allow 3-5 working days."],
    "de": ["Bitte überweisen Sie die Kaution auf {v} (Kontoinhaber: {full}).",
           "IBAN: {v} – Verwendungszweck: {ticket}", "kannst du mir das geld auf {v} schicken? danke!!",
           "Bankverbindung {biz}: {v}, BIC {bic}"],
    "fr": ["Merci de faire le virement sur l'IBAN {v} au nom de {full}.", "mon iban : {v}",
           "Coordonnées bancaires — IBAN {v} / BIC {bic}"],
    "es": ["Mi IBAN es {v}, a nombre de {full}.", "Haz la transferencia a {v} y pon {ticket} en el concepto."],
    "it": ["Vi prego di effettuare il bonifico sull'IBAN {v} intestato a {full}.", "iban {v}, grazie mille"],
    "pt": ["O meu IBAN é {v}.", "Transferência para {v} (titular {full})."],
    "nl": ["Graag overmaken naar {v} t.n.v. {full}.", "mijn rekening: {v}, o.v.v. {ticket}"],
    "pl": ["Proszę o przelew na konto {v}, tytuł: {ticket}.", "nr konta {v}"],
    "sv": ["Betala gärna till {v}, märk med {ticket}.", "iban: {v}"],
    "tr": ["Ödemeyi {v} IBAN numarasına yapabilirsiniz.", "IBAN: {v} ({full})"],
    "ja": ["返金は{v}（{full}）へお願いします。"],
}


def build_iban():
    cc, iban = gen_iban()
    v = fmt_iban(iban)
    lang = IBAN_LANG.get(cc, "en") if chance(0.65) else "en"
    c = ctx(lang)
    if chance(0.25):
        text = structured("iban", v, c)
    else:
        text = fill(pick(IBAN_TPL[lang]), v=v, bic=pick(BICS), **c)
    return {"value": v, "text": text}


BUILDERS.append(("iban", 200, build_iban))

# ----------------------------------------------------------------- IP addresses
IP_TPL = {
    "en": ['{v} - - [{clf}] "GET /booking/confirm?id={ticket} HTTP/1.1" 200 5123 "-" "Mozilla/5.0"',
           "{clf} sshd[4412]: Failed password for invalid user admin from {v} port {port} ssh2",
           "the label printer at the front desk is on {v}, if it jams again just power cycle it",
           "my home IP is {v}, can you whitelist it for the staff portal?",
           "we got blocked?? our office ip is {v}",
           '{"event": "login", "user": "{first}", "ip": "{v}", "ts": "{iso}"}',
           "iptables -A INPUT -s {v} -j DROP",
           "X-Forwarded-For: {v}",
           "DB_HOST={v}\nDB_PORT=5432\nDB_NAME=bookings",
           "server {\n    listen {vl}:443 ssl;\n    server_name _;\n}",
           "Open the camera feed at {url}/live (only works on the shop wifi)",
           "{iso} WARN rate-limit exceeded client={v} path=/api/tickets",
           "allow {v};\ndeny all;",
           "Router admin page: {url} (sticker on the back says so)",
           "Ticket {ticket}: customer can't reach checkout from {v}. Traceroute dies after hop 7.",
           "Suspicious signups for {biz} all came from ({v}), blocking for 24h."],
    "de": ["Die Kamera im Laden hat die IP {v}.", "Zugriff gesperrt für {v} – zu viele Fehlversuche."],
    "fr": ["L'adresse IP du routeur est {v}.", "Connexion refusée depuis {v}."],
    "es": ["la IP de la impresora es {v}", "Bloqueada la IP {v} por intentos fallidos."],
    "it": ["Il server di prova risponde su {v}."], "pt": ["O IP da câmera é {v}."],
    "nl": ["Het IP-adres van de kassa is {v}."], "pl": ["Adres IP drukarki: {v}"],
    "sv": ["Skrivaren har IP {v}."], "tr": ["Sunucunun IP adresi {v}."], "ja": ["プリンターのIPアドレスは{v}です。"],
}


def build_ip():
    v = gen_ipv4() if chance(0.6) else gen_ipv6()
    lang = pick_lang(0.7)
    c = ctx(lang)
    br = "[%s]" % v if ":" in v else v
    url = "%s://%s%s" % (pick(["http", "https"]), br, pick(["", ":8080", ":8443", ":3000", ":81"]))
    if chance(0.2):
        text = structured("ip_address", v, c)
    else:
        text = fill(pick(IP_TPL[lang]), v=v, vl=br, url=url, port=R.randint(1024, 65535),
                    clf="%02d/%s/2025:%s:%02d +0000" % (R.randint(1, 28), pick(MONTHS_EN), c["time"],
                                                         R.randint(0, 59)), **c)
    return {"value": v, "text": text}


BUILDERS.append(("ip_address", 200, build_ip))


# ----------------------------------------------------------------- secret values
B32 = string.ascii_uppercase + "234567"


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_password():
    k = R.randrange(6)
    sym = "!#%&*+-.=?^_~"
    if k == 0:
        p = rstr(ALNUM + sym, R.randint(12, 22))
        return p if any(c.isdigit() for c in p) else p + digits(2)
    if k == 1:
        return pick(["Sunflower", "Bluebird", "Marathon", "Biscuit", "Piano", "Tulip", "Harbor", "Rodeo",
                     "Caramel", "Fjord", "Lantern", "Pixel"]) + pick(sym) + str(R.randint(1970, 2025)) + pick(sym)
    if k == 2:
        words = ["maple", "otter", "cactus", "violin", "saddle", "pepper", "glacier", "quartz", "mango", "ember",
                 "walnut", "comet", "anchor", "thistle"]
        return pick(["-", ".", "_", " "]).join(pick(words) for _ in range(4)) + str(R.randint(1, 99))
    if k == 3:
        base = pick(["password", "summer", "letmein", "dragon", "sunshine", "football", "welcome"])
        leet = base.translate(str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"}))
        return leet.capitalize() + pick(sym) + digits(R.randint(2, 4))
    if k == 4:
        return rstr(string.ascii_letters, 3) + pick(sym) + digits(3) + rstr(string.ascii_uppercase, 2) + pick(sym) + \
            rstr(string.ascii_lowercase, 4)
    return pick(["Luna", "Milo", "Bella", "Oscar"]) + pick(["&", "+", "_"]) + pick(["Kiwi", "Rex", "Nala"]) + \
        pick(["#", "!", "%"]) + digits(2)


def gen_jwt():
    hdr = {"alg": pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    if chance(0.3):
        hdr["kid"] = rstr(LOWNUM, 8)
    pay = {"sub": pick([digits(9), rstr(LOWNUM, 12), "usr_" + rstr(ALNUM, 10)]),
           "iat": R.randint(1_700_000_000, 1_760_000_000)}
    pay["exp"] = pay["iat"] + pick([900, 3600, 86400])
    if chance(0.5):
        pay["role"] = pick(["admin", "staff", "organizer", "frontdesk"])
    if chance(0.4):
        pay["scope"] = pick(["bookings:write", "read:teams payouts:write", "openid profile"])
    sig_len = {"HS256": 43, "RS256": 342, "ES256": 86}[hdr["alg"]]
    return ".".join([b64url_nopad(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64url_nopad(json.dumps(pay, separators=(",", ":")).encode()), rstr(B64URL, sig_len)])


def gen_pem():
    kind = pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"])
    head = {"RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
            "EC PRIVATE KEY": "MHcCAQEEI", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA",
            "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI"}[kind]
    n = {"RSA PRIVATE KEY": 1588, "PRIVATE KEY": 1620, "EC PRIVATE KEY": 160, "OPENSSH PRIVATE KEY": 340,
         "ENCRYPTED PRIVATE KEY": 1700}[kind]
    body = head + rstr(B64, n - len(head))
    if chance(0.6):
        body = body[:-2] + "=="
    width = 70 if kind == "OPENSSH PRIVATE KEY" else 64
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    n_lines = R.randint(4, 7) if chance(0.5) else len(lines)  # sometimes truncated paste
    lines = lines[:n_lines] if n_lines < len(lines) else lines
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


DB_HOSTS = ["db.internal", "pg-primary.bookings.svc.cluster.local", "mysql.fragfest.gg", "localhost",
            "bikeshop-db.c9xkqzt2lmpa.eu-central-1.rds.amazonaws.com", "redis.cache.local", "rabbit.internal"]


def gen_db_url():
    user = pick(["app", "admin", "booking_svc", "root", "race_ro", "vetdesk", "postgres"])
    pw = re.sub(r"[#%?&+=~^*]", "", gen_password()).replace(" ", "") or "Xq7" + digits(5)
    scheme, port, path = pick([("postgres", 5432, "/bookings"), ("postgresql", 5432, "/race?sslmode=require"),
                               ("mysql", 3306, "/tickets"), ("redis", 6379, "/0"), ("amqp", 5672, "/events"),
                               ("mongodb+srv", None, "/prod?retryWrites=true&w=majority")])
    host = "cluster0.%s.mongodb.net" % rstr(LOWNUM, 5) if scheme == "mongodb+srv" else pick(
        {"redis": ["redis.cache.local", "localhost"], "amqp": ["rabbit.internal", "mq.fragfest.gg"],
         "mysql": ["mysql.fragfest.gg", "db.internal", "localhost"]}.get(scheme, DB_HOSTS[:2] + DB_HOSTS[3:5]))
    hp = host if port is None else "%s:%d" % (host, port)
    auth = ":%s" % pw if scheme == "redis" and chance(0.5) else "%s:%s" % (user, pw)
    return "%s://%s@%s%s" % (scheme, auth, hp, path), pw


def gen_token(kind):
    if kind == "aws_id":
        return pick(["AKIA", "AKIA", "ASIA"]) + rstr(B32, 16)
    if kind == "aws_secret":
        return rstr(B64, 40)
    if kind == "github":
        if chance(0.3):
            return "github_pat_11" + rstr(UPNUM, 20) + "_" + rstr(ALNUM, 59)
        return pick(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rstr(ALNUM, 36)
    if kind == "gitlab":
        return "glpat-" + rstr(ALNUM + "-_", 20)
    if kind == "slack_bot":
        return "%s-%s-%s-%s" % (pick(["xoxb", "xoxb", "xoxp"]), digits(R.randint(11, 13)), digits(13), rstr(ALNUM, 24))
    if kind == "slack_hook":
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rstr(UPNUM, 10), rstr(UPNUM, 10), rstr(ALNUM, 24))
    if kind == "discord_hook":
        return "https://discord.com/api/webhooks/%s/%s" % (digits(19), rstr(B64URL, 68))
    if kind == "discord_bot":
        uid = str(R.randint(10 ** 17, 10 ** 19 - 1))
        return "%s.%s.%s" % (b64url_nopad(uid.encode()), rstr(B64URL, 6), rstr(B64URL, 38))
    if kind == "telegram":
        return "%s:AA%s" % (R.randint(10 ** 8, 10 ** 10 - 1), rstr(B64URL, 33))
    if kind == "stripe":
        return pick(["sk_live_", "sk_live_", "rk_live_", "sk_test_"]) + rstr(ALNUM, pick([24, 99]))
    if kind == "stripe_whsec":
        return "whsec_" + rstr(ALNUM, 32)
    if kind == "google":
        return "AIza" + rstr(ALNUM + "-_", 35)
    if kind == "gcp_oauth":
        return "GOCSPX-" + rstr(ALNUM + "-_", 28)
    if kind == "twilio":
        return rstr(HEX, 32)
    if kind == "sendgrid":
        return "SG." + rstr(B64URL, 22) + "." + rstr(B64URL, 43)
    if kind == "mailgun":
        return "key-" + rstr(HEX, 32)
    if kind == "openai":
        return "sk-proj-" + rstr(B64URL, 74) + "T3BlbkFJ" + rstr(B64URL, 74) if chance(0.6) else \
            "sk-" + rstr(ALNUM, 20) + "T3BlbkFJ" + rstr(ALNUM, 20)
    if kind == "anthropic":
        return "sk-ant-api03-" + rstr(B64URL, 93) + "AA"
    if kind == "hf":
        return "hf_" + rstr(string.ascii_letters, 34)
    if kind == "npm":
        return "npm_" + rstr(ALNUM, 36)
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rstr(B64URL, R.randint(60, 140))
    if kind == "shopify":
        return pick(["shpat_", "shpss_"]) + rstr(HEX, 32)
    if kind == "square":
        return "EAAA" + rstr(B64URL, 60)
    if kind == "digitalocean":
        return "dop_v1_" + rstr(HEX, 64)
    if kind == "datadog":
        return rstr(HEX, 32)
    if kind == "azure_storage":
        return rstr(B64, 86) + "=="
    if kind == "generic":
        return pick([rstr(HEX, 32), rstr(ALNUM, 40), rstr(HEX, 64), "live_" + rstr(ALNUM, 32),
                     rstr(LOWNUM, 8) + "-" + rstr(LOWNUM, 4) + "-" + rstr(ALNUM, 24)])
    if kind == "basic":
        return base64.b64encode(("%s:%s" % (pick(["admin", "frontdesk", "api", "ops"]), gen_password())).encode()).decode()
    raise KeyError(kind)


# ----------------------------------------------------------------- secret rows
SECRET_TPL = {
    "aws_id": ["[default]\naws_access_key_id = {v}\nregion = eu-central-1", "export AWS_ACCESS_KEY_ID={v}",
               "hey {agent}, key id for the S3 bucket with the {biz} photos is {v}, secret is in the vault"],
    "aws_secret": ["aws_secret_access_key = {v}", "env:\n  AWS_REGION: us-east-1\n  AWS_SECRET_ACCESS_KEY: {v}",
                   "AWS secret (rotate after the event!!): {v}"],
    "github": ["GITHUB_TOKEN={v}", "Authorization: token {v}", "echo {v} | gh auth login --with-token",
               "lol I pasted my PAT in the team chat: {v} — revoking now",
               "      - uses: actions/checkout@v4\n        with:\n          token: {v}"],
    "gitlab": ['export GITLAB_TOKEN="{v}"', 'curl --header "PRIVATE-TOKEN: {v}" https://gitlab.com/api/v4/projects'],
    "slack_bot": ["SLACK_BOT_TOKEN={v}", 'slack:\n  token: "{v}"\n  channel: "#frontdesk"', 'client = WebClient(token="{v}")'],
    "slack_hook": ["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"New booking\"}' {v}",
                   "ALERT_WEBHOOK_URL={v}", "post the results to {v} when the timing mats sync"],
    "discord_hook": ["DISCORD_WEBHOOK={v}", "webhook for #match-results: {v}"],
    "discord_bot": ["DISCORD_TOKEN={v}", 'bot.run("{v}")',
                    "[{time}] {first}: bot token is {v} dont share\n[{time2}] {agent}: ...you just shared it in #general"],
    "telegram": ["TELEGRAM_BOT_TOKEN={v}", "https://api.telegram.org/bot{v}/getUpdates",
                 "Token for the reminders bot: {v} (BotFather gave it to me today)"],
    "stripe": ["STRIPE_SECRET_KEY={v}", 'stripe.api_key = "{v}"', "curl https://api.stripe.com/v1/charges -u {v}:",
               "{first} pls put {v} in the checkout config, the old one is still there"],
    "stripe_whsec": ["STRIPE_WEBHOOK_SECRET={v}", "endpoint_secret = '{v}'"],
    "google": ['<script src="https://maps.googleapis.com/maps/api/js?key={v}&callback=initMap"></script>',
               "GOOGLE_MAPS_API_KEY={v}"],
    "gcp_oauth": ['  "client_secret": "{v}",', "GOOGLE_CLIENT_SECRET={v}"],
    "twilio": ["TWILIO_AUTH_TOKEN={v}", "twilio:\n  auth_token: {v}"],
    "sendgrid": ["SENDGRID_API_KEY={v}", 'sg = SendGridAPIClient("{v}")'],
    "mailgun": ["MAILGUN_API_KEY={v}", "curl -s --user 'api:{v}' https://api.mailgun.net/v3/mg.fragfest.gg/messages"],
    "openai": ["OPENAI_API_KEY={v}", 'client = OpenAI(api_key="{v}")',
               "can u check why the chatbot on the {biz} site broke? key is {v}"],
    "anthropic": ["ANTHROPIC_API_KEY={v}", "x-api-key: {v}"],
    "hf": ["HF_TOKEN={v}", "huggingface-cli login --token {v}"],
    "npm": ["//registry.npmjs.org/:_authToken={v}", "NPM_TOKEN={v}"],
    "pypi": ["[pypi]\n  username = __token__\n  password = {v}", "twine upload dist/* -u __token__ -p {v}"],
    "shopify": ["SHOPIFY_ACCESS_TOKEN={v}", "X-Shopify-Access-Token: {v}"],
    "square": ["SQUARE_ACCESS_TOKEN={v}", "square:\n  environment: production\n  access_token: {v}"],
    "digitalocean": ["doctl auth init -t {v}", "DIGITALOCEAN_TOKEN={v}"],
    "datadog": ["DD_API_KEY={v}", "datadog:\n  apiKey: {v}\n  site: datadoghq.eu"],
    "azure_storage": ["DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net",
                      'AZURE_STORAGE_KEY="{v}"'],
    "generic": ['api_key = "{v}"', "X-API-Key: {v}", "https://api.tidewatch.io/v2/forecast?spot=harbor&apikey={v}",
                "the booking widget key is {v}, dont post it on the forum again", '{"apiKey": "{v}", "env": "production"}',
                "const API_KEY = '{v}';"],
    "basic": ["Authorization: Basic {v}", 'curl -H "Authorization: Basic {v}" https://staff.harbor-half.org/export'],
    "jwt": ["Authorization: Bearer {v}", "curl -H 'Authorization: Bearer {v}' https://api.fragfest.gg/v1/teams",
            "Cookie: session={v}; theme=dark", "the admin token from the staff app is {v} (expires tonight)",
            "localStorage.setItem('access_token', '{v}')"],
    "pem": ["here's the deploy key, don't lose it:\n{v}", "$ cat ./keys/timing-server.pem\n{v}",
            "-- key for the timing server, attached as text --\n{v}\n-- end --", "{v}"],
    "db_url": ["DATABASE_URL={v}", 'SQLALCHEMY_DATABASE_URI = "{v}"', 'psql "{v}"',
               "the connection string for the bookings db is {v} (pls don't commit it again)",
               "  datasource:\n    url: {v}"],
    "pw_config": ["DB_PASSWORD={v}", 'password: "{v}"', '  "password": "{v}",', "mysql -u root -p'{v}' bookings",
                  "docker login -u fragfest -p '{v}' registry.fragfest.gg",
                  "PGPASSWORD='{v}' psql -h db.internal -U app bookings",
                  "sshpass -p '{v}' ssh -l deploy build.fragfest.gg", "net user frontdesk \"{v}\" /add",
                  "smtp_pass={v}", '<add key="SmtpPassword" value="{v}" />', "spring.datasource.password={v}",
                  'wifi:\n  ssid: "{biz} Staff"\n  psk: "{v}"', "admin_password = '{v}'  # TODO move to vault"],
}
PW_PROSE = {
    "en": ["the wifi password is {v}", "login for the booking portal → user: frontdesk, pass: {v}",
           "pw is {v} (case sensitive!)", "I reset it, new password: {v}",
           "[{time}] {first}: what's the admin pw?\n[{time2}] {agent}: {v}\n[{time3}] {first}: ty",
           "Your temporary password is {v}. Change it after first login.",
           "AGENT: can you confirm the account password?\nCALLER: uh, it's {v}",
           "note: tablet pw \"{v}\", alarm panel code is on the laminated card",
           "{v} is the password for the shared drive, don't change it pls",
           "passwrod for the tills is {v} !!"],
    "de": ["Das WLAN-Passwort ist {v}", "Passwort fürs Kassensystem: {v}"],
    "fr": ["Le mot de passe du wifi : {v}", "mdp de la caisse = {v}"],
    "es": ["la contraseña del wifi es {v}", "Contraseña del panel: «{v}»"],
    "it": ["la password del gestionale è {v}"], "pt": ["a senha do wifi é {v}"], "nl": ["het wachtwoord is {v}"],
    "pl": ["hasło do panelu: {v}"], "sv": ["lösenordet till kassan är {v}"], "tr": ["wifi şifresi: {v}"],
    "ja": ["管理画面のパスワードは{v}です。"],
}
SECRET_WEIGHTS = {"pw_prose": 28, "pw_config": 28, "db_url": 14, "jwt": 10, "pem": 10, "generic": 10}


def build_secret():
    kinds = list(SECRET_TPL) + ["pw_prose"]
    weights = [SECRET_WEIGHTS.get(k, 3) for k in kinds]
    kind = R.choices(kinds, weights)[0]
    lang = pick_lang(0.6) if kind == "pw_prose" else "en"
    c = ctx(lang)
    extra = {"acct": pick(["fragfeststore", "vetphotos01", "racetimingprod", "lensandlace"])}
    if kind in ("pw_prose", "pw_config"):
        v = gen_password()
        if kind == "pw_config":
            v = v.replace(" ", "-")
    elif kind == "db_url":
        v = gen_db_url()[0]
    elif kind == "jwt":
        v = gen_jwt()
    elif kind == "pem":
        v = gen_pem()
    else:
        v = gen_token(kind)
    tpl = pick(PW_PROSE[lang] if kind == "pw_prose" else SECRET_TPL[kind])
    text = fill(tpl, v=v, **extra, **c)
    if kind not in ("pw_prose",) and chance(0.4):
        wl = pick_lang(0.6)
        wrappers = SECRET_WRAP[wl] + (SECRET_WRAP_1LINE if "\n" not in text else [])
        text = fill(pick(wrappers), body=text, **ctx(wl))
    return {"value": v, "text": text}


SECRET_WRAP = {
    "en": ["Subject: urgent - {biz} app config\n\nHi {agent},\nthe app won't start, this is what I'm using:\n\n{body}"
           "\n\nthanks, {first}", "```\n{body}\n```\n^ works on my machine 🤷",
           "[{time}] {first}: pasting the config here so u can check\n{body}",
           "Ticket {ticket}: contractor left this in the shared notes for {biz}:\n{body}\nPlease rotate.",
           "found this in the old laptop's notes.txt:\n\n{body}\n\nis it still in use??"],
    "de": ["Hallo {agent}, hier die Konfiguration:\n{body}\nGruß {first}"],
    "fr": ["Voici le fichier de config :\n{body}\nMerci, {first}"],
    "es": ["Aquí va la config:\n{body}"], "it": ["Ecco la configurazione:\n{body}"],
    "pt": ["Segue a config:\n{body}"], "nl": ["Dit staat in het configbestand:\n{body}"],
    "pl": ["Konfiguracja poniżej:\n{body}"], "sv": ["Här är konfigen:\n{body}"], "tr": ["Ayar dosyası:\n{body}"],
    "ja": ["設定ファイルの中身です：\n{body}"],
}
SECRET_WRAP_1LINE = ["diff --git a/.env b/.env\n--- a/.env\n+++ b/.env\n@@ -3,0 +4 @@\n+{body}",
                     "commit 3f1c2ab: oops\n    {body}", "{iso} DEBUG loaded config line: {body}"]


BUILDERS.append(("secret", 200, build_secret))


# ----------------------------------------------------------------- negative look-alikes
def ean13(prefix):
    body = prefix + digits(12 - len(prefix))
    chk = (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body)) % 10) % 10
    return body + str(chk)


def isbn13():
    b = ean13("978" + pick(["3", "0", "1", "2", "84", "88", "85", "90", "83", "91", "4"]))
    return "%s-%s-%s-%s-%s" % (b[:3], b[3], b[4:7], b[7:12], b[12]) if chance(0.6) else b


def luhn_fail(n, prefix=""):
    while True:
        num = prefix + digits(n - len(prefix))
        if not luhn_ok(num):
            return num


def bad_iban():
    cc, good = gen_iban(pick(["DE", "FR", "NL", "ES", "IT", "GB", "BE", "AT", "PL", "PT", "CH", "SE"]))
    while True:
        chk = "%02d" % R.randint(2, 98)
        cand = good[:2] + chk + good[4:]
        if iban_mod97(cand) != 1:
            break
    if chance(0.15):
        cand = cc + "00" + good[4:]
    return group4(cand) if chance(0.6) else cand


def bad_ssn():
    area = pick(["000", "666", str(R.randint(900, 999))])
    return pick(["%s-%02d-%04d", "%s %02d %04d"]) % (area, R.randint(1, 99), R.randint(1, 9999))


def uuid4():
    h = rstr(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick("89ab"), h[17:20], h[20:])


def mac():
    parts = ["%02x" % R.randint(0, 255) for _ in range(6)]
    r = R.random()
    if r < 0.5:
        return ":".join(parts).upper()
    if r < 0.8:
        return "-".join(parts)
    s = "".join(parts)
    return "%s.%s.%s" % (s[:4], s[4:8], s[8:])


def big_count():
    n = R.randint(10_000, 99_999_999)
    sep = pick([",", ".", " ", "\u202f", "'"])
    return "{:,}".format(n).replace(",", sep)


def neg_values(lang):
    """A fresh dict of look-alike values for one negative row."""
    ver4 = "%d.%d.%d.%d" % (R.randint(1, 12), R.randint(0, 9), R.randint(0, 20), R.randint(0, 250))
    return {
        "order": pick(["ORD-2025-%07d" % R.randint(0, 9999999), "#%d" % R.randint(100000, 99999999),
                       "%s-%05d" % (rstr(string.ascii_uppercase, 3), R.randint(0, 99999))]),
        "track": pick(["1Z%s%02d%08d" % (rstr(UPNUM, 6), R.randint(1, 99), R.randint(0, 99999999)),
                       "%s %s %s %s %s %s" % ("9400", digits(4), digits(4), digits(4), digits(4), digits(2)),
                       "JJD%018d" % R.randint(0, 10 ** 18 - 1), "%s%sDE" % (rstr(string.ascii_uppercase, 2), digits(9))]),
        "invoice": pick(["INV-2025-%05d" % R.randint(1, 99999), "RE-2025/%04d" % R.randint(1, 9999),
                         "FA%06d" % R.randint(1, 999999)]),
        "isbn": isbn13(), "ean": ean13(pick(["40", "50", "76", "80", "87", "590", "73", "869", "45"])),
        "ver": pick(["v%d.%d.%d" % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 60)),
                     "%d.%d.%d-beta.%d" % (R.randint(1, 5), R.randint(0, 20), R.randint(0, 9), R.randint(1, 9)),
                     "build %d.%02d.%04d" % (2025, R.randint(1, 12), R.randint(1000, 9999))]),
        "ver4": ver4, "sha": rstr(HEX, 40), "shortsha": rstr(HEX, 7), "uuid": uuid4(), "mac": mac(),
        "serial": pick(["C02%s" % rstr(UPNUM, 9), "SN-%s-%s" % (digits(4), rstr(UPNUM, 6)), "4CE%s" % rstr(UPNUM, 7)]),
        "amount": amount(lang), "count": big_count(),
        "lf16": " ".join(card_groups(luhn_fail(16, pick(["4", "5", "3", "6", "1", "7", "8"])))) if chance(0.5)
        else luhn_fail(16, pick(["4", "5", "6", "9", "2"])),
        "lf15": luhn_fail(15, pick(["37", "34", "1", "8"])), "lf19": luhn_fail(19, pick(["62", "9", "6"])),
        "masked": pick(["**** **** **** %s" % digits(4), "XXXX-XXXX-XXXX-%s" % digits(4), "•••• %s" % digits(4),
                        "%s******%s" % (pick(["4", "5"]) + digits(5), digits(4))]),
        "bad_ssn": bad_ssn(), "ref9": str(R.randint(100000000, 999999999)), "bad_iban": bad_iban(),
        "placeholder": pick(["your-api-key-here", "<YOUR_API_KEY>", "${STRIPE_SECRET_KEY}", "{{ .Values.apiToken }}",
                             "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "os.environ[\"API_KEY\"]", "<redacted>",
                             "********", "sk_test_XXXXXXXXXXXXXXXXXXXX", "AKIAIOSFODNN7EXAMPLE", "changeit-in-prod"]),
        "domain": pick(["www.example.com", "https://example.org/docs/setup", "test.invalid", "http://localhost:3000",
                        "https://status.example.net", "demo.example.com/login"]),
        "postal": pick(["10115 Berlin", "75008 Paris", "SW1A 1AA", "90210", "00-950 Warszawa", "1012 AB Amsterdam",
                        "28013 Madrid", "113-8654 Tokyo", "111 52 Stockholm", "34349 Beşiktaş", "1200-195 Lisboa",
                        "20121 Milano"]),
        "coord": "%.4f, %.4f" % (R.uniform(-60, 70), R.uniform(-120, 150)),
        "measure": pick(["%d,%03d mm" % (R.randint(1, 9), R.randint(0, 999)), "%.1f kg" % R.uniform(2, 90),
                         "%.1f km" % R.uniform(1, 60), "%.1f °C" % R.uniform(-5, 35), "%d hPa" % R.randint(980, 1040),
                         "%d kcal" % R.randint(200, 3000)]),
        "date": pick(["2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28)),
                      "%02d.%02d.2025" % (R.randint(1, 28), R.randint(1, 12)),
                      "%02d/%02d/2025" % (R.randint(1, 12), R.randint(1, 28))]),
        "time": "%02d:%02d" % (R.randint(0, 23), R.randint(0, 59)),
        "handle": "@" + pick(["lena_runs", "pawsitive.vet", "fragfest", "tacorodeo", "goldenhour_photo"]),
        "qty": str(R.randint(2, 400)), "room": "%d-%03d" % (R.randint(1, 9), R.randint(1, 350)),
        "flight": "%s %d" % (pick(["LH", "AF", "IB", "TK", "KL", "SK", "LO"]), R.randint(100, 9999)),
        "oid": "1.3.6.1.4.1.%d.%d.%d" % (R.randint(1, 60000), R.randint(1, 20), R.randint(1, 20)),
        "duration": "%d:%02d:%02d" % (R.randint(1, 9), R.randint(0, 59), R.randint(0, 59)),
    }


NEG_TPL = {
    "en": ["Your order {order} has shipped! Tracking number: {track}. Expected delivery {date}.",
           "Invoice {invoice} — total {amount}, due {date}. Reference {ref9} on the transfer please.",
           "Release {ver} ({shortsha}): fixed the booking calendar crash. Full hash {sha}.",
           "Device registered: serial {serial}, MAC {mac}, firmware {ver4}.",
           "Book club pick: ISBN {isbn}, barcode {ean}. We have {qty} copies.",
           "Gift voucher no. {lf16} (not a card!) can be redeemed at the front desk until {date}.",
           "Payment received with card {masked}. Thanks!",
           "Sorry, {bad_ssn} isn't a valid social — the form rejected it, can you double-check?",
           "Template IBAN for the docs: {bad_iban} (invalid on purpose).",
           "Set API_KEY={placeholder} in your .env before running the demo at {domain}.",
           "The race had {count} spectators and {qty} finishers; winning time {duration}.",
           "Meet at {postal}, coordinates {coord}, around {time}.",
           "Shelf {room}: SKU {ean}, last reading {measure}.",
           "session_id={uuid} request_id={shortsha} status=200 latency_ms={qty}",
           "[{time}] bot: loaded {count} rows from the ticket export ({date})",
           "Loyalty member #{ref9} — {qty} points, tier Gold.",
           "Flight {flight} lands {time}; pick-up at door {room}.",
           "snmpwalk on OID {oid} returned {qty} entries",
           "Upgraded the kiosk app to {ver4} (build {ver}).",
           "ok so the package number is {track} and it says out for delivery lol",
           "follow us {handle} for the photos! next event {date}",
           "Reference {lf19} was cancelled and a new one issued: {lf15}.",
           "pls don't post real keys, use {placeholder} like in the readme",
           "| SKU | EAN | Qty |\n|---|---|---|\n| {order} | {ean} | {qty} |",
           "id,serial,mac,fw\n{qty},{serial},{mac},{ver}",
           '{"order_id": "{order}", "amount": "{amount}", "tracking": "{track}", "uuid": "{uuid}"}',
           "commit {sha}\nAuthor: CI bot\nDate: {date}\n\n    bump version to {ver}",
           "Total distance {measure}, elevation gain {count} m... ok maybe that's a typo",
           "<tr><td>{invoice}</td><td>{amount}</td><td>{date}</td></tr>",
           "lol my bib number is {qty} and I finished in {duration}, not bad for a first 50k",
           "we sold {count} tacos this season!! thank u all 🌮",
           "my cat weighs {measure} now 😹 the vet said it's fine",
           "the new gate code is {qty}# btw, wifi name is on the fridge",
           "update your app to {ver}, the old one crashes on the ticket screen",
           "it's on aisle {room}, next to the ISBN {isbn} display",
           "reminder: the std::vector bug in {ver} still leaks, see {domain}",
           "Can you resend the receipt for {invoice}? The amount {amount} looks right, just need the PDF.",
           "card declined again?? I only have the one ending in {masked}",
           "Total: {amount} | Items: {qty} | Receipt {ref9} | {date} {time}",
           "the router sticker says S/N {serial}, and the manual is at {domain}"],
    "de": ["Ihre Bestellung {order} wurde versandt. Sendungsnummer: {track}.",
           "Rechnung {invoice} über {amount}, fällig am {date}. Verwendungszweck: {ref9}.",
           "Gutscheincode {lf16} – einlösbar bis {date}.", "Treffpunkt: {postal} ({coord}) um {time} Uhr.",
           "Seriennummer {serial}, Firmware {ver4}, MAC {mac}.",
           "hab {count} Schritte heute gemacht 😅", "Paket ist da, wiegt {measure}, Lagerplatz {room}."],
    "fr": ["Votre commande {order} a été expédiée, numéro de suivi {track}.",
           "Facture {invoice} : {amount}, échéance le {date}.", "Le colis pèse {measure}, référence {ref9}.",
           "Rendez-vous au {postal} à {time}.", "on a vendu {count} billets cette saison, incroyable"],
    "es": ["Tu pedido {order} está en camino. Número de seguimiento: {track}.",
           "Factura {invoice} por {amount}, vence el {date}.", "Hubo {count} visitantes este año.",
           "el dorsal {qty} terminó en {duration}, ¡qué crack!"],
    "it": ["Il tuo ordine {order} è stato spedito, tracking {track}.", "Fattura {invoice}: {amount}, scadenza {date}."],
    "pt": ["Seu pedido {order} foi enviado. Código de rastreio: {track}.", "Fatura {invoice} no valor de {amount}."],
    "nl": ["Je bestelling {order} is verzonden, trackingcode {track}.", "Factuur {invoice}: {amount}, vóór {date}."],
    "pl": ["Zamówienie {order} zostało wysłane, numer przesyłki {track}.", "Faktura {invoice} na kwotę {amount}."],
    "sv": ["Din order {order} har skickats, spårningsnummer {track}.", "Faktura {invoice}: {amount}, förfaller {date}."],
    "tr": ["Siparişiniz {order} kargoya verildi, takip numarası {track}.", "Fatura {invoice}: {amount}."],
    "ja": ["ご注文{order}を発送しました。追跡番号：{track}", "請求書{invoice}：{amount}（支払期限{date}）"],
}
NEG_ALLOW = ["ver4", "oid"]  # deliberately IPv4-shaped / dotted look-alikes


def build_negative():
    lang = pick_lang(0.6)
    c = ctx(lang)
    vals = neg_values(lang)
    tpl = pick(NEG_TPL[lang])
    if chance(0.3):
        tpl2 = pick(NEG_TPL[lang])
        if tpl2 != tpl:
            tpl = tpl + pick(["\n", " ", "\n\n"]) + tpl2
    if chance(0.25):  # add a casual prefix from the setting
        tpl = pick(["re {topic}: ", "{first} here — ", "Note ({biz}): ", "FYI: "]) + tpl
    text = fill(tpl, **dict(c, **vals))
    allow = [vals[k] for k in NEG_ALLOW if vals[k] in text]
    if "AKIAIOSFODNN7EXAMPLE" in text or "sk_test_XXXX" in text:
        allow.append(vals["placeholder"])
    return {"value": "", "text": text, "allow": allow}


BUILDERS.append(("negative", 800, build_negative))


# ----------------------------------------------------------------- validation
RX_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
RX_DIGITRUN = re.compile(r"\d(?:[ -]?\d)*")
RX_IBAN = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){10,32})")
RX_SSN = re.compile(r"(?<!\d)(\d{3})[- ](\d{2})[- ](\d{4})(?!\d)")
RX_V4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
RX_V6 = re.compile(r"(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![0-9A-Fa-f:])")
RX_SECRET = re.compile(r"(?:AKIA|ASIA)[A-Z2-7]{16}|gh[pousr]_[A-Za-z0-9]{36}|github_pat_|glpat-|xox[bpas]-\d|"
                       r"sk_live_|rk_live_|sk-proj-|sk-ant-|AIza[\w-]{35}|\bhf_[A-Za-z]{30}|npm_[A-Za-z0-9]{36}|"
                       r"SG\.[\w-]{22}\.|PRIVATE KEY-----|hooks\.slack\.com/services|discord\.com/api/webhooks|"
                       r"eyJ[\w-]+\.eyJ[\w-]+\.|://[^\s:/@]*:[^\s@/]+@|whsec_|dop_v1_|shpat_|GOCSPX-|pypi-AgE|"
                       r"(?i:password|passwort|contraseña|senha|hasło|wachtwoord|lösenord|şifre|mot de passe)"
                       r"\s*[:=]\s*[\"']?[^\s\"'*<${]{6,}")
RX_PLUSPHONE = re.compile(r"\+\d[\d\s().-]{6,}\d")
RX_SLOT = re.compile(r"\{[a-z][a-z0-9_]*\}")


def pii_hits(text):
    """Every scored-type PII-looking span found in text (used to keep rows clean)."""
    hits = []
    hits += ["email:" + m.group(0) for m in RX_EMAIL.finditer(text)]
    for m in RX_DIGITRUN.finditer(text):
        groups = re.split(r"[ -]", m.group(0))
        for i in range(len(groups)):  # every contiguous run of whole groups
            for j in range(i + 1, len(groups) + 1):
                d = "".join(groups[i:j])
                if 13 <= len(d) <= 19 and luhn_ok(d):
                    hits.append("card:" + " ".join(groups[i:j]))
    for m in RX_IBAN.finditer(text):
        raw = re.sub(r" ", "", m.group(1)).upper()
        spec = IBAN_SPECS.get(raw[:2])
        if spec and len(raw) >= spec[0] and iban_mod97(raw[:spec[0]]) == 1:
            hits.append("iban:" + m.group(1))
    hits += ["ssn:" + m.group(0) for m in RX_SSN.finditer(text) if ssn_ok(m.group(0))]
    hits += ["ipv4:" + m.group(0) for m in RX_V4.finditer(text) if all(int(x) <= 255 for x in m.groups())]
    for m in RX_V6.finditer(text):
        try:
            ipaddress.IPv6Address(m.group(0))
            hits.append("ipv6:" + m.group(0))
        except ValueError:
            pass
    hits += ["secret:" + m.group(0) for m in RX_SECRET.finditer(text)]
    hits += ["phone?:" + m.group(0) for m in RX_PLUSPHONE.finditer(text)]
    return hits


def row_problems(row, typ):
    text = row["text"]
    probs = []
    span = row.get("disguise", row["value"])
    slot = RX_SLOT.search(text.replace(span, " ") if span else text)
    if slot:
        probs.append("unfilled slot " + slot.group(0))
    if typ == "negative":
        rest = text
        for a in row.get("allow", []):
            rest = rest.replace(a, " ")
        rest = rest.replace("std::", "std ")
        probs += pii_hits(rest)
        return probs
    if not row["value"] or text.count(span) != 1:
        probs.append("span count %d" % text.count(span))
    if "disguise" in row and row["value"] in text:
        probs.append("canonical value visible in disguised text")
    probs += pii_hits(text.replace(span, " \u2588 "))
    v = row["value"]
    if typ == "credit_card":
        d = re.sub(r"\D", "", v)
        if not (luhn_ok(d) and 13 <= len(d) <= 19):
            probs.append("bad card")
    elif typ == "us_ssn" and not ssn_ok(v):
        probs.append("bad ssn")
    elif typ == "iban":
        raw = v.replace(" ", "").upper()
        if iban_mod97(raw) != 1 or IBAN_SPECS[raw[:2]][0] != len(raw):
            probs.append("bad iban")
    elif typ == "ip_address":
        ipaddress.ip_address(v)
    elif typ == "email" and not re.fullmatch(RX_EMAIL, v):
        probs.append("bad email")
    return probs


def build_rows():
    rows, rejected, seen = [], {}, set()
    for typ, n, fn in BUILDERS:
        for _ in range(n):
            for attempt in range(60):
                row = fn()
                probs = row_problems(row, typ) + (["duplicate text"] if row["text"] in seen else [])
                if not probs:
                    break
                rejected[typ] = rejected.get(typ, 0) + 1
                if attempt == 59:
                    raise AssertionError("cannot build clean %s row: %r %r" % (typ, probs, row))
            seen.add(row["text"])
            row.pop("allow", None)
            row["type"] = typ
            rows.append(row)
    print("rejected drafts (regenerated): %r" % rejected, file=sys.stderr)
    return rows


# @@INSERT@@

# ----------------------------------------------------------------- main


def main():
    rows = build_rows()
    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as fh:
        for row in rows:
            out = {"source": SOURCE, "type": row["type"], "value": row["value"], "text": row["text"]}
            if "disguise" in row:
                out["disguise"] = row["disguise"]
            fh.write(json.dumps(out, ensure_ascii=False) + "\n")
    counts = {}
    for row in rows:
        key = row["type"] + (" (disguised)" if "disguise" in row else "")
        counts[key] = counts.get(key, 0) + 1
    for k in sorted(counts):
        print("%-24s %d" % (k, counts[k]), file=sys.stderr)
    print("%-24s %d  -> %s" % ("total", len(rows), OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
