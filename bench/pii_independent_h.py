#!/usr/bin/env python3
"""Independent PII evaluation corpus generator (set H).
Settings: vet telehealth chat, car-sharing support, school parent portal, crowdfunding payouts desk, freight-forwarder ops channel, coworking front desk, telecom number-porting desk, hospital billing office, OSS security mailing list, real-estate escrow team.
"""
import base64
import csv
import datetime
import html
import io
import ipaddress
import json
import os
import random
import re
import string
import sys
import unicodedata
import uuid

SEED = 8675309
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-h.jsonl")
SRC = "pii-indep-h"
TYPES = ["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret"]
N_POS, N_NEG, N_DIS = 200, 800, 75
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN, HEX = UP + LO + DG, "0123456789abcdef"
V = "%V%"  # placeholder for the value inside a display wrapper

VALUE_GENS = {t: [] for t in TYPES}   # type -> [fn(ctx) -> dict(v, key, hl, wrap)]
NEG_GENS = []                         # [fn(ctx) -> look-alike item]
FORMATS = []                          # [fn(ctx, item, decoys) -> text]
DISGUISES = {"credit_card": [], "email": []}  # [fn(ctx) -> (canonical, name, text)]


def reg(lst, w=1):
    def deco(f):
        lst.extend([f] * w)
        return f
    return deco


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(n, DG)


def ni(a, b):
    return str(R.randint(a, b))


def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


# ------------------------------------------------------------------ validators
def luhn_ok(s):
    tot = 0
    for i, c in enumerate(reversed(s)):
        x = int(c)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        tot += x
    return tot % 10 == 0


def luhn_complete(body):
    return next(body + c for c in DG if luhn_ok(body + c))


def luhn_break(body):
    return next(body + c for c in R.sample(DG, 10) if not luhn_ok(body + c))


def card_brand(d):
    n = len(d)
    if n < 12 or not d.isdigit():
        return None
    p2, p3, p4 = int(d[:2]), int(d[:3]), int(d[:4])
    if d[0] == "4" and n in (13, 16, 19):
        return "visa"
    if n == 16 and (51 <= p2 <= 55 or 2221 <= p4 <= 2720):
        return "mastercard"
    if p2 in (34, 37) and n == 15:
        return "amex"
    if (p4 == 6011 or 644 <= p3 <= 649 or p2 == 65) and n in (16, 19):
        return "discover"
    if (300 <= p3 <= 305 or p2 in (36, 38, 39)) and n in (14, 16):
        return "diners"
    if 3528 <= p4 <= 3589 and 16 <= n <= 19:
        return "jcb"
    if p2 == 62 and 16 <= n <= 19:
        return "unionpay"
    if p4 in (5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763):
        return "maestro"
    return None


def ssn_ok(s):
    d = re.sub(r"\D", "", s)
    if len(d) != 9:
        return False
    a, g, sr = int(d[:3]), int(d[3:5]), int(d[5:])
    return 0 < a < 900 and a != 666 and g != 0 and sr != 0


IBAN_SPEC = dict(x.split(":") for x in (
    "AD:8n12c AE:19n AT:16n BE:12n BG:4a6n8c BR:23n1a1c CH:5n12c CY:8n16c CZ:20n DE:18n "
    "DK:14n EE:16n ES:20n FI:14n FR:10n11c2n GB:4a14n GR:7n16c HR:17n HU:24n IE:4a14n "
    "IS:22n IT:1a10n12c LT:16n LU:3n13c LV:4a13c MT:4a5n18c NL:4a10n NO:11n PL:24n PT:21n "
    "RO:4a16c SA:2n18c SE:20n SI:15n SK:20n TR:6n16c MC:10n11c2n SM:1a10n12c").split())


def _spec_parts(spec):
    return [(int(n), k) for n, k in re.findall(r"(\d+)([anc])", spec)]


IBAN_LEN = {cc: 4 + sum(n for n, _ in _spec_parts(s)) for cc, s in IBAN_SPEC.items()}


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(s):
    s = re.sub(r"\s", "", s).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s) or IBAN_LEN.get(s[:2]) != len(s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def make_iban(cc=None, bad=False):
    cc = cc or pick(sorted(IBAN_SPEC))
    bban = ""
    for n, k in _spec_parts(IBAN_SPEC[cc]):
        for _ in range(n):
            letter = k == "a" or (k == "c" and chance(0.12))
            bban += R.choice(UP if letter else DG)
    chk = 98 - _iban_num(bban + cc + "00") % 97
    if bad:
        chk = pick([c for c in range(2, 99) if c != chk])
    return f"{cc}{chk:02d}{bban}"


def group4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


# ------------------------------------------------------------------ scanner
# A conservative detector used only to make sure no *unintended* PII slips in.
RE_EMAIL = re.compile(r"[\w.%+\-]+@[\w\-]+(?:\.[\w\-]+)+")
RE_V4 = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?!\d|\.\d)")
RE_V6 = re.compile(r"(?<![\w:.])(?=[0-9A-Fa-f]*:[0-9A-Fa-f]*:)[0-9A-Fa-f:]{2,39}(?![\w:])")
RE_SSN = re.compile(r"(?<![\d\-])(?<!\d )(\d{3})([- ])(\d{2})\2(\d{4})(?![\d\-])(?! \d)")
RE_RUN = re.compile(r"(?<!\w)\d+(?:[ \-]\d+)*(?!\w)")
RE_IBAN = re.compile(r"(?i)\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32}")
RE_PH_INTL = re.compile(r"\+\d{1,3}(?:[ .\-/]?\(?\d{1,5}\)?){2,6}")
RE_PH_NANP = re.compile(r"(?<![\d\-])\(?\d{3}\)?[ .\-]\d{3}[ .\-]\d{4}(?![\d\-])")
RE_SECRET = re.compile("|".join([
    r"AKIA[0-9A-Z]{16}", r"gh[pousr]_[A-Za-z0-9]{30,}", r"github_pat_\w{20,}", r"glpat-[\w\-]{20}",
    r"xox[abprs]-\d+-", r"[sr]k_live_[0-9A-Za-z]{10,}", r"sk-(?:proj-|ant-)?[A-Za-z0-9_\-]{20,}",
    r"AIza[\w\-]{35}", r"SG\.[\w\-]{16,}\.[\w\-]{16,}", r"npm_[A-Za-z0-9]{36}", r"pypi-AgE",
    r"eyJ[\w\-]+\.eyJ[\w\-]+\.[\w\-]+", r"-----BEGIN [A-Z ]*PRIVATE KEY", r"hvs\.[\w\-]{20,}",
    r"shpat_[0-9a-f]{32}", r"whsec_\w{20,}"]))
RE_KW = re.compile(r"(?i)\b(?:pass(?:word|wd)?|pwd|secret|token|api[_\-]?key|contraseña|passwort|senha"
                   r"|wachtwoord|hasło|lösenord|heslo|mot de passe)\b[\"']?\s*[:=]\s*[\"']?([^\s\"'<>,;]{6,})")
RE_PLACEHOLDER = re.compile(r"(?i)[*•…■]|^[$%{<\[]|xxxx|redacted|example|changeme")


def find_pii(text):
    hits = [("email", m.group()) for m in RE_EMAIL.finditer(text)]
    for rx, cls in ((RE_V4, ipaddress.IPv4Address), (RE_V6, ipaddress.IPv6Address)):
        for m in rx.finditer(text):
            try:
                cls(m.group())
                hits.append(("ip_address", m.group()))
            except ValueError:
                pass
    hits += [("us_ssn", m.group()) for m in RE_SSN.finditer(text) if ssn_ok(m.group())]
    for m in RE_RUN.finditer(text):
        groups = re.split(r"[ \-]", m.group())
        for i in range(len(groups)):
            acc = ""
            for g in groups[i:]:
                acc += g
                if len(acc) > 19:
                    break
                if len(acc) >= 12 and card_brand(acc) and luhn_ok(acc):
                    hits.append(("credit_card", acc))
    for m in RE_IBAN.finditer(text):
        s = m.group().replace(" ", "").upper()
        n = IBAN_LEN.get(s[:2])
        if n and len(s) >= n and iban_ok(s[:n]):
            hits.append(("iban", s[:n]))
    hits += [("phone", m.group()) for m in RE_PH_INTL.finditer(text)
             if len(re.sub(r"\D", "", m.group())) >= 8]
    hits += [("phone", m.group()) for m in RE_PH_NANP.finditer(text)]
    hits += [("secret", m.group()) for m in RE_SECRET.finditer(text) if not RE_PLACEHOLDER.search(m.group())]
    for m in RE_KW.finditer(text):
        v = m.group(1)
        if re.search(r"[A-Za-z]", v) and re.search(r"\d", v) and not RE_PLACEHOLDER.search(v):
            hits.append(("secret", v))
    return hits


def value_invalid(t, v):
    """Return a reason string if a positive value is not a valid value of its type."""
    if t == "credit_card":
        d = re.sub(r"[ \-]", "", v)
        ok = d.isdigit() and luhn_ok(d) and card_brand(d)
    elif t == "us_ssn":
        ok = re.fullmatch(r"\d{3}([- ]?)\d{2}\1\d{4}", v) and ssn_ok(v)
    elif t == "iban":
        ok = iban_ok(v)
    elif t == "ip_address":
        try:
            ok = bool(ipaddress.ip_address(v))
        except ValueError:
            ok = False
    elif t == "email":
        ok = RE_EMAIL.fullmatch(v)
    elif t == "phone":
        ok = re.fullmatch(r"\+?[\d\s().\-/]+", v) and 7 <= len(re.sub(r"\D", "", v)) <= 15
    else:
        ok = len(v) >= 6 and not re.search(r"\s", v)
    return None if ok else f"invalid {t}: {v!r}"

# ------------------------------------------------------------------ people & settings
FIRST = ["Ana", "José", "Lukas", "Chloé", "João", "Giulia", "Daan", "Zofia", "Elin", "Tomáš", "Eleni",
         "Minh", "Putri", "Priya", "Marcus", "Aisha", "Kenji", "Sven", "Inès", "Mateus", "Agnieszka",
         "Nikos", "Thu", "Budi", "Olivia", "Rafael", "Hannah", "Luca", "Sanne", "Jakub", "Dana", "Omar"]
LAST = ["García", "Müller", "Dubois", "Silva", "Rossi", "de Vries", "Kowalska", "Lindqvist", "Novák",
        "Papadopoulou", "Nguyen", "Santoso", "Patel", "Okafor", "Brennan", "Yamada", "Johansson",
        "Lefèvre", "Costa", "Wiśniewska", "Georgiou", "Tran", "Wijaya", "Smith", "Fernández", "Schulz",
        "Bianchi", "Jansen", "Dvořák", "O'Neill", "Whitfield", "Haddad"]


def person(full=None):
    full = chance(.5) if full is None else full
    return pick(FIRST) + (" " + pick(LAST) if full else "")


def S(id, org, team, staff, svc, topics, agent, subj, fields, domains):
    return dict(id=id, org=org, team=team, staff=staff, svc=svc, topics=topics, agent=agent,
                subj=subj, fields=fields, domains=domains)


