"""Issue 25, session 40: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session39_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_TRAINS = (
    "Okay, so there's this problem about two trains going west 80 miles and then north 150 miles."
    " The question asks for the distance each train covered.\n\nEach train went 80 + 150 miles."
    " So total distance is 230. \n\n"
)
_ROOT_CHECK = (
    "Okay, so William divided (-3 + 4i) by (1 + 2i).\n\nMultiplying by the conjugate gives"
    " (5 + 10i)/5 = 1 + 2i. The correct answer is 1 + 2i.\n\n"
)

# A reasoning trace that opens "Okay, so ..." and never ends its thinking (no `</think>`) is a
# think block never closed: a value it checks, the check cut by the token limit, is no answer.
OPEN_TRACES = [
    (G, _TRAINS + "But just to be thorough, let me", "230", False, NONE),
    (G, _TRAINS + "So the answer is 230.", "230", True, OK),
    (M, _ROOT_CHECK + "But just to make sure, let me compute it again.\n\nNumerator: (-3 + 4i)(1 - 2i)\n\n= (-3", "1+2i", False, NONE),
    (M, _ROOT_CHECK + "So the quotient is 1 + 2i.", "1+2i", True, OK),
]  # fmt: skip

# A tag is an answer slot: words after its value are read as they are after "The answer is".
TAGS = [
    (M, "<think>(-3)^3 = -27.</think>\n<answer>-3, since (-3)^3 = -27</answer>", "-3", True, OK),
    (M, "<think>(-3)^3 = -27.</think>\n<answer>-3, since 3^3 = 27, maybe 3</answer>", "-3", False, None),
    (G, "<think>35 - 9 = 26.</think>\n<answer>26 students, which is 9 fewer than Class A</answer>", "26", True, OK),
    (G, "<think>35 - 9 = 26.</think>\n<answer>26, which is wrong</answer>", "26", False, None),
    (G, "<think>3 x 8.10 = 24.30, 24.30 - 24.30 = 0.</think>\n<answer>$0 (placeholder until I confirm the notebook price)</answer>", "0", False, None),
    (G, "<think>3 x 8.10 = 24.30, 24.30 - 24.30 = 0.</think>\n<answer>$0 (she spends all of it)</answer>", "0", True, OK),
    (G, "<think>80 - 20 = 60.</think>\n<answer>$20 off, so the jacket costs $60.</answer>", "60", True, OK),
    (G, "<think>80 - 20 = 60.</think>\n<answer>$20 off, so the jacket costs $60.</answer>", "20", False, None),
    (G, "<think>3 dozen at $2 each: 36 x 2 = 72.</think>\n<answer>$72 (if roses are sold singly; otherwise $24)</answer>", "72", False, None),
    (G, "<think>15 rows of 7: 105.</think>\n<answer>105 (one hundred five) chairs</answer>", "105", True, OK),
    (M, "<think>1, 2, 3, 4, 6, 9, 12, 18, 36.</think>\n<answer>9 divisors: 1, 2, 3, 4, 6, 9, 12, 18, 36</answer>", "9", True, OK),
    (M, "<think>1, 2, 3, 4, 6, 12, 18, 36.</think>\n<answer>9 divisors: 1, 2, 3, 4, 6, 12, 18, 36</answer>", "9", False, None),
    (G, "<think>-4 + 11 = 7.</think>\n<answer>7 degrees Celsius above zero</answer>", "7", True, OK),
    (G, "<think>4 - 11 = -7.</think>\n<answer>7 degrees Celsius below zero</answer>", "7", False, None),
]  # fmt: skip

# Last sentences: a condition of the subject before its value, a time of day, a cost that comes
# to a total including a part, a mixed number among other numbers, one amount in two units,
# points named in math.
SENTENCES = [
    (M, "7! x 2! = 5040 x 2 = 10080.\n\nTherefore, the number of ways 6 girls and 2 boys can sit in a row if the 2 boys insist on sitting next to each other is 10080.", "10,\\!080", True, OK),
    (G, "2000 - 1800 = 200; 200 / 1250 * 300 = 48.\n\nTherefore, you can eat 48 grams of chips if your target is 2000, or 60 grams otherwise.", "48", False, None),
    (G, "4 x 40 = 160.\nSince Sandra ordered 160 red roses, Fred must deliver 160 red roses by 5 pm.", "160", True, OK),
    (G, "4 x 40 = 160.\nFinal Answer: Fred must deliver 160 red roses by 5 pm.", "160", True, OK),
    (G, "4 x 40 = 160.\nFinal Answer: Fred must deliver 160 red roses and 5 white ones.", "160", False, None),
    (G, "Labour = $157.50; bill = $157.50 + $30 = $187.50.\n\nSo the total bill comes to $187.50, including the $30 call-out fee.", "187.5", True, OK),
    (G, "Labour = $157.50; bill = $157.50 + $30 = $187.50.\n\nSo the total bill comes to $187.50, or $157.50 without the fee.", "187.5", False, None),
    (G, "9/4 x 3 = 27/4 = 6 3/4.\n\nLucy needs 6 3/4 cups of flour for the 3 batches.", "6.75", True, OK),
    (G, "9/4 x 3 = 27/4 = 6 3/4.\n\nLucy needs 6 1/4 cups of flour for the 3 batches.", "6.75", False, MIS),
    (G, "180 + 35 = 215.\n\nThe trip lasts 3 hours 35 minutes, that is, 215 minutes.", "215", True, OK),
    (G, "180 + 35 = 215.\n\nThe trip lasts 3 hours 35 minutes, that is, 205 minutes.", "215", False, None),
    (M, "x + 2x + 3x = 180, so x = 30.\n\nTherefore, \\(\\angle C\\) measures 90 degrees, so triangle \\(ABC\\) is a right triangle.", "90", True, OK),
    (M, "x + 2x + 3x = 180, so x = 30.\n\nTherefore, \\(\\angle C\\) measures 90 degrees or 60 degrees.", "90", False, None),
    (G, "$1.50 x 8 = $12.00\n\nAnswer: 8 pens will cost $12.00.", "12", True, OK),
    (G, "$1.50 x 8 = $12.00\n\nAnswer: 8 pens will cost $12.00.", "8", False, None),
    (G, "$1500 x 12 = $18,000\n\nAnswer: Jessica pays $18,000 in a year if she pays 50% more than the minimum on her debts.", "18000", True, OK),
    (G, "$1500 x 12 = $18,000\n\nAnswer: Jessica pays $18,000 in a year, but if she pays the minimum it is $12,000.", "18000", False, None),
    (G, "90 / 6 = 15 rats; 10 cages * 5 pieces.\nSo there are 15 rats / 3 cages = 5 rats in each cage.", "5", True, OK),
]  # fmt: skip

ALL = OPEN_TRACES + TAGS + SENTENCES


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session40_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
