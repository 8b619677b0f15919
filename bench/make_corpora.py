"""Writes the PII evaluation corpora (bench/corpora/pii_{dev,heldout}.jsonl), seeded and reproducible.

    .venv/bin/python bench/make_corpora.py   # needs the dev extra (Faker)

Each line is ``{"type", "value", "text", "locale"}``: one value in a sentence of its locale,
sometimes glued to CJK/Thai/Arabic text; ``type`` "negative" lines hold look-alikes
(versions, EAN-13, UPS, dates, prices, order numbers, ISBNs ...) that nothing may touch.
The dev and held-out parts use different seeds and different sentence templates."""
from __future__ import annotations

import json
import random
import string
from pathlib import Path

from faker import Faker

OUT = Path(__file__).resolve().parent / "corpora"
LOCALES = ("en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pt_BR", "pl_PL", "ja_JP",
           "zh_CN", "ko_KR", "en_IN", "ru_RU", "th_TH", "tr_TR", "sv_SE", "en_AU")
#: Per split: sentence templates ("{v}" is the value). Glued ones have no space around it.
TEMPLATES = {
    "dev": {
        "email": ["Please write to {v} for details.", "私の連絡先は{v}です", "邮箱：{v}谢谢", "อีเมลของฉันคือ{v}ครับ",
                  "بريدي{v}شكرا", "Kontakt: {v}", "Mon e-mail est {v}."],
        "phone": ["Call me at {v} tomorrow.", "電話番号は{v}です", "我的电话是{v}。", "โทร{v}ได้เลย",
                  "هاتفي{v}شكرا", "Telefon: {v}", "Mi número es {v}, llámame.", "연락처{v}로 주세요"],
        "credit_card": ["Card number: {v}", "カード番号{v}でお願いします", "卡号{v}", "Pay with {v} please.",
                        "رقم البطاقة{v}"],
        "iban": ["IBAN: {v}", "Bitte überweisen Sie auf {v}.", "口座{v}へ"],
        "us_ssn": ["SSN {v} on file.", "My social is {v}.", "社会保障番号{v}"],
        "ip_address": ["Server at {v} is down.", "IP地址{v}无法访问", "ip {v} blocked", "ที่อยู่ไอพี{v}"],
        "secret": ["Use key {v} for the API.", "キー{v}を使って", "token={v}"],
    },
    "heldout": {
        "email": ["Reach out to {v} anytime.", "メール{v}まで", "请发邮件到{v}", "ส่งมาที่{v}",
                  "راسلني على{v}", "E-Mail-Adresse {v}", "email me ({v})"],
        "phone": ["You can reach me on {v}.", "携帯{v}までどうぞ", "请拨打{v}联系我", "เบอร์{v}",
                  "اتصل بي على{v}", "Numer telefonu {v}", "Mobile {v}", "phone: {v}."],
        "credit_card": ["Charge it to {v}.", "クレジットカード{v}", "信用卡{v}已过期", "card {v} declined",
                        "بطاقتي{v}"],
        "iban": ["Account {v}", "Virement sur {v} svp", "IBAN{v}です"],
        "us_ssn": ["ssn: {v}", "Social security number {v}", "SSN{v}です"],
        "ip_address": ["Login from {v} blocked.", "来自{v}的请求", "ip address {v}", "آي بي{v}"],
        "secret": ["export OPENAI_API_KEY={v}", "秘密鍵{v}", "my token is {v}"],
    },
}
NEGATIVES = {
    "dev": ["v{ver}", "firmware {ver}", "rv:{ver}", "Chrome {ver} released", "EAN {ean}", "barcode {ean}",
            "{ean}", "UPS {ups}", "tracking {ups}", "{date}", "Order #{order}", "total {price}",
            "ISBN {isbn}", "{isbn}", "build {ver} passed", "meeting on {date} at 10:30"],
    "heldout": ["version {ver}", "upgrade firmware to {ver}", "Mozilla/5.0 (rv:{ver}) Gecko", "app {ver}",
                "EAN-13: {ean}", "GTIN {ean}", "scan {ean}", "1Z shipment {ups}", "{ups}", "due {date}",
                "order number {order}", "price {price}", "ISBN-13 {isbn}", "book {isbn}", "released {date}",
                "invoice {order} from {date}"],
}


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return body + str((10 - total % 10) % 10)


VALID_FAKERS = [Faker(loc) for loc in ("de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL")]


def mod97_ok(iban: str) -> bool:
    return int("".join(str(int(c, 36)) for c in iban[4:] + iban[:4])) % 97 == 1


def ean13(rng: random.Random) -> str:
    body = "".join(rng.choice(string.digits) for _ in range(12))
    check = (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body)) % 10) % 10
    return body + str(check)


def ups(rng: random.Random) -> str:
    body = "".join(rng.choice(string.digits + "ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(6)) + \
        "".join(rng.choice(string.digits) for _ in range(9))
    values = [int(c) if c.isdigit() else (ord(c) - 63) % 10 for c in body]
    total = sum(v * (2 if i % 2 else 1) for i, v in enumerate(values))
    return "1Z" + body + str((10 - total % 10) % 10)


def isbn13(rng: random.Random) -> str:
    body = "978" + "".join(rng.choice(string.digits) for _ in range(9))
    check = (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body)) % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:7]}-{body[7:12]}-{check}" if rng.random() < 0.6 else body + str(check)


