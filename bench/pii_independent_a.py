#!/usr/bin/env python3
"""Independent PII / secrets evaluation corpus generator ("pii-indep-a").

Standard library only. All randomness comes from one random.Random(SEED), so the
output file is byte-for-byte deterministic.

Writes bench/corpora/pii-independent/indep-a.jsonl with rows
  {"source": "pii-indep-a", "type": ..., "value": ..., "text": ...[, "disguise": ...]}
"""
import base64
import ipaddress
import json
import os
import re
import string
import sys
import unicodedata
import uuid
import random

SEED = 73101
R = random.Random(SEED)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpora', 'pii-independent', 'indep-a.jsonl')
SOURCE = 'pii-indep-a'

N_POS = 220          # rows per positive type
N_NEG = 900
N_DISG_CARD = 100
N_DISG_EMAIL = 100

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
UPDIG = UP + DIG
LODIG = LO + DIG
HEX = '0123456789abcdef'
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'


def ch(seq):
    return R.choice(seq)


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DIG, n)


def nz(n):
    """n digits, first one non-zero"""
    return str(R.randint(1, 9)) + dg(n - 1)


def d29(n):
    """n digits, first one 2..9 (typical subscriber number start)"""
    return str(R.randint(2, 9)) + dg(n - 1)


LANGS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'tr', 'ja', 'ar', 'hi']
LANG_W = [30, 12, 9, 8, 7, 7, 6, 6, 5, 4, 3, 3]


def pick_lang(weights=None):
    return R.choices(LANGS, weights or LANG_W)[0]


# ---------------------------------------------------------------------------
# people
# ---------------------------------------------------------------------------
NAMES = {
    'en': (['James', 'Emily', 'Olivia', 'Michael', 'Sarah', 'David', 'Jessica', 'Daniel', 'Hannah', 'Ryan',
            'Grace', 'Liam', 'Megan', 'Tom', 'Aisha', 'Connor'],
           ['Carter', 'Mitchell', 'Hughes', 'Patel', "O'Brien", 'Nguyen', 'Robinson', 'Walsh', 'Bennett',
            'Foster', 'Reid', 'Campbell', 'Okafor', 'Sullivan', 'Kowalczyk', 'Chen']),
    'de': (['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Tobias', 'Sophie', 'Jürgen', 'Birgit',
            'Katrin', 'Matthias', 'Jörg', 'Sabine'],
           ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Wagner',
            'Krüger', 'Groß', 'Schröder', 'Hahn', 'Vogel']),
    'fr': (['Camille', 'Louis', 'Chloé', 'Hugo', 'Manon', 'Julien', 'Élodie', 'Mathieu', 'Inès', 'Théo',
            'Amélie', 'François'],
           ['Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Rousseau', 'Fontaine', 'Mercier', 'Lambert',
            'Bonnet', 'Faure', 'Chevalier']),
    'es': (['Lucía', 'Javier', 'Carmen', 'Alejandro', 'Sofía', 'Pablo', 'Marta', 'Diego', 'Elena', 'Sergio',
            'Nuria', 'Íñigo'],
           ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Ortega', 'Delgado',
            'Castro', 'Muñoz', 'Peña']),
    'pt': (['João', 'Ana', 'Pedro', 'Mariana', 'Tiago', 'Beatriz', 'Rafael', 'Inês', 'Gonçalo', 'Larissa',
            'Luís', 'Camila'],
           ['Silva', 'Santos', 'Ferreira', 'Oliveira', 'Costa', 'Rodrigues', 'Almeida', 'Carvalho', 'Sousa',
            'Pereira', 'Gonçalves', 'Araújo']),
    'it': (['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Alessandra', 'Davide', 'Federica',
            'Simone', 'Niccolò'],
           ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti',
            'De Luca']),
    'nl': (['Daan', 'Sanne', 'Bram', 'Lotte', 'Thijs', 'Fleur', 'Jeroen', 'Anouk', 'Ruben', 'Eline', 'Sem'],
           ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder',
            'van den Berg', 'Dekker']),
    'pl': (['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Magdalena', 'Paweł', 'Joanna', 'Krzysztof', 'Zofia',
            'Michał', 'Łukasz'],
           ['Kowalska', 'Nowak', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zielińska', 'Szymański',
            'Dąbrowska', 'Kozłowski', 'Mazur']),
    'tr': (['Ayşe', 'Mehmet', 'Elif', 'Mustafa', 'Zeynep', 'Emre', 'Fatma', 'Burak', 'Selin', 'Can', 'Gökhan'],
           ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan',
            'Koç']),
    'ja': (['花子|hanako', '太郎|taro', '美咲|misaki', '翔太|shota', '陽菜|hina', '大輔|daisuke', '結衣|yui',
            '健|ken'],
           ['佐藤|sato', '鈴木|suzuki', '高橋|takahashi', '田中|tanaka', '伊藤|ito', '渡辺|watanabe',
            '山本|yamamoto', '中村|nakamura']),
    'ar': (['أحمد|ahmed', 'فاطمة|fatima', 'محمد|mohammed', 'مريم|maryam', 'خالد|khalid', 'نور|noor',
            'يوسف|youssef', 'ليلى|layla'],
           ['العتيبي|alotaibi', 'الحسن|alhassan', 'منصور|mansour', 'حداد|haddad', 'السيد|elsayed',
            'الشمري|alshammari', 'القحطاني|alqahtani']),
    'hi': (['राहुल|rahul', 'प्रिया|priya', 'अमित|amit', 'नेहा|neha', 'विकास|vikas', 'पूजा|pooja', 'अर्जुन|arjun',
            'स्नेहा|sneha'],
           ['शर्मा|sharma', 'वर्मा|verma', 'गुप्ता|gupta', 'सिंह|singh', 'पटेल|patel', 'अग्रवाल|agarwal',
            'मेहता|mehta', 'जोशी|joshi']),
}


def fold(s):
    for a, b in (('ß', 'ss'), ('ł', 'l'), ('Ł', 'L'), ('ı', 'i'), ('ø', 'o'), ('æ', 'ae'), ('đ', 'd')):
        s = s.replace(a, b)
    s = unicodedata.normalize('NFKD', s)
    return ''.join(c for c in s if not unicodedata.combining(c))


class Person:
    def __init__(self, lang):
        fs, ls = NAMES[lang]
        f, l = ch(fs), ch(ls)
        if '|' in f:
            fd, fa = f.split('|')
        else:
            fd, fa = f, fold(f)
        if '|' in l:
            ld, la = l.split('|')
        else:
            ld, la = l, fold(l)
        self.display = (ld + ' ' + fd) if lang == 'ja' else (fd + ' ' + ld)
        self.first = re.sub(r'[^a-z]', '', fa.lower())
        self.last = re.sub(r'[^a-z]', '', la.lower())


# ---------------------------------------------------------------------------
# e-mail
# ---------------------------------------------------------------------------
EMAIL_DOMAINS = {
    'en': ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'hotmail.co.uk', 'icloud.com', 'protonmail.com',
           'btinternet.com', 'comcast.net', 'verizon.net', 'bigpond.com.au', 'xtra.co.nz', 'eircom.net',
           'shaw.ca', 'mweb.co.za', 'aol.com', 'me.com'],
    'de': ['gmx.de', 'web.de', 't-online.de', 'posteo.de', 'gmx.at', 'bluewin.ch', 'freenet.de', 'mailbox.org',
           'aon.at', 'gmx.ch', 'arcor.de'],
    'fr': ['orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr', 'skynet.be', 'bbox.fr', 'hotmail.fr'],
    'es': ['telefonica.net', 'yahoo.es', 'hotmail.es', 'gmail.com', 'correo.ugr.es', 'prodigy.net.mx',
           'fibertel.com.ar', 'outlook.es'],
    'pt': ['sapo.pt', 'gmail.com', 'uol.com.br', 'bol.com.br', 'terra.com.br', 'netcabo.pt', 'hotmail.com.br'],
    'it': ['libero.it', 'virgilio.it', 'alice.it', 'tiscali.it', 'fastwebnet.it', 'gmail.com', 'tin.it'],
    'nl': ['ziggo.nl', 'kpnmail.nl', 'xs4all.nl', 'hetnet.nl', 'telenet.be', 'planet.nl', 'home.nl'],
    'pl': ['wp.pl', 'onet.pl', 'interia.pl', 'o2.pl', 'gazeta.pl', 'op.pl', 'poczta.fm'],
    'tr': ['yandex.com.tr', 'gmail.com', 'superonline.com', 'ttmail.com', 'hotmail.com', 'mynet.com'],
    'ja': ['docomo.ne.jp', 'ezweb.ne.jp', 'softbank.ne.jp', 'yahoo.co.jp', 'nifty.com', 'i.softbank.jp',
           'ocn.ne.jp', 'au.com'],
    'ar': ['gmail.com', 'hotmail.com', 'yahoo.com', 'emirates.net.ae', 'outlook.sa', 'live.com'],
    'hi': ['gmail.com', 'rediffmail.com', 'yahoo.co.in', 'outlook.in', 'sify.com', 'hotmail.com'],
}
CORP_DOMAINS = ['mail.northwind-travel.com', 'hr.brightlane.co.uk', 'kundenservice.sonnenreisen.de',
                'praxis-am-markt.de', 'clinique-saint-roch.fr', 'reservas.hotelmarbella.es',
                'atendimento.lojavirtual.com.br', 'staff.riverside-clinic.org', 'students.ox.ac.uk',
                'verw.uni-heidelberg.de', 'personeel.zorggroep-noord.nl', 'biuro.podroze-baltyk.pl',
                'ik.anadolu-holding.com.tr', 'mx.sakura-travel.co.jp', 'corp.gulf-logistics.ae',
                'hr.infotech-solutions.co.in', 'posta.banca-alpina.it', 'eu.support.shopline.io',
                'bookings.kiwi-adventures.co.nz', 'team.fjordbank.no', 'kontakt.modehaus-weber.at',
                'dept.med.ucla.edu', 'jobs.alpenhotel-tirol.travel', 'office.lisboa-saude.pt',
                'ventes.boutique-lumiere.be', 'mail.helsinki-design.fi', 'info.lux-voyages.lu']
IDN_DOMAINS = ['münchen-urlaub.de', 'bücherstube.at', 'zürich-reisen.ch', 'café-lumière.fr', 'españa-viajes.es',
               'açaí-loja.com.br', 'köln-praxis.de', 'łódź-turystyka.pl', 'güneş-tur.com.tr', '例え.jp',
               '日本旅行.jp', '東京歯科.jp', 'мой-магазин.рф', 'متجر.السعودية', 'डाटामेल.भारत',
               'straßenbahn-fan.de', 'ελλάδα-ταξίδια.gr', 'düsseldorf-zahnarzt.de', 'göteborg-resor.se']
PUNY_OK = [d for d in IDN_DOMAINS if 'ß' not in d]
UNICODE_EMAILS = ['josé.garcía@correo.es', 'müller.jürgen@münchen-urlaub.de', 'zoë.ramos@bücherstube.at',
                  'françois@café-lumière.fr', 'ayşe.yılmaz@güneş-tur.com.tr', '佐藤@例え.jp', 'さくら@日本旅行.jp',
                  'अजय@डाटामेल.भारत', 'محمد@متجر.السعودية', 'łukasz.wiśniewski@łódź-turystyka.pl',
                  'søren.dahl@göteborg-resor.se', 'renée-claire@café-lumière.fr', 'ñandú.viajes@españa-viajes.es',
                  'gonçalo@açaí-loja.com.br', 'δημήτρης@ελλάδα-ταξίδια.gr', 'ирина@мой-магазин.рф']
TAGS = ['shop', 'travel', 'hr', 'booking', 'news', 'clinic', '2024', 'amazon', 'bank', 'invoices', 'spam',
        'jobs', 'flights', 'receipts']


def gen_email(lang, p):
    if R.random() < 0.07:
        return ch(UNICODE_EMAILS)
    f, l = p.first or 'kim', p.last or 'lee'
    pats = [
        lambda: f"{f}.{l}", lambda: f"{f}_{l}", lambda: f"{f[0]}{l}", lambda: f"{f}.{l}{dg(2)}",
        lambda: f"{f}{l}{R.randint(1958, 2006)}", lambda: f"{f}.{l}+{ch(TAGS)}", lambda: f"{l}.{f}",
        lambda: f"{f}-{l}", lambda: f"{f[0]}.{l}", lambda: f"{f}{dg(3)}", lambda: f"{l}_{f[0]}{dg(2)}",
        lambda: f"{f}+{ch(TAGS)}", lambda: f"{f}.{l[0]}", lambda: f"{l}-{f}.{dg(2)}", lambda: f"{f}_{dg(4)}",
        lambda: f"{f[0]}{l[:5]}{dg(2)}", lambda: f"{f}.{l}.{ch(['hr', 'work', 'travel', 'priv'])}",
        lambda: f"{f}__{l}", lambda: f"{l}{f[0]}", lambda: f"{f}.{l}-{ch(['de', 'uk', 'old', 'home'])}",
    ]
    local = ch(pats)()
    r = R.random()
    if r < 0.09:
        dom = ch(IDN_DOMAINS)
    elif r < 0.13:
        d = ch(PUNY_OK)
        dom = d.encode('idna').decode('ascii')
    elif r < 0.33:
        dom = ch(CORP_DOMAINS)
    else:
        dom = ch(EMAIL_DOMAINS[lang])
    if R.random() < 0.08:
        local = '.'.join(x[:1].upper() + x[1:] for x in local.split('.'))
    return local + '@' + dom


# ---------------------------------------------------------------------------
# phone numbers (per country; national formats, +CC, 00CC ...)
# ---------------------------------------------------------------------------
US_AREAS = ['212', '646', '718', '917', '415', '510', '650', '408', '312', '773', '617', '202', '305', '786', '713',
            '214', '206', '303', '404', '602', '702', '503', '612', '215', '412', '919', '704', '615']
CA_AREAS = ['416', '647', '604', '778', '514', '438', '403', '613', '902', '204']


def nanp(areas):
    a = ch(areas)
    while True:
        e = d29(3)
        if e[1:] != '11' and e != '555':
            break
    ln = dg(4)
    return ch([f"({a}) {e}-{ln}", f"{a}-{e}-{ln}", f"{a}.{e}.{ln}", f"+1 {a} {e} {ln}", f"+1 ({a}) {e}-{ln}",
               f"1-{a}-{e}-{ln}", f"+1-{a}-{e}-{ln}", f"{a} {e} {ln}", f"+1{a}{e}{ln}", f"({a}){e}-{ln}"])


def ph_gb():
    if R.random() < 0.55:
        while True:
            n = '7' + ch('1234579') + dg(8)
            if not n.startswith('7700900'):
                break
        return ch([f"0{n[:4]} {n[4:]}", f"+44 {n[:4]} {n[4:]}", f"+44 (0){n[:4]} {n[4:]}",
                   f"0{n[:4]}-{n[4:7]}-{n[7:]}", f"0044 {n[:4]} {n[4:]}", f"0{n[:4]} {n[4:7]} {n[7:]}",
                   f"+44{n}", f"0{n}"])
    area = ch(['20', '161', '131', '121', '113', '117', '141', '1223', '1865'])
    if area == '20':
        while True:
            s = ch('378') + dg(7)
            if not s.startswith('79460'):
                break
        return ch([f"020 {s[:4]} {s[4:]}", f"+44 20 {s[:4]} {s[4:]}", f"(020) {s[:4]} {s[4:]}",
                   f"+44 (0)20 {s[:4]} {s[4:]}", f"020{s}"])
    if len(area) == 3:
        s = d29(7)
        return ch([f"0{area} {s[:3]} {s[3:]}", f"+44 {area} {s[:3]} {s[3:]}", f"(0{area}) {s[:3]} {s[3:]}",
                   f"0{area} {s}"])
    s = d29(6)
    return ch([f"0{area} {s}", f"+44 {area} {s[:3]} {s[3:]}", f"(0{area}) {s}"])


def ph_de():
    if R.random() < 0.5:
        pre = ch(['151', '152', '157', '159', '160', '162', '163', '170', '171', '172', '173', '174', '175', '176',
                  '177', '178', '179'])
        ln = 8 if pre.startswith('15') or pre in ('176', '177', '178', '179') else 7
        s = nz(ln)
        return ch([f"0{pre} {s}", f"0{pre}/{s}", f"0{pre}-{s}", f"+49 {pre} {s}",
                   f"+49 (0){pre} {s[:4]} {s[4:]}", f"0049 {pre} {s}", f"+49{pre}{s}",
                   f"0{pre} {s[:3]} {s[3:]}", f"+49 {pre} {s[:3]} {s[3:]}", f"(0{pre}) {s}"])
    area, ln = ch([('30', 8), ('30', 7), ('89', 8), ('89', 7), ('40', 8), ('69', 8), ('221', 7), ('711', 7),
                   ('341', 7), ('211', 8), ('351', 7), ('511', 7), ('911', 7), ('761', 7), ('6221', 6)])
    s = d29(ln)
    return ch([f"0{area} {s}", f"0{area}/{s}", f"(0{area}) {s[:3]} {s[3:]}", f"+49 {area} {s}",
               f"+49 (0){area} {s}", f"0049 {area} {s}", f"0{area}-{s}", f"0{area} {s[:-2]}-{s[-2:]}",
               f"+49 {area} {s[:3]} {s[3:]}"])


def ph_at():
    if R.random() < 0.55:
        pre = ch(['664', '650', '660', '676', '699', '680', '681', '688'])
        s = nz(7)
        return ch([f"0{pre} {s}", f"+43 {pre} {s}", f"0{pre}/{s}", f"+43 (0){pre} {s[:3]} {s[3:]}",
                   f"0043 {pre} {s}", f"+43{pre}{s}", f"0{pre} {s[:3]} {s[3:]}"])
    area, ln = ch([('1', 7), ('316', 6), ('732', 6), ('662', 6), ('512', 6), ('463', 6)])
    s = d29(ln)
    return ch([f"0{area} {s}", f"+43 {area} {s}", f"0{area}/{s}", f"+43 (0){area} {s}", f"0043 {area} {s}"])


def ph_ch():
    pre = ch(['76', '77', '78', '79', '75']) if R.random() < 0.55 else ch(['44', '43', '31', '22', '61', '21',
                                                                          '41', '71', '91', '58'])
    s = d29(7)
    g = f"{s[:3]} {s[3:5]} {s[5:]}"
    return ch([f"0{pre} {g}", f"+41 {pre} {g}", f"+41 (0){pre} {g}", f"0041 {pre} {g}", f"0{pre}{s}",
               f"+41{pre}{s}", f"0{pre}-{s[:3]}-{s[3:5]}-{s[5:]}", f"0{pre} {s[:3]} {s[3:]}"])


def ph_fr():
    bad = {'63998', '19900', '26191', '35301', '46571', '53649'}
    while True:
        if R.random() < 0.6:
            first = ch('67')
            n = first + (ch('3456789') if first == '7' else dg(1)) + dg(7)
        else:
            n = ch('12345') + str(R.randint(1, 9)) + dg(7)
        if n[:5] not in bad:
            break
    pairs = ['0' + n[0]] + [n[i:i + 2] for i in (1, 3, 5, 7)]
    rest = ' '.join(pairs[1:])
    return ch([' '.join(pairs), '.'.join(pairs), ''.join(pairs), f"+33 {n[0]} {rest}", f"+33 (0){n[0]} {rest}",
               f"0033 {n[0]} {rest}", '-'.join(pairs), f"+33{n}", f"+33 {n[0]}{''.join(pairs[1:])}"])


def ph_be():
    if R.random() < 0.6:
        n = '4' + ch('6789') + dg(7)
        return ch([f"0{n[:3]} {n[3:5]} {n[5:7]} {n[7:]}", f"+32 {n[:3]} {n[3:5]} {n[5:7]} {n[7:]}",
                   f"0{n[:3]}/{n[3:5]}.{n[5:7]}.{n[7:]}", f"+32{n}", f"0032 {n[:3]} {n[3:]}",
                   f"0{n[:3]} {n[3:6]} {n[6:]}"])
    a = ch('2399')
    n = a + d29(7)
    return ch([f"0{a} {n[1:4]} {n[4:6]} {n[6:]}", f"+32 {a} {n[1:4]} {n[4:6]} {n[6:]}", f"0{a}/{n[1:4]}.{n[4:6]}.{n[6:]}"])


def ph_nl():
    if R.random() < 0.6:
        n = '6' + ch('12345') + dg(7)
        return ch([f"06-{n[1:]}", f"06 {n[1:5]} {n[5:]}", f"+31 6 {n[1:]}", f"+31 (0)6 {n[1:5]} {n[5:]}",
                   f"0031 6 {n[1:]}", f"06{n[1:]}", f"+316{n[1:]}", f"06 {n[1:3]} {n[3:5]} {n[5:7]} {n[7:]}"])
    a = ch(['20', '10', '30', '70', '40', '50', '13', '24', '26'])
    s = d29(7)
    return ch([f"0{a}-{s[:3]} {s[3:]}", f"0{a} {s}", f"+31 {a} {s}", f"(0{a}) {s[:3]} {s[3:]}", f"0{a}-{s}",
               f"+31 (0){a} {s[:3]} {s[3:]}"])


def ph_es():
    r = R.random()
    if r < 0.55:
        n = '6' + dg(8)
    elif r < 0.7:
        n = '7' + ch('1234') + dg(7)
    else:
        n = ch(['91', '93', '96', '95', '94', '98']) + d29(7)
        if R.random() < 0.5:
            return ch([f"{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"+34 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}"])
    return ch([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]} {n[3:5]} {n[5:7]} {n[7:]}", f"+34 {n[:3]} {n[3:6]} {n[6:]}",
               f"0034 {n}", f"+34{n}", n, f"{n[:3]}-{n[3:6]}-{n[6:]}", f"(+34) {n[:3]} {n[3:6]} {n[6:]}"])


