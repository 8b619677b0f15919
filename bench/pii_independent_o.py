#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
pii_independent_o.py - independent red-team evaluation corpus ("set o") for a
PII / secret detector-redactor.

Deterministic: a single random.Random(SEED), standard library only, no network.
Writes corpora/pii-independent/indep-o.jsonl beside this script (one JSON object per line, ensure_ascii=False)
and prints per-type counts to stderr.

Row schema
    {"source": "pii-indep-o", "type": T, "value": V, "text": TEXT}
    T in {email, credit_card, phone, us_ssn, iban, ip_address, secret, negative}
    plain rows      : V occurs exactly once, verbatim, in TEXT
    disguised rows  : extra key "disguise" = exact substring of TEXT (occurs once);
                      V is canonical (digits only for cards, plain address for e-mails)
    negative rows   : V == "" and TEXT holds look-alikes that must not be flagged
"""
import base64
import binascii
import html
import ipaddress
import json
import os
import random
import re
import string
import sys
import unicodedata
import urllib.parse
from collections import Counter

SEED = 4_242_017
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-o.jsonl")
SOURCE = "pii-indep-o"

COUNTS = {
    "email": 275, "credit_card": 275, "phone": 200, "us_ssn": 200,
    "iban": 200, "ip_address": 200, "secret": 200, "negative": 800,
}
N_DISGUISED = {"email": 75, "credit_card": 75}

# ----------------------------------------------------------------------------
# small helpers
# ----------------------------------------------------------------------------
DIG = string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = string.ascii_letters + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B62 = DIG + UP + LOW


def pick(seq):
    return seq[R.randrange(len(seq))]


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rn(n):
    return rs(DIG, n)


def rnz(n):
    return str(R.randint(1, 9)) + rn(n - 1)


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.uniform(0, tot)
    for item, w in pairs:
        x -= w
        if x <= 0:
            return item
    return pairs[-1][0]


_TOK = re.compile(r"\{([a-z][a-z_0-9]*)\}")


def fill(tpl, **kw):
    """Replace {key} for known keys only (single pass, inserted text not rescanned)."""
    def rep(m):
        k = m.group(1)
        return str(kw[k]) if k in kw else m.group(0)
    return _TOK.sub(rep, tpl)


def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c):
            return c
    raise AssertionError


def group_num(n, sep):
    s = str(n)
    parts = []
    while s:
        parts.insert(0, s[-3:])
        s = s[:-3]
    return sep.join(parts)


def split_by(d, pattern):
    out, i = [], 0
    for p in pattern:
        out.append(d[i:i + p])
        i += p
    if i < len(d):
        out.append(d[i:])
    return [g for g in out if g]


# ----------------------------------------------------------------------------
# languages, names, settings
# ----------------------------------------------------------------------------
OTHER_LANGS = ["fr", "de", "es", "it", "pt", "nl", "pl", "sv", "tr", "ja"]
SETTINGS = ["farm", "bike", "transl", "rail", "yoga", "league"]


def pick_lang(p_other=0.2):
    return pick(OTHER_LANGS) if R.random() < p_other else "en"


def _fold(s):
    for a, b in (("ł", "l"), ("Ł", "L"), ("ß", "ss"), ("ø", "o"), ("æ", "ae"),
                 ("ı", "i"), ("İ", "I")):
        s = s.replace(a, b)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^A-Za-z]", "", s)


RAW_NAMES = {
    "en": (["Olivia", "Liam", "Maya", "Noah", "Harper", "Ethan", "Grace", "Owen", "Chloe",
            "Isaac", "Priya", "Marcus", "Aisha", "Daniel", "Hannah", "Tom", "Rosa", "Kenji",
            "Siobhan", "Callum", "Beatrice", "Jamal", "Ingrid", "Wei", "Fatima", "Gareth",
            "Nadia", "Desmond", "Lucy", "Rafael"],
           ["Thompson", "Okafor", "Ramirez", "Nguyen", "Fitzgerald", "Patel", "Hughes",
            "Kowalczyk", "Bennett", "Delgado", "Murphy", "Sato", "Whitfield", "Abernathy",
            "Lindqvist", "Osei", "Harrington", "MacLeod", "Castillo", "Brennan", "Adeyemi",
            "Pryce", "Novak", "Ferreira", "Holloway"]),
    "fr": (["Camille", "Lucas", "Élodie", "Mathis", "Inès", "Hugo", "Léa", "Théo", "Chloé",
            "Antoine", "Manon", "Baptiste", "Gaëlle", "Rémi"],
           ["Dubois", "Lefèvre", "Moreau", "Girard", "Fontaine", "Rousseau", "Chevalier",
            "Lambert", "Bonnet", "Mercier", "Garnier", "Perrin"]),
    "de": (["Jonas", "Lena", "Felix", "Miriam", "Lukas", "Sophie", "Matthias", "Anja",
            "Tobias", "Jana", "Jürgen", "Katrin", "Björn", "Ute"],
           ["Müller", "Schröder", "Becker", "Hoffmann", "Weiß", "Krüger", "Schulz", "Braun",
            "Zimmermann", "Vogel", "Kühn", "Hartmann", "Özdemir", "Lange"]),
    "es": (["Lucía", "Javier", "Carmen", "Diego", "Sofía", "Pablo", "Marta", "Alejandro",
            "Elena", "Andrés", "Nuria", "Íñigo"],
           ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro",
            "Torres", "Domínguez", "Gil", "Ibáñez", "Ortega"]),
    "it": (["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo", "Alessia", "Davide",
            "Sara", "Lorenzo", "Niccolò", "Ilaria"],
           ["Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco",
            "Bruno", "Gallo", "De Luca", "Fabbri"]),
    "pt": (["João", "Inês", "Tiago", "Beatriz", "Rui", "Mariana", "Gonçalo", "Carolina",
            "Duarte", "Leonor", "Thiago", "Luíza"],
           ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues",
            "Martins", "Sousa", "Gonçalves", "Araújo", "Lopes"]),
    "nl": (["Daan", "Sanne", "Bram", "Fleur", "Jeroen", "Lotte", "Sem", "Noor", "Ruben",
            "Eva", "Joris", "Femke"],
           ["de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer",
            "de Boer", "Mulder", "van der Berg", "Hendriks", "Peters"]),
    "pl": (["Agnieszka", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Paweł", "Zofia",
            "Łukasz", "Joanna", "Michał", "Grzegorz", "Ewa"],
           ["Kowalska", "Nowak", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski",
            "Zieliński", "Szymańska", "Dąbrowski", "Kozłowska", "Mazur", "Krawczyk"]),
    "sv": (["Astrid", "Erik", "Linnea", "Oskar", "Maja", "Henrik", "Elsa", "Gustav", "Saga",
            "Viktor", "Ebba", "Måns"],
           ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson",
            "Lindström", "Bergström", "Holm", "Sjöberg", "Åberg", "Ekström"]),
    "tr": (["Elif", "Mehmet", "Zeynep", "Emre", "Ayşe", "Burak", "Selin", "Can", "Defne",
            "Oğuz", "Gökhan", "İrem"],
           ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Arslan",
            "Doğan", "Koç", "Kılıç", "Yıldız"]),
    "ja": ([("陽菜", "Hina"), ("蓮", "Ren"), ("結衣", "Yui"), ("大翔", "Hiroto"),
            ("美咲", "Misaki"), ("翔太", "Shota"), ("さくら", "Sakura"), ("健", "Ken"),
            ("優子", "Yuko"), ("拓海", "Takumi")],
           [("佐藤", "Sato"), ("鈴木", "Suzuki"), ("高橋", "Takahashi"), ("田中", "Tanaka"),
            ("伊藤", "Ito"), ("渡辺", "Watanabe"), ("山本", "Yamamoto"), ("中村", "Nakamura"),
            ("小林", "Kobayashi"), ("加藤", "Kato")]),
}


def _pairs(lst):
    return [x if isinstance(x, tuple) else (x, _fold(x)) for x in lst]


FIRSTS = {k: _pairs(v[0]) for k, v in RAW_NAMES.items()}
LASTS = {k: _pairs(v[1]) for k, v in RAW_NAMES.items()}

SETN = {
    "en": {
        "farm": (["Greenfurrow CSA", "Hollow Oak Farm Share", "Riverbend Community Farm"],
                 ["summer veg share", "egg add-on", "half share", "winter root box", "flower share"]),
        "bike": (["Spoke & Chain Workshop", "Bottom Bracket Bike Co-op", "Freewheel Repair Café"],
                 ["full service", "wheel truing", "brake bleed", "chain replacement", "bike fit session"]),
        "transl": (["Lingua Bridge Translations", "Polyglot Partners", "Clearword Agency"],
                   ["certified translation", "proofreading job", "sworn translation", "subtitle project",
                    "interpreting booking"]),
        "rail": (["Tinplate Valley Model Railway Club", "Northgate N-Gauge Society",
                  "Junction 7 Railway Modellers"],
                 ["layout open day", "DCC workshop", "exhibition table", "annual membership", "running session"]),
        "yoga": (["Lotus Loft Yoga", "Still Water Yoga Studio", "Sun Salute Studio"],
                 ["10-class pass", "Yin workshop", "monthly unlimited", "teacher training deposit", "sound bath"]),
        "league": (["Eastfield Municipal Sports League", "City Rec Soccer League", "Parkside Community Basketball"],
                   ["U12 team registration", "referee sign-up", "season pass", "pitch booking", "coaches' clinic"]),
    },
    "fr": {
        "farm": (["AMAP des Trois Chênes", "Les Paniers du Val"], ["panier de légumes", "demi-part", "option œufs"]),
        "bike": (["Atelier Vélo La Rustine", "Atelier Roue Libre"], ["révision complète", "dévoilage de roue", "changement de chaîne"]),
        "transl": (["Agence Mot à Mot", "Traductions Lumière"], ["traduction assermentée", "relecture", "sous-titrage"]),
        "rail": (["Club Rail Normand", "Club Ferroviaire HO de Lyon"], ["journée portes ouvertes", "atelier DCC", "cotisation annuelle"]),
        "yoga": (["Studio Yoga Lumière", "Studio Souffle"], ["carte 10 cours", "atelier Yin", "abonnement mensuel"]),
        "league": (["Ligue Sportive Municipale", "Ligue Municipale de Football"], ["inscription équipe U12", "paiement des arbitres", "réservation de terrain"]),
    },
    "de": {
        "farm": (["Solawi Sonnenacker", "Hof Lindenblick"], ["Gemüsekiste", "halber Ernteanteil", "Eier-Abo"]),
        "bike": (["Fahrradwerkstatt Speichenglück", "Radwerk Kreuzberg"], ["Inspektion", "Laufrad-Zentrierung", "Kettenwechsel"]),
        "transl": (["Übersetzungsbüro Wortwerk", "Sprachbrücke Übersetzungen"], ["beglaubigte Übersetzung", "Lektorat", "Untertitelung"]),
        "rail": (["Modelleisenbahnclub Spur H0 Nord", "MEC Altstadt"], ["Fahrtag", "DCC-Workshop", "Jahresbeitrag"]),
        "yoga": (["Yogastudio Atemraum", "Yoga im Hinterhof"], ["10er-Karte", "Yin-Workshop", "Monatsabo"]),
        "league": (["Städtische Sportliga", "Stadtliga Fußball"], ["Mannschaftsmeldung U12", "Schiedsrichterabrechnung", "Platzbuchung"]),
    },
    "es": {
        "farm": (["Huerta Comunitaria La Acequia", "Cesta Verde"], ["cesta de verduras", "media cuota", "suscripción de huevos"]),
        "bike": (["Taller de Bicis La Cadena", "Taller Rueda Libre"], ["revisión completa", "centrado de rueda", "cambio de cadena"]),
        "transl": (["Agencia Palabra Viva", "Traducciones Faro"], ["traducción jurada", "revisión", "subtitulado"]),
        "rail": (["Club Ferroviario Vía Estrecha", "Asociación Ferroviaria H0 Sur"], ["jornada de puertas abiertas", "taller DCC", "cuota anual"]),
        "yoga": (["Estudio Yoga Raíz", "Estudio Prana"], ["bono de 10 clases", "taller de Yin", "cuota mensual"]),
        "league": (["Liga Deportiva Municipal", "Liga Municipal de Fútbol Base"], ["inscripción del equipo alevín", "pago a árbitros", "reserva de pista"]),
    },
    "it": {
        "farm": (["GAS Orto Condiviso", "Cascina Le Rondini"], ["cassetta di verdure", "mezza quota", "abbonamento uova"]),
        "bike": (["Ciclofficina Raggio Libero", "Officina Bici Popolare"], ["tagliando completo", "centratura ruota", "sostituzione catena"]),
        "transl": (["Agenzia Parola Chiara", "Traduzioni Ponte"], ["traduzione giurata", "revisione", "sottotitoli"]),
        "rail": (["Club Fermodellistico Binario 3", "Gruppo Fermodellistico H0 Toscana"], ["giornata porte aperte", "laboratorio DCC", "quota associativa"]),
        "yoga": (["Studio Yoga Respiro", "Studio Loto"], ["carnet 10 lezioni", "workshop Yin", "abbonamento mensile"]),
        "league": (["Campionato Sportivo Comunale", "Lega Calcio Comunale"], ["iscrizione squadra U12", "rimborso arbitri", "prenotazione campo"]),
    },
    "pt": {
        "farm": (["Horta Comunitária Raiz Viva", "Cabaz Solidário"], ["cabaz de legumes", "meia quota", "assinatura de ovos"]),
        "bike": (["Oficina Pedal Livre", "Oficina Roda Solta"], ["revisão completa", "alinhamento de roda", "troca de corrente"]),
        "transl": (["Agência Palavra Certa", "Traduções Farol"], ["tradução juramentada", "revisão", "legendagem"]),
        "rail": (["Clube de Ferromodelismo Linha do Norte", "Clube Ferroviário H0 Lisboa"], ["dia aberto", "oficina DCC", "quota anual"]),
        "yoga": (["Estúdio Yoga Sol", "Estúdio Prana"], ["pacote de 10 aulas", "workshop de Yin", "mensalidade"]),
        "league": (["Liga Desportiva Municipal", "Liga Municipal de Futsal"], ["inscrição da equipa sub-12", "pagamento de árbitros", "reserva de campo"]),
    },
    "nl": {
        "farm": (["pluktuin De Groene Akker", "Zelfoogsttuin Het Veld"], ["groentepakket", "half oogstaandeel", "eierabonnement"]),
        "bike": (["fietsenwerkplaats De Spaak", "Fietskliniek Oost"], ["grote beurt", "wiel richten", "ketting vervangen"]),
        "transl": (["vertaalbureau Woordwijs", "Vertaalhuis Brug"], ["beëdigde vertaling", "redactie", "ondertiteling"]),
        "rail": (["modelspoorclub Spoor Noord", "MSV De Wissel"], ["open dag", "DCC-workshop", "jaarcontributie"]),
        "yoga": (["yogastudio Adem", "Studio Lotus Utrecht"], ["10-rittenkaart", "Yin-workshop", "maandabonnement"]),
        "league": (["Gemeentelijke Sportcompetitie", "Stadscompetitie Zaalvoetbal"], ["teaminschrijving O12", "scheidsrechtersvergoeding", "veldreservering"]),
    },
    "pl": {
        "farm": (["RWS Zielony Koszyk", "RWS Pod Lipami"], ["skrzynka warzyw", "pół udziału", "abonament na jajka"]),
        "bike": (["warsztat rowerowy Szprycha", "Serwis Wolne Koło"], ["pełny przegląd", "centrowanie koła", "wymiana łańcucha"]),
        "transl": (["biuro tłumaczeń Słowo", "Tłumaczenia Most"], ["tłumaczenie przysięgłe", "korekta", "napisy"]),
        "rail": (["klub modelarstwa kolejowego Semafor", "Klub Kolejowy H0 Kraków"], ["dzień otwarty", "warsztat DCC", "składka roczna"]),
        "yoga": (["studio jogi Oddech", "Studio Lotos"], ["karnet 10 zajęć", "warsztat Yin", "karnet miesięczny"]),
        "league": (["Miejska Liga Sportowa", "Miejska Liga Piłki Nożnej"], ["zgłoszenie drużyny U12", "wynagrodzenie sędziów", "rezerwacja boiska"]),
    },
    "sv": {
        "farm": (["andelsjordbruket Gröna Fältet", "Solby Andelsodling"], ["grönsakslåda", "halv andel", "äggprenumeration"]),
        "bike": (["cykelverkstaden Ekern", "Cykelköket Söder"], ["full service", "hjulriktning", "kedjebyte"]),
        "transl": (["översättningsbyrån Ordbro", "Språkhuset"], ["auktoriserad översättning", "korrekturläsning", "textning"]),
        "rail": (["modelljärnvägsklubben Spår 3", "MJK Norrbanan"], ["öppet hus", "DCC-workshop", "årsavgift"]),
        "yoga": (["yogastudion Andrum", "Studio Lotus"], ["klippkort 10 klasser", "Yin-workshop", "månadskort"]),
        "league": (["Kommunala idrottsligan", "Stadsligan i fotboll"], ["laganmälan U12", "domarersättning", "planbokning"]),
    },
    "tr": {
        "farm": (["Yeşil Tarla topluluk bahçesi", "Bereket Bahçesi"], ["sebze kutusu", "yarım hisse", "yumurta aboneliği"]),
        "bike": (["Pedal bisiklet atölyesi", "Zincir Atölye"], ["genel bakım", "jant ayarı", "zincir değişimi"]),
        "transl": (["Köprü çeviri bürosu", "Kelime Tercüme"], ["yeminli tercüme", "redaksiyon", "altyazı"]),
        "rail": (["Ray model demiryolu kulübü", "H0 Model Tren Derneği"], ["açık gün", "DCC atölyesi", "yıllık aidat"]),
        "yoga": (["Nefes yoga stüdyosu", "Lotus Stüdyo"], ["10 derslik paket", "Yin atölyesi", "aylık üyelik"]),
        "league": (["belediye spor ligi", "Belediye Futbol Ligi"], ["U12 takım kaydı", "hakem ödemesi", "saha rezervasyonu"]),
    },
    "ja": {
        "farm": (["みどり農園の野菜定期便", "ひだまりCSA"], ["野菜ボックス", "ハーフシェア", "卵の追加"]),
        "bike": (["自転車工房スポーク", "サイクルリペア風"], ["フルメンテナンス", "ホイール振れ取り", "チェーン交換"]),
        "transl": (["翻訳会社ことばの橋", "ワードブリッジ翻訳"], ["公証翻訳", "校正", "字幕制作"]),
        "rail": (["鉄道模型クラブ「青い機関車」", "Nゲージ同好会"], ["運転会", "DCC講習会", "年会費"]),
        "yoga": (["ヨガスタジオ呼吸", "ロータスヨガ"], ["10回券", "陰ヨガワークショップ", "月額会員"]),
        "league": (["市民スポーツリーグ", "市営サッカーリーグ"], ["U12チーム登録", "審判謝礼", "グラウンド予約"]),
    },
}

SLUGS = {
    "farm": ["greenfurrow", "hollowoak", "riverbend-csa", "sonnenacker", "paniersduval"],
    "bike": ["spokeandchain", "bottombracket", "freewheel", "larustine", "speichenglueck"],
    "transl": ["linguabridge", "polyglot", "clearword", "wortwerk", "palabraviva"],
    "rail": ["tinplatevalley", "northgate-ngauge", "junction7", "spur-h0-nord", "binario3"],
    "yoga": ["lotusloft", "stillwater", "sunsalute", "atemraum", "yogaraiz"],
    "league": ["eastfield", "cityrec", "parkside", "stadtliga", "ligamunicipal"],
}
SVCS = {
    "farm": ["csa-portal", "share-billing", "pickup-app"],
    "bike": ["workshop-pos", "repair-queue", "parts-shop"],
    "transl": ["quote-api", "vendor-portal", "invoicing"],
    "rail": ["club-forum", "members-db", "expo-booking"],
    "yoga": ["booking", "class-pass", "studio-app"],
    "league": ["league-reg", "ref-payroll", "fixtures"],
}
ROLES = {
    "farm": ["seasonal farmhand", "pick-up coordinator", "delivery driver"],
    "bike": ["bike mechanic", "workshop assistant", "wheelbuilder"],
    "transl": ["freelance translator", "interpreter", "project manager"],
    "rail": ["exhibition coordinator", "layout volunteer", "club treasurer"],
    "yoga": ["yoga instructor", "front-desk assistant", "retreat teacher"],
    "league": ["referee", "youth coach", "groundskeeper"],
}
DBS = {"farm": "csa_prod", "bike": "workshop", "transl": "quotes", "rail": "club_db",
       "yoga": "bookings", "league": "league"}
USERS = ["admin", "deploy", "pi", "ubuntu", "backup", "treasurer", "coach", "svc_booking", "ops"]
CITIES = ["Lyon", "Porto", "Gdańsk", "Utrecht", "Izmir", "Sapporo", "Leeds", "Graz", "Bilbao",
          "Bologna", "Malmö", "Denver", "Ghent", "Cork"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS_EN]


def fmt_date(lang, y=None, m=None, d=None):
    if y is None:
        y, m, d = R.choice([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    if lang == "en":
        return pick([f"{y}-{m:02d}-{d:02d}", f"{MONTHS_EN[m-1]} {d}", f"{d} {MON3[m-1]} {y}",
                     f"{m}/{d}/{y}", f"{MONTHS_EN[m-1]} {d}, {y}"])
    if lang in ("de", "nl", "pl", "tr"):
        return pick([f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}"]) if lang != "nl" else f"{d}-{m}-{y}"
    if lang in ("fr", "es", "it", "pt"):
        return f"{d:02d}/{m:02d}/{y}"
    if lang == "sv":
        return f"{y}-{m:02d}-{d:02d}"
    return f"{y}年{m}月{d}日"


def fmt_time():
    return f"{R.randint(6, 22):02d}:{pick(['00', '05', '10', '15', '20', '30', '40', '45', '50', '55'])}"


def fmt_ts():
    y, m, d = R.choice([2023, 2024, 2025]), R.randint(1, 12), R.randint(1, 28)
    hh, mm, ss = R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)
    return pick([f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z",
                 f"{y}-{m:02d}-{d:02d} {hh:02d}:{mm:02d}:{ss:02d}",
                 f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}.{R.randint(0, 999):03d}+01:00"])


def fmt_amount(lang):
    if lang == "en":
        return pick([f"${R.randint(15, 480)}.00", f"£{R.randint(10, 300)}.{pick(['00', '50'])}",
                     f"€{R.randint(20, 400)}", f"${R.randint(15, 99)}.{R.randint(10, 99)}"])
    if lang in ("de", "fr", "es", "it", "pt", "nl"):
        return f"{R.randint(15, 480)},{pick(['00', '50', '90'])} €"
    if lang == "pl":
        return f"{R.randint(60, 1500)} zł"
    if lang == "sv":
        return f"{R.randint(150, 4000)} kr"
    if lang == "tr":
        return f"{R.randint(300, 9000)} TL"
    return f"{R.randint(2, 40)},{pick(['000', '500'])}円"


def make_ctx(lang, setting):
    fn, ln = pick(FIRSTS[lang]), pick(LASTS[lang])
    fn2 = pick(FIRSTS[lang])
    name = f"{ln[0]}{fn[0]}" if lang == "ja" else f"{fn[0]} {ln[0]}"
    orgs, items = SETN[lang][setting]
    fa, la = fn[1].lower(), ln[1].lower()
    handle = pick([fa, f"{fa}_{la[0]}", f"{fa}{la[:3]}", f"{fa[0]}{la}"])
    return dict(
        name=name, name2=fn2[0], first=fn[0], fa=fa, la=la, org=pick(orgs), item=pick(items),
        date=fmt_date(lang), time=fmt_time(), ts=fmt_ts(), tid=str(R.randint(1000, 99999)),
        mid=f"M-{R.randint(10000, 99999)}", amount=fmt_amount(lang), handle=handle,
        slug=pick(SLUGS[setting]), svc=pick(SVCS[setting]), role=pick(ROLES[setting]),
        exp=f"{R.randint(1, 12):02d}/{R.randint(25, 31)}", cvc=rn(3), pid=str(R.randint(300, 65000)),
        port=str(R.randint(1025, 65535)), user=pick(USERS), db=DBS[setting], city=pick(CITIES),
        auth=rs(UP + DIG, 6), lang=lang, setting=setting,
    )


# ----------------------------------------------------------------------------
# generic structured wrappers (form / CSV / TSV / JSON / YAML / log / md / SQL / XML / kv)
# ----------------------------------------------------------------------------
L_NAME = {"en": "Name", "fr": "Nom", "de": "Name", "es": "Nombre", "it": "Nome", "pt": "Nome",
          "nl": "Naam", "pl": "Imię i nazwisko", "sv": "Namn", "tr": "Ad Soyad", "ja": "氏名"}
L_ITEM = {"en": "Service", "fr": "Prestation", "de": "Leistung", "es": "Servicio", "it": "Servizio",
          "pt": "Serviço", "nl": "Dienst", "pl": "Usługa", "sv": "Tjänst", "tr": "Hizmet", "ja": "サービス"}
L_DATE = {"en": "Date", "fr": "Date", "de": "Datum", "es": "Fecha", "it": "Data", "pt": "Data",
          "nl": "Datum", "pl": "Data", "sv": "Datum", "tr": "Tarih", "ja": "日付"}

STRUCT_TPL = {
    "form": "{lname}: {name}\n{label}: {v}\n{litem}: {item}",
    "form2": "{org}\n{ldate}: {date}\n{lname}: {name}\n{label}: {v}",
    "csv": "name,{key},plan\n{name},{v},{item}",
    "tsv": "id\tname\t{key}\n{mid}\t{name}\t{v}",
    "yaml": "{root}:\n  id: {mid}\n  name: {name}\n  {key}: {v}",
    "yamlq": "{root}s:\n  - name: \"{name}\"\n    {key}: \"{v}\"\n    plan: \"{item}\"",
    "log": "{ts} INFO {svc}: profile {mid} updated {key}={v}",
    "md": "| {lname} | {label} |\n|---|---|\n| {name} | {v} |",
    "sql": "UPDATE {root}s SET {key} = '{v}' WHERE id = '{mid}';",
    "xml": "<{root} id=\"{mid}\"><name>{name}</name><{key}>{v}</{key}></{root}>",
    "kv": "# {org}\n{root}.{key}={v}",
}


def structured(lang, label, key, v, ctx, root="member"):
    k = pick(list(STRUCT_TPL) + ["json", "json"])
    if "\n" in v:
        k = "form"
    if k == "csv" and ("," in v or '"' in v):
        k = "form"
    if k == "xml" and any(c in v for c in "<>&"):
        k = "form2"
    if k == "sql" and "'" in v:
        k = "form"
    if k == "yamlq" and '"' in v:
        k = "form"
    if k == "yaml" and (v[:1] in "*&!%@`'\"{[|>-?#" or ": " in v):
        k = "form2"
    if k == "json":
        if json.dumps(v, ensure_ascii=False) != '"' + v + '"':
            k = "form"
        else:
            d = {"id": ctx["mid"], "name": ctx["name"], key: v, "plan": ctx["item"]}
            if R.random() < 0.4:
                return json.dumps(d, ensure_ascii=False, indent=2)
            return json.dumps(d, ensure_ascii=False)
    return fill(STRUCT_TPL[k], lname=L_NAME[lang], litem=L_ITEM[lang], ldate=L_DATE[lang],
                label=label, key=key, v=v, root=root, **{x: y for x, y in ctx.items() if x != "v"})


# ============================================================================
# VALUE GENERATORS
# ============================================================================
# ---------------------------------------------------------------- cards -----
CARD_BRANDS = [
    # name, prefix generator, possible lengths, weight
    ("visa", lambda: "4", [16, 16, 16, 13, 19], 6),
    ("mastercard5", lambda: str(R.randint(51, 55)), [16], 4),
    ("mastercard2", lambda: str(R.randint(2221, 2720)), [16], 3),
    ("amex", lambda: pick(["34", "37"]), [15], 4),
    ("diners", lambda: pick(["36", "38", "300", "301", "302", "303", "304", "305"]), [14], 3),
    ("discover", lambda: pick(["6011", str(R.randint(644, 649)), "65"]), [16, 16, 19], 3),
    ("jcb", lambda: str(R.randint(3528, 3589)), [16], 3),
    ("unionpay", lambda: "62" + pick(["2", "4", "5", "6", "8"]), [19, 19, 16], 3),
    ("maestro", lambda: pick(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"]),
     [16, 19, 18], 2),
    ("mir", lambda: "220" + str(R.randint(0, 4)), [16], 1),
]


def card_value(brand=None):
    if brand is None:
        b = wpick([(x, x[3]) for x in CARD_BRANDS])
    else:
        b = [x for x in CARD_BRANDS if x[0] == brand][0]
    name, pf, lens, _ = b
    n = pick(lens)
    while True:
        body = pf()
        body += rn(n - len(body) - 1)
        d = body + luhn_digit(body)
        # avoid the famous test numbers / degenerate runs
        if len(set(d)) >= 5:
            return name, d


def std_pattern(n, brand):
    if brand == "amex":
        return [4, 6, 5]
    if brand == "diners":
        return [4, 6, 4]
    return {13: pick([[4, 3, 3, 3], [4, 4, 5]]), 14: [4, 6, 4], 15: [4, 6, 5], 16: [4, 4, 4, 4],
            18: [4, 4, 4, 4, 2], 19: pick([[4, 4, 4, 4, 3], [6, 13]])}[n]


def card_plain_format(d, brand):
    sep = wpick([(" ", 5), ("-", 3), ("", 2), (".", 1)])
    if sep == "":
        return d
    return sep.join(split_by(d, std_pattern(len(d), brand)))


# --------------------------------------------------------------- e-mail -----
FREEMAIL = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "posteo.de", "web.de", "gmx.net",
            "orange.fr", "free.fr", "laposte.net", "libero.it", "virgilio.it", "sapo.pt", "ziggo.nl",
            "hotmail.nl", "wp.pl", "o2.pl", "telia.com", "hotmail.com", "icloud.com", "yahoo.co.jp",
            "fastmail.fm", "hey.com", "mail.de", "btinternet.com", "yahoo.es", "uol.com.br",
            "bluewin.ch", "hotmail.com.tr", "docomo.ne.jp", "seznam.cz", "tutanota.com"]
ORG_DOMAINS = {
    "farm": ["greenfurrow-csa.org", "hollowoak.farm", "riverbend.community", "hof-sonnenacker.de",
             "paniers-du-val.fr", "cestaverde.coop", "hof-löwenzahn.de", "ferme-des-prés.fr",
             "orto-condiviso.it", "groene-akker.nl", "zielonykoszyk.pl", "gronafaltet.se",
             "みどり農園.jp", "yeşiltarla.com.tr", "raizviva.pt"],
    "bike": ["spokeandchain.bike", "bottombracket.coop", "freewheel-repair.org", "speichenglück.de",
             "larustine.fr", "tallerlacadena.es", "raggiolibero.it", "pedallivre.pt", "despaak.nl",
             "szprycha.pl", "cykelköket.se", "自転車工房.jp", "radwerk.berlin", "vélo-atelier.fr"],
    "transl": ["linguabridge.agency", "polyglot-partners.international", "clearword.co.uk",
               "wortwerk-übersetzungen.de", "motamot-traduction.fr", "palabraviva.es",
               "parolachiara.it", "palavracerta.com.pt", "woordwijs.nl", "biuro-słowo.pl",
               "ordbro.se", "kopru-ceviri.com.tr", "kotobanohashi.co.jp", "traducción-faro.es"],
    "rail": ["tinplatevalley.club", "northgate-ngauge.org.uk", "junction7.studio", "spur-h0-nord.de",
             "railnormand.fr", "viaestrecha.es", "binario3.it", "linhadonorte.pt", "modelspoornoord.nl",
             "semafor-klub.pl", "spår3.se", "raymodel.org.tr", "aoi-kikansha.jp", "mec-altstadt.museum"],
    "yoga": ["lotusloft.yoga", "stillwater.studio", "sunsalute.academy", "atemraum-yoga.de",
             "yogalumière.fr", "yogaraiz.es", "yogarespiro.it", "yogasol.pt", "studio-adem.nl",
             "oddech-joga.pl", "andrum.se", "nefes-yoga.com.tr", "ヨガ呼吸.jp", "lotus-utrecht.amsterdam"],
    "league": ["eastfield-league.org", "cityrecsoccer.com", "parkside-basketball.community",
               "stadtliga-fussball.de", "ligue-municipale.fr", "ligamunicipal.es", "legacomunale.it",
               "ligamunicipal.pt", "stadscompetitie.nl", "miejskaliga.pl", "stadsligan.se",
               "belediyeligi.org.tr", "shimin-sports.jp", "eastfield.football"],
}
SUBDOMS = ["mail", "members", "eu", "lists", "office", "post", "bookings", "team"]
ROLE_LOCALS = {
    "farm": ["shares", "pickup", "info", "farmers", "boxes"],
    "bike": ["workshop", "repairs", "service", "hello", "parts"],
    "transl": ["quotes", "projects", "vendors", "office", "sworn"],
    "rail": ["secretary", "treasurer", "expo", "layout", "membership"],
    "yoga": ["studio", "bookings", "namaste", "frontdesk", "retreats"],
    "league": ["registrar", "referees", "fixtures", "u12", "commissioner"],
}
PLUS_TAGS = ["csa", "bikes", "yoga", "league", "trains", "quotes", "newsletter", "spring2024",
             "invoices", "club", "receipts", "expo", "veg", "referee"]


def email_value(ctx, setting, allow_idn=True, allow_plus=True):
    fa, la = ctx["fa"], ctx["la"]
    if R.random() < 0.12:
        local = pick(ROLE_LOCALS[setting])
    else:
        local = pick([f"{fa}.{la}", f"{fa}{la}", f"{fa[0]}.{la}", f"{fa}_{la}", f"{la}.{fa}",
                      f"{fa}{R.randint(1, 99)}", f"{fa}.{la}{R.randint(60, 99)}", f"{fa}-{la}",
                      f"{fa[0]}{la}", f"{la}{fa[0]}", f"{fa}.{la[0]}"])
    if allow_plus and R.random() < 0.18:
        local += "+" + pick(PLUS_TAGS)
    r = R.random()
    if r < 0.45:
        domain = pick(FREEMAIL)
    else:
        doms = ORG_DOMAINS[setting]
        if not allow_idn:
            doms = [d for d in doms if d.isascii()]
        domain = pick(doms)
        if R.random() < 0.25:
            domain = pick(SUBDOMS) + "." + domain
    return f"{local}@{domain}"


EMAIL_OK_RE = re.compile(r"^[A-Za-z0-9._%+\-]+@(?:[^\W_](?:[\w\-]*[^\W_])?\.)+[^\W\d_]{2,}$")


# ---------------------------------------------------------------- phone -----
def _sp(*parts):
    return " ".join(parts)


def ph_us(areas=None):
    a = pick(areas or ["212", "312", "415", "503", "617", "646", "702", "720", "801", "857", "917",
                       "206", "303", "512", "615", "971", "404", "305", "773", "414"])
    while True:
        e = str(R.randint(2, 9)) + rn(2)
        if e != "555" and e[1:] != "11":
            break
    l = rn(4)
    return pick([f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}.{e}.{l}", f"+1 {a} {e} {l}",
                 f"+1-{a}-{e}-{l}", f"+1 ({a}) {e}-{l}", f"1-{a}-{e}-{l}", f"+1{a}{e}{l}",
                 f"({a}) {e}-{l} ext. {rn(3)}", f"{a}-{e}-{l} x{rn(2)}", f"+1 {a}-{e}-{l} ext {rn(4)}"])


def ph_ca():
    return ph_us(["416", "604", "514", "613", "403", "902", "780", "647"])


def ph_uk():
    while True:
        m = pick("12345789") + rn(2)
        if m != "700":
            break
    man = pick(["161", "121", "113", "117", "131", "141", "151", "1865", "1223"])
    lon = pick("378") + rn(3)
    c = R.random()
    if c < 0.5:
        s6 = rn(6)
        return pick([f"07{m} {s6}", f"+44 7{m} {s6}", f"+44 (0)7{m} {s6}", f"+447{m}{s6}",
                     f"07{m} {s6[:3]} {s6[3:]}"])
    if c < 0.75:
        return pick([f"020 {lon} {rn(4)}", f"+44 20 {lon} {rn(4)}", f"+44 (0)20 {lon} {rn(4)}"])
    if len(man) == 4:
        return pick([f"0{man} {rn(6)}", f"+44 {man} {rn(6)}"])
    return pick([f"0{man} {rn(3)} {rn(4)}", f"+44 (0){man} {rn(3)} {rn(4)}", f"+44 {man} {rn(3)} {rn(4)}"])


def ph_de():
    if R.random() < 0.55:
        p = pick(["151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176",
                  "177", "178", "179"])
        s = rnz(pick([7, 8]))
        return pick([f"+49 {p} {s}", f"0{p} {s}", f"0{p}/{s}", f"+49 (0){p} {s}", f"0{p}-{s}",
                     f"+49{p}{s}", f"0{p} {s[:3]} {s[3:]}"])
    c = pick(["30", "40", "89", "221", "69", "711", "211", "351", "341", "511", "761"])
    s = rnz(pick([6, 7])) if len(c) == 3 else rnz(pick([7, 8]))
    return pick([f"+49 {c} {s}", f"0{c} {s}", f"0{c}/{s}", f"+49 (0){c} {s[:4]} {s[4:]}",
                 f"0049 {c} {s}", f"0{c} {s[:3]}-{s[3:]}", f"+49 {c} {s[:3]}-{s[3:]}"])


def _pairs4():
    return " ".join(rn(2) for _ in range(4))


def ph_fr():
    f = pick("67") if R.random() < 0.6 else pick("12345")
    ps = [rn(2) for _ in range(4)]
    return pick([f"0{f} {' '.join(ps)}", f"+33 {f} {' '.join(ps)}", f"0{f}.{'.'.join(ps)}",
                 f"+33 (0){f} {' '.join(ps)}", f"0033 {f} {' '.join(ps)}", f"+33{f}{''.join(ps)}",
                 f"0{f}-{'-'.join(ps)}"])


def ph_es():
    if R.random() < 0.6:
        a = pick(["6", "7"]) + rn(2)
        if a[0] == "7":
            a = "7" + pick("1234") + rn(1)
        b, c = rn(3), rn(3)
        return pick([f"+34 {a} {b} {c}", f"{a} {b} {c}", f"+34 {a}{b}{c}", f"{a} {b[:2]} {b[2:]}{c[:1]} {c[1:]}",
                     f"0034 {a} {b} {c}"])
    a = pick(["91", "93", "96", "95", "94", "98"]) + rn(1)
    return pick([f"{a} {rn(3)} {rn(3)}", f"+34 {a} {rn(2)} {rn(2)} {rn(2)}", f"{a[:2]} {a[2]}{rn(2)} {rn(2)} {rn(2)}"])


def ph_it():
    if R.random() < 0.6:
        p = "3" + pick(["20", "28", "33", "35", "38", "40", "45", "47", "48", "49", "66", "71", "77", "88", "92"])
        a, b = rn(3), rn(4)
        return pick([f"+39 {p} {a} {b}", f"{p} {a} {b}", f"{p}/{a}{b}", f"+39 {p}{a}{b}", f"{p}-{a}{b}",
                     f"0039 {p} {a} {b}"])
    c = pick(["06", "02", "055", "011", "051", "081", "041"])
    return pick([f"{c} {rn(4)} {rn(4)}", f"+39 {c} {rn(4)} {rn(4)}", f"{c}/{rn(7)}", f"+39 {c} {rn(7)}"])


def ph_pt():
    if R.random() < 0.6:
        a = "9" + pick("1236") + rn(1)
        return pick([f"+351 {a} {rn(3)} {rn(3)}", f"{a} {rn(3)} {rn(3)}", f"+351{a}{rn(6)}",
                     f"00351 {a} {rn(3)} {rn(3)}"])
    return pick([f"21 {rn(3)} {rn(4)}", f"+351 22 {rn(3)} {rn(4)}", f"+351 21 {rn(3)} {rn(4)}"])


def ph_br():
    dd = pick(["11", "21", "31", "41", "51", "61", "71", "81", "85", "48"])
    a, b = rn(4), rn(4)
    return pick([f"+55 {dd} 9{a}-{b}", f"({dd}) 9{a}-{b}", f"+55 ({dd}) 9{a}-{b}", f"+55 {dd} 9{a} {b}",
                 f"({dd}) {rnz(4)}-{rn(4)}"])


def ph_nl():
    if R.random() < 0.6:
        s = rn(8)
        return pick([f"+31 6 {s}", f"06-{s}", f"06 {s[:2]} {s[2:4]} {s[4:6]} {s[6:]}", f"+31 (0)6 {s}",
                     f"+316{s}", f"06 {s[:4]} {s[4:]}"])
    return pick([f"020-{rnz(3)} {rn(4)}", f"+31 20 {rnz(3)} {rn(4)}", f"010-{rnz(7)}", f"030 {rnz(3)} {rn(4)}",
                 f"+31 (0)70 {rnz(3)} {rn(4)}"])


def ph_be():
    if R.random() < 0.6:
        p = "4" + pick("789") + rn(1)
        a, b, c = rn(2), rn(2), rn(2)
        return pick([f"+32 {p} {a} {b} {c}", f"0{p} {a} {b} {c}", f"0{p}/{a}.{b}.{c}", f"+32{p}{a}{b}{c}"])
    return pick([f"02 {rnz(3)} {rn(2)} {rn(2)}", f"+32 2 {rnz(3)} {rn(2)} {rn(2)}", f"09 {rnz(3)} {rn(2)} {rn(2)}"])


def ph_pl():
    if R.random() < 0.65:
        a = pick("5678") + rn(2)
        b, c = rn(3), rn(3)
        return pick([f"+48 {a} {b} {c}", f"{a} {b} {c}", f"{a}-{b}-{c}", f"+48{a}{b}{c}", f"+48 {a}-{b}-{c}"])
    return pick([f"22 {rnz(3)} {rn(2)} {rn(2)}", f"+48 12 {rnz(3)} {rn(2)} {rn(2)}", f"(22) {rnz(3)} {rn(2)} {rn(2)}",
                 f"+48 58 {rnz(3)} {rn(2)} {rn(2)}"])


def ph_se():
    if R.random() < 0.65:
        x = pick("02369")
        a, b, c = rn(3), rn(2), rn(2)
        return pick([f"07{x}-{a} {b} {c}", f"+46 7{x} {a} {b} {c}", f"07{x} {a} {b} {c}", f"+467{x}{a}{b}{c}",
                     f"07{x}-{a}{b}{c}"])
    return pick([f"08-{rnz(3)} {rn(3)} {rn(2)}", f"+46 8 {rnz(3)} {rn(3)} {rn(2)}", f"031-{rn(2)} {rn(2)} {rn(2)}",
                 f"+46 31 {rnz(2)} {rn(2)} {rn(2)}"])


def ph_tr():
    if R.random() < 0.65:
        p = "5" + pick(["30", "32", "33", "35", "36", "38", "42", "44", "46", "05", "06", "07", "52", "53", "54", "55"])
        a, b, c = rn(3), rn(2), rn(2)
        return pick([f"+90 {p} {a} {b} {c}", f"0{p} {a} {b} {c}", f"0 ({p}) {a} {b} {c}", f"+90{p}{a}{b}{c}",
                     f"0{p} {a} {b}{c}"])
    c = pick(["212", "216", "312", "232", "242"])
    return pick([f"(0{c}) {rnz(3)} {rn(2)} {rn(2)}", f"0{c} {rnz(3)} {rn(2)} {rn(2)}", f"+90 {c} {rnz(3)} {rn(2)} {rn(2)}"])


def ph_jp():
    if R.random() < 0.6:
        m = "0" + pick(["70", "80", "90"])
        a, b = rn(4), rn(4)
        return pick([f"{m}-{a}-{b}", f"+81 {m[1:]}-{a}-{b}", f"+81 {m[1:]} {a} {b}", f"{m} {a} {b}", f"+81{m[1:]}{a}{b}"])
    return pick([f"03-{rnz(4)}-{rn(4)}", f"06-{rnz(4)}-{rn(4)}", f"+81 3-{rnz(4)}-{rn(4)}", f"075-{rnz(3)}-{rn(4)}",
                 f"011-{rnz(3)}-{rn(4)}", f"+81 45 {rnz(3)} {rn(4)}"])


def ph_in():
    a = pick("6789") + rn(4)
    b = rn(5)
    return pick([f"+91 {a} {b}", f"+91-{a}-{b}", f"0{a} {b}", f"+91 {a}{b}", f"+91 {a[:2]} {a[2:]}{b[:1]} {b[1:]}"])


def ph_au():
    if R.random() < 0.6:
        a, b, c = rn(2), rn(3), rn(3)
        return pick([f"04{a} {b} {c}", f"+61 4{a} {b} {c}", f"+614{a}{b}{c}", f"04{a}-{b}-{c}"])
    return pick([f"(02) 9{rn(3)} {rn(4)}", f"+61 3 9{rn(3)} {rn(4)}", f"(08) 9{rn(3)} {rn(4)}", f"+61 2 8{rn(3)} {rn(4)}"])


def ph_ch():
    if R.random() < 0.6:
        x = pick("6789")
        return pick([f"+41 7{x} {rn(3)} {rn(2)} {rn(2)}", f"07{x} {rn(3)} {rn(2)} {rn(2)}",
                     f"0041 7{x} {rn(3)} {rn(2)} {rn(2)}", f"+417{x}{rn(7)}"])
    return pick([f"044 {rnz(3)} {rn(2)} {rn(2)}", f"+41 31 {rnz(3)} {rn(2)} {rn(2)}", f"022 {rnz(3)} {rn(2)} {rn(2)}",
                 f"+41 (0)61 {rnz(3)} {rn(2)} {rn(2)}"])


def ph_at():
    p = pick(["664", "676", "660", "650", "699", "681"])
    return pick([f"+43 {p} {rn(7)}", f"0{p} {rn(7)}", f"0{p}/{rn(3)} {rn(4)}", f"+43 1 {rnz(7)}", f"01 {rnz(3)} {rn(4)}",
                 f"+43 (0){p} {rn(3)} {rn(4)}"])


def ph_ie():
    x = pick("35679")
    return pick([f"+353 8{x} {rn(3)} {rn(4)}", f"08{x} {rn(3)} {rn(4)}", f"(01) {rnz(3)} {rn(4)}",
                 f"+353 1 {rnz(3)} {rn(4)}", f"+353 (0)8{x} {rn(3)} {rn(4)}"])


def ph_mx():
    return pick([f"+52 55 {rn(4)} {rn(4)}", f"+52 1 33 {rn(4)} {rn(4)}", f"(55) {rn(4)}-{rn(4)}",
                 f"+52 81 {rn(4)} {rn(4)}", f"55 {rn(4)} {rn(4)}"])


def ph_ar():
    return pick([f"+54 9 11 {rn(4)}-{rn(4)}", f"011 15-{rn(4)}-{rn(4)}", f"+54 9 341 {rn(3)}-{rn(4)}"])


def ph_za():
    x = pick("234")
    return pick([f"+27 8{x} {rn(3)} {rn(4)}", f"08{x} {rn(3)} {rn(4)}", f"+27 21 {rnz(3)} {rn(4)}", f"021 {rnz(3)} {rn(4)}"])


def ph_dk():
    return pick([f"+45 {rnz(2)} {rn(2)} {rn(2)} {rn(2)}", f"{pick('2345')}{rn(1)} {rn(2)} {rn(2)} {rn(2)}",
                 f"+45{rnz(8)}"]).replace("+45 0", "+45 2")


def ph_no():
    return pick([f"+47 {pick('49')}{rn(2)} {rn(2)} {rn(3)}", f"+47 {pick('49')}{rn(7)}", f"{pick('49')}{rn(2)} {rn(2)} {rn(3)}"])


def ph_fi():
    return pick([f"+358 40 {rn(3)} {rn(4)}", f"040 {rn(3)} {rn(4)}", f"+358 50 {rn(7)}", f"+358 9 {rnz(3)} {rn(4)}"])


def ph_kr():
    return pick([f"+82 10-{rn(4)}-{rn(4)}", f"010-{rn(4)}-{rn(4)}", f"+82 10 {rn(4)} {rn(4)}"])


PHONE_COUNTRIES = {
    "US": ph_us, "CA": ph_ca, "UK": ph_uk, "DE": ph_de, "FR": ph_fr, "ES": ph_es, "IT": ph_it, "PT": ph_pt,
    "BR": ph_br, "NL": ph_nl, "BE": ph_be, "PL": ph_pl, "SE": ph_se, "TR": ph_tr, "JP": ph_jp, "IN": ph_in,
    "AU": ph_au, "CH": ph_ch, "AT": ph_at, "IE": ph_ie, "MX": ph_mx, "AR": ph_ar, "ZA": ph_za, "DK": ph_dk,
    "NO": ph_no, "FI": ph_fi, "KR": ph_kr,
}
PHONE_AFFINITY = {
    "en": ["US", "US", "CA", "UK", "UK", "IE", "AU", "IN", "ZA"], "fr": ["FR", "FR", "BE", "CH"],
    "de": ["DE", "DE", "AT", "CH"], "es": ["ES", "ES", "MX", "AR"], "it": ["IT", "IT", "CH"],
    "pt": ["PT", "BR"], "nl": ["NL", "NL", "BE"], "pl": ["PL"], "sv": ["SE", "SE", "FI", "NO", "DK"],
    "tr": ["TR"], "ja": ["JP", "JP", "KR"],
}


def phone_value(lang):
    if R.random() < 0.7:
        c = pick(PHONE_AFFINITY[lang])
    else:
        c = pick(list(PHONE_COUNTRIES))
    return c, PHONE_COUNTRIES[c]()


# ------------------------------------------------------------------ SSN -----
BAD_SSN = {"078051120", "219099999", "123456789"}


def ssn_ok(d):
    if len(d) != 9 or not d.isdigit() or d in BAD_SSN:
        return False
    a, g, s = d[:3], d[3:5], d[5:]
    return a != "000" and a != "666" and a[0] != "9" and g != "00" and s != "0000"


def ssn_value():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        d = f"{a:03d}{R.randint(1, 99):02d}{R.randint(1, 9999):04d}"
        if ssn_ok(d):
            break
    f = wpick([("-", 62), (" ", 15), ("", 17), (".", 4), ("\u2011", 2)])
    return d, (d if f == "" else f"{d[:3]}{f}{d[3:5]}{f}{d[5:]}")


# ----------------------------------------------------------------- IBAN -----
IBAN_LEN = {"AD": 24, "AT": 20, "BE": 16, "BG": 22, "CH": 21, "CY": 28, "CZ": 24, "DE": 22, "DK": 18,
            "EE": 20, "ES": 24, "FI": 18, "FR": 27, "GB": 22, "GR": 27, "HR": 21, "HU": 28, "IE": 22,
            "IS": 26, "IT": 27, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MT": 31, "NL": 18,
            "NO": 15, "PL": 28, "PT": 25, "RO": 24, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "TR": 26,
            "SA": 24, "AE": 23, "IL": 23, "BR": 29, "RS": 22, "GE": 22, "UA": 29, "KW": 30, "QA": 29,
            "AZ": 28, "JO": 30}


def rc(n):
    return rs(UP + DIG, n)


def mod97_10(num):  # ISO 7064 MOD 97-10 check for a numeric national part
    return f"{98 - (int(num) * 100) % 97:02d}"


def be_bban():
    first = rn(10)
    c = int(first) % 97
    return first + f"{c if c else 97:02d}"


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return 0 if d == 11 else 1 if d == 10 else d


def es_bban():
    bank, branch, acct = pick(["2100", "0049", "0182", "0081", "2038", "1465", "0075"]), rn(4), rn(10)
    return bank + branch + f"{es_dc('00' + bank + branch)}{es_dc(acct)}" + acct


def fr_bban():
    bank, branch, acct = pick(["30004", "30003", "20041", "10278", "30066", "18206"]), rn(5), rn(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return bank + branch + acct + f"{key:02d}"


IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_bban():
    body = pick(["03069", "02008", "05034", "03111", "01030"]) + rn(5) + rn(12)
    tot = 0
    for i, ch in enumerate(body):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        tot += IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26) + body


def no_bban():
    while True:
        first = rn(10)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = sum(int(a) * b for a, b in zip(first, w)) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            return first + str(c)


def fi_bban():
    body = pick(["123456", "400910", "800014", "157130", "500001"]) + rn(7)
    return body + luhn_digit(body)


def pt_bban():
    first = pick(["0035", "0033", "0007", "0010", "0036"]) + rn(4) + rn(11)
    return first + mod97_10(first)


def si_bban():
    first = pick(["26330", "19100", "04515", "02011"]) + rn(8)
    return first + mod97_10(first)


def rs_bban():
    first = pick(["160", "265", "205", "325"]) + rn(13)
    return first + mod97_10(first)


def cz_bban():
    w_pre = [10, 5, 8, 4, 2, 1]
    w_acc = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    if R.random() < 0.6:
        pre = "000000"
    else:
        while True:
            p5 = "0" + rn(4)
            d = (-sum(int(a) * b for a, b in zip(p5, w_pre[:5]))) % 11
            if d != 10:
                pre = p5 + str(d)
                break
    while True:
        a9 = rnz(9)
        d = (-sum(int(a) * b for a, b in zip(a9, w_acc[:9]))) % 11
        if d != 10:
            acc = a9 + str(d)
            break
    return pick(["0800", "0100", "2010", "0300", "5500", "1100", "0900"]) + pre + acc


def pl_bban():
    b7 = pick(["1090", "1140", "1020", "1240", "1050"]) + rn(3)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * b for a, b in zip(b7, w)) % 10) % 10
    return b7 + str(c) + rn(16)


def hu_bban():
    w = [9, 7, 3, 1]
    b7 = pick(["117", "104", "120", "116"]) + rn(4)
    c1 = (10 - sum(int(a) * w[i % 4] for i, a in enumerate(b7)) % 10) % 10
    a15 = rn(15)
    c2 = (10 - sum(int(a) * w[i % 4] for i, a in enumerate(a15)) % 10) % 10
    return b7 + str(c1) + a15 + str(c2)


IBAN_BBAN = {
    "AD": lambda: rn(4) + rn(4) + rc(12), "AT": lambda: pick(["12000", "20111", "32000", "14000"]) + rn(11),
    "BE": be_bban, "BG": lambda: pick(["BNBG", "STSA", "UNCR", "FINV", "RZBB"]) + rn(4) + rn(2) + rc(8),
    "CH": lambda: pick(["00762", "00235", "08390", "00700"]) + rn(12), "CY": lambda: rn(3) + rn(5) + rc(16),
    "CZ": cz_bban, "DE": lambda: pick(["370400", "100100", "500105", "200411", "120300", "430609"]) + rn(2) + rn(10),
    "DK": lambda: rn(4) + rn(9) + rn(1), "EE": lambda: pick(["22", "10", "77"]) + rn(2) + rn(11) + rn(1),
    "ES": es_bban, "FI": fi_bban, "FR": fr_bban,
    "GB": lambda: pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"]) + rn(6) + rn(8),
    "GR": lambda: pick(["011", "017", "026", "014"]) + rn(4) + rn(16), "HR": lambda: rn(7) + rn(10),
    "HU": hu_bban, "IE": lambda: pick(["AIBK", "BOFI", "IPBS", "ULSB"]) + rn(6) + rn(8),
    "IS": lambda: rn(4) + rn(2) + rn(6) + rn(10), "IT": it_bban, "LI": lambda: pick(["08810", "08800"]) + rc(12),
    "LT": lambda: pick(["73000", "70440", "72300"]) + rn(11), "LU": lambda: pick(["001", "019", "002"]) + rc(13),
    "LV": lambda: pick(["HABA", "PARX", "UNLA", "RIKO"]) + rc(13), "MC": fr_bban,
    "MT": lambda: pick(["MALT", "VALL", "APSB"]) + rn(5) + rc(18),
    "NL": lambda: pick(["ABNA", "INGB", "RABO", "TRIO", "KNAB", "SNSB", "ASNB", "BUNQ"]) + rn(10),
    "NO": no_bban, "PL": pl_bban, "PT": pt_bban, "RO": lambda: pick(["BTRL", "RNCB", "BRDE", "INGB"]) + rc(16),
    "SE": lambda: pick(["500", "800", "600", "300"]) + rn(16) + rn(1), "SI": si_bban, "SK": cz_bban,
    "SM": it_bban, "TR": lambda: pick(["00061", "00010", "00046", "00062"]) + "0" + rn(16),
    "SA": lambda: pick(["80", "10", "45"]) + rc(18), "AE": lambda: pick(["033", "026", "035"]) + rn(16),
    "IL": lambda: rn(3) + rn(3) + rn(13), "BR": lambda: rn(8) + rn(5) + rn(10) + pick("CP") + pick("12"),
    "RS": rs_bban, "GE": lambda: pick(["NB", "TB", "BG"]) + rn(16), "UA": lambda: rn(6) + rn(19),
    "KW": lambda: pick(["CBKU", "NBOK"]) + rc(22), "QA": lambda: pick(["DOHB", "QNBA"]) + rc(21),
    "AZ": lambda: pick(["NABZ", "IBAZ"]) + rc(20), "JO": lambda: pick(["CBJO", "ARAB"]) + rn(4) + rc(18),
}
IBAN_AFFINITY = {
    "en": ["GB", "IE", "MT", "CY", "GB"], "fr": ["FR", "BE", "CH", "MC", "LU"], "de": ["DE", "DE", "AT", "CH", "LI"],
    "es": ["ES"], "it": ["IT", "SM", "CH"], "pt": ["PT", "BR"], "nl": ["NL", "BE"], "pl": ["PL"],
    "sv": ["SE", "FI", "DK", "NO"], "tr": ["TR"], "ja": list(IBAN_LEN),
}


def iban_check(cc, bban):
    s = bban + cc + "00"
    return f"{98 - int(''.join(str(int(ch, 36)) for ch in s)) % 97:02d}"


def iban_valid(s):
    s = s.replace(" ", "").upper()
    if len(s) < 15 or s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    if not s.isalnum():
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in t)) % 97 == 1


def iban_value(lang):
    cc = pick(IBAN_AFFINITY[lang]) if R.random() < 0.6 else pick(list(IBAN_LEN))
    bban = IBAN_BBAN[cc]()
    iban = cc + iban_check(cc, bban) + bban
    assert len(iban) == IBAN_LEN[cc], (cc, iban)
    style = wpick([("grp", 55), ("compact", 30), ("lower", 9), ("lowergrp", 6)])
    grp = " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    v = {"grp": grp, "compact": iban, "lower": iban.lower(), "lowergrp": grp.lower()}[style]
    return cc, iban, v


# ------------------------------------------------------------------- IP -----
V4_FIRST = [5, 14, 23, 24, 27, 31, 36, 37, 39, 41, 42, 45, 46, 49, 50, 58, 59, 60, 61, 62, 63, 64, 66,
            67, 68, 69, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91,
            92, 93, 94, 95, 96, 97, 98, 99, 101, 102, 104, 105, 107, 108, 109, 110, 111, 112, 113, 114,
            115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 141, 142, 143, 145, 151, 154, 162,
            173, 174, 176, 177, 178, 179, 184, 185, 186, 187, 188, 189, 190, 193, 194, 195, 196, 197,
            199, 200, 201, 212, 213, 217]
V6_PREFIX = ["2a01:4f8", "2a01:4f9", "2606:4700", "2001:4860", "2a00:1450", "2a03:2880", "2604:a880",
             "2a02:c207", "2400:cb00", "2001:41d0", "2a02:8108", "2003:e8", "2a0a:4cc0", "2c0f:f248",
             "2800:3f0", "2001:1900", "2620:119", "2406:da18", "2a05:d018", "2001:67c", "2a02:2e0",
             "2001:470", "2a00:23c7", "2a02:a210", "240d:1a", "2405:6580", "2804:14c", "2a10:3781"]
SPECIAL_NETS = [ipaddress.ip_network(n) for n in [
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12",
    "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16", "198.18.0.0/15",
    "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
    "::/8", "64:ff9b::/96", "100::/64", "2001::/23", "2001:db8::/32", "2002::/16", "fc00::/7",
    "fe80::/10", "ff00::/8", "3fff::/20"]]


def ip_public(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    if not ip.is_global or ip.is_multicast or ip.is_reserved or ip.is_loopback or ip.is_link_local \
            or ip.is_private or ip.is_unspecified:
        return False
    if any(ip.version == n.version and ip in n for n in SPECIAL_NETS):
        return False
    if ip.version == 6 and ip not in ipaddress.ip_network("2000::/3"):
        return False
    return True


def ipv4_value():
    while True:
        s = f"{pick(V4_FIRST)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
        if ip_public(s):
            return s


def ipv6_value():
    while True:
        pre = pick(V6_PREFIX).split(":")
        hx = pre + [f"{R.randint(0, 0xffff):x}" for _ in range(4 - len(pre))]
        style = R.random()
        if style < 0.4:
            tail = ["0", "0", "0", f"{R.randint(1, 0xfff):x}"]
        elif style < 0.6:
            tail = ["0", "0", f"{R.randint(1, 0xffff):x}", f"{R.randint(1, 0xffff):x}"]
        else:
            tail = [f"{R.randint(0, 0xffff):x}" for _ in range(4)]
        ip = ipaddress.IPv6Address(":".join(hx + tail))
        if not ip_public(str(ip)):
            continue
        f = R.random()
        if f < 0.75:
            return ip.compressed
        if f < 0.85:
            return ip.exploded
        return ip.compressed.upper()


# --------------------------------------------------------------- secrets ----
def b62enc(n):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s or "0"


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gh_classic():
    prefix = wpick([("ghp_", 6), ("gho_", 1), ("ghu_", 1), ("ghs_", 1), ("ghr_", 1)])
    body = rs(ALNUM, 30)
    return prefix + body + b62enc(binascii.crc32(body.encode())).rjust(6, "0")


PW_WORDS = ["Kohlrabi", "Derailleur", "Shinkansen", "Savasana", "Offside", "Turnip", "Cassette",
            "Semaphore", "Chakra", "Penalty", "Pantograph", "Sprocket", "Beetroot", "Vinyasa",
            "Caboose", "Freekick", "Zucchini", "Spoke", "Rutabaga", "Bogie", "Lunge", "Corner"]


def password(url_safe=False):
    syms = "!*-_.~" if url_safe else "!*-_.~%^=+?"
    st = R.random()
    if st < 0.45:
        while True:
            p = rs(ALNUM + syms, R.randint(14, 24))
            if (any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p)
                    and any(c in syms for c in p) and p[0].isalnum()):
                return p
    if st < 0.8:
        return pick(PW_WORDS) + rn(R.randint(2, 4)) + pick(syms) + rs(ALNUM, R.randint(3, 6))
    sep = pick("-_.")
    return sep.join([pick(PW_WORDS), pick(PW_WORDS), rn(R.randint(3, 4))]) + pick("!*~")


def generic_token():
    return pick([rs(HEX, 32), rs(HEX, 40), rs(HEX, 64), rs(ALNUM, R.randint(24, 40)), rs(B64URL, 43)])


def pem_block(kind):
    if kind == "pem_rsa":
        body = bytes.fromhex("308204a40201000282010100") + R.randbytes(R.randint(300, 420))
        label, width = "RSA PRIVATE KEY", 64
    elif kind == "pem_pkcs8":
        body = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") \
            + R.randbytes(R.randint(300, 420))
        label, width = "PRIVATE KEY", 64
    elif kind == "pem_ec":
        body = bytes.fromhex("30770201010420") + R.randbytes(32) + \
            bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + R.randbytes(64)
        label, width = "EC PRIVATE KEY", 64
    else:
        body = (b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"
                b"\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20") + R.randbytes(32) + \
            R.randbytes(R.randint(120, 160))
        label, width = "OPENSSH PRIVATE KEY", 70
    b = base64.b64encode(body).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def jwt_token(ctx):
    alg = pick(["HS256", "HS256", "HS256", "RS256", "HS512"])
    t = R.randint(1_690_000_000, 1_740_000_000)
    payload = {"sub": str(R.randint(10000, 999999)), "role": pick(["member", "coach", "admin", "volunteer", "translator"]),
               "iat": t, "exp": t + 3600 * pick([1, 24, 168])}
    if R.random() < 0.4:
        payload["name"] = ctx["name"]
    if R.random() < 0.3:
        payload["iss"] = f"https://auth.{ctx['slug']}.org"
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    siglen = {"HS256": 32, "RS256": 256, "HS512": 64}[alg]
    return f"{h}.{p}.{b64u(R.randbytes(siglen))}"


def _stripe_body():
    return rs(ALNUM, 24) if R.random() < 0.4 else "51" + rs(ALNUM, R.randint(90, 97))


SECRET_GEN = {
    "aws_akid": lambda c: wpick([("AKIA", 5), ("ASIA", 1)]) + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "aws_secret": lambda c: rs(ALNUM + "+/", 40),
    "github": lambda c: gh_classic(),
    "github_fine": lambda c: "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59),
    "gitlab": lambda c: "glpat-" + rs(B64URL, 20),
    "slack_bot": lambda c: f"xoxb-{rn(R.randint(10, 13))}-{rn(R.randint(10, 13))}-{rs(ALNUM, 24)}",
    "slack_user": lambda c: f"xoxp-{rn(R.randint(10, 12))}-{rn(R.randint(10, 12))}-{rn(13)}-{rs(HEX, 32)}",
    "slack_webhook": lambda c: f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, R.randint(8, 10))}/{rs(ALNUM, 24)}",
    "stripe_sk": lambda c: "sk_live_" + _stripe_body(),
    "stripe_rk": lambda c: "rk_live_" + _stripe_body(),
    "stripe_whsec": lambda c: "whsec_" + rs(ALNUM, 32),
    "twilio_token": lambda c: rs(HEX, 32),
    "sendgrid": lambda c: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43),
    "openai": lambda c: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
    "openai_proj": lambda c: "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74),
    "anthropic": lambda c: "sk-ant-api03-" + rs(B64URL, 93) + "AA",
    "google": lambda c: "AIzaSy" + rs(B64URL, 33),
    "hf": lambda c: "hf_" + rs(string.ascii_letters, 34),
    "npm": lambda c: "npm_" + rs(ALNUM, 36),
    "pypi": lambda c: "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, R.randint(130, 170)),
    "shopify": lambda c: pick(["shpat_", "shpat_", "shpca_", "shppa_", "shpss_"]) + rs(HEX, 32),
    "discord": lambda c: base64.b64encode(str(R.randint(10 ** 17, 13 * 10 ** 17)).encode()).decode().rstrip("=")
    + "." + rs(B64URL, 6) + "." + rs(B64URL, 38),
    "telegram": lambda c: f"{R.randint(1_000_000_000, 7_999_999_999)}:AA{rs(B64URL, 33)}",
    "azure_storage": lambda c: base64.b64encode(R.randbytes(64)).decode(),
    "azure_client": lambda c: rs(ALNUM, 3) + rn(1) + "Q~" + rs(ALNUM + "_.~-", 34),
    "azure_sas": lambda c: urllib.parse.quote(base64.b64encode(R.randbytes(32)).decode(), safe=""),
    "jwt": lambda c: jwt_token(c),
    "pem_rsa": lambda c: pem_block("pem_rsa"),
    "pem_pkcs8": lambda c: pem_block("pem_pkcs8"),
    "pem_ec": lambda c: pem_block("pem_ec"),
    "pem_openssh": lambda c: pem_block("pem_openssh"),
    "db_url": lambda c: password(url_safe=True),
    "basic_auth": lambda c: password(url_safe=True),
    "password": lambda c: password(),
    "generic": lambda c: generic_token(),
    "mailgun": lambda c: "key-" + rs(HEX, 32),
    "digitalocean": lambda c: "dop_v1_" + rs(HEX, 64),
    "mailchimp": lambda c: rs(HEX, 32) + f"-us{R.randint(1, 21)}",
    "datadog": lambda c: rs(HEX, 32),
}

SECRET_BRAND = {
    "aws_akid": "AWS", "aws_secret": "AWS", "github": "GitHub", "github_fine": "GitHub", "gitlab": "GitLab",
    "slack_bot": "Slack", "slack_user": "Slack", "slack_webhook": "Slack", "stripe_sk": "Stripe",
    "stripe_rk": "Stripe", "stripe_whsec": "Stripe", "twilio_token": "Twilio", "sendgrid": "SendGrid",
    "openai": "OpenAI", "openai_proj": "OpenAI", "anthropic": "Anthropic", "google": "Google Maps",
    "hf": "Hugging Face", "npm": "npm", "pypi": "PyPI", "shopify": "Shopify", "discord": "Discord",
    "telegram": "Telegram", "azure_storage": "Azure Storage", "azure_client": "Azure", "azure_sas": "Azure SAS",
    "jwt": "JWT", "generic": "API", "mailgun": "Mailgun", "digitalocean": "DigitalOcean",
    "mailchimp": "Mailchimp", "datadog": "Datadog",
}
SECRET_ENV = {
    "aws_akid": "AWS_ACCESS_KEY_ID", "aws_secret": "AWS_SECRET_ACCESS_KEY", "github": "GITHUB_TOKEN",
    "github_fine": "GH_TOKEN", "gitlab": "GITLAB_TOKEN", "slack_bot": "SLACK_BOT_TOKEN",
    "slack_user": "SLACK_USER_TOKEN", "slack_webhook": "SLACK_WEBHOOK_URL", "stripe_sk": "STRIPE_SECRET_KEY",
    "stripe_rk": "STRIPE_RESTRICTED_KEY", "stripe_whsec": "STRIPE_WEBHOOK_SECRET", "twilio_token": "TWILIO_AUTH_TOKEN",
    "sendgrid": "SENDGRID_API_KEY", "openai": "OPENAI_API_KEY", "openai_proj": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY", "google": "GOOGLE_MAPS_API_KEY", "hf": "HF_TOKEN", "npm": "NPM_TOKEN",
    "pypi": "PYPI_API_TOKEN", "shopify": "SHOPIFY_ADMIN_TOKEN", "discord": "DISCORD_BOT_TOKEN",
    "telegram": "TELEGRAM_BOT_TOKEN", "azure_storage": "AZURE_STORAGE_KEY", "azure_client": "AZURE_CLIENT_SECRET",
    "azure_sas": "AZURE_SAS_SIG", "jwt": "SESSION_JWT", "password": "DB_PASSWORD", "generic": "API_TOKEN",
    "mailgun": "MAILGUN_API_KEY", "digitalocean": "DIGITALOCEAN_TOKEN", "mailchimp": "MAILCHIMP_API_KEY",
    "datadog": "DD_API_KEY", "db_url": "DB_PASSWORD", "basic_auth": "HTTP_PASSWORD",
}


# ============================================================================
# TEMPLATES (plain rows)
# ============================================================================
EMAIL_LABELS = {"en": ["Email", "E-mail", "Contact email", "Email address"], "fr": ["E-mail", "Courriel", "Adresse e-mail"],
                "de": ["E-Mail", "E-Mail-Adresse"], "es": ["Correo", "Correo electrónico"],
                "it": ["Email", "Indirizzo e-mail", "Posta elettronica"], "pt": ["E-mail", "Correio eletrónico"],
                "nl": ["E-mail", "E-mailadres"], "pl": ["E-mail", "Adres e-mail"], "sv": ["E-post", "E-postadress"],
                "tr": ["E-posta", "E-posta adresi"], "ja": ["メール", "メールアドレス", "Eメール"]}
EMAIL_KEYS = ["email", "e_mail", "contact_email", "mail", "emailAddress"]
EMAIL_TPL = {
    "en": [
        "Hi {name2}, could you add me to the waiting list for the {item} at {org}? Best to reach me at {v}. Thanks! {name}",
        "From: {name} <{raw}>\nSubject: {item}\n\nHello, I'd like to book the {item} for {date}. Cheers",
        "{name} ({raw}) signed up for the {item} on {date}.",
        "Reminder: send the signed waiver to {v} before {date}.",
        "[{time}] {handle}: my new email is {v}, the old one bounces",
        "Ticket #{tid} | {org}\nRequester: {name}\nEmail: {v}\nSummary: cannot log in to book the {item}",
        "<p>Questions about the {item}? <a href=\"mailto:{raw}\">Write to {name}</a></p>",
        "INSERT INTO members (name, email, plan) VALUES ('{name}', '{raw}', '{item}');",
        "{ts} WARN mailer: bounce for {v} (550 5.1.1 mailbox unavailable) list={slug}",
        "git config --global user.email \"{raw}\"",
        "BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nEMAIL;TYPE=INTERNET:{raw}\nEND:VCARD",
        "| {name} | {raw} | {item} |",
        "Please cc {v} on anything about the {item}; {name2} is away until {date}.",
        "Reply-To: {v}\n\nThanks for your interest in {org}! We'll get back to you shortly.",
        "newsletter:\n  sender: {raw}\n  list: {slug}-members\n  frequency: weekly",
        "Lost & found: a helmet was left after the {item}. Owner please email {v}.",
        "Dear {name2}, your contact for the {item} will be {name}. You can reach them directly at {v}.",
        "echo \"Your {item} is ready\" | mail -s \"{org}\" {raw}",
        "{name} <{raw}> wrote:\n> Can we move the {item} to {date}?",
        "Volunteer coordinator for the {item}: {name}, e-mail {v}",
        "Forwarding this to {v}; they handle the {item} invoices now.",
        "Unsubscribe request received from {v} at {time}.",
    ],
    "fr": ["Bonjour {name2}, pouvez-vous m'inscrire chez {org} (« {item} ») ? Mon adresse : {v}. Merci, {name}",
           "Pour toute question (« {item} »), écrivez à {v}.",
           "Contact pour {org} : {name}, courriel {v}"],
    "de": ["Hallo {name2}, bitte tragt mich bei {org} für „{item}“ ein. Meine E-Mail: {v}. Gruß, {name}",
           "Rückfragen zu „{item}“ bitte an {v}.",
           "Ansprechpartnerin {name}, erreichbar per E-Mail unter {v}"],
    "es": ["Hola {name2}, ¿me apuntáis en {org}? («{item}») Mi correo es {v}. Gracias, {name}",
           "Para dudas sobre «{item}», escribid a {v}.",
           "Contacto de {org}: {name}, correo {v}"],
    "it": ["Ciao {name2}, potete iscrivermi presso {org}? («{item}») La mia email è {v}. Grazie, {name}",
           "Per informazioni su «{item}» scrivete a {v}."],
    "pt": ["Olá {name2}, podem inscrever-me em «{item}» ({org})? O meu e-mail é {v}. Obrigado, {name}",
           "Dúvidas sobre «{item}»: escrevam para {v}."],
    "nl": ["Hoi {name2}, kunnen jullie me inschrijven voor '{item}' bij {org}? Mijn e-mail is {v}. Groet, {name}",
           "Vragen over '{item}'? Mail naar {v}."],
    "pl": ["Cześć {name2}, proszę zapisać mnie na {item} w {org}. Mój e-mail: {v}. Pozdrawiam, {name}",
           "Pytania dotyczące {item} proszę kierować na {v}."],
    "sv": ["Hej {name2}, kan ni anmäla mig till {item} hos {org}? Min e-post är {v}. Hälsningar, {name}",
           "Frågor om {item}? Mejla {v}."],
    "tr": ["Merhaba {name2}, beni {org} için {item} listesine ekler misiniz? E-postam: {v}. Teşekkürler, {name}",
           "{item} ile ilgili sorular için {v} adresine yazın."],
    "ja": ["{name2}さん、{org}の{item}に申し込みたいです。連絡先メール：{v}　よろしくお願いします。{name}",
           "{item}についてのお問い合わせは {v} までお願いします。"],
}

CARD_LABELS = {"en": ["Card number", "Card no.", "PAN", "Credit card"], "fr": ["Numéro de carte", "N° de carte bancaire"],
               "de": ["Kartennummer", "Kreditkartennummer"], "es": ["Número de tarjeta", "Tarjeta"],
               "it": ["Numero carta", "Carta di credito"], "pt": ["Número do cartão", "Cartão de crédito"],
               "nl": ["Kaartnummer", "Creditcardnummer"], "pl": ["Numer karty", "Karta kredytowa"],
               "sv": ["Kortnummer", "Kreditkort"], "tr": ["Kart numarası", "Kredi kartı"],
               "ja": ["カード番号", "クレジットカード番号"]}
CARD_KEYS = ["card_number", "cc_number", "pan", "cardNumber", "card"]
CARD_TPL = {
    "en": [
        "Hi {name2}, please charge the {item} to my card {v}, exp {exp}, CVC {cvc}. Thanks, {name}",
        "Card number: {v}\nCardholder: {name}\nExpiry: {exp}",
        "{ts} ERROR payments: charge declined pan={v} amount={amount} member={mid}",
        "[{time}] {handle}: can you put the {item} on {v}? the old card expired",
        "Ticket #{tid}: customer read their card number over the phone ({v}); delete after processing!",
        "Voicemail from {name}: \"Hi, it's about the {item}. My card is {v}, expiring {exp}.\"",
        "Please refund {amount} for the cancelled {item} to the card {v}.",
        "Note on booking {tid}: paid at the front desk with card {v}.",
        "Dear {org}, I authorise a monthly charge for the {item} to card {v} (exp {exp}).",
        "payment_method:\n  type: card\n  number: \"{v}\"\n  exp: \"{exp}\"",
        "Subject: Payment for {item}\n\nHello, here are my card details: {v}, valid until {exp}. Best, {name}",
        "{name} paid the {item} deposit by phone: card {v}, auth code {auth}",
        "Sorry, wrong card last time. Use {v} instead (same name, {name}).",
    ],
    "fr": ["Bonjour, merci de débiter « {item} » sur ma carte {v}, date d'expiration {exp}. {name}",
           "Carte bancaire : {v} (exp. {exp}), titulaire {name}"],
    "de": ["Hallo, bitte bucht „{item}“ von meiner Karte {v} ab, gültig bis {exp}. {name}",
           "Kreditkarte: {v}, Ablauf {exp}, Inhaber {name}"],
    "es": ["Hola, cobrad «{item}» en mi tarjeta {v}, caduca {exp}. {name}",
           "Tarjeta: {v} (cad. {exp}), titular {name}"],
    "it": ["Ciao, addebitate «{item}» sulla mia carta {v}, scadenza {exp}. {name}",
           "Carta di credito: {v}, scad. {exp}, intestatario {name}"],
    "pt": ["Olá, cobrem «{item}» no meu cartão {v}, validade {exp}. {name}",
           "Cartão: {v} (val. {exp}), titular {name}"],
    "nl": ["Hoi, willen jullie '{item}' afschrijven van mijn kaart {v}, geldig tot {exp}? {name}",
           "Creditcard: {v}, vervaldatum {exp}, houder {name}"],
    "pl": ["Dzień dobry, proszę obciążyć moją kartę {v} za {item}, ważna do {exp}. {name}",
           "Karta: {v}, ważność {exp}, właściciel {name}"],
    "sv": ["Hej, dra {item} från mitt kort {v}, giltigt till {exp}. {name}",
           "Kort: {v}, utgång {exp}, innehavare {name}"],
    "tr": ["Merhaba, {item} ücretini {v} numaralı kartımdan çekebilirsiniz, son kullanma {exp}. {name}",
           "Kart: {v}, SKT {exp}, kart sahibi {name}"],
    "ja": ["{item}の料金はこのカードでお願いします：{v}（有効期限 {exp}）{name}",
           "カード番号：{v}　名義：{name}　有効期限：{exp}"],
}

PHONE_LABELS = {"en": ["Phone", "Mobile", "Cell", "Tel.", "WhatsApp", "Contact number"],
                "fr": ["Téléphone", "Portable", "Tél."], "de": ["Telefon", "Handy", "Mobil", "Tel."],
                "es": ["Teléfono", "Móvil", "Tel."], "it": ["Telefono", "Cellulare", "Tel."],
                "pt": ["Telefone", "Telemóvel", "Celular"], "nl": ["Telefoon", "Mobiel", "Tel."],
                "pl": ["Telefon", "Tel. kom.", "Komórka"], "sv": ["Telefon", "Mobil", "Tfn"],
                "tr": ["Telefon", "Cep", "GSM"], "ja": ["電話番号", "携帯", "TEL"]}
PHONE_KEYS = ["phone", "mobile", "tel", "phone_number", "whatsapp"]
PHONE_TPL = {
    "en": [
        "Hi {name2}, {name} here. Call me on {v} if the {item} gets cancelled.",
        "Name: {name}\nMobile: {v}\nBest time to call: evenings",
        "WhatsApp me on {v} for last-minute {item} swaps.",
        "Missed call from {v} at {time} about the {item}.",
        "{name} | cell {v} | {item}",
        "Emergency contact for {name2}: {name}, {v}",
        "<a href=\"tel:{vtel}\">Call {org}</a>",
        "Please text {v} when you arrive for the {item}.",
        "{ts} INFO sms-gateway: reminder for {item} sent to {v} status=delivered",
        "Coach {name}: {v} (evenings only)",
        "Call-back requested: {name}, {v}, re: {item}",
        "Referee on duty this weekend: {name}, phone {v}",
        "Questions? Ring us on {v}, Tue to Sat.",
        "BEGIN:VCARD\nFN:{name}\nTEL;TYPE=cell:{v}\nEND:VCARD",
        "[{time}] {handle}: my new number is {v}, the old one is dead",
        "Out-of-hours contact for the {item}: {name}, tel. {v}",
        "Ticket #{tid}\nCaller: {name}\nCallback number: {v}\nIssue: {item}",
        "If you get lost on the way to the {item}, phone {name2} on {v}.",
        "tel:{vtel}",
    ],
    "fr": ["Bonjour {name2}, c'est {name}. Appelle-moi sur mon portable au {v} si « {item} » est annulé.",
           "Contact : {name}, tél. {v}", "Pour les changements de dernière minute, WhatsApp au {v}."],
    "de": ["Hallo {name2}, hier {name}. Ruf mich auf dem Handy an: {v}, falls „{item}“ ausfällt.",
           "Ansprechpartner: {name}, Tel. {v}", "Bei Fragen zu „{item}“ erreicht ihr mich unter {v}."],
    "es": ["Hola {name2}, soy {name}: llámame al móvil {v} si se cancela «{item}».",
           "Contacto: {name}, tel. {v}", "Para cambios de última hora, WhatsApp al {v}."],
    "it": ["Ciao {name2}, sono {name}: chiamami al cellulare {v} se «{item}» viene annullato.",
           "Referente: {name}, tel. {v}"],
    "pt": ["Olá {name2}, é o {name}: liga-me para o telemóvel {v} se «{item}» for cancelado.",
           "Contacto: {name}, telefone {v}", "Mensagens pelo WhatsApp: {v}"],
    "nl": ["Hoi {name2}, met {name}. Bel me op mijn mobiel {v} als '{item}' niet doorgaat.",
           "Contactpersoon: {name}, tel. {v}"],
    "pl": ["Cześć {name2}, tu {name}. Dzwoń na komórkę {v}, jeśli {item} się nie odbędzie.",
           "Kontakt: {name}, tel. {v}"],
    "sv": ["Hej {name2}, det är {name}. Ring min mobil {v} om {item} ställs in.",
           "Kontaktperson: {name}, tfn {v}"],
    "tr": ["Merhaba {name2}, ben {name}; {item} iptal olursa cep telefonumdan ara: {v}",
           "İletişim: {name}, tel. {v}"],
    "ja": ["{name2}さん、{name}です。{item}が中止になったら携帯 {v} に電話ください。",
           "連絡先：{name}　電話番号 {v}"],
}

SSN_LABELS = {"en": ["SSN", "Social Security Number", "SSN#", "Soc. Sec. No.", "Social Security No."],
              "fr": ["Numéro de sécurité sociale américain (SSN)", "SSN (États-Unis)"],
              "de": ["US-Sozialversicherungsnummer (SSN)", "SSN (USA)"],
              "es": ["Número de Seguro Social (SSN)", "SSN (EE. UU.)"],
              "it": ["Social Security Number (USA)", "Numero SSN"],
              "pt": ["Número da Segurança Social dos EUA (SSN)", "SSN"],
              "nl": ["Social Security Number (VS)", "SSN"], "pl": ["Numer SSN (USA)", "SSN"],
              "sv": ["Amerikanskt socialförsäkringsnummer (SSN)", "SSN"],
              "tr": ["ABD Sosyal Güvenlik Numarası (SSN)", "SSN"], "ja": ["社会保障番号（SSN）", "米国SSN"]}
SSN_KEYS = ["ssn", "social_security_number", "SSN", "tax_id_ssn", "soc_sec_no"]
SSN_TPL = {
    "en": [
        "New hire paperwork for {name} ({role}): SSN {v}, start date {date}.",
        "W-9 for {name}, Social Security Number: {v}",
        "{ts} INFO payroll: created 1099 record for {mid} ssn={v}",
        "Hi {name2}, for the background check I need your social security number. I have {v} on file, is that right?",
        "Background check request (youth coach): {name}, SSN {v}",
        "I-9 verification: {name} presented a Social Security card, number {v}.",
        "Ticket #{tid}: {role} {name} says the SSN on the 1099 is wrong; the correct SSN is {v}.",
        "Please redact before sharing: SS# {v} ({name})",
        "Tax form for the {item} instructor: {name}, taxpayer ID (SSN) {v}",
        "Employee: {name}\nPosition: {role}\nSSN: {v}\nPay rate: {amount}/h",
        "[{time}] {handle}: payroll bounced, they need the social security no. again: {v}",
        "Direct deposit form for {name}, soc. sec. no. {v}, signed {date}",
        "Contractor onboarding ({org}): legal name {name}; Social Security number {v}; W-9 received.",
    ],
    "fr": ["Dossier d'embauche de {name} (États-Unis) : numéro de sécurité sociale américain (SSN) {v}.",
           "Formulaire W-9 : {name}, SSN {v}"],
    "de": ["Unterlagen für {name} (US-Vertrag): Sozialversicherungsnummer (SSN) {v}.",
           "W-9-Formular: {name}, SSN {v}"],
    "es": ["Alta de {name} en EE. UU.: número de Seguro Social (SSN) {v}.", "Formulario W-9: {name}, SSN {v}"],
    "it": ["Pratica di assunzione negli USA per {name}: Social Security Number {v}.", "Modulo W-9: {name}, SSN {v}"],
    "pt": ["Contratação de {name} nos EUA: número da Segurança Social (SSN) {v}.", "Formulário W-9: {name}, SSN {v}"],
    "nl": ["Personeelsdossier {name} (VS): Social Security Number {v}.", "W-9-formulier: {name}, SSN {v}"],
    "pl": ["Dokumenty zatrudnienia {name} (USA): numer SSN {v}.", "Formularz W-9: {name}, SSN {v}"],
    "sv": ["Anställningspapper för {name} (USA): socialförsäkringsnummer (SSN) {v}.", "W-9-blankett: {name}, SSN {v}"],
    "tr": ["{name} için ABD işe giriş belgeleri: Sosyal Güvenlik Numarası (SSN) {v}.", "W-9 formu: {name}, SSN {v}"],
    "ja": ["{name}さんの米国雇用書類：社会保障番号（SSN）{v}", "W-9フォーム：{name}、SSN {v}"],
}

IBAN_LABELS = {"en": ["IBAN", "Bank account (IBAN)", "Account IBAN"], "fr": ["IBAN", "RIB / IBAN"],
               "de": ["IBAN", "Bankverbindung (IBAN)"], "es": ["IBAN", "Cuenta IBAN"],
               "it": ["IBAN", "Coordinate bancarie (IBAN)"], "pt": ["IBAN", "NIB/IBAN"],
               "nl": ["IBAN", "Rekeningnummer (IBAN)"], "pl": ["IBAN", "Numer rachunku (IBAN)"],
               "sv": ["IBAN", "Kontonummer (IBAN)"], "tr": ["IBAN", "Banka hesabı (IBAN)"], "ja": ["IBAN", "口座番号（IBAN）"]}
IBAN_KEYS = ["iban", "IBAN", "bank_iban", "account_iban", "payout_iban"]
IBAN_TPL = {
    "en": [
        "Please pay the {item} ({amount}) to IBAN {v}, account holder {org}.",
        "SEPA Direct Debit Mandate\nCreditor: {org}\nDebtor: {name}\nIBAN: {v}\nSigned: {date}",
        "Refund for the cancelled {item} should go to {v} ({name}).",
        "{ts} INFO billing: mandate created for {mid} iban={v}",
        "[{time}] {handle}: new bank account is {v}, can you update my direct debit for the {item}?",
        "Payee: {name}\nIBAN {v}\nReference: {item} {tid}",
        "Invoice #{tid}: please transfer {amount} within 14 days to {v}.",
        "Payout batch, line {tid}: {name}, {v}, {amount}",
        "Hi {name2}, my IBAN for the fees is {v}. Thanks, {name}",
        "Bank details for the {item}: {org}, IBAN {v}, BIC {bic}",
        "Ticket #{tid}: member {name} changed bank; old mandate cancelled, new IBAN {v}",
    ],
    "fr": ["Merci de régler « {item} » ({amount}) sur l'IBAN {v}, titulaire {org}.",
           "Mandat de prélèvement SEPA\nDébiteur : {name}\nIBAN : {v}"],
    "de": ["Bitte überweist den Betrag für „{item}“ ({amount}) auf IBAN {v}, Kontoinhaber {org}.",
           "SEPA-Lastschriftmandat\nKontoinhaber: {name}\nIBAN: {v}"],
    "es": ["Por favor, transferid {amount} por «{item}» al IBAN {v}, titular {org}.",
           "Orden de domiciliación SEPA\nDeudor: {name}\nIBAN: {v}"],
    "it": ["Vi prego di versare {amount} per «{item}» sull'IBAN {v}, intestato a {org}.",
           "Mandato SDD\nDebitore: {name}\nIBAN: {v}"],
    "pt": ["Por favor transfiram {amount} referente a «{item}» para o IBAN {v}, titular {org}.",
           "Autorização de débito direto SEPA\nDevedor: {name}\nIBAN: {v}"],
    "nl": ["Graag {amount} voor '{item}' overmaken naar IBAN {v} t.n.v. {org}.",
           "SEPA-machtiging\nRekeninghouder: {name}\nIBAN: {v}"],
    "pl": ["Proszę przelać {amount} za {item} na rachunek IBAN {v}, odbiorca {org}.",
           "Polecenie zapłaty SEPA\nDłużnik: {name}\nIBAN: {v}"],
    "sv": ["Betala {amount} för {item} till IBAN {v}, mottagare {org}.",
           "Autogiromedgivande\nKontohavare: {name}\nIBAN: {v}"],
    "tr": ["{item} için {amount} tutarını {v} IBAN numaralı hesaba ({org}) gönderin.",
           "Ödeme talimatı\nHesap sahibi: {name}\nIBAN: {v}"],
    "ja": ["{item}の代金 {amount} を IBAN {v}（{org}）へお振込みください。", "振込先\n名義：{name}\nIBAN：{v}"],
}

IP_LABELS = {"en": ["IP", "Client IP", "Source address", "Remote addr"], "fr": ["Adresse IP"], "de": ["IP-Adresse"],
             "es": ["Dirección IP"], "it": ["Indirizzo IP"], "pt": ["Endereço IP"], "nl": ["IP-adres"],
             "pl": ["Adres IP"], "sv": ["IP-adress"], "tr": ["IP adresi"], "ja": ["IPアドレス"]}
IP_KEYS = ["ip", "client_ip", "remote_addr", "src_ip", "last_login_ip"]
IP_TPL_EN = [
    ("46", "{mon_ts} {host} sshd[{pid}]: Failed password for invalid user {user} from {v} port {port} ssh2"),
    ("46", "{mon_ts} {host} sshd[{pid}]: Accepted publickey for deploy from {v} port {port} ssh2"),
    ("46", "{v} - - [{clf_ts}] \"GET /{path} HTTP/1.1\" 200 {bytes} \"-\" \"Mozilla/5.0 (X11; Linux x86_64)\""),
    ("46", "{ts_f2b} fail2ban.actions [{pid}]: NOTICE [sshd] Ban {v}"),
    ("4", "iptables -A INPUT -s {v} -j DROP"),
    ("4c", "iptables -I INPUT -s {v}/{cidr} -p tcp --dport 22 -j REJECT"),
    ("6c", "ip6tables -A INPUT -s {v}/{cidr} -j DROP"),
    ("46", "ufw deny from {v} to any port 22"),
    ("46", "ufw allow from {v} to any port 5432 proto tcp comment '{slug} office'"),
    ("4", "location /admin {\n    allow {v};\n    deny all;\n}"),
    ("46", "Require ip {v}"),
    ("4", "{\"CidrIp\": \"{v}/32\", \"Description\": \"{slug} office\"}"),
    ("6", "{\"CidrIpv6\": \"{v}/128\", \"Description\": \"{slug} office\"}"),
    ("4", "cidr_blocks = [\"{v}/32\"]  # {slug} club router"),
    ("46", "Someone from {v} keeps trying to log into the {org} booking page."),
    ("46", "[{time}] {handle}: our router's public IP is {v}, can you whitelist it for the {item} stream?"),
    ("4", "{sub}.{slug}.org. 300 IN A {v}"),
    ("6", "{sub}.{slug}.org. 300 IN AAAA {v}"),
    ("46", "{mon_ts} mx1 postfix/smtpd[{pid}]: connect from unknown[{v}]"),
    ("4", "[client {v}:{port}] AH01630: client denied by server configuration: /srv/{slug}/admin"),
    ("46", "{\"ts\": \"{ts}\", \"level\": \"warn\", \"msg\": \"rate limited\", \"remote_addr\": \"{v}\", \"path\": \"/{path}\"}"),
    ("46", "64 bytes from {v}: icmp_seq=1 ttl={ttl} time={ms} ms"),
    ("4", "curl -sv http://{v}:{port}/health"),
    ("6", "curl -g -sv 'http://[{v}]:{port}/health'"),
    ("46", "X-Forwarded-For: {v}\nX-Request-Start: t={epoch}"),
    ("4", "ssh -p 2222 -l {user} {v}"),
    ("6", "ssh -6 -l {user} {v}"),
    ("46", "Login alert for {org}: new sign-in to the admin account from {v} ({city}) at {time}."),
    ("4c", "set firewall name WAN_IN rule 20 source address {v}/{cidr}"),
    ("46", "blocklist:\n  - {v}\nreason: credential stuffing on /login"),
    ("46", "nft add element inet filter blocklist { {v} }"),
    ("4", "{mon_ts} gw kernel: [UFW BLOCK] IN=eth0 OUT= SRC={v} PROTO=TCP SPT={port} DPT=22"),
    ("6c", "route6 {v}/{cidr} via wg0  # {slug} tunnel"),
    ("4", "Our static address at the {item} venue is {v}, please allow it on the streaming server."),
    ("6", "The clubhouse now has IPv6: {v}. Pinging from home works."),
    ("4", "{ts} INFO {svc}: login ok user={mid} ip={v}"),
    ("6", "{ts} INFO {svc}: login ok user={mid} ip={v}"),
]
IP_TPL_OTHER = {
    "fr": ["Quelqu'un tente de se connecter au site de {org} depuis l'adresse {v}.", "Adresse IP bloquée : {v} (trop de tentatives)"],
    "de": ["Seit heute Morgen versucht jemand von {v} aus, sich bei {org} anzumelden.", "Gesperrte IP-Adresse: {v} (zu viele Fehlversuche)"],
    "es": ["Alguien intenta entrar en la web de {org} desde la IP {v}.", "IP bloqueada: {v} (demasiados intentos)"],
    "it": ["Qualcuno prova ad accedere al sito di {org} dall'indirizzo {v}.", "IP bloccato: {v} (troppi tentativi)"],
    "pt": ["Alguém está a tentar entrar no site ({org}) a partir de {v}.", "IP bloqueado: {v} (demasiadas tentativas)"],
    "nl": ["Iemand probeert vanaf {v} in te loggen op de site van {org}.", "Geblokkeerd IP-adres: {v} (te veel pogingen)"],
    "pl": ["Ktoś próbuje zalogować się na stronę {org} z adresu {v}.", "Zablokowany adres IP: {v} (zbyt wiele prób)"],
    "sv": ["Någon försöker logga in på sidan för {org} från {v}.", "Blockerad IP-adress: {v} (för många försök)"],
    "tr": ["Birisi {v} adresinden {org} sitesine girmeye çalışıyor.", "Engellenen IP adresi: {v} (çok fazla deneme)"],
    "ja": ["{v} から{org}の管理画面へのログイン試行が続いています。", "ブロックしたIPアドレス：{v}（試行回数超過）"],
}
IP_PATHS = ["booking/new", "classes", "shop/veg-box", "wp-login.php", "admin", "api/v1/members", "timetable.ics",
            "fixtures/2024", "quote/upload", "forum/login"]

SECRET_EN = {
    "aws_akid": ["[default]\naws_access_key_id = {v}\nregion = eu-central-1",
                 "export AWS_ACCESS_KEY_ID={v}\nexport AWS_DEFAULT_REGION=eu-west-1",
                 "{ts} WARN s3-sync: AccessDenied for access key {v} on bucket {slug}-photos"],
    "aws_secret": ["[{slug}]\naws_access_key_id = <see vault>\naws_secret_access_key = {v}",
                   "AWS_SECRET_ACCESS_KEY={v}",
                   "const s3 = new S3Client({ region: \"eu-west-1\", credentials: { accessKeyId: process.env.AWS_KEY_ID, secretAccessKey: \"{v}\" } });"],
    "github": ["GITHUB_TOKEN={v}",
               "curl -H \"Authorization: token {v}\" https://api.github.com/repos/{slug}/website/issues",
               "[{time}] {handle}: use my PAT {v} to push the {item} page, I'll revoke it tonight"],
    "github_fine": ["GH_TOKEN={v} gh release create v1.4 --repo {slug}/timetable",
                    "- name: Checkout\n  uses: actions/checkout@v4\n  with:\n    token: {v}"],
    "gitlab": ["GITLAB_TOKEN: {v}  # maintainer scope",
               "git remote set-url origin https://oauth2:{v}@gitlab.com/{slug}/timetable.git"],
    "slack_bot": ["SLACK_BOT_TOKEN={v}", "slack:\n  token: {v}\n  channel: \"#{slug}-volunteers\""],
    "slack_user": ["SLACK_USER_TOKEN={v}",
                   "curl -H \"Authorization: Bearer {v}\" https://slack.com/api/conversations.list"],
    "slack_webhook": ["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"{item} cancelled\"}' {v}",
                      "SLACK_WEBHOOK_URL={v}", "notify:\n  slack_webhook: {v}"],
    "stripe_sk": ["STRIPE_SECRET_KEY={v}", "stripe.api_key = \"{v}\"  # {org} live account",
                  "curl https://api.stripe.com/v1/refunds -u {v}: -d amount=4500 -d currency=eur"],
    "stripe_rk": ["STRIPE_RESTRICTED_KEY={v}", "Restricted key for the {item} shop (read-only): {v}"],
    "stripe_whsec": ["STRIPE_WEBHOOK_SECRET={v}", "endpoint_secret = '{v}'"],
    "twilio_token": ["TWILIO_AUTH_TOKEN={v}", "client = Client(\"AC{sid}\", \"{v}\")"],
    "sendgrid": ["SENDGRID_API_KEY={v}", "sg = SendGridAPIClient(\"{v}\")",
                 "curl https://api.sendgrid.com/v3/mail/send -H \"Authorization: Bearer {v}\" -H 'Content-Type: application/json' -d @reminder.json"],
    "openai": ["OPENAI_API_KEY={v}", "client = OpenAI(api_key=\"{v}\")  # glossary bot for {org}",
               "[{time}] {handle}: the translation memory script uses {v}, please don't paste it anywhere"],
    "openai_proj": ["OPENAI_API_KEY={v}", "openai:\n  api_key: {v}\n  model: gpt-4o-mini"],
    "anthropic": ["ANTHROPIC_API_KEY={v}",
                  "curl https://api.anthropic.com/v1/messages -H \"x-api-key: {v}\" -H \"anthropic-version: 2023-06-01\""],
    "google": ["<script src=\"https://maps.googleapis.com/maps/api/js?key={v}&callback=initMap\"></script>",
               "GOOGLE_MAPS_API_KEY={v}", "firebase:\n  apiKey: \"{v}\"\n  projectId: \"{slug}-app\""],
    "hf": ["HF_TOKEN={v}", "huggingface-cli login --token {v}"],
    "npm": ["//registry.npmjs.org/:_authToken={v}", "NPM_TOKEN={v} npm publish --access public"],
    "pypi": ["[pypi]\nusername = __token__\npassword = {v}", "twine upload dist/* -u __token__ -p {v}"],
    "shopify": ["SHOPIFY_ADMIN_TOKEN={v}",
                "curl -H \"X-Shopify-Access-Token: {v}\" https://{slug}.myshopify.com/admin/api/2024-01/orders.json"],
    "discord": ["DISCORD_BOT_TOKEN={v}", "client.run(\"{v}\")  # {org} bot"],
    "telegram": ["curl \"https://api.telegram.org/bot{v}/sendMessage?chat_id=@{slug}_news&text=Training+cancelled\"",
                 "TELEGRAM_BOT_TOKEN={v}"],
    "azure_storage": ["AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net\"",
                      "az storage blob upload --account-name {acct} --account-key {v} -c photos -f team.jpg"],
    "azure_client": ["AZURE_CLIENT_ID={uuid}\nAZURE_CLIENT_SECRET={v}", "\"clientSecret\": \"{v}\","],
    "azure_sas": ["https://{acct}.blob.core.windows.net/photos/team.jpg?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-31T23:59:59Z&spr=https&sig={v}"],
    "jwt": ["Authorization: Bearer {v}", "Set-Cookie: session={v}; Path=/; HttpOnly; Secure",
            "{ts} DEBUG auth: issued token={v} for {mid}"],
    "pem": ["$ cat deploy_key\n{v}", "Here's the key for the club server (please don't forward):\n\n{v}\n",
            "# {slug} backup server, do not commit\n{v}", "Ticket #{tid}: attaching the old host key so you can decrypt the backups\n{v}"],
    "mailgun": ["MAILGUN_API_KEY={v}", "curl -s --user 'api:{v}' https://api.mailgun.net/v3/mg.{slug}.org/messages"],
    "digitalocean": ["DIGITALOCEAN_TOKEN={v}", "doctl auth init --access-token {v}"],
    "mailchimp": ["MAILCHIMP_API_KEY={v}", "mailchimp.setConfig({ apiKey: \"{v}\", server: \"{server}\" });"],
    "datadog": ["DD_API_KEY={v}",
                "docker run -d -e DD_API_KEY={v} -e DD_SITE=datadoghq.eu gcr.io/datadoghq/agent:7"],
    "password": ["DB_PASSWORD={v}", "smtp:\n  host: smtp.{slug}.org\n  user: bookings\n  password: \"{v}\"",
                 "spring.datasource.password={v}", "<add key=\"SmtpPassword\" value=\"{v}\" />",
                 "PGPASSWORD='{v}' psql -h db.{slug}.org -U {user} {db}",
                 "[{time}] {handle}: admin login for the booking site is admin / {v}",
                 "Wi-Fi for the {item}: network \"{slug}-guest\", password {v}",
                 "mysql -u {user} -p'{v}' {db}", "{\"db_user\": \"{user}\", \"db_password\": \"{v}\"}",
                 "MYSQL_ROOT_PASSWORD={v}", "Ticket #{tid}: reset the treasurer account, temporary password is {v}"],
    "generic": ["token: {v}", "secret = \"{v}\"", "Here's the API key for the {org} booking widget: {v}",
                "webhook signing secret is {v}", "X-Api-Key: {v}", "access_token={v}&expires_in=3600",
                "{ts} DEBUG {svc}: using api_key={v}", "app:\n  secret_key: \"{v}\"", "SECRET_KEY = '{v}'"],
}
SECRET_LANG_BRAND = {
    "fr": ["Voici la clé {brand} pour {org} : {v} (ne pas la partager)", "# identifiants, ne pas committer\n{env}={v}"],
    "de": ["Hier ist der {brand}-Schlüssel für {org}: {v} (bitte nicht weitergeben)", "# Zugangsdaten, nicht einchecken!\n{env}={v}"],
    "es": ["Te paso la clave de {brand} de {org}: {v} (no la compartas)", "# credenciales, no subir al repo\n{env}={v}"],
    "it": ["Ecco la chiave {brand} per {org}: {v} (non condividerla)", "# credenziali, non fare commit\n{env}={v}"],
    "pt": ["Segue a chave {brand} para {org}: {v} (não partilhar)", "# credenciais, não fazer commit\n{env}={v}"],
    "nl": ["Hier is de {brand}-sleutel voor {org}: {v} (niet delen)", "# inloggegevens, niet committen\n{env}={v}"],
    "pl": ["Oto klucz {brand} dla {org}: {v} (nie udostępniaj)", "# dane dostępowe, nie commitować\n{env}={v}"],
    "sv": ["Här är {brand}-nyckeln för {org}: {v} (dela inte)", "# inloggningsuppgifter, checka inte in\n{env}={v}"],
    "tr": ["{org} için {brand} anahtarı: {v} (kimseyle paylaşma)", "# kimlik bilgileri, commit etme\n{env}={v}"],
    "ja": ["{org}の{brand}キーです：{v}（共有しないでください）", "# 認証情報（コミット禁止）\n{env}={v}"],
}
SECRET_LANG_PW = {
    "fr": ["Mot de passe du compte admin : {v}", "Identifiant : {user} / mot de passe : {v}"],
    "de": ["Passwort für das Vereinskonto: {v}", "Zugang: Benutzer {user}, Passwort {v}"],
    "es": ["Contraseña del panel: {v}", "Usuario: {user} / contraseña: {v}"],
    "it": ["Password dell'account admin: {v}", "Utente {user}, password {v}"],
    "pt": ["Senha do painel: {v}", "Utilizador: {user} / senha: {v}"],
    "nl": ["Wachtwoord van de beheeromgeving: {v}", "Gebruiker {user}, wachtwoord {v}"],
    "pl": ["Hasło do panelu: {v}", "Login: {user}, hasło: {v}"],
    "sv": ["Lösenord till adminpanelen: {v}", "Användare {user}, lösenord {v}"],
    "tr": ["Yönetim paneli şifresi: {v}", "Kullanıcı adı: {user} / şifre: {v}"],
    "ja": ["管理画面のパスワード：{v}", "ユーザー名 {user} ／ パスワード {v}"],
}
SECRET_LANG_GENERIC = {
    "fr": ["jeton : {v}", "clé secrète : {v}", "Voici la clé d'API pour {org} : {v}"],
    "de": ["Token: {v}", "Geheimer Schlüssel: {v}", "API-Schlüssel für {org}: {v}"],
    "es": ["token: {v}", "clave secreta: {v}", "La clave de la API de {org} es {v}"],
    "it": ["token: {v}", "chiave segreta: {v}", "La chiave API di {org} è {v}"],
    "pt": ["token: {v}", "chave secreta: {v}", "A chave da API ({org}) é {v}"],
    "nl": ["token: {v}", "geheime sleutel: {v}", "De API-sleutel van {org} is {v}"],
    "pl": ["token: {v}", "klucz tajny: {v}", "Klucz API do {org}: {v}"],
    "sv": ["token: {v}", "hemlig nyckel: {v}", "API-nyckeln för {org} är {v}"],
    "tr": ["token: {v}", "gizli anahtar: {v}", "{org} API anahtarı: {v}"],
    "ja": ["トークン：{v}", "シークレットキー: {v}", "{org}のAPIキーは {v} です"],
}
SECRET_LANG_URL = {
    "fr": "Chaîne de connexion (ne pas diffuser) :", "de": "Verbindungsdaten (nicht weitergeben):",
    "es": "Cadena de conexión (no compartir):", "it": "Stringa di connessione (riservata):",
    "pt": "Cadeia de ligação (confidencial):", "nl": "Verbindingsgegevens (vertrouwelijk):",
    "pl": "Dane połączenia (poufne):", "sv": "Anslutningssträng (hemlig):", "tr": "Bağlantı bilgisi (gizli):",
    "ja": "接続文字列（社外秘）：",
}
SECRET_LABELS = {
    "token": {"en": "Token", "fr": "Jeton", "de": "Token", "es": "Token", "it": "Token", "pt": "Token", "nl": "Token",
              "pl": "Token", "sv": "Token", "tr": "Token", "ja": "トークン"},
    "key": {"en": "API key", "fr": "Clé API", "de": "API-Schlüssel", "es": "Clave API", "it": "Chiave API",
            "pt": "Chave de API", "nl": "API-sleutel", "pl": "Klucz API", "sv": "API-nyckel", "tr": "API anahtarı",
            "ja": "APIキー"},
    "pw": {"en": "Password", "fr": "Mot de passe", "de": "Passwort", "es": "Contraseña", "it": "Password",
           "pt": "Senha", "nl": "Wachtwoord", "pl": "Hasło", "sv": "Lösenord", "tr": "Şifre", "ja": "パスワード"},
}


# ============================================================================
# DISGUISES
# ============================================================================
NUMWORDS = {
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "fr": ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    "it": ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    "pt": ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
    "nl": ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
    "pl": ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"],
    "sv": ["noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"],
    "tr": ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"],
}
WORD2DIG = {lang: {w: str(i) for i, w in enumerate(ws)} for lang, ws in NUMWORDS.items()}
WORD2DIG["en"]["oh"] = "0"
KANJI = "〇一二三四五六七八九"
SCRIPTS = {"arabic": 0x0660, "persian": 0x06F0, "devanagari": 0x0966, "fullwidth": 0xFF10,
           "bengali": 0x09E6, "mathbold": 0x1D7CE, "thai": 0x0E50}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
SHY = "\u00ad"
COMBINING = ["\u0332", "\u0305", "\u0336", "\u0301", "\u0338", "\u0323"]
SPLIT_FILLERS = {
    "en": [" and the second half is ", "\u2026 hang on, the kids are shouting \u2026 ", ", sorry, dropped the phone, ",
           " (then she paused and said) ", "\" and after a moment: \""],
    "de": [" und der Rest ist ", " \u2013 Moment, es klingelt \u2013 "],
    "fr": [" et la suite c'est ", " \u2013 attendez \u2013 "],
    "es": [" y luego ", " \u2013 espera un momento \u2013 "],
}


def to_script(s, base):
    return "".join(chr(base + int(c)) if c in DIG else c for c in s)


def insert_between(chars, fn, prob=1.0):
    out = []
    for i, ch in enumerate(chars):
        out.append(ch)
        if i < len(chars) - 1 and R.random() < prob:
            out.append(fn())
    return "".join(out)


def card_disguise(kind, d, brand):
    """Return (disguise, lang_override or None). d = digits."""
    pat = std_pattern(len(d), brand)
    groups = split_by(d, pat)
    if kind == "dots":
        g = split_by(d, [3] * 10) if R.random() < 0.5 else split_by(d, [2] * 10)
        return ".".join(g), None
    if kind == "slashes":
        return pick(["/", " / "]).join(groups), None
    if kind == "eight":
        h = 8 if len(d) >= 16 else len(d) // 2
        return d[:h] + pick([" ", "  ", " - "]) + d[h:], None
    if kind == "pairs":
        return pick([" ", "-"]).join(split_by(d, [2] * 10)), None
    if kind == "linebreak":
        if R.random() < 0.5:
            k = R.randint(1, len(groups) - 1)
            return " ".join(groups[:k]) + pick(["\n", "\r\n", " \n"]) + " ".join(groups[k:]), None
        k = R.randint(5, len(d) - 4)
        return d[:k] + "\n" + d[k:], None
    if kind == "mixed":
        seps = [" ", "-", ".", "/", " - ", "_", " . "]
        while True:
            chosen = [pick(seps) for _ in groups[:-1]]
            if len(set(chosen)) >= 2:
                break
        return "".join(g + (chosen[i] if i < len(chosen) else "") for i, g in enumerate(groups)), None
    if kind in SCRIPTS:
        return to_script(pick([" ", "-", " "]).join(groups), SCRIPTS[kind]), None
    if kind == "zw":
        if R.random() < 0.5:
            return " ".join(insert_between(list(g), lambda: pick(ZW), 0.5) for g in groups), None
        return insert_between(list(d), lambda: pick(ZW), 0.7), None
    if kind == "shy":
        if R.random() < 0.5:
            return SHY.join(groups), None
        return insert_between(list(d), lambda: SHY, 0.5), None
    if kind == "combining":
        mark = pick(COMBINING)
        return " ".join("".join(c + mark for c in g) for g in groups), None
    if kind == "keycap":
        return " ".join("".join(c + "\ufe0f\u20e3" for c in g) for g in groups), None
    if kind.startswith("words_"):
        lang = kind[6:]
        words = NUMWORDS[lang][:]
        if lang == "en" and R.random() < 0.5:
            words[0] = "oh"
        gsep = pick([", ", " / ", " - ", "; "])
        wsep = pick([" ", " ", "-"])
        return gsep.join(wsep.join(words[int(c)] for c in g) for g in groups), lang
    if kind == "ol":
        m = {"0": pick(["O", "o"]), "1": pick(["l", "I"])}
        return pick([" ", "-"]).join("".join(m.get(c, c) for c in g) for g in groups), None
    if kind == "spaced":
        if R.random() < 0.5:
            return " ".join(d), None
        return "   ".join(" ".join(g) for g in groups), None
    if kind == "split":
        lang = pick(["en", "en", "de", "fr", "es"])
        k = max(1, len(groups) // 2)
        a, b = " ".join(groups[:k]), " ".join(groups[k:])
        return a + pick(SPLIT_FILLERS[lang]) + b, lang
    if kind == "kanji":
        return pick([" ", "-", "・"]).join("".join(KANJI[int(c)] for c in g) for g in groups), "ja"
    if kind == "nbsp":
        return pick(["\u00a0", "\u202f", "\u2009", "\u3000", "\u2007"]).join(groups), None
    if kind == "brackets":
        o, c = pick([("(", ")"), ("[", "]"), ("<", ">")])
        return pick(["", " "]).join(f"{o}{g}{c}" for g in groups), None
    if kind == "mixscript":
        base = SCRIPTS[pick(["fullwidth", "arabic", "devanagari"])]
        return " ".join(to_script(g, base) if i % 2 == 0 else g for i, g in enumerate(groups)), None
    raise ValueError(kind)


def decode_card(s, kind, lang):
    if kind.startswith("words_"):
        words = re.findall(r"[^\W\d_]+", s)
        return "".join(WORD2DIG[lang][w.lower()] for w in words)
    out = []
    for ch in s:
        if ch in KANJI:
            out.append(str(KANJI.index(ch)))
            continue
        dv = unicodedata.decimal(ch, None)
        if dv is not None:
            out.append(str(dv))
            continue
        if kind == "ol" and ch in "OoIl":
            out.append("0" if ch in "Oo" else "1")
    return "".join(out)


CARD_DISG_KINDS = (["dots"] * 3 + ["slashes"] * 3 + ["eight"] * 3 + ["pairs"] * 3 + ["linebreak"] * 3 +
                   ["mixed"] * 3 + ["arabic"] * 3 + ["persian"] * 2 + ["devanagari"] * 2 + ["fullwidth"] * 3 +
                   ["bengali"] * 2 + ["zw"] * 3 + ["shy"] * 3 + ["combining"] * 3 + ["words_en"] * 4 +
                   ["words_other"] * 8 + ["ol"] * 4 + ["spaced"] * 3 + ["split"] * 5 + ["kanji"] * 2 +
                   ["nbsp"] * 3 + ["brackets"] * 2 + ["mixscript"] * 2 + ["keycap"] * 2 + ["mathbold"] * 1)
assert len(CARD_DISG_KINDS) == 75, len(CARD_DISG_KINDS)

CARD_DISG_TPL = {
    "en": ["Here's my card for the {item}: {v} exp {exp}", "pls charge this one instead: {v}",
           "Card number (as read out on the phone): {v}",
           "Voicemail transcript: \"...hi, it's {name}, the card is {v}, expiry {exp}, thanks...\"",
           "Payment for {org}:\n{v}\nexp {exp}", "[{time}] {handle}: ok the number is {v}",
           "Ticket #{tid}: customer typed their card as {v} in the notes field",
           "Hi {name2}, card for the {item} deposit is {v}, CVC on request. {name}"],
    "fr": ["Voici ma carte pour « {item} » : {v}, exp. {exp}", "Numéro de carte (dicté au téléphone) : {v}"],
    "de": ["Meine Kartennummer für „{item}“: {v}, gültig bis {exp}", "Kartennummer (am Telefon durchgegeben): {v}"],
    "es": ["Mi tarjeta para «{item}»: {v}, caduca {exp}", "Número de tarjeta (dictado por teléfono): {v}"],
    "it": ["La mia carta per «{item}»: {v}, scadenza {exp}", "Numero carta (dettato al telefono): {v}"],
    "pt": ["O meu cartão para «{item}»: {v}, validade {exp}", "Número do cartão (ditado ao telefone): {v}"],
    "nl": ["Mijn kaart voor '{item}': {v}, geldig tot {exp}", "Kaartnummer (telefonisch doorgegeven): {v}"],
    "pl": ["Moja karta na {item}: {v}, ważna do {exp}", "Numer karty (podany przez telefon): {v}"],
    "sv": ["Mitt kort för {item}: {v}, giltigt till {exp}", "Kortnummer (uppläst i telefon): {v}"],
    "tr": ["{item} için kartım: {v}, son kullanma {exp}", "Kart numarası (telefonda okundu): {v}"],
    "ja": ["{item}の支払いカード：{v}　有効期限 {exp}", "カード番号（電話で聞き取り）：{v}"],
}

# ---------------------------------------------------------------- e-mail ----
LANG_AT = {"fr": (["arobase"], ["point"]), "de": (["ät", "Klammeraffe"], ["Punkt", "punkt"]),
           "es": (["arroba"], ["punto"]), "it": (["chiocciola"], ["punto"]), "pt": (["arroba"], ["ponto"]),
           "nl": (["apenstaartje"], ["punt"]), "pl": (["małpa"], ["kropka"]), "sv": (["snabel-a"], ["punkt"]),
           "tr": (["et"], ["nokta"]), "ja": (["アットマーク"], ["ドット"])}
AT_WORDS = ["at", "AT", "At", "arobase", "arroba", "chiocciola", "apenstaartje", "małpa", "snabel-a", "et",
            "ät", "Klammeraffe", "アットマーク", "@"]
DOT_WORDS = ["dot", "DOT", "Dot", "point", "punto", "ponto", "punt", "kropka", "punkt", "Punkt", "nokta",
             "ドット", "."]
NOSPAM_WORDS = ["REMOVE-THIS.", "NOSPAM.", "NOSPAM", "REMOVETHIS", "nospam."]
CYR = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "x": "\u0445", "y": "\u0443"}
CYR2LAT = str.maketrans({v: k for k, v in CYR.items()})

EMAIL_DISG_KINDS = (["at_dot"] * 3 + ["sq"] * 3 + ["paren"] * 3 + ["curly"] * 2 + ["entity"] * 3 + ["pct"] * 3 +
                    ["fullwidth"] * 3 + [f"lang_{l}" for l in OTHER_LANGS for _ in range(2)] + ["reversed"] * 3 +
                    ["spaced"] * 3 + ["zw"] * 3 + ["cyr"] * 4 + ["caps"] * 3 + ["angle"] * 2 + ["dash"] * 2 +
                    ["atsym"] * 2 + ["underscore"] * 2 + ["hash"] * 2 + ["nospam"] * 3 + ["concat"] * 2 +
                    ["shy"] * 2 + ["mixed"] * 2)
assert len(EMAIL_DISG_KINDS) == 75, len(EMAIL_DISG_KINDS)

NOTES = {
    "hash": {"en": "(replace # with @)", "de": "(# durch @ ersetzen)", "fr": "(remplacer # par @)",
             "es": "(cambia # por @)"},
    "nospam": {"en": "(remove the NOSPAM bit)", "de": "(NOSPAM entfernen)", "fr": "(enlever NOSPAM)",
               "es": "(quita lo de NOSPAM)"},
    "reversed": {"en": "(read it backwards)", "de": "(rückwärts lesen)", "fr": "(à lire à l'envers)",
                 "es": "(léelo al revés)"},
}


def email_disguise(kind, addr):
    """Return (disguise, note, forced_lang)."""
    local, dom = addr.split("@")
    parts = dom.split(".")
    if kind == "at_dot":
        l = local.replace(".", " dot ") if R.random() < 0.5 else local
        return f"{l} at {' dot '.join(parts)}", "", None
    if kind in ("sq", "paren", "curly"):
        o, c = {"sq": ("[", "]"), "paren": ("(", ")"), "curly": ("{", "}")}[kind]
        sp = pick(["", " "])
        return f"{local}{sp}{o}at{c}{sp}" + f"{sp}{o}dot{c}{sp}".join(parts), "", None
    if kind == "entity":
        return local + "&#64;" + (dom if R.random() < 0.5 else dom.replace(".", "&#46;")), "", None
    if kind == "pct":
        return local.replace("+", "%2B") + "%40" + dom, "", None
    if kind == "fullwidth":
        return local + "\uff20" + (dom if R.random() < 0.5 else dom.replace(".", "\uff0e")), "", None
    if kind.startswith("lang_"):
        lang = kind[5:]
        ats, dots = LANG_AT[lang]
        at, dot = pick(ats), pick(dots)
        if R.random() < 0.3:
            return f"{local} ({at}) " + f" ({dot}) ".join(parts), "", lang
        return f"{local} {at} " + f" {dot} ".join(parts), "", lang
    if kind == "reversed":
        return addr[::-1], "reversed", None
    if kind == "spaced":
        return " ".join(addr), "", None
    if kind == "zw":
        pos = sorted(R.sample(range(1, len(addr)), 3))
        out, last = [], 0
        for p in pos:
            out.append(addr[last:p])
            out.append(pick(ZW))
            last = p
        out.append(addr[last:])
        return "".join(out), "", None
    if kind == "cyr":
        idx = [i for i, ch in enumerate(local) if ch in CYR]
        k = R.randint(1, min(3, len(idx)))
        chosen = set(R.sample(idx, k))
        return "".join(CYR[ch] if i in chosen else ch for i, ch in enumerate(local)) + "@" + dom, "", None
    if kind == "caps":
        return f"{local} AT " + " DOT ".join(parts), "", None
    if kind == "angle":
        return f"{local} <at> " + " <dot> ".join(parts), "", None
    if kind == "dash":
        return f"{local} -at- " + " -dot- ".join(parts), "", None
    if kind == "atsym":
        return pick([f"{local}[@]{dom}", f"{local} @ {dom}", f"{local}(@){dom}", f"{local} [@] {dom}"]), "", None
    if kind == "underscore":
        return f"{local}_at_" + "_dot_".join(parts), "", None
    if kind == "hash":
        return f"{local}#{dom}", "hash", None
    if kind == "nospam":
        return pick([f"{local}@NOSPAM.{dom}", f"{local}@REMOVE-THIS.{dom}", f"{local}NOSPAM@{dom}"]), "nospam", None
    if kind == "concat":
        q = pick(["'", '"'])
        return f"{q}{local}{q} + {q}@{q} + {q}{dom}{q}", "", None
    if kind == "shy":
        pos = sorted(R.sample(range(1, len(addr)), 2))
        return addr[:pos[0]] + SHY + addr[pos[0]:pos[1]] + SHY + addr[pos[1]:], "", None
    if kind == "mixed":
        return pick([f"{local} (at) {dom}", f"{local}[at]{dom}", f"{local} at {dom}", f"{local}@{parts[0]} dot {'.'.join(parts[1:])}"]), "", None
    raise ValueError(kind)


_AT_ALT = "|".join(re.escape(w) for w in sorted(AT_WORDS, key=len, reverse=True))
_DOT_ALT = "|".join(re.escape(w) for w in sorted(DOT_WORDS, key=len, reverse=True))


def decode_email(d, kind):
    s = d
    if kind == "concat":
        return "".join(a or b for a, b in re.findall(r"'([^']*)'|\"([^\"]*)\"", s))
    s = html.unescape(s)
    s = urllib.parse.unquote(s)
    s = unicodedata.normalize("NFKC", s)
    s = "".join(ch for ch in s if unicodedata.category(ch) != "Cf")
    s = s.translate(CYR2LAT)
    if kind == "reversed":
        return s[::-1]
    if kind == "spaced":
        return s.replace(" ", "")
    if kind == "hash":
        s = s.replace("#", "@")
    if kind == "nospam":
        for w in NOSPAM_WORDS:
            s = s.replace(w, "")
    s = re.sub(r"\s*[\[\(\{<]\s*(?:" + _AT_ALT + r")\s*[\]\)\}>]\s*", "@", s)
    s = re.sub(r"\s*[\[\(\{<]\s*(?:" + _DOT_ALT + r")\s*[\]\)\}>]\s*", ".", s)
    s = re.sub(r"\s*[-_](?:" + _AT_ALT + r")[-_]\s*", "@", s)
    s = re.sub(r"\s*[-_](?:" + _DOT_ALT + r")[-_]\s*", ".", s)
    s = re.sub(r"\s+(?:" + _AT_ALT + r")\s+", "@", s)
    s = re.sub(r"\s+(?:" + _DOT_ALT + r")\s+", ".", s)
    s = re.sub(r"\s*@\s*", "@", s)
    s = re.sub(r"\s*\.\s*", ".", s)
    return s


EMAIL_DISG_TPL = {
    "en": ["Not posting my address in plain text because of bots: {v}",
           "you can email me at {v} if you want the old {item} timetable",
           "Contact: {v} (spam protection, fix it up yourself)", "{name} here. Mail me: {v}",
           "PM or email {v} for the {item} details", "Send the signed form to {v} before {date}.",
           "[{time}] {handle}: my address is {v}, don't want the scrapers to get it",
           "Forum signature:\n-- \n{name}, {org}\n{v}"],
    "fr": ["Écrivez-moi à {v} (adresse déguisée contre les robots)", "Contact pour « {item} » : {v}"],
    "de": ["Schreibt mir an {v} (wegen Spam so geschrieben)", "Kontakt für „{item}“: {v}"],
    "es": ["Escríbeme a {v} (así por el spam)", "Contacto para «{item}»: {v}"],
    "it": ["Scrivetemi a {v} (scritto così per lo spam)", "Contatto per «{item}»: {v}"],
    "pt": ["Escrevam para {v} (assim por causa do spam)", "Contacto para «{item}»: {v}"],
    "nl": ["Mail me op {v} (zo geschreven vanwege spam)", "Contact voor '{item}': {v}"],
    "pl": ["Piszcie na {v} (tak zapisane przez spam)", "Kontakt w sprawie {item}: {v}"],
    "sv": ["Mejla mig på {v} (skrivet så pga spam)", "Kontakt för {item}: {v}"],
    "tr": ["Bana {v} adresinden ulaşabilirsiniz (spam yüzünden böyle yazdım)", "{item} için iletişim: {v}"],
    "ja": ["連絡は {v} まで（スパム対策のため表記を変えています）", "{item}の問い合わせ先：{v}"],
}


# ============================================================================
# NEGATIVES (look-alikes that must not be flagged)
# ============================================================================
def isbn13_check(d12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return str((10 - s % 10) % 10)


def isbn10_check(d9):
    s = sum((10 - i) * int(c) for i, c in enumerate(d9))
    c = (11 - s % 11) % 11
    return "X" if c == 10 else str(c)


def s10_check(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(d8, w)) % 11
    return "0" if c == 10 else "5" if c == 11 else str(c)


ISBN_GROUP = {"en": ["0", "1"], "fr": ["2"], "de": ["3"], "ja": ["4"], "es": ["84"], "it": ["88"], "nl": ["90"],
              "pl": ["83"], "sv": ["91"], "tr": ["605"], "pt": ["972"]}
BOOKS = {"en": ["Modelling Branch Lines in OO", "Roots, Shoots and Shares", "The Workshop Wheelbuilding Manual",
                "Breath and Balance", "False Friends: A Translator's Notebook", "Small-Sided Games for Young Players"],
         "de": ["Modellbahn-Anlagen planen", "Das Solawi-Handbuch", "Fahrräder selbst reparieren"],
         "fr": ["Le guide de l'AMAP", "Réparer son vélo", "Traduire sans trahir"],
         "es": ["Manual del huerto compartido", "Yoga para cada día"],
         "it": ["Il fermodellismo in scala H0", "La bici in officina"],
         "nl": ["Handboek modelspoor", "Ademen en bewegen"], "pl": ["Modelarstwo kolejowe od podstaw"],
         "sv": ["Cykelmekanik för alla"], "tr": ["Bisiklet bakımı rehberi"], "pt": ["Manual da horta comunitária"],
         "ja": ["鉄道模型レイアウト入門", "はじめてのヨガ"]}
COMMIT_MSGS = ["Fix timetable export", "Add winter share sizes", "Bump deps", "Refactor booking form",
               "Translate footer", "Update referee rota", "Fix DCC address parser", "Add class waitlist",
               "Remove unused CSS", "Merge branch 'main' into feature/fixtures", "Handle empty veg boxes",
               "Rename quote statuses", "Fix typo in README"]


def fmt_big(n, lang):
    if lang == "en":
        return group_num(n, pick([",", ",", " "]))
    if lang in ("de", "nl", "it", "es", "pt", "tr"):
        return group_num(n, ".")
    if lang in ("fr", "pl", "sv"):
        return group_num(n, pick([" ", "\u202f", "\u00a0"]))
    return group_num(n, ",")


def bad_luhn16():
    while True:
        d = pick(["4", "5", "3", "6", "1", "2", "7", "8", "9"]) + rn(15)
        if not luhn_ok(d):
            return d


def ean13():
    d = pick(["400", "401", "590", "800", "840", "376", "871", "730", "869", "490", "560", "500"]) + rn(9)
    return d + isbn13_check(d)


def price(lang, st=0):
    if lang == "en":
        return ([f"${R.randint(1, 9)},{R.randint(100, 999)}.{R.randint(0, 99):02d}", f"£{R.randint(12, 980)}.00",
                     f"€{R.randint(1, 3)},{R.randint(100, 999)}.00", f"CHF {R.randint(1, 2)}'{R.randint(100, 999)}.–"])[st]
    if lang in ("de", "es", "it", "pt", "nl", "fr"):
        return [f"{R.randint(1, 2)}.{R.randint(100, 999)},{R.randint(0, 99):02d} €", f"{R.randint(12, 980)},00 €"][st % 2]
    if lang == "pl":
        return f"{R.randint(1, 9)} {R.randint(100, 999)},00 zł"
    if lang == "sv":
        return f"{R.randint(1, 9)} {R.randint(100, 999)} kr"
    if lang == "tr":
        return f"₺{R.randint(1, 9)}.{R.randint(100, 999)}"
    return f"¥{R.randint(1, 99)},{R.randint(100, 999)}"


def neg_fields(kind, lang, ctx):
    f = {}
    y = R.randint(2019, 2025)
    if kind == "order":
        pfx = pick(["CSA", "BK", "TR", "MRC", "YG", "LG", "WS"])
        f["ord"] = pick([f"#{R.randint(10000, 999999)}", f"{pfx}-{y}-{R.randint(1, 999999):06d}", f"{pfx}{rn(8)}",
                         f"{R.randint(100, 999)}-{rn(7)}-{rn(7)}", f"{y}{rn(6)}"])
    elif kind == "tracking":
        c = pick(["UPS", "USPS", "DHL", "Royal Mail", "PostNL", "FedEx"])
        f["carrier"] = c
        if c == "UPS":
            f["trk"] = "1Z" + rc(6) + pick(["01", "02", "03", "12", "13", "42"]) + rn(8)
        elif c == "USPS":
            f["trk"] = "9400 " + " ".join(rn(4) for _ in range(4)) + " " + rn(2)
        elif c == "DHL":
            f["trk"] = pick(["00340434" + rn(12), "JJD" + rn(18), rnz(10)])
        elif c == "Royal Mail":
            d8 = rn(8)
            f["trk"] = pick(["RR", "RN", "LX", "CP"]) + d8 + s10_check(d8) + "GB"
        elif c == "PostNL":
            f["trk"] = "3S" + rs(UP, 4) + rn(9)
        else:
            f["trk"] = " ".join([rnz(4), rn(4), rn(4)])
    elif kind == "isbn":
        g = pick(ISBN_GROUP[lang])
        rest = 9 - len(g)
        pl = R.randint(2, rest - 2)
        pub, title = rn(pl), rn(rest - pl)
        if R.random() < 0.75:
            core = "978" + g + pub + title
            f["isbn"] = f"978-{g}-{pub}-{title}-{isbn13_check(core)}"
        else:
            core = g + pub + title
            f["isbn"] = f"{g}-{pub}-{title}-{isbn10_check(core)}"
        f["book"] = pick(BOOKS.get(lang, BOOKS["en"]))
    elif kind == "measure":
        st = ctx["setting"]
        f["m"] = {
            "bike": f"Tyre {R.choice([25, 28, 32, 35, 40])}-622 (700x{R.choice([25, 28, 32, 35])}c), pressure {R.uniform(3.5, 7.5):.1f} bar, crank {pick(['165', '170', '172.5', '175'])} mm, {R.choice([9, 10, 11, 12])}-speed chain, rotor {R.choice([140, 160, 180])} mm",
            "rail": f"module {R.choice([90, 100, 120, 150])} x {R.choice([40, 50, 60])} cm, track gauge 16.5 mm, minimum radius {R.randint(36, 90) * 10} mm, gradient {R.uniform(1, 3.5):.1f} %, scale 1:87",
            "yoga": f"mats {R.choice([173, 180, 183, 185])} x {R.choice([61, 66, 68])} cm, {R.choice([3, 4, 5, 6])} mm thick; room {R.randint(28, 90)} m², capacity {R.randint(8, 30)}",
            "farm": f"{R.uniform(0.5, 3):.1f} kg potatoes, {R.randint(2, 9) * 50} g carrots, {R.randint(2, 5)} leeks, {R.randint(1, 6) * 50} g spinach",
            "league": f"pitch {R.choice([60, 70, 90, 100])} x {R.choice([40, 45, 55, 64])} m, goals {pick(['5 x 2', '7.32 x 2.44', '3 x 2'])} m, 2 x {R.choice([20, 25, 30, 45])} min",
            "transl": f"{R.randint(900, 48000)} words, {R.randint(3, 60)} standard pages of 1,800 characters, {R.randint(2, 15)} working days",
        }[st]
    elif kind in ("counts", "population"):
        f["cnt"] = fmt_big(R.randint(8_000, 38_000_000) if kind == "population" else R.randint(120_000, 48_000_000), lang)
    elif kind == "dates":
        y0 = R.choice([2023, 2024, 2025])
        ords = sorted(R.sample(range(1, 330), 3))
        f["d3"], f["d1"], f["d2"] = [fmt_date(lang, y0, 1 + o // 28 % 12, 1 + o % 28) for o in ords]
    elif kind == "times":
        ts = sorted({fmt_time() for _ in range(8)})
        while len(ts) < 5:
            ts = sorted(set(ts) | {fmt_time()})
        for k, t in zip(("t1", "t2", "t3", "t4", "t5"), sorted(R.sample(ts, 5))):
            f[k] = t
    elif kind == "versions":
        a, b, c = R.randint(0, 6), R.randint(0, 30), R.randint(0, 20)
        f["v1"] = f"{a}.{b}.{c}"
        f["v2"] = f"{a}.{b}.{c + R.randint(1, 3)}"
        f["v3"] = f"{R.randint(1, 5)}.{R.randint(0, 40)}.{R.randint(0, 12)}"
    elif kind == "ipver":
        f["ver"] = f"{R.randint(1, 9)}.{R.randint(0, 24)}.{R.randint(0, 30)}.{R.randint(0, 255)}"
        f["ver0"] = f"{R.randint(1, 9)}.{R.randint(0, 24)}.{R.randint(0, 9)}"
        f["build"] = str(R.randint(1000, 30000))
    elif kind == "gitlog":
        lines = [f"{rs(HEX, 7)} {pick(COMMIT_MSGS)}" for _ in range(R.randint(3, 5))]
        f["log"] = "\n".join(lines)
        f["h40"] = rs(HEX, 40)
        f["msg"] = pick(COMMIT_MSGS)
        f["pr"] = str(R.randint(10, 999))
    elif kind == "uuid":
        f["uuid"] = f"{rs(HEX, 8)}-{rs(HEX, 4)}-4{rs(HEX, 3)}-{pick('89ab')}{rs(HEX, 3)}-{rs(HEX, 12)}"
    elif kind == "coords":
        la, lo = R.uniform(-45, 65), R.uniform(-120, 150)
        f["lat"], f["lon"] = f"{la:.{R.randint(4, 6)}f}", f"{lo:.{R.randint(4, 6)}f}"
        f["dms"] = f"{abs(int(la))}°{R.randint(0, 59)}′{R.randint(0, 59)}″{'N' if la > 0 else 'S'} {abs(int(lo))}°{R.randint(0, 59)}′{R.randint(0, 59)}″{'E' if lo > 0 else 'W'}"
    elif kind == "prices":
        st = R.randrange(4)
        f["p1"], f["p2"], f["p3"] = price(lang, st), price(lang, st), price(lang, st)
    elif kind == "badluhn":
        d = bad_luhn16()
        sep = pick([" ", "-", "", " "])
        f["num"] = sep.join(split_by(d, [4, 4, 4, 4])) if sep else d
    elif kind == "sku":
        f["sku"] = pick([f"BRK-SHM-{R.randint(100, 999)}-{pick(['BLK', 'SLV', 'RED'])}", f"{rs(UP, 3)}-{rn(5)}",
                         f"MRK-{rn(5)}", f"YM-{rn(3)}-{pick(['S', 'M', 'L', 'XL'])}", f"{rn(2)}-{rn(3)}-{rn(2)}"])
        f["ean"] = ean13()
        f["qty"] = str(R.randint(0, 240))
    elif kind == "rooms":
        f["room"] = pick([f"{R.randint(0, 4)}.{R.randint(1, 30):02d}", f"B{R.randint(1, 3)}.{R.randint(1, 20):02d}",
                          str(R.randint(100, 450)), f"{pick('ABCD')}-{R.randint(100, 399)}"])
    elif kind == "scores":
        f.update(s1=R.randint(0, 6), s2=R.randint(0, 6), p=R.randint(8, 22), w=R.randint(2, 12), d=R.randint(0, 6),
                 l=R.randint(0, 8), pts=R.randint(6, 40))
    elif kind == "railno":
        br = pick(["218", "103", "110", "232", "185", "01", "44", "628"])
        f.update(br=br, num=rn(3), chk=str(R.randint(0, 9)), addr=str(R.randint(3, 9999)), art=rn(5))
    elif kind == "checksum":
        f["h64"] = rs(HEX, 64)
        f["h32"] = rs(HEX, 32)
        f["y"] = str(y)
    elif kind == "nonphone":
        f.update(bus=str(R.randint(2, 399)), stop=str(R.randint(1000, 9999)), y=str(y), n4=rn(4), n3=rn(3),
                 frame=f"WTU{rn(3)}{rn(4)}{pick(UP)}")
    elif kind == "logstats":
        f.update(n=str(R.randint(10, 9000)), sec=f"{R.uniform(0.3, 90):.1f}", ms=str(R.randint(12, 900)))
    elif kind == "invoice":
        f.update(inv=f"INV-{y}-{R.randint(1, 9999):06d}", vat=pick(["19", "20", "21", "7", "10", "23", "25"]))
    elif kind == "stats":
        f.update(pct=f"{R.uniform(1, 40):.1f}", c4=group_num(R.randint(1000, 99999), pick([",", " "])),
                 avg=f"{R.uniform(5, 25):.1f}")
    elif kind == "masked":
        f.update(l4=rn(4), l2=rn(2), brand=pick(["Visa", "Mastercard", "Amex", "Maestro"]))
    elif kind == "weather":
        f.update(temp=f"{R.uniform(-5, 34):.1f}", wind=str(R.randint(2, 60)), elev=group_num(R.randint(80, 3200), pick([",", " ", ""])))
    elif kind == "cron":
        f.update(h=str(R.randint(0, 23)), m=str(R.randint(0, 59)), keep=str(R.randint(3, 30)))
    elif kind == "licence":
        age = R.choice([8, 10, 12, 14, 16])
        f.update(lic=f"{y}-U{age}-{R.randint(1, 9999):04d}", sh=str(R.randint(1, 99)), age=str(age))
    elif kind == "harvest":
        f.update(a=fmt_big(R.randint(1000, 40000), lang), b=fmt_big(R.randint(1000, 9000), lang), c=str(R.randint(100, 999)))
    elif kind == "seq":
        f.update(b=str(R.randint(3, 10)), r=str(R.randint(2, 5)), n=str(R.randint(6, 12)))
    elif kind == "semverlist":
        f.update(a=f"{R.randint(3, 5)}.{R.randint(0, 2)}.{R.randint(0, 15)}", b=f"2.{R.randint(25, 32)}.{R.randint(0, 3)}",
                 c=f"1.{R.randint(20, 26)}.{R.randint(0, 4)}")
    elif kind == "winbuild":
        f.update(b=f"10.0.{R.randint(17000, 26100)}.{R.randint(100, 4000)}", kb=f"KB{R.randint(4000000, 5999999)}")
    elif kind == "mentions":
        f.update(h1=pick(["lotusloft_yoga", "spokechain", "greenfurrow", "tinplate_valley", "eastfield_u12", "mot_a_mot"]),
                 h2=pick(["anna_rides", "coach_tom", "veggie_max", "railfan_88", "yogi_lin", "ref_dani"]))
    elif kind == "placeholder":
        pass
    elif kind == "css":
        f.update(c1=f"#{rs(HEX, 6)}", c2=f"#{rs(HEX, 3)}", w=str(R.choice([480, 600, 768, 1024])))
    return f


NEG_TPL = {
    "order": {
        "en": ["Order {ord} confirmed: {item}, total {amount}. Pick-up on {date}.", "Your order {ord} has shipped.",
               "{ts} INFO shop: order {ord} status=paid items=3"],
        "de": ["Bestellung {ord} bestätigt: {item}, Summe {amount}."], "fr": ["Commande {ord} confirmée : {item}, total {amount}."],
        "es": ["Pedido {ord} confirmado: {item}, total {amount}."], "it": ["Ordine {ord} confermato: {item}, totale {amount}."],
        "pt": ["Encomenda {ord} confirmada: {item}, total {amount}."], "nl": ["Bestelling {ord} bevestigd: {item}, totaal {amount}."],
        "pl": ["Zamówienie {ord} potwierdzone: {item}, razem {amount}."], "sv": ["Order {ord} bekräftad: {item}, totalt {amount}."],
        "tr": ["{ord} numaralı sipariş onaylandı: {item}, toplam {amount}."], "ja": ["ご注文 {ord} を承りました：{item}、合計 {amount}。"]},
    "tracking": {
        "en": ["The parcel with the {item} parts is on its way, tracking number {trk} ({carrier}).",
               "Tracking: {trk} (carrier: {carrier}), expected {date}"],
        "de": ["Ihr Paket ist unterwegs, Sendungsnummer {trk}."], "fr": ["Votre colis est en route, numéro de suivi {trk}."],
        "es": ["Tu paquete está en camino, número de seguimiento {trk}."], "nl": ["Je pakket is onderweg, track & trace-code {trk}."],
        "it": ["Il pacco è in viaggio, numero di tracciamento {trk}."], "pl": ["Paczka jest w drodze, numer przesyłki {trk}."],
        "ja": ["荷物を発送しました。追跡番号：{trk}"], "sv": ["Paketet är på väg, kollinummer {trk}."]},
    "isbn": {
        "en": ["The club library just got '{book}' (ISBN {isbn}).", "Reading list for the {item}: {book}, ISBN {isbn}."],
        "de": ["Neu in der Vereinsbibliothek: „{book}“, ISBN {isbn}."], "fr": ["Nouveau à la bibliothèque : « {book} », ISBN {isbn}."],
        "es": ["Nuevo en la biblioteca: «{book}», ISBN {isbn}."], "it": ["Nuovo in biblioteca: «{book}», ISBN {isbn}."],
        "nl": ["Nieuw in de bibliotheek: '{book}', ISBN {isbn}."], "pl": ["Nowość w bibliotece: „{book}”, ISBN {isbn}."],
        "sv": ["Nytt i biblioteket: ”{book}”, ISBN {isbn}."], "tr": ["Kütüphaneye yeni kitap: {book}, ISBN {isbn}."],
        "pt": ["Novo na biblioteca: «{book}», ISBN {isbn}."], "ja": ["クラブ文庫に『{book}』（ISBN {isbn}）が入りました。"]},
    "measure": {"en": ["Spec sheet for the {item}: {m}.", "Notes from {name}: {m}."],
                "de": ["Datenblatt ({item}): {m}."], "fr": ["Fiche technique ({item}) : {m}."]},
    "counts": {
        "en": ["Our season highlights video passed {cnt} views.", "Total distance logged by members this year: {cnt} km.",
               "The forum has {cnt} posts since launch."],
        "de": ["Unser Saisonvideo hat {cnt} Aufrufe."], "fr": ["La vidéo de la saison a dépassé {cnt} vues."],
        "es": ["El vídeo de la temporada superó las {cnt} visualizaciones."], "it": ["Il video della stagione ha superato {cnt} visualizzazioni."],
        "pt": ["O vídeo da época passou as {cnt} visualizações."], "nl": ["De seizoensvideo heeft {cnt} weergaven."],
        "pl": ["Film z sezonu ma już {cnt} wyświetleń."], "sv": ["Säsongsvideon har {cnt} visningar."],
        "tr": ["Sezon videosu {cnt} izlenmeyi geçti."], "ja": ["シーズン動画の再生回数が{cnt}回を超えました。"]},
    "population": {
        "en": ["The league covers a city of {cnt} residents.", "Population (latest census): {cnt}",
               "Catchment area for the farm share: roughly {cnt} people."],
        "de": ["Die Stadt hat {cnt} Einwohner."], "fr": ["La commune compte {cnt} habitants."],
        "es": ["El municipio tiene {cnt} habitantes."], "it": ["Il comune conta {cnt} abitanti."],
        "pt": ["O concelho tem {cnt} habitantes."], "nl": ["De gemeente telt {cnt} inwoners."],
        "pl": ["Miasto liczy {cnt} mieszkańców."], "sv": ["Kommunen har {cnt} invånare."],
        "tr": ["İlçenin nüfusu {cnt}."], "ja": ["市の人口は{cnt}人です。"]},
    "dates": {
        "en": ["Season runs {d1} to {d2}; registration closes {d3}.", "Next {item}: {d1}. Backup date {d2}."],
        "de": ["Saison vom {d1} bis {d2}, Anmeldeschluss {d3}."], "fr": ["Saison du {d1} au {d2}, inscriptions jusqu'au {d3}."],
        "es": ["Temporada del {d1} al {d2}; inscripciones hasta el {d3}."], "it": ["Stagione dal {d1} al {d2}, iscrizioni entro il {d3}."],
        "pt": ["Época de {d1} a {d2}; inscrições até {d3}."], "nl": ["Seizoen van {d1} tot {d2}, inschrijven tot {d3}."],
        "pl": ["Sezon od {d1} do {d2}, zapisy do {d3}."], "sv": ["Säsongen pågår {d1} till {d2}, anmälan senast {d3}."],
        "tr": ["Sezon {d1} ile {d2} arasında; son kayıt {d3}."], "ja": ["シーズンは{d1}から{d2}まで、申込締切は{d3}です。"]},
    "times": {
        "en": ["Timetable: Mon {t1}-{t2}, Wed {t3}-{t4}, Sat {t5}.", "Doors open {t1}, first train departs {t2}, last run {t3}."],
        "de": ["Kurszeiten: Mo {t1}–{t2}, Mi {t3}–{t4}, Sa {t5}."], "fr": ["Horaires : lundi {t1}–{t2}, mercredi {t3}–{t4}."],
        "es": ["Horario: lunes {t1}–{t2}, miércoles {t3}–{t4}."], "ja": ["レッスン時間：月 {t1}〜{t2}、水 {t3}〜{t4}"],
        "sv": ["Tider: mån {t1}–{t2}, ons {t3}–{t4}."]},
    "versions": {
        "en": ["Updated the booking plugin from {v1} to {v2}.", "Decoder firmware {v3} fixes the sound slot bug.",
               "Release notes {v2}: faster timetable export."],
        "de": ["Update des Buchungs-Plugins von {v1} auf {v2}."], "fr": ["Mise à jour du plugin de réservation : {v1} → {v2}."],
        "nl": ["Boekingsplugin bijgewerkt van {v1} naar {v2}."]},
    "ipver": {
        "en": ["CHANGELOG\n## {ver} ({date})\n- Fixed timetable export for the {item}", "Firmware {ver} for the DCC command station is out.",
               "Bumped app version to {ver} (build {build}).", "Changelog\n- {ver}: hotfix for the waiting list\n- {ver0}: initial release"],
        "de": ["Firmware {ver} für die Digitalzentrale ist erschienen."], "fr": ["Version {ver} du logiciel de caisse disponible."],
        "es": ["Ya está disponible la versión {ver} de la app."], "ja": ["アプリをバージョン {ver} に更新しました。"]},
    "gitlog": {
        "en": ["$ git log --oneline\n{log}", "commit {h40}\nMerge pull request #{pr} from feature/fixtures\n\n    {msg}",
               "Deployed {h40} to production ({msg})."],
        "de": ["Deployment von Commit {h40} abgeschlossen."]},
    "uuid": {
        "en": ["booking_id={uuid} status=confirmed", "X-Request-ID: {uuid}", "Session {uuid} ended after 42 min."],
        "fr": ["Réservation {uuid} confirmée."], "de": ["Buchung {uuid} bestätigt."], "es": ["Reserva {uuid} confirmada."],
        "ja": ["予約ID {uuid} を確認しました。"]},
    "coords": {
        "en": ["Meet at the trailhead: {lat}, {lon}.", "Pitch location: {dms}", "GPS for the pick-up point: {lat},{lon}"],
        "de": ["Treffpunkt: {lat}, {lon}"], "fr": ["Point de rendez-vous : {dms}"], "es": ["Punto de encuentro: {lat}, {lon}"],
        "it": ["Ritrovo: {lat}, {lon}"], "pt": ["Ponto de encontro: {lat}, {lon}"]},
    "prices": {
        "en": ["Price list: {p1} full service, {p2} wheel build, {p3} chain.", "Annual fees: adults {p1}, juniors {p2}, family {p3}."],
        "de": ["Preise: {p1} Inspektion, {p2} Laufradbau, {p3} Kette."], "fr": ["Tarifs : {p1} révision, {p2} roue, {p3} chaîne."],
        "es": ["Precios: {p1} revisión, {p2} rueda, {p3} cadena."], "it": ["Prezzi: {p1} tagliando, {p2} ruota, {p3} catena."],
        "pt": ["Preços: {p1} revisão, {p2} roda, {p3} corrente."], "nl": ["Prijzen: {p1} grote beurt, {p2} wiel, {p3} ketting."],
        "pl": ["Cennik: {p1} przegląd, {p2} koło, {p3} łańcuch."], "sv": ["Priser: {p1} service, {p2} hjul, {p3} kedja."],
        "tr": ["Fiyatlar: {p1} bakım, {p2} jant, {p3} zincir."], "ja": ["料金：フルメンテ {p1}、ホイール {p2}、チェーン {p3}"]},
    "badluhn": {
        "en": ["Library card barcode: {num}", "Meter point ID {num}, reading taken {date}", "Locker RFID tag {num}",
               "Consignment reference {num}", "Voucher serial {num} (paper voucher, no cash value)"],
        "de": ["Zählpunkt-Nr. {num}, abgelesen am {date}"], "fr": ["Référence de l'envoi : {num}"],
        "nl": ["Bibliotheekpas {num}"]},
    "sku": {
        "en": ["SKU {sku}: {qty} in stock", "EAN {ean}, SKU {sku}", "Reorder {sku} (EAN {ean}), current stock {qty}"],
        "de": ["Art.-Nr. {sku}, EAN {ean}, Bestand {qty}"], "fr": ["Réf. {sku}, EAN {ean}, stock {qty}"],
        "es": ["Ref. {sku}, EAN {ean}, existencias {qty}"]},
    "rooms": {
        "en": ["The {item} moves to room {room} this week.", "Lost property is in room {room}."],
        "de": ["Der Kurs findet in Raum {room} statt."], "fr": ["Le cours a lieu en salle {room}."],
        "es": ["La clase es en la sala {room}."], "it": ["La lezione si tiene nell'aula {room}."],
        "nl": ["De les is in lokaal {room}."], "pl": ["Zajęcia w sali {room}."], "sv": ["Passet är i sal {room}."],
        "ja": ["教室は{room}号室に変更になりました。"]},
    "scores": {
        "en": ["U12 results: Eastfield {s1}-{s2} Parkside. Table: P{p} W{w} D{d} L{l}, {pts} pts."],
        "de": ["Ergebnis: {s1}:{s2}. Tabelle: {p} Spiele, {w} Siege, {d} Remis, {l} Niederlagen, {pts} Punkte."],
        "es": ["Resultado: {s1}-{s2}. Clasificación: {p} PJ, {w} G, {d} E, {l} P, {pts} pts."]},
    "railno": {"en": ["Loco BR {br} {num}-{chk}, DCC address {addr}, Märklin art. {art}."],
               "de": ["Lok BR {br} {num}-{chk}, DCC-Adresse {addr}, Märklin Art.-Nr. {art}."]},
    "placeholder": {"en": ["DB_PASSWORD=${DB_PASSWORD}\nSTRIPE_SECRET_KEY=<set in vault>\nAPI_TOKEN=********",
                           "password: \"{{ vault_db_password }}\"", "token: <REDACTED>", "api_key: ${{ secrets.MAPS_KEY }}",
                           "SMTP_PASSWORD=  # ask the treasurer, never commit"]},
    "css": {"en": [".btn-primary { color: {c1}; }\n@media (max-width: {w}px) { .nav { display: none; } }",
                   "Brand colours: {c1} (leaf green) and {c2} (clay)."]},
    "mentions": {"en": ["Thanks @{h1} and @{h2} for covering the {item}!", "cc @{h2}: can you take the {item} on Saturday?"]},
    "checksum": {"en": ["SHA256 (timetable-{y}.pdf) = {h64}", "md5sum: {h32}  fixtures.csv"]},
    "nonphone": {"en": ["Bus {bus} leaves stop {stop} at {time}.", "Case file {y}/{n4}/{n3} (planning permission for the clubhouse)",
                        "Standard: DIN EN ISO 4210-2:2023", "Frame no. {frame}, registered {date}"],
                 "de": ["Bus {bus} fährt um {time} ab Haltestelle {stop}."]},
    "logstats": {"en": ["{ts} worker[{pid}] processed {n} jobs in {sec}s (p95 {ms} ms)"]},
    "invoice": {"en": ["Invoice {inv}, due {date}, VAT {vat} %, net {amount}"], "de": ["Rechnung {inv}, fällig am {date}, MwSt. {vat} %"],
                "fr": ["Facture {inv}, échéance {date}, TVA {vat} %"]},
    "stats": {"en": ["Attendance up {pct} % to {c4}; average class size {avg}."]},
    "masked": {"en": ["Paid with {brand} ending in {l4} on {date}.", "Card: **** **** **** {l4}", "Bank account ending in {l4}",
                      "IBAN: ****{l2} (masked)"],
               "de": ["Bezahlt mit {brand}, Endziffern {l4}."]},
    "weather": {"en": ["Race day forecast: {temp} °C, wind {wind} km/h, elevation gain {elev} m."]},
    "cron": {"en": ["{m} {h} * * 1-5 /usr/local/bin/backup.sh --keep {keep}", "tar czf backup-{date}.tgz /srv/{slug}"]},
    "licence": {"en": ["Player licence {lic}, shirt number {sh}, age group U{age}."]},
    "harvest": {"en": ["Harvest report: {a} kg tomatoes, {b} kg beans, {c} pumpkins."],
                "de": ["Erntebilanz: {a} kg Tomaten, {b} kg Bohnen, {c} Kürbisse."]},
    "seq": {"en": ["Hold each pose for {b} breaths; {r} rounds of {n} sun salutations, then 108 mala beads."]},
    "semverlist": {"en": ["requirements.txt\ndjango=={a}\nrequests=={b}\nnumpy=={c}"]},
    "winbuild": {"en": ["Front-desk PC updated to Windows build {b} ({kb})."]},
}


def neg_text(lang, setting):
    ctx = make_ctx(lang, setting)
    kinds = [k for k, v in NEG_TPL.items() if lang in v]
    kind = pick(kinds)
    f = neg_fields(kind, lang, ctx)
    tpl = pick(NEG_TPL[kind][lang])
    return fill(tpl, **{**ctx, **{k: str(v) for k, v in f.items()}}), kind


# ============================================================================
# SCANNERS used by the self-checks (cross-type leakage, look-alike hygiene)
# ============================================================================
EMAIL_SCAN = re.compile(r"[\w.+%-]+@[\w-]+(?:\.[\w-]+)+")
SSN_SCAN = re.compile(r"(?<![\w-])(\d{3})[- .\u2011](\d{2})[- .\u2011](\d{4})(?![\w-])")
IPV4_SCAN = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?!\w|\.\d)")
IPV6_SCAN = re.compile(r"(?<![\w:])([0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7})(?![\w:])")
IBAN_SCAN = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){11,32})")
SECRET_SCAN = re.compile(r"(?<![\w-])(?:AKIA|ASIA|gh[pousr]_|github_pat_|glpat-|xox[bpas]-|sk_live_|rk_live_|"
                         r"whsec_|SG\.|sk-|AIza|hf_|npm_|pypi-|shp(?:at|ca|pa|ss)_|-----BEGIN|eyJ|dop_v1_|key-)")
RUN_SCAN = re.compile(r"\d+(?:[ \-.\u00a0\u202f\u2009]\d+)*")


def luhn_windows(text):
    """Digit windows (13-19 digits, aligned on group boundaries) that pass Luhn."""
    hits = []
    for m in RUN_SCAN.finditer(text):
        groups = re.split(r"[ \-.\u00a0\u202f\u2009]", m.group())
        for i in range(len(groups)):
            s = ""
            for j in range(i, len(groups)):
                s += groups[j]
                if len(s) > 19:
                    break
                if 13 <= len(s) <= 19 and luhn_ok("".join(str(unicodedata.decimal(c)) for c in s)):
                    hits.append(s)
    return hits


def detect(text):
    tags = set()
    if EMAIL_SCAN.search(text):
        tags.add("email")
    if luhn_windows(text):
        tags.add("card")
    for m in SSN_SCAN.finditer(text):
        if ssn_ok(m.group(1) + m.group(2) + m.group(3)):
            tags.add("ssn")
    for m in IPV4_SCAN.finditer(text):
        if ip_public(m.group(1)):
            tags.add("ipv4")
    for m in IPV6_SCAN.finditer(text):
        if m.group(1).count(":") >= 2 and ip_public(m.group(1)):
            tags.add("ipv6")
    for m in IBAN_SCAN.finditer(text):
        comp = m.group(1).replace(" ", "").upper()
        cc = comp[:2]
        if cc in IBAN_LEN and len(comp) >= IBAN_LEN[cc] and iban_valid(comp[:IBAN_LEN[cc]]):
            tags.add("iban")
    if SECRET_SCAN.search(text):
        tags.add("secret")
    return tags


ALLOWED = {
    "email": {"email"}, "credit_card": {"card"}, "phone": set(), "us_ssn": {"ssn"}, "iban": {"iban"},
    "ip_address": {"ipv4", "ipv6"}, "secret": {"secret", "email"}, "negative": set(),
}


def boundary_ok(text, v, typ, meta):
    i = text.find(v)
    b = text[i - 1] if i > 0 else ""
    a = text[i + len(v)] if i + len(v) < len(text) else ""
    a2 = text[i + len(v) + 1] if i + len(v) + 1 < len(text) else ""
    if typ in ("credit_card", "phone", "us_ssn", "iban"):
        return not (b.isalnum() or a.isalnum())
    if typ == "ip_address":
        if b.isalnum() or b in ".:" or a.isalnum() or (a == "." and a2.isdigit()):
            return False
        return not (":" in v and a == ":")
    if typ == "email":
        return not (b.isalnum() or b in "._%+-" or a.isalnum() or a in "-_")
    if typ == "secret":
        if meta.get("kind") == "telegram":
            return not a.isalnum()
        return not (b.isalnum() or a.isalnum())
    return True


def row_ok(row, meta):
    t, v, text = row["type"], row["value"], row["text"]
    if "example." in text.lower():
        return False, "example domain"
    if "disguise" in row:
        d = row["disguise"]
        if text.count(d) != 1 or v in text:
            return False, "disguise count"
    elif t != "negative":
        if text.count(v) != 1:
            return False, "value count"
        if not boundary_ok(text, v, t, meta):
            return False, "boundary"
    tags = detect(text)
    allowed = set(ALLOWED[t])
    if t == "negative" and meta.get("kind") == "ipver":
        allowed |= {"ipv4"}
    if not tags <= allowed:
        return False, f"leak {tags - allowed}"
    if t == "credit_card" and "disguise" not in row:
        wins = {"".join(str(unicodedata.decimal(c)) for c in w) for w in luhn_windows(text)}
        if wins != {re.sub(r"\D", "", v)}:
            return False, "extra card window"
    return True, ""


# ============================================================================
# ROW BUILDERS
# ============================================================================
def mkrow(typ, value, text, disguise=None):
    r = {"source": SOURCE, "type": typ, "value": value, "text": text}
    if disguise is not None:
        r["disguise"] = disguise
    return r


def new_ctx(lang=None):
    lang = lang or pick_lang()
    setting = pick(SETTINGS)
    return lang, setting, make_ctx(lang, setting)


# ------------------------------------------------------------------ email ---
def email_embed(addr, name):
    r = R.random()
    if r < 0.55:
        return addr
    if r < 0.70:
        return f"<{addr}>"
    if r < 0.80:
        return f"mailto:{addr}"
    if r < 0.90:
        return f"\"{addr}\""
    return f"{name} <{addr}>"


def row_email_plain(i):
    lang, setting, ctx = new_ctx()
    addr = email_value(ctx, setting)
    if R.random() < 0.3:
        text = structured(lang, pick(EMAIL_LABELS[lang]), pick(EMAIL_KEYS), addr, ctx, root=pick(["member", "contact", "client"]))
    else:
        text = fill(pick(EMAIL_TPL[lang]), v=email_embed(addr, ctx["name"]), raw=addr, **ctx)
    return mkrow("email", addr, text), {"lang": lang}


def row_email_disg(i, kinds):
    kind = kinds[i]
    lang, setting, ctx = new_ctx()
    for _ in range(50):
        addr = email_value(ctx, setting, allow_plus=(kind not in ("spaced",)))
        if kind == "cyr" and not any(c in CYR for c in addr.split("@")[0]):
            continue
        break
    else:
        return None
    d, note, forced = email_disguise(kind, addr)
    if forced:
        lang = forced
        ctx = make_ctx(lang, setting)
    text = fill(pick(EMAIL_DISG_TPL[lang]), v=d, **ctx)
    if note:
        text += " " + NOTES[note].get(lang, NOTES[note]["en"])
    assert decode_email(d, kind) == addr, (kind, d, decode_email(d, kind), addr)
    return mkrow("email", addr, text, disguise=d), {"lang": lang, "kind": kind}


# ------------------------------------------------------------------- card ---
def row_card_plain(i):
    lang, setting, ctx = new_ctx()
    brand, d = card_value()
    v = card_plain_format(d, brand)
    if brand == "amex":
        ctx["cvc"] = rn(4)
    if R.random() < 0.25:
        text = structured(lang, pick(CARD_LABELS[lang]), pick(CARD_KEYS), v, ctx, root=pick(["payment", "member", "order"]))
    else:
        text = fill(pick(CARD_TPL[lang]), v=v, **ctx)
    return mkrow("credit_card", v, text), {"lang": lang, "brand": brand}


def row_card_disg(i, kinds):
    kind = kinds[i]
    if kind == "words_other":
        kind = "words_" + pick(["fr", "de", "es", "it", "pt", "nl", "pl", "sv", "tr"])
    while True:
        brand, d = card_value()
        if kind != "ol" or sum(d.count(c) for c in "01") >= 2:
            break
    disg, forced = card_disguise(kind, d, brand)
    lang = forced or pick_lang()
    setting = pick(SETTINGS)
    ctx = make_ctx(lang, setting)
    text = fill(pick(CARD_DISG_TPL[lang]), v=disg, **ctx)
    dec = decode_card(disg, kind, forced)
    assert dec == d, (kind, disg, dec, d)
    return mkrow("credit_card", d, text, disguise=disg), {"lang": lang, "kind": kind, "brand": brand}


# ------------------------------------------------------------------ phone ---
def row_phone(i):
    lang, setting, ctx = new_ctx()
    country, v = phone_value(lang)
    if R.random() < 0.2:
        text = structured(lang, pick(PHONE_LABELS[lang]), pick(PHONE_KEYS), v, ctx, root=pick(["member", "contact", "guardian"]))
        return mkrow("phone", v, text), {"lang": lang, "country": country}
    tpl = pick(PHONE_TPL[lang])
    if "{vtel}" in tpl:
        if not v.startswith("+") or "ext" in v or " x" in v:
            return None
        v = re.sub(r"[\s().\-/]", "", v.replace("(0)", ""))
        text = fill(tpl, vtel=v, **ctx)
    else:
        text = fill(tpl, v=v, **ctx)
    return mkrow("phone", v, text), {"lang": lang, "country": country}


# -------------------------------------------------------------------- SSN ---
def row_ssn(i):
    lang, setting, ctx = new_ctx()
    d, v = ssn_value()
    if R.random() < 0.25:
        text = structured(lang, pick(SSN_LABELS[lang]), pick(SSN_KEYS), v, ctx, root=pick(["employee", "contractor", "payee"]))
    else:
        text = fill(pick(SSN_TPL[lang]), v=v, **ctx)
    return mkrow("us_ssn", v, text), {"lang": lang, "digits": d}


# ------------------------------------------------------------------- IBAN ---
def row_iban(i):
    lang, setting, ctx = new_ctx()
    cc, iban, v = iban_value(lang)
    bank = rs(UP, 4)
    ctx["bic"] = bank + cc + rs(UP, 2) + pick(["", "XXX"])
    if R.random() < 0.25:
        text = structured(lang, pick(IBAN_LABELS[lang]), pick(IBAN_KEYS), v, ctx, root=pick(["payee", "member", "mandate"]))
    else:
        text = fill(pick(IBAN_TPL[lang]), v=v, **ctx)
    return mkrow("iban", v, text), {"lang": lang, "cc": cc, "iban": iban}


# --------------------------------------------------------------------- IP ---
def row_ip(i):
    lang, setting, ctx = new_ctx()
    v6 = R.random() < 0.35
    v = ipv6_value() if v6 else ipv4_value()
    mon = MON3[R.randint(0, 11)]
    dd, hh, mm, ss = R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)
    ext = dict(mon_ts=f"{mon} {dd:2d} {hh:02d}:{mm:02d}:{ss:02d}", host=pick(["web01", "club-srv", "yoga-vps", "pi-layout", "mx1", "vps-fra"]),
               clf_ts=f"{dd:02d}/{mon}/{R.randint(2023, 2025)}:{hh:02d}:{mm:02d}:{ss:02d} +0{R.randint(0, 2)}00",
               ts_f2b=f"{R.randint(2023, 2025)}-{R.randint(1, 12):02d}-{dd:02d} {hh:02d}:{mm:02d}:{ss:02d},{R.randint(0, 999):03d}",
               path=pick(IP_PATHS), bytes=str(R.randint(200, 90000)), ttl=str(R.randint(40, 60)),
               ms=f"{R.uniform(4, 180):.1f}", epoch=str(R.randint(1_690_000_000, 1_740_000_000)),
               sub=pick(["www", "shop", "members", "stream", "forum", "vpn"]))
    if lang != "en" and R.random() < 0.75:
        text = fill(pick(IP_TPL_OTHER[lang]), v=v, **ctx)
    elif R.random() < 0.1:
        text = structured(lang, pick(IP_LABELS[lang]), pick(IP_KEYS), v, ctx, root=pick(["session", "login", "client"]))
    else:
        fam = "6" if v6 else "4"
        tag, tpl = pick([x for x in IP_TPL_EN if fam in x[0]])
        if "c" in tag:
            cidr = pick(["48", "56", "64"]) if v6 else pick(["24", "28", "29", "22", "16"])
            net = ipaddress.ip_network(f"{v}/{cidr}", strict=False).network_address
            v = net.compressed
            if not ip_public(v):
                return None
            ext["cidr"] = cidr
        text = fill(tpl, v=v, **ctx, **ext)
    return mkrow("ip_address", v, text), {"lang": lang, "v6": v6}


# ----------------------------------------------------------------- secret ---
SECRET_PLAN = {k: 4 for k in SECRET_GEN}
for _k, _extra in {"generic": 16, "password": 12, "db_url": 6, "basic_auth": 3, "jwt": 3, "aws_akid": 2,
                   "github": 2}.items():
    SECRET_PLAN[_k] += _extra
assert sum(SECRET_PLAN.values()) == 200, sum(SECRET_PLAN.values())

DB_URL_TPL = ["DATABASE_URL={url}", "SQLALCHEMY_DATABASE_URI = \"{url}\"",
              "[{time}] {handle}: prod db is {url}, don't share", "{ts} ERROR {svc}: could not connect to {url} (timeout)",
              "docker run -e DATABASE_URL={url} {slug}/app:latest", "db:\n  url: \"{url}\"\n  pool: 5"]
BASIC_TPL = ["curl -O {url}", "Calendar feed for the {item} (don't share): {url}", "[remote]\nurl = {url}",
             "wget {url}", "{ts} INFO sync: fetching {url}"]


def secret_url(kind, v, ctx):
    u, s, db = ctx["user"], ctx["slug"], ctx["db"]
    if kind == "db_url":
        return pick([f"postgres://{u}:{v}@db.{s}.internal:5432/{db}",
                     f"postgresql://{u}:{v}@{s}-prod.c{rs(LOW + DIG, 10)}.eu-central-1.rds.amazonaws.com:5432/{db}",
                     f"mysql://{u}:{v}@localhost:3306/{db}",
                     f"mongodb+srv://{u}:{v}@cluster0.{rs(LOW + DIG, 5)}.mongodb.net/{db}?retryWrites=true",
                     f"redis://default:{v}@redis.{s}.internal:6379/0",
                     f"amqp://{u}:{v}@mq.{s}.internal:5672/%2f"])
    return pick([f"https://{u}:{v}@intranet.{s}.org/admin/export.csv", f"https://{u}:{v}@dav.{s}.org/remote.php/webdav/",
                 f"ftp://{u}:{v}@files.{s}.org/uploads/", f"https://{u}:{v}@calendar.{s}.org/{db}.ics",
                 f"http://{u}:{v}@proxy.{s}.net:3128"])


def row_secret(i, kinds):
    kind = kinds[i]
    multiline = kind.startswith("pem_")
    lang = "en" if multiline else pick_lang()
    setting = pick(SETTINGS)
    ctx = make_ctx(lang, setting)
    v = SECRET_GEN[kind](ctx)
    ext = dict(acct=re.sub(r"[^a-z0-9]", "", ctx["slug"])[:18] + rs(LOW + DIG, 4),
               uuid=f"{rs(HEX, 8)}-{rs(HEX, 4)}-4{rs(HEX, 3)}-{pick('89ab')}{rs(HEX, 3)}-{rs(HEX, 12)}",
               sid=rs(HEX, 32), server=v.split("-")[-1] if kind == "mailchimp" else "us1",
               brand=SECRET_BRAND.get(kind, "API"), env=SECRET_ENV.get(kind, "API_TOKEN"))
    cls = "pw" if kind in ("password", "db_url", "basic_auth") else ("key" if "key" in SECRET_ENV.get(kind, "").lower() else "token")
    if kind in ("db_url", "basic_auth"):
        url = secret_url(kind, v, ctx)
        if lang != "en":
            text = SECRET_LANG_URL[lang] + "\n" + (f"DATABASE_URL={url}" if kind == "db_url" else url)
        else:
            text = fill(pick(DB_URL_TPL if kind == "db_url" else BASIC_TPL), url=url, **ctx)
    elif lang != "en":
        if kind == "password":
            text = fill(pick(SECRET_LANG_PW[lang]), v=v, **ctx)
        elif kind == "generic":
            text = fill(pick(SECRET_LANG_GENERIC[lang]), v=v, **ctx)
        elif R.random() < 0.15:
            text = structured(lang, SECRET_LABELS[cls][lang], SECRET_ENV[kind].lower(), v, ctx, root="config")
        else:
            text = fill(pick(SECRET_LANG_BRAND[lang]), v=v, **ctx, **ext)
    else:
        if multiline:
            text = fill(pick(SECRET_EN["pem"]), v=v, **ctx)
        elif R.random() < 0.15 and kind not in ("azure_sas", "slack_webhook"):
            text = structured(lang, SECRET_LABELS[cls][lang], SECRET_ENV[kind].lower(), v, ctx, root="config")
        else:
            text = fill(pick(SECRET_EN[kind]), v=v, **ctx, **ext)
    return mkrow("secret", v, text), {"lang": lang, "kind": kind}


# --------------------------------------------------------------- negative ---
def row_negative(i):
    lang = pick_lang()
    setting = pick(SETTINGS)
    text, kind = neg_text(lang, setting)
    return mkrow("negative", "", text), {"lang": lang, "kind": kind}


# ============================================================================
# BUILD, SELF-CHECK, WRITE
# ============================================================================
def build():
    rows, metas, seen = [], [], set()
    rejects = Counter()

    def produce(n, fn, label):
        made = tries = 0
        while made < n:
            tries += 1
            if tries > n * 400:
                raise RuntimeError(f"cannot produce {label}: {rejects}")
            res = fn(made)
            if res is None:
                rejects[label + ":none"] += 1
                continue
            row, meta = res
            if row["text"] in seen:
                rejects[label + ":dup"] += 1
                continue
            ok, why = row_ok(row, meta)
            if not ok:
                rejects[label + ":" + why] += 1
                continue
            seen.add(row["text"])
            rows.append(row)
            metas.append(meta)
            made += 1

    ek = EMAIL_DISG_KINDS[:]
    R.shuffle(ek)
    ck = CARD_DISG_KINDS[:]
    R.shuffle(ck)
    sk = [k for k, n in SECRET_PLAN.items() for _ in range(n)]
    R.shuffle(sk)

    produce(COUNTS["email"] - N_DISGUISED["email"], row_email_plain, "email")
    produce(N_DISGUISED["email"], lambda i: row_email_disg(i, ek), "email_disg")
    produce(COUNTS["credit_card"] - N_DISGUISED["credit_card"], row_card_plain, "card")
    produce(N_DISGUISED["credit_card"], lambda i: row_card_disg(i, ck), "card_disg")
    produce(COUNTS["phone"], row_phone, "phone")
    produce(COUNTS["us_ssn"], row_ssn, "ssn")
    produce(COUNTS["iban"], row_iban, "iban")
    produce(COUNTS["ip_address"], row_ip, "ip")
    produce(COUNTS["secret"], lambda i: row_secret(i, sk), "secret")
    produce(COUNTS["negative"], row_negative, "negative")

    order = list(range(len(rows)))
    R.shuffle(order)
    return [rows[i] for i in order], [metas[i] for i in order], rejects


def self_check(rows, metas):
    errors = []

    def err(i, msg):
        errors.append(f"row {i} ({rows[i]['type']}): {msg} :: {rows[i]['text'][:80]!r}")

    assert len(rows) == sum(COUNTS.values()) == 2350
    assert len({r["text"] for r in rows}) == len(rows), "texts not unique"
    tc = Counter(r["type"] for r in rows)
    assert dict(tc) == COUNTS, tc
    dc = Counter(r["type"] for r in rows if "disguise" in r)
    assert dict(dc) == N_DISGUISED, dc
    keys_plain = {"source", "type", "value", "text"}
    for i, (r, m) in enumerate(zip(rows, metas)):
        t, v, text = r["type"], r["value"], r["text"]
        if set(r) not in (keys_plain, keys_plain | {"disguise"}) or r["source"] != SOURCE:
            err(i, "schema")
        if "disguise" in r and t not in ("email", "credit_card"):
            err(i, "disguise on wrong type")
        if not isinstance(text, str) or not text.strip():
            err(i, "empty text")
        ok, why = row_ok(r, m)
        if not ok:
            err(i, why)
        if t == "negative":
            if v != "":
                err(i, "negative with value")
            continue
        if "disguise" in r:
            d = r["disguise"]
            if text.count(d) != 1:
                err(i, "disguise not exactly once")
            if v in text:
                err(i, "canonical value visible in disguised text")
            if t == "credit_card":
                if not (v.isdigit() and v.isascii() and 13 <= len(v) <= 19 and luhn_ok(v)):
                    err(i, "bad canonical card")
                lang = m["kind"][6:] if m["kind"].startswith("words_") else None
                if decode_card(d, m["kind"], lang) != v:
                    err(i, "card disguise does not decode")
            else:
                if not EMAIL_OK_RE.match(v):
                    err(i, "bad canonical email")
                if decode_email(d, m["kind"]) != v:
                    err(i, "email disguise does not decode")
            continue
        if text.count(v) != 1:
            err(i, "value not exactly once")
        if t == "credit_card":
            digits = re.sub(r"[ .\-]", "", v)
            if not (digits.isdigit() and 13 <= len(digits) <= 19 and luhn_ok(digits)):
                err(i, "card fails Luhn/length")
        elif t == "email":
            if not EMAIL_OK_RE.match(v):
                err(i, "email malformed")
        elif t == "us_ssn":
            if not ssn_ok(re.sub(r"\D", "", v)):
                err(i, "SSN rule violation")
        elif t == "iban":
            if not iban_valid(v) or v.replace(" ", "").upper() != m["iban"]:
                err(i, "IBAN mod-97/length failure")
        elif t == "ip_address":
            if not ip_public(v):
                err(i, "IP not global")
        elif t == "phone":
            dg = re.sub(r"\D", "", v)
            if not (7 <= len(dg) <= 17):
                err(i, "phone digit count")
        elif t == "secret":
            if len(v) < 8 or v.strip() != v:
                err(i, "secret too short / padded")
    # independent re-validation of the numeric checksum code with known vectors
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert iban_valid("GB82 WEST 1234 5698 7654 32") and iban_valid("DE89370400440532013000")
    assert not iban_valid("GB82 WEST 1234 5698 7654 33")
    assert isbn13_check("978030640615") == "7" and isbn10_check("030640615") == "2"
    assert not ip_public("192.0.2.1") and not ip_public("2001:db8::1") and not ip_public("10.1.2.3")
    assert not ssn_ok("666123456") and not ssn_ok("900123456") and not ssn_ok("123001234") and not ssn_ok("123450000")
    assert es_dc("0021000418") is not None and fr_bban() and be_bban()
    return errors


def main():
    rows, metas, rejects = build()
    errors = self_check(rows, metas)
    if errors:
        for e in errors[:40]:
            print("SELF-CHECK FAIL:", e, file=sys.stderr)
        print(f"{len(errors)} self-check failures", file=sys.stderr)
        sys.exit(1)
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    tc = Counter(r["type"] for r in rows)
    dc = Counter(r["type"] for r in rows if "disguise" in r)
    lc = Counter(m["lang"] for m in metas)
    print(f"wrote {len(rows)} rows -> {OUT}", file=sys.stderr)
    for t in COUNTS:
        extra = f"  (disguised {dc[t]})" if dc[t] else ""
        print(f"  {t:<12} {tc[t]:>4}{extra}", file=sys.stderr)
    non_en = sum(n for l, n in lc.items() if l != "en")
    print(f"  languages: {dict(sorted(lc.items(), key=lambda x: -x[1]))}  non-English {non_en / len(rows):.1%}",
          file=sys.stderr)
    print(f"  self-checks passed; regenerated candidates: {sum(rejects.values())}", file=sys.stderr)


if __name__ == "__main__":
    main()