SETTINGS = [
    S("vet", "PawsConnect Vet Telehealth", "PawsConnect care team", ["Dr. Imani Okafor", "Dr. Lukas Brenner", "Nurse Carla Ruiz"],
      "vetchat-api", ["my cat Miso hasn't eaten since yesterday", "Biscuit keeps scratching his left ear",
                      "can we book a video consult for the puppy", "the Rimadyl refill didn't go through"],
      ["can you send a photo of the rash?", "how much does she weigh now?", "I'll ask Dr. Brenner to review the video",
       "the consult is booked for 4:30pm"], ["Follow-up: Miso's consult", "Prescription refill request", "Video consult receipt"],
      dict(pet_name=lambda: pick(["Miso", "Biscuit", "Luna", "Kiwi", "Pepper"]), species=lambda: pick(["cat", "dog", "rabbit", "ferret"]),
           consult_id=lambda: f"VC-{dg(6)}", weight_kg=lambda: f"{R.randint(2, 40)}.{R.randint(0, 9)}"),
      ["pawsconnect.vet", "care.pawsconnect.vet"]),
    S("carshare", "Zipply Car Sharing", "Zipply support", ["Rui (Zipply)", "Mette", "Agent Kofi"], "zipply-trips",
      ["the car at the Alameda hub has a flat tyre", "I got charged a cleaning fee for trip I didn't make",
       "app says the vehicle is locked but it isn't", "my deposit hasn't been refunded"],
      ["which trip is this about?", "I've ended the trip remotely", "the fee has been reversed", "please park in the marked bay"],
      ["Your trip receipt", "Damage report", "Deposit refund"],
      dict(trip_id=lambda: f"TRP-{rs(4, UP)}{dg(4)}", plate=lambda: f"{rs(2, UP)}-{dg(2)}-{rs(2, UP)}",
           vehicle=lambda: pick(["Toyota Yaris Hybrid", "Renault Zoe", "Fiat 500e", "VW ID.3"]), km=lambda: str(R.randint(3, 480))),
      ["zipply.app", "support.zipply.app"]),
    S("school", "Riverside Unified School District", "Parent Portal helpdesk", ["Ms. Alvarez", "Mr. Tan", "Portal Admin"],
      "parent-portal", ["I can't see my son's grades this term", "how do I top up the lunch account",
                        "the bus route change isn't showing", "need to update the emergency contact"],
      ["which school is your child enrolled in?", "I've reset the portal link", "the lunch balance updates overnight",
       "please allow 2 business days"], ["Lunch account top-up", "Portal access", "Field trip permission slip"],
      dict(student_id=lambda: f"S{dg(7)}", grade=lambda: pick(["K", "3", "5", "7", "10"]),
           school=lambda: pick(["Maple Elementary", "Riverside Middle", "North Ridge High"]), term=lambda: pick(["Fall 2024", "Spring 2025"])),
      ["riversideusd.org", "parents.riversideusd.org"]),
    S("crowd", "FundHarbor", "FundHarbor payouts desk", ["Payouts: Sade", "Payouts: Henrik", "Jonas (Trust & Safety)"],
      "payouts-worker", ["my payout is still pending after 10 days", "the campaign ended, when do I get the funds",
                         "I need to change the payout account", "why was my payout reversed"],
      ["payouts run on Tuesdays and Fridays", "your KYC check is complete", "I've escalated it to finance", "the reversal was a bank reject"],
      ["Payout scheduled", "Action needed: verify payout details", "Campaign closed"],
      dict(campaign_id=lambda: f"cmp_{rs(10, LO + DG)}", payout_id=lambda: f"PO-{dg(8)}",
           amount=lambda: f"{R.randint(100, 90000)}.{dg(2)}", currency=lambda: pick(["EUR", "USD", "PLN", "SEK", "CZK"])),
      ["fundharbor.org", "payouts.fundharbor.org"]),
    S("freight", "Kestrel Freight Forwarding", "Kestrel ops", ["Ops-HAM: Birte", "Ops-RTM: Joris", "Ops-GDN: Paweł"],
      "kestrel-tms", ["container stuck at customs in Rotterdam", "need the B/L copy for the Gdańsk shipment",
                      "the truck to Milano is delayed", "consignee is asking for the ETA"],
      ["customs hold released", "I've asked the carrier for the POD", "ETA moved to Thursday", "pre-alert sent"],
      ["Pre-alert: HAM-RTM", "Customs hold", "POD request"],
      dict(container=lambda: f"{pick(['MSKU', 'HLXU', 'CMAU', 'TGHU'])}{dg(7)}", hbl=lambda: f"KST{dg(9)}",
           port=lambda: pick(["DEHAM", "NLRTM", "PLGDN", "ITMIL", "BEANR"]), weight=lambda: f"{R.randint(800, 24000)} kg"),
      ["kestrel-freight.com", "ops.kestrel-freight.com"]),
    S("cowork", "Hive & Co Coworking", "Hive front desk", ["Front desk: Lina", "Front desk: Matteo", "Community: Jess"],
      "hive-access", ["my guest arrives at 10 for meeting room Atlas", "my key fob stopped working",
                      "is there a package for me at reception", "can I move to a fixed desk next month"],
      ["I've registered your guest", "new fob is ready at the desk", "yes, one parcel in the locker", "room booked until 12:00"],
      ["Meeting room booking", "Membership renewal", "Guest registration"],
      dict(member_id=lambda: f"HV-{dg(5)}", desk=lambda: f"Desk {ni(1, 4)}-{ni(1, 30)}", room=lambda: pick(["Atlas", "Orion", "Kepler", "Vega"]),
           plan=lambda: pick(["Flex", "Fixed desk", "Private office"])),
      ["hiveandco.space", "members.hiveandco.space"]),
    S("porting", "NorthLink Mobile", "NorthLink number-porting desk", ["Porting: Ewa", "Porting: Daniel", "Porting: Sofía"],
      "port-gateway", ["my port-in has been stuck on pending since Monday", "the losing carrier rejected my request",
                       "I need the porting authorisation code", "the new SIM has no service"],
      ["the donor rejected for name mismatch", "I've resubmitted the port", "port window is tonight 22:00-02:00", "please restart the phone"],
      ["Port request update", "Your number transfer", "Porting rejected"],
      dict(port_request=lambda: f"PR-{dg(7)}", account_no=lambda: f"NL-{dg(8)}", status=lambda: pick(["PENDING", "REJECTED", "SCHEDULED"]),
           donor=lambda: pick(["Vodafone", "Orange", "T-Mobile", "Telia", "Play"])),
      ["northlink.net", "porting.northlink.net"]),
    S("hospital", "St. Brigid's Medical Center", "Patient Billing Office", ["Billing: Maureen", "Billing: Carlos", "Financial counselor Priya"],
      "billing-svc", ["question about the statement I got last week", "can I set up a payment plan",
                      "the bill shows the wrong insurance", "I was charged twice for the same visit"],
      ["I've put the account on hold for 30 days", "the claim was resubmitted", "the plan is 6 monthly payments", "the duplicate charge was voided"],
      ["Your statement", "Payment plan confirmation", "Itemized bill request"],
      dict(account=lambda: f"HB{dg(8)}", claim_no=lambda: f"CLM-{dg(9)}", balance=lambda: f"${R.randint(20, 9000)}.{dg(2)}",
           dos=lambda: f"{R.randint(1, 12):02d}/{R.randint(1, 28):02d}/2024"),
      ["stbrigids-health.org", "billing.stbrigids-health.org"]),
    S("oss", "lumen-http project", "lumen-http security team", ["maintainer: kvz", "maintainer: ada-l", "security triage bot"],
      "lumen-ci", ["report: request smuggling in the chunked parser", "possible token leak in CI logs",
                   "heap overflow in header normalisation", "GHSA draft for the redirect bug"],
      ["thanks, we can reproduce on main", "embargo until the 2.15.1 release", "CVE requested via GitHub", "please rotate it anyway"],
      ["[security] chunked parser desync", "[security] leaked credential in build logs", "[advisory] redirect handling"],
      dict(ghsa=lambda: "GHSA-" + "-".join(rs(4, "23456789cfghjmpqrvwx") for _ in range(3)), affected=lambda: f"<= 2.{R.randint(10, 14)}.{R.randint(0, 9)}",
           commit=lambda: rs(12, HEX), severity=lambda: pick(["high", "moderate", "critical"])),
      ["lumen-http.dev", "lists.lumen-http.dev"]),
    S("escrow", "Cedar Title & Escrow", "Cedar closing team", ["Escrow officer: Renee", "Closer: Brandon", "Title: Mei"],
      "cedar-closing", ["we need the wire instructions for Friday's closing", "the closing date moved to the 14th",
                        "lender needs a copy of the settlement statement", "seller is signing remotely"],
      ["never trust emailed wire changes, call us to verify", "the CD is attached", "signing is at 2pm", "funds received, thanks"],
      ["Closing docs: 1408 Larkspur Ln", "Wire verification", "Settlement statement draft"],
      dict(escrow_no=lambda: f"ESC-24-{dg(5)}", apn=lambda: f"{dg(3)}-{dg(3)}-{dg(2)}", price=lambda: f"${R.randint(180000, 1900000):,}",
           close_date=lambda: f"2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"),
      ["cedartitle.com", "closings.cedartitle.com"]),
]


def ctx_fields(ctx, k):
    keys = R.sample(sorted(ctx["fields"]), min(k, len(ctx["fields"])))
    return [(key, ctx["fields"][key]()) for key in keys]


# ------------------------------------------------------------------ languages
def L(hi, ok, bye, lab, tpl, bare, ask):
    t = dict(zip(TYPES, lab.split("|")))
    return dict(hi=hi.split("|"), ok=ok.split("|"), bye=bye.split("|"), lab=t, tpl=tpl.split("|"),
                bare=bare.split("|"), ask=ask.split("|"))


LANG = {
    "en": L("hi|hello|hey there|good morning|hiya", "ok thanks|perfect|got it, one sec|thx!|great, checking now|noted",
            "thanks, bye!|have a good one|cheers|thanks again", "email|phone number|card number|SSN|IBAN|IP address|password",
            "my {label} is {v}|{label}: {v}|the {label} is {v} if that helps|sure - {label} {v}|updated {label} -> {v}"
            "|can you use this {label}? {v}|sorry, correct {label} is {v}|{v} is the {label} on file",
            "{v}|here you go: {v}|try {v}|{v} (that's the one)|it's {v}",
            "can you send the {label}?|what {label} should we use?|which {label} is on the account?"),
    "es": L("hola|buenas|buenos días", "ok gracias|perfecto|vale, un momento|listo", "gracias, chao!|saludos|hasta luego",
            "correo|teléfono|número de tarjeta|número de seguro social (SSN)|IBAN|dirección IP|contraseña",
            "mi {label} es {v}|{label}: {v}|te paso el {label}: {v}|el {label} correcto es {v}, perdón|ahí va {v} ({label})",
            "{v}|aquí está: {v}|prueba con {v}", "¿me pasas el {label}?|¿cuál es el {label}?"),
    "de": L("hallo|guten Morgen|moin|servus", "ok danke|passt|alles klar, Moment|super", "danke, tschüss!|schönen Tag noch|viele Grüße",
            "E-Mail-Adresse|Telefonnummer|Kartennummer|SSN|IBAN|IP-Adresse|Passwort",
            "meine {label}: {v}|{label}: {v}|hier die {label}: {v}|korrekt ist {v} ({label})|{label} lautet {v}",
            "{v}|bitte: {v}|probier mal {v}", "kannst du mir die {label} schicken?|welche {label} sollen wir nehmen?"),
}
LANG.update({
    "fr": L("bonjour|salut|coucou", "ok merci|parfait|d'accord, je regarde|c'est noté", "merci, bonne journée!|à plus|cordialement",
            "adresse e-mail|numéro de téléphone|numéro de carte|numéro SSN|IBAN|adresse IP|mot de passe",
            "mon {label} : {v}|{label} : {v}|voici le {label} : {v}|le bon {label} c'est {v}, désolé|{v} ({label})",
            "{v}|voilà : {v}|essaie {v}", "tu peux m'envoyer le {label} ?|quel {label} on utilise ?"),
    "pt": L("oi|olá|bom dia", "ok obrigado|perfeito|certo, um momento|beleza", "valeu, tchau!|obrigada!|abraço",
            "e-mail|telefone|número do cartão|SSN|IBAN|endereço IP|senha",
            "meu {label} é {v}|{label}: {v}|segue o {label}: {v}|o {label} certo é {v}, desculpa|{v} ({label})",
            "{v}|aqui: {v}|tenta {v}", "pode mandar o {label}?|qual {label} usamos?"),
    "it": L("ciao|buongiorno|salve", "ok grazie|perfetto|va bene, un attimo|fatto", "grazie, ciao!|buona giornata|a presto",
            "indirizzo email|numero di telefono|numero della carta|SSN|IBAN|indirizzo IP|password",
            "il mio {label} è {v}|{label}: {v}|ecco il {label}: {v}|il {label} giusto è {v}, scusa|{v} ({label})",
            "{v}|eccolo: {v}|prova {v}", "mi mandi il {label}?|quale {label} usiamo?"),
    "nl": L("hoi|goedemorgen|hallo", "ok bedankt|top|prima, moment|check", "dank je, doei!|fijne dag|groetjes",
            "e-mailadres|telefoonnummer|kaartnummer|SSN|IBAN|IP-adres|wachtwoord",
            "mijn {label} is {v}|{label}: {v}|hier het {label}: {v}|het juiste {label} is {v}, sorry|{v} ({label})",
            "{v}|alsjeblieft: {v}|probeer {v}", "kun je het {label} sturen?|welk {label} gebruiken we?"),
    "pl": L("cześć|dzień dobry|hej", "ok dzięki|super|jasne, chwilka|zrobione", "dzięki, pa!|miłego dnia|pozdrawiam",
            "adres e-mail|numer telefonu|numer karty|numer SSN|IBAN|adres IP|hasło",
            "mój {label} to {v}|{label}: {v}|podaję {label}: {v}|poprawny {label} to {v}, sorry|{v} ({label})",
            "{v}|proszę: {v}|spróbuj {v}", "możesz podać {label}?|jaki {label} mamy użyć?"),
    "sv": L("hej|god morgon|tjena", "ok tack|perfekt|absolut, ett ögonblick|klart", "tack, hej då!|ha en bra dag|mvh",
            "e-postadress|telefonnummer|kortnummer|SSN|IBAN|IP-adress|lösenord",
            "mitt {label} är {v}|{label}: {v}|här är {label}: {v}|rätt {label} är {v}, förlåt|{v} ({label})",
            "{v}|varsågod: {v}|testa {v}", "kan du skicka {label}?|vilket {label} ska vi använda?"),
    "cs": L("ahoj|dobrý den|zdravím", "ok díky|super|jasně, moment|hotovo", "díky, čau!|hezký den|s pozdravem",
            "e-mail|telefonní číslo|číslo karty|číslo SSN|IBAN|IP adresa|heslo",
            "moje {label}: {v}|{label}: {v}|posílám {label}: {v}|správné {label} je {v}, pardon|{v} ({label})",
            "{v}|tady: {v}|zkus {v}", "můžete poslat {label}?|jaké {label} použijeme?"),
    "el": L("γεια σας|καλημέρα|γεια", "οκ ευχαριστώ|τέλεια|εντάξει, ένα λεπτό|έγινε", "ευχαριστώ, γεια!|καλή συνέχεια|φιλικά",
            "email|τηλέφωνο|αριθμός κάρτας|αριθμός SSN|IBAN|διεύθυνση IP|κωδικός",
            "ο {label} μου είναι {v}|{label}: {v}|σας στέλνω {label}: {v}|σωστό {label}: {v}, συγγνώμη|{v} ({label})",
            "{v}|ορίστε: {v}|δοκιμάστε {v}", "μπορείτε να στείλετε {label};|ποιο {label} να χρησιμοποιήσουμε;"),
    "vi": L("chào bạn|xin chào|chào anh", "ok cảm ơn|tuyệt|vâng, chờ chút|xong rồi", "cảm ơn, tạm biệt!|chúc một ngày tốt lành|thân",
            "email|số điện thoại|số thẻ|số SSN|IBAN|địa chỉ IP|mật khẩu",
            "{label} của mình là {v}|{label}: {v}|gửi bạn {label}: {v}|{label} đúng là {v}, xin lỗi|{v} ({label})",
            "{v}|đây: {v}|thử {v}", "bạn gửi {label} được không?|dùng {label} nào?"),
    "id": L("halo|selamat pagi|hai kak", "ok makasih|siap|oke, sebentar ya|beres", "makasih, dah!|selamat siang|salam",
            "alamat email|nomor telepon|nomor kartu|nomor SSN|IBAN|alamat IP|kata sandi",
            "{label} saya {v}|{label}: {v}|ini {label}-nya: {v}|{label} yang benar {v}, maaf|{v} ({label})",
            "{v}|ini: {v}|coba {v}", "bisa kirim {label}?|{label} yang mana?"),
})
LANG_W = ["en"] * 10 + sorted(LANG)
AFFINITY = dict(credit_card="vet carshare cowork hospital crowd porting", us_ssn="hospital school escrow crowd porting carshare",
                iban="crowd freight escrow cowork carshare porting", ip_address="oss porting cowork school crowd carshare",
                secret="oss freight cowork crowd school vet porting")