def ph_pt():
    n = ('9' + ch('1236') + dg(7)) if R.random() < 0.65 else (ch(['21', '22']) + d29(7))
    return ch([f"{n[:3]} {n[3:6]} {n[6:]}", f"+351 {n[:3]} {n[3:6]} {n[6:]}", f"00351 {n}", f"+351{n}", n,
               f"(+351) {n[:3]} {n[3:6]} {n[6:]}"])


def ph_it():
    if R.random() < 0.6:
        n = '3' + ch('2345789') + dg(8)
        return ch([f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]} {n[3:]}", f"+39 {n[:3]} {n[3:]}",
                   f"+39 {n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:]}", f"{n[:3]}/{n[3:]}", f"0039 {n}", f"+39{n}"])
    a, ln = ch([('06', 8), ('02', 8), ('081', 7), ('011', 7), ('055', 7), ('051', 7), ('041', 7)])
    s = nz(ln)
    return ch([f"{a} {s[:4]} {s[4:]}", f"+39 {a} {s}", f"{a}/{s}", f"{a}-{s}", f"+39 {a} {s[:4]} {s[4:]}"])


def ph_pl():
    if R.random() < 0.65:
        n = ch(['50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88']) + dg(7)
        return ch([f"{n[:3]} {n[3:6]} {n[6:]}", f"+48 {n[:3]} {n[3:6]} {n[6:]}", f"+48 {n[:3]}-{n[3:6]}-{n[6:]}",
                   f"0048 {n}", f"+48{n}", f"{n[:3]}-{n[3:6]}-{n[6:]}", f"(+48) {n[:3]} {n[3:6]} {n[6:]}", n])
    n = ch(['22', '12', '58', '71', '61', '42', '32']) + d29(7)
    return ch([f"{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"+48 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}",
               f"({n[:2]}) {n[2:5]}-{n[5:7]}-{n[7:]}", f"+48 {n[:2]} {n[2:]}"])


def ph_tr():
    if R.random() < 0.65:
        n = '5' + ch('0345') + dg(1) + d29(7)
    else:
        n = ch(['212', '216', '312', '232', '224', '242']) + d29(7)
    return ch([f"0{n[:3]} {n[3:6]} {n[6:8]} {n[8:]}", f"+90 {n[:3]} {n[3:6]} {n[6:8]} {n[8:]}",
               f"0 ({n[:3]}) {n[3:6]} {n[6:8]} {n[8:]}", f"0{n}", f"+90{n}", f"0090 {n[:3]} {n[3:]}",
               f"+90 ({n[:3]}) {n[3:6]} {n[6:]}", f"0{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"])


def ph_jp():
    if R.random() < 0.55:
        p = ch(['90', '80', '70'])
        s = d29(8)
        return ch([f"0{p}-{s[:4]}-{s[4:]}", f"+81 {p}-{s[:4]}-{s[4:]}", f"+81 {p} {s[:4]} {s[4:]}", f"0{p}{s}",
                   f"(0{p}) {s[:4]}-{s[4:]}", f"+81-{p}-{s[:4]}-{s[4:]}"])
    a = ch(['3', '6', '45', '52', '11', '92', '75'])
    s = d29(9 - len(a))
    cut = 4 if len(a) == 1 else 3
    return ch([f"0{a}-{s[:cut]}-{s[cut:]}", f"+81 {a}-{s[:cut]}-{s[cut:]}", f"0{a}({s[:cut]}){s[cut:]}",
               f"+81 {a} {s[:cut]} {s[cut:]}"])


def ph_in():
    if R.random() < 0.7:
        n = ch('6789') + dg(9)
        return ch([f"+91 {n[:5]} {n[5:]}", f"+91-{n}", f"+91 {n}", f"0{n[:5]} {n[5:]}", f"{n[:5]} {n[5:]}", n,
                   f"+91 {n[:3]} {n[3:6]} {n[6:]}", f"(+91) {n}", f"0091 {n}", f"+91-{n[:5]}-{n[5:]}"])
    a = ch(['11', '22', '80', '44', '33', '40'])
    s = ch('2456') + dg(7)
    return ch([f"0{a}-{s[:4]} {s[4:]}", f"+91 {a} {s[:4]} {s[4:]}", f"0{a} {s}", f"(0{a}) {s}", f"0{a}-{s}"])


def ph_br():
    ddd = ch(['11', '21', '31', '41', '51', '61', '71', '81', '85', '19', '48'])
    if R.random() < 0.65:
        s = '9' + ch('6789') + dg(7)
        return ch([f"({ddd}) {s[:5]}-{s[5:]}", f"+55 {ddd} {s[:5]}-{s[5:]}", f"+55 ({ddd}) {s[0]} {s[1:5]}-{s[5:]}",
                   f"{ddd} {s}", f"+55{ddd}{s}", f"({ddd}) {s[0]} {s[1:5]}-{s[5:]}", f"+55 {ddd} {s}"])
    s = ch('2345') + dg(7)
    return ch([f"({ddd}) {s[:4]}-{s[4:]}", f"+55 {ddd} {s[:4]}-{s[4:]}", f"+55 ({ddd}) {s[:4]}-{s[4:]}"])


def ph_mx():
    if R.random() < 0.6:
        a = ch(['55', '33', '81'])
        s = d29(8)
        return ch([f"{a} {s[:4]} {s[4:]}", f"+52 {a} {s[:4]} {s[4:]}", f"({a}) {s[:4]}-{s[4:]}", f"+52{a}{s}",
                   f"+52 ({a}) {s[:4]} {s[4:]}"])
    a = ch(['222', '442', '998', '664', '477', '999'])
    s = d29(7)
    return ch([f"{a} {s[:3]} {s[3:]}", f"+52 {a} {s[:3]} {s[3:]}", f"({a}) {s[:3]}-{s[3:]}", f"+52{a}{s}"])


def ph_ar():
    r = R.random()
    if r < 0.6:
        s = ch('2345679') + dg(7)
        return ch([f"+54 9 11 {s[:4]}-{s[4:]}", f"011 15-{s[:4]}-{s[4:]}", f"+54 9 11 {s}", f"11 {s[:4]}-{s[4:]}",
                   f"+5491{1}{s}".replace('+5491{1}', '+54911')])
    s = '4' + dg(7)
    return ch([f"(011) {s[:4]}-{s[4:]}", f"+54 11 {s[:4]}-{s[4:]}", f"011 {s[:4]}-{s[4:]}"])


def ph_au():
    if R.random() < 0.6:
        n = '4' + ch('0123478') + dg(7)
        return ch([f"0{n[:3]} {n[3:6]} {n[6:]}", f"+61 {n[:3]} {n[3:6]} {n[6:]}", f"0{n}", f"+61{n}",
                   f"0{n[:3]}-{n[3:6]}-{n[6:]}", f"+61 (0){n[:3]} {n[3:6]} {n[6:]}"])
    a, first = ch([('2', '9'), ('2', '8'), ('3', '9'), ('3', '8'), ('7', '3'), ('8', '9'), ('8', '6')])
    s = first + dg(7)
    return ch([f"(0{a}) {s[:4]} {s[4:]}", f"+61 {a} {s[:4]} {s[4:]}", f"0{a} {s[:4]} {s[4:]}", f"0{a}-{s[:4]}-{s[4:]}"])


def ph_za():
    if R.random() < 0.65:
        n = ch(['82', '83', '84', '72', '73', '74', '76', '78', '79', '71', '81', '60', '61', '62', '63']) + dg(7)
    else:
        n = ch(['21', '11', '31', '12', '41']) + d29(7)
    return ch([f"0{n[:2]} {n[2:5]} {n[5:]}", f"+27 {n[:2]} {n[2:5]} {n[5:]}", f"0{n}", f"+27{n}",
               f"(0{n[:2]}) {n[2:5]} {n[5:]}", f"0{n[:2]}-{n[2:5]}-{n[5:]}"])


def ph_ae():
    if R.random() < 0.65:
        n = '5' + ch('024568') + dg(7)
        return ch([f"0{n[:2]} {n[2:5]} {n[5:]}", f"+971 {n[:2]} {n[2:5]} {n[5:]}", f"+971-{n[:2]}-{n[2:]}",
                   f"00971 {n}", f"+971{n}", f"0{n[:2]}-{n[2:5]}-{n[5:]}", f"+971 {n[:2]} {n[2:]}"])
    n = ch('2346') + d29(7)
    return ch([f"0{n[0]} {n[1:4]} {n[4:]}", f"+971 {n[0]} {n[1:4]} {n[4:]}", f"0{n[0]}-{n[1:]}"])


def ph_sa():
    if R.random() < 0.7:
        n = '5' + ch('0345689') + dg(7)
        return ch([f"0{n[:2]} {n[2:5]} {n[5:]}", f"+966 {n[:2]} {n[2:5]} {n[5:]}", f"00966{n}", f"+966{n}", f"0{n}",
                   f"+966 {n[:2]} {n[2:]}"])
    n = '11' + ch('2456') + dg(6)
    return ch([f"011 {n[2:5]} {n[5:]}", f"+966 11 {n[2:5]} {n[5:]}"])


def ph_eg():
    if R.random() < 0.7:
        n = '1' + ch('0125') + dg(8)
        return ch([f"0{n[:2]} {n[2:6]} {n[6:]}", f"+20 {n[:2]} {n[2:6]} {n[6:]}", f"0{n}", f"+20{n}", f"0020 {n}"])
    n = '2' + ch('2345') + dg(7)
    return ch([f"02 {n[1:5]} {n[5:]}", f"+20 2 {n[1:5]} {n[5:]}"])


def ph_se():
    if R.random() < 0.65:
        n = '7' + ch('02369') + dg(7)
        return ch([f"0{n[:2]}-{n[2:5]} {n[5:7]} {n[7:]}", f"+46 {n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"0{n}", f"+46{n}",
                   f"0{n[:2]} {n[2:5]} {n[5:7]} {n[7:]}", f"+46 (0){n[:2]} {n[2:5]} {n[5:7]} {n[7:]}"])
    s = d29(7)
    if R.random() < 0.5:
        return ch([f"08-{s[:3]} {s[3:5]} {s[5:]}", f"+46 8 {s[:3]} {s[3:5]} {s[5:]}", f"08-{s}"])
    return ch([f"031-{s[:3]} {s[3:5]} {s[5:]}", f"+46 31 {s[:3]} {s[3:5]} {s[5:]}"])


def ph_ie():
    if R.random() < 0.65:
        n = '8' + ch('35679') + dg(7)
        return ch([f"0{n[:2]} {n[2:5]} {n[5:]}", f"+353 {n[:2]} {n[2:5]} {n[5:]}", f"0{n}", f"+353{n}",
                   f"(0{n[:2]}) {n[2:5]} {n[5:]}", f"+353 (0){n[:2]} {n[2:5]} {n[5:]}"])
    s = d29(7)
    return ch([f"01 {s[:3]} {s[3:]}", f"+353 1 {s[:3]} {s[3:]}", f"(01) {s}"])


def ph_cn():
    if R.random() < 0.7:
        n = '1' + ch('35789') + dg(9)
        return ch([f"{n[:3]} {n[3:7]} {n[7:]}", f"+86 {n[:3]} {n[3:7]} {n[7:]}", f"+86-{n}", n,
                   f"{n[:3]}-{n[3:7]}-{n[7:]}", f"0086 {n}", f"+86 {n}"])
    a = ch(['10', '21'])
    s = d29(8)
    return ch([f"0{a}-{s[:4]} {s[4:]}", f"+86 {a} {s[:4]} {s[4:]}", f"(0{a}) {s}"])


def ph_kr():
    if R.random() < 0.7:
        s = d29(8)
        return ch([f"010-{s[:4]}-{s[4:]}", f"+82 10-{s[:4]}-{s[4:]}", f"+82 10 {s[:4]} {s[4:]}", f"010{s}",
                   f"010 {s[:4]} {s[4:]}"])
    s = d29(ch([7, 8]))
    return ch([f"02-{s[:-4]}-{s[-4:]}", f"+82 2-{s[:-4]}-{s[-4:]}", f"+82 2 {s[:-4]} {s[-4:]}"])


def ph_sg():
    n = (ch('89') + dg(7)) if R.random() < 0.7 else ('6' + d29(7))
    return ch([f"+65 {n[:4]} {n[4:]}", f"{n[:4]} {n[4:]}", f"+65{n}", f"(+65) {n[:4]}-{n[4:]}", f"+65-{n[:4]}-{n[4:]}"])


def ph_ru():
    n = ('9' + ch('01235') + dg(8)) if R.random() < 0.65 else (ch(['495', '499', '812']) + d29(7))
    return ch([f"+7 {n[:3]} {n[3:6]}-{n[6:8]}-{n[8:]}", f"8 ({n[:3]}) {n[3:6]}-{n[6:8]}-{n[8:]}",
               f"+7 ({n[:3]}) {n[3:6]}-{n[6:8]}-{n[8:]}", f"+7{n}", f"8{n}", f"+7 {n[:3]} {n[3:6]} {n[6:8]} {n[8:]}"])


def ph_dk():
    n = ch('2345') + dg(7)
    return ch([f"+45 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}", f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}", f"+45 {n[:4]} {n[4:]}",
               f"0045 {n}", f"+45{n}"])


def ph_no():
    if R.random() < 0.7:
        n = ch('49') + dg(7)
        return ch([f"+47 {n[:3]} {n[3:5]} {n[5:]}", f"{n[:3]} {n[3:5]} {n[5:]}", f"+47 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}",
                   f"+47{n}", f"0047 {n}"])
    n = '2' + ch('123') + dg(6)
    return ch([f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:]}", f"+47 {n[:2]} {n[2:4]} {n[4:6]} {n[6:]}"])


PHONE = {'US': lambda: nanp(US_AREAS), 'CA': lambda: nanp(CA_AREAS), 'GB': ph_gb, 'DE': ph_de, 'AT': ph_at,
         'CH': ph_ch, 'FR': ph_fr, 'BE': ph_be, 'NL': ph_nl, 'ES': ph_es, 'PT': ph_pt, 'IT': ph_it, 'PL': ph_pl,
         'TR': ph_tr, 'JP': ph_jp, 'IN': ph_in, 'BR': ph_br, 'MX': ph_mx, 'AR': ph_ar, 'AU': ph_au, 'ZA': ph_za,
         'AE': ph_ae, 'SA': ph_sa, 'EG': ph_eg, 'SE': ph_se, 'IE': ph_ie, 'CN': ph_cn, 'KR': ph_kr, 'SG': ph_sg,
         'RU': ph_ru, 'DK': ph_dk, 'NO': ph_no}
LANG_PHONE = {'en': ['US', 'US', 'US', 'CA', 'GB', 'GB', 'IE', 'AU', 'ZA', 'IN', 'SG'],
              'de': ['DE', 'DE', 'DE', 'AT', 'CH'], 'fr': ['FR', 'FR', 'BE', 'CH'], 'es': ['ES', 'ES', 'MX', 'AR'],
              'pt': ['PT', 'BR', 'BR'], 'it': ['IT', 'IT', 'CH'], 'nl': ['NL', 'NL', 'BE'], 'pl': ['PL'],
              'tr': ['TR'], 'ja': ['JP'], 'ar': ['AE', 'SA', 'EG'], 'hi': ['IN']}
PHONE_COUNTRY_USED = {}


def gen_phone(lang):
    cc = ch(LANG_PHONE[lang]) if R.random() < 0.68 else ch(sorted(PHONE))
    PHONE_COUNTRY_USED[cc] = PHONE_COUNTRY_USED.get(cc, 0) + 1
    return PHONE[cc]()


