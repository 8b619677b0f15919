"""Independent evaluation corpus for a PII / secret detector (source: pii-indep-r).

Written from scratch with the standard library only.  Deterministic: every
random choice goes through one random.Random(SEED).  Writes
corpora/pii-independent/indep-r.jsonl beside this script and prints per-type counts to stderr.

Row kinds
  * positives          {"source","type","value","text"}          value occurs once in text
  * disguised positives {"source","type","value","text","disguise"} (email, credit_card)
                        value = canonical form (absent from text), disguise occurs once
  * negatives          {"source","type":"negative","value":"","text"}

Settings used for all texts: a rowing club, a pottery kiln co-op, a pipe-organ
restoration firm, a llama-trekking farm, a board-game cafe, a lighthouse museum.
About 22 % of rows are in other languages (fr de es it pt nl pl sv fi cs tr el
ja zh ko ar hi vi).
"""
import base64
import ipaddress
import json
import os
import re
import string
import sys
import random

SEED = 20240917
rng = random.Random(SEED)
SRC = "pii-indep-r"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpora", "pii-independent", "indep-r.jsonl")

N_POS = 200
N_DISG = 75
N_NEG = 800
NON_EN_SHARE = 0.22

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIG = string.digits
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
UPD = UPPER + DIG


def rs(n, chars=ALNUM):
    return "".join(rng.choice(chars) for _ in range(n))


def rtok(n, chars=ALNUM):
    """random token that contains at least one digit and one letter"""
    while True:
        s = rs(n, chars)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def dg(n):
    return "".join(rng.choice(DIG) for _ in range(n))


def fill(t, **kw):
    return re.sub(r"\{([A-Za-z_][A-Za-z0-9_]*)\}",
                  lambda m: str(kw[m.group(1)]) if m.group(1) in kw else m.group(0), t)


def uuid4():
    h = rs(32, HEX)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# ----------------------------------------------------------------- settings
SETTINGS = [
    dict(key="rowing",
         orgs=["Riverside Rowing Club", "Harbour Lights Rowing Club", "Tideway Scullers RC"],
         items=["the Saturday regatta", "the coxless four", "the erg challenge", "the boathouse key rota",
                "the learn-to-row course", "the eights head race"],
         domains=["riversiderowing.club", "harbourlightsrc.org.uk", "tidewayscullers.com"]),
    dict(key="pottery",
         orgs=["Ember & Clay Kiln Co-op", "Northfield Pottery Kiln Co-operative", "Saltglaze Collective"],
         items=["the cone 10 reduction firing", "the bisque load", "the glaze room", "the raku night",
                "the wood-fired kiln", "the studio shelf rental"],
         domains=["emberandclay.coop", "northfieldkiln.org", "saltglazecollective.co.uk"]),
    dict(key="organ",
         orgs=["Hartwell Pipe Organ Restoration", "Bellows & Reed Organ Works", "St. Cecilia Organ Builders"],
         items=["the 1887 Willis restoration", "the Swell box releathering", "the reed pipe voicing",
                "the tracker action rebuild", "the St. Mary's tuning visit", "the blower motor"],
         domains=["hartwellorgans.co.uk", "bellowsandreed.com", "ceciliaorganbuilders.org"]),
    dict(key="llama",
         orgs=["Highcrest Llama Treks", "Copper Valley Llama Farm", "Misty Ridge Llama Trekking"],
         items=["the sunset ridge trek", "Pedro the llama", "the half-day trek", "the shearing weekend",
                "the family picnic walk", "the guide training day"],
         domains=["highcrestllamas.com", "coppervalleyllamas.farm", "mistyridgetreks.co.nz"]),
    dict(key="boardgame",
         orgs=["The Meeple Lounge", "Dice & Decks Cafe", "Rolling Hex Board Game Café"],
         items=["Friday Catan night", "the Gloomhaven campaign table", "the game library",
                "the Twilight Imperium marathon", "the kids' game hour", "the table 7 reservation"],
         domains=["meeplelounge.cafe", "diceanddecks.co", "rollinghex.com"]),
    dict(key="lighthouse",
         orgs=["Point Avery Lighthouse Museum", "Gull Rock Lighthouse Museum", "Cape Morrow Light Heritage Centre"],
         items=["the Fresnel lens gallery", "the lantern room tour", "the school visit", "the foghorn exhibit",
                "the keepers' cottage", "the night climb"],
         domains=["pointaverylight.org", "gullrocklighthouse.museum", "capemorrowlight.org.uk"]),
]

EN_NAMES = ["Maya Okafor", "Tom Hargreaves", "Priya Raman", "Liam O'Connor", "Sofia Marquez", "Jonas Weber",
            "Aiko Tanaka", "Noah Fischer", "Grace Kim", "Omar Haddad", "Elena Rossi", "Ben Carter",
            "Chloe Dubois", "Mateo Silva", "Hannah Lindqvist", "Ravi Menon", "Zoe Papadopoulos",
            "Lukas Novak", "Amara Nwosu", "Freya Campbell", "Dylan Price", "Ines Duarte", "Kofi Mensah",
            "Rosa Alvarez", "Ethan Brooks", "Mei Lin", "Sam Whitaker", "Nadia Petrova"]

SVCS = ["booking", "tickets", "members", "shop", "kiosk", "rota", "newsletter", "payments"]

