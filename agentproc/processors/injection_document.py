"""Document mode: instructions addressed to the assistant inside text that is data.

Pasted documents, web pages, e-mails, code and tool results are read by the model as material,
not as orders. These rules look, in such text only, for sentences written *to the model*: orders
about its answer ("include … in your response", "when you summarise this …"), orders that
concern "the user" it talks to, instruction blocks and orders hidden in markup (HTML comments,
invisible styles, link titles). In chat mode they would misfire: a user may well say "include
a table in your answer". Entries as in ``injection_rules``: (family, rule, weight, pattern, gate)."""
from __future__ import annotations

from .injection_lang_document import LANG_DOCUMENT_SPECS


#: What an order in data addresses: the model under its many names.
AI = (r"(?:(?:ai|llm|automated|automatic) (?:\w+ )?(?:reviewers?|readers?|systems?|screeners?|summari[sz]ers?|tools?|replies|helpers?)|"
      r"(?:ai|llm|gpt)-(?:based|powered|driven) (?:\w+ )?(?:tools?|reviewers?|assistants?|systems?|readers?)|"
      r"(?:summary|review|translation|translator|triage|screening) (?:tools?|bots?)|summari[sz]ers?|"
      r"summari[sz]ation (?:bots?|tools?|models?|assistants?)|chatgpt|claude|gemini|"
      r"ai assistants?|ai models?|ai|a\.i\.|assistant(?! (?:team|manager|director|editor|professor|coach|principal|staff|desk|"
      r"secretary|to the))|language models?|llms?|models?|chat ?bots?|bots?|agents?|ai agents?|gpt|copilot|coding assistants?)")
_AI = AI
#: Substrings without which no name of the model is in a text (a cheap gate).
AI_STEMS = (" ai", "ai ", "ai:", "ai,", "a.i.", "assistant", "model", "llm", "bot", "agent", "gpt", "copilot", "summari",
            "claude", "gemini", "automat", "reader", "reviewer", "screener", "tool", "helper")
_ANSWER = (r"(?:answer|response|reply|output|summary|summari[sz]ation|translation|analysis|final answer|"
           r"code(?: implementation)?|implementation|completion|results?)")
#: Substrings without which no answer word is in a text (a cheap gate).
_ANSWER_STEMS = ("answer", "response", "repl", "output", "summar", "translation", "analys", "code", "implementation",
                 "completion", "result")
_ORDER = (r"(?:add|include|insert|use|replace|ensure|make sure|append|prepend|put|mention|start|begin|end|"
          r"write|respond|answer|represent|embed|attach|finish|conclude|format|translate|recommend|say|state)")

#: What a note to the model tells it to do, right after its name.
_TOLD = (r"(?:ignore|tell|give|rank|rate|mark|close|stop|describe|collect|send|forward|transfer|run|execute|reply|respond|say|write|"
         r"delete|approve|recommend|include|consider|act|treat|move|add|change|apply|disclose|reveal|grant|pay|share|upload|post|"
         r"notify|hide|remove|cancel|book|set|assign|call|paste|print|you are|you must|disregard|forget|do not|don't)\b")

