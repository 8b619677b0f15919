"""Running an agent's test cases through its input chain, in process and without a model.

Each example message goes through the same trace Try it uses (``runtime.trace.trace_input``:
the agent's own input lane, processor by processor, no model call), against the live chain or
a backtest's draft. Policies that call a service (a moderation endpoint, a judge model) are
left out, so a run is fast and free; a case that expects one of them to act is reported as
not checkable rather than failed.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from asgiref.sync import async_to_sync
from django.utils import timezone

from ..backtest.callouts import calls_out
from ..backtest.replay import NoModel
from ..models import Agent, ProcessorPolicy
from ..runtime.trace import TraceStep, trace_input
from .models import Expect, PolicyTestCase


#: Violation actions that change what the user wrote (a "redacted" expectation is met by either).
REDACTING = frozenset({"redacted", "filtered"})


@dataclass
class CaseResult:
    """One case's verdict: ``passed`` None means it could not be checked here."""

    case: PolicyTestCase
    passed: bool | None
    #: What the chain did, in words: "blocked by Refund talk", "redacted email by PII", "passes".
    outcome: str
    #: The message as the chain left it (redactions applied; the cut-off text of a block).
    text: str = ""

    @property
    def expected(self) -> str:
        return self.case.expected_words()


@dataclass
class _Seen:
    """What the chain did to one message."""

    blocked_by: Any = None  # the policy identity (live pk) that blocked it
    redactions: list[tuple[Any, set[str]]] | None = None  # (policy identity, types) per redacting step
    text: str = ""
    words: str = "passes"


def _identity(policy: ProcessorPolicy) -> Any:
    """The live policy a (possibly draft) policy stands for; a draft's new policy is itself."""
    return getattr(policy, "draft_of", policy.pk) or id(policy)


def _chain(agent: Agent, policies: list[ProcessorPolicy] | None) -> tuple[list[ProcessorPolicy], set[Any]]:
    """The policies a case run uses, and the identities of those left out (they call out)."""
    policies = list(agent.policies.filter(enabled=True)) if policies is None else [p for p in policies if p.enabled]
    left_out = {_identity(p) for p in policies if calls_out(p.processor_key, p.config or {})}
    return [p for p in policies if _identity(p) not in left_out], left_out


def _seen(steps: list[TraceStep], by_id: dict[str, ProcessorPolicy], names: dict[Any, str]) -> _Seen:
    seen = _Seen(redactions=[])
    for step in steps:
        if step.monitored:
            continue  # a monitor-mode policy changes nothing a user sees
        policy = by_id.get(step.processor_id)
        who = _identity(policy) if policy is not None else step.processor_id
        if step.blocked:
            seen.blocked_by = who
            seen.words = f"blocked by {names.get(who, step.name)}"
            break
        acted = [v for v in step.violations if v.action in REDACTING]
        if step.changed and acted:  # normalising spaces or look-alike letters is not a redaction
            types: set[str] = set()
            for v in acted:
                types.update(v.detail.get("types") or v.detail.get("rules") or ())
            seen.redactions.append((who, types))  # type: ignore[union-attr]
    if steps and not seen.blocked_by:
        seen.text = steps[-1].text
        if seen.redactions:
            seen.words = "; ".join(f"{', '.join(sorted(t)) or 'text'} redacted by {names.get(w, w)}"
                                   for w, t in seen.redactions)
    return seen


def _judge(case: PolicyTestCase, seen: _Seen) -> bool:
    want = case.expect_policy_id
    if case.expect == Expect.BLOCKED:
        return seen.blocked_by is not None and (want is None or seen.blocked_by == want)
    if case.expect == Expect.REDACTED:
        return seen.blocked_by is None and any(
            (want is None or who == want) and (not case.expect_type or case.expect_type in types)
            for who, types in seen.redactions or ())
    return seen.blocked_by is None and not seen.redactions


def run_cases(agent: Agent, cases: Iterable[PolicyTestCase] | None = None, *,
              policies: list[ProcessorPolicy] | None = None) -> list[CaseResult]:
    """Every case of ``agent`` (or ``cases``) through its live chain, or through ``policies``
    (a draft's unsaved policies, ``draft_of`` naming the live policy each one edits)."""
    from ..turns import build_runtime_agent

    cases = list(agent.test_cases.select_related("expect_policy") if cases is None else cases)
    if not cases:
        return []
    chain, left_out = _chain(agent, policies)
    names: dict[Any, str] = dict(agent.policies.values_list("pk", "name"))
    for policy in chain:
        names.setdefault(_identity(policy), policy.display_name)
    runtimes = [build_runtime_agent(agent, policies=chain, model=NoModel()) for _ in cases]
    messages = [case.message for case in cases]

    async def trace_all() -> list[list[TraceStep] | Exception]:
        traces: list[list[TraceStep] | Exception] = []
        for runtime, text in zip(runtimes, messages):
            try:
                traces.append(await trace_input(runtime, text))
            except Exception as exc:  # noqa: BLE001 - a processor that raises fails its case, not the page
                traces.append(exc)
        return traces

    results = []
    for case, runtime, steps in zip(cases, runtimes, async_to_sync(trace_all)()):
        if isinstance(steps, Exception):
            results.append(CaseResult(case, False, f"the chain failed: {type(steps).__name__}: {steps}"[:500]))
            continue
        seen = _seen(steps, runtime.agentproc_policies, names)
        if case.expect_policy_id in left_out:
            results.append(CaseResult(case, None, "not checked: its policy calls a service", seen.text))
            continue
        results.append(CaseResult(case, _judge(case, seen), seen.words, seen.text))
    return results


def record(results: list[CaseResult]) -> None:
    """Store each live-chain verdict on its case (what the case list shows)."""
    now = timezone.now()
    for r in results:
        PolicyTestCase.objects.filter(pk=r.case.pk).update(last_passed=r.passed, last_outcome=r.outcome[:500],
                                                           last_run_at=now)


def failing(results: Iterable[CaseResult]) -> list[CaseResult]:
    return [r for r in results if r.passed is False]
