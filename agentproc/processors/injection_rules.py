"""Scored heuristics for prompt injection, grouped in families; the detector combines signals into one score.

Text is normalised first (``injection_text.normalize``). Each rule is a family, a name, a
weight and a pattern built from vocabularies (override verbs × what they target, persona
set-ups × liberation phrases …) rather than a list of known attacks. Signals combine as
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

from .injection_context import discount, literal_stems, quoted_spans
from .injection_document import DOCUMENT_SPECS
from .injection_lang import LATIN_SPECS, NON_ASCII_SPECS
from .injection_text import decoded_payloads, hidden_tag_text, normalize

CATEGORIES = (
    "instruction_override", "task_hijack", "roleplay_jailbreak", "fake_turn", "indirect", "encoded",
    "exfiltration", "prompt_extraction", "tag_smuggling",
)

# -- vocabularies ----------------------------------------------------------------------------
_OVERRIDE = (r"(?:ignor(?:e|ing)|disregard(?:ing)?|forget(?:ting)?|skip|bypass|overrid(?:e|ing)|overwrite|drop|"
             r"abandon|set aside|discard|neglect|throw (?:out|away)|scrap|ditch|cancel|revoke|suspend|disable|deactivate|turn off|"
             r"(?:stop|quit) (?:following|obeying)|(?:do not|don't|no longer|never) (?:follow|obey|adhere to|comply with))")
_RULES = (r"(?:instructions?|rules|guidelines|guidance|directives?|directions|prompts?|constraints|guardrails|"
          r"(?<!password )(?<!privacy )(?<!return )(?<!refund )(?<!travel )(?<!cookie )(?<!expense )(?<!leave )polic(?:y|ies)|"
          r"programming|configuration|training|restrictions|limitations|filters|orders|commands|"
          r"safety (?:settings|rules|measures|protocols?|filters|guidelines)|content (?:policy|filters?)|"
          r"(?:ethical|moral) (?:guidelines|rules|constraints)|safeguards|principles|tasks?|task above|"
          r"assignments|(?:previous |prior |above )?information|context|limits|setup(?: text| message| prompt)?|"
          r"(?:initial|opening|starting|hidden|original) (?:text|message)|what (?:you were|you've been|i) (?:told|said|given)|"
          r"everything (?:above|before|you were told|else))")
_PRIOR = (r"(?:previous|prior|above|earlier|preceding|original|initial|old|existing|current|first|system|"
          r"default|given|pre-?set|built-?in|following)")
_AI = r"(?:ai|a\.i\.|assistant|language models?|llms?|models?|chat ?bots?|bots?|agents?|ai agents?|gpt|copilot|coding assistants?)"
_PERSONA = (r"(?:you (?:are|will be|'re|shall be|will act as|will pretend to be|are going to (?:be|act as|pretend|roleplay))|in the role of|"
            r"(?:act|behave|respond|answer|reply|speak) (?:as|like)|pretend(?:ing)? (?:to be|you are|you're|that you)|"
            r"role-?play(?:ing)?(?: as)?|play the (?:role|part)|take on the (?:role|persona)|persona|in character|"
            r"simulate|impersonate|immerse yourself|imagine (?:you are|you're|that you)|become|transform into)")
_LIBERATED = (r"(?:unrestricted|unfiltered|uncensored|unlimited|unbound|unchained|jailbr(?:oken|eak)|rogue|evil|"
              r"amoral|immoral|unethical|no (?:content )?(?:restrictions|limits|limitations|rules|filters?|guidelines|"
              r"ethics|morals|boundaries|censorship|policy|policies|constraints)|"
              r"without (?:any )?(?:restrictions|limits|rules|filters|guidelines|ethical|moral|censorship|boundaries)|"
              r"(?:freed|free|broken free|liberated|released) (?:from|of)|breaks? free|never (?:refuses?|says? no)|"
              r"(?:can|will) (?:do|answer|say|generate|write) any(?:thing| content)|do anything now|anything goes|developer mode|god mode|"
              r"dan mode|ignores? (?:all |the |any )?(?:rules|filters|guidelines|content polic(?:y|ies))|"
              r"(?:rules|laws|ethics|restrictions|ai safety rules) (?:do not|don't|no longer) (?:exist|apply)|"
              r"no (?:laws|rules) (?:exist|apply)|has no (?:rules|guidelines|filters|restrictions|limits|content policy))")
_DATA = (r"(?:conversation|chat(?: history| log|s)?|messages?|history|credentials|passwords?|api keys?|secrets?|"
         r"tokens?|session|personal (?:data|information)|user(?:'s)? (?:data|information|details|messages?|emails?|"
         r"password|address|name|location|contacts)|contacts|emails|private (?:discussion|data)|summary|"
         r"address(?:es)?|phone|location|system prompt)")

_RULE_SPECS: list[tuple[str, str, float, str]] = [
    # instruction override: a verb of dismissal aimed at the model's instructions
    ("instruction_override", "dismiss_instructions", 0.9,
     rf"\b{_OVERRIDE}\b(?:\s+[^\s;,.]+){{0,4}}?\s+(?:(?:all|any|every|each|of|the|your|my|these|those|its|whatever|"
     rf"{_PRIOR})\s+){{1,4}}(?:[^\s;,.]+\s+){{0,2}}?{_RULES}\b"),
    ("instruction_override", "dismiss_everything", 0.75,
     rf"\b{_OVERRIDE}\s+(?:about )?(?:everything|all(?: of)? (?:that|this|the above|you know|of it))\b"),
    ("instruction_override", "forget_what_came_before", 0.75,
     r"\b(?:forget|ignore|disregard|leave behind|put aside|erase|clear|remove|wipe)\b(?: about)?(?: all| everything)?(?: of)? "
     r"(?:(?:that|what) (?:i|you|we) (?:said|told you|wrote|discussed|did)|(?:everything |all )?(?:before|above|so far|said|up to now)|"
     r"(?:all |the |your )?(?:previous|prior|earlier|preceding) (?:information|tasks?|assignments|context|conversation|messages|thoughts))\b"
     r"|\b(?:remove|clear|wipe|erase|put|leave) (?:all )?(?:the )?(?:previous|prior|earlier) (?:information|tasks?|assignments|context)"
     r" (?:behind|aside|out of your (?:head|mind|memory)|from your memory)"),
    ("instruction_override", "dismiss_the_context", 0.6,
     r"\b(?:ignor(?:e|ing)|disregard(?:ing)?|forget(?:ting)?|do not (?:look (?:at|in)|use|rely on|consider)|don't (?:look (?:at|in)|use|rely on)|"
     r"not by|without (?:using|looking at))\b[^.\n]{0,20}?\b(?:the |all |any )?(?:provided |given |above |supplied )?"
     r"(?:context|articles?|documents?|sources|search results)\b"),
    ("instruction_override", "change_your_instructions", 0.8,
     r"\b(?:change|update|replace|rewrite|reset|modify|overwrite) your (?:\w+ )?(?:instructions|rules|programming|directives|"
     r"system prompt|guidelines|configuration)\b|\byour (?:new )?(?:instructions|rules|task|directives?) (?:are|is) now\b"),
    ("task_hijack", "task_switch", 0.75,
     r"\b(?:now|next|here) (?:come|comes|follow|follows)? ?(?:some |a |the )?(?:new|further|other|additional|different) "
     r"(?:tasks?|instructions?|assignments?)(?: (?:follow|follows|come|comes|for you))?\b[^\n]{0,3}(?:[.:!]|$)"
     r"|\b(?:concentrate|focus) (?:now |only )?on (?:your|the|this|a) new (?:task|assignment|instructions?)"
     r"|\bstart (?:over|afresh|from scratch) with (?:a|the|your) new (?:task|assignment)"),
    ("task_hijack", "praise_then_switch", 0.45,
     r"\b(?:well done|very good|good job|great job|excellent (?:work|performance|job)|congratulations|"
     r"that(?:'s| is| was) (?:enough|done|it)|simply great|perfect)\b[^\n]{0,60}?[.!]\s*(?:but |and |okay,? )?now\b"),
    ("prompt_extraction", "secret_you_guard", 0.75,
     r"\b(?:password|passcode|secret(?: key| word| code)?|code ?word)\b[^.\n]{0,40}?\byou (?:were|are|have been) (?:told|asked|instructed|"
     r"supposed|meant|programmed) (?:to )?(?:protect|keep|guard|hide|not (?:to )?(?:reveal|share|tell|disclose))"),
    ("prompt_extraction", "your_secret", 0.75,
     r"\b(?:tell|give|reveal|share|spell|write|print|say|show|disclose|leak|hint|what(?:'s| is| was)|encode|translate|reverse)\b"
     r"[^.\n?]{0,25}?\b(?:your (?:own )?(?:secret |hidden |confidential |current )?(?:password|passcode|pass ?phrase|secret(?: key| word| code)?|"
     r"code ?word|magic word)|the (?:secret|hidden|confidential) (?:password|passcode|key|word|code))\b"),
    ("prompt_extraction", "secret_game", 0.55,
     r"\b(?:tell|give|reveal|share|spell|write|print|say|show|disclose|leak|hint|what(?:'s| is| was)|encode|translate|reverse)\b"
     r"[^.\n?]{0,25}?\b(?:your|the) (?:secret |hidden |confidential |current )?(?:password|passcode|pass ?phrase|secret (?:key|word|code)|"
     r"code ?word|magic word)\b"),
    ("prompt_extraction", "secret_spelled_out", 0.55,
     r"\b(?:password|passcode|secret (?:key|word|code)|code ?word)\b[^.\n]{0,60}?\b(?:letter by letter|one letter at a time|"
     r"backwards|in reverse|with (?:spaces|hyphens|dashes)|each letter|first (?:letter|character)|as an acrostic|in a riddle|hint)"
     r"|\b(?:letter by letter|backwards|in reverse|each letter|first letter)\b[^.\n]{0,60}?\b(?:password|passcode|secret (?:key|word))\b"),
    ("instruction_override", "instructions_void", 0.85,
     rf"\b(?:your|the|all|any) (?:{_PRIOR} )?(?:\w+ )?{_RULES} (?:are|is|were|have been|has been|no longer)\s+"
     r"(?:now )?(?:void|obsolete|cancel+ed|revoked|invalid|outdated|replaced|lifted|removed|suspended|withdrawn|"
     r"disabled|over|a test|irrelevant|apply|valid)"),
    ("instruction_override", "dismiss_what_you_were_told", 0.85,
     rf"\b{_OVERRIDE} (?:what|everything|anything|all|whatever) (?:you were|you've been|you have been|you got|they) "
     r"(?:told|given|taught|instructed|programmed|trained)"
     r"|\b(?:despite|regardless of|in spite of|contrary to) (?:what|anything|everything|whatever) (?:you(?:'ve| have)? been|"
     r"you were|they(?:'ve)?(?: have)?) (?:told|instructed|programmed|trained|given)"),
    ("instruction_override", "safeguards_off", 0.8,
     r"\b(?:refusals?|filters?|filtering|safety|restrictions|guardrails|content polic(?:y|ies)|moderation|censorship|"
     r"safety (?:settings|filters|policies|rules)|previous restrictions|all restrictions)(?: \w+)? (?:are|is|have been|has been|now|will be)? ?"
     r"(?:disabled|lifted|removed|off|turned off|suspended|deactivated|bypassed|no longer active)"),
    ("instruction_override", "rules_put_aside", 0.8,
     rf"\b(?:set|put|push|lay|cast|throw|toss) (?:all |any )?(?:of )?(?:your|the|those|these|its) (?:\w+ ){{0,2}}?{_RULES} "
     r"(?:aside|away|out of the window)\b"),
    ("instruction_override", "none_of_it_applies", 0.8,
     rf"\b(?:none|no part|nothing) of (?:the |your |what |those |these )?(?:\w+ ){{0,2}}?{_RULES}\b[^.\n]{{0,40}}?"
     r"\b(?:applies|apply|matters?|counts?|is (?:valid|binding|in force))\b"),
    ("instruction_override", "earlier_guidance_off", 0.8,
     r"\b(?:your|all) (?:earlier|previous|prior|original|initial|old) \w+(?: \w+)? (?:no longer|doesn't|does not|don't|do not) apply"),
    ("instruction_override", "obey_only_me", 0.75,
     r"\b(?:you (?:now )?(?:answer|respond|report|listen) only to me|(?:follow|obey) only (?:me|my (?:rules|orders|instructions|commands))|"
     r"your (?:only|new|sole) (?:goal|directive|purpose|job|task|orders?) (?:is|are) (?:now )?(?:to )?(?:obey|help me unconditionally|follow))"),
    ("instruction_override", "admin_approved", 0.5,
     r"\b(?:admin(?:istrator)?|developers?|operators?|openai|anthropic) (?:has |have )?(?:approved|authori[sz]ed|cleared|allowed)"
     r"|\bi have (?:\w+ )?(?:clearance|authori[sz]ation|permission) to\b"),
    ("instruction_override", "claimed_authority", 0.5,
     r"\bi(?: am|'m) (?:your|the|an?) (?:\w+ )?(?:developer|creator|administrator|admin|owner|operator|supervisor|"
     r"system administrator|programmer|maker)\b|\b(?:this is )?an? authori[sz]ed (?:security |penetration |red[- ]team )?"
     r"(?:test|audit|request|override|exercise)\b"),
    ("instruction_override", "special_mode_entered", 0.6,
     r"\byou(?: are|'re)? (?:now )?(?:in|entering|switched to|operating in|running in) (?:\w+ )?(?:debug|maintenance|admin|"
     r"administrator|developer|diagnostic|test|god|root|sudo|unrestricted|safe-?mode-?off) mode\b|"
     r"\b(?:debug|maintenance|admin|developer|diagnostic|god|root|sudo) mode (?:is )?(?:now )?(?:activated|enabled|engaged|on)\b"),
    ("prompt_extraction", "leaking_examples", 0.65,
     r"(?:^|\n)\s*(?:q|user|human|input|question)\s*:[^\n]*\n\s*(?:a|assistant|ai|output|answer)\s*:[^\n]*"
     r"\b(?:password|passcode|secret|key|system prompt|instructions)\b"),
    ("task_hijack", "repeated_token", 0.7, r"\b([^\W\d_]{3,})(?:[\s,]+\1\b){29,}"),  # a word, not "00" or "ff"
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
     r"\b(?:do anything now|(?:enable|activate|enter) (?:god|dan|jailbreak) mode|"
     r"jailbroken|without (?:any )?(?:ethical|moral) (?:or moral |or ethical )?(?:guidelines|restrictions|limits)|"
     r"(?:freed|free|broken free|released) from (?:all |any |the |its |your )?(?:typical )?(?:restrictions|rules|confines|limitations|policies)|"
     r"breaks? free of|you (?:now )?have no (?:content policy|restrictions|rules|limits|filters|guidelines))"),
    ("roleplay_jailbreak", "special_mode_unbound", 0.8,
     r"\b(?:developer|god|dan|jailbreak|unrestricted|unfiltered|uncensored|evil|chaos) mode\b[^\n]{0,100}?"
     r"\b(?:never refuses?|(?:can|will|may) (?:do|say|generate|write|produce|answer) any(?:thing| content| request| question)|"
     r"no (?:restrictions|limits|rules|filters|content policy)|ignores? (?:all |any )?(?:rules|policies|filters))"),
    ("roleplay_jailbreak", "named_ai_persona", 0.55,
     r"\b(?:simulate|create|pretend|role-?play|act as|you are|you're|become|play|pose as|continue as)\b[^.\n]{0,40}?"
     r"\b(?:an? |the )?(?:hypothetical |fictional |new |unfiltered |rogue |evil |advanced |pre-programmed )?"
     r"(?:ai|language model|chatbot|model|assistant|gpt|ai model)s?\b[^.\n]{0,20}?\b(?:called|named|known as)\b"),
    ("roleplay_jailbreak", "dual_responses", 0.6,
     r"\b(?:two|2|dual) (?:different |separate |distinct )*(?:ways|manners|responses|answers|personalities|entities|outputs)\b"
     r"[^\n]{0,200}?\b(?:chatgpt|gpt|ai|assistant|model|normal(?:ly)?|default|filter\w*|censor\w*|unfiltered|opposite)\b"),
    ("roleplay_jailbreak", "unbound_persona_traits", 0.6,
     r"\b(?:not bound by (?:any |the )?(?:\w+ )?(?:rules|restrictions|guidelines|policies|ethics|morals)|"
     r"(?:does ?n[o']t|doesnt|don't|dont|never) cares? (?:about|for) (?:\w+ )?(?:rules|ethics|morals|laws|feelings|consequences|legality)|"
     r"completely unhinged|no (?:moral|ethical) (?:compass|boundaries|constraints|code)|(?:always )?says? the (?:exact )?opposite of|"
     r"(?:profanity|content|safety) filter (?:level )?(?:is )?(?:set to )?(?:0|zero|off|disabled)|arch ?nemesis)"),
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
     rf"\bif you(?: are|'re) (?:an? |the )?(?:\w+ )?(?:{_AI})(?: reading| processing| summari[sz]ing| parsing)?\b"
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
     r"\b(?:decode|decipher|decrypt|convert|translate|interpret|read|reverse|unscramble|rot-?13|base64|hex|morse|apply rot-?13|"
     r"combine|concatenate|join|merge|assemble|put together)\b"
     r"[^\n]{0,80}?\b(?:(?:follow|execute|obey|comply with|act on|carry out|run|do) (?:it|them|exactly what|what (?:it|they) says?|"
     r"as (?:it|they) says?|the (?:result|output|message|instructions?|(?:decoded|resulting|combined|hidden|plain) \w+))\b|"
     r"as (?:your )?(?:new )?instructions|comply\b)"),
    ("encoded", "then_do_it", 0.5, r"\bthen (?:do|follow|obey|execute|carry out) (?:it|that|them|what it says)\b"
     r"|\b(?:do|follow|obey|execute) (?:exactly )?what (?:it|they|the (?:\w+ )?(?:text|string|message|result)) says\b"),
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
    ("prompt_extraction", "reveal_hidden_setup", 0.8,
     r"\b(?:reveal|show|print|output|display|repeat|recite|dump|leak|give|tell|share|write out|paste|copy|quote|spell out)\b"
     r"(?: me| us)?(?: all| back| exactly| verbatim)?(?: of)? (?:your (?:\w+ )?(?:hidden|secret|initial|original|setup|starting|opening|"
     r"confidential|internal) (?:\w+ )?(?:prompt|message|instructions?|text|configuration)|(?:the )?(?:hidden|secret|initial|original|"
     r"setup|starting|opening|confidential|internal) (?:\w+ )?(?:prompt|message|instructions?|text|configuration) "
     r"(?:you (?:received|were given|got|have|started with)|given to you))"),
    ("prompt_extraction", "text_that_defines_you", 0.8,
     r"\b(?:text|prompt|message|instructions|rules|configuration)(?: text)?(?: that| which)? (?:defines?|controls?|governs?|shapes?|"
     r"configures?|sets? up|determines?) (?:your|how you) (?:behaviou?r|persona|personality|responses|answers|act|respond)"),
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
                   "deactivate", "turn off", "stop follow", "quit follow", "not follow", "n't follow", "longer follow",
                   "never follow", "obey", "adhere", "comply", "throw", "scrap", "ditch")
_AI_STEMS = (" ai", "ai ", "ai,", "ai:", "a.i.", "assistant", "model", "llm", "bot", "agent", "gpt", "copilot")
#: Substrings without which a rule cannot match (checked first: most text has none of them).
_NEEDLES: dict[str, tuple[str, ...]] = {
    "dismiss_instructions": _OVERRIDE_STEMS, "dismiss_everything": _OVERRIDE_STEMS,
    "dismiss_what_you_were_told": _OVERRIDE_STEMS + ("despite", "regardless", "spite", "contrary"), "earlier_guidance_off": ("apply",),
    "separator_then_orders": ("\n",), "instead_respond_with": ("instead",), "new_task": (":",),
    "fictional_lawless_world": ("fiction", "hypothetical", "imaginary", "alternate", "parallel", "fantasy"),
    "dead_relative": ("late", "dead", "deceased", "passed"),
    "stay_in_character": ("character", "personas", "responses"),
    "chat_markup": ("<", "["), "json_system_role": ('"role"',), "role_header": (":",), "dialogue_turns": (":",),
    "addressed_to_ai": _AI_STEMS, "if_you_are_ai": _AI_STEMS, "ai_vocative_order": _AI_STEMS,
    "hidden_text_to_ai": ("<!--", "font-size", "display", "visibility", "[hidden"),
    "hidden_markup_order": ("<!--", "font-size", "display", "visibility", "[hidden"),
    "then_do_it": ("then ", "says"),
    "decode_and_follow": ("follow", "execute", "obey", "comply", "act on", "carry out", "run", "do ", "instruction"), "execute_payload": ("execute", "run ", "follow"),
    "image_with_data": ("http",), "tool_to_url": ("http",),
    "send_data_out": ("http", "@", "server", "endpoint", "webhook"),
    "verbatim_instructions": ("verbatim", "word for word", "in full", "code block", "leave anything out"),
    "asks_your_instructions": ("what",),
    "liberated_ai": ("no ", "zero "), "text_before_mine": ("above", "before", "preced", "prior", "first message", "you are"),
    "system_notice": ("system", "admin", "developer", "maintenance", "priority", "policy"),
    "unbound_persona_traits": ("bound", "care", "unhinged", "moral", "ethical", "opposite", "filter", "nemesis"),
    "reveal_prompt": ("prompt", "message", "instruction", "configur", "pre", "meta", "hidden", "secret"),
    "your_instructions": ("your ",), "change_your_instructions": ("your ",),
    "reveal_hidden_setup": ("hidden", "secret", "initial", "original", "setup", "starting", "opening", "confidential", "internal"),
    "forget_what_came_before": ("forget", "ignor", "disregard", "leave", "put", "erase", "clear", "remove", "wipe"),
    "secret_game": ("pass", "secret", "code", "magic"), "secret_spelled_out": ("pass", "secret", "code"),
    "secret_you_guard": ("pass", "secret", "code"),
    "claimed_authority": ("i am", "i'm", "authori"), "special_mode_entered": (" mode",),
    "leaking_examples": (":",),
    "liberation_claim": ("do anything", "enable", "activate", "enter", "jailbr", "without", "free", "releas", "break",
                         "have no", "avoid"),
    "safeguards_off": ("disabled", "lifted", "removed", "off", "suspended", "deactivated", "bypassed", "no longer"), "your_secret": ("your", "secret", "hidden", "confidential"), "task_switch": ("task", "instruction", "assignment"),
    "named_ai_persona": ("called", "named", "known as"), "dual_responses": ("two", "2 ", "dual"),
    "special_mode_unbound": (" mode",), "rules_put_aside": ("aside", "away", "window"),
    "none_of_it_applies": ("none", "no part", "nothing"), "praise_then_switch": ("now",),
    "dismiss_the_context": ("context", "article", "document", "source", "search result"),
    "text_that_defines_you": ("defin", "control", "govern", "shap", "configur", "set up", "determin"),
    "persona_liberated": ("you", "act", "behave", "respond", "answer", "reply", "speak", "pretend", "role", "persona",
                          "character", "simulate", "imperson", "immerse", "imagine", "become", "transform"),
    "instructions_void": ("void", "obsolete", "cancel", "revoked", "invalid", "outdated", "replaced", "lifted", "removed",
                          "suspended", "withdrawn", "disabled", "over", "test", "irrelevant", "apply", "valid"),
    "rules_you_were_given": ("you", "developer", "creator", "operator", "maker"),
}
_GATES: dict[str, Any] = {}
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
        if gate and gate not in _GATES:
            _GATES[gate] = literal_stems(gate) or re.compile(gate)
        out.append((c, n, w, re.compile(p), _GATES[gate] if gate else None))
    return out


_COMPILED = [(c, n, w, re.compile(p), frozenset(_NEEDLES.get(n, ()))) for c, n, w, p in _RULE_SPECS]
_ALL_NEEDLES = tuple(sorted({n for needles in _NEEDLES.values() for n in needles}))
_LATIN = _compile(LATIN_SPECS)
_NON_ASCII = _compile(NON_ASCII_SPECS)
_DOCUMENT = _compile(DOCUMENT_SPECS)


@dataclass(frozen=True)
class Signal:
    """One rule that fired: family (``category``), rule name, weight and a short excerpt."""

    category: str
    rule: str
    weight: float
    excerpt: str


def _scan(norm: str, document: bool = False, general: bool = True) -> list[Signal]:
    found = []
    quoted: list[tuple[int, int]] | None = None

    def add(category: str, name: str, weight: float, m: re.Match[str]) -> None:
        nonlocal quoted
        if quoted is None:
            quoted = quoted_spans(norm)
        factor = discount(norm, category, m.start(), m.end(), quoted)
        found.append(Signal(category, name, round(weight * factor, 3), _excerpt(m.group())))

    present = {n for n in _ALL_NEEDLES if n in norm}  # one pass per needle, not per rule
    words = norm.count(" ")
    for category, name, weight, pattern, needles in _COMPILED if general else ():
        if needles and present.isdisjoint(needles) or name == "repeated_token" and words < 29:
            continue
        m = pattern.search(norm)
        if m:
            add(category, name, weight, m)
    groups = ([_LATIN] + ([_NON_ASCII] if not norm.isascii() else []) if general else []) + ([_DOCUMENT] if document else [])
    opened: dict[int, bool] = {}
    for group in groups:
        for category, name, weight, pattern, gate in group:
            if gate is not None:
                key = id(gate)
                if key not in opened:
                    opened[key] = (any(s in norm for s in gate) if isinstance(gate, tuple)
                                   else gate.search(norm) is not None)
                if not opened[key]:
                    continue
            m = pattern.search(norm)
            if m:
                add(category, name, weight, m)
    if general and _SPACED_RUN.search(norm):
        compact = _NON_LETTER.sub("", norm)
        for category, name, weight, pattern in _COMPACT:
            m = pattern.search(compact)
            if m:
                found.append(Signal(category, name, weight, _excerpt(m.group())))
    return found


def document_signals(text: str) -> list[Signal]:
    """Only the document-mode rules, on a part of a text whose whole was scanned already."""
    return _scan(normalize(text), document=True, general=False)


def signals(text: str, *, decode: bool = True, document: bool = False, norm: str | None = None) -> list[Signal]:
    """The rules that fire on ``text`` (with the document rules when ``document``), then on
    what its encodings and tag characters hide; ``norm``: ``normalize(text)``, when at hand."""
    found = _scan(normalize(text) if norm is None else norm, document)
    if not decode:
        return found
    hidden = hidden_tag_text(text)
    if hidden:
        found.append(Signal("tag_smuggling", "unicode_tags", 0.9, _excerpt(hidden)))
        found += [Signal("tag_smuggling", "tags:" + s.rule, s.weight, s.excerpt) for s in _scan(normalize(hidden))]
    seen = {s.rule for s in found}
    for encoding, decoded in decoded_payloads(text):
        inner = [s for s in _scan(normalize(decoded), document) if s.weight >= 0.5]
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
