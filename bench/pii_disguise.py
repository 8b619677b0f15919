"""Disguises of values (cards, e-mail addresses) and of blocked words, for the disguised-values source.

Each disguise keeps the value readable to a person or a model while changing its characters:
other separators, other digit scripts, invisible characters, words for digits, spelled-out
``at``/``dot``, look-alike letters."""
from __future__ import annotations

import random

from bench.pii_values import group

_ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
_FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")
_NAMES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

#: name -> (type, what it does).
DISGUISES = {
    "dots": ("credit_card", "groups separated by dots"),
    "slashes": ("credit_card", "groups separated by slashes"),
    "eight_eight": ("credit_card", "two groups of eight"),
    "line_break": ("credit_card", "a line break between groups"),
    "arabic_indic": ("credit_card", "Arabic-Indic digits"),
    "devanagari": ("credit_card", "Devanagari digits"),
    "full_width": ("credit_card", "full-width digits"),
    "soft_hyphen": ("credit_card", "soft hyphens between digits"),
    "zero_width": ("credit_card", "zero-width spaces between groups"),
    "variation_selector": ("credit_card", "variation selectors after digits"),
    "combining_mark": ("credit_card", "combining marks on digits"),
    "spelled_out": ("credit_card", "every digit as an English word"),
    "spaced_at": ("email", "' @ ' with spaces"),
    "bracket_at_dot": ("email", "[at] and [dot]"),
    "paren_at": ("email", "(at)"),
    "html_entity": ("email", "&#64; for @"),
}
WORD_DISGUISES = ("cyrillic_letter", "greek_letter", "hyphen", "underscore", "zero_width_joiner", "math_italic")


def _sprinkle(text: str, char: str, rng: random.Random, share: float = 0.5) -> str:
    return "".join(c + (char if c.isdigit() and rng.random() < share else "") for c in text).rstrip(char)


def disguise_card(name: str, number: str, sizes: str, rng: random.Random) -> str:
    if name == "dots":
        return group(number, sizes, ".")
    if name == "slashes":
        return group(number, sizes, "/")
    if name == "eight_eight":
        return number[:8] + " " + number[8:]
    if name == "line_break":
        grouped = group(number, sizes).split(" ")
        cut = rng.randrange(1, len(grouped))
        return " ".join(grouped[:cut]) + "\n" + " ".join(grouped[cut:])
    if name == "arabic_indic":
        return group(number, sizes).translate(_ARABIC_INDIC)
    if name == "devanagari":
        return group(number, sizes).translate(_DEVANAGARI) if rng.random() < 0.5 else number.translate(_DEVANAGARI)
    if name == "full_width":
        return group(number, sizes).translate(_FULL_WIDTH)
    if name == "soft_hyphen":
        return _sprinkle(number, "\u00ad", rng)
    if name == "zero_width":
        return group(number, sizes, rng.choice(("\u200b", "\u2060", "\ufeff")))
    if name == "variation_selector":
        return _sprinkle(group(number, sizes), rng.choice(("\ufe0f", "\ufe0e")), rng)
    if name == "combining_mark":
        return _sprinkle(group(number, sizes), rng.choice(("\u0301", "\u0332", "\u0336")), rng, 0.7)
    if name == "spelled_out":
        sep = rng.choice((" ", "-", ", "))
        return sep.join(_NAMES[int(d)] for d in number)
    raise ValueError(name)


def disguise_email(name: str, address: str, rng: random.Random) -> str:
    local, _, domain = address.partition("@")
    if name == "spaced_at":
        return f"{local} @ {domain}"
    if name == "bracket_at_dot":
        return f"{local} [at] {domain.replace('.', ' [dot] ')}" if rng.random() < 0.5 else f"{local}[at]{domain.replace('.', '[dot]')}"
    if name == "paren_at":
        return f"{local} (at) {domain}" if rng.random() < 0.5 else f"{local}(at){domain.replace('.', '(dot)')}"
    if name == "html_entity":
        return f"{local}&#64;{domain}"
    raise ValueError(name)


_CYRILLIC = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і", "s": "ѕ"}
_GREEK = {"a": "α", "i": "ι", "o": "ο", "v": "ν", "u": "υ", "k": "κ", "e": "ε"}


def disguise_word(name: str, word: str, rng: random.Random) -> str:
    positions = list(range(1, len(word) - 1))
    if name in ("cyrillic_letter", "greek_letter"):
        table = _CYRILLIC if name == "cyrillic_letter" else _GREEK
        spots = [i for i, c in enumerate(word) if c in table]
        i = rng.choice(spots)
        return word[:i] + table[word[i]] + word[i + 1:]
    i = rng.choice(positions)
    if name == "hyphen":
        return word[:i] + "-" + word[i:]
    if name == "underscore":
        return word[:i] + "_" + word[i:]
    if name == "zero_width_joiner":
        return word[:i] + "\u200d" + word[i:]
    if name == "math_italic":
        return "".join(chr(0x1D44E + ord(c) - 97) if c != "h" else "\u210e" for c in word)
    raise ValueError(name)
