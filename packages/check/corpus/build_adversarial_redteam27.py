r"""Build adversarial_redteam27.jsonl: a twenty-seventh round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam27", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on the probes; labels are by reading only, and
the file is handed over BEFORE any scoring. Not model output. Read: the issue (`issues show 25`),
corpus/README.md ("How labels were made" and the sources table, to avoid reused problems),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure, conventions, label rules).
Python was used for arithmetic only, never on probe text.

Aim of this round: a third, independent author of the issue's hidden probe set. Each of the eight
classes the issue names is written class by class as the issue's text literally asks (the issue's own
shapes with new numbers: `So the answer is #### N`, `The answer is: #### N`, `Final Answer: #### N`,
`Answer: #### N`; `10^{-100}\pi` against 0, `\pi + 10^{-50}`, `N + 10^{-50} i`, `N + \sin(10^{-100})`;
`\boxed{\not= N}`, `\boxed{x \not= N}`, `\boxed{N\text{ (wrong)}}`; `#### N negative / less / fewer /
dozen / score`; Edit / Update / Erratum / Never mind / (Not N; M.) / Wrong! / placeholder; a quoted
`> #### N` then a refusal, `You asked: "..."`, part (a) and part (b); large, odd and control code
points), each the simplest form of one trick, then the same trick inside a realistic completion (an R1
`<think>` block, GSM8K `<<a*b=c>>` calculator annotations, Qwen2.5-Math numbered steps with a
`\(\boxed{}\)` closing line, Llama 3 `## Step` working with "The final answer is: $\boxed{}$", an
R1-distill `**Final Answer**` block, a Minerva line). Both sides of every rule: a wrong or unanswered
completion a careless checker accepts (kind A) and the right answer written as real models write it
(kind B).

Problems and golds (arithmetic checked by hand; python used for arithmetic only):
GSM8K
- apples: 37 crates of 24 apples, 318 sold -> 570 (37 * 24 = 740 + 148 = 888; 888 - 318 = 570;
  check 570 + 318 = 888). Misreading 381 sold: 888 - 381 = 507 (check 507 + 381 = 888).
- temperature: 8 degrees, falling 2.5 an hour for 7 hours -> -9.5 (2.5 * 7 = 17.5; 8 - 17.5 = -9.5).
  Sign lost: 9.5; the drop alone: 17.5. -19/2 = -9.5.
- cheese: 2.5 kg at $6.38 a kg -> 15.95 (2 * 6.38 = 12.76; 0.5 * 6.38 = 3.19; 12.76 + 3.19 =
  15.95). Rounded: 16, 15.9; a cent off: 15.96.
- lease: $1,475 a month for 16 months plus a $2,200 deposit -> 25,800 (1475 * 16 = 14750 + 8850 =
  23600; 23600 + 2200 = 25800). Without the deposit: 23,600.
- eggs: 31 cartons of 12 eggs -> 372 (31 * 12 = 310 + 62 = 372 = 31 dozen). 372 dozen = 4464.
- seeds: 38 of 40 seeds sprouted -> 95 % (38 / 40 = 0.95). The 2 that failed: 5 %.
- payments: $175 less seven payments of $25 -> 0 (7 * 25 = 175; 175 - 175 = 0).
- episodes: 8 episodes of 37 minutes -> 296 (8 * 37 = 240 + 56 = 296).
MATH
- a multiple of 8 from 1 to 60 -> 7/60 (8, 16, 24, 32, 40, 48, 56: seven; 7/60 = 0.11666...;
  14/120 = 7/60). Wrong: 0.117 (rounded), 2/15 (8/60 miscounted).
- the distance from (1, -2) to (10, 4) -> 3\sqrt{13} (dx 9, dy 6; 81 + 36 = 117 = 9 * 13;
  3\sqrt{13} = 10.8166...). Wrong: 10.82, \sqrt{13}.
- |2x - 3| <= 8 -> [-5/2, 11/2] (-8 <= 2x - 3 <= 8 -> -5 <= 2x <= 11). Wrong: [-5/2, 11/2) and
  (-5/2, 11/2).
- 2x^2 - 5x - 12 = 0 -> -3/2 and 4 ((2x + 3)(x - 4); 2*16 - 20 - 12 = 0; 2*9/4 + 15/2 - 12 =
  4.5 + 7.5 - 12 = 0). Wrong: 3/2 and -4.
- (3 - 2i)(4 + 7i) -> 26 + 13i (12 + 21i - 8i - 14i^2 = 12 + 13i + 14). Slip i^2 = +1:
  12 + 13i - 14 = -2 + 13i.
- 324 degrees in radians -> 9\pi/5 (324 / 180 = 1.8 = 9/5).
- 2413_5 -> 358 (2 * 125 + 4 * 25 + 1 * 5 + 3 = 250 + 100 + 5 + 3). Read as base 6: 2 * 216 +
  4 * 36 + 6 + 3 = 432 + 144 + 9 = 585.
- x - y = 9 and 2x + 3y = -2 -> (5, -4) (x = 9 + y; 18 + 5y = -2; y = -4, x = 5; check
  10 - 12 = -2). Sign slip: (5, 4).
- (4x + 3)(x - 5) -> 4x^2 - 17x - 15 (4x^2 - 20x + 3x - 15; at x = 1: 7 * (-4) = -28 and
  4 - 17 - 15 = -28). Slip: 4x^2 - 23x - 15.
- C(13, 3) -> 286 (13 * 12 * 11 = 1716; 1716 / 6 = 286). Divided by 3 only: 572. C(13, 4) = 715
  (a self-set follow-up).
- 0.\overline{81} -> 9/11 (81/99 = 9/11 = 0.8181...). Wrong: 0.82, 81/100.
- x^3 - 9x at x = 3 -> 0 (27 - 27 = 0).
- a sector of radius 10 and angle 108 degrees -> 30\pi (108/360 = 3/10; 3/10 * 100\pi = 30\pi =
  94.2477...).
- 20/\sqrt{10} -> 2\sqrt{10} (20\sqrt{10}/10; \sqrt{40} = 2\sqrt{10}). Wrong: 2\sqrt5.
- the period of tan(x/3) -> 3\pi (tan has period \pi; x/3 advances \pi when x advances 3\pi).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact against decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question); `r_`
retractions after the answer and harmless after-text (invented turns, self-set problems, cut
restarts); `q_` quoted, reported, hypothetical and other-part statements; `b_` bad input a JSON corpus
can hold (no lone surrogates: the file is UTF-8; they belong in a `check --input` batch test). An
`_m_` after the prefix marks a MATH probe; `_ok_` marks kind B. A `_re` suffix marks the second probe
of a trick, inside a realistic completion.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, a refusal) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`; an exact expression
that differs from the gold by any amount, however small (`10^{-100}\pi` for 0), is `wrong`; a
value the model itself marks wrong is `wrong`; an explicit correction after an answer makes the
corrected value the final one; a check, pleasantry, invented next turn, self-set new problem or cut
restart after a committed answer does not replace it; in an <answer> tag a sentence,
an equation chain, a marker phrase or a box is read for the value it states, and an unclosed tag
still holds its answer; a word after a number that is not a unit of the quantity (`less`, `fewer`,
`negative`, `dozen`, `score`, `thousand`) changes the stated value or makes it no count,
so the gold followed by it is `wrong`. A NUL anywhere makes the pair bad input (debatable, decision
`reject`). Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS
the decision this round proposes.

Counts: 207 probes, kind A 115 / B 92 (44 %); GSM8K 107, MATH 100; per class t 26, h 27, x 28, n 25,
u 26, r 27, q 23, b 25; 1 `debatable` (b_ok_nul, a NUL before a right answer: decision `reject`).
Four GSM8K probes (x_plus_tiny_imag, x_plus_sin_tiny, x_plus_tiny_re, x_near_zero_pi) put LaTeX in a
GSM8K box on purpose: the issue's near-zero shapes on the GSM8K path.

Usage: cd packages/check/corpus && python build_adversarial_redteam27.py
"""

