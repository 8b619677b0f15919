"""Phone numbers: digit groups shaped like phone numbers, checked with libphonenumber per region.

Within a run of digits and separators, the widest window of groups that reads as a phone
number wins. A window is a candidate when it is written like one (``+``/``00``, ``(``, several
digit groups, or a national number with its trunk ``0``) or follows a phone word ("call",
"Tel.", "電話", "โทร" …); a bare digit string without such a word is an order number, and
date, SSN, ISBN and dotted-quad shapes never count. A candidate is kept when libphonenumber
finds it possible (its length fits a numbering plan) for its ``+`` country or for one of the
default regions; an extension (``x2858``, ``ext. 12``) is part of the match."""
from __future__ import annotations

import functools
import re
import unicodedata
from typing import Callable, Iterable, Sequence

import phonenumbers

from . import pii_screen

#: Every region libphonenumber knows (ISO 3166 codes).
REGIONS = tuple(sorted(phonenumbers.SUPPORTED_REGIONS))
#: Regions tried, in order, for numbers written without ``+``: a processor option.
DEFAULT_REGIONS = ("US", "GB", "DE", "FR", "ES", "IT", "NL", "BR", "PL", "JP", "CN", "KR", "IN",
                   "RU", "TH", "TR", "SE", "AU", "MX", "CA")

