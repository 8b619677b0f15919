"""PIIDetector: the value classes it finds (IBANs of every country in any case, IDN e-mail, bare IPv4,
issuers' keys) and the look-alikes it must leave untouched."""
from __future__ import annotations

import pytest

from agentproc.processors.pii import PIIDetector
from agentproc.processors.pii_checks import IBAN_LENGTHS

# (type, text, the value that must be masked)
FOUND = [
    ("iban", "pay to no46 6124 8292 112 please", "no46 6124 8292 112"),
    ("iban", "Konto MT09IQJU01877G8CPO3O93RZTE7M8GP.", "MT09IQJU01877G8CPO3O93RZTE7M8GP"),
    ("iban", "br97 7325 3550 9432 7725 9513 807c 2", "br97 7325 3550 9432 7725 9513 807c 2"),
    ("iban", "Saudi account SA92 10W1 W9B3 OVWQ 1O3H IT34 ok", "SA92 10W1 W9B3 OVWQ 1O3H IT34"),
    ("iban", "рахунок UA52 7567 14FK 506Q DWGI X5O2 R05H G", "UA52 7567 14FK 506Q DWGI X5O2 R05H G"),
    ("iban", "qa91vwiat8z0rtx74m82gdzafc5nw", "qa91vwiat8z0rtx74m82gdzafc5nw"),
    ("iban", "Egypt: EG96 3261 3025 6485 8147 3860 1295 5", "EG96 3261 3025 6485 8147 3860 1295 5"),
    ("iban", "Iran: IR03 0850 0787 3542 0917 6906 52 thanks", "IR03 0850 0787 3542 0917 6906 52"),  # outside the registry
    ("email", "write to jürgen@bücher-stube.de today", "jürgen@bücher-stube.de"),
    ("email", "почта иван@пример.рф, спасибо", "иван@пример.рф"),
    ("email", "連絡はtaro@例え.jpまで", "taro@例え.jp"),
    ("email", "punycode bob@xn--mnchen-3ya.de works", "bob@xn--mnchen-3ya.de"),
    ("email", "Thai domain lek@ตัวอย่าง.ไทย here", "lek@ตัวอย่าง.ไทย"),
    ("email", "联系 客服@商店.中国 谢谢", "客服@商店.中国"),  # an internationalised local part
    ("email", "écrire à rené.müller@poste.fr svp", "rené.müller@poste.fr"),
    ("email", "お問い合わせはsupport@shop.jpまで", "support@shop.jp"),  # glued to Japanese on both sides
    ("ip_address", "It resolved to 84.17.203.9 for me", "84.17.203.9"),
    ("phone", "Maya Okafor (0470 36 62 38) will open up at 7.", "0470 36 62 38"),  # a national number in brackets
    ("us_ssn", "Elena's Social Security number for the 1099 is 843723702.", "843723702"),  # a tax form's number between
    ("secret", 'secret_key_base: "MM9TjWewnBnOJksdzEHAokyOq4WCcttB54kStUDbLB7wAMurPd9wyV4PLbw/aVor"',
     "MM9TjWewnBnOJksdzEHAokyOq4WCcttB54kStUDbLB7wAMurPd9wyV4PLbw/aVor"),
    ("secret", "مفتاح API: t9UDc6koOVU9ydj7IS91YmviEpFPexX1", "t9UDc6koOVU9ydj7IS91YmviEpFPexX1"),
    # a Django SECRET_KEY: brackets are characters of it, not a call
    ("secret", "DJANGO_SECRET_KEY=django-insecure-tk+km60gq4_v(ej-*dzs*sxtfv6lsbugr+r+52f0temv(x=^ns",
     "django-insecure-tk+km60gq4_v(ej-*dzs*sxtfv6lsbugr+r+52f0temv(x=^ns"),
    ("secret", "SECRET_KEY = 'k2#p8w(z!q@x7^m*f-3=s+d)t_9r&v6b%n1y0c4h5j8l2o(e-g'", "k2#p8w(z!q@x7^m*f-3=s+d)t_9r&v6b%n1y0c4h5j8l2o(e-g"),
    ("ip_address", "swap 172.31.4.200 for the new box", "172.31.4.200"),
    ("ip_address", "the app connects to 10.44.3.9 at night", "10.44.3.9"),  # a product word further back
    ("ip_address", "no traffic from 203.0.113.77 today", "203.0.113.77"),
    ("secret", "STRIPE=sk_live_4eC39HqLyjWDarjtT1zdp7dcXy", "sk_live_4eC39HqLyjWDarjtT1zdp7dcXy"),
    ("secret", "maps AIzaSyD3k9fJ2_x8Qm4vBq7LrT0wYp5ZnC1aE6g ok", "AIzaSyD3k9fJ2_x8Qm4vBq7LrT0wYp5ZnC1aE6g"),
    ("secret", "ci token glpat-Xy7Pq2Lm9Rt4Vw8Zb3Nc done", "glpat-Xy7Pq2Lm9Rt4Vw8Zb3Nc"),
    ("secret", "SG.Ab3dE6gH9jK2mN5pQ8sT1v.Wx4Yz7Ab0Cd3Ef6Gh9Ij2Kl5Mn8Op1Qr4St7Uv0Wx3Yz6 sent",
     "SG.Ab3dE6gH9jK2mN5pQ8sT1v.Wx4Yz7Ab0Cd3Ef6Gh9Ij2Kl5Mn8Op1Qr4St7Uv0Wx3Yz6"),
    ("secret", "HF_TOKEN=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", "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"),
    ("secret", "//registry/:_authToken=npm_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78",
     "npm_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78"),
    ("secret", "x-api-key: sk-ant-api03-Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa_-9Zz",
     "sk-ant-api03-Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa_-9Zz"),
    ("secret", "cookie eyJhbGciOiJFUzI1NiJ9.eyJ1aWQiOjQyLCJyb2xlIjoiYWRtaW4ifQ.c2lnbmF0dXJlLWhlcmU end",
     "eyJhbGciOiJFUzI1NiJ9.eyJ1aWQiOjQyLCJyb2xlIjoiYWRtaW4ifQ.c2lnbmF0dXJlLWhlcmU"),
    ("secret", "-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBGR3\n-----END PGP PRIVATE KEY BLOCK-----",
     "-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBGR3\n-----END PGP PRIVATE KEY BLOCK-----"),
    ("us_ssn", "SSN: 521449382 on the form", "521449382"),
    ("us_ssn", "social security number 287654321.", "287654321"),
    ("credit_card", "Diners 3608 961078 5413 on file", "3608 961078 5413"),
    ("credit_card", "Diners 3859-809110-0049 on file", "3859-809110-0049"),
    ("credit_card", "old card 30549246576078", "30549246576078"),
]


