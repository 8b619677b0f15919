"""Addresses whose "@" or dots are written as other marks: an escape (``\\u0040``, ``\\x40``, ``\\@``, ``\\.``), "(a)",
a defanged ``[@]`` or ``[.]``, a middle dot or an ideographic full stop, a comma before the top-level
domain, HTML comments around the "@", "#" for "@", and an address whose domain is only a well-known
mail provider's name ("hoffmann-jurgen at gmail"). The marks are read as "@" and "." in a view of
the text; an address found in it is reported over the original characters."""
from __future__ import annotations

import re
from typing import Iterable

import re2

#: What stands for "@" or "." (a comment around an "@" is swallowed with it).
_MARK = re.compile(r"\\u0040|\\x40|\\@|\(a\)|\[@\]|\(@\)|\s*[\[({]\s*at\s*[\])}]\s*|(?:<!--[^>\n]{0,30}-->)+@(?:<!--[^>\n]{0,30}-->)*|@(?:<!--[^>\n]{0,30}-->)+"
                   r"|\[\.\]|\(\.\)|\\\.|[·。．]|[\"'] ?[+.] ?[\"']@[\"'] ?[+.] ?[\"']", re.I)
#: Marks only a writer hiding an address uses (a comment, an escape, strings joined around an "@"): the
#: address they build needs no well-known top-level domain.
_HIDING = re.compile(r"<!--|\\u0040|\\x40|\+")
_AT_MARKS = ("\\u0040", "\\x40", "(a)", "@", "at")
#: Substrings one of which a text holds when it holds a mark (a bracketed "at" alone is the other
#: detectors' business).
_MARK_NEEDLES = ("\\u0040", "\\x40", "\\@", "\\.", "(a)", "(A)", "[@]", "(@)", "<!--", "[.]", "(.)", "·", "。", "．", "\"@\"",
                 "'@'")
_COMMA_TLD = re.compile(r"@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*,(?P<tld>[A-Za-z]{2,24})(?![\w-])", re.A)
#: A local part shaped like an address's right before the "at" (also read by ``pii_email``).
LOCAL_BEFORE_AT = re.compile(r"(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}\Z", re.A)
_LOCAL = r"[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}"
#: A domain's label before the top-level domain, in any of the common scripts ("合唱団", "bücherei-chor"):
#: explicit ranges, so that the ASCII top-level domain still ends at a letter of another script.
IDN_CHARS = r"A-Za-z0-9\u00c0-\u024f\u0370-\u052f\u0590-\u06ff\u0900-\u0dff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
IDN_LABEL = rf"[{IDN_CHARS}][{IDN_CHARS}-]{{0,62}}"
_ADDRESS = re.compile(rf"(?<![\w.%+\\-]){_LOCAL}@{IDN_LABEL}(?:\.{IDN_LABEL})*\.(?P<tld>[A-Za-z]{{2,24}})(?![\w-])",
                      re.A)
#: "#" for "@" ("ryan66#live.com"): the domain must end in a known top-level domain.
_HASHED = re.compile(r"#[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.(?P<tld>[A-Za-z]{2,24})(?![\w.-])", re.A)
#: The domain left out, a mail provider named instead ("sunnyday137 on gmail").
_PROVIDERS = ("gmail", "googlemail", "outlook", "hotmail", "icloud", "yahoo", "gmx", "protonmail", "proton", "aol", "yandex",
              "t-online", "libero", "wanadoo", "naver", "hanmail", "fastmail", "zoho")
_PROVIDED = re.compile(rf"(?<![\w.%+-])(?P<local>{_LOCAL})\s+(?:at|on|@|arroba|chez|bei|su)\s+(?:{'|'.join(_PROVIDERS)})\b(?!\.\w|-)",
                       re.I | re.A)
#: (RE2: one linear pass whatever the text's length)
_PROVIDER_GATE = re2.compile("(?i)" + "|".join(map(re2.escape, _PROVIDERS)))
_MARK_GATE = re2.compile("|".join(map(re2.escape, _MARK_NEEDLES)))
#: A file's name is no local part ("README.md at github.com", "page.html#top.io").
FILE_ENDINGS = tuple("." + e for e in "md txt py js ts json yml yaml toml pdf doc docx csv png jpg gif html htm php xml zip gz exe "
                     "sh cfg ini log rst".split())


