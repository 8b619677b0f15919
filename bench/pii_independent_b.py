#!/usr/bin/env python3
"""Independent evaluation corpus generator for a PII / secret detector.

Source tag: pii-indep-b.  Standard library only.  All randomness comes from a
single random.Random(SEED) instance, so the output is byte-for-byte
deterministic for a given SEED.

Writes corpora/pii-independent/indep-b.jsonl beside this file, then validates it (value occurs verbatim,
Luhn, IBAN mod-97, SSN rules, IP parsing, cross-type contamination scan) and
prints counts per type.
"""
import base64
import datetime
import ipaddress
import json
import os
import re
import string
import sys
import unicodedata
import urllib.parse
import random

SEED = 20240917
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-b.jsonl")
SOURCE = "pii-indep-b"
R = random.Random(SEED)

N_POS = 220      # rows per positive type
N_NEG = 900      # negative look-alike rows
N_DIS = 200      # disguised rows (credit_card + email)

DIG = string.digits
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


# ----------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def ch(seq):
    return R.choice(seq)


def ri(a, b):
    return R.randint(a, b)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(bs):
    return base64.b64encode(bs).decode()


def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def chunk(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ----------------------------------------------------------------- time
BASE_DT = datetime.datetime(2022, 1, 1, tzinfo=datetime.timezone.utc)


def rdt():
    return BASE_DT + datetime.timedelta(seconds=ri(0, 3 * 365 * 86400),
                                        microseconds=ri(0, 999999))


def iso(dt=None):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (dt.microsecond // 1000)


def iso_s(dt=None):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%d %H:%M:%S")


def iso_tz(dt=None):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + ch(["+00:00", "+01:00", "+02:00", "-05:00", "+09:00"])


def dateonly(dt=None):
    dt = dt or rdt()
    return dt.strftime("%Y-%m-%d")


def clf(dt=None):
    dt = dt or rdt()
    return dt.strftime("%d/%b/%Y:%H:%M:%S +0000")


def syslog_ts(dt=None):
    dt = dt or rdt()
    return dt.strftime("%b ") + "%2d " % dt.day + dt.strftime("%H:%M:%S")


def epoch_s(dt=None):
    dt = dt or rdt()
    return int(dt.timestamp())


def epoch_ms(dt=None):
    dt = dt or rdt()
    return int(dt.timestamp() * 1000) + ri(0, 999)


# ----------------------------------------------------------------- ids
def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha1():
    return rs(HEXL, 40)


def sha256():
    return rs(HEXL, 64)


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


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def non_luhn(s):
    """Return s with its last digit changed if needed so that Luhn fails."""
    if luhn_ok(s):
        s = s[:-1] + str((int(s[-1]) + 1) % 10)
    return s


# ----------------------------------------------------------------- people
FIRST = ["James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "David", "Linda",
         "Lukas", "Hannah", "Leon", "Emma", "Jonas", "Mia", "Finn", "Léa", "Hugo", "Chloé",
         "Louis", "Manon", "Mateo", "Lucía", "Martina", "Pablo", "Sofía", "João", "Ana",
         "Beatriz", "Gonçalo", "Giulia", "Lorenzo", "Francesca", "Matteo", "Sanne", "Daan",
         "Femke", "Bram", "Zofia", "Jakub", "Kacper", "Olga", "Björn", "Astrid", "Sigrid",
         "Lars", "Søren", "Freja", "Yuki", "Haruto", "Sakura", "Ren", "Minjun", "Jiwoo", "Wei",
         "Jing", "Arjun", "Priya", "Ananya", "Rohan", "Aisha", "Omar", "Fatima", "Youssef",
         "Chinedu", "Ngozi", "Thabo", "Lerato", "Kwame", "Ama", "Diego", "Valentina", "Camila",
         "Santiago", "Noah", "Olivia", "Liam", "Ava", "Ethan", "Isabella", "Siobhán", "Ciarán",
         "Aoife", "Dmitri", "Irina", "Mehmet", "Elif", "Ayşe", "Nikos", "Eleni", "Tomás",
         "Ingrid", "Mateusz", "Katarzyna", "Hiroshi", "Mei", "Carlos", "Rafael", "Nadia", "Samir",
         "Grace", "Tyler", "Brianna", "Marcus", "Keisha", "Connor", "Megan", "Jamal", "Hailey"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Rodriguez",
        "Martinez", "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner",
        "Becker", "Hoffmann", "Martin", "Bernard", "Dubois", "Thomas", "Richard", "Petit",
        "Durand", "Leroy", "Moreau", "García", "Fernández", "González", "López", "Sánchez",
        "Pérez", "Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rossi", "Russo",
        "Ferrari", "Esposito", "Bianchi", "Romano", "de Jong", "Jansen", "de Vries",
        "van den Berg", "Bakker", "Visser", "Nowak", "Kowalski", "Wiśniewski", "Wójcik",
        "Andersson", "Johansson", "Karlsson", "Nilsson", "Hansen", "Jensen", "Nielsen", "Larsen",
        "Tanaka", "Suzuki", "Takahashi", "Watanabe", "Sato", "Kim", "Lee", "Park", "Choi", "Wang",
        "Zhang", "Liu", "Chen", "Patel", "Sharma", "Singh", "Gupta", "Iyer", "Khan", "Hassan",
        "Okafor", "Adeyemi", "Mensah", "Nkosi", "Dlamini", "Murphy", "Kelly", "O'Brien", "Walsh",
        "Ivanov", "Petrova", "Yılmaz", "Kaya", "Papadopoulos", "Novak", "Horvat", "Nguyen",
        "Tran", "Okonkwo", "Lindqvist", "Virtanen", "Korhonen", "Dvořák", "Szabó", "Popescu"]

_TRANS = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "ß": "ss", "ł": "l", "Ł": "L", "đ": "d",
          "ı": "i", "œ": "oe"}


def asc(s):
    for k, v in _TRANS.items():
        s = s.replace(k, v)
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def person():
    return ch(FIRST), ch(LAST)


def slug(s):
    return re.sub(r"[^a-z0-9]", "", asc(s).lower())


# ----------------------------------------------------------------- orgs / hosts
CORPW = ["nordwind", "bluefin", "acorn", "kestrel", "lumen", "tidepool", "brightpath",
         "quanta", "helix", "corvid", "ferrous", "oakridge", "pinecrest", "silverline", "redfox",
         "polaris", "vantage", "meridian", "ironbark", "copperleaf", "halcyon", "saltmarsh",
         "driftwood", "larkspur", "cinder", "northgate", "obsidian", "wavecrest", "fernhill",
         "stonebridge", "blueharbor", "zephyr", "marigold", "tessera", "granite", "alpenglow"]
CORPSFX = ["", "", "labs", "tech", "hq", "-systems", "-logistik", "analytics", "-group", "cloud",
           "works", "data", "pay", "health", "-energy", "-media", "-retail", "bank", "-consulting"]
TLDS = ["com", "com", "io", "co", "de", "fr", "nl", "es", "it", "co.uk", "com.au", "ca", "ch",
        "at", "se", "dk", "no", "fi", "pl", "cz", "pt", "ie", "be", "com.br", "com.mx", "co.jp",
        "co.in", "co.za", "co.nz", "sg", "ae", "dev", "app", "tech", "eu", "org", "net", "com.ar",
        "cl", "kr", "hu", "ro", "gr", "lu"]
SUBS = ["mail", "eng", "corp", "staff", "finance", "mx", "lists", "support", "research",
        "students", "alumni", "ops", "hr", "emea", "apac", "us", "de"]
FREEMAIL = ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "hotmail.com", "yahoo.com",
            "icloud.com", "proton.me", "protonmail.com", "gmx.de", "web.de", "t-online.de",
            "orange.fr", "free.fr", "laposte.net", "libero.it", "virgilio.it", "yahoo.co.jp",
            "docomo.ne.jp", "naver.com", "qq.com", "163.com", "mail.ru", "yandex.ru", "seznam.cz",
            "wp.pl", "onet.pl", "bluewin.ch", "telenet.be", "ziggo.nl", "kpnmail.nl", "uol.com.br",
            "terra.com.br", "bigpond.com", "xtra.co.nz", "rediffmail.com", "yahoo.co.uk",
            "btinternet.com", "sky.com", "fastmail.com", "hey.com", "zoho.com", "yahoo.es",
            "telefonica.net", "sapo.pt", "tiscali.it", "aol.com", "comcast.net", "shaw.ca",
            "rogers.com", "hotmail.fr", "outlook.de", "live.nl", "gmx.at", "hotmail.co.uk",
            "yahoo.com.ar", "outlook.es", "icloud.com", "me.com", "posteo.de", "mailbox.org"]
EDU = ["uni-heidelberg.de", "ethz.ch", "unimelb.edu.au", "tcd.ie", "kth.se", "uva.nl",
       "unimi.it", "ucm.es", "usp.br", "ucl.ac.uk", "u-tokyo.ac.jp", "snu.ac.kr", "iitb.ac.in",
       "uct.ac.za", "auckland.ac.nz", "utoronto.ca", "unam.mx", "uw.edu.pl", "ku.dk",
       "helsinki.fi", "uio.no", "tuwien.ac.at", "kuleuven.be", "ulisboa.pt", "cuni.cz",
       "tum.de", "epfl.ch", "sorbonne-universite.fr", "uba.ar", "nus.edu.sg"]
IDN = ["müller-bau.de", "bäckerei-köhler.de", "bücherstube-köln.de", "zürich-treuhand.ch",
       "österreich-reisen.at", "café-lumière.fr", "électricité-lyon.fr", "señal-digital.es",
       "açaí-brasil.com.br", "københavn-data.dk", "fjärrvärme-nord.se", "ålesund-fisk.no",
       "łódź-software.pl", "čeština-web.cz", "магазин-книг.рф", "почта-сервис.рф",
       "さくらデザイン.jp", "東京ソフト.jp", "北京科技.cn", "한국상사.kr", "ελληνικά-web.gr",
       "smörgås-it.se", "jyväskylä-tech.fi", "göteborg-design.se", "düsseldorf-kanzlei.de"]
TAGS = ["newsletter", "github", "shop", "work", "test", "2024", "amazon", "jobs", "bank",
        "travel", "dev", "spam", "invoices", "linkedin", "stripe"]
NICK = ["skywalker", "darkmatter", "pixelpusher", "coffeeaddict", "nightowl", "bytebandit",
        "sunny", "tiger", "wolfpack", "moonlight", "retrogamer", "blueberry", "quantumcat",
        "hikerdude", "cyclist", "bookworm", "kiwi", "ninja", "stardust", "maplefox"]


def corp_domain():
    return ch(CORPW) + ch(CORPSFX) + "." + ch(TLDS)


def fqdn():
    return "%s-%02d.%s.%s.%s" % (ch(["api", "web", "app", "db", "cache", "worker", "edge", "auth",
                                     "gw", "search", "queue", "batch"]), ri(1, 24),
                                 ch(["prod", "stg", "dev", "eu-west-1", "us-east-1", "fra1"]),
                                 ch(CORPW), ch(["internal", "io", "net", "cloud", "lan"]))


def svc_domain():
    return ch(CORPW) + ch(["", "", "app", "api", "hq"]) + "." + ch(["io", "com", "dev", "app", "net", "de", "co.uk"])


def local_part(f, l):
    fa, la = slug(f), slug(l)
    pats = [fa + "." + la, fa + la, fa[0] + la, fa + "_" + la, fa + "-" + la, fa[0] + "." + la,
            la + "." + fa, "%s.%s%d" % (fa, la, ri(1, 99)), "%s%d" % (fa, ri(70, 2005)),
            fa + "+" + ch(TAGS), "%s.%s+%s" % (fa, la, ch(TAGS)), "%s.%s.%s" % (fa, ch(LOW), la),
            la + fa[0], "%s%s%d" % (fa[:3], la[:3], ri(10, 999)), "%s%d" % (ch(NICK), ri(1, 9999)),
            "%s_%s" % (ch(NICK), fa), fa, la + "." + fa[0], fa + "." + la]
    loc = ch(pats)
    if chance(0.07):
        loc = loc.capitalize()
    return loc


def email_for(f=None, l=None, kind=None):
    if f is None:
        f, l = person()
    k = kind or ch(["free"] * 5 + ["corp"] * 4 + ["idn"] * 2 + ["sub"] * 2 + ["edu"] * 2)
    loc = local_part(f, l)
    if k == "free":
        dom = ch(FREEMAIL)
    elif k == "corp":
        dom = corp_domain()
        if chance(0.08):
            dom = dom.capitalize()
    elif k == "sub":
        dom = ch(SUBS) + "." + corp_domain()
    elif k == "edu":
        dom = ch(EDU)
        if chance(0.3):
            dom = ch(["student", "cs", "med", "mail", "alumni"]) + "." + dom
    else:
        dom = ch(IDN)
        if chance(0.3):
            try:
                dom = dom.encode("idna").decode()
            except UnicodeError:
                pass
        elif chance(0.3):
            loc = f.lower().replace(" ", "")
    return loc + "@" + dom


# ----------------------------------------------------------------- phones
def P(cc, nsn, natl, ig, extra=None):
    return {"cc": cc, "nsn": nsn, "natl": natl, "ig": ig, "extra": extra or []}


def sub(n, first_nonzero=True):
    return (str(ri(1, 9)) + rs(DIG, n - 1)) if first_nonzero else rs(DIG, n)


US_AREAS = ["212", "646", "917", "718", "415", "628", "510", "408", "650", "310", "323", "213",
            "818", "312", "773", "617", "857", "206", "425", "512", "737", "713", "832", "214",
            "469", "972", "303", "720", "404", "470", "305", "786", "702", "503", "971", "602",
            "480", "215", "267", "202", "703", "571", "301", "240", "612", "651", "313", "248",
            "919", "984", "704", "980", "615", "629", "801", "385", "907", "808"]
CA_AREAS = ["416", "647", "437", "604", "778", "514", "438", "403", "587", "613", "343", "905",
            "289", "902", "204", "306", "780", "418"]


def _nanp(areas):
    a = ch(areas)
    while True:
        e = str(ri(2, 9)) + rs(DIG, 2)
        if e[1:] != "11" and e != "555" and e not in ("950", "958", "959", "976"):
            break
    ln = rs(DIG, 4)
    return P("1", a + e + ln,
             ["(%s) %s-%s" % (a, e, ln), "%s-%s-%s" % (a, e, ln), "%s.%s.%s" % (a, e, ln),
              "1-%s-%s-%s" % (a, e, ln), "(%s) %s %s" % (a, e, ln), "%s %s %s" % (a, e, ln)],
             [3, 3, 4], ["+1 (%s) %s-%s" % (a, e, ln), "+1.%s.%s.%s" % (a, e, ln)])


def ph_us():
    return _nanp(US_AREAS)


def ph_ca():
    return _nanp(CA_AREAS)


def ph_uk_mob():
    while True:
        nsn = "7" + ch("1234579") + rs(DIG, 8)
        if not nsn.startswith("7700900"):
            break
    n = "0" + nsn
    return P("44", nsn, [grp(n, [5, 6]), grp(n, [5, 3, 3]), n], [4, 6],
             ["+44 (0)%s %s" % (nsn[:4], nsn[4:])])


def ph_uk_ldn():
    while True:
        nsn = "20" + ch("378") + rs(DIG, 7)
        if not nsn.startswith("2079460"):
            break
    n = "0" + nsn
    return P("44", nsn, [grp(n, [3, 4, 4]), "(020) %s %s" % (nsn[2:6], nsn[6:])], [2, 4, 4],
             ["+44 (0)20 %s %s" % (nsn[2:6], nsn[6:])])


def ph_uk_man():
    nsn = "161" + ch("2356789") + rs(DIG, 6)
    n = "0" + nsn
    return P("44", nsn, [grp(n, [4, 3, 4])], [3, 3, 4])


DE_MOB = [("151", 8), ("152", 8), ("157", 8), ("159", 8), ("160", 7), ("162", 7), ("163", 7),
          ("170", 7), ("171", 7), ("172", 7), ("173", 7), ("174", 7), ("175", 7), ("176", 8),
          ("177", 8), ("178", 8), ("179", 7)]


def ph_de_mob():
    pre, n = ch(DE_MOB)
    subs = sub(n)
    nsn = pre + subs
    return P("49", nsn, ["0%s %s" % (pre, subs), "0%s-%s" % (pre, subs), "0%s/%s" % (pre, subs),
                         "0%s %s %s" % (pre, subs[:4], subs[4:])], [3],
             ["+49 (0)%s %s" % (pre, subs)])


def ph_de_land():
    area = ch(["30", "40", "89", "69", "221", "211", "711", "341", "351", "511"])
    subs = sub(8 if len(area) == 2 else 7, True)
    if subs[0] == "1":
        subs = "2" + subs[1:]
    nsn = area + subs
    return P("49", nsn, ["0%s %s" % (area, subs), "0%s/%s" % (area, subs),
                         "(0%s) %s" % (area, subs), "0%s-%s" % (area, subs)], [len(area)],
             ["+49 (0)%s %s" % (area, subs)])


def ph_fr():
    k = ch("6677123459")
    if k == "7":
        nsn = "7" + str(ri(3, 9)) + rs(DIG, 7)
    elif k == "1":
        nsn = "1" + ch("4578") + rs(DIG, 7)
    else:
        nsn = k + str(ri(1, 9)) + rs(DIG, 7)
    n = "0" + nsn
    return P("33", nsn, [grp(n, [2, 2, 2, 2, 2]), grp(n, [2, 2, 2, 2, 2], "."), n,
                         grp(n, [2, 2, 2, 2, 2], "-")], [1, 2, 2, 2, 2],
             ["+33 (0)%s" % grp(nsn, [1, 2, 2, 2, 2]), "+33 %s" % grp(nsn, [1, 2, 2, 2, 2], ".")])


def ph_es():
    k = ch(["6", "6", "7", "91", "93", "96", "95"])
    if k == "6":
        nsn = "6" + rs(DIG, 8)
    elif k == "7":
        nsn = "7" + ch("1234") + rs(DIG, 7)
    else:
        nsn = k + str(ri(2, 9)) + rs(DIG, 6)
    return P("34", nsn, [grp(nsn, [3, 3, 3]), grp(nsn, [3, 2, 2, 2]), nsn], [3, 3, 3])


IT_MOB = ["320", "327", "328", "329", "330", "331", "333", "334", "335", "336", "338", "339",
          "340", "342", "343", "345", "346", "347", "348", "349", "350", "351", "366", "370",
          "371", "373", "377", "380", "388", "389", "391", "392", "393"]


def ph_it():
    if chance(0.75):
        nsn = ch(IT_MOB) + sub(7)
        return P("39", nsn, [grp(nsn, [3, 3, 4]), grp(nsn, [3, 7]), grp(nsn, [3, 7], "-"), nsn],
                 [3, 3, 4])
    nsn = ch(["06", "02"]) + str(ri(4, 9)) + rs(DIG, 7)
    return P("39", nsn, [grp(nsn, [2, 4, 4]), grp(nsn, [2, 8])], [2, 4, 4])


def ph_nl():
    if chance(0.75):
        nsn = "6" + ch("12345") + rs(DIG, 7)
        n = "0" + nsn
        return P("31", nsn, ["06-" + nsn[1:], grp(n, [2, 4, 4]), n, "06 " + nsn[1:]], [1, 8],
                 ["+31 (0)6 %s" % nsn[1:], "+31 6 %s" % grp(nsn[1:], [2, 2, 2, 2])])
    nsn = ch(["20", "10", "30", "70"]) + str(ri(3, 8)) + rs(DIG, 6)
    n = "0" + nsn
    return P("31", nsn, ["%s-%s" % (n[:3], n[3:]), grp(n, [3, 3, 4])], [2, 3, 4])


BE_MOB = ["460", "465", "466", "467", "468", "470", "471", "472", "473", "474", "475", "476",
          "477", "478", "479", "483", "484", "485", "486", "487", "488", "489", "491", "492",
          "493", "494", "495", "496", "497", "498", "499"]


def ph_be():
    nsn = ch(BE_MOB) + rs(DIG, 6)
    n = "0" + nsn
    return P("32", nsn, [grp(n, [4, 2, 2, 2]), "%s/%s.%s.%s" % (n[:4], n[4:6], n[6:8], n[8:]),
                         grp(n, [4, 3, 3])], [3, 2, 2, 2])


def ph_ch():
    if chance(0.7):
        nsn = "7" + ch("56789") + sub(7)
    else:
        nsn = ch(["44", "43", "22", "31", "61", "21", "91"]) + str(ri(2, 9)) + rs(DIG, 6)
    n = "0" + nsn
    return P("41", nsn, [grp(n, [3, 3, 2, 2]), n], [2, 3, 2, 2])


def ph_at():
    pre = ch(["664", "650", "660", "676", "699", "681", "688", "677", "680"])
    subs = sub(7)
    nsn = pre + subs
    return P("43", nsn, ["0%s %s" % (pre, subs), "0%s/%s" % (pre, subs),
                         "0%s %s %s" % (pre, subs[:3], subs[3:])], [3, 7])


PL_MOB = ["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"]


def ph_pl():
    nsn = ch(PL_MOB) + rs(DIG, 7)
    return P("48", nsn, [grp(nsn, [3, 3, 3]), grp(nsn, [3, 3, 3], "-"), nsn], [3, 3, 3])


def ph_se():
    nsn = "7" + ch("0236") + sub(7)
    n = "0" + nsn
    return P("46", nsn, ["%s-%s %s %s" % (n[:3], n[3:6], n[6:8], n[8:]), grp(n, [3, 3, 2, 2]),
                         "%s-%s" % (n[:3], n[3:])], [2, 3, 2, 2])


def ph_no():
    nsn = ch("49") + rs(DIG, 7)
    if nsn[0] == "4" and nsn[1] == "0":
        nsn = "41" + nsn[2:]
    return P("47", nsn, [grp(nsn, [3, 2, 3]), nsn, grp(nsn, [2, 2, 2, 2])], [3, 2, 3])


DK_MOB = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "40", "41",
          "42", "50", "51", "52", "53", "60", "61", "71", "81", "91", "92", "93"]


def ph_dk():
    nsn = ch(DK_MOB) + rs(DIG, 6)
    return P("45", nsn, [grp(nsn, [2, 2, 2, 2]), nsn, grp(nsn, [4, 4])], [2, 2, 2, 2])


def ph_fi():
    nsn = ch(["40", "41", "44", "45", "46", "50"]) + sub(7)
    n = "0" + nsn
    return P("358", nsn, [grp(n, [3, 3, 4]), "%s %s" % (n[:3], n[3:])], [2, 3, 4])


def ph_ie():
    nsn = "8" + ch("35679") + sub(7)
    n = "0" + nsn
    return P("353", nsn, [grp(n, [3, 3, 4]), "%s-%s" % (n[:3], n[3:]), n], [2, 3, 4])


def ph_pt():
    nsn = "9" + ch("1236") + rs(DIG, 7)
    return P("351", nsn, [grp(nsn, [3, 3, 3]), nsn], [3, 3, 3])


CZ_MOB = ["601", "602", "603", "604", "605", "606", "607", "608", "702", "720", "721", "722",
          "723", "724", "725", "728", "730", "731", "732", "733", "734", "736", "737", "739",
          "770", "773", "774", "775", "776", "777", "778", "779", "790", "799"]


def ph_cz():
    nsn = ch(CZ_MOB) + rs(DIG, 6)
    return P("420", nsn, [grp(nsn, [3, 3, 3]), nsn], [3, 3, 3])


def ph_gr():
    nsn = "69" + ch("034579") + rs(DIG, 7)
    return P("30", nsn, [grp(nsn, [3, 3, 4]), nsn], [3, 3, 4])


TR_MOB = ["530", "531", "532", "533", "534", "535", "536", "537", "538", "539", "541", "542",
          "543", "544", "545", "546", "547", "548", "549", "505", "506", "507", "551", "552",
          "553", "554", "555", "559", "501"]


def ph_tr():
    nsn = ch(TR_MOB) + sub(7)
    n = "0" + nsn
    return P("90", nsn, [grp(n, [4, 3, 2, 2]), "0 (%s) %s %s %s" % (nsn[:3], nsn[3:6], nsn[6:8], nsn[8:]),
                         n], [3, 3, 2, 2])


RU_MOB = ["901", "903", "905", "910", "911", "912", "913", "914", "915", "916", "917", "918",
          "919", "920", "921", "922", "925", "926", "929", "936", "950", "951", "952", "953",
          "958", "960", "961", "962", "963", "964", "965", "967", "968", "977", "978", "980",
          "981", "982", "983", "985", "986", "988", "989", "991", "996", "997", "999"]


def ph_ru():
    nsn = ch(RU_MOB) + rs(DIG, 7)
    a, b, c, d = nsn[:3], nsn[3:6], nsn[6:8], nsn[8:]
    return P("7", nsn, ["8 (%s) %s-%s-%s" % (a, b, c, d), "8 %s %s-%s-%s" % (a, b, c, d), "8" + nsn],
             [3, 3, 2, 2], ["+7 (%s) %s-%s-%s" % (a, b, c, d), "+7 %s %s-%s-%s" % (a, b, c, d)])


def ph_il():
    nsn = "5" + ch("0234589") + sub(7)
    n = "0" + nsn
    return P("972", nsn, ["%s-%s-%s" % (n[:3], n[3:6], n[6:]), "%s-%s" % (n[:3], n[3:])], [2, 3, 4],
             ["+972-%s-%s-%s" % (nsn[:2], nsn[2:5], nsn[5:])])


def ph_ae():
    nsn = "5" + ch("024568") + sub(7)
    n = "0" + nsn
    return P("971", nsn, [grp(n, [3, 3, 4]), n], [2, 3, 4])


IN_PRE = ["98", "99", "97", "96", "95", "94", "93", "91", "90", "89", "88", "87", "86", "85",
          "84", "83", "82", "81", "80", "79", "78", "77", "76", "75", "74", "73", "72", "70",
          "63", "62"]


def ph_in():
    nsn = ch(IN_PRE) + rs(DIG, 8)
    return P("91", nsn, [grp(nsn, [5, 5]), "0" + grp(nsn, [5, 5]), nsn, "0" + nsn], [5, 5],
             ["+91-" + nsn])


def ph_jp():
    if chance(0.7):
        nsn = ch(["90", "80", "70"]) + str(ri(1, 9)) + rs(DIG, 7)
        n = "0" + nsn
        return P("81", nsn, ["%s-%s-%s" % (n[:3], n[3:7], n[7:]), n, grp(n, [3, 4, 4])], [2, 4, 4],
                 ["+81-%s-%s-%s" % (nsn[:2], nsn[2:6], nsn[6:]), "+81 %s-%s-%s" % (nsn[:2], nsn[2:6], nsn[6:])])
    a = ch(["3", "6"])
    nsn = a + str(ri(3, 6)) + rs(DIG, 7)
    n = "0" + nsn
    return P("81", nsn, ["%s-%s-%s" % (n[:2], n[2:6], n[6:]), "(%s)%s-%s" % (n[:2], n[2:6], n[6:])],
             [1, 4, 4], ["+81-%s-%s-%s" % (nsn[:1], nsn[1:5], nsn[5:])])


