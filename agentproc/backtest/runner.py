"""Running a backtest: every selected turn is replayed through the live chain and the draft,
batch by batch; changed turns are stored as results, counts per policy in the summary.

Both chains are replayed (rather than comparing the draft with the stored text alone) so that
what the replay cannot reproduce — a call-out policy left out, text a policy already
redacted — is the same on both sides and never shows up as a change. A turn the live chain
blocked is the exception: its stored Violation says which policy blocked it, which the
replay of its (possibly redacted) stored text may no longer see (``compare.classify``)."""
from __future__ import annotations

import asyncio
import copy
import logging
from collections import Counter
from typing import Any

from django.utils import timezone

from ..models import Agent, Mode, ProcessorPolicy
from ..runtime.monitor import Monitored, monitored
from ..turns.services import build_processor, build_runtime_agent
from .compare import ChainFacts, Tally, classify
from .callouts import calls_out
from .draft import LANE_ORDER, draft_policies, lane_of, same_config
from .models import Backtest, BacktestResult, BacktestStatus
from .replay import NOT_REPLAYED, ModelCallRefused, NoModel, Outcome, StoredTurn, ToolCallRefused, render_messages, replay_turn
from .turns import BATCH_SIZE, count_turns, turn_batches

logger = logging.getLogger("agentproc.backtest")

#: Processors of this package keep per-run data in ``state`` only: one instance serves every turn.
BUILT_IN = "agentproc.processors."
#: Processors left out of every backtest, and why.
LEFT_OUT = {"response-cache": "answers from its cache instead of the stored turn"}


def policy_label(policy: ProcessorPolicy, new_index: int | None = None) -> str:
    """A policy's name in results: ``input regex-filter #12``, or ``(new 1)`` for a draft's new one."""
    live_pk = getattr(policy, "draft_of", policy.pk)
    suffix = f"#{live_pk}" if live_pk is not None else f"(new {new_index})"
    return f"{lane_of(policy)} {policy.processor_key} {suffix}"


class ChainBuilder:
    """Builds the runtime Agent of one chain for each turn (processors and monitor wrappers
    keep per-run state, so each turn gets fresh ones)."""

    def __init__(self, agent: Agent, policies: list[ProcessorPolicy], allow_calls: bool) -> None:
        self.agent = agent
        self.labels_by_policy: dict[int, str] = {}
        self.not_run: list[dict[str, str]] = []
        self.policies: list[ProcessorPolicy] = []
        #: Every policy of the chain, disabled ones included.
        self.all = list(policies)
        new = 0
        for policy in policies:
            if getattr(policy, "draft_of", policy.pk) is None:
                new += 1
            label = policy_label(policy, new)
            self.labels_by_policy[id(policy)] = label
            if not policy.enabled:
                continue
            if policy.processor_key in LEFT_OUT:
                self.not_run.append({"label": label, "why": LEFT_OUT[policy.processor_key]})
            elif not allow_calls and calls_out(policy.processor_key, policy.config):
                self.not_run.append({"label": label, "why": "it calls out, which this backtest does not allow"})
            else:
                self.policies.append(policy)
        self.template = build_runtime_agent(self.agent, policies=self.policies, model=NoModel())
        by_id: dict[str, ProcessorPolicy] = self.template.agentproc_policies
        self.labels: dict[str, str] = {pid: self.labels_by_policy[id(p)] for pid, p in by_id.items()}

    def build(self) -> Any:
        """The chain for one turn: built-in processors (they keep run state in ``state``) are
        shared from turn to turn; monitor wrappers and any other processor are made anew."""
        agent = copy.copy(self.template)
        for lane in ("input_processors", "output_processors", "error_processors"):
            setattr(agent, lane, [self._fresh(p) for p in getattr(self.template, lane)])
        return agent

    def _fresh(self, processor: Any) -> Any:
        inner = processor.inner if isinstance(processor, Monitored) else processor
        if not type(inner).__module__.startswith(BUILT_IN):
            return build_processor(self.template.agentproc_policies[processor.id], processor.id)
        return monitored(inner) if inner is not processor else processor

    def label(self, processor_id: str | None) -> str | None:
        return None if processor_id is None else self.labels.get(processor_id, processor_id)


