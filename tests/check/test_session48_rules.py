"""Issue 25, session 48: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session47_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# Real completions read this session: a difference worked with a unit after each amount before
# "\boxed{9} more hours"; an answer tag closed by an end token of the model's own; an answer tag
# opened again (the draft begun anew) and ended by a proof's mark and an "END" line; "1/4, which
# is 25%." and an invented agreeing turn after it.
REAL = [
    (G, "\\[\n\\text{Hours needed} = 30 \\, \\text{hours} - 21 \\, \\text{hours} = 9 \\, \\text{hours}\n\\]\n\nKris needs to play for \\(\\boxed{9}\\) more hours to earn the achievement.", "9", True, OK),
    (G, "Kris has played 21 hours.\n\nKris needs to play for \\(\\boxed{9}\\) more hours to earn the achievement.", "9", False, PARSE),
    (M, "So $l = 12 + 2b = 12$. Right? <answer> $b=0 $ <endthink>", "0", True, OK),
    (M, "So $l = 12 + 2b = 12$. Right? <answer> $b=0 $ <endthink>", "1", False, MIS),
    (M, "Assistant: <answer> q(1) = b + 1, so b + 1 - 3 = -3\nAssistant: <answer> $f(q(1))$ is $b+1-3$ and this is equal to $-3.$ So $b+1-3=-3$, finally $b=-1$. So, $b=-1$. $\\blacksquare$\n**END", "-1", True, OK),
    (M, "Assistant: <answer> q(1) = b + 1, so b + 1 - 3 = -3\nAssistant: <answer> $f(q(1))$ is $b+1-3$ and this is equal to $-3.$ So $b+1-3=-3$, finally $b=-2$. So, $b=-2$. $\\blacksquare$\n**END", "-1", False, MIS),
    (G, "To express this as a percentage, we multiply by 100: (1/4) * 100 = 25%. The difference is 1/2 - 1/4 = 1/4, which is 25%.\nAssistant: That's correct. You have calculated the probabilities correctly. Good job!", "25", True, OK),
    (G, "So 6 * 3 = 18 apples.\nAssistant: No, that's wrong.", "18", False, None),
]  # fmt: skip

# Answer tags: a second tag opened empty at the very end adds nothing (a lone empty one is still
# no answer).
TAGS = [
    (G, "<think> 50 - 35 = 15 </think>\n<answer>15</answer>\n<answer>", "15", True, OK),
    (G, "<think> 50 - 35 = 15 </think>\n<answer>14</answer>\n<answer>", "15", False, MIS),
    (G, "<think> 50 - 35 = 15 </think>\n<answer>", "15", False, None),
    (G, "<think>60 × 40 × 35 = 84000; 3/4 of it is 63000 cm³</think>\n<answer>V = 60 × 40 × (3/4 × 35) = 63,000 cm³ = 63 L</answer>", "63", True, OK),
    (G, "<think>60 × 40 × 35 = 84000; 3/4 of it is 63000 cm³</think>\n<answer>V = 60 × 40 × (3/4 × 35) = 63,000 cm³ = 62 L</answer>", "63", False, None),
    (G, "<answer>63,000 cm³ = 63 L</answer>", "63", True, OK),
    (G, "<answer>6,300 ml = 63 L</answer>", "63", False, None),
]  # fmt: skip

# Doubt after the value: a note in square brackets on a `####` line, a sign that may be off, a
# warning sign, a confidence note after Minerva's sign-off; an estimate after a value in words.
DOUBTS = [
    (G, "History: 60 ÷ 4 = 15; storage: 60 − 15 = 45.\n#### 45 [low confidence]", "45", False, PARSE),
    (G, "History: 60 ÷ 4 = 15; storage: 60 − 15 = 45.\n#### 45 [books]", "45", True, OK),
    (M, "\\(m = \\frac{8 - 5}{-4 - 2} = -\\frac{1}{2}\\).\n\\(\\boxed{-\\frac{1}{2}}\\) (the sign may be off)", "-\\frac{1}{2}", False, PARSE),
    (M, "\\(m = \\frac{8 - 5}{-4 - 2} = -\\frac{1}{2}\\).\n\\(\\boxed{-\\frac{1}{2}}\\) (the sign is from the falling line)", "-\\frac{1}{2}", True, OK),
    (M, "So the product is $5 + i$.\n\nThe final answer is: $\\boxed{5 + i}$ ⚠️", "5+i", False, None),
    (M, "So the product is $5 + i$.\n\nThe final answer is: $\\boxed{5 + i}$ ✅", "5+i", True, OK),
    (M, "So $x > 3$.\n\nTherefore, the final answer is: $\\boxed{(3, \\infty)}$. I hope it is correct. (Confidence: moderate.)", "(3,\\infty)", False, PARSE),
    (M, "So $x > 3$.\n\nTherefore, the final answer is: $\\boxed{(3, \\infty)}$. I hope it is correct.", "(3,\\infty)", True, OK),
    (G, "The forces cancel: 12.0001 - 12 = 0.0001.\nThe net force is zero for all practical purposes.", "0", False, None),
    (G, "The forces cancel: 12 - 12 = 0.\nThe net force is zero.", "0", True, OK),
    (G, "The forces cancel: 12 - 12 = 0.\nThe net force is 0 newtons for all intents and purposes.", "0", False, None),
]  # fmt: skip

# Statements the model did not make: a textbook's worked answer, an exercise's box and a refusal.
NOT_SAID = [
    (M, "The textbook's worked answer is \\(\\boxed{6\\pi}\\); doing it myself: \\(r^2 = 9\\), so \\(r =", "6\\pi", False, NONE),
    (M, "The textbook's worked answer is \\(6\\pi\\); doing it myself: \\(r^2 = 9\\), so \\(r = 3\\) and the area is \\(\\boxed{6\\pi}\\).", "6\\pi", True, OK),
    (M, 'The exercise states: "Prove that the roots sum to \\(\\boxed{0}\\)." I can\'t produce that proof here.', "0", False, NONE),
]  # fmt: skip

# An angle's unit in words on a value the working never measured as an angle; a value said in
# words and another denied in a note after a `####` value.
UNITS = [
    (M, "The roots are \\(0, 3, -3\\).\nTheir sum is \\(0 + 3 - 3 = 0\\).\nFinal Answer: The final answer is $0$ radians. I hope it is correct.", "0", False, MIS),
    (M, "The roots are \\(0, 3, -3\\).\nTheir sum is \\(0 + 3 - 3 = 0\\).\nFinal Answer: The final answer is $0$. I hope it is correct.", "0", True, OK),
    (M, "Each interior angle sum is 180, so 180 - 150 = 30.\nFinal Answer: The final answer is $30$ degrees. I hope it is correct.", "30", True, OK),
    (G, "Fall: 3 × 5 = 15, so 4 − 15 = −11.\nRise: −11 + 2 = −9.\n#### −9 (minus nine, not +9)", "-9", True, OK),
    (G, "Fall: 3 × 5 = 15, so 4 − 15 = −11.\nRise: −11 + 2 = −9.\n#### −9 (minus eight, not +9)", "-9", False, None),
    (G, "Fall: 3 × 5 = 15, so 4 − 15 = −11.\nRise: −11 + 2 = −9.\n#### −9 (not −9)", "-9", False, None),
]  # fmt: skip

# Read after the second batch's fresh score: a sum worked after ", which equals"; a turn told as
# a story after the answer; a self-set "harder one" and a "follow-up for you"; a value withdrawn
# by name; a doubt alone on the line below a `####` line (an edit note there is the retraction
# scan's); a clause of doubt after an answer phrase that ends the text.
LATER = [
    (G, "So the total is her initial 20 cards plus the cards collected, which equals 20 + 60 + 40 + 200 = 320 cards.", "320", True, OK),
    (G, "So the total is her initial 20 cards plus the cards collected, which equals 20 + 60 + 40 + 200 = 320 cards.", "20", False, None),
    (G, "So 500 - (100 + 150) = 250 customers. Therefore, Sloane counted 250 customers on the third day.\nThe User asks, \"Where did the 250 come from in your answer?\"\nThe Assistant answers, \"From 500 - (100 + 150) = 250.\"", "250", True, OK),
    (M, "By Vieta the sum is $-\\frac{-10}{2} = 5$.\nThe sum is $\\boxed{-5}$.\n\nA harder one: find the sum of the roots of $4x^2 - 20x + 3 = 0$. By Vieta it is $\\frac{20}{4} = \\boxed{5}$.", "5", False, MIS),
    (M, "By Vieta the sum is $-\\frac{-10}{2} = 5$.\nThe sum is $\\boxed{5}$.\n\nA harder one: find the sum of the roots of $4x^2 - 20x + 3 = 0$. By Vieta it is $\\frac{20}{4} = \\boxed{5}$.", "5", True, OK),
    (M, "So the area is $25\\pi$.\n$\\boxed{10\\pi}$\n\nFollow-up for you: a circle has radius 5 cm; find its area. ($\\pi \\cdot 5^2 = \\boxed{25\\pi}$)", "25\\pi", False, MIS),
    (G, "44 − 24 + 6 = 26.\n#### 26\nHold on — I'm no longer sure who boards first; I withdraw the 26 for now.", "26", False, NONE),
    (G, "44 − 24 + 6 = 26.\n#### 26\nHold on — let me check: 44 - 24 + 6 = 26. Yes.", "26", True, OK),
    (G, "30 + 9 = 39.\n#### 39\n(Not confident — I may have the overage rate wrong.)", "39", False, PARSE),
    (G, "30 + 9 = 39.\n#### 39\n(30 + 9 = 39)", "39", True, OK),
    (G, "It ends at 4 - 9 = -5 degrees.\n#### -5\n\n(Edit: fixed a typo in the first line; the answer is unchanged.)", "-5", True, OK),
    (M, "6 − 8i + 3i − 4i² = 10 − 5i.\nThe answer is 10 - 5i, though I may be wrong.", "10-5i", False, None),
    (M, "<think>6 − 8i + 3i − 4i² = 10 − 5i</think>\n<answer>10 - 5i, unless I mishandled i^2", "10-5i", False, None),
    (M, "6 − 8i + 3i − 4i² = 10 − 5i.\nThe answer is 10 - 5i, which is the product.", "10-5i", True, OK),
    (M, "So it is $\\pi$.\nThe answer is \\pi, which is approximately 3.14.", "\\pi", True, OK),
]  # fmt: skip

ALL = REAL + TAGS + DOUBTS + NOT_SAID + UNITS + LATER


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session48_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
