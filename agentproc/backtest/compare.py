"""Comparing the live chain's and the draft's outcome of a turn; per-policy tallies; text diffs.

**The rule: a stored outcome changes only where the evidence proves the draft decides
differently.** The evidence is the turn's stored record (its Violation rows: which policy
blocked or redacted it, what it matched) and the replay of its stored text through both chains.
Stored text is what the live chain left — redacted, a blocked message kept only as
``STORE_BLOCKED_INPUT`` allowed — so where it cannot show what a policy would see, the turn is
``Change.CANNOT_JUDGE`` with the reason (``Verdict.code`` / ``Verdict.reason``), never a guess:

- a turn the live chain blocked stays blocked while the draft keeps or only *widens* its
  blocking policy (more words, patterns or types, a lower threshold): widening never un-blocks.
  A policy placed before it in the draft that blocks it in the replay blocks it instead
  (*blocked by another policy*);
- a removed, disabled or monitor-only blocking policy un-blocks exactly the turns its record
  shows it blocked (*no longer blocked*), unless another policy of the draft blocks them — in
  the replay, or, where the stored message was redacted, possibly in what it hides (a blocking
  policy of that lane that did not pass the whole message live): then it cannot be judged;
- a blocking policy the draft narrows or otherwise changes un-blocks a turn only if its record
  (the rules or types it matched) or a replay of stored text that still shows the match proves
  it; otherwise the turn *cannot be judged*. So does a turn whose blocking policy the backtest
  does not run (it calls out, or is left out) when the draft changes it;
- a turn a live policy redacted before storing cannot be judged when the draft removes or
  changes that policy in a way its record cannot answer, or adds (or widens) a policy of that
  lane that might act on what was redacted: the stored text no longer shows it;
- a monitored policy whose record says it would have blocked a turn, enforced by the draft with
  the same or wider settings, blocks it (*newly blocked*); otherwise a new block, or a different
  redaction, is what the two replays show."""
from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .evidence import ADDED, KEPT, NARROWED, REMOVED, WIDENED, Record, hidden_words, record_decides, sees_past
from .models import Change
from .replay import Outcome


@dataclass
class Verdict:
    """How a turn's outcome changes (``change`` None: it does not), whether the draft's block is
    carried over from the stored record (``carried``) rather than seen by the replay, and for
    ``Change.CANNOT_JUDGE`` why (``code``, a stable key, and ``reason``, in plain words)."""

    change: str | None
    carried: bool = False
    code: str = ""
    reason: str = ""


@dataclass
class TurnRecord:
    """What the stored Violation rows of one turn say the live chain did to it."""

    #: The enforced policy that blocked it (None: it was not blocked).
    blocked_by: Record | None = None
    #: Enforced policies that redacted or removed text before it was stored.
    redacted_by: list[Record] = field(default_factory=list)
    #: Monitored policies that would have blocked it.
    would_block: list[Record] = field(default_factory=list)


