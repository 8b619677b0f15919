"""Red-team regression tests: each attack that once got around a promise, kept as a test."""
