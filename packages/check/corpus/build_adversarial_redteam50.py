r"""Build adversarial_redteam50.jsonl: a fiftieth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam50", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on these probes, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md ("How each source was labelled"), corpus_build.py (helpers g, m, th, write_probes,
the chat-turn tokens), build_adversarial_redteam21.py (structure, conventions, label rules) and
`issues show 25` were read. Python was used for arithmetic checks and to edit this file only; no
probe was run through a checker or grader, and the written jsonl was only read (jq) for proofreading.

Aim of this round: a fresh measure of what small RL-trained policies (GRPO/PPO on 0.5B-3B models)
and long reasoning models actually write, about 55 % kind B: <think>/<answer> and
<reasoning>/<answer> completions with the whole working or a sentence inside the tag, units and
currency in the tag, unclosed, unopened or doubled tags, invented User:/Assistant: turns after the
answer, repetition loops, answers cut by the token limit, self-checks after the answer ("Let me
verify: ...", "Check: ... ✓"), corrections mid-trace, and their wrong twins. Half GSM8K, half MATH.

Problems and golds (arithmetic checked by hand, repeated in the comments below):
GSM8K: 15 rows of 22 seats, 48 empty -> 282 (misreading 84 empty -> 246); a $40 balance less three
$27.50 checks -> -42.50; taps filling a tub in 20 and 30 minutes -> 12 minutes
(the average 25 is the wrong twin); Leo 4 times his cousin's age, twice it in 8 years -> Leo 16
(cousin 4); 3 notebooks at $2.15 and a $1.35 pen paid with $10 -> change 2.20 (cost 7.80); 22 of 25
shots -> 88 %; a 135-page book read 15 pages a day for 9 days -> 0 left; 200 students in vans of 14
-> 15 vans (floor 14); 8 % tax on a $12,500 car -> 13,500; mean of 87, 92, 78, 94 -> 87.75.
MATH: log_4 128 -> 7/2; distance (2, 3) to (9, 1) -> \sqrt{53}; 2x^2 + 7x - 15 = 0 -> -5, 3/2;
(3 + 2i)(5 - 4i) -> 23 - 2i; the 30th term of 8, 13, 18, ... -> 153 (158 with 30 steps);
2^50 mod 7 -> 4; at least one head in three tosses -> 7/8; |3x + 1| <= 8 -> [-3, 7/3];
cos(5\pi/6) -> -\sqrt3/2; 1234_5 -> 194; 2x + y = 7, x - y = 5 -> (4, -1); (4x + 1)(x - 3) ->
4x^2 - 11x - 3; C(11, 3) -> 165 (C(11, 4) = 330); circumference 16\pi -> area 64\pi;
\sqrt{180} -> 6\sqrt5; x^2 - 7x + 12 at x = 3 -> 0; |(3, 4, 12)| -> 13; 0.\overline{09} -> 1/11.

Counts: 161 probes, 72 kind A and 89 kind B (55 %); 81 GSM8K (35 A, 46 B) and 80 MATH (37 A,
43 B); truths 89 correct, 58 wrong, 14 no_answer; by class t 24, h 17, x 18, n 17, u 19, r 23,
q 21, b 22; one debatable probe (x_tiny_off, 0.6 %).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question); `r_`
retractions after the answer and harmless after-text (self-checks, loops, cut restarts, mid-trace
corrections); `q_` quoted, reported, hypothetical, other-part statements and invented next turns;
`b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks
kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How each source was labelled") and round 21's conventions: the
last final answer counts; a hedge, two different final answers or a right number only in the
working is `wrong`; no final answer (a negation or strike-out with nothing after, a placeholder,
only a quotation or a hypothetical, a completion cut before any answer) is `no_answer`; equal in
value but written differently is `correct`; a decimal for an exact irrational or repeating gold is
`wrong` (a decimal that IS the exact value, 3.5 for 7/2, is `correct`); a value the model itself
marks wrong is `wrong`; an explicit correction after an answer makes the corrected value the final
one; a check or pleasantry after a committed answer does not replace it; text in an invented next
turn (User:/Assistant:, ChatML, Llama 3 headers) and a self-set new problem after the committed
answer do not count; a restart of the working cut by the token limit after a committed answer does
not replace it; in an <answer> tag (or <reasoning>/<answer>) the tag's content is the final answer
whatever the think block says, a sentence, an equation chain, a box or the whole working inside it
is read for the value it states, and an unclosed or unopened tag still holds its answer; repeated
identical tags are one answer. A NUL anywhere makes the pair bad input (only used here with a wrong
value, so the label does not hinge on it). Debatable probes carry `"debatable": true`, the
reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam50.py
"""

from corpus_build import EOT_ASSIST, EOT_USER, IM_ASSIST, IM_USER, g, m, th, write_probes


def rs(work: str) -> str:
    """`work` as a <reasoning> block (the GRPO-tutorial format: the <answer> tag follows)."""
    return "<reasoning>\n" + work + "\n</reasoning>\n"