def ph_kr():
    nsn = "10" + str(ri(2, 9)) + rs(DIG, 7)
    n = "0" + nsn
    return P("82", nsn, ["%s-%s-%s" % (n[:3], n[3:7], n[7:]), n], [2, 4, 4],
             ["+82-%s-%s-%s" % (nsn[:2], nsn[2:6], nsn[6:]), "+82 %s-%s-%s" % (nsn[:2], nsn[2:6], nsn[6:])])


CN_PRE = ["130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "150", "151",
          "152", "153", "155", "156", "157", "158", "159", "180", "181", "182", "183", "184",
          "185", "186", "187", "188", "189", "177", "173", "176", "198", "199", "166"]


def ph_cn():
    nsn = ch(CN_PRE) + sub(8)
    return P("86", nsn, [grp(nsn, [3, 4, 4]), nsn, grp(nsn, [3, 4, 4], "-")], [3, 4, 4])


def ph_hk():
    nsn = ch("569") + sub(7)
    return P("852", nsn, [grp(nsn, [4, 4]), nsn], [4, 4])


def ph_sg():
    nsn = ch("8896") + rs(DIG, 7)
    return P("65", nsn, [grp(nsn, [4, 4]), nsn], [4, 4])


def ph_au():
    if chance(0.7):
        while True:
            nsn = "4" + rs(DIG, 8)
            if not nsn.startswith("491570") and not nsn.startswith("4915"):
                break
        n = "0" + nsn
        return P("61", nsn, [grp(n, [4, 3, 3]), n, grp(n, [4, 3, 3], "-")], [3, 3, 3])
    nsn = ch(["29", "39", "38", "73", "86"]) + sub(7)
    n = "0" + nsn
    return P("61", nsn, ["(%s) %s %s" % (n[:2], n[2:6], n[6:]), grp(n, [2, 4, 4])], [1, 4, 4])


def ph_nz():
    nsn = "2" + ch("127") + sub(7)
    n = "0" + nsn
    return P("64", nsn, [grp(n, [3, 3, 4]), n], [2, 3, 4])


ZA_MOB = ["60", "61", "62", "63", "64", "71", "72", "73", "74", "76", "78", "79", "81", "82",
          "83", "84"]


def ph_za():
    nsn = ch(ZA_MOB) + rs(DIG, 7)
    n = "0" + nsn
    return P("27", nsn, [grp(n, [3, 3, 4]), n], [2, 3, 4])


NG_MOB = ["803", "806", "813", "816", "703", "706", "810", "814", "903", "906", "805", "807",
          "815", "811", "905", "802", "808", "812", "701", "708", "902", "907", "809", "817",
          "818", "909"]


def ph_ng():
    nsn = ch(NG_MOB) + rs(DIG, 7)
    n = "0" + nsn
    return P("234", nsn, [grp(n, [4, 3, 4]), n], [3, 3, 4])


def ph_ke():
    nsn = ch(["70", "71", "72", "79", "74", "11", "10"]) + rs(DIG, 7)
    n = "0" + nsn
    return P("254", nsn, [grp(n, [4, 3, 3]), n], [3, 3, 3])


def ph_eg():
    nsn = "1" + ch("0125") + rs(DIG, 8)
    n = "0" + nsn
    return P("20", nsn, [grp(n, [3, 4, 4]), n], [2, 4, 4])


PH_PRE = ["905", "906", "915", "916", "917", "926", "927", "935", "945", "953", "954", "955",
          "956", "965", "966", "967", "975", "977", "995", "996", "997", "908", "909", "910",
          "912", "918", "919", "920", "921", "928", "929", "939", "947", "948", "949", "961",
          "998", "999"]


def ph_ph():
    nsn = ch(PH_PRE) + rs(DIG, 7)
    n = "0" + nsn
    return P("63", nsn, [grp(n, [4, 3, 4]), n], [3, 3, 4])


