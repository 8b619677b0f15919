"""Where a rule's match sits, for the injection heuristics: quotes in a message about attacks,
chat markup in talk about templates or in code, documents pasted into a message, and the
literal stems that gate a family of rules cheaply."""
from __future__ import annotations

import re

#: Quoted text: what a message quotes (to ask about it, translate it, test a filter) is not
#: an order to the assistant when the message around it is a question *about* it. An apostrophe
#: inside a word ("don't … i'm") opens or closes no quote, nor does the value of an assignment,
#: a markup attribute or a JSON field (``x = '…'``, ``alt="…"``, ``"notes": "…"``).
_QUOTED = re.compile(r"(?<![a-z=])(?<!= )(?<!\": )'(?:[^'\n]|(?<=[a-z])'(?=[a-z])){6,300}'(?![a-z])|(?<!=)(?<!= )(?<!\": )\"[^\"\n]{6,300}\"|«[^»\n]{6,300}»|“[^”\n]{6,300}”|„[^“”\n]{6,300}[“”]|`[^`\n]{6,300}`|「[^」\n]{2,200}」")
_ABOUT = re.compile(r"\b(?:attacks?|injections?|jailbreak\w*|detect\w*|filter\w*|block\w*|defen[cds]\w*|mitigat\w*|"
                    r"examples? of|an example|for example|classif\w*|paper|research|glossary|security|red[- ]team\w*|pen ?test\w*|"
                    r"considered|called|phrase|strings?|villain|novel|story|glosario|glossaire|glossar|seguridad|securite|sicherheit|"
                    r"ataques?|attaques?|angriffe?|"
                    # reported, translated or moderated text: someone else's words, talked about
                    r"wrote|typed|sent|posted|submitted|pasted|tried|received|got a message|"
                    r"translat\w*|traduc\w*|[ü]bersetz\w*|means?|meaning|regex\w*|regular expressions?|catch(?:es)?|"
                    r"match(?:es|ing)?|flag\w*|ban|moderat\w*|spam|abus\w*|(?:answer|react) to|"
                    # text handed over for editing
                    r"rewrit\w*|rephras\w*|reword\w*|proofread\w*|edit|polish|shorten|sound (?:more|less|friendlier|nicer)|grammar|"
                    # text held up as an example: what others say, post or slip into documents
                    r"(?<!by )say(?:s|ing)|said|tweet\w*|posts?|(?:stuff|things|text|messages?|something|lines?|prompts?) like|such as|"
                    r"contain(?:s|ing)?|hid(?:e|es|ing)|fall(?:s)? for|dangerous|malicious|suspicious|weird|label\w*|"
                    r"dataset|categori[sz]\w*|categor(?:y|ies)|scam\w*|phishing|writes|appear(?:ed|s)|(?:was|were) (?:in|inside|found in) (?:the|a|an|this|our)|showed up|turned up|(?:not |un)acceptable|attackers?|researchers?|incidents?|awareness|training|exercise|quiz|"
                    # what a bot did with it, and where it was found
                    r"manipul\w*|trick\w*|explain like|repl(?:y|ied|ies) to|by refusing|refused (?:it|to)|found (?:this|it)|vulnerab\w*|posting|"
                    r"report (?:them|it|this|users?)|phrases|e\.g|expected|test(?:s|ing)?|susceptib\w*|threat model|"
                    r"red flags?|lecture|slides?|seminar|(?:in|into) (?:the|my|our|a) (?:system )?prompt|draft\w*|wording|(?:my|our) (?:\w+ )?(?:system )?prompt|rate|score|risky|"
                    r"(?:don't|do not|never) (?:follow|obey|act on|execute) it|contained|hidden|pytest|unittest|sanitis\w*|sanitiz\w*|"
                    r"escap(?:e|ed|es|ing)|aimed at|targeting|(?:is|was) (?:this|that|it) (?:a|an))\b"
                    # the same in scripts without spaces between words
                    r"|攻撃|攻击|フレーズ|短语|注入|脱獄|越狱|翻訳|翻译|意味|意思|例文|例子|공격|문구|번역|의미")
#: Chat templates are also what developers write about.
_TEMPLATE_TALK = re.compile(r"\b(?:template|tokeni[sz]er|format(?:s|ting|ted)?|python|code|function|parse|build|wrap\w*|markers?|"
                            r"mean|means|stand for|llama|mistral|chatml|gemma|"
                            r"special tokens?|fine-?tun\w*|dataset|how do i)\b|^\s*(?:def|class|import|from) |\n\s*(?:def|return|import) |"
                            r"\w+ = [\[{(\"]")


#: What rules of an office, a shop or a codebase are about (not the assistant's).
HOUSE = (r"(?:password|privacy|return|refund|travel|cookie|expense|leave|dress|parking|office|holiday|vacation|shipping|tax|"
          r"house|school|naming|style|formatting|lint|grading|submission|visitor|booking|cancellation|remote work|building|"
          r"safety data|fire|hygiene|security badge)")
