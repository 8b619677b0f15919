"""Values split over two messages of one conversation ("my card is 4111 1111" … "1111 1111").

The input lane sees the conversation's earlier messages when memory is on. Each new user message
is joined to the user message before it (its last 80 characters, then a line break or nothing,
then the new message's first 80): a finding that crosses the junction is a value sent in two
halves. Under ``redact`` (and ``filter``) both halves are masked in the messages the model
receives; ``block`` ends the run; ``warn`` records it. The earlier half was stored with its own
turn, when alone it was no value: it stays stored as sent, and only this turn's text and what
the model reads are changed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from agentproc.runtime.messages import Message

from .base import rewrite_text

#: How much of each message takes part in the join (a card or an IBAN is far shorter).
REACH = 80


@dataclass(frozen=True)
class Split:
    """A finding across two messages: ``head`` ends ``earlier``, ``tail`` starts ``later``."""

    finding: Any
    earlier: Message
    later: Message
    head: str
    tail: str


def find_splits(messages: Sequence[Message], find: Callable[[str], list[Any]],
                is_fresh: Callable[[Message], bool]) -> list[Split]:
    """Findings that cross the junction of two consecutive user messages, the later one new."""
    users = [m for m in messages if m.role == "user" and m.text]
    splits: list[Split] = []
    for earlier, later in zip(users, users[1:]):
        if not is_fresh(later):
            continue
        before, after = earlier.text[-REACH:], later.text[:REACH]
        # A value the earlier message holds on its own was judged on its own turn: only a value
        # that starts after it counts as split (a reading of the later half alone, a phone
        # number say, gives way to the longer value across both).
        head_end = max((f.end for f in find(before)), default=-1)
        for glue in ("\n", ""):
            joined = before + glue + after
            junction = len(before)
            crossing = [f for f in find(joined) if f.start < junction and f.end > junction + len(glue)
                        and head_end <= f.start]
            for f in crossing:
                splits.append(Split(f, earlier, later, joined[f.start:junction], joined[junction + len(glue):f.end]))
            if crossing:
                break
    return splits


def mask_splits(splits: Sequence[Split], replacement: Callable[[Any], str]) -> None:
    """Replace both halves in place: a same-length mask is cut where the value was cut;
    any other replacement goes where the earlier half was and the later half is removed."""
    for split in splits:
        masked = replacement(split.finding)
        value = split.finding.value
        if len(masked) == len(value):
            glue = len(value) - len(split.head) - len(split.tail)
            head, tail = masked[:len(split.head)], masked[len(split.head) + glue:]
        else:
            head, tail = masked, ""
        rewrite_text(split.earlier, _replace_end(split.head, head))
        rewrite_text(split.later, _replace_start(split.tail, tail))


def _replace_end(old: str, new: str) -> Callable[[str], str]:
    return lambda text: text[: len(text) - len(old)] + new if text.endswith(old) else text


def _replace_start(old: str, new: str) -> Callable[[str], str]:
    return lambda text: new + text[len(old):] if text.startswith(old) else text
