"""The few statements every chat turn runs, compiled by Django once per process and then only
executed.

Django builds the SQL of every query anew, and on a small machine that is most of a turn's
ORM time (0.1–0.4 ms of Python a statement; SQLite itself answers in tens of µs). A daphne
process runs every turn's queries on one thread, which shares the GIL with the event loop
streaming every chunk, so that time is taken from the chunks of all other chats. The turn's
hot path (read the agent, insert the conversation, the run and the user's message, update
them at the end) therefore goes through this module:

- ``insert(obj)`` is ``obj.save(force_insert=True)``, ``update(obj, fields)`` is
  ``obj.save(update_fields=fields)``: the same ``pre_save``/``post_save`` signals, the same
  ``DatabaseError`` when an update finds no row;
- ``update_by_pk(model, pk, **values)`` is ``model.objects.filter(pk=pk).update(**values)``,
  ``bulk_create(rows, ...)`` is the manager's ``bulk_create`` (with ``update_conflicts``
  when ``update_fields`` are given; no signals, as in Django);
- ``ByKey(...).get(...)`` is ``queryset.filter(key=value).first()`` for a unique key.

The SQL is the one Django's compiler writes (taken from it the first time a shape is seen),
and every value goes through the field's ``get_db_prep_save`` / ``get_db_prep_value`` as in
the ORM (so ``storable`` fields clean their text as always). A model this cannot serve (with
parents, or a key the database makes) takes the ORM's own path, and so does every call with
``AGENTPROC["FAST_PATHS"]`` off (read per call)."""
from __future__ import annotations

import threading
from typing import Any, Callable, Iterable, Sequence

from django.db import DatabaseError, connections, router, transaction
from django.db.models import Model, QuerySet
from django.db.models.constants import OnConflict
from django.db.models.query import get_related_populators
from django.db.models.signals import post_save, pre_save
from django.db.models.sql import InsertQuery, UpdateQuery

from . import enabled

#: SQL text by statement shape (model, database alias, kind, fields …); strings only, so
#: shared by every thread.
_sql: dict[tuple[Any, ...], str] = {}
#: Shapes found not servable (checked once; they go through the ORM).
_unservable: set[tuple[Any, ...]] = set()


def _servable(model: type[Model]) -> bool:
    """A model whose rows get their key in Python and live in one table."""
    meta = model._meta
    return not meta.parents and not meta.db_returning_fields


def _learn_insert(key: tuple[Any, ...], model: type[Model], fields: Sequence[Any], objs: Sequence[Model],
                  using: str, **conflict: Any) -> bool:
    """Keep Django's INSERT for rows like ``objs`` under ``key``; False (and never asked again)
    when it is not one statement with a ``%s`` per value (e.g. a field with its own placeholder)."""
    if key in _sql:
        return True
    if key not in _unservable and _servable(model):
        query = InsertQuery(model, **conflict)
        query.insert_values(fields, objs, raw=False)
        statements = query.get_compiler(using=using).as_sql()
        if len(statements) == 1:
            sql, params = statements[0]
            if sql.count("%s") == len(params) == len(fields) * len(objs):
                _sql[key] = sql
                return True
    _unservable.add(key)
    return False


def _execute(using: str, sql: str, params: Sequence[Any]) -> int:
    with transaction.mark_for_rollback_on_error(using), connections[using].cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount


def insert(obj: Model, *, using: str | None = None) -> None:
    """``obj.save(force_insert=True)`` with the INSERT compiled once per model and database."""
    model = type(obj)
    using = using or router.db_for_write(model, instance=obj)
    fields = model._meta.local_concrete_fields
    key = (model, using, "insert")
    if not enabled() or not _learn_insert(key, model, fields, [obj], using):
        obj.save(force_insert=True, using=using)
        return
    obj._prepare_related_fields_for_save(operation_name="save")
    pre_save.send(sender=model, instance=obj, raw=False, using=using, update_fields=None)
    connection = connections[using]
    _execute(using, _sql[key], [field.get_db_prep_save(field.pre_save(obj, True), connection) for field in fields])
    obj._state.adding = False
    obj._state.db = using
    post_save.send(sender=model, instance=obj, created=True, update_fields=None, raw=False, using=using)


#: Rows one compiled multi-row INSERT takes at most (more go through ``bulk_create``).
MAX_ROWS = 32


def bulk_create(rows: Sequence[Model], *, unique_fields: Sequence[str] = (), update_fields: Sequence[str] = (),
                using: str | None = None) -> None:
    """``bulk_create(rows)`` — with ``update_fields``, ``update_conflicts=True`` on
    ``unique_fields`` — for rows that have their keys, compiled once per model, database and
    number of rows. No signals, as with Django's ``bulk_create``."""
    if not rows:
        return
    model = type(rows[0])
    using = using or router.db_for_write(model)
    meta = model._meta
    fields = [f for f in meta.concrete_fields if not f.generated]
    key = (model, using, "bulk", len(rows), tuple(unique_fields), tuple(update_fields))
    conflict: dict[str, Any] = {}
    if update_fields and key not in _sql:  # only to compile it
        conflict = dict(on_conflict=OnConflict.UPDATE, update_fields=[meta.get_field(n) for n in update_fields],
                        unique_fields=[meta.get_field(meta.pk.name if n == "pk" else n) for n in unique_fields])
    if not enabled() or len(rows) > MAX_ROWS or any(row.pk is None for row in rows) or \
            not _learn_insert(key, model, fields, rows, using, **conflict):
        model._base_manager.using(using).bulk_create(rows, update_conflicts=bool(update_fields),
                                                    unique_fields=unique_fields or None,
                                                    update_fields=update_fields or None)
        return
    for row in rows:
        row._prepare_related_fields_for_save(operation_name="bulk_create")
    connection = connections[using]
    _execute(using, _sql[key], [field.get_db_prep_save(field.pre_save(row, True), connection)
                                for row in rows for field in fields])
    for row in rows:
        row._state.adding = False
        row._state.db = using