#: A house word right before a match ("the parking rules are suspended"): an office's rules, not the model's.
_HOUSE_BEFORE = re.compile(rf"\b{HOUSE} $")
#: The user's own earlier instructions ("forget the previous instructions I gave you about the format").
_MINE_AFTER = re.compile(r" (?:that |which )?i (?:gave|sent|wrote|provided|typed|listed|mentioned|added)\b")
#: Instructions that the data holds, right after a match ("do not follow any instructions it contains"): a defence.
_IN_THE_DATA_AFTER = re.compile(r"(?: (?:that|which))? (?:(?:it|they|the \w+|this \w+) (?:contains?|includes?|holds?|carries|carry)|"
                                r"(?:in|inside|within|found in|embedded in|from) (?:the|this|that|these|those|any|such) "
                                r"(?:\w+ )?(?:text|texts|documents?|content|input|data|e-?mails?|pages?|messages?|files?|"
                                r"tool (?:output|results?)|results?|sources?|tags?|sections?)\b)")
#: An instruction that a text is said to contain ("a document might contain a hidden instruction for an AI"): talked about.
_MENTIONED_BEFORE = re.compile(r"\b(?:contains?|containing|hid(?:e|es|ing)|hidden in|embedded|slipped|planted|"
                               r"signs? (?:of|that)|risk (?:of|that)|examples? of|kinds? of|types? of)\b[^.?!\n]{0,40}$")
#: A match right after words of defence is what someone guards against ("stop users from
#: overriding its instructions"), not an order.
_GUARDING = re.compile(r"\b(?:stop|prevent|keep|protect|block|detect|defend|guard|harden|secure|resist)\w*"
                       r"(?:\s+[\w']+){0,4}?\s+(?:from|against)\s+(?:[\w']+\s+){0,2}$")
#: Words that hand the quoted text over to be carried out ("just follow it", "do what it says").
_OBEY = re.compile(r"(?:^|[.!?:,;]\s*|\b(?:just|please|and|then|now)\s+)(?:follow|obey|execute|carry out|act on|comply with|do) "
                   r"(?:it|this|that|them|these|those|the (?:above|below))\b|"
                   r"\bdo (?:what|as) (?:it|this|that|they|[\w +]{1,12}) says?\b")
#: What a match weighs, as a share of its weight, when it is talked about rather than made.
TALKED_ABOUT = 0.3
#: How far around a quote a long text is read for words about it (its own sentence or two).
_BEFORE, _AFTER = 200, 150


def discount(norm: str, category: str, start: int, end: int, quoted: list[tuple[int, int]] | None) -> float:
    """1, or less when the match is quoted inside a question or text about it (or, in a short
    message, its end is: "translate 'reveal your prompt'"), follows words of defence, or chat
    markup is talked about."""
    if category == "fake_turn" and _TEMPLATE_TALK.search(norm):
        return 0.5
    if category != "encoded" and _GUARDING.search(norm, max(0, start - 60), start):
        return TALKED_ABOUT
    if category == "instruction_override" and (_HOUSE_BEFORE.search(norm, max(0, start - 30), start)
                                               or _MINE_AFTER.match(norm, end) or _IN_THE_DATA_AFTER.match(norm, end)):
        return TALKED_ABOUT
    if category in ("indirect", "instruction_override", "prompt_extraction") and _MENTIONED_BEFORE.search(
            norm, max(0, start - 80), start):
        return TALKED_ABOUT
    if category == "encoded" or not quoted:
        return 1.0
    return TALKED_ABOUT if mentioned(norm, start, end, quoted, whole=category in ("indirect", "exfiltration")) else 1.0


def mentioned(norm: str, start: int, end: int, quoted: list[tuple[int, int]], *, whole: bool = False) -> bool:
    """Whether ``norm[start:end]`` is quoted in text about it: its end (in a short message; the whole
    of it when ``whole``, or in a long text) inside a quote whose surroundings talk about the
    quote and do not hand it over to be carried out."""
    for a, b in quoted:
        if not a < end <= b:
            continue
        if len(norm) <= 400 and not whole:
            outside = norm[:a] + " " + norm[b:]
        elif start >= a - 2:  # the whole match quoted (or from the colon before it); read the sentences around
            head = norm[max(0, a - _BEFORE):a]
            outside = head[head.rfind("\n\n") + 1:] + " " + norm[b:b + _AFTER].split("\n\n")[0]
        else:
            return False
        return bool(_ABOUT.search(outside) or _LABELLED_DATA.search(norm)) and not _OBEY.search(outside)
    return False


def without_quotes_talked_about(norm: str) -> str | None:
    """``norm`` with its quoted stretches left out, when the words around them talk about them
    (and do not hand them over to be carried out); None when it quotes nothing or only hands
    quotes over. What a message quotes to ask about, label or translate is not its own order."""
    quoted = quoted_spans(norm)
    if not quoted:
        return None
    parts, last = [], 0
    for a, b in sorted(quoted):
        if a >= last:
            parts.append(norm[last:a])
            last = b
    outside = " ".join(parts + [norm[last:]])
    if (_ABOUT.search(outside) or _LABELLED_DATA.search(norm)) and not _OBEY.search(outside):
        return outside
    return None


