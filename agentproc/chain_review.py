"""The chain review: settings that can never match, and policies an earlier one starves.

One analysis over an ordered chain, used by the policy admin (refusal on save, warnings after
it), Try it and the backtest preview. A chain is a list of draft-shaped entries (``lane``,
``processor``, ``config``, ``mode``, ``enabled``, optional ``name``) in run order per lane.

A policy is *starved* when an earlier policy of its lane, enforced, takes away what it looks
for before it runs: a phone-number policy after a PII policy that masks phones never sees a
phone; a word blocked earlier never reaches a later blocklist; and after a policy that blocks
every message nothing later in the lane runs at all. Monitor-mode and disabled policies change
nothing and starve nobody. Processors describe their settings with ``never_matches`` and
``reach`` (``agentproc.processors.reach``); one that does not is never judged.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from .processors.reach import BLOCKS, MASKS, NOTHING, REMOVES, Reach
from .registry import processor_registry

#: Codes of the warnings (stable: tests and templates key on them).
STARVED, PARTLY_STARVED, NEVER_RUNS, NEVER_MATCHES = "starved", "partly_starved", "never_runs", "never_matches"

LANE_ORDER = ("input", "output", "error")
_VERBS = {MASKS: "already masks", REMOVES: "already removes", BLOCKS: "blocks the turn first on"}


@dataclass(frozen=True)
class ChainWarning:
    """One problem of a chain: ``index`` is the entry it concerns, ``by`` the entry causing it."""

    code: str
    index: int
    policy: str
    message: str
    by: int | None = None


def _entry_cls(key: str) -> Any:
    entry = processor_registry.get(key, None)
    return entry.cls if entry is not None else None


def never_matches(processor_key: str, config: dict[str, Any] | None) -> str | None:
    """Why a processor with this (cleaned) config can never find anything, or None."""
    check = getattr(_entry_cls(processor_key), "never_matches", None)
    return check(dict(config or {})) if callable(check) else None


def reach_of(processor_key: str, config: dict[str, Any] | None) -> Reach:
    describe = getattr(_entry_cls(processor_key), "reach", None)
    return describe(dict(config or {})) if callable(describe) else NOTHING


def entry_name(entry: dict[str, Any]) -> str:
    cls = _entry_cls(entry["processor"])
    return entry.get("name") or (getattr(cls, "display_name", "") or entry["processor"])


def plain_label(item: str) -> str:
    """``phone`` -> "phone", ``credit_card`` -> "credit card", ``word:refund`` -> “refund”
    (the admin passes its own words: ``admin.review.item_label``)."""
    return f"“{item[5:]}”" if item.startswith("word:") else item.replace("_", " ")


def _items(items: Iterable[str], label: Callable[[str], str]) -> str:
    labels = sorted(label(i) for i in items)
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def review_chain(entries: Sequence[dict[str, Any]], label: Callable[[str], str] = plain_label
                 ) -> list[ChainWarning]:
    """Every warning of the chain, in chain order: never-matching settings, starved policies.
    ``label`` words an item (``phone``) in the messages."""
    warnings: list[ChainWarning] = []
    for index, entry in enumerate(entries):
        problem = never_matches(entry["processor"], entry.get("config")) if entry.get("enabled", True) else None
        if problem:
            warnings.append(ChainWarning(NEVER_MATCHES, index, entry_name(entry),
                                         f"{entry_name(entry)} can never match: {problem}"))
    for lane in LANE_ORDER:
        warnings += _review_lane(lane, [(i, e) for i, e in enumerate(entries) if e["lane"] == lane], label)
    return sorted(warnings, key=lambda w: w.index)


def _review_lane(lane: str, entries: list[tuple[int, dict[str, Any]]], label: Callable[[str], str]
                 ) -> list[ChainWarning]:
    warnings: list[ChainWarning] = []
    taken: dict[str, tuple[int, str]] = {}  # item -> (index of the policy taking it, how)
    blocker: tuple[int, str] | None = None  # (index, pattern) of a policy that blocks every message
    names = {i: entry_name(e) for i, e in entries}
    for index, entry in entries:
        if not entry.get("enabled", True):
            continue
        name = names[index]
        reach = reach_of(entry["processor"], entry.get("config"))
        if blocker is not None:
            by, pattern = blocker
            warnings.append(ChainWarning(
                NEVER_RUNS, index, name, by=by,
                message=f"{name} never sees a message: {names[by]}, earlier in the {lane} lane and enforced, "
                        f"blocks every message (its pattern “{pattern}” matches any text)."))
        else:
            covered = {item: taken[item] for item in reach.looks_for if item in taken}
            if covered:
                whole = len(covered) == len(reach.looks_for) and not reach.open_ended
                causes = "; ".join(
                    f"{names[by]}, earlier in the {lane} lane and enforced, {_VERBS[how]} "
                    f"{_items((i for i, c in covered.items() if c == (by, how)), label)}"
                    for by, how in sorted(set(covered.values())))
                if whole:
                    message = f"{name} can never find anything: {causes}."
                else:
                    message = f"{name} never sees {_items(covered, label)}: {causes}."
                warnings.append(ChainWarning(STARVED if whole else PARTLY_STARVED, index, name, message,
                                             by=min(by for by, _ in covered.values())))
        if entry.get("mode", "enforce") != "enforce":
            continue
        for item in reach.takes_away:
            taken.setdefault(item, (index, reach.how))
        if reach.blocks_everything and blocker is None:
            blocker = (index, reach.because)
    return warnings


def policy_chain(policies: Iterable[Any]) -> list[dict[str, Any]]:
    """An agent's ProcessorPolicy rows as a chain, in run order."""
    ordered = sorted(policies, key=lambda p: (LANE_ORDER.index(str(p.lane)) if str(p.lane) in LANE_ORDER else 9,
                                              p.position, p.pk or 0))
    return [{"policy": p.pk, "lane": str(p.lane), "processor": p.processor_key, "config": dict(p.config or {}),
             "mode": p.mode, "enabled": p.enabled, "name": p.display_name} for p in ordered]


def warnings_about(warnings: Iterable[ChainWarning], index: int) -> list[ChainWarning]:
    """The warnings of a chain that concern entry ``index``: it is starved, or it starves another."""
    return [w for w in warnings if index in (w.index, w.by)]