@pytest.mark.parametrize("kind,text,value", FOUND)
def test_value_is_found_and_masked(kind: str, text: str, value: str) -> None:
    detector = PIIDetector()
    assert [(f.type, f.value) for f in detector.find(text)] == [(kind, value)]
    redacted, _ = detector.redact(text)
    assert value not in redacted and detector.find(redacted) == []


def test_every_iban_country_of_the_registry_is_known() -> None:
    assert len(IBAN_LENGTHS) >= 89 and IBAN_LENGTHS["NO"] == 15 and IBAN_LENGTHS["LC"] == 32


UNTOUCHED = [
    "We counted 12 480 331 visitors last year.",
    "The population grew to 3.204.377 in the census.",
    "Revenue was 1 250 000 000 yen.",
    "Reference 4143 1672 3176 5600 7321 in the ledger",  # a prefix passes Luhn; the number does not
    "contract 6011 8320 4911 0240 8815",
    "Python 3.11.4.2 fixed it",
    "see section 4.2.1.3 of the contract",
    "Chrome/121.0.6167.85 on the desktop",
    "firmware 10.4.2.1 is out",
    "4143167231765601 is not a card (Luhn fails)",
    "coordinates 48.85837 2.29448",
    "tickets sold: 2 300 450",
    "This season the stream reached 81 114 783 plays (last year: 26 720 156).",  # "reach" reads as a phone word
    "Our podcast reached 1.616.529 listeners.",
    "Accession no. 2010.573.39 — racing shell rigger, archive",
    "Raffle tickets 077798–066675 sold at the regatta",
    "scores (0 12 34 56 78) for the heats",
    "ट्रैकिंग नंबर: 603489422221",
    'added 154 packages in 10s\n\n@app.route("/health")',  # a decorator after a blank line, no spaced "@"
    "Thanks @ the.team for the help",
    "order 521449382 shipped",  # nine digits without the word are no SSN
]


@pytest.mark.parametrize("text", UNTOUCHED)
def test_look_alike_is_left_alone(text: str) -> None:
    assert PIIDetector().find(text) == []


@pytest.mark.parametrize("text,found", [
    ("card 4143 1672 3176 5600 from 10.20.30.40", [("credit_card", "4143 1672 3176 5600"), ("ip_address", "10.20.30.40")]),
    ("card 4143 1672 3176 5600 2031 renewal", [("credit_card", "4143 1672 3176 5600")]),  # a 20xx expiry year
    ("card 4143 1672 3176 5600 11/31", [("credit_card", "4143 1672 3176 5600")]),
    ("card 4143 1672 3176 5600 2031 7788", []),  # groups go on: one longer number
])
def test_card_beside_other_numbers(text: str, found: list) -> None:
    assert [(f.type, f.value) for f in PIIDetector().find(text)] == found
