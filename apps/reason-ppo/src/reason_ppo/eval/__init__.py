"""Evaluation: `plan` resolves and validates what to evaluate; `evaluate` measures it."""