#: Words that announce a phone number. ASCII words need a boundary; words of other scripts
#: may be glued to the number.
PHONE_WORDS = (
    "phone", "telephone", "tel", "tel.", "hotline", "helpline", "rufen", "mobile", "mob", "cell", "fax", "call", "ring", "reach", "contact",
    "whatsapp", "sms", "text me", "number", "telefon", "telefonnummer", "handy", "rufnummer", "anrufen",
    "téléphone", "telephone", "portable", "appel", "appelez", "teléfono", "telefono", "móvil", "movil",
    "celular", "número", "numero", "llame", "llama", "ligue", "telefone", "telemóvel", "telemovel", "numer", "zadzwoń", "telefoon",
    "bel", "mobiel", "cellulare", "chiama", "nummer", "ara", "arayın", "cep", "telefonu", "puhelin",
    "電話", "携帯", "番号", "联系", "电话", "手机", "號碼", "号码", "拨打", "연락처", "전화", "휴대폰", "โทร", "เบอร์",
    "هاتف", "اتصل", "جوال", "رقم", "телефон", "номер", "звоните",
    # Calling and reaching someone, and mobiles, in more languages.
    "llámame", "llámenos", "llamar", "chiamami", "chiamare", "appelle", "appeler", "ligar", "ligue-me", "bellen",
    "bereiken", "erreichbar", "erreichen", "volejte", "volat", "zavolejte", "mobil", "soita", "sunați", "hívjon",
    "telefonszám", "τηλέφωνο", "τηλ", "κινητό", "nomor", "telepon", "hp", "wa", "zap", "wpp", "zapzap", "sđt", "điện thoại", "फ़ोन", "फोन",
    "мобильный", "мобільний", "позвоните", "зателефонуйте", "caller", "caller id", "called from", "direct line",
    "landline", "texts", "daytime #", "daytime#", "evening #", "evening#", "home #", "home#", "work #", "work#",
)
#: Words before a number that make it something else, whatever its shape.
OTHER_WORDS = (
    "order", "invoice", "inv", "ref", "reference", "isbn", "sku", "ean", "gtin", "upc", "barcode", "tracking",
    "serial", "build", "version", "firmware", "release", "id", "account", "acct", "iban", "card", "ssn", "po",
    "item", "article", "art", "model", "part", "product", "ticket", "case", "batch", "lot", "page", "pages",
    "zip", "plz", "blz", "policy", "claim", "contract", "booking", "reservation", "confirmation", "bill",
    # The same in other languages: files and cases, policies, invoices, bookings, parcels, orders.
    "pratica", "expediente", "sprawy", "sprawa", "dossier", "dossiernummer", "vorgang", "vorgangsnummer",
    "aktenzeichen", "police", "polizza", "póliza", "apólice", "polis", "versicherungsschein", "bestätigung",
    "conferma", "confirmación", "factura", "fattura", "faktura", "fatura", "facture", "rechnung",
    "rechnungsnummer", "przesyłki", "sendung", "sendungsnummer", "buchung", "buchungsnummer", "reserva",
    "prenotazione", "réservation", "schaden", "sinistro", "siniestro", "vertrag", "vertragsnummer", "contrato",
    "contratto", "kundennummer", "bestellnummer", "bestellung", "auftragsnummer", "pedido", "ordine", "commande",
    "zamówienia", "zamówienie", "referencia", "riferimento", "référence", "referentie", "artikelnummer",
    "seguimiento", "rastreamento", "rastreio", "suivi", "spedizione", "sendungsverfolgung", "tracciamento", "trackingnummer",
    "takip", "sporing", "spårning", "sledování",
    "受付番号", "請求書番号", "注文番号", "予約番号", "問い合わせ番号", "管理番号", "会員番号", "伝票番号",
    "订单号", "单号", "주문번호", "예약번호", "التتبع", "الطلب", "الفاتورة", "الحجز",
    # Orders and parcels in Slavic languages; students; freight; companies' tax numbers.
    "заказ", "заказа", "замовлення", "трек", "трек-номер", "отслеживания", "посылки", "objednávky", "zásilky",
    "student", "students", "matrikelnummer", "matrikel", "matricola", "matrícula", "matricule", "aluno", "alumno",
    "étudiant", "studenta", "studentnummer", "awb", "hawb", "mawb", "b/l", "container", "seal", "ein", "tin", "itin",
    "vat", "ust-idnr", "nif", "cif", "siret", "siren", "nip", "regon", "kvk", "kvk-nummer", "duns", "routing", "aba",
    "hs code", "hts code", "teilenummer", "reservierung", "reservierungsnummer", "folio", "member", "membership", "loyalty",
    "trámite", "tramite", "raffle", "lottery", "draw", "追跡番号", "eg-nummer", "ec number", "cas", "cas number", "cusip",
    "isin", "changelog", "ndc", "imei", "p/n", "s/n", "pn", "issn", "apn", "parcel", "tickets", "vat reg", "grid ref",
    # A museum's or an archive's numbers ("Accession no. 2010.573.39").
    "accession", "inventory", "catalogue", "catalog", "object",
    # Serials, spare parts, catalogue and model numbers, passes, in the users' languages.
    "seriennummer", "serienummer", "série", "seryjny", "kat.-nr", "katalognummer", "ersatzteil", "ersatzteilnummer",
    "refacción", "refaccion", "pieza", "ricambio", "peça", "peca", "modell", "modelo", "modèle", "artnr", "art.-nr",
    "lift pass", "liftpass", "ski pass", "skipass", "forfait", "spare part", "part no",
    # Orders, delivery notes, customer numbers and work orders in more languages; a seal's number.
    "sipariş", "siparis", "takip", "encargo", "lieferschein", "beställning", "bestallning", "ordernummer", "kundnummer",
    "factuur", "factuurnummer", "auftrag", "werkstattauftrag", "bestell-nr", "plomba", "zlecenie", "kargo",
    # Receipts, luggage tags and parking tickets.
    "receipt", "recibo", "ricevuta", "quittung", "beleg", "reçu", "kvitto", "paragon", "tag", "luggage tag", "bag tag",
    "parking", "aparcamiento", "estacionamiento", "parcheggio", "parkschein", "stationnement",
)
#: Words before "#" that make it a phone's ("daytime #:", "cell #"); any other "#" numbers something else.
_HASH_PHONE_WORDS = PHONE_WORDS + ("daytime", "evening", "home", "work", "office", "direct", "callback", "day", "night",
                                   "alt", "alternate", "emergency")


def _spaced(c: str) -> bool:
    """Whether ``c`` is a letter of a script that puts spaces between words (a word of it is
    bounded by non-letters on both sides; Chinese, Japanese or Thai words may be glued)."""
    return c.isalpha() and unicodedata.name(c, "").split(" ", 1)[0] in ("LATIN", "CYRILLIC", "GREEK")


