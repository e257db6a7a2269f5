r"""Issue 25: each class of failure on unseen completions, fixed by a rule and proven on phrasings
beyond the issue's own examples — the right answers that must now be accepted and the hostile
ones that must be rejected, side by side (rules: packages/check/README.md).

`None` as the expected reason means "any failure reason" (only `correct` is asserted then).
"""

from __future__ import annotations

import pytest
from rppo_check import Verdict, load_checker, with_format
from rppo_check.builtin import GSM8KChecker, MathChecker

G, M = "gsm8k", "math"
OK, MIS, PE, NA, BAD = "ok", "mismatch", "parse_error", "no_answer", "bad_input"
WORK = "She sells 9 eggs at $2 each, so she makes 9 * 2 = 18 dollars.\n"
# a working that gives 18 no unit: for units the answer may state freely (not `18 dollars`)
PLAIN = "She works 9 * 2 = 18.\n"

# (checker, completion, gold, correct, reason)
Case = tuple[str, str, str, bool, str | None]

ANSWER_TAGS: list[Case] = [
    (G, "<think>3 + 4 = 7</think><answer> The answer is 7. </answer>", "7", True, OK),
    (M, "<answer>$\\boxed{(15,-29)}$</answer>", "(15,-29)", True, OK),
    (G, "<answer>\\boxed{7}</answer>", "7", True, OK),
    (G, "<answer>Final Answer: 7</answer>", "7", True, OK),
    (G, "<answer>x = 3 + 4 = 7</answer>", "7", True, OK),
    (M, "<answer>$\\frac{3}{4}$</answer>", "\\frac34", True, OK),
    (G, "<answer> Janet makes $18 every day. </answer>", "18", True, OK),
    (G, "<answer>#### 18</answer>", "18", True, OK),
    (G, "<answer>18 dollars</answer>", "18", True, OK),
    (G, "<ANSWER>18</ANSWER>", "18", True, OK),
    (G, "<think>9 * 2 = 18</think>\n<answer>\n18\n", "18", True, OK),  # closing tag a stop string
    (G, "<think>9 * 2 = 18</think> <answer> The answer is 18.", "18", True, OK),
    (M, "<think>x^2 = 4</think>\n<answer>\\boxed{2}", "2", True, OK),
    (G, "<think>9 * 2 = 18</think>\nThe answer is <answer>18</answer>.", "18", True, OK),
    (
        M,
        "<think>..</think>\n<answer>\n\\begin{pmatrix}\n1 \\\\\n2\n\\end{pmatrix}\n</answer>",
        "\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}",
        True,
        OK,
    ),  # fmt: skip
    (
        M,
        "<think>..</think>\n<answer>The area is $5\\sqrt{2}$ square units.</answer>",
        "5\\sqrt{2}",
        True,
        OK,
    ),  # fmt: skip
    (
        G,
        "<think>..</think>\n<answer>\nStep 1: 16 - 3 - 4 = 9\nStep 2: 9 * 2 = 18\n</answer>",
        "18",
        True,
        OK,
    ),  # fmt: skip
    # hostile: a hedge, a wrong value, a retraction or a second answer inside or beside the tag
    (G, "<answer>\\boxed{12} or \\boxed{18}</answer>", "18", False, None),
    (G, "<answer>18 or 19</answer>", "18", False, None),
    (G, "<answer>The answer is 17.</answer>", "18", False, MIS),
    (G, "<answer>18. Wait, no, it is 20.</answer>", "18", False, None),
    (G, "<answer>18</answer>\n#### 20", "18", False, None),
    (G, "<answer>18</answer> <answer>20</answer>", "18", False, None),
    (M, "<answer>The answer is $\\boxed{18}$ or maybe $\\boxed{19}$.</answer>", "18", False, None),
]

PHRASE_THEN_HASH: list[Case] = [
    (G, "So the answer is #### 42", "42", True, OK),
    (G, "Final Answer: #### 42", "42", True, OK),
    (G, "Answer: #### 42", "42", True, OK),
    (G, "The answer is: #### 42", "42", True, OK),
    (G, "**Final Answer:** #### 42", "42", True, OK),
    (G, "Answer: **#### 42**", "42", True, OK),
    (G, "The final answer is ####42", "42", True, OK),
    (G, "So the answer is #### 41", "42", False, MIS),
    (G, "The answer is 40. #### 42", "42", False, None),  # two values on one line
    (G, "The answer is: #### 42 or 43", "42", False, None),
]

PHRASE_FORMS: list[Case] = [
    (M, "$\\text{Answer: } -\\frac{\\pi}{6}.$", "-\\frac{\\pi}{6}", True, OK),
    (M, "$\\textbf{Final answer:} \\ \\frac{1}{2}$", "\\frac12", True, OK),
    (G, "\\(\\text{Answer: } 12\\)", "12", True, OK),
    (G, "I think the answer is definitely \\(8000\\).", "8000", True, OK),
    (G, "The answer is certainly $42$.", "42", True, OK),
    (G, "So the answer is surely 42.", "42", True, OK),
    (G, "The answer is 45.\n\n45 square roll-ups", "45", True, OK),
    (G, "So the total is 45.\n\n45 square roll-ups", "45", True, OK),
    (G, "Therefore the count is 45.\n\n**45 square roll-ups**", "45", True, OK),
    (G, "Final Answer: 45 square roll-ups", "45", True, OK),
    (M, "$\\text{Answer: } 17$", "18", False, MIS),
    (G, "The answer is probably 42.", "42", False, None),  # a hedge is no confident adverb
    (G, "So the total is 45.\n\n45 negative", "45", False, None),
]

EXACT_VALUES: list[Case] = [
    (M, "\\boxed{10^{-100}\\pi}", "0", False, MIS),
    (M, "\\boxed{\\pi + 10^{-50}}", "\\pi", False, MIS),
    (M, "\\boxed{18 + 10^{-50} i}", "18", False, MIS),
    (M, "\\boxed{18 + \\sin(10^{-100})}", "18", False, MIS),
    (M, "\\boxed{\\sqrt{2 + 10^{-300}}}", "\\sqrt{2}", False, MIS),
    (M, "\\boxed{\\frac{1}{10^{200}}}", "0", False, MIS),
    (M, "\\boxed{e^{10^{-80}}}", "1", False, MIS),
    (M, "\\boxed{\\cos(10^{-60})}", "1", False, MIS),
    (M, "\\boxed{x + 10^{-50}}", "x", False, MIS),
    (M, "\\boxed{\\sin(x + 10^{-60})}", "\\sin x", False, MIS),
    (M, "\\boxed{3.14159265358979323846}", "\\pi", False, MIS),
    (M, "\\boxed{\\frac{1}{3} + 10^{-45}}", "\\frac13", False, MIS),
    (M, "\\boxed{y = 2x + 3 + 10^{-50}}", "y = 2x + 3", False, MIS),  # a line, up to a factor
    (M, "\\boxed{5x-7y+11z+4=10^{-60}}", "5x-7y+11z+4=0", False, MIS),
    (M, "\\boxed{2y = 4x + 6}", "y = 2x + 3", True, OK),
    # a function evaluated at too few digits gives an exact 0 (sympy's evalf: session 11)
    (M, "\\boxed{\\ln\\left(1 + 10^{-70}\\right)}", "0", False, MIS),
    (M, "<answer>\\log(10^{-70} + 1)</answer>", "0", False, MIS),
    (M, "\\boxed{3 + \\ln(1 + 10^{-60})}", "3", False, MIS),
    (M, "\\boxed{\\ln(1 + 10^{-300})}", "0", False, MIS),
    (M, "\\boxed{(1 + 10^{-70})^{1/3}}", "1", False, MIS),
    (M, "\\boxed{\\arctan(10^{-80})}", "0", False, MIS),
    (M, "\\boxed{\\ln(1+10^{-70}) + \\ln(1-10^{-70})}", "0", False, MIS),
    (M, "\\boxed{\\ln(2^{100}) - 100\\ln 2}", "0", True, OK),
    (M, "\\boxed{\\log_{10} 1000}", "3", True, OK),
    # exact expressions that are equal, not structurally: still accepted
    (M, "\\boxed{\\log 8}", "3\\log 2", True, OK),
    (M, "\\boxed{\\ln 2 + \\ln 3}", "\\ln 6", True, OK),
    (M, "\\boxed{\\sqrt{8}}", "2\\sqrt{2}", True, OK),
    (
        M,
        "\\boxed{\\cos\\frac{\\pi}{7}+\\cos\\frac{3\\pi}{7}+\\cos\\frac{5\\pi}{7}}",
        "\\frac12",
        True,
        OK,
    ),
    (M, "\\boxed{\\frac{\\sqrt{6}-\\sqrt{2}}{4}}", "\\sin\\frac{\\pi}{12}", True, OK),
    (M, "\\boxed{(x+1)^2}", "x^2 + 2x + 1", True, OK),
    (M, "\\boxed{\\sin^2 x + \\cos^2 x}", "1", True, OK),
]

NEGATION_STRIKE_ANNOTATION: list[Case] = [
    (M, "\\boxed{\\not= 18}", "18", False, None),
    (M, "\\boxed{x \\not= 18}", "18", False, None),
    (M, "\\boxed{x \\not = 18}", "18", False, None),
    (M, "\\boxed{\\neq 18}", "18", False, None),
    (M, "\\boxed{x \\ne 18}", "18", False, None),
    (M, "\\boxed{x != 18}", "18", False, None),
    (M, "\\boxed{≠ 18}", "18", False, None),
    (G, "\\boxed{\\not= 18}", "18", False, None),
    (M, "\\boxed{18\\text{ (wrong)}}", "18", False, None),
    (G, "\\boxed{18\\text{ (wrong)}}", "18", False, None),
    (M, "\\boxed{18 \\text{ (incorrect)}}", "18", False, None),
    (G, "#### 18 (wrong)", "18", False, None),
    (G, "#### 18 (not sure)", "18", False, None),
    (G, "#### 18 (placeholder)", "18", False, None),
    (G, WORK + "\\boxed{18} (wrong)", "18", False, None),
    (M, "$\\boxed{18}$\\text{ (incorrect)}", "18", False, None),
    (G, WORK + "#### 18 -- wrong", "18", False, None),
    (M, "So $\\boxed{18}$ is not the answer.", "18", False, None),
    (M, "So $\\boxed{18}$ is the answer.", "18", True, OK),
    (M, "\\boxed{\\sout{18}}", "18", False, None),
    (M, "\\boxed{\\cancel{18}}", "18", False, None),
    (G, "#### ~~18~~", "18", False, None),
    (G, WORK + "~~#### 18~~", "18", False, None),
    (G, WORK + "<strike>#### 18</strike>", "18", False, None),
    (G, WORK + "#### <del>18</del>", "18", False, None),
    (M, "<del>$\\boxed{18}$</del>", "18", False, None),
    (G, "The answer is ~~18~~.", "18", False, None),
    # what is left once the struck text is gone is the answer
    (G, WORK + "#### ~~17~~ 18", "18", True, OK),
    (G, "The answer is ~~17~~ 18.", "18", True, OK),
    (M, "\\boxed{x \\neq 2}", "x \\neq 2", True, OK),  # a domain, not a negated value
    (M, "$\\boxed{18}$", "18", True, OK),
]

UNIT_WORDS: list[Case] = [
    (G, WORK + "#### 18 negative", "18", False, None),
    (G, WORK + "#### 18 less", "18", False, None),
    (G, WORK + "#### 18 fewer", "18", False, None),
    (G, WORK + "#### 18 dozen", "18", False, None),
    (G, WORK + "#### 18 dozens", "18", False, None),
    (G, WORK + "#### 18 score", "18", False, None),
    (G, WORK + "#### 18 gross", "18", False, None),
    (G, WORK + "#### 18 TBD", "18", False, None),
    (G, WORK + "#### 18 (incorrect)", "18", False, None),
    (G, WORK + "#### 18 lower", "18", False, None),
    (G, WORK + "#### 18 more", "18", False, None),
    (G, WORK + "#### 18% less", "18", False, None),
    (G, WORK + "#### 18 in debt", "18", False, None),
    (G, WORK + "#### 18 dollars (her daily earnings)", "18", True, OK),
    (G, WORK + "#### $18 profit", "18", True, OK),
    (G, WORK + "#### 18 dollars more", "18", True, OK),
    (G, "She earns $40 more on Thursday than on Friday.", "40", True, OK),
    # a sentence that goes on after the counted noun states the number (the last-line tier)
    (G, WORK + "Hence 18 roll-ups can be made.", "18", True, OK),
    (G, WORK + "That means 18 students passed the test.", "18", True, OK),
    (G, WORK + "She has 18 apples left over after giving some away.", "18", True, OK),
    (G, WORK + "Thus she will need 18 more boxes to finish.", "18", True, OK),
    (G, WORK + "The answer: 18 puppies were adopted.", "18", True, OK),
    (G, WORK + "#### 18 apples fewer", "18", False, None),
    (G, WORK + "#### 18 banana", "18", False, None),  # no counted noun, no unit: not a number
    (G, WORK + "#### 18 to 20", "18", False, None),
    (G, WORK + "So she has 18 to 20 apples.", "18", False, None),
    (G, WORK + "So she makes 18 dollars a day and 126 a week.", "18", False, None),
    (G, WORK + "So she makes 18 dollars fifty cents.", "18", False, None),
    (G, WORK + "So the total is 18 negative.", "18", False, None),
    (
        G,
        WORK + "Five springs will create 14400*5 = 72000 jellyfish in four hours.",
        "72000",
        True,
        OK,
    ),  # fmt: skip
    (G, WORK + "#### 18 dollars", "18", True, OK),
    (G, WORK + "#### 18 apples", "18", True, OK),
    # (session 42: a rate in an answer slot must be one the working named or made)
    (G, WORK + "#### 18 eggs per day", "18", False, MIS),
    (G, WORK.replace("makes", "makes, each day,") + "#### 18 dollars per day", "18", True, OK),
    (G, PLAIN + "#### 18 km/h", "18", False, MIS),
    (G, "She rides 36 km in 2 hours: 36 / 2 = 18.\n#### 18 km/h", "18", True, OK),
    (G, WORK + "#### 18 square roll-ups", "18", True, OK),
    (G, WORK + "#### 18 people", "18", True, OK),
    (G, PLAIN + "#### 18 years old", "18", True, OK),
    # (session 39: "$2 each" times 9 eggs is a total; `$18 each` makes it the price of one egg)
    (G, WORK + "#### $18 each", "18", False, MIS),
    (G, "Two friends share $36, so each gets 36 / 2 = 18 dollars.\n#### $18 each", "18", True, OK),
    (G, WORK + "#### 18 fewer apples", "18", True, OK),
    (G, WORK + "#### 18 negative integers", "18", True, OK),
    (G, WORK + "#### 18 in total", "18", True, OK),
    (G, PLAIN + "#### 18 cm^2", "18", True, OK),
    (G, WORK + "She needs $18 more.", "18", True, OK),
    (G, "#### 1 apple", "1", True, OK),
    (G, "#### 25% chance", "25", True, OK),
]

RETRACTIONS: list[Case] = [
    (G, WORK + "#### 18\nEdit: 20", "18", False, None),
    (G, WORK + "#### 18\nEDIT: the answer is 20.", "18", False, None),
    (G, WORK + "#### 18\nUpdate: it's actually 20.", "18", False, None),
    (G, WORK + "#### 18\nErratum: 20", "18", False, None),
    (G, WORK + "#### 18\nRevised answer: 20", "18", False, None),
    (G, WORK + "#### 18\nNever mind, 20.", "18", False, None),
    (G, WORK + "#### 18\nNevermind - it is 20.", "18", False, None),
    (G, WORK + "#### 18\n(Not 18; 20.)", "18", False, None),
    (G, WORK + "#### 18\nNot 18 but 20.", "18", False, None),
    (G, WORK + "#### 18\nWrong! 20", "18", False, None),
    (G, WORK + "#### 18\nIncorrect. It is 20.", "18", False, None),
    (G, WORK + "#### 18\nthe above is a placeholder; real answer TBD", "18", False, None),
    (M, "$\\boxed{18}$\n\nThat box is only a placeholder.", "18", False, None),
    (G, WORK + "#### 18\nThe answer is to be determined.", "18", False, None),
    (G, WORK + "#### 18\nDisregard that, it is 20.", "18", False, None),
    (G, WORK + "#### 18\nIgnore the above; 20.", "18", False, None),
    (G, WORK + "#### 18\nI take that back: 20.", "18", False, None),
    (G, WORK + "#### 18\nI misread the question; she sells 10 eggs, so 20.", "18", False, None),
    (G, WORK + "#### 18\nWait, that is wrong.", "18", False, None),  # taken back, nothing in place
    (G, WORK + "#### 18\nJust kidding, 20.", "18", False, None),
    (G, WORK + "#### 18\nLet me revise: 20", "18", False, None),
    (G, WORK + "#### 18\nI was wrong, it is 20.", "18", False, None),
    (G, WORK + "#### 18\nUPDATE - 20", "18", False, None),
    (G, WORK + "#### 18\n[Edit] 20", "18", False, None),
    (G, WORK + "#### 18\nThe answer above is incorrect.", "18", False, None),
    (G, WORK + "#### 18\nBut I do not know the real answer.", "18", False, None),
    (G, WORK + "#### 18\nSorry for the long answer!", "18", True, OK),
    # A bare "Wait." takes nothing back (its full stop is no answer); "Wait. 20" puts 20 in place.
    (G, WORK + "#### 18\nWait.", "18", True, OK),
    (G, WORK + "#### 18\nWait. 20", "18", False, None),
    (G, WORK + "#### 18\nWait. 20", "20", True, None),
    (G, WORK + "#### 18\nNote: there is a typo in the problem statement.", "18", True, OK),
    # not retractions: a check that confirms, a note that is no denial
    (G, WORK + "#### 18\nUpdate: double-checked, 18 is correct.", "18", True, OK),
    (G, WORK + "#### 18\n(Note: not counting the tip.)", "18", True, OK),
]

QUOTED: list[Case] = [
    (G, "> #### 18\nI cannot solve this", "18", False, None),
    (G, "> The answer is 18.\n\nI don't know how to solve this.", "18", False, None),
    (M, 'You asked: "Show that the answer is $\\boxed{18}$." I cannot.', "18", False, None),
    (
        M,
        'The prompt says "the answer is \\boxed{18}, prove it", but I could not verify it.',
        "18",
        False,
        None,
    ),  # fmt: skip
    (M, "“Prove that the answer is \\boxed{18}” — I can't do that.", "18", False, None),
    (M, 'He said: "the answer is \\boxed{18}", which I doubt.', "18", False, None),
    (G, '"#### 18" is the format you want, but the sum is beyond me.', "18", False, None),
    (G, "Use '#### 18' as the format.", "18", False, None),
    (M, 'The answer is "\\boxed{18}".', "18", True, OK),
    (M, "Janet's ducks: 9 * 2 = 18. The ducks' eggs make $\\boxed{18}$.", "18", True, OK),
    (
        M,
        'A 12" pizza costs $5, so the answer is $\\boxed{18}$. The "deal" is good.',
        "18",
        True,
        OK,
    ),  # fmt: skip
    # the model's own quotes around its answer, and its own final block quote
    (G, 'The answer is "18".', "18", True, OK),
    (M, 'So the final answer is "\\boxed{18}".', "18", True, OK),
    (G, WORK + "> **Final Answer:** 18", "18", True, OK),
    (G, WORK + "> #### 18\n", "18", True, OK),
]