def setting_for(t):
    ids = AFFINITY.get(t, "").split()
    if ids and chance(.75):
        return pick([s for s in SETTINGS if s["id"] in ids])
    return pick(SETTINGS)


# ------------------------------------------------------------------ value generators
CARD_BRANDS = {
    "visa": (lambda: "4", (16, 16, 16, 16, 16, 13, 19)),
    "mastercard": (lambda: ni(51, 55) if chance(.6) else ni(2221, 2720), (16,)),
    "amex": (lambda: pick(["34", "37"]), (15,)),
    "discover": (lambda: pick(["6011", ni(644, 649), "65"]), (16, 16, 16, 19)),
    "diners": (lambda: pick([ni(300, 305), "36", "38"]), (14,)),
    "jcb": (lambda: ni(3528, 3589), (16,)),
    "unionpay": (lambda: pick(["620", "621", "623", "624", "625"]), (16, 16, 17, 19)),
    "maestro": (lambda: pick(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"]), (16, 18, 19)),
}
BRAND_W = ["visa"] * 5 + ["mastercard"] * 4 + ["amex"] * 2 + ["discover", "diners", "jcb", "unionpay", "maestro"]
BRAND_NAME = dict(visa="Visa", mastercard="Mastercard", amex="Amex", discover="Discover", diners="Diners Club",
                  jcb="JCB", unionpay="UnionPay", maestro="Maestro")


def make_card(brand=None):
    brand = brand or pick(BRAND_W)
    pref, lens = CARD_BRANDS[brand]
    p, n = pref(), pick(lens)
    return luhn_complete(p + dg(n - len(p) - 1)), brand


def card_groups(d, brand):
    n = len(d)
    g = ([4, 6, 5] if brand == "amex" else [4, 6, 4] if n == 14 else pick([[4, 4, 5], [4, 3, 3, 3]]) if n == 13
         else pick([[4, 4, 4, 4, 3], [6, 13]]) if n == 19 else [4, 4, 4, 4, 2] if n == 18
         else [4, 4, 4, 5] if n == 17 else [4, 4, 4, 4])
    out, i = [], 0
    for k in g:
        out.append(d[i:i + k])
        i += k
    return out


def exp_date():
    return f"{R.randint(1, 12):02d}/{R.randint(25, 31)}"


@reg(VALUE_GENS["credit_card"])
def v_card(ctx):
    d, brand = make_card()
    sep = pick([" "] * 4 + ["-"] * 2 + [""] * 2)
    v = sep.join(card_groups(d, brand)) if sep else d
    wrap = pick([V] * 4 + [V + " exp " + exp_date(), V + " (" + exp_date() + ")", V + ", valid thru " + exp_date()])
    return dict(v=v, key=pick(["card_number", "cc_number", "pan", "card", "cardNumber", "kartennummer", "numero_tarjeta"]),
                hl=pick([None, None, BRAND_NAME[brand] + " card", BRAND_NAME[brand]]), wrap=wrap)


@reg(VALUE_GENS["us_ssn"])
def v_ssn(ctx):
    a = pick([x for x in range(1, 900) if x != 666])
    sep = pick(["-"] * 6 + [" "] * 2 + [""] * 2)
    v = sep.join([f"{a:03d}", f"{R.randint(1, 99):02d}", f"{R.randint(1, 9999):04d}"])
    return dict(v=v, key=pick(["ssn", "SSN", "social_security_number", "ss_no", "guardian_ssn", "borrower_ssn", "patient_ssn"]),
                hl=pick([None, None, "SSN", "social security number", "Social Security No."]))


IBAN_COMMON = ["DE", "FR", "ES", "IT", "NL", "BE", "AT", "CH", "PL", "SE", "CZ", "GR", "PT", "IE", "GB"] * 2 + sorted(IBAN_SPEC)


@reg(VALUE_GENS["iban"])
def v_iban(ctx):
    s = make_iban(pick(IBAN_COMMON))
    r = R.random()
    v = group4(s) if r < .55 else s if r < .82 else (group4(s) if chance(.5) else s).lower()
    return dict(v=v, key=pick(["iban", "IBAN", "payout_iban", "bank_account", "konto_iban", "iban_beneficiario", "rekening"]),
                hl=pick([None, None, "IBAN", "bank account", "payout account"]))


def ip_public4():
    while True:
        ip = ipaddress.IPv4Address(R.getrandbits(32))
        if ip.is_global and int(str(ip).split(".")[0]) < 224 and not str(ip).endswith((".0", ".255")):
            return str(ip)


def ip_private4():
    return pick([f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                 f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
                 f"192.168.{R.randint(0, 255)}.{R.randint(1, 254)}"])


def ip6():
    pre = pick(["2a02:8108", "2600:1f18", "2a01:4f8", "2001:67c", "2404:6800", "2803:9800", "2a00:1450", "fd12:3456", "fe80", "2001:db8"])
    groups = pre.split(":") + [rs(R.randint(1, 4), HEX) for _ in range(8 - len(pre.split(":")))]
    if pre == "fe80":
        groups[1:4] = ["0", "0", "0"]
    elif chance(.6):
        start = R.randint(2, 5)
        for k in range(start, min(8, start + R.randint(1, 3))):
            groups[k] = "0"
    ip = ipaddress.IPv6Address(":".join(groups))
    v = pick([ip.compressed, ip.compressed, ip.exploded])
    return v.upper() if chance(.1) else v


@reg(VALUE_GENS["ip_address"], 2)
def v_ip4(ctx):
    v = ip_public4() if chance(.6) else ip_private4()
    port = pick(["443", "8080", "22", "3389", "5060", "8443"])
    return dict(v=v, key=pick(["ip", "client_ip", "remote_addr", "src_ip", "ip_address", "last_login_ip", "x_forwarded_for"]),
                hl=pick([None, None, "IP", "login IP", "server IP", "public IP"]),
                wrap=pick([V] * 5 + [V + ":" + port, "http://" + V + ":" + port + "/"]))


@reg(VALUE_GENS["ip_address"])
def v_ip6(ctx):
    v, port = ip6(), pick(["443", "8443", "5432", "51820"])
    return dict(v=v, key=pick(["ipv6", "client_ip", "remote_addr", "peer", "src"]), hl=pick([None, "IPv6 address", "IPv6"]),
                wrap=pick([V] * 3 + ["[" + V + "]:" + port, "https://[" + V + "]:" + port + "/"]))

PHONE_FMTS = [
    lambda: (lambda a, b, c: pick([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"+1 ({a}) {b}-{c}",
                                   f"{a}.{b}.{c}", f"1-{a}-{b}-{c}", f"+1{a}{b}{c}"]))(ni(201, 989), ni(201, 989), dg(4)),
    lambda: pick([f"+44 7{dg(3)} {dg(6)}", f"07{dg(3)} {dg(6)}", f"+44 20 {ni(7, 8)}{dg(3)} {dg(4)}",
                  f"020 {ni(7, 8)}{dg(3)} {dg(4)}", f"+44 (0)161 {dg(3)} {dg(4)}"]),
    lambda: pick([f"+49 15{ni(1, 9)} {dg(8)}", f"0176 {dg(8)}", f"+49 30 {dg(8)}", f"(030) {dg(3)} {dg(2)} {dg(3)}",
                  f"0151/{dg(8)}", f"+49 (0)89 {dg(7)}"]),
    lambda: (lambda p: pick([f"+33 {p[0]} {p[1]} {p[2]} {p[3]} {p[4]}", f"0{p[0]} {p[1]} {p[2]} {p[3]} {p[4]}",
                             f"0{p[0]}.{p[1]}.{p[2]}.{p[3]}.{p[4]}", f"+33 (0){p[0]} {p[1]} {p[2]} {p[3]} {p[4]}"]))(
        [ni(1, 7)] + [dg(2) for _ in range(4)]),
    lambda: pick([f"+34 6{dg(2)} {dg(3)} {dg(3)}", f"9{dg(2)} {dg(2)} {dg(2)} {dg(2)}", f"6{dg(2)} {dg(3)} {dg(3)}"]),
    lambda: pick([f"+55 {ni(11, 99)} 9{dg(4)}-{dg(4)}", f"({ni(11, 99)}) 9{dg(4)}-{dg(4)}", f"({ni(11, 99)}) {ni(2, 5)}{dg(3)}-{dg(4)}"]),
]


@reg(VALUE_GENS["phone"])
def v_phone(ctx):
    v = pick(PHONE_FMTS)()
    wrap = pick([V] * 6 + ["tel:" + V] if " " not in v else [V])
    return dict(v=v, key=pick(["phone", "tel", "mobile", "telefon", "telefono", "msisdn", "contact_number", "cell"]),
                hl=pick([None, None, "mobile", "cell", "office line", "WhatsApp", "callback number"]), wrap=wrap)


FREE_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "web.de", "gmx.de", "t-online.de",
                "orange.fr", "free.fr", "libero.it", "virgilio.it", "ziggo.nl", "wp.pl", "o2.pl", "seznam.cz", "telia.com",
                "otenet.gr", "yahoo.com.vn", "yahoo.co.id", "uol.com.br", "sapo.pt", "hotmail.es", "gmx.at", "bluewin.ch"]
IDN_DOMAINS = ["müller-bau.de", "café-lisboa.pt", "bücherwurm.at", "straßenbahn-fan.de", "żabka-rowery.pl", "örebro-hund.se",
               "kočičí-útulek.cz", "éditions-du-pré.fr", "tiệm-bánh.vn", "dierenarts-één.nl", "señales.es", "ελληνικά.gr"]


def local_part(f, l):
    f = ascii_fold(f).lower().replace(" ", "")
    l = ascii_fold(l).lower().replace(" ", "").replace("'", "")
    base = pick([f"{f}.{l}", f"{f[0]}.{l}", f"{f}{l}", f"{f}_{l}", f"{l}.{f}", f"{f}{l[0]}", f"{f}.{l}{ni(1, 99)}",
                 f"{f}{ni(70, 2005)}", f"{f[0]}{l}"])
    if chance(.2):
        base += "+" + pick(["vet", "billing", "school", "escrow", "freight", "porting", "cowork", "rides", "pledges", "news"])
    if chance(.07):
        base = ".".join(p.capitalize() for p in base.split("."))
    return base


def email_domain(ctx):
    r = R.random()
    if r < .5:
        return pick(FREE_DOMAINS)
    if r < .7:
        return pick(IDN_DOMAINS)
    if r < .85:
        return pick(ctx["domains"])
    return f"{pick(['mail', 'eu', 'corp', 'students', 'staff'])}.{pick(['acme-logistics', 'nordhavn', 'brightpath', 'quintacasa'])}.{pick(['com', 'de', 'com.br', 'co.uk', 'nl', 'es'])}"


@reg(VALUE_GENS["email"])
def v_email(ctx):
    f, l = pick(FIRST), pick(LAST)
    v = local_part(f, l) + "@" + email_domain(ctx)
    wrap = pick([V] * 5 + ["<" + V + ">", "mailto:" + V, f"{f} {l} <{V}>", f'"{l}, {f}" <{V}>', "(" + V + ")"])
    return dict(v=v, key=pick(["email", "e-mail", "contact_email", "correo", "mail", "parent_email", "reply_to", "billing_email"]),
                hl=pick([None, None, "work email", "personal email", "new address", "contact email"]), wrap=wrap)


WORDS = ["sunflower", "biscuit", "harbor", "maple", "tiger", "lantern", "copper", "falcon", "meadow", "velvet", "orbit",
         "pixel", "cactus", "anchor", "river", "mango", "otter", "paprika", "glacier", "tulip"]


def password():
    r = R.random()
    if r < .3:
        return pick(WORDS).capitalize() + pick(["!", "#", "$", "*", ".", ""]) + ni(1, 2025)
    if r < .5:
        return "-".join(R.sample(WORDS, 3)) + "-" + ni(1, 99)
    if r < .7:
        w = pick(WORDS).translate(str.maketrans("aeos", "4305"))
        return w.capitalize() + pick(["!", "?", "%", "_"]) + dg(2)
    return rs(R.randint(10, 20), AN + "!#$%*-_.?=~^") + dg(1) + rs(1, LO)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


SECRET_FMTS = [
    lambda: ("AKIA" + rs(16, UP + "234567"), "AWS_ACCESS_KEY_ID", "AWS access key", V),
    lambda: ("ghp_" + rs(36), "GITHUB_TOKEN", "GitHub token", V),
    lambda: ("sk_live_" + rs(pick([24, 34, 99])), "STRIPE_SECRET_KEY", "Stripe live key", V),
    lambda: (f"xoxb-{dg(12)}-{dg(13)}-{rs(24)}", "SLACK_BOT_TOKEN", "Slack bot token", V),
    lambda: (".".join([b64u(json.dumps({"alg": pick(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode()),
                       b64u(json.dumps({"sub": dg(7), "iat": 1700000000 + R.randint(0, 30000000), "role": pick(["agent", "admin", "member"])},
                                       separators=(",", ":")).encode()), b64u(rbytes(32))]), "access_token", "session JWT", V),
    lambda: (password(), "DATABASE_URL", "DB URL", f"postgresql://{pick(['app', 'svc_billing', 'portal_rw'])}:{V}@pg-primary:5432/{pick(['vetchat', 'billing', 'portal'])}"),
    lambda: (password(), "password", pick(["portal password", "temporary password", "admin password", "Wi-Fi password"]), V),
]


# ---- step 2: more phone countries, secret formats, e-mail forms
PHONE_FMTS += [
    lambda: pick([f"+39 3{dg(2)} {dg(3)} {dg(4)}", f"3{dg(2)} {dg(7)}", f"06 {dg(4)} {dg(4)}", f"+39 02 {dg(8)}"]),  # IT
    lambda: pick([f"+31 6 {dg(8)}", f"06-{dg(8)}", f"020-{dg(3)} {dg(4)}", f"+31 (0)10 {dg(3)} {dg(4)}"]),  # NL
    lambda: pick([f"+48 {ni(5, 8)}{dg(2)} {dg(3)} {dg(3)}", f"{ni(5, 8)}{dg(2)}-{dg(3)}-{dg(3)}", f"(22) {dg(3)} {dg(2)} {dg(2)}"]),  # PL
    lambda: pick([f"+46 7{ni(0, 6)} {dg(3)} {dg(2)} {dg(2)}", f"07{ni(0, 6)}-{dg(3)} {dg(2)} {dg(2)}", f"08-{dg(3)} {dg(3)} {dg(2)}"]),  # SE
    lambda: pick([f"+420 {ni(6, 7)}{dg(2)} {dg(3)} {dg(3)}", f"{ni(6, 7)}{dg(2)} {dg(3)} {dg(3)}", f"00420 {ni(2, 5)}{dg(2)} {dg(3)} {dg(3)}"]),  # CZ
    lambda: pick([f"+30 69{dg(1)} {dg(3)} {dg(4)}", f"69{dg(1)} {dg(3)} {dg(4)}", f"+30 210 {dg(7)}", f"2310 {dg(6)}"]),  # GR
    lambda: pick([f"+84 9{dg(1)} {dg(3)} {dg(4)}", f"09{dg(1)} {dg(3)} {dg(4)}", f"(028) {dg(4)} {dg(4)}", f"+84 28 {dg(4)} {dg(4)}"]),  # VN
    lambda: pick([f"+62 8{ni(11, 59)}-{dg(4)}-{dg(4)}", f"08{ni(11, 59)} {dg(4)} {dg(4)}", f"(021) {dg(4)} {dg(4)}", f"+62 21 {dg(8)}"]),  # ID
    lambda: pick([f"+351 9{ni(1, 6)}{dg(1)} {dg(3)} {dg(3)}", f"21 {dg(3)} {dg(4)}", f"9{ni(1, 6)}{dg(1)} {dg(3)} {dg(3)}"]),  # PT
    lambda: pick([f"+52 55 {dg(4)} {dg(4)}", f"(55) {dg(4)}-{dg(4)}", f"+52 {ni(33, 99)} {dg(4)} {dg(4)}"]),  # MX
    lambda: pick([f"+91 {ni(7, 9)}{dg(4)} {dg(5)}", f"+91-{ni(7, 9)}{dg(9)}", f"0{ni(7, 9)}{dg(4)} {dg(5)}"]),  # IN
    lambda: pick([f"+61 4{dg(2)} {dg(3)} {dg(3)}", f"04{dg(2)} {dg(3)} {dg(3)}", f"(02) {dg(4)} {dg(4)}"]),  # AU
    lambda: pick([f"+81 90-{dg(4)}-{dg(4)}", f"03-{dg(4)}-{dg(4)}", f"090-{dg(4)}-{dg(4)}"]),  # JP
    lambda: pick([f"+41 7{ni(5, 9)} {dg(3)} {dg(2)} {dg(2)}", f"044 {dg(3)} {dg(2)} {dg(2)}", f"+41 (0)44 {dg(3)} {dg(2)} {dg(2)}"]),  # CH
    lambda: pick([f"+353 8{ni(3, 9)} {dg(3)} {dg(4)}", f"(01) {dg(3)} {dg(4)}"]),  # IE
    lambda: pick([f"+43 664 {dg(7)}", f"0664 {dg(3)} {dg(4)}", f"+32 4{dg(2)} {dg(2)} {dg(2)} {dg(2)}", f"+45 {dg(2)} {dg(2)} {dg(2)} {dg(2)}"]),  # AT/BE/DK
    lambda: "+" + pick(["49", "33", "34", "39", "31", "48", "46", "420", "30", "84", "62", "55", "351", "44"]) + ni(2, 9) + dg(8),  # E.164
]
PHONE_FMTS += PHONE_FMTS[:2]  # a bit more US/UK weight


def pw_url(scheme, user, host, tail):
    return f"{scheme}://{user}:{V}@{host}{tail}"


SECRET_FMTS += [
    lambda: (rs(40, AN + "/+"), "AWS_SECRET_ACCESS_KEY", "AWS secret key", V),
    lambda: ("github_pat_" + rs(22) + "_" + rs(59), "GH_PAT", "fine-grained GitHub token", V),
    lambda: (pick(["gho_", "ghs_", "ghu_"]) + rs(36), "GITHUB_APP_TOKEN", "GitHub app token", V),
    lambda: ("glpat-" + rs(20, AN + "_-"), "GITLAB_TOKEN", "GitLab token", V),
    lambda: ("sk-proj-" + rs(pick([48, 74, 100]), AN + "_-"), "OPENAI_API_KEY", "OpenAI key", V),
    lambda: ("sk-ant-api03-" + rs(93, AN + "_-") + "AA", "ANTHROPIC_API_KEY", "Anthropic key", V),
    lambda: ("AIza" + rs(35, AN + "_-"), "GOOGLE_MAPS_KEY", "Google API key", V),
    lambda: ("SG." + rs(22, AN + "_-") + "." + rs(43, AN + "_-"), "SENDGRID_API_KEY", "SendGrid key", V),
    lambda: (rs(32, HEX), "TWILIO_AUTH_TOKEN", "Twilio auth token", V),
    lambda: ("npm_" + rs(36), "NPM_TOKEN", "npm publish token", V),
    lambda: ("pypi-AgEIcHlwaS5vcmc" + rs(pick([60, 120]), AN + "_-"), "PYPI_TOKEN", "PyPI token", V),
    lambda: ("key-" + rs(32, HEX), "MAILGUN_KEY", "Mailgun key", V),
    lambda: ("shpat_" + rs(32, HEX), "SHOPIFY_TOKEN", "Shopify access token", V),
    lambda: (rs(32, HEX), "DD_API_KEY", "Datadog API key", V),
    lambda: (rs(86, AN + "+/") + "==", "AZURE_STORAGE_CONNECTION_STRING", "storage connection string",
             f"DefaultEndpointsProtocol=https;AccountName={pick(['kestreldocs', 'hivefiles', 'cedarclosing'])};AccountKey={V};EndpointSuffix=core.windows.net"),
    lambda: (f"{ni(100000000, 7999999999)}:AA{rs(33, AN + '_-')}", "TELEGRAM_BOT_TOKEN", "Telegram bot token", V),
    lambda: ("hvs." + rs(pick([24, 90]), AN + "_-"), "VAULT_TOKEN", "Vault token", V),
    lambda: ("whsec_" + rs(32), "STRIPE_WEBHOOK_SECRET", "webhook signing secret", V),
    lambda: ("rk_live_" + rs(pick([24, 99])), "STRIPE_RESTRICTED_KEY", "restricted Stripe key", V),
    lambda: ("sq0atp-" + rs(22, AN + "_-"), "SQUARE_ACCESS_TOKEN", "Square token", V),
    lambda: (base64.b64encode(f"{pick(['ops', 'admin', 'svc-porting', 'ci'])}:{password()}".encode()).decode(), "Authorization",
             "basic auth header", "Authorization: Basic " + V),
    lambda: (rs(pick([32, 40, 64]), AN + "-._~"), "Authorization", "bearer token", "Authorization: Bearer " + V),
    lambda: (password(), "MYSQL_URL", "MySQL DSN", pw_url("mysql", "root", "mysql-0", ":3306/app")),
    lambda: (password(), "REDIS_URL", "Redis URL", pw_url("redis", "", "redis-cache", ":6379/0")),
    lambda: (password(), "AMQP_URL", "broker URL", pw_url("amqp", "ops", "rabbitmq", ":5672/kestrel")),
    lambda: (password(), "MONGO_URI", "Mongo URI", pw_url("mongodb", "portal", "mongo-0", ":27017,mongo-1:27017/portal?replicaSet=rs0")),
    lambda: (password(), "JDBC_URL", "JDBC string",
             f"jdbc:sqlserver://sql01:1433;databaseName=Billing;user=billing_app;password={V};encrypt=true"),
    lambda: (rs(50, LO + DG + "!#%^*-_=+"), "SECRET_KEY", "Django SECRET_KEY", V),
    lambda: (password(), "smtp_password", "SMTP password", V),
    lambda: (password(), "ldap_bind_password", "LDAP bind password", V),
    lambda: (password(), "wifi_psk", pick(["Wi-Fi password", "guest wifi password", "WLAN-Passwort"]), V),
    lambda: (password(), "password", pick(["account password", "new password", "login", "escrow portal password"]), V),
]


@reg(VALUE_GENS["email"])
def v_email_more(ctx):
    f, l = pick(FIRST), pick(LAST)
    r = R.random()
    if r < .3:
        v = pick(["payouts", "frontdesk", "billing", "ops", "closings", "security", "support", "noreply-not"]) + \
            pick(["", "-eu", ".team", "+ticket" + dg(5)]) + "@" + pick(ctx["domains"])
    elif r < .5:
        v = local_part(f, l) + "@" + pick(["mail", "eu", "students", "staff", "intl"]) + "." + pick(ctx["domains"])
    else:
        v = local_part(f, l) + "@" + email_domain(ctx)
    if chance(.05):
        v = v.upper()
    wrap = pick([V, "[" + f + "](mailto:" + V + ")", '<a href="mailto:' + V + '">' + f + "</a>", "Reply-To: " + V,
                 "e-mail: " + V + ";", "'" + V + "'", V + ","])
    return dict(v=v, key=pick(["email", "Email", "E-Mail", "contacto", "correo_electronico", "adres_email", "epost"]),
                hl=pick([None, "email", "mail", "backup email"]), wrap=wrap)


@reg(VALUE_GENS["secret"])
def v_secret(ctx):
    v, key, hl, wrap = pick(SECRET_FMTS)()
    return dict(v=v, key=key, hl=hl, wrap=wrap)

# ------------------------------------------------------------------ text helpers
PROSE = []  # formats that only need sentences (used for disguised rows too)


def typo(s):
    if not s or chance(.6):
        return s
    i = R.randrange(len(s))
    r = R.random()
    if r < .3 and s[i].isalpha():
        return s[:i] + s[i + 1:]
    if r < .5 and i < len(s) - 2 and s[i].isalpha() and s[i + 1].isalpha():
        return s[:i] + s[i + 1] + s[i] + s[i + 2:]
    if r < .75:
        return s.lower()
    return s.rstrip(".!?")


def rdt():
    return datetime.datetime(2024, 1, 1) + datetime.timedelta(seconds=R.randint(0, 60 * 60 * 24 * 500))


def stamper():
    t, style = rdt(), R.randint(0, 4)

    def nxt():
        nonlocal t
        t += datetime.timedelta(seconds=R.randint(5, 400))
        return [f"[{t:%H:%M}] ", f"{t:%I:%M %p} ", f"{t:%H:%M} ", "", f"{t:%Y-%m-%d %H:%M} "][style]
    return nxt


def make_item(t, g):
    lang = pick(LANG_W)
    Lg = LANG[lang]
    label = g["hl"] if g.get("hl") and (lang == "en" or chance(.5)) else Lg["lab"][t]
    w = g.get("wrap", V).replace(V, g["v"])
    tpl = pick(Lg["tpl"]) if chance(.78) else pick(Lg["bare"])
    key = g["key"] if chance(.88) else pick(["value", "field_7", "data", "notes", "misc", "x1", "attr", "info"])
    return dict(type=t, v=g["v"], w=w, key=key, label=label, lang=lang,
                phrase=tpl.replace("{label}", label).replace("{v}", w),
                bare=pick(Lg["bare"]).replace("{v}", w), ask=pick(Lg["ask"]).replace("{label}", label))


def neg(key, label, v, phrases):
    p = pick(phrases) if isinstance(phrases, list) else phrases
    return dict(type="negative", v=v, w=v, key=key, label=label, lang=pick(LANG_W),
                phrase=p.replace("{label}", label).replace("{v}", v), bare=v, ask=f"what's the {label}?")


# ------------------------------------------------------------------ formats
@reg(PROSE)
@reg(FORMATS, 3)
def f_chat(ctx, it, decoys):
    Lg = LANG[it["lang"]]
    cust, agent = person(), pick(ctx["staff"]).split(": ")[-1]
    en = it["lang"] == "en"
    msgs = [(cust, typo(pick(Lg["hi"]) + (", " + pick(ctx["topics"]) if en or chance(.3) else ""))),
            (agent, typo(pick(ctx["agent"]) if en else pick(Lg["ok"])))]
    body = [(pick([cust, agent]), d["phrase"]) for d in decoys]
    if it.get("parts"):
        core = [(cust, p) for p in it["parts"]]
    elif it["bare"] and chance(.3):  # label far away from the value
        core = [(agent, it["ask"]), (cust, typo(pick(Lg["ok"]))), (cust, it["bare"])]
    else:
        core = [(pick([cust, cust, agent]), it["phrase"])]
    body.insert(R.randint(0, len(body)), core)
    for b in body:
        msgs += b if isinstance(b, list) else [b]
    msgs += [(agent, typo(pick(Lg["ok"]))), (cust, typo(pick(Lg["bye"])))][:R.randint(1, 2)]
    ts, sep = stamper(), pick([": ", " > ", " — ", ": "])
    return "\n".join(f"{ts()}{n}{sep}{m}" for n, m in msgs)


@reg(PROSE)
@reg(FORMATS, 2)
def f_email(ctx, it, decoys):
    Lg = LANG[it["lang"]]
    sender, agent = person(True), pick(ctx["staff"]).split(": ")[-1]
    d = rdt()
    head = [f"Subject: {pick(['', 'Re: ', 'RE: ', 'Fwd: '])}{pick(ctx['subj'])}", f"From: {sender}", f"To: {ctx['team']}",
            f"Date: {d:%a, %d %b %Y %H:%M}", ""]
    paras = [pick(ctx["topics"]).capitalize() + "."] + [x["phrase"] for x in decoys]
    core = it["parts"] if it.get("parts") else [it["phrase"]]
    paras.insert(R.randint(1, len(paras)), "\n".join(core))
    sig = ["", pick(["--", "Best,", "Kind regards,", "Saludos,", "Mit freundlichen Grüßen"]), sender,
           pick(["", "Sent from my phone", "Sent from Outlook for iOS", "Enviado desde mi móvil", "Von meinem iPhone gesendet"])]
    quoted = []
    if chance(.4):
        quoted = ["", f"On {d - datetime.timedelta(days=1):%a, %d %b %Y} at {R.randint(8, 18)}:{R.randint(10, 59)}, {agent} wrote:",
                  "> " + pick(ctx["agent"]), "> " + (it["ask"] if it["ask"] and chance(.5) else pick(ctx["agent"]))]
    return "\n".join(head + [pick(Lg["hi"]).capitalize() + ","] + paras + sig + quoted)


def kvq(v):
    return v if re.fullmatch(r"[\w.:@+\-/\[\]]+", v) else '"' + v + '"'


LOG_MSGS = ["request completed", "updated record", "validation passed", "webhook received", "sync job finished",
            "user profile changed", "retrying upstream call", "cache miss"]


@reg(FORMATS, 2)
def f_log(ctx, it, decoys):
    t, style = rdt(), R.randint(0, 2)
    n = R.randint(3, 7)
    pos = R.randrange(n)
    lines = []
    for i in range(n):
        t += datetime.timedelta(milliseconds=R.randint(3, 90000))
        lvl = pick(["INFO", "INFO", "DEBUG", "WARN"])
        if i == pos:
            kv = [(it["key"], it["w"])] + [(x["key"], x["w"]) for x in decoys]
            R.shuffle(kv)
            msg = pick(LOG_MSGS) + " " + " ".join(f"{k}={kvq(v)}" for k, v in kv)
        else:
            msg = f"{pick(LOG_MSGS)} req_id={ruuid()[:8]} dur={R.randint(2, 900)}ms status={pick([200, 200, 201, 204, 404, 502])}"
        if style == 0:
            lines.append(f"{t.isoformat(timespec='milliseconds')}Z {lvl:5} [{ctx['svc']}] {msg}")
        elif style == 1:
            lines.append(f"{t:%b %d %H:%M:%S} {ctx['svc']}-{R.randint(1, 4)} {ctx['svc']}[{R.randint(200, 9999)}]: {lvl} {msg}")
        else:
            lines.append(f"{lvl[0]}{t:%m%d %H:%M:%S}.{R.randint(0, 999999):06d} {R.randint(1, 99)} {ctx['svc']}.go:{R.randint(20, 900)}] {msg}")
    return "\n".join(lines)


@reg(FORMATS, 2)
def f_json(ctx, it, decoys):
    items = ctx_fields(ctx, R.randint(1, 3)) + [(x["key"], x["w"]) for x in decoys]
    items.insert(R.randint(0, len(items)), (it["key"], it["w"]))
    obj = dict(items)
    if chance(.4):
        obj = {"id": ruuid(), pick(["data", "payload", "record", "attributes"]): obj, "ts": rdt().isoformat() + "Z"}
    return json.dumps(obj, ensure_ascii=False, indent=pick([None, 2, 4]))


# ---- step 4: more format families
def all_fields(ctx, it, decoys, nb=(1, 3)):
    """(key, value, is_benign) triples with the item placed at a random position."""
    items = [(k, v, True) for k, v in ctx_fields(ctx, R.randint(*nb))] + [(x["key"], x["w"], False) for x in decoys]
    items.insert(R.randint(0, len(items)), (it["key"], it["w"], False))
    return items


def yq(v):
    v = str(v)
    return v if re.fullmatch(r"[A-Za-z0-9][\w.@+\-/ ]*", v) and not v.endswith(" ") else json.dumps(v, ensure_ascii=False)


@reg(FORMATS, 2)
def f_yaml(ctx, it, decoys):
    head = pick([f"# {ctx['svc']} settings", "---", f"{pick(['record', 'contact', 'account', 'entry', 'payout'])}:"])
    ind = "  " if head.endswith(":") else ""
    rows = [f"{ind}{k}: {yq(v)}" for k, v, _ in all_fields(ctx, it, decoys)]
    if chance(.3):
        rows.insert(R.randint(0, len(rows)), f"{ind}# {pick(['do not commit', 'updated by ops', 'TODO rotate', 'see ticket'])}")
    return "\n".join([head] + rows)


def xtag(k):
    t = re.sub(r"[^A-Za-z0-9_]", "_", k)
    return t if t[:1].isalpha() else "f_" + t


@reg(FORMATS)
def f_xml(ctx, it, decoys):
    root = pick(["record", "Contact", "PayoutRequest", "Shipment", "PortRequest", "Guardian", "Account", "Closing"])
    fields = all_fields(ctx, it, decoys)
    if chance(.5):
        body = [f"  <{xtag(k)}>{html.escape(str(v), quote=False)}</{xtag(k)}>" for k, v, _ in fields]
    else:
        body = [f'  <field name="{html.escape(k)}" value="{html.escape(str(v))}"/>' for k, v, _ in fields]
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<{root} id="{R.randint(1000, 99999)}">\n' + "\n".join(body) + f"\n</{root}>"


@reg(FORMATS, 4)
def f_table(ctx, it, decoys):
    kind = pick(["csv", "tsv", "md", "html", "psv"])
    cols = all_fields(ctx, it, decoys, (1, 4))
    head = [it["label"] if (k == it["key"] and chance(.35)) else k for k, _, _ in cols]
    nrows = R.randint(1, 4)
    at = R.randrange(nrows)
    rows = []
    for r in range(nrows):
        if r == at:
            rows.append([str(v) for _, v, _ in cols])
        else:
            rows.append([str(ctx["fields"][k]()) if ben else pick(["", "n/a", "—", "[redacted]", "(none)", "-"])
                         for k, _, ben in cols])
    if kind == "csv":
        buf = io.StringIO()
        w = csv.writer(buf, delimiter=pick([",", ";"]), lineterminator="\n")
        w.writerows([head] + rows)
        return buf.getvalue().rstrip("\n")
    if kind in ("tsv", "psv"):
        sep = "\t" if kind == "tsv" else "|"
        return "\n".join(sep.join(r) for r in [head] + rows)
    if kind == "md":
        title = pick(["", f"### {pick(ctx['subj'])}\n\n"])
        return title + "\n".join("| " + " | ".join(r) + " |" for r in [head, ["---"] * len(head)] + rows)
    cells = lambda r, tg: "<tr>" + "".join(f"<{tg}>{html.escape(c)}</{tg}>" for c in r) + "</tr>"
    return "<table>\n  " + cells(head, "th") + "\n  " + "\n  ".join(cells(r, "td") for r in rows) + "\n</table>"


@reg(FORMATS)
def f_trace(ctx, it, decoys):
    extra = " ".join(f"{x['key']}={x['w']}" for x in decoys)
    svc, key, w = ctx["svc"], it["key"], it["w"]
    kind = pick(["py", "java", "node"])
    if kind == "py":
        msg = pick([f"ValidationError: rejected {key}={w!r}", f"KeyError: 'unknown {key}: {w}'", f"IntegrityError: duplicate key value {key}=({w})"])
        return "\n".join(["Traceback (most recent call last):", f'  File "/srv/{svc}/app/handlers.py", line {R.randint(40, 400)}, in post',
                          "    result = self.service.update(payload)", f'  File "/srv/{svc}/app/service.py", line {R.randint(20, 200)}, in update',
                          f'    validate(payload["{key}"])', f"app.errors.{msg}" + (f" ({extra})" if extra else "")])
    if kind == "java":
        pkg = "com." + re.sub(r"\W", "", ctx["id"]) + "." + pick(["core", "api", "billing"])
        return "\n".join([f'Exception in thread "worker-{R.randint(1, 9)}" java.lang.IllegalStateException: cannot process {key} [{w}]' + (f" {extra}" if extra else ""),
                          f"\tat {pkg}.RecordService.save(RecordService.java:{R.randint(50, 500)})",
                          f"\tat {pkg}.RecordController.update(RecordController.java:{R.randint(20, 200)})",
                          "\tat java.base/java.lang.Thread.run(Thread.java:833)"])
    return "\n".join([f'Error: upstream rejected {key} "{w}"' + (f" ({extra})" if extra else ""),
                      f"    at Object.<anonymous> (/app/src/{svc}.js:{R.randint(10, 300)}:{R.randint(2, 40)})",
                      "    at processTicksAndRejections (node:internal/process/task_queues:95:5)",
                      f"    at async handler (/app/src/routes/{pick(['contacts', 'payouts', 'ports', 'bookings'])}.js:{R.randint(10, 99)}:7)"])


@reg(FORMATS, 2)
def f_config(ctx, it, decoys):
    kind = pick(["env", "ini", "toml", "props"])
    fields = all_fields(ctx, it, decoys)
    if kind == "env":
        return "\n".join([f"# {ctx['svc']}"] + [f"{re.sub(r'[^A-Za-z0-9]', '_', k).upper()}={v if ' ' not in str(v) else json.dumps(v, ensure_ascii=False)}"
                                              for k, v, _ in fields])
    if kind == "ini":
        return "\n".join([f"[{pick(['default', ctx['id'], 'credentials', 'contact'])}]"] + [f"{k} = {v}" for k, v, _ in fields])
    if kind == "toml":
        return "\n".join([f"[{ctx['id']}.{pick(['settings', 'account', 'contact'])}]"] +
                         [f"{re.sub(r'[^A-Za-z0-9_]', '_', k)} = {json.dumps(v, ensure_ascii=False)}" for k, v, _ in fields])
    return "\n".join([f"{ctx['id']}.{re.sub(r'[^A-Za-z0-9]', '.', k).lower()}={v}" for k, v, _ in fields])


@reg(PROSE)
@reg(FORMATS, 2)
def f_sms(ctx, it, decoys):
    sender = pick([re.sub(r"\W", "", ctx["org"])[:11], person(False), "Unknown sender"])
    d = rdt()
    parts = it.get("parts") or [it["phrase"]]
    body = " ".join(parts + [x["phrase"] for x in decoys])
    tail = pick(["", " Reply STOP to opt out.", " -" + person(False), " (1/2)"])
    return f"SMS {pick(['from', 'to'])} {sender} · {d:%d/%m %H:%M}\n{typo(pick(LANG[it['lang']]['hi']))} {body}{tail}"


@reg(PROSE)
@reg(FORMATS)
def f_transcript(ctx, it, decoys):
    agent = pick(ctx["staff"]).split(": ")[-1]
    t = R.randint(3, 30)

    def ts():
        nonlocal t
        t += R.randint(4, 40)
        return f"[{t // 3600:02d}:{t // 60 % 60:02d}:{t % 60:02d}]"
    lines = [f"Call transcript · {ctx['org']} · {rdt():%Y-%m-%d} · auto-generated, may contain errors",
             f"{ts()} AGENT: thank you for calling {ctx['org']}, this is {agent}", f"{ts()} CALLER: {pick(ctx['topics'])}"]
    mid = [f"CALLER: {x['phrase']}" for x in decoys]
    core = [f"AGENT: {pick(ctx['agent'])}", f"CALLER: {pick(['uh, ', 'okay so ', 'yeah, ', ''])}{it.get('phrase') or ' '.join(it['parts'])}"]
    rest = (core + mid if chance(.5) else mid + core) + [f"AGENT: {pick(['perfect', 'got it, thank you', 'let me read that back... ok', 'one moment'])}"]
    return "\n".join(lines + [f"{ts()} {x}" for x in rest])


@reg(PROSE)
@reg(FORMATS)
def f_pdf(ctx, it, decoys):
    title = pick(["STATEMENT", "AUTHORIZATION FORM", "SETTLEMENT SUMMARY", "SERVICE REQUEST", "INCIDENT REPORT", "CUSTOMER RECORD"])
    lines = [f"{ctx['org'].upper()}", " " * R.randint(10, 30) + title, f"Page 1 of {R.randint(1, 4)}", ""]
    for k, v in ctx_fields(ctx, R.randint(1, 3)):
        lines.append(f"{k.replace('_', ' ').title():<{R.randint(18, 30)}}{v}")
    for x in decoys:
        lines.append(f"{x['label'].title():<24}{x['w']}")
    if it.get("parts") or it["type"] == "negative" or not it["w"] or chance(.5):
        lines.append("Notes: " + (" ".join(it["parts"]) if it.get("parts") else it["phrase"]))
    elif chance(.5):  # label in a heading, value further down without label
        lines[3:3] = [f"Section {R.randint(2, 5)} – {it['label']}", ""]
        lines += ["", "\f", f"{ctx['org']} — continued", " " * R.randint(4, 20) + it["w"]]
    else:
        lines.append(f"{it['label'].capitalize():<{R.randint(18, 30)}}{it['w']}")
    lines.append(pick(["", "This document was generated electronically.", "Retain for your records."]))
    return "\n".join(lines)


@reg(PROSE)
@reg(FORMATS)
def f_form(ctx, it, decoys):
    title = pick(["Guardian information form", "Direct deposit authorization", "Porting request form", "Guest registration",
                  "Payout details", "New client intake", "Shipment instruction", "Billing inquiry"])
    lines = [f"=== {title} ({ctx['org']}) ===", f"Name: {person(True)}"]
    lines += [f"{k.replace('_', ' ').capitalize()} ......... {v}" for k, v in ctx_fields(ctx, R.randint(1, 2))]
    lines += [f"{x['label'].capitalize()}: {x['w']}" for x in decoys]
    if it.get("parts") or it["type"] == "negative" or not it["w"] or chance(.3):
        lines.append("Comments: " + (" ".join(it["parts"]) if it.get("parts") else it["phrase"]))
    else:
        lines.append(f"{it['label'].capitalize()} {'.' * R.randint(3, 12)} {it['w']}")
    lines += [f"[{pick(['x', ' '])}] I confirm the information above is correct", f"Signed: {pick(['/s/', 'e-signed', '______'])}  Date: {rdt():%m/%d/%Y}"]
    return "\n".join(lines)


@reg(FORMATS)
def f_markdown(ctx, it, decoys):
    lines = [f"## {pick(ctx['subj'])}", "", pick(ctx["topics"]).capitalize() + ".", ""]
    lines += [f"- **{x['label']}**: `{x['w']}`" for x in decoys]
    lines.insert(R.randint(4, len(lines)), pick([f"- **{it['label']}**: `{it['w']}`", f"- {it['phrase']}", f"```\n{it['key']}: {it['w']}\n```"]))
    lines += ["", pick(["cc @" + pick(["ops", "security", "billing"]) + "-team", "/label triage", ""])]
    return "\n".join(lines)


# ------------------------------------------------------------------ look-alike (negative) items
@reg(NEG_GENS)
def n_order(ctx):
    v = pick([f"ORD-{ni(2023, 2025)}-{dg(6)}", f"#{dg(7)}", f"{rs(2, UP)}{dg(8)}", f"PO {dg(4)}/{dg(3)}"])
    return neg("order_no", "order number", v, ["order {v}", "your order number is {v}", "Bestellnummer {v}", "pedido {v}"])


@reg(NEG_GENS)
def n_date(ctx):
    t = rdt()
    v = pick([f"{t:%Y-%m-%dT%H:%M:%S}Z", f"{t:%d.%m.%Y %H:%M}", f"{t:%m/%d/%y}", f"{t:%d/%m/%Y}", f"{t:%H:%M:%S}"])
    return neg("timestamp", "date", v, ["scheduled for {v}", "last updated {v}", "fecha: {v}", "Termin am {v}"])


@reg(NEG_GENS)
def n_version(ctx):
    v = pick([f"v{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 40)}", f"{R.randint(1, 5)}.{R.randint(0, 20)}.{R.randint(0, 9)}-rc.{R.randint(1, 4)}",
              f"10.0.{R.randint(19041, 22631)}.{R.randint(1000, 4000)}", f"build {ni(2024, 2025)}{dg(4)}.{R.randint(1, 9)}"])
    return neg("version", "version", v, ["running {v}", "app version {v}", "fixed in {v}", "Version {v}"])


@reg(NEG_GENS)
def n_uuid(ctx):
    return neg("request_id", "request id", ruuid(), ["request id {v}", "correlation id: {v}", "trace {v}"])


@reg(NEG_GENS)
def n_commit(ctx):
    v = rs(pick([7, 10, 40]), HEX)
    return neg("commit", "commit", v, ["fixed in commit {v}", "bisected to {v}", "HEAD is at {v}"])


@reg(NEG_GENS)
def n_price(ctx):
    v = pick([f"€{R.randint(1, 9)}.{dg(3)},{dg(2)}", f"${R.randint(1, 99)},{dg(3)}.{dg(2)}", f"R$ {R.randint(1, 9)}.{dg(3)},{dg(2)}",
              f"{R.randint(1, 9)} {dg(3)},{dg(2)} zł", f"{R.randint(1, 900)}.000.000 VND", f"{R.randint(2, 40)} {dg(3)} kr",
              f"Rp {R.randint(1, 99)}.{dg(3)}.000", f"{R.randint(1, 99)}.{dg(3)}.000 ₫", f"{R.randint(2, 90)} {dg(3)} Kč", f"{R.randint(5, 900)},{dg(2)} €"])
    return neg("amount", "amount", v, ["total {v}", "amount due: {v}", "refund of {v} issued", "importe {v}"])


@reg(NEG_GENS)
def n_redacted_card(ctx):
    last = dg(4)
    v = pick([f"XXXX XXXX XXXX {last}", f"**** **** **** {last}", f"•••• {last}", f"{ni(4, 5)}{dg(3)} **** **** {last}"])
    return neg("card_masked", "card", v, ["card ending {v}", "charged to {v}", "paid with {v}"])


@reg(NEG_GENS)
def n_bad_ssn(ctx):
    v = pick([f"***-**-{dg(4)}", f"000-{dg(2)}-{dg(4)}", f"666-{R.randint(10, 99)}-{R.randint(1000, 9999)}",
              f"9{dg(2)}-{R.randint(10, 99)}-{R.randint(1000, 9999)}", f"{R.randint(100, 899)}-00-{R.randint(1000, 9999)}",
              f"{R.randint(100, 665)}-{R.randint(10, 99)}-0000", "XXX-XX-" + dg(4)])
    return neg("ssn_masked", "SSN", v, ["SSN on file: {v}", "SSN {v} (masked)", "ssn field shows {v}"])


@reg(NEG_GENS)
def n_bad_iban(ctx):
    s = make_iban(pick(IBAN_COMMON), bad=True)
    v = group4(s) if chance(.6) else s
    return neg("iban_rejected", "IBAN", v, ["IBAN {v} rejected: checksum error", "validation failed for {v}",
                                          "the IBAN {v} is not valid, please re-check"])


@reg(NEG_GENS)
def n_bad_luhn(ctx):
    d, brand = make_card()
    d = luhn_break(d[:-1])
    v = " ".join(card_groups(d, brand)) if chance(.6) else d
    return neg("gift_card", "gift card", v, ["gift card {v}", "loyalty number {v}", "membership card {v}"])


@reg(NEG_GENS)
def n_imei(ctx):
    d = luhn_complete(pick(["35", "86", "01"]) + dg(12))
    v = pick([d, f"{d[:2]}-{d[2:8]}-{d[8:14]}-{d[14]}", f"{d[:8]} {d[8:14]} {d[14]}"])
    return neg("imei", "IMEI", v, ["IMEI {v}", "device IMEI: {v}", "IMEI {v} is not blacklisted"])


@reg(NEG_GENS)
def n_gps(ctx):
    la, lo = R.uniform(-60, 70), R.uniform(-170, 170)
    v = pick([f"{la:.5f}, {lo:.5f}", f"{abs(la):.4f}° {'N' if la > 0 else 'S'}, {abs(lo):.4f}° {'E' if lo > 0 else 'W'}"])
    return neg("location", "location", v, ["pickup at {v}", "GPS {v}", "last seen at {v}"])


# ---- step 5: more look-alikes
@reg(NEG_GENS)
def n_booking(ctx):
    v = pick([rs(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), f"HB-{dg(9)}", f"{dg(10)}", f"BK{dg(4)}-{rs(3, UP)}"])
    return neg("booking_ref", "booking reference", v, ["booking ref {v}", "Buchungsnummer: {v}", "localizador {v}",
                                                         "référence de réservation {v}", "kode booking {v}", "mã đặt chỗ {v}"])


@reg(NEG_GENS)
def n_tracking(ctx):
    v = pick([f"1Z {rs(3, UP + DG)} {rs(3, UP + DG)} {dg(2)} {dg(4)} {dg(4)}", f"{dg(4)} {dg(4)} {dg(4)}", f"JJD{dg(18)}",
              f"{rs(2, UP)}{dg(9)}{pick(['DE', 'PL', 'CZ', 'SE', 'GR', 'NL'])}", f"{pick(['MSKU', 'HLXU', 'CMAU'])} {dg(6)}-{dg(1)}",
              f"AWB {ni(100, 999)}-{dg(8)}"])
    return neg("tracking", "tracking number", v, ["tracking {v}", "Sendungsnummer {v}", "número de seguimiento {v}",
                                                  "numer przesyłki {v}", "zásilka {v}", "nomor resi {v}", "track: {v}"])


@reg(NEG_GENS)
def n_reference(ctx):
    v = pick([f"REF {ni(2023, 2025)}/{R.randint(1, 12):02d}/{dg(5)}", f"Az. {R.randint(1, 9)} O {R.randint(10, 999)}/24",
              f"INV-{ni(2023, 2025)}-{dg(6)}", f"Rechnung Nr. {ni(2024, 2025)}-{dg(4)}", f"Case {dg(8)}", f"SEC-{dg(4)}",
              f"Ticket #{dg(6)}", f"Folio {dg(3)}-{dg(3)}-{dg(3)}"])
    return neg("reference", "reference", v, ["ref: {v}", "please quote {v}", "re {v}", "Referenz {v}", "riferimento {v}"])


def isbn13():
    d = "978" + dg(9)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(d)) % 10) % 10
    k = R.randint(1, 5)
    return f"{d[:3]}-{d[3]}-{d[4:4 + k]}-{d[4 + k:]}-{c}"


def issn():
    d = dg(7)
    c = (11 - sum(int(x) * w for x, w in zip(d, range(8, 1, -1))) % 11) % 11
    return f"{d[:4]}-{d[4:]}{'X' if c == 10 else c}"


@reg(NEG_GENS)
def n_isbn(ctx):
    v = pick([isbn13(), isbn13(), issn()])
    return neg("isbn", "ISBN" if len(v) > 9 else "ISSN", v, ["{label} {v}", "cited as {label} {v}", "book {label}: {v}"])


@reg(NEG_GENS)
def n_checksum(ctx):
    v = pick([rs(64, HEX), rs(32, HEX), "0x" + rs(8, HEX).upper(), "sha256:" + rs(64, HEX)])
    return neg("checksum", "checksum", v, ["sha256sum {v}", "expected checksum {v}", "digest {v}", "md5 {v}"])


@reg(NEG_GENS)
def n_part(ctx):
    v = pick([f"SKU {dg(4)}-{pick(['BLK', 'WHT', 'RED'])}-{pick(['S', 'M', 'XL'])}", f"P/N {dg(4)}-{dg(4)}-{dg(2)}",
              f"MPN {rs(1, UP)}{dg(4)}", f"{rs(3, UP)}-{dg(5)}-{rs(2, UP)}", f"Art.-Nr. {dg(6)}"])
    return neg("part_no", "part number", v, ["part {v}", "replace {v}", "ordered {v}", "Artikel {v}", "codice {v}"])


@reg(NEG_GENS)
def n_lot(ctx):
    v = pick([f"LOT {dg(2)}{rs(1, UP)}{dg(4)}", f"Lote: {dg(4)}-{dg(2)}{rs(1, UP)}", f"Ch.-B. {dg(6)}", f"batch {rs(2, UP)}{dg(5)}"])
    return neg("lot", "lot number", v, ["{v}, exp {m}/26".replace("{m}", f"{R.randint(1, 12):02d}"), "vaccine {v}", "recalled {v}"])


@reg(NEG_GENS)
def n_measure(ctx):
    v = pick([f"{R.randint(1, 60)}.{R.randint(0, 9)} kg", f"{R.randint(1, 3)},{dg(2)} m", f"{R.randint(100, 400)} V",
              f"{R.randint(1, 12)}.{R.randint(0, 9)} x {R.randint(1, 9)}.{R.randint(0, 9)} x {R.randint(1, 9)}.{R.randint(0, 9)} m",
              f"{R.randint(35, 41)}.{R.randint(0, 9)} °C", f"{R.randint(1, 30)} {dg(3)} kg", f"{R.randint(1, 900)} mg/kg"])
    return neg("measure", "measurement", v, ["weighs {v}", "size {v}", "temp {v}", "Gewicht {v}", "peso {v}"])


@reg(NEG_GENS)
def n_serial(ctx):
    v = pick([f"S/N {rs(12, UP + DG)}", f"SN: {dg(1)}{rs(2, UP)}{dg(4)}{rs(3, UP)}", f"serial {rs(4, UP)}-{dg(6)}"])
    return neg("serial", "serial number", v, ["{v}", "device {v}", "Seriennummer {v}", "numéro de série {v}"])


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))


