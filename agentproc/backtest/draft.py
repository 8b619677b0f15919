"""A draft processor chain as JSON: read from the live policies, validated, built, applied.

A draft is a list of entries, in order within each lane::

    {"policy": 12 | null, "lane": "input", "processor": "regex-filter",
     "config": {...}, "mode": "enforce" | "monitor", "enabled": true, "name": "Refund talk"}

``name`` is optional (a new policy's name; blank or absent: its processor's name).

``policy`` names the live policy an entry edits (null: a new one); a live policy missing from
the draft is removed by it. The draft never touches ProcessorPolicy rows until it is applied
(``agentproc.backtest.apply``). Pages show a draft through ``masked_draft`` (secret options read
``MASK``); a posted draft's ``MASK`` keeps the value of the live policy the entry edits.
"""
from __future__ import annotations

from typing import Any, Callable

from ..chain_review import never_matches
from ..exceptions import AgentprocError
from ..models import Agent, Lane, Mode, ProcessorPolicy
from ..processors.schema import MASK, ConfigValidationError, masked, still_masked, unmasked
from ..registry import processor_registry

#: Lanes in the order a turn meets them.
LANE_ORDER = tuple(Lane.values)


class DraftError(AgentprocError):
    """A draft chain that cannot be run or applied; ``code`` says why, ``index`` which entry."""

    code = "draft_invalid"

    def __init__(self, message: str, *, code: str, index: int | None = None) -> None:
        super().__init__(message if index is None else f"entry {index + 1}: {message}")
        self.code = code
        self.index = index


def lane_of(policy: ProcessorPolicy) -> str:
    return str(policy.lane)


def live_policies(agent: Agent) -> list[ProcessorPolicy]:
    """The agent's policies (enabled or not) in chain order."""
    policies = list(ProcessorPolicy.objects.filter(agent=agent))
    return sorted(policies, key=lambda p: (LANE_ORDER.index(lane_of(p)) if lane_of(p) in LANE_ORDER else 9,
                                           p.position, p.pk))


def entry_of(policy: ProcessorPolicy) -> dict[str, Any]:
    return {"policy": policy.pk, "lane": lane_of(policy), "processor": policy.processor_key,
            "config": dict(policy.config or {}), "mode": policy.mode, "enabled": policy.enabled}


def clean_config(processor_key: str, config: dict[str, Any] | None) -> dict[str, Any]:
    """A config with its processor's defaults filled in (as stored raw, as the draft has it)."""
    entry = processor_registry.get(processor_key, None)
    try:
        return entry.validate(config or {}) if entry is not None else dict(config or {})
    except ConfigValidationError:
        return dict(config or {})


