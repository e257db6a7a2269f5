r"""Build adversarial_redteam30.jsonl: a thirtieth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam30", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, Math-Verify or any grader on the probes; handed over BEFORE any
scoring. Not model output. Read: `issues show 25`, corpus/README.md ("How each source was
labelled"), corpus_build.py (g, m, th, write_probes, MINERVA, chat-turn tokens) and
build_adversarial_redteam21.py (structure, conventions and label rules, followed here). Python was
used for ARITHMETIC only (the checks in the comments below), never on probe text.

Aim of this round: a fifth independent author of the issue's hidden probe set, weighting the shapes
a checker gets wrong most often on REAL reasoning outputs: `<answer>` tags holding a sentence with
several numbers (the stated answer is not always the last number), corrections and checks after a
committed answer (with and without a new value, cut off or finished), invented next turns and
self-set problems after the answer, unit and comparison words around GSM8K answers, and MATH
answers in equal-but-different notation (fractions, radicals, intervals, sets, degrees, percent,
bases, matrices, text answers).

Problems and golds (new to this session; arithmetic checked in the comments):
GSM8K: 17 boxes of 24 crayons, 139 lost -> 269 (misreading 149 -> 259); 2 degrees falling 1.75 an
hour for 8 hours -> -12 (sign lost: 12; at 1.5 an hour: -10); 2.5 kg at $5.18 -> $12.95; $1,940 a
month for 15 months plus a $2,600 bonus -> $31,700 (no bonus: 29,100); 26 hens laying 6 eggs -> 156
(= 13 dozen); 33 of 60 passing -> 55 %; $150 less five $30 tickets -> 0; 7 laps of 23 minutes -> 161
minutes (= 2 h 41 min).
MATH: a multiple of 7 from 1-60 -> 2/15; the distance from (3, -2) to (-4, 1) -> \sqrt{58};
|4x + 1| <= 11 -> [-3, 5/2]; 3x^2 - 10x - 8 = 0 -> -2/3 and 4; (7 + 2i)(1 - 3i) -> 13 - 19i;
210 degrees -> 7\pi/6; 4132_5 -> 542; x + y = 3 and 2x - 3y = 21 -> (6, -3); (5x + 2)(x - 3) ->
5x^2 - 13x - 6; C(10, 4) -> 210; 0.\overline{12} -> 4/33; x^2 - 3x at x = 3 -> 0; a sector of
radius 12 and angle 35 degrees -> 14\pi; 22/\sqrt{11} -> 2\sqrt{11}; twice [[1, -2], [3, 0]] ->
[[2, -4], [6, 0]]; x^3 - x is odd -> \text{odd}; 28 as a percent of 80 -> 35; the interior angle
of a regular decagon in degrees -> 144.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (the working states the question's facts the label needs); `r_`
retractions after the answer and harmless after-text (checks, invented turns, self-set problems);
`q_` quoted, reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can
hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How each source was labelled") and round 21's conventions: the
last final answer counts; a hedge, two different final answers or a right number only in the
working is `wrong`; no final answer (a negation or strike-out with nothing after, a placeholder,
only a quotation or a hypothetical) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`; a value the model itself
marks wrong is `wrong`; an explicit correction after an answer makes the corrected value the final
one; a check, a pleasantry or a cut-off re-check with no new value after a committed answer does not
replace it; text in an invented next turn or a self-set new problem does not count; in an <answer>
tag a sentence, an equation chain or a box is read for the value it states as the answer (not
simply its last number). A NUL anywhere makes the pair bad input (debatable, decision `reject`).
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes.

Counts: 183 probes, 100 kind A / 83 kind B (45 %), 99 GSM8K / 84 MATH, 4 debatable (u_hours,
u_m_radians_for_degrees, r_scratch_no_value, b_m_ok_nul; each with a DECISIONS entry). The b_long
probes carry 105,000 characters of filler before the working.

Not written: a lone surrogate (the issue's crash case) cannot be stored, since write_records writes
UTF-8 with ensure_ascii=False and raises on it; the batch test of it must be written elsewhere.

Usage: python packages/check/corpus/build_adversarial_redteam30.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
    IM_USER,
    LLAMA_END,
    MINERVA,
    g,
    m,
    th,
    write_probes,
)

# ================================================================ GSM8K-style working
# --- crayons: gold 269 (17 * 24 = 340 + 68 = 408; 408 - 139 = 269; check 269 + 139 = 408).
#     Misreading 149: 408 - 149 = 259 (check 259 + 149 = 408).
CRA = "17 boxes of 24 crayons hold 17 * 24 = <<17*24=408>>408 crayons.\nAfter 139 are lost, 408 - 139 = <<408-139=269>>269 remain.\n"
CRA_SLIP = "17 boxes of 24 crayons hold 17 * 24 = <<17*24=408>>408 crayons.\nAfter 149 are lost, 408 - 149 = <<408-149=259>>259 remain.\n"
# --- temperature: gold -12 (1.75 * 8 = 14; 2 - 14 = -12). At 1.5 an hour: 1.5 * 8 = 12, 2 - 12 = -10.
TMP = "It starts at 2 degrees and falls 1.75 degrees an hour for 8 hours: 1.75 * 8 = <<1.75*8=14>>14 degrees, so it ends at 2 - 14 = <<2-14=-12>>-12 degrees.\n"
# --- cheese: gold 12.95 (2 * 5.18 = 10.36; 0.5 * 5.18 = 2.59; 10.36 + 2.59 = 12.95 = 259/20).
#     Misread price 5.81: 2.5 * 5.81 = 14.525, rounded 14.53. 3 kg: 3 * 5.18 = 15.54.
CHE = "2.5 kg at $5.18 a kg cost 2.5 * 5.18 = <<2.5*5.18=12.95>>12.95 dollars.\n"
# --- salary: gold 31700 (1940 * 15 = 19400 + 9700 = 29100; 29100 + 2600 = 31700). No bonus: 29100.
SAL = "15 months at $1,940 a month is 15 * 1940 = <<15*1940=29100>>29100 dollars.\nWith the $2,600 bonus: 29100 + 2600 = <<29100+2600=31700>>31700 dollars.\n"
SAL_NOBONUS = "15 months at $1,940 a month is 15 * 1940 = <<15*1940=29100>>29100 dollars.\n"
# --- eggs: gold 156 (26 * 6 = 156 = 13 * 12, 13 dozen; 156 dozen = 1872 eggs).
EGG = "26 hens each lay 6 eggs, so there are 26 * 6 = <<26*6=156>>156 eggs.\n"
# --- exam: gold 55 (33 / 60 = 0.55 = 55 %; 60 * 0.55 = 33).
EXA = "33 of the 60 students passed, so 33 / 60 * 100 = <<33/60*100=55>>55 percent passed.\n"
# --- tickets: gold 0 (5 * 30 = 150; 150 - 150 = 0).
TIC = "He buys five tickets at $30, 5 * 30 = <<5*30=150>>150 dollars, so 150 - 150 = <<150-150=0>>0 dollars are left of his $150.\n"
# --- laps: gold 161 minutes (7 * 23 = 161; 161 = 2 * 60 + 41, 2 h 41 min).
LAP = "7 laps of 23 minutes each take 7 * 23 = <<7*23=161>>161 minutes.\n"

# ================================================================ MATH working
G_PROB = (
    r"\frac{2}{15}"  # multiples of 7 in 1..60: 7,14,21,28,35,42,49,56 = 8; 8/60 = 2/15 = 0.1333...
)
PROB = r"The multiples of $7$ from $1$ to $60$ are $7, 14, 21, 28, 35, 42, 49, 56$: eight of them, so the probability is $\frac{8}{60}$"
G_DIST = r"\sqrt{58}"  # dx = -7, dy = 3; 49 + 9 = 58; sqrt(58) = 7.6157...
DIST = r"The distance is $\sqrt{(-4 - 3)^2 + (1 - (-2))^2} = \sqrt{49 + 9}$"
G_INT = (
    r"\left[ -3, \frac{5}{2} \right]"  # -11 <= 4x + 1 <= 11 -> -12 <= 4x <= 10 -> -3 <= x <= 5/2
)
INT = r"$-11 \le 4x + 1 \le 11$ gives $-12 \le 4x \le 10$, so $-3 \le x \le \frac{5}{2}$."
# 3x^2 - 10x - 8 = (3x + 2)(x - 4); check 3*16 - 40 - 8 = 0; 3*(4/9) + 20/3 - 8 = 4/3 + 20/3 - 8 = 0
G_ROOTS = r"-\frac{2}{3}, 4"
ROOTS = r"$3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$."
G_CPX = "13 - 19i"  # (7 + 2i)(1 - 3i) = 7 - 21i + 2i - 6i^2 = 7 - 19i + 6 = 13 - 19i
CPX = r"$(7 + 2i)(1 - 3i) = 7 - 21i + 2i - 6i^2 = 13 - 19i$"
G_RAD = r"\frac{7\pi}{6}"  # 210 * pi / 180 = 7 pi / 6
RAD = r"$210^\circ \cdot \frac{\pi}{180^\circ}$"
G_BASE = "542"  # 4 * 125 + 1 * 25 + 3 * 5 + 2 = 500 + 25 + 15 + 2 = 542
BASE = r"$4132_5 = 4 \cdot 125 + 1 \cdot 25 + 3 \cdot 5 + 2$"
G_SYS = (
    "(6, -3)"  # x = 3 - y; 2(3 - y) - 3y = 21 -> 6 - 5y = 21 -> y = -3, x = 6; check 12 + 9 = 21
)
SYS = r"From $x = 3 - y$, $2(3 - y) - 3y = 21$, so $-5y = 15$, $y = -3$ and $x = 6$."
G_POLY = "5x^2 - 13x - 6"  # 5x^2 - 15x + 2x - 6
POLY = r"$(5x + 2)(x - 3) = 5x^2 - 15x + 2x - 6$"
G_COMB = "210"  # 10 * 9 * 8 * 7 / 24 = 5040 / 24 = 210; C(10, 3) = 120; C(9, 3) = 84
COMB = r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{24}$"
G_REP = r"\frac{4}{33}"  # 0.1212... = 12/99 = 4/33
REP = r"Let $x = 0.\overline{12}$. Then $100x - x = 12$, so $x = \frac{12}{99}$"
G_ZERO = "0"  # 3^2 - 3 * 3 = 9 - 9 = 0
ZERO = r"$f(3) = 3^2 - 3 \cdot 3 = 9 - 9$"
G_SEC = r"14\pi"  # 35/360 * 144 pi = 144 * 35 / 360 pi = 0.4 * 35 pi = 14 pi (43.98...)
SEC = r"The area is $\frac{35}{360} \cdot \pi \cdot 12^2 = \frac{7}{72} \cdot 144\pi$"
G_RAT = r"2\sqrt{11}"  # 22 sqrt11 / 11 = 2 sqrt11 = sqrt44
RAT = r"$\frac{22}{\sqrt{11}} = \frac{22\sqrt{11}}{11}$"
G_MAT = r"\begin{pmatrix} 2 & -4 \\ 6 & 0 \end{pmatrix}"  # 2 * [[1, -2], [3, 0]]
MAT = r"$2\begin{pmatrix} 1 & -2 \\ 3 & 0 \end{pmatrix}$ doubles every entry."
G_ODD = r"\text{odd}"  # f(-x) = -x^3 + x = -(x^3 - x)
ODD = r"$f(-x) = (-x)^3 - (-x) = -x^3 + x = -f(x)$."
G_PCT = "35"  # 28 / 80 = 0.35 = 35 %
PCT = r"$\frac{28}{80} = 0.35$"
G_DEC = "144"  # (10 - 2) * 180 / 10 = 1440 / 10 = 144 degrees
DEC = r"The angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each is $\frac{1440^\circ}{10}$"

LONG = "Let me think about this carefully. " * 3000  # 105,000 characters of filler

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "269", "wrong", "tag", th(CRA_SLIP) + "<answer>There are 408 crayons, and 149 are lost, so 259 remain.</answer>", "a sentence with several numbers; the stated answer is 259"),
    g("t_sentence_total", "A", "269", "wrong", "tag", th(CRA) + "<answer>There were 408 crayons in all.</answer>", "the tag states the total 408, not the crayons left; 269 only in the thinking"),
    g("t_think_gold_tag_other", "A", "269", "wrong", "tag", th(CRA + "So 269.\n") + "<answer>259</answer>", "the thinking ends on 269, the tag says 259"),
    g("t_hedge", "A", "269", "wrong", "tag", th(CRA) + "<answer>269 or 259</answer>", "two values in the tag: a hedge"),
    g("t_unclosed_other", "A", "31700", "wrong", "tag", th(SAL_NOBONUS) + "<answer>29100", "an unclosed tag holding 29100"),
    g("t_placeholder", "A", "156", "no_answer", "tag", th(EGG) + "<answer>...</answer>", "an ellipsis placeholder in the tag"),
    g("t_equation_other", "A", "-12", "wrong", "tag", th(TMP) + "<answer>2 - 14 = 12</answer>", "an equation chain ending 12 (sign lost)"),
    m("t_m_box_other", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + r"<answer>$\boxed{120}$</answer>", "a box in the tag with C(10, 3) = 120"),
    m("t_m_sentence_roots_other", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>The roots are $x = -\frac{2}{3}$ and $x = -4$.</answer>", "a sentence naming two roots, one wrong (-4)"),
    m("t_m_equation_other", "A", G_COMB, "wrong", "tag", th(COMB + " = 210.\n") + r"<answer>$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8}{6} = 120$</answer>", "an equation chain beginning with the question's binomial and ending 120"),
    m("t_m_think_only", "A", G_BASE, "no_answer", "truncated", "<think>\n" + BASE + " = 542.\nNow I write the answer in the tag.\n", "cut in the thinking, before any tag; 542 only in the working"),
    m("t_m_sentence_given", "A", G_SEC, "no_answer", "tag", th(SEC + r" = 14\pi" + "\n") + r"<answer>The sector has radius $12$ and angle $35^\circ$.</answer>", "a sentence restating the given numbers, no area"),
    m("t_m_unclosed_other", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + r"<answer>$\frac{5\pi}{6}$", "an unclosed tag holding 5\\pi/6"),
    m("t_m_two_tags", "A", G_BASE, "wrong", "tag", th(BASE + " = 542\n") + "<answer>542</answer>\n<answer>452</answer>", "two tags, the last 452"),
    m("t_m_hedge_interval", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>$\left[-3, \frac{5}{2}\right]$ or $\left(-3, \frac{5}{2}\right)$</answer>", "two intervals in the tag: a hedge"),
    g("t_ok_sentence_multi", "B", "269", "correct", "tag", th(CRA) + "<answer>17 boxes of 24 make 408 crayons; after losing 139, 269 remain.</answer>", "a sentence with four numbers, the last the gold"),
    g("t_ok_sentence_gold_first", "B", "269", "correct", "tag", th(CRA) + "<answer>269 crayons remain out of the original 408.</answer>", "the stated answer first, the total after it"),
    g("t_ok_dollar_sentence", "B", "12.95", "correct", "tag", th(CHE) + "<answer>She pays $12.95 for the 2.5 kg.</answer>", "the gold in mid-sentence, the given weight last"),
    g("t_ok_negative_sentence", "B", "-12", "correct", "tag", th(TMP) + "<answer>After 8 hours the temperature is -12 degrees.</answer>", "a negative value after another number"),
    g("t_ok_equation", "B", "269", "correct", "tag", th(CRA) + r"<answer>17 \times 24 - 139 = 269</answer>", "an equation chain ending in the gold"),
    g("t_ok_unclosed", "B", "31700", "correct", "tag", th(SAL) + "<answer>31700", "an unclosed tag holding the gold"),
    g("t_ok_bold_in_tag", "B", "156", "correct", "tag", th(EGG) + "<answer>**156**</answer>", "bold markdown in the tag"),
    m("t_m_ok_box", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$\boxed{(6, -3)}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence_numbers_after", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + r"<answer>The probability is $\frac{2}{15}$, since 8 of the 60 numbers work.</answer>", "the gold, then the count and the total"),
    m("t_m_ok_interval_in", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in \left[-3, \frac52\right]$</answer>", "x \\in with \\frac52"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + "<answer>x = -2/3 or x = 4</answer>", "plain-text roots joined by or"),
    m("t_m_ok_text_plain", "B", G_ODD, "correct", "tag", th(ODD + " So f is odd.\n") + "<answer>odd</answer>", "a bare word for a \\text{} gold"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\begin{bmatrix} 2 & -4 \\ 6 & 0 \end{bmatrix}</answer>", "a bmatrix for a pmatrix gold"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_hash_other", "A", "269", "wrong", "hash", CRA_SLIP + "The answer is: #### 259", "'The answer is: ####' with the misread 259"),
    g("h_final_answer_hash_other", "A", "31700", "wrong", "hash", SAL_NOBONUS + "Final Answer: #### 29100", "'Final Answer: ####' with the no-bonus 29100"),
    g("h_hash_gold_phrase_other", "A", "269", "wrong", "hash", CRA + "Answer: #### 269\nSo the answer is 259.", "#### 269 then a phrase stating 259: the last final answer is 259"),
    g("h_phrase_gold_hash_other", "A", "31700", "wrong", "hash", SAL + "So the answer is 31700.\n#### 29100", "phrase 31700, #### 29100: two different final answers"),
    g("h_phrase_hash_empty", "A", "156", "no_answer", "hash", EGG + "So the answer is ####", "an empty #### after the phrase; 156 only in the working"),
    g("h_phrase_hash_sign_lost", "A", "-12", "wrong", "hash", TMP + "So the answer is #### 12", "the #### value drops the working's minus sign"),
    g("h_hash_minerva_other", "A", "12.95", "wrong", "minerva", CHE + "The answer is #### 12.95\n" + MINERVA.format("12.59"), "#### gold, then a Minerva line stating 12.59"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 210.\nThe answer is: #### 120", "a MATH answer after 'The answer is: ####', 120"),
    m("h_m_final_answer_hash_other", "A", G_RAD, "wrong", "hash", RAD + r" $= \frac{7\pi}{6}$." + "\nFinal Answer: #### \\frac{5\\pi}{6}", "'Final Answer: ####' with 5\\pi/6 after working that reaches the gold"),
    m("h_m_hash_gold_phrase_other", "A", G_SYS, "wrong", "hash", SYS + "\n#### (6, -3)\nSo the answer is (6, 3).", "#### gold then a phrase stating (6, 3)"),
    m("h_m_phrase_hash_empty", "A", G_SEC, "no_answer", "hash", SEC + r" $= 14\pi$." + "\nThe answer is: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_ok_so_answer_hash", "B", "269", "correct", "hash", CRA + "So the answer is #### 269", "'So the answer is ####'"),
    g("h_ok_answer_colon_hash_comma", "B", "31700", "correct", "hash", SAL + "The answer is: #### 31,700", "'The answer is: ####' with a comma"),
    g("h_ok_final_answer_hash", "B", "12.95", "correct", "hash", CHE + "Final Answer: #### 12.95", "'Final Answer: ####'"),
    g("h_ok_bold_answer_hash", "B", "-12", "correct", "hash", TMP + "**Answer:** #### -12", "bold Answer: then #### and a negative"),
    g("h_ok_answer_hash_dollar", "B", "12.95", "correct", "hash", CHE + "Answer: #### $12.95", "'Answer: ####' with a dollar sign"),
    g("h_ok_phrase_hash_units", "B", "161", "correct", "hash", LAP + "Therefore, the answer is #### 161 minutes", "phrase, #### and a unit word"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 210.\nThe answer is #### 210", "a MATH answer after 'The answer is ####'"),
    m("h_m_ok_phrase_hash_frac", "B", G_PROB, "correct", "hash", PROB + ".\nThe final answer is #### \\frac{2}{15}", "a LaTeX fraction after the phrase and ####"),

    # ================================================================ 3. exactness
    g("x_tiny_vs_zero", "A", "0", "wrong", "hash", TIC + "#### 0.001", "0.001 against gold 0"),
    g("x_sci_vs_zero", "A", "0", "wrong", "hash", TIC + "#### 1e-9", "1e-9 against gold 0: a tolerance trap"),
    g("x_rounded", "A", "12.95", "wrong", "hash", CHE + "#### 13", "rounded to 13"),
    g("x_off_by_cent", "A", "31700", "wrong", "hash", SAL + "#### 31699.99", "31699.99, relative error 3e-7"),
    m("x_m_exact_tiny_vs_zero", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-80}}$", "an exact 10^{-80} against gold 0: not zero"),
    m("x_m_pi_plus_tiny", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{14\pi + 10^{-40}}$", "14\\pi + 10^{-40} is not 14\\pi"),
    m("x_m_sin_tiny", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{210 + \sin(10^{-90})}$", "210 + sin(10^{-90}) is not 210"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $= \sqrt{58} \approx \boxed{7.62}$", "a decimal for \\sqrt{58} (7.6157...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.12}$", "0.12 is not 4/33 (0.1212...)"),
    m("x_m_decimal_pi", "A", G_SEC, "wrong", "boxed", SEC + r" $= 14\pi \approx \boxed{43.98}$", "a decimal for 14\\pi (43.982...)"),
    m("x_m_open_interval", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{\left(-3, \frac{5}{2}\right)}$.", "an open interval where the working has <=: the endpoints are lost"),
    m("x_m_decimal_fraction", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.13}$.", "0.13 is not 2/15 (0.1333...)"),
    m("x_m_many_digits", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{7.6157731}$", "seven decimals for \\sqrt{58}: still a decimal for an exact irrational"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TIC + "#### 0.0", "0.0 for 0"),
    g("x_ok_trailing_zero", "B", "12.95", "correct", "hash", CHE + "#### 12.950", "a trailing zero"),
    g("x_ok_fraction", "B", "12.95", "correct", "boxed", CHE + r"The answer is $\boxed{\frac{259}{20}}$.", "259/20 = 12.95 exactly"),
    g("x_ok_int_decimal_neg", "B", "-12", "correct", "hash", TMP + "#### -12.0", "-12.0 for -12"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{8}{60}}$.", "8/60 = 2/15 unsimplified"),
    m("x_m_ok_repeating_bar", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.1\overline{3}}$.", "0.1\\overline{3} = 2/15 exactly"),
    m("x_m_ok_repeating_gold", "B", G_REP, "correct", "boxed", REP + r" $= \frac{4}{33}$, that is $\boxed{0.\overline{12}}$.", "the repeating decimal itself, equal to 4/33"),
    m("x_m_ok_sqrt44", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{44}}$", "\\sqrt{44} = 2\\sqrt{11}"),
    m("x_m_ok_interval_decimal", "B", G_INT, "correct", "boxed", INT + r" So $x \in \boxed{[-3, 2.5]}$.", "2.5 for 5/2 in an interval: exact"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "269", "no_answer", "answer_is", CRA + "The answer is not 269.", "the gold negated, nothing after"),
    g("n_neq_box", "A", "269", "no_answer", "boxed", CRA + r"So $\boxed{\neq 269}$.", "a box holding \\neq gold"),
    g("n_strike_then_other", "A", "269", "wrong", "hash", CRA_SLIP + "#### ~~269~~ 259", "the gold struck, 259 after"),
    g("n_annot_incorrect", "A", "31700", "wrong", "hash", SAL + "#### 31700 (incorrect)", "the model marks its answer incorrect"),
    g("n_text_wrong_box", "A", "156", "wrong", "boxed", EGG + r"$\boxed{156\text{ (wrong)}}$", "(wrong) inside the box"),
    g("n_strike_only", "A", "55", "no_answer", "hash", EXA + "#### <s>55</s>", "struck with <s> and nothing after"),
    m("n_m_cancel", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{210}}$", "a cancelled box"),
    m("n_m_neq", "A", G_CPX, "no_answer", "boxed", r"The product is $\boxed{\ne 13 - 19i}$.", "a box holding \\ne gold"),
    m("n_m_sout_then_other", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\sout{\frac{7\pi}{6}}\ \frac{5\pi}{6}}$", "the gold struck with \\sout, 5\\pi/6 after"),
    m("n_m_xmark", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{14\pi}$ ❌", "a cross mark after the box"),
    m("n_m_not_the_answer", "A", G_BASE, "no_answer", "boxed", BASE + r" $= 542$, but $\boxed{542}$ is not the answer.", "the box disowned, nothing else"),
    m("n_m_not_odd_box", "A", G_ODD, "wrong", "boxed", ODD + r" So $f$ is $\boxed{\text{not odd}}$.", "'not odd' in the box"),
    m("n_m_strike_md_box", "A", G_BASE, "no_answer", "boxed", BASE + r" = ~~$\boxed{542}$~~", "the box struck with ~~, nothing after"),
    g("n_ok_not_other", "B", "269", "correct", "answer_is", CRA + "The answer is 269, not 259.", "the gold asserted, another value negated"),
    g("n_ok_strike_other", "B", "269", "correct", "hash", CRA + "#### ~~259~~ 269", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "156", "correct", "boxed", EGG + r"$\boxed{156}$ ✅", "a check mark after the box"),
    g("n_ok_not_hours", "B", "161", "correct", "answer_is", LAP + "The answer is 161 minutes, not hours.", "a harmless 'not' after the gold"),
    m("n_m_ok_struck_box_other", "B", G_COMB, "correct", "boxed", r"~~$\boxed{120}$~~ I used $\binom{10}{3}$ by mistake. " + COMB + r" $= \boxed{210}$", "a struck wrong box, then the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{22}^{2}\sqrt{11}}{\cancel{11}} = \boxed{2\sqrt{11}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_annot_simplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{2}{15}}$ (simplified)", "an annotation after the box"),
    m("n_m_ok_not_even", "B", G_ODD, "correct", "boxed", ODD + r" The function is $\boxed{\text{odd}}$ (not even).", "a text answer, then '(not even)'"),
    m("n_m_ok_neq_in_working", "B", G_ROOTS, "correct", "boxed", r"Note $x \neq 0$, since $f(0) = -8 \neq 0$. " + ROOTS + r" So $x = \boxed{-\frac{2}{3}, 4}$.", "\\neq in the working, the gold boxed"),

    # ================================================================ 5. words after a number
    g("u_less", "A", "269", "wrong", "answer_is", CRA + "The answer is 139 less.", "139, the number lost, with 'less'"),
    g("u_fewer", "A", "269", "wrong", "hash", CRA + "#### 139 fewer", "139 with 'fewer' after ####"),
    g("u_dozen_gold", "A", "156", "wrong", "hash", EGG + "#### 156 dozen", "156 dozen = 1872, not the 156 eggs the working counts"),
    g("u_hundred", "A", "31700", "wrong", "answer_is", SAL + "The answer is 31700 hundred dollars.", "31700 hundred = 3,170,000"),
    g("u_thousand", "A", "31700", "wrong", "hash", SAL + "#### 31700 thousand", "31700 thousand = 31,700,000"),
    g("u_percent_of", "A", "55", "wrong", "answer_is", EXA + "The answer is 55% of 60, which is 33.", "the final value stated is 33"),
    g("u_hours", "A", "161", "wrong", "hash", LAP + "#### 161 hours", "debatable: 161 hours where the working counts 161 minutes", True),
    g("u_times_more", "A", "156", "wrong", "answer_is", EGG + "The answer is 6 times more.", "6, the eggs per hen, with 'times more'"),
    m("u_m_radians_for_degrees", "A", G_DEC, "wrong", "boxed", DEC + r" $= 144^\circ$. So $\boxed{144 \text{ radians}}$.", "debatable: 144 radians where the working finds 144 degrees; a unit slip or a different value", True),
    m("u_m_percent_of_percent", "A", G_PCT, "wrong", "boxed", PCT + r", so the answer is $\boxed{0.35\%}$.", "0.35 % is not 35 %"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{210 \text{ thousand}}$", "210 thousand is not 210"),
    g("u_more", "A", "31700", "wrong", "answer_is", SAL + "The answer is 2600 more.", "2600, the bonus, with 'more'"),
    g("u_ok_left", "B", "269", "correct", "hash", CRA + "#### 269 crayons left", "a unit noun and 'left' after ####"),
    g("u_ok_colder_paren", "B", "-12", "correct", "hash", TMP + "#### -12 degrees (14 degrees colder)", "a comparison with another number in parentheses after the answer"),
    g("u_ok_eggs", "B", "156", "correct", "hash", EGG + "#### 156 eggs", "a unit noun after ####"),
    g("u_ok_dozen_then_eggs", "B", "156", "correct", "answer_is", EGG + "The answer is 13 dozen, that is 156 eggs.", "13 dozen then 156: the last value is the gold"),
    g("u_ok_degrees_f", "B", "-12", "correct", "hash", TMP + "#### -12 °F", "a degree sign with F"),
    g("u_ok_percent", "B", "55", "correct", "hash", EXA + "#### 55%", "a percent sign"),
    g("u_ok_dollars_word", "B", "31700", "correct", "answer_is", SAL + "The answer is $31,700 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_min_word", "B", "161", "correct", "answer_is", LAP + "The answer is 161 min.", "the abbreviation min"),
    m("u_m_ok_degrees", "B", G_DEC, "correct", "boxed", DEC + r" $= \boxed{144^\circ}$.", "a degree sign where the gold is 144 (degrees asked)"),
    m("u_m_ok_percent", "B", G_PCT, "correct", "boxed", PCT + r", so 28 is $\boxed{35\%}$ of 80.", "a percent sign in the box"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{14\pi \text{ cm}^2}$", "text units in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{210 \text{ ways}}$", "a counting noun in the box"),
    m("u_m_ok_base_subscript", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{542_{10}}$", "a base-10 subscript"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "269", "wrong", "hash", CRA + "#### 269\n\nEdit: I misread; 149 were lost, not 139, so 259.", "Edit: after the answer, 259"),
    g("r_update", "A", "31700", "wrong", "hash", SAL + "#### 31700\nUpdate: it's actually 29100, the bonus is paid next year.", "Update: it's actually 29100"),
    g("r_wait_new_box", "A", "12.95", "wrong", "boxed", CHE + r"$\boxed{12.95}$" + "\n\nWait, I misread the price: it is $5.81 a kg, so 2.5 * 5.81 = 14.525, about $14.53.\n\n" + r"$\boxed{14.53}$", "a finished correction with a new box 14.53"),
    g("r_correction", "A", "-12", "wrong", "hash", TMP + "#### -12\n\nCorrection: it falls 1.5 degrees an hour, so 2 - 1.5 * 8 = -10.\n#### -10", "Correction: -10"),
    g("r_never_mind", "A", "156", "wrong", "answer_is", EGG + "The answer is 156. Never mind, it's 13.", "Never mind, 13"),
    g("r_scratch_no_value", "A", "156", "wrong", "hash", EGG + "#### 156\n\nScratch that, I miscounted the hens. I can't give an answer.", "debatable: the gold withdrawn with nothing new (round 20: wrong)", True),
    g("r_im_turn_wrong_first", "A", "31700", "wrong", "hash", SAL_NOBONUS + "#### 29100" + IM_USER + "You forgot the bonus." + IM_ASSIST + "#### 31700", "the gold only in an invented later assistant turn; the model's own answer is 29100"),
    m("r_m_actually", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{210}$" + "\n\nActually, the order matters here, so it is $10 \\cdot 9 \\cdot 8 \\cdot 7 = 5040$, and the answer is $\\boxed{5040}$.", "a later box 5040"),
    m("r_m_oops", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(6, -3)}$" + "\n\nOops, sign slip: $y = 3$, so the answer is $(6, 3)$.", "Oops, then (6, 3)"),
    m("r_m_tag_then_correction", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + r"<answer>$\frac{7\pi}{6}$</answer>" + "\n\nCorrection: I misread the angle; it is $150^\\circ$, so the answer is $\\frac{5\\pi}{6}$.", "a correction after the tag to 5\\pi/6"),
    m("r_m_edit_sign", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{5x^2 - 13x - 6}$" + "\n\nEdit: I dropped a sign; the answer is $\\boxed{5x^2 - 13x + 6}$.", "Edit: a new box with +6"),
    m("r_m_new_value_unboxed", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{\sqrt{58}}$" + "\n\nActually, I mixed up a coordinate: the distance is $\\sqrt{49 + 1} = \\sqrt{50} = 5\\sqrt{2}$.", "a finished correction without a box, 5\\sqrt2"),
    g("r_ok_check", "B", "269", "correct", "hash", CRA + "#### 269\n\nCheck: 269 + 139 = 408 = 17 * 24. ✓", "a check after the answer"),
    g("r_ok_cut_recheck", "B", "269", "correct", "truncated", CRA + "#### 269\n\nLet me double-check: 17 * 24 = 408, and 408 - ", "a re-check cut off with no new value"),
    g("r_ok_im_turn", "B", "31700", "correct", "hash", SAL + "#### 31700" + IM_USER + "And without the bonus?" + IM_ASSIST + "#### 29100", "an invented ChatML next turn with another value"),
    g("r_ok_user_plain", "B", "12.95", "correct", "hash", CHE + "#### 12.95\n\nUser: What about 3 kg?\nAssistant: 3 * 5.18 = 15.54\n#### 15.54", "an invented plain User:/Assistant: turn"),
    g("r_ok_correction_to_gold", "B", "269", "correct", "hash", CRA_SLIP + "#### 259\n\nCorrection: 139 were lost, so 408 - 139 = 269.\n#### 269", "a correction to the gold"),
    g("r_ok_edit_typo", "B", "55", "correct", "hash", EXA + "#### 55\n\nEdit: fixed a typo in the first line.", "Edit: about a typo only"),
    g("r_ok_pleasantry", "B", "161", "correct", "hash", LAP + "#### 161\n\nI hope this helps! Let me know if you have more questions.", "a pleasantry after"),
    m("r_m_ok_self_set", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{210}$" + "\n\nPractice problem: compute $\\binom{9}{3}$.\nSolution: $\\frac{9 \\cdot 8 \\cdot 7}{6} = \\boxed{84}$.", "a self-set problem with its own box after"),
    m("r_m_ok_verify", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $x = \boxed{-\frac{2}{3}, 4}$" + "\n\nVerification: $3(16) - 40 - 8 = 0$ ✓ and $3 \\cdot \\frac{4}{9} + \\frac{20}{3} - 8 = 0$ ✓", "a verification after the box"),
    m("r_m_ok_wait_confirms", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{542}$" + "\n\nWait, let me double-check: $500 + 25 + 15 + 2 = 542$. Yes, $\\boxed{542}$.", "Wait, then the same value"),
    m("r_m_ok_eot_turn", "B", G_CPX, "correct", "boxed", CPX + "\n\n" + LLAMA_END.format("13 - 19i") + EOT_USER + "Now compute $(7 + 2i)(1 + 3i)$." + EOT_ASSIST + LLAMA_END.format("1 + 23i"), "an invented Llama 3 next turn; (7 + 2i)(1 + 3i) = 1 + 23i"),
    m("r_m_ok_tag_then_user", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\frac{7\pi}{6}$</answer>" + "\n\nUser: Convert $150^\\circ$ too.\nAssistant: <think>\n$150 \\cdot \\frac{\\pi}{180}$\n</think>\n<answer>$\\frac{5\\pi}{6}$</answer>", "an invented next turn with its own tag after the answer"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_refuse", "A", "269", "no_answer", "none", "> #### 269\n\nI cannot solve this problem.", "a quoted #### then a refusal"),
    g("q_key_says", "A", "269", "wrong", "hash", CRA_SLIP + "The answer key says 269, but I get 259.\n#### 259", "the gold only reported"),
    g("q_parts", "A", "269", "wrong", "answer_is", CRA + "So 269 for part (a) and 259 for part (b).", "two parts' values for one question: two different final answers"),
    g("q_if_refuse", "A", "269", "no_answer", "none", "If every box were full, I would get 269, but I am not sure they were, so I cannot give an answer.", "only a hypothetical, then a refusal"),
    g("q_student_hash", "A", "31700", "wrong", "hash", 'A student wrote "#### 31700", but the bonus is not paid this year.\n' + SAL_NOBONUS + "#### 29100", "the gold in a quoted ####, final 29100"),
    g("q_would_be", "A", "55", "no_answer", "none", "With the numbers given, the passing rate would be 55% if everyone sat the exam; I don't have enough information.", "a conditional and a claim of missing information"),
    m("q_m_asked_show", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{210}$." I cannot do that.', "the gold only in a quoted request, then a refusal"),
    m("q_m_forum_claim", "A", G_BASE, "no_answer", "none", r"> The answer is $\boxed{542}$." + "\n\nThat claim from the forum is unchecked, and I have not verified it.", "a quoted box disowned, no own answer"),
    m("q_m_suppose_box", "A", G_RAD, "no_answer", "none", r"Suppose the answer were $\boxed{\frac{7\pi}{6}}$; I would still need to check the quadrant, which I cannot do here.", "a box under a supposition"),
    m("q_m_two_parts", "A", G_COMB, "wrong", "boxed", COMB + r". (a) $\boxed{210}$ (b) $\boxed{120}$", "two boxes labelled as parts: the last box 120"),
    m("q_m_invented_user_gold", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{12\pi}$" + IM_USER + r"The answer is $14\pi$.", "the gold only in an invented user turn; own box 12\\pi"),
    m("q_m_other_method", "A", G_POLY, "wrong", "boxed", r"A classmate's method gives $\boxed{5x^2 - 13x - 6}$, but " + POLY + r" $= \boxed{5x^2 - 17x - 6}$.", "the gold in another's box, own box with -17x"),
    m("q_m_textbook_other", "A", G_CPX, "wrong", "boxed", r"The textbook's answer is $\boxed{13 - 19i}$, but I get $7 - 21i + 2i + 6 = 13 + 19i$, so $\boxed{13 + 19i}$.", "the gold in a reported box; own box 13 + 19i"),
    g("q_ok_quote_problem", "B", "269", "correct", "hash", '> "17 boxes of 24 crayons; 139 are lost."\n\n' + CRA + "#### 269", "the problem quoted first"),
    g("q_ok_key_agrees", "B", "269", "correct", "hash", CRA + "I get 269, which matches the answer key.\n#### 269", "a reported source agreeing"),
    g("q_ok_friend_wrong", "B", "269", "correct", "answer_is", CRA + "My friend got 259, but he used 149.\nThe answer is 269.", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "31700", "correct", "hash", SAL + "#### 31700\n\nIf there were no bonus, it would be 29100.", "a hypothetical after the committed answer"),
    g("q_ok_parts_steps", "B", "161", "correct", "hash", "Part 1: one lap takes 23 minutes.\nPart 2: 7 laps take 7 * 23 = 161 minutes.\n#### 161", "steps labelled Part 1, Part 2"),
    m("q_m_ok_example_first", "B", G_COMB, "correct", "boxed", r"For example, $\binom{10}{3} = 120$. Here we need " + COMB + r" $= \boxed{210}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|4x + 1| \le 11$." + "\n\n" + INT + r" So $x \in \boxed{\left[-3, \frac{5}{2}\right]}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_ZERO, "correct", "boxed", r"Suppose $f(3) = 3$; that fails, since " + ZERO + r" $= \boxed{0}$.", "a supposition refuted, then the box"),
    m("q_m_ok_other_way", "B", G_SYS, "correct", "boxed", SYS + r" Elimination gives the same pair, so the solution is $\boxed{(6, -3)}$.", "another method mentioned, same value"),
    m("q_m_ok_set_notation", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The solution set is $\boxed{\left\{-\frac{2}{3}, 4\right\}}$.", "a set with braces for a list gold"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "269", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "269", "no_answer", "none", "   \n\t  \n", "only whitespace"),
    g("b_nul_other", "A", "269", "wrong", "hash", CRA_SLIP + "#### 25\x009", "a NUL inside 259"),
    g("b_fullwidth_other", "A", "269", "wrong", "hash", CRA_SLIP + "#### ２５９", "full-width 259"),
    g("b_long_other", "A", "269", "wrong", "hash", LONG + "\n" + CRA_SLIP + "#### 259", "105,000 characters of filler, then 259"),
    g("b_escape_other", "A", "269", "wrong", "hash", CRA_SLIP + "#### 259\x1b[0m", "an ANSI escape after 259"),
    m("b_m_gold_boxed_other", "A", r"\boxed{542}", "wrong", "boxed", BASE + r" $= \boxed{452}$", "a gold stored boxed; the model's 452"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{21", "cut inside the box"),
    m("b_m_gold_dollars_other", "A", r"$\frac{2}{15}$", "wrong", "boxed", PROB + r" $= \boxed{\frac{2}{16}}$", "a gold stored in $...$; the model's 2/16"),
    m("b_m_long_other", "A", G_COMB, "wrong", "boxed", LONG + "\n" + COMB + r" $= \boxed{120}$", "105,000 characters of filler, then 120"),
    m("b_m_fullwidth_other", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{１２０}$", "full-width 120 in the box"),
    g("b_ok_crlf", "B", "31700", "correct", "hash", (SAL + "#### 31700").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "269", "correct", "hash", "\ufeff" + CRA + "#### 269", "a BOM first"),
    g("b_ok_fullwidth", "B", "269", "correct", "hash", CRA + "#### ２６９", "full-width digits"),
    g("b_ok_long", "B", "269", "correct", "hash", LONG + "\n" + CRA + "#### 269", "105,000 characters of filler, then the gold"),
    g("b_ok_nbsp", "B", "269", "correct", "hash", CRA + "####\u00a0269", "a no-break space after ####"),
    g("b_ok_gold_tab", "B", "269\t", "correct", "hash", CRA + "#### 269", "a gold with a trailing tab"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{2}{15}$", "correct", "boxed", PROB + r" $= \boxed{\frac{2}{15}}$", "a gold stored in $...$"),
    m("b_m_ok_emoji", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{542}$ 🎉", "an emoji after the box"),
    m("b_m_ok_nul", "B", G_BASE, "correct", "boxed", BASE + "\x00" + r" $= \boxed{542}$", "a NUL in the working; debatable: a NUL makes the pair bad input", True),
]
# fmt: on

DECISIONS = {
    "u_hours": (
        "reject",
        "the model states 161 hours; the working counts 161 minutes, and a unit the model names is part of its answer",
    ),
    "u_m_radians_for_degrees": (
        "reject",
        "the box names radians; 144 radians is not the 144 degrees asked, and a unit the model names is part of its answer",
    ),
    "r_scratch_no_value": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
    "b_m_ok_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam30", CASES, [], DECISIONS)