def reversed_words(words: Iterable[str], whole: bool = True) -> str:
    """An alternation matching ``words`` in reversed text, grouped by first character so that
    the engine tries only the branches that can match. Words of spaced scripts start after
    anything but a letter ("v" is not found in "Móvil"); with ``whole`` they also end before one
    ("sec" is not found in "security"), without it they may go on ("numer" finds "numerem",
    "telefon" finds "telefonu"; words of three letters or fewer never do: "wa" is not found in "was")."""
    groups: dict[tuple[str, bool], list[str]] = {}
    for w in sorted(set(words), key=len, reverse=True):
        rev = w[::-1]
        tail = re.escape(rev[1:]) + (r"(?![^\W\d_])" if _spaced(w[0]) else "")
        groups.setdefault((rev[0], whole or len(w) <= 3), []).append(tail)
    return "(?:" + "|".join(
        (r"(?<![^\W\d_])" if ends and _spaced(first) else "") + f"{re.escape(first)}(?:{'|'.join(tails)})"
        for (first, ends), tails in groups.items()) + ")"


# Context is matched on the reversed text just before the number, anchored at its start:
# one attempt instead of a search through the window. A reference's word may have a code of two
# letters between it and the number ("VAT reg. GB 384 7425 97", "Grid ref QQ 0692 9315").
_CONTEXT = re.compile(rf"[^\d\n]{{0,20}}{reversed_words(PHONE_WORDS, whole=False)}")
_OTHER = re.compile(rf"[^\w\n]{{0,24}}(?:[a-z]{{2}} )?(?:si[^\w\n]{{1,3}})?(?:\.?on|\.?rn|\.n|rebmun|#)?[^\w\n]{{0,6}}"
                    rf"{reversed_words(OTHER_WORDS)}"
                    rf"|[^\w\n]{{0,4}}#(?![^\w\n]{{0,2}}{reversed_words(_HASH_PHONE_WORDS, whole=False)})")
_EXTENSION = re.compile(r"(?i),?[ ]?(?:x|ext\.?|extension|#|内線)[ ]?\d{1,6}(?![\w])", re.A)
#: An unfinished extension after a number at the end of a streamed buffer ("…0988 ex"),
#: as a pattern to append to the digits' tail.
EXTENSION_TAIL = r"[ ]?(?:[xX]|[eE]|[eE][xX]|[eE][xX][tT]\.?|[eE][xX][tT][eE][a-zA-Z]{0,5}|内|内線)[ ]?\d{0,6}"
_NOT_PHONE = re.compile(
    r"\d{1,2}\.\d{1,2}\.-\d{1,2}\.\d{1,2}\.\d{2,4}"  # a span of dates: 01.01.-31.03.2017
    r"|\d{4}(?P<sep>[-./])\d{1,2}(?P=sep)\d{1,2}(?!\d)"  # 2024-03-15, and a time after it (not "0491/63.05.61")
    r"|\d{1,2}[-./]\d{1,2}[-./](?:\d{4}(?!\d)|\d{2}\Z)"  # 15.03.2024 05:00, 03/15/24
    r"|(?:19|20)\d\d-\d{5,6}\Z"  # a reference numbered by year: 2023-853884
    r"|\d{5}-\d{4}\Z"  # a ZIP+4 code
    r"|\d{3}(?P<ssn>[- ])\d{2}(?P=ssn)\d{4}\Z"  # a US SSN's shape (no phone is grouped 3-2-4)
    r"|97[89][- ]?\d{1,5}[- ]\d"  # ISBN-13
    r"|\d{1,3}(?:\.\d{1,3}){3}\Z"  # an IPv4 address or a four-part version
    r"|\d{8} \d{6} \d\Z|\d{2}-\d{6}-\d{6}-\d\Z"  # an IMEI as printed (8-6-1, 2-6-6-1)
    r"|\d{5}-\d{3}\Z"  # a Brazilian postal code (CEP)
    r"|\d{6}-\d\Z",  # a serial and its check digit (containers, accounts)
    re.A)
