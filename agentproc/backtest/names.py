"""Policies by the names officers gave them, wherever a backtest shows or exports one.

The replay identifies a policy by a stable label (``input regex-filter #12``, ``input
regex-filter (new 1)``): labels keep two policies apart even when they share a name, and the
comparison matches live and draft outcomes by them. People read names instead: ``PolicyNames``
turns the labels of one backtest into the names of its policies ("Refund talk"), the live
policy's name as stored (or as last recorded by the policy history once it is deleted), a new
entry's name from the draft (else its processor's name, marked "new"). Two policies sharing a
name are told apart by lane and place.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from ..models import ProcessorPolicy
from ..registry import processor_registry

#: Status words of a replayed turn, as an officer says them.
STATUS_WORDS = {"tripwire": "blocked", "completed": "passed", "failed": "failed", "cancelled": "cancelled",
                "not_replayed": "not replayed"}


def entry_label(entry: dict[str, Any], new_index: int | None = None) -> str:
    """The replay's label of a draft entry (``runner.policy_label`` of the policy it builds):
    ``input regex-filter #12``, or ``input regex-filter (new 1)`` for the draft's first new one."""
    which = f"#{entry['policy']}" if entry.get("policy") is not None else f"(new {new_index})"
    return f"{entry['lane']} {entry['processor']} {which}"


def processor_name(key: str) -> str:
    entry = processor_registry.get(key, None)
    return entry.display_name if entry is not None else key


def stored_names(pks: Iterable[int]) -> dict[int, str]:
    """Policy id -> its name: the stored row's, else the last one its history recorded."""
    wanted = {pk for pk in pks if pk is not None}
    names = dict(ProcessorPolicy.objects.filter(pk__in=wanted).values_list("pk", "name"))
    gone = wanted - set(names)
    if gone:
        for pk, name in ProcessorPolicy.history.filter(id__in=gone).order_by("history_date").values_list(
                "id", "name"):
            names[pk] = name  # later records overwrite earlier ones: the last name wins
    return {pk: name for pk, name in names.items() if name}


class PolicyNames:
    """Label -> name for the policies of a live chain and a draft (both draft-shaped lists)."""

    def __init__(self, live: list[dict[str, Any]], draft: list[dict[str, Any]]) -> None:
        entries = {e["policy"]: e for e in [*live, *draft] if e.get("policy") is not None}
        stored = stored_names(entries)
        named: dict[str, tuple[str, dict[str, Any]]] = {}
        for pk, entry in entries.items():
            named[entry_label(entry)] = (stored.get(pk) or entry.get("name") or processor_name(entry["processor"]), entry)
        new = 0
        for entry in draft:
            if entry.get("policy") is not None:
                continue
            new += 1  # counted as the replay counts them (disabled ones too)
            name = entry.get("name") or f"{processor_name(entry['processor'])} (new)"
            named[entry_label(entry, new)] = (name, entry)
        counts = Counter(name for name, _ in named.values())
        self.by_label: dict[str, str] = {}
        places = _places(draft)
        for label, (name, entry) in named.items():
            if counts[name] > 1:
                place = places.get(id(entry))
                where = f"{entry['lane']} {place}" if place else f"{entry['lane']}, removed"
                name = f"{name} ({where})"
            self.by_label[label] = name

    def __call__(self, label: str | None) -> str:
        """The name of the policy ``label`` stands for (a label it does not know stays as it is)."""
        if not label:
            return ""
        return self.by_label.get(label, label)

    def in_text(self, text: str | None) -> str:
        """``text`` (a stored reason) with every label it quotes replaced by the policy's name."""
        if not text:
            return ""
        for label in sorted(self.by_label, key=len, reverse=True):  # "#12" before "#1"
            text = text.replace(label, self.by_label[label])
        return text

    def of_entry(self, entry: dict[str, Any], new_index: int | None = None) -> str:
        """The name of one draft entry (``new_index``: its number among the draft's new entries)."""
        return self(entry_label(entry, new_index))


def _places(draft: list[dict[str, Any]]) -> dict[int, str]:
    """Entry -> "no. 2" (its place in its lane of the draft)."""
    seen: Counter[str] = Counter()
    out: dict[int, str] = {}
    for entry in draft:
        seen[entry["lane"]] += 1
        out[id(entry)] = f"no. {seen[entry['lane']]}"
    return out


def entry_names(names: PolicyNames, draft: list[dict[str, Any]]) -> list[str]:
    """The name of each entry of ``draft``, in order."""
    out, new = [], 0
    for entry in draft:
        if entry.get("policy") is None:
            new += 1
        out.append(names.of_entry(entry, new))
    return out


def status_word(status: str | None) -> str:
    return STATUS_WORDS.get(status or "", status or "")
