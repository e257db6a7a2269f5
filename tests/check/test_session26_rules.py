"""Issue 25, session 26: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session25_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# A multiple of pi named radians is radians even when the working went through degrees (round
# 112: `\frac{\pi}{6}\ \text{rad}` after `\tan 30^\circ` was refused as degrees renamed); a plain
# number of "radians" after working in degrees still is degrees renamed.
RADIANS_WITH_PI = [
    (
        M,
        "Since $\\tan 30^\\circ = \\frac{1}{\\sqrt{3}}$, the answer is "
        "$\\boxed{\\frac{\\pi}{6}\\ \\text{rad}}$.",
        "\\frac{\\pi}{6}",
        True,
        OK,
    ),
    (
        M,
        "Since $\\tan 30^\\circ = \\frac{1}{\\sqrt{3}}$, the answer is "
        "$\\boxed{\\frac{\\pi}{3}\\ \\text{rad}}$.",
        "\\frac{\\pi}{6}",
        False,
        MIS,
    ),
    (
        M,
        "The angle is $180^\\circ - 36^\\circ = 144^\\circ$, so $\\boxed{144 \\text{ radians}}$.",
        "144",
        False,
        None,
    ),
]

# A check after the answer whose "yes" writes the answer itself confirms it, even where the question
# it answers holds another value (round 112: the chain `\pi < \frac{7\pi}{6} < \frac{3\pi}{2}` was
# read as a new answer); a "yes" that writes another value, or denies, still corrects.
YES_HOLDS_THE_ANSWER = [
    (
        M,
        "So $210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$. $\\boxed{\\frac{7\\pi}{6}}$\n\n"
        "Wait, is $210^\\circ$ in the third quadrant? Yes, $\\pi < \\frac{7\\pi}{6} < "
        "\\frac{3\\pi}{2}$, consistent.",
        "\\frac{7\\pi}{6}",
        True,
        OK,
    ),
    (
        M,
        "So $210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$. $\\boxed{\\frac{7\\pi}{6}}$\n\n"
        "Wait, the angle is $\\frac{5\\pi}{6}$. Yes, $\\frac{5\\pi}{6}$, not $\\frac{7\\pi}{6}$.",
        "\\frac{7\\pi}{6}",
        False,
        MIS,
    ),
]


ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("radians_with_pi", RADIANS_WITH_PI),
                        ("yes_holds_the_answer", YES_HOLDS_THE_ANSWER))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session26_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
