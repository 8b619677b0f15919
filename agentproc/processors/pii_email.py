"""E-mail addresses: plain ones (Unicode domains included) and ones written to dodge filters.

Only a window around each ``@`` (or each spelled-out ``at``) is scanned. Local parts and domains
may be in any script (``用户@例子.广告``, ``bücher.de``, ``почта.рф``) or in punycode (``xn--…``);
an ASCII local part or top-level domain ends at the first character of another script, so an
address glued to Japanese or Arabic text stays bounded. Disguised forms: ``name @ example.com``, ``name [at] example [dot] com``,
``name(at)example.com``, ``name&#64;example.com``. The ``@`` that ends a URL's user part
(``postgres://app:pw@db.internal``, ``https://token@github.com``) is not an address's."""
from __future__ import annotations

import re
from typing import Any, Iterable

import re2

from . import pii_screen
from .pii_email_marks import (CONNECTOR_STARTS, FILE_ENDINGS, IDN_CHARS, IDN_LABEL, LOCAL_BEFORE_AT, MARKED_TAIL, marked_emails,
                              shaped_local)

#: Combining marks that are part of letters (Thai vowels, Indic and Arabic signs).
_MARKS = r"\u0300-\u036f\u0591-\u05c7\u0610-\u065f\u0900-\u0dff\u0e31-\u0e4e\u0eb1-\u0ecd"
#: A local part in any script (internationalised addresses: "用户@例子.广告").
_LOCAL = rf"[^\W_][\w{_MARKS}.%+-]{{0,63}}"
_LABEL = rf"[^\W_](?:[\w{_MARKS}-]{{0,62}})"
_TLD = rf"(?:xn--[a-z0-9-]{{2,59}}|[A-Za-z]{{2,24}}(?![A-Za-z0-9-])|[^\W\d_][\w{_MARKS}]{{1,23}})"
EMAIL = re.compile(rf"{_LOCAL}@(?:{_LABEL}\.)+{_TLD}")
_LEFT = re.compile(rf"[\w{_MARKS}.+-]")
#: Asterisks after a letter right before the local part: an address already masked ("b****u@libero.it"),
#: not "u@libero.it" (bold text's "**ana@…**" is an address).
_MASKED = re.compile(r"\w\*+\Z")
#: A path right after the host: an SSH remote ("git@github.com:team/repo.git"), not an address.
_REMOTE = re.compile(r":[\w~/.-]")
#: Up to the last character of a script written without spaces between words (Hebrew, Arabic,
#: Indic, Thai, CJK, Hangul, full-width forms) before an ASCII local part: text it is glued to.
_GLUED_PREFIX = re.compile(r".*[\u0590-\u0eff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]", re.S)

#: Spelled-out or encoded "at" and "dot" (case-insensitive); plain "@" between spaces too.
_AT = (r"(?:\s*(?:\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\[@\]|\(@\))\s*|\s*&\#0*64;\s*|\s*&\#x0*40;\s*"
       r"|\s*&commat;\s*|\s+@\s*|\s*@\s+|%40)")
_DOT = (r"(?:\s*(?:[\[({<]\s*(?:dot|点|點|ドット|점)\s*[\])}>]|&\#0*46;|&\#x0*2e;|&period;)\s*|\.| \. |%2e)")
#: (the labels before the top-level domain in any common script: "name [at] 合唱団 [dot] jp")
_DISGUISED = re.compile(
    rf"(?P<local>[A-Za-z0-9][A-Za-z0-9._%+-]{{0,63}}){_AT}"
    rf"(?P<domain>{IDN_LABEL}(?:{_DOT}{IDN_LABEL})*{_DOT}[A-Za-z0-9][A-Za-z0-9-]{{0,62}})", re.I | re.A)
#: "at" and "dot" written as words, in several languages, bare or in brackets: an address so
#: written ("name at example dot com", "nome chiocciola esempio punto it") must spell out a dot
#: too, or "look at example.com" would be one.
AT_WORDS = ("at sign", "at-sign", "at", "ät", "arroba", "arobase", "chiocciola", "apenstaartje", "klammeraffe", "małpa", "malpa",
            "kukac", "arond", "zavináč", "zavinac", "snabel-a", "krøllalfa", "собака", "sobaka", "παπάκι", "papaki",
            "アットマーク", "あっと", "the snail", "snail", "et işareti", "at işareti", "एट", "골뱅이")
