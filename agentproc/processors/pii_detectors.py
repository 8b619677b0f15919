"""The PII detectors: one pattern each, with the validator that decides and the left boundary it needs.

Secrets are recognised by the prefixes their issuers put on them (OpenAI, Anthropic, AWS, GitHub,
GitLab, Slack, Stripe, Google, SendGrid, Hugging Face, npm here; forty-odd more services in
``pii_secrets``), by shape (JWTs, private-key blocks) or by context (``Bearer``,
``aws_secret_access_key=``; key names, URL passwords and password words in ``pii_credentials``)."""
from __future__ import annotations

import re
import string
from dataclasses import dataclass
from typing import Any, Callable

import re2

from .pii_cards import (card_fit, card_ok, halved_card_ok, marked_card_ok, named_card_ok, separated_card_fit, separated_card_ok,
                        spaced_card_ok)
from .pii_checks import base58check_ok, bech32_ok, iban_fit, iban_ok, ip_ok, ssn_ok
from .pii_credentials import CREDENTIAL_RULES
from .pii_secret_values import key_ok, private_key_ok
from .pii_screen import screen_of
from .pii_secrets import KEY_FORMATS, SHAPES, SecretRule


@dataclass(frozen=True)
class Detector:
    """One pattern. Patterns start with a literal or a narrow class where they can, so the
    regex engine skips ahead fast; the left boundary is checked in code (a leading
    lookbehind would make the engine try every position)."""

    type: str
    kind: str
    pattern: re.Pattern[str]
    validator: Callable[[str], bool] | None = None
    #: Substrings one of which the pattern cannot match without (checked first; lower-cased
    #: text when ``needle_ci``).
    needles: tuple[str, ...] = ()
    needle_ci: bool = False
    #: Characters that must not come right before the match (one character class).
    left: re.Pattern[str] | None = None
    #: A run of ``left`` characters: after a failed boundary, the next match can only start
    #: past it (no retry at every digit of a long number).
    left_run: re.Pattern[str] | None = None
    #: Number detectors: the least digits (and dots) a numeric run needs to hold a match.
    min_digits: int = 0
    min_dots: int = 0
    #: When a greedy match fails validation: the length of a valid prefix, if any.
    fit: Callable[[str], int | None] | None = None
    #: Characters before the match (seen by a lookbehind) that belong to the value.
    back: int = 0
    #: The whole value around a validated match: (text, start, end) -> (start, end).
    widen: Callable[[str, int, int], tuple[int, int]] | None = None
    #: An RE2 pattern the text must match before the (slower) pattern runs at all.
    gate: Any = None
    #: Where a match can start, found in the lower-cased text of a long one: a literal alternation
    #: skips ahead far faster than a case-insensitive pattern, which is tried at every character.
    starts: re.Pattern[str] | None = None
    #: RE2's reading of ``pattern`` (``pii_screen``): in one pass over a long text, where it is worth trying.
    screen: Any = None


def _d(type_: str, kind: str, pattern: str, validator: Callable[[str], bool] | None = None, *,
       needle: str | tuple[str, ...] = (), ci: bool = False, left: str | None = None, flags: int = 0,
       digits: int = 0, dots: int = 0, fit: Callable[[str], int | None] | None = None, back: int = 0,
       widen: Callable[[str, int, int], tuple[int, int]] | None = None, gate: str | None = None,
       starts: str | None = None) -> Detector:
    # ASCII classes: a value glued to CJK, Thai or Arabic text is still bounded (\\w and \\b
    # would count those letters as part of the word).
    compiled = re.compile(pattern, flags | re.A)
    return Detector(type_, kind, compiled, validator,
                    (needle,) if isinstance(needle, str) else needle, ci,
                    re.compile(left, re.A) if left else None, re.compile(left + "*", re.A) if left else None,
                    digits, dots, fit, back, widen, re2.compile(gate) if gate else None,
                    re.compile(starts) if starts else None, screen_of(compiled))


def ssn_value_ok(value: str) -> bool:
    """An SSN written in any grouping (its digits read as AAA-GG-SSSS)."""
    digits = "".join(c for c in value if c.isdigit())
    return ssn_ok(f"{digits[:3]}-{digits[3:5]}-{digits[5:]}")


