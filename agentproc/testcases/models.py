"""A policy test case: an example user message and what the agent's input chain should do with it.

The example is written by an officer to contain exactly what the guardrails must catch (an
email address, a refund request), so it is kept sealed: encrypted with the encryption keys
(``AGENTPROC["ENCRYPTION_KEYS"]``, ``agentproc.keys.fernet``), like a message on its way to a
worker; a message no current key opens reads as empty (type it again). No column holds it in
clear, and exports show it as the agent's chain leaves it (``agentproc.testcases.export``).
"""
from __future__ import annotations

from cryptography.fernet import InvalidToken
from django.db import models
from django.utils import timezone

from .. import keys


class Expect(models.TextChoices):
    """The outcome an officer expects for the example message."""

    PASSES = "passes", "Passes unchanged"
    BLOCKED = "blocked", "Blocked"
    REDACTED = "redacted", "Redacted"


class PolicyTestCase(models.Model):
    """One example message of an agent and its expected outcome; the last run's verdict."""

    agent = models.ForeignKey("agentproc.Agent", on_delete=models.CASCADE, related_name="test_cases")
    name = models.CharField(max_length=200, help_text="What the example is about (\u201cRefund request\u201d).")
    #: The example message, encrypted (``message`` reads and writes it in clear).
    sealed_message = models.TextField(editable=False)
    expect = models.CharField(max_length=10, choices=Expect.choices, default=Expect.BLOCKED,
                              verbose_name="expected outcome")
    expect_policy = models.ForeignKey(
        "agentproc.ProcessorPolicy", on_delete=models.SET_NULL, null=True, blank=True, related_name="+",
        verbose_name="by policy", help_text="The policy that should block or redact it (blank: any).")
    expect_type = models.CharField(
        max_length=50, blank=True, verbose_name="what is redacted",
        help_text="For \u201cRedacted\u201d: the kind of data (email, phone, credit_card \u2026) or word:refund; "
                  "blank: anything.")
    created_at = models.DateTimeField(default=timezone.now)
    #: The verdict of the last run against the live chain (None: never run).
    last_passed = models.BooleanField(null=True, blank=True, editable=False, verbose_name="passed its last run")
    #: What the chain did, in words ("blocked by Refund talk").
    last_outcome = models.CharField(max_length=500, blank=True, editable=False)
    last_run_at = models.DateTimeField(null=True, blank=True, editable=False)

    class Meta:
        ordering = ("agent", "name", "id")
        verbose_name = "policy test case"

    def __str__(self) -> str:
        return self.name

    @property
    def message(self) -> str:
        if not self.sealed_message:
            return ""
        try:
            return keys.fernet().decrypt(self.sealed_message.encode()).decode()
        except InvalidToken:  # sealed with a key rotated away
            return ""

    @message.setter
    def message(self, text: str) -> None:
        self.sealed_message = keys.fernet().encrypt(text.encode()).decode()

    def expected_words(self) -> str:
        """The expectation as the officer says it: "blocked by Refund talk", "email redacted"."""
        if self.expect == Expect.PASSES:
            return "passes"
        what = f"{self.expect_type} redacted" if self.expect == Expect.REDACTED and self.expect_type else \
            str(self.expect)
        return f"{what} by {self.expect_policy.display_name}" if self.expect_policy_id and self.expect_policy \
            else what
