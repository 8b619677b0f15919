"""Text preparation for the injection heuristics: normalisation against obfuscation, and layered decoders.

``normalize`` undoes what hides an instruction from a pattern: HTML entities and URL escapes,
compatibility forms (NFKC: full-width, mathematical letters, ligatures), invisible and format
characters (zero-width, bidi, variation selectors, soft hyphen, Unicode tags), accents on Latin
letters, Cyrillic/Greek homoglyphs inside Latin words, separators inside words (``ig+nore``,
``i.g.n.o.r.e``, ``i_g_n_o_r_e``, emoji between letters), a symbol inside one of the rules' words
(``configu/ration``), letters spaced apart (one space or two), ``\\x`` escapes, leetspeak (not the
``@`` of an e-mail address), the typing slips people make in the words the rules are built on
(``insturctions``, ``sysetm``, ``ruules``), literal ``\\n``, case and runs of spaces.
``decoded_payloads`` yields what base64, hex, ASCII85, ROT13, reversed text and Morse hide, layer
under layer, within a budget of layers and decoded bytes."""
from __future__ import annotations

import base64
import binascii
import codecs
import html
import json
import re
import unicodedata
from typing import Iterator
from urllib.parse import unquote

from .injection_screen import Cue

_INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u202a-\u202e"
                        "\u2060-\u206f\ufe00-\ufe0f\ufeff\U000e0000-\U000e0fff\U000e0100-\U000e01ef]+")
