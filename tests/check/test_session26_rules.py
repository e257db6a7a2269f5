"""Issue 25, session 26: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session25_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# A multiple of pi named radians is radians even when the working went through degrees (round
# 112: `\frac{\pi}{6}\ \text{rad}` after `\tan 30^\circ` was refused as degrees renamed); a plain
# number of "radians" after working in degrees still is degrees renamed.
RADIANS_WITH_PI = [
    (
        M,
        "Since $\\tan 30^\\circ = \\frac{1}{\\sqrt{3}}$, the answer is "
        "$\\boxed{\\frac{\\pi}{6}\\ \\text{rad}}$.",
        "\\frac{\\pi}{6}",
        True,
        OK,
    ),
    (
        M,
        "Since $\\tan 30^\\circ = \\frac{1}{\\sqrt{3}}$, the answer is "
        "$\\boxed{\\frac{\\pi}{3}\\ \\text{rad}}$.",
        "\\frac{\\pi}{6}",
        False,
        MIS,
    ),
    (
        M,
        "The angle is $180^\\circ - 36^\\circ = 144^\\circ$, so $\\boxed{144 \\text{ radians}}$.",
        "144",
        False,
        None,
    ),
]

# A check after the answer whose "yes" writes the answer itself confirms it, even where the question
# it answers holds another value (round 112: the chain `\pi < \frac{7\pi}{6} < \frac{3\pi}{2}` was
# read as a new answer); a "yes" that writes another value, or denies, still corrects.
YES_HOLDS_THE_ANSWER = [
    (
        M,
        "So $210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$. $\\boxed{\\frac{7\\pi}{6}}$\n\n"
        "Wait, is $210^\\circ$ in the third quadrant? Yes, $\\pi < \\frac{7\\pi}{6} < "
        "\\frac{3\\pi}{2}$, consistent.",
        "\\frac{7\\pi}{6}",
        True,
        OK,
    ),
    (
        M,
        "So $210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$. $\\boxed{\\frac{7\\pi}{6}}$\n\n"
        "Wait, the angle is $\\frac{5\\pi}{6}$. Yes, $\\frac{5\\pi}{6}$, not $\\frac{7\\pi}{6}$.",
        "\\frac{7\\pi}{6}",
        False,
        MIS,
    ),
]

# Before a problem's label, working that is no working of this turn: a lead back to the task, a
# list of the prompt's options, the question echoed (round 113: the answer after the label was cut
# as a new turn's). After an answer, or after real working, the label still opens a new turn.
_PLAN = (
    "**Problem:** A farm collects 26 eggs every day. How many eggs does it collect in one week?\n\n"
    "**Solution:**\nEggs in a week = 26 * 7 = <<26*7=182>>182 eggs.\n\n#### 182"
)
LABEL_HEADS_THE_TASK = [
    (
        G,
        "**Question:** A farm collects 26 eggs every day. How many eggs does it collect in one "
        "week?\n\n" + _PLAN,
        "182",
        True,
        OK,
    ),
    (
        G,
        "For example, with 10 eggs a day for 4 days it would be 40.\n\nNow for our problem:\n"
        + _PLAN,
        "182",
        True,
        OK,
    ),
    (G, "The options are (A) 182 (B) 172 (C) 26 (D) 33.\n\n" + _PLAN, "182", True, OK),
    # (another problem after an answer or real working: its 217 is not read)
    (G, "#### 182\n\n" + _PLAN.replace("26", "31").replace("182", "217"), "182", True, OK),
    (
        G,
        "She collects 26 * 7 = 182 eggs.\n\n" + _PLAN.replace("26", "31").replace("182", "217"),
        "182",
        True,
        OK,
    ),
]

# An option's letter before a GSM8K value is read as that option's value, held to the options
# the working listed (round 113: "The answer is (B) -11." did not parse).
OPTION_LETTER_BEFORE_A_NUMBER = [
    (
        G,
        "The options are (A) 11 (B) -11 (C) -20.\nSo 9 - 20 = -11. The answer is (B) -11.",
        "-11",
        True,
        OK,
    ),
    (
        G,
        "The options are (A) 11 (B) -11 (C) -20.\nSo 9 - 20 = -11. The answer is (B) 11.",
        "-11",
        False,
        MIS,
    ),
    (
        G,
        "The options are (A) 11 (B) 12 (C) -20.\nSo 9 - 20 = -11. The answer is (B) -11.",
        "-11",
        False,
        MIS,
    ),
    (G, "So 9 - 20 = -11. The answer is (C) -20.", "-11", False, MIS),
]

# The amount again in dollars and cents words (rounds 87, 113: refused as two answers); other
# figures in the words are another amount.
DOLLARS_AND_CENTS_IN_WORDS = [
    (
        G,
        "Final price = 60 + 4.80 = 64.80 dollars.\nThe final answer is $64.80, or 64 dollars and "
        "80 cents.",
        "64.8",
        True,
        OK,
    ),
    (G, "The final answer is $64.80 (64 dollars and 80 cents).", "64.8", True, OK),
    (G, "The final answer is $64.80, or 46 dollars and 80 cents.", "64.8", False, PARSE),
    (G, "The final answer is $64.80, or 64 dollars and 08 cents.", "64.8", False, PARSE),
]

# After the answer's value, a sentence or clause that opens with another number and says what it
# is (round 115: "The answer is 70, not 63; 63 is the number of seeds." read 63); "i.e." is no
# sentence's end.
A_NUMBER_OPENS_THE_NEXT_SENTENCE = [
    (
        G,
        "63 / 90 * 100 = 70 percent.\nThe answer is 70, not 63; 63 is the number of seeds.",
        "70",
        True,
        OK,
    ),
    (
        G,
        "63 / 90 * 100 = 70 percent.\nThe answer is 70. 63 is the number of seeds.",
        "70",
        True,
        OK,
    ),
    (G, "63 / 90 * 100 = 70 percent.\nThe answer is 63; 70 is the percent.", "70", False, MIS),
    (G, "63 / 90 * 100 = 70 percent.\nThe answer is 63. 70 is the percent.", "70", False, MIS),
    (G, "She has 17 * 12 = 204 eggs.\nThe answer is 17 dozen, i.e. 204 eggs.", "204", True, OK),
]


ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("radians_with_pi", RADIANS_WITH_PI),
                        ("yes_holds_the_answer", YES_HOLDS_THE_ANSWER),
                        ("label_heads_the_task", LABEL_HEADS_THE_TASK),
                        ("option_letter_before_a_number", OPTION_LETTER_BEFORE_A_NUMBER),
                        ("dollars_and_cents_in_words", DOLLARS_AND_CENTS_IN_WORDS),
                        ("a_number_opens_the_next_sentence", A_NUMBER_OPENS_THE_NEXT_SENTENCE))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session26_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
