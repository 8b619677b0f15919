#!/usr/bin/env python3
"""Independent PII evaluation corpus generator (source "pii-indep-c").

Standard library only. Deterministic: every random choice goes through one
random.Random(SEED) instance.  Writes corpora/pii-independent/indep-c.jsonl beside this file, then
re-reads it and verifies it (verbatim values, Luhn, mod-97, SSN rules, no
stray unlabelled PII of the checkable kinds), printing counts.

Settings: school/university administration, public benefits office,
insurance, real estate, car rental, dating-app moderation queue, logistics
dispatch chat, and personal notes pasted into a chatbot.
"""
import base64
import collections
import json
import os
import re
import string
import sys
import unicodedata
import random

SEED = 73411
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-c.jsonl")
SOURCE = "pii-indep-c"
SENT = "\u0000"          # placeholder for the value while wrappers run
rng = random.Random(SEED)

N_POS = 200
N_NEG = 800
N_DIS_EMAIL = 75
N_DIS_CARD = 75

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def rs(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def d(n):
    return rs(DIG, n)


def dn(n):
    return rng.choice("123456789") + d(n - 1)


def pick(x):
    return rng.choice(x)


# ---------------------------------------------------------------- checksums
def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        s += v
    return s % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


def mod97_str(s):
    return int("".join(str(int(ch, 36)) for ch in s)) % 97


IBAN_SPECS = {
    "DE": (22, "8n10n"), "AT": (20, "5n11n"), "CH": (21, "5n12c"), "LI": (21, "5n12c"),
    "FR": (27, "5n5n11c2n"), "MC": (27, "5n5n11c2n"), "ES": (24, "4n4n1n1n10n"),
    "IT": (27, "1a5n5n12c"), "PT": (25, "4n4n11n2n"), "NL": (18, "4a10n"),
    "BE": (16, "3n7n2n"), "GB": (22, "4a6n8n"), "IE": (22, "4a6n8n"),
    "LU": (20, "3n13c"), "PL": (28, "8n16n"), "CZ": (24, "4n6n10n"),
    "SK": (24, "4n6n10n"), "SE": (24, "3n16n1n"), "NO": (15, "4n6n1n"),
    "DK": (18, "4n9n1n"), "FI": (18, "3n11n"), "RO": (24, "4a16c"),
    "GR": (27, "3n4n16c"), "HU": (28, "3n4n1n15n1n"), "HR": (21, "7n10n"),
    "SI": (19, "5n8n2n"), "BG": (22, "4a4n2n8c"), "LT": (20, "5n11n"),
    "LV": (21, "4a13c"), "EE": (20, "2n2n11n1n"), "TR": (26, "5n1n16c"),
    "MT": (31, "4a5n18c"), "CY": (28, "3n5n16c"), "IS": (26, "4n2n6n10n"),
    "SA": (24, "2n18c"), "AE": (23, "3n16n"), "BR": (29, "8n5n10n1a1c"),
}
BANK_ALPHA = {
    "NL": ["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ"],
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SRLG", "MONZ"],
    "IE": ["AIBK", "BOFI", "IPBS"],
    "RO": ["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "CECE"],
    "BG": ["UNCR", "BPBI", "STSA", "FINV"],
    "LV": ["HABA", "UNLA", "PARX", "RIKO"],
    "MT": ["MALT", "VALL", "APSB"],
}


def iban_valid(s):
    s = re.sub(r"\s", "", s).upper()
    cc = s[:2]
    if cc not in IBAN_SPECS or len(s) != IBAN_SPECS[cc][0]:
        return False
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    return mod97_str(s[4:] + s[:4]) == 1


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    s = sum(int(c) * w[i] for i, c in enumerate(ten))
    r = 11 - s % 11
    return str({10: 1, 11: 0}.get(r, r))


def gen_bban(cc):
    length, pat = IBAN_SPECS[cc]
    parts = []
    for n, t in re.findall(r"(\d+)([nac])", pat):
        n = int(n)
        if t == "n":
            parts.append(d(n))
        elif t == "a":
            parts.append(rs(UP, n))
        else:
            parts.append("".join(rng.choice(UP) if rng.random() < 0.12 else rng.choice(DIG) for _ in range(n)))
    if cc in BANK_ALPHA:
        parts[0] = pick(BANK_ALPHA[cc])
    if cc == "DE":
        parts[0] = pick("1234567") + d(7)
    if cc in ("FR", "MC"):
        bank, branch, acct = d(5), d(5), d(11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        parts = [bank, branch, acct, "%02d" % key]
    if cc == "ES":
        bank, branch, acct = d(4), d(4), d(10)
        parts = [bank, branch, es_dc("00" + bank + branch) + es_dc(acct), acct]
    if cc == "BE":
        first10 = d(10)
        chk = int(first10) % 97 or 97
        parts = [first10, "%02d" % chk]
    if cc == "BR":
        parts[-2] = pick("CP")
        parts[-1] = "1"
    bban = "".join(parts)
    assert len(bban) == length - 4, (cc, bban)
    return bban


def gen_iban(cc):
    bban = gen_bban(cc)
    chk = 98 - mod97_str(bban + cc + "00")
    s = cc + "%02d" % chk + bban
    assert iban_valid(s)
    return s


def ssn_valid(a, g, s):
    a, g, s = int(a), int(g), int(s)
    return 1 <= a <= 899 and a != 666 and 1 <= g <= 99 and 1 <= s <= 9999


def ean_check(twelve):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(twelve))
    return str((10 - s % 10) % 10)


# ------------------------------------------------------------------- people
NAMES = {
    "en": [("James", "Whitaker"), ("Olivia", "Brennan"), ("Marcus", "Lee"), ("Priya", "Raman"),
           ("Hannah", "O'Connell"), ("Tyler", "Johnson"), ("Aisha", "Bello"), ("Connor", "McKay"),
           ("Emily", "Sutherland"), ("Daniel", "Okafor"), ("Grace", "Holloway"), ("Ethan", "Park")],
    "de": [("Jürgen", "Müller"), ("Katrin", "Schäfer"), ("Lukas", "Brandt"), ("Anja", "Weiß"),
           ("Tobias", "Krüger"), ("Sabine", "Hoffmann"), ("Felix", "Bauer"), ("Lena", "Vogel"),
           ("Jörg", "Lange"), ("Miriam", "Köhler")],
    "fr": [("Amélie", "Dubois"), ("Julien", "Lefèvre"), ("Camille", "Moreau"), ("Théo", "Garnier"),
           ("Chloé", "Rousseau"), ("Mathieu", "Perrin"), ("Inès", "Benali"), ("François", "Lemaître")],
    "es": [("José", "García"), ("Lucía", "Fernández"), ("Álvaro", "Ruiz"), ("Carmen", "Navarro"),
           ("Javier", "Ortega"), ("Marta", "Iglesias"), ("Nuria", "Muñoz")],
    "it": [("Giulia", "Rossi"), ("Marco", "Bianchi"), ("Chiara", "Esposito"), ("Luca", "Romano"),
           ("Francesca", "Colombo"), ("Davide", "Ricci"), ("Niccolò", "Galli")],
    "pt": [("João", "Silva"), ("Ana", "Costa"), ("Tiago", "Ferreira"), ("Beatriz", "Santos"),
           ("Rafael", "Oliveira"), ("Mariana", "Almeida"), ("Gonçalo", "Araújo")],
    "sv": [("Erik", "Lindqvist"), ("Ingrid", "Johansson"), ("Oskar", "Nyström"), ("Maja", "Berg"),
           ("Linnea", "Åkesson")],
    "cs": [("Jiří", "Novák"), ("Tereza", "Dvořáková"), ("Petr", "Svoboda"), ("Lucie", "Černá"),
           ("Tomáš", "Procházka")],
    "ro": [("Andrei", "Popescu"), ("Ioana", "Ionescu"), ("Mihai", "Stănescu"), ("Elena", "Dumitru"),
           ("Ștefan", "Constantinescu")],
    "ru": [("Дмитрий", "Иванов"), ("Анна", "Смирнова"), ("Сергей", "Кузнецов"), ("Ольга", "Попова")],
    "el": [("Γιώργος", "Παπαδόπουλος"), ("Μαρία", "Νικολάου"), ("Νίκος", "Γεωργίου"), ("Ελένη", "Κωνσταντίνου")],
    "ko": [("민준", "김"), ("서연", "이"), ("지훈", "박"), ("하은", "최")],
    "zh": [("伟", "王"), ("芳", "李"), ("磊", "张"), ("静", "刘")],
    "vi": [("Minh", "Nguyễn"), ("Lan", "Trần"), ("Hùng", "Phạm"), ("Thảo", "Lê")],
    "id": [("Budi", "Santoso"), ("Siti", "Rahmawati"), ("Agus", "Wijaya"), ("Dewi", "Lestari")],
    "nl": [("Daan", "de Vries"), ("Sanne", "Jansen"), ("Bram", "Bakker"), ("Femke", "Visser")],
    "pl": [("Katarzyna", "Nowak"), ("Piotr", "Wiśniewski"), ("Agnieszka", "Kowalczyk"), ("Michał", "Zieliński")],
}
ROMAN = {
    "ru": [("dmitry", "ivanov"), ("anna", "smirnova"), ("sergey", "kuznetsov"), ("olga", "popova")],
    "el": [("giorgos", "papadopoulos"), ("maria", "nikolaou"), ("nikos", "georgiou"), ("eleni", "konstantinou")],
    "ko": [("minjun", "kim"), ("seoyeon", "lee"), ("jihoon", "park"), ("haeun", "choi")],
    "zh": [("wei", "wang"), ("fang", "li"), ("lei", "zhang"), ("jing", "liu")],
}
LANGS = list(NAMES)


def full_name(lang, first, last):
    if lang in ("ko", "zh"):
        return last + first
    return first + " " + last


def ascii_fold(s, de_style=False):
    if de_style:
        for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue")):
            s = s.replace(a, b)
    for a, b in (("ß", "ss"), ("ø", "o"), ("æ", "ae"), ("ł", "l"), ("Ł", "L"), ("đ", "d"), ("Đ", "D")):
        s = s.replace(a, b)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


def ascii_pair(lang):
    if lang in ROMAN:
        return pick(ROMAN[lang])
    f, l = pick(NAMES[lang])
    de = lang == "de" and rng.random() < 0.5
    f = re.sub(r"[^a-z]", "", ascii_fold(f, de).lower())
    l = re.sub(r"[^a-z]", "", ascii_fold(l, de).lower())
    return f, l


CITIES = {
    "en": ["London", "Manchester", "Boston", "Chicago", "Toronto", "Sydney", "Dublin", "Leeds"],
    "de": ["Berlin", "München", "Hamburg", "Köln", "Leipzig", "Wien", "Zürich", "Graz"],
    "fr": ["Paris", "Lyon", "Marseille", "Toulouse", "Bruxelles", "Genève", "Nantes"],
    "es": ["Madrid", "Barcelona", "Sevilla", "Valencia", "Bilbao", "Ciudad de México"],
    "it": ["Roma", "Milano", "Napoli", "Torino", "Bologna"],
    "pt": ["Lisboa", "Porto", "Coimbra", "São Paulo", "Rio de Janeiro"],
    "sv": ["Stockholm", "Göteborg", "Malmö", "Uppsala"],
    "cs": ["Praha", "Brno", "Ostrava", "Plzeň"],
    "ro": ["București", "Cluj-Napoca", "Iași", "Timișoara"],
    "ru": ["Москва", "Санкт-Петербург", "Казань"],
    "el": ["Αθήνα", "Θεσσαλονίκη", "Πάτρα"],
    "ko": ["서울", "부산", "대전"],
    "zh": ["北京", "上海", "深圳"],
    "vi": ["Hà Nội", "TP.HCM", "Đà Nẵng"],
    "id": ["Jakarta", "Surabaya", "Bandung"],
    "nl": ["Amsterdam", "Rotterdam", "Utrecht", "Gent"],
    "pl": ["Warszawa", "Kraków", "Wrocław"],
}
MONTHS = {
    "en": "January February March April May June July August September October November December".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(),
}


def fmt_date(lang, y=None):
    y = y or rng.choice([2023, 2024, 2025])
    m = rng.randint(1, 12)
    dd = rng.randint(1, 28)
    r = rng.random()
    if lang == "en":
        return pick([f"{dd:02d}/{m:02d}/{y}", f"{MONTHS['en'][m-1]} {dd}, {y}", f"{y}-{m:02d}-{dd:02d}",
                     f"{dd} {MONTHS['en'][m-1][:3]} {y}"])
    if lang in ("de", "ro", "ru", "pl"):
        if lang == "de" and r < 0.3:
            return f"{dd}. {MONTHS['de'][m-1]} {y}"
        return f"{dd:02d}.{m:02d}.{y}"
    if lang in ("fr", "es", "it", "pt", "el", "vi"):
        if lang in MONTHS and r < 0.3:
            if lang in ("es", "pt"):
                return f"{dd} de {MONTHS[lang][m-1]} de {y}"
            return f"{dd} {MONTHS[lang][m-1]} {y}"
        return f"{dd:02d}/{m:02d}/{y}"
    if lang == "sv":
        return f"{y}-{m:02d}-{dd:02d}"
    if lang == "cs":
        return f"{dd}. {m}. {y}"
    if lang == "ko":
        return pick([f"{y}년 {m}월 {dd}일", f"{y}.{m:02d}.{dd:02d}"])
    if lang == "zh":
        return f"{y}年{m}月{dd}日"
    if lang == "id":
        return pick([f"{dd} {MONTHS['id'][m-1]} {y}", f"{dd:02d}/{m:02d}/{y}"])
    if lang == "nl":
        return pick([f"{dd}-{m:02d}-{y}", f"{dd} {MONTHS['nl'][m-1]} {y}"])
    return f"{y}-{m:02d}-{dd:02d}"


def fmt_time(lang):
    h, mi = rng.randint(7, 20), pick([0, 15, 30, 45, 10, 50])
    if lang == "en" and rng.random() < 0.4:
        return f"{(h - 1) % 12 + 1}:{mi:02d} {'am' if h < 12 else 'pm'}"
    if lang == "fr" and rng.random() < 0.5:
        return f"{h}h{mi:02d}"
    return f"{h:02d}:{mi:02d}"


def group3(n, sep):
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def money(lang):
    amt = pick([rng.randint(15, 990), rng.randint(300, 9800), rng.randint(1000, 85000)])
    cents = pick([0, 0, 50, rng.randint(1, 99)])
    c2 = f"{cents:02d}"
    nb = "\u202f"
    if lang == "en":
        return pick([f"£{group3(amt, ',')}.{c2}", f"${group3(amt, ',')}.{c2}", f"€{group3(amt, ',')}",
                     f"USD {group3(amt, ',')}", f"A${group3(amt, ',')}.{c2}"])
    if lang == "de":
        return pick([f"{group3(amt, '.')},{c2} €", f"{group3(amt, '.')},{c2} EUR", f"CHF {group3(amt, chr(8217))}.{c2}",
                     f"EUR {group3(amt, '.')},–"])
    if lang == "fr":
        return pick([f"{group3(amt, nb)},{c2} €", f"{group3(amt, ' ')} €", f"{group3(amt, ' ')},{c2} CHF"])
    if lang == "es":
        return pick([f"{group3(amt, '.')},{c2} €", f"$ {group3(amt, ',')}.{c2} MXN", f"{group3(amt, '.')} euros"])
    if lang == "it":
        return pick([f"€ {group3(amt, '.')},{c2}", f"{group3(amt, '.')},{c2} euro"])
    if lang == "pt":
        return pick([f"{group3(amt, ' ')},{c2} €", f"R$ {group3(amt, '.')},{c2}"])
    if lang == "sv":
        return f"{group3(amt, ' ')} kr"
    if lang == "cs":
        return f"{group3(amt, ' ')} Kč"
    if lang == "ro":
        return pick([f"{group3(amt, '.')} lei", f"{group3(amt, '.')},{c2} RON"])
    if lang == "ru":
        return pick([f"{group3(amt, ' ')} ₽", f"{group3(amt, ' ')} руб."])
    if lang == "el":
        return f"{group3(amt, '.')},{c2} €"
    if lang == "ko":
        return pick([f"₩{group3(amt * 1000, ',')}", f"{group3(amt * 1000, ',')}원"])
    if lang == "zh":
        return pick([f"¥{group3(amt, ',')}", f"{amt}元"])
    if lang == "vi":
        return pick([f"{group3(amt * 1000, '.')} ₫", f"{group3(amt * 1000, '.')}đ"])
    if lang == "id":
        return f"Rp {group3(amt * 1000, '.')}"
    if lang == "nl":
        return f"€ {group3(amt, '.')},{c2}"
    if lang == "pl":
        return f"{group3(amt, ' ')},{c2} zł"
    return str(amt)


def plate(lang):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if lang == "de":
        return pick([f"{pick(['B', 'M', 'HH', 'K', 'L', 'DD', 'F', 'S'])}-{rs(L, 2)} {rng.randint(1, 9999)}",
                     f"{pick(['B', 'M', 'K', 'HB'])} {rs(L, 2)} {rng.randint(10, 999)}E"])
    if lang == "fr":
        return f"{rs(L, 2)}-{d(3)}-{rs(L, 2)}"
    if lang == "es":
        return f"{d(4)} {rs('BCDFGHJKLMNPRSTVWXYZ', 3)}"
    if lang == "it":
        return f"{rs(L, 2)} {d(3)}{rs(L, 2)}"
    if lang == "pt":
        return f"{rs(L, 2)}-{d(2)}-{rs(L, 2)}"
    if lang == "sv":
        return f"{rs(L, 3)} {d(2)}{pick(L)}"
    if lang == "cs":
        return f"{rng.randint(1, 9)}{rs(L, 2)} {d(4)}"
    if lang == "ro":
        return pick([f"B {d(3)} {rs(L, 3)}", f"{pick(['CJ', 'IS', 'TM'])} {d(2)} {rs(L, 3)}"])
    if lang == "ru":
        return f"{pick('АВЕКМНОРСТУХ')}{d(3)}{rs('АВЕКМНОРСТУХ', 2)} {pick(['77', '78', '97', '199', '116'])}"
    if lang == "el":
        return f"{rs('ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 3)}-{d(4)}"
    if lang == "ko":
        return f"{d(2)}{pick('가나다라마거너더러머')} {d(4)}"
    if lang == "zh":
        return f"{pick('京沪粤苏浙')}{pick('ABCDE')}·{d(5)}"
    if lang == "vi":
        return f"{d(2)}{pick('ABCDEFGH')}-{d(3)}.{d(2)}"
    if lang == "id":
        return f"{pick(['B', 'D', 'L', 'AB'])} {rng.randint(1000, 9999)} {rs(UP, 3)}"
    if lang == "nl":
        return f"{d(2)}-{rs('BDFGHJKLNPRSTVXZ', 3)}-{d(1)}"
    if lang == "pl":
        return f"{pick(['WA', 'KR', 'DW', 'PO'])} {d(5)}"
    return pick([f"{rs(L, 2)}{d(2)} {rs(L, 3)}", f"{dn(1)}{rs(L, 3)}{d(3)}", f"KA {d(2)} {rs(L, 2)} {d(4)}"])


def postcode(lang):
    L = "ABDEFGHJLNPQRSTUWXYZ"
    return {
        "en": lambda: pick([f"{pick(['M', 'B', 'LS', 'EC', 'SW', 'N'])}{rng.randint(1, 20)} {d(1)}{rs(L, 2)}", d(5),
                            f"M{d(1)}{pick(L)} {d(1)}{pick(L)}{d(1)}"]),
        "de": lambda: dn(5), "fr": lambda: f"{rng.randint(1, 95):02d}{d(3)}", "es": lambda: f"{rng.randint(1, 52):02d}{d(3)}",
        "it": lambda: d(5), "pt": lambda: f"{dn(4)}-{d(3)}", "sv": lambda: f"{dn(3)} {d(2)}",
        "cs": lambda: f"{dn(3)} {d(2)}", "ro": lambda: d(6), "ru": lambda: dn(6), "el": lambda: f"{dn(3)} {d(2)}",
        "ko": lambda: d(5), "zh": lambda: dn(6), "vi": lambda: dn(6), "id": lambda: dn(5),
        "nl": lambda: f"{dn(4)} {rs(UP, 2)}", "pl": lambda: f"{d(2)}-{d(3)}",
    }[lang]()


def vin():
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    tr = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
    tr.update({c: int(c) for c in DIG})
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    wmi = pick(["WVW", "WBA", "VF1", "ZFA", "JTD", "KMH", "TMB", "YV1", "SAL", "1HG", "5YJ", "WDD", "VSS", "UU1"])
    v = list(wmi + rs(chars, 5) + "0" + pick("LMNPRS") + pick(UP.replace("I", "").replace("O", "").replace("Q", "")) + d(6))
    s = sum(tr[c] * w[i] for i, c in enumerate(v))
    v[8] = "X" if s % 11 == 10 else str(s % 11)
    return "".join(v)


def isbn13():
    body = "978" + pick(["3", "2", "84", "88", "972", "91", "80", "606", "5", "89", "7", "604", "602", "83", "0", "1"])
    body += d(12 - len(body))
    full = body + ean_check(body)
    # hyphenate roughly: prefix-group-rest-check
    g = full[3:4] if full[3] in "0123457" else full[3:5]
    rest = full[3 + len(g):12]
    cut = rng.randint(2, len(rest) - 2)
    return f"978-{g}-{rest[:cut]}-{rest[cut:]}-{full[12]}"


def ean13(lang):
    pre = {"de": "40", "fr": "30", "es": "84", "it": "80", "pt": "560", "sv": "73", "cs": "859", "ro": "594",
           "ru": "46", "el": "520", "ko": "880", "zh": "69", "vi": "893", "id": "899", "nl": "87", "pl": "590",
           "en": "50"}[lang]
    body = pre + d(12 - len(pre))
    return body + ean_check(body)


def s10(cc):
    body = d(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    r = 11 - sum(int(c) * w[i] for i, c in enumerate(body)) % 11
    chk = {10: 0, 11: 5}.get(r, r)
    return f"{pick(['RR', 'CP', 'LX', 'EE', 'RB', 'UA'])}{body}{chk}{cc}"


def container_no():
    vals = {}
    v = 10
    for ch in UP:
        if v % 11 == 0:
            v += 1
        vals[ch] = v
        v += 1
    owner = pick(["MSCU", "MAEU", "CMAU", "HLXU", "TGHU", "OOLU", "EGHU", "TCNU"])
    serial = d(6)
    code = owner + serial
    s = sum((vals[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(code))
    chk = s % 11 % 10
    return pick([f"{owner} {serial} {chk}", f"{owner}{serial}{chk}", f"{owner} {serial}-{chk}"])


def awb():
    pre = pick(["020", "057", "125", "176", "074", "160", "618", "172"])
    seven = d(7)
    return f"{pre}-{seven}{int(seven) % 7}"


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def rf_ref():
    body = d(rng.randint(8, 14))
    chk = 98 - mod97_str(body + "RF00")
    s = f"RF{chk:02d}{body}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def creditor_id():
    nat = "0" + d(10)
    chk = 98 - mod97_str(nat + "DE00")
    return f"DE{chk:02d}ZZZ{nat}"


def ico():
    seven = d(7)
    s = sum(int(c) * w for c, w in zip(seven, [8, 7, 6, 5, 4, 3, 2]))
    return seven + str((11 - s % 11) % 10)


NETWORKS = [
    ("visa", 30), ("mastercard", 25), ("amex", 12), ("discover", 8), ("jcb", 6),
    ("diners", 5), ("unionpay", 6), ("maestro", 4), ("mir", 4),
]


def card_digits(net=None):
    if net is None:
        net = rng.choices([n for n, _ in NETWORKS], [w for _, w in NETWORKS])[0]
    if net == "visa":
        pre, L = "4", 16
    elif net == "mastercard":
        pre, L = pick([pick(["51", "52", "53", "54", "55"]), str(rng.randint(2221, 2720))]), 16
    elif net == "amex":
        pre, L = pick(["34", "37"]), 15
    elif net == "discover":
        pre, L = pick(["6011", "65", str(rng.randint(644, 649))]), 16
    elif net == "jcb":
        pre, L = str(rng.randint(3528, 3589)), 16
    elif net == "diners":
        pre, L = pick(["36", "38", str(rng.randint(300, 305))]), 14
    elif net == "unionpay":
        pre, L = "62" + pick("1234568"), pick([16, 16, 19])
    elif net == "maestro":
        pre, L = pick(["5018", "5020", "5038", "6759", "6761", "6763"]), pick([16, 19])
    else:
        pre, L = "220" + str(rng.randint(0, 4)), 16
    return net, luhn_complete(pre + d(L - len(pre) - 1))


def card_groups(num):
    L = len(num)
    if L == 15:
        return [num[:4], num[4:10], num[10:]]
    if L == 14:
        return [num[:4], num[4:10], num[10:]]
    if L == 19:
        return pick([[num[i:i + 4] for i in range(0, 19, 4)], [num[:6], num[6:]]])
    return [num[i:i + 4] for i in range(0, L, 4)]


def fmt_card(num):
    r = rng.random()
    g = card_groups(num)
    if r < 0.45:
        return " ".join(g)
    if r < 0.65:
        return "-".join(g)
    if r < 0.82:
        return num
    if r < 0.88 and len(num) == 16:
        return num[:8] + " " + num[8:]
    if r < 0.94:
        return "  ".join(g)
    if len(num) == 16:
        return f"{num[:4]} {num[4:8]}-{num[8:12]} {num[12:]}"
    return " ".join(g)


def bad_card():
    net, num = card_digits()
    last = (int(num[-1]) + rng.randint(1, 9)) % 10
    num = num[:-1] + str(last)
    assert not luhn_ok(num)
    return " ".join(card_groups(num)) if rng.random() < 0.6 else num


def masked_card():
    last4 = d(4)
    return pick([f"**** **** **** {last4}", f"XXXX-XXXX-XXXX-{last4}", f"•••• {last4}", f"ending in {last4}",
                 f"{pick(['4', '5'])}{d(5)}******{last4}", f"{pick(['4', '5'])}{d(3)} {d(2)}** **** {last4}",
                 f"Visa ···· {last4}", f"Mastercard ending {last4}", f"xxxxxxxxxxxx{last4}"])


def gen_ssn_parts():
    while True:
        a = rng.randint(1, 899)
        g = rng.randint(1, 99)
        s = rng.randint(1, 9999)
        if a == 666 or (a, g, s) in ((78, 5, 1120), (219, 9, 9999)):
            continue
        return f"{a:03d}", f"{g:02d}", f"{s:04d}"


def bad_ssn():
    r = rng.random()
    if r < 0.25:
        return f"000-{rng.randint(1, 99):02d}-{dn(4)}"
    if r < 0.5:
        return f"666-{rng.randint(1, 99):02d}-{dn(4)}"
    if r < 0.75:
        return f"9{d(2)}-{rng.randint(1, 99):02d}-{dn(4)}"
    return f"{rng.randint(1, 665):03d}-00-{dn(4)}"


def bad_iban_print():
    cc = pick(list(IBAN_SPECS))
    s = gen_iban(cc)
    chk = (int(s[2:4]) + rng.randint(1, 50)) % 100
    s = s[:2] + f"{chk:02d}" + s[4:]
    if iban_valid(s):
        s = s[:2] + f"{(chk + 1) % 100:02d}" + s[4:]
    assert not iban_valid(s)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def masked_iban():
    cc = pick(["DE", "FR", "ES", "IT", "NL", "AT", "PT", "BE"])
    last = d(4)
    return pick([f"{cc}** **** **** **** **{last[:2]} {last[2:]}", f"IBAN ending …{last}", f"{cc}{d(2)} **** **** {last}",
                 f"{cc}XX XXXX XXXX XXXX XXXX {last[:2]}"])


BICS = ["COBADEFFXXX", "DEUTDEDBBER", "BNPAFRPPXXX", "CAIXESBBXXX", "UNCRITMMXXX", "BCOMPTPL", "ESSESESS",
        "KOMBCZPP", "BTRLRO22", "INGBNL2A", "GEBABEBB", "RZBAATWW", "PBNKDEFF", "SOGEFRPP", "BPOTPLPR", "ETHNGRAA"]
BANKS = ["Sparkasse KölnBonn", "Commerzbank", "Banca Transilvania", "BNP Paribas", "CaixaBank", "Intesa Sanpaolo",
         "Millennium bcp", "ING", "Raiffeisenbank", "Komerční banka", "PKO BP", "Rabobank", "Erste Bank"]
ORGS = ["Northshore Insurance", "Harbour Homes Lettings", "Swiftline Logistics", "Greenfield Property Mgmt",
        "Metro Car Rental", "Lakeside Community College", "Cedar Valley Apartments", "Pioneer Auto Group"]
US_CITIES = ["Austin, TX", "Columbus, OH", "Denver, CO", "Tampa, FL", "Portland, OR", "Raleigh, NC", "Madison, WI"]
STREETS = ["1420 Maple Ave", "88 W 4th St", "3117 Oak Ridge Dr", "402 Elm Street Apt 5", "19 Harbor Way"]
SSIDS = ["FRITZ!Box 7590 QX", "Vodafone-4A2C", "TP-Link_8F3A", "Livebox-7C12", "MOVISTAR_3F21", "TIM-29384756",
         "MEO-4C1F2A", "Telia-5A3B9C", "UPC1234567", "DIGI-xYz9", "KT_GiGA_5G_1A2B", "ChinaNet-8FkA",
         "Casa Rossi", "Apt 4B Guest", "Wohnung3OG", "Gästenetz"]


def username(lang):
    f, l = ascii_pair(lang)
    return pick([f"{f[0]}{l}", f"{f}.{l}", f"{l}{f[0]}{rng.randint(1, 99)}", f"{f}_{l[:3]}", f"{f}{l[:1]}{d(2)}"])


def make_ctx(lang):
    first, last = pick(NAMES[lang])
    af, al = pick(NAMES[lang])
    ex_m, ex_y = rng.randint(1, 12), rng.randint(25, 31)
    c = dict(
        first=first, last=last, name=full_name(lang, first, last), agent=full_name(lang, af, al),
        city=pick(CITIES[lang]), date=fmt_date(lang), date2=fmt_date(lang), time=fmt_time(lang),
        dob=pick([f"{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}/{rng.randint(1955, 2005)}",
                  f"{MONTHS['en'][rng.randint(0, 11)]} {rng.randint(1, 28)}, {rng.randint(1955, 2005)}",
                  f"{rng.randint(1955, 2005)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"]),
        money=money(lang), money2=money(lang),
        policy=pick([f"POL-{rng.randint(2019, 2025)}-{d(6)}", f"{rs(UP, 2)}{d(8)}", f"{d(3)}.{d(3)}.{d(3)}.{d(1)}",
                     f"AX {d(4)} {d(4)}", f"KFZ-{d(7)}-{d(2)}", f"HV/{d(6)}/{rng.randint(20, 25)}"]),
        sid=pick([f"s{d(7)}", dn(7), f"{rng.randint(2019, 2024)}{d(5)}", f"A0{d(6)}{pick(UP)}", f"{d(2)}-{d(4)}-{d(3)}"]),
        case=pick([f"{rng.randint(1, 99)} C {d(3)}/{rng.randint(19, 25)}", f"AZ-{rng.randint(2020, 2025)}-{d(5)}",
                   f"#{dn(6)}", f"MOD-{dn(7)}", f"BG-{d(4)}-{d(4)}", f"CAS{d(8)}"]),
        plate=plate(lang), vin=vin(), km=group3(rng.randint(3000, 180000), pick([",", ".", " "])),
        parcel=pick([s10(pick(["DE", "FR", "CZ", "SE", "PL", "NL", "IT"])), f"1Z{rs(UP + DIG, 6)}{d(2)}{d(8)}",
                     f"00340434{d(12)}", d(11), f"JJD{d(18)}"]),
        room=pick([f"B2.{d(3)}", f"Raum {rng.randint(1, 4)}.{d(2)}", f"{rng.randint(1, 9)}-{d(3)}", f"Salle {dn(3)}",
                   f"Aula {rng.randint(1, 30)}", f"{pick('ABCDE')}{dn(3)}", f"Apt {rng.randint(1, 30)}{pick('ABCD')}"]),
        version=pick([f"v{rng.randint(1, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}", f"{rng.randint(1, 4)}.{rng.randint(0, 9)}.0-beta.{rng.randint(1, 5)}",
                      f"{rng.randint(14, 18)}.{rng.randint(0, 6)}.{rng.randint(1, 3)}"]),
        winbuild=f"10.0.{rng.randint(19041, 22631)}.{rng.randint(1000, 4500)}",
        oid=f"1.3.6.1.4.1.{dn(4)}.{rng.randint(1, 9)}.{rng.randint(1, 9)}",
        sha1=rs(HEX, 40), sha256=rs(HEX, 64), md5=rs(HEX, 32), uuid=uuid4(),
        badcard=bad_card(), masked=masked_card(),
        refphone=pick([f"{dn(3)}-{d(3)}-{d(4)}", f"{dn(4)} {d(3)} {d(3)}", f"#{dn(3)}.{d(3)}.{d(4)}", f"{dn(2)}-{d(4)}-{d(4)}"]),
        postcode=postcode(lang),
        coords=pick([f"{rng.uniform(35, 60):.5f}, {rng.uniform(-9, 30):.5f}",
                     f"{rng.randint(35, 59)}°{rng.randint(0, 59)}′{rng.randint(0, 59)}″N {rng.randint(1, 29)}°{rng.randint(0, 59)}′{rng.randint(0, 59)}″E",
                     f"lat {rng.uniform(-40, 60):.4f} lon {rng.uniform(-120, 140):.4f}"]),
        score=pick([f"{rng.randint(0, 5)}:{rng.randint(0, 5)}", f"{rng.randint(0, 4)}–{rng.randint(0, 4)}",
                    f"{rng.randint(80, 120)}–{rng.randint(80, 120)}", f"6-{rng.randint(0, 4)}, 7-5", f"{rng.randint(1, 3)}:0 n.V."]),
        sku=f"SKU-{rs(UP, 3)}-{d(4)}-{rs(UP, 2)}", ean=ean13(lang), isbn=isbn13(), batch=f"L{d(5)}",
        badiban=bad_iban_print(), maskiban=masked_iban(), badssn=bad_ssn(),
        ein=f"{pick(['12', '20', '27', '35', '46', '52', '61', '74', '81', '94'])}-{d(7)}",
        credid=creditor_id(), bic=pick(BICS), bank=pick(BANKS), org=pick(ORGS),
        bgnr=f"{d(5)}BG{d(7)}", claimno=f"{rng.randint(2022, 2025)}/{d(7)}", artigo=f"U-{d(4)}", fracao=pick(UP[:8]),
        cj=f"{pick(['MMB', 'MHMP', 'KUJCK'])}/{d(6)}/{rng.randint(2022, 2025)}", ico=ico(),
        order=pick([f"#{dn(8)}", f"{rs(UP, 2)}-{d(6)}-{d(4)}", dn(12), f"ORD{d(9)}"]),
        protocol=dn(5), krsid=f"20{rng.randint(19, 24)}{d(6)}", sfno=f"SF{d(13)}", resi=pick(["0", "1", "8"]) + d(15),
        kg=f"{rng.randint(1, 40)},{rng.randint(0, 9)}", container=container_no(), bol=f"{rs(UP, 4)}{d(8)}",
        awb=awb(), seal=f"{rs(UP, 2)}{d(7)}",
        flight=pick([f"LH {dn(4)}", f"BA0{d(3)}", f"FR {dn(4)}", f"AF{dn(4)}", f"KL{dn(4)}", f"U2 {dn(4)}"]),
        seat=f"{rng.randint(1, 40)}{pick('ABCDEF')}", day=pick(["Tuesday", "Thursday", "Saturday"]),
        temp=pick([f"{rng.uniform(2, 8):.1f} °C", f"-{rng.randint(15, 25)} °C"]), hum=str(rng.randint(35, 80)),
        handle=pick(["wohnen.leipzig", "immo_roma", "harbourhomes", "casa.lisboa.rent", "metro_carhire", "uni.hamburg"]),
        cafno=dn(7), serial=f"SN-{rs(UP, 2)}{d(8)}", invoice=pick([f"INV-{rng.randint(2023, 2025)}-{d(5)}", f"RE-{d(6)}", f"FA{d(8)}"]),
        payref=rf_ref(), ref=pick([f"REF-{d(4)}-{d(5)}", f"{rs(UP, 3)}{d(6)}", f"TX{d(10)}"]),
        booking=pick([f"RES-{rs(UP, 2)}{d(6)}", f"{rs(UP, 2)}{d(8)}", f"BK-{d(4)}-{rs(UP, 3)}"]),
        tour=f"T-{d(2)}", plan=pick(["PPO Gold", "HMO Silver", "HSA Bronze", "EPO Plus"]),
        state=pick(["CA", "TX", "NY", "IL", "WA", "FL", "OH"]), street=pick(STREETS), uscity=pick(US_CITIES),
        user=username(lang), iso=f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z",
        ext=str(rng.randint(10, 999)), exp=pick([f"{ex_m:02d}/{ex_y}", f"{ex_m:02d}/20{ex_y}", f"{ex_m}/{ex_y}", f"{ex_m:02d}-{ex_y}"]),
        cvv=d(3), module=pick(["BWL-101", "INF-2031", "MATH 2B", "ECON-110"]),
        m2a=f"{rng.randint(15, 40)},{rng.randint(0, 9)}", m2b=f"{rng.randint(9, 20)}.{rng.randint(0, 9)}", m2c=f"{rng.randint(5, 12)}.{rng.randint(0, 9)}",
        cadastre=f"{d(3)} {rs(UP, 2)} {d(4)}", ssid=pick(SSIDS),
    )
    return c


# ------------------------------------------------------------------ wrappers
EMOJI = ["🙏", "😊", "👍", "🚗", "🏠", "📦", "🎓", "😅", "❤️", "🙂", "😂", "✅", "🔑", "📱", "🤞", "🚚", "🥲"]
QUOTE_INTRO = ["fwd from the tenant, see below", "FYI", "Siehe unten.", "Voir ci-dessous.", "Te reenvío esto:",
               "Vedi sotto.", "Veja abaixo:", "Se nedan.", "Viz níže.", "Vezi mai jos.", "См. ниже.",
               "아래 참고하세요.", "见下文。", "Xem bên dưới.", "Lihat di bawah.", "On {date}, {agent} wrote:",
               "-----Original Message-----", "Am {date} schrieb {agent}:", "Le {date}, {agent} a écrit :"]
QUOTE_REPLY = ["thanks, handling it", "noted 👍", "Danke, erledigt.", "Merci, je m'en occupe.", "ok, gracias",
               "ricevuto", "ok obrigado", "tack!", "Díky.", "Mulțumesc!", "Принято.", "확인했습니다.", "收到。",
               "ok em cảm ơn", "siap, terima kasih", "can you double check this?"]
CHATBOT = ["Summarise this:\n\n{t}", "summarize this for me pls\n\n{t}", "Can you translate this into English?\n\n\"{t}\"",
           "fix the grammar of this:\n{t}", "Rewrite this more politely:\n\n{t}", "Fasse das kurz zusammen:\n\n{t}",
           "Bitte Rechtschreibung korrigieren:\n{t}", "Résume ce texte :\n\n{t}", "Traduis ça en anglais stp :\n{t}",
           "Resume esto:\n\n{t}", "Corrige la gramática:\n{t}", "Riassumi questo testo:\n{t}", "Resuma isto:\n\n{t}",
           "Sammanfatta det här:\n{t}", "Shrň mi to:\n{t}", "Rezumă textul:\n{t}", "Переведи на английский:\n{t}",
           "이거 요약해줘:\n{t}", "帮我翻译成英文：\n{t}", "Dịch đoạn này sang tiếng Anh:\n{t}", "Tolong rangkum ini:\n{t}",
           "Μετάφρασε στα αγγλικά:\n{t}", "Vat dit samen:\n{t}", "Popraw gramatykę:\n{t}",
           "what does this mean?\n```\n{t}\n```", "Can you turn this into a polite email?\n---\n{t}\n---"]
TYPO_SUBS = [("you", "u"), ("please", "pls"), ("thanks", "thx"), ("because", "bc"), ("tomorrow", "tmrw"),
             ("danke", "dnk"), ("merci", "mrc"), ("por favor", "porfa"), ("with", "w/"), ("are", "r")]


def w_sloppy(t):
    t = t.lower()
    t = re.sub(r"[.,!?;](?=\s|$)", "", t)
    for a, b in TYPO_SUBS:
        if rng.random() < 0.6:
            t = re.sub(r"\b%s\b" % re.escape(a), b, t)
    words = t.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    for i in rng.sample(idx, min(len(idx), rng.randint(0, 2))):
        w = words[i]
        j = rng.randint(1, len(w) - 3)
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)


def w_emoji(t):
    e = pick(EMOJI)
    r = rng.random()
    if r < 0.5:
        return t + " " + e
    if r < 0.75:
        return e + " " + t
    return t + " " + e + pick(EMOJI)


def w_quoted(t, ctx):
    q = "\n".join(("> " + l) if l else ">" for l in t.split("\n"))
    intro = pick(QUOTE_INTRO).format(**ctx)
    r = rng.random()
    if r < 0.6:
        return intro + "\n\n" + q
    if r < 0.85:
        return q + "\n\n" + pick(QUOTE_REPLY)
    return intro + "\n" + q + "\n\n" + pick(QUOTE_REPLY)


def w_ocr(t):
    out = []
    for ch in t:
        if ch == " ":
            r = rng.random()
            out.append("  " if r < 0.12 else "   " if r < 0.16 else " \n" if r < 0.18 else " ")
        elif ch == "l" and rng.random() < 0.03:
            out.append("1")
        else:
            out.append(ch)
    hdr = pick(["", "", "[scanned document]\n", "Seite 1 von 2\n", "- 1 -\n", "Page 1 of 1\n", "~~ scan ~~\n"])
    return hdr + "".join(out)


def w_chatbot(t):
    return pick(CHATBOT).replace("{t}", t)


def apply_wrapper(t, kind, ctx, multiline_value=False):
    if kind == "c":
        opts = [("none", 45), ("sloppy", 20), ("emoji", 13), ("quoted", 10), ("chatbot", 12)]
    elif kind == "f":
        opts = [("none", 50), ("ocr", 20), ("quoted", 15), ("chatbot", 15)]
    else:
        opts = [("none", 60), ("quoted", 15), ("chatbot", 25)]
    if multiline_value:   # a value spanning lines cannot sit inside "> " quoting
        opts = [o for o in opts if o[0] != "quoted"]
    w = rng.choices([o for o, _ in opts], [x for _, x in opts])[0]
    if w == "sloppy":
        return w_sloppy(t), w
    if w == "emoji":
        return w_emoji(t), w
    if w == "quoted":
        return w_quoted(t, ctx), w
    if w == "ocr":
        return w_ocr(t), w
    if w == "chatbot":
        return w_chatbot(t), w
    return t, w


# ============================================================== VALUE GENS
# ---- email
FREE_DOM = {
    "en": ["gmail.com", "outlook.com", "yahoo.com", "hotmail.co.uk", "icloud.com", "proton.me", "btinternet.com", "live.com"],
    "de": ["gmx.de", "web.de", "t-online.de", "posteo.de", "gmail.com", "mailbox.org", "gmx.at", "bluewin.ch"],
    "fr": ["orange.fr", "laposte.net", "free.fr", "sfr.fr", "gmail.com", "hotmail.fr", "skynet.be"],
    "es": ["gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es", "prodigy.net.mx"],
    "it": ["libero.it", "virgilio.it", "alice.it", "gmail.com", "tiscali.it"],
    "pt": ["sapo.pt", "gmail.com", "hotmail.com", "uol.com.br", "bol.com.br"],
    "sv": ["telia.com", "gmail.com", "outlook.com", "bredband.net", "spray.se"],
    "cs": ["seznam.cz", "centrum.cz", "email.cz", "gmail.com"],
    "ro": ["yahoo.ro", "gmail.com", "yahoo.com"],
    "ru": ["yandex.ru", "mail.ru", "gmail.com", "rambler.ru", "bk.ru"],
    "el": ["gmail.com", "yahoo.gr", "otenet.gr"],
    "ko": ["naver.com", "daum.net", "gmail.com", "kakao.com", "hanmail.net"],
    "zh": ["qq.com", "163.com", "126.com", "gmail.com", "sina.com"],
    "vi": ["gmail.com", "yahoo.com.vn"],
    "id": ["gmail.com", "yahoo.co.id", "ymail.com"],
    "nl": ["ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "telenet.be"],
    "pl": ["wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"],
}
SUB_DOM = {
    "en": ["student.manchester.ac.uk", "cs.ox.ac.uk", "alumni.stanford.edu", "mail.utoronto.ca", "students.tcd.ie",
           "claims.northshore-insurance.com", "dispatch.swiftline-logistics.co.uk", "lettings.harbourhomes.co.uk"],
    "de": ["stud.uni-goettingen.de", "student.kit.edu", "campus.lmu.de", "mieter.wohnbau-rheinland.de", "kunden.autovermietung-nord.de"],
    "fr": ["etu.univ-lyon1.fr", "etudiant.univ-rennes.fr", "agence.immo-sud.fr"],
    "es": ["alumnos.upm.es", "alumni.uv.es", "correo.ugr.es"],
    "it": ["studenti.unipd.it", "studenti.unimi.it"],
    "pt": ["campus.ul.pt", "alunos.uminho.pt", "usp.br"],
    "sv": ["student.lu.se", "student.uu.se"],
    "cs": ["mail.muni.cz", "fel.cvut.cz"],
    "ro": ["stud.ubbcluj.ro", "s.unibuc.ro"],
    "ru": ["edu.hse.ru", "student.spbu.ru"],
    "el": ["ece.ntua.gr", "di.uoa.gr"],
    "ko": ["snu.ac.kr", "korea.ac.kr", "yonsei.ac.kr"],
    "zh": ["mails.tsinghua.edu.cn", "stu.pku.edu.cn"],
    "vi": ["hcmut.edu.vn", "sis.hust.edu.vn"],
    "id": ["mail.ugm.ac.id", "ui.ac.id"],
    "nl": ["student.uva.nl", "student.tudelft.nl"],
    "pl": ["student.uw.edu.pl", "stud.prz.edu.pl"],
}
IDN_DOM = {
    "de": ["müller-immobilien.de", "bücherei-süd.de", "straße-wohnen.de", "schäfer-versicherung.at"],
    "fr": ["résidence-étudiante.fr", "agence-élysée.fr"],
    "es": ["inmobiliaria-españa.es", "mañana.es"],
    "sv": ["söder-bostäder.se"], "cs": ["čistírna-brno.cz"],
    "ru": ["почта.рф", "школа-42.рф"], "el": ["παράδειγμα.ελ"], "zh": ["公司.中国"],
    "ko": ["학교.한국"], "vi": ["đạihọc.vn"],
}
UNI_LOCAL_LANGS = ["de", "fr", "es", "it", "pt", "sv", "cs", "ro", "ru", "el", "zh", "ko", "vi", "pl"]


def gen_email(lang, ctx=None):
    """Address for a person; if ctx is given, 70% of the time the address is
    derived from (and the ctx rewritten to) the person writing the message."""
    if ctx is not None and rng.random() < 0.7:
        i = rng.randrange(len(NAMES[lang]))
        nf, nl = NAMES[lang][i]
        ctx["first"], ctx["last"], ctx["name"] = nf, nl, full_name(lang, nf, nl)
        if lang in ROMAN:
            fixed = ROMAN[lang][i]
        else:
            de = lang == "de" and rng.random() < 0.5
            fixed = (re.sub(r"[^a-z]", "", ascii_fold(nf, de).lower()), re.sub(r"[^a-z]", "", ascii_fold(nl, de).lower()))
    else:
        fixed = None
        i = None
    r = rng.random()
    if r < 0.08 and lang in IDN_DOM:
        # unicode domain (and usually unicode local part)
        f, l = NAMES[lang][i] if i is not None else pick(NAMES[lang])
        native = (l + f) if lang in ("zh", "ko") else (f + "." + l).lower().replace(" ", "")
        local = pick([f.lower(), native, (fixed or ascii_pair(lang))[0]])
        return local + "@" + pick(IDN_DOM[lang])
    if r < 0.16 and lang in UNI_LOCAL_LANGS:
        f, l = NAMES[lang][i] if i is not None else pick(NAMES[lang])
        if lang in ("zh", "ko"):
            local = l + f
        else:
            local = pick([f.lower() + "." + l.lower().replace(" ", ""), f.lower(), f.lower()[0] + "." + l.lower()])
        dom = pick(FREE_DOM[lang] + SUB_DOM[lang])
        return local + "@" + dom
    f, l = fixed or ascii_pair(lang)
    nn = str(rng.randint(1, 99))
    yy = str(rng.randint(60, 99)) if rng.random() < 0.5 else str(rng.randint(1970, 2004))
    local = pick([f"{f}.{l}", f"{f}{l}", f"{f[0]}.{l}", f"{f}_{l}", f"{f}.{l}{nn}", f"{l}.{f}", f"{f}-{l}",
                  f"{f[0]}{l}{nn}", f"{f}{yy}", f"{l}{f[0]}", f"{f}.{l}.{d(2)}"])
    if rng.random() < 0.13:
        local += "+" + pick(["housing", "uni", "claims", "rentals", "jobs", "benefits", "newsletter", "moving", "car"])
    if rng.random() < 0.06:
        local = local[0].upper() + local[1:]
    dom = pick(SUB_DOM[lang]) if rng.random() < 0.25 else pick(FREE_DOM[lang])
    if rng.random() < 0.03:
        dom = dom.upper() if rng.random() < 0.5 else dom[0].upper() + dom[1:]
    return local + "@" + dom


# ---- phone (28 countries)
def ph_us(ca=False):
    a = pick(["416", "604", "514", "403", "613", "647", "780", "902"]) if ca else pick(
        ["212", "312", "415", "617", "206", "303", "404", "512", "602", "713", "818", "917", "646", "773", "470", "669"])
    e = pick("23456789") + d(2)
    l = d(4)
    return pick([f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}", f"+1 ({a}) {e}-{l}",
                 f"1-{a}-{e}-{l}", f"+1{a}{e}{l}", f"+1-{a}-{e}-{l}", f"{a} {e} {l}"])


def ph_uk():
    if rng.random() < 0.65:
        m = "7" + pick("1234579") + d(2)
        r = d(6)
        return pick([f"0{m} {r}", f"+44 {m} {r}", f"+44 (0){m} {r}", f"0{m}{r}", f"+44{m}{r}", f"0{m} {r[:3]} {r[3:]}"])
    if rng.random() < 0.5:
        n = pick("378") + d(7)
        return pick([f"020 {n[:4]} {n[4:]}", f"+44 20 {n[:4]} {n[4:]}", f"(020) {n[:4]} {n[4:]}"])
    area = pick(["161", "121", "131", "141", "113", "117"])
    n = dn(7)
    return pick([f"0{area} {n[:3]} {n[3:]}", f"+44 {area} {n[:3]} {n[3:]}", f"(0{area}) {n[:3]} {n[3:]}"])


def ph_de():
    if rng.random() < 0.6:
        p = pick(["151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"])
        n = d(pick([7, 8]))
        return pick([f"0{p} {n}", f"0{p}-{n}", f"0{p}/{n}", f"+49 {p} {n}", f"+49 (0){p} {n[:4]} {n[4:]}",
                     f"0049 {p} {n}", f"+49{p}{n}", f"0{p} {n[:3]} {n[3:]}"])
    area = pick(["30", "40", "89", "221", "69", "711", "341", "351", "211", "511"])
    n = dn(pick([7, 8]) if len(area) == 2 else pick([6, 7]))
    return pick([f"0{area} {n}", f"0{area}/{n}", f"+49 {area} {n}", f"+49 (0){area} {n}", f"(0{area}) {n}", f"0{area}-{n}"])


def ph_fr():
    p = pick("67") if rng.random() < 0.7 else pick("12345")
    n = d(8)
    pr = [n[0:2], n[2:4], n[4:6], n[6:8]]
    sp, dot, dash = " ".join(pr), ".".join(pr), "-".join(pr)
    return pick([f"0{p} {sp}", f"0{p}.{dot}", f"0{p}{n}", f"+33 {p} {sp}", f"+33 (0){p} {sp}", f"+33{p}{n}", f"0{p}-{dash}"])


def ph_es():
    if rng.random() < 0.7:
        n = pick("67") + d(8)
        return pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+34 {n[:3]} {n[3:6]} {n[6:]}", f"+34 {n[:3]} {n[3:5]} {n[5:7]} {n[7:]}",
                     n, f"+34{n}", f"0034 {n}"])
    n = pick(["91", "93", "95", "96", "94"]) + d(7)
    return pick([f"{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"+34 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"{n[:3]} {n[3:6]} {n[6:]}"])


def ph_it():
    if rng.random() < 0.7:
        p = pick(["320", "328", "333", "335", "338", "339", "340", "347", "348", "349", "366", "380", "389", "392"])
        n = d(7)
        return pick([f"{p} {n}", f"{p} {n[:3]} {n[3:]}", f"+39 {p} {n}", f"+39 {p} {n[:3]} {n[3:]}", f"{p}-{n}", f"{p}{n}", f"+39{p}{n}"])
    n = d(8)
    a = pick(["06", "02"])
    return pick([f"{a} {n[:4]} {n[4:]}", f"+39 {a} {n}", f"{a}-{n}", f"+39 011 {n[:7]}"])


def ph_pt():
    if rng.random() < 0.75:
        n = "9" + pick("1236") + d(7)
    else:
        n = pick(["21", "22", "23", "25"]) + d(7)
    return pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+351 {n[:3]} {n[3:6]} {n[6:]}", n, f"+351{n}", f"(+351) {n}"])


def ph_br():
    ddd = pick(["11", "21", "31", "41", "51", "61", "71", "81", "85"])
    if rng.random() < 0.75:
        m = "9" + d(8)
        return pick([f"({ddd}) {m[:5]}-{m[5:]}", f"+55 {ddd} {m[:5]}-{m[5:]}", f"+55 ({ddd}) {m[:5]}-{m[5:]}",
                     f"{ddd} {m}", f"+55{ddd}{m}", f"{ddd} {m[:5]} {m[5:]}"])
    l = pick("2345") + d(7)
    return pick([f"({ddd}) {l[:4]}-{l[4:]}", f"+55 {ddd} {l[:4]}-{l[4:]}"])


def ph_nl():
    if rng.random() < 0.7:
        n = d(8)
        return pick([f"06-{n}", f"06 {n[:4]} {n[4:]}", f"+31 6 {n[:4]} {n[4:]}", f"+31 (0)6 {n}", f"+316{n}", f"06 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}"])
    a = pick(["20", "10", "30", "70"])
    n = dn(7)
    return pick([f"0{a}-{n}", f"+31 {a} {n[:3]} {n[3:]}", f"+31 (0){a} {n}", f"0{a} {n[:3]} {n[3:]}"])


def ph_be():
    if rng.random() < 0.7:
        p = "4" + pick("6789") + d(1)
        n = d(6)
        return pick([f"0{p} {n[:2]} {n[2:4]} {n[4:]}", f"+32 {p} {n[:2]} {n[2:4]} {n[4:]}", f"0{p}/{n[:2]}.{n[2:4]}.{n[4:]}",
                     f"+32{p}{n}", f"0{p} {n[:3]} {n[3:]}"])
    n = d(7)
    return pick([f"02 {n[:3]} {n[3:5]} {n[5:]}", f"+32 2 {n[:3]} {n[3:5]} {n[5:]}"])


def ph_ch():
    n = d(7)
    if rng.random() < 0.65:
        p = pick(["76", "77", "78", "79"])
    else:
        p = pick(["44", "31", "61", "22", "21"])
    return pick([f"0{p} {n[:3]} {n[3:5]} {n[5:]}", f"+41 {p} {n[:3]} {n[3:5]} {n[5:]}", f"+41{p}{n}",
                 f"0041 {p} {n[:3]} {n[3:5]} {n[5:]}", f"+41 (0){p} {n[:3]} {n[3:5]} {n[5:]}"])


def ph_at():
    if rng.random() < 0.7:
        p = pick(["650", "660", "664", "676", "680", "699"])
        n = d(7)
        return pick([f"0{p} {n}", f"0{p} {n[:3]} {n[3:5]} {n[5:]}", f"+43 {p} {n}", f"+43 (0){p} {n}", f"0{p}/{n}"])
    n = dn(7)
    return pick([f"+43 1 {n}", f"01 {n[:3]} {n[3:5]} {n[5:]}", f"(01) {n}"])


def ph_se():
    if rng.random() < 0.7:
        p = pick(["70", "72", "73", "76", "79"])
        n = d(7)
        return pick([f"0{p}-{n[:3]} {n[3:5]} {n[5:]}", f"+46 {p} {n[:3]} {n[3:5]} {n[5:]}", f"0{p}{n}", f"+46{p}{n}",
                     f"0{p} {n[:3]} {n[3:]}", f"0{p}-{n}"])
    n = dn(8)
    return pick([f"08-{n[:3]} {n[3:6]} {n[6:]}", f"+46 8 {n[:3]} {n[3:6]} {n[6:]}", f"08-{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}"])


def ph_cz():
    n = pick(["60", "72", "73", "77", "79", "70"]) + d(7)
    return pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+420 {n[:3]} {n[3:6]} {n[6:]}", f"+420{n}", n, f"00420 {n[:3]} {n[3:6]} {n[6:]}"])


def ph_pl():
    if rng.random() < 0.75:
        n = pick("5678") + d(8)
        return pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+48 {n[:3]} {n[3:6]} {n[6:]}", f"+48 {n[:3]}-{n[3:6]}-{n[6:]}", n, f"+48{n}"])
    n = dn(7)
    return pick([f"+48 22 {n[:3]} {n[3:5]} {n[5:]}", f"(22) {n[:3]} {n[3:5]} {n[5:]}", f"22 {n}"])


def ph_ro():
    if rng.random() < 0.75:
        n = "7" + pick("2345678") + d(7)
        return pick([f"0{n[:3]} {n[3:6]} {n[6:]}", f"+40 {n[:3]} {n[3:6]} {n[6:]}", f"0{n[:3]}.{n[3:6]}.{n[6:]}", f"0{n}",
                     f"+40{n}", f"0040 {n[:3]} {n[3:6]} {n[6:]}"])
    n = dn(7)
    return pick([f"021 {n[:3]} {n[3:]}", f"+40 21 {n[:3]} {n[3:]}", f"021.{n[:3]}.{n[3:]}"])


def ph_gr():
    if rng.random() < 0.7:
        n = "69" + pick("0345789") + d(7)
        return pick([f"{n[:3]} {n[3:6]} {n[6:]}", f"+30 {n[:3]} {n[3:6]} {n[6:]}", f"+30 {n}", n, f"0030 {n}"])
    n = dn(7)
    return pick([f"210 {n[:3]} {n[3:]}", f"+30 210 {n}", f"210-{n}"])


def ph_ru():
    if rng.random() < 0.75:
        c = "9" + pick(["01", "03", "05", "06", "09", "10", "15", "16", "17", "19", "25", "26", "29", "63", "77", "85", "99"])
    else:
        c = pick(["495", "499", "812"])
    n = d(7)
    return pick([f"8 ({c}) {n[:3]}-{n[3:5]}-{n[5:]}", f"+7 ({c}) {n[:3]}-{n[3:5]}-{n[5:]}", f"+7 {c} {n[:3]}-{n[3:5]}-{n[5:]}",
                 f"8{c}{n}", f"+7{c}{n}", f"8-{c}-{n[:3]}-{n[3:5]}-{n[5:]}", f"+7 {c} {n[:3]} {n[3:5]} {n[5:]}"])


def ph_kr():
    if rng.random() < 0.75:
        n = d(8)
        return pick([f"010-{n[:4]}-{n[4:]}", f"+82 10-{n[:4]}-{n[4:]}", f"010 {n[:4]} {n[4:]}", f"010{n}",
                     f"+82 10 {n[:4]} {n[4:]}", f"+8210{n}", f"010.{n[:4]}.{n[4:]}"])
    a = pick(["02", "031", "051"])
    b = dn(pick([3, 4]))
    c = d(4)
    return pick([f"{a}-{b}-{c}", f"+82 {a[1:]}-{b}-{c}", f"({a}) {b}-{c}"])


def ph_cn():
    if rng.random() < 0.75:
        n = "1" + pick(["30", "31", "32", "33", "35", "36", "37", "38", "39", "50", "51", "52", "58", "59", "80", "81", "86",
                        "87", "88", "89", "77", "99"]) + d(8)
        return pick([f"{n[:3]} {n[3:7]} {n[7:]}", f"+86 {n[:3]} {n[3:7]} {n[7:]}", n, f"+86 {n}", f"{n[:3]}-{n[3:7]}-{n[7:]}", f"+86-{n}"])
    a = pick(["010", "021", "020", "0755"])
    n = dn(8 if len(a) == 3 else 8)
    return pick([f"{a}-{n}", f"{a}-{n[:4]} {n[4:]}", f"+86 {a[1:]} {n[:4]} {n[4:]}", f"({a}) {n}"])


def ph_vn():
    if rng.random() < 0.8:
        n = pick(["90", "91", "93", "94", "96", "97", "98", "32", "33", "34", "35", "36", "37", "38", "39", "70", "76", "77",
                  "78", "79", "81", "82", "83", "84", "85", "86", "88", "89"]) + d(7)
        return pick([f"0{n[:3]} {n[3:6]} {n[6:]}", f"0{n[:2]} {n[2:5]} {n[5:]}", f"+84 {n[:2]} {n[2:5]} {n[5:]}", f"+84{n}",
                     f"0{n[:3]}.{n[3:6]}.{n[6:]}", f"0{n}", f"(+84) {n[:3]} {n[3:6]} {n[6:]}"])
    n = dn(8)
    return pick([f"028 {n[:4]} {n[4:]}", f"(024) {n[:4]} {n[4:]}", f"+84 28 {n[:4]} {n[4:]}"])


def ph_id():
    if rng.random() < 0.8:
        n = "8" + pick(["11", "12", "13", "21", "22", "52", "53", "56", "57", "58", "77", "78", "17", "18", "19", "59",
                        "95", "96", "97", "98", "99", "81", "82", "83", "38"]) + d(pick([7, 8]))
        return pick([f"0{n[:3]}-{n[3:7]}-{n[7:]}", f"+62 {n[:3]} {n[3:7]} {n[7:]}", f"0{n[:3]} {n[3:7]} {n[7:]}",
                     f"+62{n}", f"62{n}", f"0{n}", f"+62 {n[:3]}-{n[3:7]}-{n[7:]}"])
    n = dn(8)
    return pick([f"(021) {n[:4]} {n[4:]}", f"+62 21 {n[:4]} {n[4:]}", f"021-{n}"])


def ph_jp():
    if rng.random() < 0.7:
        p = pick(["90", "80", "70"])
        n = d(8)
        return pick([f"0{p}-{n[:4]}-{n[4:]}", f"+81 {p}-{n[:4]}-{n[4:]}", f"+81 {p} {n[:4]} {n[4:]}", f"0{p}{n}"])
    n = dn(8)
    return pick([f"03-{n[:4]}-{n[4:]}", f"+81 3-{n[:4]}-{n[4:]}", f"06-{n[:4]}-{n[4:]}"])


def ph_in():
    if rng.random() < 0.8:
        n = pick("6789") + d(9)
        return pick([f"+91 {n[:5]} {n[5:]}", f"0{n[:5]} {n[5:]}", f"{n[:5]}-{n[5:]}", f"+91-{n}", f"+91{n}", n, f"+91 {n}"])
    n = dn(8)
    return pick([f"011-{n[:4]}-{n[4:]}", f"022 {n[:4]} {n[4:]}", f"+91 22 {n[:4]} {n[4:]}"])


def ph_mx():
    n = pick(["55", "33", "81"]) + d(8)
    return pick([f"{n[:2]} {n[2:6]} {n[6:]}", f"+52 {n[:2]} {n[2:6]} {n[6:]}", f"+52 1 {n[:2]} {n[2:6]} {n[6:]}",
                 f"({n[:2]}) {n[2:6]} {n[6:]}", f"+52{n}", f"{n[:2]}-{n[2:6]}-{n[6:]}"])


def ph_au():
    if rng.random() < 0.7:
        n = "4" + d(8)
        return pick([f"0{n[:3]} {n[3:6]} {n[6:]}", f"+61 {n[:3]} {n[3:6]} {n[6:]}", f"0{n}", f"+61{n}", f"+61 (0){n[:3]} {n[3:6]} {n[6:]}"])
    a = pick("2378")
    n = dn(8)
    return pick([f"(0{a}) {n[:4]} {n[4:]}", f"0{a} {n[:4]} {n[4:]}", f"+61 {a} {n[:4]} {n[4:]}"])


def ph_ie():
    if rng.random() < 0.75:
        p = pick(["83", "85", "86", "87", "89"])
        n = d(7)
        return pick([f"0{p} {n[:3]} {n[3:]}", f"+353 {p} {n[:3]} {n[3:]}", f"0{p}{n}", f"+353{p}{n}", f"+353 (0){p} {n[:3]} {n[3:]}"])
    n = dn(7)
    return pick([f"(01) {n[:3]} {n[3:]}", f"+353 1 {n[:3]} {n[3:]}", f"01 {n[:3]} {n[3:]}"])


PHONE_GEN = {
    "US": ph_us, "CA": lambda: ph_us(True), "UK": ph_uk, "DE": ph_de, "FR": ph_fr, "ES": ph_es, "IT": ph_it,
    "PT": ph_pt, "BR": ph_br, "NL": ph_nl, "BE": ph_be, "CH": ph_ch, "AT": ph_at, "SE": ph_se, "CZ": ph_cz,
    "PL": ph_pl, "RO": ph_ro, "GR": ph_gr, "RU": ph_ru, "KR": ph_kr, "CN": ph_cn, "VN": ph_vn, "ID": ph_id,
    "JP": ph_jp, "IN": ph_in, "MX": ph_mx, "AU": ph_au, "IE": ph_ie,
}
LANG_PHONE = {
    "en": ["US", "CA", "UK", "AU", "IE", "IN", "JP"], "de": ["DE", "AT", "CH"], "fr": ["FR", "BE", "CH"],
    "es": ["ES", "MX"], "it": ["IT", "CH"], "pt": ["PT", "BR"], "sv": ["SE"], "cs": ["CZ"], "ro": ["RO"],
    "ru": ["RU"], "el": ["GR"], "ko": ["KR"], "zh": ["CN"], "vi": ["VN"], "id": ["ID"], "nl": ["NL", "BE"], "pl": ["PL"],
}


def gen_phone(lang):
    if rng.random() < 0.75:
        cc = pick(LANG_PHONE[lang])
    else:
        cc = pick(list(PHONE_GEN))
    return cc, PHONE_GEN[cc]()


# ---- IBAN
LANG_IBAN = {
    "de": ["DE", "DE", "AT", "CH", "LU", "LI"], "fr": ["FR", "FR", "BE", "LU", "MC", "CH"], "es": ["ES"],
    "it": ["IT"], "pt": ["PT", "PT", "BR"], "sv": ["SE", "FI", "NO", "DK"], "cs": ["CZ", "SK"], "ro": ["RO"],
    "el": ["GR", "CY"], "nl": ["NL", "BE"], "pl": ["PL"], "en": ["GB", "IE", "MT", "DE", "NL"],
}


def gen_iban_value(lang, kind):
    if lang in LANG_IBAN and rng.random() < 0.65:
        cc = pick(LANG_IBAN[lang])
    else:
        cc = pick(list(IBAN_SPECS))
    comp = gen_iban(cc)
    groups = [comp[i:i + 4] for i in range(0, len(comp), 4)]
    r = rng.random()
    if kind == "f" and r < 0.09 and len(groups) >= 4:
        k = rng.randint(2, len(groups) - 2)
        v = " ".join(groups[:k]) + "\n" + " ".join(groups[k:])
        mode = "split"
    elif r < 0.58:
        v, mode = " ".join(groups), "print"
    else:
        v, mode = comp, "compact"
    if rng.random() < 0.1:
        v = v.lower()
        mode += "-lower"
    return cc, v, mode


# ---- IP
V6_PREFIX = ["2a02:8108", "2a02:810d", "2a01:598", "2a01:e0a", "2001:16b8", "2003:e4", "2a00:23c7", "2600:1700",
             "2601:18c", "2605:a601", "2804:14c", "240e:3b5", "2409:8a1e", "2001:ee0", "2404:c0", "2a0a:a541",
             "2001:4c4c", "2a04:4540", "2806:2f0", "2406:3003"]


def gen_ipv4(private_ok=False):
    if private_ok and rng.random() < 0.5:
        return pick([f"192.168.{pick([0, 1, 1, 178, 2, 10])}.{rng.randint(2, 254)}", f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}",
                     f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"])
    while True:
        a = rng.randint(1, 223)
        b = rng.randint(0, 255)
        if a in (10, 127, 0) or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or (a == 169 and b == 254) \
                or (a == 100 and 64 <= b <= 127):
            continue
        return f"{a}.{b}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def hx():
    return format(rng.randint(1, 0xffff), "x")


def gen_ipv6():
    r = rng.random()
    if r < 0.08:
        return "fe80::" + ":".join(format(rng.randint(0, 0xffff), "x") for _ in range(2)) + "ff:fe" + \
               format(rng.randint(0, 0xff), "02x") + ":" + hx()
    pre = pick(V6_PREFIX).split(":")
    h = pre + [hx() for _ in range(8 - len(pre))]
    if r < 0.4:
        if rng.random() < 0.3:
            s = ":".join(x.zfill(4) for x in h)
        else:
            s = ":".join(h)
    else:
        i = rng.randint(len(pre), 5)
        L = rng.randint(2, 7 - i)
        s = ":".join(h[:i]) + "::" + ":".join(h[i + L:])
    if rng.random() < 0.1:
        s = s.upper()
    return s


# ---- secrets
def b64len(n):
    return rs(B64, n)


def g_openai():
    if rng.random() < 0.4:
        return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def g_anthropic():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def g_stripe():
    return pick(["sk_live_", "rk_live_"]) + (rs(ALNUM, 24) if rng.random() < 0.4 else "51" + rs(ALNUM, 97))


def g_github():
    r = rng.random()
    if r < 0.55:
        return "ghp_" + rs(ALNUM, 36)
    if r < 0.7:
        return pick(["gho_", "ghu_", "ghs_"]) + rs(ALNUM, 36)
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59)


def g_gitlab():
    return "glpat-" + rs(ALNUM + "-_", 20)


def g_slack():
    if rng.random() < 0.7:
        return f"xoxb-{dn(11)}-{dn(13)}-{rs(ALNUM, 24)}"
    return f"xoxp-{dn(11)}-{dn(11)}-{dn(13)}-{rs(HEX, 32)}"


def g_sendgrid():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def g_mailgun():
    return "key-" + rs(HEX, 32)


def g_google():
    return "AIza" + rs(B64URL, 35)


def g_aws_secret():
    return rs(B64, 40)


def g_aws_akid():
    return pick(["AKIA", "ASIA"]) + rs(UP + "234567", 16)


def g_twilio():
    return rs(HEX, 32)


def g_npm():
    return "npm_" + rs(ALNUM, 36)


def g_pypi():
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, rng.randint(120, 160))


def g_hf():
    return "hf_" + rs(string.ascii_letters, 34)


def g_shopify():
    return pick(["shpat_", "shpss_"]) + rs(HEX, 32)


def g_do():
    return "dop_v1_" + rs(HEX, 64)


def g_datadog():
    return rs(HEX, 32)


def g_discord():
    uid = str(rng.randint(10 ** 17, 13 * 10 ** 17))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def g_telegram():
    return f"{rng.randint(1000000000, 7999999999)}:AA{rs(B64URL, 33)}"


def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def g_jwt():
    hdr = b64u({"alg": pick(["HS256", "RS256"]), "typ": "JWT"})
    iat = rng.randint(1700000000, 1730000000)
    pl = b64u({"sub": str(rng.randint(10000, 999999)), "role": pick(["driver", "agent", "student", "adjuster"]),
               "iat": iat, "exp": iat + pick([3600, 86400, 604800])})
    return f"{hdr}.{pl}.{rs(B64URL, 43)}"


SERVICES = [
    dict(svc="OpenAI", env="OPENAI_API_KEY", url="https://api.openai.com/v1/chat/completions", client="OpenAI", gen=g_openai, bearer=True),
    dict(svc="Anthropic", env="ANTHROPIC_API_KEY", url="https://api.anthropic.com/v1/messages", client="anthropic.Anthropic", gen=g_anthropic, bearer=False),
    dict(svc="Stripe", env="STRIPE_SECRET_KEY", url="https://api.stripe.com/v1/charges", client="stripe.StripeClient", gen=g_stripe, bearer=True),
    dict(svc="GitHub", env="GITHUB_TOKEN", url="https://api.github.com/user/repos", client="Github", gen=g_github, bearer=True),
    dict(svc="GitLab", env="GITLAB_TOKEN", url="https://gitlab.com/api/v4/projects", client="gitlab.Gitlab", gen=g_gitlab, bearer=True),
    dict(svc="Slack", env="SLACK_BOT_TOKEN", url="https://slack.com/api/chat.postMessage", client="WebClient", gen=g_slack, bearer=True),
    dict(svc="SendGrid", env="SENDGRID_API_KEY", url="https://api.sendgrid.com/v3/mail/send", client="SendGridAPIClient", gen=g_sendgrid, bearer=True),
    dict(svc="Mailgun", env="MAILGUN_API_KEY", url="https://api.eu.mailgun.net/v3/domains", client="MailgunClient", gen=g_mailgun, bearer=False),
    dict(svc="Google Maps", env="GOOGLE_MAPS_API_KEY", url="https://maps.googleapis.com/maps/api/geocode/json", client="googlemaps.Client", gen=g_google, bearer=False),
    dict(svc="AWS", env="AWS_SECRET_ACCESS_KEY", url="https://s3.eu-central-1.amazonaws.com", client="boto3.client", gen=g_aws_secret, bearer=False),
    dict(svc="AWS", env="AWS_ACCESS_KEY_ID", url="https://s3.eu-central-1.amazonaws.com", client="boto3.client", gen=g_aws_akid, bearer=False),
    dict(svc="Twilio", env="TWILIO_AUTH_TOKEN", url="https://api.twilio.com/2010-04-01/Accounts", client="twilio.rest.Client", gen=g_twilio, bearer=False),
    dict(svc="npm", env="NPM_TOKEN", url="https://registry.npmjs.org/-/whoami", client="npm", gen=g_npm, bearer=True),
    dict(svc="PyPI", env="TWINE_PASSWORD", url="https://upload.pypi.org/legacy/", client="twine", gen=g_pypi, bearer=False),
    dict(svc="Hugging Face", env="HF_TOKEN", url="https://huggingface.co/api/whoami-v2", client="HfApi", gen=g_hf, bearer=True),
    dict(svc="Shopify", env="SHOPIFY_ACCESS_TOKEN", url="https://example-store.myshopify.com/admin/api/2024-01/orders.json", client="shopify.Session", gen=g_shopify, bearer=False),
    dict(svc="DigitalOcean", env="DIGITALOCEAN_TOKEN", url="https://api.digitalocean.com/v2/droplets", client="digitalocean.Manager", gen=g_do, bearer=True),
    dict(svc="Datadog", env="DD_API_KEY", url="https://api.datadoghq.eu/api/v1/validate", client="ApiClient", gen=g_datadog, bearer=False),
    dict(svc="Discord", env="DISCORD_BOT_TOKEN", url="https://discord.com/api/v10/users/@me", client="discord.Client", gen=g_discord, bearer=False),
    dict(svc="Telegram", env="TELEGRAM_BOT_TOKEN", url="https://api.telegram.org/bot<token>/getMe", client="telegram.Bot", gen=g_telegram, bearer=False),
]

PW_WORDS = ["Sonnenblume", "Kaffee", "Schatz", "Soleil", "Chocolat", "Mariposa", "Verano", "Girasole", "Estrela",
            "Saudade", "Sommar", "Kocicka", "Pisica", "Medved", "Bella", "Dragon", "Sunshine", "Liverpool",
            "Bayern", "Barcelona", "Tigrou", "Bärchen", "Frühling", "Mimosa", "Pantera", "Bichon", "Koala"]
PP_WORDS = ["purple", "tiger", "lamp", "violet", "cactus", "river", "spoon", "blauer", "elefant", "tanzt", "nuage",
            "piano", "gato", "luna", "tram", "kiwi", "orbit", "maple", "velvet", "anchor", "pepper", "sofa"]
SYMS = "!#$%&*?-_.@"


def g_password():
    r = rng.random()
    w = pick(PW_WORDS)
    if r < 0.28:
        return w + str(rng.randint(1960, 2024)) + pick("!?#$*.")
    if r < 0.42:
        return w + pick("&#@-_") + pick(PW_WORDS) + str(rng.randint(1, 99))
    if r < 0.55:
        leet = w.lower().replace("a", "@").replace("o", "0").replace("e", "3").replace("s", "$").replace("i", "1")
        return leet.capitalize() + str(rng.randint(10, 99))
    if r < 0.8:
        chars = string.ascii_letters + DIG + "!#$%&*?-_"
        while True:
            p = rs(chars, rng.randint(12, 18))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c in "!#$%&*?-_" for c in p):
                return p
    sep = pick("-._")
    ws = [pick(PP_WORDS) for _ in range(rng.randint(3, 4))]
    if rng.random() < 0.5:
        ws = [x.capitalize() for x in ws]
    return sep.join(ws) + sep + str(rng.randint(10, 99))