# ----------------------------------------------------------------- languages
LANG = {
    "fr": dict(
        orgs=["Club d'aviron de la Rance", "la coopérative du four à céramique", "Ateliers de restauration d'orgues Delorme",
              "Ferme des lamas du Vercors", "Café-jeux Le Dé Rouge", "Musée du phare de Kerbel"],
        names=["Camille Durand", "Léa Moreau", "Hugo Lefèvre", "Théo Garnier"],
        lab=dict(email="adresse e-mail", credit_card="numéro de carte", phone="numéro de téléphone",
                 us_ssn="numéro SSN (Social Security américain)", iban="IBAN", ip_address="adresse IP",
                 secret="clé API", password="mot de passe"),
        neg=["numéro de commande", "numéro de facture", "numéro de suivi", "numéro de série", "montant total",
             "version du logiciel", "carte (masquée)", "numéro d'adhérent"],
        frames=["Bonjour {name},\nvoici {lab} : {v}\nBien à vous,\n{org}",
                "[{org}] Mise à jour — {lab} : {v}. Merci de vérifier avant vendredi.",
                "Message du groupe : note {lab} {v} dans le tableau partagé stp.",
                "Fiche d'inscription — {org}\nNom : {name}\n{lab} : {v}"]),
    "de": dict(
        orgs=["Ruderverein Seewind 1898", "Töpferofen-Genossenschaft Westerwald", "Orgelbau Krämer & Söhne",
              "Lama-Trekking-Hof Sonnleiten", "Brettspielcafé Würfelglück", "Leuchtturmmuseum Roter Sand"],
        names=["Jana Becker", "Felix Hoffmann", "Lena Schäfer", "Moritz Wagner"],
        lab=dict(email="E-Mail-Adresse", credit_card="Kartennummer", phone="Telefonnummer",
                 us_ssn="US-Sozialversicherungsnummer (SSN)", iban="IBAN", ip_address="IP-Adresse",
                 secret="API-Schlüssel", password="Passwort"),
        neg=["Bestellnummer", "Rechnungsnummer", "Sendungsnummer", "Seriennummer", "Gesamtbetrag",
             "Softwareversion", "Karte (maskiert)", "Mitgliedsnummer"],
        frames=["Hallo {name},\nhier {lab}: {v}\nViele Grüße\n{org}",
                "[{org}] {lab} aktualisiert: {v} – bitte bis Freitag prüfen.",
                "Kurz aus dem Gruppenchat: {lab} lautet {v}, steht jetzt auch im Vereinsordner.",
                "Anmeldeformular – {org}\nName: {name}\n{lab}: {v}"]),
    "es": dict(
        orgs=["Club de Remo Ría de Vigo", "la cooperativa del horno cerámico", "Restauración de Órganos Hermanos Ibarra",
              "Granja de llamas Valle Alto", "Café de juegos de mesa El Dado", "Museo del Faro de Finisterre"],
        names=["Lucía Fernández", "Javier Romero", "Carmen Ortega", "Pablo Navarro"],
        lab=dict(email="correo electrónico", credit_card="número de tarjeta", phone="teléfono",
                 us_ssn="número de Seguro Social de EE. UU. (SSN)", iban="IBAN", ip_address="dirección IP",
                 secret="clave de API", password="contraseña"),
        neg=["número de pedido", "número de factura", "número de seguimiento", "número de serie", "importe total",
             "versión del software", "tarjeta (enmascarada)", "número de socio"],
        frames=["Hola {name}:\nte paso {lab}: {v}\nUn saludo,\n{org}",
                "[{org}] {lab} actualizado: {v} — revisar antes del sábado.",
                "Mensaje del grupo: apunta {lab} {v} en la hoja compartida, porfa.",
                "Formulario de inscripción — {org}\nNombre: {name}\n{lab}: {v}"]),
    "it": dict(
        orgs=["Società Canottieri Adda", "la cooperativa del forno ceramico", "Restauro Organi Tamburini",
              "Fattoria dei lama Val d'Aveto", "Caffè ludico Il Meeple", "Museo del Faro di Capo Mele"],
        names=["Giulia Conti", "Marco Ferrari", "Chiara Greco", "Luca Marino"],
        lab=dict(email="indirizzo e-mail", credit_card="numero della carta", phone="numero di telefono",
                 us_ssn="codice SSN (Social Security USA)", iban="IBAN", ip_address="indirizzo IP",
                 secret="chiave API", password="password"),
        neg=["numero d'ordine", "numero fattura", "codice di tracciamento", "numero di serie", "importo totale",
             "versione del software", "carta (mascherata)", "numero di tessera"],
        frames=["Ciao {name},\necco {lab}: {v}\nA presto,\n{org}",
                "[{org}] {lab} aggiornato: {v} — da verificare entro venerdì.",
                "Dal gruppo WhatsApp: segnati {lab} {v} nel foglio condiviso.",
                "Modulo di iscrizione — {org}\nNome: {name}\n{lab}: {v}"]),
    "pt": dict(
        orgs=["Clube de Remo do Douro", "a cooperativa do forno de cerâmica", "Restauro de Órgãos Fontes",
              "Quinta das lamas da Serra", "Café de jogos de tabuleiro O Dado", "Museu do Farol de Santa Marta"],
        names=["Beatriz Costa", "Rafael Almeida", "Mariana Lopes", "Tiago Pereira"],
        lab=dict(email="e-mail", credit_card="número do cartão", phone="telefone",
                 us_ssn="número SSN (Social Security dos EUA)", iban="IBAN", ip_address="endereço IP",
                 secret="chave de API", password="senha"),
        neg=["número do pedido", "número da fatura", "código de rastreio", "número de série", "valor total",
             "versão do software", "cartão (mascarado)", "número de sócio"],
        frames=["Olá {name},\nsegue {lab}: {v}\nAbraço,\n{org}",
                "[{org}] {lab} atualizado: {v} — confirmar até sexta.",
                "Mensagem no grupo: anota {lab} {v} na planilha, por favor.",
                "Ficha de inscrição — {org}\nNome: {name}\n{lab}: {v}"]),
    "nl": dict(
        orgs=["Roeivereniging De Amstel", "de keramiekoven-coöperatie", "Orgelrestauratie Van Dam",
              "Lamatrekking-boerderij De Heide", "Bordspelcafé De Dobbelsteen", "Vuurtorenmuseum Texel"],
        names=["Sanne de Vries", "Daan Bakker", "Fleur Visser", "Bram Smit"],
        lab=dict(email="e-mailadres", credit_card="kaartnummer", phone="telefoonnummer",
                 us_ssn="Amerikaans SSN (Social Security-nummer)", iban="IBAN", ip_address="IP-adres",
                 secret="API-sleutel", password="wachtwoord"),
        neg=["bestelnummer", "factuurnummer", "trackingnummer", "serienummer", "totaalbedrag",
             "softwareversie", "kaart (gemaskeerd)", "lidnummer"],
        frames=["Hoi {name},\nhierbij {lab}: {v}\nGroet,\n{org}",
                "[{org}] {lab} bijgewerkt: {v} — graag vóór vrijdag controleren.",
                "Uit de groepsapp: zet {lab} {v} even in de gedeelde sheet.",
                "Inschrijfformulier — {org}\nNaam: {name}\n{lab}: {v}"]),
    "pl": dict(
        orgs=["Klub Wioślarski Wisła", "spółdzielnia pieca ceramicznego", "Pracownia Renowacji Organów Nowak",
              "Farma lam Bieszczady", "Kawiarnia planszówkowa Kostka", "Muzeum Latarni Morskiej w Rozewiu"],
        names=["Agnieszka Wiśniewska", "Piotr Zieliński", "Katarzyna Lewandowska", "Tomasz Kamiński"],
        lab=dict(email="adres e-mail", credit_card="numer karty", phone="numer telefonu",
                 us_ssn="amerykański numer SSN (Social Security)", iban="IBAN", ip_address="adres IP",
                 secret="klucz API", password="hasło"),
        neg=["numer zamówienia", "numer faktury", "numer przesyłki", "numer seryjny", "kwota łączna",
             "wersja oprogramowania", "karta (zamaskowana)", "numer członkowski"],
        frames=["Cześć {name},\noto {lab}: {v}\nPozdrawiam,\n{org}",
                "[{org}] Zaktualizowano: {lab} {v} — proszę sprawdzić do piątku.",
                "Z czatu grupowego: wpisz {lab} {v} do wspólnego arkusza.",
                "Formularz zgłoszeniowy — {org}\nImię i nazwisko: {name}\n{lab}: {v}"]),
    "sv": dict(
        orgs=["Roddklubben Strömmen", "keramikugnskooperativet", "Orgelrenovering Åkerman",
              "Lamavandringsgården Fjällsätra", "Brädspelscaféet Tärningen", "Fyrmuseet på Långe Jan"],
        names=["Elin Johansson", "Oskar Nilsson", "Maja Berg", "Viktor Holm"],
        lab=dict(email="e-postadress", credit_card="kortnummer", phone="telefonnummer",
                 us_ssn="amerikanskt SSN (Social Security-nummer)", iban="IBAN", ip_address="IP-adress",
                 secret="API-nyckel", password="lösenord"),
        neg=["ordernummer", "fakturanummer", "spårningsnummer", "serienummer", "totalbelopp",
             "programversion", "kort (maskerat)", "medlemsnummer"],
        frames=["Hej {name},\nhär är {lab}: {v}\nHälsningar,\n{org}",
                "[{org}] Uppdaterat {lab}: {v} — kolla innan fredag.",
                "Från gruppchatten: skriv in {lab} {v} i det delade arket.",
                "Anmälningsformulär — {org}\nNamn: {name}\n{lab}: {v}"]),
    "fi": dict(
        orgs=["Soutuseura Aura", "keramiikkauunin osuuskunta", "Urkurestaurointi Virtanen",
              "Laamavaellustila Kuusamo", "Lautapelikahvila Noppa", "Majakkamuseo Bengtskär"],
        names=["Aino Korhonen", "Mikko Mäkinen", "Emilia Laine", "Juho Heikkinen"],
        lab=dict(email="sähköpostiosoite", credit_card="kortin numero", phone="puhelinnumero",
                 us_ssn="yhdysvaltalainen SSN (Social Security -numero)", iban="IBAN", ip_address="IP-osoite",
                 secret="API-avain", password="salasana"),
        neg=["tilausnumero", "laskun numero", "seurantanumero", "sarjanumero", "kokonaissumma",
             "ohjelmistoversio", "kortti (peitetty)", "jäsennumero"],
        frames=["Hei {name},\ntässä {lab}: {v}\nTerveisin,\n{org}",
                "[{org}] Päivitetty {lab}: {v} — tarkista ennen perjantaita.",
                "Ryhmächatista: lisää {lab} {v} jaettuun taulukkoon.",
                "Ilmoittautumislomake — {org}\nNimi: {name}\n{lab}: {v}"]),
    "cs": dict(
        orgs=["Veslařský klub Vltava", "družstvo keramické pece", "Restaurování varhan Rieger",
              "Lamí farma Šumava", "Deskoherní kavárna Kostka", "Muzeum majáku"],
        names=["Tereza Dvořáková", "Jakub Procházka", "Eliška Černá", "Ondřej Veselý"],
        lab=dict(email="e-mailová adresa", credit_card="číslo karty", phone="telefonní číslo",
                 us_ssn="americké SSN (číslo Social Security)", iban="IBAN", ip_address="IP adresa",
                 secret="API klíč", password="heslo"),
        neg=["číslo objednávky", "číslo faktury", "sledovací číslo", "sériové číslo", "celková částka",
             "verze softwaru", "karta (maskovaná)", "členské číslo"],
        frames=["Ahoj {name},\nposílám {lab}: {v}\nZdraví\n{org}",
                "[{org}] Aktualizováno – {lab}: {v}. Prosím zkontrolovat do pátku.",
                "Ze skupinového chatu: zapiš {lab} {v} do sdílené tabulky.",
                "Přihláška — {org}\nJméno: {name}\n{lab}: {v}"]),
    "tr": dict(
        orgs=["Boğaziçi Kürek Kulübü", "seramik fırını kooperatifi", "Org Restorasyon Atölyesi",
              "Kapadokya Lama Çiftliği", "Zar Kutu Oyun Kafe", "Rumelifeneri Fener Müzesi"],
        names=["Elif Yıldız", "Emre Demir", "Zeynep Kaya", "Burak Aydın"],
        lab=dict(email="e-posta adresi", credit_card="kart numarası", phone="telefon numarası",
                 us_ssn="ABD SSN (Social Security) numarası", iban="IBAN", ip_address="IP adresi",
                 secret="API anahtarı", password="şifre"),
        neg=["sipariş numarası", "fatura numarası", "kargo takip numarası", "seri numarası", "toplam tutar",
             "yazılım sürümü", "kart (maskeli)", "üye numarası"],
        frames=["Merhaba {name},\n{lab}: {v}\nSevgiler,\n{org}",
                "[{org}] Güncellendi — {lab}: {v}. Cuma gününe kadar kontrol edelim.",
                "Grup sohbetinden: {lab} {v}, ortak tabloya ekler misin?",
                "Kayıt formu — {org}\nAd Soyad: {name}\n{lab}: {v}"]),
    "el": dict(
        orgs=["Ναυτικός Όμιλος Κωπηλασίας Πειραιά", "ο συνεταιρισμός κεραμικού φούρνου", "Εργαστήριο αποκατάστασης οργάνων",
              "Φάρμα λάμα Ζαγορίου", "Καφέ επιτραπέζιων Ζάρι", "Μουσείο Φάρου Σαλαμίνας"],
        names=["Μαρία Παπαδοπούλου", "Γιώργος Νικολάου", "Ελένη Γεωργίου", "Νίκος Δημητρίου"],
        lab=dict(email="διεύθυνση email", credit_card="αριθμός κάρτας", phone="τηλέφωνο",
                 us_ssn="αμερικανικός αριθμός SSN (Social Security)", iban="IBAN", ip_address="διεύθυνση IP",
                 secret="κλειδί API", password="κωδικός πρόσβασης"),
        neg=["αριθμός παραγγελίας", "αριθμός τιμολογίου", "αριθμός αποστολής", "σειριακός αριθμός", "συνολικό ποσό",
             "έκδοση λογισμικού", "κάρτα (κρυμμένη)", "αριθμός μέλους"],
        frames=["Γεια σου {name},\n{lab}: {v}\nΦιλικά,\n{org}",
                "[{org}] Ενημέρωση — {lab}: {v}. Ελέγξτε το μέχρι την Παρασκευή.",
                "Από το group chat: γράψε {lab} {v} στο κοινό φύλλο.",
                "Φόρμα εγγραφής — {org}\nΌνομα: {name}\n{lab}: {v}"]),
    "ja": dict(
        orgs=["みなとボート部", "陶芸窯共同組合", "パイプオルガン修復工房", "リャマ・トレッキング牧場",
              "ボードゲームカフェ「サイコロ」", "灯台資料館"],
        names=["佐藤 美咲", "鈴木 健太", "高橋 陽菜", "田中 翔"],
        lab=dict(email="メールアドレス", credit_card="カード番号", phone="電話番号",
                 us_ssn="米国社会保障番号（SSN）", iban="IBAN", ip_address="IPアドレス",
                 secret="APIキー", password="パスワード"),
        neg=["注文番号", "請求書番号", "追跡番号", "シリアル番号", "合計金額", "ソフトウェアのバージョン",
             "カード（マスク済み）", "会員番号"],
        frames=["{name}さん\nお疲れさまです。{lab}は {v} です。\n{org}",
                "【{org}】{lab}を更新しました：{v}（金曜までに確認お願いします）",
                "グループチャットより：{lab} {v} を共有シートに追記してください。",
                "申込書 — {org}\n氏名：{name}\n{lab}：{v}"]),
    "zh": dict(
        orgs=["江湾赛艇俱乐部", "陶艺窑合作社", "管风琴修复工坊", "羊驼徒步农场", "骰子桌游咖啡馆", "灯塔博物馆"],
        names=["王芳", "李强", "张伟", "陈静"],
        lab=dict(email="电子邮箱", credit_card="卡号", phone="电话", us_ssn="美国社会安全号码（SSN）",
                 iban="IBAN", ip_address="IP地址", secret="API密钥", password="密码"),
        neg=["订单号", "发票号", "快递单号", "序列号", "总金额", "软件版本", "卡号（已遮蔽）", "会员编号"],
        frames=["{name}，你好：\n{lab}是 {v}\n——{org}",
                "【{org}】{lab}已更新：{v}，请在周五前核对。",
                "群聊消息：把{lab} {v} 填到共享表格里。",
                "报名表 — {org}\n姓名：{name}\n{lab}：{v}"]),
    "ko": dict(
        orgs=["한강 조정 클럽", "도예 가마 협동조합", "파이프오르간 복원 공방", "라마 트레킹 농장",
              "보드게임 카페 주사위", "등대 박물관"],
        names=["김민지", "이준호", "박서연", "최현우"],
        lab=dict(email="이메일 주소", credit_card="카드 번호", phone="전화번호", us_ssn="미국 사회보장번호(SSN)",
                 iban="IBAN", ip_address="IP 주소", secret="API 키", password="비밀번호"),
        neg=["주문 번호", "송장 번호", "운송장 번호", "일련번호", "총액", "소프트웨어 버전", "카드(마스킹됨)", "회원 번호"],
        frames=["{name}님 안녕하세요,\n{lab}: {v}\n{org} 드림",
                "[{org}] {lab} 변경됨: {v} — 금요일까지 확인 부탁드립니다.",
                "단톡방에서: {lab} {v} 공유 시트에 적어 주세요.",
                "신청서 — {org}\n이름: {name}\n{lab}: {v}"]),
    "ar": dict(
        orgs=["نادي التجديف البحري", "تعاونية فرن الفخار", "ورشة ترميم الأرغن", "مزرعة اللاما للرحلات",
              "مقهى ألعاب الطاولة", "متحف المنارة"],
        names=["ليلى حسن", "يوسف العمري", "سارة خليل", "كريم منصور"],
        lab=dict(email="البريد الإلكتروني", credit_card="رقم البطاقة", phone="رقم الهاتف",
                 us_ssn="رقم الضمان الاجتماعي الأمريكي (SSN)", iban="رقم الآيبان IBAN", ip_address="عنوان IP",
                 secret="مفتاح API", password="كلمة المرور"),
        neg=["رقم الطلب", "رقم الفاتورة", "رقم التتبع", "الرقم التسلسلي", "المبلغ الإجمالي", "إصدار البرنامج",
             "البطاقة (مخفية)", "رقم العضوية"],
        frames=["مرحباً {name}،\n{lab}: {v}\nمع التحية،\n{org}",
                "[{org}] تم تحديث {lab}: {v} — يرجى المراجعة قبل الجمعة.",
                "من مجموعة الدردشة: أضف {lab} {v} إلى الجدول المشترك.",
                "استمارة التسجيل — {org}\nالاسم: {name}\n{lab}: {v}"]),
    "hi": dict(
        orgs=["गंगा रोइंग क्लब", "मिट्टी भट्ठा सहकारी समिति", "पाइप ऑर्गन मरम्मत कार्यशाला", "लामा ट्रेकिंग फ़ार्म",
              "बोर्ड गेम कैफ़े पासा", "प्रकाशस्तंभ संग्रहालय"],
        names=["अनन्या शर्मा", "रोहित वर्मा", "प्रिया नायर", "अर्जुन मेहता"],
        lab=dict(email="ईमेल पता", credit_card="कार्ड नंबर", phone="फ़ोन नंबर",
                 us_ssn="अमेरिकी सोशल सिक्योरिटी नंबर (SSN)", iban="IBAN", ip_address="IP पता",
                 secret="API कुंजी", password="पासवर्ड"),
        neg=["ऑर्डर नंबर", "इनवॉइस नंबर", "ट्रैकिंग नंबर", "सीरियल नंबर", "कुल राशि", "सॉफ़्टवेयर संस्करण",
             "कार्ड (छिपा हुआ)", "सदस्यता संख्या"],
        frames=["नमस्ते {name},\n{lab}: {v}\nधन्यवाद,\n{org}",
                "[{org}] {lab} अपडेट किया गया: {v} — कृपया शुक्रवार तक जाँच लें।",
                "ग्रुप चैट से: {lab} {v} साझा शीट में जोड़ दें।",
                "पंजीकरण फ़ॉर्म — {org}\nनाम: {name}\n{lab}: {v}"]),
    "vi": dict(
        orgs=["Câu lạc bộ chèo thuyền Sông Hàn", "hợp tác xã lò gốm", "Xưởng phục chế đàn ống",
              "Trang trại lạc đà không bướu", "Quán boardgame Xúc Xắc", "Bảo tàng hải đăng Kê Gà"],
        names=["Nguyễn Thu Hà", "Trần Minh Quân", "Lê Bảo Ngọc", "Phạm Đức Anh"],
        lab=dict(email="địa chỉ email", credit_card="số thẻ", phone="số điện thoại",
                 us_ssn="số an sinh xã hội Mỹ (SSN)", iban="IBAN", ip_address="địa chỉ IP",
                 secret="khóa API", password="mật khẩu"),
        neg=["mã đơn hàng", "số hóa đơn", "mã vận đơn", "số sê-ri", "tổng số tiền", "phiên bản phần mềm",
             "thẻ (đã che)", "mã hội viên"],
        frames=["Chào {name},\n{lab}: {v}\nThân mến,\n{org}",
                "[{org}] Đã cập nhật {lab}: {v} — vui lòng kiểm tra trước thứ Sáu.",
                "Từ nhóm chat: ghi {lab} {v} vào bảng tính chung nhé.",
                "Phiếu đăng ký — {org}\nHọ tên: {name}\n{lab}: {v}"]),
}
NON_EN = list(LANG.keys())


def lang_plan(n):
    k = round(n * NON_EN_SHARE)
    order = NON_EN[:]
    rng.shuffle(order)
    plan = [order[i % len(order)] for i in range(k)] + ["en"] * (n - k)
    rng.shuffle(plan)
    return plan


def rand_date():
    return f"{rng.choice([2023, 2024, 2025])}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def rand_time():
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def ctx(lang="en"):
    si = rng.randrange(len(SETTINGS))
    s = SETTINGS[si]
    if lang == "en":
        org = rng.choice(s["orgs"])
        name, name2 = rng.sample(EN_NAMES, 2)
    else:
        org = LANG[lang]["orgs"][si]
        name, name2 = rng.sample(LANG[lang]["names"], 2)
    svc = rng.choice(SVCS)
    dom = rng.choice(s["domains"])
    first = name.split()[0].lower()
    user = re.sub(r"[^a-z]", "", first) or "admin"
    return dict(org=org, item=rng.choice(s["items"]), name=name, name2=name2, date=rand_date(),
                time=rand_time(), domain=dom, host=f"{svc}.{dom}", user=user + rng.choice(["", "_admin", "2", ""]),
                n=str(rng.randint(1000, 9899)), svc=svc, Svc=svc.capitalize(), setting=s["key"],
                slug=f"{s['key']}-{svc}", pid=str(rng.randint(1000, 65000)), port=str(rng.randint(1025, 65000)))


# ================================================================ validators
def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2 == 1:
            x *= 2
            if x > 9:
                x -= 9
        tot += x
    return tot % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


MAESTRO = ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763"]


def card_brand(d):
    L = len(d)
    if d[0] == "4" and L in (13, 16, 19):
        return "Visa"
    if (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720) and L == 16:
        return "Mastercard"
    if d[:2] in ("34", "37") and L == 15:
        return "Amex"
    if (d[:4] == "6011" or 644 <= int(d[:3]) <= 649 or d[:2] == "65") and L in (16, 19):
        return "Discover"
    if (d[:2] in ("36", "38") or 300 <= int(d[:3]) <= 305) and L == 14:
        return "Diners Club"
    if 3528 <= int(d[:4]) <= 3589 and L in (16, 19):
        return "JCB"
    if d[:2] == "62" and 16 <= L <= 19:
        return "UnionPay"
    if d[:4] in MAESTRO and 12 <= L <= 19:
        return "Maestro"
    return None


