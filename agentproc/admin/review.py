"""After a policy or an agent is saved: the chain review's warnings and the agent's test cases,
as admin messages."""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import HttpRequest

from ..chain_review import policy_chain, review_chain, warnings_about


def warn_about_chain(request: HttpRequest, agent: Any, policy: Any = None) -> list[str]:
    """Warn about the agent's chain as saved: every problem, or only those concerning ``policy``
    (it is starved, or it starves another). Returns the messages shown."""
    chain = policy_chain(agent.policies.all())
    warnings = review_chain(chain)
    if policy is not None:
        index = next((i for i, e in enumerate(chain) if e["policy"] == policy.pk), None)
        warnings = warnings_about(warnings, index) if index is not None else []
    shown = [w.message for w in warnings]
    for message in shown:
        messages.warning(request, message)
    return shown


def review_after_save(request: HttpRequest, agent: Any, policy: Any = None) -> None:
    """What every save of a policy shows: the chain's warnings, then which test cases fail."""
    from ..testcases.admin import report
    from ..testcases.runner import run_cases

    warn_about_chain(request, agent, policy)
    report(request, run_cases(agent))