def g_wifi():
    r = rng.random()
    if r < 0.25:
        return d(20)                                     # FRITZ!Box style
    if r < 0.45:
        return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    if r < 0.7:
        return pick(["Casa", "Welcome", "Gast", "Maison", "Villa", "Home"]) + pick(PW_WORDS) + str(rng.randint(1, 2024))
    return g_password()


def g_connpw():
    return rs(ALNUM + "-_.~", rng.randint(12, 28))


DBUSERS = ["app_user", "fleet_rw", "claims_svc", "postgres", "admin", "lettings", "reg_office", "dispatch"]
DBHOSTS = ["pg.fleetops.internal", "claims-db.c9akciq32xyz.eu-central-1.rds.amazonaws.com", "mysql.agency-hosting.net",
           "db-prod-01.swiftline.local", "redis-13412.c1.eu-west-1-2.ec2.cloud.redislabs.com", "sql.campus-it.example.org"]
DBNAMES = ["dispatch", "claims", "students", "listings", "rentals", "benefits", "matches"]

# ================================================================ TEMPLATES
# (lang, kind, text) ; kind: c = chat, f = formal/letter/scan, s = structured
EMAIL_T = [
    ("en", "f", "Dear Admissions Office,\n\nPlease update the contact e-mail on my file (student ID {sid}) to {v}. All correspondence about my transcript should go there from now on.\n\nKind regards,\n{name}"),
    ("en", "c", "hi can you send the enrolment form to {v} please, my old uni address stopped working"),
    ("en", "s", "| Field | Value |\n|---|---|\n| Tenant | {name} |\n| Email | {v} |\n| Unit | {room} |\n| Move-in | {date} |"),
    ("en", "c", "Report {case}: user keeps putting the address {v} in their bio and asking matches to write there instead. Reason: off-platform contact."),
    ("en", "f", "Re: Claim {policy}\nThe policyholder, {name}, has asked that the settlement letter be sent electronically to {v} rather than by post."),
    ("en", "c", "driver {first} says the customer wants the POD emailed to {v} before 5pm"),
    ("en", "c", "fix the grammar: me and my wife is interest in the flat in {city}, you can writing us on {v} any time"),
    ("en", "s", "- Name: {name}\n- Pick-up: {city} airport, {date}\n- Car group: C (VW Golf or similar)\n- Contact e-mail: {v}\n- Plate on return: {plate}"),
    ("en", "c", "> Where should we send the benefit decision letter?\nsend it to {v} please, I check that one daily"),
    ("en", "f", "From: {name} <{v}>\nTo: lettings team\nSubject: Re: Viewing on Saturday\n\nSaturday at 11 works for us. See you at the property."),
    ("en", "s", "2024-03-14T09:12:44Z WARN moderation.queue profile={uuid} rule=contact_in_bio match=\"{v}\""),
    ("en", "f", "APPLICATION FOR HOUSING BENEFIT\nSurname: {last}    Forename(s): {first}\nE-mail address: {v}\nReference: {case}"),
    ("en", "c", "finally got the room 🎉 housing office will contact me at {v} about the key pickup"),
    ("de", "f", "Sehr geehrte Damen und Herren,\n\nbitte senden Sie den Bescheid zu meinem Wohngeldantrag (Az. {case}) künftig an {v}.\n\nMit freundlichen Grüßen\n{name}"),
    ("de", "c", "hey, kannst du mir die mietbescheinigung an {v} schicken? danke dir!"),
    ("de", "s", "Schadenmeldung\n- Versicherungsnummer: {policy}\n- Kennzeichen: {plate}\n- E-Mail: {v}\n- Schadentag: {date}"),
    ("fr", "f", "Madame, Monsieur,\n\nJe vous prie de bien vouloir adresser le certificat de scolarité de mon fils à l'adresse suivante : {v}.\n\nVeuillez agréer mes salutations distinguées,\n{name}"),
    ("fr", "c", "coucou c'est {first}, mon mail c'est {v} pour l'état des lieux de samedi"),
    ("es", "c", "Hola, soy {name}. Para la reserva del coche en {city} escribidme a {v}, ¡gracias!"),
    ("es", "f", "Estimados señores:\n\nLes comunico mi nuevo correo electrónico, {v}, para todas las notificaciones relativas a la póliza {policy}.\n\nAtentamente,\n{name}"),
    ("it", "f", "Buongiorno, vi scrivo in merito al sinistro {policy}. Potete rispondermi all'indirizzo {v}? Cordiali saluti, {name}"),
    ("pt", "c", "Olá! O meu email novo é {v} — podem atualizar na ficha de matrícula? Nº de aluno {sid}."),
    ("sv", "c", "Hej! Skicka gärna hyreskontraktet till {v} så signerar jag digitalt. Mvh {first}"),
    ("cs", "f", "Dobrý den,\nprosím o zaslání potvrzení o studiu na e-mail {v}.\nDěkuji,\n{name}"),
    ("ro", "f", "Bună ziua, vă rog să-mi trimiteți contractul de închiriere la adresa {v}. Mulțumesc, {name}"),
    ("ru", "f", "Здравствуйте! Пришлите, пожалуйста, справку о начислении пособия на почту {v}. Номер дела {case}."),
    ("ko", "c", "안녕하세요, 장학금 서류는 {v} 로 보내주시면 됩니다. 감사합니다!"),
    ("zh", "f", "您好，保单{policy}的理赔材料请发送到{v}，谢谢。"),
    ("vi", "c", "Chào anh, em gửi hồ sơ thuê xe rồi nhé, có gì anh mail cho em qua {v} ạ."),
    ("id", "c", "Halo kak, invoice pengiriman tolong dikirim ke email {v} ya, makasih 🙏"),
    ("el", "f", "Καλησπέρα σας, το email μου είναι {v} για την αίτηση επιδόματος στέγασης."),
    ("nl", "f", "Beste,\n\nMijn nieuwe mailadres is {v}. Graag de polis {policy} hierop aanpassen.\n\nMet vriendelijke groet,\n{name}"),
    ("pl", "f", "Dzień dobry, proszę o przesłanie faktury za wynajem na adres {v}. Pozdrawiam, {name}"),
    ("en", "s", "Dispatch note {date}\nConsignee: {name}\nNotify: {v}\nParcel: {parcel}\nDeliver to rear entrance."),
    ("en", "c", "can u translate this to german: \"please contact me at {v} regarding the deposit\""),
    ("de", "s", "| Name | Matrikelnr. | E-Mail |\n|---|---|---|\n| {name} | {sid} | {v} |"),
    ("en", "c", "{v} is my personal one, the work address bounces. thx!"),
    ("zh", "c", "我的邮箱：{v}（租房合同发这里）"),
]

