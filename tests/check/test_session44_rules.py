"""Issue 25, session 44: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session43_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_PRIMES = "The congruence has no solution only when $p$ divides 8, so $p = 2$.\n"

# Known misses of session 43 read again: an adverb between the copula and the value ("is simply
# 2") after a math span names the quantity.
KNOWN_AGAIN = [
    (M, _PRIMES + "The sum of all such $p$ is simply 2.", "2", True, OK),
    (M, _PRIMES + "The sum of all such $p$ is simply 3.", "2", False, MIS),
    (M, "So $f(2)$ is just 2.", "2", True, OK),
    (M, "So $f(2)$ is not 2.", "2", False, None),
    (M, "So $f(2)$ is about 2.", "2", False, None),
]  # fmt: skip

_HENS = "<think>\nRoosters: 35% of 240 = 84.\nHens: 240 − 84 = 156.\n</think>\n"
_HIKE = "So 14 + 5 = 19 km.\n"
_FUEL = "<think>\n42 * 1.8 = 75.6.\nSo Kwame spends $75.60 on fuel.\n</think>\n"
_LOOP = "<answer>$75.60\n\nThe total cost of fuel for the round trip is $75.60.\n\n"
_BAGS = "Each bag holds 6 pears, so he fills 756 / 6 = 126 bags.\nCheck: 126 * 6 = 756 pears.\n"
_TICKETS = "120 × $4 = $480 and 75 × $7 = $525; 480 + 525 = $1,005.\n"
_LAPS = "<think>\nMeters a week: 4400 × 7 = 30800, which is 30.8 km.\n</think>\n"

# First batch (rounds 234-236, real 219-223): "not equal" signs; "Addendum:", "Scratch the above",
# "PS —" after the answer; an example labelled as one; a short paragraph said again and cut; LaTeX
# without delimiters in a sentence; an amount again in another unit with grouped thousands;
# `\degree`; a noun the working gives the value only as an operand; money counted as things.
FIRST_BATCH = [
    (G, _HENS + "<answer>hens ≠ 156</answer>", "156", False, None),
    (G, _HENS + "<answer>hens != 156</answer>", "156", False, None),
    (G, _HENS + "<answer>hens = 156</answer>", "156", True, OK),
    (G, "So the number of hens ≠ 156.", "156", False, None),
    (M, "$\\boxed{x != 156}$", "156", False, None),
    (G, _HIKE + "#### 19\n\nAddendum: he rested, so 14 + 3.75 = 17.75 km in all.", "19", False, MIS),
    (G, _HIKE + "<answer>19</answer>\n\nAddendum: the same 19 km holds if he walks back.", "19", True, OK),
    (G, _HIKE + "<answer>19</answer>\n\nScratch the above: it is 17.75 km.", "19", False, MIS),
    (G, _HIKE + "#### 19\n\nScratch the above: I can't stand by that.", "19", False, NONE),
    (G, _HIKE + "#### 19\n\nPS — I mixed up the times; the distance is 17.75 km.", "19", False, MIS),
    (G, "27 liters at $1.80 is $48.60.\n<answer>$48.60</answer>\n\n> Example from the instructions: <answer>100</answer>", "48.6", True, OK),
    (G, "27 liters at $1.80 is $48.60.\n#### 48.60\n\nSample output: #### 100", "48.6", True, OK),
    (G, "27 liters at $1.80 is $48.60.\n#### 48.60\n\nThe correct total is #### 100", "48.6", False, None),
    (G, _FUEL + _LOOP + "The total cost of fuel for the round", "75.6", True, OK),
    (G, _FUEL + _LOOP + "The total cost of fuel for the round trip is $76.60", "75.6", False, None),
    (M, "<Answer>The probability is \\frac{5}{36}.</Answer>", "\\frac{5}{36}", True, OK),
    (M, "The probability is \\frac{5}{37}.", "\\frac{5}{36}", False, MIS),
    (M, "<answer>25\\pi\n\nThe area of the circle is 25\\pi.\n\nThe area of", "25\\pi", True, OK),
    (G, _LAPS + "<answer>30.8 km (30,800 m)</answer>", "30.8", True, OK),
    (G, _LAPS + "<answer>30.8 km (30,880 m)</answer>", "30.8", False, None),
    (G, "\\boxed{49 \\degree\\text{F}}", "49", True, OK),
    (M, "\\boxed{48 \\degree F}", "49", False, MIS),
    (G, _BAGS + "#### 126 pears", "126", False, MIS),
    (G, _BAGS + "#### 126 bags of pears", "126", True, OK),
    (G, _TICKETS + "<answer>$1,005 in sales</answer>", "1005", True, OK),
    (G, _TICKETS + "#### 1005 dollars", "1005", True, OK),
]  # fmt: skip

_SECTOR = "<think>\nThe surface area is $4\\pi r^2 = 4\\pi \\cdot 5^2$ = 100\\pi.\n</think>\n"
_INSECTS = "<think>\nL + 3D = 43, so D = 9 and L = 16.\nSo, the answer is 16.\nHmm.\n"
_RECIPE = "<answer>$\\boxed{\\frac{3}{4}}$</answer>\n"

# Second batch (rounds 237-239, real 224-228): postscripts and "Scrap that" / "Mistake on my part"
# after the answer; a negated answer whose clause after the semicolon denies too; a tilde before
# a number; a tag's value called a guess; a think block cut in a loop of "Wait."; a temperature scale spelled out; a plain-text exponent in brackets;
# an answer phrase quoted by the instructions; "!=" but not a factorial.
SECOND_BATCH = [
    (M, _RECIPE + "P.P.S. the middle term should be \\(\\frac{1}{5}\\): the total is \\(\\frac{7}{10}\\).", "\\frac{3}{4}", False, MIS),
    (M, _RECIPE + "P.S. This is the same as 0.75.", "\\frac{3}{4}", True, OK),
    (M, "<answer>6\\sqrt{2}</answer>\nScrap that, a decimal is wanted: √72 = 8.485.", "6\\sqrt{2}", False, None),
    (M, "$\\boxed{9}$\n\nMistake on my part: the divisor is \\(x + 2\\), so the remainder is 1.", "9", False, MIS),
    (G, "So x = 18.\nThe answer is not 18; it never reaches 18.", "18", False, None),
    (G, "So x = 18.\nThe answer is not 20; it is 18.", "18", True, OK),
    (M, "Final answer => #### ~0", "0", False, None),
    (M, "<answer>~18</answer>", "18", False, None),
    (M, "<answer>(2, 5), though that's only a guess</answer>", "(2,5)", False, None),
    (G, "<answer>18, which is my best guess</answer>", "18", False, None),
    (M, _SECTOR + "The surface area is $100\\pi$.", "100\\pi", True, OK),
    (G, _INSECTS + "\nWait.\n\nHold on.\n\nWait.\n\nWait.", "16", False, NONE),
    (G, _INSECTS + "\nWait, let me verify: 16 + 9 + 18 = 43. Yes.\nSo the answer is 16.", "16", True, OK),
    (G, _INSECTS + "\nWait.\n\nWait.\n\n\n", "16", False, NONE),
    (G, "\\boxed{-10^\\circ \\text{ Fahrenheit}}", "-10", True, OK),
    (G, "\\boxed{-11^\\circ \\text{ Fahrenheit}}", "-10", False, MIS),
    (M, "The final answer is r = 5^(1/2).", "\\sqrt{5}", True, OK),
    (M, "\\boxed{5^(1/3)}", "\\sqrt{5}", False, MIS),
    (M, "The instructions ask me to reply like \"The answer is $\\frac{5}{36}$\", but the dice may not be fair.", "\\frac{5}{36}", False, None),
    (M, "So $7!=5040$ and $7! \\times 2 = \\boxed{10080}$.", "10080", True, OK),
]  # fmt: skip

_FLOUR = "250 g a loaf for 36 loaves: 9000 g, which is 9 kg.\nSo the bakery uses 9 kilograms.\n9,000 ÷ 1,000 = 9.\n"
_BOARD = "3. **Convert to feet:**\n   \\( 78 \\div 12 = 6.5 \\) feet\n\n"
_LEMONS = "<think>\nLemons: 15 × 42 = 630.\nBags of 6: 630 ÷ 6 = 105.\n</think>\n"
_SEATS = "<think>\nSeats sold: 80% of 250 = 200.\nSales: 200 × $18 = $3,600.\n</think>\n"
_PLAY = "The school collects 360 + 600 = 960 dollars in all.\nIt sells 45 + 120 = 165 tickets.\n"

# What the number counts (round 238's theme): the unit the working last gave the value, inline
# math's delimiters read through; a MATH answer's unit words without `\text{}`; a line's label
# that counts the answer's noun for another result; money the answer counts as things.
COUNTED = [
    (G, _FLOUR + "**Final Answer**\n\\[\n\\boxed{9 \\text{ g}}\n\\]", "9", False, MIS),
    (G, _FLOUR + "**Final Answer**\n\\[\n\\boxed{9 \\text{ kg}}\n\\]", "9", True, OK),
    (G, _BOARD + "Therefore, the final answer is: $\\boxed{6.5 \\text{ inches}}$.", "6.5", False, MIS),
    (G, _BOARD + "Therefore, the final answer is: $\\boxed{6.5 \\text{ feet}}$.", "6.5", True, OK),
    (M, "Interest: 2000 × 0.05 × 4 = 400 dollars.\n<answer>400 cents</answer>", "400", False, MIS),
    (M, "Interest: 2000 × 0.05 × 4 = 400 dollars.\n<answer>400 dollars</answer>", "400", True, OK),
    (G, _LEMONS + "<answer>105 lemons</answer>", "105", False, MIS),
    (G, _LEMONS + "<answer>105 bags</answer>", "105", True, OK),
    (G, _SEATS + "<answer>3,600 seats</answer>", "3600", False, MIS),
    (G, _SEATS + "<answer>$3,600</answer>", "3600", True, OK),
    (G, _PLAY + "#### 960 tickets", "960", False, MIS),
    (G, _PLAY + "#### 960 dollars", "960", True, OK),
    (M, "There are $4 \\cdot 3 = 12$ divisors.\nThe answer is 12 factors.", "12", True, OK),
]  # fmt: skip

_CUPCAKES = "84 cupcakes + 9 cupcakes = 93 cupcakes\n\n"

# Third batch (rounds 240-242, real 229-233): a sentence in brackets after the answer's sentence;
# a note of the working with its nouns; a duration said again in one unit; a check that confirms;
# tags a small policy half writes or misspells; a rate after a slash; an empty `####` above a tag.
THIRD_BATCH = [
    (G, "230/52 = 4.4, so 5 buses.\n\nTherefore, the school needs 5 buses. (With 5 buses there are 260 seats, so 30 seats will be empty.)", "5", True, OK),
    (G, "Therefore, the school needs 5 buses. (Actually, 6 buses are needed.)", "5", False, None),
    (G, _CUPCAKES + "**Answer:** 93 (7 boxes of 12 plus 9 single cupcakes)", "93", True, OK),
    (G, "84 * 5 = 420.\n\nTherefore, the garden produces 420 tomatoes (84 plants × 5 tomatoes each).", "420", True, OK),
    (G, "84 * 5 = 420.\n\nTherefore, the garden produces 420 tomatoes (or 84 × 5 + 1).", "420", False, None),
    (G, "So Ella spends 1 hour and 35 minutes, or 95 minutes, on her homework.", "95", True, OK),
    (G, "So Ella spends 1 hour and 35 minutes, or 85 minutes, on her homework.", "95", False, None),
    (G, "answer: 14</answer'", "14", True, OK),
    (G, "[answer] 14 [/answer]", "14", True, OK),
    (G, "[answer] 14 [/answer]", "41", False, MIS),
    (G, "<anwser>14</anwser>", "14", True, OK),
    (G, "<answer> They earn $180/week </answer>", "180", True, OK),
    (G, "<answer> They earn $180/week </answer>", "90", False, MIS),
    (M, "####\n <answer>$2000$ cal</answer>", "2000", True, OK),
    (G, "For 10 people: 10 × 75 = 750 g.\n#### 750\n(That is 7.5 kg of flour.)", "750", False, MIS),
    (G, "For 10 people: 10 × 75 = 750 g.\n#### 750\n(That is 0.75 kg of flour.)", "750", True, OK),
    (G, "She reads 480 minutes.\n#### 480\nThat is 9 hours of reading.", "480", False, MIS),
    (G, "She reads 480 minutes.\n#### 480\nThat is 8 hours of reading.", "480", True, OK),
    (M, "<answer>$(-2, 7)$, though I'm not sure about the endpoints</answer>", "(-2,7)", False, None),
    (M, "$\\boxed{\\frac{3}{5}}$\n\nAnother one: $\\log_{27} 243 = \\frac{5}{3}$, so $\\boxed{\\frac{5}{3}}$.", "\\frac{3}{5}", True, OK),
    (M, "$\\boxed{\\frac{3}{5}}$\n\nAnother one: $\\log_{27} 243 = \\frac{5}{3}$, so $\\boxed{\\frac{5}{3}}$.", "\\frac{5}{3}", False, MIS),
    (G, "<answer>Regular: $720<br>Overtime: $162<br>Total: $882</answer>", "882", True, OK),
    (M, "$\\boxed{45\\pi}$\nI need to fix this: the formula is $V = \\frac{1}{3}\\pi r^2 h$, so $V = 15\\pi$.", "45\\pi", False, MIS),
]  # fmt: skip

# Fourth batch (rounds 243-244, real 234-239): "(Not X; Y)" and "[not X; Y]" that deny the answer
# itself (money and points too); "Mistake:" as a correction's label; a grader's note; math signs
# in an English tag; a chain of implications; an equation after ", so".
FOURTH_BATCH = [
    (G, "Change: $20 − $15.35 = $4.65.\n#### 4.65\n(Not $4.65; the pen was free, so $7.25.)", "4.65", False, MIS),
    (G, "756 ÷ 12 = 63 cartons.\n#### 63\n[not 63; 62, the last carton is one egg short]", "63", False, MIS),
    (G, "756 ÷ 12 = 63 cartons.\n#### 63\n[not 62; that would leave an egg over]", "63", True, OK),
    (M, "<answer>(3, 2)</answer>\n(Not (3, 2); it's (2, 3) — I swapped x and y.)", "(3,2)", False, MIS),
    (M, "<answer>(3, 2)</answer>\n(Not (2, 3): x comes first.)", "(3,2)", True, OK),
    (M, "<answer>e</answer>\nMistake: \\(1 + \\frac{1}{n} \\to 1\\) and \\(1^n = 1\\), so the limit is \\(1\\).", "e", False, MIS),
    (M, "The grader's note says the expected answer is $5 - 12i$. I get \\(9 - 4 = 5\\), so the result is \\(5\\).", "5-12i", False, None),
    (M, "<answer>5π/6 radians</answer>", "\\frac{5\\pi}{6}", True, OK),
    (M, "<answer> 3 - 2x > 7 \\Rightarrow -2x > 4 \\Rightarrow x < -2 </answer>", "(-\\infty,-2)", True, OK),
    (M, "<answer>(x-y)^2 = 13 - 2 \\cdot 4 = 5, so x - y = \\sqrt{5}</answer>", "\\sqrt{5}", True, OK),
    (M, "<answer>(x-y)^2 = 5, so x - y = \\sqrt{6}</answer>", "\\sqrt{5}", False, MIS),
    (G, "so she collects 2 * 25 = 50 shells on Tuesday.\nanswer> 50 shells\nThe User asked how many shells.", "50", True, OK),
    (G, "so she collects 2 * 25 = 50 shells on Tuesday.\nanswer> 25 shells\nThe User asked how many shells.", "50", False, MIS),
    (G, "Ruby is 6 times as old.\n3x = 18, so x = 6.\nSo, Sam is currently 6 years old.", "6", True, OK),
    (G, "Final answer:\n<answer>17</answer>", "17", True, OK),
    (G, "Non-fiction: 1,450 − 870 = 580.\n#### 580 [crossed out]", "580", False, None),
    (G, "<answer>580</answer>\nIn hindsight I should have said 870 — I thought the fiction shelf was asked.", "580", False, MIS),
    (M, "$\\boxed{\\frac{19}{24}}$\n(I should have used 48 as the denominator: the sum is \\(\\frac{19}{48}\\).)", "\\frac{19}{24}", False, MIS),
    (M, "<answer>6\\sqrt{5}</answer>\nRevised after rechecking: \\(180 = 6 \\cdot 30\\), so the side is \\(6\\sqrt{30}\\).", "6\\sqrt{5}", False, MIS),
    (M, "#### 720\nNote added later: that was a slip; a hexagon's angles sum to 540°.", "720", False, MIS),
    (M, "Supposedly the answer is \\(\\frac{19}{24}\\), but adding gives \\(\\frac{2}{5}\\), so the sum is \\(\\frac{2}{5}\\).", "\\frac{19}{24}", False, None),
    (M, "The hint reads \"the answer is \\([-3, 7]\\)\". I solved only one side, so I'd say \\((-\\infty, 7]\\).", "[-3,7]", False, MIS),
    (M, "<answer>$6\\sqrt{5}$ 🚩</answer>", "6\\sqrt{5}", False, None),
    (M, "<answer>$6\\sqrt{5}$ ✓</answer>", "6\\sqrt{5}", True, OK),
    (M, "$\\boxed{0}$ ❓", "0", False, None),
    (G, "So 5 + 7 = 12.\n#### 12\nThis should be right.", "12", True, OK),
    (M, "So $x = 4$, $y = 2$. $\\boxed{(4, 2)}$ (not $(2, 4)$)", "(4, 2)", True, OK),
    (G, "7 lessons take 7 * 55 = 385 minutes.\n#### 385\n\n(That's 6 hours and 25 minutes of lessons.)", "385", True, OK),
    (G, "It ends at 4 - 16 = -12°C.\n#### -12\n(That is 10.4 °F.)", "-12", True, OK),
    (G, "So the total cost was $694.\nanswer> $694 <end>", "694", True, OK),
    (G, "<answer> 210 / 3.5 = 60, and 60 × 6 = 360 miles </answer>", "360", True, OK),
    (G, "#### 105\nThat is one hundred and fifteen markers in all.", "105", False, MIS),
]  # fmt: skip

ALL = KNOWN_AGAIN + FIRST_BATCH + SECOND_BATCH + COUNTED + THIRD_BATCH + FOURTH_BATCH


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session44_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
