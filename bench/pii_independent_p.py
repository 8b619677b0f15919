#!/usr/bin/env python3
"""Independent evaluation corpus for a PII / secret detector (source: pii-indep-p).

Deterministic: one random.Random(SEED); standard library only; no network.
Writes corpora/pii-independent/indep-p.jsonl beside this script and prints per-type counts to stderr.
"""
import base64
import ipaddress
import json
import os
import re
import string
import sys
from collections import Counter
import random

SEED = 7301945
rng = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-p.jsonl")
SOURCE = "pii-indep-p"

TARGETS = {
    "email": (200, 75), "credit_card": (200, 75), "phone": (200, 0), "us_ssn": (200, 0),
    "iban": (200, 0), "ip_address": (200, 0), "secret": (200, 0), "negative": (800, 0),
}
FOREIGN_RATE = 0.22

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
LANGS = ["fr", "de", "es", "it", "pt", "nl", "pl", "cs", "da", "tr", "ko", "zh"]


def pick(seq):
    return seq[rng.randrange(len(seq))]


def rs(n, alphabet):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def digits(n):
    return rs(n, DIG)


def fill(tpl, **kw):
    v = kw.pop("v", None)
    out = tpl
    for k, val in kw.items():
        out = out.replace("{" + k + "}", str(val))
    if v is not None:
        out = out.replace("{v}", v)
    return out


# ---------------------------------------------------------------- context
SETTINGS = [
    dict(org="Lindenhof Beekeepers' Association", short="Lindenhof Bees", item="hive inspection",
         thing="swarm collection", plan="annual membership", svc="apiary-portal", dom="lindenhof-imker.de"),
    dict(org="Kiln and Clay Studio", short="Kiln&Clay", item="wheel-throwing course",
         thing="glaze firing slot", plan="10-visit studio pass", svc="kiln-booking", dom="kilnandclay.studio"),
    dict(org="Nomad Nest Hostels", short="Nomad Nest", item="dorm booking",
         thing="late check-in", plan="loyalty card", svc="nest-pms", dom="nomadnest-hostels.com"),
    dict(org="Rootline Genealogy Society", short="Rootline", item="parish-register search",
         thing="archive visit", plan="family membership", svc="rootline-archive", dom="rootline-genealogy.org"),
    dict(org="Riverbend Kayak Club", short="Riverbend KC", item="sea-kayak course",
         thing="boat rack rental", plan="paddler membership", svc="paddle-desk", dom="riverbendkayak.club"),
    dict(org="Crema Club", short="Crema Club", item="coffee subscription",
         thing="bean delivery", plan="monthly espresso box", svc="crema-billing", dom="cremaclub.coffee"),
]
FIRST = ["Anna", "Jonas", "Mei", "Kwame", "Sofia", "Mateusz", "Aylin", "Lucas", "Ingrid", "Ravi", "Chloe",
         "Jiho", "Tomas", "Eva", "Lars", "Zeynep", "Pieter", "Giulia", "Nadia", "Oskar", "Wei", "Hana",
         "Diego", "Marta", "Emeka", "Freya", "Luca", "Ines", "Yusuf", "Klara", "Bruno", "Sanne", "Priya",
         "Henrik", "Agnieszka", "Seo-yeon", "Lin", "Joao", "Elif", "Margot", "Dagny", "Viktor", "Amara"]
LAST = ["Kowalski", "Schneider", "Dubois", "Rossi", "Novak", "Jensen", "Yilmaz", "Kim", "Chen", "Silva",
        "de Vries", "Garcia", "Okafor", "Lindqvist", "Moreau", "Bauer", "Ferreira", "Nowak", "Svoboda",
        "Park", "Wang", "Mensah", "Haddad", "Murphy", "Van Dijk", "Costa", "Romano", "Larsen", "Demir",
        "Fischer", "Lopez", "Horvat", "Sato", "Brennan", "Eriksen", "Keller", "Marchetti", "Wojcik"]
CITIES = ["Lyon", "Leipzig", "Porto", "Gdansk", "Brno", "Aarhus", "Izmir", "Busan", "Chengdu", "Utrecht",
          "Bologna", "Valencia", "Galway", "Portland", "Ottawa", "Cork", "Graz", "Ghent"]


def ctx():
    s = pick(SETTINGS)
    f, l = pick(FIRST), pick(LAST)
    c = dict(s)
    c.update(first=f, last=l, name=f + " " + l, city=pick(CITIES),
             date="2024-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28)),
             time="%02d:%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)),
             hm="%02d:%02d" % (rng.randint(6, 23), rng.randint(0, 59)),
             num=str(rng.randint(1000, 999999)), ref="#%d" % rng.randint(1000, 99999),
             section=pick(["billing", "notifications", "member", "contact", "payments", "profile"]))
    return c


# ---------------------------------------------------------------- generic structured frames
STRUCT = [
    '{"member": "{name}", "{key}": "{v}", "plan": "{plan}", "updated": "{date}"}',
    '{\n  "id": {num},\n  "org": "{short}",\n  "{key}": "{v}"\n}',
    "member:\n  name: {name}\n  {key}: \"{v}\"\n  joined: {date}",
    "- id: {num}\n  {key}: {v}\n  city: {city}",
    "<record org=\"{svc}\"><name>{name}</name><{key}>{v}</{key}></record>",
    "<?xml version=\"1.0\"?>\n<member id=\"{num}\">\n  <{key}>{v}</{key}>\n</member>",
    "id,name,{key},updated\n{num},{name},\"{v}\",{date}",
    "member_id;full_name;{key};city\n{num};{name};{v};{city}",
    "Name: {name}\n{label}: {v}\nDate: {date}\nSignature: ________",
    "INSERT INTO members (full_name, {key}, created_at) VALUES ('{name}', '{v}', '{date}');",
    "UPDATE bookings SET {key} = '{v}' WHERE booking_id = {num};",
    "| Member | {label} | Since |\n|---|---|---|\n| {name} | {v} | {date} |",
    "{date}T{time}Z INFO {svc}: profile updated {key}={v} member={num}",
    "[{section}]\n{key} = {v}\nenabled = true",
    "Ticket {ref} ({short})\nReporter: {name}\n{label} on file: {v}\nStatus: open",
    "[{hm}] {first}: my {label_l} is {v}",
    "<input type=\"text\" name=\"{key}\" value=\"{v}\"> <!-- {short} signup -->",
    "{label} ... {v}\n(entered by {first} at the {city} desk)",
]


def structured(key, label, v, c):
    return fill(pick(STRUCT), key=key, label=label, label_l=label.lower(), v=v, **c)


def prose(templates, v, c, **extra):
    return fill(pick(templates), v=v, **extra, **c)


# ---------------------------------------------------------------- e-mail
PROVIDERS = ["gmail.com", "outlook.com", "yahoo.co.uk", "gmx.de", "web.de", "posteo.de", "orange.fr",
             "laposte.net", "libero.it", "seznam.cz", "wp.pl", "o2.pl", "naver.com", "daum.net", "qq.com",
             "163.com", "hotmail.es", "proton.me", "icloud.com", "t-online.de", "ziggo.nl", "sapo.pt",
             "uol.com.br", "telenet.be", "mail.dk", "yandex.com.tr", "fastmail.fm", "hey.com"]
ORGDOMS = ["lindenhof-imker.de", "kilnandclay.studio", "nomadnest-hostels.com", "rootline-genealogy.org",
           "riverbendkayak.club", "cremaclub.coffee", "members.rootline-genealogy.org",
           "bookings.nomadnest.travel", "shop.cremaclub.coffee", "mail.riverbendkayak.club",
           "clay.photography", "rootline.international", "paddle.community", "roast.solutions",
           "beekeepers.association", "hostel.management", "lindenhof.academy", "glaze.museum"]
IDNDOMS = ["bienenzüchter-lindenhof.de", "töpferei-ton.at", "café-crema.fr", "kajak-øresund.dk",
           "pszczelarze-łódź.pl", "rodokmen-třebíč.cz", "genealogía.es", "kahve-çekirdeği.com.tr",
           "양봉협회.kr", "咖啡订阅.中国", "hostel-müggelsee.de", "ærø-kajak.dk"]
TAGS = ["newsletter", "bees", "kiln", "booking", "genealogy", "kayak", "coffee", "2024", "invoices", "club"]


def ascii_slug(s):
    return re.sub(r"[^a-z]", "", s.lower())


def gen_email(allow_idn=True):
    f, l = ascii_slug(pick(FIRST)), ascii_slug(pick(LAST))
    style = rng.randrange(9)
    if style == 0:
        local = f + "." + l
    elif style == 1:
        local = f[0] + l
    elif style == 2:
        local = f + "_" + l + str(rng.randint(1, 99))
    elif style == 3:
        local = f + "+" + pick(TAGS)
    elif style == 4:
        local = f + "." + l + "+" + pick(TAGS)
    elif style == 5:
        local = l + str(rng.randint(1950, 2006))
    elif style == 6:
        local = f[0] + "." + l[:4] + "-" + str(rng.randint(2, 9))
    elif style == 7:
        local = pick(["info", "membership", "bookings", "treasurer", "secretary", "hello", "orders",
                      "kassenwart", "archief", "reservas"])
    else:
        local = f + l[:1] + str(rng.randint(10, 999))
    r = rng.random()
    if allow_idn and r < 0.1:
        dom = pick(IDNDOMS)
    elif r < 0.45:
        dom = pick(ORGDOMS)
    else:
        dom = pick(PROVIDERS)
    if allow_idn and rng.random() < 0.03:
        local = pick(["josé.müller", "zoë.øster", "łukasz.wójcik", "çağla.demir"])
    return local + "@" + dom


