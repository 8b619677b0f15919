"""System checks (``manage.py check``) with stable ids.

- agentproc.E001  ``AGENTPROC`` has unknown keys
- agentproc.E002  a policy names a processor the registry does not know
- agentproc.E003  a policy sits in a lane its processor does not support
- agentproc.E004  a policy's config does not validate against its processor's schema
- agentproc.E005  Channels is installed (the websocket chat) but ``CHANNEL_LAYERS`` is missing
- agentproc.E006  an agent names a tool the registry does not know
- agentproc.E007  an ``AGENTPROC["PROCESSORS"]`` / ``["TOOLS"]`` entry could not be registered
- agentproc.E008  ``AGENTPROC["STORE_BLOCKED_INPUT"]`` is not one of full / redacted / none
- agentproc.E009  ``STALE_RUN_SECONDS`` is under 3 × ``HEARTBEAT_SECONDS`` (live turns would be reaped)
- agentproc.E010  with ``DEBUG`` off, ``SECRET_KEY`` or an ``ENCRYPTION_KEYS`` / ``PII_HASH_KEYS`` key
  is a value published with the demo project (anybody could open queued turns or reverse hashes)
- agentproc.E011  ``ENCRYPTION_KEYS`` / ``PII_HASH_KEYS`` is set but not a list of non-empty strings
- agentproc.W002  with ``DEBUG`` off, ``ENCRYPTION_KEYS`` or ``PII_HASH_KEYS`` is unset (derived from
  ``SECRET_KEY``: rotating it would fail queued turns and change hashed tokens)
- agentproc.W003  an agent's stored webhook URL would be refused (not http(s), or an internal
  address not in ``WEBHOOK_ALLOWED_HOSTS``): its notices are not sent
- agentproc.E020  django-guardian (per-agent access to stored conversations) is not set up:
  ``"guardian"`` missing from ``INSTALLED_APPS`` or its backend from ``AUTHENTICATION_BACKENDS``
- agentproc.W001  a channel layer is channels-redis' own ``RedisChannelLayer`` (it can lose a
  socket's messages when another socket disconnects; ``agentproc.redis_layer`` does not)
- agentproc.W004  an enabled policy's settings can never match (saved before the admin refused them)
- agentproc.W005  turn budgets and socket counts live in a per-process cache while the settings
  say several processes serve the chat (a shared channel layer, or ``RUN_IN_WORKER``)
"""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import CheckMessage, Error, Tags, Warning, register
from django.core.exceptions import ImproperlyConfigured
from django.db import DatabaseError

from .conf import DEFAULTS, agentproc_settings

STORE_BLOCKED_INPUT_CHOICES = ("full", "redacted", "none")


