"""PIIDetector: what it finds, what it leaves alone, and that a stream never leaks a split value."""
from __future__ import annotations

import json

import pytest

from agentproc.processors.pii import PIIDetector
from agentproc.processors.pii_patterns import PII_TYPES
from agentproc.processors.schema import ConfigValidationError, build
from agentproc.runtime import Agent
from agentproc.runtime.messages import Message, MessageList
from agentproc.runtime.providers.scripted import ScriptedModel
from agentproc.runtime.processor import TripWire
from tests.processors.driver import call, run_stream, streamed_text, text_stream, user

POSITIVES = [
    ("email", "Write to john.doe@example.com today", "john.doe@example.com"),
    ("phone", "Call +1 415 555 0100 now", "+1 415 555 0100"),
    ("phone", "Call +442079460958 now", "+442079460958"),
    ("phone", "Call (415) 555-0100 now", "(415) 555-0100"),
    ("phone", "Call 415-555-0100 now", "415-555-0100"),
    ("phone", "Ring 020 7946 0958 today", "020 7946 0958"),
    ("phone", "Call 617.626.0988x2858 now", "617.626.0988x2858"),  # extension included
    ("phone", "Fax: +1-999-583-3521 ext. 12.", "+1-999-583-3521 ext. 12"),
    ("phone", "call me on 001-233-918-6793x787", "001-233-918-6793x787"),
    ("phone", "Tel. +33 (0)1 41 63 60 83 ok", "+33 (0)1 41 63 60 83"),
    ("phone", "電話番号は090-3915-0008です", "090-3915-0008"),  # glued to Japanese
    ("phone", "เบอร์0812345678ครับ", "0812345678"),  # glued to Thai
    ("phone", "mobile 4155550100 today", "4155550100"),  # bare digits after a phone word
    ("credit_card", "JCB 180012345678905 ok", "180012345678905"),  # JCB, 15 digits
    ("credit_card", "card 2131 1234 5678 904 ok", "2131 1234 5678 904"),
    ("credit_card", "Maestro 501800123454 ok", "501800123454"),  # 12 digits
    ("credit_card", "UnionPay 6212123456789012342 ok", "6212123456789012342"),  # 19 digits
    ("credit_card", "Mir 2200 1234 5678 9019 ok", "2200 1234 5678 9019"),
    ("credit_card", "卡号3530123456789018已过期", "3530123456789018"),  # JCB 16, glued to Chinese
    ("email", "私の連絡先はname@yahoo.comです", "name@yahoo.com"),
    ("email", "بريديname@example.orgشكرا", "name@example.org"),
    ("ip_address", "ip 10.2.3.4 blocked", "10.2.3.4"),
    ("ip_address", "IP地址10.2.3.4无法访问", "10.2.3.4"),
    ("secret", "キーAKIA2E0A8F3B244C9986を使って", "AKIA2E0A8F3B244C9986"),
    ("iban", "口座IBANDE89370400440532013000へ", "DE89370400440532013000"),
    ("credit_card", "Card 4111 1111 1111 1111 exp", "4111 1111 1111 1111"),
    ("credit_card", "Card 5500-0000-0000-0004 exp", "5500-0000-0000-0004"),
    ("credit_card", "Amex 378282246310005.", "378282246310005"),
    ("us_ssn", "SSN 123-45-6789 on file", "123-45-6789"),
    ("iban", "IBAN DE89 3704 0044 0532 0130 00 ok", "DE89 3704 0044 0532 0130 00"),
    ("iban", "IBAN GB82WEST12345698765432 ok", "GB82WEST12345698765432"),
    ("ip_address", "from 192.168.1.20 at", "192.168.1.20"),
    ("ip_address", "from 2001:db8::8a2e:370:7334 at", "2001:db8::8a2e:370:7334"),
    ("secret", "key sk-proj-abcdefghijklmnopqrstuvwx1234 here", "sk-proj-abcdefghijklmnopqrstuvwx1234"),
    ("secret", "aws AKIA2E0A8F3B244C9986 here", "AKIA2E0A8F3B244C9986"),
    ("secret", "gh ghp_abcdefghijklmnopqrstuvwxyz0123456789 x", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"),
    ("secret", "pat github_pat_11ABCDEFG0123456789_abcdefghijkl x", "github_pat_11ABCDEFG0123456789_abcdefghijkl"),
    ("secret", "slack xoxb-1234567890-abcdefghij x", "xoxb-1234567890-abcdefghij"),
    ("secret", "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc.def x", "eyJhbGciOiJIUzI1NiJ9.abc.def"),
    ("secret", "k: -----BEGIN RSA PRIVATE KEY-----\nMIIEow\nabc\n-----END RSA PRIVATE KEY----- ok",
     "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nabc\n-----END RSA PRIVATE KEY-----"),
    ("crypto_wallet", "eth 0x52908400098527886E0F7030069857D2E4169EE7 x", "0x52908400098527886E0F7030069857D2E4169EE7"),
    ("crypto_wallet", "btc 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 x", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"),
    ("crypto_wallet", "btc bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq x", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"),
    ("url", "see https://intranet.example.com/u/42?token=x now", "https://intranet.example.com/u/42?token=x"),
]

NEGATIVES = [
    "Order #12345678 shipped on 2024-01-15 at 10:30:45.",
    "Your order number is 1234567812345678 (not a card: wrong prefix).",
    "Card-like but Luhn-invalid: 4111 1111 1111 1112.",
    "The price is $1,299.99 or 1.299,99 EUR, due 12/25/2024.",
    "Upgrade to version 1.2.3.4, v2.0.1 or Python 3.11.4; build 20240115.1.",
    "Item https://shop.example.com/items/550e8400-e29b-41d4-a716-446655440000 is back.",
    "def f(a):\n    return a[1::2] + b[::3]  # slice\n",
    "MAC 00:1A:2B:3C:4D:5E and time 12:30:45 are fine.",
    "Listening on 127.0.0.1:8000 and 0.0.0.0.",
    "SSN-like 000-12-3456 and 666-12-3456 are invalid.",
    "Invoice INV-2024-000123, qty 3, total 45.00.",
    "Use @dataclass and user@localhost in code.",
    "ISBN 978-3-16-148410-0 is a book.",
    "firmware 8.0.0.120, Mozilla/5.0 (rv:1.9.2.20) Gecko, Chrome 120.0.6099.109, v10.2.3.4.",
    "EAN 4006381333931; scan 4006381333931 at the till; UPS 1Z999AA10123456784.",
    "Order number 4012345678, invoice 2024-123456, order 111-2223334-5556667.",
    "Due 15.03.2024 or 03/15/2024 or 20240315; ISBN 0-306-40615-2; total ¥128,000 or 1.299,99 €.",
    "The budget is 1 000 000 USD; population 83 200 000; he paid 150 000 yen.",
    "Coordinates 48.8566 2.3522; batch 2023 11 07; serial 4 8 15 16 23 42; score 12 - 34 - 56 - 78.",
    "Range 100-200-300-400; ticket 1234 5678 9012; rows 1001-1010; in 1999 2000 people came.",
    "Model number 0123456789, part no. 0612345678, page 0123 456 789.",
]


@pytest.mark.parametrize("kind,text,value", POSITIVES)
def test_finds_each_type(kind: str, text: str, value: str) -> None:
    findings = PIIDetector(detection_types=PII_TYPES).find(text)
    assert [(f.type, f.value) for f in findings] == [(kind, value)]


@pytest.mark.parametrize("text", NEGATIVES)
def test_leaves_ordinary_text_alone(text: str) -> None:
    detector = PIIDetector()
    assert detector.find(text) == []
    assert detector.redact(text)[0] == text


@pytest.mark.parametrize("method,expected", [
    ("mask", "Card **** **** **** 1111, mail j*******@*******.com"),
    ("placeholder", "Card [CREDIT_CARD], mail [EMAIL]"),
    ("remove", "Card , mail "),
])
def test_redaction_methods(method: str, expected: str) -> None:
    text = "Card 4111 1111 1111 1111, mail john.doe@example.com"
    assert PIIDetector(redaction_method=method).redact(text)[0] == expected


def test_hash_is_keyed_and_stable() -> None:
    a = PIIDetector(redaction_method="hash", hash_key="k1")
    b = PIIDetector(redaction_method="hash", hash_key="k2")
    one = a.redact("john@example.com and john@example.com")[0]
    first, _, second = one.partition(" and ")
    assert first == second and first.startswith("[EMAIL:") and "john" not in one
    assert b.redact("john@example.com")[0] != first


def test_hash_key_from_host_extra() -> None:
    detector = build(PIIDetector, {"redaction_method": "hash"}, hash_key="deployment-key")
    same = PIIDetector(redaction_method="hash", hash_key="deployment-key")
    assert detector.redact("a@b.io")[0] == same.redact("a@b.io")[0]


def test_config_rejects_unknown_type() -> None:
    with pytest.raises(ConfigValidationError) as exc:
        build(PIIDetector, {"detection_types": ["email", "dna"]})
    assert "detection_types" in exc.value.errors


async def test_input_redacted_in_place_and_reported(recorder) -> None:
    detector = PIIDetector(on_violation=recorder)
    msg = user("I am jane@corp.example, card 4111111111111111")
    out = await call(detector.process_input, messages=[msg])
    assert out[0].text == "I am j***@****.example, card ************1111"
    [violation] = recorder.violations
    assert violation.action == "redacted" and violation.hook == "process_input"
    assert {"type": "email", "kind": "email", "value": "j***@c***.example"} in violation.detail["matches"]
    assert "jane@corp.example" not in json.dumps(violation.detail)


async def test_block_aborts_with_masked_metadata() -> None:
    with pytest.raises(TripWire) as exc:
        await call(PIIDetector(strategy="block").process_input, messages=[user("ssn 123-45-6789")])
    assert exc.value.metadata["matches"] == [{"type": "us_ssn", "kind": "us_ssn", "value": "****6789"}]
    assert "123-45-6789" not in json.dumps(exc.value.metadata)


async def test_filter_drops_input_messages_with_pii() -> None:
    keep, drop = user("hello"), user("my mail is a@b.io")
    out = await call(PIIDetector(strategy="filter").process_input, messages=[keep, drop])
    assert out == [keep]


async def test_warn_passes_input_unchanged(recorder) -> None:
    msg = user("mail a@b.io")
    out = await call(PIIDetector(strategy="warn", on_violation=recorder).process_input, messages=[msg])
    assert out[0].text == "mail a@b.io" and recorder.violations[0].action == "warned"


SPLIT_TEXT = ("Reach me at john.doe@example.com or +1 415 555 0100, pay with 4111 1111 1111 1111, "
              "IBAN DE89 3704 0044 0532 0130 00, key sk-proj-abcdefghijklmnopqrstuvwx, ip 10.0.0.7 bye")


def test_stream_never_leaks_a_value_split_at_any_position() -> None:
    """Two and three chunks, split at every position: the output equals the one-shot redaction."""
    import asyncio

    detector = PIIDetector()
    expected = detector.redact(SPLIT_TEXT)[0]
    n = len(SPLIT_TEXT)

    async def all_splits() -> list[str]:
        bad = []
        for i in range(1, n):
            for j in [i + 1, i + 5, (i + n) // 2]:
                pieces = [p for p in (SPLIT_TEXT[:i], SPLIT_TEXT[i:j], SPLIT_TEXT[j:]) if p]
                out = await run_stream(detector, text_stream(pieces))
                if streamed_text(out) != expected:
                    bad.append(f"{i},{j}")
        return bad

    assert asyncio.run(all_splits()) == []


async def test_stream_character_by_character_releases_safe_text_early() -> None:
    detector = PIIDetector()
    chunks = text_stream(list("Hello there friend, mail a@b.io now"))
    state: dict = {}
    out = await run_stream(detector, chunks[:15], state=state)  # text-start + 14 chars
    assert streamed_text(out) == "Hello there "  # "friend" may still become an address
    rest = await run_stream(detector, chunks[15:], state=state)
    assert streamed_text(out + rest) == "Hello there friend, mail a@b.io now".replace("a@b.io", "a@*.io")
    assert [c["type"] for c in rest][-2:] == ["text-end", "finish"]


async def test_stream_block_aborts_before_value_is_emitted() -> None:
    detector = PIIDetector(strategy="block")
    state: dict = {}
    emitted: list = []
    with pytest.raises(TripWire):
        for chunk in text_stream(["ssn 123-", "45-6789", " ok"]):
            emitted += await run_stream(detector, [chunk], state=state)
    assert "123" not in streamed_text(emitted)


async def test_unterminated_private_key_is_held_then_redacted() -> None:
    pieces = ["here: -----BEGIN PRIVATE", " KEY-----\nMIIEvQIBADANBg", "kqhkiG9w0BAQEFAASC"]
    out = await run_stream(PIIDetector(), text_stream(pieces))
    text = streamed_text(out)
    assert text.startswith("here: ") and "MIIE" not in text and "kqhk" not in text


async def test_tool_call_arguments_are_redacted_in_stream() -> None:
    detector = PIIDetector(redaction_method="placeholder")
    part = {"type": "tool-call", "payload": {"toolCallId": "c1", "toolName": "crm", "args": {"email": "a@b.io"}}}
    [out] = await run_stream(detector, [part])
    assert out["payload"]["args"] == {"email": "[EMAIL]"}


async def test_streamed_tool_call_argument_text_split_across_deltas() -> None:
    detector = PIIDetector(redaction_method="placeholder")
    chunks = [{"type": "tool-call-input-streaming-start", "payload": {"toolCallId": "c1", "toolName": "crm"}}]
    chunks += [{"type": "tool-call-delta", "payload": {"toolCallId": "c1", "argsTextDelta": d}}
               for d in ['{"email": "jo', 'hn@exa', 'mple.com"}']]
    chunks.append({"type": "tool-call-input-streaming-end", "payload": {"toolCallId": "c1"}})
    out = await run_stream(detector, chunks)
    args = "".join(c["payload"]["argsTextDelta"] for c in out if c["type"] == "tool-call-delta")
    assert args == '{"email": "[EMAIL]"}'


async def test_tool_result_redacted_through_message_list() -> None:
    ml = MessageList()
    inv = {"state": "result", "toolCallId": "c1", "toolName": "lookup", "args": {"id": 7},
           "result": {"name": "Jo", "ssn": "123-45-6789"}}
    ml.add(Message("assistant", __import__("agentproc.runtime.messages", fromlist=["MessageContent"]).MessageContent(
        parts=[{"type": "tool-invocation", "toolInvocation": inv}])), "response")
    await call(PIIDetector().process_tool_result, tool_name="lookup", tool_call_id="c1", args={"id": 7},
               result=inv["result"], message_list=ml)
    assert ml.find_tool_invocation("c1")["result"] == {"name": "Jo", "ssn": "***-**-6789"}


async def test_final_result_rechecked_and_message_fixed() -> None:
    msg = Message.from_text("mail me: x.y@example.org", "assistant")
    out = await call(PIIDetector(redaction_method="placeholder").process_output_result, messages=[msg], state={})
    assert out[0].text == "mail me: [EMAIL]"


async def test_end_to_end_stream_and_stored_message_are_redacted() -> None:
    model = ScriptedModel(["Sure, my card is 4111 1111 1111 1111 and mail is jane@corp.example ok"])
    agent = Agent("t", model=model, output_processors=[PIIDetector(redaction_method="placeholder")])
    stream = agent.stream("hi")
    chunks = [c async for c in stream]
    expected = "Sure, my card is [CREDIT_CARD] and mail is [EMAIL] ok"
    assert streamed_text(chunks) == expected
    assert stream.result.text == expected
    assert stream.result.messages[-1].text == expected
    assert {v.action for v in stream.result.violations} == {"redacted"}


async def test_end_to_end_input_block_is_a_tripwire() -> None:
    agent = Agent("t", model=ScriptedModel(["never"]), input_processors=[PIIDetector(strategy="block")])
    result = await agent.generate("my key is AKIA2E0A8F3B244C9986")
    assert result.tripwire["processorId"] == "pii-detector" and result.finish_reason == "other"
    assert result.tripwire["metadata"]["matches"][0]["value"] == "AKIA***"


@pytest.mark.parametrize("kind,text,value", POSITIVES, ids=[p[0] + str(i) for i, p in enumerate(POSITIVES)])
def test_each_value_split_at_every_position_never_leaks(kind: str, text: str, value: str) -> None:
    import asyncio

    detector = PIIDetector(detection_types=PII_TYPES, redaction_method="placeholder")
    expected = detector.redact(text)[0]
    start = text.index(value)

    async def outputs() -> set[str]:
        got = set()
        for i in range(start, start + len(value) + 1):
            got.add(streamed_text(await run_stream(detector, text_stream([text[:i], text[i:]]))))
        got.add(streamed_text(await run_stream(detector, text_stream(list(text)))))  # one char per chunk
        return got

    assert asyncio.run(outputs()) == {expected}
    assert value not in expected


async def test_remembered_history_blocks_nothing_but_is_redacted() -> None:
    ml = MessageList()
    old = Message.from_text("my old mail was a@b.io")
    ml.add(old, "memory")
    new = user("hello again")
    ml.add(new, "input")
    out = await call(PIIDetector(strategy="block").process_input, messages=[old, new], message_list=ml)
    assert out == [old, new]
    await call(PIIDetector(redaction_method="placeholder").process_input, messages=[old, new], message_list=ml)
    assert old.text == "my old mail was [EMAIL]"


@pytest.mark.parametrize("method", ["mask", "hash", "placeholder", "remove"])
def test_redacted_text_is_not_found_again(method: str) -> None:
    detector = PIIDetector(detection_types=[t for t in PII_TYPES if t != "url"], redaction_method=method,
                           hash_key="k")
    for _, text, _ in POSITIVES:
        redacted = detector.redact(text)[0]
        assert detector.find(redacted) == [], (text, redacted)


async def test_final_check_does_not_report_already_masked_urls(recorder) -> None:
    detector = PIIDetector(detection_types=["url"], on_violation=recorder)
    masked = detector.redact("see https://intranet.example.com/u/42 now")[0]
    await call(detector.process_output_result, messages=[Message.from_text(masked, "assistant")])
    assert recorder.violations == []


async def test_reasoning_is_redacted_in_stream_and_result() -> None:
    detector = PIIDetector(redaction_method="placeholder")
    chunks = [{"type": "reasoning-start", "payload": {"id": "r"}}]
    chunks += [{"type": "reasoning-delta", "payload": {"id": "r", "text": t}} for t in ["user is jo", "@x.io ok"]]
    chunks += [{"type": "reasoning-end", "payload": {"id": "r"}}]
    out = await run_stream(detector, chunks)
    assert "".join(c["payload"]["text"] for c in out if c["type"] == "reasoning-delta") == "user is [EMAIL] ok"
    from agentproc.runtime.messages import MessageContent
    msg = Message("assistant", MessageContent(parts=[{"type": "reasoning", "reasoning": "mail a@b.io",
                                                      "details": [{"type": "text", "text": "mail a@b.io"}]}]))
    await call(detector.process_output_result, messages=[msg])
    assert msg.content.parts[0]["reasoning"] == "mail [EMAIL]" == msg.content.parts[0]["details"][0]["text"]


def test_configured_hash_key_wins_over_host_key() -> None:
    own = build(PIIDetector, {"redaction_method": "hash", "hash_key": "policy-key"}, hash_key="host-key")
    assert own.redact("a@b.io")[0] == PIIDetector(redaction_method="hash", hash_key="policy-key").redact("a@b.io")[0]


@pytest.mark.parametrize("text,values", [
    ("IBAN DE89 3704 0044 0532 0130 00 4111 1111 1111 1111 ok",
     ["DE89 3704 0044 0532 0130 00", "4111 1111 1111 1111"]),  # an IBAN followed by a card
    ("card 4111 1111 1111 1111 2024 renewal", ["4111 1111 1111 1111"]),  # a year after the card
    ("ref 4000123456789012345678 only", []),  # an ungrouped run is not cut to fit a card
])
def test_adjacent_values_are_each_found(text: str, values: list) -> None:
    assert [f.value for f in PIIDetector().find(text)] == values


def test_random_texts_and_chunkings_never_leak() -> None:
    """Seeded fuzz: values glued to noise, cut into random chunks; no value found by the
    one-shot scan may come out of the stream more often than out of the one-shot redaction."""
    import asyncio
    import random

    pieces = [v for _, _, v in POSITIVES] + ["Order #48213377 ", "on 2024-03-15 ", "$1,299.99 ", "v2.14.3 ",
                                             "word ", "x", ", ", "\n", "Authorization: Bearer abcdefghijklmnop1234 "]
    detector = PIIDetector(detection_types=PII_TYPES, redaction_method="placeholder")
    rng = random.Random(5)

    async def leaks() -> list:
        found = []
        for _ in range(150):
            text = "".join(rng.choice([p, p + " "]) for p in rng.choices(pieces, k=rng.randint(1, 6)))
            cuts = sorted({rng.randint(1, max(1, len(text) - 1)) for _ in range(rng.randint(1, 6))})
            chunks = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)]) if text[a:b]]
            out = streamed_text(await run_stream(detector, text_stream(chunks)))
            expected = detector.redact(text)[0]
            found += [(chunks, f.value) for f in detector.find(text) if out.count(f.value) > expected.count(f.value)]
        return found

    assert asyncio.run(leaks()) == []