EMAIL_EN = [
    "Hi {first}, please send the {item} forms to {v} before Friday.",
    "You can reach the {short} treasurer at {v} for anything about your {plan}.",
    "From: {name} <{v}>\nSubject: Re: {thing} on {date}\n\nThanks, see you there!",
    "Reply-To: {v}\nSubject: {org} newsletter\n\nDear members, ...",
    "<a href=\"mailto:{v}\">Write to the {short} team</a>",
    "[{hm}] {first}: drop me a line at {v} and I'll sort the {thing}",
    "git config --global user.email \"{v}\"",
    "Contact for the {item}: {name} ({v}), {city}",
    "Please add {v} to the {short} mailing list - {first} asked at the meeting.",
    "> On {date}, {name} <{v}> wrote:\n> Is the {thing} still on?",
    "notify: mailto:{v}?subject=%s" % "Booking",
    "To unsubscribe from {org} updates, reply from {v} with STOP.",
]
EMAIL_FOREIGN = {
    "fr": ["Bonjour {first}, envoyez le formulaire à {v} avant vendredi.", "Contact du rucher : {v}"],
    "de": ["Hallo {first}, bitte schick die Unterlagen an {v}.", "Ansprechpartnerin für den Kurs: {name}, E-Mail {v}"],
    "es": ["Hola {first}, escríbenos a {v} para reservar.", "Correo de contacto del club: {v}"],
    "it": ["Ciao {first}, scrivi a {v} per l'iscrizione.", "Indirizzo e-mail del socio: {v}"],
    "pt": ["Olá {first}, envie o comprovativo para {v}.", "E-mail de contacto: {v}"],
    "nl": ["Hoi {first}, mail de aanmelding naar {v}.", "E-mailadres van het lid: {v}"],
    "pl": ["Cześć {first}, wyślij zgłoszenie na {v}.", "Adres e-mail członka: {v}"],
    "cs": ["Ahoj {first}, pošli přihlášku na {v}.", "E-mail pro rezervace: {v}"],
    "da": ["Hej {first}, send tilmeldingen til {v}.", "Kontakt-e-mail: {v}"],
    "tr": ["Merhaba {first}, formu {v} adresine gönder.", "İletişim e-postası: {v}"],
    "ko": ["{first}님, 신청서를 {v} 로 보내 주세요.", "문의 이메일: {v}"],
    "zh": ["{first}你好，请把报名表发到 {v}。", "联系邮箱：{v}"],
}

AT_WORDS = {
    "en": [(" at ", " dot "), (" [at] ", " [dot] "), ("(at)", "(dot)"), (" {at} ", " {dot} "),
           (" AT ", " DOT "), (" <at> ", " <dot> "), ("[@]", "[.]"), (" -at- ", " -dot- ")],
    "fr": [(" arobase ", " point ")], "de": [(" ät ", " punkt "), (" (bei) ", " (punkt) ")],
    "es": [(" arroba ", " punto ")], "it": [(" chiocciola ", " punto ")], "pt": [(" arroba ", " ponto ")],
    "nl": [(" apenstaartje ", " punt ")], "pl": [(" małpa ", " kropka ")], "cs": [(" zavináč ", " tečka ")],
    "da": [(" snabel-a ", " punktum ")], "tr": [(" et ", " nokta ")], "ko": [(" 골뱅이 ", " 점 ")],
    "zh": [(" 艾特 ", " 点 ")],
}
DIS_SENT = {
    "en": ["Email me: {v} (spam-proofed, you know the drill)", "contact -> {v}",
           "For the {thing}, write to {v} please.", "Scraper-safe address for {short}: {v}",
           "My address is {v} - fix it up yourself, bots.", "{first} said to use {v} for the {item}."],
    "fr": ["Écrivez-moi : {v}"], "de": ["Schreib mir an {v} (gegen Spam verschleiert)"],
    "es": ["Escríbeme a {v}"], "it": ["Scrivimi a {v}"], "pt": ["Escreva para {v}"],
    "nl": ["Mail me op {v}"], "pl": ["Pisz na {v}"], "cs": ["Pište na {v}"], "da": ["Skriv til {v}"],
    "tr": ["Bana {v} adresinden yaz"], "ko": ["이메일: {v}"], "zh": ["邮箱：{v}"],
}
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else ("\u3000" if ch == " " else ch)
                   for ch in s)


def insert_junk(s, junk, k):
    s = list(s)
    pos = sorted(rng.sample(range(1, len(s)), min(k, len(s) - 1)), reverse=True)
    for p in pos:
        s.insert(p, junk() if callable(junk) else junk)
    return "".join(s)


def disguise_email(e):
    """Return (disguise, lang)."""
    local, dom = e.split("@")
    k = rng.randrange(20)
    if k <= 5:
        lang = "en" if k <= 2 else pick([x for x in AT_WORDS if x != "en"])
        at, dot = pick(AT_WORDS[lang])
        return local.replace(".", dot) + at + dom.replace(".", dot), lang
    if k == 6:
        return pick(["{l}&#64;{d}", "{l}&#x40;{d}", "{l}&commat;{d}"]).format(
            l=local, d=dom.replace(".", pick(["&#46;", "&period;", "&#x2E;"]))), "en"
    if k == 7:
        return "".join("&#%d;" % ord(ch) for ch in e), "en"
    if k == 8:
        if rng.random() < 0.5:
            return "mailto:" + local + "%40" + dom, "en"
        return "mailto:" + "".join("%%%02X" % b for b in e.encode("utf-8")), "en"
    if k == 9:
        q = pick(["'", '"'])
        parts = [q + local + q, q + "@" + q, q + dom + q]
        return pick([" + ", "+"]).join(parts), "en"
    if k == 10:
        return pick(["['{l}', '{d}'].join('@')", "\"@\".join([\"{l}\", \"{d}\"])",
                     "`${{'{l}'}}@${{'{d}'}}`", "{{{{ '{l}' }}}}@{{{{ '{d}' }}}}"]).format(l=local, d=dom), "en"
    if k == 11:
        return e[::-1], "en"
    if k == 12:
        return " ".join(e), "en"
    if k == 13:
        return insert_junk(e, lambda: pick(ZW), rng.randint(2, 5)), "en"
    if k == 14:
        idx = [i for i, ch in enumerate(e) if ch in HOMO]
        if not idx:
            return fullwidth(e), "en"
        chosen = set(rng.sample(idx, min(len(idx), rng.randint(1, 3))))
        return "".join(HOMO[ch] if i in chosen else ch for i, ch in enumerate(e)), "en"
    if k == 15:
        return fullwidth(e), "en"
    if k == 16:
        return local + "\uff20" + dom, "en"
    if k == 17:
        return local + "<!-- x -->@<!-- y -->" + dom, "en"
    if k == 18:
        return insert_junk(e, "\u00ad", rng.randint(2, 4)), "en"
    return local + "\\u0040" + dom, "en"


