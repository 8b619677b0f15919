"""Admin mixins: the stored-text rule (``agentproc.access``) on every audit page, the per-agent
grants page, and a 404 for an id that cannot be one."""
from __future__ import annotations

from typing import Any

from django.contrib.admin.utils import unquote
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.exceptions import FieldDoesNotExist, ValidationError
from django.db.models import QuerySet
from django.http import Http404, HttpRequest
from guardian.admin import ReinforcedGuardedModelAdminMixin

from .. import access


class ObjectIdAdmin:
    """An object id of the wrong shape (``not-a-uuid``, ``12abc``, past the column's range) is a 404 on every admin page
    that looks one up (change, delete, history, a history version), instead of a database error
    or a redirect."""

    def _check_id(self, object_id: str, from_field: str | None = None) -> None:
        opts = self.model._meta  # type: ignore[attr-defined]
        try:
            field = opts.pk if from_field is None else opts.get_field(from_field)
            field.run_validators(field.to_python(object_id))  # an integer id past the column's range too
        except (ValidationError, ValueError, TypeError, FieldDoesNotExist) as exc:
            raise Http404(f"{opts.verbose_name.capitalize()} id {object_id!r} is not valid.") from exc

    def get_object(self, request: HttpRequest, object_id: str, from_field: str | None = None) -> Any:
        self._check_id(object_id, from_field)
        return super().get_object(request, object_id, from_field)  # type: ignore[misc]

    def history_view(self, request: HttpRequest, object_id: str, extra_context: dict[str, Any] | None = None) -> Any:
        self._check_id(unquote(object_id))
        return super().history_view(request, object_id, extra_context)  # type: ignore[misc]

    def history_form_view(self, request: HttpRequest, object_id: str, version_id: str,
                          extra_context: dict[str, Any] | None = None) -> Any:
        # django-simple-history's page of one version (only on its admins).
        self._check_id(unquote(object_id))
        if not str(version_id).isdigit():
            raise Http404(f"Version id {version_id!r} is not valid.")
        return super().history_form_view(request, object_id, version_id, extra_context)  # type: ignore[misc]


class StoredTextAdmin(ObjectIdAdmin):
    """A list of rows that hold or point at conversation text (conversations, runs, violations).

    The list opens for the model's own view/change permission or a per-agent grant; it shows only
    the rows of agents whose conversations the user may read, and a row's page needs that right
    for its agent. Search, filters, the chart and the CSV action all start from this queryset."""

    #: The row's foreign key to its agent.
    agent_field = "agent"

    def get_queryset(self, request: HttpRequest) -> QuerySet[Any]:
        queryset = super().get_queryset(request)  # type: ignore[misc]
        return access.readable(queryset, request.user, agent_field=self.agent_field)

    def _opens(self, request: HttpRequest, allowed: bool) -> bool:
        return allowed or access.granted_agents(request.user).exists()

    def has_module_permission(self, request: HttpRequest) -> bool:
        return self._opens(request, super().has_module_permission(request))  # type: ignore[misc]

    def has_view_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        if not self._opens(request, super().has_view_permission(request, obj)):  # type: ignore[misc]
            return False
        return obj is None or access.may_read(request.user, getattr(obj, f"{self.agent_field}_id"))


class AgentGrantsAdmin(ReinforcedGuardedModelAdminMixin, ObjectIdAdmin):
    """The agent's *Object permissions* page (django-guardian): which users and groups may read
    this agent's conversations (``view_agent_conversations``). The reinforced mixin asks for
    guardian's own permissions on those grants, not only ``change_agent``: an agent's editor
    cannot grant themselves its conversations."""

    def _check_ids(self, object_pk: str, model: Any = None, other_id: str | None = None) -> None:
        self._check_id(unquote(object_pk))
        if model is not None:
            try:
                model._meta.pk.run_validators(model._meta.pk.to_python(other_id))
            except (ValidationError, ValueError, TypeError) as exc:
                raise Http404(f"{model._meta.verbose_name.capitalize()} id {other_id!r} is not valid.") from exc

    def obj_perms_manage_view(self, request: HttpRequest, object_pk: str) -> Any:
        self._check_ids(object_pk)
        return super().obj_perms_manage_view(request, object_pk)

    def obj_perms_manage_user_view(self, request: HttpRequest, object_pk: str, user_id: str) -> Any:
        self._check_ids(object_pk, get_user_model(), user_id)
        return super().obj_perms_manage_user_view(request, object_pk, user_id)

    def obj_perms_manage_group_view(self, request: HttpRequest, object_pk: str, group_id: str) -> Any:
        self._check_ids(object_pk, Group, group_id)
        return super().obj_perms_manage_group_view(request, object_pk, group_id)
