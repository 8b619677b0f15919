"""Audit lists that do not grow with the table: estimated counts past a threshold, searches an
index can answer, and filter choices that are not read from the rows.

Over a year of traffic a list page must cost what its page costs. Django's defaults count every
row (twice: the filtered and the full count), search ids as ``UPPER(id::text) LIKE '%…%'`` and
offer a field's filter choices with ``SELECT DISTINCT`` over the whole table; each of those is a
sequential scan per view."""
from __future__ import annotations

import uuid
from functools import cached_property
from typing import Any

from django.contrib import admin
from django.core.paginator import Paginator
from django.db import connections
from django.db.models import Q, QuerySet
from django.http import HttpRequest
from django.utils.text import smart_split, unescape_string_literal

#: Past this many rows (as PostgreSQL's planner estimates them) a list shows the estimate.
EXACT_COUNT_LIMIT = 20_000


class EstimatedCountPaginator(Paginator):
    """Counts exactly up to ``EXACT_COUNT_LIMIT`` rows; past it (PostgreSQL only) takes the
    planner's estimate, which the table's statistics keep within a few per cent."""

    @cached_property
    def count(self) -> int:
        queryset = self.object_list
        if isinstance(queryset, QuerySet) and connections[queryset.db].vendor == "postgresql":
            estimate = _planner_rows(queryset)
            if estimate > EXACT_COUNT_LIMIT:
                return estimate
        return super().count


def _planner_rows(queryset: QuerySet[Any]) -> int:
    sql, params = queryset.order_by().values("pk").query.sql_with_params()
    with connections[queryset.db].cursor() as cursor:
        cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}", params)
        plan = cursor.fetchone()[0]
    if isinstance(plan, str):
        import json

        plan = json.loads(plan)
    return int(plan[0]["Plan"]["Plan Rows"])


def as_uuid(term: str) -> uuid.UUID | None:
    try:
        return uuid.UUID(term.strip())
    except ValueError:
        return None


class ScalableListAdmin:
    """A list over a large table: no full count beside the filtered one, estimated counts, and a
    search that matches ids exactly (``id_search_fields``) and words in ``text_search_fields``
    (``icontains``: a trigram index answers it on PostgreSQL)."""

    paginator = EstimatedCountPaginator
    show_full_result_count = False
    id_search_fields: tuple[str, ...] = ()
    text_search_fields: tuple[str, ...] = ()

    def get_search_fields(self, request: HttpRequest) -> tuple[str, ...]:
        return self.id_search_fields + self.text_search_fields  # the admin shows the box when non-empty

    def get_search_results(self, request: HttpRequest, queryset: QuerySet[Any], search_term: str
                           ) -> tuple[QuerySet[Any], bool]:
        term = search_term.strip()
        if not term:
            return queryset, False
        found = as_uuid(term)
        if found is not None and self.id_search_fields:
            query = Q()
            for field in self.id_search_fields:
                query |= Q(**{field: found})
            return queryset.filter(query), False
        for word in smart_split(term):
            if word.startswith(('"', "'")) and word[0] == word[-1]:
                word = unescape_string_literal(word)
            any_field = Q()
            for field in self.text_search_fields:
                any_field |= Q(**{f"{field}__icontains": word})
            queryset = queryset.filter(any_field)
        return queryset, False


def fixed_choices_filter(field: str, title: str, choices: list[tuple[str, str]]) -> type[admin.SimpleListFilter]:
    """A list filter on ``field`` whose choices are given, not read from every row."""

    class FixedChoices(admin.SimpleListFilter):
        parameter_name = field

        def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
            return choices

        def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
            return queryset.filter(**{field: self.value()}) if self.value() else queryset

    FixedChoices.title = title
    FixedChoices.__name__ = f"{field.title().replace('_', '')}Filter"
    return FixedChoices