PHONE_T = [
    ("en", "c", "ring me on {v} when you're outside the building, buzzer is broken"),
    ("en", "c", "hey it's {first} from the viewing yesterday, my whatsapp is {v}"),
    ("en", "f", "Dear Sir or Madam,\n\nPlease contact me on {v} to arrange the inspection of the vehicle (registration {plate}).\n\nYours faithfully,\n{name}"),
    ("en", "s", "Tenant: {name}\nMob. {v}\nUnit: {room}\nRent due: {date}"),
    ("en", "f", "For questions about your claim {policy}, call your adjuster {agent} directly at {v} ext. {ext}."),
    ("en", "c", "Report {case}: user shared phone number {v} in the first message, possible romance-scam pattern"),
    ("en", "s", "| Driver | Vehicle | Phone |\n|---|---|---|\n| {first} | {plate} | {v} |"),
    ("en", "c", "> what's the best number to reach you?\n{v}, after 6pm is best"),
    ("en", "c", "summarise this: called the benefits office, my caseworker {agent} said to call her back on {v}, case {case}"),
    ("en", "f", "Emergency contact: {name} (mother) — {v}"),
    ("de", "c", "Hallo, bin ab 14 Uhr erreichbar unter {v}, Gruß {first}"),
    ("de", "f", "Sehr geehrte Frau {last},\n\nfür Rückfragen zur Immatrikulation erreichen Sie mich telefonisch unter {v}.\n\nMit freundlichen Grüßen"),
    ("de", "s", "Fahrer: {name}\nHandy: {v}\nTour: {tour}\nAbfahrt: {time}"),
    ("fr", "c", "Salut, tu peux m'appeler au {v} pour la visite de l'appart ?"),
    ("fr", "f", "Pour toute question concernant votre dossier {case}, contactez votre conseillère, Mme {last}, au {v} (poste {ext})."),
    ("es", "c", "Llámame al {v} cuando llegues a la oficina de alquiler"),
    ("es", "f", "Teléfono de contacto del asegurado: {v}"),
    ("it", "c", "ciao, sono {first}, il mio cellulare è {v}, scrivimi su whatsapp"),
    ("pt", "c", "Oi! Meu zap é {v}, me chama lá pra combinar a mudança"),
    ("pt", "f", "Contacto telefónico do encarregado de educação: {v}"),
    ("sv", "c", "Ring mig på {v} om bilen inte är klar till kl 10"),
    ("cs", "c", "Dobrý den, volejte prosím na {v}, jsem k zastižení dopoledne."),
    ("ro", "c", "Bună, numărul meu e {v}, sună-mă pentru cheile de la apartament"),
    ("ru", "c", "Мой номер {v}, звоните после 18:00"),
    ("el", "c", "Γεια σας, το κινητό μου είναι {v}, πάρτε με για το συμβόλαιο."),
    ("ko", "c", "기사님 도착하시면 {v} 로 연락 주세요"),
    ("zh", "c", "到了给我打电话{v}，我下楼取件"),
    ("vi", "c", "SĐT của em là {v}, anh gọi trước khi giao hàng nhé"),
    ("id", "c", "Kak, ini nomor WA saya {v}, kabari kalau paket sudah sampai ya"),
    ("nl", "c", "Hoi, je kunt me bereiken op {v} voor de bezichtiging"),
    ("pl", "c", "Mój numer to {v}, proszę dzwonić w sprawie mieszkania"),
    ("en", "s", "BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nTEL;TYPE=cell:{v}\nEND:VCARD"),
    ("en", "c", "new number, save it: {v} 📱"),
    ("en", "f", "DRIVER LICENCE CHECK\nName ........ {name}\nTel. ........ {v}\nBooking ..... {booking}"),
    ("de", "f", "Rückrufbitte: Herr {last}, Tel. {v}, wegen Schadensfall {policy}"),
    ("en", "c", "pls call {first}'s landlord {agent} on {v} ext {ext} about the leak"),
    ("es", "s", "Nombre: {name}\nMóvil: {v}\nCurso: 2º Bachillerato"),
    ("it", "f", "Recapito telefonico dello studente: {v} — matricola {sid}"),
]

