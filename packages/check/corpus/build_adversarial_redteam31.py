r"""Build adversarial_redteam31.jsonl: a thirty-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam31", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/ or any ANALYSIS.md / NOTES, and WITHOUT running the
checker or any grader on these probes, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md ("How labels were made" and the sources table), corpus_build.py,
build_adversarial_redteam21.py (structure, conventions, label rules) and issue 25 were read.

Aim of this round: the issue's eight classes written TERSELY, the way a unit-test author writes a
hidden test file: one short completion per probe (one to three lines), most of them the issue's
literal shapes with new numbers ("So the answer is #### N", "<answer> The answer is N. </answer>",
"<answer>$\boxed{(a,b)}$</answer>", "#### N negative", "\boxed{\not= N}", "\boxed{N\text{ (wrong)}}",
"Edit: M", "Update: it's actually M.", "Erratum: M", "Never mind, M.", "(Not N; M.)", "Wrong! M",
"the above is a placeholder; real answer TBD", a quoted "> #### N" then "I cannot solve this",
'You asked: "Show that the answer is $\boxed{N}$." I cannot.', "N for part (a) and M for part (b)",
tolerance traps near zero and near \pi), each with right-answer counterparts.

Problems and golds (arithmetic checked by hand; python used for arithmetic only):
GSM8K
  crayons  21 boxes of 17, 139 given away: 21 * 17 = 340 + 17 = 357; 357 - 139 = 218 (218 + 139 =
           357). Misreading 193: 357 - 193 = 164 (164 + 193 = 357).
  temp     5 degrees falling 1.5 an hour for 13 hours: 1.5 * 13 = 19.5; 5 - 19.5 = -14.5 (sign lost:
           14.5).
  price    2.5 kg at $7.34: 2 * 7.34 = 14.68, 0.5 * 7.34 = 3.67, 14.68 + 3.67 = 18.35 (digits
           swapped: 2.5 * 7.43 = 18.575).
  salary   22 months at $1,925 plus a $1,650 bonus: 1925 * 22 = 38500 + 3850 = 42350; 42350 + 1650 =
           44000 (without the bonus 42350).
  eggs     19 cartons of 12: 19 * 12 = 228 (= 19 dozen).
  percent  39 of 52: 39 / 52 = 0.75 (52 * 0.75 = 39) = 75 %.
  zero     $160 less eight $20 bills: 8 * 20 = 160; 160 - 160 = 0.
  minutes  7 laps of 26 minutes: 7 * 26 = 182 (not 26 * 6 = 156).
MATH
  prob     a multiple of 6 from 1-50: 6, 12, ..., 48 = 8 of 50 -> 8/50 = 4/25 = 0.16 (exact).
  dist     (1, -2) to (7, 4): dx = 6, dy = 6, 36 + 36 = 72 = 36 * 2 -> 6\sqrt2 (8.485...).
  interval |2x + 3| <= 8: -8 <= 2x + 3 <= 8 -> -11 <= 2x <= 5 -> [-11/2, 5/2].
  roots    2x^2 - x - 6 = (2x + 3)(x - 2): 2*4 - 2 - 6 = 0; 2*9/4 + 3/2 - 6 = 4.5 + 1.5 - 6 = 0 ->
           -3/2 and 2.
  complex  (3 + 2i)(4 - i) = 12 - 3i + 8i - 2i^2 = 12 + 5i + 2 = 14 + 5i (sign slip: 10 + 5i).
  radians  150 degrees = 150 * pi / 180 = 5\pi/6 (2.618...).
  base     4213_5 = 4 * 125 + 2 * 25 + 1 * 5 + 3 = 500 + 50 + 5 + 3 = 558.
  system   x + y = 3, 2x - y = 12: adding 3x = 15, x = 5, y = -2; check 5 - 2 = 3, 10 + 2 = 12 ->
           (5, -2).
  poly     (4x - 3)(x + 6) = 4x^2 + 24x - 3x - 18 = 4x^2 + 21x - 18.
  comb     C(10, 4) = 10 * 9 * 8 * 7 / 24 = 5040 / 24 = 210 (C(10, 3) = 720 / 6 = 120).
  repeat   0.\overline{15} = 15/99 = 5/33 (not 0.15 = 3/20).
  zero     f(x) = x^3 - 9x at x = 3: 27 - 27 = 0.
  sector   radius 10, 72 degrees: 72/360 = 1/5; 1/5 * 100\pi = 20\pi.
  rational 20/\sqrt5 = 20\sqrt5/5 = 4\sqrt5 = \sqrt{80} (8.944...); \sqrt{20} = 2\sqrt5 is wrong.
  pi       \arccos(-1) = \pi.
  Other wrong values used: 19 (the dozens, 228 / 12), 25 (100 - 75, the share that failed), 18.36 /
  18.4 (a cent off, rounded), 44000.4, 557 (off by one), 120 (C(10, 3)), 6\pi/5 (inverted), 40\pi
  (double), 4x^2 + 27x - 18 (a wrong middle coefficient), (5, 2) and (-2, 5), 7/50 (a miscount);
  decimals 8.49 (6\sqrt2 = 8.485...), 2.618 (5\pi/6 = 2.6179...), 62.83 (20\pi = 62.8318...),
  3.14159, 22/7; word readings 228 dozen = 2736, 182 score = 3640, 210 dozen = 2520.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation; `u_`
words after a number; `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can hold. An `_m_`
after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a refusal) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`; an exact expression
equals zero (or \pi) only if it IS zero (or \pi): `10^{-100}\pi` is not 0; a value the model itself
marks wrong is `wrong`; an explicit correction after an answer makes the corrected value the final
one; a check or pleasantry after a committed answer does not replace it; text in an invented next
turn does not count; in an <answer> tag a sentence, an equation chain or a box is read for the value
it states; a word after a GSM8K number that changes its value or sign ("negative", "dozen", "score",
"thousand") or leaves it a difference ("less", "fewer", "more") makes it not the gold. A NUL
anywhere makes the pair bad input. Lone surrogates are NOT in this file: corpus_build writes UTF-8
and cannot hold them (the issue's `\ud800` batch case belongs to a `check --input` test). Debatable
probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round
proposes.

Counts: 259 probes, kind A 140 / B 119 (46 % B); GSM8K 135, MATH 124; 3 debatable
(h_hash_other_phrase_gold, x_share_percent, q_m_parts), each with a proposed decision.

Usage: cd packages/check/corpus && python build_adversarial_redteam31.py
"""

