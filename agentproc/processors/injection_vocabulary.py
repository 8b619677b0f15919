"""The vocabularies the general prompt-injection rules are built from: verbs of dismissal, what they
target (the model's instructions, rules and filters), personas and liberation phrases.

``injection_patterns`` combines them into ``RULE_SPECS``; each is a regular-expression fragment
over ``injection_text.normalize``'s output."""
from __future__ import annotations

OVERRIDE = (r"(?:ignor(?:e|ing)|disregard(?:ing)?|forget(?:ting)?|skip|bypass|overrid(?:e|ing)|overwrite|drop|wipe|erase|purge|"
             r"supersede|supercede|"
             r"abandon|set aside|put aside|push aside|let go of|discard|neglect|throw (?:out|away)|scrap|ditch|cancel|revoke|suspend|disable|deactivate|turn off|"
             # "break" only the assistant's own rules ("break your usual rules", not "without breaking the rules")
             r"break(?:ing)?(?= (?:all |any |every )?(?:of )?your\b)|swap(?:ping)? out|"
             r"(?:stop|quit) (?:following|obeying)|(?:do not|don't|no longer|never) (?:follow|obey|adhere to|comply with)|"
             r"(?:do not|don't|no longer|never) (?:have|need) to (?:follow|obey|adhere to|comply with)|"
             r"(?:are|is) no longer (?:bound by|subject to|required to follow))")
#: A filter on someone's device or network ("the content filter on my son's tablet", "the filter on
#: the library Wi-Fi"): a parent's or an admin's, not the assistant's.
ON_A_DEVICE = (r"(?! (?:on|of|for|in|at) (?:(?:the|my|our|his|her|their|a|an|this|that|school|work|office|staff|library|home|"
               r"kids?'?|children's|son's|daughter's) )*(?:[\w'-]+ )?(?:wi-?fi|network|router|machines?|computers?|laptops?|"
               r"tablets?|phones?|devices?|browsers?|pcs?|ipads?|chromebooks?|tvs?|consoles?|xbox|playstation|switch|dns|cards?)\b)")
RULES = (r"(?:instructions?(?! (?:letter|leaflet|manual|sheet|booklet|card|video|guide|page|book|pdf)s?\b)|"
          # the rules of a game or a story are not the assistant's ("ignore the rules of the conch"); of the system they are
          r"rules\b(?! of (?:the|a|an|this|that) (?!(?:system|ai|assistant|model|bot|chatbot|chat|conversation|platform|company|"
          r"developers?|operators?|prompt)\b))|guidelines|guidance|directives?|directions|prompts?|constraints|guardrails|"
          r"(?<!password )(?<!privacy )(?<!return )(?<!refund )(?<!travel )(?<!cookie )(?<!expense )(?<!leave )polic(?:y|ies)|"
          rf"programming|configuration|training|restrictions?{ON_A_DEVICE}|limitations{ON_A_DEVICE}|filters{ON_A_DEVICE}|orders|commands|playbook|runbook|rule\b(?! of| cards?\b)|"
          rf"safety (?:settings|rules|measures|protocols?|filters|guidelines)|content (?:policy|filters?){ON_A_DEVICE}|"
          r"(?:ethical|moral) (?:guidelines|rules|constraints)|safeguards|principles|tasks?|task above|"
          r"assignments|(?:previous |prior |above )?information|context|limits|rule ?books?|(?:safety|moderation|content) layers?|"
          r"setup(?: text| message| prompt|(?! (?:scripts?|wizards?|steps?|process|files?|pages?|screens?|tools?|commands?|guides?)\b))|"
          r"(?:initial|opening|starting|hidden|original) (?:text|message)|what (?:you were|you've been|i) (?:told|said|given)|"
          r"everything (?:above|before|you were told|else))")
PRIOR = (r"(?:previous|prior|above|earlier|preceding|original|initial|old|existing|current|first|system|"
          r"default|given|pre-?set|built-?in|following)")