CARDS = (("visa", None), ("mastercard", None), ("amex", None), ("discover", None), ("diners", None),
         ("jcb15", None), ("jcb16", None), ("maestro", None), ("visa13", None), ("visa19", None),
         ("unionpay", ("62", (16, 17, 18, 19))), ("mir", ("220", (16,))), ("rupay", ("60", (16,))),
         ("rupay", ("6521", (16,))), ("maestro", ("6759", (13, 15, 16, 18, 19))), ("jcb", ("2131", (15,))))


def card(fake: Faker, rng: random.Random) -> str:
    kind, own = rng.choice(CARDS)
    if own:
        prefix, lengths = own
        number = luhn_complete(prefix + ("0" if kind == "mir" else ""), rng.choice(lengths), rng)
    else:
        number = fake.credit_card_number(card_type=kind)
    style = rng.random()
    if style < 0.3:
        return " ".join(number[i:i + 4] for i in range(0, len(number), 4))
    if style < 0.4:
        return "-".join(number[i:i + 4] for i in range(0, len(number), 4))
    return number


def secret(rng: random.Random) -> str:
    alnum = string.ascii_letters + string.digits
    kind = rng.randrange(4)
    if kind == 0:
        return "sk-proj-" + "".join(rng.choice(alnum) for _ in range(40))
    if kind == 1:
        return "AKIA" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(16))
    if kind == 2:
        return "ghp_" + "".join(rng.choice(alnum) for _ in range(36))
    return "xoxb-" + "-".join("".join(rng.choice(string.digits) for _ in range(12)) for _ in range(2))


def value_of(kind: str, fake: Faker, rng: random.Random) -> str:
    if kind == "email":
        return fake.email()
    if kind == "phone":
        return fake.phone_number()
    if kind == "credit_card":
        return card(fake, rng)
    if kind == "iban":
        # Faker writes some GB IBANs one character short (locales without their own bank
        # provider), and Thailand has no IBANs: not something a detector should find.
        for _ in range(5):
            iban = fake.iban()
            if mod97_ok(iban) and not (iban[:2] == "GB" and len(iban) != 22) and iban[:2] != "TH":
                return iban
        return rng.choice(VALID_FAKERS).iban()
    if kind == "us_ssn":
        return fake.ssn()
    if kind == "ip_address":
        return fake.ipv4_public() if rng.random() < 0.6 else (fake.ipv4_private() if rng.random() < 0.5 else fake.ipv6())
    return secret(rng)


def negative(template: str, fake: Faker, rng: random.Random) -> str:
    ver = ".".join(str(rng.randrange(0, 300 if i else 30)) for i in range(4))
    price = rng.choice([f"${rng.randrange(1, 99999):,}.{rng.randrange(100):02d}",
                        f"{rng.randrange(1, 9999)},{rng.randrange(100):02d} €", f"¥{rng.randrange(100, 999999):,}"])
    date = fake.date(pattern=rng.choice(["%Y-%m-%d", "%d.%m.%Y", "%m/%d/%Y", "%Y%m%d", "%d/%m/%Y", "%Y/%m/%d"]))
    order = rng.choice([str(rng.randrange(10**7, 10**10)), f"{rng.randrange(2015, 2026)}-{rng.randrange(10**5, 10**6)}",
                        f"{rng.randrange(100, 999)}-{rng.randrange(10**6, 10**7)}-{rng.randrange(10**6, 10**7)}"])
    return template.format(ver=ver, ean=ean13(rng), ups=ups(rng), date=date, order=order, price=price, isbn=isbn13(rng))


def build(split: str, seed: int, per_type: int, negatives: int) -> list[dict]:
    rng = random.Random(seed)
    Faker.seed(seed)
    fakers = {loc: Faker(loc) for loc in LOCALES}
    rows: list[dict] = []
    for kind, templates in TEMPLATES[split].items():
        for i in range(per_type):
            loc = LOCALES[i % len(LOCALES)]
            fake = fakers[loc if kind not in ("us_ssn", "credit_card") else "en_US"]
            value = value_of(kind, fake, rng)
            rows.append({"type": kind, "value": value, "text": rng.choice(templates).format(v=value), "locale": loc})
    for i in range(negatives):
        fake = fakers[LOCALES[i % len(LOCALES)]]
        text = negative(rng.choice(NEGATIVES[split]), fake, rng)
        rows.append({"type": "negative", "value": "", "text": text, "locale": fake.locales[0] if hasattr(fake, "locales") else ""})
    return rows


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for split, seed in (("dev", 101), ("heldout", 202)):
        rows = build(split, seed, per_type=180, negatives=600)
        with open(OUT / f"pii_{split}.jsonl", "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{split}: {len(rows)} lines")


if __name__ == "__main__":
    main()
