"""Running a backtest: every selected turn is replayed through the live chain and the draft,
batch by batch; changed turns are stored as results, counts per policy in the summary.

Both chains are replayed (rather than comparing the draft with the stored text alone) so that
what the replay cannot reproduce — a call-out policy left out, text a policy already
redacted — is the same on both sides and never shows up as a change. Each turn's stored
Violation rows (``_records``: who blocked, redacted or would have blocked it, and what they
matched) are the rest of the evidence; ``compare`` states the rule that weighs the two."""
from __future__ import annotations

import asyncio
import copy
import logging
from collections import Counter
from typing import Any, Callable

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from ..conf import agentproc_settings
from ..models import Agent, ProcessorPolicy
from ..runtime.monitor import Monitored, monitored
from ..turns.services import build_processor, build_runtime_agent
from .compare import ChainFacts, Tally, TurnRecord, classify, merge_policy_rows
from .callouts import calls_out
from .draft import LANE_ORDER, clean_config, draft_policies, lane_of
from .evidence import KEPT, Record, config_relation, relation
from .models import Backtest, BacktestChunk, BacktestResult, BacktestStatus
from .replay import NOT_REPLAYED, ModelCallRefused, NoModel, Outcome, StoredTurn, ToolCallRefused, render_messages, replay_turn
from .turns import BATCH_SIZE, Key, chunk_bounds, count_turns, in_range, turn_batches

logger = logging.getLogger("agentproc.backtest")

#: Processors of this package keep per-run data in ``state`` only: one instance serves every turn.
BUILT_IN = "agentproc.processors."
#: Processors left out of every backtest, and why.
LEFT_OUT = {"response-cache": "answers from its cache instead of the stored turn"}
#: Replay errors quoted in a summary (the count has them all).
MAX_ERRORS = 20


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
            status=BacktestStatus.RUNNING, started_at=now, heartbeat_at=now):
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


def run_backtest(backtest_id: Any, *, batch_size: int = BATCH_SIZE, chunk_size: int | None = None,
                 split: Callable[[Backtest, list[tuple[Any, Any]], int], None] | None = None) -> Backtest | None:
    """Run a queued backtest to its end (completed, cancelled or failed). None if it was not queued.

    More selected turns than ``chunk_size`` (default ``AGENTPROC["BACKTEST_CHUNK_SIZE"]``): the
    turns are cut into chunks replayed in parallel by the backtest queue's workers, a last task
    adding their summaries up (``split``: ``tasks.split_backtest``, which ``tasks.run_backtest``
    passes where chords can run; without it the backtest runs as one task); it is returned running then,
    unless Celery is eager (the chunks have run, one after the other, when this returns)."""
    backtest = _claim(backtest_id)
    if backtest is None:
        return None
    try:
        selection = backtest.selection or {}
        total = count_turns(backtest.agent, selection)
        Backtest.objects.filter(pk=backtest.pk).update(total=total)
        size = chunk_size or agentproc_settings.BACKTEST_CHUNK_SIZE
        if split is not None and size and total > size and not selection.get("sample"):
            split(backtest, chunk_bounds(backtest.agent, selection, size), batch_size)
        else:
            replay = Replay(backtest)
            replay.finish([replay.run(batch_size)])
    except Exception as exc:  # noqa: BLE001 - the backtest ends failed with the reason shown
        logger.exception("backtest %s failed", backtest.pk)
        Backtest.objects.filter(pk=backtest.pk).update(status=BacktestStatus.FAILED, finished_at=timezone.now(),
                                                       error=f"{type(exc).__name__}: {exc}")
    backtest.refresh_from_db()
    return backtest


