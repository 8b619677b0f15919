"""Policies that call a service (a moderation endpoint, a judge model) and how many calls a backtest would make."""
from __future__ import annotations

from typing import Any

from ..models import Agent
from ..registry import processor_registry
from .names import entry_label
from .turns import count_steps, count_turns


def calls_out(processor_key: str, config: dict[str, Any]) -> bool:
    """Whether a policy calls a service when it runs (a moderation endpoint, a judge model).

    A processor that takes a ``client`` always calls out; one that takes a ``judge`` does when
    a ``judge_model`` is configured; any processor may say so with ``calls_out = True``."""
    entry = processor_registry.get(processor_key, None)
    if entry is None:
        return False
    if getattr(entry.cls, "calls_out", False) is True:
        return True
    extras = tuple(getattr(entry.cls, "extras", ()) or ())
    return "client" in extras or ("judge" in extras and bool((config or {}).get("judge_model")))


def estimate_calls(agent: Agent, chains: dict[str, list[dict[str, Any]]], selection: dict[str, Any]) -> dict[str, Any]:
    """Calls the call-out policies of ``chains`` (``{"live": draft-shaped list, "draft": ...}``)
    would make over the selected turns: one per turn in the input lane, one per stored model
    step in the output lane (sentence-window moderation may make more on long answers)."""
    turns = count_turns(agent, selection)
    steps: int | None = None
    rows = []
    for side, chain in chains.items():
        new = 0
        for entry in chain:
            new += entry.get("policy") is None
            if not entry.get("enabled", True) or not calls_out(entry["processor"], entry.get("config") or {}):
                continue
            if entry["lane"] == "output":
                steps = count_steps(agent, selection) if steps is None else steps
                calls = steps
            else:
                calls = turns
            rows.append({"chain": side, "lane": entry["lane"], "processor": entry["processor"],
                         "policy": entry.get("policy"), "calls": calls, "label": entry_label(entry, new)})
    return {"turns": turns, "total": sum(r["calls"] for r in rows), "policies": rows}