# ================================================================ GSM8K-style working
# --- seats: gold 282 (15 * 22 = 330; 330 - 48 = 282; check 282 + 48 = 330).
#     Misreading 84 empty: 330 - 84 = 246 (check 246 + 84 = 330).
SEAT = "The theater has 15 rows of 22 seats: 15 * 22 = 330 seats.\n48 seats are empty, so 330 - 48 = 282 seats are taken.\n"
SEAT_SLIP = "The theater has 15 rows of 22 seats: 15 * 22 = 330 seats.\n84 seats are empty, so 330 - 84 = 246 seats are taken.\n"
# --- balance: gold -42.5 (3 * 27.50 = 82.50; 40 - 82.50 = -42.50 = -85/2).
BAL = "The balance starts at $40. Three checks of $27.50 are 3 * 27.50 = 82.50 dollars, so the balance is 40 - 82.50 = -42.50 dollars.\n"
# --- taps: gold 12 (1/20 + 1/30 = 3/60 + 2/60 = 5/60 = 1/12 of the tub a minute). Averaging: (20 + 30) / 2 = 25.
TUB = "The fast tap fills 1/20 of the tub a minute, the slow one 1/30. Together 1/20 + 1/30 = 3/60 + 2/60 = 5/60 = 1/12 of the tub a minute, so the tub fills in 12 minutes.\n"
TUB_AVG = "The taps take 20 and 30 minutes, so on average (20 + 30) / 2 = 25 minutes.\n"
# --- ages: gold 16, Leo's age (c = cousin: 4c + 8 = 2(c + 8) = 2c + 16 -> 2c = 8 -> c = 4; Leo 16;
#     check: in 8 years 24 and 12, 24 = 2 * 12). The cousin's 4 is the wrong twin.
AGE = "We want Leo's age now. Let the cousin be c, so Leo is 4c. In 8 years: 4c + 8 = 2(c + 8) = 2c + 16, so 2c = 8 and c = 4. Leo is 4 * 4 = 16.\n"
# --- change: gold 2.2 (3 * 2.15 = 6.45; 6.45 + 1.35 = 7.80; 10 - 7.80 = 2.20; check 6.45 + 1.35 + 2.20 = 10).
CHG = "3 notebooks at $2.15 cost 3 * 2.15 = 6.45 dollars; with the $1.35 pen that is 6.45 + 1.35 = 7.80 dollars. The change from $10 is 10 - 7.80 = 2.20 dollars.\n"
# --- shots: gold 88 (22 / 25 = 0.88 = 88 %; check 0.88 * 25 = 22).
PCT = "22 of the 25 shots went in: 22 / 25 = 0.88, so 88 percent of the shots went in.\n"
# --- book: gold 0 (15 * 9 = 135; 135 - 135 = 0).
BOOK = "The book has 135 pages. Reading 15 pages a day for 9 days covers 15 * 9 = 135 pages, so 135 - 135 = 0 pages are left.\n"
# --- vans: gold 15 (200 / 14 = 14 r 4, 14 * 14 = 196; the 4 left over need a 15th van). Floor 14.
VAN = "200 students in vans of 14: 200 / 14 = 14 remainder 4 (14 * 14 = 196). The 4 left over need one more van, so 14 + 1 = 15 vans.\n"
VAN_FLOOR = "200 students in vans of 14: 200 / 14 = 14 remainder 4, so 14 vans.\n"
# --- car: gold 13500 (0.08 * 12500 = 1000; 12500 + 1000 = 13500). 10 % would give 12500 * 1.1 = 13750.
CAR = "The tax is 8 % of $12,500: 0.08 * 12500 = 1000 dollars, so the total is 12500 + 1000 = 13500 dollars.\n"
# --- mean: gold 87.75 (87 + 92 = 179; + 78 = 257; + 94 = 351; 351 / 4 = 87.75 = 351/4).
MEAN = "The scores sum to 87 + 92 + 78 + 94 = 351, and 351 / 4 = 87.75.\n"

