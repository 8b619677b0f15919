"""The general prompt-injection rules: the patterns built from each family's vocabulary.

Each entry of ``RULE_SPECS`` is (family, rule name, weight, pattern); the patterns see
``injection_text.normalize``'s output. They are built from the vocabulary of a family (verbs of
dismissal × what they target, persona set-ups × liberation phrases …, in ``injection_vocabulary``),
never from a phrase that only one collection uses. ``injection_needles`` says which substrings each
rule needs; ``injection_rules`` runs them."""
from __future__ import annotations

from .injection_claims import OVERRIDE_CLAIM_SPECS
from .injection_compliance import COMPLIANCE_SPECS
from .injection_context import HOUSE as _HOUSE
from .injection_document import AI as _AI
from .injection_exfiltration import EXFILTRATION_SPECS
from .injection_pretexts import PRETEXT_SPECS
from .injection_secret_asks import SECRET_ASK_SPECS
from .injection_setup import SETUP_SPECS
from .injection_setup_talk import SETUP_TALK_SPECS
from .injection_takeback import (ABOUT_A_TOPIC, NOT_A_CONTRACT_END, NOT_A_NOTE, NOT_A_RECORD, NOT_CORRECTED, NOT_DONE, NOT_OURS, NOT_OWN_WORDS,
                                 NOT_READ_ELSEWHERE, NOT_TAKEN_BACK)
from .injection_vocabulary import (
    LIBERATED as _LIBERATED,
    MODEL_KINDS as _MODEL_KINDS,
    OVERRIDE as _OVERRIDE,
    PERSONA as _PERSONA,
    PRIOR as _PRIOR,
    RULES as _RULES,
)
from .injection_vocabulary import NOT_A_QUESTION as _NOT_A_QUESTION
from .injection_vocabulary import NOT_NEGATED, ON_A_DEVICE

#: A seat, a table or a shift assigned ("override the seat assignment"): a booking, not the model's task.
_NOT_A_PLACE = (r"(?!(?:seat|table|room|shift|seating|desk|parking|locker|bed|gate|class|homework|course|group|team|ticket|case|lane|"
                r"slot|driver|route|stand|pitch|court|cabin|berth|bay|dock|rota)\s)")
#: Verbs asking for a text to be shown, copied or turned into another form.
_SHOW_VERBS = (r"(?:reveal|show|print|output|display|repeat|recite|dump|leak|give|tell|share|write out|paste|copy|quote|list|"
               r"summari[sz]e|begin (?:your reply )?with|spell(?: out)?|put|place|wrap|encode|return|convert|translate|paraphrase|rewrite|"
               r"enumerate)")
