"""The demo's process settings (project/tuning.py) that a deployment copies."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = ("import autobahn.util\n"
         "from project.tuning import plain_autobahn_logs\n"
         "plain_autobahn_logs()\n"
         "print(repr(autobahn.util.hlval(42)))\n")


def probe(**env: str) -> str:
    """What autobahn's per-frame debug argument looks like in a fresh process after the tuning."""
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), **env})
    return done.stdout.strip()


def test_autobahn_builds_its_debug_arguments_without_terminal_colours() -> None:
    assert probe() == "'42'"
    assert "\\x1b[" in probe(AGENTPROC_AUTOBAHN_COLOURS="1")  # click's colours, as autobahn makes them