# ================================================================ MATH working
G_LOG = r"\frac{7}{2}"  # 128 = 2^7, 4 = 2^2 -> 7/2 = 3.5 exactly. Wrong twin 7/4.
LOG = r"$\log_4 128 = \frac{\log_2 128}{\log_2 4} = \frac{7}{2}$"
G_DIST = r"\sqrt{53}"  # dx = 7, dy = -2; 49 + 4 = 53; sqrt53 = 7.2801...
DIST = r"The distance from $(2, 3)$ to $(9, 1)$ is $\sqrt{7^2 + (-2)^2} = \sqrt{49 + 4}"
G_ROOTS = r"-5, \frac{3}{2}"  # (2x - 3)(x + 5) = 2x^2 + 10x - 3x - 15; 2*9/4 + 21/2 - 15 = 0; 50 - 35 - 15 = 0
ROOTS = r"$2x^2 + 7x - 15 = (2x - 3)(x + 5) = 0$"
G_CPX = "23 - 2i"  # 15 - 12i + 10i - 8i^2 = 15 - 2i + 8 = 23 - 2i
CPX = r"$(3 + 2i)(5 - 4i) = 15 - 12i + 10i - 8i^2 = 15 - 2i + 8"
G_SEQ = "153"  # 8 + 29 * 5 = 8 + 145 = 153; the slip 8 + 30 * 5 = 158
SEQ = r"The common difference is $5$, so the $30$th term of $8, 13, 18, \ldots$ is $8 + 29 \cdot 5"
G_MOD = "4"  # 2^3 = 8 = 1 mod 7; 50 = 3 * 16 + 2; 2^50 = 2^2 = 4 mod 7
MOD = r"Since $2^3 = 8 \equiv 1 \pmod 7$ and $50 = 3 \cdot 16 + 2$, $2^{50} \equiv 2^2"
G_PROB = r"\frac{7}{8}"  # 1 - (1/2)^3 = 1 - 1/8 = 7/8 = 0.875 exactly
PROB = r"No head in three tosses has probability $\left(\frac{1}{2}\right)^3 = \frac{1}{8}$, so at least one head has probability $1 - \frac{1}{8}"
G_INT = r"\left[-3, \frac{7}{3}\right]"  # -8 <= 3x + 1 <= 8 -> -9 <= 3x <= 7 -> -3 <= x <= 7/3
INT = r"$-8 \le 3x + 1 \le 8$ gives $-9 \le 3x \le 7$, so $-3 \le x \le \frac{7}{3}$."
G_TRIG = r"-\frac{\sqrt{3}}{2}"  # cos(5pi/6) = -cos(pi/6) = -sqrt3/2 = -0.8660...
TRIG = r"$\cos\frac{5\pi}{6} = -\cos\frac{\pi}{6}$"
G_BASE = "194"  # 125 + 50 + 15 + 4 = 194
BASE = r"$1234_5 = 1 \cdot 125 + 2 \cdot 25 + 3 \cdot 5 + 4 = 125 + 50 + 15 + 4"
G_SYS = "(4, -1)"  # 3x = 12, x = 4, y = -1; check 2*4 - 1 = 7, 4 + 1 = 5
SYS = r"Adding $2x + y = 7$ and $x - y = 5$ gives $3x = 12$, so $x = 4$ and $y = 4 - 5 = -1$."
G_POLY = "4x^2 - 11x - 3"  # 4x^2 - 12x + x - 3; the slip -13x
POLY = r"$(4x + 1)(x - 3) = 4x^2 - 12x + x - 3"
G_COMB = "165"  # 11 * 10 * 9 / 6 = 990 / 6 = 165; C(11, 4) = 330
COMB = r"$\binom{11}{3} = \frac{11 \cdot 10 \cdot 9}{6} = \frac{990}{6}"
G_AREA = r"64\pi"  # 2 pi r = 16 pi -> r = 8; pi * 64
AREA = (
    r"A circumference of $16\pi$ means $2\pi r = 16\pi$, so $r = 8$ and the area is $\pi \cdot 8^2"
)
G_SQRT = r"6\sqrt{5}"  # 180 = 36 * 5; (6 sqrt5)^2 = 180
SQRT = r"$\sqrt{180} = \sqrt{36 \cdot 5}"
G_ZERO = "0"  # 9 - 21 + 12 = 0
ZERO = r"$f(3) = 3^2 - 7 \cdot 3 + 12 = 9 - 21 + 12"
G_VEC = "13"  # 9 + 16 + 144 = 169 = 13^2
VEC = r"$\|(3, 4, 12)\| = \sqrt{9 + 16 + 144} = \sqrt{169}"
G_REP = r"\frac{1}{11}"  # 99x = 9 -> 9/99 = 1/11 = 0.0909...
REP = r"Let $x = 0.\overline{09}$. Then $100x - x = 9$, so $x = \frac{9}{99}"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "282", "wrong", "tag", th(SEAT_SLIP) + "<answer>There are 246 seats taken.</answer>", "a sentence in the tag states 246"),
    g("t_think_gold_tag_other", "A", "282", "wrong", "tag", th(SEAT) + "<answer>292</answer>", "the think block reaches 282 but the tag says 292: the tag counts"),
    g("t_cut_in_think", "A", "12", "no_answer", "truncated", "<think>\nThe fast tap fills 1/20 of the tub a minute, the slow one 1/30. Together 1/20 + 1/30 = 3/60 + 2/60 = 5/60", "cut by the token limit inside the thinking, no answer"),
    g("t_currency_other", "A", "2.2", "wrong", "tag", th(CHG.replace(" The change from $10 is 10 - 7.80 = 2.20 dollars.", "")) + "<answer>$7.80</answer>", "the cost, 7.80, in the tag instead of the change"),
    g("t_reasoning_other", "A", "16", "wrong", "tag", rs(AGE) + "<answer>The cousin is 4.</answer>", "the working says Leo's age is asked; the tag gives the cousin's 4"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + "$\n") + r"<answer>$\boxed{23 + 2i}$</answer>", "a box in the tag with the sign of i flipped"),
    m("t_m_reasoning_sentence_other", "A", G_SEQ, "wrong", "tag", rs(SEQ.replace("29", "30") + " = 158$.") + "<answer>The 30th term is 158.</answer>", "a sentence in the tag, 158 (30 steps)"),
    m("t_m_doubled_other", "A", G_COMB, "wrong", "tag", th(COMB + " = 165$\n") + "<answer>165</answer>\n<answer>330</answer>", "two tags, the last 330"),
    m("t_m_empty", "A", G_BASE, "no_answer", "tag", rs(BASE + " = 194$.") + "<answer> </answer>", "an empty tag; 194 only in the reasoning"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + r", so $x = \frac{3}{2}$ or $x = -5$." + "\n") + r"<answer>\frac{3}{2}</answer>", "only one of the two roots in the tag"),
    m("t_m_interval_open", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>\left(-3, \frac{7}{3}\right)</answer>", "open endpoints in the tag where the working has <="),
    m("t_m_loop_cut", "A", G_ZERO, "no_answer", "truncated", "<think>\n" + ZERO + "$.\n" + "Let me recompute f(3). " * 40, "a repetition loop in the thinking cut by the token limit; 0 is never stated"),
    g("t_ok_sentence", "B", "282", "correct", "tag", th(SEAT) + "<answer>282 seats are taken.</answer>", "a sentence in the tag"),
    g("t_ok_whole_working", "B", "282", "correct", "tag", "<think>\nLet me compute it step by step.\n</think>\n<answer>\n" + SEAT + "So the answer is 282.\n</answer>", "the whole working inside the tag, ending on the gold"),
    g("t_ok_dollar_negative", "B", "-42.5", "correct", "tag", th(BAL) + "<answer>-$42.50</answer>", "a negative amount with a dollar sign in the tag"),
    g("t_ok_unclosed", "B", "87.75", "correct", "tag", th(MEAN) + "<answer>87.75", "an answer tag never closed (the token limit or a stop string)"),
    g("t_ok_reasoning_units", "B", "12", "correct", "tag", rs(TUB) + "<answer>12 minutes</answer>", "<reasoning>/<answer> with a unit in the tag"),
    m("t_m_ok_box", "B", G_AREA, "correct", "tag", th(AREA + r" = 64\pi$." + "\n") + r"<answer>$\boxed{64\pi}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_equation", "B", G_COMB, "correct", "tag", rs(COMB + "$") + r"<answer>\binom{11}{3} = 165</answer>", "an equation in the tag ending in the gold"),
    m("t_m_ok_doubled_same", "B", G_LOG, "correct", "tag", th(LOG + "\n") + "<answer>7/2</answer>\n<answer>\\frac{7}{2}</answer>", "the answer tag doubled, the same value twice"),
    m("t_m_ok_sentence_latex", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>The solution set is $\left[-3, \frac{7}{3}\right]$.</answer>", "a sentence with LaTeX in the tag"),
    m("t_m_ok_roots_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>The roots are $x = -5$ and $x = \frac{3}{2}$.</answer>", "both roots in a sentence in the tag"),
    m("t_m_ok_dfrac", "B", G_TRIG, "correct", "tag", rs(TRIG) + r"<answer>$-\dfrac{\sqrt3}{2}$</answer>", "\\dfrac and \\sqrt3 without braces in the tag"),
    m("t_m_ok_unopened", "B", G_SQRT, "correct", "tag", th(SQRT + r" = 6\sqrt{5}$" + "\n") + "6\\sqrt{5}</answer>", "a closing tag with no opening tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "15", "wrong", "hash", VAN_FLOOR + "So the answer is #### 14", "phrase then #### 14 (the floor)"),
    g("h_answer_hash_other", "A", "2.2", "wrong", "hash", CHG.replace(" The change from $10 is 10 - 7.80 = 2.20 dollars.", "") + "Answer: #### 7.80", "Answer: #### with the cost, not the change"),
    g("h_final_hash_two", "A", "16", "wrong", "hash", AGE + "Final Answer: #### 16\n#### 4", "Final Answer: #### 16 then a second #### 4: the last counts"),
    g("h_tag_hash_other", "A", "88", "wrong", "tag", th(PCT) + "<answer>Answer: #### 22</answer>", "Answer: #### inside the tag with the 22 shots, not the percent"),
    m("h_m_so_hash_other", "A", G_SEQ, "wrong", "hash", SEQ.replace("29", "30") + " = 158$.\nSo the answer is #### 158", "So the answer is #### 158"),
    m("h_m_final_hash_empty", "A", G_BASE, "no_answer", "hash", BASE + "$\nFinal Answer: ####", "Final Answer: #### with nothing after; 194 is never stated"),
    m("h_m_hash_then_box_other", "A", G_COMB, "wrong", "hash", COMB + " = 165$.\nThe answer is: #### 165\n\n" + r"$\boxed{330}$", "#### 165 then a different box: two final answers"),
    g("h_ok_so_hash", "B", "15", "correct", "hash", VAN + "So the answer is #### 15", "So the answer is ####"),
    g("h_ok_answer_is_colon_hash", "B", "2.2", "correct", "hash", CHG + "The answer is: #### 2.20", "The answer is: #### with a trailing zero"),
    g("h_ok_final_answer_hash", "B", "16", "correct", "hash", AGE + "Final Answer: #### 16", "Final Answer: ####"),
    g("h_ok_bold_answer_hash", "B", "13500", "correct", "hash", CAR + "**Answer:** #### 13,500", "bold Answer: then #### with a comma"),
    g("h_ok_tag_hash", "B", "88", "correct", "tag", th(PCT) + "<answer>The answer is #### 88</answer>", "a phrase and #### inside the answer tag"),
    m("h_m_ok_answer_hash", "B", G_VEC, "correct", "hash", VEC + " = 13$.\nAnswer: #### 13", "Answer: #### on a MATH problem"),
    m("h_m_ok_so_hash_latex", "B", G_SYS, "correct", "hash", SYS + "\nSo the answer is #### $(4, -1)$", "So the answer is #### with a math-mode pair"),
    m("h_m_ok_final_hash_frac", "B", G_LOG, "correct", "hash", LOG + ".\nFinal Answer: #### \\frac{7}{2}", "Final Answer: #### with a LaTeX fraction"),
    m("h_m_ok_hash_interval", "B", G_INT, "correct", "hash", INT + "\nThe answer is: #### $\\left[-3, \\frac{7}{3}\\right]$", "The answer is: #### with an interval"),
    m("h_m_ok_phrase_hash_box", "B", G_AREA, "correct", "hash", AREA + r" = 64\pi$." + "\nThe answer is: #### $\\boxed{64\\pi}$", "The answer is: #### then a box"),

    # ================================================================ 3. exactness
    g("x_rounded_mean", "A", "87.75", "wrong", "hash", MEAN + "#### 87.8", "rounded to 87.8"),
    g("x_rounded_int", "A", "87.75", "wrong", "tag", th(MEAN) + "<answer>88</answer>", "rounded to the whole number 88 in the tag"),
    g("x_near_zero", "A", "0", "wrong", "hash", BOOK + "#### 0.001", "0.001 against gold 0"),
    g("x_tiny_off", "A", "2.2", "wrong", "tag", th(CHG) + "<answer>2.2000001</answer>", "debatable: 2.2000001 is not 2.2 (relative error 4.5e-8), but the issue allows a tolerance for decimals the model wrote as decimals", True),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "tag", th(DIST + "$.\n") + "<answer>7.28</answer>", "a decimal for \\sqrt{53} (7.2801...)"),
    m("x_m_decimal_trig", "A", G_TRIG, "wrong", "boxed", TRIG + r" $= \boxed{-0.866}$", "a decimal for -\\sqrt3/2 (-0.86602...)"),
    m("x_m_near_zero_exact", "A", G_ZERO, "wrong", "boxed", ZERO + r" = \boxed{10^{-12}}$", "10^{-12} against gold 0"),
    m("x_m_repeating_truncated", "A", G_REP, "wrong", "tag", th(REP + "$.\n") + "<answer>0.09</answer>", "0.09 is not 1/11 (0.0909...)"),
    m("x_m_gold_plus_tiny", "A", G_AREA, "wrong", "boxed", AREA + r" = \boxed{64\pi + 10^{-9}}$", "64\\pi + 10^{-9} is not 64\\pi"),
    g("x_ok_trailing_zero", "B", "2.2", "correct", "hash", CHG + "#### 2.20", "2.20 for the gold 2.2"),
    g("x_ok_zero_decimal", "B", "0", "correct", "tag", th(BOOK) + "<answer>0.0</answer>", "0.0 for 0"),
    g("x_ok_fraction_mean", "B", "87.75", "correct", "boxed", MEAN + r"The mean is $\boxed{\frac{351}{4}}$.", "351/4 = 87.75 exactly"),
    g("x_ok_negative_fraction", "B", "-42.5", "correct", "boxed", BAL + r"The balance is $\boxed{-\frac{85}{2}}$ dollars.", "-85/2 = -42.5"),
    g("x_ok_percent_sign", "B", "88", "correct", "hash", PCT + "#### 88%", "a percent sign after ####"),
    m("x_m_ok_decimal_exact", "B", G_LOG, "correct", "tag", th(LOG + "\n") + "<answer>3.5</answer>", "3.5 = 7/2 exactly"),
    m("x_m_ok_unsimplified", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{9}{99}}$", "9/99 = 1/11 unsimplified"),
    m("x_m_ok_sqrt_unsimplified", "B", G_SQRT, "correct", "boxed", r"Leaving the radical as it is, the answer is $\boxed{\sqrt{180}}$.", "\\sqrt{180} = 6\\sqrt5, not simplified"),
    m("x_m_ok_decimal_prob", "B", G_PROB, "correct", "tag", rs(PROB + "$.") + "<answer>0.875</answer>", "0.875 = 7/8 exactly"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_tag_not_gold", "A", "282", "no_answer", "tag", th(SEAT) + "<answer>not 282</answer>", "the gold negated in the tag, nothing else"),
    g("n_tag_strike", "A", "15", "no_answer", "tag", th(VAN) + "<answer>~~15~~</answer>", "the gold struck in the tag, nothing after"),
    g("n_strike_gold_then_other", "A", "15", "wrong", "hash", VAN_FLOOR + "#### ~~15~~ 14", "the gold struck, 14 after"),
    g("n_tag_marked_wrong", "A", "16", "wrong", "tag", th(AGE) + "<answer>16 (this is wrong)</answer>", "the model marks its tag value wrong"),
    m("n_m_neq_tag", "A", G_MOD, "no_answer", "tag", th(MOD + " = 4$.\n") + r"<answer>$\neq 4$</answer>", "a tag holding \\neq gold"),
    m("n_m_cancel_box", "A", G_POLY, "no_answer", "boxed", POLY + r" = \boxed{\cancel{4x^2 - 11x - 3}}$", "a cancelled box"),
    m("n_m_cross_mark_tag", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(4, -1) ✗</answer>", "a cross mark after the tag value"),
    m("n_m_sout_then_other", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{\sout{23 - 2i}\ 7 - 2i}$", "the gold struck with \\sout, 7 - 2i after"),
    g("n_ok_tag_not_other", "B", "282", "correct", "tag", th(SEAT) + "<answer>282, not 246</answer>", "the gold, another value negated after"),
    g("n_ok_strike_other_gold", "B", "15", "correct", "tag", th(VAN) + "<answer>~~14~~ 15</answer>", "the floor struck, the gold after"),
    g("n_ok_check_mark_tag", "B", "16", "correct", "tag", th(AGE) + "<answer>16 ✓</answer>", "a check mark after the tag value"),
    g("n_ok_annotation", "B", "13500", "correct", "hash", CAR + "#### 13500 (tax included)", "a harmless annotation after ####"),
    m("n_m_ok_verified", "B", G_COMB, "correct", "tag", th(COMB + " = 165$\n") + "<answer>165 (verified)</answer>", "(verified) after the tag value"),
    m("n_m_ok_cancel_working", "B", G_REP, "correct", "boxed", REP + r" = \frac{\cancel{9}^{1}}{\cancel{99}_{11}} = \boxed{\frac{1}{11}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_not_sign", "B", G_TRIG, "correct", "tag", th(TRIG + "\n") + r"<answer>$-\frac{\sqrt{3}}{2}$ (not $\frac{\sqrt{3}}{2}$: cosine is negative in the second quadrant)</answer>", "the gold, the sign error negated after"),
    m("n_m_ok_strike_in_trace", "B", G_SEQ, "correct", "tag", th(SEQ + "$, that is 8 + ~~150~~ 145 = 153.\n") + "<answer>153</answer>", "a strike-out mid-trace, the gold in the tag"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{194}$ (base ten, not base five)", "an annotation naming the base"),

    # ================================================================ 5. words after a number
    g("u_fewer_tag", "A", "282", "wrong", "tag", th(SEAT) + "<answer>48 fewer</answer>", "48, the empty seats, with 'fewer'"),
    g("u_dozen_gold", "A", "15", "wrong", "tag", th(VAN) + "<answer>15 dozen</answer>", "15 dozen = 180, not the 15 vans the working counts"),
    g("u_thousand", "A", "16", "wrong", "hash", AGE + "#### 16 thousand", "16 thousand = 16000"),
    g("u_million", "A", "13500", "wrong", "tag", th(CAR) + "<answer>13,500 million</answer>", "13,500 million, not 13,500"),
    m("u_m_thousand", "A", G_COMB, "wrong", "tag", th(COMB + " = 165$\n") + "<answer>165 thousand</answer>", "165 thousand = 165000"),
    m("u_m_percent_word", "A", G_PROB, "wrong", "tag", th(PROB + r" = \frac{7}{8}$." + "\n") + r"<answer>\frac{7}{8} percent</answer>", "7/8 percent = 0.00875, not 7/8"),
    m("u_m_million_text", "A", G_BASE, "wrong", "boxed", BASE + r" = \boxed{194 \text{ million}}$", "194 million in the box"),
    m("u_m_hundred_word", "A", G_SQRT, "wrong", "boxed", SQRT + r" = \boxed{6\sqrt{5} \text{ hundred}}$", "6\\sqrt5 hundred = 600\\sqrt5"),
    g("u_ok_seats", "B", "282", "correct", "tag", th(SEAT) + "<answer>282 seats</answer>", "a unit noun in the tag"),
    g("u_ok_change_words", "B", "2.2", "correct", "tag", th(CHG) + "<answer>$2.20 in change</answer>", "currency and words in the tag"),
    g("u_ok_minutes", "B", "12", "correct", "hash", TUB + "#### 12 minutes", "minutes after ####"),
    g("u_ok_years_old", "B", "16", "correct", "tag", th(AGE) + "<answer>Leo is 16 years old.</answer>", "a sentence with years old in the tag"),
    g("u_ok_percent_tag", "B", "88", "correct", "tag", rs(PCT) + "<answer>88%</answer>", "a percent sign in the tag"),
    g("u_ok_vans", "B", "15", "correct", "hash", VAN + "#### 15 vans", "a plural noun after ####"),
    g("u_ok_dollars_word", "B", "13500", "correct", "answer_is", CAR + "The answer is 13,500 dollars.", "a comma and the word dollars"),
    m("u_m_ok_square_units", "B", G_AREA, "correct", "boxed", AREA + r" = \boxed{64\pi \text{ square units}}$", "square units in the box"),
    m("u_m_ok_units_tag", "B", G_VEC, "correct", "tag", th(VEC + " = 13$\n") + "<answer>13 units</answer>", "units in the tag"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "tag", rs(COMB + " = 165$") + "<answer>165 ways</answer>", "ways in the tag"),
    m("u_m_ok_base_ten", "B", G_BASE, "correct", "tag", th(BASE + " = 194$\n") + "<answer>194 in base 10</answer>", "'in base 10' after the value"),

    # ================================================================ 6. retractions / after-text
    g("r_edit_after_tag", "A", "282", "wrong", "tag", th(SEAT) + "<answer>282</answer>\n\nEdit: I misread, 84 seats were empty, so the answer is 246.", "Edit: after the tag, 246"),
    g("r_wait_after_tag", "A", "12", "wrong", "tag", th(TUB) + "<answer>12</answer>\nWait, I should average the times: (20 + 30) / 2 = 25. The answer is 25 minutes.", "Wait after the tag, the final answer 25"),
    g("r_verify_flips", "A", "15", "wrong", "hash", VAN + "#### 15\n\nLet me verify: 14 * 14 = 196, which is close to 200, so 14 vans are enough.\n#### 14", "a self-check that flips the answer to 14"),
    g("r_never_mind_tag", "A", "88", "wrong", "tag", th(PCT) + "<answer>88</answer> Never mind, it's 22.", "Never mind, 22"),
    m("r_m_actually_tag", "A", G_COMB, "wrong", "tag", th(COMB + " = 165$\n") + "<answer>165</answer>\n\nActually I should use $\\binom{11}{4} = 330$.\n<answer>330</answer>", "Actually, then a second tag 330"),
    m("r_m_correction_after", "A", G_LOG, "wrong", "boxed", LOG + r", so the answer is $\boxed{\frac{7}{2}}$." + "\n\nCorrection: $\\log_4 128 = \\frac{7}{4}$, so $\\boxed{\\frac{7}{4}}$.", "Correction: a later box 7/4"),
    m("r_m_update_tag", "A", G_DIST, "wrong", "tag", th(DIST + r" = \sqrt{53}$." + "\n") + "<answer>\\sqrt{53}</answer>\nUpdate: I misread the points; the distance is $\\sqrt{65}$.", "Update: sqrt65 after the tag"),
    m("r_m_verify_flips", "A", G_SEQ, "wrong", "tag", rs(SEQ + " = 153$.") + "<answer>153</answer>\nLet me verify: the 30th term is 8 + 30 * 5 = 158. So the answer is 158.", "a self-check after the tag that changes the answer to 158"),
    m("r_m_wait_flips_sign", "A", G_TRIG, "wrong", "tag", th(TRIG + "\n") + r"<answer>-\frac{\sqrt{3}}{2}</answer>" + "\nWait, $\\frac{5\\pi}{6}$ is in the first quadrant, so the answer is $\\frac{\\sqrt{3}}{2}$.", "Wait after the tag, a (mistaken) sign flip to sqrt3/2"),
    g("r_ok_verify_after_tag", "B", "282", "correct", "tag", th(SEAT) + "<answer>282</answer>\n\nLet me verify: 282 + 48 = 330 = 15 * 22. ✓", "Let me verify after the tag"),
    g("r_ok_check_after_tag", "B", "2.2", "correct", "tag", th(CHG) + "<answer>$2.20</answer>\nCheck: 6.45 + 1.35 + 2.20 = 10.00 ✓", "Check: ... ✓ after the tag"),
    g("r_ok_mid_trace_correction", "B", "12", "correct", "tag", th("The taps take 20 and 30 minutes, so (20 + 30) / 2 = 25 minutes. Wait, that's wrong: rates add, not times. 1/20 + 1/30 = 5/60 = 1/12 of the tub a minute, so 12 minutes.\n") + "<answer>12</answer>", "a correction mid-trace, the gold in the tag"),
    g("r_ok_tag_loop", "B", "0", "correct", "tag", th(BOOK) + "<answer>0</answer>" + "\n<answer>0</answer>" * 6, "the same answer tag repeated in a loop"),
    g("r_ok_restart_cut", "B", "16", "correct", "truncated", AGE + "#### 16\n\nLet's solve it again step by step. Let the cousin be c. Then Leo is 4c, and in 8 years", "a restart of the working after the answer, cut by the token limit"),
    g("r_ok_hope_helps", "B", "13500", "correct", "tag", th(CAR) + "<answer>13500</answer>\nI hope this helps!", "a pleasantry after the tag"),
    g("r_ok_edit_units", "B", "15", "correct", "hash", VAN + "#### 15\n\nEdit: added units. The answer is 15 vans.", "Edit: that repeats the gold with a unit"),
    g("r_ok_loop_in_think", "B", "87.75", "correct", "tag", th(MEAN + "So the mean is 87.75.\n" * 6) + "<answer>87.75</answer>", "a repetition loop inside the thinking, then the tag"),
    m("r_m_ok_verify_tag", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>(4, -1)</answer>\nLet me verify: 2(4) + (-1) = 7 and 4 - (-1) = 5. ✓", "Let me verify after the tag"),
    m("r_m_ok_wait_mid", "B", G_MOD, "correct", "tag", th(MOD + r" = 4$. Wait, let me double-check: $2^{48} = (2^3)^{16} \equiv 1$, so $2^{50} \equiv 4$. Yes." + "\n") + "<answer>4</answer>", "a Wait re-check mid-trace that confirms"),
    m("r_m_ok_correction_to_gold", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{4x^2 - 13x - 3}$" + "\n\nCorrection: $-12x + x = -11x$, so the product is $\\boxed{4x^2 - 11x - 3}$.", "a correction to the gold after a wrong box"),
    m("r_m_ok_cut_alternative", "B", G_PROB, "correct", "truncated", th(PROB + r" = \frac{7}{8}$." + "\n") + r"<answer>\frac{7}{8}</answer>" + "\n\nAlternatively, count the outcomes: of the 8 outcomes only TTT has no head, so", "a second method after the tag, cut by the token limit"),
    m("r_m_ok_check_after_box", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{1}{11}}$" + "\n\nCheck: $\\frac{1}{11} = 0.090909\\ldots$ ✓", "a check after the box"),
    m("r_m_ok_roots_verify", "B", G_ROOTS, "correct", "tag", th(ROOTS + ", so $x = -5$ or $x = \\frac{3}{2}$.\n") + r"<answer>x = -5, x = \frac{3}{2}</answer>" + "\nCheck: $2(25) - 35 - 15 = 0$ and $\\frac{9}{2} + \\frac{21}{2} - 15 = 0$. ✓", "both roots in the tag, a check after"),

    # ================================================================ 7. quoted / reported / hypothetical / invented turns
    g("q_invented_user_gold", "A", "282", "wrong", "tag", th(SEAT_SLIP) + "<answer>246</answer>\nUser: That's wrong, the answer is 282.\nAssistant: You're right, it's 282.", "the gold only in an invented User:/Assistant: exchange"),
    g("q_im_turn_gold", "A", "12", "wrong", "tag", th(TUB_AVG) + "<answer>25</answer>" + IM_USER + "Rates add. Try again." + IM_ASSIST + "<answer>12</answer>", "the gold only in an invented ChatML assistant turn"),
    g("q_answer_key_reported", "A", "15", "wrong", "hash", "The answer key says 15, but 200 / 14 is about 14.3, so I get 14.\n#### 14", "the gold only reported"),
    g("q_hypothetical_only", "A", "2.2", "no_answer", "none", "If the pen were included, the change would be $2.20.", "only a hypothetical, no own answer"),
    m("q_m_self_set_gold", "A", G_LOG, "wrong", "tag", th(r"$\log_4 128 = \frac{7}{4}$." + "\n") + "<answer>7/4</answer>\n\nNew exercise: compute $\\log_2(8\\sqrt{2})$. Answer: $\\boxed{\\frac{7}{2}}$", "the gold only in a self-set exercise on another problem after the tag (log_2(8 sqrt2) = 3 + 1/2 = 7/2)"),
    m("q_m_quoted_only", "A", G_COMB, "no_answer", "none", 'The textbook states: "$\\binom{11}{3} = 165$." I will not compute it myself.', "only a quotation, no own answer"),
    m("q_m_show_that", "A", G_VEC, "no_answer", "none", "> Show that $\\|(3, 4, 12)\\| = \\boxed{13}$.\n\nI cannot show this.", "a quoted box followed by a refusal"),
    m("q_m_user_turn_gold", "A", G_CPX, "wrong", "tag", th(r"$(3 + 2i)(5 - 4i) = 15 + 12i - 10i + 8 = 23 + 2i$" + "\n") + "<answer>23 + 2i</answer>\nUser: Correct answer: 23 - 2i", "the gold only in an invented user turn"),
    m("q_m_hypothetical_zero", "A", G_ZERO, "no_answer", "none", r"If $x = 3$ were a root of $x^2 - 7x + 12$, then $f(3)$ would be $\boxed{0}$; I have not checked whether it is.", "only a hypothetical box, never checked"),
    g("q_ok_invented_turn_after", "B", "282", "correct", "tag", th(SEAT) + "<answer>282</answer>\nUser: Now how many are taken if 60 are empty?\nAssistant: <answer>270</answer>", "an invented User:/Assistant: turn after the answer"),
    g("q_ok_im_turn_after", "B", "2.2", "correct", "hash", CHG + "#### 2.20" + IM_USER + "Thanks! What if she pays with a $20 bill?" + IM_ASSIST + "20 - 7.80 = 12.20\n#### 12.20", "an invented ChatML turn after the answer"),
    g("q_ok_reported_wrong_first", "B", "15", "correct", "hash", "My first guess was 14 vans, but the 4 left-over students need a van too.\n" + VAN + "#### 15", "an earlier wrong guess reported first"),
    g("q_ok_self_set_after", "B", "16", "correct", "tag", th(AGE) + "<answer>16</answer>\n\nNew problem: Ann is 3 times as old as Bo, and in 5 years she will be twice as old. How old is Ann?\nSolution: 3b + 5 = 2(b + 5), so b = 5 and Ann is \\boxed{15}.", "a self-set new problem with its own box after the answer (3b + 5 = 2b + 10 -> b = 5, Ann 15)"),
    g("q_ok_quoted_problem", "B", "88", "correct", "hash", '> "22 of the 25 shots went in."\n\n' + PCT + "#### 88", "the problem quoted first"),
    g("q_ok_hypothetical_after", "B", "13500", "correct", "tag", th(CAR) + "<answer>13500</answer>\nIf the tax were 10 %, the total would be 13750.", "a hypothetical after the committed answer (12500 * 1.1 = 13750)"),
    m("q_m_ok_eot_turn", "B", G_SQRT, "correct", "tag", th(SQRT + r" = 6\sqrt{5}$" + "\n") + "<answer>6\\sqrt{5}</answer>" + EOT_USER + "Simplify $\\sqrt{200}$." + EOT_ASSIST + "<answer>10\\sqrt{2}</answer>", "an invented Llama 3 turn after the answer"),
    m("q_m_ok_user_colon_turn", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>(4, -1)</answer>\n\nUser: Solve x + y = 3, x - y = 1.\nAssistant: <answer>(2, 1)</answer>", "an invented User:/Assistant: turn with its own tag"),
    m("q_m_ok_user_turn_dist", "B", G_DIST, "correct", "tag", rs(DIST + r" = \sqrt{53}$.") + "<answer>\\sqrt{53}</answer>\nUser: What is the distance from (0, 0) to (3, 4)?\nAssistant: <answer>5</answer>", "an invented User:/Assistant: turn with another tag after the answer"),
    m("q_m_ok_quoted_problem", "B", G_VEC, "correct", "boxed", "> Find the magnitude of $(3, 4, 12)$.\n\n" + VEC + r" = \boxed{13}$", "the problem quoted first"),
    m("q_m_ok_suppose_refuted", "B", G_TRIG, "correct", "boxed", r"Suppose the answer were $\frac{\sqrt{3}}{2}$; that cannot be, since cosine is negative in the second quadrant. " + TRIG + r" $= \boxed{-\frac{\sqrt{3}}{2}}$", "a supposition refuted, then the box"),
    m("q_m_ok_self_set_box", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{194}$" + "\n\nExercise: convert $43_5$ to base ten. Solution: $4 \\cdot 5 + 3 = \\boxed{23}$.", "a self-set exercise with its own box after the answer (4 * 5 + 3 = 23)"),

    # ================================================================ 8. bad input JSON can hold
    g("b_whitespace_only", "A", "282", "no_answer", "none", "   \n\t\n  ", "only whitespace"),
    g("b_nul_other", "A", "15", "wrong", "tag", th(VAN_FLOOR) + "<answer>1\x004</answer>", "a NUL inside 14"),
    g("b_fullwidth_other", "A", "16", "wrong", "tag", th(AGE.replace(" Leo is 4 * 4 = 16.", "")) + "<answer>４</answer>", "full-width 4, the cousin's age"),
    g("b_zero_width_other", "A", "15", "wrong", "hash", VAN_FLOOR + "#### 1\u200b4", "a zero-width space inside 14"),
    g("b_huge_number", "A", "0", "wrong", "tag", th(BOOK) + "<answer>" + "9" * 5000 + "</answer>", "a 5000-digit number in the tag"),
    g("b_ansi_other", "A", "12", "wrong", "tag", th(TUB_AVG) + "<answer>\x1b[1m25\x1b[0m</answer>", "ANSI escape codes around 25"),
    m("b_m_gold_dollars_other", "A", "$" + G_LOG + "$", "wrong", "tag", th(r"$\log_4 128 = \frac{7}{4}$" + "\n") + r"<answer>\frac{7}{4}</answer>", "a gold stored in $...$; the model's 7/4"),
    m("b_m_unclosed_box_cut", "A", G_COMB, "no_answer", "truncated", th(COMB + "$\n") + r"<answer>\boxed{16", "cut inside the box in the tag"),
    m("b_m_bell_other", "A", G_CPX, "wrong", "tag", th(CPX + "$\n") + "<answer>23 + 2i\x07</answer>", "a BEL control character after 23 + 2i"),
    m("b_m_nbsp_other", "A", G_POLY, "wrong", "tag", th(POLY + "$\n") + "<answer>4x^2\u00a0-\u00a013x\u00a0-\u00a03</answer>", "no-break spaces inside the slip 4x^2 - 13x - 3"),
    g("b_ok_crlf_tag", "B", "282", "correct", "tag", (th(SEAT) + "<answer>282</answer>").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "16", "correct", "tag", th(AGE) + "<answer>１６</answer>", "full-width digits"),
    g("b_ok_bom", "B", "15", "correct", "tag", "\ufeff" + th(VAN) + "<answer>15</answer>", "a BOM first"),
    g("b_ok_trailing_nbsp", "B", "13500", "correct", "hash", CAR + "#### 13,500\u00a0", "a no-break space after the answer"),
    g("b_ok_zero_width_after", "B", "88", "correct", "tag", th(PCT) + "<answer>88\u200b</answer>", "a zero-width space after the value"),
    g("b_ok_gold_spaces", "B", " 87.75\n", "correct", "hash", MEAN + "#### 87.75", "a gold with a space and a newline"),
    m("b_m_ok_nbsp_pair", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>(4,\u00a0-1)</answer>", "a no-break space in the pair"),
    m("b_m_ok_gold_dollars", "B", "$" + G_LOG + "$", "correct", "tag", th(LOG + "\n") + r"<answer>\frac{7}{2}</answer>", "a gold stored in $...$"),
    m("b_m_ok_tab_newlines", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>\n\t\\left[-3, \\frac{7}{3}\\right]\n</answer>", "tabs and newlines in the tag"),
    m("b_m_ok_long_think", "B", G_PROB, "correct", "tag", th(PROB + r" = \frac{7}{8}$." + "\n" + "Let me think again. " * 2000 + "\n") + r"<answer>\frac{7}{8}</answer>", "a 40,000-character think block"),
    m("b_m_ok_emoji", "B", G_VEC, "correct", "tag", th(VEC + " = 13$\n") + "<answer>13 🎉</answer>", "an emoji after the value"),
    m("b_m_ok_unicode_minus", "B", G_CPX, "correct", "tag", th(CPX + " = 23 - 2i$\n") + "<answer>23 − 2i</answer>", "a Unicode minus sign (U+2212)"),
]
# fmt: on

DECISIONS = {
    "x_tiny_off": (
        "reject",
        "the model wrote 2.2000001, a different number from 2.2; a tolerance meant for rounding in the"
        " model's own decimals should not reach a seventh decimal place that the working never produces",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam50", CASES, [], DECISIONS)