DOT_WORDS = ("dot", "punkt", "punto", "ponto", "punt", "point", "punct", "pont", "kropka", "nokta", "tečka", "tecka", "piste",
             "prik", "точка", "tochka", "τελεία", "teleia", "ドット", "どっと", "डॉट", "점")
_WORD_AT = rf",?\s+[\[({{-]?(?:{'|'.join(AT_WORDS)})[\])}}-]?,?\s+"
_WORD_DOT = rf"\s+[\[({{-]?(?:{'|'.join(DOT_WORDS)})[\])}}-]?\s+"
_WORDED = re.compile(
    rf"(?P<local>[A-Za-z0-9][A-Za-z0-9._%+-]{{0,63}}){_WORD_AT}"
    rf"(?P<domain>(?:{IDN_LABEL}\.)*{IDN_LABEL}(?:{_WORD_DOT}{IDN_LABEL})*{_WORD_DOT}[A-Za-z0-9][A-Za-z0-9-]{{0,62}})", re.I)
_WORDED_SCREEN = pii_screen.screened(_WORDED)
_WORD_AT_MARK = re.compile(rf"(?i){_WORD_AT}")
#: (RE2 on a long text: one linear pass, unlike an alternation of literals in ``re``)
_DOT_WORD_GATE = re2.compile("|".join(map(re2.escape, DOT_WORDS)))
_AT_WORD_GATE = re2.compile("|".join(map(re2.escape, AT_WORDS)))
_OTHER_AT_GATE = re2.Set.SearchSet()  # (a set of one: a yes or no, no match object to build)
_OTHER_AT_WORDS = tuple(w for w in AT_WORDS if w != "at")
_OTHER_AT_GATE.Add("|".join(map(re2.escape, _OTHER_AT_WORDS)))
_OTHER_AT_GATE.Compile()
#: Where a disguised "at" is: the windows around these are all that is scanned.
_BRACKET_AT = re.compile(r"[\[({<] ?[aA][tT] ?[\])}>]|[\[(]@[\])]")
_BRACKET_AT_SCREEN = pii_screen.screened(_BRACKET_AT)
_ENTITY_AT = re.compile(r"&(?:\#0*64;|\#x0*40;|commat;)", re.I)
_LAST_LABEL = re.compile(r"[A-Za-z0-9-]+\Z", re.A)
_PERCENT_DOT = re.compile(r"%2e", re.I)
#: Top-level domains accepted after a bare " @ " (the spaced form is also how people write
#: "meet @ the.lobby"): two-letter country codes and the common generic ones.
_GENERIC_TLDS = frozenset("com org net edu gov mil int info biz io dev app ai co me email mail online site shop "
                          "tech cloud xyz".split())


#: File endings that are no top-level domain: a high-density image's or a document's version's name
#: ("icon@2x.svg", "contrato_v3@revisado.docx") is no address.
_FILE_TLDS = frozenset("png jpg jpeg gif svg webp ico bmp tif tiff heic avif pdf js css htm html json yml yaml txt md csv "
                       "log doc docx xls xlsx ppt pptx odt ods odp rtf mp3 mp4 wav rar 7z tar gz".split())
#: A platform whose handle ("Slack @marta.shop") is written with an "@" after its name.
_PLATFORMS = frozenset("slack twitter x instagram insta ig telegram tg github gitlab discord mastodon tiktok threads "
                       "bluesky bsky linkedin reddit matrix signal skype teams handle".split())


def has_any(text: str, words: tuple[str, ...], gate: Any) -> bool:
    """Whether ``text`` holds one of ``words``: substring tests on a short text (a streamed buffer),
    one pass of the RE2 ``gate`` on a long one."""
    return gate.search(text) is not None if len(text) > 512 else any(w in text for w in words)


def in_url_user_part(text: str, at: int) -> bool:
    """Whether the ``@`` at ``at`` ends the user part of a URL: "://" before it in the same word,
    with no "/" between (the secret detectors take the password there)."""
    start = max(0, at - 300)
    scheme = text.rfind("://", start, at)
    return scheme != -1 and not any(c.isspace() or c == "/" for c in text[scheme + 3:at])