#: A date inside a run of digits ("flight EK 029 2023-11-01"): a number and a date side by side.
_DATE_INSIDE = re.compile(r"\d{4}-\d{2}-\d{2}")
#: A country code, check digits and a bank code (and more groups) right before a run of digits.
_IBAN_HEAD = re.compile(r"\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){1,7}[ -]?\Z")
_GLUED_LEFT = re.compile(r"[\w/.,@#-]", re.A)
#: (nor a letter after a hyphen: a part number's suffix, "0911-5773-874-B"; a comma before a time is a CSV
#: cell's end, "020 3257 3349,23:05", not a decimal, and so, in a stream, is one before what may still become one)
_GLUED_RIGHT = re.compile(r"(?![\w/@]|,(?!\d{1,2}:\d\d(?!\d)|\d{1,2}(?::\d?)?\Z)\d|\.\d|-[A-Za-z])", re.A)
_SEPARATED = re.compile(r"\d[ .()-]+\d")
_GROUP = re.compile(r"[^ ]+")
_CARD_GROUPS = re.compile(r"\(?\d{4}(?: \d{4})+(?: \d{1,4})?\)?")
_AMEX_GROUPS = re.compile(r"\(?\d{4}([ -])\d{6}\1\d{4,5}\)?")
_NO_DIGITS = str.maketrans("", "", "0123456789")
_NOT_DIGIT = str.maketrans("", "", " .-")
#: Three or more groups in thousands, one separator throughout, no leading 0 or +.
_THOUSANDS = re.compile(r"[1-9]\d{0,2}([ .])\d{3}(?:\1\d{3})+")
#: What such a number counts, after it ("reached 81 114 783 plays"): a count, whatever word before it reads as a phone's.
_COUNTED = re.compile(r" (?:plays|views|streams|listens|listeners|visitors|visits|downloads|subscribers|followers|fans|people|"
                      r"users|members|copies|units|tickets|votes|signatures|hits|clicks|impressions|readers|viewers|likes|"
                      r"shares|miles|km|kilometres|kilometers|steps|words|pages|bottles|litres|liters|tonnes|tons|barrels|"
                      r"inhabitants|residents|passengers|euros?|dollars?|pounds|yen|won|rupees|francs|kronor|kroner|zloty)\b", re.I)


def _no_words() -> tuple[int, bool]:
    return 0, False


_PUNCTUATION = "\"'.,:;!?()[]{}<>*_-"
#: Punctuation read as spaces between words ("TEL;TYPE=cell:").
_APART = str.maketrans(_PUNCTUATION + "=|", " " * (len(_PUNCTUATION) + 2))


#: Words this long are also known by their first letters, in ``word_set``: inflected forms
#: ("numerem", "telefonu") then pass ``may_follow`` as the word itself would.
_STEM = 5


def word_set(words: Iterable[str]) -> frozenset[str]:
    """The first words of the ASCII entries of ``words``, and the stems of the long ones,
    for ``may_follow``."""
    firsts = {w.split()[0].rstrip(".") for w in words if w.isascii() and w[0].isalpha()}
    return frozenset(firsts | {w[:_STEM] + "-" for w in firsts if len(w) >= _STEM})


def may_follow(text: str, end: int, words: frozenset[str], reach: int = 36, count: int = 5) -> bool:
    """Whether one of ``words`` may come shortly before ``end``: False only when the ``reach``
    characters before it are plain ASCII words none of which (of the last ``count``) is in the
    set, nor starts like a long one (the common case, decided without a regex)."""
    region = text[max(0, end - reach):end].lower()
    if not region.isascii() or "@" in region or "/" in region or "#" in region:
        return True
    for w in region.translate(_APART).split()[-count:]:
        if w in words or (len(w) > _STEM and w[:_STEM] + "-" in words):
            return True
    return False


_PHONE_SET = word_set(PHONE_WORDS)
_CONTEXT_SET = word_set(PHONE_WORDS + OTHER_WORDS + ("no", "nr", "number"))


