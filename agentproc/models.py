"""Agents and their processor policies; conversations, messages, runs and violations (the audit trail)."""
from __future__ import annotations

import uuid
from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone
from simple_history.models import HistoricalRecords

from .exceptions import AppendOnlyError
from .json_fields import FastJSONField, StorableJSONField, StorableTextField

class Lane(models.TextChoices):
    """Where a processor runs: on the input, on the output, or on an error."""

    INPUT = "input", "Input"
    OUTPUT = "output", "Output"
    ERROR = "error", "Error"


class Mode(models.TextChoices):
    ENFORCE = "enforce", "Enforce"
    MONITOR = "monitor", "Monitor (record only)"


class RunStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    COMPLETED = "completed", "Completed"
    TRIPWIRE = "tripwire", "Blocked (tripwire)"
    FAILED = "failed", "Failed"
    CANCELLED = "cancelled", "Cancelled"


FINAL_STATUSES = frozenset({RunStatus.COMPLETED, RunStatus.TRIPWIRE, RunStatus.FAILED, RunStatus.CANCELLED})
#: A run still to finish: waiting for a worker or running.
LIVE_STATUSES = (RunStatus.QUEUED, RunStatus.RUNNING)


class ViolationAction(models.TextChoices):
    BLOCKED = "blocked", "Blocked"
    WARNED = "warned", "Warned"
    REDACTED = "redacted", "Redacted"
    FILTERED = "filtered", "Filtered"
    MONITORED = "monitored", "Monitored (not enforced)"
    RETRIED = "retried", "Retried"


def signed_in(user: Any) -> bool:
    """A real, authenticated user (not None, not ``AnonymousUser``)."""
    return user is not None and bool(getattr(user, "is_authenticated", False))


class AgentQuerySet(models.QuerySet["Agent"]):
    """The one home of "which agents can be used": active ones, and for visitors only those
    open to anonymous chat."""

    def active(self) -> AgentQuerySet:
        return self.filter(is_active=True)

    def usable_by(self, user: Any) -> AgentQuerySet:
        """Active agents ``user`` may chat with (a visitor, None or anonymous: ``allow_anonymous`` ones)."""
        agents = self.active()  # the query form of Agent.admits()
        return agents if signed_in(user) else agents.filter(allow_anonymous=True)


class Agent(models.Model):
    """An agent admins configure: model, instructions, limits, tools and guardrail policies."""

    slug = models.SlugField(max_length=100, unique=True)
    name = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    model = models.CharField(
        max_length=200, blank=True,
        help_text='"provider/model", e.g. "openai/gpt-4o-mini"; blank uses AGENTPROC["DEFAULT_MODEL"].',
    )
    instructions = models.TextField(blank=True, help_text="The system prompt.")
    tools = FastJSONField(default=list, blank=True, help_text="Keys of registered tools.")
    max_steps = models.PositiveIntegerField(default=5)
    max_processor_retries = models.PositiveIntegerField(
        null=True, blank=True, help_text="Blank: the runtime default (10 with error processors)."
    )
    max_input_chars = models.PositiveIntegerField(default=8000)
    allow_anonymous = models.BooleanField(default=False, help_text="Visitors without an account may chat.")
    is_active = models.BooleanField(default=True)
    retention_days = models.PositiveIntegerField(
        null=True, blank=True, help_text="Delete conversations older than this; blank keeps them."
    )
    webhook_url = models.URLField(blank=True)
    notify_emails = models.TextField(blank=True, help_text="Addresses told about violations, one per line or comma-separated.")
    webhook_max_retries = models.PositiveIntegerField(default=3)
    suggested_prompts = models.TextField(
        blank=True, help_text="Shown as buttons in an empty chat, one prompt per line.",
    )
    block_message = models.CharField(
        max_length=500, blank=True,
        help_text="What a visitor reads when a guardrail blocks a message; blank: \"This message can't be "
                  "processed.\" The guardrail's reason stays in the audit.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    history = HistoricalRecords(excluded_fields=["updated_at"], verbose_name="agent change",
                                verbose_name_plural="agent changes")

    objects = AgentQuerySet.as_manager()

    class Meta:
        ordering = ("slug",)
        # Granted per agent (django-guardian) to the staff who may read that agent's
        # conversations; as a model permission it covers every agent (agentproc.access).
        permissions = [("view_agent_conversations", "Can view this agent's conversations")]

    def __str__(self) -> str:
        return self.name or self.slug

    @property
    def effective_model(self) -> str:
        """The model string a run uses (``DEFAULT_MODEL`` when the agent names none)."""
        from .conf import agentproc_settings

        return self.model or agentproc_settings.DEFAULT_MODEL

    def clean(self) -> None:
        """A webhook URL that is not http(s) or names an internal address is a form error."""
        from django.core.exceptions import ValidationError

        from .webhooks import WebhookRefused, check_url

        try:
            check_url(self.webhook_url)
        except WebhookRefused as exc:
            raise ValidationError({"webhook_url": ValidationError(str(exc), code=exc.code)}) from exc

    def admits(self, user: Any) -> bool:
        """Whether ``user`` may chat with this agent, active or not: a signed-in user always,
        a visitor (None or anonymous) when the agent allows anonymous chat."""
        return signed_in(user) or self.allow_anonymous

    @property
    def suggested_prompt_list(self) -> list[str]:
        return [line.strip() for line in self.suggested_prompts.splitlines() if line.strip()][:6]

    @property
    def notify_email_list(self) -> list[str]:
        return [e.strip() for e in self.notify_emails.replace(",", "\n").splitlines() if e.strip()]