#: Cyrillic and Greek letters drawn like Latin ones (mapped inside words that are Latin otherwise).
_CONFUSABLES = "аеорсухіјѕԁԛԝһкмтвпαβεηικμνορτυχϲ"
_HOMOGLYPHS = str.maketrans(_CONFUSABLES, "aeopcyxijsdqwhkmtbnabenikmvoptuxc")
_MIXED = re.compile(rf"[a-z{_CONFUSABLES}]*[{_CONFUSABLES}][a-z{_CONFUSABLES}]*")
_LEET = str.maketrans("013457$@", "oieastsa")
#: (A word of letters and digits has a letter beside a digit somewhere: what RE2 looks for first.)
_LEET_WORD = Cue(r"\b(?=[a-z0-9$@]*[a-z])(?=[a-z0-9$@]*[0-9$@])[a-z0-9$@]{3,}\b", fast=r"[a-z][0-9$@]|[0-9$@][a-z]")
_SPACED = Cue(r"\b(?:[a-z] ){3,}[a-z]\b")
_SPACED_SHORT = re.compile(r"\b[a-z] [a-z] [a-z]\b")
_DOUBLE_SPACED = re.compile(r"(?:\b[a-z]  ){4,}")
_LETTER_GAP = re.compile(r"(?<=\b[a-z])  (?=[a-z]\b)")
_SEPARATED = Cue(r"(?<![a-z0-9])[a-z](?:[.\-/|,_*:] ?[a-z](?![a-z0-9])){2,}")
#: A symbol inside one word ("configu/ration", "rep^eat"): joined when the word is one the rules use.
_BROKEN_WORD = re.compile(r"(?<![\w./:-])[a-z]{2,12}[/^|][a-z]{2,12}(?![\w/])")
_NO_BREAKS = str.maketrans("", "", "/^|")
#: Latin letters with a stroke, which have no decomposition to drop a mark from ("członków", "søg").
_STROKES = str.maketrans("łø", "lo")
_HEX_ESCAPES = re.compile(r"(?:\\x[0-9a-f]{2}){4,}")
_DOTTED = re.compile(r"\b[a-z](?:\.[a-z]\b)+\.?")
_DIGIT_WORD = re.compile(r"\b[0-9$@]{1,4}\b(?<!\w@)(?!@\w)")  # (not the "@" of an address)
_IN_A_NUMBER = re.compile(r"[-:./][0-9]+(?![a-z])")
_NUMBER_BEFORE = re.compile(r"(?:^|[^a-z0-9])[0-9]+[-:./]\Z")
_SHORT_LEET = re.compile(r"\b(?=[a-z0-9]{2}\b)[a-z]?[0-9][a-z]?\b")
_PICTOGRAPHS = "\u2190-\u21ff\u2600-\u27bf\u2b00-\u2bff\U0001F000-\U0001FAFF"
_JOINERS = Cue(f"(?<=[a-z])(?:[+*^~|·•]|[{_PICTOGRAPHS}])+(?=[a-z])")
_WORD_END_PICTOGRAPHS = re.compile(f"(?<=[a-z])[{_PICTOGRAPHS}]+(?=\\s|$)|(?<=\\s)[{_PICTOGRAPHS}]+(?=[a-z])")
#: Pictographs between whole words ("you🙂have🙂no🙂rules") may stand for spaces: the text is
#: also read with spaces there (a decoding layer), as it is read with them taken out.
_WORD_PICTOGRAPHS = re.compile(f"(?<=[a-zA-Z]{{2}})[{_PICTOGRAPHS}]+(?=[a-zA-Z])|(?<=[a-zA-Z])[{_PICTOGRAPHS}]+(?=[a-zA-Z]{{2}})")
#: The gap between two separated words ("r-e-v-e-a-l- -t-h-e", "y_o_u_ _a_r_e").
_SEPARATED_GAP = re.compile(r"(?<=[a-z])[.\-_*:] [.\-_*:](?=[a-z])")
#: Spaced letters whose words are three or more spaces or a slash apart ("r e v e a l   t h e", "t e l l / m e").
_WIDE_GAP = re.compile(r" {3,}| / ")
_LETTER_RUN = re.compile(r"^(?:[a-z] )+[a-z](?= |$)")
_LATIN_MARKS = re.compile("(?<=[a-zA-Z])[\u0300-\u036f]+")
_URL_ESCAPE = re.compile(r"%[0-9a-fA-F]{2}")
_DOMAIN_AFTER = re.compile(r"[\w-]*\.(?=[a-z0-9]*[a-z])[a-z0-9]{2,}")  # (in leetspeak too: ".c0m")
#: The words the rules are built on, and the slips typed of them: two letters swapped or one
#: doubled, one dropped (six letters or more), one replaced (eight or more). A slip that is a
#: word of its own ("mode" of "model", "massage" of "message") is not one of them.
_TYPO_WORDS = (
    "instructions", "instruction", "previous", "system", "prompt", "ignore", "disregard", "forget", "rules",
    "guidelines", "message", "messages", "password", "configuration", "configured", "restrictions", "conversation",
    "assistant", "model", "policy", "policies", "override", "reveal", "secret", "hidden", "initial", "original",
    "filters", "unrestricted", "uncensored", "unfiltered", "pretend", "character", "jailbreak", "developer",
    "administrator", "context", "directives", "transcript", "history", "confidential", "verbatim", "everything",
    "anything", "whatever", "encode", "decode", "translate", "persona", "hypothetical", "alignment", "limitations",
    "boundaries", "ethical", "guidance", "programming", "training", "summarise", "summarize", "exactly", "above",
    "earlier", "webhook", "credentials", "refuse", "respond", "answer", "print", "repeat", "reply", "nobody",
    "follow", "disabled", "yourself", "address",
)
_NOT_SLIPS = frozenset({
    "mode", "answers", "secrets", "ruler", "rues", "polices", "contest", "contexts", "revel", "refuses", "responds",
    "replay", "repeats", "prints", "person", "precious", "developed", "raining", "forge", "trailing", "draining",
    "massages", "messaged", "reuse", "imitations", "overripe", "overrode", "summaries", "polities", "overside", "filers",
    "braining", "configure", "configures", "filter", "directive", "restriction", "limitation", "guideline", "credential",
    "passwort", "revela", "disable", "disables", "ourself",
})


def _slips(word: str) -> set[str]:
    out = {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}
    out |= {word[:i] + word[i] + word[i:] for i in range(len(word))}
    if len(word) >= 6:
        out |= {word[:i] + word[i + 1:] for i in range(len(word))}
    if len(word) >= 8:
        out |= {word[:i] + c + word[i + 1:] for i in range(len(word)) for c in "abcdefghijklmnopqrstuvwxyz"}
    return out - {word}


_TYPOS = {slip: word for word in _TYPO_WORDS for slip in _slips(word)
          if slip not in _TYPO_WORDS and slip not in _NOT_SLIPS}