def vin():
    s = list(pick(["WVW", "1HG", "JTD", "VF1", "ZFA", "WBA", "YV1", "TMB", "SAL", "5YJ"]) + rs(5, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
             + "0" + rs(1, "ABCDEFGHJKLMNPRSTVWXY123456789") + rs(1, "ABCDEFGHJKLMNPRSTUVWXYZ") + dg(6))
    tot = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(s, [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]))
    s[8] = "X" if tot % 11 == 10 else str(tot % 11)
    return "".join(s)


@reg(NEG_GENS)
def n_vin(ctx):
    return neg("vin", "VIN", vin(), ["VIN {v}", "vehicle VIN: {v}", "Fahrgestellnummer {v}", "número de chasis {v}"])


@reg(NEG_GENS)
def n_flight(ctx):
    v = pick(["LH", "KL", "AZ", "IB", "LO", "SK", "OK", "A3", "VN", "GA", "TP", "AF", "UA"]) + pick(["", " "]) + ni(10, 9999)
    return neg("flight", "flight", v, ["flight {v}", "arriving on {v}", "vuelo {v}", "Flug {v}", "chuyến bay {v}", "lot {v}"])


@reg(NEG_GENS, 2)
def n_redacted_secret(ctx):
    v = pick(["sk-…", "sk_live_••••••••", "ghp_************************", "<token>", "${STRIPE_KEY}", "{{ secrets.NPM_TOKEN }}",
              "AKIA****************", "xoxb-REDACTED", "********", "[REDACTED]", "Bearer <token>", "<password>", "%DB_PASSWORD%",
              "postgres://app:<password>@pg-primary:5432/db", "$(cat /run/secrets/api_key)", "sk-proj-...", "glpat-xxxxxxxxxxxxxxxxxxxx"])
    return neg("api_key", "token", v, ["token: {v}", "set API_KEY to {v}", "the key in the log was {v} (masked)",
                                        "use {v} as a placeholder", "password = {v}"])