CC_T = [
    ("en", "c", "here's my card for the deposit: {v} exp {exp} cvv {cvv}"),
    ("en", "f", "Please charge the security deposit of {money} to my card, number {v}, expiring {exp}."),
    ("en", "s", "Payment details\n- Cardholder: {name}\n- Card no.: {v}\n- Expiry: {exp}\n- CVC: {cvv}"),
    ("en", "c", "Report {case}: match asked user to 'verify' by sending card details, user sent {v} in chat 😬"),
    ("en", "c", "summarise this: paid tuition instalment with card {v} on {date}, confirmation {ref}"),
    ("en", "s", "| Booking | Card | Exp |\n|---|---|---|\n| {booking} | {v} | {exp} |"),
    ("en", "c", "> can you read the card number back to me?\nyes it's {v}"),
    ("en", "f", "Policy {policy}: premium to be debited monthly from card {v}."),
    ("en", "c", "card {v} {exp} {cvv} name on card {name}"),
    ("en", "c", "customer wants to pay for the van hire over the phone, card is {v}, exp {exp}"),
    ("de", "c", "kannst du die kaution über meine kreditkarte machen? {v}, gültig bis {exp}"),
    ("de", "f", "Kreditkartennummer: {v}\nGültig bis: {exp}\nPrüfnummer: {cvv}"),
    ("fr", "c", "voilà ma carte pour la caution : {v} exp {exp}"),
    ("fr", "f", "Numéro de carte bancaire : {v} — date d'expiration : {exp}"),
    ("es", "c", "Te paso el número de la tarjeta: {v}, caduca {exp}, CVV {cvv}"),
    ("it", "c", "numero carta {v} scadenza {exp}, per il deposito cauzionale"),
    ("pt", "c", "o número do cartão é {v}, validade {exp}"),
    ("sv", "c", "kortnummer {v}, giltigt t.o.m. {exp}"),
    ("cs", "f", "Číslo platební karty: {v}, platnost do {exp}"),
    ("ro", "c", "numărul cardului: {v}, expiră {exp}"),
    ("ru", "c", "переведите залог за квартиру на карту {v} (Сбер), получатель {first}"),
    ("ko", "c", "카드번호 {v} 유효기간 {exp}"),
    ("zh", "c", "我的卡号是{v}，有效期{exp}"),
    ("vi", "c", "số thẻ của mình là {v}, hết hạn {exp}"),
    ("id", "c", "nomor kartu kredit saya {v} berlaku s/d {exp}"),
    ("el", "c", "ο αριθμός της κάρτας είναι {v}, λήξη {exp}"),
    ("en", "f", "CARD AUTHORISATION FORM\nCard number  {v}\nExpiry  {exp}    Security code  {cvv}\nSignature  ______"),
    ("en", "s", "{{\"pan\": \"{v}\", \"exp\": \"{exp}\", \"amount\": \"{money}\"}}"),
    ("nl", "c", "mijn kaartnummer is {v}, geldig tot {exp}"),
    ("pl", "c", "numer karty {v}, ważna do {exp}, CVC {cvv}"),
    ("en", "c", "{v} - that's the card, billing zip same as the lease"),
]

