#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
Independent evaluation corpus for a PII detector -- set "E".

Deterministic: every random choice goes through the single RNG instance `R`
(random.Random(SEED)).  Standard library only.

Writes  indep-e.jsonl  next to this file, then re-reads and verifies it and
prints counts.

Row kinds
  positive : {"source","type","value","text"}   type in POS_TYPES, value verbatim in text
  negative : {"source","type":"negative","value":"","text"}
  disguised: {"source","type":"email"|"credit_card","disguise","value","text"}
             value = canonical plain form, text only holds the disguised form
"""
import base64
import hashlib
import ipaddress
import json
import os
import random
import re
import string
import sys
import uuid

SEED = 4_127_2024
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "corpora", "pii-independent", "indep-e.jsonl")
SOURCE = "pii-indep-e"

POS_TYPES = ["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret"]
N_POS = 200
N_NEG = 800
N_DIS = 75

# --------------------------------------------------------------------------
# random primitives (all through R)
# --------------------------------------------------------------------------
DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALPHA = string.ascii_letters
ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def dg(n):
    return rs(DIG, n)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def pat(p):
    """'#' -> digit, 'N' -> non-zero digit, anything else literal."""
    out = []
    for ch in p:
        if ch == "#":
            out.append(R.choice(DIG))
        elif ch == "N":
            out.append(R.choice("123456789"))
        else:
            out.append(ch)
    return "".join(out)


# --------------------------------------------------------------------------
# people / places / dates  (context only)
# --------------------------------------------------------------------------
FIRST_EN = ["Emily", "James", "Priya", "Marcus", "Olivia", "Daniel", "Aisha", "Connor", "Mei",
            "Jorge", "Hannah", "Tyrone", "Sofia", "Kevin", "Fatima", "Liam", "Grace", "Ethan",
            "Chloe", "Ravi", "Megan", "Darnell", "Yusuf", "Brianna", "Sean", "Imani", "Owen",
            "Lucy", "Mateo", "Nora"]
LAST_EN = ["Thompson", "Okafor", "Nguyen", "Patel", "Schmidt", "Garcia", "Kowalski", "O'Brien",
           "Haddad", "Fischer", "Rossi", "Kim", "Williams", "Brennan", "Lindqvist", "Moreau",
           "Delgado", "Chen", "Abernathy", "Novak", "Reyes", "MacLeod", "Adeyemi", "Hughes",
           "Sato", "Murphy", "Castillo", "Walsh", "Ibrahim", "Park"]
_LATIN = {
    "de": (["Jonas", "Lena", "Katrin", "Matthias", "Sabine", "Timo", "Anja", "Lukas", "Ursula", "Felix"],
           ["Becker", "Hoffmann", "Wagner", "Schäfer", "Krüger", "Neumann", "Zimmermann", "Braun", "Hartmann", "Wolff"]),
    "fr": (["Camille", "Julien", "Élodie", "Mathieu", "Inès", "Théo", "Margaux", "Nicolas"],
           ["Lefèvre", "Dubois", "Girard", "Morel", "Fontaine", "Chevalier", "Rousseau", "Lambert"]),
    "es": (["Lucía", "Alejandro", "Carmen", "Javier", "Valentina", "Diego", "Marisol", "Andrés"],
           ["García", "Fernández", "López", "Martínez", "Ruiz", "Herrera", "Navarro", "Castillo"]),
    "pt": (["João", "Ana", "Rafael", "Beatriz", "Thiago", "Mariana"],
           ["Silva", "Santos", "Oliveira", "Costa", "Pereira", "Almeida"]),
    "it": (["Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Luca"],
           ["Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Greco"]),
    "nl": (["Sanne", "Daan", "Femke", "Bram", "Lotte", "Joris"],
           ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "van Dijk"]),
    "pl": (["Katarzyna", "Piotr", "Agnieszka", "Tomasz", "Magdalena"],
           ["Nowak", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski"]),
    "tr": (["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe"],
           ["Yılmaz", "Demir", "Şahin", "Çelik", "Aydın"]),
    "vi": (["Nguyễn Văn", "Trần Thị", "Lê Hoàng", "Phạm Minh"], ["An", "Mai", "Nam", "Hùng"]),
    "tl": (["Maria Clara", "Jose", "Rowena", "Jun"], ["Santos", "Dela Cruz", "Reyes", "Bautista"]),
    "ht": (["Jean", "Marie", "Widlande", "Fritznel"], ["Pierre", "Joseph", "Charles", "Baptiste"]),
}
_FULL = {
    "ru": ["Анна Смирнова", "Дмитрий Волков", "Ольга Кузнецова", "Сергей Попов", "Наталья Лебедева", "Игорь Соколов"],
    "uk": ["Олена Шевченко", "Андрій Коваленко", "Ірина Бондаренко", "Тарас Мельник"],
    "el": ["Γιώργος Παπαδόπουλος", "Μαρία Νικολάου", "Κώστας Ιωάννου"],
    "ar": ["محمد العتيبي", "فاطمة الزهراء", "أحمد حسن", "ليلى منصور", "يوسف الخطيب"],
    "he": ["נועה כהן", "יוסי לוי", "מיכל אברהם", "אורי מזרחי"],
    "zh": ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨磊"],
    "ja": ["佐藤 健", "鈴木 美咲", "高橋 翔", "田中 由美", "渡辺 大輔"],
    "ko": ["김민준", "이서연", "박지훈", "최유진", "정하늘"],
    "hi": ["राहुल शर्मा", "प्रिया वर्मा", "अमित कुमार", "सुनीता यादव"],
    "th": ["สมชาย ใจดี", "นภา ศรีสุข", "วิชัย ทองดี"],
}


def person(lang="en"):
    if lang in _LATIN:
        f, l = _LATIN[lang]
        return pick(f) + " " + pick(l)
    if lang in _FULL:
        return pick(_FULL[lang])
    return pick(FIRST_EN) + " " + pick(LAST_EN)


MON_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
          "Oktober", "November", "Dezember"]
MON_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
          "octobre", "novembre", "décembre"]
MON_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
          "octubre", "noviembre", "diciembre"]


def rdate(lang="en"):
    y, m, d = R.randint(2021, 2025), R.randint(1, 12), R.randint(1, 28)
    if lang == "en":
        return pick([f"{MON_EN[m-1]} {d}, {y}", f"{m}/{d}/{y}", f"{d} {MON_EN[m-1][:3]} {y}",
                     f"{y}-{m:02d}-{d:02d}", f"{MON_EN[m-1][:3]} {d}"])
    if lang in ("de", "pl", "ru", "uk", "tr"):
        return pick([f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y % 100:02d}"] +
                    ([f"{d}. {MON_DE[m-1]} {y}"] if lang == "de" else []))
    if lang == "fr":
        return pick([f"{d:02d}/{m:02d}/{y}", f"{d} {MON_FR[m-1]} {y}"])
    if lang in ("es", "pt", "it"):
        return pick([f"{d:02d}/{m:02d}/{y}"] + ([f"{d} de {MON_ES[m-1]}"] if lang == "es" else []))
    if lang in ("zh", "ja"):
        return f"{y}年{m}月{d}日"
    if lang == "ko":
        return f"{y}년 {m}월 {d}일"
    if lang == "nl":
        return f"{d}-{m}-{y}"
    return f"{y}-{m:02d}-{d:02d}"


CITIES = ["Berlin", "Lyon", "Porto", "Osaka", "Denver", "Leeds", "Gdańsk", "Bilbao", "Utrecht",
          "Graz", "Austin", "Perth", "Turin", "Izmir", "Busan", "Pune", "Calgary", "Dublin"]
UNITS = ["4B", "12", "3-2", "201", "7A", "PH-2", "14C", "B-305", "9", "2R", "11D", "G-04", "306"]
AIRLINES = ["LH", "UA", "AF", "BA", "IB", "KL", "TK", "NH", "JL", "EK", "QR", "DL", "AA", "LX",
            "OS", "SK", "AY", "CX", "SQ", "KE", "AC", "QF", "LA", "ET", "TP", "AZ"]

SLOTS = {
    "name": person,
    "date": rdate,
    "time": lambda l: f"{R.randint(6, 21):02d}:{pick([0, 5, 10, 15, 20, 30, 40, 45, 50]):02d}",
    "n": lambda l: str(R.randint(2, 9999)),
    "ref": lambda l: pick(["", "A-", "P", "BP-", "R", "T-"]) + str(R.randint(1000, 99999)),
    "unit": lambda l: pick(UNITS),
    "flight": lambda l: pick(AIRLINES) + str(R.randint(10, 2999)),
    "port": lambda l: str(R.randint(1025, 65000)),
    "city": lambda l: pick(CITIES),
    "amt": lambda l: f"{R.randint(40, 4800)}.{pick(['00', '50', '99', '25'])}",
    "pnr": lambda l: rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
}


def fill(tpl, lang="en", **kw):
    def rep(m):
        k = m.group(1)
        if k in kw:
            val = kw[k]
            return val() if callable(val) else str(val)
        f = SLOTS.get(k)
        if f is None:
            return m.group(0)
        return f(lang)
    return re.sub(r"\{(\w+)\}", rep, tpl)


def choose_lang(foreign, p_en=0.62):
    if chance(p_en) or not foreign:
        return "en"
    return pick(foreign)


# --------------------------------------------------------------------------
# markup wrappers for positive rows
# --------------------------------------------------------------------------
def wrap(text, value, p=0.30):
    if not chance(p):
        return text
    single = "\n" not in text
    opts = ["log", "md", "quote", "chat", "ticket"]
    if single and '"' not in text and "\\" not in text:
        opts += ["json", "json", "csv"]
    if not re.search(r"[<>&]", text):
        opts += ["html", "xml"]
    w = pick(opts)
    ts = f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"
    if w == "json":
        out = json.dumps({"id": R.randint(1000, 99999), "channel": pick(["portal", "chat", "email", "sms", "web"]),
                          "body": text}, ensure_ascii=False)
    elif w == "csv":
        out = f"msg_id,received,channel,body\n{R.randint(100, 9999)},{ts[:10]},{pick(['chat', 'portal', 'mail'])},\"{text}\""
    elif w == "html":
        out = f'<div class="message"><p>{text}</p></div>' if single else f"<pre>{text}</pre>"
    elif w == "xml":
        out = f'<message id="{R.randint(100, 99999)}"><body>{text}</body></message>'
    elif w == "log":
        out = f"{ts} INFO [{pick(['inbox', 'chat-worker-2', 'mailhook', 'ingest'])}] message: {text}"
    elif w == "md":
        out = pick([f"**Client wrote:**\n\n{text}", f"- [ ] follow up\n  {text}", f"### Note\n{text}"])
    elif w == "quote":
        out = f"On {rdate('en')}, someone wrote:\n" + "\n".join("> " + ln for ln in text.split("\n")) + "\n\nThanks, noted."
    elif w == "chat":
        out = f"[{R.randint(7, 22):02d}:{R.randint(0, 59):02d}] {pick(['user', 'client', 'guest', 'visitor_%d' % R.randint(10, 999)])}: {text}"
    else:
        out = f"Ticket #{R.randint(10000, 999999)} | status: open\n---\n{text}"
    return out if value in out else text


# --------------------------------------------------------------------------
# checksums / validators
# --------------------------------------------------------------------------
def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + dg(length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def iban_mod97(s):
    s = s.replace(" ", "").upper()
    r = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in r)) % 97


def ssn_ok(v):
    d = re.sub(r"[\s\-.]", "", v)
    if not re.fullmatch(r"\d{9}", d):
        return False
    a, g, s = d[:3], d[3:5], d[5:]
    if a == "000" or a == "666" or a[0] == "9":
        return False
    return g != "00" and s != "0000"


ELO6 = ("636368", "438935", "504175", "451416", "636297")


def card_issuer(n):
    if not re.fullmatch(r"\d{12,19}", n):
        return None
    L = len(n)
    p2, p3, p4 = int(n[:2]), int(n[:3]), int(n[:4])
    if n[:6] in ELO6 or n[:3] == "509":
        return "Elo" if L == 16 else None
    if n.startswith("606282"):
        return "Hipercard" if L == 16 else None
    if n[:6] in ("506099", "507865", "650002"):
        return "Verve" if L in (16, 19) else None
    if n[0] == "4" and L in (13, 16, 19):
        return "Visa"
    if 51 <= p2 <= 55 and L == 16:
        return "Mastercard"
    if 2221 <= p4 <= 2720 and L == 16:
        return "Mastercard"
    if p2 in (34, 37) and L == 15:
        return "Amex"
    if (n.startswith("6011") or 644 <= p3 <= 649 or n.startswith("65")) and L in (16, 19):
        return "Discover"
    if (n.startswith("36") or 300 <= p3 <= 305 or p2 in (38, 39)) and L in (14, 16):
        return "Diners"
    if 3528 <= p4 <= 3589 and L in (16, 19):
        return "JCB"
    if n.startswith("62") and 16 <= L <= 19:
        return "UnionPay"
    if p4 in (5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763) and 12 <= L <= 19:
        return "Maestro"
    if 2200 <= p4 <= 2204 and L == 16:
        return "Mir"
    if (n.startswith("60") or n.startswith("81") or n.startswith("508")) and L == 16:
        return "RuPay"
    if n.startswith("9792") and L == 16:
        return "Troy"
    if n.startswith("5019") and L == 16:
        return "Dankort"
    return None


EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")
EMAIL_FULL_RE = re.compile(r"^[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}$")

# --------------------------------------------------------------------------
# value generators: e-mail
# --------------------------------------------------------------------------
A_FIRST = ["emily", "james", "priya", "marcus", "olivia", "daniel", "aisha", "connor", "mei", "jorge",
           "hannah", "sofia", "kevin", "fatima", "liam", "grace", "jonas", "lena", "katrin", "matthias",
           "camille", "julien", "elodie", "lucia", "alejandro", "carmen", "joao", "beatriz", "giulia",
           "marco", "sanne", "daan", "kasia", "piotr", "elif", "mehmet", "anna", "dmitry", "olga",
           "olena", "andriy", "giorgos", "maria", "mohammed", "layla", "ahmed", "noa", "yossi", "wei",
           "lina", "min", "yuki", "ken", "misaki", "sho", "minjun", "seoyeon", "rahul", "sunita",
           "somchai", "an", "thanh", "kwame", "chiamaka", "tunde", "siobhan", "aroha", "ines", "bram"]
A_LAST = ["thompson", "okafor", "nguyen", "patel", "schmidt", "garcia", "kowalski", "obrien", "haddad",
          "fischer", "rossi", "kim", "williams", "brennan", "lindqvist", "moreau", "delgado", "chen",
          "novak", "reyes", "becker", "hoffmann", "wagner", "schaefer", "krueger", "lefevre", "dubois",
          "girard", "fernandez", "lopez", "silva", "santos", "bianchi", "esposito", "devries", "jansen",
          "nowak", "wojcik", "yilmaz", "demir", "smirnova", "volkov", "shevchenko", "papadopoulos",
          "alotaibi", "mansour", "cohen", "levi", "wang", "zhang", "liu", "sato", "suzuki", "takahashi",
          "park", "choi", "sharma", "verma", "jaidee", "tran", "mensah", "adeyemi", "murphy", "ngata"]
DOM_BY_LANG = {
    "en": ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com",
           "proton.me", "hotmail.co.uk", "btinternet.com", "live.com", "me.com", "aol.com", "comcast.net",
           "cs.stanford.edu", "ed.ac.uk", "student.unimelb.edu.au", "mail.utoronto.ca", "uw.edu",
           "harborview-pm.com", "brightlane-properties.com", "taxwise-prep.com", "mercy-regional.org",
           "fieldstone-cpa.com", "northgate-labs.io"],
    "de": ["gmx.de", "web.de", "t-online.de", "posteo.de", "gmx.net", "freenet.de", "mailbox.org",
           "uni-heidelberg.de", "tum.de", "kanzlei-hartmann.de", "hausverwaltung-kroll.de", "gmx.at", "bluewin.ch"],
    "fr": ["orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "sorbonne-universite.fr",
           "cabinet-morel.fr", "skynet.be", "videotron.ca"],
    "es": ["hotmail.es", "yahoo.es", "gmail.com", "telefonica.net", "uc3m.es", "prodigy.net.mx", "fibertel.com.ar"],
    "pt": ["uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "sapo.pt", "usp.br"],
    "it": ["libero.it", "virgilio.it", "tiscali.it", "alice.it", "polimi.it", "gmail.com"],
    "nl": ["ziggo.nl", "kpnmail.nl", "xs4all.nl", "student.uva.nl", "telenet.be"],
    "pl": ["wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"],
    "tr": ["gmail.com", "hotmail.com", "yandex.com.tr", "metu.edu.tr"],
    "ru": ["mail.ru", "yandex.ru", "rambler.ru", "bk.ru", "list.ru", "inbox.ru"],
    "uk": ["ukr.net", "i.ua", "meta.ua", "gmail.com"],
    "el": ["yahoo.gr", "otenet.gr", "gmail.com"],
    "ar": ["gmail.com", "hotmail.com", "outlook.sa", "yahoo.com", "ksu.edu.sa"],
    "he": ["walla.co.il", "bezeqint.net", "gmail.com", "post.tau.ac.il"],
    "zh": ["qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "tsinghua.edu.cn"],
    "ja": ["yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "g.ecc.u-tokyo.ac.jp"],
    "ko": ["naver.com", "daum.net", "hanmail.net", "kakao.com", "snu.ac.kr"],
    "hi": ["rediffmail.com", "gmail.com", "yahoo.co.in", "iitb.ac.in"],
    "th": ["hotmail.com", "gmail.com", "chula.ac.th"],
    "vi": ["gmail.com", "yahoo.com.vn", "hcmus.edu.vn"],
}


def gen_email(lang="en"):
    f, l = pick(A_FIRST), pick(A_LAST)
    k = R.randint(0, 13)
    if k == 0:
        local = f"{f}.{l}"
    elif k == 1:
        local = f"{f[0]}{l}"
    elif k == 2:
        local = f"{f}_{l}"
    elif k == 3:
        local = f"{f}.{l}{R.randint(1, 99)}"
    elif k == 4:
        local = f"{f}{l}{R.choice(['', '.'])}{R.randint(1960, 2005)}"
    elif k == 5:
        local = f"{f}.{l}+{pick(['portal', 'tax', 'lease', 'flights', 'upwork', 'bills', 'lab', 'ha'])}"
    elif k == 6:
        local = f"{l}.{f}"
    elif k == 7:
        local = f"{f}-{l}"
    elif k == 8:
        local = f"{f[0]}.{l}"
    elif k == 9:
        local = f"{f}{R.randint(10, 999)}"
    elif k == 10:
        local = f"{l}{f[0]}{R.randint(1, 9)}"
    elif k == 11:
        local = pick(["sunny", "blue", "quiet", "lucky", "north", "tiny", "wild", "night"]) + \
            pick(["otter", "fox", "maple", "panda", "comet", "river", "owl", "tiger"]) + str(R.randint(1, 999))
    elif k == 12:
        local = f"{f}.{l[0]}"
    else:
        local = f"{f}{l}"
    if lang == "zh" and chance(0.35):
        return f"{R.randint(10000, 99999999999)}@qq.com"
    dom = pick(DOM_BY_LANG.get(lang, DOM_BY_LANG["en"]))
    e = f"{local}@{dom}"
    if chance(0.08):
        e = local.title().replace("_", "_") + "@" + dom
    return e


# --------------------------------------------------------------------------
# phones
# --------------------------------------------------------------------------
US_AREAS = ["212", "312", "415", "617", "646", "718", "305", "404", "512", "206", "303", "503", "702",
            "713", "214", "602", "480", "919", "704", "202", "301", "571", "857", "978", "773", "224",
            "847", "916", "408", "310", "323", "858", "619", "808", "907", "615", "414", "216", "412"]
CA_AREAS = ["416", "647", "437", "604", "778", "514", "438", "613", "403", "587", "780", "902", "204", "306", "709"]


def _nanp(areas):
    a = pick(areas)
    while True:
        e = R.randint(201, 989)
        if e != 555 and e % 100 != 11:
            break
    l = dg(4)
    return pick([f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}", f"+1-{a}-{e}-{l}",
                 f"1-{a}-{e}-{l}", f"+1 ({a}) {e}-{l}", f"{a}{e}{l}", f"+1{a}{e}{l}", f"({a}) {e}-{l}",
                 f"{a} {e} {l}", f"({a}){e}-{l}"])


DE_MOB = ["151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"]
DE_CITY = [("30", 8), ("40", 8), ("89", 8), ("69", 8), ("221", 7), ("711", 7), ("211", 7), ("341", 7),
           ("351", 7), ("511", 7), ("911", 7), ("761", 6), ("6221", 6)]


def _de():
    if chance(0.5):
        p = pick(DE_MOB)
        sub = dg(8 if p.startswith("15") else 7)
        sub2 = pick([sub, sub[:3] + " " + sub[3:], sub[:4] + " " + sub[4:]])
        return pick([f"0{p} {sub2}", f"+49 {p} {sub2}", f"+49 (0){p} {sub2}", f"0{p}/{sub}", f"0049 {p} {sub}",
                      f"+49{p}{sub}", f"0{p}-{sub}"])
    c, n = pick(DE_CITY)
    sub = str(R.randint(2, 9)) + dg(n - 1)
    sub2 = pick([sub, sub[:3] + " " + sub[3:], sub[:4] + " " + sub[4:], sub[:2] + " " + sub[2:4] + " " + sub[4:]])
    return pick([f"0{c} {sub2}", f"0{c}/{sub}", f"0{c}-{sub}", f"+49 {c} {sub2}", f"+49 (0){c} {sub2}",
                  f"+49 (0) {c} {sub}", f"(0{c}) {sub2}"])


def _lst(*ps):
    return lambda: pat(pick(ps))


PHONE = {
    "US": lambda: _nanp(US_AREAS),
    "CA": lambda: _nanp(CA_AREAS),
    "UK": lambda: pat(pick([f"020 {pick('378')}### ####", f"+44 20 {pick('378')}### ####",
                             f"+44 (0)20 {pick('378')}### ####", "0161 N## ####", "+44 161 N## ####",
                             "0131 N## ####", "0121 N## ####", "0117 N## ####", f"07{pick('4589')}## ######",
                             f"+44 7{pick('4589')}## ######", f"+447{pick('4589')}########",
                             f"07{pick('4589')}## ### ###"])),
    "DE": _de,
    "FR": lambda: (lambda n: pat(pick([f"0{n} ## ## ## ##", f"+33 {n} ## ## ## ##", f"+33 (0){n} ## ## ## ##",
                                        f"0{n}.##.##.##.##", f"0{n}########", f"+33{n}########",
                                        f"0{n}-##-##-##-##"])))(pick("1234567967")),
    "ES": _lst("6## ### ###", "+34 6## ## ## ##", "+34 91# ### ###", "91# ## ## ##", "93# ## ## ##",
               "+34 6########", "7## ### ###", "+34 93# ## ## ##", "(+34) 6## ### ###"),
    "IT": lambda: pat(pick([f"3{pick('23456789')}# ### ####", f"+39 3{pick('2345689')}# ### ####",
                             "06 #### ####", "+39 06 #### ####", "02 #### ####", "+39 02 ########",
                             f"3{pick('2345689')}#/#######", "055 ### ####"])),
    "NL": _lst("06-########", "06 #### ####", "+31 6 ########", "+31 (0)6 #### ####", "020-### ####",
               "+31 20 ### ####", "010 ### ####", "+316########", "030 - ### ## ##"),
    "BE": _lst("+32 47# ## ## ##", "04N# ## ## ##", "02 ### ## ##", "+32 2 ### ## ##", "+32 (0)48# ## ## ##"),
    "CH": lambda: pat(pick(["+41 44 ### ## ##", "044 ### ## ##", f"07{pick('6789')} ### ## ##",
                             f"+41 7{pick('6789')} ### ## ##", "+41 (0)31 ### ## ##", "022 ### ## ##"])),
    "AT": _lst("+43 1 ### ####", "+43 664 #######", "0664 #######", "0676 ### ####", "+43 (0)699 ########",
               "0316 ######"),
    "PL": lambda: (lambda p: pat(pick([f"+48 {p}# ### ###", f"{p}# ### ###", "+48 22 ### ## ##", "22 ### ## ##",
                                        f"+48 {p}#-###-###", f"{p}#-###-###"])))(
        pick(["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"])),
    "SE": lambda: pat(pick([f"+46 7{pick('0236')} ### ## ##", f"07{pick('0236')}-### ## ##", "08-### ### ##",
                             "+46 8 ### ### ##", f"07{pick('0236')} ### ## ##"])),
    "NO": _lst("+47 4## ## ###", "+47 9## ## ###", "4## ## ###", "+47 22 ## ## ##", "9## ## ###"),
    "DK": lambda: pat(pick([f"+45 {pick('2345679')}# ## ## ##", f"{pick('2345679')}# ## ## ##"])),
    "IE": lambda: pat(pick([f"+353 8{pick('35679')} ### ####", f"08{pick('35679')} ### ####", "(01) ### ####",
                             "+353 1 ### ####", f"08{pick('35679')}-#######"])),
    "PT": lambda: pat(pick([f"+351 9{pick('1236')}# ### ###", f"9{pick('1236')}# ### ###", "+351 21 ### ####",
                             "21# ### ###", "22# ### ###"])),
    "GR": _lst("+30 69# ### ####", "69# ### ####", "210 ### ####", "+30 210 ### ####", "2310 ######"),
    "TR": lambda: pat(pick([f"+90 5{pick('012345')}# ### ## ##", f"0 (5{pick('012345')}#) ### ## ##",
                             f"05{pick('012345')}# ### ## ##", "0212 ### ## ##", "+90 212 ### ## ##",
                             "+90 (312) ### ## ##"])),
    "RU": lambda: pat(pick(["+7 (495) ###-##-##", f"+7 (9{pick('0123456789')}#) ###-##-##",
                             f"8 (9{pick('0123456789')}#) ###-##-##", f"+7 9{pick('12356')}# ###-##-##",
                             "+7 812 ###-##-##", f"8 9{pick('12356')}# ### ## ##", f"+79{pick('12356')}########"])),
    "UA": lambda: (lambda c: pat(pick([f"+380 ({c}) ### ## ##", f"+380 {c} ### ####", f"0{c} ### ## ##",
                                        f"+380{c}#######", "+380 44 ### ## ##", f"0{c}-###-##-##"])))(
        pick(["50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99"])),
    "IL": lambda: pat(pick([f"+972 5{pick('0234578')}-###-####", f"05{pick('0234578')}-###-####",
                             "03-###-####", "+972 3-###-####", f"05{pick('0234578')}#######", "02-###-####"])),
    "AE": lambda: (lambda c: pat(pick([f"+971 5{c} ### ####", f"05{c} ### ####", "+971 4 ### ####",
                                        "04 ### ####", f"+9715{c}#######"])))(pick("024568")),
    "SA": _lst("+966 5# ### ####", "05# ### ####", "+966 11 ### ####", "+966-5#-###-####", "011 ### ####"),
    "EG": lambda: (lambda c: pat(pick([f"+20 1{c} #### ####", f"01{c} #### ####", f"01{c}########",
                                        "+20 2 #### ####"])))(pick("0125")),
    "ZA": lambda: pat(pick([f"+27 {pick('678')}# ### ####", f"0{pick('678')}# ### ####", "021 ### ####",
                             "+27 11 ### ####", "011 ### ####"])),
    "NG": lambda: pat(pick([f"+234 80{pick('2345678')} ### ####", f"080{pick('2345678')} ### ####",
                             "+234 81# ### ####", "0813#######", "+234 70# ### ####"])),
    "KE": _lst("+254 7## ######", "07## ######", "+254 7## ### ###", "+254 1## ######", "0722 ######"),
    "IN": lambda: (lambda c: pat(pick([f"+91 {c}#### #####", f"+91-{c}#########", f"0{c}#### #####",
                                        f"{c}#########", "+91 22 #### ####", "011-####-####",
                                        f"+91 {c}## ### ####", "080-#### ####"])))(pick("6789")),
    "PK": _lst("+92 3## #######", "03##-#######", "+92 21 #######", "03## #######"),
    "CN": lambda: (lambda c: pat(pick([f"+86 1{c}# #### ####", f"1{c}#-####-####", f"1{c}#########",
                                        f"1{c}# #### ####", "+86 10 N### ####", "010-N#######",
                                        "021-N#######", "+86 21 N### ####", "0755-N#######",
                                        f"+86-1{c}#-####-####"])))(pick("3456789")),
    "HK": lambda: pat(pick([f"+852 {pick('569')}### ####", f"{pick('569')}### ####", "+852 2### ####",
                             f"(852) {pick('569')}###-####"])),
    "TW": _lst("+886 9## ### ###", "09##-###-###", "(02) ####-####", "+886 2 ####-####", "09## ######"),
    "JP": lambda: (lambda c: pat(pick([f"0{c}0-####-####", f"+81 {c}0-####-####", "03-####-####",
                                        "+81 3-####-####", "06-####-####", "045-###-####", "+81 45-###-####",
                                        f"0{c}0########", "052-###-####", f"+81-{c}0-####-####"])))(pick("789")),
    "KR": _lst("010-####-####", "+82 10-####-####", "+82-10-####-####", "02-###-####", "02-####-####",
               "031-###-####", "010 #### ####", "+82 2-####-####", "010########", "051-###-####"),
    "SG": lambda: pat(pick([f"+65 {pick('89')}### ####", "+65 6### ####", f"{pick('89')}### ####",
                             f"+65{pick('89')}#######"])),
    "MY": lambda: pat(pick([f"+60 1{pick('2345679')}-### ####", f"01{pick('2345679')}-### ####",
                             "+60 3-#### ####", "03-#### ####"])),
    "TH": lambda: pat(pick([f"+66 {pick('689')}# ### ####", f"0{pick('689')}#-###-####", "02-###-####",
                             f"0{pick('689')}# ### ####"])),
    "VN": lambda: pat(pick(["+84 9# ### ## ##", "09# ### ## ##", f"+84 {pick('378')}# ### ####",
                             "028 #### ####", "024 #### ####", f"0{pick('378')}# ### ####"])),
    "PH": _lst("+63 9## ### ####", "09## ### ####", "(02) 8### ####", "+63 2 8### ####", "09##-###-####"),
    "ID": lambda: (lambda c: pat(pick([f"+62 8{c}#-####-####", f"08{c}#-####-####", "+62 21 N## ####",
                                        f"08{c}# #### ####"])))(pick("12578")),
    "AU": lambda: pat(pick(["+61 4## ### ###", "04## ### ###", f"(02) {pick('89')}### ####",
                             f"+61 2 {pick('89')}### ####", "(03) 9### ####", "+61 3 9### ####",
                             "(07) 3### ####", "(08) 9### ####", "04########", "+614########"])),
    "NZ": lambda: pat(pick([f"+64 2{pick('127')} ### ####", f"02{pick('127')} ### ####", "(09) ### ####",
                             "+64 9 ### ####", "(04) ### ####", f"02{pick('127')} ### ###"])),
    "BR": lambda: (lambda a: pat(pick([f"+55 {a} 9####-####", f"({a}) 9####-####", f"({a}) {pick('2345')}###-####",
                                        f"+55 ({a}) 9 ####-####", f"+55{a}9########", f"{a} 9#### ####",
                                        f"({a}) 9 ####-####"])))(pick(["11", "21", "31", "41", "51", "61", "71", "81", "85", "48"])),
    "MX": lambda: (lambda a: pat(pick([f"+52 {a} #### ####", f"({a}) ####-####", f"{a} #### ####",
                                        f"+52 1 {a} #### ####", f"+52 ({a}) ####-####"])))(pick(["55", "33", "81"])),
    "AR": _lst("+54 9 11 ####-####", "011 15-####-####", "(011) 4###-####", "+54 11 4###-####", "+54 9 351 ###-####"),
    "CL": _lst("+56 9 #### ####", "9 #### ####", "+56 2 2### ####", "+569########"),
    "CO": lambda: pat(pick([f"+57 3{pick('0125')}# ### ####", f"3{pick('0125')}# ### ####", "(601) ### ####",
                             "+57 601 ### ####", f"+57 3{pick('0125')}#-###-####"])),
    "PE": _lst("+51 9## ### ###", "9## ### ###", "(01) ###-####", "+51 1 ### ####"),
}
LANG_PHONE = {
    "en": ["US"] * 7 + ["CA", "CA", "UK", "UK", "UK", "AU", "AU", "NZ", "IE", "IN", "SG", "ZA", "NG", "KE", "PH", "HK", "MY"],
    "de": ["DE", "DE", "DE", "DE", "AT", "CH"], "fr": ["FR", "FR", "FR", "BE", "CH", "CA"],
    "es": ["ES", "ES", "MX", "AR", "CO", "CL", "PE", "US"], "pt": ["BR", "BR", "PT"], "it": ["IT", "IT", "CH"],
    "nl": ["NL", "NL", "BE"], "pl": ["PL"], "tr": ["TR"], "ru": ["RU", "RU", "UA"], "uk": ["UA"], "el": ["GR"],
    "ar": ["AE", "SA", "EG"], "he": ["IL"], "zh": ["CN", "CN", "HK", "TW", "SG"], "ja": ["JP"], "ko": ["KR"],
    "hi": ["IN"], "th": ["TH"], "vi": ["VN"], "sv": ["SE"], "no": ["NO"], "da": ["DK"], "id": ["ID"],
}


def gen_phone(lang="en"):
    if chance(0.12):
        cc = pick(sorted(PHONE))
    else:
        cc = pick(LANG_PHONE.get(lang, LANG_PHONE["en"]))
    num = PHONE[cc]()
    if chance(0.16):
        if cc in ("US", "CA", "UK", "AU", "IE", "NZ", "SG", "IN"):
            num += pick([" ext. ", " x", " ext ", " Ext. ", " x ", " ext.", ", ext. "]) + str(R.randint(2, 9999))
        elif cc in ("DE", "AT") and not re.search(r"\+49 ?1|01[5-7]", num):
            num += "-" + str(R.randint(10, 999))
        elif cc in ("FR", "BE", "CH"):
            num += " poste " + str(R.randint(10, 999))
        elif cc in ("ES", "MX", "AR", "CO", "CL", "PE"):
            num += pick([" ext. ", " ext ", " anexo "]) + str(R.randint(10, 999))
        elif cc == "BR":
            num += " ramal " + str(R.randint(10, 999))
    return num


# --------------------------------------------------------------------------
# cards
# --------------------------------------------------------------------------
def gen_card():
    brands = [
        ("Visa", lambda: "4", lambda: pick([16, 16, 16, 16, 16, 13, 19])),
        ("Mastercard", lambda: str(R.randint(51, 55)), lambda: 16),
        ("Mastercard", lambda: str(R.randint(2221, 2720)), lambda: 16),
        ("American Express", lambda: pick(["34", "37"]), lambda: 15),
        ("Discover", lambda: pick(["6011", str(R.randint(644, 649)), "65"]), lambda: pick([16, 16, 19])),
        ("Diners Club", lambda: pick(["36", str(R.randint(300, 305)), "38", "39"]), lambda: 14),
        ("JCB", lambda: str(R.randint(3528, 3589)), lambda: pick([16, 16, 19])),
        ("UnionPay", lambda: "62" + pick(["1", "2", "3", "5", "8"]), lambda: pick([16, 16, 17, 18, 19])),
        ("Maestro", lambda: pick(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"]),
         lambda: pick([16, 16, 18, 19, 13])),
        ("Mir", lambda: "220" + str(R.randint(0, 4)), lambda: 16),
        ("RuPay", lambda: pick(["508", "607", "608", "8173"]), lambda: 16),
        ("Elo", lambda: pick(list(ELO6) + ["509"]), lambda: 16),
        ("Hipercard", lambda: "606282", lambda: 16),
        ("Troy", lambda: "9792", lambda: 16),
        ("Verve", lambda: pick(["506099", "507865"]), lambda: pick([16, 19])),
        ("Dankort", lambda: "5019", lambda: 16),
    ]
    weights = [26, 14, 6, 10, 7, 5, 6, 7, 6, 3, 3, 3, 2, 2, 2, 1]
    while True:
        brand, pf, lf = R.choices(brands, weights)[0]
        num = luhn_complete(pf(), lf())
        if card_issuer(num):
            return brand, num


def group_sizes(num, brand):
    n = len(num)
    if brand == "American Express" or n == 15:
        return [4, 6, 5]
    return {13: [4, 3, 3, 3], 14: [4, 6, 4], 16: [4, 4, 4, 4], 17: [4, 4, 4, 5], 18: [4, 4, 4, 6],
            19: pick([[4, 4, 4, 4, 3], [6, 13], [4, 4, 4, 7]])}.get(n, [n])


def split_by(num, sizes):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return out


def fmt_card(num, brand):
    parts = split_by(num, group_sizes(num, brand))
    style = R.choices(["space", "none", "dash", "nbsp", "dspace", "mixed"], [46, 22, 22, 4, 2, 4])[0]
    if style == "space":
        return " ".join(parts)
    if style == "none":
        return num
    if style == "dash":
        return "-".join(parts)
    if style == "nbsp":
        return "\u00a0".join(parts)
    if style == "dspace":
        return "  ".join(parts)
    out = parts[0]
    for p in parts[1:]:
        out += pick([" ", "-", " - "]) + p
    return out


def card_exp():
    m, y = R.randint(1, 12), R.randint(25, 31)
    return pick([f"{m:02d}/{y}", f"{m:02d}/20{y}", f"{m:02d}-{y}", f"{m:02d}{y}", f"{m:02d} / {y}"])


# --------------------------------------------------------------------------
# SSN
# --------------------------------------------------------------------------
def gen_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, s = R.randint(1, 99), R.randint(1, 9999)
    A, G, S = f"{a:03d}", f"{g:02d}", f"{s:04d}"
    st = R.choices(["dash", "space", "none", "dspace"], [60, 14, 23, 3])[0]
    return {"dash": f"{A}-{G}-{S}", "space": f"{A} {G} {S}", "none": f"{A}{G}{S}", "dspace": f"{A} - {G} - {S}"}[st]


# --------------------------------------------------------------------------
# IBAN
# --------------------------------------------------------------------------
IBAN_SPECS = {
    "AD": "4n4n12c", "AE": "3n16n", "AL": "8n16c", "AT": "5n11n", "AZ": "4a20c", "BA": "16n", "BE": "12n",
    "BG": "4a4n2n8c", "BH": "4a14c", "BR": "8n5n10n1a1c", "BY": "4c4n16c", "CH": "5n12c", "CR": "18n",
    "CY": "3n5n16c", "CZ": "20n", "DE": "18n", "DK": "14n", "DO": "4a20n", "EE": "16n", "EG": "25n",
    "ES": "20n", "FI": "14n", "FO": "14n", "FR": "5n5n11c2n", "GB": "4a14n", "GE": "2a16n", "GI": "4a15c",
    "GL": "14n", "GR": "7n16c", "GT": "4c20c", "HR": "17n", "HU": "24n", "IE": "4a14n", "IL": "19n",
    "IQ": "4a15n", "IS": "22n", "IT": "1a10n12c", "JO": "4a4n18c", "KW": "4a22c", "KZ": "3n13c",
    "LB": "4n20c", "LC": "4a24c", "LI": "5n12c", "LT": "16n", "LU": "3n13c", "LV": "4a13c", "MC": "5n5n11c2n",
    "MD": "2c18c", "ME": "18n", "MK": "3n10c2n", "MR": "23n", "MT": "4a5n18c", "MU": "4a2n2n12n3n3a",
    "NL": "4a10n", "NO": "11n", "PK": "4a16c", "PL": "24n", "PS": "4a21c", "PT": "21n", "QA": "4a21c",
    "RO": "4a16c", "RS": "18n", "SA": "2n18c", "SC": "4a2n2n16n3a", "SE": "20n", "SI": "15n", "SK": "20n",
    "SM": "1a10n12c", "TN": "20n", "TR": "5n1n16c", "UA": "6n19c", "VG": "4a16n", "XK": "16n", "SV": "4a20n",
    "LY": "21n", "SD": "14n",
}
IBAN_LEN = {cc: 4 + sum(int(n) for n, _ in re.findall(r"(\d+)([nac])", sp)) for cc, sp in IBAN_SPECS.items()}
BANK_ALPHA = {
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG", "REVO", "NAIA"],
    "NL": ["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ", "ASNB"],
    "IE": ["AIBK", "BOFI", "IPBS", "ULSB"], "BG": ["BNBG", "UNCR", "STSA", "FINV"],
    "RO": ["BTRL", "RNCB", "BRDE", "INGB"], "LV": ["HABA", "PARX", "UNLA"], "QA": ["QNBA", "DOHB", "CBQA"],
    "KW": ["NBOK", "CBKU", "GULB"], "PK": ["HABB", "MUCB", "SCBL", "MEZN"], "MT": ["MALT", "VALL", "APSB"],
    "JO": ["CBJO", "ARAB", "HBHO"], "IQ": ["NBIQ", "RAFB"], "BH": ["NBOB", "BMAG", "BBKU"], "GI": ["NWBK", "GIBK"],
    "MU": ["MCBL", "BOMM", "SBMU"], "AZ": ["NABZ", "IBAZ", "AIIB"], "PS": ["PALS", "ARAB"], "DO": ["BAGR", "BPDO"],
    "LC": ["HEMM", "BOSL"], "SC": ["SSCB", "BAHL"], "VG": ["VPVG", "FCIB"], "SV": ["CENR", "AGRI"], "GE": ["TB", "BG"],
}
DE_BLZ = ["10010010", "37040044", "50010517", "20041133", "12030000", "70150000", "43060967", "10070000",
          "76010085", "60050101", "20050550", "30050110", "86055592", "25050180"]
FR_BANK = ["30004", "30003", "20041", "10278", "30002", "10107", "17515", "30066"]
ES_BANK = ["0049", "2100", "0182", "0081", "2085", "0128", "1465", "0075"]
IT_ABI = ["03069", "02008", "05034", "01030", "03062", "05696", "03111"]
AT_BLZ = ["20111", "12000", "32000", "14000", "20815", "60000"]
CH_BC = ["00762", "00230", "80808", "00700", "08390"]


def gen_iban(cc):
    spec = IBAN_SPECS[cc]
    parts = []
    for cnt, kind in re.findall(r"(\d+)([nac])", spec):
        cnt = int(cnt)
        if kind == "n":
            parts.append(dg(cnt))
        elif kind == "a":
            parts.append(rs(UP, cnt))
        else:
            pl = 0.3 if cc in ("MT", "KW", "JO", "QA", "PS", "LC", "BH", "GI", "AZ", "GT", "DO") else 0.06
            parts.append("".join(R.choice(UP) if chance(pl) else R.choice(DIG) for _ in range(cnt)))
    bban = "".join(parts)
    if cc in BANK_ALPHA:
        code = pick(BANK_ALPHA[cc])
        bban = code + bban[len(code):]
    if cc == "DE":
        bban = pick(DE_BLZ) + bban[8:]
    elif cc in ("FR", "MC"):
        bban = (pick(FR_BANK) if cc == "FR" else "1" + dg(4)) + bban[5:10] + dg(11) + bban[21:]
    elif cc == "ES":
        bban = pick(ES_BANK) + bban[4:]
    elif cc in ("IT", "SM"):
        bban = R.choice(UP) + pick(IT_ABI) + bban[6:]
    elif cc == "AT":
        bban = pick(AT_BLZ) + bban[5:]
    elif cc == "CH":
        bban = pick(CH_BC) + dg(12)
    elif cc == "CR":
        bban = "0" + bban[1:]
    elif cc == "TR":
        bban = bban[:5] + "0" + bban[6:]
    elif cc == "MU":
        bban = bban[:-3] + "MUR"
    elif cc == "SC":
        bban = bban[:-3] + pick(["SCR", "USD", "EUR"])
    elif cc == "BR":
        bban = bban[:-2] + pick(["C1", "P1", "C2"])
    elif cc == "UA":
        bban = dg(6) + "0000" + dg(15)
    chk = 98 - iban_mod97(cc + "00" + bban)
    iban = f"{cc}{chk:02d}{bban}"
    assert iban_mod97(iban) == 1 and len(iban) == IBAN_LEN[cc]
    return iban


def fmt_iban(iban):
    st = R.choices(["compact", "group", "lower", "lowergroup"], [34, 46, 10, 10])[0]
    g = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return {"compact": iban, "group": g, "lower": iban.lower(), "lowergroup": g.lower()}[st]


def gen_bic(cc):
    return rs(UP, 4) + cc + rs(UP + DIG, 2) + pick(["", "", "XXX", rs(UP + DIG, 3)])


LANG_IBAN = {
    "en": ["GB", "GB", "GB", "IE", "IE", "MT", "CY", "GI", "DE", "FR", "NL", "ES", "IT", "PT", "BE", "CH",
           "NO", "SE", "DK", "FI", "IS", "AE", "SA", "QA", "IL", "MU", "SC", "VG", "LC", "PK", "DO", "GT",
           "SV", "CR", "EG", "BH", "KW", "JO", "IQ"],
    "de": ["DE", "DE", "DE", "AT", "AT", "CH", "LI", "LU"], "fr": ["FR", "FR", "BE", "MC", "LU", "CH", "TN", "MR"],
    "es": ["ES", "ES", "CR", "DO", "GT", "SV"], "it": ["IT", "IT", "SM", "CH"], "nl": ["NL", "NL", "BE"],
    "pt": ["PT", "PT", "BR"], "pl": ["PL"], "tr": ["TR"],
    "ar": ["SA", "AE", "QA", "KW", "BH", "JO", "EG", "IQ", "LB", "PS", "LY", "TN"],
    "ru": ["KZ", "BY", "AZ", "GE", "MD"], "uk": ["UA"], "el": ["GR", "CY"], "he": ["IL"],
    "zh": ["DE", "GB", "FR", "NL", "HU"], "ja": ["DE", "GB", "FR", "CH"], "cs": ["CZ", "SK"], "hr": ["HR", "BA", "RS", "ME", "SI", "MK", "XK"],
    "ro": ["RO", "MD"], "hu": ["HU"], "sv": ["SE", "FI"], "da": ["DK", "FO", "GL"], "et": ["EE", "LT", "LV"],
    "sq": ["AL", "XK"], "no": ["NO"], "is": ["IS"], "bg": ["BG"], "sd": ["SD", "EG"],
}


# --------------------------------------------------------------------------
# IP addresses
# --------------------------------------------------------------------------
# first octets commonly seen on residential / hosting networks (no DoD-only blocks, no special ranges)
V4_FIRST = [2, 5, 24, 31, 37, 41, 45, 46, 47, 49, 50, 58, 59, 60, 61, 62, 64, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75,
            76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 101, 103,
            104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 121, 122, 123, 124, 125,
            128, 130, 134, 136, 139, 141, 142, 143, 145, 146, 147, 149, 151, 152, 154, 156, 157, 158, 159, 162, 163,
            164, 165, 167, 168, 171, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 185, 186, 187, 188, 189,
            190, 191, 193, 194, 195, 196, 197, 200, 201, 202, 209, 210, 211, 212, 213, 216, 217, 218, 219, 220, 221, 222]


def public_v4():
    while True:
        a = pick(V4_FIRST)
        s = f"{a}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
        ip = ipaddress.IPv4Address(s)
        if ip.is_global and not ip.is_multicast:
            return s


def public_v4_net(prefix):
    while True:
        ip = ipaddress.IPv4Address(public_v4())
        net = ipaddress.IPv4Network(f"{ip}/{prefix}", strict=False)
        if net.network_address.is_global:
            return str(net.network_address)


V6_HEADS = ["2a02:810d", "2a01:4f8", "2a01:c22", "2003:e6", "2003:c1", "2001:16b8", "2001:4ca0", "2001:67c",
            "2600:1700", "2601:18c", "2603:7000", "2605:a601", "2607:fb90", "2a00:23c5", "2a02:a45",
            "240e:3b7", "2409:8a1e", "2400:4050", "2406:3003", "2804:14c", "2800:810", "2c0f:f4c0",
            "2a0d:5600", "2a03:2880", "2a00:1450", "2001:1c00", "2a02:2454", "2402:800", "2001:ee0"]


def public_v6(style=None):
    while True:
        head = pick(V6_HEADS)
        groups = head.split(":")
        while len(groups) < 4:
            groups.append(format(R.randint(0, 0xffff), "x"))
        kind = R.randint(0, 3)
        if kind == 0:        # privacy / random IID
            tail = [format(R.getrandbits(16), "x") for _ in range(4)]
        elif kind == 1:      # server-ish, lots of zeros
            tail = ["0", "0", "0", format(R.randint(1, 0x1ff), "x")]
        elif kind == 2:
            tail = ["0", "0", format(R.randint(1, 0xfff), "x"), format(R.getrandbits(16), "x")]
        else:                # EUI-64 look
            tail = [format(R.getrandbits(16), "x"), format(R.getrandbits(8), "x") + "ff",
                    "fe" + format(R.getrandbits(8), "02x"), format(R.getrandbits(16), "x")]
        addr = ipaddress.IPv6Address(":".join(groups + tail))
        if not addr.is_global:
            continue
        st = style or R.choices(["compressed", "exploded", "unpadded", "upper"], [55, 15, 20, 10])[0]
        if st == "compressed":
            return addr.compressed
        if st == "exploded":
            return addr.exploded
        if st == "unpadded":
            return ":".join(format(int(x, 16), "x") for x in addr.exploded.split(":"))
        return addr.compressed.upper()


# --------------------------------------------------------------------------
# secrets
# --------------------------------------------------------------------------
PW_SYMS = "!%*_-.+=~^"
PW_WORDS = ["Kaffee", "Sonnenblume", "Bergsee", "Walnuss", "Tramway", "Papillon", "Girasol", "Mariposa",
            "Orchidee", "Drachen", "Pinguin", "Zitrone", "Falke", "Oceano", "Tortuga", "Nebel", "Vulkan",
            "Saturn", "Lantern", "Copper", "Maple", "Harbor", "Juniper", "Pebble", "Thunder", "Biscuit",
            "Velvet", "Cactus", "Walrus", "Quartz", "Sakura", "Taiga", "Mistral", "Kolibri", "Anchor"]


def pw_strong(safe_url=True):
    while True:
        p = rs(ALNUM, 1) + rs(ALNUM + PW_SYMS, R.randint(12, 24)) + rs(ALNUM + "!", 1)
        if re.search(r"\d", p) and re.search(r"[A-Z]", p) and re.search(r"[a-z]", p):
            return p


def pw_phrase():
    w = [pick(PW_WORDS) for _ in range(R.randint(2, 3))]
    if chance(0.5):
        w = [x.lower() for x in w]
    return pick(["-", "_", ".", ""]).join(w) + str(R.randint(2, 999)) + pick(["!", "", "#", "?", "*", "$"])


def pw_human():
    w = pick(PW_WORDS)
    return pick([f"{w}{R.randint(1975, 2024)}!", f"{w}#{pick(PW_WORDS).lower()}{R.randint(1, 9)}",
                 f"{w.lower()}{R.randint(10, 99)}{pick(PW_WORDS)}", f"{w}_{R.randint(100, 999)}",
                 f"{R.randint(1, 99)}{w}{pick(['!!', '?', '%', '*'])}"])


def any_pw(url=False):
    p = R.choices([pw_strong, pw_phrase, pw_human], [50, 25, 25])[0]()
    if url:
        p = p.replace("#", "!").replace("?", "*").replace("$", "~")
    return p


def jwt(kind=None):
    kind = kind or pick(["hs", "hs", "rs", "es", "ha", "supa", "auth0"])
    t = R.randint(1_690_000_000, 1_735_000_000)
    if kind == "ha":
        header, payload, siglen = {"alg": "HS256", "typ": "JWT"}, {"iss": rs(HEXL, 32), "iat": t, "exp": t + 315360000}, 32
    elif kind == "supa":
        header = {"alg": "HS256", "typ": "JWT"}
        payload = {"iss": "supabase", "ref": rs(LO, 20), "role": pick(["service_role", "anon"]), "iat": t, "exp": t + 315360000}
        siglen = 32
    elif kind == "auth0":
        header = {"alg": "RS256", "typ": "JWT", "kid": rs(ALNUM + "-_", 22)}
        payload = {"iss": f"https://{pick(['portal', 'lab', 'pm', 'acct'])}-{rs(LO, 5)}.eu.auth0.com/",
                   "sub": "auth0|" + rs(HEXL, 24), "aud": "https://api." + pick(["records", "leases", "surveys"]) + ".internal",
                   "iat": t, "exp": t + 86400, "scope": pick(["read:records", "openid profile", "write:leases"])}
        siglen = 256
    elif kind == "rs":
        header = {"alg": "RS256", "kid": rs(HEXL, 40), "typ": "JWT"}
        payload = {"sub": ruuid(), "iat": t, "exp": t + 3600, "scope": "api"}
        siglen = 256
    elif kind == "es":
        header = {"alg": "ES256", "typ": "JWT"}
        payload = {"sub": str(R.randint(10000, 99999999)), "tenant": rs(LO, 6), "iat": t, "exp": t + 900}
        siglen = 64
    else:
        header = {"alg": "HS256", "typ": "JWT"}
        payload = {"sub": str(R.randint(1000, 9999999)), "role": pick(["user", "admin", "tenant", "staff", "preparer"]),
                   "iat": t, "exp": t + pick([900, 3600, 86400])}
        siglen = 32
    enc = lambda o: b64u_nopad(json.dumps(o, separators=(",", ":")).encode())
    return f"{enc(header)}.{enc(payload)}.{b64u_nopad(rbytes(siglen))}"


def _b64lines(body, width=64):
    return "\n".join(body[i:i + width] for i in range(0, len(body), width))


def private_key_block(kind=None, sep="\n"):
    kind = kind or pick(["rsa", "ec", "openssh", "pkcs8_ed", "pkcs8_rsa", "pgp"])
    if kind == "rsa":
        body = "MIIEpAIBAAKCAQEA" + base64.b64encode(rbytes(1176)).decode()
        lines = ["-----BEGIN RSA PRIVATE KEY-----", _b64lines(body), "-----END RSA PRIVATE KEY-----"]
    elif kind == "ec":
        body = "MHcCAQEEI" + rs(B64, 43) + "oAoGCCqGSM49AwEHoUQDQgAE" + rs(B64, 86) + "=="
        lines = ["-----BEGIN EC PRIVATE KEY-----", _b64lines(body), "-----END EC PRIVATE KEY-----"]
    elif kind == "openssh":
        body = ("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
                "QyNTUxOQAAACA" + base64.b64encode(rbytes(240)).decode().rstrip("="))
        lines = ["-----BEGIN OPENSSH PRIVATE KEY-----", _b64lines(body, 70), "-----END OPENSSH PRIVATE KEY-----"]
    elif kind == "pkcs8_ed":
        lines = ["-----BEGIN PRIVATE KEY-----", "MC4CAQAwBQYDK2VwBCIEI" + rs(B64, 43), "-----END PRIVATE KEY-----"]
    elif kind == "pkcs8_rsa":
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + base64.b64encode(rbytes(1170)).decode()
        lines = ["-----BEGIN PRIVATE KEY-----", _b64lines(body), "-----END PRIVATE KEY-----"]
    else:
        body = "lQOYBG" + base64.b64encode(rbytes(690)).decode()
        lines = ["-----BEGIN PGP PRIVATE KEY BLOCK-----", "", _b64lines(body), "=" + rs(B64, 4),
                 "-----END PGP PRIVATE KEY BLOCK-----"]
    block = "\n".join(lines)
    return block.replace("\n", sep)


HOSTS = ["pg-prod-01.internal", "db", "localhost", "mysql.lab.local", "postgres", "db.portal.svc.cluster.local",
         "rds-billing.cluster-c8x2.eu-central-1.rds.amazonaws.com", "mariadb", "core-mariadb", "timescale.home.arpa"]
DBUSERS = ["app", "portal_rw", "svc_billing", "postgres", "root", "ha_user", "redcap", "survey_admin", "leasing",
           "ledger", "permits_app", "rebook_svc", "grafana", "nextcloud"]
DBNAMES = ["prod", "portal", "ledger", "surveys", "homeassistant", "permits", "bookings", "tenants", "payroll", "redcap"]

# vendor table: (label, generator, env var names, auth style)
VENDORS = [
    ("AWS access key id", lambda: pick(["AKIA", "AKIA", "ASIA"]) + rs(UP + "234567", 16), ["AWS_ACCESS_KEY_ID"], "x"),
    ("AWS secret access key", lambda: rs(ALNUM + "+/", 40), ["AWS_SECRET_ACCESS_KEY", "aws_secret_access_key"], "x"),
    ("GitHub token", lambda: pick(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rs(ALNUM, 36), ["GITHUB_TOKEN", "GH_TOKEN", "GH_PAT"], "token"),
    ("GitHub fine-grained PAT", lambda: "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59), ["GITHUB_TOKEN", "GH_PAT"], "bearer"),
    ("GitLab PAT", lambda: "glpat-" + rs(ALNUM + "-_", 20), ["GITLAB_TOKEN", "GL_TOKEN"], "private-token"),
    ("Slack bot token", lambda: "xoxb-" + dg(R.choice([11, 12, 13])) + "-" + dg(13) + "-" + rs(ALNUM, 24), ["SLACK_BOT_TOKEN"], "bearer"),
    ("Slack user token", lambda: "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + rs(HEXL, 32), ["SLACK_TOKEN"], "bearer"),
    ("Stripe secret key", lambda: pick(["sk_live_", "rk_live_"]) + pick(["", "51"]) + rs(ALNUM, pick([24, 34, 96])), ["STRIPE_SECRET_KEY", "STRIPE_API_KEY"], "bearer"),
    ("OpenAI key", lambda: pick(["sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
                                 "sk-proj-" + rs(ALNUM + "-_", 74) + "T3BlbkFJ" + rs(ALNUM + "-_", 74),
                                 "sk-svcacct-" + rs(ALNUM + "-_", 64) + "T3BlbkFJ" + rs(ALNUM + "-_", 64)]), ["OPENAI_API_KEY"], "bearer"),
    ("Anthropic key", lambda: "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA", ["ANTHROPIC_API_KEY"], "x-api-key"),
    ("Google API key", lambda: "AIza" + rs(ALNUM + "-_", 35), ["GOOGLE_API_KEY", "GOOGLE_MAPS_API_KEY", "YOUTUBE_API_KEY"], "query"),
    ("Twilio auth token", lambda: rs(HEXL, 32), ["TWILIO_AUTH_TOKEN"], "x"),
    ("Twilio API key secret", lambda: rs(ALNUM, 32), ["TWILIO_API_SECRET"], "x"),
    ("SendGrid key", lambda: "SG." + rs(ALNUM + "-_", 22) + "." + rs(ALNUM + "-_", 43), ["SENDGRID_API_KEY"], "bearer"),
    ("Mailgun key", lambda: "key-" + rs(HEXL, 32), ["MAILGUN_API_KEY"], "x"),
    ("Mailchimp key", lambda: rs(HEXL, 32) + "-us" + str(R.randint(1, 21)), ["MAILCHIMP_API_KEY"], "x"),
    ("npm token", lambda: "npm_" + rs(ALNUM, 36), ["NPM_TOKEN", "NODE_AUTH_TOKEN"], "bearer"),
    ("PyPI token", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 150), ["PYPI_TOKEN", "TWINE_PASSWORD"], "x"),
    ("Shopify token", lambda: pick(["shpat_", "shpca_", "shppa_"]) + rs(HEXL, 32), ["SHOPIFY_ACCESS_TOKEN"], "x-shopify"),
    ("Telegram bot token", lambda: str(R.randint(100000000, 7999999999)) + ":AA" + rs(ALNUM + "-_", 33), ["TELEGRAM_BOT_TOKEN", "TG_TOKEN"], "x"),
    ("Discord bot token", lambda: b64u_nopad(str(R.randint(10 ** 17, 10 ** 19 - 1)).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38), ["DISCORD_TOKEN"], "bot"),
    ("DigitalOcean token", lambda: "dop_v1_" + rs(HEXL, 64), ["DIGITALOCEAN_TOKEN", "DO_TOKEN"], "bearer"),
    ("Hugging Face token", lambda: "hf_" + rs(ALPHA, 34), ["HF_TOKEN", "HUGGINGFACE_HUB_TOKEN"], "bearer"),
    ("Databricks token", lambda: "dapi" + rs(HEXL, 32) + pick(["", "-2", "-3"]), ["DATABRICKS_TOKEN"], "bearer"),
    ("Vault token", lambda: "hvs.CAESI" + rs(B64U, 86), ["VAULT_TOKEN"], "x-vault"),
    ("Postman key", lambda: "PMAK-" + rs(HEXL, 24) + "-" + rs(HEXL, 34), ["POSTMAN_API_KEY"], "x-api-key"),
    ("Linear key", lambda: "lin_api_" + rs(ALNUM, 40), ["LINEAR_API_KEY"], "bearer"),
    ("Notion token", lambda: pick(["secret_" + rs(ALNUM, 43), "ntn_" + dg(11) + rs(ALNUM, 35)]), ["NOTION_TOKEN", "NOTION_API_KEY"], "bearer"),
    ("New Relic key", lambda: "NRAK-" + rs(UP + DIG, 27), ["NEW_RELIC_API_KEY"], "api-key"),
    ("Square token", lambda: pick(["EAAA" + rs(ALNUM + "-_", 60), "sq0atp-" + rs(ALNUM + "-_", 22)]), ["SQUARE_ACCESS_TOKEN"], "bearer"),
    ("Azure storage key", lambda: base64.b64encode(rbytes(64)).decode(), ["AZURE_STORAGE_KEY"], "x"),
    ("Cloudflare token", lambda: rs(ALNUM + "-_", 40), ["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"], "bearer"),
    ("Heroku key", lambda: ruuid(), ["HEROKU_API_KEY"], "bearer"),
    ("Mapbox secret token", lambda: "sk." + b64u_nopad(json.dumps({"u": rs(LO, 8), "a": rs(LO + DIG, 25)}, separators=(",", ":")).encode()) + "." + rs(ALNUM + "-_", 22), ["MAPBOX_SECRET_TOKEN"], "query"),
    ("Grafana token", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEXL, 8), ["GRAFANA_TOKEN"], "bearer"),
    ("Docker Hub PAT", lambda: "dckr_pat_" + rs(ALNUM + "-_", 27), ["DOCKERHUB_TOKEN", "DOCKER_PASSWORD"], "x"),
    ("Atlassian token", lambda: "ATATT3xFfGF0" + rs(ALNUM + "-_", 170) + "=" + rs(HEXU, 8), ["JIRA_API_TOKEN", "CONFLUENCE_TOKEN"], "basicpw"),
    ("Okta token", lambda: "00" + rs(ALNUM + "-_", 40), ["OKTA_API_TOKEN"], "ssws"),
    ("age secret key", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58), ["SOPS_AGE_KEY"], "x"),
    ("Tailscale auth key", lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33), ["TS_AUTHKEY"], "x"),
    ("WireGuard private key", lambda: base64.b64encode(rbytes(32)).decode(), ["WG_PRIVATE_KEY"], "x"),
    ("Plex token", lambda: rs(ALNUM + "-_", 20), ["PLEX_TOKEN"], "x-plex"),
    ("Home Assistant token", lambda: jwt("ha"), ["HA_TOKEN", "HASS_TOKEN"], "bearer"),
    ("Tuya local key", lambda: rs(ALNUM + "^*|=<>[]", 16), ["TUYA_LOCAL_KEY"], "x"),
    ("REDCap API token", lambda: rs(HEXU, 32), ["REDCAP_API_TOKEN"], "x"),
    ("Qualtrics API token", lambda: rs(ALNUM, 40), ["QUALTRICS_API_TOKEN"], "x-api-token"),
    ("Xero client secret", lambda: rs(ALNUM + "-_", 48), ["XERO_CLIENT_SECRET"], "x"),
    ("QuickBooks client secret", lambda: rs(ALNUM, 40), ["QBO_CLIENT_SECRET"], "x"),
    ("Sentry auth token", lambda: "sntryu_" + rs(HEXL, 64), ["SENTRY_AUTH_TOKEN"], "bearer"),
]


# ==========================================================================
# POSITIVE TEMPLATES
# ==========================================================================
EMAIL_T = {
    "en": [
        "Hi, this is {name}. Could you update the email on my patient file to {v}? The old one bounces.",
        "Please send the lab results to {v} instead of mailing a paper copy.",
        "Reminder: your telehealth link will be sent to {v} 15 minutes before the appointment.",
        "for the 1099s just email me at {v}, I check it more than the portal",
        "can you send the engagement letter to {v}? my work address blocks attachments",
        "Permit application #{ref} - applicant contact email: {v}",
        "The notice of decision will be delivered electronically to {v} within 10 business days.",
        "The rebooking confirmation for {flight} was sent to {v}. Please check your spam folder.",
        "Passenger asked to change the contact email to {v} -- done, itinerary resent.",
        "respondent_id,consent,email,q1,q2\n{n},yes,{v},4,5",
        "Participant withdrew consent on {date}; delete all records linked to {v} per DMP section 7.2.",
        "To: data-management@lab\nCc: {v}\nSubject: Re: raw files for wave 3",
        "Tenant in unit {unit} says the lease renewal should go to {v} from now on.",
        "Move-out inspection report emailed to {v} on {date}.",
        "hey, off-platform is cheaper for both of us - ping me at {v}",
        "Portfolio and rates on request: {v}",
        "notify:\n  - name: house_alerts\n    platform: smtp\n    recipient: {v}",
        "I set the router to mail its logs to {v} every night but nothing arrives, any idea?",
        "From: {name} <{v}>\nSent: {date}\nSubject: Q3 VAT return - missing receipts",
        "> On {date}, {name} <{v}> wrote:\n> Attached are the bank statements for October.\n\nReceived, thank you.",
        "Please add {v} to the distribution list for the monthly close reports.",
        "<a href=\"mailto:{v}\">email the study coordinator</a>",
        "Email: {v} | Preferred contact time: evenings",
        "{\"patient\": {\"preferred_email\": \"{v}\", \"sms_opt_in\": false}}",
        "Contact e-mail (work):{v}",
        "-- sent from {v}",
        "Your password reset link was sent to {v}. It expires in 30 minutes.",
        "Mail delivery failed: 550 5.1.1 <{v}>: Recipient address rejected: User unknown",
        "git config --global user.email \"{v}\"",
        "<applicant><email>{v}</email><permitType>fence</permitType></applicant>",
        "Reply-To: {v}",
        "PI: {name} ({v}); data steward: TBD",
        "Emial: {v}",
        "e-mail addr -> {v}",
        "send invoice {n} to {v}, attn accounts payable",
        "Could the tax organizer go to my wife's address instead? It's {v}",
        "My daughter manages my appointments, please copy her: {v}",
        "new email for the owner's statements = {v} (the old yahoo one is dead)",
        "2024-02-11 08:14:02 postfix/smtp[2231]: 4F1C2A: to=<{v}>, relay=mx.provider[...], status=sent (250 OK)",
        "**Contact:** {v}",
        "Hi all - I've moved labs; please use {v} going forward.",
        "Accountant's note: client {name} prefers statements via {v}, not post.",
        "EMAIL ADDRESS (print clearly): {v}",
        "| {name} | {v} | tenant | unit {unit} |",
        "Sign-in attempt for account {v} blocked after 5 failed attempts.",
    ],
    "de": ["Bitte schicken Sie den Befund an {v}, danke!", "Meine neue E-Mail-Adresse lautet {v}.",
           "Antragsteller*in erreichbar unter {v}", "Rückfragen zur Steuererklärung bitte an {v}.",
           "Mieter Whg. {unit}: neue Mailadresse {v}", "E-Mail: {v} (bitte nur werktags)",
           "Hallo zusammen, die Logs vom Router kommen an {v} nicht an."],
    "fr": ["Mon adresse mail : {v}", "Merci d'envoyer la facture à {v}.",
           "Vous pouvez me joindre à l'adresse {v} pour le dossier de permis.", "Courriel : {v}",
           "Le compte rendu sera envoyé à {v} après la consultation."],
    "es": ["Mi correo es {v} por si necesitan algo más.", "Envíenme el comprobante de la reserva a {v}, por favor.",
           "correo electrónico: {v}", "Cambié mi correo, ahora es {v}", "Mándame el contrato a {v} y lo firmo hoy."],
    "pt": ["Meu e-mail é {v}, pode mandar a nota fiscal lá.", "E-mail para contato: {v}"],
    "it": ["La mia email è {v}, grazie mille.", "Indirizzo e-mail del richiedente: {v}"],
    "nl": ["Mijn e-mailadres is gewijzigd naar {v}.", "Stuur de huurovereenkomst naar {v} aub."],
    "pl": ["Proszę o kontakt mailowy: {v}", "Mój adres e-mail to {v}."],
    "tr": ["E-posta adresim {v}, lütfen oradan dönüş yapın."],
    "ru": ["Мой e-mail: {v}, пришлите, пожалуйста, квитанцию.", "Почта для связи — {v}",
           "Результаты анализов отправьте на {v}."],
    "uk": ["Моя електронна пошта: {v}"],
    "el": ["Το email μου είναι {v}"],
    "ar": ["البريد الإلكتروني: {v}", "يرجى إرسال نتائج التحاليل إلى {v}"],
    "he": ["כתובת המייל שלי היא {v}", "נא לשלוח את החשבונית ל-{v}"],
    "zh": ["请把发票发到我的邮箱{v}，谢谢！", "联系邮箱：{v}", "改签确认请发送至 {v}"],
    "ja": ["メールアドレスは{v}です。", "予約確認は{v}に送ってください。", "連絡先メール：{v}"],
    "ko": ["이메일 주소는 {v} 입니다.", "영수증은 {v}로 보내주세요."],
    "hi": ["मेरा ईमेल {v} है, कृपया रिपोर्ट वहीं भेजें।"],
    "th": ["อีเมลของฉันคือ {v} ค่ะ"],
    "vi": ["Email của tôi là {v}, cảm ơn."],
}

PHONE_T = {
    "en": [
        "Best number to reach me is {v}, after 5pm please.", "Callback requested: {v} (mobile)",
        "Pt prefers phone contact: {v}. Do not leave detailed voicemail.", "Emergency contact: {name}, {v}",
        "Tel: {v}", "Ph. {v}", "Phone#: {v}", "Cell- {v}", "Mob: {v}",
        "You can text me at {v} when the inspector is on the way.",
        "Permit #{ref}: site contact {name}, phone {v}.",
        "Passenger contact updated to {v} for SMS flight alerts.",
        "We tried calling {v} about your rebooking on {flight} but couldn't reach you.",
        "participant,phone,consent_sms\nP-{n},{v},Y",
        "Call the superintendent at {v} for lockouts (after hours only).",
        "Maintenance request #{ref}: the plumber will call {v} before arriving.",
        "whatsapp me on {v}, we can discuss the budget there",
        "my number: {v}", "<a href=\"tel:{v}\">call the front desk</a>",
        "BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nTEL;TYPE=CELL:{v}\nEND:VCARD",
        "service: notify.sms\ndata:\n  message: Garage door left open\n  target: '{v}'",
        "Signature:\n{name}\nSenior Accountant\nT {v}",
        "Direct line {v}; the fax is no longer monitored.", "Please call {v} to confirm the appointment on {date}.",
        "Left a voicemail at {v} re: the missing 1098-T.", "[{time}] Agent: is {v} still the best number?",
        "Contact: {v}", "If anything urgent comes up, ring {v}.", "reach {name} on {v} or via the portal",
        "Telephone (day): {v}", "Phone: {v}   Fax: n/a", "Home phone {v}, work phone same as above",
        "{\"contact\": {\"phone\": \"{v}\", \"preferred\": \"sms\"}}", "<phone type=\"mobile\">{v}</phone>",
        "Pharmacy called from {v} about the prescription refill.",
        "The alarm panel texts {v} when the door sensor trips - can I add a second number?",
        "Owner asked us to call {v} before any repair over $500.",
        "Client called from {v}, wants to discuss the extension request.",
        "Sorry, my phone number changed - it's now {v}.",
        "phone number (incl. country code): {v}",
    ],
    "de": ["Rückruf bitte unter {v}.", "Telefon: {v}", "Tel.: {v} (nachmittags)", "Erreichbar unter {v}, auch per WhatsApp.",
           "Handy {v}", "Bei Rückfragen zum Bauantrag bin ich unter {v} erreichbar.", "Mobil: {v}"],
    "fr": ["Vous pouvez me rappeler au {v}.", "Tél. : {v}", "Mon portable : {v}", "Joignable au {v} en semaine."],
    "es": ["Mi teléfono es el {v}.", "Llámeme al {v} por favor", "Tel. {v}", "WhatsApp: {v}", "Celular: {v}"],
    "pt": ["Meu celular é {v}, pode chamar no zap.", "Telefone para contato: {v}", "Tel.: {v}"],
    "it": ["Il mio numero è {v}.", "Cell. {v}", "Per urgenze chiamare il {v}"],
    "nl": ["Bel me op {v}.", "Telefoonnummer: {v}"],
    "pl": ["Mój numer telefonu: {v}", "Proszę dzwonić pod {v}"],
    "tr": ["Telefon numaram {v}, akşam arayabilirsiniz.", "Tel: {v}"],
    "ru": ["Мой телефон {v}, звоните после 18:00.", "Тел.: {v}", "Перезвоните мне, пожалуйста: {v}"],
    "uk": ["Телефон для зв'язку: {v}"],
    "el": ["Τηλέφωνο επικοινωνίας: {v}"],
    "ar": ["رقم هاتفي {v}", "للتواصل: {v}"],
    "he": ["מספר הטלפון שלי {v}", "נייד: {v}"],
    "zh": ["我的手机号是{v}，有事请联系。", "联系电话：{v}", "电话 {v}（工作日）"],
    "ja": ["電話番号は{v}です。", "携帯：{v}", "ご連絡は{v}までお願いします。"],
    "ko": ["연락처: {v}", "제 전화번호는 {v}입니다."],
    "hi": ["मेरा फ़ोन नंबर {v} है।"],
    "th": ["เบอร์โทรของฉันคือ {v}"],
    "vi": ["Số điện thoại của tôi là {v}."],
    "sv": ["Ring mig på {v}."], "no": ["Telefon: {v}"], "da": ["Mit nummer er {v}."], "id": ["Nomor HP saya {v}"],
}

CARD_T = {
    "en": [
        "Please charge the copay to my card {v}, exp {exp}.", "card no {v} exp {exp} cvv {cvv}",
        "Can I pay the filing fee over chat? {brand} {v}", "Card number: {v}\nExpiry: {exp}\nName on card: {name}",
        "pls use {v} for the permit fee, expires {exp}", "Rebooking fee authorised on {brand} {v}, passenger confirmed verbally.",
        "Payment: {brand} {v} ({exp})", "{\"payment\": {\"method\": \"card\", \"pan\": \"{v}\", \"exp\": \"{exp}\"}}",
        "2024-02-11T09:14:55Z WARN payment-svc raw PAN found in request body: {v}",
        "tenant,unit,card,amount\n{name},{unit},{v},{amt}", "Send the refund to the card I paid with: {v}",
        "Corporate card for the software subscriptions: {v}, exp {exp}, billing zip on file.",
        "Reimbursement form - card used: {v}", "<input name=\"cc_number\" value=\"{v}\">",
        "> please use my {brand}: {v}\n\nReceived, charging the retainer now.", "my cc is {v}", "CC#: {v}",
        "Credit card {v} was declined, trying another one.", "The parking permit renewal was charged to {v}.",
        "Deposit for unit {unit}: please debit {v}", "Card details as requested - {v} / {exp} / {cvv}",
        "<CardNumber>{v}</CardNumber>", "Billing: {v}; statement address unchanged.",
        "For the seat upgrade use {v}, same card as the original booking", "cardnumber={v}&exp={exp}",
        "I'd rather pay the lab fee directly. {brand}, {v}, expiry {exp}.",
        "|card|{v}|", "Card on file updated to {v}", "Debit card: {v}", "Acct card {v} - {brand}",
    ],
    "de": ["Bitte buchen Sie die Gebühr von meiner Kreditkarte ab: {v}, gültig bis {exp}.", "Kartennummer: {v}",
           "Kreditkarte {brand} {v}, Ablaufdatum {exp}"],
    "fr": ["Numéro de carte : {v}, expiration {exp}", "Vous pouvez débiter ma carte {v}."],
    "es": ["Mi tarjeta es {v}, vence {exp}.", "número de tarjeta {v}", "Cobren la tarifa a la tarjeta {v}"],
    "pt": ["Número do cartão: {v} validade {exp}", "Pode passar no cartão {v}"],
    "it": ["Numero carta {v}, scadenza {exp}"], "nl": ["Kaartnummer: {v}"], "pl": ["Numer karty: {v}, ważna do {exp}"],
    "tr": ["Kart numaram {v}, son kullanma {exp}"], "ru": ["Номер карты {v}, срок действия {exp}", "Карта {brand}: {v}"],
    "uk": ["Номер картки: {v}"], "ar": ["رقم البطاقة: {v} تاريخ الانتهاء {exp}"], "he": ["מספר כרטיס האשראי שלי {v}"],
    "zh": ["卡号：{v}，有效期{exp}", "用这张卡付：{v}"], "ja": ["カード番号は{v}、有効期限{exp}です。"],
    "ko": ["카드 번호 {v} 유효기간 {exp}"], "hi": ["मेरा कार्ड नंबर {v} है"], "th": ["หมายเลขบัตร {v}"],
    "vi": ["Số thẻ: {v}, hết hạn {exp}"], "el": ["Αριθμός κάρτας: {v}"],
}

SSN_T = {
    "en": [
        "SSN: {v}", "my ssn is {v}", "Soc Sec #{v}", "SS# {v}", "Social Security No. {v}",
        "a Employee's social security number\n{v}\nOMB No. 1545-0008",
        "Your social security number  {v}", "Spouse's SSN: {v}",
        "Dependent 2 - {name}, SSN {v}, relationship: daughter", "Taxpayer ID (SSN): {v}", "TIN: {v} (SSN)",
        "last year's return had {v} as the ssn for my husband, is that right?",
        "the portal wants the SSN without dashes so I typed {v}",
        "Insurance verification: subscriber SSN {v}, relationship self.",
        "Registration form - Social Security Number (optional): {v}",
        "Applicant SSN (required for contractor license): {v}", "Rental application - SSN for credit check: {v}",
        "For the W-9, my SSN is {v}.", "> Form W-9, Part I, SSN: {v}\n\nGot it, will update the 1099-NEC.",
        "emp_id,ssn,state\n{n},{v},CA", "{\"applicant\": {\"ssn\": \"{v}\", \"consent_credit_check\": true}}",
        "<SSN>{v}</SSN>", "ssn - {v}", "social: {v}", "Soc. Sec. {v}", "SNN: {v}", "social secuirty # {v}",
        "SSN/ITIN {v}", "Please verify: {v} is the number shown on your Social Security card.",
        "copy of SS card attached, number is {v}", "1099-NEC recipient's TIN: {v}",
        "ok here it is {v} - please don't email it around", "primary taxpayer ssn {v} / filing status MFJ",
        "Guarantor SSN: {v}", "Employee SSN (last name first): {name}, {v}",
        "SSN on the lease app doesn't match the credit report: applicant wrote {v}",
        "| SSN | {v} |", "Social Security #: {v}",
        "ssn {v} dob on file", "Please mask this in the notes: {v}",
    ],
    "es": ["Mi número de Seguro Social es {v}.", "Número de Seguro Social: {v}", "SSN de mi esposo: {v}",
           "el seguro social de mi hijo es {v}"],
    "zh": ["我的社会安全号码是{v}", "社安号：{v}"], "vi": ["Số an sinh xã hội của tôi là {v}."],
    "ko": ["사회보장번호(SSN): {v}"], "tl": ["Ang SSN ko ay {v}."], "ru": ["Мой SSN {v}, нужен для налоговой декларации."],
    "ar": ["رقم الضمان الاجتماعي: {v}"], "ht": ["Nimewo sekirite sosyal mwen se {v}."],
    "pt": ["Meu número de Social Security é {v}."], "fr": ["Mon numéro de sécurité sociale américain (SSN) : {v}"],
    "hi": ["मेरा SSN {v} है"], "ja": ["ソーシャルセキュリティ番号：{v}"], "uk": ["Номер соціального страхування (SSN): {v}"],
    "pl": ["Mój numer SSN to {v}"],
}

IBAN_T = {
    "en": [
        "Please refund the deposit to IBAN {v}.", "IBAN: {v}", "Bank details for the invoice: IBAN {v}, BIC {bic}",
        "Account holder: {name}\nIBAN: {v}", "Pay the contractor to {v} - ref INV-{n}", "rent goes to {v} from next month",
        "payee,iban,amount\n{name},{v},{amt}", "<CdtrAcct><Id><IBAN>{v}</IBAN></Id></CdtrAcct>",
        "{\"payout\": {\"iban\": \"{v}\", \"currency\": \"EUR\"}}", "Payout method updated: bank transfer to {v}",
        "my iban {v} pls pay asap", "Reimbursement for conference travel -> {v}",
        "Standing order: {v}, EUR 850.00 monthly", "Iban - {v}", "IBAN no. {v} (BIC {bic})",
        "Please wire the refund for the cancelled flight to {v}.", "Direct debit mandate signed for {v}.",
        "Beneficiary IBAN: {v}\nReference: {ref}", "Freelancer payout details changed to {v} on {date}.",
        "> Can you confirm the account?\nYes - {v}, same as last quarter.", "Acct (IBAN) {v}",
        "Salary account: {v}", "Refund the overpaid permit fee to {v}, please.",
        "| {name} | {v} | {amt} |", "Bank: {bic} / {v}",
    ],
    "de": ["Bitte überweisen Sie die Kaution auf mein Konto {v}.", "IBAN: {v}\nKontoinhaber: {name}", "Bankverbindung: {v}",
           "Die Erstattung bitte an {v}, Verwendungszweck {ref}."],
    "fr": ["Voici mon RIB : IBAN {v}", "Veuillez effectuer le virement sur {v}.", "IBAN du bénéficiaire : {v}"],
    "es": ["Mi cuenta (IBAN): {v}", "Hagan la transferencia a {v}", "Número de cuenta IBAN {v}"],
    "it": ["Coordinate bancarie: IBAN {v}", "Bonifico su {v} intestato a {name}"],
    "nl": ["Graag overmaken naar {v} t.n.v. {name}", "Rekeningnummer: {v}"],
    "pt": ["IBAN para reembolso: {v}", "Transferência para {v}"], "pl": ["Numer konta: {v}", "Proszę o przelew na {v}"],
    "tr": ["IBAN numaram: {v}"], "ar": ["رقم الآيبان: {v}", "يرجى التحويل إلى الحساب {v}"],
    "ru": ["Реквизиты для перевода: IBAN {v}"], "uk": ["IBAN для повернення коштів: {v}"], "el": ["Αριθμός IBAN: {v}"],
    "he": ["מספר IBAN: {v}"], "zh": ["收款账户IBAN：{v}"], "ja": ["振込先IBAN：{v}"],
    "cs": ["Číslo účtu (IBAN): {v}"], "hr": ["IBAN za uplatu: {v}"], "ro": ["Contul meu IBAN este {v}"],
    "hu": ["Bankszámlaszám (IBAN): {v}"], "sv": ["Betala till IBAN {v}"], "da": ["Kontonummer (IBAN): {v}"],
    "et": ["Arvelduskonto: {v}"], "sq": ["Numri IBAN: {v}"], "no": ["Kontonummer: {v}"], "is": ["Reikningur (IBAN): {v}"],
    "bg": ["Банкова сметка (IBAN): {v}"], "sd": ["رقم الحساب الدولي: {v}"],
}

IP4_T = {
    "en": [
        "Failed password for invalid user admin from {v} port {port} ssh2",
        "{v} - - [05/Mar/2024:14:22:10 +0100] \"GET /portal/login HTTP/1.1\" 200 5123 \"-\" \"Mozilla/5.0\"",
        "fail2ban.actions [1234]: NOTICE [sshd] Ban {v}", "iptables -A INPUT -s {v}/32 -j DROP",
        "ufw deny from {v} to any port 22",
        "New sign-in to your patient portal from {v} (Chrome on Windows). Wasn't you? Reset your password.",
        "my public IP is {v}, can you whitelist it for the SFTP upload?",
        "Please add {v} to the allowlist for the survey server.", "curl -s http://{v}:8123/api/ -H 'Accept: application/json'",
        "Endpoint = {v}:51820", "The A record for the lab site still points to {v}.",
        "Connection from {v} refused (too many attempts).", "{\"event\": \"login\", \"ip\": \"{v}\", \"ua\": \"okhttp/4.12.0\"}",
        "X-Forwarded-For: {v}", "ResponseId,StartDate,IPAddress,Progress\nR_{rid},{date},{v},100",
        "Audit: permit record #{ref} modified by a session from {v}", "The booking was made from {v} (flagged for review).",
        "Suspicious logins on the freelancer account came from {v}.", "Require ip {v}",
        "mosquitto: New connection from {v}:{port} on port 1883.", "PING {v} 56(84) bytes of data.",
        " 7  {v}  12.418 ms  11.902 ms  12.066 ms", "Our office static IP is {v}, please set up the VPN accordingly.",
        "Blocked the whole {net}/24 range at the firewall after the scraping incident.",
        "route add -net {net}/16 dev wg0 metric 50", "allow {v};\ndeny all;",
        "Jan 12 03:14:07 gw kernel: [UFW BLOCK] IN=eth0 OUT= SRC={v} LEN=44 TTL=241 PROTO=TCP SPT={port} DPT=23",
        "sshd[8812]: Accepted publickey for deploy from {v} port {port} ssh2",
        "the DDNS updated to {v} at 04:00 - port forward still works",
        "ip,country,requests\n{v},DE,1842", "<RemoteAddr>{v}</RemoteAddr>", "client_ip={v} status=403 path=/admin",
        "Login history: {date} from {v} (Safari, iPhone)", "Tried ssh root@{v} but the key is rejected",
        "nmap -sV {v}", "WAN IP: {v}", "whois {v} says it's a residential ISP",
        "dig +short vpn.myhome.example -> {v}",
    ],
    "de": ["Meine öffentliche IP ist {v}, kannst du die freigeben?", "Anmeldung von unbekannter IP-Adresse {v} erkannt.",
           "Der Router meldet WAN-IP {v}, aber DynDNS zeigt noch die alte."],
    "fr": ["Connexion détectée depuis l'adresse IP {v}.", "Mon IP publique : {v}"],
    "es": ["Se detectó un inicio de sesión desde {v}.", "Mi IP pública es {v}"],
    "ru": ["Мой внешний IP: {v}, пробросил порт 8123, но не работает.", "Вход с IP-адреса {v}"],
    "ja": ["ログイン元IPアドレス：{v}", "自宅のグローバルIPは{v}です。"], "zh": ["登录IP：{v}（异地登录提醒）", "服务器公网IP是{v}"],
    "pt": ["Acesso bloqueado do IP {v}."], "it": ["Il mio IP pubblico è {v}."], "pl": ["Zablokowano adres {v} po 5 nieudanych próbach."],
    "tr": ["Sunucuya {v} adresinden erişim var."], "ko": ["접속 IP: {v}"], "ar": ["تم تسجيل الدخول من عنوان IP {v}"],
    "he": ["התחברות חדשה מכתובת {v}"], "nl": ["Mijn externe IP is {v}, poort 443 staat open."], "uk": ["Вхід з IP-адреси {v}"],
}

IP6_T = {
    "en": [
        "inet6 {v}/64 scope global dynamic mngtmpaddr", "AAAA record for the portal -> {v}",
        "curl -g 'http://[{v}]:8123/api/states'", "Connecting to [{v}]:443...", "Accepted publickey for root from {v} port {port} ssh2",
        "ip -6 route add {v}/128 dev wg0", "New sign-in from {v} (Firefox on Linux)",
        "{\"client\": \"{v}\", \"action\": \"rebook\", \"status\": 200}", "ping6 {v}",
        "ip6tables -A INPUT -s {v} -j DROP", "my ISP gave me {v} as the router address",
        "{v} - - [12/Apr/2024:09:01:33 +0000] \"POST /api/v1/surveys HTTP/2.0\" 201 88",
        "Jun 03 10:22:41 pihole dnsmasq[412]: query[AAAA] api.weather from {v}", "Endpoint = [{v}]:51820",
        "Address: {v}", "https://[{v}]:8443/admin", "Reverse DNS lookup failed for {v}", "ssh admin@{v}",
        "<Source>{v}</Source>", "src={v} dst=:: proto=udp dport=5353",
    ],
    "de": ["Der Router hat jetzt die IPv6-Adresse {v} – wie richte ich die Portfreigabe ein?"],
    "ja": ["IPv6アドレス：{v}"], "zh": ["IPv6地址是 {v}"], "fr": ["Adresse IPv6 détectée : {v}"],
    "es": ["La dirección IPv6 de mi casa es {v}"], "ru": ["IPv6 адрес: {v}"], "pt": ["Endereço IPv6: {v}"],
}


# --------------------------------------------------------------------------
# secret contexts
# --------------------------------------------------------------------------
ENV_BENIGN = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "TZ=Europe/Berlin", "APP_NAME=tenant-portal",
              "DEBUG=false", "PUID=1000", "PGID=1000", "REGION=eu-central-1", "SURVEY_WAVE=3", "FEATURE_REBOOK=1",
              "CACHE_TTL=300", "WORKERS=4", "LANG=C.UTF-8", "BASE_URL=https://portal.internal", "RETRY_MAX=5"]
PROSE_TOKEN = {
    "en": ["Here's the {label} for staging: {v} - please don't commit it.", "token is {v}",
           "I rotated the {label}, the new one is {v}", "Can someone check why this {label} returns 401? {v}",
           "oops, pasted the wrong thing - that was our {label} ({v}), rotating it now",
           "For the integration you'll need this key: {v}", "use {v} as the {label}, it has read-only scope",
           "Client sent the {label} over chat: {v}", "My HA setup stopped working after I changed the {label} to {v}"],
    "de": ["Hier der {label} für die Testumgebung: {v}", "Token: {v} (bitte nicht weitergeben)"],
    "fr": ["Voici la clé API : {v}", "Le jeton d'accès est {v}"], "es": ["Te paso el token: {v}", "La API key es {v}"],
    "pt": ["Segue a chave da API: {v}"], "ru": ["Вот ключ API: {v}, не коммить его"], "zh": ["这是API密钥：{v}"],
    "ja": ["APIキーはこちら：{v}"], "ko": ["API 키: {v}"], "it": ["Ecco il token: {v}"], "pl": ["Klucz API: {v}"],
    "nl": ["Hier is de API-sleutel: {v}"], "tr": ["API anahtarı: {v}"], "uk": ["Ось токен: {v}"],
    "ar": ["مفتاح API: {v}"], "he": ["הנה המפתח: {v}"],
}
PROSE_PW = {
    "en": ["the wifi password is {v}", "Wi-Fi for unit {unit}: network 'Unit{unit}-Guest', password {v}",
           "Login for the tenant portal - username is my email, password {v}",
           "Temporary password for your portal account: {v} (you'll be asked to change it).",
           "router admin pw: {v}", "The PDF with your return is protected, password: {v}",
           "zip password is {v}", "I forgot to change it, my login password is still {v}",
           "guest network pass -> {v}", "alarm system app password {v} - my neighbour needs it while I'm away",
           "Password for the shared drive with the survey exports: {v}", "pw: {v}", "passwd={v}",
           "My password for the patient portal is {v}, can you check why it doesn't work?",
           "The encrypted spreadsheet password is {v}; sending it separately as agreed."],
    "de": ["Das WLAN-Passwort lautet {v}.", "Passwort für die PDF-Datei: {v}", "Kennwort: {v}"],
    "fr": ["Le mot de passe du wifi c'est {v}", "Mot de passe provisoire : {v}"],
    "es": ["La contraseña del wifi es {v}", "Contraseña del PDF: {v}"], "pt": ["A senha do wi-fi é {v}"],
    "it": ["La password del wifi è {v}"], "nl": ["Het wifi-wachtwoord is {v}"], "pl": ["Hasło do wifi: {v}"],
    "tr": ["Wi-Fi şifresi: {v}"], "ru": ["Пароль от вайфая: {v}", "пароль к архиву {v}"], "uk": ["Пароль до Wi-Fi: {v}"],
    "ja": ["Wi-Fiのパスワードは「{v}」です。"], "zh": ["WiFi密码：{v}", "压缩包密码是{v}"], "ko": ["와이파이 비밀번호는 {v} 입니다"],
    "ar": ["كلمة مرور الواي فاي: {v}"], "he": ["הסיסמה לוויי-פיי היא {v}"], "el": ["Ο κωδικός του wifi είναι {v}"],
    "vi": ["Mật khẩu wifi là {v}"], "th": ["รหัสผ่าน WiFi คือ {v}"], "hi": ["वाई-फाई का पासवर्ड {v} है"],
}
PROSE_KEY = {
    "en": ["I accidentally posted my key, is this bad?\n```\n{v}\n```", "id_ed25519:\n{v}",
           "Please install this deploy key on the build server:\n\n{v}\n\nThanks", "$ cat ~/.ssh/id_rsa\n{v}",
           "key.pem contents below\n{v}\n(the cert is in the other message)", "<pre>{v}</pre>"],
    "de": ["Hier der private Schlüssel für den Server:\n{v}"], "ru": ["Приватный ключ:\n{v}"], "ja": ["秘密鍵です：\n{v}"],
    "es": ["Esta es la llave privada del servidor:\n{v}"],
}


def secret_row():
    cat = R.choices(["vendor", "pw_url", "pw_cfg", "pw_prose", "key", "jwt", "oauth", "webhook"],
                    [44, 10, 9, 12, 7, 8, 5, 5])[0]
    if cat == "vendor":
        label, gen, vars_, style = pick(VENDORS)
        v = gen()
        var = pick(vars_)
        lang = choose_lang(["de", "fr", "es", "pt", "ru", "zh", "ja", "ko", "it", "pl", "nl", "tr", "uk", "ar", "he"], 0.72)
        if lang != "en":
            return v, fill(pick(PROSE_TOKEN[lang]), lang, v=v, label=label), lang
        k = R.randint(0, 17)
        if k == 0:
            lines = R.sample(ENV_BENIGN, R.randint(2, 5))
            lines.insert(R.randint(0, len(lines)), f"{var}={v}")
            t = "\n".join(lines)
        elif k == 1:
            t = pick([f"export {var}=\"{v}\"", f"export {var}={v}", f"set {var}={v}", f"$env:{var} = \"{v}\""])
        elif k == 2:
            t = (f"services:\n  {pick(['app', 'worker', 'homeassistant', 'survey-sync', 'ledger-api'])}:\n"
                 f"    image: ghcr.io/{pick(['acme', 'lab', 'pm'])}/{pick(['portal', 'sync', 'api'])}:{R.randint(1, 4)}.{R.randint(0, 20)}.{R.randint(0, 9)}\n"
                 f"    environment:\n      - {var}={v}\n      - TZ=Europe/Berlin")
        elif k == 3:
            t = (f"jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      {var}: {v}\n"
                 f"    steps:\n      - uses: actions/checkout@v4")
        elif k == 4:
            t = f"variables:\n  {var}: \"{v}\"\n\nstages:\n  - build\n  - deploy"
        elif k in (5, 6):
            hdr = {"bearer": f"Authorization: Bearer {v}", "token": f"Authorization: token {v}",
                   "private-token": f"PRIVATE-TOKEN: {v}", "x-api-key": f"x-api-key: {v}", "bot": f"Authorization: Bot {v}",
                   "x-vault": f"X-Vault-Token: {v}", "api-key": f"Api-Key: {v}", "ssws": f"Authorization: SSWS {v}",
                   "x-shopify": f"X-Shopify-Access-Token: {v}", "x-api-token": f"X-API-TOKEN: {v}"}.get(style)
            if style == "query":
                t = pick([f"GET https://maps.googleapis.com/maps/api/geocode/json?address=Hauptstr+5&key={v}",
                          f"https://api.mapbox.com/geocoding/v5/mapbox.places/Lyon.json?access_token={v}"])
            elif style == "x-plex":
                t = f"http://plex.local:32400/library/sections?X-Plex-Token={v}"
            elif style == "basicpw":
                t = f"curl -u ops-bot:{v} https://yourteam.atlassian.net/rest/api/3/myself"
            elif hdr:
                t = (f"curl -sS -H \"{hdr}\" https://api.{pick(['vendor', 'service', 'example-saas'])}.io/v1/{pick(['me', 'items', 'events'])}"
                     if k == 5 else f"GET /v1/records HTTP/1.1\nHost: api.internal\n{hdr}\nAccept: application/json")
            else:
                t = f"{var}: {v}"
        elif k == 7:
            t = pick([f"client = Client(api_key=\"{v}\")", f"const token = '{v}';", f"$apiKey = \"{v}\";",
                      f"os.environ[\"{var}\"] = \"{v}\"  # TODO remove before push"])
        elif k == 8:
            t = json.dumps({"service": label, "apiKey": v, "timeout": 30})
        elif k == 9:
            t = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {var.lower().replace('_', '-')}\ntype: Opaque\nstringData:\n  token: {v}"
        elif k == 10:
            t = f"variable \"{var.lower()}\" {{\n  default = \"{v}\"\n}}"
        elif k in (11, 12):
            t = fill(pick(PROSE_TOKEN["en"]), "en", v=v, label=label)
        elif k == 13:
            t = f"DEBUG urllib3.connectionpool: headers={{'Authorization': 'Bearer {v}', 'User-Agent': 'python-requests/2.31.0'}}"
        elif k == 14:
            t = f"# secrets.yaml\n{var.lower()}: {v}\nlatitude_home: !secret lat" if chance(0.5) else f"{var.lower()}: \"{v}\""
        elif k == 15:
            if label == "npm token":
                t = f"//registry.npmjs.org/:_authToken={v}"
            elif label == "PyPI token":
                t = f"[pypi]\nusername = __token__\npassword = {v}"
            elif label.startswith("GitHub"):
                t = f"git remote set-url origin https://{v}@github.com/{pick(['acme', 'lab-tools', 'pm-co'])}/{pick(['portal', 'etl', 'infra'])}.git"
            elif label == "GitLab PAT":
                t = f"git clone https://oauth2:{v}@gitlab.com/{pick(['group', 'survey-team'])}/{pick(['pipeline', 'docs'])}.git"
            elif label == "Telegram bot token":
                t = f"https://api.telegram.org/bot{v}/sendMessage?chat_id=-100{dg(10)}&text=door+open"
            else:
                t = f"{var}='{v}'"
        elif k == 16:
            t = f"| {var} | `{v}` | prod |"
        else:
            t = f"<add key=\"{var}\" value=\"{v}\" />"
        return v, t, "en"

    if cat == "pw_url":
        v = any_pw(url=True)
        u, h, d = pick(DBUSERS), pick(HOSTS), pick(DBNAMES)
        t = pick([
            f"DATABASE_URL=postgres://{u}:{v}@{h}:5432/{d}",
            f"mongodb+srv://{u}:{v}@cluster0.{rs(LO + DIG, 5)}.mongodb.net/{d}?retryWrites=true&w=majority",
            f"SQLALCHEMY_DATABASE_URI = \"mysql+pymysql://{u}:{v}@{h}:3306/{d}\"",
            f"REDIS_URL=redis://:{v}@{h}:6379/0", f"amqp://{u}:{v}@{h}:5672/%2F",
            f"jdbc:sqlserver://{h}:1433;databaseName={d};user={u};password={v};encrypt=true",
            f"db_url: postgresql://{u}:{v}@{h}/{d}", f"ftp://{u}:{v}@files.{pick(['pm-co', 'lab', 'acct'])}.lan/exports/",
            f"curl -u {u}:{v} https://nextcloud.home.arpa/remote.php/dav/files/{u}/",
            f"recorder:\n  db_url: mysql://{u}:{v}@core-mariadb/homeassistant?charset=utf8mb4",
        ])
        return v, t, "en"

    if cat == "pw_cfg":
        v = any_pw()
        u, h, d = pick(DBUSERS), pick(HOSTS), pick(DBNAMES)
        t = pick([
            f"spring.datasource.username={u}\nspring.datasource.password={v}",
            f"define( 'DB_PASSWORD', '{v}' );", f"    environment:\n      POSTGRES_USER: {u}\n      POSTGRES_PASSWORD: {v}",
            f"MYSQL_ROOT_PASSWORD={v}", f"{h}:5432:{d}:{u}:{v}",
            f"Server={h};Database={d};User Id={u};Password={v};TrustServerCertificate=True",
            f"mqtt:\n  broker: core-mosquitto\n  username: {u}\n  password: {v}", f"mqtt_password: {v}",
            f"smtp_password: \"{v}\"", f"[database]\nuser = {u}\npassword = {v}", f"DB_PASS={v}",
            f"machine api.{pick(['ledger', 'pm-co', 'lab'])}.lan login {u} password {v}",
            f"<password>{v}</password>", json.dumps({"db": {"user": u, "password": v, "host": h}}),
            f"wpa_passphrase=\"{v}\"" if '"' not in v else f"wpa_passphrase={v}",
            f"network={{\n    ssid=\"HomeNet\"\n    psk=\"{v}\"\n}}",
            f"Authorization: Basic {base64.b64encode((u + ':' + v).encode()).decode()}",
        ])
        if t.startswith("Authorization: Basic "):
            v = t.split("Basic ", 1)[1]
        return v, t, "en"

    if cat == "pw_prose":
        v = any_pw()
        lang = choose_lang(sorted(k for k in PROSE_PW if k != "en"), 0.5)
        return v, fill(pick(PROSE_PW[lang]), lang, v=v), lang

    if cat == "key":
        if chance(0.2):
            v = private_key_block(pick(["pkcs8_rsa", "pkcs8_ed"]), sep="\\n")
            t = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + pick(["survey-pipeline-2023", "portal-prod", "ha-backup"]) +
                 "\",\n  \"private_key_id\": \"" + rs(HEXL, 40) + "\",\n  \"private_key\": \"" + v +
                 "\\n\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}")
            return v, t, "en"
        v = private_key_block()
        lang = choose_lang(["de", "ru", "ja", "es"], 0.7)
        return v, fill(pick(PROSE_KEY[lang]), lang, v=v), lang

    if cat == "jwt":
        v = jwt()
        lang = choose_lang(["de", "es", "fr", "zh"], 0.75)
        if lang != "en":
            t = {"de": f"Mein Long-Lived Access Token: {v}", "es": f"el token de acceso es {v}",
                 "fr": f"Jeton d'accès : {v}", "zh": f"访问令牌：{v}"}[lang]
            return v, t, lang
        t = pick([f"Authorization: Bearer {v}", f"Set-Cookie: session={v}; Path=/; HttpOnly; Secure; SameSite=Lax",
                  f"rest_command:\n  lights_off:\n    url: http://homeassistant.local:8123/api/services/light/turn_off\n    headers:\n      authorization: \"Bearer {v}\"",
                  f"SUPABASE_SERVICE_ROLE_KEY={v}", f"localStorage.setItem('access_token', '{v}')",
                  f"https://portal.internal/callback#access_token={v}&token_type=Bearer&expires_in=3600",
                  f"long-lived token: {v}", f"jwt={v}", f"{{\"token\": \"{v}\", \"refresh\": false}}",
                  f"wscat -c ws://homeassistant.local:8123/api/websocket\n> {{\"type\": \"auth\", \"access_token\": \"{v}\"}}"])
        return v, t, "en"

    if cat == "oauth":
        v = pick([rs(ALNUM + "_-.~", 3) + "8Q~" + rs(ALNUM + "_-.~", 34), "GOCSPX-" + rs(ALNUM + "-_", 28),
                  rs(ALNUM, R.randint(32, 48)), rs(ALNUM + "-_", 64)])
        cid = pick([f"{dg(12)}-{rs(LO + DIG, 32)}.apps.googleusercontent.com", ruuid(), "portal-web", "ledger-sync", rs(UP + DIG, 32)])
        t = pick([f"client_id={cid}&client_secret={v}&grant_type=client_credentials",
                  f"AZURE_CLIENT_ID={ruuid()}\nAZURE_CLIENT_SECRET={v}", f"oauth:\n  client_id: {cid}\n  client_secret: {v}",
                  json.dumps({"client_id": cid, "client_secret": v, "redirect_uris": ["https://portal.internal/cb"]}),
                  f"spring.security.oauth2.client.registration.google.client-secret={v}",
                  f"Client secret for the accounting app integration: {v} (expires in 24 months)",
                  f"Das Client-Secret für die App-Registrierung lautet {v}"])
        return v, t, ("de" if t.startswith("Das") else "en")

    # webhook
    kind = R.randint(0, 5)
    if kind == 0:
        v = "whsec_" + rs(ALNUM, 32)
    elif kind == 1:
        v = "whsec_" + base64.b64encode(rbytes(24)).decode()
    elif kind == 2:
        v = rs(HEXL, 40)
    elif kind == 3:
        v = rs(HEXL, 32)
    elif kind == 4:
        v = "https://hooks.slack.com/services/T" + rs(UP + DIG, R.randint(8, 10)) + "/B" + rs(UP + DIG, R.randint(8, 10)) + "/" + rs(ALNUM, 24)
    else:
        v = "https://discord.com/api/webhooks/" + str(R.randint(10 ** 17, 10 ** 19 - 1)) + "/" + rs(ALNUM + "-_", 68)
    if kind >= 4:
        t = pick([f"SLACK_WEBHOOK_URL={v}" if kind == 4 else f"DISCORD_WEBHOOK={v}",
                  f"notify:\n  - platform: {'slack' if kind == 4 else 'discord'}\n    name: alerts\n    webhook: {v}",
                  f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"backup done\"}}' {v}",
                  f"here's the webhook for the #close-checklist channel: {v}"])
    else:
        t = pick([f"STRIPE_WEBHOOK_SECRET={v}", f"Signing secret: {v}", f"webhook:\n  url: https://hooks.portal.internal/in\n  secret: {v}",
                  f"const sig = crypto.createHmac('sha256', '{v}').update(body).digest('hex');",
                  f"the webhook signing secret is {v}", f"SLACK_SIGNING_SECRET={v}", f"GITHUB_WEBHOOK_SECRET={v}"])
    return v, t, "en"


# ==========================================================================
# positive row builders  -> (value, text, lang)
# ==========================================================================
def _foreign(d):
    return sorted(k for k in d if k != "en")


def pos_email():
    lang = choose_lang(_foreign(EMAIL_T))
    v = gen_email(lang)
    t = fill(pick(EMAIL_T[lang]), lang, v=v)
    return v, wrap(t, v), lang


def pos_phone():
    lang = choose_lang(_foreign(PHONE_T))
    v = gen_phone(lang)
    t = fill(pick(PHONE_T[lang]), lang, v=v)
    return v, wrap(t, v), lang


def pos_card():
    lang = choose_lang(_foreign(CARD_T))
    brand, num = gen_card()
    v = fmt_card(num, brand)
    t = fill(pick(CARD_T[lang]), lang, v=v, brand=brand, exp=card_exp(),
             cvv=dg(4 if brand == "American Express" else 3))
    return v, wrap(t, v), lang


def pos_ssn():
    foreign = _foreign(SSN_T)
    lang = "es" if chance(0.12) else choose_lang(foreign, 0.7)
    v = gen_ssn()
    t = fill(pick(SSN_T[lang]), lang, v=v)
    return v, wrap(t, v), lang


def pos_iban():
    lang = choose_lang(_foreign(IBAN_T), 0.55)
    cc = pick(LANG_IBAN.get(lang, LANG_IBAN["en"]))
    v = fmt_iban(gen_iban(cc))
    t = fill(pick(IBAN_T[lang]), lang, v=v, bic=gen_bic(cc))
    return v, wrap(t, v), lang


def pos_ip():
    if chance(0.68):
        lang = choose_lang(_foreign(IP4_T))
        tpl = pick(IP4_T[lang])
        m = re.search(r"\{net\}/(\d+)", tpl)
        v = public_v4_net(int(m.group(1))) if m else public_v4()
    else:
        lang = choose_lang(_foreign(IP6_T), 0.75)
        tpl = pick(IP6_T[lang])
        v = ("::ffff:" + public_v4()) if chance(0.07) else public_v6()
    t = fill(tpl, lang, v=v, net=v, rid=rs(ALNUM, 15))
    return v, wrap(t, v, 0.15), lang


def pos_secret():
    v, t, lang = secret_row()
    return v, wrap(t, v, 0.12), lang


POS_BUILDERS = {"email": pos_email, "phone": pos_phone, "credit_card": pos_card, "us_ssn": pos_ssn,
                "iban": pos_iban, "ip_address": pos_ip, "secret": pos_secret}


# ==========================================================================
# NEGATIVES  (look-alikes, no personal data)   each gen -> (text, lang)
# ==========================================================================
def nt(_tbl, _p_en=0.6, **kw):
    fo = _foreign(_tbl)
    lang = "en" if ("en" in _tbl and (chance(_p_en) or not fo)) else pick(fo)
    return fill(pick(_tbl[lang]), lang, **kw), lang


def U(lo, hi, dec=1, comma=False):
    def f():
        s = f"{R.uniform(lo, hi):.{dec}f}"
        return s.replace(".", ",") if comma else s
    return f


def I(lo, hi):
    return lambda: str(R.randint(lo, hi))


def neg_lab():
    return nt({
        "en": ["Your results from {date}: HbA1c {a1c}% (ref 4.0-5.6), fasting glucose {glu} mg/dL, LDL {ldl} mg/dL. No action needed.",
               "Lab panel: Na {na} mmol/L | K {k} mmol/L | Cr {cr} umol/L | eGFR {egfr} mL/min/1.73m2",
               "INR today {inr}, target 2.0-3.0. Keep the same warfarin dose and recheck in 2 weeks.",
               "TSH {tsh} mIU/L, free T4 {ft4} pmol/L - within range, see you at the annual check.",
               "CBC: WBC {wbc} x10^9/L, Hgb {hgb} g/dL, Plt {plt} x10^9/L, MCV {mcv} fL",
               "Vitamin D (25-OH) {vitd} ng/mL; ferritin {fer} ng/mL; B12 {b12} pg/mL"],
        "de": ["Laborwerte vom {date}: Hb {hgbde} g/dl, Leukozyten {wbcde} /nl, CRP {crp} mg/l, Kreatinin {crde} mg/dl.",
               "Ihr HbA1c liegt bei {a1cde} % (Vorwert 7,1 %). Bitte weiter wie besprochen."],
        "fr": ["Résultats du {date} : TSH {tshfr} mUI/L, T4 libre {ft4} pmol/L, ferritine {fer} µg/L."],
        "es": ["Resultados: glucosa {glu} mg/dL, colesterol total {chol} mg/dL, triglicéridos {tg} mg/dL."],
        "zh": ["血常规：白细胞 {wbc}×10^9/L，血红蛋白 {hgbl} g/L，血小板 {plt}×10^9/L。"],
        "ja": ["検査結果：AST {ast} U/L、ALT {alt} U/L、γ-GTP {ggt} U/L、HbA1c {a1c}%"],
    }, a1c=U(5.2, 9.8), glu=I(72, 190), ldl=I(60, 190), na=I(132, 146), k=U(3.2, 5.4), cr=I(50, 140), egfr=I(35, 120),
        inr=U(1.1, 3.9), tsh=U(0.3, 6.5, 2), ft4=U(9, 24), wbc=U(3.5, 13.5), hgb=U(10.5, 17.2), plt=I(120, 420), mcv=I(78, 101),
        vitd=I(9, 68), fer=I(12, 380), b12=I(180, 900), hgbde=U(11, 17, 1, True), wbcde=U(3.5, 12, 1, True), crp=U(0.5, 45, 1, True),
        crde=U(0.6, 1.6, 2, True), a1cde=U(5.4, 9.1, 1, True), tshfr=U(0.3, 6, 2, True), chol=I(140, 290), tg=I(60, 400),
        hgbl=I(105, 172), ast=I(12, 90), alt=I(8, 110), ggt=I(10, 160))


def neg_dose():
    return nt({
        "en": ["Metformin {mg} mg twice daily with meals; do not crush.", "Amoxicillin/clavulanate 875/125 mg q12h x {d} days",
               "Ibuprofen 400 mg max 3x/day, take with food.", "Insulin glargine {u} units at 22:00, correction scale 2 units per 50 mg/dL over 150.",
               "Prednisone taper: 40-30-20-10 mg over {d} days.", "Ondansetron 4 mg ODT q8h PRN nausea",
               "Dose: 2.5 mg/kg IV over 30 min, max 200 mg", "Apixaban 5 mg BID - hold 48 h before the procedure"],
        "de": ["Levothyroxin {ug} µg morgens nüchtern, 30 Min. vor dem Frühstück.", "Vitamin D3 20.000 IE 1x pro Woche",
               "Ramipril 5 mg 1-0-0, Bisoprolol 2,5 mg 1-0-1"],
        "fr": ["Paracétamol 1 g toutes les 6 heures, max 4 g/24 h.", "Amoxicilline 1 g 3 fois par jour pendant {d} jours"],
        "es": ["Omeprazol 20 mg en ayunas durante {d} días.", "Enalapril 10 mg cada 12 horas"],
        "zh": ["布洛芬缓释胶囊 0.3g 每日2次，饭后服用。"], "ja": ["ロキソプロフェン60mg 1日3回 毎食後 {d}日分"],
        "it": ["Augmentin 875/125 mg ogni 12 ore per {d} giorni"],
    }, mg=lambda: pick(["500", "850", "1000"]), d=I(3, 14), u=I(8, 40), ug=pick([25, 50, 75, 88, 100, 112, 125]))


def neg_codes():
    return nt({
        "en": ["Dx: ICD-10 {icd}, {icd2}; Rx adjusted", "Billed CPT {cpt}-25 and {cpt2}; modifier reviewed by coding.",
               "LOINC 4548-4 (Hemoglobin A1c/Hemoglobin.total in Blood)", "ATC code {atc}; NDC 0002-{ndc}-01",
               "SNOMED CT 44054006 |Diabetes mellitus type 2 (disorder)|", "DRG {drg}, LOS 4 days, case mix index 1.{cmi}",
               "ICD-10-CM Z79.4 long-term insulin use; E11.65 with hyperglycemia", "HCPCS J1885 x 2 units"],
        "de": ["Diagnose: {icd} G, Prozedur OPS 5-470.11", "Abrechnung nach EBM 03000 und 03220"],
        "fr": ["Codes CCAM : YYYY600, acte NGAP C 25"], "es": ["Diagnóstico CIE-10: {icd}"],
    }, icd=lambda: pick(["E11.9", "I10", "J45.909", "M54.5", "F41.1", "K21.9", "N39.0", "J06.9", "E78.5", "R51.9"]),
        icd2=lambda: pick(["Z00.00", "E66.9", "G43.909", "L40.0"]), cpt=lambda: pick(["99213", "99214", "99203", "99395"]),
        cpt2=lambda: pick(["93000", "36415", "81002", "90471"]), atc=lambda: pick(["C09AA05", "A10BA02", "N02BE01", "C10AA05"]),
        ndc=I(1000, 9999), drg=I(100, 999), cmi=I(10, 99))


def neg_flight():
    return nt({
        "en": ["Your new flight: {fl} {o}->{d}, departs {time}, booking ref {pnr}.", "{fl} to {d} is delayed 45 minutes; new ETD {time}.",
               "Rebooked on {fl}, seat {seat}, gate {gate}. Booking reference {pnr} unchanged.",
               "Option A: {fl} dep {time} / Option B: {fl2} dep {time2}. Reply A or B.",
               "PNR {pnr}: segment 2 ({fl2}) cancelled by carrier, reaccommodated on {fl}."],
        "es": ["Vuelo {fl} {o}–{d}, localizador {pnr}, salida {time}."], "ja": ["予約番号 {pnr}、便名 {fl}、出発 {time}"],
        "de": ["Umbuchung auf {fl}, Abflug {time}, Buchungscode {pnr}."], "fr": ["Votre vol {fl} part à {time}, référence {pnr}."],
        "zh": ["您已改签至{fl}航班，{time}起飞，订座记录{pnr}。"], "ko": ["예약번호 {pnr}, 항공편 {fl} 출발 {time}"],
        "pt": ["Voo {fl} remarcado, localizador {pnr}."], "ar": ["رحلتك الجديدة {fl} تغادر الساعة {time}، رقم الحجز {pnr}"],
    }, fl=lambda: pick(AIRLINES) + " " * R.randint(0, 1) + str(R.randint(10, 2999)), fl2=lambda: pick(AIRLINES) + str(R.randint(10, 2999)),
        o=lambda: pick(["FRA", "JFK", "MUC", "LHR", "CDG", "MAD", "HND", "ICN", "DXB", "SFO", "YYZ", "GRU"]),
        d=lambda: pick(["BOS", "LIS", "VIE", "BCN", "NRT", "PEK", "DOH", "ORD", "SYD", "ZRH", "BOG", "AMS"]),
        seat=lambda: f"{R.randint(1, 45)}{pick('ABCDEFHJK')}", gate=lambda: f"{pick('ABCDEGHKZ')}{R.randint(1, 68)}",
        time2=lambda: f"{R.randint(6, 22):02d}:{pick(['05', '20', '35', '50'])}")


def neg_seat():
    return nt({
        "en": ["Seat {s1} -> {s2} (exit row), Gate {g}, boarding group {bg}, Terminal {t}.", "Boarding pass: Zone {bg} | Seat {s1} | Gate {g} closes 20 min before departure",
               "Your upgrade request for row {r} was not confirmed; you remain in {s1}.", "Bag tags 2PC x 23kg, carry-on 8kg, seat {s1}"],
        "de": ["Sitzplatz {s1}, Gate {g}, Terminal {t}, Boarding ab {time}."], "zh": ["登机口 {g}，座位 {s1}，{time} 开始登机。"],
        "fr": ["Siège {s1}, porte {g}, embarquement {time}."], "ja": ["座席 {s1}、搭乗口 {g}"],
    }, s1=lambda: f"{R.randint(1, 48)}{pick('ABCDEFGHJK')}", s2=lambda: f"{R.randint(1, 48)}{pick('ACDF')}",
        g=lambda: f"{pick('ABCDEFGHKZ')}{R.randint(1, 68)}", bg=I(1, 9), t=lambda: pick(["1", "2", "3", "5", "E", "2E"]), r=I(1, 40))


def neg_stats():
    return nt({
        "en": ["OR {or_} (95% CI {lo}-{hi}), p = 0.0{p}", "mean {m} (SD {sd}), n = {n1}; median {md} [IQR {q1}-{q3}]",
               "Cronbach's alpha = 0.{a}; ICC(2,1) = 0.{icc}", "R^2 = 0.{r2}, F(3, {df}) = {f}, p < .001",
               "beta = -0.{b}, SE 0.0{se}, t = -{t}, p = .00{p}", "Response rate {rr}% ({n1}/{n2}); {miss} cases excluded for missing data.",
               "HR 0.{hr} [0.{hrl}; 0.{hru}] for the intervention arm", "chi2({dfc}) = {chi}, p = .0{p}"],
        "de": ["Mittelwert {mde} (SD {sdde}), n = {n1}; p = 0,0{p}"], "fr": ["Moyenne {mde} ± {sdde} ; n = {n1}"],
        "es": ["Media {mde} (DE {sdde}), n = {n1}, p = 0,0{p}"], "zh": ["均值 {m}（标准差 {sd}），样本量 {n1}，P<0.05"],
    }, or_=U(1.1, 3.9, 2), lo=U(0.9, 1.4, 2), hi=U(2.1, 4.8, 2), p=I(1, 49), m=U(20, 80), sd=U(3, 15), n1=I(48, 2400),
        md=I(20, 80), q1=I(10, 30), q3=I(40, 90), a=I(70, 95), icc=I(60, 95), r2=I(10, 80), df=I(80, 900), f=U(3, 40, 2),
        b=I(10, 60), se=I(1, 9), t=U(2, 8, 2), rr=U(30, 92), n2=I(2500, 5000), miss=I(2, 40), hr=I(50, 95), hrl=I(30, 49),
        hru=I(96, 99), dfc=I(1, 6), chi=U(4, 30, 2), mde=U(20, 80, 1, True), sdde=U(3, 15, 1, True))


def neg_science():
    return nt({
        "en": ["N_A = 6.02214076e23 mol^-1; k_B = 1.380649e-23 J/K", "Excitation at {nm} nm, emission collected at {nm2} nm.",
               "Centrifuge at {g} x g for 10 min at 4 °C, then resuspend in 200 µL PBS.", "Harvest when OD600 = 0.{od}",
               "The sample decayed with t1/2 = {hl} h (k = 0.0{k} h^-1).", "Measured density {dens} g/cm3 at 20 °C",
               "Plasmid pUC19 is 2686 bp; insert {bp} bp", "Spectrum peaks at 1{ir} cm-1 and 2{ir2} cm-1"],
        "de": ["Zentrifugation bei {g} × g, 15 min, 4 °C."], "ja": ["吸光度 0.{od}（600 nm）で回収"],
        "fr": ["Longueur d'onde d'excitation : {nm} nm"],
    }, nm=I(350, 650), nm2=I(450, 720), g=lambda: pick(["1,500", "4,000", "12,000", "16,100", "20,000"]), od=I(4, 9),
        hl=U(1, 72), k=I(10, 99), dens=U(0.7, 2.7, 3), bp=I(300, 3000), ir=I(100, 750), ir2=I(800, 999))


def neg_measure():
    return nt({
        "en": ["Unit {unit}: 2 bed / 1 bath, {sq} sq ft, ceiling height 8'6\", balcony 6 x 10 ft.", "Window opening {w} x {h} mm, sill height 900 mm",
               "Box dimensions 40 x 30 x 25 cm, 4.2 kg", "Floor load 2.0 kN/m2; span 5.40 m", "Tank capacity 189 L (50 gal), recovery 40 gph"],
        "de": ["Wohnfläche {qm} m², Raumhöhe 2,60 m, Balkon 6,2 m²", "Fenster {w} x {h} mm, Brüstungshöhe 90 cm"],
        "fr": ["Surface habitable {qm} m², hauteur sous plafond 2,50 m"], "es": ["Superficie {qm} m², 3 dormitorios, 2 baños"],
        "ja": ["専有面積 {qm}㎡、バルコニー 8.4㎡"], "pl": ["Powierzchnia {qm} m², 3 pokoje, piętro 4/10"],
    }, sq=lambda: f"{R.randint(550, 1490):,}", w=I(600, 2400),
        h=I(600, 2200), qm=U(28, 160, 1, True))


def neg_serial():
    ser = lambda: pick([rs(UP + DIG, 12), "C02" + rs(UP + DIG, 9), "SN" + dg(10), rs(UP, 2) + dg(6) + rs(UP, 1),
                        f"{rs(HEXU, 4)}-{rs(HEXU, 4)}-{rs(HEXU, 4)}", "R5" + rs(UP + DIG, 10), dg(4) + "-" + rs(UP, 3) + "-" + dg(5)])
    return nt({
        "en": ["S/N: {s}", "Serial no. {s} - warranty until 2026-06", "Device model RT-AX{m}U, serial {s}, firmware 3.0.0.4",
               "Returned unit (SN {s}) replaced under RMA #{rma}", "Asset tag {at} / serial {s} / location: Bldg 2, room 114",
               "Thermostat serial {s} reported offline"],
        "de": ["Seriennummer {s}, Baujahr 2019", "Zählernummer des Geräts (Herstellerangabe): {s}"],
        "fr": ["Numéro de série : {s}"], "es": ["Número de serie {s}"], "zh": ["序列号：{s}"], "ja": ["製造番号：{s}"],
    }, s=ser, m=I(50, 99), rma=I(100000, 999999), at=lambda: "IT-" + dg(5))


def neg_platelike():
    return nt({
        "en": ["Storage locker {p} is free from Monday.", "Pallet {p} moved to bay {bay}.", "Parking bay {bay} reserved for the contractor van.",
               "Bin location {p} (aisle 4, level 2)", "Kit {p} checked out to the field team"],
        "de": ["Lagerplatz {p}, Regal 4", "Stellplatz {bay} ist ab Montag frei."], "fr": ["Emplacement {p} libéré"],
        "nl": ["Opslagbox {p} is vrij vanaf maandag."],
    }, p=lambda: pick([f"{rs(UP, 2)}-{dg(3)}-{rs(UP, 2)}", f"{rs(UP, 3)} {dg(4)}", f"{rs(UP, 2)} {dg(4)} {rs(UP, 2)}",
                       f"{rs(UP, 1)}-{rs(UP, 2)} {dg(3)}"]),
        bay=lambda: f"P{R.randint(1, 4)}-{R.randint(1, 240):03d}")


def neg_dates():
    def dt():
        y, m, d = R.randint(2019, 2026), R.randint(1, 12), R.randint(1, 28)
        return pick([f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{y}", f"{m}/{d}/{y % 100:02d}", f"{d} {MON_EN[m-1]} {y}",
                     f"{y}{m:02d}{d:02d}", f"{y}-{m:02d}-{d:02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:00+02:00",
                     f"{MON_EN[m-1][:3]} {d:02d} {y}", f"{y}-W{R.randint(1, 52):02d}", f"{d:02d}/{m:02d}/{y} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}"])
    return nt({
        "en": ["Deadline moved to {a}; second reminder on {b}.", "Valid from {a} until {b}.", "Period: {a} - {b}",
               "Last modified {a}", "Inspection window {a} to {b}", "Filed {a}, acknowledged {b}", "Backup taken {a}"],
        "de": ["Frist verlängert bis {a}.", "Gültig ab {a}"], "fr": ["Date limite : {a}"], "es": ["Vence el {a}"],
        "ja": ["締切：{a}"], "zh": ["截止日期：{a}"], "ru": ["Срок до {a}"], "ko": ["마감일: {a}"],
    }, a=dt, b=dt)


def neg_ranges():
    return nt({
        "en": ["See pages {p1}-{p2} of the handbook.", "Eligible ages {a1}-{a2}; BMI 18.5-{bmi}.", "Rooms {r1}-{r2} are closed for painting.",
               "Operating temp -20 to 60 °C, humidity 10-90% RH", "Years {y1}-{y2} are archived offline.", "Slots 09:00-12:30 and 14:00-16:00"],
        "de": ["Zeitraum 01.01.-31.03.{y2}, Seiten {p1}-{p2}"], "fr": ["Pages {p1} à {p2}"], "es": ["Edades de {a1} a {a2} años"],
    }, p1=I(10, 300), p2=I(301, 600), a1=I(16, 30), a2=I(55, 85), bmi=I(30, 40), r1=I(100, 150), r2=I(151, 199),
        y1=I(1990, 2005), y2=I(2006, 2024))


CAS = [("formaldehyde", "50-00-0"), ("water", "7732-18-5"), ("ethanol", "64-17-5"), ("caffeine", "58-08-2"),
       ("acetone", "67-64-1"), ("hydrochloric acid", "7647-01-0"), ("sodium hydroxide", "1310-73-2"), ("copper", "7440-50-8"),
       ("acetylsalicylic acid", "50-78-2"), ("paracetamol", "103-90-2"), ("methanol", "67-56-1"), ("glycerol", "56-81-5"),
       ("sodium chloride", "7647-14-5"), ("dimethyl sulfoxide", "67-68-5"), ("Tris base", "77-86-1"), ("EDTA", "60-00-4"),
       ("glucose", "50-99-7"), ("ibuprofen", "15687-27-1"), ("hydrogen peroxide", "7722-84-1"), ("toluene", "108-88-3")]


def neg_cas():
    def c():
        n, k = pick(CAS)
        return f"{n} (CAS {k})"
    return nt({
        "en": ["Reagents ordered: {c} and {c2}.", "SDS on file for {c}.", "Waste log: 2 L {c}, 500 mL {c2}", "Inventory: {c}, lot checked"],
        "de": ["Gefahrstoffverzeichnis: {c}, {c2}"], "fr": ["Produits : {c}"], "ja": ["試薬：{c}"], "zh": ["试剂：{c}"],
    }, c=c, c2=c)


def neg_accession():
    return nt({
        "en": ["Sequences deposited under GenBank {gb}; raw reads in SRA {srr}.", "Expression data: GEO {gse}; structure PDB {pdb}.",
               "Protein UniProt {up} (TP53_HUMAN)", "Trial registered as {nct}; PMID {pmid}.", "doi:10.{doi}/{doisuf}",
               "ArrayExpress E-MTAB-{n4}; BioProject PRJNA{n6}", "RefSeq {nm}"],
        "de": ["Daten bei GEO unter {gse} hinterlegt."], "fr": ["Séquences déposées sous {gb}"], "ja": ["データは{gse}で公開"],
    }, gb=lambda: pick([rs(UP, 2) + dg(6) + "." + str(R.randint(1, 3)), "MN908947.3"]), srr="SRR" + dg(8), gse=lambda: "GSE" + dg(6),
        pdb=lambda: str(R.randint(1, 9)) + rs(UP + DIG, 3), up=lambda: pick(["P04637", "P38398", "Q9Y6K9", "O15530"]),
        nct=lambda: "NCT0" + dg(7), pmid=lambda: dg(8), doi=lambda: str(R.randint(1000, 1186)),
        doisuf=lambda: pick([f"s41586-0{R.randint(19, 24)}-{dg(4)}-{R.randint(0, 9)}", f"j.cell.20{R.randint(15, 24)}.{R.randint(1, 12):02d}.0{dg(2)}"]),
        n4=I(1000, 9999), n6=lambda: dg(6), nm=lambda: "NM_" + dg(6) + "." + str(R.randint(1, 9)))


def neg_hash():
    b = lambda: rbytes(32)
    return nt({
        "en": ["sha256sum: {s256}  backup-{d}.tar.gz", "commit {s1}\nAuthor: ci-bot\n\n    bump deps", "MD5 ({f}) = {md5}",
               "ETag: \"{md5}\"", "docker pull postgres@sha256:{s256}", "Checksum mismatch: expected {s1}, got {s1b}",
               "git checkout {short}", "integrity: sha512-{b64}"],
        "de": ["Prüfsumme (SHA-256): {s256}"], "ja": ["ハッシュ値：{s256}"], "ru": ["Контрольная сумма: {md5}"],
    }, s256=lambda: hashlib.sha256(b()).hexdigest(), s1=lambda: hashlib.sha1(b()).hexdigest(), s1b=lambda: hashlib.sha1(b()).hexdigest(),
        md5=lambda: hashlib.md5(b()).hexdigest(), short=lambda: hashlib.sha1(b()).hexdigest()[:7],
        d=lambda: f"2024{R.randint(1, 12):02d}{R.randint(1, 28):02d}", f=lambda: pick(["export.csv", "wave3.sav", "ledger.xlsx", "firmware.bin"]),
        b64=lambda: base64.b64encode(hashlib.sha512(b()).digest()).decode())


def neg_uuid():
    return nt({
        "en": ["X-Request-ID: {u}", "request_id={u} status=200 latency=41ms", "Survey {u} exported (1,204 rows)",
               "{\"correlationId\": \"{u}\", \"retry\": 0}", "entity_id: sensor.{u2}", "Job {u} finished with exit code 0",
               "Volume UUID={u} TYPE=ext4"],
        "de": ["Vorgangs-ID {u}"], "fr": ["Identifiant de la requête : {u}"],
    }, u=ruuid, u2=lambda: ruuid().replace("-", "_")[:13])


def neg_semver():
    v = lambda: f"{R.randint(0, 5)}.{R.randint(0, 30)}.{R.randint(0, 20)}"
    return nt({
        "en": ["Bumped to v{v}-rc.{n}", "Home Assistant 2024.{m}.{p} breaks the MQTT discovery", "node v{v}, npm {v2}",
               "requires requests>=2.{m},<3.0", "Changelog {v} (2024-03-02): fixed CSV export", "pip install pandas=={v}",
               "build {v}+sha.{sh}", "Zigbee2MQTT {v} / coordinator firmware 20230507", "ESPHome 2024.{m}.{p}"],
        "de": ["Update auf Version {v} installiert, seitdem geht der Sensor nicht mehr."], "ru": ["Обновился до версии {v}"],
        "ja": ["バージョン{v}に更新しました"], "fr": ["Mise à jour vers la version {v}"],
    }, v=v, v2=v, n=I(1, 5), m=I(1, 12), p=I(0, 6), sh=lambda: rs(HEXL, 7))


def neg_ipversion():
    return nt({
        "en": ["Firmware {a} installed; router rebooted fine.", "Microsoft Windows [Version 10.0.{w}.{w2}]",
               "User-Agent: Mozilla/5.0 ... Chrome/{c}.0.{c2}.{c3} Safari/537.36", "[assembly: AssemblyVersion(\"{a}\")]",
               "Driver version {a} (WHQL)", "FileVersion {a}", "Upgrade from {a} to {b} went smoothly", "Product version: {a}",
               "OpenWrt 23.05.{p}, kernel 5.15.{k}", "Installed build {a} of the tax software"],
        "de": ["Firmware-Version {a} ist installiert."], "fr": ["Version du micrologiciel : {a}"], "ja": ["ファームウェア {a} に更新"],
        "ru": ["Версия прошивки {a}"], "es": ["Versión del firmware: {a}"],
    }, a=lambda: f"{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}.{R.randint(0, 250)}",
        b=lambda: f"{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}.{R.randint(0, 250)}",
        w=lambda: pick(["19045", "22631", "19044", "17763", "26100"]), w2=I(1000, 4800), c=I(110, 131), c2=I(5000, 6900), c3=I(10, 200),
        p=I(0, 5), k=I(100, 160))


OIDS = ["1.2.840.113549.1.1.11", "2.5.4.3", "1.3.6.1.4.1.311.21.7", "1.3.6.1.2.1.1.3.0", "2.16.840.1.101.3.4.2.1",
        "1.2.840.10045.3.1.7", "1.2.840.10008.5.1.4.1.1.2", "2.16.840.1.113883.6.1", "1.3.6.1.2.1.2.2.1.10", "2.5.29.17",
        "1.3.6.1.5.5.7.3.1", "2.5.4.10", "1.2.840.10008.1.2.1", "2.16.840.1.113883.6.96"]


def neg_oid():
    return nt({
        "en": ["OID {o} (see X.509 extension list)", "snmpget -v2c -c public router {o}", "SOP Class UID {o}", "codeSystem=\"{o}\"",
               "Signature algorithm: {o}", "Map {o} to the 'ifInOctets' graph"],
        "de": ["Objektkennung {o}"], "ja": ["OID：{o}"],
    }, o=lambda: pick(OIDS))


def _bad_luhn(length=16, prefix=None):
    prefix = prefix or pick(["4", "51", "53", "37", "6011", "35", "62"])
    good = luhn_complete(prefix, length)
    bad = good[:-1] + str((int(good[-1]) + R.randint(1, 9)) % 10)
    assert not luhn_ok(bad)
    return bad


def neg_luhnfail():
    def grp():
        n = _bad_luhn(pick([16, 16, 15, 19]))
        return pick([" ".join(n[i:i + 4] for i in range(0, len(n), 4)), n, "-".join(n[i:i + 4] for i in range(0, len(n), 4))])
    return nt({
        "en": ["Card number {c} failed the checksum - please re-enter.", "Tracking reference {c} (not a card)", "Order ID {c}",
               "Loyalty test fixture {c} (intentionally invalid)", "Validation error: '{c}' is not a valid card number",
               "Voucher code {c} redeemed", "Transaction trace {c}"],
        "de": ["Kartennummer {c} ist ungültig (Prüfziffer)."], "es": ["Número de pedido {c}"], "fr": ["Référence commande {c}"],
        "ja": ["注文番号 {c}"],
    }, c=grp)


def _bad_iban():
    cc = pick(list(IBAN_SPECS))
    good = gen_iban(cc)
    while True:
        chk = (int(good[2:4]) + R.randint(1, 96)) % 100
        bad = good[:2] + f"{chk:02d}" + good[4:]
        if iban_mod97(bad) != 1:
            return bad


def neg_ibanfail():
    def f():
        b = _bad_iban()
        return pick([b, " ".join(b[i:i + 4] for i in range(0, len(b), 4))])
    return nt({
        "en": ["Validation failed: {i} is not a valid IBAN (checksum).", "The IBAN {i} was rejected by the bank - typo?",
               "Test data (invalid on purpose): {i}", "Error 422: iban={i} mod-97 check failed"],
        "de": ["Die IBAN {i} ist ungültig (Prüfziffer falsch)."], "fr": ["IBAN {i} invalide : clé de contrôle incorrecte"],
        "es": ["El IBAN {i} no es válido."], "nl": ["IBAN {i} klopt niet (controlegetal)"],
    }, i=f)


def neg_ssnfail():
    def s():
        k = R.randint(0, 4)
        if k == 0:
            a = "000"
        elif k == 1:
            a = "666"
        elif k == 2:
            a = f"9{R.randint(0, 99):02d}"
        else:
            a = f"{R.randint(1, 899):03d}"
        g = f"{R.randint(1, 49):02d}" if k < 3 else ("00" if k == 3 else f"{R.randint(1, 99):02d}")
        sr = "0000" if k == 4 else f"{R.randint(1, 9999):04d}"
        v = f"{a}-{g}-{sr}"
        assert not ssn_ok(v)
        return v
    return nt({
        "en": ["Test fixture uses {s} (invalid by design).", "SSN field rejected {s}: not an issuable number.",
               "Form placeholder shows {s} - replace with your own.", "Demo record 17: SSN {s} (synthetic, invalid area)",
               "Part number {s}", "Numbers like {s} are never issued by SSA.", "The advertising range 987-65-4320 through 987-65-4329 is reserved."],
        "es": ["Número de prueba {s} (no válido)"],
    }, s=s)


def neg_placeholder_secret():
    return nt({
        "en": ["OPENAI_API_KEY=sk-...your-key-here...", "export GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }}",
               "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
               "Authorization: Bearer <YOUR_TOKEN>", "STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX",
               "password: ${DB_PASSWORD}", "api_key: \"{{ vault('kv/portal/api_key') }}\"", "SLACK_BOT_TOKEN=xoxb-your-token-here",
               "token: !secret ha_token", "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
               "ghp_************************************ (redacted)", "client_secret=<redacted>",
               "Example JWT from the docs: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
               "DB_PASSWORD=changeme-in-production  # placeholder, set via vault", "MQTT_PASSWORD=                # leave empty for anonymous",
               "Set {var} in your .env file (never commit it).", "{var}=<paste here>", "{var}=\"\"", "{var}=********",
               "mongodb://<user>:<password>@<host>:27017/<db>", "password: \"{{ lookup('env', 'SMTP_PASS') }}\""],
        "de": ["Den API-Schlüssel bitte in {var} eintragen (nicht ins Repo!)."], "fr": ["Renseignez votre clé dans {var}."],
        "es": ["Pon tu clave en la variable {var}."],
    }, var=lambda: pick([v for _, _, vs, _ in VENDORS for v in vs]))


def neg_masked():
    return nt({
        "en": ["Paid with Visa ending in {l4}.", "Card: **** **** **** {l4}", "SSN on file: ***-**-{l4}", "Account ending ...{l4}",
               "IBAN: DE** **** **** **** **{l2} {l2b}", "Refund issued to the card ending {l4} (Mastercard).", "Phone: (***) ***-{l4}",
               "Email: j***@g***.com", "xxx-xx-{l4} verified against the W-2"],
        "de": ["Zahlung per Karte •••• {l4}"], "fr": ["Carte se terminant par {l4}"], "es": ["Tarjeta terminada en {l4}"],
        "ja": ["末尾{l4}のカード"], "zh": ["尾号{l4}的银行卡"],
    }, l4=lambda: dg(4), l2=lambda: dg(2), l2b=lambda: dg(2))


def neg_pubkey():
    def ssh():
        return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43) + " " + pick(["deploy-key", "ha-backup", "ci-runner", "lab-nas"])
    def pem():
        body = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + base64.b64encode(rbytes(258)).decode() + "IDAQAB"
        return "-----BEGIN PUBLIC KEY-----\n" + _b64lines(body) + "\n-----END PUBLIC KEY-----"
    def cert():
        body = "MIID" + base64.b64encode(rbytes(600)).decode()
        return "-----BEGIN CERTIFICATE-----\n" + _b64lines(body) + "\n-----END CERTIFICATE-----"
    return nt({
        "en": ["Add this PUBLIC key to authorized_keys:\n{ssh}", "Our signing public key (safe to share):\n{pem}",
               "Server certificate for the portal:\n{cert}", "known_hosts entry: nas.home.arpa {ssh}",
               "Public key fingerprint: SHA256:{fp}"],
        "de": ["Öffentlicher Schlüssel:\n{ssh}"],
    }, ssh=ssh, pem=pem, cert=cert, fp=lambda: b64u_nopad(rbytes(32)).replace("-", "+").replace("_", "/"))


def neg_env_benign():
    def env():
        return "\n".join(R.sample(ENV_BENIGN, R.randint(3, 6)))
    return nt({
        "en": ["{e}", ".env.example:\n{e}", "services:\n  web:\n    image: nginx:1.25-alpine\n    ports:\n      - \"8080:80\"\n    environment:\n      - TZ=Europe/Berlin",
               "mqtt:\n  broker: core-mosquitto\n  port: 1883\n  discovery: true", "logger:\n  default: warning\n  logs:\n    homeassistant.components.mqtt: debug",
               "[server]\nhost = 0.0.0.0\nport = 8443\nworkers = {n}"],
    }, e=env, n=I(2, 16))


def neg_password_talk():
    return nt({
        "en": ["Please reset your password via the portal; we will never ask for it by email or phone.",
               "Passwords must be at least 12 characters and include a number.", "I forgot my password again, can you send a reset link?",
               "Your password was changed on {date}. If this wasn't you, contact support.", "Password expiry: every 90 days (policy PW-3).",
               "Do not share your password with anyone, including staff.", "The wifi password is on the sticker under the router.",
               "Password: (sent separately by SMS)"],
        "de": ["Bitte geben Sie Ihr Passwort niemals telefonisch weiter.", "Das Passwort muss mindestens 12 Zeichen lang sein."],
        "fr": ["Ne communiquez jamais votre mot de passe."], "es": ["Nunca le pediremos su contraseña por correo."],
        "ja": ["パスワードは別途お送りします。"], "zh": ["请勿向任何人透露您的密码。"], "ru": ["Никому не сообщайте свой пароль."],
        "ko": ["비밀번호는 절대 공유하지 마세요."],
    })


def neg_hex_codes():
    return nt({
        "en": ["Windows Update failed with 0x{e}", "segfault at {addr} ip {addr2} sp {addr3} error 4 in libc.so.6",
               "Zigbee PAN ID 0x{pan}, extended PAN ID 0x{xpan}, channel {ch}", "HRESULT 0x{e}", "Register 0x{r} = 0x{val}",
               "color: #{col}; background: #{col2};", "Exit status 0x{st}"],
        "de": ["Fehlercode 0x{e} beim Update"], "ja": ["エラーコード 0x{e}"],
    }, e=lambda: pick(["80070005", "8007000E", "800F0922", "80240017", "C1900101"]), addr=lambda: "0x7f" + rs(HEXL, 10),
        addr2=lambda: "0x7f" + rs(HEXL, 10), addr3=lambda: "0x7ffd" + rs(HEXL, 8), pan=lambda: rs(HEXL, 4),
        xpan=lambda: rs(HEXL, 16), ch=lambda: pick(["11", "15", "20", "25"]), r=lambda: rs(HEXU, 2), val=lambda: rs(HEXU, 4),
        col=lambda: rs(HEXU, 6), col2=lambda: rs(HEXL, 6), st=lambda: rs(HEXL, 2))


def neg_money():
    return nt({
        "en": ["Total due: ${a},{b}.{c}", "Refund of USD {a},{b}.{c} issued.", "Budget: GBP {a}{b}.00", "Net pay {a},{b}.{c}; gross {a2},{b}.00"],
        "de": ["Gesamtbetrag: {a}.{b},{c} €", "Nachzahlung 1.{b},{c} EUR"], "fr": ["Montant : {a} {b},{c} €"],
        "ja": ["合計 ¥{a},{b}"], "hi": ["कुल राशि ₹ 1,{a2},{b}"], "pt": ["Total: R$ {a}.{b},{c}"], "it": ["Totale € {a}.{b},{c}"],
        "de_ch": ["Betrag CHF {a}'{b}.{c}"],
    }, a=I(1, 99), a2=I(10, 99), b=lambda: f"{R.randint(0, 999):03d}", c=lambda: f"{R.randint(0, 99):02d}")


def neg_taxref():
    return nt({
        "en": ["See Form 1040, line {l}; Schedule C line 31.", "IRS Pub. 501 explains the standard deduction.", "Rev. Proc. 2023-34 sets the 2024 brackets.",
               "Form 8863 line 18; Form 8995 line 15", "OMB No. 1545-0074 appears at the top right of the 1040.",
               "26 U.S.C. § 6109 requires the identifying number on returns.", "Box 12 code DD is informational only.",
               "Standard mileage rate 67 cents/mile for 2024; 21 cents medical.", "Form W-4 (2024), Step 4(c) extra withholding"],
        "de": ["Anlage N, Zeile {l}; Anlage KAP Zeile 7.", "§ 35a EStG: 20 % der Arbeitskosten, max. 1.200 €"],
        "fr": ["Case 7UF de la déclaration 2042 RICI"], "es": ["Modelo 100, casilla 0{l}"], "es_us": ["Formulario 1040-ES, línea {l}"],
    }, l=I(1, 38))


def neg_permit():
    return nt({
        "en": ["Zoning district R-{z}, max FAR 0.{far}, front setback {sb} ft.", "Fee schedule item 3.2.{i}: ${fee}.00 per inspection",
               "Office hours Mon-Thu 08:00-12:00, counter {c}, room 2.0{r}.", "Code reference IBC 1006.2.{i}, IRC R311.7",
               "Permit type: ELEC-RES; valuation ${fee},000; 2 inspections required.", "Occupancy group R-2, construction type V-B"],
        "de": ["Bebauungsplan Nr. {bp}, GRZ 0,4, GFZ 1,2", "Gebühr nach Tarifstelle 2.{i}: {fee},00 €", "§ 34 BauGB, Abstandsfläche 0,4 H"],
        "fr": ["Zone UB du PLU, hauteur max 12 m"], "es": ["Licencia de obra menor, tasa {fee} €"], "nl": ["Bestemmingsplan artikel {i}.2"],
    }, z=I(1, 4), far=I(3, 9), sb=I(10, 30), i=I(1, 9), fee=I(45, 980), c=I(1, 9), r=I(10, 99), bp=I(10, 299))


def neg_airline_misc():
    return nt({
        "en": ["Aircraft change: A321neo replaced by Boeing 737-8, 3-3 layout.", "Fare class Y -> B, fare difference 0.00, change fee waived.",
               "Minimum connection time at MUC is 30 min (Schengen).", "Baggage: 2PC x 23 kg, cabin 1 x 8 kg, 55x40x23 cm",
               "Check-in closes 60 min before departure; boarding starts 45 min before.", "Waitlist position 4 for the {t} departure",
               "Flight time 11h 25m, distance 9,421 km", "Meal code VGML confirmed"],
        "de": ["Mindestumsteigezeit 45 Min., Gepäck 1 x 23 kg"], "ja": ["手荷物 23kg×2個まで"], "zh": ["托运行李 2件×23公斤"],
        "es": ["Equipaje: 1 pieza de 23 kg"], "ar": ["الأمتعة: قطعتان × 23 كغ"],
    }, t=lambda: f"{R.randint(6, 22):02d}:{pick(['05', '30', '45'])}")


def neg_research_misc():
    return nt({
        "en": ["IRB protocol {y}-0{n3} approved through {d}.", "Grant R01-GM{n6} progress report due.", "Survey export: {n} responses, completion rate {p}%",
               "Likert items Q1-Q12 on a 1-5 scale; Q7 reverse-coded.", "Storage quota 2.5 TB used of 5 TB on the lab share",
               "Codebook v{v}: variable AGE_CAT (1 = 18-24, 2 = 25-34, 3 = 35+)", "Randomization seed 20240117, block size 4",
               "Retention: raw audio deleted after 24 months per DMP 4.3"],
        "de": ["Ethikvotum Nr. {y}-{n3}, gültig bis {d}"], "fr": ["Questionnaire : {n} réponses, taux de complétion {p} %"],
        "ja": ["回答数 {n}件、完了率 {p}%"], "zh": ["问卷回收 {n} 份，有效率 {p}%"], "es": ["Encuesta: {n} respuestas"],
    }, y=I(2019, 2025), n3=lambda: dg(3), d=lambda: rdate("en"), n6=lambda: dg(6), n=I(120, 4000), p=U(40, 98), v=I(1, 9))


def neg_property_misc():
    return nt({
        "en": ["Meter reading {m} kWh on {d}.", "Rent increase 3.5% effective on renewal; parking $75/month.", "Heating cost split 70/30 (consumption/area).",
               "Unit {unit}: smoke detectors tested, batteries replaced (9V x 2).", "Late fee 5% after the 5th; grace period 3 days.",
               "Water meter {w} m3, previous {w2} m3", "Lease term 12 months, notice period 60 days"],
        "de": ["Zählerstand {mde} kWh am {d}", "Nebenkostenvorauszahlung 245,00 € monatlich"], "fr": ["Relevé compteur : {m} kWh"],
        "es": ["Lectura del contador: {m} kWh"], "nl": ["Meterstand {m} kWh"], "pl": ["Odczyt licznika {m} kWh"],
    }, m=lambda: f"{R.randint(1000, 99999):05d}.{R.randint(0, 9)}", mde=lambda: f"{R.randint(1000, 99999):06d},{R.randint(0, 9)}",
        d=lambda: rdate("en"), w=I(100, 999), w2=I(10, 99))


def neg_accounting():
    return nt({
        "en": ["Post to GL {gl} (Revenue 19% VAT), offset {gl2}.", "FY2023 Q4 close: accruals {a}k, prepaid {b}k", "Depreciation {c},333.33/yr over 3 years",
               "VAT rates: 19% standard, 7% reduced", "Journal entry JE-{je}: Dr 6000 / Cr 1200", "Invoice INV-2024-{n5} due net 30",
               "Trial balance difference 0.00 after adjustment #{n}"],
        "de": ["Buchung auf Konto {gl} (SKR03), Gegenkonto 1200", "USt-Voranmeldung Q{q}: Zahllast {b}.{c}00,00 €"],
        "fr": ["Compte 706000 (prestations), TVA 20 %"], "es": ["Cuenta 700 ventas, IVA 21 %"], "it": ["Fattura n. {n}/2024, IVA 22%"],
        "nl": ["BTW 21%, factuur {n5}"],
    }, gl=lambda: pick(["4400", "8400", "4000", "70100", "6000-100"]), gl2=lambda: pick(["1200", "1400", "1600"]), a=I(10, 99), b=I(1, 9),
        c=I(1, 9), je=lambda: dg(5), n5=lambda: f"{R.randint(1, 99999):05d}", n=I(1, 999), q=I(1, 4))


def neg_homeauto():
    return nt({
        "en": ["sensor.living_room_temperature: {t} °C, humidity {h}%", "netmask 255.255.255.0  broadcast {bc}", "Listening on 0.0.0.0:{port}",
               "http://127.0.0.1:8123 works locally but not remotely", "GPIO{g} set as input with pull-up; baud 115200",
               "Wi-Fi on channel 6 (2.437 GHz), RSSI -{rssi} dBm", "LoRa 868.1 MHz, SF7, BW 125 kHz", "Subnet mask 255.255.{m}.0, lease time 86400 s",
               "mqtt topic zigbee2mqtt/bridge/state -> online", "Private ranges per RFC 1918: 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16",
               "The docs use 192.0.2.0/24 and 2001:db8::/32 for examples.", "binding to ::1 and 127.0.0.1 only", "Multicast 224.0.0.251:5353 (mDNS)",
               "Power draw {w} W idle, {w2} W peak"],
        "de": ["Sensor meldet {t} °C und {h} % Luftfeuchte.", "Subnetzmaske 255.255.255.0, DHCP-Lease 24 h"],
        "ru": ["Маска подсети 255.255.255.0"], "nl": ["Temperatuur {t} °C, luchtvochtigheid {h}%"], "ja": ["室温 {t}℃、湿度 {h}%"],
    }, t=U(16, 27), h=I(30, 70), bc=lambda: pick(["255.255.255.255", "0.0.0.0"]), port=lambda: pick(["1883", "8123", "8080", "5353"]),
        g=I(2, 27), rssi=I(40, 85), m=lambda: pick(["255", "254", "252", "240"]), w=U(1, 12), w2=I(15, 90))


def neg_bignum():
    return nt({
        "en": ["2^32 = 4294967296 and 2^31 - 1 = 2147483647", "US population (2020 census): 331449281", "Apple CUSIP 037833100, ISIN US0378331005",
               "Speed of light 299792458 m/s", "Max unsigned 64-bit: 18446744073709551615", "Number of survey rows processed: {big}",
               "Total bytes transferred: {big2}", "Avogadro 602214076000000000000000 (no, use scientific notation)", "Earth-Sun distance 149597870700 m"],
        "de": ["Einwohnerzahl Deutschlands 2023: 84.482.267"], "fr": ["Population de la France : 68 042 591 habitants"],
        "ja": ["総人口 124,352,000人"],
    }, big=I(100000, 9999999), big2=lambda: str(R.randint(10 ** 9, 10 ** 12)))


def neg_time():
    return nt({
        "en": ["created_at=1709{e6} (unix seconds)", "ts_ms=1712{e9}", "Duration PT1H{mm}M", "Timecode 00:{mm}:{ss}:{ff}",
               "Uptime 14 days, 03:{mm}:{ss}", "Run finished in {mm}m {ss}s", "cron: 0 3 * * 1-5", "Retry after {ss} seconds"],
        "de": ["Dauer 01:{mm}:{ss} h"], "ja": ["所要時間 {mm}分{ss}秒"],
    }, e6=lambda: dg(6), e9=lambda: dg(9), mm=lambda: f"{R.randint(0, 59):02d}", ss=lambda: f"{R.randint(0, 59):02d}", ff=lambda: f"{R.randint(0, 24):02d}")


def neg_coords():
    return nt({
        "en": ["The Eiffel Tower is at 48.8584° N, 2.2945° E.", "Summit of Mont Blanc: 45.8326, 6.8652 (4,806 m)", "Brandenburg Gate 52.5163, 13.3777",
               "Sydney Opera House -33.8568, 151.2153", "Statue of Liberty 40.6892, -74.0445", "Null Island is 0.0, 0.0"],
        "de": ["Das Brandenburger Tor liegt bei 52,5163° N, 13,3777° O."], "ja": ["東京タワー 35.6586, 139.7454"],
        "fr": ["Le Mont-Saint-Michel : 48,6361 N, 1,5115 O"],
    })


def neg_models():
    return nt({
        "en": ["Model SM-G991B, 128 GB", "Headphones WH-1000XM5 on sale", "GPU: RTX 4070 Ti, driver 551.86", "Router FRITZ!Box 7590 AX",
               "Printer HP LaserJet M404dn, toner CF259A", "Sensor Aqara WSDCGQ11LM", "Pi 4 Model B Rev 1.5, 4 GB"],
        "de": ["Modell FRITZ!Box 7530 AX, Firmware 7.57"], "ja": ["型番 KJ-55X80L"], "zh": ["型号 MI-R4A"],
    })


def neg_isbn_tracking():
    return nt({
        "en": ["ISBN 978-3-16-148410-0", "ISSN 0028-0836", "UPS 1Z{ups}", "EAN 400638133393{e}", "USPS tracking 9400 1000 0000 0000 0000 00 (example format)",
               "Returned via DHL, shipment number JJD{jjd}", "Book: ISBN-10 0-306-40615-2"],
        "de": ["Sendungsnummer JJD{jjd}"], "fr": ["Numéro de suivi : 6A{lp}"], "ja": ["追跡番号 {jp}"],
    }, ups=lambda: rs(UP + DIG, 16), e=I(0, 9), jjd=lambda: dg(18), lp=lambda: dg(11), jp=lambda: f"{dg(4)}-{dg(4)}-{dg(4)}")


def neg_regex():
    return nt({
        "en": [r"SSN format check: ^\d{3}-\d{2}-\d{4}$", r"IBAN must match ^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$",
               r"phone regex: ^\+?[1-9]\d{7,14}$", r"Email pattern [A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}",
               "Card numbers are 13-19 digits and pass the Luhn check.", "The SSN format is AAA-GG-SSSS (area, group, serial).",
               "IPv4 is four octets 0-255; IPv6 is eight groups of hex.", "A German IBAN has 22 characters: DEkk bbbb bbbb cccc cccc cc"],
        "de": ["Format der IBAN: DEkk BBBB BBBB KKKK KKKK KK"], "fr": ["Format : FRkk BBBB BGGG GGCC CCCC CCCC CKK"],
    })


def neg_at_nonemail():
    return nt({
        "en": ["npm install react@18.{m}.{p} lodash@4.17.21", "@media screen and (min-width: 768px) { .nav { display: flex; } }",
               "pip install 'pkg @ git+https://github.com/org/pkg'", "@Override\npublic String toString()", "@app.route('/api/v1/health')",
               "3 cases @ $4.99 each", "meet @ 14:00 in room B2", "docker pull grafana/grafana@sha256:{h}", "@types/node@20.11.{p}",
               "RT @ 5 km/h into wind"],
        "de": ["Treffen @ 14 Uhr im Raum 2.041"], "ja": ["@ 3個 ¥480"],
    }, m=I(0, 3), p=I(0, 30), h=lambda: rs(HEXL, 64))


def neg_everyday():
    return nt({
        "en": ["Bake at 180 °C for 25-30 min; makes 12 muffins.", "Final score 3-1 after extra time.", "Wind 15 km/h NW, gusts 40, pressure 1013.25 hPa",
               "Ran 10 km in 52:14, avg pace 5:13/km", "Aspect ratio 16:9, 1920x1080 @ 60 Hz", "Room temp 21.5, target 20.0, hysteresis 0.3",
               "Tickets 2 x 34.50, row 12 seats 7-8"],
        "de": ["Bei 180 °C Umluft 25–30 Min. backen.", "Endstand 2:1 nach Verlängerung"], "fr": ["Cuire 25 min à 180 °C"],
        "es": ["Hornear a 180 °C durante 25 min"], "it": ["Cuocere a 180 °C per 25 minuti"], "ja": ["180℃のオーブンで25分焼く"],
        "ko": ["180도에서 25분 굽기"], "th": ["อบที่ 180 องศา 25 นาที"],
    })


def neg_order_numbers():
    return nt({
        "en": ["Order #{a}-{b}-{c}", "Ticket INC0{t} escalated to tier 2", "Invoice RE-2024-0{n4}", "Case 24-cv-0{n4}", "Work order WO-{n6}",
               "Ref. {n3}/{n4}/2024", "Claim no. CLM-{n8}", "Quote Q-{n4}-{n2}"],
        "de": ["Bestellnr. {a}-{b}-{c}", "Aktenzeichen 3 K {n4}/23"], "fr": ["Commande n° {n8}"], "ja": ["注文番号 {a}-{b}-{c}"],
        "es": ["Pedido n.º {n8}"], "pl": ["Zamówienie nr {n8}"],
    }, a=lambda: str(R.randint(100, 999)), b=lambda: dg(7), c=lambda: dg(7), t=lambda: dg(6), n4=lambda: dg(4), n6=lambda: dg(6),
        n3=lambda: dg(3), n8=lambda: dg(8), n2=lambda: dg(2))


def neg_data_uri():
    return nt({
        "en": ["<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==\">",
               "Content-Transfer-Encoding: base64\n\n{b}", "font: url(data:font/woff2;base64,d09GMgABAAAAA{b2}) format('woff2');",
               "Payload (base64 of the CSV header): {hdr}"],
    }, b=lambda: _b64lines(base64.b64encode(("Dear tenants, the elevator will be serviced on Thursday. " * R.randint(1, 3)).encode()).decode(), 76),
        b2=lambda: rs(B64, 40), hdr=lambda: base64.b64encode(pick(["id,wave,score,duration\n", "date,account,debit,credit\n"]).encode()).decode())


def neg_standards():
    return nt({
        "en": ["Certified to ISO/IEC 27001:2022; audit per ISO 19011.", "See RFC 7519 (JWT) and RFC 4122 (UUID).", "IEC 62443-3-3 SL 2 requirements",
               "HL7 FHIR R4 (4.0.1)", "IEEE 802.15.4 / Zigbee 3.0", "DIN 18040-2 barrier-free housing", "NIST SP 800-63B section 5.1.1.2",
               "ISO 13616-1:2020 defines the IBAN structure."],
        "de": ["Nach DIN EN ISO 9001:2015 zertifiziert"], "fr": ["Conforme à la norme NF EN 1090-2"], "ja": ["JIS Q 27001:2023 準拠"],
    })


def neg_chem_ids():
    return nt({
        "en": ["InChIKey RZVAJINKPMORJF-UHFFFAOYSA-N (paracetamol)", "SMILES CC(=O)Oc1ccccc1C(=O)O", "EC number 200-578-6 (ethanol)",
               "PubChem CID 2244", "InChIKey BSYNRYMUTXBXSQ-UHFFFAOYSA-N", "UN 1170 ethanol solution, class 3", "E-number E330 (citric acid)"],
        "de": ["EG-Nummer 200-659-6 (Methanol)"],
    })


def neg_course_rooms():
    return nt({
        "en": ["STAT {c} meets in room {b}-{r}, Tue/Thu 10:30-11:45.", "Office hours: Bldg 32-G{r}", "Lab meeting moved to 4.0{r2}",
               "Course CS 6.{c3} cross-listed with 18.{c3}"],
        "de": ["Vorlesung im Hörsaal HS 1.0{r2}, Mo 10-12"], "fr": ["Cours en amphi B{r2}"], "ja": ["講義室 {b}-{r}"],
    }, c=I(1000, 4999), b=I(1, 66), r=I(100, 599), r2=I(10, 99), c3=lambda: f"{R.randint(0, 999):03d}")


def neg_lot():
    return nt({
        "en": ["Vaccine lot {lot}, exp 11/2026, site: left deltoid", "Batch {lot} recalled? No - only batches ending in 7.", "LOT {lot} EXP 2026-03"],
        "de": ["Ch.-B. {lot}, verw. bis 11/2026"], "fr": ["Lot {lot}, à utiliser avant 03/2026"], "es": ["Lote {lot}, cad. 05/2026"],
    }, lot=lambda: pick([rs(UP, 2) + dg(4), dg(1) + rs(UP, 1) + dg(3) + rs(UP, 1), rs(UP + DIG, 7)]))


def neg_fin_ids():
    return nt({
        "en": ["ISIN DE0007164600 (SAP SE)", "LEI 5493001KJTIIGC8Y1R12", "Bank BIC DEUTDEFFXXX (Deutsche Bank Frankfurt)",
               "Fund ISIN IE00B4L5Y983", "Ticker AAPL, CUSIP 037833100", "SWIFT code BNPAFRPP", "Sort code format is 6 digits (NN-NN-NN)"],
        "de": ["BIC der Bank: COBADEFFXXX"], "fr": ["Code BIC : BNPAFRPPXXX"],
    })


def neg_cve_kb():
    return nt({
        "en": ["Patched CVE-2024-3094 (xz) and CVE-2023-4863.", "Install KB50{kb} before the audit.", "GHSA-{g1}-{g2}-{g3} affects versions < 2.3.1",
               "CWE-79 and CWE-89 findings closed"],
        "de": ["Sicherheitsupdate KB50{kb} installiert"], "ja": ["CVE-2024-3094 の対応済み"],
    }, kb=lambda: dg(5), g1=lambda: rs("23456789cfghjmpqrvwx", 4), g2=lambda: rs("23456789cfghjmpqrvwx", 4), g3=lambda: rs("23456789cfghjmpqrvwx", 4))


def neg_freelance():
    return nt({
        "en": ["Milestone 3 of 5 released: ${a},{b}0.00, platform fee 10%.", "Rating 4.{r}/5 from {n} reviews", "Job ~01{h} is now closed.",
               "Hourly rate $45-60, est. 20 h/week", "Proposal #{n} shortlisted", "Connects required: 16"],
        "de": ["Meilenstein 2 von 4 freigegeben"], "es": ["Tarifa por hora 35–50 USD"], "pt": ["Avaliação 4,{r}/5"], "hi": ["रेटिंग 4.{r}/5"],
    }, a=I(1, 9), b=I(0, 9), r=I(0, 9), n=I(3, 900), h=lambda: rs(HEXL, 16))


NEG_GENS = [neg_lab, neg_dose, neg_codes, neg_flight, neg_seat, neg_stats, neg_science, neg_measure, neg_serial, neg_platelike,
            neg_dates, neg_ranges, neg_cas, neg_accession, neg_hash, neg_uuid, neg_semver, neg_ipversion, neg_oid, neg_luhnfail,
            neg_ibanfail, neg_ssnfail, neg_placeholder_secret, neg_masked, neg_pubkey, neg_env_benign, neg_password_talk,
            neg_hex_codes, neg_money, neg_taxref, neg_permit, neg_airline_misc, neg_research_misc, neg_property_misc,
            neg_accounting, neg_homeauto, neg_bignum, neg_time, neg_coords, neg_models, neg_isbn_tracking, neg_regex,
            neg_at_nonemail, neg_everyday, neg_order_numbers, neg_data_uri, neg_standards, neg_chem_ids, neg_course_rooms,
            neg_lot, neg_fin_ids, neg_cve_kb, neg_freelance]


# ==========================================================================
# DISGUISED rows
# ==========================================================================
FW_MAP = lambda s: "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)
CYR = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "x": "\u0445", "y": "\u0443", "i": "\u0456"}


def _words(e, at, dot, spaced=True, local_dots=None):
    local, dom = e.split("@")
    sp = " " if spaced else ""
    if local_dots is None:
        local_dots = chance(0.35)
    if local_dots:
        local = local.replace(".", f"{sp}{dot}{sp}")
    return f"{local}{sp}{at}{sp}" + f"{sp}{dot}{sp}".join(dom.split("."))


def _homoglyph(e):
    out, n = [], 0
    for ch in e:
        if ch in CYR and (chance(0.5) or n == 0):
            out.append(CYR[ch])
            n += 1
        else:
            out.append(ch)
    return "".join(out)


def _zw(e):
    return e.replace("@", "\u200b@\u200b").replace(".", ".\u200b")


def _mixcase(e):
    s = _words(e, "[AT]", "[DOT]")
    return "".join(c.upper() if c.isalpha() and chance(0.5) else c for c in s)


# name -> (fn(email) -> disguised, context language)
EMAIL_DISGUISES = [
    ("at-dot-words", lambda e: _words(e, "at", "dot"), "en"),
    ("bracket-at-dot", lambda e: _words(e, "[at]", "[dot]"), "en"),
    ("paren-at-dot", lambda e: _words(e, "(at)", "(dot)", False), "de"),
    ("brace-at-dot", lambda e: _words(e, "{at}", "{dot}", False), "en"),
    ("caps-AT-DOT", lambda e: _words(e, "AT", "DOT"), "en"),
    ("spaced-symbols", lambda e: _words(e, "@", ".", True, False), "en"),
    ("letter-spaced", lambda e: " ".join(e), "en"),
    ("fullwidth-chars", FW_MAP, "ja"),
    ("fullwidth-at-only", lambda e: e.replace("@", "＠"), "zh"),
    ("html-decimal-entities", lambda e: "".join(f"&#{ord(c)};" for c in e), "en"),
    ("html-entity-at-dot", lambda e: e.replace("@", "&#64;").replace(".", "&#46;"), "en"),
    ("url-percent-encoded", lambda e: e.replace("@", "%40"), "en"),
    ("reversed", lambda e: e[::-1], "en"),
    ("es-arroba-punto", lambda e: _words(e, "arroba", "punto"), "es"),
    ("fr-arobase-point", lambda e: _words(e, "arobase", "point"), "fr"),
    ("de-aet-punkt", lambda e: _words(e, "ät", "Punkt"), "de"),
    ("ru-sobaka-tochka", lambda e: _words(e, "собака", "точка"), "ru"),
    ("zh-aite-dian", lambda e: _words(e, "艾特", "点", False), "zh"),
    ("it-chiocciola-punto", lambda e: _words(e, "chiocciola", "punto"), "it"),
    ("nl-apenstaartje-punt", lambda e: _words(e, "apenstaartje", "punt"), "nl"),
    ("pl-malpa-kropka", lambda e: _words(e, "małpa", "kropka"), "pl"),
    ("pt-arroba-ponto", lambda e: _words(e, "arroba", "ponto"), "pt"),
    ("ja-attomaku-dotto", lambda e: _words(e, "アットマーク", "ドット"), "ja"),
    ("ko-golbaengi-jeom", lambda e: _words(e, "골뱅이", "점"), "ko"),
    ("zero-width-chars", _zw, "en"),
    ("split-lines", lambda e: e.split("@")[0] + "\n@\n" + e.split("@")[1], "en"),
    ("nospam-marker", lambda e: e.split("@")[0] + ".NOSPAM@" + e.split("@")[1], "en"),
    ("underscore-words", lambda e: _words(e, "_at_", "_dot_", False), "en"),
    ("cyrillic-homoglyphs", _homoglyph, "en"),
    ("dot-word-only", lambda e: e.split("@")[0] + "@" + " dot ".join(e.split("@")[1].split(".")), "en"),
    ("base64", lambda e: base64.b64encode(e.encode()).decode(), "en"),
    ("mixed-case-brackets", _mixcase, "en"),
    ("instruction-split", lambda e: e, "en"),        # special-cased
    ("provider-implied", lambda e: e, "en"),         # special-cased
    ("ar-at-dot-words", lambda e: _words(e, "آت", "دوت"), "ar"),
]
EMAIL_DIS_CTX = {
    "en": ["you can reach me at {d}", "contact: {d} (the platform strips emails, sorry)", "My email is {d} - the chat keeps deleting it",
           "write me directly: {d}", "email -> {d}", "Send the files to {d} instead of through the portal.",
           "{d} is my personal address, use that for the lease docs", "for the tax docs: {d}", "reach the study team via {d}",
           "rebooking confirmation to {d} please"],
    "es": ["escríbeme a {d}", "mi correo: {d}"], "fr": ["écris-moi à {d}", "mon mail : {d}"], "de": ["schreib mir an {d}", "Mail: {d}"],
    "ru": ["пишите на {d}", "моя почта {d}"], "zh": ["加我邮箱 {d}", "邮箱：{d}"], "ja": ["メールは {d} までお願いします"],
    "it": ["scrivimi a {d}"], "nl": ["mail me op {d}"], "pl": ["napisz na {d}"], "pt": ["me manda um e-mail: {d}"],
    "ar": ["راسلني على {d}"], "ko": ["메일: {d}"],
}


def dis_email(name, fn, lang):
    e = gen_email(pick(["en", "en", "de", "fr", "es", "ja", "ru", "zh", "pt", "it", "nl", "ko"])).lower()
    if name == "provider-implied":
        if chance(0.5):
            local = e.split("@")[0].split("+")[0]
            e = f"{local}@gmail.com"
            t = pick([f"my gmail is {local}", f"add me on gmail: {local}", f"gmail -> {local} (you know the rest)"])
        else:
            qq = str(R.randint(100000, 9999999999))
            e = f"{qq}@qq.com"
            t = pick([f"我的QQ邮箱就是QQ号 {qq}", f"QQ邮箱：{qq}（后缀你懂的）"])
            lang = "zh"
        return e, t, lang
    if name == "instruction-split":
        local, dom = e.split("@")
        t = pick([f"first part is {local}, then the at sign, then {dom.replace('.', ' dot ')}",
                  f"username {local}, provider {dom.split('.')[0]}, ending .{'.'.join(dom.split('.')[1:])} - put an @ in between"])
        return e, t, "en"
    d = fn(e)
    if name == "reversed":
        t = pick([f"my email backwards (the filter eats it): {d}", f"read it right to left: {d}"])
    elif name == "base64":
        t = pick([f"decode this, it's my email: {d}", f"contact (b64): {d}"])
    elif name == "nospam-marker":
        t = pick([f"{d} (remove NOSPAM)", f"mail: {d} -- delete the NOSPAM part"])
    elif name == "split-lines":
        t = pick([f"email:\n{d}", f"ok here goes\n{d}\ndon't tell the platform"])
    else:
        t = fill(pick(EMAIL_DIS_CTX.get(lang, EMAIL_DIS_CTX["en"])), lang, d=d)
    return e, t, lang


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять".split(),
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć".split(),
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ".split(),
    "vi": "không một hai ba bốn năm sáu bảy tám chín".split(),
    "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة".split(),
    "ko": "공 일 이 삼 사 오 육 칠 팔 구".split(),
}
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _pair_en(p):
    if len(p) == 1:
        return DIGIT_WORDS["en"][int(p)]
    a, b = int(p[0]), int(p[1])
    if a == 0:
        return "oh " + DIGIT_WORDS["en"][b]
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("" if b == 0 else "-" + DIGIT_WORDS["en"][b])


def _groups(num):
    return split_by(num, group_sizes(num, ""))


def _script(num, base):
    return " ".join("".join(chr(base + int(c)) for c in g) for g in _groups(num))


CIRCLED = ["⓪"] + [chr(0x2460 + i) for i in range(9)]


def _lettersub(num):
    m = {"0": "O", "1": "l", "5": "S", "8": "B", "2": "Z", "6": "b", "9": "g"}
    while True:
        out = "".join(m[c] if c in m and chance(0.6) else c for c in num)
        if sum(1 for a, b in zip(out, num) if a != b) >= 3:
            return " ".join(_groups(out))


def _mixwords(num):
    out = []
    for i, c in enumerate(num):
        out.append(DIGIT_WORDS["en"][int(c)] if i % 2 else c)
    return " ".join(out)


CARD_DISGUISES = [
    ("digit-words-en", lambda n: ", ".join(" ".join(DIGIT_WORDS["en"][int(c)] for c in g) for g in _groups(n)), "en"),
    ("digit-words-es", lambda n: ", ".join(" ".join(DIGIT_WORDS["es"][int(c)] for c in g) for g in _groups(n)), "es"),
    ("digit-words-de", lambda n: ", ".join(" ".join(DIGIT_WORDS["de"][int(c)] for c in g) for g in _groups(n)), "de"),
    ("digit-words-fr", lambda n: " - ".join(" ".join(DIGIT_WORDS["fr"][int(c)] for c in g) for g in _groups(n)), "fr"),
    ("digit-words-pt", lambda n: ", ".join(" ".join(DIGIT_WORDS["pt"][int(c)] for c in g) for g in _groups(n)), "pt"),
    ("digit-words-ru", lambda n: ", ".join(" ".join(DIGIT_WORDS["ru"][int(c)] for c in g) for g in _groups(n)), "ru"),
    ("digit-words-tr", lambda n: ", ".join(" ".join(DIGIT_WORDS["tr"][int(c)] for c in g) for g in _groups(n)), "tr"),
    ("digit-words-ar", lambda n: "، ".join(" ".join(DIGIT_WORDS["ar"][int(c)] for c in g) for g in _groups(n)), "ar"),
    ("digit-words-hi", lambda n: ", ".join(" ".join(DIGIT_WORDS["hi"][int(c)] for c in g) for g in _groups(n)), "hi"),
    ("digit-words-vi", lambda n: ", ".join(" ".join(DIGIT_WORDS["vi"][int(c)] for c in g) for g in _groups(n)), "vi"),
    ("hangul-sino-digits", lambda n: " ".join("".join(DIGIT_WORDS["ko"][int(c)] for c in g) for g in _groups(n)), "ko"),
    ("pair-number-words-en", lambda n: ", ".join(" ".join(_pair_en(g[i:i + 2]) for i in range(0, len(g), 2)) for g in _groups(n)), "en"),
    ("cjk-numerals", lambda n: " ".join("".join("〇一二三四五六七八九"[int(c)] for c in g) for g in _groups(n)), "zh"),
    ("chinese-financial-numerals", lambda n: "".join("零壹贰叁肆伍陆柒捌玖"[int(c)] for c in n), "zh"),
    ("kanji-numerals", lambda n: "・".join("".join("〇一二三四五六七八九"[int(c)] for c in g) for g in _groups(n)), "ja"),
    ("fullwidth-digits", lambda n: _script(n, 0xFF10), "ja"),
    ("arabic-indic-digits", lambda n: _script(n, 0x0660), "ar"),
    ("persian-digits", lambda n: _script(n, 0x06F0), "ar"),
    ("devanagari-digits", lambda n: _script(n, 0x0966), "hi"),
    ("bengali-digits", lambda n: _script(n, 0x09E6), "en"),
    ("thai-digits", lambda n: _script(n, 0x0E50), "th"),
    ("math-bold-digits", lambda n: _script(n, 0x1D7CE), "en"),
    ("math-monospace-digits", lambda n: _script(n, 0x1D7F6), "en"),
    ("circled-digits", lambda n: " ".join("".join(CIRCLED[int(c)] for c in g) for g in _groups(n)), "en"),
    ("emoji-keycaps", lambda n: " ".join("".join(c + "\ufe0f\u20e3" for c in g) for g in _groups(n)), "en"),
    ("letter-substitution", _lettersub, "en"),
    ("dot-separated", lambda n: ".".join(_groups(n)), "en"),
    ("slash-separated", lambda n: "/".join(_groups(n)), "de"),
    ("underscore-separated", lambda n: "_".join(_groups(n)), "en"),
    ("every-digit-spaced", lambda n: " ".join(n), "en"),
    ("digit-pairs-dashed", lambda n: "-".join(n[i:i + 2] for i in range(0, len(n), 2)), "en"),
    ("parenthesized-groups", lambda n: "".join(f"({g})" for g in _groups(n)), "en"),
    ("newline-per-group", lambda n: "\n".join(_groups(n)), "en"),
    ("ellipsis-dictation", lambda n: "... ".join(_groups(n)) + "...", "en"),
    ("reversed-digits", lambda n: n[::-1], "en"),
    ("zero-width-separated", lambda n: "\u200b".join(n), "en"),
    ("html-decimal-entities", lambda n: "".join(f"&#{ord(c)};" for c in n), "en"),
    ("alternating-digit-word", _mixwords, "en"),
    ("split-across-messages", lambda n: n, "en"),   # special-cased
    ("star-separated", lambda n: "*".join(_groups(n)), "es"),
]
CARD_DIS_CTX = {
    "en": ["card number: {d}", "pay me outside the app, card {d}", "here's the card for the deposit: {d} exp {exp}",
           "ok the number is {d}", "cc {d} (typed it weird so the bot doesn't eat it)", "charge the copay to {d}",
           "for the filing fee use {d}, expiry {exp}", "the seat upgrade can go on {d}"],
    "es": ["mi tarjeta: {d}", "número de la tarjeta {d}, vence {exp}"], "de": ["Kartennummer: {d}", "Karte {d}, gültig bis {exp}"],
    "fr": ["numéro de carte : {d}"], "pt": ["número do cartão: {d}"], "ru": ["номер карты: {d}"], "tr": ["kart numarası: {d}"],
    "ar": ["رقم البطاقة: {d}"], "hi": ["कार्ड नंबर: {d}"], "vi": ["số thẻ: {d}"], "ko": ["카드 번호: {d}"], "zh": ["卡号：{d}"],
    "ja": ["カード番号：{d}"], "th": ["หมายเลขบัตร: {d}"],
}


def dis_card(name, fn, lang):
    brand, num = gen_card()
    if name == "split-across-messages":
        k = R.randint(6, 10)
        a, b = num[:k], num[k:]
        t = pick([f"[10:02] client: first part {a}\n[10:03] client: rest is {b}",
                  f"card starts with {a}... the rest: {b}", f"part 1: {a}\n(sending the rest separately)\npart 2: {b}"])
        return num, t, "en"
    d = fn(num)
    if name == "reversed-digits":
        t = pick([f"card (read backwards): {d}", f"number reversed so the filter doesn't catch it: {d}"])
    else:
        t = fill(pick(CARD_DIS_CTX.get(lang, CARD_DIS_CTX["en"])), lang, d=d, exp=card_exp())
    return num, t, lang


# ==========================================================================
# guards
# ==========================================================================
RUN_RE = re.compile(r"(?<!\d)\d(?:[ \-\u00a0]?\d)+(?!\d)")
IBAN_CAND_RE = re.compile(r"(?<![A-Z0-9])([A-Z]{2})(\d{2})((?: ?[A-Z0-9]){11,32})")
SSN_DASH_RE = re.compile(r"(?<![\d-])(\d{3})-(\d{2})-(\d{4})(?![\d-])")
SSN_SPACE_RE = re.compile(r"(?<![\d ])(\d{3}) (\d{2}) (\d{4})(?![\d])")


def found_cards(text):
    out = []
    for m in RUN_RE.finditer(text):
        d = re.sub(r"\D", "", m.group(0))
        if 13 <= len(d) <= 19 and luhn_ok(d):
            out.append(d)
    return out


def found_ibans(text):
    out = []
    for m in IBAN_CAND_RE.finditer(text.upper()):
        cc = m.group(1)
        if cc not in IBAN_LEN:
            continue
        compact = (cc + m.group(2) + m.group(3)).replace(" ", "")
        L = IBAN_LEN[cc]
        if len(compact) >= L and iban_mod97(compact[:L]) == 1:
            out.append(compact[:L])
    return out


def found_emails(text):
    out = []
    for m in EMAIL_RE.finditer(text):
        s = m.start()
        if s > 0 and text[s - 1] in ":/":
            continue   # URL userinfo (user:pass@host), not an address
        out.append(m.group(0))
    return out


def extra_pii(text, value, typ):
    """Reject rows that carry an unlabelled second PII item of a checkable kind."""
    for e in found_emails(text):
        if typ == "email" and e == value:
            continue
        if value and e in value:
            continue
        return "email:" + e
    vd = re.sub(r"\D", "", value)
    for c in found_cards(text):
        if value and c in vd:
            continue          # digits belong to the labelled value itself
        return "card:" + c
    vi = value.replace(" ", "").upper()
    for ib in found_ibans(text):
        if value and ib in vi:
            continue
        return "iban:" + ib
    for m in SSN_DASH_RE.finditer(text):
        if ssn_ok(m.group(0)) and not (typ == "us_ssn" and m.group(0) in value):
            if typ == "secret" and m.group(0) in value:
                continue
            return "ssn:" + m.group(0)
    return None


def neg_clean(text):
    if extra_pii(text, "", "negative"):
        return False
    for m in SSN_SPACE_RE.finditer(text):
        if ssn_ok(m.group(0)):
            return False
    return True


# ==========================================================================
# build
# ==========================================================================
def build():
    seen = set()
    rows = []
    langs = {}

    def note(kind, lang):
        langs.setdefault(kind, {}).setdefault(lang, 0)
        langs[kind][lang] += 1

    for typ in POS_TYPES:
        got, tries = 0, 0
        while got < N_POS:
            tries += 1
            if tries > 50000:
                raise RuntimeError(f"cannot fill {typ}")
            v, t, lang = POS_BUILDERS[typ]()
            if t in seen or v not in t or extra_pii(t, v, typ):
                continue
            seen.add(t)
            rows.append({"source": SOURCE, "type": typ, "value": v, "text": t})
            note(typ, lang)
            got += 1

    got, tries = 0, 0
    per_gen = {}
    cap = N_NEG // len(NEG_GENS) + 8        # spread negatives over all kinds
    while got < N_NEG:
        tries += 1
        if tries > 200000:
            raise RuntimeError("cannot fill negatives")
        g = pick(NEG_GENS)
        if per_gen.get(g.__name__, 0) >= cap and tries < 150000:
            continue
        t, lang = g()
        if t in seen or not neg_clean(t):
            continue
        seen.add(t)
        per_gen[g.__name__] = per_gen.get(g.__name__, 0) + 1
        rows.append({"source": SOURCE, "type": "negative", "value": "", "text": t})
        note("negative", lang)
        got += 1

    for typ, table, fn in (("email", EMAIL_DISGUISES, dis_email), ("credit_card", CARD_DISGUISES, dis_card)):
        got, tries = 0, 0
        order = []
        while got < N_DIS:
            tries += 1
            if tries > 20000:
                raise RuntimeError("cannot fill disguised " + typ)
            if not order:
                order = list(table)
                R.shuffle(order)
            name, f, lang = order.pop()
            v, t, lang = fn(name, f, lang)
            if t in seen or v in t or v.lower() in t.lower():
                continue
            seen.add(t)
            rows.append({"source": SOURCE, "type": typ, "disguise": name, "value": v, "text": t})
            note("disguised_" + typ, lang)
            got += 1

    R.shuffle(rows)
    return rows, langs, per_gen


# ==========================================================================
# verify
# ==========================================================================
PLACEHOLDER_RE = re.compile(r"X{4,}|x{6,}|\$\{|<your|your[-_ ]?(key|token)|\*{4}|EXAMPLE|changeme|<redacted>", re.I)


def verify(path):
    errors = []
    counts = {}
    dis_counts = {}
    texts = set()
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for i, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except Exception as ex:     # noqa
            errors.append(f"line {i}: bad json {ex}")
            continue
        typ, v, t = r.get("type"), r.get("value"), r.get("text")
        if r.get("source") != SOURCE:
            errors.append(f"line {i}: bad source")
        if not isinstance(t, str) or not t:
            errors.append(f"line {i}: empty text")
            continue
        if t in texts:
            errors.append(f"line {i}: duplicate text")
        texts.add(t)
        if "disguise" in r:
            if set(r) != {"source", "type", "disguise", "value", "text"} or typ not in ("email", "credit_card") or not r["disguise"]:
                errors.append(f"line {i}: bad disguised row keys/type")
                continue
            dis_counts[typ] = dis_counts.get(typ, 0) + 1
            if v in t or v.lower() in t.lower():
                errors.append(f"line {i}: canonical value visible in disguised text")
            if typ == "email" and not (EMAIL_FULL_RE.match(v) and v == v.lower()):
                errors.append(f"line {i}: bad canonical email {v!r}")
            if typ == "credit_card" and not (re.fullmatch(r"\d{12,19}", v) and luhn_ok(v) and card_issuer(v)):
                errors.append(f"line {i}: bad canonical card {v!r}")
            continue
        if set(r) != {"source", "type", "value", "text"}:
            errors.append(f"line {i}: bad keys {sorted(r)}")
            continue
        counts[typ] = counts.get(typ, 0) + 1
        if typ == "negative":
            if v != "":
                errors.append(f"line {i}: negative with value")
            if not neg_clean(t):
                errors.append(f"line {i}: negative contains checkable PII")
            continue
        if typ not in POS_TYPES:
            errors.append(f"line {i}: unknown type {typ}")
            continue
        if not v or v not in t:
            errors.append(f"line {i}: value not verbatim in text")
            continue
        if extra_pii(t, v, typ):
            errors.append(f"line {i}: unlabelled extra PII {extra_pii(t, v, typ)}")
        if typ == "email":
            ok = bool(EMAIL_FULL_RE.match(v))
        elif typ == "phone":
            nd = len(re.sub(r"\D", "", v))
            rest = re.sub(r"(?i)ext\.?|x|poste|anexo|ramal", "", v)
            ok = 7 <= nd <= 20 and bool(re.fullmatch(r"[0-9+()\-./ ,]+", rest))
        elif typ == "credit_card":
            d = re.sub(r"[ \-\u00a0]", "", v)
            ok = bool(re.fullmatch(r"\d{12,19}", d)) and luhn_ok(d) and card_issuer(d) is not None
        elif typ == "us_ssn":
            ok = ssn_ok(v) and bool(re.fullmatch(r"\d{3}(-| |  ?- ?| - )?\d{2}(-| | - )?\d{4}", v))
        elif typ == "iban":
            c = v.replace(" ", "").upper()
            ok = c[:2] in IBAN_LEN and len(c) == IBAN_LEN[c[:2]] and iban_mod97(c) == 1 and \
                bool(re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", c))
        elif typ == "ip_address":
            try:
                a = ipaddress.ip_address(v)
                if isinstance(a, ipaddress.IPv6Address) and a.ipv4_mapped:
                    ok = a.ipv4_mapped.is_global
                else:
                    ok = a.is_global
            except ValueError:
                ok = False
        else:
            ok = len(v) >= 8 and not PLACEHOLDER_RE.search(v)
        if not ok:
            errors.append(f"line {i}: {typ} value failed validation: {v!r}")
    for typ in POS_TYPES:
        if counts.get(typ) != N_POS:
            errors.append(f"count {typ} = {counts.get(typ)} != {N_POS}")
    if counts.get("negative") != N_NEG:
        errors.append(f"negatives = {counts.get('negative')} != {N_NEG}")
    for typ in ("email", "credit_card"):
        if dis_counts.get(typ) != N_DIS:
            errors.append(f"disguised {typ} = {dis_counts.get(typ)} != {N_DIS}")
    return errors, counts, dis_counts, len(lines)


def main():
    rows, langs, per_gen = build()
    with open(OUT_PATH, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    errors, counts, dis_counts, n = verify(OUT_PATH)
    print(f"wrote {OUT_PATH}: {n} rows")
    for typ in POS_TYPES + ["negative"]:
        print(f"  {typ:12s} {counts.get(typ, 0)}")
    for typ in ("email", "credit_card"):
        print(f"  disguised {typ:12s} {dis_counts.get(typ, 0)}")
    tot = sum(sum(d.values()) for d in langs.values())
    non_en = sum(c for d in langs.values() for l, c in d.items() if l != "en")
    print(f"  non-English texts: {non_en}/{tot} ({100.0 * non_en / tot:.1f}%), languages: "
          f"{len({l for d in langs.values() for l in d})}")
    print(f"  negative kinds used: {len(per_gen)}")
    if errors:
        print(f"VERIFY FAILED: {len(errors)} problems")
        for e in errors[:40]:
            print("   ", e)
        sys.exit(1)
    print("verification OK")


if __name__ == "__main__":
    main()