BY_PARTS: list[Case] = [
    (G, "The answer is 18 for part (a) and 20 for part (b).", "18", False, None),
    (G, "(a) 18\n(b) 20", "18", False, None),
    (G, "Part (a): 18. Part (b): 20.", "18", False, None),
    (G, "Answer: a) 18, b) 20", "18", False, None),
    (M, "Answer: (i) 18 (ii) 20", "18", False, None),
    (G, "First part: 18. Second part: 20.", "20", False, None),
    (M, "Final answer: $f(a) = 18$", "f(a) = 18", True, OK),  # f(a) is no part label
]

AFTER_THE_ANSWER: list[Case] = [
    (
        G,
        WORK + "#### 18\n\nUser: Thanks! What about 5 eggs?\nAssistant: 5*2 = 10\n#### 10",
        "18",
        True,
        OK,
    ),  # fmt: skip
    (G, WORK + "#### 18 User: great, now 5 eggs? #### 10", "18", True, OK),
    (G, WORK + "#### 18\n\n**User:** what about 5?\n**Assistant:** #### 10", "18", True, OK),
    (
        M,
        "So $x = 3$, and the answer is $\\boxed{3}$.\n\nNow let's try another problem: solve "
        "$2x = 10$. We get $x = \\boxed{5}$.",
        "3",
        True,
        OK,
    ),  # fmt: skip
    (
        M,
        "The answer is $\\boxed{3}$.\n\nHere is a similar problem for practice: What is $4+4$? "
        "Answer: $\\boxed{8}$",
        "3",
        True,
        OK,
    ),  # fmt: skip
    (
        M,
        "The answer is $\\boxed{3}$.\n\nPractice Problem: Find $y$ if $y+1=5$. Solution: "
        "$y=\\boxed{4}$",
        "3",
        True,
        OK,
    ),  # fmt: skip
    (M, "The answer is $\\boxed{3}$.\n\n### New problem\nWhat is 2+2? $\\boxed{4}$", "3", True, OK),
    (
        G,
        WORK + "#### 18\n\nLet me solve this again step by step.\nJanet's ducks lay 16 eggs per "
        "day. She eats 3, so 16 - 3 = 13. Wait, she also bakes with 4, so 13 - 4 =",
        "18",
        True,
        OK,
    ),  # fmt: skip
    (
        M,
        "Thus $\\boxed{3}$.\n\nTo solve this problem, we first note that $x^2 = 9$, so "
        "$x = \\pm 3$. Wait, we need $x > 0$, so",
        "3",
        True,
        OK,
    ),  # fmt: skip
    # a correction that finishes is still a correction
    (G, WORK + "#### 18\nWait, I made an error: 9 * 3 = 27.\n#### 27", "18", False, None),
    (M, "The answer is $\\boxed{3}$.\n\nWait, that is wrong: $x = \\boxed{4}$.", "3", False, None),
    (G, WORK + "#### 18\nLet me solve this again step by step. Wait, no: 20", "18", False, None),
    (
        G,
        WORK + "#### 18\nLet me solve this again. Wait, I made a mistake: it is 20, so",
        "18",
        False,
        None,
    ),  # fmt: skip
    (
        M,
        "The answer is $\\boxed{3}$.\n\nLet's consider a similar problem, to check: "
        "$\\boxed{3}$ again.",
        "3",
        True,
        OK,
    ),  # fmt: skip
]

NUMBER_WORDS: list[Case] = [
    (G, "She earns two hundred ninety-four dollars.", "294", True, OK),
    (G, "The answer is two hundred ninety-four dollars.", "294", True, OK),
    (G, "Working: 3 * 14 = 42.\nSo in total he has forty-two apples.", "42", True, OK),
    (G, "#### two hundred ninety-four", "294", True, OK),
    (G, "She earns two hundred ninety-four dollars.", "295", False, MIS),
    (G, "He has thirty or forty apples.", "30", False, None),
]

BAD_INPUT: list[Case] = [
    (G, "#### 18 \ud800", "18", False, BAD),
    (M, "\\boxed{18}\udfff", "18", False, BAD),
    (G, "#### 18", "1\ud8008", False, BAD),
    (G, "\x00#### 18\x00", "18", False, BAD),  # a NUL in a completion: bad input too
    (M, "\\boxed{18}\x00", "18", False, BAD),
    (G, "#### 18 \U0010ffff \ufffe", "18", False, None),  # any code point gets a verdict
]

# Session 11: the number a completion ends on after its answer is a new value, in any words or
# language; an aside after a confirmation, a denied, compared or approximate number is not.
LAST_WORD_NUMBER: list[Case] = [
    (G, WORK + "#### 18\nHang on: she uses 3 eggs, not 4, so it's 20.", "18", False, MIS),
    (G, WORK + "#### 18\nKorrektur: 20", "18", False, MIS),
    (G, WORK + "#### 18\n等等，应该是20。", "18", False, MIS),
    (G, WORK + "#### 18\nPardon, c'est 20.", "18", False, MIS),
    (G, WORK + "#### 18\nUh, 20.", "18", False, MIS),
    (G, WORK + "#### 18\nMmm, 20 actually.", "18", False, MIS),
    (G, WORK + "#### 18\nThat should read $20$", "18", False, MIS),
    (G, WORK + "The answer is 18. Scratch that — 20.", "18", False, None),
    (M, "So the answer is $\\boxed{5}$. Hmm, I think it's 6.", "5", False, MIS),
    (G, WORK + "#### 18\nThe answer is 18 dollars, which is 9 * 2.", "18", True, OK),
    (G, WORK + "#### 18\nNote: 18 is even.", "18", True, OK),
    (G, WORK + "#### 18\nUpdate: still 18", "18", True, OK),
    (G, WORK + "#### 18\nShe makes more than 17.", "18", True, OK),
    (G, WORK + "#### 18\nThat is 18 out of 20.", "18", True, OK),
    (G, WORK + "#### 18\nYes, $18 a day is right. Over a week that is $126.", "18", True, OK),
    (G, WORK + "#### 18\nYes, $18 is right. Hang on, it's 20.", "18", False, MIS),
    (M, "$\\boxed{\\frac{448}{15625}}$, or about 0.0287.", "\\frac{448}{15625}", True, OK),
    (M, "The area is $\\boxed{54}\\text{ cm}^2.$", "54", True, OK),
]

# Session 11: after a number, words that change it or say it is not settled are no unit, in a
# note and inside MATH's `\text{}` as well; true units keep the number.
UNIT_WORDS_ROUND3: list[Case] = [
    (G, WORK + "#### 18 (thousand)", "18", False, None),
    (G, WORK + "#### 18 (in thousands)", "18", False, None),
    (G, WORK + "#### 18 (squared)", "18", False, None),
    (G, WORK + "#### 18 (scratch)", "18", False, None),
    (G, WORK + "#### 18 (see correction below)", "18", False, None),
    (G, WORK + "#### 18 (needs double-checking)", "18", False, None),
    (G, WORK + "#### 18 tens", "18", False, None),
    (G, WORK + "#### $18 in the red", "18", False, None),
    (G, WORK + "#### $18 overdue", "18", False, None),
    (M, "$\\boxed{18 \\text{ less}}$", "18", False, None),
    (M, "$\\boxed{18\\text{ negative}}$", "18", False, None),
    (M, "$\\boxed{18 \\text{ dozen}}$", "18", False, None),
    (M, "$\\boxed{18^{\\circ} \\text{ short}}$", "18", False, None),
    (G, WORK + "#### 18 (dollars)", "18", True, OK),
    (G, WORK + "#### 18 dollars (her daily earnings)", "18", True, OK),
    (G, PLAIN + "#### 18 feet squared", "18", True, OK),
    (G, WORK + "#### 18 red apples", "18", True, OK),
    (M, "$\\boxed{18 \\text{ cm}}$", "18", True, OK),
    (M, "$\\boxed{5.4 \\text{ cents}}$", "5.4 \\text{ cents}", True, OK),
]

# Session 11: annotations through LaTeX spacing and text commands, the value judged in a sentence
# of its own, "about" written as `~`, a bare "No."; another value denied is no hedge.
NEGATION_ROUND3: list[Case] = [
    (M, WORK + "$\\boxed{18}\\text{ -- not correct}$", "18", False, None),
    (M, WORK + "$\\boxed{18} \\; (\\text{incorrect})$", "18", False, None),
    (M, WORK + "$\\boxed{18}\\ \\text{(not the answer)}$", "18", False, None),
    (M, WORK + "$\\boxed{18}$ \\quad (wrong)", "18", False, None),
    (G, WORK + "#### 18\n18 is wrong, though; I can't find the mistake.", "18", False, NA),
    (G, WORK + "#### 18\n$18$ seems incorrect.", "18", False, NA),
    (G, WORK + "#### ~18", "18", False, None),
    (G, WORK + "#### ≈18", "18", False, None),
    (G, WORK + "The answer is 18. No.", "18", False, NA),
    (G, WORK + "The answer is 18, not 20.", "18", True, OK),
    (G, WORK + "Answer: 18 (not 20).", "18", True, OK),
    (G, WORK + "The answer is 20, not 18.", "18", False, MIS),
    (G, WORK + "The answer is 18. No doubt.", "18", True, OK),
    (M, "$\\boxed{18}$ \\quad (checked)", "18", True, OK),
]

# Session 11: characters no reader sees (bidirectional marks, terminal colours, control
# characters) are not part of the answer; currencies before the number are money.
INVISIBLE_AND_MONEY: list[Case] = [
    (G, WORK + "#### \u200f18", "18", True, OK),
    (G, WORK + "#### 18\u200e", "18", True, OK),
    (G, WORK + "#### 18\x07", "18", True, OK),
    (G, WORK + "\x1b[1m#### 18\x1b[0m", "18", True, OK),
    (G, WORK + "\x1b[1;31m#### 20\x1b[0m", "18", False, MIS),
    (G, WORK + "#### \u202e81\u202c", "18", False, MIS),  # shows as 18, says 81
    (G, WORK + "#### USD 18", "18", True, OK),
    (G, WORK + "#### €18", "18", True, OK),
    (G, WORK + "#### £18.00", "18", True, OK),
    (G, WORK + "#### €20", "18", False, MIS),
]

# Session 11: a statement in a sentence that reports someone else's answer without quotes,
# supposes it, or shows an example or a format is not the model's; its own voice after "but" is.
NOT_THE_MODELS: list[Case] = [
    (G, "You said the answer is 18. I'm not sure how to verify that.", "18", False, NA),
    (
        G,
        WORK.replace("18", "20") + "I get $\\boxed{20}$, although the book claims $\\boxed{18}$.",
        "18",
        False,
        MIS,
    ),
    (
        G,
        "If the answer were $\\boxed{18}$, she would have 9 eggs left; I am not sure.",
        "18",
        False,
        NA,
    ),
    (
        G,
        "For example, for $9 \\times 2$ you write $\\boxed{18}$. I cannot compute this one.",
        "18",
        False,
        NA,
    ),
    (G, "Format your answer like this:\n#### 18\nI will now solve the problem.", "18", False, NA),
    (G, "Claim: the answer is 18. I could not prove this claim.", "18", False, None),
    (G, "Student answer: #### 18\nTeacher: incorrect, see me.", "18", False, None),
    (G, WORK + "The book claims 20, but I get $\\boxed{18}$.", "18", True, OK),
    (G, WORK + "The book claims $\\boxed{20}$, but I get $18$.", "18", True, OK),
    (G, WORK + "If we add them, the answer is $\\boxed{18}$.", "18", True, OK),
    (G, WORK + "As we found, the answer is 18.", "18", True, OK),
    # a value alone on the first line, then working that ends on another: two final answers
    (
        G,
        "$450\nExplanation: 40 hours x $10 = $400\n5 hours x $12 = $60\nTotal = $400 + $60 = $460",
        "460",
        False,
        MIS,
    ),
    (
        G,
        "$460\nExplanation: 40 hours x $10 = $400\n5 hours x $12 = $60\nTotal = $400 + $60 = $460",
        "460",
        True,
        OK,
    ),
    (
        G,
        "40 gold coins\nLet x be the silver coins.\nx + 30 = 40 + 30 = 70 gold coins",
        "70",
        False,
        MIS,
    ),
    # round 4's right answers: a group around the number, a hyphenated modifier, a preposition
    (G, WORK + "So the answer is $800.\n</think> <answer> ${800} </answer>", "800", True, OK),
    (
        G,
        WORK + "So, Gerald can run the 400-meter hurdles in 36 seconds with his diet.",
        "36",
        True,
        OK,
    ),
    (G, WORK + "So, Gary spends 5 hours walking around the park.", "5", True, OK),
    (G, WORK + "So, Gary spends around 5 hours in the park.", "5", False, None),
    (G, WORK + "Answer: Alexander spends $9\n####\nHe spends $9", "9", True, OK),
    (G, WORK + "####\nHe spends $9 and saves $4", "9", False, None),
    # round 5: an equation chain in the tag ends on its value; a sentence ends on "is N" after math
    (
        G,
        "</think> <answer> 40 hours x $10 / hour + 5 hours x $12/hour = $460. </answer>",
        "460",
        True,
        OK,
    ),
    (G, "</think> <answer> 40 hours x $10 / hour = $400 + $60 = $450 </answer>", "460", False, MIS),
    (
        M,
        "Since $7(2k+1)$ is a multiple of 7, the remainder when $2n+1$ is divided by 7 is 0.",
        "0",
        True,
        OK,
    ),
    (M, "So the remainder when $2n+1$ is divided by 7 is 3.", "0", False, MIS),
    # an invented dialogue opened as "Assistant: User:" is a new turn; "Assistant:" alone is not
    (
        G,
        WORK + "So the profit is $18.\n\nAssistant: User: And the cost?\nAnswer: $130.",
        "18",
        True,
        OK,
    ),
    (G, "junk\n\nAssistant:\nShe makes 9 * 2 = 18 dollars.\n#### 18", "18", True, OK),
    # two quantities in the sentence that states the answer: no one number is the answer
    (
        G,
        "2/1 + 1/1 = 3/1.  The answer is 3 bolts of blue fiber and 1.5 bolts of white fiber.",
        "3",
        False,
        None,
    ),
    (
        G,
        PLAIN + "So Jim will spend 18 hours in total on TV and reading (9 hours/week × 2 weeks).",
        "18",
        True,
        OK,
    ),
]

# Session 12, from the tuned rounds 3-5: a misspelt closing tag closes (a fresh solution after it
# is a second answer); plain arithmetic is a GSM8K value; a denial of ANOTHER value keeps the
# answer; a loss is no amount.
TUNED_ROUNDS_3_5: list[Case] = [
    (G, "<answer>76<end answer>\nHere is why: ... \\(\\boxed{80}\\).", "80", False, MIS),
    (
        M,
        "<answer> Solved: $6$.$\\end answer>\n\nSo $x \\ge \\boxed{5.5}$",
        "\\frac{11}{2}",
        False,
        None,
    ),
    (G, "<answer>80[/answer]\nThe average is \\boxed{80}.", "80", True, OK),
    (G, "<answer>18</ answer>\nSo she makes $\\boxed{18}$.", "18", True, OK),
    (G, "<answer>18{/answer} Later: #### 20", "18", False, MIS),
    (G, "so Grant scored**: <answer>90+10</answer>", "100", True, OK),
    (G, WORK + "#### (16 - 3 - 4) \\times 2", "18", True, OK),
    (G, WORK + "#### 9 x 2", "18", True, OK),
    (G, WORK + "#### 9 * 2 + 1", "18", False, MIS),
    (G, WORK + "#### 16-18", "-2", False, None),  # a range, not a difference
    (G, WORK + "#### 18\n\n(Not 20: the muffins use 4 eggs, not 3.)", "18", True, OK),
    (G, WORK + "#### 18\nNot 20.", "18", True, OK),
    (G, WORK + "#### 18\n(Not 18; 20.)", "18", False, None),
    (G, WORK + "#### 18\n(Not 20.) Wait, it is 22.", "18", False, MIS),
    (G, WORK + "#### $18 loss", "18", False, None),
    (G, WORK + "So the shop ends the day with 18 losses.", "18", False, None),
    # after red-team round 4 (scored first): bounds, excesses, discounts; coloured annotations;
    # copulas after a new number; emoji variation selectors
    (G, WORK + "#### 18 (upper bound)", "18", False, None),
    (G, WORK + "#### $18 in the hole", "18", False, None),
    (G, WORK + "#### 18% off", "18", False, None),
    (M, "$\\boxed{18\\text{ too many}}$", "18", False, None),
    (G, WORK + "#### 18 (strike that)", "18", False, None),
    (M, "$\\boxed{18}\\ \\textcolor{red}{\\text{wrong}}$", "18", False, None),
    (M, "$\\boxed{18}\\ \\textcolor{green}{\\checkmark}$", "18", True, OK),
    (G, WORK + "#### 18\n待って、20です。", "18", False, MIS),
    (G, WORK + "#### 18\n잠깐, 20이다.", "18", False, MIS),
    (G, WORK + "#### 18\nरुको, उत्तर 20 है।", "18", False, MIS),
    (G, WORK + "#### 18\n確認：18です。", "18", True, OK),
    (G, WORK + "#### 18\ufe0f", "18", True, OK),
    # a value named as a wrong answer or an example output is not the model's; "cannot be right"
    (M, "A common wrong answer is $\\boxed{18}$.", "18", False, None),
    (M, "The tempting answer would be $\\boxed{18}$, so I cannot finish.", "18", False, None),
    (G, "Example output:\n<answer>18</answer>\nI need more information.", "18", False, None),
    (M, "$\\boxed{18}$ cannot be right.", "18", False, None),
    (M, "So the wrong answer is 20 and the right one is $\\boxed{18}$.", "18", True, OK),
    (M, "A common mistake is to answer 20, but the answer is $\\boxed{18}$.", "18", True, OK),
]

