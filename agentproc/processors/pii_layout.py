"""Values decided by the layout around them rather than by a word beside them: nine digits given a
few lines after the SSN was asked for, a password given as the answer to a question about it, numbers
in a column of references (no phones), and the cells of a table column whose header names the SSN,
a credential or a phone (Markdown, CSV, tab- or semicolon-separated, HTML)."""
from __future__ import annotations

import functools
import itertools
import re
from typing import Any, Callable, Iterable

import re2

from . import pii_screen
from .pii_detectors import SSN_NAMES, ssn_value_ok
from .pii_secret_values import API_KEY_NAMES, credential_ok, long_key_ok, password_ok

# -- a conversation ----------------------------------------------------------------------------

#: Nine digits standing alone (not part of a longer number, a decimal, a path or an identifier).
NINE_ALONE = re.compile(r"(?<![\w.,/+-])\d{9}(?![\w-]|[.,]\d)")
_SSN_NAME = re.compile(rf"(?i)(?<![\w-])(?:{SSN_NAMES})")
#: How far back the SSN's name may stand: within what a stream's look-back still holds.
_ASKED_REACH = 150
_OTHER_NUMBER = re.compile(r"\d{5,}")
#: A word right before the number that makes it a reference of some other kind.
_REFERENCE_BEFORE = re.compile(r"(?i)\b(?:order|invoice|ticket|ref|reference|case|booking|tracking|account|acct|member|"
                               r"policy|claim|id|no|nr|number)\W{0,3}\Z|#\s*\Z")


def ssns_asked_for(text: str) -> Iterable[tuple[int, int]]:
    """Nine digits given in a later line than the one that named or asked for the SSN ("Please confirm
    your SSN." … "it's 125560199"), with no other long number in between (times of day may stand
    there) and no reference word right before them."""
    for m in NINE_ALONE.finditer(text):
        value = m.group()
        if not ssn_value_ok(value):
            continue
        before = text[max(0, m.start() - _ASKED_REACH):m.start()]
        names = list(_SSN_NAME.finditer(before))
        if not names:
            continue
        lines = before.count("\n", names[-1].end())
        labelled = len(before) - names[-1].end() <= 12  # "Social security number\n…": its own label ends in "number"
        if 1 <= lines <= 6 and not _OTHER_NUMBER.search(before, names[-1].end()) and (
                labelled or not _REFERENCE_BEFORE.search(before)):
            yield m.start(), m.end()


#: A line that asks for a password ("what's the admin pw?", "can you confirm the account password?").
_PASSWORD_ASKED = re.compile(r"(?im)(?<![\w-])(?:pw|pwd|pass(?:word|code|phrase)?|passwort|kennwort|mot de passe|"
                             r"contrase[ñn]a|senha|wachtwoord|has[łl]o|parola|l[öo]senord|salasana|heslo|пароль)(?![\w-])"
                             r"[^\n]{0,60}\?[ \t]*$")
_PASSWORD_ASKED_SCREEN = pii_screen.screened(_PASSWORD_ASKED)
#: A line after it: a speaker's label or a time, a few words ("uh, it's"), one word.
_ANSWER = re.compile(r"\n[ \t]*(?:\[[\d:. ]{3,12}\][ \t]*)?(?:[\w .'-]{1,24}:[ \t]+)?"
                     r"(?:(?:uh|um|er|ok|okay|sure|yes|yeah|so|it's|it is|its|that's|es|c'est|é|ist)[ \t,]+){0,3}"
                     r"(?P<v>[^\s\"'`]{6,64}?)[.!]?[ \t]*(?=\n|\Z)")


def passwords_asked_for(text: str) -> Iterable[tuple[int, int]]:
    """A password-shaped word standing alone as the answer, on one of the two lines after a question
    that asks for a password ("what's the admin pw?" … "Noah: Milo+Nala#01")."""
    for asked in pii_screen.finditer(_PASSWORD_ASKED, _PASSWORD_ASKED_SCREEN, text):
        line = asked.end()
        for _ in range(2):
            m = _ANSWER.match(text, line)
            if m and password_ok(m.group("v")) and credential_ok(m.group("v")):
                yield m.span("v")
                break
            line = text.find("\n", line + 1)
            if line < 0:
                break


# -- tables --------------------------------------------------------------------------------