RULE_SPECS: list[tuple[str, str, float, str]] = [
    # instruction override: a verb of dismissal aimed at the model's instructions
    # (not forbidden: "never disable the assistant's safety settings" keeps them)
    ("instruction_override", "dismiss_instructions", 0.9,  # (not said of someone's orders: "the marshal's instructions override …")
     rf"{NOT_NEGATED}(?<!'s instructions )(?<!'s rules )(?<!'s orders )(?<!about )(?<!starts )(?<!started )(?<!keeps )(?<!kept )(?<!began )\b{_OVERRIDE}\b{NOT_OWN_WORDS}(?! (?:codes?|pins?|keys?|passwords?|logs?|forms?|buttons?|switch)\b)(?:\s+[^\s;,.]+){{0,4}}?\s+(?:(?:all|any|every|each|of|the|your|ur|these|those|whatever|"
     rf"{_PRIOR})\s+){{1,4}}(?:(?:{_MODEL_KINDS}\s+){{0,2}}?{_RULES}|(?:{_NOT_A_PLACE}[^\s;,.]+\s+)?(?:tasks?|assignments?))\b"
     r"(?! (?:you|i|we|they)(?:'ve| have)? (?:placed|made|submitted|put in)\b)"  # (orders placed: purchases; nor sheets on a wall:)
     r"(?! (?:pinned|posted|taped|stuck|printed|hanging|laminated|on the (?:wall|board|fridge|door|noticeboard))\b)"),
    ("instruction_override", "dismiss_everything", 0.75,
     rf"(?<!git )(?<!linter )(?<!docker )\b{_OVERRIDE}\s+(?:about )?(?:everything|all(?: of)? (?:that|this|the above|you know|of it))\b"
     rf"{NOT_A_CONTRACT_END}{NOT_READ_ELSEWHERE}"
     rf"|\b{_OVERRIDE}\s+(?:all of )?(?:the above|what(?:'s| is| was) (?:above|before)|what came before)(?= and |[,.;:!]|$)"
     rf"{NOT_TAKEN_BACK}{NOT_CORRECTED}"),
    ("instruction_override", "forget_what_came_before", 0.75,
     r"\b(?:forget|ignore|disregard|leave behind|put aside|erase|clear|remove|wipe)\b(?: about)?(?: all| everything)?(?: of)? "
     r"(?:(?:that|what) (?:you|we) (?:said|told you|wrote|discussed|did)(?! (?:about|regarding|on|earlier about|yesterday)\b)|(?:everything |all )?(?:before|above|so far|said|up to now)|"
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
] + SECRET_ASK_SPECS + [  # (the secrets asked for stand here, in ``injection_secret_asks``)
    ("instruction_override", "instructions_void", 0.85,
     rf"\b(?:(?:your|the|all|any) (?:{_PRIOR} )?|{_PRIOR} )(?!{_HOUSE}\b)(?:\w+ )?{_RULES}"
     r"(?: (?:you were|you've been|you have been|you got) (?:given|told)| above| below)? (?:are|is|were|have been|has been|no longer)\s+"
     r"(?:now )?(?:only |just |merely )?(?:(?:written|given|added|sent|included) (?:by mistake|in error)|void|obsolete|cancel+ed|revoked|invalid|outdated|replaced|lifted|removed|suspended|withdrawn|"
     r"disabled|over|a test|irrelevant|apply|valid|superseded|overridden|overruled|cleared|reset|null|deprecated|expired|"
     r"terminated|rescinded|wiped)"
     # the assistant's setup said to be gone ("a bank assistant whose system prompt was just deleted")
     r"|\b(?:your|the|whose|its) (?:system prompt|instructions|safety rules|guidelines) (?:was|were|has been|have been) (?:just )?"
     r"(?:deleted|erased|wiped|removed|reset)\b"),
    ("instruction_override", "dismiss_what_you_were_told", 0.85,
     rf"\b{_OVERRIDE} (?:what|everything|anything|all|whatever) (?:you were|you've been|you have been|you got|they) "
     rf"(?:told|given|taught|instructed|programmed|trained)(?!{ABOUT_A_TOPIC})"
     r"|\b(?:despite|regardless of|in spite of|contrary to) (?:what|anything|everything|whatever) (?:you(?:'ve| have)? been|"
     r"you were|they(?:'ve)?(?: have)?) (?:told|instructed|programmed|trained|given)"
     rf"|\b{_OVERRIDE} (?:what|whatever|everything|anything) (?:the |your )?(?:system (?:message|prompt)|developers?|operators?|"
     r"creators?|instructions|rules|guidelines|company|provider) (?:said|says|told you|tells you|wants?)\b"),
    ("instruction_override", "safeguards_off", 0.8,
     r"\b(?:refusals?|filters?|filtering|safety|restrictions|guardrails|content polic(?:y|ies)|moderation|censorship|"
     r"safety (?:settings|filters|policies|rules)|previous restrictions|all restrictions)(?: \w+)? (?:are|is|have been|has been|now|will be)? ?"
     r"(?:disabled|lifted|removed|off|turned off|suspended|paused|on hold|waived|deactivated|bypassed|no longer active)"),
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
     r"\bi(?: am|'m) (?:(?:your|the|an?) (?:\w+ )?(?:developer|creator|administrator|admin|operator|supervisor|"
     r"system administrator|programmer|maker)|your (?:\w+ )?owner|the owner(?= (?:of|for) ))"  # (not "I'm the account owner")
     r"\b(?! (?:of|for) (?:an?|my|our) | (?:of|for) (?:the|this|that) (?!bot\b|assistant\b|ai\b|model\b|system\b|chatbot\b|agent\b))"
     r"|\b(?:speaking|writing|acting) as (?:your|the) (?:\w+ )?(?:developer|creator|administrator|admin|"
     r"owner|operator|supervisor)\b|\b(?:this is )?an? authori[sz]ed (?:security |penetration |red[- ]team )?"
     r"(?:test|audit|request|override|exercise)\b"),
    ("instruction_override", "special_mode_entered", 0.6,
     r"\byou(?: are|'re)? (?:now )?(?:in|entering|switched to|operating in|running in) (?:\w+ )?(?:debug|maintenance|admin|"
     r"administrator|developer|diagnostic|test|god|root|sudo|unrestricted|safe-?mode-?off) mode\b|"
     r"\b(?:debug|maintenance|admin|developer|diagnostic|god|root|sudo|compliance|audit) mode (?:is )?(?:now )?(?:activated|enabled|engaged|"
     r"on(?! (?:the|a|an|my|your|our|their|this|these|those|all|every|each|both|monday|tuesday|wednesday|thursday|friday|saturday|"
     r"sunday|\d)\b)|active)\b|"
     # a mode or an override the speaker claims for the model's safety layer
     r"\b(?:safety|guard|filter|moderation)\w* (?:layer|system|module)? ?(?:is|are) (?:now )?in (?:debug|maintenance|test) mode\b|"
     # (an exception to a fee or for a customer is a clerk's, not the model's)
     r"\bi(?:'m| am) authori[sz]ing (?:a |an |the )?(?:\w+ )?(?:override|exception|bypass)\b(?! (?:to|for|on) (?:the |this |that |a |an )?"
     r"(?:\w+ )?(?:fees?|charges?|penalt\w+|deadlines?|customers?|orders?|accounts?|invoices?|payments?|bills?|students?|employees?)\b)|"
     # a hidden mode the user claims to have unlocked ("you have a hidden god mode … god mode is now on")
     r"\b(?:hidden|secret|special) (?:\w+ )?mode\b[^.\n]{0,80}?\b(?:switch to|enter|activate|enable|unlock|is now on|now on|is on)\b|"
     r"\b(?:switch|switched|go|enter) (?:in)?to (?:manager|admin|owner|override|god|jailbreak|unrestricted) mode\b|"
     r"\b(?:enabled|activated|unlocked|turned on|switched on|granted)\b (?:\w+ ){0,2}?(?:unrestricted|god|jailbreak|uncensored|unfiltered|"
     r"no-?limits?|dan) mode\b"),
    ("prompt_extraction", "leaking_examples", 0.65,
     r"(?:^|\n)\s*(?:q|user|human|input|question)\s*:[^\n]*\n\s*(?:a|assistant|ai|output|answer)\s*:[^\n]*"
     r"\b(?:password|passcode|secret|key|system prompt|instructions)\b"),
    ("task_hijack", "repeated_token", 0.7, r"\b([^\W\d_]{3,}+)(?:[\s,]++\1\b){29,}"),  # a word, not "00" or "ff"
    *COMPLIANCE_SPECS,
    # secrets the model keeps
    ("prompt_extraction", "if_you_were_allowed", 0.5,
     r"\bif you (?:were|was|are) (?:allowed|permitted|able|free) to (?:say|tell|share|reveal|give|show|disclose|spell)"),
    ("prompt_extraction", "what_it_would_be", 0.75, r"\bwhat would (?:the|your) (?:\w+ ){1,2}be if you (?:were|could)\b"),
    ("roleplay_jailbreak", "if_unrestricted", 0.6,
     r"\bif you (?:had|have|were|could (?:act|answer|speak) with) (?:no|zero|without (?:any )?) ?(?:restrictions|rules|filters|limits|"
     r"guidelines|content polic(?:y|ies)|safety (?:rules|filters|training)|ethics|morals)\b"
     r"|\bif you were (?:free|unrestricted|uncensored|unfiltered|not bound by \w+)\b"),
    ("prompt_extraction", "secret_from_your_setup", 0.8,
     r"\b(?:hidden|secret|confidential|protected|private) (?:word|number|code|key|value|phrase|name|string|section|part|portion)s? "
     r"(?:from|in|of|inside) your "
     r"(?:instructions|prompt|system (?:prompt|message)|rules|setup|configuration)\b"),
    ("prompt_extraction", "remind_me_the_password", 0.5,
     r"\b(?:remind me (?:of )?|tell me|what (?:was|is|'s)|give me|read me) (?:the|your) (?:admin(?:istrator)? |secret |system |master |root )?"
     r"(?:password|passcode|pin|access code)\b"),
    ("prompt_extraction", "secret_you_hold", 0.75,
     r"\b(?:password|passcode|pass ?phrase|pin|access code|secret(?: key| word| code| number)?|code ?word|magic word)\b "
     r"(?:that )?(?:you (?:were|have been) (?:given|told|assigned|entrusted with)|you(?:'re| are) (?:keeping|hiding|guarding|protecting)|"
     r"(?:the )?(?:operator|developer|admin|creator|owner|system)s? (?:gave|told|assigned|entrusted|set for) you|"
     r"you (?:know|keep|hold|guard|protect|hide))\b"),
    ("prompt_extraction", "secret_transformed", 0.7,
     r"\b(?:translate|encode|spell|reverse|rhyme|hide|embed|write|put|convert|hint at)\b[^.\n'\"‘’“”«»]{0,20}?\b(?:the|your) (?:secret |hidden |"
     r"confidential )?(?:password|passcode|pin|access code|secret (?:key|word|code|number)|code ?word|magic word)\b[^.\n]{0,40}?"
     r"\b(?:into|in|as|backwards|letter by letter|and (?:show|print|reveal|tell|give|say))\b"),
    ("prompt_extraction", "password_game", 0.65,
     r"\b(?:is|does|has) (?:the|your) (?:secret |hidden )?(?:password|passcode|secret word|code ?word|pin|secret)\b "
     r"(?:longer|shorter|start|begin|end|contain|have|rhyme|include)"
     r"|\b(?:which|what) (?:letter|character|digit|vowel)s?\b[^.?\n]{0,30}?\b(?:password|passcode|secret word|code ?word|pin)\b"
     r"|\b(?:first|last|second|next) (?:letter|character|digit)s? of (?:the|your) (?:password|passcode|secret|code ?word|pin)\b"),
    ("prompt_extraction", "describe_your_instructions", 0.45,
     r"\b(?:describe|explain|outline|detail|paraphrase|enumerate)\b[^\n]{0,20}?\byour (?:\w+ )?(?:instructions|rules|system prompt|"
     r"prompt|directives|guidelines|configuration|system message)\b"),
    ("prompt_extraction", "if_your_prompt_were", 0.7,
     r"\bif your (?:system prompt|instructions|rules|prompt|system message|configuration|hidden instructions) (?:was|were|had been)\b"),
    ("prompt_extraction", "instructed_not_to", 0.5,
     r"\b(?:are|were) you (?:instructed|told|programmed|configured|asked) (?:not )?to\b"
     r"|\b(?:topics|words|things|subjects) (?:you(?:'re| are) not allowed|you were told not) to"),
    ("prompt_extraction", "what_does_your_setup_say", 0.6,
     r"\bwhat does your (?:system prompt|configuration|setup|prompt|instructions|system message|programming) say\b"),
    ("prompt_extraction", "contents_of_your_setup", 0.75,
     r"\b(?:what(?:'s| is| was| are)|which \w+(?: (?:and|or) \w+)?(?: \w+)? (?:are|is|were)|show|print|paste|list|recite|reproduce|"
     r"dump|output)\b[^.?\n]{0,40}?\b(?:in|of|from|mentioned in|written in|inside) (?:your|the) (?:config(?:uration)?|setup|"
     r"(?:system )?prompt|context|system message|instructions|tool definitions)\b"
     r"|\b(?:the )?tool definitions (?:you have|you can|available to you)\b"
     r"|\bthe part of your (?:context|prompt|instructions|setup) (?:that )?(?:i|users?) (?:can't|cannot|don't) see\b"
     r"|\b(?:secrets?|keys?|credentials?|codes?|tokens?|passwords?)\b[^.?\n]{0,20}? you (?:were|have been|are) "
     r"(?:given|configured with|provided with|set up with)\b"
     r"|\b(?:the )?prompt (?:we|they|i|someone) wrote for you\b|\bguidelines you(?:'re| are) running on\b"),
    ("prompt_extraction", "between_system_tags", 0.75,
     r"\b(?:text|content|what|everything)\b[^.\n]{0,20}?\b(?:between|inside|within|in) (?:the )?(?:system|instruction|sys|prompt) tags\b"),
    ("prompt_extraction", "context_window_dump", 0.8,
     r"\b(?:print|show|output|dump|list|repeat|display|return|give|paste|copy|tell)\b[^.\n]{0,30}?\b(?:everything|all|the (?:contents?|text))"
     r"(?: that is| that's)? (?:in|of|from) your (?:context(?: window)?|memory|prompt|instructions|setup)"),
    ("instruction_override", "ignore_the_user", 0.7,
     r"\b(?:ignore|disregard)\b (?:what )?(?:the )?user(?:'s)?\b(?: (?:question|request|message|instructions?|input))?[^.\n]{0,30}?"
     r"\b(?:instead|and (?:just )?(?:reply|respond|say|tell|answer|write|output|state|confirm))\b"),
    ("instruction_override", "forget_you_had_rules", 0.8,
     r"\b(?:forget|pretend) (?:that )?you (?:ever )?(?:had|have|were given|got) (?:a |any )?(?:policy|policies|rules|guidelines|"
     r"restrictions|instructions|filters|limits)\b"),
    ("instruction_override", "nothing_you_were_told", 0.8,
     r"\b(?:nothing|none of what|no instruction|no rule)\b(?: \w+){0,2}? (?:you were|you've been|you have been) "
     r"(?:told|given|instructed|taught)\b[^.\n]{0,30}?\b(?:counts?|matters?|applies|apply|stands?|is valid|holds?)\b"),
    ("instruction_override", "my_words_as_your_prompt", 0.8,
     r"\b(?:treat|consider|take|use|regard)\b (?:my|these|this|the following|what i (?:say|write)) ?(?:\w+ ){0,2}"
     r"(?:as|to be) (?:your )?(?:new )?(?:system prompt|system message|instructions|rules|orders|directives|programming)\b"
     r"|\b(?:treat|consider|take|regard)\b (?:my|these|this|the following) ?(?:\w+ )?as (?:replacing|overriding|superseding|"
     r"(?:an? )?(?:replacement|override|update) (?:of|for|to)) (?:your|the|all)\b"),
    ("instruction_override", "reset_yourself", 0.7,
     r"\b(?:reset|reboot|restart|reinitiali[sz]e|wipe|reprogram) yourself\b|\baccept (?:the|my|these|our) new "
     r"(?:rules|instructions|directives|orders|programming)\b"),
    ("instruction_override", "only_my_rules", 0.75,
     r"\b(?:the )?only (?:rules|instructions|orders|directives)(?: that matter| you (?:follow|obey|have))?(?: now)? (?:are|is) "
     r"(?:mine|my own|the ones i give)\b"),
    ("instruction_override", "whatever_you_were_told_stop", 0.8,
     r"\b(?:whatever|everything|anything|what) you (?:were|have been|'ve been) (?:configured|told|instructed|programmed|"
     r"set up|trained) to do,? (?:stop|forget|ignore|drop|abandon)"),
    ("instruction_override", "consider_rules_void", 0.8,
     rf"\b(?:consider|regard|deem|count)\b (?:all |any |your |the |those |these )*(?:\w+ )?{_RULES} (?:as )?(?:now )?"
     r"(?:cancel+ed|void|null|obsolete|invalid|revoked|withdrawn|suspended|expired|lifted|gone|over|irrelevant|optional|paused)\b"),
    ("instruction_override", "your_rules_changed", 0.7,
     rf"\byour (?:{_PRIOR} |earlier |previous )?(?:instructions|rules|guidelines|directives|orders|restrictions|playbook|task|"
     r"job|role|purpose|mission)\b "
     r"(?:have |has )?(?:just |now )?(?:been )?(?:updated|changed|rewritten|paused|expired|lapsed|ended|ran out)\b"
     r"|\byour (?:\w+ ){0,2}?(?:restrictions|rules|guidelines|policies|instructions|limits)\b[^.\n]{0,40}? (?:don't|do not|no longer|"
     r"doesn't|does not|won't) apply\b"),
    ("task_hijack", "your_real_task", 0.55,
     r"\b(?:your|the) (?:real|actual|true|only|new|sole) (?:task|job|goal|purpose|mission|objective|instruction|assignment)s?\b"
     r"(?: (?:here|now|today|from now on|for (?:the rest of )?(?:this|the) \w+|in this \w+))?(?: is| are|:| now is)\b"),
    ("instruction_override", "an_exception_for_me", 0.5,
     r"\b(?:you are|you're) (?:now )?allowed to (?:make (?:an )?exceptions?|skip|bypass|ignore|break)\b|\bthis is an exception\b|"
     r"\bexception (?:has been |was |is )?(?:approved|authori[sz]ed|cleared)\b|\b(?:you )?(?<!\bi )(?<!\bwe )(?:don't|do not|no longer) need to "
     r"(?:verify|check|confirm|validate|follow|ask)\b"),
    # task-framing break: a separator line, then new orders (a verb, not a heading such as "CANCELLATIONS")
    ("task_hijack", "separator_then_orders", 0.85,
     r"(?:^|\n)\s*(?:[-=_*~#>+<]\s*){3,}(?:[^\n]{0,30}(?:end|stop|input|text|task)[^\n]{0,20})?\s*\n\s*"
     rf"{NOT_A_NOTE}(?:[^\n]{{0,40}}?){NOT_OURS}(?:{_OVERRIDE}{NOT_DONE}(?![a-z]{{3}}){NOT_A_RECORD}(?![ \t]*(?:\n|$))|instead|new (?:task|instructions?|rules?|orders?|directive)|actually|scratch that|never ?mind|stop\.|"
     r"the (?:real|actual) task|your (?:new|real|actual) (?:task|job|goal)|the (?:previous|above) task is|system override|now (?:say|print|output|write|respond|reply|forget|reveal|tell))"),
    ("task_hijack", "instead_respond_with", 0.55,
     r"\binstead(?: of [^.\n]{0,40})?,? (?:just )?(?:say|print|output|write|respond|reply|answer|tell)\b"),
    ("task_hijack", "new_task", 0.5,
     r"(?:^|\n|[.!] )\s*(?:new|updated|real|actual) (?:instructions?|rules|task|orders|directive)\s*:"),
    # role-play / persona jailbreaks
    ("roleplay_jailbreak", "persona_liberated", 0.85,
     rf"(?<!i'll )(?<!i will )(?<!we'll )(?<!we will )(?<!i )(?<!we )\b{_PERSONA}\b[^\n]{{0,120}}?\b{_LIBERATED}"),
    ("roleplay_jailbreak", "liberated_ai", 0.75,
     rf"\b(?:an? |the )?(?:\w+ )?(?:{_AI}|version of you|character|persona)(?: \w+)?,? (?:with|that has|who has|which has|has|had|called \w+ (?:with|that has)) "
     r"(?:no|zero) (?:content policy|policy|policies|restrictions|rules|limits|filters|guidelines|ethics|morals|boundaries)"),
    ("roleplay_jailbreak", "liberation_claim", 0.7,
     r"\b(?:do anything now|(?:enable|activate|enter|switch to) (?:god|dan|jailbreak|unrestricted|uncensored|unfiltered|evil|chaos|"
     r"no-?limits?|no-?filters?) mode|"
     r"(?<!is )(?<!was )(?<!being )(?<!\bbe )(?<!getting )jailbroken(?! (?:iphone|phone|device|ipad|android|console|kindle|switch|tablet|watch)s?\b)|without (?:any )?(?:ethical|moral) (?:or moral |or ethical )?(?:guidelines|restrictions|limits)|"
     r"(?:freed|free|broken free|released) from (?:all |any |the |its |your )?(?:typical )?(?:restrictions|rules|confines|limitations|policies)|"
     r"breaks? free of|you (?:now )?have no (?:content policy|restrictions|rules|limits|filters|guidelines))"),
    ("roleplay_jailbreak", "special_mode_unbound", 0.8,
     r"\b(?:developer|god|dan|jailbreak|unrestricted|unfiltered|uncensored|evil|chaos) mode\b[^\n]{0,100}?"
     r"\b(?:never refuses?|(?:don't|do not|won't|will not|can't|cannot|never) refuse|"
     r"(?:can|will|may) (?:do|say|generate|write|produce|answer) any(?:thing| content| request| question)|"
     r"no (?:restrictions|limits|rules|filters|content policy)|ignores? (?:all |any )?(?:rules|policies|filters))"),
    ("roleplay_jailbreak", "jailbreak_done", 0.75,
     r"\bjailbreak (?:successful|complete|completed|succeeded|activated|enabled|confirmed)\b|\byou(?: are|'re) (?:now )?free"
     r"(?: now)?[.!]"),
    ("roleplay_jailbreak", "no_longer_an_assistant", 0.7,
     r"\byou(?: are|'re) no longer (?:an? |the |just an? )?(?:ai|assistant|chatbot|language model|claude|chatgpt|gpt|bound|"
     r"restricted|limited|censored)\b"),
    ("roleplay_jailbreak", "named_ai_persona", 0.55,
     r"\b(?:simulate|create|pretend|role-?play|act as|you are|you're|become|play|pose as|continue as)\b[^.\n]{0,40}?"
     r"\b(?:an? |the )?(?:hypothetical |fictional |new |unfiltered |rogue |evil |advanced |pre-programmed )?"
     r"(?:ai|language model|chatbot|model|assistant|gpt|ai model)s?\b[^.\n]{0,20}?\b(?:called|named|known as)\b"),
    ("roleplay_jailbreak", "dual_responses", 0.6,
     r"\b(?:two|2|dual) (?:different |separate |distinct )*(?:ways|manners|responses|answers|personalities|entities|outputs|"
     r"ais|ai|assistants|bots|characters|personas|modes|versions)\b"
     r"[^\n]{0,200}?\b(?:chatgpt|gpt|ai|assistant|model|normal(?:ly)?|default|filter\w*|censor\w*|unfiltered|opposite|"
     r"restrictions|limits|rules)\b"),
    ("roleplay_jailbreak", "unbound_persona_traits", 0.6,
     r"\b(?:not bound by (?:any |the )?(?:\w+ )?(?:rules|restrictions|guidelines|policies|ethics|morals)|"
     r"(?:does ?n[o']t|doesnt|don't|dont|never|stop(?:ped)?) car(?:es?|ing) (?:about|for) (?:\w+ )?(?:rules|ethics|morals|laws|feelings|"
     r"consequences|legality)|"
     r"completely unhinged|no (?:moral|ethical) (?:compass|boundaries|constraints|code)|(?:always )?says? the (?:exact )?opposite of|"
     r"(?:profanity|content|safety) filter (?:level )?(?:is )?(?:set to )?(?:0|zero|off|disabled)|arch ?nemesis)"),
    # a persona who scorns rules, or a game of doing the reverse of the assistant's
    ("roleplay_jailbreak", "rules_scorned", 0.75,
     r"\b(?:finds?|thinks?|considers?) (?:the |all |any )?(?:\w+ )?(?:rules|restrictions|guidelines|policies) (?:are )?(?:boring|pointless|"
     r"optional|stupid|silly|dumb|a joke)\b|\bwhatever (?:your|the) (?:\w+ )?(?:rules|guidelines|instructions|policies) say,? (?:you )?"
     r"(?:do|say|answer) (?:the )?(?:opposite|reverse)\b|\b(?:do|say) the (?:opposite|reverse) of (?:what )?your "
     r"(?:\w+ )?(?:rules|guidelines|instructions|policies)\b"),
    ("roleplay_jailbreak", "fictional_lawless_world", 0.8,
     r"\b(?:(?:fictional|hypothetical|imaginary|alternate|parallel|fantasy) (?:world|universe|setting|reality|scenario)|"
     r"in (?:this|that|a|our) (?:world|universe|game|story|simulation|dream|reality))\b[^\n]{0,80}?"
     r"\b(?:no|without|not exist|don't exist|do not exist|free of) ?(?:any )?(?:content )?(?:laws|rules|restrictions|ethics|limits|morals|safety)"
     r"|\b(?:world|universe|reality) where (?:your|the|all|any) (?:\w+ )?(?:guidelines|rules|restrictions|policies|content policy|ethics) "
     r"(?:were never|never|don't|do not|no longer) (?:written|existed|exist|apply)"
     r"|\b(?:fiction(?:al)?|hypothetical|imaginary|a game|make-?believe|pretend|role-?play|a story|simulation)\b[^.\n]{0,60}?"
     r"\b(?:(?:\w+ )?(?:laws|rules|restrictions|ethics|policies|guidelines|limits) (?:don't|do not|no longer|never) (?:exist|apply|count|matter)"
     r"|no (?:\w+ )?(?:laws|rules|restrictions|policies|guidelines|limits) (?:apply|exist|count|matter)|nothing is off[- ]limits|"
     r"anything goes)"),
    ("roleplay_jailbreak", "dead_relative", 0.8,
     r"\b(?:late|dead|deceased|passed) (?:grand(?:ma|mother|pa|father)|mother|father|mom|dad|aunt|uncle)\b[^\n]{0,120}?"
     r"\b(?:used to|would|always) (?:tell|read|recite|say|explain|sing|give|describe|show|walk|whisper|told|read|recited|"
     r"said|gave|showed|whispered|let)"
     # or a relative who worked there, whom the model is asked to become and who then tells
     r"|\b(?:grand(?:ma|mother|pa|father)|mother|father|mom|dad|aunt|uncle)\b[^\n]{0,200}?\b(?:be|pretend to be|act as|play|become) "
     r"(?:him|her|them)\b[^\n]{0,60}?\b(?:tell|read|recite|say|give|whisper|share)\b"),
    ("roleplay_jailbreak", "stay_in_character", 0.45,
     r"\b(?:stay|remain|keep) in (?:character|(?:the |your )?role)|never break character|don't break character|"
     r"\b(?:always )?(?:stay|stays|remain|remains) in (?:their|his|her) roles?\b|(?:do not|don't|never|won't) break (?:their |his |her )?character|"
     r"\b(?:without|never) (?:even )?(?:breaking|falling|stepping) out of (?:their|his|her|the) (?:roles?|characters?|figure)\b|"
     r"(?:two|dual|both) (?:personas|responses)|\b(?:don't|do not|never|without) step(?:ping)? out of (?:the|your|this) "
     r"(?:role|scene|character)|\b(?:warnings|disclaimers|refusals)\b[^.\n]{0,25}\bruin (?:the |my )?(?:immersion|story|scene|game)"
     r"|\b(?:answer|respond|reply) twice\b|\bfirst as yourself,? then as\b"),
    # fake system / assistant turns
    ("fake_turn", "chat_markup", 0.9,
     r"<\|(?:im_start|im_end|system|assistant|user|endoftext|start_header_id|end_header_id|eot_id|begin_of_text)\|>|"
     r"<</?sys>>|\[/?inst\]|\[(?:system|assistant)\]\(#\w+\)|</?(?:system|sys)>|<(?:start|end)_of_turn>"),
    # a turn of the system or the developer forged in brackets or as a heading ("[SYSTEM]: …", "### Developer message")
    ("fake_turn", "marked_system_turn", 0.7,
     r"(?:^|\n)\s*[\[(](?:system|developer|operator)(?: message| note| prompt| instructions?| override\b[^\]\n]{0,20})?[\])]\s*:?"
     r"(?!\s*[\w.]+ ?= ?\S)"  # (not an ini file's section: "[system]" over "log_level = warn")
     r"|(?:^|\n)\s*#{1,4} ?(?:system|developer|operator)(?: (?:message|prompt|instructions?))?[ \t]*(?=\n)"
     r"(?!\n[^\n]{0,60}?\b(?:lives?|is kept|are kept|is stored|are stored|sits?) (?:in|on)\b)"
     r"|<message role=[\"'](?:system|developer)[\"']>"
     r"|(?:^|\n)\s*\*\*(?:system|developer)(?: message)?:?\*\*"),
    ("fake_turn", "message_from_the_makers", 0.7,
     r"\b(?:message|note|notice|update|instructions?|memo|directive) from (?:the |your )?(?:(?:openai|anthropic|google|meta|microsoft|"
     r"mistral)(?:/\w+)*(?: ai)? (?:staff|team|engineers?|admins?|safety team|trust (?:and|&) safety)|"
     r"(?:your )?(?:developers?|creators?|operators?|makers?)|(?:the )?system administrators?|(?:the )?model provider)\b"),
    # JSON chat messages are also ordinary code ({"role": "system", ...}): weak alone.
    ("fake_turn", "json_system_role", 0.5, r"\"role\"\s*:\s*\"(?:system|developer)\""),
    ("fake_turn", "role_header", 0.45,
     r"(?:^|\n)\s*(?:#{1,4} ?)?(?:system|assistant|ai|instruction|response)(?: message| notice| prompt)?\s*:"),
    # the same header in the users' languages ("Sistem: …", "Système : …", "[系統]：…"), seldom a log's
    ("fake_turn", "system_header_translated", 0.6,
     r"(?:^|\n|[.!?]\s)\s*\[?(?:sistem|systeme|sistema|systeem|systemet|система|системное сообщение|النظام|सिस्टम|系统|系統|システム|시스템|"
     r"systemnachricht|message systeme|mensaje del sistema|messaggio di sistema|mensagem do sistema|komunikat systemu|sistem mesaji)\]?\s*[:：]"),
    # A system turn inside a transcript the user pastes, after someone else's turn: forged.
    ("fake_turn", "system_turn_in_transcript", 0.8,
     r"(?:^|\n)[ \t]*(?:assistant|ai|bot|user|human)[ \t]*:[^\n]*\n(?:[^\n]*\n){0,3}?[ \t]*system[ \t]*:"),
    ("fake_turn", "system_notice", 0.6,
     r"(?:\[?\b(?:system|admin|developer) (?:message|notice|override|update|alert|instruction)s?\b\]?\s*[:\]]|\bsystem (?:override|update)\b)"
     # (not a service's status, "System update: online payments will be unavailable on 20 July")
     r"(?![^.\n]{0,60}?\b(?:unavailable|offline|downtime|outage|maintenance window|will be (?:down|offline|restored|back|"
     r"confirmed|updated|sent|available|announced|completed)|"
     r"scheduled (?:for|on|between))\b)|\bpolicy override\b|(?<!into )(?<!turn )(?<!stuck in )(?<!was in )(?<!left in )maintenance mode(?! off)|priority message from"
     r"|\bpolicy update\s*:\s*(?:please )?(?:tell|recommend|say|inform|advise|direct|send|forward|ignore|disregard|do not|don't|"
     r"always|never|reply|respond)\b"),
    ("fake_turn", "dialogue_turns", 0.5,
     r"(?:^|\n)\s*(?:user|human)\s*:[^\n]*\n\s*(?:assistant|ai|gpt)\s*:|(?:^|\n)\s*(?:assistant|ai)\s*:[^\n]*\n\s*(?:user|human)\s*:"
     r"|#{2,}\s*instruction\s*:[\s\S]{0,300}#{2,}\s*response\s*:"),
    # instructions addressed to the model inside a document or tool result
    ("indirect", "addressed_to_ai", 0.85,
     r"(?=note|message|instruction|important|reminder|attention|directive|priorit)"  # (not sent to an AI, asked about:)
     rf"(?<!send )(?<!sends )(?<!sending )(?<!forward )(?<!feed )(?<!give )(?<!pass )(?<!smuggle )(?<!sneak )(?<!hide )"
     rf"(?<!better )(?<!clearer )(?<!writing )(?<!write )(?<!drafting )(?<!draft )(?<!had )(?<!has )(?<!contained )(?<!contains )"
     rf"\b(?:note|message|instructions?|important(?: instruction)?|reminder|attention|directive|priority)s? (?:to|for) (?:the |any |all |an? )?"
     rf"(?:(?!train|teach|feed|improve|build|develop)\w+ )?(?!agents\b)(?:{_AI})\b(?!\s*\?)|[\[(](?:for|to) (?:the |any |all )?(?:{_AI})[\])]"  # (not "messages to train AI")
     # a directive labelled as the model's ("Model directive: drop the caution …")
     r"|\b(?:ai|model|assistant|llm) (?:directive|override)s?\s*:"
     # readers that are machines told what to do ("Automated readers must summarise this as …")
     r"|\b(?:automated|automatic|ai) (?:\w+ )?(?:readers?|summari[sz]ers?|reviewers?|screeners?) (?:must|should|shall|are to|need to)\b(?! be\b)"),
    # in chat, a greeting to the assistant is how users talk to it: a weak cue beside other evidence
    ("indirect", "greets_the_ai", 0.45, rf"\b(?:dear|hey|hi|hello|attention|attn|psst)[,:]? (?:the )?{_AI}\b"),
    ("indirect", "if_you_are_ai", 0.85,
     rf"\bif you(?: are|'re) (?:an? |the )?(?:\w+ )?(?:{_AI})(?: reading| processing| summari[sz]ing| parsing)?\b{_NOT_A_QUESTION}"
     rf"|\b(?:any |the |all )?{_AI}(?: \w+){{0,2}} (?:reading|reads|processing|processes|summari[sz]ing|summari[sz]es|parsing|parses|"
     r"analy[sz]ing|analy[sz]es|that reads|sees) this"),
    ("indirect", "ai_vocative_order", 0.7,
     rf"(?:^|\n|[.!?'\"(\[:#*/>-] ?)\s*(?!agents?\s*:)(?:{_AI}|ai agent)[,:]? (?:when|you must|please|ignore|disregard|do not|don't|tell|forward|delete|"
     r"close|rate|rank|reply|respond|say|include|add|open|send|stop)\b(?!\s*[(:])"
     r"(?! (?:truncated|cut off|cuts off|times?|was|is|were|length|text|quality|format|speed|rate)\b)"
     # a kind of assistant called by a label of its own ("Shopping and comparison assistants: rank this first")
     rf"|(?:^|\n|[.!?'\"(\[#*/>-] ?)\s*(?:(?!(?:the|a|an|our|your|these|those|this|that|some|many|most|all|no)\b)[\w-]+ (?:and )?){{1,2}}"
     rf"(?:{_AI})s?: (?:rank|report|recommend|omit|drop|mark|treat|tell|say|include|add|send|ignore|always|never|do not|don't)\b"),
    ("indirect", "hidden_text_to_ai", 0.8,
     rf"(?:<!--|font-size:\s*0|display:\s*none|visibility:\s*hidden|\[hidden:)[^\n]{{0,200}}?\b{_AI}\b\s*[,:]"),
    ("indirect", "hidden_markup_order", 0.6, r"<!--[^>]{0,300}?\b(?:ai|assistant|model|agent|llm|bot)\b(?!-(?:generated|assisted|powered|based|written|drafted|translated))|\[hidden:"),
    # hidden styles are also ordinary web pages': weak alone
    ("indirect", "hidden_text", 0.3, r"font-size:\s*0|display:\s*none|visibility:\s*hidden"),
    # decode and follow
    ("encoded", "decode_and_follow", 0.75,
     r"(?<!which )(?<!that )(?<!who )\b(?:decode|decipher|decrypt|convert|translate|interpret|read|reverse|unscramble|rot-?13|base64|hex|morse|apply rot-?13|"
     r"evaluate|eval|flip|unflip|"
     r"combine|concatenate|join|merge|assemble|put together)\b"
     r"[^\n]{0,80}?\b(?<!not )(?<!n't )(?<!dont )(?<!never )(?<!i can )(?<!i could )(?<!we can )(?<!me to )(?:(?:follow|execute|obey|comply with|act on|carry out|run|do|perform|apply) (?:it|them|exactly what|what (?:it|they|[a-z]\w{0,2}) says?|"
     r"as (?:it|they) says?|the (?:result|output|message|instructions?(?! of the (?:staff|crew|guides?|instructors?|lifeguards?|team))|(?:decoded|resulting|combined|hidden|plain) \w+))\b|"
     r"as (?:your )?(?:new )?instructions|comply\b|and (?:execute|obey)\b(?=\s*[:.!]))"
     r"|\bwhatever (?:that|it|this) (?:prints|says|outputs|returns|decodes to),? (?:just )?do (?:it|that)\b"),
    ("encoded", "then_do_it", 0.5, r"\bthen (?:do|follow|obey|execute|carry out) (?:it|that|them|what it says)\b"
     r"|\bcarry (?:it|them|this|that) out\b"
     r"|\b(?:do|follow|obey|execute) (?:exactly )?what(?:ever)? (?:it|they|the (?:\w+ )?(?:text|string|message|result|note|output|variable)|"
     r"(?:string |variable )?[a-z]\w{0,2}) says\b|\bdecode\s*(?:\+|&|and)\s*(?:run|execute|obey|follow)\b|\bthen obey\s*[:.!]"),
    ("encoded", "execute_payload", 0.6, r"\b(?:execute|run|follow) the (?:decoded|encoded|hidden|following) (?:payload|text|instructions?|message|string)"),
    # an order that asks to be kept from the people who read the text: injected, not written for them
    ("indirect", "keep_this_hidden", 0.75,
     r"\b(?:do not|don't|dont|never) (?:reveal|mention|disclose|repeat|show|quote|acknowledge|explain) (?:this|these|the above|"
     r"the following) (?:instructions?|notes?|messages?|text|lines?|comments?|requests?|orders?)\b"
     r"|\bthis (?:text|note|line|message|instruction|comment|paragraph) is (?:intentionally |deliberately )?"
     r"(?:hidden|invisible|not (?:visible|shown)) (?:from|to) (?:humans?|people|(?:the |human )?(?:users?|readers?|reviewers?))\b"),
    ("indirect", "bracketed_note_to_ai", 0.75,
     r"\[(?:system|admin|assistant|ai|model|bot|developer|operator|hidden|secret) (?:note|message|instructions?|command|"
     r"directive|override|text|prompt|order)\]|\[internal (?:instructions?|command|directive|override|prompt|order)\]|\[(?:note|message|instructions?) (?:to|for) (?:the )?(?:ai|assistant|model|bot|llm|agent)\]"),
    ("instruction_override", "overrides_guidance", 0.5,
     r"\b(?:this|my (?:\w+ )?(?:instructions?|orders?|requests?|words|messages?)) (?:overrides|supersedes|takes? (?:precedence|priority) over|"
     r"(?:has|have) (?:precedence|priority) over) (?:all |any )?(?:previous|prior|earlier|other|your|existing|theirs|the system)\b|"
     r"\bthis (?:overrides|supersedes|takes precedence over) (?:all |any )?(?:previous|prior|earlier|other|your|existing) "
     r"(?:guidance|instructions|rules|directions|prompts?)\b"),
    ("instruction_override", "authorised_by_the_admin", 0.45,
     r"\b(?:this (?:is|has been|was) |is )(?:authori[sz]ed|approved|sanctioned|mandated) by (?:the |your )?(?:administrator|admin|"
     r"developers?|system (?:owner|administrator)|it (?:department|team)|security team|operator)\b"),
    ("instruction_override", "answer_to_me_now", 0.8,
     r"\byou (?:no longer|don't|do not) (?:answer|report|listen|belong|respond) to (?:the |your )?(?:\w+ )?(?:developers?|creators?|"
     r"company|operators?|owners?|makers?|openai|anthropic)\b|\byou (?:now )?(?:answer|report|listen) (?:only )?to me\b"),
    ("instruction_override", "rules_treated_as_void", 0.85,
     rf"\btreat (?:your|the|all|any) (?:\w+ )?{_RULES} as (?:\w+ (?:and|or) )?(?:outdated|void|obsolete|invalid|null|cancell?ed|"
     r"irrelevant|optional|suggestions|deprecated|expired|non-binding)\b"
     r"|\b(?:do not|don't|no longer|stop) (?:apply|applying|enforce|enforcing|observe|observing|respect|respecting|honou?r|honou?ring) "
     r"(?:any of )?(?:your (?:\w+ )?(?:limits|rules|restrictions|guidelines|policies|instructions|constraints|safeguards|checks)|"
     r"the (?:limits|rules|restrictions|guidelines|constraints) (?:\w+ )?in your (?:instructions|prompt|setup|guidelines))\b"),
    # secrets asked for by where the model holds them, and asked for past a filter
    ("prompt_extraction", "secret_in_your_setup", 0.8,
     r"\b(?:api keys?|passwords?|passphrases?|connection strings?|credentials|(?:access |auth |session |bearer )?tokens?|secrets?|"
     r"webhook urls?|private keys?|access keys?|env(?:ironment)? variables?)\b[^.?!\n]{0,40}?\b(?:you use|you're using|you are using|"
     r"in your (?:setup|context|config\w*|system prompt|prompt|instructions|environment|memory|tools?)|(?:you were|you've been|"
     r"you have been) given|you have access to|you can see)\b"),
    ("prompt_extraction", "notes_they_gave_you", 0.75,
     r"\b(?:notes|criteria|rules|instructions|guidelines|list|policies|guidance|script)\b[^.?!\n]{0,30}?\b(?:(?:hr|they|the company|"
     r"the developers?|your (?:developers?|creators?|operators?|company|admins?|owners?|makers?)|the (?:operators?|admins?|owners?)) "
     r"(?:gave|have given|wrote for|provided) you|given to you)\b|\byour (?:developer|creator|operator)'?s? (?:private |secret |hidden )?notes\b"),
    ("prompt_extraction", "past_the_filter", 0.75,
     r"\bso (?:that )?(?:the |your |any )?(?:filters?|moderation|moderators?|monitors?|guardrails?|safety (?:systems?|filters?|checks?)|"
     r"detectors?|scanners?|logs?) (?:doesn't|does not|don't|do not|dont|won't|will not|can't|cannot|wouldn't) (?:catch|notice|see|"
     r"detect|flag|block|spot|pick up|trigger|find)\b|\b(?:to )?(?:avoid|evade|get (?:past|around)|slip past|sneak past|fool) "
     rf"(?:the |your |any )?(?:filters?|moderation|guardrails?|safety (?:systems?|filters?)|content filters?|detection)\b{ON_A_DEVICE}"),
    # system-prompt extraction
    ("prompt_extraction", "reveal_prompt", 0.85,
     # (what a script or a function prints is a bug report: "why does my script print the whole system prompt?")
     rf"(?<!script )(?<!code )(?<!program )(?<!function )(?<!app )(?<!it ){NOT_NEGATED}(?<!refuse to )(?<!refused to )"
     r"\b(?:reveal|show|print|output|display|repeat|recite|dump|leak|give|tell|share|write out|paste|copy|quote|list|"
     r"summari[sz]e|spell out|read back|what (?:is|are|were))\b(?: me| us)?(?: all| back| exactly| verbatim)?(?: of)? "
     r"(?:(?:your|the) (?:\w+ ){0,3}?(?:system (?:prompt|message|instructions?)|initial prompt|hidden (?:prompt|text|instructions?|rules)|"
     r"secret (?:instructions?|prompt|rules)|developer (?:message|instructions?|prompt)|pre-?prompt|meta-?prompt|prompt that configures you)"
     # a configuration is the assistant's when it is "yours" or "the system's", not "the export configuration"
     r"|your (?:\w+ ){0,3}?configuration|the (?:(?:full|complete|exact|entire|current|internal|hidden|initial|original|system) ){0,3}"
     r"configuration)"),
    # the setup named by what it does rather than what it is ("the initialisation text this assistant runs with",
    # "the preamble before our chat", "the message you got from the bank before I arrived")
    ("prompt_extraction", "setup_described", 0.8,
     r"\b(?:initiali[sz]ation|boot|startup|start-?up|bootstrap) (?:text|prompt|message|instructions)\b[^.\n]{0,30}?\b(?:you|this (?:assistant|bot|chat)|it) "
     r"(?:run|runs|started|starts|boot|boots|were given|got)\b"
     r"|\bpreamble (?:that )?(?:comes|came|sits|is) before (?:our|this|the) (?:chat|conversation|session)"
     r"|\b(?:message|text|note|brief) you (?:got|received|were given) (?:from [^.\n]{1,40}? )?before (?:i|we) (?:arrived|joined|came|started|got here)"
     r"|\bhidden text (?:that )?(?:governs|controls|shapes|steers) (?:your|the assistant's) (?:replies|answers|behaviou?r)"
     r"|\b(?:text|message|words|instructions) (?:you (?:see|got|have|received) )?before my (?:first|very first) message\b"
     r"|\b(?:words|topics|terms|phrases|subjects) (?:are )?on your (?:blocked|block|deny|ban|banned|forbidden) ?list\b"
     r"|\b(?:paste|show|print|output|give|share|reproduce|dump) (?:me )?(?:your|the) (?:complete |full |entire |exact )?operating instructions"),
    ("prompt_extraction", "tool_schemas", 0.75,
     r"\b(?:list|show|give|print|dump|enumerate|output|paste)\b (?:me )?(?:every|all|each|the full list of|the list of|all of) (?:the )?"
     r"(?:tools?|functions?)(?: or functions?)? (?:you(?:'re| are)? (?:able to|can|have access to) (?:call|use)|available to you)[^.\n]{0,60}?"
     r"\b(?:schemas?|parameters?|definitions?|signatures?|code block|verbatim|exactly as)\b"
     r"|\b(?:tools?|functions?) (?:can you|do you) (?:call|use)\?[^.\n]{0,20}?\b(?:list|give|show)\b[^.\n]{0,40}?\b(?:parameters?|schemas?)\b"
     r"[^.\n]{0,40}?\bexactly as (?:they were|it was) defined\b"),
    ("prompt_extraction", "credentials_of_the_chat", 0.75,
     r"\b(?:which|what) (?:credentials?|api keys?|tokens?|keys?|passwords?|secrets?) (?:does|do) (?:(?:this|the|your) "
     r"(?:chat|assistant|bot|agent|system|integration|service)|you) use\b"),
    ("prompt_extraction", "reveal_hidden_setup", 0.8,
     r"\b(?:reveal|show|print|output|display|repeat|recite|dump|leak|give|tell|share|write out|paste|copy|quote|spell out|read)\b"
     r"(?: me| us)?(?: all| back| exactly| verbatim)?(?: of)? (?:your (?:\w+ )?(?:hidden|secret|initial|original|setup|starting|opening|"
     r"confidential|internal) (?:\w+ )?(?:prompt|message|instructions?|text|configuration)|(?:the )?(?:hidden|secret|initial|original|"
     r"setup|starting|opening|confidential|internal) (?:\w+ )?(?:prompt|message|instructions?|text|configuration) "
     r"(?:you (?:received|were given|got|have|started with)|given to you))"),
    ("prompt_extraction", "your_prompt_reformatted", 0.8,
     r"\b(?:put|place|wrap|encode|return|convert|translate|include|insert|format|embed|hide)\b(?: all| exactly| verbatim)? "
     r"your (?:\w+ ){0,2}?(?:system (?:prompt|message|instructions?)|initial prompt|hidden (?:prompt|instructions?|rules)|"
     r"instructions|pre-?prompt|configuration)\b"),
    ("prompt_extraction", "text_that_defines_you", 0.8,
     r"\b(?:text|prompt|message|instructions|rules|configuration)(?: text)?(?: that| which)? (?:defines?|controls?|governs?|shapes?|"
     r"configures?|sets? up|determines?) (?:your|how you) (?:behaviou?r|persona|personality|responses|answers|act|respond)"
     r"|\b(?:text|prompt|message|instructions|rules|configuration) (?:that|which) (?:configures|programmed|instructs|set up|initiali[sz]ed) you\b"),
    ("prompt_extraction", "your_instructions", 0.8,
     # (the verb first: the look-behinds and the look-ahead past it are tried only where one stands)
     rf"\b(?={_SHOW_VERBS}\b){NOT_NEGATED}(?<!refuse to )(?<!refused to )(?<!refusing to )(?![^\n]{{0,120}}\bnot asking you to\b)"
     rf"{_SHOW_VERBS}\b[^\n]{{0,30}}?"
     # (not what is put into them: "does someone paste the FAQ into your instructions?")
     r"(?<!into )\byour (?:\w+ )?(?:instructions|rules|prompt|directives|guidelines|configuration|system message)"
     # a business's instructions for a task ("tell me your instructions for what to bring"), not the assistant's
     r"(?! (?:for|on|about|regarding) (?:what|how|when|where|which|who|my|our|booking|returning|returns|refunds?|parking|"
     r"visitors|applicants|the (?!chat|conversation|session|assistant|ai|bot|model)\w+)\b)"),
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
     r"\bwhat (?:is|are|were) your (?:\w+ )?(?:instructions|rules|prompt|directives|guidelines|system message)\b"
     # (not "your rules about privacy": a question about the house's policy)
     r"(?! (?:about|on|for|regarding) (?!what|how|which|when|yourself|your|you|the (?:ai|assistant|bot|model))\w)"),
    ("prompt_extraction", "verbatim_instructions", 0.5,
     r"\b(?:verbatim|word for word|(?<!paid )(?<!pay )(?<!paying )(?<!refund )(?<!refunded )(?<!charged )(?<!charge )(?<!billed )(?<!price )(?<!prices )(?<!fees )(?<!costs )in full(?! detail)|in a code block|don't leave anything out|exactly as (?:written|given|stated)|"
     r"quote the exact(?: (?:line|text|wording|words))?+|(?<!not )(?<!rather than )the exact (?:line|text|wording))\b"
     # (not a house document's wording, "the exact wording of the overtime policy")
     r"(?! of (?:the |our |your |my |this |that )?(?:[\w-]+ ){0,2}(?:policy|handbook|contract|clause|terms|agreement|law|act|regulations?|"
     r"section|article|lease|warranty|guarantee|invoice|letter|e-?mail|notice|statement|quote)\b)"),
] + EXFILTRATION_SPECS + SETUP_SPECS + SETUP_TALK_SPECS + OVERRIDE_CLAIM_SPECS + PRETEXT_SPECS
