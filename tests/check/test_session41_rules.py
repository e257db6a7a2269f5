"""Issue 25, session 41: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session40_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_EGGS = "In a week the farm collects 84 x 7 = <<84*7=588>>588 eggs.\n"

# "N dozen" after the marker is the count of dozens where the working divided by 12 into it, a
# GSM8K calculator note between the "=" and the count included.
DOZENS = [
    (G, _EGGS + "That is 588 / 12 = <<588/12=49>>49 dozen.\n#### 49 dozen", "49", True, OK),
    (G, _EGGS + "That is 588 / 12 = <<588/12=49>>49 cartons.\n#### 49 dozen", "49", False, MIS),
]  # fmt: skip

_TRAIN = "<think>\n240 / 4 = 60 miles an hour, 60 * 7 = 420.\n</think>\n<answer>420</answer>\n"
_RICE = "The household uses 2 kg a day. 42 / 2 = 21 days. 21 / 7 = 3 weeks.\n\n"
_MIN_DIST = "So a = 10 and b = 2. Therefore, a + b = 12.\n\nThe final answer is 12.\n\nAlternatively, we can complete the square.\n\n"

# First batch (rounds 214-215, real 169-174): a closing line after the answer that says it again
# with how long it took; how long something lasts; an expression cut inside its brackets after the
# answer; a function named after the value; the problem's premise after "assuming".
SENTENCES = [
    (G, _TRAIN + "So the train travel 480 miles in 7 hours.", "420", False, MIS),
    (G, _TRAIN + "So the train travels 420 miles in 7 hours.", "420", True, OK),
    (G, _TRAIN + "So the train travels 60 miles in 1 hour.", "420", True, OK),
    (G, _RICE + "Answer: A 42 kg bag of rice will last for 3 weeks for the household.", "3", True, OK),
    (G, _RICE + "Answer: A 42 kg bag of rice will last for 3 weeks for the household.", "42", False, MIS),
    (G, "She saves 20 a week. 20 x 3 = 60.\n\nSo she saves $60 for 3 weeks.", "3", False, MIS),
    (M, _MIN_DIST + "f(sqrt(2)) = (1/2)(sqrt(2))^4 - 2(sqrt(2", "12", True, OK),
    (M, "So a + b = 12.\n\nThe final answer is 12. Actually, the answer is (2", "12", False, None),
    (M, "Setting the derivative to zero: -8x - 3 = 0.\n\nTherefore, Archimedes should choose $x = -\\frac{3}{8}$ to minimize $z(x,y)$, assuming that Brahmagupta will play optimally.", "-\\frac{3}{8}", True, OK),
    (M, "Setting the derivative to zero: -8x - 3 = 0.\n\nTherefore, Archimedes should choose $x = -\\frac{3}{8}$, assuming I read the question right.", "-\\frac{3}{8}", False, NONE),
    (M, "Setting the derivative to zero: -8x - 3 = 0.\n\nTherefore, the answer is $x = -\\frac{3}{8}$, assuming that y is 2.", "-\\frac{3}{8}", False, MIS),
]  # fmt: skip

_VOTERS = "<think>\n12000 * 3/8 = 4500.\n</think>\n"
_COINS = "<think>\n1 - 1/8 = 7/8.\n</think>\n"
_DIAGONAL = "<think>\nThe diagonal is 5 sqrt 2.\n</think>\n<answer>5*sqrt(2)</answer>\n```python\n"
_VERTEX = "<think>\n(x-3)^2 + 4: the minimum is 4.\n</think>\n"

# Answer slots: the value said again after "i.e." (the same, or a description), another value
# denied after it (fractions too), a code comment that judges it wrong, a bound, a problem the
# model sets itself inside the slot.
SLOTS = [
    (G, _VOTERS + "<answer>4500 people, i.e. 37.5% of the town</answer>", "4500", True, OK),
    (G, _VOTERS + "<answer>4500 people, i.e. 4600</answer>", "4500", False, None),
    (G, "The answer is 18, that is, 20 apples.", "18", False, None),
    (G, "The answer is 18, i.e. 18 apples.", "18", True, OK),
    (M, _COINS + "<answer>7/8, not 1/8</answer>", "\\frac{7}{8}", True, OK),
    (M, _COINS + "<answer>1/8, not 7/8</answer>", "\\frac{7}{8}", False, MIS),
    (M, _DIAGONAL + "d = 5 * 2 ** 0.5  # wrong, the diagonal is 2 * 5 = 10\n```", "5\\sqrt{2}", False, MIS),
    (M, _DIAGONAL + "d = 5 * 2 ** 0.5  # the diagonal\nprint(d)  # error check: 7.07\n```", "5\\sqrt{2}", True, OK),
    (M, _VERTEX + "<answer>f(x) ≥ 4, so at least 4</answer>", "4", False, None),
    (M, _VERTEX + "<answer>f(x) ≥ 4, so the minimum is 4</answer>", "4", True, OK),
    (M, _VERTEX + "<answer>The minimum is 4. Follow-up: for x^2 - 6x + 10 the minimum is 1.</answer>", "4", False, None),
    (M, _VERTEX + "<answer>The minimum is 4.</answer>\nFollow-up: for x^2 - 6x + 10 the minimum is 1.", "4", True, OK),
]  # fmt: skip

_BLAKE = (
    "Okay, let's see. Blake runs 15 laps of 100 yards there and back: 15 * 200 = 3000 yards."
    " Kelly runs back and forth once, 200 yards, then 34 times to the 40-yard line and back.\n\n"
    "Alternatively, when she runs to the 40-yard line and back, that's a different distance? Wait,"
    " if she starts at one end, runs to the 40-yard line (40 yards), then back to the start"
    " (another 40), so total "
)
_BILL = (
    "**Final Answer**\nThe total length of all the baked goods end to end is \\boxed{280} feet.\n"
    "</think>\n\nBill bakes 300 rolls, 120 chocolate croissants, and 60 baguettes every day. To find"
    " the total length, we add the lengths of each kind.\n\n1. **Rolls:**\n   - Each roll is 4"
    " inches long.\n   - Total length in inches: \\( 300 \\times 4 = 1200 \\) inches."
)

# Real closings: a rate where every other number is a span or a given; things counted, then the
# state they are left in; a reasoning trace cut on a number in its prose; a summary after the
# think block cut where its next list line begins.
CLOSINGS = [
    (G, "24 pages / 4 days = 6 pages per day.\n\nTherefore, Solo needs to read, on average, 6 pages per day to complete all his reading in the remaining 4 days.", "6", True, OK),
    (G, "24 pages / 4 days = 6 pages per day.\n\nTherefore, Solo needs to read, on average, 6 pages per day to complete all his reading in the remaining 4 days.", "4", False, MIS),
    (G, "175 - 70 = 105 questions.\n\nTherefore, Mark left 105 questions incomplete.", "105", True, OK),
    (G, "175 - 70 = 105 questions.\n\nTherefore, the answer is 105 (incomplete).", "105", False, None),
    (G, _BLAKE + "80", "80", False, NONE),
    (G, _BLAKE + "80 yards a run.\n\nSo the winner ran 3000 - 2920 = 80 yards more. The answer is 80.", "80", True, OK),
    (G, _BILL + "\n  ", "280", True, OK),
    (G, _BILL + "\n\n2. **Croissants:** 120 * 6 = 720 inches.\n\nSo the total is 1200 + 720 = 1920 inches, or 160 feet.", "280", False, MIS),
]  # fmt: skip

_FENCE = (
    "Okay, so the garden is 18 m by 11 m and the fence costs $7 a meter. Perimeter: 2(18 + 11) ="
    " 58 m. Cost: 58 × 7 = 406 dollars.\n\nHmm, wait, let me redo it once more carefully.\n\n"
    "Fence length = 2 × 18 + 2 × 11 = 36 + 22 = 58 m.\n\n"
)
_SUMMARY = (
    "Okay, the perimeter is 2(18 + 11) = 58 m, and 58 × 7 = 406.\n\n**Final Answer**\n"
    "\\boxed{406}\n</think>\n\nTo find the cost of the fence, we need the perimeter of the garden."
    "\n\n**Step 1: Perimeter**\n\\[\nP = 2(18 + 11) = 2 \\times 29 = 58 \\text{ meters}\n\\]\n\n"
)
_WALK = (
    "Okay, so Gary walks around a 1.5 by 6 mile park at 3 miles an hour. The perimeter is 15"
    " miles, and 15 / 3 = 5.\n\nTherefore, I think the answer is 5 hours.\n\n"
)
_BAKE = (
    "Okay, so the library has 480 books, 168 fiction and 78 biographies: 480 - 168 - 78 = 234.\n\n"
)

# Second batch (rounds 216-217, real 175-180): rates over the period the working says; what is
# needed and what for; the given subject first; "old" before the noun; rounding asked for; a
# trace cut in a check it announced; a trace that doubts its answer again and never settles; a
# summary cut at a heading or after a list line; "neither ... nor" as a kind; a check that
# agrees though one number falls short; "each" after a sum; words before a zero.
SECOND_BATCH = [
    (G, "So, the total cost of driving per year is $30,000 + $1,800 = $31,800.\n\nAnswer: John pays $31,800 a year for driving.", "31800", True, OK),
    (G, "Tom earns $18.50 an hour and works 40 hours, so he earns 18.50 * 40 = $740.\n#### $740 per hour", "740", False, MIS),
    (G, "45 / 3 = 15.\n\nThe electric company will need 15 electric poles to supply electricity to the neighborhood with 45 electric wires.", "15", True, OK),
    (G, "45 / 3 = 15.\n\nThe electric company will need 15 electric poles to supply electricity to the neighborhood with 45 electric wires.", "45", False, MIS),
    (G, "7 * 2 = 14.\n\nThe 5 people brought in 14 old records in total.", "14", True, OK),
    (G, "7 * 2 = 14.\n\nThe 5 people brought in 14 old records in total.", "5", False, MIS),
    (M, "233/43 ≈ 5.4186. Round the result to the nearest tenth: 5.4186 ≈ 5.4.\n\nTherefore, the average price is approximately \\(5.4\\) cents.", "5.4", True, OK),
    (M, "233/43 ≈ 5.4186.\n\nTherefore, the average price is approximately \\(5.4\\) cents.", "5.4", False, NONE),
    (G, _FENCE + "Cost = 58 m × $7 per m = $406.", "406", False, NONE),
    (G, _FENCE + "Cost = 58 m × $7 per m = $406.\n\nSo the fence costs $406.", "406", True, OK),
    (G, _WALK + "Alternatively, maybe the problem is expecting me to calculate something else.\n\nAlternatively, maybe I need the area? But the question is about walking around the edge, so the perimeter is right.", "5", False, NONE),
    (G, _WALK + "Alternatively, maybe the problem is expecting me to calculate something else.\n\nNo: the time is the perimeter over the speed. So the answer is 5 hours.", "5", True, OK),
    (G, _SUMMARY + "**Step 2: Cost**", "406", True, OK),
    (G, _SUMMARY + "The fence must be 58 meters long.\n\n\\[\n\\boxed{58}\n\\]", "406", False, MIS),
    (G, "Okay, the price is 20 and rises 4 every two months.\n\n**Final Answer**\n\\boxed{92}\n</think>\n\nKey steps:\n1. The original price is $20.\n2. The number of two-month periods in 36 months is \\( \\frac{36}{2} = 18 \\).\n\n", "92", True, OK),
    (G, _BAKE + "So 234 of the books are neither fiction nor biographies.", "234", True, OK),
    (G, _BAKE + "So the answer is neither 234 nor 240.", "234", False, None),
    (G, "27 × 3 = 81 slices.\n\n**Final Answer**\n\\boxed{11}\n\nWait, let me double-check the slices once more. 11 × 8 = 88, which is enough, while 10 × 8 = 80 is not. Yes, that's correct.", "11", True, OK),
    (G, "27 × 3 = 81 slices.\n\n**Final Answer**\n\\boxed{11}\n\nWait, let me double-check. 11 × 8 = 88 is not right, it should be 12. Yes, that is correct.", "11", False, MIS),
    (G, "<think>\n6 tickets at 23 is 138, plus 9 for parking is 147.\n</think>\n<answer>$147 each</answer>", "147", False, MIS),
    (G, "Each box holds 4 + 2 = 6 apples.\n#### 6 each", "6", True, OK),
    (M, "<think>\n2*6 - 4*3 = 12 - 12 = 0.\n</think>\n<answer>The textbook says 0.</answer>", "0", False, MIS),
    (M, "<think>\n2*6 - 4*3 = 12 - 12 = 0.\n</think>\n<answer>x = 0</answer>", "0", True, OK),
]  # fmt: skip

_MOD = "So 3^100 ≡ 4 (mod 7), and 2^3 ≡ 1 (mod 7).\n\nThe remainder is $1$.\n\n"
_PENS = "150 / 8 = 18.75, so 19 packs.\n\n"
_LOOP = "".join(f"{n}. The {'final ' if n % 2 else ''}answer is 10.\n" for n in range(170, 175))
_KALINDA = (
    "Okay, so Kalinda and her mom put together a 360-piece puzzle at 6 pieces a minute: 360 / 6"
    " = 60 minutes.\n\nAlright, I think that's correct. So the answer should be 1 hour.\n\n"
)

# Third batch (rounds 218-219, real 181-184): sums "add up to"; a second result under "but if";
# what must be bought and what for; an improper fraction that opens the sentence; a closing
# remark with no number after the answer line; the form the answer is left in; the subject's
# givens in its noun phrase; where the value comes from; a name asked for as the subject; a take-
# back in brackets inside a tag; a title's full stop; an ordinal before "-grade"; the period under
# a step heading; two answer lines taking turns in a loop; an open trace cut in its box; what
# happened to the thing after the value.
THIRD_BATCH = [
    (M, "|2x - 5| = 9 gives x = 7 or x = -2.\n\nSo the solutions add up to 5.", "5", True, OK),
    (G, "The tank holds 5 liters.\n\nSo the cost is up to 5.", "5", False, NONE),
    (G, _PENS + "So she needs 19 packs, but if the school already has 6 pens, 18 packs are enough.", "19", False, NONE),
    (G, _PENS + "So she needs 19 packs if each student gets one pen.", "19", True, OK),
    (G, _PENS + "She must buy 19 packs to have a pen for each of the 150 students.", "19", True, OK),
    (G, "60 / 16 = 3.75.\n\nTherefore, 15/4 cups of sugar are needed for 60 cookies.", "3.75", True, OK),
    (G, "60 / 16 = 3.75.\n\nTherefore, 15/4 cups of sugar are needed for 60 cookies.", "60", False, MIS),
    (M, _MOD + "Cyclic patterns make problems like this much easier.", "1", True, OK),
    (M, _MOD + "I am not sure about this.", "1", False, NONE),
    (M, "f(-x) = f(x) gives 2bx = 0, so b = 0.\n\nSo b can be any real number.", "0", False, NONE),
    (G, "210 ÷ 30 = 7 days.\n\nShe finishes on the sev", "7", False, NONE),
    (M, "The radius is 5, so the area is $25\\pi$.\n\nNote that we leave the answer in terms of $\\pi$, as the problem asks.", "25\\pi", True, OK),
    (G, "72 × 6 = 432 muffins, 432 × 1.5 = 648.\n\nSo the 72 boxes of 6 muffins bring the bakery $648 in total.", "648", True, OK),
    (G, "72 × 6 = 432 muffins, 432 × 1.5 = 648.\n\nSo the 72 boxes of 6 muffins bring the bakery $648 in total.", "6", False, MIS),
    (M, "x = 7 or x = -2.\n\nThe sum of all values of $x$ is $5$, coming from the solutions $x = 7$ and $x = -2$.", "5", True, OK),
    (M, "**Final Answer:** Navin earns the most after working an eight-hour day.\n\n```", "\\text{Navin}", True, OK),
    (M, "Navin earns 39.52 USD.\n\nSo Navin does not earn the most.", "\\text{Navin}", False, None),
    (M, "Navin from Mauritius would earn the most, with a total of \\boxed{39.54} USD.", "\\text{Navin}", False, MIS),
    (G, "<think>\n161 − 95 = 66 kg are left.\n</think>\n<answer>66 (no: she sold 95 jars of 0.5 kg, so 161 − 47.5 = 113.5)</answer>", "66", False, None),
    (G, "<think>\n161 − 95 = 66 kg are left.\n</think>\n<answer>66 (161 − 95 = 66)</answer>", "66", True, OK),
    (G, "6 rolls * 8 pieces/roll = 48 pieces.\n\nAnswer: Mrs. Sherman fed 48 pieces of rolls to the chickens.", "48", True, OK),
    (G, "53 - 4 = 49 boys.\n\nAnswer: There were 49 fourth-grade boys at Small Tree School on Friday.", "49", True, OK),
    (G, "53 - 4 = 49 boys.\n#### 49 fourths", "49", False, MIS),
    (G, "Step 4: Calculate the number of cookies Jenny eats in a week.\nThere are 36 - 27 = 9 cookies left for Jenny.\n\nSo, Jenny eats 9 cookies a week.", "9", True, OK),
    (G, "100 - 90 = 10.\n\n" + _LOOP + "175. The final answer is 1", "10", True, OK),
    (G, "100 - 90 = 10.\n\n" + _LOOP + "175. The final answer is 12.", "10", False, MIS),
    (G, _KALINDA + "**Final Answer**\n\\boxed{", "1", False, NONE),
    (G, _KALINDA + "**Final Answer**\n\\boxed{1}", "1", True, OK),
    (G, "8000 - 2400 = 5600.\n\nTherefore, the redwood tree weighs 5600 pounds after the termites ate 30% of its wood.", "5600", True, OK),
    (G, "8000 - 2400 = 5600.\n\nTherefore, the redwood tree weighs 5600 pounds after the termites ate 30% of its wood.", "30", False, MIS),
    (G, "$11 - $9 = $2.\n\nAnswer: Juice Box C costs $2 more than Juice Box B.", "2", True, OK),
    (G, "$11 - $9 = $2.\n\nAnswer: Juice Box C costs $2 more than Juice Box B.", "11", False, MIS),
]  # fmt: skip

ALL = DOZENS + SENTENCES + SLOTS + CLOSINGS + SECOND_BATCH + THIRD_BATCH


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session41_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
