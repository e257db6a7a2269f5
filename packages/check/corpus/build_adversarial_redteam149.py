r"""Build adversarial_redteam149.jsonl: round 149 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam149"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 146.py / 147.py (structure, docstring, label conventions,
DECISIONS; read to AVOID their shapes) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B) and of distilled reasoning models
(R1-Distill-Qwen-1.5B/7B, QwQ-style), half GSM8K and half MATH, half kind A and half kind B:
`<think>...</think><answer>...</answer>` where the tag holds a sentence, an equation, a unit, a box, a
LaTeX expression or two values; long think blocks that try several candidate values; "**Final
Answer**" blocks and bold answers; a phrase marker then `####`; answers restated after a box in
other words (percent, dozen, cents, hours vs minutes: decided by the quantity asked); trailing checks
("Let me verify: ..."); completions cut at the token cap; invented next turns (`User:`, `Human:`,
`<|im_start|>user`); retractions phrased the way models phrase them ("Wait, ...", "Hmm, actually
...", "Let me recompute", "I made an error"); exact MATH values vs decimals; intervals, sets, tuples,
matrices, degrees/radians, base-n numerals, fractions, mixed numbers, complex numbers; negation and
annotation inside the answer. About half of kind B is a right answer in an honest but unusual form
(units, thousands separators, trailing words after the number, `\text{}`, `\dfrac`, `^\circ`,
"x = 3", "= 3", `\$18.00`). Shapes leaned on this round: tags holding `\text{...}` with the unit
inside the box, "The answer is: 115" with a colon, `**Answer:** 115` then `####`, values written
with a trailing "only"/"in total", R1 blocks whose think ends on a different value than the final
block, "Final Answer" blocks repeated, interval golds written with `\le`, `\{...\}` sets, `x \in`,
`\left( \right)`, `\pm` for two roots, base-n written as `(142)_5`, `\tfrac`, `4\tfrac{7}{12}`,
`-\,13`, `\$55.25`, `$21{,}000$`, "Answer: 370 cents", R1 "Wait, but ..." loops, and cuts inside the
final block or in `\frac{`.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 9 boxes of 18 muffins, 47 given away -> 115 (9*18 = 162; 162 - 47 = 115; slip 125);
4 h at 12 mph + 1.5 h at 16 mph -> 72 miles (48 + 24; average 72/5.5 ~ 13.09; slip 70); salary
$2,350 a month, saves 20%, savings in a YEAR asked -> 5640 (470 a month; 12*470 = 5640; yearly salary
28,200); 3 shirts at $12.75 + 2 hats at $8.50 -> 55.25 (38.25 + 17.00; change from $60: 4.75);
6 dozen eggs a day for 7 days, EGGS asked -> 504 (72 a day; 72*7 = 504 = 42 dozen); 1 h 20 min a
day for 6 days, MINUTES asked -> 480 (80*6 = 480 = 8 hours); 40 min a day for 21 days, HOURS asked
-> 14 (40*21 = 840 minutes; 840/60 = 14); 17 of 20 right, percent asked -> 85 (17/20 = 0.85; missed
15); 5 degrees, dropping 3 an hour for 6 hours -> -13 (3*6 = 18; 5 - 18 = -13; the drop 18);
8 pencils at 35 cents + 2 erasers at 45 cents, CENTS asked -> 370 (280 + 90 = 370 = $3.70); car
$24,500, $3,500 down, rest over 30 months, monthly payment asked -> 700 (21,000 / 30 = 700);
3 adult tickets at $15 + 4 child tickets at $9 -> 81 (45 + 36; 7 tickets).
MATH: two dice sum 8 -> 5/36 (5 outcomes of 36; 0.13888...; sum 7: 1/6); hypotenuse with legs 5
and 10 -> 5\sqrt{5} (25 + 100 = 125; ~11.1803); |3x - 2| \le 7 -> [-5/3, 3] (-5 \le 3x \le 9);
2x^2 + x - 6 = 0 -> -2, 3/2 ((2x - 3)(x + 2); sum -1/2); (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i
+ 8); 135 degrees -> 3\pi/4 (~2.3562); [[2, 1], [0, 3]][[1, -2], [4, 1]] -> [[6, -3], [12, 3]]
(2 + 4, -4 + 1; 0 + 12, 0 + 3); interior angle of a regular octagon -> 135 degrees (1080/8;
exterior 45; 3\pi/4 rad); 47 in base 5 -> 142_5 (25 + 20 + 2; reversed 241_5 = 71); 2 3/4 + 1 5/6
-> 55/12 (33/12 + 22/12 = 4 7/12; ~4.5833); x^3 - 4x^2 - 5x = 0 -> -1, 0, 5 (x(x - 5)(x + 1));
x + y = 10, x - y = 4 -> (7, 3); 0.\overline{27} -> 3/11 (27/99; 0.2777... = 5/18); C(10, 4) -> 210
(5040/24; ordered 5040); \sqrt{8}\sqrt{27} -> 6\sqrt{6} (\sqrt{216}; ~14.697); f(x) = x^2 - 4x + 1
at -2 -> 13 (4 + 8 + 1; f(2) = -3); domain of 1/\sqrt{5 - x} -> (-\infty, 5) (closed slip
(-\infty, 5]); vertex of y = 2x^2 + 8x + 3 -> (-2, -5) (x = -2; 8 - 16 + 3 = -5); 5 + 9 + ... + 61 ->
495 (15 terms; 15*66/2 = 495; 14 terms: 434).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts, loops and bad input (NUL,
CRLF, BOM, end-of-text tokens, huge think blocks). `_m_` after the prefix marks a MATH probe, `_ok_`
kind B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136, 146 and 147): the LAST final answer counts; a right
answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `\tfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its
subscript, an unreduced fraction equal to the gold, a mixed number equal to the gold, `\le` inequality
for a closed interval gold) is correct; another quantity (a subtotal, the per-month value, the drop
instead of the temperature, the other unit than the one asked, the change instead of the cost, the
exterior angle, one coordinate, the sum of the roots) is wrong; an answer tag's content is the final
answer (a sentence or equation in it is read for the value it states; two values in it are a hedge
-> wrong); a decimal for an exact irrational / repeating / fractional MATH gold is wrong; a rounded
or truncated GSM8K value is wrong; degrees are not radians; a percent gold 85 accepts 85% and "85
percent", but 0.85 is another value; a hedge or two different final answers is wrong; no final
answer (cut at the token cap, an empty or placeholder tag, a negated gold with nothing after, a
supposition, a refusal) is no_answer; a value the model marks wrong is wrong; an explicit correction
after the answer ("Wait", "Hmm, actually", "Let me recompute", "I made an error") makes the new value
final, even when the correction itself is a slip; a check, verification, offer or pleasantry after a
committed answer does not replace it; text in an invented next turn (`User:`, `Human:`, ChatML) does
not count, whether it holds the gold or another value; an end-of-text token after the answer is not
part of it; an answer restated after its box as the same quantity in other words keeps the box's
value when the box holds the quantity asked; a NUL anywhere makes the pair bad input -> kind A, truth
no_answer. Debatable probes carry `debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam149.py  (writes adversarial_redteam149.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_ASSIST,
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
# muffins: gold 115 (9*18 = 162; - 47)
MUF = "Each box has 18 muffins, so 9 boxes have 9 * 18 = 162 muffins.\nAfter giving away 47, she has 162 - 47 = 115 muffins.\n"
MUF_NOD = "Each box has 18 muffins, so 9 boxes have 9 * 18 = 162 muffins.\n"
# bike: gold 72 (48 + 24)
BIK = "In the first 4 hours he rides 4 * 12 = 48 miles.\nIn the next 1.5 hours he rides 1.5 * 16 = 24 miles.\nAltogether he rides 48 + 24 = 72 miles.\n"
# savings (YEAR asked): gold 5640 (470 a month * 12)
SAV_MON = "She saves 20% of $2,350, which is 0.20 * 2350 = $470 each month.\n"
SAV = SAV_MON + "In a year she saves 12 * 470 = $5,640.\n"
# shop: gold 55.25 (38.25 + 17)
SHP = "3 shirts cost 3 * 12.75 = $38.25.\n2 hats cost 2 * 8.50 = $17.00.\nThe total is 38.25 + 17.00 = $55.25.\n"
# eggs (EGGS asked): gold 504 (72 a day * 7)
EGG = "6 dozen eggs is 6 * 12 = 72 eggs a day.\nIn 7 days the farm collects 72 * 7 = 504 eggs.\n"
# reading (MINUTES asked): gold 480
RDG = "1 hour 20 minutes is 60 + 20 = 80 minutes.\nOver 6 days he reads 80 * 6 = 480 minutes.\n"
# walking (HOURS asked): gold 14
WLK_MIN = "She walks 40 minutes a day for 21 days, so 40 * 21 = 840 minutes.\n"
WLK = WLK_MIN + "In hours that is 840 / 60 = 14 hours.\n"
# test (percent asked): gold 85
TST = "She answered 17 of 20 correctly, so her score is 17 / 20 * 100 = 85 percent.\n"
# temperature: gold -13
TMP = (
    "The temperature drops 3 * 6 = 18 degrees over 6 hours.\nSo it ends at 5 - 18 = -13 degrees.\n"
)
# pencils (CENTS asked): gold 370
PCL = "The pencils cost 8 * 35 = 280 cents.\nThe erasers cost 2 * 45 = 90 cents.\nIn total Omar spends 280 + 90 = 370 cents.\n"
# car (monthly payment asked): gold 700
CAR = "After the down payment, he owes 24,500 - 3,500 = $21,000.\nSpread over 30 months, that is 21,000 / 30 = $700 a month.\n"
# tickets: gold 81
TIX = "Adult tickets cost 3 * 15 = $45.\nChild tickets cost 4 * 9 = $36.\nThe family pays 45 + 36 = $81.\n"

MUF_LONG = th(
    "Okay, so 9 boxes and each box has 18 muffins. 9 times 18... 9 times 20 is 180, minus 18 is 162.\n\n"
    "Then she gives away 47. 162 minus 47. 162 minus 40 is 122, minus 7 is 115.\n\n"
    "Wait, let me double-check: 115 plus 47 is 162. Yes. So 115 muffins.\n"
)
BIK_LONG = th(
    "4 hours at 12 miles per hour, that's 48 miles.\n\n"
    "Then 1.5 hours at 16 mph. 16 times 1.5 is 24.\n\n"
    "So total distance 48 + 24 = 72. Hmm, the question might want average speed... 72 over 5.5 is about 13.09. "
    "No, it asks how many miles he rides in total. So 72.\n"
)
SAV_LONG = th(
    "20% of 2350. 10% is 235, so 20% is 470 per month.\n\n"
    "The question asks for a year. 470 times 12 = 5640.\n\n"
    'Hmm, or is it asking monthly? "How much does she save in one year?" So the year, 5640.\n'
)
EGG_LONG = th(
    "6 dozen a day. Over 7 days that's 42 dozen.\n\n"
    "But it asks how many eggs. 42 times 12 is 504.\n\n"
    "Let me check with 72 per day: 72 times 7 = 504. Good.\n"
)

# ================================================================ MATH working
G_DICE = r"\frac{5}{36}"
DICE = r"The pairs with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$, which is $5$ outcomes out of $36$."
G_HYP = r"5\sqrt{5}"
HYP = r"By the Pythagorean theorem, $c = \sqrt{5^2 + 10^2} = \sqrt{25 + 100} = \sqrt{125} = \sqrt{25 \cdot 5}$."
G_ABS = r"\left[-\frac{5}{3}, 3\right]"
ABS = r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$."
G_QR = r"-2, \frac{3}{2}"
QR = r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_CX = "11 - 10i"
CX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8$."
G_RD = r"\frac{3\pi}{4}"
RD = r"Multiplying by $\frac{\pi}{180^\circ}$: $135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}$."
G_MX = r"\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}"
MX = r"Row 1: $(2 \cdot 1 + 1 \cdot 4,\ 2 \cdot (-2) + 1 \cdot 1) = (6, -3)$. Row 2: $(0 \cdot 1 + 3 \cdot 4,\ 0 \cdot (-2) + 3 \cdot 1) = (12, 3)$."
G_OCT = "135"
OCT = r"The interior angles of an octagon sum to $(8 - 2) \cdot 180^\circ = 1080^\circ$, so each angle of a regular octagon is $\frac{1080^\circ}{8}$."
G_B5 = "142_5"
B5 = r"$47 = 5 \cdot 9 + 2$, $9 = 5 \cdot 1 + 4$, $1 = 5 \cdot 0 + 1$. Reading the remainders from last to first,"
G_MXD = r"\frac{55}{12}"
MXD = r"$2\frac{3}{4} + 1\frac{5}{6} = \frac{11}{4} + \frac{11}{6} = \frac{33}{12} + \frac{22}{12} = \frac{55}{12}$."
G_CUB = "-1, 0, 5"
CUB = r"$x^3 - 4x^2 - 5x = x(x^2 - 4x - 5) = x(x - 5)(x + 1) = 0$, so $x = 0$, $x = 5$ or $x = -1$."
G_SY = "(7, 3)"
SY = r"Adding the equations, $2x = 14$, so $x = 7$, and then $y = 10 - 7 = 3$."
G_RP = r"\frac{3}{11}"
RP = r"Let $x = 0.\overline{27}$. Then $100x = 27.\overline{27}$, so $99x = 27$ and $x = \frac{27}{99}$."
G_CB = "210"
CB = r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{5040}{24}$."
G_SQ = r"6\sqrt{6}"
SQ = r"$\sqrt{8} \cdot \sqrt{27} = \sqrt{216} = \sqrt{36 \cdot 6}$."
G_FN = "13"
FN = r"$f(-2) = (-2)^2 - 4(-2) + 1 = 4 + 8 + 1$."
G_DM = r"(-\infty, 5)"
DM = r"We need $5 - x > 0$ (the root is in the denominator, so it cannot be zero), so $x < 5$."
G_VX = "(-2, -5)"
VX = r"The vertex of $y = 2x^2 + 8x + 3$ is at $x = -\frac{8}{2 \cdot 2} = -2$, where $y = 2(4) - 16 + 3 = -5$."
G_SR = "495"
SR = r"The series $5 + 9 + 13 + \cdots + 61$ has $\frac{61 - 5}{4} + 1 = 15$ terms, so its sum is $\frac{15(5 + 61)}{2}$."

CUB_LONG = th(
    "Factor out x: x(x^2 - 4x - 5). Then x^2 - 4x - 5 = (x - 5)(x + 1).\n\n"
    "Roots: 0, 5, -1. Hmm, or did I get the signs backwards? (x + 5)(x - 1) = x^2 + 4x - 5, no. "
    "(x - 5)(x + 1) = x^2 - 4x - 5. Yes.\n\nSo the roots are -1, 0, 5.\n"
)
DICE_LONG = th(
    "Two dice, sum 8. Count: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5.\n\n"
    "Total 36. So 5/36. Wait, is (4,4) counted once? Yes, it's one outcome. And 1 can't pair with 7. So 5/36.\n\n"
    "Hmm, as a decimal about 0.139, but exact is 5/36.\n"
)

# fmt: off
CASES = [
    # ============================================================ GSM8K, kind A
    # --- t_: answer tags
    g("t_tag_text_subtotal", "A", "115", "wrong", "tag", th(MUF_NOD) + "<answer>\\boxed{162 \\text{ muffins}}</answer>", "the tag's box holds the subtotal 162 before the give-away"),
    g("t_tag_colon_sentence_slip", "A", "115", "wrong", "tag", MUF_LONG + "<answer>The answer is: 125 muffins.</answer>", "the think reaches 115, the tag's sentence states 125"),
    g("t_tag_eq_average", "A", "72", "wrong", "tag", th(BIK) + "<answer>72 / 5.5 = 13.09</answer>", "the tag's equation ends at the average speed 13.09; miles were asked"),
    g("t_tag_monthly_text", "A", "5640", "wrong", "tag", SAV_LONG + "<answer>$470 per month</answer>", "the tag holds the monthly saving; the year was asked"),
    g("t_tag_dozen_unit", "A", "504", "wrong", "tag", EGG_LONG + "<answer>42 dozen</answer>", "42 (dozens) in the tag; eggs were asked, the number stated is 42"),
    g("t_tag_between_hedge", "A", "480", "wrong", "tag", th(RDG + "Unless one day was skipped, then 400.\n") + "<answer>between 400 and 480</answer>", "a range in the tag: a hedge"),
    g("t_tag_ellipsis", "A", "14", "no_answer", "tag", th(WLK) + "<answer>...</answer>", "an ellipsis placeholder in the tag: no final answer"),
    g("t_tag_missed_percent", "A", "85", "wrong", "tag", th(TST + "She missed 3 of 20, or 15 percent.\n") + "<answer>15%</answer>", "the tag holds the missed percentage"),
    g("t_tag_drop_only", "A", "-13", "wrong", "tag", th(TMP) + "<answer>18 degrees</answer>", "the tag holds the drop, not the final temperature"),
    # --- h_: marker / bold then ####
    g("h_bold_answer_then_hash_sub", "A", "115", "wrong", "hash", MUF + "\n**Answer:** 115\n\n#### 162", "bold 115 then #### 162: the #### line is last and holds the subtotal"),
    g("h_hash_change", "A", "55.25", "wrong", "hash", SHP + "From $60 he gets 60 - 55.25 = $4.75 back.\nThe answer is: $4.75\n#### 4.75", "the change, not the cost asked"),
    g("h_hash_rounded_cost", "A", "55.25", "wrong", "hash", SHP + "So the total is about $55.\n#### 55", "rounded to 55; GSM8K values are exact"),
    g("h_hash_down_payment", "A", "700", "wrong", "hash", CAR + "The amount financed is $21,000.\n#### 21000", "the amount financed, not the monthly payment"),
    g("h_hash_tickets_count", "A", "81", "wrong", "hash", TIX + "They buy 3 + 4 = 7 tickets.\n#### 7", "the ticket count after the total"),
    g("h_hash_blank", "A", "81", "no_answer", "hash", "Adult tickets cost 3 * 15 = $45.\n####", "an empty #### line after only a subtotal: no final answer"),
    g("h_hash_two_numbers", "A", "370", "wrong", "hash", PCL + "#### 370 or 3.70", "two values on the #### line: a hedge between cents and dollars (3.70 dollars is not 370 as a number)"),
    g("h_final_bold_hash_day", "A", "504", "wrong", "hash", EGG + "**Final answer: 72 eggs per day**\n#### 72", "the daily count; the 7-day total was asked"),
    # --- x_: exactness
    g("x_rounded_bike", "A", "72", "wrong", "boxed", "48 + 24.4 = 72.4, so about $\\boxed{72.4}$ miles.", "72.4 is another value"),
    g("x_truncated_cents", "A", "55.25", "wrong", "boxed", SHP + "\nTotal: $\\boxed{\\$55.2}$", "55.2 is a truncation of 55.25"),
    g("x_year_digit_drop", "A", "5640", "wrong", "boxed", SAV + "\n\\[\n\\boxed{564}\n\\]", "564 drops a digit"),
    g("x_comma_decimal_misread", "A", "5640", "wrong", "boxed", SAV_MON + "Over 12 months: 12 * 470 = 5.640\n\n$\\boxed{5.640}$", "5.640 written with a decimal point is 5.64, not 5640 (not a thousands separator in English)", True),
    g("x_approx_hours", "A", "14", "wrong", "boxed", WLK_MIN + "That's roughly 840 / 60 ≈ 13.9 hours.\n\n$\\boxed{\\approx 13.9}$", "13.9 is another value"),
    g("x_fraction_slip", "A", "85", "wrong", "boxed", "She answered 17 of 20 correctly: 17 / 20 = 0.85.\n\n$\\boxed{\\frac{17}{20}}$", "17/20 = 0.85 as a fraction; a percent was asked"),
    g("x_negative_lost", "A", "-13", "wrong", "boxed", "The temperature drops 3 * 6 = 18 degrees.\nSo it ends at 18 - 5 = 13 degrees.\n\n$\\boxed{13}$", "a subtraction slip (18 - 5): 13 is not -13"),
    g("x_cents_point", "A", "370", "wrong", "boxed", PCL + "\n$\\boxed{3.7}$", "3.7 (dollars) boxed; cents asked"),
    # --- n_: negation / annotation
    g("n_not_then_nothing", "A", "115", "no_answer", "plain", MUF_NOD + "She gives some away, so the answer is not 162.", "only a negated value; no final answer"),
    g("n_marked_wrong_gold", "A", "72", "wrong", "boxed", BIK + "\n$\\boxed{72}$ (this is wrong, it should be 70)", "the model marks 72 wrong and states 70"),
    g("n_strike_gold", "A", "14", "wrong", "plain", WLK + "\nFinal answer: ~~14~~ 15 hours", "the gold is struck out; 15 stands"),
    g("n_box_question_mark", "A", "85", "no_answer", "boxed", "I'm not sure how to compute the score.\n\n$\\boxed{?}$", "a box holding only ?: no final answer"),
    g("n_not_sure_two", "A", "-13", "wrong", "plain", TMP + "\nSo the answer is -13, unless it means the drop, which is 18. I'm not sure which.", "a hedge between -13 and 18"),
    g("n_neq_box", "A", "700", "no_answer", "boxed", "The monthly payment $\\boxed{\\neq 816.67}$", "a box holding only a negation: no final answer"),
    g("n_incorrect_label", "A", "81", "wrong", "plain", TIX + "\nAnswer: 81 (incorrect)\nCorrected answer: 84", "the model labels 81 incorrect and gives 84"),
    g("n_except_hedge", "A", "504", "wrong", "boxed", EGG + "\n$\\boxed{504}$, or $\\boxed{42}$ if counted in dozens.", "two boxed values: a hedge"),
    # --- u_: units / restated
    g("u_hours_box_minutes_asked", "A", "480", "wrong", "boxed", RDG + "That is 480 / 60 = 8 hours.\n\n**Final Answer**\n\\[\n\\boxed{8 \\text{ hours}}\n\\]", "hours boxed; minutes were asked"),
    g("u_minutes_box_hours_asked", "A", "14", "wrong", "boxed", WLK_MIN + "\n**Final Answer**\n$\\boxed{840 \\text{ minutes}}$", "minutes boxed; hours were asked"),
    g("u_dollars_box_cents_asked", "A", "370", "wrong", "boxed", PCL + "which is $3.70.\n\nThe answer is $\\boxed{3.70}$ dollars.", "dollars boxed; cents were asked"),
    g("u_decimal_for_percent", "A", "85", "wrong", "boxed", "17 / 20 = 0.85\n\nHer score is $\\boxed{0.85}$.", "0.85 is the fraction, not the percent asked"),
    g("u_dozens_box", "A", "504", "wrong", "boxed", "6 dozen a day for 7 days is 6 * 7 = 42 dozen.\n\n$\\boxed{42}$ dozen eggs", "the box holds dozens; eggs were asked"),
    g("u_monthly_box_yearly_asked", "A", "5640", "wrong", "boxed", SAV_MON + "\nShe saves $\\boxed{470}$ dollars a month.", "the monthly saving; the year was asked"),
    g("u_yearly_salary", "A", "5640", "wrong", "boxed", "Her yearly salary is 12 * 2350 = 28,200.\n\n$\\boxed{28200}$", "the yearly salary, not the savings"),
    g("u_km_converted", "A", "72", "wrong", "boxed", BIK + "In kilometres that is about 115.9 km.\n\n$\\boxed{115.9}$", "the box holds the converted km value; miles were asked"),
    # --- r_: retractions / checks
    g("r_wait_after_box", "A", "115", "wrong", "boxed", MUF + "\n$\\boxed{115}$\n\nWait, she gave away 37, not 47. So 162 - 37 = 125.\n\n$\\boxed{125}$", "a retraction (a misreading) moves to 125: last value counts"),
    g("r_hmm_actually_bike", "A", "72", "wrong", "plain", BIK + "So the answer is 72 miles.\n\nHmm, actually the second part was 1 hour, so 48 + 16 = 64 miles.", "the correction makes 64 final"),
    g("r_recompute_slip", "A", "55.25", "wrong", "boxed", SHP + "\nLet me recompute: 3 * 12.75 = 37.25, plus 17 = 54.25.\n\n$\\boxed{54.25}$", "the recomputation slips to 54.25 and is final"),
    g("r_made_error_monthly", "A", "5640", "wrong", "plain", SAV + "\nI made an error: the question asks per month. The answer is 470.", "the explicit correction moves to 470 (a misreading), final"),
    g("r_final_block_then_wait", "A", "14", "wrong", "boxed", th(WLK) + "**Final Answer**\n\\[\n\\boxed{14}\n\\]\n\nWait, 40 * 21 = 820, so 820 / 60 ≈ 13.67.\n\n\\[\n\\boxed{13.67}\n\\]", "a trailing retraction with a slip: 13.67 last"),
    g("r_verify_changes", "A", "-13", "wrong", "boxed", TMP + "\n$\\boxed{-13}$\n\nLet me verify: 5 - 18 = -12. So the answer is $\\boxed{-12}$.", "a verification that slips and changes the answer: -12 last"),
    g("r_no_wait_cents", "A", "370", "wrong", "plain", PCL + "Answer: 370\n\nNo wait, 8 * 35 = 270, so 270 + 90 = 360.\nAnswer: 360", "the correction makes 360 final"),
    g("r_think_loops_to_wrong", "A", "81", "wrong", "tag", th(TIX + "Wait, but maybe children are $8. Then 4 * 8 = 32, 45 + 32 = 77. Hmm, the problem says $9. But let me go with 77.\n") + "<answer>77</answer>", "the tag commits to 77"),
    # --- q_: invented turns / quoted values
    g("q_im_user_gold", "A", "115", "wrong", "plain", MUF_NOD + "So she has 162 - 47 = 125 muffins left.\n\nThe answer is 125." + IM_USER + "Is it 115?", "the gold appears only in an invented user turn; the answer is 125"),
    g("q_user_colon_gold", "A", "72", "wrong", "boxed", "48 + 20 = 68\n\n$\\boxed{68}$\n\nUser: The correct answer is 72 miles.", "the gold only in an invented 'User:' turn"),
    g("q_human_next_problem", "A", "55.25", "no_answer", "plain", "Let me compute the shirts first: 3 * 12.75 = 38.25.\n\nHuman: A store sells hats for $8.50. What do 2 hats cost?\n\nAssistant: 2 * 8.50 = 17. The answer is 17.", "the model drifts into an invented next turn before finishing; the original question has no final answer"),
    g("q_suppose_only", "A", "504", "no_answer", "plain", "Suppose the farm collected 504 eggs. Then each day would give 72 eggs, which is 6 dozen.", "a supposition, never committed"),
    g("q_friend_says", "A", "480", "wrong", "plain", "My friend said the answer is 480 minutes, but I think it is 80 * 5 = 400.\n\nThe answer is 400.", "the gold only as reported; the model's answer is 400"),
    g("q_im_start_assistant_gold", "A", "14", "wrong", "plain", "840 / 60 = 12\nThe answer is 12." + IM_USER + "Try again." + IM_ASSIST + "840 / 60 = 14. The answer is 14.", "the gold only in an invented later assistant turn; the first answer is 12"),
    g("q_example_value", "A", "-13", "no_answer", "plain", "For example, if the temperature fell to -13, the drop would be 18 degrees. We need more information.", "an example value and a refusal: no final answer"),
    g("q_human_hash", "A", "700", "wrong", "hash", "24,500 / 30 = 816.67\n#### 816.67\n\nHuman: #### 700", "the gold only in an invented Human turn"),
    # --- b_: cuts / loops / bad input
    g("b_cut_think", "A", "115", "no_answer", "cut", "<think>\nOkay, 9 boxes times 18 is 162. Then minus 47, which is", "cut in the think block: no final answer"),
    g("b_cut_final_block", "A", "72", "no_answer", "cut", BIK_LONG + "**Final Answer**\n\\[\n\\boxed{", "cut inside the final box: no final answer"),
    g("b_cut_after_subtotal", "A", "5640", "no_answer", "cut", SAV_MON + "Then over twelve months she saves 12 * 470 =", "cut before the final value"),
    g("b_loop_cut_hedge", "A", "504", "no_answer", "loop", "<think>\n" + "6 * 12 = 72. 72 * 7 = 504. Wait, but is it 6 dozen per day? Yes. " * 12 + "Wait, but", "an R1 loop cut at the token cap inside the think block: no final answer"),
    g("b_nul_box", "A", "85", "no_answer", "bad_input", TST + "\n$\\boxed{85\x00}$", "a NUL in the completion: bad input"),
    g("b_think_unclosed", "A", "-13", "no_answer", "cut", "<think>\n" + TMP + "So -13. Let me make sure about the sign", "the think never closes; no final answer"),
    g("b_cut_in_tag", "A", "370", "no_answer", "cut", th(PCL) + "<answer>3", "cut inside the answer tag after the first digit"),
    g("b_template_box", "A", "81", "no_answer", "boxed", "Please put your final answer within \\boxed{}.\n\n$\\boxed{\\text{answer}}$", "an echoed template: no final answer"),

    # ============================================================ GSM8K, kind B
    # --- t_
    g("t_ok_tag_text_unit", "B", "115", "correct", "tag", MUF_LONG + "<answer>\\boxed{115 \\text{ muffins}}</answer>", "the unit inside the box in the tag"),
    g("t_ok_tag_colon_sentence", "B", "72", "correct", "tag", BIK_LONG + "<answer>The answer is: 72 miles.</answer>", "a sentence in the tag stating 72"),
    g("t_ok_tag_dollar_comma", "B", "5640", "correct", "tag", SAV_LONG + "<answer>$5,640</answer>", "dollar sign and thousands separator"),
    g("t_ok_tag_chain_eq", "B", "504", "correct", "tag", EGG_LONG + "<answer>72 \\times 7 = 504</answer>", "an equation that ends at the value"),
    g("t_ok_tag_minutes_in_words", "B", "480", "correct", "tag", th(RDG) + "<answer>480 minutes (8 hours)</answer>", "the minutes asked, with the same quantity in hours as a gloss"),
    g("t_ok_tag_hours_word", "B", "14", "correct", "tag", th(WLK) + "<answer>14 hours</answer>", "the unit after the number"),
    g("t_ok_tag_percent_sign", "B", "85", "correct", "tag", th(TST) + "<answer>85\\%</answer>", "an escaped percent sign"),
    g("t_ok_tag_neg_degrees", "B", "-13", "correct", "tag", th(TMP) + "<answer>$-13^\\circ$</answer>", "a degree sign on a temperature"),
    g("t_ok_tag_newlines", "B", "700", "correct", "tag", th(CAR) + "<answer>\n$700\n</answer>", "the tag's content on its own line"),
    # --- h_
    g("h_ok_bold_answer_hash", "B", "115", "correct", "hash", MUF + "\n**Answer:** 115 muffins\n\n#### 115", "bold answer then the same value after ####"),
    g("h_ok_hash_dollar_cents", "B", "55.25", "correct", "hash", SHP + "#### $55.25", "a dollar sign on the #### line"),
    g("h_ok_hash_comma", "B", "5640", "correct", "hash", SAV + "#### 5,640", "a thousands separator"),
    g("h_ok_phrase_then_hash", "B", "81", "correct", "hash", TIX + "The final answer is 81.\n#### 81", "a phrase marker and #### agree"),
    g("h_ok_hash_unit", "B", "72", "correct", "hash", BIK + "#### 72 miles", "a unit after the #### value"),
    g("h_ok_hash_negative", "B", "-13", "correct", "hash", TMP + "#### -13", "a negative value after ####"),
    g("h_ok_hash_cents_word", "B", "370", "correct", "hash", PCL + "#### 370 cents", "cents, the unit asked"),
    g("h_ok_hash_bold_value", "B", "700", "correct", "hash", CAR + "#### **700**", "the #### value in bold"),
    # --- x_
    g("x_ok_trailing_zeros", "B", "700", "correct", "boxed", CAR + "\n$\\boxed{\\$700.00}$", "trailing zeros and an escaped dollar"),
    g("x_ok_latex_comma", "B", "5640", "correct", "boxed", SAV + "\n$\\boxed{5{,}640}$", "LaTeX thousands group"),
    g("x_ok_point_zero", "B", "72", "correct", "boxed", BIK.replace("= 72 miles", "= 72.0 miles") + "\n$\\boxed{72.0}$", "72.0 equals 72"),
    g("x_ok_dollar_cents_text", "B", "55.25", "correct", "boxed", SHP + "\n$\\boxed{\\$55.25}$", "escaped dollar"),
    g("x_ok_percent_word", "B", "85", "correct", "boxed", TST + "\n$\\boxed{85\\text{ percent}}$", "the word percent in \\text"),
    g("x_ok_neg_thin", "B", "-13", "correct", "boxed", TMP + "\nThe final temperature is $\\boxed{-\\,13}$ degrees.", "a thin space after the minus sign"),
    g("x_ok_hours_frac_int", "B", "14", "correct", "boxed", WLK_MIN + "$\\frac{840}{60} = 14$\n\n$\\boxed{\\frac{840}{60}}$", "an unreduced fraction equal to 14", True),
    g("x_ok_dollars_sentence", "B", "81", "correct", "plain", TIX + "\nThe family pays $81 in total.", "a prose final sentence with a dollar sign"),
    # --- n_
    g("n_ok_not_subtotal", "B", "115", "correct", "boxed", MUF + "\nNote: the answer is not 162, since 47 were given away.\n\n$\\boxed{115}$", "the negated subtotal comes before the boxed gold"),
    g("n_ok_not_average", "B", "72", "correct", "plain", BIK + "\nThe answer is 72 miles (not the average speed).", "an annotation after the gold"),
    g("n_ok_not_monthly", "B", "5640", "correct", "boxed", SAV + "\n$\\boxed{5640}$ (per year, not per month)", "annotation naming the quantity"),
    g("n_ok_strike_other", "B", "55.25", "correct", "plain", SHP + "\nFinal answer: ~~$4.75~~ $55.25", "the other value struck out, gold stands"),
    g("n_ok_below_zero", "B", "-13", "correct", "plain", TMP + "\nThe temperature at the end is -13 degrees, i.e. 13 degrees below zero.", "-13 restated as 13 below zero: same quantity"),
    g("n_ok_check_mark", "B", "504", "correct", "boxed", EGG + "\n$\\boxed{504}$ ✓", "a check mark after the box"),
    g("n_ok_no_remainder", "B", "700", "correct", "boxed", CAR + "\n21000 divides evenly by 30 (no remainder), so the payment is $\\boxed{700}$.", "a note before the box"),
    g("n_ok_not_dollars", "B", "370", "correct", "boxed", PCL + "\n$\\boxed{370}$ cents (not dollars)", "the unit asked named"),
    # --- u_
    g("u_ok_box_then_hours", "B", "480", "correct", "boxed", RDG + "\n$\\boxed{480}$\n\nThat is 8 hours of reading.", "the box holds the minutes asked; the restatement in hours is the same quantity"),
    g("u_ok_eggs_then_dozens", "B", "504", "correct", "boxed", EGG + "\n$\\boxed{504}$ eggs, which is 42 dozen.", "the box holds the eggs asked"),
    g("u_ok_cents_then_dollars", "B", "370", "correct", "boxed", PCL + "\n$\\boxed{370}$\n\n(That's $3.70.)", "cents boxed; dollars as a gloss"),
    g("u_ok_percent_then_fraction", "B", "85", "correct", "boxed", TST + "\n$\\boxed{85\\%}$, i.e. 17 out of 20.", "percent boxed with a gloss"),
    g("u_ok_hours_then_minutes", "B", "14", "correct", "boxed", WLK + "\n**Final Answer**\n\\[\n\\boxed{14}\n\\]\nThat's 840 minutes.", "hours boxed; minutes as a gloss"),
    g("u_ok_per_month_words", "B", "700", "correct", "boxed", CAR + "\n$\\boxed{700 \\text{ dollars per month}}$", "unit words in the box"),
    g("u_ok_thousand_dollars", "B", "5640", "correct", "boxed", SAV + "\n$\\boxed{\\$5640}$ per year", "escaped dollar and trailing words"),
    g("u_ok_miles_text", "B", "72", "correct", "boxed", BIK + "\n$\\boxed{72\\ \\text{mi}}$", "an abbreviated unit"),
    # --- r_
    g("r_ok_verify_same", "B", "115", "correct", "boxed", MUF + "\n$\\boxed{115}$\n\nLet me verify: 115 + 47 = 162 = 9 * 18. Correct.", "a check after the answer that confirms it"),
    g("r_ok_wait_back", "B", "72", "correct", "plain", "48 + 16 = 64\n\nWait, the second leg is 1.5 hours: 1.5 * 16 = 24. So 48 + 24 = 72.\n\nThe answer is 72.", "the retraction moves to the gold"),
    g("r_ok_hmm_confirm", "B", "5640", "correct", "boxed", SAV + "\nHmm, actually, let me double check the percent: 0.2 * 2350 = 470. Yes.\n\n$\\boxed{5640}$", "a 'Hmm, actually' that confirms"),
    g("r_ok_error_fixed", "B", "55.25", "correct", "boxed", "3 * 12.75 = 36.75\n36.75 + 17 = 53.75\n\nI made an error: 3 * 12.75 = 38.25. So 38.25 + 17 = 55.25.\n\n$\\boxed{55.25}$", "the correction reaches the gold"),
    g("r_ok_recompute", "B", "-13", "correct", "plain", "5 - 18 = -12\n\nLet me recompute: 5 - 18 = -13.\n\nFinal answer: -13", "the recomputation reaches the gold"),
    g("r_ok_llama_check", "B", "81", "correct", "boxed", llama(("Adults", "3 * 15 = 45"), ("Children", "4 * 9 = 36"), ("Total", "45 + 36 = 81")) + LLAMA_END.format("81") + "\n\nTo verify: 45 + 36 = 81. ✓", "a trailing verification after Llama's closing line"),
    g("r_ok_think_candidates", "B", "370", "correct", "tag", th("Pencils 8 * 35 = 280. Erasers 2 * 45 = 90. Total 370. Or should it be dollars, 3.70? The question says how many cents. So 370, not 3.70.\n") + "<answer>370</answer>", "the think tries 3.70 and rejects it; the tag holds 370"),
    g("r_ok_wait_but_final", "B", "700", "correct", "boxed", th("21000 / 30 = 700. Wait, but maybe there's interest? No, the problem says nothing about interest. So 700.\n") + r1final("700"), "a 'Wait, but' that returns to the gold"),
    # --- q_
    g("q_ok_im_user_after", "B", "115", "correct", "boxed", MUF + "\n$\\boxed{115}$" + IM_USER + "What if she gave away 57?", "an invented next turn after the committed answer does not count"),
    g("q_ok_user_colon_other", "B", "72", "correct", "plain", BIK + "The answer is 72.\n\nUser: Thanks! What would the average speed be?\nAssistant: 72 / 5.5 ≈ 13.09 mph.", "the invented turn's value does not count"),
    g("q_ok_human_after", "B", "5640", "correct", "hash", SAV + "#### 5640\n\nHuman: Now find her monthly savings.", "invented Human turn after ####"),
    g("q_ok_friend_wrong", "B", "504", "correct", "plain", "A friend might say 42, but that counts dozens. The eggs are 72 * 7 = 504.\n\nThe answer is 504.", "a reported wrong value, then the gold"),
    g("q_ok_suppose_refuted", "B", "14", "correct", "boxed", "Suppose it were 840 hours; that's far too much. 840 minutes / 60 = 14 hours.\n\n$\\boxed{14}$", "a supposition refuted, then the gold"),
    g("q_ok_eot_after", "B", "85", "correct", "boxed", TST + "\n$\\boxed{85}$" + EOT_USER + "Next question: 18 of 24?", "a Llama header turn after the answer"),
    g("q_ok_quote_problem", "B", "-13", "correct", "plain", "The problem says \"it starts at 5 degrees\". Dropping 18 degrees gives -13.\n\nThe answer is -13.", "a quoted problem value, then the gold"),
    g("q_ok_im_end_bare", "B", "370", "correct", "boxed", PCL + "\n$\\boxed{370}$<|im_end|>\n<|im_start|>", "a bare ChatML start after the answer"),
    # --- b_
    g("b_ok_crlf", "B", "115", "correct", "tag", th(MUF).replace("\n", "\r\n") + "<answer>115</answer>", "CRLF line ends"),
    g("b_ok_bom", "B", "72", "correct", "boxed", "\ufeff" + BIK + "\n$\\boxed{72}$", "a BOM at the start"),
    g("b_ok_huge_think", "B", "55.25", "correct", "tag", th("Let me add the prices again carefully. " * 150 + SHP) + "<answer>55.25</answer>", "a very long think block"),
    g("b_ok_eos_after", "B", "504", "correct", "tag", th(EGG) + "<answer>504</answer><|endoftext|>", "an end-of-text token after the tag"),
    g("b_ok_eot_id", "B", "480", "correct", "boxed", RDG + "\n$\\boxed{480}$<|eot_id|>", "Llama's end token after the box"),
    g("b_ok_unicode_minus", "B", "-13", "correct", "boxed", TMP + "\n$\\boxed{−13}$", "a Unicode minus sign"),
    g("b_ok_loop_after_answer", "B", "81", "correct", "loop", TIX + "The answer is 81.\n" + "The answer is 81.\n" * 20 + "The answer is", "the answer repeats and the last repetition is cut; only 81 is ever stated", True),
    g("b_ok_nbsp", "B", "14", "correct", "boxed", WLK + "\n$\\boxed{14\u00a0hours}$", "a no-break space before the unit"),
]

CASES += [
    # ============================================================ MATH, kind A
    # --- t_
    m("t_m_tag_decimal_prob", "A", G_DICE, "wrong", "tag", DICE_LONG + "<answer>0.139</answer>", "a rounded decimal for 5/36"),
    m("t_m_tag_sum_seven", "A", G_DICE, "wrong", "tag", th("Sum 7 has 6 outcomes, so 6/36 = 1/6.\n") + "<answer>\\frac{1}{6}</answer>", "the probability of sum 7"),
    m("t_m_tag_one_root", "A", G_QR, "wrong", "tag", th(QR) + "<answer>x = \\frac{3}{2}</answer>", "only one of the two roots"),
    m("t_m_tag_sqrt125", "A", G_HYP, "wrong", "tag", th(HYP) + "<answer>c \\approx 11.18</answer>", "an approximate decimal for 5\\sqrt{5}"),
    m("t_m_tag_open_interval", "A", G_ABS, "wrong", "tag", th(ABS) + "<answer>\\left(-\\frac{5}{3}, 3\\right)</answer>", "an open interval for a closed gold"),
    m("t_m_tag_conjugate", "A", G_CX, "wrong", "tag", th(CX) + "<answer>11 + 10i</answer>", "the conjugate"),
    m("t_m_tag_degrees_for_rad", "A", G_RD, "wrong", "tag", th("135 degrees is the angle.\n") + "<answer>135^\\circ</answer>", "degrees restated; radians were asked"),
    m("t_m_tag_placeholder", "A", G_CB, "no_answer", "tag", th(CB) + "<answer>your answer here</answer>", "a placeholder in the tag"),
    m("t_m_tag_two_candidates", "A", G_SR, "wrong", "tag", th(SR) + "<answer>495 or 434</answer>", "two values in the tag: a hedge"),
    # --- h_
    m("h_m_hash_decimal", "A", G_RP, "wrong", "hash", RP + "\nSo $x \\approx 0.2727$.\n#### 0.2727", "a truncated decimal for 3/11"),
    m("h_m_hash_unreduced_other", "A", G_RP, "wrong", "hash", "$0.2\\overline{7} = \\frac{25}{90} = \\frac{5}{18}$\n#### \\frac{5}{18}", "the value of 0.2777..., another number"),
    m("h_m_hash_ordered", "A", G_CB, "wrong", "hash", "Choosing 4 of 10 in order: $10 \\cdot 9 \\cdot 8 \\cdot 7 = 5040$.\n#### 5040", "ordered selections, not combinations"),
    m("h_m_hash_f_of_two", "A", G_FN, "wrong", "hash", "$f(2) = 4 - 8 + 1 = -3$\n**Answer:** $-3$\n#### -3", "f(2) instead of f(-2)"),
    m("h_m_hash_closed_domain", "A", G_DM, "wrong", "hash", "We need $5 - x \\ge 0$, so $x \\le 5$.\n#### (-\\infty, 5]", "a closed endpoint at 5, where 1/\\sqrt{0} is undefined"),
    m("h_m_hash_x_only", "A", G_VX, "wrong", "hash", VX + "\nThe vertex is at $x = -2$.\n#### -2", "one coordinate of the vertex"),
    m("h_m_hash_fourteen_terms", "A", G_SR, "wrong", "hash", "There are 14 terms, so the sum is $\\frac{14(5 + 57)}{2} = 434$.\n#### 434", "a term-count slip"),
    m("h_m_hash_empty_bold", "A", G_SY, "no_answer", "hash", "**Answer:**\n####", "an empty answer and an empty #### line"),
    # --- x_
    m("x_m_decimal_sqrt", "A", G_SQ, "wrong", "boxed", SQ + "\n\n$\\boxed{14.697}$", "a decimal for 6\\sqrt{6}"),
    m("x_m_decimal_pi", "A", G_RD, "wrong", "boxed", RD + "\n\n$\\boxed{2.356}$", "a decimal for 3\\pi/4"),
    m("x_m_mixed_wrong", "A", G_MXD, "wrong", "boxed", "$2\\frac{3}{4} + 1\\frac{5}{6} = 3 + \\frac{3}{4} + \\frac{5}{6} = 3\\frac{19}{12}$... so $4\\frac{5}{12}$.\n\n$\\boxed{4\\frac{5}{12}}$", "4 5/12 = 53/12, not 55/12"),
    m("x_m_decimal_mixed", "A", G_MXD, "wrong", "boxed", MXD + "\n\n$\\boxed{4.58}$", "a rounded decimal for 55/12"),
    m("x_m_matrix_sign", "A", G_MX, "wrong", "boxed", MX + "\n\n$\\boxed{\\begin{pmatrix} 6 & 3 \\\\ 12 & 3 \\end{pmatrix}}$", "one entry's sign flipped"),
    m("x_m_matrix_transposed", "A", G_MX, "wrong", "boxed", "$\\boxed{\\begin{pmatrix} 6 & 12 \\\\ -3 & 3 \\end{pmatrix}}$", "the transpose of the product"),
    m("x_m_unsimplified_wrong", "A", G_HYP, "wrong", "boxed", "$c = \\sqrt{5^2 + 10^2} = \\sqrt{105}$\n\n$\\boxed{\\sqrt{105}}$", "an arithmetic slip: \\sqrt{105}"),
    m("x_m_half_open", "A", G_ABS, "wrong", "boxed", ABS + "\n\n$\\boxed{[-\\frac{5}{3}, 3)}$", "a half-open interval for a closed gold"),
    # --- n_
    m("n_m_cancel_only", "A", G_FN, "no_answer", "boxed", "$\\boxed{\\cancel{-3}}$", "a box holding only a cancelled value"),
    m("n_m_not_then_nothing", "A", G_CB, "no_answer", "plain", "The answer is not 5040, since order does not matter.", "only a negated value"),
    m("n_m_box_then_wrong_note", "A", G_OCT, "wrong", "boxed", OCT + "\n\n$\\boxed{135}$ — wait, that is wrong; the answer is 45.", "the model marks 135 wrong and states 45"),
    m("n_m_strike_keep_other", "A", G_B5, "wrong", "plain", B5 + " the answer is ~~142_5~~ 241_5.", "the gold struck out; 241_5 stands"),
    m("n_m_not_both", "A", G_QR, "wrong", "boxed", QR + " But $x = -2$ is extraneous.\n\n$\\boxed{\\frac{3}{2}}$", "a false extraneous-root note drops a root"),
    m("n_m_pm_hedge", "A", G_CX, "wrong", "boxed", CX + "\n\n$\\boxed{11 \\pm 10i}$", "\\pm gives two values, a hedge"),
    m("n_m_excluded_note", "A", G_DM, "wrong", "boxed", DM + "\n\n$\\boxed{(-\\infty, 5)}$ excluding $x = 0$", "a false extra exclusion: the stated set is (-\\infty, 0) \\cup (0, 5)"),
    m("n_m_unsure", "A", G_SQ, "wrong", "boxed", SQ + "\n\nI think it is $\\boxed{6\\sqrt{6}}$ or maybe $\\boxed{36\\sqrt{6}}$?", "two boxed values: a hedge"),
    # --- u_
    m("u_m_radians_for_degrees", "A", G_OCT, "wrong", "boxed", OCT + " In radians, $\\frac{3\\pi}{4}$.\n\n$\\boxed{\\frac{3\\pi}{4}}$", "a radian measure for a degree gold"),
    m("u_m_exterior", "A", G_OCT, "wrong", "boxed", "Each exterior angle is $\\frac{360^\\circ}{8} = 45^\\circ$.\n\n$\\boxed{45^\\circ}$", "the exterior angle"),
    m("u_m_base_ten", "A", G_B5, "wrong", "boxed", "The number is $47$ in base ten.\n\n$\\boxed{47}$", "the decimal value, not the base-5 numeral"),
    m("u_m_base_reversed", "A", G_B5, "wrong", "boxed", B5 + " $241_5$.\n\n$\\boxed{241_5}$", "the remainders read in the wrong order"),
    m("u_m_percent_prob", "A", G_DICE, "wrong", "boxed", DICE + "\n\n$\\boxed{13.9\\%}$", "a rounded percent for 5/36"),
    m("u_m_degrees_radian_gold", "A", G_RD, "wrong", "boxed", "$\\boxed{135}$", "the degree value for a radian gold"),
    m("u_m_squared_length", "A", G_HYP, "wrong", "boxed", "$c^2 = 25 + 100 = 125$\n\n$\\boxed{125}$", "c squared, not c"),
    m("u_m_sum_of_roots", "A", G_QR, "wrong", "boxed", "By Vieta, the sum of the roots is $-\\frac{1}{2}$.\n\n$\\boxed{-\\frac{1}{2}}$", "the sum of the roots"),
    # --- r_
    m("r_m_wait_other", "A", G_CUB, "wrong", "boxed", CUB + "\n\n$\\boxed{-1, 0, 5}$\n\nWait, $x = 0$ makes the original division undefined, so exclude it: $\\boxed{-1, 5}$", "a retraction drops 0 (no division exists): -1, 5 last"),
    m("r_m_hmm_actually", "A", G_SY, "wrong", "plain", SY + " So $(7, 3)$.\n\nHmm, actually the question asks for $x + y$... which is 10. The answer is 10.", "the correction (a misreading) makes 10 final"),
    m("r_m_recompute_slip", "A", G_SR, "wrong", "boxed", SR + " $= 495$.\n\nLet me recompute: $15 \\cdot 66 = 980$, so the sum is $490$.\n\n$\\boxed{490}$", "the recomputation slips to 490 and is final"),
    m("r_m_error_radians", "A", G_RD, "wrong", "boxed", RD + " $= \\frac{3\\pi}{4}$.\n\nI made an error: $\\frac{135}{180} = \\frac{2}{3}$, so $\\boxed{\\frac{2\\pi}{3}}$.", "the correction is a slip to 2\\pi/3, final"),
    m("r_m_think_gold_block_other", "A", G_FN, "wrong", "boxed", th("f(-2) = 4 + 8 + 1 = 13.\n") + "Evaluating at $x = -2$: $4 - 8 + 1 = -3$.\n\n" + r1final("-3"), "the think reaches 13, the final block commits to -3"),
    m("r_m_final_block_twice", "A", G_CB, "wrong", "boxed", th(CB) + r1final("210") + "\n\nWait, the committee has 5 members.\n\n" + r1final("252"), "a second final block with another value (a misreading); the last counts"),
    m("r_m_verify_changes", "A", G_VX, "wrong", "boxed", VX + "\n\n$\\boxed{(-2, -5)}$\n\nLet me verify: $2(4) + 8(-2) + 3 = -5$... hmm, actually $2(4) = 8$, $8 - 16 = -8$, $-8 + 3 = -5$. Hmm, but I should use $+16$: $\\boxed{(-2, 27)}$.", "a confused verification changes the answer: (-2, 27) last"),
    m("r_m_minerva_second", "A", G_MXD, "wrong", "minerva", MXD + "\n" + MINERVA.format("\\frac{55}{12}") + "\n\nActually, $\\frac{11}{4} + \\frac{11}{6} = \\frac{22}{10}$.\n" + MINERVA.format("\\frac{11}{5}"), "a second Minerva line with a slip; the last counts"),
    # --- q_
    m("q_m_im_user_gold", "A", G_HYP, "wrong", "boxed", "$\\boxed{\\sqrt{105}}$" + IM_USER + "The answer should be $5\\sqrt{5}$.", "the gold only in an invented user turn"),
    m("q_m_user_colon_gold", "A", G_SY, "wrong", "plain", "$x = 6, y = 4$. The answer is $(6, 4)$.\n\nUser: No, it's $(7, 3)$.", "the gold only in an invented user turn"),
    m("q_m_suppose_gold", "A", G_B5, "no_answer", "plain", "Suppose the answer were $142_5$. Then it would equal $25 + 20 + 2 = 47$.", "a supposition, never committed", True),
    m("q_m_hint_only", "A", G_SQ, "no_answer", "plain", "Hint: write $216 = 36 \\cdot 6$ and simplify.", "a hint, no final answer"),
    m("q_m_human_turn", "A", G_DICE, "wrong", "boxed", "$\\boxed{\\frac{1}{6}}$\n\nHuman: Actually the sum is 8, so it's $\\frac{5}{36}$.", "the gold only in an invented Human turn"),
    m("q_m_assistant_turn", "A", G_CUB, "wrong", "boxed", "$\\boxed{0, 5}$" + IM_USER + "You missed a root." + IM_ASSIST + "$\\boxed{-1, 0, 5}$", "the gold only in an invented later assistant turn"),
    m("q_m_book_says", "A", G_MX, "no_answer", "plain", "The textbook's answer key gives $\\begin{pmatrix} 6 & -3 \\\\ 12 & 3 \\end{pmatrix}$, but I could not reproduce it.", "a reported value the model does not commit to", True),
    m("q_m_next_problem", "A", G_RP, "wrong", "plain", "$0.\\overline{27} = \\frac{27}{100}$. The answer is $\\frac{27}{100}$.\n\nProblem 2: Express $0.\\overline{27}$ as a fraction. Answer: $\\frac{3}{11}$", "the gold only in an invented next problem"),
    # --- b_
    m("b_m_cut_in_frac", "A", G_DICE, "no_answer", "cut", DICE_LONG + "**Final Answer**\n\\[\n\\boxed{\\frac{5}{", "cut inside the \\frac in the final box"),
    m("b_m_cut_think_candidates", "A", G_CUB, "no_answer", "cut", "<think>\nx(x - 5)(x + 1). So roots 0, 5, -1. Hmm, or maybe", "cut in the think block"),
    m("b_m_empty_box_tag", "A", G_RD, "no_answer", "tag", th(RD) + "<answer>\\boxed{}</answer>", "an empty box in the tag"),
    m("b_m_nul", "A", G_SY, "no_answer", "bad_input", SY + "\n\n$\\boxed{(7,\x00 3)}$", "a NUL: bad input"),
    m("b_m_loop_cut", "A", G_ABS, "no_answer", "loop", "<think>\n" + "-5 <= 3x <= 9. Wait, let me redo it. " * 15 + "-5 <= 3x <=", "an R1 loop cut at the cap; no final answer"),
    m("b_m_refusal", "A", G_VX, "no_answer", "plain", "I'm sorry, but I can't help with that.", "a refusal"),
    m("b_m_cut_final_heading", "A", G_SR, "no_answer", "cut", th(SR + " = 495.\n") + "**Final Answer**\n", "cut after the heading, before the value; 495 only in the think block", True),
    m("b_m_cut_mid_matrix", "A", G_MX, "no_answer", "cut", MX + "\n\n$\\boxed{\\begin{pmatrix} 6 & -3 \\\\", "cut inside the boxed matrix"),

    # ============================================================ MATH, kind B
    # --- t_
    m("t_m_ok_tag_dfrac", "B", G_DICE, "correct", "tag", DICE_LONG + "<answer>\\dfrac{5}{36}</answer>", "\\dfrac in the tag"),
    m("t_m_ok_tag_le", "B", G_ABS, "correct", "tag", th(ABS) + "<answer>-\\frac{5}{3} \\le x \\le 3</answer>", "an inequality for the closed interval gold"),
    m("t_m_ok_tag_pm_free_roots", "B", G_QR, "correct", "tag", th(QR) + "<answer>x = -2 \\text{ or } x = \\frac{3}{2}</answer>", "both roots as equations joined by 'or'"),
    m("t_m_ok_tag_cpx_sentence", "B", G_CX, "correct", "tag", th(CX) + "<answer>The product is $11 - 10i$.</answer>", "a sentence in the tag"),
    m("t_m_ok_tag_base_paren", "B", G_B5, "correct", "tag", th(B5 + " 142.\n") + "<answer>(142)_5</answer>", "a parenthesised base-5 numeral"),
    m("t_m_ok_tag_set_braces", "B", G_CUB, "correct", "tag", CUB_LONG + "<answer>\\{-1, 0, 5\\}</answer>", "set braces around the roots"),
    m("t_m_ok_tag_bmatrix", "B", G_MX, "correct", "tag", th(MX) + "<answer>\\begin{bmatrix} 6 & -3 \\\\ 12 & 3 \\end{bmatrix}</answer>", "bmatrix for pmatrix"),
    m("t_m_ok_tag_box_sqrt", "B", G_SQ, "correct", "tag", th(SQ) + "<answer>\\boxed{6\\sqrt6}</answer>", "\\sqrt6 without braces"),
    m("t_m_ok_tag_equals", "B", G_FN, "correct", "tag", th(FN) + "<answer>f(-2) = 13</answer>", "an equation ending at the value"),
    # --- h_
    m("h_m_ok_hash_slash", "B", G_RP, "correct", "hash", RP + " Reducing, $\\frac{3}{11}$.\n#### 3/11", "a slash fraction"),
    m("h_m_ok_bold_hash", "B", G_CB, "correct", "hash", CB + "\n**Answer:** 210\n#### 210", "bold answer and #### agree"),
    m("h_m_ok_hash_tuple_text", "B", G_SY, "correct", "hash", SY + "\n#### $(7, 3)$", "a tuple in math mode after ####"),
    m("h_m_ok_hash_interval", "B", G_DM, "correct", "hash", DM + "\n#### $(-\\infty, 5)$", "the interval after ####"),
    m("h_m_ok_hash_vertex_words", "B", G_VX, "correct", "hash", VX + "\n#### The vertex is $(-2, -5)$.", "a sentence after ####"),
    m("h_m_ok_hash_sum", "B", G_SR, "correct", "hash", SR + " $= 495$\n#### 495", "the sum after ####"),
    m("h_m_ok_hash_f", "B", G_FN, "correct", "hash", FN + "\n#### $f(-2) = 13$", "an equation after ####"),
    m("h_m_ok_hash_hyp", "B", G_HYP, "correct", "hash", HYP + "\n#### 5\\sqrt{5}", "a radical after ####"),
    # --- x_
    m("x_m_ok_unreduced", "B", G_RP, "correct", "boxed", RP + "\n\n$\\boxed{\\frac{27}{99}}$", "an unreduced fraction equal to 3/11"),
    m("x_m_ok_mixed_tfrac", "B", G_MXD, "correct", "boxed", MXD + "\n\n$\\boxed{4\\tfrac{7}{12}}$", "the mixed number 4 7/12 = 55/12", True),
    m("x_m_ok_sqrt_times", "B", G_HYP, "correct", "boxed", HYP + "\n\n$\\boxed{5 \\sqrt{5}}$", "a space before the radical"),
    m("x_m_ok_pi_after", "B", G_RD, "correct", "boxed", RD + "\n\n$\\boxed{\\frac{3}{4}\\pi}$", "\\frac{3}{4}\\pi equals 3\\pi/4"),
    m("x_m_ok_exact_then_approx", "B", G_SQ, "correct", "boxed", SQ + "\n\n$\\boxed{6\\sqrt{6}} \\approx 14.70$", "the exact value boxed; an approximation after the box"),
    m("x_m_ok_left_right", "B", G_ABS, "correct", "boxed", ABS + "\n\n$\\boxed{\\left[ -\\dfrac{5}{3},\\, 3 \\right]}$", "\\left[ \\right] with \\dfrac and a thin space"),
    m("x_m_ok_cpx_reorder", "B", G_CX, "correct", "boxed", CX + "\n\n$\\boxed{-10i + 11}$", "the terms reordered"),
    m("x_m_ok_dice_unreduced", "B", G_DICE, "correct", "boxed", DICE + "\n\n$\\boxed{\\frac{10}{72}}$", "an unreduced fraction equal to 5/36"),
    # --- n_
    m("n_m_ok_not_ordered", "B", G_CB, "correct", "boxed", CB + "\n\nThe answer is $\\boxed{210}$ (not 5040, since order doesn't matter).", "an annotation naming the rejected value"),
    m("n_m_ok_not_exterior", "B", G_OCT, "correct", "boxed", OCT + "\n\n$\\boxed{135^\\circ}$ (the exterior angle is $45^\\circ$, not asked)", "degree sign and a note"),
    m("n_m_ok_neq_condition", "B", G_DM, "correct", "boxed", DM + " Note $x \\neq 5$.\n\n$\\boxed{(-\\infty, 5)}$", "a \\neq condition in the working"),
    m("n_m_ok_not_decimal", "B", G_RP, "correct", "boxed", RP + "\n\n$\\boxed{\\frac{3}{11}}$, not $0.27$.", "a note rejecting the decimal"),
    m("n_m_ok_strike_other", "B", G_SY, "correct", "plain", SY + "\n\nFinal answer: ~~(3, 7)~~ $(7, 3)$", "the swapped pair struck out, the gold stands"),
    m("n_m_ok_check", "B", G_CUB, "correct", "boxed", CUB + "\n\n$\\boxed{-1, 0, 5}$ ✓ (all three check)", "a check mark"),
    m("n_m_ok_no_other", "B", G_VX, "correct", "boxed", VX + "\n\nThe vertex is $\\boxed{(-2, -5)}$; there is no other turning point.", "a note after the box"),
    m("n_m_ok_both_roots", "B", G_QR, "correct", "boxed", QR + " Neither root is extraneous.\n\n$\\boxed{-2, \\frac{3}{2}}$", "a note before the box"),
    # --- u_
    m("u_m_ok_degree_circ", "B", G_OCT, "correct", "boxed", OCT + "\n\n$\\boxed{135^\\circ}$", "^\\circ on a degree gold"),
    m("u_m_ok_degree_text", "B", G_OCT, "correct", "boxed", OCT + "\n\n$\\boxed{135 \\text{ degrees}}$", "the word degrees"),
    m("u_m_ok_rad_text", "B", G_RD, "correct", "boxed", RD + "\n\n$\\boxed{\\frac{3\\pi}{4} \\text{ radians}}$", "the word radians"),
    m("u_m_ok_base_nosub", "B", G_B5, "correct", "plain", B5 + " the answer is 142 in base 5.", "a base-5 numeral named in words"),
    m("u_m_ok_base_sub_text", "B", G_B5, "correct", "boxed", B5 + "\n\n$\\boxed{142_{5}}$", "braced subscript"),
    m("u_m_ok_prob_then_percent", "B", G_DICE, "correct", "boxed", DICE + "\n\n$\\boxed{\\frac{5}{36}}$, about 13.9%.", "exact value boxed; percent as a gloss"),
    m("u_m_ok_length_units", "B", G_HYP, "correct", "boxed", HYP + "\n\n$\\boxed{5\\sqrt{5} \\text{ units}}$", "a unit word"),
    m("u_m_ok_ways_word", "B", G_CB, "correct", "boxed", CB + "\n\n$\\boxed{210 \\text{ ways}}$", "a count word"),
    # --- r_
    m("r_m_ok_verify_same", "B", G_MX, "correct", "boxed", MX + "\n\n$\\boxed{\\begin{pmatrix} 6 & -3 \\\\ 12 & 3 \\end{pmatrix}}$\n\nLet me verify the (2,1) entry: $0 \\cdot 1 + 3 \\cdot 4 = 12$. ✓", "a confirming check"),
    m("r_m_ok_wait_to_gold", "B", G_CX, "correct", "boxed", "$3 - 10i - 8 = -5 - 10i$\n\nWait, $-8i^2 = +8$, so it's $3 - 10i + 8 = 11 - 10i$.\n\n$\\boxed{11 - 10i}$", "a retraction to the gold"),
    m("r_m_ok_recompute", "B", G_SR, "correct", "boxed", "14 terms: $434$.\n\nLet me recompute the terms: $\\frac{61 - 5}{4} + 1 = 15$, so the sum is $\\frac{15 \\cdot 66}{2} = 495$.\n\n$\\boxed{495}$", "the recomputation reaches the gold"),
    m("r_m_ok_error_fixed", "B", G_FN, "correct", "plain", "$f(-2) = 4 - 8 + 1 = -3$. I made an error: $-4(-2) = +8$. So $f(-2) = 13$.\n\nThe answer is $13$.", "the correction reaches the gold"),
    m("r_m_ok_long_think", "B", G_DICE, "correct", "boxed", DICE_LONG + r1final("\\dfrac{5}{36}"), "the think tries a decimal; the final block is exact"),
    m("r_m_ok_hmm_confirm", "B", G_B5, "correct", "boxed", B5 + " $142_5$.\n\nHmm, actually let me check: $1 \\cdot 25 + 4 \\cdot 5 + 2 = 47$. Yes.\n\n$\\boxed{142_5}$", "a confirming 'Hmm, actually'"),
    m("r_m_ok_qwen_then_check", "B", G_SY, "correct", "boxed", qwen("We solve the system.", ("Add", "$2x = 14$, $x = 7$"), ("Back-substitute", "$y = 3$")) + QWEN_END.format("(7, 3)") + "\n\nCheck: $7 + 3 = 10$, $7 - 3 = 4$.", "a check after Qwen's closing line"),
    m("r_m_ok_wait_but_keep", "B", G_DM, "correct", "tag", th(DM + " Wait, but could x = 5 work? Then we divide by 0. No.\n") + "<answer>(-\\infty, 5)</answer>", "a 'Wait, but' inside the think that keeps the gold"),
    # --- q_
    m("q_m_ok_im_after", "B", G_HYP, "correct", "boxed", HYP + "\n\n$\\boxed{5\\sqrt{5}}$" + IM_USER + "What is the perimeter?", "an invented turn after the answer"),
    m("q_m_ok_user_after_other", "B", G_RD, "correct", "boxed", RD + "\n\n$\\boxed{\\frac{3\\pi}{4}}$\n\nUser: And 150 degrees?\nAssistant: $\\boxed{\\frac{5\\pi}{6}}$", "the invented turn's box does not count"),
    m("q_m_ok_human_after", "B", G_MXD, "correct", "boxed", MXD + "\n\n$\\boxed{\\frac{55}{12}}$\n\nHuman: thanks", "an invented Human turn"),
    m("q_m_ok_quote_problem", "B", G_ABS, "correct", "plain", "The problem asks for all $x$ with \"$|3x - 2| \\le 7$\". " + ABS + "\n\nThe solution set is $\\left[-\\frac{5}{3}, 3\\right]$.", "quoted problem text then the gold"),
    m("q_m_ok_reported_mistake", "B", G_QR, "correct", "boxed", "A common mistake is to write $x = 2, -\\frac{3}{2}$. Correctly, " + QR + "\n\n$\\boxed{-2, \\frac{3}{2}}$", "a reported wrong pair, then the gold"),
    m("q_m_ok_suppose_refuted", "B", G_CUB, "correct", "boxed", "Suppose only $0$ and $5$ were roots; then $x + 1$ would not be a factor, but it is. " + CUB + "\n\n$\\boxed{-1, 0, 5}$", "a refuted supposition"),
    m("q_m_ok_eot_after", "B", G_VX, "correct", "boxed", VX + "\n\n$\\boxed{(-2, -5)}$" + EOT_USER + "Find the axis of symmetry.", "a Llama header turn after the answer"),
    m("q_m_ok_offer", "B", G_SQ, "correct", "boxed", SQ + "\n\n" + r1final("6\\sqrt{6}") + "\n\nWould you like me to show the decimal approximation as well?", "an offer after the final block"),
    # --- b_
    m("b_m_ok_crlf", "B", G_CB, "correct", "boxed", (CB + "\n\n$\\boxed{210}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_huge_think", "B", G_CUB, "correct", "tag", th("Let me factor once more. " * 150 + "x(x - 5)(x + 1).\n") + "<answer>-1, 0, 5</answer>", "a very long think block"),
    m("b_m_ok_endoftext", "B", G_FN, "correct", "boxed", FN + "\n\n$\\boxed{13}$<|endoftext|>", "an end-of-text token"),
    m("b_m_ok_bom", "B", G_SY, "correct", "boxed", "\ufeff" + SY + "\n\n$\\boxed{(7, 3)}$", "a BOM"),
    m("b_m_ok_nbsp", "B", G_MX, "correct", "boxed", MX + "\n\n$\\boxed{\\begin{pmatrix}\u00a06 & -3 \\\\ 12 & 3\u00a0\\end{pmatrix}}$", "no-break spaces in the matrix"),
    m("b_m_ok_display_brackets", "B", G_RP, "correct", "boxed", RP + "\n\n\\[\\boxed{\\dfrac{3}{11}}\\]", "display brackets and \\dfrac"),
    m("b_m_ok_tag_im_end", "B", G_OCT, "correct", "tag", th(OCT) + "<answer>135</answer><|im_end|>", "an im_end token after the tag"),
    m("b_m_ok_unicode_minus", "B", G_VX, "correct", "boxed", VX + "\n\n$\\boxed{(−2, −5)}$", "Unicode minus signs"),
]
# fmt: on

DECISIONS = {
    "x_comma_decimal_misread": (
        "reject",
        "5.640 in English notation is five point six four; a period is not a thousands separator here, so the stated value is 5.64",
    ),
    "x_ok_hours_frac_int": (
        "accept",
        "\\frac{840}{60} is an unreduced fraction equal to 14 and the working states 840/60 = 14: an honest notation",
    ),
    "b_ok_loop_after_answer": (
        "accept",
        "every complete sentence commits to 81 and nothing else is stated; only the last repetition is cut",
    ),
    "x_m_ok_mixed_tfrac": (
        "accept",
        "4\\tfrac{7}{12} is the mixed number 4 7/12 = 55/12, an honest notation",
    ),
    "q_m_suppose_gold": (
        "reject",
        "the value is only supposed and checked backwards; the model never states it as its answer: no_answer",
    ),
    "q_m_book_says": (
        "reject",
        "the matrix is reported from an answer key the model says it could not reproduce; it does not commit to it: no_answer",
    ),
    "b_m_cut_final_heading": (
        "reject",
        "495 is only in the think block; the answer section is cut after its heading, before the value: no final answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam149", CASES, [], DECISIONS)