# ---------------------------------------------------------------------------
# payment cards
# ---------------------------------------------------------------------------
def luhn_digit(partial):
    s = 0
    for i, c in enumerate(reversed(partial)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


BRANDS = ['visa', 'visa', 'mc', 'mc', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'maestro']
BRAND_NAME = {'visa': 'Visa', 'mc': 'Mastercard', 'amex': 'American Express', 'discover': 'Discover',
              'diners': 'Diners Club', 'jcb': 'JCB', 'unionpay': 'UnionPay', 'maestro': 'Maestro'}


def card_number(brand):
    if brand == 'visa':
        pre, L = '4', 16
    elif brand == 'mc':
        pre, L = (str(R.randint(51, 55)) if R.random() < 0.7 else str(R.randint(2221, 2720))), 16
    elif brand == 'amex':
        pre, L = ch(['34', '37']), 15
    elif brand == 'discover':
        pre, L = ch(['6011', '65', str(R.randint(644, 649))]), 16
    elif brand == 'diners':
        pre, L = ch(['36', '36', str(R.randint(300, 305))]), 14
    elif brand == 'jcb':
        pre, L = str(R.randint(3528, 3589)), 16
    elif brand == 'unionpay':
        pre, L = '62' + ch('0128'), ch([16, 16, 19])
    else:
        pre, L = ch(['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763']), ch([16, 18, 19])
    body = pre + dg(L - len(pre) - 1)
    return body + luhn_digit(body)


def group(num, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(num[i:i + n])
        i += n
    if i < len(num):
        out.append(num[i:])
    return sep.join(x for x in out if x)


def fmt_card(num, brand):
    sep = ch([' ', ' ', ' ', '-', '', ' '])
    if sep == '':
        return num
    L = len(num)
    if brand == 'amex':
        return group(num, [4, 6, 5], sep)
    if L == 14:
        return group(num, [4, 6, 4], sep)
    if L == 19 and R.random() < 0.3:
        return group(num, [6, 13], sep)
    return group(num, [4, 4, 4, 4, 4], sep)


def exp_date():
    return f"{R.randint(1, 12):02d}/{R.randint(25, 31)}"


# ---------------------------------------------------------------------------
# IBAN
# ---------------------------------------------------------------------------
IBAN_PAT = {'AD': '4n4n12c', 'AT': '5n11n', 'BE': '3n7n2n', 'BG': '4a4n2n8c', 'BR': '8n5n10n1a1c', 'CH': '5n12c',
            'CY': '3n5n16c', 'CZ': '4n6n10n', 'DE': '8n10n', 'DK': '4n9n1n', 'EE': '2n2n11n1n', 'EG': '4n4n17n',
            'ES': '4n4n1n1n10n', 'FI': '3n11n', 'FR': '5n5n11c2n', 'GB': '4a6n8n', 'GR': '3n4n16c', 'HR': '7n10n',
            'HU': '3n4n1n15n1n', 'IE': '4a6n8n', 'IL': '3n3n13n', 'IS': '4n2n6n10n', 'IT': '1a5n5n12c',
            'LI': '5n12c', 'LT': '5n11n', 'LU': '3n13c', 'LV': '4a13c', 'MC': '5n5n11c2n', 'MT': '4a5n18c',
            'NL': '4a10n', 'NO': '4n6n1n', 'PL': '8n16n', 'PT': '4n4n11n2n', 'QA': '4a21c', 'RO': '4a16c',
            'SA': '2n18c', 'AE': '3n16n', 'SE': '3n16n1n', 'SI': '5n8n2n', 'SK': '4n6n10n', 'SM': '1a5n5n12c',
            'TR': '5n1n16c'}
IBAN_LEN = {'AD': 24, 'AT': 20, 'BE': 16, 'BG': 22, 'BR': 29, 'CH': 21, 'CY': 28, 'CZ': 24, 'DE': 22, 'DK': 18,
            'EE': 20, 'EG': 29, 'ES': 24, 'FI': 18, 'FR': 27, 'GB': 22, 'GR': 27, 'HR': 21, 'HU': 28, 'IE': 22,
            'IL': 23, 'IS': 26, 'IT': 27, 'LI': 21, 'LT': 20, 'LU': 20, 'LV': 21, 'MC': 27, 'MT': 31, 'NL': 18,
            'NO': 15, 'PL': 28, 'PT': 25, 'QA': 29, 'RO': 24, 'SA': 24, 'AE': 23, 'SE': 24, 'SI': 19, 'SK': 24,
            'SM': 27, 'TR': 26}


def bb(pattern):
    out = ''
    for cnt, t in re.findall(r'(\d+)([nac])', pattern):
        for _ in range(int(cnt)):
            if t == 'n':
                out += ch(DIG)
            elif t == 'a':
                out += ch(UP)
            else:
                out += ch(DIG) if R.random() < 0.88 else ch(UP)
    return out


def mod97(s):
    return int(''.join(str(int(c, 36)) for c in s)) % 97


def iban_check(cc, bban):
    return f"{98 - mod97(bban + cc + '00'):02d}"


def iban_valid(iban):
    s = iban.replace(' ', '').upper()
    return mod97(s[4:] + s[:4]) == 1


# national check digit helpers -----------------------------------------------
def es_dc(ten):
    s = sum(int(d) * w for d, w in zip(ten, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]))
    r = 11 - s % 11
    return 0 if r == 11 else 1 if r == 10 else r


_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_cin(s22):
    tot = 0
    for i, c in enumerate(s22):
        idx = int(c) if c.isdigit() else ord(c) - 65
        tot += _ODD[idx] if i % 2 == 0 else idx
    return UP[tot % 26]


def fr_key(bank, branch, acct):
    return f"{97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97):02d}"


def no_check(ten):
    s = sum(int(d) * w for d, w in zip(ten, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
    r = s % 11
    return None if r == 1 else ('0' if r == 0 else str(11 - r))


def pl_bank(seven):
    s = sum(int(d) * w for d, w in zip(seven, [3, 9, 7, 1, 3, 9, 7]))
    return seven + str((10 - s % 10) % 10)


def pt_nib(n19):
    return f"{98 - (int(n19) * 100) % 97:02d}"


def nl_elf(acct):
    return sum(int(d) * (10 - i) for i, d in enumerate(acct)) % 11 == 0


def self_test():
    assert it_cin('05428' + '11101' + '000000123456') == 'X'
    assert str(es_dc('0021000418')) + str(es_dc('0200051332')) == '45'
    assert fr_key('30006', '00001', '12345678901') == '89'
    assert int('5390075470') % 97 == 34
    assert no_check('8601111794') == '7'
    assert luhn_digit('1234560000078') == '5'
    assert pl_bank('1090101') == '10901014'
    assert pt_nib('0002' + '0123' + '12345678901') == '54'
    assert nl_elf('0417164300')
    assert iban_valid('GB82 WEST 1234 5698 7654 32') and iban_valid('DE89370400440532013000')
    assert iban_check('DE', '370400440532013000') == '89'
    assert luhn_ok('4111111111111111') and not luhn_ok('4111111111111112')
    for cc, pat in IBAN_PAT.items():
        assert sum(int(x) for x in re.findall(r'\d+', pat)) + 4 == IBAN_LEN[cc], cc


BANKS = {
    'DE': ['37040044', '50010517', '10010010', '70150000', '20041133', '12030000', '43060967', '10011001',
           '76050101', '86055592'],
    'AT': ['20111', '12000', '32000', '14000', '19043'],
    'NL': ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'ASNB', 'KNAB', 'BUNQ', 'RBRB'],
    'GB': [('NWBK', '60'), ('BARC', '20'), ('LOYD', '30'), ('HBUK', '40'), ('MIDL', '40'), ('MONZ', '04'),
           ('SRLG', '60'), ('NAIA', '07')],
    'IE': [('AIBK', '93'), ('BOFI', '90'), ('IPBS', '99')],
    'IT': ['03069', '02008', '05034', '01030', '03062', '05387'],
    'ES': ['2100', '0049', '0182', '0081', '0128', '2085', '1465'],
    'FR': ['30004', '30003', '30002', '20041', '10107', '17515', '18206'],
    'PT': ['0035', '0007', '0033', '0010', '0018', '0036'],
    'RO': ['BTRL', 'RNCB', 'INGB', 'BRDE', 'RZBR'],
    'BG': ['BNBG', 'UNCR', 'STSA', 'FINV'],
    'LV': ['HABA', 'UNLA', 'PARX', 'RIKO'],
    'MT': ['MALT', 'VALL', 'APSB'],
    'QA': ['QNBA', 'DOHB', 'CBQA'],
    'GR': ['011', '017', '026', '014'],
    'TR': ['00010', '00062', '00046', '00064', '00067', '00015'],
    'SA': ['80', '10', '45', '05', '55'],
    'AE': ['033', '026', '035', '030', '046'],
    'SE': ['500', '800', '600', '300', '957'],
    'PL': ['1050144', '1140200', '1020301', '1240600', '1090101', '1160220'],
    'CH': ['00762', '00230', '09000', '08390', '00700'],
}


def gen_bban(cc):
    for _ in range(200):
        if cc == 'DE':
            return ch(BANKS['DE']) + nz(10) if R.random() < 0.5 else ch(BANKS['DE']) + '00' + nz(8)
        if cc == 'AT':
            return ch(BANKS['AT']) + '00' + nz(9)
        if cc == 'CH':
            return ch(BANKS['CH']) + dg(12)
        if cc == 'NL':
            a = nz(9)
            a = '0' + a
            if nl_elf(a):
                return ch(BANKS['NL']) + a
            continue
        if cc in ('GB', 'IE'):
            b, sc = ch(BANKS[cc])
            return b + sc + dg(4) + nz(8)
        if cc == 'BE':
            f10 = dg(3) + dg(7)
            c = int(f10) % 97 or 97
            return f10 + f"{c:02d}"
        if cc in ('FR', 'MC'):
            bank = ch(BANKS['FR']) if cc == 'FR' else ch(['12739', '30003', '11808'])
            branch = dg(5)
            acct = '000' + nz(8) if R.random() < 0.5 else nz(11)
            return bank + branch + acct + fr_key(bank, branch, acct)
        if cc == 'ES':
            bank, branch, acct = ch(BANKS['ES']), dg(4), nz(10)
            return bank + branch + str(es_dc('00' + bank + branch)) + str(es_dc(acct)) + acct
        if cc in ('IT', 'SM'):
            abi = ch(BANKS['IT']) if cc == 'IT' else ch(['06067', '03225', '08540'])
            cab = nz(5)
            acct = '0000' + nz(8) if R.random() < 0.6 else ('CC' + dg(10))
            return it_cin(abi + cab + acct) + abi + cab + acct
        if cc == 'NO':
            ten = nz(4) + dg(6)
            c = no_check(ten)
            if c is None or len(c) != 1:
                continue
            return ten + c
        if cc == 'FI':
            t = ch(['1', '2', '4', '5', '8']) + dg(12)
            return t + luhn_digit(t)
        if cc == 'PL':
            return pl_bank(ch(BANKS['PL'])) + dg(16)
        if cc == 'PT':
            n19 = ch(BANKS['PT']) + dg(4) + dg(11)
            return n19 + pt_nib(n19)
        if cc == 'TR':
            return ch(BANKS['TR']) + '0' + dg(16)
        if cc in ('SA', 'GR', 'AE', 'SE', 'RO', 'BG', 'LV', 'MT', 'QA'):
            pat = IBAN_PAT[cc]
            m = re.match(r'(\d+)([nac])', pat)
            rest = pat[m.end():]
            bank = ch(BANKS[cc])
            if cc in ('SA', 'QA', 'MT', 'GR'):
                return bank + ''.join(dg(int(n)) if t != 'a' else rs(UP, int(n)) for n, t in re.findall(r'(\d+)([nac])', rest))
            return bank + bb(rest)
        return bb(IBAN_PAT[cc])
    raise RuntimeError(cc)


LANG_IBAN = {'en': ['GB', 'GB', 'IE', 'MT', 'CY', 'DE', 'NL', 'AE'], 'de': ['DE', 'DE', 'DE', 'AT', 'CH', 'LI', 'LU'],
             'fr': ['FR', 'FR', 'BE', 'LU', 'MC', 'CH'], 'es': ['ES', 'ES', 'AD'], 'pt': ['PT', 'PT', 'BR'],
             'it': ['IT', 'IT', 'SM', 'CH'], 'nl': ['NL', 'NL', 'BE'], 'pl': ['PL', 'PL', 'CZ', 'SK'],
             'tr': ['TR', 'TR', 'DE'], 'ja': ['DE', 'FR', 'GB', 'CH'], 'ar': ['SA', 'AE', 'QA', 'EG'],
             'hi': ['AE', 'GB', 'DE']}
IBAN_COUNTRY_USED = {}


def gen_iban(lang):
    cc = ch(LANG_IBAN[lang]) if R.random() < 0.6 else ch(sorted(IBAN_PAT))
    IBAN_COUNTRY_USED[cc] = IBAN_COUNTRY_USED.get(cc, 0) + 1
    bban = gen_bban(cc)
    iban = cc + iban_check(cc, bban) + bban
    assert len(iban) == IBAN_LEN[cc] and iban_valid(iban)
    r = R.random()
    if r < 0.5:
        out = ' '.join(iban[i:i + 4] for i in range(0, len(iban), 4))
    else:
        out = iban
    if R.random() < 0.12:
        out = out.lower()
    return out, cc


def gen_bic(cc):
    b = ''.join(ch(UP) for _ in range(4))
    return b + cc + ch(UP) + ch(UPDIG) + (ch(['', 'XXX', '']))


# ---------------------------------------------------------------------------
# US SSN
# ---------------------------------------------------------------------------
BAD_SSN = {'078051120', '219099999', '123456789'}


def gen_ssn_parts():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        g, s = R.randint(1, 99), R.randint(1, 9999)
        if f"{a:03d}{g:02d}{s:04d}" in BAD_SSN:
            continue
        return f"{a:03d}", f"{g:02d}", f"{s:04d}"


# ---------------------------------------------------------------------------
# IP addresses
# ---------------------------------------------------------------------------
V4_FIRST = [2, 5, 23, 24, 31, 37, 41, 45, 46, 49, 50, 62, 66, 67, 68, 69, 70, 71, 72, 73, 74, 76, 77, 78, 79, 80, 81,
            82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 98, 99, 101, 103, 104, 105, 108, 109, 110, 112,
            114, 117, 118, 121, 124, 125, 128, 130, 134, 139, 141, 142, 145, 146, 151, 152, 154, 156, 158, 160, 163,
            164, 165, 167, 173, 174, 176, 177, 178, 179, 180, 181, 182, 184, 185, 186, 187, 188, 189, 190, 193, 194,
            195, 197, 200, 201, 202, 206, 207, 209, 210, 211, 212, 213, 217, 218, 220, 221, 222, 223]


def ipv4_public():
    while True:
        a, b, c, d = ch(V4_FIRST), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)
        if (a == 100 and 64 <= b <= 127) or (a == 198 and b in (18, 19)) or (a, b) == (169, 254):
            continue
        return f"{a}.{b}.{c}.{d}"


def ipv4_private():
    r = R.random()
    if r < 0.35:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    if r < 0.55:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    if r < 0.92:
        return f"192.168.{ch([0, 1, 1, 2, 10, 20, 50, 100, 178, 188])}.{R.randint(2, 254)}"
    return f"100.{R.randint(64, 127)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


V6_PREFIX = [(0x2a02, 0x8108), (0x2a02, 0x810d), (0x2003, 0xe1), (0x2003, 0xc7), (0x2a01, 0xe0a),
             (0x2a01, 0xcb00), (0x2600, 0x1700), (0x2601, 0x645), (0x2607, 0xfb90), (0x2a00, 0x23c6),
             (0x2a01, 0x4f8), (0x2a01, 0x4f9), (0x2405, 0x201), (0x2409, 0x8a28), (0x2400, 0x4050), (0x2804, 0x14c),
             (0x2a02, 0xa210), (0x2a0a, 0xa540), (0x2001, 0x16b8), (0x2a02, 0x2f0e), (0x2a00, 0x1450),
             (0x2606, 0x4700), (0x2a03, 0x2880), (0x2c0f, 0xf7a8), (0x2a02, 0xc7c), (0x240e, 0x3b0)]


def ipv6_addr():
    r = R.random()
    if r < 0.15:
        groups = [0xfe80, 0, 0, 0, R.getrandbits(16), (R.getrandbits(8) << 8) | 0xff, 0xfe00 | R.getrandbits(8),
                  R.getrandbits(16)]
        kind = 'll'
    else:
        a, b = ch(V6_PREFIX)
        groups = [a, b, R.getrandbits(16), R.getrandbits(16) & ch([0xffff, 0xff00, 0xfff0])]
        t = R.random()
        if t < 0.35:
            groups += [0, 0, 0, R.randint(1, 0xfff)]
        elif t < 0.7:
            groups += [R.getrandbits(16), (R.getrandbits(8) << 8) | 0xff, 0xfe00 | R.getrandbits(8),
                       R.getrandbits(16)]
        else:
            groups += [R.getrandbits(16) for _ in range(4)]
        kind = 'gua'
    addr = ipaddress.IPv6Address(':'.join(f"{g:x}" for g in groups))
    style = R.random()
    if style < 0.2:
        s = addr.exploded
    else:
        s = addr.compressed
    if R.random() < 0.08:
        s = s.upper()
    return s, kind


# ---------------------------------------------------------------------------
# secrets
# ---------------------------------------------------------------------------
PW_WORDS = ['Sommer', 'Winter', 'Sonne', 'Mango', 'Tiger', 'Berlin', 'Paris', 'Lisboa', 'Kaffee', 'Falcon', 'Orange',
            'Rocket', 'Marina', 'Zebra', 'Piano', 'Castle', 'Estrela', 'Tulpen', 'Kartal', 'Sakura', 'Gelato',
            'Bursztyn', 'Harbor', 'Monsun']


def password(url_safe=False):
    sym = '!*_-~' if url_safe else '!$%&*+-_?^~'
    r = R.random()
    if r < 0.3:
        w = ch(PW_WORDS)
        pw = w + ch(['', ch(sym)]) + str(R.randint(1, 2025)) + ch(sym) + ch(ALNUM)
    elif r < 0.45:
        pw = ch(PW_WORDS) + ch('-_.') + ch(PW_WORDS).lower() + ch('-_.') + dg(2)
        if url_safe:
            pw = pw.replace('.', '_')
    else:
        while True:
            pw = ch(string.ascii_letters) + rs(ALNUM + sym, R.randint(11, 22)) + ch(ALNUM)
            if re.search(r'\d', pw) and re.search(r'[a-z]', pw) and re.search(r'[A-Z]', pw):
                break
    return pw


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def jwt():
    alg = ch(['HS256', 'RS256', 'HS512'])
    hdr = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(',', ':')).encode())
    iat = R.randint(1693000000, 1745000000)
    pl = {"sub": ch(['usr_', 'emp-', 'cust_', '']) + dg(ch([6, 8, 10])), "iat": iat, "exp": iat + ch([900, 3600, 86400]),
          ch(['role', 'scope', 'aud']): ch(['agent', 'bookings:write', 'service_role', 'hr-portal', 'checkout'])}
    if R.random() < 0.4:
        pl["tid"] = rs(HEX, 8)
    p = b64u(json.dumps(pl, separators=(',', ':')).encode())
    sig = rs(B64URL, {'HS256': 43, 'RS256': 342, 'HS512': 86}[alg])
    return f"{hdr}.{p}.{sig}"


def pem_block():
    kind = ch(['RSA', 'RSA', 'PKCS8', 'EC', 'OPENSSH', 'ENC'])
    if kind == 'RSA':
        hdr, body, w = 'RSA PRIVATE KEY', 'MIIEpAIBAAKCAQEA' + rs(B64, 1572), 64
    elif kind == 'PKCS8':
        hdr, body, w = 'PRIVATE KEY', 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ' + rs(B64, 1546), 64
    elif kind == 'EC':
        hdr, body, w = 'EC PRIVATE KEY', 'MHcCAQEEI' + rs(B64, 46) + 'oAoGCCqGSM49AwEHoUQDQgAE' + rs(B64, 86), 64
    elif kind == 'ENC':
        hdr, body, w = 'ENCRYPTED PRIVATE KEY', 'MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI' + rs(B64, 1600), 64
    else:
        hdr, body, w = ('OPENSSH PRIVATE KEY',
                        'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'
                        'QyNTUxOQAAACA' + rs(B64, 300), 70)
    pad = (-len(body)) % 4
    body = body[:len(body) - (4 - pad) if pad else len(body)] if False else body
    if len(body) % 4:
        body = body + '=' * (4 - len(body) % 4)
    lines = [body[i:i + w] for i in range(0, len(body), w)]
    return f"-----BEGIN {hdr}-----\n" + '\n'.join(lines) + f"\n-----END {hdr}-----", hdr


def envs(var):
    return lambda v: ch([f"{var}={v}", f'{var}="{v}"', f"export {var}={v}", f"{var}: {v}", f"{var} = '{v}'"])


def hdr_bearer(v):
    return ch([f"Authorization: Bearer {v}", f"-H \"Authorization: Bearer {v}\"", f"'Authorization': 'Bearer {v}'"])


