"""The form that starts a backtest: agent, draft chain (from the editor, or JSON), which turns,
call-outs allowed."""
from __future__ import annotations

import json
from datetime import datetime, time
from typing import Any

from django import forms
from django.utils import timezone

from ..models import Agent
from .draft import DraftError, live_draft, validate_draft


class BacktestForm(forms.Form):
    agent = forms.ModelChoiceField(queryset=Agent.objects.all())
    draft = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 18, "cols": 100, "class": "vLargeTextField agentproc-draft",
                                     "spellcheck": "false"}),
        required=False,
        help_text='The chain to test, in order per lane: add, remove, reorder or edit entries. Each entry: '
                  '{"policy": id of the live policy it edits or null for a new one, "lane": "input" | "output" | '
                  '"error", "processor": registry key, "config": {...}, "mode": "enforce" | "monitor", '
                  '"enabled": true}. Blank: the live chain.')
    since = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}),
                            help_text="Turns on or after this day.")
    until = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}),
                            help_text="Turns before the end of this day.")
    conversation = forms.UUIDField(required=False, help_text="Only this conversation's turns.")
    sample = forms.IntegerField(required=False, min_value=1, max_value=1_000_000,
                                help_text="Replay this many turns picked at random (blank: all).")
    allow_calls = forms.BooleanField(
        required=False, label="Allow calls out",
        help_text="Run the policies that call a moderation endpoint or judge model (each call is billed).")

    def __init__(self, *args: Any, chain: list[dict[str, Any]] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: The draft as the editor's forms made it (None: read the JSON box).
        self.chain = chain
        #: The ``DraftError`` of an invalid draft (its ``index`` points at the editor's entry).
        self.draft_error: DraftError | None = None

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        agent = cleaned.get("agent")
        if agent is None:
            return cleaned
        text = (cleaned.get("draft") or "").strip()
        try:
            raw = self.chain if self.chain is not None else json.loads(text) if text else live_draft(agent)
        except ValueError as exc:
            self.add_error("draft", forms.ValidationError(f"Not valid JSON: {exc}", code="draft_not_json"))
            return cleaned
        try:
            cleaned["draft_chain"] = validate_draft(agent, raw)
        except DraftError as exc:
            self.draft_error = exc
            self.add_error("draft", forms.ValidationError(str(exc), code=exc.code))
        if cleaned.get("since") and cleaned.get("until") and cleaned["since"] > cleaned["until"]:
            self.add_error("until", forms.ValidationError("The end is before the start.", code="bad_range"))
        return cleaned

    def selection(self) -> dict[str, Any]:
        """What ``agentproc.backtest.turns.selected_runs`` takes (dates as ISO timestamps)."""
        data = self.cleaned_data
        selection: dict[str, Any] = {}
        if data.get("since"):
            selection["since"] = _aware(datetime.combine(data["since"], time.min)).isoformat()
        if data.get("until"):
            selection["until"] = _aware(datetime.combine(data["until"], time.max)).isoformat()
        if data.get("conversation"):
            selection["conversation"] = str(data["conversation"])
        if data.get("sample"):
            selection["sample"] = data["sample"]
        return selection


def _aware(value: datetime) -> datetime:
    return timezone.make_aware(value) if timezone.is_naive(value) else value


def draft_text(draft: list[dict[str, Any]]) -> str:
    """A draft as the form shows it: one entry per line block, keys in a stable order."""
    return json.dumps(draft, indent=2, ensure_ascii=False)
