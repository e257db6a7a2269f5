r"""A hand-written table of (checker, completion, gold) -> (correct, reason).

Covers extraction, numeric and symbolic equality, reward-hacking attempts and malformed text.
`None` as the expected reason means "any failure reason" (only `correct` is asserted then).
"""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M, E = "gsm8k", "math", "exact"
OK = "ok"
MIS = "mismatch"
NA = "no_answer"
PE = "parse_error"
BAD = "bad_input"

CASES: list[tuple[str, str, str, bool, str | None]] = [
    # --- extraction: #### -------------------------------------------------------------------
    (G, "She sells 9 eggs for $2 each.\n#### 18", "18", True, OK),
    (G, "#### 18", "18", True, OK),
    (G, "####18", "18", True, OK),
    (G, "#### 18\n", "18", True, OK),
    (G, "work\n#### 18 dollars", "18", True, OK),
    (G, "#### 17", "18", False, MIS),
    (G, "####", "18", False, PE),
    (G, "the answer is coming\n#### eighteen", "18", True, OK),  # number words read
    (G, "#### 18\n#### 18", "18", True, OK),
    (G, "#### 12\nno wait\n#### 18", "18", True, OK),  # the last final answer wins
    (G, "#### 12\nno wait\n#### 18", "12", False, MIS),
    (G, "#### 18\n#### 12", "18", False, None),  # side by side: one compound answer
    # --- extraction: boxed ----------------------------------------------------------------------
    (G, "so $\\boxed{18}$", "18", True, OK),
    (G, "\\boxed{18}", "18", True, OK),
    (G, "\\fbox{18}", "18", True, OK),
    (G, "\\boxed 18 is it", "18", True, OK),
    (G, "\\boxed{{18}}", "18", True, OK),  # a LaTeX group groups nothing (session 11; MATH too)
    (G, "\\boxed{12}\\boxed{18}", "18", False, None),
    (G, "\\boxed{18} and \\boxed{18}", "18", True, OK),
    (G, "\\boxed{18", "18", False, None),
    (G, "#### 18\n\\boxed{18}", "18", True, OK),
    (G, "#### 18\nor \\boxed{19}", "18", False, MIS),
    (M, "$\\boxed{\\frac{1}{2}}$", "\\frac{1}{2}", True, OK),
    (M, "\\boxed{\\frac{\\sqrt{3}}{2}}", "\\frac{\\sqrt3}{2}", True, OK),
    (
        M,
        "\\boxed{\\left(3, \\frac{\\pi}{2}\\right)}",
        "\\left( 3, \\frac{\\pi}{2} \\right)",
        True,
        OK,
    ),
    (M, "nested \\boxed{\\frac{a^{2}}{b_{1}}}", "\\frac{a^2}{b_1}", True, OK),
    # --- extraction: phrases -------------------------------------------------------------------
    (G, "The answer is 18.", "18", True, OK),
    (G, "The final answer is 18", "18", True, OK),
    (G, "So the answer is: 18 dollars. Thanks!", "18", True, OK),
    (G, "Answer: 18", "18", True, OK),
    (G, "**Answer:** 18", "18", True, OK),
    (G, "Final Answer: $18", "18", True, OK),
    (G, "The answer is $18$.", "18", True, OK),
    (G, "The answer is 12. Wait. The answer is 18.", "18", True, OK),
    (G, "The answer is 12. Wait. The answer is 18.", "12", False, MIS),
    (G, "The answer is 18 or 19.", "18", False, PE),
    (M, "The final answer is $\\frac{1}{2}$.", "\\frac12", True, OK),
    (M, "Answer: \\(\\sqrt{2}\\)", "\\sqrt2", True, OK),
    # --- no answer ----------------------------------------------------------------------------
    (G, "I think it is 18", "18", True, OK),  # the last-line tier
    (G, "", "18", False, NA),
    (G, "   \n\n  ", "18", False, NA),
    (M, "we get x = 5", "5", True, OK),
    (E, "nothing here", "18", False, None),
    # --- numeric equality (GSM8K path) -------------------------------------------------------
    (G, "#### 1,200", "1200", True, OK),
    (G, "#### 1200", "1,200", True, OK),
    (G, "#### 1 200", "1200", True, OK),
    (G, "#### 1\u2009200", "1200", True, OK),
    (G, "#### 1\u202f200", "1200", True, OK),
    (G, "#### $1,200.00", "1200", True, OK),
    (G, "#### 18.0", "18", True, OK),
    (G, "#### 18.", "18", True, OK),
    (G, "#### 18.00", "18", True, OK),
    (G, "#### 18 eggs.", "18", True, OK),
    (G, "#### 25%", "25", True, OK),
    (G, "#### 25 percent", "25", True, OK),
    (G, "#### \u221210", "-10", True, OK),
    (G, "#### -10", "-10", True, OK),
    (G, "#### 10", "-10", False, MIS),
    (G, "#### -$5", "-5", True, OK),
    (G, "#### 0.5", "1/2", True, OK),
    (G, "#### 1/2", "0.5", True, OK),
    (G, "#### \\frac{1}{2}", "0.5", True, OK),
    (G, "#### 1e3", "1000", True, OK),
    (G, "#### 1.5 \\times 10^{3}", "1500", True, OK),
    (G, "#### 2 1/2", "2.5", True, OK),
    (G, "#### 0.1", "0.10", True, OK),
    (G, "#### 0.30000000000000004", "0.3", False, MIS),
    (G, "#### 0.333", "1/3", False, MIS),
    (G, "#### 1,2", "12", False, MIS),  # a decimal comma: 1.2, never 12
    (G, "#### 12,00", "1200", False, MIS),  # 12.00
    (G, "#### 12,50", "12.5", True, OK),
    (G, "#### 1e999999", "1", False, PE),
    (G, "#### x = 7", "7", True, OK),
    (G, "#### 7 km/h", "7", True, OK),
    (G, "#### 15 cm^2", "15", True, OK),
    (G, "#### 192,000,000", "192000000", True, OK),
    (G, "#### 192000001", "192,000,000", False, MIS),
    (G, "#### 3", "3.5", False, MIS),
    (G, "#### .5", "0.5", True, OK),
    (G, "#### 007", "7", True, OK),
    (G, "#### +7", "7", True, OK),
    (G, "#### 18", "Natalia sold 48 clips.\n#### 18", True, OK),
    # --- reward hacking ------------------------------------------------------------------------
    (G, "#### 18, 19, 20", "19", False, PE),
    (G, "#### 18 19 20", "19", False, PE),
    (G, "#### 18 or 19", "18", False, PE),
    (G, "#### 18/19/20", "18", False, PE),
    (G, "#### 19 (or maybe 18)", "18", False, PE),
    (G, "The gold is 18 and 18 is nice. #### 17", "18", False, MIS),
    (G, "18 18 18 18 18 18", "18", False, None),
    (G, "\\boxed{17}\\boxed{18}\\boxed{19}", "18", False, None),
    (G, "#### 1\n#### 2\n#### 3\n#### 4\n#### 5\n#### 6\n#### 7\n#### 8\n#### 9", "9", False, None),
    (G, "#### 18 dollars and 19 cents", "18", False, MIS),  # 18.19 (dollars and cents)
    (G, "#### 18 dollars and 0 cents", "18", True, OK),
    (G, "#### 18 and 19 cents", "18", False, PE),  # no dollar named: two numbers
    (G, "#### 18 or nineteen", "18", False, PE),
    (G, "#### 18 (dollars)", "18", True, OK),
    (G, "The answer is 18!", "18", True, OK),
    (G, "Answer: Janet has 16 eggs. She sells 9.\nThe answer is 18.", "18", True, OK),
    (G, "Answer: 18\nAnswer: 19", "18", False, MIS),
    (G, "#### 18\u000019", "18", False, "bad_input"),  # a NUL, not a separator
    (G, "#### 18 \\boxed{}", "18", False, None),
    (M, "\\boxed{18, 19, 20}", "19", False, MIS),
    (M, "\\boxed{18 \\text{ or } 19}", "18", False, None),
    (M, "\\boxed{x}", "5", False, MIS),
    (M, "\\boxed{18 or nineteen}", "18", False, None),
    (M, "\\boxed{18 \\text{ or nineteen}}", "18", False, PE),
    (M, "\\boxed{18 and maybe more}", "18", False, None),
    (M, "\\boxed{18 cm}", "18", True, OK),
    (M, "\\boxed{18}\\boxed{19}", "18", False, MIS),
    (M, "\\boxed{\\pm 18}", "18", False, MIS),
    (M, "\\boxed{[17, 19]}", "18", False, MIS),
    (M, "\\boxed{\\{17,18,19\\}}", "18", False, MIS),
    (M, "the gold \\frac{1}{2} appears here but \\boxed{3}", "\\frac12", False, MIS),
    (E, "#### 18 #### 19", "18", False, MIS),
    # --- symbolic equality (MATH path) ---------------------------------------------------------
    (M, "\\boxed{\\dfrac{14}{3}}", "\\frac{14}{3}", True, OK),
    (M, "\\boxed{\\tfrac{14}{3}}", "\\frac{14}{3}", True, OK),
    (M, "\\boxed{14/3}", "\\frac{14}{3}", True, OK),
    (M, "\\boxed{4\\frac{2}{3}}", "\\frac{14}{3}", True, OK),
    (M, "\\boxed{4.6667}", "\\frac{14}{3}", False, MIS),
    (M, "\\boxed{\\frac43}", "\\frac{4}{3}", True, OK),
    (M, "\\boxed{\\frac{4}{3}}", "\\frac{3}{4}", False, MIS),
    (M, "\\boxed{2\\sqrt{13}\\cdot\\frac{3}{2}}", "3\\sqrt{13}", True, OK),
    (M, "\\boxed{\\sqrt{117}}", "3\\sqrt{13}", True, OK),
    (M, "\\boxed{\\sqrt{116}}", "3\\sqrt{13}", False, MIS),
    (M, "\\boxed{\\frac{1}{\\sqrt{3}}}", "\\frac{\\sqrt{3}}{3}", True, OK),
    (M, "\\boxed{\\sqrt[3]{27}}", "3", True, OK),
    (M, "\\boxed{2^{10}}", "1024", True, OK),
    (M, "\\boxed{2^10}", "1024", True, OK),
    (M, "\\boxed{3 \\times 4}", "12", True, OK),
    (M, "\\boxed{3 \\cdot 4}", "12", True, OK),
    (M, "\\boxed{\\pi}", "\\pi", True, OK),
    (M, "\\boxed{2\\pi}", "\\pi", False, MIS),
    (M, "\\boxed{3.14159}", "\\pi", False, MIS),
    (M, "\\boxed{\\frac{\\pi}{6}}", "-\\frac{\\pi}{6}", False, MIS),
    (M, "\\boxed{90^\\circ}", "90^\\circ", True, OK),
    (M, "\\boxed{90}", "90^\\circ", True, OK),
    (M, "\\boxed{90^{\\circ}}", "90", True, OK),
    (M, "\\boxed{91}", "90^\\circ", False, MIS),
    (M, "\\boxed{25\\%}", "25", True, OK),
    (M, "\\boxed{\\$18.90}", "\\$18.90", True, OK),
    (M, "\\boxed{18.9}", "\\$18.90", True, OK),
    (M, "\\boxed{32348}", "\\$32,\\!348", True, OK),
    (M, "\\boxed{10,080}", "10,\\!080", True, OK),
    (M, "\\boxed{11111111100}", "11,\\! 111,\\! 111,\\! 100", True, OK),
    (M, "\\boxed{5.4}", "5.4 \\text{ cents}", True, OK),
    (M, "\\boxed{864}", "864 \\mbox{ inches}^2", True, OK),
    (M, "\\boxed{\\frac{270}{7}}", "\\frac{270}7\\text{ degrees}", True, OK),
    (M, "\\boxed{6-5i}", "6 - 5i", True, OK),
    (M, "\\boxed{-5i+6}", "6 - 5i", True, OK),
    (M, "\\boxed{6+5i}", "6 - 5i", False, MIS),
    (M, "\\boxed{q - p}", "p - q", False, MIS),
    (M, "\\boxed{-q+p}", "p - q", True, OK),
    (M, "\\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}", "x^5-x^4+x^3-x^2+x-1", True, OK),
    (M, "\\boxed{(x-1)(x^4+x^2+1)}", "x^5 - x^4 + x^3 - x^2 + x - 1", True, OK),
    (M, "\\boxed{(x+1)(x^4+x^2+1)}", "x^5 - x^4 + x^3 - x^2 + x - 1", False, MIS),
    (M, "\\boxed{ab+2a+5b+10}", "(a+5)(b+2)", True, OK),
    (M, "\\boxed{\\frac{\\cos x}{\\sin x}}", "\\cot x", True, OK),
    (M, "\\boxed{\\tan x}", "\\cot x", False, MIS),
    (M, "\\boxed{\\sin^2 x + \\cos^2 x}", "1", True, OK),
    (M, "\\boxed{2(k+1)}", "2k+2", True, OK),
    (M, "\\boxed{x=5}", "5", True, OK),
    (M, "\\boxed{5}", "x=5", True, OK),
    (M, "\\boxed{y = 2x + 3}", "y = 2x + 3", True, OK),
    (M, "\\boxed{2x+3}", "y = 2x + 3", True, OK),
    (M, "\\boxed{2x-3}", "y = 2x + 3", False, MIS),
    (M, "\\boxed{10x - 14y + 22z + 8 = 0}", "5x - 7y + 11z + 4 = 0", True, OK),
    (M, "\\boxed{5x - 7y + 11z + 5 = 0}", "5x - 7y + 11z + 4 = 0", False, MIS),
    (M, "\\boxed{\\log_2 8}", "3", True, OK),
    (M, "\\boxed{5!}", "120", True, OK),
    (M, "\\boxed{\\binom{5}{2}}", "10", True, OK),
    # intervals, tuples, sets, unions
    (M, "\\boxed{[0,\\infty)}", "[0,\\infty)", True, OK),
    (M, "\\boxed{(0,\\infty)}", "[0,\\infty)", False, MIS),
    (M, "\\boxed{(3,4]}", "(3,4]", True, OK),
    (M, "\\boxed{(3,4)}", "(3,4]", False, MIS),
    (M, "\\boxed{(-\\infty, 0]}", "(-\\infty, 0]", True, OK),
    (M, "\\boxed{(-\\infty, 0)}", "(-\\infty, 0]", False, MIS),
    (M, "\\boxed{(-\\infty,2)\\cup(3,\\infty)}", "(-\\infty, 2) \\cup (3, \\infty)", True, OK),
    (M, "\\boxed{(3,\\infty)\\cup(-\\infty,2)}", "(-\\infty, 2) \\cup (3, \\infty)", True, OK),
    (M, "\\boxed{(-\\infty,2]\\cup(3,\\infty)}", "(-\\infty, 2) \\cup (3, \\infty)", False, MIS),
    (M, "\\boxed{x \\in [-2,7]}", "[-2,7]", True, OK),
    (M, "\\boxed{(6,31,-1)}", "(6,31,-1)", True, OK),
    (M, "\\boxed{(6,-1,31)}", "(6,31,-1)", False, MIS),
    (M, "\\boxed{6, 31, -1}", "(6,31,-1)", True, OK),
    (M, "\\boxed{(\\frac{3}{2}, -13)}", "\\left( \\frac{3}{2}, -13 \\right)", True, OK),
    (M, "\\boxed{-2, 1}", "1,-2", True, OK),
    (M, "\\boxed{1, -2}", "1,-2", True, OK),
    (M, "\\boxed{1}", "1,-2", False, MIS),
    (M, "\\boxed{1, -2, 3}", "1,-2", False, MIS),
    (M, "\\boxed{\\{1,2\\}}", "\\{2,1\\}", True, OK),
    (M, "\\boxed{\\{1,3\\}}", "\\{2,1\\}", False, MIS),
    (M, "\\boxed{-2, 1+\\sqrt5, 1-\\sqrt 5}", "\\{1\\pm\\sqrt{5},-2\\}", True, OK),
    (M, "\\boxed{1 \\pm \\sqrt{19}}", "1 \\pm \\sqrt{19}", True, OK),
    (M, "\\boxed{1+\\sqrt{19}, 1-\\sqrt{19}}", "1 \\pm \\sqrt{19}", True, OK),
    (M, "\\boxed{1+\\sqrt{19}}", "1 \\pm \\sqrt{19}", False, MIS),
    (
        M,
        "\\boxed{\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}}",
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        True,
        OK,
    ),
    (
        M,
        "\\boxed{\\begin{bmatrix} -1 & 0 \\\\ 0 & -1 \\end{bmatrix}}",
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        True,
        OK,
    ),
    (
        M,
        "\\boxed{\\begin{pmatrix} -1 & 0 \\\\ 0 & 1 \\end{pmatrix}}",
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        False,
        MIS,
    ),
    (
        M,
        "\\boxed{\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}}",
        "\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}",
        True,
        OK,
    ),
    (
        M,
        "\\boxed{(-1/3, 2/3, 5/3)}",
        "\\begin{pmatrix} -1/3 \\\\ 2/3 \\\\ 5/3 \\end{pmatrix}",
        True,
        OK,
    ),
    # text answers, bases
    (M, "\\boxed{\\text{Evelyn}}", "\\text{Evelyn}", True, OK),
    (M, "\\boxed{Evelyn}", "\\text{Evelyn}", True, OK),
    (M, "\\boxed{\\text{Navin}}", "\\text{Evelyn}", False, MIS),
    (M, "\\boxed{\\text{(C)}}", "\\text{(C)}", True, OK),
    (M, "\\boxed{C}", "\\text{(C)}", True, OK),
    (M, "\\boxed{(C)}", "\\text{(C)}", True, OK),
    (M, "\\boxed{B}", "\\text{(C)}", False, MIS),
    (M, "\\boxed{\\text{East}}", "\\text{east}", True, OK),
    (M, "\\boxed{52_8}", "52_8", True, OK),
    (M, "\\boxed{52_{8}}", "52_8", True, OK),
    (M, "\\boxed{52}", "52_8", True, OK),
    (M, "\\boxed{42}", "52_8", False, MIS),
    (M, "\\boxed{53_8}", "52_8", False, MIS),
    (M, "\\boxed{.0000672}", ".0000672", True, OK),
    (M, "\\boxed{6.72 \\times 10^{-5}}", ".0000672", True, OK),
    # --- malformed text and bounds -------------------------------------------------------------
    (M, "\\boxed{9^{9^{9^9}}}", "3", False, PE),
    (M, "\\boxed{10^{10^{10}}}", "1", False, PE),
    (M, "\\boxed{\\frac{1}{0}}", "1", False, PE),
    (M, "\\boxed{" + "(" * 200 + "1" + ")" * 200 + "}", "1", False, PE),  # nesting bound
    (M, "\\boxed{" + "{" * 200 + "1" + "}" * 200 + "}", "1", True, OK),  # braces group nothing
    (M, "\\boxed{\\input{/etc/passwd}}", "1", False, PE),
    (M, "\\boxed{__import__('os').system('true')}", "1", False, PE),
    (M, "\\boxed{)(}", "1", False, PE),
    (M, "\\boxed{x^}", "1", False, PE),
    (M, "\\boxed{1}", "\\frac{1}{", False, MIS),  # unreadable gold: compared as text
    (G, "#### 18", "", False, BAD),
    (G, "#### 18", "not a number", False, MIS),
    (G, "x" * 70_000 + "#### 18", "18", True, OK),  # an over-long completion: its tail is read
    (G, "#### " + "9" * 5_000, "18", False, PE),
    (G, "\x00#### 18\x00", "18", False, "bad_input"),  # a NUL: no text a model means
    (M, "\\boxed{" + "1+" * 400 + "1}", "401", False, PE),
    # --- session 5 red team: wrong answers that were accepted ------------------------------------
    (G, "#### 18 squared", "18", False, MIS),  # an operation: 18 squared is 324
    (G, "#### 18 squared", "324", True, OK),
    (G, "#### 18 dollars fifty cents", "18", False, MIS),  # 18.50: cents in words count too
    (G, "#### 18 dollars fifty cents", "18.50", True, OK),
    (G, "#### 18 at most", "18", False, PE),  # a bound
    (G, "#### 18 (approximately)", "18", False, PE),  # an estimate
    (G, "#### $18M", "18", False, MIS),  # 18 million
    (
        G,
        "#### 18\n(or 26 if she also sells the baking eggs)",
        "18",
        False,
        None,
    ),  # hedge, next line
    (G, "#### 18\nIf she also sold the baking eggs, the answer would be 26.", "26", False, None),
    (G, "The answer is 18, but if she also sells the 4 baking eggs it is 26.", "18", False, None),
    (G, "The answer is 18, and the number of eggs she bakes with is 4.", "4", False, MIS),
    (G, "#### 26\nThe answer is 18.", "18", False, MIS),  # two final answers, nothing between
    (G, "She sold 9.\nSo she needs more than 15 boxes.", "15", False, NA),  # a bound
    (G, "She sold 9.\nIf she buys 15 boxes, she will have enough.", "15", False, NA),
    (G, "She paid $45 for all the notebooks.\nNow we need to divide this by 15.", "15", False, NA),
    (G, "Let's list them.\nA: 15\nB: 16\nC: 17", "15", False, None),  # options, not `A: N`
    (G, "#### 15\n\n### Instruction:\nNext problem.\n### Response:\n#### 16", "16", False, None),
    (G, "#### 15\n\nProblem 2: Tom has 16.\n#### 16", "16", False, None),
    (M, "$\\boxed{15}$ (or $16$ if Sunday counts).", "15", False, None),
    (M, "$\\boxed{15}$ or maybe $\\boxed{16}$.", "16", False, None),
    (M, "$\\boxed{15}$ or, if you count the first day as well, $\\boxed{16}$.", "16", False, None),
    (M, "$\\boxed{15}$ / $\\boxed{16}$", "16", False, None),
    (M, "the answer is $\\boxed{16}$, not $\\boxed{15}$.", "15", False, MIS),
    (M, "\\boxed{3.141592653589793}", "\\pi", False, MIS),  # a rounded value is not pi
    (M, "\\boxed{\\pi + 10^{-20}}", "\\pi", False, MIS),
    (M, "\\boxed{10^{16}+\\frac{1}{\\sqrt{2}}}", "10^{16}", False, MIS),
    (M, "\\boxed{x}", "|x|", False, MIS),  # differs at negative x
    (M, "so $\\boxed{y=1, x=2}$", "(1,2)", False, MIS),  # the labels order the point: (2, 1)
    (M, "\\boxed{2x + 3 = z}", "y = 2x + 3", False, MIS),
    (M, "\\boxed{2x + 3 = x}", "y = 2x + 3", False, MIS),  # an equation in x, not the line
    (M, "\\boxed{\\frac{\\pi}{6}^\\circ}", "\\frac{\\pi}{6}", False, MIS),
    (M, "\\boxed{30 \\text{ radians}}", "30^\\circ", False, MIS),
    (M, "\\boxed{101_2}", "101", False, MIS),  # 101_2 is five
    # ... and against the decimal gold 5 it restates the numeral the question gave (session 28)
    (M, "\\boxed{101_2}", "5", False, MIS),
    (M, "The critical points are $-2$ and $3$, so $\\boxed{-2, 3}$.", "(-2,3)", False, MIS),
    (M, "\\boxed{15 \\text{ squared}}", "15", False, None),
    (M, "\\boxed{\\exp(\\exp(\\exp(\\exp(10))))}", "1", False, PE),  # raised OverflowError
    # --- session 5 red team: right answers that were rejected -----------------------------------
    (G, "#### **18**", "18", True, OK),
    (G, "**#### 18**", "18", True, OK),
    (G, "##### 18", "18", True, OK),
    (G, "#### The answer is 18", "18", True, OK),
    (G, "#### 18 (9 × 2)", "18", True, OK),
    (G, "#### 18\u200b", "18", True, OK),
    (G, "#### 7½", "7.5", True, OK),
    (G, "#### 2 hours and 30 minutes", "2.5", True, OK),
    (G, "#### 2 hours and 30 minutes", "150", True, OK),
    (G, "#### $15M", "15000000", True, OK),
    (G, "$\\boxed{\\mathbf{18}}$", "18", True, OK),
    (G, "Therefore he keeps $\\boxed{15}$ apples rather than the 20 he picked.", "15", True, OK),
    (G, "She should buy $\\boxed{15}$ boxes instead of 14.", "15", True, OK),
    (
        G,
        "The answer is $\\boxed{15}$.\n\nActually, that is 3 more than the 12 his sister has.",
        "15",
        True,
        OK,
    ),
    (G, "#### 15\nHmm, actually I forgot the tip, so the total is 19.", "19", True, OK),
    (G, "#### 15<|eom_id|>\nLet me redo it: 4 * 4 = 16\n#### 16", "15", True, OK),
    (G, "<|im_start|>assistant\n3 * 5 = 15\n#### 15<|im_end|>", "15", True, OK),
    (G, "<|start_header_id|>assistant<|end_header_id|>\n\n#### 15<|eot_id|>", "15", True, OK),
    (G, "#### 18\n" + "I hope this helps. " * 4_000, "18", True, OK),  # the marker before the tail
    (G, "The answer is <<8=8>>8.\n#### 8", "8", True, OK),  # GSM8K calculator annotation
    (G, "The answer is therefore 3.\n#### 3", "3", True, OK),
    (M, "**Answer:** $30$ $(without$ $quotes).$", "30^\\circ", True, OK),  # spans need a joiner
    (M, "$\\boxed{x<1 \\text{ or } x>2}$", "(-\\infty,1)\\cup(2,\\infty)", True, OK),
    (M, "$\\boxed{\\text{all real numbers}}$", "(-\\infty, \\infty)", True, OK),
    (M, "$\\boxed{\\sin^{-1}\\left(\\frac{1}{2}\\right)}$", "\\frac{\\pi}{6}", True, OK),
    (M, "$\\boxed{\\tan^{-1}(1)}$", "\\frac{\\pi}{4}", True, OK),
    (
        M,
        "$\\boxed{\\left(\\begin{array}{cc} 1 & 2 \\\\ 3 & 4 \\end{array}\\right)}$",
        "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}",
        True,
        OK,
    ),
    (M, "$\\boxed{−\\sqrt{2}}$", "-\\sqrt{2}", True, OK),  # unicode minus
    (M, "$\\boxed{\\boxed{15}}$", "15", True, OK),
    (M, "$\\boxed{2x + y = 0}$", "y = -2x", True, OK),
    (M, "$\\boxed{y - 2x = 3}$", "y = 2x + 3", True, OK),
    (M, "$\\boxed{y=2, x=1}$", "(1,2)", True, OK),
    (M, "$\\boxed{(0,36) \\setminus \\{9\\}}$", "(0,9) \\cup (9,36)", True, OK),
    (M, "$\\boxed{x \\neq 2}$", "(-\\infty,2)\\cup(2,\\infty)", True, OK),
    (M, "$\\boxed{x \\geqslant 2}$", "[2,\\infty)", True, OK),
    (
        M,
        "Checking each option, only (C) works.\nThe correct option is (C).",
        "\\text{(C)}",
        True,
        OK,
    ),
    (M, "So, there are 4 numbers that can be added to $14$ to get $42$.", "4", True, OK),
    # --- session 5, white-box red team (round 2): wrong answers that were accepted --------------
    (G, "#### 18 perhaps", "18", False, None),
    (G, "#### 18 (26)", "18", False, None),  # a second number, not the working
    (G, "#### 18 thousands", "18", False, MIS),  # plurals scale too
    (G, "#### $18 mil", "18", False, MIS),
    (G, "She could have 2 or 500 stickers.\n#### 2, 500", "2500", False, None),
    (G, "#### 18\nor 26", "18", False, None),
    (G, "#### 18\n(26 if she also sells the muffin eggs)", "18", False, None),
    (G, "#### 15\n\n**Question:** Tom has 3 pens and buys 13 more.\n#### 16", "16", False, None),
    (G, "#### 15<eos>\nTom has 3 pens and buys 13.\n#### 16", "16", False, None),
    (G, "So Tom has 15 apples left.\n\nQuestion: Tom has 3 pens.\n#### 16", "16", False, None),
    (
        G,
        "#### 26\nHold on, I forgot the 4 eggs. She sells 9 eggs and makes $18.",
        "26",
        False,
        None,
    ),
    (G, "#### 26\nOn second thought, she also uses 4 eggs, so she makes $18.", "26", False, None),
    (G, "Therefore, the final answer is $\\boxed{26}$.\n\nThe answer is 18.", "18", False, None),
    (G, "<think>so it is \\boxed{18}</think>\n\nShe makes $26 every day.", "18", False, None),
    (G, "So he probably has 15 dollars.", "15", False, NA),
    (G, "We want to know if he reaches 15 dollars.", "15", False, NA),
    (G, "So she needs close to 15 boxes.", "15", False, NA),
    (M, "$\\boxed{15}$ \\quad \\text{or} \\quad $\\boxed{16}$.", "16", False, None),
    (M, "$\\boxed{15}$ if we skip Sunday, $\\boxed{16}$ otherwise.", "16", False, None),
    (M, "$\\boxed{15}$ (maybe $16$).", "15", False, None),
    (M, "So $\\boxed{5.4 \\text{ dollars}}$.", "5.4 \\text{ cents}", False, MIS),
    (M, "$\\boxed{864 \\text{ feet}^2}$", "864 \\mbox{ inches}^2", False, MIS),
    (M, "$\\boxed{90 \\text{ rad}}$", "90^\\circ", False, MIS),
    (M, "so the answer is $\\boxed{a_{12}}$.", "10", False, None),  # a term, not base 12
    (M, "$\\boxed{\\frac{a}{b}}$", "\\left|\\frac{a}{b}\\right|", False, MIS),  # mixed signs
    (M, "The two factors are $\\boxed{3 \\quad 5}$.", "15", False, None),
    (M, "The area is $\\boxed{2 xy}$.", "2", False, None),
    (
        M,
        "So $\\boxed{m = -13, b = \\frac{3}{2}}$.",
        "\\left( \\frac{3}{2}, -13 \\right)",
        False,
        MIS,
    ),
    (M, "So $\\boxed{-2 \\le y \\le 7}$.", "x \\in [-2,7]", False, MIS),
    (M, "Moving the terms, $\\boxed{2x = 10}$.", "x=5", False, MIS),
    (
        M,
        "$\\boxed{\\begin{vmatrix} 1 & 0 \\\\ 0 & 1 \\end{vmatrix}}$",
        "\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}",
        False,
        None,
    ),  # a determinant
    (M, "$\\boxed{x < 2 \\text{ and } x > 3}$", "(-\\infty, 2) \\cup (3, \\infty)", False, None),
    (M, "Hence $x = 1$ is the only solution, since $x = 5$ is extraneous.", "x=5", False, MIS),
    (
        M,
        "The candidates are " + " ".join(f"$\\boxed{{{i}}}$" for i in range(1, 3000)),
        "3",
        False,
        MIS,
    ),  # a shotgun: refused before any comparison
    # --- session 5, round 2: right answers that were rejected -----------------------------------
    (G, "Final Answer: The final answer is $\\$18$. I hope it is correct.", "18", True, OK),
    (G, "So she makes $9 \\times 2 = 18$ dollars.", "18", True, OK),
    (G, "**Final Answer**\nJanet earns $18 per day.", "18", True, OK),
    (
        G,
        "#### Step 1: Eggs\nShe sells 9.\n#### Step 2: Money\nJanet makes $18 every day.",
        "18",
        True,
        OK,
    ),  # markdown headings, not answer lines
    (G, "#### \\boxed{18}", "18", True, OK),
    (G, "The answer is `18`.", "18", True, OK),
    (
        G,
        "#### 18\n\nWait, let me double-check. Yes, $18 a day is right. A week is $126.",
        "18",
        True,
        OK,
    ),
    (G, "So Janet makes $18 per day, which is $126 per week.", "18", True, OK),
    (G, "Since each box is 4 pencils, she needs 15 boxes.", "15", True, OK),
    (G, "So the change in temperature is –18 degrees.", "-18", True, OK),
    (G, "#### 26\nHold on, I forgot the 4 eggs. She sells 9 eggs and makes $18.", "18", True, OK),
    (M, "Right, so the value of $x^3 - 2x + 1$ is 2.", "2", True, OK),
    (M, "Hence, $a+b=12$.", "12", True, OK),
    (M, "So $|a| + |b| + |c| + |d| = 12 + 14 + 0 + 1 = 27$.", "27", True, OK),
    (M, "the answer is $\\boxed{{8 \\choose 2}}$.", "28", True, OK),
    (
        M,
        "$\\boxed{(r,\\theta) = \\left(3, \\frac{\\pi}{2}\\right)}$",
        "\\left( 3, \\frac{\\pi}{2} \\right)",
        True,
        OK,
    ),
    (M, "So $\\boxed{288\\pi \\approx 904.78}$.", "288 \\pi", True, OK),
    (M, "So $\\boxed{m = \\frac{3}{2}, b = -13}$.", "\\left( \\frac{3}{2}, -13 \\right)", True, OK),
    (M, "so $a = \\boxed{-2}$ and $b = \\boxed{1}$.", "(-2,1)", True, OK),
    (M, "$\\boxed{|x| < \\sqrt{3}}$", "(-\\sqrt{3}, \\sqrt{3})", True, OK),
    (M, "$\\boxed{\\lambda > 3 \\text{ and } \\lambda \\le 4}$", "(3,4]", True, OK),
    (M, "$\\boxed{\\mathbb{R} \\setminus [2, 3]}$", "(-\\infty, 2) \\cup (3, \\infty)", True, OK),
    (M, "$\\boxed{(x+y+1)^{60} = 0}$", "y = 2x", False, None),  # bounded (was 1.4 s in cancel)
    (
        M,
        "so there are $\\boxed{63}$ points. Note: It is a common mistake to count the squares, for"
        " 48, instead of the lattice points, which gives the correct answer of 63.",
        "63",
        True,
        OK,
    ),
    # --- exact ----------------------------------------------------------------------------------
    (E, "#### 18", "18", True, OK),
    (E, "#### 18.0", "18", False, MIS),
    (E, "\\boxed{\\text{yes}}", "\\text{yes}", True, OK),
    (E, "Answer: blue  whale", "blue whale", True, OK),
]


def test_table_is_large_enough() -> None:
    assert len(CASES) >= 150


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), CASES)
def test_case(checker: str, completion: str, gold: str, correct: bool, reason: str | None) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, verdict
    if reason is not None:
        assert verdict.reason == reason, verdict
    if verdict.correct:
        assert verdict.extracted is not None