def secret_kinds():
    """Each entry: (service name, value generator, list of snippet makers)."""
    K = []
    K.append(('AWS', lambda: ch(['AKIA', 'AKIA', 'ASIA']) + rs(UP + '234567', 16),
              [envs('AWS_ACCESS_KEY_ID'), lambda v: f"aws_access_key_id = {v}", lambda v: f'"AccessKeyId": "{v}"']))
    K.append(('AWS', lambda: rs(ALNUM + '+/', 39) + ch(ALNUM),
              [envs('AWS_SECRET_ACCESS_KEY'), lambda v: f"aws_secret_access_key = {v}",
               lambda v: f'"SecretAccessKey": "{v}"']))
    K.append(('GitHub', lambda: ch(['ghp_', 'ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']) + rs(ALNUM, 36),
              [envs('GITHUB_TOKEN'), lambda v: f"git clone https://{v}@github.com/acme-shop/checkout.git",
               lambda v: f"Authorization: token {v}", lambda v: f"//npm.pkg.github.com/:_authToken={v}"]))
    K.append(('GitHub', lambda: 'github_pat_' + rs(UPDIG, 22) + '_' + rs(ALNUM, 59),
              [envs('GH_TOKEN'), hdr_bearer]))
    K.append(('GitLab', lambda: 'glpat-' + rs(B64URL, 20),
              [envs('GITLAB_TOKEN'), lambda v: f"PRIVATE-TOKEN: {v}",
               lambda v: f'curl --header "PRIVATE-TOKEN: {v}" https://gitlab.com/api/v4/projects']))
    K.append(('Slack', lambda: 'xoxb-' + nz(ch([11, 12])) + '-' + nz(13) + '-' + rs(ALNUM, 24),
              [envs('SLACK_BOT_TOKEN'), hdr_bearer]))
    K.append(('Slack', lambda: 'xoxp-' + nz(11) + '-' + nz(11) + '-' + nz(13) + '-' + rs(HEX, 32),
              [envs('SLACK_USER_TOKEN')]))
    K.append(('Slack webhook', lambda: 'https://hooks.slack.com/services/T' + rs(UPDIG, 8) + '/B' + rs(UPDIG, 10)
              + '/' + rs(ALNUM, 24),
              [envs('SLACK_WEBHOOK_URL'), lambda v: f"curl -X POST -H 'Content-type: application/json' "
                                                   f"--data '{{\"text\":\"Neue Buchung\"}}' {v}", lambda v: v]))
    K.append(('Discord webhook', lambda: 'https://discord.com/api/webhooks/' + nz(19) + '/' + rs(B64URL, 68),
              [envs('DISCORD_WEBHOOK'), lambda v: v]))
    K.append(('Discord', lambda: b64u(nz(18).encode()) + '.' + rs(B64URL, 6) + '.' + rs(B64URL, 38),
              [envs('DISCORD_TOKEN'), lambda v: f"client.run('{v}')"]))
    K.append(('Stripe', lambda: 'sk_live_' + (rs(ALNUM, 24) if R.random() < 0.4 else '51' + rs(ALNUM, 97)),
              [envs('STRIPE_SECRET_KEY'), lambda v: f"Stripe.api_key = '{v}'",
               lambda v: f"curl https://api.stripe.com/v1/refunds -u {v}: -d charge=ch_{rs(ALNUM, 24)}",
               lambda v: f"const stripe = require('stripe')('{v}');"]))
    K.append(('Stripe', lambda: 'rk_live_' + '51' + rs(ALNUM, 97), [envs('STRIPE_RESTRICTED_KEY')]))
    K.append(('Stripe', lambda: 'whsec_' + rs(ALNUM, 32), [envs('STRIPE_WEBHOOK_SECRET')]))
    K.append(('Google Maps', lambda: 'AIza' + rs(B64URL, 35),
              [lambda v: f"https://maps.googleapis.com/maps/api/geocode/json?address=Hauptbahnhof&key={v}",
               envs('GOOGLE_MAPS_API_KEY'), lambda v: f'"apiKey": "{v}"']))
    K.append(('Google OAuth', lambda: 'GOCSPX-' + rs(B64URL, 28),
              [lambda v: f'"client_secret": "{v}"', envs('GOOGLE_CLIENT_SECRET')]))
    K.append(('OpenAI', lambda: ('sk-proj-' + rs(B64URL, 74) + 'T3BlbkFJ' + rs(B64URL, 74)) if R.random() < 0.6
              else ('sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20)),
              [envs('OPENAI_API_KEY'), hdr_bearer, lambda v: f'client = OpenAI(api_key="{v}")']))
    K.append(('Anthropic', lambda: 'sk-ant-api03-' + rs(B64URL, 93) + 'AA',
              [envs('ANTHROPIC_API_KEY'), lambda v: f"x-api-key: {v}"]))
    K.append(('Twilio', lambda: rs(HEX, 32),
              [envs('TWILIO_AUTH_TOKEN'), lambda v: f"client = Client('AC{rs(HEX, 32)}', '{v}')"]))
    K.append(('SendGrid', lambda: 'SG.' + rs(B64URL, 22) + '.' + rs(B64URL, 43),
              [envs('SENDGRID_API_KEY'), hdr_bearer]))
    K.append(('Mailgun', lambda: 'key-' + rs(HEX, 32),
              [envs('MAILGUN_API_KEY'),
               lambda v: f"curl -s --user 'api:{v}' https://api.eu.mailgun.net/v3/mg.shop-domain.de/messages"]))
    K.append(('Mailchimp', lambda: rs(HEX, 32) + '-us' + str(R.randint(1, 21)), [envs('MAILCHIMP_API_KEY')]))
    K.append(('Postmark', lambda: str(uuid.UUID(int=R.getrandbits(128), version=4)),
              [envs('POSTMARK_SERVER_TOKEN'), lambda v: f"X-Postmark-Server-Token: {v}"]))
    K.append(('npm', lambda: 'npm_' + rs(ALNUM, 36),
              [lambda v: f"//registry.npmjs.org/:_authToken={v}", envs('NPM_TOKEN')]))
    K.append(('PyPI', lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(B64URL, 140),
              [lambda v: f"[pypi]\n  username = __token__\n  password = {v}", envs('TWINE_PASSWORD')]))
    K.append(('NuGet', lambda: 'oy2' + rs(LODIG, 43),
              [lambda v: f"dotnet nuget push Shop.Core.nupkg --api-key {v} --source https://api.nuget.org/v3/index.json"]))
    K.append(('RubyGems', lambda: 'rubygems_' + rs(HEX, 48), [envs('GEM_HOST_API_KEY')]))
    K.append(('Docker Hub', lambda: 'dckr_pat_' + rs(B64URL, 27),
              [lambda v: f"docker login -u shopdeploy -p {v}", envs('DOCKERHUB_TOKEN')]))
    K.append(('Shopify', lambda: ch(['shpat_', 'shpss_', 'shpca_']) + rs(HEX, 32),
              [lambda v: f"X-Shopify-Access-Token: {v}", envs('SHOPIFY_ACCESS_TOKEN')]))
    K.append(('Square', lambda: 'EAAA' + rs(B64URL, 60), [envs('SQUARE_ACCESS_TOKEN'), hdr_bearer]))
    K.append(('Braintree', lambda: 'access_token$production$' + rs(LODIG, 16) + '$' + rs(HEX, 32),
              [envs('BRAINTREE_ACCESS_TOKEN')]))
    K.append(('PayPal', lambda: 'E' + rs(B64URL, 78) + ch(ALNUM), [envs('PAYPAL_CLIENT_SECRET')]))
    K.append(('Azure Storage', lambda: rs(B64, 86) + '==',
              [lambda v: f"DefaultEndpointsProtocol=https;AccountName=hrdocsprod;AccountKey={v};"
                         f"EndpointSuffix=core.windows.net"]))
    K.append(('Azure AD', lambda: rs(ALNUM, 3) + '8Q~' + rs(ALNUM + '~._-', 33) + ch(ALNUM),
              [envs('AZURE_CLIENT_SECRET'), lambda v: f'"clientSecret": "{v}"']))
    K.append(('DigitalOcean', lambda: 'dop_v1_' + rs(HEX, 64), [envs('DIGITALOCEAN_TOKEN'), hdr_bearer]))
    K.append(('Hugging Face', lambda: 'hf_' + rs(string.ascii_letters, 34),
              [envs('HF_TOKEN'), lambda v: f"huggingface-cli login --token {v}"]))
    K.append(('Telegram', lambda: f"{R.randint(5000000000, 7999999999)}:AA" + rs(B64URL, 33),
              [lambda v: f"https://api.telegram.org/bot{v}/sendMessage?chat_id=-100{dg(10)}", envs('TELEGRAM_BOT_TOKEN')]))
    K.append(('JWT', jwt, [hdr_bearer, lambda v: f"Cookie: session={v}", envs('SUPABASE_SERVICE_ROLE_KEY'),
                           lambda v: f'"access_token": "{v}"']))
    K.append(('Datadog', lambda: rs(HEX, 32), [envs('DD_API_KEY'), lambda v: f"DD-API-KEY: {v}"]))
    K.append(('Cloudflare', lambda: rs(B64URL, 40), [envs('CLOUDFLARE_API_TOKEN')]))
    K.append(('Linear', lambda: 'lin_api_' + rs(ALNUM, 40), [envs('LINEAR_API_KEY')]))
    K.append(('Notion', lambda: ('ntn_' + dg(11) + rs(ALNUM, 35)) if R.random() < 0.5 else ('secret_' + rs(ALNUM, 43)),
              [envs('NOTION_TOKEN'), hdr_bearer]))
    K.append(('Postman', lambda: 'PMAK-' + rs(HEX, 24) + '-' + rs(HEX, 34), [lambda v: f"x-api-key: {v}"]))
    K.append(('Vault', lambda: 'hvs.' + rs(B64URL, 90), [envs('VAULT_TOKEN'), lambda v: f"X-Vault-Token: {v}"]))
    K.append(('Grafana', lambda: 'glsa_' + rs(ALNUM, 32) + '_' + rs(HEX, 8), [envs('GRAFANA_TOKEN'), hdr_bearer]))
    K.append(('Atlassian', lambda: 'ATATT3xFfGF0' + rs(B64URL, 170) + '=' + rs(HEX, 8).upper(),
              [envs('JIRA_API_TOKEN')]))
    K.append(('Bitbucket', lambda: 'ATBB' + rs(ALNUM, 32), [envs('BITBUCKET_APP_PASSWORD')]))
    K.append(('Facebook', lambda: 'EAAG' + rs(ALNUM, 180), [envs('FB_PAGE_ACCESS_TOKEN')]))
    K.append(('Mapbox', lambda: 'sk.' + b64u(json.dumps({"u": "travelmaps", "a": rs(LODIG, 25)},
                                                        separators=(',', ':')).encode()) + '.' + rs(B64URL, 22),
              [envs('MAPBOX_SECRET_TOKEN')]))
    K.append(('Firebase', lambda: 'AAAA' + rs(B64URL, 7) + ':APA91b' + rs(B64URL, 134),
              [lambda v: f"Authorization: key={v}"]))
    K.append(('Okta', lambda: '00' + rs(B64URL, 40), [lambda v: f"Authorization: SSWS {v}", envs('OKTA_API_TOKEN')]))
    K.append(('Terraform Cloud', lambda: rs(ALNUM, 14) + '.atlasv1.' + rs(ALNUM, 67),
              [lambda v: f'credentials "app.terraform.io" {{\n  token = "{v}"\n}}']))
    K.append(('Algolia', lambda: rs(HEX, 32), [envs('ALGOLIA_ADMIN_API_KEY')]))
    K.append(('Heroku', lambda: str(uuid.UUID(int=R.getrandbits(128), version=4)), [envs('HEROKU_API_KEY')]))
    K.append(('Brevo', lambda: 'xkeysib-' + rs(HEX, 64) + '-' + rs(ALNUM, 16), [envs('BREVO_API_KEY'),
                                                                                 lambda v: f"api-key: {v}"]))
    K.append(('Zendesk', lambda: rs(ALNUM, 40),
              [lambda v: f"curl https://acmeshop.zendesk.com/api/v2/tickets.json -u agent.api/token:{v}",
               envs('ZENDESK_API_TOKEN')]))
    return K


SECRET_KINDS = secret_kinds()

DB_URLS = [
    lambda u, p: f"postgres://{u}:{p}@db.internal.shop-prod.net:5432/orders",
    lambda u, p: f"postgresql://{u}:{p}@pg-hr.cluster-c9x2.eu-central-1.rds.amazonaws.com/payroll",
    lambda u, p: f"mysql://{u}:{p}@mysql.booking.local:3306/crm",
    lambda u, p: f"mongodb+srv://{u}:{p}@cluster0.ab1cd.mongodb.net/travel?retryWrites=true&w=majority",
    lambda u, p: f"redis://:{p}@cache.prod.internal:6379/0",
    lambda u, p: f"amqp://{u}:{p}@rabbit.clinic-apps.net:5672/%2F",
    lambda u, p: f"sftp://{u}:{p}@files.travel-partner.net/inbox",
    lambda u, p: f"Server=tcp:sql-hr-prod.database.windows.net,1433;Database=hr;User ID={u};Password={p};Encrypt=true;",
    lambda u, p: f"jdbc:postgresql://pg01.bank-backoffice.lan:5432/ledger?user={u}&password={p}&ssl=true",
    lambda u, p: f"Host=pg.praxis-cloud.de;Username={u};Password={p};Database=termine",
    lambda u, p: f"smtp://{u}:{p}@smtp.mailhost-eu.net:587",
    lambda u, p: f"ftp://{u}:{p}@ftp.hotel-partner.es/upload",
]
DB_META = [('Postgres', 'DATABASE_URL'), ('Postgres', 'DATABASE_URL'), ('MySQL', 'DATABASE_URL'),
           ('MongoDB', 'MONGO_URI'), ('Redis', 'REDIS_URL'), ('RabbitMQ', 'AMQP_URL'), ('SFTP', 'SFTP_URL'),
           ('SQL Server', 'ConnectionStrings__Default'), ('Postgres', 'JDBC_URL'),
           ('Postgres', 'ConnectionStrings__Termine'), ('SMTP', 'SMTP_URL'), ('FTP', 'FTP_URL')]
DB_USERS = ['app_user', 'shop', 'svc_booking', 'hradmin', 'root', 'clinic_rw', 'reporting', 'etl', 'admin',
            'deploy', 'web']
PW_LINES = [
    lambda p: f"password={p}", lambda p: f"DB_PASSWORD={p}", lambda p: f'"password": "{p}"',
    lambda p: f"spring.datasource.password={p}", lambda p: f"SMTP_PASS={p}",
    lambda p: f'<add key="SmtpPassword" value="{p}" />', lambda p: f"define('DB_PASSWORD', '{p}');",
    lambda p: f"PGPASSWORD={p} psql -h db.internal -U shop", lambda p: f"mysql -u root -p{p} crm",
    lambda p: f"requirepass {p}", lambda p: f"wpa_passphrase={p}", lambda p: f"pwd: {p}",
    lambda p: f"MAIL_PASSWORD=\"{p}\"", lambda p: f"  password: {p}", lambda p: f"passwd = {p}",
    lambda p: f"ADMIN_PASS='{p}'", lambda p: f"vpn_password: {p}",
]


# ---------------------------------------------------------------------------
# language resources for framing
# ---------------------------------------------------------------------------
GREET = {
    'en': ['Hi,', 'Dear Sir or Madam,', 'Hello team,', 'Good morning,', 'Hi there,'],
    'de': ['Hallo,', 'Sehr geehrte Damen und Herren,', 'Guten Tag,', 'Liebes Team,'],
    'fr': ['Bonjour,', 'Madame, Monsieur,', 'Bonjour à toute l\'équipe,'],
    'es': ['Hola:', 'Estimados señores:', 'Buenos días,'],
    'pt': ['Olá,', 'Prezados,', 'Bom dia,'],
    'it': ['Buongiorno,', 'Gentile assistenza,', 'Salve,'],
    'nl': ['Hallo,', 'Beste klantenservice,', 'Geachte heer/mevrouw,'],
    'pl': ['Dzień dobry,', 'Szanowni Państwo,'],
    'tr': ['Merhaba,', 'Sayın yetkili,', 'İyi günler,'],
    'ja': ['お世話になっております。', 'こんにちは。', 'ご担当者様'],
    'ar': ['مرحباً،', 'السلام عليكم،', 'تحية طيبة،'],
    'hi': ['नमस्ते,', 'प्रिय महोदय/महोदया,'],
}
CLOSE = {
    'en': ['Best regards,', 'Thanks,', 'Kind regards,', 'Cheers,', 'Many thanks,'],
    'de': ['Viele Grüße', 'Mit freundlichen Grüßen', 'Beste Grüße'],
    'fr': ['Cordialement,', 'Bien à vous,', 'Merci d\'avance,'],
    'es': ['Saludos,', 'Un saludo,', 'Atentamente,'],
    'pt': ['Cumprimentos,', 'Atenciosamente,', 'Obrigado,'],
    'it': ['Cordiali saluti,', 'Grazie,', 'Distinti saluti,'],
    'nl': ['Met vriendelijke groet,', 'Groetjes,'],
    'pl': ['Pozdrawiam,', 'Z poważaniem,'],
    'tr': ['Saygılarımla,', 'İyi çalışmalar,'],
    'ja': ['よろしくお願いいたします。'],
    'ar': ['مع التحية،', 'شكراً،'],
    'hi': ['धन्यवाद,', 'सादर,'],
}
SPEAKER = {
    'en': ['Customer', 'Agent', 'Guest', 'Visitor', 'You'], 'de': ['Kunde', 'Kundin', 'Mitarbeiter', 'Gast'],
    'fr': ['Client', 'Conseiller', 'Visiteur'], 'es': ['Cliente', 'Agente'], 'pt': ['Cliente', 'Atendente'],
    'it': ['Cliente', 'Operatore'], 'nl': ['Klant', 'Medewerker'], 'pl': ['Klient', 'Konsultant'],
    'tr': ['Müşteri', 'Temsilci'], 'ja': ['お客様', '担当'], 'ar': ['العميل', 'الموظف'], 'hi': ['ग्राहक', 'एजेंट'],
}
TICKET = {'en': 'Ticket', 'de': 'Vorgang', 'fr': 'Demande', 'es': 'Incidencia', 'pt': 'Chamado', 'it': 'Richiesta',
          'nl': 'Melding', 'pl': 'Zgłoszenie', 'tr': 'Talep', 'ja': '問い合わせ番号', 'ar': 'طلب رقم', 'hi': 'टिकट'}
STATUS = {'en': ['open', 'pending', 'waiting for customer', 'escalated'], 'de': ['offen', 'in Bearbeitung'],
          'fr': ['ouvert', 'en cours'], 'es': ['abierta', 'en curso'], 'pt': ['aberto', 'em andamento'],
          'it': ['aperta', 'in lavorazione'], 'nl': ['open', 'in behandeling'], 'pl': ['otwarte', 'w toku'],
          'tr': ['açık', 'işlemde'], 'ja': ['対応中', '未対応'], 'ar': ['مفتوح', 'قيد المعالجة'],
          'hi': ['खुला', 'प्रगति में']}
SUBJ_LABEL = {'en': 'Subject', 'de': 'Betreff', 'fr': 'Objet', 'es': 'Asunto', 'pt': 'Assunto', 'it': 'Oggetto',
              'nl': 'Onderwerp', 'pl': 'Temat', 'tr': 'Konu', 'ja': '件名', 'ar': 'الموضوع', 'hi': 'विषय'}
SUBJECTS = {
    'en': ['Refund request', 'Booking change', 'Appointment', 'Payroll update', 'Account locked',
           'Complaint about my order', 'Travel documents', 'Re: your enquiry'],
    'de': ['Rückerstattung', 'Umbuchung', 'Terminanfrage', 'Änderung Bankverbindung', 'Beschwerde',
           'AW: Ihre Anfrage'],
    'fr': ['Demande de remboursement', 'Modification de réservation', 'Rendez-vous', 'Réclamation'],
    'es': ['Solicitud de reembolso', 'Cambio de reserva', 'Cita', 'Reclamación'],
    'pt': ['Pedido de reembolso', 'Alteração de reserva', 'Reclamação'],
    'it': ['Richiesta di rimborso', 'Modifica prenotazione', 'Reclamo'],
    'nl': ['Terugbetaling', 'Wijziging boeking', 'Klacht'],
    'pl': ['Reklamacja', 'Zmiana rezerwacji', 'Zwrot pieniędzy'],
    'tr': ['İade talebi', 'Rezervasyon değişikliği', 'Şikayet'],
    'ja': ['返金のお願い', '予約変更について', 'お問い合わせ'],
    'ar': ['طلب استرداد', 'تعديل الحجز', 'شكوى'],
    'hi': ['रिफंड अनुरोध', 'बुकिंग में बदलाव', 'शिकायत'],
}
TEAM_SIG = {'en': ['Customer Service Team', 'The Front Desk', 'HR Operations', 'Your travel team'],
            'de': ['Ihr Kundenservice', 'Das Praxisteam', 'Ihr Reiseteam'], 'fr': ["L'équipe du service client"],
            'es': ['Atención al cliente'], 'pt': ['Equipa de apoio ao cliente'], 'it': ['Servizio clienti'],
            'nl': ['Klantenservice'], 'pl': ['Biuro obsługi klienta'], 'tr': ['Müşteri Hizmetleri'],
            'ja': ['カスタマーサポート'], 'ar': ['خدمة العملاء'], 'hi': ['ग्राहक सेवा टीम']}
ROLES = {
    'en': ['HR Business Partner', 'Front Desk Coordinator', 'Senior Travel Consultant', 'Customer Success Lead',
           'Payroll Specialist', 'Practice Manager'],
    'de': ['Personalreferentin', 'Praxismanagerin', 'Reiseberater', 'Teamleitung Kundenservice'],
    'fr': ['Responsable RH', 'Conseillère voyages', 'Secrétaire médicale'],
    'es': ['Responsable de RR. HH.', 'Agente de viajes', 'Recepción'],
    'pt': ['Gestora de RH', 'Consultor de viagens', 'Receção'],
    'it': ['Responsabile del personale', 'Consulente di viaggio', 'Segreteria'],
    'nl': ['HR-adviseur', 'Reisadviseur', 'Baliemedewerker'],
    'pl': ['Specjalista ds. kadr', 'Konsultant ds. podróży', 'Rejestracja'],
    'tr': ['İK Uzmanı', 'Seyahat Danışmanı', 'Hasta Kabul'],
    'ja': ['人事部', '旅行カウンセラー', '受付'],
    'ar': ['مسؤول الموارد البشرية', 'مستشار سفر', 'موظف الاستقبال'],
    'hi': ['एचआर प्रबंधक', 'ट्रैवल सलाहकार', 'रिसेप्शन'],
}
ORGS = {
    'en': ['Brightlane Travel Ltd', 'Riverside Family Clinic', 'Northwind Outfitters', 'Harbor Bank Customer Care'],
    'de': ['Sonnenschein Reisen GmbH', 'Praxis am Markt', 'Modehaus Weber KG', 'Volksbank Servicecenter'],
    'fr': ['Voyages Azur SARL', 'Cabinet médical Saint-Roch', 'Boutique Lumière'],
    'es': ['Viajes Sol y Mar S.L.', 'Clínica Dental Sonrisa', 'Tienda Online Olé'],
    'pt': ['Viagens Atlântico Lda.', 'Clínica Lisboa Saúde', 'Loja Verde'],
    'it': ['Viaggi Mediterraneo Srl', 'Studio Medico Colombo', 'Bottega Online'],
    'nl': ['Reisbureau Noordzee', 'Huisartsenpraktijk De Linde', 'Webshop Tulp'],
    'pl': ['Biuro Podróży Bałtyk', 'Przychodnia Zdrowie', 'Sklep Internetowy Bursztyn'],
    'tr': ['Güneş Turizm A.Ş.', 'Özel Anadolu Kliniği', 'Moda Dükkanı'],
    'ja': ['さくらトラベル株式会社', '東京中央クリニック', 'オンラインショップ花'],
    'ar': ['شركة الخليج للسفر', 'عيادة النور', 'متجر الواحة'],
    'hi': ['भारत यात्रा प्रा. लि.', 'सिटी क्लिनिक', 'ऑनलाइन बाज़ार'],
}
SIG_LABEL = {
    'phone': {'en': ['Tel.', 'Phone:', 'M:', 'Mobile:', 'T:', 'Direct:', 'Cell:'], 'de': ['Tel.:', 'Mobil:', 'Telefon:', 'Fon:', 'T'],
              'fr': ['Tél. :', 'Mobile :', 'Tél :'], 'es': ['Tel.:', 'Móvil:', 'Tlf.:'], 'pt': ['Tel.:', 'Telemóvel:', 'Cel.:'],
              'it': ['Tel.', 'Cell.', 'Tel:'], 'nl': ['Tel.:', 'Mobiel:', 'T:'], 'pl': ['Tel.:', 'Kom.:', 'tel.'],
              'tr': ['Tel:', 'Cep:', 'GSM:'], 'ja': ['TEL：', '携帯：', '電話：'], 'ar': ['هاتف:', 'جوال:'],
              'hi': ['फ़ोन:', 'मोबाइल:']},
    'email': {'en': ['E:', 'Email:', 'Mail:', 'e-mail:'], 'de': ['E-Mail:', 'Mail:'], 'fr': ['Courriel :', 'E-mail :'],
              'es': ['Correo:', 'Email:'], 'pt': ['E-mail:'], 'it': ['Email:', 'E-mail:'], 'nl': ['E-mail:', 'Mail:'],
              'pl': ['E-mail:', 'Mail:'], 'tr': ['E-posta:'], 'ja': ['Mail：', 'メール：'], 'ar': ['البريد:'],
              'hi': ['ईमेल:']},
}
FORM_LABELS = {
    'en': dict(name='Name', email='Email', phone='Phone', credit_card='Card number', us_ssn='SSN', iban='IBAN',
               ip_address='IP address', secret='Password', subject='Subject', message='Message',
               date='Preferred date', order='Order number'),
    'de': dict(name='Name', email='E-Mail', phone='Telefon', credit_card='Kreditkartennummer', us_ssn='US-SSN',
               iban='IBAN', ip_address='IP-Adresse', secret='Passwort', subject='Betreff', message='Nachricht',
               date='Wunschtermin', order='Bestellnummer'),
    'fr': dict(name='Nom', email='E-mail', phone='Téléphone', credit_card='Numéro de carte', us_ssn='SSN (USA)',
               iban='IBAN', ip_address='Adresse IP', secret='Mot de passe', subject='Objet', message='Message',
               date='Date souhaitée', order='N° de commande'),
    'es': dict(name='Nombre', email='Correo electrónico', phone='Teléfono', credit_card='Número de tarjeta',
               us_ssn='SSN (EE. UU.)', iban='IBAN', ip_address='Dirección IP', secret='Contraseña', subject='Asunto',
               message='Mensaje', date='Fecha preferida', order='Nº de pedido'),
    'pt': dict(name='Nome', email='E-mail', phone='Telefone', credit_card='Número do cartão', us_ssn='SSN (EUA)',
               iban='IBAN', ip_address='Endereço IP', secret='Senha', subject='Assunto', message='Mensagem',
               date='Data preferida', order='Nº da encomenda'),
    'it': dict(name='Nome', email='E-mail', phone='Telefono', credit_card='Numero carta', us_ssn='SSN (USA)',
               iban='IBAN', ip_address='Indirizzo IP', secret='Password', subject='Oggetto', message='Messaggio',
               date='Data preferita', order='N. ordine'),
    'nl': dict(name='Naam', email='E-mail', phone='Telefoon', credit_card='Kaartnummer', us_ssn='SSN (VS)',
               iban='IBAN', ip_address='IP-adres', secret='Wachtwoord', subject='Onderwerp', message='Bericht',
               date='Voorkeursdatum', order='Bestelnummer'),
    'pl': dict(name='Imię i nazwisko', email='E-mail', phone='Telefon', credit_card='Numer karty', us_ssn='SSN (USA)',
               iban='IBAN', ip_address='Adres IP', secret='Hasło', subject='Temat', message='Wiadomość',
               date='Preferowany termin', order='Nr zamówienia'),
    'tr': dict(name='Ad Soyad', email='E-posta', phone='Telefon', credit_card='Kart numarası', us_ssn='SSN (ABD)',
               iban='IBAN', ip_address='IP adresi', secret='Şifre', subject='Konu', message='Mesaj',
               date='Tercih edilen tarih', order='Sipariş no'),
    'ja': dict(name='氏名', email='メールアドレス', phone='電話番号', credit_card='カード番号', us_ssn='SSN（米国）',
               iban='IBAN', ip_address='IPアドレス', secret='パスワード', subject='件名', message='お問い合わせ内容',
               date='希望日', order='注文番号'),
    'ar': dict(name='الاسم', email='البريد الإلكتروني', phone='الهاتف', credit_card='رقم البطاقة',
               us_ssn='رقم الضمان الاجتماعي الأمريكي', iban='الآيبان', ip_address='عنوان IP', secret='كلمة المرور',
               subject='الموضوع', message='الرسالة', date='التاريخ المفضل', order='رقم الطلب'),
    'hi': dict(name='नाम', email='ईमेल', phone='फ़ोन', credit_card='कार्ड नंबर', us_ssn='SSN (अमेरिका)', iban='IBAN',
               ip_address='IP पता', secret='पासवर्ड', subject='विषय', message='संदेश', date='पसंदीदा तारीख',
               order='ऑर्डर नंबर'),
}
FORM_MSG = {
    'en': ['Please call me back about my appointment.', "I still haven't received my refund.",
           'Question about my booking next month.', 'Updating my details for payroll.',
           'Cannot log in to the customer portal.', 'Parcel arrived damaged.'],
    'de': ['Bitte um Rückruf wegen meines Termins.', 'Meine Erstattung ist noch nicht angekommen.',
           'Frage zur Buchung im nächsten Monat.', 'Paket kam beschädigt an.'],
    'fr': ['Merci de me rappeler au sujet de mon rendez-vous.', "Je n'ai toujours pas reçu mon remboursement.",
           'Colis arrivé abîmé.'],
    'es': ['Por favor, llámenme por lo de mi cita.', 'Todavía no he recibido el reembolso.', 'El paquete llegó dañado.'],
    'pt': ['Por favor, liguem-me sobre a minha consulta.', 'Ainda não recebi o reembolso.'],
    'it': ["Vorrei essere richiamato per l'appuntamento.", 'Non ho ancora ricevuto il rimborso.'],
    'nl': ['Graag terugbellen over mijn afspraak.', 'Ik heb mijn terugbetaling nog niet ontvangen.'],
    'pl': ['Proszę o kontakt w sprawie wizyty.', 'Nadal nie otrzymałem zwrotu pieniędzy.'],
    'tr': ['Randevum hakkında geri dönüş bekliyorum.', 'İadem hâlâ hesabıma geçmedi.'],
    'ja': ['予約の件で折り返しご連絡ください。', '返金がまだ届いていません。'],
    'ar': ['أرجو الاتصال بي بخصوص موعدي.', 'لم أستلم المبلغ المسترد حتى الآن.'],
    'hi': ['कृपया मेरी अपॉइंटमेंट के बारे में कॉल करें।', 'मुझे अभी तक रिफंड नहीं मिला है।'],
}
CITY = {'en': ['London', 'Chicago', 'Toronto', 'Sydney', 'Dublin', 'Boston', 'Manchester'],
        'de': ['Berlin', 'München', 'Hamburg', 'Wien', 'Zürich', 'Köln'],
        'fr': ['Paris', 'Lyon', 'Bruxelles', 'Marseille', 'Genève'],
        'es': ['Madrid', 'Barcelona', 'Sevilla', 'Valencia', 'Ciudad de México'],
        'pt': ['Lisboa', 'Porto', 'São Paulo', 'Rio de Janeiro'], 'it': ['Roma', 'Milano', 'Napoli', 'Torino'],
        'nl': ['Amsterdam', 'Rotterdam', 'Utrecht', 'Antwerpen'], 'pl': ['Warszawa', 'Kraków', 'Gdańsk', 'Wrocław'],
        'tr': ['İstanbul', 'Ankara', 'İzmir', 'Antalya'], 'ja': ['東京', '大阪', '京都', '札幌'],
        'ar': ['دبي', 'الرياض', 'القاهرة', 'جدة'], 'hi': ['दिल्ली', 'मुंबई', 'बेंगलुरु', 'जयपुर']}
RELATION = {'en': ['wife', 'husband', 'mother', 'son', 'partner', 'sister'], 'de': ['Ehefrau', 'Vater', 'Tochter'],
            'fr': ['épouse', 'père'], 'es': ['esposa', 'hermano'], 'pt': ['mãe', 'marido'], 'it': ['moglie', 'figlio'],
            'nl': ['partner', 'moeder'], 'pl': ['żona', 'syn'], 'tr': ['eşi', 'annesi'], 'ja': ['妻', '父'],
            'ar': ['الزوجة', 'الأخ'], 'hi': ['पत्नी', 'पिता']}

MONTH_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
            'November', 'December']
