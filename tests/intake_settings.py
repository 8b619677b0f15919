"""Settings of the daphne process the kill test starts: the browser test's (file SQLite)
with the slow test processor registered."""
from __future__ import annotations

from tests.browser_settings import *  # noqa: F401,F403

AGENTPROC = {"PROCESSORS": ["tests.slow_input"]}
