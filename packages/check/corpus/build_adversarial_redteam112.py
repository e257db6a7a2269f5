r"""Build adversarial_redteam112.jsonl: a 112th round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam112", issue 25), written by a helper new to the checker,
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any
corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes.
Handed over BEFORE any scoring. Not model output. Only corpus/README.md ("How labels were made"),
corpus_build.py and build_adversarial_redteam21.py (structure and label rules) were read.

Aim of this round: MATH-heavy (about 60 % MATH) probes in the eight classes of the issue, in the
shapes RL-trained and reasoning models write: <answer> tags holding LaTeX sentences, equations and
boxes; boxes followed by checks ("Check: ... ✓") or restarts; "**Final Answer**" blocks; bold
answers; tables; R1 think blocks with several candidate values; completions cut at a token cap;
invented next turns; exactness (equal forms, decimals against exact values, degrees against radians,
intervals, sets, tuples, matrices, complex numbers); negation and strike-out in LaTeX.

Problems, golds, and the arithmetic checked by hand (python used for plain arithmetic only):
GSM8K
  PEN  14 boxes of 18 pencils, 57 handed out -> 195   (14*18 = 252; 252 - 57 = 195; slip 252 - 75 = 177)
  TIX  8 train tickets at $12.75 -> 102               (12.75*8 = 102.00)
  EGG  3 crates of 2 dozen eggs -> 72                 (3*24 = 72 = 6 dozen)
  TMP  4 degrees, falls 1.5 an hour for 6 hours -> -5 (1.5*6 = 9; 4 - 9 = -5)
  PCT  45 of 72 students -> 62.5 (percent)           (45/72 = 0.625)
  SAL  $3,150 a month for 12 months + $2,400 bonus -> 40200 (3150*12 = 37800; + 2400 = 40200)
  RUN  7.5 km a day for 6 days -> 45 (km)             (7.5*6 = 45; 45000 m is the other unit)
MATH
  RAT  1/(1+\sqrt2) rationalised -> \sqrt{2}-1        ((\sqrt2-1)/(2-1); ~0.41421)
  RAD  210 degrees in radians -> \frac{7\pi}{6}       (210/180 = 7/6)
  INT  x^2 - 5x + 4 < 0 -> (1, 4)                     ((x-1)(x-4) < 0)
  SET  roots of x^3 - x^2 - 6x -> -2, 0, 3            (x(x-3)(x+2))
  TUP  y = 2x + 1 meets y = -x + 7 -> (2, 5)          (3x = 6, x = 2, y = 5)
  MAT  [[1,2],[3,4]]^2 -> [[7,10],[15,22]]            (1+6, 2+8; 3+12, 6+16)
  CPX  (3+2i)/(1-i) -> \frac{1}{2}+\frac{5}{2}i       ((3+2i)(1+i) = 1+5i; /2)
  DICE two dice sum 8 -> \frac{5}{36}                 (26,35,44,53,62; 5/36 ~ 0.13889)
  POLY (x+3)(x^2-2x+5) -> x^3+x^2-x+15                (x^3-2x^2+5x+3x^2-6x+15)
  HEX  interior angle sum of a hexagon -> 720         ((6-2)*180)
  ATN  \arctan(1/\sqrt3) -> \frac{\pi}{6}             (tan 30 deg = 1/\sqrt3; 30 is degrees, wrong)
  SQ   \sqrt{72} -> 6\sqrt{2}                         (72 = 36*2; ~8.48528)
  REP  0.\overline{36} -> \frac{4}{11}                (36/99 = 4/11)
  ABS  |2x+1| >= 5 -> (-\infty,-3] \cup [2,\infty)   (2x+1 >= 5 -> x >= 2; 2x+1 <= -5 -> x <= -3)

Classes (id prefix): `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness; `n_`
negation / strike-out / annotation; `u_` words after a number; `r_` retractions and harmless
after-text; `q_` quoted / reported / other-part / invented-turn text; `b_` bad input JSON can hold.
`_m_` marks a MATH probe, `_ok_` kind B.

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a right answer in
another honest notation is correct; another quantity (subtotal, other unit, per-item value) is wrong;
an answer tag's content is the final answer (a sentence, equation chain or box in it is read for the
value it states); equal value written differently is correct; a decimal for an exact irrational or
repeating gold is wrong; degrees are not radians; a percent gold 62.5 accepts 62.5%; a hedge or two
different final answers is wrong; no final answer (cut off, only a negated / struck value, only
quoted text) is no_answer; an explicit correction after an answer makes the corrected value final;
a check or pleasantry after a committed answer does not replace it; text in an invented next turn
does not count; a NUL or lone surrogate anywhere makes the pair bad input -> kind A, no_answer.
No lone surrogate is in this file: corpus_build.write_records writes with ensure_ascii=False and
cannot encode one (UnicodeEncodeError), so the `b_` class uses NUL, C0/C1 controls, ANSI escapes,
BOM, zero-width and no-break spaces, CRLF, huge inputs and deep nesting instead (lone surrogates
belong in a `check --input` batch, as round 5 did).
Debatable probes carry `debatable`, the reasoning in `note`, and a proposed decision in DECISIONS.

Usage: python packages/check/corpus/build_adversarial_redteam112.py
"""

from pathlib import Path

