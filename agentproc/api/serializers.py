"""What the API shows and accepts. JSON keys are camelCase, like the spec's chunks."""
from __future__ import annotations

from typing import Any

from django.core.validators import slug_re
from rest_framework import serializers

from agentproc.models import Agent, Conversation, Message, Run, Violation


class ErrorDetailSerializer(serializers.Serializer):
    """What went wrong: a stable ``code`` to branch on and a message to show."""

    code = serializers.CharField(help_text="validation_error, not_found, conversation_not_found, "
                                 "not_authenticated, permission_denied, throttled, text_too_long …")
    message = serializers.CharField()
    details = serializers.JSONField(required=False, help_text="Field errors of a validation_error.")
    retryAfter = serializers.IntegerField(required=False, help_text="Seconds to wait (throttled).")


class ErrorSerializer(serializers.Serializer):
    """Every error response of the API."""

    error = ErrorDetailSerializer()


class AgentSerializer(serializers.ModelSerializer):
    """An agent a client may chat with (its configuration stays in the admin)."""

    allowAnonymous = serializers.BooleanField(source="allow_anonymous", read_only=True)
    maxInputChars = serializers.IntegerField(source="max_input_chars", read_only=True)

    class Meta:
        model = Agent
        fields = ("slug", "name", "description", "allowAnonymous", "maxInputChars")
        read_only_fields = fields


class AgentSlugField(serializers.SlugRelatedField):
    """An agent by slug; a value that cannot be a slug is refused before it reaches the
    database (PostgreSQL raises on a NUL character in a query)."""

    def to_internal_value(self, data: Any) -> Any:
        if not isinstance(data, str) or not slug_re.match(data):
            raise serializers.ValidationError("No such agent.", code="does_not_exist")
        return super().to_internal_value(data)


class ConversationSerializer(serializers.ModelSerializer):
    """A conversation; created with ``{"agent": "<slug>"}`` (and an optional ``title``)."""

    agent = AgentSlugField(slug_field="slug", queryset=Agent.objects.none())
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)

    class Meta:
        model = Conversation
        fields = ("id", "agent", "title", "createdAt", "updatedAt")
        read_only_fields = ("id",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Only agents this user may use can be named (the view passes that queryset).
        agents = self.context.get("agents")
        if agents is not None:
            self.fields["agent"].queryset = agents


class MessageSerializer(serializers.ModelSerializer):
    """One message of the history, as stored after all processors ran (redactions included)."""

    parts = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)

    class Meta:
        model = Message
        fields = ("id", "role", "text", "parts", "createdAt")
        read_only_fields = fields

    def get_parts(self, message: Message) -> list[dict[str, Any]]:
        content = (message.data or {}).get("content") or {}
        return list(content.get("parts") or [])


class TurnRequestSerializer(serializers.Serializer):
    """The user's message. Length and emptiness are checked by the agent's own limits."""

    text = serializers.CharField(allow_blank=True, trim_whitespace=False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # NUL and lone surrogates are refused by inputs.check_text with the websocket's code
        # (invalid_text), not DRF's own validators: one answer on every transport.
        self.fields["text"].validators = []


class TurnResponseSerializer(serializers.Serializer):
    """The outcome of a turn (``runId`` and ``status: "queued"`` only, with 202, in a worker)."""

    runId = serializers.UUIDField()
    status = serializers.CharField()
    text = serializers.CharField(required=False)
    finishReason = serializers.CharField(required=False)
    tripwire = serializers.JSONField(required=False, allow_null=True)
    usage = serializers.JSONField(required=False)


class RunSerializer(serializers.ModelSerializer):
    """A run, for auditors (staff only)."""

    agent = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    finishReason = serializers.CharField(source="finish_reason")
    outputText = serializers.CharField(source="output_text")
    createdAt = serializers.DateTimeField(source="created_at")
    startedAt = serializers.DateTimeField(source="started_at")
    finishedAt = serializers.DateTimeField(source="finished_at")
    durationMs = serializers.FloatField(source="duration_ms")
    violations = serializers.IntegerField(source="violation_count", default=0)

    class Meta:
        model = Run
        fields = (
            "id", "agent", "conversation", "status", "finishReason", "usage", "tripwire", "error",
            "outputText", "model", "source", "violations", "createdAt", "startedAt", "finishedAt",
            "durationMs",
        )
        read_only_fields = fields


class ViolationSerializer(serializers.ModelSerializer):
    """A violation, for auditors (staff only): which processor, why, and what was done."""

    agent = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    processorId = serializers.CharField(source="processor_id")
    createdAt = serializers.DateTimeField(source="created_at")

    class Meta:
        model = Violation
        fields = (
            "id", "createdAt", "agent", "run", "conversation", "policy", "processorId", "lane",
            "hook", "action", "reason", "metadata",
        )
        read_only_fields = fields


class AuditFilterSerializer(serializers.Serializer):
    """Query parameters of the audit lists (runs and violations)."""

    agent = serializers.SlugField(required=False, help_text="Agent slug.")
    processor = serializers.CharField(required=False, help_text="Processor id (e.g. pii-detector).")
    action = serializers.CharField(required=False, help_text="Violation action (blocked, redacted …).")
    status = serializers.CharField(required=False, help_text="Run status (completed, tripwire …).")
    conversation = serializers.UUIDField(required=False)
    since = serializers.DateTimeField(required=False, help_text="From this time on (ISO 8601).")
    until = serializers.DateTimeField(required=False, help_text="Before this time (ISO 8601).")