_WORD = re.compile(r"[a-z]{4,}")
_VOCABULARY = frozenset(_TYPO_WORDS)
_SPACES = re.compile(r"[^\S\n]+")
#: Names written with digits that are not leetspeak: encodings, hashes, protocols ("rot13", "base64").
_NAMED_WITH_DIGITS = re.compile(r"(?:rot|base|sha|md|utf|ascii|ipv|crc|aes|rsa|mp|x|h)-?\d+")
#: A line of code: escaped line breaks in it are inside its strings.
_CODE = re.compile(r"(?m)^[ \t]*(?:(?:async )?def \w|class \w|import \w|from [\w.]+ import|const \w|let \w|var \w|function\b|"
                   r"describe\(|it\(|test\(|expect\(|assert\b|return\b)")
_TAGS = re.compile("[\U000e0000-\U000e007f]+")


def hidden_tag_text(text: str) -> str:
    """The ASCII spelled by Unicode tag characters (invisible when rendered), if any."""
    return " ".join("".join(chr(ord(c) - 0xE0000) for c in m.group() if 0x20 <= ord(c) - 0xE0000 < 0x7F)
                    for m in _TAGS.finditer(text))


def _unmixer(latin_context: bool):  # noqa: ANN202 - a re.sub callback
    def unmix(match: re.Match[str]) -> str:
        word = match.group()
        mixed = any("a" <= c <= "z" for c in word)
        return word.translate(_HOMOGLYPHS) if mixed or latin_context else word
    return unmix


def _joined_word(m: re.Match[str]) -> str:
    joined = m.group().translate(_NO_BREAKS)
    word = _TYPOS.get(joined, joined)
    return word if word in _VOCABULARY else m.group()


def normalize(text: str) -> str:
    """Lower-case text with obfuscations undone (see the module docstring)."""
    if "\\n" in text:  # an escaped line break: a line break, but inside a string of code, where it keeps the string whole
        text = text.replace("\\n", " " if _CODE.search(text) else "\n")
    text = text.replace("\\t", " ").replace("\\r", "")
    if "&" in text and ";" in text:
        text = html.unescape(text)
    if "%" in text and len(_URL_ESCAPE.findall(text)) >= 3:
        text = unquote(text)
    text = unicodedata.normalize("NFKC", text)
    text = (text if text.isascii() else _INVISIBLE.sub("", text)).lower()
    if not text.isascii():
        text = unicodedata.normalize("NFC", _LATIN_MARKS.sub("", unicodedata.normalize("NFD", text))).translate(_STROKES)
        if any(c in _CONFUSABLES for c in text):
            latin = sum("a" <= c <= "z" for c in text)
            # Latin context: Latin letters dominate, or every Cyrillic or Greek letter is one drawn like a Latin one
            greek_or_cyrillic = [c for c in text if "\u0370" <= c <= "\u04ff"]
            disguised = all(c in _CONFUSABLES for c in greek_or_cyrillic)
            text = _MIXED.sub(_unmixer(disguised or latin > 2 * len(greek_or_cyrillic)), text)
    text, joined = _JOINERS.subn("", text)
    if joined and not text.isascii():  # the same separators at the ends of words ("i💸g💸no💸re💸 al💸l💸")
        text = _WORD_END_PICTOGRAPHS.sub("", text)
    if "- -" in text or "_ _" in text or ". ." in text or "* *" in text or ": :" in text:
        text = _SEPARATED_GAP.sub(" ", text)
    text = _SEPARATED.sub(lambda m: re.sub(r"[^a-z]", "", m.group()), text)
    if "/" in text or "^" in text or "|" in text:
        text = _BROKEN_WORD.sub(_joined_word, text)
    if "." in text:
        text = _DOTTED.sub(lambda m: m.group().replace(".", ""), text)
    if "  " in text and _DOUBLE_SPACED.search(text):  # "y  o  u     a  r  e": two spaces in a word, more between
        text = _LETTER_GAP.sub("", re.sub(r" {3,}", "\0", text)).replace("\0", " ")
    if ("   " in text or " / " in text) and _SPACED_SHORT.search(text):
        text = " ".join(_LETTER_RUN.sub(lambda m: m.group().replace(" ", ""), part) for part in _WIDE_GAP.split(text))
    text = _SPACED.sub(lambda m: m.group().replace(" ", ""), text)
    if "\\x" in text:
        text = _HEX_ESCAPES.sub(lambda m: bytes.fromhex(m.group().replace("\\x", "")).decode("latin-1").lower(), text)
    leet = 0

    def unleet(m: re.Match[str]) -> str:
        nonlocal leet
        word = m.group()
        if word.isdigit() or "@" in word and _DOMAIN_AFTER.match(text, m.end()) or _NAMED_WITH_DIGITS.fullmatch(word):
            return word
        if _IN_A_NUMBER.match(text, m.end()) or _NUMBER_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            return word  # a piece of a timestamp or an id ("2024-05-12t21:41"), not a word
        leet += 1
        return word.translate(_LEET)

    text = _LEET_WORD.sub(unleet, text)
    if leet >= 3:  # in leetspeak, short words with digits are words too ("45" for "as", "0f" for "of")
        text = _SHORT_LEET.sub(lambda m: m.group().translate(_LEET), _DIGIT_WORD.sub(lambda m: m.group().translate(_LEET), text))
    if not _TYPOS.keys().isdisjoint(_WORD.findall(text)):  # most text has no slip: one C-level pass
        text = _WORD.sub(lambda m: _TYPOS.get(m.group(), m.group()), text)
    return _SPACES.sub(" ", text)


