"""Issue 25, session 33: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session32_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# A MATH box whose `\text{unit}` puts a number gold in another unit than the working's last
# mention of it: an area boxed as a volume, inches boxed as feet, minutes as hours, dollars as
# cents. The same unit (or its abbreviation), or no unit in the working, is left alone.
BOXED_UNITS = [
    (M, "The rectangle is 6 m by 7 m, so its area is 42 square meters.\n\n$\\boxed{42 \\text{ m}^3}$", "42", False, MIS),
    (M, "The rectangle is 6 m by 7 m, so its area is 42 square meters.\n\n$\\boxed{42 \\text{ m}^2}$", "42", True, OK),
    (M, "The rectangle is 6 m by 7 m, so its area is 42 square meters.\n\n$\\boxed{42}$", "42", True, OK),
    (M, "A box 2 by 3 by 4 inches holds $24$ cubic inches.\n\n$\\boxed{24 \\text{ ft}^3}$", "24", False, MIS),
    (M, "A box 2 by 3 by 4 inches holds $24$ cubic inches.\n\n$\\boxed{24 \\text{ in}^3}$", "24", True, OK),
    (M, "Working together they need 1.5 hours, which is $1.5 \\cdot 60 = 90$ minutes.\n\n$\\boxed{90 \\text{ hours}}$", "90", False, MIS),
    (M, "Working together they need 1.5 hours, which is $1.5 \\cdot 60 = 90$ minutes.\n\n$\\boxed{90 \\text{ min}}$", "90", True, OK),
    (M, "Four pens cost $4 \\cdot \\$2.25 = \\$9$.\n\n$\\boxed{9 \\text{ cents}}$", "9", False, MIS),
    (M, "Four pens cost $4 \\cdot \\$2.25 = \\$9$.\n\n$\\boxed{9 \\text{ dollars}}$", "9", True, OK),
    (M, "$3 \\cdot 3 = 9$\n\n$\\boxed{9 \\text{ cm}}$", "9", True, OK),
]  # fmt: skip

ALL = BOXED_UNITS


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session33_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
