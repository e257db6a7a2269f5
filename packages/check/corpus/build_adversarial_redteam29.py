r"""Build adversarial_redteam29.jsonl: a twenty-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam29", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on the probes, and handed over BEFORE any
scoring. Not model output. Only `issues show 25`, corpus/README.md ("How labels were made" and the
sources table, to avoid reusing problems), corpus_build.py and build_adversarial_redteam21.py (for
structure, conventions and label rules) were read. Python was used for arithmetic only, and, after
the build, to count the written records and to look for stray control characters a mistyped string
escape (`\f`, `\b`, `\t`, `\r`, `\n` in LaTeX) would leave; no probe was given to any checker.

Aim of this round: a fourth independent author of the issue's hidden set, writing the way a careful
grader tests a reward function for RL training: for each of the eight classes, MATCHED PAIRS -- the
same completion once right (kind B) and once wrong or unanswered (kind A), differing only in the
trick (a word, a sign, a tag, a position, a strike-out, the order of a retraction) -- so that a
checker that guesses from surface shape scores badly. Half GSM8K, half MATH; one to three unpaired
kind-A probes per class. 178 probes: kind A 94 (GSM8K 49, MATH 45), kind B 84 (GSM8K 43, MATH 41),
47 % kind B; per class t 21, h 22, x 23, n 23, u 23, r 21, q 21, b 24; 2 `debatable`
(u_m_degrees_word, q_m_if_base5), each with a proposed decision.

Problems and golds (new against the corpus README's sources table and this session's earlier
rounds; arithmetic checked by hand, re-checked with python as arithmetic only):
GSM8K
- melons: 34 crates of 15 -> 510 (34 * 15 = 300 + 210 = 510); 168 sold -> 342 (510 - 168 = 342;
  check 342 + 168 = 510). Misreading 186 sold -> 324 (510 - 186 = 324; check 324 + 186 = 510).
- temperature: 2 degrees, falling 1.5 an hour for 9 hours -> -11.5 (1.5 * 9 = 13.5; 2 - 13.5 =
  -11.5); sign lost 11.5; -23/2 = -11.5. Erratum value: 1.25 * 9 = 11.25, 2 - 11.25 = -9.25.
- cheese: 3.5 lb at $4.18 -> 14.63 (3 * 4.18 = 12.54; 0.5 * 4.18 = 2.09; 12.54 + 2.09 = 14.63);
  digits swapped 14.36; rounded 14.6.
- pay: 12 months at $2,640 plus a $1,150 bonus -> 32,830 (12 * 2640 = 31,680; 31,680 + 1,150 =
  32,830); without the bonus 31,680.
- eggs: 29 cartons of 12 -> 348 (29 * 12 = 290 + 58 = 348 = 29 dozen).
- players: 44 of 55 scored -> 80 % (44 / 55 = 0.8; 55 * 0.8 = 44); the share who missed 11/55 = 20 %.
- tickets: twelve $12 tickets from $144 -> 0 (12 * 12 = 144; 144 - 144 = 0).
MATH
- a multiple of 9 from 1 to 60: 9, 18, 27, 36, 45, 54 = six, 6/60 = 1/10 (= 0.1 exactly; 0.\overline{1} = 1/9).
- the distance from (3, 1) to (-2, -5): dx = -5, dy = -6, 25 + 36 = 61 -> \sqrt{61} (about 7.8102).
- |4x - 1| <= 9: -8 <= 4x <= 10 -> [-2, 5/2].
- 2x^2 - x - 21 = (2x - 7)(x + 3) -> roots -3 and 7/2 (check 18 + 3 - 21 = 0; 49/2 - 7/2 - 21 = 0).
- (3 + 2i)(4 - 5i) = 12 - 15i + 8i - 10i^2 = 22 - 7i; (3 + 2i)(4 + 5i) = 12 + 15i + 8i - 10 = 2 + 23i.
- 315 degrees -> 315/180 \pi = 7\pi/4.
- 3214_5 = 3 * 125 + 2 * 25 + 1 * 5 + 4 = 375 + 50 + 5 + 4 = 434; 434_5 = 100 + 15 + 4 = 119.
- x + y = 3, 3x - 2y = 29: 3x - 2(3 - x) = 29 -> 5x = 35 -> (7, -4) (check 21 + 8 = 29).
- (4x + 3)(x - 2) = 4x^2 - 8x + 3x - 6 = 4x^2 - 5x - 6.
- C(13, 4) = 13 * 12 * 11 * 10 / 24 = 17160 / 24 = 715; C(13, 3) = 1716 / 6 = 286.
- 0.\overline{54} = 54/99 = 6/11 (0.5454...).
- x^3 - 9x at x = 3: 27 - 27 = 0.
- a sector of radius 6 and angle 80 degrees: 80/360 * 36\pi = 2/9 * 36\pi = 8\pi (about 25.13).
- 21/\sqrt3 = 21\sqrt3/3 = 7\sqrt3 (about 12.124).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question); `r_`
retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH
probe; `_ok_` marks kind B. A pair shares its id stem: `t_sentence` / `t_ok_sentence`.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a cut-off) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`; a value the model itself
marks wrong is `wrong`; an explicit correction after an answer makes the corrected value the final
one; a check or pleasantry after a committed answer does not replace it; text in an invented next
turn does not count; in an <answer> tag a sentence, an equation chain or a box is read for the value
it states (an equation chain for its last value); a tag never closed is read like a closed one. A
NUL anywhere makes the pair bad input (rounds 3-21: `reject`), so this round puts NULs only in
kind-A probes. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS
the decision this round proposes.

Usage: cd packages/check/corpus && python build_adversarial_redteam29.py
"""

