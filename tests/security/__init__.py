"""Red-team regression tests: each attack that once got around a promise (who may read stored
text, secrets in clear, webhooks to internal addresses, login throttling, hostile admin URLs),
kept as a test."""