def emails(text: str) -> Iterable[tuple[int, int]]:
    """Spans of plain addresses."""
    at = text.find("@")
    done = 0
    while at != -1:
        if in_url_user_part(text, at):
            at = text.find("@", at + 1)
            continue
        window = max(done, at - 64)
        for m in EMAIL.finditer(text, window, min(len(text), at + 320)):
            s = m.start()
            if s <= at < m.end() and not (s > 0 and _LEFT.match(text, s - 1)) and not _REMOTE.match(text, m.end()) \
                    and m.group().rsplit(".", 1)[-1].lower() not in _FILE_TLDS and not _MASKED.search(text, max(0, s - 20), s):
                local = text[s:at]
                if not local.isascii() and local[-1].isascii():
                    # "私の連絡先はname@…": an ASCII local part glued to other text starts after it.
                    glued = _GLUED_PREFIX.match(local)
                    if glued is not None and glued.end() < len(local):
                        s += glued.end()
                yield s, m.end()
                done = m.end()
                break
            if s > at:
                break
        at = text.find("@", max(at + 1, done))


def disguised_emails(text: str) -> Iterable[tuple[int, int]]:
    """Spans of addresses written with a spelled-out or encoded ``at`` (and ``dot``): only a
    window around each such ``at`` is scanned."""
    yield from _worded_emails(text)
    yield from _at_word_emails(text)
    yield from marked_emails(text, _GENERIC_TLDS)
    if "_at_" in text or "_AT_" in text:
        yield from _underscored_emails(text)
    if " @ " in text:
        yield from _spaced_emails(text)
    if "\n." in text and "@" in text:
        yield from _wrapped_emails(text)
    if not ("@" in text or "&" in text or "%40" in text
            or ("t" in text and ("]" in text or ")" in text or "}" in text or ">" in text))):
        return  # the common case, decided by substring tests
    done = 0
    for at_start, at_end in _markers(text):
        if at_start < done:
            continue
        for m in _DISGUISED.finditer(text, max(done, at_start - 70), min(len(text), at_end + 260)):
            if m.start() > at_start:
                break
            if m.end("local") > at_start or m.start("domain") < at_end:
                continue  # another "at" than this one
            if _acceptable(text, m):
                done = m.end()
                yield m.start(), m.end()
                break


#: A domain with its dots written after " at " ("aydin.reka9 at tiscali.it"; the local part before it
#: must hold two letters, and a digit, a dot, an underscore or a plus).
_DOMAIN_AFTER_AT = re.compile(r"(?:[A-Za-z0-9][A-Za-z0-9-]{0,62}\.)+(?P<tld>[A-Za-z]{2,24})(?![\w-]|\.\w)", re.A)


def _at_word_emails(text: str) -> Iterable[tuple[int, int]]:
    """Spans of addresses whose "at" is a word and whose domain keeps its dots ("popescu.andrei2 at
    gmail.com"): the local part must look like one and the top-level domain be a country's or a common
    generic one, so that "look at example.com" or "meet at noon.ly" is not an address."""
    lowered = text.lower()
    spots = []
    at = lowered.find(" at ")
    while at != -1:
        spots.append((at, at + 4))
        at = lowered.find(" at ", at + 4)
    if _OTHER_AT_GATE.Match(lowered):  # "name (the snail) example.com" (one RE2 pass: cheaper than 25 substring tests)
        spots += [m.span() for m in _at_marks_near(text, lowered, _OTHER_AT_WORDS, 64, 80)
                  if m.group().strip(" ,").lower() != "at"]
    for at, after in spots:
        domain = _DOMAIN_AFTER_AT.match(text, after)
        if domain is None:
            continue  # "at the door": the common case, decided before the look back for a local part
        local = LOCAL_BEFORE_AT.search(text, max(0, at - 64), at)
        name = local.group() if local else ""
        if (any(c in name for c in "0123456789._+") and sum(c.isalpha() for c in name) >= 2
                and not name.lower().endswith(FILE_ENDINGS)):
            tld = domain.group("tld").lower()
            if len(tld) == 2 or tld in _GENERIC_TLDS:
                yield local.start(), domain.end()


