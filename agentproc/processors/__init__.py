"""Built-in guardrail processors (pure Python; each declares a config schema)."""
