"""Load the demo fixtures and make sure a local demo superuser exists (used by ``make run``)."""
from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand

DEMO_USERNAME = "admin"
DEMO_PASSWORD = "admin"


class Command(BaseCommand):
    help = "Load fixtures/ and create the local demo superuser (admin / admin)."

    def handle(self, *args: object, **options: object) -> None:
        fixtures = sorted((Path(settings.BASE_DIR) / "fixtures").glob("*.json"))
        if fixtures:
            call_command("loaddata", *[str(f) for f in fixtures], verbosity=0)
            self.stdout.write(f"Loaded {len(fixtures)} fixture file(s).")
        User = get_user_model()
        if not User.objects.filter(username=DEMO_USERNAME).exists():
            User.objects.create_superuser(DEMO_USERNAME, "admin@example.com", DEMO_PASSWORD)
        self.stdout.write(
            self.style.SUCCESS(
                f"Demo superuser: {DEMO_USERNAME} / {DEMO_PASSWORD} — "
                "log in at /admin/ (local demo only)."
            )
        )