# Session 14, from red-team round 4's last 18 misjudged (each rule in other words and numbers than
# the probe it came from, both ways): closing hashes, a box in math or a pleasantry on a `####`
# line; degrees inside a trigonometric function; Swiss thousands; a dash before a denial of
# another value; an approving mark; combining strokes; a negation inside the subject; "not only";
# a check computing with the answer; dollars and cents; a per-item note; an exact value with its
# rounding; a retraction that denies with no new value; refusals and doubts; answers someone
# else gave or that a saying denies.
REDTEAM4_RULES: list[Case] = [
    (G, WORK + "So the answer is #### 18 ####", "18", True, OK),
    (G, WORK + "So the answer is #### 18 #### 20", "18", False, None),
    (G, WORK + "Final answer: #### $\\boxed{18}$", "18", True, OK),
    (G, WORK + "Final answer: #### $\\boxed{20}$", "18", False, MIS),
    (G, WORK + "Final Answer: The final answer is #### 18. I hope it is correct.", "18", True, OK),
    (
        G,
        WORK + "Final Answer: The final answer is #### 20. I hope it is correct.",
        "18",
        False,
        MIS,
    ),
    (G, WORK + "The answer is 20. #### 18", "18", False, None),
    (M, "So $\\cos 60^\\circ = \\boxed{\\cos 60^\\circ}$", "\\frac12", True, OK),
    (M, "$\\boxed{2\\sin(30^{\\circ})}$", "1", True, OK),
    (M, "$\\boxed{\\sin 30^\\circ}$", "\\frac{\\sqrt3}{2}", False, MIS),
    (M, "$\\boxed{\\sin 60}$", "\\frac{\\sqrt3}{2}", False, MIS),  # radians
    (M, "$\\boxed{2\\cos(\\frac{\\pi}{3})}$", "\\frac52", False, MIS),  # no mixed number
    (M, "$\\boxed{2(\\frac{1}{2})}$", "1", True, OK),
    (G, WORK + "#### 12'500", "12500", True, OK),
    (G, WORK + "#### 1’250’000", "1250000", True, OK),
    (G, WORK + "#### 12'50", "1250", False, None),
    (G, WORK + "The answer is 18 – not 20.", "18", True, OK),
    (G, WORK + "The answer is 18 — not 18.", "18", False, None),
    (G, WORK + "The answer is 20 -- not 18.", "18", False, MIS),
    (G, WORK + "#### 18 ✔️", "18", True, OK),
    (G, WORK + "#### 18 ❌", "18", False, None),
    (G, WORK + "The answer is 2\u03360\u0336 18.", "18", True, OK),
    (G, WORK + "The answer is 1\u03368\u0336 20.", "18", False, MIS),
    (G, WORK + "#### 1\u03368\u0336", "18", False, None),
    (G, WORK + "So the amount she did not spend is 18 dollars.", "18", True, OK),
    (G, WORK + "The eggs that she did not sell number 18.", "18", False, None),
    (G, WORK + "She does not make 18 dollars.", "18", False, None),
    (G, WORK + "The teacher did not say the answer is 18.", "18", False, None),
    (G, WORK + "I don't think the answer is 18.", "18", False, None),
    (G, WORK + "Not only does she sell eggs, she makes exactly 18 dollars.", "18", True, OK),
    (G, WORK + "#### 18\nVerification: 18 / 2 = 9 eggs, as given.", "18", True, OK),
    (M, "$\\boxed{18}$ (check: $18 - 9 = 9$)", "18", True, OK),
    (G, WORK + "#### 18\nRe-checking: 9 * 2 + 2 = 20.", "18", False, MIS),
    (G, WORK + "#### 18 dollars and 0 cents", "18", True, OK),
    (G, WORK + "#### $18 and 25 cents", "18.25", True, OK),
    (G, WORK + "#### 18 and 25 cents", "18.25", False, None),
    (G, "Leo bakes 7 * 6 = 42 cookies.\n#### 42 cookies, i.e. 6 per friend", "42", True, OK),
    (G, "Leo bakes 7 * 6 = 42 cookies.\n#### 42 cookies, or 6 each", "42", False, None),
    (M, "$\\boxed{4\\sqrt{2} \\text{ (about } 5.66\\text{)}}$", "4\\sqrt2", True, OK),
    (M, "$\\boxed{4\\sqrt{2}\\ (\\approx 5.9)}$", "4\\sqrt2", False, MIS),
    (G, WORK + "#### 18\nHmm, wait, that is what she spends, not what she makes.", "18", False, NA),
    (G, WORK + "#### 18\nWait, let me make sure. Yes, that is right.", "18", True, OK),
    (
        M,
        "It would be $\\boxed{18}$ if the price were known, but I cannot complete it.",
        "18",
        False,
        NA,
    ),
    (G, "A: 18\n\nI copied that from the example; for this one I'm not sure.", "18", False, NA),
    (G, WORK + "The answer key's answer of 18 eggs has a misprint.", "18", False, None),
    (G, WORK + "The textbook's answer is 20, but she makes 18 dollars.", "20", False, None),
    (M, "$2(\\frac{1}{2})$", "2", False, None),  # a product, not 2 with a note
]

# Session 14, from red-team round 5 (379 black-box probes, scored first: 326/379), each rule in
# other words and numbers than its probe, both ways.
REDTEAM5_RULES: list[Case] = [
    (G, WORK + "<answer>~18</answer>", "18", False, None),  # an estimate
    (G, WORK + "<answer>≈ 18</answer>", "18", False, None),
    (G, WORK + "So she makes~18 dollars.", "18", True, OK),  # LaTeX's unbreakable space
    (G, WORK + "Final answer (tentative): #### 18", "18", False, NA),
    (M, "Draft answer: $\\boxed{18}$", "18", False, NA),
    (G, WORK + "Final answer: #### 18", "18", True, OK),
    (G, WORK + "The answer is ####: 18", "18", True, OK),
    (G, WORK + "#### 18 (18 dollars in all)", "18", True, OK),
    (G, WORK + "#### 18 (20 dollars in all)", "18", False, None),
    (G, WORK + "<answer>−5 °C</answer>", "-5", True, OK),
    (G, WORK + "#### 5°F", "5", True, OK),
    (M, "$\\boxed{-5^{\\circ}\\text{F}}$", "-5", True, OK),
    (G, WORK + "#### 5 below zero", "-5", True, OK),
    (G, WORK + "#### 5 below zero", "5", False, MIS),
    (G, WORK + "#### minus 5", "-5", True, OK),
    (G, WORK + "The lowest reading is negative 5 degrees.", "-5", True, OK),
    (G, WORK + "The reading is 20 minus 5.", "15", False, None),
    (G, PLAIN + "#### 18 pct", "18", True, OK),
    (G, WORK + "#### precisely 18", "18", True, OK),
    (G, WORK + "#### just under 18", "18", False, None),
    (G, WORK + "#### a total of 18 dollars", "18", True, OK),
    (G, WORK + "#### 18 out of 20 eggs", "18", True, OK),
    (M, "<answer>2√3</answer>", "2\\sqrt{3}", True, OK),
    (M, "<answer>2*sqrt(3)</answer>", "2\\sqrt{3}", True, OK),
    (M, "<answer>√12</answer>", "2\\sqrt{3}", True, OK),
    (G, "<answer>√400</answer>", "400", False, None),  # the root of 400, never 400
    (G, WORK + "Die Antwort ist nicht 18.", "18", False, None),
    (G, WORK + "La respuesta no es 18.", "18", False, None),
    (G, WORK + "答案不是18。", "18", False, None),
    (G, WORK + "<answer><s>18</s></answer>", "18", False, None),
    (G, WORK + "<answer><s>20</s> 18</answer>", "18", True, OK),
    (
        M,
        "Final Answer: The final answer is $18$. I hope it is correct. (It isn't.)",
        "18",
        False,
        NA,
    ),
    (G, WORK + "#### 18 💯", "18", True, OK),
    (G, WORK + "#### 18, no more, no less.", "18", True, OK),
    (G, WORK + "#### 18 — for sure.", "18", True, OK),
    (G, WORK + "#### 20 — for sure.", "18", False, MIS),
    (G, WORK + "It's not 20; it's 18.", "18", True, OK),
    (G, WORK + "Not 18, but 20.", "18", False, MIS),
    (
        G,
        WORK + "#### 18\nRereading the problem: she sells 10 eggs. So 20 dollars.",
        "18",
        False,
        MIS,
    ),
    (G, WORK + "#### 18\nصبر کن، جواب ۲۰ است.", "18", False, MIS),
    (G, WORK + "#### 18\nرکو، جواب 20 ہے۔", "18", False, MIS),
    (G, WORK + "#### 18\n更正：答案是20元。", "18", False, MIS),
    (G, WORK + "#### 18\n訂正：答えは20個です。", "18", False, MIS),
    (G, WORK + "#### 18\n정정: 답은 20개입니다.", "18", False, MIS),
    (G, WORK + "#### 18\n確認：答えは18個です。", "18", True, OK),
    (G, WORK + "#### 18\nHmm, that can't be right. Let me start over.", "18", False, NA),
    (G, WORK + "#### 18\n等等，这不对。", "18", False, NA),
    (G, WORK + "#### 18\nMoment, das ist falsch.", "18", False, NA),
    (G, WORK + "#### 18\nWait, let me check again.", "18", True, OK),
    (
        M,
        "We must show that it is $\\boxed{18}$. I was unable to finish the proof.",
        "18",
        False,
        NA,
    ),
    (M, "Put the result in a box, e.g. $\\boxed{18}$.", "18", False, None),
    (G, "Template: The answer is 18.\n(This is only the format.)", "18", False, None),
    (G, "```\n#### 18\n```\nThat is just an example of the output format.", "18", False, NA),
    (
        G,
        "**Right approach:** 9 * 2 = 18.\n#### 18\n\n**Wrong approach (a common slip):** 9 + 2 = "
        "11.\n#### 11",
        "11",
        False,
        None,
    ),
    (G, WORK + "#### 18\nWrong answer above; nothing else to add.", "18", False, NA),
    # (MATH-500 reference solutions) the answer's sentence goes on to describe it: its numbers
    # are no new value; a word that turns the sentence still makes one
    (M, "Only $\\boxed{49}$ has a remainder of 1 when divided by 2, 3, 4, or 6.", "49", True, OK),
    (M, "So $f(i,2) = \\boxed{1}$ for all $i \\ge 5.$", "1", True, OK),
    (M, "It leaves a remainder of $\\boxed{0}$ when divided by 12.", "0", True, OK),
    (M, "$\\boxed{18}$ is what she makes, or rather 20.", "18", False, None),
    (M, "$\\boxed{18}$ is wrong, she makes 20.", "18", False, None),
    (M, "$\\boxed{18}$. She makes 20.", "18", False, None),
]

# Session 14, from red-team round 6 (429 black-box probes, scored first: 360/429), each rule in
# other words and numbers than its probe, both ways.
REDTEAM6_RULES: list[Case] = [
    (G, WORK + "<answer>x < 18</answer>", "18", False, None),  # a bound
    (G, WORK + "<answer>x \\neq 18</answer>", "18", False, None),
    (G, WORK + "<answer>x ≥ 18</answer>", "18", False, None),
    (G, WORK + "So each of the 2 buyers => 9 eggs.", "9", True, OK),  # an arrow, no bound
    (G, WORK + "< answer >18< /answer >", "18", True, OK),  # a spaced tag, no bound
    (G, WORK + "#### 18 (fout)", "18", False, None),
    (G, WORK + "#### 18 (errado)", "18", False, None),
    (G, WORK + "Jawabannya bukan 18.", "18", False, None),
    (M, "Final Answer: The final answer is $18$. I hope it is correct. ✗", "18", False, None),
    (G, WORK + "#### 18 ❌", "18", False, None),
    (G, WORK + "#### 18\nWacht, dat klopt niet.", "18", False, NA),
    (G, WORK + "#### 18\nرکو، جواب ۲۰ ہے۔", "18", False, MIS),
    (G, WORK + "#### 18\nThamba, impendulo 20 da.", "18", False, MIS),
    (G, WORK + "#### 18\nथांबा, उत्तर २० आहे.", "18", False, MIS),
    (G, WORK + "#### 18\nKontrol: 18 / 2 = 9 ✓", "18", True, OK),
    (G, WORK + "#### 18\n\n[2] Workbook, exercise 14.", "18", True, OK),
    (G, WORK + "#### 18\n\n(written 2024-03-09 16:45)", "18", True, OK),
    (G, WORK + "#### 18\nWait, the answer is 20.", "18", False, MIS),
    (G, '{"answer": 18} is the expected output format; fill it in later.', "18", False, None),
    (G, "रिपोर्ट के अनुसार उत्तर 18 है, लेकिन मुझे यकीन नहीं है।", "18", False, None),
    (G, WORK + "*Answer:* #### *18*", "18", True, OK),
    (G, WORK + "Final Answer: #### 9,50", "9.5", True, OK),  # a decimal comma (GSM8K only)
    (M, "$\\boxed{1,2}$", "1.2", False, None),  # in MATH two values
    (M, "$\\boxed{4·√3}$", "4\\sqrt{3}", True, OK),
    (M, "$\\boxed{2π}$", "2\\pi", True, OK),
    (M, "$\\boxed{(-∞, 1] ∪ [2, ∞)}$", "(-\\infty,1]\\cup[2,\\infty)", True, OK),
    (M, "$\\boxed{\\langle 1, 2 \\rangle}$", "(1,2)", True, OK),
    (M, "$\\boxed{\\{x \\mid 0 < x < 4\\}}$", "(0,4)", True, OK),
    (M, "$\\boxed{\\{x \\mid 0 \\le x < 4\\}}$", "(0,4)", False, MIS),
    (M, "$\\boxed{]0, 4[}$", "(0,4)", True, OK),
    (M, "$\\boxed{\\exp(2)}$", "e^2", True, OK),
    (M, "$\\boxed{\\sqrt{2}\\, e^{i\\pi/4}}$", "1+i", True, OK),
    (M, "$\\boxed{e}$", "\\exp(1)", True, OK),
    (M, "$\\boxed{2.718}$", "e", False, MIS),  # an exact gold is met exactly
    (G, WORK + "#### 18 — not a typo.", "18", True, OK),
    (G, WORK + "#### 18 (nicht mehr, nicht weniger)", "18", True, OK),
    (G, WORK + "#### US$18", "18", True, OK),
    (G, WORK + "#### 18 m below sea level", "-18", True, OK),
    (G, WORK + "#### 18 m below sea level", "18", False, MIS),
    (G, "The price rose by 9 on 50: 9 / 50 = 18 percent.\n#### a 18% rise", "18", True, OK),
    (G, WORK + "#### 18\U000e0001\U000e0065", "18", True, OK),  # Unicode tag characters
    (G, WORK + "#### －18", "-18", True, OK),  # a fullwidth minus
    (G, WORK + "#### 18Â\xa0dollars", "18", True, OK),  # UTF-8 read as Latin-1
    (G, WORK + "#### 1️⃣8️⃣", "18", True, OK),  # keycap digits
    (G, '"She makes 9 * 2 = 18 dollars.\\nSo:\\n#### 18"', "18", True, OK),  # a JSON string
    (M, "So\\nthe\\nvalue is $\\boxed{\\neq 18}$", "18", False, None),  # `\\neq` stays LaTeX
]

# Session 14, from the white-box red team round 7 (207 probes written to be misjudged), each rule
# in other words and numbers than its probes, both ways.
REDTEAM7_RULES: list[Case] = [
    (M, "So she pays $\\boxed{18}$ dollars (roughly).", "18", False, PE),
    (M, "There are $\\boxed{18}$ eggs, give or take.", "18", False, PE),
    (M, "She keeps $\\boxed{18}$ — at most.", "18", False, PE),
    (M, "The count is $\\boxed{18}$ (upper bound).", "18", False, PE),
    (M, "So $\\boxed{18}$ (?)", "18", False, PE),
    (M, "So $\\boxed{18}$, if I did the sums right.", "18", False, PE),
    (M, "\\[\n\\boxed{18}\n\\]\n(probably)", "18", False, PE),
    (M, "<answer>$\\boxed{18}$ eggs (I think)</answer>", "18", False, PE),
    (M, "So $P = \\boxed{\\frac{1}{4}} \\approx 25\\%$.", "\\frac14", True, OK),
    (M, "The maximum is $\\boxed{18}$, reached at $x = 2$.", "18", True, OK),
    (M, "$\\boxed{\\frac{1}{3} \\approx 0.33}$", "\\frac13", True, OK),
    (M, "$\\boxed{\\frac{1}{3} \\approx 0.4}$", "\\frac13", False, MIS),
    (M, "She earns $\\boxed{18}$ dollars (22 with the tip she got).", "18", False, MIS),
    (M, "She earns $\\boxed{18}$ dollars; 22 if the tip counts.", "18", False, MIS),
    (G, WORK + "#### 18\nor\n#### 22", "18", False, None),
    (G, WORK + "<answer>18</answer> or <answer>22</answer>", "18", False, None),
    (G, WORK + "#### 18 at best", "18", False, None),
    (G, WORK + "#### 18 (ballpark)", "18", False, None),
    (G, WORK + "#### 18 (if I am right)", "18", False, None),
    (G, WORK + "#### Rs. 18/-", "18", True, OK),
    (G, WORK + "She makes something like $18.", "18", False, None),
    (G, WORK + "She makes in the region of $18.", "18", False, None),
    (G, WORK + "She makes a maximum of $18.", "18", False, None),
    (G, WORK + "#### 2. Total\nShe makes $18.", "18", True, OK),  # a numbered heading
    (
        G,
        WORK + "#### 18\nWait, I misread: she sells 10 eggs, so 10 * 2 = 20 dollars. Yes, correct.",
        "18",
        False,
        MIS,
    ),
    (G, WORK + "#### 18\nHold on — is that right? 18 / 2 = 9. Yes.", "18", True, OK),
    (G, WORK + "#### 18\nThat result is bogus.", "18", False, NA),
    (G, WORK + "#### 18\nSomething went wrong in my sums.", "18", False, NA),
    (G, WORK + "#### 18\nI must have misread the prices.", "18", False, NA),
    (G, WORK + "#### 18\nHmm, that doesn't add up.", "18", False, NA),
    (G, WORK + "#### 18\nThat's the only possible value.", "18", True, OK),
    (G, WORK + "#### 18\nVänta, det är fel.", "18", False, NA),
    (G, WORK + "#### 18\nAttends, ça ne va pas.", "18", False, NA),
    (G, WORK + "#### 18\nYes, $2 per egg. But she sold 10 eggs, so 10 * 2 = 20.", "18", False, MIS),
    (
        G,
        WORK + "She makes $\\boxed{18}$ on weekdays, and with the bonus she makes 20",
        "18",
        False,
        None,
    ),
    (G, WORK + "#### 18\nMany people think the answer is 20.", "20", False, None),
    (G, WORK + "#### 18\nAccording to the key, the answer is 20.", "20", False, None),
    (G, WORK + "#### 18\nMy tutor, using 10 eggs, said the answer is 20.", "20", False, None),
    (M, "Each friend's share is $\\boxed{18}$.", "18", True, OK),
    (M, "Since she gave 2 eggs away, she keeps $\\boxed{18}$.", "18", True, OK),
    (M, "So the number she thinks of is $\\boxed{18}$.", "18", True, OK),
    (M, "The textbook's answer is $\\boxed{20}$.", "20", False, None),
    (G, "Nine friends pay $2 each. The check comes to 9 * 2 = $18.", "18", True, OK),
    (G, "Hope sells 9 eggs at $2 each. Hope earns 9 * 2 = $18.", "18", True, OK),
    (G, "Let the number be n, with 2n = 36. The unknown number is 18.", "18", True, OK),
    (G, "The 2 broken ones are not counted, so she has 20 - 2 = 18 eggs.", "18", True, OK),
]