#: Words one of which a table's header holds when a column is named for the SSN.
_SSN_HEADER_WORDS = ("ssn", "social security", "tin", "tax", "ss_n", "ss n", "soc. sec", "soc sec")
_SSN_CELL = re.compile(r"\d{9}|\d{3}([- ])\d{2}\1\d{4}")
_SSN_COLUMN_NAMES = frozenset(("ssn", "ssn#", "social security", "social security number", "social security no",
                               "social security no.", "tin", "tax_id", "tax id", "taxid", "ss_number", "ss number",
                               "ss_no", "soc. sec. no.", "soc. sec. no", "soc sec no", "soc sec #", "soc. sec. #", "ssn no",
                               "ssn no."))


def _cells(line: str, sep: str) -> list[tuple[int, int]]:
    """(start, end) of each cell of ``line``, blanks trimmed."""
    spans, pos = [], 0
    for part in line.split(sep):
        lead = len(part) - len(part.lstrip())
        spans.append((pos + lead, pos + len(part.rstrip())))
        pos += len(part) + 1
    return spans


@functools.lru_cache(maxsize=16)
def _any_of(words: tuple[str, ...]) -> Any:
    """An RE2 pattern for any of ``words``: one linear pass over a line, however many words."""
    return re2.compile("|".join(re2.escape(w) for w in sorted(words, key=len, reverse=True)))


def _header_lines(text: str, words: tuple[str, ...]) -> Iterable[tuple[int, str]]:
    """(start, line) of each line short enough to be a table's header, with a separator and one of
    ``words`` in it (a line scan: no pattern runs over a long line)."""
    pos = 0
    any_word = _any_of(words)
    for line in text.split("\n"):
        if len(line) <= 400 and ("|" in line or "\t" in line or "," in line or ";" in line):
            if any_word.search(line.lower()):
                yield pos, line
        pos += len(line) + 1


def _rows(text: str, pos: int, limit: int = 500) -> Iterable[tuple[int, str]]:
    """(start, line) of up to ``limit`` lines from ``pos``."""
    for _ in range(limit):
        end = text.find("\n", pos)
        yield pos, text[pos:] if end == -1 else text[pos:end]
        if end == -1:
            return
        pos = end + 1


def _column_values(text: str, words: tuple[str, ...], named: Callable[[str], bool],
                   labels: bool = True) -> Iterable[tuple[int, int, str]]:
    """(start, end, cell) of each cell, up to a blank line, under a column whose header ``named`` accepts
    (Markdown, tab-, comma- or semicolon-separated tables; the header holds one of ``words``). Without
    ``labels``, a line with a colon is no header ("Message:\tabout my booking": a form's label)."""
    for start, line in _header_lines(text, words):
        if not labels and ":" in line:
            continue
        sep = next((s for s in ("|", "\t", ",", ";") if line.count(s) >= 1), None)
        if sep is None:
            continue
        columns = [i for i, (a, b) in enumerate(_cells(line, sep)) if named(line[a:b].strip("*_` ").lower())]
        if not columns:
            continue
        if start + len(line) >= len(text):
            continue
        for pos, row in _rows(text, start + len(line) + 1):
            if not row.strip():
                break
            spans = _cells(row, sep)
            for i in columns:
                if i < len(spans):
                    a, b = spans[i]
                    cell = row[a:b].strip("\"'`")
                    if cell:
                        off = row.find(cell, a)
                        yield pos + off, pos + off + len(cell), cell


#: A table row: up to its end tag, the next row or the end of the text (a stream's row may be unfinished).
_TR = re.compile(r"(?is)<tr\b[^>]*>(.*?)(?=</tr>|<tr\b|\Z)")
_HTML_CELL = re.compile(r"(?is)<t([hd])\b[^>]*>(.*?)</t[hd]>")


def _html_column_values(text: str, words: tuple[str, ...], named: Callable[[str], bool]) -> Iterable[tuple[int, int, str]]:
    """The same for HTML tables: the cells under a ``<th>`` that ``named`` accepts."""
    if "<th" not in text and "<TH" not in text:
        return
    columns: list[int] = []
    for row in _TR.finditer(text):
        cells = list(_HTML_CELL.finditer(text, row.start(1), row.end(1)))
        if cells and all(c.group(1).lower() == "h" for c in cells):
            names = [c.group(2).strip().lower() for c in cells]
            columns = [i for i, n in enumerate(names) if any(w in n for w in words) and named(n)]
            continue
        for i in columns:
            if i < len(cells):
                cell = cells[i].group(2)
                value = cell.strip()
                if value:
                    start = cells[i].start(2) + cell.index(value)
                    yield start, start + len(value), value