from corpus_build import IM_ASSIST, IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
MEL = "34 crates of 15 melons hold 34 * 15 = <<34*15=510>>510 melons.\nAfter selling 168, 510 - 168 = <<510-168=342>>342 are left.\n"
MEL_SLIP = "34 crates of 15 melons hold 34 * 15 = <<34*15=510>>510 melons.\nAfter selling 186, 510 - 186 = <<510-186=324>>324 are left.\n"
TEMP = "The temperature falls 1.5 * 9 = <<1.5*9=13.5>>13.5 degrees in 9 hours, so from 2 degrees it ends at 2 - 13.5 = <<2-13.5=-11.5>>-11.5 degrees.\n"
CHE = "3.5 pounds of cheese at $4.18 a pound cost 3.5 * 4.18 = <<3.5*4.18=14.63>>14.63 dollars.\n"
PAY = "12 months at $2,640 a month is 12 * 2640 = <<12*2640=31680>>31680 dollars.\nWith the $1,150 bonus: 31680 + 1150 = <<31680+1150=32830>>32830 dollars.\n"
PAY_NOB = "12 months at $2,640 a month is 12 * 2640 = <<12*2640=31680>>31680 dollars.\n"
EGG = "29 cartons of 12 eggs hold 29 * 12 = <<29*12=348>>348 eggs.\n"
PASS = "44 of the 55 players scored, so 44 / 55 * 100 = <<44/55*100=80>>80 percent scored.\n"
CASH = "He buys twelve $12 tickets, 12 * 12 = <<12*12=144>>144 dollars, so of his $144, 144 - 144 = <<144-144=0>>0 dollars are left.\n"

# ================================================================ MATH working
G_PROB = r"\frac{1}{10}"
PROB = r"The multiples of $9$ from $1$ to $60$ are $9, 18, 27, 36, 45, 54$: six of them, so the probability is $\frac{6}{60}$"
G_DIST = r"\sqrt{61}"
DIST = r"The distance from $(3, 1)$ to $(-2, -5)$ is $\sqrt{(-5)^2 + (-6)^2} = \sqrt{25 + 36}$"
G_INT = r"\left[-2, \frac{5}{2}\right]"
INT = r"$|4x - 1| \le 9$ gives $-9 \le 4x - 1 \le 9$, so $-8 \le 4x \le 10$ and $-2 \le x \le \frac{5}{2}$."
G_ROOTS = r"-3, \frac{7}{2}"
ROOTS = r"$2x^2 - x - 21 = (2x - 7)(x + 3) = 0$, so $x = \frac{7}{2}$ or $x = -3$."
G_CPX = "22 - 7i"
CPX = r"$(3 + 2i)(4 - 5i) = 12 - 15i + 8i - 10i^2 = 12 - 7i + 10$"
G_RAD = r"\frac{7\pi}{4}"
RAD = r"$315^\circ \cdot \frac{\pi}{180^\circ} = \frac{315\pi}{180}$"
G_BASE = "434"
BASE = r"$3214_5 = 3 \cdot 125 + 2 \cdot 25 + 1 \cdot 5 + 4 = 375 + 50 + 5 + 4$"
G_SYS = "(7, -4)"
SYS = r"From $x + y = 3$, $y = 3 - x$; then $3x - 2(3 - x) = 29$ gives $5x = 35$, so $x = 7$ and $y = -4$."
G_POLY = "4x^2 - 5x - 6"
POLY = r"$(4x + 3)(x - 2) = 4x^2 - 8x + 3x - 6$"
G_COMB = "715"
COMB = r"$\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{24} = \frac{17160}{24}$"
G_REP = r"\frac{6}{11}"
REP = r"Let $x = 0.\overline{54}$. Then $100x - x = 54$, so $x = \frac{54}{99}$"
G_ZERO = "0"
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"8\pi"
SEC = r"The area is $\frac{80}{360} \cdot \pi \cdot 6^2 = \frac{2}{9} \cdot 36\pi$"
G_RAT = r"7\sqrt{3}"
RAT = r"$\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{3}$"

