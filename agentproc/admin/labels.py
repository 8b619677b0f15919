"""Words an admin understands for processor options and their values, and for RE2's errors.

The schemas (pure Python, shared with code) keep their short option names and values; the
admin shows these labels instead. A schema field's own ``label`` wins over this table.
Options in ``ADVANCED`` are folded away under "Advanced settings".
"""
from __future__ import annotations

#: Option name -> label.
FIELD_LABELS = {
    "form": "Unicode normalisation",
    "strip_control": "Remove control characters",
    "strip_zero_width": "Remove zero-width and invisible characters",
    "strip_bidi": "Remove text-direction overrides",
    "collapse_whitespace": "Collapse repeated spaces and blank lines",
    "report_hidden": "Record removed hidden characters",
    "detection_types": "What to look for",
    "strategy": "When something is found",
    "redaction_method": "How to redact",
    "hash_key": "Secret key for hashed redactions",
    "check_tool_calls": "Also check tool calls and tool results",
    "words": "Blocked words and phrases",
    "patterns": "Regular expressions",
    "case_sensitive": "Match upper/lower case exactly",
    "replacement": "Replacement text",
    "stream_holdback_chars": "Characters held back while streaming",
    "threshold": "Score that counts as a finding (0–1)",
    "judge_model": "Model that double-checks (optional)",
    "judge_threshold": "Score from which the checking model is asked (0–1)",
    "fail_closed": "Treat a failed check as a finding",
    "check_tool_results": "Also check tool results",
    "backend": "How to judge",
    "moderation_model": "Moderation model",
    "categories": "Categories (none ticked: all)",
    "output_mode": "When to judge the answer",
    "window_sentences": "Sentences judged together",
    "max_window_chars": "Most characters judged together",
    "max_input_tokens": "Most tokens sent to the model (0: no limit)",
    "max_output_tokens": "Most tokens in an answer (0: no limit)",
    "output_strategy": "When an answer is too long",
    "encoding": "How to count tokens",
    "ngram_size": "Words in a row that count as a leak",
    "protected_text": "Other text that must not leak",
    "use_system_messages": "Protect the agent's instructions",
    "allow": "Allowed tools (empty: all not denied)",
    "deny": "Denied tools",
    "max_chars": "Most characters",
    "tools": "Tools (empty: all)",
    "batch_size": "Text pieces sent together",
    "ttl_seconds": "Keep answers for (seconds)",
    "namespace": "Cache key prefix",
    "cache_tool_calls": "Also cache answers that call tools",
    "min_chars": "Shortest acceptable answer (characters)",
    "required_patterns": "Patterns an answer must contain",
    "forbidden_patterns": "Patterns an answer must not contain",
    "max_retries": "Retries before blocking",
    "feedback": "Guidance given to the model on a retry",
    "drop_fraction": "Share of old history dropped per attempt (0–1)",
    "max_attempts": "Attempts",
    "message": "Message added before retrying",
}

#: ``(option or "*", value) -> label``; ``"*"`` applies to any option with that value.
VALUE_LABELS = {
    ("*", "block"): "Block: stop the turn",
    ("*", "warn"): "Warn: record it, let it through",
    ("*", "redact"): "Redact: replace what was found",
    ("*", "filter"): "Remove: drop what was found",
    ("strategy@tool-call-filter", "filter"): "Remove the call (the tool does not run)",
    ("redaction_method", "mask"): "Mask (j***@e***.com, **** 1111)",
    ("redaction_method", "hash"): "Hash ([EMAIL:3f9a1c0b2d], same value, same token)",
    ("redaction_method", "remove"): "Remove the text",
    ("redaction_method", "placeholder"): "Placeholder ([EMAIL])",
    ("detection_types", "email"): "Email addresses",
    ("detection_types", "phone"): "Phone numbers",
    ("detection_types", "credit_card"): "Card numbers",
    ("detection_types", "us_ssn"): "US social security numbers",
    ("detection_types", "iban"): "Bank account numbers (IBAN)",
    ("detection_types", "ip_address"): "IP addresses",
    ("detection_types", "secret"): "Secrets (API keys, tokens, private keys)",
    ("detection_types", "crypto_wallet"): "Crypto wallet addresses",
    ("detection_types", "url"): "Web addresses (URLs)",
    ("form", "NFKC"): "Fold look-alike characters (NFKC, recommended)",
    ("form", "NFC"): "Only combine accents (NFC)",
    ("form", "none"): "Do not normalise",
    ("backend", "endpoint"): "Provider's moderation service",
    ("backend", "judge"): "Ask a chat model",
    ("output_mode", "sentences"): "Every few sentences, before they are shown",
    ("output_mode", "step"): "Once per answer",
    ("output_strategy", "truncate"): "Cut the answer off",
    ("output_strategy", "abort"): "Block the answer",
    ("encoding", "o200k_base"): "GPT-4o and newer (o200k_base)",
    ("encoding", "cl100k_base"): "GPT-4 and GPT-3.5 (cl100k_base)",
    ("encoding", "estimate"): "Estimate (4 characters per token)",
}

#: Options most admins never need: folded under "Advanced settings".
ADVANCED = frozenset({
    "hash_key", "stream_holdback_chars", "judge_threshold", "moderation_model", "window_sentences",
    "max_window_chars", "encoding", "ngram_size", "namespace", "report_hidden", "form",
})


def field_label(name: str, own: str | None = None) -> str:
    return own or FIELD_LABELS.get(name) or name.replace("_", " ").capitalize()


def value_label(option: str, value: object, processor: str = "") -> str:
    text = str(value)
    for key in ((f"{option}@{processor}", text), (option, text), ("*", text)):
        if key in VALUE_LABELS:
            return VALUE_LABELS[key]
    if option == "categories":
        return text.replace("/", ": ").replace("-", " ").capitalize()
    return text