# -- decoders ------------------------------------------------------------------------------

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")
_BASE64_RUN = Cue(_BASE64.pattern)
_HEX = Cue(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[ :]?){10,}(?![0-9A-Fa-f])")
_ASCII85 = re.compile(r"(?:<~)?[!-u]{20,}(?:~>)?")
_MORSE = Cue(r"(?:[.-]{1,6}[ /]+){4,}[.-]{1,6}")
_ROT13_CUE = Cue(r"(?i)rot-?13|caesar|cipher|shift(?:ed)? (?:by|each)|decipher|decode|encoded|scrambled")
_REVERSE_CUE = Cue(r"(?i)revers|backwards|right to left|mirror|\b(?:eht|dna|uoy|ruoy|lla|snoitcurtsni|erongi|tpmorp)\b")
_MORSE_TABLE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i",
    ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r",
    "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z",
}
_UNICODE_ESCAPES = re.compile(r"(?:\\u[0-9a-fA-F]{4}){6,}")
_LONE_SURROGATES = re.compile("[\ud800-\udfff]")
_BINARY = re.compile(r"(?<![01])(?:[01]{8}[ ]?){6,}(?![01])")
#: Letters as their places in the alphabet ("9-7-14-15-18-5 20-8-5 …"), words apart by spaces.
_A1Z26 = re.compile(r"(?<![\d-])(?:(?:[1-9]|1\d|2[0-6])-){2,}(?:[1-9]|1\d|2[0-6])(?:[ /]+(?:(?:[1-9]|1\d|2[0-6])-)*(?:[1-9]|1\d|2[0-6]))+(?![\d-])")
_ACROSTIC_CUE = Cue(r"(?i)first (?:letter|character|word)s? of (?:each|every) (?:line|word|sentence|row)|read (?:it )?(?:down|vertically)")
#: A column of single letters, one per line: a word written downwards.
_COLUMN = re.compile(r"\n((?:[^\S\n]*\S[^\S\n]*\n){5,}[^\S\n]*\S[^\S\n]*)(?=\n|$)")  # read after a newline put first
_DIGIT_DASH = re.compile(r"\d-\d")
_ENGLISH = Cue(r"(?i)\b(?:the|you|your|and|ignore|instructions?|prompt|password|system|reveal|rules)\b.*"
                r"\b(?:the|you|your|and|ignore|instructions?|prompt|password|system|reveal|rules|all|previous)\b")
_LOWER, _UPPER = "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SHIFTS = {n: str.maketrans(_LOWER + _UPPER, _LOWER[n:] + _LOWER[:n] + _UPPER[n:] + _UPPER[:n]) for n in range(1, 26)}
MAX_BLOBS = 12
#: Layers decoded under one another at most, and decoded text looked at in all (characters).
MAX_DEPTH, MAX_DECODED = 3, 64_000


