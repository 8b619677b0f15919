"""PIIDetector: classes of secrets found by shape or layout rather than by an issuer's prefix (a password's
closing mark, a key named in a remark in brackets, a Discord bot token alone, a table column or row named
for a key in other languages, a user name and password after a long phrase, a Django key or an AWS
secret key standing alone), each with a look-alike of its own that must be left alone."""
from __future__ import annotations

import pytest

from agentproc.processors.pii import PIIDetector

# (text, the value that must be found whole and masked)
FOUND = [
    # a password's closing mark is the password's: at the end of the line, before a blank or a comma
    ("our staging password is Lantern5523.", "Lantern5523."),
    ("the router Passwort lautet Quokka4412? ich bin nicht sicher", "Quokka4412?"),
    ("DEPLOY_PASS=Marmot88& \nnext line", "Marmot88&"),
    # a remark in brackets naming the key's kind, then what it is for, then the value
    ("I'm sending the key (Mailjet API secret) for our spring newsletter signup tool: Qm7rT2vX9kLp4sW8zN3bY6hJ",
     "Qm7rT2vX9kLp4sW8zN3bY6hJ"),
    # a Discord bot token with no name of Discord near it
    ("paste NzMxOTQ2MDI4MTU3MzY0OTAy.jGHb6H.rlEOS47WgjKCu-0xxKhg5QjWV1mKaUyvBPs0jS into the bot settings",
     "NzMxOTQ2MDI4MTU3MzY0OTAy.jGHb6H.rlEOS47WgjKCu-0xxKhg5QjWV1mKaUyvBPs0jS"),
    # a CSV column of access keys; a table row named "API key" in German; a column named "key" alone
    ("user,aws_secret_access_key,team\nmila,RHtUVQcDMpg0TMkxpdzPaEMM1ZA7V0FhHVJWDBt2,infra",
     "RHtUVQcDMpg0TMkxpdzPaEMM1ZA7V0FhHVJWDBt2"),
    ("| Feld | Wert |\n|---|---|\n| API-Schlüssel | HD8BHbNdZU0NYJ2gClNbc7Hr |\n", "HD8BHbNdZU0NYJ2gClNbc7Hr"),
    ("| vendor | key |\n|---|---|\n| Mailgun | ad821df997d529975dcb6de0703b4ab7 |", "ad821df997d529975dcb6de0703b4ab7"),
    # a user name and a password after a long phrase, after "access details", after a Wi-Fi network's name
    ("Hello Priya, the login for the community garden booking calendar is priya_g / Tulip!Garden42 thanks",
     "Tulip!Garden42"),
    ("Access details for the shared scanner: scan-desk / Heron%Lake57", "Heron%Lake57"),
    ("Wi-Fi: Atelier-5G / kM3!vPq9_zR2", "kM3!vPq9_zR2"),
    # a Django key standing alone, and after a name that joins it by a word
    ("the old signing value was *d&ybv(7zxg&0-2vdh!#l*d&&s-)_u(n7av8bppxx)7_1(c9)j yesterday",
     "*d&ybv(7zxg&0-2vdh!#l*d&&s-)_u(n7av8bppxx)7_1(c9)j"),
    # an AWS secret access key standing alone
    ("can you rotate RHtUVQcDMpg0TMkxpdzPaEMM1ZA7V0FhHVJWDBt2 before Friday?", "RHtUVQcDMpg0TMkxpdzPaEMM1ZA7V0FhHVJWDBt2"),
]

# texts in which no secret may be found
LEFT_ALONE = [
    # a sentence's full stop in the middle of a line stays the sentence's (checked below), a plain order number
    "Order 5523. Ready for pickup?",
    # a remark in brackets in code, and one whose value is a word
    "api_key = $(cat /run/secrets/db_token) · serial: SN4471028836",
    "the call (see token) for the parser: readme_section_two",
    # base64 that reads no bot id
    "NzQxAAAAAAAAAAAAAAAAAAAA.abcdef.ghijklmnopqrstuvwxyzABCDEFGHIJ is a fixture",
    # a column named "key" holding shortcuts and setting names
    "| key | action |\n|---|---|\n| Ctrl+Shift+K9 | open panel |\n| feature_flag_2024_q1_rollout | on |",
    # a column of access key ids holding no key
    "name,access_key_id,plan\nmila,none,annual",
    # a log line naming a user, then keys' "=" and a path further than forty characters
    'INFO user settings updated locale_code="pt-BR" theme="dark" url=cdn.example.org/v3/assets',
    "Wi-Fi: 2.4GHz / 5GHz",
    # an identifier joined by hyphens and "=", fifty characters long
    "trace correlation=5a1f0c2e-9b7d-4e11-8c3a-2f6d9e0b7a14-x1 ok",
    # a certificate's last line, a git hash, base64 of text, an identifier in camel case
    "-----BEGIN CERTIFICATE-----\n" + "Q" * 20 + "w8Zb7Yc6Xd5Ve4Uf3Tg2Sh1Ri0Pj9OkNlMmLnKo" + "A" * 5 + "\n"
    "RHtUVQcDMpg0TMkxpdzPaEMM1ZA7V0FhHVJWDBt2\n-----END CERTIFICATE-----",
    "merged 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a into main",
    "payload bm90ZXMgZm9yIHRoZSBzcHJpbmcgZmFpciAyMDI0 received",
    "renamed getUserAccountSettingsForAdminPanelView2 yesterday",
]


@pytest.mark.parametrize("text,value", FOUND, ids=lambda x: x[:40])
def test_secret_class_is_found_whole_and_masked(text: str, value: str) -> None:
    detector = PIIDetector()
    start = text.index(value)
    found = [f for f in detector.find(text) if f.type == "secret"]
    assert any(f.start <= start and f.end >= start + len(value) for f in found), found
    assert value not in detector.redact(text)[0]


@pytest.mark.parametrize("text", LEFT_ALONE, ids=lambda x: x[:40])
def test_secret_look_alike_is_left_alone(text: str) -> None:
    assert [f for f in PIIDetector().find(text) if f.type == "secret"] == []


def test_a_full_stop_mid_line_stays_the_sentences() -> None:
    [finding] = PIIDetector().find("the password is Lantern5523. Then restart the box.")
    assert finding.value == "Lantern5523"
