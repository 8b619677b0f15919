"""PIIDetector: values decided by the words and the layout around them (an SSN's label in a form,
an address in a URL or a log, a phone in a CSV cell or after an area code and a slash), the same
decision in a stream, and numbers that the words around them make something else."""
from __future__ import annotations

import pytest

from agentproc.processors.pii import PIIDetector
from tests.processors.driver import run_stream, streamed_text, text_stream

# (type, text, the value that must be masked)
FOUND = [
    ("us_ssn", 'Tax ID (SSN): "521449382" please', "521449382"),
    ("us_ssn", "<SSN>287654321</SSN>", "287654321"),
    ("us_ssn", "{'name': 'Ana', 'ssn': '287654321'}", "287654321"),
    ("us_ssn", "SSN (USA) = 521 44 9382", "521 44 9382"),  # spaced groups: the word decides, not a phone
    ("us_ssn", "Applicant SSN [521449382] pending", "521449382"),
    ("ip_address", "open http://84.17.203.9/admin in a browser", "84.17.203.9"),
    ("ip_address", "it answers on https://84.17.203.9:8443/health", "84.17.203.9"),
    ("ip_address", "PING host (84.17.203.9) 56(84) bytes of data.", "84.17.203.9"),
    ("ip_address", "remote=::ffff:84.17.203.9 path=/", "::ffff:84.17.203.9"),
    ("ip_address", "[client 2a01:4f8:c0c:1234:5e58:d735:4cc0:2461:51234] AH00126",
     "2a01:4f8:c0c:1234:5e58:d735:4cc0:2461"),  # a port written after the address
    ("phone", "id,name,phone\n7,Ana,+4915112345678,Porto", "+4915112345678"),  # a CSV cell
    ("phone", "Tlf.: (+34) 612 345 678", "(+34) 612 345 678"),
    ("phone", "Rückruf laut Ticket: +41 79 123 45 67 (vormittags)", "+41 79 123 45 67"),
    ("phone", "Rückruf erbeten unter 0711/2345678, am besten morgens", "0711/2345678"),
    ("phone", "T: 09/234.56.78", "09/234.56.78"),
    ("phone", "chiamami al numero 347/1234567", "347/1234567"),
    ("phone", "TEL;TYPE=cell:612345678", "612345678"),
    ("phone", "proszę dzwonić pod numerem 612 345 678", "612 345 678"),
]

# Numbers that the words or the layout around them make something else.
UNTOUCHED = [
    "Numero pratica 5562 6059 0699: la preghiamo di indicarlo.",
    "Número de expediente 2022 3635 1623; indíquelo en todas sus consultas.",
    "Policy number 3943 8148 88 renews on 1 June.",
    "Case reference 25 02 18 75 57-TH, please quote it.",
    "受付番号 1121 479 454 をお控えください。",
    "Fattura n. 2022-878246 del 22/07/2024, importo 158,81 €.",
    "Use ZIP+4 format, e.g. 59722-5011, on the label.",
    "Número de seguimiento: 09427695445626.",
    "redis        7695 41.6  8.7 7503897  54663 Ssl",  # columns of ps
    "(cost=0.43..5233.59 rows=83165 width=246) (actual time=0.630..778.155 rows=36627 loops=1)",
    "[54793.617986] orders[55830]: segfault at 0",
    "* handle empty cursor (2183013)",
    "the test number 3752 019224 27966 fails the Luhn check",
    "Release window: 24.03.2024 05:00–15:00 UTC",
    "Atualizámos para a versão 4.3.3.37; o erro continua.",
    "Aggiornato alla versione 4.19.4.99, il problema rimane.",
    '[assembly: AssemblyFileVersion("1.4.2.197")]',
    "$ git clone git@github.com:team/payments.git",
    "Look at example.com for the docs.",
]


@pytest.mark.parametrize("kind,text,value", FOUND)
def test_value_is_found_and_masked(kind: str, text: str, value: str) -> None:
    detector = PIIDetector()
    assert [(f.type, f.value) for f in detector.find(text)] == [(kind, value)]
    redacted, _ = detector.redact(text)
    assert value not in redacted and detector.find(redacted) == []


@pytest.mark.parametrize("text", UNTOUCHED)
def test_number_that_is_something_else_is_left_alone(text: str) -> None:
    assert PIIDetector().find(text) == []


# (text, what must not reach the visitor): the word that decides comes in earlier deltas than the number.
DECIDED_IN_A_STREAM = [
    ("Social Security No.: 521449382 thanks", "521449382"),
    ("Móvil: 645 273 225, por la tarde", "645 273"),  # "v" in "Móvil" is not a version word
    ("proszę dzwonić pod numerem 612345678 po południu", "612345678"),  # an inflected phone word
    ("chiamami al numero 347/1234567 stasera", "1234567"),
]


@pytest.mark.parametrize("size", [1, 3, 7])
@pytest.mark.parametrize("text,secret", DECIDED_IN_A_STREAM)
async def test_value_decided_by_an_earlier_word_is_masked_in_a_stream(text: str, secret: str, size: int) -> None:
    deltas = [text[i:i + size] for i in range(0, len(text), size)]
    out = streamed_text(await run_stream(PIIDetector(), text_stream(deltas)))
    assert secret not in out
    assert out.startswith(text[:4]) and out.endswith(text[-4:])