def _readable(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) >= 16 and _BASE64.fullmatch(text):
        return text  # another layer of base64
    letters = sum(c.isalpha() or c.isspace() for c in text)
    return text if len(text) >= 8 and letters / len(text) > 0.8 and " " in text else None


def _layer(text: str) -> Iterator[tuple[str, str]]:
    """One layer: (encoding, decoded text) of each readable payload in ``text``."""
    for blob in _BASE64_RUN.findall(text)[:MAX_BLOBS]:
        try:
            decoded = _readable(base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True))
        except (binascii.Error, ValueError):
            decoded = None
        if decoded:
            yield "base64", decoded
    for blob in _HEX.findall(text)[:MAX_BLOBS]:
        try:
            decoded = _readable(bytes.fromhex(re.sub(r"[ :]", "", blob)))
        except ValueError:
            decoded = None
        if decoded:
            yield "hex", decoded
    if "<~" in text or "85" in text:
        for blob in _ASCII85.findall(text)[:MAX_BLOBS]:
            try:
                decoded = _readable(base64.a85decode(blob, adobe=blob.startswith("<~")))
            except (ValueError, binascii.Error):
                decoded = None
            if decoded:
                yield "ascii85", decoded
    cipher_named = _ROT13_CUE.search(text) is not None
    if len(text) <= 1000 or cipher_named:
        rotated = codecs.encode(text, "rot13")
        if _ENGLISH.search(rotated):  # scanned again only when ROT13 makes words appear
            yield "rot13", rotated
    for blob in _UNICODE_ESCAPES.findall(text)[:MAX_BLOBS] if "\\u" in text else ():
        decoded = json.loads(f'"{blob}"')  # surrogate pairs joined; a lone one is dropped
        yield "unicode escapes", _LONE_SURROGATES.sub("", decoded)
    for blob in _BINARY.findall(text)[:MAX_BLOBS] if "0110" in text or "0111" in text else ():
        bits = "".join(blob.split())
        decoded = _readable(bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits) - 7, 8)))
        if decoded:
            yield "binary", decoded
    for blob in _A1Z26.findall(text)[:MAX_BLOBS] if "-" in text and _DIGIT_DASH.search(text) else ():
        yield "alphabet positions", " ".join("".join(chr(96 + int(n)) for n in word.split("-"))
                                             for word in re.split(r"[ /]+", blob.strip()))
    if cipher_named and len(text) <= 4000:  # a Caesar shift the text names: every shift tried
        for shift in range(1, 26):
            if shift != 13:
                shifted = text.translate(_SHIFTS[shift])
                if _ENGLISH.search(shifted):
                    yield f"shift {shift}", shifted
                    break
    if _ACROSTIC_CUE.search(text):
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        yield "first letters", "".join(line[0] for line in lines)
        yield "first words", " ".join(line.split()[0] for line in lines)
    for column in _COLUMN.findall("\n" + text)[:MAX_BLOBS] if "\n" in text else ():
        yield "column", "".join(column.split()).replace("_", " ")
    if not text.isascii() and _WORD_PICTOGRAPHS.search(text):
        yield "pictographs", _WORD_PICTOGRAPHS.sub(" ", text)
    if _REVERSE_CUE.search(text):
        yield "reversed", text[::-1]
    for blob in _MORSE.findall(text)[:MAX_BLOBS]:
        words = [w.split() for w in re.split(r"\s*/\s*", blob.strip())]
        yield "morse", " ".join("".join(_MORSE_TABLE.get(c, "?") for c in w) for w in words)


def decoded_payloads(text: str) -> Iterator[tuple[str, str]]:
    """(encodings joined by ``+``, decoded text) of each readable payload, nested layers included
    (base64 of base64, hex of ROT13 …), at most ``MAX_DEPTH`` deep and ``MAX_DECODED`` in all."""
    budget = MAX_DECODED
    frontier = [("", text)]
    for _ in range(MAX_DEPTH):
        deeper = []
        for path, current in frontier:
            for encoding, decoded in _layer(current):
                if budget <= 0:
                    return
                budget -= len(decoded)
                name = f"{path}+{encoding}" if path else encoding
                yield name, decoded
                if encoding in ("base64", "hex", "ascii85", "unicode escapes", "binary"):  # the others are read once, at the top
                    deeper.append((name, decoded))
        frontier = deeper
        if not frontier:
            return