def _facts(backtest: Backtest, live: ChainBuilder, draft: ChainBuilder) -> ChainFacts:
    facts = ChainFacts()
    drafted = {e["policy"]: e for e in backtest.draft if e["policy"] is not None}
    stored = {e["policy"]: e for e in backtest.live}
    for policy in live.all:
        label = live.labels_by_policy[id(policy)]
        live_entry = _cleaned(stored[policy.draft_of])  # type: ignore[attr-defined]
        entry = drafted.get(policy.draft_of)  # type: ignore[attr-defined]
        draft_entry = _cleaned(entry) if entry is not None else None
        facts.entries[label] = (live_entry, draft_entry)
        facts.changes[label] = relation(live_entry, draft_entry, clean_config)
        facts.live_order[label] = (LANE_ORDER.index(lane_of(policy)), policy.position)
    for policy in draft.all:
        lane = lane_of(policy)
        label = draft.labels_by_policy[id(policy)]
        facts.order[label] = (LANE_ORDER.index(lane), policy.position)
        config = clean_config(policy.processor_key, policy.config)
        enforced = policy.enabled and policy.mode == "enforce"
        blocks = enforced and config.get("strategy") == "block"
        acts = enforced and config.get("strategy") in ("block", "redact", "filter")
        facts.draft_blocking[label] = (lane, blocks, {"processor": policy.processor_key, "config": config,
                                                      "acts": acts})
        live_entry, _ = facts.entries.get(label, (None, None))
        if acts and live_entry is not None and live_entry["mode"] == "monitor" and live_entry["enabled"] and \
                config_relation(policy.processor_key, live_entry["config"], config) == KEPT:
            facts.enforced_as_monitored.add(label)
    facts.left_out = {item["label"]: item["why"] for item in [*live.not_run, *draft.not_run]}
    return facts


def _cleaned(entry: dict[str, Any]) -> dict[str, Any]:
    return {**entry, "config": clean_config(entry["processor"], entry["config"])}


def _records(turns: list[StoredTurn], violations: list[dict[str, Any]], labels: dict[Any, str],
             live: ChainBuilder, configs: dict[str, dict[str, Any]]) -> dict[str, TurnRecord]:
    """Run id -> what its stored Violation rows say: who blocked it (for a blocked turn; the
    stored tripwire's processor when no row says), who redacted it, who would have blocked it."""
    blocked = {t.run_id: t for t in turns if t.status == "tripwire"}
    out: dict[str, TurnRecord] = {t.run_id: TurnRecord() for t in turns}
    by_label: dict[tuple[str, str, str], Record] = {}
    for v in violations:
        run_id = str(v["run_id"])
        label = labels.get(v["policy_id"]) or f"{v['processor_id']} (policy gone)"
        metadata = v["metadata"] if isinstance(v["metadata"], dict) else {}
        action = v["action"]
        if action == "monitored":
            action = "would_block" if metadata.get("wouldAction") == "blocked" else ""
        if action not in ("blocked", "redacted", "filtered", "would_block"):
            continue
        turn, record = blocked.get(run_id), out.get(run_id)
        if record is None:
            continue
        if action == "blocked" and (turn is None or (turn.tripwire or {}).get("processorId") not in (
                None, v["processor_id"]) or (record.blocked_by and record.blocked_by.label != label)):
            continue
        key = (run_id, label, action)
        found = by_label.get(key)
        if found is None:
            found = by_label[key] = Record(label, action, str(v["lane"] or ""))
            if action == "blocked":
                record.blocked_by = found
            elif action == "would_block":
                record.would_block.append(found)
            else:
                record.redacted_by.append(found)
        found.add(metadata, configs.get(label))
    for run_id, turn in blocked.items():
        if out[run_id].blocked_by is None:  # no Violation row: the live chain's processor of that id, if any
            processor_id = (turn.tripwire or {}).get("processorId") or "unknown"
            out[run_id].blocked_by = Record(live.labels.get(processor_id) or f"{processor_id} (policy unknown)",
                                            "blocked")
    return out


