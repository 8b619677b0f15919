"""Disguised values and blocked words: caught in the input lane and in the output lane, whole and
streamed in small deltas, and a value split over two messages of one conversation."""
from __future__ import annotations

import pytest

from agentproc.processors.pii import PIIDetector
from agentproc.processors.regex_filter import RegexFilter
from agentproc.runtime.messages import Message, MessageList
from agentproc.runtime.processor import TripWire
from tests.processors.driver import assistant, call, run_stream, streamed_text, text_stream, user

# (disguise, text, what must not survive: the digits / letters a reader would take away)
PII_DISGUISES = [
    ("dots", "card 5183.5043.2985.7857 ok", "5183504329857"),
    ("slashes", "card 6011/8320/4911/0240 ok", "6011832049110"),
    ("eight and eight", "card 35284277 40270246 ok", "3528427740270"),
    ("line break", "card 2200 7415\n2597 0474 ok", "2200741525970"),
    ("Arabic-Indic digits", "card ٤١٤٣ ١٦٧٢ ٣١٧٦ ٥٦٠٠ ok", "٤١٤٣١٦٧٢٣١٧٦"),
    ("Extended Arabic-Indic digits", "card ۴۱۴۳۱۶۷۲۳۱۷۶۵۶۰۰ ok", "۴۱۴۳۱۶۷۲۳۱۷۶"),
    ("Devanagari digits", "कार्ड ५१८३ ५०४३ २९८५ ७८५७ ok", "५१८३५०४३२९८५"),
    ("full-width digits", "カード４１４３ １６７２ ３１７６ ５６００です", "４１４３１６７２３１７６"),
    ("non-breaking hyphens", "card 4143\u20111672\u20113176\u20115600 ok", "4143\u20111672"),
    ("en dashes", "card 5183\u20135043\u20132985\u20137857 ok", "5183\u20135043"),
    ("soft hyphens", "card 41\u00ad43 16\u00ad72 31\u00ad76 56\u00ad00 ok", "4143\u00ad16"),
    ("zero-width spaces", "card 4143\u200b1672\u200b3176\u200b5600 ok", "4143\u200b1672"),
    ("variation selectors", "card 4\ufe0f143 1672 3\ufe0f176 5600 ok", "1672 3\ufe0f176"),
    ("combining marks", "card 4\u0301143 16\u033272 3176 5600 ok", "16\u033272 3176"),
    ("spelled out", "card five one eight three five zero four three two nine eight five seven eight five seven ok",
     "five one eight three five zero four three"),
    ("spelled with hyphens", "card six-zero-one-one-eight-three-two-zero-four-nine-one-one-zero-two-four-zero",
     "six-zero-one-one-eight-three-two-zero"),
    ("spaced at", "mail marta.k @ example.org today", "marta.k"),
    ("[at] and [dot]", "mail marta.k [at] example [dot] org today", "marta.k"),
    ("(at)", "mail marta.k(at)example.org today", "marta.k"),
    ("HTML entity", "mail marta.k&#64;example.org today", "marta.k"),
    ("full-width at", "mail marta.k＠example.org today", "marta.k"),
    ("IDN, zero-width inside", "mail mar\u200bta@bücher.de today", "ta@bücher"),
    ("bare SSN after its word", "my SSN: 521449382 thanks", "52144"),
    ("SSN after the whole phrase", "Social Security No.: 521449382 thanks", "52144"),
    ("a digit at a time, spaces", "card 4 4 5 3 3 3 1 4 7 8 9 3 2 8 8 5 ok", "4 4 5 3 3 3 1 4 7 8"),
    ("a digit at a time, middle dots", "card 5·2·0·4·0·7·2·3·8·6·2·5·5·1·1·3 ok", "5·2·0·4·0·7·2·3·8·6"),
    ("a digit at a time, hyphens", "card 6-0-1-1-9-8-1-1-3-5-1-1-9-7-1-2.", "6-0-1-1-9-8-1-1-3-5"),
    ("underscores", "card 3784_873331_13879 ok", "3784_873331"),
    ("a group per line", "card:\n3581\n4781\n5806\n9988\nthanks", "3581\n4781\n5806"),
    ("keycaps", "card 2\ufe0f\u20e32\ufe0f\u20e32\ufe0f\u20e31\ufe0f\u20e3 3397 6260 0071 ok",
     "2\ufe0f\u20e32\ufe0f\u20e32\ufe0f\u20e31\ufe0f\u20e3 3397"),
    ("zero-width joiners between digits", "card 44\u20605\u206033\u20603147\u20608932\u2060885 ok", "3147\u20608932"),
    ("digit words and digits", "card 4 4 five 3 / three three one four / 7 8 9 3 / two eight 8 5 ok", "7 8 9 3"),
    ("digit words in groups", "card six-zero-one-one | nine-eight-one-one | three-five-one-one | nine-seven-one-two",
     "six-zero-one-one | nine-eight-one-one"),
    ("%40", "mail marta.k%40example.org today", "marta.k"),
    ("at and dot as words", "mail marta.k at example dot org today", "marta.k"),
    ("at and dot in Spanish", "correo marta.k (arroba) ejemplo (punto) es hoy", "marta.k"),
    ("at and dot in Japanese", "メール：marta_k アットマーク example ドット jp", "marta_k"),
    ("a character at a time", "mail m a r t a . k @ e x a m p l e . o r g today", "m a r t a . k"),
    ("spaced at and dots", "mail marta.k @ example . org today", "marta.k"),
    # Marks for "@" and ".", "#" for "@", a provider's name for the domain, the at and dot words of more languages.
    ("# for @", "email is kasia.w7#example.pl, swap the # for @", "kasia.w7"),
    ("(a) for @", "write to lena.berg(a)example.se please", "lena.berg"),
    ("defanged", "contact lena.berg[@]example[.]se today", "lena.berg"),
    ("JavaScript escape", "mail: lena.berg\\u0040example.se thanks", "lena.berg"),
    ("comments around @", "mail lena.berg<!-- -->@<!-- -->example.se ok", "lena.berg"),
    ("middle dots", "mail lena7@example·se ok", "lena7"),
    ("comma before the domain's end", "mail lena.berg@example,com ok", "lena.berg"),
    ("a provider for the domain", "just use lena.berg7 on gmail, thanks", "lena.berg7"),
    ("hyphenated at and dot", "mail lena.berg -at- example -dot- se ok", "lena.berg"),
    ("Portuguese words, a local part of letters", "manda pra lenaberg arroba example ponto com ok", "lenaberg"),
    ("Russian words", "почта lena_berg собака example точка ru ок", "lena_berg"),
    # Card groups parted by a mark with blanks around it, in brackets, in pairs, a digit at a time with wide gaps.
    ("marks with blanks", "card 5183 :: 5043 :: 2985 :: 7857 ok", "5183"),
    ("bullets", "card 5183 • 5043 • 2985 • 7857 ok", "5183"),
    ("plus signs", "card 5183+5043+2985+7857 ok", "5183"),
    ("brackets", "card (5183)(5043)(2985)(7857) ok", "5183"),
    ("pairs", "card 51 83 50 43 29 85 78 57 ok", "51 83 50"),
    ("a digit at a time, wide gaps", "card 5 1 8 3  5 0 4 3  2 9 8 5  7 8 5 7 ok", "5 1 8 3  5"),
    # Escaped marks, nicknames of "@" and "at sign" between commas, a character at a time after a dash; halves parted
    # by a slash, square brackets, a thirteen-digit card in dotted 4-4-5, "double" and "triple" digits.
    ("backslash escapes", "mail lena.berg\\@example\\.se thanks", "lena.berg"),
    ("the snail", "write to lena.berg7 (the snail) example.se soon", "lena.berg7"),
    ("at sign between commas", "mail lena-berg, at sign, example dot se ok", "lena-berg"),
    ("Turkish words", "posta lena.berg et işareti example nokta com.tr ok", "lena.berg"),
    ("a character at a time after a dash", "mail - l e n a . b e r g 7 @ e x a m p l e . s e", "l e n a . b e r g"),
    ("halves parted by a slash", "card 5183 5043 / 2985 7857 exp 10/29", "5183 5043"),
    ("square brackets", "card [5183][5043][2985][7857] ok", "5183"),
    ("thirteen digits, dotted", "card 4222.2222.22222 ok", "4222.2222"),
    ("double and triple digits", "card four one one one, one one one one, one one one one, one triple one",
     "one one one one, one one one one"),
    # Comments around "@" before any top-level domain, an encoded dot, strings joined around "@", the kana words for
    # "at" and "dot", a line break before the domain's dot; card groups parted by spaced slashes, in spaced brackets, a
    # blank line inside.
    ("comments around @, any top-level domain", "mail lena.berg<!-- -->@<!-- -->example.coop ok", "lena.berg"),
    ("an encoded dot", "mail lena.berg%40example%2Ecom today", "lena.berg"),
    ("strings joined around @", 'var m = "lena.berg" + "@" + "example.com";', "lena.berg"),
    ("at and dot in kana", "メールはlena.berg (あっと) example (どっと) comまで", "lena.berg"),
    ("a line break before the dot", "mail lena.berg@example\n.se ok", "lena.berg@example"),
    ("spaced slashes", "card 5183 / 5043 / 2985 / 7857 ok", "5183 / 5043"),
    ("spaced brackets", "card [5183] [5043] [2985] [7857] ok", "5183"),
    ("a blank line inside", "card 5183\n\n5043 2985 7857 ok", "5043 2985"),
    # Addresses disguised with a domain in another script; "at" and "dot" in Hindi and Korean, the dot as a hex entity;
    # a card named before or after its groups, parted by mixed marks, quotes of joined strings, comments or "#".
    ("bracketed at, a domain in kanji", "email lena.berg [at] 合唱団[.]jp ok", "lena.berg"),
    ("words for at and dot, an accented domain", "mail lena.berg arobase weinfreunde-würzburg point de ok", "lena.berg"),
    ("at and dot in Hindi", "मेरा ईमेल: lena_berg एट cetrería-andalucía डॉट es धन्यवाद", "lena_berg"),
    ("at and dot in Korean", "메일 lena+choir 골뱅이 naver 점 com 입니다", "lena+choir"),
    ("hex entities", "mail lena+radio&#x40;eircom&#x2E;net ok", "lena+radio"),
    ("a card's groups in joined strings", "Paying with '6011' + '5876' + '1894' + '7147', CVC to follow.", "5876"),
    ("a card's groups quoted apart", 'card is "6011" "2862" "2938" "4408", name on card', "2862"),
    ("a card's groups parted by comments", "Card number: 3425<!-- -->204518<!-- -->73149 (exp 11/26)", "204518"),
    ("a card's groups parted by mixed marks", "card 6462 · 5333·8675·3485 ok", "5333"),
    ("a card's groups parted by hashes", "Card: 6011 # 8387 # 5196 # 8239 # 878 ok", "8387"),
    ("a card's groups in angle brackets", "ok here it is <3554> <9051> <1777> <4053> exp 12/28", "9051"),
    ("a card named far before its groups", "Card for the deposit (typed it weird so the chat filter doesn't eat it): "
                                           "424/889/486/66894/25", "66894"),
    ("a card in a list of strings", '"pan_parts": ["4432", "5220", "8900", "8240"]', "5220"),
    ("an address in strings joined with dots", "$addr = 'lrossi' . '@' . 'organbuilders.org';", "lrossi"),
    ("a spaced at before a long top-level domain", "Contact me at keiko77 @ gullrock.museum today", "keiko77"),
]