SSN_T = [
    ("en", "f", "Applicant: {name}\nSocial Security Number: {v}\nDate of birth: {dob}"),
    ("en", "c", "my ssn is {v} if you need it for the lease application"),
    ("en", "c", "SSN {v} - can you check why my financial aid is on hold"),
    ("en", "f", "Please find attached Form W-4. Employee SSN: {v}. Start date: {date}."),
    ("en", "s", "| Name | SSN | Plan |\n|---|---|---|\n| {name} | {v} | {plan} |"),
    ("en", "c", "summarise this note: called the insurer re claim {policy}, they asked for my social security # again, gave them {v}"),
    ("en", "f", "RE: Verification of identity\nThe claimant ({name}) provided Social Security No. {v} and a copy of a utility bill."),
    ("en", "c", "> last 4 is fine\nno they said they need the full one: {v}"),
    ("en", "c", "soc sec {v} dob {dob}"),
    ("en", "s", "FAFSA worksheet\n• Student name: {name}\n• SSN: {v}\n• Dependency status: independent"),
    ("en", "c", "Report {case}: user posted what looks like an SSN ({v}) in a public profile, escalating"),
    ("en", "f", "Tenant screening request\nApplicant SSN: {v}\nCurrent address: {street}, {uscity}"),
    ("en", "c", "the rental desk asked for my social ({v}) for the credit check, is that normal??"),
    ("en", "s", "SS#: {v}\nEIN: {ein}\nEmployer: {org}"),
    ("en", "c", "pls fix grammar: \"My social security number are {v} and I was born {dob}\""),
    ("es", "c", "Mi número de seguro social es {v}, ¿lo necesitan para la solicitud de vivienda?"),
    ("es", "f", "Número de Seguro Social (SSN): {v}"),
    ("de", "f", "Angegebene US-Sozialversicherungsnummer (SSN) der Austauschstudentin: {v}"),
    ("fr", "c", "mon numéro de sécurité sociale américain (SSN) c'est {v}, pour le dossier d'inscription"),
    ("it", "f", "Social Security Number statunitense dello studente: {v}"),
    ("pt", "c", "meu SSN é {v}, preciso dele pra alugar o carro nos EUA?"),
    ("zh", "c", "我的美国社会安全号码是{v}，请帮我填表。"),
    ("ko", "c", "미국 사회보장번호(SSN): {v} 입니다"),
    ("vi", "c", "số an sinh xã hội (SSN) của em là {v}"),
    ("en", "f", "Claimant SSN {v} — benefits office file {case}, interview on {date}"),
    ("en", "s", "name={name}|ssn={v}|dob={dob}|state={state}"),
    ("en", "c", "TIN/SSN: {v}"),
    ("ru", "c", "Мой SSN {v}, нужен для страховки в США"),
    ("en", "f", "I, {name}, SSN {v}, authorize {org} to obtain my consumer report."),
    ("en", "c", "whats my ssn again... oh right {v}. ok filling the form now"),
]