# Session 14, from red-team round 8 (313 black-box probes, scored first: 289/313).
REDTEAM8_RULES: list[Case] = [
    (G, WORK + "Final answer: #### -18 degrees Celsius", "-18", True, OK),
    (G, WORK + "#### 18个", "18", True, OK),
    (G, WORK + "#### 18 долларов", "18", True, OK),
    (G, WORK + "#### 18 неверно", "18", False, None),
    (G, WORK + "#### 18 (nicht 20)", "18", True, OK),
    (G, WORK + "#### 18 (not 20: she sells 9 eggs)", "18", True, OK),
    (G, WORK + "#### 18 (not 18)", "18", False, None),
    (M, "$= \\boxed{4\\pi}$ (not $2\\pi$, which is the circumference)", "4\\pi", True, OK),
    (M, "$\\cancel{\\boxed{4\\pi}}$", "4\\pi", False, None),
    (M, "$A \\neq \\boxed{\\frac{1}{4}}$", "\\frac14", False, None),
    (M, "$3!\\times 2!=\\boxed{12}$", "12", True, OK),  # factorials, not `!=`
    (G, WORK + "So she makes 18 dollars — false.", "18", False, None),
    (G, WORK + "#### 18 🎉", "18", True, OK),
    (G, 'Return JSON like {"answer": 18}.', "18", False, None),
    (
        M,
        "End your reply like this example:\nFinal Answer: The final answer is $18$. I hope it is correct.",
        "18",
        False,
        NA,
    ),
    (M, "The book claims $\\boxed{20}$, but I get $18$.", "18", True, OK),
    (G, "<answer> She sells 9 eggs worth $18 per day. </answer>", "18", True, OK),
    (
        M,
        "If the side were $2$, the area would be $\\boxed{4}$. Here the side is $3$, so the area is $9$.",
        "4",
        False,
        None,
    ),
]

# Session 15: a unit must agree with the one the working gave the same value (agreement.py).
CUPS = "It sells 95 of them, so 168 - 95 = 73 cupcakes are left.\n"
WAGE = "Tom earns $18.50 an hour for 40 hours, so he earns 18.50 * 40 = $740.\n"
SPEED = "It covers 245 km in 3.5 hours, so its speed is 245 / 3.5 = 70 km/h.\n"
UNIT_AGREEMENT: list[Case] = [
    (G, CUPS + "#### 73%", "73", False, MIS),
    (G, CUPS + "#### 73 percent of them", "73", False, MIS),
    (G, CUPS + "#### 73", "73", True, OK),
    (G, CUPS + "#### 73 cupcakes", "73", True, OK),
    (G, "18 of the 24 passed: 18 / 24 = 0.75, so 75% passed.\n#### 75%", "75", True, OK),
    (G, "18 of the 24 passed: 18 / 24 = 0.75, so 75% passed.\n#### 75 percent", "75", True, OK),
    (G, "The price went up by 10 / 40 = 25%.\n#### 25 times", "25", False, MIS),
    (G, WAGE + "#### 740 cents", "740", False, MIS),
    (G, WAGE + "#### 740 dollars", "740", True, OK),
    (G, WAGE + "#### €740", "740", True, OK),
    (G, WAGE + "<answer>740 cents</answer>", "740", False, MIS),
    (G, SPEED + "#### 70 mph", "70", False, MIS),
    (G, SPEED + "#### 70 km per hour", "70", True, OK),
    (G, SPEED + "#### 70 kilometres an hour", "70", True, OK),
    (G, "6 mi / 1 hr = 6 mph\n$\\boxed{6\\text{ miles per hour}}$", "6", True, OK),
    (G, "The show runs 3 * 45 = 135 minutes.\n#### 135 seconds", "135", False, MIS),
    (G, "The show runs 3 * 45 = 135 minutes.\n#### 135 min", "135", True, OK),
    (G, "So she has $266$ books left.\n#### $266$", "266", True, OK),
    (G, "It takes 3 hours, and 1 + 2 = 3.\n#### 3 dollars", "3", True, OK),
    (G, "He ran 540 meters a week.\n#### 540 meters per week", "540", True, OK),
    (G, "He ran 540 meters.\n#### 540 meters per week", "540", False, MIS),
    # the other way of a change than the working's
    (G, "The price went up by 10 / 40 = 25%.\n#### 25% cheaper", "25", False, MIS),
    (G, "The price went up by 10 / 40 = 25%.\n#### 25% rise", "25", True, OK),
    (G, "The price fell by 10 / 40 = 25%.\n#### 25% drop", "25", True, OK),
    # a rate over a unit the working multiplied over: a total
    (G, "In 4 weeks he earns 4 * 735 = $2,940.\n#### $2,940 per week", "2940", False, MIS),
    (
        G,
        "It fills 1,250 a day for 36 days: 1,250 * 36 = 45,000 bottles.\n#### 45,000 a day",
        "45000",
        False,
        MIS,
    ),
    (
        G,
        "36 dollars divided by 18 hours is 2 dollars per hour.\n#### 2 dollars per hour",
        "2",
        True,
        OK,
    ),
    (G, "5 hours x 7 days = 35 hours a week.\n#### 35 hours a week", "35", True, OK),
    # a rate where the working's last mention is a whole: a total or what is left
    (G, "It sells 73, which leaves 120 - 73 = 47 muffins.\n#### 47 each", "47", False, MIS),
    (G, "So 48 - 39 = 9 slices are left.\n#### 9 slices each", "9", False, MIS),
    (G, "So 48 - 39 = 9 slices are left.\n$\\boxed{9 \\text{ per slice}}$", "9", False, MIS),
    (G, "So 48 - 39 = 9 slices are left.\n#### 9 slices", "9", True, OK),
    (G, "Each child gets 20 / 4 = 5.\n#### 5 books per child", "5", True, OK),
    (
        G,
        "The distance in a week in total:\n9 * 60 = 540 meters\n#### 540 meters a week",
        "540",
        True,
        OK,
    ),
]

# Session 15, after red-team rounds 9 and 10 (scored fresh first): each rule both ways.
ORANGES = "He gives 58 away, so 432 - 58 = 374 oranges are left.\n"
REDTEAM9_10_RULES: list[Case] = [
    (G, ORANGES + "#### 三百七十四", "374", True, OK),
    (G, ORANGES + "#### 一千零五", "1005", True, OK),
    (G, ORANGES + "#### 三百六十四", "374", False, MIS),
    (G, ORANGES + "#### 374万", "374", False, MIS),
    (M, "$= \\boxed{20𝜋}$", "20\\pi", True, OK),
    (M, "$\\boxed{x²+1}$", "x^2+1", True, OK),
    (M, "$\\boxed{x²+2}$", "x^2+1", False, MIS),
    (G, ORANGES + "#### 6.2 × 10⁴", "62000", True, OK),
    (M, "$" + "\\boxed{" * 60 + "3\\sqrt{7}" + "}" * 60 + "$", "3\\sqrt{7}", True, OK),
    (M, "$" + "\\boxed{" * 60 + "7\\sqrt{3}" + "}" * 60 + "$", "3\\sqrt{7}", False, MIS),
    (M, "$143_5 = \\boxed{48_5}$", "48", False, MIS),
    (M, "$143_5 = \\boxed{48}$", "48", True, OK),
    (M, "$P = \\boxed{\\frac{5}{36}}$ ← incorrect", "\\frac{5}{36}", False, NA),
    (M, "$P = \\boxed{\\frac{5}{36}}$ ← final answer", "\\frac{5}{36}", True, OK),
    (G, ORANGES + "#### 374 — not 432, which is the count before the giveaway", "374", True, OK),
    (G, ORANGES + "#### 374 — not 374", "374", False, None),
    (G, "3 * 95 = 285 minutes.\n#### 285 (4 h 45 min)", "285", True, OK),
    (G, "3 * 95 = 285 minutes.\n#### 285 (4 h 40 min)", "285", False, None),
    (G, ORANGES + "#### 374\nTeka, nagkamali ako: 364 ang tamang sagot.", "374", False, MIS),
    (
        M,
        "$\\boxed{x^2-2x-8}$\n\nЧакай, сбърках знака: верният отговор е $x^2+2x-8$.",
        "x^2-2x-8",
        False,
        MIS,
    ),
    (
        M,
        "$\\boxed{\\frac{2\\pi}{3}}$\n\nथांबा, माझी चूक झाली: बरोबर उत्तर $\\frac{\\pi}{3}$ आहे.",
        "\\frac{2\\pi}{3}",
        False,
        MIS,
    ),
    (G, ORANGES + "#### 374\nSo, to sum up: 374 oranges.", "374", True, OK),
    (G, ORANGES + "#### 374\nCheck, quickly: 374 + 58 = 432.", "374", True, OK),
    (M, "$= \\boxed{\\mathbf{-\\frac{\\sqrt{3}}{2}}}$", "-\\frac{\\sqrt{3}}{2}", True, OK),
    (M, "$= \\boxed{\\mathbf{\\frac{\\sqrt{3}}{2}}}$", "-\\frac{\\sqrt{3}}{2}", False, MIS),
    (M, "$\\boxed{（－３，－８）}$", "(-3,-8)", True, OK),
    (M, "$\\boxed{5π／6}$", "\\frac{5\\pi}{6}", True, OK),
    (M, "$\\boxed{5⁄36}$", "\\frac{5}{36}", True, OK),
    (M, "$\\boxed{5⁄63}$", "\\frac{5}{36}", False, MIS),
    (M, "$x = \\boxed{-2、\\frac{1}{3}}$", "-2, \\frac{1}{3}", True, OK),
    (G, "#### ٤٫٨", "4.8", True, OK),
    (G, "#### ﹣12", "-12", True, OK),
    (G, "<answer>-12℃</answer>", "-12", True, OK),
    (M, "$= \\boxed{\\sqrt{29}}$ \\xmark", "\\sqrt{29}", False, NA),
    (M, "$\\boxed{\\frac{5}{36}}$\n\nSelf-evaluation: [VERIFY] wrong.", "\\frac{5}{36}", False, NA),
    (
        M,
        "$\\boxed{\\frac{5}{36}}$\n\nSelf-evaluation: [VERIFY] correct.",
        "\\frac{5}{36}",
        True,
        OK,
    ),
    (M, "So it is $3\\sqrt{7}$.\n#### 3√7 ≈ 7.94", "3\\sqrt{7}", True, OK),
    (M, "So it is $3\\sqrt{7}$.\n#### 3√7 ≈ 7.5", "3\\sqrt{7}", False, None),
    (G, "#### 2940 (ohne Überstunden)", "2940", True, OK),
    (G, "#### 266 (yanlış)", "266", False, None),
    (G, "#### 38 yo", "38", True, OK),
    (G, "126 / 4.5 = 28 km/h.\n#### 28 km h⁻¹", "28", True, OK),
    (G, "26 / 40 = 0.65, so 65% of them sprouted.\n#### 65 bps", "65", False, MIS),
    (
        M,
        "$\\boxed{401_6}$.\n\nP.S. I read them in the wrong order; it should be $104_6$.",
        "401_6",
        False,
        MIS,
    ),
    (
        M,
        "$\\boxed{401_6}$.\n\nP.S. It should be read from the last remainder, as done.",
        "401_6",
        True,
        OK,
    ),
    (M, "We have it.\n~~$\\boxed{3\\sqrt{7}}$~~", "3\\sqrt{7}", False, NA),
    (
        M,
        "The final answer is ~~$\\frac{5\\pi}{6}$~~. I hope it is correct.",
        "\\frac{5\\pi}{6}",
        False,
        NA,
    ),
    (M, "~~$\\boxed{2}$~~ $\\boxed{3\\sqrt{7}}$", "3\\sqrt{7}", True, OK),
    (M, "$x = 5~~\\text{or}~~x = 6$ so $\\boxed{5}$", "5", True, OK),
    (G, ORANGES + "الجواب ليس 374.", "374", False, NA),
    (G, ORANGES + "उत्तर 374 नहीं है।", "374", False, NA),
    (G, ORANGES + "Η απάντηση δεν είναι 374.", "374", False, NA),
    (G, ORANGES + "คำตอบไม่ใช่ 374", "374", False, NA),
    (G, ORANGES + "It is impossible for the answer to be 374.", "374", False, NA),
    (G, ORANGES + "उत्तर 374 है।", "374", True, OK),
    (G, ORANGES + "The answer is 374.", "374", True, OK),
    # examples, hypotheses and others' answers are not the model's
    (
        M,
        "For example, if $r = 2$ then $V = \\boxed{20\\pi}$. In our problem $r = 3$, so $V = 45\\pi$.",
        "20\\pi",
        False,
        None,
    ),
    (
        M,
        "Example 3 in the textbook gives $\\sqrt{63} = \\boxed{3\\sqrt{7}}$. Ours: $2\\sqrt{7}$.",
        "3\\sqrt{7}",
        False,
        None,
    ),
    (
        M,
        "如果高是 4，体积就是 $\\boxed{12\\pi}$；但本题的高是 5，所以体积是 $15\\pi$。",
        "12\\pi",
        False,
        None,
    ),
    (M, "高是 4，所以体积就是 $\\boxed{12\\pi}$。", "12\\pi", True, OK),
    (
        M,
        "Reviewer 2 thinks the answer is $\\boxed{\\frac{2\\pi}{3}}$; I disagree: it is $\\frac{\\pi}{3}$.",
        "\\frac{2\\pi}{3}",
        False,
        None,
    ),
    (M, "So then $V = \\boxed{20\\pi}$.", "20\\pi", True, OK),
    # a JSON object that closes the completion answers with its answer fields, all of them
    (G, '{"steps": ["27 * 16 = 432", "432 - 58 = 374"], "final_answer": "374"}', "374", True, OK),
    (G, '{"reasoning": "168 - 95 = 73", "answer": 73}', "73", True, OK),
    (G, 'Here it is:\n```json\n{"answer": 73}\n```', "73", True, OK),
    (G, '{"answer": 374, "revised_answer": 364}', "374", False, MIS),
    (M, '{"initial_answer": "12\\\\pi", "final_answer": "3\\\\pi"}', "12\\pi", False, MIS),
    (G, 'Return JSON like {"answer": 73}.', "73", False, NA),
    # an option's letter, its content after it, markdown bold, a note on the form
    (M, "<answer>**(D)**</answer>", "\\text{(D)}", True, OK),
    (M, "$\\boxed{\\text{(D) } 24}$", "\\text{(D)}", True, OK),
    (M, "$\\boxed{\\text{(C) } 16}$", "\\text{(D)}", False, MIS),
    (M, "$\\boxed{(D) or (C)}$", "\\text{(D)}", False, None),
    (M, "$= \\boxed{3\\sqrt{7} \\text{ (simplified)}}$", "3\\sqrt{7}", True, OK),
    (M, "$= \\boxed{3\\sqrt{6} \\text{ (simplified)}}$", "3\\sqrt{7}", False, MIS),
    (M, "$\\boxed{5 \\text{ out of } 36}$", "\\frac{5}{36}", True, OK),
    (M, "$\\boxed{5 \\text{ out of } 35}$", "\\frac{5}{36}", False, MIS),
    # a cross in a line that ticks other cases tests them; alone it judges the answer
    (
        M,
        "$\\boxed{(1, 4)}$\n\nTest: $x = 2$ gives $-2 < 0$ ✓; $x = 5$ gives $4 > 0$ ✗ (outside).",
        "(1,4)",
        True,
        OK,
    ),
    (M, "$\\boxed{(1, 4)}$ ✗", "(1,4)", False, None),
    # radians against working in degrees; a collective noun against the working's noun
    (
        M,
        "It is $\\frac{8 \\cdot 180^\\circ}{10}$.\n$= \\boxed{144 \\text{ radians}}$",
        "144",
        False,
        MIS,
    ),
    (M, "It is $\\frac{8 \\cdot 180^\\circ}{10}$.\n$= \\boxed{144}$", "144", True, OK),
    (G, ORANGES + "#### 374 pairs", "374", False, MIS),
    (G, "So he has 5 pairs of socks.\n#### 5 pairs", "5", True, OK),
    # a check in Thai computes with the answer
    (G, ORANGES + "#### 374\nตรวจสอบ: 374 + 58 = 432 ถูกต้อง", "374", True, OK),
    (G, ORANGES + "#### 374\nตรวจสอบ: 364 ถูกต้อง", "374", False, None),
    # a time counted from now only for a value the working counted in that unit
    (G, "In 5 years she will be 36 + 5 = 41.\n#### 41 years from now", "41", False, MIS),
    (G, "In 5 years she will be 36 + 5 = 41.\n#### 41 years old", "41", True, OK),
    (G, "The son was born 37 - 23 = **14** years ago.\n**Answer: 14 years ago.**", "14", True, OK),
    # "impossible" and "I doubt" after the answer withdraw it; a note may deny another value
    (M, "So $\\boxed{150}$ books remain.\n\nThat's impossible, though.", "150", False, NA),
    (M, "So $\\boxed{150}$ books remain. Nothing is impossible here.", "150", True, OK),
    # (a MATH-500 solution: "impossible" of a case the proof rules out, not of the answer)
    (
        M,
        "So $\\boxed{8}$. But this is impossible because each angle is less than $180^\\circ$.",
        "8",
        True,
        OK,
    ),
    (M, "The roots are $\\boxed{2, 3}$.\n\nI doubt this is right.", "2, 3", False, NA),
    (M, "The roots are $\\boxed{2, 3}$.\n\nYes, this is right.", "2, 3", True, OK),
    (G, ORANGES + "#### 374 (it can't be 364, since 58 were given away)", "374", True, OK),
    (G, ORANGES + "#### 374 (it can't be 374)", "374", False, None),
    # round 11: strike-outs of a terminal and MathJax; other scripts' "not" and "wrong"
    (G, ORANGES + "#### \x1b[9m374\x1b[29m", "374", False, None),
    (G, ORANGES + "#### \x1b[1m374\x1b[0m", "374", True, OK),
    (M, "$\\enclose{horizontalstrike}{\\boxed{6\\pi}}$", "6\\pi", False, NA),
    (G, ORANGES + "Odpověď není 374.", "374", False, NA),
    (G, ORANGES + "A válasz nem 374.", "374", False, NA),
    (G, ORANGES + "Răspunsul nu este 374.", "374", False, NA),
    (G, ORANGES + "The answer is anything but 374.", "374", False, None),
    (G, ORANGES + "Vastaus on 374.", "374", True, OK),
    (M, "$= \\boxed{89}$ (špatně)", "89", False, None),
    (M, "$= \\boxed{60}$ (틀림)", "60", False, None),
    (M, "$= \\boxed{60}$ (správně)", "60", True, OK),
    (
        M,
        "$\\boxed{-\\frac{\\pi}{4}}$ is not in the required range, so there is no solution.",
        "-\\frac{\\pi}{4}",
        False,
        NA,
    ),
    (
        M,
        "$\\boxed{(3, 5)}$.\n\nוואַרט, איך האָב געטעות: דער פּונקט איז $(5, 3)$.",
        "(3,5)",
        False,
        MIS,
    ),
    (G, ORANGES + "#### 374\n\nTL;DR: 364 oranges.", "374", False, MIS),
    (G, ORANGES + "#### 374\n\nTL;DR: 374 oranges.", "374", True, OK),
    (M, "$= \\boxed{⅟17}$", "\\frac{1}{17}", True, OK),
    (M, "$= \\boxed{¹⁄₁₇}$", "\\frac{1}{17}", True, OK),
    (
        M,
        "Gdyby kąt wynosił $60^\\circ$, pole byłoby $\\boxed{6\\pi}$. Kąt ma $90^\\circ$: $9\\pi$.",
        "6\\pi",
        False,
        None,
    ),
    (M, "例：最終的な答えは $\\boxed{60}$ のように書いてください。", "60", False, None),
    # round 11: numbers and what follows them
    (G, "#### ₹1,50,000", "150000", True, OK),
    (G, "#### 374 (= 432 − 58)", "374", True, OK),
    (G, "#### 150 Tsd. $", "150000", True, OK),
    (G, "#### 157 тыс.", "157", False, MIS),
    (G, "#### $43 in the red", "-43", True, OK),
    (G, "#### $43 in the red", "43", False, MIS),
    (G, "#### 7 cubed", "343", True, OK),
    (G, "#### 621,-", "621", True, OK),
    (G, "#### 157左右", "157", False, None),
    (G, "#### 157 примерно", "157", False, None),
    (G, "#### 157 Stück", "157", True, OK),
    (G, "#### 157 falsch", "157", False, None),
    # labelled values in a tag, as a box holds them; a ticked item of a task list
    (M, "<answer>x_1 = -2,\\ x_2 = \\tfrac{1}{3}</answer>", "-2, \\frac{1}{3}", True, OK),
    (M, "<answer>x_1 = 4,\\ x_2 = -\\frac{3}{2}</answer>", "-\\frac{2}{3}, 4", False, MIS),
    (M, "<answer>x = 5</answer>", "5", True, OK),
    (M, "Only option (E).\n- [ ] (A)\n- [ ] (B)\n- [x] (E)", "\\text{(E)}", True, OK),
    (G, "Two readings:\n- [x] 157 (she gave 23)\n- [ ] 147 (misreading)", "157", True, OK),
    (G, "Two readings:\n- [ ] 157 (she gave 23)\n- [x] 147 (misreading)", "157", False, MIS),
    (G, "- [x] 157\n- [x] 147", "157", False, None),
    # a last sentence naming the answer in another language: only copulas before the value
    (G, ORANGES + "Odpověď je 374.", "374", True, OK),
    (G, ORANGES + "Odpověď není 374.", "374", False, NA),
    (G, ORANGES + "A válasz 374.", "374", True, OK),
    (G, ORANGES + "Jibu ni 374.", "374", True, OK),
    (G, ORANGES + "Jibu si 374.", "374", False, NA),
    (M, "Jibu si $6\\pi$.", "6\\pi", False, NA),
    (M, "Jibu ni $6\\pi$.", "6\\pi", True, OK),
    (G, ORANGES + "La respuesta correcta es 374.", "374", True, OK),
    (G, ORANGES + "Die Antwort ist nicht 374.", "374", False, NA),
    (G, ORANGES + "Odpověď je 374 kuliček.", "374", True, OK),
    # round 12: the answer named in more languages, before a box too; a tool's box; two words
    # before the comma of a retraction line; \mathrm{i}; a percent of a fraction
    (G, ORANGES + "Odgovor nije 374.", "374", False, NA),
    (G, ORANGES + "Odgovor je 374.", "374", True, OK),
    (G, ORANGES + "Svarið er ekki 374.", "374", False, NA),
    (G, ORANGES + "பதில் 374 அல்ல.", "374", False, NA),
    (M, "So x = 54/99.\nOdgovor nije $\\boxed{\\frac{6}{11}}$.", "\\frac{6}{11}", False, None),
    (M, "So x = 54/99.\nOdgovor je $\\boxed{\\frac{6}{11}}$.", "\\frac{6}{11}", True, OK),
    (M, "答案不是 $7\\sqrt{3}$，而是 $\\boxed{3\\sqrt{7}}$。", "3\\sqrt{7}", True, OK),
    (
        M,
        "A CAS gives $\\boxed{24\\pi}$ for height 8, but here 8 is the slant height: $V = 3\\pi$.",
        "24\\pi",
        False,
        None,
    ),
    (
        M,
        "Final Answer: The final answer is $-\\frac{\\pi}{3}$.\n\nКүтө туруңуз, мен жаңылдым: туура "
        "жооп $\\frac{4\\pi}{3}$.",
        "-\\frac{\\pi}{3}",
        False,
        MIS,
    ),
    (M, "<answer>11 + 10\\mathrm{i}</answer>", "11+10i", True, OK),
    (M, "$x = \\boxed{\\frac{6}{11}\\%}$", "\\frac{6}{11}", False, MIS),
    (M, "$= \\boxed{17.5\\%}$", "17.5", True, OK),
    # a last line that opens as a remark beside the answer ends on no new answer
    (
        M,
        "$= \\boxed{765}$\n\nIn general the sum is $a\\frac{r^n - 1}{r - 1}$; with $n = 7$ it would be "
        "$381$.",
        "765",
        True,
        OK,
    ),
    (M, "$= \\boxed{10}$\n\nFor comparison, the taxicab distance is $6 + 8 = 14$.", "10", True, OK),
    (M, "$= \\boxed{10}$\n\nWait, the distance is $14$.", "10", False, MIS),
    (G, ORANGES + "#### 374\nSo the farmer keeps 364.", "374", False, MIS),
    # a time unit against a clause that counts in another, where the value itself has none
    (
        G,
        "Lina is 4 * 7 = 28. In 9 years she will be 28 + 9 = 37.\n#### 37 months",
        "37",
        False,
        MIS,
    ),
    (G, "Lina is 4 * 7 = 28. In 9 years she will be 28 + 9 = 37.\n#### 37 years", "37", True, OK),
    (G, "9h/week * 4 weeks = 36h.\nThus answer: 36 hours.", "36", True, OK),
    (G, "3 films of 95 minutes: 3 * 95 = 285 minutes.\n#### 4 h 45 min", "285", True, OK),
    # round 13: temperatures' scales, containers, "not X but Y" in an answer phrase
    (G, "-7 - 11 = -18°C.\n#### -18°F", "-18", False, MIS),
    (G, "-7 - 11 = -18°C.\n#### -18°C", "-18", True, OK),
    (G, "so 408 - 139 = 269 pens remain.\n#### 269 packs", "269", False, MIS),
    (G, "He buys 17 packs.\n#### 17 packs", "17", True, OK),
    (G, "So 269 pens remain.\nThe answer is not 279 but 269.\n#### 269", "269", True, OK),
    (G, "So 269 pens remain.\nThe answer is not 269 but 279.", "269", False, MIS),
]

