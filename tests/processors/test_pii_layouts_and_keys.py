"""PIIDetector: values decided by where they stand — a phone in a table column named for one, a phone
before a time in a CSV row, an address as ping prints it, after Spanish "para" — and keys in more
shapes (a Sentry DSN whole, Resend keys, camel-case key names, a .NET setting, a key with brackets in
its alphabet); the look-alikes beside them (a meter's reading, a serial number, VAT and grid references)."""
from __future__ import annotations

import pytest

from agentproc.processors.pii import PIIDetector
from tests.processors.driver import run_stream, streamed_text, text_stream

# (type, text, the value that must be masked)
FOUND = [
    ("phone", "name,phone,slot\nHiroshi Kaur,808 753 168,22:20", "808 753 168"),
    ("phone", "| Name | Tel. |\n|---|---|\n| Ana Ruiz | 612 448 903 |", "612 448 903"),
    ("phone", "name,phone,slot\nYuki Rossi,020 3257 3349,23:05", "020 3257 3349"),
    ("phone", "Diego Costa,+91-7440897664,19:29", "+91-7440897664"),
    ("ip_address", "PING 2c0f:fb50:bc39:5396:acef:1f1a:8d1c:2ab3: 56 data bytes", "2c0f:fb50:bc39:5396:acef:1f1a:8d1c:2ab3"),
    ("ip_address", "O IP do servidor de reservas mudou para 140.229.254.144.", "140.229.254.144"),
    ("secret", 'Sentry.init({ dsn: "https://d91af02ef274dc176feacc9bf9033c16@o1443335.ingest.us.sentry.io/3827830" });',
     "https://d91af02ef274dc176feacc9bf9033c16@o1443335.ingest.us.sentry.io/3827830"),
    ("secret", "resend_key = re_ebVD3eop_jk7UqE3NgkYG4a2tnuNLBxHT", "re_ebVD3eop_jk7UqE3NgkYG4a2tnuNLBxHT"),
    ("secret", "const apitokenKey = '4gjqZtNbnExJt3p4To2h9_xxn91HGOHYXRueJzba';", "4gjqZtNbnExJt3p4To2h9_xxn91HGOHYXRueJzba"),
    ("secret", '<add key="AZURE_STORAGE_KEY" value="y43VmYQJTkwAV4Q+zYkaf+nE0+/YgCln7oRLo99mA6ODNWl1obO/nsHSbGMkBEJ5c8tjuh'
               'uDUZbefb+pENyJJw==" />',
     "y43VmYQJTkwAV4Q+zYkaf+nE0+/YgCln7oRLo99mA6ODNWl1obO/nsHSbGMkBEJ5c8tjuhuDUZbefb+pENyJJw=="),
    ("secret", "heroku config:set BOOKING_API_KEY=xrtrpnj86ogbd4wq#y8+v183drnkfg6tt5)*(s!tay%sgw&qjw -a web",
     "xrtrpnj86ogbd4wq#y8+v183drnkfg6tt5)*(s!tay%sgw&qjw"),
]

LOOK_ALIKES = [
    "| Field | Value |\n|---|---|\n| Reading | 076943.9 kWh |",
    "Chainsaw S/N 118-609382 is due for service on 5 September 2024.",
    "Registered in England & Wales no. 08263055. VAT reg. GB 384 7425 97.",
    "Grid ref QQ 0692 9315, TPO ref TPO/2012/5773 — consent needed before any work.",
    "Order number,Qty\n808753168,2\nCall us by phone if anything is missing.",
    "see para. 4.2.1.3 of the contract",
]


@pytest.mark.parametrize("kind,text,value", FOUND)
def test_value_is_found_and_masked(kind: str, text: str, value: str) -> None:
    detector = PIIDetector()
    assert [(f.type, f.value) for f in detector.find(text)] == [(kind, value)]
    redacted, _ = detector.redact(text)
    assert value not in redacted


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_left_alone(text: str) -> None:
    assert PIIDetector().find(text) == []


@pytest.mark.parametrize("size", [1, 3, 7])
@pytest.mark.parametrize("text,value", [
    ("Name,Date,Phone,Regarding\nAmélie de Vries,3 Apr 2025,(01) 199 6970,glaze batch 46", "199 6970"),
    ("campaign_id\tWhatsApp\tmeasure\ncmp_r634cm3leo\t628 982 164\t19 454 kg", "628 982 164"),
    ("name,phone,slot\nHannah Hughes,(03) 2080 0961 ext 24,11:09", "2080 0961"),
])
async def test_a_phone_in_a_streamed_table_never_reaches_the_visitor(text: str, value: str, size: int) -> None:
    """The cell is held while it arrives and judged with the header the stream already released."""
    deltas = [text[i:i + size] for i in range(0, len(text), size)]
    out = streamed_text(await run_stream(PIIDetector(), text_stream(deltas)))
    assert value not in out
    assert out.startswith(text.split("\n")[0])