MONTH_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober',
            'November', 'Dezember']


def fmt_date(lang):
    y, m, d = ch([2023, 2024, 2025, 2026]), R.randint(1, 12), R.randint(1, 28)
    if lang == 'en':
        return ch([f"{m:02d}/{d:02d}/{y}", f"{d} {MONTH_EN[m - 1]} {y}", f"{MONTH_EN[m - 1]} {d}, {y}",
                   f"{y}-{m:02d}-{d:02d}", f"{d} {MONTH_EN[m - 1][:3]}"])
    if lang == 'de':
        return ch([f"{d:02d}.{m:02d}.{y}", f"{d}. {MONTH_DE[m - 1]} {y}", f"{d}.{m}."])
    if lang in ('fr', 'es', 'pt', 'it'):
        return f"{d:02d}/{m:02d}/{y}"
    if lang == 'nl':
        return ch([f"{d}-{m}-{y}", f"{d:02d}-{m:02d}-{y}"])
    if lang in ('pl', 'tr'):
        return f"{d:02d}.{m:02d}.{y}"
    if lang == 'ja':
        return f"{y}年{m}月{d}日"
    if lang == 'ar':
        return f"{d}/{m}/{y}"
    return f"{d:02d}-{m:02d}-{y}"


def thousands(n, sep):
    s = str(n)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def indian(n):
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ','.join(parts) + ',' + tail


def fmt_price(lang):
    whole = ch([R.randint(5, 199), R.randint(200, 4999), R.randint(1000, 250000)])
    cents = R.randint(0, 99)
    if lang == 'en':
        return ch([f"${thousands(whole, ',')}.{cents:02d}", f"£{thousands(whole, ',')}.{cents:02d}",
                   f"{thousands(whole, ',')}.{cents:02d} USD", f"€{thousands(whole, ',')}.{cents:02d}"])
    if lang in ('de', 'es', 'nl', 'it'):
        return ch([f"{thousands(whole, '.')},{cents:02d} €", f"€ {thousands(whole, '.')},{cents:02d}",
                   f"EUR {thousands(whole, '.')},{cents:02d}"])
    if lang == 'fr':
        return ch([f"{thousands(whole, ' ')},{cents:02d} €", f"{thousands(whole, chr(0x202f))},{cents:02d} €"])
    if lang == 'pt':
        return ch([f"R$ {thousands(whole, '.')},{cents:02d}", f"{thousands(whole, ' ')},{cents:02d} €"])
    if lang == 'pl':
        return f"{thousands(whole, ' ')},{cents:02d} zł"
    if lang == 'tr':
        return ch([f"{thousands(whole, '.')},{cents:02d} TL", f"₺{thousands(whole, '.')},{cents:02d}"])
    if lang == 'ja':
        return ch([f"¥{thousands(whole * 10, ',')}", f"{thousands(whole * 10, ',')}円"])
    if lang == 'ar':
        return ch([f"{thousands(whole, ',')}.{cents:02d} درهم", f"SAR {thousands(whole, ',')}.{cents:02d}"])
    return ch([f"₹{indian(whole * 10)}", f"Rs. {indian(whole)}.{cents:02d}"])


def gen_order():
    return ch([f"{dg(3)}-{dg(7)}-{dg(7)}", f"#{R.randint(100000, 9999999)}", f"ORD-{R.randint(2022, 2025)}-{dg(6)}",
               f"A{dg(9)}", f"WEB-{rs(UPDIG, 4)}-{dg(4)}", f"SO{dg(7)}"])


def gen_tracking():
    return ch([f"1Z{rs(UPDIG, 6)}{ch(['01', '02', '03'])}{dg(8)}", f"00340434{dg(12)}", f"{ch(UP)}{ch(UP)}{dg(9)}GB",
               f"9400 {dg(4)} {dg(4)} {dg(4)} {dg(4)} {dg(2)}", f"JJD{dg(18)}", f"{dg(12)}",
               f"{ch(['RR', 'LX', 'CP'])}{dg(9)}{ch(['DE', 'PL', 'TR', 'NL'])}", f"0{dg(13)}"])


def gen_invoice():
    y = R.randint(2022, 2025)
    return ch([f"INV-{y}-{dg(5)}", f"RE-{y}/{dg(4)}", f"FA{y}{dg(6)}", f"FV/{dg(3)}/{R.randint(1, 12):02d}/{y}",
               f"{y}-{dg(6)}", f"F-{dg(7)}"])


def gen_pnr():
    while True:
        s = rs('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)
        if re.search(r'[A-Z]', s):
            return s


FLIGHT_AIRLINES = ['LH', 'BA', 'AF', 'KL', 'IB', 'TP', 'AZ', 'LO', 'TK', 'JL', 'NH', 'EK', 'QR', 'AI', '6E', 'FR',
                   'U2', 'W6', 'UA', 'DL', 'AA', 'SQ', 'EY', 'SV', 'MS', 'LX', 'OS', 'SN', 'VY', 'PC']


def gen_flight():
    return ch(FLIGHT_AIRLINES) + ch([' ', '']) + str(R.randint(1, 2999))


def gen_time(lang):
    h, m = R.randint(6, 22), ch([0, 5, 10, 15, 20, 30, 35, 40, 45, 50, 55])
    if lang == 'en' and R.random() < 0.5:
        return f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}"
    if lang == 'fr' and R.random() < 0.5:
        return f"{h}h{m:02d}"
    return f"{h:02d}:{m:02d}"


def gen_qty(lang):
    n = ch([R.randint(2, 99), R.randint(100, 9999), R.randint(10000, 2000000)])
    sep = {'en': ',', 'de': '.', 'fr': ' ', 'pl': ' ', 'es': '.', 'it': '.', 'pt': '.', 'nl': '.', 'tr': '.',
           'ja': ',', 'ar': ',', 'hi': ','}[lang]
    return thousands(n, sep)


def gen_ipver():
    return ch([f"{R.randint(1, 12)}.{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 9999)}",
               f"10.0.{ch([19045, 22621, 22631, 26100])}.{R.randint(100, 4000)}",
               f"{R.randint(110, 131)}.0.{R.randint(5000, 6999)}.{R.randint(10, 250)}",
               f"{R.randint(1, 5)}.{R.randint(0, 20)}.{R.randint(0, 9)}.{R.randint(0, 99)}"])


def gen_isbn():
    while True:
        grp = ch(['3', '2', '84', '88', '0', '1', '85', '83', '90', '605', '4', '81'])
        rest_len = 9 - len(grp)
        pub_len = R.randint(2, rest_len - 2)
        pub, title = dg(pub_len), dg(rest_len - pub_len)
        core = '978' + grp + pub + title
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
        chk = str((10 - s % 10) % 10)
        full = core + chk
        if luhn_ok(full):
            continue
        return ch([f"978-{grp}-{pub}-{title}-{chk}", full])


def gen_ean():
    while True:
        pre = ch(['400', '401', '402', '403', '405', '406', '407', '409', '440', '50', '76', '80', '84', '87', '90',
                  '54', '590', '729', '869', '471', '489', '560'])
        core = pre + dg(12 - len(pre))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
        full = core + str((10 - s % 10) % 10)
        if not luhn_ok(full):
            return full


def gen_postcode(lang):
    if lang == 'en':
        return ch([f"{ch(['SW', 'EC', 'N', 'M', 'EH', 'B', 'LS', 'BS'])}{R.randint(1, 20)} {R.randint(1, 9)}{rs('ABDEFGHJLNPQRSTUWXYZ', 2)}",
                   f"{R.randint(10001, 99950)}", f"{ch(['M5V', 'H2X', 'V6B'])} {R.randint(1, 9)}{ch(UP)}{R.randint(1, 9)}",
                   f"NSW {R.randint(2000, 2999)}"])
    return {'de': lambda: f"{R.randint(1067, 99998):05d}", 'fr': lambda: f"{R.randint(1000, 95999):05d}",
            'es': lambda: f"{R.randint(1, 52):02d}{dg(3)}", 'pt': lambda: f"{R.randint(1000, 9999)}-{dg(3)}",
            'it': lambda: f"{R.randint(10, 98)}{dg(3)}", 'nl': lambda: f"{R.randint(1000, 9999)} {rs('ABCDEGHJKLMNPRSTVWXZ', 2)}",
            'pl': lambda: f"{R.randint(0, 99):02d}-{dg(3)}", 'tr': lambda: f"{R.randint(1, 81):02d}{dg(3)}",
            'ja': lambda: f"〒{dg(3)}-{dg(4)}", 'ar': lambda: f"{R.randint(11000, 99999)}",
            'hi': lambda: f"{R.randint(110001, 855999)}"}[lang]()


def gen_badcard():
    brand = ch(['visa', 'mc', 'amex', 'discover', 'jcb'])
    n = card_number(brand)
    bad = n[:-1] + str((int(n[-1]) + R.randint(1, 9)) % 10)
    assert not luhn_ok(bad)
    return fmt_card(bad, brand)


def gen_masked():
    l4 = dg(4)
    return ch([f"**** **** **** {l4}", f"XXXX-XXXX-XXXX-{l4}", f"•••• {l4}", f"{ch(['411111', '542418', '376000', '601100'])}******{l4}",
               f"**** {l4}", f"xxxxxxxxxxxx{l4}", f"************{l4}"])


PLACEHOLDERS = ['your-api-key-here', '<YOUR_API_KEY>', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'xxxx-xxxx-xxxx-xxxx',
                '${STRIPE_SECRET_KEY}', '{{ secrets.GITHUB_TOKEN }}', 'AKIAIOSFODNN7EXAMPLE',
                'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '********', '<redacted>', 'REPLACE_ME',
                "os.environ['OPENAI_API_KEY']", 'process.env.SENDGRID_API_KEY', 'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
                '<your-password>', 'YOUR_TOKEN_HERE', '[hidden]', '%DB_PASSWORD%']


def gen_ref():
    return ch([f"{dg(4)} {dg(4)} {dg(4)}", f"{dg(3)}-{dg(3)}-{dg(4)}-{rs(UP, 1)}", f"{dg(4)} {dg(3)} {dg(3)}",
               f"{R.randint(2019, 2025)} {dg(4)} {dg(4)}", f"{dg(2)} {dg(2)} {dg(2)} {dg(2)} {dg(2)}-{rs(UP, 2)}",
               f"{dg(3)}.{dg(3)}.{dg(3)}"])


SLOT = {
    'name': lambda c: c.person.display,
    'date': lambda c: fmt_date(c.lang), 'date2': lambda c: fmt_date(c.lang), 'time': lambda c: gen_time(c.lang),
    'order': lambda c: gen_order(), 'price': lambda c: fmt_price(c.lang), 'price2': lambda c: fmt_price(c.lang),
    'exp': lambda c: exp_date(), 'brand': lambda c: BRAND_NAME.get(c.extra.get('brand'), 'Visa'),
    'bic': lambda c: gen_bic(c.extra.get('cc', ch(['DE', 'FR', 'NL', 'ES', 'IT']))),
    'city': lambda c: ch(CITY[c.lang]), 'port': lambda c: str(ch([22, 80, 443, 8080, 8443, 3389, 5432, R.randint(1024, 65000)])),
    'sport': lambda c: str(R.randint(30000, 65000)),
    'relation': lambda c: ch(RELATION[c.lang]), 'tracking': lambda c: gen_tracking(),
    'invoice': lambda c: gen_invoice(), 'pnr': lambda c: gen_pnr(), 'flight': lambda c: gen_flight(),
    'room': lambda c: str(ch([R.randint(101, 1450), R.randint(1, 40)])), 'seat': lambda c: f"{R.randint(1, 48)}{ch('ABCDEFHJK')}",
    'gate': lambda c: f"{ch('ABCDEFGHKZ')}{R.randint(1, 68)}", 'ticket': lambda c: str(R.randint(10000, 999999)),
    'qty': lambda c: gen_qty(c.lang), 'sku': lambda c: ch([f"SKU-{dg(5)}-{rs(UP, 2)}", f"{dg(3)}.{dg(3)}.{dg(2)}", f"ART-{dg(6)}",
                                                          f"{rs(UP, 3)}-{dg(4)}-{rs(UPDIG, 3)}"]),
    'bytes': lambda c: str(R.randint(200, 90000)), 'path': lambda c: ch(['checkout', 'login', 'api/v1/bookings', 'admin/', 'portal/hr', 'cart', 'wp-login.php']),
    'clfdate': lambda c: f"{R.randint(1, 28):02d}/{ch(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])}/{ch([2024, 2025])}:{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d} {ch(['+0000', '+0100', '+0200', '-0500'])}",
    'iso': lambda c: f"{ch([2024, 2025])}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z",
    'nights': lambda c: str(R.randint(1, 14)), 'guests': lambda c: str(R.randint(1, 6)),
    'ipver': lambda c: gen_ipver(), 'isbn': lambda c: gen_isbn(), 'ean': lambda c: gen_ean(),
    'postcode': lambda c: gen_postcode(c.lang),
    'pct': lambda c: (f"{R.randint(1, 60)}" + ch(['', ',5', '.5', '.75']) + ch(['%', ' %'])) if c.lang != 'en' else f"{R.randint(1, 60)}{ch(['', '.5'])}%",
    'coord': lambda c: ch([f"{R.uniform(-45, 65):.4f}, {R.uniform(-120, 150):.4f}",
                           f"{R.randint(1, 70)}°{R.randint(0, 59)}′{R.randint(0, 59)}″N {R.randint(1, 150)}°{R.randint(0, 59)}′{R.randint(0, 59)}″E"]),
    'measure': lambda c: ch([f"{R.randint(1, 40)}{',' if c.lang != 'en' else '.'}{R.randint(0, 9)} kg",
                             f"{R.randint(100, 2500)} g", f"{R.randint(1, 3)}{',' if c.lang != 'en' else '.'}{R.randint(10, 99)} m"]),
    'weight': lambda c: ch([f"{R.randint(1, 40)}.{R.randint(0, 9)} kg", f"{R.randint(100, 2500)} g", f"{R.randint(2, 60)} lb"]),
    'sha': lambda c: rs(HEX, 64), 'md5': lambda c: rs(HEX, 32), 'gitsha': lambda c: rs(HEX, ch([7, 40])),
    'uuid': lambda c: str(uuid.UUID(int=R.getrandbits(128), version=4)),
    'badcard': lambda c: gen_badcard(), 'masked': lambda c: gen_masked(), 'masked2': lambda c: gen_masked(),
    'last4': lambda c: dg(4), 'placeholder': lambda c: ch(PLACEHOLDERS), 'ref': lambda c: gen_ref(),
    'policy': lambda c: f"{dg(4)} {dg(4)} {dg(2)}", 'meter': lambda c: thousands(R.randint(1000, 999999), ch(['.', ' ', ','])),
    'serial': lambda c: ch([f"{dg(4)}-{dg(3)}-{dg(3)}", f"SN{rs(UPDIG, 10)}", f"{rs(UP, 2)}{dg(8)}"]),
    'oid': lambda c: '1.3.6.1.' + '.'.join(str(R.randint(1, 30)) for _ in range(R.randint(4, 8))),
    'train': lambda c: f"{ch(['ICE', 'TGV', 'AVE', 'IC', 'EC', 'RJ', 'Frecciarossa'])} {R.randint(10, 1999)}",
    'seatnum': lambda c: str(R.randint(1, 120)),
    'iban_masked': lambda c: f"{ch(['DE', 'FR', 'NL', 'ES', 'IT', 'GB'])}** **** **** **** **{dg(2)} {dg(2)}",
    'hotelconf': lambda c: f"{dg(4)}.{dg(3)}.{dg(3)}", 'bp': lambda c: f"{R.randint(110, 135)}/{R.randint(70, 85)} mmHg",
    'pulse': lambda c: str(R.randint(55, 95)), 'temp': lambda c: f"{R.randint(36, 37)},{R.randint(0, 9)} °C",
    'zip4': lambda c: f"{R.randint(10001, 99950)}-{dg(4)}", 'hexcolor': lambda c: '#' + rs('0123456789ABCDEF', 6),
    'sortcode': lambda c: f"{dg(2)}-{dg(2)}-{dg(2)}", 'blz': lambda c: f"{dg(3)} {dg(3)} {dg(2)}",
    'uid': lambda c: str(R.randint(1000, 99999)), 'iface': lambda c: ch(['eth0', 'en0', 'wlan0', 'ens192']),
    'method': lambda c: ch(['GET', 'POST', 'GET', 'PUT']), 'status': lambda c: ch(['200', '302', '401', '403', '404', '500']),
    'svc': lambda c: c.extra.get('svc', 'API'), 'agent': lambda c: ch(['Mozilla/5.0', 'curl/8.4.0', 'okhttp/4.12.0']),
    'duration': lambda c: f"{R.randint(1, 59)} min", 'extension': lambda c: str(R.randint(100, 999)),
    'version': lambda c: f"{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}",
}


class Ctx:
    def __init__(self, lang, person=None, extra=None):
        self.lang = lang
        self.person = person or Person(lang)
        self.extra = extra or {}
        self.cache = {}


def fill(tpl, ctx):
    def rep(m):
        k = m.group(1)
        if k in ('v', 'url'):
            return m.group(0)
        if k not in SLOT:
            raise KeyError(f"unknown slot {k} in {tpl!r}")
        if k not in ctx.cache:
            ctx.cache[k] = SLOT[k](ctx)
        return ctx.cache[k]
    return re.sub(r'\{([a-z0-9_]+)\}', rep, tpl)


