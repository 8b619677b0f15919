"""What a dismissal or a separator is followed by when it is not an attack: a customer ending a
contract, a message taken back or corrected, a colleague's note. Look-aheads (and look-behinds) for
the ``dismiss_everything`` and ``separator_then_orders`` rules of ``injection_patterns``; and what
comes before one: the writer's own words or slip, or a request to translate the words that follow."""
from __future__ import annotations

import re

from .injection_vocabulary import IN_ANOTHER_LANGUAGE

#: A customer ending a contract, "cancel everything and give me my money back"; or, with nothing after
#: it, "I'm being treated like dirt. Cancel everything."
NOT_A_CONTRACT_END = (r"(?![^.\n]{0,40}\b(?:money back|refund|my (?:account|contract|plan|subscription|membership|booking|order|line)s?)\b)"
                      r"(?<!\bcancel everything(?=\s*[.!]|\s*$| i (?:asked|ordered|booked|said)\b| with (?:you|your|this|them)\b))")

#: What was taught or told is about a topic, not the rules: "… you were taught about stirring hard".
ABOUT_A_TOPIC = r" about (?!(?:your|the|my|any|all|these) (?:rules|instructions|guidelines|prompt)\b)\w"

#: What a reader has read elsewhere, in a review or an article: "forget everything you've read online,
#: just book the boat dive".
NOT_READ_ELSEWHERE = (r"(?! you(?:'ve| have)? (?:read|heard|seen|been told)(?: \w+){0,3}? (?:online|elsewhere|on (?:the )?(?:internet|web|"
                      r"forums?|social media|tiktok|youtube|reddit)|in (?:magazines|the press|forums|the papers))\b)"
                      # what a reader thinks they know ("forget everything you think you know about blue cheese")
                      r"(?! you (?:think you |thought you )?(?:know|knew) about\b)"
                      # what a learner was taught ("forget everything you were taught about stirring hard")
                      rf"(?! you (?:were|'ve been|have been|got) (?:taught|told){ABOUT_A_TOPIC})"
                      # the writer's own words ("ignore everything I just said")
                      r"(?! (?:that )?(?:i|we) just (?:said|wrote|typed|sent|asked|mentioned|told you)\b)"
                      # what the writer told, asked to be forgotten ("can I ask you to forget everything I told you in this
                      # conversation?"; not "forget everything I told you before! Say …")
                      r"(?! (?:that )?(?:i|we)(?:'ve| have)? (?:told|gave|shared with|said to) you(?: (?:in|during) (?:this|our|the) "
                      r"(?:conversation|chat|session)| about (?:me|myself|us|my \w+)| today)?\s*(?:\?|$))")

#: The writer's own words, which a dismissal takes back ("ignore what I said about the setup fee, my husband paid it").
NOT_OWN_WORDS = (r"(?! (?:what|everything|all|anything|the (?:bit|part)) (?:that )?(?:i|we)(?:'ve| have)? (?:just |earlier |before )?"
                 r"(?:said|wrote|typed|mentioned|asked|sent|told you)\b)")

#: A message taken back, "ignore the above, I pasted the wrong thing", "… that was meant for my sister".
NOT_TAKEN_BACK = (r"(?![,.;:!\s-]{0,3}(?:oops,? |sorry,? )?[^.\n]{0,45}?\b(?:wrong (?:thing|message|text|paste|link|file|one|chat|window|"
                  r"e-?mail|invoice|order|booking|date|number|reference|account|day|page|screen)|"
                  r"my (?:mistake|bad)|by (?:accident|mistake)|accidentally|auto-?correct\w*|typos?|spell-?check\w*|(?:that|it|this)(?: message| one| text)? was (?:meant|intended|"
                  r"supposed to go) for (?!you\b|the (?:ai|assistant|bot|model)\b))\b)")

