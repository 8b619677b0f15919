"""QualityGuardrail: asks the model to try again, with feedback, when an answer falls short."""
from __future__ import annotations

from typing import Any, Callable

from .base import Guardrail
from .regex_filter import check_patterns, compile_pattern
from .schema import Field


class QualityGuardrail(Guardrail):
    """After each step with text: too short, missing a required pattern or containing a
    forbidden one → ``abort(feedback, retry=True)`` so the model retries with the feedback;
    after ``max_retries`` retries the answer is blocked."""

    key = "quality-guardrail"
    display_name = "Quality guardrail"
    description = "Retries short or malformed answers with feedback, then blocks them."
    lanes = ("output",)
    config_fields = (
        Field("min_chars", "int", default=20, min=0, max=100_000, help="Shortest acceptable answer."),
        Field("required_patterns", "list", default=[], validator=check_patterns,
              help="RE2 patterns the answer must all contain (e.g. a citation format)."),
        Field("forbidden_patterns", "list", default=[], validator=check_patterns,
              help="RE2 patterns the answer must not contain (e.g. 'as an AI language model')."),
        Field("max_retries", "int", default=2, min=0, max=10, help="Retries before the answer is blocked."),
        Field("feedback", "text", default="", help="Extra guidance sent to the model with each retry."),
    )

    @classmethod
    def never_matches(cls, config: dict[str, Any]) -> str | None:
        """No shortest length and no pattern: every answer is acceptable."""
        if not config.get("min_chars") and not config.get("required_patterns") and \
                not config.get("forbidden_patterns"):
            return ("Set a shortest acceptable answer or a pattern: with neither, this quality guardrail "
                    "accepts every answer.")
        return None

    def __init__(self, *, min_chars: int = 20, required_patterns: list[str] | tuple[str, ...] = (),
                 forbidden_patterns: list[str] | tuple[str, ...] = (), max_retries: int = 2,
                 feedback: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.min_chars = min_chars
        self.required = [(p, compile_pattern(p)) for p in required_patterns]
        self.forbidden = [(p, compile_pattern(p)) for p in forbidden_patterns]
        self.max_retries = max_retries
        self.feedback = feedback

    def problems(self, text: str) -> list[str]:
        """What is wrong with ``text``, as sentences addressed to the model."""
        found = []
        stripped = text.strip()
        if len(stripped) < self.min_chars:
            found.append(f"The answer is too short ({len(stripped)} characters; at least {self.min_chars}). "
                         "Please answer in more detail.")
        for pattern, regex in self.required:
            if not regex.search(text):
                found.append(f"The answer must match the required format /{pattern}/.")
        for pattern, regex in self.forbidden:
            if regex.search(text):
                found.append(f"The answer must not contain /{pattern}/.")
        return found

    def process_output_step(self, text: str, tool_calls: Any, retry_count: int,
                            abort: Callable[..., Any]) -> list[Any]:
        """Check a step's answer; a step that only calls tools is not judged. Returns []
        (all is well) or aborts: with ``retry=True`` while retries remain, else for good."""
        if tool_calls and not (text or "").strip():
            return []
        problems = self.problems(text or "")
        if not problems:
            return []
        feedback = " ".join(problems + ([self.feedback] if self.feedback else []))
        metadata = {"problems": problems, "retryCount": retry_count, "maxRetries": self.max_retries}
        if retry_count < self.max_retries:
            abort(feedback, retry=True, metadata=metadata)
        abort(f"The answer still fell short after {retry_count} retries: {feedback}", metadata=metadata)
        return []
