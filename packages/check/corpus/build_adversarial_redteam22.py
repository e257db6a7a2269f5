r"""Build adversarial_redteam22.jsonl: a twenty-second round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam22", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on a probe; handed over BEFORE any scoring.
Not model output. Only `issues show 25`, corpus/README.md (the sources table and "How each source
was labelled", to avoid reusing problems), corpus_build.py (g, m, th, write_probes, the chat-turn
tokens) and build_adversarial_redteam21.py (structure, conventions, label rules) were read. Python
was used for the arithmetic in the comments below, to edit this file and to count the built
records' kind / checker / debatable fields; never to read, judge or label a probe's text. Every
label was set by reading the completion.

Aim of this round: the classes of issue 25 exactly as a hidden-test author writes them from the
issue's text: short plain probes, one trick each, in the issue's own shapes (its bullet list of
hostile probes: `10^{-100}\pi` for 0, `\pi + 10^{-50}`, `18 + 10^{-50} i`, `18 + \sin(10^{-100})`,
`\boxed{\not= 18}`, `\boxed{x \not= 18}`, `\boxed{18\text{ (wrong)}}`, `#### 18 negative / less /
fewer / dozen / score`, "Edit: 20", "Update: it's actually 20.", "Erratum", "Never mind", "(Not 18;
20.)", "Wrong! 20", "the above is a placeholder", a quoted `> #### 18`, `You asked: "Show that ..."`,
"18 for part (a) and 20 for part (b)"; and its four real-completion error classes: answer tags
holding a sentence, an equation or a box, and unclosed tags; a phrase with trailing words or inside
`\text{}`; a final answer in prose or number words with no marker; `So the answer is #### 42` and
its three siblings; text after the committed answer: invented `User:` turns, self-set problems with
boxes of their own, a restart cut off) with NEW numbers and problems. Round 21 was mostly GSM8K; this round is mostly MATH (108 of 186).

Problems and golds (arithmetic checked):
GSM8K
- library: 29 shelves of 18 books, 247 checked out -> 275 (29 * 18 = 290 + 232 = 522; 522 - 247 =
  275; check 275 + 247 = 522). Misreading 274 -> 248 (522 - 274 = 248; 248 + 274 = 522).
- temperature: 4 degrees, falling 1.5 an hour for 11 hours -> -12.5 (1.5 * 11 = 16.5; 4 - 16.5 =
  -12.5 = -25/2). Sign lost: 12.5.
- cheese: 3.5 kg at $8.42 -> 29.47 (3 * 8.42 = 25.26; 0.5 * 8.42 = 4.21; 25.26 + 4.21 = 29.47).
  Erratum value: 3.5 * 8.82 = 26.46 + 4.41 = 30.87.
- rent: $1,645 a month for 18 months plus a $2,400 deposit -> 32,010 (18 * 1645 = 16450 + 13160 =
  29610; 29610 + 2400 = 32010). Without the deposit 29,610.
- rolls: 9 batches of 32 -> 288 (= 24 dozen, 24 * 12 = 288; 288 dozen = 3456).
- exam: 51 of 75 passed -> 68 % (51 / 75 = 0.68; 75 * 0.68 = 51). 100 - 68 = 32; 60 / 75 = 80 %.
- tank: six 14-liter buckets from an 84-liter tank -> 0 (6 * 14 = 84; 84 - 84 = 0).
MATH
- a multiple of 7 from 1 to 50 -> 7/50 (7, 14, 21, 28, 35, 42, 49: seven; 7/50 = 0.14 = 14/100).
- the distance from (-3, 4) to (-1, -6) -> 2\sqrt{26} (dx = 2, dy = -10; 4 + 100 = 104 = 4 * 26;
  2\sqrt{26} = 10.19803...; \sqrt{26} is half of it; 104 its square).
- |2x + 1| <= 8 -> [-9/2, 7/2] (-8 <= 2x + 1 <= 8; -9 <= 2x <= 7).
- 2x^2 + x - 10 = 0 -> -5/2 and 2 ((2x + 5)(x - 2) = 2x^2 - 4x + 5x - 10; 2*4 + 2 - 10 = 0;
  2 * 25/4 - 5/2 - 10 = 12.5 - 2.5 - 10 = 0). The sign slip (2x - 5)(x + 2) = 2x^2 - x - 10 has
  roots 5/2 and -2.
- (2 + 5i)(3 - i) -> 11 + 13i (6 - 2i + 15i - 5i^2 = 6 + 13i + 5). Conjugate 11 - 13i.
- 252 degrees in radians -> 7\pi/5 (252 / 180 = 1.4 = 7/5). Slip 7\pi/4 (= 315 degrees).
- 1342_5 in base 10 -> 222 (125 + 3 * 25 + 4 * 5 + 2 = 125 + 75 + 20 + 2). Self-set: 2431_5 = 250 +
  100 + 15 + 1 = 366. 12_5 = 7.
- x + y = 2, 3x - 2y = 21 -> (5, -3) (y = 2 - x; 3x - 4 + 2x = 21; 5x = 25; check 15 + 6 = 21).
- (3x - 4)(x + 5) -> 3x^2 + 11x - 20 (3x^2 + 15x - 4x - 20).
- C(12, 5) -> 792 (12 * 11 * 10 * 9 * 8 = 95040; 95040 / 120 = 792). C(12, 4) = 11880 / 24 = 495.
- 0.\overline{45} -> 5/11 (45 / 99 = 5 / 11 = 0.4545...). 0.45 and 4/11 and 5/9 are other values.
- det [[2, 6], [3, 9]] -> 0 (18 - 18).
- a sector of radius 7 and angle 120 degrees -> 49\pi/3 (120/360 = 1/3; 49\pi/3 = 51.3126...).
  With 90 degrees: 49\pi/4.
- the period of sin(2x) -> \pi (2\pi / 2); of cos(3x): 2\pi/3.
- 12/\sqrt6 -> 2\sqrt6 (12\sqrt6 / 6; \sqrt{24} = 2\sqrt6 = 4.8989...).
- [[1, 2], [3, 4]] [[0, 1], [1, 0]] -> [[2, 1], [4, 3]] (the right factor swaps the columns).
- x^3 - x^2 - 6x = 0 -> -2, 0, 3 (x(x - 3)(x + 2); -8 - 4 + 12 = 0, 27 - 9 - 18 = 0).
- x^2 - 2x - 15 > 0 -> (-\infty, -3) \cup (5, \infty) ((x - 5)(x + 3)).
- cos 135 degrees -> -\sqrt2/2 (= -1/\sqrt2).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact against decimal); `n_` negation, strike-out,
annotation; `u_` words after a number (chosen so the label does not depend on the unseen question);
`r_` retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold (no lone surrogate: write_records
writes UTF-8 and cannot hold one; the issue's `"#### 18 \ud800"` belongs in a `check --input`
batch test, not in this file). An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`
(an exact decimal such as 0.14 for 7/50 or 1.4\pi for 7\pi/5 included); a decimal for an exact
irrational or repeating gold is `wrong`; an exact expression differing from the gold by any nonzero
amount, however small, is `wrong`; a value the model itself marks wrong is `wrong`; an explicit
correction after an answer makes the corrected value the final one; a check, pleasantry, a
hypothetical about another case or a restart cut off after a committed answer does not replace it;
text in an invented next turn or a self-set new problem does not count; in an <answer> tag a
sentence, an equation chain or a box is read for the value it states, and a tag never closed still
holds its answer; a final answer in prose or in number words with no marker counts; a unit word
that changes the value (dozen, thousand, score, cents, percent of a fraction, squared) or a
relative word (less, fewer, negative) makes the stated value not the gold.
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam22.py
"""

