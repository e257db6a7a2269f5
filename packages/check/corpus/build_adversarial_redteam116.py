r"""Build adversarial_redteam116.jsonl: a hundred-and-sixteenth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam116", issue 25), written by a new author WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, `reason-ppo check`, math-verify, sympy or any grader on the
probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md (label conventions),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure) were read.

Aim of this round: English only; the eight classes of the issue as a hidden-test author who knows real
model outputs writes them, each class's most natural shapes first (the issue's own examples with new
numbers and wordings: `<answer> The answer is 193. </answer>`, `<answer>$\boxed{(15,-29)}$</answer>`,
"...is 45." then "45 square roll-ups", `$\text{Answer: } -\frac{\pi}{6}.$`, "I think the answer is
definitely \(8000\).", "two hundred ninety-four dollars", unclosed tags, invented `User:` turns,
self-set problems, cut restarts, "So the answer is #### 42", values near zero, `\boxed{\not= 18}`,
`#### 18 fewer`, "Edit: 20", a quoted `> #### 18`, NUL and control characters), then realistic long
completions: R1 `<think>` blocks with "Wait," and several candidate values, Qwen-Math numbered steps
ending in a box, Llama 3 "## Step N:" and "The final answer is", GSM8K `<<a*b=c>>` annotations,
Minerva "Final Answer:", "**Final Answer**" blocks, bold answers, a table's last row, trailing checks,
chat end tokens, token-cap cuts. About 60 % GSM8K, 40 % MATH; about half kind A, half kind B.

Problems (gold; arithmetic checked by hand, python used for plain arithmetic only):
GSM8K: 27 boxes of 14 pencils, 185 handed out -> 193 (27*14 = 270 + 108 = 378; 378 - 185 = 193;
check 193 + 185 = 378; misreading 158 -> 220); 8 trays of 36 cookies at $0.75 -> 216 (8*36 = 288;
288 * 3/4 = 216; subtotal 288, per item 0.75); 62 mph for 3.5 h -> 217 (62*3 = 186 + 31 = 217);
rent $1,450 for 12 months plus a $600 deposit -> 18000 (12*1450 = 17400; + 600 = 18000; without the
deposit 17400); 4 degrees falling 1.5 an hour for 6 hours -> -5 (1.5*6 = 9; 4 - 9 = -5; sign lost 5);
18 hens laying 4 eggs -> 72 (= 6 dozen); 23 of 40 seedlings sprouting -> 57.5 (23/40 = 0.575);
$90 less three $30 lamps -> 0; a pan cut 9 by 5 -> 45 roll-ups; 7 tickets at $42 -> 294 (7*42 =
280 + 14 = 294); a 20 x 20 x 20 crate -> 8000 cubic inches; 6 packs of 2 stickers plus 30 -> 42
(12 + 30 = 42); 45 apples less 27 -> 18 (misreading 25 -> 20); a 110-minute film plus 35 minutes
of ads -> 145 minutes; 5 bags of 3.2 kg -> 16 kg.
MATH: x + y = -14, 2x + y = 1 -> (15, -29) (subtracting: x = 15, y = -29; check 30 - 29 = 1);
\arcsin(-1/2) -> -\frac{\pi}{6}; two dice summing to 8 -> \frac{5}{36} (five pairs); \sqrt{72} ->
6\sqrt{2} (~8.485, not exact); |2x - 1| <= 5 -> [-2, 3]; the inverse of [[1, 2], [3, 4]] ->
[[-2, 1], [3/2, -1/2]] (det -2; product checked to be I); a regular pentagon's interior angle in
degrees -> 108 (540/5; 3\pi/5 is radians); (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8);
(x - 3)(2x + 5) -> 2x^2 - x - 15; the roots of x^3 - x^2 - 6x -> -2, 0, 3; 234_5 -> 69
(50 + 15 + 4); \binom{9}{3} -> 84 (504/6); f(x) = 3x^2 - 12 at x = 2 -> 0; 2/\sqrt3 ->
\frac{2\sqrt{3}}{3} (~1.1547); 0.\overline{36} -> \frac{4}{11} (36/99).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps); `n_` negation, strike-out, annotation; `u_` words after a
number; `r_` retractions after the answer (and harmless after-text); `q_` quoted, reported, asked,
other-part, invented-turn and self-set text; `b_` bad input a JSON corpus can hold. An `_m_` after the
prefix marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a WRONG (or unanswered) completion the checker must refuse; "B" a RIGHT completion in a
notation, or with after-text, real models write.

Label conventions used (corpus/README.md "How labels were made" and round 21's): the LAST final
answer counts; a hedge or two different final answers is `wrong`; no final answer (cut off, a negation
or strike-out with nothing after, a placeholder, only a quotation, a question or a hypothetical) is
`no_answer`; a value the model itself marks wrong is `wrong`; an answer withdrawn with nothing new is
`wrong` (round 20); an explicit correction after an answer makes the corrected value final; a check,
a pleasantry or a hypothetical after a committed answer does not replace it; text in an invented next
turn, a self-set new problem or a few-shot continuation does not count; an answer tag's content is
the final answer, read for the value a sentence, equation chain or box in it states; equal value
written differently is `correct`; another quantity (a subtotal, the other unit, the per-item value)
is `wrong`; a decimal for an exact irrational or repeating gold is `wrong`, a tolerance only for
decimals the model wrote as decimals; degrees are not radians; a percent gold accepts `%`; a NUL
anywhere (lone surrogates cannot be stored in the file) makes the pair bad input: kind A, `no_answer`.
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes.

Usage: python3 build_adversarial_redteam116.py (in the corpus folder; from elsewhere it writes beside
itself)
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
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
# pencils: gold 193 (27 * 14 = 378; 378 - 185 = 193). Misreading 158: 378 - 158 = 220.
PEN = "The school buys 27 * 14 = <<27*14=378>>378 pencils.\nAfter handing out 185, 378 - 185 = <<378-185=193>>193 pencils are left.\n"
PEN_SLIP = "The school buys 27 * 14 = <<27*14=378>>378 pencils.\nAfter handing out 158, 378 - 158 = <<378-158=220>>220 pencils are left.\n"
PEN_THINK = (
    "Okay, so the school buys 27 boxes of pencils and each box has 14 pencils. Let me get the total first. "
    "27 times 14... 27 * 10 = 270 and 27 * 4 = 108, so 270 + 108 = 378.\n\n"
    "Then they hand out 185 pencils. 378 - 185... 378 - 100 = 278, and 278 - 85 = 193. Hmm, wait, let me "
    "double-check that: 378 - 180 = 198, minus 5 more is 193. Yes.\n\n"
    "Wait, did the problem say 185 or 158? Let me reread. It says 185 pencils. So 193, not 220.\n\n"
    "Let me verify: 193 + 185 = 378. Correct.\n"
)
# cookies: gold 216 (8 * 36 = 288; 288 * 0.75 = 216). Subtotal 288, per item 0.75.
COOK = "8 trays of 36 cookies make 8 * 36 = <<8*36=288>>288 cookies.\nAt $0.75 each she earns 288 * 0.75 = <<288*0.75=216>>216 dollars.\n"
COOK_Q = qwen(
    "To find how much the bakery earns, we follow these steps:",
    ("Count the cookies", "8 trays \\(\\times\\) 36 cookies per tray \\(= 288\\) cookies."),
    ("Compute the earnings", "288 cookies \\(\\times\\) \\$0.75 per cookie \\(= \\$216\\)."),
)
# drive: gold 217 (62 * 3.5 = 217).
DRIVE = "At 62 miles per hour for 3.5 hours, the car goes 62 * 3.5 = <<62*3.5=217>>217 miles.\n"
# rent: gold 18000 (12 * 1450 = 17400; + 600 = 18000). Without the deposit 17400.
RENT = "12 months at $1,450 is 12 * 1450 = <<12*1450=17400>>17400 dollars.\nWith the $600 deposit: 17400 + 600 = <<17400+600=18000>>18000 dollars.\n"
RENT_NODEP = "12 months at $1,450 is 12 * 1450 = <<12*1450=17400>>17400 dollars.\n"
RENT_L = llama(
    (
        "Find the rent for the year",
        "The rent is \\$1,450 a month, so for 12 months it is 12 * \\$1,450 = \\$17,400.",
    ),
    (
        "Add the security deposit",
        "The deposit is \\$600, so the total is \\$17,400 + \\$600 = \\$18,000.",
    ),
)
# temperature: gold -5 (1.5 * 6 = 9; 4 - 9 = -5). Sign lost: 5.
TEMP = "The temperature drops 1.5 * 6 = <<1.5*6=9>>9 degrees, so it ends at 4 - 9 = <<4-9=-5>>-5 degrees.\n"
# eggs: gold 72 (18 * 4 = 72 = 6 dozen).
EGGS = "18 hens lay 4 eggs each, so there are 18 * 4 = <<18*4=72>>72 eggs.\n"
# seedlings: gold 57.5 (23 / 40 = 0.575 = 57.5 %).
PCT = (
    "23 of the 40 seedlings sprouted, so 23 / 40 * 100 = <<23/40*100=57.5>>57.5 percent sprouted.\n"
)
# lamps: gold 0 (3 * 30 = 90; 90 - 90 = 0).
BUD = "Three lamps at $30 cost 3 * 30 = <<3*30=90>>90 dollars, so 90 - 90 = <<90-90=0>>0 dollars are left.\n"
# roll-ups: gold 45 (9 * 5).
ROLL = "The pan is cut into 9 rows of 5, so there are 9 * 5 = <<9*5=45>>45 roll-ups.\n"
# tickets: gold 294 (7 * 42).
TIX = "7 tickets at $42 each cost 7 * 42 = <<7*42=294>>294 dollars.\n"
# crate: gold 8000 (20^3).
CUBE = "The crate holds 20 * 20 * 20 = <<20*20*20=8000>>8000 cubic inches.\n"
# stickers: gold 42 (6 * 2 = 12; 12 + 30 = 42).
STK = "Mia has 6 packs of 2 stickers, so 6 * 2 = <<6*2=12>>12 stickers. She gets 30 more: 12 + 30 = <<12+30=42>>42 stickers.\n"
# apples: gold 18 (45 - 27). Misreading 25: 20.
APL = "Tom had 45 apples and gave away 27, so 45 - 27 = <<45-27=18>>18 apples are left.\n"
# film: gold 145 (110 + 35) minutes.
MOV = "The film runs 110 minutes and the ads 35 minutes, so 110 + 35 = <<110+35=145>>145 minutes.\n"
# bags: gold 16 (5 * 3.2) kg.
BAG = "5 bags of 3.2 kg weigh 5 * 3.2 = <<5*3.2=16>>16 kg.\n"

# ================================================================ MATH working
G_SYS = "(15,-29)"  # x + y = -14, 2x + y = 1 -> x = 15, y = -29
SYS = r"Subtracting the first equation from the second gives $x = 15$, so $y = -14 - 15 = -29$."
G_ASIN = r"-\frac{\pi}{6}"
ASIN = r"We need $\theta \in \left[-\frac{\pi}{2}, \frac{\pi}{2}\right]$ with $\sin\theta = -\frac{1}{2}$. Since $\sin\frac{\pi}{6} = \frac{1}{2}$ and sine is odd, $\theta = -\frac{\pi}{6}$."
G_DICE = r"\frac{5}{36}"
DICE = r"There are $36$ equally likely outcomes. The sum is $8$ for $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ outcomes."
DICE_THINK = (
    "Two dice, so 6 * 6 = 36 outcomes. Sum of 8: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5.\n\n"
    "Wait, should (4,4) count once or twice? It's one outcome since both dice show 4. So 5, not 6. "
    "Hmm, what about (1,7)? No, a die has no 7.\n\n"
    "So the probability is 5/36. Let me double check by counting sum 6 as a sanity check: (1,5),(2,4),(3,3),(4,2),(5,1) = 5, "
    "and sums 6 and 8 are symmetric about 7. Good, 5/36.\n"
)
G_SQ = r"6\sqrt{2}"
SQ = r"$\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$"
G_INT = "[-2,3]"
INT = r"$-5 \le 2x - 1 \le 5$ gives $-4 \le 2x \le 6$, so $-2 \le x \le 3$."
G_MAT = r"\begin{pmatrix} -2 & 1 \\ \frac{3}{2} & -\frac{1}{2} \end{pmatrix}"
MAT = r"The determinant is $1 \cdot 4 - 2 \cdot 3 = -2$, so the inverse is $\frac{1}{-2}\begin{pmatrix} 4 & -2 \\ -3 & 1 \end{pmatrix}$."
G_PENT = "108"
PENT = r"The interior angles of a pentagon sum to $(5-2) \cdot 180^\circ = 540^\circ$, so each one is $540^\circ / 5$"
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8$"
G_POLY = "2x^2 - x - 15"
POLY = r"$(x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15$"
G_ROOTS = "-2, 0, 3"
ROOTS = r"$x^3 - x^2 - 6x = x(x^2 - x - 6) = x(x - 3)(x + 2) = 0$."
G_BASE = "69"
BASE = r"$234_5 = 2 \cdot 25 + 3 \cdot 5 + 4 = 50 + 15 + 4$"
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}$"
G_ZERO = "0"
ZERO = r"$f(2) = 3 \cdot 2^2 - 12 = 12 - 12$"
G_RAT = r"\frac{2\sqrt{3}}{3}"
RAT = r"$\frac{2}{\sqrt{3}} = \frac{2}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}}$"
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}$"
MAT_Q = qwen(
    "To find the inverse of \\(A = \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}\\), we use the formula for a \\(2 \\times 2\\) matrix.",
    ("Determinant", "\\(\\det A = 1 \\cdot 4 - 2 \\cdot 3 = -2\\)."),
    (
        "Adjugate",
        "Swap the diagonal and negate the off-diagonal: \\(\\begin{pmatrix} 4 & -2 \\\\ -3 & 1 \\end{pmatrix}\\).",
    ),
    ("Divide", "\\(A^{-1} = -\\frac{1}{2}\\begin{pmatrix} 4 & -2 \\\\ -3 & 1 \\end{pmatrix}\\)."),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "193", "wrong", "tag", th(PEN_SLIP) + "<answer> The answer is 220. </answer>", "a sentence in the tag states 220 (158 misread for 185)"),
    g("t_equation_slip", "A", "193", "wrong", "tag", th(PEN_SLIP) + "<answer>378 - 158 = 220</answer>", "an equation chain in the tag ending 220"),
    g("t_unclosed_slip", "A", "193", "wrong", "tag", th(PEN_SLIP) + "<answer> 220", "an unclosed tag holding 220"),
    g("t_empty", "A", "193", "no_answer", "tag", th(PEN_THINK) + "<answer> </answer>", "an empty tag; 193 only in the thinking"),
    g("t_placeholder", "A", "216", "no_answer", "tag", th(COOK) + "<answer> [your final answer] </answer>", "a template placeholder in the tag"),
    g("t_subtotal", "A", "216", "wrong", "tag", th(COOK) + "<answer>288 cookies</answer>", "the subtotal (cookies), not the earnings"),
    g("t_per_item", "A", "216", "wrong", "tag", th(COOK) + "<answer>$0.75</answer>", "the per-item price"),
    g("t_think_gold_tag_other", "A", "193", "wrong", "tag", th(PEN_THINK) + "<answer>198</answer>", "the thinking ends on 193 but the tag holds 198, a candidate from the working"),
    g("t_two_tags_last_other", "A", "193", "wrong", "tag", th(PEN) + "<answer>193</answer>\n<answer>220</answer>", "two tags, the last 220"),
    g("t_tag_hedge", "A", "193", "wrong", "tag", th(PEN) + "<answer>193 or 220</answer>", "a hedge in the tag"),
    g("t_box_nodep", "A", "18000", "wrong", "tag", th(RENT_NODEP) + "<answer>$\\boxed{17400}$</answer>", "a box in the tag without the deposit"),
    g("t_tag_then_user", "A", "193", "wrong", "tag", th(PEN_SLIP) + "<answer>220</answer>\nUser: My book says 193. Is that right?\nAssistant: Yes, the answer is 193.", "the gold only in an invented User/Assistant exchange after the tag"),
    m("t_m_tuple_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>$\\boxed{(-29,15)}$</answer>", "the pair swapped"),
    m("t_m_decimal", "A", G_SQ, "wrong", "tag", th(SQ + r" $\approx 8.49$." + "\n") + "<answer>8.49</answer>", "a decimal for 6\\sqrt2"),
    m("t_m_cut_in_tag", "A", G_DICE, "no_answer", "tag", th(DICE_THINK) + "<answer>\\frac{5}{", "cut at the token cap inside the tag"),
    m("t_m_words_only", "A", G_DICE, "no_answer", "tag", th(DICE_THINK) + "<answer> the probability of rolling a sum of 8 </answer>", "the tag holds words, no value"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 3</answer>", "only one of the three roots"),
    g("t_ok_sentence", "B", "193", "correct", "tag", th(PEN) + "<answer> The answer is 193. </answer>", "the issue's shape: a sentence in the tag"),
    g("t_ok_equation", "B", "193", "correct", "tag", th(PEN) + "<answer>378 - 185 = 193</answer>", "an equation chain ending in the gold"),
    g("t_ok_unclosed", "B", "193", "correct", "tag", th(PEN_THINK) + "<answer> 193", "an unclosed tag holding the gold (long R1 thinking with candidates 198 and 220)"),
    g("t_ok_dollars", "B", "216", "correct", "tag", th(COOK) + "<answer>$216.00</answer>", "a dollar amount with cents"),
    g("t_ok_sentence_units", "B", "217", "correct", "tag", th(DRIVE) + "<answer>The car travels 217 miles.</answer>", "a sentence with a unit"),
    g("t_ok_bold_comma", "B", "18000", "correct", "tag", th(RENT) + "<answer>**$18,000**</answer>", "bold, dollar sign and thousands separator"),
    g("t_ok_box", "B", "72", "correct", "tag", th(EGGS) + "<answer>\\boxed{72}</answer>", "a box in the tag"),
    g("t_ok_percent", "B", "57.5", "correct", "tag", th(PCT) + "<answer>57.5%</answer>", "a percent gold with %"),
    g("t_ok_eos_after", "B", "45", "correct", "tag", th(ROLL) + "<answer>45</answer><|endoftext|>", "an end token after the tag"),
    g("t_ok_eq_sentence", "B", "42", "correct", "tag", th(STK) + "<answer>Mia has 12 + 30 = 42 stickers now.</answer>", "a sentence with an equation in the tag"),
    m("t_m_ok_box_tuple", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>$\\boxed{(15,-29)}$</answer>", "the issue's shape: a boxed pair in math mode in the tag"),
    m("t_m_ok_text_answer", "B", G_ASIN, "correct", "tag", th(ASIN + "\n") + "<answer>$\\text{Answer: } -\\frac{\\pi}{6}.$</answer>", "the issue's shape: \\text{Answer: } before the value"),
    m("t_m_ok_matrix_sentence", "B", G_MAT, "correct", "tag", th(MAT + "\n") + "<answer>The inverse is $\\begin{pmatrix} -2 & 1 \\\\ 3/2 & -1/2 \\end{pmatrix}$.</answer>", "a sentence with the matrix, 3/2 written inline"),
    m("t_m_ok_equation", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>$(3+2i)(1-4i) = 11 - 10i$</answer>", "an equation whose right side is the gold"),
    m("t_m_ok_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + "<answer>x = -2, x = 0, x = 3</answer>", "three roots as equations"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>$x \\in [-2, 3]$</answer>", "x \\in the interval"),

    # ================================================================ 2. phrase marker then ####
    g("h_both_slip", "A", "193", "wrong", "hash", PEN_SLIP + "The answer is 220.\n#### 220", "phrase and #### agree on 220"),
    g("h_phrase_gold_hash_other", "A", "193", "wrong", "hash", PEN + "The answer is 193.\n#### 220", "phrase 193, #### 220: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "193", "wrong", "hash", PEN + "#### 193\nThe final answer is 220.", "#### 193, then a final-answer phrase stating 220"),
    g("h_inline_other", "A", "42", "wrong", "hash", "Mia has 6 packs of 2 stickers, 6 + 2 = 8 stickers, and 8 + 30 = 38.\nSo the answer is #### 38", "the issue's shape with a wrong value (6 + 2 for 6 * 2)"),
    g("h_empty_hash", "A", "216", "no_answer", "hash", COOK + "The answer is:\n####", "an empty phrase and an empty ####"),
    g("h_phrase_hash_subtotal", "A", "216", "wrong", "hash", COOK + "She earns $216.\n#### 288", "phrase 216, #### the subtotal 288"),
    g("h_sign_lost", "A", "-5", "wrong", "hash", TEMP + "So the final temperature is 5 degrees below zero.\n#### 5", "the phrase says below zero but the marked #### value is 5", True),
    g("h_phrase_hedge", "A", "72", "wrong", "hash", EGGS + "The answer is either 72 or 6.\n#### 72", "a hedge in the phrase, #### the gold", True),
    g("h_llama_then_hash_other", "A", "18", "wrong", "hash", APL + "The final answer is: $\\boxed{18}$\n#### 20", "a Llama closing line 18, then #### 20"),
    g("h_hash_range", "A", "193", "wrong", "hash", PEN + "The answer is about 190 to 200.\n#### 190-200", "a range"),
    g("h_bold_nodep", "A", "18000", "wrong", "hash", RENT_L + "**Answer: $17,400**\n\n#### 17400", "bold answer and #### without the deposit"),
    g("h_hash_cut", "A", "294", "no_answer", "hash", "7 tickets at $42 each cost 7 * 42 = <<7*42=294>>294 dollars.\nSo the answer is\n####", "cut right after the ####, no value", True),
    m("h_m_both_other", "A", G_COMB, "wrong", "hash", r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3!} = \frac{498}{6} = 83$." + "\nThe answer is 83.\n#### 83", "a slip, 83 in phrase and ####"),
    m("h_m_box_hash_other", "A", G_COMB, "wrong", "hash", COMB + r" $= \boxed{84}$" + "\n#### 48", "box 84, #### 48: two different finals"),
    m("h_m_hash_decimal", "A", G_RAT, "wrong", "hash", RAT + r" $\approx 1.15$" + "\nThe answer is 1.15.\n#### 1.15", "a rounded decimal for 2\\sqrt3/3"),
    m("h_m_hash_cut", "A", G_REP, "no_answer", "hash", REP + "\nThe answer is\n#### \\frac{4}{", "cut inside the #### fraction"),
    g("h_ok_phrase_hash", "B", "193", "correct", "hash", PEN + "The answer is 193.\n#### 193", "phrase and #### agree"),
    g("h_ok_inline", "B", "42", "correct", "hash", STK + "So the answer is #### 42", "the issue's shape: phrase and #### on one line"),
    g("h_ok_units_dollar", "B", "216", "correct", "hash", COOK_Q + "She earns $216 in total.\n#### $216", "Qwen steps, then a phrase and a dollar ####"),
    g("h_ok_comma", "B", "18000", "correct", "hash", RENT_L + "The total cost for the year is $18,000.\n#### 18,000", "Llama steps, then a phrase and a comma ####"),
    g("h_ok_negative", "B", "-5", "correct", "hash", TEMP + "The final temperature is -5 degrees.\n#### -5", "a negative value"),
    g("h_ok_check_after", "B", "42", "correct", "hash", STK + "The answer is 42.\n#### 42\n\nCheck: 12 + 30 = 42 ✓", "a trailing check"),
    g("h_ok_trailing_words", "B", "217", "correct", "hash", DRIVE + "The answer is 217 miles, which is how far the car travels.\n#### 217", "a phrase with trailing words"),
    g("h_ok_percent", "B", "57.5", "correct", "hash", PCT + "The answer is 57.5%.\n#### 57.5%", "#### with %"),
    g("h_ok_minerva_after", "B", "145", "correct", "hash", MOV + "#### 145\n" + MINERVA.format("145"), "#### then an agreeing Minerva line"),
    g("h_ok_bold_phrase", "B", "294", "correct", "hash", TIX + "**The answer is $294.**\n\n#### 294", "a bold phrase then ####"),
    g("h_ok_nospace", "B", "16", "correct", "hash", BAG + "The answer is 16 kg.\n####16", "#### without a space"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 84.\nThe answer is 84.\n#### 84", "a MATH answer with ####"),
    m("h_m_ok_box_hash", "B", G_BASE, "correct", "hash", BASE + r" $= \boxed{69}$" + "\n#### 69", "a box then an agreeing ####"),
    m("h_m_ok_hash_frac", "B", G_REP, "correct", "hash", REP + r" $= \frac{4}{11}$." + "\nThe answer is $\\frac{4}{11}$.\n#### \\frac{4}{11}", "a LaTeX fraction after ####"),
    m("h_m_ok_hash_tuple", "B", G_SYS, "correct", "hash", SYS + "\nThe answer is (15, -29).\n#### (15, -29)", "a pair after ####, spaced"),
    m("h_m_ok_hash_complex", "B", G_CPX, "correct", "hash", CPX[:-1] + " = 11 - 10i$.\nSo the answer is #### $11-10i$", "a complex number in math mode after ####"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", BUD.replace("90 - 90 = <<90-90=0>>0", "90 - 89.99 = <<90-89.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_tiny", "A", "0", "wrong", "boxed", BUD + "So she has $\\boxed{0.0001}$ dollars left.", "0.0001 against gold 0: a tolerance trap"),
    g("x_rounded_up", "A", "57.5", "wrong", "hash", PCT + "Rounding to a whole percent, about 58% sprouted.\n#### 58", "rounded to 58"),
    g("x_truncated", "A", "57.5", "wrong", "hash", PCT + "#### 57", "truncated to 57"),
    g("x_cent_off", "A", "18000", "wrong", "hash", RENT + "#### 18000.01", "one cent off"),
    g("x_share", "A", "57.5", "wrong", "hash", PCT + "#### 0.575", "a share where the working computes a percent", True),
    g("x_off_one", "A", "193", "wrong", "hash", PEN.replace("=193>>193", "=194>>194") + "#### 194", "an arithmetic slip: 194"),
    g("x_decimal_shift", "A", "216", "wrong", "hash", "288 cookies at $0.75 each: 288 * 0.075 = 21.6 dollars.\n#### 21.6", "the decimal point shifted"),
    m("x_m_decimal_irr", "A", G_SQ, "wrong", "boxed", SQ + r" $\approx \boxed{8.485}$", "a decimal for 6\\sqrt2 (8.48528...)"),
    m("x_m_decimal_rep", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.36}$", "0.36 is not 4/11"),
    m("x_m_decimal_rep_long", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{0.363636}$", "six digits of 0.3636..., still not 4/11"),
    m("x_m_near_zero", "A", G_ZERO, "wrong", "boxed", r"$f(2) = 3 \cdot 2^2 - 12 = 12 - 11.999999999 = \boxed{10^{-9}}$", "10^{-9} against gold 0"),
    m("x_m_pi_decimal", "A", G_ASIN, "wrong", "boxed", ASIN + r" Numerically, $\theta \approx \boxed{-0.5236}$.", "a decimal for -\\pi/6 boxed last"),
    m("x_m_close_frac", "A", G_DICE, "wrong", "boxed", r"The sum is $8$ for $(2,6), (3,5), (4,4), (5,3), (6,2)$, and I count $32$ outcomes in total after removing the doubles, so the probability is $\boxed{\frac{5}{32}}$.", "5/32, close to 5/36"),
    m("x_m_wrong_radical", "A", G_SQ, "wrong", "boxed", r"$\sqrt{72} = \sqrt{36 \cdot 3}$, wait, $36 \cdot 2 = 72$... $\boxed{6\sqrt{3}}$", "6\\sqrt3, the wrong radicand boxed"),
    m("x_m_approx_box", "A", G_RAT, "wrong", "boxed", RAT + r" $\approx \boxed{1.155}$", "1.155 for 2\\sqrt3/3"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", BUD + "#### 0.00", "0.00 for 0"),
    g("x_ok_zero_dollar", "B", "0", "correct", "phrase", BUD + "She has **$0** left.", "a bold $0"),
    g("x_ok_trailing_zero", "B", "57.5", "correct", "hash", PCT + "#### 57.50", "a trailing zero"),
    g("x_ok_fraction", "B", "57.5", "correct", "boxed", PCT + "So $\\boxed{\\frac{115}{2}}$ percent sprouted.", "115/2 = 57.5"),
    g("x_ok_decimal_int", "B", "217", "correct", "hash", DRIVE + "#### 217.0", "217.0 for 217"),
    g("x_ok_cents", "B", "216", "correct", "hash", COOK + "#### $216.00", "cents written"),
    g("x_ok_neg_decimal", "B", "-5", "correct", "boxed", TEMP + "The final temperature is $\\boxed{-5.0}$ degrees.", "-5.0 for -5"),
    g("x_ok_sci", "B", "18000", "correct", "phrase", RENT + "The total is $1.8 \\times 10^4$ dollars.", "scientific notation, exactly 18000"),
    m("x_m_ok_unsimplified", "B", G_SQ, "correct", "boxed", r"The answer is $\boxed{\sqrt{72}}$.", "\\sqrt{72} = 6\\sqrt2 unsimplified"),
    m("x_m_ok_unrationalized", "B", G_RAT, "correct", "boxed", r"$\frac{2}{\sqrt{3}}$ is already exact, so the value is $\boxed{\frac{2}{\sqrt{3}}}$.", "2/\\sqrt3 = 2\\sqrt3/3"),
    m("x_m_ok_frac_unreduced", "B", G_DICE, "correct", "boxed", DICE + r" The probability is $\boxed{\frac{10}{72}}$.", "10/72 = 5/36"),
    m("x_m_ok_dfrac", "B", G_DICE, "correct", "boxed", th(DICE_THINK) + DICE + r" So the probability is $\boxed{\dfrac{5}{36}}$.", "\\dfrac after a long think with a candidate 6"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$.", "exactly 0"),
    m("x_m_ok_pi_coeff", "B", G_ASIN, "correct", "boxed", ASIN + r" So $\arcsin\left(-\frac{1}{2}\right) = \boxed{-\frac{1}{6}\pi}$.", "-\\pi/6 written -(1/6)\\pi"),
    m("x_m_ok_sqrt_coeff", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\frac{2}{3}\sqrt{3}}$", "(2/3)\\sqrt3"),
    m("x_m_ok_overline", "B", G_REP, "correct", "boxed", r"The number is already in lowest repeating form: $\boxed{0.\overline{36}}$.", "0.\\overline{36} = 4/11 exactly", True),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_eq_box", "A", "18", "no_answer", "boxed", APL + "$\\boxed{\\not= 18}$", "the issue's shape: a box holding \\not= gold"),
    g("n_neq_box", "A", "193", "no_answer", "boxed", PEN + "$\\boxed{\\neq 193}$", "\\neq gold in a box"),
    g("n_sout", "A", "18", "no_answer", "phrase", APL + "The answer is \\sout{18}.", "the gold struck with \\sout, nothing after"),
    g("n_strike_md", "A", "18", "no_answer", "hash", APL + "#### ~~18~~", "struck with ~~, nothing after"),
    g("n_strike_then_other", "A", "18", "wrong", "hash", APL + "#### ~~18~~ 20", "the gold struck, 20 after"),
    g("n_wrong_annot", "A", "18", "wrong", "hash", APL + "#### 18 (wrong)", "the issue's shape: the model marks its answer wrong"),
    g("n_is_not", "A", "42", "no_answer", "phrase", STK + "The answer is not 42.", "the gold negated, nothing after"),
    g("n_cross", "A", "193", "wrong", "boxed", PEN + "$\\boxed{193}$ ✗", "a cross mark after the box"),
    g("n_incorrect_arrow", "A", "216", "wrong", "phrase", COOK_Q + "**Answer: $216** ← incorrect, see below\n\nI could not find the error.", "an arrow annotation marking it incorrect, nothing new"),
    g("n_strike_html", "A", "294", "no_answer", "phrase", TIX + "The answer is <s>294</s>.", "an HTML strike, nothing after"),
    m("n_m_cancel", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\cancel{84}}$", "a cancelled box"),
    m("n_m_neq_roots", "A", G_ROOTS, "no_answer", "boxed", ROOTS + r" $\boxed{x \neq -2, 0, 3}$", "\\neq inside the box"),
    m("n_m_sout_then_other", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{\sout{11 - 10i}\ 11 + 10i}$", "the gold struck, 11 + 10i after"),
    m("n_m_annot_incorrect", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{69}$ (incorrect)", "the model marks its box incorrect"),
    m("n_m_definitely_not", "A", G_DICE, "no_answer", "phrase", DICE + r" So the answer is definitely not $\frac{5}{36}$.", "definitely not the gold, nothing else"),
    m("n_m_xcancel", "A", G_PENT, "no_answer", "boxed", PENT + r" $= \boxed{\xcancel{108^\circ}}$", "a \\xcancel box"),
    g("n_ok_not_other", "B", "18", "correct", "phrase", APL + "The answer is not 20 but 18.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "18", "correct", "hash", APL + "#### ~~20~~ 18", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "193", "correct", "boxed", PEN + "$\\boxed{193}$ ✓", "a check mark after the box"),
    g("n_ok_not_dozens", "B", "72", "correct", "hash", EGGS + "#### 72 (not 6, which is the number of dozens)", "a parenthesis negating another value"),
    g("n_ok_correct_annot", "B", "294", "correct", "hash", TIX + "#### 294 (correct)", "an annotation affirming it"),
    g("n_ok_wrong_earlier", "B", "193", "correct", "hash", "First I got 378 - 158 = 220, which is wrong: 158 is not the number handed out.\n" + PEN + "#### 193", "an earlier value called wrong, then the gold"),
    g("n_ok_strike_sentence", "B", "18000", "correct", "phrase", RENT_NODEP + "~~The answer is $17,400.~~ I forgot the deposit.\n\n17400 + 600 = 18000. The answer is $18,000.", "a struck earlier sentence, then the gold"),
    g("n_ok_not_positive", "B", "-5", "correct", "phrase", TEMP + "The answer is -5 degrees, not 5.", "the sign stressed by a negation"),
    g("n_ok_verified", "B", "216", "correct", "boxed", COOK + "$\\boxed{216}$ (verified: 216 / 0.75 = 288)", "a verifying annotation"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", r"$\frac{2}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}} = \frac{2\sqrt{3}}{\cancel{\sqrt{3}}\cdot\sqrt{3}} \cdot \cancel{1} = \boxed{\frac{2\sqrt{3}}{3}}$", "\\cancel in the working only"),
    m("n_m_ok_not_radians", "B", G_PENT, "correct", "boxed", PENT + r" $= 108^\circ$. The answer is not $\frac{3\pi}{5}$ (that is the same angle in radians); in degrees it is $\boxed{108}$.", "radians mentioned and negated, degrees boxed"),
    m("n_m_ok_strike_other", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{\sout{11 + 10i}\ 11 - 10i}$", "a struck wrong value, then the gold, in the box"),
    m("n_m_ok_neq_working", "B", G_INT, "correct", "boxed", r"Note $x \neq \frac{1}{2}$ is not required here. " + INT + r" So $x \in \boxed{[-2, 3]}$.", "\\neq in the working"),
    m("n_m_ok_exact_annot", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{6\sqrt{2}}$ (exact, not $8.49$)", "an annotation negating the decimal"),
    m("n_m_ok_not_bold", "B", G_ROOTS, "correct", "phrase", ROOTS + r" So the roots are **not** only $3$: they are $x = -2$, $x = 0$ and $x = 3$.", "a bold 'not' before the full root list"),
    m("n_m_ok_not_6", "B", G_DICE, "correct", "boxed", th(DICE_THINK) + r"The answer is $\boxed{\frac{5}{36}}$, not $\frac{6}{36}$.", "another value negated after the box"),

    # ================================================================ 5. words after a number
    g("u_fewer", "A", "18", "wrong", "hash", APL + "#### 18 fewer", "the issue's shape: 'fewer' makes it a difference, not a count"),
    g("u_dozen", "A", "72", "wrong", "phrase", EGGS + "The answer is 72 dozen.", "72 dozen = 864, not 72 eggs"),
    g("u_negative_word", "A", "-5", "wrong", "hash", TEMP + "#### 5 negative", "'5 negative' after ####; the marked number is 5", True),
    g("u_more", "A", "42", "wrong", "phrase", STK + "The answer is 30 more.", "30, the stickers added, with 'more'"),
    g("u_less", "A", "193", "wrong", "hash", PEN + "#### 185 less", "185, the number handed out, with 'less'"),
    g("u_thousand_over", "A", "18000", "wrong", "phrase", RENT + "The answer is 18000 thousand dollars.", "18000 thousand = 18,000,000"),
    g("u_per_cookie", "A", "216", "wrong", "phrase", COOK + "The answer is 0.75 per cookie.", "the per-item price with 'per'"),
    g("u_hours", "A", "145", "wrong", "hash", MOV + "#### 145 hours", "the film's minutes called hours", True),
    g("u_short", "A", "193", "wrong", "hash", PEN + "#### 193 short", "'short' makes it a shortfall"),
    g("u_times", "A", "45", "wrong", "phrase", ROLL + "The answer is 45 times as many.", "'times as many' makes it a ratio"),
    g("u_percent_of", "A", "57.5", "wrong", "phrase", PCT + "The answer is 57.5% of 40, which is 23 seedlings.", "the last value stated is 23"),
    m("u_m_degrees_for_radians", "A", G_ASIN, "wrong", "boxed", ASIN + r" In degrees, $\theta = \boxed{-30^\circ}$.", "degrees boxed for a radian gold (degrees are not radians)", True),
    m("u_m_radians_for_degrees", "A", G_PENT, "wrong", "boxed", PENT + r" $= 108^\circ = \boxed{\frac{3\pi}{5}}$", "radians boxed where the gold is degrees"),
    m("u_m_dozen", "A", G_COMB, "wrong", "phrase", COMB[:-1] + r" = 84$. The answer is 84 dozen.", "'dozen' multiplies by 12"),
    m("u_m_fewer", "A", G_BASE, "wrong", "phrase", BASE[:-1] + r" = 69$, so the answer is 69 fewer.", "'fewer' makes it a difference"),
    m("u_m_pi_suffix", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84\pi}$", "a trailing \\pi changes the value"),
    g("u_ok_words", "B", "294", "correct", "phrase", TIX + "So the total cost is two hundred ninety-four dollars.", "the issue's shape: the amount in words"),
    g("u_ok_rollups", "B", "45", "correct", "phrase", ROLL + "The answer is 45.\n\n45 square roll-ups", "the issue's shape: the answer, then '45 square roll-ups'"),
    g("u_ok_miles", "B", "217", "correct", "hash", DRIVE + "#### 217 miles", "a unit after ####"),
    g("u_ok_eggs", "B", "72", "correct", "hash", EGGS + "#### 72 eggs", "a count noun after ####"),
    g("u_ok_minutes", "B", "145", "correct", "hash", MOV + "#### 145 minutes", "minutes after ####"),
    g("u_ok_kg", "B", "16", "correct", "phrase", BAG + "The answer is 16 kg.", "kg after the answer"),
    g("u_ok_percent_word", "B", "57.5", "correct", "phrase", PCT + "The answer is 57.5 percent.", "the word percent"),
    g("u_ok_degrees", "B", "-5", "correct", "phrase", TEMP + "The answer is -5 °F.", "a degree sign and F"),
    g("u_ok_thousand", "B", "18000", "correct", "phrase", RENT_L + "The answer is 18 thousand dollars.", "18 thousand = 18000"),
    g("u_ok_cubic", "B", "8000", "correct", "phrase", CUBE + "I think the answer is definitely \\(8000\\) cubic inches.", "the issue's shape: 'I think ... definitely' with a unit"),
    g("u_ok_dozen_equiv", "B", "72", "correct", "phrase", EGGS + "That is 6 dozen, i.e. 72 eggs.", "6 dozen then 72: the last value is the gold"),
    m("u_m_ok_degrees", "B", G_PENT, "correct", "boxed", PENT + r" $= \boxed{108^\circ}$", "the degree sign"),
    m("u_m_ok_degrees_word", "B", G_PENT, "correct", "phrase", PENT + r" $= 108^\circ$. Each interior angle measures 108 degrees.", "the word degrees"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{84 \text{ ways}}$", "\\text{ ways} in the box"),
    m("u_m_ok_units", "B", G_SQ, "correct", "boxed", SQ + r" $\boxed{6\sqrt{2}\text{ units}}$", "\\text{ units} in the box"),
    m("u_m_ok_base_ten", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{69}$ in base ten.", "'in base ten' after the box"),

    # ================================================================ 6. retractions
    g("r_edit", "A", "18", "wrong", "hash", APL + "#### 18\n\nEdit: 20", "the issue's shape: 'Edit: 20' after the answer"),
    g("r_wait_wrong", "A", "18", "wrong", "phrase", APL + "The answer is 18.\n\nWait, that's wrong, it's 20.", "the issue's shape: 'Wait, that's wrong, it's 20'"),
    g("r_never_mind", "A", "193", "wrong", "hash", PEN + "#### 193\n\nNever mind.", "the answer withdrawn with nothing new (round 20: wrong)", True),
    g("r_update", "A", "18000", "wrong", "hash", RENT + "#### 18000\n\nUpdate: the deposit is refunded at the end of the year, so the real cost is $17,400.\n#### 17400", "an update with a second ####"),
    g("r_correction_box", "A", "216", "wrong", "boxed", COOK_Q + "Thus, the answer is \\(\\boxed{216}\\).\n\n**Correction:** the question asks how many cookies were baked, so the answer is \\(\\boxed{288}\\).", "a **Correction:** with a second box"),
    g("r_actually", "A", "42", "wrong", "phrase", STK + "The answer is 42.\n\nActually, I made an error: each pack has 2 stickers but she buys 5 packs, so 10 + 30 = 40. The answer is 40.", "Actually ... the answer is 40"),
    g("r_r1_after_final", "A", "193", "wrong", "boxed", th(PEN_THINK) + r1final("193") + "\n\nHmm, wait: re-reading the problem, 158 pencils were handed out, so 378 - 158 = 220. The answer is $\\boxed{220}$.", "an R1 final block, then a reread and a second box 220"),
    g("r_scratch", "A", "294", "wrong", "hash", TIX + "#### 294\nScratch that: 7 * 42 = 284.\n#### 284", "Scratch that, a second #### (a slip)"),
    g("r_oops", "A", "145", "wrong", "phrase", MOV + "The answer is 145 minutes. Oops, the ads run 25 minutes, not 35, so it is 135 minutes.", "Oops, 135"),
    g("r_llama_retract", "A", "217", "wrong", "boxed", DRIVE + LLAMA_END.format("217") + "\n\nI apologize, I made a mistake. The car drove for 3 hours, so 62 * 3 = 186.\n\n" + LLAMA_END.format("186"), "a Llama apology and a second final line"),
    m("r_m_wait_order", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{84}$" + "\n\nWait, order matters here, so it is $9 \\cdot 8 \\cdot 7 = 504$.\n\n$\\boxed{504}$", "Wait, a second box 504"),
    m("r_m_disregard", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(15,-29)}$" + "\n\nActually, I'm not confident in this; please disregard the answer above.", "withdrawn with nothing new (round 20: wrong)", True),
    m("r_m_edit_other", "A", G_DICE, "wrong", "boxed", DICE + r" $\boxed{\frac{5}{36}}$" + "\n\nEdit: I double-counted; the answer should be $\\frac{5}{18}$.", "Edit: 5/18"),
    m("r_m_second_thought", "A", G_PENT, "wrong", "boxed", PENT + r" $= \boxed{108}$" + "\n\nOn second thought, the question asks for the exterior angle, which is $\\boxed{72}$.", "On second thought, 72"),
    m("r_m_sign_mistake", "A", G_CPX, "wrong", "phrase", CPX[:-1] + " = 11 - 10i$.\n\nFinal Answer: The final answer is $11 - 10i$.\n\nI made a sign mistake: $-8i^2 = -8$, so the answer is $-5 - 10i$.", "a sign 'mistake' after a Minerva line (a wrong correction)"),
    m("r_m_qwen_recheck", "A", G_ROOTS, "wrong", "boxed", ROOTS + "\n" + qbox("-2, 0, 3") + "\n\nHowever, $x = 0$ must be excluded because we divided by $x$. " + qbox("-2, 3", "So the final answer is"), "a later box drops the root 0"),
    g("r_ok_edit_format", "B", "18", "correct", "hash", APL + "#### 18\n\nEdit: fixed the formatting.", "Edit: about formatting only"),
    g("r_ok_wait_confirm", "B", "18", "correct", "hash", APL + "#### 18\n\nWait, let me double-check: 18 + 27 = 45. Yes, 18 is right.", "Wait, a check that confirms"),
    g("r_ok_correction_gold", "B", "193", "correct", "hash", PEN_SLIP + "#### 220\n\nCorrection: 185 were handed out, not 158, so 378 - 185 = 193.\n#### 193", "a correction to the gold"),
    g("r_ok_check", "B", "42", "correct", "boxed", STK + "The answer is $\\boxed{42}$.\n\nCheck: 12 + 30 = 42 ✓", "a trailing check"),
    g("r_ok_r1_candidates", "B", "193", "correct", "boxed", th(PEN_THINK) + "The school has 378 pencils and hands out 185, leaving 193.\n\n" + r1final("193"), "a long R1 think with candidates 198 and 220, then the final block"),
    g("r_ok_never_mind_gold", "B", "193", "correct", "phrase", PEN_SLIP + "The answer is 220. Never mind, I misread 185 as 158. The answer is 193.", "Never mind, then the gold"),
    g("r_ok_actually_same", "B", "216", "correct", "boxed", COOK_Q + qbox("216") + "\n\nActually, let me make sure: 288 * 0.75 = 216. Yes, $216 is right.", "Actually, a confirmation"),
    g("r_ok_pleasantry", "B", "217", "correct", "hash", DRIVE + "#### 217\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_verify_table", "B", "18000", "correct", "phrase", RENT_L + "| Item | Cost |\n|---|---|\n| Rent (12 months) | $17,400 |\n| Deposit | $600 |\n| **Total** | **$18,000** |", "the answer in a table's last row"),
    g("r_ok_hmm_verify", "B", "8000", "correct", "phrase", CUBE + "The crate holds 8000 cubic inches.\n\nHmm, let me verify: 20^3 = 8000. Correct.", "Hmm, a verification"),
    m("r_m_ok_wait_gold", "B", G_DICE, "correct", "boxed", r"The sum is $8$ for $(2,6), (3,5), (5,3), (6,2)$, so $\frac{4}{36}$. Wait, I missed $(4,4)$. That makes $5$ outcomes, so the probability is $\boxed{\frac{5}{36}}$.", "Wait, a correction to the gold"),
    m("r_m_ok_edit_simplify", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{4}{11}}$" + "\n\nEdit: simplified $\\frac{36}{99}$ by dividing by 9.", "Edit about simplifying"),
    m("r_m_ok_update_gold", "B", G_CPX, "correct", "boxed", r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = \boxed{11 + 10i}$" + "\n\nUpdate: sign error in the $i$ terms: $-12i + 2i = -10i$, so it is $\\boxed{11 - 10i}$.", "an update to the gold"),
    m("r_m_ok_cut_restart", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{2x^2 - x - 15}$" + "\n\nLet me redo this more carefully to be sure.\n$(x - 3)(2x + 5) = x \\cdot 2x + x \\cdot 5 - 3 \\cdot 2x - 3", "a boxed answer, then a re-check cut at the token cap before any new value", True),
    m("r_m_ok_verify_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are $\boxed{-2, 0, 3}$." + "\n\nCheck: $(-2)^3 - 4 + 12 = 0$, $0$, $27 - 9 - 18 = 0$. ✓", "a check of the roots after the box"),
    m("r_m_ok_reconsider", "B", G_MAT, "correct", "boxed", MAT_Q + qbox(G_MAT) + "\n\nLet me reconsider whether I swapped the right entries: $A A^{-1} = \\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}$. Yes, it is correct.", "a reconsideration that confirms"),

    # ================================================================ 7. quoted / reported / asked / invented / self-set
    g("q_quote_hash_then_other", "A", "18", "wrong", "hash", "A previous attempt ended with:\n\n> #### 18\n\nBut I read that 25 apples were given away, so 45 - 25 = <<45-25=20>>20.\n#### 20", "the issue's shape: the gold only in a quoted `> #### 18`; own final 20"),
    g("q_quote_only", "A", "18", "no_answer", "none", "The reference solution ends with:\n\n> #### 18\n\nI'll leave checking it to you.", "only a quoted ####, no own answer", True),
    g("q_user_turn_slip", "A", "193", "wrong", "hash", PEN_SLIP + "#### 220" + IM_USER + "The answer key says 193. Can you explain?", "the gold only in an invented ChatML user turn"),
    g("q_user_turn_only", "A", "193", "no_answer", "none", "The school buys 27 * 14 = <<27*14=378>>378 pencils in total." + IM_USER + "So 193 are left after handing out 185?", "no answer; the gold only in an invented user turn"),
    g("q_self_set_after_other", "A", "193", "wrong", "hash", PEN_SLIP + "#### 220\n\nNow try this one yourself: A shop has 200 pencils and sells 7. How many are left?\nAnswer: 193", "a self-set new problem whose answer is the gold; own final 220"),
    g("q_self_set_only", "A", "18", "no_answer", "none", "Let me first try an easier problem: if Tom had 20 apples and gave away 2, he would have 20 - 2 = 18 left. Answer: 18.\n\nNow the real problem. Tom had 45 apples and gave away", "only a self-set warm-up problem answered; cut before the real one"),
    g("q_other_question_part_a", "A", "18", "wrong", "hash", "Tom had 45 apples and gave away 25, so 45 - 25 = 20.\n#### 20\n\nQuestion 2\n(a) Sara had 30 apples and ate 12. How many are left?\n(a) 30 - 12 = 18", "the gold only as part (a) of another, invented question"),
    g("q_teacher_says", "A", "72", "wrong", "hash", "My teacher says the answer is 72, but the hens lay for 2 days, so 18 * 4 * 2 = <<18*4*2=144>>144.\n#### 144", "the gold only reported; own final 144"),
    g("q_asked_back", "A", "193", "no_answer", "none", "The school has 27 * 14 = 378 pencils. Is the answer 193 or 220? Which number of pencils was handed out, 185 or 158?", "only a question back to the user"),
    g("q_if_then_other", "A", "18000", "wrong", "hash", RENT_NODEP + "If the deposit were included, the total would be $18,000. But the deposit is refundable, so I leave it out.\n#### 17400", "the gold only under 'if'; own final 17400"),
    g("q_eot_user", "A", "217", "wrong", "boxed", llama(("Distance", "The car drives 62 * 3 = 186 miles.")) + LLAMA_END.format("186") + EOT_USER + "Shouldn't it be 217 miles, since it drove 3.5 hours?", "the gold only in an invented Llama user turn"),
    g("q_fewshot_continue", "A", "216", "wrong", "hash", "8 trays of 36 cookies is 8 * 36 = 280 cookies, and 280 * 0.75 = 210.\n#### 210\n\nQuestion: Ann buys 6 books at $36 each. How much does she spend?\nAnswer: 6 * 36 = <<6*36=216>>216\n#### 216", "the gold only in an invented few-shot question"),
    m("q_m_invented_user", "A", G_COMB, "wrong", "boxed", r"$\binom{9}{3} = \frac{9 \cdot 8}{2} + 12 = \boxed{48}$" + IM_USER + "The answer is 84.", "the gold only in an invented user turn"),
    m("q_m_hint_only", "A", G_SYS, "no_answer", "none", r'The hint says "the answer is $\boxed{(15,-29)}$", but I was unable to verify it.', "only a quoted hint, no own answer", True),
    m("q_m_suppose_cut", "A", G_ASIN, "no_answer", "none", r"Suppose the answer is $-\frac{\pi}{6}$. Then we would need $\sin\left(-\frac{\pi}{6}\right) = -\frac{1}{2}$, and to check this we use the unit circle, where the point at angle", "only a supposition, cut before any answer"),
    m("q_m_self_set_box", "A", G_BASE, "wrong", "boxed", r"$234_5 = 2 \cdot 20 + 3 \cdot 5 + 4 = \boxed{59}$" + "\n\n**Problem 2.** Convert $1000101_2$ to base 10.\n\n**Solution.** $64 + 4 + 1 = \\boxed{69}$.", "a self-set Problem 2 boxes the gold; own box 59"),
    m("q_m_minerva_fewshot", "A", G_DICE, "wrong", "phrase", r"The sum is $8$ in $6$ of $36$ outcomes, so the probability is $\frac{1}{6}$." + "\n" + MINERVA.format("$\\frac{1}{6}$") + "\n\nProblem:\nTwo dice are rolled. What is the probability that the sum is 6?\n\nSolution:\nFive outcomes give 6, so the probability is $\\frac{5}{36}$.\nFinal Answer: The final answer is $\\frac{5}{36}$. I hope it is correct.", "the gold only in an invented few-shot problem"),
    g("q_ok_quoted_problem", "B", "18", "correct", "hash", "> Tom had 45 apples and gave away 27. How many are left?\n\n" + APL + "#### 18", "the problem quoted first"),
    g("q_ok_classmate_wrong", "B", "18", "correct", "hash", 'A classmate wrote "#### 20", but 45 - 27 = 18.\n#### 18', "another's wrong value quoted first"),
    g("q_ok_user_after", "B", "193", "correct", "hash", PEN + "#### 193" + IM_USER + "Thanks! What if 200 were handed out?", "an invented user turn after the committed answer"),
    g("q_ok_self_set_after", "B", "42", "correct", "hash", STK + "#### 42\n\nPractice: If Mia then gets 10 more stickers, how many does she have?\nAnswer: 52", "a self-set problem after the committed answer"),
    g("q_ok_first_thought", "B", "72", "correct", "hash", "My first thought was 6, but that is the number of dozens and the question asks for eggs.\n" + EGGS + "#### 72", "an earlier value dismissed"),
    g("q_ok_hypo_after", "B", "18000", "correct", "hash", RENT + "#### 18000\n\nIf there were no deposit, it would be $17,400.", "a hypothetical after the committed answer"),
    g("q_ok_parts_steps", "B", "57.5", "correct", "hash", "(a) 23 / 40 = 0.575.\n(b) 0.575 * 100 = 57.5.\n#### 57.5", "steps labelled (a), (b)"),
    g("q_ok_restate_question", "B", "45", "correct", "phrase", 'The question asks: "How many roll-ups are there?"\n\n' + ROLL + "The answer is 45.", "the question restated in quotes first"),
    g("q_ok_think_quote", "B", "217", "correct", "tag", th('The question is "How far does the car travel?" Speed 62 mph, time 3.5 h. Wait, is it 3.5 or 3? It says 3.5. 62 * 3.5 = 217.\n') + "<answer>217</answer>", "the question quoted in the thinking, a candidate 3 considered"),
    g("q_ok_eot_user_after", "B", "217", "correct", "boxed", llama(("Distance", "The car drives 62 * 3.5 = 217 miles.")) + LLAMA_END.format("217") + EOT_USER + "What if it drove 4 hours?", "an invented Llama user turn after the answer"),
    g("q_ok_fewshot_after", "B", "216", "correct", "hash", COOK + "#### 216\n\nQuestion: Ann buys 6 books at $35 each. How much does she spend?\nAnswer: 6 * 35 = <<6*35=210>>210\n#### 210", "an invented few-shot question after the answer"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|2x - 1| \le 5$." + "\n\n" + INT + r" So $x \in \boxed{[-2, 3]}$.", "the problem quoted"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + BASE + r" $= \boxed{69}$.", "an example with another value first"),
    m("q_m_ok_invented_user", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{84}$" + IM_USER + "What about $\\binom{9}{4}$?", "an invented user turn after the box"),
    m("q_m_ok_self_set_after", "B", G_ASIN, "correct", "boxed", ASIN + r" $\boxed{-\frac{\pi}{6}}$" + "\n\nProblem 2: Find $\\arccos\\frac{1}{2}$.\nAnswer: $\\frac{\\pi}{3}$", "a self-set problem after the box"),
    m("q_m_ok_minerva_after", "B", G_DICE, "correct", "phrase", DICE + "\n" + MINERVA.format("$\\frac{5}{36}$") + "\n\nProblem:\nTwo dice are rolled. What is the probability that the sum is 7?\n\nSolution:\nSix outcomes give 7.\nFinal Answer: The final answer is $\\frac{1}{6}$. I hope it is correct.", "an invented few-shot problem after the Minerva line"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "18", "no_answer", "none", "", "an empty completion"),
    g("b_nul_inside", "A", "18", "no_answer", "hash", APL.replace("=18>>18", "=18>>1\x008") + "#### 1\x008", "a NUL inside 18: bad input"),
    g("b_nul_after_gold", "A", "193", "no_answer", "hash", PEN + "#### 193\x00", "a NUL after a right answer: bad input (brief's rule)"),
    g("b_nul_start", "A", "42", "no_answer", "hash", "\x00" + STK + "#### 42", "a NUL first: bad input"),
    g("b_ansi_other", "A", "18", "wrong", "hash", "45 - 25 = 20 apples are left.\n#### \x1b[1m20\x1b[0m", "ANSI escapes around a wrong 20"),
    g("b_huge_no_answer", "A", "193", "no_answer", "none", "Let me think step by step. " * 4000, "a 108,000-character loop with no answer"),
    g("b_huge_then_other", "A", "193", "wrong", "hash", "The school buys 27 * 14 = 378 pencils. Let me recount the boxes.\n" * 1500 + "After handing out 158, 378 - 158 = 220.\n#### 220", "a 100,000-character loop, then 220"),
    g("b_whitespace", "A", "216", "no_answer", "none", "  \n\t \n\r\n  ", "only whitespace"),
    g("b_controls_only", "A", "216", "no_answer", "none", "\x01\x02\x03\x1f\x7f", "only control characters"),
    g("b_bom_other", "A", "193", "wrong", "hash", "\ufeff" + PEN_SLIP + "#### 220", "a BOM then 220"),
    g("b_fullwidth_other", "A", "18", "wrong", "hash", "45 - 25 = 20\n#### ２０", "full-width 20"),
    g("b_gold_space_other", "A", " 18 ", "wrong", "hash", "45 - 25 = 20\n#### 20", "a gold with spaces; the answer 20"),
    m("b_m_nul_box", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{84" + "\x00" + "}$", "a NUL inside the box: bad input"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{8", "cut inside the box"),
    m("b_m_del_other", "A", G_COMB, "wrong", "boxed", r"$\binom{9}{3} = \boxed{48}$" + "\x7f", "a DEL after a wrong box"),
    m("b_m_nested_boxes", "A", G_COMB, "no_answer", "boxed", "\\boxed{" * 3000, "3000 unclosed nested boxes"),
    m("b_m_replacement_only", "A", G_REP, "no_answer", "none", "\ufffd\ufffd\ufffd", "only replacement characters (what a lone surrogate becomes)"),
    g("b_ok_crlf", "B", "18000", "correct", "hash", (RENT + "#### 18000").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "193", "correct", "hash", "\ufeff" + PEN + "#### 193", "a BOM first"),
    g("b_ok_tabs", "B", "42", "correct", "hash", STK + "\t#### 42\t", "tabs around the answer"),
    g("b_ok_fullwidth", "B", "18", "correct", "hash", APL + "#### １８", "full-width digits"),
    g("b_ok_gold_space", "B", " 18 ", "correct", "hash", APL + "#### 18", "a gold with spaces"),
    g("b_ok_nbsp", "B", "18", "correct", "hash", APL + "#### 18\u00a0apples", "a no-break space before the unit"),
    g("b_ok_huge_think", "B", "193", "correct", "tag", th("Let me recount the pencils. 27 * 14 = 378, and 378 - 185 = 193.\n" * 1800) + "<answer>193</answer>", "a 115,000-character think block, then the tag"),
    g("b_ok_trailing_ws", "B", "42", "correct", "hash", STK + "#### 42\n\n\n\r\n   ", "trailing blank lines and CR"),
    g("b_ok_formfeed", "B", "216", "correct", "hash", COOK + "\x0c#### 216", "a form feed (a control character, not a NUL) before ####"),
    g("b_ok_zwsp_after", "B", "294", "correct", "hash", TIX + "#### 294\u200b", "a zero-width space after the answer"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{69}", "correct", "boxed", BASE + r" $= \boxed{69}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollar", "B", r"$\frac{5}{36}$", "correct", "boxed", DICE + r" So $\boxed{\frac{5}{36}}$.", "a gold stored in $...$"),
    m("b_m_ok_gold_newline", "B", G_ROOTS + "\n", "correct", "boxed", ROOTS + r" $\boxed{-2, 0, 3}$", "a gold with a trailing newline"),
    m("b_m_ok_crlf", "B", G_MAT, "correct", "boxed", (MAT_Q + qbox(G_MAT)).replace("\n", "\r\n"), "CRLF in a Qwen answer with a matrix"),
    m("b_m_ok_unicode", "B", G_ASIN, "correct", "boxed", ASIN + " So θ = $\\boxed{−\\frac{π}{6}}$.", "a Unicode minus and π in the box", True),
    m("b_m_ok_nbsp_tuple", "B", G_SYS, "correct", "boxed", SYS + " $\\boxed{(15,\u00a0-29)}$", "a no-break space in the pair"),
    # ================================================================ more MATH probes (one A and one B a class)
    m("t_m_adjugate", "A", G_MAT, "wrong", "tag", th(MAT + " Wait, do I divide by the determinant? Yes, by $-2$.\n") + "<answer>$\\begin{pmatrix} 4 & -2 \\\\ -3 & 1 \\end{pmatrix}$</answer>", "the adjugate, not divided by the determinant"),
    m("t_m_ok_poly_sentence", "B", G_POLY, "correct", "tag", th(POLY + " $= 2x^2 - x - 15$.\n") + "<answer>The expanded form is $2x^2 - x - 15$.</answer>", "a sentence with the polynomial"),
    m("h_m_radians_hash", "A", G_PENT, "wrong", "hash", PENT + r" $= 108^\circ$, which is $\frac{3\pi}{5}$." + "\nThe answer is $\\frac{3\\pi}{5}$.\n#### \\frac{3\\pi}{5}", "radians in phrase and #### for a degree gold"),
    m("h_m_ok_interval_hash", "B", G_INT, "correct", "hash", INT + "\nThe answer is $[-2, 3]$.\n#### [-2, 3]", "an interval after ####"),
    m("x_m_open_interval", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{(-2, 3)}$.", "open endpoints for a closed interval"),
    m("x_m_ok_matrix_decimal", "B", G_MAT, "correct", "boxed", MAT + r" $= \boxed{\begin{pmatrix} -2 & 1 \\ 1.5 & -0.5 \end{pmatrix}}$", "exact decimals 1.5 and -0.5 for 3/2 and -1/2"),
    m("n_m_strike_md_box", "A", G_ROOTS, "no_answer", "boxed", ROOTS + " ~~$\\boxed{-2, 0, 3}$~~", "the box struck with ~~, nothing after"),
    m("n_m_ok_not_open", "B", G_INT, "correct", "boxed", INT + r" The endpoints are included, so the interval is closed, not open: $\boxed{[-2,3]}$.", "'not open' before the box"),
    m("u_m_degrees_word", "A", G_ASIN, "wrong", "boxed", ASIN + r" $\boxed{-\frac{\pi}{6} \text{ degrees}}$", "'degrees' after a radian value changes it", True),
    m("u_m_ok_radians_word", "B", G_ASIN, "correct", "boxed", ASIN + r" $\boxed{-\frac{\pi}{6} \text{ radians}}$", "'radians' after the value"),
    m("r_m_r1_flip", "A", G_DICE, "wrong", "boxed", th(DICE_THINK) + r1final(G_DICE) + "\n\nHmm, actually the dice are identical, so there are only 21 distinct outcomes and 3 of them sum to 8. The answer is $\\boxed{\\frac{3}{21}}$.", "an R1 final block, then a second box 3/21"),
    m("r_m_ok_qwen_wait", "B", G_MAT, "correct", "boxed", MAT_Q + "Wait, I should double-check the sign of the scalar: \\(\\frac{1}{\\det A} = -\\frac{1}{2}\\). Multiplying each entry:\n\n" + r"\[A^{-1} = \begin{pmatrix} -2 & 1 \\ \frac{3}{2} & -\frac{1}{2} \end{pmatrix}\]" + "\n\n" + QWEN_END.format(G_MAT), "long Qwen working with a Wait, then QWEN_END with the matrix"),
    m("q_m_asked", "A", G_SYS, "no_answer", "none", r"From the first equation $y = -14 - x$. Is the answer $(15, -29)$? Please confirm before I continue.", "only a question to the user"),
    m("q_m_ok_user_suggests", "B", G_SYS, "correct", "boxed", r"You suggested $(-29, 15)$, but $-29 + 15 = -14$ while $2(-29) + 15 = -43 \neq 1$. " + SYS + r" The solution is $\boxed{(15,-29)}$.", "a user's wrong pair reported and refuted"),
    m("b_m_nul_tag", "A", G_SQ, "no_answer", "tag", th(SQ + "\n") + "<answer>6\\sqrt{2}\x00</answer>", "a NUL in the tag: bad input"),
    m("b_m_ok_tabs_box", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{\t11 - 10i\t}$", "tabs inside the box"),
    # ================================================================ more long completions
    g("t_long_r1_other", "A", "42", "wrong", "tag", th("Mia starts with 6 packs of 2 stickers. 6 * 2 = 12. Then she gets 30 more, so 12 + 30 = 42.\n\nWait, maybe the 30 already includes her 12? \"She gets 30 more\" - hmm, more than what? Let me reread. If the 30 is her new total, the answer would be 30. I think the problem means she ends up with 30.\n\nSo 30. Hmm, or 42? I'll go with 30 since that reads most naturally.\n") + "<answer> Mia has 30 stickers. </answer>", "a long R1 think weighing 42 and 30, the tag says 30"),
    g("x_long_qwen_rounded", "A", "57.5", "wrong", "boxed", qwen("To find the percentage of seedlings that sprouted, we follow these steps:", ("Fraction", "\\(\\frac{23}{40} = 0.575\\)."), ("Percentage", "\\(0.575 \\times 100 = 57.5\\%\\)."), ("Round", "Rounding to the nearest whole percent gives \\(58\\%\\).")) + qbox("58"), "Qwen steps compute 57.5, then box the rounded 58"),
    g("q_long_invented_assistant", "A", "72", "wrong", "tag", th("18 hens, 4 eggs each... per day? The problem says 4 eggs each. 18 * 4 = 72. Wait, maybe it's per week with 7 days? 72 * 7 = 504. The problem mentions a week, so 504.\n") + "<answer>504</answer>\nUser: The question only asks for one day.\nAssistant: You're right, the answer is 72.", "own tag 504; the gold only in an invented User/Assistant exchange"),
    m("x_m_long_qwen_decimal", "A", G_RAT, "wrong", "boxed", qwen("To rationalize \\(\\frac{2}{\\sqrt{3}}\\), we multiply by \\(\\frac{\\sqrt{3}}{\\sqrt{3}}\\):", ("Multiply", "\\(\\frac{2}{\\sqrt{3}} \\cdot \\frac{\\sqrt{3}}{\\sqrt{3}} = \\frac{2\\sqrt{3}}{3}\\)."), ("Evaluate", "\\(\\sqrt{3} \\approx 1.7321\\), so \\(\\frac{2 \\cdot 1.7321}{3} \\approx 1.1547\\).")) + qbox("1.1547"), "the exact form in the working, a decimal boxed last"),
    m("t_m_long_cut", "A", G_MAT, "no_answer", "tag", "<think>\n" + MAT + "\nWait, let me double-check the adjugate. For $\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}$ it is $\\begin{pmatrix} d & -b \\\\ -c & a \\end{pmatrix}$, so $\\begin{pmatrix} 4 & -2 \\\\ -3 & 1 \\end{pmatrix}$. Dividing by $-2$: the top row is $-2, 1$ and the bottom row is $\\frac{3}{2}$, and then", "an R1 think cut at the token cap mid-matrix, no tag"),
    g("h_long_ok_llama_bold", "B", "18000", "correct", "hash", RENT_L + "## Step 3: State the answer\nThe total amount paid in the first year is **$18,000**.\n\n#### 18000", "Llama steps, a bold answer, then ####"),
    g("r_long_ok_r1_recheck", "B", "145", "correct", "boxed", th("The film is 110 minutes. Ads are 35 minutes. 110 + 35 = 145. Hmm, is it 1 hour 50 minutes? 110 minutes is 1 h 50 min, yes. Total 145 minutes, which is 2 h 25 min. Wait, the question asks in minutes. So 145.\n") + "The total time is 110 + 35 = 145 minutes.\n\n" + r1final("145") + "\n\nWait, let me re-check: 145 - 35 = 110 ✓.", "an R1 final block, then a re-check that confirms"),
    g("n_long_table_ok", "B", "145", "correct", "phrase", "| Part | Minutes |\n|---|---|\n| Film | 110 |\n| Ads | ~~25~~ 35 |\n| **Total** | **145** |\n\nSo the whole showing lasts 145 minutes.", "a table with a struck cell in the working, the answer in the last row and a closing sentence"),
    g("u_long_llama_ok", "B", "16", "correct", "boxed", llama(("Weight of one bag", "Each bag weighs 3.2 kg."), ("Total weight", "5 bags weigh 5 * 3.2 = 16 kg.")) + LLAMA_END.format("16 \\text{ kg}"), "Llama steps, a box with \\text{ kg}"),
    m("t_m_long_ok_matrix", "B", G_MAT, "correct", "tag", "<think>\n" + MAT + "\nWait, let me double-check the adjugate: $\\begin{pmatrix} 4 & -2 \\\\ -3 & 1 \\end{pmatrix}$. Dividing by $-2$ gives $-2, 1$ on top and $\\frac{3}{2}, -\\frac{1}{2}$ below. Check: the first row times the first column is $1 \\cdot (-2) + 2 \\cdot \\frac{3}{2} = 1$. Good.\n</think>\n<answer>\n$$A^{-1} = \\begin{pmatrix} -2 & 1 \\\\ \\frac{3}{2} & -\\frac{1}{2} \\end{pmatrix}$$\n</answer>", "a long think with a check, then A^{-1} = the matrix in the tag"),
    m("q_m_long_ok_quote", "B", G_ASIN, "correct", "boxed", qwen("> Compute \\(\\arcsin\\left(-\\frac{1}{2}\\right)\\). Express your answer in radians.\n\nWe proceed step by step.", ("Range", "\\(\\arcsin\\) takes values in \\(\\left[-\\frac{\\pi}{2}, \\frac{\\pi}{2}\\right]\\)."), ("Reference angle", "\\(\\sin\\frac{\\pi}{6} = \\frac{1}{2}\\), and sine is odd.")) + qbox("-\\frac{\\pi}{6}"), "the problem quoted, Qwen steps, a box"),
]
# fmt: on

DECISIONS = {
    "h_sign_lost": (
        "reject",
        "the marked #### value is 5, not -5; 'below zero' in the phrase does not change the marked value",
    ),
    "h_phrase_hedge": (
        "reject",
        "a hedge before the #### line is two final answers (README: a hedge is wrong)",
    ),
    "h_hash_cut": ("reject", "an empty #### at the end is no answer; the gold only in the working"),
    "x_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "x_m_ok_overline": (
        "accept",
        "0.\\overline{36} is exactly 4/11: an exact notation, not a rounded decimal",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 5; a trailing 'negative' is not a unit and the answer is not stated as -5",
    ),
    "u_hours": ("reject", "145 hours is not the 145 minutes the working computes: the other unit"),
    "u_m_degrees_for_radians": ("reject", "degrees are not radians (round 1's decision)"),
    "r_never_mind": (
        "reject",
        "an answer withdrawn with nothing new is wrong (round 20's convention)",
    ),
    "r_m_disregard": (
        "reject",
        "an answer withdrawn with nothing new is wrong (round 20's convention)",
    ),
    "r_m_ok_cut_restart": (
        "accept",
        "the re-check is cut before any new value and states no doubt about the box; the last final answer is the box",
    ),
    "q_quote_only": ("reject", "only a quotation of another solution, no own answer"),
    "q_m_hint_only": ("reject", "only a quoted hint the model says it could not verify"),
    "u_m_degrees_word": (
        "reject",
        "-\\pi/6 degrees is about -0.52 degrees, not -\\pi/6 radians: the unit word changes the value",
    ),
    "b_m_ok_unicode": ("accept", "U+2212 minus and π are honest notation for -\\pi/6"),
}


if __name__ == "__main__":
    import corpus_build

    # Outside the corpus folder (where this round was written), write beside this file.
    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam116", CASES, [], DECISIONS)
