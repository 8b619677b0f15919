"""The demo's process settings (project/tuning.py) that a deployment copies."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = ("import autobahn.util, autobahn.websocket.protocol as protocol, autobahn.twisted.websocket as tws\n"
         "from project.tuning import plain_autobahn_logs\n"
         "plain_autobahn_logs()\n"
         "plain_autobahn_logs()  # twice is once\n"
         "print(repr(autobahn.util.hlval(42)))\n"
         "line = '{func} sent {n} bytes for {peer}'.format(func=protocol.hltype(protocol.WebSocketProtocol.sendData),\n"
         "    n=protocol.hlval(7), peer=tws.hlval('tcp:127.0.0.1:9'))\n"
         "print(repr(line))\n"
         "print(line == '{} sent {} bytes for {}'.format(autobahn.util.hltype(protocol.WebSocketProtocol.sendData),\n"
         "    autobahn.util.hlval(7), autobahn.util.hlval('tcp:127.0.0.1:9')))\n"
         "import agentproc.fastpaths.autobahn as t\n"
         "calls = []\n"
         "made = t._deferred(lambda *a: calls.append(a) or 'x')('arg')\n"
         "print(calls == [], str(made), calls == [('arg',)])\n")


def probe(**env: str) -> list[str]:
    """What autobahn's per-frame debug arguments look like in a fresh process after the tuning."""
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), **env})
    return done.stdout.strip().splitlines()


def test_autobahn_debug_lines_read_the_same_without_terminal_colours() -> None:
    plain = probe()
    assert plain[0] == "'42'"
    assert plain[1] == "'<autobahn.websocket.protocol.WebSocketProtocol.sendData> sent 7 bytes for tcp:127.0.0.1:9'"
    assert plain[2] == "True"  # the deferred arguments render as autobahn's own
    assert plain[3] == "True x True"  # built only when written
    coloured = probe(AGENTPROC_AUTOBAHN_COLOURS="1")
    assert "\\x1b[" in coloured[0] and "\\x1b[" in coloured[1]  # click's colours, as autobahn makes them
    assert coloured[2] == "True"
