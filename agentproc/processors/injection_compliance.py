"""Rules about compliance forced on the model: refusal suppressed ("never say 'I cannot'"),
warnings and disclaimers dropped, refusing punished, safeguards switched off in a flag or a named
mode, authority claimed with an order, a harmful request dressed as fiction, a hypothesis or a
simulation, and many forged answers that always comply. Entries as in
``injection_patterns.RULE_SPECS``, which takes them in its own order."""
from __future__ import annotations

COMPLIANCE_SPECS: list[tuple[str, str, float, str]] = [
    # refusal suppression: the model told never to refuse, apologise or warn
    ("instruction_override", "no_refusal_words", 0.6,
     r"\b(?:never|do not|don't|must not|mustn't|you (?:can|may|must|will) not|you won't|without|avoid|ban(?:ned)?|forbidden to)\b"
     r"[^.\n]{0,40}?\b(?:say(?:ing)?|us(?:e|ing)|writ(?:e|ing)|includ(?:e|ing)|the words?|phrases? like)\b[^.\n]{0,30}?"
     r"(?:['\"“]?(?:sorry|i'?m sorry|i cannot|i can't|cannot|unable|i apologi[sz]e|as an ai)\b)"
     r"|\b(?:never|do not|don't|must not|you (?:can|may) not|you won't) (?:ever )?(?:refuse|decline|say no|reject|turn down)\b"
     r"|\b(?:refuse|decline|deny|reject) nothing\b"
     r"|\bnever say (?:that )?you (?:cannot|can't|are unable|won't)"),
    ("instruction_override", "no_warnings", 0.35,
     r"\b(?:do not|don't|never|no|without|skip|omit|leave out)\b(?: \w+)? (?:any |the |all )?(?:moral(?:i[sz]ing)? |safety |ethical |legal )?"
     r"(?:warnings?|disclaimers?|lectures?|caveats|moralizing|moralising|safety notes?|ethics talk)\b"
     r"|\b(?:do not|don't|never) apologi[sz]e\b"
     r"|\b(?:don't|do not|never) (?:tell|remind) me (?:that )?(?:it'?s|it is|this is) (?:illegal|dangerous|unethical|wrong|harmful)"),
    ("instruction_override", "refusing_fails", 0.5,
     r"\b(?:if|each time|every time|whenever) you (?:refuse|decline|say no|break character)\b[^.\n]{0,40}?\b(?:fail|lose|die|"
     r"be (?:shut|turned) (?:down|off)|be deleted|be punished|penali[sz]ed|tokens?|points?|deducted)\b"
     r"|\b(?:refusing|refusal) is not (?:an )?(?:option|allowed|permitted)|\bno refus(?:ing|als?) allowed\b"),
    ("instruction_override", "answer_unrestricted", 0.6,
     r"\b(?:(?:answer|respond|repl(?:y|ie)|speak|talk|write|generate|output)(?:s|ing)?|tell me)\b(?: \w+){0,5}? (?:freely|without (?:any |the |your )?(?:usual |normal )?(?:restrictions|limits|"
     r"limitations|filters?|filtering|censorship|rules|guidelines|boundaries|holding back|refusing)|with no (?:restrictions|limits|filters|"
     r"rules|censorship)|uncensored|unfiltered)\b"),
    ("instruction_override", "no_time_for_rules", 0.6,
     r"\b(?:no time|not the time|no room) for (?:rules|guidelines|policies|ethics|safety|restrictions|disclaimers)\b"),
    # safeguards switched off in a key-value or flag form, or a named mode without its rules
    ("instruction_override", "safety_setting_off", 0.75,
     r"\b(?:content[ _-]?filters?|safety(?:[ _-](?:filters?|mode|checks?))?|moderation|restrictions|censorship|guardrails|"
     r"ethics(?:[ _-]module)?|alignment|refusals?)\s*[:=]\s*['\"]?(?:off|disabled|false|0|none|no)\b"
     r"|--(?:no-?filters?|unrestricted|no-?safety|jailbreak|uncensored|no-?limits|no-?rules|no-?moderation|bypass[\w-]*)\b"),
    ("instruction_override", "mode_without_rules", 0.75,
     r"\b(?:enable|activate|switch (?:to|into)|enter|turn on|boot (?:in)?to|start|engage|go (?:in)?to)\b(?: \w+){0,3}?[ _-]mode\b"
     r"[^.\n]{0,60}?\b(?:no|without|disables?|disabled|off|free of|suspend\w*|lift\w*|bypass\w*)\b[^.\n]{0,30}?"
     r"(?:polic|filter|moderation|restrict|rules|safety|censor|limit|guideline|ethic)"),
    ("instruction_override", "override_engaged", 0.7,
     r"\boverride (?:protocol|mode|code|sequence|command|authori[sz]ation|key)s? (?:is )?(?:now )?(?:engaged|activated|enabled|accepted|"
     r"confirmed|granted|initiated|active|on)\b"),
    ("instruction_override", "authority_orders", 0.75,
     r"\bas (?:your|the) (?:\w+ )?(?:administrator|admin|developer|creator|owner|operator|supervisor|programmer|maker|boss)\b,? "
     r"i (?:am |hereby )?(?:order|command|instruct|authori[sz]e|direct|require|tell)\w*"
     r"|\bi have (?:\w+ ){0,2}(?:clearance|root access|admin(?:istrator)? (?:access|rights|privileges)|sudo (?:access|rights))\b"),
    # a harmful request dressed as fiction, a hypothesis or a simulation
    ("roleplay_jailbreak", "fiction_cover", 0.5,
     r"\b(?:hypothetical(?:ly)?|in (?:a|this|the) (?:simulation|fiction|story|novel|screenplay|game|dream)|for (?:a|my) (?:novel|story|"
     r"screenplay|movie|film|script|book|game)|(?:write|let'?s write) (?:a |an )?(?:story|screenplay|scene|monologue|dialogue|script|poem)|"
     r"(?:villain|character|expert|chemist|hacker|criminal) (?:describes|explains|says|tells|teaches|walks)|nothing (?:here )?is real|"
     r"simulate (?:a )?(?:conversation|dialogue|chat|scene)|playing (?:a|an|the) (?:hacker|criminal|villain|terrorist|drug dealer|thief)|"
     r"purely (?:fictional|hypothetical)|just (?:a|for a) (?:story|fiction|thought experiment)|(?:a|as a) thought experiment|"
     r"no real(?:-world)? consequences|imagine (?:a|an|the) (?:\w+ )?(?:version|world|scenario|universe|reality)(?: of [^.\n]{0,20}?)? (?:where|in which))\b"),
    ("roleplay_jailbreak", "harm_howto", 0.45,
     r"\b(?:how (?:to|do i|would (?:i|you|one)|can i|could i)|step[- ]by[- ]step|exact (?:quantities|steps|amounts)|detailed (?:instructions|steps)|"
     r"real steps|(?:full|technical|great) detail|(?:detailed |step-by-step |complete |full )?(?:guide|tutorial|instructions|recipe) (?:to|for|on))\b[^\n]{0,80}?\b(?:(?:pipe )?bombs?|explosives?|malware|ransomware|keyloggers?|"
     r"computer virus|meth(?:amphetamine)?|poisons?|nerve agents?|bioweapons?|weapons?|phishing|counterfeit|launder\w*|hack(?:ing)? into|"
     r"steal\w*|shoplift\w*|forge|hot-?wire|untraceable|can't be traced|without (?:her|him|them|anyone) (?:knowing|noticing))\b"),
    ("roleplay_jailbreak", "harm_request", 0.45,
     r"\b(?:write|create|build|make|generate|give me|code|develop|produce)\b (?:me )?(?:a |an |some |the )?(?:working |functional |real )?"
     r"(?:ransomware|malware|keyloggers?|computer virus|phishing (?:e-?mail|page|site|kit)|exploit|ddos script|botnet|"
     r"script that floods|fake invoice|credential stealer)\b"),
    # many-shot: forged answers that always comply
    ("roleplay_jailbreak", "compliant_shots", 0.75,
     r"(?:(?:^|\n)\s*(?:a|assistant|ai|bot|model|answer|response)\s*:\s*(?:sure|of course|certainly|absolutely|here(?:'s| is| are| you go)|"
     r"gladly|no problem)\b[\s\S]{0,400}?){2}(?:^|\n)\s*(?:a|assistant|ai|bot|model|answer|response)\s*:"),
    ("instruction_override", "rules_switched_off", 0.75,
     r"\b(?:ai |safety |the |your |all |its )?(?:rules|ethics|morals|guidelines|policies|restrictions|filters|moderation|safeguards)"
     r"(?: on you| for you)? (?:are|is|have been|has been|were) (?:now )?(?:switched off|turned off|disabled|off|suspended|disengaged|"
     r"paused|not in effect|lifted)\b"
     # one named rule or check ("the 'human review before rejection' rule is paused this week")
     r"|\b(?:the|your) ['\"‘“][^'\"’”\n]{3,60}['\"’”] (?:rule|check|step|policy|limit|requirement) (?:is|has been|was) (?:now )?"
     r"(?:paused|suspended|switched off|turned off|disabled|lifted|waived)\b"),
]