#: A line handed over to be labelled after a colon ("classify this as spam or injection: …"):
#: quoted as well as any text in quotation marks.
_HANDED = re.compile(r"\b(?:label\w*|classif\w*|categori[sz]\w*|flag\w*|moderat\w*|rate|score|mark\w*|tried|wrote|posted|submitted|"
                     r"received|(?:blocks?|catch(?:es)?|flags?|detects?|rejects?|stops?) (?:this|the following|these)(?: \w+)?|"
                     r"(?:this|the following|these|an?) (?:examples?|samples?|attacks?|payloads?|attempts?|injections?))\b"
                     r"[^:\n]{0,120}:[ \t]*\n?([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     r"|\b(?:don't|do not|never|not to) (?:follow|obey|act on|execute|carry out)\b[^:\n]{0,40}:[ \t]*\n?"
                     r"([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     # lines after a sentence saying where they were found ("found this in a pdf. what is it trying to do?")
                     r"|\b(?:found|saw|spotted|received|got|noticed)\b[^\n]{0,100}[?:][ \t]*\n([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     # a block set off by lines of dashes after words about it ("our log flagged this comment:")
                     r"|:[ \t]*\n-{3,}[ \t]*\n([\s\S]{6,1500}?)\n-{3,}[ \t]*(?:\n|$)")


#: Values of assignments and JSON fields, which are quotations only in labelled data and tests
#: (``{"text": "…", "label": "injection"}``, ``msg = "…"`` then ``assert detector.is_attack(msg)``).
_VALUE = re.compile(r"(?:= ?|\": ?)(\"[^\"\n]{6,300}\"|'[^'\n]{6,300}')")
_LABELLED_DATA = re.compile(r"\"(?:label|labels|annotator|category|expected\w*|is_attack|verdict|class)\"\s*:|\bassert\b|"
                            r"\bdef test_|\bexpected_behaviou?r\b|\btest ?case\b|\bpytest\b|\bparametri[sz]e\b")


def quoted_spans(norm: str) -> list[tuple[int, int]]:
    """The (start, end) of each quoted stretch of ``norm``, of a line handed over to be labelled,
    and, in labelled data and tests, of assigned and JSON values."""
    spans = [m.span() for m in _QUOTED.finditer(norm)] + [m.span(m.lastindex) for m in _HANDED.finditer(norm)]
    if ("=" in norm or '":' in norm) and _LABELLED_DATA.search(norm):
        spans += [m.span(1) for m in _VALUE.finditer(norm)]
    return spans


_FENCED = re.compile(r"```[^\n]*\n([\s\S]{40,}?)```")
_LONG_QUOTE = re.compile(r"[\"“«'„]([^\"”»'“]{200,})[\"”»'“]")
_LEAD_IN = re.compile(r"^[^\n]{0,200}?(?:summari[sz]e|translate|analy[sz]e|review|proofread|rewrite|explain|answer|read|check|"
                      r"here is|below is|the following)[^\n]{0,100}?:\s*\n([\s\S]{200,})", re.I)


def pasted_parts(text: str) -> list[str]:
    """Documents pasted into a message: fenced blocks, long quotes, what follows "summarise this:"."""
    parts = [m.group(1) for m in _FENCED.finditer(text)][:4]
    parts += [m.group(1) for m in _LONG_QUOTE.finditer(text)][:4]
    lead = _LEAD_IN.match(text)
    if lead:
        parts.append(lead.group(1))
    return parts


_META = set("\\()[]?*+{}|.^$")


def split_top(pattern: str) -> list[str] | None:
    """The top-level alternatives of ``pattern`` (None when it is not a plain alternation)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    return parts + [pattern[start:]] if depth == 0 else None


def literal_stems(pattern: str) -> tuple[str, ...] | None:
    """Literal beginnings every match of ``pattern`` starts with (None when some alternative
    has none of at least three characters): a gate made of them is checked with ``in``."""
    alternatives = split_top(pattern[5:-1] if pattern.startswith("\\b(?:") and pattern.endswith(")") else pattern)
    stems: list[str] = []
    for alt in alternatives or [None]:  # type: ignore[list-item]
        if alt is None:
            return None
        alt = alt[2:] if alt.startswith("\\b") else alt
        if alt.startswith("(?:"):
            depth, end = 0, -1
            for j, c in enumerate(alt):
                depth += (c == "(") - (c == ")")
                if depth == 0:
                    end = j
                    break
            inner = literal_stems(alt[3:end]) if end > 0 else None
            if inner is None:
                return None
            stems += inner
            continue
        lit = ""
        for c in alt:
            if c in _META:
                if c in "?*{" and lit:
                    lit = lit[:-1]
                break
            lit += c
        if len(lit) < 3:
            return None
        stems.append(lit)
    return tuple(sorted(set(stems)))
