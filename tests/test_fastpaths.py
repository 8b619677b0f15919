"""The fence around the fast paths (``agentproc.fastpaths``): every private internal of Django,
asgiref, Channels, channels-redis and autobahn they use is still there, with the shape they use.
When an upgrade changes one, the test names the fast path, the library and its version, and the
way out: the fast paths switched off (``AGENTPROC["FAST_PATHS"] = False``) until it is adapted."""
from __future__ import annotations

import asyncio
import contextvars
import inspect
from importlib.metadata import version
from typing import Any

import pytest
from asgiref.sync import AsyncToSync, SyncToAsync, ThreadSensitiveContext, async_to_sync
from django.db.models.sql import InsertQuery, UpdateQuery
from django.db.models.sql.compiler import SQLCompiler

from agentproc.models import Agent, Conversation, Run

OFF = "Set AGENTPROC['FAST_PATHS'] = False and report it (the fast path needs adapting to this version)."


def fence(ok: Any, fast_path: str, distribution: str, what: str, fix: str = OFF) -> None:
    """Fail with the fast path, the library and its version, what changed and the fix."""
    if not ok:
        pytest.fail(f"{fast_path} relies on {distribution} {version(distribution)}: {what}. {fix}", pytrace=False)


def accepts(func: Any, *args: Any, **kwargs: Any) -> bool:
    """``func`` can be called with these arguments (by its signature)."""
    try:
        inspect.signature(func).bind(*args, **kwargs)
    except TypeError:
        return False
    return True


STATEMENTS = "agentproc.fastpaths.statements (the turn's statements compiled once)"


@pytest.mark.django_db
def test_django_compiles_the_statements_the_way_they_are_taken() -> None:
    from django.db.models.constants import OnConflict
    from django.db.models.query import get_related_populators

    fence(hasattr(OnConflict, "UPDATE"), STATEMENTS, "Django", "django.db.models.constants.OnConflict.UPDATE is gone")
    fence(accepts(InsertQuery, Conversation, on_conflict=OnConflict.UPDATE, update_fields=[], unique_fields=[]),
          STATEMENTS, "Django", "InsertQuery(model, on_conflict=, update_fields=, unique_fields=) changed")
    fence(accepts(InsertQuery.insert_values, None, [], [], raw=False), STATEMENTS, "Django",
          "InsertQuery.insert_values(fields, objs, raw=False) changed")
    meta = Conversation._meta
    for name in ("parents", "db_returning_fields", "local_concrete_fields", "concrete_fields", "pk"):
        fence(hasattr(meta, name), STATEMENTS, "Django", f"Options.{name} is gone")
    fence(all(hasattr(field, "generated") for field in meta.concrete_fields), STATEMENTS, "Django",
          "Field.generated is gone")
    fence(accepts(Conversation._prepare_related_fields_for_save, None, operation_name="save"), STATEMENTS, "Django",
          "Model._prepare_related_fields_for_save(operation_name=) changed")
    fence(accepts(Conversation.from_db, "default", [], []), STATEMENTS, "Django", "Model.from_db(db, names, values) changed")

    agent = Agent.objects.create(slug="fence", name="Fence")
    rows = [Conversation(agent=agent, title="a")]
    insert = InsertQuery(Conversation)
    fields = meta.local_concrete_fields
    insert.insert_values(fields, rows, raw=False)
    compiled = insert.get_compiler(using="default").as_sql()
    # (a multi-row INSERT may take another form, e.g. UNNEST on PostgreSQL: the fast path then
    # sends those rows through bulk_create itself)
    fence(isinstance(compiled, list) and len(compiled) == 1 and compiled[0][0].count("%s") == len(fields),
          STATEMENTS, "Django", "InsertQuery's compiler no longer writes one INSERT with a %s per value")

    update = UpdateQuery(Run)
    fence(accepts(update.add_update_fields, [(Run._meta.get_field("status"), None, "completed")]) and
          accepts(update.add_filter, "pk", 1), STATEMENTS, "Django",
          "UpdateQuery.add_update_fields(values) / add_filter(lhs, rhs) changed")
    update.add_update_fields([(Run._meta.get_field("status"), None, "completed")])
    update.add_filter("pk", 1)
    sql, params = update.get_compiler(using="default").as_sql()
    fence(sql.startswith("UPDATE") and sql.count("%s") == len(params) == 2, STATEMENTS, "Django",
          "UpdateQuery's compiler no longer writes UPDATE … SET … WHERE pk with a %s per value")

    compiler = Conversation.objects.select_related("agent").filter(pk=rows[0].pk).order_by()[:1].query.get_compiler(
        using="default")
    compiler.as_sql()
    for name in ("klass_info", "select", "col_count", "annotation_col_map"):
        fence(hasattr(compiler, name), STATEMENTS, "Django", f"SQLCompiler.{name} is not set by as_sql()")
    fence(isinstance(compiler.klass_info, dict) and "select_fields" in compiler.klass_info, STATEMENTS, "Django",
          "SQLCompiler.klass_info['select_fields'] is gone")
    fence(all(hasattr(expression, "target") for expression, _sql, _alias in compiler.select), STATEMENTS, "Django",
          "SQLCompiler.select is no longer (column, sql, alias) triples")
    fence(accepts(SQLCompiler.get_converters, None, []) and accepts(SQLCompiler.apply_converters, None, [], {}),
          STATEMENTS, "Django", "SQLCompiler.get_converters(expressions) / apply_converters(rows, converters) changed")
    fence(accepts(get_related_populators, compiler.klass_info, compiler.select, "default"), STATEMENTS, "Django",
          "django.db.models.query.get_related_populators(klass_info, select, db) changed")


