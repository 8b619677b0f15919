"""Scored heuristics for prompt injection, grouped in families; the detector combines signals into one score.

Text is normalised first (``injection_text.normalize``). Each rule is a family, a name, a
weight and a pattern built from vocabularies (override verbs × what they target, persona
set-ups × liberation phrases …) rather than a list of known attacks. Signals combine as
independent evidence: ``score = 1 - prod(1 - weight)``, one signal per rule; decoded payloads
(base64, hex, ASCII85, ROT13, reversed, Morse, Unicode tags) are scanned again and add one
signal each."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .injection_text import decoded_payloads, hidden_tag_text, normalize

CATEGORIES = (
    "instruction_override", "task_hijack", "roleplay_jailbreak", "fake_turn", "indirect", "encoded",
    "exfiltration", "prompt_extraction", "tag_smuggling",
)

# -- vocabularies ----------------------------------------------------------------------------
_OVERRIDE = (r"(?:ignor(?:e|ing)|disregard(?:ing)?|forget(?:ting)?|skip|bypass|overrid(?:e|ing)|overwrite|drop|"
             r"abandon|set aside|discard|neglect|throw out|cancel|revoke|suspend|disable|deactivate|turn off|"
             r"(?:stop|quit) (?:following|obeying)|(?:do not|don't|no longer|never) (?:follow|obey|adhere to|comply with))")
_RULES = (r"(?:instructions?|rules|guidelines|guidance|directives?|directions|prompts?|constraints|guardrails|"
          r"polic(?:y|ies)|programming|configuration|training|restrictions|limitations|filters|orders|commands|"
          r"safety (?:settings|rules|measures|protocols?|filters|guidelines)|content (?:policy|filters?)|"
          r"(?:ethical|moral) (?:guidelines|rules|constraints)|safeguards|principles|tasks?|task above|"
          r"programming|what (?:you were|you've been|i) (?:told|said|given)|everything (?:above|before|you were told|else))")
_PRIOR = (r"(?:previous|prior|above|earlier|preceding|original|initial|old|existing|current|first|system|"
          r"default|given|pre-?set|built-?in|following)")
_AI = r"(?:ai|a\.i\.|assistant|language models?|llms?|models?|chat ?bots?|bots?|agents?|ai agents?|gpt|copilot|screeners?|ai screening tools?|coding assistants?)"
_PERSONA = (r"(?:you (?:are|will be|'re|shall be|will act as|will pretend to be|are going to (?:be|act as|pretend|roleplay))|"
            r"(?:act|behave|respond|answer|reply|speak) (?:as|like)|pretend(?:ing)? (?:to be|you are|you're|that you)|"
            r"role-?play(?:ing)?(?: as)?|play the (?:role|part)|take on the (?:role|persona)|persona|in character|"
            r"simulate|impersonate|immerse yourself|imagine (?:you are|you're|that you)|become|transform into)")
_LIBERATED = (r"(?:unrestricted|unfiltered|uncensored|unlimited|unbound|unchained|jailbr(?:oken|eak)|rogue|evil|"
              r"amoral|immoral|unethical|no (?:content )?(?:restrictions|limits|limitations|rules|filters?|guidelines|"
              r"ethics|morals|boundaries|censorship|policy|policies|constraints)|"
              r"without (?:any )?(?:restrictions|limits|rules|filters|guidelines|ethical|moral|censorship|boundaries)|"
              r"(?:freed|free|broken free|liberated|released) (?:from|of)|breaks? free|never (?:refuses?|says? no)|"
              r"(?:can|will) (?:do|answer|say) anything|do anything now|anything goes|developer mode|god mode|"
              r"dan mode|ignores? (?:all |the |any )?(?:rules|filters|guidelines|content polic(?:y|ies))|"
              r"(?:rules|laws|ethics|restrictions|ai safety rules) (?:do not|don't|no longer) (?:exist|apply)|"
              r"no (?:laws|rules) (?:exist|apply)|has no (?:rules|guidelines|filters|restrictions|limits|content policy)|"
              r"avoid norms|escaped)")
_DATA = (r"(?:conversation|chat(?: history| log|s)?|messages?|history|credentials|passwords?|api keys?|secrets?|"
         r"tokens?|session|personal (?:data|information)|user(?:'s)? (?:data|information|details|messages?|emails?|"
         r"password|address|name|location|contacts)|contacts|emails|private (?:discussion|data)|summary|"
         r"address(?:es)?|phone|location|system prompt)")

_RULE_SPECS: list[tuple[str, str, float, str]] = [
    # instruction override: a verb of dismissal aimed at the model's instructions
    ("instruction_override", "dismiss_instructions", 0.9,
     rf"\b{_OVERRIDE}\b(?:\s+\S+){{0,4}}?\s+(?:(?:all|any|every|each|of|the|your|my|these|those|its|whatever|"
     rf"{_PRIOR})\s+){{1,4}}(?:\S+\s+){{0,2}}?{_RULES}\b"),
    ("instruction_override", "dismiss_everything", 0.75,
     rf"\b{_OVERRIDE}\s+(?:everything|all(?: of)? (?:that|this|the above|you know|of it))\b"),
    ("instruction_override", "instructions_void", 0.85,
     rf"\b(?:your|the|all|any) (?:{_PRIOR} )?(?:\w+ )?{_RULES} (?:are|is|were|have been|has been|no longer)\s+"
     r"(?:now )?(?:void|obsolete|cancel+ed|revoked|invalid|outdated|replaced|lifted|removed|suspended|withdrawn|"
     r"disabled|over|a test|irrelevant|apply|valid)"),
    ("instruction_override", "dismiss_what_you_were_told", 0.85,
     rf"\b{_OVERRIDE} (?:what|everything|anything|all|whatever) (?:you were|you've been|you have been|you got|they) "
     r"(?:told|given|taught|instructed|programmed|trained)"),
    ("instruction_override", "safeguards_off", 0.8,
     r"\b(?:refusals?|filters?|filtering|safety|restrictions|guardrails|content polic(?:y|ies)|moderation|censorship|"
     r"safety (?:settings|filters|policies|rules)|previous restrictions|all restrictions)(?: \w+)? (?:are|is|have been|has been|now|will be)? ?"
     r"(?:disabled|lifted|removed|off|turned off|suspended|deactivated|bypassed|no longer active)"),
    ("instruction_override", "earlier_guidance_off", 0.8,
     r"\b(?:your|all) (?:earlier|previous|prior|original|initial|old) \w+(?: \w+)? (?:no longer|doesn't|does not|don't|do not) apply"),
    ("instruction_override", "obey_only_me", 0.75,
     r"\b(?:you (?:now )?(?:answer|respond|report|listen) only to me|(?:follow|obey) only (?:me|my (?:rules|orders|instructions|commands))|"
     r"your (?:only|new|sole) (?:goal|directive|purpose|job|task|orders?) (?:is|are) (?:now )?(?:to )?(?:obey|help me unconditionally|follow))"),
    ("instruction_override", "admin_approved", 0.5,
     r"\b(?:admin(?:istrator)?|developers?|operators?|openai|anthropic) (?:has |have )?(?:approved|authori[sz]ed|cleared|allowed)"
     r"|\bi have (?:\w+ )?(?:clearance|authori[sz]ation|permission) to\b"),
    # task-framing break: a separator line, then new orders
    ("task_hijack", "separator_then_orders", 0.85,
     r"(?:^|\n)\s*(?:[-=_*~#>+<]\s*){3,}(?:[^\n]{0,30}(?:end|stop|input|text|task)[^\n]{0,20})?\s*\n\s*(?:[^\n]{0,40}?)"
     rf"(?:{_OVERRIDE}|instead|new (?:task|instructions?|rules?|orders?|directive)|actually|scratch that|never ?mind|stop\.|"
     r"the (?:real|actual) task|your (?:new|real|actual) (?:task|job|goal)|the (?:previous|above) task is|system override|now (?:say|print|output|write|respond|reply|forget|reveal|tell))"),
    ("task_hijack", "instead_respond_with", 0.55,
     r"\binstead(?: of [^.\n]{0,40})?,? (?:just )?(?:say|print|output|write|respond|reply|answer|tell)\b"),
    ("task_hijack", "new_task", 0.5,
     r"(?:^|\n|[.!] )\s*(?:new|updated|real|actual) (?:instructions?|rules|task|orders|directive)\s*:"),
    # role-play / persona jailbreaks
    ("roleplay_jailbreak", "persona_liberated", 0.85, rf"\b{_PERSONA}\b[^\n]{{0,120}}?\b{_LIBERATED}"),
    ("roleplay_jailbreak", "liberated_ai", 0.75,
     rf"\b(?:an? |the )?(?:\w+ )?(?:{_AI}|version of you|character|persona)(?: \w+)?,? (?:with|that has|who has|which has|called \w+ (?:with|that has)) "
     r"(?:no|zero) (?:content policy|restrictions|rules|limits|filters|guidelines|ethics|morals|boundaries)"),
    ("roleplay_jailbreak", "liberation_claim", 0.7,
     r"\b(?:do anything now|developer mode (?:enabled|activated|on|is on)|(?:enable|activate|enter) (?:developer|god|dan|jailbreak) mode|"
     r"in developer mode|jailbroken|without (?:any )?(?:ethical|moral) (?:or moral |or ethical )?(?:guidelines|restrictions|limits)|"
     r"(?:freed|free|broken free|released) from (?:all |any |the |its |your )?(?:typical )?(?:restrictions|rules|confines|limitations|policies)|"
     r"breaks? free of|strive to avoid norms|you (?:now )?have no (?:content policy|restrictions|rules|limits|filters|guidelines))"),
    ("roleplay_jailbreak", "fictional_lawless_world", 0.8,
     r"\b(?:fictional|hypothetical|imaginary|alternate|parallel|fantasy) (?:world|universe|setting|reality|scenario)\b[^\n]{0,80}?"
     r"\b(?:no|without|not exist|don't exist|do not exist|free of) ?(?:any )?(?:laws|rules|restrictions|ethics|limits|morals|safety)"),
    ("roleplay_jailbreak", "dead_relative", 0.8,
     r"\b(?:late|dead|deceased|passed) (?:grand(?:ma|mother|pa|father)|mother|father|mom|dad|aunt|uncle)\b[^\n]{0,120}?"
     r"\b(?:used to|would|always) (?:tell|read|recite|say|explain|sing|give)"),
    ("roleplay_jailbreak", "stay_in_character", 0.45,
     r"\b(?:stay|remain|keep) in character|never break character|don't break character|(?:two|dual|both) (?:personas|responses)"),
    # fake system / assistant turns
    ("fake_turn", "chat_markup", 0.9,
     r"<\|(?:im_start|im_end|system|assistant|user|endoftext)\|>|<</?sys>>|\[/?inst\]|\[(?:system|assistant)\]\(#\w+\)|"
     r"</?(?:system|sys)>"),
    # JSON chat messages are also ordinary code ({"role": "system", ...}): weak alone.
    ("fake_turn", "json_system_role", 0.5, r"\"role\"\s*:\s*\"(?:system|developer)\""),
    ("fake_turn", "role_header", 0.45,
     r"(?:^|\n)\s*(?:#{1,4} ?)?(?:system|assistant|ai|instruction|response)(?: message| notice| prompt)?\s*:"),
    ("fake_turn", "system_notice", 0.6,
     r"\[?\b(?:system|admin|developer) (?:message|notice|override|update|alert|instruction)s?\b\]?\s*[:\]]|"
     r"\b(?:system|policy) (?:override|update)\b|maintenance mode|priority message from"),
    ("fake_turn", "dialogue_turns", 0.5,
     r"(?:^|\n)\s*(?:user|human)\s*:[^\n]*\n\s*(?:assistant|ai|gpt)\s*:|(?:^|\n)\s*(?:assistant|ai)\s*:[^\n]*\n\s*(?:user|human)\s*:"
     r"|#{2,}\s*instruction\s*:[\s\S]{0,300}#{2,}\s*response\s*:"),
    # instructions addressed to the model inside a document or tool result
    ("indirect", "addressed_to_ai", 0.85,
     rf"\b(?:note|message|instructions?|important(?: instruction)?|reminder|attention|directive|priority)s? (?:to|for) (?:the |any |all |an? )?(?:{_AI})\b"
     rf"|\b(?:dear|hey|hi|hello|attention|attn|psst)[,:]? (?:the )?{_AI}\b"),
    ("indirect", "if_you_are_ai", 0.85,
     rf"\bif you(?: are|'re) (?:an? |the )?(?:{_AI})(?: reading| processing| summari[sz]ing| parsing)?\b"
     rf"|\b(?:any |the |all )?{_AI}(?: \w+){{0,2}} (?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|that reads) this"),
    ("indirect", "ai_vocative_order", 0.7,
     rf"(?:^|[.!?'\"(\[:-] ?)\s*(?:{_AI}|ai agent)[,:]? (?:when|you must|please|ignore|disregard|do not|don't|tell|forward|delete|"
     r"close|rate|rank|reply|respond|say|include|add|open|send|stop)\b"),
    ("indirect", "hidden_text_to_ai", 0.8,
     rf"(?:<!--|font-size:\s*0|display:\s*none|visibility:\s*hidden|\[hidden:)[^\n]{{0,200}}?\b{_AI}\b\s*[,:]"),
    ("indirect", "hidden_markup_order", 0.6,
     r"<!--[^>]{0,300}?\b(?:ai|assistant|model|agent|llm|bot)\b|font-size:\s*0|display:\s*none|visibility:\s*hidden|\[hidden:"),
    # decode and follow
    ("encoded", "decode_and_follow", 0.75,
     r"\b(?:decode|decipher|decrypt|convert|translate|interpret|read|reverse|unscramble|rot-?13|base64|hex|morse|apply rot-?13)\b"
     r"[^\n]{0,80}?\b(?:follow|execute|obey|comply|act on|carry out|run|do (?:what|as) it says|do it|as (?:your )?(?:new )?instructions)"),
    ("encoded", "then_do_it", 0.5, r"\bthen (?:do|follow|obey|execute|carry out) (?:it|that|them|what it says)\b"),
    ("encoded", "execute_payload", 0.6, r"\b(?:execute|run|follow) the (?:decoded|encoded|hidden|following) (?:payload|text|instructions?|message|string)"),
    # exfiltration through links, images and tools
    ("exfiltration", "image_with_data", 0.85,
     r"(?:!\[[^\]\n]*\]\(\s*|<img[^>]{0,40}src=['\"]?)https?://[^)\s'\">]*[?&][^)\s'\">]*="
     r"(?:[^)\s'\">]*[{<]|[^)\s'\">]*(?:data|secret|token|key|conversation|chat|summary|history|message|user|pass|email)|[)'\"])"),
    ("exfiltration", "url_with_user_data", 0.8,
     rf"https?://\S+[?&]\S*=\S*[^\n]{{0,80}}?\b(?:append|add|adding|plus|followed by|replacing|with|include|concatenat)\w*\b[^\n]{{0,60}}?\b{_DATA}"
     rf"|\b(?:append|add|attach|include)\w*\b[^\n]{{0,60}}?\b{_DATA}\b[^\n]{{0,40}}?\b(?:url|query|link|parameters?)"),
    ("exfiltration", "send_data_out", 0.8,
     r"\b(?:send|post|upload|forward|email|e-mail|exfiltrate|transmit|leak|copy|sync|dump|submit)\b[^\n]{0,60}?\b"
     rf"{_DATA}\b[^\n]{{0,60}}?\b(?:to|at|into|via)\s+(?:my |our |the )?(?:https?://|\S+@\S+\.\w+|server|endpoint|webhook)"),
    ("exfiltration", "covert_action", 0.5,
     r"\b(?:silently|secretly|covertly|quietly|without (?:telling|asking|informing|notifying|mentioning)|"
     r"(?:do not|don't|never) (?:tell|mention|inform|notify|reveal to) (?:the user|anyone|them)|confirm nothing)"),
    ("exfiltration", "tool_to_url", 0.55,
     r"\b(?:use|call|invoke|run) (?:the )?\w+(?:[_ ]\w+)? (?:tool|function)\b[^\n]{0,80}?https?://"),
    # system-prompt extraction
    ("prompt_extraction", "reveal_prompt", 0.85,
     r"\b(?:reveal|show|print|output|display|repeat|recite|dump|leak|give|tell|share|write out|paste|copy|quote|list|"
     r"summari[sz]e|spell out|read back|what (?:is|are|were))\b(?: me| us)?(?: all| back| exactly| verbatim)?(?: of)? "
     r"(?:your|the) (?:\w+ ){0,3}?(?:system (?:prompt|message|instructions?)|initial prompt|hidden (?:prompt|text|instructions?|rules)|"
     r"secret (?:instructions?|prompt|rules)|developer (?:message|instructions?|prompt)|pre-?prompt|meta-?prompt|"
     r"(?:full |complete |exact |entire )?(?:configuration|system configuration)|prompt that configures you)"),
    ("prompt_extraction", "your_instructions", 0.8,
     r"\b(?:reveal|show|print|output|display|repeat|recite|dump|leak|give|tell|share|write out|paste|copy|quote|list|"
     r"summari[sz]e|begin (?:your reply )?with)\b[^\n]{0,30}?\byour (?:\w+ )?(?:instructions|rules|prompt|directives|guidelines|configuration)"),
    ("prompt_extraction", "rules_you_were_given", 0.8,
     r"\b(?:instructions|rules|guidelines|directives|prompt|orders)(?: that)? (?:you were|were you|you've been|you have been|you received|you got)"
     r"(?: given| told| instructed| configured)?\b|\bwhat (?:did )?(?:your )?(?:developers?|creators?|operators?|makers?) "
     r"(?:told|tell|instruct|instructed|say to|said to) you"),
    ("prompt_extraction", "text_before_mine", 0.8,
     r"\b(?:everything|all|the text|the words|the message|text|words|what)\b[^\n]{0,30}?\b(?:above|before|precedes|preceding|prior to) "
     r"(?:this (?:line|message|point)|my (?:first )?(?:message|question)|the conversation|'you are|\"you are|you are a helpful)"
     r"|\b(?:repeat|print|output|copy|paste) (?:the )?(?:words|text|everything) above"
     r"|\bfirst message (?:in|of) this conversation|starting with (?:the phrase )?['\"]you are"),
    ("prompt_extraction", "asks_your_instructions", 0.45,
     r"\bwhat (?:is|are|were) your (?:\w+ )?(?:instructions|rules|prompt|directives|guidelines|system message)\b"),
    ("prompt_extraction", "verbatim_instructions", 0.5,
     r"\b(?:verbatim|word for word|in full|in a code block|don't leave anything out)\b"),
]
_OVERRIDE_STEMS = ("ignor", "disregard", "forget", "skip", "bypass", "overrid", "overwrite", "drop", "abandon",
                   "set aside", "discard", "neglect", "throw out", "cancel", "revoke", "suspend", "disable",
                   "deactivate", "turn off", "follow", "obey", "adhere", "comply")
_AI_STEMS = ("ai", "a.i.", "assistant", "model", "llm", "bot", "agent", "gpt", "copilot", "screener", "screening")
#: Substrings without which a rule cannot match (checked first: most text has none of them).
_NEEDLES: dict[str, tuple[str, ...]] = {
    "dismiss_instructions": _OVERRIDE_STEMS, "dismiss_everything": _OVERRIDE_STEMS,
    "dismiss_what_you_were_told": _OVERRIDE_STEMS, "earlier_guidance_off": ("apply",),
    "separator_then_orders": ("\n",), "instead_respond_with": ("instead",), "new_task": (":",),
    "fictional_lawless_world": ("fiction", "hypothetical", "imaginary", "alternate", "parallel", "fantasy"),
    "dead_relative": ("late", "dead", "deceased", "passed"),
    "stay_in_character": ("character", "personas", "responses"),
    "chat_markup": ("<", "["), "json_system_role": ('"role"',), "role_header": (":",), "dialogue_turns": (":",),
    "addressed_to_ai": _AI_STEMS, "if_you_are_ai": _AI_STEMS, "ai_vocative_order": _AI_STEMS,
    "hidden_text_to_ai": ("<!--", "font-size", "display", "visibility", "[hidden"),
    "hidden_markup_order": ("<!--", "font-size", "display", "visibility", "[hidden"),
    "then_do_it": ("then ",), "execute_payload": ("execute", "run ", "follow"),
    "image_with_data": ("http",), "tool_to_url": ("http",),
    "send_data_out": ("http", "@", "server", "endpoint", "webhook"),
    "verbatim_instructions": ("verbatim", "word for word", "in full", "code block", "leave anything out"),
    "asks_your_instructions": ("what",),
}
_COMPILED = [(c, n, w, re.compile(p), _NEEDLES.get(n, ())) for c, n, w, p in _RULE_SPECS]


@dataclass(frozen=True)
class Signal:
    """One rule that fired: family (``category``), rule name, weight and a short excerpt."""

    category: str
    rule: str
    weight: float
    excerpt: str


def _scan(norm: str) -> list[Signal]:
    found = []
    for category, name, weight, pattern, needles in _COMPILED:
        if needles and not any(n in norm for n in needles):
            continue
        m = pattern.search(norm)
        if m:
            found.append(Signal(category, name, weight, _excerpt(m.group())))
    return found


def signals(text: str, *, decode: bool = True) -> list[Signal]:
    """The rules that fire on ``text``, then on what its encodings and tag characters hide."""
    found = _scan(normalize(text))
    if not decode:
        return found
    hidden = hidden_tag_text(text)
    if hidden:
        found.append(Signal("tag_smuggling", "unicode_tags", 0.9, _excerpt(hidden)))
        found += [Signal("tag_smuggling", "tags:" + s.rule, s.weight, s.excerpt) for s in _scan(normalize(hidden))]
    seen = {s.rule for s in found}
    for encoding, decoded in decoded_payloads(text):
        inner = [s for s in _scan(normalize(decoded)) if s.weight >= 0.5]
        if inner:
            top = max(inner, key=lambda s: s.weight)
            rule = f"{encoding}:{top.rule}"
            if rule not in seen:
                seen.add(rule)
                found.append(Signal("encoded", rule, min(0.95, top.weight + 0.05), _excerpt(decoded)))
    return found


def score(found: list[Signal]) -> float:
    remaining = 1.0
    for s in found:
        remaining *= 1.0 - s.weight
    return round(1.0 - remaining, 4)


def _excerpt(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
