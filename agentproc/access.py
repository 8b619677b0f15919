"""Who may read stored conversation text: the one rule behind every page, endpoint, export and backtest.

Reading or replaying a conversation's text — its transcript, its runs' input and output, its
violations, a backtest's results, a CSV of any of them — needs the right to view that agent's
conversations. A staff member has it

- for **every agent** with the model permission ``agentproc.view_conversation`` (or
  ``change_conversation``), or as a superuser;
- for **one agent** with the object permission ``agentproc.view_agent_conversations`` on that
  agent, granted to the user or to one of their groups (a team owns some agents) through
  django-guardian (``guardian.shortcuts.assign_perm``, or the agent's *Object permissions* page).
  Granted as a model permission it covers every agent.

Nobody else reads stored text here: a permission on backtests, runs or violations alone opens
their lists, never another agent's text. (A chat user reads their own conversations through the
API's and the widget's ownership checks, not through this rule.)
"""
from __future__ import annotations

from typing import Any, TypeVar

from django.core.exceptions import PermissionDenied
from django.db.models import Model, QuerySet
from guardian.shortcuts import get_objects_for_user

from .models import Agent

#: The object permission (on an Agent) that lets a staff member read that agent's conversations.
AGENT_PERMISSION = "agentproc.view_agent_conversations"
#: Model permissions that let a staff member read every agent's conversations.
ALL_AGENTS_PERMISSIONS = ("agentproc.view_conversation", "agentproc.change_conversation", AGENT_PERMISSION)

M = TypeVar("M", bound=Model)


def _staff(user: Any) -> bool:
    return bool(user is not None and getattr(user, "is_active", False) and getattr(user, "is_staff", False))


def reads_every_agent(user: Any) -> bool:
    """Whether ``user`` may read the stored text of every agent's conversations."""
    if not _staff(user):
        return False
    return bool(user.is_superuser) or any(user.has_perm(perm) for perm in ALL_AGENTS_PERMISSIONS)


def granted_agents(user: Any) -> QuerySet[Agent]:
    """The agents ``user`` was granted per agent (directly or through a group), nothing else."""
    if not _staff(user):
        return Agent.objects.none()
    return get_objects_for_user(user, AGENT_PERMISSION, klass=Agent, with_superuser=False,
                                accept_global_perms=False)


def readable_agents(user: Any) -> QuerySet[Agent]:
    """The agents whose conversations ``user`` may read."""
    return Agent.objects.all() if reads_every_agent(user) else granted_agents(user)


def reads_some_agent(user: Any) -> bool:
    """Whether ``user`` may read at least one agent's conversations (opens the audit lists)."""
    return reads_every_agent(user) or granted_agents(user).exists()


def may_read(user: Any, agent: Agent | int | None) -> bool:
    """Whether ``user`` may read (or replay) the stored text of ``agent``'s conversations."""
    if agent is None or not _staff(user):
        return False
    if reads_every_agent(user):
        return True
    if not isinstance(agent, Agent):
        return granted_agents(user).filter(pk=agent).exists()
    return user.has_perm(AGENT_PERMISSION, agent)


def require_read(user: Any, agent: Agent | int | None) -> None:
    """Raise ``PermissionDenied`` unless ``user`` may read ``agent``'s conversations."""
    if not may_read(user, agent):
        raise PermissionDenied("You may not view this agent's conversations.")


def readable(queryset: QuerySet[M], user: Any, *, agent_field: str = "agent") -> QuerySet[M]:
    """``queryset`` narrowed to the rows of agents whose conversations ``user`` may read."""
    if reads_every_agent(user):
        return queryset
    if not _staff(user):
        return queryset.none()
    return queryset.filter(**{f"{agent_field}__in": granted_agents(user).values("pk")})