def test_phone_regions_decide_numbers_written_without_plus() -> None:
    text = "Ring 030 12345678 please"  # a Berlin number, impossible in the US numbering plan
    assert PIIDetector(phone_regions=["US"]).find(text) == []
    assert [f.value for f in PIIDetector(phone_regions=["DE"]).find(text)] == ["030 12345678"]
    # A number with its country code needs no region.
    assert [f.value for f in PIIDetector(phone_regions=["US"]).find("Ring +49 30 12345678")] == ["+49 30 12345678"]


def test_phone_regions_option_validated() -> None:
    assert build(PIIDetector, {"phone_regions": ["JP", "KR"]}).phone_regions == ("JP", "KR")
    with pytest.raises(ConfigValidationError) as exc:
        build(PIIDetector, {"phone_regions": ["XX"]})
    assert "phone_regions" in exc.value.errors


@pytest.mark.parametrize("chunks", [
    ["call me at ", "4155550100 today"],  # the phone word decides; it is held with the number
    ["call me at 415", "5550100 today"],
    ["ip ", "10.2.3.4 blocked"],
    ["Call 617.626.0988 x", "2858 now"],
])
async def test_stream_holds_the_word_that_decides_a_match(chunks: list) -> None:
    detector = PIIDetector(redaction_method="placeholder")
    out = streamed_text(await run_stream(detector, text_stream(chunks)))
    assert out == detector.redact("".join(chunks))[0]
    assert "4155550100" not in out and "10.2.3.4" not in out and "2858" not in out


def test_host_locale_puts_its_region_first() -> None:
    """The host's ``locale`` extra (e.g. Django's LANGUAGE_CODE) adds its country's plan."""
    detector = build(PIIDetector, {"phone_regions": ["US"]}, locale="de-DE")
    assert detector.phone_regions == ("DE", "US")
    assert [f.value for f in detector.find("Ring 030 12345678 please")] == ["030 12345678"]
    assert build(PIIDetector, {"phone_regions": ["US"]}, locale="en").phone_regions == ("US",)