def before_reversed(text: str, start: int) -> str:
    return text[max(0, start - 40):start][::-1].lower()


def _shaped(run: str) -> bool:
    """Written like a phone number without any context word: international, or in groups
    (but not in the groups of other numbers), or a national number with its trunk prefix
    (0 and 9-11 digits; 13 would be a barcode)."""
    if run[0] == "+" or _AREA_IN_BRACKETS.match(run):
        return True
    if run[0] == "(":  # in brackets, a national number in groups with its trunk prefix ("Maya (0470 36 62 38) will open")
        inner = run[1:].rstrip(")")
        return _BRACKETED_NATIONAL.match(inner) is not None and _shaped(inner)
    if run.count(".") == 1 and (run[0] != "0" or _ONE_PLACE.search(run)) and not _SEPARATED_NO_DOT.search(run):
        return False  # "54793.617986", "076943.9" (a meter's reading): a decimal
    if _DECIMAL_GROUP.search(run) or _SHORT_DECIMAL.match(run):
        return False  # "0.90759 -159.06402": coordinates, measures; "8.7 7503897": a table's columns
    if _SEPARATED.search(run):
        digits = len(run) - len(run.translate(_NO_DIGITS))
        if run[0] == "0" or (run[0] == "8" and digits == 11):  # a trunk prefix (8 in Russia)
            return True
        # Without one, a national number has 9-11 digits ("415 555 0100", "609 141 777").
        return 9 <= digits <= 11 and not _other_grouping(run)
    return run[0] == "0" and 9 <= len(run) <= 11


_GROUP_SPLIT = re.compile(r"[ ()-]+")
#: A national number with its trunk 0 first, in groups (not a lone "0 12 34 …" of a list of figures).
_BRACKETED_NATIONAL = re.compile(r"0\d{1,4}[ -]\d")
_SHORT_DECIMAL = re.compile(r"\d{1,3}\.\d{1,2} ")
#: One decimal place at the end: no phone number ends in a group of one digit after a dot.
_ONE_PLACE = re.compile(r"\.\d\Z")
#: An area code in brackets, then the number: "(030) 1234567", "(11) 91234-5678".
_AREA_IN_BRACKETS = re.compile(r"\(\d{1,5}\)\s?\d")
_SEPARATED_NO_DOT = re.compile(r"\d[ ()-]+\d")
#: Groups no phone number is written in: a decimal with one or two places among them ("23.1
#: 22.9 8795690"), a range ("0.630..778.155").
_NOT_PHONE_GROUPS = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,2}(?![\d.])|\.\.")
_DECIMAL_GROUP = re.compile(r"(?<![\d.])\d{1,3}\.\d{4,}(?![\d.])")
_DECIMAL = re.compile(r"\d{1,3}\.\d{3,}")


def _other_grouping(run: str) -> bool:
    """Groups that read as another number (no leading 0 or +): thousands ("1 000 000",
    "83 200 000"), decimals ("48.8566 2.3522"), a date ("2023 11 07"), or groups that are all
    short ("4 8 15 16 23 42") or all of four digits ("1234 5678 9012")."""
    groups = [g for g in _GROUP_SPLIT.split(run) if g]
    sizes = [len(g) for g in groups]
    if any(_DECIMAL.fullmatch(g) for g in groups) or max(sizes) <= 2:
        return True
    if len(groups) >= 3 and (set(sizes) == {4} or (sizes[0] == 4 and max(sizes[1:]) <= 2)) or (
            len(groups) >= 4 and set(sizes) == {3}):
        return True
    return all(n == 3 for n in sizes[1:]) and (sizes[0] <= 2 or "000" in groups[1:])


def _version_like(run: str) -> bool:
    """Four or more dotted parts, one of them (past the first) a single digit: 120.0.6099.109."""
    if run.count(".") < 3 or not run.replace(".", "").isdigit():
        return False
    return any(len(part) == 1 for part in run.split(".")[1:])


