"""A daphne server on a free port, as a subprocess (the browser tests and bench/ws_load.py)."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(env: dict[str, str], log: Path, *, port: int | None = None, timeout: float = 30,
          app: str = "project.asgi:application") -> tuple[subprocess.Popen[bytes], int]:
    """Serve ``app``; returns once the port answers. Output goes to ``log`` (an unread pipe
    would fill up and stall the server)."""
    port = port or free_port()
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), app],
            env=env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
        )
    deadline = time.monotonic() + timeout
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return process, port
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                stop(process)
                raise RuntimeError(f"daphne did not start:\n{log.read_text()[-2000:]}") from None
            time.sleep(0.1)


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@contextmanager
def browser_site(directory: Path, setup: str) -> Iterator[str]:
    """The base URL of daphne serving ``tests.browser_settings`` over a file SQLite database in
    ``directory``, after ``setup`` (Python, run once with ``manage.py shell -c``) prepared it."""
    db = directory / "db.sqlite3"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "tests.browser_settings",
           "AGENTPROC_BROWSER_DB": str(db), "PYTHONPATH": str(ROOT)}
    env.pop("REDIS_URL", None)
    subprocess.run([sys.executable, str(ROOT / "manage.py"), "shell", "-c", setup], env=env, cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, timeout=120)
    daphne, port = start(env, directory / "daphne.log")
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        stop(daphne)