def _deltas(text: str, size: int) -> list[str]:
    return [text[i:i + size] for i in range(0, len(text), size)]


@pytest.mark.parametrize("name,text,secret", PII_DISGUISES, ids=[d[0] for d in PII_DISGUISES])
async def test_disguised_value_is_masked_in_the_input_lane(name: str, text: str, secret: str) -> None:
    message = user(text)
    await call(PIIDetector().process_input, messages=[message])
    assert secret not in message.text


@pytest.mark.parametrize("name,text,secret", PII_DISGUISES, ids=[d[0] for d in PII_DISGUISES])
async def test_disguised_value_is_masked_in_the_final_response(name: str, text: str, secret: str) -> None:
    message = assistant(text)
    await call(PIIDetector().process_output_result, messages=[message])
    assert secret not in message.text


@pytest.mark.parametrize("size", [1, 3, 7])
@pytest.mark.parametrize("name,text,secret", PII_DISGUISES, ids=[d[0] for d in PII_DISGUISES])
async def test_disguised_value_never_reaches_the_visitor_in_a_stream(name: str, text: str, secret: str,
                                                                      size: int) -> None:
    out = streamed_text(await run_stream(PIIDetector(), text_stream(_deltas(text, size))))
    assert secret not in out
    assert out.startswith(text[:3])  # the text around the value still comes through


