"""Issue 25, session 25: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session24_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# One value of each variable joined by "and" (of any language) is the point they make, read in
# the labels' order (rounds 69, 100, 101: the last span alone was read, `y = 4`); joined by "or"
# it is a hedge, and other values make another point.
POINT_BY_LABELS = [
    (M, "<answer>The solution is $x = 3$ and $y = 4$.</answer>", "(3, 4)", True, OK),
    (M, "<answer>Penyelesaiannya adalah $x = 3$ dan $y = 4$.</answer>", "(3, 4)", True, OK),
    (M, "<answer>A solução é $x = 6$ e $y = 3$.</answer>", "(6, 3)", True, OK),
    (M, "So $y = 4$ and $x = 3$.", "(3, 4)", True, OK),
    (M, "<answer>x = 3 and y = 4</answer>", "(3, 4)", True, OK),
    (M, "So $x = 4$ and $y = 3$.", "(3, 4)", False, MIS),
    (M, "<answer>x = 4 and y = 3</answer>", "(3, 4)", False, MIS),
    (M, "So $x = 3$ or $y = 4$.", "(3, 4)", False, None),
    (M, "<answer>x = 3 or y = 4</answer>", "(3, 4)", False, None),
    (M, "The roots are $x = 3$ and $x = 4$.", "3, 4", True, OK),
]


ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("point_by_labels", POINT_BY_LABELS),)
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session25_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
