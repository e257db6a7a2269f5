"""Issue 25, session 42: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session41_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_PENS = "150 / 8 = 18.75, so 18 packs are 6 pens short.\n\n"
_PLANTS = "12 x 7 = 84 tomato plants, 5 x 9 = 45 pepper plants, 84 - 45 = 39.\n\n"

# Closings round 219 showed refused (before any batch of session 42 was read): an opening phrase
# of givens before the clause that states the value; the margin after "outnumber ... by".
CLOSINGS = [
    (G, _PENS + "So for 150 pens in packs of 8, the teacher must buy 19.", "19", True, OK),
    (G, _PENS + "So for 150 pens in packs of 8, the teacher must buy 19 packs.", "19", True, OK),
    (G, _PENS + "With 150 pens in packs of 8, she needs 19 packs.", "19", True, OK),
    (G, _PENS + "So for 150 pens in packs of 8, the teacher must buy 19.", "150", False, MIS),
    (G, _PENS + "For 19 packs, the teacher pays $114.", "19", False, MIS),
    (G, _PENS + "For 19 packs she pays $114 and gets 152 pens.", "19", False, None),
    (G, _PLANTS + "So the 84 tomato plants outnumber the 45 pepper plants by 39.", "39", True, OK),
    (G, _PLANTS + "So the tomato plants exceed the pepper plants by 39 plants.", "39", True, OK),
    (G, _PLANTS + "So the 84 tomato plants outnumber the 45 pepper plants by 39.", "84", False, MIS),
    (G, _PLANTS + "So the tomato plants outnumber the pepper plants by 39, 129 in all.", "39", False, None),
    (G, _PLANTS + "So she plants 84 tomato plants, by 39 more than 45.", "39", False, None),
]  # fmt: skip

_LEFT = "Maria reads 45 pages each day for 6 days: 45 * 6 = 270 pages.\nThe pages still to read:\n350 - 270 = 80 pages.\n\n"
_RAISE = "She earned $12 an hour and now earns $15 an hour.\n15 - 12 = 3\n\n"
_DISTANCE = (
    "To find the distance, we use the formula for the distance from a point to a line.\n\n"
    "Distance = |-12 + 0 + 2| / sqrt(5) = 10 / sqrt(5) = 2 * sqrt(5).\n\n"
    "Therefore, the shortest distance from the point (6, 0) to the line is 2 * sqrt(5). We can "
    "leave it as 2 * sqrt(5).\n\nAlternatively, the foot of the perpendicular is (2, 2), so the "
    "distance is sqrt(16 + 4) = sqrt(20) = 2 * sqrt(5).\n\n"
    "Therefore, the shortest distance from the point (6, 0) to the line is 2 * sqrt(5).\n\n"
)
_LOOP = "".join(f"{n}. The final answer is 20%.\n" for n in range(1, 151))

# First batch (rounds 220-221, real 185-190): a rate put on a difference of amounts the working
# never names a rate; a whole solution said again and cut where its last words also close a
# check; a clause of its own after the value's comma; "spent on A and B to ..."; a numbered
# answer line said again and cut after its number; "neither ... nor ..." before the copula; an
# example under "For example, if ... would be"; "I need ... to answer" after the answer.
FIRST_BATCH = [
    (G, _LEFT + "#### 80 pages per day", "80", False, MIS),
    (G, _LEFT + "#### 80 pages", "80", True, OK),
    (G, "The family pays with a $100 bill for 5 tickets at $18 each: 5 x 18 = $90.\n$100 - $90 = $10.\n\n#### 10 per ticket", "10", False, MIS),
    (G, "The family pays with a $100 bill for 5 tickets at $18 each: 5 x 18 = $90.\n$100 - $90 = $10.\n\n#### $10", "10", True, OK),
    (G, _RAISE + "#### 3 per hour", "3", True, OK),
    (G, "Jenny buys 1 bag of cookies a week, which has 36 cookies.\nShe puts 4 * 5 = 20 cookies in the lunch box, and her husband eats 1 * 7 = 7 cookies.\nShe eats 36 - 20 - 7 = 9 cookies.\nTherefore, Jenny eats 9 cookies a week.", "9", True, OK),
    (M, "d^2 = 1 + 1 = 2, so d = \\sqrt{2}.\n\nFinal Answer: The diagonal of the square has length $\\sqrt{2}$ units.", "\\sqrt{2}", True, OK),
    (M, "d^2 = 1 + 1 = 2, so d = \\sqrt{2}.\n\nFinal Answer: The diagonal of the square has length $\\sqrt{2}$ units.", "2", False, MIS),
    (M, "C = 2\\pi r = 2\\pi.\n\nFinal Answer: The circumference is $2\\pi$ here.", "2", False, MIS),
    (M, _DISTANCE * 2 + _DISTANCE[:-4][: _DISTANCE.rfind("Therefore") + 37], "2\\sqrt{5}", True, OK),
    (M, _DISTANCE * 2 + _DISTANCE[:-4][: _DISTANCE.rfind("Therefore") + 37], "\\sqrt{5}", False, MIS),
    (G, "400 / 5 = 80.\n\nTherefore, Wilson's current math grade is 80, and he will be able to have the car for the weekend.", "80", True, OK),
    (G, "400 / 5 = 80.\n\nTherefore, Wilson's current math grade is 80, and he will need 85 next time.", "80", False, None),
    (G, "400 / 5 = 80.\n\nSo the answer is 80, and I am not sure.", "80", False, None),
    (G, "$35.00 + $15.00 = $50.00\n\nSo, Tyson would spend $50.00 on the meat and cheese to make enough sandwiches to serve 20 people.", "50", True, OK),
    (G, "$35.00 + $15.00 = $50.00\n\nSo, Tyson would spend $50.00 on the meat and cheese to serve 20 people, or $60 for 24.", "50", False, None),
    (G, "(90 / 450) * 100 = 20%\n\n" + _LOOP + "151.", "20", True, OK),
    (G, "(90 / 450) * 100 = 20%\n\n" + _LOOP + "151.", "151", False, MIS),
    (M, "10 - 7 = 3 boxes.\n\nTherefore, the number of boxes that contain neither pens nor pencils is 3.", "3", True, OK),
    (M, "So the answer is neither 234 nor 240.", "234", False, None),
    (M, "For example, if the bag held 2 red and 1 blue marble, the probability would be $\\boxed{\\frac{2}{3}}$.", "\\frac{2}{3}", False, NONE),
    (M, "The probability is $\\boxed{\\frac{2}{3}}$. I need the actual counts to answer.", "\\frac{2}{3}", False, NONE),
    (M, "The probability is $\\boxed{\\frac{2}{3}}$. I need to answer this quickly.", "\\frac{2}{3}", True, OK),
    (G, "<think>350 - 270 = 80.</think>\n<answer>80</answer>\nHmm, this assumes she never skipped a day. I'll leave the answer blank until that is clarified.", "80", False, NONE),
    (G, "<think>350 - 270 = 80.</think>\n<answer>80</answer>\nI'll leave the rest of the reading plan to you.", "80", True, OK),
]  # fmt: skip

_BIDS = "Okay, so Carmen bids after each of the 3 other people.\n\nCarmen: 200\nPerson A: 250\nCarmen: 300\nPerson B: 350\nCarmen: 400\nPerson C: 450\nCarmen: 500\n\nSo Carmen's final bid is 500. So the answer is 500."
_DRIVER = (
    "Step 4: Calculate the cost of the miles driven each year.\n15,000 miles * $2 = $30,000.\n\n"
    "Step 5: Calculate the total bonus each year.\n$150 * 12 = $1,800.\n\n"
    "Step 6: Calculate the total cost of the driving service each year.\n"
    "The total cost is the sum, so $30,000 + $1,800 = $31,800.\n\n"
)

# Also of the first batch: an open reasoning trace cut right after "Alternatively," that follows
# its answer; a rate per the period the step heading names; ", which is the correct answer".
FIRST_BATCH_TRACES = [
    (G, _BIDS + "\n\nAlternatively,", "500", False, NONE),
    (G, _BIDS + "\n\nAlternatively, maybe the question means", "500", False, NONE),
    (G, _BIDS + "\n\nAlternatively, checking the bids again confirms it. So the answer is 500.", "500", True, OK),
    (G, _DRIVER + "Therefore, John pays $31,800 a year for the driving service.", "31800", True, OK),
    (G, _DRIVER + "Therefore, John pays $31,800 a month for the driving service.", "31800", False, MIS),
    (G, "Cost = 120 cubic feet x $0.1 = $12\n\nMultiplying these together gives $12, which is the correct answer.", "12", True, OK),
    (G, "Cost = 120 cubic feet x $0.1 = $12\n\nMultiplying these together gives $12, which is not the correct answer.", "12", False, None),
]  # fmt: skip

ALL = CLOSINGS + FIRST_BATCH + FIRST_BATCH_TRACES


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session42_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
