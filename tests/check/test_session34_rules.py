"""Issue 25, session 34: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session33_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_AGES = (
    "Let A, B and C be the ages.\n\n2A + B = 14\nB + 4 = (3/5)C\nC = A + 4\n\n(13/5)A = 78/5\n"
    "A = 6.\n\nNow, we can find C:\nC = A + 4 = 6 + 4 = 10.\n\nTherefore, Chris is currently 10 "
    "years old.\n\n\n"
)
_RECHECK = (
    "However, there seems to be a mistake in the calculation. Let's re-evaluate the steps to "
    "ensure accuracy.\n\nFrom the second equation, we have:\nB + 4 = (3/5)C.\n\nThis simplifies "
    "to:\n(3/5)C = (3/5)C.\n\nWe also know that C = A + 4:\n(13/5)A = 78/5\nA = 6.\n\nNow, we can "
    "find C:\nC = A + 4 = 6 + 4 = 10.\n\nTherefore, Chris is currently 10 years old.\n\n\n"
)

# A relative clause that places the value ("that is not in the domain") is the subject's, no
# denial of the value the sentence ends on; "that is not correct" still denies it.
RELATIVE_NOT = [
    (M, "The real value of $x$ that is not in the domain of the function $f(x)=\\frac{1}{|x^2+3x-4|+|x^2+9x+20|}$ is $x=-4$.", "-4", True, OK),
    (M, "The value of $x$ that is not in the domain of $f$ is $x=-4$.", "-4", True, OK),
    (M, "The value of $x$ that is not in the domain is $x=-5$.", "-4", False, MIS),
    (M, "The value of $x$ that is not correct is $x=-4$.", "-4", False, NONE),
    (G, "The number of apples that are not in the basket is 12.", "12", True, OK),
    (G, "The number of apples that are not in the basket is 12 or 13.", "12", False, NONE),
    (G, "The number that is not 12 is 12.", "12", False, NONE),
]  # fmt: skip

# A block looped word for word after the solution ("However, there seems to be a mistake ...
# Therefore, Chris is 10.") and cut: its conclusion is read, not the middle of the block where
# the run of copies happens to begin.
BLOCK_LOOPS = [
    (G, _AGES + _RECHECK * 4 + _RECHECK[:300], "10", True, OK),
    (G, _AGES + _RECHECK.replace("is currently 10", "is currently 12") * 4 + _RECHECK[:300], "10", False, MIS),
    (G, _AGES + _RECHECK * 4 + _RECHECK[:300], "12", False, MIS),
]  # fmt: skip

# A root of a number with no coefficient, said in a sentence with a unit after it.
ROOTS_IN_PROSE = [
    (M, "Since 117 is not a perfect square, we cannot simplify the square root any further. Therefore, the distance between the two points is √117 units.", "3\\sqrt{13}", True, OK),
    (M, "Therefore, the distance between the two points is √118 units.", "3\\sqrt{13}", False, MIS),
    (M, "So the smallest root is -√5 units.", "-\\sqrt{5}", True, OK),
    (M, "Therefore, the distance is at most √117 units.", "3\\sqrt{13}", False, NONE),
    (M, "Therefore, the distance is about √117 units.", "3\\sqrt{13}", False, NONE),
    (G, "Therefore, the distance between the two points is √117 units.", "117", False, None),
]  # fmt: skip

# Several values side by side: two boxes in inline math `\(...\)` are one list (a number gold
# is no list); labelled lines in a tag, "x = a or x = b" in math, "the solutions are 4 and -4" list the roots.
SEVERAL_VALUES = [
    (G, "Ann gets 90 and Ben gets 150.\n\nThe two shares are \\(\\boxed{90}\\) and \\(\\boxed{150}\\).", "150", False, PARSE),
    (M, "So the roots are \\(\\boxed{2}\\) and \\(\\boxed{-3}\\).", "2, -3", True, OK),
    (G, "s = 13, so 3s = 39.\n\nSo the father is 39 years old.", "39", True, OK),
    (G, "5 x 9 = 45\n\nThe cost per ticket is $5 and the total is $45.", "45", True, OK),
    (G, "9 + 6 = 15\n\nThe sum is 9 + 6 = 15 and the answer is 15.", "15", True, OK),
    (M, "So the roots are 3, 5, 7.\n</think>\n\n<answer>\nx = 3\nx = 5\nx = 7\n</answer>", "3,5,7", True, OK),
    (M, "So the roots are 3, 5.\n</think>\n\n<answer>\nx = 3\nx = 5\n</answer>", "3,5,7", False, None),
    (M, "Therefore, \\(x = 2 + \\sqrt{3}\\) or \\(x = 2 - \\sqrt{3}\\).", "2\\pm\\sqrt{3}", True, OK),
    (M, "So $x = 2$ or $x = 3$.", "2", False, MIS),
    (M, "Maybe $x = 2$ or $x = 3$.", "2,3", False, NONE),
    (M, "So $x = 3$ or $y = 4$.", "(3,4)", False, NONE),
    (M, "So the solutions are 4 and -4.", "\\pm 4", True, OK),
    (M, "So the solutions are 4 and 5.", "\\pm 4", False, MIS),
    (M, "So the solutions are 4 and maybe -4.", "\\pm 4", False, NONE),
]  # fmt: skip

# A value's words after it: a unit's power (`m²`), the time it was counted over ("in one week"),
# what is left after a comma ("leaving 4 slices"), the same value again after "or" ("33/100, or
# 0.33"), a variable as the sentence's subject ("$x$ is equal to 4").
VALUE_WORDS = [
    (G, "Area: 10 x 13 = 130 m^2.\n\nThe area is 130 m², with a width of 10 m and a length of 13 m.", "130", True, OK),
    (G, "**Answer:** 35 km in one week.", "35", True, OK),
    (G, "**Answer:** 35 km in one.", "1", False, None),
    (G, "4 x 9 = 36 slices eaten.\n\nThe kids eat 36 slices, leaving 4 slices.", "4", True, OK),
    (G, "4 x 9 = 36 slices eaten.\n\nThe kids eat 36 slices, leaving 4 slices.", "36", False, MIS),
    (G, "4 x 9 = 36 slices eaten.\n\nThe kids eat 36 slices, leaving 4 or 5 slices.", "4", False, NONE),
    (M, "Therefore, the probability of selecting a multiple of 3 is 33/100, or 0.33.", "\\dfrac{33}{100}", True, OK),
    (M, "Therefore, the probability of selecting a multiple of 3 is 33/100, or 0.34.", "\\dfrac{33}{100}", False, NONE),
    (G, "So she needs 4 or 4.5 hours.", "4", False, NONE),
    (M, "So, $x$ is equal to 4.", "4", True, OK),
    (M, "So, $x$ is equal to 4 or 5.", "4", False, NONE),
]  # fmt: skip

# After the answer: a next list item's number cut at the end, an invented next question under
# the labels of Korean, Japanese, Ukrainian and Hindi, a summary after `</think>` cut inside
# display math (or with "0 < t < 23" in it: no tag).
_THOUGHT = "t(t + 2) = 323 = 1 mod 23.\n\n**Final Answer**\nThe unique odd integer \\( t \\) is \\boxed{17}.\n</think>\n\n"
AFTER_THE_ANSWER = [
    (M, "So the value is\n\\[\n\\boxed{1}\n\\]\n\nDan and Paul share some money in the ratio 13:5. How much did Paul have?\nLet's break it down.\n\n1. Let Dan have 13x.\n\n2.", "1", True, OK),
    (G, "먼저, 5 × 6 = 30.\n마르타는 모두 30 자루의 펜을 가지고 있습니다.\n\n질문: 농부에게 소가 7마리 있고, 8마리를 더 삽니다.\n답: 7 + 8 = 15. 소는 15마리입니다.", "15", False, MIS),
    (G, "まず、60 = 2^2 · 3 · 5。\nしたがって、60の正の約数は8個です。\n\n問：d(72)を計算しなさい。\n解答：d(72) = 12", "12", False, MIS),
    (G, "Спочатку: 5 × 6 = 30.\nУсього в Марти 30 ручок.\n\nЗапитання: Скільки олівців у 3 коробках?\nВідповідь: 5 × 3 = 15.", "15", False, MIS),
    (G, "पहले, 5 × 6 = 30।\nमार्टा के पास 30 पेन हैं।\n\nसवाल: 7 + 8 का मान ज्ञात कीजिए।\nहल: 7 + 8 = 15", "15", False, MIS),
    (M, _THOUGHT + "To find the unique odd integer \\( t \\) such that \\( 0 < t < 23 \\), we solve:\n\n\\[ t(t + 2) \\equiv 1 \\pmod{23", "17", True, OK),
    (M, _THOUGHT + "The inverse condition gives\n\n\\[\nx = -\\frac{-20}{2(-4)}", "17", True, OK),
    (M, _THOUGHT + "So the answer is \\(\\boxed{19}\\).", "17", False, MIS),
]  # fmt: skip

# Values in words: after the math the sentence is about ("$\sqrt[3]{512}$ is eight"), a dozen
# or half of one (in English and other languages), an ordinal's suffix (`15\text{th}`).
IN_WORDS = [
    (M, "So $\\sqrt[3]{512}$ is eight.", "8", True, OK),
    (M, "So $\\sqrt[3]{512}$ is nine.", "8", False, MIS),
    (M, "So \\(\\sqrt[3]{512}\\) is eight (18).", "8", False, MIS),
    (M, "So $x$ is one of the roots.", "1", False, None),
    (G, "3 x 4 = 12\n\nSo the baker puts a dozen muffins in the boxes altogether.", "12", True, OK),
    (G, "3 x 2 = 6\n\nSo she has half a dozen cookies left.", "6", True, OK),
    (G, "4 × 9 = 36\n36 − 24 = 12\nAd Ana resta una dozzina di biscotti.", "12", True, OK),
    (G, "So she has about a dozen cookies left.", "12", False, NONE),
    (G, "So she has a dozen or so cookies left.", "12", False, NONE),
    (M, "So 44 is the 15th term.\n\n$\\boxed{15\\text{th}}$", "15", True, OK),
    (M, "$\\boxed{15^{\\text{th}}}$", "15", True, OK),
    (G, "#### 15th", "15", False, None),  # (a bare ordinal after `####` is no count)
    (M, "$\\boxed{15\\text{st}}$", "15", False, None),
    (M, "$\\boxed{15\\text{th}}$ or $\\boxed{16\\text{th}}$", "15", False, MIS),
]  # fmt: skip

# Roots joined by "or" (in any language) name the set a list gold holds; a single gold never
# equals them, and another hedge word keeps them alternatives. A point after a label of another
# language with a semicolon between its coordinates.
OR_ACROSS_LANGUAGES = [
    (M, "Die Lösungen sind $\\boxed{2}$ oder $\\boxed{-3}$.", "-3, 2", True, OK),
    (M, "해는 $\\boxed{2}$ 또는 $\\boxed{-3}$입니다.", "-3, 2", True, OK),
    (M, "So $x = \\boxed{4}$ or $x = \\boxed{-4}$.", "\\pm 4", True, OK),
    (M, "The solutions are $\\boxed{2}$ or $\\boxed{-4}$.", "-3, 2", False, MIS),
    (M, "The answer is $\\boxed{2}$ or $\\boxed{-3}$.", "2", False, MIS),
    (M, "The answer is $\\boxed{2}$ or maybe $\\boxed{-3}$.", "-3, 2", False, MIS),
    (G, "42 - 36 = 6\n\n3 অথবা 4টি বাস লাগবে।\n</think>\n<answer>3 অথবা 4</answer>", "4", False, None),
    (M, "(x - 1)(x - 6) = 0\n\nהפתרונות הם x = 1 או x = 6.", "6", False, MIS),
    (M, "(x - 1)(x - 6) = 0\n\nהפתרונות הם x = 1 או x = 6.", "1,6", True, OK),
    (M, "**Ответ:** (2; 3)", "(2,3)", True, OK),
    (M, "**Resposta:** (2 ; 3)", "(2,3)", True, OK),
    (M, "**Ответ:** (3; 2)", "(2,3)", False, MIS),
    (M, "**Ответ:** (2,5; 1)", "(2.5,1)", True, OK),
]  # fmt: skip

_WINE = (
    "5 tons per acre x 10 acres = 50 tons. 50 x 2 = 100 barrels per year.\n\nTherefore, Josie's "
    "farm produces 100 barrels of wine per year.\n\nTo summarize, the steps are:\n\n1. Multiply: "
    "5 x 10 = 50 tons.\n2. Convert: 50 x 2 = 100 barrels.\n\nThe key is to convert tons into "
    "barrels of wine."
)

# A conclusion, then a recap that adds no number of its own and takes nothing back; a stray
# `####` before more working; dozens counted by dividing by 12 ("= 7 dozens"); plain-text math
# after the copula of another language.
RECAPS_AND_UNITS = [
    (G, _WINE, "100", True, OK),
    (G, _WINE.replace("50 x 2 = 100 barrels.\n\nThe", "50 x 2 = 110 barrels.\n\nThe"), "100", False, None),
    (G, _WINE.replace("The key is", "However, that is wrong. The key is"), "100", False, None),
    (G, "2 x 12 = 24 eggs.\n\nSo Tom buys 24 eggs, which is two dozen eggs.\n\nSo Tom buys two dozen and four eggs.", "24", False, None),
    (G, "2 x 12 = 24 eggs.\n\nSo Tom buys 24 eggs, which is two dozen eggs.\n\nSo Tom buys twenty-four or twenty-six eggs.", "24", False, None),
    (G, "Work.\nSo, 50 + 10 = 60. That doesn't seem right.", "60", False, None),
    (G, "6. Therefore, Janet makes $18 every day.\n####\nTo determine how much Janet makes, we need to follow these steps: 9 * 2 = 18.\n\nTherefore, Janet makes \\(\\boxed{18}\\) dollars every day.", "18", True, OK),
    (G, "Janet makes $18 every day.\n####\n\n#### 18", "18", True, OK),
    (G, "She eats 84 eggs / 12 eggs/dozen = 7 dozens of eggs.\n\nTherefore, Claire will eat 7 dozens of eggs in 4 weeks.", "7", True, OK),
    (G, "She eats 84 eggs / 12 = 7 dozen.\n\nTherefore, Claire will eat 7 dozen eggs.", "84", True, OK),
    (G, "18 x 12 = 216\n\n#### 18 dozen", "18", False, MIS),
    (G, "In cartons of 12 that is 672 / 12 = 56 cartons.\nThe farmer sells 56 dozen.\n#### 56 dozen", "56", False, MIS),
    (G, "She eats 84 eggs / 12 eggs/dozen = 7 dozens of eggs.\n\nTherefore, Claire will eat 8 dozens of eggs in 4 weeks.", "7", False, MIS),
    (M, "Primero, x^3 + x^2 + x + 1 = (x + 1)(x^2 + 1)\nEl cociente es x^2 + 1.", "x^2+1", True, OK),
    (M, "Primero, x^3 + x^2 + x + 1 = (x + 1)(x^2 + 1)\nEl cociente es x^2 + 2.", "x^2+1", False, MIS),
    (M, "1 <= x < 5\nDonc x ∈ [1, 5).", "[1,5)", True, OK),
    (M, "= 1/sqrt(3) = sqrt(3)/3\n所以tan(30°) = sqrt(3)/3。", "\\frac{\\sqrt{3}}{3}", True, OK),
    (G, "520 - 480 = 40\n\nSo the difference in revenue is $40, with Thursday having higher revenue.", "40", True, OK),
    (G, "520 - 480 = 40\n\nSo the difference is $40, or $45 with tax.", "40", False, NONE),
    (G, "9 * 2 = 18 dollars a day.\nThe answer isn’t 18, I think.", "18", False, None),
]  # fmt: skip

ALL = (
    RELATIVE_NOT
    + BLOCK_LOOPS
    + ROOTS_IN_PROSE
    + SEVERAL_VALUES
    + VALUE_WORDS
    + AFTER_THE_ANSWER
    + IN_WORDS
    + OR_ACROSS_LANGUAGES
    + RECAPS_AND_UNITS
)


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session34_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
