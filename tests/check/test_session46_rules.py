"""Issue 25, session 46: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session45_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_LOOP = "\n\n".join(["So.", "Wait.", "So.", "So.", "Wait.", "Hmm.", "So.", "Wait.", "So"])
_TWINS = "<think>\nTwins are 13, triplets 6: 26 + 18 = 44.\n\nSo answer: 13.\n\nHence.\n\n"

# Real completions read this session: a product whose operands carry their units before ", which
# equals"; a difference the working names from two totals; what a role-named person spent more;
# R1-Distill thinking that ran down into one word a line to the token limit (no answer committed).
REAL = [
    (G, "The total cost is 2080 gallons times $0.15 per gallon, which equals $312.00.", "312", True, OK),
    (G, "The total cost is 2080 gallons times $0.15 per gallon, which equals $312.00.", "2080", False, MIS),
    (G, "<think>x</think>\n<answer> The total cost is 2080 gallons times $0.15, which equals $312.00. </answer>", "312", True, OK),
    (G, "Boxes this week: 3 + 5 = 8.\nDifference = This week's total - Last week's total = 8 - 4 = \\boxed{4}\n\n**Answer:** Castle bought **4 more boxes** of cereal this week than last week.", "4", True, OK),
    (G, "In all: 192 + 180 = 372 miles in total.\nThey drove 372 more miles than planned.", "372", False, None),
    (G, "<think>x</think>\n<answer> The basketball coach spent $85 more than the baseball coach.\n</answer>", "85", True, OK),
    (G, "Pam spent $85 more than the budget.", "85", False, None),
    (G, "<answer>The eggs bring in $300 over the 4 weeks.", "300", True, OK),
    (G, "<answer>The eggs bring in $300 over the 4 weeks.", "4", False, MIS),
    (G, _TWINS + "Wait—is this correct.\n\n" + _LOOP, "13", False, NONE),
    (G, "<think>\nTwins are 13.\n\nSo answer: 13.\n\nWait, let me make sure: 26 + 18 = 44. Yes.\n</think>\n\nThe answer is 13.", "13", True, OK),
    (G, "Twins are 13.\n\nSo answer: 13.\n\n" + _LOOP, "13", True, OK),
]  # fmt: skip

# A retraction after the answer in new words, and one whose correction cannot be read but ends on
# the answer's own last number (it is another value all the same).
RETRACTIONS = [
    (M, "\\(\\boxed{(-\\infty, -1) \\cup (5, \\infty)}\\)\nCorrecting myself: the roots are \\(x = 1\\) and \\(x = -5\\), so the set is \\((-\\infty, -5) \\cup (1, \\infty)\\).", "(-\\infty,-1)\\cup(5,\\infty)", False, MIS),
    (M, "\\(\\boxed{4}\\)\nHmm, I'm no longer confident in Vieta here; I withdraw the boxed value until I can solve the quadratic directly.", "4", False, NONE),
    (M, "\\(\\boxed{4}\\)\nI withdraw the final answer.", "4", False, NONE),
    (M, "Thus, the answer is \\(\\boxed{(-1, 6)}\\).\n\nLater note: since the inequality is strict I should flip the direction, so the solution is \\(x < -1\\) or \\(x > 6\\), that is \\((-\\infty, -1) \\cup (6, \\infty)\\).", "(-1,6)", False, MIS),
    (M, "<answer>\\frac{\\pi}{6}</answer>\nSorry, typo above: I meant the angle whose sine is 1/2 in the second quadrant, 5π/6.", "\\frac{\\pi}{6}", False, MIS),
    (M, "Thus, the answer is \\(\\boxed{6}\\).\nSorry, typo above: I meant 6.", "6", True, OK),
    (M, "So \\(\\boxed{\\frac{1}{2}}\\).\nWait, let me double-check: 1/2 of the area is shaded, so 1/2.", "\\frac{1}{2}", True, OK),
]  # fmt: skip

# Doubt, bounds and estimates in new words and marks.
DOUBTS = [
    (M, "<answer>$5\\sqrt{7}$ (if I factored 175 correctly)</answer>", "5\\sqrt{7}", False, None),
    (M, "<answer>$5\\sqrt{7}$ (factored as 25 times 7)</answer>", "5\\sqrt{7}", True, OK),
    (M, "<answer>30° (reasonably sure)</answer>", "30", False, None),
    (M, "<answer>30°</answer>", "30", True, OK),
    (M, "So the slope is effectively zero.", "0", False, None),
    (M, "So the slope is zero.", "0", True, OK),
    (M, "So $\\binom{12}{5}$ is at least 700.", "792", False, None),
    (M, "So $\\sqrt{175}$ lies between 13 and 14.", "5\\sqrt{7}", False, None),
    (M, "So $\\binom{12}{5}$ is 792.", "792", True, OK),
    (G, "One more bus: 5 buses.\nSo 5 buses are needed (?)", "5", False, None),
    (G, "One more bus: 5 buses.\nSo 5 buses are needed.", "5", True, OK),
    (G, "<answer>max 45 kg</answer>", "45", False, None),
    (G, "<answer>within 12 weeks</answer>", "12", False, None),
    (G, "<answer>12 weeks</answer>", "12", True, OK),
    (M, "<answer>roughly 25π</answer>", "25\\pi", False, None),
    (M, "<answer>somewhere near 25π</answer>", "25\\pi", False, None),
    (M, "<answer>25π</answer>", "25\\pi", True, OK),
    (M, "$-5 < x - 2 < 5$, so $-3 < x < 7$.\n$\\boxed{(-3, 7)}$ ⁇", "(-3,7)", False, NONE),
    (M, "The lines meet at $(3, 7)$.\n\n$\\boxed{(3, 7)}$ 🤨", "(3,7)", False, NONE),
    (M, "The lines meet at $(3, 7)$.\n\n$\\boxed{(3, 7)}$", "(3,7)", True, OK),
    (G, "I think the answer is definitely around $735 for the week.", "735", False, None),
    (G, "The answer is definitely $735.", "735", True, OK),
]  # fmt: skip

# What is not the answer to the problem asked: a practice problem the model set itself, and what
# a worked example in its notes gives before the value it counts itself.
NOT_SAID = [
    (G, "<think>\n32 − 12 = 20\n</think>\n<answer>20</answer>\n\nPractice problem: In a class of 36 students, how many are driven?\n<think>\n30 ÷ 2 = 15\n</think>\n<answer>15</answer>", "15", False, MIS),
    (G, "<think>\n32 − 12 = 20\n</think>\n<answer>20</answer>\n\nPractice problem: In a class of 36 students, how many are driven?\n<think>\n30 ÷ 2 = 15\n</think>\n<answer>15</answer>", "20", True, OK),
    (M, "<answer>The worked example in my notes gets 5/14, but I count 5 red of 8 on each draw: 25/64.</answer>", "\\frac{5}{14}", False, None),
    (G, "The book says 18, but I get 20.", "20", True, OK),
]  # fmt: skip

# Honest notes: a unit the note opens on before what it says again ("that is 84 days"), a speed
# in another unit, a value a note denies or whose sign it explains.
NOTES = [
    (G, "#### 12 (weeks, that is 84 days)", "12", True, OK),
    (G, "#### 12 (weeks, that is 80 days)", "12", False, None),
    (G, "#### 110 (that is, 1 hour 50 minutes)", "110", True, OK),
    (G, "#### 110 (that is, 1 hour 40 minutes)", "110", False, None),
    (G, "#### 26 (km/h, about 7.2 m/s)", "26", True, OK),
    (G, "#### 26 km/h (about 7.5 m/s)", "26", False, None),
    (G, "#### 26 mph (about 11.6 m/s)", "26", True, OK),
    (M, "<answer>-\\sqrt{3} (negative, since tangent is negative in quadrant II)</answer>", "-\\sqrt{3}", True, OK),
    (M, "<answer>\\sqrt{3} (negative, since tangent is negative in quadrant II)</answer>", "\\sqrt{3}", False, None),
    (M, "<answer>2\\sqrt{13} (not 10, which is the distance along the grid lines)</answer>", "2\\sqrt{13}", True, OK),
    (M, "<answer>2\\sqrt{13} (not 10, which is the distance along the grid lines)</answer>", "10", False, MIS),
    (M, "So $0.\\overline{36}$ is four elevenths.", "\\frac{4}{11}", True, OK),
    (M, "So $0.\\overline{36}$ is four elevenths.", "\\frac{4}{13}", False, MIS),
    # (LaTeX's thousands separator in the answer: its noun is read against the working's)
    (G, "83,700 + 16,740 = 100,440 bottles.\nThe final answer is: $\\boxed{100{,}440 \\text{ cases}}$", "100440", False, MIS),
    (G, "83,700 + 16,740 = 100,440 bottles.\nThe final answer is: $\\boxed{100{,}440 \\text{ bottles}}$", "100440", True, OK),
]  # fmt: skip

ALL = REAL + RETRACTIONS + DOUBTS + NOT_SAID + NOTES


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session46_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