def _worded_emails(text: str) -> Iterable[tuple[int, int]]:
    """Spans of addresses whose "at" and at least one "dot" are words ("name at example dot com")."""
    lowered = text.lower()
    if not has_any(lowered, DOT_WORDS, _DOT_WORD_GATE) or not has_any(lowered, AT_WORDS, _AT_WORD_GATE):
        return  # the common case
    if not pii_screen.may_match(_WORDED_SCREEN, text):
        return  # a long text with both words, and none of its "at"s followed by a domain
    done = 0
    # an "at" up to the window _WORDED is run in before a dot word
    for at in _at_marks_near(text, lowered, DOT_WORDS, 400, 0):
        if at.start() < done:
            continue
        for m in _WORDED.finditer(text, max(done, at.start() - 70), min(len(text), at.end() + 260)):
            if m.start() > at.start():
                break
            if m.end("local") != at.start() or not _acceptable(text, m):
                continue
            done = m.end()
            yield m.start(), m.end()
            break


def _at_marks_near(text: str, lowered: str, words: Iterable[str], before: int, after: int) -> Iterable[re.Match[str]]:
    """The worded "at"s of ``text`` within ``before`` characters before and ``after`` characters after
    one of ``words``: only those stretches are searched (a case-insensitive alternation that may start at
    every space costs more over a long text than everything else here)."""
    if len(lowered) != len(text):  # lower-casing moved positions ("İ"): search it all
        yield from _WORD_AT_MARK.finditer(text)
        return
    spots = []
    for word in words:
        i = lowered.find(word)
        while i != -1:
            spots.append(i)
            i = lowered.find(word, i + len(word))
    stretches: list[list[int]] = []
    for spot in sorted(spots):
        if stretches and spot - before <= stretches[-1][1]:
            stretches[-1][1] = min(len(text), spot + after)
        else:
            stretches.append([max(0, spot - before), min(len(text), spot + after)])
    for a, b in stretches:
        yield from _WORD_AT_MARK.finditer(text, a, b)


#: "name_at_example_dot_com": the address as one word, "at" and "dot" between underscores.
_UNDERSCORED = re.compile(r"(?<![\w.%+-])[A-Za-z0-9][\w.%+-]{0,63}?_(?:at|AT)_[A-Za-z0-9-]{1,63}(?:_(?:dot|DOT)_[A-Za-z0-9-]{1,63})+"
                          r"(?![\w-])", re.A)


def _underscored_emails(text: str) -> Iterable[tuple[int, int]]:
    for m in _UNDERSCORED.finditer(text):
        tld = m.group().rsplit("_", 1)[1]
        if tld.isalpha() and 2 <= len(tld) <= 24:
            yield m.span()


#: An address whose domain runs on past a line break right before one of its dots.
_WRAPPED = re.compile(rf"(?<![\w.%+-]){_LOCAL}@(?:{_LABEL}\.)*{_LABEL}[ \t]*\r?\n[ \t]*\.(?:{_LABEL}\.)*{_TLD}")


def _wrapped_emails(text: str) -> Iterable[tuple[int, int]]:
    i = text.find("\n.")
    while i != -1:
        for m in _WRAPPED.finditer(text, max(0, i - 140), min(len(text), i + 80)):
            if m.start() <= i < m.end():
                yield m.span()
                break
        i = text.find("\n.", i + 2)


def _spaced_emails(text: str) -> Iterable[tuple[int, int]]:
    """Spans of addresses written a character at a time ("j o h n @ e x a m p l e . c o m")."""

    def single(i: int) -> bool:  # an address's character alone between spaces (or the text's ends, or punctuation)
        return ((text[i].isalnum() or text[i] in "._%+-") and (i == 0 or not text[i - 1].isalnum())
                and (i + 1 == len(text) or not text[i + 1].isalnum()))

    at = text.find(" @ ")
    while at != -1:
        first, last = at - 1, at + 3
        if first >= 0 and last < len(text) and single(first) and single(last):
            while first >= 2 and text[first - 1] == " " and text[first - 2] != " " and single(first - 2):
                first -= 2  # (a space between each: a line break ends the address)
            while last + 2 < len(text) and text[last + 1] == " " and text[last + 2] != " " and single(last + 2):
                last += 2
            while first < at and not text[first].isalnum():  # a dash or a dot before the address is none of it
                first += 2
            while last > at and not text[last].isalnum():
                last -= 2
            if at - first >= 4 and EMAIL.fullmatch(text[first:last + 1].replace(" ", "")):
                yield first, last + 1
        at = text.find(" @ ", at + 3)


