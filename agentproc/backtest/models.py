"""A backtest of a draft processor chain over stored turns, and the turns whose outcome it changes."""
from __future__ import annotations

import uuid
from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone

from ..json_fields import FastJSONField


class BacktestStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    COMPLETED = "completed", "Completed"
    FAILED = "failed", "Failed"
    CANCELLED = "cancelled", "Cancelled"


FINAL_BACKTEST_STATUSES = frozenset({BacktestStatus.COMPLETED, BacktestStatus.FAILED, BacktestStatus.CANCELLED})


class Change(models.TextChoices):
    """How a turn's outcome under the draft differs from the live chain's."""

    NEWLY_BLOCKED = "newly_blocked", "Newly blocked"
    NO_LONGER_BLOCKED = "no_longer_blocked", "No longer blocked"
    BLOCKED_DIFFERENTLY = "blocked_differently", "Blocked by another policy"
    REDACTED_DIFFERENTLY = "redacted_differently", "Differently redacted"
    #: The stored text cannot show what a policy of the draft would see: ``reason`` says why.
    CANNOT_JUDGE = "cannot_judge", "Cannot be judged from what was stored"


class Backtest(models.Model):
    """One replay of an agent's stored turns through its live chain and a draft of it.

    ``draft`` is the whole chain as JSON (see ``agentproc.backtest.draft``): drafts never
    become ProcessorPolicy rows until "apply", so the live chain is untouched meanwhile."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    agent = models.ForeignKey("agentproc.Agent", on_delete=models.CASCADE, related_name="backtests")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
                                   related_name="agentproc_backtests")
    draft = FastJSONField(default=list, help_text="The draft chain: one entry per policy, in order per lane.")
    #: The live chain when the backtest started (same shape as ``draft``), to show what changed.
    live = FastJSONField(default=list)
    #: Which stored turns: ``{"since", "until", "conversation", "sample"}`` (all optional).
    selection = FastJSONField(default=dict, blank=True)
    allow_calls = models.BooleanField(
        default=False, help_text="Run policies that call a moderation endpoint or judge model.")
    status = models.CharField(max_length=20, choices=BacktestStatus.choices, default=BacktestStatus.QUEUED,
                              db_index=True)
    total = models.PositiveIntegerField(default=0)
    done = models.PositiveIntegerField(default=0)
    changed = models.PositiveIntegerField(default=0)
    #: ``{"policies": [...], "changes": {kind: n}, "skipped": n, "not_run": [...], "model_calls": n}``
    summary = FastJSONField(default=dict, blank=True)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    cancel_requested_at = models.DateTimeField(null=True, blank=True)
    applied_at = models.DateTimeField(null=True, blank=True)
    #: The last sign of life of a process replaying it (each batch, each chunk's start): a
    #: running backtest silent for ``AGENTPROC["BACKTEST_STALE_SECONDS"]`` is marked failed.
    heartbeat_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ("-created_at",)

    def __str__(self) -> str:
        return f"Backtest of {self.agent} ({self.get_status_display().lower()}, {self.created_at:%Y-%m-%d %H:%M})"

    @property
    def is_final(self) -> bool:
        return self.status in FINAL_BACKTEST_STATUSES

    @property
    def percent(self) -> int:
        if self.is_final and self.status == BacktestStatus.COMPLETED:
            return 100
        return int(100 * self.done / self.total) if self.total else 0

    def progress(self) -> dict[str, Any]:
        """What the admin's progress bar polls."""
        return {"id": str(self.pk), "status": self.status, "done": self.done, "total": self.total,
                "changed": self.changed, "percent": self.percent, "final": self.is_final, "error": self.error}


class BacktestChunk(models.Model):
    """How far one chunk of a backtest cut into chunks got. A chunk delivered a second time (its
    worker died and the broker handed the task out again) takes its part back before it starts
    over, so nothing is counted or stored twice."""

    backtest = models.ForeignKey(Backtest, on_delete=models.CASCADE, related_name="chunks")
    index = models.PositiveIntegerField()
    done = models.PositiveIntegerField(default=0)
    changed = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=("backtest", "index"), name="agentproc_btchunk_unique")]

    def __str__(self) -> str:
        return f"Chunk {self.index} of {self.backtest_id}"


class BacktestResult(models.Model):
    """One stored turn whose outcome the draft changes: both outcomes and both texts."""

    backtest = models.ForeignKey(Backtest, on_delete=models.CASCADE, related_name="results")
    run = models.ForeignKey("agentproc.Run", on_delete=models.CASCADE, related_name="+")
    # Results hold conversation text: they go when their conversation is purged.
    conversation = models.ForeignKey("agentproc.Conversation", on_delete=models.CASCADE, related_name="+")
    turn_at = models.DateTimeField()
    change = models.CharField(max_length=30, choices=Change.choices, db_index=True)
    #: Why the turn cannot be judged (``Change.CANNOT_JUDGE``), in plain words; blank otherwise.
    reason = models.TextField(blank=True)
    #: ``{"status", "blocked_by", "input", "output", "violations": [...]}`` for each side.
    live = FastJSONField(default=dict)
    draft = FastJSONField(default=dict)
    #: What the database holds for the turn (its run's status, input and output as stored).
    stored = FastJSONField(default=dict)

    class Meta:
        ordering = ("turn_at", "id")
        indexes = [models.Index(fields=("backtest", "change"), name="agentproc_btres_change")]

    def __str__(self) -> str:
        return f"{self.get_change_display()}: run {str(self.run_id)[:8]}"