@dataclass
class ChainFacts:
    """What the comparison knows about the two chains, by policy label."""

    #: Label -> how the draft changes that policy (``evidence.relation``).
    changes: dict[str, str] = field(default_factory=dict)
    #: Label -> (live entry, draft entry or None), configs with defaults filled in.
    entries: dict[str, tuple[dict[str, Any], dict[str, Any] | None]] = field(default_factory=dict)
    #: Draft label -> its place in the draft (lane, then position): who runs first.
    order: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: Label -> why the backtest does not run that policy.
    left_out: dict[str, str] = field(default_factory=dict)
    #: Live label -> its place in the live chain.
    live_order: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: Draft label -> (lane, whether it can block: enforced, enabled, blocking strategy, its entry).
    draft_blocking: dict[str, tuple[str, bool, dict[str, Any]]] = field(default_factory=dict)
    #: Live monitor-mode policies the draft enforces with the same settings: their monitor-mode
    #: rows already judged what they would do.
    enforced_as_monitored: set[str] = field(default_factory=set)

    def unseen_by(self, record: TurnRecord) -> tuple[Record, str] | None:
        """A policy of the draft that may act on text a live policy redacted before this
        (unblocked) turn was stored, and that redactor: new or changed to catch more, acting
        in the redactor's lane, and not a blocklist that shares no word with what is hidden."""
        for redactor in record.redacted_by:
            live, _ = self.entries.get(redactor.label, (None, None))
            hidden = hidden_words([(live, True)]) if live is not None else None
            for other, (lane, _, entry) in self.draft_blocking.items():
                acts = entry.get("acts") and lane == redactor.lane
                change = self.changes.get(other, ADDED) if other in self.entries else ADDED
                if not acts or change in (KEPT, NARROWED, REMOVED) or other in self.enforced_as_monitored:
                    continue
                if not sees_past(entry, hidden):
                    return redactor, other
        return None

    def unseen_blockers(self, record: TurnRecord) -> list[str]:
        """Policies of the draft that might block a turn that ``record.blocked_by`` blocked live,
        on text its stored (redacted) message hides; see ``evidence.hidden_words``."""
        label = record.blocked_by.label if record.blocked_by else ""
        live, _ = self.entries.get(label, (None, None))
        if live is None or live["lane"] != "input":
            hidden: set[str] | None = None  # an answer blocked live is not stored: nothing of it is seen
        else:
            here = self.live_order.get(label, (9, 0))
            redacted = {r.label for r in record.redacted_by}
            hidden = hidden_words(
                [(entry, other == label or self.live_order.get(other, (9, 0)) > here or other in redacted)
                 for other, (entry, _) in self.entries.items()], record.blocked_by)
        out = []
        for other, (lane, blocks, entry) in self.draft_blocking.items():
            if not blocks or other == label or lane != (live or {}).get("lane"):
                continue
            if self.live_order.get(other, (9, 0)) < self.live_order.get(label, (9, 0)) and \
                    self.change(other) in (KEPT, NARROWED):
                continue  # it saw the whole message live and let it pass; narrowed, it still does
            if not sees_past(entry, hidden):
                out.append(other)
        return out

    def runs_first(self, a: str | None, b: str | None) -> bool:
        far = (9, 0)
        return self.order.get(a or "", far) < self.order.get(b or "", far)

    def change(self, label: str) -> str:
        # A policy that is no longer in the live chain is in no draft either.
        return self.changes.get(label, REMOVED)

    def decides(self, record: Record, strategy: str) -> bool | None:
        """Does the draft still do to the turn what ``record`` shows (``evidence.record_decides``)?"""
        change = self.change(record.label)
        live, draft = self.entries.get(record.label, (None, None))
        if live is None:
            return True if change in (KEPT, WIDENED) else False if change == REMOVED else None
        if record.label in self.left_out and change not in (KEPT, WIDENED, REMOVED):
            return None  # not run: its new settings are never tried on anything
        return record_decides(record, live["processor"], live, draft, change, strategy)


#: Why a turn cannot be judged: stable codes.
BLOCKER_NOT_RUN = "blocker_not_run"
BLOCKED_TEXT_NOT_STORED = "blocked_text_not_stored"
OTHERS_NOT_SEEN = "other_policies_not_seen"
REDACTED_TEXT_NOT_STORED = "redacted_text_not_stored"
REDACTED_TEXT_NOT_SEEN = "redacted_text_not_seen"


def _cannot_judge(code: str, record: Record, facts: ChainFacts, turn: TurnRecord | None = None,
                  other: str = "") -> Verdict:
    label = record.label
    if code == BLOCKER_NOT_RUN:
        reason = (f"{label} blocked it; the draft changes {label}, which this backtest does not run "
                  f"({facts.left_out.get(label, 'left out')}).")
    elif code == BLOCKED_TEXT_NOT_STORED:
        reason = (f"{label} blocked it; the draft changes {label}, and the stored message no longer shows "
                  f"what it matched (a blocked message is stored redacted, or not at all).")
    elif code == OTHERS_NOT_SEEN:
        others = ", ".join(facts.unseen_blockers(turn))
        reason = (f"{label} blocked it and no longer would; whether {others} would block it instead cannot "
                  f"be seen in the stored message (a blocked message is stored redacted, or not at all).")
    elif code == REDACTED_TEXT_NOT_SEEN:
        where = "user's message" if record.lane == "input" else "answer"
        reason = (f"{label} redacted the {where} before it was stored; whether {other} would act on what it "
                  f"redacted cannot be seen.")
    else:
        where = "user's message" if record.lane == "input" else "answer"
        reason = (f"{label} redacted the {where} before it was stored; the draft changes {label}, and the "
                  f"stored text no longer shows what it redacted.")
    return Verdict(Change.CANNOT_JUDGE, code=code, reason=reason)