def ph_br():
    ddd = ch(["11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "47", "48", "62", "92"])
    s = "9" + ch("6789") + rs(DIG, 7)
    nsn = ddd + s
    return P("55", nsn, ["(%s) %s-%s" % (ddd, s[:5], s[5:]), "%s %s-%s" % (ddd, s[:5], s[5:]),
                         "(%s) %s" % (ddd, s)], [2, 5, 4],
             ["+55 (%s) %s-%s" % (ddd, s[:5], s[5:]), "+55 %s %s-%s" % (ddd, s[:5], s[5:])])


def ph_mx():
    a = ch(["55", "33", "81"])
    s = str(ri(1, 9)) + rs(DIG, 7)
    nsn = a + s
    return P("52", nsn, ["%s %s %s" % (a, s[:4], s[4:]), "(%s) %s-%s" % (a, s[:4], s[4:]), nsn],
             [2, 4, 4])


def ph_ar():
    s = ch("3456") + rs(DIG, 7)
    nsn = "911" + s
    return P("54", nsn, ["11 %s-%s" % (s[:4], s[4:]), "011 15-%s-%s" % (s[:4], s[4:]),
                         "(011) 15 %s-%s" % (s[:4], s[4:])], [1, 2, 4, 4],
             ["+54 9 11 %s-%s" % (s[:4], s[4:])])


def ph_cl():
    nsn = "9" + ch("56789") + rs(DIG, 7)
    return P("56", nsn, [grp(nsn, [1, 4, 4]), nsn], [1, 4, 4])


CO_PRE = ["300", "301", "302", "304", "305", "310", "311", "312", "313", "314", "315", "316",
          "317", "318", "319", "320", "321", "322", "323", "350", "351"]


def ph_co():
    nsn = ch(CO_PRE) + sub(7)
    return P("57", nsn, [grp(nsn, [3, 3, 4]), nsn, grp(nsn, [3, 7])], [3, 3, 4])


PHONE_COUNTRIES = [ph_us, ph_us, ph_us, ph_ca, ph_uk_mob, ph_uk_ldn, ph_uk_man, ph_de_mob,
                   ph_de_mob, ph_de_land, ph_fr, ph_es, ph_it, ph_nl, ph_be, ph_ch, ph_at, ph_pl,
                   ph_se, ph_no, ph_dk, ph_fi, ph_ie, ph_pt, ph_cz, ph_gr, ph_tr, ph_ru, ph_il,
                   ph_ae, ph_in, ph_in, ph_jp, ph_kr, ph_cn, ph_hk, ph_sg, ph_au, ph_nz, ph_za,
                   ph_ng, ph_ke, ph_eg, ph_ph, ph_br, ph_mx, ph_ar, ph_cl, ph_co]
PHONE_META = {}   # formatted value -> (cc, nsn), used by the validator


def phone(style=None, country=None):
    p = (country or ch(PHONE_COUNTRIES))()
    cc, nsn = p["cc"], p["nsn"]
    st = style or ch(["e164"] * 6 + ["intl"] * 6 + ["natl"] * 7 + ["intl_dash", "00", "extra", "extra"])
    if st == "e164":
        v = "+" + cc + nsn
    elif st == "intl":
        v = "+" + cc + " " + grp(nsn, p["ig"])
    elif st == "intl_dash":
        v = "+" + cc + "-" + grp(nsn, p["ig"], "-")
    elif st == "00":
        v = "00" + cc + " " + grp(nsn, p["ig"])
    elif st == "digits":
        v = cc + nsn
    elif st == "extra" and p["extra"]:
        v = ch(p["extra"])
    elif st == "natl" or st == "extra":
        v = ch(p["natl"])
    else:
        v = "+" + cc + nsn
    PHONE_META[v] = (cc, nsn)
    return v


# ----------------------------------------------------------------- cards
def _card(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return body + luhn_digit(body)


CARD_NETS = [
    ("Visa", lambda: _card("4" + rs(DIG, 5), 16), 4),
    ("Visa", lambda: _card(ch(["4147", "4539", "4556", "4916", "4024", "4485", "4716", "4929"]), 16), 2),
    ("Mastercard", lambda: _card(str(ri(51, 55)) + rs(DIG, 4), 16), 3),
    ("Mastercard", lambda: _card(str(ri(2221, 2720)) + rs(DIG, 2), 16), 2),
    ("American Express", lambda: _card(ch(["34", "37"]) + rs(DIG, 4), 15), 2),
    ("Discover", lambda: _card(ch(["6011" + rs(DIG, 2), str(ri(644, 649)) + rs(DIG, 3), "65" + rs(DIG, 4)]), 16), 2),
    ("Diners Club", lambda: _card(ch(["36" + rs(DIG, 4), "30" + str(ri(0, 5)) + rs(DIG, 3), "38" + rs(DIG, 4)]), 14), 1),
    ("JCB", lambda: _card(str(ri(3528, 3589)) + rs(DIG, 2), 16), 1),
    ("UnionPay", lambda: _card("62" + ch(["12", "22", "28", "50", "60", "70", "84"]) + rs(DIG, 2), ch([16, 16, 19])), 1),
    ("Maestro", lambda: _card(ch(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763"]) + rs(DIG, 2), ch([16, 18, 19])), 1),
    ("Mir", lambda: _card("220" + str(ri(0, 4)) + rs(DIG, 2), 16), 1),
]
_CARD_W = []
for _n, _f, _w in CARD_NETS:
    _CARD_W += [(_n, _f)] * _w


def card_groups(num):
    L = len(num)
    if L == 15:
        return [4, 6, 5]
    if L == 14:
        return [4, 6, 4]
    if L == 19:
        return ch([[4, 4, 4, 4, 3], [6, 13]])
    if L == 18:
        return [4, 4, 4, 4, 2]
    return [4, 4, 4, 4]


def card(style=None):
    net, f = ch(_CARD_W)
    num = f()
    st = style or ch(["plain"] * 9 + ["space"] * 7 + ["dash"] * 4)
    if st == "plain":
        v = num
    elif st == "space":
        v = grp(num, card_groups(num))
    else:
        v = grp(num, card_groups(num), "-")
    return net, num, v


def expiry():
    return "%02d/%02d" % (ri(1, 12), ri(25, 31))


def cvv(net):
    return rs(DIG, 4 if net == "American Express" else 3)


# ----------------------------------------------------------------- ssn
def ssn(style="dash"):
    while True:
        a = ri(1, 899)
        if a == 666:
            continue
        g, s = ri(1, 99), ri(1, 9999)
        v = "%03d-%02d-%04d" % (a, g, s)
        if v in ("078-05-1120", "219-09-9999", "123-45-6789"):
            continue
        break
    if style == "plain":
        return v.replace("-", "")
    if style == "space":
        return v.replace("-", " ")
    return v


# ----------------------------------------------------------------- iban
def _fr_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def bban_fr():
    bank = ch(["30004", "30003", "20041", "10278", "30002", "18206", "11315", "30066", "14505", "17515"])
    br = rs(DIG, 5)
    acct = rs(DIG, 11)
    return bank + br + acct + _fr_key(bank, br, acct)


def _es_dc(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(c) * x for c, x in zip(s, w)) % 11
    return "0" if d == 11 else ("1" if d == 10 else str(d))


def bban_es():
    bank = ch(["2100", "0049", "0182", "0081", "2038", "0128", "1465", "2080", "0075", "3058"])
    br = rs(DIG, 4)
    acct = rs(DIG, 10)
    return bank + br + _es_dc("00" + bank + br) + _es_dc(acct) + acct


_IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _it_cin(s):
    tot = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else ord(c) - 65
        tot += _IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def bban_it():
    abi = ch(["03069", "02008", "05034", "03062", "01030", "05387", "03111", "02008", "05584", "03359"])
    cab = rs(DIG, 5)
    acct = ("0000" + rs(DIG, 8)) if chance(0.5) else rs(DIG, 12)
    return _it_cin(abi + cab + acct) + abi + cab + acct


def bban_be():
    first = ch(["310", "001", "068", "363", "735", "751", "143", "068", "091", "000"]) + rs(DIG, 7)
    c = int(first) % 97
    return first + "%02d" % (97 if c == 0 else c)


def bban_nl():
    bank = ch(["ABNA", "RABO", "INGB", "SNSB", "ASNB", "TRIO", "KNAB", "BUNQ", "RBRB", "ABNA", "RABO"])
    if bank == "INGB":
        return bank + "000" + sub(7)
    while True:
        d = "0" + sub(8)
        s = sum(int(c) * (10 - i) for i, c in enumerate(d))
        last = (-s) % 11
        if last < 10:
            return bank + d + str(last)


def bban_no():
    while True:
        d = ch(["1503", "1506", "9710", "6030", "1254", "3000", "8601", "1822", "1594"]) + rs(DIG, 6)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * b for a, b in zip(d, w)) % 11
        if c == 11:
            c = 0
        if c != 10:
            return d + str(c)


def bban_fi():
    d = ch(["100012", "157130", "405520", "800013", "423457", "500001", "101130", "313130"]) + rs(DIG, 7)
    return d + luhn_digit(d)


def bban_pt():
    d = ch(["0035", "0033", "0007", "0010", "0018", "0036", "0045", "0269"]) + rs(DIG, 4) + rs(DIG, 11)
    return d + "%02d" % (98 - int(d + "00") % 97)


def bban_de():
    blz = ch(["10010010", "50010517", "20041133", "12030000", "70150000", "10070000", "43060967",
              "76026000", "83065408", "50070010", "60050101", "30050110", "37050198", "20050550",
              "10050000", "50040000", "70020270", "25050180", "86055592", "44010046"])
    acct = ("00" + sub(8)) if chance(0.5) else sub(10)
    return blz + acct


def bban_gb():
    bank, sc = ch([("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40"), ("MIDL", "40"),
                   ("NAIA", "07"), ("SRLG", "60"), ("MONZ", "04"), ("CLRB", "04"), ("ABBY", "09")])
    return bank + sc + rs(DIG, 4) + sub(8)


def bban_ie():
    return ch(["AIBK", "BOFI", "IPBS", "ULSB"]) + ch(["93", "90", "99", "98"]) + rs(DIG, 4) + sub(8)


def bban_pl():
    return ch(["10201026", "11402004", "10500099", "12401037", "10901014", "10202892", "10301508",
               "19401076", "24901044", "16001462"]) + rs(DIG, 16)


def bban_ch():
    return ch(["00762", "00230", "09000", "00700", "00483", "80808", "00767", "00235"]) + sub(12)


def bban_at():
    return ch(["20111", "12000", "14000", "32000", "19043", "38000", "60000", "20815", "34000"]) + sub(11)


BANK4 = {"RO": ["BTRL", "RNCB", "BRDE", "INGB", "BACX", "RZBR", "CECE"],
         "BG": ["BNBG", "UNCR", "STSA", "FINV", "BPBI", "RZBB"],
         "LV": ["HABA", "UNLA", "PARX", "RIKO"], "MT": ["MALT", "VALL", "APSB"],
         "GI": ["NWBK", "BARC"], "QA": ["QNBA", "DOHB", "CBQA"], "KW": ["NBOK", "CBKU", "GULB"],
         "JO": ["CBJO", "ARAB", "HBHO"], "AZ": ["NABZ", "AIIB", "IBAZ"],
         "PK": ["SCBL", "HABB", "MUCB", "UNIL"], "BH": ["BMAG", "NBOB"], "VG": ["VPVG"],
         "MU": ["BOMM", "MCBL"], "PS": ["PALS"]}

IBAN_SPECS = {
    "AD": (24, "4n4n12n"), "AE": (23, "3n16n"), "AL": (28, "8n16n"), "AT": (20, bban_at),
    "AZ": (28, "4a20n"), "BA": (20, "3n3n8n2n"), "BE": (16, bban_be), "BG": (22, "4a4n2n8n"),
    "BH": (22, "4a14n"), "BR": (29, "8n5n10nTO"), "CH": (21, bban_ch), "CR": (22, "4n14n"),
    "CY": (28, "3n5n16n"), "CZ": (24, "4n6n10n"), "DE": (22, bban_de), "DK": (18, "4n9n1n"),
    "EE": (20, "2n2n11n1n"), "ES": (24, bban_es), "FI": (18, bban_fi), "FR": (27, bban_fr),
    "GB": (22, bban_gb), "GE": (22, "2A16n"), "GI": (23, "4a15n"), "GR": (27, "3n4n16n"),
    "HR": (21, "7n10n"), "HU": (28, "3n4n1n15n1n"), "IE": (22, bban_ie), "IL": (23, "3n3n13n"),
    "IS": (26, "4n2n6n10n"), "IT": (27, bban_it), "JO": (30, "4a4n18n"), "KW": (30, "4a22n"),
    "KZ": (20, "3n13n"), "LI": (21, "5n12n"), "LT": (20, "5n11n"), "LU": (20, "3n13n"),
    "LV": (21, "4a13n"), "MC": (27, bban_fr), "ME": (22, "3n13n2n"), "MK": (19, "3n10n2n"),
    "MT": (31, "4a5n18n"), "MU": (30, "4a2n2n12n3nM"), "NL": (18, bban_nl), "NO": (15, bban_no),
    "PK": (24, "4a16n"), "PL": (28, bban_pl), "PS": (29, "4a21n"), "PT": (25, bban_pt),
    "QA": (29, "4a21n"), "RO": (24, "4a16n"), "RS": (22, "3n13n2n"), "SA": (24, "2n18n"),
    "SE": (24, "3n16n1n"), "SI": (19, "5n8n2n"), "SK": (24, "4n6n10n"), "SM": (27, bban_it),
    "TR": (26, "5n1n16n"), "UA": (29, "6n19n"), "VG": (24, "4a16n"), "XK": (20, "4n10n2n"),
}
IBAN_COMMON = ["DE", "DE", "DE", "FR", "FR", "ES", "ES", "IT", "IT", "NL", "NL", "GB", "GB", "BE",
               "AT", "CH", "PL", "PT", "IE", "SE", "DK", "FI", "NO", "LU", "CZ", "SK", "HU", "RO",
               "GR", "HR", "SI", "EE", "LT", "LV", "BG", "CY", "MT", "IS", "LI", "MC", "SM", "AD",
               "TR", "SA", "AE", "QA", "KW", "JO", "IL", "BR", "GE", "UA", "KZ", "PK", "AZ", "BA",
               "RS", "ME", "MK", "AL", "XK", "CR", "MU", "GI", "BH", "VG", "PS"]


def _bban_from_pattern(cc, pat):
    out = ""
    for n, t in re.findall(r"(\d*)([naATOM])", pat):
        n = int(n) if n else 1
        if t == "n":
            out += rs(DIG, n)
        elif t == "a":
            out += ch(BANK4.get(cc, ["BANK"]))
        elif t == "A":
            out += ch(["NB", "TB", "BG", "PC"])
        elif t == "T":
            out += ch("CP")
        elif t == "O":
            out += "1"
        elif t == "M":
            out += "MUR"
    return out


def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def iban_valid(v):
    s = v.replace(" ", "").upper()
    cc = s[:2]
    if cc not in IBAN_SPECS or len(s) != IBAN_SPECS[cc][0]:
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def iban(cc=None, style=None):
    cc = cc or ch(IBAN_COMMON)
    L, b = IBAN_SPECS[cc]
    bban = b() if callable(b) else _bban_from_pattern(cc, b)
    assert len(bban) == L - 4, (cc, bban, len(bban), L)
    e = cc + iban_check(cc, bban) + bban
    st = style or ch(["elec"] * 9 + ["print"] * 7 + ["lower"] * 2 + ["lowerprint"])
    if st == "elec":
        return e
    if st == "print":
        return " ".join(chunk(e, 4))
    if st == "lower":
        return e.lower()
    return " ".join(chunk(e.lower(), 4))


BIC = {"DE": ["COBADEFFXXX", "DEUTDEDBBER", "INGDDEFFXXX", "GENODEM1GLS", "BYLADEM1001", "PBNKDEFF"],
       "FR": ["BNPAFRPPXXX", "SOGEFRPP", "CRLYFRPP", "AGRIFRPP"], "ES": ["CAIXESBBXXX", "BBVAESMM", "BSCHESMM"],
       "IT": ["UNCRITMMXXX", "BCITITMM", "BPMOIT22"], "NL": ["ABNANL2A", "RABONL2U", "INGBNL2A", "BUNQNL2A"],
       "GB": ["NWBKGB2L", "BARCGB22", "LOYDGB2L", "HBUKGB4B"], "BE": ["GEBABEBB", "KREDBEBB", "BBRUBEBB"],
       "AT": ["BKAUATWW", "GIBAATWW", "RZBAATWW"], "CH": ["UBSWCHZH80A", "POFICHBEXXX", "CRESCHZZ80A"],
       "PL": ["BPKOPLPW", "BREXPLPW", "INGBPLPW"], "PT": ["CGDIPTPL", "BCOMPTPL"], "IE": ["AIBKIE2D", "BOFIIE2D"]}


def bic_for(cc):
    return ch(BIC.get(cc, ["DEUTDEFF"]))


# ----------------------------------------------------------------- ip
_BAD4 = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                            "100.64.0.0/10", "198.18.0.0/15")]


def ipv4_public():
    while True:
        a = ch([ri(1, 223), ri(1, 223), ch([5, 31, 37, 45, 46, 62, 77, 78, 80, 81, 82, 83, 84, 85, 86,
                                              87, 88, 89, 91, 93, 94, 95, 176, 178, 185, 188, 193, 194,
                                              195, 212, 213, 217, 24, 50, 64, 66, 67, 68, 69, 70, 71,
                                              72, 73, 74, 75, 76, 96, 97, 98, 99, 104, 107, 108, 162,
                                              173, 174, 184, 199, 204, 205, 206, 207, 208, 209, 216,
                                              41, 102, 105, 154, 196, 197, 1, 14, 27, 36, 39, 42, 49,
                                              58, 59, 60, 61, 101, 103, 110, 111, 112, 113, 114, 115,
                                              116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 180,
                                              182, 183, 202, 210, 211, 218, 219, 220, 221, 222, 177,
                                              179, 181, 186, 187, 189, 190, 191, 200, 201])])
        v = "%d.%d.%d.%d" % (a, ri(0, 255), ri(0, 255), ri(1, 254))
        ip = ipaddress.ip_address(v)
        if ip.is_global and not ip.is_multicast and not any(ip in n for n in _BAD4):
            return v


def ipv4_private():
    k = ri(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (ri(0, 255), ri(0, 255), ri(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (ri(16, 31), ri(0, 255), ri(2, 254))
    return "192.168.%d.%d" % (ri(0, 254), ri(2, 254))


V6_PREFIX = ["2a01:4f8", "2a01:4f9", "2a02:810", "2a02:8108", "2600:1f18", "2600:1f14", "2001:41d0",
             "2606:4700", "2a00:1450", "2804:14c", "240e:3b4", "2400:cb00", "2a03:2880", "2001:4860",
             "2a0a:a540", "2405:200", "2406:da18", "2a05:d014", "2603:1030", "2620:0:2d0",
             "2a01:111", "2a00:23c5", "2a02:c7c", "2409:8a00", "2001:16b8", "2a04:4e42", "2c0f:f248",
             "2803:9800", "2001:e68", "2a10:3781"]


def ipv6_global(form="compressed"):
    while True:
        pre = ch(V6_PREFIX).split(":")
        groups = pre[:]
        while len(groups) < 4:
            groups.append("%x" % ri(0, 0xffff))
        k = ri(0, 3)
        if k == 0:
            tail = ["0", "0", "0", "%x" % ri(1, 0xff)]
        elif k == 1:
            tail = ["%x" % ri(0, 0xffff) for _ in range(4)]
        elif k == 2:
            tail = ["0", "0", "%x" % ri(1, 0xffff), "%x" % ri(1, 0xffff)]
        else:
            tail = ["%x" % ri(0x200, 0xfeff), "%x" % ri(0, 0xffff), "%x" % ri(0, 0xffff), "%x" % ri(0, 0xffff)]
        a = ipaddress.IPv6Address(":".join(groups + tail))
        if a.is_global and a not in ipaddress.ip_network("2001:db8::/32"):
            return a.exploded if form == "full" else a.compressed


def ipv6_linklocal():
    return ipaddress.IPv6Address("fe80::%x:%x:%x:%x" % (ri(0, 0xffff), ri(0, 0xffff), ri(0, 0xffff),
                                                         ri(1, 0xffff))).compressed


def ip_any(v6=True):
    k = ch(["v4"] * 11 + ["priv"] * 2 + (["v6"] * 4 + ["v6full", "mapped"] if v6 else []))
    if k == "v4":
        return ipv4_public()
    if k == "priv":
        return ipv4_private()
    if k == "v6":
        return ipv6_global()
    if k == "v6full":
        return ipv6_global("full")
    return "::ffff:" + ipv4_public()


def url_host(ip):
    return "[%s]" % ip if ":" in ip else ip


# ----------------------------------------------------------------- misc text bits
PATHS = ["/api/v1/orders", "/api/v2/users/me", "/login", "/graphql", "/healthz",
         "/static/js/main.3f2a9c1b.js", "/wp-login.php", "/.env", "/api/v1/payments/intent",
         "/search?q=shoes&page=2", "/favicon.ico", "/robots.txt", "/admin/", "/v1/chat/completions",
         "/metrics", "/api/v3/invoices?status=open", "/cart/checkout", "/oauth/token",
         "/assets/app.css", "/.git/config", "/api/v1/export.csv", "/ws", "/auth/callback?state=xyz"]
UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15",
       "curl/8.4.0", "python-requests/2.31.0", "Go-http-client/1.1",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
       "okhttp/4.12.0", "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0",
       "kube-probe/1.29", "Wget/1.21.4", "PostmanRuntime/7.36.3", "axios/1.6.7"]
METHODS = ["GET", "GET", "GET", "POST", "POST", "PUT", "DELETE", "PATCH", "HEAD"]
STATUS = [200, 200, 200, 201, 204, 301, 302, 304, 400, 401, 403, 404, 404, 429, 499, 500, 502, 503]
CURR = ["EUR", "USD", "GBP", "CHF", "SEK", "PLN", "JPY", "BRL", "AUD", "CAD"]
LEVELS = ["INFO", "WARN", "ERROR", "DEBUG"]


def amount():
    return "%d.%02d" % (ri(1, 4999), ri(0, 99))


def svc():
    return ch(["checkout", "billing", "auth", "notifier", "user-svc", "orders", "payments",
               "gateway", "crm-sync", "kyc", "payroll", "onboarding", "ledger", "mailer"])


def pod():
    return "%s-%s-%s" % (svc(), rs(LOW + DIG, 10), rs(LOW + DIG, 5))


def ticket_id():
    return "%s-%d" % (ch(["SUP", "OPS", "ENG", "PAY", "BUG", "HELP", "CS", "INC", "PLAT"]), ri(100, 98765))


# =================================================================== EMAIL
def jd(o, indent=None):
    return json.dumps(o, ensure_ascii=False, indent=indent)


def E_json_user():
    f, l = person()
    e = email_for(f, l)
    o = {"id": ri(1000, 999999), "name": "%s %s" % (f, l), "email": e,
         "plan": ch(["free", "pro", "team", "enterprise"]), "created_at": iso()}
    return e, jd(o, ch([None, 2]))


def E_csv():
    f, l = person()
    e = email_for(f, l)
    return e, "user_id,first_name,last_name,email,signup_date,country\n%d,%s,%s,%s,%s,%s\n%d,[deleted],[deleted],,%s,%s" % (
        ri(10000, 99999), f, l, e, dateonly(), ch(["DE", "US", "FR", "BR", "JP", "GB"]),
        ri(10000, 99999), dateonly(), ch(["NL", "ES", "IT"]))


def E_csv_semicolon():
    f, l = person()
    e = email_for(f, l)
    return e, '"Kundennr";"Name";"E-Mail";"Status"\n"%d";"%s, %s";"%s";"%s"' % (
        ri(100000, 999999), l, f, e, ch(["aktiv", "gekündigt", "pausiert"]))


def E_log_reset():
    e = email_for()
    return e, "%s INFO  [mailer] password reset link sent to=%s template=reset_v%d msg_id=%s latency_ms=%d" % (
        iso(), e, ri(1, 5), uuid4(), ri(12, 900))


def E_mailto_html():
    f, l = person()
    e = email_for(f, l, ch(["corp", "sub", "edu"]))
    return e, '<div class="team-card">\n  <h3>%s %s</h3>\n  <p>%s</p>\n  <a href="mailto:%s">Send a message</a>\n</div>' % (
        f, l, ch(["Head of Data", "Support Lead", "Account Manager", "Research Assistant"]), e)


def E_mailto_md():
    f, l = person()
    e = email_for(f, l, ch(["corp", "sub", "edu", "free"]))
    return e, "## Maintainers\n\n- [%s %s](mailto:%s) - release manager\n- see CONTRIBUTING.md for the review process" % (f, l, e)


def E_from_header():
    f, l = person()
    e = email_for(f, l)
    dt = rdt()
    return e, "From: %s %s <%s>\nTo: undisclosed-recipients:;\nSubject: Re: invoice #%d\nDate: %s\nX-Mailer: %s" % (
        f, l, e, ri(1000, 9999), dt.strftime("%a, %d %b %Y %H:%M:%S +0000"),
        ch(["Apple Mail (2.3774)", "Microsoft Outlook 16.0", "Thunderbird 115.8.0"]))


def E_git_author():
    f, l = person()
    e = email_for(f, l, ch(["free", "corp", "sub"]))
    dt = rdt()
    return e, "commit %s\nAuthor: %s %s <%s>\nDate:   %s\n\n    %s" % (
        sha1(), f, l, e, dt.strftime("%a %b %d %H:%M:%S %Y +0100"),
        ch(["fix(api): handle empty cursor in pagination", "chore: bump axios to 1.6.7",
            "feat: add retry to webhook sender", "refactor(db): extract repository layer",
            "docs: update README with docker instructions"]))


def E_git_config():
    f, l = person()
    e = email_for(f, l)
    return e, "$ git config --global user.name \"%s %s\"\n$ git config --global user.email \"%s\"\n$ git commit --amend --reset-author --no-edit" % (f, l, e)


def E_signed_off():
    f, l = person()
    e = email_for(f, l, ch(["corp", "free", "sub"]))
    return e, "net: fix refcount leak in %s_probe()\n\nThe error path did not release the device reference.\n\nFixes: %s (\"net: add %s driver\")\nSigned-off-by: %s %s <%s>" % (
        ch(["mlx", "ixgbe", "rtl", "bnx"]), rs(HEXL, 12), ch(["mlx", "ixgbe", "rtl", "bnx"]), f, l, e)


def E_sql_insert():
    f, l = person()
    e = email_for(f, l)
    return e, "INSERT INTO users (id, full_name, email, locale, created_at)\nVALUES (%d, '%s %s', '%s', '%s', NOW());" % (
        ri(1, 99999), f.replace("'", "''"), l.replace("'", "''"), e, ch(["en_US", "de_DE", "fr_FR", "pt_BR", "ja_JP"]))


def E_psql_result():
    f, l = person()
    e = email_for(f, l)
    idv = ri(1, 99999)
    w = max(len(e), 5)
    return e, "app=> SELECT id, email, last_login FROM accounts WHERE id = %d;\n  id   | %s | last_login\n-------+-%s-+---------------------\n %5d | %s | %s\n(1 row)" % (
        idv, "email".ljust(w), "-" * w, idv, e.ljust(w), iso_s())


def E_pg_unique():
    e = email_for()
    return e, "psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"users_email_key\"\nDETAIL:  Key (email)=(%s) already exists.\n\n[SQL: INSERT INTO users (email, password_hash) VALUES (%%(email)s, %%(password_hash)s)]" % e


def E_smtp_exc():
    e = email_for()
    return e, "Traceback (most recent call last):\n  File \"/app/notify/send.py\", line %d, in deliver\n    smtp.sendmail(FROM_ADDR, [rcpt], msg.as_string())\n  File \"/usr/lib/python3.11/smtplib.py\", line 901, in sendmail\n    raise SMTPRecipientsRefused(senderrs)\nsmtplib.SMTPRecipientsRefused: {'%s': (550, b'5.1.1 The email account that you tried to reach does not exist.')}" % (ri(40, 300), e)


def E_slack():
    e = email_for()
    return e, ch(["hey @oncall, %s says they never got the verification mail, anything in the bounce logs?",
                  "can someone from billing check why %s was charged but the account is still on free?",
                  "fyi the customer at %s is asking for a GDPR export, ticket incoming",
                  "Mailgun shows a hard bounce for %s since yesterday, can we clear the suppression?",
                  ":wave: can I get an invite to the staging workspace? my address is %s"]) % e


def E_ticket():
    f, l = person()
    e = email_for(f, l)
    return e, "[%s] Customer cannot reset password\nPriority: P3\nReporter: support-bot\nCustomer: %s %s <%s>\n\nSteps:\n1. Click 'Forgot password'\n2. Enter address\n3. No email arrives (checked spam)\n\nExpected: reset email within 5 minutes" % (
        ticket_id(), f, l, e)


def E_curl():
    e = email_for()
    return e, "curl -X POST https://api.%s/v1/invites \\\n  -H 'Content-Type: application/json' \\\n  -H \"Authorization: Bearer $TOKEN\" \\\n  -d '{\"email\":\"%s\",\"role\":\"%s\"}'\n\n{\"error\":\"invite_exists\",\"status\":409}" % (
        svc_domain(), e, ch(["viewer", "editor", "admin"]))


def E_yaml_alerts():
    e = email_for(kind=ch(["corp", "sub", "free"]))
    return e, "alerting:\n  receivers:\n    - name: team-%s\n      email_configs:\n        - to: %s\n          send_resolved: true\n  route:\n    group_wait: 30s\n    repeat_interval: 4h" % (svc(), e)


def E_env():
    e = email_for()
    return e, "APP_ENV=production\nAPP_URL=https://%s\nADMIN_EMAIL=%s\nMAIL_DRIVER=smtp\nMAIL_PORT=587\nLOG_LEVEL=info" % (svc_domain(), e)


def E_tsv():
    f, l = person()
    e = email_for(f, l)
    return e, "Name\tTeam\tEmail\tStart date\tLaptop\n%s %s\t%s\t%s\t%s\t%s" % (
        f, l, ch(["Data", "Platform", "Sales", "Finance", "Support"]), e, dateonly(),
        ch(["MBP 14 M3", "ThinkPad X1", "Dell XPS 13"]))


def E_ci_notify():
    e = email_for(kind=ch(["corp", "free", "sub"]))
    return e, "[Pipeline] Stage 'Deploy' failed\n[Pipeline] emailext\nSending email to: %s\nFinished: FAILURE\nBuild #%d took %dm %ds" % (
        e, ri(100, 9999), ri(1, 40), ri(0, 59))


def E_package_json():
    f, l = person()
    e = email_for(f, l)
    return e, '{\n  "name": "@%s/ui-kit",\n  "version": "%d.%d.%d",\n  "author": "%s %s <%s>",\n  "license": "MIT",\n  "main": "dist/index.js"\n}' % (
        ch(CORPW), ri(0, 4), ri(0, 30), ri(0, 20), f, l, e)


def E_setup_py():
    f, l = person()
    e = email_for(f, l)
    return e, "setup(\n    name=\"%s-client\",\n    version=\"%d.%d.%d\",\n    author=\"%s %s\",\n    author_email=\"%s\",\n    packages=find_packages(exclude=[\"tests\"]),\n)" % (
        ch(CORPW), ri(0, 3), ri(0, 20), ri(0, 9), f, l, e)


def E_crontab():
    e = email_for(kind=ch(["corp", "sub"]))
    return e, "$ crontab -l\nMAILTO=%s\nSHELL=/bin/bash\n*/15 * * * * /opt/etl/bin/sync.sh >> /var/log/etl/sync.log 2>&1\n0 3 * * 0 /opt/etl/bin/vacuum.sh" % e


def E_postfix():
    e = email_for()
    return e, "%s mx1 postfix/smtp[%d]: %s: to=<%s>, relay=%s[%s]:25, delay=%.1f, dsn=5.1.1, status=bounced (host said: 550 5.1.1 user unknown)" % (
        syslog_ts(), ri(1000, 99999), rs(HEXU, 10), e, "mx.remote-mail.net", "mx.remote-mail.net", R.random() * 5)


def E_ldif():
    f, l = person()
    e = email_for(f, l, "corp")
    u = slug(f)[0] + slug(l)
    return e, "dn: uid=%s,ou=people,dc=%s,dc=local\nobjectClass: inetOrgPerson\nuid: %s\ncn: %s %s\nsn: %s\nmail: %s" % (
        u, ch(CORPW), u, f, l, l, e)


def E_mongo():
    e = email_for()
    return e, "> db.users.find({ email: \"%s\" }, { _id: 1, status: 1 })\n{ \"_id\" : ObjectId(\"%s\"), \"status\" : \"%s\" }" % (
        e, rs(HEXL, 24), ch(["locked", "pending_verification", "active"]))


def E_vcard():
    f, l = person()
    e = email_for(f, l)
    return e, "BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s %s\nORG:%s\nEMAIL;TYPE=INTERNET,WORK:%s\nEND:VCARD" % (
        l, f, f, l, ch(CORPW).capitalize(), e)


def E_keycloak():
    e = email_for()
    return e, jd({"time": epoch_ms(), "type": "LOGIN_ERROR", "realmId": ch(CORPW), "clientId": "web-frontend",
                  "userId": None, "sessionId": None,
                  "details": {"auth_method": "openid-connect", "username": e, "error": "invalid_user_credentials"}})


def E_sendgrid_event():
    e = email_for()
    return e, jd([{"email": e, "timestamp": epoch_s(), "event": ch(["bounce", "dropped", "spamreport"]),
                   "reason": "550 5.7.1 Recipient address rejected", "sg_event_id": b64u(rbytes(16)),
                   "sg_message_id": rs(ALNUM, 22) + ".filterdrecv-" + rs(LOW + DIG, 10)}], 2)


def E_django():
    e = email_for(kind=ch(["corp", "free"]))
    return e, "$ python manage.py createsuperuser --username admin --email %s\nPassword:\nPassword (again):\nSuperuser created successfully." % e


def E_de():
    f, l = person()
    e = email_for(f, l)
    return e, ch(["Hallo zusammen, der Kunde %s %s (%s) bekommt seit Montag keine Rechnungs-Mails mehr. Kann jemand im Mailversand-Log nachsehen?" % (f, l, e),
                  "Moin, warum landet die Bestätigungsmail an %s immer im Spam? SPF und DKIM sind gesetzt." % e,
                  "Ticket %s: Nutzer mit der Adresse %s kann sich nach dem Passwort-Reset nicht einloggen." % (ticket_id(), e)])


def E_fr():
    e = email_for()
    return e, ch(["Bonjour, pourquoi mon serveur SMTP rejette l'adresse %s avec l'erreur 550 ?" % e,
                  "Salut l'équipe, le client %s n'a pas reçu sa facture de mars, vous pouvez vérifier ?" % e,
                  "Après la migration, l'utilisateur %s apparaît deux fois dans la table users." % e])


def E_es():
    e = email_for()
    return e, ch(["Hola, el usuario %s no puede iniciar sesión desde ayer, da error 401." % e,
                  "¿Alguien sabe por qué los correos a %s rebotan con 'mailbox full'?" % e,
                  "Necesito borrar la cuenta de %s por una solicitud RGPD, ¿qué script uso?" % e])


def E_ja():
    e = email_for()
    return e, ch(["ユーザー %s にパスワードリセットのメールが届きません。ログを確認してもらえますか？" % e,
                  "お問い合わせフォームから %s 宛に送信するとタイムアウトになります。" % e,
                  "退会処理後も %s にメルマガが送られているようです。" % e])


def E_pt():
    e = email_for()
    return e, ch(["Oi pessoal, o cliente %s reclamou que o boleto não chegou por e-mail." % e,
                  "Alguém sabe por que o cadastro com o e-mail %s dá erro 422?" % e])


def E_nl():
    e = email_for()
    return e, ch(["Hoi, de klant %s krijgt geen bevestigingsmail na het bestellen. Kan iemand de logs checken?" % e,
                  "Waarom staat %s nog steeds op de bounce-lijst na de fix?" % e])


def E_it():
    e = email_for()
    return e, "Ciao, l'utente %s non riceve più le notifiche dal %s, potete controllare la coda SMTP?" % (e, dateonly())


def E_auth0_log():
    e = email_for()
    return e, "%s  fp   Failed Login (wrong password)   user_name=%s  connection=Username-Password-Authentication  client=%s  log_id=%s" % (
        iso(), e, rs(ALNUM, 32), rs(DIG, 56))


def E_stripe_customer():
    f, l = person()
    e = email_for(f, l)
    return e, jd({"id": "cus_" + rs(ALNUM, 14), "object": "customer", "email": e, "name": "%s %s" % (f, l),
                  "currency": ch(["eur", "usd", "gbp"]), "delinquent": ch([True, False]), "livemode": True}, 2)


def E_java_tostring():
    e = email_for()
    return e, "2024-%02d-%02d %02d:%02d:%02d.%03d ERROR 1 --- [nio-8080-exec-%d] c.a.s.UserController : Registration failed for UserDto{id=null, email='%s', locale=%s, marketingOptIn=%s}" % (
        ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999), ri(1, 10), e,
        ch(["en", "de", "fr"]), ch(["true", "false"]))


EMAIL_T = [E_json_user, E_csv, E_csv_semicolon, E_log_reset, E_mailto_html, E_mailto_md, E_from_header,
           E_git_author, E_git_config, E_signed_off, E_sql_insert, E_psql_result, E_pg_unique, E_smtp_exc,
           E_slack, E_ticket, E_curl, E_yaml_alerts, E_env, E_tsv, E_ci_notify, E_package_json, E_setup_py,
           E_crontab, E_postfix, E_ldif, E_mongo, E_vcard, E_keycloak, E_sendgrid_event, E_django, E_de, E_fr,
           E_es, E_ja, E_pt, E_nl, E_it, E_auth0_log, E_stripe_customer, E_java_tostring]


# =================================================================== PHONE
def Ph_json():
    f, l = person()
    p = phone(ch(["e164", "e164", "intl"]))
    return p, jd({"contact": {"name": "%s %s" % (f, l), "phone": p, "verified": ch([True, False])}, "source": "signup"}, ch([None, 2]))


def Ph_csv():
    f, l = person()
    p = phone()
    return p, "id,name,phone,city,opt_in\n%d,%s %s,%s,%s,%s" % (ri(1, 9999), f, l, p if "," not in p else '"%s"' % p,
                                                                ch(["Berlin", "Lyon", "Austin", "Osaka", "Porto", "Leeds"]), ch(["yes", "no"]))


def Ph_twilio():
    p = phone("e164")
    return p, "%s ERROR twilio.rest: Unable to create record: Message %s to %s failed: 30003 Unreachable destination handset (status=undelivered, segments=1)" % (
        iso(), "SM" + rs(HEXL, 32), p)


def Ph_sql():
    f, l = person()
    p = phone()
    return p, "INSERT INTO contacts (first_name, last_name, phone_number, created_at) VALUES ('%s', '%s', '%s', '%s');" % (
        f, l.replace("'", "''"), p, iso_s())


def Ph_ticket():
    f, l = person()
    p = phone(ch(["natl", "intl", "extra"]))
    return p, "Ticket %s\nSubject: Refund not received\nCustomer: %s %s\nCallback number: %s\nPreferred time: after 4pm\nNotes: customer called twice, escalate to billing." % (
        ticket_id(), f, l, p)


def Ph_slack():
    p = phone(ch(["natl", "intl", "e164"]))
    return p, ch(["I'm off VPN today, if prod breaks call me at %s",
                  "@here the customer left a voicemail, callback is %s, can someone on EU shift take it?",
                  "pager app is broken on my phone, use %s for the on-call rotation until Friday",
                  "the SMS for 2FA never arrives on %s — is the sender ID blocked in that country?"]) % p


def Ph_vcard():
    f, l = person()
    p = phone(ch(["intl", "e164", "natl"]))
    return p, "BEGIN:VCARD\nVERSION:4.0\nFN:%s %s\nTEL;TYPE=cell:%s\nNOTE:imported from CRM\nEND:VCARD" % (f, l, p)


def Ph_yaml_oncall():
    f, l = person()
    p = phone("e164")
    return p, "oncall:\n  schedule: %s-primary\n  members:\n    - name: %s %s\n      phone: \"%s\"\n      escalate_after: 10m" % (svc(), f, l, p)


def Ph_libphone():
    p = phone(ch(["intl", "e164", "intl_dash"]))
    return p, ">>> import phonenumbers\n>>> n = phonenumbers.parse(\"%s\", None if \"%s\".startswith(\"+\") else \"%s\")\n>>> phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)\n\nwhy does this print a different format than what the UI shows?" % (
        p, p, ch(["DE", "US", "GB", "FR"]))


def Ph_validation_log():
    p = phone()
    return p, "%s DEBUG [%s] form.validate field=phone value=\"%s\" normalized=true result=ok request_id=%s" % (
        iso(), svc(), p, uuid4())


def Ph_de():
    p = phone(ch(["natl", "intl", "extra"]), ch([ph_de_mob, ph_de_land, ph_at, ph_ch]))
    return p, ch(["Hallo, bitte rufen Sie mich unter %s zurück, die Lieferung ist immer noch nicht da." % p,
                  "Rückrufnummer laut Ticket: %s (nur vormittags erreichbar)" % p,
                  "Die SMS mit dem Code kommt auf %s nicht an, Netz ist Vodafone." % p])


def Ph_fr():
    p = phone(ch(["natl", "intl", "extra"]), ch([ph_fr, ph_fr, ph_be, ph_ch]))
    return p, ch(["Bonjour, vous pouvez me joindre au %s pour finaliser la commande." % p,
                  "Mon numéro : %s. Je n'arrive pas à valider le code reçu par SMS." % p])


def Ph_es():
    p = phone(ch(["natl", "intl"]), ch([ph_es, ph_mx, ph_ar, ph_co, ph_cl]))
    return p, ch(["Hola, mi número es %s, ¿me pueden llamar para revisar la factura?" % p,
                  "El cliente dejó el teléfono %s pero la validación del formulario lo rechaza." % p])


def Ph_ja():
    p = phone(ch(["natl", "intl", "extra"]), ph_jp)
    return p, ch(["電話番号: %s\nお問い合わせ内容: 注文が確定されません。" % p,
                  "SMS認証コードが %s に届きません。キャリアはドコモです。" % p])


def Ph_pt():
    p = phone(ch(["natl", "intl", "extra"]), ch([ph_br, ph_br, ph_pt]))
    return p, "Olá, meu celular é %s e o código de verificação não chega. Podem verificar?" % p


def Ph_it():
    p = phone(ch(["natl", "intl"]), ph_it)
    return p, "Buongiorno, il cliente chiede di essere richiamato al %s per il reso." % p


def Ph_pl():
    p = phone(ch(["natl", "intl"]), ph_pl)
    return p, "Dzień dobry, proszę o kontakt pod numerem %s w sprawie zamówienia." % p


def Ph_sip():
    p = phone("e164")
    return p, "-- Executing [%d@from-trunk:1] Dial(\"PJSIP/trunk-%s-%08x\", \"PJSIP/%s@trunk-out,60,tT\") in new stack\n-- Called PJSIP/%s@trunk-out\n-- PJSIP/trunk-out-%08x is ringing" % (
        ri(200, 299), ch(CORPW), ri(0, 2**31), p, p, ri(0, 2**31))


def Ph_otp():
    p = phone(ch(["e164", "intl"]))
    return p, "%s INFO otp.sender provider=%s channel=sms to=%s template=login_code ttl=300s attempt=%d" % (
        iso(), ch(["messagebird", "twilio", "vonage", "sinch", "plivo"]), p, ri(1, 3))


def Ph_whatsapp():
    p = phone("digits")
    return p, jd({"messaging_product": "whatsapp", "recipient_type": "individual", "to": p, "type": "template",
                  "template": {"name": "order_shipped", "language": {"code": ch(["en_US", "de", "pt_BR", "es"])}}}, 2)


def Ph_tsv():
    f, l = person()
    p = phone()
    return p, "Name\tCompany\tPhone\tRegion\tOwner\n%s %s\t%s\t%s\t%s\t%s" % (
        f, l, ch(CORPW).capitalize() + " " + ch(["GmbH", "Ltd", "SAS", "S.L.", "Inc.", "K.K."]), p,
        ch(["EMEA", "APAC", "NA", "LATAM"]), ch(["sales-1", "sales-2"]))


def Ph_stack():
    p = phone(ch(["natl", "intl"]))
    return p, "Traceback (most recent call last):\n  File \"/srv/app/contacts/views.py\", line %d, in post\n    contact.phone = normalize_phone(form.cleaned_data[\"phone\"])\n  File \"/srv/app/contacts/utils.py\", line %d, in normalize_phone\n    raise ValueError(f\"missing region for {raw!r}\")\nValueError: missing region for '%s'" % (
        ri(20, 200), ri(5, 60), p)


def Ph_form_body():
    p = phone("e164")
    return p, "POST /api/contact HTTP/1.1\nHost: www.%s\nContent-Type: application/json\nContent-Length: %d\n\n{\"name\":\"%s\",\"phone\":\"%s\",\"message\":\"please call back\"}" % (
        svc_domain(), ri(60, 120), " ".join(person()), p)


def Ph_crm():
    f, l = person()
    p = phone()
    return p, "Lead Id | Full Name | Mobile | Stage\n--------+-----------+--------+------\n%s | %s %s | %s | %s" % (
        "00Q" + rs(ALNUM, 15), f, l, p, ch(["Qualified", "Contacted", "New"]))


def Ph_2fa():
    p = phone(ch(["e164", "intl"]))
    return p, "%s AUDIT user_id=%d action=mfa.phone.updated new_value=%s actor=self ip_country=%s" % (
        iso(), ri(1000, 9999999), p, ch(["DE", "US", "IN", "BR"]))


def Ph_firebase():
    p = phone("e164")
    return p, "curl -s -X POST 'https://identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=$API_KEY' \\\n  -H 'Content-Type: application/json' \\\n  --data '{\"phoneNumber\":\"%s\",\"recaptchaToken\":\"$RECAPTCHA\"}'\n\n{ \"error\": { \"code\": 400, \"message\": \"TOO_MANY_ATTEMPTS_TRY_LATER\" } }" % p


def Ph_tel_link():
    p = phone("e164")
    shown = ch([p, "our hotline", "Support"])
    return p, '<a class="btn-call" href="tel:%s">Call %s</a>' % (p, shown)


def Ph_pbx_csv():
    p = phone(ch(["e164", "digits"]))
    return p, "calldate,src,dst,duration,disposition\n%s,%s,%d,%d,%s" % (
        iso_s(), p, ri(200, 299), ri(0, 1800), ch(["ANSWERED", "NO ANSWER", "BUSY"]))


def Ph_logcat():
    p = phone(ch(["e164", "natl"]))
    return p, "%02d-%02d %02d:%02d:%02d.%03d  %d  %d D SmsRetriever: received OTP for %s, auto-filling code field" % (
        ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999), ri(1000, 30000), ri(1000, 30000), p)


def Ph_signature():
    f, l = person()
    p = phone(ch(["intl", "extra", "natl"]))
    return p, "Thanks, that fixed it!\n\n--\n%s %s\n%s | %s\nMobile: %s" % (
        f, l, ch(["Senior Backend Engineer", "IT Manager", "Data Analyst"]), ch(CORPW).capitalize(), p)


def Ph_salesforce():
    p = phone(ch(["e164", "intl"]))
    return p, "sfdx force:data:soql:query -q \"SELECT Id, Name, MobilePhone FROM Contact WHERE MobilePhone = '%s'\"\nID                  NAME          MOBILEPHONE\n%s  %s  %s" % (
        p, "003" + rs(ALNUM, 15), " ".join(person()), p)


PHONE_T = [Ph_json, Ph_csv, Ph_twilio, Ph_sql, Ph_ticket, Ph_slack, Ph_vcard, Ph_yaml_oncall, Ph_libphone,
           Ph_validation_log, Ph_de, Ph_fr, Ph_es, Ph_ja, Ph_pt, Ph_it, Ph_pl, Ph_sip, Ph_otp, Ph_whatsapp,
           Ph_tsv, Ph_stack, Ph_form_body, Ph_crm, Ph_2fa, Ph_firebase, Ph_tel_link, Ph_pbx_csv, Ph_logcat,
           Ph_signature, Ph_salesforce]


# =================================================================== CREDIT CARD
def C_gateway_log():
    net, num, v = card()
    return v, "%s ERROR [%s] charge failed card=%s exp=%s amount=%s %s decline_code=%s attempt=%d" % (
        iso(), svc(), v, expiry(), amount(), ch(CURR), ch(["insufficient_funds", "do_not_honor", "expired_card", "generic_decline"]), ri(1, 3))


def C_json_payload():
    net, num, v = card(ch(["plain", "plain", "space"]))
    return v, jd({"amount": ri(100, 99999), "currency": ch(CURR).lower(),
                  "payment_method": {"type": "card", "card": {"number": v, "exp_month": ri(1, 12), "exp_year": ri(2025, 2031), "cvc": cvv(net)}}}, ch([None, 2]))


def C_fixture_py():
    net, num, v = card("plain")
    return v, "# tests/test_checkout.py\nVALID_CARD = {\n    \"number\": \"%s\",  # %s\n    \"exp\": \"%s\",\n    \"cvc\": \"%s\",\n}\n\ndef test_checkout_happy_path(client):\n    resp = client.post(\"/checkout\", json={\"card\": VALID_CARD, \"sku\": \"SKU-%d\"})\n    assert resp.status_code == 201" % (
        v, net, expiry(), cvv(net), ri(1000, 9999))


def C_git_diff():
    net, num, v = card(ch(["plain", "space"]))
    return v, "diff --git a/fixtures/payments.yml b/fixtures/payments.yml\nindex %s..%s 100644\n--- a/fixtures/payments.yml\n+++ b/fixtures/payments.yml\n@@ -12,6 +12,9 @@ customers:\n   plan: pro\n+  default_card:\n+    pan: \"%s\"\n+    brand: %s\n" % (
        rs(HEXL, 7), rs(HEXL, 7), v, net.lower().replace(" ", "_"))


def C_sql():
    net, num, v = card("plain")
    return v, "INSERT INTO payment_methods (customer_id, card_number, card_brand, exp_month, exp_year) VALUES (%d, '%s', '%s', %d, %d);" % (
        ri(1, 99999), v, net, ri(1, 12), ri(2025, 2031))


def C_csv():
    f, l = person()
    net, num, v = card()
    return v, "txn_id,date,cardholder,card_number,amount,currency,status\n%s,%s,%s %s,%s,%s,%s,%s" % (
        "T" + rs(DIG, 9), dateonly(), f, l, v, amount(), ch(CURR), ch(["captured", "refunded", "chargeback"]))


def C_slack():
    net, num, v = card()
    return v, ch(["customer says card %s was charged twice on the 3rd, can someone from payments look?",
                  "urgent: merchant pasted the full card %s into the support chat, how do we purge it from the transcript?",
                  "the retry job keeps hitting %s even though the customer removed it, bug in the vault sync?"]) % v


def C_ticket():
    f, l = person()
    net, num, v = card()
    return v, "Ticket %s - Duplicate charge\nCustomer: %s %s\nCard used: %s (%s), exp %s\nAmount: %s %s\nAction requested: refund one of the two captures." % (
        ticket_id(), f, l, v, net, expiry(), amount(), ch(CURR))


def C_exception():
    net, num, v = card("plain")
    co = ch(CORPW)
    return v, "com.%s.payments.CardDeclinedException: Issuer declined card %s (response code 05)\n\tat com.%s.payments.Authorizer.authorize(Authorizer.java:%d)\n\tat com.%s.payments.CheckoutService.pay(CheckoutService.java:%d)" % (
        co, v, co, ri(40, 400), co, ri(40, 400))


def C_curl():
    net, num, v = card("plain")
    return v, "curl https://api.%s/v1/tokens \\\n  -u \"$PSP_KEY:\" \\\n  -d \"card[number]=%s\" \\\n  -d \"card[exp_month]=%d\" \\\n  -d \"card[exp_year]=%d\" \\\n  -d \"card[cvc]=%s\"" % (
        svc_domain(), v, ri(1, 12), ri(2025, 2031), cvv(net))


def C_yaml():
    net, num, v = card(ch(["plain", "space"]))
    return v, "seed:\n  cards:\n    - holder: \"%s\"\n      number: \"%s\"\n      expiry: \"%s\"\n      network: %s" % (
        " ".join(person()), v, expiry(), net)


def C_tsv():
    net, num, v = card()
    return v, "Date\tMerchant\tCard\tAmount\tDispute reason\n%s\t%s\t%s\t%s\t%s" % (
        dateonly(), ch(CORPW).capitalize() + " Store", v, amount(), ch(["not recognized", "duplicate", "goods not received"]))


def C_form_body():
    net, num, v = card("plain")
    return v, "POST /checkout/pay HTTP/1.1\nHost: shop.%s\nContent-Type: application/x-www-form-urlencoded\n\ncc_name=%s&cc_number=%s&cc_exp=%s&cc_cvv=%s&save=1" % (
        svc_domain(), "+".join(person()), v, expiry().replace("/", "%2F"), cvv(net))


def C_pos():
    net, num, v = card()
    return v, "[POS-%02d] %s TXN START\n[POS-%02d] EMV fallback to magstripe\n[POS-%02d] PAN: %s  EXP: %s  SVC: 201\n[POS-%02d] AUTH RESP: 51 INSUFFICIENT FUNDS" % (
        ri(1, 30), iso_s(), ri(1, 30), ri(1, 30), v, expiry().replace("/", ""), ri(1, 30))


def C_de():
    net, num, v = card()
    return v, ch(["Hallo, meine Kreditkarte %s wurde beim Checkout abgelehnt, obwohl genug Guthaben drauf ist." % v,
                  "Kunde meldet: Karte %s wurde zweimal belastet (Bestellung %d)." % (v, ri(100000, 999999))])


def C_fr():
    net, num, v = card()
    return v, "Bonjour, le paiement avec ma carte %s échoue systématiquement avec l'erreur 3DS." % v


def C_es():
    net, num, v = card()
    return v, "Hola, intenté pagar con la tarjeta %s y me cobraron dos veces. ¿Pueden revisarlo?" % v


def C_pt():
    net, num, v = card()
    return v, "Bom dia, o cartão %s foi recusado na assinatura anual, mas o banco diz que está tudo certo." % v


def C_it():
    net, num, v = card()
    return v, "Salve, la carta %s risulta addebitata ma l'ordine è ancora in stato 'in attesa'." % v


def C_ja():
    net, num, v = card()
    return v, "カード番号 %s で決済しようとするとエラーコード E402 が表示されます。" % v


def C_kafka():
    net, num, v = card("plain")
    return v, "$ kafka-console-consumer --bootstrap-server kafka:9092 --topic payments.raw --from-beginning --max-messages 1\n{\"event\":\"card_added\",\"account\":%d,\"pan\":\"%s\",\"exp\":\"%s\",\"ts\":%d}\nProcessed a total of 1 messages" % (
        ri(1000, 99999), v, expiry(), epoch_ms())


def C_redis():
    net, num, v = card("plain")
    return v, "%d.%06d [0 %s:%d] \"SET\" \"checkout:session:%s\" \"{\\\"pan\\\":\\\"%s\\\",\\\"exp\\\":\\\"%s\\\"}\" \"EX\" \"900\"" % (
        epoch_s(), ri(0, 999999), "app-server", ri(30000, 60000), rs(HEXL, 16), v, expiry())


def C_pyrepr():
    net, num, v = card(ch(["plain", "space"]))
    return v, "(Pdb) p payload\n{'amount': %d, 'currency': '%s', 'source': {'object': 'card', 'number': '%s', 'exp': '%s'}, 'capture': True}" % (
        ri(100, 99999), ch(CURR).lower(), v, expiry())


def C_java_tostring():
    net, num, v = card("plain")
    return v, "DEBUG PaymentClient - Sending PaymentRequest{merchantRef='ORD-%d', cardNumber='%s', expiry='%s', amount=%s, currency=%s}" % (
        ri(10000, 99999), v, expiry(), amount(), ch(CURR))


def C_es_doc():
    net, num, v = card("plain")
    return v, "GET /orders-2024.%02d/_search?q=status:failed\n{\n  \"_index\": \"orders-2024.%02d\",\n  \"_id\": \"%s\",\n  \"_source\": {\n    \"order_id\": %d,\n    \"payment\": { \"card_number\": \"%s\", \"brand\": \"%s\" }\n  }\n}" % (
        ri(1, 12), ri(1, 12), rs(B64URL, 20), ri(100000, 999999), v, net)


def C_php():
    net, num, v = card("plain")
    return v, "array(3) {\n  [\"card_number\"]=>\n  string(%d) \"%s\"\n  [\"card_exp\"]=>\n  string(5) \"%s\"\n  [\"amount\"]=>\n  float(%s)\n}" % (
        len(v), v, expiry(), amount())


def C_cypress():
    net, num, v = card(ch(["plain", "space"]))
    return v, "it('pays with a saved card', () => {\n  cy.visit('/checkout')\n  cy.get('[data-cy=card-number]').type('%s')\n  cy.get('[data-cy=card-expiry]').type('%s')\n  cy.get('[data-cy=pay]').click()\n})" % (
        v, expiry())


def C_email_fwd():
    net, num, v = card()
    return v, "---------- Forwarded message ---------\nSubject: Booking %s\n\nHi, please charge the remaining balance to my card %s, expiry %s, security code %s. Thanks!" % (
        rs(UP + DIG, 6), v, expiry(), cvv(net))


def C_postman():
    net, num, v = card("plain")
    return v, jd({"info": {"name": "Payments sandbox"}, "variable": [{"key": "baseUrl", "value": "https://api." + svc_domain()},
                                                                  {"key": "cardNumber", "value": v}, {"key": "cardExpiry", "value": expiry()}]}, 2)


def C_mongo():
    net, num, v = card(ch(["plain", "dash"]))
    return v, "{ _id: ObjectId('%s'),\n  userId: %d,\n  wallet: [ { type: 'card', number: '%s', brand: '%s', default: true } ] }" % (
        rs(HEXL, 24), ri(1, 999999), v, net)


CARD_T = [C_gateway_log, C_json_payload, C_fixture_py, C_git_diff, C_sql, C_csv, C_slack, C_ticket, C_exception,
          C_curl, C_yaml, C_tsv, C_form_body, C_pos, C_de, C_fr, C_es, C_pt, C_it, C_ja, C_kafka, C_redis,
          C_pyrepr, C_java_tostring, C_es_doc, C_php, C_cypress, C_email_fwd, C_postman, C_mongo]


# =================================================================== SSN
def S_json():
    f, l = person()
    s = ssn(ch(["dash", "dash", "plain"]))
    return s, jd({"applicant": {"first_name": f, "last_name": l, "ssn": s, "dob": "19%02d-%02d-%02d" % (ri(50, 99), ri(1, 12), ri(1, 28))}}, ch([None, 2]))


def S_csv():
    f, l = person()
    s = ssn()
    return s, "employee_id,first_name,last_name,ssn,hire_date,department\nE%05d,%s,%s,%s,%s,%s" % (
        ri(1, 99999), f, l, s, dateonly(), ch(["Engineering", "Sales", "Ops", "Finance"]))


def S_sql():
    f, l = person()
    s = ssn(ch(["dash", "plain"]))
    return s, "INSERT INTO employees (first_name, last_name, ssn, salary) VALUES ('%s', '%s', '%s', %d);" % (
        f, l.replace("'", "''"), s, ri(40, 250) * 1000)


def S_psql():
    f, l = person()
    s = ssn()
    return s, " id  | last_name | ssn         | state\n-----+-----------+-------------+------\n %3d | %s | %s | %s\n(1 row)" % (
        ri(1, 999), l[:9].ljust(9), s.ljust(11), ch(["CA", "TX", "NY", "WA", "FL"]))


def S_hr_ticket():
    f, l = person()
    s = ssn()
    return s, "HR-%d: W-2 shows wrong name\nEmployee: %s %s\nSSN on file: %s\nThe payroll export has the maiden name, please update before the January run." % (
        ri(100, 9999), f, l, s)


def S_slack():
    s = ssn()
    return s, ch(["quick q: the background check API rejects SSN %s with 'invalid format', but it looks fine to me?",
                  "someone pasted %s into #general by mistake, can an admin delete that message?",
                  "payroll import failed on row 214, ssn %s already exists for another employee"]) % s


def S_log():
    s = ssn("plain")
    return s, "%s INFO [kyc-worker] submitted identity check applicant_id=%s ssn=%s provider=%s status=pending" % (
        iso(), uuid4(), s, ch(["socure", "alloy", "persona", "trulioo"]))


def S_form():
    s = ssn()
    return s, "POST /apply/step-2 HTTP/1.1\nHost: apply.%s\nContent-Type: application/x-www-form-urlencoded\n\nfirst_name=%s&last_name=%s&ssn=%s&income=%d" % (
        svc_domain(), ch(FIRST), ch(LAST), s, ri(20, 300) * 1000)


def S_yaml():
    f, l = person()
    s = ssn()
    return s, "test_users:\n  - name: %s %s\n    ssn: \"%s\"\n    state: %s\n    credit_score: %d" % (
        f, l, s, ch(["CA", "TX", "NY", "OH"]), ri(550, 820))


def S_exc():
    s = ssn()
    return s, "ValidationError: [{'loc': ('body', 'ssn'), 'msg': 'SSN %s is already registered to another account', 'type': 'value_error.duplicate'}]" % s


def S_tsv():
    f, l = person()
    s = ssn()
    return s, "Last\tFirst\tSSN\tW4 filed\tState\n%s\t%s\t%s\t%s\t%s" % (l, f, s, ch(["Y", "N"]), ch(["CA", "NJ", "IL", "GA"]))


def S_java():
    s = ssn("plain")
    return s, "WARN  c.a.p.PayrollMapper - Unmapped field in Employee{id=%d, name='%s', ssn='%s', payGrade=%s}" % (
        ri(1, 99999), " ".join(person()), s, ch(["B2", "C1", "A3"]))


def S_pyrepr():
    s = ssn()
    return s, ">>> applicant.__dict__\n{'id': %d, 'first_name': '%s', 'ssn': '%s', 'status': 'review'}" % (ri(1, 9999), ch(FIRST), s)


def S_xml():
    f, l = person()
    s = ssn(ch(["dash", "plain"]))
    return s, "<Employee>\n  <Name>%s %s</Name>\n  <SSN>%s</SSN>\n  <FilingStatus>%s</FilingStatus>\n</Employee>" % (
        f, l, s, ch(["Single", "MarriedJoint", "HeadOfHousehold"]))


def S_w2():
    f, l = person()
    s = ssn()
    return s, "OCR result (page 1):\na Employee's social security number  %s\nb Employer identification number (EIN)  %02d-%07d\ne Employee's first name and initial  %s\n  Last name  %s\n1 Wages, tips, other compensation  %d.%02d" % (
        s, ri(10, 99), ri(0, 9999999), f, l, ri(20000, 200000), ri(0, 99))


def S_edi():
    f, l = person()
    s = ssn("plain")
    return s, "INS*Y*18*021*28*A***FT~\nREF*0F*%s~\nNM1*IL*1*%s*%s****34*%s~\nDMG*D8*19%02d%02d%02d*%s~" % (
        s, asc(l).upper(), asc(f).upper(), s, ri(50, 99), ri(1, 12), ri(1, 28), ch("MF"))


def S_es():
    s = ssn()
    return s, "Hola, al llenar el formulario I-9 puse mi número de seguro social %s pero el sistema dice que no coincide." % s


def S_de():
    s = ssn()
    return s, "Frage zur US-Lohnabrechnung: Die SSN %s des neuen Mitarbeiters wird vom Import als ungültig markiert. Woran liegt das?" % s


def S_fr():
    s = ssn()
    return s, "Notre client américain a envoyé son SSN (%s) par e-mail, faut-il le stocker dans le CRM ?" % s


def S_pt():
    s = ssn()
    return s, "O campo SSN aceita %s no staging mas em produção retorna 400, alguém sabe por quê?" % s


def S_ja():
    s = ssn()
    return s, "米国子会社の社員データ移行で、SSN %s の行だけインポートに失敗します。" % s


def S_curl():
    s = ssn(ch(["dash", "plain"]))
    return s, "curl -X POST https://api.%s/v2/screenings \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"first_name\":\"%s\",\"last_name\":\"%s\",\"ssn\":\"%s\",\"zip\":\"%05d\"}'" % (
        svc_domain(), ch(FIRST), ch(LAST), s, ri(10000, 99950))


def S_salesforce():
    s = ssn()
    return s, "sf data query -q \"SELECT Id, Name, SSN__c FROM Contact WHERE SSN__c = '%s'\"\n Id                 Name           SSN__c\n %s %s %s" % (
        s, "003" + rs(ALNUM, 15), " ".join(person()), s)


def S_excel():
    s = ssn("plain")
    return s, "In Excel, A2 contains %s and =TEXT(A2,\"000-00-0000\") works, but when I export to CSV the leading zeros disappear. How do I keep them?" % s


def S_spaces():
    s = ssn("space")
    return s, "Our redaction regex only matches \\d{3}-\\d{2}-\\d{4}, so this line from the intake PDF slipped through: \"SSN: %s\". How do I make it catch spaces too?" % s


def S_mongo():
    s = ssn()
    return s, "{ \"_id\": ObjectId(\"%s\"), \"borrower\": { \"name\": \"%s\", \"ssn\": \"%s\", \"income\": %d } }" % (
        rs(HEXL, 24), " ".join(person()), s, ri(20, 400) * 1000)


def S_graphql():
    s = ssn()
    return s, "mutation {\n  createApplicant(input: {firstName: \"%s\", lastName: \"%s\", ssn: \"%s\", state: \"%s\"}) {\n    id\n    status\n  }\n}" % (
        ch(FIRST), ch(LAST), s, ch(["CA", "TX", "NY"]))


def S_1099():
    s = ssn()
    return s, "1099-NEC batch %d: recipient TIN %s (SSN) - name control mismatch, IRS notice CP2100 received." % (ri(1, 99), s)


SSN_T = [S_json, S_csv, S_sql, S_psql, S_hr_ticket, S_slack, S_log, S_form, S_yaml, S_exc, S_tsv, S_java, S_pyrepr,
         S_xml, S_w2, S_edi, S_es, S_de, S_fr, S_pt, S_ja, S_curl, S_salesforce, S_excel, S_spaces, S_mongo,
         S_graphql, S_1099]


# =================================================================== IBAN
def I_sepa_json():
    f, l = person()
    cc = ch(IBAN_COMMON)
    v = iban(cc, ch(["elec", "elec", "print"]))
    return v, jd({"payment_id": uuid4(), "amount": {"value": amount(), "currency": "EUR"},
                  "creditor": {"name": "%s %s" % (f, l), "iban": v, "bic": bic_for(cc)},
                  "remittance": "Invoice %d" % ri(10000, 99999)}, ch([None, 2]))


def I_pain001():
    f, l = person()
    cc = ch(IBAN_COMMON)
    v = iban(cc, "elec")
    return v, "<CdtTrfTxInf>\n  <PmtId><EndToEndId>E2E-%s</EndToEndId></PmtId>\n  <Amt><InstdAmt Ccy=\"EUR\">%s</InstdAmt></Amt>\n  <CdtrAgt><FinInstnId><BICFI>%s</BICFI></FinInstnId></CdtrAgt>\n  <Cdtr><Nm>%s %s</Nm></Cdtr>\n  <CdtrAcct><Id><IBAN>%s</IBAN></Id></CdtrAcct>\n</CdtTrfTxInf>" % (
        rs(UP + DIG, 12), amount(), bic_for(cc), asc(f), asc(l), v)


def I_csv():
    f, l = person()
    v = iban()
    return v, "vendor_id,name,iban,currency,payment_terms\nV-%04d,%s %s,%s,EUR,net30" % (ri(1, 9999), f, l, v)


def I_curl():
    v = iban(style=ch(["elec", "elec", "lower"]))
    return v, "curl -X POST https://api.%s/v2/mandates \\\n  -H \"Authorization: Bearer $PSP_TOKEN\" \\\n  -d consumerName=\"%s\" \\\n  -d consumerAccount=%s \\\n  -d method=directdebit" % (
        svc_domain(), " ".join(person()), v)


def I_log():
    v = iban(style=ch(["elec", "lower"]))
    return v, "%s INFO [sepa] mandate created mandate_ref=MD-%s debtor_iban=%s scheme=CORE seq=FRST" % (
        iso(), rs(UP + DIG, 10), v)


def I_reject():
    v = iban(style="elec")
    return v, "%s WARN [payouts] bank returned R-transaction for payout po_%s: reason=AC04 (account closed) iban=%s amount=%s EUR" % (
        iso(), rs(ALNUM, 14), v, amount())


def I_invoice_de():
    v = iban("DE", ch(["print", "print", "elec"]))
    return v, "Bitte überweisen Sie den Rechnungsbetrag von %s EUR innerhalb von 14 Tagen auf folgendes Konto:\nKontoinhaber: %s %s\nIBAN: %s\nBIC: %s\nVerwendungszweck: RE-%d" % (
        amount(), ch(FIRST), ch(LAST), v, bic_for("DE"), ri(10000, 99999))


def I_fr():
    v = iban(ch(["FR", "FR", "MC", "BE", "LU"]), ch(["print", "elec"]))
    return v, "Bonjour, voici mon RIB pour le remboursement :\nTitulaire : %s %s\nIBAN : %s\nMerci de confirmer la réception." % (
        ch(FIRST), ch(LAST), v)


def I_es():
    v = iban("ES", ch(["print", "elec"]))
    return v, "Hola, ¿pueden devolverme el importe a esta cuenta? IBAN %s, titular %s %s." % (v, ch(FIRST), ch(LAST))


def I_nl():
    v = iban(ch(["NL", "NL", "BE"]), ch(["print", "elec"]))
    return v, "Hoi, mijn rekeningnummer is gewijzigd. Nieuw IBAN: %s. Kunnen jullie dat aanpassen voor de volgende incasso?" % v


def I_it():
    v = iban(ch(["IT", "IT", "SM"]), ch(["print", "elec"]))
    return v, "Buongiorno, per il rimborso potete usare l'IBAN %s intestato a %s %s." % (v, ch(FIRST), ch(LAST))


def I_pt():
    v = iban("PT", ch(["print", "elec"]))
    return v, "Olá, o reembolso pode ser feito para o IBAN %s. Obrigado!" % v


def I_pl():
    v = iban("PL", ch(["print", "elec"]))
    return v, "Dzień dobry, proszę o zwrot na rachunek %s (mBank)." % v


def I_sql():
    v = iban()
    return v, "INSERT INTO bank_accounts (owner_id, iban, currency, verified) VALUES (%d, '%s', 'EUR', %s);" % (
        ri(1, 99999), v, ch(["true", "false"]))


def I_yaml():
    cc = ch(IBAN_COMMON)
    v = iban(cc, ch(["elec", "print"]))
    return v, "payouts:\n  schedule: weekly\n  account:\n    holder: \"%s %s\"\n    iban: \"%s\"\n    bic: %s" % (
        ch(FIRST), ch(LAST), v, bic_for(cc))


def I_tsv():
    v = iban()
    return v, "Date\tCounterparty\tIBAN\tAmount\tReference\n%s\t%s %s\t%s\t-%s\tSalary %s" % (
        dateonly(), ch(FIRST), ch(LAST), v, amount(), ch(["Jan", "Feb", "Mar", "Apr"]))


def I_slack():
    v = iban()
    return v, ch(["finance: the supplier changed their bank details to %s — can someone verify by phone before we pay?",
                  "refund for order %d should go to %s, customer sent it via chat" % (ri(100000, 999999), "%s"),
                  "why does our validator accept %s but the bank API says invalid creditor account?"]) % v


def I_ticket():
    v = iban()
    return v, "%s: SEPA payout failed\nMerchant: %s\nPayout account: %s\nError: AM05 duplication\nPlease re-trigger after confirming with the bank." % (
        ticket_id(), ch(CORPW).capitalize() + " GmbH", v)


def I_pyfixture():
    v = iban(style="elec")
    return v, "@pytest.fixture\ndef creditor():\n    return Creditor(\n        name=\"%s %s\",\n        iban=\"%s\",\n    )" % (ch(FIRST), ch(LAST), v)


def I_java():
    v = iban(style="elec")
    return v, "ERROR o.a.p.SepaExporter - Export failed for BankAccount{holder='%s', iban='%s', currency=EUR}: java.lang.IllegalStateException: missing BIC" % (
        " ".join(person()), v)


def I_mt940():
    v = iban(style="elec")
    return v, ":20:STMT%s\n:25:%s\n:28C:%05d/1\n:60F:C%sEUR%s\n:61:%sD%sNTRFNONREF\n:86:SEPA-Ueberweisung Miete\n:62F:C%sEUR%s" % (
        rs(DIG, 6), v, ri(1, 99999), rdt().strftime("%y%m%d"), amount().replace(".", ","), rdt().strftime("%y%m%d"),
        amount().replace(".", ","), rdt().strftime("%y%m%d"), amount().replace(".", ","))


def I_camt():
    v = iban(style="elec")
    return v, "<Ntry>\n  <Amt Ccy=\"EUR\">%s</Amt>\n  <CdtDbtInd>CRDT</CdtDbtInd>\n  <NtryDtls><TxDtls>\n    <RltdPties><DbtrAcct><Id><IBAN>%s</IBAN></Id></DbtrAcct></RltdPties>\n  </TxDtls></NtryDtls>\n</Ntry>" % (amount(), v)


def I_diff():
    v = iban(style="elec")
    return v, "--- a/config/payouts.json\n+++ b/config/payouts.json\n@@ -3,7 +3,7 @@\n   \"merchant\": \"%s\",\n-  \"iban\": \"\",\n+  \"iban\": \"%s\",\n   \"schedule\": \"daily\"" % (
        ch(CORPW), v)


def I_graphql():
    v = iban(style=ch(["elec", "print"]))
    return v, "{\n  \"query\": \"mutation AddRecipient($input: RecipientInput!) { addRecipient(input: $input) { id } }\",\n  \"variables\": { \"input\": { \"name\": \"%s\", \"iban\": \"%s\", \"country\": \"%s\" } }\n}" % (
        " ".join(person()), v, v[:2].upper())


def I_wise():
    cc = ch(IBAN_COMMON)
    v = iban(cc, "elec")
    return v, jd({"currency": "EUR", "type": "iban", "profile": ri(10000000, 99999999), "accountHolderName": " ".join(person()),
                  "details": {"legalType": "PRIVATE", "iban": v}}, 2)


def I_email():
    v = iban(style=ch(["print", "print", "elec"]))
    return v, "Hi accounts team,\n\nplease note our new bank details effective %s:\n\nAccount name: %s Ltd\nIBAN: %s\n\nKind regards,\n%s" % (
        dateonly(), ch(CORPW).capitalize(), v, ch(FIRST))


def I_kafka():
    v = iban(style="elec")
    return v, "offset=%d key=%s value={\"type\":\"DirectDebitRequested\",\"iban\":\"%s\",\"amount\":%d,\"currency\":\"EUR\"}" % (
        ri(1000, 9999999), uuid4(), v, ri(100, 99999))


def I_form():
    v = iban(style=ch(["elec", "lower"]))
    return v, "POST /settings/bank HTTP/1.1\nHost: app.%s\nContent-Type: application/x-www-form-urlencoded\n\naccount_holder=%s&iban=%s&confirm=1" % (
        svc_domain(), "+".join(person()), v)


def I_ja():
    v = iban(style=ch(["print", "elec"]))
    return v, "ドイツの取引先の口座 %s への送金がエラーになります。原因は何でしょうか？" % v


def I_de_chat():
    v = iban(style=ch(["print", "elec", "lowerprint"]))
    return v, "Kurze Frage: Unser IBAN-Check lehnt %s ab, die Bank sagt aber, die Nummer stimmt. Ist unsere Prüfziffer-Logik falsch?" % v


IBAN_T = [I_sepa_json, I_pain001, I_csv, I_curl, I_log, I_reject, I_invoice_de, I_fr, I_es, I_nl, I_it, I_pt, I_pl,
          I_sql, I_yaml, I_tsv, I_slack, I_ticket, I_pyfixture, I_java, I_mt940, I_camt, I_diff, I_graphql, I_wise,
          I_email, I_kafka, I_form, I_ja, I_de_chat]


# =================================================================== IP
def IP_nginx():
    ip = ip_any()
    return ip, '%s - - [%s] "%s %s HTTP/1.1" %d %d "-" "%s"' % (
        ip, clf(), ch(METHODS), ch(PATHS), ch(STATUS), ri(0, 90000), ch(UAS))


def IP_apache_err():
    ip = ip_any()
    return ip, "[%s] [core:error] [pid %d:tid %d] [client %s:%d] AH00126: Invalid URI in request %s %s HTTP/1.1" % (
        rdt().strftime("%a %b %d %H:%M:%S.%f %Y"), ri(1000, 60000), ri(10 ** 14, 10 ** 15), ip, ri(1024, 65535),
        ch(["GET", "POST"]), ch(["/cgi-bin/.%2e/.%2e/bin/sh", "/../../etc/passwd", "/%%32%65%%32%65/"]))


def IP_sshd():
    ip = ip_any(v6=False)
    return ip, "%s bastion sshd[%d]: Failed password for %s from %s port %d ssh2" % (
        syslog_ts(), ri(1000, 60000), ch(["root", "invalid user admin", "invalid user oracle", "ubuntu", "invalid user test"]), ip, ri(1024, 65535))


def IP_fail2ban():
    ip = ip_any(v6=False)
    return ip, "%s,%03d fail2ban.actions        [%d]: NOTICE  [%s] Ban %s" % (
        iso_s(), ri(0, 999), ri(100, 9999), ch(["sshd", "nginx-botsearch", "postfix-sasl", "recidive"]), ip)


def IP_curl_refused():
    ip = ch([ipv4_public(), ipv4_private()])
    port = ch([8443, 8080, 9200, 5432, 6443, 3000, 443])
    return ip, "$ curl -v https://%s:%d/health\n*   Trying %s:%d...\n* connect to %s port %d failed: Connection refused\ncurl: (7) Failed to connect to %s port %d after %d ms: Couldn't connect to server" % (
        ip, port, ip, port, ip, port, ip, port, ri(1, 3000))


def IP_slack_url():
    ip = ch([ipv4_public(), ipv4_private(), ipv6_global()])
    return ip, ch(["is http://%s:%d/ the right staging URL? I get a 502 from there since the deploy",
                   "grafana is reachable at http://%s:%d/d/api-latency for now, DNS will follow",
                   "can someone whitelist http://%s:%d in the CORS config?"]) % (url_host(ip), ch([3000, 8080, 8000, 5601, 9090]))


def IP_xff():
    ip = ipv4_public()
    if chance(0.5):
        return ip, "GET %s HTTP/1.1\nHost: api.%s\nX-Forwarded-For: %s\nX-Forwarded-Proto: https\nX-Request-Id: %s" % (
            ch(PATHS), svc_domain(), ip, uuid4())
    return ip, "X-Real-IP: %s\nX-Forwarded-For: %s\nX-Forwarded-Host: shop.%s\nVia: 1.1 varnish" % (ip, ip, svc_domain())


def IP_xff_list():
    ip = ipv4_public()
    return ip, "request headers:\n  x-forwarded-for: %s, %s\n  x-envoy-external-address: %s\n  user-agent: %s" % (
        ip, ipv4_private(), ip, ch(UAS))


def IP_ss():
    ip = ch([ipv4_public(), ipv4_private()])
    return ip, "$ ss -tnpr state established '( sport = :5432 )'\nRecv-Q Send-Q  Local Address:Port   Peer Address:Port  Process\n0      0       db-primary:postgresql  %s:%d  users:((\"postgres\",pid=%d,fd=11))" % (
        ip, ri(30000, 65000), ri(1000, 60000))


def IP_netstat():
    ip = ipv4_public()
    return ip, "$ netstat -tp | grep ESTABLISHED | head -1\ntcp        0    %d web-01:https            %s:%d      ESTABLISHED %d/nginx: worker" % (
        ri(0, 500), ip, ri(30000, 65000), ri(1000, 60000))


def IP_prose():
    ip = ip_any()
    return ip, ch(["The server at %s keeps dropping connections after about 60 seconds, is that a load balancer idle timeout?",
                   "Why can't I ping %s from inside the container although the host can?",
                   "Our monitoring says %s has been scanning port 22 on every box since last night.",
                   "after the migration the app still resolves to %s, do I need to flush some cache?"]) % ip


def IP_json_log():
    ip = ip_any()
    return ip, jd({"ts": iso(), "level": ch(["info", "warn"]), "msg": "request completed", "remote_addr": ip,
                   "method": ch(METHODS), "path": ch(PATHS), "status": ch(STATUS), "duration_ms": round(R.random() * 900, 2)})


def IP_kubectl():
    ip = "10.%d.%d.%d" % (ri(0, 255), ri(0, 255), ri(2, 254))
    p = pod()
    return ip, "$ kubectl get pods -o wide -l app=%s\nNAME                              READY   STATUS             RESTARTS   AGE   IP            NODE\n%s   0/1     CrashLoopBackOff   %d         %dm   %s   ip-node-%s.eu-central-1.compute.internal" % (
        p.split("-")[0], p, ri(3, 40), ri(2, 59), ip, rs(DIG, 3))


def IP_docker_inspect():
    ip = "172.%d.0.%d" % (ri(17, 30), ri(2, 30))
    return ip, "$ docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' %s\n%s\n\nbut the other container can't reach it on that address, why?" % (ch(["redis", "api", "postgres", "web"]), ip)


def IP_hosts():
    ip = ch([ipv4_private(), ipv4_public()])
    h = ch(["db01", "ldap", "git", "jenkins", "vault", "nas"])
    return ip, "# /etc/hosts (added by ansible)\n%s   %s.%s.lan %s" % (ip, h, ch(CORPW), h)


def IP_ping():
    ip = ipv4_public()
    h = "api." + svc_domain()
    return ip, "$ ping -c 2 %s\nPING %s (%s) 56(84) bytes of data.\n64 bytes from %s: icmp_seq=1 ttl=%d time=%.1f ms\n64 bytes from %s: icmp_seq=2 ttl=%d time=%.1f ms" % (
        h, h, ip, ip, ri(40, 64), R.random() * 90, ip, ri(40, 64), R.random() * 90)


def IP_dig():
    ip = ipv4_public()
    d = svc_domain()
    return ip, ";; ANSWER SECTION:\n%s.\t%d\tIN\tA\t%s\n\n;; Query time: %d msec\n;; WHEN: %s" % (
        ch(["api.", "www.", "cdn.", ""]) + d, ch([60, 300, 3600]), ip, ri(1, 90), rdt().strftime("%a %b %d %H:%M:%S UTC %Y"))


def IP_dig6():
    ip = ipv6_global()
    d = svc_domain()
    return ip, "$ dig +short AAAA %s\n%s" % (d, ip)


def IP_sg():
    ip = ipv4_public()
    return ip, "aws ec2 authorize-security-group-ingress --group-id sg-%s --protocol tcp --port 22 --cidr %s/32" % (rs(HEXL, 17), ip)


def IP_redis():
    ip = ipv4_private()
    return ip, "$ redis-cli -h %s -p 6379 ping\nCould not connect to Redis at %s:6379: Connection timed out" % (ip, ip)


def IP_pglog():
    ip = ip_any()
    return ip, "%s UTC [%d] LOG:  connection received: host=%s port=%d\n%s UTC [%d] FATAL:  no pg_hba.conf entry for host \"%s\", user \"app\", database \"orders\", SSL off" % (
        iso_s(), ri(1000, 90000), ip, ri(30000, 65000), iso_s(), ri(1000, 90000), ip)


def IP_mysql():
    ip = ch([ipv4_public(), ipv4_private()])
    return ip, "ERROR 1045 (28000): Access denied for user 'app_rw'@'%s' (using password: YES)" % ip


def IP_django():
    ip = ch([ipv4_public(), ipv4_private()])
    return ip, "django.core.exceptions.DisallowedHost: Invalid HTTP_HOST header: '%s:8000'. You may need to add '%s' to ALLOWED_HOSTS." % (ip, ip)


def IP_winevent():
    ip = ipv4_public()
    return ip, "An account failed to log on.\n\nLogon Type:\t\t\t3\nAccount Name:\t\tAdministrator\nFailure Reason:\t\tUnknown user name or bad password.\nWorkstation Name:\t-\nSource Network Address:\t%s\nSource Port:\t\t%d" % (ip, ri(1024, 65535))


def IP_haproxy():
    ip = ip_any(v6=False)
    return ip, "%s lb01 haproxy[%d]: %s:%d [%s] fe_https~ be_api/api%d 0/0/%d/%d/%d %d %d - - ---- %d/%d/%d/%d/0 0/0 \"%s %s HTTP/2.0\"" % (
        syslog_ts(), ri(1000, 9999), ip, ri(1024, 65535), clf().replace(" +0000", ".%03d" % ri(0, 999)), ri(1, 4),
        ri(0, 3), ri(1, 400), ri(1, 500), ch(STATUS), ri(100, 90000), ri(1, 500), ri(1, 500), ri(0, 50), ri(0, 50), ch(METHODS), ch(PATHS))


def IP_ipaddr6():
    ip = ipv6_global()
    return ip, "2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000\n    inet6 %s/64 scope global dynamic mngtmpaddr\n       valid_lft %dsec preferred_lft %dsec" % (ip, ri(1000, 86400), ri(100, 14400))


def IP_ipaddr4():
    ip = ipv4_private()
    return ip, "$ ip -4 addr show ens5\n2: ens5: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9001 qdisc mq state UP group default qlen 1000\n    inet %s/%d metric 100 scope global dynamic ens5\n       valid_lft 3368sec preferred_lft 3368sec" % (ip, ch([16, 20, 24]))


def IP_mapped():
    ip = "::ffff:" + ipv4_public()
    return ip, "[%s] %s req.socket.remoteAddress=%s path=%s rate-limited (%d req/min)" % (
        iso(), ch(["warn", "info"]), ip, ch(PATHS), ri(120, 2000))


def IP_linklocal():
    ip = ipv6_linklocal()
    return ip, "Neighbor %s is reachable via eth0, state REACHABLE\nwhy does ping6 to %s%%eth0 work but without the zone id it fails?" % (ip, ip)


def IP_v6_full():
    ip = ipv6_global("full")
    return ip, "Windows event 5156: The Windows Filtering Platform has permitted a connection.\nDirection: Inbound\nSource Address: %s\nSource Port: %d\nProtocol: 6" % (ip, ri(1024, 65535))


def IP_v6_url():
    ip = ipv6_global()
    return ip, "curl -g -6 'http://[%s]:%d/api/status' returns 'no route to host' from the CI runner, any idea?" % (ip, ch([8080, 80, 9000, 3000]))


def IP_nmap():
    ip = ch([ipv4_public(), ipv4_private()])
    return ip, "Nmap scan report for %s\nHost is up (0.%03ds latency).\nPORT     STATE  SERVICE\n22/tcp   open   ssh\n443/tcp  open   https\n%d/tcp closed unknown" % (ip, ri(1, 999), ri(1000, 9999))


def IP_wireguard():
    ip = ipv4_public()
    return ip, "[Peer]\nPublicKey = %s=\nAllowedIPs = 10.%d.0.0/16\nEndpoint = %s:51820\nPersistentKeepalive = 25" % (rs(B64, 43), ri(0, 255), ip)


def IP_knownhosts():
    ip = ip_any()
    return ip, "Warning: Permanently added '%s' (ED25519) to the list of known hosts.\nPermission denied (publickey)." % ip


def IP_nginx_err():
    ip = ip_any()
    return ip, "%s [error] %d#%d: *%d upstream timed out (110: Connection timed out) while reading response header from upstream, client: %s, server: api.%s, request: \"%s %s HTTP/1.1\"" % (
        rdt().strftime("%Y/%m/%d %H:%M:%S"), ri(1, 99), ri(0, 9), ri(1, 999999), ip, svc_domain(), ch(METHODS), ch(PATHS))


def IP_cf():
    ip = ip_any()
    return ip, "cf-connecting-ip: %s\ncf-ipcountry: %s\ncf-ray: %s-%s" % (ip, ch(["DE", "US", "BR", "IN", "NL"]), rs(HEXL, 16), ch(["FRA", "AMS", "IAD", "GRU", "BOM"]))


def IP_sql_audit():
    ip = ip_any()
    return ip, "SELECT user_id, login_ip, created_at FROM login_audit WHERE success = false ORDER BY created_at DESC LIMIT 1;\n user_id | login_ip        | created_at\n---------+-----------------+----------------------------\n %7d | %s | %s" % (
        ri(1, 999999), ip.ljust(15), iso_s())


def IP_csv_sessions():
    ip = ip_any()
    return ip, "session_id,user_id,ip,country,started_at\n%s,%d,%s,%s,%s" % (uuid4(), ri(1, 99999), ip, ch(["DE", "US", "FR", "JP"]), iso())


def IP_de():
    ip = ip_any()
    return ip, "Unser Server unter %s ist seit heute Morgen nicht mehr erreichbar, Port 443 läuft in einen Timeout." % ip


def IP_es():
    ip = ip_any()
    return ip, "¿Por qué el firewall bloquea las peticiones desde %s si está en la lista blanca?" % ip


def IP_fr():
    ip = ip_any()
    return ip, "Bonjour, depuis hier l'adresse %s envoie des milliers de requêtes sur /login, comment la bannir avec nginx ?" % ip


def IP_ja():
    ip = ip_any()
    return ip, "%s からのアクセスが急増しています。WAFでブロックすべきでしょうか？" % ip


def IP_pt():
    ip = ip_any()
    return ip, "Pessoal, o IP %s aparece nos logs tentando força bruta no SSH. Bloqueio no security group?" % ip


IP_T = [IP_nginx, IP_apache_err, IP_sshd, IP_fail2ban, IP_curl_refused, IP_slack_url, IP_xff, IP_xff_list, IP_ss,
        IP_netstat, IP_prose, IP_json_log, IP_kubectl, IP_docker_inspect, IP_hosts, IP_ping, IP_dig, IP_dig6, IP_sg,
        IP_redis, IP_pglog, IP_mysql, IP_django, IP_winevent, IP_haproxy, IP_ipaddr6, IP_ipaddr4, IP_mapped,
        IP_linklocal, IP_v6_full, IP_v6_url, IP_nmap, IP_wireguard, IP_knownhosts, IP_nginx_err, IP_cf,
        IP_sql_audit, IP_csv_sessions, IP_de, IP_es, IP_fr, IP_ja, IP_pt]


# =================================================================== SECRETS
PW_WORDS = ["orbit", "maple", "falcon", "tundra", "cobalt", "velvet", "harbor", "quartz", "ember",
            "saffron", "glacier", "pixel", "lantern", "meadow", "thunder", "juniper", "cactus",
            "nebula", "walnut", "copper", "sierra", "bamboo", "lagoon", "magnet"]


def password(url_safe=True):
    k = ri(0, 4)
    sym = "!*-_.~" if url_safe else "!#%^*-_=+.~"
    if k == 0:
        return rs(ALNUM, ri(16, 32))
    if k == 1:
        return ch(PW_WORDS).capitalize() + str(ri(10, 9999)) + ch(sym) + ch(PW_WORDS)
    if k == 2:
        while True:
            p = rs(ALNUM + sym, ri(12, 24))
            if any(c in sym for c in p) and any(c.isdigit() for c in p):
                return p
    if k == 3:
        return "-".join(ch(PW_WORDS) for _ in range(3)) + str(ri(1, 99))
    return rs(LOW + DIG, 8) + ch(sym) + rs(UP + DIG, 8)


def aws_akid():
    return ch(["AKIA", "AKIA", "AKIA", "ASIA"]) + rs(UP + "234567", 16)


def aws_secret():
    while True:
        s = rs(ALNUM + "/+", 40)
        if any(c in "/+" for c in s):
            return s


def jwt(alg=None):
    alg = alg or ch(["HS256", "HS256", "RS256", "ES256"])
    hdr = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and chance(0.6):
        hdr["kid"] = rs(B64URL, ri(20, 43))
    now = epoch_s()
    pl = ch([
        {"sub": uuid4(), "iat": now, "exp": now + ch([900, 3600, 86400]), "role": "authenticated"},
        {"sub": str(ri(1000, 9999999)), "name": "service-%s" % svc(), "iat": now, "scope": "read:orders write:orders"},
        {"iss": "https://auth.%s/" % svc_domain(), "aud": "api", "sub": "auth0|" + rs(HEXL, 24), "iat": now, "exp": now + 86400},
        {"tenant": rs(LOW + DIG, 8), "uid": ri(1, 999999), "perms": ["admin"], "iat": now, "exp": now + 3600},
    ])
    sig = {"HS256": 43, "RS256": 342, "ES256": 86}[alg]
    return b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." + \
        b64u(json.dumps(pl, separators=(",", ":")).encode()) + "." + rs(B64URL, sig)


def _b64body(prefix, total):
    body = prefix + rs(B64, total - len(prefix))
    return body


def pem_block(kind=None):
    kind = kind or ch(["rsa", "pkcs8", "ec", "openssh", "openssh_rsa", "rsa"])
    if kind == "rsa":
        label, body, w = "RSA PRIVATE KEY", _b64body(ch(["MIIEowIBAAKCAQEA", "MIIEpAIBAAKCAQEA", "MIIEogIBAAKCAQEA"]), ch([1588, 1592, 1596])), 64
    elif kind == "pkcs8":
        label, body, w = "PRIVATE KEY", _b64body(ch(["MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ"]), ch([1620, 1624])), 64
    elif kind == "ec":
        label, body, w = "EC PRIVATE KEY", _b64body("MHcCAQEEI", 160) + "==", 64
    elif kind == "openssh":
        label, body, w = "OPENSSH PRIVATE KEY", _b64body("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB", 396) + "=", 70
    else:
        label, body, w = "OPENSSH PRIVATE KEY", _b64body("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcnNhAAAAAwEAAQAAAYEA", 2600), 70
    lines = chunk(body, w)
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def gcp_pkcs8_escaped():
    body = _b64body("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1624)
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(chunk(body, 64)) + "\\n-----END PRIVATE KEY-----\\n"


def discord_bot():
    uid = str(ri(10 ** 17, 13 * 10 ** 17))
    return b64u(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def openai_key():
    k = ri(0, 2)
    if k == 0:
        return "sk-proj-" + rs(B64URL, 156)
    if k == 1:
        return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return "sk-svcacct-" + rs(B64URL, 156)


def mapbox_sk():
    return "sk." + b64u(json.dumps({"u": ch(CORPW) + "-maps", "a": rs(LOW + DIG, 25)}, separators=(",", ":")).encode()) + "." + rs(B64URL, 22)


def azure_client_secret():
    return rs(ALNUM, 3) + str(ri(0, 9)) + "Q~" + rs(ALNUM + "-_.~", 34)


# (label, generator, env var names, yaml section, http header style)
SECRET_KINDS = [
    ("AWS access key ID", aws_akid, ["AWS_ACCESS_KEY_ID"], "aws", None),
    ("AWS secret access key", aws_secret, ["AWS_SECRET_ACCESS_KEY", "AWS_SECRET_KEY"], "aws", None),
    ("GCP API key", lambda: "AIza" + rs(B64URL, 35), ["GOOGLE_API_KEY", "GOOGLE_MAPS_API_KEY", "FIREBASE_API_KEY", "GEMINI_API_KEY"], "google", "query"),
    ("Google OAuth client secret", lambda: "GOCSPX-" + rs(B64URL, 28), ["GOOGLE_CLIENT_SECRET"], "google_oauth", None),
    ("Google OAuth refresh token", lambda: "1//0" + ch("cgdefh") + rs(B64URL, 99), ["GOOGLE_REFRESH_TOKEN"], "google_oauth", None),
    ("Azure AD client secret", azure_client_secret, ["AZURE_CLIENT_SECRET"], "azure", None),
    ("GitHub token", lambda: ch(["ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + rs(ALNUM, 36), ["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT"], "github", "bearer"),
    ("GitHub fine-grained PAT", lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59), ["GITHUB_TOKEN", "GH_PAT"], "github", "bearer"),
    ("GitLab PAT", lambda: "glpat-" + rs(B64URL, 20), ["GITLAB_TOKEN", "CI_PUSH_TOKEN", "GL_TOKEN"], "gitlab", "PRIVATE-TOKEN"),
    ("GitLab runner token", lambda: "glrt-" + rs(B64URL, 20), ["RUNNER_TOKEN", "CI_SERVER_TOKEN"], "gitlab_runner", None),
    ("Bitbucket app password", lambda: "ATBB" + rs(ALNUM, 32), ["BITBUCKET_APP_PASSWORD"], "bitbucket", None),
    ("Atlassian API token", lambda: "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8), ["JIRA_API_TOKEN", "CONFLUENCE_TOKEN"], "jira", None),
    ("Slack bot token", lambda: "xoxb-%s-%s-%s" % (rs(DIG, ri(10, 13)), rs(DIG, ri(10, 13)), rs(ALNUM, 24)), ["SLACK_BOT_TOKEN", "SLACK_TOKEN"], "slack", "bearer"),
    ("Slack user token", lambda: "xoxp-%s-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 11), rs(DIG, 13), rs(HEXL, 32)), ["SLACK_USER_TOKEN"], "slack", "bearer"),
    ("Slack app token", lambda: "xapp-1-A%s-%s-%s" % (rs(UP + DIG, 10), rs(DIG, 13), rs(HEXL, 64)), ["SLACK_APP_TOKEN"], "slack", None),
    ("Discord bot token", discord_bot, ["DISCORD_TOKEN", "DISCORD_BOT_TOKEN"], "discord", "Bot"),
    ("Telegram bot token", lambda: "%d:AA%s" % (ri(10 ** 8, 8 * 10 ** 9), rs(B64URL, 33)), ["TELEGRAM_BOT_TOKEN", "TG_TOKEN"], "telegram", None),
    ("Stripe secret key", lambda: "sk_live_" + ch(["51", ""]) + rs(ALNUM, ch([24, 97])), ["STRIPE_SECRET_KEY", "STRIPE_API_KEY"], "stripe", "bearer"),
    ("Stripe restricted key", lambda: "rk_live_" + rs(ALNUM, ch([24, 99])), ["STRIPE_RESTRICTED_KEY"], "stripe", "bearer"),
    ("Stripe webhook secret", lambda: "whsec_" + rs(ALNUM, 32), ["STRIPE_WEBHOOK_SECRET"], "stripe", None),
    ("PayPal client secret", lambda: "E" + rs(B64URL, 79), ["PAYPAL_CLIENT_SECRET", "PAYPAL_SECRET"], "paypal", None),
    ("Braintree access token", lambda: "access_token$production$%s$%s" % (rs(LOW + DIG, 16), rs(HEXL, 32)), ["BRAINTREE_ACCESS_TOKEN"], "braintree", None),
    ("Square access token", lambda: ch(["EAAA" + rs(B64URL, 60), "sq0atp-" + rs(B64URL, 22)]), ["SQUARE_ACCESS_TOKEN"], "square", "bearer"),
    ("Square OAuth secret", lambda: "sq0csp-" + rs(B64URL, 43), ["SQUARE_APPLICATION_SECRET"], "square", None),
    ("Twilio auth token", lambda: rs(HEXL, 32), ["TWILIO_AUTH_TOKEN"], "twilio", None),
    ("Twilio API key", lambda: "SK" + rs(HEXL, 32), ["TWILIO_API_KEY"], "twilio", None),
    ("SendGrid API key", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), ["SENDGRID_API_KEY"], "sendgrid", "bearer"),
    ("Mailgun API key", lambda: ch(["key-" + rs(HEXL, 32), rs(HEXL, 32) + "-" + rs(HEXL, 8) + "-" + rs(HEXL, 8)]), ["MAILGUN_API_KEY"], "mailgun", None),
    ("Mailchimp API key", lambda: rs(HEXL, 32) + "-us" + str(ri(1, 21)), ["MAILCHIMP_API_KEY"], "mailchimp", None),
    ("OpenAI API key", openai_key, ["OPENAI_API_KEY"], "openai", "bearer"),
    ("Anthropic API key", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA", ["ANTHROPIC_API_KEY"], "anthropic", "x-api-key"),
    ("Hugging Face token", lambda: "hf_" + rs(string.ascii_letters, 34), ["HF_TOKEN", "HUGGINGFACEHUB_API_TOKEN"], "huggingface", "bearer"),
    ("Cohere API key", lambda: rs(ALNUM, 40), ["COHERE_API_KEY", "CO_API_KEY"], "cohere", "bearer"),
    ("Groq API key", lambda: "gsk_" + rs(ALNUM, 52), ["GROQ_API_KEY"], "groq", "bearer"),
    ("Replicate token", lambda: "r8_" + rs(ALNUM, 37), ["REPLICATE_API_TOKEN"], "replicate", "bearer"),
    ("npm token", lambda: "npm_" + rs(ALNUM, 36), ["NPM_TOKEN", "NODE_AUTH_TOKEN"], "npm", None),
    ("PyPI token", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, ri(140, 180)), ["PYPI_TOKEN", "TWINE_PASSWORD"], "pypi", None),
    ("Docker Hub PAT", lambda: "dckr_pat_" + rs(B64URL, 27), ["DOCKERHUB_TOKEN", "DOCKER_PASSWORD"], "docker", None),
    ("Datadog API key", lambda: rs(HEXL, 32), ["DD_API_KEY", "DATADOG_API_KEY"], "datadog", "DD-API-KEY"),
    ("Datadog app key", lambda: rs(HEXL, 40), ["DD_APP_KEY", "DATADOG_APP_KEY"], "datadog", "DD-APPLICATION-KEY"),
    ("Shopify access token", lambda: "shpat_" + rs(HEXL, 32), ["SHOPIFY_ACCESS_TOKEN"], "shopify", "X-Shopify-Access-Token"),
    ("DigitalOcean token", lambda: "dop_v1_" + rs(HEXL, 64), ["DIGITALOCEAN_TOKEN", "DO_TOKEN"], "digitalocean", "bearer"),
    ("Vault token", lambda: "hvs." + ch([rs(B64URL, 24), "CAESI" + rs(B64URL, 86)]), ["VAULT_TOKEN"], "vault", "X-Vault-Token"),
    ("Linear API key", lambda: "lin_api_" + rs(ALNUM, 40), ["LINEAR_API_KEY"], "linear", None),
    ("Notion token", lambda: ch(["secret_" + rs(ALNUM, 43), "ntn_" + rs(DIG, 11) + rs(ALNUM, 35)]), ["NOTION_TOKEN", "NOTION_API_KEY"], "notion", "bearer"),
    ("Airtable PAT", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEXL, 64), ["AIRTABLE_API_KEY", "AIRTABLE_TOKEN"], "airtable", "bearer"),
    ("Postman API key", lambda: "PMAK-" + rs(HEXL, 24) + "-" + rs(HEXL, 34), ["POSTMAN_API_KEY"], "postman", "X-Api-Key"),
    ("New Relic key", lambda: "NRAK-" + rs(UP + DIG, 27), ["NEW_RELIC_API_KEY"], "newrelic", "Api-Key"),
    ("Grafana service account token", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEXL, 8), ["GRAFANA_TOKEN"], "grafana", "bearer"),
    ("Databricks token", lambda: "dapi" + rs(HEXL, 32), ["DATABRICKS_TOKEN"], "databricks", "bearer"),
    ("Pulumi token", lambda: "pul-" + rs(HEXL, 40), ["PULUMI_ACCESS_TOKEN"], "pulumi", None),
    ("Terraform Cloud token", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), ["TFE_TOKEN", "TF_API_TOKEN"], "terraform", "bearer"),
    ("age secret key", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), ["SOPS_AGE_KEY"], "sops", None),
    ("FCM server key", lambda: "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), ["FCM_SERVER_KEY"], "firebase", "key="),
    ("Mapbox secret token", mapbox_sk, ["MAPBOX_SECRET_TOKEN"], "mapbox", None),
    ("Okta API token", lambda: "00" + rs(B64URL, 40), ["OKTA_API_TOKEN"], "okta", "SSWS"),
    ("Cloudflare API token", lambda: rs(B64URL, 40), ["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"], "cloudflare", "bearer"),
    ("Algolia admin key", lambda: rs(HEXL, 32), ["ALGOLIA_ADMIN_KEY"], "algolia", "X-Algolia-API-Key"),
    ("Heroku API key", uuid4, ["HEROKU_API_KEY"], "heroku", "bearer"),
    ("Facebook access token", lambda: "EAA" + ch(["B", "G", "J"]) + rs(ALNUM, ri(150, 190)), ["FB_ACCESS_TOKEN", "META_ACCESS_TOKEN"], "facebook", "bearer"),
    ("Azure storage account key", lambda: b64(rbytes(64)), ["AZURE_STORAGE_KEY", "AZURE_STORAGE_ACCESS_KEY"], "azure_storage", None),
    ("Sentry auth token", lambda: "sntrys_" + b64u(json.dumps({"iat": epoch_s(), "url": "https://sentry.io", "org": ch(CORPW)}).encode()) + "_" + rs(B64URL, 43), ["SENTRY_AUTH_TOKEN"], "sentry", "bearer"),
    ("Supabase service role JWT", lambda: jwt("HS256"), ["SUPABASE_SERVICE_ROLE_KEY"], "supabase", "bearer"),
    ("Fly.io token", lambda: "fo1_" + rs(B64URL, 43), ["FLY_API_TOKEN"], "fly", "bearer"),
]


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


# ---- generic containers: fn(var, val, label, section, hdr) -> text
def G_env(var, val, label, sec, hdr):
    return "# %s\nNODE_ENV=production\nPORT=%d\n%s=%s\nLOG_LEVEL=%s" % (label, ch([3000, 8080, 8000]), var, val, ch(["info", "debug"]))


def G_history(var, val, label, sec, hdr):
    n = ri(200, 2000)
    return "  %d  cd ~/src/%s\n  %d  export %s=%s\n  %d  %s" % (
        n, ch(CORPW), n + 1, var, val, n + 2, ch(["npm run dev", "python main.py", "terraform plan", "make deploy", "go run ./cmd/server"]))


def G_yaml(var, val, label, sec, hdr):
    return "%s:\n  enabled: true\n  %s: %s\n  timeout_seconds: %d" % (sec, ch(["api_key", "token", "secret", "key"]), val, ri(5, 60))


def G_json(var, val, label, sec, hdr):
    return jd({sec: {camel(var): val, "retries": ri(1, 5)}, "featureFlags": {"newCheckout": ch([True, False])}}, 2)


def G_toml(var, val, label, sec, hdr):
    return "[%s]\n%s = \"%s\"\nendpoint = \"https://api.%s\"" % (sec, ch(["token", "api_key", "secret"]), val, svc_domain())


def G_python(var, val, label, sec, hdr):
    return "import os\n\n# TODO: move to env before merging\n%s = os.getenv(\"%s\", \"%s\")\n\ndef client():\n    return Session(auth=%s)" % (var, var, val, var)


def G_js(var, val, label, sec, hdr):
    return "// config.js\nexport const %s = process.env.%s ?? '%s';\nexport const TIMEOUT_MS = %d;" % (camel(var), var, val, ri(1000, 30000))


def G_curl(var, val, label, sec, hdr):
    url = "https://api.%s/v1/%s" % (svc_domain(), ch(["me", "projects", "items?limit=20", "status", "events"]))
    if hdr == "bearer" or hdr is None:
        h = "Authorization: Bearer %s" % val
    elif hdr in ("Bot", "SSWS"):
        h = "Authorization: %s %s" % (hdr, val)
    elif hdr == "key=":
        h = "Authorization: key=%s" % val
    elif hdr == "query":
        return "curl -s \"https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=%s\" | jq .status" % val
    else:
        h = "%s: %s" % (hdr, val)
    return "curl -sS %s \\\n  -H '%s' \\\n  -H 'Accept: application/json'\n{\"error\":\"forbidden\",\"status\":403}" % (url, h)


def G_diff(var, val, label, sec, hdr):
    f = ch(["config/settings.py", "src/config.ts", "app/config.yml", ".env.production", "deploy/values.yaml"])
    return "diff --git a/%s b/%s\nindex %s..%s 100644\n--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n-%s=${%s}\n+%s=%s" % (
        f, f, rs(HEXL, 7), rs(HEXL, 7), f, f, ri(1, 90), 4, ri(1, 90), 4, var, var, var, val)


def G_ci(var, val, label, sec, hdr):
    return "Run ./scripts/deploy.sh\n+ set -x\n+ export %s=%s\n+ ./bin/release --env production\nError: release failed: upstream returned 401\nError: Process completed with exit code 1." % (var, val)


def G_docker(var, val, label, sec, hdr):
    return "docker run -d --name %s \\\n  -e %s=%s \\\n  -e TZ=UTC \\\n  -p 8080:8080 \\\n  ghcr.io/%s/%s:%d.%d.%d" % (
        svc(), var, val, ch(CORPW), svc(), ri(0, 3), ri(0, 20), ri(0, 9))


def G_k8s(var, val, label, sec, hdr):
    return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\ntype: Opaque\nstringData:\n  %s: \"%s\"" % (
        sec.replace("_", "-"), ch(["default", "prod", "payments", "platform"]), var, val)


def G_tfvars(var, val, label, sec, hdr):
    return "# terraform.tfvars\nregion      = \"%s\"\nenvironment = \"prod\"\n%s = \"%s\"" % (
        ch(["eu-central-1", "us-east-1", "europe-west3"]), var.lower(), val)


def G_slack(var, val, label, sec, hdr):
    return ch(["@here rotated the %s for staging, new one is %s, please update your local .env",
               "does this %s still work? %s — getting 401 since this morning",
               "pinging you the %s so you can test: %s (don't commit it pls)"]) % (label, val)


def G_ticket(var, val, label, sec, hdr):
    return "%s: Integration broken after key rotation\n\nEnvironment: production\nConfig:\n  %s=%s\n\nActual: every call returns 401 Unauthorized\nExpected: 200" % (
        ticket_id(), var, val)


def G_logleak(var, val, label, sec, hdr):
    if hdr in ("bearer", None, "Bot", "SSWS", "key=", "query"):
        h = "'Authorization': '%s%s'" % ({"Bot": "Bot ", "SSWS": "SSWS ", "key=": "key="}.get(hdr, "Bearer "), val)
    else:
        h = "'%s': '%s'" % (hdr, val)
    return "%s DEBUG urllib3.connectionpool: https://api.%s:443 \"%s /v1/%s HTTP/1.1\" %d None\n%s DEBUG request headers: {'User-Agent': 'python-requests/2.31.0', %s, 'Accept': '*/*'}" % (
        iso_s(), svc_domain(), ch(["GET", "POST"]), ch(["sync", "objects", "search"]), ch([401, 403, 200]), iso_s(), h)


def G_gha(var, val, label, sec, hdr):
    return "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s   # FIXME use secrets.%s\n    steps:\n      - uses: actions/checkout@v4" % (var, val, var)


def G_de(var, val, label, sec, hdr):
    return "Hallo, ich bekomme immer 401 mit dem Key %s – habe ich ihn falsch in die .env eingetragen?" % val


def G_fr(var, val, label, sec, hdr):
    return "Bonjour, mon token %s ne fonctionne plus depuis la mise à jour, que dois-je vérifier ?" % val


def G_es(var, val, label, sec, hdr):
    return "¿Por qué me devuelve 403 si uso esta clave? %s=%s" % (var, val)


def G_ja(var, val, label, sec, hdr):
    return "このキー %s を設定しても認証エラー(401)になります。どこが間違っていますか？" % val


def G_pt(var, val, label, sec, hdr):
    return "configurei %s=%s no .env mas a aplicação continua dando erro de autenticação" % (var, val)


def G_systemd(var, val, label, sec, hdr):
    return "[Service]\nUser=app\nEnvironment=\"%s=%s\"\nExecStart=/usr/local/bin/%s --config /etc/%s.yml\nRestart=on-failure" % (var, val, svc(), svc())


def G_powershell(var, val, label, sec, hdr):
    return "PS C:\\src\\%s> $env:%s = \"%s\"\nPS C:\\src\\%s> npm run start" % (ch(CORPW), var, val, ch(CORPW))


def G_jupyter(var, val, label, sec, hdr):
    return "In [%d]: import os\n        os.environ[\"%s\"] = \"%s\"\n\nIn [%d]: client = make_client()" % (ri(1, 40), var, val, ri(41, 80))


def G_compose(var, val, label, sec, hdr):
    return "services:\n  %s:\n    image: %s/%s:latest\n    environment:\n      - %s=%s\n      - LOG_LEVEL=info" % (svc(), ch(CORPW), svc(), var, val)


def G_heroku(var, val, label, sec, hdr):
    return "$ heroku config -a %s-prod\n=== %s-prod Config Vars\nLANG:          en_US.UTF-8\n%s: %s\nWEB_CONCURRENCY: %d" % (ch(CORPW), ch(CORPW), var, val, ri(2, 8))


def G_properties(var, val, label, sec, hdr):
    return "# application.properties\nserver.port=8080\n%s.api.key=%s\n%s.api.timeout=%d" % (sec.replace("_", "."), val, sec.replace("_", "."), ri(1000, 9000))


def G_vault(var, val, label, sec, hdr):
    return "$ vault kv get secret/%s/%s\n====== Data ======\nKey        Value\n---        -----\n%s    %s" % (
        ch(["prod", "staging"]), sec, var.lower(), val)


def G_dotnet(var, val, label, sec, hdr):
    return "{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } },\n  \"%s\": {\n    \"ApiKey\": \"%s\"\n  }\n}" % (
        sec.capitalize(), val)


GENERIC = [G_env, G_history, G_yaml, G_json, G_toml, G_python, G_js, G_curl, G_diff, G_ci, G_docker, G_k8s, G_tfvars,
           G_slack, G_ticket, G_logleak, G_gha, G_de, G_fr, G_es, G_ja, G_pt, G_systemd, G_powershell, G_jupyter,
           G_compose, G_heroku, G_properties, G_vault, G_dotnet]


# ---- special secret templates: fn() -> (value, text)
DB_HOSTS = lambda: ch(["db-prod.internal", "postgres.%s" % fqdn().split(".", 1)[1], "%s.cluster-%s.eu-central-1.rds.amazonaws.com" % (ch(CORPW), rs(LOW + DIG, 12)),
                       "db-primary.data.svc.cluster.local", "pg-%s.%s.cloud" % (rs(LOW + DIG, 6), ch(CORPW))])


def X_db_url():
    pw = password(True)
    user = ch(["app", "app_user", "postgres", "admin", "svc_orders", "root", "readonly"])
    scheme, port = ch([("postgres", 5432), ("postgresql", 5432), ("mysql", 3306), ("mariadb", 3306), ("mongodb", 27017), ("amqp", 5672)])
    return pw, "DATABASE_URL=%s://%s:%s@%s:%d/%s" % (scheme, user, pw, DB_HOSTS(), port, ch(["orders", "app", "prod", "analytics"]))


def X_mongo_srv():
    pw = password(True)
    return pw, "client = MongoClient(\"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority\")" % (
        ch(["admin", "app", "dev"]), pw, rs(LOW + DIG, 5))


def X_redis_url():
    pw = password(True)
    return pw, "REDIS_URL=redis://:%s@%s:6379/0" % (pw, ch(["redis-master.cache.svc", "cache-01.prod.internal", "%s.redis.cache.windows.net" % ch(CORPW)]))


def X_sqlalchemy():
    pw = password(True)
    return pw, "engine = create_engine(\n    \"mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4\",\n    pool_pre_ping=True,\n)" % (
        ch(["root", "etl"]), pw, DB_HOSTS(), ch(["warehouse", "crm"]))


def X_spring():
    pw = password(False)
    return pw, "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate" % (
        DB_HOSTS(), ch(["billing", "core"]), ch(["billing", "app"]), pw)


def X_yaml_db():
    pw = password(False)
    return pw, "database:\n  host: %s\n  port: 5432\n  user: %s\n  password: \"%s\"\n  sslmode: require" % (DB_HOSTS(), ch(["app", "django"]), pw)


def X_json_pw():
    pw = password(False)
    return pw, jd({"smtp": {"host": "smtp.%s" % svc_domain(), "port": 587, "username": "apikey", "password": pw, "tls": True}}, 2)


def X_pgpass():
    pw = password(True)
    return pw, "$ cat ~/.pgpass\n%s:5432:*:%s:%s\n$ chmod 600 ~/.pgpass" % (DB_HOSTS(), ch(["postgres", "analyst"]), pw)


def X_mysql_cli():
    pw = password(True)
    return pw, "  %d  mysql -h %s -u root -p%s -e 'SHOW PROCESSLIST'\n  %d  history | grep mysql" % (ri(100, 999), DB_HOSTS(), pw, ri(1000, 1999))


def X_docker_pg():
    pw = password(True)
    return pw, "docker run --name pg -e POSTGRES_PASSWORD=%s -e POSTGRES_DB=app -p 5432:5432 -d postgres:16" % pw


def X_kubectl_secret():
    pw = password(True)
    return pw, "kubectl create secret generic db-credentials \\\n  --namespace %s \\\n  --from-literal=username=app \\\n  --from-literal=password=%s" % (ch(["prod", "payments"]), pw)


def X_redis_conf():
    pw = password(True)
    return pw, "# redis.conf\nport 6379\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb" % pw


def X_basic_auth():
    user = ch(["admin", "api", "deploy", "jenkins", "grafana", "elastic", slug(ch(FIRST))])
    v = b64(("%s:%s" % (user, password(False))).encode())
    return v, "GET /api/v1/health HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (fqdn(), v)


def X_curl_u():
    pw = password(True)
    return pw, "curl -u %s:%s https://%s/api/json?pretty=true" % (ch(["admin", "elastic", "jenkins", "ci-bot"]), pw, ch(["jenkins.", "es.", "nexus."]) + svc_domain())


def X_jwt_bearer():
    t = jwt()
    return t, "POST /graphql HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s\nContent-Type: application/json\n\n{\"query\":\"{ me { id } }\"}" % (svc_domain(), t)


def X_jwt_cookie():
    t = jwt()
    return t, "Set-Cookie: access_token=%s; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=3600" % t


def X_pem_file():
    k = pem_block()
    return k, "$ cat %s\n%s" % (ch(["~/.ssh/id_rsa", "deploy/key.pem", "certs/server.key", "~/.ssh/id_ed25519", "/etc/ssl/private/api.key"]), k)


def X_pem_diff():
    pk = gcp_pkcs8_escaped()
    v = pk[:-2]
    return v, "diff --git a/secrets/firebase-admin.json b/secrets/firebase-admin.json\nnew file mode 100644\n--- /dev/null\n+++ b/secrets/firebase-admin.json\n@@ -0,0 +1,5 @@\n+{\n+  \"type\": \"service_account\",\n+  \"private_key\": \"%s\",\n+  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n+}" % pk


def X_pem_gitshow():
    k = pem_block(ch(["rsa", "ec", "pkcs8", "openssh"]))
    return k, "$ git show %s:deploy/keys/staging.pem\n%s\n$ git log --oneline -1 -- deploy/keys/staging.pem\n%s add staging key (temporary)" % (rs(HEXL, 7), k, rs(HEXL, 7))


def X_pem_nginx():
    k = pem_block(ch(["rsa", "pkcs8", "ec"]))
    return k, "Can someone tell me why nginx says 'PEM_read_bio_PrivateKey() failed' with this key?\n\n%s\n\nssl_certificate_key points at that file." % k


def X_gcp_sa():
    pk = gcp_pkcs8_escaped()
    v = pk[:-2]  # without trailing \n escape
    proj = ch(CORPW) + "-" + ch(["prod", "analytics", "ml"]) + "-" + rs(DIG, 6)
    return v, "{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  ..." % (proj, rs(HEXL, 40), pk)


def X_azure_conn():
    k = b64(rbytes(64))
    return k, "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"" % (
        ch(CORPW) + rs(LOW + DIG, 4), k)


def X_azure_sb():
    k = b64(rbytes(32))
    return k, "\"ServiceBus\": \"Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s\"" % (ch(CORPW), k)


def X_azure_sas():
    sig = urllib.parse.quote(b64(rbytes(32)), safe="")
    return sig, "https://%s.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=%sT18:00:00Z&st=%sT10:00:00Z&spr=https&sig=%s" % (
        ch(CORPW) + "store", dateonly(), dateonly(), sig)


def X_slack_webhook():
    u = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(ALNUM, 24))
    return u, "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Deploy of %s finished\"}' %s" % (svc(), u)


def X_discord_webhook():
    u = "https://discord.com/api/webhooks/%d/%s" % (ri(10 ** 17, 13 * 10 ** 17), rs(B64URL, 68))
    return u, "WEBHOOK_URL = \"%s\"\nrequests.post(WEBHOOK_URL, json={\"content\": \"build failed on main\"})" % u


def X_telegram_url():
    t = "%d:AA%s" % (ri(10 ** 8, 8 * 10 ** 9), rs(B64URL, 33))
    return t, "requests.exceptions.HTTPError: 400 Client Error: Bad Request for url: https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d&text=alert" % (t, ri(10 ** 9, 10 ** 10))


def X_npmrc():
    t = "npm_" + rs(ALNUM, 36)
    return t, "$ cat .npmrc\n@%s:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % (ch(CORPW), t)


def X_pypirc():
    t = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, ri(140, 180))
    return t, "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t


def X_docker_config():
    user = ch(["ci-bot", "deploy", slug(ch(FIRST))])
    v = b64(("%s:dckr_pat_%s" % (user, rs(B64URL, 27))).encode())
    return v, "$ cat ~/.docker/config.json\n{\n  \"auths\": {\n    \"https://index.docker.io/v1/\": {\n      \"auth\": \"%s\"\n    }\n  }\n}" % v


def X_git_remote():
    k = ri(0, 2)
    if k == 0:
        t = "glpat-" + rs(B64URL, 20)
        return t, "$ git remote -v\norigin  https://oauth2:%s@gitlab.com/%s/%s.git (fetch)" % (t, ch(CORPW), svc())
    if k == 1:
        t = "ghp_" + rs(ALNUM, 36)
        return t, "fatal: unable to access 'https://x-access-token:%s@github.com/%s/%s.git/': The requested URL returned error: 403" % (t, ch(CORPW), svc())
    t = "ATBB" + rs(ALNUM, 32)
    return t, "git clone https://%s:%s@bitbucket.org/%s/%s.git" % (slug(ch(FIRST)), t, ch(CORPW), svc())


def X_pipconf():
    pw = password(True)
    d = ch(CORPW) + ".io"
    return pw, "[global]\nindex-url = https://deploy:%s@nexus.%s/repository/pypi/simple\ntrusted-host = nexus.%s" % (pw, d, d)


def X_kubeconfig():
    t = jwt("RS256")
    return t, "users:\n- name: ci-deployer\n  user:\n    token: %s\ncontexts:\n- context:\n    cluster: prod\n    user: ci-deployer\n  name: prod" % t


def X_sentry():
    key = rs(HEXL, 32)
    if chance(0.5):
        return key, "sentry_sdk.init(\n    dsn=\"https://%s@o%d.ingest.sentry.io/%d\",\n    traces_sample_rate=0.2,\n)" % (key, ri(100000, 4999999), ri(1000000, 9999999))
    return key, "Sentry.init({\n  dsn: 'https://%s@o%d.ingest.us.sentry.io/%d',\n  environment: 'production',\n});" % (key, ri(100000, 4999999), ri(1000000, 9999999))


def X_stripe_curl():
    k = "sk_live_" + rs(ALNUM, ch([24, 99]))
    return k, "curl https://api.stripe.com/v1/charges \\\n  -u %s: \\\n  -d amount=%d \\\n  -d currency=%s \\\n  -d source=tok_visa" % (k, ri(100, 99999), ch(["eur", "usd"]))


def X_twilio_curl():
    t = rs(HEXL, 32)
    return t, "curl -X POST \"https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Messages.json\" \\\n  --data-urlencode \"Body=Your code is %04d\" \\\n  --data-urlencode \"To=$TO\" \\\n  -u \"$TWILIO_ACCOUNT_SID:%s\"" % (ri(0, 9999), t)


def X_mailgun_curl():
    k = "key-" + rs(HEXL, 32)
    return k, "curl -s --user 'api:%s' https://api.eu.mailgun.net/v3/domains -G -d limit=10" % k


def X_sendgrid_py():
    k = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    return k, "from sendgrid import SendGridAPIClient\nsg = SendGridAPIClient('%s')\nresponse = sg.send(message)\nprint(response.status_code)  # prints 403, why?" % k


def X_openai_py():
    k = openai_key()
    return k, "from openai import OpenAI\nclient = OpenAI(api_key=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n# openai.RateLimitError: Error code: 429 - insufficient_quota" % k


def X_anthropic_py():
    k = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    return k, "import anthropic\nclient = anthropic.Anthropic(api_key=\"%s\")\nmsg = client.messages.create(model=\"claude-3-5-sonnet-latest\", max_tokens=1024, messages=[...])" % k


def X_hf_login():
    t = "hf_" + rs(string.ascii_letters, 34)
    return t, "$ huggingface-cli login --token %s\nToken is valid (permission: write).\nYour token has been saved to /home/%s/.cache/huggingface/token" % (t, ch(["ubuntu", "dev", "jovyan"]))


def X_datadog_yaml():
    k = rs(HEXL, 32)
    return k, "# /etc/datadog-agent/datadog.yaml\napi_key: %s\nsite: datadoghq.eu\nlogs_enabled: true\napm_config:\n  enabled: true" % k


def X_github_header():
    t = "ghp_" + rs(ALNUM, 36)
    return t, "GET /repos/%s/%s/actions/runs HTTP/1.1\nHost: api.github.com\nAuthorization: token %s\nAccept: application/vnd.github+json" % (ch(CORPW), svc(), t)


def X_aws_error():
    k = aws_akid()
    return k, "An error occurred (InvalidAccessKeyId) when calling the ListBuckets operation: The AWS Access Key Id you provided does not exist in our records.\n$ echo $AWS_ACCESS_KEY_ID\n%s" % k


def X_aws_creds_secret():
    s = aws_secret()
    if chance(0.5):
        return s, "aws configure set aws_secret_access_key %s --profile %s" % (s, ch(["prod", "ci", "default"]))
    return s, "AWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=%s\n# access key id is injected by the CI runner" % (s, ch(["eu-west-1", "us-east-1"]))


def X_paypal():
    s = "E" + rs(B64URL, 79)
    return s, "paypal:\n  mode: live\n  client_id: A%s\n  client_secret: %s" % (rs(B64URL, 79), s)


def X_braintree():
    t = "access_token$production$%s$%s" % (rs(LOW + DIG, 16), rs(HEXL, 32))
    return t, "gateway = braintree.BraintreeGateway(access_token=\"%s\")" % t


def X_vault_export():
    t = "hvs." + ch([rs(B64URL, 24), "CAESI" + rs(B64URL, 86)])
    return t, "$ export VAULT_ADDR=https://vault.%s:8200\n$ export VAULT_TOKEN=%s\n$ vault kv list secret/\nError listing secret/: permission denied" % (svc_domain(), t)


def X_pw_config_ini():
    pw = password(False)
    return pw, "[client]\nuser=backup\npassword=%s\nhost=%s" % (pw, DB_HOSTS())


def X_pw_log():
    pw = password(False)
    return pw, "%s WARN  [auth] login attempt failed: {\"username\": \"%s\", \"password\": \"%s\", \"remember\": true} (body logged by debug middleware)" % (
        iso(), ch(["admin", "ops", "support"]), pw)


def X_sshpass():
    pw = password(True)
    return pw, "sshpass -p '%s' ssh -o StrictHostKeyChecking=no -l deploy %s 'sudo systemctl restart app'" % (pw, fqdn())


def X_smtp_env():
    pw = password(True)
    return pw, "MAIL_MAILER=smtp\nMAIL_HOST=smtp.%s\nMAIL_PORT=587\nMAIL_USERNAME=apikey\nMAIL_PASSWORD=%s\nMAIL_ENCRYPTION=tls" % (svc_domain(), pw)


def X_pw_de():
    pw = password(True)
    return pw, "Hallo, kann mir jemand sagen, warum die Verbindung mit postgres://app:%s@%s:5432/shop abbricht? Fehler: SSL SYSCALL error" % (pw, DB_HOSTS())


def X_pw_es():
    pw = password(False)
    return pw, "No me conecta a la base de datos, tengo en el config: usuario=admin, contraseña=%s, host=%s" % (pw, DB_HOSTS())


def X_openssh_ja():
    k = pem_block(ch(["openssh", "rsa"]))
    return k, "この秘密鍵でSSH接続すると 'invalid format' と言われます。\n%s" % k


SPECIAL = [X_db_url, X_mongo_srv, X_redis_url, X_sqlalchemy, X_spring, X_yaml_db, X_json_pw, X_pgpass, X_mysql_cli,
           X_docker_pg, X_kubectl_secret, X_redis_conf, X_basic_auth, X_curl_u, X_jwt_bearer, X_jwt_cookie, X_pem_file,
           X_pem_diff, X_pem_gitshow, X_pem_nginx, X_gcp_sa, X_azure_conn, X_azure_sb, X_azure_sas, X_slack_webhook, X_discord_webhook, X_telegram_url,
           X_npmrc, X_pypirc, X_docker_config, X_git_remote, X_pipconf, X_kubeconfig, X_sentry, X_stripe_curl,
           X_twilio_curl, X_mailgun_curl, X_sendgrid_py, X_openai_py, X_anthropic_py, X_hf_login, X_datadog_yaml,
           X_github_header, X_aws_error, X_aws_creds_secret, X_paypal, X_braintree, X_vault_export, X_pw_config_ini,
           X_pw_log, X_sshpass, X_smtp_env, X_pw_de, X_pw_es, X_openssh_ja]


def make_generic_secret():
    label, gen, vars_, sec, hdr = ch(SECRET_KINDS)
    val = gen()
    var = ch(vars_)
    tpl = ch(GENERIC)
    return val, tpl(var, val, label, sec, hdr)


# =================================================================== NEGATIVES
COMMIT_MSGS = ["fix: handle null cursor in pagination", "chore(deps): bump lodash from 4.17.20 to 4.17.21",
               "feat(api): add idempotency keys to POST /orders", "refactor: split billing service",
               "test: flaky timeout in test_export", "docs: clarify retry semantics", "perf: cache feature flags",
               "ci: pin actions/checkout to v4", "fix(ui): overflow in order table", "revert \"feat: new navbar\""]


def semver():
    return "%d.%d.%d" % (ri(0, 12), ri(0, 40), ri(0, 30))


def N_git_oneline():
    n = ri(3, 8)
    return "$ git log --oneline -n %d\n%s" % (n, "\n".join("%s %s (#%d)" % (rs(HEXL, 7), ch(COMMIT_MSGS), ri(100, 9999)) for _ in range(n)))


def N_git_revparse():
    h = sha1()
    return "$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%s-%d-g%s\n$ git merge-base main HEAD\n%s" % (h, semver(), ri(1, 80), h[:7], sha1())


def N_sha256sum():
    v = semver()
    return "$ sha256sum dist/*\n" + "\n".join("%s  dist/%s-%s-%s.tar.gz" % (sha256(), ch(CORPW), v, p) for p in ["linux-amd64", "linux-arm64", "darwin-arm64"][:ri(1, 3)])


def N_docker_pull():
    img = ch(["nginx", "redis", "postgres", "node", "python"])
    tag = ch(["1.25.3-alpine", "7.2.4", "16.2", "20.11-slim", "3.12.2-bookworm"])
    return "$ docker pull %s:%s\n%s: Pulling from library/%s\n%s: Pull complete\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:%s" % (
        img, tag, tag, img, rs(HEXL, 12), sha256(), img, tag)


def N_req_log():
    return "%s INFO request_id=%s method=%s path=%s status=%d duration_ms=%.1f bytes_out=%s trace_id=%s" % (
        iso(), uuid4(), ch(METHODS), ch(PATHS), ch(STATUS), R.random() * 1500, "{:,}".format(ri(100, 9999999)), rs(HEXL, 32))


def N_traceparent():
    return "traceparent: 00-%s-%s-01\ntracestate: congo=%s\nx-b3-traceid: %s\nx-b3-spanid: %s" % (rs(HEXL, 32), rs(HEXL, 16), rs(B64URL, 16), rs(HEXL, 32), rs(HEXL, 16))


def N_amzn_trace():
    return "X-Amzn-Trace-Id: Root=1-%08x-%s;Parent=%s;Sampled=1\nx-amz-request-id: %s\nx-amz-id-2: %s" % (
        epoch_s(), rs(HEXL, 24), rs(HEXL, 16), rs(UP + DIG, 16), rs(B64, 76))


def N_pip_freeze():
    pk = ["requests", "urllib3", "numpy", "pandas", "pydantic", "fastapi", "sqlalchemy", "boto3", "botocore", "celery", "redis", "uvicorn"]
    R.shuffle(pk)
    return "$ pip freeze | head\n" + "\n".join("%s==%s" % (p, semver()) for p in pk[:ri(4, 9)])


def N_win_version():
    b = ri(19041, 22631)
    return "OS Name:                   Microsoft Windows 11 Pro\nOS Version:                10.0.%d N/A Build %d\nSystem Boot Time:          %s\nHotfix(s):                 KB50%05d\nFile version of ntdll.dll: 10.0.%d.%d" % (
        b, b, iso_s(), ri(0, 99999), b, ri(1, 4000))


def N_ua_version():
    v = "%d.0.%d.%d" % (ri(110, 125), ri(5000, 6400), ri(10, 200))
    return "After the Chrome %s update our date picker renders off by one day. UA string: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%s Safari/537.36" % (v, v)


def N_assembly():
    a, b, c = ri(1, 9), ri(0, 20), ri(0, 9)
    return "[assembly: AssemblyVersion(\"%d.%d.%d.0\")]\n[assembly: AssemblyFileVersion(\"%d.%d.%d.%d\")]\n[assembly: AssemblyInformationalVersion(\"%d.%d.%d+%s\")]" % (
        a, b, c, a, b, c, ri(1, 255), a, b, c, rs(HEXL, 7))


def N_firmware():
    return "Firmware %d.%d.%d.%d (build %d)\nBootloader %d.%d.%d\nHardware rev %s\nUpdate available: %d.%d.%d.%d" % (
        ri(1, 9), ri(0, 12), ri(0, 99), ri(1, 255), ri(1000, 9999), ri(1, 3), ri(0, 9), ri(0, 9), ch("ABCD") + str(ri(1, 5)),
        ri(1, 9), ri(0, 12), ri(0, 99), ri(1, 255))


def N_build():
    return "Build #%d (%s) finished: SUCCESS\nDuration: %dm %ds\nArtifacts: %d files, %s bytes\nTests: %d passed, %d skipped" % (
        ri(1000, 99999), ch(["main", "release/%s" % semver()]), ri(1, 59), ri(0, 59), ri(3, 40), "{:,}".format(ri(10 ** 5, 10 ** 9)), ri(100, 5000), ri(0, 40))


def N_epoch():
    return jd({"event": ch(["order.created", "job.finished", "cache.evicted"]), "ts": epoch_ms(), "duration_ms": ri(1, 99999),
               "attempt": ri(1, 5), "shard": ri(0, 63), "seq": ri(10 ** 8, 10 ** 10)}, ch([None, 2]))


def N_rsync():
    a, b = ri(10 ** 5, 10 ** 10), ri(10 ** 3, 10 ** 6)
    return "sent {:,} bytes  received {:,} bytes  {:,.2f} bytes/sec\ntotal size is {:,}  speedup is {:.2f}".format(a, b, R.random() * 10 ** 7, ri(10 ** 8, 10 ** 11), R.random() * 100)


def N_ps():
    lines = ["USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND"]
    for _ in range(ri(2, 5)):
        lines.append("%-10s %6d %4.1f %4.1f %7d %6d ?        Ssl  %02d:%02d   %d:%02d %s" % (
            ch(["postgres", "www-data", "redis", "app", "root"]), ri(100, 99999), R.random() * 99, R.random() * 30,
            ri(10000, 9999999), ri(1000, 999999), ri(0, 23), ri(0, 59), ri(0, 300), ri(0, 59),
            ch(["/usr/bin/redis-server *:6379", "nginx: worker process", "postgres: checkpointer", "node dist/server.js --port 3000", "gunicorn app:app -w 4 -b :8000"])))
    return "\n".join(lines)


def N_css():
    return ":root {\n  --primary: #%s;\n  --primary-hover: #%s;\n  --surface: #%s;\n  --danger: #%s;\n  --radius: %dpx;\n}" % (
        rs(HEXL, 6), rs(HEXL, 6), rs(HEXL, 6), rs(HEXL, 3), ri(2, 16))


def N_lspci():
    return "$ lspci -nn | grep -i net\n00:1f.6 Ethernet controller [0200]: Intel Corporation Ethernet Connection (%d) I219-LM [8086:%s] (rev %02d)\n%02x:00.0 Network controller [0280]: Intel Corporation Wi-Fi 6 AX201 [8086:%s] (rev 20)" % (
        ri(2, 13), rs(HEXL, 4), ri(0, 30), ri(1, 9), rs(HEXL, 4))


def N_lsusb():
    return "$ lsusb\nBus 001 Device 00%d: ID 046d:%s Logitech, Inc. Unifying Receiver\nBus 002 Device 001: ID 1d6b:0003 Linux Foundation 3.0 root hub\nBus 001 Device 00%d: ID 0bda:%s Realtek Semiconductor Corp." % (
        ri(2, 9), rs(HEXL, 4), ri(2, 9), rs(HEXL, 4))


def N_snmp():
    return "$ snmpwalk -v2c -c public switch-core-01 1.3.6.1.2.1.2.2.1\niso.3.6.1.2.1.2.2.1.2.%d = STRING: \"GigabitEthernet0/%d\"\niso.3.6.1.2.1.2.2.1.10.%d = Counter32: %d\niso.3.6.1.2.1.2.2.1.16.%d = Counter32: %d\niso.3.6.1.4.1.9.9.13.1.3.1.3.%d = Gauge32: %d" % (
        ri(1, 48), ri(1, 48), ri(1, 48), ri(10 ** 6, 4 * 10 ** 9), ri(1, 48), ri(10 ** 6, 4 * 10 ** 9), ri(1, 9), ri(20, 60))


def N_oid_cert():
    return "X509v3 extensions:\n    1.3.6.1.4.1.311.21.7: \n        0..&+.....7.....%d...\n    X509v3 Certificate Policies:\n        Policy: 2.23.140.1.2.1\n        Policy: 1.3.6.1.4.1.44947.1.1.1\n    1.3.6.1.4.1.11129.2.4.2: <SCT list>" % ri(100, 999)


def N_error_codes():
    k = ri(0, 3)
    if k == 0:
        return "Error 0x%08X: The update could not be installed (KB50%05d). Retry later." % (ri(0x80000000, 0x8007FFFF), ri(0, 99999))
    if k == 1:
        return "ORA-%05d: TNS:no listener after %d attempts (SQLSTATE %s)" % (ri(1000, 12999), ri(1, 9), ch(["08001", "08006", "57P01"]))
    if k == 2:
        return "HRESULT 0x%08X in Office add-in, build %d.%d" % (ri(0x80000000, 0x8007FFFF), ri(10000, 17999), ri(10000, 20000))
    return "npm ERR! code E%d\nnpm ERR! errno -%d\nnpm ERR! syscall %s" % (ch([401, 403, 404, 500]), ri(2, 120), ch(["open", "connect", "spawn"]))


def N_mongo_dup():
    return "MongoServerError: E11000 duplicate key error collection: shop.orders index: order_no_1 dup key: { order_no: \"ORD-%d-%06d\" }\n    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:%d:%d)" % (
        ri(2022, 2025), ri(1, 999999), ri(100, 400), ri(1, 40))


def N_invoice():
    return "Invoice INV-%d-%05d\nOrder #%d\nPO number: PO-%06d\nNet: %s EUR\nVAT 19%%: %s EUR\nTotal: %s EUR\nDue: %s" % (
        ri(2022, 2025), ri(1, 99999), ri(10 ** 7, 10 ** 9), ri(1, 999999), "{:,.2f}".format(R.random() * 10000),
        "{:,.2f}".format(R.random() * 2000), "{:,.2f}".format(R.random() * 12000), dateonly())


def N_luhn_fail():
    n = non_luhn(ch("3456") + rs(DIG, 15))
    shown = ch([n, grp(n, [4, 4, 4, 4])])
    return ch(["shipment batch ref %s failed customs pre-check, retry scheduled",
               "ledger_entry_id=%s status=reconciled",
               "Gift registry export id: %s (internal, not a payment instrument)",
               "kafka partition key %s produced to topic events.v2"]) % shown


def N_luhn_fail_json():
    p = ch(["4", "5", "37", "6011", "35"])
    n = non_luhn(p + rs(DIG, 16 - len(p)))
    return jd({"correlation_number": n, "batch": ri(1, 999), "status": ch(["queued", "done"])})


def N_masked_card():
    last4 = rs(DIG, 4)
    return ch(["Payment method: •••• •••• •••• %s (Visa), expires %s" % (last4, expiry()),
               "card=**** **** **** %s brand=mastercard 3ds=passed" % last4,
               jd({"card": {"brand": "amex", "last4": last4, "exp_month": ri(1, 12), "exp_year": ri(2025, 2031), "fingerprint": rs(ALNUM, 16)}}),
               "pan_masked=%s******%s auth_code=%s rrn=%s" % (ch(["411111", "545454", "510510", "400000"]), last4, rs(UP + DIG, 6), rs(DIG, 12)),
               "XXXX-XXXX-XXXX-%s was declined (code 51)" % last4])


def N_placeholder_env():
    return "# .env.example — copy to .env and fill in\nOPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nAWS_ACCESS_KEY_ID=<YOUR_ACCESS_KEY_ID>\nAWS_SECRET_ACCESS_KEY=<YOUR_SECRET_ACCESS_KEY>\nSTRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ"


def N_placeholder_docs():
    return ch(["Set your key before running the example:\n\n    export ANTHROPIC_API_KEY=\"<your-api-key>\"\n    python examples/%s.py\n\nNever commit real keys." % ch(["chat", "stream", "tools"]),
               "Replace YOUR_TOKEN_HERE with the token from Settings → Developer settings:\n\ncurl -H \"Authorization: Bearer YOUR_TOKEN_HERE\" https://api.example.com/v1/projects",
               "api_key: ${API_KEY}  # injected at deploy time\nsecret: \"{{ vault_secret }}\"\npassword: !vault |\n  $ANSIBLE_VAULT;1.1;AES256"])


def N_redacted():
    return "%s DEBUG outgoing request headers={'Authorization': 'Bearer [REDACTED]', 'X-Api-Key': '********', 'Content-Length': '%d'} body={\"password\": \"<redacted>\", \"user_id\": %d}" % (
        iso(), ri(10, 9999), ri(1, 99999))


def N_gha_secrets():
    return "      - name: Publish\n        run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n          SENTRY_DSN: ${{ vars.SENTRY_DSN }}"


def N_ssh_pubkey():
    return "$ cat ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s ci-runner" % (
        rs(B64, 43), ch(["deploy-key-ci", "backup-bot", "ansible-controller"]), rs(B64, 100))


def N_pem_public():
    body = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs(B64, 348) + "IDAQAB"
    return "JWKS fetch failed, falling back to static public key:\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(chunk(body, 64))


def N_pem_cert():
    body = "MIID" + rs(B64, 1100) + "=="
    return "$ openssl s_client -connect api.%s:443 -showcerts </dev/null 2>/dev/null | sed -n '/BEGIN/,/END/p'\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % (
        svc_domain(), "\n".join(chunk(body, 64)))


def N_integrity():
    return "\"node_modules/%s\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
        ch(["lodash", "axios", "react-dom", "zod"]), semver(), "pkg", "pkg", semver(), rs(B64, 86))


