"""After a policy or an agent is saved: the chain review's warnings and the agent's test cases,
as admin messages."""
from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import HttpRequest

from ..chain_review import ChainWarning, policy_chain, review_chain, warnings_about
from .labels import value_label


def item_label(item: str) -> str:
    """What a policy looks for, in the admin's words: ``phone`` -> "phone numbers", ``word:refund`` -> “refund”."""
    if item.startswith("word:"):
        return f"“{item[5:]}”"
    label = value_label("detection_types", item)
    return label[0].lower() + label[1:] if label != item else item.replace("_", " ")


def review(chain: list[dict[str, Any]]) -> list[ChainWarning]:
    """The chain review's warnings, worded for the admin."""
    return review_chain(chain, item_label)


def warn_about_chain(request: HttpRequest, agent: Any, policy: Any = None) -> list[str]:
    """Warn about the agent's chain as saved: every problem, or only those concerning ``policy``
    (it is starved, or it starves another). Returns the messages shown."""
    chain = policy_chain(agent.policies.all())
    warnings = review(chain)
    if policy is not None:
        index = next((i for i, e in enumerate(chain) if e["policy"] == policy.pk), None)
        warnings = warnings_about(warnings, index) if index is not None else []
    shown = [w.message for w in warnings]
    for message in shown:
        messages.warning(request, message)
    return shown


def review_after_save(request: HttpRequest, agent: Any, policy: Any = None) -> None:
    """What every save of a policy shows: the chain's warnings, then which test cases fail."""
    from ..testcases.admin import run_and_report

    warn_about_chain(request, agent, policy)
    run_and_report(request, agent)