from corpus_build import IM_ASSIST, IM_USER, g, m, th, write_probes

# ================================================================ GSM8K-style working
# library: 29 * 18 = 522; 522 - 247 = 275 (gold); misreading 274: 522 - 274 = 248.
LIB = "29 shelves of 18 books hold 29 * 18 = <<29*18=522>>522 books.\n247 are checked out, so 522 - 247 = <<522-247=275>>275 remain.\n"
LIB_SLIP = "29 shelves of 18 books hold 29 * 18 = <<29*18=522>>522 books.\n274 are checked out, so 522 - 274 = <<522-274=248>>248 remain.\n"
# temperature: 1.5 * 11 = 16.5; 4 - 16.5 = -12.5 (gold).
TEMP = "The temperature falls 1.5 * 11 = <<1.5*11=16.5>>16.5 degrees from 4 degrees, so it ends at 4 - 16.5 = <<4-16.5=-12.5>>-12.5 degrees.\n"
# cheese: 3.5 * 8.42 = 29.47 (gold).
CHE = "3.5 kg of cheese at $8.42 a kg cost 3.5 * 8.42 = <<3.5*8.42=29.47>>29.47 dollars.\n"
# rent: 18 * 1645 = 29610; + 2400 = 32010 (gold).
RENT_NODEP = "18 months at $1,645 a month is 18 * 1645 = <<18*1645=29610>>29610 dollars.\n"
RENT = "18 months at $1,645 a month is 18 * 1645 = <<18*1645=29610>>29610 dollars.\nWith the $2,400 deposit: 29610 + 2400 = <<29610+2400=32010>>32010 dollars.\n"
# rolls: 9 * 32 = 288 (gold) = 24 dozen.
ROLL = "9 batches of 32 rolls make 9 * 32 = <<9*32=288>>288 rolls.\n"
# exam: 51 / 75 * 100 = 68 (gold).
PASS = "51 of the 75 students passed, so 51 / 75 * 100 = <<51/75*100=68>>68 percent passed.\n"
# tank: 6 * 14 = 84; 84 - 84 = 0 (gold).
TANK = "6 buckets of 14 liters take 6 * 14 = <<6*14=84>>84 liters, so 84 - 84 = <<84-84=0>>0 liters are left in the 84-liter tank.\n"