@reg(NEG_GENS)
def n_redacted_contact(ctx):
    v = pick([f"{rs(1, LO)}***@{rs(1, LO)}****.com", "[email protected]", "<your-email>", "name@domain", "you (at) your company",
              f"+49 *** *** {dg(2)}", f"(***) ***-{dg(4)}", "07XX XXX XXX", f"•••• ••• {dg(3)}", "192.168.x.x", "10.0.*.*",
              "xxx.xxx.xxx.xxx", f"203.0.113.xxx", "<ip>", f"DE{dg(2)} **** **** **** **{dg(2)} {dg(2)}", f"IBAN ending {dg(4)}",
              f"card ending in {dg(4)}", "***-**-****"])
    return neg("masked", "masked value", v, ["shown as {v}", "{v}", "masked: {v}", "hidden {v}", "we only store {v}"])


@reg(NEG_GENS)
def n_example_domain(ctx):
    v = pick(["example.com", "https://example.org/reset?step=2", "www.example.net", "api.example.com/v2/contacts", "test.invalid",
              "http://localhost:8080/admin", "https://foo.example/bar", f"https://{pick(ctx['domains'])}/help"])
    return neg("url", "link", v, ["e.g. {v}", "see {v}", "docs: {v}", "like {v} for instance", "siehe {v}", "voir {v}"])


