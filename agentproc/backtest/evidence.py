"""What a stored turn proves about a draft: how each policy changes, and what its record shows.

A backtest replays stored text, and stored text is what the live chain left: redacted by its
policies, a blocked message kept only as ``STORE_BLOCKED_INPUT`` allowed. So a replay alone
cannot say that a draft would let a blocked turn through. This module gives ``compare.classify``
the other evidence there is:

- **how a policy changes** (``relation``): kept, only *widened* (more words, patterns or
  types, a lower threshold, monitor → enforce: it can catch more, never less), *narrowed*
  (only less), *removed* (gone, disabled or switched to monitor: it no longer acts) or
  otherwise *changed*;
- **what its record shows** (``record_decides``): the Violation row of a turn names what the
  policy matched (a blocklist's rules, PII types); a changed policy that still has all of
  them still blocks that turn, a narrowed one that has none of them no longer does.

Pure Python over plain dicts (the draft entries and Violation metadata): no Django here."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

KEPT, WIDENED, NARROWED, CHANGED, REMOVED, ADDED = "kept", "widened", "narrowed", "changed", "removed", "added"

#: How a setting widens a policy: "more" (a list that grows, a number that rises), "lower" (a
#: threshold that falls), "on" (a switch turned on), "off" (a switch turned off) or "any" (it
#: changes what is written, never what is caught). A setting not listed must stay the same.
WIDENING: dict[str, dict[str, str]] = {
    "regex-filter": {"words": "more", "patterns": "more", "case_sensitive": "off", "replacement": "any",
                     "stream_holdback_chars": "more"},
    "pii-detector": {"detection_types": "more", "phone_regions": "more", "check_tool_calls": "on",
                     "redaction_method": "any", "hash_key": "any"},
    "prompt-injection-detector": {"threshold": "lower", "judge_threshold": "lower", "fail_closed": "on",
                         "check_tool_results": "on"},
    "moderation": {"threshold": "lower", "fail_closed": "on"},
}


def _as_set(value: Any, lowered: bool) -> set[str]:
    items = value if isinstance(value, (list, tuple)) else []
    return {(" ".join(str(v).lower().split()) if lowered else str(v)) for v in items}


def _field_relation(kind: str, name: str, old: Any, new: Any) -> str:
    if old == new or kind == "any":
        return KEPT
    if kind == "more" and isinstance(old, (list, tuple)) and isinstance(new, (list, tuple)):
        a, b = _as_set(old, name == "words"), _as_set(new, name == "words")
        return KEPT if a == b else WIDENED if b > a else NARROWED if b < a else CHANGED
    numbers = isinstance(old, (int, float)) and isinstance(new, (int, float))
    if kind in ("more", "lower") and numbers:
        wider = new > old if kind == "more" else new < old
        return WIDENED if wider else NARROWED
    if kind in ("on", "off") and isinstance(old, bool) and isinstance(new, bool):
        return WIDENED if new == (kind == "on") else NARROWED
    return CHANGED


def config_relation(processor: str, old: dict[str, Any], new: dict[str, Any]) -> str:
    """KEPT, WIDENED, NARROWED or CHANGED: how ``new`` catches compared with ``old`` (both
    with their defaults filled in)."""
    table = WIDENING.get(processor, {})
    seen = {_field_relation(table.get(k, "same"), k, old.get(k), new.get(k)) for k in set(old) | set(new)}
    seen.discard(KEPT)
    if not seen:
        return KEPT
    return seen.pop() if len(seen) == 1 and seen <= {WIDENED, NARROWED} else CHANGED


def relation(live: dict[str, Any] | None, draft: dict[str, Any] | None,
             clean: Callable[[str, dict[str, Any]], dict[str, Any]]) -> str:
    """How the draft entry ``draft`` changes the live entry ``live`` as an *enforced* policy
    (entries as in ``agentproc.backtest.draft``; ``clean`` fills in a config's defaults)."""
    acts_live = live is not None and live["enabled"] and live["mode"] == "enforce"
    acts_draft = draft is not None and draft["enabled"] and draft["mode"] == "enforce"
    if not acts_draft:
        return REMOVED if acts_live else KEPT
    if live is None or (live["lane"], live["processor"]) != (draft["lane"], draft["processor"]):
        return ADDED if live is None or not acts_live else CHANGED
    config = config_relation(draft["processor"], clean(live["processor"], live["config"]),
                             clean(draft["processor"], draft["config"]))
    if not acts_live:  # monitor (or disabled) -> enforce: it starts acting
        return WIDENED if config in (KEPT, WIDENED) else CHANGED
    return config


@dataclass
class Record:
    """What the stored Violation rows of one turn say a policy did."""

    label: str
    action: str
    lane: str = ""
    #: What it matched: ``word:<w>`` / ``pattern:<text>`` rules, PII types.
    rules: set[str] = field(default_factory=set)
    types: set[str] = field(default_factory=set)

    def add(self, metadata: dict[str, Any] | None, config: dict[str, Any] | None) -> None:
        metadata = metadata if isinstance(metadata, dict) else {}
        patterns = list((config or {}).get("patterns") or [])
        for rule in metadata.get("rules") or ():
            kind, _, value = str(rule).partition(":")
            if kind == "pattern" and value.isdigit() and 0 < int(value) <= len(patterns):
                self.rules.add(f"pattern:{patterns[int(value) - 1]}")
            elif kind == "word":
                self.rules.add("word:" + " ".join(value.lower().split()))
        self.types.update(str(t) for t in metadata.get("types") or ())


def _rules_of(config: dict[str, Any]) -> set[str]:
    words = {"word:" + " ".join(str(w).lower().split()) for w in config.get("words") or ()}
    return words | {f"pattern:{p}" for p in config.get("patterns") or ()}


def record_decides(record: Record, processor: str, live: dict[str, Any], draft: dict[str, Any] | None,
                   change: str, strategy: str) -> bool | None:
    """Does the draft's version of a policy still do to this turn what its record shows it
    did (``strategy``: ``block`` or ``redact``)? True / False when the record proves it, None
    when it cannot (the record names nothing the draft's settings can be held against).
    ``live`` and ``draft`` are entries with their configs' defaults filled in."""
    if change in (KEPT, WIDENED):
        return True
    if change == REMOVED or draft is None:
        return False
    if (draft["lane"], draft["processor"]) != (live["lane"], live["processor"]):
        return None  # another processor, or another lane: its record says nothing about it
    if draft["config"].get("strategy") != strategy:
        return False  # the same policy, told to do something else with what it finds
    if processor == "regex-filter" and record.rules:
        if draft["config"].get("case_sensitive") and not live["config"].get("case_sensitive"):
            return None
        kept = record.rules & _rules_of(draft["config"])
        if kept == record.rules:
            return True
        return False if not kept and change == NARROWED else None
    if processor == "pii-detector" and record.types:
        types = set(draft["config"].get("detection_types") or ())
        if record.types <= types:
            return True
        return False if not record.types & types and change == NARROWED else None
    return None


#: Guards whose findings a blocked message's stored copy has redacted (``turns.intake.redacted_copy``).
SPAN_GUARDS = frozenset({"regex-filter", "pii-detector", "system-prompt-scrubber"})


def _tokens(words: Any) -> set[str]:
    return {token for word in words or () for token in str(word).lower().split()}


def hidden_words(live: list[tuple[dict[str, Any], bool]], blocker: Record | None = None) -> set[str] | None:
    """What a blocked message's stored copy may hide: the words of the live blocklists that
    redacted it (``live``: each live entry, and whether it may have redacted this copy — it
    ran after the blocker, or its record shows it redacted). None: anything may be hidden (a
    PII guard, a pattern: their matches cannot be told from their settings)."""
    hidden: set[str] = set()
    for entry, may_have in live:
        config = entry["config"]
        if not may_have or entry["lane"] != "input" or not entry["enabled"] or entry["mode"] != "enforce":
            continue
        if entry["processor"] not in SPAN_GUARDS or config.get("strategy") == "warn":
            continue
        if entry["processor"] != "regex-filter" or config.get("patterns"):
            return None
        hidden |= _tokens(config.get("words"))
    return hidden


def sees_past(entry: dict[str, Any], hidden: set[str] | None) -> bool:
    """Would the draft policy ``entry`` decide the same on the stored copy as on the original
    message, whatever the copy hides? Only a blocklist of words that share no word with it."""
    if hidden is not None and not hidden:
        return True
    config = entry["config"]
    if hidden is None or entry["processor"] != "regex-filter" or config.get("patterns"):
        return False
    return not _tokens(config.get("words")) & hidden
