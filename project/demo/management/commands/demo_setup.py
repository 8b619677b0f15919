"""Load the demo fixtures and make sure a local demo superuser exists (used by ``make run``)."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from agentproc.conf import agentproc_settings
from agentproc.models import Agent

DEMO_USERNAME = "admin"
DEMO_PASSWORD = "admin"
DEMO_AGENTS = ("support", "playground")


def demo_model() -> str:
    """The model the demo agents switch to when an OpenAI key is configured (``settings.DEMO_MODEL``)."""
    return getattr(settings, "DEMO_MODEL", "openai/gpt-4o-mini")


class Command(BaseCommand):
    help = ("Load fixtures/ (the demo agents) and create the local demo superuser (admin / admin). "
            "With an OpenAI key configured, the demo agents use settings.DEMO_MODEL.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--reset", action="store_true",
                            help="Reload the fixtures even if the demo agents exist (undoes admin edits).")

    def handle(self, *args: Any, **options: Any) -> None:
        # Loaded once: later runs of `make run` keep what admins changed since.
        if options["reset"] or not Agent.objects.filter(slug__in=DEMO_AGENTS).exists():
            fixtures = sorted((Path(settings.BASE_DIR) / "fixtures").glob("*.json"))
            if fixtures:
                call_command("loaddata", *[str(f) for f in fixtures], verbosity=0)
                # Fixtures skip the change history: start it here, so the first edit shows old values.
                call_command("populate_history", "--auto", verbosity=0)
                self.stdout.write(f"Loaded {len(fixtures)} fixture file(s).")
        else:
            self.stdout.write("Demo agents already exist; fixtures not reloaded (use --reset to reload).")
        self._choose_model()
        User = get_user_model()
        if not User.objects.filter(username=DEMO_USERNAME).exists():
            User.objects.create_superuser(DEMO_USERNAME, "admin@example.com", DEMO_PASSWORD)
        self.stdout.write(
            self.style.SUCCESS(
                f"Demo superuser: {DEMO_USERNAME} / {DEMO_PASSWORD} — "
                "log in at /admin/ (local demo only)."
            )
        )

    def _choose_model(self) -> None:
        """A configured OpenAI key moves the demo agents off the offline scripted model."""
        key = agentproc_settings.OPENAI_API_KEY or os.environ.get("OPENAI_API_KEY")
        demo = Agent.objects.filter(slug__in=DEMO_AGENTS)
        if key:
            model = demo_model()
            demo.filter(model="scripted/demo").update(model=model)
            self.stdout.write(f"OpenAI key found: the demo agents use {model}.")
        else:
            # The key went away: back to the model that needs none.
            demo.filter(model=demo_model()).update(model="scripted/demo")
            self.stdout.write("No OpenAI key: the demo agents use the offline scripted/demo model.")