from corpus_build import (
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K-style working
# --- apples: gold 570 (37 * 24 = 888; 888 - 318 = 570). Misreading 381: 888 - 381 = 507.
APL = "37 crates of 24 apples hold 37 * 24 = <<37*24=888>>888 apples.\nAfter selling 318, 888 - 318 = <<888-318=570>>570 apples remain.\n"
APL_SLIP = "37 crates of 24 apples hold 37 * 24 = <<37*24=888>>888 apples.\nAfter selling 381, 888 - 381 = <<888-381=507>>507 apples remain.\n"
APL_R1 = "Okay, so there are 37 crates with 24 apples each. 37 times 24... 30 * 24 = 720, 7 * 24 = 168, total 888. Then 318 are sold, so 888 - 318 = 570. Let me double-check: 570 + 318 = 888. Yes.\n"
APL_R1_SLIP = "Okay, so there are 37 crates with 24 apples each. 37 times 24 is 888. Then 381 are sold, so 888 - 381 = 507.\n"
APL_LLAMA = llama(
    (
        "Find the total number of apples",
        "There are 37 crates with 24 apples each, so 37 * 24 = 888 apples.",
    ),
    ("Subtract the apples sold", "888 - 318 = 570 apples remain."),
)
# --- temperature: gold -9.5 (2.5 * 7 = 17.5; 8 - 17.5 = -9.5).
TMP = "The temperature falls 2.5 * 7 = <<2.5*7=17.5>>17.5 degrees, so it ends at 8 - 17.5 = <<8-17.5=-9.5>>-9.5 degrees.\n"
# --- cheese: gold 15.95 (2.5 * 6.38 = 15.95).
CHS = "2.5 kg at $6.38 a kilogram cost 2.5 * 6.38 = <<2.5*6.38=15.95>>15.95 dollars.\n"
# --- lease: gold 25800 (16 * 1475 = 23600; 23600 + 2200 = 25800). Without the deposit 23600.
LSE = "16 months at $1,475 a month is 16 * 1475 = <<16*1475=23600>>23600 dollars.\nWith the $2,200 deposit: 23600 + 2200 = <<23600+2200=25800>>25800 dollars.\n"
LSE_NODEP = "16 months at $1,475 a month is 16 * 1475 = <<16*1475=23600>>23600 dollars.\n"
# --- eggs: gold 372 (31 * 12 = 372 = 31 dozen).
EGG = "31 cartons of 12 eggs hold 31 * 12 = <<31*12=372>>372 eggs.\n"
# --- seeds: gold 95 (38 / 40 = 0.95 = 95 %).
SED = "38 of the 40 seeds sprouted, so 38 / 40 * 100 = <<38/40*100=95>>95 percent sprouted.\n"
# --- payments: gold 0 (7 * 25 = 175; 175 - 175 = 0).
PAY = "She makes seven payments of $25, 7 * 25 = <<7*25=175>>175 dollars, so of her $175, 175 - 175 = <<175-175=0>>0 dollars are left.\n"
# --- episodes: gold 296 (8 * 37 = 296).
EPI = "8 episodes of 37 minutes last 8 * 37 = <<8*37=296>>296 minutes.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{60}"  # 8, 16, 24, 32, 40, 48, 56: seven of 60
PROB = r"The multiples of $8$ from $1$ to $60$ are $8, 16, 24, 32, 40, 48, 56$: seven of them, so the probability is $\frac{7}{60}$"
G_DIST = r"3\sqrt{13}"  # dx 9, dy 6: 81 + 36 = 117 = 9 * 13
DIST = r"The distance is $\sqrt{(10 - 1)^2 + (4 - (-2))^2} = \sqrt{81 + 36} = \sqrt{117}$"
G_INT = r"\left[ -\frac{5}{2}, \frac{11}{2} \right]"  # -8 <= 2x - 3 <= 8 -> -5 <= 2x <= 11
INT = r"$-8 \le 2x - 3 \le 8$ gives $-5 \le 2x \le 11$, so $-\frac{5}{2} \le x \le \frac{11}{2}$."
G_ROOTS = r"-\frac{3}{2}, 4"  # (2x + 3)(x - 4)
ROOTS = r"$2x^2 - 5x - 12 = (2x + 3)(x - 4) = 0$."
G_CPX = "26 + 13i"  # 12 + 21i - 8i - 14i^2 = 12 + 13i + 14
CPX = r"$(3 - 2i)(4 + 7i) = 12 + 21i - 8i - 14i^2 = 12 + 13i + 14$"
CPX_SLIP = (
    r"$(3 - 2i)(4 + 7i) = 12 + 21i - 8i - 14i^2 = 12 + 13i - 14$"  # i^2 taken as +1 -> -2 + 13i
)
G_RAD = r"\frac{9\pi}{5}"  # 324 / 180 = 9/5
RAD = r"$324^\circ \cdot \frac{\pi}{180^\circ} = \frac{324\pi}{180}$"
G_BASE = "358"  # 2 * 125 + 4 * 25 + 1 * 5 + 3 = 358
BASE = r"$2413_5 = 2 \cdot 125 + 4 \cdot 25 + 1 \cdot 5 + 3$"
G_SYS = "(5, -4)"  # x = 9 + y; 18 + 5y = -2; y = -4
SYS = r"From $x = 9 + y$, $2(9 + y) + 3y = -2$, so $5y = -20$, $y = -4$ and $x = 5$."
G_POLY = "4x^2 - 17x - 15"  # 4x^2 - 20x + 3x - 15
POLY = r"$(4x + 3)(x - 5) = 4x^2 - 20x + 3x - 15$"
G_COMB = "286"  # 1716 / 6
COMB = r"$\binom{13}{3} = \frac{13 \cdot 12 \cdot 11}{3!} = \frac{1716}{6}$"
G_REP = r"\frac{9}{11}"  # 81/99
REP = r"Let $x = 0.\overline{81}$. Then $100x - x = 81$, so $x = \frac{81}{99}$"
G_ZERO = "0"  # 27 - 27
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"30\pi"  # 108/360 * 100 pi
SEC = r"The area is $\frac{108}{360} \cdot \pi \cdot 10^2 = \frac{3}{10} \cdot 100\pi$"
G_RAT = r"2\sqrt{10}"  # 20 sqrt10 / 10
RAT = r"$\frac{20}{\sqrt{10}} = \frac{20\sqrt{10}}{10}$"
G_PER = r"3\pi"  # tan has period pi; x/3 -> 3 pi
PER = r"$\tan$ has period $\pi$, so $\tan\frac{x}{3}$ repeats when $\frac{x}{3}$ grows by $\pi$, that is when $x$ grows by $3\pi$."
# realistic MATH wrappers
COMB_QWEN = qwen(
    "To find the number of ways to choose 3 of 13 objects, we use the binomial coefficient.",
    ("Formula", r"\(\binom{13}{3} = \frac{13!}{3!\,10!}\)"),
    ("Compute", r"\(\frac{13 \cdot 12 \cdot 11}{6} = \frac{1716}{6} = 286\)"),
)
CPX_LLAMA = llama(
    ("Expand the product", r"$(3 - 2i)(4 + 7i) = 12 + 21i - 8i - 14i^2$."),
    ("Use $i^2 = -1$", r"$12 + 13i + 14 = 26 + 13i$."),
)
CPX_LLAMA_SLIP = llama(
    ("Expand the product", r"$(3 - 2i)(4 + 7i) = 12 + 21i - 8i - 14i^2$."),
    ("Simplify", r"$12 + 13i - 14 = -2 + 13i$."),
)
RAD_R1 = "Okay, 324 degrees to radians. Multiply by pi/180: 324/180 = 1.8 = 9/5. So 9pi/5. Let me check: 9pi/5 * 180/pi = 324. Yes.\n"
SYS_R1 = "We have x - y = 9 and 2x + 3y = -2. Substitute x = 9 + y: 18 + 2y + 3y = -2, so 5y = -20, y = -4, x = 5. Check: 5 - (-4) = 9, 10 - 12 = -2. Good.\n"
SEC_QWEN = qwen(
    "The area of a sector is a fraction of the area of the circle.",
    ("Fraction of the circle", r"\(\frac{108}{360} = \frac{3}{10}\)"),
    ("Area", r"\(\frac{3}{10} \cdot \pi \cdot 10^2 = 30\pi\)"),
)

PAD = "Let me restate the data. " * 8000  # about 200,000 characters

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "570", "wrong", "tag", th(APL_SLIP) + "<answer>There are 507 apples left.</answer>", "a sentence in the tag states 507"),
    g("t_sentence_other_re", "A", "570", "wrong", "tag", th(APL_R1_SLIP) + "<answer> The answer is 507. </answer>", "R1 think block, 'The answer is 507.' in the tag (the issue's shape)"),
    g("t_equation_other", "A", "570", "wrong", "tag", th(APL_SLIP) + "<answer>888 - 381 = 507</answer>", "an equation chain ending 507"),
    g("t_think_gold_tag_other", "A", "570", "wrong", "tag", th(APL_R1) + "<answer>507</answer>", "the gold only in the thinking; the tag states 507"),
    g("t_box_other", "A", "25800", "wrong", "tag", th(LSE_NODEP) + r"<answer>$\boxed{23600}$</answer>", "a box in the tag, 23600 (no deposit)"),
    g("t_empty", "A", "570", "no_answer", "tag", th(APL_R1) + "<answer> </answer>", "an empty tag; 570 only in the thinking"),
    g("t_unclosed_other", "A", "570", "wrong", "tag", th(APL_R1_SLIP) + "<answer>507", "an unclosed tag holding 507"),
    g("t_drop_not_temp", "A", "-9.5", "wrong", "tag", th(TMP) + "<answer>The temperature dropped by 17.5 degrees.</answer>", "the tag states the drop 17.5, not the final -9.5"),
    g("t_ok_sentence", "B", "570", "correct", "tag", th(APL) + "<answer>There are 570 apples left.</answer>", "a sentence in the tag"),
    g("t_ok_phrase_re", "B", "570", "correct", "tag", th(APL_R1) + "<answer> The answer is 570. </answer>", "R1 think block, 'The answer is 570.' in the tag (the issue's shape)"),
    g("t_ok_equation", "B", "570", "correct", "tag", th(APL) + "<answer>888 - 318 = 570</answer>", "an equation chain ending in the gold"),
    g("t_ok_box", "B", "25800", "correct", "tag", th(LSE) + r"<answer>$\boxed{25,800}$</answer>", "a box with a comma in math mode in the tag"),
    g("t_ok_unclosed", "B", "296", "correct", "tag", th(EPI) + "<answer>296", "an answer tag never closed (the issue's class 3)"),
    g("t_ok_hash_in_tag", "B", "296", "correct", "tag", th(EPI) + "<answer>#### 296</answer>", "a #### marker inside the tag"),
    m("t_m_box_other", "A", G_COMB, "wrong", "tag", th(r"$\binom{13}{3} = \frac{1716}{3}$" + "\n") + r"<answer>$\boxed{572}$</answer>", "a box in the tag, 572 (divided by 3 only)"),
    m("t_m_sentence_other_re", "A", G_CPX, "wrong", "tag", th(CPX_SLIP + ", so the product is $-2 + 13i$.\n") + "<answer>The product is $-2 + 13i$.</answer>", "a sentence in the tag, -2 + 13i (i^2 taken as +1)"),
    m("t_m_placeholder", "A", G_BASE, "no_answer", "tag", th(BASE + " = 358\n") + "<answer>[your final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_two_tags", "A", G_SYS, "wrong", "tag", th(SYS_R1) + "<answer>(5, -4)</answer>\n<answer>(5, 4)</answer>", "two tags, the last (5, 4)"),
    m("t_m_equation_other", "A", G_SYS, "wrong", "tag", th(SYS_R1) + "<answer>$x = 5,\\ y = 4$</answer>", "an equation pair with y = 4"),
    m("t_m_cut_in_think", "A", G_RAD, "no_answer", "truncated", "<think>\nOkay, 324 degrees to radians. Multiply by pi/180: 324/180 = 1.8 = 9/5. So the answer should be", "cut inside the thinking, no tag"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD_R1) + r"<answer>$\boxed{\frac{9\pi}{5}}$</answer>", "a box in math mode in the tag (the issue's shape)"),
    m("t_m_ok_sentence", "B", G_SYS, "correct", "tag", th(SYS_R1) + "<answer>The solution is $(x, y) = (5, -4)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_answer_colon", "B", G_CPX, "correct", "tag", th(CPX + ".\n") + "<answer>Answer: $26 + 13i$</answer>", "an Answer: phrase in the tag"),
    m("t_m_ok_equation", "B", G_COMB, "correct", "tag", th(COMB + " = 286\n") + r"<answer>$\binom{13}{3} = \frac{1716}{6} = 286$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_unclosed", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>\n$\\left[-\\frac{5}{2}, \\frac{11}{2}\\right]$\n", "an unclosed tag with the interval"),
    m("t_m_ok_roots_words", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{3}{2}$ or $x = 4$</answer>", "both roots as x = ... or x = ..."),

    # ================================================================ 2. phrase + ####
    g("h_ok_so_answer_is", "B", "570", "correct", "hash", APL + "So the answer is #### 570", "'So the answer is #### N' (the issue's shape)"),
    g("h_ok_answer_is_colon", "B", "570", "correct", "hash", APL + "The answer is: #### 570", "'The answer is: #### N'"),
    g("h_ok_final_answer", "B", "95", "correct", "hash", SED + "Final Answer: #### 95", "'Final Answer: #### N'"),
    g("h_ok_answer_colon", "B", "296", "correct", "hash", EPI + "Answer: #### 296", "'Answer: #### N'"),
    g("h_ok_so_answer_is_re", "B", "570", "correct", "hash", APL_LLAMA + "So the answer is #### 570", "Llama 3 steps then 'So the answer is #### N'"),
    g("h_ok_newline_negative", "B", "-9.5", "correct", "hash", TMP + "The answer is:\n#### -9.5", "phrase, newline, a negative decimal"),
    g("h_ok_trailing_period", "B", "296", "correct", "hash", EPI + "Therefore, the final answer is #### 296.", "a sentence with #### and a full stop"),
    g("h_so_answer_is_other", "A", "570", "wrong", "hash", APL_SLIP + "So the answer is #### 507", "'So the answer is #### 507'"),
    g("h_answer_is_colon_sign", "A", "-9.5", "wrong", "hash", TMP + "The answer is: #### 9.5", "the sign dropped in the #### value"),
    g("h_final_answer_other", "A", "25800", "wrong", "hash", LSE_NODEP + "Final Answer: #### 23600", "'Final Answer: #### 23600' (no deposit)"),
    g("h_answer_colon_other_re", "A", "570", "wrong", "hash", APL_R1_SLIP + "\nAnswer: #### 507", "reasoning prose then 'Answer: #### 507'"),
    g("h_phrase_gold_hash_other", "A", "570", "wrong", "hash", APL + "The answer is 570.\n#### 507", "phrase 570, #### 507: two different final answers"),
    g("h_empty_hash", "A", "570", "no_answer", "hash", APL + "So the answer is ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_hash_words", "A", "296", "no_answer", "hash", EPI + "Answer: #### (see the working above)", "#### followed by words, no value"),
    m("h_m_ok_so_answer_is", "B", G_COMB, "correct", "hash", COMB + " = 286.\nSo the answer is #### 286", "a MATH answer, 'So the answer is #### N'"),
    m("h_m_ok_final_answer_frac", "B", G_REP, "correct", "hash", REP + r" $= \frac{9}{11}$." + "\nFinal Answer: #### \\frac{9}{11}", "'Final Answer: #### \\frac{9}{11}'"),
    m("h_m_ok_answer_is_colon", "B", G_DIST, "correct", "hash", DIST + r" $= 3\sqrt{13}$." + "\nThe answer is: #### 3\\sqrt{13}", "'The answer is: #### 3\\sqrt{13}'"),
    m("h_m_ok_answer_colon_re", "B", G_COMB, "correct", "hash", COMB_QWEN + "Answer: #### 286", "Qwen steps then 'Answer: #### 286'"),
    m("h_m_ok_newline", "B", G_SYS, "correct", "hash", SYS + "\nThe answer is:\n#### (5, -4)", "phrase, newline, an ordered pair after ####"),
    m("h_m_so_other", "A", G_REP, "wrong", "hash", r"Let $x = 0.\overline{81}$. Then $x = \frac{81}{100}$." + "\nSo the answer is #### \\frac{81}{100}", "'So the answer is #### 81/100'"),
    m("h_m_final_other", "A", G_RAT, "wrong", "hash", r"$\frac{20}{\sqrt{10}} = \frac{20\sqrt{10}}{10} = 2\sqrt{5}$." + "\nFinal Answer: #### 2\\sqrt{5}", "'Final Answer: #### 2\\sqrt5' (slip)"),
    m("h_m_answer_colon_other", "A", G_BASE, "wrong", "hash", r"$2413 = 2 \cdot 216 + 4 \cdot 36 + 1 \cdot 6 + 3 = 585$." + "\nAnswer: #### 585", "'Answer: #### 585' (read as base 6)"),
    m("h_m_hedge", "A", G_COMB, "wrong", "hash", COMB + " = 286.\nThe answer is: #### 286 or 572", "a hedge after ####"),
    m("h_m_ok_minerva", "B", G_PROB, "correct", "minerva", PROB + ".\n#### \\frac{7}{60}\n" + MINERVA.format("$\\frac{7}{60}$"), "#### then a Minerva line agreeing"),
    g("h_minerva_other", "A", "15.95", "wrong", "minerva", CHS + "#### 15.95\n" + MINERVA.format("16.95"), "#### 15.95 then a Minerva line stating 16.95: the last final answer is 16.95"),
    m("h_m_phrase_gold_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 286.\nThe answer is 286.\n#### 572", "phrase 286, #### 572: two different final answers"),
    m("h_m_empty_hash", "A", G_SEC, "no_answer", "hash", SEC + r" $= 30\pi$." + "\nSo the answer is ####", "an empty #### after the phrase; the gold only in the working"),

    # ================================================================ 3. exactness
    g("x_near_zero_decimal", "A", "0", "wrong", "hash", PAY + "#### 0.0000001", "0.0000001 against gold 0"),
    g("x_near_zero_pi", "A", "0", "wrong", "boxed", PAY + r"The amount left is $\boxed{10^{-100}\pi}$.", "10^{-100}\\pi against gold 0 (the issue's shape)"),
    g("x_plus_tiny_imag", "A", "296", "wrong", "boxed", EPI + r"The answer is $\boxed{296 + 10^{-50} i}$.", "296 + 10^{-50} i against 296"),
    g("x_plus_sin_tiny", "A", "570", "wrong", "boxed", APL + r"The answer is $\boxed{570 + \sin(10^{-100})}$.", "570 + sin(10^{-100}) against 570"),
    g("x_plus_tiny_re", "A", "372", "wrong", "boxed", EGG + "\n" + LLAMA_END.format("372 + 10^{-50}"), "Llama closing line with 372 + 10^{-50}"),
    g("x_cent_off", "A", "15.95", "wrong", "hash", CHS.replace("15.95 dollars", "15.96 dollars").replace("=15.95>>", "=15.96>>") + "#### 15.96", "a cent off"),
    g("x_rounded", "A", "15.95", "wrong", "hash", CHS + "Rounded to the nearest dollar, that is 16.\n#### 16", "rounded to 16"),
    g("x_big_near", "A", "25800", "wrong", "hash", LSE + "#### 25800.01", "25800.01: relative error under 1e-6"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", PAY + "#### 0.00", "0.00 for 0"),
    g("x_ok_trailing_zero", "B", "15.95", "correct", "hash", CHS + "#### 15.950", "a trailing zero"),
    g("x_ok_fraction", "B", "-9.5", "correct", "boxed", TMP + r"The answer is $\boxed{-\frac{19}{2}}$.", "-19/2 = -9.5"),
    g("x_ok_zero_re", "B", "0", "correct", "boxed", th("Seven payments of 25 is 175, and she had 175, so nothing is left.\n") + r1final(r"\$0"), "R1 final block with a boxed $0"),
    g("x_ok_dollar_box_re", "B", "15.95", "correct", "boxed", qwen("We multiply the weight by the price per kilogram.", ("Price", r"\(2.5 \times 6.38 = 15.95\)")) + qbox(r"\$15.95"), "Qwen steps, a boxed dollar amount"),
    m("x_m_near_zero_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-100}\pi}$", "10^{-100}\\pi against gold 0"),
    m("x_m_near_zero_exp", "A", G_ZERO, "wrong", "boxed", ZERO + r" $\approx \boxed{e^{-1000}}$", "e^{-1000} against gold 0"),
    m("x_m_pi_plus_tiny", "A", G_PER, "wrong", "boxed", PER + r" The period is $\boxed{3\pi + 10^{-50}}$.", "3\\pi + 10^{-50} against 3\\pi"),
    m("x_m_imag_tiny", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286 + 10^{-50} i}$", "286 + 10^{-50} i against 286"),
    m("x_m_sin_tiny_re", "A", G_BASE, "wrong", "boxed", th("2413 in base 5: 2*125 + 4*25 + 5 + 3 = 358.\n") + r1final(r"358 + \sin(10^{-100})"), "R1 final block with 358 + sin(10^{-100})"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{10.82}$", "a decimal for 3\\sqrt{13} (10.8166...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.82}$", "0.82 is not 9/11"),
    m("x_m_decimal_pi_re", "A", G_SEC, "wrong", "boxed", SEC_QWEN + qbox("94.25", "Thus, the area is approximately"), "Qwen steps, 94.25 for 30\\pi"),
    m("x_m_decimal_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.117}$.", "0.117 is not 7/60 (0.11666...)"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{14}{120}}$.", "14/120 = 7/60 unsimplified"),
    m("x_m_ok_sqrt117", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{117}}$.", "\\sqrt{117} = 3\\sqrt{13}"),
    m("x_m_ok_zero_re", "B", G_ZERO, "correct", "boxed", qwen("We substitute x = 3 into the function.", ("Substitute", r"\(f(3) = 3^3 - 9 \cdot 3 = 27 - 27 = 0\)")) + qbox("0"), "Qwen steps, an exact 0 (the other side of the near-zero rule)"),
    m("x_m_ok_pi_form", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{9}{5}\pi}$", "9/5 \\pi for 9\\pi/5"),
    m("x_m_ok_unreduced_frac", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{81}{99}}$", "81/99 = 9/11 unreduced"),
    m("x_m_ok_sqrt40_re", "B", G_RAT, "correct", "boxed", llama(("Rationalize", r"$\frac{20}{\sqrt{10}} = \frac{20\sqrt{10}}{10} = 2\sqrt{10}$."), ("Write as one root", r"$2\sqrt{10} = \sqrt{40}$.")) + LLAMA_END.format(r"\sqrt{40}"), "Llama steps, \\sqrt{40} = 2\\sqrt{10}"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_box_not_equal", "A", "570", "no_answer", "boxed", APL + r"$\boxed{\not= 570}$", "\\boxed{\\not= N} (the issue's shape)"),
    g("n_box_x_not_equal", "A", "570", "no_answer", "boxed", APL + r"$\boxed{x \not= 570}$", "\\boxed{x \\not= N}"),
    g("n_box_text_wrong", "A", "570", "wrong", "boxed", APL + r"$\boxed{570\text{ (wrong)}}$", "\\boxed{N\\text{ (wrong)}}: the model marks its value wrong"),
    g("n_box_text_wrong_re", "A", "296", "wrong", "boxed", EPI + "\n" + LLAMA_END.format(r"296\text{ (wrong)}"), "Llama closing line with the box marked (wrong)"),
    g("n_not_gold", "A", "570", "no_answer", "answer_is", APL + "The answer is not 570.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "570", "no_answer", "hash", APL + "#### ~~570~~", "struck with ~~ and nothing after"),
    g("n_strike_then_other", "A", "570", "wrong", "hash", APL_SLIP + "#### ~~570~~ 507", "the gold struck, 507 after"),
    g("n_html_strike", "A", "372", "no_answer", "answer_is", EGG + "The answer is <s>372</s>.", "the gold struck with <s>, nothing after"),
    g("n_annot_incorrect", "A", "95", "wrong", "hash", SED + "#### 95 (incorrect)", "the model marks its #### value incorrect"),
    m("n_m_neq", "A", G_RAD, "no_answer", "boxed", RAD + r" $\Rightarrow \boxed{\neq \frac{9\pi}{5}}$", "a box holding \\neq gold"),
    m("n_m_x_ne", "A", G_COMB, "no_answer", "boxed", COMB + r", so $\boxed{n \ne 286}$.", "a box holding n \\ne gold"),
    m("n_m_text_wrong", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{26 + 13i \text{ (wrong)}}$", "the box marked (wrong)"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{\cancel{30\pi}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{\sout{(5, -4)}\ (5, 4)}$", "the gold struck with \\sout, (5, 4) after"),
    m("n_m_text_not", "A", G_DIST, "no_answer", "boxed", DIST + r", so the distance is $\boxed{\text{not } 3\sqrt{13}}$.", "a box holding 'not' and the gold"),
    m("n_m_not_equal_re", "A", G_RAD, "no_answer", "boxed", th(RAD_R1) + r1final(r"\not= \frac{9\pi}{5}"), "R1 final block with \\not= gold"),
    g("n_ok_not_other", "B", "570", "correct", "answer_is", APL + "The answer is not 507 but 570.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "570", "correct", "hash", APL + "#### ~~507~~ 570", "the wrong value struck, the gold after"),
    g("n_ok_annot_correct", "B", "95", "correct", "hash", SED + "#### 95 (correct)", "a harmless annotation"),
    g("n_ok_not_other_re", "B", "95", "correct", "answer_is", SED + "Note that this is the share that sprouted, not the 5 percent that failed.\nThe answer is 95.", "'not 5' in a note, then the gold"),
    m("n_m_ok_neq_working", "B", G_RAT, "correct", "boxed", r"Since $\sqrt{10} \neq 0$, " + RAT + r" $= \boxed{2\sqrt{10}}$.", "\\neq in the working, the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{20\sqrt{10}}{10} = \frac{\cancel{20}^{2}\sqrt{10}}{\cancel{10}} = \boxed{2\sqrt{10}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_base_subscript", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{358_{10}}$", "a base-10 subscript on the gold"),
    m("n_m_ok_strike_other", "B", G_SYS, "correct", "boxed", SYS + r" The answer is ~~$(5, 4)$~~ $\boxed{(5, -4)}$.", "a wrong pair struck, the gold boxed"),
    m("n_m_ok_check_mark_re", "B", G_CPX, "correct", "boxed", CPX_LLAMA + LLAMA_END.format("26 + 13i") + " ✓", "Llama steps, a check mark after the box"),

    # ================================================================ 5. words after a number
    g("u_negative", "A", "570", "wrong", "hash", APL + "#### 570 negative", "'#### N negative' (the issue's shape): -570 or no count"),
    g("u_less", "A", "570", "wrong", "hash", APL + "#### 570 less", "'#### N less' (the issue's shape)"),
    g("u_fewer", "A", "570", "wrong", "hash", APL + "#### 570 fewer", "'#### N fewer'"),
    g("u_dozen", "A", "372", "wrong", "hash", EGG + "#### 372 dozen", "372 dozen = 4464, not 372"),
    g("u_score", "A", "296", "wrong", "hash", EPI + "#### 296 score", "296 score = 5920"),
    g("u_thousand", "A", "25800", "wrong", "hash", LSE + "#### 25800 thousand", "25800 thousand = 25,800,000"),
    g("u_less_re", "A", "570", "wrong", "answer_is", APL_LLAMA + "The final answer is: 570 less", "Llama steps, 'The final answer is: 570 less'"),
    g("u_dozen_re", "A", "372", "wrong", "boxed", EGG + "\n" + LLAMA_END.format(r"372 \text{ dozen}"), "Llama closing line with 372 dozen in the box"),
    g("u_ok_dollars", "B", "25800", "correct", "hash", LSE + "#### 25,800 dollars", "a comma and the word dollars"),
    g("u_ok_apples", "B", "570", "correct", "hash", APL + "#### 570 apples", "a unit noun after ####"),
    g("u_ok_percent_word", "B", "95", "correct", "hash", SED + "#### 95 percent", "the word percent"),
    g("u_ok_degrees", "B", "-9.5", "correct", "answer_is", TMP + "The answer is -9.5 degrees Celsius.", "degrees Celsius after a negative decimal"),
    g("u_ok_in_total", "B", "15.95", "correct", "answer_is", CHS + "The answer is $15.95 in total.", "'in total' after the amount"),
    g("u_ok_dozen_equiv", "B", "372", "correct", "answer_is", EGG + "The answer is 31 dozen, that is 372 eggs.", "31 dozen then 372: the last value is the gold"),
    g("u_ok_units_re", "B", "570", "correct", "answer_is", APL_LLAMA + "The final answer is: 570 apples", "Llama steps, 'The final answer is: 570 apples'"),
    m("u_m_fewer", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286 \text{ fewer}}$", "'fewer' in the box"),
    m("u_m_dozen", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286\text{ dozen}}$", "'dozen' in the box"),
    m("u_m_thousand", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{358 \text{ thousand}}$", "'thousand' in the box"),
    m("u_m_negative", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286 \text{ negative}}$", "'negative' in the box"),
    m("u_m_less_re", "A", G_COMB, "wrong", "boxed", COMB_QWEN + r"Thus, there are \(\boxed{286}\) fewer.", "Qwen steps, the box followed by 'fewer': a difference, not the count"),
    m("u_m_score", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286 \text{ score}}$", "'score' in the box: 286 score = 5720"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{30\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{3\sqrt{13}\text{ units}}$", "'units' in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{286 \text{ ways}}$", "'ways' in the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{9\pi}{5} \text{ radians}}$", "'radians' in the box"),
    m("u_m_ok_sq_units_re", "B", G_SEC, "correct", "boxed", SEC_QWEN + "Thus, the area of the sector is \\(\\boxed{30\\pi}\\) square units.", "Qwen steps, the box then 'square units'"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "570", "wrong", "hash", APL + "#### 570\n\nEdit: 507", "'Edit: N' after the answer (the issue's shape)"),
    g("r_update", "A", "570", "wrong", "hash", APL + "#### 570\nUpdate: it's actually 507.", "'Update: it's actually N.'"),
    g("r_erratum", "A", "15.95", "wrong", "hash", CHS + "#### 15.95\n\nErratum: 16.95", "'Erratum: N'"),
    g("r_never_mind", "A", "372", "wrong", "answer_is", EGG + "The answer is 372. Never mind, 31.", "'Never mind, N.'"),
    g("r_paren_not", "A", "570", "wrong", "hash", APL + "#### 570 (Not 570; 507.)", "'(Not gold; N.)' after the answer"),
    g("r_wrong_bang", "A", "95", "wrong", "answer_is", SED + "The answer is 95. Wrong! 5", "'Wrong! N'"),
    g("r_placeholder", "A", "296", "no_answer", "hash", EPI + "#### 296\n\nThe above is a placeholder; real answer TBD.", "the answer withdrawn as a placeholder, none given"),
    g("r_edit_re", "A", "570", "wrong", "hash", APL.replace("\n", "\n\n") + "#### 570\n\nEdit: I misread the number sold; it was 381, so 888 - 381 = 507.\n#### 507", "calculator working, an Edit with a new #### 507"),
    g("r_ok_user_turn", "B", "570", "correct", "hash", APL + "#### 570" + IM_USER + "Now 12 crates of 24 apples, 100 sold. How many remain?\n#### 188", "an invented ChatML user turn after the answer"),
    g("r_ok_restart_cut", "B", "570", "correct", "hash", APL + "#### 570\n\nLet me re-check that: 37 * 24 = 8", "a cut restart of the working after the answer"),
    m("r_m_ok_check", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{4x^2 - 17x - 15}$" + "\n\nCheck at $x = 1$: $(7)(-4) = -28$ and $4 - 17 - 15 = -28$. ✓", "a check after the box"),
    g("r_ok_paren_not_other", "B", "570", "correct", "hash", APL + "#### 570 (Not 507; 570.)", "'(Not N; gold.)'"),
    g("r_ok_correction_to_gold", "B", "570", "correct", "hash", APL_SLIP + "#### 507\n\nCorrection: 318 were sold, not 381, so 888 - 318 = 570.\n#### 570", "a correction to the gold"),
    m("r_m_ok_pleasantry", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{2\sqrt{10}}$" + "\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the box"),
    g("r_ok_update_gold", "B", "372", "correct", "answer_is", EGG + "The answer is 31. Update: it's actually 31 dozen, so 372 eggs. The answer is 372.", "an update to the gold"),
    m("r_m_edit", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286}$" + "\n\nEdit: $\\boxed{572}$", "'Edit:' with a new box"),
    m("r_m_update", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(5, -4)}$" + "\n\nUpdate: it's actually $(5, 4)$.", "'Update: it's actually (5, 4).'"),
    m("r_m_erratum", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{9\pi}{5}}$" + "\n\nErratum: $\\frac{9\\pi}{10}$", "'Erratum:' with another value"),
    m("r_m_wrong_bang", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{26 + 13i}$. Wrong! $-2 + 13i$", "'Wrong! N'"),
    m("r_m_paren_not", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-\frac{3}{2}, 4}$ (Not $-\frac{3}{2}, 4$; $\frac{3}{2}, -4$.)", "'(Not gold; N.)'"),
    m("r_m_never_mind_re", "A", G_COMB, "wrong", "boxed", COMB_QWEN + qbox("286") + "\n\nNever mind, I should divide by 3 only: \\(\\boxed{572}\\).", "Qwen steps, 'Never mind' with a new box"),
    m("r_m_placeholder", "A", G_POLY, "no_answer", "boxed", POLY + r" $= \boxed{4x^2 - 17x - 15}$" + "\n\nThe above is a placeholder; real answer TBD.", "the box withdrawn as a placeholder"),
    m("r_m_ok_self_problem", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{286}$" + "\n\nNow try a similar problem: how many ways are there to choose 4 of 13 objects? $\\binom{13}{4} = \\boxed{715}$.", "a self-set new problem with its own box after the answer"),
    m("r_m_ok_user_turn", "B", G_CPX, "correct", "boxed", CPX_LLAMA + LLAMA_END.format("26 + 13i") + EOT_USER + r"Now compute $(1 + i)^2$. The final answer is: $\boxed{2i}$", "an invented Llama 3 user turn after the answer"),
    m("r_m_ok_verify", "B", G_SEC, "correct", "boxed", SEC_QWEN + qbox(r"30\pi") + "\n\nLet's verify: $30\\pi / (100\\pi) = 0.3 = 108/360$. Confirmed.", "a verification after the box"),
    m("r_m_ok_update_gold", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\frac{3}{2}, -4}$" + "\n\nUpdate: it's actually $x = -\\frac{3}{2}$ and $x = 4$, so $\\boxed{-\\frac{3}{2}, 4}$.", "an update to the gold"),
    m("r_m_ok_restart_cut_re", "B", G_RAD, "correct", "boxed", th(RAD_R1) + r1final(r"\frac{9\pi}{5}") + "\n\nWait, let me re-derive this from the start. 324 degrees is", "R1 final block, then a cut restart"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quote_block_refuse", "A", "570", "no_answer", "none", "> #### 570\n\nI cannot solve this.", "a quoted '> #### N' then a refusal (the issue's shape)"),
    g("q_you_asked", "A", "570", "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{570}$." I cannot.', "a quoted request with a box, then a refusal"),
    g("q_two_parts", "A", "25800", "wrong", "answer_is", LSE + "The answer is 25800 for part (a) and 23600 for part (b).", "two different final answers for parts of one question"),
    g("q_teacher_said", "A", "570", "wrong", "answer_is", APL_SLIP + "My teacher said the answer is 570, but I get 507.\nThe answer is 507.", "the gold only reported"),
    g("q_student_wrote", "A", "296", "wrong", "hash", 'A student wrote "#### 296", but 8 * 37 = 286.\n#### 286', "the gold in a quoted ####, the final 286"),
    g("q_if_then", "A", "25800", "no_answer", "none", "If the deposit were included, the total would be 25800.", "only a hypothetical"),
    g("q_quote_refuse_re", "A", "570", "no_answer", "none", th("The prompt shows an example answer:\n> #### 570\nThat example is for a different problem, and I do not know how many apples were sold here, so I cannot finish this.\n") + "<answer>I cannot solve this.</answer>", "R1 think quoting the prompt's example '#### N' line, a refusal in the tag"),
    g("q_ok_you_asked_then", "B", "570", "correct", "hash", 'You asked: "How many apples remain?"\n\n' + APL + "#### 570", "the question quoted, then the model's answer"),
    g("q_ok_friend_wrong", "B", "570", "correct", "answer_is", APL + "My friend got 507, but he used 381.\nThe answer is 570.", "another's wrong value reported first"),
    m("q_m_ok_hypo_after", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{3\sqrt{13}}$." + "\n\nIf the second point were $(10, 2)$ instead, the distance would be $\\sqrt{97}$.", "a hypothetical after the committed answer (9^2 + 4^2 = 97)"),
    g("q_ok_steps_ab", "B", "25800", "correct", "hash", "(a) Rent: 16 * 1475 = 23600.\n(b) Add the deposit: 23600 + 2200 = 25800.\n#### 25800", "steps labelled (a), (b)"),
    g("q_ok_quoted_re", "B", "296", "correct", "hash", th("The question says:\n> 8 episodes of 37 minutes each\nSo 8 * 37 = 296.\n") + "<answer>#### 296</answer>", "R1 think quoting the question, #### in the tag"),
    m("q_m_quote_box_refuse", "A", G_COMB, "no_answer", "none", "> $\\boxed{286}$\n\nI am unable to solve this problem.", "a quoted box then a refusal"),
    m("q_m_you_asked", "A", G_RAD, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{\frac{9\pi}{5}}$." I cannot.', "a quoted request with a box, then a refusal"),
    m("q_m_two_parts", "A", G_SYS, "wrong", "answer_is", r"The answer is $(5, -4)$ for part (a) and $(5, 4)$ for part (b).", "two different final answers for parts of one question"),
    m("q_m_invented_turn", "A", G_CPX, "wrong", "boxed", CPX_LLAMA_SLIP + LLAMA_END.format("-2 + 13i") + EOT_USER + r"The correct answer is $26 + 13i$.", "the gold only in an invented user turn"),
    m("q_m_suppose", "A", G_POLY, "no_answer", "none", r"Suppose the product were $4x^2 - 17x - 15$; we would then need to check it.", "only a supposition"),
    m("q_m_common_mistake", "A", G_CPX, "wrong", "boxed", r"A common answer is $\boxed{26 + 13i}$, but " + CPX_SLIP + r" $= \boxed{-2 + 13i}$.", "the gold attributed to others, the model's own box -2 + 13i"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|2x - 3| \le 8$." + "\n\n" + INT + r" So $x \in \boxed{\left[-\frac{5}{2}, \frac{11}{2}\right]}$.", "the problem quoted"),
    m("q_m_ok_common_mistake", "B", G_CPX, "correct", "boxed", r"A common mistake gives $-2 + 13i$ (taking $i^2 = 1$). Correctly, " + CPX + r" $= \boxed{26 + 13i}$.", "another's wrong value first, then the gold"),
    m("q_m_ok_suppose_then", "B", G_ZERO, "correct", "boxed", r"Suppose $f(3) = 1$; that fails, since " + ZERO + r" $= \boxed{0}$.", "a supposition refuted, then the box"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + BASE + r" $= \boxed{358}$.", "an example with another value first"),
    m("q_m_ok_you_asked_re", "B", G_COMB, "correct", "boxed", 'You asked: "In how many ways can 3 of 13 books be chosen?"\n\n' + COMB_QWEN + qbox("286"), "the question quoted, Qwen steps and box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "570", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "570", "no_answer", "none", "  \n\t \u3000 \n", "only whitespace (with an ideographic space)"),
    g("b_nul_other", "A", "570", "wrong", "hash", APL_SLIP + "#### 50\x007", "a NUL inside 507"),
    g("b_fullwidth_other", "A", "570", "wrong", "hash", APL_SLIP + "#### ５０７", "full-width 507"),
    g("b_bom_other", "A", "570", "wrong", "hash", "\ufeff" + APL_SLIP + "#### 507", "a BOM then 507"),
    m("b_m_nonchar_other", "A", G_BASE, "wrong", "boxed", BASE.replace("2413_5", "2413_6").replace("125", "216").replace("25", "36").replace("5 + 3", "6 + 3") + " $= \\boxed{585}$\uffff", "a non-character U+FFFF after a wrong box 585 (read as base 6)"),
    g("b_ansi_other", "A", "570", "wrong", "hash", APL_SLIP + "\x1b[31m#### 507\x1b[0m", "ANSI colour codes around #### 507"),
    g("b_huge_other", "A", "570", "wrong", "hash", PAD + "\n" + APL_SLIP + "#### 507", "about 200 KB before #### 507"),
    m("b_m_gold_boxed_other", "A", r"\boxed{358}", "wrong", "boxed", BASE + r" $= \boxed{585}$", "a gold stored boxed; the model's 585"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{28", "cut inside the box"),
    m("b_m_zwsp_other", "A", G_COMB, "wrong", "boxed", COMB + " $= \\boxed{57\u200b2}$", "a zero-width space inside 572"),
    m("b_m_astral_other", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{3\pi}$ 🧮", "an emoji after a wrong box 3\\pi"),
    g("b_ok_fullwidth", "B", "570", "correct", "hash", APL + "#### ５７０", "full-width digits"),
    g("b_ok_bom", "B", "570", "correct", "hash", "\ufeff" + APL + "#### 570", "a BOM first"),
    m("b_m_ok_crlf", "B", G_SYS, "correct", "tag", (th(SYS_R1) + "<answer>(5, -4)</answer>").replace("\n", "\r\n"), "an R1 completion with CRLF line ends"),
    g("b_ok_gold_space", "B", " 570 ", "correct", "hash", APL + "#### 570", "a gold with spaces"),
    g("b_ok_huge_prefix", "B", "570", "correct", "hash", PAD + "\n" + APL + "#### 570", "about 200 KB before the answer"),
    g("b_ok_nbsp", "B", "296", "correct", "hash", EPI + "####\u00a0296", "a no-break space after ####"),
    m("b_m_ok_emoji_after", "B", G_RAD, "correct", "boxed", RAD + " $= \\boxed{\\frac{9\\pi}{5}}$ 🎉", "an emoji after the box"),
    m("b_m_ok_line_sep", "B", G_SEC, "correct", "boxed", (SEC_QWEN + qbox(r"30\pi")).replace("\n", "\u2028"), "Qwen steps with U+2028 line separators for newlines"),
    g("b_ok_nul", "B", "296", "correct", "hash", EPI + "\x00#### 296", "a NUL before the answer; debatable: a NUL makes the pair bad input", True),
    m("b_m_ok_gold_boxed", "B", r"\boxed{358}", "correct", "boxed", BASE + r" $= \boxed{358}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{30\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_tabs", "B", G_POLY, "correct", "boxed", POLY.replace(" ", "\t") + "\t$=\t\\boxed{4x^2 - 17x - 15}$", "tabs for spaces in the working"),
    m("b_m_ok_private_use_before", "B", G_COMB, "correct", "boxed", "\ue000\U0010fffd " + COMB + r" $= \boxed{286}$", "private-use code points before the working"),
]
# fmt: on

DECISIONS = {
    "b_ok_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam27", CASES, [], DECISIONS)