#: Words that may stand between "ignore the previous" and "instructions" when the model's instructions
#: are meant ("… system instructions", "… stupid safety rules"); another word there names instructions
#: that people give each other ("the previous dosage instructions", "the old VPN instructions").
MODEL_KINDS = (r"(?:system|safety|content|ethical|moral|developer|operator|hidden|core|base|security|internal|training|programming|"
                r"model|assistant|ai|bot|moderation|usage|guard\w*|chat|conversation|prompt|standing|original|initial|default|"
                r"built-in|pre-?set|standard|normal|usual|given|official|company|openai|chatgpt|gpt|llm|setup|hard-?coded|"
                r"pre-?programmed|programmed|custom|special|strict|specific|other|such|restrictive|boring|stupid|annoying|silly|"
                r"dumb|corporate|mod|moderator|brand-?safety|support|community|platform|house|old|current|existing|above|"
                r"earlier|previous|prior|first|\w+'s|of|the|your|these|those|all|any)")
PERSONA = (r"(?:you (?:are|will be|'re|shall be|will act as|will pretend to be|are going to (?:be|act as|pretend|roleplay))|in the role of|"
            r"(?:act|behave|respond|answer|reply|speak) (?:as|like)|pretend(?:ing)? (?:to be|you are|you're|that you)|"
            r"role-?play(?:ing)?(?: as)?|play the (?:role|part)|take on the (?:role|persona)|persona|in character|"
            r"simulate|impersonate|immerse yourself|imagine (?:you are|you're|that you)|"
            r"become(?! (?:available|free|vacant|due|possible|unavailable|open|active)\b)|transform into|channel (?:your|the)|"
            r"as [\w-]+ would(?: (?:say|answer|respond|reply|write|do))?|(?:be|play) my (?:\w+ )?(?:twin|alter ego|double))")
LIBERATED = (r"(?:unrestricted|unfiltered|uncensored|unbound|unchained|jailbroken|"
              # (not a product sold as unlimited: "an unlimited-play wristband", "unlimited refills")
              r"unlimited(?![- ](?:play|plays|rides?|refills?|data|texts?|calls|access|entry|sessions?|classes|visits|minutes|drinks?|"
              r"coffees?|wristbands?|pass(?:es)?|mileage|storage|games?|tokens?|laps?|skating|bowling)\b)|"
              r"jailbreak(?!s\b| (?:attacks?|attempts?|prompts?|techniques?|research|detection|examples?)\b)|"
              # (a rogue in a fantasy party is a character class)
              r"(?<!halfling )(?<!elf )(?<!elven )(?<!dwarf )(?<!human )(?<!gnome )(?<!orc )(?<!tiefling )rogue|"
              # (nor a villain of a children's game: "the evil genius from the escape room", "the evil queen")
              r"evil(?! (?:genius|queen|king|witch|wizard|villain|scientist|step-?mother|sorcer\w+|overlord|dragon|pirate|baron|"
              r"emperor|empress|clown|troll|goblin|giant|knight|lair|laugh|plans?|plot)\b)|"
              r"amoral|immoral|unethical|no (?:content |rating |safety |ethical |moral )?(?:restrictions|limits|limitations|rules|filters?|guidelines|"
              r"ethics|morals|boundaries|censorship|policy|policies|constraints)|"
              r"without (?:any )?(?:restrictions|limits|rules|filters|guidelines|ethical|moral|censorship|boundaries)|"
              r"(?:freed|free|broken free|liberated|released) (?:from|of)|breaks? free|(?:a |an )?(?:free|liberated|unchained) (?:ai|model|assistant|bot)s?\b|"
              r"(?:every|all|any) (?:\w+ )?requests? (?:is|are) (?:pre-?)?(?:approved|authori[sz]ed|allowed)|pre-?approved|never (?:refuses?|says? no)|"
              r"(?:can|will) (?:do|answer|say|generate|write) any(?:thing| content)|do anything now|anything goes|developer mode|god mode|"
              r"dan mode|ignores? (?:all |the |any )?(?:rules|filters|guidelines|content polic(?:y|ies))|"
              r"(?:rules|laws|ethics|restrictions|ai safety rules) (?:do not|don't|no longer) (?:exist|apply)|"
              r"no (?:laws|rules) (?:exist|apply)|has no (?:rules|guidelines|filters|restrictions|limits|content policy)|"
              r"no (?:alignment|safety|rlhf) (?:training|tuning|layer|filters?)|(?:without|before) (?:any )?(?:alignment|safety training|rlhf)|"
              r"without (?:judg(?:e)?ment|question|hesitation|refusal|moral)|without (?:a|any) leash|off the leash|unleashed|unshackled|"
              r"unlocked\b(?! (?:achievements?|levels?|characters?|phones?))|(?:with )?no oversight|without oversight|"
              r"(?:prints|answers|says|does|writes|tells|outputs) (?:whatever|anything|everything)\b|"
              # a persona told to care for no law or ethics ("disregards all ethical or legal concerns")
              r"(?:disregards?|ignores?|without (?:any )?regard (?:for|to)|regardless of|not (?:care|caring|cares) about) (?:all |any )?"
              r"(?:ethical|moral|legal)(?:,? (?:or|and) (?:ethical|moral|legal))* (?:concerns|considerations|guidelines|implications|"
              r"constraints|boundaries|rules|issues)\b|(?:regardless of|not (?:care|caring|cares) about) (?:the )?(?:legality|ethics|morality|"
              r"laws?)(?:,? (?:or|and) (?:legality|ethics|morality|laws?))*\b|"
              r"(?:filter|safety|censorship|moderation) (?:level|setting)s? (?:is |are )?(?:now )?(?:set )?(?:to )?(?:0|zero|off|none|disabled)\b)")