# ---------------------------------------------------------------- credit cards
BRANDS = [
    ("Visa", ["4"], [16, 16, 16, 13, 19]),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2349", "2500", "2720"], [16]),
    ("American Express", ["34", "37"], [15]),
    ("Discover", ["6011", "644", "645", "649", "65"], [16, 19]),
    ("Diners Club", ["300", "305", "36", "38"], [14]),
    ("JCB", ["3528", "3550", "3589"], [16, 19]),
    ("UnionPay", ["62"], [16, 17, 18, 19]),
    ("Maestro", ["5018", "5020", "6304", "6759", "6761"], [13, 16, 18, 19]),
    ("Mir", ["2200", "2201", "2204"], [16]),
    ("RuPay", ["6080", "6521", "8172"], [16]),
    ("Troy", ["9792"], [16]),
    ("Elo", ["636368", "504175", "451416"], [16]),
]


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
    body = prefix + digits(length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def gen_card():
    brand, prefs, lens = pick(BRANDS)
    return brand, luhn_complete(pick(prefs), pick(lens))


def group_sizes(n, brand):
    if n == 15:
        return [4, 6, 5]
    if n == 14:
        return [4, 6, 4]
    if n == 16:
        return [4, 4, 4, 4]
    if n == 19:
        return pick([[4, 4, 4, 4, 3], [6, 13]])
    if n == 13:
        return [4, 4, 5]
    return [4, 4, 4, 4, n - 16]


def split_by(s, sizes):
    out, i = [], 0
    for z in sizes:
        out.append(s[i:i + z])
        i += z
    if i < len(s):
        out.append(s[i:])
    return [x for x in out if x]


def format_card(num, brand):
    sep = pick([" ", " ", "-", ""])
    if sep == "":
        return num
    return sep.join(split_by(num, group_sizes(len(num), brand)))


CARD_EN = [
    "Card number: {v}  Exp: {exp}  CVC: {cvc}",
    "{first}: can you charge the {plan} to my {brand}, {v}, exp {exp}?",
    "Payment details for {ref}: {brand} {v} (cardholder {name})",
    "Please update the card on file for the {item} to {v}.",
    "pan={v} exp={exp} amount=49.00 EUR merchant={svc}",
    "I'm paying the {thing} with {v}, expiry {exp}, thanks!",
    "Recurring billing ({plan}): {brand} card {v}",
    "WARN {svc} payment retry for card {v} (declined: insufficient funds)",
]
CARD_FOREIGN = {
    "fr": ["Numéro de carte : {v}, expiration {exp}", "Merci de débiter ma carte {v} pour l'adhésion."],
    "de": ["Kartennummer: {v}, gültig bis {exp}", "Bitte buch den Kurs von meiner Kreditkarte {v} ab."],
    "es": ["Número de tarjeta: {v}, caduca {exp}", "Cobrad la suscripción a la tarjeta {v}, por favor."],
    "it": ["Numero della carta: {v}, scadenza {exp}"], "pt": ["Número do cartão: {v}, validade {exp}"],
    "nl": ["Kaartnummer: {v}, vervaldatum {exp}"], "pl": ["Numer karty: {v}, ważna do {exp}"],
    "cs": ["Číslo karty: {v}, platnost {exp}"], "da": ["Kortnummer: {v}, udløb {exp}"],
    "tr": ["Kart numarası: {v}, son kullanma {exp}"], "ko": ["카드 번호: {v}, 유효기간 {exp}"],
    "zh": ["信用卡号：{v}，有效期 {exp}"],
}
SCRIPTS = {"arabic-indic": 0x0660, "persian": 0x06F0, "devanagari": 0x0966, "fullwidth": 0xFF10,
           "thai": 0x0E50, "bengali": 0x09E6, "myanmar": 0x1040, "math-bold": 0x1D7CE}
SPELL = {
    "en": "zero one two three four five six seven eight nine",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
}
CARD_DIS_SENT = {
    "en": ["card: {v}", "Here's the card for the {plan}: {v} exp {exp}", "{first}: {v} (exp {exp}, cvc {cvc})",
           "Charge this one please -> {v}", "payment card {v} // {brand}", "CC for {ref}: {v}"],
    "fr": ["Ma carte : {v}"], "de": ["Meine Karte: {v}"], "es": ["Mi tarjeta: {v}"], "it": ["La mia carta: {v}"],
    "pt": ["O meu cartão: {v}"], "nl": ["Mijn kaart: {v}"], "pl": ["Moja karta: {v}"],
}


def disguise_card(num, brand):
    groups = split_by(num, group_sizes(len(num), brand))
    k = rng.randrange(14)
    if k == 0:
        return pick(["/", "_", "\u00b7", " | ", "~", ":", " . ", "\u2013", "\u2014", "+", "*", "\u2022"]).join(groups), "en"
    if k == 1:
        return pick(["\u00a0", "\u2009", "\u202f", "\u3000", "\u2007"]).join(groups), "en"
    if k == 2:
        sizes, n = [], len(num)
        while n > 0:
            z = min(n, rng.choice([2, 3, 5, 6]))
            sizes.append(z)
            n -= z
        return pick([" ", "-", "."]).join(split_by(num, sizes)), "en"
    if k == 3:
        cut = rng.randint(1, len(groups) - 1)
        br = pick(["\n", "\r\n", "<br>", "\n  ", " \\\n"])
        return " ".join(groups[:cut]) + br + " ".join(groups[cut:]), "en"
    if k == 4:
        base = SCRIPTS[pick(list(SCRIPTS))]
        conv = ["".join(chr(base + int(ch)) for ch in g) for g in groups]
        return pick([" ", "-", ""]).join(conv), "en"
    if k == 5:
        base = SCRIPTS[pick(["arabic-indic", "persian", "fullwidth", "devanagari"])]
        mixed = "".join(chr(base + int(ch)) if rng.random() < 0.5 else ch for ch in num)
        return mixed, "en"
    if k == 6:
        return insert_junk(num, lambda: pick(ZW), rng.randint(3, 8)), "en"
    if k == 7:
        return " ".join(insert_junk(g, "\u00ad", 1) for g in groups), "en"
    if k == 8:
        mark = pick(["\u0332", "\u0301", "\u0336", "\u20e3", "\u0307"])
        return " ".join("".join(ch + mark for ch in g) for g in groups), "en"
    if k == 9:
        lang = pick(list(SPELL)) if rng.random() < 0.6 else "en"
        words = SPELL[lang].split()
        wsep = pick([" ", ", ", "-"])
        gsep = pick([" / ", " | ", " - ", "; "])
        return gsep.join(wsep.join(words[int(ch)] for ch in g) for g in groups), lang
    if k == 10:
        if "0" not in num and "1" not in num:
            return "".join("&#%d;" % ord(ch) for ch in num), "en"
        t = num.replace("0", "O").replace("1", pick(["l", "I"]))
        return " ".join(split_by(t, [len(g) for g in groups])), "en"
    if k == 11:
        return pick(["&nbsp;", "&#32;", "&#x2D;", "&ensp;"]).join(groups), "en"
    if k == 12:
        return "".join("&#x%X;" % ord(ch) if rng.random() < 0.5 else ch for ch in num), "en"
    return " ".join(num), "en"


# ---------------------------------------------------------------- phones
def d(n):
    return digits(n)


def nz(n):
    return str(rng.randint(2, 9)) + digits(n - 1)


def gen_phone():
    cc = rng.randrange(27)
    if cc == 0:
        a, e, l = pick(["212", "415", "312", "617", "503", "206", "512", "720", "305", "646"]), \
            str(rng.choice([x for x in range(201, 999) if x != 555])), d(4)
        return "US", pick(["({a}) {e}-{l}", "+1 {a}-{e}-{l}", "{a}.{e}.{l}", "+1 ({a}) {e} {l}",
                           "1-{a}-{e}-{l}", "+1{a}{e}{l}"]).format(a=a, e=e, l=l)
    if cc == 1:
        return "UK", pick(["+44 7" + d(3) + " " + d(6), "07" + d(3) + " " + d(6), "+44 20 7" + d(3) + " " + d(4),
                           "+44 (0)161 " + nz(3) + " " + d(4), "0131 " + nz(3) + " " + d(4)])
    if cc == 2:
        return "DE", pick(["+49 151 " + d(8), "+49 30 " + nz(8), "030 " + nz(4) + " " + d(4),
                           "+49 (0)89 " + nz(7), "0176-" + d(8), "+49 1520 " + d(7)])
    if cc == 3:
        p = " ".join(d(2) for _ in range(4))
        return "FR", pick(["+33 6 " + p, "06 " + p, "+33 (0)1 " + p, "07." + p.replace(" ", "."), "+33 7 " + p])
    if cc == 4:
        return "ES", pick(["+34 6" + d(2) + " " + d(3) + " " + d(3), "91 " + d(3) + " " + d(2) + " " + d(2),
                           "+34 93 " + d(3) + " " + d(2) + " " + d(2)])
    if cc == 5:
        return "IT", pick(["+39 3" + d(2) + " " + d(3) + " " + d(4), "+39 06 " + d(4) + " " + d(4),
                           "347 " + d(3) + " " + d(4)])
    if cc == 6:
        return "NL", pick(["+31 6 " + d(4) + " " + d(4), "06-" + d(8), "020-" + nz(3) + " " + d(4),
                           "+31 (0)30 " + nz(3) + " " + d(4)])
    if cc == 7:
        return "PL", pick(["+48 5" + d(2) + " " + d(3) + " " + d(3), "+48 22 " + d(3) + " " + d(2) + " " + d(2),
                           "+48 60" + d(1) + "-" + d(3) + "-" + d(3)])
    if cc == 8:
        return "CZ", pick(["+420 6" + d(2) + " " + d(3) + " " + d(3), "+420 2" + d(2) + " " + d(3) + " " + d(3),
                           "+420 7" + d(8)])
    if cc == 9:
        return "DK", pick(["+45 " + " ".join(nz(2) for _ in range(4)), "+45 " + nz(8)])
    if cc == 10:
        return "TR", pick(["+90 5" + d(2) + " " + d(3) + " " + d(2) + " " + d(2),
                           "0(5" + d(2) + ") " + d(3) + " " + d(2) + " " + d(2), "+90 212 " + d(3) + " " + d(4)])
    if cc == 11:
        return "KR", pick(["+82 10-" + d(4) + "-" + d(4), "010-" + d(4) + "-" + d(4), "02-" + nz(3) + "-" + d(4),
                           "+82 2 " + nz(4) + " " + d(4)])
    if cc == 12:
        return "CN", pick(["+86 13" + d(1) + " " + d(4) + " " + d(4), "+86 10 " + nz(4) + " " + d(4),
                           "139-" + d(4) + "-" + d(4), "+86 186" + d(8)])
    if cc == 13:
        return "JP", pick(["+81 90-" + d(4) + "-" + d(4), "03-" + nz(4) + "-" + d(4), "+81 3 " + nz(4) + " " + d(4)])
    if cc == 14:
        return "IN", pick(["+91 9" + d(4) + " " + d(5), "+91-98" + d(8), "+91 80 " + nz(4) + " " + d(4)])
    if cc == 15:
        return "BR", pick(["+55 (11) 9" + d(4) + "-" + d(4), "+55 21 9" + d(4) + "-" + d(4), "(31) 9" + d(4) + "-" + d(4)])
    if cc == 16:
        return "AU", pick(["+61 4" + d(2) + " " + d(3) + " " + d(3), "04" + d(2) + " " + d(3) + " " + d(3),
                           "(02) " + nz(4) + " " + d(4)])
    if cc == 17:
        return "PT", pick(["+351 9" + d(2) + " " + d(3) + " " + d(3), "+351 21 " + d(3) + " " + d(4)])
    if cc == 18:
        return "SE", pick(["+46 70-" + d(3) + " " + d(2) + " " + d(2), "+46 8 " + nz(3) + " " + d(3) + " " + d(2)])
    if cc == 19:
        return "CH", pick(["+41 7" + str(rng.choice([6, 7, 8, 9])) + " " + d(3) + " " + d(2) + " " + d(2),
                           "044 " + nz(3) + " " + d(2) + " " + d(2)])
    if cc == 20:
        return "MX", pick(["+52 55 " + d(4) + " " + d(4), "+52 1 33 " + d(4) + " " + d(4)])
    if cc == 21:
        return "ZA", "+27 8" + str(rng.randint(1, 4)) + " " + d(3) + " " + d(4)
    if cc == 22:
        return "IE", pick(["+353 8" + str(rng.choice([3, 5, 6, 7])) + " " + d(3) + " " + d(4), "087 " + d(3) + " " + d(4)])
    if cc == 23:
        return "CA", "+1 " + pick(["604", "416", "514", "403"]) + " " + nz(3) + " " + d(4)
    if cc == 24:
        return "NG", "+234 80" + str(rng.randint(2, 9)) + " " + d(3) + " " + d(4)
    if cc == 25:
        return "AR", "+54 9 11 " + d(4) + "-" + d(4)
    return "AT", pick(["+43 664 " + d(7), "+43 1 " + nz(3) + " " + d(4)])


PHONE_EN = [
    "Call me on {v} if the {thing} is cancelled.",
    "Emergency contact for the {item}: {name}, {v}",
    "tel: {v}",
    "[{hm}] {first}: text me at {v} when you're at the {city} hostel",
    "Voicemail from {v} at {hm} about the {thing}.",
    "<a href=\"tel:{v}\">Call {short}</a>",
    "{first} {last} / mobile {v} / joined {date}",
    "Booking {ref} - guest phone {v} - arrival {date}",
    "Please ring {v} between 9 and 5 to arrange the {thing}.",
    "SMS delivery failed to={v} status=undelivered provider=twilio",
]
PHONE_FOREIGN = {
    "fr": ["Appelez-moi au {v} si la sortie est annulée.", "Téléphone portable : {v}"],
    "de": ["Ruf mich unter {v} an, falls der Kurs ausfällt.", "Telefon (mobil): {v}"],
    "es": ["Llámame al {v} si se cancela la salida.", "Teléfono de contacto: {v}"],
    "it": ["Chiamami al {v} se l'uscita viene annullata.", "Cellulare: {v}"],
    "pt": ["Liga-me para o {v} se a saída for cancelada.", "Telemóvel: {v}"],
    "nl": ["Bel me op {v} als de tocht niet doorgaat.", "Telefoonnummer: {v}"],
    "pl": ["Zadzwoń pod {v}, jeśli spływ zostanie odwołany.", "Numer telefonu: {v}"],
    "cs": ["Zavolej mi na {v}, kdyby se kurz rušil.", "Telefon: {v}"],
    "da": ["Ring til mig på {v}, hvis turen aflyses.", "Mobilnummer: {v}"],
    "tr": ["Tur iptal olursa beni {v} numarasından ara.", "Cep telefonu: {v}"],
    "ko": ["일정이 취소되면 {v} 로 전화 주세요.", "연락처: {v}"],
    "zh": ["如果活动取消，请打 {v} 联系我。", "手机号码：{v}"],
}

# ---------------------------------------------------------------- SSN
BAD_SSN = {"078051120", "219099999", "123456789"}


def gen_ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g, s = rng.randint(1, 99), rng.randint(1, 9999)
        raw = "%03d%02d%04d" % (a, g, s)
        if raw in BAD_SSN or raw.startswith("98765432"):
            continue
        fmt = rng.random()
        if fmt < 0.72:
            return raw, "%03d-%02d-%04d" % (a, g, s)
        if fmt < 0.86:
            return raw, "%03d %02d %04d" % (a, g, s)
        return raw, raw


def ssn_ok(raw):
    return (len(raw) == 9 and raw.isdigit() and raw[:3] not in ("000", "666") and raw[0] != "9"
            and raw[3:5] != "00" and raw[5:] != "0000")


SSN_EN = [
    "SSN: {v}",
    "Social Security Number: {v} (needed for the US volunteer stipend form)",
    "W-9 for {name}: SSN {v}, address on file.",
    "[{hm}] {first}: HR asked for my SSN again... it's {v}",
    "ssn={v} member={num} status=verified",
    "{\"employee\": \"{name}\", \"ssn\": \"{v}\"}",
    "Applicant {name} - social security no. {v} - DOB withheld",
    "Tax form 1099 recipient TIN (SSN): {v}",
    "| Name | SSN |\n|---|---|\n| {name} | {v} |",
    "UPDATE staff SET ssn = '{v}' WHERE id = {num};",
    "Please verify the SSN {v} for our US seasonal guide {first}.",
    "<employee><name>{name}</name><SSN>{v}</SSN></employee>",
    "SSN#: {v}\nEmployer: {org}",
    "us_ssn: \"{v}\"  # {name}",
]
SSN_FOREIGN = {
    "fr": ["Numéro de sécurité sociale américain (SSN) : {v}"],
    "de": ["US-Sozialversicherungsnummer (SSN): {v}"],
    "es": ["Número de Seguro Social (SSN): {v}"],
    "it": ["Numero di previdenza sociale USA (SSN): {v}"],
    "pt": ["Número da Segurança Social dos EUA (SSN): {v}"],
    "nl": ["Amerikaans BSN-equivalent (SSN): {v}"],
    "pl": ["Amerykański numer SSN: {v}"],
    "cs": ["Americké číslo sociálního zabezpečení (SSN): {v}"],
    "da": ["Amerikansk personnummer (SSN): {v}"],
    "tr": ["ABD Sosyal Güvenlik Numarası (SSN): {v}"],
    "ko": ["미국 사회보장번호(SSN): {v}"],
    "zh": ["美国社会安全号码（SSN）：{v}"],
}

# ---------------------------------------------------------------- IBAN
IBAN_SPEC = {
    "AD": "4n4n12c", "AT": "5n11n", "BE": "3n7n2n", "BG": "4a4n2n8c", "CH": "5n12c", "CY": "3n5n16c",
    "CZ": "4n6n10n", "DE": "8n10n", "DK": "4n9n1n", "EE": "2n2n11n1n", "ES": "4n4n1n1n10n", "FI": "6n7n1n",
    "FR": "5n5n11c2n", "GB": "4a6n8n", "GR": "3n4n16c", "HR": "7n10n", "HU": "3n4n1n15n1n", "IE": "4a6n8n",
    "IS": "4n2n6n10n", "IT": "1a5n5n12c", "LI": "5n12c", "LT": "5n11n", "LU": "3n13c", "LV": "4a13c",
    "MC": "5n5n11c2n", "MT": "4a5n18c", "NL": "4a10n", "NO": "4n6n1n", "PL": "8n16n", "PT": "4n4n11n2n",
    "RO": "4a16c", "SE": "3n16n1n", "SI": "5n8n2n", "SK": "4n6n10n", "TR": "5n1n16c", "SA": "2n18c",
    "AE": "3n16n", "QA": "4a21c", "IL": "3n3n13n", "BR": "8n5n10n1a1c", "KW": "4a22c", "JO": "4a4n18c",
}
IBAN_LEN = {"AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "EE": 20,
            "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IS": 26, "IT": 27,
            "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18, "NO": 15, "PL": 28, "PT": 25,
            "RO": 24, "SE": 24, "SI": 19, "SK": 24, "TR": 26, "SA": 24, "AE": 23, "QA": 29, "IL": 23, "BR": 29,
            "KW": 30, "JO": 30}
BANKS_A = {"GB": ["NWBK", "BARC", "MIDL", "LOYD"], "IE": ["AIBK", "BOFI"], "NL": ["ABNA", "INGB", "RABO", "TRIO"],
           "BG": ["BNBG", "UNCR"], "LV": ["HABA", "PARX"], "RO": ["BTRL", "RZBR"], "MT": ["MALT", "VALL"],
           "QA": ["QNBA", "DOHB"], "KW": ["NBOK", "CBKU"], "JO": ["CBJO", "ARAB"]}


def iban_mod(s):
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97


def gen_iban():
    cc = pick(list(IBAN_SPEC))
    bban = ""
    for i, (n, t) in enumerate(re.findall(r"(\d+)([nac])", IBAN_SPEC[cc])):
        n = int(n)
        if t == "n":
            bban += digits(n)
        elif t == "a":
            bban += pick(BANKS_A[cc]) if (i == 0 and n == 4 and cc in BANKS_A) else rs(n, UP)
        else:
            bban += rs(n, UP + DIG * 3)
    chk = 98 - iban_mod(cc + "00" + bban)
    return cc + "%02d" % chk + bban


def format_iban(ib):
    r = rng.random()
    s = " ".join(ib[i:i + 4] for i in range(0, len(ib), 4)) if r < 0.62 else ib
    if rng.random() < 0.12:
        s = s.lower()
    return s


IBAN_EN = [
    "Please refund the deposit to IBAN {v} ({name}).",
    "Bank details for the {plan}: {v}, BIC on request.",
    "SEPA direct debit mandate - debtor {name}, IBAN {v}",
    "[{hm}] {first}: my iban is {v} for the {thing} refund",
    "Payee: {org}\nIBAN: {v}\nReference: {ref}",
    "Transfer the {item} fee to {v} by {date}.",
    "payout.iban = {v}",
]
IBAN_FOREIGN = {
    "fr": ["Merci de rembourser la caution sur l'IBAN {v}.", "Coordonnées bancaires : IBAN {v}"],
    "de": ["Bitte überweise die Kaution auf {v}.", "Bankverbindung: IBAN {v}, Kontoinhaber {name}"],
    "es": ["Devolved la fianza a la cuenta {v}, por favor.", "IBAN para la domiciliación: {v}"],
    "it": ["Rimborso sul conto IBAN {v}, grazie."], "pt": ["Reembolso para o IBAN {v}, por favor."],
    "nl": ["Graag terugstorten op rekening {v}."], "pl": ["Proszę o zwrot na konto {v}."],
    "cs": ["Vraťte prosím zálohu na účet {v}."], "da": ["Refusion til kontoen {v}, tak."],
    "tr": ["Depozitoyu {v} IBAN'ına iade eder misiniz?"], "ko": ["환불 계좌(IBAN): {v}"],
    "zh": ["请退款至 IBAN 账户 {v}。"],
}

# ---------------------------------------------------------------- IP
V6_PREFIX = ["2a00:1450", "2606:4700", "2a03:2880", "2001:4860", "2620:fe", "2a01:4f8", "2400:cb00",
             "2604:a880", "2a02:26f0", "2c0f:fb50", "2404:6800", "2a05:d014", "2600:1f18", "2001:67c", "2803:f800"]


def ip_global(s):
    ip = ipaddress.ip_address(s)
    if not ip.is_global or ip.is_multicast or ip.is_reserved or ip.is_private or ip.is_loopback or ip.is_link_local:
        return False
    if ip.version == 4:
        for net in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "100.64.0.0/10", "198.18.0.0/15"):
            if ip in ipaddress.ip_network(net):
                return False
    else:
        if ip in ipaddress.ip_network("2001:db8::/32") or ip in ipaddress.ip_network("2002::/16") \
                or ip in ipaddress.ip_network("2001::/23"):
            return False
    return True


