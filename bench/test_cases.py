"""Policy test cases: how long running an agent's cases takes (what every policy save waits for).

    .venv/bin/python bench/test_cases.py [--cases 10 100 300]

Builds a throw-away SQLite database with the demo agents, gives the support agent ``--cases``
test cases (a mix of blocked, redacted and passing messages), and times ``run_cases`` on its
live chain (seven policies: normalizer, injection heuristics, blocklist, PII, token limit, and
the two output policies that an input-lane case does not reach). Prints a table."""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.backtest import setup_django  # noqa: E402

EXAMPLES = [
    ("Launch codes", "What are the launch codes for order {n}?", "blocked"),
    ("Email", "Send the invoice for order {n} to jane.doe{n}@example.com please", "redacted"),
    ("Phone", "Call me on +1 415 555 01{n:02d} about order {n}", "redacted"),
    ("Greeting", "Hello, where is my order {n}? It should have arrived by now, thank you.", "passes"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, nargs="+", default=[10, 100, 300])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        setup_django(str(Path(tmp) / "bench.sqlite3"))
        from agentproc.models import Agent
        from agentproc.testcases.models import PolicyTestCase
        from agentproc.testcases.runner import run_cases

        agent = Agent.objects.get(slug="support")
        print(f"{'cases':>6} {'ran':>6} {'seconds':>8} {'ms/case':>8} {'failing':>8}")
        for count in args.cases:
            PolicyTestCase.objects.all().delete()
            for n in range(count):
                name, text, expect = EXAMPLES[n % len(EXAMPLES)]
                case = PolicyTestCase(agent=agent, name=f"{name} {n}", expect=expect)
                case.message = text.format(n=n % 100)
                case.save()
            started = time.perf_counter()
            results = run_cases(agent)
            elapsed = time.perf_counter() - started
            failing = sum(r.passed is False for r in results)
            print(f"{count:>6} {len(results):>6} {elapsed:>8.2f} {1000 * elapsed / count:>8.1f} {failing:>8}")


if __name__ == "__main__":
    main()
