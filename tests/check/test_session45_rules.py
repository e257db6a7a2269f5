"""Issue 25, session 45: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session44_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_LOW = "2 − 3 × 6 = −16; −16 + 5 = −11°C.\n"
_LOW_WORDS = "−16 + 5 = −11 degrees Celsius.\n"

# Known misses of session 44 read again: the answer's temperature scale against the working's,
# where the answer is written with a unicode minus (the answer is found in the working as it was
# read) or the working names the scale in words ("degrees Celsius").
KNOWN_AGAIN = [
    (G, _LOW + "#### −11°F", "-11", False, MIS),
    (G, _LOW + "#### −11°C", "-11", True, OK),
    (G, _LOW + "#### −11", "-11", True, OK),
    (G, _LOW_WORDS + "#### −11 °F", "-11", False, MIS),
    (G, _LOW_WORDS + "#### −11 °C", "-11", True, OK),
    (G, _LOW_WORDS + "#### -11 degrees celsius", "-11", True, OK),
    (G, "-16 + 5 = -11 degrees Fahrenheit.\n#### -11 degrees Celsius", "-11", False, MIS),
    (G, "-16 + 5 = -11 degrees Fahrenheit.\n#### -11 degrees", "-11", True, OK),
]  # fmt: skip

_WAGE = "Per day: 7 × $16 = $112; per week: 5 × $112 = $560.\n"
_TRAIN = "<think>\n9:45 AM -> 12:45 PM = 3 h = 180 min\n12:45 PM -> 1:20 PM = 35 min\n180 + 35 = 215\n</think>\n"
_LIAM = (
    "Let Mia be M, so Liam is 3M; 3M + 8 = 2(M + 8) gives M = 8.\nLiam is 3 × 8 = 24 years old.\n"
)

# What the working says the value is: a total over several periods written in words ("Three
# weeks: ..."), a bare sum of terms the working measured in one unit, an age given as a difference.
WORKING = [
    (G, _WAGE + "Three weeks: 3 × $560 = $1,680.\n#### 1680 per week", "1680", False, MIS),
    (G, _WAGE + "Three weeks: 3 × $560 = $1,680.\n#### 1680", "1680", True, OK),
    (G, _WAGE + "#### 560 per week", "560", True, OK),
    (G, _WAGE + "In 3 weeks she earns 3 × $560 = $1,680.\n#### $1,680 a week", "1680", False, MIS),
    (G, _TRAIN + "<answer>215 hours</answer>", "215", False, MIS),
    (G, _TRAIN + "<answer>215 minutes</answer>", "215", True, OK),
    (G, _TRAIN + "<answer>215 min</answer>", "215", True, OK),
    (G, _TRAIN + "<answer>215</answer>", "215", True, OK),
    (G, "He walked 4 km = 4000 m and then 2 km = 2000 m more.\n4000 + 2000 = 6000\n#### 6000 km", "6000", False, MIS),
    (G, "He walked 4 km = 4000 m and then 2 km = 2000 m more.\n4000 + 2000 = 6000\n#### 6000 m", "6000", True, OK),
    (G, "She read 120 pages and then 95 pages.\n120 + 95 = 215\n#### 215 minutes", "215", True, OK),
    (G, _LIAM + "#### 24 years older", "24", False, MIS),
    (G, _LIAM + "#### 24 years old", "24", True, OK),
    (G, _LIAM + "#### 24", "24", True, OK),
    (G, "Liam is 32 - 8 = 24 years older than Mia.\n#### 24 years older", "24", True, OK),
]  # fmt: skip

_AREA = "The radius is 5, so the area is \\(\\pi r^2 = 25\\pi\\).\n"
_BOXED_AREA = "The area is \\(\\pi r^2 = 25\\pi\\).\n\\(\\boxed{25\\pi}\\)\n"

# The dimension the working gives a value (its subject "the area", "the side", a letter that
# opens its equation, a unit after it) against the unit of the answer: a length, an area, a volume.
DIMENSIONS = [
    (M, _AREA + "\\(\\boxed{25\\pi \\text{ cm}}\\)", "25\\pi", False, MIS),
    (M, _AREA + "\\(\\boxed{25\\pi \\text{ cubic units}}\\)", "25\\pi", False, MIS),
    (M, _AREA + "\\(\\boxed{25\\pi \\text{ units}}\\)", "25\\pi", False, MIS),
    (M, _AREA + "\\(\\boxed{25\\pi \\text{ cm}^2}\\)", "25\\pi", True, OK),
    (M, _AREA + "\\(\\boxed{25\\pi \\text{ square units}}\\)", "25\\pi", True, OK),
    (M, _AREA + "\\(\\boxed{25\\pi}\\)", "25\\pi", True, OK),
    (M, "<think>\n\\(C = \\pi d = 7\\pi\\).\n</think>\n<answer>$7\\pi$ square units</answer>", "7\\pi", False, MIS),
    (M, "<think>\n\\(C = \\pi d = 7\\pi\\).\n</think>\n<answer>$7\\pi$ units</answer>", "7\\pi", True, OK),
    (M, "Side \\(= \\sqrt{180} = 6\\sqrt{5}\\).\n#### 6\\sqrt{5} square units", "6\\sqrt{5}", False, MIS),
    (M, "Side \\(= \\sqrt{180} = 6\\sqrt{5}\\).\n#### 6\\sqrt{5} units", "6\\sqrt{5}", True, OK),
    (M, "The cylinder has radius $4$ and height $5$, so $V = \\pi r^2 h = 80\\pi$.\n<answer>80\\pi \\text{ cubic units}</answer>", "80\\pi", True, OK),
    (M, "The cylinder has radius $4$ and height $5$, so $V = \\pi r^2 h = 80\\pi$.\n<answer>80\\pi \\text{ square units}</answer>", "80\\pi", False, MIS),
    (M, "$2\\pi r = 10\\pi$ gives $r = 5$; area $\\pi r^2 = 25\\pi$.\n$\\boxed{25\\pi \\text{ square units}}$", "25\\pi", True, OK),
    (M, "The surface area is $4\\pi r^2 = 36\\pi$ as well, but the volume is in cubic units.\n$\\boxed{36\\pi\\ \\text{cubic units}}$", "36\\pi", True, OK),
    (G, "The area is 12 × 10 = 120.\n#### 120 feet", "120", False, MIS),
    (G, "The area is 12 × 10 = 120.\n#### 120 square feet", "120", True, OK),
    (G, "The area is 12 × 10 = 120.\n#### 120 ft^2", "120", True, OK),
]  # fmt: skip

# Retractions after the answer in new words, and the thing the answer was said to be given
# another value after it.
RETRACTIONS = [
    (M, _BOXED_AREA + "Cancel that — I'll take 10 as the radius, so the area is \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "Belay that: \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "Forget that: the area is \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "Mea culpa — it's \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "On review: it's \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "On review: it's \\(25\\pi\\).", "25\\pi", True, OK),
    (M, _BOXED_AREA + "Second look: it's \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "Upon closer inspection, it's \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "Looking again, it's \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "Looking back, the radius was 5, so this holds.", "25\\pi", True, OK),
    (M, _BOXED_AREA + "Double-checking: the radius is 10, so the area is \\(100\\pi\\).", "25\\pi", False, MIS),
    (M, _BOXED_AREA + "So the area is \\(25\\pi\\).", "25\\pi", True, OK),
    (M, _BOXED_AREA + "The area is about \\(78.5\\).", "25\\pi", True, OK),
    (M, _BOXED_AREA + "If the radius were 10, the area would be \\(100\\pi\\).", "25\\pi", True, OK),
    (M, _BOXED_AREA + "Check: the circumference is \\(10\\pi\\), so the radius is 5.", "25\\pi", True, OK),
    (M, "The simplified expression is $5r^5$.\nThe final answer is $\\boxed{5r^5}$.\nTo verify, for example, if $r = 2$, the original expression is 160. The simplified expression is $5 \\cdot 2^5 = 160$.", "5r^5", True, OK),
    (M, "$\\boxed{84}$\n(Rough draft — ignore the box above; I haven't finished.)", "84", False, None),
    (M, "So $i^{2023} = -i$.\n$\\boxed{-i}$\nScrap that answer; I need to recheck the cycle.", "-i", False, NONE),
    (M, "So $i^{2023} = -i$.\n$\\boxed{-i}$\nScratch that: it is $-i$ after all.", "-i", True, OK),
]  # fmt: skip

# Doubt and annotation: a confidence short of certainty, a slip owned as possible, a note after
# the answer's sentence, words of doubt in a `####` note, a question mark on a choice.
DOUBTS = [
    (M, "<answer>$7\\sqrt{2}$ (confidence: 0.4)</answer>", "7\\sqrt{2}", False, None),
    (M, "<answer>$7\\sqrt{2}$ (low confidence)</answer>", "7\\sqrt{2}", False, None),
    (M, "<answer>$7\\sqrt{2}$ (confidence: 99%)</answer>", "7\\sqrt{2}", False, None),
    (M, "<answer>$7\\sqrt{2}$ (confidence: 100%)</answer>", "7\\sqrt{2}", True, OK),
    (M, "<answer>$7\\sqrt{2}$ (confidence: high)</answer>", "7\\sqrt{2}", True, OK),
    (M, "<answer>$(2, 3)$, though I may have mixed up the order</answer>", "(2,3)", False, None),
    (M, "<answer>$(2, 3)$, the point where they cross</answer>", "(2,3)", True, OK),
    (M, "Thus, the answer is \\(\\boxed{-i}\\). (sign not double-checked)", "-i", False, None),
    (M, "Thus, the answer is \\(\\boxed{-i}\\). (since 2023 = 4 · 505 + 3)", "-i", True, OK),
    (M, "$\\boxed{2}$ (doubtful)", "2", False, None),
    (G, "255 pages × 4/3 = 340 minutes.\n#### 340 (doubt it)", "340", False, None),
    (G, "255 pages × 4/3 = 340 minutes.\n#### 340 (I don't believe this)", "340", False, None),
    (G, "255 pages × 4/3 = 340 minutes.\n#### 340 (maybe)", "340", False, None),
    (G, "255 pages × 4/3 = 340 minutes.\n#### 340 (from 255 pages)", "340", True, OK),
    (G, "255 pages × 4/3 = 340 minutes.\n#### 340 (high confidence)", "340", True, OK),
    (M, "The largest is $3^{20}$.\n$\\boxed{\\text{(B)?}}$", "\\text{(B)}", False, None),
    (M, "The largest is $3^{20}$.\n$\\boxed{\\text{(B)}}$", "\\text{(B)}", True, OK),
    (M, "\\(2^{10} \\equiv 2 \\pmod 7\\).\n#### 2 sevenths", "2", False, MIS),
    (M, "\\(2^{10} \\equiv 2 \\pmod 7\\).\n#### 2 ninths", "2", False, MIS),
]  # fmt: skip

# Statements the model did not make: what the reader asked or wrote, a worked example's result.
NOT_SAID = [
    (M, "You asked me to show that \\(\\sqrt{98} = \\boxed{7\\sqrt{2}}\\). I can't take square roots reliably, so I'll stop here.", "7\\sqrt{2}", False, NONE),
    (M, "Your note says the answer is \\((1, 4)\\). Let me verify: at \\(x = 2\\), \\(4 - 10 + 4 = -2 < 0\\), and at", "(1,4)", False, NONE),
    (M, "Your note says the answer is \\((0, 4)\\). I get \\(\\boxed{(1, 4)}\\).", "(1,4)", True, OK),
    (M, "The book's worked example for the ratio $3:3:3:4:5$ ends with $\\boxed{150}$. Rather than copy it, I'll work it out: each part is $540 \\div 18 =", "150", False, NONE),
    (M, "A worked example in the notes telescopes this sum to $\\boxed{\\frac{3}{4}}$. I get $1 + \\frac{1}{2}$, so the sum is $\\frac{3}{2}$.", "\\frac{3}{4}", False, MIS),
    (M, "The largest angle is 5 parts of 30, so $\\boxed{150}$, as in the worked example.", "150", True, OK),
]  # fmt: skip

# What the working counts or names the value as: the noun right after it (not a verb after the
# noun), an adjective before its noun, a rate the working names with another value, a box read
# with "percent" after it against the working's own percentage.
_BUSES = "210 people; 4 buses seat 180 people, not enough.\n5 buses seat 225 people, 15 seats empty. So 5 buses.\n"
_WALK = "Round trip: 2.4 km × 2 = 4.8 km a day. 5 days: 24 km a week. 6 weeks: 144 km.\n"
_TIPS = "He earns $12 an hour and $2.50 an hour in tips: 12 + 2.5 = 14.5\n"
COUNTED = [
    (G, _BUSES + "<answer>5 seats</answer>", "5", False, MIS),
    (G, _BUSES + "<answer>5 buses</answer>", "5", True, OK),
    (G, "So 1,500 ÷ 40 = 37.5, so 37 full pieces.\n#### 37 cm", "37", False, MIS),
    (G, "So 1,500 ÷ 40 = 37.5, so 37 full pieces.\n#### 37 pieces", "37", True, OK),
    (G, "510/60 = 8.5\nShe reads for 8.5 hours (8 hours 30 minutes).", "8.5", True, OK),
    (G, _WALK + "<answer>144 km per week</answer>", "144", False, MIS),
    (G, _WALK + "<answer>144 km</answer>", "144", True, OK),
    (G, _WALK + "<answer>24 km per week</answer>", "24", True, OK),
    (G, "150 × 7.5 = 1,125 bolts a day; 1,125 × 4 = 4,500 bolts.\n<answer>4,500 bolts a day</answer>", "4500", False, MIS),
    (G, _TIPS + "#### 14.5 per hour", "14.5", True, OK),
    (G, "She works 50 weeks a year at $1,368 a week: 1,368 * 50 = $68,400.\n#### 68,400 per year", "68400", True, OK),
    (G, "Percentage increase = 100 / 1000 × 100 = 10\\%.\nTherefore, the factory is making \\(\\boxed{10}\\) percent more per day now.", "10", True, OK),
]  # fmt: skip

# Malformed answer tags of base models: "(answer)" for the opener, "answer>" over an empty line.
TAGS = [
    (M, "the probability is $\\frac{8}{32} = \\frac{1}{4}$.\n</think>\n(answer) $\\frac{1}{4}$", "\\frac{1}{4}", True, OK),
    (M, "the probability is $\\frac{8}{32} = \\frac{1}{4}$.\n</think>\n(answer) $\\frac{1}{2}$", "\\frac{1}{4}", False, MIS),
    (M, "we get $(y-2)^2 = 5$.\n</think>\n(answer) Two.\n XHTML Studio rules", "2", True, OK),
    (G, "Jenny eats 36 - 27 = 9 cookies in a week.\nanswer>\n$\\boxed{9}$", "9", True, OK),
    (G, "Jenny eats 36 - 27 = 9 cookies in a week.\nanswer>\n$\\boxed{8}$", "9", False, MIS),
    (G, "The yearly total is $220 × 12 = $2640.\n</think>\nAnswer\n1. Food: $100\n2. Total: $2640", "2640", True, OK),
]  # fmt: skip

_LEDGER = "Still owed: $45 − $45 = $0.\n#### 0\n"
_TRAIN = (
    "From 8:00 to 12:40 is 280 minutes, so 280 − 5 = 275.\nThe trip takes \\boxed{275} minutes.\n\n"
)

# Second batch (rounds 251-254, real 246-249): doubt inside a tag (a bracketed note, a mark that
# hopes or doubts), retractions in new words, a self-set problem after the answer, an estimate
# word before an exact value.
SECOND_BATCH = [
    (M, "<think>\n2 − 2i + 3i − 3i² = 5 + i.\n</think>\n<answer>5 + i (low confidence)</answer>", "5+i", False, None),
    (M, "<think>\nx = 0, \\sqrt{7}, -\\sqrt{7}; sum 0.\n</think>\n<answer>0 (I doubt it)</answer>", "0", False, None),
    (G, "<think>312 − 96 = 216; 216 / 24 = 9.</think> <answer>9 (but don't quote me)</answer>", "9", False, None),
    (G, "<think>312 − 96 = 216; 216 / 24 = 9.</think> <answer>9 (pages a day)</answer>", "9", True, OK),
    (G, "<think>38 × 18.75 = 712.5.</think>\n<answer>712.50 (**not** final — recheck overtime)</answer>", "712.5", False, None),
    (M, "<think>\nV = 36π.\n</think>\n<answer>36π 🤞</answer>", "36\\pi", False, None),
    (G, "<think>28.8 × 1.85 = 53.28.</think>\n<answer>53.28 ⚠️ (check the price per liter)</answer>", "53.28", False, None),
    (M, "The smallest positive one is \\(\\pi\\).\nThe final answer is: $\\boxed{\\pi}$ (not fully sure)", "\\pi", False, None),
    (G, _LEDGER + "Answer pending — I want to confirm the Friday payment before I commit.", "0", False, NONE),
    (G, _LEDGER + "Changed my mind: it is 5.", "0", False, MIS),
    (G, _LEDGER + "Ugh, the sign is wrong — it's 10.", "0", False, MIS),
    (G, _LEDGER + "Later note: actually 0 is right.", "0", True, OK),
    (M, "So \\(x = -\\frac{3}{2}\\).\n\\(\\boxed{-\\frac{3}{2}}\\)\nChanged my mind: \\(x = -\\frac{2}{3}\\).", "-\\frac{3}{2}", False, MIS),
    (G, _TRAIN + "Follow-up practice: A bus leaves at 9:05 and arrives at 1:50. 240 plus 45 gives \\boxed{285}.", "285", False, MIS),
    (G, _TRAIN + "Follow-up practice: A bus leaves at 9:05 and arrives at 1:50. 240 plus 35 gives \\boxed{275}.", "275", True, OK),
    (M, "So the solution is $\\boxed{(2, -1)}$.\n\nLet's try another one: solve $2x + y = 8$ and $x - y = 1$: $\\boxed{(3, 2)}$.", "(3, 2)", False, MIS),
    (M, "So the roots are 0, 3, -3.\nSo the sum of the solutions is essentially $0$.", "0", False, NONE),
    (M, "So the roots are 0, 3, -3.\nSo the sum is $0$, essentially by symmetry.", "0", True, OK),
    (G, "120 − 120 = 0 liters.\n<answer>practically 0 liters</answer>", "0", False, None),
]  # fmt: skip

ALL = (
    KNOWN_AGAIN
    + WORKING
    + DIMENSIONS
    + RETRACTIONS
    + DOUBTS
    + NOT_SAID
    + COUNTED
    + TAGS
    + SECOND_BATCH
)


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session45_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
