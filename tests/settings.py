"""Settings for the test suite, written out here rather than taken from the demo project's:
SQLite in memory by default, PostgreSQL when AGENTPROC_TEST_DATABASE_URL is set (``make test``
does it when PG answers). The demo app and its pages are installed: tests cover them too."""
from __future__ import annotations

import os
from pathlib import Path

from tests.databases import database_from_url

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = False
SECRET_KEY = "agentproc-tests"
ALLOWED_HOSTS = ["*"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

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
    "guardian",
    "axes",
    "agentproc",
    "project.demo",  # the demo tool and `manage.py demo_setup` (tests/test_demo.py)
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
    "axes.middleware.AxesMiddleware",
]

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
    "guardian.backends.ObjectPermissionBackend",
]
# django-axes wants the request in every authenticate() call, and the test client's login()
# passes none: the login-throttling tests switch it on with override_settings(AXES_ENABLED=True).
AXES_ENABLED = False
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = 0.25
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
ANONYMOUS_USER_NAME = None

# The demo's pages and ASGI router: the browser tests drive the widget on them.
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

_db_url = os.environ.get("AGENTPROC_TEST_DATABASE_URL")
DATABASES = {"default": database_from_url(_db_url)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
# Whatever REDIS_URL says: the suite clears the cache before every test.
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
CELERY_BROKER_URL = "memory://"
CELERY_RESULT_BACKEND = "cache+memory://"
CELERY_TASK_ALWAYS_EAGER = True
CELERY_TASK_EAGER_PROPAGATES = True
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

# No reaper thread in the test process (it would use the test database beside the tests).
# AGENTPROC_TEST_FAST_PATHS=0 runs the suite with the fast paths off (agentproc.fastpaths).
AGENTPROC = {"REAP_INTERVAL_SECONDS": 0, "FAST_PATHS": os.environ.get("AGENTPROC_TEST_FAST_PATHS", "1") != "0"}
