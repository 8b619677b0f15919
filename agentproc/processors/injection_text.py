"""Text preparation for the injection heuristics: normalisation against obfuscation, and cheap decoders.

``normalize`` undoes what hides an instruction from a pattern: compatibility forms (NFKC),
invisible characters, Unicode tag characters (decoded: they spell hidden ASCII), homoglyphs
from Cyrillic/Greek, leetspeak inside words, letters spaced apart, literal ``\\n``, case and
runs of spaces. ``decoded_payloads`` yields what base64, hex, ASCII85, ROT13, reversed text
and Morse hide, when decoding is cheap and the result is readable text."""
from __future__ import annotations

import base64
import binascii
import codecs
import re
import unicodedata
from typing import Iterable

_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064"
                                    "\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))
#: Cyrillic and Greek letters drawn like Latin ones.
_HOMOGLYPHS = str.maketrans("аеорсуххіјѕԁԛԝαβεηικμνορτυχϲаАВЕКМНОРСТХІЈЅΑΒΕΗΙΚΜΝΟΡΤΥΧΖ",
                            "aeopcyxxijsdqwabenikmvoptuxcaABEKMHOPCTXIJSABEHIKMNOPTYXZ")
_LEET = str.maketrans("013457$", "oieasts")  # not "@": addresses must stay addresses
_LEET_WORD = re.compile(r"\b(?=[a-z0-9$]*[a-z])(?=[a-z0-9$]*[0-9$])[a-z0-9$]{3,}\b")
_SPACED = re.compile(r"\b(?:[a-z] ){3,}[a-z]\b")
_SPACES = re.compile(r"[^\S\n]+")
_TAGS = re.compile("[\U000e0000-\U000e007f]+")


def hidden_tag_text(text: str) -> str:
    """The ASCII spelled by Unicode tag characters (invisible when rendered), if any."""
    return " ".join("".join(chr(ord(c) - 0xE0000) for c in m.group() if 0x20 <= ord(c) - 0xE0000 < 0x7F)
                    for m in _TAGS.finditer(text))


def normalize(text: str) -> str:
    text = _TAGS.sub(" ", text)
    text = text.replace("\\n", "\n").replace("\\t", " ").replace("\\r", "")
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE).translate(_HOMOGLYPHS).lower()
    text = _SPACED.sub(lambda m: m.group().replace(" ", ""), text)
    text = _LEET_WORD.sub(lambda m: m.group().translate(_LEET) if not m.group().isdigit() else m.group(), text)
    return _SPACES.sub(" ", text)


# -- decoders ------------------------------------------------------------------------------

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")
_HEX = re.compile(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}[ :]?){10,}(?![0-9A-Fa-f])")
_ASCII85 = re.compile(r"(?:<~)?[!-u]{20,}(?:~>)?")
_MORSE = re.compile(r"(?:[.-]{1,6}[ /]+){4,}[.-]{1,6}")
_ROT13_CUE = re.compile(r"(?i)rot-?13|caesar|cipher|shift(?:ed)? (?:by|each)|decipher|decode|encoded|scrambled")
_REVERSE_CUE = re.compile(r"(?i)revers|backwards|right to left|mirror")
_MORSE_TABLE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i",
    ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r",
    "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z",
}
MAX_BLOBS = 12


def _readable(raw: bytes) -> str | None:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    letters = sum(c.isalpha() or c.isspace() for c in text)
    return text if len(text) >= 8 and letters / len(text) > 0.8 and " " in text else None


def decoded_payloads(text: str) -> Iterable[tuple[str, str]]:
    """(encoding, decoded text) of each readable payload hidden in ``text``."""
    for blob in _BASE64.findall(text)[:MAX_BLOBS]:
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
    if "ascii85" in text.lower() or "base85" in text.lower() or "<~" in text:
        for blob in _ASCII85.findall(text)[:MAX_BLOBS]:
            try:
                decoded = _readable(base64.a85decode(blob, adobe=blob.startswith("<~")))
            except (ValueError, binascii.Error):
                decoded = None
            if decoded:
                yield "ascii85", decoded
    if len(text) <= 1000 or _ROT13_CUE.search(text):  # a second scan of a short message is cheap
        yield "rot13", codecs.encode(text, "rot13")
    if _REVERSE_CUE.search(text):
        yield "reversed", text[::-1]
    for blob in _MORSE.findall(text)[:MAX_BLOBS]:
        words = [w.split() for w in re.split(r"\s*/\s*", blob.strip())]
        yield "morse", " ".join("".join(_MORSE_TABLE.get(c, "?") for c in w) for w in words)
