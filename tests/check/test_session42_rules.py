"""Issue 25, session 42: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session41_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

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

_BIKES = "<think>\nThe shop had 14 and sold 5, so 14 - 5 = 9 are left.\nThe crates hold 3 * 6 = 18 bikes.\n9 + 18 = 27.\n</think>\n"
_SPEED = "Average speed = distance / time = 312 / 4 = 78 miles per hour.\n\nThe average speed is 78 mph.[1]\n\n"
_PESOS = "Therefore, I think the answer is 350.\n\n**Final Answer**\nThe total number of pesos they have together is \\boxed{350}.\n</think>\n\n"

# Second batch (rounds 222-223, real 191-196): "more" put on a plain sum; a footnote, a bracket
# in the tag or a note after the value that withdraws it; "premature", "ignore it", "work it out
# again" after the answer; a sample output led in over a blank line (not "in the format given");
# a root or pi written plainly after the number; "N nouns did not ..."; "out of ..." as givens; a
# summary after `</think>` cut inside its first sentence.
SECOND_BATCH = [
    (G, _BIKES + "<answer>27 more bikes</answer>", "27", False, MIS),
    (G, _BIKES + "<answer>27 bikes</answer>", "27", True, OK),
    (G, "<think>\nShe needs 9 more for the red shelf and 18 more for the blue: 9 + 18 = 27.\n</think>\n<answer>27 more bikes</answer>", "27", True, OK),
    (G, _SPEED + "[1] This is not my final answer; I still need the length of the stop.", "78", False, NONE),
    (G, _SPEED + "[1] Average over the whole trip.", "78", True, OK),
    (G, "<think>\n60 - 38 = 22.\n</think>\n<answer>22 [retracted: recount needed]</answer>", "22", False, None),
    (G, "60 - 38 = 22.\n#### 22 (withdrawn)", "22", False, None),
    (G, "60 - 38 = 22.\n#### 22 cookies", "22", True, OK),
    (G, "<answer>120</answer>\n\nUpon review, the answer above is premature.", "120", False, NONE),
    (M, "<answer>6</answer>\n\n(That tag was filled in before finishing; ignore it.)", "6", False, NONE),
    (M, "\\boxed{6}\n\nThe constant term is negligible, so we ignore it.", "6", True, OK),
    (M, "Here is a sample output for this kind of question:\n\n\\(\\boxed{56}\\)\n\nPlease run your own solver.", "56", False, NONE),
    (M, "So the result is 40_9.\n\nLet's summarize this in the format given:\n\n<answer>40_9</answer>", "40_9", True, OK),
    (M, "Diagonal = 6 * sqrt(2).\n\nTherefore, the length of the diagonal of the square is 6sqrt(2) centimeters.", "6", False, MIS),
    (M, "Diagonal = 6 * sqrt(2).\n\nTherefore, the length of the diagonal of the square is 6 sqrt(2) centimeters.", "6\\sqrt{2}", True, OK),
    (M, "So the area is 4 pi square units.", "4", False, MIS),
    (G, "80 - 54 = 26.\n\nTherefore, 26 guests did not get a second hotdog.", "26", True, OK),
    (G, "80 - 54 = 26.\n\nTherefore, 26 is not the answer.", "26", False, None),
    (G, "5 x 5 = 25.\n\nOut of 25 candles, she sells 18.", "25", False, MIS),
    (G, _PESOS + "Axel has 50 silver pesos and ", "350", True, OK),
    (G, _PESOS + "Axel has 50 silver pesos and ", "50", False, MIS),
]  # fmt: skip

# A rate in an answer slot that the working never named nor made: refused (the question alone
# could say it is the rate asked); named ("a day", "per hour", "daily", "12 months" for a year),
# made by a quotient right before the value, or "each" in its clause: kept.
RATES = [
    (G, "3 × 4.5 + 10 = 23.5\n#### 23.5 per day", "23.5", False, MIS),
    (G, "<think>\n18 * 25 = 450 pages.\n</think>\n<answer>450 per minute</answer>", "450", False, MIS),
    (G, "He earns $12 an hour and $2.50 an hour in tips: 12 + 2.5 = 14.5\n#### 14.5 per hour", "14.5", True, OK),
    (G, "12 months at $3,145 is 12 * 3145 = 37740 dollars.\nWith the $1,460 bonus: 37740 + 1460 = 39200 dollars.\n#### $39,200 per year", "39200", True, OK),
    (G, "60 stickers cost $3, so one sticker costs 3 / 60 = 0.05 dollars.\n#### $0.05 each", "0.05", True, OK),
    (G, "Each of the 6 friends pays $18 and $14, so each spends 18 + 14 = $32.\n#### $32 per person", "32", True, OK),
    (G, "90 / 250 = 0.36, so 36% voted yes.\n#### 36 per cent", "36", True, OK),
    (G, "Speed = 525 / 2.5 = 210\n\nSo the train's average speed is 210 km/h.", "210", True, OK),
    (G, "9 * 4 = 36 eggs.\n36 * 7 = 252 eggs.\nSo the farm gets 252 eggs per week.", "252", True, OK),
    (G, "Eggs per week: 16 x 6 = 96.\nDozens: 96 / 12 = 8 dozen.\n\n#### 8 dozen a day", "8", False, MIS),
    (G, "Eggs per week: 16 x 6 = 96.\nDozens: 96 / 12 = 8 dozen.\n\n#### 8 dozen", "8", True, OK),
]  # fmt: skip

_BINOM = "<think>\n$\\binom{7}{3} = \\frac{210}{6} = 35$.\n</think>\n"
_DIST = "<think>\n$d = \\sqrt{1 + 4} = \\sqrt{5}$.\n</think>\n"

# Third batch (rounds 224-225, real 197-199): a box denied as "the value of" what was asked; a red
# cross after the box; kitchen measures as units; a source's answer named as a noun, a student's
# answer, what Wikipedia says.
THIRD_BATCH = [
    (M, _BINOM + "$\\boxed{35}$ is not the value of $\\binom{7}{3}$.", "35", False, NONE),
    (M, _BINOM + "$\\boxed{35}$ is the value of $\\binom{7}{3}$.", "35", True, OK),
    (M, "$\\sqrt{12} = 2\\sqrt{3}$.\n$\\boxed{2\\sqrt{3}} \\;\\; \\color{red}{\\times}$", "2\\sqrt{3}", False, NONE),
    (M, "$\\sqrt{12} = 2\\sqrt{3}$.\n$\\boxed{2\\sqrt{3}}$", "2\\sqrt{3}", True, OK),
    (G, "<think>\n12 x 3/4 = 9 cups of sugar.\n</think>\n<answer>9 tablespoons</answer>", "9", False, MIS),
    (G, "<think>\n12 x 3/4 = 9 cups of sugar.\n</think>\n<answer>9 cups</answer>", "9", True, OK),
    (G, "Sugar needed: 8 x 3/4 = 24/4 = 6 cups.\n\n#### 6 more cups", "6", False, MIS),
    (G, "She has 2 cups and needs 8: 8 - 2 = 6 cups.\n\n#### 6 more cups", "6", True, OK),
    (G, "$138 a day for 5 days: 5 × 138 = $690.\n#### 690 a week", "690", True, OK),
    (G, "$48 + $96 + $140 = $284\n\nSo, 2 years of the service cost Bill $284.", "284", True, OK),
    (G, "$48 + $96 + $140 = $284\n\nSo, 2 years of the service cost Bill $284.", "2", False, MIS),
    (G, "So 3 weeks of saving is enough.", "3", True, OK),
    (M, _DIST + "The textbook answer is $\\boxed{\\sqrt{5}}$, but my calculation gives $\\sqrt{13}$.", "\\sqrt{5}", False, MIS),
    (M, _DIST + "A student answered $\\boxed{\\sqrt{5}}$. I think it is $\\sqrt{13}$.", "\\sqrt{5}", False, MIS),
    (M, _DIST + "So the distance is $\\boxed{\\sqrt{5}}$.", "\\sqrt{5}", True, OK),
]  # fmt: skip

ALL = CLOSINGS + FIRST_BATCH + FIRST_BATCH_TRACES + SECOND_BATCH + RATES + THIRD_BATCH


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session42_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