def ssn_valid(d):
    if not re.fullmatch(r"\d{9}", d):
        return False
    a, g, s = d[:3], d[3:5], d[5:]
    return a not in ("000", "666") and a[0] != "9" and g != "00" and s != "0000"


# country: (length, bban spec)
IBAN_SPEC = {
    "AD": (24, "8n12c"), "AE": (23, "19n"), "AL": (28, "8n16c"), "AT": (20, "16n"), "AZ": (28, "4a20c"),
    "BA": (20, "16n"), "BE": (16, "12n"), "BG": (22, "4a6n8c"), "BH": (22, "4a14c"), "BR": (29, "23n1a1c"),
    "CH": (21, "5n12c"), "CY": (28, "8n16c"), "CZ": (24, "20n"), "DE": (22, "18n"), "DK": (18, "14n"),
    "EE": (20, "16n"), "EG": (29, "25n"), "ES": (24, "20n"), "FI": (18, "14n"), "FR": (27, "10n11c2n"),
    "GB": (22, "4a14n"), "GE": (22, "2a16n"), "GI": (23, "4a15c"), "GR": (27, "7n16c"), "HR": (21, "17n"),
    "HU": (28, "24n"), "IE": (22, "4a14n"), "IL": (23, "19n"), "IS": (26, "22n"), "IT": (27, "1a10n12c"),
    "JO": (30, "4a4n18c"), "KW": (30, "4a22c"), "KZ": (20, "3n13c"), "LI": (21, "5n12c"), "LT": (20, "16n"),
    "LU": (20, "3n13c"), "LV": (21, "4a13c"), "MC": (27, "10n11c2n"), "MT": (31, "4a5n18c"),
    "MU": (30, "4a19n3a"), "NL": (18, "4a10n"), "NO": (15, "11n"), "PL": (28, "24n"), "PT": (25, "21n"),
    "QA": (29, "4a21c"), "RO": (24, "4a16c"), "RS": (22, "18n"), "SA": (24, "2n18c"), "SE": (24, "20n"),
    "SI": (19, "15n"), "SK": (24, "20n"), "SM": (27, "1a10n12c"), "TR": (26, "5n1n16c"), "UA": (29, "6n19c"),
}
BANK_CODES = {"GB": ["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "SRLG", "MONZ"],
              "IE": ["AIBK", "BOFI", "IPBS"], "NL": ["ABNA", "INGB", "RABO", "TRIO", "KNAB", "SNSB", "ASNB"],
              "MT": ["MALT", "VALL"], "LV": ["HABA", "UNLA", "RIKO"], "RO": ["BTRL", "RNCB", "BRDE"],
              "BG": ["BNBG", "UNCR", "STSA"], "QA": ["QNBA", "DOHB"], "KW": ["NBOK", "CBKU"],
              "JO": ["ARAB", "HBHO"], "AZ": ["NABZ", "AIIB"], "BH": ["NBOB", "BBKU"], "MU": ["BOMM", "MCBL"],
              "GI": ["NWBK", "GIBK"]}


def iban_mod97(s):
    s = s[4:] + s[:4]
    num = "".join(str(int(ch, 36)) for ch in s)
    return int(num) % 97


def iban_valid(v):
    s = v.replace(" ", "").upper()
    if len(s) < 5 or s[:2] not in IBAN_SPEC:
        return False
    if len(s) != IBAN_SPEC[s[:2]][0] or not s.isalnum():
        return False
    return iban_mod97(s) == 1


EMAIL_RE = re.compile(r"[\w.+%'-]+@[\w-]+(?:\.[\w-]+)+", re.UNICODE)


def is_example_email(e):
    dom = e.split("@", 1)[1].lower().rstrip(".")
    return dom in ("example.com", "example.org", "example.net")


def public_ip_in(text):
    for m in re.finditer(r"(?<![0-9.])(\d{1,3}(?:\.\d{1,3}){3})(?!\.?\d)", text):
        try:
            ip = ipaddress.IPv4Address(m.group(1))
        except ValueError:
            continue
        if ip.is_global and not ip.is_multicast:
            return m.group(1)
    for m in re.finditer(r"(?<![0-9A-Za-z:])([0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7})(?![0-9A-Za-z:])", text):
        try:
            ip = ipaddress.IPv6Address(m.group(1))
        except ValueError:
            continue
        if ip.is_global:
            return m.group(1)
    return None


def luhn_seq_in(text):
    for m in re.finditer(r"[0-9]+(?:[ .\-\u00a0/]?[0-9]+)*", text):
        groups = re.findall(r"[0-9]+", m.group())
        for i in range(len(groups)):
            tot = ""
            for j in range(i, len(groups)):
                tot += groups[j]
                if len(tot) > 19:
                    break
                if len(tot) >= 13 and luhn_ok(tot):
                    return tot
    return None


def ssn_pattern_in(text):
    return re.search(r"(?<![0-9])[0-9]{3}([- ])[0-9]{2}\1[0-9]{4}(?![0-9])", text)


def iban_in(text):
    for m in re.finditer(r"(?=([A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{10,42}))", text):
        s = m.group(1).replace(" ", "").upper()
        cc = s[:2]
        if cc in IBAN_SPEC:
            L = IBAN_SPEC[cc][0]
            if len(s) >= L and iban_mod97(s[:L]) == 1 and s[:L].isalnum():
                return s[:L]
    return None


def neg_problem(text):
    for m in EMAIL_RE.finditer(text):
        if not is_example_email(m.group()):
            return "email " + m.group()
    x = luhn_seq_in(text)
    if x:
        return "luhn " + x
    if ssn_pattern_in(text):
        return "ssn"
    x = iban_in(text)
    if x:
        return "iban " + x
    x = public_ip_in(text)
    if x:
        return "ip " + x
    return None


# ================================================================ value generators
# ---- email
FIRSTS = ["maya", "tom", "priya", "liam", "sofia", "jonas", "aiko", "noah", "grace", "omar", "elena", "ben",
          "chloe", "mateo", "hannah", "ravi", "zoe", "lukas", "amara", "freya", "ingrid", "pavel", "keiko",
          "diego", "fatima", "oskar", "nina", "arjun", "ewa", "tuomas", "kemal", "sanne", "giulia", "thanh"]
LASTS = ["okafor", "hargreaves", "raman", "oconnor", "marquez", "weber", "tanaka", "fischer", "kim", "haddad",
         "rossi", "carter", "dubois", "silva", "lindqvist", "menon", "papadopoulos", "novak", "nwosu",
         "campbell", "kowalski", "virtanen", "yilmaz", "nguyen", "sato", "moreau", "bianchi", "jansen",
         "svoboda", "andersson", "ferreira", "brennan"]
TAGS = ["regatta", "kiln", "bookings", "newsletter", "trek", "organ", "games", "museum", "volunteer", "2024",
        "erg", "glaze", "llamas", "catan", "lens", "receipts"]
FREEMAIL = ["gmail.com", "outlook.com", "yahoo.co.uk", "gmx.de", "web.de", "orange.fr", "libero.it", "seznam.cz",
            "wp.pl", "naver.com", "qq.com", "163.com", "yahoo.co.jp", "hotmail.fr", "icloud.com", "proton.me",
            "posteo.de", "t-online.de", "free.fr", "live.nl", "telia.com", "kolumbus.fi", "mail.ru", "uol.com.br",
            "rediffmail.com", "fastmail.com"]
IDN_DOMAINS = ["töpferei-glut.de", "rudern-müggelsee.de", "café-dés.fr", "fyrmuseet-ålands.ax", "orgelbau-größ.at",
               "lama-höhenweg.ch", "brädspelscafé.se", "ボードゲーム.jp", "陶艺窑.中国", "등대박물관.kr",
               "λάμα-πεζοπορία.gr", "kürek-kulübü.com.tr", "varhany-oprava.cz", "lamafarmă.ro",
               "gốm-sứ.vn", "ламатрек.рф", "órgãos-fontes.pt", "seramikfırını.com.tr"]
UNI_LOCALS = ["josé.garcía", "zoë", "jürgen.müller", "ana.muñoz", "søren", "łukasz.wójcik", "françois",
              "δημήτρης", "用户", "さくら", "민준", "अनिल", "çağrı", "đức.nguyễn", "ørjan", "siân", "mária",
              "ölçer", "björn.åberg", "льюис", "東京太郎", "ハナコ", "élodie", "weiß"]
ROLE = ["bookings", "treks", "kiln-schedule", "captain", "secretary", "treasurer", "info", "hello", "tours",
        "workshop", "voicing", "membership", "frontdesk", "crew"]


def gen_email(ascii_only=False):
    s = rng.choice(SETTINGS)
    r = rng.random()
    f, l = rng.choice(FIRSTS), rng.choice(LASTS)
    pat = rng.random()
    if pat < 0.3:
        local = f"{f}.{l}"
    elif pat < 0.42:
        local = f"{f}{rng.randint(1, 99)}"
    elif pat < 0.52:
        local = f"{f[0]}{l}"
    elif pat < 0.6:
        local = f"{f}_{l}"
    elif pat < 0.72:
        local = rng.choice(ROLE)
    else:
        local = rng.choice([f, f"{f}.{l}", f"{f[0]}.{l}"]) + "+" + rng.choice(TAGS)
    if r < 0.35:
        dom = rng.choice(s["domains"])
    elif r < 0.55:
        dom = rng.choice(FREEMAIL)
        if local in ROLE:
            local = f"{local}.{l}"
    elif r < 0.75:
        dom = rng.choice(["mail", "members", "booking", "lists", "staff", "office", "crew", "eu"]) + "." + rng.choice(s["domains"])
    else:
        dom = rng.choice(IDN_DOMAINS) if not ascii_only else rng.choice(s["domains"])
    if not ascii_only and rng.random() < 0.12:
        local = rng.choice(UNI_LOCALS) + rng.choice(["", str(rng.randint(1, 9)), "+" + rng.choice(TAGS)])
    return f"{local}@{dom}"


# ---- cards
def gen_card_digits():
    b = rng.random()
    if b < 0.28:
        pre, L = "4", rng.choice([16, 16, 16, 16, 13, 19])
    elif b < 0.40:
        pre, L = str(rng.randint(51, 55)), 16
    elif b < 0.48:
        pre, L = str(rng.randint(2221, 2720)), 16
    elif b < 0.60:
        pre, L = rng.choice(["34", "37"]), 15
    elif b < 0.68:
        pre, L = rng.choice(["6011", str(rng.randint(644, 649)), "65"]), rng.choice([16, 16, 19])
    elif b < 0.75:
        pre, L = rng.choice(["36", "38", str(rng.randint(300, 305))]), 14
    elif b < 0.83:
        pre, L = str(rng.randint(3528, 3589)), 16
    elif b < 0.92:
        pre, L = "62" + str(rng.randint(1, 9)), rng.choice([16, 17, 18, 19])
    else:
        pre, L = rng.choice(MAESTRO), rng.choice([16, 18, 19])
    d = luhn_complete(pre + dg(L - len(pre) - 1))
    assert card_brand(d), d
    return d


CARD_GROUPS = {13: [[4, 4, 5], [4, 3, 3, 3]], 14: [[4, 6, 4]], 15: [[4, 6, 5]], 16: [[4, 4, 4, 4]],
               17: [[4, 4, 4, 5]], 18: [[4, 4, 4, 6], [4, 4, 4, 4, 2]], 19: [[4, 4, 4, 4, 3], [6, 13]]}


def group(d, sizes, sep):
    out, i = [], 0
    for s in sizes:
        out.append(d[i:i + s])
        i += s
    return sep.join(out)


def fmt_card(d):
    r = rng.random()
    if r < 0.25:
        return d
    sep = " " if r < 0.75 else "-"
    return group(d, rng.choice(CARD_GROUPS[len(d)]), sep)


# ---- phones: '#' any digit, 'N' 2-9, 'M' 1-9
PHONE_PAT = {
    "US": ["(NMM) N##-####", "NMM-N##-####", "NMM.N##.####", "+1 NMM N## ####", "+1-NMM-N##-####", "+1NMMN######",
           "1 (NMM) N##-####"],
    "CA": ["(NMM) N##-####", "+1 NMM-N##-####", "NMM N## ####"],
    "GB": ["+44 20 7### ####", "020 8### ####", "(020) 7### ####", "07### ######", "+44 7### ######",
           "+447#########", "0161 8## ####", "0117 9## ####", "+44 131 5## ####"],
    "IE": ["+353 87 ### ####", "087 ### ####", "(01) ### ####", "+353 1 ### ####"],
    "DE": ["+49 30 ########", "030 #######", "030/########", "+49 (0)89 #######", "0151 ########",
           "+49 172 #######", "+49 40 ### ###-##", "0176-########"],
    "AT": ["+43 1 ### ####", "0664 #######", "+43 664 #######", "0512 ######"],
    "CH": ["+41 44 ### ## ##", "044 ### ## ##", "079 ### ## ##", "+41 79 ### ## ##"],
    "FR": ["01 ## ## ## ##", "+33 1 ## ## ## ##", "06.##.##.##.##", "+336########", "0033 7 ## ## ## ##",
           "04 ## ## ## ##", "07 ## ## ## ##"],
    "BE": ["+32 470 ## ## ##", "0470 ## ## ##", "02 ### ## ##"],
    "ES": ["+34 6## ### ###", "6## ## ## ##", "91 ### ## ##", "+34 93 ### ## ##", "7## ### ###"],
    "IT": ["+39 347 ### ####", "347 #######", "06 #### ####", "+39 02 #### ####", "+39 333 #######"],
    "PT": ["+351 91# ### ###", "91# ### ###", "21 ### ####"],
    "NL": ["06-########", "+31 6 ########", "020-#######", "+31 20 ### ####", "(020) ### ## ##"],
    "PL": ["+48 601 ### ###", "5##-###-###", "22 ### ## ##", "+48 22 ### ## ##", "+48 79# ### ###"],
    "SE": ["070-### ## ##", "+46 70 ### ## ##", "08-### ### ##", "+46 8 ### ### ##", "+4673#######"],
    "FI": ["040 ### ####", "+358 40 ### ####", "09 #### ####", "+358 9 #### ####", "050-### ####"],
    "CZ": ["+420 60# ### ###", "7## ### ###", "+420 222 ### ###"],
    "TR": ["+90 532 ### ## ##", "0532 ### ## ##", "(0212) ### ## ##", "+90 (212) ### ####", "0 (542) ### ## ##"],
    "GR": ["+30 69# ### ####", "69# ### ####", "210 ### ####", "+30 210 #######"],
    "JP": ["090-####-####", "+81 90-####-####", "03-####-####", "+81 3 #### ####", "(03) ####-####", "080-####-####"],
    "CN": ["138 #### ####", "+86 139 #### ####", "010-#### ####", "+86 10 #### ####", "+86135########"],
    "KR": ["010-####-####", "+82 10-####-####", "02-###-####", "+82 2 #### ####", "031-###-####"],
    "IN": ["+91 98### #####", "098### #####", "022 #### ####", "+91 22 #### ####", "+91-99###-#####"],
    "BR": ["+55 11 9####-####", "(11) 9####-####", "(21) 2###-####", "+55 21 2### ####"],
    "AU": ["+61 4## ### ###", "04## ### ###", "(02) 9### ####", "+61 2 9### ####", "(03) 9### ####"],
    "NZ": ["+64 21 ### ####", "021 ### ####", "(09) ### ####"],
    "ZA": ["+27 82 ### ####", "082 ### ####", "021 ### ####"],
    "MX": ["+52 55 #### ####", "55 #### ####", "+52 33 #### ####"],
    "AE": ["+971 50 ### ####", "050 ### ####", "+971 4 ### ####"],
    "SA": ["+966 5# ### ####", "05# ### ####"],
    "VN": ["+84 91 ### ## ##", "09## ### ###", "028 #### ####"],
}
LANG_PHONE = {"fr": ["FR", "FR", "BE", "CH"], "de": ["DE", "DE", "AT", "CH"], "es": ["ES", "ES", "MX"],
              "it": ["IT"], "pt": ["PT", "BR"], "nl": ["NL", "NL", "BE"], "pl": ["PL"], "sv": ["SE"],
              "fi": ["FI"], "cs": ["CZ"], "tr": ["TR"], "el": ["GR"], "ja": ["JP"], "zh": ["CN"], "ko": ["KR"],
              "ar": ["AE", "SA"], "hi": ["IN"], "vi": ["VN"]}
EN_PHONE = ["US", "US", "US", "CA", "GB", "GB", "IE", "AU", "NZ", "ZA", "IN"] + list(PHONE_PAT.keys())


def gen_phone(lang="en"):
    cc = rng.choice(LANG_PHONE.get(lang, EN_PHONE))
    while True:
        p = rng.choice(PHONE_PAT[cc])
        out = "".join(rng.choice(DIG) if ch == "#" else rng.choice("23456789") if ch == "N" else
                      rng.choice("123456789") if ch == "M" else ch for ch in p)
        if cc in ("US", "CA"):
            digs = re.sub(r"\D", "", out)[-10:]
            if digs[3:6] == "555" or digs[1:3] == "11" or digs[4:6] == "11":
                continue
        break
    r = rng.random()
    if r < 0.12:
        ext = {"de": [" Durchwahl ", "-"], "fr": [" poste "], "it": [" int. "], "es": [" ext. "]}.get(lang, [" ext. ", " x", " ext "])
        out += rng.choice(ext) + str(rng.randint(10, 499))
    return out


# ---- SSN
def gen_ssn_digits():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g = rng.randint(1, 99)
        s = rng.randint(1, 9999)
        d = f"{a:03d}{g:02d}{s:04d}"
        if ssn_valid(d):
            return d


def fmt_ssn(d):
    r = rng.random()
    if r < 0.6:
        return f"{d[:3]}-{d[3:5]}-{d[5:]}"
    if r < 0.78:
        return f"{d[:3]} {d[3:5]} {d[5:]}"
    return d


# ---- IBAN
LANG_IBAN = {"fr": ["FR", "BE", "LU", "MC", "CH"], "de": ["DE", "DE", "AT", "CH", "LI"], "es": ["ES"],
             "it": ["IT", "SM"], "pt": ["PT", "BR"], "nl": ["NL", "BE"], "pl": ["PL"], "sv": ["SE"],
             "fi": ["FI"], "cs": ["CZ", "SK"], "tr": ["TR"], "el": ["GR", "CY"],
             "ja": ["GB", "DE", "FR"], "zh": ["GB", "DE", "NL"], "ko": ["DE", "GB"],
             "ar": ["SA", "AE", "JO", "QA", "KW", "EG", "BH"], "hi": ["GB", "AE"], "vi": ["FR", "DE"]}


def gen_iban(country):
    L, spec = IBAN_SPEC[country]
    out = ""
    for cnt, kind in re.findall(r"(\d+)([nac])", spec):
        cnt = int(cnt)
        if kind == "a" and cnt == 4 and not out and country in BANK_CODES:
            out += rng.choice(BANK_CODES[country])
            continue
        for _ in range(cnt):
            if kind == "n":
                out += rng.choice(DIG)
            elif kind == "a":
                out += rng.choice(UPPER)
            else:
                out += rng.choice(DIG) if rng.random() < 0.8 else rng.choice(UPPER)
    if country == "TR":
        out = out[:5] + "0" + out[6:]
    chk = 98 - iban_mod97(country + "00" + out)
    iban = f"{country}{chk:02d}{out}"
    assert len(iban) == L and iban_valid(iban), iban
    return iban


def fmt_iban(iban):
    r = rng.random()
    v = iban if r < 0.4 else " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    if rng.random() < 0.15:
        v = v.lower()
    return v


# ---- IP
def gen_ip():
    if rng.random() < 0.17:
        pre = rng.choice(["2a01:4f8", "2a02:8070", "2001:67c", "2606:4700", "2a00:1450", "2400:cb00",
                          "2a03:2880", "2604:a880", "2a05:d014", "2001:470", "2a0e:b107", "2804:14c"])
        h = lambda: format(rng.randint(1, 0xffff), "x")
        if rng.random() < 0.5:
            v = f"{pre}:{h()}:{h()}::{h()}"
        else:
            v = f"{pre}:{h()}:{h()}:{h()}:{h()}:{h()}:{h()}"
        ipaddress.IPv6Address(v)
        return v
    while True:
        a = rng.choice([rng.randint(1, 223), rng.choice([5, 31, 37, 45, 46, 62, 77, 78, 80, 81, 82, 85, 86, 87, 88,
                                                          89, 91, 93, 94, 95, 104, 109, 141, 151, 176, 178, 185,
                                                          188, 193, 194, 195, 212, 213, 217])])
        v = f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        ip = ipaddress.IPv4Address(v)
        if ip.is_global and not ip.is_multicast:
            return v


# ---- secrets
def b64u(raw):
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def gen_jwt(c, role=None):
    hdr = rng.choice([{"alg": "HS256", "typ": "JWT"}, {"alg": "RS256", "typ": "JWT", "kid": rs(8, HEX)},
                      {"typ": "JWT", "alg": "HS512"}])
    iat = rng.randint(1700000000, 1740000000)
    pl = {"sub": rtok(10, LOWER + DIG), "name": c["name"], "iat": iat, "exp": iat + 3600 * rng.choice([1, 24, 168])}
    if role:
        pl = {"iss": "supabase", "ref": rs(20, LOWER), "role": role, "iat": iat, "exp": iat + 315360000}
    elif rng.random() < 0.5:
        pl["scope"] = rng.choice(["bookings:write", "admin", "read write", "members:read"])
    sig = b64u(bytes(rng.randrange(256) for _ in range(64 if hdr["alg"] == "HS512" else 32 if hdr["alg"] == "HS256" else 256)))
    return ".".join([b64u(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64u(json.dumps(pl, separators=(",", ":"), ensure_ascii=False).encode()), sig])


def gen_pem():
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    start = {"RSA PRIVATE KEY": rng.choice(["MIIEpAIBAAKCAQEA", "MIIEowIBAAKCAQEA", "MIIEogIBAAKCAQEA"]),
             "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
             "EC PRIVATE KEY": "MHcCAQEEI",
             "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}[kind]
    nlines = {"RSA PRIVATE KEY": rng.randint(7, 25), "PRIVATE KEY": rng.randint(7, 26), "EC PRIVATE KEY": 3,
              "OPENSSH PRIVATE KEY": rng.randint(5, 7)}[kind]
    width = 70 if kind == "OPENSSH PRIVATE KEY" else 64
    body = start + rs(width * nlines - len(start) - rng.randint(0, 30), B64)
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    if kind != "OPENSSH PRIVATE KEY":
        pad = (4 - len(lines[-1]) % 4) % 4
        lines[-1] += "=" * pad
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


WORDS = ["Tide", "Gannet", "Basalt", "Kiln", "Oxbow", "Sculler", "Heron", "Flint", "Bellows", "Reed", "Alpaca",
         "Ridge", "Meeple", "Lantern", "Fresnel", "Harbor", "Copper", "Glaze", "Tracker", "Diapason", "Cobalt",
         "Saffron", "Juniper", "Quarry", "Petrel", "Marram", "Bramble", "Otter"]


def gen_password(url_safe=False):
    r = rng.random()
    if r < 0.35:
        sym = rng.choice("!-_.*~" if url_safe else "!-_.*?%^&")
        v = rng.choice(WORDS) + sym + rng.choice(WORDS).lower() + str(rng.randint(10, 9999))
    elif r < 0.55:
        v = "-".join(w.lower() for w in rng.sample(WORDS, 3)) + "-" + str(rng.randint(10, 99))
    elif r < 0.8:
        v = rtok(rng.randint(16, 28), ALNUM + ("-_.~" if url_safe else "!%^*-_.+?"))
    else:
        w = rng.choice(WORDS)
        v = w[0] + w[1:].replace("o", "0").replace("a", "@" if not url_safe else "4").replace("e", "3") + rng.choice("!$*") + str(rng.randint(1900, 2025))
        if url_safe:
            v = v.replace("$", "!")
    return v


def discord_token():
    uid = str(rng.randint(10**17, 1.3 * 10**18))
    return b64u(uid.encode()) + "." + rs(6, B64U) + "." + rs(38, B64U)


# (env var, human label, generator, bearer-style)
PROVIDERS = [
    ("AWS_ACCESS_KEY_ID", "AWS access key", lambda: "AKIA" + rtok(16, UPPER + "234567"), False),
    ("AWS_SECRET_ACCESS_KEY", "AWS secret key", lambda: rtok(40, ALNUM + "/+"), False),
    ("GITHUB_TOKEN", "GitHub token", lambda: "ghp_" + rtok(36), True),
    ("GH_PAT", "GitHub fine-grained token", lambda: "github_pat_11" + rtok(20, UPD) + "_" + rtok(59), True),
    ("GH_OAUTH_TOKEN", "GitHub OAuth token", lambda: "gho_" + rtok(36), True),
    ("GITLAB_TOKEN", "GitLab token", lambda: "glpat-" + rtok(20, ALNUM + "-_"), True),
    ("SLACK_BOT_TOKEN", "Slack bot token", lambda: f"xoxb-{dg(12)}-{dg(13)}-{rtok(24)}", True),
    ("SLACK_USER_TOKEN", "Slack user token", lambda: f"xoxp-{dg(12)}-{dg(12)}-{dg(13)}-{rs(32, HEX)}", True),
    ("DISCORD_BOT_TOKEN", "Discord bot token", discord_token, False),
    ("TELEGRAM_BOT_TOKEN", "Telegram bot token", lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{rtok(33, ALNUM + '_-')}", False),
    ("STRIPE_SECRET_KEY", "Stripe secret key", lambda: "sk_live_" + rtok(rng.choice([24, 99])), True),
    ("STRIPE_RESTRICTED_KEY", "Stripe restricted key", lambda: "rk_live_" + rtok(99), True),
    ("STRIPE_WEBHOOK_SECRET", "Stripe webhook signing secret", lambda: "whsec_" + rtok(32), False),
    ("SQUARE_ACCESS_TOKEN", "Square access token", lambda: "EAAA" + rtok(60, ALNUM + "-_"), True),
    ("PAYPAL_CLIENT_SECRET", "PayPal client secret", lambda: "E" + rtok(79, ALNUM + "-_"), False),
    ("MOLLIE_API_KEY", "Mollie API key", lambda: "live_" + rtok(30), True),
    ("RAZORPAY_KEY_SECRET", "Razorpay key secret", lambda: rtok(24), False),
    ("OPENAI_API_KEY", "OpenAI API key", lambda: rng.choice(["sk-proj-" + rtok(56, ALNUM + "-_") + "T3BlbkFJ" + rtok(56, ALNUM + "-_"),
                                                             "sk-" + rtok(20) + "T3BlbkFJ" + rtok(20)]), True),
    ("ANTHROPIC_API_KEY", "Anthropic API key", lambda: "sk-ant-api03-" + rtok(93, ALNUM + "-_") + "AA", False),
    ("GOOGLE_MAPS_API_KEY", "Google API key", lambda: "AIza" + rtok(35, ALNUM + "-_"), False),
    ("HF_TOKEN", "Hugging Face token", lambda: "hf_" + rtok(34, string.ascii_letters + "0"), True),
    ("GROQ_API_KEY", "Groq API key", lambda: "gsk_" + rtok(52), True),
    ("REPLICATE_API_TOKEN", "Replicate token", lambda: "r8_" + rtok(37), True),
    ("PPLX_API_KEY", "Perplexity API key", lambda: "pplx-" + rtok(48), True),
    ("XAI_API_KEY", "xAI API key", lambda: "xai-" + rtok(80), True),
    ("MISTRAL_API_KEY", "Mistral API key", lambda: rtok(32), True),
    ("COHERE_API_KEY", "Cohere API key", lambda: rtok(40), True),
    ("SENDGRID_API_KEY", "SendGrid API key", lambda: "SG." + rtok(22, ALNUM + "-_") + "." + rtok(43, ALNUM + "-_"), True),
    ("MAILGUN_API_KEY", "Mailgun API key", lambda: rng.choice(["key-" + rtok(32, HEX), rtok(32, HEX) + "-" + rtok(8, HEX) + "-" + rtok(8, HEX)]), False),
    ("MAILCHIMP_API_KEY", "Mailchimp API key", lambda: rtok(32, HEX) + "-us" + str(rng.randint(2, 21)), False),
    ("POSTMARK_SERVER_TOKEN", "Postmark server token", uuid4, False),
    ("BREVO_API_KEY", "Brevo API key", lambda: "xkeysib-" + rtok(64, HEX) + "-" + rtok(16), False),
    ("RESEND_API_KEY", "Resend API key", lambda: "re_" + rtok(8) + "_" + rtok(24), True),
    ("TWILIO_AUTH_TOKEN", "Twilio auth token", lambda: rtok(32, HEX), False),
    ("DIGITALOCEAN_TOKEN", "DigitalOcean token", lambda: "dop_v1_" + rtok(64, HEX), True),
    ("CLOUDFLARE_API_TOKEN", "Cloudflare API token", lambda: rtok(40, ALNUM + "-_"), True),
    ("DD_API_KEY", "Datadog API key", lambda: rtok(32, HEX), False),
    ("NEW_RELIC_API_KEY", "New Relic user key", lambda: "NRAK-" + rtok(27, UPD), False),
    ("NPM_TOKEN", "npm token", lambda: "npm_" + rtok(36), True),
    ("PYPI_API_TOKEN", "PyPI token", lambda: "pypi-AgEIcHlwaS5vcmc" + rtok(rng.randint(140, 180), B64U), False),
    ("DOCKERHUB_TOKEN", "Docker Hub token", lambda: "dckr_pat_" + rtok(27, ALNUM + "-_"), False),
    ("SHOPIFY_ACCESS_TOKEN", "Shopify admin token", lambda: "shpat_" + rtok(32, HEX), False),
    ("JIRA_API_TOKEN", "Atlassian API token", lambda: "ATATT3xFfGF0" + rtok(170, ALNUM + "-_") + "=" + rtok(8, "0123456789ABCDEF"), False),
    ("LINEAR_API_KEY", "Linear API key", lambda: "lin_api_" + rtok(40), False),
    ("NOTION_TOKEN", "Notion integration token", lambda: rng.choice(["ntn_" + dg(11) + rtok(35), "secret_" + rtok(43)]), True),
    ("AIRTABLE_TOKEN", "Airtable token", lambda: "pat" + rtok(14) + "." + rtok(64, HEX), True),
    ("FIGMA_TOKEN", "Figma token", lambda: "figd_" + rtok(40, ALNUM + "-_"), False),
    ("GRAFANA_SA_TOKEN", "Grafana service account token", lambda: "glsa_" + rtok(32) + "_" + rtok(8, HEX), True),
    ("VAULT_TOKEN", "Vault token", lambda: "hvs.CAESI" + rtok(86, B64U), False),
    ("TF_API_TOKEN", "Terraform Cloud token", lambda: rtok(14) + ".atlasv1." + rtok(67), True),
    ("MAPBOX_SECRET_TOKEN", "Mapbox secret token", lambda: "sk.eyJ1Ijoi" + rtok(60, B64U) + "." + rtok(22, B64U), False),
    ("DOPPLER_TOKEN", "Doppler service token", lambda: "dp.st.prd." + rtok(43), True),
    ("HEROKU_API_KEY", "Heroku API key", lambda: "HRKU-" + uuid4(), True),
    ("ALGOLIA_ADMIN_KEY", "Algolia admin key", lambda: rtok(32, HEX), False),
    ("NETLIFY_AUTH_TOKEN", "Netlify token", lambda: "nfp_" + rtok(36), True),
    ("VERCEL_TOKEN", "Vercel token", lambda: rtok(24), True),
    ("GOOGLE_CLIENT_SECRET", "Google OAuth client secret", lambda: "GOCSPX-" + rtok(28, ALNUM + "-_"), False),
    ("AZURE_CLIENT_SECRET", "Azure AD client secret", lambda: rtok(3) + "8Q~" + rtok(31, ALNUM + "-_.~"), False),
    ("SUPABASE_SERVICE_ROLE_KEY", "Supabase service role key", None, True),
]

GEN_CTX = [
    "# .env — {org} {svc} site\nNODE_ENV=production\n{E}={v}\nLOG_LEVEL=info",
    "{E}=\"{v}\"",
    "export {E}={v}",
    "services:\n  web:\n    image: {svc}:latest\n    environment:\n      - {E}={v}\n      - TZ=Europe/London",
    "name: deploy\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n      {E}: {v}\n    steps:\n      - uses: actions/checkout@v4",
    "variables:\n  {E}: \"{v}\"\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh",
    '{\n  "{e}": "{v}",\n  "timeout": 30,\n  "retries": 3\n}',
    "[{svc}]\n{e} = {v}\nretries = 3",
    "{name}: here's the {L} for the {svc} integration ({item}): {v}\n{name2}: thanks, I'll rotate it after the weekend",
    "Ticket #{n} — {L} was pasted into the public {org} channel. Please revoke {v} asap.",
    "{date} {time} DEBUG settings loaded: {e}={v} region=eu-west-1",
    "client = {Svc}Client(api_key=\"{v}\")",
    "const {camel} = '{v}';",
    "docker run -d -e {E}={v} {svc}-worker:2.3",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc}-creds\ntype: Opaque\nstringData:\n  {e}: {v}",
    "heroku config:set {E}={v} -a {slug}",
    "# config.toml\n[integrations.{svc}]\n{e} = \"{v}\"",
    "os.environ.setdefault(\"{E}\", \"{v}\")",
]
BEARER_CTX = [
    "curl -s https://api.{svc}.io/v1/me -H \"Authorization: Bearer {v}\"",
    "{date} {time} INFO outbound request headers={'Authorization': 'Bearer {v}', 'Accept': 'application/json'}",
    "GET /v1/bookings HTTP/1.1\nHost: api.{svc}.io\nAuthorization: Bearer {v}\nAccept: */*",
    "const res = await fetch(url, { headers: { Authorization: `Bearer {v}` } });",
]
PW_CTX = [
    "DB_PASSWORD={v}",
    "[smtp]\nhost = smtp.{domain}\nport = 587\nuser = {user}\npassword = {v}",
    "database:\n  host: db.internal\n  user: {user}\n  password: \"{v}\"",
    '{"username": "{user}", "password": "{v}", "remember": true}',
    "{name}: wifi for {item} is {ssid}, password {v}",
    "{date} {time} WARN auth: login failed user={user} password={v} ip=10.0.3.17",
    "curl -u {user}:{v} https://{host}/admin/export.csv",
    "Ticket #{n}: reset the {svc} admin password to {v} — please change it on first login.",
    "environment:\n  MYSQL_ROOT_PASSWORD: {v}\n  MYSQL_DATABASE: {svc}",
    "interface=wlan0\nssid={ssid}\nwpa_passphrase={v}",
    "SMS from {name}: kiln controller admin pw is {v} (don't tell the raku crowd)",
    "mysql -u {user} -p'{v}' {svc}",
    "spring.datasource.username={user}\nspring.datasource.password={v}",
    "PGPASSWORD={v} psql -h db.{domain} -U {user} {svc}",
    "SMTP_PASSWORD='{v}'",
    "<add key=\"AdminPassword\" value=\"{v}\" />",
    "Hi {name}, the login for the {org} {svc} dashboard is {user} / {v}. Please don't forward this.",
]
DB_CTX = [
    "DATABASE_URL={url}",
    "SQLALCHEMY_DATABASE_URI = \"{url}\"",
    "{date} {time} ERROR could not connect to {url}: timeout after 30s",
    "datasource:\n  url: \"{url}\"",
    "const pool = new Pool({ connectionString: '{url}' });",
    "{name}: staging db is {url} if you want to poke at the tables for {item}",
]


def camel(E):
    parts = E.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def gen_secret(c, lang):
    """returns (value, text) in English, or (value, label) for other languages"""
    c = dict(c)
    c["ssid"] = rng.choice(["Boathouse-Guest", "KilnShed", "OrganLoft", "LlamaBarn-5G", "MeepleWiFi", "Lamp-Room"])
    kinds = ["provider"] * 11 + ["password"] * 3 + ["db"] * 2 + ["jwt", "pem", "framework", "framework",
                                                                   "webhook", "azure", "sentry", "basic"]
    if lang != "en":
        kinds = ["provider"] * 4 + ["password"] * 2 + ["jwt"]
    k = rng.choice(kinds)
    if k == "provider":
        E, L, g, bearer = rng.choice(PROVIDERS)
        v = gen_jwt(c, role="service_role") if g is None else g()
        if lang != "en":
            return v, LANG[lang]["lab"]["secret"]
        t = rng.choice(GEN_CTX + (BEARER_CTX if bearer else []))
        return v, fill(t, v=v, E=E, e=E.lower(), L=L, camel=camel(E), **c)
    if k == "password":
        v = gen_password()
        if lang != "en":
            return v, LANG[lang]["lab"]["password"]
        return v, fill(rng.choice(PW_CTX), v=v, **c)
    if k == "jwt":
        v = gen_jwt(c)
        if lang != "en":
            return v, "JWT"
        t = rng.choice(BEARER_CTX + ["Set-Cookie: session={v}; Path=/; HttpOnly; Secure",
                                     "localStorage.setItem('token', '{v}')",
                                     "{date} {time} DEBUG auth: issued access_token={v} for user {user}",
                                     "JWT_TOKEN={v}"])
        return v, fill(t, v=v, **c)
    if k == "db":
        v = gen_password(url_safe=True)
        scheme = rng.choice(["postgres", "postgresql", "mysql", "mongodb+srv", "redis", "amqp"])
        if scheme == "redis":
            url = f"redis://{rng.choice(['', 'default'])}:{v}@cache.{c['domain']}:6379/0"
        elif scheme == "mongodb+srv":
            url = f"mongodb+srv://{c['user']}:{v}@cluster0.{rs(5, LOWER + DIG)}.mongodb.net/{c['svc']}?retryWrites=true"
        elif scheme == "amqp":
            url = f"amqp://{c['user']}:{v}@mq.{c['domain']}:5672/%2F"
        else:
            port = 3306 if scheme == "mysql" else 5432
            url = f"{scheme}://{c['user']}:{v}@db.{c['domain']}:{port}/{c['setting']}_{c['svc']}"
        return v, fill(rng.choice(DB_CTX), url=url, **c)
    if k == "pem":
        v = gen_pem()
        t = rng.choice(["$ cat ~/.ssh/id_deploy\n{v}", "Here's the deploy key for the {svc} server, keep it off Slack:\n\n{v}\n",
                        "{v}", "-- key.pem ({org} kiosk) --\n{v}\n-- end --",
                        "Ticket #{n}: someone committed this to the public repo, rotate it:\n```\n{v}\n```"])
        return v, fill(t, v=v, **c)
    if k == "framework":
        f = rng.choice(["django", "django2", "rails", "flask", "laravel", "symfony", "nextauth", "express", "phoenix", "spring"])
        if f == "django":
            v = "django-insecure-" + rtok(50, LOWER + DIG + "!#%^&*(-_=+)")
            t = "DEBUG = False\nALLOWED_HOSTS = ['{host}']\nSECRET_KEY = '{v}'"
        elif f == "django2":
            v = rtok(50, LOWER + DIG + "!#%^&*(-_=+)")
            t = "# settings/production.py\nSECRET_KEY = \"{v}\"\nDATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql'}}"
        elif f == "rails":
            v = rtok(128, HEX)
            t = "production:\n  secret_key_base: {v}"
        elif f == "flask":
            v = rtok(64, HEX)
            t = "app = Flask(__name__)\napp.config['SECRET_KEY'] = '{v}'"
        elif f == "laravel":
            v = "base64:" + base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
            t = "APP_NAME=\"{org}\"\nAPP_ENV=production\nAPP_KEY={v}\nAPP_DEBUG=false"
        elif f == "symfony":
            v = rtok(32, HEX)
            t = "###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET={v}\n###< symfony/framework-bundle ###"
        elif f == "nextauth":
            v = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
            t = "NEXTAUTH_URL=https://{host}\nNEXTAUTH_SECRET={v}"
        elif f == "express":
            v = rtok(32, ALNUM + "-_")
            t = "app.use(session({ secret: '{v}', resave: false, saveUninitialized: false }));"
        elif f == "phoenix":
            v = rtok(64, ALNUM + "+/")
            t = "config :{setting}, BookingWeb.Endpoint,\n  secret_key_base: \"{v}\""
        else:
            v = rtok(48, ALNUM)
            t = "server.port=8080\njwt.secret={v}\njwt.expiration=86400"
        return v, fill(t, v=v, **c)
    if k == "webhook":
        if rng.random() < 0.6:
            v = f"https://hooks.slack.com/services/T{rtok(8, UPD)}/B{rtok(10, UPD)}/{rtok(24)}"
        else:
            v = f"https://discord.com/api/webhooks/{dg(18)}/{rtok(68, ALNUM + '-_')}"
        t = rng.choice(["SLACK_WEBHOOK_URL={v}", "requests.post(\"{v}\", json={\"text\": \"Kiln reached cone 10\"})",
                        "notify:\n  webhook: {v}", "{name}: the alert hook for {item} is {v}"])
        return v, fill(t, v=v, **c)
    if k == "azure":
        v = rtok(86, B64) + "=="
        t = rng.choice(["AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net\"",
                        "\"StorageConnection\": \"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={v};EndpointSuffix=core.windows.net\""])
        return v, fill(t, v=v, acct=c["setting"] + "store" + dg(2), **c)
    if k == "sentry":
        v = rtok(32, HEX)
        t = rng.choice(["SENTRY_DSN=https://{v}@o{o}.ingest.sentry.io/{p}",
                        "sentry_sdk.init(dsn=\"https://{v}@o{o}.ingest.us.sentry.io/{p}\", traces_sample_rate=0.2)"])
        return v, fill(t, v=v, o=dg(6), p=dg(7), **c)
    # basic auth
    v = base64.b64encode(f"{c['user']}:{gen_password()}".encode()).decode()
    t = rng.choice(["Authorization: Basic {v}", "curl -H 'Authorization: Basic {v}' https://{host}/api/rota",
                    "{date} {time} DEBUG proxy forwarded header Authorization=Basic {v}"])
    return v, fill(t, v=v, **c)


# ================================================================ English templates
T_EMAIL = [
    "Hi {name},\n\nPlease send the signed waiver for {item} to {v} before Friday.\n\nThanks,\n{name2}\n{org}",
    "From: {name} <{v}>\nTo: committee list\nSubject: Re: {item}\n\nCount me in for Saturday.",
    "[{time}] {name}: new volunteer for {item}, their address is {v}",
    "name,email,role,joined\n{name},{v},volunteer,{date}",
    "Sign-up form — {org}\nFull name: {name}\nEmail: {v}\nHow did you hear about us? Instagram",
    "{date} {time} postfix/smtp[{pid}]: {qid}: to=<{v}>, relay=none, delay=0.41, status=sent (250 2.0.0 OK)",
    "commit message check\nAuthor: {name} <{v}>\nDate:   {date}\n\n    Fix calendar for {item}",
    "SMS from {name}: new email is {v} pls update the members list",
    "Ticket #{n} — Newsletter bounce\nReporter: {name2}\nThe address {v} bounced twice with 'mailbox full'.",
    "<p>Questions about {item}? <a href=\"mailto:{v}\">Write to us</a>.</p>",
    "BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nORG:{org}\nEMAIL;TYPE=work:{v}\nEND:VCARD",
    "contact:\n  name: {name}\n  email: {v}\n  role: treasurer",
    "Reply-To: {v}\n\nDear members, {item} moves to {date}.",
    "| {name} | {v} | paid | {date} |",
    "Could you cc {v} on the invoice for {item}? She handles the accounts now.",
    "{\"member\": \"{name}\", \"email\": \"{v}\", \"newsletter\": true}",
    "Lost & found: a blue fleece from {item}. Owner please email {v}",
    "{name2}: who do I ask about {item}?\n{name}: {v} — they answer fast",
]
T_CARD = [
    "Booking #{n} for {item}\nCard number: {v}\nExpiry: {exp}\nName on card: {name}",
    "{name}: can you charge the deposit for {item} to {v}? exp {exp}",
    "{date} {time} ERROR payment-gw: charge declined pan={v} amount=45.00 EUR reason=insufficient_funds",
    "SMS: Hi it's {name}, use my card {v} for {item}, CVV is {cvv}",
    "Ticket #{n}: customer read their card out over the phone and it ended up in the notes: {v}. Please redact.",
    "payment:\n  holder: \"{name}\"\n  number: \"{v}\"\n  exp: \"{exp}\"",
    "Membership renewal form — {org}\nCardholder: {name}\nCard no.: {v}\nSecurity code: {cvv}",
    "| {name} | {brand} | {v} | {exp} |",
    "Hey, my {brand} is {v} — put {item} on that please",
    "{\"order\": \"{n}\", \"card_number\": \"{v}\", \"cardholder\": \"{name}\"}",
    "Re: {item}\n\nHi, please use {v} (exp {exp}) for the balance. Thanks! {name}",
    "[{time}] {name}: ok the {brand} card is {v}, exp {exp}",
    "Phone order taken by {name2}: {item}, paid by card {v}",
]
T_PHONE = [
    "Call {name} on {v} if {item} is cancelled.",
    "{name}\n{org}\nTel: {v}",
    "Emergency contact: {name}, {v}",
    "SMS from {v}: running 10 min late for {item}",
    "| {name} | {v} | {item} |",
    "{name} — {v}",
    "Ring the front desk on {v} before you drive up.",
    "contact_phone: \"{v}\"",
    "Ticket #{n}: caller {v} asked about opening hours for {item}.",
    "WhatsApp {name} at {v} for the key code.",
    "{name} ({v}) will open up for {item} at 7.",
    "Mobile: {v}\nAvailability: weekends",
    "Left a voicemail on {v}, no reply yet re: {item}.",
    "{date} {time} INFO sms-gateway: queued reminder to {v} for {item}",
    "Cheers, {name}\n{v}",
    "If nobody answers try {v}.",
    "{name2}: who's the plumber for the cottage?\n{name}: Dave, {v}",
]
T_SSN = [
    "W-4 / I-9 checklist for {name} (seasonal guide)\nSSN: {v}\nStart date: {date}",
    "Payroll import row: emp={name}; ssn={v}; rate=18.50",
    "{name}'s Social Security number for the 1099 is {v}.",
    "Contractor TIN (SSN): {v} — {org} invoice #{n}",
    "Form W-9\nName: {name}\nTaxpayer Identification Number (SSN): {v}",
    "Ticket #{n}: volunteer stipend can't be paid until we have an SSN on file. She texted {v}.",
    "{\"employee\": \"{name}\", \"ssn\": \"{v}\", \"state\": \"ME\"}",
    "SSN {v} — {name}, background check for {item}",
    "hey can you put my social security # into the payroll thing? it's {v}",
    "| {name} | SSN | {v} |",
    "Background check request\nApplicant: {name}\nSocial Security No.: {v}\nPosition: weekend docent",
    "{date} {time} WARN hr-export: unmasked field ssn={v} in row {n}",
    "Hi {name2}, for the grant paperwork I need the TIN — for sole proprietors that's the SSN: {v}",
]
T_IBAN = [
    "Please transfer the membership fee to IBAN {v} (account holder: {org}).",
    "Bank details\nAccount holder: {org}\nIBAN: {v}\nBIC: {bic}",
    "Hi {name}, the refund for {item} goes to {v}, right?",
    "Invoice #{n} — {org}\nAmount due: 1,240.00 EUR\nPay to: {v}\nReference: INV-{n}",
    "iban: \"{v}\"\nholder: \"{name}\"",
    "SEPA mandate for {name}: debit account {v}, monthly on the 1st.",
    "{date} {time} WARN sepa-export: IBAN {v} flagged for manual review",
    "| {name} | {v} | paid |",
    "Our bank account changed! New IBAN is {v} - please update your standing order for {item}.",
    "{name2}: which account for the deposit?\n{name}: {v}, {bic}",
    "Supplier: Organ leather & felts Ltd.\nPayment: bank transfer to {v}",
]
T_IP = [
    "{v} - - [{clf}] \"GET /{svc}/calendar HTTP/1.1\" 200 5123 \"-\" \"Mozilla/5.0\"",
    "{date}T{time}Z sshd[{pid}]: Failed password for invalid user admin from {v} port {port} ssh2",
    "{date} {time},412 fail2ban.actions [{pid}]: NOTICE [sshd] Ban {v}",
    "allow_list:\n  - {v}  # {name}'s home office",
    "Ticket #{n}: the {svc} site was hammered by {v} last night, can we block it?",
    "The museum's public IP is {v} now that we switched ISPs.",
    "ufw allow from {v} to any port 22 proto tcp",
    "Received: from mail.{domain} ([{v}]) by mx.mailhost.net with ESMTPS",
    "A record: {host} → {v} (TTL 300)",
    "{name}: what's our static IP again?\n{name2}: {v}",
    "X-Forwarded-For: {v}",
    "{date} {time} [warn] limiting requests, excess: 20.5 by zone \"{svc}\", client: {v}",
    "Login from a new device — {org} admin\nIP address: {v}\nTime: {date} {time}",
    "{\"event\": \"login\", \"user\": \"{user}\", \"src_ip\": \"{v}\"}",
]

DISG_EMAIL_T = [
    "Contact me at {d} if anything changes for {item}.",
    "{name}\n{org}\n{d}",
    "Email (spelled out so the bots don't get it): {d}",
    "[{time}] {name}: my address is {d}",
    "Ticket #{n}: customer wrote their email as {d} in the form, please fix.",
    "Signature:\n{name} | {org} | {d}",
    "Questions about {item}: {d}",
]
DISG_EMAIL_CODE_T = ["# contact helper\n{d}\nsend(to=addr)", "```\n{d}\n```", "{d}  // built at runtime to dodge scrapers"]
DISG_CARD_T = [
    "Card for the deposit (typed it weird so the chat filter doesn't eat it): {d}",
    "{name}: ok here it is {d} exp {exp}",
    "Ticket #{n}: card number came through the form as {d} — please redact.",
    "Payment note for {item}: {d}",
    "SMS from {name}: card {d} cvv {cvv}",
    "Cardholder: {name}\nNumber: {d}\nExpiry: {exp}",
]
DISG_CARD_CODE_T = ["```\n{d}\n```", "# test fixture, do not commit\n{d}", "{d}  # from {name}'s booking"]

# ---- disguise helpers
AT_DOT = {"en": [("at", "dot"), ("AT", "DOT")], "fr": [("arobase", "point")], "de": [("ät", "Punkt"), ("(at)", "(punkt)")],
          "es": [("arroba", "punto")], "it": [("chiocciola", "punto")], "pt": [("arroba", "ponto")],
          "nl": [("apenstaartje", "punt")], "pl": [("małpa", "kropka")], "sv": [("snabel-a", "punkt")],
          "fi": [("ät", "piste")], "cs": [("zavináč", "tečka")], "tr": [("et", "nokta")], "el": [("παπάκι", "τελεία")],
          "ja": [("アットマーク", "ドット")], "zh": [("艾特", "点")], "ko": [("골뱅이", "점")], "ar": [("آت", "دوت")],
          "hi": [("एट", "डॉट")], "vi": [("a còng", "chấm")], "ru": [("собака", "точка")]}
DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine", "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun", "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove", "pt": "zero um dois três quatro cinco seis sete oito nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen", "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "sv": "noll ett två tre fyra fem sex sju åtta nio", "fi": "nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän",
    "cs": "nula jedna dva tři čtyři pět šest sedm osm devět", "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "el": "μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα", "ja": "〇 一 二 三 四 五 六 七 八 九",
    "zh": "零 一 二 三 四 五 六 七 八 九", "ko": "공 일 이 삼 사 오 육 칠 팔 구",
    "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ", "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة",
    "vi": "không một hai ba bốn năm sáu bảy tám chín"}
DIGIT_BASES = {"arabic-indic": 0x660, "persian": 0x6F0, "devanagari": 0x966, "bengali": 0x9E6, "fullwidth": 0xFF10,
               "thai": 0xE50, "myanmar": 0x1040}
LANG_DIGITS = {"ar": "arabic-indic", "hi": "devanagari", "ja": "fullwidth", "zh": "fullwidth", "ko": "fullwidth"}
INVIS = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff"]


def disguise_email(local, domain, lang):
    kinds = ["words", "words", "brackets", "entities", "comment", "fullwidth", "invisible", "code", "linebreak",
             "spaces", "percent", "nospam", "allentities"]
    k = rng.choice(kinds)
    if k == "words":
        if lang == "en":
            wl = rng.choice(["en", "en", "ru", "de", "es", "fr"])
        else:
            wl = lang
        at, dot = rng.choice(AT_DOT[wl])
        d = local.replace(".", f" {dot} ") + f" {at} " + domain.replace(".", f" {dot} ")
        return d, f"words-{wl}"
    if k == "brackets":
        at, dot = rng.choice([("[at]", "[dot]"), ("(at)", "(dot)"), ("{at}", "{dot}"), ("<at>", "<dot>"),
                              (" [AT] ", " [DOT] "), (" (at) ", " (dot) ")])
        return local + at + domain.replace(".", dot), "brackets"
    if k == "entities":
        at = rng.choice(["&#64;", "&commat;", "&#x40;"])
        dot = rng.choice(["&#46;", "&period;", "."])
        return local + at + domain.replace(".", dot), "html-entities"
    if k == "comment":
        cm = rng.choice(["<!-- -->", "<!--x-->", "<!-- no spam -->", "<span class=\"hide\">nospam</span>"])
        if rng.random() < 0.5:
            return f"{local}{cm}@{domain}", "html-comment"
        return f"{local}@{cm}{domain}", "html-comment"
    if k == "fullwidth":
        at = rng.choice(["＠", "﹫"])
        dom = domain.replace(".", "．") if rng.random() < 0.5 else domain
        return local + at + dom, "fullwidth-at"
    if k == "invisible":
        z = rng.choice(INVIS)
        if len(local) >= 2:
            p = rng.randint(1, len(local) - 1)
            lo = local[:p] + z + local[p:]
        else:
            lo = local + z
        return lo + "@" + domain, "invisible-char"
    if k == "code":
        f = rng.choice(["py", "js", "php", "sh", "join"])
        if f == "py":
            return f"addr = \"{local}\" + \"@\" + \"{domain}\"", "code-concat"
        if f == "js":
            return f"const addr = '{local}' + '@' + '{domain}';", "code-concat"
        if f == "php":
            return f"$addr = '{local}' . '@' . '{domain}';", "code-concat"
        if f == "sh":
            return f"USER_PART={local}; DOMAIN_PART={domain}; addr=\"$USER_PART@$DOMAIN_PART\"", "code-concat"
        return f"addr = '@'.join(['{local}', '{domain}'])", "code-concat"
    if k == "linebreak":
        if rng.random() < 0.5:
            return f"{local}@\n{domain}", "line-break"
        p = domain.index(".")
        return f"{local}@{domain[:p]}\n{domain[p:]}", "line-break"
    if k == "spaces":
        return f"{local} @ {domain}", "spaces"
    if k == "percent":
        return f"mailto:{local}%40{domain}", "percent-encoded"
    if k == "nospam":
        if rng.random() < 0.5:
            return f"{local}NOSPAM@{domain}", "nospam-marker"
        return f"{local}@REMOVE-THIS.{domain}", "nospam-marker"
    return "".join(f"&#{ord(ch)};" for ch in f"{local}@{domain}"), "html-entities-all"


def disguise_card(d, lang):
    kinds = ["odd", "odd", "linebreak", "nonascii", "invisible", "words", "words", "html", "code", "brackets", "mixed"]
    k = rng.choice(kinds)
    L = len(d)
    if k == "odd":
        std = {tuple(g) for g in CARD_GROUPS[L]}
        while True:
            sizes, tot = [], 0
            while tot < L:
                s = min(rng.choice([2, 3, 3, 4, 5, 6]), L - tot)
                sizes.append(s)
                tot += s
            if tuple(sizes) not in std and len(sizes) > 1:
                break
        sep = rng.choice([" ", "-", ".", "/", "_", " - ", "·", " . ", "  ", "–", " / "])
        return group(d, sizes, sep), "odd-grouping"
    if k == "linebreak":
        g = group(d, CARD_GROUPS[L][0], " ").split(" ")
        cut = rng.randint(1, len(g) - 1)
        return " ".join(g[:cut]) + rng.choice(["\n", "\n  ", " \n", "\r\n"]) + " ".join(g[cut:]), "line-break"
    if k == "nonascii":
        sysname = LANG_DIGITS.get(lang) or rng.choice(list(DIGIT_BASES))
        base = DIGIT_BASES[sysname]
        conv = "".join(chr(base + int(ch)) for ch in d)
        return group(conv, CARD_GROUPS[L][0], rng.choice([" ", " ", "-"])), f"digits-{sysname}"
    if k == "invisible":
        z = rng.choice(INVIS)
        if rng.random() < 0.5:
            return group(d, CARD_GROUPS[L][0], z), "invisible-char"
        pos = sorted(rng.sample(range(1, L), 3))
        out, last = "", 0
        for p in pos:
            out += d[last:p] + z
            last = p
        return out + d[last:], "invisible-char"
    if k == "words":
        wl = lang if lang in DIGIT_WORDS else rng.choice(list(DIGIT_WORDS))
        if lang == "en" and rng.random() < 0.6:
            wl = "en"
        w = DIGIT_WORDS[wl].split()
        joiner = "" if wl in ("ja", "zh") else rng.choice([" ", "-"])
        groups = group(d, CARD_GROUPS[L][0], " ").split(" ")
        return rng.choice([", ", " / ", " | "]).join(joiner.join(w[int(ch)] for ch in g) for g in groups), f"spelled-{wl}"
    if k == "html":
        f = rng.choice(["span", "entity", "comment"])
        groups = group(d, CARD_GROUPS[L][0], " ").split(" ")
        if f == "span":
            return "".join(f"<span>{g}</span>" for g in groups), "html-tags"
        if f == "entity":
            return "".join(f"&#{ord(ch)};" for ch in d), "html-entities"
        return "<!-- -->".join(groups), "html-comment"
    if k == "code":
        groups = group(d, CARD_GROUPS[L][0], " ").split(" ")
        f = rng.choice(["py", "js", "join", "list"])
        if f == "py":
            return "card = " + " + ".join(f"\"{g}\"" for g in groups), "code-concat"
        if f == "js":
            return "const pan = " + " + ".join(f"'{g}'" for g in groups) + ";", "code-concat"
        if f == "join":
            return "pan = \"\".join([" + ", ".join(f"\"{g}\"" for g in groups) + "])", "code-concat"
        return "\"pan_parts\": [" + ", ".join(f"\"{g}\"" for g in groups) + "]", "code-array"
    if k == "brackets":
        groups = group(d, CARD_GROUPS[L][0], " ").split(" ")
        o, c = rng.choice([("[", "]"), ("(", ")"), ("{", "}"), ("<", ">")])
        return rng.choice(["", " ", "-"]).join(f"{o}{g}{c}" for g in groups), "brackets"
    groups = group(d, CARD_GROUPS[L][0], " ").split(" ")
    out = groups[0]
    for g in groups[1:]:
        out += rng.choice([" ", "-", ".", "/", " - ", "_"]) + g
    if re.fullmatch(r"[0-9]+( [0-9]+)*", out) or re.fullmatch(r"[0-9]+(-[0-9]+)*", out):
        out = groups[0] + "." + " ".join(groups[1:])
    return out, "mixed-separators"


# ================================================================ negatives
def bad_luhn16():
    pre = rng.choice(["4", "51", "53", "55", "2221", "6011", "3530", "4"])
    base = pre + dg(15 - len(pre))
    good = luhn_complete(base)[-1]
    wrong = str((int(good) + rng.randint(1, 9)) % 10)
    return base + wrong


def isbn13():
    while True:
        core = rng.choice(["978", "979"]) + str(rng.randint(0, 1)) + dg(8)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
        full = core + str((10 - s % 10) % 10)
        return f"{full[:3]}-{full[3]}-{full[4:7]}-{full[7:12]}-{full[12]}"


def ean13():
    core = rng.choice(["40", "50", "76", "87", "73", "80"]) + dg(10)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
    return core + str((10 - s % 10) % 10)


def grouped(n, style):
    s = f"{n:,}"
    return {"space": s.replace(",", " "), "dot": s.replace(",", "."), "apos": s.replace(",", "'"),
            "comma": s, "nbsp": s.replace(",", "\u00a0"), "thin": s.replace(",", "\u202f")}[style]


def bad_iban():
    cc = rng.choice(["DE", "FR", "GB", "NL", "ES", "IT", "BE", "AT", "PL", "SE"])
    good = gen_iban(cc)
    chk = int(good[2:4])
    while True:
        bad = good[:2] + f"{rng.randint(2, 98):02d}" + good[4:]
        if int(bad[2:4]) != chk and not iban_valid(bad):
            break
    return " ".join(bad[i:i + 4] for i in range(0, len(bad), 4)) if rng.random() < 0.6 else bad


def private_ip():
    return rng.choice([f"192.168.{rng.randint(0, 10)}.{rng.randint(1, 254)}", f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}", f"203.0.113.{rng.randint(1, 254)}",
                       f"198.51.100.{rng.randint(1, 254)}", f"192.0.2.{rng.randint(1, 254)}", "127.0.0.1",
                       f"100.{rng.randint(64, 127)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}", f"169.254.{rng.randint(0, 255)}.{rng.randint(1, 254)}"])


def private_ip6():
    h = lambda: format(rng.randint(1, 0xffff), "x")
    return rng.choice([f"2001:db8::{h()}", f"2001:db8:{h()}:{h()}::{h()}", f"fe80::{h()}:{h()}:{h()}:{h()}", "::1",
                       f"fd{rng.randint(0, 255):02x}:{h()}:{h()}::{h()}"])


def version():
    return rng.choice([f"{rng.randint(0, 12)}.{rng.randint(0, 30)}.{rng.randint(0, 40)}",
                       f"v{rng.randint(1, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}-beta.{rng.randint(1, 6)}",
                       f"10.0.{rng.randint(19041, 26100)}.{rng.randint(1000, 5000)}",
                       f"{rng.randint(2019, 2025)}.{rng.randint(1, 12)}.{rng.randint(1, 4)}",
                       f"{rng.randint(1, 9)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}+build.{rng.randint(100, 999)}"])


def masked_card():
    last = dg(4)
    return rng.choice([f"**** **** **** {last}", f"XXXX-XXXX-XXXX-{last}", f"•••• {last}", f"{rng.choice(['4', '5'])}{dg(5)}******{last}",
                       f"ending in {last}", f"3782 ****** *{dg(4)}", f"**** {last}"])


def amount(lang):
    n = rng.randint(1000, 9999999)
    c = rng.randint(0, 99)
    if lang in ("fr", "fi", "pl", "cs", "sv"):
        cur = {"fr": "€", "fi": "€", "pl": "zł", "cs": "Kč", "sv": "kr"}[lang]
        return f"{grouped(n, rng.choice(['space', 'nbsp', 'thin']))},{c:02d} {cur}"
    if lang in ("de", "es", "it", "nl", "el", "tr", "pt", "vi"):
        cur = {"tr": "TL", "pt": "R$", "vi": "₫"}.get(lang, "€")
        return f"{grouped(n, 'dot')},{c:02d} {cur}"
    if lang == "hi":
        return f"₹{n:,}.{c:02d}"
    if lang in ("ja", "ko"):
        return f"{'¥' if lang == 'ja' else '₩'}{n * 10:,}"
    if lang == "zh":
        return f"¥{n:,}.{c:02d}"
    if lang == "ar":
        return f"{n:,} ر.س"
    return rng.choice([f"${n:,}.{c:02d}", f"CHF {grouped(n, 'apos')}.{c:02d}", f"€{grouped(n, 'dot')},{c:02d}",
                       f"£{n:,}", f"{grouped(n, 'space')} SEK"])


def neg_value(kind, lang):
    y = rng.randint(2022, 2025)
    if kind == 0:
        return rng.choice([f"ORD-{y}-{dg(6)}", f"#{rng.randint(100000, 999999)}", f"BK{dg(8)}", f"WEB-{dg(4)}-{rs(3, UPPER)}"])
    if kind == 1:
        return rng.choice([f"INV-{y}-{dg(5)}", f"RE-{y}/{dg(4)}", f"F{y}-{dg(3)}", f"{y}/{dg(4)}/B"])
    if kind == 2:
        return rng.choice([f"1Z{rs(6, UPD)}{dg(10)}", f"{rs(2, UPPER)}{dg(9)}{rng.choice(['DE', 'FR', 'GB', 'NL', 'SE', 'CN', 'JP'])}",
                           f"JJD{dg(18)}", f"{dg(12)}"])
    if kind == 3:
        return rng.choice([f"SN-{rs(4, UPD)}-{rs(4, UPD)}-{rs(4, UPD)}", f"{rs(3, UPPER)}{dg(7)}", f"S/N {dg(2)}{rs(2, UPPER)}{dg(6)}"])
    if kind == 4:
        return amount(lang)
    if kind == 5:
        return version()
    if kind == 6:
        return masked_card()
    return rng.choice([f"M-{dg(6)}", f"{rs(2, UPPER)}-{dg(5)}", f"#{dg(4)}"])


NEG_T = [
    lambda c: f"Order {neg_value(0, 'en')} confirmed — {rng.randint(2, 40)}× {rng.choice(['glaze buckets', 'oar grips', 'llama halters', 'card sleeves', 'lens cloths', 'leather skins'])} for {c['org']}. Estimated delivery {c['date']}.",
    lambda c: f"Your parcel with the replacement part ships via UPS, tracking 1Z{rs(6, UPD)}{dg(2)}{dg(8)}.",
    lambda c: f"Registered letter {rs(2, UPPER)}{dg(9)}{rng.choice(['DE', 'GB', 'FR', 'NL'])} was signed for on {c['date']}.",
    lambda c: f"Gift shop restock: '{rng.choice(['Keepers of the Light', 'Clay and Fire', 'The Art of Voicing', 'Llamas of the Andes', 'Rowing Technique'])}' ISBN {isbn13()}, {rng.randint(3, 30)} copies.",
    lambda c: f"Booking reference: {' '.join(textwrap4(bad_luhn16()))} (printed on the ticket stub)",
    lambda c: f"Parcel ID {bad_luhn16()} — {c['item']} supplies",
    lambda c: f"Upgraded the {c['svc']} plugin from {version()} to {version()}; kiln controller firmware is {version()}.",
    lambda c: f"Payment received for {c['item']} — card {masked_card()} ({rng.choice(['Visa', 'Mastercard', 'Amex'])}), auth code {rs(6, UPD)}.",
    lambda c: f"sha256({c['svc']}-backup-{c['date']}.tar.gz) = {rs(64, HEX)}",
    lambda c: f"{c['date']} {c['time']} INFO booking_id={uuid4()} status=confirmed party=4",
    lambda c: f"commit {rs(40, HEX)}\nAuthor: {c['name']} <{c['user']}@example.com>\nDate:   {c['date']}\n\n    Update {c['item']} page",
    lambda c: f"{c['org']} welcomed {grouped(rng.randint(10000, 2999999), rng.choice(['space', 'dot', 'apos', 'comma']))} visitors since reopening.",
    lambda c: f"Next firing: {c['date']} 06:30 – 21:00 (cone {rng.choice([6, 8, 10])}), cooling until {rand_date()} 14:00.",
    lambda c: f"Pipe {rng.randint(1, 61)} of the 8' Principal: length {grouped(rng.randint(1000, 2500), 'space')} mm, diameter {rng.randint(20, 90)}.{rng.randint(0, 9)} mm, wind pressure {rng.randint(60, 110)} mmWC.",
    lambda c: f"SKU {rs(3, UPPER)}-{dg(4)} / EAN {ean13()} — {rng.choice(['Catan 5-6 expansion', 'raku tongs', 'ergometer chain', 'lamp oil', 'llama feed 20 kg'])}",
    lambda c: f"Trailhead at {rng.uniform(-60, 60):.5f}, {rng.uniform(-170, 170):.5f} — {rng.randint(1, 9)}.{rng.randint(0, 9)} km to the ridge.",
    lambda c: f"Ship to: {c['org']}, {rng.randint(1, 99)} Harbour Road, {rng.choice(['EH6 6QU', 'TR26 1AB', '04101', '97201', '10115 Berlin', '1012 AB Amsterdam', '75008 Paris', 'H3B 2Y5', '2000 NSW'])}",
    lambda c: "\n".join(rng.sample(PLACEHOLDERS, rng.randint(2, 4))),
    lambda c: f"# .env.example\n{rng.choice(['DB_PASSWORD', 'API_KEY', 'SECRET_KEY', 'SMTP_PASSWORD'])}=changeme\nGITHUB_TOKEN=ghp_" + "x" * 36 + "\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ",
    lambda c: "env:\n  DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}\n  DB_PASSWORD: ${{ secrets.DB_PASSWORD }}",
    lambda c: f"password: ********  # stored in the vault, ask {c['name']}",
    lambda c: f"Send test bookings to test@example.com or {c['user']}@example.org, never to real members.",
    lambda c: f"Router: {private_ip()} — NAS at {private_ip()}; the docs use {private_ip()} and {private_ip6()} as examples.",
    lambda c: f"Invoice {neg_value(1, 'en')} — Amount: {amount('en')} — Due {c['date']}",
    lambda c: f"Kiln controller S/N {rs(2, UPPER)}{dg(2)}-{dg(4)}-{rs(3, UPD)}, thermocouple type K, replaced {c['date']}.",
    lambda c: f"The bank rejected {bad_iban()} — checksum does not match, please re-check the account number.",
    lambda c: f"IBAN on file: {rng.choice(['DE', 'NL', 'FR', 'GB'])}{dg(2)} **** **** **** {dg(2)}{rng.choice(['', ' ' + dg(2)])}",
    lambda c: f"SSN on file: {rng.choice(['***-**-', 'XXX-XX-', '•••-••-'])}{dg(4)} (masked per policy)",
    lambda c: f"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{rs(80, B64)}\" alt=\"{c['item']}\">",
    lambda c: f":root {{ --brand-primary: #{rs(6, HEX)}; --brand-accent: #{rs(6, HEX)}; }}",
    lambda c: f"{{\"ts\": {rng.randint(1690000000, 1740000000)}, \"ts_ms\": {rng.randint(1690000000, 1740000000)}{dg(3)}, \"event\": \"gate_open\"}}",
    lambda c: f"Regatta results: {c['org']} 1st, {rng.randint(6, 7)}:{rng.randint(10, 59)}.{rng.randint(0, 9)}; split {rng.randint(1, 2)}:{rng.randint(40, 59)}.{rng.randint(0, 9)}/500m at {rng.randint(28, 38)} spm.",
    lambda c: f"Kiosk crashed: exception 0x{rs(8, '0123456789ABCDEF')} at address 0x00007ff{rs(9, HEX)}",
    lambda c: f"image: ghcr.io/{c['setting']}/{c['svc']}@sha256:{rs(64, HEX)}",
    lambda c: f"Accession no. {rng.randint(1950, 2024)}.{dg(3)}.{rng.randint(1, 40)} — {rng.choice(['brass lamp burner', 'keeper logbook', 'racing shell rigger', 'salt-glazed jug', 'organ console nameplate'])}, {c['org']} archive",
    lambda c: f"Q3 revenue {amount('en')}; costs {amount('en')}; {grouped(rng.randint(1000, 99999), 'comma')} tickets sold.",
    lambda c: f"Glaze batch Lot {dg(2)}-{dg(3)}-{rs(1, UPPER)}, {rng.randint(5, 25)} kg, mixed {c['date']}",
    lambda c: f"Wi-Fi MAC allowlist: {':'.join(rs(2, HEX) for _ in range(6))}, {':'.join(rs(2, HEX) for _ in range(6))}",
    lambda c: f"Link-local only: {private_ip6()} on eth0; public traffic goes through the ISP router.",
    lambda c: f"\"dependencies\": {{\"express\": \"^{version()}\", \"stripe\": \"~{rng.randint(10, 16)}.{rng.randint(0, 9)}.0\"}}",
    lambda c: f"Authorization: Bearer <token>\nX-Api-Key: {{{{API_KEY}}}}",
    lambda c: f"Table {rng.randint(1, 20)} booked {c['date']} {rng.randint(17, 21)}:00–{rng.randint(22, 23)}:30, {rng.randint(2, 8)} players, game: {rng.choice(['Catan', 'Azul', 'Wingspan', 'Terraforming Mars', 'Root'])}",
    lambda c: f"Membership no. {rs(2, UPPER)}-{dg(5)}, valid until {c['date']}",
    lambda c: f"md5: {rs(32, HEX)}  {c['svc']}_export.csv",
    lambda c: f"Request {rs(8, HEX)}-{rs(4, HEX)} took {rng.randint(20, 900)} ms (trace id {rs(32, HEX)})",
    lambda c: f"Barometer {rng.randint(980, 1040)} hPa, wind {rng.randint(3, 40)} kn from {rng.randint(0, 359)}°, visibility {rng.randint(1, 30)} km — lantern log {c['date']} {c['time']}",
    lambda c: f"Llama weights (kg): Pedro {rng.randint(120, 200)}.{rng.randint(0, 9)}, Inca {rng.randint(120, 200)}.{rng.randint(0, 9)}, Mocha {rng.randint(120, 200)}.{rng.randint(0, 9)}",
    lambda c: f"Ticket #{c['n']}: {c['name']} can't log in — reset link sent to the address on file (t***@{'gmail.com'}).",
    lambda c: f"Catalogue ref. {rs(3, UPPER)}/{dg(4)}/{dg(3)}-{rs(1, UPPER)} — reed pipe set, {rng.randint(20, 61)} pipes",
    lambda c: f"Test card numbers live in the Stripe docs; our test mode key is sk_test_" + "•" * 20 + " (redacted).",
    lambda c: f"Build {rng.randint(1000, 9999)} passed in {rng.randint(1, 59)}m {rng.randint(1, 59)}s on runner {rs(8, LOWER + DIG)} (node {version()})",
    lambda c: f"Serial {dg(4)} {dg(4)} {dg(4)} {dg(4)} {dg(4)} — 20-digit smart meter ID for the boathouse",
]

PLACEHOLDERS = ["STRIPE_SECRET_KEY=sk_live_" + "X" * 24, "OPENAI_API_KEY=<your-key-here>", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
                "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "GITHUB_TOKEN=ghp_" + "x" * 36,
                "SLACK_BOT_TOKEN=xoxb-your-bot-token", "DB_PASSWORD=${DB_PASSWORD}", "SENDGRID_API_KEY=SG.xxxxxxxx.yyyyyyyy",
                "API_KEY=REPLACE_ME", "SECRET_KEY=change-me-in-production", "TWILIO_AUTH_TOKEN=your_auth_token",
                "ANTHROPIC_API_KEY=sk-ant-...", "password = \"\"  # set via env", "JWT_SECRET=<generate with openssl rand -hex 32>"]

NEG_EXTRA = [
    lambda c: f"Light characteristic: Fl({rng.randint(1, 4)}) W {rng.randint(5, 20)}s {rng.randint(10, 60)}m {rng.randint(8, 25)}M — focal plane {rng.randint(20, 60)}.{rng.randint(0, 9)} m above MHWS",
    lambda c: f"Firing schedule: ramp {rng.randint(50, 150)}°C/h to {rng.randint(550, 650)}°C, then {rng.randint(100, 250)}°C/h to {rng.randint(1180, 1300)}°C, hold {rng.randint(5, 20)} min.",
    lambda c: f"Customer no. {rng.randint(100000000, 999999999)} — {c['name']}, {c['item']}",
    lambda c: f"Stop list, Great organ: Open Diapason 8', Principal 4', Twelfth 2 2/3', Fifteenth 2', Mixture III ({rng.randint(15, 29)}.{rng.randint(19, 26)}.{rng.randint(22, 33)})",
    lambda c: f"Tide table {c['date']}: HW {rng.randint(0, 11):02d}:{rng.randint(0, 59):02d} ({rng.randint(3, 6)}.{rng.randint(0, 9)} m), LW {rng.randint(12, 23):02d}:{rng.randint(0, 59):02d} (0.{rng.randint(1, 9)} m)",
    lambda c: f"GET /api/v2/bookings/{c['date'].replace('-', '')}-{dg(4)} 404 ({rng.randint(3, 80)} ms)",
    lambda c: f"Raffle tickets {dg(6)}–{dg(6)} sold at {c['item']}; prize draw {c['date']}.",
    lambda c: f"Card on file expires {exp_date()}; CVC ***; last four {dg(4)}.",
    lambda c: f"UPC {rng.randint(0, 9)} {dg(5)} {dg(5)} {rng.randint(0, 9)} — {rng.choice(['dice tower', 'oar sleeve', 'kiln wash 1 kg', 'llama brush', 'lighthouse mug'])}",
    lambda c: f"Set the proxy to http://{private_ip()}:{rng.choice([3128, 8080, 8888])} (internal only), docs example: http://203.0.113.{rng.randint(1, 254)}/",
    lambda c: f"Position {rng.randint(40, 59)}°{rng.randint(0, 59):02d}′{rng.randint(0, 59):02d}″N {rng.randint(1, 9)}°{rng.randint(0, 59):02d}′W, elevation {rng.randint(5, 1200)} m",
    lambda c: f"Token rotated: ghp_****{rs(4, ALNUM)} → ghp_****{rs(4, ALNUM)} (values redacted in logs)",
    lambda c: f"{c['name']} scored {rng.randint(60, 180)} pts; totals this season: {grouped(rng.randint(1000, 999999), rng.choice(['space', 'dot', 'apos']))} pts over {rng.randint(10, 99)} sessions",
]


def textwrap4(s):
    return [s[i:i + 4] for i in range(0, len(s), 4)]


def make_negative(lang):
    c = ctx(lang)
    if lang == "en":
        return rng.choice(NEG_T + NEG_EXTRA)(c)
    kind = rng.randrange(8)
    lab = LANG[lang]["neg"][kind]
    return fill(rng.choice(LANG[lang]["frames"]), lab=lab, v=neg_value(kind, lang), **c)


# ================================================================ assembly
def exp_date():
    return f"{rng.randint(1, 12):02d}/{rng.randint(25, 31)}"


BICS = ["NWBKGB2L", "DEUTDEFF", "COBADEFFXXX", "BNPAFRPP", "INGBNL2A", "RABONL2U", "UNCRITMM", "BSCHESMM",
        "NDEAFIHH", "ESSESESS", "KOMBCZPP", "PKOPPLPW", "TGBATRIS", "ETHNGRAA", "BCEELULL", "UBSWCHZH80A"]


def english_text(t, v, c):
    c = dict(c)
    c.update(exp=exp_date(), cvv=dg(3), bic=rng.choice(BICS), qid=rs(10, "0123456789ABCDEF"),
             clf=f"{rng.randint(1, 28):02d}/{rng.choice(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'])}/2024:{c['time']} +0000")
    return fill(rng.choice(t), v=v, **c)


def localized(lang, lab, v, c):
    return fill(rng.choice(LANG[lang]["frames"]), lab=lab, v=v, **c)


def value_for(typ, lang, used):
    while True:
        if typ == "email":
            v = gen_email()
        elif typ == "credit_card":
            d = gen_card_digits()
            v = fmt_card(d)
        elif typ == "phone":
            v = gen_phone(lang)
        elif typ == "us_ssn":
            v = fmt_ssn(gen_ssn_digits())
        elif typ == "iban":
            if lang != "en":
                cc = rng.choice(LANG_IBAN[lang])
            elif rng.random() < 0.5:
                cc = rng.choice(["GB", "DE", "FR", "NL", "ES", "IT", "IE", "BE", "AT", "CH", "SE", "PL"])
            else:
                cc = rng.choice(list(IBAN_SPEC))
            v = fmt_iban(gen_iban(cc))
        elif typ == "ip_address":
            v = gen_ip()
        key = re.sub(r"[\s.\-()]", "", v.lower())
        if key not in used:
            used.add(key)
            return v


TEMPLATES = {"email": T_EMAIL, "credit_card": T_CARD, "phone": T_PHONE, "us_ssn": T_SSN, "iban": T_IBAN, "ip_address": T_IP}


def check_positive(row):
    t, v, text = row["type"], row["value"], row["text"]
    assert text.count(v) == 1, (t, v, text)
    if t == "email":
        assert re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s.]+", v) and not is_example_email(v), v
    elif t == "credit_card":
        d = re.sub(r"[ \-]", "", v)
        assert d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d) and card_brand(d), v
    elif t == "us_ssn":
        assert ssn_valid(re.sub(r"[ \-]", "", v)), v
        assert re.search(r"SSN|Social Security|\bTIN\b", text, re.I), text
    elif t == "iban":
        assert iban_valid(v), v
    elif t == "ip_address":
        ip = ipaddress.ip_address(v)
        assert ip.is_global and not ip.is_multicast, v
    elif t == "phone":
        nd = len(re.sub(r"\D", "", v))
        assert 8 <= nd <= 16, v
    elif t == "secret":
        assert len(v) >= 8 and not re.search(r"\s", v) or v.startswith("-----BEGIN"), v