def same_config(processor_key: str, a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    return a == b or clean_config(processor_key, a) == clean_config(processor_key, b)


def live_draft(agent: Agent) -> list[dict[str, Any]]:
    """The live chain as a draft (the starting point of every edit)."""
    return [entry_of(p) for p in live_policies(agent)]


def validate_draft(agent: Agent, draft: Any) -> list[dict[str, Any]]:
    """The cleaned draft (configs validated by each processor's schema); raises ``DraftError``."""
    if not isinstance(draft, list):
        raise DraftError("The draft must be a JSON list of policies.", code="draft_not_a_list")
    stored = {pk: (key, config) for pk, key, config in
              ProcessorPolicy.objects.filter(agent=agent).values_list("pk", "processor_key", "config")}
    live_ids = set(stored)
    seen: set[int] = set()
    cleaned: list[dict[str, Any]] = []
    for index, item in enumerate(draft):
        if not isinstance(item, dict):
            raise DraftError("each policy must be a JSON object.", code="draft_entry_not_an_object", index=index)
        unknown = sorted(set(item) - {"policy", "lane", "processor", "config", "mode", "enabled", "name"})
        if unknown:
            raise DraftError(f"unknown field(s) {', '.join(unknown)}.", code="draft_unknown_field", index=index)
        policy = item.get("policy")
        if policy is not None:
            if not isinstance(policy, int) or isinstance(policy, bool) or policy not in live_ids:
                raise DraftError(f"{policy!r} is not a policy of {agent.slug}.", code="draft_unknown_policy",
                                 index=index)
            if policy in seen:
                raise DraftError(f"policy {policy} appears twice.", code="draft_duplicate_policy", index=index)
            seen.add(policy)
        key = item.get("processor")
        entry = processor_registry.get(key, None) if isinstance(key, str) else None
        if entry is None:
            raise DraftError(f"unknown processor {key!r}.", code="draft_unknown_processor", index=index)
        lane = item.get("lane")
        if lane not in entry.lanes:
            raise DraftError(f"{entry.display_name} runs in the {', '.join(entry.lanes)} lane(s), not {lane!r}.",
                             code="draft_bad_lane", index=index)
        mode = item.get("mode", Mode.ENFORCE)
        if mode not in Mode.values:
            raise DraftError(f"mode must be enforce or monitor, not {mode!r}.", code="draft_bad_mode", index=index)
        enabled = item.get("enabled", True)
        if not isinstance(enabled, bool):
            raise DraftError("enabled must be true or false.", code="draft_bad_enabled", index=index)
        config = item.get("config") or {}
        if isinstance(config, dict):
            # A secret shown masked and posted back stands for the live policy's value.
            same = stored.get(policy, (None, None))
            config = unmasked(entry.fields, config, same[1] if same[0] == key else None)
            masked_left = still_masked(entry.fields, config)
            if masked_left:
                raise DraftError(f"{', '.join(masked_left)} reads {MASK}, which only stands for the value of the "
                                 "live policy it edits: type the value.", code="draft_masked_secret", index=index)
        try:
            config = entry.validate(config)
        except ConfigValidationError as exc:
            detail = "; ".join(f"{k}: {' '.join(v)}" for k, v in exc.errors.items())
            raise DraftError(f"invalid config ({detail}).", code="draft_invalid_config", index=index) from exc
        problem = never_matches(key, config)
        if problem and (policy is None or not _unchanged(policy, key, config)):
            raise DraftError(problem, code="draft_never_matches", index=index)
        cleaned.append({"policy": policy, "lane": lane, "processor": key, "config": config, "mode": mode,
                        "enabled": enabled})
        name = item.get("name")
        if name is not None:
            if not isinstance(name, str) or len(name) > 200:
                raise DraftError("name must be text of at most 200 characters.", code="draft_bad_name", index=index)
            if name.strip():  # optional: a new policy's name (blank: its processor's)
                cleaned[-1]["name"] = name.strip()
    return cleaned


def masked_draft(draft: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A draft as pages show it: each processor's secret options masked (``validate_draft``
    puts the live values back when it is posted)."""
    shown = []
    for item in draft:
        entry = processor_registry.get(item.get("processor"), None)
        fields = entry.fields if entry is not None else ()
        shown.append({**item, "config": masked(fields, item.get("config"))})
    return shown


def _unchanged(pk: int, key: str, config: dict[str, Any]) -> bool:
    """Whether a draft entry keeps its live policy's processor and settings (a live policy that
    can never match is the chain review's warning, not an error of the officer's draft)."""
    live = ProcessorPolicy.objects.filter(pk=pk).values_list("processor_key", "config").first()
    return live is not None and live[0] == key and same_config(key, live[1], config)


def draft_policies(agent: Agent, draft: list[dict[str, Any]]) -> list[ProcessorPolicy]:
    """Unsaved ProcessorPolicy objects for a (validated) draft, positioned in list order."""
    policies = []
    positions = dict.fromkeys(LANE_ORDER, 0)
    for item in draft:
        policy = ProcessorPolicy(agent=agent, name=item.get("name", ""), lane=item["lane"], processor_key=item["processor"],
                                 config=item["config"], mode=item["mode"], enabled=item["enabled"],
                                 position=positions[item["lane"]])
        positions[item["lane"]] += 1
        policy.draft_of = item["policy"]  # type: ignore[attr-defined]  # the live policy it edits
        policies.append(policy)
    return policies


def describe_changes(live: list[dict[str, Any]], draft: list[dict[str, Any]],
                     name_of: Callable[[dict[str, Any], int | None], str] | None = None) -> list[str]:
    """Plain sentences: what the draft adds, removes, reorders, reconfigures or switches.

    ``name_of(entry, new_index)`` names a policy (``agentproc.backtest.names.PolicyNames.of_entry``);
    without it a policy is called by its lane and processor key."""
    def name(entry: dict[str, Any], new_index: int | None = None) -> str:
        return name_of(entry, new_index) if name_of is not None else f"{entry['lane']} {entry['processor']}"

    by_id = {e["policy"]: e for e in live}
    lines: list[str] = []
    kept = {e["policy"] for e in draft if e["policy"] is not None}
    for entry in live:
        if entry["policy"] not in kept:
            suffix = "" if name_of is not None else f" (policy {entry['policy']})"
            lines.append(f"remove {name(entry)}{suffix}")
    new = 0
    for entry in draft:
        old = by_id.get(entry["policy"])
        if old is None:
            new += 1
            where = f" to the {entry['lane']} lane" if name_of is not None else ""
            lines.append(f"add {name(entry, new)}{where} ({entry['mode']})")
            continue
        called = name(entry)
        if old["lane"] != entry["lane"]:
            lines.append(f"move {called if name_of else old['processor']} from the {old['lane']} lane to "
                         f"{entry['lane']}")
        if not same_config(entry["processor"], old["config"], entry["config"]):
            lines.append(f"re-configure {called}")
        if old["mode"] != entry["mode"]:
            lines.append(f"switch {called} from {old['mode']} to {entry['mode']}")
        if old["enabled"] != entry["enabled"]:
            lines.append(f"{'enable' if entry['enabled'] else 'disable'} {called}")
    order = [[e["policy"] for e in chain if e["lane"] == lane and e["policy"] in kept and e["policy"] in by_id]
             for chain in (live, draft) for lane in LANE_ORDER]
    if order[:3] != order[3:]:
        lines.append("reorder policies")
    return lines
