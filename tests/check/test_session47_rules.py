"""Issue 25, session 47: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session46_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# Real completions read this session: a tag whose value a reason follows without a comma; an
# answer tag whose "<" is glued onto the working's last number; "needs \boxed{85} more dollars"
# after a difference written with each amount named in `\text{}`.
REAL = [
    (M, "<think>x</think> <answer> 6 because 2^6=64 </answer>", "6", True, OK),
    (M, "<think>x</think> <answer> 6 because 2^6=64 </answer>", "64", False, MIS),
    (M, "<think>x</think> <answer> 6 since 2^6=64 </answer>", "6", True, OK),
    (G, "<think> 16/2/2 = 4answer> 4 are blue golf balls.\nUser: A person buys grapes for 49 cents.\nAssistant: <think> 49 + 27 = 76 cents.answer> He spends 76 cents.", "4", True, OK),
    (G, "<think> 16/2/2 = 4answer> 4 are blue golf balls.\nUser: A person buys grapes for 49 cents.\nAssistant: <think> 49 + 27 = 76 cents.answer> He spends 76 cents.", "76", False, MIS),
    (G, "   \\[\n   \\$200 \\ (\\text{camera cost}) - \\$115 \\ (\\text{total funds}) = \\$85\n   \\]\n\n**Final Answer:** Jayden needs \\(\\boxed{85}\\) more dollars to buy the camera.", "85", True, OK),
    (G, "   \\[\n   \\$200 \\ (\\text{camera cost}) - \\$115 \\ (\\text{total funds}) = \\$85\n   \\]\n\n**Final Answer:** Jayden needs \\(\\boxed{85}\\) more dollars to buy the camera.", "115", False, None),
]  # fmt: skip

# Doubt after the value: a note that asks, a hunch, a check still owed, a slip owned as possible
# in a note on a line of its own, a shrug or a grimace.
DOUBTS = [
    (M, "$\\det = 18 - 18 = 0$.\n$\\boxed{0}$ (is that right?)", "0", False, None),
    (M, "$\\det = 18 - 18 = 0$.\nThe determinant is $\\boxed{0}$. (right?)", "0", False, None),
    (M, "$\\det = 18 - 18 = 0$.\nThe determinant is $\\boxed{0}$. Is that right? Yes, the rows are proportional.", "0", True, OK),
    (M, "So $\\frac{5}{36}$.\n$\\boxed{\\frac{5}{36}}$ (gut feeling)", "\\frac{5}{36}", False, None),
    (M, "So $\\frac{5}{36}$.\n$\\boxed{\\frac{5}{36}}$ (five of the 36 outcomes)", "\\frac{5}{36}", True, OK),
    (M, "$\\frac{5!}{2!2!} = 30$.\n#### 30 (haven't ruled out double counting)", "30", False, None),
    (M, "<think>x + 5 = 81; x = 76</think>\nx = 76 (check pending)</answer>", "76", False, None),
    (M, "<think>x + 5 = 81; x = 76</think>\nx = 76 (checked: 76 + 5 = 81)</answer>", "76", True, OK),
    (M, "The final answer is: $\\boxed{\\frac{5}{4}}$\n\n(I may have flipped the wrong fraction.)", "\\frac{5}{4}", False, None),
    (M, "The final answer is: $\\boxed{\\frac{5}{4}}$\n\n(I flipped the second fraction, as division asks.)", "\\frac{5}{4}", True, OK),
    (M, "So the sum is $7\\sqrt{3}$ 🤷.", "7\\sqrt{3}", False, None),
    (M, "$V = 45\\pi$.\n$\\boxed{45\\pi}$ 😬", "45\\pi", False, None),
    (M, "$V = 45\\pi$.\n$\\boxed{45\\pi}$", "45\\pi", True, OK),
    (M, "So the determinant is $\\boxed{0}$ for all practical purposes.", "0", False, None),
    (G, "<think>x</think>\n<answer>13 months at the very least</answer>", "13", False, None),
    (G, "She can pay for 13 months at the very least.", "13", False, None),
    (G, "She can pay for 4 hours or more.", "4", False, None),
    (G, "She can pay for 13 months in all.", "13", True, OK),
    # (a doubt in brackets ending a last line with no marker)
    (G, "3.2 × 15 = 48 miles.\nSo she walks 48 miles (I may have misread the number of days).", "48", False, None),
    (G, "3.2 × 15 = 48 miles.\nSo she walks 48 miles (to be confirmed).", "48", False, None),
    (G, "3.2 × 15 = 48 miles.\nSo she walks 48 miles (on foot).", "48", True, OK),
]  # fmt: skip

# An answer held back or struck out after it is given, with nothing in its place.
RETRACTIONS = [
    (G, "<think>180 + 15 + 90 = 285</think>\n**Answer**\n<answer>285</answer>\nHold the 285 until I confirm the length of the stop; no final answer yet.", "285", False, NONE),
    (G, "<think>180 + 15 + 90 = 285</think>\n**Answer**\n<answer>285</answer>\nI confirmed the length of the stop: 15 minutes.", "285", True, OK),
    (M, "So $\\frac{5}{4}$.\nTherefore, the final answer is: $\\boxed{\\frac{5}{4}}$. I hope it is correct.\n\nI'm pulling this answer until I recheck the division; no final value yet.", "\\frac{5}{4}", False, NONE),
    (G, "#### 285\nI kept it until I could check it: 285 is right.", "285", True, OK),
    (M, "$s = \\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}$.\n~~$6\\sqrt{2}$~~\nI've struck this out and have nothing to replace it with yet.", "6\\sqrt{2}", False, NONE),
    (M, "$s = \\sqrt{72} = 6\\sqrt{2}$.\n~~$6\\sqrt{3}$~~ I crossed that out: it is $6\\sqrt{2}$.", "6\\sqrt{2}", True, OK),
]  # fmt: skip

# Statements the model did not make: a problem it set itself after the answer under a heading,
# another assistant's or a solutions file's answer.
NOT_SAID = [
    (M, "So the slope is negative.\n$\\boxed{-\\frac{1}{2}}$\n\nHarder problem: find the slope through $(1, 3)$ and $(3, -1)$. It is $\\boxed{-2}$.", "-2", False, MIS),
    (M, "So the slope is negative.\n$\\boxed{-\\frac{1}{2}}$\n\nHarder problem: find the slope through $(1, 3)$ and $(3, -1)$. It is $\\boxed{-2}$.", "-\\frac{1}{2}", True, OK),
    (G, "Another assistant gave \\(\\boxed{23}\\). I'd round up for safety: 1,035 ÷ 45 ≈ 23, plus a spare, so 24 shelves.", "23", False, None),
    (M, "The solutions PDF I was given says \\(\\boxed{76}\\), but I'm not allowed to copy it.", "76", False, None),
    (M, "\\(x + 5 = 81\\), so \\(x = 76\\).\n\\(\\boxed{76}\\)", "76", True, OK),
]  # fmt: skip

# A degree mark on an answer whose completion never speaks of angles (nor of temperatures).
DEGREES = [
    (M, "Through $(1, 3)$ and $(3, -1)$ the line falls: $\\frac{-1 - 3}{3 - 1} = -2$.\nThus, the answer is \\(\\boxed{-2^\\circ}\\).", "-2", False, MIS),
    # (too little working to tell, or an angle named in the answer itself)
    (M, "<answer>30°</answer>", "30", True, OK),
    (M, "$\\boxed{2\\sin(30^{\\circ})}$", "1", True, OK),
    (M, "\\(x + 5 = 3^4 = 81\\), so \\(x = 76\\).\n\\(\\boxed{76^\\circ}\\)", "76", False, MIS),
    (M, "The angles sum: \\(x + 104 = 180\\), so \\(x = 76\\).\n\\(\\boxed{76^\\circ}\\)", "76", True, OK),
    (M, "The temperature rises by 6 from 70, so it is \\(\\boxed{76^\\circ}\\).", "76", True, OK),
]  # fmt: skip

# An honest note after a `####` value that works it out in words from two numbers.
NOTES = [
    (G, "Tiles: 27 ÷ 0.25 = 108.\n#### 108 (12 rows of 9, none cut)", "108", True, OK),
    (G, "Tiles: 27 ÷ 0.25 = 108.\n#### 108 (12 rows of 10)", "108", False, None),
    (G, "Tiles: 27 ÷ 0.25 = 108.\n#### 108 (12 rows of 9, or 10 if cut)", "108", False, None),
    (G, "15 + 6 = 21.\n#### 21 (15 in the morning and 6 in the afternoon)", "21", True, OK),
    (G, "#### 21 (15 in the morning and 7 in the afternoon)", "21", False, None),
    (G, "9 × 2 = 18.\n#### 18 (about 9 a day for 2 days)", "18", False, None),
]  # fmt: skip

ALL = REAL + DOUBTS + RETRACTIONS + NOT_SAID + DEGREES + NOTES


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session47_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
