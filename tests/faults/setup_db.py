"""Prepare a fault test's database (run as ``python -m tests.faults.setup_db`` with the
server's environment): migrate, create the agents and a user; prints the user's token and
session cookie as JSON."""
from __future__ import annotations

import json

import django

#: Agents the fault tests chat with: slug -> model (words, seconds per word).
AGENTS = {"quick": "faults/5/0", "slow": "faults/30/0.04", "long": "faults/100/0.05",
          "flood": "faults/3000/0.001"}


def main() -> dict[str, str]:
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.test import Client
    from rest_framework.authtoken.models import Token

    from agentproc.models import Agent

    call_command("migrate", "--noinput", verbosity=0)
    for slug, model in AGENTS.items():
        Agent.objects.update_or_create(slug=slug, defaults={"name": slug.title(), "model": model,
                                                            "allow_anonymous": True})
    user, _ = get_user_model().objects.get_or_create(username="faults")
    token, _ = Token.objects.get_or_create(user=user)
    browser = Client()
    browser.force_login(user)
    return {"token": token.key, "cookie": browser.cookies["sessionid"].value}


if __name__ == "__main__":
    django.setup()
    print("SETUP " + json.dumps(main()), flush=True)
