"""An agent's enabled policy rows, kept per process between turns and keyed by the agent's
``updated_at``, which every policy change bumps (so every process sees the change)."""
from __future__ import annotations

import threading
from typing import Any

from django.db.models.signals import post_delete, post_save
from django.utils import timezone

from ..models import Agent, ProcessorPolicy

_lock = threading.Lock()
#: agent pk -> (its updated_at when read, its enabled policies)
_policies: dict[Any, tuple[Any, tuple[ProcessorPolicy, ...]]] = {}


def enabled_policies(agent: Agent) -> list[ProcessorPolicy]:
    """The agent's enabled policies; a query only when the agent row changed since the last
    read in this process. ``agent`` must be freshly read (the turn's claim reads it)."""
    entry = _policies.get(agent.pk)
    if entry is not None and entry[0] == agent.updated_at:
        return list(entry[1])
    rows = tuple(ProcessorPolicy.objects.filter(agent_id=agent.pk, enabled=True))
    with _lock:
        _policies[agent.pk] = (agent.updated_at, rows)
    return list(rows)


def forget(agent_id: Any) -> None:
    with _lock:
        _policies.pop(agent_id, None)


def _policy_changed(sender: Any, instance: ProcessorPolicy, **kwargs: Any) -> None:
    # The version other processes compare against lives in the database, not in this process.
    Agent.objects.filter(pk=instance.agent_id).update(updated_at=timezone.now())
    forget(instance.agent_id)


def _agent_changed(sender: Any, instance: Agent, **kwargs: Any) -> None:
    forget(instance.pk)


def connect() -> None:
    """Called from ``AgentprocConfig.ready()``. Policy edits made with ``QuerySet.update()``
    send no signal: bump the agent's ``updated_at`` with them."""
    post_save.connect(_policy_changed, sender=ProcessorPolicy, dispatch_uid="agentproc.policy_saved")
    post_delete.connect(_policy_changed, sender=ProcessorPolicy, dispatch_uid="agentproc.policy_deleted")
    post_save.connect(_agent_changed, sender=Agent, dispatch_uid="agentproc.agent_saved")
    post_delete.connect(_agent_changed, sender=Agent, dispatch_uid="agentproc.agent_deleted")