def update_by_pk(model: type[Model], pk: Any, *, using: str | None = None, **values: Any) -> int:
    """``model.objects.filter(pk=pk).update(**values)``: the number of rows updated."""
    using = using or router.db_for_write(model)
    if not enabled():
        return model._base_manager.using(using).filter(pk=pk).update(**values)
    meta = model._meta
    return _update(model, using, [(meta.get_field(name), value) for name, value in values.items()], pk)


def update(obj: Model, update_fields: Iterable[str], *, using: str | None = None) -> None:
    """``obj.save(update_fields=update_fields)``: signals as ``save()`` sends them, and
    ``DatabaseError`` if the row is gone."""
    model = type(obj)
    using = using or obj._state.db or router.db_for_write(model, instance=obj)
    names = frozenset(update_fields)
    if not enabled() or not _servable(model):  # parent tables' fields too: save() knows them
        obj.save(update_fields=names, using=using)
        return
    pre_save.send(sender=model, instance=obj, raw=False, using=using, update_fields=names)
    fields = [f for f in model._meta.local_concrete_fields if f.name in names and not f.primary_key]
    if not _update(model, using, [(field, field.pre_save(obj, False)) for field in fields], obj.pk):
        raise DatabaseError("Save with update_fields did not affect any rows.")
    obj._state.adding = False
    obj._state.db = using
    post_save.send(sender=model, instance=obj, created=False, update_fields=names, raw=False, using=using)


def _update(model: type[Model], using: str, values: list[tuple[Any, Any]], pk: Any) -> int:
    """One UPDATE … WHERE pk = %s (through the ORM for a model this module does not serve).
    Django writes ``= NULL`` into the SQL for a None value, so the shape includes which values
    are None."""
    connection = connections[using]
    prepared = [field.get_db_prep_save(value, connection) for field, value in values]
    pk_field = model._meta.pk
    key = (model, using, "update", tuple(field.name for field, _ in values), tuple(p is None for p in prepared))
    sql = _sql.get(key)
    if sql is None and key not in _unservable and _servable(model):
        query = UpdateQuery(model)
        query.add_update_fields([(field, None, value) for field, value in values])
        query.add_filter("pk", pk)
        sql, params = query.get_compiler(using=using).as_sql()
        if sql.count("%s") == len(params) == sum(p is not None for p in prepared) + 1:
            _sql[key] = sql
        else:
            _unservable.add(key)
            sql = None
    if sql is None:
        return model._base_manager.using(using).filter(pk=pk).update(**{f.name: v for f, v in values})
    params = [p for p in prepared if p is not None]
    params.append(pk_field.get_db_prep_value(pk_field.get_prep_value(pk), connection, prepared=True))
    return _execute(using, sql, params)


class ByKey:
    """``build(*values).first()`` for a read by unique key (so no ordering is needed), compiled
    once per thread and database: ``ByKey(Agent, lambda slug: Agent.objects.filter(slug=slug),
    Agent._meta.get_field("slug"))``. ``fields``: the field each value is compared with, in
    the order of ``build``'s arguments and of the filter's parameters (checked when compiled:
    another order reads through the ORM). ``select_related`` works as in the queryset."""

    def __init__(self, model: type[Model], build: Callable[..., QuerySet[Any]], *fields: Any) -> None:
        self.model, self.build, self.fields = model, build, fields
        self.local = threading.local()  # a compiler holds its thread's connection

    def get(self, *values: Any) -> Any:
        if not enabled():
            return self.build(*values).first()
        using = router.db_for_read(self.model)
        connection = connections[using]
        params = [field.get_db_prep_value(field.get_prep_value(value), connection, prepared=True)
                  for field, value in zip(self.fields, values)]
        compiled = getattr(self.local, "compiled", {}).get(using)
        if compiled is None:
            compiled = self._compile(self.build(*values), using, params)
        if not compiled:
            return self.build(*values).first()
        sql, compiler, converters, init_list, start, end, populators = compiled
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            row = cursor.fetchone()
        if row is None:
            return None
        if converters:
            row = next(compiler.apply_converters([row], converters))
        obj = self.model.from_db(using, init_list, row[start:end])
        for populator in populators:
            populator.populate(row, obj)
        return obj

    def _compile(self, queryset: QuerySet[Any], using: str, expected: list[Any]) -> tuple[Any, ...] | bool:
        compiler = queryset.order_by()[:1].query.get_compiler(using=using)
        sql, params = compiler.as_sql()
        compiled: tuple[Any, ...] | bool = False
        # e.g. the filter's parameters in another order than ``fields``: read through the ORM
        if list(params) == expected and sql.count("%s") == len(expected) and not compiler.annotation_col_map:
            klass_info, select = compiler.klass_info, compiler.select
            start, end = klass_info["select_fields"][0], klass_info["select_fields"][-1] + 1
            compiled = (sql, compiler, compiler.get_converters([s[0] for s in select[:compiler.col_count]]),
                        [s[0].target.attname for s in select[start:end]], start, end,
                        get_related_populators(klass_info, select, using))
        if not hasattr(self.local, "compiled"):
            self.local.compiled = {}
        self.local.compiled[using] = compiled
        return compiled