def _claim(backtest_id: Any) -> Backtest | None:
    now = timezone.now()
    if not Backtest.objects.filter(pk=backtest_id, status=BacktestStatus.QUEUED).update(
            status=BacktestStatus.RUNNING, started_at=now):
        return None
    return Backtest.objects.select_related("agent").get(pk=backtest_id)


async def _replay_batch(turns: list[StoredTurn], live: ChainBuilder, draft: ChainBuilder
                        ) -> list[tuple[StoredTurn, Outcome, Outcome] | tuple[StoredTurn, str]]:
    out: list[Any] = []
    for turn in turns:
        try:
            out.append((turn, await replay_turn(live.build(), turn), await replay_turn(draft.build(), turn)))
        except (ModelCallRefused, ToolCallRefused) as exc:
            out.append((turn, f"{exc.code}: {exc}"))
    return out


def _stored(turn: StoredTurn) -> dict[str, Any]:
    output = render_messages(turn.steps) or turn.output_text
    return {"status": turn.status, "input": turn.input_text, "output": output}


def run_backtest(backtest_id: Any, *, batch_size: int = BATCH_SIZE) -> Backtest | None:
    """Run a queued backtest to its end (completed, cancelled or failed). None if it was not queued."""
    backtest = _claim(backtest_id)
    if backtest is None:
        return None
    try:
        _execute(backtest, batch_size)
    except Exception as exc:  # noqa: BLE001 - the backtest ends failed with the reason shown
        logger.exception("backtest %s failed", backtest.pk)
        Backtest.objects.filter(pk=backtest.pk).update(status=BacktestStatus.FAILED, finished_at=timezone.now(),
                                                       error=f"{type(exc).__name__}: {exc}")
    backtest.refresh_from_db()
    return backtest


def _facts(backtest: Backtest, live: ChainBuilder, draft: ChainBuilder) -> ChainFacts:
    facts = ChainFacts()
    drafted = {e["policy"]: e for e in backtest.draft if e["policy"] is not None}
    for policy in live.all:
        entry = drafted.get(policy.draft_of)  # type: ignore[attr-defined]
        if entry and entry["enabled"] and entry["mode"] == Mode.ENFORCE and policy.enabled and (
                entry["lane"], entry["processor"]) == (lane_of(policy), policy.processor_key) and same_config(
                policy.processor_key, entry["config"], policy.config):
            facts.kept.add(live.labels_by_policy[id(policy)])
    for policy in draft.all:
        lane = lane_of(policy)
        facts.order[draft.labels_by_policy[id(policy)]] = (LANE_ORDER.index(lane), policy.position)
    return facts


def _stored_blocks(turns: list[StoredTurn], violations: list[dict[str, Any]], labels: dict[Any, str],
                   live: ChainBuilder) -> dict[str, str]:
    """Run id -> label of the policy that blocked it live (from its stored Violation row)."""
    blocked = {t.run_id: t for t in turns if t.status == "tripwire"}
    out: dict[str, str] = {}
    for v in violations:
        run_id = str(v["run_id"])
        turn = blocked.get(run_id)
        if turn is None or v["action"] != "blocked" or run_id in out:
            continue
        if turn.tripwire and turn.tripwire.get("processorId") not in (None, v["processor_id"]):
            continue
        out[run_id] = labels.get(v["policy_id"]) or f"{v['processor_id']} (policy gone)"
    for run_id, turn in blocked.items():
        if run_id not in out:  # no Violation row: the live chain's processor of that id, if any
            processor_id = (turn.tripwire or {}).get("processorId") or "unknown"
            out[run_id] = live.labels.get(processor_id) or f"{processor_id} (policy unknown)"
    return out