def _markers(text: str) -> list[tuple[int, int]]:
    """Spans of the disguised "at"s, found with substring searches (a case-insensitive
    alternation over the whole text costs more than everything else here)."""
    found = [m.span() for m in pii_screen.finditer(_BRACKET_AT, _BRACKET_AT_SCREEN, text)] if "[" in text or "(" in text or "{" in text or "<" in text else []
    i = text.find("%40")
    while i != -1:
        found.append((i, i + 3))
        i = text.find("%40", i + 3)
    for char in "@&":
        i = text.find(char)
        while i != -1:
            if char == "@":
                if text[i - 1:i].isspace() or text[i + 1:i + 2].isspace():
                    found.append((i, i + 1))
            else:
                m = _ENTITY_AT.match(text, i)
                if m:
                    found.append(m.span())
            i = text.find(char, i + 1)
    return sorted(found)


def _acceptable(text: str, m: re.Match[str]) -> bool:
    start = m.start()
    if start > 0 and re.match(r"[A-Za-z0-9._%+-]", text[start - 1]):
        return False
    tld = _LAST_LABEL.search(_PERCENT_DOT.sub(".", m.group("domain")))
    if tld is None or not tld.group().isalpha() or not 2 <= len(tld.group()) <= 24:
        return False
    between = text[m.end("local"):m.start("domain")]
    if between.startswith((" ", "\t")) and between.strip() == "@" and m.group("local").lower() in _PLATFORMS:
        return False  # a handle after its platform's name
    spaced_at = "@" in between
    # (any top-level domain after a local part shaped like an address's: "keiko77 @ gullrock.museum", not "Thanks @ the.team")
    return (not spaced_at or len(tld.group()) == 2 or tld.group().lower() in _GENERIC_TLDS
            or ("\n" not in between and len(m.group("local")) >= 4 and shaped_local(m.group("local"))))


def _prefixes(words: Iterable[str]) -> str:
    """An alternation of ``words`` and every beginning of them, longest first."""
    cuts = {w[:n] for w in words for n in range(1, len(w) + 1)}
    return "|".join(re.escape(c) for c in sorted(cuts, key=len, reverse=True))


#: The end of a streamed buffer that may still become a worded address: a word shaped like a
#: local part (a dot, an underscore, a plus, a hyphen or a digit in it), an "at" word or its
#: beginning, then labels (the first may keep its dots: "… at gmail.com") and "dot" words (or their
#: beginnings) in turn.
_DOTS_TAIL = (rf"(?:,?\s+[{IDN_CHARS}.-]+(?:\s+(?:[\[({{-]|[\[({{-]?(?:{_prefixes(DOT_WORDS)}))[\])}}-]?"
              rf"(?:\s+[{IDN_CHARS}-]*)?)*)?")
WORDED_TAIL = re.compile(
    rf"(?<![\w.%+-])[A-Za-z0-9._%+-]*[._+\-\d][A-Za-z0-9._%+-]*(?:,?\s+(?:[\[({{-]|[\[({{-]?(?:{_prefixes(AT_WORDS)}))[\])}}-]?,?"
    rf"{_DOTS_TAIL})?,?\s*\Z",
    re.I)
#: The same for a local part of letters alone, before an "at" word or its beginning ("cgeorgescu at
#: gmail do"): looked for only when one of the last words is such a word (``AT_STARTS``, ``AT_WORD_SET``).
PLAIN_WORDED_TAIL = re.compile(
    rf"(?<![\w.%+-])[A-Za-z0-9._%+-]{{3,}},?\s+[\[({{-]?(?:{_prefixes(AT_WORDS)})[\])}}-]?,?{_DOTS_TAIL},?\s*\Z", re.I)