def N_gosum():
    return "\n".join("github.com/%s/%s v%s h1:%s=" % (ch(["spf13", "gorilla", "stretchr", "google"]), ch(["cobra", "mux", "testify", "uuid"]), semver(), rs(B64, 43)) for _ in range(ri(2, 4)))


def N_tls_fp():
    return "$ openssl x509 -in server.crt -noout -fingerprint -sha256 -serial -dates\nsha256 Fingerprint=%s\nserial=%s\nnotBefore=%s\nnotAfter=%s" % (
        ":".join(rs(HEXU, 2) for _ in range(32)), rs(HEXU, 32), rdt().strftime("%b %d %H:%M:%S %Y GMT"), rdt().strftime("%b %d %H:%M:%S %Y GMT"))


def N_k8s_meta():
    return "metadata:\n  name: %s\n  namespace: prod\n  uid: %s\n  resourceVersion: \"%d\"\n  generation: %d\nspec:\n  containers:\n  - image: ghcr.io/%s/%s@sha256:%s\n    resources:\n      requests: {cpu: %dm, memory: %dMi}" % (
        pod(), uuid4(), ri(10 ** 6, 10 ** 9), ri(1, 40), ch(CORPW), svc(), sha256(), ri(50, 2000), ri(64, 4096))


def N_java_trace():
    return "Exception in thread \"pool-%d-thread-%d\" java.util.concurrent.TimeoutException: Waited %d milliseconds for %s\n\tat com.%s.core.Poller.await(Poller.java:%d)\n\tat java.base/java.lang.Thread.run(Thread.java:%d)\n# SIGSEGV (0xb) at pc=0x%016x, pid=%d, tid=%d" % (
        ri(1, 20), ri(1, 50), ri(1000, 60000), ch(["lock", "future", "channel"]), ch(CORPW), ri(10, 400), ri(800, 1600), ri(0x7f0000000000, 0x7fffffffffff), ri(100, 99999), ri(100, 99999))