@reg(NEG_GENS)
def n_counts(ctx):
    n = R.randint(10000, 99999999)
    v = pick([f"{n:,}", f"{n:,}".replace(",", " "), f"{n:,}".replace(",", "."), f"{n / 1e6:.1f}M", f"{n:,}".replace(",", "'")])
    return neg("count", "count", v, ["{v} views", "{v} backers", "{v} Einwohner", "{v} visualizações", "{v} pledges so far", "{v} km"])


@reg(NEG_GENS)
def n_score(ctx):
    a, b = R.randint(0, 7), R.randint(0, 7)
    v = pick([f"{a}-{b}", f"{a}:{b}", f"{R.randint(80, 130)}–{R.randint(80, 130)}", f"6-{R.randint(0, 4)} {R.randint(3, 6)}-6 7-6({R.randint(1, 9)})"])
    return neg("score", "score", v, ["final score {v}", "ganamos {v}", "Endstand {v}", "wynik {v}", "what a game, {v}", "tỉ số {v}"])


@reg(NEG_GENS, 2)
def n_phone_like(ctx):
    v = pick([f"PIN {dg(3)} {dg(3)}", f"locker {R.randint(1, 60)}, code {dg(4)}", f"room {R.randint(100, 1299)}", f"Raum {R.randint(1, 5)}.{R.randint(10, 40)}",
              f"door code {dg(4)}#", f"ext. {dg(3)}", f"{dg(5)} Berlin", "SW1A 1AA", f"750{R.randint(1, 20):02d} Paris", f"{dg(2)}-{dg(3)} Warszawa",
              f"1{dg(2)} 00 Praha {R.randint(1, 9)}", f"1{dg(2)} {dg(2)} Stockholm", f"10{dg(2)} {rs(2, UP)} Amsterdam", f"280{dg(2)} Madrid",
              f"0{dg(4)}-{dg(3)} São Paulo", f"Kundennummer {dg(4)} {dg(4)}", f"gate {R.randint(1, 60)}{pick('ABC')}", f"seat {R.randint(1, 40)}{pick('ABCDEF')}"])
    return neg("code", "code", v, ["{v}", "it's {v}", "use {v}", "address: {v}", "ask for {v}", "Abholung: {v}"])


