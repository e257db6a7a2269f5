"""Issue 25, session 38: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session37_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_PLANS = (
    "Plan A: $35 × 12 = $420, with the $50 fee $470.\nPlan B: $42 × 12 = $504.\n"
    "Difference: $504 − $470 = $34\n\n"
    "So, Plan B costs $34 more than Plan A over one year. The answer is \\(\\boxed{34}\\).\n\n"
)
_GARDEN = (
    "Mia: 6 × 14 = 84 plants. Jon: 8 × 9 = 72 plants. 84 − 72 = 12.\n\n"
    "Therefore, Mia planted 12 more tomato plants than Jon.\n\n**Final Answer**\n\\[\n\\boxed{12}\n\\]\n\n"
)
_BOOK = (
    "Days: 336 ÷ 12 = 28. Weeks: 28 ÷ 7 = 4.\n\n"
    "So, it will take Nora 4 weeks to finish the book. The answer is \\(\\boxed{4}\\).\n\n"
)

# After the answer, a sentence that repeats a concluding sentence before it word for word but
# for its number says the answer again with another value: the two must agree. The same sentence
# with the same number, a sentence about something else and a sentence too short to be an echo
# keep the answer.
ECHOES = [
    (G, _PLANS + "However, many carriers waive the fee. Without it, Plan A costs $420, so Plan B costs $504 − $420 = $84 more. So Plan B costs $84 more than Plan A over one year.", "34", False, MIS),
    (G, _PLANS + "So Plan B costs $34 more than Plan A over one year.", "34", True, OK),
    (G, _PLANS + "In other words, Plan B is $34 a year dearer.", "34", True, OK),
    (G, _GARDEN + "Mia planted 10 more tomato plants than Jon.", "12", False, MIS),
    (G, _GARDEN + "Mia planted 12 more tomato plants than Jon.", "12", True, OK),
    (G, _GARDEN + "That is 84 against 72 plants.", "12", True, OK),
    (G, _BOOK + "However, Nora might skip weekends. Reading only 5 days a week, she needs 336 ÷ 60 = 5.6 weeks, so it will take Nora about 6 weeks to finish the book.", "4", False, MIS),
    (G, _BOOK + "Reading every day, it will take Nora exactly 4 weeks to finish the book.", "4", True, OK),
    (G, _BOOK + "That is 28 days.", "4", True, OK),
]  # fmt: skip

_STRING = (
    "One piece: 1.5 × 12 = 18 inches. Nine pieces: 9 × 18 = 162 inches.\n\n"
    "So, Marcus needs 162 inches of string in total. The answer is \\(\\boxed{162}\\).\n\n"
)

# A check after the answer that finds the values at odds and leaves them so takes the answer
# back; a check that finds them in agreement keeps it.
AT_ODDS = [
    (G, _STRING + "Let me double-check. 1.5 feet is 12 + 5 = 17 inches, so 9 × 17 = 153. Hmm, that's 153, but above I got 162. These don't agree, so one of the two conversions is wrong.", "162", False, NONE),
    (G, _STRING + "Check: 162 ÷ 9 = 18 inches a piece, which does not match 1.5 feet = 17 inches.", "162", False, None),
    (G, _STRING + "Check: 13.5 feet × 12 = 162 inches. The two ways agree.", "162", True, OK),
    (G, _STRING + "Check: 162 ÷ 9 = 18 inches, which matches 1.5 × 12 = 18.", "162", True, OK),
]  # fmt: skip

_CLASS = (
    "1. **Absent students:** 15% of 40 = 0.15 x 40 = 6 students were absent.\n"
    "2. **Present students:** 40 - 6 = 34 students were present.\n"
    "3. **Check:** 100% - 15% = 85% were present, and 0.85 x 40 = 34.\n\n"
)

# A percent after a GSM8K answer where the working speaks of other percentages: the value must
# be one the working wrote as a percentage (or turned into one: `× 100`, a share as a decimal).
PERCENT_NOT_WORKED = [
    (G, _CLASS + "#### 34 percent", "34", False, MIS),
    (G, _CLASS + "#### 34", "34", True, OK),
    (G, _CLASS + "#### 85%", "85", True, OK),
    (G, "Raised: 12 of 60 students.\n12 / 60 × 100 = 20, and 5% of them are teachers.\n#### 20%", "20", True, OK),
    (G, "The share is 12/60 = 0.2, while 5% were absent.\n#### 20%", "20", True, OK),
]  # fmt: skip

_CHAIRS = (
    "9 tables × 8 chairs = 72 chairs needed.\n72 − 45 = 27 chairs.\n\n"
    "So the club needs 27 more chairs.\n\n"
)

# A recap after the concluding sentence that doubts or estimates the value ("give or take",
# "probably") is no plain recap: the conclusion is not read past it.
DOUBTING_RECAP = [
    (G, _CHAIRS + "The club needs 27 more chairs (give or take a few for guests who bring a partner).", "27", False, None),
    (G, _CHAIRS + "The club probably needs 27 more chairs.", "27", False, None),
    (G, _CHAIRS + "The club needs 27 more chairs (72 − 45).", "27", True, OK),
    (G, _CHAIRS + "The key is to subtract the chairs the club already owns.", "27", True, OK),
]  # fmt: skip

_STEPS = "x + 1 = 8, so x = 7.\n\n"

# After an answer phrase, words that estimate, doubt or bound the value: no value stated (and no
# letter of them is read as a factor: `likely \(0\)` is no 0). In prose, a bound right before
# the last math: no value ("adds up to" is a sum, no bound).
HEDGED_LEADS = [
    (M, _STEPS + "The answer is most likely \\(x = 7\\).", "7", False, None),
    (M, _STEPS + "The answer is likely \\(0\\).", "0", False, None),
    (M, _STEPS + "The answer is probably 7.", "7", False, None),
    (G, "28 × 0.75 = 21.\n\nThe answer is at least 21 students.", "21", False, None),
    (M, _STEPS + "The answer is \\(x = 7\\).", "7", True, OK),
    (M, _STEPS + "The answer is exactly \\(7\\).", "7", True, OK),
    (M, _STEPS + "So \\(x\\) is at most \\(7\\).", "7", False, None),
    (M, "The diagonal gives s = 2/√2.\n\nSo the side length is at least \\(\\sqrt{2}\\).", "\\sqrt{2}", False, None),
    (M, "2 + 3 = 5.\n\nSo the roots add up to \\(5\\).", "5", True, OK),
    (M, _STEPS + "So \\(x\\) is \\(7\\).", "7", True, OK),
]  # fmt: skip

_NOON = "Starting from −7°C: −7 + 24 = 17°C.\n\n"

# A margin after the value in a prose closing; "under freezing" and "shy" after a number.
MARGINS_AND_SIGNS = [
    (G, _NOON + "So the temperature at noon was 17 ± 1 °C.", "17", False, None),
    (G, "4 × $4,500 = $18,000.\n\nSo the firm pays $18,000 ± $500 a month.", "18000", False, None),
    (G, _NOON + "So the temperature at noon was 17 °C.", "17", True, OK),
    (G, _NOON + "<answer>17 °C under freezing</answer>", "17", False, MIS),
    (G, "−7 − 11 = −18.\n\n<answer>18 degrees under freezing</answer>", "-18", True, OK),
    (G, "75 − 57 = 18.\nThe final answer is: Priya is $18 shy of the total cost.", "18", False, None),
    (G, "75 − 57 = 18.\nThe final answer is: Priya has $18 left.", "18", True, OK),
]  # fmt: skip

_WAGES = "He earns $12 per hour for 13 hours: 13 × 12 = $156.\n\n"

# A rate after the value in a prose closing is part of what is stated and is judged against the
# working, as after `####`: the working's rate was another value's.
RATES_IN_PROSE = [
    (G, _WAGES + "So Omar earned $156 per hour.", "156", False, None),
    (G, _WAGES + "So Omar earned $156 this week.", "156", True, OK),
    (G, _WAGES + "So Omar earned $156.", "156", True, OK),
    (G, "He earns $156 in 13 hours: 156 / 13 = $12.\n\nSo Omar earns $12 per hour.", "12", True, OK),
]  # fmt: skip

# A box followed, past its closing delimiter, by "is NOT the answer": taken back.
BOX_DENIED = [
    (G, _WAGES + "\\(\\boxed{156}\\) is NOT the answer — I forgot the unpaid lunch breaks.", "156", False, None),
    (G, _WAGES + "\\(\\boxed{156}\\) is the answer.", "156", True, OK),
]  # fmt: skip

_KEEGAN = (
    "Total earned: $83 + $91 = $174. Remaining: $200 − $174 = $26.\n\n"
    "**Final Answer:**\n\\[\n\\boxed{26}\n\\]\n\n"
)

# Real closings (round 120-122): a restatement that ends on the goal it is measured against; a
# count of dozens where the question asked in dozens and the working divided by 12; an interval
# in plain text with ∞; a count after "to <verb>" before a purpose clause.
REAL_CLOSINGS = [
    (G, _KEEGAN + "Keegan and Tasha need to earn an additional **\\$26** to reach their fundraising goal of \\$200.", "26", True, OK),
    (G, _KEEGAN + "Keegan and Tasha need to earn an additional **\\$26** to reach their fundraising goal of \\$230.", "26", False, None),
    (G, "To find out how many dozen cookies she needs: \\[ \\frac{60 \\text{ cookies}}{12 \\text{ cookies/dozen}} = 5 \\text{ dozen} \\]\n\nShannon needs to make \\(\\boxed{5}\\) dozen cookies.", "5", True, OK),
    (G, "She eats 2 × 30 = 60 cookies, 60 / 5 = 12.\n\nShannon needs \\(\\boxed{12}\\) dozen cookies.", "12", False, None),
    (M, "For x > 5 the expression is positive.\nThe solution in interval notation is (5, ∞).", "(5,\\infty)", True, OK),
    (M, "For x > 5 the expression is positive.\nThe solution in interval notation is (-∞, 5).", "(5,\\infty)", False, None),
    (G, "How many dozens will she need?\nShe eats 60 cookies. 60 cookies divided by 12 cookies per dozen is 5.  Shannon needs to make 5 dozen cookies to last her 30 days.", "5", True, OK),
]  # fmt: skip

_RADICALS = "\\[ \\sqrt{50} + \\sqrt{18} = 5\\sqrt{2} + 3\\sqrt{2} = 8\\sqrt{2}. \\]\n\n"
_POWER = "\\[ (1+i)^8 = ((1+i)^4)^2 = (-4)^2 = 16. \\]\n\n"

# The expression the problem poses, as the subject of the last sentence or before `\approx`, is
# no value stated (it equals the gold by definition); the same after the box, set equal to
# another value, must agree with it.
EXPRESSION_ASKED = [
    (M, _RADICALS + "So \\(\\sqrt{50} + \\sqrt{18}\\) is between 11 and 12.", "8\\sqrt{2}", False, None),
    (M, _RADICALS + "Therefore \\(\\sqrt{50} + \\sqrt{18} \\approx 11.3\\).", "8\\sqrt{2}", False, None),
    (M, _POWER + "So \\((1+i)^8\\) is a complex number of modulus 16.", "16", False, None),
    (M, "\\[ \\log_2 8 - \\log_3 27 = 3 - 3 = 0. \\]\n\nSo \\(\\log_2 8 - \\log_3 27 \\approx 0\\).", "0", False, None),
    (M, _RADICALS + "Therefore \\(\\sqrt{50} + \\sqrt{18} = 8\\sqrt{2}\\).", "8\\sqrt{2}", True, OK),
    (M, _RADICALS + "So the sum is \\(8\\sqrt{2} \\approx 11.31\\).", "8\\sqrt{2}", True, OK),
    (M, "\\[ \\frac{3}{8} \\]\n\nSo \\(\\frac{3}{8}\\) is the probability of exactly 2 heads.", "\\frac{3}{8}", True, OK),
    (M, _RADICALS + "**Final Answer**\n\\[\n\\boxed{8\\sqrt{2}}\n\\]\n\nSo $\\sqrt{50} + \\sqrt{18} = 5\\sqrt{2}$.", "8\\sqrt{2}", False, MIS),
    (M, _RADICALS + "**Final Answer**\n\\[\n\\boxed{8\\sqrt{2}}\n\\]\n\nSo $\\sqrt{50} + \\sqrt{18} = 8\\sqrt{2}$.", "8\\sqrt{2}", True, OK),
]  # fmt: skip

_MUFFINS_WEEK = "36 × 7 = 252 muffins a day, 252 × 5 = 1260 a week.\n\n**Final Answer**\n\\[\n\\boxed{1260}\n\\]\n\n"

# More closings: a restatement with a verb of making; "can expect to see" is the question's own
# words, no plan; a reasoning trace cut mid-sentence, even where it looped on a conclusion; a
# restated problem under "**Problem:**" with a fraction among its givens; a condition in math,
# then the value.
MORE_CLOSINGS = [
    (G, _MUFFINS_WEEK + "So the bakery bakes 252 muffins.", "1260", False, MIS),
    (G, _MUFFINS_WEEK + "So the bakery bakes 1260 muffins.", "1260", True, OK),
    (G, "90 + 60 = 150\n\nThus, the total number of birds Lillian can expect to see each day is \\(\\boxed{150}\\).", "150", True, OK),
    (G, "Okay, so the total is 40 + 20 + 100 = 160 minutes.\n\nTherefore, the total time is 160 minutes.\n\nBut the problem says the way through, which is more naturally", "160", False, NONE),
    (G, "Okay, so the total is 40 + 20 + 100 = 160 minutes.\n\nTherefore, the total time is 160 minutes.", "160", True, OK),
    (G, "<think>\nMultiply, then take three quarters.\n</think>\n\nSure, let's solve it.\n\n**Problem:**\nRichard's building has:\n- **15 floors**\n- **8 units** per floor\n- **3/4** occupied\n\n**Question:**\nHow many units are unoccupied?\n\n15 × 8 = 120, 3/4 × 120 = 90, 120 − 90 = 30.\n\n**Final Answer:**\n\\[\n\\boxed{30}\n\\]", "30", True, OK),
    (M, "So k = 30.\n\nTherefore, when $y = 3$, $x = 600$.", "600", True, OK),
    (M, "So k = 30.\n\nTherefore, when $y = 3$, $x = 60$.", "600", False, MIS),
]  # fmt: skip

_TRAIN = "240 / 80 = 3 hours, 150 / 50 = 3 hours, 3 + 3 = 6 hours.\n\n"
_SLICES = "Total slices: 5 pizzas x 8 slices = 40 slices\nSlices left over: 40 - 36 = 4\n\n"

# Not the model's: another solution's box ("Another solution I saw online gives ..."), a quoted
# answer the model says one might write. A doubt in the sentence right after the box that ends on
# another value in math. A `####` count of another thing than the working's labelled line counts.
LATE_CLASSES = [
    (G, _TRAIN + "Re-reading the question, it asks for the first part only: 3. Another solution I saw online gives \\(\\boxed{6}\\).", "6", False, None),
    (M, _TRAIN + "Many solutions online give \\(\\boxed{6}\\), but that counts the stop; the trip takes \\(7\\) hours.", "6", False, None),
    (G, _TRAIN + "The whole trip takes \\(\\boxed{6}\\) hours.", "6", True, OK),
    (M, "a_20 = 7 + 76 = 83.\n\nSo the answer is $76$. (A common slip is to write \"The answer is $83$\" instead.)", "83", False, MIS),
    (M, "a_20 = 7 + 76 = 83.\n\nSo the answer is $83$. (A common slip is to write \"The answer is $76$\" instead.)", "83", True, OK),
    (M, "So \\(-2 \\le x \\le 5\\).\n\nSo the answer is \\(\\boxed{[-2, 5]}\\). Hmm, but I'd rather keep only the inner points, so the solution set is \\((-2, 5)\\).", "[-2,5]", False, MIS),
    (M, "So \\(-2 \\le x \\le 5\\).\n\nSo the answer is \\(\\boxed{[-2, 5]}\\). Hmm, both endpoints check out, so the solution set is \\([-2, 5]\\).", "[-2,5]", True, OK),
    (G, _SLICES + "#### 4 pizzas", "4", False, MIS),
    (G, _SLICES + "#### 4 slices", "4", True, OK),
    (G, "Bon, 216 − 37 = 179.\nAttends, vérifions : 179 + 37 = 216. Oui.\n<answer>Il reste 179 crayons.</answer>", "179", True, OK),
    (G, "140 - 60 = 80 beads\n\nSo, Margareth has 80 more beads than Elizabeth.\n\nBy following these steps, we can easily determine the difference between the two sisters' bead collections.", "80", True, OK),
    (G, "140 - 60 = 80 beads\n\nSo, Margareth has 80 more beads than Elizabeth.\n\nBy following these steps, we can easily determine the difference between the two sisters' bead collections.", "2", False, None),
    (G, "12 - 10 = 2\n\nSo she needs two more apples.", "2", True, OK),
]  # fmt: skip

ALL = (
    ECHOES + AT_ODDS + PERCENT_NOT_WORKED + DOUBTING_RECAP + HEDGED_LEADS + MARGINS_AND_SIGNS
    + RATES_IN_PROSE + BOX_DENIED + REAL_CLOSINGS + EXPRESSION_ASKED + MORE_CLOSINGS + LATE_CLASSES
)  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session38_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