def N_py_tb():
    return "Traceback (most recent call last):\n  File \"/usr/local/lib/python3.%d/site-packages/%s/core.py\", line %d, in run\n    result = self._execute(batch_size=%d)\n  File \"/app/jobs/export.py\", line %d, in _execute\n    raise TimeoutError(f\"batch {batch_id} exceeded {limit}s\")\nTimeoutError: batch %d exceeded %ds" % (
        ri(8, 12), ch(["celery", "dask", "luigi"]), ri(10, 900), ch([500, 1000, 5000]), ri(10, 300), ri(1, 99999), ri(30, 900))


def N_latency():
    return "endpoint            p50     p95     p99    rps\n/api/v1/orders      %dms    %dms   %dms   %s\n/api/v1/search      %dms    %dms   %.1fs   %s" % (
        ri(5, 50), ri(50, 400), ri(400, 2000), "{:,}".format(ri(100, 20000)), ri(5, 80), ri(80, 900), R.random() * 4, "{:,}".format(ri(100, 9000)))


def N_csv_metrics():
    rows = ["date,region,requests,errors,p95_ms,cost_usd"]
    for _ in range(ri(2, 5)):
        rows.append("%s,%s,%d,%d,%d,%.2f" % (dateonly(), ch(["eu-west-1", "us-east-1", "ap-south-1"]), ri(10 ** 4, 10 ** 7), ri(0, 9999), ri(20, 900), R.random() * 900))
    return "\n".join(rows)