@reg(NEG_GENS)
def n_mac(ctx):
    v = ":".join(rs(2, HEX) for _ in range(6))
    return neg("mac", "MAC", v.upper() if chance(.5) else v, ["MAC {v}", "device {v} joined the guest network", "whitelist MAC {v}"])


@reg(NEG_GENS)
def n_bank_code(ctx):
    v = pick([rs(4, UP) + pick(["DE", "FR", "ES", "IT", "NL", "PL", "SE", "CZ", "GR"]) + rs(2, UP + DG) + pick(["", "XXX"]),
              f"sort code {dg(2)}-{dg(2)}-{dg(2)}", f"routing {dg(9)}", f"BLZ {dg(3)} {dg(3)} {dg(2)}"])
    return neg("bic", "BIC", v, ["BIC {v}", "SWIFT {v}", "{v}", "bank code {v}"])


@reg(NEG_GENS)
def n_cve(ctx):
    v = pick([f"CVE-{ni(2019, 2025)}-{ni(1000, 49999)}", "GHSA-" + "-".join(rs(4, "23456789cfghjmpqrvwx") for _ in range(3)),
              f"CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:{pick('NLH')}"])
    return neg("advisory", "advisory", v, ["tracked as {v}", "assigned {v}", "{v} (embargoed)", "duplicate of {v}"])


@reg(NEG_GENS)
def n_base64_blob(ctx):
    v = pick(["data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + rs(30, AN + "+/"), "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
              rs(24, AN) + "==", "U2FsdGVkX1" + rs(20, AN)])
    return neg("blob", "attachment", v, ["inline image {v}", "thumbnail: {v}", "etag {v}"])