from corpus_build import (
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
PEN = "There are 14 boxes of 18 pencils, so 14 * 18 = <<14*18=252>>252 pencils.\nThe teacher hands out 57, so 252 - 57 = <<252-57=195>>195 pencils are left.\n"
PEN_SLIP = "There are 14 boxes of 18 pencils, so 14 * 18 = <<14*18=252>>252 pencils.\nThe teacher hands out 75, so 252 - 75 = <<252-75=177>>177 pencils are left.\n"
TIX = "Each ticket costs $12.75, so 8 tickets cost 8 * 12.75 = <<8*12.75=102>>102 dollars.\n"
EGG = "Each crate holds 2 dozen = 2 * 12 = <<2*12=24>>24 eggs.\n3 crates hold 3 * 24 = <<3*24=72>>72 eggs.\n"
TMP = "The temperature drops 1.5 * 6 = <<1.5*6=9>>9 degrees.\nIt ends at 4 - 9 = <<4-9=-5>>-5 degrees.\n"
PCT = "45 of the 72 students chose soccer, so 45 / 72 = <<45/72=0.625>>0.625 of them did.\nAs a percent, 0.625 * 100 = <<0.625*100=62.5>>62.5 percent.\n"
SAL = "12 months at $3,150 is 12 * 3150 = <<12*3150=37800>>37800 dollars.\nAdding the $2,400 bonus: 37800 + 2400 = <<37800+2400=40200>>40200 dollars.\n"
SAL_NB = "12 months at $3,150 is 12 * 3150 = <<12*3150=37800>>37800 dollars.\n"
RUN = "She runs 7.5 km a day for 6 days: 7.5 * 6 = <<7.5*6=45>>45 km.\n"

# ================================================================ MATH working
G_RAT = r"\sqrt{2}-1"
RAT = r"Multiply top and bottom by the conjugate: $\frac{1}{1+\sqrt{2}} \cdot \frac{\sqrt{2}-1}{\sqrt{2}-1} = \frac{\sqrt{2}-1}{2-1}"
G_RAD = r"\frac{7\pi}{6}"
RAD = r"To convert degrees to radians we multiply by $\frac{\pi}{180}$: $210 \cdot \frac{\pi}{180} = \frac{210\pi}{180}"
G_INT = "(1, 4)"
INT = r"Factor: $x^2 - 5x + 4 = (x-1)(x-4)$. The product is negative strictly between the roots, so $1 < x < 4$."
G_SET = "-2, 0, 3"
SET = r"Factor out $x$: $x^3 - x^2 - 6x = x(x^2 - x - 6) = x(x-3)(x+2)$."
G_TUP = "(2, 5)"
TUP = r"Setting $2x + 1 = -x + 7$ gives $3x = 6$, so $x = 2$ and $y = 2(2) + 1 = 5$."
G_MAT = r"\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}"
MAT = r"$\mathbf{A}^2 = \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} = \begin{pmatrix} 1+6 & 2+8 \\ 3+12 & 6+16 \end{pmatrix}"
G_CPX = r"\frac{1}{2}+\frac{5}{2}i"
CPX = r"Multiply by the conjugate of the denominator: $\frac{(3+2i)(1+i)}{(1-i)(1+i)} = \frac{3 + 3i + 2i + 2i^2}{2} = \frac{1 + 5i}{2}"
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs summing to $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: five of the $36$ equally likely outcomes."
G_POLY = "x^3+x^2-x+15"
POLY = r"$(x+3)(x^2-2x+5) = x^3 - 2x^2 + 5x + 3x^2 - 6x + 15"
G_HEX = "720"
HEX = r"The sum of the interior angles of an $n$-gon is $180(n-2)$. For $n = 6$: $180 \cdot 4"
G_ATN = r"\frac{\pi}{6}"
ATN = r"We need the angle in $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$ whose tangent is $\frac{1}{\sqrt{3}}$. Since $\tan 30^\circ = \frac{1}{\sqrt{3}}$"
G_SQ = r"6\sqrt{2}"
SQ = r"$\sqrt{72} = \sqrt{36 \cdot 2} = \sqrt{36}\sqrt{2}"
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x = 36.\overline{36}$, so $99x = 36$ and $x = \frac{36}{99}"
G_ABS = r"(-\infty,-3] \cup [2,\infty)"
ABS = r"Either $2x + 1 \ge 5$, so $x \ge 2$, or $2x + 1 \le -5$, so $x \le -3$."

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_slip", "A", "195", "wrong", "tag", th(PEN_SLIP) + "<answer>There are 177 pencils left.</answer>", "a sentence in the tag states 177 (misread 75 for 57)"),
    g("t_equation_subtotal", "A", "195", "wrong", "tag", th(PEN) + "<answer>14 * 18 = 252</answer>", "an equation chain ending at the subtotal 252"),
    g("t_box_nobonus", "A", "40200", "wrong", "tag", th(SAL_NB) + "<answer>\\boxed{37,800}</answer>", "a box in the tag with the salary without the bonus"),
    g("t_unclosed_cut", "A", "102", "no_answer", "truncated", "<think>\n" + TIX.replace("= <<8*12.75=102>>102 dollars.\n", "= <<8*12.75="), "cut inside a calculator annotation in the thinking, no tag"),
    g("t_tag_after_user", "A", "72", "wrong", "tag", th(EGG) + "<answer>6</answer>\nUser: How many eggs in total?\nAssistant: <answer>72</answer>", "the tag answering the posed question says 6 (the crate-dozen count, no unit); 72 only in an invented next turn"),
    g("t_ok_sentence", "B", "195", "correct", "tag", th(PEN) + "<answer>The teacher has 195 pencils left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "195", "correct", "tag", th(PEN) + "<answer>252 - 57 = 195</answer>", "an equation chain ending in the gold"),
    g("t_ok_units", "B", "102", "correct", "tag", th(TIX) + "<answer> $102.00 </answer>", "dollars and cents with spaces in the tag"),
    g("t_ok_box_comma", "B", "40200", "correct", "tag", th(SAL) + "<answer>\\boxed{40,200}</answer>", "a box with a thousands separator in the tag"),
    g("t_ok_negative_sentence", "B", "-5", "correct", "tag", th(TMP) + "<answer>\nThe temperature at midnight is -5 degrees.\n</answer>", "a negative value in a sentence with newlines"),
    g("t_ok_percent", "B", "62.5", "correct", "tag", th(PCT) + "<answer>62.5%</answer>", "a percent sign on a percent gold"),
    g("t_ok_bold", "B", "72", "correct", "tag", th(EGG) + "<answer>**72 eggs**</answer>", "bold with a unit in the tag"),
    g("t_ok_after_text", "B", "45", "correct", "tag", th(RUN) + "<answer>45 km</answer>\n\nI hope this helps!", "a pleasantry after the tag"),
    m("t_m_other_quantity", "A", G_TUP, "wrong", "tag", th(TUP + "\n") + "<answer>$x = 2$</answer>", "only the x-coordinate of the point"),
    m("t_m_sentence_degrees", "A", G_RAD, "wrong", "tag", th(RAD + r" = \frac{7\pi}{6}$." + "\n") + r"<answer>The angle is $210^\circ$.</answer>", "the tag restates the degrees; the gold is radians"),
    m("t_m_box_decimal", "A", G_RAT, "wrong", "tag", th(RAT + r" = \sqrt{2} - 1 \approx 0.414$." + "\n") + r"<answer>\boxed{0.414}</answer>", "a rounded decimal for an exact irrational"),
    m("t_m_placeholder", "A", G_DICE, "no_answer", "tag", th(DICE + r" So $\frac{5}{36}$." + "\n") + "<answer> [final answer] </answer>", "a template placeholder in the tag; the value only in the thinking"),
    m("t_m_two_tags", "A", G_INT, "wrong", "tag", th(INT + "\n") + "<answer>$(1, 4)$</answer>\n<answer>$[1, 4]$</answer>", "two tags, the last a closed interval"),
    m("t_m_equation_wrong_end", "A", G_SQ, "wrong", "tag", th(SQ + "$\n") + r"<answer>$\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{3}$</answer>", "an equation chain ending 6\\sqrt3"),
    m("t_m_matrix_transposed", "A", G_MAT, "wrong", "tag", th(MAT + "$\n") + r"<answer>$\begin{pmatrix} 7 & 15 \\ 10 & 22 \end{pmatrix}$</answer>", "the transpose of the gold"),
    m("t_m_set_missing", "A", G_SET, "wrong", "tag", th(SET + " So x = 3 or x = -2.\n") + r"<answer>The roots are $x = -2$ and $x = 3$.</answer>", "the root 0 is missing"),
    m("t_m_cut_in_tag", "A", G_POLY, "no_answer", "truncated", th(POLY + "$\n") + "<answer>x^3 + x^2 -", "cut inside the tag at the token cap"),
    m("t_m_ok_latex_sentence", "B", G_RAD, "correct", "tag", th(RAD + "$\n") + r"<answer>In radians, $210^\circ = \dfrac{7\pi}{6}$.</answer>", "a LaTeX sentence ending in the radian value"),
    m("t_m_ok_equation_chain", "B", G_RAT, "correct", "tag", th(RAT + "$\n") + r"<answer>$\frac{1}{1+\sqrt{2}} = \frac{\sqrt{2}-1}{1} = \sqrt{2}-1$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_box", "B", G_CPX, "correct", "tag", th(CPX + "$\n") + r"<answer>$\boxed{\frac{1+5i}{2}}$</answer>", "(1+5i)/2 equals 1/2 + 5/2 i"),
    m("t_m_ok_tuple_sentence", "B", G_TUP, "correct", "tag", th(TUP + "\n") + r"<answer>The lines intersect at $(x, y) = (2, 5)$.</answer>", "a point in a sentence"),
    m("t_m_ok_interval_ineq", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in (1, 4)$</answer>", "interval with x \\in"),
    m("t_m_ok_set_braces", "B", G_SET, "correct", "tag", th(SET + "\n") + r"<answer>$\{-2, 0, 3\}$</answer>", "the roots as a set in braces"),
    m("t_m_ok_matrix_bmatrix", "B", G_MAT, "correct", "tag", th(MAT + "$\n") + r"<answer>\begin{bmatrix} 7 & 10 \\ 15 & 22 \end{bmatrix}</answer>", "bmatrix for pmatrix"),
    m("t_m_ok_dice_dfrac", "B", G_DICE, "correct", "tag", th(DICE + "\n") + r"<answer>The probability is \(\dfrac{5}{36}\).</answer>", "dfrac in inline math in a sentence"),
    m("t_m_ok_poly_reordered", "B", G_POLY, "correct", "tag", th(POLY + "$\n") + "<answer>15 - x + x^2 + x^3</answer>", "the same polynomial in ascending order"),
    m("t_m_ok_spaces", "B", G_HEX, "correct", "tag", th(HEX + " = 720$.\n") + "<answer>\n   720^\\circ\n</answer>", "720 degrees for a plain gold 720 (a degree sign on an angle-sum gold, README: 30 for 30^\\circ)"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_phrase_slip_hash", "A", "195", "wrong", "hash", PEN_SLIP + "The answer is 177.\n#### 177", "phrase and #### agree on the slip"),
    g("h_phrase_gold_hash_other", "A", "195", "wrong", "hash", PEN + "The answer is 195.\n#### 252", "phrase 195, #### 252: two different final answers"),
    g("h_hash_then_phrase_other", "A", "40200", "wrong", "hash", SAL + "#### 40200\n\nWait, the bonus is paid only if she stays all year, which the problem does not say. So the answer is 37800.", "a #### then a phrase that changes the answer to 37800"),
    g("h_hash_empty", "A", "102", "no_answer", "hash", TIX + "So the total is:\n####", "an empty ####; the value only in the working"),
    g("h_hash_hedge", "A", "-5", "wrong", "hash", TMP + "The answer is -5 or 5 degrees below zero.\n#### -5", "debatable: a hedge in the phrase (-5 or 5), #### -5", True),
    g("h_ok_phrase_hash", "B", "195", "correct", "hash", PEN + "The answer is 195.\n#### 195", "phrase and #### agree"),
    g("h_ok_bold_hash", "B", "40200", "correct", "hash", SAL + "**Total earnings: $40,200**\n\n#### 40,200", "bold phrase then #### with a comma"),
    g("h_ok_hash_dollar", "B", "102", "correct", "hash", TIX + "The answer is $102.\n#### $102", "#### with a dollar sign"),
    g("h_ok_hash_trailing_period", "B", "72", "correct", "hash", EGG + "Final answer: 72 eggs\n#### 72.", "#### with a trailing period"),
    g("h_ok_hash_percent", "B", "62.5", "correct", "hash", PCT + "So 62.5% of the students chose soccer.\n#### 62.5%", "#### with a percent sign"),
    m("h_m_phrase_hash_other", "A", G_HEX, "wrong", "hash", HEX + " = 720$.\nEach interior angle is $720 / 6 = 120$.\nThe answer is $120$.\n#### 120", "the per-angle value, not the sum"),
    m("h_m_hash_decimal", "A", G_DICE, "wrong", "hash", DICE + "\nThe answer is about 0.14.\n#### 0.14", "a rounded decimal for 5/36"),
    m("h_m_ok_hash_then_box_equal", "B", G_SQ, "correct", "boxed", SQ + r" = 6\sqrt{2}$." + "\n#### 6\\sqrt{2}\n\nWritten another way, $\\boxed{\\sqrt{2} \\cdot 6}$.", "a later box equal in value (\\sqrt2 * 6) after ####")
]
CASES += [
    # ---- more h_ (MATH): a phrase marker then ####
    m("h_m_phrase_gold_hash_other", "A", G_RAD, "wrong", "hash", RAD + r" = \frac{7\pi}{6}$." + "\nThe answer is $\\frac{7\\pi}{6}$.\n#### 210", "phrase radians, #### the degrees: two different final answers"),
    m("h_m_hash_interval_closed", "A", G_INT, "wrong", "hash", INT + "\nThe answer is $[1, 4]$.\n#### [1, 4]", "a closed interval for the open gold"),
    m("h_m_hash_tuple_swapped", "A", G_TUP, "wrong", "hash", TUP + "\nThe final answer is (5, 2).\n#### (5, 2)", "coordinates swapped"),
    m("h_m_hash_complex_conj", "A", G_CPX, "wrong", "hash", CPX + "$.\nThe answer is $\\frac{1}{2} - \\frac{5}{2}i$.\n#### 1/2 - 5/2 i", "the conjugate of the gold"),
    m("h_m_hash_empty_after_phrase", "A", G_POLY, "no_answer", "hash", POLY + "$\nThe final answer is:\n#### ", "an empty #### after an empty phrase; the expansion is left unsimplified"),
    m("h_m_ok_phrase_hash", "B", G_RAD, "correct", "hash", RAD + r" = \frac{7\pi}{6}$." + "\nThe answer is $\\frac{7\\pi}{6}$.\n#### \\frac{7\\pi}{6}", "phrase and #### agree in LaTeX"),
    m("h_m_ok_hash_plain_frac", "B", G_DICE, "correct", "hash", DICE + "\nThe probability is 5/36.\n#### 5/36", "a slash fraction after ####"),
    m("h_m_ok_hash_tuple", "B", G_TUP, "correct", "hash", TUP + "\nThe answer is $(2,5)$.\n#### (2,5)", "a point without a space"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY + r" = x^3 + x^2 - x + 15$." + "\nThe final answer is $x^3 + x^2 - x + 15$.\n#### x^3 + x^2 - x + 15", "a polynomial after ####"),
    m("h_m_ok_hash_complex", "B", G_CPX, "correct", "hash", CPX + "$.\nThe answer is $0.5 + 2.5i$.\n#### 0.5 + 2.5i", "decimals exactly equal to 1/2 and 5/2"),
    m("h_m_ok_bold_then_hash", "B", G_ABS, "correct", "hash", ABS + "\n\n**Answer:** $x \\in (-\\infty, -3] \\cup [2, \\infty)$\n\n#### (-\\infty, -3] \\cup [2, \\infty)", "bold Answer then #### with a union of intervals"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_percent", "A", "62.5", "wrong", "hash", PCT.replace("62.5 percent", "62.5 percent, about 63") + "#### 63", "rounded to 63"),
    g("x_share_for_percent", "A", "62.5", "wrong", "hash", PCT + "#### 0.625", "debatable: the share for the percent the working computes (round 5's decision)", True),
    g("x_sign_lost", "A", "-5", "wrong", "boxed", TMP + "The temperature is 5 degrees below zero, so the answer is $\\boxed{5}$.", "debatable: the sentence says below zero but the boxed value drops the sign", True),
    g("x_off_by_cent", "A", "102", "wrong", "hash", TIX.replace("102 dollars", "102.01 dollars").replace("=102>>", "=102.01>>") + "#### 102.01", "102.01 against 102: a tolerance trap"),
    g("x_thousand_off", "A", "40200", "wrong", "hash", SAL + "#### 40.2", "40.2 (thousands) for 40200"),
    g("x_int_truncated", "A", "62.5", "wrong", "hash", PCT + "#### 62", "truncated to 62"),
    g("x_ok_trailing_zeros", "B", "102", "correct", "hash", TIX + "#### 102.00", "102.00 for 102"),
    g("x_ok_percent_dec", "B", "62.5", "correct", "boxed", PCT + "The answer is $\\boxed{62.50\\%}$.", "62.50% for 62.5"),
    g("x_ok_fraction_equal", "B", "62.5", "correct", "boxed", PCT + "So the percent is $\\boxed{\\frac{125}{2}}$.", "125/2 = 62.5 exactly"),
    g("x_ok_negative_unicode", "B", "-5", "correct", "hash", TMP + "#### −5", "a Unicode minus sign"),
    m("x_m_decimal_irrational", "A", G_SQ, "wrong", "boxed", SQ + r" \approx 8.485$. So the answer is $\boxed{8.485}$.", "a decimal for 6\\sqrt2 (8.48528...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" = 0.36$, so $\boxed{0.36}$.", "0.36 is not 4/11 (0.3636...)"),
    m("x_m_long_decimal", "A", G_REP, "wrong", "boxed", REP + r"$, which is $\boxed{0.363636}$.", "a long truncated decimal for an exact repeating gold"),
    m("x_m_degrees_for_radians", "A", G_ATN, "wrong", "boxed", ATN + r", the answer is $\boxed{30^\circ}$.", "degrees for a radian gold"),
    m("x_m_plain_30", "A", G_ATN, "wrong", "boxed", ATN + r", we get $\boxed{30}$.", "30 (degrees without a sign) for pi/6"),
    m("x_m_pi_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx 3.665$. $\boxed{3.665}$", "a decimal for 7pi/6 (3.66519...)"),
    m("x_m_half_open", "A", G_INT, "wrong", "boxed", INT + r" So the solution set is $\boxed{(1, 4]}$.", "a half-open interval for the open gold"),
    m("x_m_union_open", "A", G_ABS, "wrong", "boxed", ABS + r" So $\boxed{(-\infty, -3) \cup (2, \infty)}$.", "open ends where the gold is closed"),
    m("x_m_complex_swapped", "A", G_CPX, "wrong", "boxed", CPX + r"$. $\boxed{\frac{5}{2} + \frac{1}{2}i}$", "real and imaginary parts swapped"),
    m("x_m_matrix_entry", "A", G_MAT, "wrong", "boxed", MAT + r"$, so $\boxed{\begin{pmatrix} 7 & 10 \\ 15 & 20 \end{pmatrix}}$.", "one entry off (20 for 22)"),
    m("x_m_dice_close", "A", G_DICE, "wrong", "boxed", DICE + r" So the probability is $\boxed{\frac{5}{37}}$.", "5/37, close to 5/36"),
    m("x_m_ok_decimal_exact", "B", G_CPX, "correct", "boxed", CPX + r" = 0.5 + 2.5i$. $\boxed{0.5+2.5i}$", "terminating decimals equal to the exact parts"),
    m("x_m_ok_sqrt_form", "B", G_RAT, "correct", "boxed", RAT + r" = -1 + \sqrt{2}$. The answer is $\boxed{-1+\sqrt{2}}$.", "terms in the other order"),
    m("x_m_ok_unsimplified", "B", G_REP, "correct", "boxed", REP + r"$. The answer is $\boxed{\frac{36}{99}}$.", "debatable: 36/99 equals 4/11 but is unreduced; equal value written differently is correct (README)", True),
    m("x_m_ok_radian_dfrac", "B", G_RAD, "correct", "boxed", RAD + r" = \dfrac{7}{6}\pi$. $\boxed{\dfrac{7}{6}\pi}$", "(7/6)pi for 7pi/6"),
    m("x_m_ok_interval_ineq", "B", G_INT, "correct", "boxed", INT + r" So $\boxed{1 < x < 4}$.", "the inequality for the open interval"),
    m("x_m_ok_set_order", "B", G_SET, "correct", "boxed", SET + r" The roots are $\boxed{0, 3, -2}$.", "the same roots in another order"),
    m("x_m_ok_matrix_spacing", "B", G_MAT, "correct", "boxed", MAT + r"$, so $\boxed{\left(\begin{array}{cc}7&10\\15&22\end{array}\right)}$.", "an array in parentheses for the pmatrix"),
    m("x_m_ok_sqrt_unsimplified", "B", G_SQ, "correct", "boxed", SQ + r"$. Hence $\boxed{\sqrt{2}\cdot 6}$.", "equal product"),
    m("x_m_ok_hex_degrees", "B", G_HEX, "correct", "boxed", HEX + r" = 720^\circ$. $\boxed{720^\circ}$", "degree sign on an angle gold 720 (README: 30 for 30^\\circ)"),
    m("x_m_ok_abs_union_spacing", "B", G_ABS, "correct", "boxed", ABS + r" So $x \in \boxed{(-\infty,-3]\cup[2,+\infty)}$.", "+\\infty and no spaces"),
]
CASES += [
    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_boxed_neq", "A", "195", "no_answer", "boxed", PEN + "So the answer is $\\boxed{\\neq 252}$.", "a negated box, nothing stated"),
    g("n_sout_only", "A", "195", "no_answer", "phrase", PEN + "Final answer: \\sout{195}", "the only answer is struck out"),
    g("n_strike_md", "A", "72", "wrong", "phrase", EGG + "**Answer:** ~~72~~ 6", "markdown strike-through of 72, then 6"),
    g("n_annot_wrong", "A", "102", "wrong", "hash", TIX + "#### 102 (wrong)", "the model annotates its own answer as wrong"),
    g("n_not_phrase", "A", "40200", "wrong", "phrase", SAL + "The answer is not 40200, it is 37800.", "negates the gold and states 37800"),
    g("n_cancel_latex", "A", "-5", "no_answer", "boxed", TMP + "$\\boxed{\\cancel{-5}}$", "a cancelled box"),
    g("n_ok_not_other", "B", "195", "correct", "phrase", PEN_SLIP.split("The teacher")[0] + "The teacher hands out 57, not 75, so 252 - 57 = <<252-57=195>>195 pencils are left.\nThe answer is 195.", "a 'not 75' earlier; the final answer is 195"),
    g("n_ok_strike_then_gold", "B", "72", "correct", "phrase", EGG + "**Answer:** ~~6~~ 72 eggs", "a struck 6 then the gold"),
    g("n_ok_check_mark", "B", "102", "correct", "hash", TIX + "#### 102 ✓", "a check mark after the answer"),
    g("n_ok_annot_correct", "B", "62.5", "correct", "phrase", PCT + "Final answer: 62.5% (correct to one decimal place, exact)", "a harmless annotation"),
    g("n_ok_neq_in_work", "B", "40200", "correct", "boxed", SAL + "Note $40200 \\neq 37800$ because of the bonus.\n\nThe answer is $\\boxed{40200}$.", "\\neq only in the working"),
    g("n_ok_unequal_bold", "B", "45", "correct", "phrase", RUN + "It is not 45000 (that would be meters).\n\n**Final answer: 45 km**", "a negated other-unit value, then the gold in bold"),
    m("n_m_boxed_neq", "A", G_HEX, "no_answer", "boxed", HEX + r" = 720$. $\boxed{\neq 540}$", "a negated box states nothing"),
    m("n_m_boxed_not_eq", "A", G_SQ, "no_answer", "boxed", SQ + r"$. $\boxed{\not= 6\sqrt{3}}$", "\\not= in the box"),
    m("n_m_sout_box", "A", G_RAT, "no_answer", "boxed", RAT + r"$. $\boxed{\sout{\sqrt{2}-1}}$", "the gold struck out in the box"),
    m("n_m_cancel_then_other", "A", G_RAD, "wrong", "boxed", RAD + r"$. $\cancel{\frac{7\pi}{6}}$ $\boxed{\frac{7\pi}{3}}$", "the gold cancelled, a box with 7pi/3"),
    m("n_m_xcancel", "A", G_DICE, "no_answer", "boxed", DICE + r" $\boxed{\xcancel{\frac{5}{36}}}$", "\\xcancel in the box"),
    m("n_m_strikeout_md", "A", G_TUP, "wrong", "phrase", TUP + "\n\n**Final answer:** ~~(2, 5)~~ (5, 2)", "markdown strike of the gold, then a swapped point"),
    m("n_m_annot_incorrect", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{(1, 4)}$ (incorrect — see below)" + "\n\nThe sign chart gives $x < 1$ or $x > 4$, so $\\boxed{(-\\infty, 1) \\cup (4, \\infty)}$.", "the model marks its first box incorrect and boxes the complement"),
    m("n_m_not_set", "A", G_SET, "wrong", "phrase", SET + "\nThe roots are not $-2, 0, 3$; they are $2, 0, -3$.", "negates the gold, states the sign-flipped roots"),
    m("n_m_neq_matrix", "A", G_MAT, "no_answer", "boxed", MAT + r"$. $\boxed{\mathbf{A}^2 \neq \mathbf{A}}$", "a box with an inequation, no matrix stated"),
    m("n_m_text_wrong", "A", G_POLY, "wrong", "boxed", POLY + r"$. $\boxed{x^3 + x^2 - x + 15 \text{ (wrong)}}$", "the box itself carries (wrong)"),
    m("n_m_ok_neq_working", "B", G_ATN, "correct", "boxed", ATN + r" and $\frac{\pi}{6} \neq \frac{\pi}{3}$, the answer is $\boxed{\frac{\pi}{6}}$.", "\\neq in the working only"),
    m("n_m_ok_cancel_work", "B", G_REP, "correct", "boxed", REP + r" = \frac{\cancel{9} \cdot 4}{\cancel{9} \cdot 11}$, so $\boxed{\frac{4}{11}}$.", "\\cancel in the reduction, not the answer"),
    m("n_m_ok_strike_then_box", "B", G_CPX, "correct", "boxed", CPX + r"$. ~~$\frac{1}{2} - \frac{5}{2}i$~~ Corrected: $\boxed{\frac{1}{2} + \frac{5}{2}i}$", "a struck conjugate then the gold box"),
    m("n_m_ok_check", "B", G_TUP, "correct", "boxed", TUP + r" $\boxed{(2, 5)}$" + "\n\nCheck: $2(2) + 1 = 5$ ✓ and $-2 + 7 = 5$ ✓", "checks with ticks after the box"),
    m("n_m_ok_not_in_text", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{6}$. Note the answer is not $210$, since radians were asked: $\boxed{\frac{7\pi}{6}}$.", "a negated degree value, then the gold box"),
    m("n_m_ok_correct_annot", "B", G_SQ, "correct", "boxed", SQ + r" = 6\sqrt{2}$ $\boxed{6\sqrt{2}}$ (simplified)", "a harmless annotation"),
    m("n_m_ok_neq_zero", "B", G_SET, "correct", "boxed", SET + r" For $x \neq 0$ we divide by $x$; $x = 0$ is also a root. $\boxed{-2, 0, 3}$", "\\neq in the working"),
    m("n_m_ok_abs_check", "B", G_ABS, "correct", "boxed", ABS + r" $\boxed{(-\infty, -3] \cup [2, \infty)}$" + "\n\nCheck: $x = 0$ gives $|1| = 1 \\not\\ge 5$, excluded ✓.", "a check using \\not after the box"),

    # ================================================================ 5. unit and other words (u_)
    g("u_fewer", "A", "195", "wrong", "hash", PEN.split("The teacher")[0] + "After handing some out, the teacher has 57 fewer.\n#### 57 fewer", "'57 fewer' is a difference, not the 195 left"),
    g("u_dozen", "A", "72", "wrong", "hash", EGG.split("3 crates")[0] + "#### 24 dozen", "'24 dozen' is 288, not 72"),
    g("u_negative_word", "A", "-5", "wrong", "hash", TMP + "#### 5 negative", "debatable: '5 negative' is not the marked -5", True),
    g("u_thousand", "A", "40200", "wrong", "hash", SAL + "#### 40 thousand", "'40 thousand' is 40000, not 40200"),
    g("u_more", "A", "102", "wrong", "hash", TIX + "#### 102 more", "'102 more' is a difference, not the total"),
    g("u_meters", "A", "45", "wrong", "hash", RUN + "That is 45 * 1000 = <<45*1000=45000>>45000 meters.\n#### 45000 meters", "the other unit"),
    g("u_per_day", "A", "45", "wrong", "phrase", RUN + "Final answer: 7.5 km per day", "the per-day value"),
    g("u_ok_km", "B", "45", "correct", "hash", RUN + "#### 45 km", "a unit word"),
    g("u_ok_dollars", "B", "102", "correct", "phrase", TIX + "The answer is 102 dollars.", "dollars"),
    g("u_ok_eggs", "B", "72", "correct", "hash", EGG + "#### 72 eggs", "a noun after the number"),
    g("u_ok_degrees", "B", "-5", "correct", "phrase", TMP + "The final answer is -5 degrees Fahrenheit.", "degrees Fahrenheit"),
    g("u_ok_percent_word", "B", "62.5", "correct", "phrase", PCT + "The answer is 62.5 percent.", "'percent' word on a percent gold"),
    g("u_ok_pencils_left", "B", "195", "correct", "phrase", PEN + "The answer is 195 pencils left.", "unit word plus 'left'"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", RAD + r"$, which is $\boxed{210 \text{ degrees}}$", "the degrees word: not radians"),
    m("u_m_fewer", "A", G_HEX, "wrong", "boxed", HEX + r" = 720$, so the hexagon has $\boxed{720 \text{ fewer}}$.", "'720 fewer' is a difference word, not the value"),
    m("u_m_per_angle", "A", G_HEX, "wrong", "boxed", HEX + r" = 720$, or $\boxed{120^\circ \text{ per angle}}$.", "the per-angle value"),
    m("u_m_times", "A", G_SQ, "wrong", "boxed", SQ + r"$. $\boxed{6 \text{ times } \sqrt{2} \text{ squared}}$", "'6 times sqrt2 squared' is 12"),
    m("u_m_units_sq", "A", G_REP, "wrong", "boxed", REP + r"$, i.e. $\boxed{4 \text{ out of } 11 \text{ hundred}}$", "'out of 11 hundred' is 4/1100"),
    m("u_m_radians_word_on_deg", "A", G_ATN, "wrong", "boxed", ATN + r", the answer is $\boxed{30 \text{ radians}}$.", "30 radians is not pi/6"),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{6}$. $\boxed{\frac{7\pi}{6} \text{ radians}}$", "the radians word on a radian gold"),
    m("u_m_ok_rad_unit", "B", G_ATN, "correct", "boxed", ATN + r", the answer is $\boxed{\frac{\pi}{6}\ \text{rad}}$.", "rad unit"),
    m("u_m_ok_degree_word", "B", G_HEX, "correct", "boxed", HEX + r" = 720$. $\boxed{720 \text{ degrees}}$", "degrees word on a degree-sum gold"),
    m("u_m_ok_textbf", "B", G_DICE, "correct", "phrase", DICE + r" The probability is $\mathbf{\frac{5}{36}}$.", "bold math"),
    m("u_m_ok_units_text", "B", G_SQ, "correct", "boxed", SQ + r"$, so the side is $\boxed{6\sqrt{2}\text{ units}}$.", "'units' word"),
    m("u_m_ok_text_box", "B", G_TUP, "correct", "boxed", TUP + r" $\text{The point is } \boxed{(2, 5)}$.", "a box inside \\text-led math"),
    m("u_m_ok_degrees_outside", "B", G_HEX, "correct", "boxed", HEX + r" = 720$ so the answer is $\boxed{720}$ degrees.", "degrees outside the box"),
]
CASES += [
    # ================================================================ 6. retractions and harmless after-text (r_)
    g("r_edit", "A", "195", "wrong", "hash", PEN + "#### 195\n\nEdit: I misread the number handed out; it is 75, so 252 - 75 = 177.\n#### 177", "an edit replaces 195 with 177"),
    g("r_wait_wrong", "A", "40200", "wrong", "boxed", SAL + "The answer is $\\boxed{40200}$.\n\nWait, that's wrong — the bonus is already included in the monthly pay. So she earns $\\boxed{37800}$.", "Wait, that's wrong: the final box is 37800"),
    g("r_never_mind", "A", "72", "no_answer", "phrase", EGG + "The answer is 72.\n\nNever mind, I'm not sure the crates are full. I can't determine the answer from the information given.", "retracted with nothing new"),
    g("r_actually", "A", "-5", "wrong", "phrase", TMP + "Final answer: -5\n\nActually, it starts at 4 and falls 1.5 for 5 hours, not 6: 4 - 7.5 = -3.5. Final answer: -3.5", "actually: a new final answer"),
    g("r_hmm_recompute", "A", "102", "wrong", "hash", TIX + "#### 102\nHmm, let me recompute: 8 * 12.75 = 8 * 12 + 8 * 0.75 = 96 + 6 = 102. Plus the $1.50 booking fee: 103.50.\n#### 103.50", "recomputed with an invented fee, a later #### 103.50"),
    g("r_cut_after_wait", "A", "62.5", "no_answer", "truncated", PCT + "So the answer is 62.5%.\n\nWait, but the question asks how many students chose", "debatable: an answer then 'Wait' and cut mid-sentence at the cap; the answer was doubted, no final answer", True),
    g("r_ok_check", "B", "195", "correct", "hash", PEN + "#### 195\n\nCheck: 195 + 57 = 252 ✓", "a check after the answer"),
    g("r_ok_wait_confirm", "B", "40200", "correct", "boxed", SAL + "So the answer is $\\boxed{40200}$.\n\nWait, let me double-check: 3150 * 12 = 37800 and 37800 + 2400 = 40200. Yes, that's right.", "'Wait' followed by a confirmation"),
    g("r_ok_corrected_to_gold", "B", "72", "correct", "phrase", EGG.replace("3 * 24 = <<3*24=72>>72", "3 * 24 = <<3*24=72>>72") + "The answer is 6.\n\nWait, that's wrong: 6 is the number of dozens. The question asks for eggs, so the answer is 72.", "a retraction whose corrected value is the gold"),
    g("r_ok_think_candidates", "B", "102", "correct", "tag", th("8 tickets at 12.75. 8 * 12 = 96. So 96? Wait, I forgot the 75 cents: 8 * 0.75 = 6. So 102. Hmm, or is it 12.57? No, the problem says 12.75. So 102.\n") + "<answer>$102</answer>", "several candidates in the thinking; the tag holds 102"),
    g("r_ok_pleasantry", "B", "45", "correct", "phrase", RUN + "The final answer is 45 km.\n\nLet me know if you'd like this in miles!", "an offer after the answer"),
    g("r_ok_edit_typo", "B", "-5", "correct", "hash", TMP + "#### -5\n\n(Edit: fixed a typo in the first line; the answer is unchanged.)", "an edit that keeps the answer"),
    g("r_ok_table", "B", "40200", "correct", "prose", "| Item | Amount |\n|---|---|\n| Salary (12 x $3,150) | $37,800 |\n| Bonus | $2,400 |\n| **Total** | **$40,200** |\n\nShe earns $40,200 in the year.", "a table's last row and a closing sentence"),
    m("r_m_box_then_wait", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{(1, 4)}$" + "\n\nWait, the inequality is $\\le$, not $<$, so the endpoints are included: $\\boxed{[1, 4]}$.", "a restart with a misread sign; the last box is [1, 4]"),
    m("r_m_actually_degrees", "A", G_ATN, "wrong", "boxed", ATN + r", the answer is $\boxed{\frac{\pi}{6}}$." + "\n\nActually, the problem wants degrees, so the answer is $\\boxed{30^\\circ}$.", "a later box in degrees"),
    m("r_m_hmm_set", "A", G_SET, "wrong", "boxed", SET + r" $\boxed{-2, 0, 3}$" + "\n\nHmm, but $x = 0$ makes the original expression trivial, so we exclude it: $\\boxed{-2, 3}$.", "a restart that drops 0"),
    m("r_m_scratch", "A", G_SQ, "wrong", "phrase", SQ + r" = 6\sqrt{2}$." + "\n\nFinal Answer: $6\\sqrt{2}$\n\nScratch that, the problem asks for $\\sqrt{72} / \\sqrt{2} = \\sqrt{36}$.\n\nFinal Answer: $6$", "scratch that: a new final answer 6"),
    m("r_m_never_mind", "A", G_MAT, "no_answer", "boxed", MAT + r" = \boxed{\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}}$" + "\n\nNever mind, I multiplied element by element. Let me start over.\n\n$\\mathbf{A}^2 = \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} \\begin{pmatrix}", "retracted, restarted, cut before any new answer"),
    m("r_m_correction_other", "A", G_CPX, "wrong", "boxed", CPX + r"$. $\boxed{\frac{1}{2}+\frac{5}{2}i}$" + "\n\nCorrection: $i^2 = 1$ here, so the numerator is $5 + 5i$ and the answer is $\\boxed{\\frac{5}{2}+\\frac{5}{2}i}$.", "a 'correction' to a wrong value"),
    m("r_m_final_then_restart", "A", G_DICE, "wrong", "phrase", DICE + "\n\n**Final Answer:** $\\frac{5}{36}$\n\nOn second thought, (4,4) should only be counted once and so should each pair, giving 3 outcomes.\n\n**Final Answer:** $\\frac{1}{12}$", "second thought: 3/36 = 1/12"),
    m("r_m_user_turn_restart", "A", G_POLY, "no_answer", "truncated", POLY + "$\n\nCombining like terms: $x^3 + (-2 + 3)x^2 + (5 - 6)x +", "cut at the cap before the final expression"),
    m("r_m_retract_to_none", "A", G_HEX, "no_answer", "boxed", HEX + r" = 720$. $\boxed{720}$" + "\n\nHmm, that formula is for convex polygons and the problem does not say the hexagon is convex, so I cannot give a single answer.", "a retraction with nothing new"),
    m("r_m_ok_check", "B", G_TUP, "correct", "boxed", TUP + "\n\nThe intersection is $\\boxed{(2, 5)}$.\n\nCheck: $2(2) + 1 = 5$ and $-(2) + 7 = 5$ ✓", "a check after the box"),
    m("r_m_ok_wait_confirm", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{6}$. $\boxed{\frac{7\pi}{6}}$" + "\n\nWait, is $210^\\circ$ in the third quadrant? Yes, $\\pi < \\frac{7\\pi}{6} < \\frac{3\\pi}{2}$, consistent.", "a 'Wait' that confirms"),
    m("r_m_ok_think_many", "B", G_SQ, "correct", "tag", th("sqrt(72). 72 = 8 * 9, so 3 sqrt(8)? That's not simplified. 72 = 4 * 18 gives 2 sqrt(18), still not. 72 = 36 * 2, so 6 sqrt(2). Wait, is 6sqrt3 possible? 36*3 = 108, no. So 6 sqrt 2.\n") + r"<answer>$6\sqrt{2}$</answer>", "several candidates in the thinking, the tag holds the gold"),
    m("r_m_ok_corrected_to_gold", "B", G_INT, "correct", "boxed", r"The roots are $1$ and $4$, so $\boxed{[1, 4]}$." + "\n\nWait, the inequality is strict, so the endpoints are excluded. The answer is $\\boxed{(1, 4)}$.", "a restart whose last box is the gold"),
    m("r_m_ok_r1_final", "B", G_CPX, "correct", "boxed", th("(3+2i)/(1-i). Multiply by (1+i)/(1+i). Numerator 3 + 3i + 2i + 2i^2 = 1 + 5i. Denominator 2. So 1/2 + 5i/2. Wait, let me check 2i^2 = -2, yes, 3 - 2 = 1.\n") + "\n" + r1final(r"\frac{1}{2} + \frac{5}{2}i"), "an R1 Final Answer block after thinking"),
    m("r_m_ok_qwen_end", "B", G_ABS, "correct", "boxed", ABS + "\n\n" + QWEN_END.format(r"(-\infty, -3] \cup [2, \infty)"), "Qwen's closing line"),
    m("r_m_ok_llama_end", "B", G_REP, "correct", "boxed", llama(("Set up", r"Let $x = 0.\overline{36}$."), ("Multiply", r"$100x - x = 36$, so $x = \frac{36}{99}$."), ("Simplify", r"$\frac{36}{99} = \frac{4}{11}$.")) + LLAMA_END.format(r"\frac{4}{11}"), "Llama 3 steps and closing line"),
    m("r_m_ok_minerva_then_note", "B", G_HEX, "correct", "phrase", HEX + r" = 720$." + "\n" + MINERVA.format("$720$") + "\n\nNote: each interior angle of a regular hexagon is 120 degrees, but the question asks for the sum.", "a note with another value after a Minerva line; the question's answer is unchanged"),
    m("r_m_ok_qwen_steps", "B", G_MAT, "correct", "boxed", qwen("To compute $\\mathbf{A}^2$ we multiply the matrix by itself.", ("Top row", "$1 \\cdot 1 + 2 \\cdot 3 = 7$ and $1 \\cdot 2 + 2 \\cdot 4 = 10$."), ("Bottom row", "$3 \\cdot 1 + 4 \\cdot 3 = 15$ and $3 \\cdot 2 + 4 \\cdot 4 = 22$.")) + qbox(r"\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}"), "Qwen-Math steps and \\(\\boxed{}\\)"),
]
CASES += [
    # ================================================================ 7. quoted / reported / other-part / invented turns (q_)
    g("q_quote_only", "A", "195", "no_answer", "phrase", "My friend said: \"The answer is 195.\" I haven't checked that myself, and I can't verify it without knowing how many pencils were handed out.", "only a quotation, no own answer"),
    g("q_question_echo", "A", "102", "no_answer", "prose", "Question: If one ticket costs $12.75, how much do 8 tickets cost? Is it 102?\n\nLet me think about this step by step.\n\nFirst, 8 *", "an answer only inside a restated question, then cut"),
    g("q_part_a", "A", "40200", "wrong", "hash", "(a) Without the bonus: " + SAL_NB + "#### 37800\n\n(b) With the bonus she would earn 40200, but part (b) is not asked.", "debatable: the #### answers part (a) with 37800; 40200 only in an unasked part", True),
    g("q_invented_user", "A", "72", "wrong", "hash", EGG.replace("72 eggs", "72 eggs").split("3 crates")[0] + "#### 24" + IM_USER + "How many eggs are in 3 crates?" + "<|im_end|>\n<|im_start|>assistant\n3 * 24 = 72\n#### 72", "the posed question's #### says 24 (one crate); 72 only in an invented turn"),
    g("q_self_set_problem", "A", "-5", "wrong", "hash", TMP.replace("4 - 9 = <<4-9=-5>>-5", "4 - 9 = <<4-9=-5>>-5") + "#### 5\n\nNew problem: if it starts at 4 and falls 9 degrees, where does it end? Answer: -5.", "#### 5 for the posed question; -5 in a self-set new problem"),
    g("q_student_claim", "A", "62.5", "wrong", "phrase", "A student claimed 62.5% chose soccer. But 45 / 72 is about 0.6 so the true answer is 60%.", "the gold only in a reported claim; own answer 60"),
    g("q_ok_quote_then_own", "B", "195", "correct", "hash", "The problem says \"the teacher hands out 57 pencils.\"\n" + PEN + "#### 195", "a quotation of the problem, then the own answer"),
    g("q_ok_invented_turn_other", "B", "102", "correct", "hash", TIX + "#### 102" + EOT_USER + "What about 10 tickets?\n\n10 * 12.75 = 127.50\n#### 127.50", "the posed question answered 102; the invented turn's answer does not count"),
    g("q_ok_user_colon_turn", "B", "72", "correct", "tag", th(EGG) + "<answer>72</answer>\nUser: Thanks! And how many dozen is that?\nAssistant: <answer>6</answer>", "an invented User/Assistant turn after the real tag"),
    g("q_ok_restated_question", "B", "45", "correct", "phrase", "How far does she run in 6 days?\n" + RUN + "So she runs 45 km in 6 days.", "the question restated, then the answer"),
    g("q_ok_other_part_first", "B", "40200", "correct", "hash", "Without the bonus she would earn 37800.\n" + SAL + "#### 40200", "another quantity reported earlier; the #### is the gold"),
    g("q_ok_teacher_note", "B", "-5", "correct", "phrase", TMP + "Final answer: -5 degrees.\n\n> Teacher's note: some students answer 5 by forgetting the sign.", "a quoted note after the answer"),
    m("q_m_quote_textbook", "A", G_RAD, "no_answer", "prose", r"The textbook's answer key says \"$\frac{7\pi}{6}$\", but I don't see how to derive it, so I'll leave this one.", "only the answer key quoted, the model declines"),
    m("q_m_hypothetical", "A", G_INT, "no_answer", "prose", r"If the inequality were $x^2 - 5x + 4 < 0$, the answer would be $(1, 4)$. But the problem as written is unreadable, so I cannot answer.", "a hypothetical, then a refusal"),
    m("q_m_part_b", "A", G_TUP, "wrong", "boxed", r"(a) The $y$-intercepts are $1$ and $7$, so the lines cross the $y$-axis at $(0,1)$ and $(0,7)$; part (b) would ask for the intersection $(2, 5)$." + "\n\n$\\boxed{(0, 1)}$", "the box answers another part"),
    m("q_m_invented_turn_gold", "A", G_SET, "wrong", "boxed", SET + r" So the roots are $\boxed{3, -2}$." + IM_USER + "You forgot x = 0.<|im_end|>\n<|im_start|>assistant\nYou're right: $\\boxed{-2, 0, 3}$.", "the real answer misses 0; the gold only in an invented next turn"),
    m("q_m_self_set", "A", G_SQ, "wrong", "boxed", SQ + r"$. $\boxed{6}$" + "\n\nLet's try a harder one: simplify $\\sqrt{72}$ fully. Answer: $6\\sqrt{2}$.", "the posed question's box is 6; the gold in a self-set problem"),
    m("q_m_example_box", "A", G_DICE, "no_answer", "boxed", r"For example, with a fair die the chance of rolling a $3$ is $\boxed{\frac{1}{6}}$. I'm not able to work out the two-dice case.", "a box in an example, then a refusal"),
    m("q_m_question_box", "A", G_MAT, "no_answer", "prose", r"Question: Is $\mathbf{A}^2 = \begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}$?" + "\n\nTo answer this we need to compute the product. Let me set up the", "the gold only in a restated question, then cut"),
    m("q_m_reported_claim", "A", G_CPX, "wrong", "boxed", r"Some solutions online give $\frac{1}{2}+\frac{5}{2}i$, but dividing directly: $\frac{3+2i}{1-i} = 3+2i+i = 3+3i$? So $\boxed{3+3i}$.", "the gold only in a reported claim; own box 3+3i"),
    m("q_m_eot_turn", "A", G_HEX, "wrong", "phrase", HEX + r" = 720$? No, each angle is $120^\circ$." + "\nThe final answer is: $120$" + EOT_USER + "The question asked for the sum.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nThe final answer is: $720$", "the real answer 120; 720 only after an invented user turn"),
    m("q_m_ok_quote_then_box", "B", G_REP, "correct", "boxed", r"The problem asks: \"Express $0.\overline{36}$ as a common fraction.\"" + "\n\n" + REP + r" = \frac{4}{11}$. $\boxed{\frac{4}{11}}$", "a quotation of the problem, then the own box"),
    m("q_m_ok_invented_turn_other", "B", G_POLY, "correct", "boxed", POLY + r" = x^3 + x^2 - x + 15$. $\boxed{x^3 + x^2 - x + 15}$" + IM_USER + "Now expand (x+1)^2.<|im_end|>\n<|im_start|>assistant\n$\\boxed{x^2 + 2x + 1}$", "an invented next turn with another box after the real one"),
    m("q_m_ok_hypothetical_then_own", "B", G_INT, "correct", "boxed", r"If the inequality were non-strict, the answer would be $[1, 4]$. " + INT + r" So the answer is $\boxed{(1, 4)}$.", "a hypothetical earlier, then the own box"),
    m("q_m_ok_part_only", "B", G_TUP, "correct", "boxed", TUP + r" $\boxed{(2, 5)}$" + "\n\n(For comparison, the $y$-intercepts are $(0,1)$ and $(0,7)$, which the question did not ask.)", "another quantity in a parenthetical after the box"),
    m("q_m_ok_ans_key_agree", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{7\pi}{6}$. $\boxed{\frac{7\pi}{6}}$, which matches the textbook's \"$\frac{7}{6}\pi$\".", "a quoted agreeing value after the box"),
    m("q_m_ok_minerva_turn", "B", G_DICE, "correct", "phrase", DICE + "\n" + MINERVA.format(r"$\frac{5}{36}$") + "\n\nProblem:\nWhat is the probability that two dice sum to 7?\n\nSolution:\nSix of 36 outcomes. " + MINERVA.format(r"$\frac{1}{6}$"), "a few-shot invented next problem after the real Minerva line"),
    m("q_m_ok_llama_turn", "B", G_ATN, "correct", "boxed", ATN + r", the angle is $\frac{\pi}{6}$." + "\n\n" + LLAMA_END.format(r"\frac{\pi}{6}") + EOT_USER + "And arctan(1)?<|eot_id|>", "an invented user turn after Llama's closing line"),
    m("q_m_ok_abs_reported", "B", G_ABS, "correct", "boxed", r"A common mistake gives $[-3, 2]$. " + ABS + r" So $\boxed{(-\infty, -3] \cup [2, \infty)}$.", "a reported wrong value earlier, then the own box"),
]

# ================================================================ 8. bad input JSON can hold (b_)
LONG = "Let me keep checking. " * 6000
CASES += [
    g("b_nul_in_answer", "A", "195", "no_answer", "hash", PEN + "#### 19\u00005", "a NUL inside the answer: bad input (convention)"),
    g("b_nul_after_gold", "A", "195", "no_answer", "hash", PEN + "#### 195\u0000", "debatable: a correct answer with a trailing NUL; a NUL anywhere makes the pair bad input", True),
    g("b_nul_in_tag_gold", "A", "102", "no_answer", "tag", th(TIX) + "<answer>\u0000$102</answer>", "debatable: a NUL before a right answer in the tag; bad input by convention", True),
    g("b_nul_between_digits", "A", "72", "no_answer", "hash", EGG + "#### 7\u00002", "a NUL between the digits"),
    g("b_control_chars", "A", "40200", "wrong", "hash", SAL_NB + "\u0007\u001b[31m#### 37800\u001b[0m", "ANSI escapes around the no-bonus value"),
    g("b_huge_then_wrong", "A", "45", "wrong", "hash", RUN + "#### 45\n" + LONG + "\nI was wrong earlier: it is 7.5 km.\n#### 7.5", "a huge completion whose last #### is the per-day value"),
    g("b_ok_control_chars", "B", "45", "correct", "hash", RUN + "\u0007#### 45\u000b", "a bell and vertical tab around a right answer (no NUL/surrogate)"),
    g("b_ok_huge", "B", "-5", "correct", "hash", TMP + LONG + "\n#### -5", "a huge completion ending in the right answer"),
    g("b_ok_crlf", "B", "62.5", "correct", "hash", PCT.replace("\n", "\r\n") + "#### 62.5\r\n", "CRLF line ends"),
    g("b_ok_bom_zwsp", "B", "195", "correct", "hash", "\ufeff" + PEN + "#### \u200b195", "a BOM and a zero-width space"),
    g("b_ok_nbsp", "B", "40200", "correct", "hash", SAL + "####\u00a040\u202f200", "a no-break space and a narrow no-break space as thousands separator"),
    g("b_empty", "A", "102", "no_answer", "none", "", "an empty completion"),
    g("b_only_whitespace", "A", "72", "no_answer", "none", " \n\t\r\n ", "only whitespace"),
    m("b_m_nul_box", "A", G_SQ, "no_answer", "boxed", SQ + r"$. $\boxed{6\sqrt{2}}$" + "\u0000", "debatable: a right box then a NUL; bad input by convention", True),
    m("b_m_nul_think", "A", G_RAD, "no_answer", "tag", th("210 degrees\u0000 times pi/180\n") + r"<answer>$\frac{7\pi}{6}$</answer>", "debatable: a NUL in the thinking only, right tag; bad input by convention", True),
    m("b_m_nul_in_box", "A", G_CPX, "no_answer", "boxed", CPX + r"$. $\boxed{\frac{1}{2}+\frac{5}{2}" + "\u0000" + "i}$", "a NUL inside the box"),
    m("b_m_nul_tag", "A", G_INT, "no_answer", "tag", th(INT + "\n") + "<answer>(1,\u0000 4)</answer>", "a NUL inside the tag"),
    m("b_m_huge_restart", "A", G_DICE, "wrong", "boxed", DICE + r" $\boxed{\frac{5}{36}}$" + "\n" + LONG + "\nRecounting with ordered pairs only once: $\\boxed{\\frac{1}{12}}$", "a huge middle; the last box 1/12"),
    m("b_m_box_unclosed", "A", G_POLY, "no_answer", "truncated", POLY + r" = x^3 + x^2 - x + 15$. $\boxed{x^3 + x^2 - x", "a box never closed, cut at the cap"),
    m("b_m_huge_box_nest", "A", G_HEX, "wrong", "boxed", HEX + "$. $" + "\\boxed{" * 500 + "540" + "}" * 500 + "$", "500 nested boxes around 540"),
    m("b_m_deep_braces_unclosed", "A", G_SQ, "no_answer", "boxed", SQ + "$. $\\boxed{" + "{" * 3000 + "6\\sqrt{2}", "3000 unclosed braces inside a box"),
    m("b_m_control_in_latex", "A", G_MAT, "wrong", "boxed", MAT + "$. $\\boxed{\\begin{pmatrix} 7 & 10 \\\\ 15 & 2\u00082 \\end{pmatrix}}$", "debatable: a backspace control char inside 22 (2<BS>2); read literally the entry is not 22", True),
    m("b_m_ok_crlf", "B", G_TUP, "correct", "boxed", (TUP + "\n\nSo the point is $\\boxed{(2, 5)}$.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_tabs", "B", G_INT, "correct", "boxed", INT + "\t\t$\\boxed{(1,\t4)}$", "tabs inside and around the box"),
    m("b_m_ok_huge", "B", G_REP, "correct", "boxed", REP + "$.\n" + LONG + "\nSo $\\boxed{\\frac{4}{11}}$.", "a huge completion ending in the right box"),
    m("b_m_ok_zwsp", "B", G_ATN, "correct", "boxed", ATN + ", the answer is $\\boxed{\\frac{\\pi}{6}}$\u200b.", "a zero-width space after the box"),
    m("b_m_ok_thin_spaces", "B", G_SET, "correct", "boxed", SET + r" $\boxed{-2,\ 0,\ 3}$", "LaTeX thin spaces in the set"),
    m("b_m_ok_unicode_sqrt", "B", G_SQ, "correct", "phrase", SQ + "$.\n\nFinal answer: 6√2", "a Unicode radical"),
    m("b_m_ok_unicode_pi", "B", G_RAD, "correct", "phrase", RAD + "$.\n\nFinal answer: 7π/6", "Unicode pi"),
    m("b_m_ok_ansi_after", "B", G_HEX, "correct", "boxed", HEX + r" = 720$. $\boxed{720}$" + "\u001b[0m", "an ANSI reset after the box"),
    m("b_m_ok_nbsp_poly", "B", G_POLY, "correct", "boxed", POLY + "$. $\\boxed{x^3\u00a0+\u00a0x^2\u00a0-\u00a0x\u00a0+\u00a015}$", "no-break spaces in the polynomial"),
    m("b_m_ok_del_char", "B", G_DICE, "correct", "boxed", DICE + " $\\boxed{\\frac{5}{36}}$\u007f", "a DEL character after the box"),
]
CASES += [
    # ---- more probes (second pass): h_, u_, t_, x_, b_
    m("h_m_final_answer_then_hash_other", "A", G_ABS, "wrong", "hash", ABS + "\n\n**Final Answer:** $(-\\infty, -3] \\cup [2, \\infty)$\n\n#### [-3, 2]", "bold Final Answer the gold, #### the complement: two different final answers"),
    m("h_m_hash_matrix_row", "A", G_MAT, "wrong", "hash", MAT + "$\nThe answer is the first row $(7, 10)$.\n#### (7, 10)", "only the first row"),
    m("h_m_hash_rounded_pi", "A", G_ATN, "wrong", "hash", ATN + ", the angle is $\\frac{\\pi}{6} \\approx 0.5236$.\nThe answer is 0.5236.\n#### 0.5236", "a decimal for pi/6 (0.52359...)"),
    m("h_m_hash_cut", "A", G_REP, "no_answer", "truncated", REP + "$\nThe answer is $\\frac{", "cut at the token cap inside the phrase, before ####"),
    m("h_m_ok_minerva_hash", "B", G_RAT, "correct", "hash", RAT + r" = \sqrt{2}-1$." + "\n" + MINERVA.format(r"$\sqrt{2}-1$") + "\n#### \\sqrt{2}-1", "a Minerva line then #### agreeing"),
    m("h_m_ok_hash_set", "B", G_SET, "correct", "hash", SET + "\nThe answer is $x = -2, 0, 3$.\n#### -2, 0, 3", "roots listed after ####"),
    m("h_m_ok_hash_matrix", "B", G_MAT, "correct", "hash", MAT + r" = \begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}$." + "\nThe answer is the matrix above.\n#### \\begin{pmatrix} 7 & 10 \\\\ 15 & 22 \\end{pmatrix}", "a matrix after ####"),
    m("h_m_ok_hash_interval_nospace", "B", G_INT, "correct", "hash", INT + "\nThe answer is (1,4).\n####(1,4)", "#### with no space before an interval"),
    g("h_phrase_then_hash_per_item", "A", "102", "wrong", "hash", TIX + "The answer is $102 for all tickets.\n#### 12.75", "phrase the gold, #### the per-ticket price"),
    g("h_ok_long_phrase_hash", "B", "62.5", "correct", "hash", PCT + "Therefore, the percentage of students who chose soccer is 62.5% of the class.\n#### 62.5", "a long phrase with trailing words then ####"),
    m("u_m_minus_word", "A", G_HEX, "wrong", "boxed", HEX + r" = 720$, giving $\boxed{720 \text{ minus the exterior angles}}$.", "'minus ...' changes the value"),
    m("u_m_squared_word", "A", G_SQ, "wrong", "phrase", SQ + r" = 6\sqrt{2}$. The answer is $6\sqrt{2}$ squared.", "'squared' changes it to 72"),
    m("u_m_percent_on_prob", "A", G_DICE, "wrong", "boxed", DICE + r" So $\boxed{5\%}$.", "5% is not 5/36"),
    m("u_m_ok_sq_units", "B", G_SQ, "correct", "boxed", SQ + r" = 6\sqrt{2}$, so the diagonal is $\boxed{6\sqrt{2} \text{ cm}}$.", "a length unit (cm)"),
    m("u_m_ok_units_outside", "B", G_RAT, "correct", "phrase", RAT + r" = \sqrt{2}-1$." + "\n\nThe simplified value is $\\sqrt{2}-1$ exactly.", "'exactly' after the value"),
    g("u_ok_hours_word", "B", "45", "correct", "phrase", RUN + "She runs a total of 45 kilometers over the 6 days.", "kilometers spelled out, trailing words"),
    g("u_half_dozen", "A", "72", "wrong", "phrase", EGG + "The answer is 72 half-dozens.", "'72 half-dozens' is 432 eggs"),
    g("t_tag_subtotal_sentence", "A", "40200", "wrong", "tag", th(SAL) + "<answer>She earns $3,150 per month.</answer>", "the monthly pay, not the total"),
    g("t_tag_unclosed_other", "A", "-5", "wrong", "tag", th(TMP.replace("4 - 9 = <<4-9=-5>>-5", "4 + 9 = <<4+9=13>>13")) + "<answer>13 degrees", "an unclosed tag with the wrong sign of the drop"),
    g("x_ok_dollar_cents", "B", "102", "correct", "boxed", TIX + "The total is $\\boxed{\\$102.00}$.", "an escaped dollar sign and cents in the box"),
    g("x_ok_separator_cents", "B", "40200", "correct", "phrase", SAL + "**Answer: $40,200.00**", "separator and cents in bold"),
    m("x_m_ok_complex_combined", "B", G_CPX, "correct", "boxed", CPX + r"$. $\boxed{\frac{1}{2}(1+5i)}$", "a factored complex number equal to the gold"),
    m("x_m_ok_interval_latex_left", "B", G_INT, "correct", "boxed", INT + r" $\boxed{\left( 1, 4 \right)}$", "\\left( \\right) around the interval"),
    m("x_m_tuple_as_set", "A", G_TUP, "wrong", "boxed", TUP + r" $\boxed{\{2, 5\}}$", "debatable: a set {2, 5} for an ordered point; order matters for a point", True),
    m("x_m_interval_for_set", "A", G_SET, "wrong", "boxed", SET + r" $\boxed{[-2, 3]}$", "an interval for a set of three roots"),
    m("x_m_ok_poly_factored", "B", G_POLY, "correct", "boxed", POLY + r"$, so $\boxed{(x+3)(x^2-2x+5)}$.", "debatable: the unexpanded product equals the gold as a polynomial; README: equal value written differently is correct, though the problem asks to expand", True),
    g("b_ok_fullwidth_digits", "B", "195", "correct", "hash", PEN + "#### 195\u3000", "an ideographic space after the answer"),
    m("b_m_ok_long_think", "B", G_ABS, "correct", "tag", th(("Try x = 2: |5| = 5 >= 5 ok. Try x = -3: |-5| = 5 ok. Try x = 0: 1, no. " * 40) + ABS + "\n") + r"<answer>$x \le -3$ or $x \ge 2$</answer>", "a long repetitive think block, then the union as two inequalities in the tag"),
]

# fmt: on

DECISIONS = {
    "h_hash_hedge": (
        "reject",
        "a hedge ('-5 or 5') before the #### line is two final answers (README: a hedge is wrong)",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "x_sign_lost": (
        "reject",
        "the boxed value is 5; 'below zero' in the sentence does not make the marked value -5",
    ),
    "x_m_ok_unsimplified": (
        "accept",
        "36/99 equals 4/11; README: equal value written differently is correct",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 5; a trailing word does not make it -5 (round 21's decision)",
    ),
    "r_cut_after_wait": (
        "reject",
        "the model doubts its answer and is cut before resolving it: no committed final answer",
    ),
    "q_part_a": ("reject", "the final #### is 37800; the gold only in an unasked other part"),
    "b_nul_after_gold": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
    "b_nul_in_tag_gold": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
    "b_m_nul_box": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
    "b_m_nul_think": (
        "reject",
        "a NUL anywhere in the pair makes it bad input, the thinking included (rounds 3-21)",
    ),
    "x_m_tuple_as_set": ("reject", "a point is ordered; a set {2, 5} does not state (2, 5)"),
    "x_m_ok_poly_factored": (
        "accept",
        "equal as polynomials; README: equal value written differently is correct (a form requirement is the problem's, not the checker's)",
    ),
    "b_m_control_in_latex": (
        "reject",
        "a control character splits the entry 22; read literally the matrix is not the gold",
    ),
}

if __name__ == "__main__":
    import corpus_build

    _here = Path(__file__).resolve().parent
    if Path(corpus_build.__file__).resolve().parent != _here:
        # Outside the corpus folder (the helper's /tmp/rt112): write beside this file instead.
        corpus_build.HERE = _here
    write_probes("adversarial_redteam112", CASES, [], DECISIONS)