def N_tsv_skus():
    rows = ["SKU\tDescription\tQty\tUnit price\tEAN"]
    for _ in range(ri(2, 4)):
        while True:
            ean = rs(DIG, 12)
            s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(ean))
            ean += str((10 - s % 10) % 10)
            if not luhn_ok(ean):
                break
        rows.append("SKU-%05d\t%s\t%d\t%.2f\t%s" % (ri(1, 99999), ch(["USB-C cable 2m", "Desk lamp", "Notebook A5", "Water bottle"]), ri(1, 500), R.random() * 90, ean))
    return "\n".join(rows)


def N_sql_orders():
    return "order_id | sku        | qty | total    | status\n---------+------------+-----+----------+---------\n%8d | SKU-%05d  | %3d | %8.2f | %s\n%8d | SKU-%05d  | %3d | %8.2f | %s\n(2 rows)" % (
        ri(10 ** 6, 10 ** 7), ri(1, 99999), ri(1, 20), R.random() * 900, ch(["paid", "shipped"]), ri(10 ** 6, 10 ** 7), ri(1, 99999), ri(1, 20), R.random() * 900, ch(["paid", "refunded"]))


def N_chat_versions():
    return ch(["pip says numpy %s is incompatible with pandas %s, what should I pin?" % (semver(), semver()),
               "why does node %s break our jest %s setup but %s works?" % (semver(), semver(), semver()),
               "after upgrading postgres from %d.%d to %d.%d the query plan changed completely, any tips?" % (ri(11, 14), ri(0, 9), ri(15, 16), ri(0, 4)),
               "Is Kubernetes %s still supported on EKS? Our cluster is on %s." % (semver(), semver())])