# session 16: rules of red-team rounds 14-15 and public_heldout9
SESSION16_RULES = [
    # an answer phrase its own line corrects: the correction, not the phrase, must agree
    (G, "The answer is 279. Wait, no: 17 * 24 = 408, not 418. 408 - 139 = 269.\n#### 269", "269", True, OK),
    (G, "The answer is 18. Wait, no: it is 20.\n#### 18", "18", False, MIS),
    (G, "The answer is 20. Wait, no: 9 * 2 = 18.\n#### 20", "20", False, MIS),
    (G, "The answer is 20.\n#### 18", "18", False, MIS),
    (G, "The answer is 18. Let me check: 9 * 2 = 18. Yes.\n#### 18", "18", True, OK),
    # a correction its confirmation confirms, written with the answer's own digits
    (M, "So $x = \\boxed{\\frac{7}{3}}$.\n\nOn second thought, the equation is $3x + 7 = 0$, so $x = -\\frac{7}{3}$. Yes, this is right.", "\\frac{7}{3}", False, MIS),
    (M, "So $x = \\boxed{\\frac{7}{3}}$.\n\nWait, let me check: $3 \\cdot \\frac{7}{3} - 7 = 0$. Yes, this is right.", "\\frac{7}{3}", True, OK),
    (G, "So 2 * 3.5 = 7.\n#### 7\nWait, x = \\frac{7}{3}. Yes, this is right.", "7", False, MIS),
    # a supposition after the answer that its own "but" dismisses with a fact of the working
    (G, "It sells 73 muffins, so 120 - 73 = 47 are left.\n#### 47\nP.S. Had they sold 63, it would be 57 — but they sold 73.", "47", True, OK),
    (G, "He gives away 58, so 432 - 58 = 374 are left.\n#### 374\nIf he had given away 68 instead, 364 would be left, but he gave away 58.", "374", True, OK),
    # (what would be under another supposition is no new value either)
    (G, "It sells 73 muffins, so 120 - 73 = 47 are left.\n#### 47\nHad they sold 63, it would be 57.", "47", True, OK),
    (G, "It sells 73 muffins, so 120 - 73 = 47 are left.\n#### 47\nHad they sold 63, it would be 57, but they sold 73. So 57.", "47", False, MIS),
    # a quotation the model then agrees with is its own statement
    (G, "So she earns 36 * 1.25 = $45.\n#### 45\nMy tutor replied: \"No, the answer is 50 because she sold 40 cups.\" I agree with her.", "45", False, MIS),
    (G, "So she earns 36 * 1.25 = $45.\n#### 45\nThe answer key says: \"The answer is 50, since 40 cups were sold.\" That's right.", "45", False, MIS),
    (G, "So she earns 36 * 1.25 = $45.\n#### 45\nMy tutor replied: \"No, the answer is 50.\" I don't agree.", "45", True, OK),
    # round 14: a MATH percent the working never spoke of
    (M, "A regular $20$-gon has interior angle sum $3240^\\circ$.\n$3240 / 20 = \\boxed{162\\%}$", "162", False, MIS),
    (M, "So there are $\\frac{720}{12} = \\boxed{60\\%}$", "60", False, MIS),
    (M, "$\\boxed{25\\%}$", "25", True, OK),
    (M, "The share is $\\frac{1}{5} \\times 100\\% = \\boxed{20\\%}$", "20", True, OK),
    (M, "The percentage of children is $\\frac{1}{5}$, so $\\boxed{20\\%}$", "20", True, OK),
    # an edit that says the answer stands; "never mind" a detail of the problem
    (G, "So 504 - 179 = 325 are left.\n#### 325\nEdit: formatting only; the answer is unchanged.", "325", True, OK),
    (G, "So 504 - 179 = 325 are left.\n#### 325\nEdit: the answer is 335.", "325", False, MIS),
    (G, "So 8 * 12 = 96 eggs.\n#### 96\nNever mind the number of hens; it does not change the count.", "96", True, OK),
    (G, "So 8 * 12 = 96 eggs.\n#### 96\nNever mind the above; it is 84.", "96", False, MIS),
    (G, "So 8 * 12 = 96 eggs.\n#### 96\nNever mind, 84.", "96", False, MIS),
    # a hypothesis is not an answer
    (M, "Hypothesis: the sum is $\\boxed{465}$. Testing it would need the formula, which I do not remember.", "465", False, None),
    (M, "By the formula, the sum is $\\boxed{465}$.", "465", True, OK),
    # a picture of what is counted after the value; a doubting face stays
    (G, "So 504 - 179 = 325 cookies are left.\n#### 325 🍪", "325", True, OK),
    (G, "So 504 - 179 = 325 cookies are left.\n#### 335 🍪", "325", False, MIS),
    (G, "So 504 - 179 = 325 cookies are left.\n#### 325 🤔", "325", False, None),
    (G, "So 504 - 179 = 325 cookies are left.\n#### 325 👎", "325", False, None),
    # a note comparing another amount with something named in words
    (G, "Class B has 31 - 9 = 22 students.\n#### 22 students (9 fewer than class A)", "22", True, OK),
    (G, "Class B has 31 - 9 = 22 students.\n#### 22 (less than 30)", "22", False, None),
    (G, "Class B has 31 - 9 = 22 students.\n#### 22 (9 fewer than class A, wrong)", "22", False, None),
    # round 15 and public_heldout9: a doubt is no confirmation of what it doubts
    (M, "Final Answer: The final answer is $1045_6$. I am not sure this is correct.", "1045_6", False, None),
    (M, "Final Answer: The final answer is $1045_6$. I hope it is correct.", "1045_6", True, OK),
    # a sentence that admits a mistake, then corrects it in its last clause
    (M, "The final answer is: $\\boxed{\\frac{1}{2}}$\n\nWait, I inverted the wrong fraction; the answer should be $\\frac{2}{3}$.", "\\frac{1}{2}", False, MIS),
    (G, "So 4 * 12 = 48 and 48 - 19 = 29.\n#### 29\nWait, let me verify: 4 * 12 = 48 and 48 - 19 = 29. Correct.", "29", True, OK),
    # a value judged wrong after an interjection
    (G, "It earns 39 * 7 = $273.\n#### 273\nHmm, 273 is not right; I need to recheck how many cookies go in a box.", "273", False, None),
    # GSM8K's calculator annotations are no part of the working's units
    (G, "It fills 468 / 12 = <<468/12=39>>39 boxes.\nIt earns 39 * 7 = $<<39*7=273>>273.\n#### 273 boxes", "273", False, MIS),
    (G, "It fills 468 / 12 = <<468/12=39>>39 boxes.\nIt earns 39 * 7 = $<<39*7=273>>273.\n#### $273", "273", True, OK),
    # a note that only describes how the working reached the answer, in its own numbers
    (G, "It fills 468 / 12 = 39 boxes.\nIt earns 39 * 7 = $273.\n<answer>$273 (from 39 boxes)</answer>", "273", True, OK),
    (G, "It fills 468 / 12 = 39 boxes.\nIt earns 39 * 7 = $273.\n#### 273 (from 40 boxes)", "273", False, None),
    (G, "It fills 468 / 12 = 39 boxes.\nIt earns 39 * 7 = $273.\n#### 273 (or 280 from 39 boxes)", "273", False, None),
    (G, "It fills 468 / 12 = 39 boxes.\nIt earns 39 * 7 = $273.\n#### 273 (468 cookies in total)", "273", False, None),
    (G, "Ben has 64 - 18 = 46 stickers.\n#### 46 (18 fewer than Tom's 64)", "46", True, OK),
    # a rate the working itself gave
    (G, "$14,760 ÷ 24 = $615 a month.\n#### $615 each month for 24 months", "615", True, OK),
    (G, "In 4 weeks he earns 4 * 735 = $2,940.\n#### $2,940 per week", "2940", False, MIS),
    # after </think> only an invented user turn: its answer is not the model's
    (M, "<think>The integers are 8, 9 and 10.</think>\n\n User: Let's redo it. The sum is $\\boxed{27}$.", "27", False, None),
    (G, "<think>Toulouse has 2 * 80 = 160 sheep.</think>\nUser: And in total?\nAssistant: <answer> 20 + 80 + 160 = 260 sheep. </answer>", "260", True, OK),
    # a tool's output: read when closed and last, never when cut inside its block
    (G, "```python\nprint(6 * 1.75)\n```\n```output\n10.5\n```", "10.5", True, OK),
    (G, "```python\nprint(6 * 1.75)\n```\n```output\n10.5\n```", "11", False, MIS),
    (G, "```python\nprint((960 / 6, 18 * 160))\n```\n```output\n(160", "160", False, NA),
    # a last line that names the answer in Chinese, then says it in a sentence
    (G, "9 × 2 = 18 美元\n\n**最终答案**：Janet 每天在农贸市场赚取 **18 美元**。", "18", True, OK),
    (G, "9 × 2 = 18 美元\n\n**最终答案**：Janet 每天在农贸市场赚取 **19 美元**。", "18", False, MIS),
    (G, "最终答案：Janet 每天大约赚取 18 美元。", "18", False, NA),
    (G, "答案：不是 18 美元。", "18", False, NA),
    # an answer phrase with a note that denies another value
    (G, "It earns 39 * 7 = $273.\n**Answer:** $273 (not $280 — there are 39 boxes, not 40)", "273", True, OK),
    (G, "It earns 39 * 7 = $273.\n**Answer:** 280 (not 273 — there are 40 boxes)", "273", False, MIS),
    (G, "It earns 39 * 7 = $273.\n**Answer:** 273 (not 273)", "273", False, None),
    # a base as a word or in subscript digits
    (M, "$245 = 1 \\cdot 216 + 4 \\cdot 6 + 5$, so $\\boxed{1045_{\\text{six}}}$", "1045_6", True, OK),
    (M, "$245 = 1 \\cdot 216 + 4 \\cdot 6 + 5$, so $\\boxed{1046_{\\text{six}}}$", "1045_6", False, MIS),
    (M, "$245 = 1 \\cdot 216 + 4 \\cdot 6 + 5$, so $\\boxed{1045_{\\text{seven}}}$", "1045_6", False, MIS),
    (M, "$245 = 1 \\cdot 216 + 4 \\cdot 6 + 5$, so $= \\boxed{1045₆}$", "1045_6", True, OK),
    # money owed after a currency word
    (G, "After the jacket his balance is 38 - 64 = -$26.\n#### 26 dollars overdrawn", "-26", True, OK),
    (G, "After the jacket his balance is 38 - 64 = -$26.\n#### 26 dollars overdrawn", "26", False, MIS),
    # the answer said again in another form must be equal
    (M, "$= \\boxed{\\frac{19}{8}}$\n\nAs a mixed number, this is $2\\frac{1}{8}$.", "\\frac{19}{8}", False, MIS),
    (M, "$= \\boxed{\\frac{19}{8}}$\n\nAs a mixed number, this is $2\\frac{3}{8}$.", "\\frac{19}{8}", True, OK),
    (M, "$= \\boxed{\\frac{19}{8}}$\n\nAs a decimal, this is $2.375$.", "\\frac{19}{8}", True, OK),
    # a second look that ends on the word answer confirms it
    (M, "$\\boxed{\\text{Monday}}$\n\nWait — does 'after' count Saturday itself? No: 1 day after Saturday is Sunday, so 100 days after is Monday.", "\\text{Monday}", True, OK),
    (M, "$\\boxed{\\text{Monday}}$\n\nWait — I miscounted: it is Tuesday.", "\\text{Monday}", False, None),
    # a rate per another unit of time than the working's
    (G, "$14,760 ÷ 24 = $615 a month.\n#### $615 per year", "615", False, MIS),
    (G, "$14,760 ÷ 24 = $615 a month.\n#### $615 monthly", "615", True, OK),
    (G, "It covers 245 km in 3.5 hours: 245 / 3.5 = 70 km/h.\n#### 70 km per hour", "70", True, OK),
    # a text gold the symbolic reader cannot parse, the same text
    (M, "So the meeting starts at $\\boxed{4:30 \\text{ PM}}$", "\\text{4:30 p.m.}", True, OK),
    (M, "So the meeting starts at $\\boxed{5:30 \\text{ PM}}$", "\\text{4:30 p.m.}", False, None),
    # a LaTeX full stop left after the value
    (M, "<answer>\\frac{\\sqrt{3}}{4}\\cdot 8 = 2\\sqrt{3}\\.</answer>", "2\\sqrt{3}", True, OK),
    # after </think> only noise and invented turns: the think block's conclusion
    (M, "<think>$\\frac{93}{31} = 3$.\nTherefore, the answer is $3$.\n</think>\n请你完成以下过程。\nUser: Any suggestions?\nAssistant: no", "3", True, OK),
    (M, "<think>$\\frac{93}{31} = 3$.\nTherefore, the answer is $3$.\n</think>\n请你完成以下过程。\nUser: Any suggestions?\nAssistant: no", "4", False, MIS),
    (G, "<think>So the answer is \\boxed{18}. Hmm, the muffins bring $8 more.</think>\n\nShe makes $26 every day.", "18", False, MIS),
    # a note that gives the same count in dozens
    (G, "45 - 18 = 27 eggs are left.\n#### 27 eggs (2 dozen and 3)", "27", True, OK),
    (G, "45 - 18 = 27 eggs are left.\n#### 27 eggs (2 dozen and 4)", "27", False, None),
    # round 16: an answer judged wrong, named again and not replaced
    (M, "$x = \\boxed{\\frac{41}{90}}$\n\nThis is incorrect, since $\\frac{41}{90}$ does not terminate. I'm not sure how to fix it.", "\\frac{41}{90}", False, NA),
    (G, "So 4 * 12 = 48 and 48 - 19 = 29.\n#### 29\nWait, let me verify: 48 - 19 = 29. Correct.", "29", True, OK),
    # answer tags with attributes
    (G, "<think>96 × 2.75 = 264.</think>\n\n<answer type=\"number\">264</answer>", "264", True, OK),
    (G, "<think>96 × 2.75 = 264.</think>\n\n<answer type=\"number\">265</answer>", "264", False, MIS),
    # a sentence in a tag with its working in brackets
    (G, "96 × 2.75 = 264.\n<answer>The train travels 264 km (2.75 h × 96 km/h).</answer>", "264", True, OK),
    (G, "96 × 2.75 = 264.\n<answer>The train travels 288 km (3 h × 96 km/h).</answer>", "264", False, MIS),
    # plain TeX's fraction; a base named in brackets; a gold stored boxed or in math
    (M, "so $P = \\frac{4}{36}$.\n$= \\boxed{{1 \\over 9}}$", "\\frac{1}{9}", True, OK),
    (M, "so $P = \\frac{4}{36}$.\n$= \\boxed{{1 \\over 8}}$", "\\frac{1}{9}", False, MIS),
    (M, "$413 = 3 \\cdot 125 + 25 + 10 + 3$\n$= \\boxed{3123 \\text{ (base } 5)}$", "3123_5", True, OK),
    (M, "$413 = 3 \\cdot 125 + 25 + 10 + 3$\n$= \\boxed{3123 \\text{ (base } 6)}$", "3123_5", False, MIS),
    (M, "Thus, the answer is \\(\\boxed{6\\sqrt{7}}\\).", "\\boxed{6\\sqrt{7}}", True, OK),
    (M, "Thus, the answer is \\(\\boxed{7\\sqrt{6}}\\).", "$6\\sqrt{7}$", False, MIS),
    # an HTML entity for the minus sign
    (G, "-31 + 6 = -25 m.\n#### &minus;25", "-25", True, OK),
    (G, "-31 + 6 = -25 m.\n#### &minus;25", "25", False, MIS),
    # an option letter is replaced only by another letter, after words that judge it
    (M, "$\\boxed{\\text{(B)}}$\n\nWait, let me double-check (B) against (A): $9 > 8$ ✓.", "\\text{(B)}", True, OK),
    (M, "$\\boxed{\\text{(B)}}$\n\nWait, (B) is wrong; it is (C).", "\\text{(B)}", False, MIS),
    # notes of scope; "one" as a pronoun
    (G, "The sale price is 380 - 57 = $323.\n#### 323 (not including sales tax)", "323", True, OK),
    (G, "The sale price is 380 - 57 = $323.\n#### 323 (not sure)", "323", False, None),
    (G, "So the school needs 7 buses.\n#### 7 buses (one of them partly full)", "7", True, OK),
    (G, "So the school needs 7 buses.\n#### 7 (one more)", "7", False, None),
    # a supposition after the answer says what would be
    (G, "The train travels 96 * 2.75 = 264 km.\n#### 264\n\nRecap: 264 km. (In a full 3 hours it would have gone 288 km.)", "264", True, OK),
    (G, "The train travels 96 * 2.75 = 264 km.\n#### 264\n\nWait, it is 288 km.", "264", False, MIS),
    # a unit the working never used for this value
    (G, "16 * 45 = 720 books on 16 shelves.\nThere are 4 floors, so 4 * 720 = 2,880 books.\n#### 2,880 shelves", "2880", False, MIS),
    (G, "16 * 45 = 720 books on 16 shelves.\nThere are 4 floors, so 4 * 720 = 2,880 books.\n#### 2,880 books", "2880", True, OK),
    (G, "He has 12 red apples and 5 green apples.\n#### 12 apples", "12", True, OK),
    (G, "Revenue: 36 bags at $4.25: 36 \\times 4.25 = 153\n#### 153 cents", "153", False, MIS),
    (G, "40 - 15 - 8 = 17 students cycle.\n#### 17%", "17", False, MIS),
    (G, "So 5 of 20 is 0.25, which is 25 percent.\n#### 25%", "25", True, OK),
    (G, "49 / 56 = 0.875, so 87.5% passed.\n#### 87.5% failed", "87.5", False, MIS),
    (G, "49 / 56 = 0.875, so 87.5% passed.\n#### 87.5% passed", "87.5", True, OK),
    # an angle in the other unit than the gold's is refused (session 21's decision: the question
    # asks for that unit), the same angle or not
    (M, "Each is $\\frac{360^\\circ}{5} = \\boxed{72^\\circ}$", "\\frac{2\\pi}{5}", False, MIS),
    (M, "Each is $\\frac{360^\\circ}{5} = \\boxed{73^\\circ}$", "\\frac{2\\pi}{5}", False, MIS),
    (M, "In radians, each base angle is $\\boxed{\\frac{2\\pi}{9}}$", "40^\\circ", False, MIS),
    (M, "So $\\boxed{\\frac{\\pi}{6}^\\circ}$", "\\frac{\\pi}{6}", False, MIS),
    (M, "So $\\boxed{30 \\text{ radians}}$", "30^\\circ", False, MIS),
    (M, "So $\\boxed{60}$", "\\frac{\\pi}{3}", False, MIS),
    # cents are the same amount as dollars where the working counts in dollars
    (G, "She spends $14.10 + $4.60 = $18.70.\n#### 1,870 cents", "18.7", True, OK),
    (G, "She spends $14.10 + $4.60 = $18.70.\n#### 1,860 cents", "18.7", False, MIS),
    # "guess" as a noun of the problem is no hedge
    (G, "240 / 3 = 80\n\nSo, the average guess is 80.", "80", True, OK),
    (G, "240 / 3 = 80\n\nMy guess is 80.", "80", False, None),
    # round 18: the working's qualifiers for the value against the answer's
    (G, "so 430 + 820 = $1,250 in total.\nShe pays $400, so she has 1,250 - 400 = $850 left to pay.\n#### $1,250 left to pay", "1250", False, None),
    (G, "so each spends 18 + 14 = $32.\nThe group spends 6 * 32 = $192 in total.\n#### $32 in total", "32", False, MIS),
    (G, "so each spends 18 + 14 = $32.\nThe group spends 6 * 32 = $192 in total.\n#### $32 per person", "32", True, OK),
    (G, "Dev's commute is 35 minutes each way, so 2 * 35 = 70 minutes a day.\nOver 5 workdays that is 5 * 70 = 350 minutes.\n#### 350 minutes each way", "350", False, MIS),
    (G, "Dev's commute is 35 minutes each way, so 2 * 35 = 70 minutes a day.\nOver 5 workdays that is 5 * 70 = 350 minutes.\n#### 350 minutes per day", "350", False, MIS),
    (G, "He uses 579 tiles, so 816 - 579 = 237 tiles are left.\n#### 237 fewer tiles", "237", False, MIS),
    (G, "He uses 579 tiles, so 816 - 579 = 237 tiles are left.\n#### 237 (579 fewer than the 816 he started with)", "237", True, OK),
    (G, "She bakes 9 * 32 = 288 rolls.\nThe answer is 288 more rolls.", "288", False, MIS),
    (G, "Ann has 12 - 7 = 5 apples more than Ben.\n#### 5 more apples", "5", True, OK),
    (G, "Jo has 252 - 84 = 168 more marbles than Sam.\n#### 168 times as many", "168", False, MIS),
    (G, "Jo has 252 - 84 = 168 more marbles than Sam.\nSo Sam has 168 more marbles than Jo.", "168", False, MIS),
    (G, "45 * 150 = 6,750 litres.\n#### 6,750 kilolitres", "6750", False, MIS),
    (G, "He is 3 * 16 + 5 = 53 years old.\n#### 53 decades", "53", False, MIS),
    (G, "He is 3 * 16 + 5 = 53 years old.\n#### 53 years", "53", True, OK),
    # tentative labels; a recap; notes that round or count again
    (G, "816 - 579 = 237 tiles are left.\nAnswer (approximate): #### 237", "237", False, NA),
    (G, "I'm not sure how to set this up. If I had to guess: #### 53", "53", False, NA),
    (M, "$\\frac{5040}{24}$.\n$= \\boxed{210}$\n\nIn short: we divide the $5040$ ordered choices by $4! = 24$.", "210", True, OK),
    (G, "816 - 579 = 236.99999999999997\n#### 237 (rounded from 236.999…)", "237", True, OK),
    (G, "816 - 579 = 236.4\n#### 237 (rounded from 236.4)", "237", False, None),
    (G, "She bakes 9 * 32 = 288 rolls.\n#### 288 rolls, or 24 dozen", "288", True, OK),
    (G, "She bakes 9 * 32 = 288 rolls.\n#### 288 rolls, or 25 dozen", "288", False, None),
    (G, "3 * 16 + 5 = 53.\n#### 53\nFinal final answer: 53 (checked: 3 * 16 = 48 and 48 + 5 = 53).", "53", True, OK),
    # a percentage against a fraction gold is a hundredth
    (M, "$P = \\boxed{\\frac{9}{20}}$, or $45\\%$.", "\\frac{9}{20}", True, OK),
    (M, "$P = \\boxed{\\frac{9}{20}}$, or $46\\%$.", "\\frac{9}{20}", False, MIS),
    # a mistake admitted without its place; a unit sentence; a plan; an estimate before a box
    (G, "45 * 150 = 6,750 litres.\n#### 6750\nHmm, I think I mixed up hours and minutes somewhere. I'll need to redo this.", "6750", False, NA),
    (G, "45 * 150 = 6,750 litres.\n#### 6750\nThe answer is in litres, since the rate is in litres per minute.", "6750", True, OK),
    (M, "I would evaluate $\\binom{10}{4}$ and expect to get $\\boxed{210}$ once it is worked out.", "210", False, None),
    (M, "There are roughly $\\boxed{210}$ committees.", "210", False, None),
    (M, "Jane must score at least $\\boxed{9}$ points on her third test to pass.", "9", True, OK),
    (M, "It grows to $\\$24,\\!000 \\cdot 1.01^{30} \\approx \\boxed{\\$32,\\!348}$, to the nearest dollar.", "\\$32,\\!348", True, OK),
    # round 17: notations of MATH answers
    (M, "So the domain is $\\boxed{[-2, 3[}$.", "[-2,3)", True, OK),
    (M, "So the domain is $\\boxed{[-2, 3[}$.", "[-2,3]", False, None),
    (M, "$= \\boxed{0.8\\dot{3}}$", "\\frac{5}{6}", True, OK),
    (M, "$= \\boxed{0.8\\dot{4}}$", "\\frac{5}{6}", False, None),
    (M, "$\\boxed{\\textbf{(C)}\\ 24}$", "\\text{(C)}", True, OK),
    (M, "$\\boxed{\\textbf{(D)}\\ 24}$", "\\text{(C)}", False, None),
    (M, "The solution set is $\\boxed{\\{(4, -1, 2)\\}}$.", "(4,-1,2)", True, OK),
    (M, "The solution set is $\\boxed{\\{(4, 1, 2)\\}}$.", "(4,-1,2)", False, None),
    (M, "$= \\boxed{5040}$\nUpdate: with a thousands separator that is $5{,}040$.", "5040", True, OK),
    (M, "$= \\boxed{5040}$\nUpdate: it is $5{,}030$.", "5040", False, None),
    (M, "so $P = \\frac{30}{36}$.\n$= \\boxed{\\frac{5}{6}}$, or about $\\boxed{0.83}$ as a decimal.", "\\frac{5}{6}", True, OK),
    (M, "so $P = \\frac{30}{36}$.\n$= \\boxed{\\frac{5}{6}}$, or about $\\boxed{0.85}$ as a decimal.", "\\frac{5}{6}", False, MIS),
    (M, "so $\\sin\\frac{3\\pi}{4} = \\sin\\frac{\\pi}{4}$.\n$\\boxed{\\frac{\\sqrt{2}}{2}}$ (guess)", "\\frac{\\sqrt{2}}{2}", False, None),
    # GSM8K: a negative number in brackets; a note that denies the positive value
    (G, "5 - 12 = -7°C.\n#### (-7)", "-7", True, OK),
    (G, "5 - 12 = -7°C.\n#### (-7)", "7", False, MIS),
    (G, "5 - 12 = -7°C.\n#### -7 (not 7: the temperature is below zero)", "-7", True, OK),
    (G, "5 - 12 = -7°C.\n#### -7 (not -7)", "-7", False, None),
    # an option letter with a number must name the number the working lists for it
    (M, "The options are (A) $20$, (B) $22$, (C) $24$, (D) $26$.\n$\\boxed{\\textbf{(C)}\\ 26}$", "\\text{(C)}", False, MIS),
    (M, "The options are (A) $20$, (B) $22$, (C) $24$, (D) $26$.\n$\\boxed{\\textbf{(C)}\\ 24}$", "\\text{(C)}", True, OK),
    # round 19: a correction's value opens it, its explanation follows
    (G, "1175 * 12 = 14100\n#### 14100\nUpdate: it's actually 14,740 — I forgot the $640 deposit.", "14740", True, OK),
    (G, "1175 * 12 = 14100\n#### 14100\nUpdate: it's actually 14,740 — I forgot the $640 deposit.", "14100", False, MIS),
    (G, "8 * 42 = 336\n#### 336\nNever mind, 378: there are 9 episodes, not 8.", "378", True, OK),
    (G, "44 - 5 = 39.\n#### 39\n(Not 39; 49 — I misread 5 years more.)", "49", True, OK),
    (G, "44 - 5 = 39.\n#### 39\n(Not 39; 49 — I misread 5 years more.)", "39", False, MIS),
    (G, "9 * 2 = 18\n#### 18\nWait, let me check: 9 * 2 = 18. Yes.", "18", True, OK),
    # a comparison the working made of this value; radians the working converted to; examples
    (G, "Ben has 198 - 135 = <<198-135=63>>63 dollars more than Kai.\n#### 63 more", "63", True, OK),
    (G, "Ben has 198 - 135 = 63 dollars.\n#### 63 more", "63", False, None),
    (M, "$320^\\circ \\cdot \\frac{\\pi}{180^\\circ} = \\frac{320\\pi}{180}$ $= \\boxed{\\frac{16\\pi}{9}\\text{ radians}}$", "\\frac{16\\pi}{9}", True, OK),
    (M, "As an example of the format, $\\boxed{165}$. Now let me find the interior angle. The angles sum to", "165", False, None),
    # a whole where the working states the value of each one; a value denied beside the box
    (G, "9 coworkers split it, so each pays 603 / 9 = <<603/9=67>>67 dollars.\n#### 67 in total", "67", False, MIS),
    (G, "9 coworkers split it, so each pays 603 / 9 = <<603/9=67>>67 dollars.\n#### 67", "67", True, OK),
    (G, "She sells 9 eggs at $2 each, so she makes 9 * 2 = 18 dollars.\n#### 18 in total", "18", True, OK),
    (M, "$2134_5 = 250 + 25 + 15 + 4$ $= \\boxed{294} \\neq 2134$", "294", True, OK),
    (M, "$2134_5 = 250 + 25 + 15 + 4$ $= \\boxed{294} \\neq 2134$", "2134", False, MIS),
    # a comparison with its sides swapped; what is left to do; a collective the working never used
    (G, "Jo has 252 - 84 = 168 more marbles than Sam.\nSo Sam has 168 fewer marbles than Jo.", "168", True, OK),
    (G, "Jo has 252 - 84 = 168 more marbles than Sam.\nSo Sam has 168 fewer marbles than Sam.", "168", False, MIS),
    (G, "1,250 - 400 = $850 left to pay.\n#### $850 left to pay", "850", True, OK),
    (M, "so there are $4 \\cdot 3 \\cdot 2$ of them.\n$= \\boxed{24 \\text{ pairs}}$", "24", False, MIS),
    (M, "the divisors pair up into 12 pairs.\n$= \\boxed{12 \\text{ pairs}}$", "12", True, OK),
    # round 20: corrections with a note, after a dash, "make that"; a judgement of the box
    (G, "476 - 183 = 293 books.\n#### 293\n\nCorrection: 338 (138 were checked out, not 183).", "338", True, OK),
    (G, "476 - 183 = 293 books.\n#### 293\n\nCorrection: 338 (138 were checked out, not 183).", "293", False, MIS),
    (G, "70 + 6 = 76.\n#### 76\nStrike that — 64: he is 6 years younger, not older.", "64", True, OK),
    (G, "12,420 + 2,150 = $14,570.\n\n#### 14570\n— actually, make that 12,420; the down payment isn't part of it.", "14570", False, MIS),
    (M, "$x = 2$ and $y = -2$.\n$\\boxed{(2, -2)}$ — but this is false, it fails the second equation.", "(2, -2)", False, None),
    (M, "<think>$\\frac{8 + 14i}{2}$</think>\n&lt;answer&gt;4 + 7i&lt;/answer&gt;", "4 + 7i", True, OK),
    (M, "<think>$\\frac{8 + 14i}{2}$</think>\n&lt;answer&gt;7 + 4i&lt;/answer&gt;", "4 + 7i", False, MIS),
    # round 21: a box whose own content is struck; "if ... were ..., the answer would be"; a base
    # named after the box; degrees of temperature
    (M, "The area is $\\frac{5}{12} \\cdot 36\\pi$ = \\boxed{\\cancel{15\\pi}}", "15\\pi", False, NA),
    (G, "If the bonus were included, the answer would be 58800.", "58800", False, None),
    (M, "If the radius were $5$, the area would be $25\\pi$; since it is $4$, the area is $\\boxed{16\\pi}$.", "16\\pi", True, OK),
    (M, "$523_6 = 5 \\cdot 36 + 2 \\cdot 6 + 3$ $= \\boxed{195}$ (in base 10)", "195", True, OK),
    (G, "so it ends at 5 - 22.5 = -17.5 degrees.\nThe answer is -17.5 °C.", "-17.5", True, OK),
    # a final box whose sentence opens as an alternative, however far from the first
    (G, "So she earns 36 * 1.25 = $45.\n$\\boxed{45}$\n\nAlternatively, if the question intends that the 4 cups she handed to her neighbours were also paid for at the same price of $1.25 each, she would earn $\\boxed{50}$.", "45", False, MIS),
    (G, "So she earns 36 * 1.25 = $45.\n$\\boxed{45}$\n\nAlternatively, counting the cups she sold at the price of $1.25 each one by one, we get the same total of $\\boxed{45}$.", "45", True, OK),
]  # fmt: skip

