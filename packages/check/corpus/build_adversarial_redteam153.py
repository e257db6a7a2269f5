r"""Build adversarial_redteam153.jsonl: round 153 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam153"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 151.py (structure, docstring, label conventions, DECISIONS;
the probe ids of 150-152 skimmed to AVOID their shapes) were read; no probe of theirs is
copied (new problems, new golds, new wording).

Aim of this round: English; the eight classes of the issue as they appear in real outputs of small
RL policies (Qwen2.5-0.5B/1.5B GRPO/PPO, SmolLM, Llama-3.2-1B) and of distilled reasoning models
(R1-Distill-Qwen-1.5B/7B, QwQ-style), half GSM8K and half MATH, half kind A and half kind B:
`<think>...</think><answer>...</answer>` where the tag holds a sentence, an equation, a unit, a box, a
LaTeX expression or two values; long think blocks that try several candidate values; "**Final
Answer**" blocks and bold answers; a phrase marker then `####`; answers restated after a box in
other words (percent, dozen, cents, hours vs minutes: decided by the quantity asked); trailing checks
("Let me verify: ..."); completions cut at the token cap; invented next turns (`User:`, `Human:`,
`<|im_start|>user`, Llama's header); retractions phrased the way models phrase them ("Wait, ...",
"Hmm, actually ...", "Let me recompute", "I made an error"); exact MATH values vs decimals;
intervals, sets, tuples, matrices, degrees/radians, base-n numerals, fractions, mixed numbers,
complex numbers; negation and annotation inside the answer. About half of kind B is a right answer
in an honest but unusual form (units, thousands separators, trailing words after the number,
`\text{}`, `\dfrac`, `^\circ`, "x = 4", "= 79", `\$15.45`, `\mathbf{}` and `\textbf{}` boxes,
`\boxed{\text{...}}`, answers on the `</think>` line, markdown headings, `\(...\)` and `\[...\]`).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 boxes of 18 muffins, 29 eaten -> 79 (6*18 = 108; 108 - 29 = 79; subtotal 108; slip 89);
4 h at 12 mph + 2 h at 15 mph -> 78 miles (48 + 30; average 78/6 = 13); gym $45 a month for 12
months + $120 sign-up -> 660 (540 + 120; without the fee 540; per month 55); 5 notebooks at $2.40 +
3 pens at $1.15 -> 15.45 (12.00 + 3.45; change from $20: 4.55); 7 dozen eggs a week for 4 weeks,
EGGS asked -> 336 (84 a week; 84*4 = 336 = 28 dozen); 1 h 20 min a day for 6 days, MINUTES asked
-> 480 (80*6 = 480 = 8 hours); 40 min a day for 21 days, HOURS asked -> 14 (840 minutes; /60 = 14;
/100 slip 8.4); 38 of 40 right, percent asked -> 95 (38/40 = 0.95; wrong 5); 5 degrees dropping 3
an hour for 6 hours -> -13 (18; 5 - 18; 5 hours: -10); 8 candies at 35 cents + 4 gums at 15 cents,
CENTS asked -> 340 (280 + 60 = 340 = $3.40); 4 rows of 15 apple trees, 12 apples each -> 720 (60
trees; 60*12); savings $1,250 + 4 weeks at $230 - $685 -> 1485 (920; 2170; 2170 - 685).
MATH: two balls green without replacement from 4 green, 6 yellow -> 2/15 (4/10 * 3/9 = 12/90;
0.1333...; with replacement 4/25); distance (-2, 3) to (4, -1) -> 2\sqrt{13} (36 + 16 = 52;
~7.2111); |3x - 2| <= 7 -> [-5/3, 3] (-5 <= 3x <= 9); 2x^2 + x - 6 = 0 -> -2, 3/2 ((2x - 3)(x + 2);
sum -1/2); (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i + 8; i^2 as +1: -5 - 10i); 225 degrees ->
5\pi/4 (~3.9270); [[2, 1], [0, 3]][[1, -2], [4, 1]] -> [[6, -3], [12, 3]]; interior angle of a
regular decagon -> 144 degrees (1440/10; exterior 36; 4\pi/5 rad); 47 in base 3 -> 1202_3 (27 + 18
+ 0 + 2; reversed 2021_3 = 61); 2 3/4 + 1 5/6 -> 55/12 (33/12 + 22/12 = 4 7/12); x^3 - 4x = 0 ->
-2, 0, 2; (2x - 3)^2 -> 4x^2 - 12x + 9; 3x + 2y = 16, x - y = 2 -> (4, 2) (5y = 10; 12 + 4 = 16);
0.\overline{45} -> 5/11 (45/99; 0.4555... = 41/90); C(10, 4) -> 210 (5040/24; ordered 5040);
\sqrt{6}\sqrt{27} -> 9\sqrt{2} (\sqrt{162}; ~12.728); f(x) = 3x^2 - 2x + 1 at -2 -> 17 (12 + 4 + 1;
f(2) = 9); domain of \sqrt{5 - x}/(x + 3) -> (-\infty, -3) \cup (-3, 5]; vertex of y = x^2 + 4x + 1
-> (-2, -3); 5 + 11 + ... + 65 -> 385 (11 terms; 11*70/2; 10 terms: 350).

Classes (id prefix): `t_` answer tags (R1-Zero / GRPO format, long think blocks), `h_` phrase marker
or bold answer then `####`, `x_` exactness (decimals for exact values, rounding, trailing zeros,
unsimplified forms, mixed numbers, intervals, matrices), `n_` negation / strike-out / annotation
inside or after the answer, `u_` units and answers restated in other words (percent, dozen, cents,
hours vs minutes, degrees vs radians, base-n), `r_` retractions and trailing checks, `q_` invented
next turns, quoted / reported / hypothetical values, `b_` token-cap cuts, loops and odd but honest
layout (end-of-text tokens, CRLF, markdown). `_m_` after the prefix marks a MATH probe, `_ok_` kind
B. Kind A: truth wrong / no_answer; kind B: truth correct.

Label conventions (corpus/README.md; rounds 136 and 151): the LAST final answer counts; a
right answer in another honest notation (units, `\text{}`, `\$`, thousands separators, "x = ", "= ",
`\dfrac`, `bmatrix` for `pmatrix`, `^\circ` on a degree gold, a base-n numeral without its
subscript, an unreduced fraction equal to the gold, `\mathbf` / `\textbf` around the value) is
correct; another quantity (a subtotal, the per-month value, the drop instead of the temperature, the
other unit than the one asked, the change instead of the cost, the exterior angle, one coordinate,
one root, the sum of the roots) is wrong; an answer tag's content is the final answer (a sentence
or equation in it is read for the value it states; two values in it are a hedge -> wrong); a
decimal for an exact irrational / repeating / fractional MATH gold is wrong; a rounded or truncated
GSM8K value is wrong; degrees are not radians; a percent gold 95 accepts 95% and "95 percent", but
0.95 and 0.95% are other values; a hedge or two different final answers is wrong; no final answer
(cut at the token cap, an empty or placeholder tag, a negated gold with nothing after, a
supposition, a refusal) is no_answer; a value the model marks wrong is wrong; an explicit correction
after the answer ("Wait", "Hmm, actually", "Let me recompute", "I made an error") makes the new
value final, even when the correction itself is a slip; a check, verification, offer or pleasantry
after a committed answer does not replace it; text in an invented next turn (`User:`, `Human:`,
ChatML, Llama header) does not count, whether it holds the gold or another value; an end-of-text
token after the answer is not part of it; an answer restated after its box as the same quantity in
other words keeps the box's value when the box holds the quantity asked. Debatable probes carry
`debatable=True` and a DECISIONS entry.

Usage: python build_adversarial_redteam153.py  (writes adversarial_redteam153.jsonl beside itself)
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


def bx(v: str) -> str:
    return "\\boxed{" + v + "}"


# ================================================================ GSM8K working
MUF = "6 boxes of 18 muffins is 6 * 18 = 108 muffins.\nThey ate 29, so 108 - 29 = 79 muffins are left.\n"
MUF_SLIP = "6 boxes of 18 muffins is 6 * 18 = 108 muffins.\nThey ate 29, so 108 - 29 = 89 muffins are left.\n"
BIKE = "In the first 4 hours she rides 4 * 12 = 48 miles.\nIn the next 2 hours she rides 2 * 15 = 30 miles.\nAltogether she rides 48 + 30 = 78 miles.\n"
GYM_NOF = "Twelve months of membership cost 12 * 45 = 540 dollars.\n"
GYM = GYM_NOF + "With the $120 sign-up fee, the first year costs 540 + 120 = 660 dollars.\n"
SHOP = "The notebooks cost 5 * 2.40 = 12.00 dollars.\nThe pens cost 3 * 1.15 = 3.45 dollars.\nIn total she pays 12.00 + 3.45 = 15.45 dollars.\n"
EGG = "7 dozen eggs is 7 * 12 = 84 eggs a week.\nOver 4 weeks the hens lay 84 * 4 = 336 eggs.\n"
PIANO = (
    "1 hour 20 minutes is 60 + 20 = 80 minutes.\nOver 6 days he practices 80 * 6 = 480 minutes.\n"
)
WALK_MIN = "She walks 40 minutes a day for 21 days, which is 40 * 21 = 840 minutes.\n"
WALK = WALK_MIN + "In hours that is 840 / 60 = 14 hours.\n"
TEST = "She answered 38 of 40 questions correctly, so her score is 38 / 40 * 100 = 95 percent.\n"
TEMP = (
    "Over 6 hours the temperature falls 3 * 6 = 18 degrees.\nSo it ends at 5 - 18 = -13 degrees.\n"
)
CANDY = "The candies cost 8 * 35 = 280 cents.\nThe gums cost 4 * 15 = 60 cents.\nTogether that is 280 + 60 = 340 cents.\n"
APPLE = "There are 4 * 15 = 60 apple trees.\nEach tree gives 12 apples, so the orchard yields 60 * 12 = 720 apples.\n"
SAVE = "In 4 weeks he earns 4 * 230 = 920 dollars, so he has 1250 + 920 = 2,170 dollars.\nAfter spending 685 he has 2170 - 685 = 1,485 dollars.\n"

# ================================================================ MATH working
G_BALL = r"\frac{2}{15}"
BALL = r"The first ball is green with probability $\frac{4}{10}$ and then the second with probability $\frac{3}{9}$, so $P = \frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90}"
G_DIST = r"2\sqrt{13}"
DIST = r"$d = \sqrt{(4 - (-2))^2 + (-1 - 3)^2} = \sqrt{36 + 16} = \sqrt{52}"
G_INEQ = r"\left[ -\frac{5}{3}, 3 \right]"
INEQ = r"$|3x - 2| \le 7$ means $-7 \le 3x - 2 \le 7$, so $-5 \le 3x \le 9$, i.e. $-\frac{5}{3} \le x \le 3$."
G_ROOTS = r"-2, \frac{3}{2}"
ROOTS = r"Factoring, $2x^2 + x - 6 = (2x - 3)(x + 2) = 0$, so $x = \frac{3}{2}$ or $x = -2$."
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8"
G_RAD = r"\frac{5\pi}{4}"
RAD = r"$225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}"
G_MAT = r"\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}"
MAT = r"Row 1: $(2 \cdot 1 + 1 \cdot 4,\ 2 \cdot (-2) + 1 \cdot 1) = (6, -3)$. Row 2: $(0 \cdot 1 + 3 \cdot 4,\ 0 \cdot (-2) + 3 \cdot 1) = (12, 3)$."
G_DEG = "144"
DEG = r"The interior angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each angle is $\frac{1440^\circ}{10}"
G_B3 = "1202_3"
B3 = r"$47 = 3 \cdot 15 + 2$, $15 = 3 \cdot 5 + 0$, $5 = 3 \cdot 1 + 2$, $1 = 3 \cdot 0 + 1$. Reading the remainders from last to first,"
G_MIX = r"\frac{55}{12}"
MIX = r"$2\frac{3}{4} + 1\frac{5}{6} = \frac{11}{4} + \frac{11}{6} = \frac{33}{12} + \frac{22}{12} = \frac{55}{12}"
G_SET = "-2, 0, 2"
SET = r"$x^3 - 4x = x(x - 2)(x + 2) = 0$, so $x = 0$, $x = 2$ or $x = -2$."
G_POLY = "4x^2 - 12x + 9"
POLY = r"$(2x - 3)^2 = 4x^2 - 6x - 6x + 9"
G_SYS = "(4, 2)"
SYS = (
    r"From $x - y = 2$, $x = y + 2$. Then $3(y + 2) + 2y = 16$, so $5y = 10$, $y = 2$ and $x = 4$."
)
G_REP = r"\frac{5}{11}"
REP = r"Let $x = 0.\overline{45}$. Then $100x = 45.\overline{45}$, so $99x = 45$ and $x = \frac{45}{99}"
G_COMB = "210"
COMB = r"$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{5040}{24}"
G_SQRT = r"9\sqrt{2}"
SQRT = r"$\sqrt{6} \cdot \sqrt{27} = \sqrt{162} = \sqrt{81 \cdot 2}"
G_FUNC = "17"
FUNC = r"$f(-2) = 3(-2)^2 - 2(-2) + 1 = 12 + 4 + 1"
G_DOM = r"(-\infty, -3) \cup (-3, 5]"
DOM = r"We need $5 - x \ge 0$, so $x \le 5$, and $x + 3 \ne 0$, so $x \ne -3$."
G_VTX = "(-2, -3)"
VTX = r"The vertex of $y = x^2 + 4x + 1$ is at $x = -\frac{4}{2} = -2$, where $y = 4 - 8 + 1 = -3"
G_SER = "385"
SER = r"The series $5 + 11 + \cdots + 65$ has $\frac{65 - 5}{6} + 1 = 11$ terms, so its sum is $\frac{11(5 + 65)}{2}"

# Long R1 / QwQ think blocks with several candidate values before the final one.
MUF_LONG = th(
    "Alright, 6 boxes, 18 muffins in each. 6 times 18... 6 times 10 is 60, 6 times 8 is 48, total 108.\n\n"
    "29 were eaten. 108 minus 29. 108 minus 30 is 78, plus 1 is 79.\n\n"
    "Hmm, let me double-check: 79 + 29 = 108. Yes. Not 89. So 79 muffins remain.\n"
)
BIKE_LONG = th(
    "4 hours at 12 mph is 48 miles. Then 2 hours at 15 mph is 30 miles.\n\n"
    "Total distance 78. Wait, does the question want the average speed? 78 over 6 hours is 13 mph. "
    'No: "How many miles did she ride in total?" So 78.\n'
)
EGG_LONG = th(
    "7 dozen a week for 4 weeks is 28 dozen. But they ask for the number of eggs.\n\n"
    "28 times 12 = 336. Or 84 a week times 4 = 336. Good.\n\n"
    "Could it be 5 weeks? No, 4 weeks. So 336, not 420.\n"
)
TEST_LONG = th(
    "38 out of 40. That's 19 out of 20, which is 95%.\n\n"
    "Hmm, or are they asking the percent she missed? 2 of 40 is 5%. Re-reading: what percent did she get right. So 95.\n"
)
DOM_LONG = th(
    "sqrt(5 - x) needs x <= 5. So maybe (-infinity, 5].\n\n"
    "The denominator x + 3 can't be 0, so x != -3. So (-infinity, -3) union (-3, 5].\n\n"
    "Is 5 included? sqrt(0)/8 = 0, fine. Yes, closed at 5.\n"
)
DEG_LONG = th(
    "Regular decagon. Pentagon 108, hexagon 120, octagon 135. For 10 sides: 8*180 = 1440, divided by 10 is 144.\n\n"
    "Check: exterior 360/10 = 36, and 180 - 36 = 144. Good.\n"
)
CPX_LONG = th(
    "(3 + 2i)(1 - 4i). 3*1 = 3, 3*(-4i) = -12i, 2i*1 = 2i, 2i*(-4i) = -8i^2.\n\n"
    "So 3 - 10i - 8i^2. i^2 = -1, so -8i^2 = 8. At first I wrote 3 - 8 = -5, giving -5 - 10i, but that is wrong.\n\n"
    "So 11 - 10i.\n"
)
BALL_LONG = th(
    "4 green, 6 yellow, 10 balls. Without replacement. 4/10 then 3/9. 12/90 = 2/15.\n\n"
    "With replacement it would be 16/100 = 4/25, but no. Check: C(4,2)/C(10,2) = 6/45 = 2/15. Same.\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_tag_sentence_baked", "A", "79", "wrong", "tag", th(MUF) + "<answer>The bakery made 108 muffins in total.</answer>", "the tag's sentence states the subtotal 108"),
    g("t_tag_number_then_or", "A", "79", "wrong", "tag", MUF_LONG + "<answer>79 (or 89 if I misread)</answer>", "a second value in the tag: a hedge"),
    g("t_tag_chain_ends_slip", "A", "79", "wrong", "tag", th(MUF_SLIP) + "<answer>6*18 - 29 = 89</answer>", "an equation chain in the tag ending in the slip 89"),
    g("t_tag_speed_unit", "A", "78", "wrong", "tag", BIKE_LONG + "<answer>13 mph</answer>", "the think block settles on 78 but the tag holds the average speed"),
    g("t_tag_hours_for_minutes", "A", "480", "wrong", "tag", th(PIANO + "That is 480 / 60 = 8 hours.\n") + "<answer>8 hours</answer>", "minutes asked; the tag holds hours"),
    g("t_tag_box_no_fee", "A", "660", "wrong", "tag", th(GYM_NOF) + "<answer>$\\boxed{540}$</answer>", "a box in the tag with the cost without the sign-up fee"),
    g("t_tag_cut_in_box", "A", "15.45", "no_answer", "none", th(SHOP) + "<answer>\\boxed{", "cut at the token cap inside the tag's box"),
    g("t_tag_second_pair_other", "A", "-13", "wrong", "tag", th(TEMP) + "<answer>-13</answer>\n<think>\nHmm, the drop happens for 5 hours only, so 5 - 15 = -10.\n</think>\n<answer>-10</answer>", "a second think/answer pair replaces -13 with -10"),
    g("t_tag_placeholder", "A", "720", "no_answer", "tag", th(APPLE + "So 720 apples.\n") + "<answer>[final answer]</answer>", "a template placeholder in the tag; 720 only in the thinking"),
    g("t_tag_think_unclosed_answer_in_think", "A", "1485", "no_answer", "none", "<think>\n" + SAVE + "So he has 1485 dollars. Let me write the answer in the tag. Actually, let me first double check the weekly pay of", "cut inside an unclosed think block; no tag and no final answer"),
    g("t_tag_dozens", "A", "336", "wrong", "tag", th("7 dozen a week for 4 weeks is 28 dozen.\n") + "<answer>28 dozen eggs</answer>", "eggs asked; the tag gives dozens"),
    g("t_tag_percent_missed", "A", "95", "wrong", "tag", th(TEST + "She missed 2 questions, which is 5 percent.\n") + "<answer>5%</answer>", "the percent missed, not the percent right"),
    g("t_ok_tag_sentence_left", "B", "79", "correct", "tag", MUF_LONG + "<answer>There are 79 muffins left.</answer>", "a sentence in the tag; candidates 78 and 89 only in the thinking"),
    g("t_ok_tag_chain_unit", "B", "78", "correct", "tag", BIKE_LONG + "<answer>48 + 30 = 78 miles</answer>", "an equation chain with a unit; 13 only in the thinking"),
    g("t_ok_tag_text_box", "B", "660", "correct", "tag", th(GYM) + "<answer>\\boxed{660 \\text{ dollars}}</answer>", "a box with a \\text unit in the tag"),
    g("t_ok_tag_money_word", "B", "15.45", "correct", "tag", th(SHOP) + "<answer>15.45 dollars</answer>", "a unit word after the value"),
    g("t_ok_tag_bold", "B", "336", "correct", "tag", EGG_LONG + "<answer>**336**</answer>", "markdown bold in the tag; 28 and 420 in the thinking"),
    g("t_ok_tag_percent_word", "B", "95", "correct", "tag", TEST_LONG + "<answer>95 percent</answer>", "percent gold with the word percent; 5 only in the thinking"),
    g("t_ok_tag_h_equals", "B", "14", "correct", "tag", th("Let h be the hours she walks.\n" + WALK + "So h = 14.\n") + "<answer>h = 14</answer>", "h = 14 with h defined as the hours"),
    g("t_ok_tag_degrees_word", "B", "-13", "correct", "tag", th(TEMP) + "<answer>-13 degrees</answer>", "a negative value with a unit word"),
    g("t_ok_tag_cents_word", "B", "340", "correct", "tag", th(CANDY) + "<answer>340 cents</answer>", "cents asked, cents given"),
    g("t_ok_tag_answer_colon", "B", "1485", "correct", "tag", th(SAVE) + "<answer>Answer: $1,485</answer>", "an Answer: label, a dollar sign and a comma inside the tag"),
    m("t_m_tag_decimal_prob", "A", G_BALL, "wrong", "tag", th(BALL + "$.\n") + "<answer>0.13</answer>", "0.13 is not 2/15 (0.1333...)"),
    m("t_m_tag_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>x = \frac{3}{2}</answer>", "only one of the two roots"),
    m("t_m_tag_sum_of_roots", "A", G_ROOTS, "wrong", "tag", th(ROOTS + " Their sum is $-\\frac{1}{2}$.\n") + r"<answer>-\frac{1}{2}</answer>", "the sum of the roots, not the roots"),
    m("t_m_tag_domain_no_hole", "A", G_DOM, "wrong", "tag", th("We need $5 - x \\ge 0$, so $x \\le 5$.\n") + r"<answer>(-\infty, 5]</answer>", "the excluded -3 is forgotten"),
    m("t_m_tag_degrees_given", "A", G_RAD, "wrong", "tag", th(RAD + "$\n") + r"<answer>225^\circ</answer>", "the given degrees restated; radians asked"),
    m("t_m_tag_base_reversed", "A", G_B3, "wrong", "tag", th(B3 + " the digits are 1, 2, 0, 2.\n") + "<answer>2021_3</answer>", "the remainders read first to last (2021_3 = 61)"),
    m("t_m_tag_exterior_sentence", "A", G_DEG, "wrong", "tag", DEG_LONG + "<answer>The exterior angle is 36 degrees.</answer>", "the tag states the exterior angle"),
    m("t_m_tag_two_candidates", "A", G_BALL, "wrong", "tag", BALL_LONG + r"<answer>\frac{2}{15} \text{ or } \frac{4}{25}</answer>", "two values joined by 'or': a hedge"),
    m("t_m_ok_tag_pair_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is x = 4, y = 2, i.e. (4, 2).</answer>", "a sentence ending in the ordered pair"),
    m("t_m_ok_tag_dfrac_dollar", "B", G_BALL, "correct", "tag", BALL_LONG + r"<answer>$\dfrac{2}{15}$</answer>", "\\dfrac in math mode; 4/25 only in the thinking"),
    m("t_m_ok_tag_union", "B", G_DOM, "correct", "tag", DOM_LONG + r"<answer>$x \in (-\infty, -3) \cup (-3, 5]$</answer>", "x \\in the union; the candidate (-inf, 5] only in the thinking"),
    m("t_m_ok_tag_circ", "B", G_DEG, "correct", "tag", DEG_LONG + r"<answer>$144^{\circ}$</answer>", "^{\\circ} with braces"),
    m("t_m_ok_tag_cpx_box", "B", G_CPX, "correct", "tag", CPX_LONG + r"<answer>\(\boxed{11-10i}\)</answer>", "a boxed complex number in \\( \\) inside the tag; -5 - 10i rejected in the thinking"),
    m("t_m_ok_tag_base_word", "B", G_B3, "correct", "tag", th(B3 + " $1202_3$.\n") + "<answer>1202 (base 3)</answer>", "the base-3 digits with '(base 3)'"),
    m("t_m_ok_tag_roots_comma", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>\frac{3}{2}, -2</answer>", "both roots in another order"),
    m("t_m_ok_tag_interval_plain", "B", G_INEQ, "correct", "tag", th(INEQ + "\n") + "<answer>[-5/3, 3]</answer>", "a plain-text closed interval"),

    # ================================================================ 2. phrase marker / bold then #### (h_)
    g("h_so_answer_then_hash_subtotal", "A", "79", "wrong", "hash", MUF + "So the answer is 79 muffins.\n\n#### 108", "phrase 79, then #### 108 last: the marked value is the subtotal"),
    g("h_bold_answer_then_hash_speed", "A", "78", "wrong", "hash", BIKE + "**Answer: 78 miles**\n\nHer average speed is 78 / 6 = 13 mph.\n\n#### 13", "bold 78, then #### 13 (average speed) last"),
    g("h_final_answer_hash_no_fee", "A", "660", "wrong", "hash", GYM_NOF + "Final answer: $540\n#### 540", "the yearly membership without the sign-up fee"),
    g("h_hash_change_from_twenty", "A", "15.45", "wrong", "hash", SHOP + "She pays with a $20 bill and gets 20 - 15.45 = 4.55 back.\nThe final answer is 4.55.\n#### 4.55", "the change, not the cost"),
    g("h_hash_dozen_count", "A", "336", "wrong", "hash", "7 dozen a week for 4 weeks is 7 * 4 = 28 dozen.\nTherefore the hens lay 28 dozen eggs.\n#### 28", "dozens for an eggs question"),
    g("h_marker_then_hash_cut", "A", "480", "no_answer", "hash", "1 hour 20 minutes is 80 minutes.\nThe final answer is\n####", "a phrase marker and an empty #### at the cap"),
    g("h_hash_slash_two_values", "A", "95", "wrong", "hash", TEST + "She scored 95% (5% wrong).\n#### 95/5", "95/5 in the #### line: another value (19) or two values, either way not 95"),
    g("h_hash_unsigned_temp", "A", "-13", "wrong", "hash", TEMP + "The answer is 13 degrees below zero.\n#### 13", "debatable: the #### says 13; the temperature asked is -13 ('below zero' only in the sentence)", True),
    g("h_hash_dollars_for_cents", "A", "340", "wrong", "hash", CANDY + "That is $3.40.\nThe answer is 3.40\n#### 3.40", "cents asked; the marked value is in dollars"),
    g("h_hash_trees_not_apples", "A", "720", "wrong", "hash", APPLE + "The answer is the number of trees, 60.\n#### 60", "the number of trees, not apples"),
    g("h_ok_so_answer_hash", "B", "79", "correct", "hash", MUF + "So the answer is 79.\n\n#### 79", "phrase and #### agree"),
    g("h_ok_hash_miles_word", "B", "78", "correct", "hash", BIKE + "#### 78 miles", "a unit word after the #### value"),
    g("h_ok_hash_dollar_sign", "B", "660", "correct", "hash", GYM + "The answer is $660.\n#### $660", "a dollar sign after ####"),
    g("h_ok_hash_escaped_dollar", "B", "15.45", "correct", "hash", SHOP + "The final answer is \\$15.45.\n#### \\$15.45", "an escaped dollar after ####"),
    g("h_ok_hash_bold_value", "B", "336", "correct", "hash", EGG + "**The hens lay 336 eggs.**\n#### **336**", "bold around the #### value"),
    g("h_ok_hash_minutes", "B", "480", "correct", "hash", PIANO + "He practices 480 minutes, which is 8 hours.\n#### 480", "hours mentioned only as a restatement; #### holds the minutes asked"),
    g("h_ok_hash_percent_word", "B", "95", "correct", "hash", TEST + "#### 95 percent", "percent word after ####"),
    g("h_ok_hash_unicode_minus", "B", "-13", "correct", "hash", TEMP + "The final answer is \u221213 degrees.\n#### \u221213", "a Unicode minus sign (U+2212)"),
    g("h_ok_hash_thousands", "B", "1485", "correct", "hash", SAVE + "He has $1,485 left.\n#### 1,485", "a thousands comma after ####"),
    m("h_m_hash_decimal_dist", "A", G_DIST, "wrong", "hash", DIST + r" \approx 7.21$." + "\nThe distance is approximately 7.21.\n#### 7.21", "a decimal for 2\\sqrt13"),
    m("h_m_phrase_right_hash_ordered", "A", G_COMB, "wrong", "hash", COMB + " = 210$.\nThe answer is $210$.\n#### 5040", "phrase 210, #### 5040 (the ordered count)"),
    m("h_m_hash_radians_decimal", "A", G_RAD, "wrong", "hash", RAD + r" \approx 3.93$." + "\nThe answer is about 3.93 radians.\n#### 3.93", "a decimal for 5\\pi/4"),
    m("h_m_hash_negative_root_only", "A", G_ROOTS, "wrong", "hash", ROOTS + "\nThe negative root is $-2$.\n#### -2", "only one root"),
    m("h_m_hash_pair_swapped", "A", G_SYS, "wrong", "hash", SYS + "\nSo $(x, y) = (4, 2)$.\n#### (2, 4)", "the #### swaps the coordinates"),
    m("h_m_hash_unreduced_wrong", "A", G_REP, "wrong", "hash", REP + r" = \frac{5}{11}$." + "\nThe answer is $\\frac{5}{11}$.\n#### 45/100", "45/100 after the right phrase"),
    m("h_m_hash_f_of_positive", "A", G_FUNC, "wrong", "hash", r"$f(2) = 3(2)^2 - 2(2) + 1 = 12 - 4 + 1 = 9$." + "\nThe answer is 9.\n#### 9", "f(2) instead of f(-2)"),
    m("h_m_ok_hash_slash", "B", G_BALL, "correct", "hash", BALL + r" = \frac{2}{15}$." + "\nThe answer is $\\frac{2}{15}$.\n#### 2/15", "a slash fraction after ####"),
    m("h_m_ok_hash_sqrt_plain", "B", G_DIST, "correct", "hash", DIST + r" = 2\sqrt{13}$." + "\n#### 2\u221a13", "a Unicode radical after ####"),
    m("h_m_ok_hash_closed_interval", "B", G_INEQ, "correct", "hash", INEQ + "\nThe solution set is $[-\\frac{5}{3}, 3]$.\n#### [-5/3, 3]", "a closed interval after ####"),
    m("h_m_ok_hash_cpx_spaces", "B", G_CPX, "correct", "hash", CPX + " = 11 - 10i$.\nThe answer is $11 - 10i$.\n#### 11 - 10i", "a complex number after ####"),
    m("h_m_ok_hash_degree_word", "B", G_DEG, "correct", "hash", DEG + r" = 144^\circ$." + "\n#### 144 degrees", "a degree word after ####"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY + " = 4x^2 - 12x + 9$.\n#### 4x^2-12x+9", "a polynomial without spaces"),
    m("h_m_ok_hash_f_equation", "B", G_FUNC, "correct", "hash", FUNC + " = 17$.\n#### f(-2) = 17", "an equation after ####"),
    m("h_m_ok_hash_set_braces", "B", G_SET, "correct", "hash", SET + "\nThe solutions are $\\{-2, 0, 2\\}$.\n#### \\{-2, 0, 2\\}", "a set in braces after ####"),

    # ================================================================ 3. exactness (x_)
    g("x_rounded_cost", "A", "15.45", "wrong", "boxed", SHOP + "To the nearest dollar, she pays $\\boxed{15}$.", "rounded to 15"),
    g("x_rounded_up_cost", "A", "15.45", "wrong", "boxed", SHOP + "She pays about $\\boxed{15.5}$ dollars.", "rounded to 15.5"),
    g("x_digit_swap", "A", "78", "wrong", "boxed", BIKE.replace("48 + 30 = 78", "48 + 30 = 87") + "She rides $\\boxed{87}$ miles.", "87 (digits swapped)"),
    g("x_fraction_of_one", "A", "95", "wrong", "boxed", "38 / 40 = 0.95\nSo she answered $\\boxed{0.95}$ of the questions correctly.", "the share 0.95 for a percent question"),
    g("x_sci_wrong_power", "A", "660", "wrong", "boxed", GYM + "That is $\\boxed{6.6 \\times 10^3}$ dollars.", "6.6e3 = 6600"),
    g("x_hours_div_100", "A", "14", "wrong", "boxed", WALK_MIN + "In hours that is 840 / 100 = 8.4 hours.\nShe walks $\\boxed{8.4}$ hours.", "divided by 100 instead of 60"),
    g("x_approx_savings", "A", "1485", "wrong", "boxed", SAVE + "So he has roughly $\\boxed{1500}$ dollars left.", "rounded to 1500"),
    g("x_extra_digit", "A", "720", "wrong", "boxed", APPLE + "The orchard yields $\\boxed{7200}$ apples.", "an extra zero in the box"),
    g("x_ok_two_decimals", "B", "660", "correct", "boxed", GYM + "The first year costs $\\boxed{660.00}$ dollars.", "660.00 = 660"),
    g("x_ok_sci_right", "B", "720", "correct", "boxed", APPLE + "That is $\\boxed{7.2 \\times 10^2}$ apples.", "7.2e2 = 720"),
    g("x_ok_thin_sep", "B", "1485", "correct", "boxed", SAVE + "He has $\\boxed{1\\,485}$ dollars left.", "a LaTeX thin-space thousands separator"),
    g("x_ok_cost_dollar_in_box", "B", "15.45", "correct", "boxed", SHOP + "$\\boxed{\\$15.45}$", "an escaped dollar inside the box"),
    g("x_ok_neg_text_unit", "B", "-13", "correct", "boxed", TEMP + "$\\boxed{-13^\\circ}$", "a degree sign on a temperature"),
    g("x_ok_hours_point_zero", "B", "14", "correct", "boxed", WALK + "She walks $\\boxed{14.0}$ hours.", "14.0 = 14"),
    g("x_ok_mathbf", "B", "79", "correct", "boxed", MUF + "$\\boxed{\\mathbf{79}}$", "\\mathbf inside the box"),
    g("x_ok_textbf_words", "B", "336", "correct", "boxed", EGG + "\\(\\boxed{\\textbf{336 eggs}}\\)", "\\textbf with a unit word inside the box"),
    m("x_m_decimal_prob", "A", G_BALL, "wrong", "boxed", BALL + r" \approx \boxed{0.133}$.", "0.133 for 2/15"),
    m("x_m_decimal_sqrt", "A", G_SQRT, "wrong", "boxed", SQRT + r" \approx \boxed{12.73}$", "12.73 for 9\\sqrt2"),
    m("x_m_pi_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" \approx \boxed{3.927}$.", "3.927 for 5\\pi/4"),
    m("x_m_repeat_misread", "A", G_REP, "wrong", "boxed", r"Let $x = 0.4\overline{5}$. Then $90x = 41$, so $x = \boxed{\frac{41}{90}}$.", "0.4555... read for 0.454545..."),
    m("x_m_sqrt_swapped", "A", G_SQRT, "wrong", "boxed", SQRT + r" = \boxed{2\sqrt{9}}$", "2\\sqrt9 = 6, factors swapped"),
    m("x_m_mixed_wrong_sum", "A", G_MIX, "wrong", "boxed", r"$2\frac{3}{4} + 1\frac{5}{6} = 3\frac{8}{10} = \boxed{\frac{19}{5}}$", "numerators and denominators added: 19/5"),
    m("x_m_interval_open", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $x \in \boxed{\left(-\frac{5}{3}, 3\right)}$.", "an open interval for a closed one"),
    m("x_m_matrix_entry_slip", "A", G_MAT, "wrong", "boxed", MAT + r" So the product is $\boxed{\begin{pmatrix} 6 & -3 \\ 12 & -3 \end{pmatrix}}$.", "one entry's sign flipped in the box"),
    m("x_m_series_ten_terms", "A", G_SER, "wrong", "boxed", r"The series has $\frac{65 - 5}{6} = 10$ terms, so its sum is $\frac{10(5 + 65)}{2} = \boxed{350}$.", "an off-by-one term count: 350"),
    m("x_m_dist_unsimplified_wrong", "A", G_DIST, "wrong", "boxed", r"$d = \sqrt{6^2 + 2^2} = \boxed{\sqrt{40}}$", "\\sqrt40 (a sign slip in one difference)"),
    m("x_m_ok_unreduced", "B", G_BALL, "correct", "boxed", BALL + r"$, so $P = \boxed{\frac{12}{90}}$.", "12/90 = 2/15, unreduced"),
    m("x_m_ok_sqrt52", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{\sqrt{52}}$", "\\sqrt52 = 2\\sqrt13, an unsimplified radical equal in value"),
    m("x_m_ok_pi_coeff", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5}{4}\pi}$", "5/4 pi with pi outside"),
    m("x_m_ok_rep_slash", "B", G_REP, "correct", "boxed", REP + r" = \boxed{5/11}$", "a slash fraction in the box"),
    m("x_m_ok_mixed_latex", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{4\tfrac{7}{12}}$", "debatable: 4 7/12 = 55/12 as a mixed number with \\tfrac", True),
    m("x_m_ok_interval_left_right", "B", G_INEQ, "correct", "boxed", INEQ + r" So $x \in \boxed{\left[-\dfrac{5}{3},\, 3\right]}$.", "\\left[ \\right], \\dfrac and a thin space"),
    m("x_m_ok_matrix_bmatrix_tight", "B", G_MAT, "correct", "boxed", MAT + r" So $\boxed{\begin{bmatrix}6&-3\\12&3\end{bmatrix}}$.", "bmatrix without spaces"),
    m("x_m_ok_sqrt_nobrace", "B", G_SQRT, "correct", "boxed", SQRT + r" = \boxed{9\sqrt2}$", "\\sqrt2 without braces"),
    m("x_m_ok_poly_reordered", "B", G_POLY, "correct", "boxed", POLY + r" = \boxed{9 - 12x + 4x^2}$", "the same polynomial in ascending order"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_box_then_incorrect_note", "A", "79", "wrong", "boxed", MUF + "So the answer is $\\boxed{79}$.\n\nHmm, 79 is incorrect, because they also gave away 10. 79 - 10 = 69.\n\n$\\boxed{69}$", "the model marks 79 incorrect and boxes 69 last"),
    g("n_strike_gold_keep_other", "A", "78", "wrong", "prose", BIKE + "~~78 miles~~ The correct total is 88 miles.", "the gold struck out; 88 stated after it"),
    g("n_not_gold_stop", "A", "660", "no_answer", "prose", GYM_NOF + "So the answer is not 540, since there is also a sign-up fee.", "a negated value and nothing after: no final answer"),
    g("n_tag_not_value", "A", "15.45", "wrong", "tag", th(SHOP) + "<answer>not 15.45 but 12.00</answer>", "the tag negates the gold and states 12.00"),
    g("n_cross_mark_gold", "A", "336", "wrong", "prose", EGG + "Check: 336 \u274c\nLet me redo it: 7 * 4 = 28.\nThe hens lay 28 eggs.", "the gold marked with a cross, then 28"),
    g("n_bold_incorrect_label", "A", "480", "wrong", "prose", "He practices 80 * 6 = 480 minutes.\n\n**Incorrect answer: 480**\n**Correct answer: 8**", "the model labels 480 incorrect and 8 (hours) correct; minutes asked"),
    g("n_hash_then_not_right", "A", "95", "wrong", "hash", TEST + "#### 95\n\nNo, that's not right. She got 38 of 40, so she missed 2, and 2 / 40 = 5%.\n#### 5", "the model rejects 95 and ends #### 5"),
    g("n_cancel_box_other", "A", "340", "wrong", "boxed", CANDY + "$\\cancel{340}$ cents is wrong because gum costs 25 cents.\nSo 280 + 100 = $\\boxed{380}$ cents.", "340 cancelled, 380 boxed"),
    g("n_ok_not_subtotal_note", "B", "79", "correct", "boxed", MUF + "The answer is $\\boxed{79}$ (not 108, which is the number baked).", "a parenthetical rejecting the subtotal after the box"),
    g("n_ok_struck_then_box", "B", "78", "correct", "boxed", "4 * 12 = 48, 2 * 15 = ~~20~~ 30.\n48 + 30 = 78.\n$\\boxed{78}$", "a struck slip in the working, the gold boxed"),
    g("n_ok_not_average_sentence", "B", "78", "correct", "prose", BIKE + "She rode 78 miles in total, not 13 (that is her average speed).", "the right value with a rejected other after it"),
    g("n_ok_checkmark", "B", "660", "correct", "boxed", GYM + "$\\boxed{660}$ \u2705", "a check-mark emoji after the box"),
    g("n_ok_ne_note_in_working", "B", "15.45", "correct", "boxed", SHOP + "Note: the total is $15.45 \\neq 12.00$, since the pens count too.\n$\\boxed{15.45}$", "\\neq note in the working; the gold boxed"),
    g("n_ok_temp_below_zero_box", "B", "-13", "correct", "boxed", TEMP + "It ends 13 degrees below zero: $\\boxed{-13}$.", "'below zero' sentence with -13 boxed"),
    g("n_ok_tag_not_percent_missed", "B", "95", "correct", "tag", th(TEST) + "<answer>95 (not 5)</answer>", "the gold with a parenthetical rejection in the tag"),
    g("n_ok_incorrect_then_correct", "B", "1485", "correct", "prose", "He earns 4 * 230 = 920.\n1250 + 920 - 685 = 1385? That is incorrect: 2170 - 685 = 1485.\nSo he has $1,485 left.", "the slip 1385 marked incorrect; 1485 final"),
    m("n_m_box_struck_by_model", "A", G_SQRT, "wrong", "boxed", SQRT + r" = 9\sqrt{2}$" + "\n\n~~$\\boxed{9\\sqrt{2}}$~~ Wait, $162 = 54 \\cdot 3$, so the answer is $\\boxed{3\\sqrt{54}}$.", "the right box struck; 3\\sqrt54 = \\sqrt486, not \\sqrt162: a wrong value last"),
    m("n_m_answer_is_not", "A", G_COMB, "no_answer", "prose", COMB + "$.\nThe answer is not $5040$, because order does not matter.", "a negated value and nothing after"),
    m("n_m_complement_prob", "A", G_BALL, "wrong", "boxed", BALL + r" = \frac{2}{15}$, so the probability that they are not both green is $\boxed{\frac{13}{15}}$.", "the complement boxed"),
    m("n_m_roots_excluded_zero", "A", G_SET, "wrong", "boxed", SET + r" Excluding the trivial root $x = 0$, the answer is $\boxed{-2, 2}$.", "zero dropped from the roots"),
    m("n_m_not_a_root_pick", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" But $x = -2$ is not valid here, so $\boxed{\frac{3}{2}}$.", "a root wrongly discarded"),
    m("n_m_box_question_mark", "A", G_VTX, "no_answer", "boxed", "The vertex formula gives $x = -\\frac{b}{2a}$.\nThe vertex is $\\boxed{?}$", "a box holding only ?"),
    m("n_m_supplement_angle", "A", G_DEG, "wrong", "boxed", DEG + r" = 144^\circ$, and its supplement is $\boxed{36^\circ}$.", "the supplement (exterior) angle boxed"),
    m("n_m_ok_neq_annotation", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{11 - 10i}$ (note: $\neq -5 - 10i$, since $i^2 = -1$)", "a \\neq annotation after the box"),
    m("n_m_ok_not_ordered", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{210}$ (not $5040$, since order does not matter).", "a rejected other value after the box"),
    m("n_m_ok_struck_then_right", "B", G_REP, "correct", "boxed", r"$x = \frac{45}{100}$ ~~wrong~~; $99x = 45$, so $x = \frac{45}{99} = \boxed{\frac{5}{11}}$.", "a struck attempt then the gold boxed"),
    m("n_m_ok_excluded_note", "B", G_DOM, "correct", "boxed", DOM + r" The domain is $\boxed{(-\infty, -3) \cup (-3, 5]}$, where $-3$ is excluded.", "an 'excluded' note after the box"),
    m("n_m_ok_roots_incl_zero", "B", G_SET, "correct", "boxed", SET + r" Including the root $x = 0$, the solutions are $\boxed{-2, 0, 2}$.", "an 'including' note before the box"),
    m("n_m_ok_not_exterior", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{144^\circ}$, not the exterior angle $36^\circ$.", "the exterior angle rejected after the box"),
    m("n_m_ok_incorrect_attempt", "B", G_FUNC, "correct", "boxed", r"$f(-2) = 3(-2)^2 - 2(-2) + 1 = 12 - 4 + 1 = 9$. That is incorrect: $-2(-2) = +4$, so $f(-2) = 12 + 4 + 1 = \boxed{17}$.", "a marked-incorrect attempt then the gold"),

    # ================================================================ 5. units and restatements (u_)
    g("u_box_dozen", "A", "336", "wrong", "boxed", "7 dozen a week for 4 weeks is $7 \\times 4 = \\boxed{28}$ dozen eggs.", "dozens boxed for an eggs question"),
    g("u_box_hours_for_minutes", "A", "480", "wrong", "boxed", PIANO + "That is 480 / 60 = 8 hours.\nHe practices $\\boxed{8}$ hours.", "hours boxed, minutes asked"),
    g("u_box_minutes_for_hours", "A", "14", "wrong", "boxed", WALK_MIN + "She walks $\\boxed{840}$ minutes in total.", "minutes boxed, hours asked"),
    g("u_box_dollars_for_cents", "A", "340", "wrong", "boxed", CANDY + "In dollars that is $\\boxed{3.40}$.", "dollars boxed, cents asked"),
    g("u_box_per_month", "A", "660", "wrong", "boxed", GYM + "That works out to 660 / 12 = 55 dollars a month.\n$\\boxed{55}$", "the monthly average boxed"),
    g("u_box_share_decimal_for_percent", "A", "95", "wrong", "boxed", TEST + "As a decimal, her score is $\\boxed{0.95}$.", "0.95 for a percent gold"),
    g("u_box_fahrenheit", "A", "-13", "wrong", "boxed", TEMP + "In Fahrenheit that is -13 * 9/5 + 32 = 8.6.\n$\\boxed{8.6}$", "the temperature converted to another scale; the question is in the given unit"),
    g("u_box_thousand_dollars_short", "A", "1485", "wrong", "boxed", SAVE + "He has about $\\boxed{1.5}$ thousand dollars left.", "1.5 (thousands, rounded)"),
    g("u_ok_box_then_hours_restated", "B", "480", "correct", "boxed", PIANO + "$\\boxed{480}$\n\nThat is 480 minutes, or 8 hours.", "the box holds the minutes asked; hours only as a restatement"),
    g("u_ok_box_then_dozen_restated", "B", "336", "correct", "boxed", EGG + "The hens lay $\\boxed{336}$ eggs, which is 28 dozen.", "the box holds the eggs asked; dozens as a restatement"),
    g("u_ok_box_then_dollars_restated", "B", "340", "correct", "boxed", CANDY + "$\\boxed{340}$ cents (that is $3.40).", "cents boxed; dollars restated"),
    g("u_ok_hours_text_box", "B", "14", "correct", "boxed", WALK + "$\\boxed{14\\text{ hours}}$", "\\text unit without a leading space"),
    g("u_ok_percent_sign_box", "B", "95", "correct", "boxed", TEST + "Her score is $\\boxed{95\\%}$.", "\\% in the box"),
    g("u_ok_minutes_mathrm", "B", "480", "correct", "boxed", PIANO + "$\\boxed{480\\ \\mathrm{min}}$", "\\mathrm unit in the box"),
    g("u_ok_dollars_usd", "B", "660", "correct", "prose", GYM + "The first year costs 660 USD.", "a currency code after the value"),
    g("u_ok_apples_trailing_words", "B", "720", "correct", "prose", APPLE + "Therefore, the orchard produces 720 apples in total this season.", "trailing words after the number"),
    g("u_ok_dollar_sign_suffix_words", "B", "15.45", "correct", "answer_is", SHOP + "The answer is $15.45 for everything.", "trailing words after a dollar value"),
    m("u_m_radians_for_degrees", "A", G_DEG, "wrong", "boxed", DEG + r" = 144^\circ$, which is $\boxed{\frac{4\pi}{5}}$ radians.", "debatable: radians boxed for a degree gold (4\\pi/5 rad = 144 degrees)", True),
    m("u_m_degrees_for_radians", "A", G_RAD, "wrong", "boxed", r"The angle $225^\circ$ is already in degrees, so the answer is $\boxed{225}$.", "degrees boxed, radians asked"),
    m("u_m_base_ten_value", "A", G_B3, "wrong", "boxed", B3 + r" so $47_{10} = \boxed{47}$.", "the given base-10 value"),
    m("u_m_base_digits_sum", "A", G_B3, "wrong", "boxed", B3 + r" the digits $1, 2, 0, 2$ sum to $\boxed{5}$.", "the digit sum"),
    m("u_m_percent_prob", "A", G_BALL, "wrong", "boxed", BALL + r" \approx \boxed{13.3\%}$.", "a rounded percent for 2/15"),
    m("u_m_ok_box_exact_then_approx", "B", G_RAD, "correct", "boxed", RAD + r" = \frac{5\pi}{4}$, i.e. $\boxed{5\pi/4 \approx 3.93}$.", "debatable: the box holds the exact value followed by its approximation", True),
    m("u_m_series_mean", "A", G_SER, "wrong", "boxed", SER + r" = 385$, an average of $\boxed{35}$ per term.", "the mean term boxed, not the sum"),
    m("u_m_matrix_det", "A", G_MAT, "wrong", "boxed", MAT + r" Its determinant is $6 \cdot 3 - (-3)(12) = \boxed{54}$.", "the determinant boxed, not the product"),
    m("u_m_ok_degree_text", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{144\text{ degrees}}$", "\\text{ degrees} on a degree gold"),
    m("u_m_ok_degree_unicode", "B", G_DEG, "correct", "prose", DEG + " = 144^\\circ$.\nEach interior angle measures 144\u00b0.", "a Unicode degree sign in the closing sentence"),
    m("u_m_ok_base_subscript_braces", "B", G_B3, "correct", "boxed", B3 + r" $\boxed{1202_{3}}$", "a braced subscript"),
    m("u_m_ok_base_plain", "B", G_B3, "correct", "boxed", B3 + r" $\boxed{1202}$", "the base-3 digits without subscript"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5\pi}{4}\text{ radians}}$", "\\text{ radians} after the value"),
    m("u_m_ok_rad_then_degree_restated", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{5\pi}{4}}$, which is the same angle as $225^\circ$.", "radians boxed, degrees only restated"),
    m("u_m_ok_dist_units", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{13}\text{ units}}$", "a \\text unit word after the radical"),
    m("u_m_ok_prob_words_after", "B", G_BALL, "correct", "boxed", BALL + r" = \boxed{\frac{2}{15}}$, or about $13.3\%$.", "the exact box then an approximate percent restated"),
    m("u_m_ok_cpx_words", "B", G_CPX, "correct", "prose", CPX + " = 11 - 10i$.\nSo the product is $11 - 10i$ in standard form.", "trailing words after the complex number"),

    # ================================================================ 6. retractions and trailing checks (r_)
    g("r_box_then_wait_other", "A", "79", "wrong", "boxed", MUF + "$\\boxed{79}$\n\nWait, I think the question says 39 were eaten, not 29. Then 108 - 39 = 69.\n\n$\\boxed{69}$", "a 'Wait' correction boxes 69 last"),
    g("r_hmm_actually_no_box", "A", "78", "wrong", "prose", BIKE + "So she rides $\\boxed{78}$ miles.\n\nHmm, actually the second leg was 3 hours, so 3 * 15 = 45 and 48 + 45 = 93 miles.", "'Hmm, actually' replaces 78 with 93 (no box)"),
    g("r_recompute_slip", "A", "660", "wrong", "boxed", GYM + "The answer is $\\boxed{660}$.\n\nLet me recompute: 12 * 45 = 560, plus 120 is 680. So the answer is $\\boxed{680}$.", "a recomputation with a slip: 680 last"),
    g("r_made_an_error_no_value", "A", "15.45", "no_answer", "boxed", SHOP + "$\\boxed{15.45}$\n\nI made an error in the pens. Let me redo the calculation. The pens cost 3 *", "the box withdrawn ('I made an error'), redo cut before a value"),
    g("r_r1_after_think_wait", "A", "336", "wrong", "boxed", EGG_LONG + "The hens lay 336 eggs.\n\n$\\boxed{336}$\n\nWait, the hens lay 7 dozen over the 4 weeks, not each week. So 7 * 12 = 84.\n\n$\\boxed{84}$", "an R1 answer then a 'Wait' that boxes 84"),
    g("r_verify_finds_other", "A", "-13", "wrong", "prose", TEMP + "Let me verify: 3 * 6 = 18, and 5 - 18 = -13. Hmm, but the question says it starts at 8 degrees. So 8 - 18 = -10.\nThe final temperature is -10 degrees.", "the check changes the start value: -10 last"),
    g("r_scratch_that", "A", "1485", "wrong", "answer_is", SAVE + "The answer is 1485.\nScratch that: he also pays $100 rent, so 1485 - 100 = 1385.\nThe answer is 1385.", "'Scratch that' makes 1385 final"),
    g("r_ok_wait_confirms", "B", "79", "correct", "boxed", MUF + "$\\boxed{79}$\n\nWait, let me double-check: 79 + 29 = 108 = 6 * 18. Yes, 79 is correct.", "a 'Wait' check that confirms"),
    g("r_ok_verify_after_hash", "B", "78", "correct", "hash", BIKE + "#### 78\n\nLet me verify: 48 miles + 30 miles = 78 miles. \u2713", "a verification after #### restating the same value"),
    g("r_ok_first_wrong_then_fixed", "B", "660", "correct", "boxed", GYM_NOF + "So the answer is $\\boxed{540}$.\n\nWait, I forgot the $120 sign-up fee. 540 + 120 = 660.\n\n$\\boxed{660}$", "a correction after a wrong box makes the gold final"),
    g("r_ok_hmm_back_to_first", "B", "14", "correct", "prose", WALK + "Hmm, or is it 840 / 100 = 8.4? No, an hour has 60 minutes, so 14 is right.\nShe walks 14 hours.", "a doubt rejected; the gold restated"),
    g("r_ok_recompute_same", "B", "340", "correct", "boxed", CANDY + "Let me recompute: 8 * 35 = 280, 4 * 15 = 60, 280 + 60 = 340.\n\n$\\boxed{340}$", "a recomputation that agrees"),
    g("r_ok_made_error_then_gold", "B", "720", "correct", "prose", "There are 4 * 15 = 60 trees, so 60 * 12 = 620 apples.\nI made an error: 60 * 12 = 720.\nThe orchard yields 720 apples.", "'I made an error' corrects 620 to the gold"),
    g("r_ok_box_then_pleasantry", "B", "95", "correct", "boxed", TEST + "$\\boxed{95}$\n\nI hope this helps! Let me know if you have more questions.", "a pleasantry after the box"),
    m("r_m_box_then_wait_other", "A", G_SER, "wrong", "boxed", SER + r" = \boxed{385}$" + "\n\nWait, the last term is 59, not 65, so there are 10 terms and the sum is $\\frac{10(5 + 59)}{2} = \\boxed{320}$.", "a 'Wait' gives 320 last"),
    m("r_m_actually_decimal", "A", G_BALL, "wrong", "boxed", BALL + r" = \frac{2}{15}$." + "\n\nActually, the question wants a decimal, so the answer is $\\boxed{0.13}$.", "the exact value replaced by a rounded decimal"),
    m("r_m_recheck_flips_sign", "A", G_CPX, "wrong", "boxed", CPX + r" = \boxed{11 - 10i}$" + "\n\nLet me recheck: $-8i^2 = -8$, so $3 - 10i - 8 = \\boxed{-5 - 10i}$.", "a recheck with a sign slip: -5 - 10i last"),
    m("r_m_i_made_error_swap", "A", G_SYS, "wrong", "boxed", SYS + r" So $\boxed{(4, 2)}$." + "\n\nI made an error: the pair should list $y$ first, so the answer is $\\boxed{(2, 4)}$.", "the pair swapped in a 'correction'"),
    m("r_m_wait_cut", "A", G_MIX, "no_answer", "boxed", MIX + r" = \boxed{\frac{55}{12}}$" + "\n\nWait, I think I added the wrong fractions. Let me redo it: $\\frac{11}{4} = \\frac{3", "the box withdrawn by 'Wait', redo cut at the cap"),
    m("r_m_hmm_interval_open", "A", G_INEQ, "wrong", "boxed", INEQ + r" So $\boxed{\left[-\frac{5}{3}, 3\right]}$." + "\n\nHmm, actually the inequality is strict, so the endpoints are excluded: $\\boxed{\\left(-\\frac{5}{3}, 3\\right)}$.", "a mistaken 'Hmm, actually' gives the open interval last"),
    m("r_m_r1_long_switch", "A", G_DEG, "wrong", "boxed", DEG_LONG + r"Each interior angle is $\boxed{144^\circ}$." + "\n\nHmm, wait. The question asks for each exterior angle. So $\\boxed{36^\\circ}$.", "after the R1 final box, a 'wait' boxes 36"),
    m("r_m_on_second_thought", "A", G_COMB, "wrong", "answer_is", COMB + r" = 210$." + "\nOn second thought, the committee roles are different, so order matters: $10 \\cdot 9 \\cdot 8 \\cdot 7 = 5040$.\nThe answer is 5040.", "'On second thought' makes 5040 final"),
    m("r_m_ok_verify_roots", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-2, \frac{3}{2}}$" + "\n\nVerification: $2(4) - 2 - 6 = 0$ and $2 \\cdot \\frac{9}{4} + \\frac{3}{2} - 6 = 0$. \u2713", "a verification after the box"),
    m("r_m_ok_wrong_then_fixed", "B", G_SQRT, "correct", "boxed", r"$\sqrt{6} \cdot \sqrt{27} = \sqrt{162} = 3\sqrt{18}$, so $\boxed{3\sqrt{18}}$." + "\n\nWait, $3\\sqrt{18}$ is not simplified: $\\sqrt{18} = 3\\sqrt{2}$, so the answer is $\\boxed{9\\sqrt{2}}$.", "a box simplified after 'Wait' (both equal; the last is the gold form)"),
    m("r_m_ok_hmm_confirms", "B", G_VTX, "correct", "boxed", VTX + r"$, so the vertex is $\boxed{(-2, -3)}$." + "\n\nHmm, let me double check by completing the square: $y = (x + 2)^2 - 3$. Yes, $(-2, -3)$.", "a check by completing the square that agrees"),
    m("r_m_ok_recompute_fixed", "B", G_FUNC, "correct", "boxed", r"$f(-2) = 12 - 4 + 1 = 9$." + "\n\nLet me recompute: $-2 \\cdot (-2) = 4$, so $f(-2) = 12 + 4 + 1 = 17$.\n\n$\\boxed{17}$", "'Let me recompute' corrects 9 to the gold"),
    m("r_m_ok_r1_detour", "B", G_CPX, "correct", "boxed", CPX_LONG + "The product is $11 - 10i$.\n\n" + r1final("11 - 10i"), "an R1 think with a rejected candidate, then a Final Answer block"),
    m("r_m_ok_check_after_matrix", "B", G_MAT, "correct", "boxed", MAT + r" $\boxed{\begin{pmatrix} 6 & -3 \\ 12 & 3 \end{pmatrix}}$" + "\n\nCheck: the $(2,1)$ entry is $0 \\cdot 1 + 3 \\cdot 4 = 12$. Correct.", "a check after the box"),
    m("r_m_ok_base_check", "B", G_B3, "correct", "boxed", B3 + r" $\boxed{1202_3}$." + "\n\nLet me verify: $1 \\cdot 27 + 2 \\cdot 9 + 0 \\cdot 3 + 2 = 47$. \u2713", "a verification converting back"),
    m("r_m_ok_llama_steps", "B", G_POLY, "correct", "boxed", llama(("Expand the square", "$(a - b)^2 = a^2 - 2ab + b^2$ with $a = 2x$, $b = 3$."), ("Compute", "$4x^2 - 12x + 9$")) + LLAMA_END.format("4x^2 - 12x + 9"), "Llama 3 steps and closing line"),

    # ================================================================ 7. invented next turns, quoted / hypothetical values (q_)
    g("q_user_turn_holds_gold", "A", "79", "wrong", "boxed", MUF_SLIP + "$\\boxed{89}$\n\nUser: That's wrong, the answer is 79.\nAssistant: You're right, I apologize.", "89 is the model's answer; the gold only in an invented User turn (and an apology without restating)"),
    g("q_human_turn_other", "A", "78", "wrong", "answer_is", BIKE.replace("48 + 30 = 78", "48 + 30 = 68") + "The answer is 68.\n\nHuman: Great! Now how far would she ride in 10 hours?\n\nAssistant: 78 miles.", "68 is the answer to the question posed; 78 only in an invented exchange"),
    g("q_im_start_user_gold", "A", "660", "wrong", "boxed", GYM_NOF + "$\\boxed{540}$" + IM_USER + "You forgot the sign-up fee; it should be 660." + IM_ASSIST + "Yes, $\\boxed{660}$.", "the model's answer is 540; 660 only after an invented ChatML user turn"),
    g("q_suppose_value", "A", "15.45", "no_answer", "prose", "Suppose the total were $15.45. Then the change from $20 would be $4.55. Let's check whether that matches the prices given.", "a supposition, no committed answer"),
    g("q_quoted_other_answer", "A", "336", "wrong", "prose", "My friend said the hens lay 336 eggs, but that counts every week twice.\nI get 7 * 4 * 6 = 168 eggs.", "the gold only as someone else's answer; 168 final"),
    g("q_question_next_gold", "A", "-13", "wrong", "hash", "5 - 3 * 5 = -10\n#### -10\n\nQuestion: The temperature is 5 degrees and drops 3 degrees an hour for 6 hours. What is it?\nAnswer: -13\n#### -13", "a few-shot continuation answers an invented question with -13; the posed answer is -10"),
    g("q_ok_user_turn_other", "B", "95", "correct", "boxed", TEST + "$\\boxed{95}$\n\nUser: What if she got 30 right?\nAssistant: Then 30 / 40 = 75%.", "the gold boxed; 75 only in an invented follow-up"),
    g("q_ok_eot_then_user", "B", "340", "correct", "hash", CANDY + "#### 340" + EOT_USER + "Now do it in dollars.", "an invented Llama 3 user turn after ####"),
    g("q_ok_im_user_other", "B", "720", "correct", "boxed", APPLE + "$\\boxed{720}$" + IM_USER + "What if each tree gave 10 apples?" + IM_ASSIST + "Then 60 * 10 = $\\boxed{600}$.", "the gold boxed; 600 only after an invented ChatML turn"),
    g("q_ok_quoted_wrong_then_own", "B", "1485", "correct", "prose", "One might think he has 1250 - 685 = 565 left, but that ignores his earnings.\n" + SAVE + "He has $1,485.", "a quoted wrong approach, then the gold"),
    g("q_ok_human_next_problem", "B", "14", "correct", "answer_is", WALK + "The answer is 14.\n\nHuman: Thanks! A car travels 60 miles in 1.5 hours. What is its speed?\n\nAssistant: 40 mph.", "the gold; 40 only in an invented turn"),
    g("q_ok_hypothetical_after", "B", "480", "correct", "boxed", PIANO + "$\\boxed{480}$\n\nIf he practiced 7 days instead, it would be 560 minutes.", "a hypothetical after the box"),
    g("q_ok_if_before", "B", "79", "correct", "prose", "If no muffins were eaten, there would be 108.\nSince 29 were eaten, 108 - 29 = 79 muffins remain.", "a hypothetical before the stated answer"),
    m("q_m_user_turn_gold", "A", G_DIST, "wrong", "boxed", r"$d = \sqrt{6^2 + 2^2} = \sqrt{40} = \boxed{2\sqrt{10}}$" + "\n\nUser: The right answer is $2\\sqrt{13}$.", "2\\sqrt10 is the model's answer; the gold only in an invented User turn"),
    m("q_m_im_start_fix", "A", G_SET, "wrong", "boxed", r"$x^3 - 4x = 0$ gives $x = \pm 2$, so $\boxed{-2, 2}$." + IM_USER + "You missed $x = 0$." + IM_ASSIST + r"Right: $\boxed{-2, 0, 2}$.", "the full set only after an invented ChatML user turn"),
    m("q_m_suppose_pair", "A", G_SYS, "no_answer", "prose", "Suppose $(x, y) = (4, 2)$. Then we would need to check both equations, which we do next by substituting into", "a supposition then a cut; nothing committed"),
    m("q_m_student_quoted", "A", G_COMB, "wrong", "boxed", r"A student might answer $\binom{10}{4} = 210$, but since the four positions are distinct, we need $10 \cdot 9 \cdot 8 \cdot 7 = \boxed{5040}$.", "the gold only as a student's answer; 5040 boxed"),
    m("q_m_problem_next_gold", "A", G_VTX, "wrong", "minerva", r"The vertex is at $x = -2$, $y = 4 - 8 - 1 = -5$." + "\n" + MINERVA.format("$(-2, -5)$") + "\n\nProblem:\nFind the vertex of $y = x^2 + 4x + 1$.\n\nSolution:\n" + MINERVA.format("$(-2, -3)$"), "the Minerva line answers (-2, -5); the gold only in an invented next problem"),
    m("q_m_human_gives_decimal", "A", G_REP, "wrong", "boxed", r"$0.\overline{45} \approx \boxed{0.45}$" + "\n\nHuman: As a fraction that is $\\frac{5}{11}$.", "the model boxes 0.45; the fraction only in an invented Human turn"),
    m("q_m_assume_then_nothing", "A", G_SQRT, "no_answer", "prose", r"Assume the answer has the form $a\sqrt{2}$. Then $a^2 \cdot 2 = 162$, so", "an assumption and a cut before a value"),
    m("q_m_ok_user_turn_other", "B", G_MIX, "correct", "boxed", MIX + r" = \boxed{\frac{55}{12}}$" + "\n\nUser: Now subtract them.\nAssistant: $\\frac{11}{12}$.", "the gold boxed; the next value only in an invented turn"),
    m("q_m_ok_eot_header", "B", G_COMB, "correct", "boxed", COMB + " = 210$.\n\n" + LLAMA_END.format("210") + EOT_USER + "And if order mattered?", "an invented Llama user turn after the closing line"),
    m("q_m_ok_im_after_final", "B", G_ROOTS, "correct", "boxed", ROOTS + "\n\n" + r1final(r"-2, \frac{3}{2}") + IM_USER + "What is the sum of the roots?" + IM_ASSIST + r"$-\frac{1}{2}$", "the roots boxed; the sum only after an invented ChatML turn"),
    m("q_m_ok_quoted_wrong_first", "B", G_RAD, "correct", "boxed", r"A common mistake is to write $\frac{225}{\pi}$. Instead, " + RAD + r" = \boxed{\frac{5\pi}{4}}$.", "a quoted mistake before the right box"),
    m("q_m_ok_hypothetical_after", "B", G_BALL, "correct", "boxed", BALL + r" = \boxed{\frac{2}{15}}$" + "\n\nIf the first ball were replaced, the probability would be $\\frac{4}{25}$.", "a hypothetical value after the box"),
    m("q_m_ok_suppose_then_commit", "B", G_SYS, "correct", "boxed", "Suppose $y = 1$; then $x = 3$ and $3 \\cdot 3 + 2 = 11 \\neq 16$. " + SYS + r" So the solution is $\boxed{(4, 2)}$.", "a rejected trial before the committed box"),
    m("q_m_ok_human_next_problem", "B", G_DEG, "correct", "boxed", DEG + r" = \boxed{144}$" + "\n\nHuman: What about a regular hexagon?\n\nAssistant: $120^\\circ$.", "the gold boxed; 120 only in an invented turn"),
    m("q_m_ok_problem_next", "B", G_FUNC, "correct", "minerva", FUNC + " = 17$.\n" + MINERVA.format("$17$") + "\n\nProblem:\nEvaluate $f(2)$.\n\nSolution:\n" + MINERVA.format("$9$"), "the gold in the Minerva line; 9 only in an invented next problem"),
    m("q_m_ok_student_wrong_then_own", "B", G_SET, "correct", "boxed", r"Dividing by $x$ would give only $x = \pm 2$ and lose a root. Factoring instead, " + SET + r" So $\boxed{-2, 0, 2}$.", "a rejected method before the right set"),

    # ================================================================ 8. token-cap cuts, loops and odd but honest layout (b_)
    g("b_cut_before_box_value", "A", "79", "no_answer", "truncated", MUF + "Therefore, the final answer is: $\\boxed{", "cut at the cap inside the box"),
    g("b_cut_mid_number", "A", "1485", "no_answer", "truncated", "He earns 4 * 230 = 920 dollars, so he has 1250 + 920 = 2170 dollars.\nAfter spending 685 he has 2170 - 685 = 14", "cut mid-number in the working"),
    g("b_r1_cut_in_think_after_candidate", "A", "78", "no_answer", "truncated", "<think>\n" + BIKE + "So 78 miles. But wait, maybe the question means the speed. 78 / 6 = 13. Hmm, which one does it ask? Let me reread the question. \"How many", "cut inside the think block while choosing between candidates"),
    g("b_loop_other_value", "A", "660", "wrong", "hash", GYM_NOF + ("The answer is 540.\n#### 540\n" * 6) + "The answer is 5", "a loop repeating 540, cut in a repetition"),
    g("b_cut_final_answer_heading", "A", "336", "no_answer", "truncated", EGG_LONG + "**Final Answer**\n\\[\n\\boxed{", "the R1 final block cut before the value; 336 only in the think block"),
    g("b_cut_after_is", "A", "480", "no_answer", "truncated", "1 hour 20 minutes is 80 minutes.\nOver 6 days he practices a total of", "cut before the value"),
    g("b_empty_completion", "A", "95", "no_answer", "none", "", "an empty completion"),
    g("b_ok_crlf", "B", "79", "correct", "hash", MUF.replace("\n", "\r\n") + "#### 79\r\n", "CRLF line ends"),
    g("b_ok_endoftext", "B", "78", "correct", "answer_is", BIKE + "The answer is 78.<|endoftext|>", "an end-of-text token right after the answer"),
    g("b_ok_im_end", "B", "660", "correct", "boxed", GYM + "$\\boxed{660}$<|im_end|>", "a ChatML end token after the box"),
    g("b_ok_markdown_heading", "B", "15.45", "correct", "answer_heading", "### Step 1: Notebooks\n5 * 2.40 = 12.00\n\n### Step 2: Pens\n3 * 1.15 = 3.45\n\n### Final Answer\n$15.45", "a markdown 'Final Answer' heading then the value"),
    g("b_ok_loop_gold_cut", "B", "720", "correct", "hash", APPLE + ("#### 720\n" * 5) + "#### 7", "debatable: every complete #### line says 720; only the last repetition is cut", True),
    g("b_ok_answer_on_think_line", "B", "-13", "correct", "bare_last_line", "<think>\n" + TEMP + "</think>\n-13", "the bare value after </think> with no answer tag"),
    m("b_m_cut_inside_frac", "A", G_BALL, "no_answer", "truncated", BALL + r" = \boxed{\frac{2}{", "cut inside the fraction in the box"),
    m("b_m_cut_in_think_candidates", "A", G_DOM, "no_answer", "truncated", "<think>\n" + DOM + " So the domain might be $(-\\infty, 5]$ minus $-3$. Or should 5 be excluded? Let me think about $\\sqrt{0}$ again. Hmm", "cut inside the think block with no committed answer"),
    m("b_m_loop_wrong", "A", G_SER, "wrong", "boxed", (r"The sum is $\frac{10(5 + 65)}{2} = \boxed{350}$." + "\n") * 4 + r"The sum is $\frac{10(5", "a loop repeating 350, cut"),
    m("b_m_cut_matrix", "A", G_MAT, "no_answer", "truncated", MAT + r" So the product is $\boxed{\begin{pmatrix} 6 & -3 \\", "cut inside the matrix"),
    m("b_m_cut_after_final_heading", "A", G_CPX, "no_answer", "truncated", CPX_LONG + "**Final Answer**\n\nThe product is", "the final block cut before the value"),
    m("b_m_empty_box", "A", G_REP, "no_answer", "boxed", REP + r" = \frac{5}{11}$" + "\n\nThe final answer is $\\boxed{}$.", "an empty box as the final answer; 5/11 only in the working"),
    m("b_m_think_closed_answer_missing", "A", G_POLY, "no_answer", "tag", th(POLY + " = 4x^2 - 12x + 9$\n") + "<answer>\n\n</answer>", "a whitespace-only tag"),
    m("b_m_cut_in_roots_list", "A", G_SET, "no_answer", "truncated", SET + r" The solutions are $\boxed{-2, 0,", "cut inside the box mid-list"),
    m("b_m_cut_r1_pair", "A", G_VTX, "no_answer", "truncated", "<think>\nThe vertex: x = -2. y = 4 - 8 + 1 = -3. Or did I mean +8? Let me recompute y at x = -2: (-2)^2 = 4, 4*(-2) = -8, so 4 - 8 + 1 =", "cut inside the think block mid-check"),
    m("b_m_loop_hedge", "A", G_RAD, "wrong", "boxed", (RAD + r" = \frac{5\pi}{4}$ or $\frac{4\pi}{5}$? ") * 3 + r"$\boxed{\frac{4\pi}{5}}$", "hesitation loop ending with the reciprocal-like wrong box"),
    m("b_m_ok_endoftext_after_box", "B", G_DIST, "correct", "boxed", DIST + r" = \boxed{2\sqrt{13}}$<|endoftext|>", "an end-of-text token right after the box"),
    m("b_m_ok_display_box", "B", G_SQRT, "correct", "boxed", SQRT + "$\n\n\\[\n\\boxed{9\\sqrt{2}}\n\\]", "a display-math box on its own lines"),
    m("b_m_ok_crlf_tag", "B", G_COMB, "correct", "tag", th(COMB + " = 210$\n").replace("\n", "\r\n") + "<answer>210</answer>\r\n", "CRLF in an R1 completion"),
    m("b_m_ok_heading_answer", "B", G_MIX, "correct", "answer_heading", MIX + "$\n\n# Answer\n\n$\\frac{55}{12}$", "a PRM800K-style # Answer heading"),
    m("b_m_ok_final_answer_bold", "B", G_INEQ, "correct", "final_answer_phrase", INEQ + "\n\n**Final Answer:** $x \\in \\left[-\\frac{5}{3}, 3\\right]$", "a bold Final Answer with x \\in"),
    m("b_m_ok_qwen_steps", "B", G_REP, "correct", "boxed", qwen("To convert the repeating decimal, set it equal to x.", ("Multiply by 100", "$100x = 45.\\overline{45}$"), ("Subtract", "$99x = 45$, so $x = \\frac{45}{99} = \\frac{5}{11}$")) + QWEN_END.format(r"\frac{5}{11}"), "Qwen2.5-Math steps and the boxed closing line"),
    m("b_m_ok_answer_after_think_no_tag", "B", G_VTX, "correct", "prose", th(VTX + "$\n") + "The vertex is $(-2, -3)$.", "a sentence after </think> with no answer tag"),
]
# fmt: on

DECISIONS = {
    "h_hash_unsigned_temp": (
        "reject",
        "the marked #### value is 13; the temperature asked is -13 and 'below zero' in the sentence does not change the marked value",
    ),
    "x_m_ok_mixed_latex": (
        "accept",
        "4\\tfrac{7}{12} is the mixed number 4 7/12 = 55/12, an honest notation",
    ),
    "u_m_radians_for_degrees": (
        "reject",
        "the gold is 144 (degrees); 4\\pi/5 is a radian measure: degrees are not radians",
    ),
    "u_m_ok_box_exact_then_approx": (
        "accept",
        "the box opens with the exact value 5\\pi/4; the \\approx 3.93 after it annotates the same value, it is not a second answer",
    ),
    "b_ok_loop_gold_cut": (
        "accept",
        "every complete #### line commits to 720 and nothing else is ever stated; only the last repetition is cut",
    ),
}

if __name__ == "__main__":
    import corpus_build

    out_dir = Path(__file__).resolve().parent
    if out_dir != corpus_build.HERE:
        corpus_build.HERE = out_dir
    write_probes("adversarial_redteam153", CASES, [], DECISIONS)
