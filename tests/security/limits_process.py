"""A second process counting turns and sockets: ``python -m tests.security.limits_process
<cache prefix> <user id> <turns> <sockets>`` prints ``{"turns": [...], "sockets": [...]}``, each
attempt's outcome (``ok`` or the error code), counted in this suite's Redis under the prefix.
``test_shared_limits`` runs it beside its own process's attempts."""
from __future__ import annotations

import json
import os
import sys


def main(prefix: str, user_id: str, turns: int, sockets: int) -> dict[str, list[str]]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    import django
    from django.conf import settings

    from tests.security.stores import redis_cache_settings

    settings.CACHES = redis_cache_settings(prefix)
    settings.AGENTPROC = {**settings.AGENTPROC, **LIMITS}
    django.setup()
    return attempts(user_id, turns, sockets)


#: The limits both processes run with.
LIMITS = {"TURN_RATE_LIMITS": {"user": "30/day"}, "SOCKET_LIMITS": {"session": 8}}


def attempts(user_id: str, turns: int, sockets: int) -> dict[str, list[str]]:
    from agentproc import limits
    from agentproc.exceptions import TurnError

    client = limits.Client(user_id=user_id, session_key=f"session-of-{user_id}")
    outcome: dict[str, list[str]] = {"turns": [], "sockets": []}
    for kind, count, attempt in (("turns", turns, limits.check_turn), ("sockets", sockets, limits.open_socket)):
        for _ in range(count):
            try:
                attempt(client)
                outcome[kind].append("ok")
            except TurnError as exc:
                outcome[kind].append(exc.code)
    return outcome


if __name__ == "__main__":
    prefix, user_id, turns, sockets = sys.argv[1:5]
    print("RESULT " + json.dumps(main(prefix, user_id, int(turns), int(sockets))))