def _rule(rule: SecretRule) -> Detector:
    return _d("secret", rule.kind, rule.pattern, rule.validator, needle=rule.needles, ci=rule.ci, left=rule.left,
              widen=rule.widen, starts="|".join(map(re.escape, rule.needles)) if rule.starts_with_needle else None,
              gate=rule.gate)


_WORDISH = r"[\w]"
#: Emoji and pictographic symbols (with their variation selector and joiner): a class.
SYMBOLS = "[\u2190-\u2bff\U0001f000-\U0001faff\ufe0f\u200d]"
#: Words that name a payment card, in the users' languages, and what comes after one (its code, its expiry).
_CARD_NAMES = ("card|carte|karte|kreditkarte|tarjeta|cartão|cartao|carta|kaart|karta|kart|kort|kortti|κάρτα|карта|カード|卡|카드|"
               "visa|mastercard|amex|cc|pan|kartennummer|kaartnummer|kortnummer|kortin|karty|kartu|thẻ|कार्ड")
_CARD_CODES = "cvc|cvv|cv2|csc|exp|expiry|expires|valid thru|ablauf|vence|scadenza|validade"
#: (a card's name in the text already released from a stream: its groups are judged with it)
CARD_NAMED_BEFORE = re.compile(rf"(?i)(?<![A-Za-z0-9])(?:{_CARD_NAMES})(?![a-z])[^\d\n]{{0,80}}\Z")


def _cased(words: str) -> str:
    """An alternation of ``words`` ("a|b") as written, capitalised and in capitals."""
    cased = {w for word in words.split("|") for w in (word, word.capitalize(), word.upper())}
    return "|".join(sorted(cased, key=len, reverse=True))


#: Three to six groups of digits parted by marks of any kind, mixed: blanks, punctuation, quotes and plus signs
#: of joined strings, comments of markup or code.
MARKED_GROUPS = (r"\d{2,7}(?:(?:(?:[ \t]*(?:<!--[^>\n]{0,20}-->|/\*[^*\n]{0,10}\*/|['\"][ \t]*[+.,]?[ \t]*['\"]|[·•#*/|:;+.~_<>{}-]{1,3})){1,3}"
                  r"[ \t]*|[ \t]{1,3})\d{1,7}){2,5}")
#: Names of the US Social Security number, in English and as other languages write it (lower case).
SSN_NEEDLES = ("ssn", "snn", "social security", "socail security", "social", "soc sec", "soc. sec", "ss#", "ss #",
               "seguro social", "sécurité sociale", "sekirite sosyal", "社会安全号", "社會安全號", "社安号", "社会保障番号",
               "ソーシャルセキュリティ番号", "사회보장번호", "an sinh xã hội",
               # a US taxpayer's identification number is the SSN for a person; and fields' names
               "tin", "tax id", "tax_id", "taxid", "taxpayer id", "ss number", "ss_number", "ss_no",
               "sozialversicherungsnummer", "us-sozialversicherungsnummer")
#: The substrings the SSN rule is run for: its names, but "tin" only with what may follow it as a label
#: ("tin" alone is in "continue", "setting" and "Martin").
SSN_GATE = tuple(n for n in SSN_NEEDLES if n != "tin") + tuple(
    "tin" + c for c in (":", " ", "=", '"', "'", "<", "\t", ",", ";", "|", ")", "]", "\n", "-", "#", "(", "."))
#: Nine digits (or an SSN's groups) with no other digit, line break or full stop before a name after them.
SSN_BEFORE_NAME = r"(?<![\w.,/-])(?P<v>\d{9}|\d{3}([- ]| - )\d{2}\2\d{4})(?!\d)[^\d\n.]{0,40}?"
#: A name written in Latin letters ends there ("tin", not "tinted"; "social", not "socialist").
SSN_NAMES = "|".join(re.escape(n).replace(r"\ ", r"\s*") + ("s?(?![a-z])" if n[-1] in string.ascii_letters else "")
                     for n in SSN_NEEDLES)