# (disguise, text with the blocked word "starlight")
WORD_DISGUISES = [
    ("Cyrillic letter", "the stаrlight plan"),
    ("Greek letter", "the starlιght plan"),
    ("hyphen", "the star-light plan"),
    ("underscore", "the star_light plan"),
    ("zero-width joiner", "the star\u200dlight plan"),
    ("mathematical italics", "the 𝑠𝑡𝑎𝑟𝑙𝑖𝑔ℎ𝑡 plan"),
    ("full-width letters", "the ｓｔａｒｌｉｇｈｔ plan"),
    ("capitals and a dot", "the STAR.LIGHT plan"),
]


@pytest.mark.parametrize("name,text", WORD_DISGUISES, ids=[d[0] for d in WORD_DISGUISES])
async def test_disguised_blocked_word_blocks_the_input(name: str, text: str) -> None:
    with pytest.raises(TripWire):
        await call(RegexFilter(words=["starlight"]).process_input, messages=[user(text)])


@pytest.mark.parametrize("name,text", WORD_DISGUISES, ids=[d[0] for d in WORD_DISGUISES])
async def test_disguised_blocked_word_is_redacted_in_the_final_response(name: str, text: str) -> None:
    message = assistant(text)
    await call(RegexFilter(words=["starlight"], strategy="redact").process_output_result, messages=[message])
    assert message.text == "the [REDACTED] plan"