@register(Tags.compatibility)
def check_settings(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    errors: list[Error] = []
    user = getattr(settings, "AGENTPROC", None) or {}
    unknown = sorted(set(user) - set(DEFAULTS))
    if unknown:
        errors.append(Error(
            f"AGENTPROC has unknown key(s): {', '.join(unknown)}.",
            hint=f"Known keys: {', '.join(sorted(DEFAULTS))}.",
            id="agentproc.E001",
        ))
        return errors
    if agentproc_settings.STORE_BLOCKED_INPUT not in STORE_BLOCKED_INPUT_CHOICES:
        errors.append(Error(
            f'AGENTPROC["STORE_BLOCKED_INPUT"] is {agentproc_settings.STORE_BLOCKED_INPUT!r}.',
            hint=f"Use one of {', '.join(STORE_BLOCKED_INPUT_CHOICES)}.",
            id="agentproc.E008",
        ))
    heartbeat, stale = float(agentproc_settings.HEARTBEAT_SECONDS or 0), float(agentproc_settings.STALE_RUN_SECONDS)
    if heartbeat > 0 and stale < 3 * heartbeat:
        errors.append(Error(
            f'AGENTPROC["STALE_RUN_SECONDS"] ({stale:g}) is under 3 heartbeats ({heartbeat:g} s each): '
            "the reaper would fail turns that are still running.",
            hint="Raise STALE_RUN_SECONDS or lower HEARTBEAT_SECONDS.", id="agentproc.E009",
        ))
    from .registry import populate_errors

    errors += [Error(problem, id="agentproc.E007") for problem in populate_errors]
    return errors


GUARDIAN_BACKEND = "guardian.backends.ObjectPermissionBackend"


@register(Tags.security)
def check_access(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    """Per-agent access to stored text (``agentproc.access``) reads django-guardian's grants."""
    missing = []
    if "guardian" not in settings.INSTALLED_APPS:
        missing.append('"guardian" in INSTALLED_APPS')
    if GUARDIAN_BACKEND not in getattr(settings, "AUTHENTICATION_BACKENDS", ()):
        missing.append(f'"{GUARDIAN_BACKEND}" in AUTHENTICATION_BACKENDS')
    if not missing:
        return []
    return [Error(
        "Per-agent access to stored conversations needs django-guardian: add " + " and ".join(missing) + ".",
        hint='Keep "django.contrib.auth.backends.ModelBackend" in AUTHENTICATION_BACKENDS beside it.',
        id="agentproc.E020",
    )]


#: channels-redis' layer, whose process-local receive loses messages (agentproc.redis_layer).
UPSTREAM_REDIS_LAYER = "channels_redis.core.RedisChannelLayer"


@register(Tags.compatibility)
def check_channel_layer(app_configs: Any = None, **kwargs: Any) -> list[CheckMessage]:
    layers = getattr(settings, "CHANNEL_LAYERS", None)
    if layers:
        return [Warning(
            f"CHANNEL_LAYERS[{alias!r}] is channels-redis' RedisChannelLayer: when a socket disconnects "
            "while its receive runs the process's blocking pop, a message for another socket can be "
            "lost (django/channels_redis#366), and that chat never gets the rest of its reply.",
            hint='Use "BACKEND": "agentproc.redis_layer.RedisChannelLayer" (same CONFIG).',
            id="agentproc.W001",
        ) for alias, layer in layers.items() if layer.get("BACKEND") == UPSTREAM_REDIS_LAYER]
    if "channels" in settings.INSTALLED_APPS:
        return [Error(
            "The agentproc websocket chat needs a channel layer, but CHANNEL_LAYERS is not set.",
            hint='Set CHANNEL_LAYERS (e.g. {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}} '
                 "for one process, channels_redis for several).",
            id="agentproc.E005",
        )]
    return []


#: Cache backends whose entries only the process that wrote them sees.
PROCESS_LOCAL_CACHES = ("django.core.cache.backends.locmem.LocMemCache", "django.core.cache.backends.dummy.DummyCache")
IN_MEMORY_LAYER = "channels.layers.InMemoryChannelLayer"


@register(Tags.caches)
def check_limits_cache(app_configs: Any = None, **kwargs: Any) -> list[CheckMessage]:
    """Limits counted per process where several processes serve the chat: each would allow the
    whole budget (two daphnes, twice the turns per minute and twice the sockets)."""
    alias = getattr(settings, "RATELIMIT_USE_CACHE", "default")
    backend = (getattr(settings, "CACHES", {}) or {}).get(alias, {}).get("BACKEND", "")
    if backend not in PROCESS_LOCAL_CACHES:
        return []
    layers = getattr(settings, "CHANNEL_LAYERS", None) or {}
    shared = [name for name, layer in layers.items() if layer.get("BACKEND") != IN_MEMORY_LAYER]
    if not shared and not agentproc_settings.RUN_IN_WORKER:
        return []
    why = f"CHANNEL_LAYERS[{shared[0]!r}] is shared between processes" if shared else 'AGENTPROC["RUN_IN_WORKER"] is on'
    return [Warning(
        f"Turn budgets and socket counts live in CACHES[{alias!r}], a {backend.rsplit('.', 1)[-1]}, which each "
        f"process keeps for itself, but {why}: every process counts on its own and allows the whole "
        "budget (TURN_RATE_LIMITS, SOCKET_LIMITS).",
        hint=f'Make CACHES[{alias!r}] a shared cache, e.g. "django.core.cache.backends.redis.RedisCache" on '
             "the same Redis (or point RATELIMIT_USE_CACHE at one).",
        id="agentproc.W005",
    )]


@register(Tags.models)
def check_policies(app_configs: Any = None, databases: Any = None, **kwargs: Any) -> list[CheckMessage]:
    """Policies and agent tools name registry keys; a typo or a removed class is reported here."""
    from .chain_review import never_matches
    from .models import Agent, ProcessorPolicy
    from .processors.schema import ConfigValidationError
    from .registry import processor_registry, tool_registry

    from .webhooks import WebhookRefused, check_url

    errors: list[CheckMessage] = []
    try:
        policies = list(ProcessorPolicy.objects.select_related("agent").order_by("agent__slug", "lane", "position"))
        agents = list(Agent.objects.only("slug", "tools", "webhook_url"))
    except (DatabaseError, ImproperlyConfigured):
        return []  # tables not migrated yet (or no database): nothing to check
    for policy in policies:
        where = f"Policy #{policy.pk} of agent {policy.agent.slug!r} ({policy.lane})"
        entry = processor_registry.get(policy.processor_key, None)
        if entry is None:
            errors.append(Error(
                f"{where} names the unknown processor {policy.processor_key!r}.",
                hint=f"Registered processors: {', '.join(processor_registry.keys()) or 'none'}.",
                obj=policy, id="agentproc.E002",
            ))
            continue
        if policy.lane not in entry.lanes:
            errors.append(Error(
                f"{where}: processor {policy.processor_key!r} does not support the {policy.lane} lane.",
                hint=f"It supports: {', '.join(entry.lanes)}.",
                obj=policy, id="agentproc.E003",
            ))
        try:
            config = entry.validate(policy.config)
        except ConfigValidationError as exc:
            errors.append(Error(f"{where}: invalid config: {exc}", obj=policy, id="agentproc.E004"))
            continue
        problem = never_matches(policy.processor_key, config) if policy.enabled else None
        if problem:
            errors.append(Warning(f"{where} can never match.", hint=problem, obj=policy, id="agentproc.W004"))
    for agent in agents:
        for key in agent.tools or ():
            if key not in tool_registry:
                errors.append(Error(
                    f"Agent {agent.slug!r} names the unknown tool {key!r}.",
                    hint=f"Registered tools: {', '.join(tool_registry) or 'none'}.",
                    obj=agent, id="agentproc.E006",
                ))
        try:
            check_url(agent.webhook_url)
        except WebhookRefused as exc:
            errors.append(Warning(f"Agent {agent.slug!r}: its webhook is refused ({exc.code}): {exc}",
                                  hint="Point it at a public receiver, or name the host in "
                                       'AGENTPROC["WEBHOOK_ALLOWED_HOSTS"].', obj=agent, id="agentproc.W003"))
    return errors


KEY_SETTINGS = ("ENCRYPTION_KEYS", "PII_HASH_KEYS")


@register(Tags.security)
def check_keys(app_configs: Any = None, **kwargs: Any) -> list[CheckMessage]:
    """Keys of their own in production, and never the demo's public ones."""
    from .keys import PUBLIC_DEMO_VALUES

    messages: list[CheckMessage] = []
    user = getattr(settings, "AGENTPROC", None) or {}
    if set(user) - set(DEFAULTS):
        return messages  # E001 says it
    for name in KEY_SETTINGS:
        value = getattr(agentproc_settings, name)
        if value is not None and (not isinstance(value, (list, tuple)) or not value
                                  or not all(isinstance(k, str) and k for k in value)):
            messages.append(Error(f'AGENTPROC["{name}"] must be a list of keys (non-empty strings), newest first.',
                                  hint="e.g. [os.environ['AGENTPROC_KEY']]; None derives one from SECRET_KEY.",
                                  id="agentproc.E011"))
    if settings.DEBUG:
        return messages
    public = ["SECRET_KEY"] if settings.SECRET_KEY in PUBLIC_DEMO_VALUES else []
    for name in KEY_SETTINGS:
        value = getattr(agentproc_settings, name)
        if isinstance(value, (list, tuple)) and any(k in PUBLIC_DEMO_VALUES for k in value):
            public.append(f'AGENTPROC["{name}"]')
        elif value is None:
            messages.append(Warning(
                f'AGENTPROC["{name}"] is not set: its key is derived from SECRET_KEY, so rotating SECRET_KEY '
                + ("fails the turns queued at that moment." if name == "ENCRYPTION_KEYS"
                   else "changes every hashed token from then on."),
                hint="Set it to a list with one long random key (newest first when you rotate).",
                id="agentproc.W002"))
    if public:
        messages.append(Error(
            f"{', '.join(public)} is the demo project's published value: anybody can read it, forge sessions, "
            "open queued turns and reverse hashed personal data.",
            hint="Set DJANGO_SECRET_KEY, AGENTPROC_ENCRYPTION_KEYS and AGENTPROC_PII_HASH_KEYS (the demo's "
                 "settings read them) to long random values; see the README's production table.",
            id="agentproc.E010"))
    return messages
