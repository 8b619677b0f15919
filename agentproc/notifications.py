"""Telling people about violations: a webhook POST and an email to the agent's contacts.

The Celery task ``agentproc.notify_violation`` calls these (with retries and backoff for the
webhook); ``agentproc.receivers`` enqueues it once the violation's transaction commits.
"""
from __future__ import annotations

import hashlib
import hmac
import http.client
import json
import logging
from typing import Any

from django.conf import settings
from django.core.mail import send_mail

from . import webhooks
from .conf import agentproc_settings
from .exceptions import AgentprocError
from .models import Agent, Violation

logger = logging.getLogger("agentproc.notifications")


class WebhookError(AgentprocError):
    """The webhook did not answer 2xx (or could not be reached); the task retries."""

    code = "webhook_failed"


def violation_payload(violation: Violation) -> dict[str, Any]:
    """The JSON a webhook receives (keys camelCase, as everywhere in agentproc's JSON)."""
    return {
        "event": "violation",
        "violation": {
            "id": violation.pk,
            "createdAt": violation.created_at.isoformat(),
            "agent": violation.agent.slug,
            "runId": str(violation.run_id),
            "conversationId": str(violation.conversation_id) if violation.conversation_id else None,
            "policyId": violation.policy_id,
            "processorId": violation.processor_id,
            "lane": violation.lane,
            "hook": violation.hook,
            "action": violation.action,
            "reason": violation.reason,
            "metadata": violation.metadata,
        },
    }


def signature(body: bytes, secret: str | bytes) -> str:
    """``sha256=<hex HMAC of the body>``: receivers recompute it to know the POST is ours."""
    key = secret.encode() if isinstance(secret, str) else secret
    return "sha256=" + hmac.new(key, body, hashlib.sha256).hexdigest()


def post_webhook(violation: Violation) -> int:
    """POST the violation to ``agent.webhook_url``; returns the status. Raises WebhookError
    (retried) or ``webhooks.WebhookRefused`` (an internal address, a redirect: never retried)."""
    body = json.dumps(violation_payload(violation), default=str).encode()
    headers = {
        "Content-Type": "application/json",
        "User-Agent": "agentproc-webhook/1",
        "X-Agentproc-Event": "violation",
        # Same value on every retry, so receivers can drop duplicates.
        "X-Agentproc-Delivery": f"violation-{violation.pk}",
    }
    secret = agentproc_settings.WEBHOOK_SECRET
    if secret:
        headers["X-Agentproc-Signature"] = signature(body, secret)
    try:
        status = webhooks.post(violation.agent.webhook_url, body, headers,
                               timeout=float(agentproc_settings.WEBHOOK_TIMEOUT))
    except (OSError, http.client.HTTPException) as exc:
        raise WebhookError(f"webhook unreachable: {exc}") from exc
    if not 200 <= status < 300:
        raise WebhookError(f"webhook answered {status}")
    return status


def email_recipients(agent: Agent) -> list[str]:
    """The agent's ``notify_emails``, or else the site's ``ADMINS``."""
    return agent.notify_email_list or [email for _name, email in getattr(settings, "ADMINS", [])]


def send_violation_email(violation: Violation) -> int:
    """Email the recipients; returns how many were addressed (0: nobody to tell)."""
    recipients = email_recipients(violation.agent)
    if not recipients:
        return 0
    subject = f"[agentproc] {violation.agent.slug}: {violation.processor_id} {violation.action}"
    lines = [
        f"Agent:      {violation.agent.name} ({violation.agent.slug})",
        f"Processor:  {violation.processor_id} ({violation.lane or '-'} / {violation.hook or '-'})",
        f"Action:     {violation.action}",
        f"Reason:     {violation.reason or '-'}",
        f"Run:        {violation.run_id}",
        f"When:       {violation.created_at.isoformat()}",
    ]
    send_mail(subject, "\n".join(lines) + "\n", None, recipients)
    return len(recipients)


def wants_notice(agent: Agent) -> bool:
    """Is anybody listening? (No task is queued for agents nobody watches.)"""
    return bool(agent.webhook_url or email_recipients(agent))


def backoff_seconds(retries: int) -> float:
    """Exponential backoff before webhook retry ``retries + 1``: base · 2^retries, capped."""
    base = float(agentproc_settings.WEBHOOK_BACKOFF_BASE)
    return min(base * (2**retries), float(agentproc_settings.WEBHOOK_BACKOFF_MAX))
