"""Issue 25, session 39: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session38_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_LOOP = "".join(f"{n}. The answer is 60 instructions.\n" for n in range(8, 40))
_BASE_SIX = (
    "999 = 4 * 216 + 3 * 36 + 4 * 6 + 3, so the base six form is 4343. Therefore, the final answer is "
    "4343.\n\nBut wait, I think I made a mistake in the previous steps. Let me double-check the "
    "calculations.\n\n1. 999 divided by 6 is 166 with a remainder of 3.\n2. 166 divided by 6 is 27 "
    "with a remainder of 4.\n3. 27 divided by 6 is 4 with a remainder of 3.\n4. 4 divided by 6 is 0 "
    "with a remainder of 4.\n\nSo, the base six equivalent of 999 is indeed 4343. Therefore, the "
    "final answer is 4343.\n\n"
)

# A numbered line said again and again, the last copy cut by the token limit, says nothing new;
# a whole solution said again and cut after the next item's number ("...\n2. ") is a cut copy.
CUT_COPIES = [
    (G, "20 + 40 = 60\n" + _LOOP + "40. The answer is 6", "60", True, OK),
    (G, "20 + 40 = 60\n" + _LOOP + "40. The answer is 7", "60", False, MIS),
    (G, "20 + 40 = 60\n" + _LOOP + "40. The answer is 6", "6", False, MIS),
    (M, "To convert 999 to base six I divide by 6.\n\n" + _BASE_SIX + _BASE_SIX + "But wait, I think I made a mistake in the previous steps. Let me double-check the calculations.\n\n1. 999 divided by 6 is 166 with a remainder of 3.\n2. ", "4343_6", True, OK),
    (M, "To convert 999 to base six I divide by 6.\n\n" + (_BASE_SIX * 2).replace("4343", "4342") + "But wait, I think I made a mistake in the previous steps. Let me double-check the calculations.\n\n1. 999 divided by 6 is 166 with a remainder of 3.\n2. ", "4343_6", False, MIS),
]  # fmt: skip

# The last sentence of a working with no answer marker: what the value is spent on ("36 hours on
# TV and reading"), where it came from ("from selling 43 brownies and 23 slices"), a size of each
# ("8 pieces of wire, each 6 inches long"), a condition that restates givens ("48 grams of chips
# if your daily calorie target is 2000 ..."), "will make $88.00 from selling ...".
PROSE_CLOSINGS = [
    (G, "2 + 1 = 3 hours a day; 3 * 3 = 9 a week.\n\nIn 4 weeks, he spends 4 * 9 = 36 hours on TV and reading.", "36", True, OK),
    (G, "2 + 1 = 3 hours a day; 3 * 3 = 9 a week.\n\nIn 4 weeks, he spends 4 * 9 = 36 hours on TV and up.", "36", False, PARSE),
    (G, "43 * 3 = 129 and 23 * 4 = 92.\nTotal money raised = $129 + $92 = $221\n\nSo, Tommy raises $221 from selling 43 brownies and 23 slices of cheesecake.", "221", True, OK),
    (G, "43 * 3 = 129 and 23 * 4 = 92.\nTotal money raised = $129 + $92 = $221\n\nSo, Tommy raises $221 from each of 43 brownies and 23 slices of cheesecake.", "221", False, None),
    (G, "12 * 3 = 36, 9 * 2 = 18, 17 * 2 = 34; 36 + 18 + 34 = 88.\n\nArtie will make $88.00 from selling 12 pots of marigolds, 9 pots of petunias, and 17 pots of begonias.", "88", True, OK),
    (G, "40 / 10 = 4 weeks.\n<answer>\n4 weeks will last 40 chocolate eggs for Maddy.\n</answer>", "4", True, OK),
    (G, "4 feet = 48 inches; 48 / 6 = 8.\n3. Therefore, Tracy obtained 8 pieces of wire, each 6 inches long, from the 4-foot wire.", "8", True, OK),
    (G, "4 feet = 48 inches; 48 / 6 = 8.\n3. Therefore, Tracy obtained 8 pieces of wire, each 6 pieces, from the 4-foot wire.", "8", False, None),
    (G, "2000 - 1800 = 200; 200 / 1250 * 300 = 48.\n\nTherefore, you can eat 48 grams of chips if your daily calorie target is 2000 and you have already consumed 1800 calories.", "48", True, OK),
    (G, "2000 - 1800 = 200; 200 / 1250 * 300 = 48.\n\nTherefore, you can eat 48 grams of chips if your target is 2000, or 60 grams otherwise.", "48", False, None),
    (G, "40 / 15 = 2.67 lego sets.\n\nHowever, since he cannot have a fraction of a lego set, we can conclude that John still has 2 lego sets.", "2", True, OK),
    (G, "40 / 15 = 2.67 lego sets.\n\nHowever, since he cannot sell them all, we can conclude that John still has 2 lego sets.", "2", False, None),
]  # fmt: skip

# An "Answer:" sentence whose subject holds a clause ("if he makes and sells 20 candles", "while
# not exceeding the bridge's weight limit"): the value after its copula.
ANSWER_SENTENCES = [
    (G, "Revenue: 20 * $2.00 = $40.00. Cost: 2 * $10.00 = $20.00. Net profit = $40.00 - $20.00 = $20.00.\n\nAnswer: Charlie's net profit if he makes and sells 20 candles is $20.00.", "20", True, OK),
    (G, "Revenue: 20 * $2.00 = $40.00. Cost: 2 * $10.00 = $20.00. Net profit = $40.00 - $20.00 = $20.00.\n\nAnswer: Charlie's net profit is $20.00, or $30.00 if he makes 25 candles.", "20", False, PARSE),
    (G, "5000 - 3755 = 1245; 1245 / 15 = 83 boxes.\n\nAnswer: The maximum number of boxes that can be loaded onto the truck while not exceeding the bridge's weight limit is 83 boxes.", "83", True, OK),
    (G, "5000 - 3755 = 1245; 1245 / 15 = 83 boxes.\n\nAnswer: The number of boxes that can be loaded onto the truck is not 83 boxes.", "83", False, None),
]  # fmt: skip

# After the value, a sentence that points back at it ("This is the amount that Bentley paid to
# fill 170 balloons ...") or a step with no number ("Step 4: The reasoning is based on ...") adds
# no value; one with a number of its own does.
AFTER_THE_VALUE = [
    (G, "45 + 20 = 65; 65 * 170 = 11050.\n\nTherefore, the total cost for 170 balloons after the price increase is $11,050. This is the amount that Bentley paid to fill 170 balloons after the price increase.", "11050", True, OK),
    (G, "45 + 20 = 65; 65 * 170 = 11050.\n\nTherefore, the total cost for 170 balloons after the price increase is $11,050. This is the amount that Bentley paid to fill 200 balloons after the price increase.", "11050", False, None),
    (G, "Step 2: time = 30 miles / 6 mph = 5 hours.\n\nStep 3: The time it takes Tom to get back is 5 hours.\n\nStep 4: The reasoning is based on the relationship between distance, speed, and time.", "5", True, OK),
    (G, "Step 2: time = 30 miles / 6 mph = 5 hours.\n\nStep 3: The time it takes Tom to get back is 5 hours.\n\nStep 4: Adding the 2 hours of rest, the trip back takes 7 hours.", "5", False, None),
]  # fmt: skip

_WAGE = "7 h 40 min = 23/3 h, and 23/3 × 18 = $138 a day.\n5 × 138 = $690.\n"
_SHIRTS = "Sale price: 45 − 15 = $30 per shirt.\nFor 3 shirts: 3 × 30 = $90.\n"
_NURSE = "She earns $38 per hour for 36 hours, so each week she earns 38 * 36 = $1,368.\nShe works 50 weeks a year, so she earns 1,368 * 50 = $68,400.\n"
_BOTTLES = "In one hour the machine fills 84 x 60 = 5,040 bottles, and it runs 3 hours a day: 5,040 x 3 = 15,120 bottles.\n"

# Words after a `####` or tag value that operate on it or make a total a rate of the unit the
# working's own rate was over: another value. A rate over another unit (a day's pay times 5 is a
# week's), a rate of time ("50 weeks a year") and a plain unit keep it.
WORDS_AFTER = [
    (G, "Perimeter = 78 m\nCost = 78 × $7 = $546\n#### 546 minus the 24 m side along the house wall", "546", False, None),
    (G, "Perimeter = 78 m\nCost = 78 × $7 = $546\n#### 546 dollars for the 78 m fence", "546", True, OK),
    (G, "Weeks: 315 ÷ 35 = 9\n#### 9 plus the 3 weeks already saved", "9", False, None),
    (G, _WAGE + "#### 690 a day", "690", False, MIS),
    (G, _WAGE + "#### 690 a week", "690", True, OK),
    (G, _SHIRTS + "#### 90 each", "90", False, MIS),
    (G, _SHIRTS + "#### 90 dollars", "90", True, OK),
    (G, _NURSE + "#### 68,400 per year", "68400", True, OK),
    (G, _BOTTLES + "#### 15,120 bottles per day", "15120", True, OK),
    (M, "\\(-2 < n < 8\\).\n\\(\\boxed{9}\\) integers, plus the endpoints \\(-2\\) and \\(8\\)", "9", False, None),
    (M, "\\(-2 < n < 8\\).\n\\(\\boxed{9}\\) integers, from \\(-1\\) to \\(7\\).", "9", True, OK),
    (M, "<think>r = 5, area 25π.</think>\n<answer>\\(25\\pi\\), halved for the semicircle</answer>", "25\\pi", False, None),
    (M, "<think>r = 5, area 25π.</think>\n<answer>\\(25\\pi\\) square units</answer>", "25\\pi", True, OK),
    (M, "<think>x = 3 ± √2.</think>\n<answer>\\(3 + \\sqrt{2}\\) and its conjugate</answer>", "3+\\sqrt{2}", False, None),
    (M, "$(3 + 2i)(1 - 4i) = \\boxed{11 - 10i}$, and its conjugate is $11 + 10i$.", "11 - 10i", True, OK),
    (G, "It starts at 9°C and drops 3°C an hour for 5 hours: 9 − 3 × 5 = −6°C.\nFinal answer: −6 (minus six degrees Celsius)", "-6", True, OK),
]  # fmt: skip

# A bound right before a box, or "about" in a tag whose minus sign is U+2212: no value. Where the
# working seeks a minimum or a maximum, "at least" is the question's own word.
BOUNDS = [
    (G, "78 × 7 = 546.\n\nSo fencing the garden costs at least \\(\\boxed{546}\\) dollars, more if a gate is added.", "546", False, None),
    (G, "78 × 7 = 546.\n\nSo fencing the garden costs \\(\\boxed{546}\\) dollars.", "546", True, OK),
    (M, "Each interior angle is \\((8-2) \\cdot 180^\\circ / 8\\).\nSo each interior angle is at most \\(\\boxed{135^\\circ}\\).", "135", False, None),
    (G, "The minimum score needed: 42 - 15 - 18 = 9.\nJane must score at least $\\boxed{9}$ points on her third test to pass.", "9", True, OK),
    (M, "If Zach has three or more pencils left over, then he can add another pencil to each bag.  Therefore, Zach can have at most $\\boxed{2}$ pencils left over.", "2", True, OK),
    (M, "<think>2^(−5) = 1/32, so k = −5.</think>\n<answer>about −5</answer>", "-5", False, None),
    (M, "<think>2^(−5) = 1/32, so k = −5.</think>\n<answer>−5</answer>", "-5", True, OK),
]  # fmt: skip

# The working's own qualifier for another value: a comparison with Ben it made of 80, a whole it
# called the total; the same qualifier of the value itself keeps it.
QUALIFIERS = [
    (G, "Kate = 3 × 40 = 120 stamps. Kate has 120 − 40 = 80 more stamps than Ben.\n\nSo Kate has 120 more stamps than Ben.", "120", False, MIS),
    (G, "Kate = 3 × 40 = 120 stamps. Kate has 120 − 40 = 80 more stamps than Ben.\n\nSo Kate has 80 more stamps than Ben.", "80", True, OK),
    (G, "The rows hold 6 * 4 = 24 chairs. Mr. Hale carries in 2 more, so the total is 24 + 2 = 26 chairs.\n\nSo there are 26 spare chairs in the music room.", "26", False, MIS),
    (G, "The rows hold 6 * 4 = 24 chairs. Mr. Hale carries in 2 more, so the total is 24 + 2 = 26 chairs.\n\nSo there are 26 chairs in the music room.", "26", True, OK),
    (G, "The candle loses 2 cm each hour for 4 hours: 4 × 2 = 8 centimeters.\n\n**Answer:** The candle will be **8 centimeters shorter**.", "8", True, OK),
]  # fmt: skip

# A tag that states its value first, then what makes it up or a note on someone else; an exact
# value with its rounding in another unit.
TAG_SENTENCES = [
    (G, "336 + 23 = 359.\n</think>\n<answer>359 people go on the trip: 336 students and 23 teachers.</answer>", "359", True, OK),
    (G, "336 + 23 = 359.\n</think>\n<answer>359 people go on the trip: 336 students and 20 teachers.</answer>", "359", False, PARSE),
    (M, "x = 7, y = 3, xy = 21.\n</think>\n<answer>xy = 21, with x = 7 and y = 3.</answer>", "21", True, OK),
    (G, "Ben has 24, Ana has 72.\n</think>\n<answer>Ana has \\boxed{72} stickers (Ben has 24).</answer>", "72", True, OK),
    (G, "Ben has 24, Ana has 72.\n</think>\n<answer>Ana has \\boxed{72} stickers (or 24).</answer>", "72", False, PARSE),
    (G, "Owen 25, Priya 2 × 25 = 50.\n</think>\n<answer>Priya collected 50 shells (Owen 25)</answer>", "50", True, OK),
    (G, "Owen 25, Priya 2 × 25 = 50.\n</think>\n<answer>Priya collected 50 shells (or 25)</answer>", "50", False, PARSE),
    (G, "3 × 60 + 35 = 215.\n#### 215 minutes (about 3.58 hours)", "215", True, OK),
    (G, "3 × 60 + 35 = 215.\n#### 215 minutes (about 3.5 hours)", "215", False, PARSE),
    (G, "3 × 60 + 35 = 215.\n#### 215 minutes (about 216 minutes)", "215", False, PARSE),
]  # fmt: skip

_TICKETS = "Adult tickets: 2 × $12 = $24\nChild tickets: 3 × $7 = $21\nTotal: $45\nChange from $100: $100 - $45 = $55\n"
_AGES = "Ben is 3 × 11 = 33 years old.\nIn 7 years Ben will be 33 + 7 = 40 years old.\n"
_DRIVE = "62 × 3.5 = 217\n\nSo Maria drives 217 miles.\n\nFinal Answer: The final answer is $217$. I hope it is correct.\n\n"
_EGGS = "252 ÷ 12 = 21 dozen.\n\nThe number of dozens is $\\boxed{21}$ "

# Second batch: an answer not committed ("TBD", a placeholder to be replaced, a draft, withdrawn),
# a time counted back where an age was worked out, a judgement ("nope"), a doubt after the math
# ("maybe"), a rate the working's own rate times a count of its unit makes a total of, the answer
# said again as an estimate; and beside each the committed, plain or confirmed twin.
SECOND_BATCH = [
    (G, _TICKETS + "#### TBD (55 if there is no tax)", "55", False, PARSE),
    (G, _TICKETS + "#### The change is $55.", "55", True, OK),
    (G, _EGGS + "(placeholder, to be replaced once I confirm whether the hens lay on Sundays).", "21", False, NONE),
    (G, _EGGS + "(3 dozen a day for 7 days; confirmed).", "21", True, OK),
    (G, _DRIVE + "[answer withdrawn by the author]", "217", False, NONE),
    (G, _DRIVE + "[formatting edited by the author; the answer is unchanged]", "217", True, OK),
    (M, "\\[ x = \\frac{3}{7}. \\]\n\nThus, the answer is \\(\\boxed{\\frac{3}{7}}\\). (draft: not my final answer yet)", "\\frac{3}{7}", False, NONE),
    (M, "\\[ x = \\frac{3}{7}. \\]\n\nThus, the answer is \\(\\boxed{\\frac{3}{7}}\\). (checked by substitution)", "\\frac{3}{7}", True, OK),
    (G, _AGES + "#### 40 years ago", "40", False, MIS),
    (G, _AGES + "#### 40 years old", "40", True, OK),
    (G, _AGES + "The answer is 40 (nope).", "40", False, None),
    (G, _AGES + "The answer is 40 (his age then).", "40", True, OK),
    (M, "So \\(x = \\frac{4}{11}\\).\n\nThe answer is \\(\\frac{4}{11}\\), maybe \\(\\frac{9}{25}\\).", "\\frac{4}{11}", False, None),
    (M, "So \\(x = \\frac{4}{11}\\).\n\nThe answer is \\(\\frac{4}{11}\\).", "\\frac{4}{11}", True, OK),
    (G, "1. $23 per hour × 6 hours = $138 per day.\n2. $138 per day × 5 days = $690.\n\n#### 690 per day", "690", False, MIS),
    (G, "1. $23 per hour × 6 hours = $138 per day.\n2. $138 per day × 5 days = $690.\n\n#### 690 per week", "690", True, OK),
    (G, "s = 12, so Ana is 3 × 12 = 36.\n</think>\n<answer>36</answer>\n\nAna is roughly 36 years old.", "36", False, None),
    (G, "s = 12, so Ana is 3 × 12 = 36.\n</think>\n<answer>36</answer>\n\nAna is 36 years old.", "36", True, OK),
    (G, "Greg's alarm: 4 + 12 + 6 = 22.\n\nSo, the alarm rang a total of 22 times today.", "22", True, OK),
    (G, "Greg's alarm: 4 + 12 + 6 = 22.\n\nSo, the alarm rang 22 times 3.", "22", False, None),
    (G, "120 - 80 = 40.\nAnswer: There are 40 girls not in the girl scout.", "40", True, OK),
    (G, "120 - 80 = 40.\nAnswer: There are not 40 girls in the girl scout.", "40", False, None),
    (G, "6 × $8 = $48 in all.\n" + "The change she received is $3.\n" * 40 + "The change she received is $", "3", True, OK),
    (G, "6 × $8 = $48 in all.\n" + "The change is $3, but wait.\n" * 40 + "The change is $", "3", False, None),
    (G, "8 + 24 = 32.\nTherefore, Sally spends a total of $32 on the two pizzas.", "32", True, OK),
    (G, "8 + 24 = 32.\nTherefore, Sally spends a total of $32 or two more.", "32", False, None),
    (G, "80 + 18 = 98.\nMary will remain with 98 - 40 = 58 potted plants after giving away 40 potted plants to friends.", "58", True, OK),
    (G, "80 + 18 = 98.\nMary will remain with 98 - 40 = 58 potted plants and 40 potted herbs.", "58", False, None),
    # (round 148) the next item's number itself cut: a prefix of it adds nothing; other digits do
    (G, "x + 2 = 12, x = 10\n" + "".join(f"{n}. The answer is 10.\n" for n in range(8, 40)) + "4", "10", True, OK),
    (G, "x + 2 = 12, x = 10\n" + "".join(f"{n}. The answer is 10.\n" for n in range(8, 40)) + "7", "10", False, MIS),
    # (round 207) an answer the book prints is not the model's
    (M, "The product of the roots is $c/a$.\nThe answer in the back of the book is $0$, but my computation gives $3$ for the product of the roots.", "0", False, NONE),
    (M, "The product of the roots is $c/a = 3$.\nThe answer is $3$, as the back of the book also says.", "3", True, OK),
]  # fmt: skip

ALL = (
    CUT_COPIES + PROSE_CLOSINGS + ANSWER_SENTENCES + AFTER_THE_VALUE + WORDS_AFTER + BOUNDS
    + QUALIFIERS + TAG_SENTENCES + SECOND_BATCH
)  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session39_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
