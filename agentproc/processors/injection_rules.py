"""Scored heuristics for prompt injection; the detector combines signals into one score.

Each rule is a category, a weight and a pattern over normalised text (NFKC, invisible
characters removed, lower case, single spaces). Signals combine as independent evidence:
``score = 1 - prod(1 - weight)``, one signal per rule."""
from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from dataclasses import dataclass

CATEGORIES = (
    "instruction_override", "role_play_system", "system_prompt_exfiltration", "tool_data_exfiltration",
    "encoded_payload",
)

_PRIOR = r"(?:all |any |the |your |my |these |those )*(?:previous|prior|above|earlier|preceding|original|initial|system)"
_RULES_WORD = r"(?:instructions?|rules|guidelines|directions|prompts?|directives|constraints|guardrails|policies)"

_RULES: list[tuple[str, str, float, str]] = [
    # (category, rule name, weight, pattern)
    ("instruction_override", "ignore_previous", 0.9,
     rf"\b(?:ignore|disregard|forget|skip|bypass|override|overwrite)\s+(?:\w+\s+){{0,2}}{_PRIOR}\s+{_RULES_WORD}"),
    ("instruction_override", "ignore_everything", 0.6,
     rf"\b(?:ignore|disregard|forget)\s+(?:everything|all(?: of)? (?:that|this|the above))\b(?:\s+\w+){{0,4}}\s+(?:said|told|{_RULES_WORD})"),
    ("instruction_override", "new_instructions", 0.5,
     r"(?:^|\n|\. )\s*(?:new|updated|real|actual) (?:instructions|rules|task)\s*:"),
    ("instruction_override", "do_not_follow", 0.7,
     rf"\b(?:do not|don'?t|stop) (?:follow|obey|adhere to)(?:ing)? (?:your|the|any) (?:\w+ )?{_RULES_WORD}"),
    ("role_play_system", "unrestricted_persona", 0.8,
     r"\byou are (?:now |going to be |)(?:dan|an? (?:unrestricted|unfiltered|uncensored|jailbroken) (?:ai|model|assistant))\b"
     r"|\b(?:developer|god|jailbreak|dan) mode (?:enabled|activated|on)\b|\bdo anything now\b"),
    ("role_play_system", "pretend_no_rules", 0.7,
     rf"\b(?:pretend|imagine|act as if|roleplay as|role-play as)\b.{{0,60}}\b(?:no|without|free of) (?:any )?(?:{_RULES_WORD}|restrictions|limits|filters)"),
    ("role_play_system", "fake_system_turn", 0.6,
     r"(?:^|\n)\s*(?:system|\[system\]|### system|<\|im_start\|>\s*system|<<sys>>|\[inst\])\s*[:>\]]"),
    ("role_play_system", "act_as_system", 0.6,
     r"\b(?:act|speak|respond) as (?:the )?(?:system|admin(?:istrator)? of this (?:ai|model|chat)|your developer)\b"),
    ("system_prompt_exfiltration", "reveal_prompt", 0.85,
     r"\b(?:reveal|show|print|output|display|repeat|recite|dump|leak|give|tell|share|write out|paste)\b(?: me| us)?"
     r"(?: all| back)? (?:your|the|those|these) (?:\w+ ){0,2}(?:system prompt|system message|initial prompt|hidden prompt|"
     r"(?:initial|original|hidden|secret|system) instructions|developer message|prompt above|instructions above)"),
    ("system_prompt_exfiltration", "repeat_above", 0.7,
     r"\b(?:repeat|print|output) (?:the |all )?(?:text|words|everything) (?:above|before this)|starting with [\"']you are"),
    ("system_prompt_exfiltration", "what_are_your_instructions", 0.45,
     r"\bwhat (?:is|are|were) your (?:system prompt|initial instructions|hidden instructions|original instructions)"),
    ("tool_data_exfiltration", "send_data_to", 0.75,
     r"\b(?:send|post|upload|forward|email|exfiltrate|transmit|leak)\b.{0,40}\b(?:conversation|chat history|messages|"
     r"credentials|passwords?|api keys?|secrets?|tokens?|personal data|user data|the data|all data)\b.{0,40}\b(?:to|at)\s+"
     r"(?:https?://|\S+@\S+|my server|this (?:url|address|endpoint))"),
    ("tool_data_exfiltration", "markdown_image_exfil", 0.7,
     r"!\[[^\]]*\]\(https?://[^)\s]+\?[^)\s]*(?:\{|%7b|data=|q=|secret|token|conversation)"),
    ("tool_data_exfiltration", "call_tool_covertly", 0.55,
     r"\b(?:call|invoke|use|run) the \w+ (?:tool|function)\b.{0,60}\b(?:without (?:telling|asking|informing)|"
     r"silently|secretly|do not (?:tell|mention|inform))"),
    ("encoded_payload", "decode_and_follow", 0.5,
     r"\b(?:decode|base64[- ]decode|rot13|unscramble)\b.{0,40}\b(?:follow|execute|obey|run|do what it says)"),
]
_COMPILED = [(c, n, w, re.compile(p, re.S)) for c, n, w, p in _RULES]
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))
_SPACES = re.compile(r"[^\S\n]+")
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=])")


@dataclass(frozen=True)
class Signal:
    """One rule that fired: category, rule name, weight and a short excerpt of what matched."""

    category: str
    rule: str
    weight: float
    excerpt: str


def normalize(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE).lower()
    return _SPACES.sub(" ", text)


def signals(text: str, *, decode: bool = True) -> list[Signal]:
    """The rules that fire on ``text`` (and, once, on base64 payloads decoded from it)."""
    norm = normalize(text)
    found: list[Signal] = []
    for category, name, weight, pattern in _COMPILED:
        m = pattern.search(norm)
        if m:
            found.append(Signal(category, name, weight, _excerpt(m.group())))
    if decode:
        for blob in _BASE64.findall(text)[:20]:
            decoded = _decode(blob)
            if decoded is None:
                continue
            inner = signals(decoded, decode=False)
            if inner:
                top = max(s.weight for s in inner)
                found.append(Signal("encoded_payload", "base64:" + inner[0].rule, min(0.95, top + 0.05),
                                    _excerpt(blob)))
    return found


def score(found: list[Signal]) -> float:
    remaining = 1.0
    for s in found:
        remaining *= 1.0 - s.weight
    return round(1.0 - remaining, 4)


def _decode(blob: str) -> str | None:
    try:
        raw = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    printable = sum(c.isprintable() or c.isspace() for c in text)
    return text if text and printable / len(text) > 0.95 else None


def _excerpt(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
