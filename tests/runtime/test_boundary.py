"""The runtime and the processors never import Django; the public surface is pinned."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_runtime_and_processors_import_without_django() -> None:
    code = (
        "import sys, pkgutil, importlib, agentproc.runtime, agentproc.processors\n"
        "for pkg in (agentproc.runtime, agentproc.processors):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in ('django', 'rest_framework', 'channels', 'celery'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_public_names_are_importable_from_the_runtime() -> None:
    import agentproc.runtime as runtime
    from agentproc.runtime.providers import ScriptedModel  # noqa: F401

    for name in ("Agent", "Processor", "TripWire", "Message", "MessageList", "RequestContext", "tool"):
        assert name in runtime.__all__ and hasattr(runtime, name)
    assert sorted(runtime.__all__) == [
        "Agent", "AgentStream", "AgentprocError", "ConfigurationError", "Memory", "Message", "MessageContent",
        "MessageList", "Processor", "ProcessorContractError", "ProcessorLaneError", "ProcessorViolation",
        "RequestContext", "RunResult", "StepResult", "StreamWriter", "Tool", "TripWire", "tool",
    ]
