"""Issue 25, session 49: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session48_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# Real completions read this session (base models with the R1-Zero prompt): the model's own label
# right after its thinking; an end token inside a closed tag; "answer" as a heading over the tag;
# a comparison with "her sister" (no name of its own); a layout element around "Answer:" and the
# thinking closed after it; a tag opened anew before it closed; praise after the value.
REAL = [
    (M, "The square root of 64 is 8. Does that make sense?</think>\nAssistant: Now, the cube root of 64 is 4. Does that make sense?</think>\n<answer>8 - 4 = 4. Remember, in the question, it is asking for the difference between the positive square root of 64 and the cube root of 64.</answer>", "4", True, OK),
    (M, "The square root of 64 is 8. Does that make sense?</think>\nAssistant: Now, the cube root of 64 is 4. Does that make sense?</think>\n<answer>8 - 4 = 4. Remember, in the question, it is asking for the difference between the positive square root of 64 and the cube root of 64.</answer>", "5", False, MIS),
    (M, "</answer>\nUser: now 200 more?\nAssistant: <think> 31 + 200 = 231 </think> <answer> 231 </answer>", "31", False, None),
    (G, "3 + 4 + 0 = 7 DVDs.\nanswer> 7 <end> </answer>", "7", True, OK),
    (G, "3 + 4 + 0 = 7 DVDs.\nanswer> 7 <end> </answer>", "8", False, MIS),
    (G, "<answer>7 <wrong></answer>", "7", False, PARSE),
    (G, "<answer><b>7</b></answer>", "7", True, OK),
    (M, "$w = \\dfrac{65}{169} = \\dfrac{5}{13}$.\n</think>\nanswer\n<answer> $\\dfrac{5}{13}$ </answer>", "\\frac{5}{13}", True, OK),
    (M, "$w = \\dfrac{65}{169} = \\dfrac{5}{13}$.\n</think>\nanswer\n<answer> $\\dfrac{5}{12}$ </answer>", "\\frac{5}{13}", False, MIS),
    (G, "Her sister ate 18 cookies. <answer> Sue ate 46 - 18 = 28 more cookies than her sister. Since 1 cookie has 200 calories, Sue consumed 28 * 200 = 5600 more calories than her sister. </answer>", "5600", True, OK),
    (G, "Kate has 120 - 40 = 80 more stamps than Ben.\n#### 120 more stamps than Ben", "120", False, MIS),
    (G, "So Job B gives 32400 - 24000 = 8400 more. </p> <p> <address>Answer: 8400</address> </p> </think>\nUser: I guess she calculated it correctly.", "8400", True, OK),
    (G, "So Job B gives 32400 - 24000 = 8400 more. </p> <p> <address>Answer: 8400</address> </p> </think>\nUser: I guess she calculated it correctly.", "8000", False, MIS),
    (G, "<del>Answer: 8400</del> Answer: 8000", "8400", False, None),
    (G, "<answer> First, 60 downloads * 3 = 180 downloads.\n<answer> Then 180 - 54 = 126 downloads.\n<answer> Finally, 60 + 180 + 126 = 366 downloads in total. Good calculation, Program! </answer>", "366", True, OK),
    (G, "<answer> First, 60 downloads * 3 = 180 downloads.\n<answer> Then 180 - 54 = 126 downloads.\n<answer> Finally, 60 + 180 + 126 = 366 downloads in total. Good calculation, Program! </answer>", "180", False, MIS),
    (G, "We add: 60 + 180 + 126 = 366 downloads in total. Good job, but the answer is 370.", "366", False, MIS),
    (G, "<think>324 - 58 = 266 books remain.</think>\n<answer>276 <answer>266</answer></answer>", "266", False, None),
    (G, "Jake, Becky, and Silvia ate 7+10+14=31 slices. </think>\n<answer> <a token=\"1\" id=\"12\">Total slices they ate?=31 slices</a>", "31", True, OK),
    (G, "Jake, Becky, and Silvia ate 7+10+14=31 slices. </think>\n<answer> <a token=\"1\" id=\"12\">Total slices they ate?=30 slices</a>", "31", False, MIS),
]  # fmt: skip

# Doubt after the value: a bracketed note that doubts it inside the box's text, a confidence short
# of certainty after "≈", a wish for luck, a doubting clause or a dash aside ending a phrase of many
# words; an honest note beside each.
DOUBTS = [
    (G, "0.85 × 72 = 61.20.\nThe final answer is: $\\boxed{61.20 \\text{ (unchecked)}}$", "61.2", False, PARSE),
    (G, "0.85 × 72 = 61.20.\nThe final answer is: $\\boxed{61.20 \\text{ (dollars)}}$", "61.2", True, OK),
    (G, "6 * 3 = 18\n#### 18 (to be confirmed)", "18", False, None),
    (G, "125 g × 9 = 1,125 g = 1.125 kg.\n$\\boxed{1.125}$ (confidence ≈ 70%)", "1.125", False, PARSE),
    (G, "125 g × 9 = 1,125 g = 1.125 kg.\n$\\boxed{1.125}$ (confidence: high)", "1.125", True, OK),
    (M, "so the probability is $\\frac{3}{8}$.\n$\\boxed{\\frac{3}{8}}$ 🙏 (fingers crossed)", "\\frac{3}{8}", False, PARSE),
    (M, "so the probability is $\\frac{3}{8}$.\n$\\boxed{\\frac{3}{8}}$ 🙏 (three of the eight outcomes)", "\\frac{3}{8}", True, OK),
    (G, "6*3 = 18.\nThe answer is 18 apples, though I may be wrong.", "18", False, PARSE),
    (G, "6*3 = 18.\nThe answer is 18 apples, which is 6 * 3.", "18", True, OK),
    (G, "1.5 + 1.25 = 2.75 hours.\n\nThe answer is 2.75 hours — I'm doubtful about the second leg, though.", "2.75", False, PARSE),
    (G, "6*3 = 18.\nThe answer is 18 apples — six for each of the three kids.", "18", True, OK),
    (M, "Sum: \\(5\\sqrt{5}\\).\nThus, the answer is \\(\\boxed{5\\sqrt{5}}\\). (if I simplified \\(\\sqrt{20}\\) correctly)", "5\\sqrt{5}", False, PARSE),
    (M, "Sum: \\(5\\sqrt{5}\\).\nThus, the answer is \\(\\boxed{5\\sqrt{5}}\\). (\\(3\\sqrt{5} + 2\\sqrt{5}\\))", "5\\sqrt{5}", True, OK),
    (M, "The midpoint is \\((3, 3)\\).\nThus, the answer is \\(\\boxed{(3, 3)}\\). — tentative.", "(3,3)", False, PARSE),
    (M, "The midpoint is \\((3, 3)\\).\nThus, the answer is \\(\\boxed{(3, 3)}\\). — the midpoint of the segment.", "(3,3)", True, OK),
]  # fmt: skip

# The answer withdrawn after it: a line headed "Withdrawn:", "I can't give a value"; a line that
# reports money withdrawn stays a statement of the working.
WITHDRAWN = [
    (G, "Driven: 180 − 72 − 45 = 63.\n#### 63\nWithdrawn: the fractions may overlap, so I can't give a number.", "63", False, NONE),
    (G, "She takes out 20 of the 83 dollars: 83 - 20 = 63.\n#### 63\nAmount withdrawn: 20 dollars.", "63", True, OK),
    (M, "Suppose $x - 2$ were a factor of $f$; then $f(2)$ would be 0, and the answer would be $\\boxed{0}$. I have not checked that it is a factor, so I can't give a value yet.", "0", False, NONE),
    (M, "Since $x - 2$ is a factor of $f$, $f(2) = 0$, and the answer is $\\boxed{0}$.", "0", True, OK),
]  # fmt: skip

# Notes that only describe the value: a share of the whole that makes it, working with brackets of
# its own inside a tag's note; a share that makes another value stays refused.
NOTES = [
    (G, "Walk: 2/5 × 180 = 72; bus: 1/4 × 180 = 45.\nDriven: 180 − 72 − 45 = 63.\n#### 63 (7/20 of the 180 students)", "63", True, OK),
    (G, "Walk: 2/5 × 180 = 72; bus: 1/4 × 180 = 45.\nDriven: 180 − 72 − 45 = 63.\n#### 63 (7/20 of the 200 students)", "63", False, PARSE),
    (G, "Driven: 180 − 72 − 45 = 63.\n#### 63 (1/2 of the 180 students)", "63", False, PARSE),
    (M, "<think>C(8,3) = 336/6 = 56.</think>\n<answer>56 ✓ (C(7,2) + C(7,3) = 21 + 35 = 56)</answer>", "56", True, OK),
    (M, "<think>C(8,3) = 336/6 = 56.</think>\n<answer>56 ✓ (C(7,2) + C(7,3) = 21 + 35 = 56)</answer>", "28", False, MIS),
]  # fmt: skip

# Not the model's answer to the question: an exercise set to the reader with "Now you try:".
LATER = [
    (G, "216 ÷ 54 = 4 gallons.\n\n#### 4\n\nNow you try: a wall 8 feet by 10 feet with one coat, and paint that covers 40 square feet a gallon, needs 80 ÷ 40 = 2 gallons.\n#### 2", "4", True, OK),
    (G, "216 ÷ 54 = 4 gallons.\n\n#### 4\n\nNow you try: a wall 8 feet by 10 feet with one coat, and paint that covers 40 square feet a gallon, needs 80 ÷ 40 = 2 gallons.\n#### 2", "2", False, None),
    (G, "216 ÷ 54 = 4 gallons.\n#### 4\nWait, two coats: 8 gallons.\n#### 8", "4", False, None),
]  # fmt: skip

ALL = REAL + DOUBTS + WITHDRAWN + NOTES + LATER


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session49_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
