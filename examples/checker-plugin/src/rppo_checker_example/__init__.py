"""An example reason-ppo checker: numeric final answers equal within a relative tolerance.

Useful for physics-style problems where the gold is rounded (`9.81`) and the model may give more
digits (`9.8066`). It reuses rppo_check's extraction (the last stated final answer: `####`, `\\boxed{}`, "The
answer is", ..., else the last line) and its exact number reader.
"""

from __future__ import annotations

from fractions import Fraction

from rppo_check import Verdict
from rppo_check.extract import FORMAT_MARKERS, extract_answers
from rppo_check.numeric import parse_number


class ApproxChecker:
    """Correct when every final answer is within `rel_tol` (relative) of the gold number."""

    def __init__(self, rel_tol: float = 1e-2) -> None:
        self.rel_tol = Fraction(rel_tol)

    def __call__(self, completion: str, gold: str, /) -> Verdict:
        expected = parse_number(gold)
        if expected is None:
            return Verdict(False, None, "bad_input")
        found = extract_answers(completion)  # reads at most the tail of a huge completion
        if not found.answers:
            return Verdict(False, None, "no_answer")
        shown = " | ".join(found.answers)
        in_format = found.marker in FORMAT_MARKERS  # `####` or `\\boxed{}`
        reason = "ok"
        for answer in found.answers:  # every part of the final answer must agree
            value = parse_number(answer)
            if value is None:
                reason = "parse_error"
            elif abs(value - expected) > self.rel_tol * max(abs(expected), Fraction(1)):
                reason = "mismatch"
        return Verdict(reason == "ok", shown, reason, in_format, found.marker)


approx = ApproxChecker()