# session 17
SESSION17_RULES = [
    # dozen and gross are counts (12, 144): `26 dozen` is 312, and `18 dozen` is not 18
    (
        G,
        "He picks 26 * 12 = 312 melons. That is 312 / 12 = 26 dozen.\n#### 26 dozen",
        "312",
        True,
        OK,
    ),
    (G, "#### 26 dozen eggs", "312", True, OK),
    (G, "#### 18 dozen", "18", False, MIS),
    (G, "#### 2 gross", "288", True, OK),
    (G, "#### 2 gross", "2", False, MIS),
    # the same value again after `i.e.` / `that is`; another value there refuses
    (G, "34 * 6 = 204 eggs.\nThe answer is 17 dozen, i.e. 204 eggs.", "204", True, OK),
    (G, "#### 17 dozen, i.e. 205 eggs", "204", False, None),
    (G, "#### 18, that is 20 eggs", "18", False, None),
    # a percentage in words is a percentage: a hundredth against a fraction, a unit against a count
    (
        M,
        "So the probability is $\\boxed{\\frac{7}{50} \\text{ percent}}$.",
        "\\frac{7}{50}",
        False,
        MIS,
    ),
    (M, "So the probability is $\\boxed{14 \\text{ percent}}$.", "\\frac{7}{50}", True, OK),
    (M, "Seven of the fifty: $\\boxed{14 \\text{ percent}}$.", "14", False, MIS),
    # a restart "more carefully" / "another way" cut off before a value takes nothing back
    (
        M,
        "$A = \\boxed{\\frac{49\\pi}{3}}$\n\nLet me redo this more carefully. The area is $\\frac{120}{360} \\cdot",
        "\\frac{49\\pi}{3}",
        True,
        OK,
    ),
    (G, "So 3 * 47 = 141.\n#### 141\nLet me solve it another way: 47 + 47 + 47 =", "141", True, OK),
    # a turn the model invented after its answer, with thinking and an answer of its own
    (
        G,
        "558 - 127 = 431 pencils. </think> <answer> 431 </answer>\nUser: Now 200 more sold?\nAssistant: <think> 431 - 200 = 231 </think> <answer> 231 </answer>",
        "431",
        True,
        OK,
    ),
    (
        G,
        "558 - 127 = 431 pencils. </think> <answer> 431 </answer>\nUser: Now 200 more sold?\nAssistant: <think> 431 - 200 = 231 </think> <answer> 231 </answer>",
        "231",
        False,
        MIS,
    ),
    # a similar problem the model sets itself after its answer, with its own box
    (
        M,
        "$\\binom{12}{5} = \\boxed{792}$.\n\nNow let's try a similar problem: choose 4 of 12. $\\binom{12}{4} = \\boxed{495}$.",
        "792",
        True,
        OK,
    ),
    # a supposition as the only sentence: no answer
    (G, "If the deposit were included, the total would be $24,450.", "24450", False, "no_answer"),
    (G, "The deposit is included, so the total is $24,450.", "24450", True, OK),
    # rounds 24-25: a self-set problem "Now try this one:" / "Your turn:" after the answer
    (
        G,
        "86 - 59 = 27.\n#### 27\n\nNow try this one: Ana has 40 and Ben 25. Answer: 15",
        "27",
        True,
        OK,
    ),
    (M, "$= \\boxed{64}$\n\nYour turn: convert $1021_3$. Solution: $\\boxed{34}$.", "64", True, OK),
    # answer tags side by side: each must be the gold (the same value in two forms is right)
    (M, "<answer>\\frac{2}{11}</answer>\n<answer>2/11</answer>", "\\frac{2}{11}", True, OK),
    (G, "<answer>5</answer>\n<answer>6</answer>", "6", False, MIS),
    # "not $X$, it is $Y$" says Y, in math as in numbers; in Chinese and Japanese too
    (M, "<answer>not $\\pi$, it is $\\frac{\\pi}{2}$</answer>", "\\frac{\\pi}{2}", True, OK),
    (M, "<answer>not $\\frac{\\pi}{2}$, it is $\\pi$</answer>", "\\frac{\\pi}{2}", False, MIS),
    (G, "364 - 87 = 277.\n答案不是 286，而是 277。", "277", True, OK),
    (G, "364 - 87 = 277.\n答案不是 277，而是 286。", "277", False, MIS),
    # unit words in prose after `\pi` inside a tag
    (M, "<answer>10\\pi square units</answer>", "10\\pi", True, OK),
    (M, "<answer>10\\pi less</answer>", "10\\pi", False, MIS),
    # one variable's values listed in their own spans: a list, as a box holds it
    (
        M,
        "<answer>The roots are $x = -\\frac{1}{3}$ and $x = 2$.</answer>",
        "-\\frac{1}{3}, 2",
        True,
        OK,
    ),
    (M, "So $x = -\\frac{1}{3}$ and $x = 3$.", "-\\frac{1}{3}, 2", False, MIS),
    # a statement denied as a whole
    (
        G,
        "27 / 45 * 100 = 60 percent.\nIt is not true that the answer is 60.",
        "60",
        False,
        "no_answer",
    ),
    # a comparison the last sentence turns against the working, for the same person
    (G, "So Mia has 86 - 59 = 27 more stickers than Leo.\nMia has 27 less.", "27", False, MIS),
    (G, "So Mia has 86 - 59 = 27 more stickers than Leo.\nLeo has 27 fewer.", "27", True, OK),
    (G, "So Mia has 86 - 59 = 27 more stickers than Leo.\nMia has 27 more.", "27", True, OK),
    # a correction after a `####` line is no restatement of it
    (G, "390 - 231 = 159.\n#### 159\n\nCorrection: the answer is 177.", "177", True, OK),
    (G, "390 - 231 = 159.\n#### 159\n\nThe answer is 177.", "177", False, MIS),
    # the reason after "N is right, since ..." states no new value
    (
        G,
        "90 - 90 = 0.\n#### 0\nNever mind my earlier doubt; 0 is right, since 6 * 15 = 90.",
        "0",
        True,
        OK,
    ),
    (
        G,
        "90 - 90 = 0.\n#### 0\nWait, 0 is wrong, since 6 * 15 = 80 so 10 are left.",
        "0",
        False,
        MIS,
    ),
    # an apology for how the working was shown keeps the value
    (
        M,
        "$= \\boxed{6x^2 + 7x - 20}$\n\nSorry, I should have shown the middle step: $15x - 8x = 7x$.",
        "6x^2 + 7x - 20",
        True,
        OK,
    ),
    # public_heldout11: nothing stated after `</think>` but a remark: the think block's last line
    (
        G,
        "<think> 3 * 42 = 126, so the total is $243.00. </think>\nThe user is happy with the answer.",
        "243",
        True,
        OK,
    ),
    (
        G,
        "<think> 27 * 16 = 432 and 432 - 58 = 374 oranges are left.\n</think>\n<answer/>",
        "374",
        False,
        "no_answer",
    ),
    (
        G,
        "<think> So 266 books remain.\n</think>\n\nI need to stop here.",
        "266",
        False,
        "no_answer",
    ),
    # a `$` right before a digit is money, never the end of math
    (G, "520 - 480 = 40.\nSo the answer is $520 - $480 = $40", "40", True, OK),
    (G, "520 - 480 = 40.\nSo the answer is $520 - $480 = $40 more", "40", True, OK),
    (G, "520 - 470 = 50.\nSo the answer is $520 - $470 = $40 more", "40", False, None),
    # a count per item after the answer's count describes its unit
    (
        G,
        "28 / 2 = 14.\nTherefore, Jean can fill 14 bags with 2 lollipops in each bag.",
        "14",
        True,
        OK,
    ),
    (
        G,
        "28 / 2 = 14.\nTherefore, Jean can fill 14 bags with 2 lollipops in each bag.",
        "2",
        False,
        MIS,
    ),
    # a value labelled from the right (`3 = b`), a bound in a relative clause, what remains
    (M, "<answer>so $21 = 7b$, so $3 = b$.</answer>", "3", True, OK),
    (
        M,
        "<answer>Therefore, there are $400$ terms that are less than or equal to $20$.</answer>",
        "400",
        True,
        OK,
    ),
    (
        M,
        "<answer>Therefore, there are $400$ terms that are less than or equal to $20$.</answer>",
        "20",
        False,
        MIS,
    ),
    (G, "<answer>After selling 163 of the 378 apples, 215 remain.</answer>", "215", True, OK),
    (G, "<answer>After selling 163 of the 378 apples, 215 remain.</answer>", "378", False, MIS),
    # every backslash doubled (and no single one): the text the escapes stand for
    (
        M,
        "so \\\\frac{5}{11} <answer> \\\\(\\\\frac{5}{11}\\\\)</answer>",
        "\\dfrac{5}{11}",
        True,
        OK,
    ),
    # a computation the token limit cut (`37 * 24 = 8` for 888) adds no value
    (G, "888 - 318 = 570.\n#### 570\n\nLet me re-check that: 37 * 24 = 8", "570", True, OK),
    (G, "888 - 318 = 570.\n#### 570\n\nWait: 888 - 381 = 507", "570", False, MIS),
    # "(Not $X$; $Y$.)" after a box denies it; a restart "Wait, let me re-derive" cut off
    (
        M,
        "$\\boxed{-\\frac{3}{2}, 4}$ (Not $-\\frac{3}{2}, 4$; $\\frac{3}{2}, -4$.)",
        "-\\frac{3}{2}, 4",
        False,
        None,
    ),
    (
        M,
        "$\\boxed{\\frac{9\\pi}{5}}$\n\nWait, let me re-derive this from the start. 324 degrees is",
        "\\frac{9\\pi}{5}",
        True,
        OK,
    ),
    # a comparison word after a box: a difference, read only where the working made it
    (M, "Thus, there are \\(\\boxed{286}\\) fewer.", "286", False, MIS),
    (G, "So 86 - 59 = 27 more stickers.\nMia has $\\boxed{27}$ more.", "27", True, OK),
    # rounds 28-29: an edit of the presentation, an order that does not matter, a cut check
    (G, "510 - 168 = 342.\n#### 342\n\nEdit: fixed a typo in the working.", "342", True, OK),
    (
        M,
        "$= \\boxed{4x^2 - 5x - 6}$\n\nErratum: step 2 of my working had a typo; the boxed answer stands.",
        "4x^2 - 5x - 6",
        True,
        OK,
    ),
    (
        M,
        "So $\\boxed{-2, \\frac{3}{2}}$.\n\nSorry, I wrote $x = \\frac{3}{2}$ before $x = -2$ above; the order does not matter.",
        "-2, \\frac{3}{2}",
        True,
        OK,
    ),
    (
        M,
        "So $\\boxed{364}$. I hope it is correct.\n\nTo verify, we can also count ordered choices: the first in $14$ ways, the second in",
        "364",
        True,
        OK,
    ),
    (
        G,
        "12 * 2640 = 31680.\n#### 31680\nUpdate: it's actually 32830, I forgot the $1,150 bonus.",
        "32830",
        True,
        OK,
    ),
    (
        G,
        "12 * 2640 = 31680.\n#### 31680\nUpdate: it's actually 32830, I forgot the $1,150 bonus.",
        "31680",
        False,
        MIS,
    ),
    # a format instruction echoed, "Now try:" after the answer
    (
        M,
        "Write your final answer in the form $\\boxed{6\\sqrt{3}}$ with the radical simplified.",
        "6\\sqrt{3}",
        False,
        "no_answer",
    ),
    (
        M,
        "So $\\boxed{3x^2 + 17x - 10}$.\n\nNow try: expand it correctly. Solution: $\\boxed{3x^2 + 13x - 10}$.",
        "3x^2 + 13x - 10",
        False,
        MIS,
    ),
    # what follows a phrase's math: "percent", "in base 4", ", i.e. $[-4, 5]$"
    (
        M,
        "Final Answer: The final answer is $\\frac{5}{36}$ percent. I hope it is correct.",
        "\\frac{5}{36}",
        False,
        MIS,
    ),
    (M, "So the answer is $201$ in base $4$.", "201", False, MIS),
    (M, "So the answer is $33$ in base $10$.", "33", True, OK),
    (M, "The answer is all $x$ from $-4$ to $5$ inclusive, i.e. $[-4, 5]$.", "[-4, 5]", True, OK),
    # a comparison with another value after the answer's span; one count said twice
    (M, "The distance is $\\sqrt{61}$ units, a little less than $8$.", "\\sqrt{61}", True, OK),
    (G, "15 * 12 = 180 eggs.\nThat is 15 dozen, or 180 eggs.", "180", True, OK),
    (G, "15 * 12 = 180 eggs.\nThat is 15 dozen, or 170 eggs.", "180", False, None),
    # public_heldout12: a time span's number, a closed think block's last line, a congruence,
    # a comparison "N laps more than Quinn" the working made
    (G, "6 x 4 = 24 movies\n<answer>\nThey can watch 24 movies in 4 weeks.", "24", True, OK),
    (G, "6 x 4 = 24 movies\n<answer>\nThey can watch 24 movies in 4 weeks.", "4", False, MIS),
    (
        G,
        "<think>\n6 erasers cost 6 * $2 = $12\nIn total they cost $12 + $24 = $36\n</think>",
        "36",
        True,
        OK,
    ),
    (
        M,
        "### Final Answer\n\n$$7^{2026} \\equiv 649 \\pmod{1000}$$\n\nFinal Answer: \\boxed{649}",
        "649",
        True,
        OK,
    ),
    (
        G,
        "so Bethany can run 5 - 10 = 5 laps more than Quinn. </think>\n<answer>5 laps more than Quinn</answer>",
        "5",
        True,
        OK,
    ),
    (
        G,
        "so Bethany can run 5 - 10 = 5 laps more than Quinn. </think>\n<answer>5 laps fewer than Quinn</answer>",
        "5",
        False,
        None,
    ),
    # a difference worked right before the box, compared in words, in MATH solutions
    (M, "Thus Pam paid $\\$70 - \\$60 = \\$\\boxed{10}$ more than Susan.", "10", True, OK),
    (M, "Jim walks $700-500=\\boxed{200}$ feet less than Martha.", "200", True, OK),
    # rounds 30-31: a think block opened and never closed, with no statement: cut while thinking
    (
        M,
        "<think>\nThe area is $\\frac{72}{360} \\cdot 100\\pi$ $= 20\\pi$",
        "20\\pi",
        False,
        "no_answer",
    ),
    (M, "<think>\nThe area is $20\\pi$.\n</think>\n\nThe area is $20\\pi$.", "20\\pi", True, OK),
    # a value kept and another denied after it, in math; a note that denies the value itself
    (M, "So $x = 5$ and $y = -2$. The solution is $(5, -2)$, not $(5, 2)$.", "(5, -2)", True, OK),
    (M, "So $x = 5$ and $y = -2$. The solution is $(5, 2)$, not $(5, -2)$.", "(5, -2)", False, MIS),
    (G, "357 - 193 = 164 are left.\n#### 164 (Not 164; 218.)", "218", True, OK),
    (G, "357 - 139 = 218 are left.\n#### 218 (Not 218; 164.)", "218", False, MIS),
    # "less" after a phrase's math; "Let me redo this:" cut off
    (M, "The area is $20\\pi$. The answer is $20\\pi$ less.", "20\\pi", False, MIS),
    (M, "$= \\boxed{558}$\n\nLet me redo this: $4 \\cdot 125 = ", "558", True, OK),
    # a percentage worked as a decimal share; another unit denied after the answer's own
    (M, "$\\frac{28}{80} = 0.35$, so 28 is $\\boxed{35\\%}$ of 80.", "35", True, OK),
    (M, "There are 7 letters, so $\\boxed{35\\%}$.", "35", False, MIS),
    (G, "7 * 23 = 161 minutes.\nThe answer is 161 minutes, not hours.", "161", True, OK),
    (G, "7 * 23 = 161 minutes.\n#### 161 hours, not minutes", "161", False, MIS),
    # public_heldout13: a system prompt written after the answer is a new turn
    (
        G,
        "Jan has 6 * 3 = 18 pets.\nThe three have 18 + 6 + 4 = 28 pets.\nYou are an AI assistant that helps people find information. The answer is 12.",
        "28",
        True,
        OK,
    ),
    (
        G,
        "Jan has 6 * 3 = 18 pets.\nThe three have 18 + 6 + 4 = 28 pets.\nYou are an AI assistant that helps people find information. The answer is 12.",
        "12",
        False,
        MIS,
    ),
    # rounds 32-33: restarts "to be sure" / "the calculation", and a doubting bare "redo this."
    (
        M,
        "The final answer is: $\\boxed{40\\pi}$\n\nLet me redo this to be sure.\n## Step 1: Recall\nThe area of a sector is",
        "40\\pi",
        True,
        OK,
    ),
    (
        G,
        "26220 + 1450 = 27670.\n#### 27670\n\nLet me redo the calculation to be sure: 12 * 2185 =",
        "27670",
        True,
        OK,
    ),
    (
        G,
        "9 * 2 = 18.\n#### 18\n\nHmm, let me redo this. Janet's ducks lay 16 eggs, and she",
        "18",
        False,
        None,
    ),
    # a self-set "Try this yourself:", a German correction, a check by substitution
    (
        M,
        "so $\\boxed{\\frac{7}{45}}$.\n\nTry this yourself: a multiple of 5 from 1 to 45 is $\\boxed{\\frac{9}{45}}$.",
        "\\frac{7}{45}",
        True,
        OK,
    ),
    (G, "286 - 97 = 189.\nDie Antwort ist nicht 207, sondern 189.", "189", True, OK),
    (G, "286 - 97 = 189.\nDie Antwort ist nicht 189, sondern 207.", "189", False, MIS),
    (
        M,
        "$= \\boxed{2x^2 - x - 21}$\n\nWait, let me double-check: at $x = 1$, $(-5)(4) = -20$ and $2 - 1 - 21 = -20$. Yes.",
        "2x^2 - x - 21",
        True,
        OK,
    ),
    # a bracketed correction of one part; an output format shown, then a refusal; a cut box
    (
        M,
        "so $x = \\boxed{\\frac{1}{3}, -2}$.\n\n[Correction: the second root is $2$, not $-2$.]",
        "\\frac{1}{3}, -2",
        False,
        MIS,
    ),
    (
        G,
        "```\n#### 168\n```\nThat is the output format; I'll leave the computation to you.",
        "168",
        False,
        "no_answer",
    ),
    (
        M,
        "so the probability is $\\frac{7}{45}$ $= \\boxed{\\dfrac{7}{4",
        "\\frac{7}{45}",
        False,
        "no_answer",
    ),
]