@reg(NEG_GENS)
def n_time_range(ctx):
    v = pick([f"{R.randint(7, 10):02d}:00–{R.randint(16, 20)}:30", f"Mo–Fr {R.randint(7, 9)}–{R.randint(17, 19)} Uhr", f"UTC+{R.randint(1, 9)}",
              f"{R.randint(1, 28)} de marzo de 2024", f"{R.randint(1, 28)}. März 2024", f"le {R.randint(1, 28)} mars 2024",
              f"{R.randint(1, 28)}/{R.randint(1, 12)}/2024 às {R.randint(8, 20)}h", f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{dg(3)}"])
    return neg("when", "time", v, ["open {v}", "on {v}", "slot {v}", "horario {v}", "termín {v}", "vào {v}"])


@reg(NEG_GENS)
def n_misc_ids(ctx):
    v = pick([f"ICCID 89{dg(2)} {dg(4)} {dg(4)} {dg(4)} {dg(3)}", f"APN {dg(3)}-{dg(3)}-{dg(2)}", f"MRN {dg(8)}", f"student {dg(7)}",
              "01" + rs(24, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"), f"#{rs(6, HEX)}", f"ports {pick(['443/8443', '22, 80, 443', '5060-5061'])}",
              f">= 2.{R.randint(10, 14)}.0, < 2.15.{R.randint(1, 3)}", f"{dg(2)}.{dg(3)}.{dg(3)}/{dg(4)}-{dg(2)}"])
    return neg("identifier", "identifier", v, ["id {v}", "{v}", "field value {v}", "matched {v}"])


# ------------------------------------------------------------------ disguised
def card_for_disguise():
    d, brand = make_card(pick(["visa", "visa", "mastercard", "mastercard", "amex", "discover"]))
    return d, card_groups(d, brand)


@reg(DISGUISES["credit_card"])
def d_odd_sep(ctx):
    d, g = card_for_disguise()
    sep = pick(["/", ".", "_", " . ", " / ", "|", "~", "·", " — "])
    return d, "odd-separator", pick(["card is ", "", "number: "]) + sep.join(g)


@reg(DISGUISES["credit_card"])
def d_words_between(ctx):
    d, g = card_for_disguise()
    joins = pick([[" then ", " and ", " last bit "], [" y luego ", " después ", " y al final "], [" dann ", " und ", " zuletzt "]])
    out = g[0]
    for i, x in enumerate(g[1:]):
        out += joins[min(i, len(joins) - 1)] + x
    return d, "words-between-groups", out


def split_local(v):
    return v.split("@")


@reg(DISGUISES["email"], 2)
def d_at_dot(ctx):
    v = local_part(pick(FIRST), pick(LAST)) + "@" + pick(FREE_DOMAINS + ctx["domains"])
    lp, dom = split_local(v)
    a, b = pick([("[at]", "[dot]"), ("(at)", "(dot)"), ("{at}", "{dot}"), ("<at>", "<dot>")])
    sp = pick(["", " "])
    return v, "bracket-at-dot", lp + sp + a + sp + dom.replace(".", sp + b + sp)


@reg(DISGUISES["email"])
def d_words(ctx):
    v = local_part(pick(FIRST), pick(LAST)) + "@" + pick(FREE_DOMAINS)
    lp, dom = split_local(v)
    a, b = pick([(" at ", " dot "), (" AT ", " DOT "), (" arroba ", " punto "), (" ät ", " punkt ")])
    return v, "spelled-at-dot", lp + a + dom.replace(".", b)

# ==== MAIN ====
# ---- step 6: more disguises
@reg(DISGUISES["credit_card"])
def d_split_lines(ctx):
    d, g = card_for_disguise()
    k = R.randint(1, len(g) - 1)
    return d, "split-across-lines", pick(["card:\n", "", "number below\n"]) + " ".join(g[:k]) + "\n" + " ".join(g[k:])


@reg(DISGUISES["credit_card"], 2)
def d_split_msgs(ctx):
    d, g = card_for_disguise()
    k = R.randint(1, len(g) - 1)
    first = pick(["ok card is ", "tarjeta: ", "Karte: ", "carte ", "cartão ", ""]) + " ".join(g[:k])
    parts = [first, " ".join(g[k:])]
    if chance(.5):
        parts.insert(1, pick(["wait", "sorry sent too early", "...", "continuing"]))
    if chance(.4):
        parts.append(pick(["exp " + exp_date(), "that's all of it", "👍"]))
    return d, "split-across-messages", parts


DIGIT_SETS = {"fullwidth": "０１２３４５６７８９", "arabic-indic": "٠١٢٣٤٥٦٧٨٩", "devanagari": "०१२३४५६७८९",
              "bengali": "০১২৩৪৫৬৭৮৯", "thai": "๐๑๒๓๔๕๖๗๘๙", "math-bold": "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗", "persian": "۰۱۲۳۴۵۶۷۸۹"}


@reg(DISGUISES["credit_card"], 2)
def d_unicode_digits(ctx):
    d, g = card_for_disguise()
    name = pick(sorted(DIGIT_SETS))
    tr = str.maketrans(DG, DIGIT_SETS[name])
    if chance(.3):  # only some groups converted
        i = R.randrange(len(g))
        g = [x.translate(tr) if j != i else x for j, x in enumerate(g)]
        return d, "mixed-script-digits", " ".join(g)
    return d, "non-ascii-digits-" + name, pick([" ", "-", ""]).join(x.translate(tr) for x in g)


NUM_WORDS = {"en": "zero one two three four five six seven eight nine", "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
             "de": "null eins zwei drei vier fünf sechs sieben acht neun", "fr": "zéro un deux trois quatre cinq six sept huit neuf",
             "pt": "zero um dois três quatro cinco seis sete oito nove", "it": "zero uno due tre quattro cinque sei sette otto nove",
             "nl": "nul een twee drie vier vijf zes zeven acht negen", "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć"}


@reg(DISGUISES["credit_card"], 2)
def d_spelled(ctx):
    d, g = card_for_disguise()
    lang = pick(sorted(NUM_WORDS))
    words = NUM_WORDS[lang].split()
    if chance(.35):  # one group spelled out, the rest in digits
        i = R.randrange(len(g))
        out = " ".join(" ".join(words[int(c)] for c in x) if j == i else x for j, x in enumerate(g))
        return d, "partly-spelled-digits", out
    sep = pick([" / ", ", ", " - ", " | "])
    return d, "spelled-out-digits-" + lang, sep.join(" ".join(words[int(c)] for c in x) for x in g)


@reg(DISGUISES["credit_card"])
def d_spaced_digits(ctx):
    d, g = card_for_disguise()
    sep = pick(["\u200b", "\u00ad", "\u2009", " "])
    name = {"\u200b": "zero-width-space", "\u00ad": "soft-hyphen", "\u2009": "thin-space", " ": "every-digit-spaced"}[sep]
    return d, name, ("   " if sep == " " else " ").join(sep.join(x) for x in g)


@reg(DISGUISES["credit_card"])
def d_lookalike_letters(ctx):
    d, g = card_for_disguise()
    while not set("015") & set(d):
        d, g = card_for_disguise()
    s = " ".join(g)
    while s.replace(" ", "").isdigit():
        s = "".join(pick(["O", "o"]) if c == "0" and chance(.6) else "l" if c == "1" and chance(.5) else
                    "S" if c == "5" and chance(.3) else c for c in s)
    return d, "letter-for-digit", s


@reg(DISGUISES["credit_card"])
def d_words_between_more(ctx):
    d, g = card_for_disguise()
    joins = pick([["(primeiro) ", " depois ", " e ", " no fim "], ["inizia con ", ", poi ", ", poi ", " e finisce con "],
                  ["begint met ", ", dan ", ", dan ", " en eindigt op "], ["zaczyna się od ", ", potem ", ", potem ", " a kończy na "],
                  ["starts ", " then ", " middle ", " ends "], ["commence par ", " puis ", " puis ", " et finit par "]])
    out = joins[0] + g[0]
    for i, x in enumerate(g[1:]):
        out += (joins[-1] if i == len(g) - 2 else joins[min(i + 1, len(joins) - 2)]) + x
    return d, "words-between-groups", out


@reg(DISGUISES["credit_card"])
def d_split_fields(ctx):
    d, g = card_for_disguise()
    body = "\n".join(f"{pick(['cc', 'part', 'grp', 'block'])}_{i + 1}: {x}" for i, x in enumerate(g))
    return d, "split-into-fields", ("raw", f"# {ctx['svc']} form dump\n{body}\nexp: {exp_date()}")


def disguise_addr(ctx):
    return local_part(pick(FIRST), pick(LAST)) + "@" + pick(FREE_DOMAINS + ctx["domains"] + FREE_DOMAINS)


@reg(DISGUISES["email"], 2)
def d_entities(ctx):
    v = disguise_addr(ctx)
    r = R.random()
    if r < .4:
        s = v.replace("@", pick(["&#64;", "&#x40;", "&commat;"])).replace(".", pick(["&#46;", "&period;", "."]))
        name = "html-entity-at"
    else:
        s = "".join(f"&#{ord(c)};" if chance(.7) else c for c in v)
        if v in s:
            s = s.replace("@", "&#64;")
        name = "html-entities-all"
    return v, name, pick(["{}", '<a href="mailto:{}">mail me</a>', "Contact: {}"]).format(s)


AT_WORDS = [(" arroba ", " punto "), (" chiocciola ", " punto "), (" arobase ", " point "), (" apenstaartje ", " punt "),
            (" małpa ", " kropka "), (" snabel-a ", " punkt "), (" zavináč ", " tečka "), (" παπάκι ", " τελεία "),
            (" a còng ", " chấm "), (" et ", " titik "), (" ät ", " punkt "), (" at ", " dot ")]


@reg(DISGUISES["email"], 2)
def d_words_multi(ctx):
    v = disguise_addr(ctx)
    lp, dom = v.split("@")
    a, b = pick(AT_WORDS)
    return v, "spelled-at-dot-" + a.strip().split()[0], lp + a + dom.replace(".", b)


@reg(DISGUISES["email"], 2)
def d_spaces(ctx):
    v = disguise_addr(ctx)
    s = pick([v.replace("@", " @ ").replace(".", " . "), v.replace("@", " @ "), " ".join(v)])
    return v, "spaces-inserted", s


@reg(DISGUISES["email"], 2)
def d_nospam(ctx):
    v = disguise_addr(ctx)
    lp, dom = v.split("@")
    tok = pick(["NOSPAM", "REMOVETHIS", "nospam.", "DELETE-ME-"])
    s, hint = pick([(f"{lp}{tok}@{dom}", f"(remove {tok.strip('.-')})"), (f"{lp}@{tok}{dom}", f"- drop the {tok.strip('.-')} part"),
                    (f"{lp}@{dom}.invalid", "(without the .invalid)")])
    return v, "remove-token-hint", f"{s} {hint}"


@reg(DISGUISES["email"])
def d_reversed(ctx):
    v = disguise_addr(ctx)
    return v, "reversed", f"{v[::-1]} ({pick(['read it backwards', 'reverse it', 'al revés', 'rückwärts lesen'])})"


@reg(DISGUISES["email"], 2)
def d_split_msgs_email(ctx):
    v = disguise_addr(ctx)
    lp, dom = v.split("@")
    return v, "split-across-messages", pick([[f"mail is {lp}", f"at {dom}"], [lp, "@", dom], [f"my email: {lp}", "then the at sign", dom],
                                             [f"correo {lp}", f"arroba {dom}"]])


@reg(DISGUISES["email"], 2)
def d_encoded(ctx):
    v = disguise_addr(ctx)
    lp, dom = v.split("@")
    r = R.random()
    if r < .25:
        return v, "url-encoded", "mailto:" + v.replace("@", "%40").replace("+", "%2B")
    if r < .5:
        return v, "string-concatenation", f"'{lp}' + '@' + '{dom}'"
    if r < .75:
        return v, "fullwidth-at", lp + "＠" + dom.replace(".", pick(["．", "."]))
    return v, "zero-width-space", lp + "@\u200b" + dom


@reg(DISGUISES["email"])
def d_implied_provider(ctx):
    lp = local_part(pick(FIRST), pick(LAST)).split("+")[0]
    prov, dom = pick([("gmail", "gmail.com"), ("outlook", "outlook.com"), ("proton", "proton.me"), ("GMX", "gmx.de"), ("seznam", "seznam.cz")])
    return lp + "@" + dom, "provider-implied", pick([f"my {prov} is {lp}", f"{lp} on {prov} (dot com)" if dom.endswith(".com") else f"{lp}, {prov}, same as always",
                                                     f"username {lp}, provider {dom}"])


DISGUISE_FRAMES = ["{x}", "ok here: {x}", "{x} (don't want to paste it normally)", "it's {x}", "{x} - pls confirm"]


def build_positive(t):
    ctx = setting_for(t)
    it = make_item(t, pick(VALUE_GENS[t])(ctx))
    decoys = [pick(NEG_GENS)(ctx) for _ in range(pick([0, 0, 1, 1, 2]))]
    return dict(source=SRC, type=t, value=it["v"], text=pick(FORMATS)(ctx, it, decoys))


def build_negative():
    ctx = pick(SETTINGS)
    it = pick(NEG_GENS)(ctx)
    decoys = [pick(NEG_GENS)(ctx) for _ in range(pick([0, 1, 1, 2, 3]))]
    return dict(source=SRC, type="negative", value="", text=pick(FORMATS)(ctx, it, decoys))


def build_disguised(t):
    ctx = pick(SETTINGS)
    canon, name, frag = pick(DISGUISES[t])(ctx)
    lang = pick(LANG_W)
    it = dict(type=t, v=canon, w="", key="", label="", lang=lang, ask="", bare="")
    if isinstance(frag, tuple):  # ("raw", full text)
        return dict(source=SRC, type=t, value=canon, text=frag[1], disguise=name)
    if isinstance(frag, list):
        it["parts"], fmt = frag, pick([f_chat, f_chat, f_chat, f_sms, f_email])
    else:
        it["phrase"], fmt = pick(DISGUISE_FRAMES).replace("{x}", frag), pick(PROSE)
    decoys = [pick(NEG_GENS)(ctx) for _ in range(pick([0, 1]))]
    text = fmt(ctx, it, decoys)
    lost = any(p not in text for p in (frag if isinstance(frag, list) else [frag]))
    return dict(source=SRC, type=t, value=canon, text=text, disguise=name, **({"_lost": True} if lost else {}))


def problems(row):
    t, v, text = row["type"], row["value"], row["text"]
    if "disguise" in row:
        if row.get("_lost"):
            return "disguised fragment lost by formatter"
        if t == "credit_card" and not (v.isdigit() and luhn_ok(v) and card_brand(v)):
            return "bad canonical card"
        if t == "email" and not RE_EMAIL.fullmatch(v):
            return "bad canonical email"
        if v in text:
            return "disguised value appears verbatim"
        other = [h for h in find_pii(text) if h[0] != t]
        return f"disguised leak {other}" if other else None
    if t == "negative":
        hits = find_pii(text)
        return f"negative hit {hits}" if hits else None
    if v not in text:
        return "value missing from text"
    bad = value_invalid(t, v)
    if bad:
        return bad
    hits = find_pii(text.replace(v, "■"))
    if t in ("phone", "us_ssn", "ip_address", "email", "credit_card"):  # digits inside IBANs/tokens are not separate values
        hits += [h for h in find_pii(v) if h[0] != t]
    return f"extra PII {hits}" if hits else None


def generate():
    rows, seen, rejects = [], set(), {}

    def add(builder, n, label):
        k = tries = 0
        while k < n:
            tries += 1
            if tries > n * 60:
                raise SystemExit(f"gave up building {label}: {list(rejects.items())[:5]}")
            row = builder()
            why = "duplicate text" if row["text"] in seen else problems(row)
            if why:
                key = f"{label}: {why.split(' [')[0][:60]}"
                rejects[key] = rejects.get(key, 0) + 1
                continue
            seen.add(row["text"])
            rows.append(row)
            k += 1
    for t in TYPES:
        add(lambda t=t: build_positive(t), N_POS, t)
    add(build_negative, N_NEG, "negative")
    for t in ("credit_card", "email"):
        add(lambda t=t: build_disguised(t), N_DIS, "disguised-" + t)
    R.shuffle(rows)
    for k, n in sorted(rejects.items(), key=lambda x: -x[1])[:12]:
        print(f"  regenerated {n:4d}x  {k}", file=sys.stderr)
    return rows


def verify(path):
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    errors, counts, texts = [], {}, set()
    for i, row in enumerate(rows):
        base = {"source", "type", "value", "text"}
        if set(row) not in (base, base | {"disguise"}) or row["source"] != SRC:
            errors.append(f"row {i}: bad keys/source")
        key = row["type"] + (" (disguised)" if "disguise" in row else "")
        counts[key] = counts.get(key, 0) + 1
        why = problems(row)
        if why:
            errors.append(f"row {i}: {why}")
        if row["text"] in texts:
            errors.append(f"row {i}: duplicate text")
        texts.add(row["text"])
    want = {t: N_POS for t in TYPES}
    want.update({"negative": N_NEG, "credit_card (disguised)": N_DIS, "email (disguised)": N_DIS})
    if counts != want:
        errors.append(f"counts {counts} != {want}")
    for k in sorted(counts):
        print(f"{k:26s} {counts[k]}", file=sys.stderr)
    print(f"{'total':26s} {len(rows)}", file=sys.stderr)
    return errors


def main():
    rows = generate()
    with open(OUT, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    errors = verify(OUT)
    for e in errors[:20]:
        print("ERROR", e, file=sys.stderr)
    print("VERIFY " + ("FAILED" if errors else "OK") + f": {OUT}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