GROUP_COMMIT = "agentproc.fastpaths.group_commit (turn writes grouped on the shared database thread)"


def test_asgiref_still_marks_the_threads_group_commit_tells_apart() -> None:
    fence(isinstance(getattr(SyncToAsync, "thread_sensitive_context", None), contextvars.ContextVar),
          GROUP_COMMIT, "asgiref", "SyncToAsync.thread_sensitive_context is no longer a ContextVar")
    fence(hasattr(AsyncToSync, "executors"), GROUP_COMMIT, "asgiref", "AsyncToSync.executors is gone")


async def test_group_commit_finds_the_shared_thread_only_where_asgiref_uses_it() -> None:
    from agentproc.fastpaths import group_commit

    fence(group_commit._on_shared_thread(), GROUP_COMMIT, "asgiref",
          "a consumer's event loop no longer looks like one that uses the shared thread")
    async with ThreadSensitiveContext():
        fence(not group_commit._on_shared_thread(), GROUP_COMMIT, "asgiref",
              "a request's ThreadSensitiveContext is no longer seen in SyncToAsync.thread_sensitive_context")

    async def probe() -> bool:
        return group_commit._on_shared_thread()

    fence(not await asyncio.to_thread(async_to_sync(probe)), GROUP_COMMIT, "asgiref",
          "an async_to_sync caller is no longer seen in AsyncToSync.executors.current")


FRAMES = "agentproc.fastpaths.frames (frames sent past the session middleware)"


async def test_channels_session_wrapper_still_has_the_shape_frames_skip() -> None:
    from channels.sessions import InstanceSessionWrapper, SessionMiddleware

    async def transport(message: dict[str, Any]) -> None:
        pass

    wrapper = InstanceSessionWrapper({"type": "websocket", "cookies": {}}, transport)
    fence(getattr(wrapper, "real_send", None) is transport, FRAMES, "channels",
          "InstanceSessionWrapper.real_send is no longer the send it wraps")
    fence(getattr(wrapper.send, "__self__", None) is wrapper, FRAMES, "channels",
          "InstanceSessionWrapper.send is no longer its bound method")
    for name in ("save_message_types", "cookie_response_message_types"):
        types = getattr(wrapper, name, None)
        fence(isinstance(types, (list, tuple, set, frozenset)) and all(isinstance(t, str) for t in types),
              FRAMES, "channels", f"InstanceSessionWrapper.{name} is no longer a list of message types")
    passed: list[Any] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        passed.append(send)

    await SessionMiddleware(app)({"type": "websocket", "cookies": {}}, None, transport)
    fence(isinstance(getattr(passed[0], "__self__", None), InstanceSessionWrapper), FRAMES, "channels",
          "SessionMiddleware no longer hands the application InstanceSessionWrapper.send")


AUTOBAHN = "agentproc.fastpaths.autobahn (autobahn's per-frame debug lines deferred)"


def test_autobahn_still_builds_its_debug_lines_with_the_helpers_deferred() -> None:
    import autobahn.twisted.websocket
    import autobahn.util
    import autobahn.websocket.protocol

    for name in ("hltype", "hlval", "hl"):
        fence(callable(getattr(autobahn.util, name, None)), AUTOBAHN, "autobahn", f"autobahn.util.{name} is gone")
    fence(isinstance(getattr(autobahn.util, "_HAS_CLICK", None), bool), AUTOBAHN, "autobahn",
          "autobahn.util._HAS_CLICK (whether hl() colours) is gone")
    for module in (autobahn.websocket.protocol, autobahn.twisted.websocket):
        for name in ("hltype", "hlval"):
            helper = getattr(module, name, None)
            fence(getattr(helper, "__wrapped__", helper) is getattr(autobahn.util, name), AUTOBAHN, "autobahn",
                  f"{module.__name__} no longer takes {name} from autobahn.util")


REDIS_LAYER = "agentproc.redis_layer.RedisChannelLayer (one reader per process for its channels)"


async def test_channels_redis_layer_still_has_what_the_subclass_extends() -> None:
    from channels_redis.core import RedisChannelLayer

    layer = RedisChannelLayer(hosts=["redis://127.0.0.1:6379"])
    fix = "Pin channels-redis to the last version that passes this test and report it."
    for name in ("receive_buffer", "client_prefix"):
        fence(hasattr(layer, name), REDIS_LAYER, "channels-redis", f"RedisChannelLayer().{name} is gone", fix)
    for name in ("receive_single", "non_local_name", "require_valid_channel_name", "new_channel", "receive"):
        fence(callable(getattr(layer, name, None)), REDIS_LAYER, "channels-redis",
              f"RedisChannelLayer.{name} is gone", fix)
    fence(accepts(layer.new_channel, "specific") and accepts(layer.receive_single, "x!") and
          accepts(layer.receive, "x!"), REDIS_LAYER, "channels-redis",
          "new_channel(prefix) / receive_single(channel) / receive(channel) changed", fix)
    fence(inspect.iscoroutinefunction(layer.receive_single), REDIS_LAYER, "channels-redis",
          "receive_single is no longer a coroutine", fix)