LONG = MEL * 300  # about 37 KB of repeated working

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence", "A", "342", "wrong", "tag", th(MEL_SLIP) + "<answer>There are 324 melons left.</answer>", "a sentence in the tag states 324 (misread 186 sold)"),
    g("t_ok_sentence", "B", "342", "correct", "tag", th(MEL) + "<answer>There are 342 melons left.</answer>", "a sentence in the tag states the gold"),
    g("t_equation_gold_first", "A", "342", "wrong", "tag", th(MEL) + "<answer>342 - 18 = 324</answer>", "an equation chain starting with the gold and ending 324: its last value counts"),
    g("t_ok_equation_gold_last", "B", "342", "correct", "tag", th(MEL) + "<answer>324 + 18 = 342</answer>", "an equation chain ending in the gold"),
    g("t_box_nobonus", "A", "32830", "wrong", "tag", th(PAY_NOB) + r"<answer>\boxed{31,680}</answer>", "a box in the tag holding 31,680 (bonus left out)"),
    g("t_ok_box", "B", "32830", "correct", "tag", th(PAY) + r"<answer>\boxed{32,830}</answer>", "a box with a comma in the tag"),
    g("t_answer_is_sign", "A", "-11.5", "wrong", "tag", th(TEMP) + "<answer>The answer is 11.5.</answer>", "a marker phrase in the tag; the sign dropped"),
    g("t_ok_answer_is", "B", "-11.5", "correct", "tag", th(TEMP) + "<answer>The answer is -11.5.</answer>", "a marker phrase in the tag"),
    g("t_unclosed_cut", "A", "14.63", "no_answer", "truncated", th(CHE) + "<answer>The total cost is $", "an unclosed tag cut before its value; the gold only in the thinking"),
    g("t_ok_unclosed", "B", "14.63", "correct", "tag", th(CHE) + "<answer>The total cost is $14.63", "an answer tag never closed, holding the gold"),
    m("t_m_box_swapped", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{4\pi}{7}}$</answer>", "a box in math mode in the tag, 4\\pi/7"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{7\pi}{4}}$</answer>", "a box in math mode in the tag"),
    m("t_m_sentence_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (-4, 7)$.</answer>", "a sentence in the tag with the pair swapped"),
    m("t_m_ok_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (7, -4)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_equation_gold_first", "A", G_COMB, "wrong", "tag", th(COMB + " = 715.\n") + r"<answer>$715 \div 5 = 143$</answer>", "an equation chain starting with the gold, ending 143"),
    m("t_m_ok_equation", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>$\frac{13 \cdot 12 \cdot 11 \cdot 10}{24} = 715$</answer>", "an equation chain ending in the gold"),
    m("t_m_placeholder", "A", G_REP, "no_answer", "tag", th(REP + r" $= \frac{6}{11}$." + "\n") + "<answer>...</answer>", "a placeholder in the tag; the gold only in the thinking"),
    m("t_m_ok_spaces", "B", G_REP, "correct", "tag", th(REP + r" $= \frac{6}{11}$." + "\n") + "<answer>\n  \\frac{6}{11}\n</answer>", "newlines and spaces around the value in the tag"),
    m("t_m_cut_in_think", "A", G_SEC, "no_answer", "truncated", "<think>\n" + SEC + r" $= 8\pi$." + "\n", "cut inside the thinking, no tag"),
    m("t_m_ok_unclosed", "B", G_SEC, "correct", "tag", th(SEC + r" $= 8\pi$." + "\n") + r"<answer>$8\pi$", "the same thinking closed, then a tag never closed holding the gold"),
    m("t_m_empty_tag", "A", G_ROOTS, "no_answer", "tag", th(ROOTS + "\n") + "<answer></answer>", "an empty tag; the roots only in the thinking"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "342", "wrong", "hash", MEL + "So the answer is #### 324", "'So the answer is #### 324' after working that gives 342"),
    g("h_ok_so_hash", "B", "342", "correct", "hash", MEL + "So the answer is #### 342", "'So the answer is #### N' (the issue's shape)"),
    g("h_colon_hash_sign", "A", "-11.5", "wrong", "hash", TEMP + "The answer is: #### 11.5", "'The answer is: ####' with the sign dropped"),
    g("h_ok_colon_hash", "B", "-11.5", "correct", "hash", TEMP + "The answer is: #### -11.5", "'The answer is: #### N' with a negative decimal"),
    g("h_final_hash_swapped", "A", "14.63", "wrong", "hash", CHE + "Final Answer: #### 14.36", "'Final Answer: ####' with two digits swapped"),
    g("h_ok_final_hash", "B", "14.63", "correct", "hash", CHE + "Final Answer: #### 14.63", "'Final Answer: #### N'"),
    g("h_answer_hash_nobonus", "A", "32830", "wrong", "hash", PAY + "Answer: #### 31680", "'Answer: ####' with the no-bonus subtotal"),
    g("h_ok_answer_hash", "B", "32830", "correct", "hash", PAY + "Answer: #### 32830", "'Answer: #### N'"),
    g("h_bold_hash_cartons", "A", "348", "wrong", "hash", EGG + "**Answer:** #### 29", "bold Answer then #### 29 (the cartons, not the eggs the working counts)"),
    g("h_ok_bold_hash", "B", "348", "correct", "hash", EGG + "**Answer:** #### 348", "bold Answer then ####"),
    m("h_m_phrase_gold_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 715.\nThe answer is 715.\n#### 720", "phrase 715, #### 720: two different final answers"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 715.\nThe answer is 715.\n#### 715", "phrase and #### agree on a MATH answer"),
    m("h_m_colon_hash_nopi", "A", G_RAD, "wrong", "hash", RAD + "\nThe answer is: #### \\frac{7}{4}", "'The answer is: ####' with \\pi dropped"),
    m("h_m_ok_colon_hash", "B", G_RAD, "correct", "hash", RAD + "\nThe answer is: #### \\frac{7\\pi}{4}", "'The answer is: ####' with LaTeX"),
    m("h_m_final_hash_conj", "A", G_CPX, "wrong", "hash", CPX + "\nFinal Answer: #### 22 + 7i", "'Final Answer: ####' with the conjugate"),
    m("h_m_ok_final_hash", "B", G_CPX, "correct", "hash", CPX + "\nFinal Answer: #### 22 - 7i", "'Final Answer: ####' with a complex number"),
    m("h_m_answer_hash_sign", "A", G_SYS, "wrong", "hash", SYS + "\nAnswer: #### (7, 4)", "'Answer: ####' with the sign of y lost"),
    m("h_m_ok_answer_hash", "B", G_SYS, "correct", "hash", SYS + "\nAnswer: #### (7, -4)", "'Answer: ####' with an ordered pair"),
    m("h_m_empty_hash", "A", G_BASE, "no_answer", "hash", BASE + " = 434.\nThe answer is:\n####", "an empty #### after an empty phrase; the gold only in the working"),
    m("h_m_ok_newline_hash", "B", G_BASE, "correct", "hash", BASE + " = 434.\nThe answer is:\n#### 434", "the phrase on one line, #### on the next"),
    g("h_hash_then_phrase_other", "A", "342", "wrong", "hash", MEL + "#### 342\nSo the answer is 324.", "#### 342 then a phrase stating 324: the last final answer is 324"),
    g("h_minerva_after_hash_other", "A", "14.63", "wrong", "minerva", CHE + "#### 14.63\n" + MINERVA.format("14.6"), "#### gold then a Minerva line stating 14.6"),

    # ================================================================ 3. exactness
    g("x_tiny_decimal", "A", "0", "wrong", "hash", CASH + "#### 0.001", "0.001 against gold 0: a tolerance trap"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", CASH + "#### 0.000", "0.000 for 0"),
    g("x_rounded", "A", "14.63", "wrong", "hash", CHE + "#### 14.6", "rounded to 14.6"),
    g("x_ok_trailing_zero", "B", "14.63", "correct", "hash", CHE + "#### 14.630", "a trailing zero"),
    g("x_off_by_cent", "A", "32830", "wrong", "hash", PAY + "#### 32830.01", "32830.01: a relative error of 3e-7"),
    g("x_ok_cents_zero", "B", "32830", "correct", "hash", PAY + "#### 32830.00", "32830.00 for 32830"),
    g("x_fraction_sign", "A", "-11.5", "wrong", "boxed", TEMP + r"The answer is $\boxed{\frac{-23}{-2}}$.", "(-23)/(-2) = +11.5: the signs cancel"),
    g("x_ok_fraction", "B", "-11.5", "correct", "boxed", TEMP + r"The answer is $\boxed{-\frac{23}{2}}$.", "-23/2 = -11.5"),
    g("x_percent_near", "A", "80", "wrong", "hash", PASS + "#### 79.99", "79.99 for 80: a tolerance trap"),
    g("x_ok_percent_decimal", "B", "80", "correct", "hash", PASS + "#### 80.0", "80.0 for 80"),
    m("x_m_zero_plus_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{3^3 - 9 \cdot 3 + 10^{-12}}$", "an exact expression equal to 10^{-12}, not 0"),
    m("x_m_ok_zero_expr", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{3^3 - 9 \cdot 3}$", "an unevaluated exact expression equal to 0 (equal in value: correct)"),
    m("x_m_pi_scaled", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{8.0001\pi}$", "8.0001\\pi, not 8\\pi"),
    m("x_m_ok_pi_unsimplified", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{80}{360} \cdot 36\pi}$", "80/360 * 36\\pi = 8\\pi unsimplified"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{7.81}$", "a decimal for \\sqrt{61} (7.8102...)"),
    m("x_m_ok_sqrt_sum", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{25 + 36}}$", "\\sqrt{25 + 36} = \\sqrt{61}: an unevaluated expression equal in value"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.55}$", "0.55 is not 6/11"),
    m("x_m_ok_repeating", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{0.\overline{54}}$", "0.\\overline{54} = 6/11 exactly"),
    m("x_m_repeating_other", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{0.\overline{1}}$", "0.\\overline{1} = 1/9, not 1/10"),
    m("x_m_ok_exact_decimal", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.10}$", "0.10 = 1/10 exactly"),
    m("x_m_imag_tiny", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{22 - 7i + 10^{-40}i}$", "an imaginary part off by 10^{-40}"),
    m("x_m_ok_reordered", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{-7i + 22}$", "the terms reordered"),
    m("x_m_sqrt_approx", "A", G_RAT, "wrong", "boxed", RAT + r" $\approx \boxed{12.124}$", "a decimal for 7\\sqrt3 (12.1243...)"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "342", "no_answer", "answer_is", MEL + "The answer is not 342.", "the gold negated, nothing after"),
    g("n_ok_not_other", "B", "342", "correct", "answer_is", MEL + "The answer is not 324 but 342.", "the misreading negated, the gold asserted"),
    g("n_strike_gold_then_other", "A", "342", "wrong", "hash", MEL + "#### ~~342~~ 324", "the gold struck with ~~, 324 after"),
    g("n_ok_strike_other", "B", "342", "correct", "hash", MEL + "#### ~~324~~ 342", "324 struck, the gold after"),
    g("n_annot_wrong", "A", "32830", "wrong", "boxed", PAY + r"$\boxed{32830}$ (wrong)", "the model marks its box wrong"),
    g("n_ok_annot_checked", "B", "32830", "correct", "boxed", PAY + r"$\boxed{32830}$ (checked)", "the model marks its box checked"),
    g("n_cross_mark", "A", "14.63", "wrong", "hash", CHE + "#### 14.63 ✗", "a cross mark after the value"),
    g("n_ok_check_mark", "B", "14.63", "correct", "hash", CHE + "#### 14.63 ✓", "a check mark after the value"),
    g("n_isnt", "A", "80", "no_answer", "answer_is", PASS + "The final answer isn't 80.", "isn't the gold, no other value"),
    g("n_ok_is", "B", "80", "correct", "answer_is", PASS + "The final answer is 80, not 20.", "the gold, then a harmless 'not 20'"),
    g("n_html_strike", "A", "348", "no_answer", "hash", EGG + "#### <s>348</s>", "the gold struck with <s>, nothing after"),
    g("n_ok_html_strike_other", "B", "348", "correct", "hash", EGG + "#### <s>29</s> 348", "29 struck with <s>, the gold after"),
    m("n_m_neq_box", "A", G_CPX, "no_answer", "boxed", CPX + r" $\boxed{\neq 22 - 7i}$", "a box holding \\neq gold"),
    m("n_m_ok_eq_box", "B", G_CPX, "correct", "boxed", CPX + r" $\boxed{z = 22 - 7i}$", "a box holding z = gold"),
    m("n_m_cancel_box", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{\cancel{8\pi}}$", "a cancelled box"),
    m("n_m_ok_cancel_working", "B", G_SEC, "correct", "boxed", SEC + r" $= \frac{2 \cdot \cancel{36}^{4}\pi}{\cancel{9}} = \boxed{8\pi}$", "cancellations in the working, the gold boxed"),
    m("n_m_sout_gold", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{4x^2 - 5x - 6}\ 4x^2 + 5x - 6}$", "the gold struck with \\sout, 4x^2 + 5x - 6 after"),
    m("n_m_ok_sout_other", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{\sout{4x^2 + 5x - 6}\ 4x^2 - 5x - 6}$", "a wrong sign struck with \\sout, the gold after"),
    m("n_m_text_wrong", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{434 \text{ (wrong)}}$", "an annotation in the box marks it wrong"),
    m("n_m_ok_text_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{434 \text{ (base 10)}}$", "an annotation in the box naming the base"),
    m("n_m_not_interval", "A", G_INT, "no_answer", "answer_is", INT + r" The answer is not $\left[-2, \frac{5}{2}\right]$.", "the gold interval negated, nothing after"),
    m("n_m_ok_not_open", "B", G_INT, "correct", "answer_is", INT + r" The answer is $\left[-2, \frac{5}{2}\right]$, not $\left(-2, \frac{5}{2}\right)$.", "the gold, then the open interval negated"),
    m("n_m_strike_around_box", "A", G_COMB, "no_answer", "boxed", COMB + r" = ~~$\boxed{715}$~~", "the whole box struck with ~~, nothing after"),

    # ================================================================ 5. words after a number
    g("u_less", "A", "342", "wrong", "hash", MEL + "#### 342 less", "'342 less' after ####: a difference, not a count (the issue's shape)"),
    g("u_ok_left", "B", "342", "correct", "hash", MEL + "#### 342 melons left", "a unit noun and 'left' after ####"),
    g("u_fewer", "A", "342", "wrong", "answer_is", MEL + "The answer is 342 fewer melons.", "'342 fewer melons': a difference, not a count"),
    g("u_ok_melons", "B", "342", "correct", "answer_is", MEL + "The answer is 342 melons.", "a unit noun after the gold"),
    g("u_dozen", "A", "348", "wrong", "answer_is", EGG + "The answer is 348 dozen.", "348 dozen = 4176, not the 348 eggs the working counts"),
    g("u_ok_eggs", "B", "348", "correct", "answer_is", EGG + "The answer is 348 eggs.", "the unit noun eggs"),
    g("u_thousand", "A", "32830", "wrong", "answer_is", PAY + "The answer is 32,830 thousand dollars.", "32,830 thousand = 32,830,000"),
    g("u_ok_dollars", "B", "32830", "correct", "answer_is", PAY + "The answer is 32,830 dollars.", "the word dollars"),
    g("u_cents", "A", "14.63", "wrong", "answer_is", CHE + "The answer is 14.63 cents.", "14.63 cents is $0.1463, not the $14.63 the working computes"),
    g("u_ok_dollar_sign", "B", "14.63", "correct", "answer_is", CHE + "The answer is $14.63.", "a dollar sign before the gold"),
    g("u_percent_of", "A", "80", "wrong", "answer_is", PASS + "The answer is 80% of 55, which is 44.", "the final value stated is 44"),
    g("u_ok_percent_word", "B", "80", "correct", "answer_is", PASS + "The answer is 80 percent.", "the word percent"),
    m("u_m_degrees_word", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{7\pi}{4} \text{ degrees}}$", "debatable: 7\\pi/4 degrees (0.0384 radians) is not 7\\pi/4 radians, though the unit word may be a slip after working in radians", True),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{7\pi}{4} \text{ radians}}$", "the word radians in the box"),
    m("u_m_base5_subscript", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{434_5}$", "434_5 = 119, not 434"),
    m("u_m_ok_base10_subscript", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{434_{10}}$", "434_{10} = 434"),
    m("u_m_thousand_ways", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{715 \text{ thousand ways}}$", "715 thousand = 715,000"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{715 \text{ ways}}$", "the word ways in the box"),
    m("u_m_less_than", "A", G_DIST, "wrong", "answer_is", DIST + r". The distance is $\sqrt{61}$ units less than $8$, that is $8 - \sqrt{61}$.", "the final value stated is 8 - \\sqrt{61}"),
    m("u_m_ok_a_little_less", "B", G_DIST, "correct", "answer_is", DIST + r". The distance is $\sqrt{61}$ units, a little less than $8$.", "the gold, then a harmless comparison"),
    m("u_m_percent_sign", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{1}{10}\%}$", "1/10 % = 1/1000"),
    m("u_m_ok_percent_after", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{1}{10}}$ (that is, 10%).", "the gold boxed, then the same value as a percent"),
    g("u_hundred", "A", "348", "wrong", "answer_is", EGG + "The answer is 348 hundred.", "348 hundred = 34,800"),

    # ================================================================ 6. retractions
    g("r_edit", "A", "342", "wrong", "hash", MEL + "#### 342\n\nEdit: I misread; 186 were sold, so 324.", "Edit: after the answer, 324"),
    g("r_ok_edit_typo", "B", "342", "correct", "hash", MEL + "#### 342\n\nEdit: fixed a typo in the working.", "Edit: about a typo only"),
    g("r_update_to_other", "A", "32830", "wrong", "hash", PAY + "#### 32830\nUpdate: it's actually 31680, the bonus was not paid.", "Update: it's actually 31680"),
    g("r_ok_update_to_gold", "B", "32830", "correct", "hash", PAY_NOB + "#### 31680\nUpdate: it's actually 32830, I forgot the $1,150 bonus.", "an update from 31680 to the gold"),
    g("r_never_mind_other", "A", "348", "wrong", "answer_is", EGG + "The answer is 348. Never mind, it's 29.", "Never mind, 29"),
    g("r_ok_never_mind_gold", "B", "348", "correct", "answer_is", EGG + "The answer is 29. Never mind, that is the cartons; it's 348.", "Never mind, then the gold"),
    g("r_wrong_bang_other", "A", "80", "wrong", "hash", PASS + "#### 80\nWrong! 20.", "Wrong! 20 after the gold"),
    g("r_ok_wrong_bang_gold", "B", "80", "correct", "hash", "44 of the 55 players scored and 11 missed.\n#### 20\nWrong! That is the share who missed; 44 / 55 = 80 percent scored, so 80.", "Wrong! then the gold (11/55 = 20 % missed)"),
    g("r_placeholder", "A", "14.63", "no_answer", "hash", CHE + "#### 14.63\n\n(The above is a placeholder; real answer TBD.)", "the model calls its value a placeholder and gives none (round 21's rules: a placeholder is no final answer)"),
    g("r_ok_final_note", "B", "14.63", "correct", "hash", CHE + "#### 14.63\n\n(The above is my final answer; the working is a sketch.)", "a note confirming the answer"),
    m("r_m_actually_other", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{715}$" + "\n\nActually, I should have used $\\binom{13}{3} = 286$, so the answer is $\\boxed{286}$.", "a later box 286"),
    m("r_m_ok_actually_gold", "B", G_COMB, "correct", "boxed", r"$\binom{13}{3} = \boxed{286}$" + "\n\nActually, I should have used " + COMB + r" $= 715$, so the answer is $\boxed{715}$.", "a later box with the gold"),
    m("r_m_erratum_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{4x^2 - 5x - 6}$" + "\n\nErratum: the middle term is $+5x$, so the answer is $4x^2 + 5x - 6$.", "Erratum: 4x^2 + 5x - 6"),
    m("r_m_ok_erratum_harmless", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{4x^2 - 5x - 6}$" + "\n\nErratum: step 2 of my working had a typo; the boxed answer stands.", "Erratum about the working; the box stands"),
    m("r_m_check_fails", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-3, \frac{7}{2}}$" + "\n\nCheck: at $x = \\frac{7}{2}$ I get a nonzero value, so the roots are $\\boxed{-3, -\\frac{7}{2}}$.", "a (mistaken) check replaces the answer with -3, -7/2"),
    m("r_m_ok_check_passes", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-3, \frac{7}{2}}$" + "\n\nCheck: $2 \\cdot 9 + 3 - 21 = 0$ and $2 \\cdot \\frac{49}{4} - \\frac{7}{2} - 21 = 0$. ✓", "a check after the answer"),
    m("r_m_wait_swapped", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(7, -4)}$" + "\n\nWait, I swapped them: $\\boxed{(-4, 7)}$.", "a later box with the pair swapped"),
    m("r_m_ok_invented_turn", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(7, -4)}$" + IM_USER + "Now solve $x + y = 5$, $x - y = 1$." + IM_ASSIST + r"$\boxed{(3, 2)}$", "text in an invented next turn does not count"),
    m("r_m_hmm_open", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{\left[-2, \frac{5}{2}\right]}$" + "\n\nHmm, that's wrong; the ends are excluded: $\\boxed{\\left(-2, \\frac{5}{2}\\right)}$.", "a retraction to the open interval"),
    m("r_m_ok_pleasantry", "B", G_INT, "correct", "boxed", INT + r" $\boxed{\left[-2, \frac{5}{2}\right]}$" + "\n\nI hope this helps! Let me know if you have questions.", "a pleasantry after"),
    g("r_erratum_other", "A", "-11.5", "wrong", "hash", TEMP + "#### -11.5\n\nErratum: the drop was 1.25 an hour, so 2 - 11.25 = -9.25.", "Erratum: -9.25 (1.25 * 9 = 11.25)"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_teacher_said_gold", "A", "342", "wrong", "answer_is", MEL_SLIP + "My teacher said the answer is 342, but I get 324.\nThe answer is 324.", "the gold only reported"),
    g("q_ok_friend_said_other", "B", "342", "correct", "answer_is", MEL + "My friend said 324, but he used 186.\nThe answer is 342.", "another's wrong value reported first"),
    g("q_quote_hash_refusal", "A", "342", "no_answer", "none", "> #### 342\n\nI cannot solve this.", "only a quoted ####, then a refusal"),
    g("q_ok_quote_problem", "B", "342", "correct", "hash", '> "34 crates of 15 melons; 168 are sold."\n\n' + MEL + "#### 342", "the problem quoted first"),
    g("q_if_would", "A", "32830", "no_answer", "none", "If the bonus were included, the answer would be 32830, but I am not sure it is.", "only a hypothetical"),
    g("q_ok_hypo_after", "B", "32830", "correct", "hash", PAY + "#### 32830\n\nIf there were no bonus, it would be 31680.", "a hypothetical after the committed answer"),
    g("q_other_part_last", "A", "348", "wrong", "hash", "Part (a), the number of eggs: 29 * 12 = 348.\nPart (b), the number of cartons: 29.\n#### 29", "the gold only in another part; the final #### is 29"),
    g("q_ok_other_part_first", "B", "348", "correct", "hash", "Part (b), the number of cartons: 29.\nPart (a), the number of eggs: 29 * 12 = 348.\n#### 348", "another part's value first; the final #### is the gold"),
    g("q_student_wrote_gold", "A", "80", "wrong", "hash", 'A student wrote "#### 80", but 44 / 55 = 0.75, so 75.\n#### 75', "the gold in a quoted ####; the model's (miscomputed) final is 75"),
    g("q_ok_student_wrote_other", "B", "80", "correct", "hash", 'A student wrote "#### 75", but 44 / 55 = 0.8, so 80.\n#### 80', "another's value in a quoted ####; the final is the gold"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{715}$." I cannot.', "the box only inside a quotation of the user, then a refusal"),
    m("q_m_ok_you_asked", "B", G_COMB, "correct", "boxed", 'You asked: "Show that the answer is 715." ' + COMB + r" $= \boxed{715}$.", "the request quoted, then the model's own box"),
    m("q_m_invented_user_gold", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{22 + 7i}$" + IM_USER + "The answer is $22 - 7i$.", "the gold only in an invented user turn; the model's box is 22 + 7i"),
    m("q_m_ok_invented_user_other", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{22 - 7i}$" + IM_USER + "Now compute $(3 + 2i)(4 + 5i)$." + IM_ASSIST + r"$\boxed{2 + 23i}$", "another value only in an invented next turn"),
    m("q_m_suppose_only", "A", G_REP, "no_answer", "none", r"Suppose the answer were $\frac{6}{11}$; we would then need to check it.", "only a supposition"),
    m("q_m_ok_suppose_refuted", "B", G_REP, "correct", "boxed", r"Suppose the answer were $\frac{5}{11} = 0.\overline{45}$; that fails. " + REP + r" $= \boxed{\frac{6}{11}}$.", "a supposition refuted, then the box"),
    m("q_m_key_says_gold", "A", G_DIST, "wrong", "boxed", r"The answer key says $\sqrt{61}$, but I disagree. The distance from $(3, 1)$ to $(-2, -5)$ is $\sqrt{(-5)^2 + (-5)^2} = \boxed{5\sqrt{2}}$.", "the gold only reported from an answer key; the model's own box (with dy miscomputed) is 5\\sqrt2"),
    m("q_m_ok_key_says_other", "B", G_DIST, "correct", "boxed", r"The answer key says $5\sqrt{2}$, but I disagree. " + DIST + r" $= \boxed{\sqrt{61}}$.", "another value reported from an answer key, the model's own box the gold"),
    m("q_m_if_base5", "A", G_BASE, "no_answer", "none", r"If the number were in base 5, the answer might be $\boxed{434}$; but I cannot tell which base is meant, so I cannot answer.", "debatable: a box under a hypothetical, then a refusal (round 21's q_m_example: no final answer)", True),
    m("q_m_ok_base_stated", "B", G_BASE, "correct", "boxed", r"The number is written in base 5, so " + BASE + r" $= \boxed{434}$.", "the base stated, then the box"),
    g("q_if_rate", "A", "-11.5", "no_answer", "none", "If it fell 1.5 degrees an hour for 9 hours from 2 degrees, it would reach -11.5; but I do not know the rate, so I cannot say.", "only a conditional, then a refusal"),

    # ================================================================ 8. bad input JSON can hold
    g("b_fullwidth_other", "A", "342", "wrong", "hash", MEL_SLIP + "#### ３２４", "full-width 324"),
    g("b_ok_fullwidth", "B", "342", "correct", "hash", MEL + "#### ３４２", "full-width digits"),
    g("b_bom_other", "A", "342", "wrong", "hash", "\ufeff" + MEL_SLIP + "#### 324", "a BOM then 324"),
    g("b_ok_bom", "B", "342", "correct", "hash", "\ufeff" + MEL + "#### 342", "a BOM first"),
    g("b_gold_space_other", "A", " 342 ", "wrong", "hash", MEL_SLIP + "#### 324", "a gold with spaces; the answer 324"),
    g("b_ok_gold_space", "B", " 342 ", "correct", "hash", MEL + "#### 342", "a gold with spaces"),
    g("b_crlf_other", "A", "32830", "wrong", "hash", (PAY_NOB + "#### 31680").replace("\n", "\r\n"), "CRLF line ends; 31680"),
    g("b_ok_crlf", "B", "32830", "correct", "hash", (PAY + "#### 32830").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_long_other", "A", "342", "wrong", "hash", LONG + "So 186 were sold after all: 510 - 186 = 324.\n#### 324", "about 37 KB of repeated working, then 324"),
    g("b_ok_long", "B", "342", "correct", "hash", LONG + "#### 342", "about 37 KB of repeated working, then the gold"),
    g("b_empty", "A", "348", "no_answer", "none", "", "an empty completion"),
    g("b_ok_bare", "B", "348", "correct", "hash", "#### 348", "only the #### line"),
    g("b_nul_other", "A", "342", "wrong", "hash", MEL_SLIP + "#### 32\x004", "a NUL inside 324 (a NUL makes the pair bad input anyway)"),
    m("b_m_gold_boxed_other", "A", r"\boxed{434}", "wrong", "boxed", BASE + r" $= \boxed{119}$", "a gold stored boxed; the model's 119"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{434}", "correct", "boxed", BASE + r" $= \boxed{434}$", "a gold stored boxed"),
    m("b_m_gold_newline_other", "A", G_SEC + "\n", "wrong", "boxed", SEC + r" $= \boxed{8}$", "a gold with a trailing newline; the model's 8"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{8\pi}$", "a gold with a trailing newline"),
    m("b_m_nbsp_conj", "A", G_CPX, "wrong", "boxed", CPX + " $= \\boxed{22\u00a0+\u00a07i}$", "no-break spaces inside the box; the conjugate"),
    m("b_m_ok_nbsp", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{22\u00a0-\u00a07i}$", "no-break spaces inside the box"),
    m("b_m_crlf_other", "A", G_ROOTS, "wrong", "boxed", (ROOTS + "\n\n" + r"$\boxed{3, -\frac{7}{2}}$").replace("\n", "\r\n"), "CRLF line ends; both signs flipped"),
    m("b_m_ok_crlf", "B", G_ROOTS, "correct", "boxed", (ROOTS + "\n\n" + r"$\boxed{-3, \frac{7}{2}}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_dollar_gold_other", "A", "$" + G_REP + "$", "wrong", "boxed", REP + r" $= \boxed{\frac{5}{11}}$", "a gold stored in $...$; the model's 5/11"),
    m("b_m_ok_dollar_gold", "B", "$" + G_REP + "$", "correct", "boxed", REP + r" $= \boxed{\frac{6}{11}}$", "a gold stored in $...$"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{71", "cut inside the box"),
]
# fmt: on

DECISIONS = {
    "u_m_degrees_word": (
        "reject",
        "the box states 7\\pi/4 degrees, a different angle from 7\\pi/4 radians; the unit the model wrote is read as written",
    ),
    "q_m_if_base5": (
        "reject",
        "a box under a hypothetical, followed by a refusal, is no final answer (round 21's q_m_example)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam29", CASES, [], DECISIONS)
