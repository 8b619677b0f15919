#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
Independent, blind evaluation corpus for a PII / secret detector (source: pii-indep-t): a wholesale
bakery, an archery club, a tree-surgery firm, a puppet theatre, a phone-repair shop, a planetarium.

Writes JSON lines to OUT:
  positives  {"source","type","value","text"}              type in TYPES, 200 each
  disguised  {"source","type","value","text","disguise"}   email / credit_card, 75 each
  negatives  {"source","type":"negative","value":"","text"} 800 look-alikes

Standard library only; deterministic (one random.Random(SEED)).
"""
import base64
import collections
import datetime
import ipaddress
import json
import math
import os
import random
import re
import string
import struct
import sys
import unicodedata

SEED = 7_340_219
SRC = "pii-indep-t"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-t.jsonl")

TYPES = ["email", "credit_card", "phone", "us_ssn", "iban", "ip_address", "secret"]
N_POS = 200
N_DIS = 75
N_NEG = 800
FOREIGN_P = 0.2
LANGS = ["de", "fr", "es", "it", "nl", "pl", "pt", "sv", "tr", "ja"]

rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
ASCII_ALNUM = set(ALNUM)


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def nd(n):
    return rs(DIG, n)


def rbytes(n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def cycler(items):
    pool = []

    def pick():
        if not pool:
            pool.extend(items)
            rng.shuffle(pool)
        return pool.pop()
    return pick


# ---------------------------------------------------------------------------
# Setting data
# ---------------------------------------------------------------------------

SETTINGS = {
    "bakery": dict(
        orgs=["Crumb & Crust Wholesale", "Hearthstone Bakery Supply", "Northmill Bakers Ltd",
              "Kornblume Großbäckerei", "Le Fournil de Gros", "Panificio Aurora"],
        domains=["crumbandcrust.co.uk", "hearthstonebakery.com", "northmill-bakers.com",
                 "kornblume-baeckerei.de", "fournil-gros.fr", "panificioaurora.it"],
        places=["loading bay", "proofing room", "oven line 2", "cold store", "dispatch office"],
        titles=["Dispatch Manager", "Head Baker", "Accounts Assistant", "Wholesale Sales Lead"],
        roles=["orders", "dispatch", "accounts", "wholesale"],
        pw_words=["Rye", "Crust", "Yeast", "Proof", "Brioche", "Levain", "Bagel", "Oven"],
    ),
    "archery": dict(
        orgs=["Hollow Oak Archers", "Greenfletch Archery Club", "Bogensportverein Falkenhorst",
              "Les Archers du Val", "Club de Tiro con Arco Diana", "Bowmen of Kestrel Moor"],
        domains=["hollowoakarchers.org", "greenfletch.club", "bsv-falkenhorst.de",
                 "archersduval.fr", "arcodiana.es", "kestrelmoorbowmen.org.uk"],
        places=["field range", "indoor hall", "clubhouse", "bow store", "shooting line"],
        titles=["Club Secretary", "Head Coach", "Treasurer", "Membership Officer"],
        roles=["secretary", "membership", "coaching", "treasurer"],
        pw_words=["Fletch", "Quiver", "Nock", "Recurve", "Bullseye", "Longbow", "Vane", "Limb"],
    ),
    "tree": dict(
        orgs=["Canopy & Crown Tree Surgeons", "Rootline Arboriculture", "Baumpflege Lindner",
              "Élagage Forestier Martin", "Boomverzorging Van Eik", "Highbranch Tree Care"],
        domains=["canopyandcrown.co.uk", "rootline-arb.com", "baumpflege-lindner.de",
                 "elagage-martin.fr", "boomverzorgingvaneik.nl", "highbranch.ie"],
        places=["yard", "chipper shed", "depot", "site office", "workshop"],
        titles=["Senior Arborist", "Operations Manager", "Climbing Arborist", "Office Manager"],
        roles=["quotes", "office", "ops", "bookings"],
        pw_words=["Oak", "Birch", "Rowan", "Chainsaw", "Canopy", "Hornbeam", "Stump", "Maple"],
    ),
    "puppet": dict(
        orgs=["The String & Shadow Puppet Theatre", "Little Lantern Puppets", "Figurentheater Fadenspiel",
              "Théâtre des Ficelles", "Teatro dei Burattini Lume", "Poppentheater De Houten Hand"],
        domains=["stringandshadow.org.uk", "littlelanternpuppets.com", "fadenspiel-theater.de",
                 "theatredesficelles.fr", "burattinilume.it", "dehoutenhand.nl"],
        places=["workshop", "box office", "green room", "fly loft", "props store"],
        titles=["Artistic Director", "Box Office Manager", "Puppet Maker", "Touring Manager"],
        roles=["boxoffice", "tickets", "tour", "education"],
        pw_words=["Marionette", "Punch", "Lantern", "Shadow", "Puppet", "Curtain", "Matinee", "Strings"],
    ),
    "phone": dict(
        orgs=["FixPoint Mobile Repairs", "Cracked Screen Clinic", "Handy-Doktor Mitte",
              "ReparaFone", "iRepair Corner", "Pocket Tech Fix"],
        domains=["fixpointrepairs.co.uk", "crackedscreenclinic.com", "handy-doktor-mitte.de",
                 "reparafone.es", "irepaircorner.com", "pockettechfix.com.au"],
        places=["repair bench", "front counter", "stock room", "back office", "micro-soldering station"],
        titles=["Lead Technician", "Store Manager", "Repair Technician", "Customer Service"],
        roles=["repairs", "support", "shop", "parts"],
        pw_words=["Pixel", "Battery", "Sprocket", "Screen", "Solder", "Charger", "Gadget", "Flex"],
    ),
    "planetarium": dict(
        orgs=["Northern Skies Planetarium", "Orion Dome Science Centre", "Planetarium Sternenhaus",
              "Planétarium du Lac", "Planetario Vía Láctea", "Kosmos Dome Trust"],
        domains=["northernskies.org.uk", "oriondome.org", "sternenhaus-planetarium.de",
                 "planetarium-du-lac.fr", "planetarioviactea.es", "kosmosdome.org"],
        places=["dome", "ticket desk", "observatory deck", "education room", "projector booth"],
        titles=["Education Officer", "Planetarium Presenter", "Visitor Services Manager", "Technical Director"],
        roles=["bookings", "schools", "info", "events"],
        pw_words=["Nebula", "Orion", "Comet", "Andromeda", "Quasar", "Pleiades", "Zenith", "Aurora"],
    ),
}
SETTING_KEYS = list(SETTINGS)

ITEMS = {
    "bakery": {
        "en": ["sourdough loaves", "croissant trays", "rye batches", "brioche buns", "bagel crates", "pallets of flour"],
        "de": ["Roggenbrote", "Croissant-Bleche", "Brötchenkisten"], "fr": ["baguettes", "plaques de croissants", "pains de seigle"],
        "es": ["barras de pan", "bandejas de cruasanes"], "it": ["filoni di pane", "vassoi di cornetti"],
        "nl": ["broden", "kratten krentenbollen"], "pl": ["bochenki chleba", "tace rogali"],
        "pt": ["pães de forma", "tabuleiros de croissants"], "sv": ["surdegsbröd", "kanelbullar"],
        "tr": ["ekmek kasaları", "simit tepsileri"], "ja": ["食パン", "クロワッサン"]},
    "archery": {
        "en": ["recurve limbs", "arrow shafts", "target bosses", "beginners' course", "club shoot", "field round"],
        "de": ["Pfeilschäfte", "Zielscheiben", "Anfängerkurse"], "fr": ["flèches", "cibles", "cours d'initiation"],
        "es": ["flechas", "dianas", "clases de iniciación"], "it": ["frecce", "paglioni", "corsi base"],
        "nl": ["pijlen", "doelpakken", "beginnerscursus"], "pl": ["strzały", "maty łucznicze", "kurs dla początkujących"],
        "pt": ["flechas", "alvos", "aulas de iniciação"], "sv": ["pilar", "måltavlor", "nybörjarkurs"],
        "tr": ["oklar", "hedef kağıtları", "başlangıç kursu"], "ja": ["矢", "的紙", "初心者講習"]},
    "tree": {
        "en": ["crown reduction", "stump grinding", "oak survey", "hedge removal", "felling job", "deadwood removal"],
        "de": ["Kronenschnitt", "Baumfällung", "Stubbenfräsen"], "fr": ["élagage", "abattage", "dessouchage"],
        "es": ["poda", "tala", "destoconado"], "it": ["potatura", "abbattimento", "rimozione ceppi"],
        "nl": ["snoeiwerk", "boomkap", "stobben frezen"], "pl": ["przycinka koron", "wycinka", "frezowanie pni"],
        "pt": ["poda", "abate", "remoção de cepos"], "sv": ["beskärning", "trädfällning", "stubbfräsning"],
        "tr": ["budama", "ağaç kesimi", "kütük sökümü"], "ja": ["剪定", "伐採", "抜根"]},
    "puppet": {
        "en": ["marionette repairs", "matinee tickets", "shadow-puppet workshop", "season passes", "school show", "touring set"],
        "de": ["Marionetten", "Nachmittagsvorstellung", "Schattenspiel-Workshop"],
        "fr": ["marionnettes", "billets pour la matinée", "atelier d'ombres"],
        "es": ["marionetas", "entradas de la función", "taller de títeres"],
        "it": ["marionette", "biglietti per lo spettacolo", "laboratorio di burattini"],
        "nl": ["marionetten", "kaartjes voor de voorstelling", "poppenkastworkshop"],
        "pl": ["marionetki", "bilety na spektakl", "warsztaty lalkarskie"],
        "pt": ["marionetes", "bilhetes para a matiné", "oficina de fantoches"],
        "sv": ["marionetter", "biljetter till föreställningen", "dockteaterverkstad"],
        "tr": ["kuklalar", "matine biletleri", "gölge oyunu atölyesi"], "ja": ["マリオネット", "公演チケット", "影絵ワークショップ"]},
    "phone": {
        "en": ["screen replacement", "battery swap", "charging port repair", "water-damage check", "back glass repair", "trade-in"],
        "de": ["Displaytausch", "Akkutausch", "Ladebuchse"], "fr": ["remplacement d'écran", "changement de batterie", "connecteur de charge"],
        "es": ["cambio de pantalla", "cambio de batería", "conector de carga"],
        "it": ["sostituzione schermo", "cambio batteria", "connettore di ricarica"],
        "nl": ["schermreparatie", "batterijvervanging", "oplaadpoort"], "pl": ["wymiana ekranu", "wymiana baterii", "gniazdo ładowania"],
        "pt": ["troca de ecrã", "troca de bateria", "conector de carga"], "sv": ["skärmbyte", "batteribyte", "laddport"],
        "tr": ["ekran değişimi", "batarya değişimi", "şarj soketi"], "ja": ["画面交換", "バッテリー交換", "充電口修理"]},
    "planetarium": {
        "en": ["dome show", "school visit", "telescope night", "star-show tickets", "membership renewal", "eclipse talk"],
        "de": ["Kuppelshow", "Schulbesuch", "Sternwarten-Abend"], "fr": ["séance sous le dôme", "visite scolaire", "soirée d'observation"],
        "es": ["sesión de cúpula", "visita escolar", "noche de telescopios"],
        "it": ["spettacolo in cupola", "visita scolastica", "serata osservativa"],
        "nl": ["koepelvoorstelling", "schoolbezoek", "sterrenkijkavond"], "pl": ["seans pod kopułą", "wycieczka szkolna", "noc z teleskopem"],
        "pt": ["sessão na cúpula", "visita de estudo", "noite de observação"], "sv": ["kupolföreställning", "skolbesök", "teleskopkväll"],
        "tr": ["kubbe gösterisi", "okul gezisi", "teleskop gecesi"], "ja": ["ドーム上映", "団体見学", "星空観望会"]},
}

NAMES = {
    "en": (["Olivia", "Jack", "Amelia", "Harry", "Priya", "Marcus", "Chloe", "Darnell", "Sofia", "Liam", "Grace",
            "Ethan", "Hannah", "Noah", "Megan", "Tom", "Aisha", "Connor", "Rosie", "Samuel", "Bethany", "Kwame"],
           ["Whitfield", "Okafor", "Hargreaves", "Patel", "Nguyen", "Brennan", "Coleman", "Ashworth", "Reyes",
            "Fletcher", "Kowalczyk", "Morrison", "Delaney", "Chen", "Barker", "Sutherland", "Ellison", "Kaur",
            "Thornton", "Maddox", "O'Neill", "Pemberton"]),
    "de": (["Lukas", "Anna", "Jonas", "Lea", "Felix", "Marie", "Tobias", "Katrin", "Jürgen", "Sabine", "Mehmet", "Franziska"],
           ["Müller", "Schneider", "Weber", "Becker", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Krüger"]),
    "fr": (["Camille", "Julien", "Chloé", "Mathieu", "Élodie", "Nicolas", "Inès", "Hugo", "Margaux", "Théo"],
           ["Dubois", "Lefèvre", "Moreau", "Girard", "Fournier", "Mercier", "Lambert", "Faure", "Rousseau", "Garnier"]),
    "es": (["Lucía", "Javier", "Carmen", "Alejandro", "Marta", "Sergio", "Elena", "Pablo", "Nuria", "Diego"],
           ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres", "Domínguez", "Ruiz"]),
    "it": (["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo", "Alessia", "Davide", "Sara", "Lorenzo"],
           ["Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo"]),
    "nl": (["Sanne", "Daan", "Lotte", "Bram", "Femke", "Thijs", "Eva", "Ruben", "Iris", "Joost"],
           ["de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos"]),
    "pl": (["Katarzyna", "Łukasz", "Agnieszka", "Piotr", "Magdalena", "Tomasz", "Zofia", "Michał", "Ewa", "Paweł"],
           ["Nowak", "Wójcik", "Kowalczyk", "Mazur", "Krawczyk", "Kaczmarek", "Zając", "Król", "Wieczorek", "Dudek"]),
    "pt": (["João", "Beatriz", "Rafael", "Mariana", "Tiago", "Inês", "Gabriel", "Larissa", "Diogo", "Camila"],
           ["Silva", "Santos", "Oliveira", "Pereira", "Costa", "Rodrigues", "Almeida", "Carvalho", "Ferreira", "Souza"]),
    "sv": (["Erik", "Astrid", "Johan", "Linnea", "Oskar", "Maja", "Anders", "Ingrid", "Nils", "Elin"],
           ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Lindqvist", "Berg", "Holm", "Sjöberg", "Lund"]),
    "tr": (["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe", "Burak", "Selin", "Can", "Deniz", "Oğuz"],
           ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan"]),
    "ja": (["翔太|Shota", "美咲|Misaki", "健|Ken", "さくら|Sakura", "大輔|Daisuke", "陽菜|Hina", "拓也|Takuya", "由美|Yumi"],
           ["佐藤|Sato", "鈴木|Suzuki", "高橋|Takahashi", "田中|Tanaka", "伊藤|Ito", "渡辺|Watanabe", "山本|Yamamoto", "中村|Nakamura"]),
}

CITIES = {
    "en": ["Leeds", "Bristol", "Norwich", "Portland", "Denver", "Leicester", "Galway", "Brisbane", "Durban", "York"],
    "de": ["Köln", "Leipzig", "Freiburg", "Graz", "Bern", "Hamburg"], "fr": ["Lyon", "Nantes", "Lille", "Genève", "Rennes"],
    "es": ["Zaragoza", "Valencia", "Sevilla", "Bilbao", "Guadalajara"], "it": ["Bologna", "Torino", "Verona", "Bari"],
    "nl": ["Utrecht", "Groningen", "Haarlem", "Gent"], "pl": ["Kraków", "Wrocław", "Gdańsk", "Poznań"],
    "pt": ["Porto", "Braga", "Coimbra", "Curitiba"], "sv": ["Göteborg", "Uppsala", "Malmö", "Umeå"],
    "tr": ["İzmir", "Ankara", "Bursa", "Eskişehir"], "ja": ["大阪市", "札幌市", "福岡市", "名古屋市"],
}
STREETS = {
    "en": ["{n} Mill Lane", "{n} Station Road", "Unit {n}, Riverside Trading Estate", "{n} Orchard Close", "{n} High Street"],
    "de": ["Bahnhofstraße {n}", "Lindenweg {n}", "Am Markt {n}"], "fr": ["{n} rue des Lilas", "{n} avenue Jean-Jaurès"],
    "es": ["Calle Mayor {n}", "Avenida del Puerto {n}"], "it": ["Via Roma {n}", "Corso Garibaldi {n}"],
    "nl": ["Kerkstraat {n}", "Molenweg {n}"], "pl": ["ul. Długa {n}", "ul. Ogrodowa {n}"],
    "pt": ["Rua das Flores, {n}", "Avenida da Liberdade, {n}"], "sv": ["Storgatan {n}", "Kyrkvägen {n}"],
    "tr": ["Atatürk Cad. No: {n}", "Cumhuriyet Sok. No: {n}"], "ja": ["中央区本町{n}-2-1", "北区栄町{n}-5"],
}
WEEKDAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"], "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado"], "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì"],
    "nl": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag"], "pl": ["poniedziałek", "wtorek", "środa", "czwartek", "piątek"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira"], "sv": ["måndag", "tisdag", "onsdag", "torsdag", "fredag"],
    "tr": ["pazartesi", "salı", "çarşamba", "perşembe", "cuma"], "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日"],
}
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS_EN]
US_STATES = ["CA", "TX", "NY", "OR", "CO", "IL", "WA", "GA", "MA", "AZ", "NC", "MN"]
DEVICES = ["Chrome on Windows", "Safari on iPhone", "Firefox on Ubuntu", "Edge on Windows 11", "Chrome on Android", "Safari on macOS"]
RELS = ["partner", "mum", "dad", "sister", "brother", "husband", "wife", "flatmate"]
PLANS = ["Wholesale Gold", "Family membership", "Standard", "Pro annual", "Business 12 months"]

TRANS = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "ł": "l", "ı": "i", "ø": "o", "æ": "ae", "å": "a",
         "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "Ł": "L", "İ": "I", "Å": "A"}


def translit(s):
    s = "".join(TRANS.get(ch, ch) for ch in s)
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ord(ch) < 128)


def split_name(n):
    if "|" in n:
        disp, asc = n.split("|")
        return disp, asc
    return n, translit(n)


def slugify(s):
    return re.sub(r"[^a-z0-9]", "", translit(s).lower())


def rand_date():
    start = datetime.date(2024, 1, 1).toordinal()
    return datetime.date.fromordinal(start + rng.randrange(730))


def fmt_date(lang, d=None):
    d = d or rand_date()
    if lang == "en":
        return rng.choice([f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}", f"{d.month:02d}/{d.day:02d}/{d.year}",
                           d.isoformat(), f"{MON3[d.month - 1]} {d.day}", f"{d.day:02d}/{d.month:02d}/{d.year}"])
    if lang in ("de", "pl", "tr"):
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if lang in ("fr", "es", "it", "pt"):
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if lang == "nl":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if lang == "sv":
        return d.isoformat()
    return f"{d.year}年{d.month}月{d.day}日"


def fmt_time():
    return f"{rng.randint(6, 21):02d}:{rng.choice(['00', '15', '30', '45', '10', '50', '05'])}"


def eu_num(x, thou):
    s = f"{x:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", thou)


def fmt_amount(lang, lo=8, hi=4800):
    x = rng.randint(lo * 100, hi * 100) / 100
    if lang == "en":
        return rng.choice([f"£{x:,.2f}", f"${x:,.2f}", f"€{x:,.2f}"])
    if lang in ("de", "es", "it", "nl", "pt"):
        return eu_num(x, ".") + " €"
    if lang == "fr":
        return eu_num(x, " ") + " €"
    if lang == "pl":
        return eu_num(x, " ") + " zł"
    if lang == "sv":
        return eu_num(x, " ") + " kr"
    if lang == "tr":
        return "₺" + eu_num(x, ".")
    return f"¥{int(x * 100):,}"


def isodt():
    d = rand_date()
    return f"{d.isoformat()}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"


def make_ctx(setting, lang):
    S = SETTINGS[setting]
    fns, lns = NAMES[lang]
    f_disp, f_asc = split_name(rng.choice(fns))
    l_disp, l_asc = split_name(rng.choice(lns))
    f2_disp, _ = split_name(rng.choice([x for x in fns if split_name(x)[0] != f_disp]))
    l2_disp, _ = split_name(rng.choice(lns))
    if lang == "ja":
        full, full2 = l_disp + f_disp, l2_disp + f2_disp
    else:
        full, full2 = f"{f_disp} {l_disp}", f"{f2_disp} {l2_disp}"
    dom_i = rng.randrange(len(S["domains"]))
    d = rand_date()
    t1 = fmt_time()
    c = dict(
        setting=setting, lang=lang,
        first=f_disp, last=l_disp, full=full, first2=f2_disp, full2=full2,
        first_a=slugify(f_asc), last_a=slugify(l_asc),
        full_up=f"{translit(f_asc)} {translit(l_asc)}".upper(),
        first_up=translit(f_asc).upper(), last_up=translit(l_asc).upper(),
        org=S["orgs"][dom_i], domain=S["domains"][dom_i], orgshort=S["domains"][dom_i].split(".")[0].replace("-", ""),
        item=rng.choice(ITEMS[setting][lang]), place=rng.choice(S["places"]), role_title=rng.choice(S["titles"]),
        city=rng.choice(CITIES[lang]), street=rng.choice(STREETS[lang]).format(n=rng.randint(2, 140)),
        date=fmt_date(lang, d), date2=fmt_date(lang), time=t1, time2=f"{min(23, int(t1[:2]) + rng.randint(1, 3)):02d}:{rng.choice(['00', '30', '45'])}",
        weekday=rng.choice(WEEKDAYS[lang]),
        ref=rng.choice([f"BK-{nd(5)}", f"ORD-{rng.randint(2024, 2025)}-{nd(4)}", f"#{rng.randint(10000, 99999)}", f"R{nd(6)}"]),
        inv=rng.choice([f"INV-{rng.randint(2024, 2025)}-{nd(4)}", f"{rng.randint(2024, 2025)}/{nd(3)}", f"F{nd(6)}"]),
        tnum=str(rng.randint(10000, 99999)), qty=str(rng.randint(2, 60)), amount=fmt_amount(lang),
        amount_usd=f"${rng.randint(400, 28000):,}.{nd(2)}", isodt=isodt(), pid=str(rng.randint(300, 65000)),
        hash7=rs(HEX, 7), plan=rng.choice(PLANS), eid=nd(5), us_state=rng.choice(US_STATES),
        dob=f"{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}/{rng.randint(1958, 2004)}",
        rel=rng.choice(RELS), user=rng.choice([f_asc.lower(), f"{f_asc[0].lower()}{slugify(l_asc)}", "frontdesk", "admin", "shift.lead"]),
        device=rng.choice(DEVICES), port=str(rng.randint(1025, 65000)), host=rng.choice(["web01", "pos-gw", "vps-2", "booking"]),
        clf_dt=f"{d.day:02d}/{MON3[d.month - 1]}/{d.year}:{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} +0000",
        syslog_dt=f"{MON3[d.month - 1]} {d.day:2d} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}",
        path=rng.choice(["booking/checkout", "wp-login.php", "api/orders", "shop/cart", "tickets", "admin/login"]),
        nbytes=str(rng.randint(200, 90000)), ssid=rng.choice([S["domains"][dom_i].split(".")[0] + "-staff", "Guest-WiFi", "BackOffice_5G"]),
        exp=f"{rng.randint(1, 12):02d}/{rng.randint(26, 31)}", cvv=nd(3), postcode=rng.choice(["LS6 2QT", "BS3 4HX", "NR2 1AB", "97214", "80205"]),
        bic="",
    )
    c["expm"], c["expy"] = str(int(c["exp"][:2])), "20" + c["exp"][3:]
    return c


def fill(tpl, c):
    return tpl.format_map(c)


def occurs_once_bounded(text, v):
    if text.count(v) != 1:
        return False
    i = text.index(v)
    before = text[i - 1] if i > 0 else ""
    after = text[i + len(v)] if i + len(v) < len(text) else ""
    return before not in ASCII_ALNUM and after not in ASCII_ALNUM


# ---------------------------------------------------------------------------
# Validators
# ---------------------------------------------------------------------------

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")


def email_valid(v):
    if not re.fullmatch(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}", v):
        return False
    local = v.split("@")[0]
    return not (local.startswith(".") or local.endswith(".") or ".." in v)


def luhn_ok(d):
    s = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return s % 10 == 0


def luhn_complete(partial):
    for ch in DIG:
        if luhn_ok(partial + ch):
            return partial + ch
    raise AssertionError


def card_brand(d):
    d = "".join(str(int(ch)) for ch in d)
    L = len(d)
    if L < 12 or L > 19:
        return None
    p2, p3, p4, p6 = int(d[:2]), int(d[:3]), int(d[:4]), int(d[:6])
    if d[0] == "4" and L in (13, 16, 19):
        return "visa"
    if (51 <= p2 <= 55 or 2221 <= p4 <= 2720) and L == 16:
        return "mastercard"
    if p2 in (34, 37) and L == 15:
        return "amex"
    if (p4 == 6011 or 644 <= p3 <= 649 or p2 == 65 or 622126 <= p6 <= 622925) and L in (16, 19):
        return "discover"
    if 3528 <= p4 <= 3589 and L in (16, 19):
        return "jcb"
    if (300 <= p3 <= 305 or p2 in (36, 38, 39) or p4 == 3095) and L in (14, 16):
        return "diners"
    if p2 == 62 and 16 <= L <= 19:
        return "unionpay"
    if p4 in (5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763) and 12 <= L <= 19:
        return "maestro"
    return None


def card_digits_valid(d):
    return re.fullmatch(r"[0-9]+", d) is not None and card_brand(d) is not None and luhn_ok(d)


def card_valid(v):
    if not re.fullmatch(r"[0-9](?:[ \-]?[0-9])+", v):
        return False
    return card_digits_valid(re.sub(r"[^0-9]", "", v))


def plain_card_formats(dg):
    g = group(dg, CARD_GROUPS[len(dg)])
    return {dg, " ".join(g), "-".join(g)}


PHONE_RULES = [
    # name, country code, trunk prefix (None = none), national significant number regex
    ("US", "1", None, r"[2-9](?!11)\d{2}[2-9]\d{6}"),
    ("UK", "44", "0", r"7[1-9]\d{8}|20[378]\d{7}|(?:113|117|131|161)[2-9]\d{6}"),
    ("DE", "49", "0", r"15\d{9}|1[67]\d{8,9}|(?:30|40|89|69)[2-9]\d{7}|(?:221|711|341)[2-9]\d{6}"),
    ("FR", "33", "0", r"[1-79]\d{8}"),
    ("ES", "34", None, r"6\d{8}|7[1-4]\d{7}|9[1-8]\d{7}"),
    ("IT", "39", None, r"3[2-9]\d{8}|0[26]\d{8}|0(?:55|11)\d{7}"),
    ("NL", "31", "0", r"6[1-5]\d{7}|(?:10|20|30|70)[2-8]\d{6}"),
    ("PL", "48", None, r"(?:50|51|53|57|60|66|69|72|73|78|79|88)\d{7}|(?:22|12|58|71|61)\d{7}"),
    ("SE", "46", "0", r"7[0236]\d{7}|8[1-9]\d{5,6}|31\d{6,7}"),
    ("BR", "55", None, r"[1-9][1-9](?:9\d{8}|[2-5]\d{7})"),
    ("IN", "91", "0", r"[6-9]\d{9}|(?:11|22|33|44|80)[2-9]\d{7}"),
    ("IN", "91", None, r"[6-9]\d{9}"),
    ("JP", "81", "0", r"[789]0\d{8}|[36]\d{8}"),
    ("AU", "61", "0", r"4\d{8}|[2378][3-9]\d{7}"),
    ("MX", "52", None, r"(?:55|33|81)[1-9]\d{7}"),
    ("TR", "90", "0", r"5[0345]\d{8}|(?:212|216|312|232)[2-8]\d{6}"),
    ("CH", "41", "0", r"7[5689]\d{7}|(?:44|43|31|61|22|21)[2-8]\d{6}"),
    ("IE", "353", "0", r"8[35679]\d{7}|1[2-8]\d{6}"),
    ("ZA", "27", "0", r"(?:6[01]|7[1-46-9]|8[2-4])\d{7}|(?:11|21|31|12)[2-8]\d{6}"),
    ("PT", "351", None, r"9[1236]\d{7}|2[12][2-8]\d{6}"),
    ("AT", "43", "0", r"6(?:50|60|64|76|77|80|81|88|99)\d{7}|1[2-8]\d{6}"),
]


def phone_valid(v):
    if not re.fullmatch(r"[0-9+()\-. /]+", v) or not v[-1].isdigit():
        return False
    if "+" in v and (v.count("+") > 1 or not v.startswith("+")):
        return False
    s = v.replace("(0)", "")
    dg = re.sub(r"\D", "", s)
    if not 7 <= len(dg) <= 15:
        return False
    if v.startswith("+") or v.startswith("00"):
        if v.startswith("00"):
            dg = dg[2:]
        return any(dg.startswith(cc) and re.fullmatch(rx, dg[len(cc):]) for _, cc, _, rx in PHONE_RULES)
    for _, cc, trunk, rx in PHONE_RULES:
        if trunk and dg.startswith(trunk) and re.fullmatch(rx, dg[len(trunk):]):
            return True
        if trunk is None and re.fullmatch(rx, dg):
            return True
    return dg.startswith("1") and bool(re.fullmatch(PHONE_RULES[0][3], dg[1:]))


BAD_SSNS = {"078051120", "219099999", "123456789"}


def ssn_parts_valid(a, g, s):
    if a == "000" or a == "666" or a[0] == "9":
        return False
    return g != "00" and s != "0000" and (a + g + s) not in BAD_SSNS


def ssn_valid(v):
    m = re.fullmatch(r"(\d{3})([- ]?)(\d{2})\2(\d{4})", v)
    return bool(m) and ssn_parts_valid(m.group(1), m.group(3), m.group(4))


IBAN_LEN = {  # official lengths, written independently of the BBAN specs below
    "AD": 24, "AE": 23, "AT": 20, "BE": 16, "BG": 22, "BR": 29, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18,
    "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GE": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22, "IL": 23,
    "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31,
    "NL": 18, "NO": 15, "PL": 28, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SE": 24, "SI": 19, "SK": 24,
    "SM": 27, "TR": 26, "UA": 29,
}
IBAN_SPECS = {
    "AD": "4n4n12c", "AT": "5n11n", "BE": "3n7n2n", "BG": "4a4n2n8c", "CH": "5n12c", "CY": "3n5n16c", "CZ": "4n6n10n",
    "DE": "8n10n", "DK": "4n9n1n", "EE": "2n2n11n1n", "ES": "4n4n1n1n10n", "FI": "3n11n", "FR": "5n5n11c2n",
    "GB": "4a6n8n", "GR": "3n4n16c", "HR": "7n10n", "HU": "3n4n1n15n1n", "IE": "4a6n8n", "IS": "4n2n6n10n",
    "IT": "1a5n5n12c", "LI": "5n12c", "LT": "5n11n", "LU": "3n13c", "LV": "4a13c", "MC": "5n5n11c2n", "MT": "4a5n18c",
    "NL": "4a10n", "NO": "4n6n1n", "PL": "8n16n", "PT": "4n4n11n2n", "RO": "4a16c", "SE": "3n16n1n", "SI": "5n8n2n",
    "SK": "4n6n10n", "SM": "1a5n5n12c", "TR": "5n1n16c", "SA": "2n18c", "AE": "3n16n", "IL": "3n3n13n",
    "BR": "8n5n10n1a1c", "GE": "2a16n", "UA": "6n19c", "RS": "3n13n2n", "KZ": "3n13c", "QA": "4a21c", "KW": "4a22c",
    "JO": "4a4n18c",
}


def iban_numeric(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_mod_ok(compact):
    return int(iban_numeric(compact[4:] + compact[:4])) % 97 == 1


def iban_valid(v):
    if not re.fullmatch(r"[A-Za-z]{2}\d{2}(?:[ \-]?[A-Za-z0-9])+", v):
        return False
    c = re.sub(r"[ \-]", "", v).upper()
    return IBAN_LEN.get(c[:2]) == len(c) and c[2:].isalnum() and iban_mod_ok(c)


DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")]


def ip_valid(v):
    try:
        a = ipaddress.ip_address(v)
    except ValueError:
        return False
    if any(a in n for n in DOC_NETS if n.version == a.version):
        return False
    return not (a.is_unspecified or a.is_multicast or a.is_loopback)


def entropy(s):
    cnt = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in cnt.values())


SECRET_PATTERNS = [re.compile(p) for p in [
    r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    r"gh[pousr]_[A-Za-z0-9]{36}",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
    r"(?:sk|rk)_live_[A-Za-z0-9]{24,99}",
    r"whsec_[A-Za-z0-9]{32}",
    r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}",
    r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    r"https://discord\.com/api/webhooks/\d{17,19}/[A-Za-z0-9_\-]{68}",
    r"AIza[A-Za-z0-9_\-]{35}",
    r"GOCSPX-[A-Za-z0-9_\-]{28}",
    r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"sk-(?:proj|svcacct)-[A-Za-z0-9_\-]{74}T3BlbkFJ[A-Za-z0-9_\-]{74}",
    r"sk-ant-(?:api03|admin01)-[A-Za-z0-9_\-]{93}AA",
    r"SK[0-9a-f]{32}",
    r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    r"npm_[A-Za-z0-9]{36}",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,250}",
    r"glpat-[A-Za-z0-9_\-]{20}",
    r"hf_[A-Za-z]{34}",
    r"key-[0-9a-f]{32}",
    r"shpat_[0-9a-f]{32}",
    r"\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    r"-----BEGIN ((?:RSA |EC |OPENSSH )?)PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END \1PRIVATE KEY-----",
    r"(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|rediss?|amqps?)://[^:\s/@]*:[^@\s]+@[^\s/]+(?:/\S*)?",
]]
# patterns that are unambiguous enough to be searched for inside negative texts
STRONG_SECRET_RES = SECRET_PATTERNS[:-2] + [
    re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----\n[A-Za-z0-9+/=]{40,}"),
    re.compile(r"eyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{20,}"),
    re.compile(r"(?:postgres(?:ql)?|mysql|mongodb(?:\+srv)?|rediss?|amqps?)://[^:\s/@<]*:[A-Za-z0-9%!]{6,}@[a-z]"),
]


def jwt_valid(v):
    parts = v.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_\-]+", p) for p in parts):
        return False
    try:
        hdr = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except Exception:
        return False
    return "alg" in hdr and len(parts[2]) >= 20


def secret_valid(v):
    if any(p.fullmatch(v) for p in SECRET_PATTERNS):
        return True
    if v.startswith("eyJ"):
        return jwt_valid(v)
    if re.search(r"\s", v):
        return False
    if len(v) >= 20 and entropy(v) >= 3.5:           # generic high-entropy token / key
        return True
    # password stated in prose
    return len(v) >= 8 and re.search(r"[A-Za-z]", v) is not None and re.search(r"\d", v) is not None


# scanners used on negatives and for cross-type contamination
CARD_RUN_RE = re.compile(r"\d+(?:[ \-./]\d+)*")


def find_valid_cards(text):
    hits = []
    for m in CARD_RUN_RE.finditer(text):
        groups = re.split(r"[ \-./]", m.group())
        for i in range(len(groups)):
            s = ""
            for j in range(i, len(groups)):
                s += groups[j]
                if len(s) > 19:
                    break
                if len(s) >= 12 and luhn_ok(s) and card_brand(s):
                    hits.append(s)
    return hits


IBAN_CAND_RE = re.compile(r"(?<![A-Za-z0-9])(?=([A-Za-z]{2}\d{2}(?:[ \-]?[A-Za-z0-9]){8,32}))")


def find_valid_ibans(text):
    hits = []
    for m in IBAN_CAND_RE.finditer(text):
        c = re.sub(r"[ \-]", "", m.group(1)).upper()
        L = IBAN_LEN.get(c[:2])
        if L and len(c) >= L and iban_mod_ok(c[:L]):
            hits.append(c[:L])
    return hits


SSN_RE = re.compile(r"(?<!\d)(\d{3})([- ])(\d{2})\2(\d{4})(?!\d)")


def find_valid_ssns(text):
    return [m.group() for m in SSN_RE.finditer(text) if ssn_parts_valid(m.group(1), m.group(3), m.group(4))]


IPV4_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")


def find_valid_ipv4(text):
    out = []
    for m in IPV4_RE.finditer(text):
        try:
            ipaddress.IPv4Address(m.group())
            out.append(m.group())
        except ValueError:
            pass
    return out


def contamination(typ, text):
    """Unlabelled values of other types inside a positive row (rejected at generation time)."""
    if typ not in ("email", "secret") and EMAIL_RE.search(text):
        return True
    if typ != "credit_card" and find_valid_cards(text):
        return True
    if typ != "iban" and find_valid_ibans(text):
        return True
    if typ != "us_ssn" and find_valid_ssns(text):
        return True
    if typ != "ip_address" and find_valid_ipv4(text):
        return True
    return False


# ---------------------------------------------------------------------------
# Value generators
# ---------------------------------------------------------------------------

PUBLIC_MAIL = {
    "en": ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "btinternet.com", "proton.me", "aol.com"],
    "de": ["web.de", "gmx.de", "t-online.de", "posteo.de", "gmx.at", "bluewin.ch"], "fr": ["orange.fr", "free.fr", "laposte.net", "sfr.fr"],
    "es": ["gmail.com", "telefonica.net", "hotmail.es", "yahoo.es"], "it": ["libero.it", "virgilio.it", "tiscali.it", "alice.it"],
    "nl": ["ziggo.nl", "kpnmail.nl", "hetnet.nl", "xs4all.nl"], "pl": ["wp.pl", "onet.pl", "o2.pl", "interia.pl"],
    "pt": ["sapo.pt", "uol.com.br", "bol.com.br", "gmail.com"], "sv": ["telia.com", "bredband.net", "live.se"],
    "tr": ["yandex.com.tr", "hotmail.com", "ttmail.com"], "ja": ["yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "nifty.com"],
}


def gen_email(c):
    f, l = c["first_a"], c["last_a"]
    if rng.random() < 0.12:
        return f"{rng.choice(SETTINGS[c['setting']]['roles'])}@{c['domain']}"
    work = rng.random() < 0.4
    dom = c["domain"] if work else rng.choice(PUBLIC_MAIL[c["lang"]])
    if rng.random() < 0.08:
        dom = rng.choice(["mail", "staff", "eu"]) + "." + dom if work else dom
    local = rng.choice([
        f"{f}.{l}", f"{f[0]}{l}", f"{f}_{l}{rng.randint(1, 99)}", f"{f}{rng.randint(70, 2005)}", f"{l}.{f[0]}",
        f"{f}", f"{f}.{l}+{rng.choice(['orders', 'club', 'tickets', 'news'])}", f"{f[0]}.{l}", f"{f}-{l}",
    ])
    if rng.random() < 0.07:
        local = local.capitalize()
    return f"{local}@{dom}"


def gen_card_digits():
    b = rng.choices(["visa", "mc", "amex", "discover", "jcb", "diners", "unionpay", "maestro"],
                    weights=[34, 26, 12, 8, 6, 4, 5, 5])[0]
    if b == "visa":
        prefix, L = "4", rng.choices([16, 13, 19], weights=[90, 4, 6])[0]
    elif b == "mc":
        prefix, L = rng.choice(["51", "52", "53", "54", "55", str(rng.randint(2221, 2720))]), 16
    elif b == "amex":
        prefix, L = rng.choice(["34", "37"]), 15
    elif b == "discover":
        prefix, L = rng.choice(["6011", str(rng.randint(644, 649)), "65"]), 16
    elif b == "jcb":
        prefix, L = str(rng.randint(3528, 3589)), 16
    elif b == "diners":
        prefix, L = rng.choice(["36", "38", str(rng.randint(300, 305))]), 14
    elif b == "unionpay":
        prefix, L = "62" + rng.choice("0123458"), rng.choice([16, 16, 19])
    else:
        prefix, L = rng.choice(["5018", "5020", "5038", "6304", "6759"]), rng.choice([16, 16, 19])
    return luhn_complete(prefix + nd(L - len(prefix) - 1))


CARD_GROUPS = {13: [4, 4, 5], 14: [4, 6, 4], 15: [4, 6, 5], 16: [4, 4, 4, 4], 19: [4, 4, 4, 4, 3]}


def group(s, sizes):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return out


def fmt_card(dg):
    r = rng.random()
    g = group(dg, CARD_GROUPS[len(dg)])
    if r < 0.5:
        return " ".join(g)
    if r < 0.78:
        return dg
    return "-".join(g)


# phones ---------------------------------------------------------------------

def C(*opts):
    return rng.choice(opts)


def nz(n):
    return rng.choice("123456789") + nd(n - 1)


US_AREAS = ["212", "312", "415", "503", "617", "702", "713", "206", "303", "404", "512", "615", "720", "919", "860", "971", "414", "952"]
CA_AREAS = ["416", "604", "514", "403", "613", "902", "780", "204"]


def ph_nanp(areas):
    a = rng.choice(areas)
    while True:
        ex = rng.choice("23456789") + nd(2)
        if ex[1:] != "11" and ex != "555":
            break
    ln = nd(4)
    return C(f"({a}) {ex}-{ln}", f"{a}-{ex}-{ln}", f"{a}.{ex}.{ln}", f"+1 {a} {ex} {ln}", f"+1-{a}-{ex}-{ln}",
             f"1-{a}-{ex}-{ln}", f"+1 ({a}) {ex}-{ln}", f"{a} {ex} {ln}", f"+1{a}{ex}{ln}")


def ph_uk():
    k = rng.random()
    if k < 0.5:
        n = "7" + rng.choice("45789") + nd(8)
        return C(f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:]}", f"+44 (0){n[:4]} {n[4:]}", f"+44{n}",
                 f"0{n[:4]} {n[4:7]} {n[7:]}", f"0044 {n[:4]} {n[4:]}")
    if k < 0.75:
        n = "20" + rng.choice("378") + nd(7)
        return C(f"020 {n[2:6]} {n[6:]}", f"+44 20 {n[2:6]} {n[6:]}", f"+44 (0)20 {n[2:6]} {n[6:]}", f"(020) {n[2:6]} {n[6:]}")
    ac = rng.choice(["113", "117", "131", "161"])
    n = ac + rng.choice("2345789") + nd(6)
    return C(f"0{ac} {n[3:6]} {n[6:]}", f"+44 {ac} {n[3:6]} {n[6:]}", f"(0{ac}) {n[3:6]} {n[6:]}")


def ph_de():
    if rng.random() < 0.55:
        pre = rng.choice(["151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "175", "176", "177", "178", "179"])
        rest = nd(8) if pre.startswith("15") else nd(rng.choice([7, 8]))
        return C(f"0{pre} {rest}", f"+49 {pre} {rest}", f"+49 (0){pre} {rest}", f"0{pre}/{rest}", f"0049 {pre} {rest}",
                 f"+49{pre}{rest}", f"0{pre}-{rest}", f"0{pre} {rest[:4]} {rest[4:]}")
    city, ln = rng.choice([("30", 8), ("40", 8), ("89", 8), ("69", 8), ("221", 7), ("711", 7), ("341", 7)])
    rest = rng.choice("23456789") + nd(ln - 1)
    return C(f"0{city} {rest}", f"0{city}/{rest}", f"+49 {city} {rest}", f"+49 (0){city} {rest}",
             f"0{city} {rest[:4]} {rest[4:]}", f"(0{city}) {rest}", f"0{city}-{rest}")


def ph_fr():
    n = rng.choice("66677123459") + nd(8)
    p = [n[i:i + 2] for i in (1, 3, 5, 7)]
    return C(f"0{n[0]} {' '.join(p)}", f"+33 {n[0]} {' '.join(p)}", f"+33 (0){n[0]} {' '.join(p)}",
             f"0{n[0]}.{'.'.join(p)}", f"0{n}", f"+33{n}", f"0{n[0]}-{'-'.join(p)}", f"0033 {n[0]} {' '.join(p)}")


def ph_es():
    n = C("6" + nd(8), "7" + rng.choice("1234") + nd(7), "9" + rng.choice("13568") + nd(7))
    if n[0] == "9" and rng.random() < 0.5:
        return C(f"{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"+34 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}")
    return C(f"{n[:3]} {n[3:6]} {n[6:]}", f"+34 {n[:3]} {n[3:6]} {n[6:]}", f"+34 {n[:3]} {n[3:5]} {n[5:7]} {n[7:]}",
             f"{n[:3]} {n[3:5]} {n[5:7]} {n[7:]}", f"+34{n}", f"0034 {n[:3]} {n[3:6]} {n[6:]}")


def ph_it():
    if rng.random() < 0.6:
        n = "3" + rng.choice("234789") + nd(8)
        return C(f"{n[:3]} {n[3:6]} {n[6:]}", f"+39 {n[:3]} {n[3:6]} {n[6:]}", f"+39 {n[:3]} {n[3:]}",
                 f"{n[:3]}-{n[3:]}", f"{n[:3]}/{n[3:]}", f"0039 {n[:3]} {n[3:]}")
    n = C("06" + nd(8), "02" + nd(8), "055" + nd(7), "011" + nd(7))
    if n[:2] in ("06", "02"):
        return C(f"{n[:2]} {n[2:6]} {n[6:]}", f"+39 {n[:2]} {n[2:6]} {n[6:]}", f"{n[:2]}-{n[2:]}")
    return C(f"{n[:3]} {n[3:6]} {n[6:]}", f"+39 {n[:3]} {n[3:]}", f"{n[:3]}/{n[3:]}")


def ph_nl():
    if rng.random() < 0.6:
        n = "6" + rng.choice("12345") + nd(7)
        return C(f"06-{n[1:]}", f"06 {n[1:3]} {n[3:5]} {n[5:7]} {n[7:]}", f"+31 6 {n[1:5]} {n[5:]}",
                 f"+31 (0)6 {n[1:]}", f"+31{n}", f"06{n[1:]}", f"0031 6 {n[1:]}")
    ac = rng.choice(["20", "10", "30", "70"])
    n = ac + rng.choice("2345678") + nd(6)
    return C(f"0{ac}-{n[2:5]} {n[5:]}", f"+31 {ac} {n[2:5]} {n[5:]}", f"0{ac} {n[2:]}", f"0{ac}-{n[2:]}")


def ph_pl():
    if rng.random() < 0.65:
        n = rng.choice(["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"]) + nd(7)
        return C(f"+48 {n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}",
                 f"+48{n}", f"0048 {n[:3]} {n[3:6]} {n[6:]}", f"+48 {n[:3]}-{n[3:6]}-{n[6:]}")
    ac = rng.choice(["22", "12", "58", "71", "61"])
    n = ac + nd(7)
    return C(f"+48 {ac} {n[2:5]} {n[5:7]} {n[7:]}", f"{ac} {n[2:5]} {n[5:7]} {n[7:]}", f"({ac}) {n[2:5]} {n[5:7]} {n[7:]}")


def ph_se():
    k = rng.random()
    if k < 0.6:
        n = "7" + rng.choice("0236") + nd(7)
        return C(f"0{n[:2]}-{n[2:5]} {n[5:7]} {n[7:]}", f"+46 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"0{n}",
                 f"+46 (0){n[:2]}-{n[2:5]} {n[5:7]} {n[7:]}", f"+46{n}", f"0{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}")
    if k < 0.85:
        n = "8" + rng.choice("123456789") + nd(6)
        return C(f"08-{n[1:4]} {n[4:6]} {n[6:]}", f"+46 8 {n[1:4]} {n[4:6]} {n[6:]}", f"08-{n[1:]}")
    n = "31" + nz(6)
    return C(f"031-{n[2:5]} {n[5:7]} {n[7:]}", f"+46 31 {n[2:5]} {n[5:7]} {n[7:]}")


def ph_br():
    ac = rng.choice(["11", "21", "31", "41", "51", "61", "71", "81", "48", "85"])
    if rng.random() < 0.7:
        n = "9" + nd(8)
        return C(f"({ac}) {n[:5]}-{n[5:]}", f"+55 {ac} {n[:5]}-{n[5:]}", f"+55 ({ac}) {n[:5]}-{n[5:]}",
                 f"{ac} {n[:5]}-{n[5:]}", f"+55{ac}{n}", f"+55 {ac} {n[:5]} {n[5:]}")
    n = rng.choice("2345") + nd(7)
    return C(f"({ac}) {n[:4]}-{n[4:]}", f"+55 {ac} {n[:4]}-{n[4:]}", f"+55 ({ac}) {n[:4]}-{n[4:]}")


def ph_in():
    if rng.random() < 0.7:
        n = rng.choice("6789") + nd(9)
        return C(f"+91 {n[:5]} {n[5:]}", f"+91-{n[:5]}-{n[5:]}", f"0{n[:5]} {n[5:]}", f"{n[:5]} {n[5:]}",
                 f"+91 {n}", f"+91{n}", f"+91 {n[:3]} {n[3:6]} {n[6:]}")
    ac = rng.choice(["11", "22", "33", "44", "80"])
    n = ac + rng.choice("23456789") + nd(7)
    return C(f"+91 {ac} {n[2:6]} {n[6:]}", f"0{ac} {n[2:6]} {n[6:]}", f"0{ac}-{n[2:]}", f"+91-{ac}-{n[2:]}")


def ph_jp():
    if rng.random() < 0.6:
        n = rng.choice(["90", "80", "70"]) + nd(8)
        return C(f"0{n[:2]}-{n[2:6]}-{n[6:]}", f"+81 {n[:2]}-{n[2:6]}-{n[6:]}", f"+81 {n[:2]} {n[2:6]} {n[6:]}",
                 f"0{n}", f"+81-{n[:2]}-{n[2:6]}-{n[6:]}", f"+81{n}")
    n = rng.choice("36") + nd(8)
    return C(f"0{n[0]}-{n[1:5]}-{n[5:]}", f"+81 {n[0]}-{n[1:5]}-{n[5:]}", f"0{n[0]}({n[1:5]}){n[5:]}", f"+81 {n[0]} {n[1:5]} {n[5:]}")


def ph_au():
    if rng.random() < 0.6:
        n = "4" + nd(8)
        return C(f"0{n[:3]} {n[3:6]} {n[6:]}", f"+61 {n[:3]} {n[3:6]} {n[6:]}", f"+61 {n[0]} {n[1:5]} {n[5:]}",
                 f"0{n}", f"+61{n}", f"0{n[:3]}-{n[3:6]}-{n[6:]}")
    ac = rng.choice("2378")
    n = ac + rng.choice("3456789") + nd(7)
    return C(f"(0{ac}) {n[1:5]} {n[5:]}", f"0{ac} {n[1:5]} {n[5:]}", f"+61 {ac} {n[1:5]} {n[5:]}")


def ph_mx():
    ac = rng.choice(["55", "33", "81"])
    n = ac + rng.choice("123456789") + nd(7)
    return C(f"+52 {ac} {n[2:6]} {n[6:]}", f"{ac} {n[2:6]} {n[6:]}", f"({ac}) {n[2:6]}-{n[6:]}",
             f"+52 ({ac}) {n[2:6]} {n[6:]}", f"+52{n}", f"+52 {ac} {n[2:6]}-{n[6:]}")


def ph_tr():
    if rng.random() < 0.65:
        n = "5" + rng.choice("0345") + nd(8)
        return C(f"+90 {n[:3]} {n[3:6]} {n[6:8]} {n[8:]}", f"0{n[:3]} {n[3:6]} {n[6:8]} {n[8:]}",
                 f"0 ({n[:3]}) {n[3:6]} {n[6:8]} {n[8:]}", f"0{n}", f"+90{n}", f"+90 ({n[:3]}) {n[3:6]} {n[6:]}")
    ac = rng.choice(["212", "216", "312", "232"])
    n = ac + rng.choice("2345678") + nd(6)
    return C(f"+90 {ac} {n[3:6]} {n[6:8]} {n[8:]}", f"0 ({ac}) {n[3:6]} {n[6:8]} {n[8:]}", f"0{ac} {n[3:6]} {n[6:]}")


def ph_ch():
    if rng.random() < 0.6:
        n = "7" + rng.choice("5689") + nd(7)
    else:
        n = rng.choice(["44", "43", "31", "61", "22", "21"]) + rng.choice("2345678") + nd(6)
    return C(f"+41 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"0{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}",
             f"+41 (0){n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"+41{n}", f"0041 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}")


def ph_ie():
    if rng.random() < 0.65:
        n = "8" + rng.choice("35679") + nd(7)
        return C(f"0{n[:2]} {n[2:5]} {n[5:]}", f"+353 {n[:2]} {n[2:5]} {n[5:]}", f"+353 (0){n[:2]} {n[2:5]} {n[5:]}",
                 f"+353{n}", f"0{n}", f"0{n[:2]}-{n[2:5]}-{n[5:]}")
    n = "1" + rng.choice("2345678") + nd(6)
    return C(f"01 {n[1:4]} {n[4:]}", f"+353 1 {n[1:4]} {n[4:]}", f"(01) {n[1:4]} {n[4:]}")


def ph_za():
    if rng.random() < 0.65:
        n = rng.choice(["60", "61", "71", "72", "73", "74", "76", "79", "82", "83", "84"]) + nd(7)
        return C(f"0{n[:2]} {n[2:5]} {n[5:]}", f"+27 {n[:2]} {n[2:5]} {n[5:]}", f"+27{n}", f"0{n}", f"+27 (0){n[:2]} {n[2:5]} {n[5:]}")
    ac = rng.choice(["11", "21", "31", "12"])
    n = ac + rng.choice("2345678") + nd(6)
    return C(f"0{ac} {n[2:5]} {n[5:]}", f"+27 {ac} {n[2:5]} {n[5:]}", f"(0{ac}) {n[2:5]} {n[5:]}")


def ph_pt():
    if rng.random() < 0.65:
        n = "9" + rng.choice("1236") + nd(7)
        return C(f"{n[:3]} {n[3:6]} {n[6:]}", f"+351 {n[:3]} {n[3:6]} {n[6:]}", f"+351{n}", f"00351 {n[:3]} {n[3:6]} {n[6:]}")
    n = "2" + rng.choice("12") + rng.choice("2345678") + nd(6)
    return C(f"{n[:3]} {n[3:6]} {n[6:]}", f"+351 {n[:2]} {n[2:5]} {n[5:]}")


def ph_at():
    if rng.random() < 0.65:
        pre = rng.choice(["650", "660", "664", "676", "677", "680", "681", "688", "699"])
        rest = nd(7)
        return C(f"0{pre} {rest}", f"+43 {pre} {rest}", f"+43 (0){pre} {rest[:3]} {rest[3:5]} {rest[5:]}",
                 f"0{pre}/{rest}", f"+43{pre}{rest}", f"0043 {pre} {rest}")
    n = "1" + rng.choice("2345678") + nd(6)
    return C(f"01 {n[1:4]} {n[4:]}", f"+43 1 {n[1:4]} {n[4:]}", f"(01) {n[1:]}", f"01/{n[1:]}")


PHONE_GEN = {
    "US": lambda: ph_nanp(US_AREAS), "CA": lambda: ph_nanp(CA_AREAS), "UK": ph_uk, "DE": ph_de, "FR": ph_fr,
    "ES": ph_es, "IT": ph_it, "NL": ph_nl, "PL": ph_pl, "SE": ph_se, "BR": ph_br, "IN": ph_in, "JP": ph_jp,
    "AU": ph_au, "MX": ph_mx, "TR": ph_tr, "CH": ph_ch, "IE": ph_ie, "ZA": ph_za, "PT": ph_pt, "AT": ph_at,
}
LANG_PHONE = {"de": ["DE", "AT", "CH"], "fr": ["FR", "CH"], "es": ["ES", "MX"], "it": ["IT", "CH"], "nl": ["NL"],
              "pl": ["PL"], "pt": ["PT", "BR"], "sv": ["SE"], "tr": ["TR"], "ja": ["JP"]}

# SSN ------------------------------------------------------------------------


def gen_ssn():
    while True:
        a, g, s = f"{rng.randint(1, 899):03d}", f"{rng.randint(1, 99):02d}", f"{rng.randint(1, 9999):04d}"
        if ssn_parts_valid(a, g, s):
            break
    r = rng.random()
    if r < 0.76:
        return f"{a}-{g}-{s}"
    if r < 0.87:
        return f"{a} {g} {s}"
    return a + g + s


# IBAN -----------------------------------------------------------------------

BANKS = {
    "DE": ["37040044", "50010517", "10010010", "20041133", "70150000", "43060967", "12030000", "76050101"],
    "GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"],
    "NL": ["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ", "ASNB"],
    "FR": ["30004", "30003", "20041", "10278", "30002", "11315", "30066"],
    "ES": ["2100", "0049", "0182", "0081", "2085", "0128"],
    "IT": ["03069", "02008", "05034", "03062", "08327"],
    "IE": ["AIBK", "BOFI", "IPBS"], "RO": ["BTRL", "RNCB", "BRDE", "INGB"], "BG": ["BNBG", "UNCR", "STSA"],
    "LV": ["HABA", "UNLA", "PARX"], "MT": ["MALT", "VALL", "APSB"], "QA": ["QNBA", "DOHB"], "KW": ["NBOK", "CBKU"],
    "JO": ["CBJO", "ARAB"], "GE": ["TB", "BG"],
}


def es_dc(digits, weights=(1, 2, 4, 8, 5, 10, 9, 7, 3, 6)):
    s = sum(int(d) * w for d, w in zip(digits, weights))
    d = 11 - s % 11
    return {11: 0, 10: 1}.get(d, d)


def gen_iban(cc):
    spec = re.findall(r"(\d+)([nac])", IBAN_SPECS[cc])
    parts = []
    for n, t in spec:
        n = int(n)
        if t == "n":
            parts.append(nd(n))
        elif t == "a":
            parts.append(rs(UP, n))
        else:
            parts.append(nd(n) if rng.random() < 0.7 else rs(UP + DIG, n))
    if cc in BANKS and cc != "IT":
        parts[0] = rng.choice(BANKS[cc])
    if cc == "TR":
        parts[1] = "0"
    if cc in ("IT", "SM"):
        if cc == "IT":
            parts[1] = rng.choice(BANKS["IT"])
        parts[3] = nd(12)
    if cc in ("FR", "MC"):
        parts[2] = nd(11)
        key = 97 - (89 * int(parts[0]) + 15 * int(parts[1]) + 3 * int(parts[2])) % 97
        parts[3] = f"{key:02d}"
    if cc == "BE":
        first10 = parts[0] + parts[1]
        parts[2] = f"{(int(first10) % 97) or 97:02d}"
    if cc == "ES":
        d1 = es_dc("00" + parts[0] + parts[1], (1, 2, 4, 8, 5, 10, 9, 7, 3, 6))
        d2 = es_dc(parts[4])
        parts[2], parts[3] = str(d1), str(d2)
    if cc == "NL":
        while sum(int(d) * w for d, w in zip(parts[1], range(10, 0, -1))) % 11:
            parts[1] = nd(10)
    bban = "".join(parts)
    check = 98 - int(iban_numeric(bban + cc + "00")) % 97
    iban = f"{cc}{check:02d}{bban}"
    assert len(iban) == IBAN_LEN[cc] and iban_mod_ok(iban), (cc, iban)
    return iban, parts


def fmt_iban(iban, parts):
    g4 = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    r = rng.random()
    if r < 0.40:
        return g4
    if r < 0.66:
        return iban
    if r < 0.76:
        return iban.lower()
    if r < 0.82:
        return g4.lower()
    if r < 0.88:
        return g4.replace(" ", "-")
    if r < 0.95:
        return iban[:4] + " " + " ".join(parts)
    return g4


def gen_bic(cc):
    cc2 = {"GB": "GB"}.get(cc, cc)
    return rs(UP, 4) + cc2 + rs(UP + DIG, 2) + rng.choice(["", "XXX"])


LANG_IBAN = {"de": ["DE", "AT", "CH", "LI", "LU"], "fr": ["FR", "BE", "MC", "LU", "CH"], "es": ["ES"], "it": ["IT", "SM"],
             "nl": ["NL", "BE"], "pl": ["PL"], "pt": ["PT", "BR"], "sv": ["SE"], "tr": ["TR"], "ja": []}

# IP -------------------------------------------------------------------------

V6_PREFIXES = ["2a02:8108", "2a01:4f8", "2600:1700", "2607:f8b0", "2001:4860", "2a00:1450", "2a03:2880", "2c0f:fb50",
               "2400:cb00", "2405:200", "2803:9800", "2a0a:a540", "2001:67c", "2604:a880", "2a05:d018", "2406:da14",
               "2a02:c7c", "2001:569", "2a01:e0a", "2003:e4"]


def gen_ipv4():
    while True:
        if rng.random() < 0.2:
            s = C(f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}",
                  f"192.168.{rng.randint(0, 30)}.{rng.randint(2, 254)}",
                  f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}")
        else:
            s = f"{rng.randint(1, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        a = ipaddress.IPv4Address(s)
        if ip_valid(s) and (a.is_global or a.is_private) and not a.is_reserved and not a.is_link_local \
                and not s.startswith(("100.", "0.", "127.")):
            return s


def gen_ipv6():
    r = rng.random()
    if r < 0.55:
        pre = rng.choice(V6_PREFIXES).split(":")
        rest = [f"{rng.randint(0, 0xffff):x}" for _ in range(8 - len(pre))]
        if rng.random() < 0.6:  # create zero runs so that :: compression appears
            k = rng.randint(len(pre), 5)
            for j in range(k, min(7, k + rng.randint(1, 3))):
                rest[j - len(pre)] = "0"
        a = ipaddress.IPv6Address(":".join(pre + rest))
        s = a.compressed
        if rng.random() < 0.15:
            s = a.exploded
        elif rng.random() < 0.1:
            s = s.upper()
    elif r < 0.8:
        a = ipaddress.IPv6Address(f"fe80::{rng.randint(0, 0xffff):x}:{rng.randint(0, 0xff):x}ff:fe{rng.randint(0, 0xff):02x}:{rng.randint(0, 0xffff):x}")
        s = a.compressed
    else:
        a = ipaddress.IPv6Address(f"fd{rng.randint(0, 0xff):02x}:{rng.randint(0, 0xffff):x}:{rng.randint(0, 0xffff):x}:{rng.randint(0, 0xff):x}::{rng.randint(1, 0xffff):x}")
        s = a.compressed
    assert ip_valid(s)
    return s


# secrets --------------------------------------------------------------------

def gen_password(c):
    words = SETTINGS[c["setting"]]["pw_words"]
    r = rng.random()
    if r < 0.45:
        pw = rng.choice(words) + rng.choice("!#$%&*?") + rng.choice(words + ["Tiger", "Kettle", "Violet", "Harbour"]) + str(rng.randint(10, 9999))
    elif r < 0.75:
        while True:
            pw = rs(ALNUM + "!#$%&*?^~", rng.randint(10, 16))
            if re.search(r"[A-Za-z]", pw) and re.search(r"\d", pw) and re.search(r"[!#$%&*?^~]", pw) and pw[-1].isalnum() and pw[0].isalnum():
                break
    else:
        pw = rng.choice(words).lower() + str(rng.randint(1, 2030)) + rng.choice(["!", "#", "$", "", "?"]) + rng.choice(["x", "Q", "7", "zz"])
    return pw


def pem(label, der, width=64):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def gen_private_key(c):
    k = rng.choice(["rsa", "ec", "openssh", "pkcs8", "openssh", "ec"])
    if k == "rsa":
        return pem("RSA PRIVATE KEY", bytes.fromhex("308204a40201000282010100") + rbytes(1180))
    if k == "pkcs8":
        return pem("PRIVATE KEY", bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8") + rbytes(1192))
    if k == "ec":
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64)
        return pem("EC PRIVATE KEY", der)
    pub = rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    comment = f"{c['first_a']}@{c['orgshort'][:12]}".encode()
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(rbytes(32) + pub) + sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
    return pem("OPENSSH PRIVATE KEY", blob, width=70)


def gen_jwt(c):
    alg = rng.choice(["HS256", "HS256", "RS256", "ES256"])
    iat = rng.randint(1704067200, 1767225600)
    header = {"alg": alg, "typ": "JWT"}
    if rng.random() < 0.3:
        header["kid"] = rs(HEX, 16)
    payload = {"sub": rng.choice([nd(7), "usr_" + rs(ALNUM, 12)]), "iss": f"https://auth.{c['domain']}",
               "iat": iat, "exp": iat + 3600 * rng.choice([1, 8, 24, 168])}
    if rng.random() < 0.5:
        payload["role"] = rng.choice(["staff", "admin", "member", "box_office"])
    sig = b64u(rbytes({"HS256": 32, "RS256": 256, "ES256": 64}[alg]))
    enc = lambda o: b64u(json.dumps(o, separators=(",", ":")).encode())
    return f"{enc(header)}.{enc(payload)}.{sig}"


def gen_db_url(c):
    user = c["orgshort"][:10] + rng.choice(["_app", "_ro", "_admin", "", "_svc"])
    pw = rs(ALNUM, rng.randint(14, 24))
    if rng.random() < 0.2:
        pw = pw[:6] + rng.choice(["%21", "%23", "%40", "%2A"]) + pw[6:]
    db = rng.choice(["orders", "bookings", "members", "tickets", "repairs", "prod"])
    host = rng.choice(["db.internal", f"{c['orgshort'][:12]}-prod.c9x2kqv1.eu-west-2.rds.amazonaws.com",
                       "pg-main.lan", f"mysql01.{c['domain']}", "postgres", "db-primary.svc.cluster.local"])
    scheme = rng.choice(["postgresql", "postgres", "mysql", "mongodb+srv", "redis", "amqps", "postgresql"])
    if scheme.startswith("postgres"):
        return f"{scheme}://{user}:{pw}@{host}:5432/{db}", "sql"
    if scheme == "mysql":
        return f"mysql://{user}:{pw}@{host}:3306/{db}", "sql"
    if scheme == "mongodb+srv":
        return f"mongodb+srv://{user}:{pw}@cluster0.{rs(LOW + DIG, 5)}.mongodb.net/{db}?retryWrites=true&w=majority", "mongo"
    if scheme == "redis":
        return f"redis://default:{pw}@{rng.choice(['cache.internal', 'redis', 'redis-master.lan'])}:6379/0", "redis"
    return f"amqps://{user}:{pw}@{rng.choice(['mq.internal', 'rabbit.lan'])}/{c['orgshort'][:8]}", "amqp"


SECRET_KINDS = {
    # kind: (weight, label, env name, bearer?, generator)
    "aws_key_id": (8, "AWS access key ID", "AWS_ACCESS_KEY_ID", False, lambda c: rng.choice(["AKIA", "AKIA", "ASIA"]) + rs(B32, 16)),
    "aws_secret": (7, "AWS secret access key", "AWS_SECRET_ACCESS_KEY", False, lambda c: rs(B64, 40)),
    "github": (8, "GitHub token", "GITHUB_TOKEN", True, lambda c: rng.choice(["ghp_", "ghp_", "gho_", "ghs_"]) + rs(ALNUM, 36)),
    "github_pat": (5, "GitHub fine-grained token", "GH_PAT", True, lambda c: "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59)),
    "stripe": (8, "Stripe secret key", "STRIPE_SECRET_KEY", True,
               lambda c: rng.choice(["sk_live_", "sk_live_", "rk_live_"]) + (rs(ALNUM, 24) if rng.random() < 0.4 else "51" + rs(ALNUM, 97))),
    "stripe_whsec": (4, "Stripe webhook signing secret", "STRIPE_WEBHOOK_SECRET", False, lambda c: "whsec_" + rs(ALNUM, 32)),
    "slack_bot": (6, "Slack bot token", "SLACK_BOT_TOKEN", True, lambda c: f"xoxb-{nz(rng.randint(10, 12))}-{nz(rng.randint(10, 13))}-{rs(ALNUM, 24)}"),
    "slack_user": (3, "Slack user token", "SLACK_USER_TOKEN", True, lambda c: f"xoxp-{nz(11)}-{nz(11)}-{nz(13)}-{rs(HEX, 32)}"),
    "slack_webhook": (5, "Slack webhook URL", "SLACK_WEBHOOK_URL", False,
                      lambda c: f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, rng.choice([8, 10]))}/{rs(ALNUM, 24)}"),
    "google_api": (7, "Google Maps API key", "GOOGLE_MAPS_API_KEY", False, lambda c: "AIza" + rs(B64U, 35)),
    "google_oauth": (4, "Google OAuth client secret", "GOOGLE_CLIENT_SECRET", False, lambda c: "GOCSPX-" + rs(B64U, 28)),
    "openai": (8, "OpenAI API key", "OPENAI_API_KEY", True,
               lambda c: ("sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)) if rng.random() < 0.4
               else (rng.choice(["sk-proj-", "sk-proj-", "sk-svcacct-"]) + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))),
    "anthropic": (7, "Anthropic API key", "ANTHROPIC_API_KEY", False, lambda c: "sk-ant-api03-" + rs(B64U, 93) + "AA"),
    "twilio": (6, "Twilio auth token", "TWILIO_AUTH_TOKEN", False, lambda c: rs(HEX, 32)),
    "sendgrid": (6, "SendGrid API key", "SENDGRID_API_KEY", True, lambda c: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
    "npm": (6, "npm token", "NPM_TOKEN", False, lambda c: "npm_" + rs(ALNUM, 36)),
    "pypi": (5, "PyPI API token", "PYPI_API_TOKEN", False, lambda c: "pypi-AgEIcHlwaS5vcmc" + b64u(rbytes(rng.randint(90, 130)))),
    "gitlab": (6, "GitLab personal access token", "GITLAB_TOKEN", True, lambda c: "glpat-" + rs(B64U, 20)),
    "hf": (6, "Hugging Face token", "HF_TOKEN", True, lambda c: "hf_" + rs(string.ascii_letters, 34)),
    "jwt": (10, "session token", "AUTH_TOKEN", True, gen_jwt),
    "private_key": (10, "private key", "", False, gen_private_key),
    "db_url": (14, "database URL", "DATABASE_URL", False, None),
    "generic": (14, "secret key", "", False, None),
    "password": (22, "password", "", False, gen_password),
    "mailgun": (3, "Mailgun API key", "MAILGUN_API_KEY", False, lambda c: "key-" + rs(HEX, 32)),
    "shopify": (3, "Shopify admin API token", "SHOPIFY_ACCESS_TOKEN", True, lambda c: "shpat_" + rs(HEX, 32)),
    "telegram": (3, "Telegram bot token", "TELEGRAM_BOT_TOKEN", False, lambda c: f"{rng.randint(100000000, 7999999999)}:AA{rs(B64U, 33)}"),
    "azure": (3, "Azure storage account key", "AZURE_STORAGE_KEY", False, lambda c: base64.b64encode(rbytes(64)).decode()),
    "discord": (3, "Discord webhook URL", "DISCORD_WEBHOOK_URL", False, lambda c: f"https://discord.com/api/webhooks/{nz(18)}/{rs(B64U, 68)}"),
}
assert sum(v[0] for v in SECRET_KINDS.values()) == N_POS
SERVICE = {"github": "api.github.com/user", "github_pat": "api.github.com/repos", "stripe": "api.stripe.com/v1/charges",
           "slack_bot": "slack.com/api/chat.postMessage", "slack_user": "slack.com/api/users.list",
           "openai": "api.openai.com/v1/models", "sendgrid": "api.sendgrid.com/v3/mail/send",
           "gitlab": "gitlab.com/api/v4/projects", "hf": "huggingface.co/api/whoami-v2", "jwt": "",
           "shopify": ""}


def gen_generic_secret(c):
    k = rng.randrange(5)
    env = rng.choice(["SECRET_KEY", "APP_SECRET", "SESSION_SECRET", "API_TOKEN", "WEBHOOK_SIGNING_SECRET",
                      "ENCRYPTION_KEY", "JWT_SECRET", "BOOKING_API_KEY", "PAYMENT_HMAC_KEY"])
    if k == 0:
        v = rs(LOW + DIG + "!#%^&*(-_=+)", 50)
    elif k == 1:
        v = rs(HEX, 64)
    elif k == 2:
        v = base64.b64encode(rbytes(32)).decode()
    elif k == 3:
        v = rs(ALNUM, rng.choice([32, 40, 48]))
    else:
        v = rng.choice(["live_", "prod_", "key_", "tok_"]) + rs(ALNUM, 32)
    return v, env


# ---------------------------------------------------------------------------
# Templates for positives
# ---------------------------------------------------------------------------

EMAIL_EN = [
    "Hi {first2},\n\nCould you resend the {item} invoice to {v}? The old address keeps bouncing.\n\nCheers,\n{first}",
    "Thanks,\n{full}\n{role_title} · {org}\n{street}, {city}\n{v}",
    "From: {full} <{v}>\nSubject: Re: {item} on {date}\n\nYes, {weekday} works for us. See you then.",
    "name,email,joined,status\n{full},{v},{date},active\n{full2},,{date2},lapsed",
    '{{"customer": "{full}", "contact": "{v}", "order_ref": "{ref}", "items": {qty}}}',
    "{isodt} INFO  mailer[{pid}]: queued confirmation for {v} (order {ref})",
    "Name: {full}\nE-mail: {v}\nPreferred day: {weekday}\nHow did you hear about us? Friend",
    "pls cc {v} on the quote for the {item} thx",
    "Ticket #{tnum}\nStatus: open\nRequester: {full}\nReply-to: {v}\nSubject: question about {item}",
    "Booking confirmed for {full} – e-tickets will go to {v} within the hour.",
    "alerts:\n  on_failure:\n    email: {v}\n  retries: 3",
    "| Name | Contact | Since |\n|------|---------|-------|\n| {full} | {v} | {date} |",
    "The Reply-To on the newsletter was set to {v}, so all the answers landed with {first}.",
    '<p>Questions? <a href="mailto:{v}">Write to {first}</a></p>',
    "{first2} said to forward the {item} paperwork to {v} before {weekday}.",
    "BEGIN:VCARD\nVERSION:3.0\nFN:{full}\nORG:{org}\nEMAIL;TYPE=work:{v}\nEND:VCARD",
    "commit {hash7}\nAuthor: {full} <{v}>\nDate:   {date}\n\n    Fix typo on the {item} page",
    "Unsubscribe request received from {v} — removed from the monthly newsletter list.",
    "new volunteer signed up: {full}, {v}, available weekends",
    "[{time}] <{first}> my work email blocks attachments, use {v} instead",
    "To whom it may concern,\n\nPlease update our billing contact to {v} with effect from {date}.\n\nRegards,\n{full}\n{org}",
    "WARN smtp: 550 5.1.1 mailbox unavailable for recipient {v}; will retry in 15 min",
    "Lost property: black umbrella left after the {item}. Owner can email {v} to arrange pickup.",
    "login_attempt user={v} result=failed reason=bad_password count=3",
    "Account owner: {full}\nLogin: {v}\nPlan: {plan}\nRenewal: {date}",
    "Dear {first},\nyour {item} is ready. If anything is wrong just reply to this mail or write to {v}.\n— {org}",
]
EMAIL_FX = {
    "de": ["Hallo {first2},\nbitte schick die Rechnung für die {item} an {v}. Danke!\n{first}",
           "Mit freundlichen Grüßen\n{full}\n{org}\n{street}, {city}\nE-Mail: {v}"],
    "fr": ["Bonjour,\nPourriez-vous envoyer le devis à {v} ? Merci d'avance.\n{full}",
           "Nom : {full}\nCourriel : {v}\nDate souhaitée : {date}"],
    "es": ["Hola {first2}, mi correo nuevo es {v}, el anterior ya no lo uso. ¡Gracias!",
           "Datos de contacto:\n{full}\n{street}, {city}\nCorreo: {v}"],
    "it": ["Buongiorno, per la fattura scrivete pure a {v}.\nCordiali saluti,\n{full}",
           "Iscrizione ricevuta: {full} – {v} – {date}"],
    "nl": ["Hoi! Stuur de bevestiging maar naar {v}, dan zet ik het in de agenda. Groetjes, {first}",
           "Naam: {full}\nE-mailadres: {v}\nVoorkeur: {weekday}"],
    "pl": ["Dzień dobry, proszę o przesłanie faktury na adres {v}.\nPozdrawiam,\n{full}",
           "Zgłoszenie od: {full} ({v})\nTemat: {item}"],
    "pt": ["Olá! Podem mandar a confirmação para {v}? Obrigada, {first}",
           "Cumprimentos,\n{full}\n{org}\n{v}"],
    "sv": ["Hej {first2}! Skicka offerten till {v} så tittar jag på den i kväll. /{first}",
           "Med vänliga hälsningar\n{full}\n{v}"],
    "tr": ["Merhaba, faturayı {v} adresine gönderebilir misiniz? Teşekkürler, {full}",
           "Ad Soyad: {full}\nE-posta: {v}\nTarih: {date}"],
    "ja": ["{full}様\n\nお見積もりは {v} までお送りください。\nよろしくお願いいたします。",
           "お名前: {full}\nメール: {v}\n希望日: {date}"],
}

PHONE_EN = [
    "{full}\n{role_title}, {org}\n{street}, {city}\nT: {v}",
    "Call me on {v} when you're outside, the gate's locked after 6.",
    "name,phone,slot\n{full},{v},{weekday} {time}",
    "Customer: {full}\nJob: {item}\nContact number: {v}\nNotes: prefers mornings",
    "SMS from {v}: running 10 mins late, sorry!",
    "{isodt} sms-gw: outbound message to {v} delivered (booking {ref})",
    "Emergency contact — {full2} ({rel}) {v}",
    "Missed call from {v} at {time} — no voicemail.",
    '{{"name": "{full}", "mobile": "{v}", "consent_sms": true}}',
    "Hi, it's {first} about the {item} enquiry - my number's {v} if it's easier to talk",
    "Ring {first2} on {v} to confirm access for the {item} on {date}.",
    "| Site contact | {full} |\n| Phone | {v} |\n| Access | via side gate |",
    "Please call us back on {v} between 9 and 5. Ref: {ref}",
    "whatsapp me {v}",
    "Kind regards,\n{full}\nMob. {v}",
    "Delivery note: leave with neighbour if out. Tel {v}",
    'contact_phone: "{v}"',
    "Voicemail transcript: 'Hi, this is {first}, could you call me back on {v}, thanks.'",
    "Group booking ({qty} people) under {last}, phone {v}",
    "Out-of-hours on-call: {v} ({first2})",
    "{org}\n{street}\n{city}\nTel. {v} · Mon–Fri 8–16",
    "Reminder sent to {v}: your {item} is booked for {date} at {time}.",
]
PHONE_FX = {
    "de": ["Rückrufbitte: {full}, Tel. {v}, wegen {item}.", "Mobil: {v}\n{full}\n{org}",
           "Ich bin ab {time} erreichbar unter {v}. Grüße, {first}"],
    "fr": ["Rappeler {full} au {v} pour confirmer le rendez-vous du {date}.", "Tél. : {v}\n{full}\n{street}, {city}"],
    "es": ["Llámame al {v} cuando llegues, por favor.", "Contacto: {full} – móvil {v}"],
    "it": ["Per qualsiasi cosa chiamami al {v}. Grazie, {first}", "Referente: {full}, cell. {v}"],
    "nl": ["Bel me even op {v} als je in de buurt bent.", "Telefoon: {v}\nNaam: {full}"],
    "pl": ["Proszę o kontakt pod numerem {v}. {full}", "Tel. kom.: {v}"],
    "pt": ["Liga-me para o {v} quando puderes. Beijinhos, {first}", "Me liga no {v} que eu explico melhor."],
    "sv": ["Ring mig på {v} när du är framme. /{first}", "Kontaktperson: {full}, tel. {v}"],
    "tr": ["Beni {v} numarasından arayabilirsiniz. {full}", "İletişim: {full} – {v}"],
    "ja": ["{full}様のご連絡先: {v}\n折り返しお電話をお願いします。", "電話番号：{v}（{full}）"],
}

SSN_EN = [
    "Form W-9 — Taxpayer Identification Number\nName: {full}\nSocial security number: {v}\nBusiness name: {org} (subcontractor)",
    "New hire checklist for {full}:\n- I-9 verified\n- SSN {v}\n- Direct deposit form pending",
    "hey {first2}, payroll needs my ssn for the form — it's {v}",
    "employee_id,name,ssn,start_date\nE{eid},{full},{v},{date}",
    "Background check request (volunteer, works with school groups)\nApplicant: {full}\nDOB: {dob}\nSSN: {v}",
    "ERROR validation failed for field 'ssn' (value '{v}'): duplicate record for employee {eid}",
    "Note added by {first2}: customer typed their social ({v}) into the comments box on the {item} form. Please redact.",
    "1099-NEC recipient: {full}\nRecipient's TIN: {v}\nNonemployee compensation: {amount_usd}",
    '{{"employee": "{full}", "ssn": "{v}", "state": "{us_state}"}}',
    "SSN: {v}   DOB: {dob}   Name: {full}",
    "Per our call, the last thing we need for the credit check is your SSN. You gave {v} — can you confirm?",
    "OCR p.2: EMPLOYEE'S SOCIAL SECURITY NUMBER {v} FIRST NAME {first_up} LAST NAME {last_up}",
    "Dependent: {full2}, relationship: child, SSN {v}",
    "Re: payroll — I think you have my social wrong. It should be {v}, not the one on my last stub.",
    "Contractor onboarding ({org}): name {full}, SS# {v}, W-9 received {date}",
    "| Employee | SSN | State |\n|---|---|---|\n| {full} | {v} | {us_state} |",
]
SSN_FX = {
    "es": ["Hola, para la nómina te paso mi número de seguro social: {v}", "Número de Seguro Social (SSN): {v}\nNombre: {full}"],
    "pt": ["Meu SSN para o formulário do imposto é {v}.", "Número do Seguro Social americano: {v}"],
    "pl": ["Mój numer SSN do formularza W-9: {v}", "Numer ubezpieczenia (SSN): {v}, nazwisko: {last}"],
    "de": ["Für die US-Lohnabrechnung: meine Social Security Number lautet {v}."],
    "fr": ["Voici mon numéro de sécurité sociale américain (SSN) : {v}"],
    "it": ["Il mio Social Security Number americano è {v}, serve per il modulo W-9."],
    "ja": ["米国社会保障番号（SSN）: {v}\n氏名: {full}"],
    "nl": ["Mijn Amerikaanse SSN is {v}, voor de belastingaangifte."],
    "tr": ["ABD sosyal güvenlik numaram (SSN): {v}"],
    "sv": ["Mitt amerikanska socialförsäkringsnummer (SSN) är {v}."],
}

IBAN_EN = [
    "Please pay invoice {inv} ({amount}) to:\n{org}\nIBAN: {v}\nBIC: {bic}\nReference: {inv}",
    "refund to {v} please, name on account {full}",
    "supplier,iban,bic,terms\n{org},{v},{bic},30 days",
    "Bank details for the {item} deposit — IBAN {v}, account holder {full}.",
    '{{"payee": "{full}", "iban": "{v}", "bic": "{bic}", "amount": "{amount}"}}',
    "SEPA Direct Debit Mandate\nCreditor: {org}\nDebtor: {full}\nDebtor IBAN: {v}\nSigned: {city}, {date}",
    "Hi {first2}, I've changed banks — new IBAN is {v}. Can you update it before the next payroll run?",
    "{isodt} payments: transfer {ref} queued to {v} amount={amount}",
    "Member direct debit form\nName: {full}\nIBAN: {v}\nMandate ref: {ref}",
    "{org} · {street} · {city}\nBank: {v} · BIC {bic}",
    "Account for expenses: {v} ({full})",
    "Supplier update: our account has moved. IBAN {v} (BIC {bic}). Old details are no longer valid.",
    'beneficiary_iban = "{v}"',
    "| Payee | IBAN |\n|---|---|\n| {full} | {v} |",
    "wire the balance to {v} when you can, ta",
    "Payroll change request\nEmployee: {full}\nNew account (IBAN): {v}\nEffective: {date}",
]
IBAN_FX = {
    "de": ["Bankverbindung:\n{org}\nIBAN: {v}\nBIC: {bic}", "Bitte überweise die {amount} auf mein Konto {v}. Danke!"],
    "fr": ["Coordonnées bancaires : IBAN {v} – BIC {bic}", "Merci d'effectuer le virement sur le compte {v} avant le {date}."],
    "es": ["Por favor, haz la transferencia a la cuenta {v} a nombre de {full}.", "Datos bancarios:\nTitular: {full}\nIBAN: {v}"],
    "it": ["Coordinate bancarie: IBAN {v} intestato a {full}.", "Per il bonifico: {v} (causale {inv})"],
    "nl": ["Wil je het bedrag overmaken naar {v} t.n.v. {full}?", "Rekeningnummer: {v}"],
    "pl": ["Proszę o przelew na konto {v}, odbiorca: {full}.", "Dane do przelewu:\n{org}\n{v}"],
    "pt": ["O IBAN para a transferência é {v} (titular: {full}).", "Dados para pagamento: {v}"],
    "sv": ["Betala gärna till IBAN {v}, mottagare {org}.", "Kontouppgifter: {v} ({full})"],
    "tr": ["Ödemeyi {v} IBAN numaralı hesaba yapabilirsiniz. Alıcı: {full}", "IBAN: {v}\nAlıcı: {org}"],
    "ja": ["お振込先 IBAN: {v}（口座名義: {full}）", "海外送金先\n受取人: {org}\nIBAN: {v}\nBIC: {bic}"],
}

IP_EN = [
    '{v} - - [{clf_dt}] "GET /{path} HTTP/1.1" 200 {nbytes} "-" "Mozilla/5.0"',
    "{syslog_dt} {host} sshd[{pid}]: Failed password for invalid user admin from {v} port {port} ssh2",
    "can you whitelist my home IP {v} for the staff portal? working from home {weekday}",
    "{isodt} fail2ban.actions [{pid}]: NOTICE [sshd] Ban {v}",
    "Support ticket #{tnum}: customer says the booking page times out. Their IP (from the form) is {v}.",
    "timestamp,ip,user,action\n{isodt},{v},{user},login",
    '{{"event": "checkout", "client_ip": "{v}", "order": "{ref}"}}',
    "X-Forwarded-For: {v}\nX-Request-Start: t={pid}",
    "allow_from:\n  - {v}   # {first}'s home office",
    "The receipt printer in the {place} is at {v}, port 9100.",
    "PING {v}: 56 data bytes\n--- ping statistics ---\n4 packets transmitted, 4 packets received, 0.0% packet loss",
    "New sign-in to your {org} account: {device} near {city} (IP {v}). Not you? Reset your password.",
    "[{time}] <{first}> the CCTV recorder moved to {v}, update your bookmarks",
    "{fw} -A INPUT -s {v} -j DROP",
    "DHCP lease: till-tablet-{qty} -> {v} (expires {date} {time})",
    "WARN rate-limit exceeded client={v} path=/api/bookings count=120/min",
    "location /admin {{\n    allow {v};\n    deny all;\n}}",
    "Suspicious sign-in attempts from {v} — 47 failures in 5 minutes on the {org} admin panel.",
    "Router admin: {url}  (user admin)",
    "visitor_log: {date} {time} {v} /{path}",
]
IP_FX = {
    "de": ["Kannst du meine IP {v} für das Kassensystem freischalten?", "Anmeldung von neuem Gerät (IP {v}) – warst du das?"],
    "fr": ["Connexion suspecte depuis l'adresse {v} cette nuit à {time}.", "L'imprimante de la billetterie a l'adresse {v}."],
    "es": ["La impresora de tickets está en {v}, puerto 9100.", "Intentos de acceso desde {v} bloqueados."],
    "it": ["Accesso bloccato dall'indirizzo IP {v} dopo 5 tentativi falliti."],
    "nl": ["Kun je mijn IP-adres {v} toevoegen aan de whitelist?"],
    "pl": ["Nieudane logowanie z adresu {v} o {time}."],
    "pt": ["O IP do servidor de reservas mudou para {v}."],
    "sv": ["Inloggning från ny enhet, IP-adress {v}."],
    "tr": ["Yönetici paneline {v} IP adresinden giriş denemesi yapıldı."],
    "ja": ["不審なログインを検知しました（IPアドレス: {v}）。", "レジ端末のIPアドレスは {v} に変更しました。"],
}

CARD_EN = [
    "Card number: {v}\nExpiry: {exp}\nName on card: {full_up}",
    "can you put the deposit on my card? {v} exp {exp}, cvv {cvv}",
    "{isodt} ERROR payment-gateway: declined pan={v} amount={amount} reason=insufficient_funds",
    "Phone order — {full}, {qty} × {item}, paid by card {v} ({exp}).",
    "order_id,cardholder,card_number,expiry\n{ref},{full},{v},{exp}",
    '{{"cardholder": "{full}", "number": "{v}", "exp_month": {expm}, "exp_year": {expy}}}',
    "Hi, I'd like to renew my membership. Card: {v}, expires {exp}. Thanks, {first}",
    "Note from front desk: customer read their card out over the phone — {v} — please charge {amount} and delete this note.",
    "Company card for supplier orders: {v} (held by {first2})",
    "POST /api/checkout body: card={v}&exp={exp}&cvc={cvv}",
    "Billing\n-------\nCard: {v}\nExp: {exp}\nBilling postcode: {postcode}",
    "{full} paid for the {item} with {v}, receipt sent.",
    "Pls use this card for the parts order: {v} exp {exp}",
    "Payment details (fax): CC# {v}  EXP {exp}  AMT {amount}",
    "card_on_file: {v}",
    "| Guest | Card | Exp |\n|---|---|---|\n| {full} | {v} | {exp} |",
]
CARD_FX = {
    "de": ["Kartennummer: {v}, gültig bis {exp}. Bitte {amount} abbuchen.", "Kannst du die Anzahlung über meine Kreditkarte machen? {v}, Ablauf {exp}"],
    "fr": ["Numéro de carte : {v} – expiration {exp}", "Vous pouvez débiter ma carte {v} (exp. {exp}) pour l'acompte."],
    "es": ["Te paso la tarjeta para la reserva: {v}, caduca {exp}.", "Número de tarjeta: {v}\nTitular: {full}"],
    "it": ["Numero carta: {v}, scadenza {exp}, intestata a {full}."],
    "nl": ["Mijn creditcardnummer is {v}, geldig tot {exp}."],
    "pl": ["Numer karty: {v}, ważna do {exp}."],
    "pt": ["O número do cartão é {v}, validade {exp}."],
    "sv": ["Kortnummer {v}, giltigt t.o.m. {exp}."],
    "tr": ["Kart numaram {v}, son kullanma tarihi {exp}."],
    "ja": ["カード番号: {v}\n有効期限: {exp}\n名義: {full_up}"],
}

SECRET_GENERIC_EN = [
    "# .env.production\n{env}={v}\nLOG_LEVEL=info\n",
    'export {env}="{v}"',
    "hey {first2}, the {label} for the {orgshort} site is {v} — can you put it in the vault?",
    'services:\n  booking:\n    environment:\n      {env}: "{v}"\n      TZ: Europe/London',
    'import os\n\n{env} = "{v}"  # TODO move to env\n',
    '{{\n  "{jkey}": "{v}",\n  "timeout_ms": 8000\n}}',
    "[ticket {tnum}] Customer pasted a {label} into the support form: {v}\nAction: revoke and reissue.",
    'diff --git a/config/settings.py b/config/settings.py\n+{env} = "{v}"\n',
    "Found this in the old laptop's notes file:\n{label}: {v}",
    "docker run -d --name booking -e {env}={v} -p 8080:8080 {orgshort}/booking:latest",
    "CI log {time}:02 > Using {env}={v}",
    "1. Log in\n2. Go to Settings → Integrations\n3. Paste {v} into the '{label}' field\n4. Save",
    "{env}: {v}  # added by {first} on {date}",
    '<add key="{env}" value="{v}" />',
    "heroku config:set {env}={v} -a {orgshort}-web",
]
SECRET_BEARER_EN = [
    'curl -s https://{service} \\\n  -H "Authorization: Bearer {v}"',
    "DEBUG http.client: send: b'GET /{path} HTTP/1.1\\r\\nHost: api.{domain}\\r\\nAuthorization: Bearer {v}\\r\\n'",
    "headers = {{'Authorization': 'Bearer {v}', 'Accept': 'application/json'}}",
]
SECRET_SPECIAL_EN = {
    "aws_key_id": ["$ aws configure\nAWS Access Key ID [None]: {v}\nDefault region name [None]: eu-west-2",
                   "[default]\naws_access_key_id = {v}\nregion = eu-west-1"],
    "aws_secret": ["$ aws configure\nAWS Secret Access Key [None]: {v}\nDefault output format [None]: json",
                   "[backup-bot]\naws_secret_access_key = {v}"],
    "npm": ["# ~/.npmrc\n//registry.npmjs.org/:_authToken={v}\nsave-exact=true"],
    "pypi": ["# ~/.pypirc\n[pypi]\n  username = __token__\n  password = {v}"],
    "azure": ["AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName={orgshort}media;AccountKey={v};EndpointSuffix=core.windows.net"],
    "github": ["git remote set-url origin https://{v}@github.com/{orgshort}/website.git"],
    "telegram": ["curl https://api.telegram.org/bot{v}/getUpdates"],
    "slack_webhook": ["{env}={v}",
                      "curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Oven 3 temperature alarm\"}}' {v}",
                      "notifications:\n  slack: {v}\n  enabled: true"],
    "discord": ["{env}={v}", "webhook_url = \"{v}\"  # #bookings channel"],
    "jwt": ["Set-Cookie: session={v}; Path=/; HttpOnly; Secure",
            "password reset link: https://booking.{domain}/reset?token={v}",
            "localStorage.setItem('token', '{v}')"],
    "private_key": ["Here's the deploy key for the booking server, save it as ~/.ssh/id_key:\n\n{v}\n\nthen chmod 600 it.",
                    "$ cat ~/.ssh/id_rsa\n{v}",
                    "ticket {tnum}: customer attached their server key by mistake:\n{v}\nPlease delete the attachment and ask them to rotate.",
                    "# key.pem (do not commit)\n{v}\n",
                    'TLS_KEY="{v}"'],
    "password": ["The Wi-Fi in the {place} is \"{ssid}\" and the password is {v}",
                 "login for the booking system: user {user}, pw {v}",
                 "I've reset the till password to {v} — please change it after your shift.",
                 "Your temporary password is {v}. You'll be asked to choose a new one at first login.",
                 "router admin page: admin / {v}",
                 "{first2}, the alarm app login changed, it's now {v} (same username).",
                 "Shared mailbox login\nUser: {user}\nPassword: {v}",
                 "pw for the supplier portal is {v}, don't lose it again lol",
                 "Note to self: NAS admin password {v}",
                 'wifi_password = "{v}"',
                 "The laptop at the {place}: username {user}, password {v}. Please don't stick it on the screen again.",
                 "Access details for the {item} portal: {user} / {v}"],
}
DB_TEMPLATES = {
    "any": ["DATABASE_URL={v}", '# staging\nDATABASE_URL="{v}"\nDEBUG=false',
            "{isodt} ERROR db: could not connect to {v} (timeout 30s)",
            "hey {first2}, use {v} for the reporting dashboard",
            "conn = connect(\"{v}\")"],
    "sql": ["sqlalchemy.url = {v}", "psql \"{v}\" -c 'select count(*) from {db}'"],
    "mongo": ['const client = new MongoClient("{v}");', "MONGO_URI={v}"],
    "redis": ["REDIS_URL: {v}", "CACHES = {{'default': {{'LOCATION': '{v}'}}}}"],
    "amqp": ["CELERY_BROKER_URL={v}", "broker_url = '{v}'"],
}
SECRET_FX = {
    "de": ["Hier ist der Zugangsschlüssel für die Kasse: {v} – bitte nicht weitergeben.",
           "Kannst du {v} als {env} auf dem Server hinterlegen?"],
    "fr": ["Voici la clé d'API pour le site de réservation : {v}. Ne la partage pas, stp."],
    "es": ["Te paso el token de la API: {v} (no lo subas a GitHub, porfa)"],
    "it": ["Ecco la chiave API per il gestionale: {v}"],
    "nl": ["Hier is de API-sleutel voor de webshop: {v}"],
    "pl": ["Klucz API do systemu rezerwacji: {v} — nie udostępniaj dalej."],
    "pt": ["Segue a chave da API: {v}. Não partilhes com ninguém."],
    "sv": ["Här är API-nyckeln till bokningssystemet: {v}"],
    "tr": ["Rezervasyon sistemi için API anahtarı: {v} — kimseyle paylaşma."],
    "ja": ["予約システムのAPIキーはこちらです: {v}\n社外秘でお願いします。"],
}
PASSWORD_FX = {
    "de": ["Das WLAN-Passwort im Büro ist {v}", "Neues Passwort für die Kasse: {v} – bitte nach der Schicht ändern."],
    "fr": ["Le mot de passe du Wi-Fi est {v}", "Identifiant : {user} / mot de passe : {v}"],
    "es": ["La contraseña del wifi es {v}", "Usuario {user}, contraseña {v}"],
    "it": ["La password del gestionale è {v}"], "nl": ["Het wachtwoord van de wifi is {v}"],
    "pl": ["Hasło do Wi-Fi: {v}"], "pt": ["A senha do wi-fi é {v}"], "sv": ["Lösenordet till wifi:t är {v}"],
    "tr": ["Wi-Fi şifresi: {v}"], "ja": ["Wi-Fiのパスワードは {v} です。"],
}
PRIVKEY_FX = {
    "de": ["Hier der private Schlüssel für den Kassenserver:\n{v}\nBitte sicher aufbewahren."],
    "fr": ["Voici la clé privée du serveur :\n{v}"], "es": ["Te paso la clave privada del servidor:\n{v}"],
    "ja": ["サーバーの秘密鍵です。\n{v}"],
}
DB_FX = {
    "de": ["Die Datenbank-URL für das Kassensystem: {v}"], "fr": ["Chaîne de connexion de la base : {v}"],
    "es": ["La cadena de conexión de la base de datos es {v}"], "it": ["Stringa di connessione al DB: {v}"],
    "pl": ["URL do bazy: {v}"], "nl": ["Database-URL voor de webshop: {v}"],
}


# ---------------------------------------------------------------------------
# Row builders
# ---------------------------------------------------------------------------

ROWS = []
LANG_OF = []          # parallel bookkeeping (not written)
SEEN_TEXTS = set()


def add_row(row, lang):
    ROWS.append(row)
    LANG_OF.append(lang)
    SEEN_TEXTS.add(row["text"])


def choose_lang(avail):
    if avail and rng.random() < FOREIGN_P:
        return rng.choice(sorted(avail))
    return "en"


def try_positive(typ, text, v, lang):
    if text in SEEN_TEXTS or not occurs_once_bounded(text, v) or contamination(typ, text):
        return False
    add_row({"source": SRC, "type": typ, "value": v, "text": text}, lang)
    return True


def build_simple(typ, n, gen_value, en_tpls, fx_tpls):
    made = 0
    while made < n:
        setting = rng.choice(SETTING_KEYS)
        lang = choose_lang(fx_tpls.keys())
        c = make_ctx(setting, lang)
        c["v"] = gen_value(c)
        tpl = rng.choice(en_tpls if lang == "en" else fx_tpls[lang])
        if try_positive(typ, fill(tpl, c), c["v"], lang):
            made += 1


def build_phone(n):
    pick_country = cycler(list(PHONE_GEN))
    made = 0
    while made < n:
        setting = rng.choice(SETTING_KEYS)
        lang = "en"
        if rng.random() < FOREIGN_P:
            lang = rng.choice(LANGS)
        if lang == "en":
            country = pick_country()
        else:
            country = rng.choice(LANG_PHONE[lang]) if rng.random() < 0.85 else rng.choice(list(PHONE_GEN))
        c = make_ctx(setting, lang)
        c["v"] = PHONE_GEN[country]()
        tpl = rng.choice(PHONE_EN if lang == "en" else PHONE_FX[lang])
        if try_positive("phone", fill(tpl, c), c["v"], lang):
            made += 1
            PHONE_COUNTRIES[country] += 1


def build_iban(n):
    pick_cc = cycler(sorted(IBAN_SPECS))
    made = 0
    while made < n:
        setting = rng.choice(SETTING_KEYS)
        lang = choose_lang(IBAN_FX.keys())
        if lang != "en" and LANG_IBAN[lang] and rng.random() < 0.7:
            cc = rng.choice(LANG_IBAN[lang])
        elif lang == "en" and rng.random() < 0.15:
            cc = rng.choice(["GB", "IE", "MT"])
        else:
            cc = pick_cc()
        iban, parts = gen_iban(cc)
        c = make_ctx(setting, lang)
        c["v"] = fmt_iban(iban, parts)
        c["bic"] = gen_bic(cc)
        tpl = rng.choice(IBAN_EN if lang == "en" else IBAN_FX[lang])
        if try_positive("iban", fill(tpl, c), c["v"], lang):
            made += 1
            IBAN_COUNTRIES[cc] += 1


def build_ip(n):
    kinds = ["v6"] * 62 + ["v4"] * (n - 62)
    rng.shuffle(kinds)
    for k in kinds:
        while True:
            setting = rng.choice(SETTING_KEYS)
            lang = choose_lang(IP_FX.keys())
            c = make_ctx(setting, lang)
            v = gen_ipv6() if k == "v6" else gen_ipv4()
            c["v"] = v
            c["fw"] = "ip6tables" if ":" in v else "iptables"
            c["url"] = f"http://[{v}]:8080/" if ":" in v else f"http://{v}/"
            tpl = rng.choice(IP_EN if lang == "en" else IP_FX[lang])
            if try_positive("ip_address", fill(tpl, c), v, lang):
                break


def build_secret(n):
    kinds = [k for k, spec in SECRET_KINDS.items() for _ in range(spec[0])]
    rng.shuffle(kinds)
    for kind in kinds:
        weight, label, env, bearer, gen = SECRET_KINDS[kind]
        while True:
            setting = rng.choice(SETTING_KEYS)
            if kind == "password":
                fx = PASSWORD_FX
            elif kind == "private_key":
                fx = PRIVKEY_FX
            elif kind == "db_url":
                fx = DB_FX
            elif kind in ("slack_webhook", "discord", "jwt"):
                fx = {}
            else:
                fx = SECRET_FX
            lang = choose_lang(fx.keys())
            c = make_ctx(setting, lang)
            c.update(label=label, env=env, service=SERVICE.get(kind) or f"api.{c['domain']}/v1/bookings", db="orders")
            if kind == "db_url":
                v, flavour = gen_db_url(c)
                tpls = DB_TEMPLATES["any"] + DB_TEMPLATES[flavour]
            elif kind == "generic":
                v, env = gen_generic_secret(c)
                c["env"] = env
                c["label"] = env.lower().replace("_", " ")
                tpls = SECRET_GENERIC_EN
            else:
                v = gen(c)
                if kind in ("password", "private_key", "slack_webhook", "discord"):
                    tpls = SECRET_SPECIAL_EN[kind]
                else:
                    tpls = SECRET_GENERIC_EN + SECRET_SPECIAL_EN.get(kind, []) * 3 + (SECRET_BEARER_EN if bearer else [])
            c["jkey"] = c["env"].lower() if c["env"] else "secret"
            if lang != "en":
                tpls = fx[lang]
            c["v"] = v
            if try_positive("secret", fill(rng.choice(tpls), c), v, lang):
                SECRET_KIND_COUNT[kind] += 1
                break


PHONE_COUNTRIES = collections.Counter()
IBAN_COUNTRIES = collections.Counter()
SECRET_KIND_COUNT = collections.Counter()

# ---------------------------------------------------------------------------
# Disguised rows
# ---------------------------------------------------------------------------

AT_DOT_WORDS = {
    "en": [(" [at] ", " [dot] "), (" (at) ", " (dot) "), (" at ", " dot "), (" AT ", " DOT "), ("{at}", "{dot}"),
           ("_at_", "_dot_"), (" <at> ", " <dot> "), (" [AT] ", " [DOT] ")],
    "de": [(" at ", " punkt "), (" [ät] ", " [punkt] "), (" (at) ", " (punkt) "), (" [at] ", " [punkt] ")],
    "fr": [(" arobase ", " point "), (" [arobase] ", " [point] "), (" (at) ", " (point) ")],
    "es": [(" arroba ", " punto "), (" (arroba) ", " (punto) ")],
    "it": [(" chiocciola ", " punto "), (" [chiocciola] ", " [punto] ")],
    "nl": [(" apenstaartje ", " punt "), (" [at] ", " [punt] ")],
    "pl": [(" małpa ", " kropka "), (" [małpa] ", " [kropka] ")],
    "pt": [(" arroba ", " ponto "), (" [arroba] ", " [ponto] ")],
    "sv": [(" snabel-a ", " punkt "), (" [snabel-a] ", " [punkt] ")],
    "tr": [(" et ", " nokta "), (" [et] ", " [nokta] ")],
    "ja": [(" アットマーク ", " ドット "), ("＠", "．"), ("（あっと）", "（どっと）")],
}


def disguise_email(e, lang):
    local, dom = e.split("@")
    r = rng.random()
    if r < 0.5:
        at, dot = rng.choice(AT_DOT_WORDS[lang] if lang != "en" or rng.random() < 0.9 else AT_DOT_WORDS["en"])
        if rng.random() < 0.2:
            local_d = local.replace(".", dot)
        else:
            local_d = local
        return local_d + at + dom.replace(".", dot), "words:" + at.strip()
    kind = PICK_EMAIL_DISGUISE()
    if kind == "html_dec":
        return f"{local}&#64;{dom}", kind
    if kind == "html_hex":
        return f"{local}&#x40;{dom}", kind
    if kind == "url":
        return f"{local}%40{dom}", kind
    if kind == "fullwidth":
        return f"{local}＠{dom}", kind
    if kind == "spaced":
        return f"{local} @ {dom}", kind
    if kind == "spaced_all":
        return f"{local} @ {dom.replace('.', ' . ')}", kind
    if kind == "defang":
        return f"{local}@{dom.replace('.', '[.]')}", kind
    if kind == "bracket_at":
        return f"{local}[@]{dom}", kind
    if kind == "at_word_only":
        return f"{local} at {dom}", kind
    if kind == "paren_at_only":
        return f"{local}(at){dom}", kind
    ch = {"zw": "\u200b", "shy": "\u00ad", "wj": "\u2060"}[kind]
    i = rng.randint(1, len(e) - 1)
    return e[:i] + ch + e[i:], kind


DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen".split(),
}
DIGIT_SETS = {"fullwidth": 0xFF10, "arabic_indic": 0x0660, "devanagari": 0x0966, "persian": 0x06F0}


def map_digits(s, base):
    return "".join(chr(base + int(ch)) if ch.isdigit() else ch for ch in s)


PICK_CARD_DISGUISE = cycler(["dots", "slashes", "odd_groups", "newline", "fullwidth", "arabic_indic", "devanagari", "zwsp",
                              "shy", "words", "each_spaced", "nbsp", "underscore", "spaced_dash", "pipes", "mixed",
                              "persian", "thin", "words"])
PICK_EMAIL_DISGUISE = cycler(["html_dec", "html_hex", "url", "fullwidth", "spaced", "spaced_all", "defang", "bracket_at",
                              "zw", "shy", "at_word_only", "paren_at_only", "wj"])


def disguise_card(dg, lang):
    g = group(dg, CARD_GROUPS[len(dg)])
    kind = PICK_CARD_DISGUISE()
    if kind == "dots":
        return ".".join(g), kind
    if kind == "slashes":
        return "/".join(g), kind
    if kind == "odd_groups":
        out, i = [], 0
        while i < len(dg):
            n = rng.randint(2, 5)
            out.append(dg[i:i + n])
            i += n
        if [len(x) for x in out] == CARD_GROUPS[len(dg)]:
            out = [dg[:3]] + [dg[3:]]
        return rng.choice([" ", "-"]).join(out), kind
    if kind == "newline":
        k = rng.randint(1, len(g) - 1)
        return " ".join(g[:k]) + "\n" + " ".join(g[k:]), kind
    if kind in DIGIT_SETS:
        sep = rng.choice([" ", "", "-"])
        return map_digits(sep.join(g), DIGIT_SETS[kind]), kind
    if kind in ("zwsp", "shy"):
        ch = "\u200b" if kind == "zwsp" else "\u00ad"
        if rng.random() < 0.5:
            return ch.join(g), kind
        i = rng.randint(1, len(dg) - 1)
        return dg[:i] + ch + dg[i:], kind
    if kind == "words":
        wl = DIGIT_WORDS.get(lang, DIGIT_WORDS["en"])
        return ", ".join(" ".join(wl[int(ch)] for ch in grp) for grp in g), "words_" + (lang if lang in DIGIT_WORDS else "en")
    if kind == "each_spaced":
        return " ".join(dg), kind
    if kind == "nbsp":
        return "\u00a0".join(g), kind
    if kind == "thin":
        return "\u2009".join(g), kind
    if kind == "underscore":
        return "_".join(g), kind
    if kind == "spaced_dash":
        return " - ".join(g), kind
    if kind == "pipes":
        return "|".join(g), kind
    seps = [rng.choice([" ", "-", ".", "/", "  "]) for _ in range(len(g) - 1)]
    if len(set(seps)) == 1:
        seps[0] = "." if seps[0] != "." else "/"
    return g[0] + "".join(s + x for s, x in zip(seps, g[1:])), "mixed"


EMAIL_DIS_EN = [
    "You can reach me at {d} (spelled out because of the spam bots).",
    "Contact: {d}",
    "email me - {d} - I check it most evenings",
    "For sale: {item}, barely used. Interested? {d}",
    "<p>Write to us: {d}</p>",
    "Send your CV to {d} before {date}.",
    "my mail is {d} lol",
    "Bookings by e-mail only: {d}",
    "{full}\n{org}\n{d}",
    "Posted in the club forum: anyone selling spare {item}? Drop me a line at {d}",
    "Reply to {d} if you want a place on the {item}.",
]
EMAIL_DIS_FX = {
    "de": ["Schreib mir an {d}", "Kontakt: {d}"], "fr": ["Écrivez-moi à {d}", "Contact : {d}"],
    "es": ["Escríbeme a {d}", "Correo: {d}"], "it": ["Scrivetemi a {d}"], "nl": ["Mail me op {d}"],
    "pl": ["Napisz do mnie: {d}"], "pt": ["Escreve-me para {d}"], "sv": ["Mejla mig på {d}"],
    "tr": ["Bana {d} adresinden ulaşabilirsiniz"], "ja": ["連絡先: {d}", "メールは {d} までどうぞ。"],
}
CARD_DIS_EN = [
    "card no. is {d}, exp {exp}",
    "Here's the card for the deposit:\n{d}\nexpiry {exp}",
    "pay with {d} pls",
    "as requested, the card: {d} (name on card {full_up})",
    "OCR: CARD NUMBER {d} VALID THRU {exp}",
    "Card for the {item}: {d}",
    "Payment card — {d} — exp {exp}, security code to follow by phone",
    "{first}: use my card {d} for the parts order",
]
CARD_DIS_FX = {
    "de": ["Kartennummer: {d}, gültig bis {exp}"], "fr": ["Ma carte : {d}, exp. {exp}"], "es": ["Mi tarjeta: {d}, caduca {exp}"],
    "it": ["Carta: {d}, scadenza {exp}"], "nl": ["Kaartnummer: {d}"], "pl": ["Numer karty: {d}"], "pt": ["Cartão: {d}"],
    "sv": ["Kortnummer: {d}"], "tr": ["Kart numarası: {d}"], "ja": ["カード番号：{d}"],
}


def build_disguised_email(n):
    made = 0
    while made < n:
        setting = rng.choice(SETTING_KEYS)
        lang = choose_lang(EMAIL_DIS_FX.keys())
        c = make_ctx(setting, lang)
        e = gen_email(c)
        if "+" in e.split("@")[0] and rng.random() < 0.5:
            continue
        d, kind = disguise_email(e, lang)
        c["d"] = d
        text = fill(rng.choice(EMAIL_DIS_EN if lang == "en" else EMAIL_DIS_FX[lang]), c)
        if text in SEEN_TEXTS or e.lower() in text.lower() or text.count(d) != 1 or EMAIL_RE.search(text):
            continue
        add_row({"source": SRC, "type": "email", "value": e, "text": text, "disguise": d}, lang)
        DISGUISE_KINDS["email:" + kind] += 1
        made += 1


def build_disguised_card(n):
    made = 0
    while made < n:
        setting = rng.choice(SETTING_KEYS)
        lang = choose_lang(CARD_DIS_FX.keys())
        c = make_ctx(setting, lang)
        dg = gen_card_digits()
        d, kind = disguise_card(dg, lang)
        c["d"] = d
        text = fill(rng.choice(CARD_DIS_EN if lang == "en" else CARD_DIS_FX[lang]), c)
        if text in SEEN_TEXTS or dg in text or text.count(d) != 1 or d in plain_card_formats(dg):
            continue
        add_row({"source": SRC, "type": "credit_card", "value": dg, "text": text, "disguise": d}, lang)
        DISGUISE_KINDS["card:" + kind] += 1
        made += 1


DISGUISE_KINDS = collections.Counter()

# ---------------------------------------------------------------------------
# Negatives
# ---------------------------------------------------------------------------


def isbn13():
    body = rng.choice(["978", "979"]) + nd(9)
    chk = (10 - sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body)) % 10) % 10
    s = body + str(chk)
    return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}" if rng.random() < 0.7 else s


def ean13():
    body = rng.choice(["50", "40", "87", "30", "84", "80", "73", "49"]) + nd(10)
    chk = (10 - sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body)) % 10) % 10
    return body + str(chk)


def luhn_fail_number():
    dg = gen_card_digits()
    while len(dg) not in (15, 16):
        dg = gen_card_digits()
    bad = dg[:-1] + str((int(dg[-1]) + rng.randint(1, 9)) % 10)
    assert not luhn_ok(bad)
    return fmt_card(bad) if rng.random() < 0.8 else " ".join(group(bad, [4] * 4)) if len(bad) == 16 else bad


def uuid4():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def tracking():
    return C("1Z" + rs(UP + DIG, 6) + nd(10), rs(UP, 2) + nd(9) + "GB", "JJD" + nd(18), "3S" + rs(UP, 4) + nd(7),
             " ".join(["9400", nd(4), nd(4), nd(4), nd(4), nd(2)]), "00" + nd(16), rs(UP, 2) + nd(9) + rng.choice(["DE", "NL", "FR", "PL"]))


def version():
    return C(f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}",
             f"{rng.randint(1, 20)}.{rng.randint(0, 9)}", f"{rng.randint(2, 6)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}-rc{rng.randint(1, 4)}",
             f"{rng.randint(2019, 2025)}.{rng.randint(1, 12)}.{rng.randint(0, 5)}")


def neg_ctx(setting, lang):
    c = make_ctx(setting, lang)
    S = SETTINGS[setting]
    last4 = nd(4)
    c.update(
        ordno=C(f"BK-{nd(5)}", f"#{rng.randint(100000, 999999)}", f"PO-{rng.randint(2024, 2025)}-{nd(4)}", f"ORD{nd(7)}", f"{rng.choice('ABCDEFGH')}{rng.randint(10, 99)}-{nd(5)}"),
        po=f"45000{nd(5)}", trk=tracking(), inv2=f"INV-{rng.randint(2023, 2025)}-{nd(4)}",
        ver=version(), ver2=version(), build=str(rng.randint(1000, 99999)), ios=f"{rng.randint(15, 18)}.{rng.randint(0, 7)}.{rng.randint(1, 3)}",
        fw=f"{rng.randint(1, 12)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}b{rng.randint(1, 20)}",
        winbuild=f"10.0.{rng.choice([19045, 22621, 22631, 26100, 17763])}.{rng.randint(1000, 5000)}",
        dur=f"{rng.randint(1, 900)}.{nd(2)}", price=fmt_amount(lang, 1, 40), price2=fmt_amount(lang, 20, 300), price3=fmt_amount(lang, 100, 500),
        bigcount=f"{rng.randint(100, 999)},{nd(3)}", stars=f"{rng.randint(1, 9)} {nd(3)} {nd(3)}",
        galaxies=f"{rng.randint(10, 99)}.{nd(3)}.{nd(3)}", visitors=f"{rng.randint(10, 49)} {nd(3)}", visitors2=f"{rng.randint(50, 99)},{nd(3)}",
        species=C("Quercus robur", "Fagus sylvatica", "Fraxinus excelsior", "Acer pseudoplatanus", "Tilia × europaea", "Betula pendula"),
        dbh=str(rng.randint(20, 140)), height=f"{rng.randint(6, 32)}.{rng.randint(0, 9)}", spread=str(rng.randint(4, 20)),
        cond=C("ash dieback class 3", "minor deadwood", "good vitality", "cavity at 2 m", "included bark at union"),
        bowlen=str(rng.choice([23, 25, 27])), drawwt=str(rng.randint(18, 48)), brace=f"{rng.randint(7, 9)}.{rng.randint(0, 9)}",
        temp=str(rng.randint(180, 260)), proof=str(rng.randint(35, 120)), hum=str(rng.randint(70, 90)),
        screen=f"{rng.randint(5, 6)}.{rng.randint(1, 9)}", res=C("2556 × 1179", "2340 × 1080", "2796 × 1290", "3120 × 1440"), mah=str(rng.randint(3000, 5500)),
        isbn=isbn13(), isbn2=isbn13(), serial=rs(UP + DIG, 12), serial2=f"{nd(3)}-{nd(6)}", model=C("A2643", "SM-S918B", "A2487", "GA04317", "M2101K6G", "A3090"),
        luhnfail=luhn_fail_number(), hash40=rs(HEX, 40), hash64=rs(HEX, 64), hash32=rs(HEX, 32), hash7b=rs(HEX, 7),
        deploytag=f"v{version()}", uuid=uuid4(), uuid2=uuid4(), ms=str(rng.randint(3, 30000)), last4=last4, last2=nd(2),
        lat=f"{rng.uniform(35, 60):.4f}", lon=f"{rng.uniform(-9, 25):.4f}", alt=str(rng.randint(5, 900)),
        bench=str(rng.randint(1, 8)), bay=str(rng.randint(1, 30)), lane=str(rng.randint(1, 16)), target=f"{rng.randint(1, 24)}{rng.choice('ABCD')}",
        dist=str(rng.choice([18, 25, 30, 50, 70, 90])), room=f"{rng.randint(0, 3)}.{rng.randint(1, 20):02d}", row=rng.choice("ABCDEFGHJK"),
        seat=str(rng.randint(1, 12)), seat2=str(rng.randint(13, 24)),
        sku=f"{rs(UP, 3)}-{rs(UP, 3)}-{rng.randint(100, 999)}", sku2=f"{rs(UP, 3)}-{nd(4)}", ean=ean13(), part=f"{nd(3)}-{nd(5)}-{rng.choice('ABC')}",
        n=str(rng.randint(1, 40)), messier=str(rng.randint(1, 110)), ra=f"{rng.randint(0, 23):02d}h {rng.randint(0, 59):02d}m {rng.randint(0, 59)}.{rng.randint(0, 9)}s",
        dec=f"{rng.choice('+−')}{rng.randint(0, 89)}° {rng.randint(0, 59):02d}′ {rng.randint(0, 59):02d}″", pc_km=f"{rng.randint(39, 41)} {nd(3)} {nd(3)} {nd(3)} {nd(3)}",
        compno=f"{rng.choice(['0', 'SC', 'NI'])}{nd(7 if True else 6)}", vat=f"{nd(3)} {nd(4)} {nd(2)}",
        score1=str(rng.randint(480, 590)), score2=str(rng.randint(400, 580)), x1=str(rng.randint(2, 30)),
        item2=rng.choice(ITEMS[setting][lang]), qty2=str(rng.randint(1, 90)), hex6=rs(HEX, 6), hex6b=rs(HEX, 6),
        b64short=rs(B64, 40), flight=f"{rs(UP, 2)} {rng.randint(100, 9999)}", gate=f"{rng.choice('ABCDE')}{rng.randint(1, 60)}",
        cert=f"CoC-{rng.randint(2023, 2025)}-{nd(5)}", pct=str(rng.randint(2, 95)), tpo=f"TPO/{rng.randint(1998, 2025)}/{nd(4)}",
        grid=f"{rs(UP, 2)} {nd(4)} {nd(4)}", lot=f"LOT {rng.randint(24, 25)}-{nd(3)}-{rng.choice('ABC')}", err=f"0x{rs('0123456789ABCDEF', 8)}",
        place=rng.choice(S["places"]), imei_mask=f"35{'•' * 11}{nd(2)}",
        dnum=f"{rng.randint(1, 9)} {nd(3)} {nd(3)}", kg=f"{rng.randint(1, 9)} {nd(3)}", mm=f"{rng.randint(1, 9)}.{nd(3)}.{nd(3)}",
    )
    c["hash7"] = c["hash7b"]
    return c


NEG_EN = [
    # orders / tracking / invoices
    "Order {ordno} ({qty} items) is packed and waiting at the {place}.",
    "Re: order {ordno} — can we move delivery to {weekday}? The van is booked on {date}.",
    "PO {po} approved. Qty {qty}, unit price {price}, total {amount}.",
    "Your parcel is on its way! Tracking number: {trk}. Estimated delivery {date}.",
    "Courier collected 3 boxes, consignment {trk}, signed for at {time}.",
    "Invoice {inv} — due {date}, amount {amount}. Thanks for your business!",
    "Credit note {inv} issued against invoice {inv2} for {amount}.",
    "order_no,qty,status\n{ordno},{qty},shipped\n{ref},{qty2},backordered",
    # versions
    "Updated the booking app to v{ver} (build {build}); please restart the tablets.",
    "Customer's phone is on iOS {ios}; the diagnostics tool needs {ver} or later.",
    "requirements.txt\nDjango=={ver}\nrequests==2.31.0\npillow==10.2.0",
    '"dependencies": {{\n  "react": "^18.2.0",\n  "dayjs": "^{ver}"\n}}',
    "Projector firmware {fw} installed; calibration tool still on {ver}.",
    "The ticket kiosk runs Windows build {winbuild}, which is out of support.",
    "CHANGELOG\n## [{ver}] - {date}\n### Fixed\n- rounding on the wholesale price list",
    # dates / times
    "Rota: {weekday} {date} {time}–{time2}, {first} on the {place}.",
    "{isodt} INFO scheduler: job nightly-stock-sync finished in {dur}s",
    "Next show starts at {time}; doors open 15 min before. Last entry {time2}.",
    "Opening hours: Mon–Fri 07:00–16:30, Sat 08:00–13:00, closed {date} for stocktake.",
    # prices / counts
    "Price list (ex VAT): {item} {price} per unit, {price2} per case of 12. Free delivery over {price3}.",
    "Quote: {qty} hours labour at {price}/h + disposal {price2} = {amount}.",
    "We baked {bigcount} loaves last year — a new record!",
    "The dome projector renders {stars} stars and roughly {galaxies} galaxies.",
    "Visitors this season: {visitors}. Target for next year: {visitors2}.",
    "Flour used this quarter: {kg} kg; water {dnum} l.",
    # measurements
    "Tree report: {species}, DBH {dbh} cm, height {height} m, crown spread {spread} m, {cond}.",
    "Bow spec: {bowlen}\" riser, {drawwt} lb @ 28\", brace height {brace}\".",
    "Oven 3 at {temp} °C, proof {proof} min, humidity {hum} %.",
    "Screen {screen}\" OLED, {res} px, battery {mah} mAh.",
    # ISBN / serials / product codes
    "The puppet-making book we use is ISBN {isbn}. The library has two copies.",
    "Reading list: 'Stars for Beginners', ISBN {isbn}; 'The Planisphere Handbook', ISBN {isbn2}.",
    "Device serial {serial}, model {model}, came in with cracked back glass.",
    "Chainsaw S/N {serial2} is due for service on {date}.",
    "SKU {sku} out of stock; EAN {ean}.",
    "Replacement part {part} for model {model} ordered from the supplier.",
    "Batch {lot} — best before {date}.",
    "sku,description,qty,price\n{sku},{item},{qty},{price}\n{sku2},{item2},{qty2},{price2}",
    # luhn-failing numbers
    "Gift voucher code {luhnfail} — valid until {date}.",
    "Membership number {luhnfail} (printed on the back of your card).",
    "Does batch code {luhnfail} on the sacks match the recall notice? Please check.",
    "ticket barcode: {luhnfail}",
    "Loyalty account {luhnfail}: {qty} stamps collected.",
    # hashes / ids
    "commit {hash40}\n\n    Fix rounding on wholesale price list",
    "sha256sum firmware.bin\n{hash64}  firmware.bin",
    "Merged {hash7} into main; deploy tag {deploytag}.",
    'ETag: "{hash32}"',
    "request_id={uuid} status=200 duration_ms={ms}",
    "Booking reference {uuid} has been cancelled.",
    "image: registry.local/{orgshort}/booking@sha256:{hash64}",
    # masked
    "Paid with Visa •••• {last4} on {date}.",
    "Card ending in {last4} was declined — please ask the customer for another payment method.",
    "**** **** **** {last4}   EXP **/**",
    "SSN on file: ***-**-{last4}",
    "Refund goes to the account ending …{last4}.",
    "Contact number on file: ••• ••• {last4}",
    # placeholders
    "OPENAI_API_KEY=sk-...your-key-here",
    "# copy .env.example to .env and fill in\nSTRIPE_SECRET_KEY=<your-secret-key>\nSENDGRID_API_KEY=\nDATABASE_URL=postgres://<user>:<password>@<host>:5432/<db>",
    'api_key = os.environ["GOOGLE_MAPS_API_KEY"]',
    "Authorization: Bearer <token>",
    "password: ********",
    "token: ${{{{ secrets.GITHUB_TOKEN }}}}",
    "aws_access_key_id = YOUR_ACCESS_KEY_ID\naws_secret_access_key = YOUR_SECRET_ACCESS_KEY",
    "SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_SIGNING_SECRET=changeme-in-prod",
    "The Wi-Fi password is on the card behind the counter — please don't post it in the chat.",
    "-----BEGIN OPENSSH PRIVATE KEY-----\n(paste your key here)\n-----END OPENSSH PRIVATE KEY-----",
    "HF_TOKEN=hf_XXXX  # replace with your own token",
    "DB_PASSWORD=${{DB_PASSWORD:?must be set}}",
    # coordinates / rooms
    "Meet at {lat}, {lon} — the lay-by next to the old oak.",
    "Observing site: {lat}° N, {lon}° E, altitude {alt} m.",
    "Bench {bench} is free; bring the screens to bay {bay}.",
    "Archery: lane {lane}, target {target}, distance {dist} m.",
    "Workshop in room {room}, puppets stored in cage {bay}.",
    "Row {row} seats {seat}–{seat2} reserved for the school group.",
    "Grid ref {grid}, TPO ref {tpo} — consent needed before any work.",
    # logs / misc
    "{isodt} WARN http: GET /api/v2/bookings?page={n} 502 upstream timeout after {ms} ms",
    "HTTP/1.1 304 Not Modified\nCache-Control: max-age=3600\nETag: W/\"{hash7}\"",
    "Tonight: Jupiter rises {time}; M{messier} best after {time2}. RA {ra}, Dec {dec}.",
    "Distance to Proxima Centauri: 4.24 ly ≈ {pc_km} km.",
    "Club shoot results: {first} {score1}/600 ({x1} X), {first2} {score2}/600.",
    "Brand colours: #{hex6} (primary), #{hex6b} (accent).",
    '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{b64short}" alt="logo">',
    "Supplier visit: flight {flight} lands {time}, gate {gate}.",
    "Certificate of conformity {cert}, {pct} % recycled packaging.",
    "Windows update failed with error {err}; retry scheduled for {time}.",
    "Queue position {n} of 52; estimated wait 35 min.",
    "Lap times: 1:02.44, 1:01.98, 1:03.10 — personal best!",
    "Registered in England & Wales no. {compno}. VAT reg. GB {vat}.",
    "IMEI shown on the box: {imei_mask} (masked by the shop system).",
]

NEG_FX = {
    "de": ["Bestellung {ordno}: {qty} {item}, Lieferung am {date} zwischen {time} und {time2}. Betrag {amount}.",
           "Sendungsverfolgung: {trk} – voraussichtliche Zustellung {date}.",
           "Bezahlt mit Karte •••• {last4} am {date}.",
           "Kassensoftware auf Version {ver} aktualisiert, Neustart um {time}.",
           "Rechnung Nr. {inv} vom {date}, zahlbar innerhalb von 14 Tagen: {amount}.",
           "Gutscheincode {luhnfail} – gültig bis {date}."],
    "fr": ["Commande {ordno} expédiée le {date}. Numéro de suivi : {trk}.",
           "Mise à jour du logiciel de caisse en version {ver}, redémarrage prévu à {time}.",
           "Facture n° {inv} du {date} – montant : {amount}.",
           "Payé par carte se terminant par {last4}.",
           "Séance de {time} complète ; prochaine séance à {time2}, rang {row}, places {seat} à {seat2}."],
    "es": ["Pedido {ordno}: {qty} {item}. Total {amount} (IVA incl.).",
           "Tu paquete con número de seguimiento {trk} llegará el {date}.",
           "Versión de la app: {ver} (compilación {build}).",
           "Tarjeta terminada en {last4} rechazada, pide otro método de pago.",
           "Referencia de reserva {uuid}."],
    "it": ["Fattura n. {inv} del {date}, importo {amount}. Pagamento a 30 giorni.",
           "Ordine {ordno} spedito, tracking {trk}.",
           "Aggiornato il firmware alla {fw}.",
           "Lotto {lot}, da consumarsi entro il {date}."],
    "nl": ["Je pakket met trackingcode {trk} wordt {date} bezorgd.",
           "Bestelling {ordno}: {qty} {item}, totaal {amount}.",
           "Betaald met pas eindigend op {last4}.",
           "Baan {lane}, blazoen {target}, afstand {dist} m."],
    "pl": ["Zamówienie {ordno} zostało wysłane. Numer przesyłki: {trk}.",
           "Faktura nr {inv} z dnia {date}, kwota {amount}.",
           "Wersja aplikacji {ver}, build {build}.",
           "Sala {room}, rząd {row}, miejsca {seat}–{seat2}."],
    "pt": ["A encomenda {ordno} chega dia {date} entre as {time} e as {time2}.",
           "Fatura {inv}, valor {amount}, vencimento {date}.",
           "Cartão terminado em {last4}.",
           "Código do produto {sku}, EAN {ean}."],
    "sv": ["Order {ordno} är packad – {qty} {item}, leverans {date}.",
           "Spårningsnummer: {trk}.",
           "Faktura {inv}, förfallodag {date}, belopp {amount}.",
           "Appen uppdaterad till version {ver}."],
    "tr": ["Sipariş {ordno} kargoya verildi, takip no: {trk}.",
           "Fatura no {inv}, tutar {amount}, son ödeme {date}.",
           "Uygulama sürümü {ver} yüklendi.",
           "Kart son dört hanesi {last4}."],
    "ja": ["ご注文番号 {ordno} の商品は {date} に発送しました。",
           "お問い合わせ番号: {trk}",
           "請求書番号 {inv}、金額 {amount}、支払期日 {date}。",
           "アプリをバージョン {ver} に更新しました。",
           "座席: {row}列 {seat}番〜{seat2}番"],
}


def negative_ok(text):
    if find_valid_cards(text) or find_valid_ibans(text) or EMAIL_RE.search(text) or find_valid_ssns(text):
        return False
    if find_valid_ipv4(text):
        return False
    return not any(p.search(text) for p in STRONG_SECRET_RES)


def build_negatives(n):
    made = 0
    pick_en = cycler(list(range(len(NEG_EN))))
    while made < n:
        setting = rng.choice(SETTING_KEYS)
        lang = choose_lang(NEG_FX.keys())
        c = neg_ctx(setting, lang)
        tpl = NEG_EN[pick_en()] if lang == "en" else rng.choice(NEG_FX[lang])
        text = fill(tpl, c)
        if text in SEEN_TEXTS or not negative_ok(text):
            continue
        add_row({"source": SRC, "type": "negative", "value": "", "text": text}, lang)
        made += 1


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

VALIDATORS = {"email": email_valid, "credit_card": card_valid, "phone": phone_valid, "us_ssn": ssn_valid,
              "iban": iban_valid, "ip_address": ip_valid, "secret": secret_valid}


def main():
    build_simple("email", N_POS, gen_email, EMAIL_EN, EMAIL_FX)
    build_simple("credit_card", N_POS, lambda c: fmt_card(gen_card_digits()), CARD_EN, CARD_FX)
    build_phone(N_POS)
    build_simple("us_ssn", N_POS, lambda c: gen_ssn(), SSN_EN, SSN_FX)
    build_iban(N_POS)
    build_ip(N_POS)
    build_secret(N_POS)
    build_disguised_email(N_DIS)
    build_disguised_card(N_DIS)
    build_negatives(N_NEG)

    # ---- assertions -------------------------------------------------------
    counts = collections.Counter()
    for r in ROWS:
        assert r["source"] == SRC
        t, v, text = r["type"], r["value"], r["text"]
        if "disguise" in r:
            counts[t + "/disguised"] += 1
            d = r["disguise"]
            assert v not in text, r
            assert text.count(d) == 1, r
            if t == "email":
                assert email_valid(v) and v.lower() not in text.lower() and not EMAIL_RE.search(text), r
            else:
                assert t == "credit_card" and card_digits_valid(v) and v not in text and d not in plain_card_formats(v), r
        elif t == "negative":
            counts["negative"] += 1
            assert v == "" and set(r) == {"source", "type", "value", "text"}
            assert not find_valid_cards(text), (text, find_valid_cards(text))
            assert not find_valid_ibans(text), text
            assert not EMAIL_RE.search(text), text
            assert not find_valid_ssns(text), text
        else:
            counts[t] += 1
            assert set(r) == {"source", "type", "value", "text"}
            assert t in VALIDATORS and VALIDATORS[t](v), r
            assert text.count(v) == 1, r
    for t in TYPES:
        assert counts[t] == N_POS, (t, counts[t])
    assert counts["email/disguised"] == N_DIS and counts["credit_card/disguised"] == N_DIS
    assert counts["negative"] == N_NEG
    assert len(PHONE_COUNTRIES) >= 15 and len(IBAN_COUNTRIES) >= 25
    v6 = sum(1 for r in ROWS if r["type"] == "ip_address" and ":" in r["value"])
    assert v6 >= 20
    assert len({l for l in LANG_OF if l != "en"}) >= 8
    assert len({r["text"] for r in ROWS}) == len(ROWS)

    # ---- shuffle & write --------------------------------------------------
    idx = list(range(len(ROWS)))
    rng.shuffle(idx)
    with open(OUT, "w", encoding="utf-8") as fh:
        for i in idx:
            fh.write(json.dumps(ROWS[i], ensure_ascii=False) + "\n")

    langs = collections.Counter(LANG_OF)
    foreign = sum(n for l, n in langs.items() if l != "en")
    p = lambda *a: print(*a, file=sys.stderr)
    p(f"wrote {len(ROWS)} rows to {OUT}")
    for k in TYPES + ["email/disguised", "credit_card/disguised", "negative"]:
        p(f"  {k:24s} {counts[k]}")
    p(f"languages: {dict(sorted(langs.items()))}  (non-English {foreign / len(ROWS):.1%})")
    p(f"phone countries ({len(PHONE_COUNTRIES)}): {dict(sorted(PHONE_COUNTRIES.items()))}")
    p(f"IBAN countries ({len(IBAN_COUNTRIES)}): {dict(sorted(IBAN_COUNTRIES.items()))}")
    p(f"IPv6 rows: {v6}")
    p(f"secret kinds: {dict(sorted(SECRET_KIND_COUNT.items()))}")
    p(f"disguise kinds: {dict(sorted(DISGUISE_KINDS.items()))}")


if __name__ == "__main__":
    main()
