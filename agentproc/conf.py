"""The one ``AGENTPROC`` settings dict, read lazily, with every default documented here."""
from __future__ import annotations

from typing import Any

from django.core.exceptions import ImproperlyConfigured

#: Every key agentproc understands, with its default. Unknown keys are an error.
DEFAULTS: dict[str, Any] = {
    # Model used when an agent names none.
    "DEFAULT_MODEL": "scripted/demo",
    # OpenAI-compatible provider; None falls back to OPENAI_API_KEY / OPENAI_BASE_URL.
    "OPENAI_API_KEY": None,
    "OPENAI_BASE_URL": None,
    "OPENAI_ORGANIZATION": None,
    "OPENAI_TIMEOUT": 60.0,
    "OPENAI_MAX_RETRIES": 2,
    # Extra processors / tools: dotted paths of classes or modules that register them.
    "PROCESSORS": [],
    "TOOLS": [],
    # --- REST API and Celery (agentproc.api, agentproc.tasks) ---
    # Run API turns in a Celery worker (agentproc.run_turn): POST .../messages/ answers 202.
    "RUN_IN_WORKER": False,
    # Dotted paths of DRF classes for the API; read per request, so override_settings works.
    "API_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "API_PERMISSION_CLASSES": ["agentproc.api.permissions.AgentAccess"],
    # Audit lists (runs, violations): staff with the admin's view permission of that model.
    "STAFF_PERMISSION_CLASSES": ["agentproc.api.permissions.StaffModelPermission"],
    # Rates ("N/second|minute|hour|day") per throttle scope; None switches a scope off.
    "API_THROTTLE_RATES": {"anon": "60/minute", "user": "600/minute"},
    "API_PAGE_SIZE": 50,
    # Violation notices: webhook POST timeout (s) and backoff base/ceiling (s) between retries.
    "WEBHOOK_TIMEOUT": 10.0,
    "WEBHOOK_BACKOFF_BASE": 30.0,
    "WEBHOOK_BACKOFF_MAX": 3600.0,
    # When set, webhook POSTs carry X-Agentproc-Signature: sha256=<HMAC-SHA256 of the body>.
    "WEBHOOK_SECRET": None,
    # Webhooks never go to loopback, private, link-local, reserved, multicast or unspecified
    # addresses (checked at save and after resolving the name at send), except to these host
    # names (e.g. ["alerts.internal"]: a receiver inside the network). Redirects are never followed.
    "WEBHOOK_ALLOWED_HOSTS": [],
    # Keys, newest first (agentproc.keys): the first seals queued turns' messages (MultiFernet;
    # every listed key opens), and the first hash key makes the PII detector's hashed tokens.
    # Any long random strings. Unset (None): derived from SECRET_KEY (fine for development only).
    "ENCRYPTION_KEYS": None,
    "PII_HASH_KEYS": None,
    # A "running" run whose heartbeat (or start) is older than this many seconds is marked
    # failed (its process died). Keep it several HEARTBEAT_SECONDS: live runs must never look stale.
    "STALE_RUN_SECONDS": 90,
    # A "queued" run nothing claimed for this long is marked failed. None: STALE_RUN_SECONDS,
    # or an hour with RUN_IN_WORKER (a queue may be busy).
    "STALE_QUEUED_SECONDS": None,
    # The web process reaps stale runs at start-up and then every this many seconds (no Celery
    # beat needed; agentproc.turns.reaper). 0/None: only the beat task agentproc.reap_stale_runs does.
    "REAP_INTERVAL_SECONDS": 30.0,
    # The retention purge (agentproc.purge_expired) deletes this many conversations per
    # transaction (agentproc.turns.retention): short locks, resumable after a failure.
    "PURGE_BATCH_SIZE": 500,
    # What a blocked (tripwire) run keeps of the user's input: "full" (as sent), "redacted"
    # (redacted by every enforced span guard of the input lane, whichever policy blocked) or "none".
    "STORE_BLOCKED_INPUT": "redacted",
    # How often (seconds) a running turn refreshes Run.heartbeat_at, so stale runs can be found.
    "HEARTBEAT_SECONDS": 15.0,
    # While a turn of a process is on its way to its first chunk (its trip to the database
    # thread), the process's streaming turns wait before their next chunk until no turn is, for at
    # most this many seconds: the first chunk comes sooner under a burst of new chats, streams
    # pause at most this long (0: off).
    "START_PRIORITY_SECONDS": 0.2,
    # A websocket turn's writes (its prepare, its input's store, its end) that wait for the
    # process's database thread at the same moment go in one trip and one transaction, at most
    # this many (agentproc.fastpaths.group_commit); 1: each its own transaction.
    "GROUP_COMMIT": 256,
    # The fast paths (agentproc.fastpaths) that use Django's, asgiref's, Channels' and autobahn's
    # private internals: the turn's statements compiled once, group commit, frames sent past the
    # session middleware, autobahn's deferred debug lines. False: the plain public path of each
    # (the same rows and frames, slower): set it if an upgrade of one of those libraries breaks one.
    # Read per call, except autobahn's (at process start) and the socket's (when it opens).
    "FAST_PATHS": True,
    # How often (seconds) a turn run in a worker checks Run.cancel_requested_at (a backstop:
    # turns.request_cancel also tells the worker at once through the channel layer).
    "CANCEL_POLL_SECONDS": 0.5,
    # RUN_IN_WORKER: a socket that got no chunk of its turn for this many seconds looks the run
    # up; once it has ended, the socket gets its last chunk from the row (the channel layer lost
    # the relayed one), so it is never left waiting. Backs off to 60 s while the run is queued.
    "RELAY_CHECK_SECONDS": 5.0,
    # Chat turns per minute (or "N/second|hour|day") per signed-in user, per browser session
    # (visitors) and per client address, one budget for the websocket, the API and its SSE
    # stream (agentproc.limits); None switches a scope off. Shared between processes when
    # Django's default cache is (Redis, Memcached, database).
    "TURN_RATE_LIMITS": {"user": "30/minute", "session": "30/minute", "ip": "120/minute"},
    # Open chat websockets per browser session (or signed-in user), and per address for
    # sockets without a session cookie; None switches a limit off.
    "SOCKET_LIMITS": {"session": 8, "ip": 64},
    # --- Backtests (agentproc.backtest) ---
    # The Celery queue backtests are sent to: run a worker of its own for it, so chat turns and
    # webhooks on the default queue never wait behind a backtest (None: Celery's routing decides).
    "BACKTEST_QUEUE": "agentproc.backtest",
    # Backtests queued or running at once, per staff user and in all; one more is refused
    # (BacktestLimitReached, code backtest_limit_user / backtest_limit_total). None: no limit.
    "BACKTEST_LIMITS": {"user": 2, "total": 4},
    # A backtest of more turns than this is cut into chunks of this many, replayed in parallel
    # by the backtest queue's workers (a Celery chord; needs a result backend). None: one task.
    "BACKTEST_CHUNK_SIZE": 5000,
    # A running backtest no process has replayed a batch of for this many seconds is marked
    # failed (its workers died and no broker will deliver its tasks again). Longer than the
    # broker's redelivery delay (Redis: visibility_timeout, an hour by default). None: never.
    "BACKTEST_STALE_SECONDS": 7200,
    # Messages per page of the widget's history view and of the admin transcript.
    "HISTORY_PAGE_SIZE": 50,
    # How many of a conversation's latest in-context messages a turn loads (None: all).
    "MAX_HISTORY_MESSAGES": 200,
    # Time every hook call for Run.timings (calls are counted either way); False saves two
    # clock reads per processor per streamed chunk.
    "TIME_HOOKS": True,
    # Dotted path of a class whose instances decide suspicious text for the prompt-injection
    # detector (the InjectionClassifier protocol: ``classify(text) -> verdict``); None: judge model / heuristics.
    "INJECTION_CLASSIFIER": None,
    # Folder of a local prompt-injection classifier model (transformers or ONNX) for the
    # optional "prompt-injection-model" processor, when its policy names none.
    "INJECTION_MODEL_PATH": None,
}


class Settings:
    """Reads ``settings.AGENTPROC`` on every access, so ``override_settings`` just works.
    Its keys are checked once per dict (per chunk, the check was most of a read's cost)."""

    _checked: Any = None  # the AGENTPROC dict whose keys were checked last, and its length then
    _checked_keys = 0

    def _user_settings(self) -> dict[str, Any]:
        from django.conf import settings

        user = getattr(settings, "AGENTPROC", None) or {}
        if user is self._checked and len(user) == self._checked_keys:
            return user
        unknown = sorted(set(user) - set(DEFAULTS))
        if unknown:
            raise ImproperlyConfigured(
                f"AGENTPROC has unknown key(s): {', '.join(unknown)}. "
                f"Known keys: {', '.join(sorted(DEFAULTS))}."
            )
        self._checked, self._checked_keys = user, len(user)
        return user

    def __getattr__(self, name: str) -> Any:
        if name not in DEFAULTS:
            raise AttributeError(f"AGENTPROC has no setting {name!r}")
        user = self._user_settings()
        return user[name] if name in user else DEFAULTS[name]

    def as_dict(self) -> dict[str, Any]:
        return {**DEFAULTS, **self._user_settings()}


agentproc_settings = Settings()