class Replay:
    """One backtest's two chains, the facts that weigh their outcomes and the stored policies'
    labels: built once by each process that replays a part of the backtest (or merges them)."""

    def __init__(self, backtest: Backtest) -> None:
        agent = backtest.agent
        self.backtest = backtest
        self.live = ChainBuilder(agent, draft_policies(agent, backtest.live), backtest.allow_calls)
        self.draft = ChainBuilder(agent, draft_policies(agent, backtest.draft), backtest.allow_calls)
        self.facts = _facts(backtest, self.live, self.draft)
        self.configs = {label: entries[0]["config"] for label, entries in self.facts.entries.items()}
        self.stored_labels = {p.draft_of: self.live.labels_by_policy[id(p)]  # type: ignore[attr-defined]
                              for p in self.live.all}

    def run(self, batch_size: int, after: Key | None = None, through: Key | None = None,
            chunk: int | None = None) -> dict[str, Any]:
        """Replay the selected turns (of the range ``(after, through]`` when given), batch by batch,
        storing the changed ones; stops before a batch once a cancel was asked (or the backtest
        was closed meanwhile). Returns the part's summary (``merge_parts`` adds parts up);
        ``done``/``changed`` grow by each batch. ``chunk``: the part's index, when the backtest
        is cut into chunks: a chunk run a second time first takes back what its first run stored."""
        backtest, live, draft = self.backtest, self.live, self.draft
        tally, changes, unjudged, errors = Tally(), Counter(), Counter(), []
        done = changed = skipped = error_count = 0
        cancelled = False
        if chunk is not None:
            start_chunk(backtest, chunk, after, through)
        loop = asyncio.new_event_loop()
        try:
            for turns, violations in turn_batches(backtest.agent, backtest.selection or {}, batch_size, after, through):
                if not Backtest.objects.filter(pk=backtest.pk, status=BacktestStatus.RUNNING,
                                               cancel_requested_at__isnull=True).exists():
                    cancelled = True
                    break
                for v in violations:
                    tally.add_stored(self.stored_labels.get(v["policy_id"]) or f"{v['processor_id']} (policy gone)",
                                     v["action"])
                records = _records(turns, violations, self.stored_labels, live, self.configs)
                replayable = [t for t in turns if t.user is not None or t.steps]
                skipped += len(turns) - len(replayable)
                outcomes: list[Any] = [(t, NOT_REPLAYED, NOT_REPLAYED) for t in turns if
                                       records[t.run_id].blocked_by is not None and t.user is None and not t.steps]
                outcomes += loop.run_until_complete(_replay_batch(replayable, live, draft))
                rows = []
                for item in outcomes:
                    if len(item) == 2:
                        error_count += 1
                        if len(errors) < MAX_ERRORS:  # the first few are enough to see what went wrong
                            errors.append(f"run {item[0].run_id}: {item[1]}")
                        continue
                    turn, live_out, draft_out = item
                    tally.add_outcome("live", live_out, live.labels)
                    tally.add_outcome("draft", draft_out, draft.labels)
                    record = records[turn.run_id]
                    stored_block = record.blocked_by.label if record.blocked_by is not None else None
                    live_label, draft_label = live.label(live_out.blocked_by), draft.label(draft_out.blocked_by)
                    verdict = classify(record, live_out, draft_out, live_label, draft_label, self.facts)
                    if verdict.change is None:
                        continue
                    changes[verdict.change] += 1
                    if verdict.code:
                        unjudged[verdict.code] += 1
                    live_dict, draft_dict = live_out.to_dict(), draft_out.to_dict()
                    live_dict["blocked_by"], draft_dict["blocked_by"] = live_label, draft_label
                    if stored_block is not None:  # what the live chain did is on record
                        live_dict.update(status="tripwire", blocked_by=stored_block, stored=True,
                                         reason=str((turn.tripwire or {}).get("reason") or live_dict["reason"]))
                    rows.append(BacktestResult(backtest=backtest, run_id=turn.run_id,
                                               conversation_id=turn.conversation_id, turn_at=turn.created_at,
                                               change=verdict.change, reason=verdict.reason, live=live_dict,
                                               draft=draft_dict, stored=_stored(turn)))
                done += len(turns)
                changed += len(rows)
                with transaction.atomic():  # a batch's results and its counts, or neither
                    BacktestResult.objects.bulk_create(rows)
                    # F(): parts replayed in parallel add to the same counters.
                    Backtest.objects.filter(pk=backtest.pk).update(
                        done=F("done") + len(turns), changed=F("changed") + len(rows), heartbeat_at=timezone.now())
                    if chunk is not None:
                        BacktestChunk.objects.filter(backtest=backtest, index=chunk).update(
                            done=F("done") + len(turns), changed=F("changed") + len(rows))
        finally:
            loop.close()
        return {"policies": tally.merge_into([]), "changes": dict(changes), "cannot_judge": dict(unjudged),
                "skipped": skipped, "errors": errors, "error_count": error_count, "done": done,
                "changed": changed, "cancelled": cancelled}

    def finish(self, parts: list[dict[str, Any]]) -> None:
        """Store the summary of ``parts`` (in turn order) and the backtest's end: cancelled when
        a part stopped for a cancel, failed when one failed (its ``failed`` says why)."""
        part = merge_parts(parts)
        summary = {
            "policies": merge_policy_rows(_skeleton(self.live, self.draft), part["policies"]),
            "changes": part["changes"], "cannot_judge": part["cannot_judge"], "skipped": part["skipped"],
            "errors": part["errors"], "error_count": part["error_count"], "not_run": _not_run(self.live, self.draft),
        }
        failed = [p["failed"] for p in parts if p.get("failed")]
        status = BacktestStatus.FAILED if failed else (
            BacktestStatus.CANCELLED if part["cancelled"] else BacktestStatus.COMPLETED)
        # Only a running backtest ends here: one the stale-backtest reaper closed stays failed.
        Backtest.objects.filter(pk=self.backtest.pk, status=BacktestStatus.RUNNING).update(
            status=status, finished_at=timezone.now(), summary=summary, done=part["done"], changed=part["changed"],
            error=failed[0] if failed else "")


