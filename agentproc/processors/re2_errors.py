"""RE2's error messages ("invalid perl operator: (?<=") in words an admin can act on."""
from __future__ import annotations

import re

#: RE2's messages (``invalid perl operator: (?<``) -> what an admin can act on.
RE2_MESSAGES = (
    (re.compile(r"invalid perl operator: \(\?<[=!]"), "look-behind ((?<=…) or (?<!…)) is not supported"),
    (re.compile(r"invalid perl operator: \(\?[=!]"), "look-ahead ((?=…) or (?!…)) is not supported"),
    (re.compile(r"invalid escape sequence: \\[1-9]"), "back-references (\\1 …) are not supported"),
    (re.compile(r"invalid perl operator: \(\?>"), "atomic groups ((?>…)) are not supported"),
    (re.compile(r"invalid named capture group"), "a named group must look like (?P<name>…)"),
    (re.compile(r"missing \)|unexpected \)|missing closing \)"), "the brackets ( ) do not match"),
    (re.compile(r"missing \]|missing closing \]"), "a [ … ] character class is not closed"),
    (re.compile(r"no argument for repetition operator|bad repetition operator"),
     "a *, + or ? has nothing before it to repeat"),
    (re.compile(r"invalid repetition size|bad repetition"), "a {n,m} repeat count is invalid or too large (at most 1000)"),
    (re.compile(r"trailing \\"), "the pattern ends with a lone backslash"),
    (re.compile(r"invalid escape sequence"), "an unknown backslash escape is used"),
    (re.compile(r"invalid character class range"), "a range in [ … ] runs backwards (e.g. [z-a])"),
    (re.compile(r"pattern too large"), "the pattern is too large"),
)


def explain_re2(message: str) -> str:
    """An RE2 error message in words (unknown messages are kept as RE2 wrote them)."""
    for pattern, words in RE2_MESSAGES:
        if pattern.search(message):
            return words
    return f"RE2 cannot compile it ({message.strip()})"