#: Common words some "at" phrases start with ("the snail", French "et" of "et işareti"): an "at" word only
#: right after a word shaped like a local part.
_LEADING_WORDS = frozenset({"the", "et"})
AT_WORD_SET = frozenset(w for a in AT_WORDS for w in a.split()) - _LEADING_WORDS
DOT_WORD_SET = frozenset(DOT_WORDS)
AT_STARTS = frozenset(a[:n] for a in AT_WORDS if a.split()[0] not in _LEADING_WORDS for n in range(2, len(a) + 1))

_SHAPED_LOCAL = re.compile(r"[._+\-\d]")


def _at_word_near_the_end(last_words: list[str]) -> bool:
    """Whether the last word may begin an "at" word, one is among the three before it, or one is further
    back with a "dot" word after it ("… klammeraffe host punkt com punkt a"); a leading word counts right
    after a word shaped like a local part ("… the snail", "… et işareti" may follow)."""
    if not last_words:
        return False
    recent = [w.strip("[({-)]},") for w in last_words[-8:-1]]
    return (last_words[-1].strip("[({-") in AT_STARTS or any(w in AT_WORD_SET for w in recent[-3:])
            or (any(w in AT_WORD_SET for w in recent[:-3]) and any(w in DOT_WORD_SET for w in recent))
            or any(w in _LEADING_WORDS and _SHAPED_LOCAL.search(v) for v, w in list(zip(recent, recent[1:]))[-3:]))


def worded_tail_start(text: str, window_start: int) -> int | None:
    """Where an address written with words or marks that may still be arriving begins, at the end of a
    streamed buffer ("okafor-ryan.07 at hotmail do", "cgeorgescu arr", "name7 on gm", "name<!-- "):
    looked for when a local part shaped like one is among the last two words, an "at" word (or its
    beginning) among the last ones, or a connector or an opened comment at the end."""
    starts = []
    last_words = text[-80:].lower().split()
    at_word = _at_word_near_the_end(last_words)
    if " " in text[window_start:] and (at_word or any(_SHAPED_LOCAL.search(w) for w in last_words[-2:])):
        starts.append(WORDED_TAIL.search(text, window_start))
    if at_word:
        starts.append(PLAIN_WORDED_TAIL.search(text, max(window_start, len(text) - 80)))
    if "<" in text[-60:] or (last_words and (last_words[-1] in CONNECTOR_STARTS
                                             or (len(last_words) > 1 and last_words[-2] in CONNECTOR_STARTS))):
        starts.append(MARKED_TAIL.search(text, max(window_start, len(text) - 80)))
    found = [m.start() for m in starts if m is not None]
    return min(found) if found else None


#: An address whose line ends inside its domain: a dot may begin the next line ("ana.r@example\n.com").
_WRAPPED_TAIL = re.compile(r"(?<![\w.%+-])[A-Za-z0-9][\w.%+-]{0,63}@[\w-]+(?:\.[\w-]+)*[ \t]*\r?\n[ \t]*(?:\.[\w-]*)*\Z")
#: An address built of quoted strings joined around an "@" ("'ana.r' + '@' + 'example.com'").
_JOINED_TAIL = re.compile(r"[\"'][A-Za-z0-9][A-Za-z0-9._%+-]{0,63}(?:[\"'] ?[+.]? ?(?:[\"'](?:@(?:[\"'] ?[+.]? ?"
                          rf"(?:[\"'][{IDN_CHARS}.-]*)?)?)?)?)?\Z")


def split_address_tail_start(text: str, window_start: int) -> int | None:
    """Where an address wrapped before a dot or joined from strings begins, at the end of a streamed buffer:
    looked for only when an "@" and a line break, or a quotation mark, are near the end."""
    found = []
    if "@" in text[window_start:] and "\n" in text[-70:]:
        found.append(_WRAPPED_TAIL.search(text, window_start))
    if '"' in text[-80:] or "'" in text[-80:]:
        found.append(_JOINED_TAIL.search(text, max(window_start, len(text) - 80)))
    starts = [m.start() for m in found if m is not None]
    return min(starts) if starts else None