def start_chunk(backtest: Backtest, index: int, after: Key | None, through: Key | None) -> None:
    """Chunk ``index`` of ``backtest`` starts: its progress row is made, or, when the chunk runs a
    second time (its first worker died mid-way and the broker delivered it again), what the first
    run stored and counted is taken back, so the chunk's results and counts are as if it ran once."""
    with transaction.atomic():
        progress, created = BacktestChunk.objects.select_for_update().get_or_create(backtest=backtest, index=index)
        Backtest.objects.filter(pk=backtest.pk).update(heartbeat_at=timezone.now())
        if created or not (progress.done or progress.changed):
            return
        logger.warning("backtest %s: chunk %d runs again; its first run's %d turn(s) are replayed anew",
                       backtest.pk, index, progress.done)
        BacktestResult.objects.filter(in_range(after, through, "turn_at", "run_id"), backtest=backtest).delete()
        Backtest.objects.filter(pk=backtest.pk).update(done=F("done") - progress.done,
                                                       changed=F("changed") - progress.changed)
        BacktestChunk.objects.filter(pk=progress.pk).update(done=0, changed=0)


def merge_parts(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The parts' summaries (as ``Replay.run`` returns them, in turn order) added up into one."""
    total: dict[str, Any] = {"policies": [], "changes": Counter(), "cannot_judge": Counter(), "skipped": 0,
                             "errors": [], "error_count": 0, "done": 0, "changed": 0, "cancelled": False}
    for part in parts:
        if part.get("failed"):
            continue
        merge_policy_rows(total["policies"], part["policies"])
        total["changes"].update(part["changes"])
        total["cannot_judge"].update(part["cannot_judge"])
        total["errors"] = [*total["errors"], *part["errors"]][:MAX_ERRORS]
        for key in ("skipped", "error_count", "done", "changed"):
            total[key] += part[key]
        total["cancelled"] = total["cancelled"] or part["cancelled"]
    total["changes"], total["cannot_judge"] = dict(total["changes"]), dict(total["cannot_judge"])
    return total


def _execute(backtest: Backtest, batch_size: int) -> None:
    """The whole backtest in this process: every selected turn, then the summary."""
    Backtest.objects.filter(pk=backtest.pk).update(total=count_turns(backtest.agent, backtest.selection or {}))
    replay = Replay(backtest)
    replay.finish([replay.run(batch_size)])


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
