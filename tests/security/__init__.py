"""Red-team regression tests: who may read stored text, login throttling, hostile admin URLs."""
