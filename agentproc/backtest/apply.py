"""Applying a draft: the live chain becomes the draft, changing only what the draft changed.

A policy the draft leaves as it is is not saved; a position moves only when the order of its
lane changed; settings are compared with their defaults filled in, and a policy saved for
another reason keeps its stored settings as they were (so the history never shows an empty
"Settings: {} → {}"). Every save and delete carries one change reason ("Applied backtest …")
and the applying user, so the policy history shows exactly the draft's changes, together."""
from __future__ import annotations

from typing import Any

from django.db import transaction

from ..models import Agent, ProcessorPolicy
from .draft import LANE_ORDER, draft_policies, same_config, validate_draft

#: How every history row of an apply starts (the policy changes list filters on it).
APPLIED_REASON = "Applied backtest"


def applied_reason(backtest: Any) -> str:
    """The change reason of one backtest's apply (the history column holds 100 characters)."""
    return f"{APPLIED_REASON} {str(backtest.pk)[:8]} of {backtest.agent.slug}"[:100]


def lane_positions(positions: list[int | None]) -> list[int]:
    """New positions for one lane, in draft order, given each policy's live position (None: new
    to the lane). The lane's live positions are dealt out again in the new order, so a policy
    keeps its position unless the order around it changed; a new policy takes the number after
    the one before it. Only when that leaves no room (or positions repeat) is the lane numbered
    afresh from 0."""
    pool = iter(sorted(p for p in positions if p is not None))
    out = [next(pool) if p is not None else None for p in positions]
    last = -1
    for n, p in enumerate(out):
        if p is None:
            following = next((q for q in out[n + 1:] if q is not None), None)
            p = out[n] = last + 1
            if following is not None and p >= following:
                return list(range(len(positions)))
        elif p <= last:
            return list(range(len(positions)))
        last = p
    return [p for p in out if p is not None]


def _positions(draft: list[ProcessorPolicy], live: dict[int, ProcessorPolicy]) -> list[int]:
    """A position per draft policy (``lane_positions`` per lane)."""
    out = [0] * len(draft)
    for lane in LANE_ORDER:
        places = [i for i, p in enumerate(draft) if p.lane == lane]
        known: list[int | None] = []
        for i in places:
            old = live.get(draft[i].draft_of)  # type: ignore[attr-defined]
            known.append(old.position if old is not None and old.lane == lane else None)
        for i, position in zip(places, lane_positions(known)):
            out[i] = position
    return out


def _save(policy: ProcessorPolicy, reason: str, user: Any) -> None:
    policy._change_reason = reason  # type: ignore[attr-defined]  # read by simple-history
    if user is not None:
        policy._history_user = user  # type: ignore[attr-defined]
    policy.save()


@transaction.atomic
def apply_draft(agent: Agent, draft: list[dict[str, Any]], *, reason: str = APPLIED_REASON,
                user: Any = None) -> dict[str, int]:
    """Make the draft the live chain: one save or delete per policy the draft changes, none for
    the others, each recorded by the policy history under ``reason`` (by ``user``). Returns
    counts of created / updated / deleted policies."""
    draft = validate_draft(agent, draft)
    live = {p.pk: p for p in ProcessorPolicy.objects.select_for_update().filter(agent=agent)}
    kept = {e["policy"] for e in draft if e["policy"] is not None}
    counts = {"created": 0, "updated": 0, "deleted": 0}
    for pk, policy in live.items():
        if pk not in kept:
            policy._change_reason = reason  # type: ignore[attr-defined]
            if user is not None:
                policy._history_user = user  # type: ignore[attr-defined]
            policy.delete()
            counts["deleted"] += 1
    drafted = draft_policies(agent, draft)
    for new, position in zip(drafted, _positions(drafted, live)):
        new.position = position
        old = live.get(new.draft_of)  # type: ignore[attr-defined]
        if old is None:
            new.full_clean()
            _save(new, reason, user)
            counts["created"] += 1
            continue
        fields = {"lane": new.lane, "processor_key": new.processor_key, "config": new.config,
                  "mode": new.mode, "enabled": new.enabled, "position": new.position}
        changed = [f for f, v in fields.items() if getattr(old, f) != v and not (
            f == "config" and same_config(old.processor_key, old.config, v))]
        if not changed:
            continue
        stored_config = old.config
        for f in changed:
            setattr(old, f, fields[f])
        old.full_clean()  # fills in the settings' defaults
        if "config" not in changed:
            old.config = stored_config  # unchanged settings are saved as they were stored
        _save(old, reason, user)
        counts["updated"] += 1
    return counts
