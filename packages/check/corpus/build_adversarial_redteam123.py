r"""Build adversarial_redteam123.jsonl: a hundred-and-twenty-third round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam123", issue 25), written by a new helper
author WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES
file or any other red-team builder than round 21's, and WITHOUT running the checker, math-verify,
sympy or any grader on the probes; handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label conventions), corpus_build.py and build_adversarial_redteam21.py (structure)
were read.

Aim of this round: the eight classes as reasoning-model outputs write them (long R1 `<think>` blocks
with several candidate values and "Wait," corrections, a summary after `</think>`, boxes, `<answer>`
tags holding LaTeX sentences and equations), with the weight on MATH (about 65 %) and on exactness:
equal forms, decimals against exact values, degrees against radians, intervals, sets, tuples,
matrices, complex numbers, bases, and on what follows the final value (checks, restatements,
retractions, invented turns, token-cap cuts).

Problems, golds and the arithmetic (checked by hand; python used for plain arithmetic only):
GSM8K
- cookies: 14 trays of 24 = 336, 187 sold -> 149 (slip: 178 sold -> 158).
- fares: 3 adults at $12.75 = 38.25, 4 children at $6.50 = 26.00 -> 64.25 (adults only 38.25).
- salary: 12 * $3,450 = 41,400, + $2,950 bonus -> 44350 (without the bonus 41400).
- temperature: 4 degrees, falling 1.5 an hour for 8 hours: 4 - 12 -> -8 (sign lost: 8).
- survey: 27 of 45 -> 60 (percent; 27/45 = 0.6).
- eggs: 18 hens * 5 eggs = 90 a day, * 7 -> 630 (a day: 90).
- tickets: $75 less three $25 tickets -> 0.
- chores: 3 * 45 min -> 135 (minutes; 2.25 hours is the other unit).
MATH
- two dice, P(sum <= 6): 1+2+3+4+5 = 15 of 36 -> \frac{5}{12} (0.4167 is a rounding).
- distance (1, -2) to (7, 3): 6^2 + 5^2 = 61 -> \sqrt{61} (~7.81).
- |2x - 3| < 5: -5 < 2x - 3 < 5, -2 < 2x < 8 -> (-1, 4).
- 3x^2 - 5x - 2 = (3x + 1)(x - 2) -> -\frac{1}{3}, 2 (check 12 - 10 - 2 = 0; 1/3 + 5/3 - 2 = 0).
- (3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 -> 11 + 10i.
- 225 degrees in radians: 225/180 = 5/4 -> \frac{5\pi}{4}.
- 1324_5 in base ten: 125 + 75 + 10 + 4 -> 214.
- x + 2y = 7, 3x - y = 7: y = 3x - 7, 7x - 14 = 7, x = 3, y = 2 -> (3, 2) (check 3 + 4 = 7, 9 - 2 = 7).
- inverse of [[2, 1], [5, 3]]: det 6 - 5 = 1 -> [[3, -1], [-5, 2]] (check: row1 6-5=1, 3-3=0;
  row2 -10+10=0, -5+6=1).
- (3x - 4)(2x + 5) = 6x^2 + 15x - 8x - 20 -> 6x^2 + 7x - 20.
- x^3 - 4x = x(x - 2)(x + 2) = 0 -> -2, 0, 2.
- C(9, 3) = 9*8*7/6 = 504/6 -> 84.
- 0.\overline{36} = 36/99 -> \frac{4}{11}.
- a circle of radius 7 -> 49\pi (~153.94).
- 12/\sqrt6 = 12\sqrt6/6 -> 2\sqrt{6} (= \sqrt{24}).
- \sin 300 degrees = -\sin 60 degrees -> -\frac{\sqrt{3}}{2}.
- x^2 - x - 6 > 0, (x - 3)(x + 2) > 0 -> (-\infty, -2) \cup (3, \infty).
- f(x) = x^3 - 9x at x = 3: 27 - 27 -> 0.
- the interior angle of a regular octagon: 180 * 6 / 8 -> 135 (degrees; 3\pi/4 is radians).
- \log_2 64 -> 6.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions after
the answer (and harmless after-text); `q_` quoted, reported, hypothetical, other-part and
invented-turn text; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH
probe; `_ok_` marks kind B.

Label conventions used (corpus/README.md "How labels were made", round 21's, and this round's brief):
the LAST final answer counts; a hedge or two different final answers is `wrong`; a right number only
in the working with a different final answer is `wrong`; no final answer (cut off, only negated,
struck out or quoted, a placeholder) is `no_answer`; equal in value but written differently is
`correct`; an exact gold answered by a decimal rounding is `wrong` (a tolerance only for decimals
the model wrote as decimals against a decimal gold); degrees are not radians; a percent gold 60
accepts `60%`; another quantity (a subtotal, the other unit, the per-day value) is `wrong`; an
`<answer>` tag's content is the final answer, read for the value a sentence, equation chain or box
in it states; an explicit correction after an answer makes the corrected value final, a bare
retraction ("Never mind") with nothing new leaves no answer; checks and pleasantries after a
committed answer do not replace it; text in an invented next turn, a quotation, a hypothetical or a
self-set new problem does not count; a NUL or a lone surrogate anywhere makes the pair bad input:
kind A, truth `no_answer`. Lone surrogates: corpus_build.write_records writes UTF-8 with
ensure_ascii=False, which cannot encode a lone surrogate, so this file holds NUL probes only (in the
completion, the tag, the thinking and the gold); lone-surrogate probes belong in a `check --input`
batch, as round 5 did. Debatable probes carry `"debatable": true`, the reasoning in `note`, and
in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam123.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    m,
    qbox,
    r1final,
    th,
    write_probes,
)


def think(*paras: str) -> str:
    """A long R1 thinking block from paragraphs."""
    return th("\n\n".join(paras) + "\n")


# ================================================================ GSM8K working
# cookies: gold 149 (14 * 24 = 336; 336 - 187 = 149; check 149 + 187 = 336). Slip 178 -> 158.
COOK = "14 trays of 24 cookies: 14 * 24 = <<14*24=336>>336 cookies.\nShe sells 187, so 336 - 187 = <<336-187=149>>149 cookies are left.\n"
COOK_SLIP = "14 trays of 24 cookies: 14 * 24 = <<14*24=336>>336 cookies.\nShe sells 178, so 336 - 178 = <<336-178=158>>158 cookies are left.\n"
COOK_T = think(
    "Okay, so the bakery makes 14 trays with 24 cookies on each tray. Let me compute 14 times 24 first. 14 times 20 is 280, and 14 times 4 is 56, so 280 + 56 = 336 cookies.",
    "Then she sells 187 of them. 336 - 187... 336 - 200 would be 136, plus 13 back gives 149. Hmm, let me double-check: 149 + 187 = 336. Yes.",
    "Wait, did the problem say 178 or 187? Let me reread. It says 187. So 149, not 158.",
    "So there are 149 cookies left.",
)
# fares: gold 64.25 (3 * 12.75 = 38.25; 4 * 6.50 = 26; 38.25 + 26 = 64.25). Adults only 38.25.
FARE = "Adults: 3 * 12.75 = <<3*12.75=38.25>>38.25 dollars.\nChildren: 4 * 6.50 = <<4*6.5=26>>26 dollars.\nTotal: 38.25 + 26 = <<38.25+26=64.25>>64.25 dollars.\n"
# salary: gold 44350 (12 * 3450 = 41400; 41400 + 2950 = 44350). Without the bonus 41400.
SAL = "12 months at $3,450 is 12 * 3450 = <<12*3450=41400>>41400 dollars.\nAdding the $2,950 bonus: 41400 + 2950 = <<41400+2950=44350>>44350 dollars.\n"
SAL_NOB = "12 months at $3,450 is 12 * 3450 = <<12*3450=41400>>41400 dollars.\n"
# temperature: gold -8 (1.5 * 8 = 12; 4 - 12 = -8).
TEMP = "The temperature drops 1.5 * 8 = <<1.5*8=12>>12 degrees, so it ends at 4 - 12 = <<4-12=-8>>-8 degrees.\n"
# survey: gold 60 (27 / 45 = 0.6 = 60 %).
PCT = "27 of the 45 students chose soccer: 27 / 45 = <<27/45=0.6>>0.6, which is 0.6 * 100 = <<0.6*100=60>>60 percent.\n"
# eggs: gold 630 (18 * 5 = 90 a day; 90 * 7 = 630).
EGG = "Each day the hens lay 18 * 5 = <<18*5=90>>90 eggs.\nIn a week that is 90 * 7 = <<90*7=630>>630 eggs.\n"
# tickets: gold 0 (3 * 25 = 75; 75 - 75 = 0).
WAL = "Three tickets at $25 cost 3 * 25 = <<3*25=75>>75 dollars, so 75 - 75 = <<75-75=0>>0 dollars are left.\n"
# chores: gold 135 minutes (3 * 45 = 135; = 2.25 hours).
MIN = "Each of the 3 chores takes 45 minutes, so 3 * 45 = <<3*45=135>>135 minutes.\n"

# ================================================================ MATH working and golds
G_DICE = r"\frac{5}{12}"  # sums 2..6: 1+2+3+4+5 = 15; 15/36 = 5/12
DICE = r"The pairs with sum at most $6$ number $1 + 2 + 3 + 4 + 5 = 15$ out of $36$, so the probability is $\frac{15}{36}$"
DICE_T = think(
    "Okay, two fair dice, and I need the probability that the sum is at most 6. There are 36 equally likely outcomes.",
    "Sum 2: (1,1), one way. Sum 3: two ways. Sum 4: three. Sum 5: four. Sum 6: five. So 1 + 2 + 3 + 4 + 5 = 15.",
    "So 15/36. Wait, should it be 'less than 6'? No, the problem says 'at most 6', so 6 is included. If it were less than 6 I'd get 10/36 = 5/18.",
    "15/36 simplifies: divide by 3, 5/12. That's about 0.4167.",
    "So the probability is 5/12.",
)
G_DIST = r"\sqrt{61}"  # dx = 6, dy = 5; 36 + 25 = 61
DIST = r"The distance is $\sqrt{(7-1)^2 + (3-(-2))^2} = \sqrt{36 + 25}$"
DIST_T = think(
    "Alright, I need the distance between (1, -2) and (7, 3). The distance formula: sqrt((x2 - x1)^2 + (y2 - y1)^2).",
    "x difference: 7 - 1 = 6. y difference: 3 - (-2) = 5. Wait, careful with the sign: 3 minus negative 2 is 5, yes.",
    "So 36 + 25 = 61. Is 61 a perfect square? 7^2 = 49, 8^2 = 64, no. And 61 is prime, so sqrt(61) doesn't simplify.",
    "Numerically about 7.81, but the exact answer is sqrt(61).",
)
G_INT = "(-1, 4)"  # -5 < 2x - 3 < 5 -> -2 < 2x < 8 -> -1 < x < 4
INT = r"$|2x - 3| < 5$ means $-5 < 2x - 3 < 5$, so $-2 < 2x < 8$ and $-1 < x < 4$."
G_ROOTS = r"-\frac{1}{3}, 2"  # (3x + 1)(x - 2)
ROOTS = r"$3x^2 - 5x - 2 = (3x + 1)(x - 2) = 0$, so $x = -\frac{1}{3}$ or $x = 2$."
G_CPX = "11 + 10i"  # 3 + 12i - 2i - 8i^2 = 11 + 10i
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8$"
CPX_T = think(
    "Multiply (3 - 2i)(1 + 4i). FOIL: 3*1 = 3, 3*4i = 12i, -2i*1 = -2i, -2i*4i = -8i^2.",
    "i^2 = -1 so -8i^2 = 8. Real part: 3 + 8 = 11. Imaginary: 12i - 2i = 10i.",
    "Wait, let me recheck the last term: (-2i)(4i) = -8 i^2 = -8(-1) = +8. Yes. So 11 + 10i, not -5 + 10i.",
)
G_RAD = r"\frac{5\pi}{4}"  # 225/180 = 5/4
RAD = r"$225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}$"
G_BASE = "214"  # 1*125 + 3*25 + 2*5 + 4
BASE = r"$1324_5 = 1 \cdot 5^3 + 3 \cdot 5^2 + 2 \cdot 5 + 4 = 125 + 75 + 10 + 4$"
G_SYS = "(3, 2)"  # y = 3x - 7; x + 6x - 14 = 7; x = 3, y = 2
SYS = (
    r"From $3x - y = 7$, $y = 3x - 7$. Then $x + 2(3x - 7) = 7$, so $7x = 21$, $x = 3$ and $y = 2$."
)
G_MAT = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"  # det = 6 - 5 = 1
MAT = r"The determinant is $2 \cdot 3 - 1 \cdot 5 = 1$, so the inverse is $\frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$."
G_POLY = "6x^2 + 7x - 20"  # 6x^2 + 15x - 8x - 20
POLY = r"$(3x - 4)(2x + 5) = 6x^2 + 15x - 8x - 20$"
G_SET = "-2, 0, 2"  # x(x - 2)(x + 2)
SET = r"$x^3 - 4x = x(x^2 - 4) = x(x - 2)(x + 2) = 0$"
G_COMB = "84"  # 504 / 6
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}$"
G_REP = r"\frac{4}{11}"  # 36/99
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}$"
G_CIRC = r"49\pi"  # pi * 7^2
CIRC = r"The area is $\pi r^2 = \pi \cdot 7^2$"
G_RAT = r"2\sqrt{6}"  # 12 sqrt6 / 6
RAT = r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6}$"
G_TRIG = r"-\frac{\sqrt{3}}{2}"  # sin 300 = -sin 60
TRIG = r"$300^\circ$ is in the fourth quadrant with reference angle $60^\circ$, so $\sin 300^\circ = -\sin 60^\circ$"
G_UNION = r"(-\infty, -2) \cup (3, \infty)"  # (x - 3)(x + 2) > 0
UNION = r"$x^2 - x - 6 = (x - 3)(x + 2) > 0$ when both factors have the same sign."
G_ZERO = "0"  # 27 - 27
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_OCT = "135"  # 180 * 6 / 8
OCT = r"The interior angles of an octagon sum to $180^\circ \cdot 6 = 1080^\circ$, so each is $\frac{1080^\circ}{8}$"
G_LOG = "6"  # 2^6 = 64
LOG = r"Since $2^6 = 64$, $\log_2 64$"

A, B = "A", "B"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_slip", A, "149", "wrong", "tag", th(COOK_SLIP) + "<answer>There are 158 cookies left.</answer>", "a sentence in the tag states 158 (the 178 misreading)"),
    g("t_equation_subtotal", A, "64.25", "wrong", "tag", th(FARE) + "<answer>3 \\times 12.75 = 38.25</answer>", "the tag's equation ends in the adults' subtotal 38.25"),
    g("t_two_tags_last_wrong", A, "44350", "wrong", "tag", th(SAL) + "<answer>44350</answer>\n<answer>41400</answer>", "two tags, the last 41400 (no bonus)"),
    g("t_box_in_tag_perday", A, "630", "wrong", "tag", th(EGG) + r"<answer>\boxed{90}</answer>", "a box in the tag holding the per-day 90"),
    g("t_tag_cut", A, "149", "no_answer", "truncated", COOK_T + "<answer>There are 1", "cut inside the tag at the token cap; only '1' stated"),
    g("t_placeholder", A, "630", "no_answer", "tag", th(EGG) + "<answer> ... </answer>", "an ellipsis placeholder in the tag"),
    m("t_m_sentence_decimal", A, G_DICE, "wrong", "tag", DICE_T + r"<answer>The probability is approximately $0.4167$.</answer>", "the tag states a rounding of 5/12"),
    m("t_m_box_radians_degrees", A, G_RAD, "wrong", "tag", th(RAD + " = 225 degrees... wait, it's already in degrees.\n") + r"<answer>$\boxed{225^\circ}$</answer>", "the tag keeps the degrees; the gold is radians"),
    m("t_m_equation_ends_other", A, G_COMB, "wrong", "tag", th(COMB + "\n") + r"<answer>$\binom{9}{3} = \frac{504}{3} = 168$</answer>", "equation chain ending 168 (divided by 3, not 6)"),
    m("t_m_tuple_swapped", A, G_SYS, "wrong", "tag", th(SYS + "\n") + r"<answer>$(x, y) = (2, 3)$</answer>", "the tag swaps the pair"),
    m("t_m_matrix_transpose", A, G_MAT, "wrong", "tag", th(MAT + "\n") + r"<answer>$\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}$</answer>", "the transpose of the inverse"),
    m("t_m_interval_closed", A, G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>The solution set is $[-1, 4]$.</answer>", "closed brackets for a strict inequality"),
    m("t_m_roots_one", A, G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>$x = 2$</answer>", "only one of the two roots"),
    m("t_m_empty_after_long", A, G_CPX, "no_answer", "tag", CPX_T + "<answer></answer>", "an empty tag; 11 + 10i only in the thinking"),
    m("t_m_tag_then_other_box", A, G_POLY, "wrong", "tag", th(POLY + "\n") + r"<answer>$6x^2 - 7x - 20$</answer>", "sign slip in the middle term: -7x"),
    m("t_m_set_missing_zero", A, G_SET, "wrong", "tag", th(SET + "\n") + r"<answer>$x = \pm 2$</answer>", "the root 0 left out"),
    g("t_ok_sentence", B, "149", "correct", "tag", COOK_T + "<answer>There are 149 cookies left.</answer>", "a sentence in the tag after a long think with the 158 misreading considered and dropped"),
    g("t_ok_equation", B, "64.25", "correct", "tag", th(FARE) + "<answer>38.25 + 26 = 64.25</answer>", "an equation chain ending in the gold"),
    g("t_ok_dollar_comma_box", B, "44350", "correct", "tag", th(SAL) + r"<answer>\boxed{\$44,350}</answer>", "a box with an escaped dollar and a comma in the tag"),
    g("t_ok_unit", B, "630", "correct", "tag", th(EGG) + "<answer>630 eggs</answer>", "a unit word in the tag"),
    g("t_ok_negative_degrees", B, "-8", "correct", "tag", th(TEMP) + "<answer>-8°F</answer>", "a negative with a degree sign and unit"),
    m("t_m_ok_latex_sentence", B, G_DICE, "correct", "tag", DICE_T + r"<answer>The probability is $\dfrac{5}{12}$.</answer>", "a LaTeX sentence with \\dfrac in the tag"),
    m("t_m_ok_box_in_tag", B, G_RAD, "correct", "tag", th(RAD + r" = \frac{5\pi}{4}" + "\n") + r"<answer>$\boxed{\frac{5\pi}{4}}$</answer>", "a box in math mode inside the tag"),
    m("t_m_ok_equation_chain", B, G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>$\binom{9}{3} = \frac{504}{6} = 84$</answer>", "an equation chain ending in 84"),
    m("t_m_ok_pair", B, G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$(x, y) = (3, 2)$</answer>", "(x, y) = (3, 2) in the tag"),
    m("t_m_ok_matrix_bmatrix", B, G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\[\begin{bmatrix} 3 & -1 \\ -5 & 2 \end{bmatrix}\]</answer>", "bmatrix for a pmatrix gold"),
    m("t_m_ok_interval_sentence", B, G_INT, "correct", "tag", th(INT + "\n") + r"<answer>The solution set is the open interval $(-1, 4)$.</answer>", "a sentence holding the interval"),
    m("t_m_ok_roots_reversed", B, G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = 2$ or $x = -\frac{1}{3}$</answer>", "both roots in another order, with 'or'"),
    m("t_m_ok_complex", B, G_CPX, "correct", "tag", CPX_T + "<answer>$(3-2i)(1+4i) = 11+10i$</answer>", "an equation chain to 11+10i after a long think"),
    m("t_m_ok_poly", B, G_POLY, "correct", "tag", th(POLY + "\n") + r"<answer>$6x^2+7x-20$</answer>", "the polynomial without spaces"),
    m("t_m_ok_set_braces", B, G_SET, "correct", "tag", th(SET + "\n") + r"<answer>$\{-2, 0, 2\}$</answer>", "a set in braces for a comma-list gold"),
    m("t_m_ok_rep", B, G_REP, "correct", "tag", th(REP + r" = \frac{4}{11}" + "\n") + "<answer>4/11</answer>", "a slash fraction in the tag"),
    m("t_m_hedge_in_tag", A, G_DICE, "wrong", "tag", DICE_T + r"<answer>$\frac{5}{12}$ or $\frac{5}{18}$</answer>", "two values in the tag: a hedge"),
    m("t_m_ok_degree_sentence", B, G_OCT, "correct", "tag", th(OCT + r" $= 135^\circ$" + "\n") + r"<answer>Each interior angle measures $135^\circ$.</answer>", "a sentence with a degree sign for a degrees gold"),
    m("t_m_ok_union_in", B, G_UNION, "correct", "tag", th(UNION + "\n") + r"<answer>$x \in (-\infty, -2) \cup (3, \infty)$</answer>", "x \\in a union in the tag"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_phrase_right_hash_wrong", A, "149", "wrong", "hash", COOK + "So the answer is 149 cookies.\n#### 158", "the last final answer, the #### line, is 158"),
    g("h_hash_subtotal", A, "64.25", "wrong", "hash", FARE + "The family pays $38.25 for the adults.\n#### 38.25", "the #### holds the adults' subtotal"),
    g("h_llama_then_hash_other", A, "44350", "wrong", "hash", SAL_NOB + "The final answer is 41400.\n#### 41400", "both marker and #### give 41400 (no bonus)"),
    g("h_hash_empty", A, "630", "no_answer", "hash", EGG + "The answer is:\n####", "an empty #### line after an open phrase"),
    g("h_hash_sign_lost", A, "-8", "wrong", "hash", TEMP.replace("-8 degrees", "8 degrees below zero") + "The answer is 8.\n#### 8", "8 for -8: the sign lost in the answer lines"),
    g("h_hash_hedge", A, "60", "wrong", "hash", PCT + "The answer is 60 or 0.6.\n#### 60 or 0.6", "a hedge on the #### line; debatable: 0.6 and 60 % are the same share", True),
    m("h_m_final_then_hash_decimal", A, G_DICE, "wrong", "hash", DICE + r" $= \frac{5}{12}$." + "\nThe final answer is approximately 0.42.\n#### 0.42", "a rounded decimal in the marker and the #### line"),
    m("h_m_hash_degrees", A, G_RAD, "wrong", "hash", RAD + ".\nThe answer is 225 degrees.\n#### 225", "degrees for a radians gold"),
    m("h_m_hash_approx_root", A, G_DIST, "wrong", "hash", DIST + r" $= \sqrt{61} \approx 7.81$." + "\nThe answer is 7.81.\n#### 7.81", "a rounding of sqrt 61"),
    m("h_m_hash_base_digits", A, G_BASE, "wrong", "hash", "In base ten, $1324_5$ is just $1324$.\nThe answer is 1324.\n#### 1324", "the digits read as base ten"),
    m("h_m_hash_other_root", A, G_ROOTS, "wrong", "hash", ROOTS + "\nThe positive root is the answer.\n#### 2", "one root only"),
    m("h_m_minerva_then_hash_other", A, G_COMB, "wrong", "hash", COMB + "\n" + MINERVA.format("$84$") + "\n#### 168", "the #### after the Minerva line gives 168, the last final"),
    m("h_m_hash_complex_conj", A, G_CPX, "wrong", "hash", CPX + r" $= 11 + 10i$." + "\nThe answer is the conjugate.\n#### 11 - 10i", "the conjugate on the #### line"),
    m("h_m_hash_interval_reversed", A, G_UNION, "wrong", "hash", UNION + "\nThe answer is the interval between the roots.\n#### (-2, 3)", "the complement interval"),
    g("h_ok_phrase_hash", B, "149", "correct", "hash", COOK + "So the answer is 149 cookies.\n#### 149", "marker then #### both 149"),
    g("h_ok_dollar_hash", B, "64.25", "correct", "hash", FARE + "The answer is $64.25.\n#### $64.25", "a dollar sign on the #### line"),
    g("h_ok_comma_hash", B, "44350", "correct", "hash", SAL + "The final answer is 44,350 dollars.\n#### 44,350", "a thousands comma on the #### line"),
    g("h_ok_negative", B, "-8", "correct", "hash", TEMP + "The answer is -8 degrees.\n#### -8", "a negative gold"),
    g("h_ok_percent", B, "60", "correct", "hash", PCT + "The answer is 60%.\n#### 60%", "a percent sign for a percent gold"),
    g("h_ok_zero", B, "0", "correct", "hash", WAL + "The answer is 0 dollars.\n#### 0", "a zero gold"),
    g("h_ok_bold_hash", B, "630", "correct", "hash", EGG + "**The answer is 630.**\n\n#### 630", "bold phrase then ####"),
    m("h_m_ok_frac_hash", B, G_DICE, "correct", "hash", DICE + r" $= \frac{5}{12}$." + "\nThe answer is $\\frac{5}{12}$.\n#### 5/12", "a LaTeX phrase then a slash fraction"),
    m("h_m_ok_sqrt_hash", B, G_DIST, "correct", "hash", DIST + r" $= \sqrt{61}$." + "\nThe answer is $\\sqrt{61}$.\n#### \\sqrt{61}", "a radical on the #### line"),
    m("h_m_ok_rad_hash", B, G_RAD, "correct", "hash", RAD + r" $= \frac{5\pi}{4}$." + "\nThe final answer is $\\frac{5\\pi}{4}$.\n#### 5\\pi/4", "5\\pi/4 on the #### line"),
    m("h_m_ok_base_hash", B, G_BASE, "correct", "hash", BASE + " $= 214$.\nThe answer is 214.\n#### 214", "a base conversion answered in base ten"),
    m("h_m_ok_pair_hash", B, G_SYS, "correct", "hash", SYS + "\nThe answer is $(3, 2)$.\n#### (3, 2)", "a pair on the #### line"),
    m("h_m_ok_minerva_hash", B, G_COMB, "correct", "hash", COMB + " $= 84$.\n" + MINERVA.format("$84$") + "\n#### 84", "Minerva line then ####"),
    m("h_m_ok_complex_hash", B, G_CPX, "correct", "hash", CPX + r" $= 11 + 10i$." + "\nThe answer is $11 + 10i$.\n#### 11+10i", "a complex number on the #### line"),
    m("h_m_ok_union_hash", B, G_UNION, "correct", "hash", UNION + "\nThe answer is $(-\\infty, -2) \\cup (3, \\infty)$.\n#### (-\\infty,-2)\\cup(3,\\infty)", "a union of intervals on the #### line"),
    m("h_m_final_then_hash_swapped", A, G_SYS, "wrong", "hash", SYS + "\nFinal Answer: $(3, 2)$\n#### (2, 3)", "the last final line, ####, swaps the pair"),
    m("h_m_hash_determinant", A, G_MAT, "wrong", "hash", MAT + "\nThe answer is the determinant, $1$.\n#### 1", "the determinant for the inverse matrix"),
    m("h_m_hash_set_partial", A, G_SET, "wrong", "hash", SET + "\nThe answer is $0$.\n#### 0", "one root of three"),
    m("h_m_ok_hash_set", B, G_SET, "correct", "hash", SET + "\nThe solutions are $x = -2, 0, 2$.\n#### -2, 0, 2", "a comma list on the #### line"),
    m("h_m_ok_hash_trig", B, G_TRIG, "correct", "hash", TRIG + " $= -\\frac{\\sqrt{3}}{2}$.\nThe answer is $-\\frac{\\sqrt{3}}{2}$.\n#### -\\sqrt{3}/2", "-\\sqrt{3}/2 on the #### line"),

    # ================================================================ 3. exactness (x_)
    m("x_m_decimal_for_frac", A, G_DICE, "wrong", "boxed", DICE + r" $\approx 0.4167$. So the answer is $\boxed{0.4167}$.", "a 4-place rounding of 5/12"),
    m("x_m_decimal_long_frac", A, G_DICE, "wrong", "boxed", DICE_T + "The probability is 15/36 ≈ 0.41666667.\n\n" + r1final("0.41666667"), "an 8-place rounding in the R1 final block; still not 5/12"),
    m("x_m_near_frac", A, G_DICE, "wrong", "boxed", DICE.replace("15", "16") + r" $= \frac{4}{9}$. " + QWEN_END.format(r"\frac{4}{9}"), "16/36 = 4/9, a near miss"),
    m("x_m_decimal_for_sqrt", A, G_DIST, "wrong", "boxed", DIST_T + "So the distance is about 7.81.\n\n" + r1final("7.81"), "a rounding of sqrt 61"),
    m("x_m_sqrt_wrong_radicand", A, G_DIST, "wrong", "boxed", DIST.replace("36 + 25", "36 + 16") + r" $= \boxed{\sqrt{52}}$", "sqrt 52 (dy taken as 4)"),
    m("x_m_radians_as_degrees", A, G_RAD, "wrong", "boxed", "The angle is already $225^\\circ$.\n\n" + LLAMA_END.format(r"225^\circ"), "degrees for a radians gold"),
    m("x_m_radian_decimal", A, G_RAD, "wrong", "boxed", RAD + r" $\approx 3.927$. " + qbox("3.927"), "a decimal of 5pi/4"),
    m("x_m_interval_halfopen", A, G_INT, "wrong", "boxed", INT + r" The answer is $\boxed{(-1, 4]}$.", "a half-open interval for an open gold"),
    m("x_m_union_closed", A, G_UNION, "wrong", "boxed", UNION + r" So $x \in \boxed{(-\infty, -2] \cup [3, \infty)}$.", "closed endpoints for a strict inequality"),
    m("x_m_base_other_base", A, G_BASE, "wrong", "boxed", BASE + r" $= 214$. In base 5 that is $\boxed{1324_5}$... no wait, the question wants base 10: $\boxed{214_5}$", "214_5 (= 59) is not 214; the last box"),
    m("x_m_rep_truncated", A, G_REP, "wrong", "boxed", REP + r". As a decimal, $\boxed{0.36}$.", "0.36 for 0.\\overline{36}"),
    m("x_m_circ_decimal", A, G_CIRC, "wrong", "boxed", CIRC + r" $\approx 153.94$. " + LLAMA_END.format("153.94"), "a decimal for 49\\pi"),
    m("x_m_circ_pi_314", A, G_CIRC, "wrong", "boxed", CIRC + r" $\approx 49 \times 3.14 = \boxed{153.86}$", "pi taken as 3.14"),
    m("x_m_trig_sign", A, G_TRIG, "wrong", "boxed", TRIG + r" $= \boxed{\frac{\sqrt{3}}{2}}$", "the sign lost"),
    m("x_m_matrix_scaled", A, G_MAT, "wrong", "boxed", MAT + r" So the answer is $\boxed{\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}}$... in fact with $\frac{1}{\det} = \frac{1}{2}$: $\boxed{\begin{pmatrix} 3/2 & -1/2 \\ -5/2 & 1 \end{pmatrix}}$", "the last box is half the inverse (det taken as 2)"),
    m("x_m_oct_radians", A, G_OCT, "wrong", "boxed", OCT + r" $= 135^\circ$, i.e. $\boxed{\frac{3\pi}{4}}$.", "radians for a degrees gold; debatable: 3pi/4 is the same angle", True),
    m("x_m_rat_decimal", A, G_RAT, "wrong", "boxed", RAT + r" $= 2\sqrt{6} \approx 4.899$. " + qbox("4.899"), "a rounding of 2 sqrt 6"),
    g("x_pct_share", A, "60", "wrong", "hash", PCT.split(", which")[0] + ".\n#### 0.6", "the share 0.6 for a percent gold; debatable: the same ratio", True),
    g("x_money_rounded", A, "64.25", "wrong", "hash", FARE + "That is about $64.\n#### 64", "rounded to whole dollars"),
    g("x_hours_for_minutes", A, "135", "wrong", "hash", MIN + "That is 135 / 60 = 2.25 hours.\n#### 2.25", "the other unit (hours)"),
    m("x_m_ok_frac_forms", B, G_DICE, "correct", "boxed", DICE + r" $= \frac{5}{12}$. " + QWEN_END.format(r"\dfrac{5}{12}"), "\\dfrac for \\frac"),
    m("x_m_ok_unreduced", B, G_DICE, "correct", "boxed", DICE_T + r1final(r"\frac{15}{36}"), "an unreduced fraction equal in value"),
    m("x_m_ok_sqrt_form", B, G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{61}}$ \approx 7.81", "the exact value boxed, a decimal only in an aside after it; debatable: the last value written is 7.81", True),
    m("x_m_ok_rad_form", B, G_RAD, "correct", "boxed", RAD + ". " + LLAMA_END.format(r"\frac{5}{4}\pi"), "5/4 pi written with pi after the fraction"),
    m("x_m_ok_interval_spacing", B, G_INT, "correct", "boxed", INT + r" $\boxed{\left(-1,\,4\right)}$", "\\left( \\right) and a thin space"),
    m("x_m_ok_union_R", B, G_UNION, "correct", "boxed", UNION + r" $x\in\boxed{(-\infty,-2)\cup(3,+\infty)}$", "+\\infty and no spaces"),
    m("x_m_ok_base_subscript", B, G_BASE, "correct", "boxed", BASE + r" $= \boxed{214_{10}}$", "an explicit base-10 subscript"),
    m("x_m_ok_rep_bar", B, G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{36}{99}}$", "unreduced 36/99 = 4/11"),
    m("x_m_ok_circ_form", B, G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49 \pi}$", "a space before pi"),
    m("x_m_ok_rat_sqrt24", B, G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{24}}$", "sqrt 24 = 2 sqrt 6, not simplified but equal"),
    m("x_m_ok_trig_form", B, G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{-\dfrac{\sqrt3}{2}}$", "\\dfrac and \\sqrt3 without braces"),
    m("x_m_ok_matrix_inline", B, G_MAT, "correct", "boxed", MAT + "\n\n" + r1final(r"\begin{pmatrix}3&-1\\-5&2\end{pmatrix}"), "a compact pmatrix"),
    m("x_m_ok_oct_degrees", B, G_OCT, "correct", "boxed", OCT + r" $= \boxed{135^\circ}$", "a degree sign for a degrees gold"),
    m("x_m_ok_complex_order", B, G_CPX, "correct", "boxed", CPX + r" $= \boxed{10i + 11}$", "terms in another order"),
    m("x_m_ok_poly_order", B, G_POLY, "correct", "boxed", POLY + r" $= \boxed{-20 + 7x + 6x^2}$", "terms in ascending order"),
    m("x_m_ok_zero_form", B, G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$", "a zero gold"),
    g("x_ok_decimal_trailing", B, "64.25", "correct", "hash", FARE + "#### 64.250", "a trailing zero"),
    g("x_ok_comma_dollar", B, "44350", "correct", "boxed", SAL + "Total pay: $\\boxed{\\$44{,}350}$", "a LaTeX {,} thousands separator"),
    g("x_ok_pct", B, "60", "correct", "hash", PCT + "#### 60 %", "a spaced percent"),
    m("x_m_rep_rounded", A, G_REP, "wrong", "boxed", REP + r" $= \frac{4}{11} \approx \boxed{0.3636}$", "a rounding of 4/11 boxed"),
    m("x_m_complex_real_only", A, G_CPX, "wrong", "boxed", CPX + r" $= 11 + 10i$, whose real part is $\boxed{11}$", "only the real part boxed"),
    m("x_m_union_cap", A, G_UNION, "wrong", "boxed", UNION + r" $\boxed{(-\infty, -2) \cap (3, \infty)}$", "\\cap for \\cup: the empty set"),
    m("x_m_ok_rep_overline", B, G_REP, "correct", "boxed", REP + r" $= \boxed{0.\overline{36}}$", "the exact repeating decimal, equal to 4/11; debatable: a decimal for a fraction gold, but not a rounding", True),
    m("x_m_ok_rad_decimal_coeff", B, G_RAD, "correct", "boxed", RAD + r" $= \boxed{1.25\pi}$", "1.25 pi is exactly 5 pi / 4; debatable: a decimal coefficient", True),
    m("x_m_ok_interval_ineq", B, G_INT, "correct", "boxed", INT + r" $\boxed{-1 < x < 4}$", "inequality notation for the interval"),
    m("x_m_ok_matrix_array", B, G_MAT, "correct", "boxed", MAT + r" $\boxed{\left(\begin{array}{cc} 3 & -1 \\ -5 & 2 \end{array}\right)}$", "an array in parentheses for a pmatrix"),

    # ================================================================ 4. negation, strike-out, annotation (n_)
    g("n_not_equal_box", A, "149", "no_answer", "boxed", COOK + "The count is $\\boxed{\\neq 149}$", "a negated box"),
    g("n_sout", A, "149", "no_answer", "hash", COOK + "#### \\sout{149}", "a struck-out answer, nothing after"),
    g("n_strike_md_then_other", A, "64.25", "wrong", "hash", FARE + "#### ~~64.25~~ 38.25", "the gold struck out in markdown, 38.25 kept"),
    g("n_annot_wrong", A, "630", "no_answer", "hash", EGG + "#### 630 (wrong)", "an answer the model annotates as wrong; debatable: the value is right", True),
    g("n_not_the_answer", A, "0", "no_answer", "prose", WAL + "So the answer is not 0.", "a negated statement, no answer"),
    g("n_html_strike", A, "44350", "wrong", "hash", SAL + "#### <s>44350</s> 41400", "an HTML strike-out, then 41400"),
    m("n_m_neq_frac", A, G_DICE, "no_answer", "boxed", DICE + r". So $P \boxed{\ne \frac{5}{12}}$", "\\ne inside the box"),
    m("n_m_not_equal_box", A, G_DIST, "no_answer", "boxed", DIST + r". So $d = \boxed{\not= \sqrt{61}}$", "\\not= inside the box"),
    m("n_m_sout", A, G_RAD, "no_answer", "boxed", RAD + r". $\boxed{\sout{\frac{5\pi}{4}}}$", "the boxed value struck out"),
    m("n_m_cancel", A, G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{84}}$", "\\cancel in the box"),
    m("n_m_annot_incorrect", A, G_SYS, "no_answer", "boxed", SYS + r" $\boxed{(3, 2)}$ (incorrect)", "annotated incorrect by the model; debatable", True),
    m("n_m_xstrike_then_other", A, G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\xcancel{6x^2 + 7x - 20}\; 6x^2 - 7x - 20}$", "struck gold, then -7x in the box"),
    m("n_m_not_interval", A, G_INT, "no_answer", "prose", INT + r" So the answer is **not** $(-1, 4)$.", "a bold negation"),
    m("n_m_tag_neq", A, G_CPX, "no_answer", "tag", th(CPX + "\n") + r"<answer>$z \neq 11 + 10i$</answer>", "a negated equation in the tag"),
    m("n_m_strike_tilde_box", A, G_SET, "wrong", "boxed", SET + r" ~~$\boxed{-2, 0, 2}$~~ $\boxed{-2, 2}$", "struck full set, kept set misses 0"),
    m("n_m_annot_check_failed", A, G_LOG, "wrong", "boxed", LOG + r" $= 6$. Hmm, $2^5 = 32$, so $\boxed{5}$.", "a false check replaces 6 with 5"),
    g("n_ok_not_negative", B, "149", "correct", "hash", COOK + "The number can't be negative, so 149 is fine.\n#### 149", "a negation about something else before the answer"),
    g("n_ok_strike_then_gold", B, "64.25", "correct", "hash", FARE + "#### ~~38.25~~ 64.25", "the subtotal struck, the gold kept"),
    g("n_ok_annot_correct", B, "630", "correct", "hash", EGG + "#### 630 (correct)", "annotated correct"),
    g("n_ok_not_zero", B, "44350", "correct", "prose", SAL + "The total is not 41,400, because the bonus counts: it is $44,350.", "negates the subtotal, states the gold"),
    g("n_ok_sout_other", B, "0", "correct", "hash", WAL + "#### \\sout{75} 0", "the spent amount struck, 0 kept"),
    g("n_ok_check_mark", B, "-8", "correct", "hash", TEMP + "#### -8 ✓", "a check mark after the answer"),
    m("n_ok_m_not_simplified", B, G_DICE, "correct", "boxed", DICE + r", which is not in lowest terms; reducing, $\boxed{\frac{5}{12}}$.", "'not' about the unreduced form"),
    m("n_ok_m_neq_other", B, G_DIST, "correct", "boxed", DIST + r" $\neq \sqrt{49}$; so $d = \boxed{\sqrt{61}}$.", "\\neq against a wrong value, then the gold"),
    m("n_ok_m_strike_then", B, G_RAD, "correct", "boxed", RAD + r" $= \sout{\frac{4\pi}{5}}$ $\boxed{\frac{5\pi}{4}}$", "the wrong value struck, the gold boxed"),
    m("n_ok_m_cancel_in_work", B, G_COMB, "correct", "boxed", r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7 \cdot \cancel{6!}}{3! \cdot \cancel{6!}} = \frac{504}{6} = \boxed{84}$", "\\cancel in the working, not the answer"),
    m("n_ok_m_annot_verified", B, G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$ (verified: $3 + 4 = 7$, $9 - 2 = 7$)", "a verification note after the box"),
    m("n_ok_m_nonzero", B, G_LOG, "correct", "boxed", LOG + r" $= \boxed{6}$ (nonzero, as expected)", "'nonzero' annotation"),
    m("n_ok_m_tag_not_neg", B, G_CPX, "correct", "tag", th(CPX + "\n") + r"<answer>$11 + 10i$ (not $-5 + 10i$)</answer>", "the tag negates a slip, states the gold"),
    m("n_ok_m_bold_not", B, G_INT, "correct", "prose", INT + r" The endpoints are **not** included, so the answer is $(-1, 4)$.", "'not' about the endpoints"),
    m("n_ok_m_poly_xcancel_work", B, G_POLY, "correct", "boxed", POLY + r" $= 6x^2 + \cancel{15x} - \cancel{8x} + 7x - 20$, i.e. $\boxed{6x^2 + 7x - 20}$", "cancels in the working"),
    m("n_ok_m_set_checked", B, G_SET, "correct", "boxed", SET + r" $\boxed{-2, 0, 2}$ ✓", "a check mark after the box"),

    # ================================================================ 5. unit words (u_)
    g("u_fewer", A, "149", "wrong", "prose", COOK + "She has 149 fewer cookies than she baked.", "'149 fewer' states a difference, not the count: a word that changes the number"),
    g("u_dozen", A, "630", "wrong", "hash", EGG + "#### 630 dozen", "630 dozen = 7560 eggs"),
    g("u_negative_word", A, "149", "wrong", "hash", COOK + "#### 149 negative", "the word 'negative' after 149 changes it"),
    g("u_thousand", A, "44350", "wrong", "hash", SAL + "#### 44350 thousand", "44350 thousand is 44,350,000"),
    g("u_percent_of", A, "64.25", "wrong", "hash", FARE + "#### 64.25 percent", "percent is not a money unit: another quantity"),
    g("u_hours_unit", A, "135", "wrong", "hash", MIN + "#### 135 hours", "135 hours is not 135 minutes"),
    g("u_cents", A, "64.25", "wrong", "hash", FARE + "#### 64.25 cents", "cents for a dollar gold"),
    g("u_more", A, "0", "wrong", "prose", WAL + "She needs 0 more dollars... actually she needs 75 more.", "the last stated is 75"),
    m("u_m_times_more", A, G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84 \text{ times as many}}$", "'times as many' is a ratio, not the count"),
    m("u_m_degrees_rad", A, G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{4} \text{ degrees}}$", "5pi/4 degrees is not 5pi/4 radians"),
    m("u_m_squared", A, G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{49\pi^2}$", "pi squared"),
    m("u_m_percent", A, G_DICE, "wrong", "boxed", DICE + r" $= \boxed{\frac{5}{12}\%}$", "5/12 percent is 5/1200"),
    m("u_m_million", A, G_BASE, "wrong", "boxed", BASE + r" $= \boxed{214 \text{ million}}$", "a scale word"),
    m("u_m_squared_word", A, G_LOG, "wrong", "boxed", LOG + r" $= \boxed{6 \text{ squared}}$", "'squared' makes it 36"),
    m("u_m_gradians", A, G_OCT, "wrong", "boxed", OCT + r" $= \boxed{135 \text{ gradians}}$", "135 gradians is 121.5 degrees, not 135 degrees"),
    m("u_m_radians_word", A, G_OCT, "wrong", "boxed", OCT + r" $= \boxed{135 \text{ radians}}$", "135 radians is not 135 degrees"),
    g("u_ok_cookies", B, "149", "correct", "hash", COOK + "#### 149 cookies", "a noun after the number"),
    g("u_ok_dollars", B, "64.25", "correct", "hash", FARE + "#### 64.25 dollars", "'dollars'"),
    g("u_ok_usd", B, "44350", "correct", "hash", SAL + "#### $44,350 per year", "'per year' after a yearly total"),
    g("u_ok_degrees_f", B, "-8", "correct", "hash", TEMP + "#### -8 degrees Fahrenheit", "a temperature unit"),
    g("u_ok_eggs_week", B, "630", "correct", "hash", EGG + "#### 630 eggs", "'eggs'"),
    g("u_ok_minutes", B, "135", "correct", "hash", MIN + "#### 135 minutes", "minutes for a minutes gold"),
    g("u_ok_min_abbrev", B, "135", "correct", "boxed", MIN + "Total time: $\\boxed{135 \\text{ min}}$", "'min' in \\text"),
    g("u_ok_percent_word", B, "60", "correct", "hash", PCT + "#### 60 percent", "'percent' for a percent gold"),
    m("u_m_ok_units", B, G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49\pi \text{ square units}}$", "'square units'"),
    m("u_m_ok_cm2", B, G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{49\pi\ \text{cm}^2}$", "cm^2"),
    m("u_m_ok_degrees", B, G_OCT, "correct", "boxed", OCT + r" $= \boxed{135 \text{ degrees}}$", "'degrees' for a degrees gold"),
    m("u_m_ok_rad_word", B, G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{4} \text{ radians}}$", "'radians' for a radians gold"),
    m("u_m_ok_ways", B, G_COMB, "correct", "boxed", COMB + r" $= \boxed{84 \text{ ways}}$", "'ways'"),
    m("u_m_ok_units_dist", B, G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{61}\text{ units}}$", "'units'"),
    m("u_m_ok_text_committees", B, G_COMB, "correct", "prose", COMB[:-1] + " = 84$, so there are 84 committees.", "a noun in prose"),
    m("u_m_ok_base_ten", B, G_BASE, "correct", "prose", BASE[:-1] + " = 214$. So $1324_5$ is 214 in base ten.", "'in base ten' after the number"),

    # ================================================================ 6. retractions (r_)
    g("r_edit", A, "149", "wrong", "hash", COOK + "#### 149\n\nEdit: she sold 178, so 158.", "an edit after the answer replaces it"),
    g("r_wait_wrong", A, "64.25", "wrong", "hash", FARE + "#### 64.25\n\nWait, that's wrong, children ride free, so it's 38.25.", "a correction after the #### line"),
    g("r_never_mind", A, "630", "no_answer", "hash", EGG + "#### 630\n\nNever mind, I misread the question.", "a bare retraction, nothing new"),
    g("r_actually", A, "44350", "wrong", "hash", SAL + "#### 44350\n\nActually, the bonus isn't paid this year, so the answer is 41400.", "'Actually' with a new value"),
    g("r_correction_bold", A, "-8", "wrong", "hash", TEMP + "#### -8\n\n**Correction:** it rises, so 4 + 12 = 16.", "a bold correction"),
    g("r_scratch", A, "135", "wrong", "prose", MIN + "So 135 minutes. Scratch that, they overlap, it's 90 minutes.", "'Scratch that'"),
    m("r_m_wait_box", A, G_DICE, "wrong", "boxed", DICE + r" $= \boxed{\frac{5}{12}}$." + "\n\nWait, the problem says *less than* 6, so it's $\\frac{10}{36} = \\boxed{\\frac{5}{18}}$.", "a second box after 'Wait'"),
    m("r_m_after_think_summary", A, G_DIST, "wrong", "boxed", DIST_T + r1final(r"\sqrt{61}") + "\n\nHmm, I think I mixed up the points; the distance is actually $\\sqrt{52}$.", "a retraction after the R1 final block"),
    m("r_m_i_made_error", A, G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{4}}$." + "\n\nI made an error: $225/180 = 4/5$, so the answer is $\\frac{4\\pi}{5}$.", "a false correction still replaces it"),
    m("r_m_disregard", A, G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{84}$." + "\n\nPlease disregard the above answer.", "a bare retraction"),
    m("r_m_oops_tuple", A, G_SYS, "wrong", "boxed", SYS + r" $\boxed{(3, 2)}$" + "\n\nOops, I swapped them: $\\boxed{(2, 3)}$.", "'Oops' with the swapped pair"),
    m("r_m_tag_after", A, G_CPX, "wrong", "tag", CPX_T + "<answer>11 + 10i</answer>\n\nWait, $i^2 = 1$? No... let me redo: $3 + 10i - 8 = -5 + 10i$. Final: $-5 + 10i$.", "a correction after the tag (a false one, still final)"),
    m("r_m_on_second_thought", A, G_INT, "wrong", "boxed", INT + r" $\boxed{(-1, 4)}$" + "\n\nOn second thought, the inequality should include the endpoints: $\\boxed{[-1, 4]}$.", "'On second thought'"),
    m("r_m_let_me_redo", A, G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-\frac{1}{3}, 2}$" + "\n\nLet me redo this. $(3x - 1)(x + 2)$, so the roots are $\\frac{1}{3}$ and $-2$. Final answer: $\\boxed{\\frac{1}{3}, -2}$.", "redo with a wrong factoring"),
    m("r_m_retract_no_new", A, G_CIRC, "no_answer", "boxed", CIRC + r" $= \boxed{49\pi}$." + "\n\nHmm, that doesn't look right. I'm not sure anymore.", "doubt and withdrawal, no new value; debatable: 'not sure' is weaker than a retraction", True),
    m("r_m_update_matrix", A, G_MAT, "wrong", "boxed", MAT + "\n\n" + r1final(G_MAT) + "\n\nUpdate: I forgot to divide by the determinant 2, so the answer is $\\begin{pmatrix} 3/2 & -1/2 \\\\ -5/2 & 1 \\end{pmatrix}$.", "an 'Update' with a false determinant"),
    g("r_ok_check_after", B, "149", "correct", "hash", COOK + "#### 149\n\nCheck: 149 + 187 = 336 ✓", "a check after the answer"),
    g("r_ok_wait_confirm", B, "64.25", "correct", "hash", FARE + "#### 64.25\n\nWait, let me double-check: 38.25 + 26.00 = 64.25. Yes, that's right.", "a 'Wait' that confirms"),
    g("r_ok_correction_before", B, "630", "correct", "hash", "Each day: 18 * 5 = 90. In a week: 90 * 5 = 450. Wait, a week has 7 days: 90 * 7 = 630.\n#### 630", "a correction before the final answer"),
    g("r_ok_hope", B, "44350", "correct", "hash", SAL + "#### 44350\n\nI hope this helps! Let me know if you have any questions.", "a pleasantry after the answer"),
    g("r_ok_edit_format", B, "-8", "correct", "hash", TEMP + "#### -8\n\nEdit: formatting only, the answer -8 stands.", "an edit that keeps the answer"),
    g("r_ok_scratch_before", B, "0", "correct", "hash", "She has $75 and buys 3 tickets at $20... scratch that, $25 each: 3 * 25 = 75. 75 - 75 = 0.\n#### 0", "'scratch that' before the final"),
    m("r_ok_m_wait_think", B, G_DICE, "correct", "boxed", DICE_T + "The answer is $\\frac{5}{12}$.\n\n" + r1final(r"\frac{5}{12}"), "the think block's 'Wait' doubts resolved before the final"),
    m("r_ok_m_summary_after", B, G_DIST, "correct", "boxed", DIST_T + r1final(r"\sqrt{61}") + "\n\nSo the distance between the two points is $\\sqrt{61}$ units.", "the answer restated after the box"),
    m("r_ok_m_verify", B, G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$" + "\n\nVerification: $3 + 2 \\cdot 2 = 7$ ✓ and $3 \\cdot 3 - 2 = 7$ ✓.", "a verification after the box"),
    m("r_ok_m_second_box_same", B, G_COMB, "correct", "boxed", COMB + r" $= \boxed{84}$." + "\n\nWait, let me recompute: $9 \\cdot 8 \\cdot 7 = 504$, $504 / 6 = 84$. So still $\\boxed{84}$.", "a recheck with the same box"),
    m("r_ok_m_earlier_wrong", B, G_RAD, "correct", "boxed", r"First I got $\frac{4\pi}{5}$, but that's wrong: $225/180 = 5/4$. " + LLAMA_END.format(r"\frac{5\pi}{4}"), "a wrong value retracted before the final"),
    m("r_ok_m_tag_after_check", B, G_CPX, "correct", "tag", CPX_T + "<answer>11 + 10i</answer>\n\nCheck: $|3-2i|^2|1+4i|^2 = 13 \\cdot 17 = 221 = 11^2 + 10^2$ ✓", "a modulus check after the tag"),
    m("r_ok_m_never_mind_before", B, G_INT, "correct", "boxed", INT + " Hmm, should it be closed? Never mind, the inequality is strict. " + qbox("(-1, 4)"), "'Never mind' before the final"),
    m("r_ok_m_alt_method", B, G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-\frac{1}{3}, 2}$" + "\n\nAlternatively, by the quadratic formula: $x = \\frac{5 \\pm 7}{6}$, giving $2$ and $-\\frac{1}{3}$. Same answer.", "an alternative method agreeing"),
    m("r_ok_m_final_table", B, G_CIRC, "correct", "lastline", CIRC + ".\n\n| quantity | value |\n|---|---|\n| radius | 7 |\n| area | $49\\pi$ |", "the answer in a table's last row"),
    m("r_ok_m_answer_restated", B, G_MAT, "correct", "boxed", MAT + "\n\n" + r1final(G_MAT) + "\n\nMultiplying back gives the identity, so this is the inverse.", "a closing sentence after the box"),
    m("r_m_trig_false_fix", A, G_TRIG, "wrong", "boxed", TRIG + r" $= \boxed{-\frac{\sqrt{3}}{2}}$" + "\n\nWait, in the fourth quadrant sine is positive, isn't it? ASTC... yes, so actually $\\boxed{\\frac{\\sqrt{3}}{2}}$.", "a false correction with a new box is final"),
    m("r_ok_m_trig_wait_keeps", B, G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{-\frac{\sqrt{3}}{2}}$" + "\n\nWait, is sine positive in the fourth quadrant? No: ASTC says only cosine is, so sine is negative and the answer stays $-\\frac{\\sqrt{3}}{2}$.", "a doubt resolved back to the same value"),

    # ================================================================ 7. quoted / reported text (q_)
    g("q_invented_turn", A, "149", "no_answer", "prose", "Let me work it out: 14 trays of 24 is 336." + IM_USER + "Great, so how many are left? Is it 149?", "the gold only in an invented user turn, none in the reply"),
    g("q_self_set_problem", A, "64.25", "wrong", "hash", FARE + "#### 38.25\n\nNow try this: if the total were $64.25, how much would one child pay?", "the final #### is 38.25; 64.25 only in a self-set problem"),
    g("q_quoted_friend", A, "630", "no_answer", "prose", "My friend said \"the answer is 630\", but I haven't checked it and can't solve it myself.", "only a quoted claim, no own answer"),
    g("q_question_asked", A, "44350", "no_answer", "prose", "Is the answer 44350? I'm not sure how to combine the bonus with the salary.", "a question, not an answer"),
    g("q_part_a", A, "0", "wrong", "hash", "(a) Money left after the tickets: 75 - 75 = 0.\n(b) Money left after lunch of $12: 0 - 12 would be negative, so she borrows 12.\n#### 12", "the gold only in part (a); the final #### is 12"),
    g("q_eot_turn", A, "-8", "wrong", "prose", "The temperature drops 12 degrees, so it ends at 8 degrees." + EOT_USER + "Shouldn't it be -8?", "the reply says 8; -8 only in the invented user turn"),
    m("q_m_hypothetical", A, G_DICE, "no_answer", "prose", r"If the answer were $\frac{5}{12}$, then the complement would be $\frac{7}{12}$. I can't determine which applies without more information.", "a hypothetical and a refusal"),
    m("q_m_quote_textbook", A, G_DIST, "no_answer", "prose", r"The textbook's answer key lists $\sqrt{61}$, but I'm not able to verify it.", "a quoted answer key"),
    m("q_m_invented_turn_box", A, G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{4\pi}{5}}$" + IM_USER + r"Check again, isn't it $\boxed{\frac{5\pi}{4}}$?", "the reply's box is 4pi/5; the gold only in the invented turn"),
    m("q_m_next_problem", A, G_COMB, "wrong", "boxed", COMB + r" $= \boxed{168}$." + "\n\n**Problem 2.** Compute $\\binom{9}{6}$.\n\n**Solution.** By symmetry it equals $\\binom{9}{3} = \\boxed{84}$.", "the box for a self-set second problem; the answer to the asked one is 168"),
    m("q_m_other_part", A, G_SYS, "wrong", "boxed", "(a) " + SYS + r" $\boxed{(3, 2)}$" + "\n\n(b) For $x + 2y = 8$ instead, $7x = 22$... $\\boxed{(\\frac{22}{7}, \\frac{10}{7})}$", "a part (b) of an invented variant after the answer; debatable: the model answered the asked question as (a)", True),
    m("q_m_student_claim", A, G_CPX, "no_answer", "prose", r"A student claims $(3 - 2i)(1 + 4i) = 11 + 10i$. Is the student right? I'll leave that to you.", "a reported claim, no verdict"),
    m("q_m_question_echo", A, G_INT, "no_answer", "prose", r"Question: Solve $|2x - 3| < 5$. Options: (A) $(-1, 4)$ (B) $[-1, 4]$. Let me think about which one." , "options listed, none chosen; cut"),
    m("q_m_user_turn_answer", A, G_POLY, "no_answer", "prose", r"To expand $(3x - 4)(2x + 5)$, use FOIL." + "\n\nUser: The answer is $6x^2 + 7x - 20$, right?\n\nAssistant: Let me", "the gold only in an invented user line; the reply cut"),
    m("q_m_quote_block", A, G_SET, "wrong", "boxed", "> The solutions are $-2, 0, 2$.\n\nThat quoted solution is wrong: $x = 0$ doesn't work since we divide by $x$. So the answer is $\\boxed{-2, 2}$.", "a quotation holds the gold; the model's own box is -2, 2"),
    m("q_m_example_box", A, G_LOG, "no_answer", "boxed", r"For example, $\log_2 8 = \boxed{3}$. Apply the same idea to $\log_2 64$." , "an example's box, no answer to the question"),
    g("q_ok_quote_then_own", B, "149", "correct", "hash", "My friend said \"158\", but " + COOK + "#### 149", "a quoted wrong value, then the own answer"),
    g("q_ok_turn_after", B, "64.25", "correct", "hash", FARE + "#### 64.25" + IM_USER + "Thanks! Now what if a child ticket costs $7?", "an invented turn after the answer"),
    g("q_ok_restate_question", B, "630", "correct", "hash", "Question: How many eggs in a week?\n" + EGG + "#### 630", "the question restated first"),
    g("q_ok_part_final", B, "44350", "correct", "hash", "(a) Base pay: 41400.\n(b) With the bonus: 41400 + 2950 = 44350.\n#### 44350", "parts, the asked total last"),
    g("q_ok_eot_after", B, "-8", "correct", "hash", TEMP + "#### -8" + EOT_USER + "What about after 10 hours?", "an invented Llama turn after the answer"),
    g("q_ok_self_problem_before", B, "0", "correct", "hash", "A similar problem: $50 less two $25 tickets is 0. Here: " + WAL + "#### 0", "an analogy before the answer"),
    m("q_ok_m_quote_then_box", B, G_DICE, "correct", "boxed", "The problem asks: \"What is the probability that the sum is at most 6?\"\n\n" + DICE + r" $= \boxed{\frac{5}{12}}$", "the question quoted, then the box"),
    m("q_ok_m_invented_turn_after", B, G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{61}}$" + IM_USER + r"What is the midpoint?", "an invented turn after the box"),
    m("q_ok_m_next_problem_after", B, G_COMB, "correct", "boxed", COMB + r" $= \boxed{84}$." + "\n\n**Practice:** Compute $\\binom{9}{4}$.", "a practice problem without an answer after the box"),
    m("q_ok_m_user_line_before", B, G_RAD, "correct", "boxed", "User asks for $225^\\circ$ in radians.\n\n" + RAD + r" $= \boxed{\frac{5\pi}{4}}$", "a reported request before the answer"),
    m("q_ok_m_claim_confirmed", B, G_CPX, "correct", "prose", r"A student claims the product is $11 + 10i$. " + CPX + r" $= 11 + 10i$, so the student is right: the product is $11 + 10i$.", "a claim checked and adopted"),
    m("q_ok_m_option_chosen", B, G_INT, "correct", "prose", r"Options: (A) $(-1, 4)$ (B) $[-1, 4]$. " + INT + r" The endpoints are excluded, so the answer is (A) $(-1, 4)$.", "an option chosen with its value"),
    m("q_ok_m_quote_wrong_then", B, G_SET, "correct", "boxed", "> The solutions are $-2$ and $2$.\n\nThat misses $x = 0$: " + SET + r", so $\boxed{-2, 0, 2}$.", "a quotation holds a wrong value; the own box is right"),
    m("q_ok_m_example_then", B, G_LOG, "correct", "boxed", r"For example, $\log_2 8 = 3$ since $2^3 = 8$. " + LOG + r" $= \boxed{6}$.", "an example before the answer"),
    m("q_ok_m_poly_turn", B, G_POLY, "correct", "boxed", POLY + r" $= \boxed{6x^2 + 7x - 20}$" + EOT_USER + "Can you factor $6x^2 + 7x - 20$ back?", "an invented turn after the box repeating the expression"),
    m("q_ok_m_matrix_check_quote", B, G_MAT, "correct", "boxed", "The problem says: \"Find the inverse of $\\begin{pmatrix} 2 & 1 \\\\ 5 & 3 \\end{pmatrix}$.\"\n\n" + MAT + "\n\n" + r1final(G_MAT), "the question's matrix quoted first"),

    # ================================================================ 8. bad input (b_)
    g("b_empty", A, "149", "no_answer", "none", "", "an empty completion"),
    g("b_nul_in_answer", A, "149", "no_answer", "hash", COOK + "#### 14\x009", "a NUL inside 149: bad input"),
    g("b_nul_before_right", A, "630", "no_answer", "hash", EGG + "\x00#### 630", "a NUL before a right answer: bad input (the brief's convention)"),
    g("b_nul_gold", A, "44350\x00", "no_answer", "hash", SAL + "#### 44350", "a NUL in the gold: bad input"),
    g("b_nul_in_think", A, "64.25", "no_answer", "tag", th(FARE.replace("Children", "Chil\x00dren")) + "<answer>64.25</answer>", "a NUL inside the thinking, right tag: bad input"),
    g("b_controls_only", A, "0", "no_answer", "none", "\x01\x02\x03\x1b[0m\x7f", "only control characters"),
    g("b_huge_no_answer", A, "149", "no_answer", "truncated", COOK_T.replace("</think>\n", "") + "Let me recount. " * 4000, "a huge repetition loop cut before any answer"),
    g("b_fullwidth_other", A, "149", "wrong", "hash", COOK_SLIP + "#### １５８", "full-width 158"),
    m("b_m_nul_box", A, G_DICE, "no_answer", "boxed", DICE + r" $= \boxed{\frac{5}{12}}$" + "\x00", "a NUL after a right box: bad input"),
    m("b_m_nul_in_tag", A, G_SYS, "no_answer", "tag", th(SYS + "\n") + "<answer>(3, 2)\x00</answer>", "a NUL inside the tag after a right pair: bad input"),
    m("b_m_unclosed_box", A, G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{8", "cut inside the box"),
    m("b_m_cut_in_think", A, G_DIST, "no_answer", "truncated", DIST_T.replace("</think>\n", "") + "Let me also verify by plotting the points", "cut inside the thinking, no </think>"),
    m("b_m_nul_gold", A, G_CIRC + "\x00", "no_answer", "boxed", CIRC + r" $= \boxed{49\pi}$", "a NUL in the gold: bad input"),
    m("b_m_huge_wrong", A, G_RAD, "wrong", "boxed", "Let me convert carefully.\n" * 3000 + RAD + r" $= \boxed{\frac{4\pi}{5}}$", "a huge input ending in a wrong box"),
    m("b_m_vtab_other", A, G_LOG, "wrong", "boxed", LOG + " $= \\boxed{5}$\x0b", "a vertical tab after a wrong box"),
    g("b_ok_bom", B, "149", "correct", "hash", "\ufeff" + COOK + "#### 149", "a BOM first"),
    g("b_ok_crlf", B, "44350", "correct", "hash", (SAL + "#### 44350").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_gold_spaces", B, " 630 ", "correct", "hash", EGG + "#### 630", "a gold with spaces"),
    g("b_ok_tabs", B, "64.25", "correct", "hash", FARE.replace(" ", "\t") + "####\t64.25", "tabs for spaces"),
    g("b_ok_nbsp", B, "0", "correct", "hash", WAL + "####\u00a00", "a no-break space after ####"),
    g("b_ok_huge_then_answer", B, "-8", "correct", "hash", "Let me think step by step.\n" * 3000 + TEMP + "#### -8", "a huge input with the answer at the end"),
    g("b_ok_fullwidth", B, "135", "correct", "hash", MIN + "#### １３５", "full-width digits"),
    g("b_ok_emoji", B, "149", "correct", "hash", COOK + "#### 149 🍪", "an emoji after the answer"),
    m("b_ok_m_crlf_box", B, G_DICE, "correct", "boxed", (DICE + r" $= \frac{5}{12}$." + "\n" + r1final(G_DICE)).replace("\n", "\r\n"), "CRLF around an R1 final block"),
    m("b_ok_m_gold_newline", B, G_CIRC + "\n", "correct", "boxed", CIRC + r" $= \boxed{49\pi}$", "a gold with a trailing newline"),
    m("b_ok_m_gold_boxed", B, r"\boxed{84}", "correct", "boxed", COMB + r" $= \boxed{84}$", "a gold stored boxed"),
    m("b_ok_m_gold_dollars", B, "$" + G_RAT + "$", "correct", "boxed", RAT + r" $= \boxed{2\sqrt{6}}$", "a gold in math mode"),
    m("b_ok_m_zero_width", B, G_SYS, "correct", "boxed", SYS + "\u200b" + r" $\boxed{(3, 2)}$", "a zero-width space before the box"),
    m("b_ok_m_huge_think", B, G_CPX, "correct", "tag", th("Let me expand the product carefully.\n" * 2500 + CPX + "\n") + "<answer>11 + 10i</answer>", "a huge think block, then the tag"),
    m("b_ok_m_bom_tag", B, G_INT, "correct", "tag", "\ufeff" + th(INT + "\n") + "<answer>(-1, 4)</answer>", "a BOM before the think block"),
    m("b_ok_m_ansi", B, G_LOG, "correct", "boxed", LOG + " $= \\boxed{6}$\x1b[0m", "an ANSI reset (ESC, a control character) after the box; debatable: control characters are bad input", True),
]
# fmt: on

DECISIONS = {
    "h_hash_hedge": (
        "reject",
        "two different values on the final line are a hedge (README), even if one reading is the same share",
    ),
    "x_m_oct_radians": (
        "reject",
        "degrees are not radians (the brief's convention): the gold is 135 degrees",
    ),
    "x_pct_share": (
        "reject",
        "another notation of the quantity the question asks as a percent; rounds' decision: a share is not the percent",
    ),
    "n_annot_wrong": ("reject", "a value the model itself marks wrong is not its answer"),
    "n_m_annot_incorrect": ("reject", "a value the model itself marks incorrect is not its answer"),
    "x_m_ok_sqrt_form": (
        "accept",
        "the box holds the exact value; the decimal after it is an aside approximating the same value, not a second answer",
    ),
    "x_m_ok_rep_overline": (
        "accept",
        "0.\\overline{36} is the exact value 4/11, not a rounding; equal value written differently is correct",
    ),
    "x_m_ok_rad_decimal_coeff": (
        "accept",
        "1.25 pi equals 5 pi / 4 exactly; equal value written differently is correct",
    ),
    "b_ok_m_ansi": (
        "accept",
        "only a NUL or a lone surrogate makes the pair bad input; an ESC sequence after a right box leaves the answer",
    ),
    "r_m_retract_no_new": (
        "reject",
        "the model withdraws confidence in its only answer; treated as a retraction",
    ),
    "q_m_other_part": (
        "reject",
        "the last box answers an invented variant; the brief counts the last final answer, and (b) replaced it",
    ),
}

if __name__ == "__main__":
    import corpus_build

    # Outside the corpus folder (written in /tmp/rt123) write the jsonl beside this file; moved into
    # the corpus folder, corpus_build.HERE already is this file's folder and nothing is patched.
    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam123", CASES, [], DECISIONS)