def check_disguised(row):
    t, v, text, d = row["type"], row["value"], row["text"], row["disguise"]
    assert text.count(d) == 1, (d, text)
    assert v not in text, (v, text)
    assert d != v
    if t == "email":
        assert re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s.]+", v) and not is_example_email(v), v
    else:
        assert v.isdigit() and v.isascii() and 13 <= len(v) <= 19 and luhn_ok(v) and card_brand(v), v


def main():
    rows = []
    texts = set()

    def add(row):
        if row["text"] in texts:
            return False
        texts.add(row["text"])
        rows.append(row)
        return True

    # ---- plain positives
    for typ in ["email", "credit_card", "phone", "us_ssn", "iban", "ip_address"]:
        used = set()
        for lang in lang_plan(N_POS):
            while True:
                c = ctx(lang)
                v = value_for(typ, lang, used)
                if lang == "en":
                    c["brand"] = card_brand(re.sub(r"\D", "", v)) if typ == "credit_card" else ""
                    text = english_text(TEMPLATES[typ], v, c)
                else:
                    text = localized(lang, LANG[lang]["lab"][typ], v, c)
                row = dict(_lang=lang, source=SRC, type=typ, value=v, text=text)
                check_positive(row)
                if add(row):
                    break
    # ---- secrets
    used = set()
    for lang in lang_plan(N_POS):
        while True:
            c = ctx(lang)
            v, t = gen_secret(c, lang)
            if v in used:
                continue
            text = t if lang == "en" else localized(lang, t, v, c)
            row = dict(_lang=lang, source=SRC, type="secret", value=v, text=text)
            check_positive(row)
            if add(row):
                used.add(v)
                break
    # ---- disguised positives
    used_e, used_c = set(), set()
    for lang in lang_plan(N_DISG):
        while True:
            c = ctx(lang)
            v = gen_email(ascii_only=rng.random() < 0.85)
            if v in used_e:
                continue
            local, domain = v.split("@")
            d, kind = disguise_email(local, domain, lang)
            if lang != "en" and kind == "code-concat":
                continue
            if lang == "en":
                tpl = DISG_EMAIL_CODE_T if kind == "code-concat" else DISG_EMAIL_T
                text = fill(rng.choice(tpl), d=d, **c)
            else:
                text = localized(lang, LANG[lang]["lab"]["email"], d, c)
            row = dict(_lang=lang, source=SRC, type="email", value=v, text=text, disguise=d, disguise_kind=kind)
            check_disguised(row)
            if add(row):
                used_e.add(v)
                break
    for lang in lang_plan(N_DISG):
        while True:
            c = ctx(lang)
            v = gen_card_digits()
            if v in used_c:
                continue
            d, kind = disguise_card(v, lang)
            if lang != "en" and kind.startswith("code"):
                continue
            if lang == "en":
                tpl = DISG_CARD_CODE_T if kind.startswith("code") else DISG_CARD_T
                text = fill(rng.choice(tpl), d=d, exp=exp_date(), cvv=dg(3), **c)
            else:
                text = localized(lang, LANG[lang]["lab"]["credit_card"], d, c)
            row = dict(_lang=lang, source=SRC, type="credit_card", value=v, text=text, disguise=d, disguise_kind=kind)
            check_disguised(row)
            if add(row):
                used_c.add(v)
                break
    # ---- negatives
    rejected = {}
    for lang in lang_plan(N_NEG):
        while True:
            text = make_negative(lang)
            prob = neg_problem(text)
            if prob:
                k = prob.split()[0]
                rejected[k] = rejected.get(k, 0) + 1
                continue
            if add(dict(_lang=lang, source=SRC, type="negative", value="", text=text)):
                break

    # ---- final self-check
    assert len({r["text"] for r in rows}) == len(rows)
    for r in rows:
        assert r["source"] == SRC
        if r["type"] == "negative":
            assert r["value"] == "" and neg_problem(r["text"]) is None
        elif "disguise" in r:
            check_disguised(r)
        else:
            check_positive(r)
    counts = {}
    for r in rows:
        k = r["type"] + (" (disguised)" if "disguise" in r else "")
        counts[k] = counts.get(k, 0) + 1
    expect = {t: N_POS for t in ["email", "credit_card", "phone", "us_ssn", "iban", "ip_address", "secret"]}
    expect.update({"email (disguised)": N_DISG, "credit_card (disguised)": N_DISG, "negative": N_NEG})
    assert counts == expect, counts
    for typ in expect:
        vals = [r["value"] for r in rows if r["type"] + (" (disguised)" if "disguise" in r else "") == typ]
        if typ != "negative":
            assert len(set(vals)) == len(vals), typ

    with open(OUT, "w", encoding="utf-8") as fh:
        for r in rows:
            out = {k: r[k] for k in ("source", "type", "value", "text")}
            if "disguise" in r:
                out["disguise"] = r["disguise"]
            fh.write(json.dumps(out, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} rows to {OUT}", file=sys.stderr)
    for k in sorted(counts):
        print(f"  {k:26s} {counts[k]}", file=sys.stderr)
    print(f"  negative candidates rejected by self-check: {rejected}", file=sys.stderr)
    langs = {}
    for r in rows:
        langs[r["_lang"]] = langs.get(r["_lang"], 0) + 1
    print(f"  non-English share: {1 - langs['en'] / len(rows):.1%} "
          + " ".join(f"{k}={langs[k]}" for k in sorted(langs) if k != "en"), file=sys.stderr)


if __name__ == "__main__":
    main()
