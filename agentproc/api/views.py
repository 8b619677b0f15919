"""Agents, conversations, their history and chat turns (JSON, or Server-Sent Events)."""
from __future__ import annotations

import uuid
from typing import Any

from django.core.exceptions import ValidationError as DjangoValidationError
from django.db.models import QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import BaseSerializer

from agentproc import limits, turns
from agentproc.conf import agentproc_settings
from agentproc.exceptions import ConversationNotFound, RunNotFound
from agentproc.inputs import check_text
from agentproc.models import Agent, Conversation, Message, Run
from agentproc.turns.notices import public_tripwire

from . import serializers as s
from .base import AgentprocAPIMixin
from .permissions import is_signed_in, own_conversations, session_key, usable_agents
from .renderers import EventStreamRenderer
from .streaming import stream_turn

ERRORS = {
    status_code: OpenApiResponse(response=s.ErrorSerializer, description=codes)
    for status_code, codes in (
        (400, "validation_error, parse_error, empty_text, text_too_long, invalid_text, agent_inactive"),
        (401, "not_authenticated, authentication_failed"),
        (403, "permission_denied, csrf_failed"),
        (404, "conversation_not_found"),
        (409, "busy"),
        (429, "throttled, rate_limited (with retryAfter)"),
    )
}


def turn_payload(run: Run) -> dict[str, Any]:
    """The JSON answer of a turn, from its Run row (text and usage are empty until it ends)."""
    return {
        "runId": str(run.pk),
        "status": run.status,
        "text": run.output_text,
        "finishReason": run.finish_reason,
        "tripwire": public_tripwire(run.tripwire),
        "usage": run.usage,
    }


class AgentViewSet(AgentprocAPIMixin, viewsets.ReadOnlyModelViewSet):
    """Active agents this user may chat with (visitors: only those open to anonymous users)."""

    serializer_class = s.AgentSerializer
    lookup_field = "slug"
    queryset = Agent.objects.none()  # for the schema; the real one depends on the user

    def get_queryset(self) -> QuerySet[Agent]:
        return usable_agents(self.request).order_by("slug")


class ConversationViewSet(
    AgentprocAPIMixin,
    mixins.ListModelMixin,
    mixins.CreateModelMixin,
    mixins.RetrieveModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    """The user's own conversations; anyone else's answer 404 (``conversation_not_found``)."""

    serializer_class = s.ConversationSerializer
    queryset = Conversation.objects.none()

    def get_queryset(self) -> QuerySet[Conversation]:
        return own_conversations(self.request).order_by("-updated_at")

    def get_object(self) -> Conversation:
        try:
            conversation = self.get_queryset().get(pk=self.kwargs["pk"])
        except (Conversation.DoesNotExist, DjangoValidationError, ValueError) as exc:
            # A malformed id or someone else's conversation: the same answer, never 403.
            raise ConversationNotFound() from exc
        self.check_object_permissions(self.request, conversation)
        return conversation

    def get_serializer_context(self) -> dict[str, Any]:
        return {**super().get_serializer_context(), "agents": usable_agents(self.request)}

    def perform_create(self, serializer: BaseSerializer) -> None:
        request = self.request
        if is_signed_in(request):
            serializer.save(owner=request.user)
        else:
            serializer.save(owner=None, session_key=session_key(request, create=True))

    # -- history and turns ------------------------------------------------------------

    def _owner(self) -> Any:
        return self.request.user if is_signed_in(self.request) else None

    def _text(self, request: Request, conversation: Conversation) -> str:
        """The turn's text, checked like the websocket's, then one turn of the shared budget."""
        data = s.TurnRequestSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        text = check_text(data.validated_data["text"], conversation.agent.max_input_chars)
        limits.check_turn(limits.Client.from_request(request._request))
        return text

    @extend_schema(
        methods=["GET"], responses={200: s.MessageSerializer(many=True), 404: ERRORS[404]},
        summary="History of the conversation (messages in the agent's context, oldest first)",
    )
    @extend_schema(
        methods=["POST"], request=s.TurnRequestSerializer,
        responses={200: s.TurnResponseSerializer, 202: s.TurnResponseSerializer, **ERRORS},
        summary="Send a message and get the agent's answer (202 + runId when run in a worker)",
    )
    @action(detail=True, methods=["get", "post"], url_path="messages")
    def messages(self, request: Request, pk: str | None = None) -> Response:
        conversation = self.get_object()
        if request.method == "GET":
            history = Message.objects.filter(conversation=conversation, in_context=True).order_by("created_at", "id")
            page = self.paginate_queryset(history)
            return self.get_paginated_response(s.MessageSerializer(page, many=True).data)
        text = self._text(request, conversation)
        if agentproc_settings.RUN_IN_WORKER:
            from agentproc.tasks import enqueue_turn

            run = turns.prepare_turn(conversation, text, user=self._owner(), source="api")
            enqueue_turn(run)
            location = self.reverse_action("run", kwargs={"pk": conversation.pk, "run_id": run.pk})
            return Response({"runId": str(run.pk), "status": run.status}, status=status.HTTP_202_ACCEPTED,
                            headers={"Location": location})
        result = turns.run_turn(conversation, text, user=self._owner(), source="api")
        return Response(turn_payload(result.run))

    @extend_schema(
        responses={200: s.TurnResponseSerializer, 404: OpenApiResponse(response=s.ErrorSerializer,
                                                                       description="conversation_not_found, run_not_found")},
        summary="A turn's outcome (poll it after a 202; text and usage are set once it has ended)",
    )
    @action(detail=True, methods=["get"], url_path=r"runs/(?P<run_id>[0-9a-fA-F-]{32,36})")
    def run(self, request: Request, pk: str | None = None, run_id: str | None = None) -> Response:
        conversation = self.get_object()
        try:
            found = Run.objects.filter(conversation=conversation, pk=uuid.UUID(str(run_id))).first()
        except ValueError:
            found = None
        if found is None:
            raise RunNotFound("No such turn in this conversation.")
        return Response(turn_payload(found))

    @extend_schema(
        request=s.TurnRequestSerializer,
        responses={(200, "text/event-stream"): OpenApiTypes.STR, **ERRORS},
        summary="Send a message; the answer streams back as Server-Sent Events of the spec's chunks",
        description='Each event is `data: <chunk JSON>` (`start`, `text-delta`, `tool-call`, `tripwire`, '
                    '`finish` …); the stream ends with `data: [DONE]`.',
    )
    @action(detail=True, methods=["post"], renderer_classes=[JSONRenderer, EventStreamRenderer])
    def stream(self, request: Request, pk: str | None = None) -> Any:
        conversation = self.get_object()
        text = self._text(request, conversation)
        run = turns.prepare_turn(conversation, text, user=self._owner(), source="api")
        return stream_turn(request, run, conversation.pk)
