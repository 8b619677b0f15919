"""Settings of the daphne process ``bench/hostile.py`` starts: ``bench/ws_settings.py`` with the
turn and socket limits off (the bench measures the cost of refusing frames, not the limits)."""
from __future__ import annotations

from bench.ws_settings import *  # noqa: F401,F403

AGENTPROC = {**AGENTPROC, "TURN_RATE_LIMITS": {}, "SOCKET_LIMITS": {}}  # noqa: F405