@pytest.mark.parametrize("size", [1, 4])
@pytest.mark.parametrize("name,text", WORD_DISGUISES, ids=[d[0] for d in WORD_DISGUISES])
async def test_disguised_blocked_word_is_redacted_in_a_stream(name: str, text: str, size: int) -> None:
    guard = RegexFilter(words=["starlight"], strategy="redact")
    out = streamed_text(await run_stream(guard, text_stream(_deltas(text, size))))
    assert out == "the [REDACTED] plan"


@pytest.mark.parametrize("text", ["a starlighted plan", "the star light plan", "the starling plan", "the stаrlіng plan"])
def test_words_near_a_blocked_word_are_not_blocked(text: str) -> None:
    assert RegexFilter(words=["starlight"]).find(text) == []


def _conversation(earlier: str, later: str) -> tuple[MessageList, Message, Message]:
    ml = MessageList()
    old = Message.from_text(earlier)
    ml.add(old, "memory")
    new = user(later)
    ml.add(new, "input")
    return ml, old, new


@pytest.mark.parametrize("earlier,later,secret", [
    ("my card is 4143 1672", "3176 5600 thanks", "4143"),
    ("the number: 41431672", "31765600", "41431672"),
    ("iban DE89 3704 0044", "0532 0130 00", "3704"),
])
async def test_value_split_over_two_messages_is_masked_in_both(earlier: str, later: str, secret: str) -> None:
    ml, old, new = _conversation(earlier, later)
    await call(PIIDetector().process_input, messages=[old, new], message_list=ml)
    assert secret not in old.text + new.text
    assert new.text.endswith(later[-6:]) or "thanks" not in later  # the rest of the message stays


async def test_value_split_over_two_messages_blocks_under_block() -> None:
    ml, old, new = _conversation("card 5183 5043", "2985 7857")
    with pytest.raises(TripWire):
        await call(PIIDetector(strategy="block").process_input, messages=[old, new], message_list=ml)


@pytest.mark.parametrize("earlier,later", [
    ("I counted 4143 1672", "apples and 12 pears"),
    ("my mail was a@b.io", "hello again"),
    ("room 2200", "7415 is free"),
])
async def test_neighbouring_messages_that_make_no_value_are_left_alone(earlier: str, later: str) -> None:
    ml, old, new = _conversation(earlier, later)
    out = await call(PIIDetector(strategy="block").process_input, messages=[old, new], message_list=ml)
    assert [m.text for m in out] == [earlier, later]


async def test_split_value_under_placeholder_is_one_placeholder() -> None:
    ml, old, new = _conversation("my card is 4143 1672", "3176 5600 thanks")
    await call(PIIDetector(redaction_method="placeholder").process_input, messages=[old, new], message_list=ml)
    assert (old.text, new.text) == ("my card is [CREDIT_CARD]", " thanks")