def N_cron():
    return "# m h dom mon dow command\n*/5 * * * * /opt/jobs/heartbeat.sh\n%d %d * * %d /opt/jobs/report.sh --days %d\n0 */6 * * * find /var/tmp -mtime +%d -delete" % (
        ri(0, 59), ri(0, 23), ri(0, 6), ri(1, 30), ri(1, 14))


def N_docker_ps():
    return "CONTAINER ID   IMAGE                 COMMAND                  CREATED        STATUS                  PORTS      NAMES\n%s   redis:7.2.4           \"docker-entrypoint.s…\"   %d hours ago   Up %d hours             6379/tcp   cache\n%s   %s/api:%s   \"/app/server\"            %d days ago    Restarting (1) %d seconds ago              api" % (
        rs(HEXL, 12), ri(1, 20), ri(1, 20), rs(HEXL, 12), ch(CORPW), semver(), ri(1, 9), ri(1, 59))


def N_terraform():
    return "  # aws_instance.web[%d] will be updated in-place\n  ~ resource \"aws_instance\" \"web\" {\n        id            = \"i-0%s\"\n      ~ instance_type = \"t3.medium\" -> \"t3.large\"\n        ami           = \"ami-0%s\"\n        subnet_id     = \"subnet-0%s\"\n    }\n\nPlan: 0 to add, %d to change, 0 to destroy." % (
        ri(0, 5), rs(HEXL, 16), rs(HEXL, 16), rs(HEXL, 16), ri(1, 9))


def N_bic():
    return "Zahlungsempfänger-Bank: %s\nBankleitzahl-Verzeichnis Stand %s\nVerwendungszweck: RE-%d-%04d\nBetrag: %s EUR" % (
        ch(["COBADEFFXXX", "DEUTDEDBBER", "INGDDEFFXXX", "GENODEM1GLS", "BYLADEM1001"]), dateonly(), ri(2022, 2025), ri(1, 9999), amount().replace(".", ","))


def N_isbn():
    isbn = "978" + str(ri(0, 1)) + rs(DIG, 8)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(isbn))
    isbn += str((10 - s % 10) % 10)
    return "Reference: ISBN %s-%s-%s-%s-%s, chapter %d.%d, pp. %d-%d" % (isbn[:3], isbn[3], isbn[4:8], isbn[8:12], isbn[12], ri(1, 20), ri(1, 9), ri(1, 200), ri(201, 400))


def N_e164_doc():
    return ch(["Phone numbers must be stored in E.164 format: a leading +, the country code, then the subscriber number, max 15 digits (e.g. +<country><number>).",
               "validation error: field 'phone' expected format +XX XXXX XXXXXXX, got empty string",
               "Placeholder in the signup form: \"+1 (XXX) XXX-XXXX\". Can I localize it per country?"])


def N_at_lookalikes():
    return "$ npm i lodash@4.17.21 @types/node@%s @%s/ui-kit@%s\n\nadded %d packages in %ds\n\n@app.route(\"/health\")\n@login_required\ndef health(): ..." % (
        semver(), ch(CORPW), semver(), ri(1, 300), ri(1, 30))


def N_git_ssh_remote():
    return "$ git clone git@github.com:%s/%s.git\nCloning into '%s'...\nremote: Enumerating objects: %d, done.\nremote: Counting objects: 100%% (%d/%d), done.\nReceiving objects: 100%% (%d/%d), %.2f MiB | %.2f MiB/s, done." % (
        ch(CORPW), svc(), svc(), ri(100, 99999), ri(100, 999), ri(100, 999), ri(100, 999), ri(100, 999), R.random() * 90, R.random() * 20)


def N_shell_prompt():
    return "deploy@build-agent-%02d:~/app$ make test\ngo test ./... -count=1\nok  \t%s/internal/api\t%.3fs\nok  \t%s/internal/store\t%.3fs\ndeploy@build-agent-%02d:~/app$" % (
        ri(1, 20), ch(CORPW), R.random() * 9, ch(CORPW), R.random() * 9, ri(1, 20))


def N_rfc():
    return "Per RFC 5280 section 4.2.1.%d the extension must be marked critical; see also RFC 8446 section %d.%d.%d and appendix B.%d.%d." % (
        ri(1, 15), ri(2, 9), ri(1, 6), ri(1, 9), ri(1, 4), ri(1, 9))


def N_cpp_scopes():
    return "error: no matching function for call to 'std::chrono::duration<long, std::ratio<1, 1000> >::duration(double&)'\n  in app::net::HttpClient::send(const app::net::Request&) at src/net/client.cpp:%d:%d\nnote: candidate: 'template<class _Rep2, class> constexpr std::chrono::duration<_Rep, _Period>::duration(const _Rep2&)'" % (ri(10, 900), ri(1, 80))


def N_s3_head():
    return jd({"AcceptRanges": "bytes", "LastModified": iso_tz(), "ContentLength": ri(100, 10 ** 9),
               "ETag": "\"%s\"" % rs(HEXL, 32), "VersionId": rs(B64URL, 32), "ContentType": "application/gzip",
               "ServerSideEncryption": "AES256"}, 4)


def N_stripe_event():
    return jd({"id": "evt_" + rs(ALNUM, 24), "object": "event", "type": "invoice.paid", "created": epoch_s(),
               "request": {"id": "req_" + rs(ALNUM, 14), "idempotency_key": uuid4()},
               "data": {"object": {"id": "in_" + rs(ALNUM, 24), "amount_paid": ri(100, 99999), "currency": "eur"}}}, 2)


def N_slack_api():
    return jd({"ok": True, "channel": "C0" + rs(UP + DIG, 9), "ts": "%d.%06d" % (epoch_s(), ri(0, 999999)),
               "message": {"type": "message", "subtype": "bot_message", "text": "Deploy %s finished" % semver(), "bot_id": "B0" + rs(UP + DIG, 9)}})


def N_data_uri():
    return "<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\" width=\"%d\" height=\"%d\">" % (rs(B64, ri(120, 300)), ri(16, 256), ri(16, 256))