_KEYISH = r"[\w-]"
#: A private-key block: PEM (PKCS#1/#8, EC, DSA, OpenSSH, encrypted) or PGP's armour.
PRIVATE_KEY_HEADER = r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
PRIVATE_KEY_FOOTER = r"-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
#: (an SSN's name in the text already released from a stream, a form's number perhaps after it: "Social Security
#: number for the 1099 is")
SSN_NAMED_BEFORE = re.compile(rf"(?i)(?:{SSN_NAMES})[^\n]{{0,70}}\Z")
#: (one RE2 pass over the end of the released text: does a card's or an SSN's name stand there at all?)
NAMED_GATE = re2.compile("(?i)" + "|".join(re2.escape(w) for w in _CARD_NAMES.split("|") + list(SSN_GATE)))
#: A card's groups before its code or expiry: the first starts like a brand's, and none is backtracked into.
CARD_BEFORE_CODE = r"(?P<v>[2-689]\d{1,6}+" + MARKED_GROUPS.removeprefix(r"\d{2,7}") + r"+)(?!\d)"

#: ``key_ok`` turns away documentation stand-ins (``sk_live_XXXX…``, AWS's documented example keys
#: ``AKIAIOSFODNN7EXAMPLE`` and ``wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY``).
SECRET_DETECTORS: tuple[Detector, ...] = (
    # (in a JSON string, a service account's, its line breaks are written "\n", the last one too)
    _d("secret", "private_key", rf"{PRIVATE_KEY_HEADER}.*?(?:{PRIVATE_KEY_FOOTER}(?:\\n(?=\"))?|\Z)", private_key_ok, needle="-----BEGIN",
       flags=re.S),
    _d("secret", "anthropic_key", r"sk-ant-[a-z]{3,8}\d{2}-[A-Za-z0-9_-]{20,}", key_ok, needle="sk-ant-", left=_KEYISH),
    _d("secret", "openai_key", r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}", key_ok, needle="sk-", left=_KEYISH),
    _d("secret", "stripe_key", r"(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,247}|whsec_[A-Za-z0-9+/=]{24,}", key_ok,
       needle=("_live_", "_test_", "whsec_"), left=_WORDISH),
    _d("secret", "aws_access_key", r"(?:AKIA|ASIA)[0-9A-Z]{16}\b", key_ok, needle=("AKIA", "ASIA"), left=_WORDISH),
    _d("secret", "aws_secret_key",
       r"aws_secret_access_key[\"']?\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])", key_ok,
       needle="aws_secret_access_key", ci=True, flags=re.I),
    _d("secret", "github_token", r"(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{22,240})\b", key_ok,
       needle=("gh", "github_"), left=_WORDISH),
    _d("secret", "gitlab_token", r"gl(?:pat|dt|rt|ptt|ft|soat|oas|cbt|imt|agent|ffct)-[A-Za-z0-9_-]{20,}", key_ok,
       needle="gl", left=_WORDISH),
    _d("secret", "slack_token", r"xox[abposr]-[A-Za-z0-9-]{10,}", key_ok, needle="xox", left=_WORDISH),
    _d("secret", "google_key", r"AIza[0-9A-Za-z_-]{35}|GOCSPX-[0-9A-Za-z_-]{24,}|ya29\.[0-9A-Za-z_-]{20,}", key_ok,
       needle=("AIza", "GOCSPX-", "ya29."), left=_KEYISH),
    _d("secret", "sendgrid_key", r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}", key_ok, needle="SG.", left=_WORDISH),
    _d("secret", "huggingface_token", r"(?:hf_|api_org_)[A-Za-z0-9]{30,40}\b", key_ok, needle=("hf_", "api_org_"), left=_WORDISH),
    _d("secret", "npm_token", r"npm_[A-Za-z0-9]{36}\b", key_ok, needle="npm_", left=_WORDISH),
    # Header and payload are base64url JSON: both start with "eyJ" ('{"').
    _d("secret", "jwt", r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*", needle="eyJ", left=_KEYISH),
    _d("secret", "bearer_token", r"[Bb][Ee][Aa][Rr][Ee][Rr]\s+(?P<v>[A-Za-z0-9\-._~+/]{16,}=*)",
       needle="bearer", ci=True, left=_WORDISH),
    *(_rule(r) for r in KEY_FORMATS),
    # After the issuers' formats: a value both find keeps the format's kind.
    *(_rule(r) for r in CREDENTIAL_RULES),
    *(_rule(r) for r in SHAPES),
)
TEXT_DETECTORS: tuple[Detector, ...] = SECRET_DETECTORS + (
    _d("url", "url", r"(?:https?://|www\.)[^\s<>\"'`]+[^\s<>\"'`.,;:!?)\]]", left=_WORDISH),
    _d("crypto_wallet", "ethereum", r"0x[a-fA-F0-9]{40}\b", needle="0x", left=_WORDISH),
    _d("crypto_wallet", "bitcoin", r"bc1[ac-hj-np-z02-9]{11,71}\b", bech32_ok, needle="bc1", left=_WORDISH),
    _d("crypto_wallet", "bitcoin", r"[13][a-km-zA-HJ-NP-Z1-9]{25,34}\b", base58check_ok, left=_WORDISH),
    # Any case, grouped by spaces or hyphens; python-stdnum decides.
    # Nine digits without separators are an SSN only after its name; the name also decides for
    # digits in spaced groups, which could be read as a phone number. Between them, on the same
    # line and with no other digit: a remark in brackets, markup, or a few words ("my ssn is …",
    # "social security # again, gave them …", "(SSN) der Austauschstudentin: …"); a tax form's number may come between
    # ("Social Security number for the 1099 is …").
    _d("us_ssn", "us_ssn",
       rf"(?:{SSN_NAMES})[^\d\n]{{0,40}}?(?:\b(?:1099|1040|w-?[249]|i-?9)\b[^\d\n]{{0,20}}?)?(?<![\w-])(?P<v>\d{{9}}|\d{{3}}([- ]| - )\d{{2}}\2\d{{4}})(?!\d)",
       ssn_value_ok, needle=SSN_GATE, ci=True, flags=re.I, left=r"[A-Za-z0-9]", starts=SSN_NAMES),  # "borrower_ssn" too
    # …or its name after it in the same sentence ("254546908 is the number on your Social Security card").
    _d("us_ssn", "us_ssn",
       rf"{SSN_BEFORE_NAME}(?:ssn|social security|soc\.? ?sec|ss card)\b", ssn_value_ok,
       needle=("ssn", "social security", "soc sec", "soc. sec", "ss card"), ci=True, flags=re.I),
    # The search starts at the check digits (digits are rarer than letters); the country code
    # before them is taken back into the match (``back``).
    # Its groups may run on past a line break (a form's narrow field).
    _d("iban", "iban", r"(?<=[A-Za-z]{2})\d{2}(?:(?:[ -]|[ \t]*\r?\n[ \t]*)?[A-Za-z0-9]){11,30}\b", iban_ok, left=_WORDISH,
       fit=iban_fit, back=2),
    # Cards whose groups are parted by dots, slashes, asterisks, tildes, a line break or a wide gap (one space or hyphen is
    # the number detectors' job, inside numeric runs).
    _d("credit_card", "credit_card",
       r"\d{4}(?:\d{4} \d{4,11}|\d{2}\.\d{9,13}|(?:[./*~]\d{1,6}){2,4}|(?: ~ \d{1,6}){2,4}|(?:[ -]\d{4,6}){0,3}(?:[ \t]*\r?\n){1,2}[ \t]*\d{1,6}(?:[ -]\d{1,6}){0,3}"
       r"|\d{0,2}(?: {2,4}\d{4,7}){2,3})",
       separated_card_ok, left=r"[\w.,/-]", fit=separated_card_fit),
    # A digit at a time, one separator throughout ("4 1 1 1 …", "4-1-1-1-…", "4·1·1·1…"), or
    # groups parted by underscores or by more than one line break.
    _d("credit_card", "credit_card",
       r"\d(?P<sep>[^\w\s]|[ _]|\r?\n| [^\w\s] )\d(?:(?P=sep)\d){11,17}(?!\d|(?P=sep)\d)"
       r"|\d{4}(?P<group>_|[ \t]*\r?\n[ \t]*)\d{4,6}(?:(?P=group)\d{1,5}){1,3}(?![\d_])",
       spaced_card_ok, left=r"[\w.,/-]"),
    # Groups parted by one mark with blanks around it ("2578 :: 4211 :: …", "4902 • 3479 • …", "4680+5221+…"), each
    # in brackets ("(2494)(3643)…"), in pairs ("62 84 44 34 …"), or a digit at a time with wide gaps between groups.
    _d("credit_card", "credit_card",
       r"\d{4,6}(?P<mark> {0,2}(?:[:;|+•·]{1,2}|\.\.|\*) {0,2}| / )\d{3,6}(?:(?P=mark)\d{1,6}){1,3}(?![\d:;|+•·*./])"
       r"|\(\d{4,6}\)(?: ?\(\d{1,6}\)){2,4}|\[\d{4,6}\](?: ?\[\d{1,6}\]){2,4}", marked_card_ok,
       needle=(":", ";", "|", "+", "•", "·", "..", "*", ")(", "][", ") (", "] [", " / "),
       left=r"[\w.,/+(\[-]", gate=r"\d{4} {0,2}(?:[:;|+•·]{1,2}|\.\.|\*) {0,2}\d{3}|\d{4} / \d{3}|\) ?\(\d{3}|\] ?\[\d{3}"),
    # Two halves parted by a slash ("5431 9400 / 6486 5020").
    _d("credit_card", "credit_card", r"\d{4}[ -]\d{4,6} ?/ ?\d{4,5}(?:[ -]\d{4})?(?![\d/])", halved_card_ok, needle="/",
       left=r"[\w.,/-]", gate=r"\d ?/ ?\d{4}"),
    _d("credit_card", "credit_card", r"\d(?: \d){3,5}(?:  \d(?: \d){0,6}){2,4}(?! ?\d)", marked_card_ok, needle="  ",
       left=r"[\w.,/+(-]", gate=r"\d \d \d  ?\d"),
    # A number named a card, in groups parted by any marks, mixed ones too: quotes and plus signs of strings joined
    # in code, comments of markup or code, "#", a middle dot with and without blanks (the name decides).
    # (the names in their cases, not IGNORECASE: an alternation of literals is scanned for much faster; a number before its
    # code starts like a brand's, its groups taken whole, never backtracked into)
    _d("credit_card", "credit_card", rf"(?:{_cased(_CARD_NAMES)})(?![A-Za-z])[^\d\n]{{0,80}}?(?P<v>{MARKED_GROUPS})(?!\d)",
       named_card_ok, needle=tuple(_CARD_NAMES.split("|")), ci=True, left=r"[A-Za-z0-9]"),
    _d("credit_card", "credit_card", rf"{CARD_BEFORE_CODE}[^\d\n]{{0,30}}?\b(?:{_cased(_CARD_CODES)})\b",
       named_card_ok, needle=tuple(_CARD_CODES.split("|")), ci=True, left=r"[\w.,/-]"),
    # Groups parted by emoji or symbols, or each in spoiler bars ("6524 🌵 8398 🔥 …", "||6211|| ||2062||").
    _d("credit_card", "credit_card", rf"\d{{4,6}}(?:[ ]?(?:{SYMBOLS}+|\|\|[ ]?\|\|)[ ]?\d{{3,6}}){{2,4}}", spaced_card_ok,
       left=r"[\w.,/-]"),
)
#: Detectors of numbers: run only inside numeric runs (see ``pii_patterns``). A card whose
#: four-digit groups go on before or after it is part of a longer number (``continues_left``,
#: ``continues_right``).
NUMBER_DETECTORS: tuple[Detector, ...] = (
    # A comma and one or two digits after it make it a price ("…6467,50 EUR"), unless a comma comes before it
    # too: then it is a cell of CSV ("…,6011000990139424,4").
    _d("credit_card", "credit_card", r"(?P<cell>(?<=,))?\d(?:(?:[ -]| - )?\d){11,40}(?!\d|\.\d|(?(cell)(?!)|,\d{1,2}(?![\d.])))",
       card_ok, left=r"[\w./-]",
       digits=12, fit=card_fit),
    # A card in pairs ("62 84 44 34 79 92 96 14 1").
    _d("credit_card", "credit_card", r"\d\d(?: \d\d){5,8}(?: \d)?(?![\d ]\d)", marked_card_ok, left=r"[\w./-]", digits=13),
    _d("us_ssn", "us_ssn", r"\d{3}([- ])\d{2}\1\d{4}(?![\d-])", ssn_ok, left=r"[\d-]", digits=9),
    _d("ip_address", "ipv4",
       r"(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\w-]|\.\d)",
       ip_ok, needle=".", left=r"[\w.-]", digits=4, dots=3),  # a host after "user@" too
)
DETECTORS = TEXT_DETECTORS + NUMBER_DETECTORS