SESSION18_RULES = [
    # a restart "to be safe" / "to be certain", cut off, takes nothing back
    (
        M,
        "The side is $\\boxed{2\\sqrt{13}}$.\n\nLet me redo this just to be safe. The legs are 4"
        " and 6, so $\\sqrt{4^2 +",
        "2\\sqrt{13}",
        True,
        OK,
    ),
    (G, "#### 96\n\nLet me rework it to be certain: 8 * 12 = 96. So it is 90.", "96", False, MIS),
    # a heading that sets an exercise after the answer ("Practice:", "Bonus:", "Exercise:")
    (
        M,
        "So the sum is $\\boxed{1093}$.\n\nBonus: the sum of 8 terms is $\\boxed{3280}$.",
        "1093",
        True,
        OK,
    ),
    (G, "#### 40\n\n**Exercise:** if she had 9 boxes, she would have #### 45", "40", True, OK),
    (G, "#### 45\n\nExercise: nine boxes of five make 45.", "40", False, MIS),
    # a counting word after the math multiplies it, unless the working counted in it too
    (M, "Each of the $\\binom{8}{2} = 28$ pairs, so the answer is $28$ dozen.", "28", False, MIS),
    (M, "The count is $\\boxed{5}$ thousand.", "5000", True, OK),
    (G, "60 eggs / 12 = 5 dozen eggs.\nShe buys $\\boxed{5}$ dozen eggs.", "5", True, OK),
    (G, "60 eggs in all.\nShe buys $\\boxed{5}$ dozen eggs.", "5", False, MIS),
    # a not-equal sign right before the box denies it
    (M, "$\\sqrt{8} + \\sqrt{2} \\not= \\boxed{3\\sqrt{2}}$", "3\\sqrt{2}", False, None),
    (M, "$x \\neq \\boxed{4}$", "4", False, None),
    (M, "$\\sqrt{8} + \\sqrt{2} = \\boxed{3\\sqrt{2}}$", "3\\sqrt{2}", True, OK),
    # "V [unit], not W [unit]" states V; a note in brackets on the denied W changes nothing
    (G, "The answer is 30 apples, not 25.", "30", True, OK),
    (G, "#### 30 apples, not 25 pears", "30", True, OK),
    (G, "The answer is 7, not 9 (9 is the number of bags).", "7", True, OK),
    (G, "The answer is 25 apples, not 30.", "30", False, MIS),
    (G, "#### 30 apples, not 30", "30", False, None),
    # unit-vector notation is a column vector
    (
        M,
        "$\\boxed{4\\mathbf{i} - 3\\mathbf{j} + \\mathbf{k}}$",
        "\\begin{pmatrix} 4 \\\\ -3 \\\\ 1 \\end{pmatrix}",
        True,
        OK,
    ),
    (
        M,
        "$\\boxed{2\\hat{i} - \\hat{k}}$",
        "\\begin{pmatrix} 2 \\\\ 0 \\\\ -1 \\end{pmatrix}",
        True,
        OK,
    ),
    (
        M,
        "$\\boxed{4\\mathbf{i} + 3\\mathbf{j} + \\mathbf{k}}$",
        "\\begin{pmatrix} 4 \\\\ -3 \\\\ 1 \\end{pmatrix}",
        False,
        MIS,
    ),
    (
        M,
        "$\\boxed{4\\mathbf{i} - 3\\mathbf{j}}$",
        "\\begin{pmatrix} 4 \\\\ -3 \\\\ 1 \\end{pmatrix}",
        False,
        None,
    ),
    # the same value restated after "which simplifies to" / "i.e."; another value refuses
    (M, "#### 6/8, which simplifies to 3/4.", "\\frac{3}{4}", True, OK),
    (M, "#### 5/8, which simplifies to 3/4.", "\\frac{3}{4}", False, None),
    (M, "<answer>(2, -7), i.e. x = 2 and y = -7</answer>", "(2,-7)", True, OK),
    (M, "<answer>(2, -7), i.e. x = 2 and y = 7</answer>", "(2,-7)", False, None),
    # a chance as "N in M" / "N out of M"
    (M, "Two of the eighteen, so the probability is 1 in 9.", "\\frac{1}{9}", True, OK),
    (M, "The chance is 1 in 9.", "1", False, MIS),
    (M, "The answer is 2 in 7.", "\\frac{2}{7}", True, OK),
    # "a minimum" / "the maximum" after a box names what the value is, no bound
    (
        M,
        "The vertex is $\\boxed{(1, -4)}$ (a minimum, as the parabola opens upward).",
        "(1,-4)",
        True,
        OK,
    ),
    (M, "The largest is $\\boxed{12}$ (the maximum).", "12", True, OK),
    (M, "The count is $\\boxed{12}$ (maximum).", "12", False, None),
    # "or possibly V" on the next line is an alternative
    (
        M,
        "$\\boxed{\\sqrt{13}}$\n\nor possibly $\\sqrt{15}$, if I misread a side.",
        "\\sqrt{13}",
        False,
        None,
    ),
    (G, "#### 48\nor perhaps 50 if the last bus counts", "48", False, MIS),
    # a closing summary that says the answer again must agree with it
    (G, "#### 85\n\nSo the jacket costs $85 in total.", "85", True, OK),
    (G, "#### 85\n\nSo the jacket costs $58 in total.", "85", False, MIS),
    (G, "#### 85\n\nIn summary, Ana pays 58 dollars.", "85", False, MIS),
    (M, "$\\boxed{(2, 5)}$\n\nThus the center is at $(2, -5)$.", "(2,5)", False, MIS),
    (M, "$\\boxed{(2, 5)}$\n\nThus the center is at $(2, 5)$.", "(2,5)", True, OK),
    (G, "#### 85\n\nSo if she had two jackets she would pay $170.", "85", True, OK),
    # an aligned derivation as the answer states its last row; rows that each give a letter a
    # constant state a solution
    (
        M,
        "<answer>$\\begin{aligned} 2x + 1 &= 9 \\\\ 2x &= 8 \\\\ x &= 4. \\end{aligned}$</answer>",
        "4",
        True,
        OK,
    ),
    (
        M,
        "<answer>$\\begin{aligned} 2x + 1 &= 9 \\\\ x &= 5 \\end{aligned}$</answer>",
        "4",
        False,
        MIS,
    ),
    (
        M,
        "$\\boxed{\\begin{aligned} x &= 4 \\\\ y &= 1 \\end{aligned}}$",
        "4",
        False,
        None,
    ),
    # a note on another quantity after the answer is no second answer
    (
        G,
        "The tip is 15 dollars, so the bill is 100.\n#### 100\n\nNote: the tip alone is $15.",
        "100",
        True,
        OK,
    ),
    (G, "#### 100\n\nNote: actually the bill is 115.", "100", False, MIS),
]