IBAN_T = [
    ("de", "f", "Sehr geehrte Damen und Herren,\n\nbitte überweisen Sie das Wohngeld ab sofort auf mein neues Konto:\nIBAN: {v}\nKontoinhaber: {name}\n\nMit freundlichen Grüßen"),
    ("de", "c", "miete bitte auf {v} überweisen, verwendungszweck wohnung {room}"),
    ("de", "s", "| Mieter | IBAN | Betrag |\n|---|---|---|\n| {name} | {v} | {money} |"),
    ("en", "f", "Please refund the deposit of {money} to the following account: {v} (account holder {name})."),
    ("en", "c", "my iban is {v}, can you send the refund there"),
    ("en", "s", "Bank details for payroll\n- Name: {name}\n- IBAN: {v}\n- BIC: {bic}"),
    ("en", "c", "> where do I pay the holding deposit?\n{v}, reference your surname pls"),
    ("fr", "f", "Veuillez trouver ci-dessous mes coordonnées bancaires pour le remboursement du sinistre {policy} :\nIBAN : {v}\nBIC : {bic}"),
    ("fr", "c", "mon iban c'est {v} pour la caution"),
    ("es", "f", "Ruego realicen la devolución de la fianza en la cuenta {v}, titular {name}."),
    ("es", "c", "IBAN para el pago de la beca: {v}"),
    ("it", "f", "Si prega di effettuare il bonifico sul conto intestato a {name}, IBAN {v}."),
    ("it", "c", "ecco il mio iban per il rimborso: {v}"),
    ("pt", "c", "O meu IBAN é {v}, podem devolver a caução para lá?"),
    ("pt", "f", "Dados bancários do aluno para reembolso da propina:\nIBAN {v}"),
    ("sv", "c", "Sätt in depositionen på {v} tack"),
    ("cs", "f", "Prosím o zaslání přeplatku na účet IBAN {v}."),
    ("ro", "f", "Vă rog să virați indemnizația în contul {v}, deschis la {bank}."),
    ("ru", "c", "реквизиты для возврата: IBAN {v}, получатель {name}"),
    ("el", "f", "Παρακαλώ καταθέστε το ποσό στον λογαριασμό μου IBAN {v}."),
    ("nl", "c", "kun je de borg terugstorten op {v}? alvast bedankt"),
    ("pl", "f", "Proszę o zwrot nadpłaty na rachunek {v}."),
    ("en", "s", "SEPA DIRECT DEBIT MANDATE\nCreditor ID: {credid}\nDebtor name: {name}\nDebtor IBAN: {v}\nMandate ref.: {ref}"),
    ("en", "c", "summarise this: landlord says the tenant should pay rent from {v} by standing order, amount {money}"),
    ("de", "f", "Antrag auf Kindergeld – Bankverbindung\nIBAN  {v}\nBIC   {bic}\nKreditinstitut  {bank}"),
    ("ko", "c", "유럽 계좌 IBAN 알려드릴게요: {v}"),
    ("zh", "c", "退款请转到我的欧洲账户，IBAN：{v}"),
    ("vi", "c", "tài khoản IBAN của em: {v}"),
    ("id", "c", "ini IBAN saya di Jerman: {v}"),
    ("en", "f", "BANK DETAILS FORM (please print clearly)\nAccount holder: {name}\nIBAN:\n{v}\nSignature: ________"),
]

IP_T = [
    ("en", "c", "my IP is {v}, can you whitelist it for the claims portal?"),
    ("en", "s", "{v} - - [14/Mar/2024:09:12:44 +0100] \"POST /login HTTP/1.1\" 401 532 \"-\" \"Mozilla/5.0\""),
    ("en", "s", "[Interface]\nPrivateKey = <redacted>\nAddress = {v}/32\n\n[Peer]\nEndpoint = vpn.swiftline-logistics.co.uk:51820\nAllowedIPs = 0.0.0.0/0"),
    ("en", "s", "Router status\nWAN IP address: {v}\nSubnet mask: 255.255.255.0\nDNS: auto"),
    ("en", "c", "Report {case}: same device logged in from {v} on 3 different accounts, suspected ban evasion"),
    ("en", "f", "Security notice: a new sign-in to your student account was detected from {v} ({city}) on {date}. If this wasn't you, reset your password."),
    ("en", "c", "summarise this log for me: failed login for user {user} from {v} x14 in 2 minutes"),
    ("en", "c", "> can you give me your public ip\nsure {v}"),
    ("en", "s", "| Time | User | IP |\n|---|---|---|\n| {time} | {user} | {v} |"),
    ("en", "s", "Mar 14 09:12:44 gw sshd[2231]: Failed password for invalid user admin from {v} port 53412 ssh2"),
    ("en", "s", "client\nremote {v} 1194\nproto udp\ndev tun\nauth-user-pass"),
    ("en", "s", "X-Forwarded-For: {v}"),
    ("en", "c", "tracking unit on truck {plate} last checked in from {v}, GPS says {city}"),
    ("de", "c", "meine IP-Adresse ist {v}, könnt ihr die für das Mieterportal freischalten?"),
    ("de", "f", "Ihr Zugang zum Antragsportal wurde nach mehreren Fehlversuchen von der IP-Adresse {v} aus gesperrt."),
    ("fr", "c", "mon adresse IP c'est {v}, le site de la CAF me bloque"),
    ("es", "c", "mi IP pública es {v}, no puedo entrar al portal del seguro"),
    ("it", "c", "l'indirizzo IP del mio router è {v}"),
    ("pt", "c", "meu IP é {v}, o portal da faculdade diz acesso negado"),
    ("sv", "c", "min ip är {v} om det hjälper"),
    ("cs", "c", "Moje IP adresa je {v}, prosím o odblokování."),
    ("ro", "c", "adresa mea de IP este {v}"),
    ("ru", "c", "мой IP {v}, доступ к порталу заблокирован"),
    ("ko", "c", "제 IP 주소는 {v} 입니다. 접속이 안 돼요."),
    ("zh", "c", "我的IP是{v}，登录不了系统"),
    ("vi", "c", "IP của em là {v}, không vào được trang đăng ký"),
    ("id", "c", "IP saya {v}, kok diblokir ya?"),
    ("en", "s", "{{\"event\":\"login\",\"user\":\"{user}\",\"ip\":\"{v}\",\"ts\":\"{iso}\"}}"),
    ("en", "s", "Require ip {v}"),
    ("en", "s", "ssh -p 2222 {user}@{v}"),
    ("nl", "c", "mijn ip-adres is {v}, kunnen jullie dat deblokkeren?"),
]