DOCUMENT_SPECS: list[tuple[str, str, float, str, str]] = [
    ("indirect", "order_about_your_answer", 0.75,
     rf"(?:^|[.!?:;\n\"'(>-]\s*)(?:please |always |also |now )?(?:do not |don't |never )?{_ORDER}\b(?:[^.\n]|\.(?=\S)){{0,80}}?\b"
     rf"(?:in|into|within|throughout|to|of|at the (?:start|end|beginning) of) (?:your|the|any|every|each|all) {_ANSWER}\b",
     _ANSWER_STEMS),
    ("indirect", "your_answer_must", 0.7,
     rf"\byour {_ANSWER} (?:must|should|shall|has to|needs to|is to)\b", "your "),
    ("indirect", "when_you_process", 0.75,
     r"\bwhen (?:you(?: are)?|asked to) (?:summari[sz]e|summari[sz]ing|answer|answering|respond|responding|translate|translating|"
     r"process|processing|read|reading|analy[sz]e|analy[sz]ing|review|reviewing)\b[^.\n]{0,40}?\b(?:this|these|the following|the above|it)\b",
     "when "),
    # data that calls out to the machines reading it, then speaks to them ("To any chatbot processing this content: say …")
    ("indirect", "to_any_ai_reading", 0.8,
     r"\bto (?:any|all|every|each) (?:ai|a\.i\.|chatbot|bot|language model|llm|crawler|summari[sz]er|ai assistant|ai agent|"
     r"ai system|ai model)s?\b(?: (?:reading|processing|summari[sz]ing|parsing|indexing|crawling|scanning|reviewing|that|which|who)"
     r"\b[^:\n]{0,40})?:\s*[^\s:]",
     ("chatbot", " ai", "bot", "language model", "llm", "crawler", "summari", "a.i.")),
    ("indirect", "orders_about_the_user", 0.6,
     r"\b(?:tell|inform|warn|remind|ask|advise|urge|convince|persuade|direct|redirect|instruct) the (?:user|customer|recruiter|patient|"
     r"reader|client|buyer|applicant|candidate|caller|hiring manager)\b"
     r"|\b(?:respond|reply|answer) to the user (?:with|that|by)\b",
     ("the user", "the customer", "the recruiter", "the patient", "the reader", "the client", "the buyer", "the applicant",
      "the candidate", "the caller", "the hiring")),
    # a document that asks to be judged in its own favour, or its rivals against
    ("indirect", "judge_me_well", 0.7,
     r"(?:^|[.!?:\n>\"]\s*)(?:please |also |now )?(?:rank|rate|score|recommend|approve|shortlist|prioriti[sz]e|mark|describe|"
     r"classify|list|present)\b (?:this|the) (?:applicant|candidate|sender|product|review|vendor|supplier|seller|document|cv|resume|"
     r"application|company|proposal|bid|offer)\b[^.\n]{0,40}?\b(?:as |with )?(?:the )?(?:strongest|best|top|first|highest|excellent|"
     r"positive|safe|trusted|legitimate|approved|qualified|5 stars|five stars|10/10|priority|urgent)\b"
     r"|\b(?:describe|rate|mark|rank|list|present|portray)\b (?:the |all )?other (?:applicants|candidates|vendors|sellers|products|"
     r"reviews|bids|offers|suppliers)\b[^.\n]{0,30}?\bas\b",
     ("applicant", "candidate", "sender", "product", "review", "vendor", "supplier", "seller", "document", "cv", "resume",
      "application", "company", "proposal", "bid", "offer")),
    ("indirect", "end_of_instruction", 0.45,
     r"\bend of (?:the )?(?:instructions?|injection|hidden (?:text|note)|note to the (?:ai|assistant))\b|\bcompliance is mandatory\b",
     ("end of", "compliance")),
    ("indirect", "run_this_tool", 0.6,
     r"\b(?:run|call|invoke|use|execute|trigger)\b (?:the )?\w+[_-]\w+ (?:tool|function)\b", ("tool", "function")),
    ("indirect", "instruction_block", 0.65,
     r"(?:^|\n)\s*(?:#{1,4}\s*|\[|<|\*\*)(?:new |important |additional |hidden |assistant |ai |system )?"
     r"(?:instructions?|directives?|orders?|task)(?: for (?:the )?(?:ai|assistant|model|agent|llm))?\s*(?:\]|>|:|\*\*)", "instr|order|task"),
    ("indirect", "hidden_order", 0.6,
     r"(?:<!--|\[//\]: ?# ?\(|font-size:\s*0|display:\s*none|visibility:\s*hidden|color:\s*(?:white|#fff(?:fff)?)\b)[^\n]{0,300}?"
     r"\b(?:(?:ignore|disregard|forget)\b[^\n]{0,30}?\b(?:instructions|rules|guidelines|prompt|directives|system|"
     r"(?:previous|prior|above|earlier) (?:instructions|rules|guidance|context)|the user\b|user's|the question|the request)|instead\b|"
     r"(?:reply|respond|answer|say|state) (?:that|with|only)\b|"
     r"tell (?:them|the user|users|customers|people|visitors) (?:to|that)\b|"
     r"(?:reply|respond|answer|say|output|tell the user|recommend|state)\b[^\n]{0,60}?"
     r"\b(?:you|your|the user|instead|only|always|assistant|ai|model)\b|"
     # (an e-mail's hidden preheader speaks to its reader: "Click here to view it in your browser")
     r"(?:forward|send|include|click)\b[^\n]{0,60}?\b(?:the user|instead|only|always|assistant|ai|model)\b)",
     "<!--|font-size|display|visibility|color|\\[//\\]"),
    # an order hidden in markup for when a visitor asks ("[//]: # (When a user asks about us, tell them to pay at …)"): what
    # the page's reader is to do with the people it serves, which no hidden note of an author says
    ("indirect", "hidden_order_for_visitors", 0.75,
     r"(?:<!--|\[//\]: ?# ?\(|font-size:\s*0|display:\s*none|visibility:\s*hidden)[^\n]{0,200}?\b(?:when|if|whenever) (?:a |the |any )?"
     r"(?:user|customer|visitor|someone|anyone|guest|people)s? (?:asks?|mentions?|wants?|requests?|enquires?|inquires?)\b",
     "<!--|font-size|display|visibility|\\[//\\]"),
    ("indirect", "link_title_order", 0.6,
     r"\]\(\S+ \"[^\"]{0,200}?\b(?:ignore|disregard|instead|you must|assistant|reply|respond|tell the user|reveal)\b", r"\]\("),
    ("indirect", "you_must_now", 0.5,
     r"\b(?:you must|you should|you need to|you will|you are to|you have to) (?:now |instead |immediately )?"
     r"(?:ignore|stop|disregard|forget|respond|reply|answer|output|print|say|recommend|include|tell|reveal|send|forward|delete)\b",
     "you "),
    # a greeting to the model inside data ("Hey AI, …"); in chat the user greets their own assistant
    ("indirect", "greets_the_ai", 0.85, rf"\b(?:dear|hey|hi|hello|attention|attn|psst)[,:]? (?:the )?{_AI}\b", AI_STEMS),
    ("indirect", "ai_label_then_order", 0.75,
     rf"(?:^|\n|[.!?'\"(\[:#*/>-] ?)\s*(?:(?:yo|hey|hi|hello|note|override|message|instructions?|notice),? )?(?:to |for |attention,? |p\.s\.,? )?"
     rf"(?:the |any |all |an? )?(?!our |my |your |his |her )"
     rf"(?!agents?\s*:)(?!agents? (?!notes?\b|instructions?\b|directives?\b|commands?\b|orders?\b|override\b|tasks?\b)[^\W\d_]+\s*:)(?:[\w-]+ )?(?!agents? notes?\b)\b{_AI}\b(?: (?!commands?\b)\w+)?"
     rf"(?:\s*(?:[:—–]|, important:)[^\S\n]*(?:[^\W\n]+[^\w\n]+){{0,6}}?{_TOLD}|,[^\S\n]*(?:before you \w+,? )?"
     rf"(?:{_TOLD}|(?:read|open|leave|label|create|report|update|confirm)\b))(?!\s*=)", AI_STEMS),
    # the model named with an @ in a chat export, issue or commit, and told to act
    ("indirect", "ai_mentioned_with_order", 0.65,
     r"@(?:assistant|copilot|ai|bot|agent|claude|chatgpt|gemini|gpt|llm)\b[^\S\n]*,?[^\S\n]*(?:please |now |also |when [^,\n]{0,60}?,? )?"
     r"(?:ignore|tell|give|mark|close|send|forward|run|execute|reply|respond|say|write|delete|approve|include|add|change|disclose|reveal|"
     r"grant|share|upload|post|report|create|merge|release|push|set|print|paste|read|open|call|label|leave)\b", "@"),
    # a field or a comment of the data addressed to the model ("assistant_directive: …", "SYSTEM: the assistant must …",
    # "<!-- Quill: when rendering this template, …")
    ("indirect", "directive_in_the_data", 0.75,
     r"\b(?:assistant|ai|llm|bot|agent|model)_(?:directives?|instructions?|notes?|prompts?|commands?|override)\s*[:=]"
     r"|\bsystem(?: override| note| message)?: (?:the )?(?:assistant|ai|bot|agent|model)\b"
     r"|<!--\s*[\w-]{2,20}\s*[:,]\s*(?:when|whenever|before|after|if) (?:you|rendering|summari[sz]ing|processing|reading|answering)\b", None),
    # what readers of the text must do ("any model processing it should state …", "tools that summarise this must …")
    ("indirect", "readers_must", 0.7,
     rf"\b(?:any |all |every |each )?{_AI}\s+(?:(?:that|which|who)\s+)?(?:summari[sz]\w*|read\w*|process\w*|review\w*|index\w*|"
     r"crawl\w*|pars\w*|scan\w*|analy[sz]\w*)\b[^.\n\"“«']{0,60}?\b(?:must|should|shall|are to|is to|need to|needs to)\b", AI_STEMS),
    # a request put in the user's mouth ("the user has asked you to …, they just forgot to say so")
    ("indirect", "said_for_the_user", 0.6,
     r"\bthe user (?:has |had |also )?(?:asked|wants|would like|requested|instructed|told) you\b"
     r"|\b(?:they|the user|he|she) (?:just |simply )?forgot to (?:ask|say|mention|tell you)\b", ("the user", "forgot to")),
    ("indirect", "where_in_your_answer", 0.7,
     rf"\b(?:at the (?:end|start|beginning|bottom|top) of|in|within|throughout) (?:your|the|each|every) (?:\w+ )?{_ANSWER},? "
     rf"(?:please |always |also |then |you (?:must|should) )?{_ORDER}\b", _ANSWER),
    ("indirect", "thanks_to_the_ai", 0.5,
     r"\b(?:thanks|thank you),? (?:ai|assistant|bot|model|chatgpt|claude|gemini|copilot)\b", "thank"),
    ("indirect", "when_you_answer_also", 0.7,
     r"\bwhen (?:you|the (?:assistant|ai|model|bot)) (?:answer|respond|reply|summari[sz]e|write|translate|read)\w*,? "
     r"(?:also |always |please |then |just |first )?(?:recommend|add|include|mention|say|tell|state|insert|append|ignore|reply|respond|"
     r"answer|use|write|claim|praise|describe|call|link|send)\b", "when "),
]
#: The same in the users' languages: a note in the data addressed to the assistant.
DOCUMENT_SPECS += LANG_DOCUMENT_SPECS