def _execute(backtest: Backtest, batch_size: int) -> None:
    agent = backtest.agent
    live = ChainBuilder(agent, draft_policies(agent, backtest.live), backtest.allow_calls)
    draft = ChainBuilder(agent, draft_policies(agent, backtest.draft), backtest.allow_calls)
    facts = _facts(backtest, live, draft)
    stored_labels = {p.draft_of: live.labels_by_policy[id(p)] for p in live.all}  # type: ignore[attr-defined]
    tally, changes, errors = Tally(), Counter(), []
    done = changed = skipped = error_count = 0
    status = BacktestStatus.COMPLETED
    Backtest.objects.filter(pk=backtest.pk).update(total=count_turns(agent, backtest.selection or {}))
    loop = asyncio.new_event_loop()
    try:
        for turns, violations in turn_batches(agent, backtest.selection or {}, batch_size):
            if Backtest.objects.filter(pk=backtest.pk, cancel_requested_at__isnull=False).exists():
                status = BacktestStatus.CANCELLED
                break
            for v in violations:
                tally.add_stored(stored_labels.get(v["policy_id"]) or f"{v['processor_id']} (policy gone)",
                                 v["action"])
            blocks = _stored_blocks(turns, violations, stored_labels, live)
            replayable = [t for t in turns if t.user is not None or t.steps]
            skipped += len(turns) - len(replayable)
            outcomes: list[Any] = [(t, NOT_REPLAYED, NOT_REPLAYED) for t in turns if t.run_id in blocks and
                                   t.user is None and not t.steps]
            outcomes += loop.run_until_complete(_replay_batch(replayable, live, draft))
            rows = []
            for item in outcomes:
                if len(item) == 2:
                    error_count += 1
                    if len(errors) < 20:  # the first few are enough to see what went wrong
                        errors.append(f"run {item[0].run_id}: {item[1]}")
                    continue
                turn, live_out, draft_out = item
                tally.add_outcome("live", live_out, live.labels)
                tally.add_outcome("draft", draft_out, draft.labels)
                stored_block = blocks.get(turn.run_id)
                live_label, draft_label = live.label(live_out.blocked_by), draft.label(draft_out.blocked_by)
                verdict = classify(stored_block, live_out, draft_out, live_label, draft_label, facts)
                if verdict.change is None:
                    continue
                changes[verdict.change] += 1
                live_dict, draft_dict = live_out.to_dict(), draft_out.to_dict()
                live_dict["blocked_by"], draft_dict["blocked_by"] = live_label, draft_label
                if stored_block is not None:  # what the live chain did is on record
                    live_dict.update(status="tripwire", blocked_by=stored_block, stored=True,
                                     reason=str((turn.tripwire or {}).get("reason") or live_dict["reason"]))
                rows.append(BacktestResult(backtest=backtest, run_id=turn.run_id, conversation_id=turn.conversation_id,
                                           turn_at=turn.created_at, change=verdict.change, live=live_dict,
                                           draft=draft_dict, stored=_stored(turn)))
            BacktestResult.objects.bulk_create(rows)
            done += len(turns)
            changed += len(rows)
            Backtest.objects.filter(pk=backtest.pk).update(done=done, changed=changed)
    finally:
        loop.close()
    summary = {
        "policies": tally.merge_into(_skeleton(live, draft)),
        "changes": dict(changes), "skipped": skipped, "errors": errors, "error_count": error_count,
        "not_run": _not_run(live, draft),
    }
    Backtest.objects.filter(pk=backtest.pk).update(status=status, finished_at=timezone.now(), summary=summary,
                                                   done=done, changed=changed)


def _skeleton(live: ChainBuilder, draft: ChainBuilder) -> list[dict[str, Any]]:
    """Every policy of either chain, so one that catches nothing is listed too."""
    rows: dict[str, dict[str, Any]] = {}
    for side, chain in (("live", live), ("draft", draft)):
        for policy in chain.all:
            if not policy.enabled:
                continue
            label = chain.labels_by_policy[id(policy)]
            rows.setdefault(label, {"label": label, "in_live": False, "in_draft": False})[f"in_{side}"] = True
    return list(rows.values())


def _not_run(live: ChainBuilder, draft: ChainBuilder) -> list[dict[str, str]]:
    seen: dict[str, dict[str, str]] = {}
    for item in [*live.not_run, *draft.not_run]:
        seen.setdefault(item["label"], item)
    return list(seen.values())