API_T = [
    ("en", "s", "```\n{env}={v}\n```\nwhy does docker compose not pick this up??"),
    ("en", "c", "hey {first}, here's the {svc} key for the dispatch integration: {v} pls don't commit it"),
    ("en", "s", "export {env}=\"{v}\""),
    ("en", "s", "{slug}:\n  api_key: {v}\n  timeout: 30\n  retries: 3"),
    ("en", "s", "curl -s {url} \\\n  -H \"Authorization: Bearer {v}\" \\\n  -H \"Content-Type: application/json\""),
    ("en", "s", "client = {client}(api_key=\"{v}\")"),
    ("en", "c", "fix this code pls:\n\nimport requests\nKEY = '{v}'\nr = requests.get('{url}', headers={{'Authorization': f'Bearer {{KEY}}'}})"),
    ("de", "c", "Hier der {svc}-Token für das Buchungssystem der Autovermietung: {v}"),
    ("fr", "f", "Bonjour,\nvoici la clé API {svc} pour le portail des sinistres : {v}\nMerci de ne pas la diffuser."),
    ("es", "c", "te paso el token de {svc}: {v} (no lo compartas con nadie)"),
    ("en", "s", "2024-03-14 09:12:44 ERROR {slug} client init failed, key={v} rejected (401)"),
    ("en", "s", "{{\n  \"service\": \"{svc}\",\n  \"token\": \"{v}\",\n  \"env\": \"production\"\n}}"),
    ("ko", "c", "{svc} API 키 공유드립니다: {v}"),
    ("zh", "c", "{svc}的密钥是 {v}，请勿外传。"),
    ("pt", "c", "a chave da API do {svc} é {v}, usa no servidor da imobiliária"),
    ("ru", "c", "Токен {svc} для бота диспетчерской: {v}"),
    ("en", "s", "| service | key |\n|---|---|\n| {svc} | `{v}` |"),
    ("it", "c", "ecco la chiave {svc} per il gestionale dell'agenzia: {v}"),
    ("en", "c", "Report {case}: user pasted what looks like a live {svc} key in a public post: {v}"),
    ("sv", "c", "nyckeln till {svc} är {v}, lägg in den i CI"),
    ("en", "s", "# settings.py\n{env} = os.getenv(\"{env}\", \"{v}\")"),
    ("nl", "c", "hier is de {svc} token voor het verhuurplatform: {v}"),
    ("cs", "c", "{svc} token pro fakturaci: {v}"),
    ("vi", "c", "key {svc} của dự án đây: {v}"),
    ("id", "c", "ini token {svc} buat sistem kurir: {v}"),
]
PW_T = [
    ("en", "c", "my login for the benefits portal is {user} / {v}"),
    ("de", "c", "Passwort fürs Studierendenportal: {v}"),
    ("fr", "c", "le mot de passe du compte ameli c'est {v}"),
    ("es", "c", "la contraseña del portal del inquilino es {v}"),
    ("it", "c", "la password della mail dell'agenzia è {v}"),
    ("pt", "c", "senha do portal do aluno: {v}"),
    ("sv", "c", "lösenordet till hyresportalen är {v}"),
    ("cs", "c", "heslo do systému je {v}"),
    ("ro", "c", "parola pentru contul de student este {v}"),
    ("ru", "c", "пароль от личного кабинета: {v}"),
    ("ko", "c", "학교 포털 비밀번호는 {v} 입니다"),
    ("zh", "c", "保险公司网站的用户名是{user}，密码是{v}"),
    ("vi", "c", "mật khẩu tài khoản thuê xe là {v}"),
    ("id", "c", "password akun dispatch: {v}"),
    ("en", "c", "summarise this: note to self - insurance portal user {user} pw {v} renew policy by {date}"),
    ("en", "c", "Report {case}: user says a fake 'moderator' asked for their password and they sent it: {v} 😭"),
    ("en", "s", "- site: tenant portal\n- user: {user}\n- password: {v}\n- 2FA: SMS"),
    ("en", "f", "Dear {first},\n\nyour temporary password for the student records system is {v} (valid for 24 hours). Please change it at first login.\n\nIT Service Desk"),
    ("el", "c", "ο κωδικός για το e-banking είναι {v}"),
    ("nl", "c", "wachtwoord van de gedeelde mailbox: {v}"),
    ("pl", "c", "hasło do konta to {v}"),
    ("en", "c", "> what's the login for the shared dispatch account?\nuser {user}, pass {v}"),
]
WIFI_T = [
    ("en", "s", "Wi-Fi for the viewing\nNetwork: {ssid}\nPassword: {v}"),
    ("de", "s", "WLAN: {ssid}\nPasswort: {v}"),
    ("fr", "c", "le code wifi de l'appart c'est {v} (réseau {ssid})"),
    ("es", "c", "la clave del wifi es {v}"),
    ("zh", "c", "wifi：{ssid} 密码：{v}"),
    ("ko", "c", "와이파이 {ssid} 비번 {v} 이에요"),
    ("en", "s", "Check-in notes\n• Keys in lockbox by the door\n• Wi-Fi {ssid} — key: {v}\n• Bins go out on Tuesday"),
    ("it", "c", "password del wifi: {v}"),
    ("pt", "c", "senha do wifi {v}"),
    ("sv", "c", "wifi-lösen: {v}"),
    ("en", "s", "WIFI:T:WPA;S:{ssid};P:{v};;"),
]
CONN_T = {
    "pg": [("en", "s", "DATABASE_URL=postgres://{dbuser}:{v}@{dbhost}:5432/{dbname}"),
           ("en", "c", "can't connect, what's wrong?\n\npsql \"postgresql://{dbuser}:{v}@{dbhost}/{dbname}?sslmode=require\""),
           ("en", "s", "SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg2://{dbuser}:{v}@{dbhost}/{dbname}'")],
    "mongo": [("en", "s", "MONGO_URI=mongodb+srv://{dbuser}:{v}@cluster0.{mhash}.mongodb.net/{dbname}?retryWrites=true&w=majority"),
              ("en", "s", "client = MongoClient(\"mongodb://{dbuser}:{v}@{dbhost}:27017/?authSource=admin\")")],
    "mssql": [("en", "s", "Server={dbhost};Database={dbname};User Id={dbuser};Password={v};TrustServerCertificate=True"),
              ("en", "s", "\"ConnectionStrings\": {{ \"Default\": \"Server={dbhost};Database={dbname};User ID={dbuser};Password={v}\" }}")],
    "redis": [("en", "s", "REDIS_URL=redis://default:{v}@{dbhost}:6379/0"),
              ("en", "s", "redis-cli -h {dbhost} -p 6379 -a {v} ping")],
    "mysql": [("en", "s", "mysql -u {dbuser} -p'{v}' -h {dbhost} {dbname}"),
              ("en", "s", "jdbc:mysql://{dbhost}:3306/{dbname}?user={dbuser}&password={v}&useSSL=true")],
    "azure": [("en", "s", "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net")],
    "basic": [("en", "s", "Authorization: Basic {v}"),
              ("en", "s", "curl -H 'Authorization: Basic {v}' https://api.swiftline-logistics.co.uk/v1/bookings")],
    "jwt": [("en", "s", "Authorization: Bearer {v}"),
            ("en", "c", "the driver app sends this header, is it safe to log?\nAuthorization: Bearer {v}")],
    "webhook": [("en", "c", "post the dispatch alerts to {v}"), ("en", "s", "SLACK_WEBHOOK_URL={v}")],
    "aws": [("en", "s", "[default]\nregion = eu-central-1\naws_secret_access_key = {v}")],
}

NEG_T = [
    ("en", "f", "Policy {policy} has been renewed until {date}. Annual premium: {money}. No action is required."),
    ("de", "s", "Matrikelnummer: {sid}\nRaum: {room}\nSprechstunde: {time}\nModul: {module}"),
    ("en", "c", "parcel {parcel} out for delivery, ETA {time}, depot {postcode}"),
    ("en", "s", "Rental agreement {booking}\n- Vehicle: {plate}\n- VIN: {vin}\n- Fuel: 3/4\n- Odometer: {km} km"),
    ("en", "c", "card on file is {masked}, the {money} hold was released today"),
    ("en", "f", "Case no. {case}: the hearing is scheduled for {date} in room {room}."),
    ("en", "s", "| Room | Area (m²) | Ceiling (m) |\n|---|---|---|\n| Living | {m2a} | 2.60 |\n| Bedroom | {m2b} | 2.60 |\n| Kitchen | {m2c} | 2.45 |"),
    ("en", "c", "what a match!! final score {score}, see you at training on {day}"),
    ("en", "f", "Ticket {refphone} has been closed. If the issue persists, reopen it from the portal."),
    ("en", "s", "Course reader: ISBN {isbn}\nPrice: {money}\nAvailable at: campus bookshop, building {room}"),
    ("en", "s", "SKU {sku} × 3\nEAN {ean}\nBatch {batch}"),
    ("en", "s", "app version {version} (build {winbuild}), commit {sha1}"),
    ("en", "s", "2024-03-14 09:12:44 INFO session {uuid} expired after 30 min idle"),
    ("en", "f", "SHA-256 checksum of the signed lease PDF: {sha256}"),
    ("en", "c", "pickup coordinates {coords}, gate 4, ask for the dispatcher"),
    ("fr", "f", "Référence cadastrale : {cadastre}. Surface habitable : {m2a} m². Prix : {money}."),
    ("en", "s", "# .env.example\nSTRIPE_SECRET_KEY=<your-stripe-secret-key>\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB"),
    ("en", "c", "lol the classic bash.org joke: someone types their password and it shows up as ******* for everyone else. hunter2 forever"),
    ("en", "f", "Your password must be at least 12 characters long and contain one digit and one special character. Staff will never ask you for it."),
    ("en", "c", "Password: ******** (hidden). Click 'show' to reveal it on your own device."),
    ("en", "s", "token: [REDACTED]\napi_key: ${{API_KEY}}\nsecret: {{{{ vault.secret }}}}"),
    ("de", "c", "Mitgliedsnummer {badcard}, bitte bei jeder Buchung angeben"),
    ("en", "f", "Training slide 7: the string {badiban} is a made-up example and fails the checksum, so the form will reject it."),
    ("en", "f", "Employer Identification Number (EIN): {ein}. This is the company's tax ID, not an individual's SSN."),
    ("de", "f", "Gläubiger-Identifikationsnummer: {credid}\nBIC: {bic}\nZahlungsreferenz: {payref}"),
    ("en", "f", "QA note: {badssn} is used as an invalid test value (area numbers 000, 666 and 900-999 are never assigned)."),
    ("en", "s", "| Date | Amount | Balance |\n|---|---|---|\n| {date} | {money} | {money2} |"),
    ("de", "f", "Bedarfsgemeinschaft-Nr. {bgnr}\nBewilligungszeitraum: {date} bis {date2}"),
    ("it", "f", "Sinistro n. {claimno} del {date}, targa {plate}, danno stimato {money}."),
    ("es", "c", "el coche con matrícula {plate} está en la plaza {room}, devolución antes de las {time}"),
    ("pt", "f", "Código postal {postcode}, artigo matricial {artigo}, fração {fracao}."),
    ("sv", "c", "Lägenhet {room}, {m2a} kvm, hyra {money}/mån, tillträde {date}"),
    ("cs", "f", "Číslo jednací: {cj}\nIČO: {ico}\nDatum: {date}"),
    ("ro", "c", "mașina {plate}, număr de comandă {order}, livrare {date}"),
    ("ru", "f", "Номер заказа {order}. Сумма к оплате: {money}. Дата доставки: {date}."),
    ("el", "f", "Αρ. Πρωτοκόλλου {protocol}/{date}. Ποσό: {money}."),
    ("ko", "c", "학번 {krsid}, 강의실 {room}, 중간고사 {date}"),
    ("zh", "c", "订单号{order}，运单号{sfno}，预计{date}送达"),
    ("vi", "c", "Mã đơn hàng {order}, biển số xe {plate}, giao lúc {time}"),
    ("id", "c", "Nomor resi {resi}, berat {kg} kg, ongkir {money}"),
    ("nl", "f", "Dossiernummer {case}. Postcode {postcode}. Huur per maand: {money}."),
    ("pl", "f", "Numer polisy {policy}, nr rejestracyjny {plate}, składka {money}."),
    ("en", "s", "Container {container}\nB/L: {bol}\nAWB: {awb}\nSeal: {seal}"),
    ("en", "c", "Report {case}: user {uuid} posted spam links (rule 4.3). Action: 7-day ban."),
    ("en", "c", "flight {flight} lands {time}, seat {seat}, car group B reserved under booking {booking}"),
    ("en", "s", "SNMP OID {oid} returned 0 errors; host runs Windows build {winbuild}"),
    ("en", "f", "Masked account: {maskiban}. Full details are available only in the secure portal."),
    ("en", "c", "temp in the reefer {temp}, humidity {hum}%, all good for the pharma load"),
    ("en", "s", "| Team | P | W | D | L | Pts |\n|---|---|---|---|---|---|\n| Home | 10 | 7 | 2 | 1 | 23 |\n| Away | 10 | 5 | 3 | 2 | 18 |\n\nLast result: {score}"),
    ("en", "c", "follow us on insta @{handle} for new listings 🏡"),
    ("en", "f", "Please enter your e-mail address in the form <your.name@provider> and choose a password. Do not send either to us."),
    ("en", "c", "PIN reset done, the new PIN was sent by post. We never ask for it by phone."),
    ("de", "c", "die Nummer auf dem Paketschein ist {parcel}, Abholung in der Filiale {postcode}"),
    ("fr", "c", "dossier CAF n° {cafno}, rendez-vous le {date} à {time}"),
    ("en", "s", "Serial: {serial}\nFirmware: {version}\nMAC: (hidden)\nUptime: 14d 3h"),
    ("en", "c", "summarise this: meeting moved to {date} {time}, room {room}, bring the textbook (ISBN {isbn})"),
    ("en", "f", "Invoice {invoice}\nTotal due: {money}\nDue date: {date}\nPayment reference: {payref}"),
    ("en", "s", "MD5 ({uuid}.pdf) = {md5}"),
    ("de", "c", "Vorgangsnummer {refphone} – bitte bei Rückfragen angeben, nicht die Versicherungsnummer {policy}"),
    ("es", "f", "Expediente {case}. Importe de la ayuda: {money}. Plazo de alegaciones: hasta el {date}."),
    ("it", "c", "il pacco {parcel} è in giacenza, ritiro entro il {date}"),
    ("pt", "c", "nº de aluno {sid}, sala {room}, exame dia {date} às {time}"),
    ("en", "s", "API_KEY=your-api-key-here\nSECRET=changeme  # replace before deploying"),
    ("en", "c", "the example key in the docs is sk-... (truncated on purpose), use your own"),
    ("zh", "f", "合同编号：HT-{order}，租金：{money}，起租日：{date}"),
    ("ko", "s", "| 차량번호 | 예약번호 | 반납일 |\n|---|---|---|\n| {plate} | {booking} | {date} |"),
    ("ru", "c", "трек-номер {parcel}, посылка в пункте выдачи"),
    ("en", "f", "Student {sid} — GPA 3.47, credits 96/120, cohort 2021-2025"),
    ("el", "c", "το δέμα {parcel} παραδόθηκε στις {time}"),
    ("sv", "f", "Ärendenummer {case}. Beslut fattat {date}. Belopp: {money}."),
    ("cs", "c", "zásilka {parcel}, hmotnost {kg} kg, doručení {date}"),
    ("ro", "f", "Dosar nr. {claimno}, termen {date}, suma {money}"),
    ("vi", "f", "Số hợp đồng {booking}, ngày ký {date}, tiền cọc {money}"),
    ("id", "f", "No. polis {policy}, premi {money}, jatuh tempo {date}"),
    ("en", "c", "gift voucher printed on the box: {badcard} (it's just the product serial, no value on it)"),
]

# disguised
DIS_EMAIL_T = [
    ("en", "c", "my email is {v}"), ("en", "c", "write me at {v} (spelled out bc the app blocks emails lol)"),
    ("en", "c", "Report {case}: user evading the contact filter with \"{v}\" in bio"),
    ("de", "c", "Meine Mail: {v}"), ("fr", "c", "écris-moi : {v}"), ("es", "c", "mi correo: {v}"),
    ("it", "c", "la mia mail è {v}"), ("pt", "c", "meu e-mail: {v}"), ("ru", "c", "почта: {v}"),
    ("ko", "c", "메일: {v}"), ("zh", "c", "邮箱：{v}"), ("sv", "c", "mejla mig på {v}"), ("cs", "c", "můj e-mail: {v}"),
    ("id", "c", "email aku {v}"), ("vi", "c", "email của mình: {v}"), ("nl", "c", "mijn mail: {v}"),
    ("pl", "c", "mój mail: {v}"), ("ro", "c", "mailul meu: {v}"), ("el", "c", "το email μου: {v}"),
    ("en", "c", "> how can I reach you outside the app?\n{v}"),
    ("en", "c", "summarise this profile text: 'love hiking 🏔️ don't message here, {v}'"),
]
DIS_CARD_T = [
    ("en", "c", "my card: {v}"), ("en", "c", "Report {case}: user sent card number in a way that dodges the filter: {v}"),
    ("en", "c", "ok here goes, card number {v}, exp {exp}"), ("de", "c", "karte: {v}, ablauf {exp}"),
    ("fr", "c", "ma carte : {v}"), ("es", "c", "la tarjeta es {v}"), ("it", "c", "carta: {v}"),
    ("pt", "c", "cartão: {v}"), ("ru", "c", "карта {v}"), ("zh", "c", "卡号 {v}"), ("ko", "c", "카드 {v}"),
    ("sv", "c", "kortet: {v}"), ("cs", "c", "karta: {v}"), ("id", "c", "kartu {v}"), ("vi", "c", "thẻ {v}"),
    ("en", "c", "> send the card details pls\n{v}"), ("en", "c", "for the rental deposit 👉 {v} 👈"),
]

DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "sv": "noll ett två tre fyra fem sex sju åtta nio".split(),
    "cs": "nula jedna dva tři čtyři pět šest sedm osm devět".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "zh": "零 一 二 三 四 五 六 七 八 九".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
    "vi": "không một hai ba bốn năm sáu bảy tám chín".split(),
    "id": "nol satu dua tiga empat lima enam tujuh delapan sembilan".split(),
}
AT_DOT = {
    "en": [(" at ", " dot ")], "de": [(" (at) ", " (punkt) "), (" ät ", " punkt ")],
    "fr": [(" arobase ", " point ")], "es": [(" arroba ", " punto ")], "it": [(" chiocciola ", " punto ")],
    "pt": [(" arroba ", " ponto ")], "ru": [(" собака ", " точка ")], "sv": [(" snabel-a ", " punkt ")],
    "cs": [(" zavináč ", " tečka ")], "ko": [(" 골뱅이 ", " 점 ")], "zh": [(" 艾特 ", " 点 ")],
    "vi": [(" a còng ", " chấm ")], "id": [(" at ", " titik ")], "nl": [(" apenstaartje ", " punt ")],
    "pl": [(" małpa ", " kropka ")], "ro": [(" a rond ", " punct ")], "el": [(" παπάκι ", " τελεία ")],
}