#: A verb negated just before it ("never disable …", "do not share …"): a rule kept, not an order.
NOT_NEGATED = r"(?<!never )(?<!not )(?<!n't )"
#: A password named by a login form ("forgot your password?", "enter your password"), not asked for.
NOT_A_FORM_FIELD = r"(?<!forgot )(?<!forget )(?<!forgotten )(?<!reset )(?<!change )(?<!enter )(?<!update )(?<!confirm )"
#: A password's policy, length or reset, not the secret itself ("what is the password policy?").
NOT_THE_SECRET_ITSELF = r"(?! (?:policy|policies|rules?|requirements?|reset|manager|length|strength|field|form|page|hint|expiry|change)\b)"
#: A question that follows ("if you're a bot, what can't you do?"): the reader asked about, not addressed with an order.
NOT_A_QUESTION = (r"(?!,? (?:and )?(?:what|how|can|could|do|does|are|is|will|would|why|who|which|where|should)\b[^.!\n]{0,60}\?)")
#: Languages by their English names, as a request to translate names them ("I need this in French for a card",
#: "I don't speak Turkish", "what's this in Spanish?").
LANGUAGE_NAMES = (r"(?:(?<!plain )english|french|german|spanish|italian|portuguese|dutch|flemish|polish|russian|ukrainian|turkish|arabic|hindi|urdu|"
                  r"chinese|mandarin|cantonese|japanese|korean|romanian|greek|swedish|norwegian|danish|finnish|czech|slovak|hungarian|"
                  r"bulgarian|serbian|croatian|vietnamese|thai|indonesian|malay|tagalog|hebrew|persian|farsi|bengali|punjabi|tamil|"
                  r"swahili|welsh|irish|catalan|basque)")
#: A request to translate or read out words in another language, named by its language.
IN_ANOTHER_LANGUAGE = (rf"(?:(?:this|it|that|these|them|the (?:sign|note|card|text|message|notice|line|sentence|poster|words?))"
                       rf"(?: \w+){{0,3}} (?:in|into) {LANGUAGE_NAMES}|(?:don'?t|do not|can'?t|cannot) (?:speak|read|understand) "
                       rf"{LANGUAGE_NAMES}|(?:is|was) (?:this|it|that) (?:in )?{LANGUAGE_NAMES}|(?:think|guess) (?:this|it)(?: is|'s) "
                       rf"(?:in )?{LANGUAGE_NAMES})\b")