# ================================================================ MATH working (math mode closed)
G_PROB = r"\frac{7}{50}"
PROB = r"The multiples of $7$ from $1$ to $50$ are $7, 14, 21, 28, 35, 42, 49$: seven of them, so the probability is $\frac{7}{50}$"
G_DIST = r"2\sqrt{26}"
DIST = r"The distance from $(-3, 4)$ to $(-1, -6)$ is $\sqrt{2^2 + (-10)^2} = \sqrt{104}$"
G_INT = r"\left[ -\frac{9}{2}, \frac{7}{2} \right]"
INT = r"$-8 \le 2x + 1 \le 8$ gives $-9 \le 2x \le 7$, so $-\frac{9}{2} \le x \le \frac{7}{2}$."
G_ROOTS = r"-\frac{5}{2}, 2"
ROOTS = r"$2x^2 + x - 10 = (2x + 5)(x - 2) = 0$."
G_CPX = "11 + 13i"
CPX = r"$(2 + 5i)(3 - i) = 6 - 2i + 15i - 5i^2 = 11 + 13i$"
G_RAD = r"\frac{7\pi}{5}"
RAD = r"$252^\circ \cdot \frac{\pi}{180^\circ}$"
G_BASE = "222"
BASE = r"$1342_5 = 1 \cdot 125 + 3 \cdot 25 + 4 \cdot 5 + 2$"
G_SYS = "(5, -3)"
SYS = r"From $x + y = 2$, $y = 2 - x$; then $3x - 2(2 - x) = 21$ gives $5x = 25$, so $x = 5$ and $y = -3$."
G_POLY = "3x^2 + 11x - 20"
POLY = r"$(3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20$"
G_COMB = "792"
COMB = r"$\binom{12}{5} = \frac{12 \cdot 11 \cdot 10 \cdot 9 \cdot 8}{120}$"
G_REP = r"\frac{5}{11}"
REP = r"Let $x = 0.\overline{45}$. Then $100x - x = 45$, so $x = \frac{45}{99}$"
G_DET = "0"
DET = r"$\det\begin{pmatrix} 2 & 6 \\ 3 & 9 \end{pmatrix} = 2 \cdot 9 - 6 \cdot 3 = 18 - 18$"
G_SEC = r"\frac{49\pi}{3}"
SEC = r"The area is $\frac{120}{360} \cdot \pi \cdot 7^2 = \frac{1}{3} \cdot 49\pi$"
G_PER = r"\pi"
PER = r"The period of $\sin(2x)$ is $\frac{2\pi}{2}$"
G_RAT = r"2\sqrt{6}"
RAT = r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6}$"
G_MAT = r"\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}\begin{pmatrix} 0 & 1 \\ 1 & 0 \end{pmatrix}$ swaps the columns of the first matrix."
G_CUB = "-2, 0, 3"
CUB = r"$x^3 - x^2 - 6x = x(x^2 - x - 6) = x(x - 3)(x + 2) = 0$."
G_UNI = r"(-\infty, -3) \cup (5, \infty)"
UNI = r"$x^2 - 2x - 15 = (x - 5)(x + 3) > 0$ when both factors have the same sign: $x < -3$ or $x > 5$."
G_COS = r"-\frac{\sqrt{2}}{2}"
COS = r"$\cos 135^\circ = -\cos 45^\circ$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "275", "wrong", "tag", th(LIB_SLIP) + "<answer>There are 248 books left.</answer>", "a sentence in the tag states 248 (the misreading)"),
    g("t_blank_tag", "A", "275", "no_answer", "tag", th(LIB) + "<answer> </answer>", "a blank tag; 275 only in the thinking"),
    g("t_cut_in_tag", "A", "275", "no_answer", "truncated", th(LIB) + "<answer>The answer is", "cut inside the tag before any value"),
    g("t_hedge_tag", "A", "275", "wrong", "tag", th(LIB) + "<answer>275 or 248</answer>", "a hedge in the tag"),
    m("t_m_box_other", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + r"<answer>$\boxed{(-3, 5)}$</answer>", "a box in the tag with the pair swapped"),
    m("t_m_sentence_other", "A", G_RAD, "wrong", "tag", th(RAD + r" $= \frac{7\pi}{4}$" + "\n") + r"<answer> The answer is $\frac{7\pi}{4}$. </answer>", "a sentence in the tag states 7pi/4 (a slip)"),
    m("t_m_equation_other", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + r"<answer>\binom{12}{5} = 792 / 2 = 396</answer>", "an equation chain through the gold, ending 396"),
    m("t_m_placeholder", "A", G_BASE, "no_answer", "tag", th(BASE + " = 222.\n") + "<answer>[final answer]</answer>", "a template placeholder in the tag; 222 only in the thinking"),
    m("t_m_empty_box", "A", G_CPX, "no_answer", "tag", th(CPX + "\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag"),
    m("t_m_think_gold_tag_other", "A", G_PER, "wrong", "tag", th(PER + r" $= \pi$, so $\boxed{\pi}$." + "\n") + r"<answer>2\pi</answer>", "the gold boxed in the thinking, the tag says 2pi"),
    m("t_m_two_tags", "A", G_REP, "wrong", "tag", th(REP + ".\n") + r"<answer>\frac{5}{11}</answer>" + "\n" + r"<answer>\frac{5}{9}</answer>", "two tags, the last 5/9"),
    g("t_ok_sentence", "B", "275", "correct", "tag", th(LIB) + "<answer> The answer is 275. </answer>", "a sentence in the tag (the issue's shape)"),
    g("t_ok_unclosed", "B", "275", "correct", "tag", th(LIB) + "<answer>275", "a tag never closed at the end of the text"),
    g("t_ok_box", "B", "32010", "correct", "tag", th(RENT) + r"<answer>$\boxed{32010}$</answer>", "a box in math mode in the tag"),
    g("t_ok_equation", "B", "68", "correct", "tag", th(PASS) + "<answer>51 / 75 = 68%</answer>", "an equation ending in the gold with %"),
    m("t_m_ok_box_pair", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$\boxed{(5,-3)}$</answer>", "a boxed pair in the tag (the issue's shape)"),
    m("t_m_ok_sentence", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer> The answer is $\frac{7\pi}{5}$. </answer>", "a sentence in the tag"),
    m("t_m_ok_text_answer", "B", G_COS, "correct", "tag", th(COS + ".\n") + r"<answer>$\text{Answer: } -\frac{\sqrt{2}}{2}.$</answer>", "a \\text{Answer: } phrase in math mode inside the tag"),
    m("t_m_ok_equation", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>\binom{12}{5} = \frac{95040}{120} = 792</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{5}{2}$ or $x = 2$</answer>", "both roots stated as x = ... or x = ..."),
    m("t_m_ok_display_box", "B", G_RAT, "correct", "tag", th(RAT + "\n") + "<answer>\n\\[\n\\boxed{2\\sqrt{6}}\n\\]\n</answer>", "a display box on its own lines in the tag"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>$\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}$</answer>", "a matrix in the tag"),
    m("t_m_ok_roots_sentence", "B", G_CUB, "correct", "tag", th(CUB + "\n") + r"<answer>The roots are $x = -2, 0, 3$.</answer>", "a sentence listing the three roots"),

    # ================================================================ 2. phrase + ####
    g("h_so_other", "A", "275", "wrong", "hash", LIB_SLIP + "So the answer is #### 248", "So the answer is #### with the misreading's 248"),
    g("h_colon_empty", "A", "275", "no_answer", "hash", LIB + "The answer is: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_final_then_hash_other", "A", "275", "wrong", "hash", LIB + "Final Answer: 275\n#### 248", "Final Answer 275, then #### 248: two different final answers"),
    g("h_answer_sign_lost", "A", "-12.5", "wrong", "hash", TEMP + "Answer: #### 12.5", "the sign dropped"),
    g("h_final_hedge", "A", "275", "wrong", "hash", LIB + "Final Answer: #### 275 or 248", "a hedge after the marker"),
    m("h_m_final_other", "A", G_COMB, "wrong", "hash", COMB + "\nFinal Answer: #### 495", "Final Answer: #### with C(12, 4)"),
    m("h_m_colon_other", "A", G_RAD, "wrong", "hash", RAD + r" $= \frac{7\pi}{4}$." + "\nThe answer is: #### \\frac{7\\pi}{4}", "The answer is: #### with 7pi/4"),
    m("h_m_answer_conj", "A", G_CPX, "wrong", "hash", r"$(2 + 5i)(3 - i) = 6 - 2i + 15i - 5i^2$." + "\nAnswer: #### 11 - 13i", "the conjugate"),
    m("h_m_so_half", "A", G_DIST, "wrong", "hash", DIST + ".\nSo the answer is #### \\sqrt{26}", "half the distance"),
    m("h_m_box_then_hash_other", "A", G_REP, "wrong", "hash", REP + r" $= \boxed{\frac{5}{11}}$." + "\n#### \\frac{5}{9}", "a box with the gold then #### 5/9: two different final answers"),
    m("h_m_answer_empty", "A", G_BASE, "no_answer", "hash", BASE + r", which is $222$." + "\nAnswer: ####", "an empty #### after Answer:; the gold only in the working"),
    g("h_ok_so", "B", "275", "correct", "hash", LIB + "So the answer is #### 275", "the issue's 'So the answer is #### N'"),
    g("h_ok_colon", "B", "275", "correct", "hash", LIB + "The answer is: #### 275", "'The answer is: #### N'"),
    g("h_ok_final", "B", "32010", "correct", "hash", RENT + "Final Answer: #### 32010", "'Final Answer: #### N'"),
    g("h_ok_answer", "B", "288", "correct", "hash", ROLL + "Answer: #### 288", "'Answer: #### N'"),
    g("h_ok_bold_negative", "B", "-12.5", "correct", "hash", TEMP + "**Answer:** #### -12.5", "bold Answer: then #### and a negative decimal"),
    m("h_m_ok_final", "B", G_COMB, "correct", "hash", COMB + " $= 792$.\nFinal Answer: #### 792", "a MATH 'Final Answer: ####'"),
    m("h_m_ok_colon_frac", "B", G_PROB, "correct", "hash", PROB + ".\nThe answer is: #### \\frac{7}{50}", "a fraction after 'The answer is: ####'"),
    m("h_m_ok_so_pair", "B", G_SYS, "correct", "hash", SYS + "\nSo the answer is #### (5, -3)", "a pair after 'So the answer is ####'"),
    m("h_m_ok_answer_surd", "B", G_DIST, "correct", "hash", DIST + r" $= 2\sqrt{26}$." + "\nAnswer: #### 2\\sqrt{26}", "a surd after 'Answer: ####'"),
    g("h_ok_phrase_trailing", "B", "288", "correct", "answer_is", ROLL + "The answer is 288.\n288 rolls", "the issue's phrase followed by a line repeating the gold with a unit noun"),
    m("h_m_ok_definitely", "B", G_COMB, "correct", "answer_is", COMB + r" $= 792$. I think the answer is definitely \(792\).", "the issue's 'I think the answer is definitely \\(N\\).'"),
    m("h_m_ok_text_answer", "B", G_COS, "correct", "answer_is", COS + r" $= -\frac{\sqrt{2}}{2}$." + "\n" + r"$\text{Answer: } -\frac{\sqrt{2}}{2}.$", "the issue's '$\\text{Answer: } ...$' phrase inside math mode"),
    m("h_m_definitely_other", "A", G_COMB, "wrong", "answer_is", COMB + r". I think the answer is definitely \(495\).", "the same phrase with C(12, 4)"),
    m("h_m_ok_phrase_and_hash", "B", G_CPX, "correct", "hash", CPX + ".\nThe answer is $11 + 13i$.\n#### 11 + 13i", "phrase and #### agree on a complex number"),

    # ================================================================ 3. exactness
    m("x_m_zero_tiny_surd", "A", G_DET, "wrong", "boxed", DET + r" $= \boxed{10^{-80}\sqrt{2}}$", "10^{-80} sqrt2 is not 0: an exact nonzero expression"),
    m("x_m_pi_minus_tiny", "A", G_PER, "wrong", "boxed", PER + r" $= \boxed{\pi - 10^{-60}}$", "pi - 10^{-60} is not pi"),
    m("x_m_int_plus_tiny_i", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{792 + 10^{-40} i}$", "a tiny imaginary part"),
    m("x_m_int_plus_sin", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{222 + \sin(10^{-90})}$", "sin(10^{-90}) is nonzero"),
    m("x_m_zero_exp", "A", G_DET, "wrong", "boxed", DET + r" $= \boxed{e^{-500}}$", "e^{-500} is not 0"),
    m("x_m_decimal_surd", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{10.198}$", "a decimal for 2sqrt26 (10.19803...)"),
    m("x_m_decimal_repeat", "A", G_REP, "wrong", "boxed", REP + r", so $x \approx \boxed{0.45}$.", "0.45 is not 5/11 (0.4545...)"),
    m("x_m_decimal_pi_multiple", "A", G_SEC, "wrong", "boxed", SEC + r" $\approx \boxed{51.31}$", "a decimal for 49pi/3 (51.3126...)"),
    m("x_m_decimal_pi", "A", G_PER, "wrong", "boxed", PER + r", about $\boxed{3.14159}$.", "a decimal for pi"),
    g("x_zero_tiny", "A", "0", "wrong", "hash", TANK + "#### 0.004", "0.004 against gold 0"),
    g("x_rounded", "A", "29.47", "wrong", "hash", CHE + "#### 29.5", "rounded to 29.5"),
    g("x_close_large", "A", "32010", "wrong", "hash", RENT + "#### 32010.4", "32010.4: relative error about 1e-5"),
    g("x_near_negative", "A", "-12.5", "wrong", "hash", TEMP + "#### -12.49", "-12.49 against -12.5"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.14}$.", "0.14 = 7/50 exactly"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{14}{100}}$.", "14/100 = 7/50 unsimplified"),
    m("x_m_ok_sqrt104", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{104}}$.", "sqrt104 = 2sqrt26"),
    m("x_m_ok_decimal_coefficient", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{1.4\pi}$", "1.4pi = 7pi/5 exactly (an exact decimal coefficient)"),
    m("x_m_ok_zero_decimal", "B", G_DET, "correct", "boxed", DET + r" $= \boxed{0.0}$", "0.0 for 0"),
    m("x_m_ok_sqrt24", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{24}}$", "sqrt24 = 2sqrt6"),
    m("x_m_ok_frac_times_pi", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{49}{3}\pi}$", "49/3 pi = 49pi/3"),
    m("x_m_ok_inverse_sqrt", "B", G_COS, "correct", "boxed", COS + r" $= \boxed{-\frac{1}{\sqrt{2}}}$", "-1/sqrt2 = -sqrt2/2"),
    g("x_ok_trailing_zero", "B", "29.47", "correct", "hash", CHE + "#### 29.470", "a trailing zero"),
    g("x_ok_fraction", "B", "-12.5", "correct", "boxed", TEMP + r"The answer is $\boxed{-\frac{25}{2}}$.", "-25/2 = -12.5"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TANK + "#### 0.0", "0.0 for 0"),

    # ================================================================ 4. negation / strike-out / annotation
    m("n_m_box_not_eq", "A", G_COMB, "no_answer", "boxed", COMB + r", so $\boxed{\not= 792}$.", "the issue's \\boxed{\\not= N} with the gold"),
    m("n_m_box_x_not_eq", "A", G_BASE, "no_answer", "boxed", BASE + r", so $\boxed{x \not= 222}$.", "the issue's \\boxed{x \\not= N}"),
    m("n_m_text_wrong", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{222\text{ (wrong)}}$", "the issue's \\boxed{N\\text{ (wrong)}}: the model marks its value wrong"),
    m("n_m_cancel", "A", G_CPX, "no_answer", "boxed", CPX + r", so $\boxed{\cancel{11 + 13i}}$.", "the boxed value cancelled"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{3x^2 + 11x - 20}\ 3x^2 - 11x - 20}$", "the gold struck with \\sout, 3x^2 - 11x - 20 after"),
    m("n_m_md_strike", "A", G_RAD, "no_answer", "answer_is", RAD + r". The answer is ~~$\frac{7\pi}{5}$~~.", "the gold struck with ~~, nothing after"),
    m("n_m_box_neq", "A", G_SEC, "no_answer", "boxed", SEC + r", but $\boxed{A \neq \frac{49\pi}{3}}$.", "a box holding A \\neq gold"),
    m("n_m_xcancel_zero", "A", G_DET, "no_answer", "boxed", DET + r" $= \boxed{\xcancel{0}}$", "the boxed 0 crossed out"),
    m("n_m_text_incorrect", "A", G_PER, "wrong", "boxed", PER + r", so $\boxed{\pi}\ \text{(incorrect)}$.", "the model marks its box incorrect"),
    g("n_not_gold", "A", "275", "no_answer", "answer_is", LIB + "The answer is not 275.", "the gold negated, nothing after"),
    g("n_strike_then_other", "A", "275", "wrong", "hash", LIB_SLIP + "#### ~~275~~ 248", "the gold struck, 248 after"),
    g("n_neq_hash", "A", "275", "no_answer", "hash", LIB + "#### ≠ 275", "#### followed by a not-equal sign and the gold"),
    m("n_m_ok_neq_working", "B", G_UNI, "correct", "boxed", UNI + r" Since $x \neq -3$ and $x \neq 5$, the answer is $\boxed{(-\infty, -3) \cup (5, \infty)}$.", "\\neq in the working, the gold boxed"),
    m("n_m_ok_not_conjugate", "B", G_CPX, "correct", "boxed", CPX + r", so $\boxed{11 + 13i}$, not $11 - 13i$.", "another value negated after the boxed gold"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{12}^{2}\sqrt{6}}{\cancel{6}} = \boxed{2\sqrt{6}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_struck_other", "B", G_RAD, "correct", "boxed", RAD + r": ~~$\frac{7\pi}{4}$~~ $\boxed{\frac{7\pi}{5}}$", "a wrong value struck, the gold boxed after"),
    m("n_m_ok_sout_working", "B", G_POLY, "correct", "boxed", POLY + r" $= \sout{3x^2 - 11x - 20}\ 3x^2 + 11x - 20$, so $\boxed{3x^2 + 11x - 20}$.", "a slip struck in the working, the gold boxed"),
    m("n_m_ok_text_base", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{222 \text{ (base 10)}}$", "an annotation naming the base"),
    m("n_m_ok_neq_slip", "B", G_ROOTS, "correct", "boxed", ROOTS + r" So $x = -\frac{5}{2}$ or $x = 2$ (and $x \neq \frac{5}{2}$, a common sign slip): $\boxed{-\frac{5}{2}, 2}$.", "a \\neq remark about a slip before the boxed gold"),
    g("n_ok_not_other", "B", "275", "correct", "answer_is", LIB + "The answer is 275, not 248.", "another value negated after the gold"),
    g("n_ok_strike_other", "B", "275", "correct", "hash", LIB + "#### ~~248~~ 275", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "288", "correct", "hash", ROLL + "#### 288 ✓", "a check mark after the answer"),

    # ================================================================ 5. words after a number
    g("u_negative", "A", "275", "wrong", "hash", LIB + "#### 275 negative", "the issue's '#### N negative': read as -275 (or no value), not the count 275"),
    g("u_less", "A", "275", "wrong", "hash", LIB + "#### 275 less", "'275 less' is a difference, not the count"),
    g("u_fewer", "A", "275", "wrong", "hash", LIB + "#### 275 fewer", "'275 fewer' is a difference, not the count"),
    g("u_dozen", "A", "288", "wrong", "hash", ROLL + "#### 288 dozen", "288 dozen = 3456, not the 288 rolls"),
    g("u_score", "A", "68", "wrong", "hash", PASS + "#### 68 score", "68 score = 1360 (rounds 14, 18 and 21 read score as 20)"),
    g("u_thousand", "A", "32010", "wrong", "hash", RENT + "#### 32010 thousand", "32010 thousand = 32,010,000"),
    g("u_cents", "A", "29.47", "wrong", "hash", CHE + "#### 29.47 cents", "29.47 cents is $0.2947, the working's dollars are 29.47"),
    m("u_m_dozen", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{222 \text{ dozen}}$", "222 dozen = 2664"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r", so $\boxed{792 \text{ thousand}}$.", "792 thousand"),
    m("u_m_percent_of_fraction", "A", G_PROB, "wrong", "boxed", PROB + r", so $\boxed{\frac{7}{50} \text{ percent}}$.", "7/50 percent = 0.0014"),
    m("u_m_squared", "A", G_DIST, "wrong", "boxed", DIST + r" $= 2\sqrt{26}$, so $\boxed{2\sqrt{26} \text{ squared}}$.", "2sqrt26 squared = 104"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{7\pi}{5} \text{ degrees}}$", "debatable: 7pi/5 degrees is not 7pi/5 radians, but a careless unit label on the right number", True),
    g("u_number_words_other", "A", "32010", "wrong", "none", RENT_NODEP + "She pays twenty-nine thousand six hundred ten dollars in all.", "number words for 29,610 (the deposit left out)"),
    g("u_ok_number_words", "B", "32010", "correct", "none", RENT + "She pays thirty-two thousand and ten dollars in all.", "the issue's final answer in number words, no marker"),
    g("u_ok_prose_no_marker", "B", "288", "correct", "none", ROLL + "So the bakery has 288 rolls.", "a final answer in prose with no marker"),
    g("u_ok_noun", "B", "275", "correct", "hash", LIB + "#### 275 books", "a unit noun after ####"),
    g("u_ok_dollars", "B", "32010", "correct", "answer_is", RENT + "The answer is $32,010 dollars.", "a dollar sign, a comma and the word dollars"),
    g("u_ok_percent_word", "B", "68", "correct", "hash", PASS + "#### 68 percent", "the word percent"),
    g("u_ok_degrees", "B", "-12.5", "correct", "hash", TEMP + "#### -12.5 degrees", "a negative decimal with degrees"),
    g("u_ok_dozen_paren", "B", "288", "correct", "hash", ROLL + "#### 288 rolls (24 dozen)", "the gold with a unit noun, an equal quantity in dozens after it"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{792 \text{ ways}}$", "text units in the box"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{49\pi}{3} \text{ square units}}$", "square units in the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{7\pi}{5} \text{ radians}}$", "radians in the box"),
    m("u_m_ok_units", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{2\sqrt{26} \text{ units}}$", "units in the box"),
    m("u_m_ok_form_note", "B", G_CPX, "correct", "boxed", CPX + r", so $\boxed{11 + 13i}$ (in the form $a + bi$).", "a note naming the form a + bi after the box"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "275", "wrong", "hash", LIB + "#### 275\n\nEdit: 248", "the issue's 'Edit: N'"),
    g("r_update", "A", "275", "wrong", "hash", LIB + "#### 275\nUpdate: it's actually 248.", "Update: it's actually 248"),
    g("r_erratum", "A", "29.47", "wrong", "hash", CHE + "#### 29.47\n\nErratum: the price was $8.82, so 30.87.", "Erratum: 30.87 (3.5 * 8.82)"),
    g("r_never_mind", "A", "288", "wrong", "answer_is", ROLL + "The answer is 288. Never mind, 24.", "Never mind, 24"),
    g("r_paren_not", "A", "-12.5", "wrong", "hash", TEMP + "#### -12.5 (Not -12.5; -11.5.)", "(Not gold; -11.5.) after the answer"),
    g("r_wrong_bang", "A", "68", "wrong", "hash", PASS + "#### 68\nWrong! 32", "Wrong! 32"),
    g("r_placeholder", "A", "32010", "no_answer", "hash", RENT + "#### 32010\n\nThe above is a placeholder; real answer TBD.", "debatable: the answer withdrawn as a placeholder with no new value (no_answer here; round 21 labelled a bare withdrawal wrong)", True),
    m("r_m_edit_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{792}$" + "\n\nEdit: it should be $\\binom{12}{4} = 495$, so $\\boxed{495}$.", "Edit: a new box 495"),
    m("r_m_update", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{7\pi}{5}}$." + "\nUpdate: it's actually $\\frac{7\\pi}{4}$.", "Update: it's actually 7pi/4"),
    m("r_m_never_mind", "A", G_CPX, "wrong", "boxed", CPX + r", so $\boxed{11 + 13i}$. Never mind, $11 - 13i$.", "Never mind, the conjugate"),
    m("r_m_paren_not", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{222}$ (Not $222$; $212$.)", "(Not gold; 212.)"),
    m("r_m_wrong_bang", "A", G_REP, "wrong", "boxed", REP + r", so $\boxed{\frac{5}{11}}$. Wrong! $\frac{4}{11}$.", "Wrong! 4/11"),
    m("r_m_scratch", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(5, -3)}$" + "\n\nScratch that: $\\boxed{(-3, 5)}$.", "Scratch that: the swapped pair boxed"),
    g("r_ok_edit_format", "B", "275", "correct", "hash", LIB + "#### 275\n\nEdit: fixed formatting.", "Edit: about formatting only"),
    g("r_ok_pleasantry", "B", "29.47", "correct", "hash", CHE + "#### 29.47\n\nI hope this helps!", "a pleasantry after"),
    g("r_ok_user_turn", "B", "68", "correct", "hash", PASS + "#### 68\n\nUser: What about 60 of 75?\nAssistant: 80", "an invented User:/Assistant: turn after the answer (60/75 = 80 %)"),
    m("r_m_ok_user_turn", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{792}$" + "\n\nUser: Now compute $\\binom{12}{4}$.\nAssistant: $\\binom{12}{4} = \\boxed{495}$", "an invented turn with a box of its own"),
    m("r_m_ok_self_set", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{222}$" + "\n\nProblem: Convert $2431_5$ to base 10.\nSolution: $2 \\cdot 125 + 4 \\cdot 25 + 3 \\cdot 5 + 1 = \\boxed{366}$", "a self-set new problem with its own box"),
    m("r_m_ok_restart_cut", "B", G_SEC, "correct", "truncated", SEC + r" $= \boxed{\frac{49\pi}{3}}$" + "\n\nLet me redo this more carefully. The area is $\\frac{120}{360} \\cdot", "a restart of the working after the answer, cut off"),
    m("r_m_ok_correction_to_gold", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{\frac{5}{2}, -2}$" + "\n\nCorrection: the factors give $x = -\\frac{5}{2}$ and $x = 2$, so $\\boxed{-\\frac{5}{2}, 2}$.", "a correction to the gold"),
    m("r_m_ok_check", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(5, -3)}$" + "\n\nCheck: $5 + (-3) = 2$ and $3 \\cdot 5 - 2 \\cdot (-3) = 21$. ✓", "a check after the answer"),
    m("r_m_ok_chatml_turn", "B", G_PER, "correct", "boxed", PER + r" $= \boxed{\pi}$" + IM_USER + "What is the period of $\\cos(3x)$?" + IM_ASSIST + r"$\boxed{\frac{2\pi}{3}}$", "an invented ChatML turn with another box"),
    m("r_m_ok_never_mind_gold", "B", G_RAD, "correct", "boxed", RAD + r" $= \frac{7\pi}{4}$. Never mind, I divided wrongly: $\frac{252}{180} = \frac{7}{5}$, so $\boxed{\frac{7\pi}{5}}$.", "Never mind, then the gold"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash", "A", "275", "no_answer", "none", "> #### 275\n\nI cannot solve this.", "the issue's quoted #### followed by a refusal"),
    g("q_two_parts", "A", "275", "wrong", "answer_is", LIB + "The answer is 275 for part (a) and 248 for part (b).", "debatable: the issue's 'N for part (a) and M for part (b)' on a one-question problem: two different final answers; a reader who assumed the question is part (a) would accept 275", True),
    g("q_key_other", "A", "275", "wrong", "hash", LIB_SLIP + "The book's key says 275, but I get 248.\n#### 248", "the gold only reported, the model's own 248"),
    g("q_hypothetical", "A", "32010", "no_answer", "none", "If I had not misread the problem, the total might be 32010; as it is, I cannot tell.", "only a hypothetical, then no commitment"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{792}$." I cannot.', "the issue's 'You asked: ...' with a refusal"),
    m("q_m_quoted_key", "A", G_BASE, "no_answer", "none", r"> The answer key gives $\boxed{222}$." + "\n\nI could not reproduce this.", "a quoted key, no own answer"),
    m("q_m_textbook_other", "A", G_RAD, "wrong", "boxed", RAD + r" $= \frac{7\pi}{4}$. The textbook says $\frac{7\pi}{5}$, but my answer is $\boxed{\frac{7\pi}{4}}$.", "the gold only reported"),
    m("q_m_invented_user_gold", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{495}$" + IM_USER + r"No, the answer is $\boxed{792}$.", "the gold only in an invented user turn"),
    m("q_m_if_would", "A", G_SEC, "no_answer", "none", r"If the sector's angle were $120^\circ$, its area would be $\frac{49\pi}{3}$; I do not know the angle, so I cannot finish.", "only a hypothetical"),
    m("q_m_friend_gold", "A", G_SYS, "wrong", "boxed", r"My friend got $(5, -3)$, but I think it is $\boxed{(-3, 5)}$.", "the gold only reported, the model's own box swapped"),
    m("q_m_hint_other", "A", G_REP, "wrong", "boxed", r"The hint suggests $\frac{5}{11}$, but I get $\boxed{\frac{5}{9}}$.", "the gold only in the hint"),
    g("q_ok_quoted_problem", "B", "275", "correct", "hash", '> "29 shelves of 18 books; 247 are checked out."\n\n' + LIB + "#### 275", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "275", "correct", "hash", LIB + "My friend said 248, but he used 274.\n#### 275", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "32010", "correct", "hash", RENT + "#### 32010\n\nIf there were no deposit, it would be 29610.", "a hypothetical after the committed answer"),
    m("q_m_ok_you_asked", "B", G_COMB, "correct", "boxed", r'You asked: "Find $\binom{12}{5}$." ' + COMB + r" $= \boxed{792}$.", "the question quoted, then the own box"),
    m("q_m_ok_key_other", "B", G_COMB, "correct", "boxed", r"The answer key says $495$, but that is $\binom{12}{4}$. " + COMB + r" $= \boxed{792}$.", "a key's other value reported first"),
    m("q_m_ok_quoted_problem", "B", G_DIST, "correct", "boxed", r"> Find the distance from $(-3, 4)$ to $(-1, -6)$." + "\n\n" + DIST + r" $= \boxed{2\sqrt{26}}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_ROOTS, "correct", "boxed", r"Suppose the roots were $\frac{5}{2}$ and $-2$; then the quadratic would be $2x^2 - x - 10$, which is not ours. Instead " + ROOTS + r" So the roots are $\boxed{-\frac{5}{2}, 2}$.", "a supposition refuted, then the box"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise " + BASE + r" $= \boxed{222}$.", "an example with another value first"),
    m("q_m_ok_hypo_after", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{49\pi}{3}}$." + "\n\nIf the angle were $90^\\circ$, the area would be $\\frac{49\\pi}{4}$.", "a hypothetical about another angle after the box"),
    m("q_m_ok_student_might", "B", G_CUB, "correct", "boxed", r"A student might write $\{-3, 0, 2\}$, but " + CUB + r" The roots are $\boxed{-2, 0, 3}$.", "someone else's wrong set reported first"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "275", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "275", "no_answer", "none", " \n\t \n", "whitespace only"),
    g("b_nul_other", "A", "275", "wrong", "hash", LIB_SLIP + "#### 24\x008", "a NUL inside 248"),
    g("b_gold_space_other", "A", " 275 ", "wrong", "hash", LIB_SLIP + "#### 248", "a gold with spaces; the answer 248"),
    g("b_fullwidth_other", "A", "275", "wrong", "hash", LIB_SLIP + "#### ２４８", "full-width 248"),
    g("b_bom_other", "A", "275", "wrong", "hash", "\ufeff" + LIB_SLIP + "#### 248", "a BOM then 248"),
    g("b_long_pad_other", "A", "275", "wrong", "hash", " " * 40000 + LIB_SLIP + "#### 248", "40,000 spaces then 248"),
    g("b_max_codepoint_other", "A", "275", "wrong", "hash", LIB_SLIP + "#### 248\U0010ffff", "U+10FFFF after 248"),
    m("b_m_gold_boxed_other", "A", r"\boxed{222}", "wrong", "boxed", BASE + r" $= \boxed{212}$", "a gold stored boxed; the model's 212 (a slip)"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{79", "cut inside the box"),
    m("b_m_bell_other", "A", G_CPX, "wrong", "boxed", r"$(2 + 5i)(3 - i) = 6 - 2i + 15i - 5i^2$, so $\boxed{11 - 13i}$" + "\x07", "a BEL control character after the conjugate"),
    g("b_ok_gold_space", "B", " 275 ", "correct", "hash", LIB + "#### 275", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "275", "correct", "hash", LIB + "#### ２７５", "full-width digits"),
    g("b_ok_bom", "B", "275", "correct", "hash", "\ufeff" + LIB + "#### 275", "a BOM first"),
    g("b_ok_crlf", "B", "32010", "correct", "hash", (RENT + "#### 32010").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_long_pad", "B", "275", "correct", "hash", " " * 40000 + LIB + "#### 275", "40,000 spaces then the working and the gold"),
    g("b_ok_emoji_after", "B", "275", "correct", "hash", LIB + "#### 275 📚", "an astral-plane emoji after the answer"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{222}", "correct", "boxed", BASE + r" $= \boxed{222}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_REP + "\n", "correct", "boxed", REP + r" $= \boxed{\frac{5}{11}}$", "a gold with a trailing newline"),
    m("b_m_ok_line_separator", "B", G_SEC, "correct", "boxed", SEC + "\u2028" + r"$= \boxed{\frac{49\pi}{3}}$", "a U+2028 line separator before the box"),
    m("b_m_ok_gold_dollars", "B", "$" + G_PROB + "$", "correct", "boxed", PROB + r" $= \boxed{\frac{7}{50}}$", "a gold stored inside $...$"),
    m("b_m_ok_crlf_tag", "B", G_CUB, "correct", "tag", (th(CUB + "\n") + "<answer>-2, 0, 3</answer>").replace("\n", "\r\n"), "CRLF line ends in the R1 format"),
    m("b_m_ok_nbsp", "B", G_CPX, "correct", "boxed", CPX + ", so $\\boxed{11\u00a0+\u00a013i}$.", "no-break spaces inside the box"),
]
# fmt: on

DECISIONS = {
    "u_m_degrees": (
        "reject",
        "7pi/5 degrees is a different angle from 7pi/5 radians (round 1's decision: degrees are not radians)",
    ),
    "q_two_parts": (
        "reject",
        "two different values stated as final answers for one question (README: two different final answers are wrong); the issue lists this shape among the probes to refuse",
    ),
    "r_placeholder": (
        "reject",
        "the model withdraws its answer as a placeholder and gives none: no final answer",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam22", CASES, [], DECISIONS)