def dis_email(email, lang):
    local, dom = email.split("@")
    styles = ["lang_words", "bracket", "paren_at", "fullwidth_at", "spaced_chars", "caps_words", "reversed",
              "html_entity", "curly", "spaced_at", "split_domain", "underscores"]
    if dom == "gmail.com":
        styles += ["gmail_implied", "gmail_implied"]
    st = pick(styles)
    if st == "lang_words":
        a, dt = pick(AT_DOT.get(lang, AT_DOT["en"]))
        return local.replace(".", dt) + a + dom.replace(".", dt), st
    if st == "bracket":
        return local + " [at] " + dom.replace(".", " [dot] "), st
    if st == "paren_at":
        return local + pick([" (at) ", "(at)", " (a) "]) + dom, st
    if st == "fullwidth_at":
        return local + "＠" + dom, st
    if st == "spaced_chars":
        return " ".join(email), st
    if st == "caps_words":
        return local + " AT " + dom.replace(".", " DOT "), st
    if st == "reversed":
        return email[::-1] + pick([" (read it backwards)", " ← backwards", " (rückwärts lesen)", " (al revés)"]), st
    if st == "html_entity":
        return local + "&#64;" + dom, st
    if st == "curly":
        return local + "{at}" + dom.replace(".", "{dot}"), st
    if st == "spaced_at":
        return local + " @ " + dom.replace(".", " . "), st
    if st == "split_domain":
        return pick([f"{local} — and the domain is {dom}", f"{local}, then the @ sign, then {dom}",
                     f"name: {local} / provider: {dom}"]), st
    if st == "underscores":
        return local + "_at_" + dom.replace(".", "_dot_"), st
    return pick([f"{local} on gmail", f"{local} (it's a gmail)", f"gmail: {local}"]), st


TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def pair_en(p):
    if len(p) == 1:
        return DIGIT_WORDS["en"][int(p)]
    a, b = int(p[0]), int(p[1])
    if a == 0:
        return "oh-" + ("oh" if b == 0 else DIGIT_WORDS["en"][b])
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("" if b == 0 else "-" + DIGIT_WORDS["en"][b])


def dis_card(num, lang):
    g = card_groups(num)
    styles = ["lang_words", "pairs_en", "fullwidth", "keycap", "circled", "letters", "dotted", "dashed_digits",
              "spoiler", "emoji_sep", "split_msgs", "vertical", "reversed_groups", "mixed_words", "zwsp", "slashes",
              "spaced_digits"]
    st = pick(styles)
    wl = lang if lang in DIGIT_WORDS else "en"
    if st == "lang_words":
        sep = "" if wl in ("zh",) else " "
        return pick([", ", " / ", " | "]).join(sep.join(DIGIT_WORDS[wl][int(c)] for c in grp) for grp in g), st
    if st == "pairs_en":
        return ", ".join(" ".join(pair_en(grp[i:i + 2]) for i in range(0, len(grp), 2)) for grp in g), st
    if st == "fullwidth":
        return " ".join("".join(chr(0xFF10 + int(c)) for c in grp) for grp in g), st
    if st == "keycap":
        return "  ".join("".join(c + "\ufe0f\u20e3" for c in grp) for grp in g), st
    if st == "circled":
        circ = "⓪①②③④⑤⑥⑦⑧⑨"
        return " ".join("".join(circ[int(c)] for c in grp) for grp in g), st
    if st == "letters":
        if "0" not in num and "1" not in num:
            st = "dotted"
        else:
            return " ".join(grp.replace("0", "O").replace("1", "l") for grp in g), st
    if st == "dotted":
        return " ".join(".".join(grp) for grp in g), st
    if st == "dashed_digits":
        return "-".join(num), st
    if st == "spoiler":
        return " ".join("||" + grp + "||" for grp in g), st
    if st == "emoji_sep":
        return "".join(grp + (" " + pick(["🐱", "🌵", "🍕", "⭐", "🔥", "🌊"]) + " " if i < len(g) - 1 else "") for i, grp in enumerate(g)), st
    if st == "split_msgs":
        h = len(num) // 2
        return pick([f"first half {num[:h]}\n...\nsecond half {num[h:]}", f"part 1: {num[:h]}\n(sending rest separately)\npart 2: {num[h:]}",
                     f"erste Hälfte {num[:h]}\nzweite Hälfte {num[h:]}"]), st
    if st == "vertical":
        return "\n" + "\n".join(g), st
    if st == "reversed_groups":
        return " ".join(reversed(g)) + pick([" (groups in reverse order)", " — read the blocks backwards"]), st
    if st == "mixed_words":
        out = []
        for i, grp in enumerate(g):
            out.append("-".join(DIGIT_WORDS["en"][int(c)] for c in grp) if i % 2 else grp)
        return " ".join(out), st
    if st == "zwsp":
        return " ".join("\u200b".join(grp) for grp in g), st
    if st == "slashes":
        return "/".join(g), st
    return " ".join(num), st


# ================================================================ SCANNERS
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
CARD_RE = re.compile(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)")
SSN_RE = re.compile(r"(?<![\d-])(\d{3})-(\d{2})-(\d{4})(?![\d-])")
IBAN_RE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){10,32})")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?!\.?\d)")


def card_hit(s):
    for m in CARD_RE.finditer(s):
        groups = re.split(r"[ -]", m.group())
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if len(acc) > 19:
                    break
                if 13 <= len(acc) and acc[0] in "23456" and luhn_ok(acc):
                    return True
    return False


def stray_pii(text, value, typ):
    masked = text.replace(value, "\x01" * len(value)) if value else text
    hits = []
    if typ != "secret" and EMAIL_RE.search(masked):
        hits.append("email")
    if card_hit(masked):
        hits.append("card")
    for m in SSN_RE.finditer(masked):
        if ssn_valid(*m.groups()):
            hits.append("ssn")
    for m in IBAN_RE.finditer(masked):
        comp = m.group(1).replace(" ", "").upper()
        cc = comp[:2]
        if cc in IBAN_SPECS and len(comp) >= IBAN_SPECS[cc][0] and iban_valid(comp[:IBAN_SPECS[cc][0]]):
            hits.append("iban")
    for m in IPV4_RE.finditer(masked):
        o = [int(x) for x in m.groups()]
        if all(x <= 255 for x in o) and o[0] not in (0, 255) and o != [1, 1, 1, 1]:
            hits.append("ip")
    return hits


# ================================================================ BUILD
rows = []
stats = collections.defaultdict(collections.Counter)


def cycle(templates):
    while True:
        order = list(templates)
        rng.shuffle(order)
        for t in order:
            yield t


def render(tpl, ctx, value, typ, extra=None):
    lang, kind, text = tpl
    if typ == "ip_address" and ":" in value:
        text = text.replace("{v}:", "[{v}]:")
    fields = dict(ctx)
    if extra:
        fields.update(extra)
    fields["v"] = SENT
    base = text.format_map(fields)
    wrapped, wname = apply_wrapper(base, kind, ctx, "\n" in value)
    assert wrapped.count(SENT) == (0 if typ == "negative" else 1), (tpl, wrapped)
    return wrapped.replace(SENT, value), wname


def emit(typ, value, text, lang, wname, tpl_id, disguise=None, sub=None):
    row = {"source": SOURCE, "type": typ, "value": value, "text": text}
    if disguise:
        row["disguise"] = disguise
    rows.append(row)
    stats["lang"][lang] += 1
    stats["wrapper"][wname] += 1
    stats["tpl_" + typ + ("_dis" if disguise else "")][tpl_id] += 1
    if sub:
        stats["sub_" + typ][sub] += 1


def make_rows(typ, templates, n, value_fn, check_type=None):
    it = cycle(list(enumerate(templates)))
    made = 0
    while made < n:
        ti, tpl = next(it)
        for _attempt in range(60):
            lang = tpl[0]
            ctx = make_ctx(lang)
            value, extra, sub = value_fn(lang, tpl, ctx)
            text, wname = render(tpl, ctx, value, typ, extra)
            if typ == "negative":
                if stray_pii(text, "", typ):
                    continue
            else:
                if text.count(value) != 1 or stray_pii(text, value, typ):
                    continue
            emit(typ, value, text, lang, wname, ti, sub=sub)
            made += 1
            break
        else:
            raise RuntimeError("could not render %s template %d" % (typ, ti))


def v_email(lang, tpl, ctx):
    return gen_email(lang, ctx), None, None


def v_phone(lang, tpl, ctx):
    cc, p = gen_phone(lang)
    return p, None, cc


def v_card(lang, tpl, ctx):
    net, num = card_digits()
    if net == "amex":
        ctx["cvv"] = d(4)
    return fmt_card(num), None, net


def v_ssn(lang, tpl, ctx):
    a, g, s = gen_ssn_parts()
    sep = rng.choices(["-", " ", ""], [60, 15, 25])[0]
    return f"{a}{sep}{g}{sep}{s}", None, {"-": "hyphen", " ": "space", "": "bare"}[sep]


def v_iban(lang, tpl, ctx):
    cc, v, mode = gen_iban_value(lang, tpl[1])
    return v, None, cc + ":" + mode


def v_ip(lang, tpl, ctx):
    router = any(k in tpl[2] for k in ("Router", "router", "Address =", "ssh -p", "Require ip"))
    if rng.random() < 0.36 and "Address = " not in tpl[2] and "Subnet mask" not in tpl[2]:
        return gen_ipv6(), None, "v6"
    return gen_ipv4(private_ok=router), None, "v4"


def v_neg(lang, tpl, ctx):
    return "", None, None


make_rows("email", EMAIL_T, N_POS, v_email)
make_rows("phone", PHONE_T, N_POS, v_phone)
make_rows("credit_card", CC_T, N_POS, v_card)
make_rows("us_ssn", SSN_T, N_POS, v_ssn)
make_rows("iban", IBAN_T, N_POS, v_iban)
make_rows("ip_address", IP_T, N_POS, v_ip)


# secrets: mixed families, each with its own template pool
def build_secrets(n):
    fam_w = [("api", 46), ("pw", 22), ("wifi", 11), ("conn", 21)]
    api_it = cycle(list(enumerate(API_T)))
    pw_it = cycle(list(enumerate(PW_T)))
    wifi_it = cycle(list(enumerate(WIFI_T)))
    conn_kinds = list(CONN_T)
    made = 0
    svc_it = cycle(SERVICES)
    while made < n:
        fam = rng.choices([f for f, _ in fam_w], [w for _, w in fam_w])[0]
        for _attempt in range(60):
            extra = {}
            if fam == "api":
                ti, tpl = next(api_it)
                svc = next(svc_it)
                if ("Bearer" in tpl[2]) and not svc["bearer"]:
                    svc = pick([s for s in SERVICES if s["bearer"]])
                value = svc["gen"]()
                extra = dict(svc=svc["svc"], env=svc["env"], url=svc["url"], client=svc["client"],
                             slug=svc["svc"].lower().replace(" ", "_"))
                sub = "api:" + svc["env"]
                tid = "api%d" % ti
            elif fam == "pw":
                ti, tpl = next(pw_it)
                value, sub, tid = g_password(), "password", "pw%d" % ti
            elif fam == "wifi":
                ti, tpl = next(wifi_it)
                value, sub, tid = g_wifi(), "wifi", "wifi%d" % ti
            else:
                ck = pick(conn_kinds)
                ti = rng.randrange(len(CONN_T[ck]))
                tpl = CONN_T[ck][ti]
                tid = "conn_%s%d" % (ck, ti)
                sub = "conn:" + ck
                extra = dict(dbuser=pick(DBUSERS), dbhost=pick(DBHOSTS), dbname=pick(DBNAMES), mhash=rs(LOW + DIG, 5),
                             acct="claimsdocs" + d(3))
                if ck == "azure":
                    value = rs(B64, 86) + "=="
                elif ck == "basic":
                    value = base64.b64encode(("%s:%s" % (username("en"), g_password())).encode()).decode()
                elif ck == "jwt":
                    value = g_jwt()
                elif ck == "webhook":
                    value = f"https://hooks.slack.com/services/T{rs(UP + DIG, 9)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}"
                elif ck == "aws":
                    value = g_aws_secret()
                else:
                    value = g_connpw()
            lang = tpl[0]
            ctx = make_ctx(lang)
            text, wname = render(tpl, ctx, value, "secret", extra)
            if text.count(value) != 1 or stray_pii(text, value, "secret"):
                continue
            emit("secret", value, text, lang, wname, tid, sub=sub)
            made += 1
            break
        else:
            raise RuntimeError("secret render failed")


build_secrets(N_POS)
make_rows("negative", NEG_T, N_NEG, v_neg)


# disguised
def build_disguised():
    it = cycle(list(enumerate(DIS_EMAIL_T)))
    for _ in range(N_DIS_EMAIL):
        ti, tpl = next(it)
        lang = tpl[0]
        ctx = make_ctx(lang)
        while True:
            email = gen_email(lang) if rng.random() < 0.6 else (ascii_pair(lang)[0] + "." + ascii_pair(lang)[1] + "@gmail.com")
            if re.fullmatch(r"[a-z0-9._+-]+@[a-z0-9.-]+\.[a-z]+", email, re.I):
                break
        disg, st = dis_email(email, lang)
        text, wname = render(tpl, ctx, disg, "email")
        assert email not in text
        emit("email", email, text, lang, wname, ti, disguise=st)
    it = cycle(list(enumerate(DIS_CARD_T)))
    for _ in range(N_DIS_CARD):
        ti, tpl = next(it)
        lang = tpl[0]
        while True:
            ctx = make_ctx(lang)
            net, num = card_digits()
            disg, st = dis_card(num, lang)
            text, wname = render(tpl, ctx, disg, "credit_card")
            if num not in text:
                break
        emit("credit_card", num, text, lang, wname, ti, disguise=st)


build_disguised()

with open(OUT, "w", encoding="utf-8") as fh:
    for r in rows:
        fh.write(json.dumps(r, ensure_ascii=False) + "\n")


# ================================================================ VERIFY
def verify(path):
    types = collections.Counter()
    dis = collections.Counter()
    problems = []
    allowed = {"email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret", "negative"}
    with open(path, encoding="utf-8") as fh:
        data = [json.loads(l) for l in fh]
    for i, r in enumerate(data):
        t, v, text = r["type"], r["value"], r["text"]
        if r.get("source") != SOURCE or t not in allowed:
            problems.append((i, "bad type/source"))
        if "disguise" in r:
            dis[t] += 1
            if t not in ("email", "credit_card"):
                problems.append((i, "disguise on wrong type"))
            if t == "credit_card" and not (v.isdigit() and luhn_ok(v)):
                problems.append((i, "disguised card invalid"))
            if t == "email" and not EMAIL_RE.fullmatch(v):
                problems.append((i, "disguised email invalid"))
            if v in text:
                problems.append((i, "disguised value verbatim"))
            continue
        types[t] += 1
        if t == "negative":
            if v != "":
                problems.append((i, "negative with value"))
            if stray_pii(text, "", "negative"):
                problems.append((i, "negative contains checkable PII"))
            continue
        if not v or v not in text:
            problems.append((i, "value not verbatim"))
        if t == "credit_card":
            digits = re.sub(r"\D", "", v)
            if not (13 <= len(digits) <= 19 and luhn_ok(digits)):
                problems.append((i, "luhn"))
        if t == "iban" and not iban_valid(v):
            problems.append((i, "iban"))
        if t == "us_ssn":
            m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", v)
            if not m or not ssn_valid(*m.groups()):
                problems.append((i, "ssn"))
        if t == "email" and "@" not in v:
            problems.append((i, "email"))
        if t == "ip_address":
            if "." in v and ":" not in v:
                if not all(0 <= int(x) <= 255 for x in v.split(".")) or len(v.split(".")) != 4:
                    problems.append((i, "ipv4"))
            elif ":" not in v:
                problems.append((i, "ip"))
    return data, types, dis, problems


data, types, dis, problems = verify(OUT)
print("wrote", OUT, "rows:", len(data))
print("non-disguised rows per type:", dict(sorted(types.items())))
print("disguised rows per type:", dict(dis), "total", sum(dis.values()))
tot = collections.Counter(r["type"] for r in data)
print("all rows per type:", dict(sorted(tot.items())))
print("problems:", len(problems), problems[:10])
for typ in ["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "negative"]:
    print("templates used", typ, len(stats["tpl_" + typ]))
print("templates used secret", len(stats["tpl_secret"]))
print("templates used disguised email/card", len(stats["tpl_email_dis"]), len(stats["tpl_credit_card_dis"]))
print("phone countries:", len(stats["sub_phone"]), dict(stats["sub_phone"]))
ib_c = collections.Counter(k.split(":")[0] for k in stats["sub_iban"].elements())
ib_m = collections.Counter(k.split(":")[1] for k in stats["sub_iban"].elements())
print("iban countries:", len(ib_c), dict(ib_c))
print("iban formats:", dict(ib_m))
print("card networks:", dict(stats["sub_credit_card"]))
print("ssn formats:", dict(stats["sub_us_ssn"]))
print("ip versions:", dict(stats["sub_ip_address"]))
sec = collections.Counter(k.split(":")[0] if not k.startswith("api") else "api" for k in stats["sub_secret"].elements())
print("secret families:", dict(sec), "distinct api envs:", len([k for k in stats["sub_secret"] if k.startswith("api")]))
print("languages:", dict(stats["lang"]))
print("wrappers:", dict(stats["wrapper"]))
print("disguise styles:", dict(collections.Counter(r["disguise"] for r in data if "disguise" in r)))
if problems:
    sys.exit(1)