DECOS = {
    'en': [('(', ')'), ('"', '"'), ('“', '”'), ('[', ']'), ("'", "'"), ('*', '*'), ('<', '>')],
    'de': [('„', '“'), ('(', ')'), ('"', '"'), ('[', ']')],
    'fr': [('«\u00a0', '\u00a0»'), ('(', ')'), ('"', '"')],
    'es': [('«', '»'), ('(', ')'), ('"', '"')],
    'pt': [('"', '"'), ('(', ')'), ('«', '»')],
    'it': [('«', '»'), ('(', ')'), ('"', '"')],
    'nl': [('‘', '’'), ('(', ')'), ('"', '"')],
    'pl': [('„', '”'), ('(', ')')],
    'tr': [('"', '"'), ('(', ')')],
    'ja': [('「', '」'), ('（', '）'), ('『', '』')],
    'ar': [('(', ')'), ('«', '»')],
    'hi': [('(', ')'), ('"', '"')],
}


def place(filled, rendered, ctx, slot='{v}', deco_p=0.2):
    """Insert rendered value into filled template at slot. Returns text."""
    pre, post = filled.split(slot, 1)
    if R.random() < deco_p and (not pre or pre[-1] in ' \n:') and (not post or post[0] in ' \n.,;!?'):
        a, b = ch(DECOS[ctx.lang])
        pre, post = pre + a, b + post
    # keep a separation where a value would otherwise glue onto a word
    if pre and pre[-1].isalnum() and (pre[-1].isascii() or not rendered[0].isascii()):
        pre += ' '
    if post and post[0].isalnum() and (post[0].isascii() or not rendered[-1].isascii()):
        post = ' ' + post
    if post and post[0] in '.@' and rendered[-1].isalnum() and ctx.extra.get('typ') == 'email' and post[:2] != '.\n' and len(post) > 1 and post[1].isalnum():
        post = ' ' + post
    return pre + rendered + post


def wrap(core, lang, ctx, allow_name=True):
    r = R.random()
    if r < 0.45:
        return core
    if r < 0.63:
        sig = ctx.person.display if allow_name else ch(TEAM_SIG[lang])
        head = f"{SUBJ_LABEL[lang]}: {ch(SUBJECTS[lang])}\n\n" if R.random() < 0.5 else ''
        return f"{head}{ch(GREET[lang])}\n\n{core}\n\n{ch(CLOSE[lang])}\n{sig}"
    if r < 0.82:
        t = f"{R.randint(7, 21):02d}:{R.randint(0, 59):02d}"
        sp = ch(SPEAKER[lang])
        return ch([f"[{t}] {sp}: {core}", f"{sp} ({t}): {core}", f"{t} {sp}\n{core}", f"{sp}: {core}"])
    return f"{TICKET[lang]} #{R.randint(10000, 999999)} · {ch(STATUS[lang])}\n{core}"


# ---------------------------------------------------------------------------
# sentence templates per type and language ({v} = the value)
# ---------------------------------------------------------------------------
TPL = {}
TPL['email'] = {
    'en': [
        "Please send the invoice for order {order} to {v} instead of my work address.",
        "You can reach me at {v} if the courier can't find the house.",
        "Hi, I changed my e-mail to {v} – could you update my profile?",
        "The booking confirmation should go to {v}, not to my husband's account.",
        "New starter: {name}, first day {date}, personal e-mail {v}.",
        "The patient asked us to send the lab results to {v} rather than by post.",
        "I never got the password reset link at {v}. Can you resend it?",
        "{v} is the address I used when I placed the order.",
        "Why do I keep getting newsletters at {v}? I unsubscribed twice!!",
        "cc'ing my assistant ({v}) so she can sort out the visa paperwork",
        "Your refund confirmation was sent to \"{v}\" on {date}.",
        "pls use {v}\nthx",
        "Our records show {v} as the login for this account; is that still correct?",
        "Forwarding to payroll – the employee's private address is {v}",
        "Could you add {v} as a second contact for the family booking?",
        "Reply-To: {v}",
        "Guest list for room {room}: {name} <{v}>",
        "If anything changes with flight {flight}, e-mail me at {v} – I won't have roaming.",
    ],
    'de': [
        "Bitte schicken Sie die Rechnung an {v}, meine alte Adresse gibt es nicht mehr.",
        "Meine neue E-Mail-Adresse lautet {v}.",
        "Die Bewerbungsunterlagen von {name} kamen von {v} – bitte Eingang bestätigen.",
        "Rückfragen gerne per Mail an {v} oder telefonisch.",
        "Können Sie mir die Buchungsbestätigung noch einmal an {v} senden?",
        "{v} ist die Adresse, mit der ich mich im Kundenkonto anmelde.",
    ],
    'fr': [
        "Merci d'envoyer la facture à l'adresse {v} plutôt qu'à mon adresse pro.",
        "Mon adresse e-mail a changé : {v}",
        "Pour le rendez-vous du {date}, vous pouvez me joindre sur {v}.",
        "Je n'ai reçu aucun e-mail de confirmation sur {v}, est-ce normal ?",
    ],
    'es': [
        "Por favor, envíen la factura a {v}.",
        "Mi correo nuevo es {v}, el anterior ya no lo uso.",
        "Para cualquier duda sobre la reserva, escríbanme a {v}.",
    ],
    'pt': [
        "Podem enviar o comprovativo para {v}, por favor?",
        "Meu e-mail para contato é {v}.",
        "A confirmação da viagem deve ir para {v} e não para o e-mail da empresa.",
    ],
    'it': [
        "Vi prego di inviare la conferma della prenotazione a {v}.",
        "Il mio indirizzo email è cambiato, ora è {v}.",
    ],
    'nl': [
        "Kunt u de factuur naar {v} sturen?",
        "Mijn e-mailadres is gewijzigd naar {v}.",
    ],
    'pl': [
        "Proszę o przesłanie faktury na adres {v}.",
        "Mój nowy adres e-mail to {v}, stary jest nieaktualny.",
    ],
    'tr': [
        "Faturayı {v} adresine gönderebilir misiniz?",
        "E-posta adresim değişti, yenisi: {v}",
    ],
    'ja': [
        "請求書は {v} 宛てにお送りください。",
        "メールアドレスを{v}に変更しました。",
        "予約確認メールが{v}に届いていません。",
    ],
    'ar': [
        "يرجى إرسال الفاتورة إلى البريد الإلكتروني {v} وشكراً.",
        "بريدي الإلكتروني الجديد هو {v}",
    ],
    'hi': [
        "कृपया बिल {v} पर भेज दीजिए।",
        "मेरा नया ईमेल पता {v} है।",
    ],
}
TPL['phone'] = {
    'en': [
        "Please call me back on {v} after 5pm.",
        "My mobile is {v}, the landline is out of order.",
        "The driver can ring {v} when he arrives.",
        "Emergency contact: {name} ({relation}) – {v}",
        "Patient called from {v} to reschedule the appointment on {date}.",
        "Missed call from {v} at {time}, no voicemail left.",
        "Can you update my number to {v}? The old one is disconnected.",
        "text me at {v} pls",
        "For the airport transfer, the hotel will contact you at {v}.",
        "{v} – that's my WhatsApp, easiest way to reach me while travelling.",
        "Candidate {name} prefers a call on {v} between 12 and 2.",
        "Could the courier call {v} before delivering order {order}?",
        "Reachable until Friday on {v}, after that I'm in {city}.",
        "I tried to call you back but {v} goes straight to voicemail?",
    ],
    'de': [
        "Bitte rufen Sie mich unter {v} zurück.",
        "Meine Handynummer hat sich geändert: {v}",
        "Rückruf erbeten unter {v}, am besten vormittags.",
        "Notfallkontakt: {name} ({relation}), Tel. {v}",
        "{v} – unter dieser Nummer bin ich tagsüber erreichbar.",
    ],
    'fr': [
        "Vous pouvez me rappeler au {v} entre 9h et 12h.",
        "Mon numéro de portable : {v}",
        "Le livreur peut m'appeler au {v}.",
    ],
    'es': [
        "Pueden llamarme al {v} por las tardes.",
        "Mi número de móvil es {v}.",
        "El paciente dejó su teléfono: {v}",
    ],
    'pt': [
        "Liguem-me para o {v}, por favor.",
        "Meu celular é {v} (WhatsApp também).",
    ],
    'it': [
        "Potete richiamarmi al numero {v}?",
        "Il mio cellulare: {v}",
    ],
    'nl': [
        "U kunt mij bereiken op {v}.",
        "Bel me even terug op {v}, ik ben thuis.",
    ],
    'pl': [
        "Proszę o kontakt pod numerem {v}.",
        "Mój numer telefonu to {v}.",
    ],
    'tr': [
        "Beni {v} numarasından arayabilirsiniz.",
        "Cep telefonum: {v}",
    ],
    'ja': [
        "折り返しは{v}までお願いします。",
        "携帯番号：{v}",
    ],
    'ar': [
        "يمكنكم الاتصال بي على الرقم {v}",
        "رقم الجوال: {v}",
    ],
    'hi': [
        "कृपया मुझे {v} पर कॉल करें।",
        "मेरा मोबाइल नंबर {v} है।",
    ],
}
TPL['credit_card'] = {
    'en': [
        "I was charged twice on my card {v} for order {order}.",
        "Card number: {v}, exp {exp}",
        "Can you refund to {v}? That's the card I paid with.",
        "My {brand} {v} got blocked after the payment in {city}.",
        "Please guarantee the late arrival with card {v} (expiry {exp}).",
        "The transaction on {v} dated {date} was not made by me.",
        "Pay with: {brand} {v}",
        "I'd like to dispute a charge of {price} on card {v}.",
        "we have {v} on file for this booking – still valid?",
        "Replace my lost card {v} please, I'm abroad until {date}.",
        "{v} exp {exp} cvv on the back, please charge the deposit",
        "Checkout keeps rejecting my {brand} {v} although there's money on it.",
    ],
    'de': [
        "Bitte buchen Sie den Betrag von meiner Kreditkarte {v} ab.",
        "Meine Karte {v} wurde doppelt belastet.",
        "Kartennummer {v}, gültig bis {exp}.",
        "Die {brand} {v} ist gesperrt, bitte nehmen Sie die neue.",
    ],
    'fr': [
        "Ma carte {v} a été débitée deux fois.",
        "Vous pouvez garantir la réservation avec la carte n° {v}.",
        "Numéro de carte : {v} – date d'expiration {exp}",
    ],
    'es': [
        "Me han cobrado dos veces en la tarjeta {v}.",
        "Número de tarjeta: {v}, caducidad {exp}.",
    ],
    'pt': [
        "Fui cobrado duas vezes no cartão {v}.",
        "O número do cartão é {v}, validade {exp}.",
    ],
    'it': [
        "Mi è stato addebitato due volte sulla carta {v}.",
        "Numero carta: {v} – scadenza {exp}.",
    ],
    'nl': [
        "Er is twee keer afgeschreven van mijn creditcard {v}.",
        "Mijn kaartnummer is {v}.",
    ],
    'pl': [
        "Z mojej karty {v} pobrano opłatę dwukrotnie.",
        "Numer karty: {v}",
    ],
    'tr': [
        "{v} numaralı kartımdan iki kez çekim yapıldı.",
        "Kart numaram: {v}",
    ],
    'ja': [
        "カード番号{v}で二重に請求されています。",
        "クレジットカード番号：{v}（有効期限 {exp}）",
    ],
    'ar': [
        "تم خصم المبلغ مرتين من بطاقتي {v}",
        "رقم البطاقة: {v}",
    ],
    'hi': [
        "मेरे कार्ड {v} से दो बार पैसे कट गए हैं।",
        "कार्ड नंबर: {v}",
    ],
}
TPL['us_ssn'] = {
    'en': [
        "Employee {name}, SSN: {v}, start date {date}.",
        "My Social Security number is {v}.",
        "Please correct the SSN on my W-2 – it should read {v}.",
        "Patient SSN {v} (verify against insurance card).",
        "The I-9 form lists SSN#{v} for the new hire.",
        "Payroll used the wrong social ({v}) on the last run, please fix.",
        "Social Security No.: {v}",
        "Hi HR, my spouse's SSN for the benefits enrollment is {v}.",
        "Tax ID (SSN): {v}",
        "Applicant SSN {v} – background check pending.",
        "{v} is my SSN, I typed it wrong on the onboarding form.",
        "For the 401(k) rollover they need the SSN {v} and the plan number.",
        "dependent: {name}, relationship: child, SSN {v}",
        "Can you confirm the SSN you have on file? It should be {v}, not the old one.",
        "The credit application was rejected because SSN {v} didn't match.",
        "Guarantor's social security number: {v}",
    ],
    'de': [
        "Für die US-Lohnabrechnung benötigen wir Ihre SSN: {v}.",
        "Sozialversicherungsnummer (USA, SSN): {v}",
    ],
    'fr': ["Numéro de sécurité sociale américain (SSN) : {v}"],
    'es': ["Mi número de Seguro Social es {v}.", "SSN del empleado: {v}"],
    'pt': ["Número do Seguro Social americano (SSN): {v}"],
    'it': ["Il mio numero di previdenza sociale americano (SSN) è {v}."],
    'nl': ["Mijn Amerikaanse SSN is {v}."],
    'pl': ["Numer SSN (USA): {v}"],
    'tr': ["ABD Sosyal Güvenlik Numaram (SSN): {v}"],
    'ja': ["米国社会保障番号（SSN）：{v}"],
    'ar': ["رقم الضمان الاجتماعي الأمريكي (SSN): {v}"],
    'hi': ["मेरा अमेरिकी सोशल सिक्योरिटी नंबर (SSN) {v} है।"],
}
TPL['iban'] = {
    'en': [
        "Please refund to my account {v} (the old card has expired).",
        "Salary account changed – new IBAN: {v}",
        "Bank details for the deposit: IBAN {v}, BIC {bic}",
        "Can you confirm you've got {v} as my payout account?",
        "IBAN: {v}\nAccount holder: {name}",
        "The direct debit from {v} bounced on {date}.",
        "Transfer the refund of {price} to {v}, please.",
        "{v} is the account for the travel deposit, reference {pnr}.",
        "My employer's payroll still pays into {v} – that account is closed!",
    ],
    'de': [
        "Bitte überweisen Sie die Erstattung auf mein Konto {v}.",
        "Neue Bankverbindung für die Gehaltszahlung: IBAN {v}",
        "Die Lastschrift von {v} ist zurückgegangen.",
        "Kontoinhaber {name}, IBAN {v}, BIC {bic}",
    ],
    'fr': ["Merci de rembourser sur mon compte IBAN {v}.", "Mes nouvelles coordonnées bancaires : {v}",
           "RIB joint, IBAN {v} – titulaire {name}."],
    'es': ["Les ruego que hagan la devolución a la cuenta {v}.", "Mi IBAN es {v}."],
    'pt': ["O reembolso pode ser feito para o IBAN {v}.", "Dados bancários: {v}"],
    'it': ["Potete effettuare il rimborso sull'IBAN {v}?", "Coordinate bancarie: {v}"],
    'nl': ["Graag het bedrag terugstorten op {v}.", "Mijn rekeningnummer is {v}."],
    'pl': ["Proszę o zwrot na konto {v}.", "Numer konta: {v}"],
    'tr': ["İade için IBAN numaram: {v}", "Maaşımı {v} hesabına yatırabilir misiniz?"],
    'ja': ["返金先口座（IBAN）：{v}", "振込先は{v}でお願いします。"],
    'ar': ["يرجى تحويل المبلغ إلى الآيبان {v}", "رقم الحساب الدولي: {v}"],
    'hi': ["रिफंड मेरे IBAN {v} पर भेज दें।", "मेरा IBAN नंबर {v} है।"],
}
TPL['ip_address'] = {
    'en': [
        "I can't log in – the site says my IP {v} is blocked.",
        "Failed password for invalid user admin from {v} port {sport} ssh2",
        "Please allow {v} on the firewall for the clinic's booking terminal.",
        "Suspicious login from {v} ({city}) on {date}.",
        "Open {url} in your browser to reach the router setup.",
        "client_ip={v} status={status} path=/{path}",
        "X-Forwarded-For: {v}",
        "{\"event\":\"checkout\",\"ip\":\"{v}\",\"ts\":\"{iso}\"}",
        "{v} - - [{clfdate}] \"{method} /{path} HTTP/1.1\" {status} {bytes}",
        "Our office printer sits at {v}; the travel desk can't print boarding passes.",
        "The payment gateway only accepts callbacks from {v}.",
        "{iso} WARN auth: too many attempts from {v}, locking account for {duration}",
        "The booking widget at {url} times out.",
        "VPN gave me {v} but the HR portal still says access denied.",
        "Connection refused: {v}",
    ],
    'de': [
        "Seit heute werde ich von der IP-Adresse {v} aus gesperrt.",
        "Der Login-Versuch kam von {v}, das war nicht ich!",
        "Der Drucker in der Praxis hat die Adresse {v}.",
        "Bitte {url} im Browser aufrufen.",
    ],
    'fr': ["Mon adresse IP est {v}, pouvez-vous la débloquer ?", "Connexion suspecte depuis {v} hier soir."],
    'es': ["Mi IP pública es {v}, ¿pueden desbloquearla?", "El acceso al panel ({url}) no carga."],
    'pt': ["O acesso foi bloqueado para o IP {v}.", "Tentativa de login a partir de {v}."],
    'it': ["L'accesso sospetto proviene dall'indirizzo {v}.", "Il server di prenotazione risponde su {url}"],
    'nl': ["Ik krijg een foutmelding vanaf IP {v}.", "De kassa is bereikbaar via {url}"],
    'pl': ["Mój adres IP to {v}, a strona nadal mnie blokuje.", "Logowanie z adresu {v} – to nie ja."],
    'tr': ["IP adresim {v}, hesabım neden engellendi?", "Sunucuya {v} adresinden erişemiyorum."],
    'ja': ["接続元IPアドレス：{v}", "{v} からの不正アクセスがありました。"],
    'ar': ["عنوان IP الخاص بي هو {v}", "محاولة دخول مشبوهة من {v}"],
    'hi': ["मेरा IP पता {v} है, फिर भी लॉगिन नहीं हो रहा।", "{v} से संदिग्ध लॉगिन हुआ है।"],
}

# ---- secrets: framing sentences -----------------------------------------------
SEC_INTRO = {
    'en': ["Here are the {svc} credentials for the staging shop, please don't share:",
           "Oops, I think I pasted our live {svc} key in the last ticket:",
           "Config from the booking server (prod):",
           "Can someone rotate this? It was committed to a public repo:",
           "Dev team – the payment integration fails with this setup:",
           "Log excerpt attached by the agency's developer:",
           "Our travel agency integration uses the following .env:",
           "Found this in the HR portal's deployment notes:",
           "For the {svc} migration, use:"],
    'de': ["Hier die Zugangsdaten für {svc}, bitte vertraulich behandeln:",
           "Der Dienstleister hat uns folgende Konfiguration geschickt:",
           "Achtung, dieser Schlüssel stand im Ticket-Anhang:"],
    'fr': ["Voici la configuration du serveur de réservation :", "Le prestataire nous a envoyé la clé {svc} suivante :"],
    'es': ["Aquí tenéis las credenciales de {svc} del entorno de producción:", "El proveedor nos pasó esta configuración:"],
    'pt': ["Seguem as credenciais de {svc} para a integração da loja:"],
    'it': ["Ecco la configurazione del gestionale prenotazioni:"],
    'nl': ["Hierbij de {svc}-gegevens voor de webshop-koppeling:"],
    'pl': ["Przesyłam dane dostępowe do {svc}:"],
    'tr': ["{svc} için erişim bilgileri aşağıda:"],
    'ja': ["{svc}の認証情報を共有します（社外秘）："],
    'ar': ["إليكم بيانات الدخول الخاصة بـ {svc}:"],
    'hi': ["{svc} की एक्सेस डिटेल्स नीचे हैं:"],
}
SEC_INLINE = {
    'en': ["The {svc} token is {v} – please rotate it after go-live.",
           "use {v} as the {svc} key for now",
           "{v} <- that's the {svc} key the old contractor left in the wiki"],
    'de': ["Der {svc}-Token lautet {v}, bitte nach dem Test austauschen."],
    'fr': ["La clé {svc} est {v}, ne la partagez pas."],
    'es': ["La clave de {svc} es {v}."],
    'pt': ["A chave do {svc} é {v}."],
    'it': ["La chiave {svc} è {v}, non inoltrarla."],
    'nl': ["De {svc}-sleutel is {v}."],
    'pl': ["Klucz {svc}: {v}"],
    'tr': ["{svc} anahtarı: {v}"],
    'ja': ["{svc}のキーは {v} です。"],
    'ar': ["مفتاح {svc} هو {v}"],
    'hi': ["{svc} की key {v} है।"],
}
PW_PROSE = {
    'en': ["Your temporary password is {v} – please change it at first login.",
           "Guest Wi-Fi: network ClinicGuest, password {v}",
           "HR portal login for the new hire: user {uid}, initial password {v}",
           "I forgot it again, the password I set yesterday was {v}"],
    'de': ["Ihr vorläufiges Passwort lautet: {v}", "WLAN-Passwort für das Wartezimmer: {v}"],
    'fr': ["Votre mot de passe provisoire : {v}", "Le mot de passe du Wi-Fi de l'hôtel est {v}"],
    'es': ["Tu contraseña temporal es {v}", "Contraseña del wifi de la clínica: {v}"],
    'pt': ["A sua senha provisória é {v}"],
    'it': ["La password temporanea è {v}"],
    'nl': ["Je tijdelijke wachtwoord is {v}"],
    'pl': ["Twoje tymczasowe hasło to {v}"],
    'tr': ["Geçici şifreniz: {v}"],
    'ja': ["仮パスワード：{v}"],
    'ar': ["كلمة المرور المؤقتة: {v}"],
    'hi': ["आपका अस्थायी पासवर्ड {v} है।"],
}
SEC_OUTRO = {
    'en': ["Please remove this from the ticket once you've copied it.", "Let me know if it works.",
           "(rotate after the audit)"],
    'de': ["Bitte danach aus dem Ticket löschen."], 'fr': ["Merci de supprimer ce message ensuite."],
    'es': ["Borrad este mensaje después, por favor."], 'pt': ["Apaguem depois, por favor."],
    'it': ["Cancellate il messaggio dopo averlo copiato."], 'nl': ["Graag daarna verwijderen."],
    'pl': ["Proszę potem usunąć tę wiadomość."], 'tr': ["Lütfen sonra bu mesajı silin."],
    'ja': ["確認後、このメッセージは削除してください。"], 'ar': ["يرجى حذف الرسالة بعد النسخ."],
    'hi': ["कॉपी करने के बाद यह संदेश हटा दें।"],
}