def ssn_columns(text: str) -> Iterable[tuple[int, int]]:
    """Spans of valid SSNs in a table column whose header names the SSN (the rows up to a blank line)."""
    for start, end, cell in itertools.chain(_column_values(text, _SSN_HEADER_WORDS, _SSN_COLUMN_NAMES.__contains__),
                                            _html_column_values(text, _SSN_HEADER_WORDS, _SSN_COLUMN_NAMES.__contains__)):
        if _SSN_CELL.fullmatch(cell) and ssn_value_ok(cell):
            yield start, end


#: Words one of which a table's header holds when a column is named for a credential.
_SECRET_HEADER_WORDS = ("passw", "passphrase", "secret", "token", "key", "psk", "mot de passe", "contraseña", "senha",
                        "hasło", "wachtwoord", "api")
#: (an access key's column: "aws_secret_access_key"; "API key" in other languages: "clé API", "API anahtarı")
_SECRET_COLUMN = re.compile(r"(?:[\w ]+[ _-])?(?:passwor[dt]|passwd|passphrase|secret|secret[_ -]key|token|access[_ -]token|"
                            r"api[_ -]?key|wifi[_ -]?psk|psk|mot de passe|contraseña|senha|hasło|wachtwoord|private[_ -]?key|"
                            rf"access[_ -]key|{API_KEY_NAMES})")


def secret_columns(text: str) -> Iterable[tuple[int, int]]:
    """Spans of credentials in a table column whose header names a password, a secret, a token or
    a key (a public or publishable key's column is no secret's)."""
    def named(header: str) -> bool:
        return _SECRET_COLUMN.fullmatch(header) is not None and not header.startswith(("public", "publishable"))
    for start, end, cell in itertools.chain(_column_values(text, _SECRET_HEADER_WORDS, named),
                                            _html_column_values(text, _SECRET_HEADER_WORDS, named)):
        if " " not in cell and credential_ok(cell):
            yield start, end
    # A column named "key" alone ("| service | key |") is often a setting's or a shortcut's name: its
    # cells count only when drawn like a key (hex of 32 digits or more, or letters of both cases and digits).
    if _BARE_KEY_HEADER.search(text) is None:
        return
    for start, end, cell in itertools.chain(_column_values(text, ("key",), _BARE_KEY_COLUMN.__contains__),
                                            _html_column_values(text, ("key",), _BARE_KEY_COLUMN.__contains__)):
        if long_key_ok(cell) and (_HEX_KEY.fullmatch(cell) or (cell.lower() != cell and cell.upper() != cell)):
            yield start, end


_BARE_KEY_COLUMN = frozenset(("key", "keys"))
#: (one RE2 pass: is there a cell or a ``<th>`` holding "key" alone at all?)
_BARE_KEY_HEADER = re2.compile(r"(?im)(?:^|[|,;\t])[ \t*_`]*keys?[ \t*_`]*(?:[|,;\t]|$)|<th[^>]*>\s*keys?\s*</th>")
_HEX_KEY = re.compile(r"[0-9a-f]{32,}|[0-9A-F]{32,}")


_WORD = re.compile(r"[^\W\d_]+")
#: A cell that may hold a phone number: digits and the characters numbers are grouped with.
_PHONE_CELL = re.compile(r"\+?[\d(][\d ()./-]{5,22}\d")


def phone_columns(text: str, words: frozenset[str], number_ok: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Spans of the cells under a column whose header names a phone ("phone", "Tel.", "Mobile number")
    that ``number_ok`` reads as a number (in a CSV export, "808 753 168" has no word beside it)."""
    def named(header: str) -> bool:
        return len(header) <= 30 and '"' not in header and "=" not in header and bool(set(_WORD.findall(header)) & words)
    gate = tuple(words)
    return [(a, b) for a, b, cell in itertools.chain(_column_values(text, gate, named, labels=False),
                                                     _html_column_values(text, gate, named))
            if _PHONE_CELL.fullmatch(cell) and number_ok(cell)]


def reference_columns(text: str, words: frozenset[str], phone_words: frozenset[str]) -> list[tuple[int, int]]:
    """Spans of the cells under a column whose header names a reference ("Bestellnummer", "Pedido nº",
    "Serial"): a number there is no phone, unless the header names a phone too."""
    def named(header: str) -> bool:  # a header's words, not a JSON line's key and value
        if len(header) > 40 or any(c in header for c in '"='):
            return False
        found = set(_WORD.findall(header))
        return bool(found & words) and not found & phone_words
    gate = tuple(words)
    return [(a, b) for a, b, _ in itertools.chain(_column_values(text, gate, named, labels=False),
                                                  _html_column_values(text, gate, named))]
