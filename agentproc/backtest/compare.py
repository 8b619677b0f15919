"""Comparing the live chain's and the draft's outcome of a turn; per-policy tallies; text diffs."""
from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .models import Change
from .replay import Outcome


@dataclass
class Verdict:
    """How a turn's outcome changes (``change`` None: it does not), and whether the draft's
    block is carried over from the stored turn (``carried``) rather than seen by the replay."""

    change: str | None
    carried: bool = False


@dataclass
class ChainFacts:
    """What the comparison needs to know about the two chains."""

    #: Labels of live policies the draft keeps as they are (same lane, processor, config; enforced).
    kept: set[str] = field(default_factory=set)
    #: Draft label -> its place in the draft (lane, then position): who runs first.
    order: dict[str, tuple[int, int]] = field(default_factory=dict)

    def runs_first(self, a: str, b: str | None) -> bool:
        far = (9, 0)
        return self.order.get(a, far) < self.order.get(b or "", far)


def classify(stored_block: str | None, live: Outcome, draft: Outcome, live_blocker: str | None,
             draft_blocker: str | None, facts: ChainFacts) -> Verdict:
    """The change a turn shows. Blockers are policy labels (processor ids can shift when a chain
    is reordered, policies cannot).

    A turn the live chain blocked (``stored_block``: the policy its stored Violation names) is
    judged by that record, not by the replay: its stored text may have been redacted since, so
    the replay may no longer see what was blocked. If the draft keeps that policy, the turn
    stays blocked, unless the replay shows a policy placed before it blocking first."""
    if stored_block is not None:
        if draft.blocked:
            if draft_blocker == stored_block:
                return Verdict(None)
            if stored_block in facts.kept and facts.runs_first(stored_block, draft_blocker):
                return Verdict(None, carried=True)
            return Verdict(Change.BLOCKED_DIFFERENTLY)
        if stored_block in facts.kept:
            return Verdict(None, carried=True)
        return Verdict(Change.NO_LONGER_BLOCKED)
    if draft.blocked:
        if live.blocked and live_blocker == draft_blocker:
            return Verdict(None)  # the replay blocks where the live turn did not, on both sides alike
        return Verdict(Change.NEWLY_BLOCKED)
    if live.blocked:
        return Verdict(None)
    if (live.input_text, live.output_text) != (draft.input_text, draft.output_text):
        return Verdict(Change.REDACTED_DIFFERENTLY)
    return Verdict(None)


class Tally:
    """Per policy: how many turns it caught, by action and by detected type, for one source
    (``stored`` rows, the ``live`` replay, the ``draft`` replay)."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, Any]] = {}

    def row(self, label: str) -> dict[str, Any]:
        row = self.rows.get(label)
        if row is None:
            row = self.rows[label] = {"label": label, "stored": Counter(), "live": Counter(), "draft": Counter(),
                                      "live_types": Counter(), "draft_types": Counter()}
        return row

    def add_outcome(self, source: str, outcome: Outcome, labels: dict[str, str]) -> None:
        seen: set[tuple[str, str]] = set()
        types: set[tuple[str, str]] = set()
        for v in outcome.violations:
            label = labels.get(v["processorId"], v["processorId"])
            seen.add((label, v["action"]))
            types.update((label, t) for t in v["types"])
        for label, action in seen:  # a turn counts once per policy and action
            self.row(label)[source][action] += 1
        for label, t in types:
            self.row(label)[f"{source}_types"][t] += 1

    def add_stored(self, label: str, action: str) -> None:
        self.row(label)["stored"][action] += 1

    def merge_into(self, summary: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Add these counts to a stored summary (JSON lists of policy rows)."""
        by_label = {r["label"]: r for r in summary}
        for label, row in self.rows.items():
            target = by_label.get(label)
            if target is None:
                target = by_label[label] = {"label": label}
                summary.append(target)
            for key in ("stored", "live", "draft", "live_types", "draft_types"):
                merged = Counter(target.get(key) or {})
                merged.update(row[key])
                target[key] = dict(merged)
        return summary


_TOKENS = re.compile(r"\s+|\w+|[^\w\s]")


def diff_html(before: str, after: str) -> tuple[SafeString, SafeString]:
    """Word-level side-by-side diff: removed words marked in ``before``, added ones in ``after``."""
    a, b = _TOKENS.findall(before or ""), _TOKENS.findall(after or "")
    left: list[str] = []
    right: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        old, new = escape("".join(a[i1:i2])), escape("".join(b[j1:j2]))
        if op == "equal":
            left.append(old)
            right.append(new)
            continue
        if old:
            left.append(f'<del class="agentproc-diff-del">{old}</del>')
        if new:
            right.append(f'<ins class="agentproc-diff-ins">{new}</ins>')
    return mark_safe("".join(left)), mark_safe("".join(right))  # noqa: S308 - every piece escaped above


def turn_text(input_text: str, output_text: str) -> str:
    """One turn as text for the diff: the user's message, then the answer."""
    return f"User: {input_text}\n\nAssistant: {output_text}" if output_text else f"User: {input_text}"