def classify(record: TurnRecord, live: Outcome, draft: Outcome, live_blocker: str | None,
             draft_blocker: str | None, facts: ChainFacts) -> Verdict:
    """The change a turn shows (see the module docstring for the rule). Blockers are policy
    labels (processor ids can shift when a chain is reordered, policies cannot)."""
    if record.blocked_by is not None:
        return _blocked(record, live_blocker, draft, draft_blocker, facts)
    if draft.blocked:
        if live.blocked and live_blocker == draft_blocker:
            return Verdict(None)  # the replay blocks where the live turn did not, on both sides alike
        return Verdict(Change.NEWLY_BLOCKED)
    for monitored in record.would_block:
        if facts.change(monitored.label) == WIDENED:
            # Its monitor-mode row judged the original text: enforced, it blocks this turn.
            return Verdict(Change.NEWLY_BLOCKED, carried=True)
    if live.blocked:
        return Verdict(None)
    for redactor in record.redacted_by:
        strategy = "filter" if redactor.action == "filtered" else "redact"
        if facts.decides(redactor, strategy) is not True:
            return _cannot_judge(REDACTED_TEXT_NOT_STORED, redactor, facts)
    if (live.input_text, live.output_text) != (draft.input_text, draft.output_text):
        return Verdict(Change.REDACTED_DIFFERENTLY)
    unseen = facts.unseen_by(record)
    if unseen is not None:
        return _cannot_judge(REDACTED_TEXT_NOT_SEEN, unseen[0], facts, other=unseen[1])
    return Verdict(None)


def _blocked(record: TurnRecord, live_blocker: str | None, draft: Outcome, draft_blocker: str | None,
             facts: ChainFacts) -> Verdict:
    """A turn the live chain blocked, judged by its record first and by the replay only where
    the stored text still shows what was blocked."""
    blocker = record.blocked_by
    assert blocker is not None
    label = blocker.label
    if draft.blocked and draft_blocker == label:
        return Verdict(None)
    still = facts.decides(blocker, "block")
    if still is None and label not in facts.left_out and live_blocker == label:
        # The live chain's replay blocks it too: the stored text shows what was matched, so
        # the draft's replay (which did not block it with this policy) is the evidence.
        still = False
    if still is not False and draft.blocked and facts.runs_first(draft_blocker, label):
        return Verdict(Change.BLOCKED_DIFFERENTLY)  # another policy of the draft blocks it first
    if still is True:
        return Verdict(None, carried=True)
    if still is False:
        if draft.blocked:
            return Verdict(Change.BLOCKED_DIFFERENTLY)
        if live_blocker != label and facts.unseen_blockers(record):
            # The stored message hides what the live policies matched: another policy of the
            # draft may match there too.
            return _cannot_judge(OTHERS_NOT_SEEN, blocker, facts, record)
        return Verdict(Change.NO_LONGER_BLOCKED)
    return _cannot_judge(BLOCKER_NOT_RUN if label in facts.left_out else BLOCKED_TEXT_NOT_STORED, blocker, facts)


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
        return merge_policy_rows(summary, self.rows.values())


def merge_policy_rows(summary: list[dict[str, Any]], rows: Any) -> list[dict[str, Any]]:
    """Add policy rows (``Tally``'s, or a part's summary's) to ``summary``'s, by label; a label
    not in it yet is appended. The counts of a backtest cut into parts add up to the whole's."""
    by_label = {r["label"]: r for r in summary}
    for row in rows:
        label = row["label"]
        target = by_label.get(label)
        if target is None:
            target = by_label[label] = {"label": label}
            summary.append(target)
        for key in ("stored", "live", "draft", "live_types", "draft_types"):
            merged = Counter(target.get(key) or {})
            merged.update(row.get(key) or {})
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
