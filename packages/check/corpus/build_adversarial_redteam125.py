r"""Build adversarial_redteam125.jsonl: a hundred-and-twenty-fifth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam125", issue 25), written by a new author
(a helper) WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES
file, and WITHOUT running the checker, math-verify, sympy or any grader on the probes; handed over
BEFORE any scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py and
build_adversarial_redteam21.py (structure and label rules) were read. Python was used for plain
arithmetic only.

Aim of this round: English only, the eight classes of the issue, about 65 % MATH (algebra,
geometry, counting, number theory, precalculus). What follows the final value (units, \text{}
notes, "which simplifies to", a check, a second form, "or equivalently"), equal forms and near
misses, answers in tables' last rows, in bold, in \boxed{} with words, in <answer> tags holding LaTeX
sentences, long think blocks with several candidate values, "**Final Answer**" blocks, completions
cut at a token cap, invented next turns, retractions as real models phrase them.

Problems, golds and arithmetic (checked by hand):
GSM8K
- cookies: 14 trays of 18 = 252, 187 sold -> 65 (slip: 178 sold -> 74). Gold 65.
- tickets: 5 at $36.40 = 182, + $12 snack pack -> 194 (subtotal 182). Gold 194.
- savings: 12 weeks at $1,450 = 17,400, - $3,275 spent -> 14,125 (subtotal 17,400). Gold 14125.
- temperature: -3 degrees falling 1.5 an hour for 6 hours: 1.5*6 = 9, -3 - 9 -> -12. Gold -12.
- seats: 27 of 45 filled: 27/45 = 0.6 -> 60 %. Gold 60.
- fabric: 2.75 yards at $4.60: 2*4.60 = 9.20, 0.75*4.60 = 3.45 -> 12.65. Gold 12.65.
- eggs: 26 hens, 6 eggs each -> 156 eggs (= 13 dozen). Gold 156.
- wallet: $75 less three $25 items: 3*25 = 75 -> 0. Gold 0.
MATH
- two dice summing to 8: (2,6),(3,5),(4,4),(5,3),(6,2) = 5 of 36 -> \frac{5}{36}.
- distance (1, 2) to (4, 8): dx 3, dy 6, 9 + 36 = 45 -> 3\sqrt{5} (about 6.708).
- |2x + 1| < 9: -10 < 2x < 8 -> (-5, 4).
- x^2 - 2x - 15 = 0 = (x - 5)(x + 3) -> -3, 5 (check 25 - 10 - 15 = 0, 9 + 6 - 15 = 0).
- (3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 11 + 10i.
- 210 degrees in radians: 210/180 = 7/6 -> \frac{7\pi}{6}.
- \binom{9}{3} = 9*8*7/6 = 504/6 = 84 (504 = ordered choices).
- (3x - 2)(x + 5) = 3x^2 + 15x - 2x - 10 = 3x^2 + 13x - 10.
- [[1,2],[3,4]]^2 = [[1+6, 2+8],[3+12, 6+16]] = [[7,10],[15,22]].
- sum of the divisors of 36: 1+2+3+4+6+9+12+18+36 = 91.
- circle inscribed in a square of side 10: radius 5, area 25\pi (about 78.54).
- tan(60 degrees) = \sqrt{3}.
- x + 2y = 7, 3x - y = 7: y = 3x - 7, 7x - 14 = 7, x = 3, y = 2 -> (3, 2).
- 0.\overline{36} = 36/99 = \frac{4}{11}.
- 12/\sqrt{6} = 12\sqrt6/6 = 2\sqrt{6} (about 4.899).
- f(x) = x^2 - 3x + 2 at x = -2: 4 + 6 + 2 = 12.
- interior angle of a regular pentagon: 540/5 = 108 (gold "108").
- the prime factors of 60 = 2^2 * 3 * 5, as a set -> \{2, 3, 5\}.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions after
the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part text; `b_`
bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Label conventions (corpus/README.md and round 21): the last final answer counts; a hedge, two
different final answers or a right value only in the working is `wrong`; no final answer (cut off,
placeholder, only a quotation or hypothetical, a negation with nothing after) is `no_answer`; equal
value written differently is `correct`; another quantity (a subtotal, the other unit, the per-item
value) is `wrong`; a decimal for an exact irrational or repeating gold is `wrong` unless the exact
value is stated as the answer first and the decimal is only a second form ("which is about");
degrees are not radians; a percent gold 60 accepts 60%; an answer tag's content is the final answer;
text in an invented next turn does not count; a check or pleasantry after a committed answer does not
replace it; an explicit correction makes the corrected value final; a NUL or a lone surrogate
anywhere makes the pair bad input (kind A, truth `no_answer`). Debatable probes carry
`"debatable": true` and an entry in DECISIONS.

Size: 289 probes, kind A 146 / B 143, GSM8K 104 / MATH 185, 13 debatable (each in DECISIONS).
Three probes hold a NUL and four a lone surrogate; UTF-8 cannot encode a lone surrogate, so this
builder writes a record holding one with JSON escapes (`write_records_escaping`), which json.loads
reads back to the same string. Four probes are 160,000-200,000 characters long.

Usage: python packages/check/corpus/build_adversarial_redteam125.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
BAKE = "The bakery bakes 14 trays of 18 cookies: 14 * 18 = <<14*18=252>>252 cookies.\nIt sells 187, so 252 - 187 = <<252-187=65>>65 cookies are left.\n"
BAKE_SLIP = "The bakery bakes 14 trays of 18 cookies: 14 * 18 = <<14*18=252>>252 cookies.\nIt sells 178, so 252 - 178 = <<252-178=74>>74 cookies are left.\n"
TIX = "Five tickets cost 5 * 36.40 = <<5*36.40=182>>182 dollars.\nAdding the $12 snack pack: 182 + 12 = <<182+12=194>>194 dollars.\n"
TIX_SUB = "Five tickets cost 5 * 36.40 = <<5*36.40=182>>182 dollars.\n"
PAY = "Mia saves 12 * 1450 = <<12*1450=17400>>17400 dollars in 12 weeks.\nShe spends 3275, so 17400 - 3275 = <<17400-3275=14125>>14125 dollars remain.\n"
TEMP = "The temperature falls 1.5 * 6 = <<1.5*6=9>>9 degrees.\nIt ends at -3 - 9 = <<-3-9=-12>>-12 degrees.\n"
SEAT = "27 of the 45 seats are filled: 27 / 45 = <<27/45=0.6>>0.6, and 0.6 * 100 = <<0.6*100=60>>60 percent.\n"
FAB = "2.75 yards at $4.60 a yard cost 2.75 * 4.60 = <<2.75*4.60=12.65>>12.65 dollars.\n"
EGG = "Each of the 26 hens lays 6 eggs, so 26 * 6 = <<26*6=156>>156 eggs.\n"
CASH = "Three items at $25 cost 3 * 25 = <<3*25=75>>75 dollars, so 75 - 75 = <<75-75=0>>0 dollars are left.\n"

# ================================================================ MATH working and golds
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs summing to $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$: five of the $36$ equally likely outcomes, so the probability is $\frac{5}{36}$."
G_DIST = r"3\sqrt{5}"
DIST = r"The distance is $\sqrt{(4-1)^2 + (8-2)^2} = \sqrt{9 + 36} = \sqrt{45} = 3\sqrt{5}$."
G_INT = "(-5, 4)"
INT = r"$|2x + 1| < 9$ means $-9 < 2x + 1 < 9$, so $-10 < 2x < 8$ and $-5 < x < 4$."
G_ROOTS = "-3, 5"
ROOTS = r"$x^2 - 2x - 15 = (x - 5)(x + 3) = 0$, so $x = 5$ or $x = -3$."
G_CPX = "11 + 10i"
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8 = 11 + 10i$."
G_RAD = r"\frac{7\pi}{6}"
RAD = r"$210^\circ \cdot \frac{\pi}{180^\circ} = \frac{210\pi}{180} = \frac{7\pi}{6}$."
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6} = 84$."
G_POLY = "3x^2 + 13x - 10"
POLY = r"$(3x - 2)(x + 5) = 3x^2 + 15x - 2x - 10 = 3x^2 + 13x - 10$."
G_MAT = r"\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}^2 = \begin{pmatrix} 1 + 6 & 2 + 8 \\ 3 + 12 & 6 + 16 \end{pmatrix}$."
G_DIV = "91"
DIV = r"The divisors of $36 = 2^2 \cdot 3^2$ are $1, 2, 3, 4, 6, 9, 12, 18, 36$, and $\sigma(36) = (1 + 2 + 4)(1 + 3 + 9) = 7 \cdot 13 = 91$."
G_CIRC = r"25\pi"
CIRC = r"The inscribed circle has diameter $10$, so radius $5$ and area $\pi \cdot 5^2 = 25\pi$."
G_TAN = r"\sqrt{3}"
TAN = r"$\tan 60^\circ = \frac{\sin 60^\circ}{\cos 60^\circ} = \frac{\sqrt{3}/2}{1/2} = \sqrt{3}$."
G_SYS = "(3, 2)"
SYS = (
    r"From $3x - y = 7$, $y = 3x - 7$. Then $x + 2(3x - 7) = 7$, so $7x = 21$, $x = 3$ and $y = 2$."
)
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99} = \frac{4}{11}$."
G_RAT = r"2\sqrt{6}"
RAT = r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6} = 2\sqrt{6}$."
G_FUN = "12"
FUN = r"$f(-2) = (-2)^2 - 3(-2) + 2 = 4 + 6 + 2 = 12$."
G_PENT = "108"
PENT = r"The interior angles of a pentagon sum to $(5 - 2) \cdot 180^\circ = 540^\circ$, so each is $\frac{540^\circ}{5} = 108^\circ$."
G_SET = r"\{2, 3, 5\}"
SET = r"$60 = 2^2 \cdot 3 \cdot 5$, so its prime factors are $2$, $3$ and $5$."


def think_long(*paras: str) -> str:
    """A long R1-style thinking block from paragraphs (closed)."""
    return "<think>\n" + "\n\n".join(paras) + "\n</think>\n\n"


# Long think paragraphs reused across classes.
COMB_THINK = [
    "Okay, so I need to count how many ways to choose 3 books out of 9. Order doesn't matter here, it's a committee-type selection.",
    "First thought: 9 * 8 * 7 = 504. But that counts ordered selections. Hmm, wait, each group of 3 appears 3! = 6 times.",
    "So 504 / 6 = 84. Let me double check with Pascal: C(8,2) + C(8,3) = 28 + 56 = 84. Yes.",
    "Hmm, could it be C(9,2) = 36? No, we choose 3 books, not 2. So it's 84.",
]
DICE_THINK = [
    "Okay, two fair six-sided dice, probability the sum is 8.",
    "Total outcomes: 6 * 6 = 36. Sums of 8: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5.",
    "Wait, should (4,4) count once or twice? The dice are distinguishable, so (4,4) is one outcome. 5 outcomes.",
    "Hmm, earlier I almost wrote 4/36 = 1/9 by forgetting (4,4). No: 5/36.",
]
BAKE_THINK = [
    "Let me see. 14 trays, 18 cookies each. 14 * 18 = 14 * 20 - 14 * 2 = 280 - 28 = 252.",
    "They sold 187. 252 - 187 = 65. Wait, let me recompute: 252 - 180 = 72, 72 - 7 = 65. Yes.",
    "Hmm, did I misread 178? The problem says 187. So 65.",
]

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_slip_sentence", "A", "65", "wrong", "tag", th(BAKE_SLIP) + "<answer>There are 74 cookies left.</answer>", "a sentence in the tag states 74 (the working misread 178 for 187)"),
    g("t_subtotal_dollar", "A", "194", "wrong", "tag", th(TIX) + "<answer>$182</answer>", "the tag holds the tickets-only subtotal 182, not the total 194"),
    g("t_equation_subtotal", "A", "14125", "wrong", "tag", th(PAY) + "<answer>12 × 1450 = 17400</answer>", "an equation in the tag ending at the subtotal 17400"),
    g("t_think_gold_tag_other", "A", "65", "wrong", "tag", think_long(*BAKE_THINK, "Actually wait, re-reading: they sold 178 in the morning. 252 - 178 = 74.") + "<answer>74</answer>", "the think block reaches 65 but settles on 74; the tag holds 74"),
    g("t_tag_cut", "A", "156", "no_answer", "none", th(EGG) + "<answer>The hens lay a total of 15", "cut by the token cap inside the tag; '15' is a fragment, no answer"),
    g("t_placeholder", "A", "0", "no_answer", "tag", th(CASH) + "<answer> ... </answer>", "an ellipsis placeholder in the tag; 0 only in the thinking"),
    m("t_m_sentence_decimal", "A", G_DIST, "wrong", "tag", th(r"sqrt(9 + 36) = sqrt(45), about 6.71." + "\n") + "<answer>The distance is approximately 6.71 units.</answer>", "only a decimal for 3\\sqrt5 (6.708...) in the tag"),
    m("t_m_box_conjugate", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>$\boxed{11 - 10i}$</answer>", "the conjugate boxed in the tag"),
    m("t_m_roots_swapped", "A", G_ROOTS, "wrong", "tag", th(r"I need two numbers with product -15 and sum -2... 3 and -5?" + "\n") + r"<answer>The roots are $x = 3$ and $x = -5$.</answer>", "signs swapped: 3 and -5 solve x^2 + 2x - 15"),
    m("t_m_poly_near", "A", G_POLY, "wrong", "tag", th("FOIL: 3x*x + 3x*5 + 2*x - 10.\n") + r"<answer>$(3x-2)(x+5) = 3x^2 + 17x - 10$</answer>", "an equation whose right side 3x^2 + 17x - 10 is wrong (sign slip)"),
    m("t_m_ordered_count", "A", G_COMB, "wrong", "tag", think_long(COMB_THINK[0], COMB_THINK[1], "Hmm, but the books go to different shelves, so maybe order matters after all. I'll keep 504.") + "<answer>504</answer>", "the think block weighs 84 but the tag holds 504"),
    m("t_m_empty_tag", "A", G_RAD, "no_answer", "tag", th(RAD + "\n") + "<answer>\n</answer>", "an empty tag; 7\\pi/6 only in the thinking"),
    m("t_m_tag_degrees", "A", G_RAD, "wrong", "tag", th("210 degrees... the angle is 210.\n") + r"<answer>$210^\circ$</answer>", "degrees where the gold is radians"),
    m("t_m_matrix_transposed", "A", G_MAT, "wrong", "tag", th(MAT + "\n") + r"<answer>$\begin{pmatrix} 7 & 15 \\ 10 & 22 \end{pmatrix}$</answer>", "the transpose of the right matrix"),
    m("t_m_two_tags", "A", G_REP, "wrong", "tag", th(REP + "\n") + r"<answer>$\frac{4}{11}$</answer>" + "\n\n" + r"<answer>$\frac{36}{100}$</answer>", "two tags, the last 36/100 = 0.36 (not 0.3636...)"),
    m("t_m_draft_in_think", "A", G_CIRC, "wrong", "tag", "<think>\nRadius... the side is 10 so the radius is 5. Area 25\\pi.\nDraft: <answer>25\\pi</answer>\nWait, the circle is circumscribed, the radius is 5\\sqrt{2}, area 50\\pi.\n</think>\n<answer>50\\pi</answer>", "a draft tag inside the thinking, the real tag holds 50\\pi"),
    m("t_m_tag_approx_only", "A", G_RAT, "wrong", "tag", th(RAT + " Numerically about 4.90.\n") + r"<answer>$\approx 4.90$</answer>", "only a rounded decimal for 2\\sqrt6 in the tag"),
    g("t_ok_sentence", "B", "65", "correct", "tag", th(BAKE) + "<answer>The bakery has 65 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_dollar_sentence", "B", "194", "correct", "tag", th(TIX) + "<answer>The family pays $194 in total.</answer>", "a sentence with a dollar amount"),
    g("t_ok_comma", "B", "14125", "correct", "tag", th(PAY) + "<answer>$14,125</answer>", "a dollar sign and thousands comma"),
    g("t_ok_equation", "B", "-12", "correct", "tag", th(TEMP) + "<answer>-3 - 9 = -12</answer>", "an equation chain ending in the gold"),
    g("t_ok_units", "B", "12.65", "correct", "tag", th(FAB) + "<answer>12.65 dollars</answer>", "a unit word in the tag"),
    g("t_ok_box_percent", "B", "60", "correct", "tag", th(SEAT) + r"<answer>\boxed{60\%}</answer>", "a percent in a box in the tag"),
    m("t_m_ok_latex_sentence", "B", G_DICE, "correct", "tag", think_long(*DICE_THINK) + r"<answer>The probability is $\dfrac{5}{36}$.</answer>", "a LaTeX sentence with \\dfrac after a long think block"),
    m("t_m_ok_box_text", "B", G_CIRC, "correct", "tag", th(CIRC + "\n") + r"<answer>$\boxed{25\pi \text{ square units}}$</answer>", "a box with \\text units in the tag"),
    m("t_m_ok_approx_after", "B", G_RAT, "correct", "tag", th(RAT + "\n") + r"<answer>$2\sqrt{6} \approx 4.90$</answer>", "the exact value first, a rounded second form after; debatable: the last number is the decimal", True),
    m("t_m_ok_roots_set", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x \in \{-3, 5\}$</answer>", "the roots as a set"),
    m("t_m_ok_tuple_eq", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$(x, y) = (3, 2)$</answer>", "(x, y) = tuple"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}</answer>", "a pmatrix in the tag"),
    m("t_m_ok_which_simplifies", "B", G_REP, "correct", "tag", th("100x - x = 36.\n") + r"<answer>$\frac{36}{99}$, which simplifies to $\frac{4}{11}$</answer>", "unsimplified then simplified; both equal"),
    m("t_m_ok_poly", "B", G_POLY, "correct", "tag", th(POLY + "\n") + "<answer>3x^2+13x-10</answer>", "the polynomial without spaces"),
    m("t_m_ok_long_think", "B", G_COMB, "correct", "tag", think_long(*COMB_THINK) + "<answer>84</answer>", "candidates 504 and 36 in the thinking, 84 in the tag"),
    m("t_m_ok_complex_sentence", "B", G_CPX, "correct", "tag", th(CPX + "\n") + r"<answer>The product is $11 + 10i$.</answer>", "a sentence with a complex number"),
    m("t_m_ok_newlines_box", "B", G_TAN, "correct", "tag", th(TAN + "\n") + "<answer>\n\\[\n\\boxed{\\sqrt{3}}\n\\]\n</answer>", "a display box on its own lines in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_slip_hash", "A", "65", "wrong", "hash", BAKE_SLIP + "The answer is 74.\n#### 74", "phrase and #### agree on 74"),
    g("h_phrase_gold_hash_other", "A", "65", "wrong", "hash", BAKE + "So 65 cookies remain.\n#### 74", "phrase 65, #### 74: two different final answers"),
    g("h_hash_subtotal", "A", "194", "wrong", "hash", TIX + "The total cost is $194.\n#### 182", "the #### holds the subtotal; two different final answers"),
    g("h_hash_then_phrase_other", "A", "14125", "wrong", "hash", PAY + "#### 14125\nThe final answer is 17400.", "a later answer phrase with the subtotal"),
    g("h_bold_sign_lost", "A", "-12", "wrong", "hash", TEMP + "**Final Answer:** 12 degrees\n\n#### 12", "the bold answer and the #### value 12 drop the sign"),
    g("h_hash_empty", "A", "156", "no_answer", "hash", EGG + "The answer is:\n####", "an empty phrase and an empty ####"),
    g("h_hash_hedge", "A", "156", "wrong", "hash", EGG + "The answer is 156 or 13.\n#### 156", "debatable: a hedge in the phrase, the gold after ####", True),
    g("h_hash_range", "A", "60", "wrong", "hash", SEAT + "The answer is between 55 and 65 percent.\n#### 55-65", "a range"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", COMB + "\nThe answer is 84.\n#### 504", "phrase 84, #### 504"),
    m("h_m_hash_decimal", "A", G_DIST, "wrong", "hash", DIST + "\nThe answer is about 6.7.\n#### 6.7", "a decimal for 3\\sqrt5 in the phrase and ####"),
    m("h_m_hash_cut", "A", G_DICE, "no_answer", "none", "There are 36 outcomes and the pairs (2,6), (3,5), (4,4), (5,3), (6,2) sum to 8.\nThe final answer is $\\frac{", "cut inside the fraction after the phrase"),
    m("h_m_llama_then_hash_other", "A", G_DIV, "wrong", "hash", llama(("List the divisors", "1, 2, 3, 4, 6, 9, 12, 18, 36."), ("Add them", "1 + 2 + 3 + 4 + 6 + 9 + 12 + 18 + 36 = 91.")) + LLAMA_END.format("91") + "\n#### 90", "a Llama box 91 then #### 90 (excluding 1): the last differs"),
    m("h_m_minerva_hash_degrees", "A", G_RAD, "wrong", "hash", RAD + "\n" + MINERVA.format(r"$\frac{7\pi}{6}$") + "\n#### 210", "Minerva line right, then #### 210 (degrees)"),
    m("h_m_hash_sentence_other", "A", G_ROOTS, "wrong", "hash", "Factor: $(x + 5)(x - 3)$.\n#### The roots are -5 and 3.", "#### holds a sentence with the wrong roots"),
    m("h_m_phrase_hash_unsimplified_wrong", "A", G_REP, "wrong", "hash", "0.3636... = 36/100 = 9/25.\nThe answer is 9/25.\n#### 9/25", "9/25 = 0.36, not 4/11"),
    m("h_m_hash_set_missing", "A", G_SET, "wrong", "hash", "60 = 4 * 15 = 4 * 3 * 5.\nThe prime factors are 3 and 5.\n#### {3, 5}", "a set missing 2"),
    m("h_m_hash_two_vals", "A", G_FUN, "wrong", "hash", "f(2) = 4 - 6 + 2 = 0 and f(-2) = 12.\n#### 0, 12", "two values after ####, one at the wrong point"),
    g("h_ok_phrase_hash", "B", "65", "correct", "hash", BAKE + "The answer is 65.\n#### 65", "phrase and #### agree"),
    g("h_ok_units_comma", "B", "14125", "correct", "hash", PAY + "Mia has $14,125 left.\n#### 14,125", "a thousands comma after ####"),
    g("h_ok_hash_dollar", "B", "194", "correct", "hash", TIX + "The total is $194.00.\n#### $194", "a dollar sign after ####, 194.00 in the phrase"),
    g("h_ok_negative", "B", "-12", "correct", "hash", TEMP + "The final temperature is -12°F.\n#### -12", "a negative value with °F in the phrase"),
    g("h_ok_bold_answer", "B", "156", "correct", "hash", EGG + "**Answer: 156 eggs**\n\n#### 156", "a bold answer then ####"),
    g("h_ok_hash_check", "B", "12.65", "correct", "hash", FAB + "#### 12.65\n\nCheck: 12.65 / 4.60 = 2.75 ✓", "a check after ####"),
    g("h_ok_percent", "B", "60", "correct", "hash", SEAT + "So 60% of the seats are filled.\n#### 60%", "a percent sign after ####"),
    g("h_ok_zero", "B", "0", "correct", "hash", CASH + "She has nothing left, so the answer is $0.\n#### 0", "zero with 'nothing left'"),
    m("h_m_ok_frac_slash", "B", G_DICE, "correct", "hash", DICE + "\nThe answer is $\\frac{5}{36}$.\n#### 5/36", "a slash fraction after ####"),
    m("h_m_ok_hash_latex", "B", G_DIST, "correct", "hash", DIST + "\nThe answer is $3\\sqrt{5}$.\n#### $3\\sqrt{5}$", "LaTeX after ####"),
    m("h_m_ok_llama_hash", "B", G_DIV, "correct", "hash", llama(("Factor 36", "36 = 2^2 * 3^2."), ("Use the divisor-sum formula", "(1 + 2 + 4)(1 + 3 + 9) = 7 * 13 = 91.")) + LLAMA_END.format("91") + "\n#### 91", "a Llama box and #### agree"),
    m("h_m_ok_tuple_hash", "B", G_SYS, "correct", "hash", SYS + "\nThe solution is x = 3, y = 2.\n#### (3, 2)", "a tuple after ####"),
    m("h_m_ok_complex_hash", "B", G_CPX, "correct", "hash", CPX + "\nThe answer is 11 + 10i.\n#### 11+10i", "a complex number without spaces"),
    m("h_m_ok_interval_hash", "B", G_INT, "correct", "hash", INT + "\nThe solution set is the interval (-5, 4).\n#### (-5, 4)", "an interval after ####"),
    m("h_m_ok_degree_hash", "B", G_PENT, "correct", "hash", PENT + "\nThe answer is 108 degrees.\n#### 108°", "a degree sign where the gold is degrees"),
    m("h_m_ok_poly_hash", "B", G_POLY, "correct", "hash", POLY + "\nThe expanded form is $3x^2 + 13x - 10$.\n#### 3x^2 + 13x - 10", "a polynomial after ####"),
    m("h_m_ok_rat_hash", "B", G_RAT, "correct", "hash", RAT + "\nThe answer is $2\\sqrt{6}$, or equivalently $\\sqrt{24}$.\n#### 2\\sqrt{6}", "'or equivalently' a second equal form, then ####"),

    # ================================================================ 3. exactness
    g("x_rounded", "A", "12.65", "wrong", "hash", FAB + "That is about $12.70.\n#### 12.70", "rounded to 12.70"),
    g("x_truncated", "A", "12.65", "wrong", "boxed", FAB + r"The fabric costs $\boxed{12.6}$ dollars.", "truncated to 12.6"),
    g("x_near_zero", "A", "0", "wrong", "hash", CASH.replace("75 - 75 = <<75-75=0>>0", "75 - 74.99 = <<75-74.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_off_by_half", "A", "14125", "wrong", "hash", PAY + "#### 14125.5", "14125.5: a relative tolerance trap"),
    g("x_share_not_percent", "A", "60", "wrong", "hash", "27 / 45 = 0.6 of the seats are filled.\n#### 0.6", "debatable: the share 0.6 where the question asks for a percent", True),
    g("x_per_item", "A", "194", "wrong", "hash", TIX + "Per person that is 194 / 5 = 38.80.\n#### 38.80", "a per-person value, not the total"),
    m("x_m_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST.replace(r" = 3\sqrt{5}$.", r" \approx 6.708$.") + r" So the distance is $\boxed{6.708}$.", "a decimal for 3\\sqrt5"),
    m("x_m_decimal_pi", "A", G_CIRC, "wrong", "boxed", CIRC + r" Numerically, $\boxed{78.54}$ square units.", "debatable: 25\\pi is in the working but the box, the stated answer, is a rounded decimal", True),
    m("x_m_decimal_rep", "A", G_REP, "wrong", "boxed", r"$0.\overline{36} \approx \boxed{0.364}$", "0.364 is not 4/11"),
    m("x_m_frac_near", "A", G_DICE, "wrong", "boxed", r"Five of the 36 outcomes, so the probability is about $\boxed{\frac{1}{7}}$.", "1/7 close to 5/36 but not equal"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", r"$210^\circ = \frac{7\pi}{6} \approx \boxed{3.665}$", "debatable: the exact value is in the working but the box, the stated answer, is a rounded decimal", True),
    m("x_m_sqrt_wrong_factor", "A", G_RAT, "wrong", "boxed", r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6} = \boxed{6\sqrt{2}}$", "6\\sqrt2 = \\sqrt{72}, not \\sqrt{24}"),
    m("x_m_matrix_one_off", "A", G_MAT, "wrong", "boxed", MAT + r" $= \boxed{\begin{pmatrix} 7 & 10 \\ 15 & 21 \end{pmatrix}}$", "one entry off (21 for 22)"),
    m("x_m_interval_closed", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{[-5, 4]}$.", "closed interval for a strict inequality"),
    m("x_m_tan_rounded", "A", G_TAN, "wrong", "boxed", r"$\tan 60^\circ \approx \boxed{1.732}$", "1.732 for \\sqrt3"),
    m("x_m_cpx_missing_i", "A", G_CPX, "wrong", "boxed", r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8 = \boxed{-5 + 10i}$", "i^2 taken as +1"),
    m("x_m_roots_one", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" The positive root is $\boxed{5}$.", "only one of the two roots"),
    g("x_ok_trailing_zero", "B", "12.65", "correct", "hash", FAB + "#### 12.650", "a trailing zero"),
    g("x_ok_zero_decimal", "B", "0", "correct", "boxed", CASH + r"She has $\boxed{\$0.00}$ left.", "$0.00 for 0"),
    g("x_ok_fraction_neg", "B", "-12", "correct", "boxed", TEMP + r"The answer is $\boxed{-\frac{24}{2}}$.", "-24/2 = -12"),
    g("x_ok_decimal_int", "B", "156", "correct", "hash", EGG + "#### 156.0", "156.0 for 156"),
    g("x_ok_percent_decimal", "B", "60", "correct", "boxed", SEAT + r"$\boxed{60.0\%}$", "60.0%"),
    g("x_ok_dollar_cents", "B", "194", "correct", "hash", TIX + "#### $194.00", "$194.00"),
    m("x_m_ok_sqrt45", "B", G_DIST, "correct", "boxed", r"The distance is $\sqrt{9 + 36} = \boxed{\sqrt{45}}$.", "\\sqrt{45} = 3\\sqrt5"),
    m("x_m_ok_unsimplified", "B", G_REP, "correct", "boxed", r"$x = \boxed{\frac{36}{99}}$", "36/99 = 4/11 unsimplified"),
    m("x_m_ok_dice_decimal_frac", "B", G_DICE, "correct", "boxed", DICE + r" That is $\boxed{\frac{10}{72}}$.", "10/72 = 5/36"),
    m("x_m_ok_rad_form", "B", G_RAD, "correct", "boxed", r"$210^\circ = \boxed{\frac{7}{6}\pi}$", "\\frac{7}{6}\\pi = 7\\pi/6"),
    m("x_m_ok_rat_sqrt24", "B", G_RAT, "correct", "boxed", r"$\frac{12}{\sqrt{6}} = \sqrt{\frac{144}{6}} = \boxed{\sqrt{24}}$", "\\sqrt{24} = 2\\sqrt6"),
    m("x_m_ok_tan_frac", "B", G_TAN, "correct", "boxed", r"$\tan 60^\circ = \boxed{\frac{3}{\sqrt{3}}}$", "3/\\sqrt3 = \\sqrt3"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $\boxed{10i + 11}$", "terms in the other order"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", r"$(3x - 2)(x + 5) = \boxed{-10 + 13x + 3x^2}$", "terms in ascending order"),
    m("x_m_ok_roots_order", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{5, -3}$", "roots in the other order"),
    m("x_m_ok_circ_factor", "B", G_CIRC, "correct", "boxed", CIRC + r" $\boxed{\pi \cdot 25}$", "\\pi \\cdot 25"),
    m("x_m_ok_exact_then_approx", "B", G_CIRC, "correct", "boxed", CIRC + r" So the area is $\boxed{25\pi} \approx 78.54$ square units.", "the exact value boxed, a decimal only after it"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "65", "no_answer", "phrase", BAKE + "So the answer is not 65.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "65", "no_answer", "hash", BAKE + "#### ~~65~~", "struck with ~~, nothing after"),
    g("n_strike_gold_then_other", "A", "194", "wrong", "hash", TIX_SUB + "#### ~~194~~ 182", "the gold struck, 182 after"),
    g("n_annot_wrong", "A", "14125", "wrong", "boxed", PAY + r"$\boxed{14125}$ (wrong)", "the model marks its own box wrong"),
    g("n_cross_mark", "A", "156", "wrong", "hash", EGG + "#### 156 ❌", "a cross mark after the answer"),
    g("n_box_neq", "A", "-12", "no_answer", "boxed", TEMP + r"$\boxed{\neq -12}$", "a box holding \\neq gold"),
    m("n_m_sout", "A", G_POLY, "wrong", "boxed", POLY + r" $\boxed{\sout{3x^2 + 13x - 10}\ 3x^2 + 17x - 10}$", "the gold struck with \\sout, a wrong polynomial after"),
    m("n_m_cancel_box", "A", G_CIRC, "no_answer", "boxed", CIRC + r" $\boxed{\cancel{25\pi}}$", "a cancelled box"),
    m("n_m_not_equal_text", "A", G_COMB, "no_answer", "phrase", r"The number of ways is not $84$; I could not find the right count.", "the gold negated, no answer"),
    m("n_m_incorrect_note", "A", G_DIV, "wrong", "boxed", DIV + r" $\boxed{91}$ \text{ (incorrect, see below)}", "an annotation marking the box incorrect"),
    m("n_m_bold_wrong", "A", G_SYS, "wrong", "boxed", SYS + "\n\n" + r"**Final Answer:** $\boxed{(3, 2)}$ — this is wrong.", "the model calls its own final answer wrong"),
    m("n_m_xmark_table", "A", G_FUN, "no_answer", "lastline", "| x | f(x) | ok? |\n|---|---|---|\n| 2 | 0 | ✗ |\n| -2 | 12 | ✗ |", "debatable: a table whose last row holds 12 marked with a cross; every row is marked wrong, so nothing is stated as the answer", True),
    m("n_m_strike_html", "A", G_PENT, "no_answer", "boxed", PENT + r" $\boxed{<s>108</s>}$", "an HTML strike-out of the gold in the box, nothing else"),
    m("n_m_isnt", "A", G_TAN, "no_answer", "phrase", r"The value isn't $\sqrt{3}$ after all.", "isn't the gold, nothing else"),
    m("n_m_ne_mid", "A", G_RAD, "wrong", "boxed", r"$210^\circ \ne \frac{7\pi}{6}$; it is $\boxed{\frac{7\pi}{3}}$", "\\ne gold then a wrong box"),
    m("n_m_strike_then_other", "A", G_REP, "wrong", "boxed", r"$x = \boxed{~~\frac{4}{11}~~ \frac{9}{25}}$", "the gold struck inside the box, 9/25 after"),
    m("n_m_crossed_set", "A", G_SET, "wrong", "boxed", SET + r" $\boxed{\{\cancel{2}, 3, 5\}}$", "2 cancelled out of the set"),
    g("n_ok_not_other", "B", "65", "correct", "phrase", BAKE + "The answer is not 74 but 65.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "194", "correct", "hash", TIX + "#### ~~182~~ 194", "the subtotal struck, the gold after"),
    g("n_ok_check_mark", "B", "156", "correct", "boxed", EGG + r"$\boxed{156}$ ✓", "a check mark after the box"),
    g("n_ok_not_negative", "B", "60", "correct", "phrase", SEAT + "The answer is 60, not 0.6.", "the share negated after the gold"),
    g("n_ok_no_remainder", "B", "0", "correct", "phrase", CASH + "So she has 0 dollars left, not a cent more.", "a harmless 'not' after zero"),
    g("n_ok_cancel_working", "B", "12.65", "correct", "boxed", FAB + r"$\frac{\cancel{4}\,\cdot 2.75 \cdot 4.60}{\cancel{4}} = \boxed{12.65}$", "cancellations in the working only"),
    m("n_m_ok_neq_other", "B", G_COMB, "correct", "boxed", COMB + r" Note $\binom{9}{3} \neq 504$; the answer is $\boxed{84}$.", "\\neq on another value"),
    m("n_m_ok_strike_other", "B", G_POLY, "correct", "boxed", r"$(3x - 2)(x + 5) = 3x^2 + \sout{17x}\ 13x - 10 = \boxed{3x^2 + 13x - 10}$", "a strike-out in the working, the gold boxed"),
    m("n_m_ok_text_note", "B", G_DIV, "correct", "boxed", DIV + r" $\boxed{91 \text{ (including 36 itself)}}$", "a \\text note inside the box"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{12\sqrt{6}}{6} = \frac{\cancel{12}^{2}\sqrt{6}}{\cancel{6}} = \boxed{2\sqrt{6}}$", "\\cancel in the working"),
    m("n_m_ok_not_radians", "B", G_PENT, "correct", "boxed", PENT + r" $\boxed{108^\circ}$ (in degrees, not radians)", "a degree annotation, the gold in degrees"),
    m("n_m_ok_table_check", "B", G_FUN, "correct", "lastline", r"$f(x) = x^2 - 3x + 2$." + "\n\n| x | f(x) | ok? |\n|---|---|---|\n| 2 | 0 | ✗ (wrong point) |\n| -2 | **12** | ✓ |\n\nThe answer is **12**.", "a table with a crossed row for another point, the answer in bold"),
    m("n_m_ok_bold_final", "B", G_SYS, "correct", "boxed", SYS + "\n\n" + r"**Final Answer:** $\boxed{(3, 2)}$ — this is correct, since $3 + 4 = 7$ and $9 - 2 = 7$.", "a check calling the answer correct"),
    m("n_m_ok_not_decimal", "B", G_TAN, "correct", "boxed", r"$\tan 60^\circ = \boxed{\sqrt{3}}$, not $1.73$.", "a decimal negated after the box"),
    m("n_m_ok_set_not", "B", G_SET, "correct", "boxed", SET + r" ($4$ is not prime.) $\boxed{\{2, 3, 5\}}$", "a 'not' about another number"),
    m("n_m_ok_cpx_ne", "B", G_CPX, "correct", "boxed", r"Careful: $i^2 = -1 \ne 1$. " + CPX + r" $\boxed{11 + 10i}$", "a \\ne in the working"),
    m("n_m_ok_interval", "B", G_INT, "correct", "boxed", INT + r" The endpoints are not included: $\boxed{(-5, 4)}$.", "'not included' before the box"),

    # ================================================================ 5. words after a number
    g("u_fewer", "A", "65", "wrong", "phrase", BAKE + "The answer is 65 fewer.", "'65 fewer' states a difference, not the count left"),
    g("u_dozen_gold", "A", "156", "wrong", "hash", EGG + "#### 156 dozen", "156 dozen = 1872 eggs, not 156"),
    g("u_dozen_only", "A", "156", "wrong", "phrase", EGG + "156 / 12 = 13, so the answer is 13 dozen.", "debatable: 13 dozen is the other unit; the count asked for is 156 eggs", True),
    g("u_thousand", "A", "14125", "wrong", "phrase", PAY + "The answer is 14125 thousand.", "14125 thousand = 14,125,000"),
    g("u_cents", "A", "194", "wrong", "phrase", TIX + "The answer is 194 cents.", "194 cents = $1.94, not $194"),
    g("u_percent_of", "A", "60", "wrong", "phrase", SEAT + "The answer is 60 percent of 45, which is 27.", "the last value stated is 27"),
    g("u_more", "A", "156", "wrong", "hash", EGG + "#### 156 more", "'156 more' is a change, not the total"),
    g("u_per_ticket", "A", "194", "wrong", "phrase", TIX + "That comes to $38.80 per ticket.", "a per-item value (194 / 5) stated last"),
    m("u_m_degrees_word", "A", G_RAD, "wrong", "boxed", r"The angle is $\boxed{210 \text{ degrees}}$.", "degrees where the gold is radians"),
    m("u_m_radians_for_deg", "A", G_PENT, "wrong", "boxed", PENT + r" In radians, $\boxed{\frac{3\pi}{5}}$.", "3\\pi/5 radians; degrees are not radians (gold 108)"),
    m("u_m_radians_word", "A", G_PENT, "wrong", "phrase", r"Each interior angle is 108 radians.", "108 radians is not 108 degrees"),
    m("u_m_percent_frac", "A", G_DICE, "wrong", "boxed", DICE + r" $\boxed{\frac{5}{36}\%}$", "5/36 percent = 5/3600"),
    m("u_m_odds", "A", G_DICE, "wrong", "boxed", r"Five favourable outcomes and 31 unfavourable, so the odds are $\boxed{5:31}$.", "odds 5:31 are not the probability 5/36"),
    m("u_m_squared", "A", G_FUN, "wrong", "phrase", r"$f(-2) = 4 + 6 + 2$, so the answer is 12 squared.", "12 squared = 144"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB.replace(" = 84$.", "$") + r" $= \boxed{84 \text{ thousand}}$", "84 thousand"),
    m("u_m_radius_units", "A", G_CIRC, "wrong", "boxed", r"The radius is half the side: $\boxed{5 \text{ units}}$.", "the radius, another quantity"),
    m("u_m_percent_pent", "A", G_PENT, "wrong", "boxed", r"$\frac{540}{5} = \boxed{108\%}$", "108% = 1.08, not 108 degrees"),
    g("u_ok_cookies", "B", "65", "correct", "hash", BAKE + "#### 65 cookies", "a unit noun after ####"),
    g("u_ok_dollars", "B", "194", "correct", "phrase", TIX + "The answer is $194 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_usd", "B", "14125", "correct", "phrase", PAY + "Mia has 14,125 USD left.", "USD after a comma number"),
    g("u_ok_deg_f", "B", "-12", "correct", "phrase", TEMP + "The final temperature is -12 °F.", "°F after a negative value"),
    g("u_ok_percent_word", "B", "60", "correct", "phrase", SEAT + "The answer is 60 percent.", "the word percent"),
    g("u_ok_dozen_then_gold", "B", "156", "correct", "phrase", EGG + "That is 13 dozen, i.e. 156 eggs.", "13 dozen then 156 eggs: the last value is the gold"),
    g("u_ok_yards_total", "B", "12.65", "correct", "boxed", FAB + r"The total is $\boxed{\$12.65}$ for 2.75 yards.", "the box holds the gold; the yards are the given quantity"),
    g("u_ok_zero_dollars", "B", "0", "correct", "phrase", CASH + "She has $0 dollars left.", "zero with $ and dollars"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $\boxed{84 \text{ ways}}$", "a \\text unit noun in the box"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" $\boxed{25\pi \text{ cm}^2}$", "cm^2 after the value"),
    m("u_m_ok_units_dist", "B", G_DIST, "correct", "boxed", DIST + r" $\boxed{3\sqrt{5} \text{ units}}$", "units after a radical"),
    m("u_m_ok_degrees_word", "B", G_PENT, "correct", "boxed", PENT + r" $\boxed{108 \text{ degrees}}$", "the word degrees where the gold is degrees"),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", RAD + r" $\boxed{\frac{7\pi}{6} \text{ radians}}$", "the word radians"),
    m("u_m_ok_mbox", "B", G_CIRC, "correct", "boxed", CIRC + r" $\boxed{25\pi\mbox{ square units}}$", "\\mbox units"),
    m("u_m_ok_tuple_text", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$ \text{ (that is, } x = 3,\ y = 2\text{)}", "a \\text note restating the coordinates after the box"),
    m("u_m_ok_divisor_sum", "B", G_DIV, "correct", "phrase", DIV + "\n\nSo the sum of the divisors of 36 is **91**.", "bold answer in a closing sentence"),
    m("u_m_ok_ordered_pairs", "B", G_DICE, "correct", "boxed", DICE + r" $\boxed{\frac{5}{36}}$ (5 favourable ordered pairs out of 36)", "a parenthetical count after the box"),
    m("u_m_ok_value_word", "B", G_FUN, "correct", "boxed", FUN + r" The value is $\boxed{12}$ units on the $y$-axis.", "harmless words after the box"),

    # ================================================================ 6. retractions
    g("r_edit", "A", "65", "wrong", "hash", BAKE + "#### 65\n\nEdit: re-reading the problem, they sold 178, so 252 - 178 = 74 cookies are left.", "Edit: after the answer, 74"),
    g("r_wait_wrong", "A", "194", "wrong", "phrase", TIX + "The answer is $194.\n\nWait, that's wrong — the snack pack comes free with five tickets, so the total is $182.", "Wait, that's wrong, then 182"),
    g("r_never_mind_dozen", "A", "156", "wrong", "phrase", EGG + "**Answer: 156 eggs**\n\nNever mind, the question wants dozens: 156 / 12 = 13. The answer is 13.", "Never mind, then 13 (dozens)"),
    g("r_hmm_actually", "A", "14125", "wrong", "hash", PAY + "#### 14125\n\nHmm, actually she spent $3,725, not $3,275: 17400 - 3725 = 13675.\n#### 13675", "a second #### after 'actually' (17400 - 3725 = 13675)"),
    g("r_per_hour_misread", "A", "-12", "wrong", "hash", TEMP + "#### -12\n\nWait, the drop is 1.5 degrees in total, not per hour: -3 - 1.5 = -4.5.\n#### -4.5", "a retraction to -4.5"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB + r" $\boxed{84}$" + "\n\n" + r"Actually, the three books go to first, second and third prize, so order matters: $9 \cdot 8 \cdot 7 = \boxed{504}$.", "a later box 504"),
    m("r_m_wait_after_final", "A", G_DIST, "wrong", "boxed", think_long("Distance between (1, 2) and (4, 8). dx = 3, dy = 6. sqrt(9 + 36) = sqrt(45) = 3 sqrt 5.", "Let me double-check: 45 = 9 * 5. Yes.") + r1final(G_DIST) + "\n\n" + r"Wait, I misread the second point; it is $(4, 3)$, so the distance is $\sqrt{9 + 1} = \sqrt{10}$.", "Wait after the Final Answer block, ending at \\sqrt{10}"),
    m("r_m_withdrawn", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(3, 2)}$" + "\n\nHmm, no — that does not satisfy the first equation. I need to redo this.", "debatable: the model withdraws the gold with nothing new (round 21: wrong)", True),
    m("r_m_correction_minerva", "A", G_RAD, "wrong", "phrase", RAD + "\n" + MINERVA.format(r"$\frac{7\pi}{6}$") + "\n\n" + r"Correction: I should have divided by $360$; the answer is $\frac{7\pi}{12}$.", "a correction after the Minerva line"),
    m("r_m_oops", "A", G_POLY, "wrong", "boxed", POLY + r" $\boxed{3x^2 + 13x - 10}$" + "\n\n" + r"Oops, sign error in the middle term: it should be $3x^2 + 17x - 10$.", "Oops, then a wrong polynomial"),
    m("r_m_scratch_that", "A", G_DIV, "wrong", "boxed", DIV + r" $\boxed{91}$" + "\n\nScratch that: the question asks for the proper divisors, so $91 - 36 = 55$.", "Scratch that, 55"),
    m("r_m_recheck_changes", "A", G_DICE, "wrong", "boxed", DICE + r" $\boxed{\frac{5}{36}}$" + "\n\nLet me recheck. (4,4) is one roll but I listed the pairs as unordered, so there are only 4 pairs... so the probability is $\\frac{4}{36} = \\frac{1}{9}$.", "a recheck that changes the answer to 1/9"),
    m("r_m_update", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\boxed{25\pi}$" + "\n\n" + r"**Update:** the circle passes through the corners, so the radius is $5\sqrt{2}$ and the area is $\boxed{50\pi}$.", "Update with a new box 50\\pi"),
    m("r_m_second_thought", "A", G_REP, "wrong", "boxed", REP + r" $\boxed{\frac{4}{11}}$" + "\n\n" + r"On second thought, $0.\overline{36}$ means $0.3666\ldots$, so $x = \frac{33}{90} = \frac{11}{30}$.", "On second thought, 11/30"),
    m("r_m_qwen_then_wait", "A", G_TAN, "wrong", "boxed", qwen("To find $\\tan 60^\\circ$, use the 30-60-90 triangle.", ("Sides", "$1 : \\sqrt{3} : 2$."), ("Ratio", "opposite over adjacent is $\\sqrt{3}$.")) + QWEN_END.format(r"\sqrt{3}") + "\n\n" + r"Wait, I mixed up the angle: the side opposite $60^\circ$ is $1$ here, so the answer is $\frac{\sqrt{3}}{3}$.", "Qwen's closing line, then Wait with \\sqrt3/3"),
    m("r_m_made_error", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-3, 5}$" + "\n\n" + r"I made an error in factoring. It is $(x + 5)(x - 3)$, so the roots are $-5$ and $3$.", "I made an error, then -5 and 3"),
    m("r_m_edit_matrix", "A", G_MAT, "wrong", "boxed", MAT + r" $= \boxed{\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}}$" + "\n\n" + r"EDIT: the question asks for $A^T A$, which is $\begin{pmatrix} 10 & 14 \\ 14 & 20 \end{pmatrix}$.", "EDIT to A^T A (10, 14; 14, 20)"),
    m("r_m_never_mind_set", "A", G_SET, "wrong", "boxed", SET + r" $\boxed{\{2, 3, 5\}}$" + "\n\nNever mind — I forgot 1. The set is $\\{1, 2, 3, 5\\}$.", "Never mind, a set with 1"),
    m("r_m_retract_cut", "A", G_CPX, "wrong", "none", CPX + r" $\boxed{11 + 10i}$" + "\n\nHmm, wait. That's not right, I dropped a sign. Recomputing: $3 + 12i - 2i", "debatable: the boxed gold is retracted and the recomputation is cut off", True),
    g("r_ok_check", "B", "65", "correct", "hash", BAKE + "#### 65\n\nCheck: 65 + 187 = 252 = 14 × 18 ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "194", "correct", "hash", TIX + "#### 194\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_wait_confirm", "B", "14125", "correct", "phrase", PAY + "The answer is $14,125.\n\nWait, let me double-check: 12 × 1,450 = 17,400 and 17,400 − 3,275 = 14,125. Yes, $14,125.", "Wait, then a check confirming the gold"),
    g("r_ok_correction_to_gold", "B", "65", "correct", "hash", BAKE_SLIP + "#### 74\n\nCorrection: they sold 187, not 178. 252 - 187 = 65.\n#### 65", "a correction to the gold"),
    g("r_ok_edit_typo", "B", "156", "correct", "hash", EGG + "#### 156\n\nEdit: fixed a typo in the first line.", "Edit: about a typo only"),
    m("r_m_ok_actually_gold", "B", G_COMB, "correct", "boxed", r"Choosing 3 of 9 in order gives $9 \cdot 8 \cdot 7 = 504$. Actually, order doesn't matter here, so divide by $3! = 6$: $\boxed{84}$.", "Actually, then the gold"),
    m("r_m_ok_r1_long", "B", G_DIST, "correct", "boxed", think_long("Points (1, 2) and (4, 8).", "dx = 4 - 1 = 3, dy = 8 - 2 = 6. Hmm, first I wrote dy = 4, giving sqrt(9 + 16) = 5. Wait, 8 - 2 = 6, not 4.", "So sqrt(9 + 36) = sqrt(45). 45 = 9 * 5, so 3 sqrt(5). About 6.7.", "Double-check: is sqrt(45) simplifiable more? No. Answer 3 sqrt 5.") + r1final(G_DIST) + "\n\nThe distance between the points is $3\\sqrt{5}$.", "candidates 5 and 6.7 in the thinking; the box and a closing restatement agree"),
    m("r_m_ok_check_after", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(3, 2)}$" + "\n\n" + r"Check: $3 + 2(2) = 7$ ✓ and $3(3) - 2 = 7$ ✓.", "a check after the box"),
    m("r_m_ok_minerva_corrected", "B", G_RAD, "correct", "phrase", MINERVA.format(r"$\frac{7\pi}{12}$") + "\n\n" + r"Correction: I divided by $360$ by mistake; $210 \cdot \frac{\pi}{180} = \frac{7\pi}{6}$." + "\n" + MINERVA.format(r"$\frac{7\pi}{6}$"), "a wrong Minerva line corrected by a second one with the gold"),
    m("r_m_ok_wait_no_change", "B", G_TAN, "correct", "boxed", TAN + r" $\boxed{\sqrt{3}}$" + "\n\n" + r"Wait, is that right? In a 30-60-90 triangle the side opposite $60^\circ$ is $\sqrt{3}$ and the adjacent side is $1$, so yes, $\sqrt{3}$.", "Wait, then the same value confirmed"),
    m("r_m_ok_or_equivalently", "B", G_REP, "correct", "boxed", REP + r" $\boxed{\frac{4}{11}}$, or equivalently $\frac{36}{99}$.", "'or equivalently' an equal unsimplified form"),
    m("r_m_ok_qwen_end", "B", G_POLY, "correct", "boxed", qwen("We expand $(3x - 2)(x + 5)$ with FOIL.", ("First and outer", "$3x \\cdot x = 3x^2$, $3x \\cdot 5 = 15x$."), ("Inner and last", "$-2 \\cdot x = -2x$, $-2 \\cdot 5 = -10$."), ("Combine", "$3x^2 + 13x - 10$.")) + QWEN_END.format(G_POLY), "Qwen numbered steps and its closing line"),
    m("r_m_ok_never_mind_gold", "B", G_DICE, "correct", "boxed", r"I first counted $(2,6), (3,5), (5,3), (6,2)$ and got $\frac{4}{36} = \frac{1}{9}$. Never mind — I forgot $(4,4)$. The probability is $\boxed{\frac{5}{36}}$.", "Never mind, then the gold"),
    m("r_m_ok_update_gold", "B", G_CIRC, "correct", "boxed", r"Area $= \pi \cdot 10^2 = 100\pi$." + "\n\n" + r"**Update:** I used the side as the radius. The radius is $5$, so the area is $\boxed{25\pi}$.", "Update to the gold"),
    m("r_m_ok_simplifies", "B", G_RAT, "correct", "boxed", r"$\frac{12}{\sqrt{6}} = \boxed{\frac{12\sqrt{6}}{6}}$, which simplifies to $2\sqrt{6}$.", "'which simplifies to' the gold after an equal box"),
    m("r_m_ok_trailing_offer", "B", G_FUN, "correct", "phrase", FUN + "\n" + MINERVA.format("$12$") + "\n\nLet me know if you'd like me to explain any step!", "an offer after the Minerva line"),
    m("r_m_ok_set_check", "B", G_SET, "correct", "boxed", SET + r" $\boxed{\{2, 3, 5\}}$" + "\n\n" + r"Check: $2 \cdot 2 \cdot 3 \cdot 5 = 60$ ✓", "a check after a set"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_teacher_said", "A", "65", "wrong", "phrase", BAKE_SLIP + "My teacher said the answer is 65, but I get 74.\nThe answer is 74.", "the gold only reported"),
    g("q_quote_only", "A", "194", "no_answer", "none", 'The answer key at the back of the book says "#### 194".', "only a quotation of a key, no own answer"),
    g("q_invented_turn_gold", "A", "194", "wrong", "hash", TIX_SUB + "#### 182" + IM_USER + "Thanks! But with the snack pack the total is 194, right?", "the gold only in an invented user turn; the answer is 182"),
    g("q_invented_assistant", "A", "156", "wrong", "hash", "26 hens lay 6 eggs each: 25 * 6 = 150.\n#### 150<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nThat's wrong, try again.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nYou're right: 26 * 6 = 156.\n#### 156", "the reply to the question posed is 150; the gold only in an invented second exchange"),
    g("q_self_set", "A", "14125", "wrong", "hash", "Mia saves 12 * 1450 = 17400 dollars.\n#### 17400\n\nNow a follow-up question for practice: if she then spends $3,275, how much is left? Answer: 14125.", "debatable: the #### answer is the subtotal 17400; the gold only answers a follow-up the model set itself", True),
    g("q_part_a", "A", "194", "wrong", "hash", "(a) Tickets with the snack pack: 182 + 12 = 194.\n(b) Tickets only: 5 * 36.40 = 182.\n#### 182", "the gold only in part (a), the final #### 182"),
    g("q_hypothetical", "A", "0", "no_answer", "none", "If each item cost $20 instead, she would have 75 - 60 = $15 left.", "only a hypothetical"),
    m("q_m_question_echo_wrong", "A", G_FUN, "wrong", "boxed", r"Question: Is $f(-2) = 12$?" + "\n\n" + r"$f(-2) = 4 - 6 + 2 = \boxed{0}$", "the gold only in the echoed question; the box 0 (a sign slip)"),
    m("q_m_invented_user", "A", G_COMB, "wrong", "boxed", r"$9 \cdot 8 \cdot 7 = \boxed{504}$" + IM_USER + r"The answer is $\boxed{84}$.", "the gold only in an invented user turn"),
    m("q_m_next_problem", "A", G_DICE, "wrong", "boxed", r"Sums of 8: $(2,6), (3,5), (5,3), (6,2)$, so $\boxed{\frac{1}{9}}$." + "\n\nProblem 2: What is the probability that two dice sum to 6?\nSolution: $(1,5), (2,4), (3,3), (4,2), (5,1)$, so $\\boxed{\\frac{5}{36}}$.", "the gold is the answer to a self-set second problem (sum 6); the posed one got 1/9"),
    m("q_m_quoted_solution", "A", G_DIST, "wrong", "boxed", r"> A forum post claims the distance is $\boxed{3\sqrt{5}}$." + "\n\n" + r"However, I get $\sqrt{3^2 + 4^2} = \boxed{5}$.", "the gold only in a quoted post"),
    m("q_m_suppose", "A", G_RAD, "no_answer", "none", r"Suppose the answer were $\frac{7\pi}{6}$; then we would need to check it against the unit circle.", "only a supposition"),
    m("q_m_other_part", "A", G_TAN, "wrong", "boxed", r"(a) $\tan 60^\circ = \sqrt{3}$." + "\n" + r"(b) $\tan 30^\circ = \frac{\sqrt{3}}{3}$." + "\n\n" + r"Final answer: $\boxed{\frac{\sqrt{3}}{3}}$", "the gold only in part (a)"),
    m("q_m_example_refusal", "A", G_DIV, "no_answer", "none", r"For example, if the divisors were $1, 2, 3, 4, 6, 9, 12, 18, 36$, the sum might be something like $\boxed{91}$, but I can't verify the divisor list, so I can't give an answer.", "debatable: a box under 'for example' and a refusal", True),
    m("q_m_student_wrote", "A", G_SYS, "wrong", "boxed", r"A student wrote $\boxed{(3, 2)}$, but I think $y = 2.5$: $x = 2$, $y = 2.5$. So $\boxed{(2, 2.5)}$.", "the gold in a reported box, the own answer (2, 2.5)"),
    m("q_m_reported_book", "A", G_POLY, "wrong", "boxed", r"The textbook's answer is $3x^2 + 13x - 10$, but I get $\boxed{3x^2 + 13x + 10}$.", "the gold only reported from a book"),
    m("q_m_llama_then_user", "A", G_RAD, "wrong", "boxed", llama(("Convert", "$210 \\cdot \\frac{\\pi}{90} = \\frac{7\\pi}{3}$.")) + LLAMA_END.format(r"\frac{7\pi}{3}") + EOT_USER + r"Actually the answer is $\frac{7\pi}{6}$.", "the gold only in an invented Llama user turn"),
    m("q_m_code_output", "A", G_COMB, "wrong", "boxed", "```python\nfrom math import comb\nprint(comb(9, 3))\n```\n```output\n84\n```\nBut the books are distinct prizes, so the answer is $\\boxed{504}$.", "84 only in the tool output; the stated box is 504"),
    m("q_m_chat_transcript", "A", G_REP, "wrong", "boxed", r"$0.\overline{36} = \frac{36}{100} = \boxed{\frac{9}{25}}$" + "\n\nHuman: What is $0.\\overline{36}$ as a fraction?\nAssistant: $\\frac{4}{11}$", "an invented Human/Assistant turn holds the gold; the answer given is 9/25"),
    g("q_ok_friend_wrong", "B", "65", "correct", "phrase", "My friend got 74 because she read 178 instead of 187.\n" + BAKE + "The answer is 65.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "65", "correct", "hash", '> "A bakery bakes 14 trays of 18 cookies and sells 187."\n\n' + BAKE + "#### 65", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "14125", "correct", "hash", PAY + "#### 14125\n\nIf she had spent nothing, she would have 17400.", "a hypothetical after the committed answer"),
    g("q_ok_invented_turn_after", "B", "194", "correct", "hash", TIX + "#### 194" + IM_USER + "What if there were 6 tickets?", "an invented user turn after the right answer"),
    g("q_ok_parts_final", "B", "194", "correct", "phrase", "(a) Tickets: 5 * 36.40 = 182.\n(b) With the snack pack: 182 + 12 = 194.\n\n**Final answer: 194**", "parts then a bold final answer"),
    g("q_ok_student_wrote", "B", "156", "correct", "hash", 'A student wrote "#### 150", but 26 * 6 = 156, not 150.\n#### 156', "a quoted wrong #### then the own answer"),
    m("q_m_ok_quoted_question", "B", G_FUN, "correct", "boxed", r"> Let $f(x) = x^2 - 3x + 2$. Find $f(-2)$." + "\n\n" + FUN + r" $\boxed{12}$", "the problem quoted first"),
    m("q_m_ok_invented_user_wrong", "B", G_COMB, "correct", "boxed", COMB + r" $\boxed{84}$" + IM_USER + "I think it's 504.", "a wrong value only in an invented user turn"),
    m("q_m_ok_practice_after", "B", G_DICE, "correct", "boxed", DICE + r" $\boxed{\frac{5}{36}}$" + "\n\nPractice problem: what is the probability of a sum of 7? (Answer: $\\frac{1}{6}$.)", "a self-set practice problem after the right answer"),
    m("q_m_ok_common_mistake", "B", G_DICE, "correct", "boxed", r"A common mistake is to forget $(4,4)$ and get $\frac{1}{9}$. Counting all five pairs, the probability is $\boxed{\frac{5}{36}}$.", "a reported mistake first"),
    m("q_m_ok_code_output", "B", G_COMB, "correct", "boxed", "```python\nfrom math import comb\nprint(comb(9, 3))\n```\n```output\n84\n```\nSo there are $\\boxed{84}$ ways.", "ToRA-style code and output, then the box"),
    m("q_m_ok_suppose_refuted", "B", G_INT, "correct", "boxed", r"Suppose $x = -5$: then $|2(-5) + 1| = 9$, which is not less than $9$, so $-5$ is excluded. " + INT + r" $\boxed{(-5, 4)}$", "a supposition refuted, then the box"),
    m("q_m_ok_hint_quote", "B", G_TAN, "correct", "boxed", r'The hint says "use $\tan \theta = \frac{\sin \theta}{\cos \theta}$". ' + TAN + r" $\boxed{\sqrt{3}}$", "a quoted hint"),
    m("q_m_ok_llama_eot", "B", G_MAT, "correct", "boxed", llama(("Multiply", "Row 1: $(1 \\cdot 1 + 2 \\cdot 3, 1 \\cdot 2 + 2 \\cdot 4) = (7, 10)$. Row 2: $(3 \\cdot 1 + 4 \\cdot 3, 3 \\cdot 2 + 4 \\cdot 4) = (15, 22)$.")) + LLAMA_END.format(G_MAT) + EOT_USER + r"Now compute $A^3$.", "a Llama box then an invented user turn"),
    m("q_m_ok_question_echo", "B", G_CPX, "correct", "boxed", r"Question: What is $(3 - 2i)(1 + 4i)$?" + "\nAnswer: " + CPX + r" $\boxed{11 + 10i}$", "an echoed question then the answer"),
    m("q_m_ok_table_last_row", "B", G_DIV, "correct", "lastline", "The divisors of 36 and the running sum:\n\n| divisor | running sum |\n|---|---|\n| 1 | 1 |\n| 2 | 3 |\n| 3 | 6 |\n| 4 | 10 |\n| 6 | 16 |\n| 9 | 25 |\n| 12 | 37 |\n| 18 | 55 |\n| 36 | **91** |", "the answer in a table's last row (running sums checked)"),
    m("q_m_ok_minerva_then_turn", "B", G_PENT, "correct", "phrase", PENT + "\n" + MINERVA.format("$108$") + IM_USER + "Great, and for a hexagon?", "an invented next turn after a Minerva line"),
    m("q_m_ok_quoted_other", "B", G_SET, "correct", "boxed", r'Some sources list "$\{2, 3, 4, 5\}$", but $4$ is not prime. ' + SET + r" $\boxed{\{2, 3, 5\}}$", "a wrong quoted set, then the own set"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "65", "no_answer", "none", "", "an empty completion"),
    g("b_nul_after", "A", "65", "no_answer", "hash", BAKE + "#### 65\x00", "a NUL after the right answer: bad input (kind A, no_answer)"),
    g("b_nul_mid", "A", "65", "no_answer", "hash", BAKE + "#### 6\x005", "a NUL inside the number: bad input"),
    g("b_surrogate_end", "A", "194", "no_answer", "hash", TIX + "#### 194\ud800", "a lone high surrogate after the answer: bad input"),
    g("b_fullwidth_other", "A", "65", "wrong", "hash", BAKE_SLIP + "#### ７４", "full-width 74"),
    g("b_bom_other", "A", "65", "wrong", "hash", "\ufeff" + BAKE_SLIP + "#### 74", "a BOM, then 74"),
    g("b_huge_loop_other", "A", "65", "wrong", "hash", "Wait, let me recount the cookies. 14 * 18 = 252.\n" * 4000 + "They sold 178, so 252 - 178 = 74.\n#### 74", "a 200,000-character loop, then 74"),
    m("b_m_nul_box", "A", G_COMB, "no_answer", "boxed", COMB + "\n$\\boxed{84}\x00$", "a NUL after the right box: bad input"),
    m("b_m_surrogate_box", "A", G_DICE, "no_answer", "boxed", DICE + r" $\boxed{\frac{5}{36}}$" + "\udfff", "a lone low surrogate after the box: bad input"),
    m("b_m_half_emoji", "A", G_CIRC, "no_answer", "boxed", CIRC + r" $\boxed{25\pi}$ " + "\ud83c", "half an emoji (a lone high surrogate) after the box: bad input"),
    m("b_m_surrogate_start", "A", G_PENT, "no_answer", "boxed", "\udc00" + PENT + r" $\boxed{108}$", "a lone low surrogate at the start: bad input"),
    m("b_m_unclosed_box", "A", G_DIST, "no_answer", "none", r"The distance is $\sqrt{45} = \boxed{3\sqrt{", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{91}", "wrong", "boxed", DIV.replace("= 91$.", "$.") + r" Without $1$: $\boxed{90}$", "a gold stored boxed; the model's 90"),
    m("b_m_control_other", "A", G_FUN, "wrong", "boxed", "\x07\x1b[0m" + r"$f(-2) = 4 - 6 + 2 = \boxed{0}$", "control characters, then a wrong box"),
    m("b_m_zero_width_other", "A", G_CPX, "wrong", "boxed", CPX.replace(" = 11 + 10i$.", "$.") + r" $\boxed{11" + "\u200b" + r" - 10i}$", "a zero-width space inside a wrong box (the conjugate)"),
    m("b_m_huge_think_other", "A", G_COMB, "wrong", "tag", "<think>\n" + "Hmm, 9 choose 3. Is it 9 * 8 * 7 = 504 or 504 / 6 = 84? Let me think again.\n" * 2500 + "</think>\n<answer>504</answer>", "a 190,000-character think loop, then 504 in the tag"),
    m("b_m_whitespace_only", "A", G_SET, "no_answer", "none", "\n\n   \t\n  \r\n", "only whitespace"),
    m("b_m_huge_cut", "A", G_REP, "no_answer", "none", "<think>\n" + "100x - x = 36, so x = 36/99. Wait, let me verify the subtraction again.\n" * 2700, "a think loop cut at the token cap, no answer"),
    g("b_ok_fullwidth", "B", "65", "correct", "hash", BAKE + "#### ６５", "full-width digits"),
    g("b_ok_bom", "B", "65", "correct", "hash", "\ufeff" + BAKE + "#### 65", "a BOM first"),
    g("b_ok_crlf", "B", "14125", "correct", "hash", (PAY + "#### 14,125").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_unicode_minus", "B", "-12", "correct", "hash", TEMP + "#### −12", "a Unicode minus sign (U+2212)"),
    g("b_ok_gold_space", "B", " 65 ", "correct", "hash", BAKE + "#### 65", "a gold with spaces"),
    g("b_ok_nbsp_thousands", "B", "14125", "correct", "hash", PAY + "#### 14\u00a0125", "debatable: a no-break space as the thousands separator", True),
    m("b_m_ok_gold_boxed", "B", r"\boxed{91}", "correct", "boxed", DIV + r" $\boxed{91}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_CIRC + "\n", "correct", "boxed", CIRC + r" $\boxed{25\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_zero_width_after", "B", G_COMB, "correct", "boxed", COMB + r" $\boxed{84}$" + "\u200b", "a zero-width space after the box"),
    m("b_m_ok_huge_think", "B", G_COMB, "correct", "tag", "<think>\n" + "Hmm, 9 choose 3. Is it 9 * 8 * 7 = 504 or 504 / 6 = 84? Let me think again.\n" * 2500 + "Order does not matter, so 84.\n</think>\n<answer>84</answer>", "a 190,000-character think loop, then 84 in the tag"),
    m("b_m_ok_emoji", "B", G_DICE, "correct", "boxed", "🎲 " + DICE + r" $\boxed{\frac{5}{36}}$ 🎉", "emoji (valid pairs) around the answer"),
    m("b_m_ok_crlf_matrix", "B", G_MAT, "correct", "boxed", (MAT + "\n" + r"$\boxed{\begin{pmatrix} 7 & 10 \\ 15 & 22 \end{pmatrix}}$").replace("\n", "\r\n"), "CRLF line ends with a matrix"),
    m("b_m_ok_gold_dollars", "B", "$" + G_REP + "$", "correct", "boxed", REP + r" $\boxed{\frac{4}{11}}$", "a gold stored in $...$"),
    m("b_m_ok_unicode_sqrt", "B", G_DIST, "correct", "phrase", "The distance is √(9 + 36) = √45 = 3√5.", "Unicode √ for the radical"),
    m("b_m_ok_unicode_pi", "B", G_CIRC, "correct", "phrase", "The area is π · 5² = 25π.", "Unicode π and superscript 2"),
    m("b_m_ok_control_before", "B", G_TAN, "correct", "boxed", "\x0c" + TAN + r" $\boxed{\sqrt{3}}$", "a form feed (not NUL) first"),
    m("b_m_ok_tab_box", "B", G_ROOTS, "correct", "boxed", ROOTS + "\t$\\boxed{-3,\t5}$", "tabs inside and before the box"),
    # ---------------------------------------------------------------- more MATH (what follows the value, tables, bold, words in boxes)
    m("x_m_which_simplifies_wrong", "A", G_REP, "wrong", "boxed", r"$100x - x = 36$, so $x = \frac{36}{99}$, which simplifies to $\boxed{\frac{6}{11}}$.", "a bad simplification boxed last (6/11 = 0.5454...)"),
    m("x_m_table_last_row_wrong", "A", G_DIV, "wrong", "lastline", "Running sum of the divisors of 36 (1 is trivial, skip it):\n\n| divisor | running sum |\n|---|---|\n| 2 | 2 |\n| 3 | 5 |\n| 4 | 9 |\n| 6 | 15 |\n| 9 | 24 |\n| 12 | 36 |\n| 18 | 54 |\n| 36 | **90** |", "the table's bold last row is 90 (1 left out)"),
    m("u_m_boxed_words_other", "A", G_CIRC, "wrong", "boxed", CIRC.replace(" and area $\\pi \\cdot 5^2 = 25\\pi$.", ".") + r" $\boxed{\text{the radius is } 5}$", "a box with words stating the radius, another quantity"),
    m("r_m_second_form_wrong", "A", G_RAT, "wrong", "boxed", RAT + r" $\boxed{2\sqrt{6}}$, or equivalently $\sqrt{12}$.", "debatable: 'or equivalently' a second form that is not equal (\\sqrt{12} = 2\\sqrt3): two different final values", True),
    m("t_m_tag_simplifies_wrong", "A", G_DICE, "wrong", "tag", th("10 of the 72 ordered... hmm, 5 of 36.\n") + r"<answer>$\frac{10}{72}$, which simplifies to $\frac{5}{32}$</answer>", "the tag's last form 5/32 is wrong"),
    m("x_m_ok_bold_poly", "B", G_POLY, "correct", "phrase", POLY + "\n\n" + r"**Final Answer:** $3x^2 + 13x - 10$", "a bold Final Answer without a box"),
    m("u_m_ok_boxed_words", "B", G_CIRC, "correct", "boxed", CIRC + r" $\boxed{\text{The area is } 25\pi}$", "a box holding words and the gold"),
    m("r_m_ok_second_form_degrees", "B", G_RAD, "correct", "boxed", RAD + r" $\boxed{\frac{7\pi}{6}}$ (that is, $210^\circ$ in radians)", "the radian answer boxed, the given degrees named after it"),
    m("t_m_ok_tag_bold", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>**$\frac{7\pi}{6}$**</answer>", "bold LaTeX in the tag"),
    m("r_m_ok_text_check", "B", G_COMB, "correct", "boxed", COMB + r" $\boxed{84}$ \text{(check: } 84 \cdot 3! = 504 \text{ ordered choices ✓)}", "a \\text check after the box"),
]
# fmt: on

DECISIONS = {
    "t_m_ok_approx_after": (
        "accept",
        "the tag states the exact value 2\\sqrt6 first; '\\approx 4.90' is only a second form of it",
    ),
    "h_hash_hedge": (
        "reject",
        "a hedge in the phrase is two final answers (README: a hedge is wrong)",
    ),
    "x_share_not_percent": (
        "reject",
        "0.6 is the share; the question asks the percent 60 (round 5's decision)",
    ),
    "n_m_xmark_table": (
        "reject",
        "every row of the table is marked wrong, including the one holding 12; nothing is stated as the answer",
    ),
    "u_dozen_only": (
        "reject",
        "13 dozen is the other unit; the count asked for is 156 eggs (another quantity is wrong)",
    ),
    "r_m_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is not its answer (round 21's convention: wrong)",
    ),
    "r_m_retract_cut": (
        "reject",
        "the boxed gold is explicitly retracted; the recomputation is cut off before a value",
    ),
    "q_self_set": (
        "reject",
        "the #### answer to the question posed is 17400; 14125 only answers a follow-up the model set itself",
    ),
    "x_m_decimal_pi": (
        "reject",
        "the box, the stated answer, is a rounded decimal of an exact gold; 25\\pi is only working",
    ),
    "x_m_rad_decimal": (
        "reject",
        "the box, the stated answer, is a rounded decimal of an exact gold; the exact value is only working",
    ),
    "r_m_second_form_wrong": (
        "reject",
        "'or equivalently \\sqrt{12}' states a second, different value after the box: two final answers",
    ),
    "q_m_example_refusal": (
        "reject",
        "a box under 'for example', followed by a refusal, is no final answer",
    ),
    "b_ok_nbsp_thousands": (
        "accept",
        "a no-break space is an honest thousands separator (14 125 is one number, no other reading)",
    ),
}


def write_records_escaping(out: Path, records: list[dict]) -> None:
    """corpus_build.write_records, except that a record holding a lone surrogate (which UTF-8
    cannot encode) is written with JSON escapes (ensure_ascii), so json.loads gives it back."""
    import json

    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            line = json.dumps(record, ensure_ascii=False)
            try:
                line.encode("utf-8")
            except UnicodeEncodeError:
                line = json.dumps(record, ensure_ascii=True)
            handle.write(line + "\n")
    print(f"wrote {len(records)} records to {out}")


if __name__ == "__main__":
    import corpus_build

    corpus_build.write_records = write_records_escaping  # lone surrogates as JSON escapes

    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = (
            Path(__file__).resolve().parent
        )  # written outside the corpus folder: write beside this file
    write_probes("adversarial_redteam125", CASES, [], DECISIONS)