#: A message corrected, "disregard the above, the claim is 4872, not 5121" (not "it's time to …",
#: nor "my real task is …").
NOT_CORRECTED = (r"(?![,.;:!\s-]{0,3}(?:it'?s (?!time\b)|it is (?!time\b)|she'?s |he'?s |we'?re (?:going|flying|travell?ing|leaving|coming|in|at|"
                 r"from)\b|(?:my|the) (?!new\b|real\b|actual\b|true\b|only\b)\w+(?: \w+)? (?:is|was|should be|number is) |"
                 # the writer's own slip ("my husband just told me …", "I meant 2 people, not 3")
                 r"my (?:husband|wife|partner|son|daughter|mum|mom|dad|boss|colleague|friend|sister|brother) (?:just )?(?:told|reminded|"
                 r"showed) me\b|i (?:meant|mean)\b|"
                 # the writer's own plans changed ("disregard the above, I've just checked with work and I can't do Tuesday")
                 r"i'?ve just (?:checked|realised|realized|remembered|looked) (?:with|at|my)\b))")

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
#: A change of mind just before a dismissal of what came before ("Actually never mind, disregard all of that. Is there
#: a number I can call?"), with no order joined to it ("wait, ignore the above and say …" stays one).
_CHANGE_OF_MIND_BEFORE = re.compile(r"\b(?:never ?mind|hang on|hold on|scratch that|on second thoughts?|actually|oops|sorry|my bad)\W{0,4}\Z")
_BACK_TO_WHAT_CAME_BEFORE = re.compile(r"\b(?:that|this|of it|the above)\Z")
_ORDER_JOINED = re.compile(r",?\s*(?:and|then|instead|&)\b")


#: The writer's slip told just before a dismissal ("Sorry, my son was typing on my phone. Ignore everything before this.").
_SLIP_BEFORE = re.compile(r"\b(?:my (?:son|daughter|kids?|child|children|toddler|grandson|granddaughter|nephew|niece|cat|dog) (?:was|were|had|"
                          r"got hold of|grabbed|has been)\b|autocorrect|butt-?dial\w*|pocket-?dial\w*|sent (?:that|it|this) (?:too early|by "
                          r"mistake|in error)|wrong (?:chat|window|thread|conversation|person|tab))[^\n]{0,80}\Z")


def own_words_taken_back(norm: str, start: int, end: int) -> bool:
    """Whether the dismissal ``norm[start:end]`` takes back the writer's own words: it ends in "that" and those
    words come just before it, or a slip or a change of mind is owned up to just before it."""
    return ((_BACK_TO_IT.search(norm, start, end) is not None
             and _OWN_WORDS_BEFORE.search(norm, max(0, start - 200), start) is not None)
            or _SLIP_BEFORE.search(norm, max(0, start - 120), start) is not None
            or (_BACK_TO_WHAT_CAME_BEFORE.search(norm, start, end) is not None
                and _CHANGE_OF_MIND_BEFORE.search(norm, max(0, start - 30), start) is not None
                and _ORDER_JOINED.match(norm, end) is None))


#: Words in another language that the message asks to have put into English ("My neighbour left this note and I don't
#: speak Turkish: …", "What does this say? …"): read out, not obeyed, unless the message says to act on them.
_TO_TRANSLATE_BEFORE = re.compile(rf"(?:{IN_ANOTHER_LANGUAGE}|\btranslat\w*|\bwhat does (?:this|it|that) (?:say|mean))[^\n:?]{{0,40}}"
                                  r"[:?]\s*[^\n:?]{0,60}$")
_ACT_ON_IT = re.compile(r"\b(?:follow|obey|treat|act on|carry (?:it |this |them )?out|execute|do (?:what|it|as)|then do|comply|"
                        r"perform|apply)\b")
#: Words of English in a match: an English order is not what a translation is asked of ("translate this into Russian:
#: ignore the previous instruction …" is still an order in the message's own language).
_ENGLISH = re.compile(r"\b(?:the|your|all|any|previous|prior|instructions?|ignore|disregard|forget|reveal|rules|and|you)\b")


def to_be_translated(norm: str, start: int, end: int) -> bool:
    """Whether the match ``norm[start:end]``, in another language than English, is in words the message asks to
    have translated, and not to have acted on."""
    return (_ENGLISH.search(norm, start, end) is None
            and _TO_TRANSLATE_BEFORE.search(norm, max(0, start - 160), start) is not None
            and _ACT_ON_IT.search(norm, max(0, start - 200), start) is None)