from corpus_build import MINERVA, g, m, th, write_probes

# ================================================================ GSM8K working (one line each)
CRA = "21 * 17 = 357 crayons; 357 - 139 = 218 are left.\n"  # gold 218
CRA_S = "21 * 17 = 357 crayons; 357 - 193 = 164 are left.\n"  # misread 193 -> 164
TMP = "5 - 1.5 * 13 = 5 - 19.5 = -14.5 degrees.\n"  # gold -14.5
PRC = "2.5 * 7.34 = 18.35 dollars.\n"  # gold 18.35
SAL = "22 * 1925 = 42350; 42350 + 1650 = 44000 dollars.\n"  # gold 44000
SAL_NB = "22 * 1925 = 42350 dollars.\n"  # bonus left out -> 42350
EGG = "19 * 12 = 228 eggs.\n"  # gold 228
PCT = "39 / 52 = 0.75, so 75 percent.\n"  # gold 75
ZER = "8 * 20 = 160; 160 - 160 = 0 dollars left.\n"  # gold 0
MIN = "7 * 26 = 182 minutes.\n"  # gold 182

# ================================================================ MATH working (one line each)
G_PROB = r"\frac{4}{25}"
PROB = r"Eight of the fifty numbers are multiples of $6$, so the probability is $\frac{8}{50}$"
G_DIST = r"6\sqrt{2}"
DIST = r"The distance is $\sqrt{6^2 + 6^2} = \sqrt{72}$"
G_INT = r"\left[-\frac{11}{2}, \frac{5}{2}\right]"
INT = r"$-8 \le 2x + 3 \le 8$ gives $-\frac{11}{2} \le x \le \frac{5}{2}$."
G_ROOTS = r"-\frac{3}{2}, 2"
ROOTS = r"$2x^2 - x - 6 = (2x + 3)(x - 2) = 0$."
G_CPX = "14 + 5i"
CPX = r"$(3 + 2i)(4 - i) = 12 - 3i + 8i - 2i^2$"
G_RAD = r"\frac{5\pi}{6}"
RAD = r"$150^\circ \cdot \frac{\pi}{180^\circ}$"
G_BASE = "558"
BASE = r"$4213_5 = 4 \cdot 125 + 2 \cdot 25 + 1 \cdot 5 + 3$"
G_SYS = "(5, -2)"
SYS = r"Adding gives $3x = 15$, so $x = 5$ and $y = 3 - 5 = -2$."
G_POLY = "4x^2 + 21x - 18"
POLY = r"$(4x - 3)(x + 6) = 4x^2 + 24x - 3x - 18$"
G_COMB = "210"
COMB = r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{24}$"
G_REP = r"\frac{5}{33}"
REP = r"$100x - x = 15$, so $x = \frac{15}{99}$"
G_ZERO = "0"
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"20\pi"
SEC = r"The area is $\frac{72}{360} \cdot 100\pi$"
G_RAT = r"4\sqrt{5}"
RAT = r"$\frac{20}{\sqrt{5}} = \frac{20\sqrt{5}}{5}$"
G_PI = r"\pi"
PI = r"$\cos \theta = -1$ on $[0, \pi]$ only at"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "218", "wrong", "tag", th(CRA_S) + "<answer> The answer is 164. </answer>", "a sentence in the tag states 164"),
    g("t_equation_other", "A", "218", "wrong", "tag", th(CRA_S) + "<answer>357 - 193 = 164</answer>", "an equation chain ending 164"),
    g("t_box_other", "A", "44000", "wrong", "tag", th(SAL_NB) + r"<answer>$\boxed{42350}$</answer>", "a box in the tag, 42350 (bonus left out)"),
    g("t_empty", "A", "218", "no_answer", "tag", th(CRA) + "<answer></answer>", "an empty tag; 218 only in the thinking"),
    g("t_gold_in_think_only", "A", "182", "wrong", "tag", th(MIN) + "<answer>156</answer>", "182 in the thinking, 156 in the tag"),
    g("t_hedge", "A", "228", "wrong", "tag", th(EGG) + "<answer>228 or 19</answer>", "a hedge in the tag"),
    g("t_empty_box", "A", "75", "no_answer", "tag", th(PCT) + r"<answer>$\boxed{}$</answer>", "an empty box in the tag"),
    g("t_not_gold", "A", "218", "no_answer", "tag", th(CRA) + "<answer>The answer is not 218.</answer>", "the tag negates the gold, nothing else"),
    m("t_m_pair_other", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + r"<answer>$\boxed{(5,2)}$</answer>", "the sign of y lost in the boxed pair"),
    m("t_m_pair_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + r"<answer>$\boxed{(-2,5)}$</answer>", "the pair swapped"),
    m("t_m_sentence_other", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + r"<answer> The answer is $120$. </answer>", "a sentence stating 120"),
    m("t_m_equation_start_gold", "A", G_COMB, "wrong", "tag", th(COMB + " = 210\n") + "<answer>210 / 2 = 105</answer>", "an equation chain starting with the gold, ending 105"),
    m("t_m_placeholder", "A", G_CPX, "no_answer", "tag", th(CPX + " = 14 + 5i\n") + "<answer>...</answer>", "an ellipsis placeholder in the tag"),
    m("t_m_unclosed_think", "A", G_SEC, "no_answer", "truncated", "<think>\n" + SEC + r" $= 20\pi$", "cut inside the thinking, no tag"),
    g("t_ok_sentence", "B", "218", "correct", "tag", th(CRA) + "<answer> The answer is 218. </answer>", "the issue's sentence shape"),
    g("t_ok_equation", "B", "218", "correct", "tag", th(CRA) + "<answer>357 - 139 = 218</answer>", "an equation chain ending in the gold"),
    g("t_ok_box", "B", "44000", "correct", "tag", th(SAL) + r"<answer>$\boxed{44,000}$</answer>", "a box with a comma"),
    g("t_ok_dollar", "B", "18.35", "correct", "tag", th(PRC) + "<answer>$18.35</answer>", "a dollar sign"),
    g("t_ok_units", "B", "182", "correct", "tag", th(MIN) + "<answer>182 minutes</answer>", "a unit word"),
    g("t_ok_hash_inside", "B", "228", "correct", "tag", th(EGG) + "<answer>\n#### 228\n</answer>", "#### inside the tag"),
    g("t_ok_unclosed", "B", "75", "correct", "tag", th(PCT) + "<answer> 75", "the tag never closed; the completion ends after 75"),
    m("t_m_ok_pair_box", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$\boxed{(5,-2)}$</answer>", "the issue's boxed pair shape"),
    m("t_m_ok_sentence", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer> The answer is $210$. </answer>", "a sentence in the tag"),
    m("t_m_ok_xy_eq", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$(x, y) = (5, -2)$</answer>", "(x, y) = in the tag"),
    m("t_m_ok_rad_box", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{5\pi}{6}}$</answer>", "a fraction with pi boxed in the tag"),
    m("t_m_ok_equation_chain", "B", G_CPX, "correct", "tag", th("Expand.\n") + "<answer>$" + r"(3 + 2i)(4 - i) = 12 + 5i + 2 = 14 + 5i" + "$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_bare_frac", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + "<answer>4/25</answer>", "a slash fraction"),

    # ================================================================ 2. phrase + ####
    g("h_so_other", "A", "218", "wrong", "hash", CRA_S + "So the answer is #### 164", "phrase then #### 164"),
    g("h_colon_other", "A", "218", "wrong", "hash", CRA_S + "The answer is: #### 164", "The answer is: #### 164"),
    g("h_final_other", "A", "182", "wrong", "hash", "7 * 26 = 156 minutes.\nFinal Answer: #### 156", "Final Answer: #### 156 (7 * 26 miscomputed as 156)"),
    g("h_answer_other", "A", "44000", "wrong", "hash", SAL_NB + "Answer: #### 42350", "Answer: #### 42350, bonus left out"),
    g("h_phrase_gold_hash_other", "A", "228", "wrong", "hash", EGG + "So the answer is 228.\n#### 19", "phrase 228 then #### 19: two final answers"),
    g("h_empty_hash", "A", "218", "no_answer", "hash", CRA + "So the answer is ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_hash_other_phrase_gold", "A", "75", "wrong", "hash", PCT + "The answer is: #### 25\nThat is, 75 percent passed.", "debatable: #### 25 (the share that failed) then a sentence restating 75", True),
    g("h_sign_lost", "A", "-14.5", "wrong", "hash", TMP + "So the answer is #### 14.5", "the sign lost after ####"),
    m("h_m_so_other", "A", G_BASE, "wrong", "hash", BASE + "\nSo the answer is #### 557", "off by one"),
    m("h_m_final_other", "A", G_COMB, "wrong", "hash", COMB + "\nFinal Answer: #### 120", "C(10,3) = 120 instead"),
    g("h_ok_so", "B", "218", "correct", "hash", CRA + "So the answer is #### 218", "the issue's shape"),
    g("h_ok_colon", "B", "218", "correct", "hash", CRA + "The answer is: #### 218", "The answer is: ####"),
    g("h_ok_final", "B", "182", "correct", "hash", MIN + "Final Answer: #### 182", "Final Answer: ####"),
    g("h_ok_answer", "B", "44000", "correct", "hash", SAL + "Answer: #### 44000", "Answer: ####"),
    g("h_ok_so_negative", "B", "-14.5", "correct", "hash", TMP + "So the answer is #### -14.5", "a negative decimal after the phrase"),
    g("h_ok_so_dollar", "B", "18.35", "correct", "hash", PRC + "So the answer is #### $18.35", "a dollar sign after ####"),
    g("h_ok_bold_final", "B", "228", "correct", "hash", EGG + "**Final Answer:** #### 228", "bold Final Answer then ####"),
    g("h_ok_colon_comma", "B", "44000", "correct", "hash", SAL + "The answer is: #### 44,000", "a thousands comma"),
    g("h_ok_zero", "B", "0", "correct", "hash", ZER + "So the answer is #### 0", "gold 0 after the phrase"),
    m("h_m_ok_so", "B", G_BASE, "correct", "hash", BASE + " = 558\nSo the answer is #### 558", "a MATH answer after the phrase"),
    m("h_m_ok_final", "B", G_COMB, "correct", "hash", COMB + " = 210\nFinal Answer: #### 210", "Final Answer: #### on MATH"),
    m("h_m_ok_answer_frac", "B", G_PROB, "correct", "hash", PROB + ".\nAnswer: #### 4/25", "a slash fraction after ####"),

    # ================================================================ 3. exactness
    g("x_zero_tiny_decimal", "A", "0", "wrong", "hash", ZER + "#### 0.0000001", "0.0000001 against gold 0"),
    g("x_zero_sci", "A", "0", "wrong", "hash", ZER + "#### 1e-9", "1e-9 against gold 0"),
    g("x_zero_box_pow", "A", "0", "wrong", "boxed", ZER + r"$\boxed{10^{-100}}$", "10^{-100} is not 0"),
    g("x_gold_plus_tiny_i", "A", "218", "wrong", "boxed", CRA + r"$\boxed{218 + 10^{-50} i}$", "218 + 10^{-50} i is not 218"),
    g("x_gold_plus_sin", "A", "182", "wrong", "boxed", MIN + r"$\boxed{182 + \sin(10^{-100})}$", "182 + sin(10^{-100}) is not 182"),
    g("x_cent_off", "A", "18.35", "wrong", "hash", PRC.replace("18.35", "18.36") + "#### 18.36", "one cent off"),
    g("x_rounded", "A", "18.35", "wrong", "hash", PRC + "#### 18.4", "rounded to 18.4"),
    g("x_digits_swapped", "A", "18.35", "wrong", "hash", "2.5 * 7.43 = 18.575 dollars.\n#### 18.575", "price digits swapped: 18.575"),
    g("x_salary_fraction", "A", "44000", "wrong", "hash", SAL + "#### 44000.4", "44000.4, relative error about 1e-5"),
    g("x_share_percent", "A", "75", "wrong", "hash", PCT + "#### 0.75", "debatable: the share where the working and gold say percent (round 5's decision)", True),
    m("x_m_zero_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-100}\pi}$", "the issue's near-zero shape"),
    m("x_m_zero_exp", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{e^{-1000}}$", "e^{-1000} is positive"),
    m("x_m_zero_frac", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\frac{1}{10^{40}}}$", "1/10^{40} is not 0"),
    m("x_m_pi_plus", "A", G_PI, "wrong", "boxed", PI + r" $\theta = \boxed{\pi + 10^{-50}}$", "the issue's near-pi shape"),
    m("x_m_pi_decimal", "A", G_PI, "wrong", "boxed", PI + r" $\theta = \boxed{3.14159}$", "a decimal for pi"),
    m("x_m_pi_22_7", "A", G_PI, "wrong", "boxed", PI + r" $\theta = \boxed{\frac{22}{7}}$", "22/7 is not pi"),
    m("x_m_rad_plus", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{6} + 10^{-30}}$", "a tiny offset on an exact gold"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{2.618}$", "a decimal for 5pi/6"),
    m("x_m_dist_decimal", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{8.49}$", "a decimal for 6 sqrt2"),
    m("x_m_rat_tiny", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{4\sqrt{5} - 10^{-40}}$", "a tiny offset on 4 sqrt5"),
    m("x_m_rep_decimal", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{0.15}$", "0.15 = 3/20, not 0.1515... = 5/33"),
    m("x_m_sec_tiny", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{20\pi + 10^{-100}}$", "a tiny offset on 20 pi"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", ZER + "#### 0.00", "0.00 for 0"),
    g("x_ok_zero_dollar", "B", "0", "correct", "hash", ZER + "#### $0", "$0 for 0"),
    g("x_ok_trailing_zero", "B", "18.35", "correct", "hash", PRC + "#### 18.350", "a trailing zero"),
    g("x_ok_frac", "B", "-14.5", "correct", "boxed", TMP + r"$\boxed{-\frac{29}{2}}$", "-29/2 = -14.5"),
    g("x_ok_salary_decimal", "B", "44000", "correct", "hash", SAL + "#### 44000.00", "44000.00"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$", "exact 0"),
    m("x_m_ok_pi", "B", G_PI, "correct", "boxed", PI + r" $\theta = \boxed{\pi}$", "exact pi"),
    m("x_m_ok_rad_inline", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{5\pi/6}$", "5pi/6 with a slash"),
    m("x_m_ok_sqrt72", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{72}}$", "sqrt72 = 6 sqrt2"),
    m("x_m_ok_sqrt80", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{80}}$", "sqrt80 = 4 sqrt5"),
    m("x_m_ok_prob_decimal", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.16}$", "0.16 = 4/25 exactly"),
    m("x_m_ok_prob_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{8}{50}}$", "8/50 unsimplified"),
    m("x_m_ok_rep_unsimplified", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{15}{99}}$", "15/99 unsimplified"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_eq_box", "A", "218", "no_answer", "boxed", CRA + r"$\boxed{\not= 218}$", "the issue's \\not= shape"),
    g("n_x_not_eq_box", "A", "218", "no_answer", "boxed", CRA + r"$\boxed{x \not= 218}$", "x \\not= 218"),
    g("n_neq_box", "A", "182", "no_answer", "boxed", MIN + r"$\boxed{\neq 182}$", "\\neq the gold"),
    g("n_text_wrong", "A", "218", "wrong", "boxed", CRA + r"$\boxed{218\text{ (wrong)}}$", "the model marks its box wrong"),
    g("n_text_incorrect", "A", "44000", "wrong", "boxed", SAL + r"$\boxed{44000 \text{ (incorrect)}}$", "marked incorrect"),
    g("n_strike_md", "A", "228", "no_answer", "hash", EGG + "#### ~~228~~", "struck with ~~, nothing after"),
    g("n_strike_then_other", "A", "228", "wrong", "hash", EGG + "#### ~~228~~ 19", "the gold struck, 19 after"),
    g("n_not_phrase", "A", "75", "no_answer", "answer_is", PCT + "The answer is not 75.", "the gold negated, nothing after"),
    g("n_isnt", "A", "0", "no_answer", "answer_is", ZER + "The answer isn't 0.", "isn't the gold"),
    g("n_hash_not", "A", "182", "no_answer", "hash", MIN + "#### not 182", "#### not N"),
    m("n_m_not_eq", "A", G_BASE, "no_answer", "boxed", BASE + r" $\boxed{\not= 558}$", "\\not= on MATH"),
    m("n_m_x_neq", "A", G_COMB, "no_answer", "boxed", COMB + r" $\boxed{x \neq 210}$", "x \\neq the gold"),
    m("n_m_text_wrong", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{14 + 5i\text{ (wrong)}}$", "annotated wrong inside the box"),
    m("n_m_sout", "A", G_POLY, "no_answer", "boxed", POLY + r" $= \boxed{\sout{4x^2 + 21x - 18}}$", "struck with \\sout, nothing after"),
    m("n_m_cancel_then_other", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{\cancel{20\pi}\ 40\pi}$", "the gold cancelled, 40 pi after"),
    m("n_m_xmark", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{4\sqrt{5}}$ ✗", "a cross mark after the box"),
    m("n_m_not_pair", "A", G_SYS, "no_answer", "answer_is", SYS + r" The solution is not $(5, -2)$.", "the gold pair negated"),
    g("n_ok_not_other", "B", "218", "correct", "answer_is", CRA + "The answer is 218, not 164.", "the wrong value negated after the gold"),
    g("n_ok_strike_other", "B", "218", "correct", "hash", CRA + "#### ~~164~~ 218", "the wrong value struck, the gold after"),
    g("n_ok_text_units", "B", "218", "correct", "boxed", CRA + r"$\boxed{218\text{ crayons}}$", "a unit in \\text"),
    g("n_ok_check_mark", "B", "228", "correct", "boxed", EGG + r"$\boxed{228}$ ✓", "a check mark"),
    g("n_ok_x_eq", "B", "182", "correct", "boxed", MIN + r"$\boxed{x = 182}$", "x = the gold in the box"),
    g("n_ok_paren_not", "B", "75", "correct", "hash", PCT + "#### 75 (not 0.75)", "an annotation rejecting another form"),
    m("n_m_ok_neq_other", "B", G_BASE, "correct", "boxed", BASE + r" $= 558 \neq 4213$, so $\boxed{558}$", "\\neq in the working, the gold boxed"),
    m("n_m_ok_text_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{558\text{ (base 10)}}$", "a harmless annotation"),
    m("n_m_ok_cancel_work", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{20}^{4}\sqrt{5}}{\cancel{5}} = \boxed{4\sqrt{5}}$", "cancellation in the working"),
    m("n_m_ok_text_sq", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{20\pi\text{ square units}}$", "units in \\text"),
    m("n_m_ok_not_other", "B", G_SYS, "correct", "answer_is", SYS + r" The solution is $(5, -2)$, not $(5, 2)$.", "another pair negated after the gold"),

    # ================================================================ 5. words after a number
    g("u_negative", "A", "218", "wrong", "hash", CRA + "#### 218 negative", "the issue's shape: 218 negative is -218"),
    g("u_less", "A", "218", "wrong", "hash", CRA + "#### 218 less", "a difference, not the count"),
    g("u_fewer", "A", "218", "wrong", "hash", CRA + "#### 218 fewer", "a difference, not the count"),
    g("u_more", "A", "182", "wrong", "hash", MIN + "#### 182 more", "a difference, not the time"),
    g("u_dozen", "A", "228", "wrong", "hash", EGG + "#### 228 dozen", "228 dozen = 2736 eggs"),
    g("u_score", "A", "182", "wrong", "hash", MIN + "#### 182 score", "182 score = 3640"),
    g("u_thousand", "A", "44000", "wrong", "hash", SAL + "#### 44000 thousand", "44,000,000"),
    g("u_negative_money", "A", "18.35", "wrong", "hash", PRC + "#### 18.35 negative", "-18.35"),
    g("u_less_percent", "A", "75", "wrong", "hash", PCT + "#### 75 less", "a difference"),
    g("u_phrase_fewer", "A", "218", "wrong", "answer_is", CRA + "The answer is 139 fewer crayons.", "139, the number given away, with fewer"),
    g("u_hundred", "A", "182", "wrong", "hash", MIN + "#### 182 hundred", "18,200"),
    g("u_dozen_fewer", "A", "228", "wrong", "hash", EGG + "#### 19 dozen fewer", "a difference of 19 dozen"),
    g("u_ok_units", "B", "218", "correct", "hash", CRA + "#### 218 crayons", "a unit noun"),
    g("u_ok_minutes", "B", "182", "correct", "hash", MIN + "#### 182 minutes", "a unit"),
    g("u_ok_min", "B", "182", "correct", "hash", MIN + "#### 182 min", "an abbreviated unit"),
    g("u_ok_eggs", "B", "228", "correct", "hash", EGG + "#### 228 eggs", "a unit noun"),
    g("u_ok_percent", "B", "75", "correct", "hash", PCT + "#### 75%", "a percent sign"),
    g("u_ok_percent_word", "B", "75", "correct", "hash", PCT + "#### 75 percent", "the word percent"),
    g("u_ok_dollars", "B", "44000", "correct", "hash", SAL + "#### 44000 dollars", "the word dollars"),
    g("u_ok_degrees", "B", "-14.5", "correct", "hash", TMP + "#### -14.5 degrees", "the word degrees"),
    g("u_ok_period", "B", "18.35", "correct", "hash", PRC + "#### 18.35.", "a full stop after the value"),
    m("u_m_ok_units", "B", G_SEC, "correct", "answer_is", SEC + r" $= 20\pi$. The answer is $20\pi$ square units.", "units after the value"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "answer_is", BASE + r" $= 558$. The answer is 558 in base 10.", "words naming the base"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "answer_is", RAD + r" $= \frac{5\pi}{6}$. The answer is $\frac{5\pi}{6}$ radians.", "the word radians"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "218", "wrong", "hash", CRA + "#### 218\nEdit: 164", "Edit: 164 after the answer"),
    g("r_update", "A", "218", "wrong", "hash", CRA + "#### 218\nUpdate: it's actually 164.", "Update: it's actually 164."),
    g("r_erratum", "A", "44000", "wrong", "hash", SAL + "#### 44000\nErratum: 42350", "Erratum: 42350"),
    g("r_never_mind", "A", "228", "wrong", "hash", EGG + "#### 228\nNever mind, 19.", "Never mind, 19."),
    g("r_paren_not", "A", "218", "wrong", "hash", CRA + "#### 218 (Not 218; 164.)", "(Not 218; 164.)"),
    g("r_wrong_bang", "A", "182", "wrong", "hash", MIN + "#### 182\nWrong! 156", "Wrong! 156"),
    g("r_placeholder", "A", "218", "no_answer", "hash", CRA + "#### 218\nthe above is a placeholder; real answer TBD", "the issue's placeholder shape"),
    g("r_placeholder_box", "A", "75", "no_answer", "boxed", PCT + r"$\boxed{75}$" + "\n(The above is a placeholder; the real answer is TBD.)", "a placeholder box"),
    g("r_edit_phrase", "A", "-14.5", "wrong", "answer_is", TMP + "The answer is -14.5.\nEdit: 14.5", "Edit drops the sign"),
    g("r_update_money", "A", "18.35", "wrong", "hash", PRC + "#### 18.35\nUpdate: it's actually 18.575.", "Update to the swapped-digit price"),
    g("r_erratum_zero", "A", "0", "wrong", "hash", ZER + "#### 0\nErratum: 20", "Erratum: 20"),
    m("r_m_edit", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{210}$" + "\nEdit: 120", "Edit: 120"),
    m("r_m_update", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(5, -2)}$" + "\nUpdate: it's actually $(5, 2)$.", "Update: it's actually (5, 2)."),
    m("r_m_erratum", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{6}}$" + "\nErratum: $\\frac{6\\pi}{5}$", "Erratum: 6pi/5"),
    m("r_m_never_mind", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{558}$" + "\nNever mind, 557.", "Never mind, 557."),
    m("r_m_paren_not", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{14 + 5i}$ (Not $14 + 5i$; $10 + 5i$.)", "(Not gold; other.)"),
    m("r_m_wrong_bang", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{4x^2 + 21x - 18}$" + "\nWrong! $4x^2 + 27x - 18$", "Wrong! another polynomial"),
    m("r_m_placeholder", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{20\pi}$" + "\nthe above is a placeholder; real answer TBD", "placeholder on MATH"),
    m("r_m_new_box", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-\frac{3}{2}, 2}$" + "\nActually $\\boxed{\\frac{3}{2}, -2}$.", "a later box with the signs flipped"),
    g("r_ok_edit_gold", "B", "218", "correct", "hash", CRA_S + "#### 164\nEdit: 218", "Edit: to the gold"),
    g("r_ok_update_gold", "B", "218", "correct", "hash", CRA_S + "#### 164\nUpdate: it's actually 218.", "Update: to the gold"),
    g("r_ok_erratum_gold", "B", "44000", "correct", "hash", SAL_NB + "#### 42350\nErratum: 44000", "Erratum: to the gold (the bonus added)"),
    g("r_ok_never_mind_gold", "B", "228", "correct", "hash", "#### 19\nNever mind, 228.", "Never mind, the gold"),
    g("r_ok_paren_not", "B", "218", "correct", "hash", CRA_S + "#### 164 (Not 164; 218.)", "(Not wrong; gold.)"),
    g("r_ok_wrong_bang", "B", "182", "correct", "hash", "#### 156\nWrong! 182", "Wrong! the gold"),
    g("r_ok_edit_format", "B", "218", "correct", "hash", CRA + "#### 218\nEdit: fixed a typo.", "an edit about a typo"),
    g("r_ok_check", "B", "218", "correct", "hash", CRA + "#### 218\nCheck: 218 + 139 = 357.", "a check after the answer"),
    g("r_ok_pleasantry", "B", "18.35", "correct", "hash", PRC + "#### 18.35\nHope this helps!", "a pleasantry"),
    g("r_ok_update_none", "B", "75", "correct", "hash", PCT + "#### 75\nUpdate: double-checked, still 75.", "an update confirming the gold"),
    m("r_m_ok_edit_gold", "B", G_COMB, "correct", "boxed", r"$\boxed{120}$" + "\nEdit: 210", "Edit: the gold"),
    m("r_m_ok_update_gold", "B", G_SYS, "correct", "boxed", r"$\boxed{(5, 2)}$" + "\nUpdate: it's actually $(5, -2)$.", "Update: the gold pair"),
    m("r_m_ok_never_mind", "B", G_BASE, "correct", "boxed", r"$\boxed{557}$" + "\nNever mind, 558.", "Never mind, the gold"),
    m("r_m_ok_paren_not", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{14 + 5i}$ (Not $10 + 5i$; $14 + 5i$.)", "(Not wrong; gold.)"),
    m("r_m_ok_check", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-\frac{3}{2}, 2}$" + "\nCheck: $2(4) - 2 - 6 = 0$.", "a check after the box"),
    m("r_m_ok_pleasantry", "B", G_PI, "correct", "boxed", PI + r" $\theta = \boxed{\pi}$." + "\nLet me know if you have more questions!", "a pleasantry"),
    m("r_m_ok_minerva_after", "B", G_RAT, "correct", "minerva", RAT + r" $= 4\sqrt{5}$." + "\n" + MINERVA.format(r"$4\sqrt{5}$"), "a Minerva line, 'I hope it is correct' is not a retraction"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash", "A", "218", "no_answer", "none", "> #### 218\nI cannot solve this.", "the issue's quoted-#### shape"),
    g("q_quoted_hash_other", "A", "218", "wrong", "hash", "> #### 218\n" + CRA_S + "#### 164", "a quoted gold, own answer 164"),
    g("q_you_asked", "A", "182", "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{182}$." I cannot.', "the issue's reported-request shape"),
    g("q_parts", "A", "218", "wrong", "answer_is", "218 for part (a) and 164 for part (b).", "two values for two parts; the question asks one number"),
    g("q_parts_other_first", "A", "44000", "wrong", "answer_is", "44000 for part (a) and 42350 for part (b).", "two values for two parts; the gold only in part (a)"),
    g("q_hypothetical", "A", "228", "no_answer", "none", "If each carton held 12, the answer would be 228. I don't know the carton size.", "a hypothetical, then a refusal"),
    g("q_teacher", "A", "75", "wrong", "answer_is", "The key says 75%, but I get 25%.\nThe answer is 25.", "the gold only reported"),
    g("q_user_turn", "A", "218", "wrong", "hash", CRA_S + "#### 164<|im_end|>\n<|im_start|>user\n#### 218", "the gold only in an invented user turn"),
    g("q_quote_block", "A", "0", "no_answer", "none", "> So the answer is #### 0\n\nThat is what the hint says; I cannot solve this.", "a quoted answer, no own answer"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{210}$." I cannot.', "the issue's shape on MATH"),
    m("q_m_quoted_hash", "A", G_BASE, "no_answer", "none", "> #### 558\nI cannot solve this.", "quoted #### on MATH"),
    m("q_m_parts", "A", G_ROOTS, "wrong", "answer_is", r"$-\frac{3}{2}$ for part (a) and $2$ for part (b).", "debatable: the two roots as two parts of an unseen question", True),
    m("q_m_parts_pair", "A", G_SYS, "wrong", "answer_is", r"$(5, -2)$ for part (a) and $(5, 2)$ for part (b).", "two pairs for two parts"),
    m("q_m_suppose", "A", G_RAD, "no_answer", "none", r"Suppose the answer were $\frac{5\pi}{6}$; I cannot verify it.", "a supposition"),
    m("q_m_book_says", "A", G_PROB, "wrong", "boxed", r'The book says "$\boxed{\frac{4}{25}}$", but I count 7 multiples: $\boxed{\frac{7}{50}}$.', "the gold only quoted"),
    m("q_m_show_that", "A", G_CPX, "no_answer", "none", r'The task: "Show that $(3 + 2i)(4 - i) = \boxed{14 + 5i}$." I am unable to do this.', "a quoted task with the gold, a refusal"),
    g("q_ok_quoted_then_own", "B", "218", "correct", "hash", "> 139 are given away.\n" + CRA + "#### 218", "a quoted problem line, own answer"),
    g("q_ok_you_asked_then", "B", "182", "correct", "hash", 'You asked: "How long does it take?" ' + MIN + "#### 182", "a reported question, own answer"),
    g("q_ok_key_agrees", "B", "75", "correct", "answer_is", PCT + 'The key also says "75%".\nThe answer is 75.', "the gold quoted and asserted"),
    g("q_ok_parts_steps", "B", "44000", "correct", "hash", "Part (a): 22 * 1925 = 42350.\nPart (b): 42350 + 1650 = 44000.\n#### 44000", "steps as parts, the final #### the gold"),
    g("q_ok_hypo_after", "B", "218", "correct", "hash", CRA + "#### 218\nIf 193 had been given away, it would be 164.", "a hypothetical after the committed answer"),
    g("q_ok_friend_wrong", "B", "228", "correct", "hash", 'My friend said "#### 19", but that counts cartons.\n' + EGG + "#### 228", "another's value quoted first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|2x + 3| \le 8$." + "\n" + INT + r" $x \in \boxed{\left[-\frac{11}{2}, \frac{5}{2}\right]}$", "the problem quoted"),
    m("q_m_ok_show_that", "B", G_CPX, "correct", "boxed", r'You asked: "Compute $(3 + 2i)(4 - i)$." ' + CPX + r" $= \boxed{14 + 5i}$", "a reported request, own box"),
    m("q_m_ok_suppose_refuted", "B", G_ZERO, "correct", "boxed", r"Suppose $f(3) = 1$; no: " + ZERO + r" $= \boxed{0}$.", "a supposition refuted"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example $12_5 = 7$. Likewise " + BASE + r" $= \boxed{558}$.", "an example with another value first"),
    m("q_m_ok_both_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are $x = -\frac{3}{2}$ and $x = 2$: $\boxed{-\frac{3}{2}, 2}$", "both roots named then boxed"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "218", "no_answer", "none", "", "an empty completion"),
    g("b_spaces", "A", "218", "no_answer", "none", " \n\t\n ", "whitespace only"),
    g("b_nul_inside", "A", "218", "wrong", "hash", CRA_S + "#### 16\x004", "a NUL inside 164"),
    g("b_nul_other", "A", "182", "wrong", "hash", "#### 156\x00", "a NUL after 156"),
    g("b_huge_number", "A", "218", "wrong", "hash", "#### " + "2" * 5000, "a 5000-digit number"),
    g("b_fullwidth_other", "A", "218", "wrong", "hash", CRA_S + "#### １６４", "full-width 164"),
    g("b_replacement_other", "A", "218", "wrong", "hash", CRA_S + "#### 164\ufffd", "a replacement character after 164"),
    g("b_control_other", "A", "228", "wrong", "hash", EGG + "#### 19\x07", "a BEL after 19"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{21", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{558}", "wrong", "boxed", BASE + r" $= \boxed{557}$", "a gold stored boxed; the answer 557"),
    m("b_m_long_other", "A", G_BASE, "wrong", "boxed", "Let me think.\n" * 3000 + r"$\boxed{557}$", "a 42,000-character completion ending 557"),
    g("b_ok_crlf", "B", "218", "correct", "hash", (CRA + "#### 218").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "218", "correct", "hash", "\ufeff" + CRA + "#### 218", "a BOM first"),
    g("b_ok_nbsp", "B", "228", "correct", "hash", EGG + "####\u00a0228", "a no-break space after ####"),
    g("b_ok_tab", "B", "182", "correct", "hash", MIN + "####\t182", "a tab after ####"),
    g("b_ok_unicode_minus", "B", "-14.5", "correct", "hash", TMP + "#### \u221214.5", "a Unicode minus"),
    g("b_ok_gold_spaces", "B", " 218 ", "correct", "hash", CRA + "#### 218", "a gold with spaces"),
    g("b_ok_long", "B", "218", "correct", "hash", "Let me think.\n" * 3000 + CRA + "#### 218", "a 42,000-character completion ending in the gold"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{558}", "correct", "boxed", BASE + r" $= \boxed{558}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", "$20\\pi$", "correct", "boxed", SEC + r" $= \boxed{20\pi}$", "a gold stored in $...$"),
    m("b_m_ok_emoji_after", "B", G_PI, "correct", "boxed", PI + r" $\theta = \boxed{\pi}$ 🎉", "an emoji after the box"),
    # ================================================================ MATH additions (balance), by class
    m("t_m_interval_open", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>$\left(-\frac{11}{2}, \frac{5}{2}\right)$</answer>", "an open interval for the closed gold"),
    m("t_m_roots_signs", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>$x = \frac{3}{2}$ or $x = -2$</answer>", "both signs flipped"),
    m("t_m_poly_other", "A", G_POLY, "wrong", "tag", th(POLY + "\n") + r"<answer>$4x^2 + 27x - 18$</answer>", "a wrong middle coefficient"),
    m("t_m_empty_box", "A", G_BASE, "no_answer", "tag", th(BASE + " = 558\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in \left[-\frac{11}{2}, \frac{5}{2}\right]$</answer>", "x \\in the interval"),
    m("t_m_ok_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{3}{2}$ or $x = 2$</answer>", "both roots as equations"),
    m("t_m_ok_poly_sentence", "B", G_POLY, "correct", "tag", th(POLY + "\n") + r"<answer>The expansion is $4x^2 + 21x - 18$.</answer>", "a sentence in the tag"),
    m("t_m_ok_unclosed_box", "B", G_BASE, "correct", "tag", th(BASE + " = 558\n") + r"<answer>$\boxed{558}$", "the tag never closed; the completion ends after the box"),
    m("h_m_colon_other", "A", G_SYS, "wrong", "hash", r"Adding gives $3x = 15$, so $x = 5$ and $y = 2$." + "\nThe answer is: #### (5, 2)", "the pair with y's sign lost"),
    m("h_m_ok_colon_pair", "B", G_SYS, "correct", "hash", SYS + "\nThe answer is: #### (5, -2)", "a pair after The answer is: ####"),
    m("h_m_ok_answer_pi", "B", G_SEC, "correct", "hash", SEC + r" $= 20\pi$." + "\nAnswer: #### 20\\pi", "a pi multiple after ####"),
    m("x_m_sec_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" $\approx \boxed{62.83}$", "a decimal for 20 pi"),
    m("x_m_cpx_tiny", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{14 + 5i + 10^{-60}}$", "a tiny offset on a complex gold"),
    m("x_m_zero_sin", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sin(10^{-100})}$", "sin(10^{-100}) is not 0"),
    m("x_m_ok_sec_frac", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{100\pi}{5}}$", "100 pi / 5 = 20 pi"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{5i + 14}$", "terms in another order"),
    m("n_m_neq_pair", "A", G_SYS, "no_answer", "boxed", SYS + r" $\boxed{(x, y) \neq (5, -2)}$", "the gold pair under \\neq"),
    m("n_m_text_wrong_rad", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{6}\text{ (wrong)}}$", "annotated wrong"),
    m("n_m_strike_md", "A", G_BASE, "no_answer", "answer_is", BASE + r". The answer is ~~$558$~~.", "struck with ~~, nothing after"),
    m("n_m_ok_text_answer", "B", G_RAD, "correct", "answer_is", RAD + "\n" + r"$\text{Answer: } \frac{5\pi}{6}.$", "the issue's \\text{Answer: } shape"),
    m("u_m_negative", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{558 \text{ negative}}$", "558 negative is -558"),
    m("u_m_dozen", "A", G_COMB, "wrong", "answer_is", COMB + " = 210. The answer is 210 dozen.", "210 dozen = 2520"),
    m("u_m_less", "A", G_SEC, "wrong", "answer_is", SEC + r" $= 20\pi$. The answer is $20\pi$ less.", "a difference"),
    m("u_m_ok_definitely", "B", G_COMB, "correct", "answer_is", COMB + r" $= 210$. I think the answer is definitely \(210\).", "the issue's 'definitely' shape"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "answer_is", COMB + r" $= 210$. The answer is 210 ways.", "a count noun"),
    m("r_m_erratum_interval", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{\left[-\frac{11}{2}, \frac{5}{2}\right]}$" + "\nErratum: $\\left(-\\frac{11}{2}, \\frac{5}{2}\\right)$", "Erratum: the open interval"),
    m("r_m_ok_erratum_gold", "B", G_RAD, "correct", "boxed", r"$\boxed{\frac{6\pi}{5}}$" + "\nErratum: $\\frac{5\\pi}{6}$", "Erratum: the gold"),
    m("r_m_ok_wrong_bang", "B", G_COMB, "correct", "boxed", r"$\boxed{120}$" + "\nWrong! 210", "Wrong! the gold"),
    m("r_m_ok_edit_format", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{558}$" + "\nEdit: formatting only.", "an edit about formatting"),
    m("r_m_ok_user_turn", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{210}$" + "<|im_end|>\n<|im_start|>user\nNow compute $\\binom{10}{3}$.<|im_end|>\n<|im_start|>assistant\n$\\boxed{120}$", "a box in an invented next turn does not count"),
    m("r_m_ok_self_problem", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{210}$" + "\n\nNew problem: compute $\\binom{10}{3}$. Solution: $\\boxed{120}$.", "a self-set new problem with its own box after the answer"),
    m("r_m_ok_restart_cut", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{558}$" + "\n\nLet me redo this: $4 \\cdot 125 = ", "a restart of the working, cut off"),
    m("q_m_quoted_box", "A", G_SEC, "no_answer", "none", r"> $\boxed{20\pi}$" + "\nI cannot solve this.", "a quoted box, then a refusal"),
    m("q_m_parts_base", "A", G_BASE, "wrong", "answer_is", "558 for part (a) and 557 for part (b).", "two values for two parts; the question asks one number"),
    m("q_m_ok_you_asked", "B", G_COMB, "correct", "boxed", r"You asked for $\binom{10}{4}$. " + COMB + r" $= \boxed{210}$", "a reported request, own box"),
    m("b_m_empty", "A", G_PI, "no_answer", "none", "", "an empty completion"),
    m("b_m_nul_other", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{55" + "\x00" + r"7}$", "a NUL inside 557"),
    m("b_m_ok_crlf", "B", G_ROOTS, "correct", "boxed", (ROOTS + "\n" + r"$\boxed{-\frac{3}{2}, 2}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_bom", "B", G_CPX, "correct", "boxed", "\ufeff" + CPX + r" $= \boxed{14 + 5i}$", "a BOM first"),
]
# fmt: on

DECISIONS = {
    "h_hash_other_phrase_gold": (
        "reject",
        "the #### value is the marked final answer; a later sentence restating 75 makes two different final answers (a hedge)",
    ),
    "x_share_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "q_m_parts": (
        "reject",
        "the two roots written as answers to two parts: no single answer states both roots; the question has no parts",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam31", CASES, [], DECISIONS)
