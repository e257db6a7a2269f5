"""An example reason-ppo checker: numeric final answers equal within a relative tolerance.

Useful for physics-style problems where the gold is rounded (`9.81`) and the model may give more
digits (`9.8066`). It reuses rppo_check's extraction (the same `####` / `\\boxed{}` / "The
answer is" markers and the same several-answers rule) and its exact number reader.
"""

from __future__ import annotations

from fractions import Fraction

from rppo_check import Verdict
from rppo_check.extract import MAX_COMPLETION_CHARS, extract_answers
from rppo_check.numeric import parse_number


class ApproxChecker:
    """Correct when every final answer is within `rel_tol` (relative) of the gold number."""

    def __init__(self, rel_tol: float = 1e-2) -> None:
        self.rel_tol = Fraction(rel_tol)

    def __call__(self, completion: str, gold: str, /) -> Verdict:
        if len(completion) > MAX_COMPLETION_CHARS:
            return Verdict(False, None, "bad_input")  # refuse, never scan unbounded text
        expected = parse_number(gold)
        if expected is None:
            return Verdict(False, None, "bad_input")
        answers = extract_answers(completion).answers
        if not answers:
            return Verdict(False, None, "no_answer")
        shown = " | ".join(dict.fromkeys(answers))
        for answer in answers:  # all of them must agree: no shotgun answers
            value = parse_number(answer)
            if value is None:
                return Verdict(False, shown, "parse_error")
            if abs(value - expected) > self.rel_tol * max(abs(expected), Fraction(1)):
                return Verdict(False, shown, "mismatch")
        return Verdict(True, shown, "ok")


approx = ApproxChecker()