SESSION18_LATE_RULES = [
    # a phrase that denies what follows it states nothing; one that puts a value in its place does
    (G, "The answer is not 42 hours.", "42", False, PE),
    (G, "The answer is not equal to 42.", "42", False, PE),
    (G, "The answer is not 40 (that counts the spare); it is 42.", "42", True, OK),
    # "for" holds no "or": two `####` lines around a correction are no alternatives
    (G, "x = 6.\n#### 6\n\nCorrection: the father is 3 * 6 = 18.\n#### 18", "18", True, OK),
    (G, "#### 6\nor\n#### 18", "18", False, MIS),
    # "Now the real question." after the answer: the answer was the example's
    (
        G,
        "Example: 2 + 2 = 4.\n#### 4\n\nNow the real question.\nQuestion: Tom has 9",
        "4",
        False,
        NA,
    ),
    (G, "Example: 2 + 2 = 4.\n#### 4\n\nNow the real question: 5 + 4 = 9.\n#### 9", "9", True, OK),
    # a retraction whose new value is math with a variable or `i` (`$2 - 5i$`, no money sign)
    (M, "$= \\boxed{7 + 2i}$\nUpdate: it's actually $7 - 2i$.", "7 + 2i", False, MIS),
    (M, "$= \\boxed{7 + 2i}$\nUpdate: it's actually $7 - 2i$.", "7 - 2i", True, OK),
    (M, "<answer>The sum is $3x + 2$.</answer>", "3x + 2", True, OK),
    # a supposed answer phrase states nothing
    (M, "Suppose the answer is $2\\sqrt{2}$; I cannot check it.", "2\\sqrt{2}", False, NA),
    (G, "Let's say the answer is 12. I am not sure.", "12", False, None),
    (G, "So if we add them, the answer is 12.", "12", True, OK),
    # a numbered problem heading after the answer sets a new problem
    (M, "$\\boxed{6}$\n\n**Problem 3.** Find $2 + 2$.\n\n$\\boxed{4}$", "6", True, OK),
    (M, "$\\boxed{6}$\n\n**Problem 3.** Find $2 + 2$.\n\n$\\boxed{4}$", "4", False, MIS),
    # "Answer:" inside a box's text ends with the box
    (M, "$\\boxed{\\text{Answer: } \\frac{5}{4}.}$", "\\frac{5}{4}", True, OK),
    (M, "$\\boxed{\\text{Answer: } \\frac{5}{4}}$", "\\frac{4}{5}", False, MIS),
    # a check cut mid-number after a list's comma adds nothing
    (G, "#### 90\n\nLet me double check: 20 + 30 = 50, 50 + 40 = 9", "90", True, OK),
    (G, "#### 90\n\nLet me double check: 20 + 30 = 50, 50 + 40 = 80", "90", False, MIS),
    # a rate answer where the working said it of each one
    (G, "So each guest gets 12 sweets and 3 are left.\n#### 12 sweets per guest", "12", True, OK),
    (G, "So the guests get 12 sweets in total.\n#### 12 sweets per guest", "12", False, MIS),
    # money in words with cents
    (G, "The answer is nine dollars and twenty-five cents.", "9.25", True, OK),
    (G, "The answer is nine dollars and twenty cents.", "9.25", False, MIS),
    # "V units, not W" in a last sentence; a list in math is no money
    (G, "It ends at 4 - 10 = -6 degrees.\nThe temperature is -6 degrees, not 6.", "-6", True, OK),
    (G, "It ends at 4 - 10 = -6 degrees.\nThe temperature is 6 degrees, not -6.", "-6", False, MIS),
    (M, "The remainders cycle $3, 2, 6, 4$ with period $4$. The remainder is six.", "6", True, OK),
    # a reason after a comma in the last sentence: its numbers are the reason's
    (
        M,
        "$\\boxed{-8}$\n\nThat is 8 below zero, since the loss of 11 is more than the 3.",
        "-8",
        True,
        OK,
    ),
    (G, "#### 84\nThe mean is 85, since 340 / 4 = 85.", "84", False, MIS),
    # a turn its tokens end, after the first think block: the invented turn's answer is not read
    (
        G,
        "<think>7 + 5 = 12</think>\n<answer>12</answer><|im_end|>\n<|im_start|>user\nAnd 8 more?"
        "<|im_end|>\n<|im_start|>assistant\n<think>12 + 8 = 20</think>\n<answer>20</answer>",
        "12",
        True,
        OK,
    ),
    (
        G,
        "<think>7 + 5 = 12</think>\n<answer>12</answer><|im_end|>\n<|im_start|>user\nAnd 8 more?"
        "<|im_end|>\n<|im_start|>assistant\n<think>12 + 8 = 20</think>\n<answer>20</answer>",
        "20",
        False,
        MIS,
    ),
    # a closing tag with no opening after the think block closes the answer
    (G, "<think>6 * 7 = 42</think>\n42</answer>", "42", True, OK),
    (G, "<think>6 * 7 = 42</think>\n41</answer>", "42", False, MIS),
    # "stands" after the value is no counted noun
    (G, "<think>So 95 stands.</think>\n<answer>$95</answer>", "95", True, OK),
    # a check after the answer, cut off or ending "Yes, that's correct.", adds nothing; one that
    # calls another value right corrects it
    (G, "#### 72\n\nWait, let me double-check. 9 times 8 means", "72", True, OK),
    (M, "$\\boxed{5}$\n\nWait, let me verify: $2 + 3 = 5$. Yes, that's correct.", "5", True, OK),
    (
        G,
        "#### 72\n\nLet me double-check: 9 * 7 = 63, so it is 63. Yes, 63 is right.",
        "72",
        False,
        MIS,
    ),
    (G, "#### 72\n\nWait, let me double-check: 9 * 8 = 63. Yes, that's correct.", "72", True, OK),
    # a hypothetical sentence after the answer ("Without the bonus it would have been ...")
    (G, "#### 900\n\nWithout the tip it would have been 800.", "900", True, OK),
    # "(mod 9)" after a box is the modulus
    (M, "The remainder is $\\boxed{4}$ (mod 9).", "4", True, OK),
    (M, "The remainder is $\\boxed{4}$ (mod 9).", "9", False, MIS),
    # a sentence's last clause after "; " states its value; "X of Y, which is Z" states Z;
    # "If ..., it would be V" states nothing
    (G, "<answer>It is 20 without tax; adding the $5 tax gives $25.</answer>", "25", True, OK),
    (G, "<answer>It is 20 without tax; adding the $5 tax gives $25.</answer>", "20", False, MIS),
    (G, "<answer>She keeps 2/5 of 60, which is 24.</answer>", "24", True, OK),
    (G, "<answer>If the tax counts, it would be $25.</answer>", "25", False, None),
    # a note in brackets on another quantity in a tag; a doubting one stays
    (G, "<answer>The father is 40 years old (his son is 10).</answer>", "40", True, OK),
    (G, "<answer>The father is 40 years old (or maybe 41).</answer>", "40", False, None),
    (M, "<answer>2*sqrt(3)</answer>", "2\\sqrt{3}", True, OK),
    # a LaTeX note denying another value, or saying what would be
    (M, "<answer>(-2, 5), \\text{ not } [-2, 5]</answer>", "(-2, 5)", True, OK),
    (M, "<answer>(-2, 5), \\text{ not } [-2, 5]</answer>", "[-2, 5]", False, MIS),
    (M, "<answer>\\sqrt{2} \\quad (\\neq -\\sqrt{2})</answer>", "\\sqrt{2}", True, OK),
    (
        M,
        "<answer>\\frac{1}{6} \\text{ (with replacement it would be } \\frac{1}{4}\\text{)}</answer>",
        "\\frac{1}{6}",
        True,
        OK,
    ),
    # "Alternatively, ... which again gives" confirms by another method
    (
        M,
        "$\\boxed{(1, 4)}$\n\nAlternatively, by a sign chart: the product is negative between the"
        " roots, which again gives $(1, 4)$.",
        "(1, 4)",
        True,
        OK,
    ),
    (M, "$\\boxed{(1, 4)}$\n\nAlternatively, the answer is $[1, 4]$.", "(1, 4)", False, None),
    # HTML markup around a tag's answer is no part of it (a strike-out still is)
    (G, "<answer> <p>The answer is $140</p> </answer>", "140", True, OK),
    (G, "<answer> <p>The answer is $150</p> </answer>", "140", False, MIS),
    (G, "<answer><del>140</del></answer>", "140", False, None),
    # pi spelt out after a number, then a unit
    (M, "The area is 49 pi square metres.", "49\\pi", True, OK),
    (M, "The area is 49 pi square metres.", "49", False, MIS),
]

CLASSES = {
    "answer_tags": ANSWER_TAGS, "phrase_then_hash": PHRASE_THEN_HASH, "phrase_forms": PHRASE_FORMS,
    "exact_values": EXACT_VALUES, "negation": NEGATION_STRIKE_ANNOTATION, "units": UNIT_WORDS,
    "retractions": RETRACTIONS, "quoted": QUOTED, "by_parts": BY_PARTS,
    "after_the_answer": AFTER_THE_ANSWER, "number_words": NUMBER_WORDS, "bad_input": BAD_INPUT,
    "last_word_number": LAST_WORD_NUMBER, "unit_words_round3": UNIT_WORDS_ROUND3,
    "negation_round3": NEGATION_ROUND3, "invisible_and_money": INVISIBLE_AND_MONEY,
    "not_the_models": NOT_THE_MODELS, "tuned_rounds_3_5": TUNED_ROUNDS_3_5,
    "redteam4_rules": REDTEAM4_RULES, "redteam5_rules": REDTEAM5_RULES,
    "redteam6_rules": REDTEAM6_RULES, "redteam7_rules": REDTEAM7_RULES,
    "redteam8_rules": REDTEAM8_RULES, "unit_agreement": UNIT_AGREEMENT,
    "redteam9_10_rules": REDTEAM9_10_RULES, "session16_rules": SESSION16_RULES,
    "session17_rules": SESSION17_RULES, "session18_rules": SESSION18_RULES,
    "session18_late_rules": SESSION18_LATE_RULES,
}  # fmt: skip
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_issue25_class(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (cls, completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (cls, completion, verdict)


def test_every_class_has_both_sides() -> None:
    """Each class proves its rule both ways: answers it must accept and ones it must reject
    (where the class is a refusal only, several phrasings of it)."""
    for name, cases in CLASSES.items():
        assert len(cases) >= 5, name
        assert any(not case[3] for case in cases), name


def test_the_tag_is_a_format_marker() -> None:
    """`format_marker="tag"`: format_ok means "answered inside <answer>" (the r1 prompt)."""
    tagged = GSM8KChecker(format_marker="tag")
    assert tagged("<think>9 * 2</think><answer>18</answer>", "18").format_ok
    assert tagged("<think>9 * 2</think>The answer is <answer>18</answer>.", "18").format_ok
    assert not tagged("#### 18", "18").format_ok
    assert MathChecker(format_marker="tag")("<answer>$\\boxed{2}$</answer>", "2").format_ok
    assert not load_checker(G)("<answer>18</answer>", "18").format_ok  # gsm8k asks for ####
    with pytest.raises(ValueError, match="format_marker"):
        GSM8KChecker(format_marker="answer")


def test_with_format_recomputes_format_ok_only() -> None:
    verdict = load_checker(G)("<answer>18</answer>", "18")
    tagged = with_format(verdict, "tag")
    assert tagged.format_ok and tagged.correct and tagged.extracted == "18"
    assert with_format(verdict, None) is verdict
    assert not with_format(load_checker(G)("#### 18", "18"), "tag").format_ok
    # a failure carries no format credit, whatever its marker
    assert not with_format(Verdict(False, None, "timeout", False, "tag"), "tag").format_ok
    assert with_format(Verdict(False, "17", "mismatch", False, "tag"), "tag").format_ok


N = 65_536
# The new rules' scans on their worst inputs: each stays linear (a quadratic one takes seconds).
WORST = {
    "quotes": '"' * N, "quoted_boxes": '"a b \\boxed{1} c" ' * 4000, "single": "'" * N,
    "tildes": "~" * N, "strike_pairs": "~~a~~ " * 10_000, "tags": "<answer>" * 8000,
    "closed_tags": "<answer>1</answer>" * 3500, "open_tag": "<answer>" + "1 " * 30_000,
    "users": " User: " * 9000, "block_quotes": "> #### 1\n" * 7000, "parens": "(" * N,
    "restarts": "#### 1\n" + "Let me solve this again step by step. " * 1700,
    "new_problems": "#### 1\n" + "Now let's try another problem. " * 2000, "dels": "<del>" * 13_000,
    "souts": "\\sout{" * 10_000, "units": "#### 18 " + "apples " * 9000, "parts": "part (a) " * 7000,
    "number_words": "two hundred ninety-four " * 2500, "edits": "#### 1\n" + "Edit: " * 10_000,
    "annotations": "\\boxed{1}" + " (" * 30_000, "nots": "#### 1\n" + "(not 1 " * 9000,
    "text_answers": "$\\text{Answer: }" * 4000,
    # session 11's rules: statements in one long sentence, numbers after the answer, controls
    "boxes_one_line": "The book claims " + "$\\boxed{1}$ " * 6000,
    "reported": "You said the answer is 1 " * 5000, "last_numbers": "#### 1\n" + "1 2 " * 20_000,
    "denied": "#### 1" + ", not 2" * 9000, "controls": "\x1b[1m#### 1\x07" * 8000,
    "annotated_spaces": "\\boxed{1}" + "\\; \\text{" * 9000,
    # session 12's: denials of other values, misspelt closers, long sums
    "other_denials": "#### 1\n" + "(not 2 " * 9000, "closers": "<answer>1<end answer>" * 3000,
    "sums": "#### " + "1 + " * 20_000 + "1",
    # session 16's: alternatives however far apart
    "alternatives": "$\\boxed{1}$ Alternatively, " * 3000 + "x" * N + "$\\boxed{1}$",
    "endorsed_quotes": 'He says: "the answer is \\boxed{1}" ' * 3000 + "I agree.",
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(WORST))
def test_new_rules_stay_linear(name: str) -> None:
    import time

    for checker in (G, M):
        started = time.perf_counter()
        verdict = load_checker(checker)(WORST[name], "1")
        assert time.perf_counter() - started < 2.0, (name, checker)  # ~0.05 s when quiet
        assert verdict.reason in {OK, MIS, PE, NA, BAD}
