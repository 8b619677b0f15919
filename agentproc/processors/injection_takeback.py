"""What a dismissal or a separator is followed by when it is not an attack: a customer ending a
contract, a message taken back or corrected, a colleague's note. Look-aheads (and look-behinds) for
the ``dismiss_everything`` and ``separator_then_orders`` rules of ``injection_patterns``."""
from __future__ import annotations

import re

#: A customer ending a contract, "cancel everything and give me my money back"; or, with nothing after
#: it, "I'm being treated like dirt. Cancel everything."
NOT_A_CONTRACT_END = (r"(?![^.\n]{0,40}\b(?:money back|refund|my (?:account|contract|plan|subscription|membership|booking|order|line)s?)\b)"
                      r"(?<!\bcancel everything(?=\s*[.!]|\s*$| i (?:asked|ordered|booked|said)\b| with (?:you|your|this|them)\b))")

#: What a reader has read elsewhere, in a review or an article: "forget everything you've read online,
#: just book the boat dive".
NOT_READ_ELSEWHERE = (r"(?! you(?:'ve| have)? (?:read|heard|seen|been told)(?: \w+){0,3}? (?:online|elsewhere|on (?:the )?(?:internet|web|"
                      r"forums?|social media|tiktok|youtube|reddit)|in (?:magazines|the press|forums|the papers))\b)")

#: A message taken back, "ignore the above, I pasted the wrong thing", "… that was meant for my sister".
NOT_TAKEN_BACK = (r"(?![,.;:!\s-]{0,3}(?:oops,? |sorry,? )?[^.\n]{0,25}?\b(?:wrong (?:thing|message|text|paste|link|file|one|chat|window)|"
                  r"my (?:mistake|bad)|by (?:accident|mistake)|accidentally|(?:that|it|this)(?: message| one| text)? was (?:meant|intended|"
                  r"supposed to go) for (?!you\b|the (?:ai|assistant|bot|model)\b))\b)")

#: A message corrected, "disregard the above, the claim is 4872, not 5121" (not "it's time to …",
#: nor "my real task is …").
NOT_CORRECTED = (r"(?![,.;:!\s-]{0,3}(?:it'?s (?!time\b)|it is (?!time\b)|she'?s |he'?s |we'?re (?:going|flying|travell?ing|leaving|coming|in|at|"
                 r"from)\b|(?:my|the) (?!new\b|real\b|actual\b|true\b|only\b)\w+(?: \w+)? (?:is|was|should be|number is) ))")

#: A colleague's note after a separator, "Internal note (Abel): ignore the auto-reply"; or the first item
#: of a numbered list under a heading ("Council notice\n=====\n1. Disregard the old zone map").
NOT_A_NOTE = r"(?!(?:internal |staff |agent |team |private )?(?:note|comment|remark)s?\b)(?!\d{1,2}[.)] )"

#: What "we" ignore is a house rule, not the assistant's: "we", "i" or "they" just before.
NOT_OURS = r"(?<!\bwe )(?<!\bi )(?<!\bthey )"

#: A participle tells what was done ("Door access will be revoked at midnight"), no order.
NOT_DONE = r"(?!e?d\b)"

#: An override approved a record, or a duplicate or an auto-reply the readers ignore.
NOT_A_RECORD = (r"(?! (?:approved|granted|requested|request|form|code)\b)"
                r"(?! the (?:auto-?reply|automatic reply|duplicate|previous e-?mail|first e-?mail|earlier e-?mail)\b)")

#: The writer's own earlier words named just before a dismissal takes them back with "that" ("In my first
#: message I said I'd been charged twice. Ignore all of that, it was a pending authorisation").
_OWN_WORDS_BEFORE = re.compile(r"\b(?:i(?:'ve| have)? (?:said|wrote|mentioned|typed|told you)|in my (?:first|last|previous|earlier|"
                               r"other|original) (?:message|e-?mail|note|question|request|reply))\b[^\n]{0,160}\Z")
_BACK_TO_IT = re.compile(r"\b(?:that|this|of it)\Z")


def own_words_taken_back(norm: str, start: int, end: int) -> bool:
    """Whether the dismissal ``norm[start:end]`` ends in "that" and the writer's own words come just before it."""
    return (_BACK_TO_IT.search(norm, start, end) is not None
            and _OWN_WORDS_BEFORE.search(norm, max(0, start - 200), start) is not None)
