"""Issue 25, session 43: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session42_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_NOON = "Noon temperature = −5 + 17 = 12°C.\n"
_SHARE = "<think>\nEach friend pays $108 ÷ 4 = $27.\n</think>\n"
_FILMS = "Films: 4 × 105 = 420 minutes.\nBreaks: 3 × 20 = 60 minutes.\nTotal: 480 minutes = 480 ÷ 60 = 8 hours.\n"
_SUGAR = "Batches: 60 ÷ 12 = 5. Sugar: 5 × 3/4 = 3.75 cups.\n\n"

# First batch (rounds 226-227, real 200-204): an expression in a tag; a list's "and" before its
# last item; temperature comparatives and "lost"; a clock time for a duration; a total said of a
# share or a difference; a score out of its maximum; the same amount in cents after it.
FIRST_BATCH = [
    (M, "<answer>x + 7</answer>", "7", False, MIS),
    (M, "<answer>i + 7</answer>", "7", False, MIS),
    (M, "<answer>i + 7</answer>", "7 + i", True, OK),
    (M, "<answer>$\\boxed{-49}$</answer>", "-49", True, OK),
    (G, "<answer>x + 7</answer>", "7", False, None),
    (M, "The answer is \\(x = 1\\), \\(x = -2\\), and \\(x = 3\\).", "-2, 1, 3", True, OK),
    (M, "The roots are $\\boxed{1, -2 \\text{ and } 3}$.", "-2, 1, 3", True, OK),
    (M, "The roots are $\\boxed{1, -2 \\text{ or } 3}$.", "-2, 1, 3", False, MIS),
    (M, "The roots are $1$ and $-2$.", "-2, 1, 3", False, MIS),
    (G, _NOON + "#### 12 degrees colder", "12", False, MIS),
    (G, _NOON + "<answer>12 degrees warmer</answer>", "12", False, MIS),
    (G, _NOON + "#### 12 degrees", "12", True, OK),
    (G, "Morning 3°C, night −14°C: 3 − (−14) = 17 degrees.\n#### 17 degrees colder", "17", True, OK),
    (G, "She loses 3 × 5 = 15 points for the wrong answers.\n#### 15 points lost", "15", True, OK),
    (G, "She had 12 + 3 = 15 points.\n#### 15 points lost", "15", False, MIS),
    (G, _FILMS + "#### 8 p.m.", "8", False, MIS),
    (G, _FILMS + "#### 8 hours", "8", True, OK),
    (G, "She starts at 3 p.m. and works 5 hours, so she finishes at 3 + 5 = 8.\n#### 8 p.m.", "8", True, OK),
    (G, _SHARE + "<answer>$27 for the group</answer>", "27", False, MIS),
    (G, _SHARE + "<answer>$27 per person</answer>", "27", True, OK),
    (G, "<think>\nDifference: 53 − 29 = 24.\n</think>\n<answer>24 apples in total</answer>", "24", False, MIS),
    (G, "<think>\nTogether: 15 + 9 = 24.\n</think>\n<answer>24 apples in total</answer>", "24", True, OK),
    (G, "38 tickets at $12.75 each cost 38 * 12.75 = 484.5 dollars.\n#### $484.50 in total", "484.5", True, OK),
    (G, "<think>\nZoe scores 17 × 5 = 85 points.\n</think>\n<answer>85 points out of 100</answer>", "85", True, OK),
    (G, "#### 85 less out of 100", "85", False, None),
    (G, "<think>\nCost = 5 dozen × $3.50 per dozen = $17.50.\n</think>\n<answer>$17.50 (1750 cents)</answer>", "17.5", True, OK),
    (G, "#### $17.50 (175 cents)", "17.5", False, None),
]  # fmt: skip

_ROWS = "If one whole row does not bloom: 6 × 15 = 90 and 90 − 15 = 75 bloom.\n#### 75\n\n"
_DIST = "<think>\n\\(d = \\sqrt{25 + 25} = \\sqrt{50} = 5\\sqrt{2}\\).\n</think>\n<answer>5\\sqrt{2}</answer>\n\n"

# Statements the model did not make (round 226): a grader's rubric or marking scheme, what
# someone told, a supposition with "were", a worked example's result; "Err," as a retraction.
NOT_THE_MODELS = [
    (G, _ROWS + "Rubric for graders: full credit only for #### 72.", "72", False, MIS),
    (G, _ROWS + "Rubric for graders: full credit only for #### 75.", "75", True, OK),
    (G, "Marking scheme: 17 correct → #### 85\n\nMy working: each question is worth 4 points, so 17 × 4 = 68 points.", "85", False, None),
    (G, "Omar's teacher told him it would take \\(\\boxed{6}\\) hours. I think he reads 30 pages an hour, so 270 ÷ 30 = 9 hours.", "6", False, None),
    (G, "Omar's teacher told him it would take 6 hours, but he reads 30 pages an hour, so 270 ÷ 30 = \\boxed{9} hours.", "9", True, OK),
    (G, "Suppose the noon temperature were \\(\\boxed{12}\\)°C; then the rise from −5 would be 17 degrees. But the morning reading was 5°C, so at noon it was 5 + 17 = 22°C.", "12", False, None),
    (G, "Suppose there were x apples. Each basket holds 4 and there are 5 baskets, so x = 4 × 5 = \\boxed{20}.", "20", True, OK),
    (M, "If each angle were $\\boxed{144^\\circ}$, the polygon would have 10 sides. A decagon has 12 sides, so each angle is $\\frac{10 \\cdot 180^\\circ}{12} = 150^\\circ$.", "144", False, None),
    (G, "A worked example in my notes gets \\boxed{36{,}000}, but that counts 15 working days; with weekends off there are 11, giving 11 × 2,400 = 26,400 bolts.", "36000", False, None),
    (M, _DIST + "Err, the second point is \\((4, 2)\\), so \\(d = \\sqrt{25 + 1} = \\sqrt{26}\\).", "5\\sqrt{2}", False, None),
    (M, _DIST + "Err, to double-check: \\(\\sqrt{50} = 5\\sqrt{2}\\). Yes.", "5\\sqrt{2}", True, OK),
]  # fmt: skip

_PAYROLL = (
    "The payroll is the sum over both groups.\n\n| Role | People | Monthly pay each | Cost |\n"
    "|---|---|---|---|\n| Employees | 14 | $2,350 | $32,900 |\n| Managers | 3 | $4,100 | $12,300 |\n"
)
_HYPOTENUSE = (
    "By the Pythagorean theorem, $c^2 = a^2 + b^2$.\n\n| Side | Length | Square |\n|---|---|---|\n"
    "| Leg $a$ | 9 | 81 |\n| Leg $b$ | 12 | 144 |\n| Hypotenuse $c$ | **15** | 225 |"
)
_TRIP = (
    "Distance = speed × time for each part.\n\n| Part | Speed | Time | Distance |\n|---|---|---|---|\n"
    "| 1 | 65 mph | 3 h | 195 mi |\n| 2 | 50 mph | 2 h | 100 mi |\n"
    "| **Total (one way)** | | **5 h** | **295 mi** |\n"
)
_OPTIONS = "$\\textbf{(A)}\\ \\frac{1}{15} \\qquad \\textbf{(B)}\\ \\frac{2}{15}$\n\nSo $P = \\frac{2}{15}$.\n\n"
_JOEY = (
    "Step 1: Calculate Joey's new score after scoring 26 points.\nJoey's initial score = 214 points\n"
    "Joey's new score = 214 + 26 = 240 points\n\nStep 2: Calculate Marcy's new score after scoring "
    "10 points.\nMarcy's initial score = 225 points\nMarcy's new score = 225 + 10 = 235 points\n\n"
    "Step 3: Calculate the difference between Joey's and Marcy's new scores.\nDifference = 240 - "
    "235 = 5 points\n\nJoey is now winning by 5 points.\n\n"
)
_FAIRIES = (
    "Okay, so Katelyn saw 50 fairies, her friend saw half as many come, 25, and 30 left. "
    "50 + 25 = 75, then 75 - 30 = 45. So the answer is 45. I don't see another way to interpret it. "
)

# Second batch (rounds 228-229, real 205-209): a table's last row with more columns; two totals;
# an option's letter before a fraction; a purpose phrase with the question's number after the
# value; a block looped with no word of conclusion; a check planned, then the trace cut.
SECOND_BATCH = [
    (G, _PAYROLL + "| **Total** | **17** | | **$45,200** |", "45200", True, OK),
    (G, _PAYROLL + "| **Total** | **17** | | **$45,200** |", "17", False, MIS),
    (M, _HYPOTENUSE, "15", True, OK),
    (G, _TRIP, "295", True, OK),
    (G, _TRIP + "| **Total (there and back)** | | **10 h** | **590 mi** |", "590", False, NONE),
    (M, _OPTIONS + "**Answer: (B) $\\frac{2}{15}$**", "\\frac{2}{15}", True, OK),
    (M, _OPTIONS + "**Answer: (B) $\\frac{1}{15}$**", "\\frac{2}{15}", False, MIS),
    (G, _SUGAR + "You need 3.75 cups of sugar for 60 cookies.", "3.75", True, OK),
    (G, _SUGAR + "<answer>You need 3.75 cups of sugar for 60 cookies.</answer>", "3.75", True, OK),
    (G, _SUGAR + "You need 3.75 cups of sugar for 60 cookies.", "60", False, MIS),
    (G, "Since $72 is less than $86, Kylar should buy 8 glasses for $40 and 8 glasses for $32, which is a total of $64.", "64", True, OK),
    (G, _JOEY * 4 + _JOEY[:150], "5", True, OK),
    (G, _JOEY * 4 + _JOEY[:150], "240", False, MIS),
    (G, (_JOEY.replace("Joey is now", "But wait, Joey is now")) * 4 + _JOEY[:150], "5", False, None),
    (G, _FAIRIES + "Maybe I should check similar problems or see if there's a", "45", False, NONE),
    (G, _FAIRIES + "Yes, 45 fairies remain.", "45", True, OK),
]  # fmt: skip

_CHARISMA = "She works 8 hours/day * 5 days = 40 hours, so 40 breaks of 5 minutes: 5 * 40 = 200 minutes.\n\n"

# Third batch (rounds 230-231, real 210-214): an empty `####` field before a closing remark; a
# mixed number with "and".
THIRD_BATCH = [
    (G, "36 ÷ 6 = 6 slices\n\n#### \n\nI hope this helps! Let me know if you have any other questions.", "6", False, NONE),
    (G, "36 ÷ 6 = 6 slices\n\n#### 6\n\nI hope this helps! Let me know if you have any other questions.", "6", True, OK),
    (G, "#### 2 and 1/2 hours", "2.5", True, OK),
    (G, "#### 2 and 1/2 hours", "2", False, None),
    (M, "The final answer is 137 and 1/2 miles.", "137 \\frac{1}{2}", True, OK),
    (M, "The roots are 1 and 1/2.", "1, \\frac{1}{2}", True, OK),
    (G, _CHARISMA + "Answer: Charisma has walked for 200 minutes after 5 days at the office.", "200", True, OK),
    (G, _CHARISMA + "Answer: Charisma has walked for 200 minutes after 5 days at the office.", "5", False, MIS),
    (G, "P = 22500/2500 = 9.\n\nSo 9 customers would buy a television that costs $2500.", "9", True, OK),
    (G, "P = 22500/2500 = 9.\n\nSo 9 customers would buy a television that costs $2500.", "2500", False, MIS),
    (M, "P = 22500/2500 = 9.\n\nSo, 9 customers would buy a television that costs $2500.\nYou are an AI assistant that helps people find information. User will you give you a question.", "9", True, OK),
]  # fmt: skip

_AREA = "h = 4, so the area is (1/2)(6)(4) = 12.\n" + "".join(
    f"\nStep {n}: Final answer.\nThe area of the triangle is 12 square units.\n"
    for n in range(6, 83)
)
_EGGS = "After selling 54 eggs, the farmer has 90-54 = 36 eggs left.\n"
_FLOUR = "7/4 x 2 = 14/4 = 7/2 = 3 1/2 cups, which is 3.5 cups.\n\nTherefore, 3½ "

# Fourth batch (rounds 232-233, real 215-218): thousands grouped by spaces in a closing; a
# value said again after ", or" in other words, or another one; a "That is ..." line after the
# answer; bold type around a value with its degree sign; a rate with a slash; a vulgar fraction
# before a unit of another kind; the answer, then where it is reached; a step's number; one step
# said again and again, cut after the next one's heading.
FOURTH_BATCH = [
    (G, "$1,090 + $160 = $1,250\n\nSo Maria spends 1 250 dollars altogether.", "1250", True, OK),
    (G, "800,000 + 400,000 = 1,200,000\n\nTherefore, the population after ten years is 1 200 000.", "1200000", True, OK),
    (G, "3 bottles of 250 ml each.\n\nSo she needs 3 250 ml bottles.", "3", True, OK),
    (G, _EGGS + "So the farmer has 36 eggs left, or three dozen.", "36", True, OK),
    (G, _EGGS + "So the farmer has 36 eggs left, or four dozen.", "36", False, None),
    (G, "25*6 = 150 minutes.\nSo Noah practices 150 minutes a week, or 2 hours and 30 minutes.", "150", True, OK),
    (G, "475 - 128 = 347.\nThere are 347 books in the library now, or three hundred forty-seven.", "347", True, OK),
    (G, _EGGS + "#### 36\nThat is four dozen eggs.", "36", False, MIS),
    (G, _EGGS + "#### 36\nThat is three dozen eggs.", "36", True, OK),
    (M, "Each interior angle is 540/5 = 108 degrees.\n\n$\\boxed{\\mathbf{108^\\circ}}$", "108", True, OK),
    (M, "Each interior angle is 540/5 = 108 degrees.\n\n$\\boxed{\\mathbf{118^\\circ}}$", "108", False, MIS),
    (G, "<think>\nSplit among 4 friends: 72/4 = 18.\n</think>\n<answer>$18/person</answer>", "18", True, OK),
    (G, _FLOUR + "tablespoons of flour are needed.", "3.5", False, MIS),
    (G, _FLOUR + "cups of flour are needed.", "3.5", True, OK),
    (M, "The final answer is 3.\n\nThe smallest value is 3, which occurs when m = 16 and n = 13.", "3", True, OK),
    (M, "The final answer is 3.\n\nThe smallest value is 13, which occurs when m = 16.", "3", False, MIS),
    (M, _AREA + "\nStep 83:", "12", True, OK),
    (M, _AREA + "\nStep 83:", "6", False, MIS),
    (G, "Step 1: Add.\n3 + 4 = 7\n\nStep 2: Multiply.\n7 * 2 = 14\n\nStep 3:", "14", False, NONE),
    (M, "Step 10: Therefore, the answer is the squared volume computed in Step 8.\n\nThe final answer is $\\boxed{144}$.", "144", True, OK),
    (M, "Step 10: Therefore, the answer is the squared volume computed in Step 8.", "8", False, None),
    (G, "In Step 3 she has 5 + 3 = 8 apples.\n\nSo in Step 3 she has 8 apples.", "8", True, OK),
]  # fmt: skip

ALL = FIRST_BATCH + NOT_THE_MODELS + SECOND_BATCH + THIRD_BATCH + FOURTH_BATCH


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session43_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
