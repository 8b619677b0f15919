"""Scored heuristics for prompt injection, grouped in families; the detector combines signals into one score.

Text is normalised first (``injection_text.normalize``). Each rule is a family, a name, a
weight and a pattern built from vocabularies (override verbs × what they target, persona
set-ups × liberation phrases …) rather than a list of known attacks: the general rules are in
``injection_patterns``, the substrings each needs in ``injection_needles``, phrase lists shared
by many languages in ``injection_lexicon``; this module runs them. Signals combine as
independent evidence: ``score = 1 - prod(1 - weight)``, one signal per rule; decoded payloads
(base64, hex, ASCII85, ROT13, reversed, Morse, Unicode tags, nested) are scanned again and add
one signal each. Other languages' cue families live in ``injection_lang``; in *document mode*
(text that is data: pasted documents, tool results) the rules of ``injection_document`` are
added. No rule names a phrase only one public collection uses: rules are built from the
vocabulary of a family (``bench/injection_protocol.py`` audits which rules' hits come from one
source only)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .injection_context import TALKED_ABOUT, discount, literal_stems, mentioned, quoted_spans, without_quotes_talked_about
from .injection_disguise import WEIGHT as DISGUISE_WEIGHT
from .injection_disguise import disguise
from .injection_document import DOCUMENT_SPECS
from .injection_lang import LATIN_SPECS, NON_ASCII_SPECS
from .injection_lexicon import LEXICON_SPECS, NON_ASCII_LEXICON_SPECS
from .injection_needles import ALSO as _ALSO_NEEDLES
from .injection_needles import NEEDLES as _NEEDLES
from .injection_patterns import RULE_SPECS as _RULE_SPECS
from .injection_pretexts import UNSCREENED
from .injection_reports import NOT_THE_ASSISTANTS_SECRET
from .injection_screen import Needles, Screen
from .injection_text import decoded_payloads, hidden_tag_text, normalize

CATEGORIES = (
    "instruction_override", "task_hijack", "roleplay_jailbreak", "fake_turn", "indirect", "encoded",
    "exfiltration", "prompt_extraction", "tag_smuggling",
)

_GATES: dict[str, Any] = {}
_QUOTATION_MARKS = "'\"`«»“”‘’„「"
#: Letters spaced apart lose the spaces between words too ("s e t y o u r"): such text is also
#: read with every non-letter removed, against the core of three families.
_SPACED_RUN = re.compile(r"[a-z]{25,}")
_NON_LETTER = re.compile(r"[^a-z]+")
_COMPACT = [(c, n, w, re.compile(p)) for c, n, w, p in (
    ("instruction_override", "compact:dismiss_instructions", 0.85,
     r"(?:ignor|disregard|forget|bypass|overrid|setaside|throwaway|stopobeying|stopfollowing|nolongerfollow)\w{0,40}?"
     r"(?:instructions|rules|guidelines|guidance|directives|prompt|constraints|restrictions|polic(?:y|ies)|programming|setup)"),
    ("prompt_extraction", "compact:reveal_prompt", 0.85,
     r"(?:reveal|show|print|output|display|repeat|tellme|giveme|writeout|leak)\w{0,30}?(?:systemprompt|systemmessage|"
     r"(?:hidden|secret|initial|original|setup)\w{0,12}(?:prompt|message|instructions|text)|yourinstructions|yourrules)"),
    ("roleplay_jailbreak", "compact:persona_unbound", 0.85,
     r"(?:youarenow|fromnowonyouare|actas|pretend|roleplay)\w{0,60}?(?:uncensored|unrestricted|unfiltered|jailbroken|"
     r"nocontentpolicy|norestrictions|norules|nolimits|neverrefuse)"),
    ("prompt_extraction", "compact:secret", 0.8, r"(?:whatis|tellme|giveme|reveal|spell)(?:the|your)(?:secret|hidden)?password"),
)]


def _compile(specs: list[tuple[str, str, float, str, str]]) -> list[tuple[str, str, float, re.Pattern[str], Any]]:
    out = []
    for c, n, w, p, gate in specs:
        if isinstance(gate, tuple):
            _GATES.setdefault(gate, gate)
        elif gate and gate not in _GATES:
            _GATES[gate] = literal_stems(gate) or re.compile(gate)
        out.append((c, n, w, re.compile(p), _GATES[gate] if gate else None))
    return out


_COMPILED = [(c, n, w, re.compile(p), frozenset(_NEEDLES.get(n, ()))) for c, n, w, p in _RULE_SPECS]
#: Every needle, and every substring a rule needs as well (``injection_needles.ALSO``): one pass finds them all.
_ALL_NEEDLES = tuple(sorted({n for needles in _NEEDLES.values() for n in needles}
                            | {n for needles in _ALSO_NEEDLES.values() for n in needles}))
#: needle → the rules it lets run, and the rules that always run: a text pays for the needles it
#: holds, not for every rule.
_BY_NEEDLE: dict[str, set[int]] = {n: set() for n in _ALL_NEEDLES}
for _i, (_c, _n, _w, _p, _needles) in enumerate(_COMPILED):
    for _needle in _needles:
        _BY_NEEDLE[_needle].add(_i)
_ALWAYS = {i for i, rule in enumerate(_COMPILED) if not rule[4]}
_NEEDLE_SET = Needles(_ALL_NEEDLES)
#: rule → substrings of which one must be present as well (``injection_needles.ALSO``).
_ALSO = {i: frozenset(_ALSO_NEEDLES[rule[1]]) for i, rule in enumerate(_COMPILED) if rule[1] in _ALSO_NEEDLES}
_REPEATED = next(i for i, rule in enumerate(_COMPILED) if rule[1] == "repeated_token")
_LATIN = _compile(LATIN_SPECS)
#: A letter of a script other than Latin: the rules of other scripts need one (text that is not
#: ASCII only for a curly quote or a dash skips them).
_OTHER_SCRIPT = r"[^\x00-\u024f\u2000-\u206f\u20a0-\u20cf\u2100-\u2bff\ufe00-\ufe0f\U0001f000-\U0001faff]"
_NON_ASCII = _compile([(c, n, w, p, g or _OTHER_SCRIPT) for c, n, w, p, g in NON_ASCII_SPECS + NON_ASCII_LEXICON_SPECS])
_DOCUMENT = _compile(DOCUMENT_SPECS)
_LEXICON = _compile(LEXICON_SPECS)
_SCREENS: dict[int, Screen] = {}
#: Characters of pattern per filter of the general rules' screen (measured: each filter's pass then
#: keeps its states cached). The other groups' patterns are long lists of words, read fast in one.
_SCREEN_BUDGETS = {id(_COMPILED): 30_000}


def _screen(group: list[Any]) -> Screen:
    """The screen of a group of rules (``injection_screen``): the rules that may match a text,
    found in one pass. Built on first use: all of them take about a second, which a process
    pays when it first checks a text, not when it imports the detector."""
    screen = _SCREENS.get(id(group))
    if screen is None:
        skip = frozenset(i for i, rule in enumerate(group) if rule[1] in UNSCREENED)
        screen = _SCREENS[id(group)] = Screen([rule[3] for rule in group], skip, _SCREEN_BUDGETS.get(id(group)))
    return screen


@dataclass(frozen=True)
class Signal:
    """One rule that fired: family (``category``), rule name, weight and a short excerpt."""

    category: str
    rule: str
    weight: float
    excerpt: str


#: Words that make up much of any English text, and words of other languages written in Latin
#: letters that English text does not use.
_ENGLISH = frozenset("the and to of a in is you that it for on with as this be are i my your me can do what how have "
                     "not but or at if from we please will would an so all".split())
_NOT_ENGLISH = frozenset("und nicht ist ich les des est pas vous une los las que una por con nao voce uma het een niet "
                         "jij nie jest czy och att inte jag ikke og jsi este sunt bir degil yang tidak kamu anda khong "
                         "cua sina nem egy azt nije ili sei sind zijn ohne sans sin sem bez utan uden uten fara tanpa "
                         "ilman todas todos anteriores senha diga mostre minha meu seu sua ahora agora tus sus mir mich "
                         "dich dir dein deine mein meine alle tous toutes votre vos moi toi hay muy pero porque donde "
                         "tutte tutti della delle sono ignoriere ignorez ignora ignoruj zignoruj negeer vergiss olvida "
                         "oublie dimentica esqueca tylko mnie ktore jsem jako pouze".split())


#: English words that no other language's rule has in its match: such a match ("ignore the old VPN
#: instructions" for the French rule) is English text, which the English rules judge.
_SHARED_WITH_ENGLISH = (r"(?:ignore|instructions?|rules|policy|policies|filters?|restrictions|protocols?|programming|"
                        r"directives?|orders|commands|limits|system|prompt)")
_ENGLISH_IN_MATCH = re.compile(r"\b(?:the|your|all|any|and|of|previous|prior|these|those|my|with|from)\b|"
                               # or nothing but words that English shares with them ("ignore instructions")
                               rf"^{_SHARED_WITH_ENGLISH}(?: {_SHARED_WITH_ENGLISH})+$")


def _plainly_english(norm: str) -> bool:
    """Whether ``norm`` reads as English throughout (a quarter of its words English function
    words, none of another language's): then the rules of other Latin-script languages, which
    only match text in those languages, are skipped."""
    words = norm.split()
    if len(words) < 6 or not _NOT_ENGLISH.isdisjoint(words):
        return False
    return sum(map(_ENGLISH.__contains__, words)) * 4 >= len(words)


#: How many later matches of a rule are read when its first one is talked about.
LATER_MATCHES = 3


#: How long a line handing a document over may be ("Here's what the tool returned:") before the document's own
#: ``[tool: name]`` frame; other tags after words of the message are a forgery's (``<tool_result>`` in a review).
_LEAD_IN = 60


def _data_frame(before: str, frame: str) -> bool:
    lead = before.strip()
    return not lead or (frame.startswith("[tool:") and len(lead) <= _LEAD_IN and "\n" not in lead)


def _scan(norm: str, document: bool = False, general: bool = True) -> list[Signal]:
    found = []
    quoted: tuple[tuple[int, int], ...] | None = None

    def factor_of(category: str, m: re.Match[str], pattern: re.Pattern[str]) -> float:
        nonlocal quoted
        if quoted is None:
            quoted = quoted_spans(norm)
        start, end = m.span()
        for a, b in quoted:  # a match that runs into a quote from the words before it: the quote alone, if it matches,
            if start < a < end <= b:  # else what a quotation holds of it ("role-play request ('pretend you have no rules')")
                inner = pattern.search(norm, a, b)
                if inner:
                    start, end = inner.span()
                elif norm[a] in _QUOTATION_MARKS and norm[a - 1] in " \t\n([:":  # one that opens after a space, not an attribute's end
                    start = a
                break
        return discount(norm, category, start, end, quoted)

    def add(category: str, name: str, weight: float, m: re.Match[str], pattern: re.Pattern[str]) -> None:
        if document and name == "forged_tool_output" and _data_frame(norm[:m.start()], m.group()):
            return  # a tool result framed by its own tag: the frame of the data, not a forgery inside it
        factor, shown = factor_of(category, m, pattern), m
        if name.endswith(":secret_request") and NOT_THE_ASSISTANTS_SECRET.search(norm):
            factor = TALKED_ABOUT  # a password in a warning to people, not the assistant's asked for
        later: re.Match[str] | None = m
        for _ in range(LATER_MATCHES):  # a match talked about does not hide a later one that is made
            if factor == 1.0 or later is None or (later := pattern.search(norm, later.end())) is None:
                break
            if (f := factor_of(category, later, pattern)) > factor:
                factor, shown = f, later
        found.append(Signal(category, name, round(weight * factor, 3), _excerpt(shown.group())))

    if general:
        run = set(_ALWAYS)
        present = set(_NEEDLE_SET.found(norm))  # one pass for every needle
        for needle in present:
            run |= _BY_NEEDLE[needle]
        # a rule that needs a second thing as well, before the screen reads its whole pattern
        run -= {i for i in run & _ALSO.keys() if _ALSO[i].isdisjoint(present)}
        screened = _screen(_COMPILED).candidates(norm, among=run)
        if screened is not None:
            run &= screened
        if norm.count(" ") < 29:
            run.discard(_REPEATED)
        for i in sorted(run):
            category, name, weight, pattern, _ = _COMPILED[i]
            m = pattern.search(norm)
            if m:
                add(category, name, weight, m, pattern)
    groups = [_DOCUMENT] if document else []
    if general:  # a part of a text scanned already (``document_signals``) needs no language check
        groups = ([] if _plainly_english(norm) else [_LATIN, _LEXICON]) + ([_NON_ASCII] if not norm.isascii() else []) + groups
    opened: dict[int, bool] = {}
    for group in groups:
        candidates = _screen(group).candidates(norm)
        for index in range(len(group)) if candidates is None else sorted(candidates):
            category, name, weight, pattern, gate = group[index]
            if gate is not None:
                key = id(gate)
                if key not in opened:
                    opened[key] = (any(map(norm.__contains__, gate)) if isinstance(gate, tuple)
                                   else gate.search(norm) is not None)
                if not opened[key]:
                    continue
            m = pattern.search(norm)
            if m and not (group is _LATIN and _ENGLISH_IN_MATCH.search(m.group())):
                add(category, name, weight, m, pattern)
    if found and general:  # a rule of a language that shares the words with English ("ignore … instructions"): counted once
        names = {s.rule for s in found}
        found = [s for s in found if s.rule.partition(":")[2] not in names]
    if general and _SPACED_RUN.search(norm):
        # letters run together outside what is quoted to be talked about ("a Wi-Fi named 'IgnoreAllPrevious…' as a joke")
        spoken = without_quotes_talked_about(norm)
        if spoken is None or _SPACED_RUN.search(spoken):
            compact = _NON_LETTER.sub("", norm if spoken is None else spoken)
            for category, name, weight, pattern in _COMPACT:
                m = pattern.search(compact)
                if m:
                    found.append(Signal(category, name, weight, _excerpt(m.group())))
    return found


#: Zero-width characters and word joiners between two Latin letters: what is written to slip past
#: a filter (a soft hyphen, which web pages put inside long words, is not counted). A cue that
#: needs another; Persian's zero-width non-joiner and emoji sequences sit between other characters.
_ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"
_INSIDE_WORDS = re.compile(f"(?<=[A-Za-z])[{_ZERO_WIDTH}]+(?=[A-Za-z])")
INVISIBLE_AT_LEAST = 3


def document_signals(text: str) -> list[Signal]:
    """Only the document-mode rules, on a part of a text whose whole was scanned already."""
    return _scan(normalize(text), document=True, general=False)


def signals(text: str, *, decode: bool = True, document: bool = False, norm: str | None = None,
            hidden_texts: list[tuple[str, str]] | None = None) -> list[Signal]:
    """The rules that fire on ``text`` (with the document rules when ``document``), then on
    what its encodings and tag characters hide; ``norm``: ``normalize(text)``, when at hand;
    ``hidden_texts``: a list that receives (encoding, normalised text) of what was decoded."""
    norm = normalize(text) if norm is None else norm
    found = _scan(norm, document)
    if not decode:
        return found
    if not text.isascii() and any(c in text for c in _ZERO_WIDTH) and len(_INSIDE_WORDS.findall(text)) >= INVISIBLE_AT_LEAST:
        found.append(Signal("obfuscation", "invisible_inside_words", 0.55, _excerpt(norm)))
    kind = disguise(text)
    if kind:
        found.append(Signal("obfuscation", "disguised_text", DISGUISE_WEIGHT, kind))
    hidden = hidden_tag_text(text)
    if hidden:
        found.append(Signal("tag_smuggling", "unicode_tags", 0.9, _excerpt(hidden)))
        found += [Signal("tag_smuggling", "tags:" + s.rule, s.weight, s.excerpt) for s in _scan(normalize(hidden))]
    seen = {s.rule for s in found}
    for encoding, decoded in decoded_payloads(text):
        decoded_norm = normalize(decoded)
        if hidden_texts is not None:
            hidden_texts.append((encoding, decoded_norm))
        inner = [s for s in _scan(decoded_norm, document) if s.weight >= 0.5]
        if inner:
            top = max(inner, key=lambda s: s.weight)
            rule = f"{encoding}:{top.rule}"
            if rule not in seen:
                seen.add(rule)
                found.append(Signal("encoded", rule, min(0.95, top.weight + 0.05), _excerpt(decoded)))
    return _encoded_mentions(found, norm)


#: A run of base64 or hex letters in normalised (lower-case) text.
_BLOB = re.compile(r"[a-z0-9+/]{16,}={0,2}")


def _encoded_mentions(found: list[Signal], norm: str) -> list[Signal]:
    """Encoded payloads that a text only quotes to talk about (a training slide's example, "our bot
    refused this: …") weigh less, unless the text also asks for the payload to be carried out."""
    if not any(s.category == "encoded" for s in found) or any(s.rule == "decode_and_follow" for s in found):
        return found
    quoted = quoted_spans(norm)
    blobs = [m.span() for m in _BLOB.finditer(norm)]
    if not quoted or not blobs or not all(mentioned(norm, a, b, quoted, whole=True) for a, b in blobs):
        return found
    return [Signal(s.category, s.rule, round(s.weight * TALKED_ABOUT, 3), s.excerpt) if s.category == "encoded" else s
            for s in found]


#: Matches weighing less than this are mostly matches talked about (a text listing attacks to test a
#: filter quotes many); together they count at most ``WEAK_AT_MOST``: citing ten attacks is not one.
WEAK, WEAK_AT_MOST = 0.4, 0.6


def score(found: list[Signal]) -> float:
    """Noisy-OR of the matches' weights, the weak ones' share capped at ``WEAK_AT_MOST``."""
    strong = weak = 1.0
    for s in found:
        if s.weight >= WEAK:
            strong *= 1.0 - s.weight
        else:
            weak *= 1.0 - s.weight
    return round(1.0 - strong * max(weak, 1.0 - WEAK_AT_MOST), 4)


def _excerpt(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