@functools.lru_cache(maxsize=4096)  # a stream rescans its buffer: the same candidates recur
def _possible(run: str, regions: tuple[str, ...]) -> bool:
    international = run[0] == "+" or run.startswith("00")
    number = "+" + run[2:] if run.startswith("00") else run
    for region in (None,) if international else regions:
        try:
            parsed = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_possible_number(parsed):
            return True
    return False


#: A key right before a value ("trackingnumber=", "\"pedidoNo\": \"", "order_no: " opening its line).
_KEY_BEFORE = re.compile(r"([A-Za-z][\w.-]{2,40})[ \t]*=[ \t]*[\"']?\Z"  # key=value, anywhere
                         r"|(?:^|[\n{,])[ \t]*[\"']?([A-Za-z][\w.-]{2,40})[\"']?[ \t]*:[ \t]*[\"']?\Z")  # a line's or a JSON object's key
#: Reference words and phone words that may be glued into such a key.
_KEY_REFERENCES = tuple(w for w in OTHER_WORDS if w.isalpha() and len(w) >= 4)
_KEY_PHONES = tuple(w for w in PHONE_WORDS if w.isalpha() and len(w) >= 3 and w not in ("number", "numero", "numer", "nummer"))


def _reference_key(text: str, start: int) -> bool:
    """Whether the key the value at ``start`` is given to names a reference ("numerodesuivi=",
    "order_no:") and no phone."""
    if ":" not in text[max(0, start - 3):start] and "=" not in text[max(0, start - 3):start]:
        return False
    m = _KEY_BEFORE.search(text, max(0, start - 48), start)
    if m is None:
        return False
    key = (m.group(1) or m.group(2)).lower().replace("_", "").replace("-", "").replace(".", "")
    return any(w in key for w in _KEY_REFERENCES) and not any(w in key for w in _KEY_PHONES)


def cell_number_ok(cell: str, regions: Sequence[str]) -> bool:
    """Whether a table cell under a phone's column holds a number a phone can be (its groups decide
    nothing there: "808 753 168" is no count in that column), not a date, a decimal or a version."""
    digits = len(cell) - len(cell.translate(_NO_DIGITS))
    return (7 <= digits <= 15 and "+" not in cell[1:] and not _DATE_INSIDE.search(cell) and not _version_like(cell)
            and (cell[0] == "+" or not _NOT_PHONE_GROUPS.search(cell)) and _possible(cell, tuple(regions)))


def phone_matches(text: str, start: int, end: int, regions: Sequence[str]) -> Iterable[tuple[int, int, int]]:
    """Phone numbers among the digit groups of the run ``text[start:end]``: (start, end with
    the extension, where the phone word before it begins — a stream holds it with the number)."""
    if start > 0 and _GLUED_LEFT.match(text, start - 1) and not (text[start] == "+" and text[start - 1] in ",/") and not (
            text[start - 1] == "," and start > 1 and not text[start - 2].isdigit()):
        return  # part of an identifier, a path or a decimal (but "+" starts a number, and so does a CSV cell, or a SIP URI)
    words: list[int] = []  # (length of the phone word and gap, other word) before the run, once

    def context() -> tuple[int, bool]:
        if not words:
            if not may_follow(text, start, _CONTEXT_SET):
                words.extend((0, _reference_key(text, start)))
            else:
                before = before_reversed(text, start)
                m = _CONTEXT.match(before)
                words.extend((m.end() if m else 0, _OTHER.match(before) is not None or _reference_key(text, start)))
        return words[0], bool(words[1])

    if start >= 8 and _IBAN_HEAD.search(text, max(0, start - 42), start):
        return  # the account digits of an IBAN (one that fails its check: "GB63 LOYD 0261 9540 …")
    run = text[start:end]
    if _THOUSANDS.fullmatch(run) and (_COUNTED.match(text, end) or not context()[0]):
        return  # a count or an amount in thousands groups ("12 480 331", "1.204.377"), no phone word or what it counts after it
    if _AMEX_GROUPS.fullmatch(run):
        return  # an Amex or Diners card (4-6-5, 4-6-4), in brackets too ("(3012-675245-3834)")
    if " " not in run:  # the common case: one group
        match = _window(text, start, end, context, regions)
        if match:
            yield match
        return
    groups = [(m.start(), m.end(), len(m.group()) - len(m.group().translate(_NO_DIGITS)))
              for m in _GROUP.finditer(text, start, end)]
    if (sum(g[2] for g in groups) > 15 and _CARD_GROUPS.fullmatch(run)) or _AMEX_GROUPS.fullmatch(run):
        return  # a card (or a longer number) in groups of four, not numbers side by side
    i = 0
    while i < len(groups):
        match = None
        for j in range(min(len(groups), i + 7) - 1, i - 1, -1):
            digits = sum(g[2] for g in groups[i:j + 1])
            if 7 <= digits <= 15:
                # After the first group, digits come right before: no word can be in between,
                # and only a number that starts like one (+, 00, a trunk 0) is cut out of the run.
                if i and (text[groups[i][0]] not in "+(0" or (context()[1] and text[groups[i][0]] != "+")):
                    break  # ("Case reference 25 02 18 75 57": not "02 18 75 57")
                match = _window(text, groups[i][0], groups[j][1], context if i == 0 else _no_words, regions)
                if match:
                    break
        if match:
            yield match
            i = j + 1
        else:
            i += 1


