"""What a guardrail's settings let it find, and what it leaves unseen to the guardrails after it.

A processor class may describe its settings to the chain review (``agentproc.chain_review``)
with two class methods, both given the cleaned config:

- ``never_matches(config) -> str | None``: why these settings can never find anything (a
  blocklist with no words and no patterns), or None;
- ``reach(config) -> Reach``: the items it looks for (``"phone"``, ``"word:refund"``), and
  which of them no later guardrail of its lane will ever see when it is enforced (masked,
  removed, or the turn blocked first).

Items are plain strings so that different processors meet on the same names: a PII detector's
``phone`` is the type another one looks for.
"""
from __future__ import annotations

from dataclasses import dataclass, field

#: How an enforced guardrail takes an item out of the later guardrails' sight.
MASKS, REMOVES, BLOCKS = "masks", "removes", "blocks"


@dataclass(frozen=True)
class Reach:
    """What one policy looks for, and what it takes from the policies after it."""

    #: Items it looks for.
    looks_for: frozenset[str] = frozenset()
    #: It also finds things no item names (regular expressions): it can never be wholly starved.
    open_ended: bool = False
    #: Items later policies of the lane never see once this one runs enforced.
    takes_away: frozenset[str] = frozenset()
    #: ``MASKS``, ``REMOVES`` or ``BLOCKS``: how it takes them away.
    how: str = MASKS
    #: Enforced, it blocks every message (a pattern that matches any text).
    blocks_everything: bool = False
    #: Why it blocks everything (the pattern), for the warning.
    because: str = field(default="", compare=False)


NOTHING = Reach()