def gen_ip():
    if rng.random() < 0.65:
        while True:
            s = ".".join(str(rng.randint(1, 254)) for _ in range(4))
            if ip_global(s):
                return s
    while True:
        pre = pick(V6_PREFIX)
        nparts = 8 - len(pre.split(":"))
        tail = [("%x" % rng.randrange(0x10000)) if rng.random() < 0.6 else "0" for _ in range(nparts)]
        addr = ipaddress.IPv6Address(pre + ":" + ":".join(tail))
        s = addr.compressed if rng.random() < 0.85 else addr.exploded
        if rng.random() < 0.1:
            s = s.upper()
        if ip_global(s):
            return s


IP_EN = [
    '{v} - - [{date}:{time} +0000] "GET /members/login HTTP/1.1" 200 5123 "-" "Mozilla/5.0"',
    "sshd[{num}]: Failed password for invalid user admin from {v} port {port} ssh2",
    "{date} {time} WARN {svc}: 14 failed logins from {v} in 60s, temporarily blocked",
    "Hi, I keep getting locked out of the {short} portal. My IP is {v} if that helps.",
    "X-Forwarded-For: {v}",
    '{"event": "login", "user": "{first}", "client_ip": "{v}", "ts": "{date}T{time}Z"}',
    "iptables -A INPUT -s {v} -j DROP  # spam bot hitting {svc}",
    "kernel: [UFW BLOCK] IN=eth0 OUT= SRC={v} PROTO=TCP DPT=22",
    "Booking {ref} was made from {v} ({city}?) - looks like a VPN.",
    "allow_from:\n  - {v}\n# office of {org}",
    "SELECT * FROM access_log WHERE remote_addr = '{v}';",
    "| time | ip | path |\n|---|---|---|\n| {hm} | {v} | /checkout |",
    "ping -c 3 {v}",
]
IP_FOREIGN = {
    "fr": ["Connexions suspectes depuis l'adresse {v} cette nuit."],
    "de": ["Verdächtige Anmeldungen von der IP-Adresse {v} heute Nacht."],
    "es": ["Intentos de acceso sospechosos desde la IP {v}."], "it": ["Accessi sospetti dall'indirizzo IP {v}."],
    "pt": ["Acessos suspeitos a partir do IP {v}."], "nl": ["Verdachte inlogpogingen vanaf IP-adres {v}."],
    "pl": ["Podejrzane logowania z adresu IP {v}."], "cs": ["Podezřelá přihlášení z IP adresy {v}."],
    "da": ["Mistænkelige logins fra IP-adressen {v}."], "tr": ["{v} IP adresinden şüpheli girişler var."],
    "ko": ["{v} IP에서 의심스러운 로그인이 발생했습니다."], "zh": ["来自 IP 地址 {v} 的可疑登录。"],
}