class ProcessorPolicy(models.Model):
    """One processor from the registry placed in an agent's input, output or error lane."""

    agent = models.ForeignKey(Agent, on_delete=models.CASCADE, related_name="policies")
    name = models.CharField(
        max_length=200, blank=True,
        help_text="What admins and the audit trail call this policy; blank uses the processor's name.",
    )
    lane = models.CharField(max_length=10, choices=Lane.choices, default=Lane.INPUT)
    processor_key = models.CharField(max_length=100, verbose_name="processor", help_text="Key in the processor registry.")
    config = FastJSONField(default=dict, blank=True, verbose_name="settings")
    position = models.PositiveIntegerField(default=0)
    enabled = models.BooleanField(default=True)
    mode = models.CharField(max_length=10, choices=Mode.choices, default=Mode.ENFORCE)
    block_message = models.CharField(
        max_length=500, blank=True, help_text="What a visitor reads when this policy blocks; blank: the agent's.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    #: Who changed what, from which value to which (kept when the policy is deleted).
    history = HistoricalRecords(excluded_fields=["updated_at"], verbose_name="policy change",
                                verbose_name_plural="policy changes")

    class Meta:
        ordering = ("agent", "lane", "position", "id")
        verbose_name_plural = "processor policies"
        indexes = [models.Index(fields=("agent", "lane", "position"), name="agentproc_policy_lane")]

    def __str__(self) -> str:
        suffix = "" if self.mode == Mode.ENFORCE else f" ({self.mode})"
        return f"{self.display_name}{suffix}"

    @property
    def display_name(self) -> str:
        """The policy's name, else its processor's display name, else the registry key."""
        if self.name:
            return self.name
        from .registry import processor_registry

        entry = processor_registry.get(self.processor_key, None)
        return entry.display_name if entry is not None else self.processor_key

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self.name:
            self.name = self.display_name[:200]
        super().save(*args, **kwargs)

    def clean(self) -> None:
        """Unknown key, unsupported lane, invalid config and settings that can never match are
        form errors (shown inline)."""
        from django.core.exceptions import ValidationError

        from .processors.schema import ConfigValidationError
        from .registry import processor_registry

        entry = processor_registry.get(self.processor_key, None)
        if entry is None:
            raise ValidationError({"processor_key": f"Unknown processor {self.processor_key!r}."})
        if self.lane not in entry.lanes:
            raise ValidationError(
                {"lane": f"{entry.display_name} supports the {', '.join(entry.lanes)} lane(s), not {self.lane}."}
            )
        try:
            self.config = entry.validate(self.config)
        except ConfigValidationError as exc:
            raise ValidationError({"config": [f"{k}: {' '.join(v)}" for k, v in exc.errors.items()]}) from exc
        from .chain_review import never_matches

        problem = never_matches(self.processor_key, self.config)
        if problem:
            raise ValidationError({"config": ValidationError(problem, code="never_matches")})


class Conversation(models.Model):
    """A thread of messages between one user (or anonymous session) and one agent."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    agent = models.ForeignKey(Agent, on_delete=models.CASCADE, related_name="conversations")
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
        related_name="agentproc_conversations",
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    resource_id = models.CharField(max_length=255, blank=True, db_index=True)
    title = models.CharField(max_length=200, blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ("-updated_at",)
        indexes = [models.Index(fields=("agent", "-updated_at"), name="agentproc_conv_agent_upd")]

    def __str__(self) -> str:
        return self.title or f"Conversation {str(self.id)[:8]}"


def session_ref(session_key: str) -> str:
    """A short, stable hash of a session key: enough to tell sessions apart, useless to log in."""
    import hashlib

    return hashlib.sha256(f"agentproc-session:{session_key}".encode()).hexdigest()[:12] if session_key else ""


def public_resource_id(conversation: "Conversation") -> str:
    """``resource_id`` safe to show (rows made before session refs hold the raw key)."""
    kind, _, rest = conversation.resource_id.partition(":")
    if kind == "session" and rest and rest == conversation.session_key:
        return f"session:{session_ref(rest)}"
    return conversation.resource_id


class Message(models.Model):
    """One runtime Message (``data`` is ``Message.to_dict()``), as stored after all processors."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="messages")
    run = models.ForeignKey("Run", on_delete=models.SET_NULL, null=True, blank=True, related_name="messages")
    role = models.CharField(max_length=20)
    data = StorableJSONField(default=dict)
    text = StorableTextField(blank=True)
    #: Part of the history the agent sees; false for a pending, blocked or failed turn.
    in_context = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ("created_at", "id")
        indexes = [models.Index(fields=("conversation", "in_context", "created_at"), name="agentproc_msg_history")]

    def __str__(self) -> str:
        text = self.text if len(self.text) <= 60 else self.text[:59] + "…"
        return f"{self.role}: {text}"


class Run(models.Model):
    """One generate/stream of an agent: status, finish reason, usage, tripwire, timings."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    agent = models.ForeignKey(Agent, on_delete=models.PROTECT, related_name="runs")
    conversation = models.ForeignKey(
        Conversation, on_delete=models.SET_NULL, null=True, blank=True, related_name="runs"
    )
    status = models.CharField(max_length=20, choices=RunStatus.choices, default=RunStatus.QUEUED, db_index=True)
    finish_reason = models.CharField(max_length=30, blank=True)
    usage = FastJSONField(default=dict, blank=True)
    tripwire = StorableJSONField(null=True, blank=True)
    error = StorableTextField(blank=True)
    #: The user's input as AGENTPROC["STORE_BLOCKED_INPUT"] allows (list of message dicts) or null.
    input = StorableJSONField(null=True, blank=True)
    #: The reply text of the run (what the user saw).
    output_text = StorableTextField(blank=True)
    #: ``[{"processorId", "hook", "calls", "totalMs"}]``: how long each guardrail took.
    timings = FastJSONField(default=list, blank=True)
    model = models.CharField(max_length=200, blank=True)
    source = models.CharField(max_length=30, default="api", help_text="api, websocket, celery, admin, cli …")
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    #: Set by ``turns.request_cancel``: the worker running the turn stops it.
    cancel_requested_at = models.DateTimeField(null=True, blank=True)
    #: The code of the notice the visitor was shown when the run ended (fixed text keyed by it,
    #: ``turns.notices``): a failed run's error code (``model_error`` …), ``disconnected`` for a run
    #: cut short by its socket closing; blank for a completed, blocked or stopped run.
    notice_code = models.CharField("visitor's notice (code)", max_length=40, blank=True, default="")

    class Meta:
        ordering = ("-created_at",)
        indexes = [
            models.Index(fields=("agent", "-created_at"), name="agentproc_run_agent"),
            models.Index(fields=("conversation", "created_at"), name="agentproc_run_conv"),
        ]
        constraints = [
            # One turn at a time per conversation, whichever process or worker asks: the
            # database refuses a second live run (turns.prepare_turn answers ``busy``).
            models.UniqueConstraint(fields=("conversation",), condition=models.Q(status__in=LIVE_STATUSES),
                                    name="agentproc_one_live_run"),
        ]

    def __str__(self) -> str:
        return f"Run {str(self.id)[:8]} ({self.status})"

    @property
    def is_final(self) -> bool:
        return self.status in FINAL_STATUSES

    @property
    def duration_ms(self) -> float | None:
        if self.started_at and self.finished_at:
            return (self.finished_at - self.started_at).total_seconds() * 1000
        return None


class ViolationQuerySet(models.QuerySet["Violation"]):
    def delete(self) -> Any:
        raise AppendOnlyError("violations are append-only and cannot be deleted")

    delete.queryset_only = True  # type: ignore[attr-defined]


class Violation(models.Model):
    """What a processor detected during a run and the action taken (append-only)."""

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="violations")
    policy = models.ForeignKey(
        ProcessorPolicy, on_delete=models.SET_NULL, null=True, blank=True, related_name="violations"
    )
    agent = models.ForeignKey(Agent, on_delete=models.PROTECT, related_name="violations")
    conversation = models.ForeignKey(
        Conversation, on_delete=models.SET_NULL, null=True, blank=True, related_name="violations"
    )
    processor_id = models.CharField(max_length=100, db_index=True)
    #: The policy's name when the row was written (kept when the policy is renamed or deleted).
    policy_name = models.CharField(max_length=200, blank=True)
    lane = models.CharField(max_length=10, choices=Lane.choices, blank=True)
    hook = models.CharField(max_length=50, blank=True)
    reason = StorableTextField(blank=True)
    metadata = StorableJSONField(null=True, blank=True)
    action = models.CharField(max_length=20, choices=ViolationAction.choices, db_index=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    objects = ViolationQuerySet.as_manager()

    class Meta:
        ordering = ("-created_at", "-id")
        indexes = [
            models.Index(fields=("agent", "-created_at"), name="agentproc_viol_agent"),
            models.Index(fields=("processor_id", "created_at"), name="agentproc_viol_proc_day"),
        ]

    def __str__(self) -> str:
        return f"{self.policy_name or self.processor_id}: {self.action}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        # Append-only: a row is written once. (Foreign keys set to NULL when a policy or
        # conversation is deleted go through an UPDATE, which keeps the record itself.)
        if not self._state.adding:
            raise AppendOnlyError("violations are append-only; an existing violation cannot be changed")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> Any:
        raise AppendOnlyError("violations are append-only and cannot be deleted")
