"""Issue 25, session 37: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session36_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_MUFFINS = "15 * 8 = 120 muffins on the trays.\n120 + 9 = 129 muffins.\n\n"
_PRODUCT = "x = 7 and y = 5, so xy = 7 * 5 = 35.\n\n"

# After an answer phrase or a box, a note in brackets that only gives the working or the facts
# behind the value: the value before it is the answer. A note that takes it back, doubts it,
# rounds it, offers another value or concludes anew is still read by the other rules.
WORKING_NOTES = [
    (G, _MUFFINS + "The answer is 129 (15 × 8 = 120 on the trays, 120 + 9 = 129).", "129", True, OK),
    (G, _MUFFINS + "The answer is 129 muffins (15 × 8 = 120; 120 + 9 = 129).", "129", True, OK),
    (G, _MUFFINS + "The answer is 120 (with the 9 on the counter, 129 muffins).", "129", False, MIS),
    (G, _MUFFINS + "The answer is 129 (actually 130).", "129", False, None),
    (G, _MUFFINS + "The answer is 129 (or 130).", "129", False, None),
    (G, _MUFFINS + "The answer is 129 (approximately).", "129", False, None),
    (G, _MUFFINS + "Final answer: 129 (hopefully)", "129", False, None),
    (G, _PRODUCT + "The answer is 35 (x = 7, y = 5).", "35", True, OK),
    (G, _PRODUCT + "The answer is 7 (Ana is 35, her brother is 5).", "7", True, OK),
    (G, _PRODUCT + "The answer is 35 (Ana is 7 years older than her brother).", "7", False, MIS),
    (M, _PRODUCT + "Thus, the answer is \\(\\boxed{35}\\) (with \\(x = 7\\), \\(y = 5\\)).", "35", True, OK),
    (M, _PRODUCT + "Thus, the answer is \\(\\boxed{35}\\) (but I am not sure that y = 5).", "35", False, None),
    (M, _PRODUCT + "Thus, the answer is \\(\\boxed{7}\\) (so \\(xy = 35\\)).", "35", False, MIS),
]  # fmt: skip

# After `</think>`, a sentence that names the answer or concludes in another language, with its
# value in words the checker does not read (or a range in words), states a value: the think
# block's last number is not read in its place.
AFTER_THINK_IN_WORDS = [
    (G, "<think>\n14 × 4 = 56\n56 − 9 = 47\n</think>\n\nLa respuesta es cincuenta y seis.", "47", False, None),
    (G, "<think>\n14 × 4 = 56\n56 − 9 = 47\n</think>\n\nCevap elli altıdır.", "47", False, None),
    (G, "<think>\n37 − 36 = 1\n</think>\n\nPor lo tanto, sobran uno o dos huevos.", "1", False, None),
    (G, "<think>\n37 − 36 = 1\n</think>\n\n따라서 남는 달걀은 한두 개입니다.", "1", False, None),
    (G, "<think>\n14 × 4 = 56\n56 − 9 = 47\n</think>\n\nLa respuesta es cuarenta y siete.", "47", True, OK),
    (G, "<think>\n56 − 9 = 47\nSo the answer is 47.\n</think>\nThe user is happy with the answer.", "47", True, OK),
    (G, "<think>\n37 − 36 = 1\n</think>\n\nIl reste donc exactement un œuf.", "1", True, OK),
    (G, "<think>\n37 − 36 = 1\n</think>\n\nZostaje więc dokładnie jedno jajko.", "1", True, OK),
    (G, "<think>\n37 − 36 = 1\n</think>\n\nIl reste donc assez pour une grande omelette.", "1", False, None),
]  # fmt: skip

# A hedge between the last math and the value after it in another language: no value stated
# (the math names the quantity asked about, not its value).
HEDGED_AFTER_MATH = [
    (M, "\\[ 2{,}828 \\cdot 4{,}243 \\approx 12{,}00 \\]\n\nDas Produkt \\(\\sqrt{8}\\cdot\\sqrt{18}\\) ist also ungefähr 12.", "12", False, None),
    (M, "\\[ 2{,}828 \\cdot 4{,}243 \\approx 12{,}00 \\]\n\nИтак, \\(\\sqrt{8}\\cdot\\sqrt{18}\\) примерно равно 12.", "12", False, None),
    (M, "\\[ \\sqrt{8}\\cdot\\sqrt{18} = \\sqrt{144} = 12 \\]\n\nИтак, \\(\\sqrt{8}\\cdot\\sqrt{18}\\) равно 12.", "12", True, OK),
    (M, "\\[ \\sqrt{8}\\cdot\\sqrt{18} = \\sqrt{144} = 12 \\]\n\nDas Produkt \\(\\sqrt{8}\\cdot\\sqrt{18}\\) ist also 12.", "12", True, OK),
]  # fmt: skip

_CRUZ = "$409,500 - $400,000 = $9,500\n\n"
_CASTLES = (
    "220 * 0.4 = 88 ruined castles; half of 88 is 44.\n\n"
    "Therefore, the number of unmanned ruined castles is 44. We can verify this: the number of "
    "unmanned ruined castles should be {}. This confirms our calculation.\n\n"
    "In summary, we multiplied 220 by 0.4, which gave us 88, and took half of it, which was 44. "
    "This matches the given information, so our answer is correct."
)
_ROBE = (
    "<think>\n2 + 1 = 3\n</think>\n\nSure, let's break down the problem step by step.\n\n"
    "**Problem Statement:**\nA robe requires **2 bolts of blue fiber** and **half that amount of "
    "white fiber**.\n**Question:**\nHow many bolts in total does it take?\n\n**Solution:**\n"
    "White fiber = 2 / 2 = 1 bolt. Total = 2 + 1 = 3 bolts.\n\n**Final Answer:**\n\\[\n\\boxed{{{}}}\n\\]"
)
_NICK = (
    "**Difference in Net Pay:**\n\\[\n\\$32,\\!400 - \\$24,\\!000 = \\$8,\\!400\n\\]\n\n"
    "Therefore, Nick will make \\(\\boxed{{\\${}}}\\) more at the job with the higher net pay rate."
)

# Closings of real long chain-of-thought (rounds 93, 105-109).
REAL_CLOSINGS = [
    (G, _CRUZ + "Therefore, the total price of the house is $9 500 more than Mrs. Cruz's budget.", "9500", True, OK),
    (G, _CRUZ + "Therefore, the total price of the house is $9,500 more than Mrs. Cruz's budget.", "9500", True, OK),
    (G, _CRUZ + "Therefore, the total price of the house is about $9,500 more than Mrs. Cruz's budget.", "9500", False, None),
    (G, _CRUZ + "The total is $9,500 more than the budget.", "9500", False, None),
    (G, _CASTLES.format(44), "44", True, OK),
    (G, _CASTLES.format(45), "44", False, None),
    (G, _ROBE.format(3), "3", True, OK),
    (G, _ROBE.format(2), "3", False, MIS),
    (G, _NICK.format("8,\\!400"), "8400", True, OK),
    (G, _NICK.format("8,\\!300"), "8400", False, None),
    (G, "$11 - $9 = $2\n\nTherefore, Juice Box C is $2 more than Juice Box B.", "2", True, OK),
    (G, "$11 - $9 = $2\n\nJuice Box C is 2 dollars more than Juice Box B.", "2", True, OK),
    (G, "$11 - $9 = $2\n\nTherefore, Juice Box C is about $2 more than Juice Box B.", "2", False, None),
    (G, "$11 - $9 = $2\n\nTherefore, Juice Box C is $2 more than the other box.", "2", False, None),
    (G, "120 + 80 = 200\n\nThe group has spent $200 overall on snacks and drinks.", "200", True, OK),
    (G, "120 + 80 = 200\n\nThe group has spent $200 altogether on snacks and drinks.", "200", True, OK),
    (G, "120 + 80 = 200\n\nThe group has spent about $200 overall on snacks and drinks.", "200", False, None),
]  # fmt: skip

_CHAIRS = "8 - 5 = 3 chairs for the sixth table; 3 * 8 = 24 for the rest.\n3 + 24 = 27 chairs.\n"

# A note in brackets on the answer's line (after `####`, an answer phrase or a box) that leaves
# the value unsettled: an edit or a correction to come, "to be confirmed", "if I read the
# question right", a margin, another value on a condition, a guess. A note that only names the
# unit, or the same value in another unit, leaves it as it is.
UNSETTLED_NOTES = [
    (G, _CHAIRS + "#### 27 (to be confirmed)", "27", False, None),
    (G, _CHAIRS + "#### 27 (edit: 24 — the sixth table already has its chairs)", "27", False, None),
    (G, _CHAIRS + "#### 27 (±3 for guests)", "27", False, None),
    (G, _CHAIRS + "The answer is 27 (edit: the correct total is", "27", False, None),
    (G, _CHAIRS + "#### 27 (chairs)", "27", True, OK),
    (G, _CHAIRS + "#### 27", "27", True, OK),
    (M, "x^2 - 9x + 14 = 0: the sum of the roots is 9.\nThus, the answer is \\(\\boxed{9}\\) (or \\(14\\) if it means the product).", "9", False, None),
    (M, "x^2 - 9x + 14 = 0: the sum of the roots is 9.\nThus, the answer is \\(\\boxed{9}\\) (my best guess).", "9", False, None),
    (M, "x^2 - 9x + 14 = 0: the sum of the roots is 9.\nThus, the answer is \\(\\boxed{9}\\) (if I read the question right).", "9", False, None),
    (M, "Each angle is $1080^\\circ / 8$.\n$= \\boxed{135}$ degrees (or $\\frac{3\\pi}{4}$ radians).", "135", True, OK),
    (M, "Kaya ang sagot ay $\\boxed{\\frac{-3 \\pm \\sqrt{37}}{2}}$, hindi $\\frac{3 \\pm \\sqrt{37}}{2}$.", "\\frac{-3 \\pm \\sqrt{37}}{2}", True, OK),
]  # fmt: skip

_JACKET = "0.25 * 80 = 20\n80 - 20 = 60\n60 - 10 = 50\nTherefore, Tom pays $50 for the jacket.\n**Final Answer**\n\\[\n\\boxed{50}\n\\]\n"
_STRING = "1.5 * 12 = 18\n9 * 18 = 162\nSo, Marcus needs 162 inches of string in total. The answer is \\(\\boxed{162}\\).\n\n"

# After the answer, a sentence that says it again must agree: right after the box, a plain one
# with no opener ("Tom pays $60 for the jacket."); the last sentence of a paragraph that
# concludes anew ("However, ... So Marcus needs 180 inches of string in total."). A remark after
# the box is no restatement ("That is 8 hours of reading.", "For comparison, ... is 14.").
SAID_AGAIN_AFTER = [
    (G, _JACKET + "Tom pays $60 for the jacket.", "50", False, MIS),
    (G, _JACKET + "Tom pays $50 for the jacket.", "50", True, OK),
    (G, _JACKET + "That is 60 dollars before the coupon.", "50", True, OK),
    (G, _JACKET + "For comparison, the sale price is $60.", "50", True, OK),
    (G, _STRING + "However, this leaves no string for the knots: 9 × 2 = 18 more inches, so the total is 162 + 18 = 180 inches. So Marcus needs 180 inches of string in total.", "162", False, MIS),
    (G, _STRING + "However, nothing is needed for the knots. So Marcus needs 162 inches of string in total.", "162", True, OK),
]  # fmt: skip

_TANK = (
    "1/4 × 1,200 = 300 liters\n1,200 − 300 = 900 liters\n900 ÷ 75 = 12 minutes\n"
    "Thus, it will take 12 minutes to fill the tank.\n"
)
_COUPON = "0.25 × 80 = 20\n80 − 20 = 60\n60 − 10 = 50\nTherefore, Tom pays $50 for the jacket.\n"

# After the conclusion: a caveat that changes nothing ("However, this assumes ...", no number),
# and a check that works with numbers of its own and says it agrees, leave it the answer; a
# caveat with a new value, or a check that disagrees, does not.
AFTER_THE_CONCLUSION = [
    (G, _TANK + "However, this assumes no water leaks out. The problem mentions no leak, so the time stays the same.", "12", True, OK),
    (G, _TANK + "However, if 15 liters a minute leak out, the tank gains only 60 liters a minute, and it takes 15 minutes.", "12", False, None),
    (G, _TANK + "However, tanks often leak: at 15 liters a minute the tank gains 60 a minute, and 900 ÷ 60 = 15 minutes. So it will take 15 minutes to fill the tank.", "12", False, MIS),
    (G, _TANK + "However, the problem mentions no leak. So it will take 12 minutes to fill the tank.", "12", True, OK),
    (G, _COUPON + "We can verify this: Tom saves $20 and $10, a total of $30, and $80 − $30 = $50. This confirms the price he pays.\nIn summary, the discount comes first.", "50", True, OK),
    (G, _COUPON + "We can verify this: Tom saves $20 and $10, a total of $30, and $80 − $30 = $40. Hmm, that is not the same.\nIn summary, the discount comes first.", "50", False, None),
    (G, "23 × 6 = 138\n138 + 5 = 143\n#### 143 (23 × 6 = 138; 138 + 5 = 143)", "143", True, OK),
    (G, "23 × 6 = 138\n138 + 5 = 143\n#### 143 (23 × 6 = 138; or 144 if the loose ones count)", "143", False, None),
]  # fmt: skip

# Words that reject or annotate the value inside a tag or a box, and a postscript that puts
# another value after it.
ANNOTATED_INSIDE = [
    (G, "<think>\n1250 × 40 = 50000\n</think>\n<answer>50000 (rejected)</answer>", "50000", False, None),
    (G, "<think>\n1250 × 40 = 50000\n</think>\n<answer>50000 bottles</answer>", "50000", True, OK),
    (M, "So $x = 4$.\nThe final answer is: $\\boxed{4 \\text{ (extraneous)}}$.", "4", False, None),
    (M, "So $x = 4$.\nThe final answer is: $\\boxed{4}$.\nP.S. it's 2.", "4", False, MIS),
    (M, "So $x = 4$.\nThe final answer is: $\\boxed{4}$.\nP.S. it is a nice problem.", "4", True, OK),
]  # fmt: skip

ALL = (
    ANNOTATED_INSIDE
    + AFTER_THE_CONCLUSION
    + WORKING_NOTES + AFTER_THINK_IN_WORDS + HEDGED_AFTER_MATH + REAL_CLOSINGS + UNSETTLED_NOTES
    + SAID_AGAIN_AFTER
)  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session37_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