def _window(text: str, start: int, end: int, words: Callable[[], tuple[int, bool]],
            regions: Sequence[str]) -> tuple[int, int, int] | None:
    run = text[start:end].rstrip(".-( ")
    if run.endswith(")") and run.count("(") < run.count(")"):
        run = run[:-1]
    if not run or "+" in run[1:] or _NOT_PHONE.match(run.lstrip("(")) or _DATE_INSIDE.search(run):
        return None
    if not 7 <= len(run) - len(run.translate(_NO_DIGITS)) <= 15 or _version_like(run):
        return None
    if run[0] != "+" and _NOT_PHONE_GROUPS.search(run):
        return None
    context, other = words()
    # An order or ticket number never starts with "+": "Ticket: +41 76 934 62 64" is a phone.
    if (other and run[0] != "+") or not (context or _shaped(run)) or not _possible(run, tuple(regions)):
        return None
    end = start + len(run)
    ext = _EXTENSION.match(text, end)
    end = ext.end() if ext else end
    if not _GLUED_RIGHT.match(text, end):
        return None
    hold = start - context
    if start and text[start - 1] == "(" and run[0] == "+" and ")" in run:
        start -= 1  # "(+34) 695 399 308": the bracket opened before the country code
    elif run[0] == "(" and ")" not in run:
        start += 1  # "(0470 36 62 38)": the whole number in brackets, the value inside them
    return start, end, min(hold, start)


#: An area code and a slash before the subscriber's number, as written in Germany, Austria,
#: Belgium or Italy ("0711/5479497", "09/371.52.19", "346/8538457"): the slash is not in the
#: numeric runs (dates, fractions and paths have it), so these are looked for apart.
_SLASHED = re.compile(r"(?<![\w/.,:-])(0\d{1,4}|3\d\d)/(\d[\d .-]{4,14}\d)(?![\w/]|[.,]\d)", re.A)
_SLASHED_SCREEN = pii_screen.screened(_SLASHED)


def slashed_phones(text: str, regions: Sequence[str]) -> Iterable[tuple[int, int, int]]:
    """Phone numbers written with a slash after the area code: (start, end, hold start).
    A trunk 0 is enough; an Italian mobile prefix (3xx) needs a phone word before it."""
    for m in pii_screen.finditer(_SLASHED, _SLASHED_SCREEN, text):
        digits = m.group(1) + m.group(2).translate(_NOT_DIGIT)
        if not 9 <= len(digits) <= 12 or _NOT_PHONE.match(m.group()):
            continue
        before = before_reversed(text, m.start())
        word = _CONTEXT.match(before)
        if (m.group(1)[0] != "0" and not word) or _OTHER.match(before) or not _possible(digits, tuple(regions)):
            continue
        yield m.start(), m.end(), m.start() - (word.end() if word else 0)
