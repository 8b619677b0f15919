"""The tutorial works as written: a project made by ``django-admin startproject`` in a temporary
folder, the built wheel of agentproc installed into a virtualenv of its own, exactly the
tutorial's blocks applied (settings, URLs, ASGI, template, the agent), migrated, served by
``runserver`` and chatted with over the websocket. The docs cannot drift from the package."""
from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import sysconfig
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.daphne import ROOT, free_port

TUTORIAL = ROOT / "docs" / "tutorial.md"
BLOCK = re.compile(r'^```\w+ title="(?P<title>[^"]+)"\n(?P<body>.*?)^```', re.M | re.S)

pytestmark = pytest.mark.timeout(300)


def tutorial_blocks() -> dict[str, str]:
    """The tutorial's titled code blocks: file name (or ``manage.py shell``) -> text."""
    return {m["title"]: m["body"] for m in BLOCK.finditer(TUTORIAL.read_text())}


def own_env() -> dict[str, str]:
    """The environment of a shell in the new project: not the suite's settings or paths."""
    return {k: v for k, v in os.environ.items() if k not in ("DJANGO_SETTINGS_MODULE", "PYTHONPATH")}


def run(*args: str | Path, cwd: Path, stdin: str | None = None) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=own_env(), input=stdin, capture_output=True,
                          text=True, timeout=240)
    assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh project with its own virtualenv holding the built agentproc wheel."""
    home = tmp_path_factory.mktemp("tutorial")
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", home / "dist", ROOT, cwd=home)
    (wheel,) = (home / "dist").glob("agentproc-*.whl")
    run(sys.executable, "-m", "venv", "--without-pip", home / "venv", cwd=home)
    venv_python = home / "venv" / "bin" / "python"
    # The dependencies come from the suite's environment (no network here); agentproc itself
    # only from the wheel: a path line in a .pth does not run the editable install's finder.
    site_packages = Path(run(venv_python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                             cwd=home).strip())
    (site_packages / "_suite_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    run(sys.executable, "-m", "pip", "--python", venv_python, "install", "--quiet", "--no-deps", wheel, cwd=home)
    installed = run(venv_python, "-c", "import agentproc; print(agentproc.__file__)", cwd=home)
    assert installed.startswith(str(home / "venv")), installed

    run(venv_python, "-m", "django", "startproject", "mysite", ".", cwd=home)  # django-admin
    (home / "templates").mkdir()
    for title, body in tutorial_blocks().items():
        if title == "manage.py shell":
            continue
        name, _, how = title.partition(" ")
        target = home / name
        if how == "(append)":
            target.write_text(target.read_text() + "\n" + body)
        else:
            target.write_text(body)
    run(venv_python, "manage.py", "migrate", "--noinput", cwd=home)
    run(venv_python, "manage.py", "shell", cwd=home, stdin=tutorial_blocks()["manage.py shell"])
    return home


async def chat(port: int, cookie: str, text: str) -> list[dict[str, Any]]:
    import websockets

    frames: list[dict[str, Any]] = []
    async with websockets.connect(f"ws://127.0.0.1:{port}/ws/agentproc/support/", origin=f"http://127.0.0.1:{port}",
                                  additional_headers={"Cookie": cookie}) as socket:
        await socket.send(json.dumps({"type": "message", "conversation": None, "text": text}))
        async with asyncio.timeout(30):
            while not frames or frames[-1]["type"] not in ("finish", "error", "tripwire"):
                frames.append(json.loads(await socket.recv()))
    return frames


def test_the_tutorial_project_streams_a_redacting_chat(site: Path) -> None:
    port = free_port()
    server = subprocess.Popen([site / "venv" / "bin" / "python", "manage.py", "runserver", "--noreload", str(port)],
                              cwd=site, env=own_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        page = None
        for _ in range(100):
            try:
                page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2)
                break
            except OSError:
                time.sleep(0.2)
        assert page is not None, "runserver did not answer"
        html = page.read().decode()
        assert "/ws/agentproc/support/" in html  # the widget is on the page
        cookie = page.headers["Set-Cookie"].split(";")[0]

        frames = asyncio.run(chat(port, cookie, "my e-mail is jane@example.com, where is my order?"))
    finally:
        server.terminate()
        server.wait(timeout=10)

    stored = [f["payload"] for f in frames if f["type"] == "user-message"]
    answer = "".join(f["payload"]["text"] for f in frames if f["type"] == "text-delta")
    assert frames[-1]["type"] == "finish"
    assert stored and "[EMAIL]" in stored[0]["text"] and "jane@example.com" not in json.dumps(frames)
    assert "[EMAIL]" in answer  # the model saw the redacted text only
    assert len([f for f in frames if f["type"] == "text-delta"]) > 1  # streamed, not sent whole
