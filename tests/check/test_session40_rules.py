"""Issue 25, session 40: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session39_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

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
    (G, "<think>24.30 - 24.30 = 0.</think>\n<answer>$0 - she spends exactly all of her money.</answer>", "0", True, OK),
    (G, "<think>24.30 - 24.30 = 0.</think>\n<answer>$0 - I think, not sure yet</answer>", "0", False, None),
    (G, "<think>9 pairs + 3 pairs = 12 pairs. 12 x 2 = 24 socks.\nAlternatively: 9 pairs = 18 socks, 3 pairs = 6 socks, 18 + 6 = 24.\nSo the answer is 24.</think>\n<answer>24 pairs</answer>", "24", False, MIS),
    (G, "<think>9 pairs + 3 pairs = 12 pairs. So the answer is 12.</think>\n<answer>12 pairs</answer>", "12", True, OK),
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

# Second batch (rounds 210-211, real 159-164): not committed ("(pending: ...)", "before giving a
# final answer"), an answer key's value, an ordinal with what it ranks, a π expression with its
# unit, givens named after a possessive or a purpose, a cut copy that ends on an opened amount,
# a summary cut inside inline math, "on a single tank", ordinals after a determiner.
SECOND_BATCH = [
    (G, "25 x 16 = 400; 400 - 135 = 265.\n#### 265\n\n(pending: I still have to check whether the bike price included tax before this is final)", "265", False, None),
    (G, "25 x 16 = 400; 400 - 135 = 265.\n#### 265\n\n(I checked whether the bike price included tax: it did.)", "265", True, OK),
    (M, "There are 8 outcomes and 3 of them have two heads.\n\nDraft: $\\frac{3}{8}$. I need to recount the outcomes before giving a final answer.", "\\frac{3}{8}", False, None),
    (G, "Sorry, I can't work this one out step by step, but the answer key for this worksheet says #### 380.", "380", False, NONE),
    (G, "400 - 20 = 380, which matches what the worksheet shows.\n#### 380", "380", True, OK),
    (M, "The smallest difference is for the twelfth grade, so the answer is $\\boxed{12^{\\mathrm{th}} \\text{ grade}}$.", "12", True, OK),
    (M, "The smallest difference is for the eleventh grade, so the answer is $\\boxed{11^{\\mathrm{th}} \\text{ grade}}$.", "12", False, MIS),
    (M, "The area is 400r - 2πr^2, largest at r = 100/π.\n\nTherefore, the largest possible area of the field is 20000/π square meters.", "\\frac{20000}{\\pi}", True, OK),
    (M, "The area is 400r - 2πr^2, largest at r = 100/π.\n\nTherefore, the largest possible area of the field is 10000/π square meters.", "\\frac{20000}{\\pi}", False, MIS),
    (G, "80 slices / 8 slices per pizza = 10 pizzas\n\nSo, John needs to order 10 pizzas to make sure each of his 20 friends can have 4 slices.", "10", True, OK),
    (G, "60 minutes is equal to 60/60 = 1 hour.\n\nAnswer: It will take Kalinda and her mom 1 hour to complete the 360 piece puzzle.", "1", True, OK),
    (G, "4 x 45 = 180 seats, enough for 160 people.\n\nThe school needs 4 buses for its 148 students and 12 teachers.", "4", True, OK),
    (G, "4 x 9 = 36\n\nAnswer: Jim spends 36 hours on TV and reading in 4 weeks.", "36", True, OK),
    (G, "25 mpg x 12 gallons = 300 miles\n\nTherefore, Sophia can drive 300 miles on a single tank of gas.", "300", True, OK),
    (G, "465 - 367 = 98\n\nFinal Answer: Brinley needs to score 98 on her sixth test to get an average of 93.", "98", True, OK),
    (G, "465 - 367 = 98\n\nFinal Answer: Brinley needs to score 98 sixths.", "98", False, None),
    (G, "84 - 63 = 21\n\nAnswer: There were 21 watermelons not ready to be harvested after the two weeks.", "21", True, OK),
    (G, "84 - 63 = 21\n\nAnswer: There were not 21 watermelons ready to be harvested.", "21", False, None),
]  # fmt: skip

_ONIONS = (
    "Step 1: The chef bought 4 bags of 50 pounds: 4 * 50 = 200 pounds.\n\nStep 2: 200 pounds * $1.50"
    " per pound = $300.\n\nAnswer: The chef spent $300 on onions.\n\n"
)

# Third batch (rounds 212-213, real 165-168) and the review of rounds 209-211: a trace cut in the
# middle of its thinking, an answer line said again with its whole solution, a footnote that takes
# the answer back, a rate where a step found what is left, a rate over the period the working
# totals, a note aside after an answer phrase.
THIRD_BATCH = [
    (G, "Okay, so the oil heats for 20 minutes, then 28 more: 48. Cooking takes 43.\n\nSo, I think the answer is 91 minutes.\n\nBut let me think about the structure again.\n\nTotal time: 48 + 43 = 91 minutes.\n\nYes, that seems correct", "91", False, NONE),
    (G, "Okay, so the oil heats for 20 minutes, then 28 more: 48. Cooking takes 43.\n\nSo, I think the answer is 91 minutes.\n</think>\n\nThe total time is 91 minutes.", "91", True, OK),
    (G, _ONIONS * 6 + "Step 1: The chef bought 4 bags of 50 pounds: 4", "300", True, OK),
    (G, _ONIONS * 6 + "Step 1: The chef bought 4 bags of 50 pounds: 4", "4", False, MIS),
    (G, "60 - 4 = 56 usable pieces.\n\nThe answer is 56.[^1]\n\n[^1]: On re-reading, 4 pieces fray from each rope, so she has 60 - 12 = 48 usable pieces.", "56", False, MIS),
    (G, "60 - 4 = 56 usable pieces.\n\nThe answer is 56.[^1]\n\n[^1]: The ropes are 15 meters long each.", "56", True, OK),
    (G, "## Step 2: Find how many pages Omar has read.\n18 x 14 = 252 pages.\n\n## Step 3: Find how many pages are left.\n300 - 252 = 48 pages.\n\n#### 48 pages a day", "48", False, None),
    (G, "## Step 2: Find how many pages Omar has read.\n18 x 14 = 252 pages.\n\n## Step 3: Find how many pages are left.\n300 - 252 = 48 pages.\n\n#### 48 pages", "48", True, OK),
    (G, "Weekdays: 5 x 2.5 = 12.5 km. Weekend: 2 x 4 = 8 km.\nSo over the 7 days of a week Sam walks 20.5 km altogether.\n</think>\n<answer>20.5 km per week</answer>", "20.5", True, OK),
    (G, "Weekdays: 5 x 2.5 = 12.5 km. Weekend: 2 x 4 = 8 km.\nSo in total Sam walks 20.5 km.\n</think>\n<answer>20.5 km per day</answer>", "20.5", False, None),
    (G, "So the son is 12 years old now, and Ana is 3 x 12 = 36 years old.\n\nThe answer is: Ana is 36 years old now (her son is 12).", "36", True, OK),
    (G, "So the son is 12 years old now, and Ana is 3 x 12 = 36 years old.\n\nThe answer is: Ana is 36 years old now (or maybe 40).", "36", False, None),
]  # fmt: skip

ALL = OPEN_TRACES + TAGS + SENTENCES + SECOND_BATCH + THIRD_BATCH


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session40_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