# ---------------------------------------------------------------------------
# negative templates (no personal data, no secrets)
# ---------------------------------------------------------------------------
NEG = {
    'en': [
        "Your order {order} has been dispatched. Tracking number: {tracking}.",
        "Invoice {invoice} dated {date}: total {price}, payable within 14 days.",
        "Flight {flight} on {date} departs at {time} from gate {gate}; your seat is {seat}.",
        "Room {room} is ready for check-in from 3 pm. Breakfast is served until 10:30.",
        "After updating to version {ipver} the checkout page still freezes.",
        "Your card ending in {last4} was declined. Please try another payment method.",
        "Payment method on file: {masked}",
        "ISBN {isbn} is back in stock – {qty} copies available.",
        "EAN {ean} · SKU {sku} · {price}",
        "A normal resting blood pressure is around {bp}; a pulse of 60–100 bpm is typical.",
        "In your .env file, set STRIPE_SECRET_KEY={placeholder} before running the app.",
        "Request ID {uuid} – please quote it when you contact support.",
        "SHA-256 checksum of the installer: {sha}",
        "QA note: the test number {badcard} fails the Luhn check and must be rejected by the form.",
        "Case reference {ref} – please quote it on all correspondence.",
        "Standard delivery to postcode {postcode} takes 2–3 working days.",
        "The meeting point for the walking tour is at {coord}.",
        "A {pct} discount has been applied; your new total is {price}.",
        "Build {ipver} was released on {date} and fixes the login loop.",
        "{qty} units of {sku} are reserved for you until {date}.",
        "Booking reference {pnr}: {nights} nights, {guests} guests, half board.",
        "Replace <YOUR_API_KEY> in the sample request with the key from your dashboard.",
        "Never share your password, PIN or CVV – our staff will never ask for them.",
        "The SSN field is only required for US-based employees; leave it blank otherwise.",
        "Policy number {policy} renews on {date}.",
        "Commit {gitsha} broke the coupon field, reverting now.",
        "Your parcel weighs {weight} and measures 40 × 30 × 20 cm.",
        "Please pay quoting {invoice} as the payment reference. BIC: {bic}.",
        "Hotel confirmation {hotelconf}, check-in {date}, check-out {date2}.",
        "The router firmware {ipver} is the latest; no update needed.",
        "Meter reading submitted: {meter} kWh on {date}.",
        "Serial number {serial} is covered by warranty until {date}.",
        "Gate change: {flight} now boards at {gate} at {time}.",
        "Opening hours: Mon–Fri 8:00–18:00, Sat 9:00–13:00. Closed on public holidays.",
        "We processed {qty} returns last month, {pct} more than in the previous quarter.",
        "The SNMP OID {oid} returns the device uptime.",
        "VAT {pct}, net {price}, free shipping over {price2}.",
        "Train {train}, coach 7, seat {seatnum} – reservation {pnr}.",
        "The account on the statement is shown masked as {iban_masked}.",
        "Order total {price} – card {masked2} charged on {date}.",
        "Use ZIP+4 format, e.g. {zip4}, on the shipping label.",
        "Release notes for v{version}: fixed rounding of {price} totals.",
        "Theme colour {hexcolor}, logo file MD5 {md5}.",
        "Your appointment is on {date} at {time} in room {room}, please arrive 10 minutes early.",
        "Session {uuid} expired after {duration} of inactivity.",
        "Example only – do not use real data: card number XXXX XXXX XXXX XXXX, CVV 000.",
        "Set the header Authorization: Bearer {placeholder} to call the sandbox.",
        "Sort code {sortcode} belongs to the branch on the high street; any branch can process the form.",
        "Chapter {ipver} of the staff handbook covers overtime.",
        "Total stock value: {price} across {qty} items.",
        "Please scan the barcode {ean} at the self-service kiosk.",
    ],
    'de': [
        "Ihre Bestellung {order} wurde versandt. Sendungsnummer: {tracking}",
        "Rechnung {invoice} vom {date} über {price} ist beglichen.",
        "Zimmer {room}, Anreise {date}, Abreise {date2}, Frühstück inklusive.",
        "Die Firmware wurde auf Version {ipver} aktualisiert, der Fehler besteht weiterhin.",
        "Vorgangsnummer {ref} – bitte bei Rückfragen immer angeben.",
        "Ihre Karte mit der Endung {last4} wurde abgelehnt.",
        "Artikelnummer {sku}, EAN {ean}, Menge {qty}, Einzelpreis {price}",
        "Der Versand nach PLZ {postcode} dauert 1–2 Werktage.",
        "Flug {flight} am {date} um {time}, Sitzplatz {seat}, Gate {gate}.",
        "Bitte tragen Sie API_KEY={placeholder} in die Konfiguration ein und ersetzen Sie den Platzhalter.",
        "Prüfsumme (SHA-256): {sha}",
        "Versicherungsschein-Nr. {policy}, Beitrag {price} monatlich.",
        "Zählerstand {meter} kWh am {date} übermittelt.",
        "Sie erhalten {pct} Rabatt auf alle Artikel bis {date}.",
        "Bitte geben Sie niemals Ihre PIN oder TAN weiter.",
        "BLZ {blz}, Verwendungszweck {invoice}",
        "Zug {train}, Wagen 12, Platz {seatnum}, Abfahrt {time}.",
        "Die Sprechstunde beginnt um {time}; Wartezeit derzeit ca. {duration}.",
        "Buchungsnummer {pnr}, {nights} Nächte, {guests} Personen.",
        "Zahlungsart: {masked}",
    ],
    'fr': [
        "Votre commande {order} a été expédiée, numéro de suivi : {tracking}.",
        "Facture {invoice} du {date} : montant {price}.",
        "Vol {flight} le {date}, départ à {time}, porte {gate}, siège {seat}.",
        "Mise à jour vers la version {ipver} effectuée, le problème persiste.",
        "Votre carte se terminant par {last4} a été refusée.",
        "Référence du dossier : {ref}. Merci de la rappeler dans vos courriers.",
        "Livraison au code postal {postcode} sous 48 h.",
        "Chambre {room}, arrivée le {date}, départ le {date2}.",
        "Remise de {pct} appliquée, nouveau total {price}.",
        "Identifiant de requête {uuid}",
    ],
    'es': [
        "Su pedido {order} ha sido enviado. Número de seguimiento: {tracking}.",
        "Localizador de la reserva: {pnr}. Vuelo {flight}, asiento {seat}.",
        "Factura {invoice} por importe de {price}, vencimiento {date}.",
        "Tras actualizar a la versión {ipver} la app sigue fallando.",
        "Su tarjeta terminada en {last4} ha sido rechazada.",
        "Número de expediente {ref}; indíquelo en todas sus consultas.",
        "Código postal {postcode}: entrega en 24/48 h.",
        "Unidades disponibles: {qty}. Referencia {sku}.",
    ],
    'pt': [
        "A sua encomenda {order} foi enviada. Código de rastreio: {tracking}.",
        "Reserva {pnr} confirmada para {date}, quarto {room}.",
        "Fatura {invoice}, valor {price}, vencimento {date}.",
        "O cartão terminado em {last4} foi recusado.",
        "Atualizámos para a versão {ipver}; o erro continua.",
        "Código postal {postcode}, entrega prevista em 3 dias úteis.",
    ],
    'it': [
        "Il suo ordine {order} è stato spedito, codice di tracciamento {tracking}.",
        "Fattura n. {invoice} del {date}, importo {price}.",
        "Volo {flight} del {date}, partenza ore {time}, posto {seat}.",
        "La carta che termina con {last4} è stata rifiutata.",
        "Numero pratica {ref}: la preghiamo di indicarlo nelle comunicazioni.",
        "Aggiornato alla versione {ipver}, il problema rimane.",
    ],
    'nl': [
        "Je bestelling {order} is verzonden. Track & trace: {tracking}.",
        "Factuur {invoice}, bedrag {price}, te betalen vóór {date}.",
        "Kamer {room}, aankomst {date}, vertrek {date2}.",
        "Na de update naar versie {ipver} werkt de app weer.",
        "Dossiernummer {ref}; vermeld dit bij elke vraag.",
        "Betaalmethode: {masked}",
    ],
    'pl': [
        "Zamówienie {order} zostało wysłane, numer przesyłki: {tracking}.",
        "Faktura {invoice} na kwotę {price}, termin płatności {date}.",
        "Lot {flight}, {date}, godz. {time}, miejsce {seat}.",
        "Karta zakończona na {last4} została odrzucona.",
        "Numer sprawy {ref} – prosimy podawać go w korespondencji.",
        "Kod pocztowy {postcode}, dostawa w ciągu 2 dni.",
    ],
    'tr': [
        "{order} numaralı siparişiniz kargoya verildi. Takip no: {tracking}",
        "Uçuş {flight}, {date} saat {time}, koltuk {seat}, kapı {gate}.",
        "{invoice} numaralı fatura tutarı: {price}",
        "Sonu {last4} ile biten kartınız reddedildi.",
        "Uygulama {ipver} sürümüne güncellendi.",
        "Dosya numarası {ref}, lütfen yazışmalarda belirtin.",
    ],
    'ja': [
        "ご注文番号{order}の商品を発送しました。追跡番号：{tracking}",
        "バージョン{ipver}にアップデートしましたが、まだエラーが出ます。",
        "請求書番号{invoice}、金額{price}、お支払期限{date}。",
        "{flight}便 {date} {time}発、座席{seat}。",
        "末尾{last4}のカードは承認されませんでした。",
        "受付番号 {ref} をお控えください。",
    ],
    'ar': [
        "تم شحن طلبك رقم {order}. رقم التتبع: {tracking}",
        "رقم الحجز {pnr}، الرحلة {flight}، المقعد {seat}.",
        "الفاتورة رقم {invoice} بمبلغ {price}.",
        "تم رفض البطاقة المنتهية بـ {last4}.",
        "تم التحديث إلى الإصدار {ipver}.",
    ],
    'hi': [
        "आपका ऑर्डर {order} भेज दिया गया है। ट्रैकिंग नंबर: {tracking}",
        "फ्लाइट {flight}, {date}, सीट {seat}, गेट {gate}।",
        "बिल संख्या {invoice}, राशि {price}।",
        "{last4} पर खत्म होने वाला कार्ड अस्वीकृत हो गया।",
        "ऐप को वर्ज़न {ipver} में अपडेट किया गया है।",
    ],
}
NEG_FORM_FIELDS = ['order', 'date', 'price', 'qty', 'pnr', 'flight', 'seat', 'room', 'sku', 'invoice', 'tracking',
                   'postcode', 'masked']
NEG_FORM_LABEL = {
    'en': dict(order='Order no.', date='Date', price='Amount', qty='Quantity', pnr='Booking ref', flight='Flight',
               seat='Seat', room='Room', sku='Item', invoice='Invoice', tracking='Tracking', postcode='Postcode',
               masked='Card'),
    'de': dict(order='Bestellnr.', date='Datum', price='Betrag', qty='Menge', pnr='Buchungsnr.', flight='Flug',
               seat='Sitzplatz', room='Zimmer', sku='Artikel', invoice='Rechnung', tracking='Sendung',
               postcode='PLZ', masked='Karte'),
    'fr': dict(order='Commande', date='Date', price='Montant', qty='Quantité', pnr='Réservation', flight='Vol',
               seat='Siège', room='Chambre', sku='Article', invoice='Facture', tracking='Suivi',
               postcode='Code postal', masked='Carte'),
    'es': dict(order='Pedido', date='Fecha', price='Importe', qty='Cantidad', pnr='Localizador', flight='Vuelo',
               seat='Asiento', room='Habitación', sku='Artículo', invoice='Factura', tracking='Seguimiento',
               postcode='C.P.', masked='Tarjeta'),
}