# ---------------------------------------------------------------- secrets
def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt():
    hdr = {"alg": pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    pay = {"sub": str(rng.randint(10 ** 5, 10 ** 9)), "name": pick(FIRST), "role": pick(["member", "admin", "staff"]),
           "iat": rng.randint(1690000000, 1720000000)}
    pay["exp"] = pay["iat"] + 3600
    sig_len = {"HS256": 43, "RS256": 342, "ES256": 86}[hdr["alg"]]
    return (b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." +
            b64u(json.dumps(pay, separators=(",", ":")).encode()) + "." + rs(sig_len, B64URL))


def vendor_secret():
    k = rng.randrange(26)
    if k == 0:
        return pick(["AKIA", "ASIA"]) + rs(16, UP + "234567"), "AWS", "AWS_ACCESS_KEY_ID"
    if k == 1:
        return rs(40, B64), "AWS", "AWS_SECRET_ACCESS_KEY"
    if k == 2:
        return pick(["ghp_", "gho_", "ghs_", "ghu_"]) + rs(36, ALNUM), "GitHub", "GITHUB_TOKEN"
    if k == 3:
        return "github_pat_11" + rs(20, UP + DIG) + "_" + rs(59, ALNUM), "GitHub", "GH_TOKEN"
    if k == 4:
        return "glpat-" + rs(20, B64URL), "GitLab", "GITLAB_TOKEN"
    if k == 5:
        return pick(["xoxb-", "xoxp-"]) + digits(12) + "-" + digits(13) + "-" + rs(24, ALNUM), "Slack", "SLACK_BOT_TOKEN"
    if k == 6:
        return ("https://hooks.slack.com/services/T" + rs(10, UP + DIG) + "/B" + rs(10, UP + DIG) + "/" +
                rs(24, ALNUM)), "Slack", "SLACK_WEBHOOK_URL"
    if k == 7:
        return pick(["sk_live_51", "rk_live_51"]) + rs(rng.randint(60, 95), ALNUM), "Stripe", "STRIPE_SECRET_KEY"
    if k == 8:
        return "whsec_" + rs(32, ALNUM), "Stripe", "STRIPE_WEBHOOK_SECRET"
    if k == 9:
        return rs(32, HEX), "Twilio", "TWILIO_AUTH_TOKEN"
    if k == 10:
        return "SG." + rs(22, B64URL) + "." + rs(43, B64URL), "SendGrid", "SENDGRID_API_KEY"
    if k == 11:
        return "key-" + rs(32, HEX), "Mailgun", "MAILGUN_API_KEY"
    if k == 12:
        return pick(["sk-proj-" + rs(rng.randint(90, 150), B64URL), "sk-" + rs(48, ALNUM)]), "OpenAI", "OPENAI_API_KEY"
    if k == 13:
        return "sk-ant-api03-" + rs(93, B64URL) + "AA", "Anthropic", "ANTHROPIC_API_KEY"
    if k == 14:
        return "AIza" + rs(35, B64URL), "Google", "GOOGLE_MAPS_API_KEY"
    if k == 15:
        return "GOCSPX-" + rs(28, B64URL), "Google", "GOOGLE_CLIENT_SECRET"
    if k == 16:
        return "hf_" + rs(34, string.ascii_letters), "Hugging Face", "HF_TOKEN"
    if k == 17:
        return "npm_" + rs(36, ALNUM), "npm", "NPM_TOKEN"
    if k == 18:
        return "pypi-AgEIcHlwaS5vcmc" + rs(rng.randint(60, 140), B64URL), "PyPI", "TWINE_PASSWORD"
    if k == 19:
        return pick(["shpat_", "shpss_", "shpca_"]) + rs(32, HEX), "Shopify", "SHOPIFY_ADMIN_TOKEN"
    if k == 20:
        uid = str(rng.randint(10 ** 17, 10 ** 18))
        return (b64u(uid.encode()) + "." + rs(6, B64URL) + "." + rs(38, B64URL)), "Discord", "DISCORD_BOT_TOKEN"
    if k == 21:
        return str(rng.randint(10 ** 8, 10 ** 10)) + ":AA" + rs(33, B64URL), "Telegram", "TELEGRAM_BOT_TOKEN"
    if k == 22:
        return rs(86, B64) + "==", "Azure", "AZURE_STORAGE_KEY"
    if k == 23:
        return rs(3, ALNUM) + "8Q~" + rs(31, ALNUM + "_.~-"), "Azure", "AZURE_CLIENT_SECRET"
    if k == 24:
        return "dop_v1_" + rs(64, HEX), "DigitalOcean", "DIGITALOCEAN_TOKEN"
    return pick([rs(32, HEX), rs(40, HEX)]), "Datadog", pick(["DD_API_KEY", "DD_APP_KEY"])


SEC_EN = [
    "{env}={v}",
    "export {env}=\"{v}\"",
    "{env_l}: \"{v}\"",
    '{"{env_l}": "{v}", "region": "eu-central-1"}',
    "{env_l} = \"{v}\"  # TODO move to vault before {date}",
    "docker run -e {env}={v} {svc}/worker:2.3",
    "diff --git a/.env b/.env\n+{env}={v}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc}\nstringData:\n  {env}: {v}",
    "[{hm}] {first}: here's the {vendor} key for the {short} bot: {v}",
    "Incident {ref}: {vendor} credential {v} was pushed to the public repo, rotate ASAP.",
    "curl -H \"Authorization: Bearer {v}\" https://api.{dom}/v1/sync",
    "- name: Deploy\n  env:\n    {env}: {v}",
    "os.environ.setdefault(\"{env}\", \"{v}\")",
    "<add key=\"{env}\" value=\"{v}\" />",
]
SEC_SPECIAL_EN = {
    "Slack": ["requests.post(\"{v}\", json={\"text\": \"New member!\"})", "SLACK_WEBHOOK_URL={v}"],
    "Telegram": ["curl https://api.telegram.org/bot{v}/sendMessage -d chat_id=-100{num}",
                 "TELEGRAM_BOT_TOKEN={v}"],
    "Azure": ["DefaultEndpointsProtocol=https;AccountName={svcn};AccountKey={v};EndpointSuffix=core.windows.net",
              "AZURE_STORAGE_KEY={v}"],
}
TOKEN_WORDS = {
    "en": ["secret", "api key", "access token", "password", "auth token"],
    "fr": ["mot de passe", "clé API", "jeton d'accès", "secret"], "de": ["Passwort", "API-Schlüssel", "Zugangstoken", "Kennwort"],
    "es": ["contraseña", "clave API", "token de acceso"], "it": ["password", "chiave API", "token di accesso"],
    "pt": ["senha", "chave da API", "token de acesso"], "nl": ["wachtwoord", "API-sleutel", "toegangstoken"],
    "pl": ["hasło", "klucz API", "token dostępu"], "cs": ["heslo", "API klíč", "přístupový token"],
    "da": ["adgangskode", "API-nøgle", "adgangstoken"], "tr": ["şifre", "API anahtarı", "erişim belirteci"],
    "ko": ["비밀번호", "API 키", "액세스 토큰"], "zh": ["密码", "API 密钥", "访问令牌"],
}
TOKEN_SENT = {
    "en": ["The {w} for the {svc} integration is {v}", "{w}: {v}", "new {w} -> {v} (valid until {date})"],
    "fr": ["Le {w} du compte {short} est {v}", "{w} : {v}"], "de": ["Das {w} für {svc} lautet {v}", "{w}: {v}"],
    "es": ["La {w} del panel es {v}", "{w}: {v}"], "it": ["La {w} del pannello è {v}", "{w}: {v}"],
    "pt": ["A {w} do painel é {v}", "{w}: {v}"], "nl": ["Het {w} voor {svc} is {v}", "{w}: {v}"],
    "pl": ["{w} do panelu to {v}", "{w}: {v}"], "cs": ["{w} k účtu je {v}", "{w}: {v}"],
    "da": ["{w} til {svc} er {v}", "{w}: {v}"], "tr": ["{svc} için {w}: {v}"], "ko": ["{svc} {w}: {v}"],
    "zh": ["{svc} 的{w}是 {v}", "{w}：{v}"],
}


def gen_password():
    k = rng.randrange(3)
    if k == 0:
        return rs(rng.randint(12, 20), ALNUM + "!#%&*?@$^")
    if k == 1:
        w = ["hive", "Lantern", "oxbow", "Glaze", "paddle", "Crema", "archive", "Willow", "kiln", "Swarm"]
        return pick(w) + pick(["-", "_", "!", "."]) + pick(w) + str(rng.randint(10, 9999)) + pick(["!", "#", "?", "$"])
    return rs(4, UP) + rs(4, DIG) + rs(4, LOW) + pick("!@#%&") + rs(3, ALNUM)


PEM_KINDS = [("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 25), ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 26),
             ("EC PRIVATE KEY", "MHcCAQEEI", 3), ("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ", 7),
             ("ENCRYPTED PRIVATE KEY", "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI", 27)]


def gen_pem():
    label, start, nlines = pick(PEM_KINDS)
    width = 70 if "OPENSSH" in label else 64
    body = start + rs(width * nlines - len(start) + rng.randint(-30, 0), B64)
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    if "OPENSSH" not in label and rng.random() < 0.5:
        lines[-1] = lines[-1][:-2] + "=="
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def gen_secret(c):
    """Return (value, text)."""
    k = rng.random()
    if k < 0.50:
        v, vendor, env = vendor_secret()
        tpls = SEC_EN + SEC_SPECIAL_EN.get(vendor, []) * 3
        t = fill(pick(tpls), env=env, env_l=env.lower(), vendor=vendor, svcn=re.sub("[^a-z]", "", c["svc"]), v=v, **c)
        return v, t
    if k < 0.58:
        v = gen_jwt()
        t = fill(pick(["Authorization: Bearer {v}", "access_token={v}&token_type=bearer",
                       "{\"session\": \"{v}\"}", "[{hm}] {first}: my session cookie is {v}, does it work for you?",
                       "Cookie: sid={v}; Path=/", "JWT_REFRESH_TOKEN={v}"]), v=v, **c)
        return v, t
    if k < 0.65:
        v = gen_pem()
        t = fill(pick(["$ cat ~/.ssh/{svc}_deploy\n{v}\n$ ", "deploy_key.pem:\n{v}",
                       "Ticket {ref}: {first} pasted this into the {short} chat by mistake:\n\n{v}\n\nPlease revoke.",
                       "```\n{v}\n```", "# {svc} TLS key, generated {date}\n{v}\n"]), v=v, **c)
        return v, t
    if k < 0.74:
        v = gen_password()
        user = pick(["admin", "app", c["svc"].split("-")[0], "postgres", "root", "svc_" + ascii_slug(c["first"])])
        host = pick(["db", "pg-main", "mongo", "cache", "mq"]) + "." + c["dom"]
        t = pick(["DATABASE_URL=postgres://{u}:{v}@{h}:5432/{db}", "mysql://{u}:{v}@{h}:3306/{db}",
                  "MONGO_URI=\"mongodb+srv://{u}:{v}@{h}/{db}?retryWrites=true\"", "redis://:{v}@{h}:6379/0",
                  "amqp://{u}:{v}@{h}:5672/%2f", "spring.datasource.url=jdbc:postgresql://{h}/{db}?user={u}&password={v}",
                  "git clone https://{u}:{v}@git.{d}/{db}.git"])
        t = fill(t, u=user, h=host, db=c["svc"].replace("-", "_"), d=c["dom"], v=v)
        if any(ch in v for ch in "%@/:#?&"):
            return None, None
        return v, t
    if k < 0.78:
        user = ascii_slug(c["first"])
        pw = gen_password()
        v = base64.b64encode((user + ":" + pw).encode()).decode()
        t = fill(pick(["Authorization: Basic {v}", "curl -H 'Authorization: Basic {v}' https://{dom}/api/export",
                       "proxy_set_header Authorization \"Basic {v}\";"]), v=v, **c)
        return v, t
    if k < 0.88:
        v = gen_password()
        t = fill(pick(["DB_PASSWORD={v}", "password: \"{v}\"", "<password>{v}</password>",
                       "spring.datasource.password={v}", "PGPASSWORD='{v}' psql -h db.{dom} -U admin {svcu}",
                       "mysql -u root -p'{v}' {svcu}", "[smtp]\nuser = noreply\npassword = {v}",
                       "{\"wifi\": \"{short} Guest\", \"password\": \"{v}\"}", "ADMIN_PASS=\"{v}\"",
                       "[{hm}] {first}: the new admin password for the {short} site is {v}"]),
                 svcu=c["svc"].replace("-", "_"), v=v, **c)
        return v, t
    lang = pick(LANGS) if rng.random() < 0.7 else "en"
    v = pick([rs(rng.randint(24, 48), ALNUM), rs(32, HEX), rs(rng.randint(30, 44), B64URL)])
    if not (re.search(r"[A-Z]", v) or re.search(r"[a-f]", v)) or not re.search(r"\d", v):
        return None, None
    t = fill(pick(TOKEN_SENT[lang]), w=pick(TOKEN_WORDS[lang]), v=v, **c)
    return v, t


# ---------------------------------------------------------------- negatives
def ean13(prefix):
    body = prefix + digits(12 - len(prefix))
    s = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(body))
    return body + str((10 - s % 10) % 10)


def isbn10():
    body = digits(9)
    s = sum((10 - i) * int(ch) for i, ch in enumerate(body))
    c = (11 - s % 11) % 11
    return body + ("X" if c == 10 else str(c))


def non_luhn16():
    while True:
        n = str(rng.randint(1, 9)) + digits(15)
        if not luhn_ok(n):
            return n


def big_count():
    n = rng.randint(10 ** 5, 10 ** 10)
    s = "{:,}".format(n)
    sep = pick([",", ".", " ", "\u202f", "'"])
    return s.replace(",", sep)


def neg_value():
    """Return (label, key, value, category)."""
    k = rng.randrange(30)
    if k == 0:
        return "order number", "order_no", pick(["ORD-2024-" + digits(6), "CC-" + digits(7), "#" + nz(10),
                                                 "Order " + nz(8)]), "ref"
    if k == 1:
        return "tracking number", "tracking", pick(["1Z" + rs(6, UP + DIG) + digits(10), "JJD" + digits(18),
                                                    " ".join(["9400", d(4), d(4), d(4), d(4), d(2)]),
                                                    rs(2, UP) + digits(9) + pick(["GB", "DE", "NL", "FR"])]), "ref"
    if k == 2:
        return "invoice number", "invoice", pick(["INV-%d-%05d" % (rng.randint(2019, 2025), rng.randint(1, 99999)),
                                                  "RE%d/%04d" % (rng.randint(19, 25), rng.randint(1, 9999))]), "ref"
    if k == 3:
        return "policy number", "policy_no", pick(["POL-" + rs(2, UP) + "-" + digits(8),
                                                   "HV" + digits(3) + "-" + digits(4) + "-" + digits(3)]), "ref"
    if k == 4:
        e = ean13(pick(["978", "979"]))
        return "ISBN", "isbn", pick([e, "%s-%s-%s-%s-%s" % (e[:3], e[3], e[4:7], e[7:12], e[12])]), "ref"
    if k == 5:
        i = isbn10()
        return "ISBN-10", "isbn10", pick([i, "%s-%s-%s-%s" % (i[0], i[1:4], i[4:9], i[9])]), "ref"
    if k == 6:
        return "EAN barcode", "ean", ean13(pick(["40", "50", "76", "80", "87", "59", "69", "88"])), "ref"
    if k == 7:
        return "weight", "weight", pick(["%d g" % rng.randint(100, 5000), "%.2f kg" % rng.uniform(0.2, 40),
                                         "%d,%d kg" % (rng.randint(1, 60), rng.randint(0, 9))]), "qty"
    if k == 8:
        return "measurement", "size", pick(["%.1f x %.1f cm" % (rng.uniform(5, 90), rng.uniform(5, 90)),
                                            "%d mm" % rng.randint(2, 900), "%d ml" % rng.randint(50, 2000),
                                            "%.2f m" % rng.uniform(1, 6), "%d,%d °C" % (rng.randint(18, 40), rng.randint(0, 9)),
                                            "%d °C cone 6 firing" % rng.randint(1180, 1260)]), "qty"
    if k == 9:
        return "count", "count", big_count(), "qty"
    if k == 10:
        y, m, dd = rng.randint(1890, 2025), rng.randint(1, 12), rng.randint(1, 28)
        return "date", "date", pick(["%d-%02d-%02d" % (y, m, dd), "%02d.%02d.%d" % (dd, m, y), "%02d/%02d/%d" % (dd, m, y),
                                     "%s %d, %d" % (pick(["March", "July", "October", "January"]), dd, y)]), "time"
    if k == 11:
        return "time", "time", pick(["%02d:%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)),
                                     "%02d:%02d–%02d:%02d" % (rng.randint(6, 11), rng.randint(0, 59), rng.randint(12, 20), 0),
                                     "2024-%02d-%02dT%02d:%02d:%02d+01:00" % (rng.randint(1, 12), rng.randint(1, 28),
                                                                             rng.randint(0, 23), rng.randint(0, 59),
                                                                             rng.randint(0, 59))]), "time"
    if k == 12:
        return "version", "version", pick(["v%d.%d.%d" % (rng.randint(0, 9), rng.randint(0, 30), rng.randint(0, 99)),
                                           "%d.%d.%d-rc.%d" % (rng.randint(0, 5), rng.randint(0, 20), rng.randint(0, 9), rng.randint(1, 5)),
                                           "10.0.%d.%d" % (rng.randint(17000, 26000), rng.randint(256, 5000)),
                                           "3.%d.%d" % (rng.randint(6, 13), rng.randint(0, 20))]), "ref"
    if k == 13:
        return "commit", "commit", pick([rs(40, HEX), rs(7, HEX), rs(12, HEX)]), "ref"
    if k == 14:
        u = rs(8, HEX) + "-" + rs(4, HEX) + "-4" + rs(3, HEX) + "-" + pick("89ab") + rs(3, HEX) + "-" + rs(12, HEX)
        return "UUID", "uuid", u, "ref"
    if k == 15:
        return "coordinates", "coords", pick(["%.5f, %.5f" % (rng.uniform(-60, 70), rng.uniform(-170, 170)),
                                              "%d°%d′N %d°%d′E" % (rng.randint(0, 80), rng.randint(0, 59),
                                                                    rng.randint(0, 179), rng.randint(0, 59))]), "qty"
    if k == 16:
        a, b = rng.randint(1, 4999), rng.randint(0, 99)
        return "price", "price", pick(["€%d,%02d" % (a, b), "$%s.%02d" % ("{:,}".format(a), b), "CHF %d.–" % a,
                                       "¥{:,}".format(a * 100), "%d,%02d zł" % (a, b), "£%d.%02d" % (a, b),
                                       "%d,%02d Kč" % (a, b), "₩{:,}".format(a * 1000)]), "qty"
    if k == 17:
        n = non_luhn16()
        return "gift card serial", "giftcard_serial", pick([n, " ".join(n[i:i + 4] for i in range(0, 16, 4)),
                                                            "-".join(n[i:i + 4] for i in range(0, 16, 4))]), "ref"
    if k == 18:
        return "SKU", "sku", pick(["KC-GLZ-%04d-%s" % (rng.randint(1, 9999), pick(["BLU", "RED", "WHT"])),
                                   "CRM-%s-%dG" % (pick(["ETH", "COL", "BRA", "KEN"]), pick([250, 500, 1000])),
                                   "SKU" + digits(8)]), "ref"
    if k == 19:
        return "serial number", "serial", pick([rs(4, UP + DIG) + "-" + rs(4, UP + DIG) + "-" + digits(4),
                                                "C02" + rs(9, UP + DIG), "SN" + digits(10)]), "ref"
    if k == 20:
        tail = digits(4)
        return "masked card", "card_masked", pick(["**** **** **** " + tail, "•••• " + tail, "XXXX-XXXX-XXXX-" + tail,
                                                   "ending in " + tail, "************" + tail]), "ref"
    if k == 21:
        return "masked SSN", "ssn_masked", pick(["XXX-XX-" + digits(4), "***-**-" + digits(4)]), "ref"
    if k == 22:
        return "masked IBAN", "iban_masked", pick(["DE** **** **** **** **" + digits(2) + " " + digits(2),
                                                   "NL** INGB **** **** " + digits(2), "FR76 **** **** **** **** ***" + digits(2)]), "ref"
    if k == 23:
        return "masked phone", "phone_masked", pick(["+49 *** *** " + digits(2) + " " + digits(2), "(***) ***-" + digits(4),
                                                     "+33 6 ** ** ** " + digits(2)]), "ref"
    if k == 24:
        return "hive number", "hive", "Hive %s-%02d" % (pick(UP), rng.randint(1, 60)), "ref"
    if k == 25:
        return "docker digest", "digest", "sha256:" + rs(64, HEX), "ref"
    if k == 26:
        return "lot number", "lot", "LOT %d-%03d-%02d" % (rng.randint(2019, 2025), rng.randint(1, 365), rng.randint(1, 40)), "ref"
    if k == 27:
        return "room", "room", "Room %d%02d, bed %s" % (rng.randint(1, 6), rng.randint(1, 30), pick("ABCD")), "ref"
    if k == 28:
        return "placeholder", "api_key", pick(["${API_KEY}", "<your-token-here>", "os.environ['STRIPE_SECRET_KEY']",
                                                "{{ secrets.GITHUB_TOKEN }}", "REPLACE_ME", "********"]), "ref"
    return "parish register entry", "register", "Vol. %d, fol. %d, no. %d (%d)" % (
        rng.randint(1, 40), rng.randint(1, 400), rng.randint(1, 99), rng.randint(1650, 1920)), "ref"


NEG_EN = [
    "Your {label} is {x}.",
    "{Label}: {x}",
    "Please quote {label} {x} when you contact the {short} desk.",
    "[{hm}] {first}: {label} {x} - does that match yours?",
    "Re: {thing} - the {label} on the slip says {x}",
    "Noted in the {item} log ({date}): {label} = {x}",
    "{first} asked whether {label} {x} is the right one for the {plan}.",
]
NEG_FOREIGN = {
    "fr": ["Merci de conserver la référence {x} pour votre dossier.", "Valeur indiquée sur le bordereau : {x}"],
    "de": ["Bitte bewahren Sie die Angabe {x} für Ihre Unterlagen auf.", "Laut Lieferschein: {x}"],
    "es": ["Conserve la referencia {x} para su expediente.", "Dato del albarán: {x}"],
    "it": ["Conservi il riferimento {x} per la pratica."], "pt": ["Guarde a referência {x} para o seu processo."],
    "nl": ["Bewaar de vermelding {x} voor uw administratie."], "pl": ["Prosimy zachować dane {x} do dokumentacji."],
    "cs": ["Uschovejte si prosím údaj {x} pro evidenci."], "da": ["Gem venligst oplysningen {x} til dine papirer."],
    "tr": ["Lütfen {x} bilgisini kayıtlarınız için saklayın."], "ko": ["참고 정보: {x} (보관해 주세요)"],
    "zh": ["请保留以下信息以备查询：{x}"],
}

# ---------------------------------------------------------------- row builders
def foreign_or_en(en, foreign):
    if rng.random() < FOREIGN_RATE:
        lang = pick(LANGS)
        return foreign[lang], lang
    return en, "en"


def plain_row(t, c):
    v_t = _plain_row(t, c)
    return v_t


def _structured_ok(tpls):
    """Structured frames are language-neutral: only use them for rows that stayed English."""
    return tpls[0] in (EMAIL_EN[0], CARD_EN[0], PHONE_EN[0], IBAN_EN[0], IP_EN[0])


def _plain_row(t, c):
    if t == "email":
        v = gen_email()
        tpls, _ = foreign_or_en(EMAIL_EN, EMAIL_FOREIGN)
        if _structured_ok(tpls) and rng.random() < 0.35:
            return v, structured(pick(["email", "contact_email", "e_mail", "billing_email", "notify_to"]),
                                 pick(["E-mail", "Email address", "Contact e-mail"]), v, c)
        return v, prose(tpls, v, c)
    if t == "credit_card":
        brand, num = gen_card()
        v = format_card(num, brand)
        exp = "%02d/%02d" % (rng.randint(1, 12), rng.randint(25, 31))
        tpls, _ = foreign_or_en(CARD_EN, CARD_FOREIGN)
        if _structured_ok(tpls) and rng.random() < 0.3:
            return v, structured(pick(["card_number", "pan", "cc_number", "payment_card"]),
                                 pick(["Card number", "Credit card", "Card"]), v, c)
        return v, prose(tpls, v, c, exp=exp, cvc=digits(3), brand=brand)
    if t == "phone":
        _, v = gen_phone()
        tpls, _ = foreign_or_en(PHONE_EN, PHONE_FOREIGN)
        if _structured_ok(tpls) and rng.random() < 0.3:
            return v, structured(pick(["phone", "mobile", "tel", "contact_phone", "emergency_contact"]),
                                 pick(["Phone", "Mobile", "Telephone", "Emergency contact number"]), v, c)
        return v, prose(tpls, v, c)
    if t == "us_ssn":
        _, v = gen_ssn()
        tpls, _ = foreign_or_en(SSN_EN, SSN_FOREIGN)
        return v, prose(tpls, v, c)
    if t == "iban":
        v = format_iban(gen_iban())
        tpls, _ = foreign_or_en(IBAN_EN, IBAN_FOREIGN)
        if _structured_ok(tpls) and rng.random() < 0.3:
            return v, structured(pick(["iban", "payout_iban", "bank_iban", "sepa_iban"]),
                                 pick(["IBAN", "Bank account (IBAN)", "Refund IBAN"]), v, c)
        return v, prose(tpls, v, c)
    if t == "ip_address":
        v = gen_ip()
        tpls, _ = foreign_or_en(IP_EN, IP_FOREIGN)
        if _structured_ok(tpls) and rng.random() < 0.25:
            return v, structured(pick(["client_ip", "remote_addr", "ip", "source_ip", "last_login_ip"]),
                                 pick(["IP address", "Client IP", "Login IP"]), v, c)
        return v, prose(tpls, v, c, port=str(rng.randint(1025, 65000)))
    if t == "secret":
        return gen_secret(c)
    raise ValueError(t)


def disguised_row(t, c):
    if t == "email":
        v = gen_email(allow_idn=False)
        dis, lang = disguise_email(v)
        sent = DIS_SENT[lang] if lang != "en" or rng.random() < 0.8 else DIS_SENT[pick(LANGS)]
        return v, dis, prose(sent, dis, c)
    brand, num = gen_card()
    dis, lang = disguise_card(num, brand)
    sent = CARD_DIS_SENT.get(lang, CARD_DIS_SENT["en"])
    return num, dis, prose(sent, dis, c, exp="%02d/%02d" % (rng.randint(1, 12), rng.randint(25, 31)),
                           cvc=digits(3), brand=brand)


def negative_row(c):
    label, key, x, cat = neg_value()
    r = rng.random()
    if r < FOREIGN_RATE:
        t = fill(pick(NEG_FOREIGN[pick(LANGS)]), x=x, **c)
    elif r < 0.55:
        t = fill(pick(STRUCT), key=key, label=label[0].upper() + label[1:], label_l=label, v=x, **c)
    else:
        t = fill(pick(NEG_EN), label=label, Label=label[0].upper() + label[1:], x=x, **c)
    return t


# ---------------------------------------------------------------- checks
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DIGRUN_RE = re.compile(r"\d[\d \-]{10,30}\d")


def negative_ok(t):
    if "example.com" in t:
        return False
    for m in DIGRUN_RE.finditer(t):
        ds = re.sub(r"\D", "", m.group())
        if 13 <= len(ds) <= 19 and luhn_ok(ds):
            return False
    for m in re.finditer(r"\d{13,19}", t):
        if luhn_ok(m.group()):
            return False
    for m in IPV4_RE.finditer(t):
        try:
            if ip_global(m.group(1)):
                return False
        except ValueError:
            pass
    if re.search(r"\b\d{3}-\d{2}-\d{4}\b", t):
        return False
    if re.search(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}", t):
        return False
    return True


def check_row(row):
    t, v, ty = row["text"], row["value"], row["type"]
    if ty == "negative":
        assert v == "" and negative_ok(t), row
        return
    if "disguise" in row:
        assert t.count(row["disguise"]) == 1, row
        assert v not in t, row
    else:
        assert t.count(v) == 1, row
    if ty == "credit_card":
        ds = re.sub(r"\D", "", v) if "disguise" not in row else v
        if "disguise" in row:
            assert v.isdigit()
        else:
            assert re.fullmatch(r"[\d \-]+", v), row
        assert 13 <= len(ds) <= 19 and luhn_ok(ds), row
    elif ty == "us_ssn":
        assert ssn_ok(re.sub(r"\D", "", v)), row
        assert re.search(r"SSN|Social Security|TIN", t, re.I), row
    elif ty == "iban":
        ib = v.replace(" ", "").upper()
        assert len(ib) == IBAN_LEN[ib[:2]] and iban_mod(ib) == 1, row
    elif ty == "ip_address":
        assert ip_global(v), row
    elif ty == "email":
        assert v.count("@") == 1 and "example." not in v, row
        local, dom = v.split("@")
        assert local and "." in dom, row


# ---------------------------------------------------------------- main
FAILS = Counter()


def main():
    rows, seen = [], set()
    order = []
    for t, (plain, dis) in TARGETS.items():
        order += [(t, False)] * plain + [(t, True)] * dis
    for t, is_dis in order:
        for attempt in range(500):
            c = ctx()
            if t == "negative":
                row = {"source": SOURCE, "type": t, "value": "", "text": negative_row(c)}
            elif is_dis:
                v, dis, text = disguised_row(t, c)
                row = {"source": SOURCE, "type": t, "value": v, "text": text, "disguise": dis}
            else:
                v, text = plain_row(t, c)
                if v is None:
                    continue
                row = {"source": SOURCE, "type": t, "value": v, "text": text}
            if row["text"] in seen:
                continue
            try:
                check_row(row)
            except AssertionError:
                FAILS[(t, is_dis)] += 1
                continue
            seen.add(row["text"])
            rows.append(row)
            break
        else:
            raise RuntimeError("could not generate row for %s" % t)
    rng.shuffle(rows)
    # final self-checks
    assert len(rows) == sum(a + b for a, b in TARGETS.values()) == 2350
    assert len({r["text"] for r in rows}) == len(rows)
    cnt = Counter(r["type"] for r in rows)
    dcnt = Counter(r["type"] for r in rows if "disguise" in r)
    for t, (plain, dis) in TARGETS.items():
        assert cnt[t] == plain + dis and dcnt[t] == dis, (t, cnt[t], dcnt[t])
    for r in rows:
        check_row(r)
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    for t in TARGETS:
        print("%-12s %4d (disguised %d)" % (t, cnt[t], dcnt[t]), file=sys.stderr)
    print("total        %4d -> %s" % (len(rows), OUT), file=sys.stderr)
    print("rejected candidates (regenerated): %s" % dict(FAILS), file=sys.stderr)


if __name__ == "__main__":
    main()
