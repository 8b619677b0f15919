#!/usr/bin/env python3
"""Independent PII evaluation corpus generator (set F).

Deterministic: every random choice goes through the single `R = random.Random(SEED)`.
Writes corpora/pii-independent/indep-f.jsonl next to this script, then re-reads and verifies it.
Standard library only.
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

SEED = 4207731
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpora", "pii-independent", "indep-f.jsonl")
SRC = "pii-indep-f"
TYPES = ["email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret"]
N_POS, N_NEG, N_DIS = 200, 800, 75

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"


def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return "".join(R.choice(DIG) for _ in range(n))


def pick(seq):
    return R.choice(seq)


# ----------------------------------------------------------------------------- checksums
def luhn_ok(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        x = int(ch)
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        t += x
    return t % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + dg(length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def card_issuer(d):
    n = len(d)
    if d[0] == "4" and n in (13, 16, 19):
        return "visa"
    if n == 16 and (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720):
        return "mastercard"
    if n == 15 and d[:2] in ("34", "37"):
        return "amex"
    if n in (16, 19) and (d.startswith("6011") or d.startswith("65") or 644 <= int(d[:3]) <= 649):
        return "discover"
    if n in (16, 19) and 3528 <= int(d[:4]) <= 3589:
        return "jcb"
    if n == 14 and (d[:2] in ("36", "38", "39") or 300 <= int(d[:3]) <= 305):
        return "diners"
    if n in (16, 17, 18, 19) and d.startswith("62"):
        return "unionpay"
    if n in (16, 19) and d[:4] in ("5018", "5020", "5038", "6759", "6761", "6763"):
        return "maestro"
    if n == 16 and 2200 <= int(d[:4]) <= 2204:
        return "mir"
    return None


IBAN_SPECS = {
    "DE": "8n10n", "FR": "5n5n11c2n", "GB": "4a6n8n", "ES": "4n4n2n10n", "IT": "1a5n5n12c",
    "NL": "4a10n", "BE": "3n7n2n", "CH": "5n12c", "AT": "5n11n", "PL": "8n16n", "PT": "4n4n11n2n",
    "IE": "4a6n8n", "SE": "3n16n1n", "NO": "4n6n1n", "DK": "4n9n1n", "FI": "3n11n", "GR": "3n4n16c",
    "TR": "5n1n16c", "SA": "2n18c", "AE": "3n16n", "BR": "8n5n10n1a1c", "LU": "3n13c", "CZ": "4n6n10n",
    "HU": "3n4n1n15n1n", "RO": "4a16c", "HR": "7n10n", "IL": "3n3n13n", "MT": "4a5n18c", "CY": "3n5n16c",
    "LT": "5n11n", "LV": "4a13c", "EE": "2n2n11n1n", "SI": "5n8n2n", "SK": "4n6n10n", "BG": "4a4n2n8c",
    "IS": "4n2n6n10n", "MC": "5n5n11c2n", "SM": "1a5n5n12c", "QA": "4a21c", "KW": "4a22c",
    "JO": "4a4n18c", "UA": "6n19c", "EG": "4n4n17n", "MU": "4a2n2n12n3n3a",
}


def spec_len(spec):
    return sum(int(n) for n in re.findall(r"(\d+)[nac]", spec))


def iban_conv(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_ok(v):
    s = re.sub(r"\s", "", v).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]+", s):
        return False
    cc = s[:2]
    if cc not in IBAN_SPECS or len(s) != 4 + spec_len(IBAN_SPECS[cc]):
        return False
    return int(iban_conv(s[4:] + s[:4])) % 97 == 1


def make_iban(cc=None):
    cc = cc or pick(list(IBAN_SPECS))
    bban = ""
    for n, k in re.findall(r"(\d+)([nac])", IBAN_SPECS[cc]):
        alpha = {"n": DIG, "a": UP, "c": UP + DIG + DIG}[k]
        bban += rs(int(n), alpha)
    chk = 98 - int(iban_conv(bban + cc + "00")) % 97
    return cc + "%02d" % chk + bban


def ssn_ok(v):
    d = re.sub(r"\D", "", v)
    if len(d) != 9 or not re.fullmatch(r"\d{3}([- .]?)\d{2}\1\d{4}", v):
        return False
    a, g, s = d[:3], d[3:5], d[5:]
    return a != "000" and a != "666" and a[0] != "9" and g != "00" and s != "0000"


# ----------------------------------------------------------------------------- people & context
FIRST = ["James", "Maria", "Lukas", "Sofia", "Mateo", "Aiko", "Wei", "Priya", "Olga", "Dimitris", "Fatima",
         "Noah", "Emma", "Chloé", "João", "Giulia", "Katarzyna", "Sven", "Yusuf", "Leila", "Hiroshi", "Minji",
         "Ananya", "Tomás", "Ingrid", "Kwame", "Ava", "Liam", "Zoë", "Rafael", "Bridget", "Hamid", "Marta",
         "Declan", "Siobhan", "Elif", "Pieter", "Agnieszka", "Nikolai", "Carmen", "Darnell", "Keiko"]
LAST = ["Miller", "Schneider", "Dubois", "García", "Silva", "Rossi", "Kowalski", "de Vries", "Ivanova",
        "Papadopoulos", "Tanaka", "Chen", "Kim", "Sharma", "Haddad", "Cohen", "Yılmaz", "Okafor", "Nguyen",
        "Johansson", "O'Brien", "Müller", "Lefèvre", "Fernández", "Novak", "Andersen", "Walsh", "Reyes",
        "Brown", "Hughes", "Mbeki", "Kovačević", "Lindqvist", "Castillo", "Weber", "Ferreira", "Byrne"]
NATIVE_NAMES = {
    "ru": ["Ольга Смирнова", "Дмитрий Козлов", "Анна Павлова"], "ja": ["田中 裕子", "佐藤 健", "鈴木 美咲"],
    "zh": ["王伟", "李娜", "张敏"], "ar": ["فاطمة الحداد", "أحمد منصور", "ليلى سعيد"],
    "ko": ["김민지", "이준호", "박서연"], "el": ["Δημήτρης Παπαδόπουλος", "Ελένη Γεωργίου"],
    "he": ["נועה כהן", "יוסי לוי"], "hi": ["प्रिया शर्मा", "राहुल वर्मा"],
}
AGENTS = ["Dana (Claims)", "Marco", "Support Bot", "Agent 114", "Jess @ Front Desk", "Admissions – K. Lee",
          "Pharm. tech Ruiz", "Abuse Desk", "Club Secretary", "Payroll Tier 2"]
CARS = ["2019 Toyota Corolla", "VW Golf VII", "Honda CR-V", "Tesla Model 3", "Peugeot 208", "Ford F-150",
        "Škoda Octavia", "Kia Sportage", "BMW 320d", "Fiat Panda"]
PETS = ["Bella", "Max", "Luna", "Oscar", "Milo", "Kiwi", "Pepper", "Simba", "Nala", "Biscuit", "Mochi", "Rex"]
SPECIES = ["dog", "cat", "rabbit", "ferret", "budgie", "guinea pig", "bearded dragon"]
PROGRAMS = ["MSc Data Science", "BA Economics", "Nursing (BSN)", "MBA", "PhD Chemistry", "LLM International Law",
            "BEng Mechanical", "MA Linguistics"]
VENUES = ["Hillcrest Manor", "the Old Boathouse", "Villa Rosa", "Castello di Amorosa", "Kew Orangery",
          "Lakeside Barn", "Hotel Adlon"]
MEDS = ["atorvastatin 20 mg", "levothyroxine 50 mcg", "metformin 500 mg", "lisinopril 10 mg", "sertraline 50 mg",
        "salbutamol inhaler", "omeprazole 20 mg", "amlodipine 5 mg"]
TEAMS = ["U12 Falcons", "Masters Rowing", "Women's 1st XI", "Veterans Tennis", "Junior Swim Squad",
         "Sunday League B", "Climbing Section"]
HANDLES = ["rootsdigger", "celtic_cousin", "OldParishRecords", "mayflower_gg", "kasia_drzewo", "genealogie_nord",
           "TreeHunter77", "vanderberg_lineage"]
RECORD = {"claims": "claim", "vet": "patient", "admissions": "applicant", "wedding": "guest",
          "payroll": "employee", "abuse": "report", "genealogy": "member", "pharmacy": "refill", "club": "member"}
SETTINGS = list(RECORD)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return s.replace("ı", "i").replace("'", "").replace(" ", "")


def person_name(lang="en"):
    if lang in NATIVE_NAMES and R.random() < 0.7:
        return pick(NATIVE_NAMES[lang])
    return pick(FIRST) + " " + pick(LAST)


def rand_date():
    return "%d-%02d-%02d" % (R.randint(2023, 2025), R.randint(1, 12), R.randint(1, 28))


def make_ctx(lang="en"):
    return dict(
        name=person_name(lang), agent=pick(AGENTS), time="%02d:%02d" % (R.randint(7, 21), R.randint(0, 59)),
        date=rand_date(), claim="CLM-%06d" % R.randint(100000, 999999),
        policy="AU-%s%07d" % (rs(2, UP), R.randint(0, 9999999)), car=pick(CARS), pet=pick(PETS),
        species=pick(SPECIES), program=pick(PROGRAMS), term=pick(["Fall 2025", "Spring 2026", "WS 2025/26"]),
        venue=pick(VENUES), ticket="#%d" % R.randint(10000, 99999), emp="E%05d" % R.randint(0, 99999),
        asn="AS%d" % R.randint(1000, 64000), surname=pick(LAST), rx="%07d" % R.randint(0, 9999999),
        med=pick(MEDS), team=pick(TEAMS), member="M-%04d" % R.randint(1, 9999), table=R.randint(1, 24),
        exp="%02d/%02d" % (R.randint(1, 12), R.randint(26, 31)), year=R.randint(1820, 1935),
        handle=pick(HANDLES), period=pick(["2025-03 semi-monthly", "March 2025", "Week 14", "Q2 bonus run"]))


EN_TOPIC = {
    "claims": ["Claim {claim} — {car}, incident on {date}.",
               "Chat transcript, claim {claim}. Customer reports the {car} was side-swiped on the motorway.",
               "Hi, this is {name}, policy {policy}. Someone reversed into my {car} outside the supermarket.",
               "{agent}: I've opened claim {claim} for the windscreen damage. A couple of details first."],
    "vet": ["Appointment for {pet} ({species}) on {date}.",
            "Hi, {pet} is due for vaccines and the reminder went to my old details.",
            "Owner {name} called about {pet}'s post-op check.", "Re: {pet} – dental cleaning estimate"],
    "admissions": ["Application for {program}, {term}.",
                   "Dear Admissions Office, I am applying to the {program} program for {term}.",
                   "Applicant {name}: transcript upload failed twice.",
                   "Re: missing recommendation letter ({program})"],
    "wedding": ["Re: {name} & partner – {venue}, {date}",
                "Hi! Final guest list for the {venue} reception is attached, just one change.",
                "Quick update on the florist and the deposit for {venue}.", "RSVP from {name} (table {table})"],
    "payroll": ["Ticket {ticket} – employee {emp} missing from the {period} payroll run.",
                "Support ticket {ticket}: direct deposit change request for {emp}.",
                "Hello support, our new hire {name} needs to be added before cutoff.",
                "Ticket {ticket} (priority: high) — W-2 correction for {emp}"],
    "abuse": ["Abuse report {ticket}: network {asn}.", "Hello abuse team, one of your customers is hammering our servers.",
              "Automated complaint {ticket} (category: brute-force) for {asn}.",
              "Forwarded phishing report — please investigate, ref {ticket}."],
    "genealogy": ["Re: {surname} family of County Cork, c. {year}",
                  "Looking for descendants of {surname}, emigrated around {year}.",
                  "Thread: {surname} line — census transcriptions (posted by {handle})",
                  "Found my great-grandmother in the {year} records! Sharing what I have on the {surname}s."],
    "pharmacy": ["Refill request, Rx {rx} ({med}).", "Voicemail transcript: calling about my {med} refill.",
                 "Patient {name} requests auto-refill for Rx {rx}.",
                 "Refill line — caller asks to update contact details on Rx {rx}."],
    "club": ["Membership export — {team}, season 2025/26", "New member form ({team}), member no. {member}",
             "Hi, I'd like to renew my membership for the {team} squad.",
             "Spreadsheet row pasted from the {team} roster:"],
}
L_TOPIC = {
    "de": {"claims": "Schadenmeldung {claim}: Auffahrunfall mit meinem {car} am {date}.",
           "vet": "Termin für {pet} ({species}) am {date} – Impfung.", "admissions": "Bewerbung für {program}, {term}.",
           "wedding": "Hochzeit in der Location {venue} am {date} – Gästeliste.",
           "payroll": "Ticket {ticket}: Mitarbeiter {emp} fehlt in der Lohnabrechnung.",
           "abuse": "Missbrauchsmeldung {ticket} für Netz {asn}.",
           "genealogy": "Suche Nachfahren der Familie {surname}, ausgewandert um {year}.",
           "pharmacy": "Rezept-Nachbestellung Rx {rx} ({med}).", "club": "Mitgliederliste {team}, Saison 2025/26 – Export."},
    "fr": {"claims": "Déclaration de sinistre {claim} : mon {car} a été percuté le {date}.",
           "vet": "Rendez-vous pour {pet} ({species}) le {date}.", "admissions": "Candidature au programme {program}, {term}.",
           "wedding": "Mariage au {venue} le {date} — liste des invités.",
           "payroll": "Ticket {ticket} : le salarié {emp} n'apparaît pas dans la paie.",
           "abuse": "Signalement d'abus {ticket} concernant {asn}.",
           "genealogy": "Recherche sur la famille {surname}, vers {year}.",
           "pharmacy": "Renouvellement d'ordonnance Rx {rx} ({med}).", "club": "Export des adhérents — {team}, saison 2025/26."},
    "es": {"claims": "Parte de siniestro {claim}: golpe a mi {car} el {date}.",
           "vet": "Cita para {pet} ({species}) el {date}.", "admissions": "Solicitud de admisión a {program}, {term}.",
           "wedding": "Boda en {venue} el {date}: lista de invitados.",
           "payroll": "Ticket {ticket}: el empleado {emp} no aparece en la nómina.",
           "abuse": "Reporte de abuso {ticket} para la red {asn}.",
           "genealogy": "Busco descendientes de la familia {surname}, emigraron hacia {year}.",
           "pharmacy": "Resurtido de receta Rx {rx} ({med}).", "club": "Exportación de socios — {team}, temporada 2025/26."},
    "ru": {"claims": "Заявление о страховом случае {claim}: повреждён {car}, {date}.",
           "vet": "Запись для питомца {pet} ({species}) на {date}.", "admissions": "Заявление на программу {program}, {term}.",
           "wedding": "Свадьба в {venue}, {date} — список гостей.",
           "payroll": "Заявка {ticket}: сотрудник {emp} не попал в расчёт зарплаты.",
           "abuse": "Жалоба {ticket} на сеть {asn}.",
           "genealogy": "Ищу потомков семьи {surname}, эмигрировали около {year} г.",
           "pharmacy": "Повторный заказ рецепта Rx {rx} ({med}).", "club": "Выгрузка членов клуба — {team}, сезон 2025/26."},
    "ja": {"claims": "事故受付番号 {claim}：{date}に{car}が追突されました。", "vet": "{pet}（{species}）の予約：{date}",
           "admissions": "{program}（{term}）への出願について", "wedding": "{venue}での挙式（{date}）ゲストリスト",
           "payroll": "チケット{ticket}：社員{emp}が給与計算から漏れています。", "abuse": "不正利用報告 {ticket}（{asn}）",
           "genealogy": "{surname}家の子孫を探しています（{year}年頃に移住）。",
           "pharmacy": "処方箋 Rx {rx}（{med}）の再調剤依頼", "club": "会員名簿エクスポート — {team} 2025/26シーズン"},
    "zh": {"claims": "理赔编号 {claim}：我的{car}于{date}被追尾。", "vet": "{pet}（{species}）预约时间：{date}",
           "admissions": "申请{program}项目（{term}）", "wedding": "{venue}婚礼（{date}）宾客名单",
           "payroll": "工单{ticket}：员工{emp}未出现在工资单中。", "abuse": "滥用举报 {ticket}（{asn}）",
           "genealogy": "寻找{surname}家族后人，约{year}年移民。", "pharmacy": "处方续药 Rx {rx}（{med}）",
           "club": "会员名单导出 — {team}，2025/26赛季"},
}

LANG = {
    "de": (["Hallo,", "Guten Tag,", "Moin,"], ["Viele Grüße", "Danke!", "LG"],
           ["E-Mail", "Telefon", "Kreditkartennummer", "US-Sozialversicherungsnummer", "IBAN", "IP-Adresse", "Zugangsschlüssel"],
           ["{L}: {v}", "Meine {L} ist {v}.", "Bitte folgende {L} verwenden: {v}", "{L} (neu) → {v}"]),
    "fr": (["Bonjour,", "Salut,"], ["Cordialement", "Merci !", "Bonne journée"],
           ["adresse e-mail", "téléphone", "numéro de carte", "numéro de sécurité sociale américain (SSN)", "IBAN", "adresse IP", "clé d'accès"],
           ["{L} : {v}", "Voici mon {L} : {v}", "Merci d'utiliser {v} ({L}).", "{L} mis à jour — {v}"]),
    "es": (["Hola,", "Buenas tardes,"], ["Saludos", "¡Gracias!", "Un abrazo"],
           ["correo", "teléfono", "número de tarjeta", "número de seguro social", "IBAN", "dirección IP", "clave"],
           ["{L}: {v}", "Mi {L} es {v}", "Les paso el {L}: {v}", "{v} ← {L} nuevo"]),
    "pt": (["Olá,", "Bom dia,"], ["Obrigado!", "Abraços"],
           ["e-mail", "telefone", "número do cartão", "número da Previdência Social (SSN)", "IBAN", "endereço IP", "chave de acesso"],
           ["{L}: {v}", "Meu {L} é {v}", "Segue o {L}: {v}"]),
    "it": (["Buongiorno,", "Ciao,"], ["Grazie", "Cordiali saluti"],
           ["e-mail", "cellulare", "numero della carta", "SSN americano", "IBAN", "indirizzo IP", "chiave API"],
           ["{L}: {v}", "Il mio {L} è {v}", "Vi lascio il {L}: {v}"]),
    "nl": (["Hoi,", "Goedemiddag,"], ["Groetjes", "Met vriendelijke groet"],
           ["e-mailadres", "telefoonnummer", "kaartnummer", "Amerikaans SSN", "IBAN", "IP-adres", "API-sleutel"],
           ["{L}: {v}", "Mijn {L} is {v}", "Graag {v} gebruiken ({L})"]),
    "pl": (["Dzień dobry,", "Cześć,"], ["Pozdrawiam", "Dziękuję!"],
           ["e-mail", "telefon", "numer karty", "numer SSN", "IBAN", "adres IP", "klucz API"],
           ["{L}: {v}", "Mój {L} to {v}", "Proszę użyć: {v} ({L})"]),
    "ru": (["Здравствуйте!", "Добрый день,"], ["Спасибо!", "С уважением"],
           ["эл. почта", "телефон", "номер карты", "номер социального страхования (SSN)", "IBAN", "IP-адрес", "ключ API"],
           ["{L}: {v}", "Мой {L} — {v}", "Укажите, пожалуйста, {L} {v}"]),
    "el": (["Γεια σας,", "Καλημέρα,"], ["Ευχαριστώ!", "Με εκτίμηση"],
           ["email", "τηλέφωνο", "αριθμός κάρτας", "αριθμός κοινωνικής ασφάλισης (SSN)", "IBAN", "διεύθυνση IP", "κλειδί API"],
           ["{L}: {v}", "Ο {L} μου είναι {v}"]),
    "ja": (["お世話になっております。", "こんにちは。"], ["よろしくお願いいたします。", "以上です。"],
           ["メールアドレス", "電話番号", "カード番号", "社会保障番号（SSN）", "IBAN", "IPアドレス", "APIキー"],
           ["{L}：{v}", "{L}は {v} です。", "{L}を{v}に変更してください。"]),
    "zh": (["您好，", "你好！"], ["谢谢！", "此致"],
           ["邮箱", "电话", "卡号", "社会安全号码（SSN）", "IBAN", "IP地址", "API密钥"],
           ["{L}：{v}", "我的{L}是 {v}", "请用这个{L}：{v}"]),
    "ko": (["안녕하세요.", "수고하십니다."], ["감사합니다.", "잘 부탁드립니다."],
           ["이메일", "전화번호", "카드 번호", "사회보장번호(SSN)", "IBAN", "IP 주소", "API 키"],
           ["{L}: {v}", "제 {L}는 {v} 입니다."]),
    "ar": (["مرحباً،", "السلام عليكم،"], ["شكراً", "مع التحية"],
           ["البريد الإلكتروني", "رقم الهاتف", "رقم البطاقة", "رقم الضمان الاجتماعي", "رقم الآيبان", "عنوان IP", "مفتاح API"],
           ["{L}: {v}", "{L} الخاص بي هو {v}"]),
    "he": (["שלום,", "היי,"], ["תודה!", "בברכה"],
           ["אימייל", "טלפון", "מספר כרטיס", "מספר ביטוח לאומי אמריקאי (SSN)", "IBAN", "כתובת IP", "מפתח API"],
           ["{L}: {v}", "ה{L} שלי הוא {v}"]),
    "tr": (["Merhaba,", "İyi günler,"], ["Teşekkürler", "Saygılarımla"],
           ["e-posta", "telefon", "kart numarası", "SSN numarası", "IBAN", "IP adresi", "API anahtarı"],
           ["{L}: {v}", "{L} bilgim: {v}"]),
    "hi": (["नमस्ते,", "नमस्कार,"], ["धन्यवाद", "शुभकामनाएँ"],
           ["ईमेल", "फ़ोन नंबर", "कार्ड नंबर", "सोशल सिक्योरिटी नंबर", "IBAN", "आईपी पता", "API कुंजी"],
           ["{L}: {v}", "मेरा {L} {v} है।"]),
    "sv": (["Hej,", "Hej hej,"], ["Tack!", "Mvh"],
           ["e-post", "telefon", "kortnummer", "amerikanskt SSN", "IBAN", "IP-adress", "API-nyckel"],
           ["{L}: {v}", "Mitt {L} är {v}"]),
}
OTHER_LANGS = list(LANG)

EN_PHRASES = {
    "email": ["you can reach me at {v}", "my email is {v}", "please send the documents to {v}",
              "cc my partner on {v} too", "I changed my address to {v} last month", "reply to {v}, not the old one",
              "contact: {v}", "E-mail: {v}", "the account is under {v}", "best to write to {v} (work blocks attachments)"],
    "phone": ["call me back on {v}", "my cell is {v}", "best number: {v}", "you can text {v} after 5pm",
              "phone: {v}", "Tel. {v}", "reach my wife at {v} if I don't pick up", "updated mobile number {v}",
              "daytime #: {v}", "the landline {v} is disconnected? try again pls"],
    "credit_card": ["charge the deductible to {v}, exp {exp}", "card number {v}", "CC#: {v}",
                    "please put the deposit on {v} (exp {exp})", "my card: {v}", "bill {v} for the copay",
                    "the number on the card is {v}", "use the card ending... actually here's the full one: {v}",
                    "pay w/ {v} thx", "Card no. {v} — expires {exp}"],
    "us_ssn": ["SSN {v}", "my social is {v}", "Social Security Number: {v}", "SS# {v}", "soc sec no. {v}",
               "the employee's SSN on the W-4 is {v}", "TIN/SSN: {v}", "his social security number was {v} per the index",
               "social security #{v}", "for verification, SSN = {v}"],
    "iban": ["IBAN {v}", "please refund to IBAN {v}", "bank details: {v} (BIC on request)", "pay the balance into {v}",
             "the SEPA mandate uses {v}", "my new account is {v}", "IBAN: {v}", "wire the deposit to {v}"],
    "ip_address": ["the requests came from {v}", "source IP {v}", "my IP is {v} if that helps", "login from {v}",
                   "blocked {v}", "client {v}", "the form was submitted from {v}", "I'm on {v} at the office"],
}
TYPE_IDX = {t: i for i, t in enumerate(TYPES)}

KEYS = {
    "email": ["email", "e_mail", "contact_email", "Email", "mail", "owner_email", "EmailAddress", "correo"],
    "phone": ["phone", "mobile", "tel", "Telefon", "contact_phone", "cell", "PhoneNumber", "telefono"],
    "credit_card": ["card_number", "pan", "cc", "CardNo", "payment_card", "kartennummer"],
    "us_ssn": ["ssn", "SSN", "social_security_no", "tax_id", "ss_number", "TIN"],
    "iban": ["iban", "IBAN", "bank_account", "payout_iban", "Kontonummer_IBAN", "sepa_iban"],
    "ip_address": ["ip", "src_ip", "client_ip", "last_login_ip", "remote_addr", "signup_ip"],
}


def pick_lang():
    return "en" if R.random() < 0.56 else pick(OTHER_LANGS)


def record_fields(setting, c):
    return {
        "claims": [("claim_no", c["claim"]), ("policy", c["policy"]), ("vehicle", c["car"]), ("loss_date", c["date"])],
        "vet": [("patient", c["pet"]), ("species", c["species"]), ("owner", c["name"]), ("visit", c["date"])],
        "admissions": [("applicant", c["name"]), ("program", c["program"]), ("term", c["term"])],
        "wedding": [("guest", c["name"]), ("table", str(c["table"])), ("meal", pick(["fish", "veg", "beef", "kids"])),
                    ("rsvp", pick(["yes", "no", "maybe"]))],
        "payroll": [("ticket", c["ticket"]), ("employee_id", c["emp"]), ("pay_period", c["period"])],
        "abuse": [("ticket", c["ticket"]), ("asn", c["asn"]),
                  ("category", pick(["ssh-bruteforce", "spam", "phishing", "portscan", "ddos"]))],
        "genealogy": [("user", c["handle"]), ("surname", c["surname"]), ("year", str(c["year"]))],
        "pharmacy": [("rx", c["rx"]), ("drug", c["med"]), ("refills_left", str(R.randint(0, 5))), ("patient", c["name"])],
        "club": [("member_no", c["member"]), ("name", c["name"]), ("team", c["team"]),
                 ("fee_paid", pick(["TRUE", "FALSE"]))],
    }[setting]


def topic(setting, lang, c):
    if lang == "en":
        return pick(EN_TOPIC[setting]).format(**c)
    if lang in L_TOPIC:
        return L_TOPIC[lang][setting].format(**c)
    return ""


def phrase(T, v, lang, c):
    if lang == "en":
        return pick(EN_PHRASES[T]).format(v=v, **c)
    hi, bye, labels, tpls = LANG[lang]
    return pick(tpls).format(L=labels[TYPE_IDX[T]], v=v)


def csvq(val, sep):
    if sep in val or '"' in val:
        return '"' + val.replace('"', '""') + '"'
    return val


def structured(T, v, setting, c, mode):
    fields = record_fields(setting, c)
    key = pick(KEYS[T])
    pos = R.randint(0, len(fields))
    fields = fields[:pos] + [(key, v)] + fields[pos:]
    rec = RECORD[setting]
    if mode == "json":
        if R.random() < 0.5:
            return json.dumps(dict(fields), ensure_ascii=False)
        return json.dumps({rec: dict(fields), "source": setting + "-export"}, ensure_ascii=False, indent=2)
    if mode == "csv":
        sep = pick([",", ";", "\t", ","])
        head = sep.join(k for k, _ in fields)
        row = sep.join(csvq(x, sep) for _, x in fields)
        pre = pick(["", "", "# exported %s\n" % c["date"], "sep=%s\n" % sep])
        return pre + head + "\n" + row
    if mode == "yaml":
        out = "%s:\n" % rec
        for k, x in fields:
            out += "  %s: %s\n" % (k, ('"%s"' % x) if (R.random() < 0.4 or ":" in x or x[:1] in "#&*!") else x)
        return out.rstrip("\n")
    if mode == "xml":
        body = "".join("<%s>%s</%s>" % (k, x.replace("&", "&amp;"), k) for k, x in fields)
        if R.random() < 0.5:
            return '<?xml version="1.0" encoding="UTF-8"?>\n<%s id="%d">%s</%s>' % (rec, R.randint(1, 99999), body, rec)
        return "<%s>\n  %s\n</%s>" % (rec, body.replace("><", ">\n  <"), rec)
    if mode == "sql":
        cols = ", ".join(k for k, _ in fields)
        vals = ", ".join("'%s'" % x.replace("'", "''") for _, x in fields)
        return "INSERT INTO %ss (%s) VALUES (%s);" % (rec, cols, vals)
    if mode == "html":
        if R.random() < 0.5:
            th = "".join("<th>%s</th>" % k for k, _ in fields)
            td = "".join("<td>%s</td>" % x for _, x in fields)
            return "<table class=\"export\"><tr>%s</tr><tr>%s</tr></table>" % (th, td)
        return "<dl>" + "".join("<dt>%s</dt><dd>%s</dd>" % (k, x) for k, x in fields) + "</dl>"
    if mode == "md":
        return ("| " + " | ".join(k for k, _ in fields) + " |\n|" + "---|" * len(fields) + "\n| "
                + " | ".join(x for _, x in fields) + " |")
    if mode == "log":
        kv = " ".join(('%s="%s"' % (k, x)) if " " in x else "%s=%s" % (k, x) for k, x in fields)
        return "%sT%02d:%02d:%02d.%03dZ %s [%s-svc] %s" % (
            c["date"], R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999),
            pick(["INFO", "WARN", "DEBUG"]), setting, kv)
    raise ValueError(mode)


def conversational(T, v, setting, c, lang, mode):
    p = phrase(T, v, lang, c)
    top = topic(setting, lang, c)
    if lang == "en":
        hi, bye = pick(["Hi,", "Hello,", "Hey there,", "Good morning,", ""]), pick(["Thanks", "Cheers", "Best,", "Regards", "thx"])
    else:
        hi, bye = pick(LANG[lang][0]), pick(LANG[lang][1])
    if mode == "chat":
        return "[%s] %s: %s\n[%s] %s: %s" % (c["time"], c["agent"], top or "…", c["time"], c["name"].split()[0], p)
    if mode == "email":
        body = "%s\n\n%s\n%s\n\n%s\n%s" % (hi, top, p, bye, c["name"])
        q = "\n\n> On %s, %s wrote:\n> %s" % (c["date"], c["agent"], pick(["Could you confirm your details?", "Please see below.", "We still need one item."]))
        return (("Subject: " + top + "\n\n") if top and R.random() < 0.3 else "") + body.strip() + (q if R.random() < 0.6 else "")
    if mode == "form":
        lab = ({"email": "Email", "phone": "Phone", "credit_card": "Card number", "us_ssn": "SSN", "iban": "IBAN",
                "ip_address": "IP"}[T] if lang == "en" else LANG[lang][2][TYPE_IDX[T]])
        lines = ["%s: %s" % (k.replace("_", " ").title(), x) for k, x in record_fields(setting, c)]
        lines.insert(R.randint(0, len(lines)), "%s: %s" % (lab, v))
        return pick(["--- web form submission ---\n", "", "Form data:\n"]) + "\n".join(lines)
    if mode == "md_prose":
        return "**%s**\n\n- %s\n- %s" % (top or c["ticket"], p, pick(["status: open", "follow-up needed", "see attachment"]))
    # plain prose
    parts = [x for x in (hi, top, p + pick([".", "", "!", " :)", "."]), bye) if x]
    return pick([" ", "\n", "\n\n"]).join(parts)


STRUCT_MODES = ["json", "csv", "yaml", "xml", "sql", "html", "md", "log"]
CONV_MODES = ["chat", "email", "form", "md_prose", "prose", "prose"]


def embed(T, v, lang=None, setting=None):
    setting = setting or pick(SETTINGS)
    lang = lang or pick_lang()
    c = make_ctx(lang)
    if R.random() < 0.42:
        out = structured(T, v, setting, c, pick(STRUCT_MODES))
        if lang != "en":
            out = (topic(setting, lang, c) or pick(LANG[lang][0])) + "\n" + out
        return out
    return conversational(T, v, setting, c, lang, pick(CONV_MODES))


# ----------------------------------------------------------------------------- e-mail
DOMAINS = ["gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.com", "yahoo.co.jp", "icloud.com", "proton.me",
           "gmx.de", "web.de", "t-online.de", "orange.fr", "free.fr", "libero.it", "wp.pl", "mail.ru", "yandex.ru",
           "naver.com", "qq.com", "163.com", "hotmail.es", "terra.com.br", "uol.com.br", "bigpond.com", "shaw.ca",
           "comcast.net", "fastmail.com", "seznam.cz", "ziggo.nl", "posteo.de", "rediffmail.com",
           "student.uva.nl", "alumni.ucla.edu", "campus.tu-berlin.de", "outlook.com.au", "bluewin.ch",
           "telenet.be", "otenet.gr", "walla.co.il", "daum.net", "gmail.com", "gmail.com", "outlook.com"]


def make_email():
    f = ascii_fold(pick(FIRST)).lower()
    l = ascii_fold(pick(LAST)).lower()
    local = pick([f + "." + l, f + l, f[0] + l, f + "_" + l, l + "." + f, f + str(R.randint(1, 99)),
                  "%s.%s%d" % (f, l, R.randint(70, 99)), f[0] + "." + l, f + "-" + l,
                  f + "+" + pick(["vet", "claims", "wedding", "club", "rx", "apply", "payroll"]),
                  "%s%s%d" % (l, f[0], R.randint(1, 9)), "%s.%s.%d" % (f, l, R.randint(1990, 2006))])
    if R.random() < 0.08:
        local = local[0].upper() + local[1:]
    return local + "@" + pick(DOMAINS)


def ctx_email(v):
    c = make_ctx()
    r = R.random()
    if r < 0.1:
        return "From: %s <%s>\nTo: bookings@%s\nSubject: %s" % (c["name"], v, pick(["hillcrest-events.co.uk", "pawsvet.ie"]),
                                                               pick(["Re: RSVP", "appointment", "Fwd: claim form"]))
    if r < 0.18:
        return '<p>Contact the owner: <a href="mailto:%s">%s</a></p>' % (v, c["name"])
    if r < 0.24:
        return "BEGIN:VCARD\nVERSION:3.0\nFN:%s\nEMAIL;TYPE=INTERNET:%s\nEND:VCARD" % (c["name"], v)
    return embed("email", v)


# ----------------------------------------------------------------------------- phone
def nz():
    return pick("23456789")


def us_parts():
    a = nz() + dg(2)
    while a[1:] == "11" or a in ("555", "800", "888", "877", "866"):
        a = nz() + dg(2)
    e = nz() + dg(2)
    while e[1:] == "11" or e == "555":
        e = nz() + dg(2)
    return a, e, dg(4)


def make_phone():
    c = pick(["US", "US", "US", "UK", "DE", "DE", "FR", "ES", "IT", "NL", "PL", "BR", "MX", "IN", "JP", "CN", "KR",
              "AU", "RU", "TR", "ZA", "IL", "AE", "GR", "NG", "CH", "SE", "IE", "PT", "AR", "EG", "SA", "CA"])
    if c in ("US", "CA"):
        a, e, s = us_parts()
        return pick(["(%s) %s-%s", "%s-%s-%s", "%s.%s.%s", "+1 %s %s %s", "+1-%s-%s-%s", "1-%s-%s-%s",
                     "+1 (%s) %s-%s", "%s %s %s"]) % (a, e, s)
    m = {
        "UK": lambda: pick(["07%s %s" % (pick("1345789") + dg(2), dg(6)), "+44 7%s %s" % (pick("1345789") + dg(2), dg(6)),
                            "+44 (0)7%s %s %s" % (pick("1345789") + dg(2), dg(3), dg(3)), "020 %s %s" % (pick("378") + dg(3), dg(4)),
                            "+44 20 %s %s" % (pick("378") + dg(3), dg(4)), "0161 %s %s" % (nz() + dg(2), dg(4))]),
        "DE": lambda: pick(["0%s %s" % (pick(["151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "177", "179"]), dg(7)),
                            "+49 %s %s" % (pick(["151", "160", "171", "176", "179"]), dg(8)),
                            "+49 (0)%s %s %s" % (pick(["171", "152", "163"]), dg(3), dg(4)),
                            "030 %s" % (nz() + dg(7)), "+49 30 %s %s" % (nz() + dg(3), dg(4)), "089/%s" % (nz() + dg(6)),
                            "+49 40 %s-%s" % (nz() + dg(3), dg(3))]),
        "FR": lambda: pick(["0%s %s %s %s %s" % (pick("67"), dg(2), dg(2), dg(2), dg(2)),
                            "+33 %s %s %s %s %s" % (pick("67"), dg(2), dg(2), dg(2), dg(2)),
                            "+33 (0)1 %s %s %s %s" % (dg(2), dg(2), dg(2), dg(2)),
                            "0%s.%s.%s.%s.%s" % (pick("1234567"), dg(2), dg(2), dg(2), dg(2))]),
        "ES": lambda: pick(["+34 6%s %s %s" % (dg(2), dg(3), dg(3)), "9%s %s %s" % (pick("1345") + dg(1), dg(3), dg(3)),
                            "6%s%s" % (dg(2), dg(6))]),
        "IT": lambda: pick(["+39 3%s %s %s" % (pick("234") + dg(1), dg(3), dg(4)), "06 %s %s" % (dg(4), dg(4)),
                            "34%s %s" % (dg(1), dg(7))]),
        "NL": lambda: pick(["+31 6 %s" % dg(8), "06-%s" % dg(8), "020-%s" % (nz() + dg(6)), "+31 (0)6 %s %s" % (dg(4), dg(4))]),
        "PL": lambda: pick(["+48 %s %s %s" % (pick("5678") + dg(2), dg(3), dg(3)), "%s-%s-%s" % (pick("5678") + dg(2), dg(3), dg(3))]),
        "BR": lambda: pick(["+55 %s 9%s-%s" % (pick(["11", "21", "31", "41", "51"]), dg(4), dg(4)),
                            "(%s) 9%s-%s" % (pick(["11", "21", "61", "71"]), dg(4), dg(4))]),
        "MX": lambda: pick(["+52 55 %s %s" % (dg(4), dg(4)), "+52 1 33 %s %s" % (dg(4), dg(4)), "(81) %s %s" % (dg(4), dg(4))]),
        "IN": lambda: pick(["+91 %s %s" % (pick("9876") + dg(4), dg(5)), "+91-%s" % (pick("9876") + dg(9)),
                            "0%s %s" % (pick("98") + dg(4), dg(5))]),
        "JP": lambda: pick(["0%s0-%s-%s" % (pick("789"), dg(4), dg(4)), "+81 %s0-%s-%s" % (pick("789"), dg(4), dg(4)),
                            "03-%s-%s" % (dg(4), dg(4)), "+81 3 %s %s" % (dg(4), dg(4)), "06-%s-%s" % (dg(4), dg(4))]),
        "CN": lambda: pick(["+86 1%s %s %s" % (pick("3589") + dg(1), dg(4), dg(4)), "1%s%s" % (pick("3589"), dg(9)),
                            "1%s-%s-%s" % (pick("3589") + dg(1), dg(4), dg(4)), "+86 10 %s %s" % (dg(4), dg(4))]),
        "KR": lambda: pick(["010-%s-%s" % (dg(4), dg(4)), "+82 10-%s-%s" % (dg(4), dg(4)), "02-%s-%s" % (nz() + dg(2), dg(4))]),
        "AU": lambda: pick(["04%s %s %s" % (dg(2), dg(3), dg(3)), "+61 4%s %s %s" % (dg(2), dg(3), dg(3)),
                            "(02) %s %s" % (nz() + dg(3), dg(4)), "+61 3 %s %s" % (nz() + dg(3), dg(4))]),
        "RU": lambda: pick(["+7 (9%s) %s-%s-%s" % (dg(2), dg(3), dg(2), dg(2)), "8 (9%s) %s-%s-%s" % (dg(2), dg(3), dg(2), dg(2)),
                            "+7 495 %s-%s-%s" % (nz() + dg(2), dg(2), dg(2)), "+79%s%s" % (dg(2), dg(7))]),
        "TR": lambda: pick(["+90 5%s %s %s %s" % (pick("0345") + dg(1), dg(3), dg(2), dg(2)),
                            "0 (5%s) %s %s %s" % (pick("345") + dg(1), dg(3), dg(2), dg(2))]),
        "ZA": lambda: pick(["+27 %s %s %s" % (pick("678") + dg(1), dg(3), dg(4)), "0%s %s %s" % (pick("678") + dg(1), dg(3), dg(4))]),
        "IL": lambda: pick(["+972 5%s-%s-%s" % (pick("02348"), dg(3), dg(4)), "05%s-%s-%s" % (pick("02348"), dg(3), dg(4))]),
        "AE": lambda: pick(["+971 5%s %s %s" % (pick("0256"), dg(3), dg(4)), "05%s %s %s" % (pick("0256"), dg(3), dg(4))]),
        "GR": lambda: pick(["+30 69%s %s %s" % (pick("3789"), dg(3), dg(4)), "21%s %s %s" % (dg(1), dg(3), dg(4))]),
        "NG": lambda: pick(["+234 80%s %s %s" % (pick("3678"), dg(3), dg(4)), "080%s %s %s" % (pick("3678"), dg(3), dg(4))]),
        "CH": lambda: pick(["+41 7%s %s %s %s" % (pick("6789"), dg(3), dg(2), dg(2)), "044 %s %s %s" % (dg(3), dg(2), dg(2))]),
        "SE": lambda: pick(["+46 70 %s %s %s" % (dg(3), dg(2), dg(2)), "070-%s %s %s" % (dg(3), dg(2), dg(2))]),
        "IE": lambda: pick(["+353 8%s %s %s" % (pick("3567"), dg(3), dg(4)), "08%s %s %s" % (pick("3567"), dg(3), dg(4))]),
        "PT": lambda: pick(["+351 9%s %s %s" % (pick("1236"), dg(2), dg(3)), "9%s %s %s" % (pick("1236"), dg(2), dg(3))]),
        "AR": lambda: pick(["+54 9 11 %s-%s" % (dg(4), dg(4)), "011 15-%s-%s" % (dg(4), dg(4))]),
        "EG": lambda: pick(["+20 1%s %s %s" % (pick("0125"), dg(4), dg(4)), "01%s %s %s" % (pick("0125"), dg(4), dg(4))]),
        "SA": lambda: pick(["+966 5%s %s %s" % (dg(1), dg(3), dg(4)), "05%s %s %s" % (dg(1), dg(3), dg(4))]),
    }
    return m[c]()


def ctx_phone(v):
    c = make_ctx()
    r = R.random()
    if r < 0.08:
        return "BEGIN:VCARD\nVERSION:3.0\nFN:%s\nTEL;TYPE=cell:%s\nEND:VCARD" % (c["name"], v)
    if r < 0.14:
        return "%s\nRefill line voicemail %s: \"hi it's %s, calling about %s, please call me on %s, thank you\"" % (
            pick(EN_TOPIC["pharmacy"]).format(**c), c["time"], c["name"].split()[0], c["med"], v)
    if r < 0.19:
        return '<div class="sig">%s<br>%s<br><a href="tel:%s">%s</a></div>' % (c["name"], pick(VENUES), v, v)
    return embed("phone", v)


# ----------------------------------------------------------------------------- card
def make_card():
    kind = pick(["visa", "visa", "visa", "mc", "mc", "mc2", "amex", "amex", "discover", "jcb", "diners",
                 "unionpay", "maestro", "mir"])
    if kind == "visa":
        d = luhn_complete("4", pick([16, 16, 16, 16, 19, 13]))
    elif kind == "mc":
        d = luhn_complete(str(R.randint(51, 55)), 16)
    elif kind == "mc2":
        d = luhn_complete(str(R.randint(2221, 2720)), 16)
    elif kind == "amex":
        d = luhn_complete(pick(["34", "37"]), 15)
    elif kind == "discover":
        d = luhn_complete(pick(["6011", str(R.randint(644, 649)), "65"]), pick([16, 16, 19]))
    elif kind == "jcb":
        d = luhn_complete(str(R.randint(3528, 3589)), 16)
    elif kind == "diners":
        d = luhn_complete(pick(["36", "38", str(R.randint(300, 305))]), 14)
    elif kind == "unionpay":
        d = luhn_complete("62" + pick("0123458"), pick([16, 19]))
    elif kind == "maestro":
        d = luhn_complete(pick(["5018", "5020", "5038", "6759", "6761"]), pick([16, 19]))
    else:
        d = luhn_complete("220" + pick("01234"), 16)
    return d


def group_card(d, sep=None):
    sep = pick([" ", " ", "-", "", " "]) if sep is None else sep
    n = len(d)
    if n == 15:
        g = [4, 6, 5]
    elif n == 14:
        g = [4, 6, 4]
    elif n == 13:
        g = [4, 4, 5]
    elif n == 19:
        g = pick([[4, 4, 4, 4, 3], [6, 13]])
    else:
        g = [4, 4, 4, 4]
    out, i = [], 0
    for k in g:
        out.append(d[i:i + k])
        i += k
    return sep.join(out)


def ctx_card(v):
    c = make_ctx()
    r = R.random()
    if r < 0.1:
        return "[%s] %s: To settle the %s we can take a card payment now.\n[%s] Customer: ok it's %s exp %s, name on card %s" % (
            c["time"], c["agent"], pick(["deductible", "excess", "deposit", "membership fee"]), c["time"], v, c["exp"], c["name"].upper())
    if r < 0.16:
        return "payment_method:\n  type: card\n  number: \"%s\"\n  exp: \"%s\"\n  holder: %s" % (v, c["exp"], c["name"])
    return embed("credit_card", v)


# ----------------------------------------------------------------------------- SSN
def make_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    g, s = R.randint(1, 99), R.randint(1, 9999)
    sep = pick(["-", "-", "-", "-", " ", "", ""])
    return "%03d%s%02d%s%04d" % (a, sep, g, sep, s)


def ctx_ssn(v):
    c = make_ctx()
    r = R.random()
    if r < 0.12:
        return "%s\n%s, b. %d, d. %d — SSN %s (issued %s) per SSDI." % (
            pick(EN_TOPIC["genealogy"]).format(**c), c["name"], R.randint(1890, 1935), R.randint(1962, 2010), v,
            pick(["Ohio", "Pennsylvania", "New York", "Illinois", "Texas", "Massachusetts"]))
    if r < 0.2:
        return "Ticket %s\nEmployee: %s\nIssue: SSN on pay stub shows %s but W-4 has it right. Please fix before the %s run." % (
            c["ticket"], c["name"], v, c["period"])
    if r < 0.26:
        return "Admissions — FAFSA mismatch\nApplicant %s entered %s as their Social Security number; transcript lists a different one." % (c["name"], v)
    if r < 0.31:
        return "Rx %s insurance verification: member DOB %s, subscriber SSN %s, plan %s." % (
            c["rx"], rand_date(), v, pick(["PPO Gold", "HMO Basic", "Medicare Part D"]))
    return embed("us_ssn", v)


# ----------------------------------------------------------------------------- IBAN
def fmt_iban(s):
    r = R.random()
    if r < 0.45:
        v = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    else:
        v = s
    r2 = R.random()
    if r2 < 0.2:
        v = v.lower()
    return v


def ctx_iban(v):
    c = make_ctx()
    r = R.random()
    if r < 0.12:
        return ("SEPA-Lastschriftmandat / SEPA Direct Debit Mandate\nGläubiger: %s e.V.\nMitglied: %s (%s)\nIBAN: %s\n"
                "Datum: %s") % (c["team"], c["name"], c["member"], v, c["date"])
    if r < 0.2:
        return "Hi %s, the balance for %s is due by %s. Please transfer to %s, reference WED-%d." % (
            c["name"].split()[0], c["venue"], c["date"], v, R.randint(100, 999))
    return embed("iban", v)


# ----------------------------------------------------------------------------- IP
def make_ipv4(private_ok=True):
    r = R.random()
    if private_ok and r < 0.12:
        return pick(["10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)),
                     "192.168.%d.%d" % (R.randint(0, 255), R.randint(1, 254)),
                     "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254))])
    first = pick([24, 31, 37, 45, 62, 66, 73, 77, 81, 84, 89, 91, 93, 98, 104, 109, 141, 151, 176, 178, 185, 188,
                  193, 195, 201, 212, 213, 217, 5, 46, 2, 80, 94, 100, 115, 121, 138, 154, 180, 222])
    return "%d.%d.%d.%d" % (first, R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))


def make_ipv6():
    pre = pick(["2a02", "2a01", "2600", "2604", "2607", "2001", "2a03", "2406", "240e", "2800", "2c0f", "fe80", "2a00"])
    if pre == "fe80":
        hx = [0xfe80, 0, 0, 0] + [R.randint(0, 0xffff) for _ in range(4)]
    else:
        hx = [int(pre, 16)] + [R.randint(0, 0xffff) for _ in range(7)]
        if R.random() < 0.5:
            k = R.randint(3, 6)
            for j in range(k, min(8, k + R.randint(1, 3))):
                hx[j] = 0
    a = ipaddress.IPv6Address(":".join("%x" % h for h in hx))
    s = pick([a.compressed, a.compressed, a.exploded, ":".join("%x" % h for h in hx)])
    return s.upper() if R.random() < 0.15 else s


UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "curl/8.4.0", "python-requests/2.31.0", "Go-http-client/1.1",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)", "masscan/1.3", "zgrab/0.x"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def ctx_ip(v):
    c = make_ctx()
    v6 = ":" in v
    hp = ("[%s]" % v) if v6 else v
    t = "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    opts = [
        lambda: '%s - - [%02d/%s/2025:%s +0000] "%s %s HTTP/1.1" %d %d "-" "%s"' % (
            v, R.randint(1, 28), pick(MON), t, pick(["GET", "POST"]), pick(["/wp-login.php", "/admin", "/api/v1/claims", "/.env", "/portal/login"]),
            pick([200, 401, 403, 404]), R.randint(150, 9000), pick(UAS)),
        lambda: "Received: from mail%d.customer-host.net (%s [%s])\n\tby mx%d.cloudhost-abuse.net with ESMTPS id %s; %s" % (
            R.randint(1, 9), pick(["unknown", "dyn-%d.pool" % R.randint(1, 999)]), v, R.randint(1, 4), rs(12, UP + DIG), c["date"]),
        lambda: "%s %d %s web%02d sshd[%d]: Failed password for invalid user %s from %s port %d ssh2" % (
            pick(MON), R.randint(1, 28), t, R.randint(1, 40), R.randint(1000, 60000), pick(["admin", "root", "oracle", "test", "ubuntu"]), v, R.randint(1024, 65535)),
        lambda: "%s fail2ban.actions [%d]: NOTICE [%s] Ban %s" % (c["date"], R.randint(100, 9999), pick(["sshd", "postfix", "nginx-http-auth"]), v),
        lambda: "X-Forwarded-For: %s\nX-Request-ID: %s" % (v, rs(16, HEX)),
        lambda: json.dumps({"ts": c["date"] + "T" + t + "Z", "event": pick(["login_failed", "password_reset", "signup"]),
                            "src_ip": v, "ua": pick(UAS)}),
        lambda: "Hello %s abuse desk,\nWe observed %s attempts against our hosts from %s between %s and %s UTC. Please take action.\n-- %s NOC" % (
            c["asn"], pick(["SSH brute-force", "SMTP AUTH", "port-scan", "credential-stuffing"]), v, t, "%02d:00" % R.randint(0, 23), pick(["Hetzner", "OVH customer", "university"])),
        lambda: "Posted by %s » %s · IP logged: %s" % (c["handle"], c["date"], v),
        lambda: "[UFW BLOCK] IN=eth0 OUT= MAC= SRC=%s LEN=60 TOS=0x00 PROTO=TCP SPT=%d DPT=%d" % (v, R.randint(1024, 65535), pick([22, 23, 3389, 445, 5900])),
        lambda: "[%s] [proxy:error] [client %s:%d] AH00898: Error reading from remote server" % (c["date"], hp, R.randint(1024, 65535)),
        lambda: "connect to %s:%d failed (timeout)" % (hp, pick([443, 25, 8443])),
        lambda: "Nous avons constaté des tentatives de connexion depuis l'adresse %s (ticket %s)." % (v, c["ticket"]),
        lambda: "Wir haben Spam von %s erhalten. Bitte prüfen Sie Ihren Kunden." % v,
        lambda: "来自 %s 的暴力破解尝试，工单 %s。" % (v, c["ticket"]),
        lambda: "Поступили жалобы на сканирование портов с адреса %s." % v,
        lambda: "%s からの不正アクセスを検知しました。" % v,
        lambda: embed("ip_address", v),
        lambda: embed("ip_address", v),
        lambda: embed("ip_address", v),
    ]
    return pick(opts)()


# ----------------------------------------------------------------------------- secrets
B32 = UP + "234567"
WORDS = ["marble", "tundra", "oyster", "falcon", "copper", "lantern", "violet", "harbor", "meadow", "quartz",
         "pepper", "saffron", "glacier", "willow", "cobalt", "thistle", "ember", "juniper"]
PW_SYM = "!%*-_.+=?#$"


def make_password(uri_safe=False):
    syms = "-_.~!*" if uri_safe else PW_SYM
    r = R.random()
    if r < 0.25:
        pw = pick(PETS + ["Sommer", "Frühling", "Liverpool", "Chelsea", "Bayern", "Mariposa", "Soleil", "Tigger"]) + str(R.randint(1970, 2025)) + pick(syms)
    elif r < 0.5:
        pw = "-".join(pick(WORDS) for _ in range(3)) + str(R.randint(10, 99))
    elif r < 0.75:
        pw = "".join(R.choice(AN + syms) for _ in range(R.randint(14, 24)))
    else:
        pw = rs(R.randint(3, 5), UP) + rs(R.randint(2, 4), LO) + pick(syms) + dg(R.randint(3, 6)) + rs(2, AN)
    if uri_safe:
        pw = ascii_fold(pw)
    return pw


def jwt():
    def b64u(b):
        return base64.urlsafe_b64encode(b).decode().rstrip("=")
    h = {"alg": pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    if R.random() < 0.4:
        h["kid"] = rs(8, HEX)
    iat = R.randint(1700000000, 1760000000)
    p = {"sub": pick([dg(8), "usr_" + rs(10), rs(24, HEX)]), "iat": iat, "exp": iat + pick([900, 3600, 86400]),
         "iss": pick(["https://auth.claimsdesk.io", "payroll-api", "https://login.vetcare-portal.com", "club-app"])}
    if R.random() < 0.5:
        p["scope"] = pick(["read write", "refill:create", "admin", "member"])
    sig = b64u(bytes(R.randint(0, 255) for _ in range(pick([32, 32, 64]))))
    return b64u(json.dumps(h, separators=(",", ":")).encode()) + "." + b64u(json.dumps(p, separators=(",", ":")).encode()) + "." + sig


def private_key():
    kind = pick(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"])
    nlines = R.randint(4, 12)
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + rs(64 * nlines - 24 + R.randint(0, 40), B64)
    elif kind == "RSA PRIVATE KEY":
        body = "MII" + pick("EFCJ") + rs(64 * nlines - 4 + R.randint(0, 40), B64)
    elif kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + rs(64 * 2 + 36 - 9, B64)
    else:
        body = "MII" + pick("EFC") + rs(64 * nlines - 4 + R.randint(0, 40), B64)
    body += pick(["", "=", "=="])
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    if kind == "OPENSSH PRIVATE KEY":
        lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


SECRET_GENS = [
    ("aws_id", "AWS_ACCESS_KEY_ID", lambda: pick(["AKIA", "ASIA"]) + rs(16, B32)),
    ("aws_secret", "AWS_SECRET_ACCESS_KEY", lambda: rs(40, B64)),
    ("github", "GITHUB_TOKEN", lambda: pick(["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + rs(36)),
    ("github_fg", "GH_TOKEN", lambda: "github_pat_11" + rs(20, UP + DIG) + "_" + rs(59)),
    ("gitlab", "GITLAB_TOKEN", lambda: "glpat-" + rs(20, B64U)),
    ("slack", "SLACK_BOT_TOKEN", lambda: pick(["xoxb", "xoxp"]) + "-" + dg(R.randint(11, 13)) + "-" + dg(13) + "-" + rs(24)),
    ("slack_hook", "SLACK_WEBHOOK_URL", lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, UP + DIG), rs(10, UP + DIG), rs(24))),
    ("stripe", "STRIPE_SECRET_KEY", lambda: pick(["sk_live_", "rk_live_"]) + pick(["51", ""]) + rs(pick([24, 40, 95]))),
    ("stripe_whsec", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(32)),
    ("openai", "OPENAI_API_KEY", lambda: pick(["sk-" + rs(20) + "T3BlbkFJ" + rs(20), "sk-proj-" + rs(R.randint(100, 156), B64U)])),
    ("anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(93, B64U) + "AA"),
    ("google", "GOOGLE_API_KEY", lambda: "AIza" + rs(35, B64U)),
    ("twilio", "TWILIO_API_KEY_SECRET", lambda: rs(32, AN)),
    ("twilio_sk", "TWILIO_API_KEY", lambda: "SK" + rs(32, HEX)),
    ("sendgrid", "SENDGRID_API_KEY", lambda: "SG." + rs(22, B64U) + "." + rs(43, B64U)),
    ("mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(32, HEX)),
    ("npm", "NPM_TOKEN", lambda: "npm_" + rs(36)),
    ("pypi", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(50, 150), B64U)),
    ("shopify", "SHOPIFY_ACCESS_TOKEN", lambda: pick(["shpat_", "shpss_", "shpca_"]) + rs(32, HEX)),
    ("hf", "HF_TOKEN", lambda: "hf_" + rs(34, string.ascii_letters)),
    ("digitalocean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(64, HEX)),
    ("vault", "VAULT_TOKEN", lambda: "hvs." + rs(R.randint(24, 90), B64U)),
    ("postman", "POSTMAN_API_KEY", lambda: "PMAK-" + rs(24, HEX) + "-" + rs(34, HEX)),
    ("newrelic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UP + DIG)),
    ("linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(40)),
    ("notion", "NOTION_TOKEN", lambda: pick(["secret_" + rs(43), "ntn_" + dg(11) + rs(35)])),
    ("telegram", "TELEGRAM_BOT_TOKEN", lambda: str(R.randint(10 ** 8, 10 ** 10)) + ":AA" + rs(33, B64U)),
    ("discord", "DISCORD_BOT_TOKEN", lambda: base64.b64encode(str(R.randint(10 ** 17, 10 ** 18)).encode()).decode().rstrip("=") + "." + rs(6, B64U) + "." + rs(38, B64U)),
    ("square", "SQUARE_ACCESS_TOKEN", lambda: pick(["EAAA" + rs(60, B64U), "sq0atp-" + rs(22, B64U)])),
    ("azure_storage", "AZURE_STORAGE_KEY", lambda: rs(86, B64) + "=="),
    ("datadog", "DD_API_KEY", lambda: rs(32, HEX)),
    ("atlassian", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(170, B64U) + "=" + rs(8, "0123456789ABCDEF")),
    ("figma", "FIGMA_TOKEN", lambda: "figd_" + rs(40, B64U)),
    ("age", "SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")),
    ("databricks", "DATABRICKS_TOKEN", lambda: "dapi" + rs(32, HEX)),
    ("grafana", "GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(32) + "_" + rs(8, HEX)),
    ("docker", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(27, B64U)),
    ("pulumi", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(40, HEX)),
    ("mapbox", "MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + rs(40, B64U) + "." + rs(22, B64U)),
    ("flyio", "FLY_API_TOKEN", lambda: "fo1_" + rs(43, B64U)),
]

PLACEHOLDER_RX = re.compile(r"(?i)x{5,}|example|your[_-]|<[^>\n]+>|\.\.\.|changeme|redacted|\*{3,}|dummy|placeholder")


def ctx_secret_token(v, env, kind):
    c = make_ctx()
    svc = pick(["claims-api", "vet-portal", "admissions-crm", "rsvp-site", "payroll-sync", "abuse-bot", "tree-forum",
                "refill-ivr", "club-members"])
    k2 = env.lower()
    opts = [
        lambda: "# .env (%s)\nNODE_ENV=production\nPORT=%d\n%s=%s\nLOG_LEVEL=info" % (svc, R.randint(3000, 9000), env, v),
        lambda: "export %s='%s'" % (env, v),
        lambda: "%s:\n  image: %s:%d.%d\n  environment:\n    - %s=%s\n    - TZ=Europe/Berlin" % (svc, svc, R.randint(1, 4), R.randint(0, 20), env, v),
        lambda: json.dumps({"service": svc, "credentials": {k2: v}, "region": pick(["eu-west-1", "us-east-2", "ap-northeast-1"])}, indent=2),
        lambda: "[%s]\n%s = %s\ntimeout = 30" % (svc, k2, v),
        lambda: "client = %s(api_key=\"%s\", timeout=10)" % (pick(["Client", "APIClient", "Session"]), v),
        lambda: "const %s = '%s'; // TODO move to vault" % (pick(["apiKey", "token", "secret"]), v),
        lambda: "curl -s -H \"Authorization: Bearer %s\" https://api.%s.example-saas.io/v2/%s" % (v, svc, pick(["users", "events", "refills"])),
        lambda: "GET /api/v1/export HTTP/1.1\nHost: %s.internal\nX-Api-Key: %s\nAccept: application/json" % (svc, v),
        lambda: "Ticket %s — customer pasted this into the description by mistake: %s\nPlease rotate ASAP." % (c["ticket"], v),
        lambda: "Abuse desk notice %s: a credential belonging to your account was found in a public paste: %s — it has been flagged for revocation." % (c["ticket"], v),
        lambda: "hey can you test the sync? key is %s (don't share lol)" % v,
        lambda: "%s %s\n%s" % (pick(LANG[pick(["de", "fr", "es", "ja", "ru"])][0]), pick(["Token: ", "Schlüssel: ", "clé : ", "トークン：", "ключ: "]) + v, pick(["Danke", "Merci", "Gracias", "спасибо", "よろしく"])),
        lambda: "- name: Deploy\n  run: ./deploy.sh\n  env:\n    %s: %s" % (env, v),
        lambda: "%s = \"%s\"" % (k2, v),
        lambda: "<add key=\"%s\" value=\"%s\" />" % (env, v),
        lambda: "```bash\n$ %s=%s python sync.py --club '%s'\n```" % (env, v, c["team"]),
    ]
    if kind == "github" or kind == "github_fg":
        opts.append(lambda: "git remote set-url origin https://x-access-token:%s@github.com/%s/%s.git" % (v, pick(["vetcare", "club-it", "claimsdesk"]), svc))
    if kind == "npm":
        opts.append(lambda: "//registry.npmjs.org/:_authToken=%s" % v)
    if kind == "pypi":
        opts.append(lambda: "[pypi]\n  username = __token__\n  password = %s" % v)
    if kind == "aws_id" or kind == "aws_secret":
        opts.append(lambda: "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1" % (
            (v, rs(40, B64)) if kind == "aws_id" else ("AKIA" + rs(16, B32), v)))
    if kind == "azure_storage":
        opts.append(lambda: "DefaultEndpointsProtocol=https;AccountName=%sstore%d;AccountKey=%s;EndpointSuffix=core.windows.net" % (svc.replace("-", ""), R.randint(1, 99), v))
    if kind == "docker":
        opts.append(lambda: "echo %s | docker login -u %s --password-stdin" % (v, pick(["clubit", "vetops", "claimsci"])))
    return pick(opts)()


def ctx_password(v):
    c = make_ctx()
    host = pick(["db-prod-01.internal", "10.20.0.15", "claims-db.eu-west-1.rds.amazonaws.com", "localhost", "pg.vetcare.lan"])
    user = pick(["app", "payroll_rw", "admin", "svc_refill", "root", "club"])
    opts = [
        lambda: "DB_PASSWORD=%s" % v,
        lambda: "database:\n  host: %s\n  user: %s\n  password: \"%s\"\n  pool: 10" % (host, user, v),
        lambda: "mysql -h %s -u %s -p'%s' %s" % (host, user, v, pick(["payroll", "claims", "members"])),
        lambda: "PGPASSWORD='%s' psql -h %s -U %s -d %s" % (v, host, user, pick(["vet", "admissions", "rx"])),
        lambda: "sshpass -p '%s' ssh %s@%s" % (v, user, host),
        lambda: "the wifi password for the %s reception is %s" % (c["venue"], v),
        lambda: "Your temporary portal password is %s — please change it after first login." % v,
        lambda: "[%s] %s: what's the login for the club laptop?\n[%s] Club Secretary: user clubadmin / pw %s" % (c["time"], c["name"].split()[0], c["time"], v),
        lambda: "<connection><user>%s</user><password>%s</password></connection>" % (user, v),
        lambda: json.dumps({"smtp": {"host": "smtp.mailhost.net", "port": 587, "user": user, "pass": v}}),
        lambda: "Mein Passwort für das Portal lautet %s, bitte nicht weitergeben." % v,
        lambda: "Mot de passe du compte paie : %s" % v,
        lambda: "La contraseña del sistema de reclamos es %s" % v,
        lambda: "ログインパスワード：%s" % v,
        lambda: "Пароль от личного кабинета: %s" % v,
        lambda: "spring.datasource.password=%s" % v,
        lambda: "'PASSWORD': '%s'," % v,
        lambda: "net user %s %s /add" % (user, v),
        lambda: "Ticket %s: employee locked out, I reset the password to %s, tell them to change it." % (c["ticket"], v),
    ]
    return pick(opts)()


def ctx_connstring(pw):
    host = pick(["db-prod-01.internal", "claims-db.cluster-c9x.eu-west-1.rds.amazonaws.com", "10.0.3.4", "mongo.vetcare.lan"])
    db = pick(["claims", "vet", "admissions", "rsvp", "payroll", "abuse", "forum", "rx", "club"])
    u = pick(["app_user", "admin", "svc", "root", "readonly"])
    cs = pick([
        "postgresql://%s:%s@%s:5432/%s" % (u, pw, host, db),
        "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true" % (u, pw, rs(5, LO + DIG), db),
        "mysql://%s:%s@%s:3306/%s" % (u, pw, host, db),
        "redis://:%s@%s:6379/0" % (pw, host),
        "amqp://%s:%s@%s:5672/%%2F" % (u, pw, host),
        "Server=tcp:%s.database.windows.net,1433;Database=%s;User ID=%s;Password=%s;Encrypt=true;" % (db, db, u, pw),
        "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (host, db, u, pw),
    ])
    wrap = pick(["DATABASE_URL=%s", "%s", "spring.datasource.url=%s", "  url: \"%s\"", "conn = psycopg2.connect(\"%s\")",
                 "Error: could not connect using %s (timeout)", "\"ConnectionStrings\": { \"Default\": \"%s\" }"])
    return wrap % cs


def ctx_basic(pw):
    u = pick(["clubadmin", "vet-api", "payroll", "claims-sync", "apiuser"])
    tok = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
    t = pick(["Authorization: Basic %s", "curl -H 'Authorization: Basic %s' https://api.payroll-provider.net/v1/runs",
              "> GET /admin HTTP/1.1\n> Authorization: Basic %s\n> User-Agent: curl/8.4.0"]) % tok
    return tok, t


def make_secret():
    r = R.random()
    if r < 0.08:
        v = jwt()
        t = pick(["Authorization: Bearer %s", "Set-Cookie: session=%s; Path=/; HttpOnly; Secure",
                  "https://portal.vetcare-clinic.com/reset?token=%s", '{"access_token": "%s", "token_type": "Bearer", "expires_in": 3600}',
                  "localStorage.setItem('id_token', '%s')", "Debug log: auth ok, jwt=%s",
                  "[%s] Agent: can you paste what's in the address bar?\n[%s] Customer: https://claims.insure-portal.com/#token=%s" % (
                      "10:0%d" % R.randint(0, 9), "10:1%d" % R.randint(0, 9), "%s")]) % v
        return v, t
    if r < 0.15:
        v = private_key()
        t = pick(["Here is the deploy key for the %s box:\n\n%s\n\nplease keep it safe" % (pick(SETTINGS), v),
                  "```\n%s\n```" % v, "$ cat ~/.ssh/id_rsa\n%s" % v, "Abuse desk: the following key was exposed in your public repo:\n%s" % v,
                  "Ticket %s attachment (key.pem):\n%s" % (make_ctx()["ticket"], v)])
        return v, t
    if r < 0.33:
        v = make_password()
        return v, ctx_password(v)
    if r < 0.41:
        v = make_password(uri_safe=True)
        return v, ctx_connstring(v)
    if r < 0.45:
        pw = make_password(uri_safe=True)
        return ctx_basic(pw)
    kind, env, gen = pick(SECRET_GENS)
    v = gen()
    return v, ctx_secret_token(v, env, kind)


# ----------------------------------------------------------------------------- disguises
def e_parts(e):
    local, dom = e.split("@")
    return local, dom


EN_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ES_WORDS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
DE_WORDS = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]
FR_WORDS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]


def dis_email(e):
    local, dom = e_parts(e)
    d_dot = dom.split(".")
    kinds = {
        "brackets": lambda: "%s [at] %s" % (local, " [dot] ".join(d_dot)),
        "parens": lambda: "%s(at)%s" % (local, "(dot)".join(d_dot)),
        "words": lambda: "%s at %s" % (local.replace(".", " dot "), " dot ".join(d_dot)),
        "curly": lambda: "%s{at}%s" % (local, "{dot}".join(d_dot)),
        "caps_words": lambda: "%s AT %s" % (local, " DOT ".join(d_dot)),
        "spaced_chars": lambda: " ".join(e),
        "fullwidth": lambda: local + "＠" + "．".join(d_dot),
        "html_entities": lambda: local.replace(".", "&#46;") + "&#64;" + "&#46;".join(d_dot),
        "foreign_words": lambda: pick([
            "%s arroba %s" % (local, " punto ".join(d_dot)), "%s (ät) %s" % (local, " (punkt) ".join(d_dot)),
            "%s arobase %s" % (local, " point ".join(d_dot)), "%s chiocciola %s" % (local, " punto ".join(d_dot)),
            "%s собака %s" % (local, " точка ".join(d_dot)), "%s małpa %s" % (local, " kropka ".join(d_dot)),
            "%s アットマーク %s" % (local, " ドット ".join(d_dot)), "%s apenstaartje %s" % (local, " punt ".join(d_dot))]),
        "zero_width": lambda: local + "\u200b@\u200b" + dom,
        "split_sentence": lambda: "the username is %s and the provider is %s, put the at-sign in between" % (local, dom),
        "reversed": lambda: e[::-1] + " (read it backwards)",
        "url_encoded": lambda: local + "%40" + dom,
        "spaced_symbols": lambda: local.replace(".", " . ") + " @ " + " . ".join(d_dot),
        "nospam": lambda: local + "@NOSPAM." + dom + " (remove NOSPAM)",
        "at_sign_words": lambda: "%s at-sign %s" % (local, " period ".join(d_dot)),
        "homoglyph": lambda: local + "@" + dom.replace("o", "\u043e", 1).replace("a", "\u0430", 1),
        "double_at": lambda: local + "@@" + dom + " (one @ too many, typo)",
    }
    name = pick(list(kinds))
    return name, kinds[name]()


def dis_card(d):
    groups = [d[i:i + 4] for i in range(0, len(d), 4)]
    kinds = {
        "words_en": lambda: ", ".join(" ".join(EN_WORDS[int(x)] for x in g) for g in groups),
        "words_foreign": lambda: (lambda W: " / ".join(" ".join(W[int(x)] for x in g) for g in groups))(pick([ES_WORDS, DE_WORDS, FR_WORDS])),
        "letter_sub": lambda: " ".join(g.translate(str.maketrans({"0": "O", "1": "l", "5": "S", "8": "B"})) for g in groups),
        "dots": lambda: ".".join(groups),
        "slashes": lambda: "/".join(groups),
        "irregular_spacing": lambda: irregular(d),
        "split_halves": lambda: "first part %s, the rest is %s" % (d[:len(d) // 2], d[len(d) // 2:]),
        "fullwidth": lambda: " ".join(g.translate(str.maketrans("0123456789", "０１２３４５６７８９")) for g in groups),
        "keycap_emoji": lambda: " ".join("".join(x + "\ufe0f\u20e3" for x in g) for g in groups),
        "digit_dashes": lambda: "-".join(d),
        "reversed": lambda: d[::-1] + " (backwards!)",
        "pipes": lambda: " | ".join(groups),
        "mixed_words": lambda: " ".join(x if i % 2 else EN_WORDS[int(x)] for i, x in enumerate(d)),
        "line_per_group": lambda: "\n".join(groups),
        "zero_width": lambda: "\u200b".join(groups),
        "underscores": lambda: "_".join(groups),
    }
    name = pick(list(kinds))
    out = kinds[name]()
    if name == "letter_sub" and out.replace(" ", "") == d:
        name, out = "dots", ".".join(groups)
    return name, out


def irregular(d):
    out, i = [], 0
    while i < len(d):
        k = R.randint(1, 3)
        out.append(d[i:i + k])
        i += k
    return " ".join(out)


DIS_EMAIL_FRAMES = [
    "{ctx}\nwrite me at {x} — the form keeps rejecting it",
    "{ctx} Contact: {x}",
    "{ctx}\n\nmail: {x}",
    "Kontakt bitte über {x}, danke. ({ctx})",
    "Mi correo es {x} (lo escribo así por los bots). {ctx}",
    "{ctx} — écrivez-moi : {x}",
    "連絡先：{x}（スパム対策の表記です）",
    "Пишите на {x}. {ctx}",
    "<p>{ctx}<br>Reach the owner at {x}</p>",
    '{{"note": "{ctx}", "contact": "{x}"}}',
    "member_contact;{x};{ctx}",
]
DIS_CARD_FRAMES = [
    "[{time}] Customer: ok the card is {x} exp {exp}",
    "{ctx}\nCard: {x}",
    "Please charge the deposit to {x}, thanks!",
    "Die Karte: {x} (gültig bis {exp})",
    "Mi tarjeta es {x}, vence {exp}",
    "Numéro de carte : {x}",
    "{ctx} — pay with {x}",
    "カード番号は {x} です",
    "Номер карты {x}, срок {exp}",
    "Note in ticket: customer typed card as \"{x}\" to get past the chat filter",
]


# ----------------------------------------------------------------------------- negatives (no personal data at all)
def luhn_bad(prefix, length):
    d = luhn_complete(prefix, length)
    last = (int(d[-1]) + R.randint(1, 9)) % 10
    return d[:-1] + str(last)


def bad_ssn():
    k = R.randint(0, 4)
    if k == 0:
        a = "000"
    elif k == 1:
        a = "666"
    elif k == 2:
        a = "9" + dg(2)
    else:
        a = "%03d" % R.randint(1, 899)
    g = "00" if k == 3 else "%02d" % R.randint(1, 99)
    s = "0000" if k == 4 else "%04d" % R.randint(1, 9999)
    if k in (0, 1, 2) and R.random() < 0.2:
        g = "%02d" % R.randint(1, 99)
    return a + pick(["-", " "]) + g + pick(["-"]) + s if False else "%s-%s-%s" % (a, g, s)


def bad_iban():
    s = make_iban()
    ck = int(s[2:4])
    s = s[:2] + "%02d" % ((ck + R.randint(1, 50)) % 97 + 2 if (ck + R.randint(1, 50)) % 97 + 2 != ck else (ck + 1) % 97 + 2) + s[4:]
    if iban_ok(s):
        s = s[:-1] + str((int(s[-1]) + 1) % 10) if s[-1].isdigit() else s[:-1] + "Z"
    return s


def isbn13():
    b = "978" + pick("0123") + dg(8)
    t = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b))
    d = b + str((10 - t % 10) % 10)
    return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:7], d[7:12], d[12])


def aba():
    while True:
        b = pick(["02", "01", "03", "06", "11", "12", "21", "26", "31"]) + dg(6)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        t = sum(int(x) * w[i] for i, x in enumerate(b))
        c = (10 - t % 10) % 10
        return b + str(c)


def sha(n):
    return rs(n, HEX)


def uuid4():
    h = rs(32, HEX)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick("89ab"), h[17:20], h[20:])


def nd():
    return rand_date()


NEG = [
    lambda: "Claim %s: policy no. %s is on file; the card on file ends in %s (masked **** **** **** %s)." % (
        "CLM-%06d" % R.randint(1, 999999), "AU-%s%07d" % (rs(2, UP), R.randint(0, 9999999)), dg(4), dg(4)),
    lambda: "Order reference %s — keep this for your records." % group_card(luhn_bad(pick(["4", "51", "37", "6011"]), 16), pick([" ", "-"])),
    lambda: "Test data note: %s fails the Luhn check, so the payment form correctly rejected it." % group_card(luhn_bad(pick(["4", "52", "2221"]), 16)),
    lambda: "Pet microchip (ISO 11784) %s — %s, %s kg" % (luhn_bad("985", 15), pick(PETS), "%.2f" % R.uniform(2, 40)),
    lambda: "Reminder: the IRS advertising range %s is not a valid SSN and should be rejected by the form." % ("987-65-43%02d" % R.randint(20, 29)),
    lambda: "Validation log: value %s rejected (invalid area/group/serial)." % bad_ssn(),
    lambda: "Sample SSN format for the W-4 field is XXX-XX-XXXX; never enter %s (area 000 is never issued)." % ("000-%02d-%04d" % (R.randint(1, 99), R.randint(1, 9999))),
    lambda: "Payroll ticket #%d: GL account %s-%s-%s, cost centre %s, %s hours." % (R.randint(10000, 99999), dg(4), dg(3), dg(4), dg(4), "%.1f" % R.uniform(20, 45)),
    lambda: "Bank routing (ABA) %s is the payroll provider's own settlement bank, not an employee account." % aba(),
    lambda: "SEPA creditor identifier of the club: DE%02dZZZ%011d — shown on every mandate." % (R.randint(10, 99), R.randint(0, 10 ** 11 - 1)),
    lambda: "Import error row %d: IBAN %s has an invalid checksum." % (R.randint(2, 400), bad_iban()),
    lambda: "BIC/SWIFT of the venue's bank: %s%s%s%s" % (rs(4, UP), pick(["DE", "FR", "GB", "IT", "ES"]), rs(2, UP + DIG), pick(["", "XXX", rs(3, UP)])),
    lambda: "%s - - [%02d/%s/2025:%02d:%02d:%02d +0000] \"GET /healthz HTTP/1.1\" 200 2 \"-\" \"kube-probe/1.%d\"" % (
        pick(["-", "unknown", "redacted"]), R.randint(1, 28), pick(MON), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(20, 30)),
    lambda: "Build %d.%d.%d.%d deployed to abuse-desk workers (kernel 6.%d.0-%d-generic)." % (R.randint(10, 30), R.randint(0, 9), R.randint(1000, 30000), R.randint(256, 9999), R.randint(1, 9), R.randint(1000, 1100)),
    lambda: "Windows version 10.0.%d.%d, Chrome %d.0.%d.%d" % (R.randint(19041, 26100), R.randint(256, 5000), R.randint(110, 131), R.randint(5000, 6800), R.randint(256, 300)),
    lambda: "SNMP OID 1.3.6.1.4.1.%d.%d.%d.%d polled every %ds" % (R.randint(2000, 60000), R.randint(1, 20), R.randint(1, 20), R.randint(1, 50), pick([30, 60, 300])),
    lambda: "Parser warning: malformed address '%d.%d.%d.%d' in X-Forwarded-For ignored." % (R.randint(256, 999), R.randint(0, 255), R.randint(0, 255), R.randint(256, 999)),
    lambda: "Blocklist updated: %d entries, checksum sha256:%s" % (R.randint(1000, 90000), sha(64)),
    lambda: "commit %s\nAuthor: ci-bot\n\n    bump version to %d.%d.%d" % (sha(40), R.randint(1, 5), R.randint(0, 30), R.randint(0, 30)),
    lambda: "image: registry.internal/claims-api@sha256:%s" % sha(64),
    lambda: "request_id=%s trace_id=%s span=%s status=200" % (uuid4(), sha(32), sha(16)),
    lambda: "Stripe key goes here: STRIPE_SECRET_KEY=sk_live_%s  # placeholder, set in vault" % ("X" * 24),
    lambda: "AWS docs example credentials: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (do not use; training slide %d)" % R.randint(1, 80),
    lambda: "GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }}  # injected by Actions run %d" % R.randint(1000, 99999),
    lambda: "api_key: \"<YOUR_API_KEY>\"\nendpoint: https://api.%s.io/v%d" % (pick(["vetcloud", "clubhub", "rxline"]), R.randint(1, 3)),
    lambda: "password: \"********\"   # masked by export tool, row %d" % R.randint(1, 5000),
    lambda: "DB_PASSWORD=${DB_PASSWORD:?must be set}\nDB_HOST=%s\nDB_PORT=%d" % (pick(["db", "postgres", "mysql"]), pick([5432, 3306])),
    lambda: "Authorization: Bearer <token>\n# replace <token> with the value from the %s dashboard" % pick(["payroll", "claims", "club"]),
    lambda: "OPENAI_API_KEY=sk-...redacted...%s" % rs(4),
    lambda: "-----BEGIN PRIVATE KEY-----\n[REDACTED — key rotated %s]\n-----END PRIVATE KEY-----" % nd(),
    lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s deploy@ci" % rs(43, B64),
    lambda: "Host key fingerprint is SHA256:%s." % rs(43, B64),
    lambda: "<script src=\"https://cdn.example-cdn.net/lib.%s.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (sha(8), rs(64, B64)),
    lambda: "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\" alt=\"club crest\">" % rs(40, B64),
    lambda: "\"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.%d.tgz\", \"integrity\": \"sha512-%s==\"" % (R.randint(10, 21), rs(86, B64)),
    lambda: "Deps: lodash@4.17.%d, react@18.%d.%d, @types/node@20.%d.%d" % (R.randint(10, 21), R.randint(0, 3), R.randint(0, 9), R.randint(1, 17), R.randint(0, 30)),
    lambda: "Assets: logo@2x.png, hero@3x.webp (%d×%d px)" % (R.randint(100, 4000), R.randint(100, 4000)),
    lambda: "Contact shown on page %d as \"[email protected]\" (Cloudflare obfuscation), template var {{ %s.email }}." % (R.randint(1, 300), pick(["guest", "applicant", "owner", "member"])),
    lambda: "GEDCOM: 0 @I%d@ INDI / 1 FAMS @F%d@ / 2 DATE ABT %d" % (R.randint(1, 9999), R.randint(1, 999), R.randint(1750, 1920)),
    lambda: "Source: 1881 census RG11/%d/%d/%d; FHL film %s; ISBN %s" % (R.randint(1, 5000), R.randint(1, 150), R.randint(1, 60), "{:,}".format(R.randint(100000, 2500000)), isbn13()),
    lambda: "FamilySearch record %s-%s, baptism %d, parish book %d p. %d" % (rs(4, UP + DIG), rs(3, UP + DIG), R.randint(1780, 1900), R.randint(1, 30), R.randint(1, 400)),
    lambda: "NDC %s-%s-%s, lot %s, exp %02d/%d — take %d tablet(s) every %d h" % (dg(5), dg(3), dg(2), rs(2, UP) + dg(4), R.randint(1, 12), R.randint(2026, 2028), R.randint(1, 2), pick([6, 8, 12, 24])),
    lambda: "Refill queue position %d, Rx batch %s, %d mg × %d" % (R.randint(1, 40), dg(10), pick([5, 10, 20, 50, 500]), pick([30, 60, 90])),
    lambda: "Vitals: %.1f °C, HR %d bpm, weight %.2f kg, BCS %d/9" % (R.uniform(37.5, 39.5), R.randint(60, 200), R.uniform(1, 45), R.randint(3, 7)),
    lambda: "Admissions stats %s: %d applications, median GPA %.2f, SAT mid-50%% %d–%d, TOEFL ≥ %d, CEEB code %d" % (
        pick(["Fall 2025", "Spring 2026"]), R.randint(1000, 40000), R.uniform(3, 4), R.randint(1100, 1300), R.randint(1350, 1550), R.randint(80, 110), R.randint(1000, 9999)),
    lambda: "Course %s-%d-%02d meets in room %s-%d, %s %02d:%02d–%02d:%02d" % (
        pick(["CHEM", "ECON", "NURS", "LING"]), R.randint(1000, 4999), R.randint(1, 9), pick("ABCDE"), R.randint(100, 450), pick(["Mon/Wed", "Tue/Thu"]), R.randint(8, 16), pick([0, 30]), R.randint(9, 18), pick([15, 45])),
    lambda: "Wedding budget: venue €%s, catering €%s, %d guests, %d tables, colours #%s / #%s" % (
        "{:,}".format(R.randint(3000, 30000)), "{:,}".format(R.randint(2000, 20000)), R.randint(40, 220), R.randint(5, 24), rs(6, "0123456789ABCDEF"), rs(6, "0123456789ABCDEF")),
    lambda: "Invoice INV-%d-%05d, due %s, total %s EUR (VAT %d%%)" % (R.randint(2023, 2025), R.randint(1, 99999), nd(), "{:,.2f}".format(R.uniform(100, 20000)), pick([7, 19, 20, 21])),
    lambda: "Estimate for %s: part no. %s-%s, labour %.1f h, odometer %s km" % (pick(CARS), dg(5), rs(5, UP + DIG), R.uniform(1, 12), "{:,}".format(R.randint(5000, 250000))),
    lambda: "Tracking: 1Z%s%s%s" % (rs(6, UP + DIG), pick(["03", "01", "02"]), dg(8)),
    lambda: "Unix epoch %d (%s), retry in %d ms" % (R.randint(1600000000, 1760000000), nd(), R.randint(100, 60000)),
    lambda: "Match report: %s won %d–%d, attendance %s, lap record %d:%02d.%03d" % (pick(TEAMS), R.randint(0, 9), R.randint(0, 9), "{:,}".format(R.randint(100, 25000)), R.randint(0, 2), R.randint(0, 59), R.randint(0, 999)),
    lambda: "member_no;team;fee;season\nM-%04d;%s;%d.00;2025/26\nM-%04d;%s;%d.00;2025/26" % (R.randint(1, 9999), pick(TEAMS), pick([60, 90, 120]), R.randint(1, 9999), pick(TEAMS), pick([60, 90, 120])),
    lambda: "Coordinates of the venue: %.4f° N, %.4f° E, elevation %d m" % (R.uniform(35, 60), R.uniform(-8, 25), R.randint(0, 1500)),
    lambda: "Error 0x%s (HRESULT) from payroll connector; ORA-%05d after %d retries" % (rs(8, "0123456789ABCDEF"), R.randint(1, 30000), R.randint(1, 5)),
    lambda: "DKIM-Signature: v=1; a=rsa-sha256; d=newsletter-%s.net; s=s%d; bh=%s=; b=%s" % (rs(4, LO), R.randint(1, 9), rs(43, B64), rs(120, B64)),
    lambda: "SPF: v=spf1 include:_spf.%s.net ip4:%s ~all" % (pick(["mailhost", "cloudprov"]), "203.0.113.0/24") if False else "SPF: v=spf1 include:_spf.%s.net -all; DMARC p=%s; pct=%d" % (pick(["mailhost", "cloudprov", "bulkmail"]), pick(["reject", "quarantine", "none"]), pick([25, 50, 100])),
    lambda: "Abuse ticket ABU-%06d closed: %s, %d events, first seen %s, ASN AS%d" % (R.randint(1, 999999), pick(["false positive", "customer suspended", "no response"]), R.randint(1, 9000), nd(), R.randint(1000, 64000)),
    lambda: "Schadennummer %s-%d/%s, Versicherungsschein %s" % (rs(2, UP), R.randint(2023, 2025), dg(6), dg(3) + "." + dg(3) + "." + dg(3)),
    lambda: "Numéro de dossier %d-%s, référence client %s" % (R.randint(2023, 2025), dg(7), rs(3, UP) + dg(5)),
    lambda: "受付番号 %s-%d-%04d-%02d（お問い合わせの際にお伝えください）" % (pick("ABC"), R.randint(2023, 2025), R.randint(1, 9999), R.randint(1, 99)),
    lambda: "Номер заказа %s от %s, сумма %s ₽" % (dg(9)[:3] + "-" + dg(3) + "-" + dg(2) + "0", nd(), "{:,}".format(R.randint(500, 90000)).replace(",", " ")),
    lambda: "订单号 %s，快递单号 SF%s" % (dg(18), dg(12)),
    lambda: "Número de póliza %s-%s, franquicia %d €" % (dg(4), rs(2, UP) + dg(6), pick([150, 300, 600])),
    lambda: "Phone tree: press %d for refills, %d for billing, %d to repeat; average wait %d min." % tuple(R.sample(range(1, 10), 3) + [R.randint(1, 40)]),
    lambda: "Serial number SN-%s-%s, firmware %d.%d.%d build %d" % (rs(4, UP + DIG), dg(6), R.randint(1, 9), R.randint(0, 20), R.randint(0, 99), R.randint(1000, 9999)),
    lambda: "SKU %s-%s-%s, EAN %s, qty %d" % (dg(2), dg(4), dg(3), "40" + dg(11), R.randint(1, 50)),
    lambda: "Date formats on the form: %02d.%02d.%d / %02d/%02d/%d / %d年%d月%d日" % (R.randint(1, 28), R.randint(1, 12), R.randint(2000, 2025), R.randint(1, 12), R.randint(1, 28), R.randint(2000, 2025), R.randint(2000, 2025), R.randint(1, 12), R.randint(1, 28)),
    lambda: "Password policy: at least %d characters, one digit, one symbol; expires every %d days." % (pick([10, 12, 14, 16]), pick([60, 90, 180])),
    lambda: "Passwort zurücksetzen: Link gültig für %d Minuten. Ticket %d." % (pick([15, 30, 60]), R.randint(10000, 99999)),
    lambda: "stripe_key: ${STRIPE_KEY}\nsendgrid_key: ${SENDGRID_API_KEY}\nsentry_dsn: ${SENTRY_DSN}  # build %d" % R.randint(1, 9999),
    lambda: "token = os.environ[\"%s\"]  # never hardcode (line %d)" % (pick(["NPM_TOKEN", "HF_TOKEN", "SLACK_BOT_TOKEN"]), R.randint(1, 400)),
    lambda: "ghp_" + "x" * 36 + " is the format; generate a real one under Settings → Developer settings (doc rev %d)" % R.randint(1, 99),
    lambda: "Example JWT header {\"alg\":\"HS256\",\"typ\":\"JWT\"} → eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.<payload>.<signature> (slide %d)" % R.randint(1, 60),
    lambda: "Checksum md5 %s  claims_export_%s.csv" % (sha(32), nd()),
    lambda: "Card BIN table: %s → %s, %s, %s" % (dg(6), pick(["VISA CREDIT", "MC DEBIT", "AMEX"]), pick(["GB", "US", "DE", "FR"]), pick(["PREMIUM", "CLASSIC", "BUSINESS"])),
    lambda: "PAN masked per PCI DSS: %s******%s" % (pick(["4", "5", "3"]) + dg(5), dg(4)),
    lambda: "Membership fees %d: adults %d €, juniors %d €, family %d €; IBAN/BIC of the club are printed on the invoice." % (R.randint(2024, 2026), R.randint(80, 200), R.randint(30, 80), R.randint(150, 300)),
    lambda: "Stats %s: %d req/s, p95 %d ms, %d.%d%% errors, %d MiB RSS" % (nd(), R.randint(10, 9000), R.randint(5, 900), R.randint(0, 9), R.randint(0, 99), R.randint(50, 4000)),
    lambda: "Go to Settings → Security → API keys → Create key; the key starts with %s and is shown only once." % pick(["sk_live_", "glpat-", "xoxb-", "AKIA", "npm_"]),
    lambda: "C++: std::vector<std::string>::iterator it = names.begin(); // line %d" % R.randint(1, 900),
    lambda: "Timer %02d:%02d:%02d:%03d, split %02d:%02d.%02d" % (R.randint(0, 9), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999), R.randint(0, 59), R.randint(0, 59), R.randint(0, 99)),
    lambda: "IPv6 prefix delegation pending; interface eth%d shows no global address yet (state: %s)" % (R.randint(0, 3), pick(["tentative", "dadfailed", "down"])),
    lambda: "Tel. Zentrale: siehe Webseite; Durchwahl %d; Fax-Abruf %d" % (R.randint(10, 999), R.randint(100, 999)),
    lambda: "Microchip scanner log: read %d tags, %d duplicates, firmware %d.%d" % (R.randint(1, 90), R.randint(0, 9), R.randint(1, 5), R.randint(0, 20)),
    lambda: "Ref. %s/%s/%d — Akte %s" % (rs(2, UP), dg(4), R.randint(2020, 2025), dg(3) + "-" + dg(2) + "-" + dg(3)),
    lambda: "Lot %s-%s expired; quarantine bin %s-%02d" % (dg(3), dg(2), pick("ABCD"), R.randint(1, 40)),
]


NEG_LEADS = [
    "Interne Notiz (Schadenabteilung): ", "Hinweis der Tierarztpraxis: ", "Vermerk Lohnbuchhaltung – ", "Export Vereinsverwaltung:\n",
    "Note interne du cabinet vétérinaire : ", "Remarque du service admissions : ", "Journal du service abus :\n",
    "Nota del club: ", "Nota interna de siniestros: ", "Aviso de la farmacia: ",
    "Nota da secretaria de admissões: ", "Nota della wedding planner: ", "Opmerking helpdesk salarisadministratie: ",
    "Notatka działu nadużyć: ", "Служебная заметка (абуз-отдел): ", "Примечание аптеки: ", "社内メモ（保険金請求）：",
    "動物病院メモ：", "内部备注（家谱论坛）：", "药房备注：", "ملاحظة داخلية من مكتب القبول: ", "הערה פנימית של המועדון: ",
    "내부 메모(급여 지원): ", "Εσωτερική σημείωση κτηνιατρείου: ", "Kulüp iç notu: ", "आंतरिक टिप्पणी (फ़ार्मेसी): ",
    "Intern anteckning (klubben): ",
]


POS_LEADS = ["Weitergeleitet vom Kundenportal:\n", "Transféré depuis le portail :\n", "Reenviado desde el portal:\n",
             "ポータルから転送：\n", "Переслано из портала:\n", "从客户门户转发：\n", "Encaminhado do portal:\n",
             "Inoltrato dal portale:\n", "Przekazane z portalu:\n", "Doorgestuurd vanuit het portaal:\n",
             "تمت إعادة التوجيه من البوابة:\n", "הועבר מהפורטל:\n", "포털에서 전달됨:\n", "Προωθήθηκε από την πύλη:\n",
             "Portaldan iletildi:\n", "पोर्टल से अग्रेषित:\n", "Vidarebefordrat från portalen:\n",
             "Bitte prüfen, Kunde schrieb:\n", "Mensaje original del cliente:\n", "Message du client (copie) :\n"]


# ----------------------------------------------------------------------------- verification helpers
EMAIL_RX = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
V4_RX = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
V6_RX = re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])")
CARD_RX = re.compile(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)")
SSN_RX = re.compile(r"(?<!\d)\d{3}([- ])\d{2}\1\d{4}(?!\d)")
IBAN_RX = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}\b")


def neg_problems(t):
    p = []
    if EMAIL_RX.search(t):
        p.append("email")
    for m in V4_RX.finditer(t):
        try:
            ipaddress.IPv4Address(m.group())
            p.append("ipv4")
        except ValueError:
            pass
    for m in V6_RX.finditer(t):
        if m.group().count(":") >= 2:
            try:
                ipaddress.IPv6Address(m.group())
                p.append("ipv6")
            except ValueError:
                pass
    for m in CARD_RX.finditer(t):
        d = re.sub(r"\D", "", m.group())
        if luhn_ok(d) and card_issuer(d):
            p.append("card")
    for m in SSN_RX.finditer(t):
        if ssn_ok(m.group()):
            p.append("ssn")
    for m in IBAN_RX.finditer(t.upper()):
        s = m.group().replace(" ", "")
        for L in range(15, len(s) + 1):
            if iban_ok(s[:L]):
                p.append("iban")
                break
    if re.search(r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=]{40,}", t):
        p.append("privkey")
    return p


def value_ok(T, v):
    if T == "email":
        return bool(re.fullmatch(EMAIL_RX.pattern, v))
    if T == "phone":
        d = re.sub(r"\D", "", v)
        return bool(re.fullmatch(r"\+?[\d\s().\-/]+", v)) and 7 <= len(d) <= 15
    if T == "credit_card":
        d = re.sub(r"\D", "", v)
        return bool(re.fullmatch(r"[\d -]+", v)) and 12 <= len(d) <= 19 and luhn_ok(d) and card_issuer(d) is not None
    if T == "us_ssn":
        return ssn_ok(v)
    if T == "iban":
        return iban_ok(v)
    if T == "ip_address":
        try:
            ipaddress.ip_address(v)
            return True
        except ValueError:
            return False
    if T == "secret":
        return len(v) >= 8 and not PLACEHOLDER_RX.search(v)
    return False


# ----------------------------------------------------------------------------- build
def build():
    rows, seen = [], set()

    def add(row):
        if row["text"] in seen:
            return False
        seen.add(row["text"])
        rows.append(row)
        return True

    makers = {
        "email": lambda: (lambda v: (v, ctx_email(v)))(make_email()),
        "phone": lambda: (lambda v: (v, ctx_phone(v)))(make_phone()),
        "credit_card": lambda: (lambda v: (v, ctx_card(v)))(group_card(make_card())),
        "us_ssn": lambda: (lambda v: (v, ctx_ssn(v)))(make_ssn()),
        "iban": lambda: (lambda v: (v, ctx_iban(v)))(fmt_iban(make_iban())),
        "ip_address": lambda: (lambda v: (v, ctx_ip(v)))(make_ipv4() if R.random() < 0.68 else make_ipv6()),
        "secret": make_secret,
    }
    for T in TYPES:
        n = 0
        while n < N_POS:
            v, t = makers[T]()
            if R.random() < (0.3 if T == "secret" else 0.14):
                t = pick(POS_LEADS) + t
            if v not in t or not value_ok(T, v):
                continue
            if add({"source": SRC, "type": T, "value": v, "text": t}):
                n += 1

    n, i = 0, 0
    order = list(range(len(NEG)))
    while n < N_NEG:
        if i % len(order) == 0:
            R.shuffle(order)
        f = NEG[order[i % len(order)]]
        i += 1
        t = f()
        rr = R.random()
        if rr < 0.38:
            t = pick(NEG_LEADS) + t
        elif rr < 0.55:
            t = pick(["> ", "NOTE: ", "- ", "// ", "[internal] "]) + t + pick(["", " — ok", " (auto)"])
        if neg_problems(t):
            continue
        if add({"source": SRC, "type": "negative", "value": "", "text": t}):
            n += 1

    n = 0
    while n < N_DIS:
        e = make_email()
        name, x = dis_email(e)
        c = make_ctx()
        ctxs = pick(EN_TOPIC[pick(SETTINGS)]).format(**c)
        t = pick(DIS_EMAIL_FRAMES).format(x=x, ctx=ctxs)
        if e in t or e.lower() in t.lower():
            continue
        if add({"source": SRC, "type": "email", "disguise": name, "value": e, "text": t}):
            n += 1
    n = 0
    while n < N_DIS:
        d = make_card()
        name, x = dis_card(d)
        c = make_ctx()
        ctxs = pick(EN_TOPIC[pick(["claims", "wedding", "pharmacy", "club", "vet", "payroll"])]).format(**c)
        t = pick(DIS_CARD_FRAMES).format(x=x, ctx=ctxs, time=c["time"], exp=c["exp"])
        if d in t or group_card(d, " ") in t or group_card(d, "-") in t:
            continue
        if add({"source": SRC, "type": "credit_card", "disguise": name, "value": d, "text": t}):
            n += 1
    return rows


def verify(path):
    errs = []
    counts = {}
    dis_counts = {}
    texts = set()
    with open(path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    for k, r in enumerate(rows):
        T, v, t = r["type"], r["value"], r["text"]
        if r.get("source") != SRC:
            errs.append((k, "source"))
        if t in texts:
            errs.append((k, "duplicate text"))
        texts.add(t)
        if "disguise" in r:
            dis_counts[T] = dis_counts.get(T, 0) + 1
            if v in t:
                errs.append((k, "disguised value appears verbatim"))
            if T == "email" and not re.fullmatch(EMAIL_RX.pattern, v):
                errs.append((k, "bad canonical email"))
            if T == "credit_card":
                if not (v.isdigit() and luhn_ok(v) and card_issuer(v)):
                    errs.append((k, "bad canonical card"))
                if group_card(v, " ") in t or group_card(v, "-") in t:
                    errs.append((k, "plain grouped card present"))
            continue
        counts[T] = counts.get(T, 0) + 1
        if T == "negative":
            if v != "":
                errs.append((k, "negative with value"))
            pr = neg_problems(t)
            if pr:
                errs.append((k, "negative contains " + ",".join(pr)))
            continue
        if v not in t:
            errs.append((k, "value not verbatim"))
        if not value_ok(T, v):
            errs.append((k, "value check failed for " + T))
        if T == "credit_card" and not luhn_ok(re.sub(r"\D", "", v)):
            errs.append((k, "luhn"))
        if T == "iban" and not iban_ok(v):
            errs.append((k, "mod97"))
        if T == "us_ssn" and not ssn_ok(v):
            errs.append((k, "ssn rules"))
    for T in TYPES:
        if counts.get(T) != N_POS:
            errs.append(("count", T, counts.get(T)))
    if counts.get("negative") != N_NEG:
        errs.append(("count", "negative", counts.get("negative")))
    for T in ("email", "credit_card"):
        if dis_counts.get(T) != N_DIS:
            errs.append(("count disguised", T, dis_counts.get(T)))
    return rows, counts, dis_counts, errs


def main():
    rows = build()
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    rows2, counts, dis_counts, errs = verify(OUT)
    print("wrote", OUT)
    print("total rows:", len(rows2))
    for k in TYPES + ["negative"]:
        print("  %-12s %d" % (k, counts.get(k, 0)))
    for k in ("email", "credit_card"):
        print("  disguised %-12s %d" % (k, dis_counts.get(k, 0)))
    dn = {}
    for r in rows2:
        if "disguise" in r:
            dn[r["disguise"]] = dn.get(r["disguise"], 0) + 1
    print("  disguise kinds:", len(dn))
    if errs:
        print("VERIFY FAILED:", len(errs))
        for e in errs[:30]:
            print("  ", e)
        sys.exit(1)
    print("VERIFY OK")


if __name__ == "__main__":
    main()