# ---------------------------------------------------------------------------
# disguises
# ---------------------------------------------------------------------------
DIGIT_WORDS = {
    'en': ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    'de': ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
    'fr': ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
    'es': ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
    'pt': ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
    'it': ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
    'nl': ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'],
    'pl': ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'],
    'tr': ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'],
    'ja': ['ゼロ', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'],
    'ar': ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'],
    'hi': ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ'],
}
AT_DOT = {
    'en': [('at', 'dot'), ('[at]', '[dot]'), ('(at)', '(dot)'), ('AT', 'DOT'), ('{at}', '{dot}'), ('<at>', '<dot>')],
    'de': [('ät', 'Punkt'), ('(at)', '(punkt)'), ('at', 'punkt'), ('[ät]', '[Punkt]')],
    'fr': [('arobase', 'point'), ('[arobase]', '[point]')],
    'es': [('arroba', 'punto'), ('(arroba)', '(punto)')],
    'pt': [('arroba', 'ponto')],
    'it': [('chiocciola', 'punto')],
    'nl': [('apenstaartje', 'punt'), ('at', 'punt')],
    'pl': [('małpa', 'kropka'), ('(małpa)', '(kropka)')],
    'tr': [('et', 'nokta'), ('(at)', '(nokta)')],
    'ja': [('アットマーク', 'ドット'), ('＠マーク', 'ドット')],
    'ar': [('آت', 'دوت'), ('(at)', '(dot)')],
    'hi': [('एट', 'डॉट')],
}
NOSPAM_HINT = {'en': '(remove {t})', 'de': '({t} entfernen)', 'fr': '(retirez {t})', 'es': '(quita {t})',
               'pt': '(tire o {t})', 'it': '(togli {t})', 'nl': '({t} weghalen)', 'pl': '(usuń {t})',
               'tr': '({t} kısmını silin)', 'ja': '（{t}を削除）', 'ar': '(احذف {t})', 'hi': '({t} हटा दें)'}
SPLIT_EMAIL = {
    'en': ["username {l}, domain {d} – put an @ in between", "it's {l} and then the at sign and {d}",
           "before the @: {l} / after the @: {d}"],
    'de': ["Benutzername {l}, Domain {d} – dazwischen ein @", "vorne {l}, hinten {d}, dazwischen das at-Zeichen"],
    'fr': ["identifiant {l}, domaine {d} (avec l'arobase entre les deux)"],
    'es': ["usuario {l} y dominio {d}, con la arroba en medio"],
    'pt': ["usuário {l}, domínio {d} (com arroba no meio)"],
    'it': ["nome utente {l}, dominio {d}, con la chiocciola in mezzo"],
    'nl': ["gebruikersnaam {l}, domein {d}, met een apenstaartje ertussen"],
    'pl': ["login {l}, domena {d}, a pomiędzy nimi małpa"],
    'tr': ["kullanıcı adı {l}, alan adı {d}, arada @ işareti"],
    'ja': ["ユーザー名は {l}、ドメインは {d} です（間に@）"],
    'ar': ["اسم المستخدم {l} والنطاق {d} وبينهما @"],
    'hi': ["यूज़रनेम {l}, डोमेन {d}, बीच में @"],
}
DISG_CARD_TPL = {
    'en': ["The chat keeps blocking my card number, so here it is: {d}",
           "Card → {d}", "ok trying again: {d}", "Please charge the deposit to {d}, exp {exp}.",
           "number is {d} – hope that gets through", "{d}\n(that's the card for the hotel guarantee)",
           "my card (written out so the filter doesn't eat it): {d}"],
    'de': ["Der Chat blockiert meine Kartennummer, deshalb so: {d}", "Kartennummer (ausgeschrieben): {d}"],
    'fr': ["Le chat bloque mon numéro de carte, alors le voici : {d}"],
    'es': ["El chat no me deja poner el número de la tarjeta, así que: {d}"],
    'pt': ["O sistema não deixa enviar o número do cartão, então: {d}"],
    'it': ["Il sistema blocca il numero della carta, quindi lo scrivo così: {d}"],
    'nl': ["Mijn kaartnummer wordt steeds geblokkeerd, dus zo: {d}"],
    'pl': ["Czat blokuje numer karty, więc piszę tak: {d}"],
    'tr': ["Sohbet kart numaramı engelliyor, o yüzden böyle yazıyorum: {d}"],
    'ja': ["カード番号が送信できないので、こう書きます：{d}"],
    'ar': ["النظام يمنع إرسال رقم البطاقة، لذلك أكتبه هكذا: {d}"],
    'hi': ["चैट में कार्ड नंबर ब्लॉक हो रहा है, इसलिए ऐसे लिख रहा हूँ: {d}"],
}
DISG_EMAIL_TPL = {
    'en': ["write to me at {d}", "my email is {d} (spelled like that because of spam bots)", "contact: {d}",
           "you can send the itinerary to {d}", "HR can reach me privately via {d}"],
    'de': ["Schreiben Sie mir an {d}", "Meine Mail: {d}"],
    'fr': ["Écrivez-moi à {d}"], 'es': ["Escríbeme a {d}"], 'pt': ["Meu e-mail: {d}"], 'it': ["La mia email: {d}"],
    'nl': ["Mail me op {d}"], 'pl': ["Mój e-mail: {d}"], 'tr': ["E-posta adresim: {d}"], 'ja': ["メール：{d}"],
    'ar': ["بريدي: {d}"], 'hi': ["मेरा ईमेल: {d}"],
}
ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩'
PERSIAN = '۰۱۲۳۴۵۶۷۸۹'
DEVANAGARI = '०१२३४५६७८९'
FULLWIDTH = ''.join(chr(0xFF10 + i) for i in range(10))
CIRCLED = '⓪①②③④⑤⑥⑦⑧⑨'
MATHBOLD = ''.join(chr(0x1D7CE + i) for i in range(10))


def card_groups(num):
    if len(num) == 15:
        return [num[:4], num[4:10], num[10:]]
    if len(num) == 14:
        return [num[:4], num[4:10], num[10:]]
    return [num[i:i + 4] for i in range(0, len(num), 4)]


def disguise_card(num, lang):
    gs = card_groups(num)
    style = ch(['spelled_words', 'spelled_words', 'char_separated', 'char_separated', 'fullwidth_digits',
                'arabic_indic_digits', 'devanagari_digits', 'persian_digits', 'letter_substitution', 'split_message',
                'zero_width', 'emoji_keycap', 'circled_digits', 'math_bold_digits', 'mixed_words_digits',
                'one_group_per_line'])
    if style == 'spelled_words':
        wl = lang if R.random() < 0.7 else 'en'
        W = DIGIT_WORDS[wl]
        inner, outer = ch([(' ', ', '), ('-', ' / '), (' ', ' | '), (' ', ' – ')])
        return style, outer.join(inner.join(W[int(c)] for c in g) for g in gs)
    if style == 'char_separated':
        sep = ch(['.', '-', ' ', '/', '*', '_', '|', '·', ' . '])
        return style, sep.join(num)
    if style in ('fullwidth_digits', 'arabic_indic_digits', 'devanagari_digits', 'persian_digits', 'circled_digits',
                 'math_bold_digits'):
        tab = {'fullwidth_digits': FULLWIDTH, 'arabic_indic_digits': ARABIC_INDIC, 'devanagari_digits': DEVANAGARI,
               'persian_digits': PERSIAN, 'circled_digits': CIRCLED, 'math_bold_digits': MATHBOLD}[style]
        sep = ch([' ', '', ' ', '-'])
        return style, sep.join(''.join(tab[int(c)] for c in g) for g in gs)
    if style == 'letter_substitution':
        if sum(num.count(x) for x in '01') < 2:
            return None
        o = ''.join({'0': ch('Oo'), '1': ch('lI')}.get(c, c) for c in num)
        return style, ' '.join(card_groups(o))
    if style == 'split_message':
        k = ch([len(gs) // 2, 1, 2])
        a, b = ' '.join(gs[:k]), ' '.join(gs[k:])
        j = {'en': ['first part {a}\n...\nsecond part {b}', '{a} (continued in next msg)\n{b}', 'starts with {a}, rest is {b}'],
             'de': ['erster Teil {a}\nzweiter Teil {b}', '{a} …\n… {b}'],
             'fr': ['début : {a}\nfin : {b}'], 'es': ['primera parte {a}\nsegunda parte {b}']}.get(lang, ['{a}\n{b}'])
        return style, ch(j).format(a=a, b=b)
    if style == 'zero_width':
        zw = ch(['\u200b', '\u200c', '\u2060'])
        return style, ''.join(c + (zw if R.random() < 0.6 else '') for c in num[:-1]) + num[-1] + ''
    if style == 'emoji_keycap':
        return style, ' '.join(''.join(c + '\ufe0f\u20e3' for c in g) for g in gs)
    if style == 'mixed_words_digits':
        W = DIGIT_WORDS['en' if lang not in DIGIT_WORDS else lang]
        out = []
        for g in gs:
            out.append(' '.join(W[int(c)] if R.random() < 0.5 else c for c in g))
        return style, ' / '.join(out)
    if style == 'one_group_per_line':
        return style, '\n'.join(gs) if len(gs) > 2 else None
    return None


def to_fullwidth(s):
    return ''.join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def disguise_email(e, lang):
    local, dom = e.split('@')
    style = ch(['words_at_dot', 'bracket_at_dot', 'local_words_at_dot', 'local_words_at_dot', 'spaced_chars',
                'fullwidth', 'unicode_at', 'html_entities', 'url_encoded', 'zero_width', 'nospam_insert',
                'split_parts', 'split_parts', 'spaced_symbols'])
    if style == 'words_at_dot':
        at, dot = ch(AT_DOT['en'][:1] + [('at', 'dot')])
        return style, f"{local.replace('.', f' {dot} ')} {at} {dom.replace('.', f' {dot} ')}"
    if style == 'bracket_at_dot':
        at, dot = ch(AT_DOT['en'][1:])
        sp = ch(['', ' '])
        return style, f"{local}{sp}{at}{sp}{dom.replace('.', sp + dot + sp)}"
    if style == 'local_words_at_dot':
        at, dot = ch(AT_DOT[lang])
        return style, f"{local} {at} {dom.replace('.', f' {dot} ')}"
    if style == 'spaced_chars':
        return style, ' '.join(e)
    if style == 'spaced_symbols':
        return style, e.replace('@', ' @ ').replace('.', ' . ')
    if style == 'fullwidth':
        return style, to_fullwidth(e) if R.random() < 0.5 else e.replace('@', '＠').replace('.', '．')
    if style == 'unicode_at':
        return style, e.replace('@', ch(['＠', '﹫']))
    if style == 'html_entities':
        return style, e.replace('@', '&#64;').replace('.', ch(['.', '&#46;']))
    if style == 'url_encoded':
        return style, ch(['mailto:', '']) + e.replace('@', '%40')
    if style == 'zero_width':
        zw = ch(['\u200b', '\u2060'])
        i = e.index('@')
        return style, e[:i] + zw + '@' + zw + e[i + 1:]
    if style == 'nospam_insert':
        t = ch(['NOSPAM', 'REMOVEME', 'NO-SPAM', 'XXX'])
        hint = NOSPAM_HINT[lang].format(t=t)
        return style, ch([f"{local}@{t}.{dom} {hint}", f"{local}{t}@{dom} {hint}"])
    if style == 'split_parts':
        return style, ch(SPLIT_EMAIL[lang]).format(l=local, d=dom)
    return None


# ---------------------------------------------------------------------------
# row builders
# ---------------------------------------------------------------------------
TEMPLATE_USE = {}


def note_tpl(typ, key):
    TEMPLATE_USE.setdefault(typ, set()).add(key)


FORM_HEAD = {'en': ['New submission from the contact form:', 'Web form – callback request', '=== Booking form ==='],
             'de': ['Neue Anfrage über das Kontaktformular:', 'Formular: Rückrufbitte'],
             'fr': ['Nouveau message via le formulaire de contact :'],
             'es': ['Nuevo envío del formulario web:'], 'pt': ['Novo envio do formulário:'],
             'it': ['Nuova richiesta dal modulo di contatto:'], 'nl': ['Nieuw bericht via het contactformulier:'],
             'pl': ['Nowe zgłoszenie z formularza:'], 'tr': ['İletişim formundan yeni mesaj:'],
             'ja': ['【お問い合わせフォーム】'], 'ar': ['رسالة جديدة من نموذج التواصل:'], 'hi': ['संपर्क फ़ॉर्म से नया संदेश:']}


def form_text(lang, typ, rendered, ctx):
    L = FORM_LABELS[lang]
    fields = [(L['name'], ctx.person.display)] if R.random() < 0.85 else []
    others = [(L['subject'], ch(SUBJECTS[lang])), (L['date'], fmt_date(lang)), (L['order'], gen_order()),
              (L['message'], ch(FORM_MSG[lang]))]
    R.shuffle(others)
    others = others[:R.randint(1, 3)]
    pos = R.randint(0, len(others))
    body = fields + others[:pos] + [(L[typ], rendered)] + others[pos:]
    style = ch(['lines', 'lines', 'lines', 'tab', 'pipe', 'md', 'json', 'eq'])
    colon = '：' if lang == 'ja' else ': '
    if style == 'lines':
        t = '\n'.join(f"{k}{colon}{v}" for k, v in body)
    elif style == 'tab':
        t = '\n'.join(f"{k}:\t{v}" for k, v in body)
    elif style == 'pipe':
        t = ' | '.join(f"{k}: {v}" for k, v in body)
    elif style == 'md':
        t = '\n'.join(f"**{k}:** {v}" for k, v in body)
    elif style == 'json':
        t = '{' + ', '.join(f'"{k}": "{v}"' for k, v in body) + '}'
    else:
        t = '\n'.join(f"{k} = {v}" for k, v in body)
    if R.random() < 0.5:
        t = ch(FORM_HEAD[lang]) + '\n' + t
    note_tpl(typ, f"form:{style}:{lang}")
    return t


def sig_text(lang, typ, rendered, ctx):
    lab = ch(SIG_LABEL[typ][lang])
    sep = '' if lab.endswith('：') else ' '
    line = f"{lab}{sep}{rendered}"
    role, org, name = ch(ROLES[lang]), ch(ORGS[lang]), ctx.person.display
    k = R.randint(0, 4)
    note_tpl(typ, f"sig:{k}:{lang}")
    if k == 0:
        return f"--\n{name}\n{role} | {org}\n{line}"
    if k == 1:
        return f"{ch(CLOSE[lang])}\n{name}\n{role}\n{org}\n{line}"
    if k == 2:
        return f"{name} · {role} · {org} · {line}"
    if k == 3:
        return f"{ch(FORM_MSG[lang])}\n\n{name}\n{line}"
    return f"{ch(GREET[lang])}\n\n{ch(FORM_MSG[lang])}\n\n{ch(CLOSE[lang])}\n{name}\n{org}\n{line}"


IP_LOGISH = ['port {sport}', '"{v}"', '{v} - -', 'client_ip=', 'X-Forwarded-For', 'Connection refused', 'WARN']
SSN_KW = re.compile(r'(SSN|[Ss]ocial [Ss]ecurity (?:[Nn]umber|No\.?)|social)\W{0,3}\{v\}')


def ip_render(tpl_has_url, ctx):
    r = R.random()
    if r < 0.45:
        v, kind = ipv4_public(), 'v4'
    elif r < 0.75:
        v, kind = ipv4_private(), 'v4'
    else:
        v, kind = ipv6_addr()
    port = str(ch([80, 443, 8080, 8443, 3000, 5000, 8000, 9090]))
    path = ch(['', 'setup', 'admin/', 'booking/widget', 'cgi-bin/luci', 'api/health'])
    if tpl_has_url:
        if kind == 'v4':
            return v, ch([f"http://{v}:{port}/{path}", f"https://{v}/{path}", f"http://{v}/"])
        if kind == 'll':
            return v, f"http://[{v}%25{ch(['eth0', 'en0'])}]/{path}"
        return v, ch([f"http://[{v}]:{port}/{path}", f"https://[{v}]/{path}"])
    if ctx.extra.get('plain'):
        return v, v
    if kind == 'v4':
        return v, (f"{v}:{port}" if R.random() < 0.12 else v)
    if kind == 'll':
        return v, (f"{v}%{ch(['eth0', 'en0', 'wlan0', '3'])}" if R.random() < 0.6 else v)
    return v, (f"[{v}]:{port}" if R.random() < 0.15 else v)


def gen_positive_value(typ, lang, ctx, tpl, form=False):
    """returns (value, rendered)"""
    if typ == 'email':
        v = gen_email(lang, ctx.person)
        if tpl is not None and R.random() < 0.05 and '<{v}>' not in tpl and '"{v}"' not in tpl:
            return v, 'mailto:' + v
        return v, v
    if typ == 'phone':
        v = gen_phone(lang)
        return v, v
    if typ == 'credit_card':
        brand = ch(BRANDS)
        ctx.extra['brand'] = brand
        v = fmt_card(card_number(brand), brand)
        return v, v
    if typ == 'us_ssn':
        a, g, s = gen_ssn_parts()
        plain_ok = form or (tpl is not None and SSN_KW.search(tpl))
        r = R.random()
        if plain_ok and r < 0.28:
            v = a + g + s
        elif r < 0.45:
            v = f"{a} {g} {s}"
        else:
            v = f"{a}-{g}-{s}"
        return v, v
    if typ == 'iban':
        v, cc = gen_iban(lang)
        ctx.extra['cc'] = cc
        return v, v
    if typ == 'ip_address':
        return ip_render(tpl is not None and '{url}' in tpl, ctx)
    raise ValueError(typ)


def build_positive(typ):
    lang = pick_lang([60, 5, 3, 6, 3, 3, 3, 3, 3, 3, 3, 3] if typ == 'us_ssn' else None)
    ctx = Ctx(lang, extra={'typ': typ})
    r = R.random()
    if typ in ('email', 'phone'):
        mode = 'tpl' if r < 0.6 else ('form' if r < 0.8 else 'sig')
    else:
        mode = 'tpl' if r < 0.8 else 'form'
    if mode == 'tpl':
        tpl = ch(TPL[typ][lang])
        note_tpl(typ, tpl)
        logish = typ == 'ip_address' and any(m in tpl for m in IP_LOGISH)
        ctx.extra['plain'] = logish
        value, rendered = gen_positive_value(typ, lang, ctx, tpl)
        filled = fill(tpl, ctx)
        slot = '{url}' if '{url}' in filled else '{v}'
        core = place(filled, rendered, ctx, slot, deco_p=0.0 if logish else 0.2)
        text = wrap(core, lang, ctx)
    elif mode == 'form':
        value, rendered = gen_positive_value(typ, lang, ctx, None, form=True)
        text = form_text(lang, typ, rendered, ctx)
        text = wrap(text, lang, ctx) if R.random() < 0.3 else text
    else:
        value, rendered = gen_positive_value(typ, lang, ctx, None)
        text = sig_text(lang, typ, rendered, ctx)
    return {'type': typ, 'value': value, 'text': text}


ENV_NOISE = ['APP_ENV=production', 'DB_HOST=db.internal', 'PORT=8080', 'LOG_LEVEL=info', 'TZ=Europe/Berlin',
             'REGION=eu-central-1', 'CURRENCY=EUR', 'DEBUG=false', 'QUEUE=bookings', 'TIMEOUT_MS=15000']


def secret_row():
    lang = pick_lang()
    ctx = Ctx(lang, extra={'typ': 'secret'})
    r = R.random()
    kind_label = None
    if r < 0.55:
        svc, gen, snips = ch(SECRET_KINDS)
        ctx.extra['svc'] = svc
        v = gen()
        kind_label = 'api:' + svc
        if R.random() < 0.22 and svc not in ('Slack webhook', 'Discord webhook'):
            tpl = ch(SEC_INLINE[lang])
            note_tpl('secret', tpl)
            text = place(fill(tpl, ctx), v, ctx, deco_p=0.15)
            return {'type': 'secret', 'value': v, 'text': wrap(text, lang, ctx)}, kind_label
        snip = ch(snips)(v)
        if '\n' not in snip and R.random() < 0.35 and (snip.startswith(tuple(UP)) or snip.startswith('export')):
            lines = R.sample(ENV_NOISE, R.randint(1, 3)) + [snip]
            R.shuffle(lines)
            snip = '\n'.join(lines)
    elif r < 0.65:
        block, hdr = pem_block()
        kind_label = 'pem:' + hdr
        ctx.extra['svc'] = ch(['SSH', 'SFTP', 'TLS', 'Google Cloud', 'payment gateway'])
        if R.random() < 0.25:
            v = block.replace('\n', '\\n') + '\\n'
            snip = ('{\n  "type": "service_account",\n  "project_id": "booking-prod-' + dg(6) + '",\n'
                    '  "private_key_id": "' + rs(HEX, 40) + '",\n  "private_key": "' + v + '"\n}')
            v = v[:-2]
        else:
            v = block
            snip = block
    elif r < 0.80:
        pw = password(url_safe=True)
        v = pw
        dbi = R.randrange(len(DB_URLS))
        snip = DB_URLS[dbi](ch(DB_USERS), pw)
        svc, var = DB_META[dbi]
        ctx.extra['svc'] = svc
        kind_label = 'db_url'
        if R.random() < 0.3:
            snip = var + '=' + snip
    elif r < 0.93:
        pw = password()
        v = pw
        snip = ch(PW_LINES)(pw)
        ctx.extra['svc'] = ch(['database', 'SMTP', 'VPN', 'HR portal', 'Wi-Fi', 'admin panel'])
        kind_label = 'config_password'
    else:
        pw = password()
        v = pw
        kind_label = 'prose_password'
        if R.random() < 0.3:
            text = form_text(lang, 'secret', pw, ctx)
            return {'type': 'secret', 'value': v, 'text': text}, kind_label
        tpl = ch(PW_PROSE[lang])
        note_tpl('secret', tpl)
        text = place(fill(tpl, ctx), pw, ctx, deco_p=0.3)
        return {'type': 'secret', 'value': v, 'text': wrap(text, lang, ctx)}, kind_label
    intro = ch(SEC_INTRO[lang])
    note_tpl('secret', intro)
    intro = fill(intro, ctx)
    fence = R.random() < 0.3
    body = f"```\n{snip}\n```" if fence else snip
    text = intro + '\n' + body
    if R.random() < 0.3:
        text += '\n' + ch(SEC_OUTRO[lang])
    return {'type': 'secret', 'value': v, 'text': wrap(text, lang, ctx)}, kind_label


def negative_row():
    lang = pick_lang()
    ctx = Ctx(lang)
    if R.random() < 0.88:
        tpl = ch(NEG[lang])
        note_tpl('negative', tpl)
        text = fill(tpl, ctx)
    else:
        fl = lang if lang in NEG_FORM_LABEL else 'en'
        L = NEG_FORM_LABEL[fl]
        ks = R.sample(NEG_FORM_FIELDS, R.randint(3, 5))
        sep = ch(['\n', ' | ', '\n'])
        text = sep.join(f"{L[k]}: {fill('{' + k + '}', Ctx(fl))}" for k in ks)
        note_tpl('negative', 'form:' + fl)
    text = wrap(text, lang, ctx, allow_name=False)
    return {'type': 'negative', 'value': '', 'text': text}


def disguise_row(typ):
    lang = pick_lang()
    ctx = Ctx(lang, extra={'typ': typ})
    while True:
        if typ == 'credit_card':
            brand = ch(BRANDS)
            value = card_number(brand)
            res = disguise_card(value, lang)
            tpls = DISG_CARD_TPL[lang]
        else:
            value = gen_email(lang, ctx.person).lower()
            res = disguise_email(value, lang)
            tpls = DISG_EMAIL_TPL[lang]
        if res is None:
            continue
        style, d = res
        if value in d:
            continue
        tpl = ch(tpls)
        note_tpl('disguise_' + typ, tpl)
        text = place(fill(tpl.replace('{d}', '{v}'), ctx), d, ctx, deco_p=0.0)
        text = wrap(text, lang, ctx)
        if value in text:
            continue
        return {'type': typ, 'value': value, 'text': text, 'disguise': style}


# ---------------------------------------------------------------------------
# leakage checks (used to keep negatives clean and positives single-valued)
# ---------------------------------------------------------------------------
EMAIL_RE = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")
RUN_RE = re.compile(r'\d(?:[ -]?\d)*')
IBAN_RE = re.compile(r'\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30})\b')
SSN_RE = re.compile(r'(?<!\d)(\d{3})[- ](\d{2})[- ](\d{4})(?!\d)')
IPV4_RE = re.compile(r'(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])')


def ssn_valid(a, g, s):
    a, g, s = int(a), int(g), int(s)
    return 0 < a < 900 and a != 666 and g != 0 and s != 0


def leaks(text, allow_ip=False):
    if EMAIL_RE.search(text):
        return 'email'
    for m in RUN_RE.finditer(text):
        d = re.sub(r'\D', '', m.group(0))
        if 13 <= len(d) <= 19 and luhn_ok(d):
            return 'luhn'
    for m in IBAN_RE.finditer(text):
        s = m.group(1).replace(' ', '')
        for L in set(IBAN_LEN.values()):
            cand = s[:L]
            if len(cand) == L and cand[:2] in IBAN_LEN and IBAN_LEN[cand[:2]] == L and iban_valid(cand):
                return 'iban'
    for m in SSN_RE.finditer(text):
        if ssn_valid(*m.groups()):
            return 'ssn'
    if not allow_ip and IPV4_RE.search(text):
        return 'ipv4'
    return None


# ---------------------------------------------------------------------------
# main
# ---------------------------------------------------------------------------
POS_TYPES = ['email', 'phone', 'credit_card', 'us_ssn', 'iban', 'ip_address', 'secret']


def main():
    self_test()
    rows, seen = [], set()
    secret_kinds_used = {}
    rejected = {}

    def add(row):
        if row['text'] in seen:
            return False
        seen.add(row['text'])
        rows.append(row)
        return True

    for typ in POS_TYPES:
        n = 0
        while n < N_POS:
            if typ == 'secret':
                row, kl = secret_row()
            else:
                row, kl = build_positive(typ), None
            assert row['value'] in row['text'], row
            rest = row['text'].replace(row['value'], ' \u2063 ')
            why = leaks(rest, allow_ip=False)
            if why:
                rejected[(typ, why)] = rejected.get((typ, why), 0) + 1
                continue
            if add(row):
                n += 1
                if kl:
                    secret_kinds_used[kl] = secret_kinds_used.get(kl, 0) + 1
    n = 0
    while n < N_NEG:
        row = negative_row()
        why = leaks(row['text'], allow_ip=True)
        if why:
            rejected[('negative', why)] = rejected.get(('negative', why), 0) + 1
            continue
        if add(row):
            n += 1
    for typ, cnt in (('credit_card', N_DISG_CARD), ('email', N_DISG_EMAIL)):
        n = 0
        while n < cnt:
            row = disguise_row(typ)
            if add(row):
                n += 1
    R.shuffle(rows)
    with open(OUT, 'w', encoding='utf-8') as f:
        for row in rows:
            out = {'source': SOURCE, 'type': row['type'], 'value': row['value'], 'text': row['text']}
            if 'disguise' in row:
                out['disguise'] = row['disguise']
            f.write(json.dumps(out, ensure_ascii=False) + '\n')
    return rows, secret_kinds_used, rejected


# ---------------------------------------------------------------------------
# independent verification of the written file
# ---------------------------------------------------------------------------
def verify(path=OUT):
    counts, disg, problems = {}, {}, []
    types = set(POS_TYPES) | {'negative'}
    for ln, line in enumerate(open(path, encoding='utf-8'), 1):
        o = json.loads(line)
        t, v, x = o['type'], o['value'], o['text']
        assert o['source'] == SOURCE and t in types, o
        if 'disguise' in o:
            assert t in ('credit_card', 'email')
            disg[(t, o['disguise'])] = disg.get((t, o['disguise']), 0) + 1
            if v in x:
                problems.append((ln, 'disguised value verbatim'))
            if t == 'credit_card' and not (v.isdigit() and luhn_ok(v)):
                problems.append((ln, 'disguised card not canonical/luhn'))
            if t == 'email' and (v.count('@') != 1 or v != v.strip()):
                problems.append((ln, 'disguised email not canonical'))
            continue
        counts[t] = counts.get(t, 0) + 1
        if t == 'negative':
            if v != '':
                problems.append((ln, 'negative with value'))
            continue
        if not v or v not in x:
            problems.append((ln, 'value not in text'))
        if t == 'credit_card':
            d = re.sub(r'[ -]', '', v)
            if not (d.isdigit() and 12 <= len(d) <= 19 and luhn_ok(d)):
                problems.append((ln, 'bad card ' + v))
        elif t == 'iban':
            c = v.replace(' ', '').upper()
            if not (c[:2] in IBAN_LEN and len(c) == IBAN_LEN[c[:2]] and iban_valid(c)):
                problems.append((ln, 'bad iban ' + v))
        elif t == 'us_ssn':
            d = re.sub(r'[ -]', '', v)
            if not (len(d) == 9 and d.isdigit() and ssn_valid(d[:3], d[3:5], d[5:])):
                problems.append((ln, 'bad ssn ' + v))
        elif t == 'ip_address':
            try:
                ipaddress.ip_address(v)
            except ValueError:
                problems.append((ln, 'bad ip ' + v))
        elif t == 'email':
            if v.count('@') != 1 or '.' not in v.split('@')[1]:
                problems.append((ln, 'bad email ' + v))
        elif t == 'phone':
            nd = len(re.sub(r'\D', '', v))
            if not 7 <= nd <= 15:
                problems.append((ln, 'bad phone ' + v))
        # boundary check: the value must not be glued onto ASCII word characters
        i = x.index(v)
        before, after = x[i - 1:i], x[i + len(v):i + len(v) + 1]
        if t in ('phone', 'credit_card', 'us_ssn', 'iban') and ((before.isascii() and before.isalnum()) or
                                                                (after.isascii() and after.isalnum())):
            problems.append((ln, 'glued value ' + v))
        if t == 'email' and ((before and before.isascii() and (before.isalnum() or before in '._-+')) or
                             (after and after.isascii() and (after.isalnum() or after in '_-+@'))):
            problems.append((ln, 'glued email ' + v))
    return counts, disg, problems


if __name__ == '__main__':
    rows, kinds, rejected = main()
    counts, disg, problems = verify()
    print('rows written:', len(rows), '->', OUT)
    print('counts per type (non-disguised):', json.dumps(counts, sort_keys=True))
    dc = {}
    for (t, s), n in disg.items():
        dc[t] = dc.get(t, 0) + n
    print('disguised rows:', json.dumps(dc, sort_keys=True))
    print('disguise styles:', json.dumps({f"{t}/{s}": n for (t, s), n in sorted(disg.items())}, ensure_ascii=False))
    print('phone countries used:', len(PHONE_COUNTRY_USED), json.dumps(dict(sorted(PHONE_COUNTRY_USED.items()))))
    print('iban countries used:', len(IBAN_COUNTRY_USED), json.dumps(dict(sorted(IBAN_COUNTRY_USED.items()))))
    print('secret kinds used:', len(kinds))
    print('distinct templates/formats per type:',
          json.dumps({k: len(v) for k, v in sorted(TEMPLATE_USE.items())}))
    print('rejected drafts (leak filter):', json.dumps({f"{a}/{b}": n for (a, b), n in sorted(rejected.items())}))
    print('problems:', len(problems))
    for p in problems[:40]:
        print('  ', p)
    sys.exit(1 if problems else 0)