def _tld_ok(tld: str, generic: frozenset[str]) -> bool:
    return len(tld) == 2 or tld.lower() in generic


def shaped_local(local: str) -> bool:
    """A local part that looks like an address's: a digit, a dot, an underscore or a plus, or two
    words of four letters or more joined by a hyphen ("hoffmann-jurgen", not "check-in")."""
    if any(c.isdigit() or c in "._+" for c in local):
        return True
    parts = local.split("-")
    return len(parts) == 2 and all(len(p) >= 4 and p.isalpha() for p in parts)


def marked_emails(text: str, generic: frozenset[str]) -> Iterable[tuple[int, int]]:
    """Spans of addresses written with marks for "@" or ".", "#" for "@", or a provider's name for
    the domain (``generic``: the generic top-level domains accepted besides countries')."""
    at = text.find("#")
    while at > 0:
        m = _HASHED.match(text, at)
        local = LOCAL_BEFORE_AT.search(text, max(0, at - 64), at) if m else None
        if m and local and _tld_ok(m.group("tld"), generic) and text[local.start() - 1:local.start()] not in ("#", "/") \
                and not local.group().lower().endswith(FILE_ENDINGS) and any(c.isalpha() for c in local.group()):
            yield local.start(), m.end()
        at = text.find("#", at + 1)
    lowered = text.lower() if len(text) <= 512 else ""
    if _PROVIDER_GATE.search(text) if len(text) > 512 else any(p in lowered for p in _PROVIDERS):
        for m in _PROVIDED.finditer(text):
            if shaped_local(m.group("local")):
                yield m.span()
    if "@" in text and "," in text:  # a comma before the top-level domain ("name@example,com")
        at = text.find("@")
        while at != -1:
            m = _COMMA_TLD.match(text, at)
            local = LOCAL_BEFORE_AT.search(text, max(0, at - 64), at) if m else None
            if m and local and _tld_ok(m.group("tld"), generic):
                yield local.start(), m.end()
            at = text.find("@", at + 1)
    if not (_MARK_GATE.search(text) if len(text) > 512 else any(m in text for m in _MARK_NEEDLES)):
        return  # the common case, decided by substring tests
    view, where, marks = _view(text)
    for m in _ADDRESS.finditer(view):
        inside = [i for i in marks if m.start() <= i < m.end()]
        if inside and (_tld_ok(m.group("tld"), generic) or any(_HIDING.search(_MARK.match(text, where[i]).group())
                                                                for i in inside)):
            yield where[m.start()], where[m.end() - 1] + 1


def _view(text: str) -> tuple[str, list[int], list[int]]:
    """``text`` with each mark read as "@" or ".", for each character of the view where it stands in
    ``text``, and where the marks stand in the view."""
    out: list[str] = []
    where: list[int] = []
    marks: list[int] = []
    last = 0
    for m in _MARK.finditer(text):
        out.append(text[last:m.start()])
        where.extend(range(last, m.start()))
        mark = m.group()
        marks.append(len(where))
        out.append("@" if any(a in mark.lower() for a in _AT_MARKS) else ".")
        where.append(m.start())
        last = m.end()
    out.append(text[last:])
    where.extend(range(last, len(text)))
    return "".join(out), where, marks


#: The end of a streamed buffer that may still become such an address: a local part before a
#: provider's name still arriving, or before comments around an "@".
#: The words between the local part and the provider, and their beginnings.
CONNECTOR_STARTS = frozenset({w[:n] for w in ("at", "on", "arroba", "chez", "bei", "su") for n in range(1, len(w) + 1)} | {"@"})
_CONNECTORS = "|".join(sorted(CONNECTOR_STARTS, key=len, reverse=True))
MARKED_TAIL = re.compile(rf"(?<![\w.%+-]){_LOCAL}(?:\s+(?:{_CONNECTORS})(?:\s+[A-Za-z0-9-]*)?"
                         rf"|(?:<(?:!-?-?[^>\n]{{0,30}}(?:--?>?)?)?@?)+[{IDN_CHARS}.-]*)\s*\Z", re.I)
