"""Settings of the demo project: embedded defaults (SQLite, in-memory channel layer, eager
Celery, the offline ``scripted/demo`` model); environment variables switch on real services."""
from __future__ import annotations

import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "agentproc-demo-insecure-key-change-me")
# Off unless the environment turns it on (`make run` does, for the local demo): the debug
# page shows settings (e.g. REDIS_URL with its password) to anyone who can force a 500.
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]").split(",")

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "channels",
    "simple_history",
    "guardian",  # per-agent access to stored conversations (agentproc.access)
    "axes",  # admin login throttling
    "agentproc",
    "project.demo",  # the demo tool and `manage.py demo_setup` (not part of the library)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "simple_history.middleware.HistoryRequestMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into its lockout answer.
    "axes.middleware.AxesMiddleware",
]

# django-axes first (it refuses a locked-out login before any password is checked), then
# passwords and model permissions, then django-guardian's per-object permissions.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
    "guardian.backends.ObjectPermissionBackend",
]
# Login throttling: after AXES_FAILURE_LIMIT wrong passwords for one user name from one address,
# that pair is refused (even with the right password) for AXES_COOLOFF_TIME hours. Behind a
# reverse proxy set AXES_IPWARE_PROXY_COUNT, or every client counts as the proxy's address.
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = float(os.environ.get("AXES_COOLOFF_TIME", "0.25"))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
# No "AnonymousUser" row: visitors are never granted per-object permissions.
ANONYMOUS_USER_NAME = None

ROOT_URLCONF = "project.urls"
ASGI_APPLICATION = "project.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]


def _database_from_url(url: str | None) -> dict:
    """SQLite by default; ``DATABASE_URL=postgresql://user@host:port/name`` for PostgreSQL."""
    if not url:
        # Several writers (the chat's database thread, admin requests, a Celery worker): WAL lets
        # readers go on beside a writer, and IMMEDIATE transactions wait up to ``timeout`` for
        # the write lock instead of failing at once with "database is locked" when a read
        # transaction would have to become a write one.
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "db.sqlite3",
                "OPTIONS": {"transaction_mode": "IMMEDIATE", "timeout": 20,
                            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"}}
    from urllib.parse import urlparse

    parts = urlparse(url)
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": parts.path.lstrip("/") or "postgres",
        "USER": parts.username or "postgres",
        "PASSWORD": parts.password or "",
        "HOST": parts.hostname or "127.0.0.1",
        "PORT": str(parts.port or 5432),
    }


DATABASES = {"default": _database_from_url(os.environ.get("DATABASE_URL"))}
# Keep each thread's connection (health-checked) instead of opening one per websocket
# message: Channels' database_sync_to_async closes connections older than CONN_MAX_AGE.
DATABASES["default"].update(CONN_MAX_AGE=600, CONN_HEALTH_CHECKS=True)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = os.environ.get("REDIS_URL")
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            # channels-redis' layer, except that a socket leaving cannot make the process lose
            # a message meant for another socket (agentproc/redis_layer.py).
            "BACKEND": "agentproc.redis_layer.RedisChannelLayer",
            # redis-py 8 defaults: a 5 s read timeout, which kills every consumer waiting on
            # the layer's blocking pop (django/channels_redis#422), and a pool that refuses
            # a 101st concurrent command (one daphne process serves hundreds of sockets).
            # capacity: messages waiting before group_send drops them silently. Every socket of
            # one server process shares one Redis list (channels-redis' process-local channels),
            # so this bounds the backlog of the whole process: turns run elsewhere
            # (RUN_IN_WORKER) send their chunks in batches, hundreds of sockets at a time.
            "CONFIG": {"hosts": [{"address": REDIS_URL, "socket_timeout": None, "max_connections": 1000}],
                       "capacity": 100_000},
        }
    }
    # One cache for every process: turn budgets and socket counts are shared (two daphnes allow
    # the budget once, not twice), and so are the response cache's answers and their deletion.
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL,
                          "KEY_PREFIX": "agentproc"}}
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", REDIS_URL or "memory://")
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", REDIS_URL or "cache+memory://")
CELERY_TASK_ALWAYS_EAGER = os.environ.get("CELERY_TASK_ALWAYS_EAGER", "0" if REDIS_URL else "1") == "1"
CELERY_TASK_EAGER_PROPAGATES = True
# Backtests have a queue (and a worker) of their own: chat turns and webhook notices on the
# default queue never wait behind one. agentproc sends them there itself
# (AGENTPROC["BACKTEST_QUEUE"]); the route says so to anything else that sends the task.
CELERY_TASK_ROUTES = {"agentproc.run_backtest": {"queue": "agentproc.backtest"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"

LOGIN_URL = "admin:login"

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "agentproc API",
    "DESCRIPTION": "Chat with guarded agents (JSON or Server-Sent Events) and audit their runs and violations.",
    "VERSION": "0.1.0",
}

# Everything agentproc reads lives in this one dict (see agentproc/conf.py for the defaults).
# The model the demo agents switch to when an OpenAI key is configured (demo_setup).
DEMO_MODEL = os.environ.get("AGENTPROC_DEMO_MODEL", "openai/gpt-4o-mini")

AGENTPROC = {
    "OPENAI_API_KEY": os.environ.get("OPENAI_API_KEY"),
    "OPENAI_BASE_URL": os.environ.get("OPENAI_BASE_URL"),
    # Comma-separated, newest first. The defaults are public: `manage.py check` refuses them
    # (agentproc.E010) when DEBUG is off.
    "ENCRYPTION_KEYS": os.environ.get("AGENTPROC_ENCRYPTION_KEYS", "agentproc-demo-encryption-key-change-me").split(","),
    "PII_HASH_KEYS": os.environ.get("AGENTPROC_PII_HASH_KEYS", "agentproc-demo-hash-key-change-me").split(","),
}