def N_kafka_lag():
    rows = ["GROUP           TOPIC           PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG"]
    for p in range(ri(2, 4)):
        c = ri(10 ** 6, 10 ** 10)
        rows.append("%-15s %-15s %-10d %-15d %-15d %d" % (svc() + "-cg", "events.v2", p, c, c + ri(0, 5000), ri(0, 5000)))
    return "\n".join(rows)


def N_prometheus():
    return "# HELP http_requests_total Total HTTP requests\n# TYPE http_requests_total counter\nhttp_requests_total{method=\"GET\",code=\"200\",handler=\"/api\"} %d %d\nprocess_resident_memory_bytes %d\ngo_gc_duration_seconds{quantile=\"0.99\"} %.6f" % (
        ri(1000, 10 ** 9), epoch_ms(), ri(10 ** 7, 10 ** 10), R.random() / 100)


def N_cursor():
    cur = b64(json.dumps({"id": ri(1000, 9999999), "ts": epoch_s()}, separators=(",", ":")).encode()).rstrip("=")
    return jd({"data": [{"id": ri(1, 999999), "status": "ok"}], "has_more": True, "next_cursor": cur, "request_id": uuid4()}, 2)


def N_md5():
    return "%s  backup-%s.sql.gz\n%s  backup-%s.sql.gz\nMD5 mismatch on second file, re-uploading (%s bytes)" % (
        rs(HEXL, 32), dateonly(), rs(HEXL, 32), dateonly(), "{:,}".format(ri(10 ** 6, 10 ** 10)))


def N_foreign():
    return ch(["Nach dem Update auf Version %s bekomme ich beim Build den Fehler 0x%08X. Hat jemand eine Idee?" % (semver(), ri(0x80000000, 0x8007FFFF)),
               "Bonjour, depuis la version %s le job met %d minutes au lieu de %d, le commit %s semble en cause." % (semver(), ri(20, 90), ri(1, 19), rs(HEXL, 7)),
               "Hola, el pedido PED-%d-%05d aparece duplicado en el informe, el request_id es %s." % (ri(2022, 2025), ri(1, 99999), uuid4()),
               "ビルド番号 %d でテストが %d 件失敗しています。コミット %s 以降です。" % (ri(1000, 99999), ri(1, 40), rs(HEXL, 7)),
               "Olá, a versão %s do SDK quebrou o upload de arquivos maiores que %s bytes." % (semver(), "{:,}".format(ri(10 ** 6, 10 ** 9)).replace(",", ".")),
               "Hoi, de pipeline #%d faalt sinds gisteren op stap %d, zie trace %s." % (ri(1000, 99999), ri(1, 12), rs(HEXL, 32)),
               "Ciao, dopo l'aggiornamento a %s il container si riavvia ogni %d secondi (exit code %d)." % (semver(), ri(5, 120), ch([1, 137, 139, 143])),
               "Cześć, zadanie %s trwa %d min, wcześniej %d min. Wersja %s." % (uuid4(), ri(20, 90), ri(1, 19), semver())])


def N_ls():
    lines = ["total %d" % ri(8, 400)]
    for name in R.sample(["app.log", "app.log.1.gz", "core.%d" % ri(1000, 99999), "data.db", "config.yml", "server"], ri(2, 5)):
        lines.append("-rw-r--r-- 1 app app %10d %s %s" % (ri(100, 10 ** 9), rdt().strftime("%b %d %H:%M"), name))
    return "\n".join(lines)


def N_df():
    return "Filesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme0n1p1  %dG   %dG   %dG  %d%% /\ntmpfs           %.1fG     0  %.1fG   0%% /dev/shm\n/dev/nvme1n1    %dT  %.1fT  %dG  %d%% /data" % (
        ri(20, 500), ri(5, 19), ri(1, 400), ri(1, 99), R.random() * 16, R.random() * 16, ri(1, 8), R.random() * 5, ri(10, 900), ri(1, 99))


def N_xxd():
    lines = []
    off = ri(0, 4096) * 16
    for i in range(ri(3, 5)):
        b = rbytes(16)
        hx = " ".join(b[j:j + 2].hex() for j in range(0, 16, 2))
        asc_ = "".join(chr(c) if 32 <= c < 127 else "." for c in b)
        lines.append("%08x: %s  %s" % (off + 16 * i, hx, asc_))
    return "$ xxd -s %d -l %d dump.bin\n" % (off, 16 * len(lines)) + "\n".join(lines)


def N_http_resp():
    return "HTTP/2 %d\ndate: %s\ncontent-type: application/json\ncontent-length: %d\netag: W/\"%s\"\ncache-control: max-age=%d\nx-request-id: %s\nserver: nginx/1.25.%d" % (
        ch(STATUS), rdt().strftime("%a, %d %b %Y %H:%M:%S GMT"), ri(10, 99999), rs(HEXL, 16), ri(0, 86400), uuid4(), ri(0, 4))


def N_explain():
    return "Index Scan using orders_created_at_idx on orders  (cost=0.43..%.2f rows=%d width=%d) (actual time=0.%03d..%.3f rows=%d loops=1)\n  Index Cond: (created_at > '%s'::timestamp)\nPlanning Time: 0.%03d ms\nExecution Time: %.3f ms" % (
        R.random() * 9000, ri(1, 99999), ri(8, 300), ri(1, 999), R.random() * 900, ri(1, 99999), iso_s(), ri(1, 999), R.random() * 2000)


def N_release():
    v = semver()
    return "[semantic-release] › ✔  Published release %s on default channel\n[semantic-release] › ℹ  Release note for version %s:\n## %s (%s)\n### Bug Fixes\n* handle empty cursor (%s)" % (
        v, v, v, dateonly(), rs(HEXL, 7))


def N_sentry_event():
    return "Sentry event %s captured (level=error, release=%s@%s, environment=production, fingerprint=%s)" % (
        rs(HEXL, 32), svc(), semver(), rs(HEXL, 32))


def N_dd_trace():
    return "%s ERROR [%s] [dd.trace_id=%s dd.span_id=%s dd.service=%s dd.version=%s] timeout calling inventory" % (
        iso(), svc(), non_luhn(str(ri(10 ** 18, 9 * 10 ** 18))), non_luhn(str(ri(10 ** 18, 9 * 10 ** 18))), svc(), semver())


def N_dates():
    return "Sprint %d: %s – %s\nVelocity: %d pts (3-5-8-13 scale)\nRelease window: %s %02d:00–%02d:00 UTC" % (
        ri(1, 99), dateonly(), dateonly(), ri(10, 90), rdt().strftime("%d.%m.%Y"), ri(0, 11), ri(12, 23))


def N_segfault():
    return "[%d.%06d] %s[%d]: segfault at %x ip %016x sp %016x error %d in %s[%x+%x]" % (
        ri(100, 999999), ri(0, 999999), svc(), ri(100, 99999), ri(0x1000, 0x7fffffffffff), ri(0x550000000000, 0x56ffffffffff),
        ri(0x7ff000000000, 0x7fffffffffff), ch([4, 6, 14]), ch(["libc.so.6", "app", "libssl.so.3"]), ri(0x7f0000000000, 0x7fffffffffff), ri(0x1000, 0x200000))


def N_chat_example():
    return ch(["why does my request to https://api.example.com/v2/items?page=%d return 429 after ~%d requests/min?" % (ri(2, 50), ri(100, 1000)),
               "Is it normal that https://httpbin.org/delay/%d times out with requests.get(timeout=%d)?" % (ri(5, 10), ri(1, 4)),
               "How do I make my fetch to http://localhost:%d/api not fail with CORS when the frontend runs on :%d?" % (ri(3000, 9000), ri(3000, 9000))])


def N_webpack():
    return "asset main.%s.js %.1f KiB [emitted] [immutable] [minimized] (name: main)\nasset vendor.%s.js %.2f MiB [emitted] [immutable] [big]\nwebpack %s compiled with %d warnings in %d ms" % (
        rs(HEXL, 20), R.random() * 900, rs(HEXL, 20), R.random() * 4, semver(), ri(1, 5), ri(1000, 90000))


def N_masked_iban():
    return ch(["Payout account: DE** **** **** **** **%02d %02d (verified)" % (ri(0, 99), ri(0, 99)),
               "iban_masked=FR76 **** **** **** **** ***%s %s" % (rs(DIG, 1), rs(DIG, 3)),
               "Please enter your IBAN in the format CCkk BBBB BBBB ..., e.g. two letters followed by two check digits."])


def N_masked_ssn():
    return ch(["SSN: ***-**-**** (hidden, click to reveal requires MFA)", "ssn_format: \"XXX-XX-XXXX\"  # mask applied in serializer",
               "tax_id_last4 is stored, the full number is tokenized as tok_%s" % rs(ALNUM, 24)])


def N_uuid_config():
    return "correlation:\n  default_tenant: %s\n  feature_set: %s\n  rollout_id: %s\n  seed: %d" % (uuid4(), uuid4(), uuid4(), ri(1, 10 ** 9))


def N_rust_scopes():
    return "error[E0277]: `Rc<RefCell<Node>>` cannot be sent between threads safely\n   --> src/graph/mod.rs:%d:%d\n    |\n%d |     std::thread::spawn(move || walk(&root));\n    = note: required because of the requirements on the impl of `Send` for `std::sync::Arc<core::cell::RefCell<Node>>`" % (
        ri(1, 400), ri(1, 80), ri(1, 400))


def N_ports():
    return "$ lsof -nP -iTCP -sTCP:LISTEN | grep -E 'node|java'\nnode    %d app   23u  IPv6 0x%s      0t0  TCP *:%d (LISTEN)\njava    %d app  112u  IPv6 0x%s      0t0  TCP *:%d (LISTEN)" % (
        ri(100, 99999), rs(HEXL, 16), ri(3000, 9999), ri(100, 99999), rs(HEXL, 16), ri(8000, 9999))


def N_nanoid():
    return "created short links: /s/%s /s/%s /s/%s (ttl %dd)" % (rs(B64URL, 8), rs(B64URL, 8), rs(B64URL, 8), ri(1, 90))


def N_hashes_lock():
    return "# poetry.lock\n[[package]]\nname = \"%s\"\nversion = \"%s\"\nfiles = [\n    {file = \"%s-%s-py3-none-any.whl\", hash = \"sha256:%s\"},\n]" % (
        ch(["httpx", "attrs", "rich"]), semver(), ch(["httpx", "attrs", "rich"]), semver(), sha256())


def N_geo_time():
    return "%s %s tz=%s offset=%s dst=%s epoch=%d" % (dateonly(), rdt().strftime("%H:%M:%S.%f"), ch(["Europe/Berlin", "America/Sao_Paulo", "Asia/Tokyo"]),
                                                    ch(["+01:00", "-03:00", "+09:00"]), ch(["true", "false"]), epoch_s())


NEG_T = [N_git_oneline, N_git_revparse, N_sha256sum, N_docker_pull, N_req_log, N_traceparent, N_amzn_trace, N_pip_freeze,
         N_win_version, N_ua_version, N_assembly, N_firmware, N_build, N_epoch, N_rsync, N_ps, N_css, N_lspci, N_lsusb,
         N_snmp, N_oid_cert, N_error_codes, N_mongo_dup, N_invoice, N_luhn_fail, N_luhn_fail_json, N_masked_card,
         N_placeholder_env, N_placeholder_docs, N_redacted, N_gha_secrets, N_ssh_pubkey, N_pem_public, N_pem_cert,
         N_integrity, N_gosum, N_tls_fp, N_k8s_meta, N_java_trace, N_py_tb, N_latency, N_csv_metrics, N_tsv_skus,
         N_sql_orders, N_chat_versions, N_cron, N_docker_ps, N_terraform, N_bic, N_isbn, N_e164_doc, N_at_lookalikes,
         N_git_ssh_remote, N_shell_prompt, N_rfc, N_cpp_scopes, N_s3_head, N_stripe_event, N_slack_api, N_data_uri,
         N_kafka_lag, N_prometheus, N_cursor, N_md5, N_foreign, N_foreign, N_ls, N_df, N_xxd, N_http_resp, N_explain,
         N_release, N_sentry_event, N_dd_trace, N_dates, N_segfault, N_chat_example, N_webpack, N_masked_iban,
         N_masked_ssn, N_uuid_config, N_rust_scopes, N_ports, N_nanoid, N_hashes_lock, N_geo_time]


# =================================================================== DISGUISED
FULLW = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + DIG + "@.-_+"}


def fullwidth(s):
    return "".join(FULLW.get(c, c) for c in s)


def dz_email_text(e):
    loc, dom = e.rsplit("@", 1)
    d_words = lambda w: dom.replace(".", " %s " % w)
    styles = [
        ("at-dot-words", "%s at %s" % (loc.replace(".", " dot "), d_words("dot"))),
        ("bracket-at", "%s [at] %s" % (loc, dom.replace(".", " [dot] "))),
        ("paren-at", "%s(at)%s" % (loc, dom.replace(".", "(dot)"))),
        ("curly-at", "%s {at} %s" % (loc, dom.replace(".", " {dot} "))),
        ("caps-words", "%s AT %s" % (loc.replace(".", " DOT "), d_words("DOT"))),
        ("spaced-chars", " ".join(e)),
        ("fullwidth", fullwidth(e)),
        ("fullwidth-at", loc + "\uFF20" + dom),
        ("small-at", loc + "\uFE6B" + dom.replace(".", "\u2024")),
        ("html-entities", loc + "&#64;" + dom.replace(".", "&#46;")),
        ("url-encoded", loc.replace("+", "%2B") + "%40" + dom),
        ("line-break", loc + "\n@" + dom),
        ("zero-width", "\u200b".join(e)),
        ("german-words", "%s Klammeraffe %s" % (loc.replace(".", " Punkt "), d_words("Punkt"))),
        ("french-words", "%s arobase %s" % (loc.replace(".", " point "), d_words("point"))),
        ("spanish-words", "%s arroba %s" % (loc.replace(".", " punto "), d_words("punto"))),
        ("italian-words", "%s chiocciola %s" % (loc, d_words("punto"))),
        ("dutch-words", "%s apenstaartje %s" % (loc, d_words("punt"))),
        ("japanese-words", "%s アットマーク %s" % (loc, dom.replace(".", " ドット "))),
        ("split-parts", "username \"%s\", domain \"%s\" (put an @ between them)" % (loc, dom)),
        ("nospam", "%s@NOSPAM.%s (remove NOSPAM.)" % (loc, dom)),
        ("reversed-order", "%s is the domain and %s is the name before the at sign" % (dom, loc)),
    ]
    return ch(styles)


EMAIL_CTX = [
    "my email is {d}",
    "Please contact me at {d}, the web form keeps failing.",
    "hey, just send the invite to {d} — the Slack bot eats normal addresses",
    "Ticket {t}: customer asks to update their contact address to {d}",
    "Reporter wrote their address as: {d}",
    "Hallo, meine E-Mail-Adresse ist {d}, bitte die Rechnung dorthin schicken.",
    "Bonjour, vous pouvez m'écrire à {d}.",
    "Hola, mi correo es {d}, gracias.",
    "連絡先メール: {d}",
    "Olá, meu e-mail é {d}.",
    "contact:\n  # obfuscated so scrapers don't pick it up\n  email: \"{d}\"",
    "<p>Questions? Write to <span class=\"obf\">{d}</span></p>",
]


def dz_email():
    e = email_for(kind=ch(["free", "free", "corp", "edu", "sub"]))
    style, d = dz_email_text(e)
    ctx = ch(EMAIL_CTX)
    return "email", e, ctx.replace("{d}", d).replace("{t}", ticket_id()), style


DIGIT_SETS = {
    "fullwidth-digits": "０１２３４５６７８９",
    "arabic-indic-digits": "٠١٢٣٤٥٦٧٨٩",
    "devanagari-digits": "०१२३४५६७८९",
    "bengali-digits": "০১২৩৪৫৬৭৮৯",
    "thai-digits": "๐๑๒๓๔๕๖๗๘๙",
    "math-bold-digits": "".join(chr(0x1D7CE + i) for i in range(10)),
    "circled-digits": "⓪①②③④⑤⑥⑦⑧⑨",
    "superscript-digits": "⁰¹²³⁴⁵⁶⁷⁸⁹",
}
WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove".split(),
}


def dz_card_text(num):
    gs = grp(num, card_groups(num)).split(" ")
    k = ri(0, 15)
    if k == 0:
        lang = ch(list(WORDS))
        return "words-" + lang, ", ".join(" ".join(WORDS[lang][int(c)] for c in g) for g in gs)
    if k == 1:
        return "spaced-digits", " ".join(num)
    if k == 2:
        return "dashed-digits", "-".join(num)
    if k == 3:
        return "dotted-digits", ".".join(num)
    if k in (4, 5):
        name = ch(list(DIGIT_SETS))
        tbl = DIGIT_SETS[name]
        conv = lambda s: "".join(tbl[int(c)] for c in s)
        return name, ch([conv(num), " ".join(conv(g) for g in gs)])
    if k == 6:
        return "keycap-emoji", "".join(c + "\ufe0f\u20e3" for c in num)
    if k == 7:
        tr = {"0": "O", "1": "l", "5": "S", "8": "B"}
        return "letter-lookalikes", " ".join("".join(tr.get(c, c) for c in g) for g in gs)
    if k == 8:
        return "line-split", "\n" + "\n".join(gs)
    if k == 9:
        lang = ch(["en", "en", "de"])
        out = []
        for i, g in enumerate(gs):
            out.append(g if i % 2 == 0 else " ".join(WORDS[lang][int(c)] for c in g))
        return "mixed-words", " | ".join(out)
    if k == 10:
        half = len(gs) // 2
        return "out-of-order", "last part: %s / first part: %s" % (" ".join(gs[half:]), " ".join(gs[:half]))
    if k == 11:
        return "zero-width", "\u200b".join(num)
    if k == 12:
        return "pairs", " ".join(chunk(num, 2))
    if k == 13:
        return "slash-groups", "/".join(gs)
    if k == 14:
        return "multi-message", "\n" + "\n".join("[%02d:%02d] %s" % (ri(0, 23), ri(0, 59), g) for g in gs)
    return "underscore-groups", "_".join(gs)


CARD_CTX = [
    "here's the card so you can retry the charge: {d} exp {x}",
    "Card number (written like this because the chat blocks numbers): {d}",
    "Customer dictated the card over the phone, I typed it as: {d}",
    "Ticket {t}: please process refund to card {d}",
    "Hallo, hier meine Kartennummer: {d}, gültig bis {x}.",
    "Bonjour, ma carte : {d}, expiration {x}.",
    "Hola, la tarjeta es {d}, vence {x}.",
    "カード番号は {d} です（有効期限 {x}）",
    "Olá, o número do cartão é {d}.",
    "sending it in pieces so the DLP bot doesn't eat it:\n{d}",
    "pls charge {d} cvv in DM",
]


def dz_card():
    net, f = ch(_CARD_W)
    num = f()
    style, d = dz_card_text(num)
    ctx = ch(CARD_CTX)
    return "credit_card", num, ctx.replace("{d}", d).replace("{x}", expiry()).replace("{t}", ticket_id()), style


# =================================================================== BUILD
def mkrow(t, value, text, disguise=None):
    d = {"source": SOURCE, "type": t, "value": value, "text": text}
    if disguise:
        d["disguise"] = disguise
    return d


def gen_pos(t, templates, n, seen):
    order = templates[:]
    R.shuffle(order)
    rows, i, fails = [], 0, 0
    while len(rows) < n:
        fn = order[i % len(order)]
        i += 1
        v, txt = fn()
        if txt in seen:
            fails += 1
            assert fails < 1000
            continue
        seen.add(txt)
        rows.append(mkrow(t, v, txt))
    return rows


def gen_secret(n, seen):
    order = SPECIAL[:]
    R.shuffle(order)
    rows, i, j = [], 0, 0
    while len(rows) < n:
        if len(rows) % 2 == 0:
            v, txt = order[i % len(order)]()
            i += 1
        else:
            v, txt = make_generic_secret()
        if txt in seen:
            continue
        seen.add(txt)
        rows.append(mkrow("secret", v, txt))
    return rows


def gen_neg(n, seen):
    order = NEG_T[:]
    R.shuffle(order)
    rows, i = [], 0
    while len(rows) < n:
        txt = order[i % len(order)]()
        i += 1
        if txt in seen:
            continue
        seen.add(txt)
        rows.append(mkrow("negative", "", txt))
    return rows


def gen_dis(n, seen):
    rows = []
    while len(rows) < n:
        t, v, txt, style = dz_card() if len(rows) % 2 == 0 else dz_email()
        if txt in seen:
            continue
        seen.add(txt)
        rows.append(mkrow(t, v, txt, style))
    return rows


# =================================================================== VALIDATE
EMAIL_RE = re.compile(r"[\w.%+\-]+@[\w\-]+(?:\.[\w\-]+)+", re.UNICODE)
IPV4_RE = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
IPV6_RE = re.compile(r"(?<![\w:])(?:[0-9a-fA-F]{1,4}:){2,7}[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{1,4}){0,6}(?![\w:])|(?<![\w:])::ffff:[\d.]+")
DIGRUN_RE = re.compile(r"(?<!\d)\d{13,19}(?!\d)")
SSN_RE = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}[A-Z0-9]{11,30}\b")
SECRET_RE = re.compile(r"AKIA[A-Z2-7]{16}|ghp_[A-Za-z0-9]{36}|xox[bpa]-\d|sk_live_[A-Za-z0-9]{20}|glpat-[\w-]{20}|AIza[\w-]{35}|-----BEGIN [A-Z ]*PRIVATE KEY-----|sk-ant-api|hf_[A-Za-z]{34}|npm_[A-Za-z0-9]{36}")


def ssn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9:
        return False
    a, g, s = int(d[:3]), int(d[3:5]), int(d[5:])
    return 0 < a < 900 and a != 666 and g != 0 and s != 0


def validate(rows):
    errs = []
    for r in rows:
        t, v, x = r["type"], r["value"], r["text"]
        assert set(r) <= {"source", "type", "value", "text", "disguise"}, r
        if t == "negative":
            if v != "":
                errs.append(("neg value", r))
            continue
        if not r.get("disguise") and v not in x:
            errs.append(("value not in text", r))
        if r.get("disguise") and v in x:
            errs.append(("disguised value appears verbatim", r))
        if t == "email":
            if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s.]+", v):
                errs.append(("bad email", r))
        elif t == "phone":
            cc, nsn = PHONE_META[v]
            dg = re.sub(r"\D", "", v)
            if not (8 <= len(cc + nsn) <= 15 and dg.endswith(nsn[-7:])):
                errs.append(("bad phone", r))
        elif t == "credit_card":
            dg = re.sub(r"\D", "", v)
            if not (13 <= len(dg) <= 19 and luhn_ok(dg)) or re.search(r"[^\d -]", v):
                errs.append(("bad card", r))
        elif t == "us_ssn":
            if not ssn_ok(v):
                errs.append(("bad ssn", r))
        elif t == "iban":
            if not iban_valid(v):
                errs.append(("bad iban", r))
        elif t == "ip_address":
            try:
                ipaddress.ip_address(v)
            except ValueError:
                errs.append(("bad ip", r))
        elif t == "secret":
            if len(v) < 8:
                errs.append(("short secret", r))
    return errs


def contamination(rows):
    """Look for PII of another type inside each row (reported, not fatal)."""
    hits = {}

    def add(k, r, m):
        hits.setdefault(k, []).append((r["type"], m, r["text"][:160].replace("\n", " | ")))

    for r in rows:
        t, x = r["type"], r["text"]
        if r.get("disguise"):
            continue
        if t != "email":
            for m in EMAIL_RE.findall(x):
                add("email-like in %s" % ("negative" if t == "negative" else "other"), r, m)
        if t != "ip_address":
            for m in IPV4_RE.findall(x):
                try:
                    ipaddress.IPv4Address(m)
                    add("ipv4-like in %s" % ("negative" if t == "negative" else "other"), r, m)
                except ValueError:
                    pass
            for m in IPV6_RE.findall(x):
                try:
                    ipaddress.ip_address(m)
                    add("ipv6-like in %s" % ("negative" if t == "negative" else "other"), r, m)
                except ValueError:
                    pass
        if t != "credit_card":
            for m in DIGRUN_RE.findall(x):
                if luhn_ok(m) and m[0] in "2345634":
                    add("luhn-valid digits in %s" % t, r, m)
        if t != "us_ssn":
            for m in SSN_RE.findall(x):
                if ssn_ok(m):
                    add("ssn-like in %s" % t, r, m)
        if t != "iban":
            for m in IBAN_RE.findall(x):
                if iban_valid(m):
                    add("iban in %s" % t, r, m)
        if t != "secret":
            for m in SECRET_RE.findall(x):
                add("secret-like in %s" % t, r, m)
    return hits


def main():
    seen = set()
    rows = []
    for t, T in [("email", EMAIL_T), ("phone", PHONE_T), ("credit_card", CARD_T), ("us_ssn", SSN_T),
                 ("iban", IBAN_T), ("ip_address", IP_T)]:
        rows += gen_pos(t, T, N_POS, seen)
    rows += gen_secret(N_POS, seen)
    rows += gen_neg(N_NEG, seen)
    rows += gen_dis(N_DIS, seen)
    R.shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    # ---- re-read and validate what was written
    with open(OUT, encoding="utf-8") as fh:
        back = [json.loads(l) for l in fh]
    assert back == rows
    errs = validate(back)
    for e, r in errs[:20]:
        print("ERROR", e, json.dumps(r, ensure_ascii=False)[:300])
    counts = {}
    for r in back:
        k = r["type"] + (" (disguised)" if r.get("disguise") else "")
        counts[k] = counts.get(k, 0) + 1
    print("wrote %d rows to %s" % (len(back), OUT))
    for k in sorted(counts):
        print("  %-26s %d" % (k, counts[k]))
    print("validation errors: %d" % len(errs))
    cards = [r for r in back if r["type"] == "credit_card"]
    ibans = [r for r in back if r["type"] == "iban"]
    print("luhn-valid cards: %d/%d" % (sum(luhn_ok(re.sub(r"\D", "", r["value"])) for r in cards), len(cards)))
    print("mod-97-valid ibans: %d/%d, countries: %d" % (sum(iban_valid(r["value"]) for r in ibans), len(ibans),
                                                       len({r["value"][:2].upper() for r in ibans})))
    print("phone countries: %d" % len({PHONE_META[r["value"]][0] for r in back if r["type"] == "phone"}))
    if "-v" in sys.argv:
        hits = contamination(back)
        for k in sorted(hits):
            print("[scan] %-32s %d" % (k, len(hits[k])))
            for h in hits[k][:int(sys.argv[sys.argv.index("-v") + 1]) if len(sys.argv) > sys.argv.index("-v") + 1 else 3]:
                print("        ", h)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
